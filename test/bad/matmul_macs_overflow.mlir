// BAD: exit=1 error="iteration space of 'linalg.matmul' exceeds npucc's limit of 2^62 points" at=6:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<8388608x33554432xf8E4M3FN>, tensor<33554432x8388608xf8E4M3FN>) -> tensor<8388608x8388608xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8388608x33554432xf8E4M3FN>, %arg1: tensor<33554432x8388608xf8E4M3FN>):
    %e = "tensor.empty"() : () -> tensor<8388608x8388608xf32>
    %m = "linalg.matmul"(%arg0, %arg1, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%a: f8E4M3FN, %b: f8E4M3FN, %c: f32):
      %x = "arith.extf"(%a) : (f8E4M3FN) -> f32
      %y = "arith.extf"(%b) : (f8E4M3FN) -> f32
      %m = "arith.mulf"(%x, %y) : (f32, f32) -> f32
      %s = "arith.addf"(%c, %m) : (f32, f32) -> f32
      "linalg.yield"(%s) : (f32) -> ()
    }) : (tensor<8388608x33554432xf8E4M3FN>, tensor<33554432x8388608xf8E4M3FN>, tensor<8388608x8388608xf32>) -> tensor<8388608x8388608xf32>
    "util.return"(%m) : (tensor<8388608x8388608xf32>) -> ()
  }) : () -> ()
}) : () -> ()
