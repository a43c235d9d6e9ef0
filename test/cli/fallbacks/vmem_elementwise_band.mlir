// npu fallback: a bias add over rows of 20000 columns; the kernel keeps a row
// vector resident in VMEM, and this one alone (625 bf16 tiles, 1.25 MB) is
// larger than VMEM, so the host runs it (full-size inputs alone would run in
// runs of tiles at any width); a narrow one beside it stays on the npu.
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @vmem_elementwise_band(%a: tensor<40x20000xf32>, %b: tensor<20000xf32>, %x: tensor<40x96xf32>, %y: tensor<40x96xf32>) -> (tensor<40x20000xf32>, tensor<40x96xf32>) {
  %e = tensor.empty() : tensor<40x20000xf32>
  %r = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<40x20000xf32>, tensor<20000xf32>) outs(%e : tensor<40x20000xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %1 = arith.addf %p, %q : f32
    linalg.yield %1 : f32
  } -> tensor<40x20000xf32>
  %e2 = tensor.empty() : tensor<40x96xf32>
  %n = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<40x96xf32>, tensor<40x96xf32>) outs(%e2 : tensor<40x96xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %1 = arith.mulf %p, %q : f32
    linalg.yield %1 : f32
  } -> tensor<40x96xf32>
  return %r, %n : tensor<40x20000xf32>, tensor<40x96xf32>
}
