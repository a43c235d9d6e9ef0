// BAD: exit=1 error="expected operation name in quotes" at=5:51
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    "util.return"(%arg0) : (tensor<4x6xf32>) -> ()
