// BAD: exit=1 error="'linalg.generic' op expected the number of tensor results (1) to be equal to the number" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "linalg.generic"() <{indexing_maps = [], iterator_types = [], operandSegmentSizes = array<i32: 0, 0>}> ({
    ^bb0:
      "linalg.yield"() : () -> ()
    }) : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
