// BAD: exit=1 error="unexpected character" at=4:5
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    ÿþÃ = "x.y"() : () -> ()
    return %a : tensor<4xf32>
  }
}
