// BAD: exit=1 error="'x.sink' cannot run anywhere: neither" at=5:5
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "x.sink"(%arg0) : (tensor<4x6xf32>) -> ()
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
