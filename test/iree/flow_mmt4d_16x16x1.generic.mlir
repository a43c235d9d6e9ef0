#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#executable_target]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_0_pack_i8", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_0_pack_i8, sym_name = "main_dispatch_0_pack_i8", sym_visibility = "public"}> ({
      %31:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%31#0, %31#1, %31#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xi8>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x45x16x1xi8>>) -> (), sym_name = "main_dispatch_0_pack_i8"}> ({
      ^bb0(%arg14: !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xi8>>, %arg15: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x45x16x1xi8>>):
        %27 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%arg14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 37, 45>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xi8>>) -> tensor<37x45xi8>
        %29 = "tensor.empty"() : () -> tensor<3x45x16x1xi8>
        %30 = "linalg.pack"(%28, %29, %27) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<37x45xi8>, tensor<3x45x16x1xi8>, i8) -> tensor<3x45x16x1xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %arg15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 45, 16, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x45x16x1xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x45x16x1xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_1_pack_i8", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_1_pack_i8, sym_name = "main_dispatch_1_pack_i8", sym_visibility = "public"}> ({
      %26:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%26#0, %26#1, %26#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xi8>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x45x16x1xi8>>) -> (), sym_name = "main_dispatch_1_pack_i8"}> ({
      ^bb0(%arg12: !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xi8>>, %arg13: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x45x16x1xi8>>):
        %22 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%arg12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 45, 29>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xi8>>) -> tensor<45x29xi8>
        %24 = "tensor.empty"() : () -> tensor<2x45x16x1xi8>
        %25 = "linalg.pack"(%23, %24, %22) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<45x29xi8>, tensor<2x45x16x1xi8>, i8) -> tensor<2x45x16x1xi8>
        "iree_tensor_ext.dispatch.tensor.store"(%25, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 45, 16, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x45x16x1xi8>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x45x16x1xi8>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32, sym_name = "main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32", sym_visibility = "public"}> ({
      %21:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%21#0, %21#1, %21#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x45x16x1xi8>>, !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x45x16x1xi8>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x16x16xi32>>) -> (), sym_name = "main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32"}> ({
      ^bb0(%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x45x16x1xi8>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x45x16x1xi8>>, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x16x16xi32>>):
        %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %12 = "iree_tensor_ext.dispatch.tensor.load"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 45, 16, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x45x16x1xi8>>) -> tensor<3x45x16x1xi8>
        %13 = "iree_tensor_ext.dispatch.tensor.load"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 45, 16, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x45x16x1xi8>>) -> tensor<2x45x16x1xi8>
        %14 = "tensor.empty"() : () -> tensor<3x2x16x16xi32>
        %15 = "linalg.fill"(%11, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: i32, %arg11: i32):
          "linalg.yield"(%arg10) : (i32) -> ()
        }) : (i32, tensor<3x2x16x16xi32>) -> tensor<3x2x16x16xi32>
        %16 = "linalg.mmt4d"(%12, %13, %15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: i8, %arg8: i8, %arg9: i32):
          %17 = "arith.extsi"(%arg7) : (i8) -> i32
          %18 = "arith.extsi"(%arg8) : (i8) -> i32
          %19 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %20 = "arith.addi"(%arg9, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%20) : (i32) -> ()
        }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<3x45x16x1xi8>, tensor<2x45x16x1xi8>, tensor<3x2x16x16xi32>) -> tensor<3x2x16x16xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%16, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<3x2x16x16xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x16x16xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "main_dispatch_3_unpack_i32", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_3_unpack_i32, sym_name = "main_dispatch_3_unpack_i32", sym_visibility = "public"}> ({
      %10:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%10#0, %10#1, %10#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x16xi32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xi32>>) -> (), sym_name = "main_dispatch_3_unpack_i32"}> ({
      ^bb0(%arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x16xi32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xi32>>):
        %7 = "iree_tensor_ext.dispatch.tensor.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 2, 16, 16>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x16xi32>>) -> tensor<3x2x16x16xi32>
        %8 = "tensor.empty"() : () -> tensor<37x29xi32>
        %9 = "linalg.unpack"(%7, %8) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16, 16>}> : (tensor<3x2x16x16xi32>, tensor<37x29xi32>) -> tensor<37x29xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%9, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 37, 29>, static_strides = array<i64: 1, 1>}> : (tensor<37x29xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "lhs", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<37x45xi8>}> : (!hal.buffer_view) -> tensor<37x45xi8>
    %1 = "hal.tensor.import"(%arg1) <{name = "rhs", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<45x29xi8>}> : (!hal.buffer_view) -> tensor<45x29xi8>
    %2 = "flow.dispatch"(%0) <{entry_points = [@main_dispatch_0_pack_i8::@main_dispatch_0_pack_i8], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<37x45xi8>) -> tensor<3x45x16x1xi8>
    %3 = "flow.dispatch"(%1) <{entry_points = [@main_dispatch_1_pack_i8::@main_dispatch_1_pack_i8], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<45x29xi8>) -> tensor<2x45x16x1xi8>
    %4 = "flow.dispatch"(%2, %3) <{entry_points = [@main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32::@main_dispatch_2_mmt4d_3x2x45x16x16x1_i8xi8xi32], operandSegmentSizes = array<i32: 0, 2, 0, 0>}> : (tensor<3x45x16x1xi8>, tensor<2x45x16x1xi8>) -> tensor<3x2x16x16xi32>
    %5 = "flow.dispatch"(%4) <{entry_points = [@main_dispatch_3_unpack_i32::@main_dispatch_3_unpack_i32], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<3x2x16x16xi32>) -> tensor<37x29xi32>
    %6 = "hal.tensor.export"(%5) <{name = "out", source_encoding = tensor<37x29xi32>}> : (tensor<37x29xi32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

