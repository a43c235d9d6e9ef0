#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "hal.tensor.import"(%arg0) <{name = "lhs_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<40x72xbf16>}> : (!hal.buffer_view) -> tensor<40x72xbf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<40x72xbf16>) -> tensor<40x72xbf16>
    %4 = "hal.tensor.import"(%arg1) <{name = "rhs_bf16", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<72x56xbf16>}> : (!hal.buffer_view) -> tensor<72x56xbf16>
    %5 = "iree_tensor_ext.compute_barrier.start"(%4) : (tensor<72x56xbf16>) -> tensor<72x56xbf16>
    %6 = "hal.tensor.import"(%arg2) <{name = "lhs_i8", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<48x80xi8>}> : (!hal.buffer_view) -> tensor<48x80xi8>
    %7 = "iree_tensor_ext.compute_barrier.start"(%6) : (tensor<48x80xi8>) -> tensor<48x80xi8>
    %8 = "hal.tensor.import"(%arg3) <{name = "rhs_i8_nk", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<36x80xi8>}> : (!hal.buffer_view) -> tensor<36x80xi8>
    %9 = "iree_tensor_ext.compute_barrier.start"(%8) : (tensor<36x80xi8>) -> tensor<36x80xi8>
    %10 = "hal.tensor.import"(%arg4) <{name = "lhs_f32_km", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<64x20xf32>}> : (!hal.buffer_view) -> tensor<64x20xf32>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10) : (tensor<64x20xf32>) -> tensor<64x20xf32>
    %12 = "hal.tensor.import"(%arg5) <{name = "rhs_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<64x28xf32>}> : (!hal.buffer_view) -> tensor<64x28xf32>
    %13 = "iree_tensor_ext.compute_barrier.start"(%12) : (tensor<64x28xf32>) -> tensor<64x28xf32>
    %14 = "hal.tensor.import"(%arg6) <{name = "acc_f32", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<20x28xf32>}> : (!hal.buffer_view) -> tensor<20x28xf32>
    %15 = "iree_tensor_ext.compute_barrier.start"(%14) : (tensor<20x28xf32>) -> tensor<20x28xf32>
    %16 = "tensor.empty"() : () -> tensor<40x56xf32>
    %17 = "linalg.fill"(%1, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<40x56xf32>) -> tensor<40x56xf32>
    %18 = "linalg.matmul"(%3, %5, %17) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: bf16, %arg10: bf16, %arg11: f32):
      %30 = "arith.extf"(%arg9) : (bf16) -> f32
      %31 = "arith.extf"(%arg10) : (bf16) -> f32
      %32 = "arith.mulf"(%30, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %33 = "arith.addf"(%arg11, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<40x72xbf16>, tensor<72x56xbf16>, tensor<40x56xf32>) -> tensor<40x56xf32>
    %19 = "tensor.empty"() : () -> tensor<48x36xi32>
    %20 = "linalg.fill"(%0, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i32, %arg13: i32):
      "linalg.yield"(%arg12) : (i32) -> ()
    }) : (i32, tensor<48x36xi32>) -> tensor<48x36xi32>
    %21 = "linalg.matmul"(%7, %9, %20) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: i8, %arg15: i8, %arg16: i32):
      %34 = "arith.extsi"(%arg14) : (i8) -> i32
      %35 = "arith.extsi"(%arg15) : (i8) -> i32
      %36 = "arith.muli"(%34, %35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %37 = "arith.addi"(%arg16, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%37) : (i32) -> ()
    }) : (tensor<48x80xi8>, tensor<36x80xi8>, tensor<48x36xi32>) -> tensor<48x36xi32>
    %22 = "linalg.matmul"(%11, %13, %15) <{indexing_maps = [#map3, #map4, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %38 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %39 = "arith.addf"(%arg19, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<64x20xf32>, tensor<64x28xf32>, tensor<20x28xf32>) -> tensor<20x28xf32>
    %23 = "iree_tensor_ext.compute_barrier.end"(%18) : (tensor<40x56xf32>) -> tensor<40x56xf32>
    %24 = "iree_tensor_ext.compute_barrier.end"(%21) : (tensor<48x36xi32>) -> tensor<48x36xi32>
    %25 = "iree_tensor_ext.compute_barrier.end"(%22) : (tensor<20x28xf32>) -> tensor<20x28xf32>
    %26 = "hal.tensor.export"(%23) <{name = "nn_bf16", source_encoding = tensor<40x56xf32>}> : (tensor<40x56xf32>) -> !hal.buffer_view
    %27 = "hal.tensor.export"(%24) <{name = "nt_i8", source_encoding = tensor<48x36xi32>}> : (tensor<48x36xi32>) -> !hal.buffer_view
    %28 = "hal.tensor.export"(%25) <{name = "tn_f32_acc", source_encoding = tensor<20x28xf32>}> : (tensor<20x28xf32>) -> !hal.buffer_view
    "util.return"(%26, %27, %28) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%lhs_bf16: tensor<40x72xbf16>, %rhs_bf16: tensor<72x56xbf16>, %lhs_i8: tensor<48x80xi8>, %rhs_i8_nk: tensor<36x80xi8>, %lhs_f32_km: tensor<64x20xf32>, %rhs_f32: tensor<64x28xf32>, %acc_f32: tensor<20x28xf32>) -> (%nn_bf16: tensor<40x56xf32>, %nt_i8: tensor<48x36xi32>, %tn_f32_acc: tensor<20x28xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
