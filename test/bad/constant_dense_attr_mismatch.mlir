// BAD: exit=1 error="'arith.constant' op failed to verify that all of {value, result} have same type" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "arith.constant"() <{value = dense<1.0> : tensor<4x6xf16>}> : () -> tensor<4x6xf32>
    "util.return"(%w) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
