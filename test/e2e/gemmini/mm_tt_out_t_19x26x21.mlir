// mm_tt_out_t_19x26x21: A stored K x M, B stored N x K, C stored N x M: Gemmini computes
// C^T = B . A (rows of N), which needs no transpose at all.
func.func @main(%a: tensor<21x19xi8>, %b: tensor<26x21xi8>) -> tensor<26x19xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<26x19xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<26x19xi32>) -> tensor<26x19xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<21x19xi8>, tensor<26x21xi8>) outs(%f : tensor<26x19xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<26x19xi32>
  return %r : tensor<26x19xi32>
}
