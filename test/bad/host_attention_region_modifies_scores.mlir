// BAD: exit=1 error="'iree_linalg_ext.attention' cannot run anywhere" at=7:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<5x8xf32>, tensor<7x8xf32>, tensor<7x6xf32>) -> tensor<5x6xf32>, sym_name = "main"}> ({
  ^bb0(%q: tensor<5x8xf32>, %k: tensor<7x8xf32>, %v: tensor<7x6xf32>):
    %s = "arith.constant"() <{value = 0.5 : f32}> : () -> f32
    %e = "tensor.empty"() : () -> tensor<5x6xf32>
    %o = "iree_linalg_ext.attention"(%q, %k, %v, %s, %e) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
    ^bb0(%x: f32):
      %y = "arith.mulf"(%x, %x) : (f32, f32) -> f32
      "iree_linalg_ext.yield"(%y) : (f32) -> ()
    }) : (tensor<5x8xf32>, tensor<7x8xf32>, tensor<7x6xf32>, f32, tensor<5x6xf32>) -> tensor<5x6xf32>
    "util.return"(%o) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
