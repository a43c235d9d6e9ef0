/* test_host_every_op.c: every op of every test input (the .mlir files under
 * examples/ and test/), evaluated by targets/host inside its function on random
 * data, against a second evaluation written here from the contract in
 * targets/host/kernel.h: plain loop nests over the iteration space, one
 * scalar at a time, sharing no code with kernel_run.c (only numeric.c's
 * format conversions). The contract fixes the rounding of every step and the
 * order of every reduction, so floats must agree bit for bit too (NaNs of
 * either sign and payload count as equal). Prints the counts per op name. */
#include <dirent.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "host/host.h"
#include "npucc/bodyexpr.h"
#include "npucc/numeric.h"
#include "unit_util.h"

#ifndef SOURCE_ROOT
#error "SOURCE_ROOT: the project's source directory"
#endif

/* Ops with more points than this get the host evaluation only (kept fast). */
enum { MAX_POINTS = 1 << 22 };

/* ------------------------------------------------------------ scalars */

/* A scalar of the second evaluation: floats as the f32 value (already rounded
 * to their type), integers as their bits masked to the type's width. */
typedef struct Sc {
  float f;
  uint64_t u;
} Sc;

static uint64_t mask(uint64_t x, int w) { return w >= 64 ? x : x & ((UINT64_C(1) << w) - 1); }
static int64_t sext(uint64_t x, int w) {
  if (w >= 64) return (int64_t)x;
  uint64_t m = UINT64_C(1) << (w - 1);
  return (int64_t)((mask(x, w) ^ m) - m);
}

static float to_type(DType t, float v) {
  switch (t) {
  case DT_BF16: return num_round_bf16(v);
  case DT_F16: return num_round_f16(v);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(num_fp8e4m3_from_f32(v));
  case DT_F8E5M2: return num_fp8e5m2_to_f32(num_fp8e5m2_from_f32(v));
  default: return v;
  }
}

static uint64_t float_bits(DType t, float v) {
  switch (t) {
  case DT_BF16: return num_bf16_from_f32(v);
  case DT_F16: return num_f16_from_f32(v);
  case DT_F8E4M3FN: return num_fp8e4m3_from_f32(v);
  case DT_F8E5M2: return num_fp8e5m2_from_f32(v);
  default: return num_f32_bits(v);
  }
}

static float bits_float(DType t, uint64_t b) {
  switch (t) {
  case DT_BF16: return num_bf16_to_f32((uint16_t)b);
  case DT_F16: return num_f16_to_f32((uint16_t)b);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32((uint8_t)b);
  case DT_F8E5M2: return num_fp8e5m2_to_f32((uint8_t)b);
  default: return num_f32_from_bits((uint32_t)b);
  }
}

static Sc load(DType t, const uint8_t *base, int64_t i) {
  size_t n = dtype_size(t);
  const uint8_t *p = base + (size_t)i * n;
  uint64_t b = 0;
  for (size_t k = 0; k < n; k++) b |= (uint64_t)p[k] << (8 * k);
  Sc s = {0, 0};
  if (dtype_is_float(t)) s.f = bits_float(t, b);
  else s.u = mask(b, dtype_bits(t));
  return s;
}

static void store(DType t, uint8_t *base, int64_t i, Sc s) {
  size_t n = dtype_size(t);
  uint64_t b = dtype_is_float(t) ? float_bits(t, s.f) : s.u;
  for (size_t k = 0; k < n; k++) base[(size_t)i * n + k] = (uint8_t)(b >> (8 * k));
}

/* fptosi / fptoui: toward zero, saturating, NaN -> 0. */
static uint64_t float_to_int(float f, int w, bool is_signed) {
  if (isnan(f)) return 0;
  double x = trunc((double)f);
  if (is_signed) {
    double lo = -ldexp(1.0, w - 1), hi = ldexp(1.0, w - 1) - 1;
    if (x <= lo) return mask(UINT64_C(1) << (w - 1), w);
    if (x >= hi) return mask((UINT64_C(1) << (w - 1)) - 1, w);
    return mask((uint64_t)(int64_t)x, w);
  }
  if (x <= 0) return 0;
  if (x >= ldexp(1.0, w)) return mask(UINT64_MAX, w);
  return mask((uint64_t)x, w);
}

static float fmax_ordered(float x, float y) {
  if (x == y) return signbit(x) ? y : x;
  return x > y ? x : y;
}
static float fmin_ordered(float x, float y) {
  if (x == y) return signbit(x) ? x : y;
  return x < y ? x : y;
}

static bool cmpf_pred(int p, float x, float y) {
  bool uno = isnan(x) || isnan(y);
  switch (p) {
  case CMPF_FALSE: return false;
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
  default: return true;
  }
}

static bool cmpi_pred(int p, uint64_t x, uint64_t y, int w) {
  int64_t a = sext(x, w), b = sext(y, w);
  switch (p) {
  case CMPI_EQ: return x == y;
  case CMPI_NE: return x != y;
  case CMPI_SLT: return a < b;
  case CMPI_SLE: return a <= b;
  case CMPI_SGT: return a > b;
  case CMPI_SGE: return a >= b;
  case CMPI_ULT: return x < y;
  case CMPI_ULE: return x <= y;
  case CMPI_UGT: return x > y;
  default: return x >= y;
  }
}

