// BAD: exit=1 error="malformed dialect_resources section: '{-#' without '#-}'" at=8:1
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000000
