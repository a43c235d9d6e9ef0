/* kernel_run.c: executes one HostKernel blob on dense row-major buffers: the
 * reference semantics of every op kind, with nothing but libc, libm and numeric.c. */
#include "host/kernel.h"

/* A fused multiply-add rounds once where the semantics round twice; the
 * build also passes -ffp-contract=off, this holds when others compile it. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/numeric.h"

/* Saturn OPU hardware never retires RVV f32 reductions (vfredusum/vfredosum,
 * slide trees of vslidedown at fractional LMUL, vfmacc.vf at VL=1), which a
 * compiler makes of the scalar-accumulator loops below once V is enabled
 * (clang -O3 -march=rv64gcv). Those loops live in functions named *_scalar_fp,
 * compiled without V whatever -march says, and never inlined (inlining would
 * hand them back to the caller's V code). test/e2e/host/check_fp_reductions.py
 * disassembles them. GCC before 14 has no RISC-V target attribute and does not
 * vectorize for RVV either. NPUCC_HOST_VECTOR_FP_REDUCTIONS drops the
 * attribute (for that test's before/after counts only). */
#if defined(__riscv) && defined(__riscv_vector) && __riscv_xlen == 64 && \
    !defined(NPUCC_HOST_VECTOR_FP_REDUCTIONS) && (defined(__clang__) || __GNUC__ >= 14)
#define SCALAR_FP __attribute__((noinline, target("arch=rv64gc")))
#else
#define SCALAR_FP __attribute__((noinline))
#endif

/* The layout is a wire format: pin it, so a compiler change cannot move it. */
_Static_assert(sizeof(HkTensor) == 72, "HkTensor layout");
_Static_assert(sizeof(HkMap) == 16, "HkMap layout");
_Static_assert(sizeof(HkInst) == 40, "HkInst layout");
_Static_assert(sizeof(HkAttrs) == 400, "HkAttrs layout");
_Static_assert(sizeof(HkExpr) == 112, "HkExpr layout");
_Static_assert(sizeof(HkDiv) == 136, "HkDiv layout");
_Static_assert(offsetof(HostKernel, off_divs) == 772, "HostKernel layout");
_Static_assert(offsetof(HostKernel, off_exprs) == 768, "HostKernel layout");
_Static_assert(offsetof(HostKernel, off_tensors) == 44, "HostKernel layout");
_Static_assert(offsetof(HostKernel, iters) == 52, "HostKernel layout");
_Static_assert(offsetof(HostKernel, yield) == 100, "HostKernel layout");
_Static_assert(offsetof(HostKernel, maps) == 108, "HostKernel layout");
_Static_assert(offsetof(HostKernel, attrs) == 368, "HostKernel layout");
_Static_assert(sizeof(HostKernel) == HK_HEADER_SIZE, "HostKernel layout");
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the HostKernel blob and the buffers are little-endian"
#endif

typedef struct Err {
  char *buf;
  size_t len;
} Err;

static bool fail(Err *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(Err *e, const char *fmt, ...) {
  if (e->buf && e->len) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->buf, e->len, fmt, ap);
    va_end(ap);
  }
  return false;
}

/* ------------------------------------------------------------ element types */

static bool dt_float(int t) { return t >= DT_F32 && t <= DT_F8E5M2; }
static bool dt_int(int t) { return t >= DT_I1 && t <= DT_INDEX; }
static bool dt_valid(int t) { return dt_float(t) || dt_int(t); }

static size_t dt_size(int t) {
  switch (t) {
  case DT_F32: case DT_I32: return 4;
  case DT_F16: case DT_BF16: case DT_I16: return 2;
  case DT_F8E4M3FN: case DT_F8E5M2: case DT_I1: case DT_I8: return 1;
  case DT_I64: case DT_INDEX: return 8;
  default: return 0;
  }
}

static int dt_bits(int t) { return t == DT_I1 ? 1 : (int)dt_size(t) * 8; }

/* A scalar while a body runs: floats as float (already rounded to their type),
 * integers sign-extended from their width, except i1 which is 0/1. */
typedef union Val {
  float f;
  int64_t i;
} Val;

static float round_to(int t, float v) {
  switch (t) {
  case DT_BF16: return num_round_bf16(v);
  case DT_F16: return num_round_f16(v);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(num_fp8e4m3_from_f32(v));
  case DT_F8E5M2: return num_fp8e5m2_to_f32(num_fp8e5m2_from_f32(v));
  default: return v;
  }
}

static uint64_t umask(int bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1; }

/* Wrap to `bits` (two's complement) in the canonical form of Val.i. */
static int64_t canon(uint64_t u, int bits) {
  if (bits >= 64) return (int64_t)u;
  u &= umask(bits);
  if (bits == 1) return (int64_t)u;
  uint64_t sign = UINT64_C(1) << (bits - 1);
  return (int64_t)(u ^ sign) - (int64_t)sign;
}

static int64_t sview(int64_t v, int bits) { return bits == 1 ? -(v & 1) : v; }
static uint64_t uview(int64_t v, int bits) { return (uint64_t)v & umask(bits); }

static float load_f(int t, const uint8_t *p) {
  uint16_t h;
  float f;
  switch (t) {
  case DT_F32: memcpy(&f, p, 4); return f;
  case DT_BF16: memcpy(&h, p, 2); return num_bf16_to_f32(h);
  case DT_F16: memcpy(&h, p, 2); return num_f16_to_f32(h);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(*p);
  case DT_F8E5M2: return num_fp8e5m2_to_f32(*p);
  default: return 0;
  }
}

static int64_t load_i(int t, const uint8_t *p) {
  int16_t h;
  int32_t w;
  int64_t d;
  switch (t) {
  case DT_I1: return *p & 1;
  case DT_I8: return (int8_t)*p;
  case DT_I16: memcpy(&h, p, 2); return h;
  case DT_I32: memcpy(&w, p, 4); return w;
  case DT_I64: case DT_INDEX: memcpy(&d, p, 8); return d;
  default: return 0;
  }
}

/* NaN bits differ between CPUs (x86 makes negative NaNs, RISC-V positive
 * ones), so every stored NaN is the type's positive quiet NaN: results are
 * then the same bytes on the compiler host and on the riscv64 runtime. */
static void store_f(int t, uint8_t *p, float v) {
  uint16_t h;
  if (isnan(v)) v = NAN;
  switch (t) {
  case DT_F32: memcpy(p, &v, 4); break;
  case DT_BF16: h = num_bf16_from_f32(v); memcpy(p, &h, 2); break;
  case DT_F16: h = num_f16_from_f32(v); memcpy(p, &h, 2); break;
  case DT_F8E4M3FN: *p = num_fp8e4m3_from_f32(v); break;
  case DT_F8E5M2: *p = num_fp8e5m2_from_f32(v); break;
  default: break;
  }
}

static void store_i(int t, uint8_t *p, int64_t v) {
  uint16_t h = (uint16_t)v;
  uint32_t w = (uint32_t)v;
  switch (t) {
  case DT_I1: *p = (uint8_t)(v & 1); break;
  case DT_I8: *p = (uint8_t)v; break;
  case DT_I16: memcpy(p, &h, 2); break;
  case DT_I32: memcpy(p, &w, 4); break;
  case DT_I64: case DT_INDEX: memcpy(p, &v, 8); break;
  default: break;
  }
}

static Val load(int t, const uint8_t *p) {
  Val v;
  if (dt_float(t)) v.f = load_f(t, p);
  else v.i = load_i(t, p);
  return v;
}

static void store(int t, uint8_t *p, Val v) {
  if (dt_float(t)) store_f(t, p, v.f);
  else store_i(t, p, v.i);
}

static uint64_t float_bits(int t, float v) {
  switch (t) {
  case DT_F32: return num_f32_bits(v);
  case DT_BF16: return num_bf16_from_f32(v);
  case DT_F16: return num_f16_from_f32(v);
  case DT_F8E4M3FN: return num_fp8e4m3_from_f32(v);
  case DT_F8E5M2: return num_fp8e5m2_from_f32(v);
  default: return 0;
  }
}

static float float_from_bits(int t, uint64_t b) {
  switch (t) {
  case DT_F32: return num_f32_from_bits((uint32_t)b);
  case DT_BF16: return num_bf16_to_f32((uint16_t)b);
  case DT_F16: return num_f16_to_f32((uint16_t)b);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32((uint8_t)b);
  case DT_F8E5M2: return num_fp8e5m2_to_f32((uint8_t)b);
  default: return 0;
  }
}

/* fptosi: truncate, saturate to the signed range of `bits`, NaN -> 0. */
static int64_t fp_to_si(double x, int bits) {
  if (isnan(x)) return 0;
  int64_t hi = bits >= 64 ? INT64_MAX : (int64_t)((UINT64_C(1) << (bits - 1)) - 1);
  int64_t lo = bits >= 64 ? INT64_MIN : -hi - 1;
  double lim = ldexp(1.0, bits - 1);
  if (x >= lim) return canon((uint64_t)hi, bits);
  if (x < -lim) return canon((uint64_t)lo, bits);
  return canon((uint64_t)(int64_t)trunc(x), bits);
}

/* fptoui: truncate, saturate to [0, 2^bits - 1], NaN -> 0. */
static int64_t fp_to_ui(double x, int bits) {
  if (isnan(x) || trunc(x) <= 0) return 0;
  if (x >= ldexp(1.0, bits)) return canon(umask(bits), bits);
  return canon((uint64_t)trunc(x), bits);
}

/* Value v of type `from` as type `to` (fill values, pad values). */
static Val convert(Val v, int from, int to) {
  Val r;
  if (dt_float(from) && dt_float(to)) r.f = round_to(to, v.f);
  else if (dt_float(to)) r.f = round_to(to, (float)sview(v.i, dt_bits(from)));
  else if (dt_float(from)) r.i = fp_to_si(v.f, dt_bits(to));
  else r.i = canon((uint64_t)sview(v.i, dt_bits(from)), dt_bits(to));
  return r;
}

static float lowest_finite(int t) {
  switch (t) {
  case DT_BF16: return num_bf16_to_f32(0xFF7F);
  case DT_F16: return -65504.0f;
  case DT_F8E4M3FN: return -448.0f;
  case DT_F8E5M2: return -57344.0f;
  default: return -FLT_MAX;
  }
}

/* ------------------------------------------------------------ scalar float ops */

static float max_ordered(float x, float y) {
  if (x == y) return signbit(x) ? y : x; /* -0 < +0 */
  return x > y ? x : y;
}

static float min_ordered(float x, float y) {
  if (x == y) return signbit(x) ? x : y;
  return x < y ? x : y;
}

static float round_even(float x) {
  float r = roundf(x); /* ties away from zero */
  if (fabsf(r - x) == 0.5f && fmodf(r, 2.0f) != 0.0f) r -= copysignf(1.0f, x);
  return copysignf(r, x); /* -0.5 -> -0 */
}

