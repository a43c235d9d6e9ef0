// BAD: exit=0 modes=graph,dot,print-after
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %s = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %q = "iree_linalg_ext.attention"(%arg0, %arg0, %arg0, %s, %e) <{indexing_maps = 7 : i64}> : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, f32, tensor<4x6xf32>) -> tensor<4x6xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