/* ------------------------------------------------------------ tensors */

typedef struct View {
  DType t;
  int rank;
  int64_t dims[NPUCC_MAX_RANK];
  uint8_t *p;
} View;

static View view_of(const Graph *g, int tensor, const HostValue *v) {
  View x = {.t = g->tensors[tensor].dtype, .rank = v->rank, .p = v->data};
  memcpy(x.dims, v->dims, sizeof x.dims);
  return x;
}

static int64_t numel(const View *v) {
  int64_t n = 1;
  for (int i = 0; i < v->rank; i++) n *= v->dims[i];
  return n;
}

/* Row-major offset of idx, or -1 when outside. */
static int64_t offset(const View *v, const int64_t *idx) {
  int64_t o = 0;
  for (int i = 0; i < v->rank; i++) {
    if (idx[i] < 0 || idx[i] >= v->dims[i]) return -1;
    o = o * v->dims[i] + idx[i];
  }
  return o;
}

static void unravel(const int64_t *dims, int rank, int64_t k, int64_t *idx) {
  for (int i = rank - 1; i >= 0; i--) {
    idx[i] = dims[i] ? k % dims[i] : 0;
    k = dims[i] ? k / dims[i] : 0;
  }
}

static View fresh(const View *like, Arena *a) {
  View v = *like;
  size_t n = (size_t)numel(like) * dtype_size(like->t);
  v.p = arena_alloc(a, n ? n : 1);
  memset(v.p, 0, n ? n : 1);
  return v;
}

/* ------------------------------------------------------------ structured ops */

typedef struct Eval {
  const Graph *g;
  const Op *op;
  View v[HK_MAX_TENSORS]; /* operands, then results */
  int nops;
  int64_t idx[NPUCC_MAX_LOOPS];
  Sc *vals;
  char why[256]; /* a reason the second evaluation does not apply */
} Eval;

static int64_t map_result(const AffineMap *m, int r, const int64_t *idx) {
  if (m->res[r] >= 0) return idx[m->res[r]];
  if (m->res[r] == MAP_CONST0) return 0;
  const AffineExpr *x = &m->expr[r];
  int64_t s = x->cst;
  for (int l = 0; l < m->ndims; l++) s += x->coef[l] * idx[l];
  if (x->div_kind != AFF_NONE) {
    int64_t in = x->icst;
    for (int l = 0; l < m->ndims; l++) in += x->icoef[l] * idx[l];
    int64_t q = in / x->div, r0 = in % x->div, t;
    if (x->div_kind == AFF_FLOORDIV) t = r0 < 0 ? q - 1 : q;
    else if (x->div_kind == AFF_CEILDIV) t = r0 > 0 ? q + 1 : q;
    else t = r0 < 0 ? r0 + x->div : r0;
    s += x->mul * t;
  }
  return s;
}

/* Element offset of operand o at the current point, -1 when outside. */
static int64_t operand_at(const Eval *e, int o) {
  int64_t at[NPUCC_MAX_RANK];
  const AffineMap *m = &e->op->maps[o];
  for (int r = 0; r < m->nres; r++) at[r] = map_result(m, r, e->idx);
  return offset(&e->v[o], at);
}

