// A SmolVLA-like bf16 module (written for npucc's tests, shaped like the
// action expert of a VLA): an expert MLP (RMSNorm in f32, gate/up/down
// projections bf16 x bf16 -> f32, SiLU in f32, truncf back to bf16), a
// decomposed self-attention in bf16 with an additive mask, and an f32 router
// softmax: the counters of npucc --stats on it are pinned in test_stats.py.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last2 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @expert_mlp(%x: tensor<24x64xbf16>, %gamma: tensor<64xf32>, %wg: tensor<64x128xbf16>,
                        %wu: tensor<64x128xbf16>, %wd: tensor<128x64xbf16>) -> tensor<24x64xbf16> {
    %zero = arith.constant 0.000000e+00 : f32
    %n = arith.constant 6.400000e+01 : f32
    %eps = arith.constant 9.99999997E-7 : f32
    %one = arith.constant 1.000000e+00 : f32
    %e1 = tensor.empty() : tensor<24xf32>
    %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<24xf32>) -> tensor<24xf32>
    %ss = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<24x64xbf16>) outs(%acc1 : tensor<24xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %0 = arith.extf %in : bf16 to f32
      %1 = arith.mulf %0, %0 : f32
      %2 = arith.addf %1, %out : f32
      linalg.yield %2 : f32
    } -> tensor<24xf32>
    %ex = tensor.empty() : tensor<24x64xbf16>
    %xn = linalg.generic {indexing_maps = [#id2, #row, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %ss, %gamma : tensor<24x64xbf16>, tensor<24xf32>, tensor<64xf32>) outs(%ex : tensor<24x64xbf16>) {
    ^bb0(%in: bf16, %s: f32, %g: f32, %out: bf16):
      %0 = arith.extf %in : bf16 to f32
      %1 = arith.divf %s, %n : f32
      %2 = arith.addf %1, %eps : f32
      %3 = math.rsqrt %2 : f32
      %4 = arith.mulf %0, %3 : f32
      %5 = arith.mulf %4, %g : f32
      %6 = arith.truncf %5 : f32 to bf16
      linalg.yield %6 : bf16
    } -> tensor<24x64xbf16>
    %e128 = tensor.empty() : tensor<24x128xf32>
    %z128 = linalg.fill ins(%zero : f32) outs(%e128 : tensor<24x128xf32>) -> tensor<24x128xf32>
    %g = linalg.matmul ins(%xn, %wg : tensor<24x64xbf16>, tensor<64x128xbf16>) outs(%z128 : tensor<24x128xf32>) -> tensor<24x128xf32>
    %u = linalg.matmul ins(%xn, %wu : tensor<24x64xbf16>, tensor<64x128xbf16>) outs(%z128 : tensor<24x128xf32>) -> tensor<24x128xf32>
    %eh = tensor.empty() : tensor<24x128xbf16>
    %h = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%g, %u : tensor<24x128xf32>, tensor<24x128xf32>) outs(%eh : tensor<24x128xbf16>) {
    ^bb0(%a: f32, %b: f32, %out: bf16):
      %0 = arith.negf %a : f32
      %1 = math.exp %0 : f32
      %2 = arith.addf %1, %one : f32
      %3 = arith.divf %a, %2 : f32
      %4 = arith.mulf %3, %b : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<24x128xbf16>
    %e64 = tensor.empty() : tensor<24x64xf32>
    %z64 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %d = linalg.matmul ins(%h, %wd : tensor<24x128xbf16>, tensor<128x64xbf16>) outs(%z64 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<24x64xf32>) outs(%ex : tensor<24x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %0 = arith.truncf %in : f32 to bf16
      linalg.yield %0 : bf16
    } -> tensor<24x64xbf16>
    return %r : tensor<24x64xbf16>
  }

  func.func @self_attn(%q: tensor<2x24x32xbf16>, %kt: tensor<2x32x24xbf16>, %v: tensor<2x24x32xbf16>,
                       %mask: tensor<24x24xbf16>) -> tensor<2x24x32xbf16> {
    %zero = arith.constant 0.000000e+00 : f32
    %scale = arith.constant 0.176776692 : f32
    %es = tensor.empty() : tensor<2x24x24xf32>
    %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x24x24xf32>) -> tensor<2x24x24xf32>
    %s = linalg.batch_matmul ins(%q, %kt : tensor<2x24x32xbf16>, tensor<2x32x24xbf16>) outs(%zs : tensor<2x24x24xf32>) -> tensor<2x24x24xf32>
    %eb = tensor.empty() : tensor<2x24x24xbf16>
    %sm = linalg.generic {indexing_maps = [#id3, #last2, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<2x24x24xf32>, tensor<24x24xbf16>) outs(%eb : tensor<2x24x24xbf16>) {
    ^bb0(%a: f32, %m: bf16, %out: bf16):
      %0 = arith.mulf %a, %scale : f32
      %1 = arith.extf %m : bf16 to f32
      %2 = arith.addf %0, %1 : f32
      %3 = arith.truncf %2 : f32 to bf16
      linalg.yield %3 : bf16
    } -> tensor<2x24x24xbf16>
    %p = linalg.softmax dimension(2) ins(%sm : tensor<2x24x24xbf16>) outs(%eb : tensor<2x24x24xbf16>) -> tensor<2x24x24xbf16>
    %eo = tensor.empty() : tensor<2x24x32xf32>
    %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x24x32xf32>) -> tensor<2x24x32xf32>
    %o = linalg.batch_matmul ins(%p, %v : tensor<2x24x24xbf16>, tensor<2x24x32xbf16>) outs(%zo : tensor<2x24x32xf32>) -> tensor<2x24x32xf32>
    %eob = tensor.empty() : tensor<2x24x32xbf16>
    %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<2x24x32xf32>) outs(%eob : tensor<2x24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %0 = arith.truncf %in : f32 to bf16
      linalg.yield %0 : bf16
    } -> tensor<2x24x32xbf16>
    return %ob : tensor<2x24x32xbf16>
  }

  func.func @router(%logits: tensor<24x8xf32>) -> tensor<24x8xf32> {
    %e = tensor.empty() : tensor<24x8xf32>
    %p = linalg.softmax dimension(1) ins(%logits : tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
    return %p : tensor<24x8xf32>
  }
}
