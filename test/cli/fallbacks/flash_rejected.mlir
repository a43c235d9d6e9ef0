// npu fallback: a decomposed attention whose head dim (160) the flash kernel
// does not take: Q.K^T, the scale, the softmax and P.V run as their own npu
// tasks; a chain with head dim 64 beside it runs as one flash task.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @flash_rejected(%q: tensor<2x40x160xbf16>, %kt: tensor<2x160x50xbf16>, %v: tensor<2x50x24xbf16>,
                          %q2: tensor<2x40x64xbf16>, %kt2: tensor<2x64x50xbf16>, %v2: tensor<2x50x24xbf16>) -> (tensor<2x40x24xf32>, tensor<2x40x24xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 7.905694e-02 : f32
  %e = tensor.empty() : tensor<2x40x50xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x40x50xf32>) -> tensor<2x40x50xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x40x160xbf16>, tensor<2x160x50xbf16>) outs(%f : tensor<2x40x50xf32>) -> tensor<2x40x50xf32>
  %eb = tensor.empty() : tensor<2x40x50xbf16>
  %sc = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x40x50xf32>) outs(%eb : tensor<2x40x50xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %0 = arith.mulf %in, %scale : f32
    %1 = arith.truncf %0 : f32 to bf16
    linalg.yield %1 : bf16
  } -> tensor<2x40x50xbf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<2x40x50xbf16>) outs(%eb : tensor<2x40x50xbf16>) -> tensor<2x40x50xbf16>
  %eo = tensor.empty() : tensor<2x40x24xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x40x50xbf16>, tensor<2x50x24xbf16>) outs(%fo : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  %s2 = linalg.batch_matmul ins(%q2, %kt2 : tensor<2x40x64xbf16>, tensor<2x64x50xbf16>) outs(%f : tensor<2x40x50xf32>) -> tensor<2x40x50xf32>
  %sc2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x40x50xf32>) outs(%eb : tensor<2x40x50xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %0 = arith.mulf %in, %scale : f32
    %1 = arith.truncf %0 : f32 to bf16
    linalg.yield %1 : bf16
  } -> tensor<2x40x50xbf16>
  %p2 = linalg.softmax dimension(2) ins(%sc2 : tensor<2x40x50xbf16>) outs(%eb : tensor<2x40x50xbf16>) -> tensor<2x40x50xbf16>
  %o2 = linalg.batch_matmul ins(%p2, %v2 : tensor<2x40x50xbf16>, tensor<2x50x24xbf16>) outs(%fo : tensor<2x40x24xf32>) -> tensor<2x40x24xf32>
  return %o, %o2 : tensor<2x40x24xf32>, tensor<2x40x24xf32>
}
