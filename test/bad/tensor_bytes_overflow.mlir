// BAD: exit=1 error="tensor of 8.51e+37 bytes exceeds npucc's limit of 2^48 bytes" at=3:3
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4611686018427387904x4611686018427387904xf32>) -> tensor<4611686018427387904x4611686018427387904xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4611686018427387904x4611686018427387904xf32>):
    "util.return"(%arg0) : (tensor<4611686018427387904x4611686018427387904xf32>) -> ()
  }) : () -> ()
}) : () -> ()
