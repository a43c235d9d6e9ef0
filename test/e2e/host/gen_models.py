#!/usr/bin/env python3
"""gen_models.py: writes the host-task models of test/e2e/host (run it from that
directory after editing; the .mlir files are committed). Weights are fixed
pseudo-random literals so the files are self-contained and deterministic."""
import random


def lit(shape, rnd, scale=0.25, ints=False):
    if not shape:
        return "%s" % (rnd.randint(-5, 5) if ints else "%.6f" % (rnd.uniform(-1, 1) * scale))
    return "[" + ", ".join(lit(shape[1:], rnd, scale, ints) for _ in range(shape[0])) + "]"


def t(shape, dt):
    return "tensor<%sx%s>" % ("x".join(map(str, shape)), dt) if shape else "tensor<%s>" % dt


def cnn_block():
    """YOLOv8-like: pad + conv3x3 + SiLU, max and average 2x2 pooling, channel
    concat, 1x1 conv, nearest 2x upsample in three forms (broadcast + collapse,
    a map reading h floordiv 2, torch-mlir's gather at linalg.index / 2),
    concat with a strided slice of the first feature map."""
    rnd = random.Random(7)
    w1, b1, w2 = [8, 3, 3, 3], [8], [6, 16, 1, 1]
    return f"""// test/e2e/host: a YOLOv8-like block, every op a host task on --target=opu.
func.func @cnn_block(%x: tensor<1x3x17x19xf32>) -> (tensor<1x26x16x18xf32>, tensor<1x16x8x9xf32>) {{
  %two_i = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %quarter = arith.constant 0.25 : f32
  %w1 = arith.constant dense<{lit(w1, rnd)}> : {t(w1, 'f32')}
  %b1 = arith.constant dense<{lit(b1, rnd)}> : {t(b1, 'f32')}
  %w2 = arith.constant dense<{lit(w2, rnd, 0.5)}> : {t(w2, 'f32')}
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  }} : tensor<1x3x17x19xf32> to tensor<1x3x19x21xf32>
  %e1 = tensor.empty() : tensor<1x8x17x19xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x8x17x19xf32>) -> tensor<1x8x17x19xf32>
  %c1 = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
    ins(%xp, %w1 : tensor<1x3x19x21xf32>, tensor<8x3x3x3xf32>) outs(%f1 : tensor<1x8x17x19xf32>) -> tensor<1x8x17x19xf32>
  %a1 = linalg.generic {{indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>,
                                         affine_map<(n, c, h, w) -> (n, c, h, w)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
    ins(%c1, %b1 : tensor<1x8x17x19xf32>, tensor<8xf32>) outs(%e1 : tensor<1x8x17x19xf32>) {{
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %n = arith.negf %s : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %y = arith.divf %s, %d : f32
    linalg.yield %y : f32
  }} -> tensor<1x8x17x19xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %ep = tensor.empty() : tensor<1x8x8x9xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %mx = linalg.pooling_nchw_max {{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}}
    ins(%a1, %win : tensor<1x8x17x19xf32>, tensor<2x2xf32>) outs(%fm : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%ep : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %sm = linalg.pooling_nchw_sum {{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}}
    ins(%a1, %win : tensor<1x8x17x19xf32>, tensor<2x2xf32>) outs(%fs : tensor<1x8x8x9xf32>) -> tensor<1x8x8x9xf32>
  %av = linalg.generic {{indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
    ins(%sm : tensor<1x8x8x9xf32>) outs(%ep : tensor<1x8x8x9xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %y = arith.mulf %v, %quarter : f32
    linalg.yield %y : f32
  }} -> tensor<1x8x8x9xf32>
  %cat = tensor.concat dim(1) %mx, %av : (tensor<1x8x8x9xf32>, tensor<1x8x8x9xf32>) -> tensor<1x16x8x9xf32>
  %e2 = tensor.empty() : tensor<1x6x8x9xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x6x8x9xf32>) -> tensor<1x6x8x9xf32>
  %c2 = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
    ins(%cat, %w2 : tensor<1x16x8x9xf32>, tensor<6x16x1x1xf32>) outs(%f2 : tensor<1x6x8x9xf32>) -> tensor<1x6x8x9xf32>
  %eb = tensor.empty() : tensor<1x6x8x2x9x2xf32>
  %bc = linalg.broadcast ins(%c2 : tensor<1x6x8x9xf32>) outs(%eb : tensor<1x6x8x2x9x2xf32>) dimensions = [3, 5]
  %up = tensor.collapse_shape %bc [[0], [1], [2, 3], [4, 5]] : tensor<1x6x8x2x9x2xf32> into tensor<1x6x16x18xf32>
  %eu = tensor.empty() : tensor<1x6x16x18xf32>
  %upf = linalg.generic {{indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h floordiv 2, w floordiv 2)>,
                                          affine_map<(n, c, h, w) -> (n, c, h, w)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
    ins(%c2 : tensor<1x6x8x9xf32>) outs(%eu : tensor<1x6x16x18xf32>) {{
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  }} -> tensor<1x6x16x18xf32>
  %upg = linalg.generic {{indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
    outs(%eu : tensor<1x6x16x18xf32>) {{
  ^bb0(%o: f32):
    %in = linalg.index 0 : index
    %ic = linalg.index 1 : index
    %ih = linalg.index 2 : index
    %iw = linalg.index 3 : index
    %hh = arith.divui %ih, %two_i : index
    %ww = arith.divui %iw, %two_i : index
    %v = tensor.extract %c2[%in, %ic, %hh, %ww] : tensor<1x6x8x9xf32>
    linalg.yield %v : f32
  }} -> tensor<1x6x16x18xf32>
  %sl = tensor.extract_slice %a1[0, 0, 1, 0] [1, 8, 16, 18] [1, 1, 1, 1] : tensor<1x8x17x19xf32> to tensor<1x8x16x18xf32>
  %out = tensor.concat dim(1) %up, %upf, %upg, %sl : (tensor<1x6x16x18xf32>, tensor<1x6x16x18xf32>, tensor<1x6x16x18xf32>, tensor<1x8x16x18xf32>) -> tensor<1x26x16x18xf32>
  return %out, %cat : tensor<1x26x16x18xf32>, tensor<1x16x8x9xf32>
}}
"""


