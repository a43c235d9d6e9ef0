// BAD: exit=1 error="util.global.store of @acc as tensor<4x6xf32> but the global is tensor<4x8xf32>" at=6:5
"builtin.module"() ({
  "util.global"() <{initial_value = dense<0.0> : tensor<4x8xf32>, is_mutable, sym_name = "acc", sym_visibility = "private", type = tensor<4x8xf32>}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "util.global.store"(%arg0) <{global = @acc}> : (tensor<4x6xf32>) -> ()
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
