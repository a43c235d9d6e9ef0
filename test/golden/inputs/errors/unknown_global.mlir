"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x10xf32>}> : (!hal.buffer_view) -> tensor<6x10xf32>
    %1 = "util.global.load"() <{global = @__hoisted_tensor_10x7xf32, is_immutable}> : () -> tensor<10x7xf32>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<6x7xf32>
    %4 = "linalg.fill"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      "linalg.yield"(%arg1) : (f32) -> ()
    }) : (f32, tensor<6x7xf32>) -> tensor<6x7xf32>
    %5 = "linalg.matmul"(%0, %1, %4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %7 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg5, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<6x10xf32>, tensor<10x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
    %6 = "hal.tensor.export"(%5) <{name = "y", source_encoding = tensor<6x7xf32>}> : (tensor<6x7xf32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
