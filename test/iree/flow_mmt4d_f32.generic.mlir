#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#executable_target]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_0_pack_f32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_0_pack_f32, sym_name = "main_dispatch_0_pack_f32", sym_visibility = "public"}> ({
      %31:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%31#0, %31#1, %31#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x45x8x1xf32>>) -> (), sym_name = "main_dispatch_0_pack_f32"}> ({
      ^bb0(%arg14: !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xf32>>, %arg15: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x45x8x1xf32>>):
        %27 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%arg14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 37, 45>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xf32>>) -> tensor<37x45xf32>
        %29 = "tensor.empty"() : () -> tensor<5x45x8x1xf32>
        %30 = "linalg.pack"(%28, %29, %27) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<37x45xf32>, tensor<5x45x8x1xf32>, f32) -> tensor<5x45x8x1xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %arg15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 5, 45, 8, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<5x45x8x1xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x45x8x1xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_1_pack_f32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_1_pack_f32, sym_name = "main_dispatch_1_pack_f32", sym_visibility = "public"}> ({
      %26:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%26#0, %26#1, %26#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x45x4x1xf32>>) -> (), sym_name = "main_dispatch_1_pack_f32"}> ({
      ^bb0(%arg12: !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xf32>>, %arg13: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x45x4x1xf32>>):
        %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 45, 29>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xf32>>) -> tensor<45x29xf32>
        %24 = "tensor.empty"() : () -> tensor<8x45x4x1xf32>
        %25 = "linalg.pack"(%23, %24, %22) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 1>}> : (tensor<45x29xf32>, tensor<8x45x4x1xf32>, f32) -> tensor<8x45x4x1xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%25, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 45, 4, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x45x4x1xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x45x4x1xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32, sym_name = "main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32", sym_visibility = "public"}> ({
      %21:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%21#0, %21#1, %21#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x45x8x1xf32>>, !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x45x4x1xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x8x8x4xf32>>) -> (), sym_name = "main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32"}> ({
      ^bb0(%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x45x8x1xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x45x4x1xf32>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x8x8x4xf32>>):
        %11 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %12 = "iree_tensor_ext.dispatch.tensor.load"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 5, 45, 8, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x45x8x1xf32>>) -> tensor<5x45x8x1xf32>
        %13 = "iree_tensor_ext.dispatch.tensor.load"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 8, 45, 4, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x45x4x1xf32>>) -> tensor<8x45x4x1xf32>
        %14 = "tensor.empty"() : () -> tensor<5x8x8x4xf32>
        %15 = "linalg.fill"(%11, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (f32, tensor<5x8x8x4xf32>) -> tensor<5x8x8x4xf32>
        %16 = "linalg.mmt4d"(%12, %13, %15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %19 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %20 = "arith.addf"(%arg9, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%20) : (f32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<5x45x8x1xf32>, tensor<8x45x4x1xf32>, tensor<5x8x8x4xf32>) -> tensor<5x8x8x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%16, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 5, 8, 8, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<5x8x8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x8x8x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_3_unpack_f32, sym_name = "main_dispatch_3_unpack_f32", sym_visibility = "public"}> ({
      %10:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%10#0, %10#1, %10#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8x8x4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xf32>>) -> (), sym_name = "main_dispatch_3_unpack_f32"}> ({
      ^bb0(%arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8x8x4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xf32>>):
        %7 = "iree_tensor_ext.dispatch.tensor.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 5, 8, 8, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8x8x4xf32>>) -> tensor<5x8x8x4xf32>
        %8 = "tensor.empty"() : () -> tensor<37x29xf32>
        %9 = "linalg.unpack"(%7, %8) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 4>}> : (tensor<5x8x8x4xf32>, tensor<37x29xf32>) -> tensor<37x29xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%9, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 37, 29>, static_strides = array<i64: 1, 1>}> : (tensor<37x29xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "lhs", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<37x45xf32>}> : (!hal.buffer_view) -> tensor<37x45xf32>
    %1 = "hal.tensor.import"(%arg1) <{name = "rhs", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<45x29xf32>}> : (!hal.buffer_view) -> tensor<45x29xf32>
    %2 = "flow.dispatch"(%0) <{entry_points = [@main_dispatch_0_pack_f32::@main_dispatch_0_pack_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<37x45xf32>) -> tensor<5x45x8x1xf32>
    %3 = "flow.dispatch"(%1) <{entry_points = [@main_dispatch_1_pack_f32::@main_dispatch_1_pack_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<45x29xf32>) -> tensor<8x45x4x1xf32>
    %4 = "flow.dispatch"(%2, %3) <{entry_points = [@main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32::@main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32], operandSegmentSizes = array<i32: 0, 2, 0, 0>}> : (tensor<5x45x8x1xf32>, tensor<8x45x4x1xf32>) -> tensor<5x8x8x4xf32>
    %5 = "flow.dispatch"(%4) <{entry_points = [@main_dispatch_3_unpack_f32::@main_dispatch_3_unpack_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<5x8x8x4xf32>) -> tensor<37x29xf32>
    %6 = "hal.tensor.export"(%5) <{name = "out", source_encoding = tensor<37x29xf32>}> : (tensor<37x29xf32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