static bool body_point(Eval *e, View *res) {
  const Body *b = &e->op->body;
  for (int i = 0; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    Sc x = s->a >= 0 && s->op != SC_ARG && s->op != SC_INDEX ? e->vals[s->a] : (Sc){0, 0};
    Sc y = s->b >= 0 ? e->vals[s->b] : (Sc){0, 0};
    Sc z = s->c >= 0 ? e->vals[s->c] : (Sc){0, 0};
    DType t = s->type;
    int w = dtype_bits(t);
    DType ta = s->a >= 0 && s->op != SC_ARG && s->op != SC_INDEX ? b->insts[s->a].type : t;
    int wa = dtype_bits(ta);
    Sc r = {0, 0};
    switch (s->op) {
    case SC_ARG: {
      int o = s->a;
      const View *v = o < e->nops ? &e->v[o] : NULL;
      if (!v) return snprintf(e->why, sizeof e->why, "argument %d", o), false;
      /* an init's argument is the value accumulated so far */
      bool init = o >= e->op->nin;
      int64_t at = operand_at(e, o);
      if (at < 0 && o == 0 && op_reads_padded(e->op)) { /* a folded tensor.pad: its value */
        if (dtype_is_float(v->t)) r.f = to_type(v->t, (float)e->op->a.pad.value);
        else r.u = float_to_int((float)e->op->a.pad.value, dtype_bits(v->t), true);
        break;
      }
      if (at < 0) return snprintf(e->why, sizeof e->why, "operand %d read outside", o), false;
      r = load(v->t, init ? res[o - e->op->nin].p : v->p, at);
      break;
    }
    case SC_CONST:
      if (dtype_is_float(t)) r.f = to_type(t, (float)s->fval);
      else r.u = mask((uint64_t)s->ival, w);
      break;
    case SC_INDEX: r.u = mask((uint64_t)e->idx[s->a], w); break;
    case SC_ADDF: r.f = to_type(t, x.f + y.f); break;
    case SC_SUBF: r.f = to_type(t, x.f - y.f); break;
    case SC_MULF: r.f = to_type(t, x.f * y.f); break;
    case SC_DIVF: r.f = to_type(t, x.f / y.f); break;
    case SC_NEGF: r.f = -x.f; break;
    case SC_REMF: r.f = to_type(t, fmodf(x.f, y.f)); break;
    case SC_MAXIMUMF: r.f = isnan(x.f) || isnan(y.f) ? NAN : fmax_ordered(x.f, y.f); break;
    case SC_MINIMUMF: r.f = isnan(x.f) || isnan(y.f) ? NAN : fmin_ordered(x.f, y.f); break;
    case SC_MAXNUMF: r.f = isnan(x.f) ? y.f : isnan(y.f) ? x.f : fmax_ordered(x.f, y.f); break;
    case SC_MINNUMF: r.f = isnan(x.f) ? y.f : isnan(y.f) ? x.f : fmin_ordered(x.f, y.f); break;
    case SC_EXP: r.f = to_type(t, expf(x.f)); break;
    case SC_EXP2: r.f = to_type(t, exp2f(x.f)); break;
    case SC_LOG: r.f = to_type(t, logf(x.f)); break;
    case SC_LOG2: r.f = to_type(t, log2f(x.f)); break;
    case SC_SQRT: r.f = to_type(t, sqrtf(x.f)); break;
    case SC_RSQRT: r.f = to_type(t, 1.0f / sqrtf(x.f)); break;
    case SC_TANH: r.f = to_type(t, tanhf(x.f)); break;
    case SC_ERF: r.f = to_type(t, erff(x.f)); break;
    case SC_SIN: r.f = to_type(t, sinf(x.f)); break;
    case SC_COS: r.f = to_type(t, cosf(x.f)); break;
    case SC_ABSF: r.f = fabsf(x.f); break;
    case SC_FLOOR: r.f = floorf(x.f); break;
    case SC_CEIL: r.f = ceilf(x.f); break;
    case SC_ROUND: r.f = roundf(x.f); break;
    case SC_ROUNDEVEN: r.f = rintf(x.f); break;
    case SC_POWF: r.f = to_type(t, powf(x.f, y.f)); break;
    case SC_FMA: r.f = to_type(t, fmaf(x.f, y.f, z.f)); break;
    case SC_ADDI: r.u = mask(x.u + y.u, w); break;
    case SC_SUBI: r.u = mask(x.u - y.u, w); break;
    case SC_MULI: r.u = mask(x.u * y.u, w); break;
    case SC_DIVSI: case SC_REMSI: {
      int64_t p = sext(x.u, w), q = sext(y.u, w);
      if (q == 0) return snprintf(e->why, sizeof e->why, "division by zero"), false;
      if (q == -1) r.u = s->op == SC_DIVSI ? mask((uint64_t)0 - (uint64_t)p, w) : 0;
      else r.u = mask((uint64_t)(s->op == SC_DIVSI ? p / q : p % q), w);
      break;
    }
    case SC_DIVUI: case SC_REMUI:
      if (!y.u) return snprintf(e->why, sizeof e->why, "division by zero"), false;
      r.u = s->op == SC_DIVUI ? x.u / y.u : x.u % y.u;
      break;
    case SC_MAXSI: r.u = sext(x.u, w) > sext(y.u, w) ? x.u : y.u; break;
    case SC_MINSI: r.u = sext(x.u, w) < sext(y.u, w) ? x.u : y.u; break;
    case SC_MAXUI: r.u = x.u > y.u ? x.u : y.u; break;
    case SC_MINUI: r.u = x.u < y.u ? x.u : y.u; break;
    case SC_ANDI: r.u = x.u & y.u; break;
    case SC_ORI: r.u = x.u | y.u; break;
    case SC_XORI: r.u = x.u ^ y.u; break;
    case SC_SHLI: r.u = y.u >= (uint64_t)w ? 0 : mask(x.u << y.u, w); break;
    case SC_SHRUI: r.u = y.u >= (uint64_t)w ? 0 : x.u >> y.u; break;
    case SC_SHRSI:
      r.u = mask((uint64_t)(sext(x.u, w) >> (y.u >= (uint64_t)w ? (uint64_t)w - 1 : y.u)), w);
      break;
    case SC_ABSI: r.u = sext(x.u, w) < 0 ? mask((uint64_t)0 - x.u, w) : x.u; break;
    case SC_EXTF: case SC_TRUNCF: r.f = to_type(t, x.f); break;
    case SC_SITOFP: r.f = to_type(t, (float)sext(x.u, wa)); break;
    case SC_UITOFP: r.f = to_type(t, (float)x.u); break;
    case SC_FPTOSI: r.u = float_to_int(x.f, w, true); break;
    case SC_FPTOUI: r.u = float_to_int(x.f, w, false); break;
    case SC_EXTSI: case SC_INDEX_CAST: r.u = mask((uint64_t)sext(x.u, wa), w); break;
    case SC_EXTUI: case SC_TRUNCI: r.u = mask(x.u, w); break;
    case SC_BITCAST:
      if (dtype_is_float(t) && dtype_is_float(ta)) r.f = bits_float(t, float_bits(ta, x.f));
      else if (dtype_is_float(t)) r.f = bits_float(t, x.u);
      else if (dtype_is_float(ta)) r.u = float_bits(ta, x.f);
      else r.u = x.u;
      break;
    case SC_CMPF: r.u = cmpf_pred(s->pred, x.f, y.f); break;
    case SC_CMPI: r.u = cmpi_pred(s->pred, x.u, y.u, wa); break;
    case SC_SELECT: r = (x.u & 1) ? y : z; break;
    case SC_EXTRACT: {
      int o = (int)s->ival;
      if (o < 0 || o >= e->op->nin) return snprintf(e->why, sizeof e->why, "gather of operand %d", o), false;
      const View *tab = &e->v[o];
      const int idxv[4] = {s->a, s->b, s->c, s->pred};
      int64_t at[4] = {0, 0, 0, 0};
      for (int d = 0; d < tab->rank && d < 4; d++)
        at[d] = sext(e->vals[idxv[d]].u, dtype_bits(b->insts[idxv[d]].type));
      int64_t off = offset(tab, at);
      if (off < 0) return snprintf(e->why, sizeof e->why, "gather index outside the table"), false;
      r = load(tab->t, tab->p, off);
      break;
    }
    case SC_YIELD: break;
    default: return snprintf(e->why, sizeof e->why, "opcode %d", s->op), false;
    }
    e->vals[i] = r;
  }
  for (int j = 0; j < e->op->nout; j++) {
    int64_t at = operand_at(e, e->op->nin + j);
    if (at < 0) return snprintf(e->why, sizeof e->why, "result written outside"), false;
    store(res[j].t, res[j].p, at, e->vals[b->yield[j]]);
  }
  return true;
}

