// BAD: exit=1 error="util.global.load of unknown global @nope" at=1:1
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %w = "util.global.load"() <{global = @nope}> : () -> tensor<4x6xf32> loc(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite(callsite("loc_callsite_deep.mlir":1:1 at "b":2:2) at "c":3:3) at "d":4:4) at "e":5:5) at "f":6:6) at "g":7:7) at "h":8:8) at "i":9:9) at "j":10:10) at "k":11:11))
    "util.return"(%w) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
