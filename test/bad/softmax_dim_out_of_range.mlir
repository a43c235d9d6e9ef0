// BAD: exit=1 error="'linalg.softmax' op incorrect dimension specified" at=6:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %r = "linalg.softmax"(%arg0, %e) <{dimension = 7 : i64}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
