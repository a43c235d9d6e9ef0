// npu fallback: one elementwise op of four 64x2048 inputs; two 32-row bands of
// its five values do not fit VMEM, so the host runs it (the emitter failed on
// it before); a narrow one beside it stays on the npu.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @vmem_elementwise_band(%a: tensor<64x2048xf32>, %b: tensor<64x2048xf32>, %c: tensor<64x2048xf32>, %d: tensor<64x2048xf32>, %x: tensor<40x96xf32>, %y: tensor<40x96xf32>) -> (tensor<64x2048xf32>, tensor<40x96xf32>) {
  %e = tensor.empty() : tensor<64x2048xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %c, %d : tensor<64x2048xf32>, tensor<64x2048xf32>, tensor<64x2048xf32>, tensor<64x2048xf32>) outs(%e : tensor<64x2048xf32>) {
  ^bb0(%p: f32, %q: f32, %s: f32, %t: f32, %o: f32):
    %1 = arith.mulf %p, %q : f32
    %2 = arith.mulf %s, %t : f32
    %3 = arith.addf %1, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<64x2048xf32>
  %e2 = tensor.empty() : tensor<40x96xf32>
  %n = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<40x96xf32>, tensor<40x96xf32>) outs(%e2 : tensor<40x96xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %1 = arith.mulf %p, %q : f32
    linalg.yield %1 : f32
  } -> tensor<40x96xf32>
  return %r, %n : tensor<64x2048xf32>, tensor<40x96xf32>
}
