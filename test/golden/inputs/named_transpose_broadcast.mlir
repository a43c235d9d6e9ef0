// Named data-movement ops at global optimization: linalg.transpose and
// linalg.broadcast feeding a matmul (Merlin lit style).
module {
  func.func @transpose_broadcast_matmul(%x: tensor<24x10xf32>, %bias: tensor<14xf32>, %w: tensor<24x14xf32>) -> tensor<10x14xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %et = tensor.empty() : tensor<10x24xf32>
    %xt = linalg.transpose ins(%x : tensor<24x10xf32>) outs(%et : tensor<10x24xf32>) permutation = [1, 0]
    %eb = tensor.empty() : tensor<10x14xf32>
    %acc = linalg.broadcast ins(%bias : tensor<14xf32>) outs(%eb : tensor<10x14xf32>) dimensions = [0]
    %0 = linalg.matmul ins(%xt, %w : tensor<10x24xf32>, tensor<24x14xf32>) outs(%acc : tensor<10x14xf32>) -> tensor<10x14xf32>
    return %0 : tensor<10x14xf32>
  }
}
