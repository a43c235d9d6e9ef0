// Two util.initializer bodies (every op in the generic form), run in module
// order: the first stores @scale = a * 2.5; the second loads @scale (no
// initial value: only the first initializer gives it one) and stores
// @acc = scale + a. Each call: acc <- x * scale + acc, returned.
"builtin.module"() <{sym_name = "init"}> ({
  "util.global"() <{sym_name = "scale", sym_visibility = "private", type = tensor<4x6xf32>}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "acc", sym_visibility = "private", type = tensor<4x6xf32>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %a = "arith.constant"() <{value = dense<[[0.5, -1.25, 2.0, 0.75, -0.5, 1.5], [3.0, -2.0, 0.25, -0.75, 1.0, -1.5], [0.125, 2.5, -3.5, 1.75, -0.25, 0.5], [-1.0, 0.375, 1.25, -2.25, 2.75, -0.625]]> : tensor<4x6xf32>}> : () -> tensor<4x6xf32>
    %b = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4x6xf32>}> : () -> tensor<4x6xf32>
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %s = "linalg.mul"(%a, %b, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: f32, %q: f32, %r: f32):
      %0 = "arith.mulf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.global.store"(%s) <{global = @scale}> : (tensor<4x6xf32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %a = "arith.constant"() <{value = dense<[[0.5, -1.25, 2.0, 0.75, -0.5, 1.5], [3.0, -2.0, 0.25, -0.75, 1.0, -1.5], [0.125, 2.5, -3.5, 1.75, -0.25, 0.5], [-1.0, 0.375, 1.25, -2.25, 2.75, -0.625]]> : tensor<4x6xf32>}> : () -> tensor<4x6xf32>
    %s = "util.global.load"() <{global = @scale}> : () -> tensor<4x6xf32>
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %z = "linalg.add"(%s, %a, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: f32, %q: f32, %r: f32):
      %0 = "arith.addf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.global.store"(%z) <{global = @acc}> : (tensor<4x6xf32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %x = "hal.tensor.import"(%arg0) <{name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x6xf32>}> : (!hal.buffer_view) -> tensor<4x6xf32>
    %s = "util.global.load"() <{global = @scale}> : () -> tensor<4x6xf32>
    %acc = "util.global.load"() <{global = @acc}> : () -> tensor<4x6xf32>
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %y = "linalg.mul"(%x, %s, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: f32, %q: f32, %r: f32):
      %0 = "arith.mulf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %n = "linalg.add"(%y, %acc, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: f32, %q: f32, %r: f32):
      %0 = "arith.addf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.global.store"(%n) <{global = @acc}> : (tensor<4x6xf32>) -> ()
    %o = "hal.tensor.export"(%n) <{name = "out", source_encoding = tensor<4x6xf32>}> : (tensor<4x6xf32>) -> !hal.buffer_view
    "util.return"(%o) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
