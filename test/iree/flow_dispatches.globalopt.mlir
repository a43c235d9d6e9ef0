// flow_dispatches.pretty.mlir written as one global-optimization function:
// the same computation without dispatches (test_iree_flow evaluates both).
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<40x72xf32>, %w: tensor<72x56xf32>) -> (tensor<2240xf32>, tensor<48x64xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %bias = arith.constant dense<1.500000e+00> : tensor<56xf32>
  %e = tensor.empty() : tensor<40x56xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<40x56xf32>) -> tensor<40x56xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<40x72xf32>, tensor<72x56xf32>) outs(%f : tensor<40x56xf32>) -> tensor<40x56xf32>
  %b = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%mm, %bias : tensor<40x56xf32>, tensor<56xf32>) outs(%e : tensor<40x56xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<40x56xf32>
  %neg = arith.constant -1.000000e+04 : f32
  %p = tensor.pad %b low[3, 5] high[5, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %neg : f32
  } : tensor<40x56xf32> to tensor<48x64xf32>
  %e2 = tensor.empty() : tensor<48x64xf32>
  %sm = linalg.softmax dimension(1) ins(%p : tensor<48x64xf32>) outs(%e2 : tensor<48x64xf32>) -> tensor<48x64xf32>
  %sl = tensor.extract_slice %sm[3, 5] [40, 56] [1, 1] : tensor<48x64xf32> to tensor<40x56xf32>
  %three = arith.constant 3.000000e+00 : f32
  %sc = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%sl : tensor<40x56xf32>) outs(%e : tensor<40x56xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %three : f32
    linalg.yield %m : f32
  } -> tensor<40x56xf32>
  %r = tensor.collapse_shape %sc [[0, 1]] : tensor<40x56xf32> into tensor<2240xf32>
  return %r, %sm : tensor<2240xf32>, tensor<48x64xf32>
}
