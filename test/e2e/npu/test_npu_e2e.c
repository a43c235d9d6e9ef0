/* test_npu_e2e.c: every offloaded op kind run end to end on random data in
 * the npu model and compared with targets/host within a bound derived from
 * the number formats (spec/npu.md §5). Prints the error and bound per case. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "norm_mlir.h"
#include "npu_e2e.h"
#include "npu_run.h"
#include "npucc/taskgraph.h"
#include "npucc/numeric.h"

/* ------------------------------------------------------------ MLIR text */

typedef struct Mod {
  StrBuf s;
  StrBuf body;
  int nin;
  const char *in_types[16];
} Mod;

static void mod_init(Mod *m) {
  memset(m, 0, sizeof *m);
  sb_init(&m->s);
  sb_init(&m->body);
}

/* %inK = import of an argument of type `ty` (a tensor type). */
static void mod_input(Mod *m, const char *name, const char *ty) {
  int k = m->nin++;
  m->in_types[k] = ty;
  sb_printf(&m->body,
            "    %%in%d = \"hal.tensor.import\"(%%arg%d) <{name = \"%s\", operandSegmentSizes = "
            "array<i32: 1, 0, 0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n",
            k, k, name, ty, ty);
}

static void mod_line(Mod *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void mod_line(Mod *m, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_puts(&m->body, "    ");
  sb_vprintf(&m->body, fmt, ap);
  sb_putc(&m->body, '\n');
  va_end(ap);
}

/* The whole module, returning %res of type `ty`. */
static char *mod_finish(Mod *m, const char *res, const char *ty) {
  sb_puts(&m->s, "module {\n  \"util.func\"() <{function_type = (");
  for (int i = 0; i < m->nin; i++) sb_printf(&m->s, "%s!hal.buffer_view", i ? ", " : "");
  sb_puts(&m->s, ") -> (!hal.buffer_view), sym_name = \"main\"}> ({\n  ^bb0(");
  for (int i = 0; i < m->nin; i++) sb_printf(&m->s, "%s%%arg%d: !hal.buffer_view", i ? ", " : "", i);
  sb_puts(&m->s, "):\n");
  sb_puts(&m->s, sb_cstr(&m->body));
  sb_printf(&m->s,
            "    %%out = \"hal.tensor.export\"(%s) <{name = \"out\", source_encoding = %s}> : (%s) "
            "-> !hal.buffer_view\n    \"util.return\"(%%out) : (!hal.buffer_view) -> ()\n"
            "  }) {iree.abi.stub} : () -> ()\n}\n",
            res, ty, ty);
  sb_free(&m->body);
  return m->s.s;
}

/* ------------------------------------------------------------- matmul */

typedef struct MmCase {
  int64_t batch, M, N, K;
  DType ta, tb, tc;
  bool b_transposed;
  const char *precision; /* --npu-precision, NULL: the default */
  int relu6;             /* then ReLU6 as 1: cmpf+select (one select swapped), 2: maximumf/minimumf */
  bool small_rows;       /* A's rows of amplitude 2^-6 .. 2^-8 (row i: 2^-(6 + i % 3)), at
                          * and around fp8's smallest normal 2^-6, as activations can be */
  bool cast_a;           /* A arrives as f32 and a truncf generic makes the bf16 A (ta) */
  bool block_rows;       /* A's 32-row blocks alternately of amplitude 4 and 2^-12: one
                          * block's scale on another's rows overflows or underflows fp8 */
} MmCase;

static const char *ty(DType t) { return dtype_name(t); }

static char *matmul_mlir(const MmCase *c) {
  Mod m;
  mod_init(&m);
  char ta[96], tb[96], tc[96];
  if (c->batch > 1) {
    snprintf(ta, sizeof ta, "tensor<%lldx%lldx%lldx%s>", (long long)c->batch, (long long)c->M, (long long)c->K, ty(c->ta));
    snprintf(tb, sizeof tb, "tensor<%lldx%lldx%lldx%s>", (long long)c->batch, (long long)c->K, (long long)c->N, ty(c->tb));
    snprintf(tc, sizeof tc, "tensor<%lldx%lldx%lldx%s>", (long long)c->batch, (long long)c->M, (long long)c->N, ty(c->tc));
  } else {
    snprintf(ta, sizeof ta, "tensor<%lldx%lldx%s>", (long long)c->M, (long long)c->K, ty(c->ta));
    if (c->b_transposed)
      snprintf(tb, sizeof tb, "tensor<%lldx%lldx%s>", (long long)c->N, (long long)c->K, ty(c->tb));
    else
      snprintf(tb, sizeof tb, "tensor<%lldx%lldx%s>", (long long)c->K, (long long)c->N, ty(c->tb));
    snprintf(tc, sizeof tc, "tensor<%lldx%lldx%s>", (long long)c->M, (long long)c->N, ty(c->tc));
  }
  char ta32[96];
  snprintf(ta32, sizeof ta32, "tensor<%lldx%lldxf32>", (long long)c->M, (long long)c->K);
  mod_input(&m, "lhs", c->cast_a ? ta32 : ta);
  mod_input(&m, "rhs", tb);
  if (c->cast_a) { /* the cast as models write it before a bf16 linear; %in0 is renamed */
    mod_line(&m, "%%ea = tensor.empty() : %s", ta);
    mod_line(&m, "%%a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
                 "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} "
                 "ins(%%in0 : %s) outs(%%ea : %s) {", ta32, ta);
    mod_line(&m, "^bb0(%%x: f32, %%o: %s):", ty(c->ta));
    mod_line(&m, "  %%t = arith.truncf %%x : f32 to %s", ty(c->ta));
    mod_line(&m, "  linalg.yield %%t : %s", ty(c->ta));
    mod_line(&m, "} -> %s", ta);
  }
  mod_line(&m, "%%zero = arith.constant 0.000000e+00 : %s", ty(c->tc));
  mod_line(&m, "%%e = tensor.empty() : %s", tc);
  mod_line(&m, "%%f = linalg.fill ins(%%zero : %s) outs(%%e : %s) -> %s", ty(c->tc), tc, tc);
  if (c->batch > 1)
    mod_line(&m, "%%res = linalg.batch_matmul ins(%%in0, %%in1 : %s, %s) outs(%%f : %s) -> %s", ta, tb, tc, tc);
  else if (c->b_transposed)
    mod_line(&m,
             "%%res = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
             "affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] "
             "ins(%%in0, %%in1 : %s, %s) outs(%%f : %s) -> %s",
             ta, tb, tc, tc);
  else
    mod_line(&m, "%%res = linalg.matmul ins(%%%s, %%in1 : %s, %s) outs(%%f : %s) -> %s",
             c->cast_a ? "a" : "in0", ta, tb, tc, tc);
  if (!c->relu6) return mod_finish(&m, "%res", tc);
  /* ReLU6 as models write it: compare-and-select, or min/max */
  const char *e = ty(c->tc);
  mod_line(&m, "%%r6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
               "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} "
               "ins(%%res : %s) outs(%%e : %s) {", tc, tc);
  mod_line(&m, "^bb0(%%x: %s, %%o: %s):", e, e);
  mod_line(&m, "  %%z = arith.constant 0.000000e+00 : %s", e);
  mod_line(&m, "  %%six = arith.constant 6.000000e+00 : %s", e);
  if (c->relu6 == 1) {
    mod_line(&m, "  %%c0 = arith.cmpf ogt, %%x, %%z : %s", e);
    mod_line(&m, "  %%a = arith.select %%c0, %%x, %%z : %s", e);
    mod_line(&m, "  %%c1 = arith.cmpf ugt, %%a, %%six : %s", e);
    mod_line(&m, "  %%b = arith.select %%c1, %%six, %%a : %s", e);
  } else {
    mod_line(&m, "  %%a = arith.maximumf %%x, %%z : %s", e);
    mod_line(&m, "  %%b = arith.minimumf %%a, %%six : %s", e);
  }
  mod_line(&m, "  linalg.yield %%b : %s", e);
  mod_line(&m, "} -> %s", tc);
  return mod_finish(&m, "%r6", tc);
}

static const MmCase *mm_cur; /* the case whose inputs mm_input makes */

static void mm_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  int64_t n = tensor_numel(t);
  size_t es = dtype_size(t->dtype);
  double amp = index == 0 ? 4.0 : 2.0;
  for (int64_t i = 0; i < n; i++) {
    if (index == 0 && mm_cur && mm_cur->small_rows) amp = ldexp(1.0, -(6 + (int)((i / mm_cur->K) % 3)));
    if (index == 0 && mm_cur && mm_cur->block_rows) amp = (i / mm_cur->K) / 32 % 2 ? 0x1p-12 : 4.0;
    e2e_store(t->dtype, (uint8_t *)data + i * (int64_t)es, e2e_uniform(rng, -amp, amp));
  }
}
/* ------------------------------------------------------- error bounds */

/* Every case asserts |npu - reference| <= bound per element, where the
 * reference is targets/host evaluating the same Graph on the same inputs
 * and the bound is built from the number formats alone:
 *
 *   format       significand  unit roundoff u     below the normal range
 *   f32 (host)   24 bits      U_F32  = 2^-24      -
 *   fp16 (MXU)   11 bits      U_F16  = 2^-11      |err| <= ETA_F16 = 2^-25
 *   bf16 (VPU)    8 bits      U_BF16 = 2^-8       (f32's range: not reached)
 *   fp8 e4m3fn    4 bits      U_FP8  = 2^-4       |err| <= ETA_FP8 = 2^-10,
 *                                                 saturating at FP8_MAX = 448
 *
 * (RNE: |round(x) - x| <= u |x| for normals; below the normal range the
 * error is at most half the subnormal step.) Scales and device dtypes are
 * read from the task graph the compiler wrote, never chosen here.
 *
 * A bound is a sum of terms, each bounding one rounding or quantisation
 * error's contribution to the element. `sure` terms add (worst case); the
 * many small errors of a long sum are `indep` terms: modelled as
 * independent and zero-mean (Higham & Mary 2019, "A new approach to
 * probabilistic rounding error analysis"; for quantisation errors of
 * inputs symmetric about 0 the mean is exactly 0: negating an input
 * negates its error), so by Hoeffding their sum stays within HOEFFDING *
 * sqrt(sum of squared term bounds) except with probability
 * 2 exp(-HOEFFDING^2 / 2) = 3e-8 per element. Where an error passes through
 * a nonlinear step (softmax, attention), terms are first order in u (the
 * second-order remainder is below u times the first order). */
#define HOEFFDING 6.0
static const double U_F32 = 0x1p-24, U_F16 = 0x1p-11, ETA_F16 = 0x1p-25, U_BF16 = 0x1p-8,
                    U_FP8 = 0x1p-4, ETA_FP8 = 0x1p-10, FP8_MAX = 448, F16_MAX = 65504;

typedef struct Bound {
  double sure, var;
} Bound;

static void b_sure(Bound *b, double x) { b->sure += x; }
static void b_indep(Bound *b, double x) { b->var += x * x; }
static double b_value(const Bound *b) { return b->sure + HOEFFDING * sqrt(b->var); }

/* How an operand value reaches the MXU: the loader converts the logical
 * value to the buffer's device dtype (relative error u_in), then, unless
 * the device already holds fp8, it goes to fp8 times `scale` (vpack at run
 * time or the compiler at compile time). */
typedef struct OpFmt {
  double u_in;
  bool to_fp8;
  double scale;
  bool split; /* as two fp8 terms hi + lo/16, lo = fp8(16 (x scale - hi)) (task: lhs/rhs_split) */
  /* scaled per row at run time (the task's lhs_scale_rule): `scale` is the
   * power of two s with max(amax, floor) s in [lo, hi), amax over the row
   * as the device holds it; the kernel's K values of one output element are
   * that row, so row_scale() settles it from the operand vector */
  bool per_row;
  double lo, hi, floor;
} OpFmt;

static double u_of(DType t) {
  return t == DT_F32 ? U_F32 : t == DT_F16 ? U_F16 : t == DT_BF16 ? U_BF16 : t == DT_F8E4M3FN ? U_FP8 : NAN;
}

/* Logical dtype `from` stored as device dtype `dev`. */
static double u_convert(DType from, DType dev) {
  if (from == dev || (dev == DT_F32) || (dev == DT_BF16 && from == DT_F8E4M3FN)) return 0;
  return u_of(dev);
}

/* The operand format of tensor `id` as matmul/attention operand at `scale`
 * (NAN when the task graph does not say: every bound reading it fails). */
static OpFmt op_fmt(const E2eView *v, int id, double scale) {
  json_t *b = e2e_buffer(v, id);
  double from = e2e_detail(b, "quantized_from");
  if (!isnan(from)) { /* a constant quantised by the compiler: scale, then fp8 */
    double s = e2e_detail(b, "scale"); /* the buffer's record and the task's must agree */
    return (OpFmt){.u_in = 0, .to_fp8 = true, .scale = s == scale ? s : NAN};
  }
  DType logical = v->g->tensors[id].dtype, dev = e2e_device_dtype(v, id);
  if (dev == DT_F8E4M3FN) /* converted by the loader, unscaled */
    return (OpFmt){.u_in = 0, .to_fp8 = logical != DT_F8E4M3FN, .scale = scale == 1 ? 1 : NAN};
  return (OpFmt){.u_in = u_convert(logical, dev), .to_fp8 = true, .scale = scale};
}

/* The row's scale of a per-row operand f, from its K values x. */
static void row_scale(OpFmt *f, const double *x, int64_t K) {
  if (!f->per_row) return;
  double amax = 0;
  for (int64_t k = 0; k < K; k++) amax = fmax(amax, fabs(x[k]));
  if (f->u_in == U_BF16) amax = num_round_bf16((float)amax);
  amax = fmax(amax, f->floor);
  int e;
  frexp(amax / f->lo, &e); /* amax / lo = m 2^e, m in [0.5, 1): amax 2^(1-e) in [lo, 2 lo) */
  f->scale = f->hi == 2 * f->lo ? ldexp(1.0, 1 - e) : NAN;
  f->per_row = false;
}

/* |q(x) - x| for the value that reaches the MXU, q(x) in x's units. Split:
 * hi's error eh <= U sy + ETA (scaled units) is what lo carries, within
 * its own rounding U 16 eh + ETA, divided by 16. */
static double qerr(double x, const OpFmt *f) {
  double ax = fabs(x), e = f->u_in * ax, y = ax + e;
  if (!f->to_fp8) return e;
  double sy = y * f->scale;
  if (sy > FP8_MAX) return e + y - FP8_MAX / f->scale; /* clamped: hi 448, lo 0 */
  if (f->split) return e + (U_FP8 * (U_FP8 * sy + ETA_FP8) + ETA_FP8 / 16) / f->scale;
  return e + U_FP8 * y + ETA_FP8 / f->scale;
}

/* |lo| / 16 at most, in x's units: the residual term of a split operand. */
static double lo_env(double x, const OpFmt *f) {
  return f->split ? (U_FP8 * fabs(x) * 1.01 + ETA_FP8) / f->scale : 0;
}

/* One output of an MXU contraction (spec/npu.md §5: 32 products of fp8
 * values - exact in fp32 - summed in fp32, rounded to fp16; accumulated as
 * fp16(fp16(sum) + fp16(acc)); the accumulator stored as bf16) against the
 * host's f32 sum in index order. a[k], b[k] are the operands the
 * reference used; returns the exact dot product. The fp16 range is part of
 * the argument: a sum that could leave it makes the bound NAN (fail). */
static double dot_bound(Bound *B, const double *a, const double *b, int64_t K, const OpFmt *fa,
                        const OpFmt *fb, int64_t tile) {
  OpFmt ra = *fa;
  row_scale(&ra, a, K);
  fa = &ra;
  double P = 0, Pabs = 0, Cacc = 0, Racc = 0, s = fa->scale * fb->scale;
  /* split operands: acc1 sums the residual terms lo.hi and hi.lo (at 16 s;
   * its value is divided by 16 exactly) in nmm1 MXU steps per K tile; lo.lo
   * is left out (its size goes into c) */
  int nmm1 = fa->split + fb->split;
  double A1acc = 0, R1acc = 0;
  for (int64_t k0 = 0; k0 < K; k0 += tile) {
    double S = 0, Sabs = 0, C = 0, A1 = 0;
    for (int64_t k = k0; k < K && k < k0 + tile; k++) {
      double x = a[k], y = b[k], ex = qerr(x, fa), ey = qerr(y, fb);
      double lx = lo_env(x, fa), ly = lo_env(y, fb);
      /* |q(x) q(y) - x y|, and the dropped lo.lo term */
      double c = fabs(x) * ey + fabs(y) * ex + ex * ey + lx * ly;
      b_indep(B, c);
      S += x * y;
      Sabs += (fabs(x) + ex + lx) * (fabs(y) + ey + ly);
      C += c + fabs(x) * ly + fabs(y) * lx; /* acc0 holds hi.hi only */
      A1 += (fabs(x) + ex) * ly + (fabs(y) + ey) * lx;
      Pabs += fabs(x * y);
    }
    b_sure(B, (double)(tile - 1) * U_F32 * Sabs); /* the fp32 sum of the tile */
    double Senv = fabs(S) + C;                    /* |fp32 tile sum| at most */
    P += S;
    Cacc += C;
    double Penv = fabs(P) + Cacc + Racc;          /* |accumulator| at most */
    if ((Senv + Penv) * s > F16_MAX) b_sure(B, NAN);
    double r1 = U_F16 * Senv + ETA_F16 / s;                       /* fp16(tile sum) */
    double r2 = k0 ? U_F16 * Penv + 2 * ETA_F16 / s : 0;          /* fp16 add of fp16(acc) */
    double r3 = U_BF16 * Penv;                                    /* bf16 accumulator */
    b_indep(B, r1);
    b_indep(B, r2);
    b_indep(B, r3);
    Racc += r1 + r2 + r3;
    if (nmm1) {
      A1acc += A1;
      double E1 = A1acc + R1acc; /* |acc1| / (16 s) at most */
      if (E1 * 16 * s > F16_MAX) b_sure(B, NAN);
      b_sure(B, (double)(tile - 1) * U_F32 * A1);
      for (int i = 0; i < nmm1; i++) {
        double q = U_F16 * A1 + 2 * U_F16 * E1 + 3 * ETA_F16 / (16 * s) + U_BF16 * E1;
        b_indep(B, q);
        R1acc += q;
      }
    }
  }
  /* acc0 + acc1/16 rounded to bf16 on the VPU */
  if (nmm1) b_sure(B, U_BF16 * (fabs(P) + Cacc + Racc + A1acc + R1acc));
  /* dequantisation by 1/s: exact for a power of two, else one rounding */
  int e;
  if (frexp(s, &e) != 0.5) b_sure(B, U_BF16 * (fabs(P) + Cacc + Racc));
  /* the reference: K f32 products and sums in order (Higham's gamma_K) */
  b_sure(B, 1.01 * (double)K * U_F32 * Pabs);
  return P;
}

/* The value q(x) that reaches the MXU, in x's units: the additional
 * checks below take the quantisation as done (with the formats and scales
 * the task graph records) and leave only the arithmetic's roundings. */
static double quant(double x, const OpFmt *f) {
  double y = f->u_in == U_BF16 ? num_round_bf16((float)x) : x;
  if (!f->to_fp8) return y;
  float sy = (float)(y * f->scale);
  sy = sy > FP8_MAX ? (float)FP8_MAX : sy < -FP8_MAX ? (float)-FP8_MAX : sy;
  double hi = num_fp8e4m3_to_f32(num_fp8e4m3_from_f32_sat(sy));
  if (!f->split) return hi / f->scale;
  double lo = num_fp8e4m3_to_f32(num_fp8e4m3_from_f32_sat((float)((sy - hi) * 16)));
  return (hi + lo / 16) / f->scale;
}

/* The model of one contraction output: the exact dot product of the
 * quantised operands, B its MXU rounding terms (as dot_bound). */
static double dot_model(Bound *B, const double *a, const double *b, int64_t K, const OpFmt *fa,
                        const OpFmt *fb, int64_t tile) {
  OpFmt ra = *fa;
  row_scale(&ra, a, K);
  fa = &ra;
  double *q = malloc(sizeof *q * (size_t)(2 * K));
  for (int64_t k = 0; k < K; k++) q[k] = quant(a[k], fa), q[K + k] = quant(b[k], fb);
  OpFmt ea = {.scale = fa->scale, .split = fa->split}, eb = {.scale = fb->scale, .split = fb->split};
  double m = dot_bound(B, q, q + K, K, &ea, &eb, tile);
  free(q);
  return m;
}

/* One line of the e2e table; `model` names the additional check, if any. */
static void report(const char *name, const E2eStats *st, const char *model) {
  char extra[128] = "";
  if (st->model_checked)
    snprintf(extra, sizeof extra, "; %s: max |d| %.3e, |d|/tol %.3f", model, st->model_max_abs,
             st->model_worst_ratio);
  printf("[npu-e2e] %-44s vs host: max_abs %.3e max|d|/max|ref| %.3e max_rel %.3e; "
         "bound: max|d|/bound %.3f, max bound/max|ref| %.3e, rms bound/rms ref %.3f%s; "
         "%lld elements (%lld of intermediates); cycles %lld (estimate %lld); "
         "npu tasks %d, host tasks %d, segments %d\n",
         name, st->max_abs, st->max_norm, st->max_rel, st->worst_ratio, st->max_bound_norm,
         st->rms_ref > 0 ? st->rms_bound / st->rms_ref : 0, extra, (long long)st->checked,
         (long long)st->inter_checked, (long long)st->cycles, (long long)st->estimate, st->npu_tasks,
         st->host_tasks, st->segments);
  fflush(stdout);
}

/* Run a case against the host reference, print its line (`label` names
 * the model its tolerance comes from, NULL: none), and fail with e2e_run's
 * reason. */
static void run_case(E2eCase *ec, E2eStats *st, const char *label) {
  char err[1024] = "";
  bool ok = e2e_run(ec, st, err, sizeof err);
  report(ec->name, st, label);
  if (!ok) fail_msg("%s", err);
}

/* Row i of A (batch b) and column j of B as the reference reads them. */
static void mm_operands(const MmCase *c, const HostValue *A, const HostValue *Bv, int64_t b, int64_t i,
                        int64_t j, double *a, double *bb) {
  for (int64_t k = 0; k < c->K; k++) {
    a[k] = e2e_at(A, (b * c->M + i) * c->K + k);
    bb[k] = e2e_at(Bv, c->b_transposed ? j * c->K + k : (b * c->K + k) * c->N + j);
  }
}

/* The formats of a matmul task's operands, from the task graph. */
static void mm_formats(const E2eView *v, json_t *task, OpFmt *fa, OpFmt *fb, int64_t *tile) {
  json_t *rule = json_object_get(json_object_get(task, "details"), "lhs_scale_rule");
  *fa = op_fmt(v, (int)e2e_detail(task, "buffer_a"), rule ? 1.0 : e2e_detail(task, "lhs_scale"));
  *fb = op_fmt(v, (int)e2e_detail(task, "buffer_b"), e2e_detail(task, "rhs_scale"));
  if (rule) {
    const char *gran = json_string_value(json_object_get(rule, "granularity"));
    fa->per_row = true;
    fa->lo = json_number_value(json_object_get(rule, "amax_times_scale_min"));
    fa->hi = json_number_value(json_object_get(rule, "amax_times_scale_max"));
    fa->floor = json_number_value(json_object_get(rule, "amax_floor"));
    if (!gran || strcmp(gran, "row") || !(fa->floor > 0)) fa->lo = NAN;
  }
  /* the split is the task's decision: absent, every bound fails */
  json_t *det = json_object_get(task, "details"), *sa = json_object_get(det, "lhs_split"),
         *sb = json_object_get(det, "rhs_split");
  if (!json_is_boolean(sa) || !json_is_boolean(sb)) fa->scale = NAN;
  fa->split = json_is_true(sa);
  fb->split = json_is_true(sb);
  *tile = json_integer_value(json_object_get(
      json_object_get(json_object_get(v->taskgraph, "target"), "params"), "tile"));
}

/* model NULL: the bound on |npu - host| (dot_bound). Else the additional
 * check: *model gets the exact product of the quantised operands and the
 * result is its tolerance, the MXU's roundings alone - sharp enough to see
 * a scale a few % off. */
static double mm_eval(const E2eView *v, int64_t e, const MmCase *c, double *model) {
  const Func *f = &v->g->funcs[0];
  OpFmt fa, fb;
  int64_t tile;
  json_t *task = e2e_task(v, c->batch > 1 ? "batch_matmul" : "matmul", 0);
  mm_formats(v, task, &fa, &fb, &tile);
  int64_t b = e / (c->M * c->N), i = (e / c->N) % c->M, j = e % c->N;
  double *a = malloc(sizeof *a * (size_t)c->K * 2);
  /* a cast A: the matmul reads the cast's result (the reference's, exact) */
  int at = c->cast_a ? (int)e2e_detail(task, "buffer_a") : f->inputs[0];
  mm_operands(c, &v->ref[at], &v->ref[f->inputs[1]], b, i, j, a, a + c->K);
  Bound B = {0};
  if (model) *model = dot_model(&B, a, a + c->K, c->K, &fa, &fb, tile);
  else dot_bound(&B, a, a + c->K, c->K, &fa, &fb, tile);
  /* ReLU6 is exact on the VPU (max/min of bf16 values) and 1-Lipschitz:
   * the matmul's bound holds for the clamped values */
  if (model && c->relu6) *model = fmin(fmax(*model, 0), 6);
  free(a);
  return b_value(&B);
}

static double mm_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  (void)t;
  return mm_eval(v, e, ctx, NULL);
}

static double mm_model(const E2eView *v, int t, int64_t e, double *tol, void *ctx) {
  (void)t;
  double m;
  *tol = mm_eval(v, e, ctx, &m);
  return m;
}

static void run_mm(MmCase c, uint64_t seed) {
  char name[128];
  snprintf(name, sizeof name, "%s%lldx%lldx%lld %s*%s", c.batch > 1 ? "bmm " : "matmul ",
           (long long)c.M, (long long)c.N, (long long)c.K, ty(c.ta), ty(c.tb));
  if (c.batch > 1)
    snprintf(name, sizeof name, "batch_matmul %lldx%lldx%lld.%lldx%lldx%lld %s", (long long)c.batch,
             (long long)c.M, (long long)c.K, (long long)c.batch, (long long)c.K, (long long)c.N, ty(c.ta));
  if (c.precision) snprintf(name + strlen(name), sizeof name - strlen(name), " %s", c.precision);
  if (c.relu6)
    snprintf(name + strlen(name), sizeof name - strlen(name), " relu6 %s",
             c.relu6 == 1 ? "cmpf+select" : "min/max");
  if (c.small_rows) snprintf(name + strlen(name), sizeof name - strlen(name), " small A rows");
  if (c.block_rows) snprintf(name + strlen(name), sizeof name - strlen(name), " A blocks 4, 2^-12");
  mm_cur = &c;
  char *mlir = matmul_mlir(&c);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = mm_input, .bound = mm_bound,
                .model = mm_model, .ctx = &c, .precision = c.precision};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st, "quantised model");
  mm_cur = NULL;
  if (!ok) fail_msg("%s", err);
  free(mlir);
}

/* fp8 operands go to the MXU as they are: only the accumulation rounds. */
static MmCase fp8_case(int64_t M, int64_t N, int64_t K) {
  return (MmCase){.batch = 1, .M = M, .N = N, .K = K, .ta = DT_F8E4M3FN, .tb = DT_F8E4M3FN, .tc = DT_F32};
}

static void test_matmul_fp8_32(void **state) {
  (void)state;
  run_mm(fp8_case(32, 32, 32), 1);
}
static void test_matmul_fp8_50x20x24(void **state) {
  (void)state;
  run_mm(fp8_case(50, 20, 24), 2);
}
static void test_matmul_fp8_100x300x200(void **state) {
  (void)state;
  run_mm(fp8_case(100, 300, 200), 3);
}
static void test_matmul_fp8_128x1024x1024(void **state) {
  (void)state;
  run_mm(fp8_case(128, 1024, 1024), 4);
}

/* Groups of three output tiles whose A tile mxu0 reads from mxu1's register
 * (no second vload; K of 4 tiles or more): an odd number of A row tiles (the
 * panel's last row outside the row-pair loop), N not a multiple of 32 (a
 * group of one after three of three), K not a multiple of 32 (a K loop trip
 * of 8 steps and a remainder); then two B panels; then a demoted A, whose
 * first group converts it and whose others share the fp8 tiles it stored. */
static void test_matmul_fp8_shared_a_70x290x300(void **state) {
  (void)state;
  run_mm(fp8_case(70, 290, 300), 21);
}
static void test_matmul_fp8_shared_a_two_panels_70x700x1368(void **state) {
  (void)state;
  run_mm(fp8_case(70, 700, 1368), 22);
}
/* A wide panel (24 tiles) over K = 35 tiles: a row's products take nearly as
 * long as its transfers, so the K loops run 16 steps a trip (two trips and
 * a remainder of two). */
static void test_matmul_fp8_shared_a_long_trips_70x760x1100(void **state) {
  (void)state;
  run_mm(fp8_case(70, 760, 1100), 24);
}
static void test_matmul_bf16_shared_a_70x290x300(void **state) {
  (void)state;
  MmCase c = {.batch = 1, .M = 70, .N = 290, .K = 300, .ta = DT_BF16, .tb = DT_BF16, .tc = DT_F32};
  run_mm(c, 23);
}
/* A bf16 B demoted to one fp8 term as its panel loads: each K row of the
 * panel lands in a C row (the two in turn) and its tiles are packed into
 * the panel at 1 KB. Two panels (16 tiles, then 15); then one panel of 70
 * tiles, whose K rows (140 KB) reach past a vload's offset range. */
static void test_matmul_fp8_bf16_packed_b_70x970x1100(void **state) {
  (void)state;
  MmCase c = {.batch = 1, .M = 70, .N = 970, .K = 1100, .ta = DT_F8E4M3FN, .tb = DT_BF16, .tc = DT_F32};
  run_mm(c, 25);
}
static void test_matmul_fp8_bf16_packed_b_wide_40x2230x40(void **state) {
  (void)state;
  MmCase c = {.batch = 1, .M = 40, .N = 2230, .K = 40, .ta = DT_F8E4M3FN, .tb = DT_BF16, .tc = DT_F32};
  run_mm(c, 26);
}

