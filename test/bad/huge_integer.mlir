// BAD: exit=1 error="integer constant out of range for attribute" at=4:25
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = arith.constant 123456789012345678901234567890123456789012345678901234567890 : i64
    return %a : tensor<4xf32>
  }
}