static int64_t cmpf(int pred, float x, float y) {
  bool uno = isnan(x) || isnan(y);
  switch (pred) {
  case CMPF_FALSE: return 0;
  case CMPF_OEQ: return !uno && x == y;
  case CMPF_OGT: return !uno && x > y;
  case CMPF_OGE: return !uno && x >= y;
  case CMPF_OLT: return !uno && x < y;
  case CMPF_OLE: return !uno && x <= y;
  case CMPF_ONE: return !uno && x != y;
  case CMPF_ORD: return !uno;
  case CMPF_UEQ: return uno || x == y;
  case CMPF_UGT: return uno || x > y;
  case CMPF_UGE: return uno || x >= y;
  case CMPF_ULT: return uno || x < y;
  case CMPF_ULE: return uno || x <= y;
  case CMPF_UNE: return uno || x != y;
  case CMPF_UNO: return uno;
  default: return 1; /* CMPF_TRUE */
  }
}

static int64_t cmpi(int pred, int64_t x, int64_t y, int bits) {
  int64_t sx = sview(x, bits), sy = sview(y, bits);
  uint64_t ux = uview(x, bits), uy = uview(y, bits);
  switch (pred) {
  case CMPI_EQ: return ux == uy;
  case CMPI_NE: return ux != uy;
  case CMPI_SLT: return sx < sy;
  case CMPI_SLE: return sx <= sy;
  case CMPI_SGT: return sx > sy;
  case CMPI_SGE: return sx >= sy;
  case CMPI_ULT: return ux < uy;
  case CMPI_ULE: return ux <= uy;
  case CMPI_UGT: return ux > uy;
  default: return ux >= uy; /* CMPI_UGE */
  }
}

/* ------------------------------------------------------------ body checking */

typedef enum { K_NONE, K_FLOAT, K_INT, K_I1, K_ANY } TypeClass;

typedef struct OpSig {
  int arity;
  TypeClass operand, result;
} OpSig;

static OpSig op_sig(int op) {
  switch (op) {
  case SC_ARG: case SC_CONST: case SC_INDEX: case SC_YIELD: return (OpSig){0, K_NONE, K_ANY};
  case SC_EXTRACT: return (OpSig){0, K_INT, K_ANY}; /* one index per dim of its table */
  case SC_ADDF: case SC_SUBF: case SC_MULF: case SC_DIVF: case SC_REMF:
  case SC_MAXIMUMF: case SC_MINIMUMF: case SC_MAXNUMF: case SC_MINNUMF: case SC_POWF:
    return (OpSig){2, K_FLOAT, K_FLOAT};
  case SC_FMA: return (OpSig){3, K_FLOAT, K_FLOAT};
  case SC_NEGF: case SC_EXP: case SC_EXP2: case SC_LOG: case SC_LOG2: case SC_SQRT:
  case SC_RSQRT: case SC_TANH: case SC_ERF: case SC_SIN: case SC_COS: case SC_ABSF:
  case SC_FLOOR: case SC_CEIL: case SC_ROUND: case SC_ROUNDEVEN: case SC_EXTF: case SC_TRUNCF:
    return (OpSig){1, K_FLOAT, K_FLOAT};
  case SC_ADDI: case SC_SUBI: case SC_MULI: case SC_DIVSI: case SC_DIVUI: case SC_REMSI:
  case SC_REMUI: case SC_MAXSI: case SC_MINSI: case SC_MAXUI: case SC_MINUI: case SC_ANDI:
  case SC_ORI: case SC_XORI: case SC_SHLI: case SC_SHRSI: case SC_SHRUI:
    return (OpSig){2, K_INT, K_INT};
  case SC_ABSI: case SC_EXTSI: case SC_EXTUI: case SC_TRUNCI: case SC_INDEX_CAST:
    return (OpSig){1, K_INT, K_INT};
  case SC_SITOFP: case SC_UITOFP: return (OpSig){1, K_INT, K_FLOAT};
  case SC_FPTOSI: case SC_FPTOUI: return (OpSig){1, K_FLOAT, K_INT};
  case SC_BITCAST: return (OpSig){1, K_ANY, K_ANY};
  case SC_CMPF: return (OpSig){2, K_FLOAT, K_I1};
  case SC_CMPI: return (OpSig){2, K_INT, K_I1};
  case SC_SELECT: return (OpSig){3, K_ANY, K_ANY};
  default: return (OpSig){-1, K_NONE, K_NONE};
  }
}

static bool in_class(int t, TypeClass c) {
  switch (c) {
  case K_FLOAT: return dt_float(t);
  case K_INT: return dt_int(t);
  case K_I1: return t == DT_I1;
  case K_ANY: return dt_valid(t);
  default: return true;
  }
}

/* ------------------------------------------------------------ the kernel view */

typedef struct Ctx {
  const HostKernel *k;
  const HkTensor *t;   /* operands (ins, inits) then results */
  const HkInst *insts;
  const HkExpr *exprs;
  const HkDiv *divs;   /* version 3: the division terms of some exprs */
  int ndivs;
  uint8_t *buf[HK_MAX_TENSORS]; /* NULL while only checking */
  int nops;            /* ins + inits */
} Ctx;

static int64_t numel(const HkTensor *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) n *= t->dims[i];
  return n;
}

static size_t nbytes(const HkTensor *t) { return (size_t)numel(t) * dt_size(t->dtype); }

static bool same_shape(const HkTensor *a, const HkTensor *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

static void row_strides(const HkTensor *t, int64_t *st) {
  int64_t s = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    st[i] = s;
    s *= t->dims[i];
  }
}

static const HkTensor *result(const Ctx *c, int j) { return &c->t[c->nops + j]; }
static uint8_t *result_buf(const Ctx *c, int j) { return c->buf[c->nops + j]; }

static bool map_has(const HkMap *m, int loop) {
  for (int r = 0; r < m->nres; r++)
    if (m->res[r] == loop) return true;
  return false;
}

/* Results of a destination-style op start as their inits (or zeros). */
static void init_results(const Ctx *c) {
  const HostKernel *k = c->k;
  for (int j = 0; j < k->nout; j++) {
    size_t n = nbytes(result(c, j));
    if (!n) continue;
    if ((k->flags & HK_ZERO_INIT) || j >= k->ninit) memset(result_buf(c, j), 0, n);
    else if (result_buf(c, j) != c->buf[k->nin + j]) memcpy(result_buf(c, j), c->buf[k->nin + j], n);
  }
}

static bool check_results_match_inits(const Ctx *c, Err *e) {
  const HostKernel *k = c->k;
  if (k->nout != k->ninit || k->nout < 1)
    return fail(e, "%d results for %d inits", k->nout, k->ninit);
  for (int j = 0; j < k->nout; j++) {
    const HkTensor *r = result(c, j), *i = &c->t[k->nin + j];
    if (r->dtype != i->dtype || !same_shape(r, i))
      return fail(e, "result %d does not have the type of its init", j);
  }
  return true;
}

/* Loop sizes through the maps: every loop must get one consistent size.
 * Operand o's element for loop indices idx is base[o] + sum idx[l] * stride[o][l]:
 * plain dims and window expressions alike are linear in the indices. */
typedef struct Nest {
  int nloops;
  int64_t range[NPUCC_MAX_LOOPS];
  int64_t stride[NPUCC_MAX_OPERANDS][NPUCC_MAX_LOOPS]; /* elements, per operand */
  int64_t base[NPUCC_MAX_OPERANDS];
  /* Results that divide are not linear in the indices: stride and base leave
   * them out, and every point adds them (div_offset). So do all the
   * expressions of a padded operand (HK_PAD_READS), whose reads may leave it. */
  bool divides[NPUCC_MAX_OPERANDS];
  bool padded[NPUCC_MAX_OPERANDS];
} Nest;

static const HkDiv *find_div(const Ctx *c, int o, int r) {
  for (int i = 0; i < c->ndivs; i++)
    if (c->divs[i].operand == o && c->divs[i].result == r) return &c->divs[i];
  return NULL;
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && a < 0); }
static int64_t ceil_div(int64_t a, int64_t b) { return a / b + (a % b != 0 && a > 0); }

/* sum(coef[l] * idx[l]) + cst, false on overflow. */
static bool affine_at(const int64_t *coef, int64_t cst, const int64_t *idx, int nloops, int64_t *v) {
  *v = cst;
  for (int l = 0; l < nloops; l++) {
    int64_t t;
    if (coef[l] && (__builtin_mul_overflow(coef[l], idx[l], &t) || __builtin_add_overflow(*v, t, v))) return false;
  }
  return true;
}

/* The element offset the dividing results of operand o add at point idx,
 * each index checked against its dimension; for a padded operand every
 * expression, and *off = -1 when one leaves its dimension (the pad value). */
static bool div_offset(const Ctx *c, const Nest *n, int o, const int64_t *idx, int64_t *off, Err *e) {
  const HkTensor *t = &c->t[o];
  int64_t st[NPUCC_MAX_RANK];
  row_strides(t, st);
  *off = 0;
  for (int i = 0; i < c->k->nexprs; i++) {
    const HkExpr *x = &c->exprs[i];
    const HkDiv *d = x->operand == o ? find_div(c, o, x->result) : NULL;
    if (!d && x->operand == o && n->padded[o]) {
      int64_t lin;
      if (!affine_at(x->coef, x->cst, idx, n->nloops, &lin))
        return fail(e, "the map of operand %d overflows at dimension %d", o, x->result);
      if (lin < 0 || lin >= t->dims[x->result]) {
        *off = -1;
        return true;
      }
      *off += lin * st[x->result];
      continue;
    }
    if (!d) continue;
    int64_t lin = 0, in = 0, q;
    bool ok = affine_at(x->coef, x->cst, idx, n->nloops, &lin) && affine_at(d->icoef, d->icst, idx, n->nloops, &in);
    q = d->kind == AFF_FLOORDIV ? floor_div(in, d->div) : d->kind == AFF_CEILDIV ? ceil_div(in, d->div)
                                                                               : in - floor_div(in, d->div) * d->div;
    ok = ok && !__builtin_mul_overflow(q, d->mul, &q) && !__builtin_add_overflow(lin, q, &lin);
    if (ok && n->padded[o] && (lin < 0 || lin >= t->dims[x->result])) {
      *off = -1;
      return true;
    }
    if (!ok || lin < 0 || lin >= t->dims[x->result])
      return fail(e, "the map of operand %d reads index %lld of dimension %d, size %lld", o, ok ? (long long)lin : -1ll,
                  x->result, (long long)t->dims[x->result]);
    *off += lin * st[x->result];
  }
  return true;
}

static const HkExpr *find_expr(const Ctx *c, int o, int r) {
  for (int i = 0; i < c->k->nexprs; i++)
    if (c->exprs[i].operand == o && c->exprs[i].result == r) return &c->exprs[i];
  return NULL;
}

/* The expression stays in [0, dim) over the whole iteration space (ranges > 0). */
static bool expr_in_bounds(const HkExpr *x, const Nest *n, int64_t dim) {
  int64_t lo = x->cst, hi = x->cst;
  for (int l = 0; l < n->nloops; l++) {
    int64_t v;
    if (!x->coef[l]) continue;
    if (__builtin_mul_overflow(x->coef[l], n->range[l] - 1, &v)) return false;
    if (__builtin_add_overflow(v > 0 ? hi : lo, v, v > 0 ? &hi : &lo)) return false;
  }
  return lo >= 0 && hi < dim;
}

