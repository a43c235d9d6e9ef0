#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 2.041240e-01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.767580e-01 : bf16}> : () -> bf16
    %2 = "hal.tensor.import"(%arg0) <{name = "q", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x40x24xf32>}> : (!hal.buffer_view) -> tensor<3x40x24xf32>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<3x40x24xf32>) -> tensor<3x40x24xf32>
    %4 = "hal.tensor.import"(%arg1) <{name = "k", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x56x24xf32>}> : (!hal.buffer_view) -> tensor<3x56x24xf32>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<3x56x24xf32>) -> tensor<3x56x24xf32>
    %6 = "hal.tensor.import"(%arg2) <{name = "v", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<3x56x20xf32>}> : (!hal.buffer_view) -> tensor<3x56x20xf32>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<3x56x20xf32>) -> tensor<3x56x20xf32>
    %8 = "hal.tensor.import"(%arg3) <{name = "q_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x36x32xbf16>}> : (!hal.buffer_view) -> tensor<2x36x32xbf16>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<2x36x32xbf16>) -> tensor<2x36x32xbf16>
    %10 = "hal.tensor.import"(%arg4) <{name = "k_t_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x32x70xbf16>}> : (!hal.buffer_view) -> tensor<2x32x70xbf16>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10) : (tensor<2x32x70xbf16>) -> tensor<2x32x70xbf16>
    %12 = "hal.tensor.import"(%arg5) <{name = "v_t_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2x48x70xbf16>}> : (!hal.buffer_view) -> tensor<2x48x70xbf16>
    %13 = "iree_tensor_ext.compute_barrier.start"(%12) : (tensor<2x48x70xbf16>) -> tensor<2x48x70xbf16>
    %14 = "tensor.empty"() : () -> tensor<3x40x20xf32>
    %15 = "iree_linalg_ext.attention"(%3, %5, %7, %0, %14) <{indexing_maps = [#map, #map1, #map2, #map3, #map4]}> ({
    ^bb0(%arg6: f32):
      "iree_linalg_ext.yield"(%arg6) : (f32) -> ()
    }) : (tensor<3x40x24xf32>, tensor<3x56x24xf32>, tensor<3x56x20xf32>, f32, tensor<3x40x20xf32>) -> tensor<3x40x20xf32>
    %16 = "tensor.empty"() : () -> tensor<2x36x48xbf16>
    %17 = "iree_linalg_ext.attention"(%9, %11, %13, %1, %16) <{indexing_maps = [#map, #map5, #map6, #map3, #map4]}> ({
    ^bb0(%arg7: f32):
      "iree_linalg_ext.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x36x32xbf16>, tensor<2x32x70xbf16>, tensor<2x48x70xbf16>, bf16, tensor<2x36x48xbf16>) -> tensor<2x36x48xbf16>
    %18 = "iree_tensor_ext.compute_barrier.end"(%15) : (tensor<3x40x20xf32>) -> tensor<3x40x20xf32>
    %19 = "iree_tensor_ext.compute_barrier.end"(%17) : (tensor<2x36x48xbf16>) -> tensor<2x36x48xbf16>
    %20 = "hal.tensor.export"(%18) <{name = "attn_f32", source_encoding = tensor<3x40x20xf32>}> : (tensor<3x40x20xf32>) -> !hal.buffer_view
    %21 = "hal.tensor.export"(%19) <{name = "attn_kt_vt_bf16", source_encoding = tensor<2x36x48xbf16>}> : (tensor<2x36x48xbf16>) -> !hal.buffer_view
    "util.return"(%20, %21) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%q: tensor<3x40x24xf32>, %k: tensor<3x56x24xf32>, %v: tensor<3x56x20xf32>, %q_bf16: tensor<2x36x32xbf16>, %k_t_bf16: tensor<2x32x70xbf16>, %v_t_bf16: tensor<2x48x70xbf16>) -> (%attn_f32: tensor<3x40x20xf32>, %attn_kt_vt_bf16: tensor<2x36x48xbf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
