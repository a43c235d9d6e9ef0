module {
  func.func @mm(%a: tensor<12x20xf32>, %b: tensor<21x28xf32>, %c: tensor<12x28xf32>) -> tensor<12x28xf32> {
    %0 = linalg.matmul ins(%a, %b : tensor<12x20xf32>, tensor<21x28xf32>) outs(%c : tensor<12x28xf32>) -> tensor<12x28xf32>
    return %0 : tensor<12x28xf32>
  }
}
