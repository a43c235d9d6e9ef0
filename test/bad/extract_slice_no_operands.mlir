// BAD: exit=1 error="'tensor.extract_slice' op expected 1 or more operands, but found 0" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "tensor.extract_slice"() <{static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
