// BAD: exit=1 error="'tensor.pad' op expected 1 or more operands, but found 0" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "tensor.pad"() <{static_low = array<i64: 0, 0>, static_high = array<i64: 0, 0>}> ({
    ^bb0(%i: index, %j: index):
      %c = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      "tensor.yield"(%c) : (f32) -> ()
    }) : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
