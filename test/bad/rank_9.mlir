// BAD: exit=1 error="tensor of rank 9 exceeds npucc's limit of 8" at=3:3
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1x1x1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1x1x2xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x1x1x1x1x1x1x2xf32>):
    "util.return"(%arg0) : (tensor<1x1x1x1x1x1x1x1x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