static bool structured(Eval *e, View *res, Arena *a) {
  const Op *op = e->op;
  int64_t bound[NPUCC_MAX_LOOPS];
  int64_t points = 1;
  for (int l = 0; l < op->nloops; l++) {
    bound[l] = -1;
    for (int o = 0; o < e->nops && bound[l] < 0; o++)
      for (int r = 0; r < op->maps[o].nres; r++)
        if (op->maps[o].res[r] == l) {
          bound[l] = e->v[o].dims[r];
          break;
        }
    if (bound[l] < 0) return snprintf(e->why, sizeof e->why, "loop %d read by no map", l), false;
    points *= bound[l];
  }
  if (points > MAX_POINTS) return snprintf(e->why, sizeof e->why, "%lld points", (long long)points), false;
  for (int j = 0; j < op->nout; j++) {
    res[j] = fresh(&e->v[e->nops + j], a);
    if (!op->zero_init) memcpy(res[j].p, e->v[op->nin + j].p, (size_t)numel(&res[j]) * dtype_size(res[j].t));
  }
  e->vals = arena_alloc(a, sizeof *e->vals * (size_t)(op->body.ninsts ? op->body.ninsts : 1));
  for (int64_t k = 0; k < points; k++) {
    unravel(bound, op->nloops, k, e->idx); /* lexicographic: the reductions' order */
    if (!body_point(e, res)) return false;
  }
  return true;
}

/* ------------------------------------------------------------ other kinds */

static bool fill(Eval *e, View *res, Arena *a) {
  res[0] = fresh(&e->v[e->nops], a);
  Sc s = load(e->v[0].t, e->v[0].p, 0), r = {0, 0};
  DType from = e->v[0].t, to = res[0].t;
  int w = dtype_bits(to);
  if (dtype_is_float(from) && dtype_is_float(to)) r.f = to_type(to, s.f);
  else if (dtype_is_float(to)) r.f = to_type(to, (float)sext(s.u, dtype_bits(from)));
  else if (dtype_is_float(from)) r.u = float_to_int(s.f, w, true);
  else r.u = mask(s.u, w);
  for (int64_t k = 0; k < numel(&res[0]); k++) store(to, res[0].p, k, r);
  return true;
}

