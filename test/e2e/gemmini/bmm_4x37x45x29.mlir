// bmm_4x37x45x29: batch 4, M=37 N=45 K=29, A stored MK, B stored KN, C stored MN; runtime int8 inputs.
func.func @main(%a: tensor<4x37x29xi8>, %b: tensor<4x29x45xi8>) -> tensor<4x37x45xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x37x45xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<4x37x45xi32>) -> tensor<4x37x45xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x37x29xi8>, tensor<4x29x45xi8>) outs(%f : tensor<4x37x45xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<4x37x45xi32>
  return %r : tensor<4x37x45xi32>
}
