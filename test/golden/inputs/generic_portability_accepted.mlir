#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "util.global"() {initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v", native_vector_size = 16 : i64, target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device} : () -> ()
  "util.global"() {initial_value = dense<-2> : tensor<28x44xi8>, sym_name = "__hoisted_tensor_28x44xi8", sym_visibility = "private", type = tensor<28x44xi8>} : () -> ()
  "util.func"() ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() {value = 0 : i32} : () -> i32
    %1 = "arith.constant"() {value = 0.000000e+00 : f32} : () -> f32
    %2 = "arith.constant"() {value = dense<5.000000e-01> : tensor<20x36xf32>} : () -> tensor<20x36xf32>
    %3 = "hal.tensor.import"(%arg0) {name = "x_i8", operand_segment_sizes = array<i32: 1, 0, 0>, target_encoding = tensor<52x28xi8>} : (!hal.buffer_view) -> tensor<52x28xi8>
    %4 = "iree_tensor_ext.compute_barrier.start"(%3) : (tensor<52x28xi8>) -> tensor<52x28xi8>
    %5 = "hal.tensor.import"(%arg1) {name = "x_f32", operand_segment_sizes = array<i32: 1, 0, 0>, target_encoding = tensor<9x20xf32>} : (!hal.buffer_view) -> tensor<9x20xf32>
    %6 = "iree_tensor_ext.compute_barrier.start"(%5) : (tensor<9x20xf32>) -> tensor<9x20xf32>
    %7 = "util.global.load"() {global = @__hoisted_tensor_28x44xi8, is_immutable} : () -> tensor<28x44xi8>
    %8 = "tensor.empty"() : () -> tensor<52x44xi32>
    %9 = "linalg.fill"(%0, %8) ({
    ^bb0(%arg2: i32, %arg3: i32):
      "linalg.yield"(%arg2) : (i32) -> ()
    }) {operand_segment_sizes = array<i32: 1, 1>} : (i32, tensor<52x44xi32>) -> tensor<52x44xi32>
    %10 = "linalg.matmul"(%4, %7, %9) ({
    ^bb0(%arg4: i8, %arg5: i8, %arg6: i32):
      %20 = "arith.extsi"(%arg4) : (i8) -> i32
      %21 = "arith.extsi"(%arg5) : (i8) -> i32
      %22 = "arith.muli"(%20, %21) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32
      %23 = "arith.addi"(%arg6, %22) {overflowFlags = #arith.overflow<none>} : (i32, i32) -> i32
      "linalg.yield"(%23) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2], operand_segment_sizes = array<i32: 2, 1>} : (tensor<52x28xi8>, tensor<28x44xi8>, tensor<52x44xi32>) -> tensor<52x44xi32>
    %11 = "tensor.empty"() : () -> tensor<9x36xf32>
    %12 = "linalg.fill"(%1, %11) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (f32, tensor<9x36xf32>) -> tensor<9x36xf32>
    %13 = "linalg.matmul"(%6, %2, %12) ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %24 = "arith.mulf"(%arg9, %arg10) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32
      %25 = "arith.addf"(%arg11, %24) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32
      "linalg.yield"(%25) : (f32) -> ()
    }) {indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>} : (tensor<9x20xf32>, tensor<20x36xf32>, tensor<9x36xf32>) -> tensor<9x36xf32>
    %14 = "linalg.generic"(%13, %11) ({
    ^bb0(%arg12: f32, %arg13: f32):
      %26 = "math.tanh"(%arg12) {fastmath = #arith.fastmath<none>} : (f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) {indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operand_segment_sizes = array<i32: 1, 1>} : (tensor<9x36xf32>, tensor<9x36xf32>) -> tensor<9x36xf32>
    %15 = "iree_tensor_ext.compute_barrier.end"(%10) : (tensor<52x44xi32>) -> tensor<52x44xi32>
    %16 = "iree_tensor_ext.compute_barrier.end"(%14) : (tensor<9x36xf32>) -> tensor<9x36xf32>
    %17 = "hal.tensor.export"(%15) {name = "y_i8", source_encoding = tensor<52x44xi32>} : (tensor<52x44xi32>) -> !hal.buffer_view
    %18 = "hal.tensor.export"(%16) {name = "y_f32", source_encoding = tensor<9x36xf32>} : (tensor<9x36xf32>) -> !hal.buffer_view
    "util.return"(%17, %18) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), iree.abi.stub, sym_name = "main"} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>, sym_name = "module"} : () -> ()
