// BAD: exit=1 error="invalid properties {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>," at=6:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %g = "linalg.generic"(%arg0, %e) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = 3 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%a: f32, %b: f32):
      "linalg.yield"(%a) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%g) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
