// input_transfer_elementwise.pretty.mlir with every elementwise arith/math op
// on tensors written as the linalg.generic it is (test_iree_flow compares).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @schedule(%input: tensor<24x40xf32>, %w: tensor<40x24xf32>) -> (tensor<24x24xf32>, tensor<24x40xf32>) {
  %c0 = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant dense<2.000000e+00> : tensor<24x40xf32>
  %empty = tensor.empty() : tensor<24x24xf32>
  %init = linalg.fill ins(%c0 : f32) outs(%empty : tensor<24x24xf32>) -> tensor<24x24xf32>
  %x1 = linalg.matmul ins(%input, %w : tensor<24x40xf32>, tensor<40x24xf32>) outs(%init : tensor<24x24xf32>) -> tensor<24x24xf32>
  %e = tensor.empty() : tensor<24x40xf32>
  %y1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%input, %c2 : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y1, %input : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  %y3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y2 : tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y3, %c2 : tensor<24x40xf32>, tensor<24x40xf32>) outs(%e : tensor<24x40xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  return %x1, %z : tensor<24x24xf32>, tensor<24x40xf32>
}
