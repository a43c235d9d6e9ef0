#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<14x30xf32>) -> tensor<14xf32>, sym_name = "row_sum"}> ({
  ^bb0(%arg0: tensor<14x30xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "tensor.empty"() : () -> tensor<14xf32>
    %2 = "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      "linalg.yield"(%arg1) : (f32) -> ()
    }) : (f32, tensor<14xf32>) -> tensor<14xf32>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %4 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (tensor<14x30xf32>, tensor<14xf32>) -> tensor<14xf32>
    "func.return"(%3) : (tensor<14xf32>) -> ()
  }) : () -> ()
}) : () -> ()
