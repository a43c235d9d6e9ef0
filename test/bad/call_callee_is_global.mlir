// BAD: exit=1 error="call to @w, which has no body" at=6:10
"builtin.module"() ({
  "util.global"() <{sym_name = "w", sym_visibility = "private", type = tensor<4x6xf32>}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "util.call"(%arg0) <{callee = @w}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
