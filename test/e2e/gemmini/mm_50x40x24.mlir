func.func @main(%a: tensor<50x24xi8>, %b: tensor<24x40xi8>) -> tensor<50x40xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<50x40xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<50x40xi32>) -> tensor<50x40xi32>
  %r = linalg.matmul ins(%a, %b : tensor<50x24xi8>, tensor<24x40xi8>) outs(%f : tensor<50x40xi32>) -> tensor<50x40xi32>
  return %r : tensor<50x40xi32>
}
