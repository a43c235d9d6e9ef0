#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#executable_target = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.global private @device_b = #device_target_local_1_
  flow.executable private @main_dispatch_0_matmul_40x56x72_f32 {
    flow.executable.export public @main_dispatch_0_matmul_40x56x72_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_40x56x72_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x72xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<72x56xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<1.500000e+00> : tensor<56xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [40, 72], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x72xf32>> -> tensor<40x72xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [72, 56], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<72x56xf32>> -> tensor<72x56xf32>
        %2 = tensor.empty() : tensor<40x56xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<40x56xf32>) -> tensor<40x56xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<40x72xf32>, tensor<72x56xf32>) outs(%3 : tensor<40x56xf32>) -> tensor<40x56xf32>
        %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<40x56xf32>, tensor<56xf32>) outs(%2 : tensor<40x56xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          linalg.yield %6 : f32
        } -> tensor<40x56xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [40, 56], strides = [1, 1] : tensor<40x56xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1_pad {
    flow.executable.export public @main_dispatch_1_pad workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pad(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x56xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<48x64xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [40, 56], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<40x56xf32>> -> tensor<40x56xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [3, 5], sizes = [40, 56], strides = [1, 1] : tensor<40x56xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<48x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2_softmax_48x64_f32 {
    flow.executable.export public @main_dispatch_2_softmax_48x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_softmax_48x64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48x64xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [48, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>> -> tensor<48x64xf32>
        %1 = tensor.empty() : tensor<48x64xf32>
        %2 = linalg.softmax dimension(1) ins(%0 : tensor<48x64xf32>) outs(%1 : tensor<48x64xf32>) -> tensor<48x64xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [48, 64], strides = [1, 1] : tensor<48x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<48x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3_slice_scale {
    flow.executable.export public @main_dispatch_3_slice_scale workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_slice_scale(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>) {
        %cst = arith.constant 3.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [3, 5], sizes = [40, 56], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x64xf32>> -> tensor<40x56xf32>
        %1 = tensor.empty() : tensor<40x56xf32>
        %2 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<40x56xf32>) outs(%1 : tensor<40x56xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %cst : f32
          linalg.yield %3 : f32
        } -> tensor<40x56xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [40, 56], strides = [1, 1] : tensor<40x56xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x56xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %argw: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant -1.000000e+04 : f32
    %__hoisted_w = hal.tensor.import on(#hal.device.affinity<@device_a>) wait(%arg1) => %argw "weight" : !hal.buffer_view -> tensor<72x56xf32>
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) wait(%arg1) => %arg0 "input0" : !hal.buffer_view -> tensor<40x72xf32>
    %1 = flow.tensor.transfer %0 : tensor<40x72xf32> to #hal.device.promise<@device_a>
    %2 = flow.dispatch @main_dispatch_0_matmul_40x56x72_f32::@main_dispatch_0_matmul_40x56x72_f32(%1, %__hoisted_w) : (tensor<40x72xf32>, tensor<72x56xf32>) -> tensor<40x56xf32>
    %3 = flow.tensor.splat %cst : tensor<48x64xf32>
    %4 = flow.dispatch @main_dispatch_1_pad::@main_dispatch_1_pad(%2, %3) : (tensor<40x56xf32>, tensor<48x64xf32>) -> %3
    %5 = flow.tensor.transfer %4 : tensor<48x64xf32> to #hal.device.affinity<@device_b>
    %6 = flow.dispatch @main_dispatch_2_softmax_48x64_f32::@main_dispatch_2_softmax_48x64_f32(%5) : (tensor<48x64xf32>) -> tensor<48x64xf32>
    %7 = flow.dispatch @main_dispatch_3_slice_scale::@main_dispatch_3_slice_scale(%6) : (tensor<48x64xf32>) -> tensor<40x56xf32>
    %8 = flow.tensor.reshape %7 : tensor<40x56xf32> -> tensor<2240xf32>
    %9:2 = hal.tensor.barrier join(%8, %6 : tensor<2240xf32>, tensor<48x64xf32>) => %arg2 : !hal.fence
    %10 = hal.tensor.export on(#hal.device.affinity<@device_a>) %9#0 "output0" : tensor<2240xf32> -> !hal.buffer_view
    %11 = hal.tensor.export on(#hal.device.affinity<@device_a>) %9#1 "output1" : tensor<48x64xf32> -> !hal.buffer_view
    util.return %10, %11 : !hal.buffer_view, !hal.buffer_view
  }
}
