// BAD: exit=1 error="'hal.tensor.export' needs at least 1 result but has 0" at=5:5
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "hal.tensor.export"(%arg0) : (tensor<4x6xf32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