static bool make_nest(const Ctx *c, int nloops, Nest *n, Err *e) {
  const HostKernel *k = c->k;
  memset(n, 0, sizeof *n);
  n->nloops = nloops;
  for (int l = 0; l < nloops; l++) n->range[l] = -1;
  for (int o = 0; o < c->nops; o++) {
    const HkMap *m = &k->maps[o];
    const HkTensor *t = &c->t[o];
    if (m->nres != t->rank)
      return fail(e, "map of operand %d has %d results for a rank-%d tensor", o, m->nres, t->rank);
    int64_t st[NPUCC_MAX_RANK];
    row_strides(t, st);
    for (int r = 0; r < m->nres; r++) {
      int l = m->res[r];
      if (l == MAP_CONST0) continue;
      if (l == MAP_EXPR) {
        if (!find_expr(c, o, r)) return fail(e, "map of operand %d: result %d has no expression", o, r);
        continue;
      }
      if (l < 0 || l >= nloops) return fail(e, "map of operand %d names loop %d of %d", o, l, nloops);
      if (n->range[l] < 0) n->range[l] = t->dims[r];
      else if (n->range[l] != t->dims[r])
        return fail(e, "loop d%d has size %lld in one operand and %lld in operand %d", l,
                    (long long)n->range[l], (long long)t->dims[r], o);
      n->stride[o][l] += st[r];
    }
  }
  bool empty = false;
  for (int l = 0; l < nloops; l++) {
    if (n->range[l] < 0) return fail(e, "loop d%d is not bound by any operand", l);
    empty = empty || n->range[l] == 0;
  }
  for (int i = 0; i < c->ndivs; i++) {
    const HkDiv *d = &c->divs[i];
    if (d->operand < 0 || d->operand >= c->nops || !find_expr(c, d->operand, d->result) ||
        find_div(c, d->operand, d->result) != d)
      return fail(e, "division %d names result %d of operand %d", i, d->result, d->operand);
    if (d->kind < AFF_FLOORDIV || d->kind > AFF_MOD || d->div <= 0)
      return fail(e, "division %d: kind %d by %lld", i, d->kind, (long long)d->div);
    for (int l = nloops; l < NPUCC_MAX_LOOPS; l++)
      if (d->icoef[l]) return fail(e, "division %d reads loop %d of %d", i, l, nloops);
  }
  for (int i = 0; i < k->nexprs; i++) {
    const HkExpr *x = &c->exprs[i];
    if (x->operand < 0 || x->operand >= c->nops || x->result < 0 || x->result >= c->t[x->operand].rank ||
        k->maps[x->operand].res[x->result] != MAP_EXPR)
      return fail(e, "expression %d names result %d of operand %d", i, x->result, x->operand);
    const HkTensor *t = &c->t[x->operand];
    int64_t st[NPUCC_MAX_RANK];
    row_strides(t, st);
    for (int l = nloops; l < NPUCC_MAX_LOOPS; l++)
      if (x->coef[l]) return fail(e, "expression %d reads loop %d of %d", i, l, nloops);
    if (find_div(c, x->operand, x->result) || (x->operand == 0 && (k->flags & HK_PAD_READS))) {
      n->divides[x->operand] = true; /* checked at every point */
      n->padded[x->operand] = x->operand == 0 && (k->flags & HK_PAD_READS);
      continue;
    }
    if (!empty && !expr_in_bounds(x, n, t->dims[x->result]))
      return fail(e, "the window of operand %d, dimension %d, leaves its size %lld", x->operand, x->result,
                  (long long)t->dims[x->result]);
    /* In bounds, so every product below is a valid element offset. */
    for (int l = 0; l < nloops; l++) n->stride[x->operand][l] += x->coef[l] * st[x->result];
    n->base[x->operand] += x->cst * st[x->result];
  }
  return true;
}

/* Operand o's map reads loop l: as a plain dim or inside a window expression. */
static bool mentions(const Ctx *c, int o, int l) {
  if (map_has(&c->k->maps[o], l)) return true;
  for (int i = 0; i < c->k->nexprs; i++)
    if (c->exprs[i].operand == o && l >= 0 && l < NPUCC_MAX_LOOPS && c->exprs[i].coef[l]) return true;
  return false;
}

/* The type a body value has: block arguments take their operand's type. */
static int value_type(const Ctx *c, int i) {
  const HkInst *s = &c->insts[i];
  return s->op == SC_ARG ? c->t[s->a].dtype : s->type;
}

/* A gather reads an input (not an init: the loop writes those) of rank <= 4
 * with one integer index per dim, and has that input's element type. */
static bool check_extract(const Ctx *c, int i, Err *e) {
  const HkInst *s = &c->insts[i];
  if (s->ival < 0 || s->ival >= c->k->nin)
    return fail(e, "body instruction %d: tensor.extract from operand %lld of %d inputs", i, (long long)s->ival,
                c->k->nin);
  const HkTensor *t = &c->t[s->ival];
  if (t->rank > 4) return fail(e, "body instruction %d: tensor.extract from a rank-%d tensor", i, t->rank);
  if (s->type != t->dtype) return fail(e, "body instruction %d: tensor.extract of the wrong type", i);
  int ix[4] = {s->a, s->b, s->c, s->pred};
  for (int d = 0; d < 4; d++) {
    if (d >= t->rank) {
      if (ix[d] != -1) return fail(e, "body instruction %d: %d indices for a rank-%d tensor", i, d + 1, t->rank);
      continue;
    }
    if (ix[d] < 0 || ix[d] >= i || c->insts[ix[d]].op == SC_YIELD || !dt_int(value_type(c, ix[d])))
      return fail(e, "body instruction %d: index %d refers to value %d", i, d, ix[d]);
  }
  return true;
}

static bool check_body(const Ctx *c, int nloops, Err *e) {
  const HostKernel *k = c->k;
  for (int i = 0; i < k->ninsts; i++) {
    const HkInst *s = &c->insts[i];
    OpSig sig = op_sig(s->op);
    if (sig.arity < 0) return fail(e, "body instruction %d has unknown opcode %d", i, s->op);
    if (s->op == SC_YIELD) continue;
    if (s->op == SC_ARG) {
      if (s->a < 0 || s->a >= c->nops) return fail(e, "body instruction %d reads argument %d of %d", i, s->a, c->nops);
      continue;
    }
    if (!in_class(s->type, sig.result) || !dt_valid(s->type))
      return fail(e, "body instruction %d (opcode %d) has a bad result type %d", i, s->op, s->type);
    if (s->op == SC_INDEX) {
      if (s->a < 0 || s->a >= nloops) return fail(e, "body instruction %d reads loop %d of %d", i, s->a, nloops);
      if (!dt_int(s->type)) return fail(e, "body instruction %d: linalg.index is not an integer", i);
      continue;
    }
    if (s->op == SC_CONST) continue;
    if (s->op == SC_EXTRACT) {
      if (!check_extract(c, i, e)) return false;
      continue;
    }
    int opnd[3] = {s->a, s->b, s->c};
    for (int j = 0; j < sig.arity; j++) {
      if (opnd[j] < 0 || opnd[j] >= i || c->insts[opnd[j]].op == SC_YIELD)
        return fail(e, "body instruction %d: operand %d refers to value %d", i, j, opnd[j]);
      int vt = value_type(c, opnd[j]);
      TypeClass want = sig.operand;
      if (s->op == SC_SELECT) want = j == 0 ? K_I1 : dt_float(s->type) ? K_FLOAT : K_INT;
      if (!in_class(vt, want))
        return fail(e, "body instruction %d (opcode %d): operand %d has type %d", i, s->op, j, vt);
    }
    if (s->op == SC_BITCAST && dt_bits(value_type(c, s->a)) != dt_bits(s->type))
      return fail(e, "body instruction %d: bitcast between widths", i);
    if (s->op == SC_CMPF && (s->pred < CMPF_FALSE || s->pred > CMPF_TRUE))
      return fail(e, "body instruction %d: cmpf predicate %d", i, s->pred);
    if (s->op == SC_CMPI && (s->pred < CMPI_EQ || s->pred > CMPI_UGE))
      return fail(e, "body instruction %d: cmpi predicate %d", i, s->pred);
  }
  if (k->nyield != k->nout) return fail(e, "body yields %d values for %d results", k->nyield, k->nout);
  for (int j = 0; j < k->nyield; j++) {
    int y = k->yield[j];
    if (y < 0 || y >= k->ninsts || c->insts[y].op == SC_YIELD)
      return fail(e, "body yields value %d", y);
    if (value_type(c, y) != result(c, j)->dtype)
      return fail(e, "body yields type %d into a result of type %d", value_type(c, y), result(c, j)->dtype);
  }
  return true;
}

/* ------------------------------------------------------------ interpreter */

enum { CHUNK = 128 }; /* points evaluated per instruction dispatch */

#define EACH for (int64_t q = 0; q < n; q++)

