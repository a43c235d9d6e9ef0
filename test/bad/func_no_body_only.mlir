// BAD: exit=1 error="'func.func' op symbol declaration cannot have public visibility" at=3:3
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  }) : () -> ()
}) : () -> ()
