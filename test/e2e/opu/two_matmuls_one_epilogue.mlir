// Two i8 matmuls feeding one elementwise op: it may not join the first matmul's
// dispatch, which runs before the second result exists (regression test).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<20x24xi8>, %b: tensor<24x18xi8>, %c: tensor<24x18xi8>) -> tensor<20x18xf32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<20x18xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<20x18xi32>) -> tensor<20x18xi32>
  %m1 = linalg.matmul ins(%a, %b : tensor<20x24xi8>, tensor<24x18xi8>) outs(%f : tensor<20x18xi32>) -> tensor<20x18xi32>
  %m2 = linalg.matmul ins(%a, %c : tensor<20x24xi8>, tensor<24x18xi8>) outs(%f : tensor<20x18xi32>) -> tensor<20x18xi32>
  %ef = tensor.empty() : tensor<20x18xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m1, %m2 : tensor<20x18xi32>, tensor<20x18xi32>) outs(%ef : tensor<20x18xf32>) {
  ^bb0(%x: i32, %y: i32, %o: f32):
    %s = arith.subi %x, %y : i32
    %t = arith.sitofp %s : i32 to f32
    linalg.yield %t : f32
  } -> tensor<20x18xf32>
  return %g : tensor<20x18xf32>
}
