#executable_target = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>
#device_target_local = #hal.device.target<"local", [#executable_target]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  flow.executable private @main_dispatch_0_pack_f32 {
    flow.executable.export public @main_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x45x8x1xf32>>) {
        %c0_f32 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [37, 45], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<37x45xf32>> -> tensor<37x45xf32>
        %1 = tensor.empty() : tensor<5x45x8x1xf32>
        %pack = linalg.pack %0 padding_value(%c0_f32 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<37x45xf32> -> tensor<5x45x8x1xf32>
        iree_tensor_ext.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [5, 45, 8, 1], strides = [1, 1, 1, 1] : tensor<5x45x8x1xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x45x8x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1_pack_f32 {
    flow.executable.export public @main_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x45x4x1xf32>>) {
        %c0_f32 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [45, 29], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<45x29xf32>> -> tensor<45x29xf32>
        %1 = tensor.empty() : tensor<8x45x4x1xf32>
        %pack = linalg.pack %0 padding_value(%c0_f32 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<45x29xf32> -> tensor<8x45x4x1xf32>
        iree_tensor_ext.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [8, 45, 4, 1], strides = [1, 1, 1, 1] : tensor<8x45x4x1xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x45x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32 {
    flow.executable.export public @main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x45x8x1xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x45x4x1xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x8x8x4xf32>>) {
        %c0_f32 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [5, 45, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x45x8x1xf32>> -> tensor<5x45x8x1xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 45, 4, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x45x4x1xf32>> -> tensor<8x45x4x1xf32>
        %2 = tensor.empty() : tensor<5x8x8x4xf32>
        %3 = linalg.fill ins(%c0_f32 : f32) outs(%2 : tensor<5x8x8x4xf32>) -> tensor<5x8x8x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<5x45x8x1xf32>, tensor<8x45x4x1xf32>) outs(%3 : tensor<5x8x8x4xf32>) -> tensor<5x8x8x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [5, 8, 8, 4], strides = [1, 1, 1, 1] : tensor<5x8x8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x8x8x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3_unpack_f32 {
    flow.executable.export public @main_dispatch_3_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_unpack_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8x8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [5, 8, 8, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8x8x4xf32>> -> tensor<5x8x8x4xf32>
        %1 = tensor.empty() : tensor<37x29xf32>
        %unpack = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %1 : tensor<5x8x8x4xf32> -> tensor<37x29xf32>
        iree_tensor_ext.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0], sizes = [37, 29], strides = [1, 1] : tensor<37x29xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<37x29xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = hal.tensor.import %arg0 "lhs" : !hal.buffer_view -> tensor<37x45xf32>
    %1 = hal.tensor.import %arg1 "rhs" : !hal.buffer_view -> tensor<45x29xf32>
    %2 = flow.dispatch @main_dispatch_0_pack_f32::@main_dispatch_0_pack_f32(%0) : (tensor<37x45xf32>) -> tensor<5x45x8x1xf32>
    %3 = flow.dispatch @main_dispatch_1_pack_f32::@main_dispatch_1_pack_f32(%1) : (tensor<45x29xf32>) -> tensor<8x45x4x1xf32>
    %4 = flow.dispatch @main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32::@main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32(%2, %3) : (tensor<5x45x8x1xf32>, tensor<8x45x4x1xf32>) -> tensor<5x8x8x4xf32>
    %5 = flow.dispatch @main_dispatch_3_unpack_f32::@main_dispatch_3_unpack_f32(%4) : (tensor<5x8x8x4xf32>) -> tensor<37x29xf32>
    %6 = hal.tensor.export %5 "out" : tensor<37x29xf32> -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
