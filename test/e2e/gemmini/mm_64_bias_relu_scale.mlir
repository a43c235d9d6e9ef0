// mm_64_bias_relu_scale: 64x64x64 int8 matmul + int32 bias per column, scale 0.0123 (not a power
// of two), round to nearest even, ReLU and saturation to int8: all folded into Gemmini's mvout
// (the bias as a repeated D row, the scale and ReLU in CONFIG_ST).
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%a: tensor<64x64xi8>, %b: tensor<64x64xi8>, %bias: tensor<64xi32>) -> tensor<64x64xi8> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<64x64xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<64x64xi32>) -> tensor<64x64xi32>
  %r = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x64xi8>, tensor<64x64xi8>) outs(%f : tensor<64x64xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %1 = arith.extsi %x : i8 to i32
    %2 = arith.extsi %y : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %z, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<64x64xi32>
  %e8 = tensor.empty() : tensor<64x64xi8>
  %q = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %bias : tensor<64x64xi32>, tensor<64xi32>) outs(%e8 : tensor<64x64xi8>) {
  ^bb0(%v: i32, %bb: i32, %o: i8):
    %s = arith.constant 0.0123 : f32
    %zero = arith.constant 0.0 : f32
    %hi = arith.constant 127.0 : f32
    %0 = arith.addi %v, %bb : i32
    %1 = arith.sitofp %0 : i32 to f32
    %2 = arith.mulf %1, %s : f32
    %3 = math.roundeven %2 : f32
    %4 = arith.maximumf %3, %zero : f32
    %5 = arith.minimumf %4, %hi : f32
    %6 = arith.fptosi %5 : f32 to i8
    linalg.yield %6 : i8
  } -> tensor<64x64xi8>
  return %q : tensor<64x64xi8>
}
