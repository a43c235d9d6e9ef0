// BAD: exit=1 error="util.global.store into @n of a i32: npucc keeps tensor state only" at=7:5
"builtin.module"() ({
  "util.global"() <{initial_value = 0 : i32, is_mutable, sym_name = "n", sym_visibility = "private", type = i32}> : () -> ()
  "util.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %c = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "util.global.store"(%c) <{global = @n}> : (i32) -> ()
    "util.return"(%arg0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
