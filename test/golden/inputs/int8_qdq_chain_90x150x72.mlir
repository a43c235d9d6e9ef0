#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf", ukernels = "mmt4d"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense<5> : tensor<150x72xi8>, sym_name = "__hoisted_tensor_150x72xi8", sym_visibility = "private", type = tensor<150x72xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense<-3> : tensor<56x72xi8>, sym_name = "__hoisted_tensor_56x72xi8", sym_visibility = "private", type = tensor<56x72xi8>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2.480000e+01 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -1.280000e+02 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.270000e+02 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 3.06122447E-4 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1.650000e+01 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 2.441406e-03 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = dense<-6.250000e-02> : tensor<72xf32>}> : () -> tensor<72xf32>
    %9 = "hal.tensor.import"(%arg0) <{name = "features", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<90x150xf32>}> : (!hal.buffer_view) -> tensor<90x150xf32>
    %10 = "iree_tensor_ext.compute_barrier.start"(%9) : (tensor<90x150xf32>) -> tensor<90x150xf32>
    %11 = "util.global.load"() <{global = @__hoisted_tensor_150x72xi8, is_immutable}> : () -> tensor<150x72xi8>
    %12 = "util.global.load"() <{global = @__hoisted_tensor_56x72xi8, is_immutable}> : () -> tensor<56x72xi8>
    %13 = "tensor.empty"() : () -> tensor<90x150xi8>
    %14 = "linalg.generic"(%10, %13) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: i8):
      %30 = "arith.mulf"(%arg1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %31 = "math.roundeven"(%30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %32 = "arith.maximumf"(%31, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %33 = "arith.minimumf"(%32, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %34 = "arith.fptosi"(%33) : (f32) -> i8
      "linalg.yield"(%34) : (i8) -> ()
    }) : (tensor<90x150xf32>, tensor<90x150xi8>) -> tensor<90x150xi8>
    %15 = "tensor.empty"() : () -> tensor<90x72xi32>
    %16 = "linalg.fill"(%0, %15) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (i32, tensor<90x72xi32>) -> tensor<90x72xi32>
    %17 = "linalg.generic"(%14, %11, %16) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32):
      %35 = "arith.extsi"(%arg5) : (i8) -> i32
      %36 = "arith.extsi"(%arg6) : (i8) -> i32
      %37 = "arith.muli"(%35, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %38 = "arith.addi"(%arg7, %37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%38) : (i32) -> ()
    }) : (tensor<90x150xi8>, tensor<150x72xi8>, tensor<90x72xi32>) -> tensor<90x72xi32>
    %18 = "tensor.empty"() : () -> tensor<90x72xf32>
    %19 = "linalg.generic"(%17, %8, %18) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i32, %arg9: f32, %arg10: f32):
      %39 = "arith.sitofp"(%arg8) : (i32) -> f32
      %40 = "arith.mulf"(%39, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %41 = "arith.addf"(%40, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%41) : (f32) -> ()
    }) : (tensor<90x72xi32>, tensor<72xf32>, tensor<90x72xf32>) -> tensor<90x72xf32>
    %20 = "tensor.empty"() : () -> tensor<90x72xi8>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: i8):
      %42 = "arith.maximumf"(%arg11, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %43 = "arith.mulf"(%42, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %44 = "math.roundeven"(%43) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %45 = "arith.cmpf"(%44, %2) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %46 = "arith.select"(%45, %2, %44) : (i1, f32, f32) -> f32
      %47 = "arith.cmpf"(%46, %3) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %48 = "arith.select"(%47, %3, %46) : (i1, f32, f32) -> f32
      %49 = "arith.fptosi"(%48) : (f32) -> i8
      "linalg.yield"(%49) : (i8) -> ()
    }) : (tensor<90x72xf32>, tensor<90x72xi8>) -> tensor<90x72xi8>
    %22 = "tensor.empty"() : () -> tensor<90x56xi32>
    %23 = "linalg.fill"(%0, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: i32, %arg14: i32):
      "linalg.yield"(%arg13) : (i32) -> ()
    }) : (i32, tensor<90x56xi32>) -> tensor<90x56xi32>
    %24 = "linalg.matmul"(%21, %12, %23) <{indexing_maps = [#map1, #map5, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: i8, %arg16: i8, %arg17: i32):
      %50 = "arith.extsi"(%arg15) : (i8) -> i32
      %51 = "arith.extsi"(%arg16) : (i8) -> i32
      %52 = "arith.muli"(%50, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %53 = "arith.addi"(%arg17, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%53) : (i32) -> ()
    }) : (tensor<90x72xi8>, tensor<56x72xi8>, tensor<90x56xi32>) -> tensor<90x56xi32>
    %25 = "tensor.empty"() : () -> tensor<90x56xf32>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: i32, %arg19: f32):
      %54 = "arith.sitofp"(%arg18) : (i32) -> f32
      %55 = "arith.mulf"(%54, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<90x56xi32>, tensor<90x56xf32>) -> tensor<90x56xf32>
    %27 = "iree_tensor_ext.compute_barrier.end"(%26) : (tensor<90x56xf32>) -> tensor<90x56xf32>
    %28 = "hal.tensor.export"(%27) <{name = "logits", source_encoding = tensor<90x56xf32>}> : (tensor<90x56xf32>) -> !hal.buffer_view
    "util.return"(%28) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%features: tensor<90x150xf32>) -> (%logits: tensor<90x56xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
