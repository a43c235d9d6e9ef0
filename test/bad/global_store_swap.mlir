// BAD: exit=1 error="in the same call that rewrites it" at=5:3 modes=opu,gemmini
"builtin.module"() ({
  "util.global"() <{initial_value = dense<1.0> : tensor<4x8xf32>, is_mutable, sym_name = "a", sym_visibility = "private", type = tensor<4x8xf32>}> : () -> ()
  "util.global"() <{initial_value = dense<2.0> : tensor<4x8xf32>, is_mutable, sym_name = "b", sym_visibility = "private", type = tensor<4x8xf32>}> : () -> ()
  "util.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %a = "util.global.load"() <{global = @a}> : () -> tensor<4x8xf32>
    %b = "util.global.load"() <{global = @b}> : () -> tensor<4x8xf32>
    "util.global.store"(%b) <{global = @a}> : (tensor<4x8xf32>) -> ()
    "util.global.store"(%a) <{global = @b}> : (tensor<4x8xf32>) -> ()
    "util.return"(%arg0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
