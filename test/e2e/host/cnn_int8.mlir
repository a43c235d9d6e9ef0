// test/e2e/host: integer convolutions (zero points, wrap-free i32 sums, requant).
func.func @cnn_int8(%x: tensor<2x13x11x5xi8>) -> (tensor<2x5x3x7xi8>, tensor<2x4x2x7x2xi32>, tensor<2x2x1x14xi32>) {
  %c0 = arith.constant 0 : i32
  %zx = arith.constant -3 : i32
  %zw = arith.constant 2 : i32
  %scale = arith.constant 0.0123 : f32
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %w1 = arith.constant dense<[[[[2, 3, 2, 2, 3, 4, -2], [-3, 3, 2, 5, 4, -3, -4], [2, -1, -3, -4, 3, 5, -5], [4, 1, 2, 5, 4, 5, -3], [4, -5, 3, -4, -5, -5, -2]], [[-2, 4, -5, 2, 0, 2, 4], [-2, 3, -2, 5, -1, 2, -5], [5, -4, 2, 5, -1, 1, 3], [-4, -1, 0, -2, 3, -1, -5], [-4, 4, -4, 1, -4, -1, 1]], [[-4, -5, 5, -5, -2, -2, -5], [2, 1, 1, 1, -4, 4, 5], [-2, 5, -1, 0, -4, -1, 0], [-5, 1, -4, -3, -2, -4, -5], [-5, 2, 2, -3, 5, 3, -2]]], [[[2, 3, -2, -3, 1, 5, 1], [-4, 1, 1, -2, -5, -1, 4], [-1, -5, -2, -3, 1, 4, 5], [4, -4, -5, -3, -2, 2, -1], [-5, 4, 0, -1, 1, -4, -4]], [[-4, -2, 4, 5, -2, -5, 4], [0, 0, 4, 2, -3, 4, 2], [4, -3, 1, -3, 5, -3, -1], [-2, 4, -2, -2, -3, 5, 3], [-2, 5, 1, 2, 4, -4, 1]], [[-5, -4, -4, -5, 3, -1, -2], [1, -1, 1, 4, 2, -1, 3], [-3, -4, -3, -2, 2, 3, 5], [4, 4, -4, -1, -2, -2, -5], [-4, -1, 1, 2, -2, -5, -5]]], [[[-3, -1, 0, 3, 4, -3, -4], [0, -3, 2, 0, 5, 3, 4], [-3, 4, -5, -5, 2, 0, -1], [-5, -5, 4, 5, -4, 2, -4], [-1, 0, -3, -4, -4, 2, 3]], [[0, -5, -3, 0, 0, -4, 5], [2, -4, 1, -5, 2, 4, -5], [4, 5, 1, 1, 4, -5, 4], [-4, -4, -4, 5, -4, -1, 1], [0, 1, 4, 2, 2, 2, 3]], [[-4, 3, 3, -5, -1, 4, -4], [2, -5, -2, -4, 2, 4, 5], [2, -1, -5, 0, -1, -3, 5], [4, -2, 3, -3, 0, 5, 2], [2, -2, 0, 1, 5, -1, -2]]]]> : tensor<3x3x5x7xi8>
  %w2 = arith.constant dense<[[[[5, 1], [-2, -2], [1, -2], [4, 0], [-2, -3], [-3, 2], [0, -5]], [[-4, -1], [-3, -4], [2, 2], [-1, -2], [1, 1], [5, 3], [2, 5]]], [[[0, 4], [2, 0], [-4, -5], [-1, 4], [-5, 5], [-1, 4], [0, -1]], [[5, 4], [-5, 5], [-3, 1], [2, -2], [-5, -1], [-2, -3], [-5, 5]]]]> : tensor<2x2x7x2xi8>
  %e1 = tensor.empty() : tensor<2x5x3x7xi32>
  %f1 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<2x5x3x7xi32>) -> tensor<2x5x3x7xi32>
  %c1 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%x, %w1, %zx, %zw : tensor<2x13x11x5xi8>, tensor<3x3x5x7xi8>, i32, i32) outs(%f1 : tensor<2x5x3x7xi32>) -> tensor<2x5x3x7xi32>
  %eq = tensor.empty() : tensor<2x5x3x7xi8>
  %q = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c1 : tensor<2x5x3x7xi32>) outs(%eq : tensor<2x5x3x7xi8>) {
  ^bb0(%v: i32, %o: i8):
    %f = arith.sitofp %v : i32 to f32
    %m = arith.mulf %f, %scale : f32
    %r = math.roundeven %m : f32
    %a = arith.maximumf %r, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    %i = arith.fptosi %b : f32 to i8
    linalg.yield %i : i8
  } -> tensor<2x5x3x7xi8>
  %e2 = tensor.empty() : tensor<2x4x2x7x2xi32>
  %f2 = linalg.fill ins(%c0 : i32) outs(%e2 : tensor<2x4x2x7x2xi32>) -> tensor<2x4x2x7x2xi32>
  %c2 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%q, %w2, %zw, %zx : tensor<2x5x3x7xi8>, tensor<2x2x7x2xi8>, i32, i32) outs(%f2 : tensor<2x4x2x7x2xi32>) -> tensor<2x4x2x7x2xi32>
  %cl = tensor.collapse_shape %c2 [[0], [1], [2], [3, 4]] : tensor<2x4x2x7x2xi32> into tensor<2x4x2x14xi32>
  %win = tensor.empty() : tensor<2x2xi32>
  %ep = tensor.empty() : tensor<2x2x1x14xi32>
  %fp = linalg.fill ins(%c0 : i32) outs(%ep : tensor<2x2x1x14xi32>) -> tensor<2x2x1x14xi32>
  %p = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
    ins(%cl, %win : tensor<2x4x2x14xi32>, tensor<2x2xi32>) outs(%fp : tensor<2x2x1x14xi32>) -> tensor<2x2x1x14xi32>
  return %q, %c2, %p : tensor<2x5x3x7xi8>, tensor<2x4x2x7x2xi32>, tensor<2x2x1x14xi32>
}
