// DroNet-like int8 NHWC block: zero pad 1, 3x3 stride-2 conv (named), requantize, 2x2 max pool,
// 1x1 conv (named). Every conv dim is off the opu/gemmini tiles.
func.func @main(%x: tensor<1x37x45x3xi8>, %w1: tensor<3x3x3x20xi8>, %w2: tensor<1x1x20x24xi8>) -> tensor<1x9x11x24xi32> {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm128 = arith.constant -128 : i32
  %c127 = arith.constant 127 : i32
  %z8 = arith.constant 0 : i8
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z8 : i8
  } : tensor<1x37x45x3xi8> to tensor<1x39x47x3xi8>
  %e1 = tensor.empty() : tensor<1x19x23x20xi32>
  %f1 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<1x19x23x20xi32>) -> tensor<1x19x23x20xi32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w1 : tensor<1x39x47x3xi8>, tensor<3x3x3x20xi8>) outs(%f1 : tensor<1x19x23x20xi32>) -> tensor<1x19x23x20xi32>
  %e2 = tensor.empty() : tensor<1x19x23x20xi8>
  %q = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1 : tensor<1x19x23x20xi32>) outs(%e2 : tensor<1x19x23x20xi8>) {
  ^bb0(%v: i32, %o: i8):
    %s = arith.shrsi %v, %c7 : i32
    %lo = arith.maxsi %s, %cm128 : i32
    %hi = arith.minsi %lo, %c127 : i32
    %t = arith.trunci %hi : i32 to i8
    linalg.yield %t : i8
  } -> tensor<1x19x23x20xi8>
  %win = tensor.empty() : tensor<2x2xi8>
  %m8 = arith.constant -128 : i8
  %e3 = tensor.empty() : tensor<1x9x11x20xi8>
  %f3 = linalg.fill ins(%m8 : i8) outs(%e3 : tensor<1x9x11x20xi8>) -> tensor<1x9x11x20xi8>
  %mp = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%q, %win : tensor<1x19x23x20xi8>, tensor<2x2xi8>) outs(%f3 : tensor<1x9x11x20xi8>) -> tensor<1x9x11x20xi8>
  %e4 = tensor.empty() : tensor<1x9x11x24xi32>
  %f4 = linalg.fill ins(%c0 : i32) outs(%e4 : tensor<1x9x11x24xi32>) -> tensor<1x9x11x24xi32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%mp, %w2 : tensor<1x9x11x20xi8>, tensor<1x1x20x24xi8>) outs(%f4 : tensor<1x9x11x24xi32>) -> tensor<1x9x11x24xi32>
  return %c2 : tensor<1x9x11x24xi32>
}
