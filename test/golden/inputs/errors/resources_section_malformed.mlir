module {
  func.func @id(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
    return %x : tensor<2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      __auto.w "0x0400000000000000"
    }
  }
#-}
