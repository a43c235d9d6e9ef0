// BAD: exit=1 error="iterator_types: a pretty-printed linalg.generic needs iterator_types as strings" at=5:114
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      linalg.yield %x : f32
    } -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
