#executable_target_embedded_elf_riscv_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl256b", data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 32 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_riscv_64_]> : !hal.device
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view), inlining_policy = #util.inline.never, sym_name = "main$async"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.fence, %arg6: !hal.fence):
    %cst = arith.constant 1.250000e-01 : bf16
    %0 = "hal.tensor.import"(%arg0, %arg5) <{name = "query", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<2x48x64xbf16>}> : (!hal.buffer_view, !hal.fence) -> tensor<2x48x64xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<2x48x64xbf16>) -> tensor<2x48x64xbf16>
    %2 = "hal.tensor.import"(%arg1, %arg5) <{name = "key", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<2x80x64xbf16>}> : (!hal.buffer_view, !hal.fence) -> tensor<2x80x64xbf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<2x80x64xbf16>) -> tensor<2x80x64xbf16>
    %4 = "hal.tensor.import"(%arg2, %arg5) <{name = "value", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<2x80x40xbf16>}> : (!hal.buffer_view, !hal.fence) -> tensor<2x80x40xbf16>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<2x80x40xbf16>) -> tensor<2x80x40xbf16>
    %6 = "hal.tensor.import"(%arg3, %arg5) <{name = "keep_mask", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<2x48x80xi1>}> : (!hal.buffer_view, !hal.fence) -> tensor<2x48x80xi1>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<2x48x80xi1>) -> tensor<2x48x80xi1>
    %8 = "hal.tensor.import"(%arg4, %arg5) <{name = "bias_mask", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<48x80xbf16>}> : (!hal.buffer_view, !hal.fence) -> tensor<48x80xbf16>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<48x80xbf16>) -> tensor<48x80xbf16>
    %10 = tensor.empty() : tensor<2x48x40xbf16>
    %11 = "iree_linalg_ext.attention"(%1, %3, %5, %cst, %7, %10) <{indexing_maps = [#map, #map1, #map2, #map3, #map4, #map5]}> ({
    ^bb0(%arg7: f32):
      "iree_linalg_ext.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x48x64xbf16>, tensor<2x80x64xbf16>, tensor<2x80x40xbf16>, bf16, tensor<2x48x80xi1>, tensor<2x48x40xbf16>) -> tensor<2x48x40xbf16>
    %12 = "iree_linalg_ext.attention"(%1, %3, %5, %cst, %9, %10) <{indexing_maps = [#map, #map1, #map2, #map3, #map6, #map5]}> ({
    ^bb0(%arg7: f32):
      "iree_linalg_ext.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x48x64xbf16>, tensor<2x80x64xbf16>, tensor<2x80x40xbf16>, bf16, tensor<48x80xbf16>, tensor<2x48x40xbf16>) -> tensor<2x48x40xbf16>
    %13 = "iree_tensor_ext.compute_barrier.end"(%11) : (tensor<2x48x40xbf16>) -> tensor<2x48x40xbf16>
    %14 = "iree_tensor_ext.compute_barrier.end"(%12) : (tensor<2x48x40xbf16>) -> tensor<2x48x40xbf16>
    %15:2 = "hal.tensor.barrier"(%13, %14, %arg6) : (tensor<2x48x40xbf16>, tensor<2x48x40xbf16>, !hal.fence) -> (tensor<2x48x40xbf16>, tensor<2x48x40xbf16>)
    %16 = "hal.tensor.export"(%15#0) <{name = "out_i1_mask", source_encoding = tensor<2x48x40xbf16>}> : (tensor<2x48x40xbf16>) -> !hal.buffer_view
    %17 = "hal.tensor.export"(%15#1) <{name = "out_float_mask", source_encoding = tensor<2x48x40xbf16>}> : (tensor<2x48x40xbf16>) -> !hal.buffer_view
    "util.return"(%16, %17) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.model = "coarse-fences", iree.abi.stub} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view):
    %0 = "util.null"() : () -> !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = "hal.devices.get"(%c0) : (index) -> !hal.device
    %fence = "hal.fence.create"(%device_0) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %1:2 = "util.call"(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %fence) <{callee = @main$async}> : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = "hal.fence.await"(%c-1_i32, %fence) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.return"(%1#0, %1#1) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}
