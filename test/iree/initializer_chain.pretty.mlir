// Two util.initializer bodies (IREE's default printed form), run in module
// order: the first stores @scale = a * 2.5; the second loads @scale (no
// initial value: only the first initializer gives it one) and stores
// @acc = scale + a. Each call: acc <- x * scale + acc, returned.
module @init {
  util.global private @scale : tensor<4x6xf32>
  util.global private mutable @acc : tensor<4x6xf32>
  util.initializer {
    %a = arith.constant dense<[[0.5, -1.25, 2.0, 0.75, -0.5, 1.5], [3.0, -2.0, 0.25, -0.75, 1.0, -1.5], [0.125, 2.5, -3.5, 1.75, -0.25, 0.5], [-1.0, 0.375, 1.25, -2.25, 2.75, -0.625]]> : tensor<4x6xf32>
    %b = arith.constant dense<2.500000e+00> : tensor<4x6xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %s = linalg.mul ins(%a, %b : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    util.global.store %s, @scale : tensor<4x6xf32>
    util.return
  }
  util.initializer {
    %a = arith.constant dense<[[0.5, -1.25, 2.0, 0.75, -0.5, 1.5], [3.0, -2.0, 0.25, -0.75, 1.0, -1.5], [0.125, 2.5, -3.5, 1.75, -0.25, 0.5], [-1.0, 0.375, 1.25, -2.25, 2.75, -0.625]]> : tensor<4x6xf32>
    %s = util.global.load @scale : tensor<4x6xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %z = linalg.add ins(%s, %a : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    util.global.store %z, @acc : tensor<4x6xf32>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %x = hal.tensor.import %arg0 "x" : !hal.buffer_view -> tensor<4x6xf32>
    %s = util.global.load @scale : tensor<4x6xf32>
    %acc = util.global.load @acc : tensor<4x6xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %y = linalg.mul ins(%x, %s : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    %n = linalg.add ins(%y, %acc : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
    util.global.store %n, @acc : tensor<4x6xf32>
    %o = hal.tensor.export %n "out" : tensor<4x6xf32> -> !hal.buffer_view
    util.return %o : !hal.buffer_view
  }
}