/* Demoted operands: f32 -> bf16 by the loader, then fp8 on the VPU. */
/* Under --npu-precision=fp8x2 (two fp8 terms per operand); the bounds read
 * lhs_split/rhs_split from the task graph. */
static MmCase demoted_case(int64_t batch, int64_t M, int64_t N, int64_t K, DType t) {
  return (MmCase){.batch = batch, .M = M, .N = N, .K = K, .ta = t, .tb = t, .tc = DT_F32, .precision = "fp8x2"};
}

static void test_matmul_f32_demoted_50x20x24(void **state) {
  (void)state;
  run_mm(demoted_case(1, 50, 20, 24, DT_F32), 5);
}
static void test_matmul_bf16_demoted_100x300x200(void **state) {
  (void)state;
  run_mm(demoted_case(1, 100, 300, 200, DT_BF16), 6);
}
/* One fp8 term per operand (the default --npu-precision=fp8): the same
 * bounds read lhs_split/rhs_split false from the task graph. */
static void test_matmul_bf16_one_term_100x300x200(void **state) {
  (void)state;
  MmCase c = demoted_case(1, 100, 300, 200, DT_BF16);
  c.precision = NULL;
  run_mm(c, 6);
}
/* A compile of src for the npu that a test inspects (its task graph in
 * .comp.g), with one target option name=value when name is not NULL. */
typedef struct NpuCompiled {
  Arena *a;
  Diag d;
  Compilation comp;
} NpuCompiled;

static const Graph *npu_compile(NpuCompiled *c, const char *name, const char *src, const char *opt,
                                const char *value) {
  c->a = arena_new();
  Options o = {.target = "npu"};
  const char *why;
  if (opt) assert_true(target_set_option(&o, opt, value, &why));
  diag_init(&c->d);
  if (!driver_compile(c->a, name, src, strlen(src), &o, NULL, true, &c->comp, &c->d)) {
    StrBuf m;
    sb_init(&m);
    diag_format(&c->d, &m);
    fail_msg("%s: %s", name, sb_cstr(&m));
  }
  return c->comp.g;
}

static void npu_compiled_free(NpuCompiled *c) {
  compilation_free(&c->comp);
  diag_free(&c->d);
  arena_free(c->a);
}

/* f32 activations cast to bf16 by a truncf generic before a bf16 linear:
 * on the npu f32 is stored as bf16 already (the loader rounds to nearest
 * even, as truncf does), so the cast's task runs no code and its result is
 * the input's region (the task graph says so); the matmul reads it there. */
static void test_matmul_truncf_input_runs_no_code(void **state) {
  (void)state;
  MmCase c = demoted_case(1, 70, 40, 90, DT_BF16);
  c.precision = NULL;
  c.cast_a = true;
  char *mlir = matmul_mlir(&c);
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, "cast", mlir, NULL, NULL);
  int casts = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    assert_int_equal(t->device, DEV_TARGET);
    if (t->kind != TK_ELEMENTWISE) continue;
    casts++;
    int x = t->inputs[0], y = t->outputs[0];
    assert_int_equal(x, g->funcs[0].inputs[0]);
    assert_null(t->label); /* no code */
    assert_true(g->place[y].in_place);
    assert_int_equal(g->place[y].region_of, x);
    assert_int_equal(g->place[y].addr, g->place[x].addr);
    const Prop *rb = prop_find(t->props, "result_is_buffer");
    assert_non_null(rb);
    assert_int_equal(rb->i, x);
  }
  assert_int_equal(casts, 1);
  npu_compiled_free(&nc);
  free(mlir);
  run_mm(c, 31);
}

/* ReLU6 fused into the matmul's epilogue on the VPU, in both spellings;
 * the task graph must show one npu task and no host task. */
static void relu6_case(int form) {
  MmCase c = demoted_case(1, 70, 40, 90, DT_F32);
  c.relu6 = form;
  char *mlir = matmul_mlir(&c);
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, "relu6", mlir, NULL, NULL);
  int npu = 0;
  for (int i = 0; i < g->ntasks; i++) {
    if (g->tasks[i].device == DEV_HOST) fail_msg("host task: %s", g->tasks[i].reason);
    npu += g->tasks[i].device == DEV_TARGET;
  }
  assert_int_equal(npu, 1);
  npu_compiled_free(&nc);
  free(mlir);
  run_mm(c, 11 + (uint64_t)form);
}
static void test_matmul_relu6_select(void **state) {
  (void)state;
  relu6_case(1);
}
static void test_matmul_relu6_minmax(void **state) {
  (void)state;
  relu6_case(2);
}
static void test_matmul_f32_nt_70x40x90(void **state) {
  (void)state;
  MmCase c = demoted_case(1, 70, 40, 90, DT_F32);
  c.b_transposed = true;
  run_mm(c, 8);
}
/* Two B panels, the second one tile wide (odd Nt): both C-row stores read
 * the row length when the next panel's waits come; the scheduler used to
 * reject this as "x13 rewritten while a DMA still reads it". */
static void test_matmul_bf16_demoted_64x1368x512(void **state) {
  (void)state;
  /* one term: split in two, this task's code (36,359 instructions) would not
   * fit the 32,768-instruction memory, and one task is never cut */
  MmCase c = demoted_case(1, 64, 1368, 512, DT_BF16);
  c.precision = NULL;
  run_mm(c, 9);
}
/* A's rows far below 1 (2^-6 .. 2^-8): at scale 1 all of them would be
 * fp8 subnormals (2^-6 and below), 1 or 2 significant bits; each row's
 * run-time power-of-two scale (lhs_scale_rule) keeps them normal. One fp8
 * term and two; the bounds settle each row's scale by the graph's rule. */
static void test_matmul_small_rows_70x90x300(void **state) {
  (void)state;
  MmCase c = demoted_case(1, 70, 90, 300, DT_BF16);
  c.small_rows = true;
  c.precision = NULL;
  run_mm(c, 21);
  c.precision = "fp8x2";
  run_mm(c, 22);
}
/* Rows over two B panels: the first panel finds each row's scale and
 * keeps it in VMEM, the second loads it (lhs_row_scales). Row blocks of
 * amplitude 4 and 2^-12 in turn: a scale read back for another block's
 * rows would overflow fp8 or flush them to zero. The graph must say so,
 * and the run must still meet the bounds. (B is packed at 1 KB a tile, so
 * N = 400, 13 tiles, now fits one panel; 21 tiles make panels of 11 and 10.) */
static void test_matmul_block_rows_two_panels_70x660x1368(void **state) {
  (void)state;
  MmCase c = demoted_case(1, 70, 660, 1368, DT_BF16);
  c.block_rows = true;
  c.precision = NULL;
  char *mlir = matmul_mlir(&c);
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, "two_panels", mlir, NULL, NULL);
  int seen = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    const Prop *panels = prop_find(t->props, "panels");
    if (!panels) continue;
    assert_true(panels->i > 1);
    assert_non_null(prop_find(t->props, "lhs_row_scales"));
    seen++;
  }
  assert_int_equal(seen, 1);
  npu_compiled_free(&nc);
  free(mlir);
  run_mm(c, 23);
}
static void test_batch_matmul_f32_4x64x32x64(void **state) {
  (void)state;
  run_mm(demoted_case(4, 64, 64, 32, DT_F32), 7);
}

/* ------------------------------------- contractions as models write them */

/* Convolutions (through im2col), 1x1 convs with two M dims, multi-N
 * projections: contractions whose canonical view is not the plain
 * [batch.., rows, cols] form. The bound is dot_bound's, the K products taken
 * from the op's own maps (the definition), the operand formats and which
 * operand the kernel reads as A from the task graph. */

static json_t *task_by_id(const E2eView *v, int id) {
  json_t *tasks = json_object_get(v->taskgraph, "tasks");
  for (size_t i = 0; i < json_array_size(tasks); i++) {
    json_t *t = json_array_get(tasks, i);
    if (json_integer_value(json_object_get(t, "id")) == id) return t;
  }
  return NULL;
}

/* Row-major index in operand k of op for the loop point idx. */
static int64_t operand_index(const Graph *g, const Op *op, int k, const int64_t *idx) {
  const AffineMap *m = &op->maps[k];
  const Tensor *x = &g->tensors[op_operand(op, k)];
  int64_t at = 0;
  for (int r = 0; r < m->nres; r++) at = at * x->dims[r] + (m->res[r] >= 0 ? idx[m->res[r]] : 0);
  return at;
}

/* A depthwise contraction on the VPU (the task's kernel says so; its
 * precision detail: the loader rounds x and w to the device dtype, then
 * y = x0 w0 and y += xk wk in tap order, each multiply and add one bf16
 * rounding of the fp32 result): per element the operands' conversions, the
 * K product and K - 1 sum roundings (independent, first order in u), the
 * difference of the operands the npu read from the reference's, and the
 * reference's own f32 sum. `model` gives the bit-level value instead. */
static double dw_eval(const E2eView *v, const Op *op, json_t *task, int64_t *idx, double *model) {
  const Graph *g = v->g;
  const ContractionInfo *mm = g->matches[op->match].mm;
  int kx = mm->lhs_operand, kw = mm->rhs_operand;
  int X = op->in[kx], W = op->in[kw];
  double ux = u_convert(g->tensors[X].dtype, e2e_device_dtype(v, X)),
         uw = u_convert(g->tensors[W].dtype, e2e_device_dtype(v, W));
  const HostValue *dx = v->dev[X].data ? &v->dev[X] : &v->ref[X], *dw = v->dev[W].data ? &v->dev[W] : &v->ref[W];
  int64_t K = 1;
  for (int i = 0; i < mm->nk_dims; i++) K *= op_loop_size(g, op, mm->k_dims[i]);
  Bound B = {0};
  double env = 0, drift = 0, ref_abs = 0;
  float acc = 0;
  /* an initial value the result accumulates onto (the task's buffer_acc) */
  double ba = e2e_detail(task, "buffer_acc");
  bool has_init = !isnan(ba);
  if (has_init) {
    int C = (int)ba;
    if (C != op_operand(op, op->nin)) return NAN;
    int64_t ic = operand_index(g, op, op->nin, idx);
    double uc = u_convert(g->tensors[C].dtype, e2e_device_dtype(v, C));
    double c = e2e_at(v->dev[C].data ? &v->dev[C] : &v->ref[C], ic);
    drift += c - e2e_at(&v->ref[C], ic);
    ref_abs += fabs(e2e_at(&v->ref[C], ic));
    b_indep(&B, uc * fabs(c));
    env = fabs(c) * (1 + uc);
    acc = uc ? num_round_bf16((float)c) : (float)c;
  }
  for (int64_t q = 0; q < K; q++) {
    int64_t r = q;
    for (int i = mm->nk_dims - 1; i >= 0; i--) {
      int64_t sz = op_loop_size(g, op, mm->k_dims[i]);
      idx[mm->k_dims[i]] = r % sz;
      r /= sz;
    }
    int64_t ix = operand_index(g, op, kx, idx), iw = operand_index(g, op, kw, idx);
    double x = e2e_at(dx, ix), w = e2e_at(dw, iw);
    drift += x * w - e2e_at(&v->ref[X], ix) * e2e_at(&v->ref[W], iw);
    ref_abs += fabs(e2e_at(&v->ref[X], ix) * e2e_at(&v->ref[W], iw));
    double axw = fabs(x * w), pk = axw * (1 + ux) * (1 + uw);
    b_indep(&B, axw * (ux + uw + ux * uw)); /* the loader's conversions */
    b_indep(&B, U_BF16 * pk);                 /* bf16(x w) */
    env += pk * (1 + U_BF16);
    if (q || has_init) {
      b_indep(&B, U_BF16 * env); /* bf16(y + p) */
      env *= 1 + U_BF16;
    }
    float xq = ux ? num_round_bf16((float)x) : (float)x, wq = uw ? num_round_bf16((float)w) : (float)w;
    float p = num_round_bf16(xq * wq);
    acc = q || has_init ? num_round_bf16(acc + p) : p;
  }
  if (model) {
    *model = acc;
    return 0; /* the same roundings in the same order: exact */
  }
  b_sure(&B, fabs(drift) + 1.01 * (double)K * U_F32 * ref_abs);
  return b_value(&B);
}

static double ct_eval(const E2eView *v, int t, int64_t e, double *model) {
  const Graph *g = v->g;
  const Op *op = &g->ops[g->tensors[t].producer];
  const ContractionInfo *mm = g->matches[op->match].mm;
  json_t *task = task_by_id(v, op->task);
  if (!task || strcmp(json_string_value(json_object_get(task, "device")), "npu")) return NAN;
  const char *kernel = json_string_value(json_object_get(task, "kernel"));
  bool depthwise = kernel && !strcmp(kernel, "npu_vpu_depthwise_bf16");
  /* the output element's loop point */
  int64_t idx[NPUCC_MAX_LOOPS] = {0};
  const Tensor *ct = &g->tensors[op->out[0]];
  const AffineMap *C = &op->maps[op->nin];
  int64_t rem = e;
  for (int r = ct->rank - 1; r >= 0; r--) {
    if (C->res[r] >= 0) idx[C->res[r]] = rem % ct->dims[r];
    rem /= ct->dims[r];
  }
  if (depthwise) return dw_eval(v, op, task, idx, model);
  /* the K products, K loops outer to inner in A's order */
  int64_t K = 1;
  for (int i = 0; i < mm->nk_dims; i++) K *= op_loop_size(g, op, mm->k_dims[i]);
  /* the operands the npu read (a chained input holds the npu's own values)
   * and the reference's: their difference passes through as it is */
  double *a = calloc((size_t)(3 * K), sizeof *a), *b = a + K, *sc = a + 2 * K, drift = 0, ref_abs = 0;
  /* MX: the task graph names the scale and its block; the op's map reads it */
  double mx_scale = e2e_detail(task, "mx_scale"), blk = e2e_detail(task, "mx_block");
  int so = -1;
  for (int i = 0; i < mm->nscales && !isnan(mx_scale) && blk >= 1; i++)
    if (mm->scales[i].tensor == (int)mx_scale) so = mm->scales[i].operand;
  if (mm->nscales && so < 0) { /* scales the task graph does not account for */
    free(a);
    return NAN;
  }
  int ka = mm->lhs_operand, kb = mm->rhs_operand;
  int buf_a = (int)e2e_detail(task, "buffer_a");
  if (buf_a != op->in[ka]) ka = mm->rhs_operand, kb = mm->lhs_operand; /* the kernel swapped them */
  for (int64_t q = 0; q < K; q++) {
    int64_t r = q;
    for (int i = mm->nk_dims - 1; i >= 0; i--) {
      int64_t s = op_loop_size(g, op, mm->k_dims[i]);
      idx[mm->k_dims[i]] = r % s;
      r /= s;
    }
    int64_t ia = operand_index(g, op, ka, idx), ib = operand_index(g, op, kb, idx);
    const HostValue *da = v->dev[op->in[ka]].data ? &v->dev[op->in[ka]] : &v->ref[op->in[ka]],
                    *db = v->dev[op->in[kb]].data ? &v->dev[op->in[kb]] : &v->ref[op->in[kb]];
    a[q] = e2e_at(da, ia);
    b[q] = e2e_at(db, ib);
    double ra = e2e_at(&v->ref[op->in[ka]], ia), rb = e2e_at(&v->ref[op->in[kb]], ib);
    sc[q] = so >= 0 ? e2e_at(&v->ref[op->in[so]], operand_index(g, op, so, idx)) : 1;
    drift += (a[q] * b[q] - ra * rb) * sc[q];
    ref_abs += fabs(ra * rb * sc[q]);
  }
  OpFmt fa, fb;
  int64_t tile;
  mm_formats(v, task, &fa, &fb, &tile);
  Bound B = {0};
  row_scale(&fa, a, K); /* a row scale is the whole row's, not a block's */
  if (so >= 0) {
    /* MX (the task's "mx"): per block an MXU product P_k (dot_bound's terms
     * for one K tile), times s_k rounded to bf16, added to the bf16 sum */
    double sum = 0, env = 0;
    for (int64_t q0 = 0; q0 < K; q0 += (int64_t)blk) {
      Bound Bk = {0};
      int64_t n = K - q0 < (int64_t)blk ? K - q0 : (int64_t)blk;
      double Pk = model ? dot_model(&Bk, a + q0, b + q0, n, &fa, &fb, tile)
                        : dot_bound(&Bk, a + q0, b + q0, n, &fa, &fb, tile);
      double s = sc[q0];
      for (int64_t q = q0; q < q0 + n; q++)
        if (sc[q] != s) s = NAN; /* a scale that changes inside a block: fail */
      B.sure += fabs(s) * Bk.sure;
      B.var += s * s * Bk.var;
      double prod = fabs(s) * (fabs(Pk) + b_value(&Bk));
      b_indep(&B, U_BF16 * prod); /* s_k P_k in bf16 */
      sum += s * Pk;
      env += prod + U_BF16 * prod;
      if (q0) b_indep(&B, U_BF16 * (fabs(sum) + env)); /* the bf16 sum */
    }
    if (model) *model = sum;
    else b_sure(&B, fabs(drift) + 1.01 * (double)(K + 2) * U_F32 * ref_abs);
  } else if (model) *model = dot_model(&B, a, b, K, &fa, &fb, tile);
  else {
    dot_bound(&B, a, b, K, &fa, &fb, tile);
    /* the inputs' own difference, and the reference's f32 sum of its operands */
    b_sure(&B, fabs(drift) + 1.01 * (double)K * U_F32 * ref_abs);
  }
  free(a);
  return b_value(&B);
}

static double ct_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  (void)ctx;
  return ct_eval(v, t, e, NULL);
}

static double ct_model(const E2eView *v, int t, int64_t e, double *tol, void *ctx) {
  (void)ctx;
  double m;
  *tol = ct_eval(v, t, e, &m);
  return m;
}

/* Every contraction output the npu computed, compared as an intermediate
 * (the chained ones are not the function's outputs). */
static int ct_intermediates(const E2eView *v, int *out, int max, void *ctx) {
  (void)ctx;
  int n = 0;
  for (int i = 0; i < v->g->ntasks && n < max; i++) {
    const Task *t = &v->g->tasks[i];
    if (t->device == DEV_TARGET && (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL))
      out[n++] = v->g->ops[t->root].out[0];
  }
  return n;
}

/* Compiles src for the npu: every contraction (and conv) an npu task. */
static void ct_all_on_npu(const char *name, const char *src, const char *precision) {
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, name, src, precision ? "npu-precision" : NULL, precision);
  int npu = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL || t->kind == TK_CONV) {
      if (t->device != DEV_TARGET) fail_msg("%s: task %d on the host: %s", name, i, t->reason);
      npu++;
    }
  }
  assert_true(npu > 0);
  npu_compiled_free(&nc);
}

static void run_ct(const char *name, const char *src, const char *precision, uint64_t seed) {
  ct_all_on_npu(name, src, precision);
  char full[160];
  snprintf(full, sizeof full, "%s%s%s", name, precision ? " " : "", precision ? precision : "");
  E2eCase ec = {.name = full, .mlir = src, .seed = seed, .input = e2e_random_input, .bound = ct_bound,
                .model = ct_model, .intermediates = ct_intermediates, .precision = precision};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(full, &st, "quantised model");
  if (!ok) fail_msg("%s", err);
}

#define CT_MAC_BODY(t)                                                                                     \
  "  ^bb0(%a: " t ", %b: " t ", %acc: " t "):\n"                                                        \
  "    %m = arith.mulf %a, %b : " t "\n"                                                                 \
  "    %y = arith.addf %acc, %m : " t "\n"                                                               \
  "    linalg.yield %y : " t "\n"

/* A 1x1 conv as a generic contraction with two M dims (NHWC without N):
 * [h, w, c] . [c, f] -> [h, w, f], M = h*w collapsed. */
static const char ct_conv1x1_hwc[] =
    "func.func @main(%x: tensor<7x9x40xf32>, %w: tensor<40x33xf32>) -> tensor<7x9x33xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<7x9x33xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<7x9x33xf32>) -> tensor<7x9x33xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(h, w, f, c) -> (h, w, c)>, affine_map<(h, w, f, c) -> (c, f)>,"
    " affine_map<(h, w, f, c) -> (h, w, f)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n"
    "      ins(%x, %w : tensor<7x9x40xf32>, tensor<40x33xf32>) outs(%f : tensor<7x9x33xf32>) {\n" CT_MAC_BODY("f32")
    "  } -> tensor<7x9x33xf32>\n"
    "  return %r : tensor<7x9x33xf32>\n"
    "}\n";

/* MobileNetV2's CHW forms as IREE's dispatch formation writes them: a 3x3
 * stride-2 generic conv (im2col on the host, the contraction on the npu,
 * C stored [f, oh*ow]: A and B swap), then a 1x1 conv over its result read
 * in place ([c, oh, ow] . [f, c] -> [f, oh, ow]). */
static const char ct_chw_convs[] =
    "func.func @main(%x: tensor<3x23x29xf32>, %w1: tensor<20x3x3x3xf32>, %w2: tensor<24x20xf32>) -> "
    "tensor<24x11x14xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e1 = tensor.empty() : tensor<20x11x14xf32>\n"
    "  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<20x11x14xf32>) -> tensor<20x11x14xf32>\n"
    "  %c1 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,"
    " affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\", \"reduction\"]}\n"
    "      ins(%x, %w1 : tensor<3x23x29xf32>, tensor<20x3x3x3xf32>) outs(%f1 : tensor<20x11x14xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<20x11x14xf32>\n"
    "  %e2 = tensor.empty() : tensor<24x11x14xf32>\n"
    "  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<24x11x14xf32>) -> tensor<24x11x14xf32>\n"
    "  %c2 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c) -> (c, oh, ow)>, affine_map<(f, oh, ow, c) -> (f, c)>,"
    " affine_map<(f, oh, ow, c) -> (f, oh, ow)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n"
    "      ins(%c1, %w2 : tensor<20x11x14xf32>, tensor<24x20xf32>) outs(%f2 : tensor<24x11x14xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<24x11x14xf32>\n"
    "  return %c2 : tensor<24x11x14xf32>\n"
    "}\n";

/* A ViT-style patch embedding: named NCHW/FCHW conv, 16x16 stride 16 (K = 768). */
static const char ct_patch_small[] =
    "func.func @main(%x: tensor<1x3x48x80xf32>, %w: tensor<40x3x16x16xf32>) -> tensor<1x40x3x5xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<1x40x3x5xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x40x3x5xf32>) -> tensor<1x40x3x5xf32>\n"
    "  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<16> : tensor<2xi64>}\n"
    "      ins(%x, %w : tensor<1x3x48x80xf32>, tensor<40x3x16x16xf32>) outs(%f : tensor<1x40x3x5xf32>) -> "
    "tensor<1x40x3x5xf32>\n"
    "  return %r : tensor<1x40x3x5xf32>\n"
    "}\n";

/* ViT-B/16's own: 3x224x224 -> 768x14x14 (M 196, N 768, K 768). */
static const char ct_patch_vit_b16[] =
    "func.func @main(%x: tensor<1x3x224x224xf32>, %w: tensor<768x3x16x16xf32>) -> tensor<1x768x14x14xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<1x768x14x14xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x768x14x14xf32>) -> tensor<1x768x14x14xf32>\n"
    "  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<16> : tensor<2xi64>}\n"
    "      ins(%x, %w : tensor<1x3x224x224xf32>, tensor<768x3x16x16xf32>) outs(%f : tensor<1x768x14x14xf32>) -> "
    "tensor<1x768x14x14xf32>\n"
    "  return %r : tensor<1x768x14x14xf32>\n"
    "}\n";

/* Multi-head projection [M, K] . [K, H, D] -> [M, H, D]: two N dims, N = H*D. */
static const char ct_multi_n_mhd[] =
    "func.func @main(%x: tensor<24x72xbf16>, %w: tensor<72x4x20xbf16>) -> tensor<24x4x20xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<24x4x20xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x4x20xf32>) -> tensor<24x4x20xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(m, h, d, k) -> (m, k)>, affine_map<(m, h, d, k) -> (k, h, d)>,"
    " affine_map<(m, h, d, k) -> (m, h, d)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n"
    "      ins(%x, %w : tensor<24x72xbf16>, tensor<72x4x20xbf16>) outs(%f : tensor<24x4x20xf32>) {\n"
    "  ^bb0(%a: bf16, %b: bf16, %acc: f32):\n"
    "    %ea = arith.extf %a : bf16 to f32\n"
    "    %eb = arith.extf %b : bf16 to f32\n"
    "    %m = arith.mulf %ea, %eb : f32\n"
    "    %y = arith.addf %acc, %m : f32\n"
    "    linalg.yield %y : f32\n"
    "  } -> tensor<24x4x20xf32>\n"
    "  return %r : tensor<24x4x20xf32>\n"
    "}\n";

static void run_mx(int64_t M, int64_t N, int64_t KB, const char *precision, uint64_t seed) {
  char name[96];
  snprintf(name, sizeof name, "mx linear 1x%lldx%lldx32 . %lldx%lldx32", (long long)M, (long long)KB,
           (long long)N, (long long)KB);
  char *src = e2e_mx_mlir(M, N, KB);
  run_ct(name, src, precision, seed);
  free(src);
}

static void test_mx_linear_50x70x5(void **state) {
  (void)state;
  run_mx(50, 70, 5, NULL, 41);
  run_mx(50, 70, 5, "fp8x2", 42);
}
static void test_mx_linear_64x512x24(void **state) {
  (void)state;
  run_mx(64, 512, 24, NULL, 43);
}
/* Scales moved once as tiles of 32 blocks x 32 columns and replicated on
 * chip: 40 blocks are two tile rows (the second 8 deep), 300 columns end
 * inside a 16-column group, and B's panels (two of five tiles) load row by
 * row while the scales are replicated. */
static void test_mx_linear_70x300x40(void **state) {
  (void)state;
  run_mx(70, 300, 40, NULL, 44);
}

/* Whether the one MXU task of src (compiled under --npu-precision=prec)
 * records detail `key` in its task graph record. */
static bool mm_task_has(const char *name, const char *src, const char *prec, const char *key) {
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, name, src, prec ? "npu-precision" : NULL, prec);
  int seen = 0;
  bool has = false;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (!prop_find(t->props, "k_steps_per_trip")) continue; /* not an MXU task */
    has = prop_find(t->props, key) != NULL;
    seen++;
  }
  npu_compiled_free(&nc);
  if (seen != 1) fail_msg("%s: %d MXU tasks, expected 1", name, seen);
  return has;
}

/* The shared A register (a_shared_by_mxus: mxu0 multiplies the A tile mxu1
 * vloaded) is the plan's decision, read from the task graph: fp8 or
 * demoted (one term) operands with K of 4 tiles or more take it; K of 3
 * tiles, split operands (fp8x2) and block scales (a group of one tile) do
 * not. The shared_a e2e cases check its results on data. */
static void test_matmul_shared_a_decision(void **state) {
  (void)state;
  struct {
    MmCase c;
    bool shared;
  } cs[] = {
      {fp8_case(70, 290, 300), true},  /* K 10 tiles */
      {fp8_case(70, 290, 100), true},  /* K 4 tiles (100 = 3 tiles and 4 rows): the least */
      {fp8_case(70, 290, 96), false},  /* K 3 tiles */
      {{.batch = 1, .M = 70, .N = 290, .K = 300, .ta = DT_BF16, .tb = DT_BF16, .tc = DT_F32}, true},
      {demoted_case(1, 70, 290, 300, DT_BF16), false}, /* fp8x2: split operands */
  };
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char *mlir = matmul_mlir(&cs[i].c);
    char name[64];
    snprintf(name, sizeof name, "%lldx%lldx%lld %s*%s", (long long)cs[i].c.M, (long long)cs[i].c.N,
             (long long)cs[i].c.K, ty(cs[i].c.ta), ty(cs[i].c.tb));
    bool has = mm_task_has(name, mlir, cs[i].c.precision, "a_shared_by_mxus");
    if (has != cs[i].shared) fail_msg("%s: a_shared_by_mxus %s", name, has ? "taken" : "not taken");
    free(mlir);
  }
  /* block scales: one output tile a group, nothing to share */
  char *mx = e2e_mx_mlir(64, 512, 24);
  assert_false(mm_task_has("mx 64x512x24", mx, NULL, "a_shared_by_mxus"));
  free(mx);
}

/* Split operands (fp8x2) share each output tile's K between the MXUs
 * (k_shared_by_mxus) when K is 13 tiles or more and a row's products on a
 * tile per MXU would outlast the row's transfers: the plan's decision, read
 * from the task graph. 420 is 13 tiles and 4 rows; 500 columns (16 tiles,
 * the last 20 wide) take it, 90 (three tiles) are DMA-bound and do not, nor
 * does K of 12 tiles (380). The taken and one untaken case run on data
 * against targets/host and the quantised model. */
static void test_matmul_k_shared_decision(void **state) {
  (void)state;
  struct {
    MmCase c;
    bool shared, run;
  } cs[] = {
      {demoted_case(1, 100, 500, 420, DT_BF16), true, true},
      {demoted_case(1, 70, 90, 420, DT_BF16), false, true},
      {demoted_case(1, 100, 500, 380, DT_BF16), false, false},
  };
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char *mlir = matmul_mlir(&cs[i].c);
    char name[64];
    snprintf(name, sizeof name, "%lldx%lldx%lld fp8x2", (long long)cs[i].c.M, (long long)cs[i].c.N,
             (long long)cs[i].c.K);
    bool has = mm_task_has(name, mlir, cs[i].c.precision, "k_shared_by_mxus");
    if (has != cs[i].shared) fail_msg("%s: k_shared_by_mxus %s", name, has ? "taken" : "not taken");
    free(mlir);
    if (cs[i].run) run_mm(cs[i].c, 61 + i);
  }
}

/* A demoted A over several B panels (block scales, one fp8 term) is
 * demoted once: the first panel stores each row's fp8 tiles and its result
 * scale to a scratch buffer (lhs_workspace), the others load those rows.
 * The plan's decision, read from the task graph: taken at 100x300x40 (five
 * panels, even M: the rows loop), 70x300x40 (odd M) and 64x512x24 (two
 * panels); not with one panel (50x70x5) nor split operands (fp8x2, whose
 * rows are as wide as bf16). The first runs on data against targets/host
 * (70x300x40 and 64x512x24 run in their own tests). */
