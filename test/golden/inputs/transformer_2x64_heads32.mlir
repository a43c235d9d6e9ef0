// bench/compile_speed/gen_transformer.py --layers 2 --hidden 64 --heads 2 --ffn 96 --seq 37 --dtype bf16 --weights elided:
// two layers whose head permutes (head dim 32) the npu absorbs in each attention: no host task, one segment.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map14 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 64 : i64, target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense<1.0> : tensor<64xbf16>, sym_name = "__auto.model.layers.0.input_layernorm.weight", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense<1.0> : tensor<64xbf16>, sym_name = "__auto.model.layers.0.post_attention_layernorm.weight", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.0.self_attn.q_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.0.self_attn.q_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.0.self_attn.k_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.0.self_attn.k_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.0.self_attn.v_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.0.self_attn.v_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.0.self_attn.o_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x96xbf16>, sym_name = "__auto.model.layers.0.mlp.gate_proj.weight", sym_visibility = "private", type = tensor<64x96xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x96xbf16>, sym_name = "__auto.model.layers.0.mlp.up_proj.weight", sym_visibility = "private", type = tensor<64x96xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<96x64xbf16>, sym_name = "__auto.model.layers.0.mlp.down_proj.weight", sym_visibility = "private", type = tensor<96x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense<1.0> : tensor<64xbf16>, sym_name = "__auto.model.layers.1.input_layernorm.weight", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense<1.0> : tensor<64xbf16>, sym_name = "__auto.model.layers.1.post_attention_layernorm.weight", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.1.self_attn.q_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.1.self_attn.q_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.1.self_attn.k_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.1.self_attn.k_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.1.self_attn.v_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64xbf16>, sym_name = "__auto.model.layers.1.self_attn.v_proj.bias", sym_visibility = "private", type = tensor<64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x64xbf16>, sym_name = "__auto.model.layers.1.self_attn.o_proj.weight", sym_visibility = "private", type = tensor<64x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x96xbf16>, sym_name = "__auto.model.layers.1.mlp.gate_proj.weight", sym_visibility = "private", type = tensor<64x96xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<64x96xbf16>, sym_name = "__auto.model.layers.1.mlp.up_proj.weight", sym_visibility = "private", type = tensor<64x96xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.global"() <{initial_value = dense_resource<__elided__> : tensor<96x64xbf16>, sym_name = "__auto.model.layers.1.mlp.down_proj.weight", sym_visibility = "private", type = tensor<96x64xbf16>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %c0 = arith.constant 0.0 : f32
    %c1 = arith.constant 64.0 : f32
    %c2 = arith.constant 1.0e-05 : f32
    %c3 = arith.constant 0.17677669529663687 : bf16
    %c4 = arith.constant 1.0 : f32
    %0 = "hal.tensor.import"(%arg0) <{name = "hidden_states", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<37x64xbf16>}> : (!hal.buffer_view) -> tensor<37x64xbf16>
    %1 = "iree_tensor_ext.compute_barrier.start"(%0) : (tensor<37x64xbf16>) -> tensor<37x64xbf16>
    %2 = "hal.tensor.import"(%arg1) <{name = "attn_mask", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<37x37xbf16>}> : (!hal.buffer_view) -> tensor<37x37xbf16>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<37x37xbf16>) -> tensor<37x37xbf16>
    %4 = "util.global.load"() <{global = @__auto.model.layers.0.input_layernorm.weight, is_immutable}> : () -> tensor<64xbf16>
    %5 = tensor.empty() : tensor<37x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<37x64xbf16>) outs(%5 : tensor<37x64xf32>) {
    ^bb0(%7: bf16, %8: f32):
      %9 = arith.extf %7 : bf16 to f32
      %10 = arith.mulf %9, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<37x64xf32>
    %11 = tensor.empty() : tensor<37xf32>
    %12 = linalg.fill ins(%c0 : f32) outs(%11 : tensor<37xf32>) -> tensor<37xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<37x64xf32>) outs(%12 : tensor<37xf32>) {
    ^bb0(%14: f32, %15: f32):
      %16 = arith.addf %14, %15 : f32
      linalg.yield %16 : f32
    } -> tensor<37xf32>
    %17 = tensor.empty() : tensor<37xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<37xf32>) outs(%17 : tensor<37xf32>) {
    ^bb0(%19: f32, %20: f32):
      %21 = arith.divf %19, %c1 : f32
      %22 = arith.addf %21, %c2 : f32
      %23 = math.rsqrt %22 : f32
      linalg.yield %23 : f32
    } -> tensor<37xf32>
    %24 = tensor.empty() : tensor<37x64xbf16>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %18, %4 : tensor<37x64xbf16>, tensor<37xf32>, tensor<64xbf16>) outs(%24 : tensor<37x64xbf16>) {
    ^bb0(%26: bf16, %27: f32, %28: bf16, %29: bf16):
      %30 = arith.extf %26 : bf16 to f32
      %31 = arith.mulf %30, %27 : f32
      %32 = arith.extf %28 : bf16 to f32
      %33 = arith.mulf %31, %32 : f32
      %34 = arith.truncf %33 : f32 to bf16
      linalg.yield %34 : bf16
    } -> tensor<37x64xbf16>
    %35 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.q_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %36 = tensor.empty() : tensor<37x64xf32>
    %37 = linalg.fill ins(%c0 : f32) outs(%36 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %38 = linalg.matmul ins(%25, %35 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%37 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %39 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.q_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %40 = tensor.empty() : tensor<37x64xbf16>
    %41 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%38, %39 : tensor<37x64xf32>, tensor<64xbf16>) outs(%40 : tensor<37x64xbf16>) {
    ^bb0(%42: f32, %43: bf16, %44: bf16):
      %45 = arith.extf %43 : bf16 to f32
      %46 = arith.addf %42, %45 : f32
      %47 = arith.truncf %46 : f32 to bf16
      linalg.yield %47 : bf16
    } -> tensor<37x64xbf16>
    %48 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.k_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %49 = tensor.empty() : tensor<37x64xf32>
    %50 = linalg.fill ins(%c0 : f32) outs(%49 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %51 = linalg.matmul ins(%25, %48 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%50 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %52 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.k_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %53 = tensor.empty() : tensor<37x64xbf16>
    %54 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<37x64xf32>, tensor<64xbf16>) outs(%53 : tensor<37x64xbf16>) {
    ^bb0(%55: f32, %56: bf16, %57: bf16):
      %58 = arith.extf %56 : bf16 to f32
      %59 = arith.addf %55, %58 : f32
      %60 = arith.truncf %59 : f32 to bf16
      linalg.yield %60 : bf16
    } -> tensor<37x64xbf16>
    %61 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.v_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %62 = tensor.empty() : tensor<37x64xf32>
    %63 = linalg.fill ins(%c0 : f32) outs(%62 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %64 = linalg.matmul ins(%25, %61 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%63 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %65 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.v_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %66 = tensor.empty() : tensor<37x64xbf16>
    %67 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<37x64xf32>, tensor<64xbf16>) outs(%66 : tensor<37x64xbf16>) {
    ^bb0(%68: f32, %69: bf16, %70: bf16):
      %71 = arith.extf %69 : bf16 to f32
      %72 = arith.addf %68, %71 : f32
      %73 = arith.truncf %72 : f32 to bf16
      linalg.yield %73 : bf16
    } -> tensor<37x64xbf16>
    %74 = tensor.expand_shape %41 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %75 = tensor.empty() : tensor<2x37x32xbf16>
    %76 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<37x2x32xbf16>) outs(%75 : tensor<2x37x32xbf16>) {
    ^bb0(%77: bf16, %78: bf16):
      linalg.yield %77 : bf16
    } -> tensor<2x37x32xbf16>
    %79 = tensor.expand_shape %54 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %80 = tensor.empty() : tensor<2x37x32xbf16>
    %81 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<37x2x32xbf16>) outs(%80 : tensor<2x37x32xbf16>) {
    ^bb0(%82: bf16, %83: bf16):
      linalg.yield %82 : bf16
    } -> tensor<2x37x32xbf16>
    %84 = tensor.expand_shape %67 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %85 = tensor.empty() : tensor<2x37x32xbf16>
    %86 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<37x2x32xbf16>) outs(%85 : tensor<2x37x32xbf16>) {
    ^bb0(%87: bf16, %88: bf16):
      linalg.yield %87 : bf16
    } -> tensor<2x37x32xbf16>
    %89 = tensor.empty() : tensor<2x37x32xbf16>
    %90 = "iree_linalg_ext.attention"(%76, %81, %86, %c3, %89) <{indexing_maps = [#map9, #map10, #map11, #map12, #map13]}> ({
    ^bb0(%91: f32):
      "iree_linalg_ext.yield"(%91) : (f32) -> ()
    }) : (tensor<2x37x32xbf16>, tensor<2x37x32xbf16>, tensor<2x37x32xbf16>, bf16, tensor<2x37x32xbf16>) -> tensor<2x37x32xbf16>
    %92 = tensor.empty() : tensor<37x2x32xbf16>
    %93 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x37x32xbf16>) outs(%92 : tensor<37x2x32xbf16>) {
    ^bb0(%94: bf16, %95: bf16):
      linalg.yield %94 : bf16
    } -> tensor<37x2x32xbf16>
    %96 = tensor.collapse_shape %93 [[0], [1, 2]] : tensor<37x2x32xbf16> into tensor<37x64xbf16>
    %97 = "util.global.load"() <{global = @__auto.model.layers.0.self_attn.o_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %98 = tensor.empty() : tensor<37x64xf32>
    %99 = linalg.fill ins(%c0 : f32) outs(%98 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %100 = linalg.matmul ins(%96, %97 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%99 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %101 = tensor.empty() : tensor<37x64xbf16>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%100, %1 : tensor<37x64xf32>, tensor<37x64xbf16>) outs(%101 : tensor<37x64xbf16>) {
    ^bb0(%103: f32, %104: bf16, %105: bf16):
      %106 = arith.extf %104 : bf16 to f32
      %107 = arith.addf %103, %106 : f32
      %108 = arith.truncf %107 : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<37x64xbf16>
    %109 = "util.global.load"() <{global = @__auto.model.layers.0.post_attention_layernorm.weight, is_immutable}> : () -> tensor<64xbf16>
    %110 = tensor.empty() : tensor<37x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<37x64xbf16>) outs(%110 : tensor<37x64xf32>) {
    ^bb0(%112: bf16, %113: f32):
      %114 = arith.extf %112 : bf16 to f32
      %115 = arith.mulf %114, %114 : f32
      linalg.yield %115 : f32
    } -> tensor<37x64xf32>
    %116 = tensor.empty() : tensor<37xf32>
    %117 = linalg.fill ins(%c0 : f32) outs(%116 : tensor<37xf32>) -> tensor<37xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%111 : tensor<37x64xf32>) outs(%117 : tensor<37xf32>) {
    ^bb0(%119: f32, %120: f32):
      %121 = arith.addf %119, %120 : f32
      linalg.yield %121 : f32
    } -> tensor<37xf32>
    %122 = tensor.empty() : tensor<37xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%118 : tensor<37xf32>) outs(%122 : tensor<37xf32>) {
    ^bb0(%124: f32, %125: f32):
      %126 = arith.divf %124, %c1 : f32
      %127 = arith.addf %126, %c2 : f32
      %128 = math.rsqrt %127 : f32
      linalg.yield %128 : f32
    } -> tensor<37xf32>
    %129 = tensor.empty() : tensor<37x64xbf16>
    %130 = linalg.generic {indexing_maps = [#map, #map1, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %123, %109 : tensor<37x64xbf16>, tensor<37xf32>, tensor<64xbf16>) outs(%129 : tensor<37x64xbf16>) {
    ^bb0(%131: bf16, %132: f32, %133: bf16, %134: bf16):
      %135 = arith.extf %131 : bf16 to f32
      %136 = arith.mulf %135, %132 : f32
      %137 = arith.extf %133 : bf16 to f32
      %138 = arith.mulf %136, %137 : f32
      %139 = arith.truncf %138 : f32 to bf16
      linalg.yield %139 : bf16
    } -> tensor<37x64xbf16>
    %140 = "util.global.load"() <{global = @__auto.model.layers.0.mlp.gate_proj.weight, is_immutable}> : () -> tensor<64x96xbf16>
    %141 = tensor.empty() : tensor<37x96xf32>
    %142 = linalg.fill ins(%c0 : f32) outs(%141 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %143 = linalg.matmul ins(%130, %140 : tensor<37x64xbf16>, tensor<64x96xbf16>) outs(%142 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %144 = "util.global.load"() <{global = @__auto.model.layers.0.mlp.up_proj.weight, is_immutable}> : () -> tensor<64x96xbf16>
    %145 = tensor.empty() : tensor<37x96xf32>
    %146 = linalg.fill ins(%c0 : f32) outs(%145 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %147 = linalg.matmul ins(%130, %144 : tensor<37x64xbf16>, tensor<64x96xbf16>) outs(%146 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %148 = tensor.empty() : tensor<37x96xbf16>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%143, %147 : tensor<37x96xf32>, tensor<37x96xf32>) outs(%148 : tensor<37x96xbf16>) {
    ^bb0(%150: f32, %151: f32, %152: bf16):
      %153 = arith.negf %150 : f32
      %154 = math.exp %153 : f32
      %155 = arith.addf %154, %c4 : f32
      %156 = arith.divf %150, %155 : f32
      %157 = arith.mulf %156, %151 : f32
      %158 = arith.truncf %157 : f32 to bf16
      linalg.yield %158 : bf16
    } -> tensor<37x96xbf16>
    %159 = "util.global.load"() <{global = @__auto.model.layers.0.mlp.down_proj.weight, is_immutable}> : () -> tensor<96x64xbf16>
    %160 = tensor.empty() : tensor<37x64xf32>
    %161 = linalg.fill ins(%c0 : f32) outs(%160 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %162 = linalg.matmul ins(%149, %159 : tensor<37x96xbf16>, tensor<96x64xbf16>) outs(%161 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %163 = tensor.empty() : tensor<37x64xbf16>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%162, %102 : tensor<37x64xf32>, tensor<37x64xbf16>) outs(%163 : tensor<37x64xbf16>) {
    ^bb0(%165: f32, %166: bf16, %167: bf16):
      %168 = arith.extf %166 : bf16 to f32
      %169 = arith.addf %165, %168 : f32
      %170 = arith.truncf %169 : f32 to bf16
      linalg.yield %170 : bf16
    } -> tensor<37x64xbf16>
    %171 = "util.global.load"() <{global = @__auto.model.layers.1.input_layernorm.weight, is_immutable}> : () -> tensor<64xbf16>
    %172 = tensor.empty() : tensor<37x64xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<37x64xbf16>) outs(%172 : tensor<37x64xf32>) {
    ^bb0(%174: bf16, %175: f32):
      %176 = arith.extf %174 : bf16 to f32
      %177 = arith.mulf %176, %176 : f32
      linalg.yield %177 : f32
    } -> tensor<37x64xf32>
    %178 = tensor.empty() : tensor<37xf32>
    %179 = linalg.fill ins(%c0 : f32) outs(%178 : tensor<37xf32>) -> tensor<37xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%173 : tensor<37x64xf32>) outs(%179 : tensor<37xf32>) {
    ^bb0(%181: f32, %182: f32):
      %183 = arith.addf %181, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<37xf32>
    %184 = tensor.empty() : tensor<37xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%180 : tensor<37xf32>) outs(%184 : tensor<37xf32>) {
    ^bb0(%186: f32, %187: f32):
      %188 = arith.divf %186, %c1 : f32
      %189 = arith.addf %188, %c2 : f32
      %190 = math.rsqrt %189 : f32
      linalg.yield %190 : f32
    } -> tensor<37xf32>
    %191 = tensor.empty() : tensor<37x64xbf16>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%164, %185, %171 : tensor<37x64xbf16>, tensor<37xf32>, tensor<64xbf16>) outs(%191 : tensor<37x64xbf16>) {
    ^bb0(%193: bf16, %194: f32, %195: bf16, %196: bf16):
      %197 = arith.extf %193 : bf16 to f32
      %198 = arith.mulf %197, %194 : f32
      %199 = arith.extf %195 : bf16 to f32
      %200 = arith.mulf %198, %199 : f32
      %201 = arith.truncf %200 : f32 to bf16
      linalg.yield %201 : bf16
    } -> tensor<37x64xbf16>
    %202 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.q_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %203 = tensor.empty() : tensor<37x64xf32>
    %204 = linalg.fill ins(%c0 : f32) outs(%203 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192, %202 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%204 : tensor<37x64xf32>) {
    ^bb0(%206: bf16, %207: bf16, %208: f32):
      %209 = arith.extf %206 : bf16 to f32
      %210 = arith.extf %207 : bf16 to f32
      %211 = arith.mulf %209, %210 : f32
      %212 = arith.addf %208, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<37x64xf32>
    %213 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.q_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %214 = tensor.empty() : tensor<37x64xbf16>
    %215 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%205, %213 : tensor<37x64xf32>, tensor<64xbf16>) outs(%214 : tensor<37x64xbf16>) {
    ^bb0(%216: f32, %217: bf16, %218: bf16):
      %219 = arith.extf %217 : bf16 to f32
      %220 = arith.addf %216, %219 : f32
      %221 = arith.truncf %220 : f32 to bf16
      linalg.yield %221 : bf16
    } -> tensor<37x64xbf16>
    %222 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.k_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %223 = tensor.empty() : tensor<37x64xf32>
    %224 = linalg.fill ins(%c0 : f32) outs(%223 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192, %222 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%224 : tensor<37x64xf32>) {
    ^bb0(%226: bf16, %227: bf16, %228: f32):
      %229 = arith.extf %226 : bf16 to f32
      %230 = arith.extf %227 : bf16 to f32
      %231 = arith.mulf %229, %230 : f32
      %232 = arith.addf %228, %231 : f32
      linalg.yield %232 : f32
    } -> tensor<37x64xf32>
    %233 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.k_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %234 = tensor.empty() : tensor<37x64xbf16>
    %235 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%225, %233 : tensor<37x64xf32>, tensor<64xbf16>) outs(%234 : tensor<37x64xbf16>) {
    ^bb0(%236: f32, %237: bf16, %238: bf16):
      %239 = arith.extf %237 : bf16 to f32
      %240 = arith.addf %236, %239 : f32
      %241 = arith.truncf %240 : f32 to bf16
      linalg.yield %241 : bf16
    } -> tensor<37x64xbf16>
    %242 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.v_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %243 = tensor.empty() : tensor<37x64xf32>
    %244 = linalg.fill ins(%c0 : f32) outs(%243 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%192, %242 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%244 : tensor<37x64xf32>) {
    ^bb0(%246: bf16, %247: bf16, %248: f32):
      %249 = arith.extf %246 : bf16 to f32
      %250 = arith.extf %247 : bf16 to f32
      %251 = arith.mulf %249, %250 : f32
      %252 = arith.addf %248, %251 : f32
      linalg.yield %252 : f32
    } -> tensor<37x64xf32>
    %253 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.v_proj.bias, is_immutable}> : () -> tensor<64xbf16>
    %254 = tensor.empty() : tensor<37x64xbf16>
    %255 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%245, %253 : tensor<37x64xf32>, tensor<64xbf16>) outs(%254 : tensor<37x64xbf16>) {
    ^bb0(%256: f32, %257: bf16, %258: bf16):
      %259 = arith.extf %257 : bf16 to f32
      %260 = arith.addf %256, %259 : f32
      %261 = arith.truncf %260 : f32 to bf16
      linalg.yield %261 : bf16
    } -> tensor<37x64xbf16>
    %262 = tensor.expand_shape %215 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %263 = tensor.empty() : tensor<2x37x32xbf16>
    %264 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<37x2x32xbf16>) outs(%263 : tensor<2x37x32xbf16>) {
    ^bb0(%265: bf16, %266: bf16):
      linalg.yield %265 : bf16
    } -> tensor<2x37x32xbf16>
    %267 = tensor.expand_shape %235 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %268 = tensor.empty() : tensor<2x37x32xbf16>
    %269 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<37x2x32xbf16>) outs(%268 : tensor<2x37x32xbf16>) {
    ^bb0(%270: bf16, %271: bf16):
      linalg.yield %270 : bf16
    } -> tensor<2x37x32xbf16>
    %272 = tensor.expand_shape %255 [[0], [1, 2]] output_shape [37, 2, 32] : tensor<37x64xbf16> into tensor<37x2x32xbf16>
    %273 = tensor.empty() : tensor<2x37x32xbf16>
    %274 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<37x2x32xbf16>) outs(%273 : tensor<2x37x32xbf16>) {
    ^bb0(%275: bf16, %276: bf16):
      linalg.yield %275 : bf16
    } -> tensor<2x37x32xbf16>
    %277 = tensor.empty() : tensor<2x37x37xbf16>
    %278 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<37x37xbf16>) outs(%277 : tensor<2x37x37xbf16>) {
    ^bb0(%279: bf16, %280: bf16):
      linalg.yield %279 : bf16
    } -> tensor<2x37x37xbf16>
    %281 = tensor.empty() : tensor<2x37x32xbf16>
    %282 = "iree_linalg_ext.attention"(%264, %269, %274, %c3, %278, %281) <{indexing_maps = [#map9, #map10, #map11, #map12, #map15, #map13]}> ({
    ^bb0(%283: f32):
      "iree_linalg_ext.yield"(%283) : (f32) -> ()
    }) : (tensor<2x37x32xbf16>, tensor<2x37x32xbf16>, tensor<2x37x32xbf16>, bf16, tensor<2x37x37xbf16>, tensor<2x37x32xbf16>) -> tensor<2x37x32xbf16>
    %284 = tensor.empty() : tensor<37x2x32xbf16>
    %285 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x37x32xbf16>) outs(%284 : tensor<37x2x32xbf16>) {
    ^bb0(%286: bf16, %287: bf16):
      linalg.yield %286 : bf16
    } -> tensor<37x2x32xbf16>
    %288 = tensor.collapse_shape %285 [[0], [1, 2]] : tensor<37x2x32xbf16> into tensor<37x64xbf16>
    %289 = "util.global.load"() <{global = @__auto.model.layers.1.self_attn.o_proj.weight, is_immutable}> : () -> tensor<64x64xbf16>
    %290 = tensor.empty() : tensor<37x64xf32>
    %291 = linalg.fill ins(%c0 : f32) outs(%290 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288, %289 : tensor<37x64xbf16>, tensor<64x64xbf16>) outs(%291 : tensor<37x64xf32>) {
    ^bb0(%293: bf16, %294: bf16, %295: f32):
      %296 = arith.extf %293 : bf16 to f32
      %297 = arith.extf %294 : bf16 to f32
      %298 = arith.mulf %296, %297 : f32
      %299 = arith.addf %295, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<37x64xf32>
    %300 = tensor.empty() : tensor<37x64xbf16>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%292, %164 : tensor<37x64xf32>, tensor<37x64xbf16>) outs(%300 : tensor<37x64xbf16>) {
    ^bb0(%302: f32, %303: bf16, %304: bf16):
      %305 = arith.extf %303 : bf16 to f32
      %306 = arith.addf %302, %305 : f32
      %307 = arith.truncf %306 : f32 to bf16
      linalg.yield %307 : bf16
    } -> tensor<37x64xbf16>
    %308 = "util.global.load"() <{global = @__auto.model.layers.1.post_attention_layernorm.weight, is_immutable}> : () -> tensor<64xbf16>
    %309 = tensor.empty() : tensor<37x64xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<37x64xbf16>) outs(%309 : tensor<37x64xf32>) {
    ^bb0(%311: bf16, %312: f32):
      %313 = arith.extf %311 : bf16 to f32
      %314 = arith.mulf %313, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<37x64xf32>
    %315 = tensor.empty() : tensor<37xf32>
    %316 = linalg.fill ins(%c0 : f32) outs(%315 : tensor<37xf32>) -> tensor<37xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%310 : tensor<37x64xf32>) outs(%316 : tensor<37xf32>) {
    ^bb0(%318: f32, %319: f32):
      %320 = arith.addf %318, %319 : f32
      linalg.yield %320 : f32
    } -> tensor<37xf32>
    %321 = tensor.empty() : tensor<37xf32>
    %322 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%317 : tensor<37xf32>) outs(%321 : tensor<37xf32>) {
    ^bb0(%323: f32, %324: f32):
      %325 = arith.divf %323, %c1 : f32
      %326 = arith.addf %325, %c2 : f32
      %327 = math.rsqrt %326 : f32
      linalg.yield %327 : f32
    } -> tensor<37xf32>
    %328 = tensor.empty() : tensor<37x64xbf16>
    %329 = linalg.generic {indexing_maps = [#map, #map1, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%301, %322, %308 : tensor<37x64xbf16>, tensor<37xf32>, tensor<64xbf16>) outs(%328 : tensor<37x64xbf16>) {
    ^bb0(%330: bf16, %331: f32, %332: bf16, %333: bf16):
      %334 = arith.extf %330 : bf16 to f32
      %335 = arith.mulf %334, %331 : f32
      %336 = arith.extf %332 : bf16 to f32
      %337 = arith.mulf %335, %336 : f32
      %338 = arith.truncf %337 : f32 to bf16
      linalg.yield %338 : bf16
    } -> tensor<37x64xbf16>
    %339 = "util.global.load"() <{global = @__auto.model.layers.1.mlp.gate_proj.weight, is_immutable}> : () -> tensor<64x96xbf16>
    %340 = tensor.empty() : tensor<37x96xf32>
    %341 = linalg.fill ins(%c0 : f32) outs(%340 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %342 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%329, %339 : tensor<37x64xbf16>, tensor<64x96xbf16>) outs(%341 : tensor<37x96xf32>) {
    ^bb0(%343: bf16, %344: bf16, %345: f32):
      %346 = arith.extf %343 : bf16 to f32
      %347 = arith.extf %344 : bf16 to f32
      %348 = arith.mulf %346, %347 : f32
      %349 = arith.addf %345, %348 : f32
      linalg.yield %349 : f32
    } -> tensor<37x96xf32>
    %350 = "util.global.load"() <{global = @__auto.model.layers.1.mlp.up_proj.weight, is_immutable}> : () -> tensor<64x96xbf16>
    %351 = tensor.empty() : tensor<37x96xf32>
    %352 = linalg.fill ins(%c0 : f32) outs(%351 : tensor<37x96xf32>) -> tensor<37x96xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%329, %350 : tensor<37x64xbf16>, tensor<64x96xbf16>) outs(%352 : tensor<37x96xf32>) {
    ^bb0(%354: bf16, %355: bf16, %356: f32):
      %357 = arith.extf %354 : bf16 to f32
      %358 = arith.extf %355 : bf16 to f32
      %359 = arith.mulf %357, %358 : f32
      %360 = arith.addf %356, %359 : f32
      linalg.yield %360 : f32
    } -> tensor<37x96xf32>
    %361 = tensor.empty() : tensor<37x96xbf16>
    %362 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%342, %353 : tensor<37x96xf32>, tensor<37x96xf32>) outs(%361 : tensor<37x96xbf16>) {
    ^bb0(%363: f32, %364: f32, %365: bf16):
      %366 = arith.negf %363 : f32
      %367 = math.exp %366 : f32
      %368 = arith.addf %367, %c4 : f32
      %369 = arith.divf %363, %368 : f32
      %370 = arith.mulf %369, %364 : f32
      %371 = arith.truncf %370 : f32 to bf16
      linalg.yield %371 : bf16
    } -> tensor<37x96xbf16>
    %372 = "util.global.load"() <{global = @__auto.model.layers.1.mlp.down_proj.weight, is_immutable}> : () -> tensor<96x64xbf16>
    %373 = tensor.empty() : tensor<37x64xf32>
    %374 = linalg.fill ins(%c0 : f32) outs(%373 : tensor<37x64xf32>) -> tensor<37x64xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362, %372 : tensor<37x96xbf16>, tensor<96x64xbf16>) outs(%374 : tensor<37x64xf32>) {
    ^bb0(%376: bf16, %377: bf16, %378: f32):
      %379 = arith.extf %376 : bf16 to f32
      %380 = arith.extf %377 : bf16 to f32
      %381 = arith.mulf %379, %380 : f32
      %382 = arith.addf %378, %381 : f32
      linalg.yield %382 : f32
    } -> tensor<37x64xf32>
    %383 = tensor.empty() : tensor<37x64xbf16>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%375, %301 : tensor<37x64xf32>, tensor<37x64xbf16>) outs(%383 : tensor<37x64xbf16>) {
    ^bb0(%385: f32, %386: bf16, %387: bf16):
      %388 = arith.extf %386 : bf16 to f32
      %389 = arith.addf %385, %388 : f32
      %390 = arith.truncf %389 : f32 to bf16
      linalg.yield %390 : bf16
    } -> tensor<37x64xbf16>
    %391 = "iree_tensor_ext.compute_barrier.end"(%384) : (tensor<37x64xbf16>) -> tensor<37x64xbf16>
    %392 = "hal.tensor.export"(%391) <{name = "output0", source_encoding = tensor<37x64xbf16>}> : (tensor<37x64xbf16>) -> !hal.buffer_view
    "util.return"(%392) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%hidden_states: tensor<37x64xbf16>, %attn_mask: tensor<37x37xbf16>) -> (%output0: tensor<37x64xbf16>)"}} : () -> ()
}