/* Softmax as MLIR decomposes it, each step rounded to the element type. */
static bool softmax(Eval *e, View *res, Arena *a) {
  const View *x = &e->v[0];
  res[0] = fresh(&e->v[e->nops], a);
  int d = e->op->a.softmax.dim;
  DType t = x->t;
  int64_t outer = 1, len = x->dims[d], inner = 1;
  for (int i = 0; i < d; i++) outer *= x->dims[i];
  for (int i = d + 1; i < x->rank; i++) inner *= x->dims[i];
  float lowest = t == DT_F32 ? -3.40282347e38f : t == DT_BF16 ? -3.38953139e38f : t == DT_F16 ? -65504.0f
               : t == DT_F8E4M3FN ? -448.0f : -57344.0f;
  for (int64_t o = 0; o < outer; o++)
    for (int64_t in = 0; in < inner; in++) {
      float mx = lowest, sum = 0;
      for (int64_t i = 0; i < len; i++) {
        float v = load(t, x->p, (o * len + i) * inner + in).f;
        mx = isnan(v) ? mx : fmax_ordered(mx, v);
      }
      for (int64_t i = 0; i < len; i++) {
        float v = load(t, x->p, (o * len + i) * inner + in).f;
        sum = to_type(t, sum + to_type(t, expf(to_type(t, v - mx))));
      }
      for (int64_t i = 0; i < len; i++) {
        float v = load(t, x->p, (o * len + i) * inner + in).f;
        Sc r = {to_type(t, to_type(t, expf(to_type(t, v - mx))) / sum), 0};
        store(t, res[0].p, (o * len + i) * inner + in, r);
      }
    }
  return true;
}

/* Attention as kernel.h defines it: loop roles from the maps (a row loop
 * indexes O and is not n; n indexes O and V only; k1 Q but not O; k2 K or V
 * but neither Q nor O), everything in f32, sums from 0 in index order. */
static int64_t attn_at(const Eval *e, int o, const AffineMap *m, const int64_t *idx) {
  int64_t at[NPUCC_MAX_RANK];
  for (int r = 0; r < m->nres; r++) at[r] = map_result(m, r, idx);
  return offset(&e->v[o], at);
}

static bool attention(Eval *e, View *res, Arena *a) {
  const AttentionAttrs *at = &e->op->a.attn;
  int nmaps = 5 + at->has_mask, L = at->nloops;
  const AffineMap *mo = &at->maps[nmaps - 1];
  enum { ROW, N, K1, K2, NONE } cls[NPUCC_MAX_LOOPS];
  int64_t bound[NPUCC_MAX_LOOPS];
  for (int l = 0; l < L; l++) {
    bool in[6] = {false};
    bound[l] = -1;
    for (int o = 0; o < nmaps; o++)
      for (int r = 0; r < at->maps[o].nres; r++)
        if (at->maps[o].res[r] == l) {
          in[o] = true;
          if (bound[l] < 0) bound[l] = e->v[o].dims[r];
        }
    bool q = in[0], k = in[1], v = in[2], out = in[nmaps - 1];
    cls[l] = out && v && !q && !k ? N : out ? ROW : q ? K1 : (k || v) ? K2 : NONE;
    if (bound[l] < 0 || cls[l] == NONE) return snprintf(e->why, sizeof e->why, "loop %d", l), false;
  }
  /* the points of one class, lexicographic in loop order */
  int64_t count[4] = {1, 1, 1, 1};
  for (int l = 0; l < L; l++) count[cls[l]] *= bound[l];
  if (count[ROW] * count[K2] * (count[K1] + count[N]) > MAX_POINTS)
    return snprintf(e->why, sizeof e->why, "too many points"), false;
  res[0] = fresh(&e->v[e->nops], a);
  float scale = load(e->v[3].t, e->v[3].p, 0).f;
  float *sc = arena_alloc(a, sizeof *sc * (size_t)(count[K2] ? count[K2] : 1));
  int64_t idx[NPUCC_MAX_LOOPS];
  /* set the loops of class c from point p of that class */
#define SET(c, p)                                                   \
  do {                                                              \
    int64_t rest_ = (p);                                            \
    for (int l_ = L - 1; l_ >= 0; l_--)                             \
      if (cls[l_] == (c)) {                                         \
        idx[l_] = rest_ % bound[l_];                                \
        rest_ /= bound[l_];                                         \
      }                                                             \
  } while (0)
  memset(idx, 0, sizeof idx);
  for (int64_t r = 0; r < count[ROW]; r++) {
    SET(ROW, r);
    float mx = -INFINITY;
    for (int64_t j = 0; j < count[K2]; j++) {
      SET(K2, j);
      float s = 0;
      for (int64_t i = 0; i < count[K1]; i++) {
        SET(K1, i);
        float q = load(e->v[0].t, e->v[0].p, attn_at(e, 0, &at->maps[0], idx)).f;
        float k = load(e->v[1].t, e->v[1].p, attn_at(e, 1, &at->maps[1], idx)).f;
        s = s + q * k;
      }
      s = s * scale;
      if (at->has_mask) {
        Sc m = load(e->v[4].t, e->v[4].p, attn_at(e, 4, &at->maps[4], idx));
        if (dtype_is_float(e->v[4].t)) s = s + m.f;
        else if (!(m.u & 1)) s = -INFINITY;
      }
      sc[j] = s;
      mx = s > mx ? s : mx;
    }
    float sum = 0;
    for (int64_t j = 0; j < count[K2]; j++) sum = sum + expf(sc[j] - mx);
    for (int64_t nn = 0; nn < count[N]; nn++) {
      SET(N, nn);
      float o = 0;
      for (int64_t j = 0; j < count[K2]; j++) {
        SET(K2, j);
        float v = load(e->v[2].t, e->v[2].p, attn_at(e, 2, &at->maps[2], idx)).f;
        o = o + expf(sc[j] - mx) / sum * v;
      }
      Sc out = {to_type(res[0].t, o), 0};
      store(res[0].t, res[0].p, attn_at(e, nmaps - 1, mo, idx), out);
    }
  }
#undef SET
  return true;
}

