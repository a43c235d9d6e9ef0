// BAD: exit=1 error="no entry point: the module has no public util.func/func.func with a body" at=2:1
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
