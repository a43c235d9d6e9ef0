// BAD: exit=1 error="'hal.tensor.import' needs at least 1 result but has 0" at=5:5
"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    "hal.tensor.import"(%arg0) : (!hal.buffer_view) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
