// mm_50x720x720: M=50 N=720 K=720, A stored MK, B stored KN, C stored MN; runtime int8 inputs.
func.func @main(%a: tensor<50x720xi8>, %b: tensor<720x720xi8>) -> tensor<50x720xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<50x720xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<50x720xi32>) -> tensor<50x720xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<50x720xi8>, tensor<720x720xi8>) outs(%f : tensor<50x720xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<50x720xi32>
  return %r : tensor<50x720xi32>
}
