// npu_softmax_dims.mlir: softmax of a 6x40x75 f32 tensor along dim 0 (across matrices), then dim 2
// (rows) then dim 1 (columns): three VPU tasks, padded columns and rows masked in-kernel.
module {
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %in0 = "hal.tensor.import"(%arg0) <{name = "x", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<6x40x75xf32>}> : (!hal.buffer_view) -> tensor<6x40x75xf32>
    %e0 = tensor.empty() : tensor<6x40x75xf32>
    %s0 = linalg.softmax dimension(0) ins(%in0 : tensor<6x40x75xf32>) outs(%e0 : tensor<6x40x75xf32>) -> tensor<6x40x75xf32>
    %e1 = tensor.empty() : tensor<6x40x75xf32>
    %s1 = linalg.softmax dimension(2) ins(%s0 : tensor<6x40x75xf32>) outs(%e1 : tensor<6x40x75xf32>) -> tensor<6x40x75xf32>
    %e2 = tensor.empty() : tensor<6x40x75xf32>
    %s2 = linalg.softmax dimension(1) ins(%s1 : tensor<6x40x75xf32>) outs(%e2 : tensor<6x40x75xf32>) -> tensor<6x40x75xf32>
    %out = "hal.tensor.export"(%s2) <{name = "out", source_encoding = tensor<6x40x75xf32>}> : (tensor<6x40x75xf32>) -> !hal.buffer_view
    "util.return"(%out) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}
