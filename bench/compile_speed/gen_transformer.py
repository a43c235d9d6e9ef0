#!/usr/bin/env python3
# gen_transformer.py: writes N-layer transformer files in the form IREE's
# global-optimization phase dumps them, as input for the compile-speed benchmark.
"""Generate an IREE global-optimization MLIR file for an N-layer transformer.

Each layer is a pre-norm Llama-style block: RMSNorm (4 generics), Q/K/V
projections with bias, attention (iree_linalg_ext.attention with 5 or 6 maps,
or decomposed batch_matmul -> softmax -> batch_matmul), output projection with
residual add, RMSNorm, SwiGLU MLP (SiLU) with residual add.  Weights are
util.global with dense_resource blobs (random bytes, written to the
dialect_resources section) or dense_resource<__elided__>.

IREE ops are always printed generic (upstream MLIR cannot parse their custom
syntax); upstream ops are generic too with --form=generic, or in custom syntax
with --form=mixed, as `iree-compile --mlir-print-op-generic` and hand-edited
dumps give them.

The file grows with --layers (op count) and with --hidden/--ffn when weights
are blobs (bytes); both axes matter for a compiler's speed.

--check generates small files in every dtype/form/weights combination and
verifies that mlir-opt accepts them and that npucc classifies the dispatches
this generator knows it wrote (used by the 'bench-smoke' test).
"""

import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

DTYPES = ("bf16", "f32", "i8")
ATTENTION_KINDS = ("fused", "masked", "decomposed")


def ttype(shape, et):
    if not shape:
        return "tensor<%s>" % et
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), et)


def float_lit(v):
    # MLIR accepts any decimal float literal; repr keeps it exact for f32 values
    # we pick, and a decimal point keeps it a float.
    s = repr(float(v))
    if "e" in s or "E" in s:
        mant, exp = s.lower().split("e")
        if "." not in mant:
            mant += ".0"
        return "%se%s" % (mant, exp)
    return s


class Body:
    """Builder for the scalar ops of one linalg region."""

    def __init__(self, em):
        self.em = em
        self.lines = []

    def _bin(self, op, a, b, ty, flags):
        r = self.em.val()
        if self.em.print_generic:
            self.lines.append('%s = "%s"(%s, %s) <{%s}> : (%s, %s) -> %s'
                              % (r, op, a, b, flags, ty, ty, ty))
        else:
            self.lines.append("%s = %s %s, %s : %s" % (r, op, a, b, ty))
        return r

    def f(self, op, a, b, ty):
        return self._bin("arith." + op, a, b, ty, "fastmath = #arith.fastmath<none>")

    def i(self, op, a, b, ty):
        return self._bin("arith." + op, a, b, ty, "overflowFlags = #arith.overflow<none>")

    def un(self, op, a, ty):
        r = self.em.val()
        if self.em.print_generic:
            self.lines.append('%s = "%s"(%s) <{fastmath = #arith.fastmath<none>}> : (%s) -> %s'
                              % (r, op, a, ty, ty))
        else:
            self.lines.append("%s = %s %s : %s" % (r, op, a, ty))
        return r

    def cast(self, op, a, src, dst):
        if src == dst and op in ("extf", "truncf"):
            return a
        r = self.em.val()
        if self.em.print_generic:
            self.lines.append('%s = "arith.%s"(%s) : (%s) -> %s' % (r, op, a, src, dst))
        else:
            self.lines.append("%s = arith.%s %s : %s to %s" % (r, op, a, src, dst))
        return r

    def yield_lines(self, v, ty):
        if self.em.print_generic:
            return self.lines + ['"linalg.yield"(%s) : (%s) -> ()' % (v, ty)]
        return self.lines + ["linalg.yield %s : %s" % (v, ty)]


