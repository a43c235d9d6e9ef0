// conv1x1_two_m_5x6x26x19: a 1x1 convolution written as a contraction with two M dims:
// in[1, H=5, W=6, C=26] . w[C, F=19] -> out[1, H, W, F]; runtime int8 inputs. H and W collapse into M = 30.
func.func @main(%x: tensor<1x5x6x26xi8>, %w: tensor<26x19xi8>) -> tensor<1x5x6x19xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x5x6x19xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x5x6x19xi32>) -> tensor<1x5x6x19xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, f, c) -> (n, h, w, c)>, affine_map<(n, h, w, f, c) -> (c, f)>, affine_map<(n, h, w, f, c) -> (n, h, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<1x5x6x26xi8>, tensor<26x19xi8>) outs(%f : tensor<1x5x6x19xi32>) {
  ^bb0(%a: i8, %b: i8, %z: i32):
    %1 = arith.extsi %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<1x5x6x19xi32>
  return %r : tensor<1x5x6x19xi32>
}
