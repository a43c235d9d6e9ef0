// conv_pad_fold_int8: constant tensor.pads folded into the im2col gathers (no padded tensor, no pad
// task): a named NHWC conv, stride 1, pad value -3 with asymmetric low/high pads, and IREE's generic CHW
// conv, stride 2, pad value 5 on its own input. Every dim off the opu/gemmini tiles.
func.func @main(%x: tensor<1x13x10x5xi8>, %w: tensor<3x2x5x19xi8>, %y: tensor<6x17x14xi8>, %v: tensor<21x6x3x3xi8>)
    -> (tensor<1x14x12x19xi32>, tensor<21x9x7xi32>) {
  %c0 = arith.constant 0 : i32
  %m3 = arith.constant -3 : i8
  %p5 = arith.constant 5 : i8
  %p = tensor.pad %x low[0, 2, 0, 0] high[0, 1, 3, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %m3 : i8
  } : tensor<1x13x10x5xi8> to tensor<1x16x13x5xi8>
  %e1 = tensor.empty() : tensor<1x14x12x19xi32>
  %f1 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<1x14x12x19xi32>) -> tensor<1x14x12x19xi32>
  %r1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x16x13x5xi8>, tensor<3x2x5x19xi8>) outs(%f1 : tensor<1x14x12x19xi32>) -> tensor<1x14x12x19xi32>
  %q = tensor.pad %y low[0, 1, 0] high[0, 1, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %p5 : i8
  } : tensor<6x17x14xi8> to tensor<6x19x16xi8>
  %e2 = tensor.empty() : tensor<21x9x7xi32>
  %f2 = linalg.fill ins(%c0 : i32) outs(%e2 : tensor<21x9x7xi32>) -> tensor<21x9x7xi32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,
                                         affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>,
                                         affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>],
                        iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%q, %v : tensor<6x19x16xi8>, tensor<21x6x3x3xi8>) outs(%f2 : tensor<21x9x7xi32>) {
  ^bb0(%a: i8, %b: i8, %acc: i32):
    %ea = arith.extsi %a : i8 to i32
    %eb = arith.extsi %b : i8 to i32
    %m = arith.muli %ea, %eb : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<21x9x7xi32>
  return %r1, %r2 : tensor<1x14x12x19xi32>, tensor<21x9x7xi32>
}
