// BAD: exit=1 error="type of return operand 0 ('tensor<4x6xf32>') doesn't match function re" at=5:5
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<6x4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "func.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
