#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v", native_vector_size = 16 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "hal.tensor.import"(%arg0) <{name = "act_fp8", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<20x64xf8E4M3FN>}> : (!hal.buffer_view) -> tensor<20x64xf8E4M3FN>
    %2 = "iree_tensor_ext.barrier.start"(%1) : (tensor<20x64xf8E4M3FN>) -> tensor<20x64xf8E4M3FN>
    %3 = "hal.tensor.import"(%arg1) <{name = "weight_bytes", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<64x48xi8>}> : (!hal.buffer_view) -> tensor<64x48xi8>
    %4 = "iree_tensor_ext.barrier.start"(%3) : (tensor<64x48xi8>) -> tensor<64x48xi8>
    %5 = "hal.tensor.import"(%arg2) <{name = "scale_bits", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<20x48xi32>}> : (!hal.buffer_view) -> tensor<20x48xi32>
    %6 = "iree_tensor_ext.barrier.start"(%5) : (tensor<20x48xi32>) -> tensor<20x48xi32>
    %7 = "flow.tensor.bitcast"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<64x48xi8>) -> tensor<64x48xf8E4M3FN>
    %8 = "iree_tensor_ext.bitcast"(%6) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<20x48xi32>) -> tensor<20x48xf32>
    %9 = "tensor.empty"() : () -> tensor<20x48xf32>
    %10 = "linalg.fill"(%0, %9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (f32, tensor<20x48xf32>) -> tensor<20x48xf32>
    %11 = "linalg.matmul"(%2, %7, %10) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f8E4M3FN, %arg6: f8E4M3FN, %arg7: f32):
      %20 = "arith.extf"(%arg5) : (f8E4M3FN) -> f32
      %21 = "arith.extf"(%arg6) : (f8E4M3FN) -> f32
      %22 = "arith.mulf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.addf"(%arg7, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<20x64xf8E4M3FN>, tensor<64x48xf8E4M3FN>, tensor<20x48xf32>) -> tensor<20x48xf32>
    %12 = "linalg.generic"(%11, %8, %9) <{indexing_maps = [#map3, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %24 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<20x48xf32>, tensor<20x48xf32>, tensor<20x48xf32>) -> tensor<20x48xf32>
    %13 = "flow.tensor.reshape"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<20x48xf32>) -> tensor<20x6x8xf32>
    %14 = "util.optimization_barrier"(%11) : (tensor<20x48xf32>) -> tensor<20x48xf32>
    %15 = "iree_tensor_ext.barrier.end"(%13) : (tensor<20x6x8xf32>) -> tensor<20x6x8xf32>
    %16 = "iree_tensor_ext.barrier.end"(%14) : (tensor<20x48xf32>) -> tensor<20x48xf32>
    %17 = "hal.tensor.export"(%15) <{name = "scaled", source_encoding = tensor<20x6x8xf32>}> : (tensor<20x6x8xf32>) -> !hal.buffer_view
    %18 = "hal.tensor.export"(%16) <{name = "raw", source_encoding = tensor<20x48xf32>}> : (tensor<20x48xf32>) -> !hal.buffer_view
    "util.return"(%17, %18) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%act_fp8: tensor<20x64xf8E4M3FN>, %weight_bytes: tensor<64x48xi8>, %scale_bits: tensor<20x48xi32>) -> (%scaled: tensor<20x6x8xf32>, %raw: tensor<20x48xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