/* One instruction over n points. */
static bool exec_inst(const HkInst *s, int ta, Val *r, const Val *x, const Val *y, const Val *z,
                      int64_t n, Err *e) {
  int t = s->type, w = dt_bits(t), wa = dt_bits(ta);
  switch (s->op) {
  case SC_ADDF: EACH r[q].f = x[q].f + y[q].f; break;
  case SC_SUBF: EACH r[q].f = x[q].f - y[q].f; break;
  case SC_MULF: EACH r[q].f = x[q].f * y[q].f; break;
  case SC_DIVF: EACH r[q].f = x[q].f / y[q].f; break;
  case SC_NEGF: EACH r[q].f = -x[q].f; break;
  case SC_REMF: EACH r[q].f = fmodf(x[q].f, y[q].f); break;
  case SC_MAXIMUMF: EACH r[q].f = isnan(x[q].f) ? x[q].f : isnan(y[q].f) ? y[q].f : max_ordered(x[q].f, y[q].f); break;
  case SC_MINIMUMF: EACH r[q].f = isnan(x[q].f) ? x[q].f : isnan(y[q].f) ? y[q].f : min_ordered(x[q].f, y[q].f); break;
  case SC_MAXNUMF: EACH r[q].f = isnan(x[q].f) ? y[q].f : isnan(y[q].f) ? x[q].f : max_ordered(x[q].f, y[q].f); break;
  case SC_MINNUMF: EACH r[q].f = isnan(x[q].f) ? y[q].f : isnan(y[q].f) ? x[q].f : min_ordered(x[q].f, y[q].f); break;
  case SC_EXP: EACH r[q].f = expf(x[q].f); break;
  case SC_EXP2: EACH r[q].f = exp2f(x[q].f); break;
  case SC_LOG: EACH r[q].f = logf(x[q].f); break;
  case SC_LOG2: EACH r[q].f = log2f(x[q].f); break;
  case SC_SQRT: EACH r[q].f = sqrtf(x[q].f); break;
  case SC_RSQRT: EACH r[q].f = 1.0f / sqrtf(x[q].f); break;
  case SC_TANH: EACH r[q].f = tanhf(x[q].f); break;
  case SC_ERF: EACH r[q].f = erff(x[q].f); break;
  case SC_SIN: EACH r[q].f = sinf(x[q].f); break;
  case SC_COS: EACH r[q].f = cosf(x[q].f); break;
  case SC_ABSF: EACH r[q].f = fabsf(x[q].f); break;
  case SC_FLOOR: EACH r[q].f = floorf(x[q].f); break;
  case SC_CEIL: EACH r[q].f = ceilf(x[q].f); break;
  case SC_ROUND: EACH r[q].f = roundf(x[q].f); break;
  case SC_ROUNDEVEN: EACH r[q].f = round_even(x[q].f); break;
  case SC_POWF: EACH r[q].f = powf(x[q].f, y[q].f); break;
  case SC_FMA: EACH r[q].f = fmaf(x[q].f, y[q].f, z[q].f); break;
  case SC_EXTF: case SC_TRUNCF: EACH r[q].f = x[q].f; break;
  case SC_SITOFP: EACH r[q].f = (float)sview(x[q].i, wa); break;
  case SC_UITOFP: EACH r[q].f = (float)uview(x[q].i, wa); break;

  case SC_ADDI: EACH r[q].i = canon((uint64_t)x[q].i + (uint64_t)y[q].i, w); break;
  case SC_SUBI: EACH r[q].i = canon((uint64_t)x[q].i - (uint64_t)y[q].i, w); break;
  case SC_MULI: EACH r[q].i = canon((uint64_t)x[q].i * (uint64_t)y[q].i, w); break;
  case SC_ANDI: EACH r[q].i = canon((uint64_t)x[q].i & (uint64_t)y[q].i, w); break;
  case SC_ORI: EACH r[q].i = canon((uint64_t)x[q].i | (uint64_t)y[q].i, w); break;
  case SC_XORI: EACH r[q].i = canon((uint64_t)x[q].i ^ (uint64_t)y[q].i, w); break;
  case SC_DIVSI: case SC_REMSI:
    EACH {
      int64_t a = sview(x[q].i, w), b = sview(y[q].i, w);
      if (b == 0) return fail(e, "integer division by zero in the body");
      int64_t v;
      if (a == INT64_MIN && b == -1) v = s->op == SC_DIVSI ? a : 0;
      else v = s->op == SC_DIVSI ? a / b : a % b;
      r[q].i = canon((uint64_t)v, w);
    }
    break;
  case SC_DIVUI: case SC_REMUI:
    EACH {
      uint64_t a = uview(x[q].i, w), b = uview(y[q].i, w);
      if (b == 0) return fail(e, "integer division by zero in the body");
      r[q].i = canon(s->op == SC_DIVUI ? a / b : a % b, w);
    }
    break;
  case SC_MAXSI: EACH r[q].i = sview(x[q].i, w) >= sview(y[q].i, w) ? x[q].i : y[q].i; break;
  case SC_MINSI: EACH r[q].i = sview(x[q].i, w) <= sview(y[q].i, w) ? x[q].i : y[q].i; break;
  case SC_MAXUI: EACH r[q].i = uview(x[q].i, w) >= uview(y[q].i, w) ? x[q].i : y[q].i; break;
  case SC_MINUI: EACH r[q].i = uview(x[q].i, w) <= uview(y[q].i, w) ? x[q].i : y[q].i; break;
  case SC_SHLI:
    EACH {
      uint64_t sh = uview(y[q].i, w);
      r[q].i = sh >= (uint64_t)w ? 0 : canon(uview(x[q].i, w) << sh, w);
    }
    break;
  case SC_SHRSI:
    EACH {
      uint64_t sh = uview(y[q].i, w);
      int64_t a = sview(x[q].i, w);
      if (sh >= (uint64_t)w) sh = (uint64_t)w - 1; /* all sign bits */
      int64_t v = a >= 0 ? a >> sh : ~(~a >> sh);
      r[q].i = canon((uint64_t)v, w);
    }
    break;
  case SC_SHRUI:
    EACH {
      uint64_t sh = uview(y[q].i, w);
      r[q].i = sh >= (uint64_t)w ? 0 : canon(uview(x[q].i, w) >> sh, w);
    }
    break;
  case SC_ABSI:
    EACH {
      int64_t a = sview(x[q].i, w);
      r[q].i = canon(a < 0 ? 0 - (uint64_t)a : (uint64_t)a, w);
    }
    break;
  case SC_FPTOSI: EACH r[q].i = fp_to_si(x[q].f, w); break;
  case SC_FPTOUI: EACH r[q].i = fp_to_ui(x[q].f, w); break;
  case SC_EXTSI: case SC_INDEX_CAST: EACH r[q].i = canon((uint64_t)sview(x[q].i, wa), w); break;
  case SC_EXTUI: EACH r[q].i = canon(uview(x[q].i, wa), w); break;
  case SC_TRUNCI: EACH r[q].i = canon((uint64_t)x[q].i, w); break;
  case SC_BITCAST:
    EACH {
      uint64_t b = dt_float(ta) ? float_bits(ta, x[q].f) : uview(x[q].i, wa);
      if (dt_float(t)) r[q].f = float_from_bits(t, b);
      else r[q].i = canon(b, w);
    }
    return true;
  case SC_CMPF: EACH r[q].i = cmpf(s->pred, x[q].f, y[q].f); return true;
  case SC_CMPI: EACH r[q].i = cmpi(s->pred, x[q].i, y[q].i, wa); return true;
  case SC_SELECT: EACH r[q] = (x[q].i & 1) ? y[q] : z[q]; return true;
  default: return fail(e, "opcode %d cannot be evaluated", s->op);
  }
  if (dt_float(t) && t != DT_F32)
    EACH r[q].f = round_to(t, r[q].f);
  return true;
}

static void load_run(int dt, const uint8_t *p, int64_t start, int64_t s, Val *r, int64_t n) {
  size_t es = dt_size(dt);
  if (dt == DT_F32) {
    EACH memcpy(&r[q].f, p + (size_t)(start + q * s) * 4, 4);
    return;
  }
  EACH r[q] = load(dt, p + (size_t)(start + q * s) * es);
}

static void store_run(int dt, uint8_t *p, int64_t start, int64_t s, const Val *r, int64_t n) {
  size_t es = dt_size(dt);
  if (dt == DT_F32) {
    EACH {
      float v = isnan(r[q].f) ? NAN : r[q].f;
      memcpy(p + (size_t)(start + q * s) * 4, &v, 4);
    }
    return;
  }
  EACH store(dt, p + (size_t)(start + q * s) * es, r[q]);
}

/* Element offsets of operand o (whose map divides) at the cnt points of a
 * chunk: the linear part from `start` by `step`, plus the dividing results at
 * each point, where vector loop v (if any) runs from c0. */
static bool point_offsets(const Ctx *c, const Nest *n, int o, const int64_t *idx, int v, int64_t c0,
                          int64_t start, int64_t step, int64_t cnt, int64_t *pts, Err *e) {
  int64_t at[NPUCC_MAX_LOOPS];
  memcpy(at, idx, sizeof at);
  for (int64_t q = 0; q < cnt; q++) {
    int64_t d;
    if (v >= 0) at[v] = c0 + q;
    if (!div_offset(c, n, o, at, &d, e)) return false;
    pts[q] = d < 0 ? -1 : start + q * step + d; /* -1: outside a padded operand */
  }
  return true;
}

static void load_points(int dt, const uint8_t *p, const int64_t *pts, Val *r, int64_t n, Val pad) {
  size_t es = dt_size(dt);
  EACH r[q] = pts[q] < 0 ? pad : load(dt, p + (size_t)pts[q] * es);
}

/* The pad value as an element of type t: rounded to a float type, fptosi to
 * an integer type (tensor.pad and a padded read alike). */
static Val pad_val(int t, double v) {
  Val r;
  if (dt_float(t)) r.f = round_to(t, (float)v);
  else r.i = fp_to_si(v, dt_bits(t));
  return r;
}

static void store_points(int dt, uint8_t *p, const int64_t *pts, const Val *r, int64_t n) {
  size_t es = dt_size(dt);
  EACH store(dt, p + (size_t)pts[q] * es, r[q]);
}

/* The loop evaluated CHUNK points at a time: a parallel loop every result
 * depends on, so the points of a chunk write distinct elements and the
 * reduction order of each element is untouched. The most contiguous one in
 * the first result wins. -1 if there is none (one point at a time). */
static int vector_loop(const Ctx *c, const Nest *n) {
  const HostKernel *k = c->k;
  int best = -1;
  for (int l = 0; l < n->nloops; l++) {
    if (k->iters[l] != IT_PARALLEL) continue;
    bool all = true;
    for (int j = 0; j < k->ninit; j++) all = all && map_has(&k->maps[k->nin + j], l);
    if (!all) continue;
    if (best < 0 || n->stride[k->nin][l] <= n->stride[k->nin][best]) best = l;
  }
  return best;
}

/* tensor.extract over n points: each index must lie inside its dimension
 * (MLIR leaves other indices undefined; here they are an error). */
static bool gather(const Ctx *c, const HkInst *s, const Val *vals, Val *r, int64_t n, Err *e) {
  const HkTensor *t = &c->t[s->ival];
  const uint8_t *p = c->buf[s->ival];
  int64_t st[NPUCC_MAX_RANK];
  row_strides(t, st);
  int ix[4] = {s->a, s->b, s->c, s->pred};
  size_t es = dt_size(t->dtype);
  EACH {
    int64_t off = 0;
    for (int d = 0; d < t->rank; d++) {
      int64_t x = vals[(size_t)ix[d] * CHUNK + q].i;
      if (x < 0 || x >= t->dims[d])
        return fail(e, "tensor.extract index %lld is outside dimension %d of size %lld", (long long)x, d,
                    (long long)t->dims[d]);
      off += x * st[d];
    }
    r[q] = load(t->dtype, p + (size_t)off * es);
  }
  return true;
}

