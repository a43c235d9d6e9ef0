// BAD: exit=1 error="malformed IREE op: it reads on into the ops after it" at=5:10
module @m {
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %x = hal.tensor.import %arg0 "x" : !hal.buffer_view -> tensor<4x6xf32>
    %y = flow.tensor.reshape %x : tensor<4x6xf32> -> tensor<2x<12xf32>
    %o = hal.tensor.export %y "out" : tensor<2x12xf32> -> !hal.buffer_view
    util.return %o : !hal.buffer_view
  }
}
