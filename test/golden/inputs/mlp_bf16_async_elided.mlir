#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_]> : !hal.device
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<96x200xbf16>, sym_name = "__hoisted_tensor_96x200xbf16", sym_visibility = "private", type = tensor<96x200xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<200x96xbf16>, sym_name = "__hoisted_tensor_200x96xbf16", sym_visibility = "private", type = tensor<200x96xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, inlining_policy = #util.inline.never, sym_name = "main$async"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence):
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<7.812500e-03> : tensor<200xbf16>
    %cst_2 = arith.constant dense<-1.562500e-02> : tensor<96xbf16>
    %0 = "hal.tensor.import"(%arg0, %arg1) <{name = "hidden", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<40x96xbf16>}> : (!hal.buffer_view, !hal.fence) -> tensor<40x96xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<40x96xbf16>) -> tensor<40x96xbf16>
    %2 = "util.global.load"() <{global = @__hoisted_tensor_96x200xbf16, is_immutable}> : () -> tensor<96x200xbf16>
    %3 = "util.global.load"() <{global = @__hoisted_tensor_200x96xbf16, is_immutable}> : () -> tensor<200x96xbf16>
    %4 = tensor.empty() : tensor<40x200xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<40x200xf32>) -> tensor<40x200xf32>
    %6 = linalg.matmul ins(%1, %2 : tensor<40x96xbf16>, tensor<96x200xbf16>) outs(%5 : tensor<40x200xf32>) -> tensor<40x200xf32>
    %7 = tensor.empty() : tensor<40x200xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_1 : tensor<40x200xf32>, tensor<200xbf16>) outs(%7 : tensor<40x200xbf16>) {
    ^bb0(%in: f32, %in_3: bf16, %out: bf16):
      %17 = arith.extf %in_3 : bf16 to f32
      %18 = arith.addf %in, %17 : f32
      %19 = arith.negf %18 : f32
      %20 = math.exp %19 : f32
      %21 = arith.addf %20, %cst : f32
      %22 = arith.divf %18, %21 : f32
      %23 = arith.truncf %22 : f32 to bf16
      linalg.yield %23 : bf16
    } -> tensor<40x200xbf16>
    %9 = tensor.empty() : tensor<40x96xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<40x96xf32>) -> tensor<40x96xf32>
    %11 = linalg.matmul ins(%8, %3 : tensor<40x200xbf16>, tensor<200x96xbf16>) outs(%10 : tensor<40x96xf32>) -> tensor<40x96xf32>
    %12 = tensor.empty() : tensor<40x96xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2, %1 : tensor<40x96xf32>, tensor<96xbf16>, tensor<40x96xbf16>) outs(%12 : tensor<40x96xbf16>) {
    ^bb0(%in: f32, %in_3: bf16, %in_4: bf16, %out: bf16):
      %17 = arith.extf %in_3 : bf16 to f32
      %18 = arith.addf %in, %17 : f32
      %19 = arith.extf %in_4 : bf16 to f32
      %20 = arith.addf %18, %19 : f32
      %21 = arith.truncf %20 : f32 to bf16
      linalg.yield %21 : bf16
    } -> tensor<40x96xbf16>
    %14 = "iree_tensor_ext.compute_barrier.end"(%13) : (tensor<40x96xbf16>) -> tensor<40x96xbf16>
    %15 = "hal.tensor.barrier"(%14, %arg2) : (tensor<40x96xbf16>, !hal.fence) -> tensor<40x96xbf16>
    %16 = "hal.tensor.export"(%15) <{source_encoding = tensor<40x96xbf16>}> : (tensor<40x96xbf16>) -> !hal.buffer_view
    "util.return"(%16) : (!hal.buffer_view) -> ()
  }) {iree.abi.model = "coarse-fences", iree.abi.stub} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "util.null"() : () -> !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = "hal.devices.get"(%c0) : (index) -> !hal.device
    %fence = "hal.fence.create"(%device_0) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %1 = "util.call"(%arg0, %0, %fence) <{callee = @main$async}> : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = "hal.fence.await"(%c-1_i32, %fence) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.return"(%1) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}
