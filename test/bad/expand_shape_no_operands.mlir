// BAD: exit=1 error="'tensor.expand_shape' op expected 1 or more operands, but found 0" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "tensor.expand_shape"() <{reassociation = [[0], [1]], static_output_shape = array<i64: 4, 6>}> : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
