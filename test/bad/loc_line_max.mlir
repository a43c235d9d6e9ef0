// BAD: exit=1 error="util.global.load of unknown global @nope" at=4294967295:4294967295
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @nope}> : () -> tensor<4x6xf32> loc("loc_line_max.mlir":4294967295:4294967295)
    "util.return"(%w) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
