#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view):
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.767767e-01 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %0 = "hal.tensor.import"(%arg0) <{name = "query", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x70x32xbf16>}> : (!hal.buffer_view) -> tensor<6x70x32xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<6x70x32xbf16>) -> tensor<6x70x32xbf16>
    %2 = "hal.tensor.import"(%arg1) <{name = "key_t", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x32x90xbf16>}> : (!hal.buffer_view) -> tensor<6x32x90xbf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<6x32x90xbf16>) -> tensor<6x32x90xbf16>
    %4 = "hal.tensor.import"(%arg2) <{name = "value", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x90x40xbf16>}> : (!hal.buffer_view) -> tensor<6x90x40xbf16>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<6x90x40xbf16>) -> tensor<6x90x40xbf16>
    %6 = "hal.tensor.import"(%arg3) <{name = "attn_bias", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<70x90xbf16>}> : (!hal.buffer_view) -> tensor<70x90xbf16>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<70x90xbf16>) -> tensor<70x90xbf16>
    %8 = "hal.tensor.import"(%arg4) <{name = "q2", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x25x16xf32>}> : (!hal.buffer_view) -> tensor<4x25x16xf32>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<4x25x16xf32>) -> tensor<4x25x16xf32>
    %10 = "hal.tensor.import"(%arg5) <{name = "k2", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x33x16xf32>}> : (!hal.buffer_view) -> tensor<4x33x16xf32>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10) : (tensor<4x33x16xf32>) -> tensor<4x33x16xf32>
    %12 = "hal.tensor.import"(%arg6) <{name = "v2", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x33x12xf32>}> : (!hal.buffer_view) -> tensor<4x33x12xf32>
    %13 = "iree_tensor_ext.compute_barrier.start"(%12) : (tensor<4x33x12xf32>) -> tensor<4x33x12xf32>
    %14 = tensor.empty() : tensor<6x70x90xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<6x70x90xf32>) -> tensor<6x70x90xf32>
    %16 = linalg.batch_matmul ins(%1, %3 : tensor<6x70x32xbf16>, tensor<6x32x90xbf16>) outs(%15 : tensor<6x70x90xf32>) -> tensor<6x70x90xf32>
    %17 = tensor.empty() : tensor<6x70x90xbf16>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %7 : tensor<6x70x90xf32>, tensor<70x90xbf16>) outs(%17 : tensor<6x70x90xbf16>) {
    ^bb0(%in: f32, %in_3: bf16, %out: bf16):
      %40 = arith.mulf %in, %cst_0 : f32
      %41 = arith.extf %in_3 : bf16 to f32
      %42 = arith.addf %40, %41 : f32
      %43 = arith.truncf %42 : f32 to bf16
      linalg.yield %43 : bf16
    } -> tensor<6x70x90xbf16>
    %19 = linalg.softmax dimension(2) ins(%18 : tensor<6x70x90xbf16>) outs(%17 : tensor<6x70x90xbf16>) -> tensor<6x70x90xbf16>
    %20 = tensor.empty() : tensor<6x70x40xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<6x70x40xf32>) -> tensor<6x70x40xf32>
    %22 = linalg.batch_matmul ins(%19, %5 : tensor<6x70x90xbf16>, tensor<6x90x40xbf16>) outs(%21 : tensor<6x70x40xf32>) -> tensor<6x70x40xf32>
    %23 = tensor.empty() : tensor<70x6x40xbf16>
    %24 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<6x70x40xf32>) outs(%23 : tensor<70x6x40xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %40 = arith.truncf %in : f32 to bf16
      linalg.yield %40 : bf16
    } -> tensor<70x6x40xbf16>
    %collapsed = tensor.collapse_shape %24 [[0], [1, 2]] : tensor<70x6x40xbf16> into tensor<70x240xbf16>
    %25 = tensor.empty() : tensor<4x25x33xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<4x25x33xf32>) -> tensor<4x25x33xf32>
    %27 = linalg.batch_matmul indexing_maps = [#map4, #map5, #map6] ins(%9, %11 : tensor<4x25x16xf32>, tensor<4x33x16xf32>) outs(%26 : tensor<4x25x33xf32>) -> tensor<4x25x33xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<4x25x33xf32>) outs(%25 : tensor<4x25x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_1 : f32
      linalg.yield %40 : f32
    } -> tensor<4x25x33xf32>
    %29 = tensor.empty() : tensor<4x25xf32>
    %30 = linalg.fill ins(%cst_2 : f32) outs(%29 : tensor<4x25xf32>) -> tensor<4x25xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<4x25x33xf32>) outs(%30 : tensor<4x25xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.maximumf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<4x25xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %31 : tensor<4x25x33xf32>, tensor<4x25xf32>) outs(%25 : tensor<4x25x33xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %40 = arith.subf %in, %in_3 : f32
      %41 = math.exp %40 : f32
      linalg.yield %41 : f32
    } -> tensor<4x25x33xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%29 : tensor<4x25xf32>) -> tensor<4x25xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<4x25x33xf32>) outs(%33 : tensor<4x25xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<4x25xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %34 : tensor<4x25x33xf32>, tensor<4x25xf32>) outs(%25 : tensor<4x25x33xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %40 = arith.divf %in, %in_3 : f32
      linalg.yield %40 : f32
    } -> tensor<4x25x33xf32>
    %36 = tensor.empty() : tensor<4x25x12xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<4x25x12xf32>) -> tensor<4x25x12xf32>
    %38 = linalg.batch_matmul ins(%35, %13 : tensor<4x25x33xf32>, tensor<4x33x12xf32>) outs(%37 : tensor<4x25x12xf32>) -> tensor<4x25x12xf32>
    %39 = "iree_tensor_ext.compute_barrier.end"(%collapsed) : (tensor<70x240xbf16>) -> tensor<70x240xbf16>
    %40 = "iree_tensor_ext.compute_barrier.end"(%38) : (tensor<4x25x12xf32>) -> tensor<4x25x12xf32>
    %41 = "hal.tensor.export"(%39) <{name = "context", source_encoding = tensor<70x240xbf16>}> : (tensor<70x240xbf16>) -> !hal.buffer_view
    %42 = "hal.tensor.export"(%40) <{name = "context_f32", source_encoding = tensor<4x25x12xf32>}> : (tensor<4x25x12xf32>) -> !hal.buffer_view
    "util.return"(%41, %42) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%query: tensor<6x70x32xbf16>, %key_t: tensor<6x32x90xbf16>, %value: tensor<6x90x40xbf16>, %attn_bias: tensor<70x90xbf16>, %q2: tensor<4x25x16xf32>, %k2: tensor<4x33x16xf32>, %v2: tensor<4x33x12xf32>) -> (%context: tensor<70x240xbf16>, %context_f32: tensor<4x25x12xf32>)"}} : () -> ()
}