static bool interpret(const Ctx *c, const Nest *n, Err *e) {
  const HostKernel *k = c->k;
  for (int l = 0; l < n->nloops; l++)
    if (n->range[l] == 0) return true;
  int ni = k->ninsts;
  Val *vals = malloc(sizeof *vals * CHUNK * (size_t)(ni ? ni : 1));
  if (!vals) return fail(e, "out of memory");
  const uint8_t *base[NPUCC_MAX_OPERANDS];
  for (int o = 0; o < c->nops; o++) base[o] = o < k->nin ? c->buf[o] : result_buf(c, o - k->nin);
  int v = vector_loop(c, n);
  int64_t vlen = v >= 0 ? n->range[v] : 1;
  int64_t sv[NPUCC_MAX_OPERANDS];
  for (int o = 0; o < c->nops; o++) sv[o] = v >= 0 ? n->stride[o][v] : 0;
  for (int i = 0; i < ni; i++) {
    const HkInst *s = &c->insts[i];
    if (s->op != SC_CONST) continue;
    Val cv;
    if (dt_float(s->type)) cv.f = round_to(s->type, (float)s->fval);
    else cv.i = canon((uint64_t)s->ival, dt_bits(s->type));
    for (int q = 0; q < CHUNK; q++) vals[(size_t)i * CHUNK + q] = cv;
  }
  int64_t idx[NPUCC_MAX_LOOPS] = {0};
  int64_t pts[CHUNK];
  bool ok = true;
  for (;;) {
    int64_t off[NPUCC_MAX_OPERANDS];
    for (int o = 0; o < c->nops; o++) {
      off[o] = n->base[o];
      for (int l = 0; l < n->nloops; l++)
        if (l != v) off[o] += idx[l] * n->stride[o][l];
    }
    for (int64_t c0 = 0; c0 < vlen && ok; c0 += CHUNK) {
      int64_t cnt = vlen - c0 < CHUNK ? vlen - c0 : CHUNK;
      for (int i = 0; i < ni && ok; i++) {
        const HkInst *s = &c->insts[i];
        Val *r = vals + (size_t)i * CHUNK;
        switch (s->op) {
        case SC_CONST: case SC_YIELD: break;
        case SC_ARG:
          if (n->divides[s->a]) {
            ok = point_offsets(c, n, s->a, idx, v, c0, off[s->a] + c0 * sv[s->a], sv[s->a], cnt, pts, e);
            if (ok) load_points(c->t[s->a].dtype, base[s->a], pts, r, cnt, pad_val(c->t[s->a].dtype, k->attrs.pad_value));
          } else {
            load_run(c->t[s->a].dtype, base[s->a], off[s->a] + c0 * sv[s->a], sv[s->a], r, cnt);
          }
          break;
        case SC_INDEX:
          for (int64_t q = 0; q < cnt; q++) r[q].i = s->a == v ? c0 + q : idx[s->a];
          break;
        case SC_EXTRACT:
          ok = gather(c, s, vals, r, cnt, e);
          break;
        default: {
          OpSig sig = op_sig(s->op);
          const Val *x = vals + (size_t)s->a * CHUNK;
          const Val *y = sig.arity > 1 ? vals + (size_t)s->b * CHUNK : NULL;
          const Val *z = sig.arity > 2 ? vals + (size_t)s->c * CHUNK : NULL;
          ok = exec_inst(s, value_type(c, s->a), r, x, y, z, cnt, e);
        }
        }
      }
      for (int j = 0; j < k->nyield && ok; j++) {
        int o = k->nin + j;
        const Val *y = vals + (size_t)k->yield[j] * CHUNK;
        if (n->divides[o]) {
          ok = point_offsets(c, n, o, idx, v, c0, off[o] + c0 * sv[o], sv[o], cnt, pts, e);
          if (ok) store_points(result(c, j)->dtype, result_buf(c, j), pts, y, cnt);
        } else {
          store_run(result(c, j)->dtype, result_buf(c, j), off[o] + c0 * sv[o], sv[o], y, cnt);
        }
      }
    }
    if (!ok) break;
    int l = n->nloops - 1;
    for (; l >= 0; l--) {
      if (l == v) continue;
      if (++idx[l] < n->range[l]) break;
      idx[l] = 0;
    }
    if (l < 0) break;
  }
  free(vals);
  return ok;
}

/* ------------------------------------------------------------ contraction fast path */

enum { CL_BATCH, CL_M, CL_N, CL_K, CL_COUNT };

typedef struct Contraction {
  bool is_float;
  int type;         /* of the product and of the sum (== result type) */
  int ext[2];       /* SC_EXTF / SC_EXTSI / SC_EXTUI, or -1, for operands 0 and 1 */
  int cls[NPUCC_MAX_LOOPS];
} Contraction;

static bool is_arg(const Ctx *c, int v, int operand) {
  return c->insts[v].op == SC_ARG && c->insts[v].a == operand;
}

/* acc + ext(a) * ext(b) yielded into the one result, product and sum in the
 * result type; loops that are batch, m, n or k by where they appear. */
static bool match_contraction(const Ctx *c, Contraction *m) {
  const HostKernel *k = c->k;
  if (c->ndivs || (k->flags & HK_PAD_READS) || k->nin != 2 || k->ninit != 1 || k->nyield != 1) return false;
  const HkInst *add = &c->insts[k->yield[0]];
  if (add->op != SC_ADDF && add->op != SC_ADDI) return false;
  m->is_float = add->op == SC_ADDF;
  int mul = is_arg(c, add->a, 2) ? add->b : is_arg(c, add->b, 2) ? add->a : -1;
  if (mul < 0) return false;
  const HkInst *mi = &c->insts[mul];
  if (mi->op != (m->is_float ? SC_MULF : SC_MULI) || mi->type != add->type) return false;
  m->type = add->type;
  if (!m->is_float && m->type != DT_I32 && m->type != DT_I64) return false;
  int src[2] = {mi->a, mi->b}, seen = 0;
  for (int side = 0; side < 2; side++) {
    int v = src[side], ext = -1;
    int op = c->insts[v].op;
    if (op == SC_EXTF || op == SC_EXTSI || op == SC_EXTUI) {
      if ((op == SC_EXTF) != m->is_float || c->insts[v].type != m->type) return false;
      ext = op;
      v = c->insts[v].a;
    }
    if (c->insts[v].op != SC_ARG || c->insts[v].a > 1) return false;
    int o = c->insts[v].a;
    if (seen & (1 << o)) return false;
    seen |= 1 << o;
    if (ext < 0 && c->t[o].dtype != m->type) return false;
    m->ext[o] = ext;
  }
  for (int l = 0; l < k->nloops; l++) {
    bool a = mentions(c, 0, l), b = mentions(c, 1, l), o = mentions(c, 2, l);
    bool par = k->iters[l] == IT_PARALLEL;
    if (par && a && b && o) m->cls[l] = CL_BATCH;
    else if (par && a && !b && o) m->cls[l] = CL_M;
    else if (par && !a && b && o) m->cls[l] = CL_N;
    else if (!par && a && b && !o) m->cls[l] = CL_K;
    else return false;
  }
  return true;
}

/* Element offsets of operand o for every flattened index of a loop class,
 * the first loop of the class most significant (the interpreter's order). */
static int64_t *class_offsets(const Nest *n, const int *cls, int which, int o, int64_t *count) {
  int64_t total = 1;
  for (int l = 0; l < n->nloops; l++)
    if (cls[l] == which) total *= n->range[l];
  *count = total;
  int64_t *off = malloc(sizeof *off * (size_t)(total ? total : 1));
  if (!off) return NULL;
  int64_t idx[NPUCC_MAX_LOOPS] = {0};
  for (int64_t f = 0; f < total; f++) {
    int64_t s = 0;
    for (int l = 0; l < n->nloops; l++)
      if (cls[l] == which) s += idx[l] * n->stride[o][l];
    off[f] = s;
    for (int l = n->nloops - 1; l >= 0; l--) {
      if (cls[l] != which) continue;
      if (++idx[l] < n->range[l]) break;
      idx[l] = 0;
    }
  }
  return off;
}

static int64_t load_ext_int(int dt, int ext, const uint8_t *p) {
  int64_t v = load_i(dt, p);
  return ext == SC_EXTUI ? (int64_t)uview(v, dt_bits(dt)) : sview(v, dt_bits(dt));
}

/* Float contraction: per element acc = acc + a*b in index order of k, each
 * operation rounded to the result type exactly as the interpreter does. */
static void contract_float(int type, const float *ap, const float *bp, float *acc, int64_t K,
                           int64_t N) {
  for (int64_t kk = 0; kk < K; kk++) {
    const float a = ap[kk];
    const float *restrict row = bp + kk * N;
    float *restrict out = acc;
    if (type == DT_F32) {
      for (int64_t j = 0; j < N; j++) out[j] = out[j] + a * row[j];
    } else {
      for (int64_t j = 0; j < N; j++) out[j] = round_to(type, out[j] + round_to(type, a * row[j]));
    }
  }
}

static void contract_i32(const uint32_t *ap, const uint32_t *bp, uint32_t *acc, int64_t K, int64_t N) {
  for (int64_t kk = 0; kk < K; kk++) {
    const uint32_t a = ap[kk];
    const uint32_t *restrict row = bp + kk * N;
    uint32_t *restrict out = acc;
    for (int64_t j = 0; j < N; j++) out[j] += a * row[j];
  }
}

static void contract_i64(const uint64_t *ap, const uint64_t *bp, uint64_t *acc, int64_t K, int64_t N) {
  for (int64_t kk = 0; kk < K; kk++) {
    const uint64_t a = ap[kk];
    const uint64_t *restrict row = bp + kk * N;
    uint64_t *restrict out = acc;
    for (int64_t j = 0; j < N; j++) out[j] += a * row[j];
  }
}

static bool run_contraction(const Ctx *c, const Nest *n, const Contraction *m, Err *e) {
  int64_t nb, nm, nn, nk, cnt;
  int64_t *ob[3], *om[2], *on[2], *ok[2];
  ob[0] = class_offsets(n, m->cls, CL_BATCH, 0, &nb);
  ob[1] = class_offsets(n, m->cls, CL_BATCH, 1, &cnt);
  ob[2] = class_offsets(n, m->cls, CL_BATCH, 2, &cnt);
  /* Every access adds a batch offset: the window constants ride on it. */
  for (int o = 0; o < 3; o++)
    for (int64_t b = 0; ob[o] && b < nb; b++) ob[o][b] += n->base[o];
  om[0] = class_offsets(n, m->cls, CL_M, 0, &nm);
  om[1] = class_offsets(n, m->cls, CL_M, 2, &cnt);
  on[0] = class_offsets(n, m->cls, CL_N, 1, &nn);
  on[1] = class_offsets(n, m->cls, CL_N, 2, &cnt);
  ok[0] = class_offsets(n, m->cls, CL_K, 0, &nk);
  ok[1] = class_offsets(n, m->cls, CL_K, 1, &cnt);
  size_t w = m->is_float || m->type == DT_I32 ? 4 : 8;
  void *ap = malloc(w * (size_t)(nm * nk + 1));
  void *bp = malloc(w * (size_t)(nk * nn + 1));
  void *acc = malloc(w * (size_t)(nn + 1));
  bool good = ap && bp && acc && ob[0] && ob[1] && ob[2] && om[0] && om[1] && on[0] && on[1] &&
              ok[0] && ok[1];
  if (good) {
    const uint8_t *A = c->buf[0], *B = c->buf[1];
    uint8_t *C = result_buf(c, 0);
    int ta = c->t[0].dtype, tb = c->t[1].dtype, tc = m->type;
    size_t ea = dt_size(ta), eb = dt_size(tb), ec = dt_size(tc);
    for (int64_t b = 0; b < nb; b++) {
      for (int64_t i = 0; i < nm; i++)
        for (int64_t kk = 0; kk < nk; kk++) {
          const uint8_t *p = A + (size_t)(ob[0][b] + om[0][i] + ok[0][kk]) * ea;
          size_t at = (size_t)(i * nk + kk);
          if (m->is_float) ((float *)ap)[at] = load_f(ta, p);
          else if (w == 4) ((uint32_t *)ap)[at] = (uint32_t)load_ext_int(ta, m->ext[0], p);
          else ((uint64_t *)ap)[at] = (uint64_t)load_ext_int(ta, m->ext[0], p);
        }
      for (int64_t kk = 0; kk < nk; kk++)
        for (int64_t j = 0; j < nn; j++) {
          const uint8_t *p = B + (size_t)(ob[1][b] + ok[1][kk] + on[0][j]) * eb;
          size_t at = (size_t)(kk * nn + j);
          if (m->is_float) ((float *)bp)[at] = load_f(tb, p);
          else if (w == 4) ((uint32_t *)bp)[at] = (uint32_t)load_ext_int(tb, m->ext[1], p);
          else ((uint64_t *)bp)[at] = (uint64_t)load_ext_int(tb, m->ext[1], p);
        }
      for (int64_t i = 0; i < nm; i++) {
        uint8_t *crow = C + (size_t)(ob[2][b] + om[1][i]) * ec;
        for (int64_t j = 0; j < nn; j++) {
          const uint8_t *p = crow + (size_t)on[1][j] * ec;
          if (m->is_float) ((float *)acc)[j] = load_f(tc, p);
          else if (w == 4) ((uint32_t *)acc)[j] = (uint32_t)load_i(tc, p);
          else ((uint64_t *)acc)[j] = (uint64_t)load_i(tc, p);
        }
        if (m->is_float) contract_float(tc, (float *)ap + i * nk, bp, acc, nk, nn);
        else if (w == 4) contract_i32((uint32_t *)ap + i * nk, bp, acc, nk, nn);
        else contract_i64((uint64_t *)ap + i * nk, bp, acc, nk, nn);
        for (int64_t j = 0; j < nn; j++) {
          uint8_t *p = crow + (size_t)on[1][j] * ec;
          if (m->is_float) store_f(tc, p, ((float *)acc)[j]);
          else if (w == 4) store_i(tc, p, (int32_t)((uint32_t *)acc)[j]);
          else store_i(tc, p, (int64_t)((uint64_t *)acc)[j]);
        }
      }
    }
  }
  free(ap);
  free(bp);
  free(acc);
  for (int i = 0; i < 3; i++) free(ob[i]);
  for (int i = 0; i < 2; i++) free(om[i]), free(on[i]), free(ok[i]);
  return good ? true : fail(e, "out of memory");
}

