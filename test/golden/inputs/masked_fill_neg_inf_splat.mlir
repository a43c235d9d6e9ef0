#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %cst = arith.constant dense<0xFF800000> : tensor<18x18xf32>
    %0 = "hal.tensor.import"(%arg0) <{name = "scores", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x18x18xf32>}> : (!hal.buffer_view) -> tensor<4x18x18xf32>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<4x18x18xf32>) -> tensor<4x18x18xf32>
    %2 = "hal.tensor.import"(%arg1) <{name = "causal_keep", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<18x18xi1>}> : (!hal.buffer_view) -> tensor<18x18xi1>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<18x18xi1>) -> tensor<18x18xi1>
    %4 = tensor.empty() : tensor<4x18x18xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3, %cst : tensor<4x18x18xf32>, tensor<18x18xi1>, tensor<18x18xf32>) outs(%4 : tensor<4x18x18xf32>) {
    ^bb0(%in: f32, %in_0: i1, %in_1: f32, %out: f32):
      %10 = arith.select %in_0, %in, %in_1 : f32
      linalg.yield %10 : f32
    } -> tensor<4x18x18xf32>
    %6 = linalg.softmax dimension(2) ins(%5 : tensor<4x18x18xf32>) outs(%4 : tensor<4x18x18xf32>) -> tensor<4x18x18xf32>
    %7 = "iree_tensor_ext.compute_barrier.end"(%6) : (tensor<4x18x18xf32>) -> tensor<4x18x18xf32>
    %8 = "hal.tensor.export"(%7) <{name = "probs", source_encoding = tensor<4x18x18xf32>}> : (tensor<4x18x18xf32>) -> !hal.buffer_view
    "util.return"(%8) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%scores: tensor<4x18x18xf32>, %causal_keep: tensor<18x18xi1>) -> (%probs: tensor<4x18x18xf32>)"}} : () -> ()
}
