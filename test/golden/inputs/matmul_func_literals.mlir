// Merlin lit style: func.func entry points, pretty linalg, literal weights.
module {
  func.func @matmul_fp8(%a: tensor<64x96xf8E4M3FN>, %b: tensor<96x32xf8E4M3FN>) -> tensor<64x32xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<64x32xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    %0 = linalg.matmul ins(%a, %b : tensor<64x96xf8E4M3FN>, tensor<96x32xf8E4M3FN>) outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }

  func.func @matmul_i8_literal(%x: tensor<10x4xi8>) -> tensor<10x6xi32> {
    %w = arith.constant dense<[[1, -2, 3, -4, 5, -6], [7, -8, 9, -10, 11, -12], [-13, 14, -15, 16, -17, 18], [19, 20, -21, -22, 23, 24]]> : tensor<4x6xi8>
    %zero = arith.constant 0 : i32
    %e = tensor.empty() : tensor<10x6xi32>
    %c = linalg.fill ins(%zero : i32) outs(%e : tensor<10x6xi32>) -> tensor<10x6xi32>
    %0 = linalg.matmul ins(%x, %w : tensor<10x4xi8>, tensor<4x6xi8>) outs(%c : tensor<10x6xi32>) -> tensor<10x6xi32>
    return %0 : tensor<10x6xi32>
  }

  func.func @matmul_f32_accumulate(%x: tensor<5x3xf32>, %acc: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %w = arith.constant dense<[[0.5, -1.25], [2.0, 0.75], [-3.5, 1.0]]> : tensor<3x2xf32>
    %0 = linalg.matmul ins(%x, %w : tensor<5x3xf32>, tensor<3x2xf32>) outs(%acc : tensor<5x2xf32>) -> tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
}
