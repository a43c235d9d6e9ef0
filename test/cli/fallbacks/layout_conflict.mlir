// npu fallback: one buffer, two layouts. %a is the LHS of one matmul (row
// tiles of a) and the transposed RHS of the next (tiles of a^T): the first
// claim wins, the second matmul runs on the host.
func.func @layout_conflict(%a: tensor<40x70xf32>, %b: tensor<70x24xf32>, %x: tensor<33x70xf32>) -> (tensor<40x24xf32>, tensor<33x40xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<40x24xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<40x24xf32>) -> tensor<40x24xf32>
  %m = linalg.matmul ins(%a, %b : tensor<40x70xf32>, tensor<70x24xf32>) outs(%c : tensor<40x24xf32>) -> tensor<40x24xf32>
  %e2 = tensor.empty() : tensor<33x40xf32>
  %c2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<33x40xf32>) -> tensor<33x40xf32>
  %n = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%x, %a : tensor<33x70xf32>, tensor<40x70xf32>) outs(%c2 : tensor<33x40xf32>) -> tensor<33x40xf32>
  return %m, %n : tensor<40x24xf32>, tensor<33x40xf32>
}
