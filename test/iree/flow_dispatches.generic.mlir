#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target]> : !hal.device, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target]> : !hal.device, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_0_matmul_40x56x72_f32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_0_matmul_40x56x72_f32, sym_name = "main_dispatch_0_matmul_40x56x72_f32", sym_visibility = "public"}> ({
      %37:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%37#0, %37#1, %37#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x72xf32>>, !iree_tensor_ext.dispatch.tensor<readonly:tensor<72x56xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) -> (), sym_name = "main_dispatch_0_matmul_40x56x72_f32"}> ({
      ^bb0(%arg12: !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x72xf32>>, %arg13: !iree_tensor_ext.dispatch.tensor<readonly:tensor<72x56xf32>>, %arg14: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>):
        %26 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = dense<1.500000e+00> : tensor<56xf32>}> : () -> tensor<56xf32>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 40, 72>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x72xf32>>) -> tensor<40x72xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%arg13) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 72, 56>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<72x56xf32>>) -> tensor<72x56xf32>
        %30 = "tensor.empty"() : () -> tensor<40x56xf32>
        %31 = "linalg.fill"(%26, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<40x56xf32>) -> tensor<40x56xf32>
        %32 = "linalg.matmul"(%28, %29, %31) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %35 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.addf"(%arg20, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%36) : (f32) -> ()
        }) : (tensor<40x72xf32>, tensor<72x56xf32>, tensor<40x56xf32>) -> tensor<40x56xf32>
        %33 = "linalg.generic"(%32, %27, %30) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %34 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%34) : (f32) -> ()
        }) : (tensor<40x56xf32>, tensor<56xf32>, tensor<40x56xf32>) -> tensor<40x56xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%33, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 40, 56>, static_strides = array<i64: 1, 1>}> : (tensor<40x56xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_1_pad", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_1_pad, sym_name = "main_dispatch_1_pad", sym_visibility = "public"}> ({
      %25:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%25#0, %25#1, %25#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x56xf32>>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<48x64xf32>>) -> (), sym_name = "main_dispatch_1_pad"}> ({
      ^bb0(%arg10: !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x56xf32>>, %arg11: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<48x64xf32>>):
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%arg10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 40, 56>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x56xf32>>) -> tensor<40x56xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 3, 5>, static_sizes = array<i64: 40, 56>, static_strides = array<i64: 1, 1>}> : (tensor<40x56xf32>, !iree_tensor_ext.dispatch.tensor<readwrite:tensor<48x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_2_softmax_48x64_f32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_2_softmax_48x64_f32, sym_name = "main_dispatch_2_softmax_48x64_f32", sym_visibility = "public"}> ({
      %23:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%23#0, %23#1, %23#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48x64xf32>>) -> (), sym_name = "main_dispatch_2_softmax_48x64_f32"}> ({
      ^bb0(%arg8: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, %arg9: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48x64xf32>>):
        %20 = "iree_tensor_ext.dispatch.tensor.load"(%arg8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 48, 64>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>) -> tensor<48x64xf32>
        %21 = "tensor.empty"() : () -> tensor<48x64xf32>
        %22 = "linalg.softmax"(%20, %21) <{dimension = 1 : i64}> : (tensor<48x64xf32>, tensor<48x64xf32>) -> tensor<48x64xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%22, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 48, 64>, static_strides = array<i64: 1, 1>}> : (tensor<48x64xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48x64xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_3_slice_scale", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_3_slice_scale, sym_name = "main_dispatch_3_slice_scale", sym_visibility = "public"}> ({
      %19:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%19#0, %19#1, %19#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) -> (), sym_name = "main_dispatch_3_slice_scale"}> ({
      ^bb0(%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>):
        %14 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
        %15 = "iree_tensor_ext.dispatch.tensor.load"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 3, 5>, static_sizes = array<i64: 40, 56>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>) -> tensor<40x56xf32>
        %16 = "tensor.empty"() : () -> tensor<40x56xf32>
        %17 = "linalg.generic"(%15, %16) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32):
          %18 = "arith.mulf"(%arg6, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%18) : (f32) -> ()
        }) : (tensor<40x56xf32>, tensor<40x56xf32>) -> tensor<40x56xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%17, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 40, 56>, static_strides = array<i64: 1, 1>}> : (tensor<40x56xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence):
    %0 = "arith.constant"() <{value = -1.000000e+04 : f32}> : () -> f32
    %1 = "hal.tensor.import"(%arg1, %arg2) <{affinity = #hal.device.affinity<@device_a>, name = "weight", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<72x56xf32>}> : (!hal.buffer_view, !hal.fence) -> tensor<72x56xf32>
    %2 = "hal.tensor.import"(%arg0, %arg2) <{affinity = #hal.device.affinity<@device_a>, name = "input0", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<40x72xf32>}> : (!hal.buffer_view, !hal.fence) -> tensor<40x72xf32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@device_a>}> : (tensor<40x72xf32>) -> tensor<40x72xf32>
    %4 = "flow.dispatch"(%3, %1) <{entry_points = [@main_dispatch_0_matmul_40x56x72_f32::@main_dispatch_0_matmul_40x56x72_f32], operandSegmentSizes = array<i32: 0, 2, 0, 0>}> : (tensor<40x72xf32>, tensor<72x56xf32>) -> tensor<40x56xf32>
    %5 = "flow.tensor.splat"(%0) : (f32) -> tensor<48x64xf32>
    %6 = "flow.dispatch"(%4, %5) <{entry_points = [@main_dispatch_1_pad::@main_dispatch_1_pad], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [1 : index]}> : (tensor<40x56xf32>, tensor<48x64xf32>) -> tensor<48x64xf32>
    %7 = "flow.tensor.transfer"(%6) <{target = #hal.device.affinity<@device_b>}> : (tensor<48x64xf32>) -> tensor<48x64xf32>
    %8 = "flow.dispatch"(%7) <{entry_points = [@main_dispatch_2_softmax_48x64_f32::@main_dispatch_2_softmax_48x64_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<48x64xf32>) -> tensor<48x64xf32>
    %9 = "flow.dispatch"(%8) <{entry_points = [@main_dispatch_3_slice_scale::@main_dispatch_3_slice_scale], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<48x64xf32>) -> tensor<40x56xf32>
    %10 = "flow.tensor.reshape"(%9) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<40x56xf32>) -> tensor<2240xf32>
    %11:2 = "hal.tensor.barrier"(%10, %8, %arg3) : (tensor<2240xf32>, tensor<48x64xf32>, !hal.fence) -> (tensor<2240xf32>, tensor<48x64xf32>)
    %12 = "hal.tensor.export"(%11#0) <{affinity = #hal.device.affinity<@device_a>, name = "output0", source_encoding = tensor<2240xf32>}> : (tensor<2240xf32>) -> !hal.buffer_view
    %13 = "hal.tensor.export"(%11#1) <{affinity = #hal.device.affinity<@device_a>, name = "output1", source_encoding = tensor<48x64xf32>}> : (tensor<48x64xf32>) -> !hal.buffer_view
    "util.return"(%12, %13) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.model = "coarse-fences", iree.abi.stub} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@device_a>} : () -> ()