/* ------------------------------------------------------------ op kinds */

static bool do_structured(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  if (k->nloops < 0 || k->nloops > NPUCC_MAX_LOOPS) return fail(e, "%d loops", k->nloops);
  for (int l = 0; l < k->nloops; l++)
    if (k->iters[l] != IT_PARALLEL && k->iters[l] != IT_REDUCTION)
      return fail(e, "loop d%d has iterator type %d", l, k->iters[l]);
  Nest n;
  if (!check_results_match_inits(c, e) || !make_nest(c, k->nloops, &n, e) ||
      !check_body(c, k->nloops, e))
    return false;
  if (!run) return true;
  init_results(c);
  Contraction m;
  if (!(k->flags & HK_INTERPRET_ONLY) && match_contraction(c, &m)) return run_contraction(c, &n, &m, e);
  return interpret(c, &n, e);
}

static bool do_fill(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  if (k->nin < 1 || numel(&c->t[0]) != 1 || k->nout != 1)
    return fail(e, "fill takes one scalar and gives one result");
  const HkTensor *init = &c->t[k->nin];
  if (k->ninit == 1 && (!same_shape(init, result(c, 0)) || init->dtype != result(c, 0)->dtype))
    return fail(e, "fill result does not have the type of its init");
  if (!run) return true;
  const HkTensor *r = result(c, 0);
  Val v = convert(load(c->t[0].dtype, c->buf[0]), c->t[0].dtype, r->dtype);
  size_t es = dt_size(r->dtype);
  uint8_t one[8];
  store(r->dtype, one, v);
  uint8_t *p = result_buf(c, 0);
  for (int64_t i = 0, ne = numel(r); i < ne; i++) memcpy(p + (size_t)i * es, one, es);
  return true;
}

/* One softmax row of `len` elements `step` bytes apart from byte `at`. */
static SCALAR_FP void softmax_row_scalar_fp(int t, const uint8_t *src, uint8_t *dst, size_t at, size_t step,
                                            int64_t len, float *ex) {
  float mx = lowest_finite(t);
  for (int64_t j = 0; j < len; j++) {
    float x = load_f(t, src + at + (size_t)j * step);
    mx = isnan(x) ? mx : max_ordered(x, mx); /* maxnumf */
  }
  float sum = 0.0f;
  for (int64_t j = 0; j < len; j++) {
    float x = load_f(t, src + at + (size_t)j * step);
    ex[j] = round_to(t, expf(round_to(t, x - mx)));
    sum = round_to(t, ex[j] + sum);
  }
  for (int64_t j = 0; j < len; j++) store_f(t, dst + at + (size_t)j * step, round_to(t, ex[j] / sum));
}

static bool do_softmax(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  const HkTensor *in = &c->t[0];
  if (k->nin < 1 || k->nout != 1) return fail(e, "softmax takes one input and gives one result");
  const HkTensor *r = result(c, 0);
  if (!dt_float(in->dtype) || in->dtype != r->dtype || !same_shape(in, r))
    return fail(e, "softmax input and result differ in type");
  int dim = k->attrs.dim;
  if (dim < 0 || dim >= in->rank) return fail(e, "softmax dimension %d of a rank-%d tensor", dim, in->rank);
  if (!run) return true;
  int t = in->dtype;
  size_t es = dt_size(t);
  int64_t len = in->dims[dim], inner = 1, outer = 1;
  for (int i = dim + 1; i < in->rank; i++) inner *= in->dims[i];
  for (int i = 0; i < dim; i++) outer *= in->dims[i];
  float *ex = malloc(sizeof *ex * (size_t)(len ? len : 1));
  if (!ex) return fail(e, "out of memory");
  for (int64_t o = 0; o < outer; o++)
    for (int64_t i = 0; i < inner; i++)
      softmax_row_scalar_fp(t, c->buf[0], result_buf(c, 0), (size_t)(o * len * inner + i) * es,
                            (size_t)inner * es, len, ex);
  free(ex);
  return true;
}

/* Attention loops by where they appear: a row loop indexes O and is not an
 * n loop (batch and m loops alike; Q, K, V follow it or broadcast along it),
 * an n loop indexes O and V but not Q or K, a k1 loop Q but not O (the dot
 * product), a k2 loop K or V but neither Q nor O (the softmax axis). */
enum { AT_ROW, AT_K1, AT_K2, AT_N, AT_COUNT };

static bool attention_roles(const Ctx *c, const Nest *n, int *cls, Err *e) {
  const int oq = 0, ok = 1, ov = 2, oo = c->nops - 1;
  for (int l = 0; l < n->nloops; l++) {
    bool Q = mentions(c, oq, l), K = mentions(c, ok, l), V = mentions(c, ov, l), O = mentions(c, oo, l);
    if (O) cls[l] = V && !Q && !K ? AT_N : AT_ROW;
    else if (Q) cls[l] = AT_K1;
    else if (K || V) cls[l] = AT_K2;
    else return fail(e, "attention loop d%d has no role: it indexes none of q, k, v and the result", l);
  }
  /* The classes each operand may follow: anything else has no meaning here. */
  const unsigned allowed[5] = {1u << AT_ROW | 1u << AT_K1, 1u << AT_ROW | 1u << AT_K1 | 1u << AT_K2,
                               1u << AT_ROW | 1u << AT_K2 | 1u << AT_N, ~0u, 1u << AT_ROW | 1u << AT_K2};
  static const char *const what[5] = {"q", "k", "v", "scale", "mask"};
  for (int o = 0; o < 4 + ((c->k->flags & HK_HAS_MASK) != 0); o++)
    for (int l = 0; l < n->nloops; l++)
      if (mentions(c, o, l) && !(allowed[o] >> cls[l] & 1))
        return fail(e, "attention loop d%d has no role (row, k1, k2, n) that %s may follow", l, what[o]);
  return true;
}

/* One row of attention in f32: s = scale * q.k (k1 in index order), the
 * mask (mode 1: i1 keeps where mk != 0, else -inf; mode 2: added), max,
 * e = exp(s - max), sum, p = e / sum, acc = sum over k2 of p * v. */
static SCALAR_FP void attention_row_scalar_fp(const float *qr, const float *kp, const float *vp, int64_t K1,
                                              int64_t K2, int64_t N, float scale, int mode, const float *mk,
                                              float *s, float *acc) {
  float mx = -INFINITY;
  for (int64_t j = 0; j < K2; j++) {
    float dot = 0.0f;
    for (int64_t i = 0; i < K1; i++) dot = dot + qr[i] * kp[j * K1 + i];
    float sc = scale * dot;
    if (mode == 1) sc = mk[j] != 0.0f ? sc : -INFINITY;
    else if (mode == 2) sc = sc + mk[j];
    s[j] = sc;
    mx = isnan(sc) ? mx : max_ordered(mx, sc);
  }
  float sum = 0.0f;
  for (int64_t j = 0; j < K2; j++) {
    s[j] = expf(s[j] - mx);
    sum = sum + s[j];
  }
  for (int64_t x = 0; x < N; x++) acc[x] = 0.0f;
  for (int64_t j = 0; j < K2; j++) {
    float p = s[j] / sum;
    for (int64_t x = 0; x < N; x++) acc[x] = acc[x] + p * vp[j * N + x];
  }
}