def cnn_int8():
    """The integer paths: i8 NHWC conv_q with stride 2 and dilation 2, a
    depthwise_q with a channel multiplier, a requantisation back to i8, and
    unsigned max pooling."""
    rnd = random.Random(11)
    w1, w2 = [3, 3, 5, 7], [2, 2, 7, 2]
    return f"""// test/e2e/host: integer convolutions (zero points, wrap-free i32 sums, requant).
func.func @cnn_int8(%x: tensor<2x13x11x5xi8>) -> (tensor<2x5x3x7xi8>, tensor<2x4x2x7x2xi32>, tensor<2x2x1x14xi32>) {{
  %c0 = arith.constant 0 : i32
  %zx = arith.constant -3 : i32
  %zw = arith.constant 2 : i32
  %scale = arith.constant 0.0123 : f32
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %w1 = arith.constant dense<{lit(w1, rnd, ints=True)}> : {t(w1, 'i8')}
  %w2 = arith.constant dense<{lit(w2, rnd, ints=True)}> : {t(w2, 'i8')}
  %e1 = tensor.empty() : tensor<2x5x3x7xi32>
  %f1 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<2x5x3x7xi32>) -> tensor<2x5x3x7xi32>
  %c1 = linalg.conv_2d_nhwc_hwcf_q {{dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}}
    ins(%x, %w1, %zx, %zw : tensor<2x13x11x5xi8>, tensor<3x3x5x7xi8>, i32, i32) outs(%f1 : tensor<2x5x3x7xi32>) -> tensor<2x5x3x7xi32>
  %eq = tensor.empty() : tensor<2x5x3x7xi8>
  %q = linalg.generic {{indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
    ins(%c1 : tensor<2x5x3x7xi32>) outs(%eq : tensor<2x5x3x7xi8>) {{
  ^bb0(%v: i32, %o: i8):
    %f = arith.sitofp %v : i32 to f32
    %m = arith.mulf %f, %scale : f32
    %r = math.roundeven %m : f32
    %a = arith.maximumf %r, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    %i = arith.fptosi %b : f32 to i8
    linalg.yield %i : i8
  }} -> tensor<2x5x3x7xi8>
  %e2 = tensor.empty() : tensor<2x4x2x7x2xi32>
  %f2 = linalg.fill ins(%c0 : i32) outs(%e2 : tensor<2x4x2x7x2xi32>) -> tensor<2x4x2x7x2xi32>
  %c2 = linalg.depthwise_conv_2d_nhwc_hwcm_q {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
    ins(%q, %w2, %zw, %zx : tensor<2x5x3x7xi8>, tensor<2x2x7x2xi8>, i32, i32) outs(%f2 : tensor<2x4x2x7x2xi32>) -> tensor<2x4x2x7x2xi32>
  %cl = tensor.collapse_shape %c2 [[0], [1], [2], [3, 4]] : tensor<2x4x2x7x2xi32> into tensor<2x4x2x14xi32>
  %win = tensor.empty() : tensor<2x2xi32>
  %ep = tensor.empty() : tensor<2x2x1x14xi32>
  %fp = linalg.fill ins(%c0 : i32) outs(%ep : tensor<2x2x1x14xi32>) -> tensor<2x2x1x14xi32>
  %p = linalg.pooling_nhwc_max_unsigned {{dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}}
    ins(%cl, %win : tensor<2x4x2x14xi32>, tensor<2x2xi32>) outs(%fp : tensor<2x2x1x14xi32>) -> tensor<2x2x1x14xi32>
  return %q, %c2, %p : tensor<2x5x3x7xi8>, tensor<2x4x2x7x2xi32>, tensor<2x2x1x14xi32>
}}
"""


