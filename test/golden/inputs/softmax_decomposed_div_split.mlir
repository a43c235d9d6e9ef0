#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v", native_vector_size = 16 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF7F : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %4 = "hal.tensor.import"(%arg0) <{name = "row_logits", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<7x45xf32>}> : (!hal.buffer_view) -> tensor<7x45xf32>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<7x45xf32>) -> tensor<7x45xf32>
    %6 = "hal.tensor.import"(%arg1) <{name = "split_logits", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<11x61xbf16>}> : (!hal.buffer_view) -> tensor<11x61xbf16>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<11x61xbf16>) -> tensor<11x61xbf16>
    %8 = "hal.tensor.import"(%arg2) <{name = "col_logits", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<24x10xf32>}> : (!hal.buffer_view) -> tensor<24x10xf32>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<24x10xf32>) -> tensor<24x10xf32>
    %10 = "tensor.empty"() : () -> tensor<7xf32>
    %11 = "linalg.fill"(%0, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (f32, tensor<7xf32>) -> tensor<7xf32>
    %12 = "linalg.generic"(%5, %11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %60 = "arith.maximumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<7x45xf32>, tensor<7xf32>) -> tensor<7xf32>
    %13 = "tensor.empty"() : () -> tensor<7x45xf32>
    %14 = "linalg.generic"(%5, %12, %13) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %61 = "arith.subf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %62 = "math.exp"(%61) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<7x45xf32>, tensor<7xf32>, tensor<7x45xf32>) -> tensor<7x45xf32>
    %15 = "linalg.fill"(%1, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (f32, tensor<7xf32>) -> tensor<7xf32>
    %16 = "linalg.generic"(%14, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      %63 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<7x45xf32>, tensor<7xf32>) -> tensor<7xf32>
    %17 = "linalg.generic"(%14, %16, %13) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %64 = "arith.divf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<7x45xf32>, tensor<7xf32>, tensor<7x45xf32>) -> tensor<7x45xf32>
    %18 = "tensor.empty"() : () -> tensor<11xbf16>
    %19 = "linalg.fill"(%2, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: bf16):
      "linalg.yield"(%arg17) : (bf16) -> ()
    }) : (bf16, tensor<11xbf16>) -> tensor<11xbf16>
    %20 = "linalg.generic"(%7, %19) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      %65 = "arith.maximumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%65) : (bf16) -> ()
    }) : (tensor<11x61xbf16>, tensor<11xbf16>) -> tensor<11xbf16>
    %21 = "tensor.empty"() : () -> tensor<11x61xbf16>
    %22 = "linalg.generic"(%7, %20, %21) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: bf16, %arg23: bf16):
      %66 = "arith.subf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%66) : (bf16) -> ()
    }) : (tensor<11x61xbf16>, tensor<11xbf16>, tensor<11x61xbf16>) -> tensor<11x61xbf16>
    %23 = "linalg.generic"(%22, %21) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: bf16, %arg25: bf16):
      %67 = "math.exp"(%arg24) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%67) : (bf16) -> ()
    }) : (tensor<11x61xbf16>, tensor<11x61xbf16>) -> tensor<11x61xbf16>
    %24 = "linalg.fill"(%3, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: bf16, %arg27: bf16):
      "linalg.yield"(%arg26) : (bf16) -> ()
    }) : (bf16, tensor<11xbf16>) -> tensor<11xbf16>
    %25 = "linalg.generic"(%23, %24) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: bf16, %arg29: bf16):
      %68 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%68) : (bf16) -> ()
    }) : (tensor<11x61xbf16>, tensor<11xbf16>) -> tensor<11xbf16>
    %26 = "linalg.generic"(%23, %25, %21) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16, %arg32: bf16):
      %69 = "arith.divf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%69) : (bf16) -> ()
    }) : (tensor<11x61xbf16>, tensor<11xbf16>, tensor<11x61xbf16>) -> tensor<11x61xbf16>
    %27 = "tensor.empty"() : () -> tensor<10xf32>
    %28 = "linalg.fill"(%0, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<10xf32>) -> tensor<10xf32>
    %29 = "linalg.generic"(%9, %28) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %70 = "arith.maximumf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<24x10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %30 = "tensor.empty"() : () -> tensor<24x10xf32>
    %31 = "linalg.generic"(%9, %29, %30) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %71 = "arith.subf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %72 = "math.exp"(%71) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<24x10xf32>, tensor<10xf32>, tensor<24x10xf32>) -> tensor<24x10xf32>
    %32 = "linalg.fill"(%1, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (f32, tensor<10xf32>) -> tensor<10xf32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %73 = "arith.addf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<24x10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %34 = "linalg.generic"(%31, %33, %30) <{indexing_maps = [#map, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %74 = "arith.divf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<24x10xf32>, tensor<10xf32>, tensor<24x10xf32>) -> tensor<24x10xf32>
    %35 = "iree_tensor_ext.compute_barrier.end"(%17) : (tensor<7x45xf32>) -> tensor<7x45xf32>
    %36 = "iree_tensor_ext.compute_barrier.end"(%26) : (tensor<11x61xbf16>) -> tensor<11x61xbf16>
    %37 = "iree_tensor_ext.compute_barrier.end"(%34) : (tensor<24x10xf32>) -> tensor<24x10xf32>
    %38 = "hal.tensor.export"(%35) <{name = "probs_rows", source_encoding = tensor<7x45xf32>}> : (tensor<7x45xf32>) -> !hal.buffer_view
    %39 = "hal.tensor.export"(%36) <{name = "probs_split", source_encoding = tensor<11x61xbf16>}> : (tensor<11x61xbf16>) -> !hal.buffer_view
    %40 = "hal.tensor.export"(%37) <{name = "probs_cols", source_encoding = tensor<24x10xf32>}> : (tensor<24x10xf32>) -> !hal.buffer_view
    "util.return"(%38, %39, %40) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%row_logits: tensor<7x45xf32>, %split_logits: tensor<11x61xbf16>, %col_logits: tensor<24x10xf32>) -> (%probs_rows: tensor<7x45xf32>, %probs_split: tensor<11x61xbf16>, %probs_cols: tensor<24x10xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
