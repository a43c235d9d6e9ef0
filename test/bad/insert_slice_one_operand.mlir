// BAD: exit=1 error="'tensor.insert_slice' op expected 2 or more operands, but found 1" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "tensor.insert_slice"(%arg0) <{static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
