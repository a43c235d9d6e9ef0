// BAD: exit=1 error="'tensor.concat' op concatenation dim must be less than the tensor rank" at=5:11
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r0 = "tensor.concat"(%arg0, %arg0) <{dim = 5 : i64}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
