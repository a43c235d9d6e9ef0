// BAD: exit=1 error="reassociation" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %c = "flow.tensor.reshape"(%arg0) <{reassociation = [["a"], 1]}> : (tensor<4x6xf32>) -> tensor<24xf32>
    %r = "tensor.empty"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
