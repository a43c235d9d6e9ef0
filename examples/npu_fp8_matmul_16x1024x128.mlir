// npu_fp8_matmul_16x1024x128.mlir: the shapes of Merlin's NPU end-to-end example: fill 0 +
// matmul 16x1024 . 1024x128 f8E4M3FN -> f32. With --npu-isa=merlin-v1 npucc prints Merlin's
// 5-line golden program.isa.txt; natively a tiled program (M padded to 32).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<16x1024xf8E4M3FN>}> : (!hal.buffer_view) -> tensor<16x1024xf8E4M3FN>
    %1 = "hal.tensor.import"(%arg1) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<1024x128xf8E4M3FN>}> : (!hal.buffer_view) -> tensor<1024x128xf8E4M3FN>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "tensor.empty"() : () -> tensor<16x128xf32>
    %4 = "linalg.fill"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (f32, tensor<16x128xf32>) -> tensor<16x128xf32>
    %5 = "linalg.matmul"(%0, %1, %4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f8E4M3FN, %arg5: f8E4M3FN, %arg6: f32):
      %8 = "arith.extf"(%arg4) : (f8E4M3FN) -> f32
      %9 = "arith.extf"(%arg5) : (f8E4M3FN) -> f32
      %10 = "arith.mulf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %11 = "arith.addf"(%arg6, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<16x1024xf8E4M3FN>, tensor<1024x128xf8E4M3FN>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %6 = "hal.tensor.export"(%5) <{name = "output0", source_encoding = tensor<16x128xf32>}> : (tensor<16x128xf32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