static void test_mx_linear_workspace(void **state) {
  (void)state;
  struct {
    int64_t M, N, KB;
    const char *prec;
    bool ws;
  } cs[] = {{100, 300, 40, NULL, true}, {70, 300, 40, NULL, true}, {64, 512, 24, NULL, true},
            {50, 70, 5, NULL, false},   {100, 300, 40, "fp8x2", false}};
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char *src = e2e_mx_mlir(cs[i].M, cs[i].N, cs[i].KB), name[64];
    snprintf(name, sizeof name, "mx %lldx%lldx%lld%s", (long long)cs[i].M, (long long)cs[i].N,
             (long long)cs[i].KB, cs[i].prec ? " fp8x2" : "");
    bool has = mm_task_has(name, src, cs[i].prec, "lhs_workspace");
    if (has != cs[i].ws) fail_msg("%s: lhs_workspace %s", name, has ? "taken" : "not taken");
    free(src);
  }
  run_mx(100, 300, 40, NULL, 45);
}

/* A plain bf16 A (one fp8 term) goes to the workspace too where it moves
 * fewer bytes: P panels load 2 Kt KB a row without it, 2 Kt + P' (Kt + 1)
 * with it (P' panels, narrower by the staged row). The plan's decision,
 * read from the task graph: 70x1500x1100 (Kt 35, three panels either way:
 * 210 -> 178 KB a row) takes it, 70x1400x1100 (two panels, three with it:
 * 140 -> 178) does not, nor split operands (fp8x2). The first runs on data
 * against targets/host (odd M: the last row alone). */
static void test_matmul_bf16_workspace(void **state) {
  (void)state;
  /* taken at 200 rows; not at 70 (it would save 2.4% of the bytes, under
   * the 1/32 that pays for the first panel's code), nor with a third panel
   * (N 1400), nor for split operands */
  MmCase one = {.batch = 1, .M = 200, .N = 1500, .K = 1100, .ta = DT_BF16, .tb = DT_BF16, .tc = DT_F32};
  MmCase two = one, split = one, few = one;
  two.N = 1400;
  split.precision = "fp8x2";
  few.M = 70;
  struct {
    MmCase c;
    bool ws;
  } cs[] = {{one, true}, {two, false}, {split, false}, {few, false}};
  for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
    char *mlir = matmul_mlir(&cs[i].c), name[64];
    snprintf(name, sizeof name, "bf16 %lldx%lldx%lld%s", (long long)cs[i].c.M, (long long)cs[i].c.N,
             (long long)cs[i].c.K, cs[i].c.precision ? " fp8x2" : "");
    bool has = mm_task_has(name, mlir, cs[i].c.precision, "lhs_workspace");
    if (has != cs[i].ws) fail_msg("%s: lhs_workspace %s", name, has ? "taken" : "not taken");
    free(mlir);
  }
  run_mm(one, 46);
}

/* The same into [H, M, D]: H is an outer loop, B's head a strided batch
 * ([K, H, D] read as [H][K, D] by the loader's strides). */
static const char ct_multi_n_hmd[] =
    "func.func @main(%x: tensor<24x72xbf16>, %w: tensor<72x4x20xbf16>) -> tensor<4x24x20xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<4x24x20xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x24x20xf32>) -> tensor<4x24x20xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(h, m, d, k) -> (m, k)>, affine_map<(h, m, d, k) -> (k, h, d)>,"
    " affine_map<(h, m, d, k) -> (h, m, d)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n"
    "      ins(%x, %w : tensor<24x72xbf16>, tensor<72x4x20xbf16>) outs(%f : tensor<4x24x20xf32>) {\n"
    "  ^bb0(%a: bf16, %b: bf16, %acc: f32):\n"
    "    %ea = arith.extf %a : bf16 to f32\n"
    "    %eb = arith.extf %b : bf16 to f32\n"
    "    %m = arith.mulf %ea, %eb : f32\n"
    "    %y = arith.addf %acc, %m : f32\n"
    "    linalg.yield %y : f32\n"
    "  } -> tensor<4x24x20xf32>\n"
    "  return %r : tensor<4x24x20xf32>\n"
    "}\n";

/* Depthwise convolutions (im2col on the host, the window's multiply-adds
 * on the npu VPU): CHW generic form, stride 2, a zero tensor.pad in front,
 * 40 channels (two bands), 12x15 positions; NHWC named form, stride 2,
 * accumulating onto an input (channels innermost: a strided view). */
static const char dw_chw_pad_s2[] =
    "func.func @main(%x: tensor<40x23x29xf32>, %w: tensor<40x3x3xf32>) -> tensor<40x12x15xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %p = tensor.pad %x low[0, 1, 1] high[0, 1, 1] {\n"
    "  ^bb0(%i: index, %j: index, %k: index):\n"
    "    tensor.yield %z : f32\n"
    "  } : tensor<40x23x29xf32> to tensor<40x25x31xf32>\n"
    "  %e = tensor.empty() : tensor<40x12x15xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<40x12x15xf32>) -> tensor<40x12x15xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(c, oh, ow, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,"
    " affine_map<(c, oh, ow, kh, kw) -> (c, kh, kw)>, affine_map<(c, oh, ow, kh, kw) -> (c, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\"]}\n"
    "      ins(%p, %w : tensor<40x25x31xf32>, tensor<40x3x3xf32>) outs(%f : tensor<40x12x15xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<40x12x15xf32>\n"
    "  return %r : tensor<40x12x15xf32>\n"
    "}\n";

static const char dw_nhwc_named_s2[] =
    "func.func @main(%x: tensor<1x19x21x36xbf16>, %w: tensor<3x3x36xbf16>, %f: tensor<1x9x10x36xf32>) -> "
    "tensor<1x9x10x36xf32> {\n"
    "  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
    "      ins(%x, %w : tensor<1x19x21x36xbf16>, tensor<3x3x36xbf16>) outs(%f : tensor<1x9x10x36xf32>) -> tensor<1x9x10x36xf32>\n"
    "  return %r : tensor<1x9x10x36xf32>\n"
    "}\n";

/* MobileNetV2's inverted-residual block in IREE's CHW generic form, at a
 * size off every tile: 3x3 s2 conv (MXU), zero pad + 3x3 depthwise (VPU),
 * 1x1 conv over the depthwise result (MXU). */
static const char dw_mobilenet_block[] =
    "func.func @main(%x: tensor<3x27x31xf32>, %w1: tensor<20x3x3x3xf32>, %wd: tensor<20x3x3xf32>, %w2: tensor<24x20xf32>)"
    " -> tensor<24x13x15xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e1 = tensor.empty() : tensor<20x13x15xf32>\n"
    "  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<20x13x15xf32>) -> tensor<20x13x15xf32>\n"
    "  %c1 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,"
    " affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\", \"reduction\"]}\n"
    "      ins(%x, %w1 : tensor<3x27x31xf32>, tensor<20x3x3x3xf32>) outs(%f1 : tensor<20x13x15xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<20x13x15xf32>\n"
    "  %p = tensor.pad %c1 low[0, 1, 1] high[0, 1, 1] {\n"
    "  ^bb0(%i: index, %j: index, %k: index):\n"
    "    tensor.yield %z : f32\n"
    "  } : tensor<20x13x15xf32> to tensor<20x15x17xf32>\n"
    "  %e2 = tensor.empty() : tensor<20x13x15xf32>\n"
    "  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<20x13x15xf32>) -> tensor<20x13x15xf32>\n"
    "  %dw = linalg.generic {indexing_maps = [affine_map<(c, oh, ow, kh, kw) -> (c, oh + kh, ow + kw)>,"
    " affine_map<(c, oh, ow, kh, kw) -> (c, kh, kw)>, affine_map<(c, oh, ow, kh, kw) -> (c, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\"]}\n"
    "      ins(%p, %wd : tensor<20x15x17xf32>, tensor<20x3x3xf32>) outs(%f2 : tensor<20x13x15xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<20x13x15xf32>\n"
    "  %e3 = tensor.empty() : tensor<24x13x15xf32>\n"
    "  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<24x13x15xf32>) -> tensor<24x13x15xf32>\n"
    "  %c2 = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c) -> (c, oh, ow)>, affine_map<(f, oh, ow, c) -> (f, c)>,"
    " affine_map<(f, oh, ow, c) -> (f, oh, ow)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n"
    "      ins(%dw, %w2 : tensor<20x13x15xf32>, tensor<24x20xf32>) outs(%f3 : tensor<24x13x15xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<24x13x15xf32>\n"
    "  return %c2 : tensor<24x13x15xf32>\n"
    "}\n";

/* Constant tensor.pads folded into the convs' gathers (passes/im2col.c):
 * IREE's generic CHW conv, stride 2, a non-zero pad value with asymmetric
 * pads; a named NHWC conv, stride 1, pad value 0.25 and pads on one side. */
static const char ct_pad_chw_s2[] =
    "func.func @main(%x: tensor<5x21x26xf32>, %w: tensor<37x5x3x3xf32>) -> tensor<37x11x13xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n  %v = arith.constant -0.75 : f32\n"
    "  %p = tensor.pad %x low[0, 2, 1] high[0, 1, 2] {\n"
    "  ^bb0(%i: index, %j: index, %k: index):\n    tensor.yield %v : f32\n"
    "  } : tensor<5x21x26xf32> to tensor<5x24x29xf32>\n"
    "  %e = tensor.empty() : tensor<37x11x13xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x11x13xf32>) -> tensor<37x11x13xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,"
    " affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\", \"reduction\"]}\n"
    "      ins(%p, %w : tensor<5x24x29xf32>, tensor<37x5x3x3xf32>) outs(%f : tensor<37x11x13xf32>) {\n"
    CT_MAC_BODY("f32")
    "  } -> tensor<37x11x13xf32>\n"
    "  return %r : tensor<37x11x13xf32>\n"
    "}\n";

static const char ct_pad_nhwc_s1[] =
    "func.func @main(%x: tensor<1x10x13x6xf32>, %w: tensor<3x2x6x23xf32>) -> tensor<1x9x14x23xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n  %v = arith.constant 0.25 : f32\n"
    "  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 0, 2, 0] {\n"
    "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : f32\n"
    "  } : tensor<1x10x13x6xf32> to tensor<1x11x15x6xf32>\n"
    "  %e = tensor.empty() : tensor<1x9x14x23xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x9x14x23xf32>) -> tensor<1x9x14x23xf32>\n"
    "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
    "      ins(%p, %w : tensor<1x11x15x6xf32>, tensor<3x2x6x23xf32>) outs(%f : tensor<1x9x14x23xf32>) -> tensor<1x9x14x23xf32>\n"
    "  return %r : tensor<1x9x14x23xf32>\n"
    "}\n";

/* No pad op and no padded tensor left; the gather's task says what it folded. */
static void ct_pad_folded(const char *name, const char *src, double value) {
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, name, src, NULL, NULL);
  int gathers = 0;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    if (op->kind == OP_PAD) fail_msg("%s: a tensor.pad is left (op %d)", name, i);
    if (strcmp(op->name, "npucc.im2col")) continue;
    const Prop *pf = prop_find(g->tasks[op->task].props, "pad_folded");
    if (!pf || prop_find(pf->obj, "value")->f != value) fail_msg("%s: the gather's pad_folded detail", name);
    assert_int_equal(g->tensors[op->in[0]].role, ROLE_INPUT);
    gathers++;
  }
  assert_int_equal(gathers, 1);
  npu_compiled_free(&nc);
}

static void test_conv_pad_folded_chw_s2_nhwc_s1(void **state) {
  (void)state;
  ct_pad_folded("pad fold chw s2", ct_pad_chw_s2, -0.75);
  run_ct("pad fold chw s2 5x21x26 -> 37x11x13", ct_pad_chw_s2, NULL, 41);
  ct_pad_folded("pad fold nhwc s1", ct_pad_nhwc_s1, 0.25);
  run_ct("pad fold nhwc s1 10x13x6 -> 9x14x23", ct_pad_nhwc_s1, NULL, 42);
}

static void test_depthwise_chw_pad_s2_40x12x15(void **state) {
  (void)state;
  run_ct("depthwise chw pad s2 40x23x29", dw_chw_pad_s2, NULL, 38);
}
static void test_depthwise_nhwc_named_s2(void **state) {
  (void)state;
  run_ct("depthwise nhwc named s2 19x21x36 bf16 +acc", dw_nhwc_named_s2, NULL, 39);
}
static void test_mobilenet_block_13x15(void **state) {
  (void)state;
  run_ct("mobilenetv2 block 3x27x31 -> 24x13x15", dw_mobilenet_block, NULL, 40);
}

static void test_multi_n_hmd_4x24x20x72(void **state) {
  (void)state;
  run_ct("multi-N [M,K].[K,H,D] -> [H,M,D]", ct_multi_n_hmd, NULL, 37);
}

static void test_conv1x1_two_m_7x9x40x33(void **state) {
  (void)state;
  run_ct("conv1x1 hwc 7x9x40 -> 33", ct_conv1x1_hwc, NULL, 31);
}
static void test_chw_convs_3x3s2_1x1(void **state) {
  (void)state;
  run_ct("chw conv 3x3 s2 + 1x1", ct_chw_convs, NULL, 32);
  run_ct("chw conv 3x3 s2 + 1x1", ct_chw_convs, "fp8x2", 33);
}
static void test_patch_embed_16x16_s16_48x80(void **state) {
  (void)state;
  run_ct("patch 16x16 s16 3x48x80 -> 40", ct_patch_small, NULL, 34);
}
static void test_patch_embed_vit_b16_224x224(void **state) {
  (void)state;
  run_ct("patch vit-b/16 3x224x224 -> 768", ct_patch_vit_b16, "fp8x2", 35);
}
static void test_multi_n_mhd_24x72x4x20(void **state) {
  (void)state;
  run_ct("multi-N [M,K].[K,H,D] -> [M,H,D]", ct_multi_n_mhd, NULL, 36);
}

/* ---------------------------------------------------------------- MLP */

/* y = (SiLU(x.W1 + b1)).W2 + b2 + x, bf16 everywhere, matmuls to f32, the
 * shape of SmolVLA's expert MLP at a smaller width: weights are constants
 * (quantised to fp8 at compile time, at the scale the task graph records),
 * x is the run-time activation. */
typedef struct MlpCase {
  int64_t M, D, H;
  float *w1, *b1, *w2, *b2; /* bf16-exact values */
} MlpCase;

static void hex_bf16(StrBuf *b, const float *v, int64_t n) {
  sb_puts(b, "dense<\"0x");
  for (int64_t i = 0; i < n; i++) {
    uint16_t h = num_bf16_from_f32(v[i]);
    sb_printf(b, "%02X%02X", h & 0xFF, h >> 8);
  }
  sb_puts(b, "\">");
}

static char *mlp_mlir(const MlpCase *c) {
  Mod m;
  mod_init(&m);
  char tx[64], th[64], tw1[64], tw2[64], thf[64], tyf[64];
  long long M = c->M, D = c->D, H = c->H;
  snprintf(tx, sizeof tx, "tensor<%lldx%lldxbf16>", M, D);
  snprintf(th, sizeof th, "tensor<%lldx%lldxbf16>", M, H);
  snprintf(thf, sizeof thf, "tensor<%lldx%lldxf32>", M, H);
  snprintf(tyf, sizeof tyf, "tensor<%lldx%lldxf32>", M, D);
  snprintf(tw1, sizeof tw1, "tensor<%lldx%lldxbf16>", D, H);
  snprintf(tw2, sizeof tw2, "tensor<%lldx%lldxbf16>", H, D);
  mod_input(&m, "x", tx);
  StrBuf k;
  sb_init(&k);
  hex_bf16(&k, c->w1, D * H);
  mod_line(&m, "%%w1 = arith.constant %s : %s", sb_cstr(&k), tw1);
  k.len = 0;
  hex_bf16(&k, c->b1, H);
  mod_line(&m, "%%b1 = arith.constant %s : tensor<%lldxbf16>", sb_cstr(&k), H);
  k.len = 0;
  hex_bf16(&k, c->w2, H * D);
  mod_line(&m, "%%w2 = arith.constant %s : %s", sb_cstr(&k), tw2);
  k.len = 0;
  hex_bf16(&k, c->b2, D);
  mod_line(&m, "%%b2 = arith.constant %s : tensor<%lldxbf16>", sb_cstr(&k), D);
  sb_free(&k);
  mod_line(&m, "%%zero = arith.constant 0.000000e+00 : f32");
  mod_line(&m, "%%e1 = tensor.empty() : %s", thf);
  mod_line(&m, "%%f1 = linalg.fill ins(%%zero : f32) outs(%%e1 : %s) -> %s", thf, thf);
  mod_line(&m, "%%m1 = linalg.matmul ins(%%in0, %%w1 : %s, %s) outs(%%f1 : %s) -> %s", tx, tw1, thf, thf);
  mod_line(&m, "%%e2 = tensor.empty() : %s", th);
  mod_line(&m,
           "%%h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
           "affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = "
           "[\"parallel\", \"parallel\"]} ins(%%m1, %%b1 : %s, tensor<%lldxbf16>) outs(%%e2 : %s) {\n"
           "    ^bb0(%%a: f32, %%b: bf16, %%o: bf16):\n"
           "      %%bb = arith.extf %%b : bf16 to f32\n"
           "      %%s = arith.addf %%a, %%bb : f32\n"
           "      %%n = arith.negf %%s : f32\n"
           "      %%x = math.exp %%n : f32\n"
           "      %%one = arith.constant 1.000000e+00 : f32\n"
           "      %%d = arith.addf %%x, %%one : f32\n"
           "      %%y = arith.divf %%s, %%d : f32\n"
           "      %%t = arith.truncf %%y : f32 to bf16\n"
           "      linalg.yield %%t : bf16\n"
           "    } -> %s",
           thf, H, th, th);
  mod_line(&m, "%%e3 = tensor.empty() : %s", tyf);
  mod_line(&m, "%%f3 = linalg.fill ins(%%zero : f32) outs(%%e3 : %s) -> %s", tyf, tyf);
  mod_line(&m, "%%m2 = linalg.matmul ins(%%h, %%w2 : %s, %s) outs(%%f3 : %s) -> %s", th, tw2, tyf, tyf);
  mod_line(&m, "%%e4 = tensor.empty() : %s", tx);
  mod_line(&m,
           "%%y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
           "affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> "
           "(d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%%m2, %%b2, %%in0 : %s, "
           "tensor<%lldxbf16>, %s) outs(%%e4 : %s) {\n"
           "    ^bb0(%%a: f32, %%b: bf16, %%r: bf16, %%o: bf16):\n"
           "      %%bb = arith.extf %%b : bf16 to f32\n"
           "      %%rr = arith.extf %%r : bf16 to f32\n"
           "      %%s = arith.addf %%a, %%bb : f32\n"
           "      %%t = arith.addf %%s, %%rr : f32\n"
           "      %%u = arith.truncf %%t : f32 to bf16\n"
           "      linalg.yield %%u : bf16\n"
           "    } -> %s",
           tyf, D, tx, tx, tx);
  return mod_finish(&m, "%y", tx);
}


static void mlp_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  (void)index;
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(t->dtype, (uint8_t *)data + 2 * i, e2e_uniform(rng, -2, 2));
}

/* The MLP is checked layer by layer against the reference: the hidden
 * layer (what the npu wrote) against the host's hidden layer, and the
 * output against the host's output, the bound of the second layer taken
 * on the hidden values the npu fed it plus the exactly computed effect of
 * their difference from the host's, sum_k (h'_k - h_k) W2[k][j] (so a
 * wrong hidden layer cannot hide behind a consistent second one). */
static int mlp_hidden_tensor(const E2eView *v) {
  return (int)e2e_detail(e2e_task(v, "matmul", 1), "buffer_a");
}

static int mlp_intermediates(const E2eView *v, int *out, int max, void *ctx) {
  (void)ctx;
  (void)max;
  out[0] = mlp_hidden_tensor(v);
  return out[0] >= 0 ? 1 : 0;
}

/* |silu'| <= 1.0999 everywhere (its maximum, at v = 2.40). */
#define SILU_SLOPE 1.1

/* model NULL: the bound on |npu - host|. Else the additional check: *model
 * gets the value with the quantisation taken as done (dot_model), and the
 * result is its tolerance (the same terms without the quantisation's). */
static double mlp_eval(const E2eView *v, int t, int64_t e, MlpCase *c, double *model) {
  int64_t D = c->D, H = c->H, i, j;
  int64_t tile;
  OpFmt fa, fb;
  const HostValue *x = &v->ref[v->g->funcs[0].inputs[0]];
  int ht = mlp_hidden_tensor(v);
  Bound B = {0};
  double *a = malloc(sizeof *a * (size_t)(2 * (D > H ? D : H)));
  double r;
  if (t == ht) {
    /* h = bf16(silu(x.W1 + b1)): the npu rounds the sum with the bias to
     * bf16 (u|v|); silu on the VPU is exp, add, vrecip, vmul - four bf16
     * roundings, each a relative error of the result (exp's through
     * 1/(1 + e^-v) is damped by e^-v / (1 + e^-v) < 1); an input error dv
     * moves silu by at most SILU_SLOPE dv. The host rounds once to bf16. */
    i = e / H, j = e % H;
    mm_formats(v, e2e_task(v, "matmul", 0), &fa, &fb, &tile);
    for (int64_t k = 0; k < D; k++) {
      a[k] = e2e_at(x, i * D + k);
      a[D + k] = c->w1[k * H + j];
    }
    double m = model ? dot_model(&B, a, a + D, D, &fa, &fb, tile) : dot_bound(&B, a, a + D, D, &fa, &fb, tile);
    double vv = m + c->b1[j], bmm = b_value(&B);
    double dv = bmm + U_BF16 * (fabs(vv) + bmm);
    double h = vv / (1 + exp(-vv));
    r = SILU_SLOPE * dv + 4 * U_BF16 * (fabs(h) + SILU_SLOPE * dv) + U_BF16 * fabs(h) +
        8 * U_F32 * (fabs(vv) + fabs(h));
    if (model) *model = h;
  } else {
    /* y = bf16(h.W2 + b2 + x): the second matmul on the npu's hidden
     * values, two bf16 additions on the VPU, the host's bf16 rounding */
    i = e / D, j = e % D;
    mm_formats(v, e2e_task(v, "matmul", 1), &fa, &fb, &tile);
    const HostValue *hd = &v->dev[ht], *hr = &v->ref[ht];
    double shift = 0;
    for (int64_t k = 0; k < H; k++) {
      a[k] = e2e_at(hd, i * H + k);
      a[H + k] = c->w2[k * D + j];
      shift += (a[k] - e2e_at(hr, i * H + k)) * a[H + k];
    }
    if (model) shift = 0; /* the model starts from the npu's hidden values */
    double m = model ? dot_model(&B, a, a + H, H, &fa, &fb, tile) : dot_bound(&B, a, a + H, H, &fa, &fb, tile);
    double bmm = b_value(&B), xv = e2e_at(x, e);
    double mag = fabs(m) + bmm + fabs(c->b2[j]) + fabs(xv);
    r = fabs(shift) * (1 + 1e-6) + bmm + 2 * U_BF16 * mag + U_BF16 * fabs(m + c->b2[j] + xv) +
        4 * U_F32 * mag;
    if (model) *model = m + c->b2[j] + xv;
  }
  free(a);
  return r;
}

static double mlp_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  return mlp_eval(v, t, e, ctx, NULL);
}

static double mlp_model(const E2eView *v, int t, int64_t e, double *tol, void *ctx) {
  double m;
  *tol = mlp_eval(v, t, e, ctx, &m);
  return m;
}

static void mlp_run(const char *name, int64_t M, int64_t D, int64_t H, uint64_t seed) {
  MlpCase c = {.M = M, .D = D, .H = H};
  uint64_t rng = seed - 1;
  float **arrs[4] = {&c.w1, &c.b1, &c.w2, &c.b2};
  int64_t sizes[4] = {c.D * c.H, c.H, c.H * c.D, c.D};
  double scale[4] = {1.0 / sqrt((double)c.D), 0.5, 1.0 / sqrt((double)c.H), 0.5};
  for (int a = 0; a < 4; a++) {
    *arrs[a] = malloc(sizeof(float) * (size_t)sizes[a]);
    for (int64_t i = 0; i < sizes[a]; i++)
      (*arrs[a])[i] = num_round_bf16((float)(scale[a] * e2e_uniform(&rng, -1.7, 1.7)));
  }
  char *mlir = mlp_mlir(&c);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed,
                .input = mlp_input, .bound = mlp_bound, .model = mlp_model,
                .intermediates = mlp_intermediates, .ctx = &c};
  E2eStats st;
  run_case(&ec, &st, "quantised model");
  for (int a = 0; a < 4; a++) free(*arrs[a]);
  free(mlir);
  assert_int_equal(st.npu_tasks, 2);
  assert_int_equal(st.host_tasks, 0);
  assert_int_equal(st.inter_checked, c.M * c.H);
}
static void test_mlp_bias_silu(void **state) {
  (void)state;
  mlp_run("mlp 50x200x300 bf16 bias+SiLU", 50, 200, 300, 12);
}
/* Both matmuls wide enough (11 and 10 output tiles) that a row's groups of
 * three tiles run as a loop: the epilogue reads the bias row vector, and in
 * the second the streamed residual x, through one pointer the loop bumps. */
static void test_mlp_bias_silu_group_loop(void **state) {
  (void)state;
  mlp_run("mlp 70x330x300 bf16 bias+SiLU, residual (group loops)", 70, 330, 300, 31);
}

/* ------------------------------------------------------------ softmax */

/* Per reduced line of a softmax: its max, sum of exps, and the sum of the
 * squared per-key terms of the bound below (computed once per line). */
typedef struct SmLines {
  int64_t n;
  double *mx, *l, *s2;
} SmLines;

static void sm_lines_free(SmLines *s) {
  free(s->mx);
  free(s->l);
  free(s->s2);
  memset(s, 0, sizeof *s);
}

/* The relative error of exp(x_k) on the npu (below), x_k the input; u_load
 * the loader's rounding of x (0 when x already is what it loaded). */
static double sm_key_err(double xk, double mx, double u_load) {
  return u_load * fabs(xk) + U_BF16 * fabs(xk - mx) + U_BF16 + U_F32;
}

/* Softmax of x (f32) along `dim` of a 2-D tensor t, element e, against
 * the host's f32 softmax. On the npu (task details "precision"): the loader
 * rounds x to bf16 (u|x|); d = bf16(x - max) (u|d|); bf16(exp(d)) (u);
 * the exps summed pairwise over 32-wide tiles in bf16, then one fp32
 * reduction rounded once: a relative error of the sum of at most
 * (ceil(log2 tiles) + 1) u, tiles read from the task's padded view; vrecip
 * and vmul (u each). To first order a relative error r_k of exp(x_k)
 * moves log p_i by r_i - sum_k p_k r_k: per key an independent term,
 * (1 - p_i) r_i for k = i, p_k r_k otherwise. The host: n + 3 f32 roundings.
 * x: the input values (the reference's, or those the npu read); loaded:
 * take x as the loader's bf16 rounding of it (RNE, exactly as the loader
 * does), so that term is not in the bound. S caches per line of x its max,
 * sum of exps and squared key terms. */
static double sm_x(const HostValue *x, int64_t i, bool loaded) {
  double v = e2e_at(x, i);
  return loaded ? num_round_bf16((float)v) : v;
}

static double softmax_bound_on(const E2eView *v, const HostValue *x, bool loaded, json_t *task, SmLines *S,
                               int t, int dim, int64_t e) {
  const Tensor *tt = &v->g->tensors[t];
  int64_t R = tt->dims[0], C = tt->dims[1], n = dim == 1 ? C : R, lines = dim == 1 ? R : C;
  double ul = loaded ? 0 : U_BF16;
#define SM_AT(line, k) sm_x(x, dim == 1 ? (line) * C + (k) : (k) * C + (line), loaded)
  if (!S->mx) {
    S->mx = malloc(sizeof *S->mx * (size_t)lines);
    S->l = malloc(sizeof *S->l * (size_t)lines);
    S->s2 = malloc(sizeof *S->s2 * (size_t)lines);
    for (int64_t q = 0; q < lines; q++) {
      double mx = -INFINITY, l = 0, s2 = 0;
      for (int64_t k = 0; k < n; k++) mx = fmax(mx, SM_AT(q, k));
      for (int64_t k = 0; k < n; k++) l += exp(SM_AT(q, k) - mx);
      for (int64_t k = 0; k < n; k++) {
        double pk = exp(SM_AT(q, k) - mx) / l, r = pk * sm_key_err(SM_AT(q, k), mx, ul);
        s2 += r * r;
      }
      S->mx[q] = mx, S->l[q] = l, S->s2[q] = s2;
    }
  }
  int64_t line = dim == 1 ? e / C : e % C;
#undef SM_AT
  json_t *padded = json_object_get(json_object_get(task, "details"), "padded");
  double tiles = (double)json_integer_value(json_array_get(padded, (size_t)(dim == 1 ? 2 : 1))) / 32;
  double xi = sm_x(x, e, loaded), p = exp(xi - S->mx[line]) / S->l[line], r = sm_key_err(xi, S->mx[line], ul);
  Bound B = {.var = fmax(0, S->s2[line] - p * r * p * r) + (1 - p) * r * (1 - p) * r};
  b_sure(&B, (ceil(log2(tiles)) + 1) * U_BF16 + 2 * U_BF16 + (double)(n + 3) * U_F32);
  return (tiles >= 1 ? b_value(&B) : NAN) * p * (1 + 4 * U_BF16) + 1e-30;
}

/* The bound over the reference's input (the softmax reads what the host gave). */
static double softmax_bound(const E2eView *v, json_t *task, SmLines *S, int t, int dim, int64_t e) {
  return softmax_bound_on(v, &v->ref[v->g->ops[v->g->tensors[t].producer].in[0]], false, task, S, t, dim, e);
}

typedef struct SmCase {
  int64_t R, C;
  int dim;
  SmLines lines;
  int64_t code_lines; /* the softmax task's lines of code (task graph), read at the first bound */
} SmCase;

static char *softmax_mlir(const SmCase *c) {
  Mod m;
  mod_init(&m);
  char t[64];
  snprintf(t, sizeof t, "tensor<%lldx%lldxf32>", (long long)c->R, (long long)c->C);
  mod_input(&m, "x", t);
  mod_line(&m, "%%e = tensor.empty() : %s", t);
  mod_line(&m, "%%res = linalg.softmax dimension(%d) ins(%%in0 : %s) outs(%%e : %s) -> %s", c->dim, t, t, t);
  return mod_finish(&m, "%res", t);
}


static void sm_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  (void)index;
  for (int64_t i = 0; i < tensor_numel(t); i++) e2e_store(t->dtype, (uint8_t *)data + 4 * i, e2e_uniform(rng, -4, 4));
}

