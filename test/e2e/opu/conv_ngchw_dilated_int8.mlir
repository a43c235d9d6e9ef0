// conv_ngchw_dilated_int8: grouped conv (2 groups), dilation [1, 2], accumulating into an input: after
// im2col a batch-matmul with the group loop as batch and the image loop iterated around it.
func.func @main(%x: tensor<2x2x3x11x13xi8>, %w: tensor<2x4x3x3x2xi8>, %o: tensor<2x2x4x9x11xi32>) -> tensor<2x2x4x9x11xi32> {
  %r = linalg.conv_2d_ngchw_gfchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x2x3x11x13xi8>, tensor<2x4x3x3x2xi8>) outs(%o : tensor<2x2x4x9x11xi32>) -> tensor<2x2x4x9x11xi32>
  return %r : tensor<2x2x4x9x11xi32>
}
