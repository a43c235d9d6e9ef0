// BAD: exit=1 error="'util.optimization_barrier' needs at least 2 operands but has 1" at=5:14
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r, %q = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
