// BAD: exit=1 error="util.global.load of @w as tensor<6x4xf32> but the global is tensor<4x6xf32>" at=6:10
"builtin.module"() ({
  "util.global"() <{type = tensor<4x6xf32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6x4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<6x4xf32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