static bool do_attention(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  bool has_mask = k->flags & HK_HAS_MASK;
  if (k->nin != 4 + has_mask || k->ninit != 1 || k->nout != 1)
    return fail(e, "attention takes q, k, v, scale%s and one init", has_mask ? ", mask" : "");
  if (k->nloops < 1 || k->nloops > NPUCC_MAX_LOOPS) return fail(e, "attention has %d loops", k->nloops);
  if (c->ndivs) return fail(e, "attention maps that divide (floordiv, ceildiv, mod)");
  for (int j = 0; j < 3; j++)
    if (!dt_float(c->t[j].dtype)) return fail(e, "attention operand %d is not a float tensor", j);
  if (!dt_float(c->t[3].dtype) || numel(&c->t[3]) != 1) return fail(e, "attention scale is not a float scalar");
  if (has_mask && !dt_float(c->t[4].dtype) && c->t[4].dtype != DT_I1)
    return fail(e, "attention mask is neither float nor i1");
  if (!check_results_match_inits(c, e) || !dt_float(result(c, 0)->dtype))
    return fail(e, "attention result must be a float tensor of the init's type");
  Nest n;
  int cls[NPUCC_MAX_LOOPS];
  if (!make_nest(c, k->nloops, &n, e) || !attention_roles(c, &n, cls, e)) return false;
  if (!run) return true;

  const int oq = 0, ok = 1, ov = 2, oo = c->nops - 1, om = 4;
  int64_t cnt[AT_COUNT];
  int64_t *off[AT_COUNT][NPUCC_MAX_OPERANDS] = {{0}}; /* [class][operand] */
  bool good = true;
  for (int cl = 0; cl < AT_COUNT; cl++)
    for (int o = 0; o < c->nops; o++) {
      off[cl][o] = class_offsets(&n, cls, cl, o, &cnt[cl]);
      good = good && off[cl][o];
    }
  /* Every access adds a row offset: the window constants ride on it. */
  for (int o = 0; good && o < c->nops; o++)
    for (int64_t r = 0; r < cnt[AT_ROW]; r++) off[AT_ROW][o][r] += n.base[o];
  int64_t R = cnt[AT_ROW], K1 = cnt[AT_K1], K2 = cnt[AT_K2], N = cnt[AT_N];
  float *kp = malloc(sizeof(float) * (size_t)(K2 * K1 + 1));
  float *vp = malloc(sizeof(float) * (size_t)(K2 * N + 1));
  float *qr = malloc(sizeof(float) * (size_t)(K1 + 1));
  float *s = malloc(sizeof(float) * (size_t)(K2 + 1));
  float *mk = malloc(sizeof(float) * (size_t)(K2 + 1));
  float *acc = malloc(sizeof(float) * (size_t)(N + 1));
  good = good && kp && vp && qr && s && mk && acc;
  if (good) {
    const HkTensor *tq = &c->t[oq], *tk = &c->t[ok], *tv = &c->t[ov], *to = result(c, 0);
    size_t eq = dt_size(tq->dtype), ek = dt_size(tk->dtype), ev = dt_size(tv->dtype),
           eo = dt_size(to->dtype), em = has_mask ? dt_size(c->t[om].dtype) : 0;
    int mode = !has_mask ? 0 : c->t[om].dtype == DT_I1 ? 1 : 2;
    float scale = load_f(c->t[3].dtype, c->buf[3]);
    uint8_t *O = result_buf(c, 0);
    for (int64_t r = 0; r < R; r++) {
      /* K and V tiles change only with the row loops they follow. */
      if (r == 0 || off[AT_ROW][ok][r] != off[AT_ROW][ok][r - 1])
        for (int64_t j = 0; j < K2; j++)
          for (int64_t i = 0; i < K1; i++)
            kp[j * K1 + i] = load_f(tk->dtype, c->buf[ok] + (size_t)(off[AT_ROW][ok][r] + off[AT_K2][ok][j] + off[AT_K1][ok][i]) * ek);
      if (r == 0 || off[AT_ROW][ov][r] != off[AT_ROW][ov][r - 1])
        for (int64_t j = 0; j < K2; j++)
          for (int64_t x = 0; x < N; x++)
            vp[j * N + x] = load_f(tv->dtype, c->buf[ov] + (size_t)(off[AT_ROW][ov][r] + off[AT_K2][ov][j] + off[AT_N][ov][x]) * ev);
      for (int64_t i = 0; i < K1; i++)
        qr[i] = load_f(tq->dtype, c->buf[oq] + (size_t)(off[AT_ROW][oq][r] + off[AT_K1][oq][i]) * eq);
      for (int64_t j = 0; mode && j < K2; j++) {
        const uint8_t *p = c->buf[om] + (size_t)(off[AT_ROW][om][r] + off[AT_K2][om][j]) * em;
        mk[j] = mode == 1 ? (float)(*p & 1) : load_f(c->t[om].dtype, p);
      }
      attention_row_scalar_fp(qr, kp, vp, K1, K2, N, scale, mode, mk, s, acc);
      for (int64_t x = 0; x < N; x++)
        store_f(to->dtype, O + (size_t)(off[AT_ROW][oo][r] + off[AT_N][oo][x]) * eo, acc[x]);
    }
  }
  free(kp);
  free(vp);
  free(qr);
  free(s);
  free(mk);
  free(acc);
  for (int cl = 0; cl < AT_COUNT; cl++)
    for (int o = 0; o < c->nops; o++) free(off[cl][o]);
  return good ? true : fail(e, "out of memory");
}

/* ------------------------------------------------------------ data movement */

static bool one_in_one_out(const Ctx *c, Err *e, const char *what) {
  if (c->k->nin < 1 || c->k->nout != 1) return fail(e, "%s takes an input and gives one result", what);
  return true;
}

static bool do_copy(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  if (k->nout < 1 || k->nout > k->nin) return fail(e, "%d results for %d inputs", k->nout, k->nin);
  for (int j = 0; j < k->nout; j++) {
    const HkTensor *in = &c->t[j], *r = result(c, j);
    if (nbytes(in) != nbytes(r)) return fail(e, "result %d has %zu bytes, its input %zu", j, nbytes(r), nbytes(in));
    if (k->kind == OP_RESHAPE && in->dtype != r->dtype) return fail(e, "reshape changes the element type");
    if (k->kind == OP_IDENTITY && (in->dtype != r->dtype || numel(in) != numel(r)))
      return fail(e, "identity changes the type");
    if (k->kind == OP_BITCAST && dt_size(in->dtype) != dt_size(r->dtype))
      return fail(e, "bitcast between element widths");
  }
  if (!run) return true;
  for (int j = 0; j < k->nout; j++)
    if (nbytes(result(c, j))) memmove(result_buf(c, j), c->buf[j], nbytes(result(c, j)));
  return true;
}

static bool do_transpose(const Ctx *c, bool run, Err *e) {
  if (!one_in_one_out(c, e, "transpose")) return false;
  const HkTensor *in = &c->t[0], *r = result(c, 0);
  const int32_t *perm = c->k->attrs.perm;
  if (in->rank != r->rank || in->dtype != r->dtype) return fail(e, "transpose changes rank or type");
  int seen = 0;
  for (int i = 0; i < r->rank; i++) {
    if (perm[i] < 0 || perm[i] >= r->rank || (seen >> perm[i] & 1))
      return fail(e, "transpose permutation is not a permutation");
    seen |= 1 << perm[i];
    if (r->dims[i] != in->dims[perm[i]]) return fail(e, "transpose result dim %d is not input dim %d", i, perm[i]);
  }
  if (!run || !numel(r)) return true;
  int64_t ist[NPUCC_MAX_RANK], idx[NPUCC_MAX_RANK] = {0};
  row_strides(in, ist);
  size_t es = dt_size(r->dtype);
  uint8_t *dst = result_buf(c, 0);
  for (int64_t f = 0, ne = numel(r); f < ne; f++) {
    int64_t src = 0;
    for (int i = 0; i < r->rank; i++) src += idx[i] * ist[perm[i]];
    memcpy(dst + (size_t)f * es, c->buf[0] + (size_t)src * es, es);
    for (int i = r->rank - 1; i >= 0 && ++idx[i] == r->dims[i]; i--) idx[i] = 0;
  }
  return true;
}

static bool do_broadcast(const Ctx *c, bool run, Err *e) {
  if (!one_in_one_out(c, e, "broadcast")) return false;
  const HkTensor *in = &c->t[0], *r = result(c, 0);
  const HkAttrs *at = &c->k->attrs;
  if (in->dtype != r->dtype || at->nbcast < 0 || in->rank + at->nbcast != r->rank)
    return fail(e, "broadcast of rank %d by %d dims to rank %d", in->rank, at->nbcast, r->rank);
  int src_dim[NPUCC_MAX_RANK], next = 0, prev = -1;
  for (int d = 0; d < r->rank; d++) src_dim[d] = 0;
  for (int i = 0; i < at->nbcast; i++) {
    int d = at->bcast_dims[i];
    if (d <= prev || d >= r->rank) return fail(e, "broadcast dimensions are not increasing output dims");
    prev = d;
    src_dim[d] = -1;
  }
  for (int d = 0; d < r->rank; d++) {
    if (src_dim[d] < 0) continue;
    src_dim[d] = next;
    if (in->dims[next] != r->dims[d]) return fail(e, "broadcast input dim %d does not match result dim %d", next, d);
    next++;
  }
  if (!run || !numel(r)) return true;
  int64_t ist[NPUCC_MAX_RANK], idx[NPUCC_MAX_RANK] = {0};
  row_strides(in, ist);
  size_t es = dt_size(r->dtype);
  uint8_t *dst = result_buf(c, 0);
  for (int64_t f = 0, ne = numel(r); f < ne; f++) {
    int64_t src = 0;
    for (int d = 0; d < r->rank; d++)
      if (src_dim[d] >= 0) src += idx[d] * ist[src_dim[d]];
    memcpy(dst + (size_t)f * es, c->buf[0] + (size_t)src * es, es);
    for (int d = r->rank - 1; d >= 0 && ++idx[d] == r->dims[d]; d--) idx[d] = 0;
  }
  return true;
}

static bool do_pad(const Ctx *c, bool run, Err *e) {
  if (!one_in_one_out(c, e, "pad")) return false;
  const HkTensor *in = &c->t[0], *r = result(c, 0);
  const HkAttrs *at = &c->k->attrs;
  if (in->dtype != r->dtype || in->rank != r->rank) return fail(e, "pad changes rank or type");
  for (int i = 0; i < r->rank; i++)
    if (at->low[i] < 0 || at->high[i] < 0 || in->dims[i] + at->low[i] + at->high[i] != r->dims[i])
      return fail(e, "pad dim %d: %lld + %lld + %lld != %lld", i, (long long)at->low[i],
                  (long long)in->dims[i], (long long)at->high[i], (long long)r->dims[i]);
  if (!run) return true;
  int t = r->dtype;
  size_t es = dt_size(t);
  Val v = pad_val(t, at->pad_value);
  uint8_t one[8];
  store(t, one, v);
  uint8_t *dst = result_buf(c, 0);
  for (int64_t f = 0, ne = numel(r); f < ne; f++) memcpy(dst + (size_t)f * es, one, es);
  if (!numel(in)) return true;
  int64_t ost[NPUCC_MAX_RANK], idx[NPUCC_MAX_RANK] = {0};
  row_strides(r, ost);
  for (int64_t f = 0, ne = numel(in); f < ne; f++) {
    int64_t o = 0;
    for (int i = 0; i < r->rank; i++) o += (idx[i] + at->low[i]) * ost[i];
    memcpy(dst + (size_t)o * es, c->buf[0] + (size_t)f * es, es);
    for (int i = in->rank - 1; i >= 0 && ++idx[i] == in->dims[i]; i--) idx[i] = 0;
  }
  return true;
}

/* The slice of `full` (offsets/sizes/strides) matches `part` up to unit dims. */
static bool check_slice(const HkTensor *full, const HkTensor *part, const HkAttrs *at, Err *e) {
  int64_t ne = 1;
  for (int i = 0; i < full->rank; i++) {
    if (at->offsets[i] < 0 || at->sizes[i] < 0 || at->strides[i] < 1)
      return fail(e, "slice dim %d: offset %lld size %lld stride %lld", i, (long long)at->offsets[i],
                  (long long)at->sizes[i], (long long)at->strides[i]);
    if (at->sizes[i] > 0 && at->offsets[i] + (at->sizes[i] - 1) * at->strides[i] >= full->dims[i])
      return fail(e, "slice dim %d runs past size %lld", i, (long long)full->dims[i]);
    ne *= at->sizes[i];
  }
  if (ne != numel(part)) return fail(e, "slice has %lld elements, the tensor %lld", (long long)ne, (long long)numel(part));
  /* Rank-reduced slices drop unit sizes; which ones does not change the order. */
  int j = 0;
  for (int i = 0; i < full->rank; i++) {
    if (j < part->rank && part->dims[j] == at->sizes[i]) j++;
    else if (at->sizes[i] != 1) return fail(e, "slice sizes do not match the sliced tensor's shape");
  }
  if (j != part->rank) return fail(e, "slice sizes do not match the sliced tensor's shape");
  return true;
}

