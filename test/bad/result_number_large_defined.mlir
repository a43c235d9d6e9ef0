// BAD: exit=1 error="result number above npucc's limit of 65535" at=8:21
// Result 100000000 of a two-result op: 1.6 GB and seconds inside MLIR's parser
// before its own error, so the text check stops it first.
func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e, %e : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %o0: f32, %o1: f32):
    %t = arith.addf %s#100000000, %x : f32
    linalg.yield %x, %x : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %s#0 : tensor<4x8xf32>
}
