// BAD: exit=1 error="result 0 of 'util.optimization_barrier' is tensor<64x0xf32> but its operand is tensor<4x6xf32>" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %q = "util.optimization_barrier"(%arg0) : (tensor<4x6xf32>) -> tensor<64x0xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
