// qkv_multi_n_23x3x13x37: TinyLlama-style Q/K/V projection with two N dims: x[M=23, K=37] . w[K, H=3, D=13]
// -> out[H, M, D]; runtime int8 inputs. H becomes a loop around the matmul (it is not adjacent to D in out).
func.func @main(%x: tensor<23x37xi8>, %w: tensor<37x3x13xi8>) -> tensor<3x23x13xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x23x13xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<3x23x13xi32>) -> tensor<3x23x13xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(h, m, d, k) -> (m, k)>, affine_map<(h, m, d, k) -> (k, h, d)>, affine_map<(h, m, d, k) -> (h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<23x37xi8>, tensor<37x3x13xi8>) outs(%f : tensor<3x23x13xi32>) {
  ^bb0(%a: i8, %b: i8, %z: i32):
    %1 = arith.extsi %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<3x23x13xi32>
  return %r : tensor<3x23x13xi32>
}
