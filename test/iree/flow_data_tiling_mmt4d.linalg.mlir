// flow_data_tiling_mmt4d.pretty.mlir is this i8 matmul, data-tiled by IREE's
// CPU path (pack to 8x1 / 4x1 tiles, mmt4d, unpack): test_iree_flow compares.
func.func @main(%a: tensor<37x45xi8>, %b: tensor<45x29xi8>) -> tensor<37x29xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<37x29xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<37x29xi32>) -> tensor<37x29xi32>
  %r = linalg.matmul ins(%a, %b : tensor<37x45xi8>, tensor<45x29xi8>) outs(%f : tensor<37x29xi32>) -> tensor<37x29xi32>
  return %r : tensor<37x29xi32>
}
