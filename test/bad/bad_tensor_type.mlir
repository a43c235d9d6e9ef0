// BAD: exit=1 error="expected '>' in tensor type" at=3:34
module {
  func.func @f(%a: tensor<4x?xf32) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
