/* cases.c: the contraction cases of the opu end-to-end tests, written out as
 * MLIR (mixed form) from a few parameters: layouts, batch, weights, epilogue. */
#include "cases.h"

#include <stdio.h>
#include <string.h>

uint64_t e2e_rng(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static const E2eCase cases[] = {
    /* name, batch dims, M, N, K, lhs, rhs, out, acc, const rhs, epilogue, seed */
    {"mm_50x20x24", {0}, 0, 50, 20, 24, "mk", "kn", "mn", false, false, EPI_NONE, 1},
    {"mm_1x128x128_const", {0}, 0, 1, 128, 128, "mk", "kn", "mn", false, true, EPI_NONE, 2},
    {"mm_128x1024x1024", {0}, 0, 128, 1024, 1024, "mk", "kn", "mn", false, false, EPI_NONE, 3},
    {"mm_nt_37x45x29", {0}, 0, 37, 45, 29, "mk", "nk", "mn", false, false, EPI_NONE, 4},
    {"mm_tn_33x18x40", {0}, 0, 33, 18, 40, "km", "kn", "mn", false, false, EPI_NONE, 5},
    {"mm_tt_out_t_19x26x21", {0}, 0, 19, 26, 21, "km", "nk", "nm", false, false, EPI_NONE, 6},
    {"bmm_4x21x35x19", {4}, 1, 21, 35, 19, "bmk", "bkn", "bmn", false, false, EPI_NONE, 7},
    {"bmm_3x17x20x9_const", {3}, 1, 17, 20, 9, "bmk", "bkn", "bmn", false, true, EPI_NONE, 8},
    {"bmm_2x3_mid_batch", {2, 3}, 2, 13, 22, 11, "mbck", "cbnk", "bcmn", false, false, EPI_NONE, 9},
    {"mm_acc_23x31x17", {0}, 0, 23, 31, 17, "mk", "kn", "mn", true, false, EPI_NONE, 10},
    {"bmm_acc_2x9x17x40", {2}, 1, 9, 17, 40, "bmk", "bnk", "bmn", true, true, EPI_NONE, 11},
    {"mm_narrow_m2", {0}, 0, 2, 40, 33, "mk", "kn", "mn", false, false, EPI_NONE, 12},
    {"mm_narrow_m3", {0}, 0, 3, 17, 70, "mk", "kn", "mn", false, true, EPI_NONE, 13},
    {"mm_narrow_m5_nt", {0}, 0, 5, 48, 26, "mk", "nk", "mn", false, false, EPI_NONE, 14},
    {"mm_narrow_m1_direct", {0}, 0, 1, 64, 45, "mk", "kn", "mn", false, false, EPI_NONE, 15},
    {"mm_requant_ties", {0}, 0, 29, 34, 23, "mk", "kn", "mn", false, true, EPI_REQUANT_TIES, 16},
    {"mm_bias_relu_requant", {0}, 0, 40, 36, 52, "mk", "kn", "mn", false, true, EPI_BIAS_RELU_REQUANT, 17},
    {"mm_float_specials", {0}, 0, 21, 27, 15, "mk", "kn", "mn", false, true, EPI_FLOAT_SPECIALS, 18},
    /* several loops per class (passes/contraction.c): b is then an N or M loop */
    {"qkv_multi_n_3x23x13x37", {3}, 1, 23, 13, 37, "mk", "kbn", "bmn", false, false, EPI_NONE, 19},
    {"qkv_multi_n_const_3x23x13x37", {3}, 1, 23, 13, 37, "mk", "kbn", "bmn", false, true, EPI_NONE, 20},
    {"multi_n_collapsed_acc_4x9x7x30", {4}, 1, 9, 7, 30, "mk", "kbn", "mbn", true, false, EPI_NONE, 21},
    {"two_m_1x1conv_5x6x19x26", {5}, 1, 6, 19, 26, "bmk", "kn", "bmn", false, true, EPI_NONE, 22},
    {"m_apart_tn_4x6x11x21", {4}, 1, 6, 11, 21, "bkm", "kn", "bmn", false, false, EPI_NONE, 23},
};

const E2eCase *e2e_case(const char *name) {
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    if (!strcmp(cases[i].name, name)) return &cases[i];
  return NULL;
}

int e2e_case_count(void) { return (int)(sizeof cases / sizeof *cases); }
const E2eCase *e2e_case_at(int i) { return &cases[i]; }

/* Size of layout letter c: b/c the batch dims, m, n, k. */
static int64_t dim_of(const E2eCase *c, char l) {
  switch (l) {
  case 'b': return c->batch[0];
  case 'c': return c->batch[1];
  case 'm': return c->m;
  case 'n': return c->n;
  default: return c->k;
  }
}

/* Loop number of layout letter l: batch loops first, then m, n, k. */
static int loop_of(const E2eCase *c, char l) {
  switch (l) {
  case 'b': return 0;
  case 'c': return 1;
  case 'm': return c->nbatch;
  case 'n': return c->nbatch + 1;
  default: return c->nbatch + 2;
  }
}

static void put_type(StrBuf *b, const E2eCase *c, const char *layout, const char *elt) {
  sb_puts(b, "tensor<");
  for (const char *p = layout; *p; p++) sb_printf(b, "%lldx", (long long)dim_of(c, *p));
  sb_printf(b, "%s>", elt);
}

static void put_map(StrBuf *b, const E2eCase *c, const char *name, const char *layout) {
  int nl = c->nbatch + 3;
  sb_printf(b, "#%s = affine_map<(", name);
  for (int l = 0; l < nl; l++) sb_printf(b, "%sd%d", l ? ", " : "", l);
  sb_puts(b, ") -> (");
  for (const char *p = layout; *p; p++) sb_printf(b, "%sd%d", p == layout ? "" : ", ", loop_of(c, *p));
  sb_puts(b, ")>\n");
}

/* dense<[[..], ..]> of random int8 in the layout's shape. */
static void put_dense_i8(StrBuf *b, const E2eCase *c, const char *layout, uint64_t seed) {
  int rank = (int)strlen(layout);
  int64_t dims[4], idx[4] = {0}, total = 1;
  for (int i = 0; i < rank; i++) total *= dims[i] = dim_of(c, layout[i]);
  sb_puts(b, "dense<");
  for (int i = 0; i < rank; i++) sb_putc(b, '[');
  for (int64_t e = 0; e < total; e++) {
    int8_t v = (int8_t)(e2e_rng(&seed) >> 56);
    if (e == 1) v = -128;
    if (e == 2) v = 127;
    sb_printf(b, "%d", v);
    int d = rank - 1;
    while (d >= 0 && ++idx[d] == dims[d]) {
      idx[d] = 0;
      sb_putc(b, ']');
      d--;
    }
    if (e + 1 < total) {
      sb_puts(b, ", ");
      for (int i = d + 1; i < rank; i++) sb_putc(b, '[');
    }
  }
  sb_puts(b, ">");
}

static const char *result_type(const E2eCase *c) {
  return c->epilogue == EPI_NONE ? "i32" : c->epilogue == EPI_FLOAT_SPECIALS ? "f32" : "i8";
}

/* NaN, both infinities, -0, a huge value, then ordinary numbers. */
static void put_bias(StrBuf *b, int64_t n, uint64_t s, bool specials) {
  static const char *const sp[] = {"0x7FC00000", "0x7F800000", "0xFF800000", "-0.0", "1.0e30", "0x7F800001"};
  sb_puts(b, "dense<[");
  for (int64_t j = 0; j < n; j++) {
    if (j) sb_puts(b, ", ");
    if (specials && j < 6) sb_puts(b, sp[j]);
    else sb_printf(b, "%.6f", ((double)(int64_t)(e2e_rng(&s) % 2001) - 1000.0) / 37.0);
  }
  sb_printf(b, "]> : tensor<%lldxf32>", (long long)n);
}

void e2e_case_mlir(const E2eCase *c, StrBuf *b) {
  int nl = c->nbatch + 3;
  char outl[8];
  snprintf(outl, sizeof outl, "%s", c->out);
  put_map(b, c, "mA", c->lhs);
  put_map(b, c, "mB", c->rhs);
  put_map(b, c, "mC", c->out);
  /* epilogues run over the result's own dims */
  int orank = (int)strlen(c->out);
  sb_puts(b, "#id = affine_map<(");
  for (int i = 0; i < orank; i++) sb_printf(b, "%se%d", i ? ", " : "", i);
  sb_puts(b, ") -> (");
  for (int i = 0; i < orank; i++) sb_printf(b, "%se%d", i ? ", " : "", i);
  sb_puts(b, ")>\n#last = affine_map<(");
  for (int i = 0; i < orank; i++) sb_printf(b, "%se%d", i ? ", " : "", i);
  sb_printf(b, ") -> (e%d)>\n", orank - 1);

  sb_printf(b, "module {\n  func.func @main(%%a: ");
  put_type(b, c, c->lhs, "i8");
  if (!c->const_rhs) {
    sb_puts(b, ", %b: ");
    put_type(b, c, c->rhs, "i8");
  }
  if (c->accumulate) {
    sb_puts(b, ", %acc: ");
    put_type(b, c, c->out, "i32");
  }
  sb_puts(b, ") -> ");
  put_type(b, c, c->out, result_type(c));
  sb_puts(b, " {\n");
  if (c->const_rhs) {
    sb_puts(b, "    %b = arith.constant ");
    put_dense_i8(b, c, c->rhs, c->seed * 7919);
    sb_puts(b, " : ");
    put_type(b, c, c->rhs, "i8");
    sb_putc(b, '\n');
  }
  const char *init = "%acc";
  if (!c->accumulate) {
    sb_puts(b, "    %c0 = arith.constant 0 : i32\n    %e = tensor.empty() : ");
    put_type(b, c, outl, "i32");
    sb_puts(b, "\n    %f = linalg.fill ins(%c0 : i32) outs(%e : ");
    put_type(b, c, outl, "i32");
    sb_puts(b, ") -> ");
    put_type(b, c, outl, "i32");
    sb_putc(b, '\n');
    init = "%f";
  }
  sb_puts(b, "    %r = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = [");
  for (int l = 0; l < nl; l++) sb_printf(b, "%s\"%s\"", l ? ", " : "", l == nl - 1 ? "reduction" : "parallel");
  sb_puts(b, "]} ins(%a, %b : ");
  put_type(b, c, c->lhs, "i8");
  sb_puts(b, ", ");
  put_type(b, c, c->rhs, "i8");
  sb_printf(b, ") outs(%s : ", init);
  put_type(b, c, outl, "i32");
  sb_puts(b, ") {\n    ^bb0(%x: i8, %y: i8, %z: i32):\n"
             "      %1 = arith.extsi %x : i8 to i32\n      %2 = arith.extsi %y : i8 to i32\n"
             "      %3 = arith.muli %1, %2 : i32\n      %4 = arith.addi %z, %3 : i32\n"
             "      linalg.yield %4 : i32\n    } -> ");
  put_type(b, c, outl, "i32");
  sb_putc(b, '\n');
  const char *result = "%r";
  if (c->epilogue != EPI_NONE) {
    char par[128] = "";
    for (int i = 0; i < orank; i++) strcat(par, i ? ", \"parallel\"" : "\"parallel\"");
    sb_puts(b, "    %e8 = tensor.empty() : ");
    put_type(b, c, outl, "i8");
    sb_putc(b, '\n');
    if (c->epilogue == EPI_REQUANT_TIES) {
      /* (acc & 63) - 32 halved: every odd value is an exact .5 tie; then
       * Merlin's requantize form: roundeven, + zero point, clamp, fptosi. */
      sb_printf(b, "    %%q = linalg.generic {indexing_maps = [#id, #id], iterator_types = [%s]} ins(%%r : ", par);
      put_type(b, c, outl, "i32");
      sb_puts(b, ") outs(%e8 : ");
      put_type(b, c, outl, "i8");
      sb_puts(b, ") {\n    ^bb0(%v: i32, %o: i8):\n"
                 "      %m63 = arith.constant 63 : i32\n      %c32 = arith.constant 32 : i32\n"
                 "      %h = arith.constant 2.0 : f32\n      %zp = arith.constant 3.0 : f32\n"
                 "      %lo = arith.constant -128.0 : f32\n      %hi = arith.constant 127.0 : f32\n"
                 "      %big = arith.constant 0.01 : f32\n"
                 "      %s0 = arith.andi %v, %m63 : i32\n      %s1 = arith.subi %s0, %c32 : i32\n"
                 "      %f0 = arith.sitofp %s1 : i32 to f32\n      %f1 = arith.divf %f0, %h : f32\n"
                 "      %fv = arith.sitofp %v : i32 to f32\n      %f2 = arith.mulf %fv, %big : f32\n"
                 "      %f3 = arith.addf %f1, %f2 : f32\n"
                 "      %f4 = math.roundeven %f1 : f32\n      %f5 = arith.addf %f4, %zp : f32\n"
                 "      %sel = arith.constant 0 : i32\n      %odd = arith.andi %v, %c32 : i32\n"
                 "      %isodd = arith.cmpi ne, %odd, %sel : i32\n"
                 "      %f6 = math.roundeven %f3 : f32\n      %f7 = arith.select %isodd, %f5, %f6 : f32\n"
                 "      %f8 = arith.maximumf %f7, %lo : f32\n      %f9 = arith.minimumf %f8, %hi : f32\n"
                 "      %i = arith.fptosi %f9 : f32 to i8\n      linalg.yield %i : i8\n    } -> ");
      put_type(b, c, outl, "i8");
      sb_putc(b, '\n');
    } else if (c->epilogue == EPI_BIAS_RELU_REQUANT) {
      /* dequantize with a per-column bias, ReLU, requantize with cmpf/select */
      int64_t ncols = dim_of(c, c->out[orank - 1]);
      sb_puts(b, "    %bias = arith.constant ");
      put_bias(b, ncols, c->seed * 104729, false);
      sb_puts(b, "\n");
      sb_printf(b, "    %%q = linalg.generic {indexing_maps = [#id, #last, #id], iterator_types = [%s]} ins(%%r, %%bias : ", par);
      put_type(b, c, outl, "i32");
      sb_printf(b, ", tensor<%lldxf32>) outs(%%e8 : ", (long long)ncols);
      put_type(b, c, outl, "i8");
      sb_puts(b, ") {\n    ^bb0(%v: i32, %bb: f32, %o: i8):\n"
                 "      %sc = arith.constant 0.00390625 : f32\n      %zero = arith.constant 0.0 : f32\n"
                 "      %inv = arith.constant 0.7 : f32\n"
                 "      %lo = arith.constant -128.0 : f32\n      %hi = arith.constant 127.0 : f32\n"
                 "      %f0 = arith.sitofp %v : i32 to f32\n      %f1 = arith.mulf %f0, %sc : f32\n"
                 "      %f2 = arith.addf %f1, %bb : f32\n      %f3 = arith.maximumf %f2, %zero : f32\n"
                 "      %f4 = arith.mulf %f3, %inv : f32\n      %f5 = math.roundeven %f4 : f32\n"
                 "      %p1 = arith.cmpf ult, %f5, %lo : f32\n      %f6 = arith.select %p1, %lo, %f5 : f32\n"
                 "      %p2 = arith.cmpf ugt, %f6, %hi : f32\n      %f7 = arith.select %p2, %hi, %f6 : f32\n"
                 "      %i = arith.fptosi %f7 : f32 to i8\n      linalg.yield %i : i8\n    } -> ");
      put_type(b, c, outl, "i8");
      sb_putc(b, '\n');
    } else {
      /* f32 out: NaN and infinities through every float op the epilogue
       * compiler knows; acc/2 makes exact .5 cases for round and roundeven. */
      int64_t ncols = dim_of(c, c->out[orank - 1]);
      sb_puts(b, "    %bias = arith.constant ");
      put_bias(b, ncols, c->seed * 104729, true);
      sb_puts(b, "\n    %ef = tensor.empty() : ");
      put_type(b, c, outl, "f32");
      sb_printf(b, "\n    %%q = linalg.generic {indexing_maps = [#id, #last, #id], iterator_types = [%s]} ins(%%r, %%bias : ", par);
      put_type(b, c, outl, "i32");
      sb_printf(b, ", tensor<%lldxf32>) outs(%%ef : ", (long long)ncols);
      put_type(b, c, outl, "f32");
      sb_puts(b, ") {\n    ^bb0(%v: i32, %bb: f32, %o: f32):\n"
                 "      %half = arith.constant 0.5 : f32\n      %lo = arith.constant -5.0e3 : f32\n"
                 "      %hi = arith.constant 5.0e3 : f32\n      %lo2 = arith.constant -1.5 : f32\n"
                 "      %hi2 = arith.constant 1.0e20 : f32\n      %q4 = arith.constant 0.25 : f32\n"
                 "      %f0 = arith.sitofp %v : i32 to f32\n      %f1 = arith.mulf %f0, %half : f32\n"
                 "      %f2 = arith.addf %f1, %bb : f32\n"
                 "      %xa = arith.maximumf %f2, %lo : f32\n      %xb = arith.minimumf %xa, %hi : f32\n"
                 "      %xc = arith.maxnumf %f2, %lo2 : f32\n      %xd = arith.minnumf %xc, %hi2 : f32\n"
                 "      %xe = math.floor %f1 : f32\n      %xg = math.ceil %f2 : f32\n      %xh = math.round %f1 : f32\n"
                 "      %re = math.roundeven %f1 : f32\n"
                 "      %s1 = arith.addf %xe, %xg : f32\n      %s2 = arith.subf %s1, %xh : f32\n"
                 "      %s3 = arith.divf %s2, %re : f32\n"
                 "      %n = arith.negf %xb : f32\n      %ab = math.absf %n : f32\n"
                 "      %sq = math.sqrt %ab : f32\n"
                 "      %fm = math.fma %sq, %q4, %xd : f32\n"
                 "      %cmp = arith.cmpf one, %f2, %xb : f32\n      %r1 = arith.select %cmp, %fm, %s3 : f32\n"
                 "      %uno = arith.cmpf uno, %f2, %f2 : f32\n      %r2 = arith.select %uno, %f2, %r1 : f32\n"
                 "      %ge = arith.cmpf oge, %r2, %hi2 : f32\n      %r3 = arith.select %ge, %s2, %r2 : f32\n"
                 "      linalg.yield %r3 : f32\n    } -> ");
      put_type(b, c, outl, "f32");
      sb_putc(b, '\n');
    }
    result = "%q";
  }
  sb_printf(b, "    return %s : ", result);
  put_type(b, c, outl, result_type(c));
  sb_puts(b, "\n  }\n}\n");
}
