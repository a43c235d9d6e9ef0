// BAD: exit=1 error="more than 1048576 ops after inlining calls exceed npucc's limit" at=118:5 modes=graph
"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f0"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f1}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f1}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f1}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f1}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f1", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f2}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f2}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f2}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f2}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f2", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f3}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f3}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f3}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f3}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f3", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f4}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f4}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f4}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f4}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f4", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f5}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f5}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f5}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f5}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f5", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f6}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f6}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f6}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f6}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f6", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f7}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f7}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f7}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f7}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f7", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f8}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f8}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f8}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f8}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f8", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f9}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f9}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f9}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f9}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f9", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f10}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f10}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f10}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f10}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f10", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f11}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f11}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f11}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f11}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f11", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f12}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f12}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f12}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f12}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f12", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f13}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f13}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f13}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f13}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f13", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %c0 = "util.call"(%x) <{callee = @f14}> : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "util.call"(%c0) <{callee = @f14}> : (tensor<4xf32>) -> tensor<4xf32>
    %c2 = "util.call"(%c1) <{callee = @f14}> : (tensor<4xf32>) -> tensor<4xf32>
    %c3 = "util.call"(%c2) <{callee = @f14}> : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%c3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f14", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %y = "util.optimization_barrier"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%y) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
