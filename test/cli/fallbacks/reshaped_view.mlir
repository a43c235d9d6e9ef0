// npu fallback: a softmax reading a reshaped view of a matmul's result, which
// the npu writes in tiles (no relayout on the device): the softmax runs on
// the host.
func.func @reshaped_view(%a: tensor<64x40xf32>, %b: tensor<40x48xf32>) -> tensor<4x16x48xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x40xf32>, tensor<40x48xf32>) outs(%c : tensor<64x48xf32>) -> tensor<64x48xf32>
  %v = tensor.expand_shape %m [[0, 1], [2]] output_shape [4, 16, 48] : tensor<64x48xf32> into tensor<4x16x48xf32>
  %e2 = tensor.empty() : tensor<4x16x48xf32>
  %s = linalg.softmax dimension(2) ins(%v : tensor<4x16x48xf32>) outs(%e2 : tensor<4x16x48xf32>) -> tensor<4x16x48xf32>
  return %s : tensor<4x16x48xf32>
}
