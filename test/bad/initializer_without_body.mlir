// BAD: exit=1 error="util.initializer has no body" at=5:3
// An initializer whose region is empty: nothing to run, and no block to read.
"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "g", type = tensor<4xf32>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    "util.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
