// BAD: exit=0 modes=graph,dot,print-after
"builtin.module"() ({
  "util.global"() <{initial_value = dense_resource<nope> : tensor<4x6xf32>, type = tensor<4x6xf32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<4x6xf32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
