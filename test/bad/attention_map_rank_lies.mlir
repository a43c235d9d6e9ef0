// BAD: exit=1 error="indexing map 0 of 'iree_linalg_ext.attention' has 1 results for an operand of rank 2" at=7:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %s = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %r = "iree_linalg_ext.attention"(%arg0, %arg0, %arg0, %s, %e) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
    ^bb0(%x: f32):
      "iree_linalg_ext.yield"(%x) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, f32, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