static double sm_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  SmCase *c = ctx;
  if (!c->code_lines) {
    json_t *code = json_object_get(e2e_task(v, "softmax", 0), "code");
    c->code_lines = json_integer_value(json_object_get(code, "last_line")) -
                    json_integer_value(json_object_get(code, "first_line")) + 1;
  }
  return softmax_bound(v, e2e_task(v, "softmax", 0), &c->lines, t, c->dim, e);
}

/* The softmax on data within the bound, one npu task; its lines of code. */
static int64_t run_sm(SmCase c, uint64_t seed) {
  char name[96];
  snprintf(name, sizeof name, "softmax %lldx%lld f32 dim %d", (long long)c.R, (long long)c.C, c.dim);
  char *mlir = softmax_mlir(&c);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = sm_input, .bound = sm_bound, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st, NULL);
  free(mlir);
  sm_lines_free(&c.lines);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 1);
  return c.code_lines;
}

static void test_softmax_64x1000_dim1(void **state) {
  (void)state;
  run_sm((SmCase){.R = 64, .C = 1000, .dim = 1}, 21);
}
static void test_softmax_64x1000_dim0(void **state) {
  (void)state;
  run_sm((SmCase){.R = 64, .C = 1000, .dim = 0}, 22);
}
/* too large for VMEM at once: the buffers hold column-major tiles and the
 * kernel streams one 32-column strip per chunk */
static void test_softmax_600x500_dim0_strips(void **state) {
  (void)state;
  run_sm((SmCase){.R = 600, .C = 500, .dim = 0}, 24);
}
static void test_softmax_50x70_dim0(void **state) {
  (void)state;
  run_sm((SmCase){.R = 50, .C = 70, .dim = 0}, 23);
}
/* A column softmax's groups (a column of tiles each, held in registers) are
 * a counted loop of two groups a trip (kern_softmax.c sm_groups_loop), so
 * its code does not grow with the columns: 40x300 and 40x1000 (10 and 32
 * groups) as many lines (unrolled: 435 and 1316), 40x330 (11: one after
 * the trips) too, all on data within the bound. */
static void test_softmax_dim0_code_constant(void **state) {
  (void)state;
  int64_t narrow = run_sm((SmCase){.R = 40, .C = 300, .dim = 0}, 25);
  int64_t wide = run_sm((SmCase){.R = 40, .C = 1000, .dim = 0}, 26);
  int64_t odd = run_sm((SmCase){.R = 40, .C = 330, .dim = 0}, 27);
  assert_true(narrow > 50);
  assert_int_equal(wide, narrow);
  assert_true(odd > narrow && odd < narrow + 80);
}

/* ---------------------------------------------------------- attention */

typedef struct AtRow {
  double *q, *k, *vv, *s, *p, *G, *K2, *rho, *o, *bnd;
} AtRow;

typedef struct AtCase {
  int64_t B, M, N, D, Dv; /* Dv 0: D */
  DType t;
  DType ot;             /* the result's type when ot_given, else t; an fp8 case's scale is f32 */
  bool ot_given;
  bool mask;
  bool chain;           /* batch_matmul -> scale + bf16 mask -> softmax -> batch_matmul */
  bool heads;           /* Q, K, V given as [seq, B*D] and permuted to heads in the module,
                         * the result permuted back to [M, B*Dv]; a mask is bf16 [M, N]
                         * broadcast to every head (the bench transformer's forms) */
  double scale;
  double want_q_scale;  /* nonzero: the scale the task graph must say Q is packed at (folded) */
  /* the task graph must say the next head's K and V stream in a piece per
   * Q block (kv_prefetch_piece_bytes): the case is there for it */
  bool want_prefetch;
  int64_t row;          /* (b, i) whose bit-level model values are cached */
  double *ctr, *tol;    /* Dv each */
  int64_t brow;         /* (b, i) whose bounds are cached */
  AtRow ar;
} AtCase;

/* Element (b, r, col) of a [B, rows, width] operand in its input: with
 * heads the input is the flat [rows, B width] tensor before the permute. */
static int64_t at_ix(const AtCase *c, int64_t b, int64_t r, int64_t col, int64_t rows, int64_t width) {
  return c->heads ? (r * c->B + b) * width + col : (b * rows + r) * width + col;
}

/* The (head, row) of output element e, as b M + i. */
static int64_t at_out_row(const AtCase *c, int64_t e) {
  int64_t Dv = c->Dv ? c->Dv : c->D;
  if (!c->heads) return e / Dv;
  int64_t i = e / (c->B * Dv), b = e / Dv % c->B;
  return b * c->M + i;
}

/* x [rows, B w] -> [B, rows, w] (kt: [B, w, rows]) by a reshape and a
 * permuting generic: the value's name in *out. */
static void heads_in(Mod *m, const char *x, const char *out, int64_t rows, int64_t B, int64_t w, bool kt,
                     const char *t) {
  long long R = rows, Bh = B, W = w;
  mod_line(m, "%%%s_e = tensor.expand_shape %s [[0], [1, 2]] output_shape [%lld, %lld, %lld] : "
              "tensor<%lldx%lldx%s> into tensor<%lldx%lldx%lldx%s>",
           out, x, R, Bh, W, R, Bh * W, t, R, Bh, W, t);
  char to[96];
  if (kt) snprintf(to, sizeof to, "tensor<%lldx%lldx%lldx%s>", Bh, W, R, t);
  else snprintf(to, sizeof to, "tensor<%lldx%lldx%lldx%s>", Bh, R, W, t);
  mod_line(m, "%%%s_o = tensor.empty() : %s", out, to);
  mod_line(m,
           "%%%s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (%s)>, affine_map<(d0, d1, "
           "d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
           "ins(%%%s_e : tensor<%lldx%lldx%lldx%s>) outs(%%%s_o : %s) {\n"
           "    ^bb0(%%a: %s, %%o: %s):\n      linalg.yield %%a : %s\n    } -> %s",
           out, kt ? "d2, d0, d1" : "d1, d0, d2", out, R, Bh, W, t, out, to, t, t, t, to);
}

/* o [B, M, Dv] (type t) -> [M, B Dv] bf16 (a truncf when t is f32): %res. */
static void heads_out(Mod *m, const char *o, int64_t B, int64_t M, int64_t Dv, const char *t, const char *rt) {
  long long Bh = B, Mm = M, W = Dv;
  mod_line(m, "%%ho = tensor.empty() : tensor<%lldx%lldx%lldx%s>", Mm, Bh, W, rt);
  mod_line(m,
           "%%hp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, "
           "d1, d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
           "ins(%s : tensor<%lldx%lldx%lldx%s>) outs(%%ho : tensor<%lldx%lldx%lldx%s>) {\n"
           "    ^bb0(%%a: %s, %%o: %s):\n%s      linalg.yield %s : %s\n    } -> tensor<%lldx%lldx%lldx%s>",
           o, Bh, Mm, W, t, Mm, Bh, W, rt, t, rt,
           strcmp(t, rt) ? "      %tr = arith.truncf %a : f32 to bf16\n" : "", strcmp(t, rt) ? "%tr" : "%a", rt,
           Mm, Bh, W, rt);
  mod_line(m, "%%res = tensor.collapse_shape %%hp [[0], [1, 2]] : tensor<%lldx%lldx%lldx%s> into "
              "tensor<%lldx%lldx%s>",
           Mm, Bh, W, rt, Mm, Bh * W, rt);
}

static DType at_ot(const AtCase *c) { return c->ot_given ? c->ot : c->t; }

static char *attention_mlir(const AtCase *c) {
  Mod m;
  mod_init(&m);
  char tq[64], tk[64], tm[64], to[64];
  long long B = c->B, M = c->M, N = c->N, D = c->D;
  const char *st = c->t == DT_F8E4M3FN ? "f32" : ty(c->t);
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%lldx%s>", B, M, D, ty(c->t));
  snprintf(to, sizeof to, "tensor<%lldx%lldx%lldx%s>", B, M, D, ty(at_ot(c)));
  snprintf(tk, sizeof tk, "tensor<%lldx%lldx%lldx%s>", B, N, D, ty(c->t));
  snprintf(tm, sizeof tm, "tensor<%lldx%lldx%lldxi1>", B, M, N);
  mod_input(&m, "q", tq);
  mod_input(&m, "k", tk);
  mod_input(&m, "v", tk);
  if (c->mask) mod_input(&m, "mask", tm);
  mod_line(&m, "%%sc = arith.constant %.9e : %s", c->scale, st);
  mod_line(&m, "%%e = tensor.empty() : %s", to);
  const char *d5 = "affine_map<(d0, d1, d2, d3, d4) ->";
  mod_line(&m,
           "%%res = \"iree_linalg_ext.attention\"(%%in0, %%in1, %%in2, %%sc%s, %%e) <{indexing_maps = "
           "[%s (d0, d1, d2)>, %s (d0, d3, d2)>, %s (d0, d3, d4)>, %s ()>%s%s%s, %s (d0, d1, d4)>]}> ({\n"
           "    ^bb0(%%s: f32):\n      \"iree_linalg_ext.yield\"(%%s) : (f32) -> ()\n"
           "    }) : (%s, %s, %s, %s%s%s, %s) -> %s",
           c->mask ? ", %in3" : "", d5, d5, d5, d5, c->mask ? ", " : "", c->mask ? d5 : "",
           c->mask ? " (d0, d1, d3)>" : "", d5, tq, tk, tk, st, c->mask ? ", " : "",
           c->mask ? tm : "", to, to);
  return mod_finish(&m, "%res", to);
}

/* The decomposed chain on q [B, M, D], k (K^T) [B, D, N], v [B, N, Dv]
 * (names and types given) with the mask %in3: Q.K^T, an elementwise scale
 * and additive bf16 mask (one for all heads), softmax, P.V into `res`. */
static void chain_ops(Mod *m, const AtCase *c, const char *q, const char *tq, const char *k, const char *tk,
                      const char *v, const char *tv, const char *res) {
  char tm[64], ts[64], tsf[64], to[64];
  long long B = c->B, M = c->M, N = c->N, Dv = c->Dv ? c->Dv : c->D;
  snprintf(tm, sizeof tm, "tensor<%lldx%lldxbf16>", M, N);
  snprintf(ts, sizeof ts, "tensor<%lldx%lldx%lldxbf16>", B, M, N);
  snprintf(tsf, sizeof tsf, "tensor<%lldx%lldx%lldxf32>", B, M, N);
  snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxf32>", B, M, Dv);
  mod_line(m, "%%zero = arith.constant 0.000000e+00 : f32");
  mod_line(m, "%%e0 = tensor.empty() : %s", tsf);
  mod_line(m, "%%f0 = linalg.fill ins(%%zero : f32) outs(%%e0 : %s) -> %s", tsf, tsf);
  mod_line(m, "%%qk = linalg.batch_matmul ins(%s, %s : %s, %s) outs(%%f0 : %s) -> %s", q, k, tq, tk, tsf, tsf);
  mod_line(m, "%%e1 = tensor.empty() : %s", ts);
  mod_line(m,
           "%%s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "
           "affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], "
           "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} ins(%%qk, %%in3 : %s, %s) "
           "outs(%%e1 : %s) {\n"
           "    ^bb0(%%a: f32, %%mk: bf16, %%o: bf16):\n"
           "      %%c = arith.constant %.9e : f32\n"
           "      %%x = arith.mulf %%a, %%c : f32\n"
           "      %%me = arith.extf %%mk : bf16 to f32\n"
           "      %%y = arith.addf %%x, %%me : f32\n"
           "      %%t = arith.truncf %%y : f32 to bf16\n"
           "      linalg.yield %%t : bf16\n"
           "    } -> %s",
           tsf, tm, ts, c->scale, ts);
  mod_line(m, "%%e2 = tensor.empty() : %s", ts);
  mod_line(m, "%%p = linalg.softmax dimension(2) ins(%%s : %s) outs(%%e2 : %s) -> %s", ts, ts, ts);
  mod_line(m, "%%e3 = tensor.empty() : %s", to);
  mod_line(m, "%%f3 = linalg.fill ins(%%zero : f32) outs(%%e3 : %s) -> %s", to, to);
  mod_line(m, "%s = linalg.batch_matmul ins(%%p, %s : %s, %s) outs(%%f3 : %s) -> %s", res, v, ts, tv, to, to);
}

/* SmolVLA's decomposed form: Q.K^T with K given transposed, an elementwise
 * scale and additive bf16 mask (one for all heads), softmax, P.V. */
static char *chain_mlir(const AtCase *c) {
  Mod m;
  mod_init(&m);
  char tq[64], tkt[64], tv[64], tm[64], to[64];
  long long B = c->B, M = c->M, N = c->N, D = c->D, Dv = c->Dv ? c->Dv : c->D;
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%lldxbf16>", B, M, D);
  snprintf(tkt, sizeof tkt, "tensor<%lldx%lldx%lldxbf16>", B, D, N);
  snprintf(tv, sizeof tv, "tensor<%lldx%lldx%lldxbf16>", B, N, Dv);
  snprintf(tm, sizeof tm, "tensor<%lldx%lldxbf16>", M, N);
  snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxf32>", B, M, Dv);
  mod_input(&m, "q", tq);
  mod_input(&m, "kt", tkt);
  mod_input(&m, "v", tv);
  mod_input(&m, "mask", tm);
  chain_ops(&m, c, "%in0", tq, "%in1", tkt, "%in2", tv, "%res");
  return mod_finish(&m, "%res", to);
}

/* The bench transformer's attention: Q, K, V from [seq, B*D] by head
 * permutes, the fused op (with a bf16 [M, N] mask broadcast to the heads)
 * or the decomposed chain (K permuted to [B, D, N] for the batch matmul),
 * the result permuted back to [M, B*Dv]. */
static char *heads_mlir(const AtCase *c) {
  Mod m;
  mod_init(&m);
  long long B = c->B, M = c->M, N = c->N, D = c->D, Dv = c->Dv ? c->Dv : c->D;
  const char *t = c->chain ? "bf16" : ty(c->t);
  char tq[64], tk[64], tv[64], tm[64], to[64], ts[64];
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%s>", M, B * D, t);
  snprintf(tk, sizeof tk, "tensor<%lldx%lldx%s>", N, B * D, t);
  snprintf(tv, sizeof tv, "tensor<%lldx%lldx%s>", N, B * Dv, t);
  snprintf(tm, sizeof tm, "tensor<%lldx%lldxbf16>", M, N);
  snprintf(to, sizeof to, "tensor<%lldx%lldx%s>", M, B * Dv, c->chain ? "bf16" : t);
  snprintf(ts, sizeof ts, "tensor<%lldx%lldx%lldxbf16>", B, M, N);
  mod_input(&m, "q", tq);
  mod_input(&m, "k", tk);
  mod_input(&m, "v", tv);
  if (c->mask) mod_input(&m, "mask", tm);
  heads_in(&m, "%in0", "q", M, B, D, false, t);
  heads_in(&m, "%in1", "k", N, B, D, c->chain, t);
  heads_in(&m, "%in2", "v", N, B, Dv, false, t);
  if (!c->chain) {
    const char *d5 = "affine_map<(d0, d1, d2, d3, d4) ->";
    char tb[64];
    snprintf(tb, sizeof tb, "tensor<%lldx%lldx%lldx%s>", B, M, Dv, t);
    mod_line(&m, "%%sc = arith.constant %.9e : %s", c->scale, t);
    if (c->mask) {
      mod_line(&m, "%%me = tensor.empty() : %s", ts);
      mod_line(&m,
               "%%mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, "
               "d1, d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
               "ins(%%in3 : %s) outs(%%me : %s) {\n    ^bb0(%%a: bf16, %%o: bf16):\n      linalg.yield %%a : "
               "bf16\n    } -> %s",
               tm, ts, ts);
    }
    mod_line(&m, "%%e = tensor.empty() : %s", tb);
    mod_line(&m,
             "%%at = \"iree_linalg_ext.attention\"(%%q, %%k, %%v, %%sc%s, %%e) <{indexing_maps = "
             "[%s (d0, d1, d2)>, %s (d0, d3, d2)>, %s (d0, d3, d4)>, %s ()>%s%s%s, %s (d0, d1, d4)>]}> ({\n"
             "    ^bb0(%%s: f32):\n      \"iree_linalg_ext.yield\"(%%s) : (f32) -> ()\n"
             "    }) : (tensor<%lldx%lldx%lldx%s>, tensor<%lldx%lldx%lldx%s>, tensor<%lldx%lldx%lldx%s>, %s%s%s, "
             "%s) -> %s",
             c->mask ? ", %mb" : "", d5, d5, d5, d5, c->mask ? ", " : "", c->mask ? d5 : "",
             c->mask ? " (d0, d1, d3)>" : "", d5, B, M, D, t, B, N, D, t, B, N, Dv, t, t, c->mask ? ", " : "",
             c->mask ? ts : "", tb, tb);
    heads_out(&m, "%at", B, M, Dv, t, t);
    return mod_finish(&m, "%res", to);
  }
  char tqh[64], tkh[64], tvh[64];
  snprintf(tqh, sizeof tqh, "tensor<%lldx%lldx%lldxbf16>", B, M, D);
  snprintf(tkh, sizeof tkh, "tensor<%lldx%lldx%lldxbf16>", B, D, N);
  snprintf(tvh, sizeof tvh, "tensor<%lldx%lldx%lldxbf16>", B, N, Dv);
  chain_ops(&m, c, "%q", tqh, "%k", tkh, "%v", tvh, "%pv");
  heads_out(&m, "%pv", B, M, Dv, "f32", "bf16");
  return mod_finish(&m, "%res", to);
}

static void at_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  int64_t n = tensor_numel(t);
  size_t es = dtype_size(t->dtype);
  if (index == 3 && t->dtype == DT_BF16) {
    /* an additive mask: small offsets, a quarter of the keys pushed far down */
    for (int64_t i = 0; i < n; i++)
      e2e_store(DT_BF16, (uint8_t *)data + 2 * i,
                e2e_uniform(rng, 0, 1) > 0.25 || i % (t->dims[1] + 1) == 0 ? e2e_uniform(rng, -1, 1) : -1000.0);
    return;
  }
  if (index == 3) {
    /* i1 mask: about a quarter of the keys dropped, never a whole row */
    int64_t M = t->dims[1], N = t->dims[2];
    for (int64_t i = 0; i < n; i++) {
      int64_t row = (i / N) % M, col = i % N;
      ((uint8_t *)data)[i] = col == row % N || e2e_uniform(rng, 0, 1) > 0.25;
    }
    return;
  }
  for (int64_t i = 0; i < n; i++) e2e_store(t->dtype, (uint8_t *)data + i * (int64_t)es, e2e_uniform(rng, -2, 2));
}

/* the most key tiles a step of the flash kernel may take (keys_per_step / 32) */
enum { AT_MAX_U = 8 };

/* The bit-level model, an additional check: the flash kernel emulated
 * with npu_model's arithmetic as spec/npu.md §5 and §8 state it: the MXU
 * sums 32 exact products in fp32 (as four interleaved partial sums), rounds
 * to fp16, adds fp16(acc) in fp16 for .acc, stores bf16; every VPU op
 * computes in fp32 from bf16 and rounds once to bf16 (exp and reciprocal
 * of the fp32 value); row reductions sum in fp32, round once. */
static float bf(double x) { return num_round_bf16((float)x); }

static float mxu_dot32(const float *a, const float *w, int astride, int wstride) {
  float p[4] = {0, 0, 0, 0};
  for (int k = 0; k < 32; k++) p[k & 3] += a[k * astride] * w[k * wstride];
  return ((p[0] + p[1]) + p[2]) + p[3];
}

static float mxu_acc(float acc_bf16, float sum, bool accumulate) {
  float h = num_round_f16(sum);
  if (accumulate) h = num_round_f16(h + num_round_f16(acc_bf16));
  return bf(h);
}

/* Q's format: the task graph's q_scale (the softmax scale folded into Q,
 * a power of two) multiplies it before its fp8 pack, an fp8 Q included
 * (unpacked, scaled, packed again); NAN fails every bound and model. */
static OpFmt at_q_fmt(const E2eView *v, int id, double qkv_scale, double q_scale) {
  OpFmt f = op_fmt(v, id, qkv_scale);
  if (q_scale != 1) f.to_fp8 = true, f.scale *= q_scale;
  return f;
}

/* One row of the flash kernel emulated step by step (Q block row i of
 * batch b): what the program must produce, bit for bit on npusim. */
static void at_row(AtCase *c, const E2eView *v, int64_t b, int64_t i) {
  const Func *f = &v->g->funcs[0];
  const HostValue *Q = &v->ref[f->inputs[0]], *K = &v->ref[f->inputs[1]], *V = &v->ref[f->inputs[2]];
  const HostValue *MK = c->mask ? &v->ref[f->inputs[3]] : NULL;
  json_t *task = e2e_task(v, "attention", 0);
  float p_scale = (float)e2e_detail(task, "p_scale");
  double qkv_scale = e2e_detail(task, "qkv_scale");
  double q_scale = e2e_detail(task, "q_scale");
  OpFmt fq = at_q_fmt(v, f->inputs[0], qkv_scale, q_scale), fk = op_fmt(v, f->inputs[1], qkv_scale),
        fv = op_fmt(v, f->inputs[2], qkv_scale);
  int64_t D = c->D, N = c->N, M = c->M, Dp = (D + 31) / 32 * 32, Np = (N + 31) / 32 * 32;
  int64_t Dv = c->Dv ? c->Dv : D;
  size_t es = dtype_size(c->t);
  float *q = calloc((size_t)Dp, sizeof *q), *kk = calloc((size_t)Dp, sizeof *kk);
  float *P = calloc((size_t)Np, sizeof *P), *Pq = calloc((size_t)Np, sizeof *Pq);
  float *vt = calloc((size_t)(32 * 32), sizeof *vt);
  double *O = calloc((size_t)Dv, sizeof *O), *mag = calloc((size_t)Dv, sizeof *mag);
  double *var = calloc((size_t)Dv, sizeof *var);
  /* the scale the VPU multiplies the scores by: what q_scale left of it
   * (Q in the MXU is q_scale times its quantised value) */
  float sc = bf(c->scale / q_scale);
  for (int64_t d = 0; d < D; d++)
    q[d] = (float)(quant(e2e_load(c->t, (uint8_t *)Q->data + at_ix(c, b, i, d, M, D) * (int64_t)es), &fq) * q_scale);
  /* the kernel's steps of U key tiles (the task graph's keys_per_step):
   * one running max and rescale per step, its P.V summed in the MXU */
  double kps = e2e_detail(task, "keys_per_step");
  int U = kps >= 32 && kps <= 32 * AT_MAX_U && fmod(kps, 32) == 0 ? (int)kps / 32 : 0;
  float m = 0, l = 0;
  for (int64_t u = 0; U && u * U * 32 < N; u++) {
    int64_t k0 = u * U * 32;
    int nk = (int)((N - k0 + 31) / 32 < U ? (N - k0 + 31) / 32 : U) * 32; /* the step's keys, padded */
    float s2[32 * AT_MAX_U];
    for (int kq = 0; kq < nk; kq++) {
      int64_t k = k0 + kq;
      if (k >= N) {
        s2[kq] = -INFINITY; /* the cap tile sends padded keys far below */
        continue;
      }
      for (int64_t d = 0; d < D; d++) {
        int64_t ki = c->chain && !c->heads ? (b * D + d) * N + k : at_ix(c, b, k, d, N, D); /* K^T given */
        kk[d] = (float)quant(e2e_load(c->t, (uint8_t *)K->data + ki * (int64_t)es), &fk);
      }
      float S = 0;
      for (int64_t ch = 0; ch < Dp / 32; ch++) S = mxu_acc(S, mxu_dot32(q + 32 * ch, kk + 32 * ch, 1, 1), ch > 0);
      float v = bf(S * sc);
      if (MK && (c->chain || c->heads)) v = bf(v + (float)e2e_load(DT_BF16, (uint8_t *)MK->data + 2 * (i * N + k)));
      else if (MK) v = bf(v + (((uint8_t *)MK->data)[(b * M + i) * N + k] ? 0.0f : -9984.0f));
      s2[kq] = v;
    }
    float t = -INFINITY;
    for (int kq = 0; kq < nk; kq++) t = s2[kq] > t ? s2[kq] : t;
    float mn = u == 0 ? t : (m > t ? m : t), cf = u == 0 ? 1 : bf(exp((double)bf(m - mn)));
    for (int kq = 0; kq < nk; kq++) {
      P[k0 + kq] = s2[kq] == -INFINITY ? 0 : bf(exp((double)bf(s2[kq] - mn)));
      /* packed with e = p_scale (the task graph's): fp8(bf16(p_scale P)) */
      Pq[k0 + kq] = num_fp8e4m3_to_f32(num_fp8e4m3_from_f32(bf(P[k0 + kq] * p_scale)));
    }
    /* the row sum of the step: of the packed P, on the MXU (times a tile
     * of ones, the step's tiles in one accumulator) */
    float rs = 0, ones[32];
    for (int kq = 0; kq < 32; kq++) ones[kq] = 1;
    for (int h = 0; h * 32 < nk; h++) rs = mxu_acc(rs, mxu_dot32(Pq + k0 + h * 32, ones, 1, 1), h > 0);
    l = u == 0 ? rs : bf(bf(l * cf) + rs);
    for (int64_t n = 0; n < Dv; n++) {
      float pv = 0;
      for (int h = 0; h * 32 < nk; h++) {
        for (int kq = 0; kq < 32; kq++) {
          int64_t k = k0 + h * 32 + kq;
          vt[kq] = k < N ? (float)quant(e2e_load(c->t, (uint8_t *)V->data + at_ix(c, b, k, n, N, Dv) * (int64_t)es), &fv) : 0;
          /* scale of what an implementation may do differently: an exp one
           * bf16 ulp off, another fp32 summation order in the MXU */
          double e = P[k] * fabs(vt[kq]) * ldexp(1, -8);
          var[n] += e * e;
          mag[n] += P[k] * fabs(vt[kq]);
        }
        pv = mxu_acc(pv, mxu_dot32(Pq + k0 + h * 32, vt, 1, 1), h > 0);
        var[n] += pow(ldexp(1, -11) * fabs(pv) / p_scale, 2); /* pv holds p_scale P.V */
      }
      O[n] = u == 0 ? pv : bf(bf((float)O[n] * cf) + pv);
    }
    m = mn;
  }
  float r = bf(1.0f / l); /* O and l both in units of p_scale P */
  for (int64_t n = 0; n < Dv; n++) {
    float o = bf((float)O[n] * r);
    c->ctr[n] = U ? o : NAN; /* the graph must say how the kernel steps */
    c->tol[n] = HOEFFDING * (sqrt(var[n]) / l + fabs(o) * ldexp(1, -8)) + ldexp(1, -9) * fabs(o) + 1e-9;
    if (at_ot(c) == DT_F8E4M3FN) { /* packed to fp8: a value within tol may round to the next fp8 */
      c->ctr[n] = num_fp8e4m3_to_f32(num_fp8e4m3_from_f32_sat(o));
      c->tol[n] += 2 * (U_FP8 * (fabs(o) + c->tol[n]) + ETA_FP8);
    }
  }
  free(q);
  free(kk);
  free(P);
  free(Pq);
  free(vt);
  free(O);
  free(mag);
  free(var);
}

/* The bit-level model's value: the tolerance only covers what another
 * faithful implementation of the same arithmetic may round differently
 * (an exp one bf16 ulp off, fp32 summation order inside the MXU). */
static double at_model(const E2eView *v, int t, int64_t e, double *tol, void *ctx) {
  (void)t;
  AtCase *c = ctx;
  int64_t Dv = c->Dv ? c->Dv : c->D;
  int64_t row = at_out_row(c, e);
  if (row != c->row) {
    at_row(c, v, row / c->M, row % c->M);
    c->row = row;
  }
  *tol = c->tol[e % Dv];
  return c->ctr[e % Dv];
}

/* Attention, one query row (b, i), every output column n, against the
 * host: o_n = sum_j p_j v_jn, p = softmax(s), s_j = scale q.k_j + mask_j.
 * To first order a perturbation ds_j of the scores moves o_n by
 * sum_j p_j (v_jn - o_n) ds_j (softmax's normalisation takes out a common
 * shift); a relative error of P_j in the numerator alone (fp8 packing of
 * p_scale P, the host's bf16 P in a chain) by p_j v_jn times it; of the
 * normaliser l by -o_n times it. The errors, each an independent term:
 *  - Q, K quantised to fp8 (formats and qkv_scale from the task graph):
 *    q_d's error is shared by all keys, so its coefficient is
 *    scale sum_j p_j (v_jn - o_n) k_jd; k_jd's is scale q_d p_j (v_jn - o_n);
 *  - per key, S_j's MXU roundings (as in dot_bound, per 32-deep chunk of
 *    the head dim), the scale's and the mask's bf16 roundings (u each),
 *    bf16(s - max) (u|s - max|) and bf16(exp) (u); a chain's host rounds
 *    s to bf16 and its exp as the npu does;
 *  - the scale itself rounded to bf16 on the VPU: common to all keys;
 *  - P packed to fp8 of p_scale P (u8 relative, ETA_FP8 / p_scale
 *    absolute in units of the running exp, at most 1 / l in p's units):
 *    l sums the packed P too, so its coefficient is p_j (v_jn - o_n);
 *  - V quantised (p_j times its error);
 *  - per 32-key tile: P.V's fp16 and bf16 roundings, the running O and l
 *    updates (two bf16 roundings each) and the row sum's on the MXU (the
 *    tile's fp16 sum; fp16 and bf16 of the step's partial sum);
 *  - the final vrecip and vmul (u each), a bf16 output's rounding;
 *  - a chain's host: its sequential bf16 sum of the exps (one rounding
 *    per key, of the partial sum; where the addend is below two ulps the
 *    rounding's sign is known, so those add up) and bf16 P;
 *  - the host's f32 arithmetic: (D + N + 8) u_f32 relative to the scores
 *    and to sum_j p_j |v_jn|. */
