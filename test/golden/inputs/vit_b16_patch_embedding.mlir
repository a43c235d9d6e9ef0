// ViT-B/16 patch embedding: 16x16 stride-16 conv, 3x224x224 -> 768x14x14 (named NCHW/FCHW, f32).
func.func @main(%x: tensor<1x3x224x224xf32>, %w: tensor<768x3x16x16xf32>) -> tensor<1x768x14x14xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x768x14x14xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x768x14x14xf32>) -> tensor<1x768x14x14xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<16> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x224x224xf32>, tensor<768x3x16x16xf32>) outs(%f : tensor<1x768x14x14xf32>) -> tensor<1x768x14x14xf32>
  return %r : tensor<1x768x14x14xf32>
}