class Emitter:
    """Prints upstream ops in generic or custom syntax and IREE ops generic, or
    (pretty_iree) everything in custom syntax, as IREE prints it by default."""

    def __init__(self, generic, pretty_iree=False):
        self.print_generic = generic
        self.pretty_iree = pretty_iree
        self.counter = 0
        self.maps = {}
        self.lines = []
        self.consts = {}
        self.const_lines = []

    def val(self):
        self.counter += 1
        return "%%%d" % (self.counter - 1)

    def map(self, text):
        if text not in self.maps:
            self.maps[text] = "#map" if not self.maps else "#map%d" % len(self.maps)
        return self.maps[text]

    def emit(self, line, indent=4):
        self.lines.append(" " * indent + line)

    def const(self, value, et):
        """A scalar arith.constant, hoisted to the top of the function like IREE does."""
        lit = str(int(value)) if et.startswith("i") else float_lit(value)
        key = (lit, et)
        if key not in self.consts:
            r = "%%c%d" % len(self.consts)
            if self.print_generic:
                self.const_lines.append('    %s = "arith.constant"() <{value = %s : %s}> : () -> %s'
                                        % (r, lit, et, et))
            else:
                self.const_lines.append("    %s = arith.constant %s : %s" % (r, lit, et))
            self.consts[key] = r
        return self.consts[key]

    # --- upstream ops --------------------------------------------------------

    def empty(self, shape, et):
        r = self.val()
        t = ttype(shape, et)
        if self.print_generic:
            self.emit('%s = "tensor.empty"() : () -> %s' % (r, t))
        else:
            self.emit("%s = tensor.empty() : %s" % (r, t))
        return r

    def fill(self, value, et, shape):
        init = self.empty(shape, et)
        c = self.const(value, et)
        t = ttype(shape, et)
        r = self.val()
        if self.print_generic:
            a, b = self.val(), self.val()
            self.emit('%s = "linalg.fill"(%s, %s) <{operandSegmentSizes = array<i32: 1, 1>}> ({'
                      % (r, c, init))
            self.emit("^bb0(%s: %s, %s: %s):" % (a, et, b, et))
            self.emit('  "linalg.yield"(%s) : (%s) -> ()' % (a, et))
            self.emit("}) : (%s, %s) -> %s" % (et, t, t))
        else:
            self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s" % (r, c, et, init, t, t))
        return r

    def _contraction_body(self, ea, eb, ec):
        body = Body(self)
        a, b, c = self.val(), self.val(), self.val()
        if ec.startswith("i"):
            x = body.cast("extsi", a, ea, ec)
            y = body.cast("extsi", b, eb, ec)
            out = body.i("addi", c, body.i("muli", x, y, ec), ec)
        else:
            x = body.cast("extf", a, ea, ec)
            y = body.cast("extf", b, eb, ec)
            out = body.f("addf", c, body.f("mulf", x, y, ec), ec)
        return (a, b, c), body.yield_lines(out, ec)

    def contraction(self, a, sa, ea, b, sb, eb, acc, sc, ec, named):
        """C += A . B over the last dim of A; batch_matmul when rank 3.

        named: linalg.matmul / linalg.batch_matmul (IREE at O0); otherwise the
        linalg.generic that --iree-opt-generalize-matmul leaves at O2."""
        batch = len(sa) == 3
        if batch:
            maps = [self.map("(d0, d1, d2, d3) -> (d0, d1, d3)"),
                    self.map("(d0, d1, d2, d3) -> (d0, d3, d2)"),
                    self.map("(d0, d1, d2, d3) -> (d0, d1, d2)")]
            iters = ["parallel", "parallel", "parallel", "reduction"]
        else:
            maps = [self.map("(d0, d1, d2) -> (d0, d2)"),
                    self.map("(d0, d1, d2) -> (d2, d1)"),
                    self.map("(d0, d1, d2) -> (d0, d1)")]
            iters = ["parallel", "parallel", "reduction"]
        ta, tb, tc = ttype(sa, ea), ttype(sb, eb), ttype(sc, ec)
        r = self.val()
        opname = "linalg.batch_matmul" if batch else "linalg.matmul"
        if named and not self.print_generic:
            self.emit("%s = %s ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                      % (r, opname, a, b, ta, tb, acc, tc, tc))
            return r
        args, body = self._contraction_body(ea, eb, ec)
        if named:
            head = '%s = "%s"(%s, %s, %s) <{indexing_maps = [%s], operandSegmentSizes = array<i32: 2, 1>}> ({' \
                % (r, opname, a, b, acc, ", ".join(maps))
            self._region(head, args, (ea, eb, ec), body, "}) : (%s, %s, %s) -> %s" % (ta, tb, tc, tc))
            return r
        return self._generic_op(r, [(a, ta), (b, tb)], (acc, tc), maps, iters, args,
                                (ea, eb, ec), body)

    def _region(self, head, args, types, body, tail):
        self.emit(head)
        self.emit("^bb0(%s):" % ", ".join("%s: %s" % (n, t) for n, t in zip(args, types)))
        for ln in body:
            self.emit("  " + ln)
        self.emit(tail)

    def _generic_op(self, r, ins, out, maps, iters, args, arg_types, body):
        ins_names = ", ".join(n for n, _ in ins)
        ins_types = ", ".join(t for _, t in ins)
        if self.print_generic:
            head = ('%s = "linalg.generic"(%s, %s) <{indexing_maps = [%s], iterator_types = [%s], '
                    'operandSegmentSizes = array<i32: %d, 1>}> ({'
                    % (r, ins_names, out[0], ", ".join(maps),
                       ", ".join("#linalg.iterator_type<%s>" % i for i in iters), len(ins)))
            tail = "}) : (%s, %s) -> %s" % (ins_types, out[1], out[1])
        else:
            head = ('%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} '
                    'ins(%s : %s) outs(%s : %s) {'
                    % (r, ", ".join(maps), ", ".join('"%s"' % i for i in iters),
                       ins_names, ins_types, out[0], out[1]))
            tail = "} -> %s" % out[1]
        self._region(head, args, arg_types, body, tail)
        return r

    def generic(self, ins, out_shape, out_et, out_map, iters, fn, init=None):
        """ins: [(value, shape, elem, map)]; fn(body, in_args, out_arg) -> yielded value."""
        if init is None:
            init = self.empty(out_shape, out_et)
        tout = ttype(out_shape, out_et)
        r = self.val()
        body = Body(self)
        args = [self.val() for _ in ins]
        out_arg = self.val()
        y = fn(body, args, out_arg)
        maps = [self.map(m) for _, _, _, m in ins] + [self.map(out_map)]
        return self._generic_op(r, [(v, ttype(s, e)) for v, s, e, _ in ins], (init, tout), maps,
                                iters, args + [out_arg], [e for _, _, e, _ in ins] + [out_et],
                                body.yield_lines(y, out_et))

    def softmax(self, x, shape, et, dim):
        init = self.empty(shape, et)
        t = ttype(shape, et)
        r = self.val()
        if self.print_generic:
            self.emit('%s = "linalg.softmax"(%s, %s) <{dimension = %d : i64}> : (%s, %s) -> %s'
                      % (r, x, init, dim, t, t, t))
        else:
            self.emit("%s = linalg.softmax dimension(%d) ins(%s : %s) outs(%s : %s) -> %s"
                      % (r, dim, x, t, init, t, t))
        return r

    def expand(self, x, src, dst, et, reassoc):
        r = self.val()
        ra = "[%s]" % ", ".join("[%s]" % ", ".join(str(i) for i in g) for g in reassoc)
        if self.print_generic:
            self.emit('%s = "tensor.expand_shape"(%s) <{reassociation = %s, static_output_shape = array<i64: %s>}> : (%s) -> %s'
                      % (r, x, ra, ", ".join(str(d) for d in dst), ttype(src, et), ttype(dst, et)))
        else:
            self.emit("%s = tensor.expand_shape %s %s output_shape [%s] : %s into %s"
                      % (r, x, ra, ", ".join(str(d) for d in dst), ttype(src, et), ttype(dst, et)))
        return r

    def collapse(self, x, src, dst, et, reassoc):
        r = self.val()
        ra = "[%s]" % ", ".join("[%s]" % ", ".join(str(i) for i in g) for g in reassoc)
        if self.print_generic:
            self.emit('%s = "tensor.collapse_shape"(%s) <{reassociation = %s}> : (%s) -> %s'
                      % (r, x, ra, ttype(src, et), ttype(dst, et)))
        else:
            self.emit("%s = tensor.collapse_shape %s %s : %s into %s"
                      % (r, x, ra, ttype(src, et), ttype(dst, et)))
        return r

    # --- IREE ops: generic, or IREE's custom syntax with pretty_iree ---------

    def global_load(self, name, shape, et):
        r = self.val()
        t = ttype(shape, et)
        if self.pretty_iree:
            self.emit('%s = util.global.load immutable @%s : %s' % (r, name, t))
        else:
            self.emit('%s = "util.global.load"() <{global = @%s, is_immutable}> : () -> %s' % (r, name, t))
        return r

    def attention(self, q, k, v, scale, scale_et, mask, mask_et, shape_q, shape_kv, et):
        maps = [self.map("(d0, d1, d2, d3, d4) -> (d0, d1, d2)"),
                self.map("(d0, d1, d2, d3, d4) -> (d0, d3, d2)"),
                self.map("(d0, d1, d2, d3, d4) -> (d0, d3, d4)"),
                self.map("(d0, d1, d2, d3, d4) -> ()")]
        operands = [q, k, v, scale]
        types = [ttype(shape_q, et), ttype(shape_kv, et), ttype(shape_kv, et), scale_et]
        if mask is not None:
            maps.append(self.map("(d0, d1, d2, d3, d4) -> (d0, d1, d3)"))
            operands.append(mask)
            types.append(ttype([shape_q[0], shape_q[1], shape_kv[1]], mask_et))
        maps.append(self.map("(d0, d1, d2, d3, d4) -> (d0, d1, d4)"))
        init = self.empty(shape_q, et)
        operands.append(init)
        types.append(ttype(shape_q, et))
        r = self.val()
        a = self.val()
        if self.pretty_iree:
            self.emit('%s = iree_linalg_ext.attention {indexing_maps = [%s]} ins(%s : %s) outs(%s : %s) {'
                      % (r, ", ".join(maps), ", ".join(operands[:-1]), ", ".join(types[:-1]),
                         operands[-1], types[-1]))
            self.emit("^bb0(%s: f32):" % a)
            self.emit('  iree_linalg_ext.yield %s : f32' % a)
            self.emit("} -> %s" % ttype(shape_q, et))
            return r
        self.emit('%s = "iree_linalg_ext.attention"(%s) <{indexing_maps = [%s]}> ({'
                  % (r, ", ".join(operands), ", ".join(maps)))
        self.emit("^bb0(%s: f32):" % a)
        self.emit('  "iree_linalg_ext.yield"(%s) : (f32) -> ()' % a)
        self.emit("}) : (%s) -> %s" % (", ".join(types), ttype(shape_q, et)))
        return r


class Model:
    """The transformer's parameters and the globals it declares."""

    def __init__(self, args):
        self.layers = args.layers
        self.hidden = args.hidden
        self.seq = args.seq
        self.heads = args.heads or max(1, args.hidden // 64)
        if self.hidden % self.heads:
            raise ValueError("--hidden %d is not a multiple of --heads %d" % (self.hidden, self.heads))
        self.head_dim = self.hidden // self.heads
        self.ffn = args.ffn or (8 * args.hidden // 3 + 7) // 8 * 8
        self.dtype = args.dtype
        self.act = "f32" if args.dtype == "i8" else args.dtype
        self.weight_et = "i8" if args.dtype == "i8" else args.dtype
        self.weights = args.weights
        self.attention = args.attention
        self.matmul = args.matmul
        self.seed = args.seed
        self.globals = []   # (name, shape, et, init): init = 'blob' | 'elided' | float splat

    def attention_kind(self, layer):
        if self.attention == "alternate":
            return ATTENTION_KINDS[layer % 3]
        return self.attention

    def named_matmul(self, layer):
        if self.matmul == "alternate":
            return layer % 2 == 0
        return self.matmul == "named"

    def add_global(self, name, shape, et, splat=None):
        if splat is not None:
            init = splat
        else:
            init = "blob" if self.weights == "blob" else "elided"
        self.globals.append((name, shape, et, init))
        return name


def build_function(m, em):
    """Emits the body of util.func @main; returns the (inputs, output) ABI types."""
    S, H, NH, D, F = m.seq, m.hidden, m.heads, m.head_dim, m.ffn
    A = m.act
    id1 = "(d0) -> (d0)"
    id2 = "(d0, d1) -> (d0, d1)"
    id3 = "(d0, d1, d2) -> (d0, d1, d2)"
    row = "(d0, d1) -> (d0)"
    col = "(d0, d1) -> (d1)"
    par2 = ["parallel", "parallel"]
    par3 = ["parallel", "parallel", "parallel"]
    kinds = [m.attention_kind(i) for i in range(m.layers)]
    need_mask = any(k != "fused" for k in kinds)

    def ext(body, v, et):
        return body.cast("extf", v, et, "f32")

    def trunc(body, v, et):
        return body.cast("truncf", v, "f32", et)

    def import_(name, arg, shape):
        t = ttype(shape, A)
        r = em.val()
        b = em.val()
        if em.pretty_iree:
            em.emit('%s = hal.tensor.import %s "%s" : !hal.buffer_view -> %s' % (r, arg, name, t))
            em.emit('%s = iree_tensor_ext.compute_barrier.start %s : %s -> %s' % (b, r, t, t))
            return b
        em.emit('%s = "hal.tensor.import"(%s) <{name = "%s", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = %s}> : (!hal.buffer_view) -> %s'
                % (r, arg, name, t, t))
        em.emit('%s = "iree_tensor_ext.compute_barrier.start"(%s) : (%s) -> %s' % (b, r, t, t))
        return b

    x = import_("hidden_states", "%arg0", [S, H])
    mask = import_("attn_mask", "%arg1", [S, S]) if need_mask else None
    mask3 = None

    def quant(v, shape, scale):
        def fn(b, a, _):
            y = b.f("mulf", a[0], em.const(scale, "f32"), "f32")
            y = b.un("math.roundeven", y, "f32")
            y = b.f("maximumf", y, em.const(-128.0, "f32"), "f32")
            y = b.f("minimumf", y, em.const(127.0, "f32"), "f32")
            return b.cast("fptosi", y, "f32", "i8")
        return em.generic([(v, shape, "f32", id2)], shape, "i8", id2, par2, fn)

    def linear(v, K, N, wname, named):
        """v: S x K activations (A, or i8 in the QDQ variant) times the K x N weight."""
        w = em.global_load(wname, [K, N], m.weight_et)
        ein = "i8" if m.dtype == "i8" else A
        acc_et = "i32" if m.dtype == "i8" else "f32"
        acc = em.fill(0, acc_et, [S, N])
        return em.contraction(v, [S, K], ein, w, [K, N], m.weight_et, acc, [S, N], acc_et, named)

    def dequant_scale(layer, which):
        # Distinct per-projection scales, as a calibrated model has.
        return 1.0 / (4096.0 + 97.0 * layer + 13.0 * which)

    def rmsnorm(h, gamma):
        g = em.global_load(gamma, [H], A)
        def square(b, a, _):
            y = ext(b, a[0], A)
            return b.f("mulf", y, y, "f32")
        sq = em.generic([(h, [S, H], A, id2)], [S, H], "f32", id2, par2, square)
        acc = em.fill(0, "f32", [S])
        ssum = em.generic([(sq, [S, H], "f32", id2)], [S], "f32", row, ["parallel", "reduction"],
                          lambda b, a, o: b.f("addf", a[0], o, "f32"), init=acc)

        def inv_rms(b, a, _):
            y = b.f("divf", a[0], em.const(float(H), "f32"), "f32")
            y = b.f("addf", y, em.const(1e-5, "f32"), "f32")
            return b.un("math.rsqrt", y, "f32")
        r = em.generic([(ssum, [S], "f32", id1)], [S], "f32", id1, ["parallel"], inv_rms)

        def scale(b, a, _):
            y = b.f("mulf", ext(b, a[0], A), a[1], "f32")
            y = b.f("mulf", y, ext(b, a[2], A), "f32")
            return trunc(b, y, A)
        return em.generic([(h, [S, H], A, id2), (r, [S], "f32", row), (g, [H], A, col)],
                          [S, H], A, id2, par2, scale)

    def to_heads(v, kt):
        """S x H -> NH x S x D (or NH x D x S for a transposed key)."""
        e = em.expand(v, [S, H], [S, NH, D], A, [[0], [1, 2]])
        if kt:
            return em.generic([(e, [S, NH, D], A, "(d0, d1, d2) -> (d2, d0, d1)")], [NH, D, S], A,
                              id3, par3, lambda b, a, o: a[0])
        return em.generic([(e, [S, NH, D], A, "(d0, d1, d2) -> (d1, d0, d2)")], [NH, S, D], A,
                          id3, par3, lambda b, a, o: a[0])

    h = x
    for layer in range(m.layers):
        pre = "__auto.model.layers.%d." % layer
        named = m.named_matmul(layer)
        kind = kinds[layer]
        ln1 = m.add_global(pre + "input_layernorm.weight", [H], A, splat=1.0)
        ln2 = m.add_global(pre + "post_attention_layernorm.weight", [H], A, splat=1.0)
        n = rmsnorm(h, ln1)
        if m.dtype == "i8":
            n = quant(n, [S, H], 31.5 + layer)
        qkv = []
        for which, proj in enumerate(("q_proj", "k_proj", "v_proj")):
            w = m.add_global(pre + "self_attn.%s.weight" % proj, [H, H], m.weight_et)
            bias = m.add_global(pre + "self_attn.%s.bias" % proj, [H], A)
            mm = linear(n, H, H, w, named)
            bl = em.global_load(bias, [H], A)
            if m.dtype == "i8":
                s = dequant_scale(layer, which)

                def epi(b, a, _, s=s):
                    y = b.cast("sitofp", a[0], "i32", "f32")
                    y = b.f("mulf", y, em.const(s, "f32"), "f32")
                    return b.f("addf", y, a[1], "f32")
                y = em.generic([(mm, [S, H], "i32", id2), (bl, [H], A, col)], [S, H], A, id2, par2, epi)
            else:
                y = em.generic([(mm, [S, H], "f32", id2), (bl, [H], A, col)], [S, H], A, id2, par2,
                               lambda b, a, o: trunc(b, b.f("addf", a[0], ext(b, a[1], A), "f32"), A))
            qkv.append(y)
        scale = 1.0 / math.sqrt(D)
        if kind == "decomposed":
            q = to_heads(qkv[0], False)
            kt = to_heads(qkv[1], True)
            v = to_heads(qkv[2], False)
            acc = em.fill(0, "f32", [NH, S, S])
            qk = em.contraction(q, [NH, S, D], A, kt, [NH, D, S], A, acc, [NH, S, S], "f32", True)

            def scale_mask(b, a, _):
                y = b.f("mulf", a[0], em.const(scale, "f32"), "f32")
                y = b.f("addf", y, ext(b, a[1], A), "f32")
                return trunc(b, y, A)
            sc = em.generic([(qk, [NH, S, S], "f32", id3), (mask, [S, S], A, "(d0, d1, d2) -> (d1, d2)")],
                            [NH, S, S], A, id3, par3, scale_mask)
            p = em.softmax(sc, [NH, S, S], A, 2)
            acc = em.fill(0, "f32", [NH, S, D])
            pv = em.contraction(p, [NH, S, S], A, v, [NH, S, D], A, acc, [NH, S, D], "f32", True)
            o = em.generic([(pv, [NH, S, D], "f32", "(d0, d1, d2) -> (d1, d0, d2)")], [S, NH, D], A,
                           id3, par3, lambda b, a, _: trunc(b, a[0], A))
        else:
            q, k, v = (to_heads(t, False) for t in qkv)
            mk = None
            if kind == "masked":
                if mask3 is None:
                    mask3 = em.generic([(mask, [S, S], A, "(d0, d1, d2) -> (d1, d2)")], [NH, S, S], A,
                                       id3, par3, lambda b, a, o: a[0])
                mk = mask3
            att = em.attention(q, k, v, em.const(scale, A), A, mk, A, [NH, S, D], [NH, S, D], A)
            o = em.generic([(att, [NH, S, D], A, "(d0, d1, d2) -> (d1, d0, d2)")], [S, NH, D], A,
                           id3, par3, lambda b, a, _: a[0])
        o = em.collapse(o, [S, NH, D], [S, H], A, [[0], [1, 2]])
        if m.dtype == "i8":
            o = quant(o, [S, H], 17.0 + layer)
        wo = m.add_global(pre + "self_attn.o_proj.weight", [H, H], m.weight_et)
        mm = linear(o, H, H, wo, named)
        h = em.generic([(mm, [S, H], "i32" if m.dtype == "i8" else "f32", id2), (h, [S, H], A, id2)],
                       [S, H], A, id2, par2, residual_fn(m, em, ext, trunc, dequant_scale(layer, 3)))
        n = rmsnorm(h, ln2)
        if m.dtype == "i8":
            n = quant(n, [S, H], 29.0 + layer)
        wg = m.add_global(pre + "mlp.gate_proj.weight", [H, F], m.weight_et)
        wu = m.add_global(pre + "mlp.up_proj.weight", [H, F], m.weight_et)
        wd = m.add_global(pre + "mlp.down_proj.weight", [F, H], m.weight_et)
        gate = linear(n, H, F, wg, named)
        up = linear(n, H, F, wu, named)
        acc_et = "i32" if m.dtype == "i8" else "f32"
        sg, su = dequant_scale(layer, 4), dequant_scale(layer, 5)

        def swiglu(b, a, _):
            g, u = a[0], a[1]
            if m.dtype == "i8":
                g = b.f("mulf", b.cast("sitofp", g, "i32", "f32"), em.const(sg, "f32"), "f32")
                u = b.f("mulf", b.cast("sitofp", u, "i32", "f32"), em.const(su, "f32"), "f32")
            e = b.un("math.exp", b.un("arith.negf", g, "f32"), "f32")
            s = b.f("divf", g, b.f("addf", e, em.const(1.0, "f32"), "f32"), "f32")
            return trunc(b, b.f("mulf", s, u, "f32"), A)
        act = em.generic([(gate, [S, F], acc_et, id2), (up, [S, F], acc_et, id2)], [S, F], A, id2,
                         par2, swiglu)
        if m.dtype == "i8":
            act = quant(act, [S, F], 23.0 + layer)
        mm = linear(act, F, H, wd, named)
        h = em.generic([(mm, [S, H], acc_et, id2), (h, [S, H], A, id2)], [S, H], A, id2, par2,
                       residual_fn(m, em, ext, trunc, dequant_scale(layer, 6)))

    t = ttype([S, H], A)
    e = em.val()
    r = em.val()
    if em.pretty_iree:
        em.emit('%s = iree_tensor_ext.compute_barrier.end %s : %s -> %s' % (e, h, t, t))
        em.emit('%s = hal.tensor.export %s "output0" : %s -> !hal.buffer_view' % (r, e, t))
        em.emit('util.return %s : !hal.buffer_view' % r)
    else:
        em.emit('%s = "iree_tensor_ext.compute_barrier.end"(%s) : (%s) -> %s' % (e, h, t, t))
        em.emit('%s = "hal.tensor.export"(%s) <{name = "output0", source_encoding = %s}> : (%s) -> !hal.buffer_view'
                % (r, e, t, t))
        em.emit('"util.return"(%s) : (!hal.buffer_view) -> ()' % r)
    ins = [("hidden_states", [S, H])] + ([("attn_mask", [S, S])] if need_mask else [])
    return ins, ("output0", [S, H])


def residual_fn(m, em, ext, trunc, scale):
    A = m.act

    def fn(b, a, _):
        if m.dtype == "i8":
            y = b.f("mulf", b.cast("sitofp", a[0], "i32", "f32"), em.const(scale, "f32"), "f32")
            return b.f("addf", y, a[1], "f32")
        return trunc(b, b.f("addf", a[0], ext(b, a[1], A), "f32"), A)
    return fn


ELEM_BYTES = {"bf16": 2, "f32": 4, "i8": 1}
DEVICE = ('#hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", '
          '{cpu = "generic-rv64", cpu_features = "+m,+a,+f,+d,+c,+v,+zvl512b", '
          'data_layout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128", native_vector_size = 64 : i64, '
          'target_abi = "lp64d", target_triple = "riscv64-unknown-unknown-eabi-elf"}>]> : !hal.device')
AFFINITY = "{stream.affinity.default = #hal.device.affinity<@__device_0>}"


def blob_bytes(name, n, et, seed):
    """Random weight bytes, deterministic per (seed, name); floats kept finite and
    of moderate magnitude (|w| in [2^-7, 1)) so demotion to fp8 sees real values."""
    rng = random.Random("%d:%s" % (seed, name))
    data = bytearray(rng.randbytes(n))
    if et in ("bf16", "f32"):
        # The byte holding sign + top 7 exponent bits: exponent 120..127.
        table = bytes((b & 0x80) | 0x3C | (b & 0x03) for b in range(256))
        step = ELEM_BYTES[et]
        data[step - 1::step] = data[step - 1::step].translate(table)
    return data


def write_file(path, m, generic, pretty_iree=False):
    """generic: every op generic; else upstream ops in custom syntax, and IREE
    ops too with pretty_iree (IREE's default printed form)."""
    em = Emitter(generic, pretty_iree)
    ins, out = build_function(m, em)
    with open(path, "w", encoding="ascii") as f:
        for text, alias in em.maps.items():
            f.write("%s = affine_map<%s>\n" % (alias, text))
        if generic:
            f.write('"builtin.module"() <{sym_name = "module"}> ({\n')
        else:
            f.write("module @module attributes %s {\n" % AFFINITY)
        if pretty_iree:
            f.write('  util.global private @__device_0 = %s\n' % DEVICE)
        else:
            f.write('  "util.global"() <{initial_value = %s, sym_name = "__device_0", '
                    'sym_visibility = "private", type = !hal.device}> : () -> ()\n' % DEVICE)
        for name, shape, et, init in m.globals:
            t = ttype(shape, et)
            if init == "blob":
                value = "dense_resource<%s> : %s" % (name, t)
            elif init == "elided":
                value = "dense_resource<__elided__> : %s" % t
            else:
                value = "dense<%s> : %s" % (float_lit(init), t)
            if pretty_iree:
                f.write('  util.global private @%s %s = %s\n' % (name, AFFINITY, value))
            else:
                f.write('  "util.global"() <{initial_value = %s, sym_name = "%s", sym_visibility = "private", '
                        'type = %s}> %s : () -> ()\n' % (value, name, t, AFFINITY))
        in_types = ", ".join("!hal.buffer_view" for _ in ins)
        decl = "sync func @main(%s) -> (%%%s: %s)" % (
            ", ".join("%%%s: %s" % (n, ttype(s, m.act)) for n, s in ins), out[0], ttype(out[1], m.act))
        if pretty_iree:
            f.write('  util.func public @main(%s) -> !hal.buffer_view attributes {iree.abi.stub, '
                    'iree.reflection = {iree.abi.declaration = "%s"}} {\n'
                    % (", ".join("%%arg%d: !hal.buffer_view" % i for i in range(len(ins))), decl))
        else:
            f.write('  "util.func"() <{function_type = (%s) -> !hal.buffer_view, sym_name = "main"}> ({\n'
                    % in_types)
            f.write("  ^bb0(%s):\n" % ", ".join("%%arg%d: !hal.buffer_view" % i for i in range(len(ins))))
        for ln in em.const_lines:
            f.write(ln + "\n")
        for ln in em.lines:
            f.write(ln + "\n")
        if pretty_iree:
            f.write('  }\n')
        else:
            f.write('  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "%s"}} : () -> ()\n' % decl)
        if generic:
            f.write("}) %s : () -> ()\n" % AFFINITY)
        else:
            f.write("}\n")
        blobs = [(n, s, e) for n, s, e, init in m.globals if init == "blob"]
        if blobs:
            f.write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
            for i, (name, shape, et) in enumerate(blobs):
                nbytes = ELEM_BYTES[et] * math.prod(shape)
                align = ELEM_BYTES[et]
                f.write('      %s: "0x%s' % (name, align.to_bytes(4, "little").hex().upper()))
                # Chunked so a 100 MB file never needs its whole hex string at once.
                data = blob_bytes(name, nbytes, et, m.seed)
                for off in range(0, nbytes, 1 << 20):
                    f.write(data[off:off + (1 << 20)].hex().upper())
                f.write('"%s\n' % ("," if i + 1 < len(blobs) else ""))
            f.write("    }\n  }\n#-}\n")
    return em


def expected_dispatches(m):
    """What npucc must list for a generated model, from what was written: kinds
    of the dispatches outside attention chains, and the chain parts (qk,
    softmax, pv) of the decomposed attentions."""
    kinds = [m.attention_kind(i) for i in range(m.layers)]
    decomposed = sum(k == "decomposed" for k in kinds)
    return {
        "matmul": 7 * m.layers,
        "reduction": 2 * m.layers,
        "attention": sum(k != "decomposed" for k in kinds),
        "batch_matmul": 0,
        "softmax": 0,
        "chain qk": decomposed,
        "chain softmax": decomposed,
        "chain pv": decomposed,
        "chains": decomposed,
    }


DISPATCH_RE = re.compile(r"^dispatch (\d+): (\S+) (.*) -> (npu|host)\b(.*)$")
CHAIN_RE = re.compile(r"\[attention chain (\d+): (\w+)\]")


def check_dispatches(m, listing, notes=None):
    """Compares npucc --list-dispatches output with what the generator wrote;
    returns a list of problems (empty when it matches).

    Problems: a dispatch kind counted wrong, a decomposed attention not
    recognised as one chain of qk, softmax and pv, an i8 matmul offloaded (the
    NPU has no integer instructions). Where a float op runs is the target's
    decision, still growing: a float matmul, softmax or attention left on the
    host is only appended to `notes` (as 'kind: reason')."""
    problems = []
    counts = {}
    chains = set()
    for ln in listing.splitlines():
        if not ln.startswith("dispatch "):
            continue
        mt = DISPATCH_RE.match(ln)
        if not mt:
            problems.append("unparsed dispatch line: " + ln)
            continue
        kind, device, rest = mt.group(2), mt.group(4), mt.group(5)
        chain = CHAIN_RE.search(ln)
        key = "chain " + chain.group(2) if chain else kind
        counts[key] = counts.get(key, 0) + 1
        if chain:
            chains.add(chain.group(1))
            if kind not in ("batch_matmul", "softmax", "attention"):
                problems.append("a %s dispatch in an attention chain: %s" % (kind, ln))
        if m.dtype == "i8" and kind == "matmul":
            if device != "host" or "integer" not in rest:
                problems.append("i8 matmul must stay on the host as an integer contraction: " + ln)
        elif kind in ("matmul", "batch_matmul", "attention", "softmax") and device != "npu":
            if notes is not None:
                notes.append("%s: %s" % (key, rest.lstrip(": ").strip()))
    counts["chains"] = len(chains)
    for key, want in expected_dispatches(m).items():
        if counts.get(key, 0) != want:
            problems.append("expected %d %s dispatches, npucc listed %d" % (want, key, counts.get(key, 0)))
    return problems


def summarize_notes(notes):
    """'3x matmul: npu: reason' lines, most frequent first."""
    freq = {}
    for n in notes:
        freq[n] = freq.get(n, 0) + 1
    return ["%dx %s" % (c, n) for n, c in sorted(freq.items(), key=lambda x: (-x[1], x[0]))]


def check_weights(m, tg):
    """Every util.global the generator wrote is a weight buffer of the task graph
    with its shape and size, its contents known exactly when the file carries
    its bytes."""
    problems = []
    # Unnamed weight buffers are scalar constants (e.g. the attention scale).
    bufs = {b["name"]: b for b in tg.get("buffers", []) if b.get("role") == "weight" and b.get("name")}
    for name, shape, et, init in m.globals:
        b = bufs.get(name)
        if b is None:
            problems.append("weight %s missing from the task graph" % name)
            continue
        want_bytes = ELEM_BYTES[et] * math.prod(shape)
        if b.get("bytes") != want_bytes or b.get("shape") != shape:
            problems.append("weight %s: task graph says shape %s, %s bytes; the file has %s, %d bytes"
                            % (name, b.get("shape"), b.get("bytes"), shape, want_bytes))
        known = (b.get("constant") or {}).get("contents_known")
        if known != (init != "elided"):
            problems.append("weight %s: contents_known is %s for a %s initial value"
                            % (name, known, init if isinstance(init, str) else "splat"))
    # Buffers the compiler derives (e.g. weights demoted to fp8) may come on top.
    return problems


def run_check(args):
    """Small files in every dtype x form x weights combination: mlir-opt must
    accept each, npucc must compile each to a task graph and list the dispatches
    the generator wrote."""
    failures = 0
    notes = []
    with tempfile.TemporaryDirectory(prefix="npucc-gen-check-") as tmp:
        for dtype in DTYPES:
            for form in ("generic", "mixed"):
                for weights in ("blob", "elided"):
                    a = argparse.Namespace(layers=3, hidden=96, heads=3, ffn=160, seq=37, dtype=dtype,
                                           weights=weights, attention="alternate", matmul="alternate",
                                           seed=7)
                    m = Model(a)
                    path = os.path.join(tmp, "t_%s_%s_%s.mlir" % (dtype, form, weights))
                    write_file(path, m, form == "generic")
                    tag = "%s/%s/%s" % (dtype, form, weights)
                    try:
                        problems = verify_file(path, m, args.mlir_opt, args.npucc, tmp, notes)
                    except OSError as e:
                        problems = ["cannot run a tool: %s" % e]
                    for p in problems:
                        print("FAIL %s: %s" % (tag, p))
                    failures += bool(problems)
                    if not problems:
                        print("ok   %s (%d bytes)" % (tag, os.path.getsize(path)))
        try:
            failures += not checker_rejects_wrong_listings(args.npucc, tmp)
        except OSError as e:
            print("FAIL control: cannot run npucc: %s" % e)
            failures += 1
    if notes:
        print("note: float work the target left on the host (its decision, not a failure here):")
        for n in summarize_notes(notes):
            print("  %s" % n)
    return 1 if failures else 0


def checker_rejects_wrong_listings(npucc, tmp):
    """Negative control: listings with a matmul missing, a softmax taken for a
    reduction, a decomposed attention not chained, or an i8 matmul offloaded
    must each be reported, or the checks above prove nothing."""
    ok = True
    for dtype in ("bf16", "i8"):
        a = argparse.Namespace(layers=1, hidden=64, heads=2, ffn=96, seq=21, dtype=dtype, weights="elided",
                               attention="decomposed", matmul="named", seed=3)
        m = Model(a)
        path = os.path.join(tmp, "control_%s.mlir" % dtype)
        write_file(path, m, False)
        r = subprocess.run([npucc, path, "--target=npu", "--list-dispatches"], capture_output=True, text=True)
        lines = r.stdout.splitlines()
        if r.returncode != 0 or check_dispatches(m, r.stdout):
            print("FAIL control: npucc does not list the %s control model as expected" % dtype)
            return False
        kinds = [DISPATCH_RE.match(ln).group(2) if DISPATCH_RE.match(ln) else "" for ln in lines]
        mm = kinds.index("matmul")
        sm = kinds.index("softmax")
        wrong = [
            [ln for i, ln in enumerate(lines) if i != mm],
            [ln.replace(": softmax ", ": reduction ", 1) if i == sm else ln for i, ln in enumerate(lines)],
            [re.sub(r" \[attention chain [^]]*\]", "", ln) if i == sm else ln for i, ln in enumerate(lines)],
        ]
        if dtype == "i8":
            wrong.append([re.sub(r"-> host: .*$", "-> npu (npu_uk_matmul_i8)", ln) if i == mm else ln
                          for i, ln in enumerate(lines)])
        for w in wrong:
            ok &= bool(check_dispatches(m, "\n".join(w)))
    print("%s control: wrong listings are %s" % ("ok  " if ok else "FAIL", "rejected" if ok else "accepted"))
    return ok


def verify_file(path, m, mlir_opt, npucc, tmp, notes):
    """Every generated file must verify upstream and compile; returns problems."""
    problems = []
    r = subprocess.run([mlir_opt, "--allow-unregistered-dialect", path, "-o", os.devnull],
                       capture_output=True, text=True)
    if r.returncode != 0:
        problems.append("mlir-opt rejected it: " + r.stderr.strip()[:2000])
        return problems
    graph = os.path.join(tmp, "verify.json")
    r = subprocess.run([npucc, path, "--target=npu", "--emit=graph", "-o", graph],
                       capture_output=True, text=True)
    if r.returncode != 0:
        problems.append("npucc --emit=graph failed (%d): %s" % (r.returncode, r.stderr.strip()[:2000]))
        return problems
    with open(graph, encoding="utf-8") as f:
        tg = json.load(f)
    problems += check_weights(m, tg)
    r = subprocess.run([npucc, path, "--target=npu", "--list-dispatches"], capture_output=True, text=True)
    if r.returncode != 0:
        problems.append("npucc --list-dispatches failed (%d): %s" % (r.returncode, r.stderr.strip()[:2000]))
        return problems
    problems += check_dispatches(m, r.stdout, notes)
    return problems


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("-o", "--output", help="output .mlir file")
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--hidden", type=int, default=256)
    p.add_argument("--heads", type=int, default=0, help="default: hidden/64")
    p.add_argument("--ffn", type=int, default=0, help="MLP width (default: 8/3 hidden, multiple of 8)")
    p.add_argument("--seq", type=int, default=50)
    p.add_argument("--dtype", choices=DTYPES, default="bf16",
                   help="i8 = QDQ variant: f32 activations, i8 weights and matmuls")
    p.add_argument("--form", choices=("generic", "mixed", "pretty"), default="mixed")
    p.add_argument("--weights", choices=("blob", "elided"), default="blob")
    p.add_argument("--attention", choices=ATTENTION_KINDS + ("alternate",), default="alternate",
                   help="fused = iree_linalg_ext.attention (5 maps), masked = 6 maps, "
                        "decomposed = batch_matmul/softmax/batch_matmul; alternate cycles per layer")
    p.add_argument("--matmul", choices=("named", "generic", "alternate"), default="alternate",
                   help="linalg.matmul (IREE O0) or contraction linalg.generic (O2); alternate per layer")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--check", action="store_true",
                   help="generate small files, verify them with mlir-opt and npucc, exit non-zero on mismatch")
    p.add_argument("--npucc", default="npucc")
    p.add_argument("--mlir-opt", default="mlir-opt-22")
    p.add_argument("--expect", action="store_true",
                   help="print the dispatch counts npucc must list for this model as JSON")
    a = p.parse_args(argv)
    if not a.check and not a.output and not a.expect:
        p.error("-o FILE is required (or --check / --expect)")
    for name in ("layers", "hidden", "seq"):
        if getattr(a, name) < 1:
            p.error("--%s must be positive" % name)
    return a


def main(argv):
    args = parse_args(argv)
    if args.check:
        return run_check(args)
    try:
        m = Model(args)
    except ValueError as e:
        print("gen_transformer: %s" % e, file=sys.stderr)
        return 2
    if args.expect:
        print(json.dumps(expected_dispatches(m)))
        if not args.output:
            return 0
    write_file(args.output, m, args.form == "generic", args.form == "pretty")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
