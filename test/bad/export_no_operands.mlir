// BAD: exit=1 error="'hal.tensor.export' needs at least 1 operand but has 0" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %r = "hal.tensor.export"() : () -> !hal.buffer_view
    "util.return"(%r) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()
