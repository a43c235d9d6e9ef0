// BAD: exit=1 error="'linalg.yield' op expected number of yield values (2) to match the num" at=8:7
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %e = "tensor.empty"() : () -> tensor<4x6xf32>
    %g = "linalg.generic"(%arg0, %e) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%a: f32, %b: f32):
      "linalg.yield"(%a, %b) : (f32, f32) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "util.return"(%g) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
