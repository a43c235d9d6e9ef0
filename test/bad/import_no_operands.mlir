// BAD: exit=1 error="'hal.tensor.import' needs at least 1 operand but has 0" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %r = "hal.tensor.import"() : () -> tensor<4x6xf32>
    "util.return"(%r) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
