// BAD: exit=1 error="holds 8 bytes but its type needs 96" at=3:3
"builtin.module"() ({
  "util.global"() <{initial_value = dense_resource<blob> : tensor<4x6xf32>, type = tensor<4x6xf32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<4x6xf32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F0000803F"
    }
  }
#-}
