// npu, formerly a fallback: one elementwise op of five inputs over two
// batches, one input shared by both. The loop over batches around the chunk
// pipeline needed 33 x registers (the chip has 31) and the host ran it; the
// pipeline's streams of one length now share their length register (28), so
// both ops stay on the npu. Kept so every output mode agrees on that.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#sh = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @xregs_elementwise_batches(%p: tensor<2x50x180xf32>, %q: tensor<50x180xf32>, %s: tensor<2x50x180xf32>, %t: tensor<2x50x180xf32>, %u: tensor<2x50x180xf32>) -> (tensor<2x50x180xf32>, tensor<2x50x180xf32>) {
  %e = tensor.empty() : tensor<2x50x180xf32>
  %r = linalg.generic {indexing_maps = [#id, #sh, #id, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p, %q, %s, %t, %u : tensor<2x50x180xf32>, tensor<50x180xf32>, tensor<2x50x180xf32>, tensor<2x50x180xf32>, tensor<2x50x180xf32>) outs(%e : tensor<2x50x180xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32, %g: f32, %o: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.mulf %c, %d : f32
    %3 = arith.addf %1, %2 : f32
    %4 = arith.addf %3, %g : f32
    linalg.yield %4 : f32
  } -> tensor<2x50x180xf32>
  %e2 = tensor.empty() : tensor<2x50x180xf32>
  %n = linalg.generic {indexing_maps = [#id, #sh, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p, %q, %s, %t : tensor<2x50x180xf32>, tensor<50x180xf32>, tensor<2x50x180xf32>, tensor<2x50x180xf32>) outs(%e2 : tensor<2x50x180xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32, %o: f32):
    %1 = arith.mulf %a, %b : f32
    %2 = arith.mulf %c, %d : f32
    %3 = arith.addf %1, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<2x50x180xf32>
  return %r, %n : tensor<2x50x180xf32>, tensor<2x50x180xf32>
}
