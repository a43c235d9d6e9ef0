module {
  func.func @relu(%x: tensor<10x12xf32>) -> tensor<10x12xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<10x12xf32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<10x12xf32>) outs(%e : tensor<10x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.maximumf %in, %zero : f32
      linalg.yield %1 : f32
    -> tensor<10x12xf32>
    return %0 : tensor<10x12xf32>
  }
}
