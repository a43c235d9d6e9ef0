// BAD: exit=1 error="util.global.load of unknown global @" at=5:10
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @""}> : () -> tensor<4x6xf32>
    "util.return"(%w) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
