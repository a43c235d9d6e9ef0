// BAD: exit=1 error="call to @f passes 2 values for 1 parameters" at=9:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4x6xf32>):
    "util.return"(%x) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "util.call"(%arg0, %arg0) <{callee = @f}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
