// BAD: exit=1 error="'flow.tensor.reshape' from 24 elements to 30" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %c = "flow.tensor.reshape"(%arg0) : (tensor<4x6xf32>) -> tensor<5x6xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
