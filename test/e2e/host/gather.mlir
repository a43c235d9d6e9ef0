// test/e2e/host: gathers (tensor.extract in a body), every op a host task on --target=opu.
func.func @gather(%ids: tensor<5x3xi32>, %x: tensor<4x6x7xf32>) -> (tensor<5x3x7xf32>, tensor<9x7xf32>, tensor<2x3xf32>, tensor<4x3xf32>) {
  %vocab = arith.constant 11 : i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2.0 : f32
  %table = arith.constant dense<[[-0.481983, 0.370516, 0.368164, 0.698672, -0.628552, -0.538883, -0.705680], [-0.549674, 0.468047, -0.739574, 0.062630, -0.572185, -0.410686, -0.136839], [0.675313, 0.216804, -0.971135, -0.448326, -0.706579, 0.742569, 0.619479], [0.612094, 0.652731, 0.489500, 0.898647, 0.587541, -0.486584, 0.699878], [-0.026429, 0.510008, 0.128277, -0.140845, -0.271595, -0.140355, -0.372477], [-0.765280, 0.639287, 0.596517, 0.971362, 0.381845, 0.108453, 0.496823], [-0.730292, 0.353643, -0.113200, -0.646733, -0.594747, 0.045387, -0.493376], [-0.081082, 0.210998, -0.208485, -0.738438, -0.018286, -0.529106, -0.528643], [-0.611062, -0.267120, -0.853448, 0.302464, 0.907332, -0.220622, 0.437764], [0.865956, -0.913583, -0.716509, 0.612191, 0.676291, 0.278111, -0.680487], [-0.173018, 0.736483, 0.772385, 0.606344, -0.593883, 0.707308, -0.250488]]> : tensor<11x7xf32>
  %e1 = tensor.empty() : tensor<5x3x7xf32>
  %emb = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%ids : tensor<5x3xi32>) outs(%e1 : tensor<5x3x7xf32>) {
  ^bb0(%id: i32, %o: f32):
    %r = arith.remui %id, %vocab : i32
    %row = arith.index_cast %r : i32 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %table[%row, %k] : tensor<11x7xf32>
    linalg.yield %v : f32
  } -> tensor<5x3x7xf32>
  %e2 = tensor.empty() : tensor<9x7xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>], iterator_types = ["parallel", "parallel"]}
    outs(%e2 : tensor<9x7xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %a = arith.remui %i, %c4 : index
    %i2 = arith.muli %i, %c2 : index
    %i3 = arith.addi %i2, %c1 : index
    %b = arith.remui %i3, %c6 : index
    %c = arith.subi %c6, %k : index
    %v = tensor.extract %x[%a, %b, %c] : tensor<4x6x7xf32>
    %w = arith.mulf %v, %two : f32
    linalg.yield %w : f32
  } -> tensor<9x7xf32>
  %c0 = arith.constant 0 : index
  %s0 = tensor.extract %x[%c0, %c1, %c2] : tensor<4x6x7xf32>
  %s1 = tensor.extract %x[%c2, %c0, %c6] : tensor<4x6x7xf32>
  %fe = tensor.from_elements %s0, %two, %s1, %s1, %s0, %two : tensor<2x3xf32>
  %gen = tensor.generate {
  ^bb0(%i: index, %j: index):
    %a = arith.muli %i, %c2 : index
    %b = arith.addi %a, %j : index
    %v = tensor.extract %table[%b, %j] : tensor<11x7xf32>
    %w = arith.addf %v, %s0 : f32
    tensor.yield %w : f32
  } : tensor<4x3xf32>
  return %emb, %g, %fe, %gen : tensor<5x3x7xf32>, tensor<9x7xf32>, tensor<2x3xf32>, tensor<4x3xf32>
}
