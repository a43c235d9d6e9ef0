// BAD: exit=1 error="the value of arith.constant has 70368744177664 elements; npucc's limit for a constant is" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x8388608xf32>) -> tensor<4x8388608xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x8388608xf32>):
    %w = "arith.constant"() <{value = dense<1.0> : tensor<8388608x8388608xf32>}> : () -> tensor<8388608x8388608xf32>
    %e = "tensor.empty"() : () -> tensor<4x8388608xf32>
    %m = "linalg.matmul"(%arg0, %w, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = "arith.mulf"(%a, %b) : (f32, f32) -> f32
      %s = "arith.addf"(%c, %m) : (f32, f32) -> f32
      "linalg.yield"(%s) : (f32) -> ()
    }) : (tensor<4x8388608xf32>, tensor<8388608x8388608xf32>, tensor<4x8388608xf32>) -> tensor<4x8388608xf32>
    "util.return"(%m) : (tensor<4x8388608xf32>) -> ()
  }) : () -> ()
}) : () -> ()
