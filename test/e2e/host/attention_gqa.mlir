// test/e2e/host: grouped-query attention, K and V broadcast over 3 query heads.
#q = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, k1, k2, n) -> (b, k2, k1)>
#v = affine_map<(b, h, m, k1, k2, n) -> (b, k2, n)>
#s = affine_map<(b, h, m, k1, k2, n) -> ()>
#o = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, n)>
func.func @gqa(%q: tensor<2x3x9x16xf32>, %k: tensor<2x21x16xf32>, %v: tensor<2x21x11xf32>) -> tensor<2x3x9x11xf32> {
  %sc = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<2x3x9x11xf32>
  %r = "iree_linalg_ext.attention"(%q, %k, %v, %sc, %e) <{indexing_maps = [#q, #k, #v, #s, #o]}> ({
  ^bb0(%x: f32):
    "iree_linalg_ext.yield"(%x) : (f32) -> ()
  }) : (tensor<2x3x9x16xf32>, tensor<2x21x16xf32>, tensor<2x21x11xf32>, f32, tensor<2x3x9x11xf32>) -> tensor<2x3x9x11xf32>
  return %r : tensor<2x3x9x11xf32>
}