/* Visit the slice in row-major order: elem f of the compact side <-> offset in full. */
static void slice_copy(const HkTensor *full, const HkAttrs *at, uint8_t *fullp, uint8_t *partp,
                       bool to_full) {
  int64_t fst[NPUCC_MAX_RANK], idx[NPUCC_MAX_RANK] = {0}, ne = 1;
  row_strides(full, fst);
  for (int i = 0; i < full->rank; i++) ne *= at->sizes[i];
  size_t es = dt_size(full->dtype);
  for (int64_t f = 0; f < ne; f++) {
    int64_t o = 0;
    for (int i = 0; i < full->rank; i++) o += (at->offsets[i] + idx[i] * at->strides[i]) * fst[i];
    if (to_full) memcpy(fullp + (size_t)o * es, partp + (size_t)f * es, es);
    else memcpy(partp + (size_t)f * es, fullp + (size_t)o * es, es);
    for (int i = full->rank - 1; i >= 0 && ++idx[i] == at->sizes[i]; i--) idx[i] = 0;
  }
}

static bool do_extract_slice(const Ctx *c, bool run, Err *e) {
  if (!one_in_one_out(c, e, "extract_slice")) return false;
  const HkTensor *in = &c->t[0], *r = result(c, 0);
  if (in->dtype != r->dtype) return fail(e, "extract_slice changes the type");
  if (!check_slice(in, r, &c->k->attrs, e)) return false;
  if (run) slice_copy(in, &c->k->attrs, c->buf[0], result_buf(c, 0), false);
  return true;
}

static bool do_insert_slice(const Ctx *c, bool run, Err *e) {
  if (c->nops < 2 || c->k->nout != 1) return fail(e, "insert_slice takes a source and a destination");
  const HkTensor *src = &c->t[0], *dest = &c->t[1], *r = result(c, 0);
  if (src->dtype != r->dtype || dest->dtype != r->dtype || !same_shape(dest, r))
    return fail(e, "insert_slice result differs from its destination");
  if (!check_slice(r, src, &c->k->attrs, e)) return false;
  if (!run) return true;
  if (nbytes(r) && result_buf(c, 0) != c->buf[1]) memcpy(result_buf(c, 0), c->buf[1], nbytes(r));
  slice_copy(r, &c->k->attrs, result_buf(c, 0), c->buf[0], true);
  return true;
}

static bool do_concat(const Ctx *c, bool run, Err *e) {
  const HostKernel *k = c->k;
  if (k->nin < 1 || k->nout != 1) return fail(e, "concat takes inputs and gives one result");
  const HkTensor *r = result(c, 0);
  int dim = k->attrs.dim;
  if (dim < 0 || dim >= r->rank) return fail(e, "concat dimension %d of a rank-%d tensor", dim, r->rank);
  int64_t total = 0;
  for (int j = 0; j < k->nin; j++) {
    const HkTensor *in = &c->t[j];
    if (in->dtype != r->dtype || in->rank != r->rank) return fail(e, "concat input %d differs in rank or type", j);
    for (int i = 0; i < r->rank; i++)
      if (i != dim && in->dims[i] != r->dims[i]) return fail(e, "concat input %d differs in dim %d", j, i);
    total += in->dims[dim];
  }
  if (total != r->dims[dim]) return fail(e, "concat inputs add up to %lld, the result has %lld", (long long)total, (long long)r->dims[dim]);
  if (!run) return true;
  int64_t outer = 1, inner = 1;
  for (int i = 0; i < dim; i++) outer *= r->dims[i];
  for (int i = dim + 1; i < r->rank; i++) inner *= r->dims[i];
  size_t es = dt_size(r->dtype);
  uint8_t *dst = result_buf(c, 0);
  for (int64_t o = 0; o < outer; o++)
    for (int j = 0; j < k->nin; j++) {
      size_t n = (size_t)(c->t[j].dims[dim] * inner) * es;
      if (n) memcpy(dst, c->buf[j] + (size_t)o * n, n);
      dst += n;
    }
  return true;
}

/* ------------------------------------------------------------ entry points */

static bool check_header(const HostKernel *k, size_t avail, Ctx *c, Err *e) {
  memset(c, 0, sizeof *c);
  if (!k) return fail(e, "no kernel");
  if ((uintptr_t)k % 8) return fail(e, "kernel blob is not 8-byte aligned");
  if (avail < HK_HEADER_SIZE) return fail(e, "kernel blob of %zu bytes is shorter than its header", avail);
  if (k->magic != HK_MAGIC) return fail(e, "not a kernel blob (magic %08x)", (unsigned)k->magic);
  if (k->version != HK_VERSION && k->version != HK_VERSION_DIVS)
    return fail(e, "kernel blob version %u, expected %d or %d", (unsigned)k->version, HK_VERSION, HK_VERSION_DIVS);
  if (k->size < HK_HEADER_SIZE || k->size > avail) return fail(e, "kernel blob size %u of %zu bytes", (unsigned)k->size, avail);
  if (k->kind < 0 || k->kind >= OP_KIND_COUNT) return fail(e, "unknown op kind %d", k->kind);
  if (k->nin < 0 || k->ninit < 0 || k->ninit > 2 || k->nout < 0 || k->nout > 2 ||
      k->nin + k->ninit > NPUCC_MAX_OPERANDS)
    return fail(e, "operand counts %d + %d -> %d", k->nin, k->ninit, k->nout);
  if (k->ninsts < 0 || k->nyield < 0 || k->nyield > 2) return fail(e, "body of %d instructions, %d yields", k->ninsts, k->nyield);
  int nt = k->nin + k->ninit + k->nout;
  uint64_t tend = (uint64_t)k->off_tensors + (uint64_t)nt * sizeof(HkTensor);
  uint64_t iend = (uint64_t)k->off_insts + (uint64_t)k->ninsts * sizeof(HkInst);
  if (k->off_tensors % 8 || k->off_tensors < HK_HEADER_SIZE || tend > k->size)
    return fail(e, "tensor table at %u runs past the blob", (unsigned)k->off_tensors);
  if (k->ninsts && (k->off_insts % 8 || k->off_insts < HK_HEADER_SIZE || iend > k->size))
    return fail(e, "instruction table at %u runs past the blob", (unsigned)k->off_insts);
  uint64_t xend = (uint64_t)k->off_exprs + (uint64_t)(k->nexprs > 0 ? k->nexprs : 0) * sizeof(HkExpr);
  if (k->nexprs < 0 || k->nexprs > NPUCC_MAX_OPERANDS * NPUCC_MAX_RANK ||
      (k->nexprs && (k->off_exprs % 8 || k->off_exprs < HK_HEADER_SIZE || xend > k->size)))
    return fail(e, "expression table of %d at %u runs past the blob", k->nexprs, (unsigned)k->off_exprs);
  int32_t ndivs = 0;
  if (k->version == HK_VERSION && k->off_divs) return fail(e, "a version-2 blob with a division table");
  if (k->version == HK_VERSION_DIVS) {
    if (k->off_divs % 8 || k->off_divs < HK_HEADER_SIZE || (uint64_t)k->off_divs + 8 > k->size)
      return fail(e, "division table at %u runs past the blob", (unsigned)k->off_divs);
    memcpy(&ndivs, (const uint8_t *)k + k->off_divs, sizeof ndivs);
    if (ndivs < 1 || ndivs > k->nexprs ||
        (uint64_t)k->off_divs + 8 + (uint64_t)ndivs * sizeof(HkDiv) > k->size)
      return fail(e, "division table of %d at %u runs past the blob", ndivs, (unsigned)k->off_divs);
  }
  c->k = k;
  c->ndivs = ndivs;
  c->divs = ndivs ? (const HkDiv *)((const uint8_t *)k + k->off_divs + 8) : NULL;
  c->exprs = k->nexprs ? (const HkExpr *)((const uint8_t *)k + k->off_exprs) : NULL;
  c->t = (const HkTensor *)((const uint8_t *)k + k->off_tensors);
  c->insts = k->ninsts ? (const HkInst *)((const uint8_t *)k + k->off_insts) : NULL;
  c->nops = k->nin + k->ninit;
  for (int i = 0; i < nt; i++) {
    const HkTensor *t = &c->t[i];
    if (!dt_valid(t->dtype)) return fail(e, "tensor %d has unknown element type %d", i, t->dtype);
    if (t->rank < 0 || t->rank > NPUCC_MAX_RANK) return fail(e, "tensor %d has rank %d", i, t->rank);
    double bytes = (double)dt_size(t->dtype);
    for (int d = 0; d < t->rank; d++) {
      if (t->dims[d] < 0) return fail(e, "tensor %d dim %d is %lld (dynamic or negative)", i, d, (long long)t->dims[d]);
      bytes *= (double)t->dims[d];
    }
    if (bytes > 0x1p48) return fail(e, "tensor %d is too large", i);
  }
  return true;
}

static bool dispatch(const Ctx *c, bool run, Err *e) {
  switch (c->k->kind) {
  case OP_STRUCTURED: return do_structured(c, run, e);
  case OP_FILL: return do_fill(c, run, e);
  case OP_SOFTMAX: return do_softmax(c, run, e);
  case OP_ATTENTION: return do_attention(c, run, e);
  case OP_RESHAPE: case OP_IDENTITY: case OP_BITCAST: return do_copy(c, run, e);
  case OP_TRANSPOSE: return do_transpose(c, run, e);
  case OP_BROADCAST: return do_broadcast(c, run, e);
  case OP_PAD: return do_pad(c, run, e);
  case OP_EXTRACT_SLICE: return do_extract_slice(c, run, e);
  case OP_INSERT_SLICE: return do_insert_slice(c, run, e);
  case OP_CONCAT: return do_concat(c, run, e);
  default: return fail(e, "op kind %d cannot be evaluated", c->k->kind);
  }
}

bool host_kernel_check(const HostKernel *k, size_t nbytes_avail, char *err, size_t errlen) {
  Err e = {err, errlen};
  Ctx c;
  return check_header(k, nbytes_avail, &c, &e) && dispatch(&c, false, &e);
}

bool host_kernel_run(const HostKernel *k, void *const *buffers, char *err, size_t errlen) {
  Err e = {err, errlen};
  Ctx c;
  if (!check_header(k, k && (uintptr_t)k % 8 == 0 ? k->size : 0, &c, &e) || !dispatch(&c, false, &e))
    return false;
  if (!buffers) return fail(&e, "no buffers");
  int nt = k->nin + k->ninit + k->nout;
  for (int i = 0; i < nt; i++) {
    c.buf[i] = buffers[i];
    if (!c.buf[i] && nbytes(&c.t[i])) return fail(&e, "buffer %d is missing", i);
  }
  return dispatch(&c, true, &e);
}

bool host_kernel_fast_path(const HostKernel *k) {
  Err e = {NULL, 0};
  Ctx c;
  Contraction m;
  return check_header(k, k && (uintptr_t)k % 8 == 0 ? k->size : 0, &c, &e) &&
         dispatch(&c, false, &e) && k->kind == OP_STRUCTURED && !(k->flags & HK_INTERPRET_ONLY) &&
         match_contraction(&c, &m);
}

int host_kernel_nbuffers(const HostKernel *k) { return k->nin + k->ninit + k->nout; }

const HkTensor *host_kernel_tensor(const HostKernel *k, int i) {
  if (i < 0 || i >= host_kernel_nbuffers(k)) return NULL;
  return (const HkTensor *)((const uint8_t *)k + k->off_tensors) + i;
}

size_t host_kernel_buffer_bytes(const HostKernel *k, int i) {
  const HkTensor *t = host_kernel_tensor(k, i);
  return t ? nbytes(t) : 0;
}
