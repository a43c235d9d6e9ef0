// mm_nt_16x128x1024: M=16 N=128 K=1024, A stored MK, B stored NK, C stored MN; runtime int8 inputs.
func.func @main(%a: tensor<16x1024xi8>, %b: tensor<128x1024xi8>) -> tensor<16x128xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<16x128xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<16x128xi32>) -> tensor<16x128xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x1024xi8>, tensor<128x1024xi8>) outs(%f : tensor<16x128xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<16x128xi32>
  return %r : tensor<16x128xi32>
}