static void at_bounds(AtCase *c, const E2eView *v, int64_t b, int64_t i) {
  const Func *f = &v->g->funcs[0];
  const HostValue *Q = &v->ref[f->inputs[0]], *K = &v->ref[f->inputs[1]], *V = &v->ref[f->inputs[2]];
  const HostValue *MK = c->mask ? &v->ref[f->inputs[3]] : NULL;
  int64_t D = c->D, N = c->N, M = c->M, Dv = c->Dv ? c->Dv : D;
  json_t *task = e2e_task(v, "attention", 0);
  double qkv_scale = e2e_detail(task, "qkv_scale"), p_scale = e2e_detail(task, "p_scale");
  /* key tiles a step (the task graph's keys_per_step; NAN fails every bound) */
  double U = e2e_detail(task, "keys_per_step") / 32;
  double q_scale = e2e_detail(task, "q_scale");
  OpFmt fq = at_q_fmt(v, f->inputs[0], qkv_scale, q_scale), fk = op_fmt(v, f->inputs[1], qkv_scale),
        fv = op_fmt(v, f->inputs[2], qkv_scale);
  if (c->want_q_scale && q_scale != c->want_q_scale) fq.scale = NAN; /* the case is there for the fold */
  if (c->want_prefetch && !(e2e_detail(task, "kv_prefetch_piece_bytes") > 0)) fq.scale = NAN;
  /* the scale as the host reads it (the constant's type) and as the VPU holds it */
  double sig = c->chain || c->t == DT_F32 || c->t == DT_F8E4M3FN ? (float)c->scale : num_round_bf16((float)c->scale);
  double sig_npu = num_round_bf16((float)c->scale);
  AtRow *r = &c->ar;
  double mx = -INFINITY, l = 0, maxA = 0;
  bool addmask = MK && (c->chain || c->heads); /* a bf16 [M, N] mask added to the scores */
  for (int64_t d = 0; d < D; d++) r->q[d] = e2e_at(Q, at_ix(c, b, i, d, M, D));
  for (int64_t j = 0; j < N; j++) {
    double S = 0, A = 0, rho = 0, Ac = 0;
    r->K2[j] = 0;
    for (int64_t d = 0; d < D; d++) {
      double kd = e2e_at(K, c->chain && !c->heads ? (b * D + d) * N + j : at_ix(c, b, j, d, N, D));
      r->k[j * D + d] = kd;
      S += r->q[d] * kd;
      A += fabs(r->q[d] * kd) * (1 + 3 * U_FP8) + ETA_FP8 * (fabs(r->q[d]) + fabs(kd) + ETA_FP8);
      Ac += fabs(r->q[d] * kd) * (1 + 3 * U_FP8) + ETA_FP8 * (fabs(r->q[d]) + fabs(kd) + ETA_FP8);
      double ek = qerr(kd, &fk);
      r->K2[j] += pow(sig * r->q[d] * ek + sig * ek * qerr(r->q[d], &fq), 2);
      if (d % 32 == 31 || d == D - 1) { /* MXU: fp16 of the chunk, fp16 add, bf16 store */
        rho += sig * (U_F16 * Ac + (d >= 32 ? U_F16 : 0) * A + U_BF16 * A);
        Ac = 0;
      }
    }
    maxA = fmax(maxA, A);
    double s = sig * S, mask = 0;
    bool dropped = false;
    if (addmask) mask = e2e_at(MK, i * N + j);
    else if (MK) dropped = e2e_at(MK, (b * M + i) * N + j) == 0;
    s = dropped ? -INFINITY : s + mask;
    r->s[j] = s;
    /* the scale's vmul; a chain's additive mask (vadd) and its host's bf16 s */
    rho += U_BF16 * fabs(sig * S) + (c->chain ? 2 * U_BF16 * fabs(s) : addmask ? U_BF16 * fabs(s) : 0);
    r->rho[j] = rho;
    mx = fmax(mx, s);
  }
  for (int64_t j = 0; j < N; j++) l += exp(r->s[j] - mx);
  for (int64_t j = 0; j < N; j++) {
    r->p[j] = exp(r->s[j] - mx) / l;
    if (r->p[j] > 0) /* bf16(s - max), bf16(exp); a chain's host does both too */
      r->rho[j] += (c->chain ? 2 : 1) * (U_BF16 * fabs(r->s[j] - mx) + U_BF16 + U_F32);
  }
  for (int64_t n = 0; n < Dv; n++) {
    double o = 0, pabs = 0;
    for (int64_t j = 0; j < N; j++) {
      r->vv[j] = e2e_at(V, at_ix(c, b, j, n, N, Dv));
      o += r->p[j] * r->vv[j];
      pabs += r->p[j] * fabs(r->vv[j]);
    }
    Bound B = {0};
    double common = 0; /* sum_j p_j (v_jn - o) sig S_j: the scale's rounding */
    for (int64_t d = 0; d < D; d++) r->G[d] = 0;
    for (int64_t j = 0; j < N; j++) {
      double w = r->p[j] * (r->vv[j] - o);
      if (r->p[j] == 0) continue;
      for (int64_t d = 0; d < D; d++) r->G[d] += w * r->k[j * D + d];
      b_indep(&B, sqrt(r->K2[j]) * fabs(w)); /* key j's D quantisation terms: squares add */
      b_indep(&B, r->rho[j] * fabs(w));
      common += w * (r->s[j] - (addmask ? e2e_at(MK, i * N + j) : 0));
      /* in the numerator and in l alike (l sums the packed P) */
      b_indep(&B, (U_FP8 * r->p[j] + ETA_FP8 / (p_scale * l)) * fabs(r->vv[j] - o));
      b_indep(&B, r->p[j] * qerr(r->vv[j], &fv));
      if (c->chain) b_indep(&B, U_BF16 * r->p[j] * fabs(r->vv[j]));
    }
    for (int64_t d = 0; d < D; d++) b_indep(&B, qerr(r->q[d], &fq) * fabs(sig * r->G[d]));
    b_sure(&B, fabs(sig_npu / sig - 1) * fabs(common));
    double cum_pv = 0, cum_p = 0, run = 0, step_v = 0, step_p = 0;
    for (int64_t j0 = 0; j0 < N; j0 += 32) {
      double tpv = 0, tp = 0, tv = 0;
      for (int64_t j = j0; j < N && j < j0 + 32; j++) {
        tpv += r->p[j] * (fabs(r->vv[j]) + qerr(r->vv[j], &fv)) * (1 + U_FP8);
        tv += fabs(r->vv[j]) + qerr(r->vv[j], &fv);
        tp += r->p[j];
        run += r->p[j];
        /* the host's sequential bf16 sum: an addend below two ulps of the
         * partial sum is lost or rounded up with a known sign - no
         * zero mean there, so those terms add up */
        if (c->chain && r->p[j] < 4 * U_BF16 * run) b_sure(&B, U_BF16 * run * fabs(o));
        else if (c->chain) b_indep(&B, U_BF16 * run * fabs(o));
      }
      cum_pv += tpv;
      cum_p += tp;
      /* a step's P.V sums its tiles in the accumulator: P <= 1 in running units */
      bool first = fmod((double)(j0 / 32), U) == 0;
      step_v = first ? tv : step_v + tv;
      step_p = first ? tp : step_p + tp;
      if (p_scale * step_v > F16_MAX) b_sure(&B, NAN);
      b_indep(&B, (U_F16 + U_BF16) * tpv);
      /* the row sum on the MXU: the tile's fp16 sum, then the step's
       * partial sum through this tile added in fp16 and stored as bf16 */
      b_indep(&B, (U_F16 * tp + (U_F16 + U_BF16) * step_p) * fabs(o));
      if (j0) {
        b_indep(&B, 2 * U_BF16 * cum_pv);
        b_indep(&B, 2 * U_BF16 * cum_p * fabs(o));
      }
    }
    bool out_bf16 = c->chain ? c->heads : at_ot(c) == DT_BF16;
    b_sure(&B, 2 * U_BF16 * (fabs(o) + cum_pv - pabs) + (out_bf16 ? U_BF16 * fabs(o) : 0));
    b_sure(&B, (double)(D + N + 8) * U_F32 * (1 + sig * maxA) * pabs);
    r->o[n] = o;
    r->bnd[n] = b_value(&B);
    /* an fp8 result: the device's rounding to fp8 (of a value within the
     * bound of o) and the host's */
    if (at_ot(c) == DT_F8E4M3FN) r->bnd[n] += 2 * (U_FP8 * (fabs(o) + r->bnd[n]) + ETA_FP8);
    /* fp8 operands and results are kept in DRAM as fp8 tiles (the task
     * graph's placements say so), never widened */
    for (int k = 0; k < 4; k++) {
      int id = k < 3 ? f->inputs[k] : f->outputs[0];
      if (v->g->tensors[id].dtype == DT_F8E4M3FN && !c->heads && e2e_device_dtype(v, id) != DT_F8E4M3FN)
        r->bnd[n] = NAN;
    }
  }
}

static double at_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  (void)t;
  AtCase *c = ctx;
  int64_t Dv = c->Dv ? c->Dv : c->D, row = at_out_row(c, e);
  if (row != c->brow) {
    at_bounds(c, v, row / c->M, row % c->M);
    c->brow = row;
  }
  return c->ar.bnd[e % Dv];
}

static void run_at(AtCase c, uint64_t seed) {
  char name[128];
  snprintf(name, sizeof name, "%s %lldx%lldx%lldx%lld dv%lld %s%s%s", c.chain ? "attention chain" : "attention",
           (long long)c.B, (long long)c.M, (long long)c.N, (long long)c.D,
           (long long)(c.Dv ? c.Dv : c.D), ty(c.t),
           c.chain || (c.heads && c.mask) ? " bf16 mask" : c.mask ? " i1 mask" : "",
           c.heads ? " permuted heads" : c.ot_given ? (c.ot == DT_F32 ? " -> f32" : " -> other") : "");
  char *mlir = c.heads ? heads_mlir(&c) : c.chain ? chain_mlir(&c) : attention_mlir(&c);
  int64_t Dv = c.Dv ? c.Dv : c.D, D = c.D, N = c.N;
  c.row = c.brow = -1;
  c.ctr = malloc(sizeof *c.ctr * (size_t)Dv);
  c.tol = malloc(sizeof *c.tol * (size_t)Dv);
  AtRow *r = &c.ar;
  double **arrs[] = {&r->q, &r->k, &r->vv, &r->s, &r->p, &r->G, &r->K2, &r->rho, &r->o, &r->bnd};
  int64_t sizes[] = {D, N * D, N, N, N, D, N, N, Dv, Dv};
  for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) *arrs[k] = calloc((size_t)sizes[k], sizeof(double));
  /* permuted heads: the four permutes (and a mask's broadcast) run on the
   * npu as tile copies when the head dims are tile multiples, else on the host */
  bool copies = c.heads && D % 32 == 0 && Dv % 32 == 0;
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = at_input, .bound = at_bound,
                .model = at_model, .ctx = &c, .expect_host_tasks = c.heads && !copies};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st, "bit-level model");
  free(mlir);
  free(c.ctr);
  free(c.tol);
  for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) free(*arrs[k]);
  if (!ok) fail_msg("%s", err);
  /* a chain: one kernel, three tasks */
  int base = (c.chain ? 3 : 1) + (c.heads && c.mask && !c.chain);
  assert_int_equal(st.npu_tasks, base + (copies ? 4 : 0));
  assert_int_equal(st.host_tasks, c.heads && !copies ? 4 : 0);
  if (!c.heads || copies) assert_int_equal(st.segments, 1);
  if (c.t == DT_F8E4M3FN && !c.heads && !c.chain) {
    /* no byte moved twice or wider than it is: Q once, each head's K and
     * V once, at 1 KB an fp8 tile; O once at its own width; the mask
     * rows (bf16 biases) and the tile that caps padded keys once */
    int64_t mt = (c.M + 31) / 32, nt = (N + 31) / 32, dt = (D + 31) / 32, dvt = (Dv + 31) / 32;
    int64_t want = c.B * (mt * dt + nt * dt + nt * dvt) * 1024 + c.B * mt * dvt * (at_ot(&c) == DT_F8E4M3FN ? 1024 : 2048) +
                   (c.mask ? c.B * mt * nt * 2048 : 0) + (N % 32 ? 2048 : 0);
    assert_int_equal(st.dma_bytes, want);
  }
}

static void test_attention_2x64x32_f32(void **state) {
  (void)state;
  run_at((AtCase){.B = 2, .M = 64, .N = 64, .D = 32, .t = DT_F32, .scale = 0.1767767, .want_prefetch = true}, 31);
}
static void test_attention_15x291x64_bf16_mask(void **state) {
  (void)state;
  run_at((AtCase){.B = 15, .M = 291, .N = 291, .D = 64, .t = DT_BF16, .mask = true, .scale = 0.125,
                  .want_q_scale = 0.125, .want_prefetch = true},
         32);
}

static void test_attention_chain_3x70x48(void **state) {
  (void)state;
  run_at((AtCase){.B = 3, .M = 70, .N = 70, .D = 48, .t = DT_BF16, .mask = true, .chain = true,
                  .scale = 0.125},
         33);
}
static void test_attention_chain_6x70x90_dv40(void **state) {
  (void)state;
  run_at((AtCase){.B = 6, .M = 70, .N = 90, .D = 32, .Dv = 40, .t = DT_BF16, .mask = true,
                  .chain = true, .scale = 0.1767767},
         34);
}
/* 17 key tiles, the last padded: steps of two tiles (keys_per_step 64: the
 * registers of the mask's temporaries and the loop's alternates allow no
 * more); the key loop's two trips (steps 2 to 5, the mask and K^T/V through
 * pointer registers), then steps 6, 7 and the short step 8 unrolled. */
static void test_attention_chain_2x40x530_dv40_keyloop(void **state) {
  (void)state;
  run_at((AtCase){.B = 2, .M = 40, .N = 530, .D = 32, .Dv = 40, .t = DT_BF16, .mask = true,
                  .chain = true, .scale = 0.1767767},
         35);
}

/* Permuted heads (issue 13): Q, K, V split from [seq, H*D] into heads and
 * the result merged back, as the bench transformer writes them. With whole
 * tiles per head the permutes are npu tile copies (kern_heads.c) and the
 * program is one segment; K reaches the kernel as [kv, d] tiles, which it
 * transposes per tile after the fp8 pack (vtrpose). */
static void test_attention_heads_12x50x64_bf16_mask(void **state) {
  (void)state;
  run_at((AtCase){.B = 12, .M = 50, .N = 50, .D = 64, .t = DT_BF16, .mask = true, .heads = true,
                  .scale = 0.125},
         36);
}
static void test_attention_heads_2x77x32_f32(void **state) {
  (void)state;
  run_at((AtCase){.B = 2, .M = 77, .N = 77, .D = 32, .t = DT_F32, .heads = true, .scale = 0.1767767}, 37);
}
/* The decomposed form: K permuted to [H, D, S] for the batch matmul, the
 * f32 result truncated to bf16 while it is permuted back. */
static void test_attention_chain_heads_4x77x64(void **state) {
  (void)state;
  run_at((AtCase){.B = 4, .M = 77, .N = 77, .D = 64, .t = DT_BF16, .mask = true, .chain = true,
                  .heads = true, .scale = 0.125},
         38);
}
/* 650 keys (21 tiles, steps of four): the key loop's trip (steps 2 and 3)
 * reads K^T tiles the kernel transposed; a last step of one tile. */
static void test_attention_heads_3x50x650_bf16_keyloop(void **state) {
  (void)state;
  run_at((AtCase){.B = 3, .M = 50, .N = 650, .D = 64, .t = DT_BF16, .heads = true, .scale = 0.125}, 39);
}
/* fp8 Q, K, V (issue 13 item 5): moved as 1 KB fp8 tiles, Q blocks loaded
 * straight into the MXU's operand registers and K^T, V straight into their
 * VMEM caches; an fp8 result packed to fp8 before its store. 4 x 77 queries
 * x 100 keys x 64: the last Q block and key tile padded. */
static void test_attention_4x77x100x64_fp8(void **state) {
  (void)state;
  run_at((AtCase){.B = 4, .M = 77, .N = 100, .D = 64, .t = DT_F8E4M3FN, .scale = 0.125}, 41);
}
/* fp8 in, f32 out (kept as bf16 tiles), an i1 mask, head dim 48 (padded in
 * the tiles), 650 keys: the key loop's trip over the fp8 caches, a short
 * last step. */
static void test_attention_3x45x650x48_fp8_mask_keyloop(void **state) {
  (void)state;
  run_at((AtCase){.B = 3, .M = 45, .N = 650, .D = 48, .t = DT_F8E4M3FN, .ot = DT_F32, .ot_given = true, .mask = true,
                  .scale = 0.1443375673, .want_prefetch = true},
         42);
}

/* The softmax scale 2^-3 folded into an fp8 Q (q_scale 0.125 in the task
 * graph): each Q tile unpacked divided by 8 and packed again, the scores
 * not scaled; Q's elements below 2^-3 are rounded to fp8's subnormal step
 * at the scale, which the bound counts (ETA_FP8 / q_scale). 300 keys (10
 * tiles, the last padded) against 2 Q tiles: the fold saves VPU ops. Also
 * a bf16 Q with a mask (15x291x64 above: multiplied before its pack). */
static void test_attention_2x45x300x64_fp8_scale_folded(void **state) {
  (void)state;
  run_at((AtCase){.B = 2, .M = 45, .N = 300, .D = 64, .t = DT_F8E4M3FN, .scale = 0.125, .want_q_scale = 0.125,
                  .want_prefetch = true},
         43);
}

/* Head dim 48: not whole tiles, the permutes stay on the host. */
static void test_attention_heads_3x50x48_host_permutes(void **state) {
  (void)state;
  run_at((AtCase){.B = 3, .M = 50, .N = 50, .D = 48, .t = DT_BF16, .heads = true, .scale = 0.125}, 40);
}

/* ------------------------------------------- standalone VPU and segments */

/* The roundings a row sum of the first reduction task makes, in units of
 * u |sum|, from its details: a pairwise tree over the padded_view's tiles
 * and one fp32 reduction; rows in passes over chunks of chunk_tiles: each
 * chunk's tree, then the chunks' partials added in turn (one bf16 rounding
 * each). */
static double row_sum_depth(const E2eView *v) {
  json_t *task = e2e_task(v, "reduction", 0), *details = json_object_get(task, "details");
  double tiles = (double)json_integer_value(json_array_get(json_object_get(details, "padded_view"), 2)) / 32;
  double depth = tiles >= 1 ? ceil(log2(tiles)) + 1 : NAN;
  if (json_object_get(details, "passes")) {
    double chunk = e2e_detail(task, "chunk_tiles");
    depth = ceil(log2(chunk)) + tiles / chunk + 1;
  }
  return depth;
}

typedef struct RmsCase {
  int64_t R, C;
  bool fused; /* the two-generic form: no r task */
  double *s2, *ss; /* per row: sum of squared per-element terms, sum of x^2 */
} RmsCase;

/* y = x r g, r = 1/sqrt(ss / C + eps), ss = sum_k x_k^2, against the host's
 * f32 (C + 10 roundings). Relative errors on the npu, to first order:
 *  - ss: each x_k rounded to bf16 by the loader (2u x_k^2 / ss) and its
 *    square (u x_k^2 / ss), independent per k; the pairwise bf16 tile
 *    additions and one fp32 reduction ((ceil(log2 tiles) + 1) u, tiles
 *    from the reduction task's padded view);
 *  - r: half of ss's and of the divide (bf16 constant, vrecip, vmul) and
 *    the add (4u); rsqrt is vsqrt and vrecip (2u);
 *  - y: x and g rounded by the loader (u each), two vmul (2u). */
static double rms_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  RmsCase *c = ctx;
  const HostValue *x = &v->ref[v->g->funcs[0].inputs[0]], *gm = &v->ref[v->g->funcs[0].inputs[1]];
  if (!c->ss) {
    c->ss = calloc((size_t)c->R, sizeof *c->ss);
    c->s2 = calloc((size_t)c->R, sizeof *c->s2);
    for (int64_t r = 0; r < c->R; r++) {
      for (int64_t k = 0; k < c->C; k++) c->ss[r] += pow(e2e_at(x, r * c->C + k), 2);
      for (int64_t k = 0; k < c->C; k++) c->s2[r] += pow(3 * U_BF16 * pow(e2e_at(x, r * c->C + k), 2) / c->ss[r], 2);
    }
  }
  /* one row group: the reduction and its producer and consumers; ss and r
   * stay in VMEM (without groups: the reduction task's view, the same) */
  double depth = row_sum_depth(v);
  (void)t;
  int64_t i = e / c->C;
  Bound B = {.var = c->s2[i]};
  b_sure(&B, depth * U_BF16 + (double)c->C * U_F32);
  B.var /= 4, B.sure /= 2;
  b_sure(&B, 0.5 * 4 * U_BF16 + 2 * U_BF16 + 10 * U_F32);
  double r = 1 / sqrt(c->ss[i] / (double)c->C + 1e-5);
  b_indep(&B, U_BF16);
  b_indep(&B, U_BF16);
  b_sure(&B, 2 * U_BF16);
  return b_value(&B) * fabs(e2e_at(x, e) * e2e_at(gm, e % c->C) * r) * (1 + 4 * U_BF16) + 1e-30;
}

static void rms_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(DT_F32, (uint8_t *)data + 4 * i, index == 0 ? e2e_uniform(rng, -3, 3) : e2e_uniform(rng, 0.5, 1.5));
}

/* RMSNorm R x C against targets/host; imem 0 is the chip's instruction
 * memory. By default one row group; `separate` (--npu-groups=off): a task
 * per generic, as before row groups. */
static E2eStats run_rmsnorm_as(const char *name, int imem, int64_t R, int64_t C, bool fused, bool separate) {
  RmsCase c = {.R = R, .C = C, .fused = fused};
  char *mlir = norm_mlir(fused ? NORM_RMS2 : NORM_RMS4, c.R, c.C);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = 41, .input = rms_input, .bound = rms_bound, .ctx = &c,
                .imem = imem, .no_groups = separate};
  E2eStats st;
  run_case(&ec, &st, NULL);
  free(mlir);
  free(c.ss);
  free(c.s2);
  assert_int_equal(st.npu_tasks, separate ? (fused ? 2 : 4) : 1);
  return st;
}

static E2eStats run_rmsnorm(const char *name, int imem, int64_t R, int64_t C, bool fused) {
  return run_rmsnorm_as(name, imem, R, C, fused, false);
}

static void test_rmsnorm_vpu_100x300(void **state) {
  (void)state;
  E2eStats st = run_rmsnorm("rmsnorm 100x300 f32, four generics", 0, 100, 300, false);
  assert_int_equal(st.host_tasks, 0);
}

/* Rows of 32 tiles: the square and the scaling loop over each row's tiles,
 * the sum of squares loops over blocks of 8 (its pairwise tree kept). */
static void test_rmsnorm_vpu_40x1000_loops(void **state) {
  (void)state;
  E2eStats st = run_rmsnorm("rmsnorm 40x1000 f32 (row loops)", 0, 40, 1000, false);
  assert_int_equal(st.host_tasks, 0);
}

/* Rows too wide for a band of 32 rows of every value in VMEM (C = 4096
 * and 8192): the group runs in passes over column chunks (details.passes,
 * chunk_tiles), the reduction's, then the scaling's; before, the four tasks
 * did not compile ("elementwise plan overflows VMEM"). */
static void test_rmsnorm_wide_rows_passes(void **state) {
  (void)state;
  E2eStats st = run_rmsnorm("rmsnorm 100x4096 f32, four generics, 2 passes", 0, 100, 4096, false);
  assert_int_equal(st.host_tasks, 0);
  st = run_rmsnorm("rmsnorm 40x8192 f32, two generics, 2 passes", 0, 40, 8192, true);
  assert_int_equal(st.host_tasks, 0);
}

/* RMSNorm whose result, truncated to fp8, one fp8 matmul alone reads: the
 * row group writes it as fp8 tiles (1 KB, vpack; its placement's layout
 * fp8_tile, read from the task graph), which the matmul takes on the npu;
 * as bf16 tiles the matmul went to the host on the layout conflict. 70x300
 * (a loop over each band's tiles) and 45x4096 (passes over column chunks:
 * the band's step is its fp8 chunks'). Per output, against the host's f8
 * y and f32 matmul: each y_k off by rms_bound's bf16 error, then both
 * rounded to fp8 (up to 2 u_fp8 |y_k| + 2 eta apart), times |w_kj|,
 * independent terms (Hoeffding); the bf16 accumulator's rounding after
 * each K tile, of the sum so far and the tile's terms, independent too. A
 * misplaced fp8 tile is off by about the result itself, above the bound. */
typedef struct RmsFp8Case {
  RmsCase rms;
  int64_t N;
  int y;           /* the group's output, read at the first bound */
  char layout[32]; /* its placement */
} RmsFp8Case;

static double rms_fp8_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  RmsFp8Case *c = ctx;
  if (!c->layout[0]) {
    json_t *task = e2e_task(v, "reduction", 0);
    c->y = (int)json_integer_value(json_array_get(json_object_get(task, "outputs"), 0));
    const char *lay = json_string_value(json_object_get(json_object_get(e2e_buffer(v, c->y), "placement"), "layout"));
    snprintf(c->layout, sizeof c->layout, "%s", lay ? lay : "?");
  }
  int64_t C = c->rms.C, i = e / c->N, j = e % c->N;
  const HostValue *w = &v->ref[v->g->funcs[0].inputs[2]], *y = &v->ref[c->y];
  Bound B = {0};
  double sum = 0, tile = 0, mag = 0;
  for (int64_t k = 0; k < C; k++) {
    double yk = e2e_at(y, i * C + k), wk = e2e_at(w, k * c->N + j);
    b_indep(&B, fabs(wk) * (rms_bound(v, t, i * C + k, &c->rms) + 2 * U_FP8 * fabs(yk) + 2 * ETA_FP8));
    sum += yk * wk, tile += fabs(yk * wk), mag += fabs(yk * wk);
    if (k % 32 == 31 || k == C - 1) b_indep(&B, 2 * U_BF16 * (fabs(sum) + tile)), tile = 0;
  }
  b_sure(&B, 8 * U_F32 * mag);
  return b_value(&B) + 1e-30;
}

/* x and g as rms_input's; w, fp8, in [-2, 2] */
static void rms_fp8_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  if (index < 2) {
    rms_input(g, index, t, data, rng);
    return;
  }
  for (int64_t i = 0; i < tensor_numel(t); i++) e2e_store(t->dtype, (uint8_t *)data + i, e2e_uniform(rng, -2, 2));
}

static void test_rmsnorm_fp8_into_matmul(void **state) {
  (void)state;
  static const int64_t shapes[][3] = {{70, 300, 40}, {45, 4096, 24}};
  for (int k = 0; k < 2; k++) {
    RmsFp8Case c = {.rms = {.R = shapes[k][0], .C = shapes[k][1], .fused = true}, .N = shapes[k][2]};
    char x[64], g[32], w[64], y8[64], m[64];
    snprintf(x, sizeof x, "tensor<%lldx%lldxf32>", (long long)c.rms.R, (long long)c.rms.C);
    snprintf(g, sizeof g, "tensor<%lldxf32>", (long long)c.rms.C);
    snprintf(w, sizeof w, "tensor<%lldx%lldxf8E4M3FN>", (long long)c.rms.C, (long long)c.N);
    snprintf(y8, sizeof y8, "tensor<%lldx%lldxf8E4M3FN>", (long long)c.rms.R, (long long)c.rms.C);
    snprintf(m, sizeof m, "tensor<%lldx%lldxf32>", (long long)c.rms.R, (long long)c.N);
    Mod md;
    mod_init(&md);
    mod_input(&md, "x", x);
    mod_input(&md, "g", g);
    mod_input(&md, "w", w);
    mod_line(&md, "%%z = arith.constant 0.0 : f32");
    mod_line(&md, "%%ze = tensor.empty() : tensor<%lldxf32>", (long long)c.rms.R);
    mod_line(&md, "%%zf = linalg.fill ins(%%z : f32) outs(%%ze : tensor<%lldxf32>) -> tensor<%lldxf32>",
             (long long)c.rms.R, (long long)c.rms.R);
    mod_line(&md,
             "%%ss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> "
             "(d0)>], iterator_types = [\"parallel\", \"reduction\"]} ins(%%in0 : %s) outs(%%zf : tensor<%lldxf32>) "
             "{\n    ^bb0(%%a: f32, %%o: f32):\n      %%q = arith.mulf %%a, %%a : f32\n      %%s = arith.addf %%q, %%o : "
             "f32\n      linalg.yield %%s : f32\n    } -> tensor<%lldxf32>",
             x, (long long)c.rms.R, (long long)c.rms.R);
    mod_line(&md, "%%ye = tensor.empty() : %s", y8);
    mod_line(&md,
             "%%y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, "
             "affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", "
             "\"parallel\"]} ins(%%in0, %%ss, %%in1 : %s, tensor<%lldxf32>, %s) outs(%%ye : %s) {\n"
             "    ^bb0(%%a: f32, %%b: f32, %%gw: f32, %%o: f8E4M3FN):\n      %%n = arith.constant %lld.0 : f32\n"
             "      %%d = arith.divf %%b, %%n : f32\n      %%eps = arith.constant 1.000000e-05 : f32\n"
             "      %%s = arith.addf %%d, %%eps : f32\n      %%r = math.rsqrt %%s : f32\n"
             "      %%t = arith.mulf %%a, %%r : f32\n      %%u = arith.mulf %%t, %%gw : f32\n"
             "      %%v = arith.truncf %%u : f32 to f8E4M3FN\n      linalg.yield %%v : f8E4M3FN\n    } -> %s",
             x, (long long)c.rms.R, g, y8, (long long)c.rms.C, y8);
    mod_line(&md, "%%me = tensor.empty() : %s", m);
    mod_line(&md, "%%mf = linalg.fill ins(%%z : f32) outs(%%me : %s) -> %s", m, m);
    mod_line(&md, "%%mm = linalg.matmul ins(%%y, %%in2 : %s, %s) outs(%%mf : %s) -> %s", y8, w, m, m);
    char *mlir = mod_finish(&md, "%mm", m), name[96];
    snprintf(name, sizeof name, "f8(rmsnorm) %lldx%lld, then y w (N %lld)", (long long)c.rms.R, (long long)c.rms.C,
             (long long)c.N);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 53 + k, .input = rms_fp8_input, .bound = rms_fp8_bound,
                  .ctx = &c};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    free(c.rms.ss);
    free(c.rms.s2);
    assert_int_equal(st.npu_tasks, 2);
    assert_int_equal(st.host_tasks, 0);
    assert_int_equal(st.checked, c.rms.R * c.N);
    assert_string_equal(c.layout, "fp8_tile");
  }
}

/* Each row holds a value above 0, so the max from 0 is the row's: the
 * softmax bound (softmax_bound_on) holds as for linalg.softmax. */
