module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "scores_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x37x45xbf16>}> : (!hal.buffer_view) -> tensor<6x37x45xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<6x37x45xbf16>) -> tensor<6x37x45xbf16>
    %2 = "hal.tensor.import"(%arg1) <{name = "logits_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x50x24xf32>}> : (!hal.buffer_view) -> tensor<4x50x24xf32>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<4x50x24xf32>) -> tensor<4x50x24xf32>
    %4 = "hal.tensor.import"(%arg2) <{name = "gates_f16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<30x7xf16>}> : (!hal.buffer_view) -> tensor<30x7xf16>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<30x7xf16>) -> tensor<30x7xf16>
    %6 = tensor.empty() : tensor<6x37x45xbf16>
    %7 = linalg.softmax dimension(2) ins(%1 : tensor<6x37x45xbf16>) outs(%6 : tensor<6x37x45xbf16>) -> tensor<6x37x45xbf16>
    %8 = tensor.empty() : tensor<4x50x24xf32>
    %9 = linalg.softmax dimension(1) ins(%3 : tensor<4x50x24xf32>) outs(%8 : tensor<4x50x24xf32>) -> tensor<4x50x24xf32>
    %10 = tensor.empty() : tensor<30x7xf16>
    %11 = linalg.softmax dimension(1) ins(%5 : tensor<30x7xf16>) outs(%10 : tensor<30x7xf16>) -> tensor<30x7xf16>
    %12 = "iree_tensor_ext.compute_barrier.end"(%7) : (tensor<6x37x45xbf16>) -> tensor<6x37x45xbf16>
    %13 = "iree_tensor_ext.compute_barrier.end"(%9) : (tensor<4x50x24xf32>) -> tensor<4x50x24xf32>
    %14 = "iree_tensor_ext.compute_barrier.end"(%11) : (tensor<30x7xf16>) -> tensor<30x7xf16>
    %15 = "hal.tensor.export"(%12) <{name = "probs_last", source_encoding = tensor<6x37x45xbf16>}> : (tensor<6x37x45xbf16>) -> !hal.buffer_view
    %16 = "hal.tensor.export"(%13) <{name = "probs_dim1", source_encoding = tensor<4x50x24xf32>}> : (tensor<4x50x24xf32>) -> !hal.buffer_view
    %17 = "hal.tensor.export"(%14) <{name = "gates", source_encoding = tensor<30x7xf16>}> : (tensor<30x7xf16>) -> !hal.buffer_view
    "util.return"(%15, %16, %17) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%scores_bf16: tensor<6x37x45xbf16>, %logits_f32: tensor<4x50x24xf32>, %gates_f16: tensor<30x7xf16>) -> (%probs_last: tensor<6x37x45xbf16>, %probs_dim1: tensor<4x50x24xf32>, %gates: tensor<30x7xf16>)"}} : () -> ()
}
