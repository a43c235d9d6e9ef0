"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "external_kernel", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x16xf32>}> : (!hal.buffer_view) -> tensor<4x16xf32>
    %1 = "util.call"(%0) <{callee = @external_kernel}> : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = "hal.tensor.export"(%1) <{name = "y", source_encoding = tensor<4x16xf32>}> : (tensor<4x16xf32>) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
