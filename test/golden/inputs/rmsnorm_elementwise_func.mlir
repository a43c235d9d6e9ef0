// Merlin lit style: plain upstream func.func + linalg, tensors as arguments.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#id1 = affine_map<(d0) -> (d0)>
module {
  func.func private @sum_of_squares(%x: tensor<12x200xf32>) -> tensor<12xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %e2 = tensor.empty() : tensor<12x200xf32>
    %sq = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<12x200xf32>) outs(%e2 : tensor<12x200xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      linalg.yield %0 : f32
    } -> tensor<12x200xf32>
    %e1 = tensor.empty() : tensor<12xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<12xf32>) -> tensor<12xf32>
    %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<12x200xf32>) outs(%acc : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    } -> tensor<12xf32>
    return %sum : tensor<12xf32>
  }

  func.func @rmsnorm(%x: tensor<12x200xf32>, %gamma: tensor<200xf32>) -> tensor<12x200xf32> {
    %n = arith.constant 2.000000e+02 : f32
    %eps = arith.constant 9.99999997E-7 : f32
    %sum = func.call @sum_of_squares(%x) : (tensor<12x200xf32>) -> tensor<12xf32>
    %e1 = tensor.empty() : tensor<12xf32>
    %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%sum : tensor<12xf32>) outs(%e1 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %in, %n : f32
      %1 = arith.addf %0, %eps : f32
      %2 = math.rsqrt %1 : f32
      linalg.yield %2 : f32
    } -> tensor<12xf32>
    %e2 = tensor.empty() : tensor<12x200xf32>
    %y = linalg.generic {indexing_maps = [#id2, #row, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %r, %gamma : tensor<12x200xf32>, tensor<12xf32>, tensor<200xf32>) outs(%e2 : tensor<12x200xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.mulf %0, %in_1 : f32
      linalg.yield %1 : f32
    } -> tensor<12x200xf32>
    return %y : tensor<12x200xf32>
  }

  func.func @gelu_bias_transpose(%x: tensor<20x36xbf16>, %bias: tensor<36xbf16>) -> (tensor<36x20xbf16>, tensor<36xbf16>) {
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %c = arith.constant 7.978850e-01 : f32
    %k = arith.constant 4.471500e-02 : f32
    %lowest = arith.constant 0xFF7F : bf16
    %et = tensor.empty() : tensor<36x20xbf16>
    %g = linalg.generic {indexing_maps = [#tr, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %bias : tensor<20x36xbf16>, tensor<36xbf16>) outs(%et : tensor<36x20xbf16>) {
    ^bb0(%in: bf16, %b: bf16, %out: bf16):
      %0 = arith.extf %in : bf16 to f32
      %1 = arith.extf %b : bf16 to f32
      %2 = arith.addf %0, %1 : f32
      %3 = arith.mulf %2, %2 : f32
      %4 = arith.mulf %3, %2 : f32
      %5 = arith.mulf %4, %k : f32
      %6 = arith.addf %2, %5 : f32
      %7 = arith.mulf %6, %c : f32
      %8 = math.tanh %7 : f32
      %9 = arith.addf %8, %one : f32
      %10 = arith.mulf %2, %half : f32
      %11 = arith.mulf %10, %9 : f32
      %12 = arith.truncf %11 : f32 to bf16
      linalg.yield %12 : bf16
    } -> tensor<36x20xbf16>
    %e1 = tensor.empty() : tensor<36xbf16>
    %init = linalg.fill ins(%lowest : bf16) outs(%e1 : tensor<36xbf16>) -> tensor<36xbf16>
    %mx = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%g : tensor<36x20xbf16>) outs(%init : tensor<36xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %0 = arith.maximumf %in, %out : bf16
      linalg.yield %0 : bf16
    } -> tensor<36xbf16>
    return %g, %mx : tensor<36x20xbf16>, tensor<36xbf16>
  }
}
