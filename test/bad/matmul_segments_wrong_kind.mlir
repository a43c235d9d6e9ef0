// BAD: exit=1 error="invalid properties {operandSegmentSizes = array<i64: 2, 1>} for op lin" at=8:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %z = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    %e = "tensor.empty"() : () -> tensor<4x5xf32>
    %w = "tensor.empty"() : () -> tensor<6x5xf32>
    %m = "linalg.matmul"(%arg0, %w, %e) <{operandSegmentSizes = array<i64: 2, 1>}> ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = "arith.mulf"(%a, %b) : (f32, f32) -> f32
      %s = "arith.addf"(%c, %m) : (f32, f32) -> f32
      "linalg.yield"(%s) : (f32) -> ()
    }) : (tensor<4x6xf32>, tensor<6x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
