// flow.tensor.slice and flow.tensor.update, every op in the generic form: data
// movement, the extract and insert slices they are.
"builtin.module"() <{sym_name = "m"}> ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %x = "hal.tensor.import"(%arg0) <{name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<7x9xf32>}> : (!hal.buffer_view) -> tensor<7x9xf32>
    %y = "hal.tensor.import"(%arg1) <{name = "y", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x6xf32>}> : (!hal.buffer_view) -> tensor<5x6xf32>
    %s = "flow.tensor.slice"(%x, %c1, %c2, %c3, %c4) <{operandSegmentSizes = array<i32: 1, 0, 2, 2, 0>}> : (tensor<7x9xf32>, index, index, index, index) -> tensor<3x4xf32>
    %u = "flow.tensor.update"(%y, %c2, %c1, %s) <{operandSegmentSizes = array<i32: 1, 0, 2, 1, 0>, tied_operands = [0 : index]}> : (tensor<5x6xf32>, index, index, tensor<3x4xf32>) -> tensor<5x6xf32>
    %o = "hal.tensor.export"(%u) <{name = "out", source_encoding = tensor<5x6xf32>}> : (tensor<5x6xf32>) -> !hal.buffer_view
    "util.return"(%o) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()
