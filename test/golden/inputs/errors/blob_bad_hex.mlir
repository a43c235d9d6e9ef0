module {
  func.func @scale(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %w = arith.constant dense_resource<__auto.scale> : tensor<4xf32>
    %e = tensor.empty() : tensor<2x4xf32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %w : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
    ^bb0(%in: f32, %s: f32, %out: f32):
      %1 = arith.mulf %in, %s : f32
      linalg.yield %1 : f32
    } -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      __auto.scale: "0x040000000000803F0000G03F0000803F0000803F"
    }
  }
#-}
