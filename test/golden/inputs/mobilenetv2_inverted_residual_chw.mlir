// MobileNetV2 inverted-residual block in IREE's generic-conv CHW form (f32): 3x3 stride-2 conv,
// zero pad + 3x3 depthwise conv, 1x1 conv written as a contraction with two M dims.
func.func @main(%x: tensor<3x113x113xf32>, %w1: tensor<32x3x3x3xf32>, %wd: tensor<32x3x3xf32>, %w2: tensor<16x32xf32>) -> tensor<16x56x56xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x56x56xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<32x56x56xf32>) -> tensor<32x56x56xf32>
  %c1 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w1 : tensor<3x113x113xf32>, tensor<32x3x3x3xf32>) outs(%f1 : tensor<32x56x56xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %m : f32
    linalg.yield %y : f32
  } -> tensor<32x56x56xf32>
  %p = tensor.pad %c1 low[0, 1, 1] high[0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %z : f32
  } : tensor<32x56x56xf32> to tensor<32x58x58xf32>
  %e2 = tensor.empty() : tensor<32x56x56xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<32x56x56xf32>) -> tensor<32x56x56xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(c, oh, ow, kh, kw) -> (c, oh + kh, ow + kw)>, affine_map<(c, oh, ow, kh, kw) -> (c, kh, kw)>, affine_map<(c, oh, ow, kh, kw) -> (c, oh, ow)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%p, %wd : tensor<32x58x58xf32>, tensor<32x3x3xf32>) outs(%f2 : tensor<32x56x56xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %m : f32
    linalg.yield %y : f32
  } -> tensor<32x56x56xf32>
  %e3 = tensor.empty() : tensor<16x56x56xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<16x56x56xf32>) -> tensor<16x56x56xf32>
  %c2 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c) -> (c, oh, ow)>, affine_map<(f, oh, ow, c) -> (f, c)>, affine_map<(f, oh, ow, c) -> (f, oh, ow)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%dw, %w2 : tensor<32x56x56xf32>, tensor<16x32xf32>) outs(%f3 : tensor<16x56x56xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %m : f32
    linalg.yield %y : f32
  } -> tensor<16x56x56xf32>
  return %c2 : tensor<16x56x56xf32>
}
