// BAD: exit=1 error="calls nested deeper than 16" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4x6xf32>):
    %y = "util.call"(%x) <{callee = @f}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%y) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "util.call"(%arg0) <{callee = @f}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