/* Data movement: each result element from the definition of the op. */
static bool movement(Eval *e, View *res, Arena *a) {
  const Op *op = e->op;
  const View *x = &e->v[0];
  View *y = &res[0];
  *y = fresh(&e->v[e->nops], a);
  size_t es = dtype_size(y->t);
  int64_t n = numel(y), ix[NPUCC_MAX_RANK], iy[NPUCC_MAX_RANK];
  switch (op->kind) {
  case OP_RESHAPE: case OP_IDENTITY: case OP_BITCAST:
    if ((size_t)numel(x) * dtype_size(x->t) != (size_t)n * es)
      return snprintf(e->why, sizeof e->why, "byte counts differ"), false;
    memcpy(y->p, x->p, (size_t)n * es);
    return true;
  case OP_TRANSPOSE:
    for (int64_t k = 0; k < n; k++) {
      unravel(y->dims, y->rank, k, iy);
      for (int i = 0; i < y->rank; i++) ix[op->a.perm[i]] = iy[i];
      memcpy(y->p + (size_t)k * es, x->p + (size_t)offset(x, ix) * es, es);
    }
    return true;
  case OP_BROADCAST:
    for (int64_t k = 0; k < n; k++) {
      unravel(y->dims, y->rank, k, iy);
      int r = 0;
      for (int i = 0; i < y->rank; i++) {
        bool added = false;
        for (int j = 0; j < op->nbcast; j++) added |= op->a.bcast_dims[j] == i;
        if (!added) ix[r++] = iy[i];
      }
      memcpy(y->p + (size_t)k * es, x->p + (size_t)offset(x, ix) * es, es);
    }
    return true;
  case OP_PAD: {
    Sc pad = {0, 0};
    if (dtype_is_float(y->t)) pad.f = to_type(y->t, (float)op->a.pad.value);
    else pad.u = float_to_int((float)op->a.pad.value, dtype_bits(y->t), true);
    for (int64_t k = 0; k < n; k++) {
      unravel(y->dims, y->rank, k, iy);
      for (int i = 0; i < y->rank; i++) ix[i] = iy[i] - op->a.pad.low[i];
      int64_t at = offset(x, ix);
      if (at < 0) store(y->t, y->p, k, pad);
      else memcpy(y->p + (size_t)k * es, x->p + (size_t)at * es, es);
    }
    return true;
  }
  case OP_EXTRACT_SLICE: case OP_INSERT_SLICE: {
    /* The slice in the full tensor's rank: sizes (dynamic ones from the part),
     * row-major over them = the part's own order (dropped dims are units). */
    bool ins = op->kind == OP_INSERT_SLICE;
    const View *full = ins ? &e->v[1] : x, *part = ins ? x : y;
    int64_t sizes[NPUCC_MAX_RANK], m = 1;
    for (int i = 0; i < full->rank; i++) {
      sizes[i] = op->a.slice.sizes[i];
      if (sizes[i] == NPUCC_DYN) sizes[i] = part->dims[i];
      m *= sizes[i];
    }
    if (m != numel(part)) return snprintf(e->why, sizeof e->why, "slice sizes"), false;
    if (ins) memcpy(y->p, full->p, (size_t)n * es);
    for (int64_t k = 0; k < m; k++) {
      unravel(sizes, full->rank, k, ix);
      for (int i = 0; i < full->rank; i++) ix[i] = op->a.slice.offsets[i] + ix[i] * op->a.slice.strides[i];
      int64_t at = offset(full, ix);
      if (at < 0) return snprintf(e->why, sizeof e->why, "slice outside"), false;
      if (ins) memcpy(y->p + (size_t)at * es, part->p + (size_t)k * es, es);
      else memcpy(y->p + (size_t)k * es, full->p + (size_t)at * es, es);
    }
    return true;
  }
  case OP_CONCAT: {
    int d = op->a.concat_dim;
    for (int64_t k = 0; k < n; k++) {
      unravel(y->dims, y->rank, k, iy);
      memcpy(ix, iy, sizeof ix);
      int o = 0;
      while (o < op->nin - 1 && ix[d] >= e->v[o].dims[d]) ix[d] -= e->v[o++].dims[d];
      memcpy(y->p + (size_t)k * es, e->v[o].p + (size_t)offset(&e->v[o], ix) * es, es);
    }
    return true;
  }
  default: return snprintf(e->why, sizeof e->why, "%s", op_kind_name(op->kind)), false;
  }
}

/* ------------------------------------------------------------ the sweep */

typedef struct Family {
  const char *name;
  int ops, second;
} Family;

typedef struct Tally {
  Family fam[128], cls[64]; /* by op name; by family (the matcher's kind) */
  int nfam, ncls;
  int files, funcs, funcs_failed, ops, second, mismatches;
  char last_why[512];
} Tally;

