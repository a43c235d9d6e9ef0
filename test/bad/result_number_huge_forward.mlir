// BAD: exit=1 error="result number above npucc's limit of 65535" at=7:14
// A use of result 2^31 of a value defined later: MLIR's parser allocates a
// placeholder per result up to it and aborts ("LLVM ERROR: out of memory").
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %e = tensor.empty() : tensor<4x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %m, %later#2147483648 : tensor<4x3xf32>, tensor<4x3xf32>
}
