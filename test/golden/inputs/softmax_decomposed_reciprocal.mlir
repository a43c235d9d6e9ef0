#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %cst = arith.constant 0xFF80 : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %0 = "hal.tensor.import"(%arg0) <{name = "attn_scores", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<5x33x29xbf16>}> : (!hal.buffer_view) -> tensor<5x33x29xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<5x33x29xbf16>) -> tensor<5x33x29xbf16>
    %2 = "hal.tensor.import"(%arg1) <{name = "router_logits", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<9x40xf32>}> : (!hal.buffer_view) -> tensor<9x40xf32>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<9x40xf32>) -> tensor<9x40xf32>
    %4 = "hal.tensor.import"(%arg2) <{name = "not_softmax", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<6x20xf32>}> : (!hal.buffer_view) -> tensor<6x20xf32>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %6 = tensor.empty() : tensor<5x33xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<5x33xbf16>) -> tensor<5x33xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<5x33x29xbf16>) outs(%7 : tensor<5x33xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %40 = arith.maximumf %in, %out : bf16
      linalg.yield %40 : bf16
    } -> tensor<5x33xbf16>
    %9 = tensor.empty() : tensor<5x33x29xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<5x33x29xbf16>, tensor<5x33xbf16>) outs(%9 : tensor<5x33x29xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %40 = arith.subf %in, %in_5 : bf16
      %41 = math.exp %40 : bf16
      linalg.yield %41 : bf16
    } -> tensor<5x33x29xbf16>
    %11 = linalg.fill ins(%cst_0 : bf16) outs(%6 : tensor<5x33xbf16>) -> tensor<5x33xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<5x33x29xbf16>) outs(%11 : tensor<5x33xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %40 = arith.addf %in, %out : bf16
      linalg.yield %40 : bf16
    } -> tensor<5x33xbf16>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<5x33xbf16>) outs(%6 : tensor<5x33xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %40 = arith.divf %cst_1, %in : bf16
      linalg.yield %40 : bf16
    } -> tensor<5x33xbf16>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<5x33x29xbf16>, tensor<5x33xbf16>) outs(%9 : tensor<5x33x29xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %40 = arith.mulf %in, %in_5 : bf16
      linalg.yield %40 : bf16
    } -> tensor<5x33x29xbf16>
    %15 = tensor.empty() : tensor<9xf32>
    %16 = linalg.fill ins(%cst_2 : f32) outs(%15 : tensor<9xf32>) -> tensor<9xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<9x40xf32>) outs(%16 : tensor<9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.maximumf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<9xf32>
    %18 = tensor.empty() : tensor<9x40xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%3, %17 : tensor<9x40xf32>, tensor<9xf32>) outs(%18 : tensor<9x40xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %40 = arith.subf %in, %in_5 : f32
      %41 = math.exp %40 : f32
      linalg.yield %41 : f32
    } -> tensor<9x40xf32>
    %20 = linalg.fill ins(%cst_3 : f32) outs(%15 : tensor<9xf32>) -> tensor<9xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<9x40xf32>) outs(%20 : tensor<9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<9xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%19, %21 : tensor<9x40xf32>, tensor<9xf32>) outs(%18 : tensor<9x40xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %40 = arith.divf %cst_4, %in_5 : f32
      %41 = arith.mulf %in, %40 : f32
      linalg.yield %41 : f32
    } -> tensor<9x40xf32>
    %23 = tensor.empty() : tensor<6xf32>
    %24 = linalg.fill ins(%cst_3 : f32) outs(%23 : tensor<6xf32>) -> tensor<6xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<6x20xf32>) outs(%24 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.maximumf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<6xf32>
    %26 = tensor.empty() : tensor<6x20xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %25 : tensor<6x20xf32>, tensor<6xf32>) outs(%26 : tensor<6x20xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %40 = arith.subf %in, %in_5 : f32
      %41 = math.exp %40 : f32
      linalg.yield %41 : f32
    } -> tensor<6x20xf32>
    %28 = linalg.fill ins(%cst_3 : f32) outs(%23 : tensor<6xf32>) -> tensor<6xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%27 : tensor<6x20xf32>) outs(%28 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    } -> tensor<6xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%27, %29 : tensor<6x20xf32>, tensor<6xf32>) outs(%26 : tensor<6x20xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %40 = arith.divf %in, %in_5 : f32
      linalg.yield %40 : f32
    } -> tensor<6x20xf32>
    %31 = "iree_tensor_ext.compute_barrier.end"(%14) : (tensor<5x33x29xbf16>) -> tensor<5x33x29xbf16>
    %32 = "iree_tensor_ext.compute_barrier.end"(%22) : (tensor<9x40xf32>) -> tensor<9x40xf32>
    %33 = "iree_tensor_ext.compute_barrier.end"(%30) : (tensor<6x20xf32>) -> tensor<6x20xf32>
    %34 = "hal.tensor.export"(%31) <{name = "probs_recip", source_encoding = tensor<5x33x29xbf16>}> : (tensor<5x33x29xbf16>) -> !hal.buffer_view
    %35 = "hal.tensor.export"(%32) <{name = "probs_inline_recip", source_encoding = tensor<9x40xf32>}> : (tensor<9x40xf32>) -> !hal.buffer_view
    %36 = "hal.tensor.export"(%33) <{name = "zero_init_max", source_encoding = tensor<6x20xf32>}> : (tensor<6x20xf32>) -> !hal.buffer_view
    "util.return"(%34, %35, %36) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%attn_scores: tensor<5x33x29xbf16>, %router_logits: tensor<9x40xf32>, %not_softmax: tensor<6x20xf32>) -> (%probs_recip: tensor<5x33x29xbf16>, %probs_inline_recip: tensor<9x40xf32>, %zero_init_max: tensor<6x20xf32>)"}} : () -> ()
}
