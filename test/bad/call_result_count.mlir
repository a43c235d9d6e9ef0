// BAD: exit=1 error="call to @f returns 1 value but 2 are used" at=9:14
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4x6xf32>):
    "util.return"(%x) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r, %q = "util.call"(%arg0) <{callee = @f}> : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
