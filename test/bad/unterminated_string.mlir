// BAD: exit=1 error="expected '\"' in string literal" at=4:27
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %w = "x.y"() {s = "abc
    return %a : tensor<4xf32>
  }
}