static void smp_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g, (void)index;
  int64_t C = t->dims[1];
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(DT_F32, (uint8_t *)data + 4 * i, i % C == 7 % C ? e2e_uniform(rng, 0.5, 4) : e2e_uniform(rng, -4, 4));
}

typedef struct SmpCase {
  SmLines lines;
  json_t *task; /* the softmax bound's view of the group: details.padded */
} SmpCase;

static double smp_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  SmpCase *c = ctx;
  if (!c->task) {
    json_t *view = json_object_get(json_object_get(e2e_task(v, "reduction", 0), "details"), "padded_view");
    c->task = json_pack("{s:{s:O}}", "details", "padded", view);
  }
  /* the input of y's producer is e, not x: the bound is over x */
  return softmax_bound_on(v, &v->ref[v->g->funcs[0].inputs[0]], false, c->task, &c->lines, t, 1, e);
}

/* The decomposed softmax as one row group (four ops, one task) and as four
 * tasks: the same values within the bf16 softmax bound, on rows and
 * columns that are not tile multiples, rows of 1000 looping over tiles. */
static void test_softmax_pieces_row_group(void **state) {
  (void)state;
  static const int64_t shapes[][2] = {{70, 300}, {33, 1000}};
  for (int k = 0; k < 2; k++)
    for (int sep = 0; sep < 2; sep++) {
      SmpCase c = {0};
      char *mlir = norm_mlir(NORM_SOFTMAX_PIECES, shapes[k][0], shapes[k][1]), name[96];
      snprintf(name, sizeof name, "softmax pieces %lldx%lld f32%s", (long long)shapes[k][0],
               (long long)shapes[k][1], sep ? ", 4 tasks" : ", row group");
      E2eCase ec = {.name = name, .mlir = mlir, .seed = 51 + k, .input = smp_input, .bound = smp_bound, .ctx = &c,
                    .no_groups = sep};
      E2eStats st;
      run_case(&ec, &st, NULL);
      free(mlir);
      sm_lines_free(&c.lines);
      json_decref(c.task);
      assert_int_equal(st.npu_tasks, sep ? 4 : 1);
      assert_int_equal(st.host_tasks, 0);
    }
}

/* A max reduction of a bf16 R x C tensor along `dim` whose init is the
 * constant `init` (bf16 hex) and whose body maps each element by `map`
 * (MLIR lines reading %a, defining %v) before combining it. */
static char *max_reduction_mlir(int64_t R, int64_t C, int dim, const char *init, const char *map) {
  Mod m;
  mod_init(&m);
  char tx[64], tv[64];
  snprintf(tx, sizeof tx, "tensor<%lldx%lldxbf16>", (long long)R, (long long)C);
  snprintf(tv, sizeof tv, "tensor<%lldxbf16>", (long long)(dim == 1 ? R : C));
  /* dim -1: loop d1 reduced, the result indexed by it (a column max that
   * only the result map says is one) */
  mod_input(&m, "x", tx);
  mod_line(&m, "%%init = arith.constant %s : bf16", init);
  mod_line(&m, "%%e = tensor.empty() : %s", tv);
  mod_line(&m, "%%f = linalg.fill ins(%%init : bf16) outs(%%e : %s) -> %s", tv, tv);
  mod_line(&m, "%%y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (%s)>], "
           "iterator_types = [%s]} ins(%%in0 : %s) outs(%%f : %s) {\n"
           "    ^bb0(%%a: bf16, %%o: bf16):\n%s      %%r = arith.maximumf %s, %%o : bf16\n      linalg.yield %%r : bf16\n"
           "    } -> %s",
           dim == 1 ? "d0" : "d1", dim != 0 ? "\"parallel\", \"reduction\"" : "\"reduction\", \"parallel\"", tx, tv,
           map, *map ? "%v" : "%a", tv);
  return mod_finish(&m, "%y", tv);
}

static double exact_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  (void)v, (void)t, (void)e, (void)ctx;
  return 0.0;
}

/* Head permutes no kernel joins (the permuted tensor is the result): the
 * npu tile copies of kern_heads.c alone, bf16 in and out, so the device
 * must return the host's values exactly. split: [S, H*D] -> [H, S, D];
 * kt: -> [H, D, S] (stored as transposed tiles); merge: [H, S, D] ->
 * [S, H*D]; broadcast: [M, N] -> [H, M, N]. */
static void test_head_permute_copies(void **state) {
  (void)state;
  static const struct {
    const char *what;
    int64_t H, S, D;
  } cases[] = {{"split", 3, 77, 64}, {"kt", 2, 50, 32}, {"merge", 5, 50, 32}, {"broadcast", 4, 50, 77}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    long long H = cases[i].H, S = cases[i].S, D = cases[i].D;
    const char *w = cases[i].what;
    Mod m;
    mod_init(&m);
    char ti[64], to[64];
    char *mlir;
    if (!strcmp(w, "split") || !strcmp(w, "kt")) {
      snprintf(ti, sizeof ti, "tensor<%lldx%lldxbf16>", S, H * D);
      mod_input(&m, "x", ti);
      heads_in(&m, "%in0", "y", S, H, D, !strcmp(w, "kt"), "bf16");
      if (!strcmp(w, "kt")) snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxbf16>", H, D, S);
      else snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxbf16>", H, S, D);
      mlir = mod_finish(&m, "%y", to);
    } else if (!strcmp(w, "merge")) {
      snprintf(ti, sizeof ti, "tensor<%lldx%lldx%lldxbf16>", H, S, D);
      snprintf(to, sizeof to, "tensor<%lldx%lldxbf16>", S, H * D);
      mod_input(&m, "x", ti);
      heads_out(&m, "%in0", H, S, D, "bf16", "bf16");
      mlir = mod_finish(&m, "%res", to);
    } else {
      snprintf(ti, sizeof ti, "tensor<%lldx%lldxbf16>", S, D);
      snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxbf16>", H, S, D);
      mod_input(&m, "x", ti);
      mod_line(&m, "%%e = tensor.empty() : %s", to);
      mod_line(&m,
               "%%y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, "
               "d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} ins(%%in0 "
               ": %s) outs(%%e : %s) {\n    ^bb0(%%a: bf16, %%o: bf16):\n      linalg.yield %%a : bf16\n    } -> %s",
               ti, to, to);
      mlir = mod_finish(&m, "%y", to);
    }
    char name[96];
    snprintf(name, sizeof name, "head %s %lldx%lldx%lld", w, H, S, D);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 60 + i, .input = e2e_random_input, .bound = exact_bound};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.npu_tasks, 1);
    assert_int_equal(st.host_tasks, 0);
    assert_true(st.max_abs == 0.0);
  }
}

/* Reductions that start from a constant other than the identity (bf16's
 * lowest for a max, as the golden rmsnorm input writes it; 0.5) and map
 * each element first (-2x): on the VPU, the start combined after the tree,
 * the map before it. max, negation and doubling are exact in bf16, so the
 * results must equal the host's bit for bit. */
static void test_reduction_start_and_map(void **state) {
  (void)state;
  static const struct {
    int64_t R, C;
    int dim;
    const char *init, *map;
  } cases[] = {
      {37, 90, 1, "0xFF7F", "      %v = arith.addf %a, %a : bf16\n"},
      {45, 70, 0, "5.000000e-01", "      %n = arith.negf %a : bf16\n      %v = arith.addf %n, %n : bf16\n"},
      {33, 40, 1, "5.000000e-01", "      %v = arith.negf %a : bf16\n"},
      {45, 64, 0, "0xFF80", ""},
      {40, 50, -1, "0xFF80", ""}, /* not the npu's reduction: the host's */
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    char *mlir = max_reduction_mlir(cases[i].R, cases[i].C, cases[i].dim, cases[i].init, cases[i].map);
    char name[96];
    snprintf(name, sizeof name, "max dim %d of map(%lldx%lld) from %s", cases[i].dim, (long long)cases[i].R,
             (long long)cases[i].C, cases[i].init);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 47 + i, .input = e2e_random_input, .bound = exact_bound};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.npu_tasks, cases[i].dim >= 0);
    assert_int_equal(st.host_tasks, cases[i].dim < 0);
    assert_true(st.max_abs == 0.0);
  }
}

/* Exact, and the reduction task's lines of code (task graph) in *ctx. */
static double exact_bound_lines(const E2eView *v, int t, int64_t e, void *ctx) {
  int64_t *lines = ctx;
  json_t *code = json_object_get(e2e_task(v, "reduction", 0), "code");
  *lines = json_integer_value(json_object_get(code, "last_line")) -
           json_integer_value(json_object_get(code, "first_line")) + 1;
  return exact_bound(v, t, e, NULL);
}

/* A reduction along columns takes its columns in a counted loop (kern_vpu.c
 * red_columns: eight a trip, the rest after it), so its code does not grow
 * with the columns: a column max of -2x from 0.5 at 45x520 and 45x1032 (17
 * and 33 columns of tiles: one after the trips in both; unrolled 473 and
 * 874 lines) takes as many lines, the host's bits exactly (the padded rows
 * masked in every column). */
static void test_column_reduction_code_constant(void **state) {
  (void)state;
  static const int64_t widths[2] = {520, 1032};
  int64_t lines[2];
  for (int w = 0; w < 2; w++) {
    char *mlir = max_reduction_mlir(45, widths[w], 0, "5.000000e-01",
                                    "      %n = arith.negf %a : bf16\n      %v = arith.addf %n, %n : bf16\n");
    char name[96];
    snprintf(name, sizeof name, "max dim 0 of -2x (45x%lld) from 0.5, columns in loops", (long long)widths[w]);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 81 + w, .input = e2e_random_input, .bound = exact_bound_lines,
                  .ctx = &lines[w]};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.npu_tasks, 1);
    assert_true(st.max_abs == 0.0);
  }
  assert_true(lines[0] > 50);
  assert_int_equal(lines[1], lines[0]);
}

/* One elementwise generic of four full-size inputs, y = p q + s t, whose
 * 32-row bands of five values do not fit twice in VMEM (70 x 2000: 63
 * tiles a band; 2 x 50 x 1800 with q shared by both batches, 57 tiles a
 * band): one npu task whose loop takes runs of details.chunk_tiles tiles,
 * fewer than a band's and not dividing it (runs cross bands). Against the
 * host: the loader rounds each input to bf16 and the VPU each product and
 * the sum, so |d| <= u (3 |p q| + 3 |s t| + |y|) to first order, doubled
 * for the second order, plus the host's f32 roundings. */
typedef struct WideEwCase {
  int64_t batch, R, C;
  double chunk; /* details.chunk_tiles, read at the first bound */
} WideEwCase;

static double wide_ew_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  WideEwCase *c = ctx;
  const int *in = v->g->funcs[0].inputs;
  if (isnan(c->chunk)) c->chunk = e2e_detail(e2e_task(v, "elementwise", 0), "chunk_tiles");
  double pq = fabs(e2e_at(&v->ref[in[0]], e) * e2e_at(&v->ref[in[1]], e % (c->R * c->C)));
  double st = fabs(e2e_at(&v->ref[in[2]], e) * e2e_at(&v->ref[in[3]], e)), y = fabs(e2e_at(&v->ref[t], e));
  return 2 * U_BF16 * (3 * pq + 3 * st + y) + 8 * U_F32 * (pq + st + y) + 1e-30;
}

static void test_elementwise_wide_chunks(void **state) {
  (void)state;
  static const WideEwCase cases[] = {{1, 70, 2000, NAN}, {2, 50, 1800, NAN}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    WideEwCase c = cases[i];
    char full[64], shared[64], lead[32] = "", map[64];
    if (c.batch > 1) snprintf(lead, sizeof lead, "%lldx", (long long)c.batch);
    snprintf(full, sizeof full, "tensor<%s%lldx%lldxf32>", lead, (long long)c.R, (long long)c.C);
    snprintf(shared, sizeof shared, "tensor<%lldx%lldxf32>", (long long)c.R, (long long)c.C);
    const char *id = c.batch > 1 ? "affine_map<(d0, d1, d2) -> (d0, d1, d2)>" : "affine_map<(d0, d1) -> (d0, d1)>";
    snprintf(map, sizeof map, "%s", c.batch > 1 ? "affine_map<(d0, d1, d2) -> (d1, d2)>" : id);
    const char *iters = c.batch > 1 ? "\"parallel\", \"parallel\", \"parallel\"" : "\"parallel\", \"parallel\"";
    Mod m;
    mod_init(&m);
    mod_input(&m, "p", full);
    mod_input(&m, "q", shared);
    mod_input(&m, "s", full);
    mod_input(&m, "t", full);
    mod_line(&m, "%%e = tensor.empty() : %s", full);
    mod_line(&m,
             "%%y = linalg.generic {indexing_maps = [%s, %s, %s, %s, %s], iterator_types = [%s]} ins(%%in0, "
             "%%in1, %%in2, %%in3 : %s, %s, %s, %s) outs(%%e : %s) {\n"
             "    ^bb0(%%p: f32, %%q: f32, %%s: f32, %%t: f32, %%o: f32):\n"
             "      %%1 = arith.mulf %%p, %%q : f32\n      %%2 = arith.mulf %%s, %%t : f32\n"
             "      %%3 = arith.addf %%1, %%2 : f32\n      linalg.yield %%3 : f32\n    } -> %s",
             id, map, id, id, id, iters, full, shared, full, full, full, full);
    char *mlir = mod_finish(&m, "%y", full), name[96];
    snprintf(name, sizeof name, "p q + s t %s%lldx%lld f32 in runs of tiles", lead, (long long)c.R, (long long)c.C);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 83 + i, .input = e2e_random_input, .bound = wide_ew_bound,
                  .ctx = &c};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.npu_tasks, 1);
    assert_int_equal(st.host_tasks, 0);
    assert_int_equal(st.checked, c.batch * c.R * c.C);
    int64_t band = (c.C + 31) / 32;
    assert_true(c.chunk >= 1 && c.chunk < band && band % (int64_t)c.chunk != 0);
  }
}

/* An elementwise op whose fp8 result (s = f8(a + b)) an fp8 matmul alone
 * reads writes fp8 tiles, 1 KB each, as the matmul takes them (before:
 * bf16 tiles, and the matmul went to the host on the layout conflict);
 * returned (no contraction reads it), bf16 tiles as before. There s must be within one fp8 rounding of the bf16 sum: |d| <= u8 |s| +
 * 3 u |a + b| (the loader's two roundings and the sum's, then vpack's,
 * against the host's one), doubled, plus fp8's subnormal step. Through the
 * matmul y = s w, a and b are quarters in [-2, 2] (their sums, and so s,
 * exact in bf16 and fp8: any misplaced tile shows), w fp8: the bf16
 * accumulator rounds once per 32-deep K tile and once when it leaves,
 * (ceil(K / 32) + 1) u sum_k |s_k w_kj|, doubled. The layout is read from
 * the task graph. */
typedef struct Fp8OutCase {
  int64_t R, C, N; /* N > 0: y = s w with w C x N */
  char layout[32]; /* s's placement, read at the first bound */
} Fp8OutCase;

static double fp8_sum_err(const E2eView *v, int64_t e) {
  const int *in = v->g->funcs[0].inputs;
  double a = e2e_at(&v->ref[in[0]], e), b = e2e_at(&v->ref[in[1]], e);
  return 2 * ((U_FP8 + 3 * U_BF16) * fabs(a + b) + 3 * U_BF16 * (fabs(a) + fabs(b))) + ETA_FP8;
}

static double fp8_out_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  Fp8OutCase *c = ctx;
  if (!c->layout[0]) {
    json_t *task = e2e_task(v, "elementwise", 0);
    int s = (int)json_integer_value(json_array_get(json_object_get(task, "outputs"), 0));
    const char *lay = json_string_value(json_object_get(json_object_get(e2e_buffer(v, s), "placement"), "layout"));
    snprintf(c->layout, sizeof c->layout, "%s", lay ? lay : "?");
  }
  if (!c->N) return fp8_sum_err(v, e);
  const int *in = v->g->funcs[0].inputs;
  int64_t i = e / c->N, j = e % c->N;
  double mag = 0;
  for (int64_t k = 0; k < c->C; k++)
    mag += fabs((e2e_at(&v->ref[in[0]], i * c->C + k) + e2e_at(&v->ref[in[1]], i * c->C + k)) *
                e2e_at(&v->ref[in[2]], k * c->N + j));
  (void)t;
  return 2 * (double)((c->C + 31) / 32 + 1) * U_BF16 * mag + 8 * U_F32 * mag + 1e-30;
}

static void fp8_out_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  /* with a matmul (three inputs): a and b quarters in [-2, 2] */
  bool quarters = g->funcs[0].ninputs == 3 && index < 2;
  for (int64_t i = 0; i < tensor_numel(t); i++) {
    double x = e2e_uniform(rng, index == 2 ? -2 : -3, index == 2 ? 2 : 3);
    e2e_store(t->dtype, (uint8_t *)data + i * (int64_t)dtype_size(t->dtype), quarters ? round(x * 4 / 1.5) / 4 : x);
  }
}

static void test_elementwise_fp8_result(void **state) {
  (void)state;
  static const Fp8OutCase cases[] = {{70, 300, 0, ""}, {45, 90, 70, ""}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    Fp8OutCase c = cases[i];
    char x[64], s8[64], w[64], y[64];
    snprintf(x, sizeof x, "tensor<%lldx%lldxf32>", (long long)c.R, (long long)c.C);
    snprintf(s8, sizeof s8, "tensor<%lldx%lldxf8E4M3FN>", (long long)c.R, (long long)c.C);
    snprintf(w, sizeof w, "tensor<%lldx%lldxf8E4M3FN>", (long long)c.C, (long long)c.N);
    snprintf(y, sizeof y, "tensor<%lldx%lldxf32>", (long long)c.R, (long long)c.N);
    Mod m;
    mod_init(&m);
    mod_input(&m, "a", x);
    mod_input(&m, "b", x);
    if (c.N) mod_input(&m, "w", w);
    mod_line(&m, "%%e = tensor.empty() : %s", s8);
    mod_line(&m,
             "%%s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> "
             "(d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} "
             "ins(%%in0, %%in1 : %s, %s) outs(%%e : %s) {\n"
             "    ^bb0(%%p: f32, %%q: f32, %%o: f8E4M3FN):\n      %%1 = arith.addf %%p, %%q : f32\n"
             "      %%2 = arith.truncf %%1 : f32 to f8E4M3FN\n      linalg.yield %%2 : f8E4M3FN\n    } -> %s",
             x, x, s8, s8);
    if (c.N) {
      mod_line(&m, "%%z = arith.constant 0.0 : f32");
      mod_line(&m, "%%e2 = tensor.empty() : %s", y);
      mod_line(&m, "%%f = linalg.fill ins(%%z : f32) outs(%%e2 : %s) -> %s", y, y);
      mod_line(&m, "%%y = linalg.matmul ins(%%s, %%in2 : %s, %s) outs(%%f : %s) -> %s", s8, w, y, y);
    }
    char *mlir = mod_finish(&m, c.N ? "%y" : "%s", c.N ? y : s8), name[96];
    snprintf(name, sizeof name, "f8(a + b) %lldx%lld%s", (long long)c.R, (long long)c.C, c.N ? ", then s w" : "");
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 97 + i, .input = fp8_out_input, .bound = fp8_out_bound,
                  .ctx = &c};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.npu_tasks, c.N ? 2 : 1);
    assert_int_equal(st.host_tasks, 0);
    assert_int_equal(st.checked, c.R * (c.N ? c.N : c.C));
    assert_string_equal(c.layout, c.N ? "fp8_tile" : "bf16_split_halves");
  }
}

/* IREE's two-generic RMSNorm: the reduction squares each tile on the VPU
 * before its tree sums it (`input_transform`), then one elementwise task;
 * 40 x 1000 loops over blocks of 8 tiles, 33 x 70 masks a padded tile after
 * squaring it. */
static void test_rmsnorm_two_generics(void **state) {
  (void)state;
  E2eStats st = run_rmsnorm("rmsnorm 40x1000 f32, two generics", 0, 40, 1000, true);
  assert_int_equal(st.host_tasks, 0);
  st = run_rmsnorm("rmsnorm 33x70 f32, two generics", 0, 33, 70, true);
  assert_int_equal(st.host_tasks, 0);
}

/* The same RMSNorm as four tasks (--npu-groups=off) on a chip with a small
 * instruction memory: the program, one segment of four tasks by default, is
 * emitted again in segments that each fit; the model refuses any longer
 * segment and runs them in turn, and the results are those of the unsplit
 * program. As one row group it needs one segment of the same memory at 1000
 * rows as at 100: its code is a loop over bands of rows. */
static void test_rmsnorm_segments_small_imem(void **state) {
  (void)state;
  E2eStats st = run_rmsnorm_as("rmsnorm 100x300 f32, 4 tasks, instruction memory 600", 600, 100, 300, false, true);
  assert_true(st.segments >= 2);
  st = run_rmsnorm("rmsnorm 1000x300 f32, row group, instruction memory 800", 800, 1000, 300, false);
  assert_int_equal(st.segments, 1);
}

typedef struct LnCase {
  int64_t R, C;
  double depth; /* of a row sum (row_sum_depth), read at the first bound */
  int64_t row;  /* the row whose terms follow (-1: none yet) */
  double mu, e_mu, r, rel_r;
} LnCase;

/* y = xc r g + b against the host's f32, worst case to first order in
 * u = U_BF16 (every VPU op and every loader conversion rounds once), per
 * row from the exact x (A = sum |x|, xc, S2 = sum xc^2):
 *  - mu: the loader's x (u A), the tree (depth u A), the divide as vrecip
 *    of bf16(C) and vmul (3u |mu|): e_mu = (1 + depth) u A / C + 3u |mu|;
 *  - xc_k: e_k = u |x_k| + e_mu + u |xc_k|;
 *  - s2: sum of 2 |xc_k| e_k + u xc_k^2 (the square), the tree depth u S2;
 *  - r = 1/sqrt(s2/C + eps): half of s2's relative error and of the
 *    divide's and add's (4u), then vsqrt and vrecip (2u);
 *  - y_k: e_k |r g_k| + |xc_k r g_k| (rel r + u for g's load + 2u for the
 *    two vmul) + u |b_k| (b's load) + u |y_k| (the add). */
static double ln_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  LnCase *c = ctx;
  (void)t;
  const HostValue *x = &v->ref[v->g->funcs[0].inputs[0]], *gm = &v->ref[v->g->funcs[0].inputs[1]],
                  *bt = &v->ref[v->g->funcs[0].inputs[2]];
  const double u = U_BF16;
  int64_t i = e / c->C, C = c->C;
  if (!(c->depth > 0)) c->depth = row_sum_depth(v);
  if (c->row != i) {
    /* the row's terms, once a row */
    double A = 0, mu = 0, S2 = 0;
    for (int64_t k = 0; k < C; k++) A += fabs(e2e_at(x, i * C + k)), mu += e2e_at(x, i * C + k);
    mu /= (double)C;
    for (int64_t k = 0; k < C; k++) S2 += pow(e2e_at(x, i * C + k) - mu, 2);
    double e_mu = (1 + c->depth) * u * A / (double)C + 3 * u * fabs(mu), es2 = c->depth * u * S2;
    for (int64_t k = 0; k < C; k++) {
      double xk = e2e_at(x, i * C + k), xc = xk - mu, ek = u * fabs(xk) + e_mu + u * fabs(xc);
      es2 += 2 * fabs(xc) * ek + u * xc * xc;
    }
    c->r = 1 / sqrt(S2 / (double)C + 1e-5), c->rel_r = 0.5 * (es2 / S2 + 4 * u) + 2 * u;
    c->row = i, c->mu = mu, c->e_mu = e_mu;
  }
  double mu = c->mu, e_mu = c->e_mu, r = c->r, rel_r = c->rel_r;
  double xk = e2e_at(x, e), xc = xk - mu, ek = u * fabs(xk) + e_mu + u * fabs(xc);
  double g = e2e_at(gm, e % C), b = e2e_at(bt, e % C), y = xc * r * g + b;
  return (ek * fabs(r * g) + fabs(xc * r * g) * (rel_r + 3 * u) + u * fabs(b) + u * fabs(y)) * (1 + 8 * u) + 1e-30;
}

static void ln_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(DT_F32, (uint8_t *)data + 4 * i,
              index == 0 ? e2e_uniform(rng, -2, 4) : index == 1 ? e2e_uniform(rng, 0.5, 1.5) : e2e_uniform(rng, -1, 1));
}

/* LayerNorm on shapes whose rows and columns are not tile multiples: one
 * npu task, a row group of six ops, whose rows of 1000 loop over their
 * tiles; run with the two forms apart (--npu-groups=off) the same inputs
 * give the same bound. */
static void test_layernorm_row_group(void **state) {
  (void)state;
  /* 100 x 4096: rows in three passes over column chunks (no baseline: the
   * six tasks do not compile at that width) */
  static const int64_t shapes[][2] = {{70, 300}, {33, 1000}, {5, 40}, {100, 4096}};
  for (int k = 0; k < 4; k++) {
    for (int sep = 0; sep < (k < 3 ? 2 : 1); sep++) {
      LnCase c = {.R = shapes[k][0], .C = shapes[k][1], .row = -1};
      char *mlir = norm_mlir(NORM_LAYER, c.R, c.C), name[96];
      snprintf(name, sizeof name, "layernorm %lldx%lld f32%s", (long long)c.R, (long long)c.C,
               sep ? ", 6 tasks" : ", row group");
      E2eCase ec = {.name = name, .mlir = mlir, .seed = 43 + k, .input = ln_input, .bound = ln_bound, .ctx = &c,
                    .no_groups = sep};
      E2eStats st;
      run_case(&ec, &st, NULL);
      free(mlir);
      assert_int_equal(st.npu_tasks, sep ? 6 : 1);
      assert_int_equal(st.host_tasks, 0);
      if (k == 3) assert_int_equal(st.passes, 3);
    }
  }
}

/* ------------------------------------------- elementwise chains, one group */

/* The chains of norm_mlir.h (SiLU-gated, GELU + residual) have no reduction:
 * one group (one task, one loop over bands) reads x and u and writes y once.
 * chain_eval gives y = f(x, u) with a relative error e[k] at each of the
 * npu's roundings, in the order the VPU makes them: the loader's bf16 of x
 * and u, one bf16 rounding per VPU op (a divide is vrecip then vmul),
 * constants rounded to bf16; exp, tanh and vrecip may be a bf16 ulp off
 * the correctly rounded value (spec/npu.md), 3 u each. The bound is the sum
 * of |f(e_k = r_k) - f(0)| over the roundings (first order), a 2x margin
 * for the second order, and the host's f32 roundings. */
enum { CHAIN_MAXPTS = 16 };

/* The roundings of one evaluation: the k-th call of rnd perturbs its value
 * by e[k] and records its size r in rk[k]. */
typedef struct ChainErr {
  const double *e;
  double *rk;
  int n;
} ChainErr;

static double rnd(ChainErr *s, double v, double r) {
  if (s->rk) s->rk[s->n] = r;
  return v * (1 + (s->e ? s->e[s->n++] : (s->n++, 0.0)));
}

static int chain_eval(NormForm f, double x, double u, const double *e, double *rk, double *y) {
  ChainErr s = {e, rk, 0};
  double xl = rnd(&s, x, U_BF16), ul = rnd(&s, u, U_BF16);
  switch (f) {
  case NORM_SILU_GATED: {
    double ex = rnd(&s, exp(-xl), 3 * U_BF16), d = rnd(&s, ex + 1, U_BF16);
    double r = rnd(&s, 1 / d, 3 * U_BF16), sig = rnd(&s, r, U_BF16);
    double sl = rnd(&s, xl * sig, U_BF16);
    *y = rnd(&s, sl * ul, U_BF16);
    break;
  }
  case NORM_SILU_FUSED: {
    double ex = rnd(&s, exp(-xl), 3 * U_BF16), d = rnd(&s, ex + 1, U_BF16), r = rnd(&s, 1 / d, 3 * U_BF16);
    double sl = rnd(&s, xl * r, U_BF16);
    *y = rnd(&s, sl * ul, U_BF16);
    break;
  }
  default: { /* NORM_GELU_RESID */
    double q = rnd(&s, xl * xl, U_BF16), cube = rnd(&s, q * xl, U_BF16);
    double k1 = rnd(&s, 0.044715, U_BF16), t1 = rnd(&s, cube * k1, U_BF16), inner = rnd(&s, xl + t1, U_BF16);
    double k2 = rnd(&s, 0.797884583, U_BF16), t2 = rnd(&s, inner * k2, U_BF16);
    double th = rnd(&s, tanh(t2), 3 * U_BF16), p = rnd(&s, th + 1, U_BF16), h = rnd(&s, xl * 0.5, U_BF16);
    double ge = rnd(&s, h * p, U_BF16);
    *y = rnd(&s, ge + ul, U_BF16);
    break;
  }
  }
  return s.n;
}

/* The first group's details.fused_ops entries; *computed_in (when asked):
 * those the group computes inside its last op's program (in registers). */
static int group_fused_ops(const E2eView *v, int *computed_in) {
  json_t *ops = json_object_get(json_object_get(e2e_task(v, "elementwise", 0), "details"), "fused_ops");
  int n = json_is_array(ops) ? (int)json_array_size(ops) : 0;
  if (computed_in) *computed_in = 0;
  for (int k = 0; computed_in && k < n; k++) {
    json_t *in = json_object_get(json_array_get(ops, (size_t)k), "computed_in");
    *computed_in += json_is_integer(in) && json_integer_value(in) == n - 1;
  }
  return n;
}

typedef struct ChainCase {
  NormForm f;
  int64_t C;
  int fused_ops; /* the group's details.fused_ops entries, read at the first bound */
} ChainCase;

static double chain_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  ChainCase *c = ctx;
  (void)t;
  if (c->fused_ops < 0) {
    c->fused_ops = group_fused_ops(v, NULL);
  }
  const HostValue *x = &v->ref[v->g->funcs[0].inputs[0]], *u = &v->ref[v->g->funcs[0].inputs[1]];
  double xv = e2e_at(x, e), uv = e2e_at(u, e), y0, y, rk[CHAIN_MAXPTS], ek[CHAIN_MAXPTS] = {0};
  int n = chain_eval(c->f, xv, uv, NULL, rk, &y0);
  double sum = 0;
  for (int k = 0; k < n; k++) {
    ek[k] = rk[k];
    chain_eval(c->f, xv, uv, ek, NULL, &y);
    double up = fabs(y - y0);
    ek[k] = -rk[k];
    chain_eval(c->f, xv, uv, ek, NULL, &y);
    sum += fmax(up, fabs(y - y0));
    ek[k] = 0;
  }
  return 2 * sum + 16 * U_F32 * (fabs(y0) + fabs(xv * xv * xv) + fabs(uv) + 1e-3) + 1e-30;
}

