#executable_target_embedded_elf_riscv_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v", native_vector_size = 16 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_riscv_64_]> : !hal.device
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense<1.250000e-01> : tensor<8x20xf32>, sym_name = "__auto.proj.weight", sym_visibility = "private", type = tensor<8x20xf32>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.953125E-3 : f32
    %cst_1 = arith.constant dense<-5.000000e-02> : tensor<8x4x3x3xf32>
    %cst_2 = arith.constant dense<[1.0e-02, -2.0e-02, 3.0e-02, -4.0e-02, 5.0e-02, -6.0e-02, 7.0e-02, -8.0e-02, 9.0e-02, -1.0e-01, 1.1e-01, -1.2e-01, 1.3e-01, -1.4e-01, 1.5e-01, -1.6e-01, 1.7e-01, -1.8e-01, 1.9e-01, -2.0e-01]> : tensor<20xf32>
    %0 = "hal.tensor.import"(%arg0) <{name = "image_nchw", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<1x4x18x18xf32>}> : (!hal.buffer_view) -> tensor<1x4x18x18xf32>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<1x4x18x18xf32>) -> tensor<1x4x18x18xf32>
    %2 = "util.global.load"() <{global = @__auto.proj.weight, is_immutable}> : () -> tensor<8x20xf32>
    %3 = tensor.empty() : tensor<1x8x16x16xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%1, %cst_1 : tensor<1x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%4 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %padded = tensor.pad %5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %collapsed = tensor.collapse_shape %padded [[0, 1], [2, 3]] : tensor<1x8x18x18xf32> into tensor<8x324xf32>
    %6 = tensor.empty() : tensor<8x324xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x324xf32>) outs(%6 : tensor<8x324xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %16 : index to i64
      %18 = arith.sitofp %17 : i64 to f32
      %19 = arith.mulf %18, %cst_0 : f32
      %20 = arith.addf %in, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<8x324xf32>
    %8 = tensor.empty() : tensor<324x8xf32>
    %transposed = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x324xf32>) outs(%8 : tensor<324x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<324x8xf32>
    %9 = tensor.empty() : tensor<324x20xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<324x20xf32>) -> tensor<324x20xf32>
    %11 = linalg.matmul ins(%transposed, %2 : tensor<324x8xf32>, tensor<8x20xf32>) outs(%10 : tensor<324x20xf32>) -> tensor<324x20xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2 : tensor<324x20xf32>, tensor<20xf32>) outs(%9 : tensor<324x20xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.addf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<324x20xf32>
    %extracted_slice = tensor.extract_slice %12[2, 0] [100, 20] [3, 1] : tensor<324x20xf32> to tensor<100x20xf32>
    %13 = "iree_tensor_ext.compute_barrier.end"(%12) : (tensor<324x20xf32>) -> tensor<324x20xf32>
    %14 = "iree_tensor_ext.compute_barrier.end"(%extracted_slice) : (tensor<100x20xf32>) -> tensor<100x20xf32>
    %15 = "hal.tensor.export"(%13) <{name = "features", source_encoding = tensor<324x20xf32>}> : (tensor<324x20xf32>) -> !hal.buffer_view
    %16 = "hal.tensor.export"(%14) <{name = "strided_rows", source_encoding = tensor<100x20xf32>}> : (tensor<100x20xf32>) -> !hal.buffer_view
    "util.return"(%15, %16) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%image_nchw: tensor<1x4x18x18xf32>) -> (%features: tensor<324x20xf32>, %strided_rows: tensor<100x20xf32>)"}} : () -> ()
}
