// BAD: exit=1 error="initial value of @w has element type i8 but the global holds f32" at=3:3
"builtin.module"() ({
  "util.global"() <{initial_value = dense_resource<blob> : tensor<4xi8>, type = tensor<1xf32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<1xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<1xf32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000001020304"
    }
  }
#-}