static void chain_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(DT_F32, (uint8_t *)data + 4 * i, index == 0 ? e2e_uniform(rng, -4, 4) : e2e_uniform(rng, -2, 2));
}

/* SiLU-gated MLP epilogues (torch's silu decomposed into sigmoid and a
 * multiply, or in one generic) and GELU with a residual add, on shapes whose
 * rows and columns are not tile multiples (rows of 1000 loop over their
 * tiles): one npu task whose fused_ops lists every generic; with
 * --npu-groups=off a task per generic, within the same bound. */
static void test_elementwise_chain_groups(void **state) {
  (void)state;
  static const int64_t shapes[][2] = {{70, 300}, {33, 1000}, {5, 40}};
  for (int f = NORM_SILU_GATED; f <= NORM_GELU_RESID; f++)
    for (int k = 0; k < 3; k++)
      for (int sep = 0; sep < 2; sep++) {
        ChainCase c = {.f = (NormForm)f, .C = shapes[k][1], .fused_ops = -1};
        char *mlir = norm_mlir(c.f, shapes[k][0], shapes[k][1]), name[96];
        snprintf(name, sizeof name, "%s %lldx%lld f32%s", norm_form_name(c.f), (long long)shapes[k][0],
                 (long long)shapes[k][1], sep ? ", tasks" : ", one group");
        E2eCase ec = {.name = name, .mlir = mlir, .seed = 61 + k + 3 * f, .input = chain_input,
                      .bound = chain_bound, .ctx = &c, .no_groups = sep};
        E2eStats st;
        run_case(&ec, &st, NULL);
        free(mlir);
        assert_int_equal(st.npu_tasks, sep ? norm_form_ops(c.f) : 1);
        assert_int_equal(st.host_tasks, 0);
        if (!sep) assert_int_equal(c.fused_ops, norm_form_ops(c.f));
      }
}

/* ------------------------------------------------------- RoPE, one group */

/* RoPE as IREE writes torch's x cos + rotate_half(x) sin (norm_mlir.h: the
 * halves of x sliced, one negated, concatenated, then one generic or
 * three). On the npu every value is rounded to bf16 (the loader's x, cos
 * and sin; -x is exact) and each product and the sum once: y = bf16(
 * bf16(x c) + bf16(r s)) with r = -x[j + H] or x[j - H]. To first order
 * |d| <= u (3 |x c| + 3 |r s| + |y|) (two loads and a product rounding per
 * term, the sum's rounding), doubled for the second order, plus the host's
 * f32 roundings. The run without groups must give the same bits: the first
 * run records its outputs (ctx), the second compares. */
typedef struct RopeCase {
  int64_t R, C;
  int fused_ops;   /* the group's details.fused_ops entries, read at the first bound */
  int computed_in; /* those computed inside the last op's program (registers) */
  int64_t lines;   /* the group's program: lines of its code in the task graph */
  int lines_task;  /* which elementwise task's lines (0: the first) */
  double chunk;    /* that task's details.chunk_tiles (NaN: none) */
  double window;   /* the first elementwise task's details.shift_window_halves (NaN: none) */
  float *first;    /* the first run's outputs */
  bool compare;    /* this run must equal them bit for bit */
  int64_t differ;  /* elements that did not */
} RopeCase;

static double rope_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  RopeCase *c = ctx;
  if (c->fused_ops < 0) {
    c->fused_ops = group_fused_ops(v, &c->computed_in);
    json_t *task = e2e_task(v, "elementwise", c->lines_task), *code = json_object_get(task, "code");
    c->lines = json_integer_value(json_object_get(code, "last_line")) -
               json_integer_value(json_object_get(code, "first_line")) + 1;
    c->chunk = e2e_detail(task, "chunk_tiles");
    c->window = e2e_detail(e2e_task(v, "elementwise", 0), "shift_window_halves");
  }
  const Graph *g = v->g;
  const HostValue *x = &v->ref[g->funcs[0].inputs[0]], *co = &v->ref[g->funcs[0].inputs[1]],
                  *si = &v->ref[g->funcs[0].inputs[2]];
  int64_t i = e / c->C, j = e % c->C, H = c->C / 2;
  double r = j < H ? -e2e_at(x, i * c->C + j + H) : e2e_at(x, i * c->C + j - H);
  /* the rotated x itself returned (its concat read outside the group):
   * x's bf16 rounding alone */
  if (t == g->funcs[0].outputs[g->funcs[0].noutputs - 1] && g->funcs[0].noutputs > 1)
    return U_BF16 * fabs(r) + 1e-30;
  double xc = fabs(e2e_at(x, e) * e2e_at(co, e)), rs = fabs(r * e2e_at(si, e)), y = fabs(e2e_at(&v->ref[t], e));
  float dv = (float)e2e_at(&v->dev[t], e);
  if (c->first && c->compare && memcmp(&dv, &c->first[e], sizeof dv)) c->differ++;
  if (c->first && !c->compare) c->first[e] = dv;
  return 2 * U_BF16 * (3 * xc + 3 * rs + y) + 8 * U_F32 * (xc + rs + y) + 1e-30;
}

/* Head dims 64 and 128 (halves of one and two tiles), 32 and 96 (halves
 * at a [32,16] half tile: copied half by half), and 300, 200 and 202
 * (halves of 150, 100 and 101 columns, inside a half: copied through byte
 * transposes, an odd shift too), rows not a multiple of 32, in both forms: one npu task listing every op (slices and
 * concat as column views), no host task; --npu-groups=off: the slices and
 * the concat are host tasks and the generics npu tasks, with the same bits.
 * In four generics the products x cos and rot sin, each read by the sum
 * alone, are computed inside the sum's program (details: computed_in names
 * the sum); at 45x2048 a band of x, cos, sin, y and both products would not
 * fit VMEM, so only that keeps it one group. */
static void test_rope_groups(void **state) {
  (void)state;
  static const int64_t shapes[][2] = {{70, 64}, {33, 128}, {5, 64},   {100, 128}, {40, 32},
                                      {37, 96}, {45, 2048}, {100, 300}, {45, 200},  {33, 202}};
  for (int f = NORM_ROPE; f <= NORM_ROPE_SPLIT; f++)
    for (int k = 0; k < (int)(sizeof shapes / sizeof *shapes); k++) {
      RopeCase c = {.R = shapes[k][0], .C = shapes[k][1]};
      c.first = xcalloc((size_t)(c.R * c.C), sizeof *c.first);
      for (int sep = 0; sep < 2; sep++) {
        c.fused_ops = -1;
        c.compare = sep;
        char *mlir = norm_mlir((NormForm)f, c.R, c.C), name[96];
        snprintf(name, sizeof name, "%s %lldx%lld f32%s", norm_form_name((NormForm)f), (long long)c.R,
                 (long long)c.C, sep ? ", tasks" : ", one group");
        E2eCase ec = {.name = name, .mlir = mlir, .seed = 71 + k + 4 * f, .input = chain_input,
                      .bound = rope_bound, .ctx = &c, .no_groups = sep};
        E2eStats st;
        run_case(&ec, &st, NULL);
        free(mlir);
        assert_int_equal(st.checked, c.R * c.C);
        if (!sep) {
          assert_int_equal(st.npu_tasks, 1);
          assert_int_equal(st.host_tasks, 0);
          assert_int_equal(c.fused_ops, norm_form_ops((NormForm)f));
          assert_int_equal(c.computed_in, f == NORM_ROPE_SPLIT ? 2 : 0);
        } else {
          assert_int_equal(st.npu_tasks, norm_form_ops((NormForm)f) - 3);
          assert_int_equal(st.host_tasks, 3);
          assert_int_equal(c.differ, 0);
        }
      }
      free(c.first);
    }
}

/* RoPE c in form f on data within rope_bound: npu_tasks npu tasks, none
 * on the host. */
static void run_rope_on_npu(NormForm f, RopeCase *c, uint64_t seed, const char *what, int npu_tasks) {
  char *mlir = norm_mlir(f, c->R, c->C), name[96];
  snprintf(name, sizeof name, "%s %lldx%lld f32, %s", norm_form_name(f), (long long)c->R, (long long)c->C, what);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = chain_input, .bound = rope_bound, .ctx = c};
  E2eStats st;
  run_case(&ec, &st, NULL);
  free(mlir);
  assert_int_equal(st.checked, c->R * c->C);
  assert_int_equal(st.npu_tasks, npu_tasks);
  assert_int_equal(st.host_tasks, 0);
}

/* RoPE's copies of its halves are loops over half tiles (kern_norm.c
 * move_halves), so the group's code does not grow with the columns: halves
 * of 300 and 556 columns (inside a half tile: through byte transposes) and
 * of 528 and 784 (at an odd half tile: copied by halves), 45 rows, in both
 * forms: one npu task each, within the rounding bound on data, and the
 * wider of each pair (1.8x and 1.5x the tiles) as many lines of code as the
 * narrower, read from the task graph (unrolled: 1806 -> 2768 lines and
 * 1310 -> 1696 in the 2-generic form). */
static void test_rope_group_code_constant(void **state) {
  (void)state;
  static const int64_t widths[][2] = {{600, 1112}, {1056, 1568}};
  for (int f = NORM_ROPE; f <= NORM_ROPE_SPLIT; f++)
    for (int k = 0; k < 2; k++) {
      int64_t lines[2];
      for (int w = 0; w < 2; w++) {
        RopeCase c = {.R = 45, .C = widths[k][w], .fused_ops = -1};
        run_rope_on_npu((NormForm)f, &c, 301 + 2 * k + w, "copies in loops", 1);
        assert_int_equal(c.fused_ops, norm_form_ops((NormForm)f));
        lines[w] = c.lines;
      }
      assert_true(lines[0] > 100);
      assert_int_equal(lines[1], lines[0]);
    }
}

/* From 1716 columns on (45 rows), RoPE's last generic runs as a task of
 * its own (kern_vpu.c in the 2-generic form, a kern_norm.c group of the
 * three in the 4-generic one) in runs of chunk_tiles tiles: a band of its
 * five values does not fit VMEM twice. A run's tiles are a counted loop
 * (four a trip, the rest after it), so its code does not grow with the
 * width: runs of 42 tiles (45x2000) and 46 (45x2200), both two after the
 * trips, take as many lines, read from the task graph (unrolled: 3874 and
 * 4234), in both forms, on data within the bound. */
static void test_rope_chunk_code_constant(void **state) {
  (void)state;
  static const int64_t widths[2] = {2000, 2200}, chunks[2] = {42, 46};
  for (int f = NORM_ROPE; f <= NORM_ROPE_SPLIT; f++) {
    int64_t lines[2];
    for (int w = 0; w < 2; w++) {
      RopeCase c = {.R = 45, .C = widths[w], .fused_ops = -1, .lines_task = 1};
      run_rope_on_npu((NormForm)f, &c, 361 + 2 * f + w, "runs in loops", 2);
      assert_int_equal((int64_t)c.chunk, chunks[w]);
      lines[w] = c.lines;
    }
    assert_true(lines[0] > 50);
    assert_int_equal(lines[1], lines[0]);
  }
}

/* RoPE at 45x1624 (halves of 812 columns): the rotation's group takes the
 * slices after the generics (dispatch's merge_slices), and its estimate
 * counted a slice as its source alone. The shifted half's copy then did
 * not fit, the slice was refused and became an input of two band slots,
 * and the group ran on the host ('bands of 32 rows do not fit VMEM'). Now
 * the estimate counts the copy: the final generic is refused instead and
 * runs as a task of its own. Both forms: two npu tasks, no host task,
 * within the bound. */
static void test_rope_slice_copy_estimate(void **state) {
  (void)state;
  for (int f = NORM_ROPE; f <= NORM_ROPE_SPLIT; f++) {
    RopeCase c = {.R = 45, .C = 1624, .fused_ops = -1};
    run_rope_on_npu((NormForm)f, &c, 341 + f, "two groups", 2);
  }
}

/* From 45x3186 on, the rotation's group (x's halves, the negated one, the
 * concat) did not fit VMEM: a band of its transposes, as wide as the rows,
 * beside x and the rotation, and the host ran it. At 3186 the 26 KB of
 * reduction entries it has no use for were what it lacked; wider, its
 * shifted copies go in windows of halves (kern_norm.c copy_shifted), the
 * outputs in one slot. Both forms at 3186, 3500 and 3966 columns: two npu
 * tasks, none on the host, within the bound on data; the rotation's task
 * copies in windows (read from the task graph) at 3500 and 3966 only. */
static void test_rope_wide_views_in_windows(void **state) {
  (void)state;
  static const int64_t widths[] = {3186, 3500, 3966};
  for (int f = NORM_ROPE; f <= NORM_ROPE_SPLIT; f++)
    for (int w = 0; w < (int)(sizeof widths / sizeof *widths); w++) {
      RopeCase c = {.R = 45, .C = widths[w], .fused_ops = -1};
      run_rope_on_npu((NormForm)f, &c, 381 + 3 * f + w, "views in windows", 2);
      if (w == 0) assert_true(isnan(c.window));
      else assert_true(c.window >= 8);
    }
}

/* A chain of n - 1 generics over n R x C inputs: t1 = a + b, t2 = t1 c,
 * t3 = t2 + d, ... (adds and multiplies in turn), the last returned. */
static char *wide_chain_mlir(int n, int64_t R, int64_t C) {
  StrBuf b;
  sb_init(&b);
  char T[64];
  snprintf(T, sizeof T, "tensor<%lldx%lldxf32>", (long long)R, (long long)C);
  sb_printf(&b, "func.func @main(");
  for (int k = 0; k < n; k++) sb_printf(&b, "%s%%in%d: %s", k ? ", " : "", k, T);
  sb_printf(&b, ") -> %s {\n", T);
  const char *map = "affine_map<(d0, d1) -> (d0, d1)>";
  for (int k = 1; k < n; k++) {
    sb_printf(&b, "  %%e%d = tensor.empty() : %s\n", k, T);
    sb_printf(&b,
              "  %%t%d = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = [\"parallel\", "
              "\"parallel\"]} ins(%%%s%d, %%in%d : %s, %s) outs(%%e%d : %s) {\n",
              k, map, map, map, k == 1 ? "in" : "t", k == 1 ? 0 : k - 1, k, T, T, k, T);
    sb_printf(&b, "  ^bb0(%%a: f32, %%b: f32, %%o: f32):\n    %%y = %s %%a, %%b : f32\n    linalg.yield %%y : f32\n",
              k % 2 ? "arith.addf" : "arith.mulf");
    sb_printf(&b, "  } -> %s\n", T);
  }
  sb_printf(&b, "  return %%t%d : %s\n}\n", n - 1, T);
  return b.s;
}

typedef struct WideChainCase {
  int n;
  int ntasks, fused[4]; /* elementwise npu tasks, each one's fused ops (1: a task of its own) */
} WideChainCase;

/* Inputs rounded to bf16, then each op once, to first order: an add adds
 * its input's error and its rounding, a multiply scales the error by the
 * input and adds the input's error times the chain so far; doubled, plus
 * the host's f32 roundings. */
static double wide_chain_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  WideChainCase *c = ctx;
  (void)t;
  if (c->ntasks < 0) {
    c->ntasks = 0;
    for (json_t *tk; c->ntasks < 4 && (tk = e2e_task(v, "elementwise", c->ntasks)); c->ntasks++) {
      json_t *ops = json_object_get(json_object_get(tk, "details"), "fused_ops");
      c->fused[c->ntasks] = json_is_array(ops) ? (int)json_array_size(ops) : 1;
    }
  }
  const Func *f = &v->g->funcs[0];
  double y = e2e_at(&v->ref[f->inputs[0]], e), err = U_BF16 * fabs(y), mag = fabs(y);
  for (int k = 1; k < c->n; k++) {
    double x = e2e_at(&v->ref[f->inputs[k]], e), ex = U_BF16 * fabs(x), y2 = k % 2 ? y + x : y * x;
    err = k % 2 ? err + ex : err * fabs(x) + fabs(y) * ex + err * ex;
    err += U_BF16 * fabs(y2);
    y = y2;
    mag += fabs(y) + fabs(x);
  }
  return 2 * err + 8 * U_F32 * mag + 1e-30;
}

/* Elementwise chains over six and seven inputs (70x300, five and six
 * generics): a row group streams at most seven DMA channels' worth (an
 * input one, a result two), so fuse_group counts the streams before an op
 * joins. The group takes the first four generics (five inputs and the
 * result: seven channels) and the rest are a task of their own; before,
 * the whole chain was one group with no channel for its sixth input, and
 * it ran on the host ('a row group with too many inputs and outputs').
 * Both tasks on the npu, read from the task graph, within the bound. */
static void test_elementwise_chain_streams_split(void **state) {
  (void)state;
  for (int n = 6; n <= 7; n++) {
    WideChainCase c = {.n = n, .ntasks = -1};
    char *mlir = wide_chain_mlir(n, 70, 300), name[96];
    snprintf(name, sizeof name, "chain over %d inputs 70x300 f32, split by streams", n);
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 331 + n, .input = chain_input, .bound = wide_chain_bound,
                  .ctx = &c};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.checked, 70 * 300);
    assert_int_equal(st.npu_tasks, 2);
    assert_int_equal(st.host_tasks, 0);
    assert_int_equal(c.ntasks, 2);
    assert_int_equal(c.fused[0], 4);
    assert_int_equal(c.fused[1], n - 5);
  }
}

/* RoPE whose band does not fit VMEM twice over (64x2048: x, cos and sin
 * double-buffered, y in one slot, stream.h), and RoPE that also returns
 * the rotated x (the concat read outside the group: its tiles copied to an
 * output stream; at head dim 96 its copy by halves, at 300 its copy
 * through transposes, is that stream's slot): one npu task each, within
 * the bounds. */
static void test_rope_group_one_slot_and_view_output(void **state) {
  (void)state;
  for (int k = 0; k < 4; k++) {
    RopeCase c = {.R = k ? 45 : 64, .C = k == 3 ? 300 : k == 2 ? 96 : k ? 128 : 2048, .fused_ops = -1};
    char *mlir = norm_mlir(NORM_ROPE, c.R, c.C), name[96];
    if (k) {
      /* return %res, %rot */
      char t[64], ret[200], sig[200];
      snprintf(t, sizeof t, "tensor<%lldx%lldxf32>", (long long)c.R, (long long)c.C);
      snprintf(ret, sizeof ret, "  return %%res, %%rot : %s, %s\n}\n", t, t);
      snprintf(sig, sizeof sig, ") -> (%s, %s) {", t, t);
      StrBuf b;
      sb_init(&b);
      char *body = strstr(mlir, ") -> tensor<"), *end = strstr(mlir, "  return %res");
      assert_non_null(body);
      assert_non_null(end);
      sb_printf(&b, "%.*s%s%.*s%s", (int)(body - mlir), mlir, sig, (int)(end - strchr(body, '\n')),
                strchr(body, '\n'), ret);
      free(mlir);
      mlir = b.s;
    }
    snprintf(name, sizeof name, "rope %lldx%lld f32%s", (long long)c.R, (long long)c.C,
             k ? ", rotated x returned" : ", output in one slot");
    E2eCase ec = {.name = name, .mlir = mlir, .seed = 91 + k, .input = chain_input, .bound = rope_bound, .ctx = &c};
    E2eStats st;
    run_case(&ec, &st, NULL);
    free(mlir);
    assert_int_equal(st.checked, (k ? 2 : 1) * c.R * c.C);
    assert_int_equal(st.npu_tasks, 1);
    assert_int_equal(st.host_tasks, 0);
    assert_int_equal(c.fused_ops, 5);
  }
}

/* RoPE whose sum also adds w, at 32x3200: rot sin's one reader (the sum)
 * reads x cos, cos and w too, so it does not fit the rotation's group. The
 * group's estimate counted no band for rot sin (computed in the sum's
 * registers, were the sum to join), the sum was refused, rot sin became an
 * output the group had no room for, and the group ran on the host ('bands
 * of 32 rows do not fit VMEM'). Now the estimate asks whether the sum would
 * fit before it counts rot sin as kept in registers: two npu groups (the
 * views and the negation; rot sin, x cos and the sum), no host task, read
 * from the task graph, within the rounding bound of every term. */
typedef struct RopeSumCase {
  int64_t C;
  int ngroups, nfused; /* elementwise tasks in the task graph, their fused_ops in all */
} RopeSumCase;

static double rope_sum_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  RopeSumCase *c = ctx;
  if (c->ngroups < 0) {
    c->ngroups = c->nfused = 0;
    for (json_t *tk; (tk = e2e_task(v, "elementwise", c->ngroups)); c->ngroups++) {
      json_t *ops = json_object_get(json_object_get(tk, "details"), "fused_ops");
      c->nfused += json_is_array(ops) ? (int)json_array_size(ops) : 0;
    }
  }
  const Graph *g = v->g;
  const int *in = g->funcs[0].inputs;
  int64_t i = e / c->C, j = e % c->C, H = c->C / 2;
  const HostValue *x = &v->ref[in[0]];
  double r = j < H ? -e2e_at(x, i * c->C + j + H) : e2e_at(x, i * c->C + j - H);
  double xc = fabs(e2e_at(x, e) * e2e_at(&v->ref[in[1]], e)), rs = fabs(r * e2e_at(&v->ref[in[2]], e));
  double w = fabs(e2e_at(&v->ref[in[3]], e)), y = fabs(e2e_at(&v->ref[t], e));
  /* loads of x, cos, sin, w, the two products, x c + r s, and + w: one
   * rounding each, doubled for the second order */
  return 2 * U_BF16 * (3 * xc + 3 * rs + xc + rs + 2 * w + y) + 8 * U_F32 * (xc + rs + w + y) + 1e-30;
}

static void test_rope_sum_reader_refused(void **state) {
  (void)state;
  RopeSumCase c = {.C = 3200, .ngroups = -1};
  int64_t R = 32, H = c.C / 2;
  char t[48], th[48];
  snprintf(t, sizeof t, "tensor<%lldx%lldxf32>", (long long)R, (long long)c.C);
  snprintf(th, sizeof th, "tensor<%lldx%lldxf32>", (long long)R, (long long)H);
  static const char *id = "affine_map<(d0, d1) -> (d0, d1)>";
  StrBuf b;
  sb_init(&b);
  sb_printf(&b, "func.func @main(%%x: %s, %%cos: %s, %%sin: %s, %%w: %s) -> %s {\n", t, t, t, t, t);
  sb_printf(&b, "  %%x1 = tensor.extract_slice %%x[0, 0] [%lld, %lld] [1, 1] : %s to %s\n", (long long)R,
            (long long)H, t, th);
  sb_printf(&b, "  %%x2 = tensor.extract_slice %%x[0, %lld] [%lld, %lld] [1, 1] : %s to %s\n", (long long)H,
            (long long)R, (long long)H, t, th);
  sb_printf(&b,
            "  %%ne = tensor.empty() : %s\n  %%neg = linalg.generic {indexing_maps = [%s, %s], iterator_types = "
            "[\"parallel\", \"parallel\"]} ins(%%x2 : %s) outs(%%ne : %s) {\n  ^bb0(%%a: f32, %%o: f32):\n"
            "    %%y = arith.negf %%a : f32\n    linalg.yield %%y : f32\n  } -> %s\n",
            th, id, id, th, th, th);
  sb_printf(&b, "  %%rot = tensor.concat dim(1) %%neg, %%x1 : (%s, %s) -> %s\n", th, th, t);
  static const char *gens[][3] = {{"rs", "%rot, %sin", "%y = arith.mulf %a, %b : f32"},
                                  {"xc", "%x, %cos", "%y = arith.mulf %a, %b : f32"},
                                  {"res", "%xc, %rs, %w", "%p = arith.addf %a, %b : f32\n    %y = arith.addf %p, %c : f32"}};
  for (int k = 0; k < 3; k++) {
    bool three = k == 2;
    sb_printf(&b,
              "  %%%s_e = tensor.empty() : %s\n  %%%s = linalg.generic {indexing_maps = [%s, %s, %s%s%s], "
              "iterator_types = [\"parallel\", \"parallel\"]} ins(%s : %s, %s%s%s) outs(%%%s_e : %s) {\n"
              "  ^bb0(%%a: f32, %%b: f32, %s%%o: f32):\n    %s\n    linalg.yield %%y : f32\n  } -> %s\n",
              gens[k][0], t, gens[k][0], id, id, three ? id : "", three ? ", " : "", id, gens[k][1], t, t,
              three ? ", " : "", three ? t : "", gens[k][0], t, three ? "%c: f32, " : "", gens[k][2], t);
  }
  sb_printf(&b, "  return %%res : %s\n}\n", t);
  E2eCase ec = {.name = "rope + w 32x3200 f32, the sum refused by the rotation's group", .mlir = b.s, .seed = 97,
                .input = chain_input, .bound = rope_sum_bound, .ctx = &c};
  E2eStats st;
  run_case(&ec, &st, NULL);
  free(b.s);
  assert_int_equal(st.checked, R * c.C);
  assert_int_equal(st.host_tasks, 0);
  assert_int_equal(c.ngroups, 2);
  assert_int_equal(c.nfused, 7);
}

/* Two layers of the same kernel and shape, y1 = x1.W1 and y2 = x2.W2 (fp8,
 * 50x70.70x40): one shared body and two calls of it, each with its own
 * addresses, and both results right in the model. Run once with the
 * chip's instruction memory (one segment: one body) and once with a memory
 * that holds one body and call but not two tasks' worth (two segments, a
 * body in each). Each element's bound is dot_bound over the operands the
 * task graph says its task read. */
static const char *twin_mlir =
    "func.func @main(%x1: tensor<50x70xf8E4M3FN>, %w1: tensor<70x40xf8E4M3FN>,\n"
    "                %x2: tensor<50x70xf8E4M3FN>, %w2: tensor<70x40xf8E4M3FN>)\n"
    "    -> (tensor<50x40xf32>, tensor<50x40xf32>) {\n"
    "  %z = arith.constant 0.000000e+00 : f32\n"
    "  %e = tensor.empty() : tensor<50x40xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<50x40xf32>) -> tensor<50x40xf32>\n"
    "  %y1 = linalg.matmul ins(%x1, %w1 : tensor<50x70xf8E4M3FN>, tensor<70x40xf8E4M3FN>)\n"
    "        outs(%f : tensor<50x40xf32>) -> tensor<50x40xf32>\n"
    "  %y2 = linalg.matmul ins(%x2, %w2 : tensor<50x70xf8E4M3FN>, tensor<70x40xf8E4M3FN>)\n"
    "        outs(%f : tensor<50x40xf32>) -> tensor<50x40xf32>\n"
    "  return %y1, %y2 : tensor<50x40xf32>, tensor<50x40xf32>\n"
    "}\n";

static double twin_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  (void)ctx;
  for (int k = 0; k < 2; k++) {
    json_t *mm = e2e_task(v, "matmul", k);
    if (!mm || json_integer_value(json_array_get(json_object_get(mm, "outputs"), 0)) != t) continue;
    OpFmt fa, fb;
    int64_t tile, K = 70, N = 40, i = e / N, j = e % N;
    mm_formats(v, mm, &fa, &fb, &tile);
    int at = (int)e2e_detail(mm, "buffer_a"), bt = (int)e2e_detail(mm, "buffer_b");
    double a[2 * 70];
    for (int64_t q = 0; q < K; q++) {
      a[q] = e2e_at(&v->ref[at], i * K + q);
      a[K + q] = e2e_at(&v->ref[bt], q * N + j);
    }
    Bound B = {0};
    dot_bound(&B, a, a + K, K, &fa, &fb, tile);
    return b_value(&B);
  }
  return -1; /* an output no matmul task wrote */
}

/* The program's lines that define a body, call one, and return. */
static void count_calls(const char *text, int *bodies, int *calls, int *returns) {
  *bodies = *calls = *returns = 0;
  for (const char *p = text; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (n > 6 && !strncmp(p + n - 6, "_body:", 6)) ++*bodies;
    if (!strncmp(p, "jal x", 5) && strncmp(p, "jal x0,", 7)) ++*calls;
    if (!strncmp(p, "jalr x0, ", 9)) ++*returns;
    p = nl ? nl + 1 : NULL;
  }
}

static void run_twins(int imem, int want_segments) {
  char iv[32];
  snprintf(iv, sizeof iv, "%d", imem);
  NpuCompiled nc;
  npu_compile(&nc, "twins", twin_mlir, "npu-imem", iv);
  int bodies, calls, returns;
  count_calls(sb_cstr(&nc.comp.asm_text), &bodies, &calls, &returns);
  assert_int_equal(bodies, want_segments); /* one body per segment that calls it */
  assert_int_equal(returns, want_segments);
  assert_int_equal(calls, 2);
  npu_compiled_free(&nc);
  char name[64];
  snprintf(name, sizeof name, "twin matmuls 50x70.70x40 fp8, imem %d", imem);
  E2eCase ec = {.name = name, .mlir = twin_mlir, .seed = 77, .input = mm_input, .bound = twin_bound,
                .imem = imem == 32768 ? 0 : imem};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st, "");
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 2);
  assert_int_equal(st.segments, want_segments);
  assert_int_equal(st.checked, 2 * 50 * 40);
}

static void test_shared_body_twin_matmuls(void **state) {
  (void)state;
  run_twins(32768, 1);
}

/* softmax (npu) -> erf (no VPU instruction: host) -> matmul (npu): two
 * program segments with the host task between them, each buffer moving
 * through the layouts the task graph describes. The softmax is checked
 * against the host's (its bound as above); the matmul output against the
 * host's with the matmul's bound on the values the npu read (erf of the
 * npu's softmax, computed by the host task) plus the exactly computed
 * effect of their difference from the reference's, sum_k (q'_k - q_k) w_kj. */
typedef struct SegCase {
  int64_t R, C, N;
  SmLines lines;
} SegCase;

static int seg_intermediates(const E2eView *v, int *out, int max, void *ctx) {
  (void)ctx;
  (void)max;
  json_t *sm = e2e_task(v, "softmax", 0);
  out[0] = (int)json_integer_value(json_array_get(json_object_get(sm, "outputs"), 0));
  return sm ? 1 : 0;
}

