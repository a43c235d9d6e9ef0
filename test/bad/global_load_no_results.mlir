// BAD: exit=1 error="'util.global.load' needs at least 1 result but has 0" at=6:5
"builtin.module"() ({
  "util.global"() <{sym_name = "w", sym_visibility = "private", type = tensor<4x6xf32>}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "util.global.load"() <{global = @w}> : () -> ()
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
