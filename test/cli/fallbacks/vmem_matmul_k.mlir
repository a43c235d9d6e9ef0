// npu fallback: a matmul whose K (12000) leaves no room in VMEM for two A
// rows and a B column; a smaller one beside it stays on the npu.
func.func @vmem_matmul_k(%a: tensor<40x12000xf32>, %b: tensor<12000x24xf32>, %x: tensor<33x50xf32>, %y: tensor<50x20xf32>) -> (tensor<40x24xf32>, tensor<33x20xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<40x24xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<40x24xf32>) -> tensor<40x24xf32>
  %m = linalg.matmul ins(%a, %b : tensor<40x12000xf32>, tensor<12000x24xf32>) outs(%c : tensor<40x24xf32>) -> tensor<40x24xf32>
  %e2 = tensor.empty() : tensor<33x20xf32>
  %c2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<33x20xf32>) -> tensor<33x20xf32>
  %n = linalg.matmul ins(%x, %y : tensor<33x50xf32>, tensor<50x20xf32>) outs(%c2 : tensor<33x20xf32>) -> tensor<33x20xf32>
  return %m, %n : tensor<40x24xf32>, tensor<33x20xf32>
}
