// MX linear as SmolVLA's quantized_matmul_fp8 generics write it: bf16 activation [1, M, blocks, 32] x
// f8E4M3FN weight [N, blocks, 32], K split into two reduction dims, a per-(n, block) scale in the body.
func.func @main(%x: tensor<1x64x24x32xbf16>, %w: tensor<512x24x32xf8E4M3FN>, %s: tensor<512x24xbf16>) -> tensor<1x64x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x512xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x64x512xf32>) -> tensor<1x64x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, m, n, kb, k) -> (b, m, kb, k)>, affine_map<(b, m, n, kb, k) -> (n, kb, k)>, affine_map<(b, m, n, kb, k) -> (n, kb)>, affine_map<(b, m, n, kb, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w, %s : tensor<1x64x24x32xbf16>, tensor<512x24x32xf8E4M3FN>, tensor<512x24xbf16>) outs(%f : tensor<1x64x512xf32>) {
  ^bb0(%a: bf16, %b: f8E4M3FN, %sc: bf16, %acc: f32):
    %ea = arith.extf %a : bf16 to f32
    %eb = arith.extf %b : f8E4M3FN to f32
    %es = arith.extf %sc : bf16 to f32
    %bs = arith.mulf %eb, %es : f32
    %m = arith.mulf %ea, %bs : f32
    %y = arith.addf %acc, %m : f32
    linalg.yield %y : f32
  } -> tensor<1x64x512xf32>
  return %r : tensor<1x64x512xf32>
}
