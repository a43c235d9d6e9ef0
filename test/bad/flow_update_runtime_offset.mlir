// BAD: exit=1 error="flow.tensor.update with offset 1 is computed at run time" at=11:10
module @m {
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: i32) -> !hal.buffer_view attributes {iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %i = arith.index_cast %arg2 : i32 to index
    %x = hal.tensor.import %arg0 "x" : !hal.buffer_view -> tensor<7x9xf32>
    %y = hal.tensor.import %arg1 "y" : !hal.buffer_view -> tensor<5x6xf32>
    %s = flow.tensor.slice %x[%c1, %c1 for %c3, %c4] : tensor<7x9xf32> -> tensor<3x4xf32>
    %u = flow.tensor.update %s, %y[%c1, %i] : tensor<3x4xf32> -> %y as tensor<5x6xf32>
    %o = hal.tensor.export %u "out" : tensor<5x6xf32> -> !hal.buffer_view
    util.return %o : !hal.buffer_view
  }
}