def layernorm_softmax():
    """A LayerNorm + softmax chunk in the shape of the Saturn team's ViT
    micro-tests: dequantise, mean, variance, rsqrt, affine, softmax, requant."""
    rnd = random.Random(13)
    return f"""// test/e2e/host: LayerNorm then softmax over rows of 37 x 100 (ViT-like chunk).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @ln_softmax(%x: tensor<37x100xf32>) -> (tensor<37x100xf32>, tensor<37x100xi8>) {{
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 100.0 : f32
  %eps = arith.constant 1.0E-5 : f32
  %qs = arith.constant 254.0 : f32
  %lo = arith.constant -128.0 : f32
  %hi = arith.constant 127.0 : f32
  %gamma = arith.constant dense<{lit([100], rnd, 1.5)}> : tensor<100xf32>
  %beta = arith.constant dense<{lit([100], rnd, 0.5)}> : tensor<100xf32>
  %er = tensor.empty() : tensor<37xf32>
  %em = tensor.empty() : tensor<37x100xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<37xf32>) -> tensor<37xf32>
  %sum = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
    ins(%x : tensor<37x100xf32>) outs(%z : tensor<37xf32>) {{
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  }} -> tensor<37xf32>
  %cen = linalg.generic {{indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}}
    ins(%x, %sum : tensor<37x100xf32>, tensor<37xf32>) outs(%em : tensor<37x100xf32>) {{
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %c = arith.subf %v, %m : f32
    linalg.yield %c : f32
  }} -> tensor<37x100xf32>
  %var = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
    ins(%cen : tensor<37x100xf32>) outs(%z : tensor<37xf32>) {{
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  }} -> tensor<37xf32>
  %ln = linalg.generic {{indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}}
    ins(%cen, %var, %gamma, %beta : tensor<37x100xf32>, tensor<37xf32>, tensor<100xf32>, tensor<100xf32>) outs(%em : tensor<37x100xf32>) {{
  ^bb0(%c: f32, %v: f32, %g: f32, %b: f32, %o: f32):
    %m = arith.divf %v, %n : f32
    %e = arith.addf %m, %eps : f32
    %r = math.rsqrt %e : f32
    %y = arith.mulf %c, %r : f32
    %yg = arith.mulf %y, %g : f32
    %yb = arith.addf %yg, %b : f32
    linalg.yield %yb : f32
  }} -> tensor<37x100xf32>
  %sm = linalg.softmax dimension(1) ins(%ln : tensor<37x100xf32>) outs(%em : tensor<37x100xf32>) -> tensor<37x100xf32>
  %eq = tensor.empty() : tensor<37x100xi8>
  %q = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
    ins(%ln : tensor<37x100xf32>) outs(%eq : tensor<37x100xi8>) {{
  ^bb0(%v: f32, %o: i8):
    %m = arith.mulf %v, %qs : f32
    %r = math.roundeven %m : f32
    %a = arith.maximumf %r, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    %i = arith.fptosi %b : f32 to i8
    linalg.yield %i : i8
  }} -> tensor<37x100xi8>
  return %sm, %q : tensor<37x100xf32>, tensor<37x100xi8>
}}
"""


