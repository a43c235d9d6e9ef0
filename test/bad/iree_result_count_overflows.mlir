// BAD: exit=1 error="expected attribute name" at=5:83
// A result count too large for any op (%r:99999999999 = util.call): not read as an op start, and
// no integer overflow while reading the digits.
module {
  util.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %r:99999999999 = util.call @f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %r#0 : tensor<4xf32>
  }
}
