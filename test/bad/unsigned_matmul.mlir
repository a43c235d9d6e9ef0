// BAD: exit=0 modes=graph,dot,print-after
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xui8>) -> tensor<4x6xui8>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xui8>):
    "util.return"(%arg0) : (tensor<4x6xui8>) -> ()
  }) : () -> ()
}) : () -> ()
