module {
  func.func @bias_add(%x: tensor<3x6xi32>) -> tensor<3x6xi32> {
    %bias = arith.constant dense_resource<__auto.bias> : tensor<6xi32>
    %e = tensor.empty() : tensor<3x6xi32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %bias : tensor<3x6xi32>, tensor<6xi32>) outs(%e : tensor<3x6xi32>) {
    ^bb0(%in: i32, %b: i32, %out: i32):
      %1 = arith.addi %in, %b : i32
      linalg.yield %1 : i32
    } -> tensor<3x6xi32>
    return %0 : tensor<3x6xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      __auto.bias: "0x040000008FF9FFFFA80100005A0A0000A8010000"
    }
  }
#-}
