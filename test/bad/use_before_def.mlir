// BAD: exit=1 error="operand 0 of 'util.optimization_barrier' is a tensor npucc cannot trac" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "util.optimization_barrier"(%q) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %q = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