/* model NULL: the bound on |npu - host|; else the additional check of the
 * matmul (as mlp_eval; the softmax has no quantisation to take out). */
static double seg_eval(const E2eView *v, int t, int64_t e, SegCase *c, double *model) {
  json_t *sm = e2e_task(v, "softmax", 0);
  if (t == json_integer_value(json_array_get(json_object_get(sm, "outputs"), 0))) {
    double r = softmax_bound(v, sm, &c->lines, t, 1, e);
    if (model) *model = e2e_at(&v->ref[t], e);
    return r;
  }
  json_t *mm = e2e_task(v, "matmul", 0);
  OpFmt fa, fb;
  int64_t tile, i = e / c->N, j = e % c->N;
  mm_formats(v, mm, &fa, &fb, &tile);
  int qt = (int)e2e_detail(mm, "buffer_a"), wt = (int)e2e_detail(mm, "buffer_b");
  double *a = malloc(sizeof *a * (size_t)(2 * c->C)), shift = 0;
  for (int64_t k = 0; k < c->C; k++) {
    a[k] = e2e_at(&v->dev[qt], i * c->C + k);
    a[c->C + k] = e2e_at(&v->ref[wt], k * c->N + j);
    shift += (a[k] - e2e_at(&v->ref[qt], i * c->C + k)) * a[c->C + k];
  }
  Bound B = {0};
  if (model) {
    *model = dot_model(&B, a, a + c->C, c->C, &fa, &fb, tile);
    shift = 0;
  } else {
    dot_bound(&B, a, a + c->C, c->C, &fa, &fb, tile);
  }
  free(a);
  return fabs(shift) * (1 + 1e-6) + b_value(&B);
}

static double seg_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  return seg_eval(v, t, e, ctx, NULL);
}

static double seg_model(const E2eView *v, int t, int64_t e, double *tol, void *ctx) {
  double m;
  *tol = seg_eval(v, t, e, ctx, &m);
  return m;
}

static void test_segments_with_host_task(void **state) {
  (void)state;
  Mod m;
  mod_init(&m);
  const char *tx = "tensor<40x70xf32>", *tw = "tensor<70x50xf32>", *to = "tensor<40x50xf32>";
  mod_input(&m, "x", tx);
  mod_input(&m, "w", tw);
  mod_line(&m, "%%e0 = tensor.empty() : %s", tx);
  mod_line(&m, "%%p = linalg.softmax dimension(1) ins(%%in0 : %s) outs(%%e0 : %s) -> %s", tx, tx, tx);
  mod_line(&m, "%%e1 = tensor.empty() : %s", tx);
  mod_line(&m, "%%q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], "
           "iterator_types = [\"parallel\", \"parallel\"]} ins(%%p : %s) outs(%%e1 : %s) {\n"
           "    ^bb0(%%a: f32, %%o: f32):\n      %%k = arith.constant 3.000000e+01 : f32\n"
           "      %%s = arith.mulf %%a, %%k : f32\n      %%y = math.erf %%s : f32\n      linalg.yield %%y : f32\n    } -> %s",
           tx, tx, tx);
  mod_line(&m, "%%z = arith.constant 0.000000e+00 : f32");
  mod_line(&m, "%%e2 = tensor.empty() : %s", to);
  mod_line(&m, "%%f = linalg.fill ins(%%z : f32) outs(%%e2 : %s) -> %s", to, to);
  mod_line(&m, "%%res = linalg.matmul ins(%%q, %%in1 : %s, %s) outs(%%f : %s) -> %s", tx, tw, to, to);
  char *mlir = mod_finish(&m, "%res", to);
  SegCase c = {.R = 40, .C = 70, .N = 50};
  E2eCase ec = {.name = "softmax | erf on host | matmul", .mlir = mlir, .seed = 42,
                .input = e2e_random_input, .bound = seg_bound, .model = seg_model,
                .intermediates = seg_intermediates,
                .ctx = &c, .expect_host_tasks = true};
  E2eStats st;
  run_case(&ec, &st, "quantised model");
  free(mlir);
  sm_lines_free(&c.lines);
  assert_int_equal(st.npu_tasks, 2);
  assert_int_equal(st.host_tasks, 1);
  assert_int_equal(st.segments, 2);
}

/* A Flow-phase dump in IREE's printed form (test/iree): four dispatches,
 * IREE's padding store, a slice load, a multi-device transfer. npu tasks
 * (matmul + bias, softmax, scale) with host tasks (pad, slice) between:
 *   m = x.W + 1.5 (40x72 . 72x56, f32 demoted to fp8 one term: npu)
 *   p = pad(m) into 48x64 of -1e4 at [3, 5] (host), s = softmax(p) along
 *   dim 1 (npu, output1), y = 3 * s[3:43, 5:61] (slice on the host, the
 *   scale on the npu, output0 = y reshaped to 2240).
 * Every element of m, s and y is checked against targets/host. Each npu
 * task's bound is its own error on the values it read (the earlier npu
 * tasks' results as the host tasks passed them on) plus the exactly
 * computed effect of those values' difference from the reference's:
 *   m: the matmul's dot_bound (formats and scales from the task graph),
 *      then the bias add on the VPU in bf16 (u |m + b|, the bias loaded as
 *      bf16: u |b|) against the host's f32 add (2^-24 |m + b|);
 *   s: softmax_bound on the values the npu loaded, q = bf16(p_npu) (the
 *      loader's RNE, the buffer's device dtype read from the task graph),
 *      plus |softmax(q) - softmax(p_ref)| in double (relative slack 1e-6),
 *      plus the host's n + 3 f32 roundings;
 *   y: 3 |s_npu - s_ref| exactly, the loader's bf16 rounding of s_npu and
 *      the bf16 product on the VPU (u each of |3 s_npu|), the host's f32
 *      product (2^-24 |3 s_ref|). */
#define FLOW_SCALE 3.0 /* the constant of @main_dispatch_3_slice_scale */
typedef struct FlowCase {
  SmLines dev_lines, ref_lines;
} FlowCase;

/* The npu tasks in order: matmul (m), softmax (s), elementwise (y). */
static int flow_output(const E2eView *v, const char *kind) {
  json_t *t = e2e_task(v, kind, 0);
  return t ? (int)json_integer_value(json_array_get(json_object_get(t, "outputs"), 0)) : -1;
}

static int flow_intermediates(const E2eView *v, int *out, int max, void *ctx) {
  (void)ctx;
  (void)max;
  out[0] = flow_output(v, "matmul");
  return out[0] >= 0 ? 1 : 0;
}

static double flow_bound(const E2eView *v, int t, int64_t e, void *ctx) {
  FlowCase *c = ctx;
  const Graph *g = v->g;
  int m_t = flow_output(v, "matmul"), s_t = flow_output(v, "softmax"), y_t = flow_output(v, "elementwise");
  if (t == m_t) {
    json_t *mm = e2e_task(v, "matmul", 0);
    int at = (int)e2e_detail(mm, "buffer_a"), bt = (int)e2e_detail(mm, "buffer_b"), bias = -1;
    json_t *ins = json_object_get(mm, "inputs");
    for (size_t k = 0; k < json_array_size(ins); k++) {
      int x = (int)json_integer_value(json_array_get(ins, k));
      if (x != at && x != bt) bias = x;
    }
    const Tensor *A = &g->tensors[at], *Bt = &g->tensors[bt];
    if (bias < 0 || !v->ref[bias].data || A->rank != 2 || Bt->rank != 2) return NAN;
    int64_t K = A->dims[1], N = Bt->dims[1], i = e / N, j = e % N, tile;
    OpFmt fa, fb;
    mm_formats(v, mm, &fa, &fb, &tile);
    double *a = malloc(sizeof *a * (size_t)(2 * K));
    for (int64_t k = 0; k < K; k++) {
      a[k] = e2e_at(&v->ref[at], i * K + k);
      a[K + k] = e2e_at(&v->ref[bt], k * N + j);
    }
    Bound B = {0};
    double m = dot_bound(&B, a, a + K, K, &fa, &fb, tile), bm = b_value(&B);
    free(a);
    double b = e2e_at(&v->ref[bias], j);
    return bm + U_BF16 * (fabs(m) + bm + fabs(b)) + U_BF16 * fabs(b) + U_F32 * (fabs(m) + fabs(b));
  }
  if (t == s_t) {
    json_t *sm = e2e_task(v, "softmax", 0);
    int in = g->ops[g->tensors[t].producer].in[0];
    const Tensor *tt = &g->tensors[t];
    if (!v->dev[in].data || tt->rank != 2 || e2e_device_dtype(v, in) != DT_BF16) return NAN;
    double r = softmax_bound_on(v, &v->dev[in], true, sm, &c->dev_lines, t, 1, e);
    softmax_bound_on(v, &v->ref[in], false, sm, &c->ref_lines, t, 1, e); /* fills ref_lines */
    int64_t line = e / tt->dims[1], n = tt->dims[1];
    double pd = exp(sm_x(&v->dev[in], e, true) - c->dev_lines.mx[line]) / c->dev_lines.l[line];
    double pr = exp(e2e_at(&v->ref[in], e) - c->ref_lines.mx[line]) / c->ref_lines.l[line];
    return r + fabs(pd - pr) * (1 + 1e-6) + (double)(n + 3) * U_F32 * pr;
  }
  if (y_t >= 0 && graph_view_root(g, t) == y_t) {
    int in = (int)json_integer_value(json_array_get(json_object_get(e2e_task(v, "elementwise", 0), "inputs"), 0));
    if (!v->dev[in].data) return NAN;
    double sd = e2e_at(&v->dev[in], e), sr = e2e_at(&v->ref[in], e);
    return FLOW_SCALE * fabs(sd - sr) * (1 + 1e-6) + 2 * U_BF16 * FLOW_SCALE * fabs(sd) * (1 + U_BF16) +
           U_F32 * FLOW_SCALE * fabs(sr);
  }
  return NAN; /* a tensor this case does not know: fail */
}

static void test_flow_dump_dispatches(void **state) {
  (void)state;
  size_t len;
  char *mlir = read_file(IREE_TEST_DIR "/flow_dispatches.pretty.mlir", &len);
  assert_non_null(mlir);
  FlowCase c = {0};
  E2eCase ec = {.name = "flow dump: matmul+bias | pad | softmax | slice | scale", .mlir = mlir,
                .seed = 43, .input = e2e_random_input, .bound = flow_bound,
                .intermediates = flow_intermediates, .ctx = &c, .expect_host_tasks = true};
  E2eStats st;
  run_case(&ec, &st, NULL);
  free(mlir);
  sm_lines_free(&c.dev_lines);
  sm_lines_free(&c.ref_lines);
  assert_int_equal(st.npu_tasks, 3);
  assert_int_equal(st.host_tasks, 2);
  /* m (40x56) as an intermediate, then output0 (2240) and output1 (48x64) */
  assert_int_equal(st.inter_checked, 40 * 56);
  assert_int_equal(st.checked, 40 * 56 + 2240 + 48 * 64);
}

/* IREE's CPU data tiling of an f32 matmul (linalg.pack -> mmt4d -> unpack),
 * undone by passes/untile.c: one npu matmul on the unpacked operands, no
 * host task. The Flow dump test/iree/flow_mmt4d_f32 (37x45 . 45x29, tiles
 * 8x4x1), then the global-optimization form with K0 = 2 (K = 45 padded with
 * zeros to 46 by the packs) and tiles that divide neither M nor N. Bounds
 * as for every contraction (ct_bound: the op's own maps, formats from the
 * task graph). */
static char *mmt4d_f32_mlir(int64_t M, int64_t N, int64_t K, int64_t m0, int64_t n0, int64_t k0) {
  long long m1 = (M + m0 - 1) / m0, n1 = (N + n0 - 1) / n0, k1 = (K + k0 - 1) / k0;
  long long m = M, n = N, k = K, a0 = m0, b0 = n0, c0 = k0;
  StrBuf b;
  sb_init(&b);
  sb_printf(&b, "func.func @main(%%a: tensor<%lldx%lldxf32>, %%b: tensor<%lldx%lldxf32>) -> tensor<%lldx%lldxf32> {\n",
            m, k, k, n, m, n);
  sb_puts(&b, "  %z = arith.constant 0.0 : f32\n");
  sb_printf(&b, "  %%ea = tensor.empty() : tensor<%lldx%lldx%lldx%lldxf32>\n", m1, k1, a0, c0);
  sb_printf(&b,
            "  %%pa = linalg.pack %%a padding_value(%%z : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] "
            "inner_tiles = [%lld, %lld] into %%ea : tensor<%lldx%lldxf32> -> tensor<%lldx%lldx%lldx%lldxf32>\n",
            a0, c0, m, k, m1, k1, a0, c0);
  sb_printf(&b, "  %%eb = tensor.empty() : tensor<%lldx%lldx%lldx%lldxf32>\n", n1, k1, b0, c0);
  sb_printf(&b,
            "  %%pb = linalg.pack %%b padding_value(%%z : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] "
            "inner_tiles = [%lld, %lld] into %%eb : tensor<%lldx%lldxf32> -> tensor<%lldx%lldx%lldx%lldxf32>\n",
            b0, c0, k, n, n1, k1, b0, c0);
  sb_printf(&b, "  %%ec = tensor.empty() : tensor<%lldx%lldx%lldx%lldxf32>\n", m1, n1, a0, b0);
  sb_printf(&b,
            "  %%fc = linalg.fill ins(%%z : f32) outs(%%ec : tensor<%lldx%lldx%lldx%lldxf32>) -> "
            "tensor<%lldx%lldx%lldx%lldxf32>\n",
            m1, n1, a0, b0, m1, n1, a0, b0);
  sb_printf(&b,
            "  %%c = linalg.mmt4d ins(%%pa, %%pb : tensor<%lldx%lldx%lldx%lldxf32>, tensor<%lldx%lldx%lldx%lldxf32>) "
            "outs(%%fc : tensor<%lldx%lldx%lldx%lldxf32>) -> tensor<%lldx%lldx%lldx%lldxf32>\n",
            m1, k1, a0, c0, n1, k1, b0, c0, m1, n1, a0, b0, m1, n1, a0, b0);
  sb_printf(&b, "  %%eo = tensor.empty() : tensor<%lldx%lldxf32>\n", m, n);
  sb_printf(&b,
            "  %%o = linalg.unpack %%c outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [%lld, %lld] "
            "into %%eo : tensor<%lldx%lldx%lldx%lldxf32> -> tensor<%lldx%lldxf32>\n",
            a0, b0, m1, n1, a0, b0, m, n);
  sb_printf(&b, "  return %%o : tensor<%lldx%lldxf32>\n}\n", m, n);
  return b.s;
}

/* The npu task graph of src: one task, an npu matmul of M x N x K. */
static void expect_one_npu_matmul(const char *name, const char *src, int64_t M, int64_t N, int64_t K) {
  NpuCompiled nc;
  const Graph *g = npu_compile(&nc, name, src, NULL, NULL);
  assert_int_equal(g->ntasks, 1);
  const Task *t = &g->tasks[0];
  if (t->device != DEV_TARGET) fail_msg("%s: on the host: %s", name, t->reason);
  const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
  assert_int_equal(mm->m, M);
  assert_int_equal(mm->n, N);
  assert_int_equal(mm->k, K);
  assert_int_equal(t->cost.macs, M * N * K);
  npu_compiled_free(&nc);
}

static void test_mmt4d_f32_untiled(void **state) {
  (void)state;
  size_t len;
  char *mlir = read_file(IREE_TEST_DIR "/flow_mmt4d_f32.pretty.mlir", &len);
  assert_non_null(mlir);
  expect_one_npu_matmul("flow mmt4d f32", mlir, 37, 29, 45);
  run_ct("flow mmt4d f32 37x45.45x29 tiles 8x4x1", mlir, NULL, 71);
  run_ct("flow mmt4d f32 37x45.45x29 tiles 8x4x1", mlir, "fp8x2", 72);
  free(mlir);
  char *g = mmt4d_f32_mlir(70, 33, 45, 16, 16, 2);
  expect_one_npu_matmul("mmt4d f32 global-opt", g, 70, 33, 45);
  run_ct("mmt4d f32 70x45.45x33 tiles 16x16x2", g, NULL, 73);
  free(g);
}

/* Module state on the npu: test/iree/stateful_f32 (h <- 0.5 h + x @ W, h
 * stored back) called three times through one runner, the state carried in
 * its DRAM region; each result against targets/host carrying its own state.
 * The bound comes from the formats: x and W as fp8 e4m3 (2^-4 relative
 * each), products summed and h, the results and the stored state as bf16
 * (2^-8 each), and the previous call's error, halved by the 0.5.
 * test/iree/stateful_acc_f32 (h <- 0.5 (h + x @ W), the matmul accumulating
 * onto h): a matmul reads the state, so its task cannot write it in place;
 * the program copies the value into the state's region after the task (DMA
 * through VMEM), and the runner makes no store of its own. Same bound with
 * the products halved too. */
static void check_state_calls(const char *file, bool copied) {
  size_t len;
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", IREE_TEST_DIR, file);
  char *mlir = read_file(path, &len);
  assert_non_null(mlir);
  Arena *a = arena_new();
  Options o = {.target = "npu"};
  Diag d;
  diag_init(&d);
  Compilation comp;
  bool ok = driver_compile(a, file, mlir, len, &o, NULL, true, &comp, &d);
  assert_true(ok);
  Graph *g = comp.g;
  Weights w = {0};
  weights_collect(g, &w);
  StrBuf js;
  sb_init(&js);
  taskgraph_json(g, &o, comp.target, &w, "prog.S", &js);
  json_error_t je;
  json_t *root = json_loads(sb_cstr(&js), 0, &je);
  sb_free(&js);
  assert_non_null(root);
  const Func *fn = &g->funcs[0];
  assert_int_equal(fn->nstates, 1);
  int h = fn->state_dst[0], x = fn->inputs[0], out = fn->outputs[0];
  /* the task graph marks the state buffer (in DRAM) and the end-of-call store */
  E2eView v0 = {.g = g, .taskgraph = root};
  json_t *hb = e2e_buffer(&v0, h);
  assert_non_null(json_object_get(hb, "state"));
  assert_string_equal(json_string_value(json_object_get(json_object_get(hb, "placement"), "space")), "dram");
  json_t *entry = json_array_get(json_object_get(root, "entries"), 0);
  assert_int_equal(json_array_size(json_object_get(entry, "state_stores")), 1);
  /* the program makes the store: the npu task computing h's new value writes
   * it into h's DRAM region (the runner then only mirrors it on the host
   * side; were the region not written, call 1 would read the initial h) */
  json_t *store = json_array_get(json_object_get(entry, "state_stores"), 0);
  json_t *vb = e2e_buffer(&v0, fn->state_src[0]);
  int64_t vaddr = json_integer_value(json_object_get(json_object_get(vb, "placement"), "address"));
  int64_t haddr = json_integer_value(json_object_get(json_object_get(hb, "placement"), "address"));
  if (!copied) {
    assert_true(json_is_true(json_object_get(store, "in_place")));
    json_t *wt = task_by_id(&v0, (int)json_integer_value(json_object_get(store, "written_by_task")));
    assert_non_null(wt);
    assert_string_equal(json_string_value(json_object_get(wt, "device")), "npu");
    assert_int_equal(vaddr, haddr);
  } else {
    /* a buffer of its own, copied by the program after the last npu task
     * (which reads h as its accumulator) */
    assert_false(json_is_true(json_object_get(store, "in_place")));
    assert_true(json_is_true(json_object_get(store, "copied_by_program")));
    json_t *ct = task_by_id(&v0, (int)json_integer_value(json_object_get(store, "copy_after_task")));
    assert_non_null(ct);
    assert_string_equal(json_string_value(json_object_get(ct, "device")), "npu");
    assert_true(vaddr != haddr);
  }
  const Op *mm = NULL;
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead && !strcmp(g->ops[i].name, "linalg.matmul")) mm = &g->ops[i];
  assert_non_null(mm);
  int npu = 0;
  for (int i = 0; i < g->ntasks; i++) npu += g->tasks[i].device == DEV_TARGET;
  /* stateful_f32: matmul, mul, add, the state read and written on the npu;
   * stateful_acc_f32: the matmul reading h, its scaling fused */
  assert_int_equal(npu, copied ? 1 : 3);
  const float *W = (const float *)graph_const_dense(g, &g->tensors[mm->in[1]]);
  int64_t M = g->tensors[out].dims[0], N = g->tensors[out].dims[1], K = g->tensors[x].dims[1];
  char err[1024] = "";
  NpuRunner *R = npu_runner_new(g, a, root, sb_cstr(&comp.asm_text), &w, 7, err, sizeof err);
  if (!R) fail_msg("%s", err);
  HostState *hs = host_state_new(g, a, err, sizeof err);
  assert_non_null(hs);
  HostValue *val = npu_runner_values(R);
  double *bound = calloc((size_t)(M * N), sizeof *bound);
  const float *h0 = (const float *)graph_state_initial(g, &g->tensors[h]);
  float *hprev = malloc(sizeof *hprev * (size_t)(M * N));
  memcpy(hprev, h0, sizeof *hprev * (size_t)(M * N));
  uint64_t rng = 2026;
  for (int call = 0; call < 3; call++) {
    npu_runner_alloc(R, x);
    e2e_random_input(g, 0, &g->tensors[x], val[x].data, &rng);
    HostValue in = val[x], ref;
    if (!npu_runner_place(R, err, sizeof err)) fail_msg("%s", err);
    NpuRunTotals tot;
    if (!npu_runner_run(R, false, NULL, NULL, &tot, err, sizeof err)) fail_msg("call %d: %s", call, err);
    assert_true(npu_runner_value(R, out));
    if (!host_eval_func_state(g, 0, hs, &in, &ref, a, err, sizeof err)) fail_msg("%s", err);
    const float *X = in.data, *got = val[out].data, *want = ref.data;
    double worst = 0, maxd = 0, maxref = 0;
    int moved = 0;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        double s = 0;
        for (int64_t k = 0; k < K; k++) s += fabs(X[i * K + k]) * fabs(W[k * N + j]);
        int64_t e = i * N + j;
        bound[e] = 0.5 * bound[e] + (copied ? 0.5 : 1.0) * (2.0 / 16 + 1.0 / 256) * s +
                   0.5 * fabs(hprev[e]) / 256 + 2 * fabs(want[e]) / 256 + 1e-6;
        double dd = fabs(got[e] - want[e]);
        if (!(dd <= bound[e]))
          fail_msg("%s call %d: h[%lld][%lld] npu %g, reference %g, bound %g", file, call, (long long)i,
                   (long long)j, got[e], want[e], bound[e]);
        worst = fmax(worst, dd / bound[e]);
        maxd = fmax(maxd, dd);
        maxref = fmax(maxref, fabs(want[e]));
        moved += want[e] != hprev[e];
      }
    assert_true(moved > M * N / 2); /* each call changes the state */
    printf("  %s call %d: max |npu - ref| %.4g (max |ref| %.3g), worst |d|/bound %.3f, %d npu tasks\n", file,
           call, maxd, maxref, worst, tot.npu_tasks);
    memcpy(hprev, want, sizeof *hprev * (size_t)(M * N));
  }
  free(bound);
  free(hprev);
  npu_runner_free(R);
  json_decref(root);
  weights_free(&w);
  compilation_free(&comp);
  diag_free(&d);
  arena_free(a);
  free(mlir);
}

static void test_state_three_calls(void **state) {
  (void)state;
  check_state_calls("stateful_f32.pretty.mlir", false);
  check_state_calls("stateful_f32.generic.mlir", false);
  check_state_calls("stateful_acc_f32.pretty.mlir", true);
  check_state_calls("stateful_acc_f32.generic.mlir", true);
}

int main(int argc, char **argv) {
  /* "fast": all but the two biggest cases (which also run, in suite slow);
   * "slow": only those; anything else: a name filter */
  const char *only = argc > 1 ? argv[1] : NULL;
  const struct CMUnitTest all[] = {
      cmocka_unit_test(test_flow_dump_dispatches),
      cmocka_unit_test(test_state_three_calls),
      cmocka_unit_test(test_mmt4d_f32_untiled),
      cmocka_unit_test(test_matmul_fp8_32),
      cmocka_unit_test(test_matmul_fp8_50x20x24),
      cmocka_unit_test(test_matmul_fp8_100x300x200),
      cmocka_unit_test(test_matmul_fp8_128x1024x1024),
      cmocka_unit_test(test_matmul_fp8_shared_a_70x290x300),
      cmocka_unit_test(test_matmul_fp8_shared_a_two_panels_70x700x1368),
      cmocka_unit_test(test_matmul_fp8_shared_a_long_trips_70x760x1100),
      cmocka_unit_test(test_matmul_bf16_shared_a_70x290x300),
      cmocka_unit_test(test_matmul_fp8_bf16_packed_b_70x970x1100),
      cmocka_unit_test(test_matmul_fp8_bf16_packed_b_wide_40x2230x40),
      cmocka_unit_test(test_matmul_f32_demoted_50x20x24),
      cmocka_unit_test(test_matmul_bf16_demoted_100x300x200),
      cmocka_unit_test(test_matmul_bf16_one_term_100x300x200),
      cmocka_unit_test(test_matmul_relu6_select),
      cmocka_unit_test(test_matmul_relu6_minmax),
      cmocka_unit_test(test_matmul_f32_nt_70x40x90),
      cmocka_unit_test(test_batch_matmul_f32_4x64x32x64),
      cmocka_unit_test(test_matmul_small_rows_70x90x300),
      cmocka_unit_test(test_matmul_block_rows_two_panels_70x660x1368),
      cmocka_unit_test(test_matmul_bf16_demoted_64x1368x512),
      cmocka_unit_test(test_conv1x1_two_m_7x9x40x33),
      cmocka_unit_test(test_chw_convs_3x3s2_1x1),
      cmocka_unit_test(test_conv_pad_folded_chw_s2_nhwc_s1),
      cmocka_unit_test(test_patch_embed_16x16_s16_48x80),
      cmocka_unit_test(test_patch_embed_vit_b16_224x224),
      cmocka_unit_test(test_multi_n_mhd_24x72x4x20),
      cmocka_unit_test(test_multi_n_hmd_4x24x20x72),
      cmocka_unit_test(test_depthwise_chw_pad_s2_40x12x15),
      cmocka_unit_test(test_depthwise_nhwc_named_s2),
      cmocka_unit_test(test_mobilenet_block_13x15),
      cmocka_unit_test(test_mx_linear_50x70x5),
      cmocka_unit_test(test_mx_linear_64x512x24),
      cmocka_unit_test(test_mx_linear_70x300x40),
      cmocka_unit_test(test_mx_linear_workspace),
      cmocka_unit_test(test_matmul_bf16_workspace),
      cmocka_unit_test(test_matmul_shared_a_decision),
      cmocka_unit_test(test_matmul_k_shared_decision),
      cmocka_unit_test(test_mlp_bias_silu),
      cmocka_unit_test(test_mlp_bias_silu_group_loop),
      cmocka_unit_test(test_softmax_64x1000_dim1),
      cmocka_unit_test(test_softmax_64x1000_dim0),
      cmocka_unit_test(test_softmax_50x70_dim0),
      cmocka_unit_test(test_softmax_dim0_code_constant),
      cmocka_unit_test(test_column_reduction_code_constant),
      cmocka_unit_test(test_softmax_600x500_dim0_strips),
      cmocka_unit_test(test_attention_2x64x32_f32),
      cmocka_unit_test(test_attention_15x291x64_bf16_mask),
      cmocka_unit_test(test_attention_chain_3x70x48),
      cmocka_unit_test(test_attention_chain_6x70x90_dv40),
      cmocka_unit_test(test_attention_chain_2x40x530_dv40_keyloop),
      cmocka_unit_test(test_attention_heads_12x50x64_bf16_mask),
      cmocka_unit_test(test_attention_heads_2x77x32_f32),
      cmocka_unit_test(test_attention_chain_heads_4x77x64),
      cmocka_unit_test(test_attention_heads_3x50x650_bf16_keyloop),
      cmocka_unit_test(test_attention_heads_3x50x48_host_permutes),
      cmocka_unit_test(test_attention_4x77x100x64_fp8),
      cmocka_unit_test(test_attention_3x45x650x48_fp8_mask_keyloop),
      cmocka_unit_test(test_attention_2x45x300x64_fp8_scale_folded),
      cmocka_unit_test(test_head_permute_copies),
      cmocka_unit_test(test_rmsnorm_vpu_100x300), cmocka_unit_test(test_rmsnorm_two_generics),
      cmocka_unit_test(test_reduction_start_and_map),
      cmocka_unit_test(test_rmsnorm_vpu_40x1000_loops),
      cmocka_unit_test(test_rmsnorm_wide_rows_passes),
      cmocka_unit_test(test_rmsnorm_segments_small_imem),
      cmocka_unit_test(test_layernorm_row_group),
      cmocka_unit_test(test_softmax_pieces_row_group),
      cmocka_unit_test(test_elementwise_chain_groups),
      cmocka_unit_test(test_elementwise_wide_chunks),
      cmocka_unit_test(test_elementwise_fp8_result),
      cmocka_unit_test(test_rmsnorm_fp8_into_matmul),
      cmocka_unit_test(test_rope_groups),
      cmocka_unit_test(test_rope_group_one_slot_and_view_output),
      cmocka_unit_test(test_rope_group_code_constant),
      cmocka_unit_test(test_elementwise_chain_streams_split),
      cmocka_unit_test(test_rope_slice_copy_estimate),
      cmocka_unit_test(test_rope_wide_views_in_windows),
      cmocka_unit_test(test_rope_chunk_code_constant),
      cmocka_unit_test(test_rope_sum_reader_refused),
      cmocka_unit_test(test_segments_with_host_task),
      cmocka_unit_test(test_shared_body_twin_matmuls),
      cmocka_unit_test(test_matmul_truncf_input_runs_no_code),
  };
  struct CMUnitTest sel[sizeof all / sizeof *all];
  int n = 0;
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
    bool slow = strstr(all[i].name, "128x1024x1024") || strstr(all[i].name, "15x291x64") ||
                strstr(all[i].name, "vit_b16") || strstr(all[i].name, "64x512x24");
    if (!only || (!strcmp(only, "fast") && !slow) || (!strcmp(only, "slow") && slow) ||
        (strcmp(only, "fast") && strcmp(only, "slow") && strstr(all[i].name, only)))
      sel[n++] = all[i];
  }
  return _cmocka_run_group_tests("npu_e2e", sel, (size_t)n, NULL, NULL);
}