def attention_gqa():
    """Attention whose K and V serve several query heads (grouped-query): a map
    form no accelerator kernel decodes, so the host runs it."""
    return """// test/e2e/host: grouped-query attention, K and V broadcast over 3 query heads.
#q = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, k1, k2, n) -> (b, k2, k1)>
#v = affine_map<(b, h, m, k1, k2, n) -> (b, k2, n)>
#s = affine_map<(b, h, m, k1, k2, n) -> ()>
#o = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, n)>
func.func @gqa(%q: tensor<2x3x9x16xf32>, %k: tensor<2x21x16xf32>, %v: tensor<2x21x11xf32>) -> tensor<2x3x9x11xf32> {
  %sc = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<2x3x9x11xf32>
  %r = "iree_linalg_ext.attention"(%q, %k, %v, %sc, %e) <{indexing_maps = [#q, #k, #v, #s, #o]}> ({
  ^bb0(%x: f32):
    "iree_linalg_ext.yield"(%x) : (f32) -> ()
  }) : (tensor<2x3x9x16xf32>, tensor<2x21x16xf32>, tensor<2x21x11xf32>, f32, tensor<2x3x9x11xf32>) -> tensor<2x3x9x11xf32>
  return %r : tensor<2x3x9x11xf32>
}
"""


def gather():
    """Embedding lookup and index arithmetic: tensor.extract inside
    linalg.generic bodies, the index from an operand (random i32 ids reduced
    modulo the vocabulary) or from linalg.index arithmetic, from a constant
    table and from an entry argument; scalars extracted at constant indices,
    tensor.from_elements of them and tensor.generate (which gathers too)."""
    rnd = random.Random(13)
    tab = [11, 7]
    return f"""// test/e2e/host: gathers (tensor.extract in a body), every op a host task on --target=opu.
func.func @gather(%ids: tensor<5x3xi32>, %x: tensor<4x6x7xf32>) -> (tensor<5x3x7xf32>, tensor<9x7xf32>, tensor<2x3xf32>, tensor<4x3xf32>) {{
  %vocab = arith.constant 11 : i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2.0 : f32
  %table = arith.constant dense<{lit(tab, rnd, 1.0)}> : {t(tab, 'f32')}
  %e1 = tensor.empty() : tensor<5x3x7xf32>
  %emb = linalg.generic {{indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}}
    ins(%ids : tensor<5x3xi32>) outs(%e1 : tensor<5x3x7xf32>) {{
  ^bb0(%id: i32, %o: f32):
    %r = arith.remui %id, %vocab : i32
    %row = arith.index_cast %r : i32 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %table[%row, %k] : {t(tab, 'f32')}
    linalg.yield %v : f32
  }} -> tensor<5x3x7xf32>
  %e2 = tensor.empty() : tensor<9x7xf32>
  %g = linalg.generic {{indexing_maps = [affine_map<(i, k) -> (i, k)>], iterator_types = ["parallel", "parallel"]}}
    outs(%e2 : tensor<9x7xf32>) {{
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %a = arith.remui %i, %c4 : index
    %i2 = arith.muli %i, %c2 : index
    %i3 = arith.addi %i2, %c1 : index
    %b = arith.remui %i3, %c6 : index
    %c = arith.subi %c6, %k : index
    %v = tensor.extract %x[%a, %b, %c] : tensor<4x6x7xf32>
    %w = arith.mulf %v, %two : f32
    linalg.yield %w : f32
  }} -> tensor<9x7xf32>
  %c0 = arith.constant 0 : index
  %s0 = tensor.extract %x[%c0, %c1, %c2] : tensor<4x6x7xf32>
  %s1 = tensor.extract %x[%c2, %c0, %c6] : tensor<4x6x7xf32>
  %fe = tensor.from_elements %s0, %two, %s1, %s1, %s0, %two : tensor<2x3xf32>
  %gen = tensor.generate {{
  ^bb0(%i: index, %j: index):
    %a = arith.muli %i, %c2 : index
    %b = arith.addi %a, %j : index
    %v = tensor.extract %table[%b, %j] : {t(tab, 'f32')}
    %w = arith.addf %v, %s0 : f32
    tensor.yield %w : f32
  }} : tensor<4x3xf32>
  return %emb, %g, %fe, %gen : tensor<5x3x7xf32>, tensor<9x7xf32>, tensor<2x3xf32>, tensor<4x3xf32>
}}
"""


for name, fn in [("attention_gqa", attention_gqa), ("cnn_block", cnn_block), ("cnn_int8", cnn_int8), ("layernorm_softmax", layernorm_softmax), ("gather", gather)]:
    with open(name + ".mlir", "w") as f:
        f.write(fn())
