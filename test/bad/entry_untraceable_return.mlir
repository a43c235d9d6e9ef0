// BAD: exit=1 error="'x.opaque' cannot run anywhere: neither" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %i = "x.opaque"() : () -> tensor<4x6xf32>
    %r = "util.optimization_barrier"(%i) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
