// BAD: exit=1 error="'tensor.pad' cannot run anywhere: neither" at=6:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<6x8xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>):
    %v = "tensor.extract"(%arg1) : (tensor<f32>) -> f32
    %p = "tensor.pad"(%arg0) <{static_low = array<i64: 1, 1>, static_high = array<i64: 1, 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> ({
    ^bb0(%i: index, %j: index):
      "tensor.yield"(%v) : (f32) -> ()
    }) : (tensor<4x6xf32>) -> tensor<6x8xf32>
    "util.return"(%p) : (tensor<6x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
