"builtin.module"() ({
  "func.func"() <{function_type = (tensor<24x40xf32>) -> tensor<24x5x8xf32>, sym_name = "split_heads"}> ({
  ^bb0(%arg0: tensor<24x40xf32>):
    %0 = "tensor.expand_shape"(%arg0) <{reassociation = [[0], [1, 2]]}> : (tensor<24x40xf32>) -> tensor<24x5x8xf32>
    "func.return"(%0) : (tensor<24x5x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
