// f32 activations cast to bf16 by a truncf generic before a bf16 linear: on the npu
// the cast runs no code (its result is the input's bytes); others run it as they run casts.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%x: tensor<64x256xf32>, %w: tensor<256x96xbf16>) -> tensor<64x96xf32> {
    %e = tensor.empty() : tensor<64x256xbf16>
    %xb = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %t = arith.truncf %in : f32 to bf16
      linalg.yield %t : bf16
    } -> tensor<64x256xbf16>
    %z = arith.constant 0.0 : f32
    %e2 = tensor.empty() : tensor<64x96xf32>
    %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %r = linalg.matmul ins(%xb, %w : tensor<64x256xbf16>, tensor<256x96xbf16>) outs(%f : tensor<64x96xf32>) -> tensor<64x96xf32>
    return %r : tensor<64x96xf32>
  }
}
