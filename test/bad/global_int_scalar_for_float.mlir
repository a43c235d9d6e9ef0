// BAD: exit=1 error="initial value of @w is i32 but the global holds f32" at=3:3
"builtin.module"() ({
  "util.global"() <{initial_value = 3 : i32, type = tensor<f32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<f32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<f32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