static Family *family_in(Family *v, int *n, int cap, const char *name) {
  for (int i = 0; i < *n; i++)
    if (!strcmp(v[i].name, name)) return &v[i];
  assert_true(*n < cap);
  v[*n] = (Family){.name = strdup(name)};
  return &v[(*n)++];
}

/* The family of an op: the matcher's task kind for structured ops (gathers
 * and index-reading bodies apart), the op kind for the others. */
static const char *family_name(const Graph *g, const Op *op) {
  if (op->kind != OP_STRUCTURED) return op_kind_name(op->kind);
  if (body_uses(&op->body, SC_EXTRACT)) return "gather";
  if (op->match < 0) return "structured (unmatched)";
  TaskKind k = g->matches[op->match].kind;
  if (k == TK_MATMUL || k == TK_BATCH_MATMUL) return "contraction";
  if (k == TK_OTHER && body_uses(&op->body, SC_INDEX)) return "index-dependent body";
  return task_kind_name(k);
}

static uint64_t rng(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Random, non-constant: floats in (-2, 2) off the integers, integers in
 * 0..3 (valid indices of any table, no zero divisors guaranteed: a function
 * whose evaluation fails is counted, not hidden). */
static void randomize(HostValue *v, uint64_t *seed) {
  int64_t n = 1;
  for (int i = 0; i < v->rank; i++) n *= v->dims[i];
  for (int64_t k = 0; k < n; k++) {
    Sc s = {0, 0};
    uint64_t r = rng(seed);
    if (dtype_is_float(v->dtype)) s.f = to_type(v->dtype, (float)((double)(r % 4000000) / 1e6 - 2.0 + 1e-3));
    else s.u = mask(r % 4, dtype_bits(v->dtype));
    store(v->dtype, v->data, k, s);
  }
}

static bool same(const View *want, const HostValue *got, int64_t *where) {
  int64_t n = numel(want);
  for (int64_t k = 0; k < n; k++) {
    Sc a = load(want->t, want->p, k), b = load(want->t, got->data, k);
    bool eq = dtype_is_float(want->t) ? (isnan(a.f) && isnan(b.f)) || float_bits(want->t, a.f) == float_bits(want->t, b.f)
                                      : a.u == b.u;
    if (!eq) return *where = k, false;
  }
  return true;
}

/* Elided weights (dense_resource<__elided__>, missing blobs) get random
 * contents, as a loader would give them real ones. */
static void fill_unknown_constants(Graph *g, uint64_t *seed) {
  for (int i = 0; i < g->ntensors; i++) {
    Tensor *t = &g->tensors[i];
    if (t->cst != CONST_UNKNOWN || !tensor_is_static(t) || t->dtype == DT_UNKNOWN) continue;
    HostValue v = {.dtype = t->dtype, .rank = t->rank, .nbytes = tensor_bytes(t)};
    memcpy(v.dims, t->dims, sizeof v.dims);
    v.data = arena_alloc(g->arena, v.nbytes ? v.nbytes : 1);
    randomize(&v, seed);
    t->cst = CONST_DENSE;
    t->bytes = v.data;
    t->nbytes = v.nbytes;
  }
}

static void sweep_graph(Tally *T, Graph *g, const char *file) {
  uint64_t cseed = 0xc0ffee;
  fill_unknown_constants(g, &cseed);
  for (int f = 0; f < g->nfuncs; f++) {
    Arena *a = arena_new();
    const Func *fn = &g->funcs[f];
    HostValue *in = arena_alloc(a, sizeof *in * (size_t)(fn->ninputs + 1));
    uint64_t seed = 0x5eed0000u + (uint64_t)f * 7919u + strlen(file);
    for (int i = 0; i < fn->ninputs; i++) {
      const Tensor *t = &g->tensors[fn->inputs[i]];
      HostValue *v = &in[i];
      *v = (HostValue){.dtype = t->dtype, .rank = t->rank};
      size_t n = dtype_size(t->dtype);
      for (int d = 0; d < t->rank; d++) n *= (size_t)(v->dims[d] = t->dims[d] < 0 ? 3 : t->dims[d]);
      v->nbytes = n;
      v->data = arena_alloc(a, n ? n : 1);
      randomize(v, &seed);
    }
    HostValue *vals = arena_alloc(a, sizeof *vals * (size_t)(g->ntensors ? g->ntensors : 1));
    memset(vals, 0, sizeof *vals * (size_t)(g->ntensors ? g->ntensors : 1));
    char err[512] = "";
    T->funcs++;
    if (!host_eval_func_values(g, f, in, vals, a, err, sizeof err)) {
      T->funcs_failed++;
      snprintf(T->last_why, sizeof T->last_why, "%s @%s: %s", file, fn->name, err);
      printf("  not evaluated: %s @%s: %s\n", file, fn->name, err);
      arena_free(a);
      continue;
    }
    for (int i = fn->first_op; i < fn->end_op; i++) {
      const Op *op = &g->ops[i];
      if (op->dead || op->nout == 0) continue;
      Family *fam = family_in(T->fam, &T->nfam, 128, op->name && *op->name ? op->name : op_kind_name(op->kind));
      Family *cls = family_in(T->cls, &T->ncls, 64, family_name(g, op));
      fam->ops++;
      cls->ops++;
      T->ops++;
      Eval e = {.g = g, .op = op, .nops = op_noperands(op)};
      bool have = true;
      for (int k = 0; k < e.nops + op->nout && have; k++) {
        int x = k < e.nops ? op_operand(op, k) : op->out[k - e.nops];
        have = vals[x].data != NULL || tensor_numel(&g->tensors[x]) == 0;
        e.v[k] = view_of(g, x, &vals[x]);
      }
      View res[2];
      bool ok = false;
      if (!have) snprintf(e.why, sizeof e.why, "operand not computed");
      else if (op->kind == OP_STRUCTURED) ok = structured(&e, res, a);
      else if (op->kind == OP_FILL) ok = fill(&e, res, a);
      else if (op->kind == OP_SOFTMAX) ok = softmax(&e, res, a);
      else if (op->kind == OP_ATTENTION) ok = attention(&e, res, a);
      else ok = movement(&e, res, a);
      if (!ok) {
        printf("  host only: %s:%u:%u %s: %s\n", file, op->loc.line, op->loc.col, fam->name, e.why);
        continue;
      }
      fam->second++;
      cls->second++;
      T->second++;
      for (int j = 0; j < op->nout; j++) {
        int64_t k;
        if (same(&res[j], &vals[op->out[j]], &k)) continue;
        T->mismatches++;
        Sc w = load(res[j].t, res[j].p, k), h = load(res[j].t, vals[op->out[j]].data, k);
        printf("MISMATCH %s:%u:%u %s result %d element %lld: second %.9g/%llu, host %.9g/%llu\n", file,
               op->loc.line, op->loc.col, fam->name, j, (long long)k, (double)w.f, (unsigned long long)w.u,
               (double)h.f, (unsigned long long)h.u);
      }
    }
    arena_free(a);
  }
}

static bool has_suffix(const char *s, const char *x) {
  size_t n = strlen(s), m = strlen(x);
  return n >= m && !strcmp(s + n - m, x);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void sweep_dir(Tally *T, const char *rel) {
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/%s", SOURCE_ROOT, rel);
  DIR *dp = opendir(dir);
  assert_non_null(dp);
  char *names[256];
  int n = 0;
  for (struct dirent *de; (de = readdir(dp)) && n < 256;)
    if (has_suffix(de->d_name, ".mlir")) names[n++] = strdup(de->d_name);
  closedir(dp);
  qsort(names, (size_t)n, sizeof *names, cmp_str);
  for (int i = 0; i < n; i++) {
    char path[1400];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    size_t len;
    char *text = read_file(path, &len);
    assert_non_null(text);
    Arena *a = arena_new();
    Graph *g = graph_new(a, names[i]);
    Diag d;
    diag_init(&d);
    /* The ops as the targets see them: raised chains and im2col included;
     * match only classifies them (the family table). */
    bool ok = import_mlir(g, arena_strndup(a, text, len), len, &d) && pass_canonicalize(g, &d) &&
              pass_raise(g, &d) && pass_im2col(g, NULL, &d) && pass_match(g, &d);
    if (ok) {
      T->files++;
      char where[1200];
      snprintf(where, sizeof where, "%s/%s", rel, names[i]);
      sweep_graph(T, g, where);
    }
    diag_free(&d);
    arena_free(a);
    free(text);
    free(names[i]);
  }
}

static void test_every_op_twice(void **state) {
  (void)state;
  static const char *const dirs[] = {"examples", "test/golden/inputs", "test/e2e/host", "test/e2e/opu",
                                     "test/e2e/gemmini", "test/iree", "test/cli/fallbacks", "test/stats",
                                     "test/run/views"};
  Tally *T = calloc(1, sizeof *T);
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) sweep_dir(T, dirs[i]);
  printf("%-36s %6s %7s\n", "family", "ops", "second");
  for (int i = 0; i < T->ncls; i++)
    printf("%-36s %6d %7d\n", T->cls[i].name, T->cls[i].ops, T->cls[i].second);
  printf("\n%-36s %6s %7s\n", "op", "ops", "second");
  for (int i = 0; i < T->nfam; i++)
    printf("%-36s %6d %7d\n", T->fam[i].name, T->fam[i].ops, T->fam[i].second);
  printf("files %d, functions %d (%d not evaluated), ops %d, with a second evaluation %d, mismatches %d\n",
         T->files, T->funcs, T->funcs_failed, T->ops, T->second, T->mismatches);
  assert_int_equal(T->mismatches, 0);
  assert_true(T->files >= 90);
  assert_true(T->second * 10 >= T->ops * 8); /* most ops have their second evaluation */
  for (int i = 0; i < T->nfam; i++) free((char *)T->fam[i].name);
  for (int i = 0; i < T->ncls; i++) free((char *)T->cls[i].name);
  free(T);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_every_op_twice),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
