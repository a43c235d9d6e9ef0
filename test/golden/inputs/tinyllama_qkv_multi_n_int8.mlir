// TinyLlama block slice, int8: multi-head Q/K/V projections with [K, H, D] weights into [H, M, D]
// (two N dims; 32 query heads, 4 KV heads, D = 64, hidden 2048, 16 tokens) and the output projection.
func.func @main(%x: tensor<16x2048xi8>, %wq: tensor<2048x32x64xi8>, %wk: tensor<2048x4x64xi8>, %wv: tensor<2048x4x64xi8>, %ao: tensor<16x2048xi8>, %wo: tensor<2048x2048xi8>) -> (tensor<32x16x64xi32>, tensor<4x16x64xi32>, tensor<4x16x64xi32>, tensor<16x2048xi32>) {
  %c0 = arith.constant 0 : i32
  %eq = tensor.empty() : tensor<32x16x64xi32>
  %fq = linalg.fill ins(%c0 : i32) outs(%eq : tensor<32x16x64xi32>) -> tensor<32x16x64xi32>
  %q = linalg.generic {indexing_maps = [affine_map<(h, m, d, k) -> (m, k)>, affine_map<(h, m, d, k) -> (k, h, d)>, affine_map<(h, m, d, k) -> (h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %wq : tensor<16x2048xi8>, tensor<2048x32x64xi8>) outs(%fq : tensor<32x16x64xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %1 = arith.extsi %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %acc, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<32x16x64xi32>
  %ek = tensor.empty() : tensor<4x16x64xi32>
  %fk = linalg.fill ins(%c0 : i32) outs(%ek : tensor<4x16x64xi32>) -> tensor<4x16x64xi32>
  %k = linalg.generic {indexing_maps = [affine_map<(h, m, d, k) -> (m, k)>, affine_map<(h, m, d, k) -> (k, h, d)>, affine_map<(h, m, d, k) -> (h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %wk : tensor<16x2048xi8>, tensor<2048x4x64xi8>) outs(%fk : tensor<4x16x64xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %1 = arith.extsi %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %acc, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<4x16x64xi32>
  %ev = tensor.empty() : tensor<4x16x64xi32>
  %fv = linalg.fill ins(%c0 : i32) outs(%ev : tensor<4x16x64xi32>) -> tensor<4x16x64xi32>
  %v = linalg.generic {indexing_maps = [affine_map<(h, m, d, k) -> (m, k)>, affine_map<(h, m, d, k) -> (k, h, d)>, affine_map<(h, m, d, k) -> (h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %wv : tensor<16x2048xi8>, tensor<2048x4x64xi8>) outs(%fv : tensor<4x16x64xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %1 = arith.extsi %a : i8 to i32
    %2 = arith.extsi %b : i8 to i32
    %3 = arith.muli %1, %2 : i32
    %4 = arith.addi %acc, %3 : i32
    linalg.yield %4 : i32
  } -> tensor<4x16x64xi32>
  %eo = tensor.empty() : tensor<16x2048xi32>
  %fo = linalg.fill ins(%c0 : i32) outs(%eo : tensor<16x2048xi32>) -> tensor<16x2048xi32>
  %o = linalg.matmul ins(%ao, %wo : tensor<16x2048xi8>, tensor<2048x2048xi8>) outs(%fo : tensor<16x2048xi32>) -> tensor<16x2048xi32>
  return %q, %k, %v, %o : tensor<32x16x64xi32>, tensor<4x16x64xi32>, tensor<4x16x64xi32>, tensor<16x2048xi32>
}
