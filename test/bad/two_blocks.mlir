// BAD: exit=1 error="functions with more than one block" at=5:5
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
