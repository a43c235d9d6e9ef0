// Two states that trade values every call (every op in the generic form):
// @a takes @b's old value and @b takes @a's, so each store's value is state
// the other store rewrites. Outputs read the old values.
"builtin.module"() <{sym_name = "swap"}> ({
  "util.global"() <{initial_value = dense<[[1, -2, 3, -4, 5], [6, -7, 8, -9, 10], [11, -12, 13, -14, 15]]> : tensor<3x5xi32>, is_mutable, sym_name = "a", sym_visibility = "private", type = tensor<3x5xi32>}> : () -> ()
  "util.global"() <{initial_value = dense<[[100, 200, -300, 400, 500], [-600, 700, 800, -900, 1000], [1100, 1200, -1300, 1400, 1500]]> : tensor<3x5xi32>, is_mutable, sym_name = "b", sym_visibility = "private", type = tensor<3x5xi32>}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "step"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %a = "util.global.load"() <{global = @a}> : () -> tensor<3x5xi32>
    %b = "util.global.load"() <{global = @b}> : () -> tensor<3x5xi32>
    %x = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x5xi32>}> : (!hal.buffer_view) -> tensor<3x5xi32>
    %e = "tensor.empty"() : () -> tensor<3x5xi32>
    %ax = "linalg.add"(%a, %x, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: i32, %q: i32, %r: i32):
      %0 = "arith.addi"(%p, %q) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    "util.global.store"(%b) <{global = @a}> : (tensor<3x5xi32>) -> ()
    "util.global.store"(%a) <{global = @b}> : (tensor<3x5xi32>) -> ()
    %o0 = "hal.tensor.export"(%ax) <{name = "output0", source_encoding = tensor<3x5xi32>}> : (tensor<3x5xi32>) -> !hal.buffer_view
    %o1 = "hal.tensor.export"(%b) <{name = "output1", source_encoding = tensor<3x5xi32>}> : (tensor<3x5xi32>) -> !hal.buffer_view
    "util.return"(%o0, %o1) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
