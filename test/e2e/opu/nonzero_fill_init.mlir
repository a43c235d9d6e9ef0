// A non-zero fill (7) initialises the accumulator: the fill runs as a host op
// inside the OPU dispatch, then pack I32I32 + mmt4d with ACCUMULATE.
func.func @main(%a: tensor<19x33xi8>, %b: tensor<33x21xi8>) -> tensor<19x21xi32> {
  %c7 = arith.constant 7 : i32
  %e = tensor.empty() : tensor<19x21xi32>
  %f = linalg.fill ins(%c7 : i32) outs(%e : tensor<19x21xi32>) -> tensor<19x21xi32>
  %r = linalg.matmul ins(%a, %b : tensor<19x33xi8>, tensor<33x21xi8>) outs(%f : tensor<19x21xi32>) -> tensor<19x21xi32>
  return %r : tensor<19x21xi32>
}
