// A TinyLlama-like int8 block (written for npucc's tests, shaped like a
// quantized decoder layer's slice): RMSNorm in f32, activations quantized to
// i8, q/k/v projections i8 x i8 -> i32 (sign-extended generics) with their
// weights as i8 globals, dequantized to f32; scores Q.K^T, an f32 softmax and
// P.V in f32. The counters of npucc --stats on it are pinned in test_stats.py.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#nk = affine_map<(d0, d1, d2) -> (d1, d2)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  util.global private @wq = dense<3> : tensor<64x64xi8>
  util.global private @wk = dense<-2> : tensor<64x64xi8>
  util.global private @wv = dense<1> : tensor<64x64xi8>
  func.func @block(%x: tensor<16x64xf32>, %gamma: tensor<64xf32>) -> tensor<16x64xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : i32
    %n = arith.constant 6.400000e+01 : f32
    %eps = arith.constant 9.99999974E-6 : f32
    %qs = arith.constant 3.150000e+01 : f32
    %lo = arith.constant -1.280000e+02 : f32
    %hi = arith.constant 1.270000e+02 : f32
    %dqs = arith.constant 1.536000e-04 : f32
    %wq = util.global.load @wq : tensor<64x64xi8>
    %wk = util.global.load @wk : tensor<64x64xi8>
    %wv = util.global.load @wv : tensor<64x64xi8>
    %e1 = tensor.empty() : tensor<16xf32>
    %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
    %ss = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x64xf32>) outs(%a1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    } -> tensor<16xf32>
    %eq = tensor.empty() : tensor<16x64xi8>
    %xq = linalg.generic {indexing_maps = [#id2, #row, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %ss, %gamma : tensor<16x64xf32>, tensor<16xf32>, tensor<64xf32>) outs(%eq : tensor<16x64xi8>) {
    ^bb0(%in: f32, %s: f32, %g: f32, %out: i8):
      %0 = arith.divf %s, %n : f32
      %1 = arith.addf %0, %eps : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %g : f32
      %5 = arith.mulf %4, %qs : f32
      %6 = math.roundeven %5 : f32
      %7 = arith.maximumf %6, %lo : f32
      %8 = arith.minimumf %7, %hi : f32
      %9 = arith.fptosi %8 : f32 to i8
      linalg.yield %9 : i8
    } -> tensor<16x64xi8>
    %ei = tensor.empty() : tensor<16x64xi32>
    %zi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<16x64xi32>) -> tensor<16x64xi32>
    %ef = tensor.empty() : tensor<16x64xf32>
    %qi = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xq, %wq : tensor<16x64xi8>, tensor<64x64xi8>) outs(%zi : tensor<16x64xi32>) {
    ^bb0(%a: i8, %b: i8, %acc: i32):
      %0 = arith.extsi %a : i8 to i32
      %1 = arith.extsi %b : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %acc, %2 : i32
      linalg.yield %3 : i32
    } -> tensor<16x64xi32>
    %q = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qi : tensor<16x64xi32>) outs(%ef : tensor<16x64xf32>) {
    ^bb0(%in: i32, %out: f32):
      %0 = arith.sitofp %in : i32 to f32
      %1 = arith.mulf %0, %dqs : f32
      linalg.yield %1 : f32
    } -> tensor<16x64xf32>
    %ki = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xq, %wk : tensor<16x64xi8>, tensor<64x64xi8>) outs(%zi : tensor<16x64xi32>) {
    ^bb0(%a: i8, %b: i8, %acc: i32):
      %0 = arith.extsi %a : i8 to i32
      %1 = arith.extsi %b : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %acc, %2 : i32
      linalg.yield %3 : i32
    } -> tensor<16x64xi32>
    %k = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%ki : tensor<16x64xi32>) outs(%ef : tensor<16x64xf32>) {
    ^bb0(%in: i32, %out: f32):
      %0 = arith.sitofp %in : i32 to f32
      %1 = arith.mulf %0, %dqs : f32
      linalg.yield %1 : f32
    } -> tensor<16x64xf32>
    %vi = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xq, %wv : tensor<16x64xi8>, tensor<64x64xi8>) outs(%zi : tensor<16x64xi32>) {
    ^bb0(%a: i8, %b: i8, %acc: i32):
      %0 = arith.extsi %a : i8 to i32
      %1 = arith.extsi %b : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %acc, %2 : i32
      linalg.yield %3 : i32
    } -> tensor<16x64xi32>
    %v = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%vi : tensor<16x64xi32>) outs(%ef : tensor<16x64xf32>) {
    ^bb0(%in: i32, %out: f32):
      %0 = arith.sitofp %in : i32 to f32
      %1 = arith.mulf %0, %dqs : f32
      linalg.yield %1 : f32
    } -> tensor<16x64xf32>
    %es = tensor.empty() : tensor<16x16xf32>
    %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<16x16xf32>) -> tensor<16x16xf32>
    %s = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x64xf32>, tensor<16x64xf32>) outs(%zs : tensor<16x16xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %0 = arith.mulf %a, %b : f32
      %1 = arith.addf %acc, %0 : f32
      linalg.yield %1 : f32
    } -> tensor<16x16xf32>
    %p = linalg.softmax dimension(1) ins(%s : tensor<16x16xf32>) outs(%es : tensor<16x16xf32>) -> tensor<16x16xf32>
    %zo = linalg.fill ins(%zero : f32) outs(%ef : tensor<16x64xf32>) -> tensor<16x64xf32>
    %o = linalg.matmul ins(%p, %v : tensor<16x16xf32>, tensor<16x64xf32>) outs(%zo : tensor<16x64xf32>) -> tensor<16x64xf32>
    return %o : tensor<16x64xf32>
  }
}
