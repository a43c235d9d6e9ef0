#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<-1.500000e-01> : tensor<48x24xf32>}> : () -> tensor<48x24xf32>
    %3 = "arith.constant"() <{value = dense<3> : tensor<40x56xi8>}> : () -> tensor<40x56xi8>
    %4 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %5 = "hal.tensor.import"(%arg0, %4) <{name = "rows", operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?x48xf32>}> : (!hal.buffer_view, index) -> tensor<?x48xf32>
    %6 = "iree_tensor_ext.compute_barrier.start"(%5, %4) : (tensor<?x48xf32>, index) -> tensor<?x48xf32>
    %7 = "hal.tensor.import"(%arg1) <{name = "static_lhs", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<24x40xi8>}> : (!hal.buffer_view) -> tensor<24x40xi8>
    %8 = "iree_tensor_ext.compute_barrier.start"(%7) : (tensor<24x40xi8>) -> tensor<24x40xi8>
    %9 = "hal.buffer_view.dim"(%arg2) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %10 = "hal.tensor.import"(%arg2, %9) <{name = "cols_i8", operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<40x?xi8>}> : (!hal.buffer_view, index) -> tensor<40x?xi8>
    %11 = "iree_tensor_ext.compute_barrier.start"(%10, %9) : (tensor<40x?xi8>, index) -> tensor<40x?xi8>
    %12 = "tensor.empty"(%4) : (index) -> tensor<?x24xf32>
    %13 = "linalg.fill"(%1, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (f32, tensor<?x24xf32>) -> tensor<?x24xf32>
    %14 = "linalg.matmul"(%6, %2, %13) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %30 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %31 = "arith.addf"(%arg7, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<?x48xf32>, tensor<48x24xf32>, tensor<?x24xf32>) -> tensor<?x24xf32>
    %15 = "linalg.generic"(%14, %12) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %32 = "arith.maximumf"(%arg8, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<?x24xf32>, tensor<?x24xf32>) -> tensor<?x24xf32>
    %16 = "tensor.empty"() : () -> tensor<24x56xi32>
    %17 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: i32, %arg11: i32):
      "linalg.yield"(%arg10) : (i32) -> ()
    }) : (i32, tensor<24x56xi32>) -> tensor<24x56xi32>
    %18 = "linalg.matmul"(%8, %3, %17) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: i8, %arg13: i8, %arg14: i32):
      %33 = "arith.extsi"(%arg12) : (i8) -> i32
      %34 = "arith.extsi"(%arg13) : (i8) -> i32
      %35 = "arith.muli"(%33, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %36 = "arith.addi"(%arg14, %35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%36) : (i32) -> ()
    }) : (tensor<24x40xi8>, tensor<40x56xi8>, tensor<24x56xi32>) -> tensor<24x56xi32>
    %19 = "tensor.empty"(%9) : (index) -> tensor<24x?xi32>
    %20 = "linalg.fill"(%0, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: i32, %arg16: i32):
      "linalg.yield"(%arg15) : (i32) -> ()
    }) : (i32, tensor<24x?xi32>) -> tensor<24x?xi32>
    %21 = "linalg.matmul"(%8, %11, %20) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: i8, %arg18: i8, %arg19: i32):
      %37 = "arith.extsi"(%arg17) : (i8) -> i32
      %38 = "arith.extsi"(%arg18) : (i8) -> i32
      %39 = "arith.muli"(%37, %38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %40 = "arith.addi"(%arg19, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%40) : (i32) -> ()
    }) : (tensor<24x40xi8>, tensor<40x?xi8>, tensor<24x?xi32>) -> tensor<24x?xi32>
    %22 = "iree_tensor_ext.compute_barrier.end"(%15, %4) : (tensor<?x24xf32>, index) -> tensor<?x24xf32>
    %23 = "iree_tensor_ext.compute_barrier.end"(%18) : (tensor<24x56xi32>) -> tensor<24x56xi32>
    %24 = "iree_tensor_ext.compute_barrier.end"(%21, %9) : (tensor<24x?xi32>, index) -> tensor<24x?xi32>
    %25 = "hal.tensor.export"(%22, %4) <{name = "relu_rows", source_encoding = tensor<?x24xf32>}> : (tensor<?x24xf32>, index) -> !hal.buffer_view
    %26 = "hal.tensor.export"(%23) <{name = "static_out", source_encoding = tensor<24x56xi32>}> : (tensor<24x56xi32>) -> !hal.buffer_view
    %27 = "hal.tensor.export"(%24, %9) <{name = "dyn_cols", source_encoding = tensor<24x?xi32>}> : (tensor<24x?xi32>, index) -> !hal.buffer_view
    "util.return"(%25, %26, %27) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%rows: tensor<?x48xf32>, %static_lhs: tensor<24x40xi8>, %cols_i8: tensor<40x?xi8>) -> (%relu_rows: tensor<?x24xf32>, %static_out: tensor<24x56xi32>, %dyn_cols: tensor<24x?xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
