#executable_target = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>
#device_target_local = #hal.device.target<"local", [#executable_target]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  flow.executable private @main_dispatch_0_pack_i8 {
    flow.executable.export public @main_dispatch_0_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_i8(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xi8>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x23x16x2xi8>>) {
        %c0_i8 = arith.constant 0 : i8
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [37, 45], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xi8>> -> tensor<37x45xi8>
        %1 = tensor.empty() : tensor<3x23x16x2xi8>
        %pack = linalg.pack %0 padding_value(%c0_i8 : i8) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 2] into %1 : tensor<37x45xi8> -> tensor<3x23x16x2xi8>
        iree_tensor_ext.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [3, 23, 16, 2], strides = [1, 1, 1, 1] : tensor<3x23x16x2xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x23x16x2xi8>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1_pack_i8 {
    flow.executable.export public @main_dispatch_1_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_i8(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xi8>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x23x16x2xi8>>) {
        %c0_i8 = arith.constant 0 : i8
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [45, 29], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xi8>> -> tensor<45x29xi8>
        %1 = tensor.empty() : tensor<2x23x16x2xi8>
        %pack = linalg.pack %0 padding_value(%c0_i8 : i8) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 2] into %1 : tensor<45x29xi8> -> tensor<2x23x16x2xi8>
        iree_tensor_ext.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 23, 16, 2], strides = [1, 1, 1, 1] : tensor<2x23x16x2xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x23x16x2xi8>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2_mmt4d_3x2x23x16x16x2_i8xi8xi32 {
    flow.executable.export public @main_dispatch_2_mmt4d_3x2x23x16x16x2_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_3x2x23x16x16x2_i8xi8xi32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x23x16x2xi8>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x23x16x2xi8>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x16x16xi32>>) {
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [3, 23, 16, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x23x16x2xi8>> -> tensor<3x23x16x2xi8>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 23, 16, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x23x16x2xi8>> -> tensor<2x23x16x2xi8>
        %2 = tensor.empty() : tensor<3x2x16x16xi32>
        %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<3x2x16x16xi32>) -> tensor<3x2x16x16xi32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<3x23x16x2xi8>, tensor<2x23x16x2xi8>) outs(%3 : tensor<3x2x16x16xi32>) -> tensor<3x2x16x16xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [3, 2, 16, 16], strides = [1, 1, 1, 1] : tensor<3x2x16x16xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x16x16xi32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3_unpack_i32 {
    flow.executable.export public @main_dispatch_3_unpack_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_unpack_i32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x16xi32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xi32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [3, 2, 16, 16], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x16xi32>> -> tensor<3x2x16x16xi32>
        %1 = tensor.empty() : tensor<37x29xi32>
        %unpack = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 16] into %1 : tensor<3x2x16x16xi32> -> tensor<37x29xi32>
        iree_tensor_ext.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0], sizes = [37, 29], strides = [1, 1] : tensor<37x29xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = hal.tensor.import %arg0 "lhs" : !hal.buffer_view -> tensor<37x45xi8>
    %1 = hal.tensor.import %arg1 "rhs" : !hal.buffer_view -> tensor<45x29xi8>
    %2 = flow.dispatch @main_dispatch_0_pack_i8::@main_dispatch_0_pack_i8(%0) : (tensor<37x45xi8>) -> tensor<3x23x16x2xi8>
    %3 = flow.dispatch @main_dispatch_1_pack_i8::@main_dispatch_1_pack_i8(%1) : (tensor<45x29xi8>) -> tensor<2x23x16x2xi8>
    %4 = flow.dispatch @main_dispatch_2_mmt4d_3x2x23x16x16x2_i8xi8xi32::@main_dispatch_2_mmt4d_3x2x23x16x16x2_i8xi8xi32(%2, %3) : (tensor<3x23x16x2xi8>, tensor<2x23x16x2xi8>) -> tensor<3x2x16x16xi32>
    %5 = flow.dispatch @main_dispatch_3_unpack_i32::@main_dispatch_3_unpack_i32(%4) : (tensor<3x2x16x16xi32>) -> tensor<37x29xi32>
    %6 = hal.tensor.export %5 "out" : tensor<37x29xi32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
