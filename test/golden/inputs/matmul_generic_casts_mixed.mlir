#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense<7> : tensor<40x48xi8>, sym_name = "__hoisted_tensor_40x48xi8", sym_visibility = "private", type = tensor<40x48xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view):
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant dense<[1.250000e-01, -2.500000e-01, 3.750000e-01, -5.000000e-01, 6.250000e-01, -7.500000e-01, 8.750000e-01, -1.000000e+00, 1.125000e+00, -1.250000e+00, 1.375000e+00, -1.500000e+00, 1.625000e+00, -1.750000e+00, 1.875000e+00, -2.000000e+00, 2.125000e+00, -2.250000e+00, 2.375000e+00, -2.500000e+00, 2.625000e+00, -2.750000e+00, 2.875000e+00, -3.000000e+00, 3.125000e+00, -3.250000e+00, 3.375000e+00, -3.500000e+00, 3.625000e+00, -3.750000e+00, 3.875000e+00, -4.000000e+00, 4.125000e+00, -4.250000e+00, 4.375000e+00, -4.500000e+00, 4.625000e+00, -4.750000e+00, 4.875000e+00, -5.000000e+00, 5.125000e+00, -5.250000e+00, 5.375000e+00, -5.500000e+00, 5.625000e+00, -5.750000e+00, 5.875000e+00, -6.000000e+00, 6.125000e+00, -6.250000e+00, 6.375000e+00, -6.500000e+00, 6.625000e+00, -6.750000e+00, 6.875000e+00, -7.000000e+00, 7.125000e+00, -7.250000e+00, 7.375000e+00, -7.500000e+00, 7.625000e+00, -7.750000e+00, 7.875000e+00, -8.000000e+00, 8.125000e+00, -8.250000e+00, 8.375000e+00, -8.500000e+00, 8.625000e+00, -8.750000e+00, 8.875000e+00, -9.000000e+00, 9.125000e+00, -9.250000e+00, 9.375000e+00, -9.500000e+00, 9.625000e+00, -9.750000e+00, 9.875000e+00, -1.000000e+01]> : tensor<80xf32>
    %0 = "hal.tensor.import"(%arg0) <{name = "x_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<33x64xbf16>}> : (!hal.buffer_view) -> tensor<33x64xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<33x64xbf16>) -> tensor<33x64xbf16>
    %2 = "hal.tensor.import"(%arg1) <{name = "w_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<64x80xbf16>}> : (!hal.buffer_view) -> tensor<64x80xbf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<64x80xbf16>) -> tensor<64x80xbf16>
    %4 = "hal.tensor.import"(%arg2) <{name = "x_i8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<17x48xi8>}> : (!hal.buffer_view) -> tensor<17x48xi8>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<17x48xi8>) -> tensor<17x48xi8>
    %6 = "hal.tensor.import"(%arg3) <{name = "xt_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<52x26xf32>}> : (!hal.buffer_view) -> tensor<52x26xf32>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<52x26xf32>) -> tensor<52x26xf32>
    %8 = "hal.tensor.import"(%arg4) <{name = "w_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<52x44xf32>}> : (!hal.buffer_view) -> tensor<52x44xf32>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<52x44xf32>) -> tensor<52x44xf32>
    %10 = "hal.tensor.import"(%arg5) <{name = "x_u8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<17x48xi8>}> : (!hal.buffer_view) -> tensor<17x48xi8>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10) : (tensor<17x48xi8>) -> tensor<17x48xi8>
    %12 = "util.global.load"() <{global = @__hoisted_tensor_40x48xi8, is_immutable}> : () -> tensor<40x48xi8>
    %13 = tensor.empty() : tensor<33x80xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<33x80xf32>) -> tensor<33x80xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1, %3 : tensor<33x64xbf16>, tensor<64x80xbf16>) outs(%14 : tensor<33x80xf32>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: f32):
      %40 = arith.extf %in : bf16 to f32
      %41 = arith.extf %in_2 : bf16 to f32
      %42 = arith.mulf %40, %41 : f32
      %43 = arith.addf %out, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<33x80xf32>
    %16 = tensor.empty() : tensor<33x80xbf16>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_1 : tensor<33x80xf32>, tensor<80xf32>) outs(%16 : tensor<33x80xbf16>) {
    ^bb0(%in: f32, %in_2: f32, %out: bf16):
      %40 = arith.addf %in, %in_2 : f32
      %41 = arith.truncf %40 : f32 to bf16
      linalg.yield %41 : bf16
    } -> tensor<33x80xbf16>
    %18 = tensor.empty() : tensor<17x40xi32>
    %19 = linalg.fill ins(%c0_i32 : i32) outs(%18 : tensor<17x40xi32>) -> tensor<17x40xi32>
    %20 = linalg.generic {indexing_maps = [#map, #map3, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5, %12 : tensor<17x48xi8>, tensor<40x48xi8>) outs(%19 : tensor<17x40xi32>) {
    ^bb0(%in: i8, %in_2: i8, %out: i32):
      %40 = arith.extsi %in : i8 to i32
      %41 = arith.extsi %in_2 : i8 to i32
      %42 = arith.muli %40, %41 : i32
      %43 = arith.addi %out, %42 : i32
      linalg.yield %43 : i32
    } -> tensor<17x40xi32>
    %21 = tensor.empty() : tensor<26x44xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<26x44xf32>) -> tensor<26x44xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7, %9 : tensor<52x26xf32>, tensor<52x44xf32>) outs(%22 : tensor<26x44xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %40 = arith.mulf %in, %in_2 : f32
      %41 = arith.addf %out, %40 : f32
      linalg.yield %41 : f32
    } -> tensor<26x44xf32>
    %24 = tensor.empty() : tensor<33x80xbf16>
    %25 = linalg.fill ins(%cst_0 : bf16) outs(%24 : tensor<33x80xbf16>) -> tensor<33x80xbf16>
    %26 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1, %3 : tensor<33x64xbf16>, tensor<64x80xbf16>) outs(%25 : tensor<33x80xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %40 = arith.extf %in : bf16 to f32
      %41 = arith.extf %in_2 : bf16 to f32
      %42 = arith.extf %out : bf16 to f32
      %43 = arith.mulf %40, %41 : f32
      %44 = arith.addf %42, %43 : f32
      %45 = arith.truncf %44 : f32 to bf16
      linalg.yield %45 : bf16
    } -> tensor<33x80xbf16>
    %27 = linalg.generic {indexing_maps = [#map, #map3, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11, %12 : tensor<17x48xi8>, tensor<40x48xi8>) outs(%19 : tensor<17x40xi32>) {
    ^bb0(%in: i8, %in_2: i8, %out: i32):
      %40 = arith.extui %in : i8 to i32
      %41 = arith.extsi %in_2 : i8 to i32
      %42 = arith.muli %40, %41 : i32
      %43 = arith.addi %out, %42 : i32
      linalg.yield %43 : i32
    } -> tensor<17x40xi32>
    %28 = "iree_tensor_ext.compute_barrier.end"(%17) : (tensor<33x80xbf16>) -> tensor<33x80xbf16>
    %29 = "iree_tensor_ext.compute_barrier.end"(%20) : (tensor<17x40xi32>) -> tensor<17x40xi32>
    %30 = "iree_tensor_ext.compute_barrier.end"(%23) : (tensor<26x44xf32>) -> tensor<26x44xf32>
    %31 = "iree_tensor_ext.compute_barrier.end"(%26) : (tensor<33x80xbf16>) -> tensor<33x80xbf16>
    %32 = "iree_tensor_ext.compute_barrier.end"(%27) : (tensor<17x40xi32>) -> tensor<17x40xi32>
    %33 = "hal.tensor.export"(%28) <{name = "nn_bf16_bias", source_encoding = tensor<33x80xbf16>}> : (tensor<33x80xbf16>) -> !hal.buffer_view
    %34 = "hal.tensor.export"(%29) <{name = "nt_i8", source_encoding = tensor<17x40xi32>}> : (tensor<17x40xi32>) -> !hal.buffer_view
    %35 = "hal.tensor.export"(%30) <{name = "tn_f32", source_encoding = tensor<26x44xf32>}> : (tensor<26x44xf32>) -> !hal.buffer_view
    %36 = "hal.tensor.export"(%31) <{name = "nn_bf16_acc", source_encoding = tensor<33x80xbf16>}> : (tensor<33x80xbf16>) -> !hal.buffer_view
    %37 = "hal.tensor.export"(%32) <{name = "nt_u8s8", source_encoding = tensor<17x40xi32>}> : (tensor<17x40xi32>) -> !hal.buffer_view
    "util.return"(%33, %34, %35, %36, %37) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%x_bf16: tensor<33x64xbf16>, %w_bf16: tensor<64x80xbf16>, %x_i8: tensor<17x48xi8>, %xt_f32: tensor<52x26xf32>, %w_f32: tensor<52x44xf32>, %x_u8: tensor<17x48xi8>) -> (%nn_bf16_bias: tensor<33x80xbf16>, %nt_i8: tensor<17x40xi32>, %tn_f32: tensor<26x44xf32>, %nn_bf16_acc: tensor<33x80xbf16>, %nt_u8s8: tensor<17x40xi32>)"}} : () -> ()
}
