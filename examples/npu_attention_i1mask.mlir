// npu_attention_i1mask.mlir: iree_linalg_ext.attention, 4 heads, 100 queries and keys, head dim 64,
// bf16, scale 0.125, an i1 key mask. On the npu: one flash-attention task (KV padded 100 -> 128,
// the mask becomes an additive bias laid out by the loader).
module {
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %in0 = "hal.tensor.import"(%arg0) <{name = "q", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4x100x64xbf16>}> : (!hal.buffer_view) -> tensor<4x100x64xbf16>
    %in1 = "hal.tensor.import"(%arg1) <{name = "k", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4x100x64xbf16>}> : (!hal.buffer_view) -> tensor<4x100x64xbf16>
    %in2 = "hal.tensor.import"(%arg2) <{name = "v", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4x100x64xbf16>}> : (!hal.buffer_view) -> tensor<4x100x64xbf16>
    %in3 = "hal.tensor.import"(%arg3) <{name = "mask", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4x100x100xi1>}> : (!hal.buffer_view) -> tensor<4x100x100xi1>
    %sc = arith.constant 1.250000e-01 : bf16
    %e = tensor.empty() : tensor<4x100x64xbf16>
    %res = "iree_linalg_ext.attention"(%in0, %in1, %in2, %sc, %in3, %e) <{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]}> ({
    ^bb0(%s: f32):
      "iree_linalg_ext.yield"(%s) : (f32) -> ()
    }) : (tensor<4x100x64xbf16>, tensor<4x100x64xbf16>, tensor<4x100x64xbf16>, bf16, tensor<4x100x100xi1>, tensor<4x100x64xbf16>) -> tensor<4x100x64xbf16>
    %out = "hal.tensor.export"(%res) <{name = "out", source_encoding = tensor<4x100x64xbf16>}> : (tensor<4x100x64xbf16>) -> !hal.buffer_view
    "util.return"(%out) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}
