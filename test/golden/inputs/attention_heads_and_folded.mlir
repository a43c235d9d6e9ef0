#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 2.500000e-01 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %2 = "hal.tensor.import"(%arg0) <{name = "q_heads", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x3x30x16xf16>}> : (!hal.buffer_view) -> tensor<2x3x30x16xf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<2x3x30x16xf16>) -> tensor<2x3x30x16xf16>
    %4 = "hal.tensor.import"(%arg1) <{name = "k_heads", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x3x50x16xf16>}> : (!hal.buffer_view) -> tensor<2x3x50x16xf16>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<2x3x50x16xf16>) -> tensor<2x3x50x16xf16>
    %6 = "hal.tensor.import"(%arg2) <{name = "v_heads", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x3x50x24xf16>}> : (!hal.buffer_view) -> tensor<2x3x50x24xf16>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<2x3x50x24xf16>) -> tensor<2x3x50x24xf16>
    %8 = "hal.tensor.import"(%arg3) <{name = "q_folded", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<30x16xf32>}> : (!hal.buffer_view) -> tensor<30x16xf32>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<30x16xf32>) -> tensor<30x16xf32>
    %10 = "hal.tensor.import"(%arg4) <{name = "k_folded", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<50x16xf32>}> : (!hal.buffer_view) -> tensor<50x16xf32>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10) : (tensor<50x16xf32>) -> tensor<50x16xf32>
    %12 = "hal.tensor.import"(%arg5) <{name = "v_folded", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<50x24xf32>}> : (!hal.buffer_view) -> tensor<50x24xf32>
    %13 = "iree_tensor_ext.compute_barrier.start"(%12) : (tensor<50x24xf32>) -> tensor<50x24xf32>
    %14 = "hal.tensor.import"(%arg6) <{name = "mask_folded", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<30x50xf32>}> : (!hal.buffer_view) -> tensor<30x50xf32>
    %15 = "iree_tensor_ext.compute_barrier.start"(%14) : (tensor<30x50xf32>) -> tensor<30x50xf32>
    %16 = "tensor.empty"() : () -> tensor<2x3x30x24xf16>
    %17 = "iree_linalg_ext.attention"(%3, %5, %7, %0, %16) <{indexing_maps = [#map, #map1, #map2, #map3, #map4]}> ({
    ^bb0(%arg7: f32):
      "iree_linalg_ext.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x3x30x16xf16>, tensor<2x3x50x16xf16>, tensor<2x3x50x24xf16>, f16, tensor<2x3x30x24xf16>) -> tensor<2x3x30x24xf16>
    %18 = "tensor.empty"() : () -> tensor<30x24xf32>
    %19 = "iree_linalg_ext.attention"(%9, %11, %13, %1, %15, %18) <{indexing_maps = [#map5, #map6, #map7, #map8, #map9, #map10]}> ({
    ^bb0(%arg8: f32):
      "iree_linalg_ext.yield"(%arg8) : (f32) -> ()
    }) : (tensor<30x16xf32>, tensor<50x16xf32>, tensor<50x24xf32>, f32, tensor<30x50xf32>, tensor<30x24xf32>) -> tensor<30x24xf32>
    %20 = "iree_tensor_ext.compute_barrier.end"(%17) : (tensor<2x3x30x24xf16>) -> tensor<2x3x30x24xf16>
    %21 = "iree_tensor_ext.compute_barrier.end"(%19) : (tensor<30x24xf32>) -> tensor<30x24xf32>
    %22 = "hal.tensor.export"(%20) <{name = "attn_heads", source_encoding = tensor<2x3x30x24xf16>}> : (tensor<2x3x30x24xf16>) -> !hal.buffer_view
    %23 = "hal.tensor.export"(%21) <{name = "attn_folded", source_encoding = tensor<30x24xf32>}> : (tensor<30x24xf32>) -> !hal.buffer_view
    "util.return"(%22, %23) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%q_heads: tensor<2x3x30x16xf16>, %k_heads: tensor<2x3x50x16xf16>, %v_heads: tensor<2x3x50x24xf16>, %q_folded: tensor<30x16xf32>, %k_folded: tensor<50x16xf32>, %v_folded: tensor<50x24xf32>, %mask_folded: tensor<30x50xf32>) -> (%attn_heads: tensor<2x3x30x24xf16>, %attn_folded: tensor<30x24xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
