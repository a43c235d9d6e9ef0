// Two states that trade values every call (IREE's default printed form):
// @a takes @b's old value and @b takes @a's, so each store's value is state
// the other store rewrites. Outputs read the old values.
module @swap {
  util.global private mutable @a = dense<[[1, -2, 3, -4, 5], [6, -7, 8, -9, 10], [11, -12, 13, -14, 15]]> : tensor<3x5xi32>
  util.global private mutable @b = dense<[[100, 200, -300, 400, 500], [-600, 700, 800, -900, 1000], [1100, 1200, -1300, 1400, 1500]]> : tensor<3x5xi32>
  util.func public @step(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %a = util.global.load @a : tensor<3x5xi32>
    %b = util.global.load @b : tensor<3x5xi32>
    %x = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<3x5xi32>
    %e = tensor.empty() : tensor<3x5xi32>
    %ax = linalg.add ins(%a, %x : tensor<3x5xi32>, tensor<3x5xi32>) outs(%e : tensor<3x5xi32>) -> tensor<3x5xi32>
    util.global.store %b, @a : tensor<3x5xi32>
    util.global.store %a, @b : tensor<3x5xi32>
    %o0 = hal.tensor.export %ax "output0" : tensor<3x5xi32> -> !hal.buffer_view
    %o1 = hal.tensor.export %b "output1" : tensor<3x5xi32> -> !hal.buffer_view
    util.return %o0, %o1 : !hal.buffer_view, !hal.buffer_view
  }
}
