// BAD: exit=1 error="dispatch.tensor.store with dynamic offsets, sizes or strides into a binding nothing wrote before" at=14:9
"builtin.module"() ({
  "flow.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @copy, sym_name = "copy", sym_visibility = "public"}> ({
      %w:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%w#0, %w#1, %w#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> (), sym_name = "copy"}> ({
      ^bb0(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>):
        %x = "iree_tensor_ext.dispatch.tensor.load"(%in) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>) -> tensor<4x4xf32>
        %c = "arith.constant"() <{value = 2 : index}> : () -> index
        // columns from a run-time offset: the columns outside are never written
        "iree_tensor_ext.dispatch.tensor.store"(%x, %out, %c) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x8xf32>, sym_name = "main"}> ({
  ^bb0(%a: tensor<4x4xf32>):
    %r = "flow.dispatch"(%a) <{entry_points = [@ex::@copy], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
    "util.return"(%r) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
