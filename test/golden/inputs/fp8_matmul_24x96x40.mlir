#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl256b", data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 32 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "act", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<24x96xf8E4M3FN>}> : (!hal.buffer_view) -> tensor<24x96xf8E4M3FN>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<24x96xf8E4M3FN>) -> tensor<24x96xf8E4M3FN>
    %2 = "hal.tensor.import"(%arg1) <{name = "weight", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<96x40xf8E4M3FN>}> : (!hal.buffer_view) -> tensor<96x40xf8E4M3FN>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<96x40xf8E4M3FN>) -> tensor<96x40xf8E4M3FN>
    %4 = "hal.tensor.import"(%arg2) <{name = "act_e5m2", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<24x96xf8E5M2>}> : (!hal.buffer_view) -> tensor<24x96xf8E5M2>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<24x96xf8E5M2>) -> tensor<24x96xf8E5M2>
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %7 = "tensor.empty"() : () -> tensor<24x40xf32>
    %8 = "linalg.fill"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (f32, tensor<24x40xf32>) -> tensor<24x40xf32>
    %9 = "linalg.matmul"(%1, %3, %8) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f8E4M3FN, %arg6: f8E4M3FN, %arg7: f32):
      %16 = "arith.extf"(%arg5) : (f8E4M3FN) -> f32
      %17 = "arith.extf"(%arg6) : (f8E4M3FN) -> f32
      %18 = "arith.mulf"(%16, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %19 = "arith.addf"(%arg7, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (tensor<24x96xf8E4M3FN>, tensor<96x40xf8E4M3FN>, tensor<24x40xf32>) -> tensor<24x40xf32>
    %10 = "linalg.generic"(%5, %3, %8) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f8E5M2, %arg9: f8E4M3FN, %arg10: f32):
      %20 = "arith.extf"(%arg8) : (f8E5M2) -> f32
      %21 = "arith.extf"(%arg9) : (f8E4M3FN) -> f32
      %22 = "arith.mulf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.addf"(%arg10, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (tensor<24x96xf8E5M2>, tensor<96x40xf8E4M3FN>, tensor<24x40xf32>) -> tensor<24x40xf32>
    %11 = "iree_tensor_ext.compute_barrier.end"(%9) : (tensor<24x40xf32>) -> tensor<24x40xf32>
    %12 = "iree_tensor_ext.compute_barrier.end"(%10) : (tensor<24x40xf32>) -> tensor<24x40xf32>
    %13 = "hal.tensor.export"(%11) <{name = "out_e4m3", source_encoding = tensor<24x40xf32>}> : (tensor<24x40xf32>) -> !hal.buffer_view
    %14 = "hal.tensor.export"(%12) <{name = "out_e5m2", source_encoding = tensor<24x40xf32>}> : (tensor<24x40xf32>) -> !hal.buffer_view
    "util.return"(%13, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%act: tensor<24x96xf8E4M3FN>, %weight: tensor<96x40xf8E4M3FN>, %act_e5m2: tensor<24x96xf8E5M2>) -> (%out_e4m3: tensor<24x40xf32>, %out_e5m2: tensor<24x40xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
