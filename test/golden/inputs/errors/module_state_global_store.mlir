// A store into a global that is not declared mutable (IREE's default printed
// form): IREE's verifier would reject it, and so does npucc, at the store.
module @module {
  util.global private @acc = dense<0.000000e+00> : tensor<4x8xf32>
  util.func public @step(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %acc = util.global.load @acc : tensor<4x8xf32>
    %0 = hal.tensor.import %arg0 "x" : !hal.buffer_view -> tensor<4x8xf32>
    %1 = tensor.empty() : tensor<4x8xf32>
    %2 = linalg.add ins(%acc, %0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    util.global.store %2, @acc : tensor<4x8xf32>
    %3 = hal.tensor.export %2 "sum" : tensor<4x8xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}
