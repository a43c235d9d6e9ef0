// BAD: exit=1 error="tensor of rank 9 exceeds npucc's limit of 8" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %c = "flow.tensor.reshape"(%arg0) : (tensor<4x6xf32>) -> tensor<1x1x1x1x1x1x1x4x6xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
