// BAD: exit=1 error="result 0 of @main is not a tensor npucc can trace" at=3:3
"builtin.module"() ({
  "util.func"() <{function_type = (index) -> index, sym_name = "main"}> ({
  ^bb0(%arg0: index):
    "util.return"(%arg0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
