#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  // An IREE op in custom syntax that npucc does not read (it reads util.func below).
  flow.func private @ext_kernel(%arg0: tensor<36x48xf32>) -> tensor<36x48xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %cst = arith.constant dense<2.500000e-01> : tensor<48xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<36x48xf32>
    %1 = tensor.empty() : tensor<36x48xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %cst : tensor<36x48xf32>, tensor<48xf32>) outs(%1 : tensor<36x48xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<36x48xf32>
    %3 = hal.tensor.export %2 "output0" : tensor<36x48xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}
