// BAD: exit=1 error="initial value of @w has 70368744177664 elements; npucc's limit for a constant is 2^32" at=3:3
"builtin.module"() ({
  "util.global"() <{initial_value = dense<1.0> : tensor<8388608x8388608xf32>, type = tensor<8388608x8388608xf32>, sym_name = "w", sym_visibility = "private"}> : () -> ()
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<8388608x8388608xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @w}> : () -> tensor<8388608x8388608xf32>
    %r = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r, %w) : (tensor<4x6xf32>, tensor<8388608x8388608xf32>) -> ()
  }) : () -> ()
}) : () -> ()
