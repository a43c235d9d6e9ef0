// BAD: exit=1 error="'iree_tensor_ext.bitcast' from 96 bytes to 256" at=5:11
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r0 = "iree_tensor_ext.bitcast"(%arg0) : (tensor<4x6xf32>) -> tensor<8x8xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
