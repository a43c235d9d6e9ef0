#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{iree.abi.affinity = #hal.device.promise<@device_a>}, {}], function_type = (tensor<24x40xf32>, tensor<40x24xf32>) -> (tensor<24x24xf32>, tensor<24x40xf32>), sym_name = "schedule"}> ({
  ^bb0(%arg0: tensor<24x40xf32>, %arg1: tensor<40x24xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense<2.000000e+00> : tensor<24x40xf32>}> : () -> tensor<24x40xf32>
    %2 = "tensor.empty"() : () -> tensor<24x24xf32>
    %3 = "linalg.fill"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (f32, tensor<24x24xf32>) -> tensor<24x24xf32>
    %4 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@device_a>}> : (tensor<24x40xf32>) -> tensor<24x40xf32>
    %5 = "linalg.matmul"(%4, %arg1, %3) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %12 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.addf"(%arg4, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<24x40xf32>, tensor<40x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
    %6 = "flow.tensor.transfer"(%arg0) <{target = #hal.device.promise<@device_b>}> : (tensor<24x40xf32>) -> tensor<24x40xf32>
    %7 = "arith.mulf"(%6, %1) <{fastmath = #arith.fastmath<none>}> : (tensor<24x40xf32>, tensor<24x40xf32>) -> tensor<24x40xf32>
    %8 = "arith.subf"(%7, %6) <{fastmath = #arith.fastmath<none>}> : (tensor<24x40xf32>, tensor<24x40xf32>) -> tensor<24x40xf32>
    %9 = "math.exp"(%8) <{fastmath = #arith.fastmath<none>}> : (tensor<24x40xf32>) -> tensor<24x40xf32>
    %10 = "arith.divf"(%9, %1) <{fastmath = #arith.fastmath<none>}> : (tensor<24x40xf32>, tensor<24x40xf32>) -> tensor<24x40xf32>
    %11 = "flow.tensor.transfer"(%10) <{target = #hal.device.promise<@device_a>}> : (tensor<24x40xf32>) -> tensor<24x40xf32>
    "func.return"(%5, %11) : (tensor<24x24xf32>, tensor<24x40xf32>) -> ()
  }) : () -> ()
}) : () -> ()

