module {
  func.func @mm_nt(%a: tensor<12x20xf32>, %b: tensor<28x20xf32>, %c: tensor<12x28xf32>) -> tensor<12x28xf32> {
    %0 = linalg.matmul_transpose_b ins(%a, %b : tensor<12x20xf32>, tensor<28x20xf32>) outs(%c : tensor<12x28xf32>) -> tensor<12x28xf32>
    return %0 : tensor<12x28xf32>
  }
}
