/* test_npu_e2e.c: every offloaded op kind run end to end on random data in
 * the npu model and compared with targets/host at a tolerance derived from
 * the NPU's numerics (spec/npu.md §5). Prints max abs/rel error per case. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_e2e.h"
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
  double amp_a, amp_b;
  /* quantisation error bound of one operand value x: rel*|x| + abs */
  double a_rel, a_abs, b_rel, b_abs;
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
  mod_input(&m, "lhs", ta);
  mod_input(&m, "rhs", tb);
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
    mod_line(&m, "%%res = linalg.matmul ins(%%in0, %%in1 : %s, %s) outs(%%f : %s) -> %s", ta, tb, tc, tc);
  return mod_finish(&m, "%res", tc);
}

static void mm_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  const MmCase *c = NULL;
  (void)c;
  int64_t n = tensor_numel(t);
  size_t es = dtype_size(t->dtype);
  double amp = index == 0 ? 4.0 : 2.0;
  for (int64_t i = 0; i < n; i++) e2e_store(t->dtype, (uint8_t *)data + i * (int64_t)es, e2e_uniform(rng, -amp, amp));
}


/* Tolerances. The fp8 rounding of demoted operands is deterministic and
 * large (up to 2^-4 relative), so it is not guessed: the test rounds each
 * operand exactly as the documented policy does (docs/npu.md: activations
 * bf16 -> clamp +-448 -> fp8 RNE; constant weights x 2^j with max |w| 2^j in
 * [1, 2) -> fp8 RNE) and takes the difference between the quantised and
 * the reference result as the first part of the tolerance. What remains are
 * the MXU's roundings, bounded probabilistically (Higham & Mary 2019): they
 * are independent and zero-mean, so a sum of n of them, each within b_i,
 * stays within HOEFFDING * sqrt(sum b_i^2) except with probability
 * 2 exp(-HOEFFDING^2 / 2) = 1.5e-8. */
#define HOEFFDING 6.0

/* fp8 e4m3fn of a bf16 value, clamped: what vpack after the clamp gives. */
static double fp8q(double x) {
  return num_fp8e4m3_to_f32(num_fp8e4m3_from_f32_sat(num_round_bf16((float)x)));
}

/* The power of two the compiler scales a constant weight by. */
static double weight_scale(const float *v, int64_t n) {
  double m = 0;
  for (int64_t i = 0; i < n; i++) m = fabs(v[i]) > m ? fabs(v[i]) : m;
  if (m == 0) return 1;
  int e;
  frexp(m, &e);
  return ldexp(1, 1 - e);
}

/* One output of an MXU contraction of rounded operands: each 32-deep tile's
 * fp32 sum rounds to fp16 (2^-11), is added to fp16(acc) in fp16 (2^-11) and
 * stored as bf16 (2^-9); partial sums are exact here. `extra2` collects
 * other independent error terms (squared). */
typedef struct DotErr {
  double acc2, extra2, exact, tile;
} DotErr;

static void dot_step(DotErr *d, int64_t k, double a, double b) {
  d->tile += a * b;
  d->exact += a * b;
  if (k % 32 == 31) {
    double e = ldexp(1, -11) * (fabs(d->tile) + fabs(d->exact)) + ldexp(1, -9) * fabs(d->exact);
    d->acc2 += e * e;
    d->tile = 0;
  }
}

static double dot_sigma(DotErr *d) {
  double e = ldexp(1, -11) * (fabs(d->tile) + fabs(d->exact)) + ldexp(1, -9) * fabs(d->exact);
  return sqrt(d->acc2 + d->extra2 + e * e);
}

static double mm_tol(const Graph *g, int index, int64_t e, const HostValue *vals, double ref,
                     double *center, void *ctx) {
  (void)index;
  (void)ref;
  const MmCase *c = ctx;
  const HostValue in[2] = {vals[g->funcs[0].inputs[0]], vals[g->funcs[0].inputs[1]]};
  int64_t b = e / (c->M * c->N), i = (e / c->N) % c->M, j = e % c->N;
  DotErr d = {0};
  for (int64_t k = 0; k < c->K; k++) {
    int64_t ai = (b * c->M + i) * c->K + k;
    int64_t bi = c->b_transposed ? j * c->K + k : (b * c->K + k) * c->N + j;
    double a = e2e_load(c->ta, (uint8_t *)in[0].data + ai * (int64_t)dtype_size(c->ta));
    double bb = e2e_load(c->tb, (uint8_t *)in[1].data + bi * (int64_t)dtype_size(c->tb));
    dot_step(&d, k, fp8q(a), fp8q(bb));
  }
  /* around the quantised result: MXU roundings + the final bf16 */
  *center = d.exact;
  return HOEFFDING * dot_sigma(&d) + ldexp(1, -9) * fabs(d.exact) + 1e-30;
}

static void report(const char *name, const E2eStats *st) {
  char check[96];
  if (st->loose_rms > 0) /* no per-element model: the rms bound is the check */
    snprintf(check, sizeof check, "rms |d|/rms ref %.3f", st->loose_rms);
  else
    snprintf(check, sizeof check, "|d - model|/tol max %.3f, rms tol/rms ref %.3f", st->worst_tol_ratio,
             st->rms_ref > 0 ? st->rms_tol / st->rms_ref : 0);
  printf("[npu-e2e] %-40s vs host: max_abs %.3e max_rel %.3e (max|d|/max|ref| %.3e); "
         "%s; %lld elements; cycles %lld (estimate %lld); "
         "npu tasks %d, host tasks %d, segments %d\n",
         name, st->max_abs, st->max_rel, st->max_norm, check, (long long)st->checked,
         (long long)st->cycles, (long long)st->estimate, st->npu_tasks, st->host_tasks, st->segments);
  fflush(stdout);
}

static void run_mm(MmCase c, uint64_t seed) {
  char name[128];
  snprintf(name, sizeof name, "%s%lldx%lldx%lld %s*%s", c.batch > 1 ? "bmm " : "matmul ",
           (long long)c.M, (long long)c.N, (long long)c.K, ty(c.ta), ty(c.tb));
  if (c.batch > 1)
    snprintf(name, sizeof name, "batch_matmul %lldx%lldx%lld.%lldx%lldx%lld %s", (long long)c.batch,
             (long long)c.M, (long long)c.K, (long long)c.batch, (long long)c.K, (long long)c.N, ty(c.ta));
  char *mlir = matmul_mlir(&c);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = mm_input, .tol = mm_tol, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st);
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

/* Demoted operands: f32 -> bf16 by the loader (RNE, 2^-9) then fp8 on the
 * VPU (RNE, 2^-4 relative for normals; below 2^-6 an absolute 2^-10). */
static MmCase demoted_case(int64_t batch, int64_t M, int64_t N, int64_t K, DType t) {
  double rel = t == DT_F32 ? ldexp(1, -4) + ldexp(1, -9) + ldexp(1, -13) : ldexp(1, -4);
  return (MmCase){.batch = batch, .M = M, .N = N, .K = K, .ta = t, .tb = t, .tc = DT_F32,
                  .a_rel = rel, .a_abs = ldexp(1, -10), .b_rel = rel, .b_abs = ldexp(1, -10)};
}

static void test_matmul_f32_demoted_50x20x24(void **state) {
  (void)state;
  run_mm(demoted_case(1, 50, 20, 24, DT_F32), 5);
}
static void test_matmul_bf16_demoted_100x300x200(void **state) {
  (void)state;
  run_mm(demoted_case(1, 100, 300, 200, DT_BF16), 6);
}
static void test_batch_matmul_f32_4x64x32x64(void **state) {
  (void)state;
  run_mm(demoted_case(4, 64, 64, 32, DT_F32), 7);
}

/* ---------------------------------------------------------------- MLP */

/* y = (SiLU(x.W1 + b1)).W2 + b2 + x, bf16 everywhere, matmuls to f32, the
 * shape of SmolVLA's expert MLP at a smaller width: weights are constants
 * (quantised to fp8 at compile time), x is the run-time activation. */
typedef struct MlpCase {
  int64_t M, D, H;
  float *w1, *b1, *w2, *b2; /* bf16-exact values */
  double *tol;              /* per output element, filled on first use */
  double *yq;               /* the result with the compiler's quantisation */
  bool bad;                 /* the hidden layer is off */
  char why[256];
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

/* The MLP checked layer by layer, each with the compiler's quantisation
 * done here in double from what the NPU actually fed it: layer 1 from x,
 * layer 2 from the hidden values the NPU wrote (themselves checked first,
 * so a wrong hidden layer cannot hide behind a consistent second one).
 * Beyond the MXU's roundings, the VPU's: every op rounds to bf16 (2^-9),
 * exp and the reciprocal may be one bf16 ulp off (2^-8); SiLU's slope is at
 * most 1.1 and x/(1+exp(-x)) carries six roundings (< 2^-6 relative). */
static int mlp_hidden_tensor(const Graph *g) {
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead || op->match < 0 || g->matches[op->match].kind != TK_MATMUL) continue;
    if (g->tensors[op->in[0]].role != ROLE_INPUT) return op->in[0];
  }
  return -1;
}

static void mlp_bounds(MlpCase *c, const Graph *g, const HostValue *vals) {
  int64_t M = c->M, D = c->D, H = c->H;
  c->tol = calloc((size_t)(M * D), sizeof *c->tol);
  c->yq = calloc((size_t)(M * D), sizeof *c->yq);
  double s1 = weight_scale(c->w1, D * H), s2 = weight_scale(c->w2, H * D);
  int ht = mlp_hidden_tensor(g);
  const HostValue *hv = ht >= 0 ? &vals[ht] : NULL;
  const HostValue *xv = &vals[g->funcs[0].inputs[0]];
  if (!hv || !hv->data) {
    snprintf(c->why, sizeof c->why, "the hidden layer was not read back");
    c->bad = true;
    return;
  }
  double *x = calloc((size_t)D, sizeof *x), *h = calloc((size_t)H, sizeof *h);
  for (int64_t i = 0; i < M; i++) {
    for (int64_t k = 0; k < D; k++) x[k] = e2e_load(DT_BF16, (uint8_t *)xv->data + 2 * (i * D + k));
    for (int64_t j = 0; j < H; j++) {
      DotErr d = {0};
      for (int64_t k = 0; k < D; k++) dot_step(&d, k, fp8q(x[k]), fp8q(c->w1[k * H + j] * s1));
      double v = d.exact / s1 + c->b1[j];
      double sil = v / (1 + exp(-v));
      double sg = 1.1 * dot_sigma(&d) / s1, vpu = 1.1 * ldexp(1, -9) * fabs(v) + ldexp(1, -6) * fabs(sil);
      double tol = HOEFFDING * sqrt(sg * sg + vpu * vpu) + ldexp(1, -9) * fabs(sil) + 1e-6;
      h[j] = e2e_load(DT_BF16, (uint8_t *)hv->data + 2 * (i * H + j));
      if (!(fabs(h[j] - sil) <= tol) && !c->bad) {
        snprintf(c->why, sizeof c->why, "hidden[%lld][%lld] = %g, want %g within %g", (long long)i,
                 (long long)j, h[j], sil, tol);
        c->bad = true;
      }
    }
    for (int64_t j = 0; j < D; j++) {
      DotErr d = {0};
      for (int64_t k = 0; k < H; k++) dot_step(&d, k, fp8q(h[k]), fp8q(c->w2[k * D + j] * s2));
      double y = d.exact / s2 + c->b2[j] + x[j];
      double vpu = 3 * ldexp(1, -9) * (fabs(d.exact / s2) + fabs(c->b2[j]) + fabs(x[j]));
      double sg = dot_sigma(&d) / s2;
      c->tol[i * D + j] = HOEFFDING * sqrt(sg * sg + vpu * vpu) + ldexp(1, -9) * fabs(y);
      c->yq[i * D + j] = y;
    }
  }
  free(h);
  free(x);
}

static double mlp_tol(const Graph *g, int index, int64_t e, const HostValue *vals, double ref,
                      double *center, void *ctx) {
  (void)index;
  (void)ref;
  MlpCase *c = ctx;
  if (!c->tol) mlp_bounds(c, g, vals);
  if (c->bad) return -1;
  *center = c->yq[e];
  return c->tol[e];
}

static void test_mlp_bias_silu(void **state) {
  (void)state;
  MlpCase c = {.M = 50, .D = 200, .H = 300};
  uint64_t rng = 11;
  float **arrs[4] = {&c.w1, &c.b1, &c.w2, &c.b2};
  int64_t sizes[4] = {c.D * c.H, c.H, c.H * c.D, c.D};
  double scale[4] = {1.0 / sqrt((double)c.D), 0.5, 1.0 / sqrt((double)c.H), 0.5};
  for (int a = 0; a < 4; a++) {
    *arrs[a] = malloc(sizeof(float) * (size_t)sizes[a]);
    for (int64_t i = 0; i < sizes[a]; i++)
      (*arrs[a])[i] = num_round_bf16((float)(scale[a] * e2e_uniform(&rng, -1.7, 1.7)));
  }
  char *mlir = mlp_mlir(&c);
  E2eCase ec = {.name = "mlp 50x200x300 bf16 bias+SiLU", .mlir = mlir, .seed = 12,
                .input = mlp_input, .tol = mlp_tol, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(ec.name, &st);
  for (int a = 0; a < 4; a++) free(*arrs[a]);
  free(c.tol);
  free(c.yq);
  free(mlir);
  if (c.bad) fail_msg("%s", c.why);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 2);
  assert_int_equal(st.host_tasks, 0);
}

/* ------------------------------------------------------------ softmax */

typedef struct SmCase {
  int64_t R, C;
  int dim;
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

/* Around the softmax of the bf16-rounded input (the loader's conversion),
 * each output p carries relative roundings: the subtraction (|x - max|
 * 2^-9), exp (one bf16 ulp, 2^-8), the sum (each term's exp error, the
 * pairwise bf16 additions of log2(tiles) depth and the fp32 row/column
 * reduction's one rounding), the reciprocal (2^-8) and the multiply (2^-9).
 * They are independent: HOEFFDING times their root sum of squares. */
static double sm_tol(const Graph *g, int index, int64_t e, const HostValue *vals, double ref,
                     double *center, void *ctx) {
  (void)index;
  (void)ref;
  const SmCase *c = ctx;
  const HostValue *x = &vals[g->funcs[0].inputs[0]];
  int64_t i = e / c->C, j = e % c->C;
  int64_t n = c->dim == 1 ? c->C : c->R;
  double mx = -1e300, sum = 0, sum2 = 0, xe = 0;
  for (int64_t k = 0; k < n; k++) {
    int64_t idx = c->dim == 1 ? i * c->C + k : k * c->C + j;
    double v = num_round_bf16((float)e2e_load(DT_F32, (uint8_t *)x->data + 4 * idx));
    if (idx == e) xe = v;
    mx = v > mx ? v : mx;
  }
  for (int64_t k = 0; k < n; k++) {
    int64_t idx = c->dim == 1 ? i * c->C + k : k * c->C + j;
    double v = num_round_bf16((float)e2e_load(DT_F32, (uint8_t *)x->data + 4 * idx));
    double ex = exp(v - mx);
    sum += ex;
    sum2 += ex * ex;
  }
  double p = exp(xe - mx) / sum;
  double tiles = (double)((n + 31) / 32), depth = ceil(log2(tiles)) + 1;
  double r_sub = fabs(xe - mx) * ldexp(1, -9), r_exp = ldexp(1, -8);
  double r_sum = sqrt(sum2) * ldexp(1, -8) / sum + sqrt(depth) * ldexp(1, -9) + ldexp(1, -9);
  double r = sqrt(r_sub * r_sub + r_exp * r_exp + r_sum * r_sum + ldexp(1, -16) + ldexp(1, -18));
  *center = p;
  return HOEFFDING * r * p + 1e-12;
}

static void run_sm(SmCase c, uint64_t seed) {
  char name[96];
  snprintf(name, sizeof name, "softmax %lldx%lld f32 dim %d", (long long)c.R, (long long)c.C, c.dim);
  char *mlir = softmax_mlir(&c);
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = sm_input, .tol = sm_tol, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st);
  free(mlir);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 1);
}

static void test_softmax_64x1000_dim1(void **state) {
  (void)state;
  run_sm((SmCase){64, 1000, 1}, 21);
}
static void test_softmax_64x1000_dim0(void **state) {
  (void)state;
  run_sm((SmCase){64, 1000, 0}, 22);
}
/* too large for VMEM at once: the buffers hold column-major tiles and the
 * kernel streams one 32-column strip per chunk */
static void test_softmax_600x500_dim0_strips(void **state) {
  (void)state;
  run_sm((SmCase){600, 500, 0}, 24);
}
static void test_softmax_50x70_dim0(void **state) {
  (void)state;
  run_sm((SmCase){50, 70, 0}, 23);
}

/* ---------------------------------------------------------- attention */

typedef struct AtCase {
  int64_t B, M, N, D, Dv; /* Dv 0: D */
  DType t;
  bool mask;
  bool chain;           /* batch_matmul -> scale + bf16 mask -> softmax -> batch_matmul */
  double scale;
  int64_t row;          /* (b, i) whose centres and tolerances are cached */
  double *ctr, *tol;    /* D each */
} AtCase;

static char *attention_mlir(const AtCase *c) {
  Mod m;
  mod_init(&m);
  char tq[64], tk[64], tm[64];
  long long B = c->B, M = c->M, N = c->N, D = c->D;
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%lldx%s>", B, M, D, ty(c->t));
  snprintf(tk, sizeof tk, "tensor<%lldx%lldx%lldx%s>", B, N, D, ty(c->t));
  snprintf(tm, sizeof tm, "tensor<%lldx%lldx%lldxi1>", B, M, N);
  mod_input(&m, "q", tq);
  mod_input(&m, "k", tk);
  mod_input(&m, "v", tk);
  if (c->mask) mod_input(&m, "mask", tm);
  mod_line(&m, "%%sc = arith.constant %.9e : %s", c->scale, ty(c->t));
  mod_line(&m, "%%e = tensor.empty() : %s", tq);
  const char *d5 = "affine_map<(d0, d1, d2, d3, d4) ->";
  mod_line(&m,
           "%%res = \"iree_linalg_ext.attention\"(%%in0, %%in1, %%in2, %%sc%s, %%e) <{indexing_maps = "
           "[%s (d0, d1, d2)>, %s (d0, d3, d2)>, %s (d0, d3, d4)>, %s ()>%s%s%s, %s (d0, d1, d4)>]}> ({\n"
           "    ^bb0(%%s: f32):\n      \"iree_linalg_ext.yield\"(%%s) : (f32) -> ()\n"
           "    }) : (%s, %s, %s, %s%s%s, %s) -> %s",
           c->mask ? ", %in3" : "", d5, d5, d5, d5, c->mask ? ", " : "", c->mask ? d5 : "",
           c->mask ? " (d0, d1, d3)>" : "", d5, tq, tk, tk, ty(c->t), c->mask ? ", " : "",
           c->mask ? tm : "", tq, tq);
  return mod_finish(&m, "%res", tq);
}

/* SmolVLA's decomposed form: Q.K^T with K given transposed, an elementwise
 * scale and additive bf16 mask (one for all heads), softmax, P.V. */
static char *chain_mlir(const AtCase *c) {
  Mod m;
  mod_init(&m);
  char tq[64], tkt[64], tv[64], tm[64], ts[64], tsf[64], to[64];
  long long B = c->B, M = c->M, N = c->N, D = c->D, Dv = c->Dv ? c->Dv : c->D;
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%lldxbf16>", B, M, D);
  snprintf(tkt, sizeof tkt, "tensor<%lldx%lldx%lldxbf16>", B, D, N);
  snprintf(tv, sizeof tv, "tensor<%lldx%lldx%lldxbf16>", B, N, Dv);
  snprintf(tm, sizeof tm, "tensor<%lldx%lldxbf16>", M, N);
  snprintf(ts, sizeof ts, "tensor<%lldx%lldx%lldxbf16>", B, M, N);
  snprintf(tsf, sizeof tsf, "tensor<%lldx%lldx%lldxf32>", B, M, N);
  snprintf(to, sizeof to, "tensor<%lldx%lldx%lldxf32>", B, M, Dv);
  mod_input(&m, "q", tq);
  mod_input(&m, "kt", tkt);
  mod_input(&m, "v", tv);
  mod_input(&m, "mask", tm);
  mod_line(&m, "%%zero = arith.constant 0.000000e+00 : f32");
  mod_line(&m, "%%e0 = tensor.empty() : %s", tsf);
  mod_line(&m, "%%f0 = linalg.fill ins(%%zero : f32) outs(%%e0 : %s) -> %s", tsf, tsf);
  mod_line(&m, "%%qk = linalg.batch_matmul ins(%%in0, %%in1 : %s, %s) outs(%%f0 : %s) -> %s", tq, tkt, tsf, tsf);
  mod_line(&m, "%%e1 = tensor.empty() : %s", ts);
  mod_line(&m,
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
  mod_line(&m, "%%e2 = tensor.empty() : %s", ts);
  mod_line(&m, "%%p = linalg.softmax dimension(2) ins(%%s : %s) outs(%%e2 : %s) -> %s", ts, ts, ts);
  mod_line(&m, "%%e3 = tensor.empty() : %s", to);
  mod_line(&m, "%%f3 = linalg.fill ins(%%zero : f32) outs(%%e3 : %s) -> %s", to, to);
  mod_line(&m, "%%res = linalg.batch_matmul ins(%%p, %%in2 : %s, %s) outs(%%f3 : %s) -> %s", ts, tv, to, to);
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

/* The flash algorithm in double with the NPU's roundings that are not
 * small: Q, K, V, P as fp8 (P rounded against the running max of its key
 * tile, then rescaled), the scale's bf16. What remains is bounded as in
 * mm_tol: the scores carry the MXU's and three VPU roundings (pop, scale,
 * mask: 2^-9 each), exp one bf16 ulp (2^-8) - moving P by about |s| 2^-8 +
 * 2^-8 relative, and sometimes across an fp8 step -, the sum l and the
 * output take two bf16 roundings per key tile (2^-9 each), P.V its MXU
 * roundings, the final reciprocal and multiply 2^-8 and 2^-9. */
/* npu_model's arithmetic, as spec/npu.md §5 and §8 state it: the MXU sums
 * 32 exact products in fp32 (as four interleaved partial sums), rounds to
 * fp16, adds fp16(acc) in fp16 for .acc, stores bf16; every VPU op computes
 * in fp32 from bf16 and rounds once to bf16 (exp and reciprocal of the fp32
 * value); row reductions sum in fp32, round once. */
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

/* One row of the flash kernel emulated step by step (Q block row i of
 * batch b): what the program must produce, bit for bit on npusim. */
static void at_row(AtCase *c, const Graph *g, const HostValue *vals, int64_t b, int64_t i) {
  const Func *f = &g->funcs[0];
  const HostValue *Q = &vals[f->inputs[0]], *K = &vals[f->inputs[1]], *V = &vals[f->inputs[2]];
  const HostValue *MK = c->mask ? &vals[f->inputs[3]] : NULL;
  int64_t D = c->D, N = c->N, M = c->M, Dp = (D + 31) / 32 * 32, Np = (N + 31) / 32 * 32;
  int64_t Dv = c->Dv ? c->Dv : D;
  size_t es = dtype_size(c->t);
  float *q = calloc((size_t)Dp, sizeof *q), *kk = calloc((size_t)Dp, sizeof *kk);
  float *P = calloc((size_t)Np, sizeof *P), *Pq = calloc((size_t)Np, sizeof *Pq);
  float *vt = calloc((size_t)(32 * 32), sizeof *vt);
  double *O = calloc((size_t)Dv, sizeof *O), *mag = calloc((size_t)Dv, sizeof *mag);
  double *var = calloc((size_t)Dv, sizeof *var);
  float sc = bf(c->scale);
  for (int64_t d = 0; d < D; d++) q[d] = (float)fp8q(e2e_load(c->t, (uint8_t *)Q->data + ((b * M + i) * D + d) * (int64_t)es));
  float m = 0, l = 0;
  for (int64_t j = 0; j * 32 < N; j++) {
    float s2[32];
    for (int kq = 0; kq < 32; kq++) {
      int64_t k = j * 32 + kq;
      if (k >= N) {
        s2[kq] = -INFINITY; /* the cap tile sends padded keys far below */
        continue;
      }
      for (int64_t d = 0; d < D; d++) {
        int64_t ki = c->chain ? (b * D + d) * N + k : (b * N + k) * D + d; /* K^T given */
        kk[d] = (float)fp8q(e2e_load(c->t, (uint8_t *)K->data + ki * (int64_t)es));
      }
      float S = 0;
      for (int64_t ch = 0; ch < Dp / 32; ch++) S = mxu_acc(S, mxu_dot32(q + 32 * ch, kk + 32 * ch, 1, 1), ch > 0);
      float v = bf(S * sc);
      if (MK && c->chain) v = bf(v + (float)e2e_load(DT_BF16, (uint8_t *)MK->data + 2 * (i * N + k)));
      else if (MK) v = bf(v + (((uint8_t *)MK->data)[(b * M + i) * N + k] ? 0.0f : -9984.0f));
      s2[kq] = v;
    }
    float t = -INFINITY;
    for (int kq = 0; kq < 32; kq++) t = s2[kq] > t ? s2[kq] : t;
    float mn = j == 0 ? t : (m > t ? m : t), cf = j == 0 ? 1 : bf(exp((double)bf(m - mn)));
    float rs = 0;
    for (int kq = 0; kq < 32; kq++) {
      P[j * 32 + kq] = s2[kq] == -INFINITY ? 0 : bf(exp((double)bf(s2[kq] - mn)));
      rs += P[j * 32 + kq];
      /* packed with e = 128 (docs/npu.md): fp8(bf16(128 P)) */
      Pq[j * 32 + kq] = num_fp8e4m3_to_f32(num_fp8e4m3_from_f32(bf(P[j * 32 + kq] * 128.0f)));
    }
    rs = bf(rs);
    l = j == 0 ? rs : bf(bf(l * cf) + rs);
    for (int64_t n = 0; n < Dv; n++) {
      for (int kq = 0; kq < 32; kq++) {
        int64_t k = j * 32 + kq;
        vt[kq] = k < N ? (float)fp8q(e2e_load(c->t, (uint8_t *)V->data + ((b * N + k) * Dv + n) * (int64_t)es)) : 0;
      }
      float pv = mxu_acc(0, mxu_dot32(Pq + j * 32, vt, 1, 1), false);
      O[n] = j == 0 ? pv : bf(bf((float)O[n] * cf) + pv);
      /* scale of what an implementation may do differently: an exp one
       * bf16 ulp off, another fp32 summation order in the MXU */
      for (int kq = 0; kq < 32; kq++) {
        double e = P[j * 32 + kq] * fabs(vt[kq]) * ldexp(1, -8);
        var[n] += e * e;
        mag[n] += P[j * 32 + kq] * fabs(vt[kq]);
      }
      var[n] += pow(ldexp(1, -11) * fabs(pv) / 128, 2); /* pv holds 128 P.V */
    }
    m = mn;
  }
  float r = bf(bf(1.0f / l) * (1.0f / 128));
  for (int64_t n = 0; n < Dv; n++) {
    float o = bf((float)O[n] * r);
    c->ctr[n] = c->t == DT_BF16 ? o : o;
    c->tol[n] = HOEFFDING * (sqrt(var[n]) / l + fabs(o) * ldexp(1, -8)) + ldexp(1, -9) * fabs(o) + 1e-9;
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

/* The kernel emulated in double/float with npu_model's roundings (above):
 * the tolerance only covers what another faithful implementation of the
 * same arithmetic may round differently (an exp one bf16 ulp off, fp32
 * summation order inside the MXU), bounded as in mm_tol. */
static double at_tol(const Graph *g, int index, int64_t e, const HostValue *vals, double ref,
                     double *center, void *ctx) {
  (void)index;
  (void)ref;
  AtCase *c = ctx;
  int64_t Dv = c->Dv ? c->Dv : c->D;
  int64_t row = e / Dv;
  if (row != c->row) {
    at_row(c, g, vals, row / c->M, row % c->M);
    c->row = row;
  }
  *center = c->ctr[e % Dv];
  return c->tol[e % Dv];
}

static void run_at(AtCase c, uint64_t seed) {
  char name[128];
  snprintf(name, sizeof name, "%s %lldx%lldx%lldx%lld dv%lld %s%s", c.chain ? "attention chain" : "attention",
           (long long)c.B, (long long)c.M, (long long)c.N, (long long)c.D,
           (long long)(c.Dv ? c.Dv : c.D), ty(c.t),
           c.chain ? " bf16 mask" : c.mask ? " i1 mask" : "");
  char *mlir = c.chain ? chain_mlir(&c) : attention_mlir(&c);
  c.row = -1;
  c.ctr = malloc(sizeof *c.ctr * (size_t)(c.Dv ? c.Dv : c.D));
  c.tol = malloc(sizeof *c.tol * (size_t)(c.Dv ? c.Dv : c.D));
  E2eCase ec = {.name = name, .mlir = mlir, .seed = seed, .input = at_input, .tol = at_tol, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(name, &st);
  free(mlir);
  free(c.ctr);
  free(c.tol);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, c.chain ? 3 : 1); /* a chain: one kernel, three tasks */
  assert_int_equal(st.segments, 1);
}

static void test_attention_2x64x32_f32(void **state) {
  (void)state;
  run_at((AtCase){.B = 2, .M = 64, .N = 64, .D = 32, .t = DT_F32, .scale = 0.1767767}, 31);
}
static void test_attention_15x291x64_bf16_mask(void **state) {
  (void)state;
  run_at((AtCase){.B = 15, .M = 291, .N = 291, .D = 64, .t = DT_BF16, .mask = true, .scale = 0.125}, 32);
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

/* ------------------------------------------- standalone VPU and segments */

/* RMSNorm as TinyLlama's four generics: x^2, the row sum, rsqrt(sum/n +
 * eps), x * r * gamma - elementwise and reduction tasks on the VPU. */
static char *rmsnorm_mlir(int64_t R, int64_t C) {
  Mod m;
  mod_init(&m);
  char tx[64], tv[64], tg[64];
  snprintf(tx, sizeof tx, "tensor<%lldx%lldxf32>", (long long)R, (long long)C);
  snprintf(tv, sizeof tv, "tensor<%lldxf32>", (long long)R);
  snprintf(tg, sizeof tg, "tensor<%lldxf32>", (long long)C);
  mod_input(&m, "x", tx);
  mod_input(&m, "gamma", tg);
  const char *id2 = "affine_map<(d0, d1) -> (d0, d1)>", *r2 = "affine_map<(d0, d1) -> (d0)>",
             *c2 = "affine_map<(d0, d1) -> (d1)>", *id1 = "affine_map<(d0) -> (d0)>";
  mod_line(&m, "%%e0 = tensor.empty() : %s", tx);
  mod_line(&m, "%%sq = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\", \"parallel\"]} "
           "ins(%%in0 : %s) outs(%%e0 : %s) {\n    ^bb0(%%a: f32, %%o: f32):\n      %%y = arith.mulf %%a, %%a : f32\n"
           "      linalg.yield %%y : f32\n    } -> %s", id2, id2, tx, tx, tx);
  mod_line(&m, "%%z = arith.constant 0.000000e+00 : f32");
  mod_line(&m, "%%e1 = tensor.empty() : %s", tv);
  mod_line(&m, "%%f1 = linalg.fill ins(%%z : f32) outs(%%e1 : %s) -> %s", tv, tv);
  mod_line(&m, "%%ss = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\", \"reduction\"]} "
           "ins(%%sq : %s) outs(%%f1 : %s) {\n    ^bb0(%%a: f32, %%o: f32):\n      %%y = arith.addf %%a, %%o : f32\n"
           "      linalg.yield %%y : f32\n    } -> %s", id2, r2, tx, tv, tv);
  mod_line(&m, "%%e2 = tensor.empty() : %s", tv);
  mod_line(&m, "%%r = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\"]} ins(%%ss : %s) "
           "outs(%%e2 : %s) {\n    ^bb0(%%a: f32, %%o: f32):\n      %%n = arith.constant %lld.0 : f32\n"
           "      %%d = arith.divf %%a, %%n : f32\n      %%eps = arith.constant 1.000000e-05 : f32\n"
           "      %%s = arith.addf %%d, %%eps : f32\n      %%y = math.rsqrt %%s : f32\n      linalg.yield %%y : f32\n"
           "    } -> %s", id1, id1, tv, tv, (long long)C, tv);
  mod_line(&m, "%%e3 = tensor.empty() : %s", tx);
  mod_line(&m, "%%y = linalg.generic {indexing_maps = [%s, %s, %s, %s], iterator_types = [\"parallel\", \"parallel\"]} "
           "ins(%%in0, %%r, %%in1 : %s, %s, %s) outs(%%e3 : %s) {\n    ^bb0(%%a: f32, %%b: f32, %%g: f32, %%o: f32):\n"
           "      %%t = arith.mulf %%a, %%b : f32\n      %%u = arith.mulf %%t, %%g : f32\n      linalg.yield %%u : f32\n"
           "    } -> %s", id2, r2, c2, id2, tx, tv, tg, tx, tx);
  return mod_finish(&m, "%y", tx);
}

typedef struct RmsCase {
  int64_t R, C;
} RmsCase;

/* Around RMSNorm of the bf16-rounded inputs: the squares (2^-9), the
 * pairwise bf16 sums of log2(C/32) depth and the row reduction's rounding
 * give the sum a relative error of about (depth + 2) 2^-9 (halved in the
 * square root); 1/n (a bf16 constant, 2^-9), the divide's reciprocal and
 * multiply, the add, sqrt and reciprocal (2^-8 each for one-ulp functions)
 * and the two final multiplies: independent, HOEFFDING times their root
 * sum of squares, relative to the value. */
static double rms_tol(const Graph *g, int index, int64_t e, const HostValue *vals, double ref,
                      double *center, void *ctx) {
  (void)index;
  (void)ref;
  const RmsCase *c = ctx;
  const HostValue *x = &vals[g->funcs[0].inputs[0]], *gm = &vals[g->funcs[0].inputs[1]];
  int64_t i = e / c->C, j = e % c->C;
  double ss = 0;
  for (int64_t k = 0; k < c->C; k++) {
    double v = num_round_bf16((float)e2e_load(DT_F32, (uint8_t *)x->data + 4 * (i * c->C + k)));
    ss += v * v;
  }
  double xv = num_round_bf16((float)e2e_load(DT_F32, (uint8_t *)x->data + 4 * e));
  double gv = num_round_bf16((float)e2e_load(DT_F32, (uint8_t *)gm->data + 4 * j));
  double y = xv * gv / sqrt(ss / (double)c->C + 1e-5);
  double depth = ceil(log2((double)(c->C + 31) / 32)) + 2;
  double r_sum = 0.5 * depth * ldexp(1, -9);
  double r = sqrt(r_sum * r_sum + 3 * pow(ldexp(1, -9), 2) + 2 * pow(ldexp(1, -8), 2) + 2 * pow(ldexp(1, -9), 2));
  *center = y;
  return HOEFFDING * r * fabs(y) + 1e-30;
}

static void rms_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  for (int64_t i = 0; i < tensor_numel(t); i++)
    e2e_store(DT_F32, (uint8_t *)data + 4 * i, index == 0 ? e2e_uniform(rng, -3, 3) : e2e_uniform(rng, 0.5, 1.5));
}

static void test_rmsnorm_vpu_100x300(void **state) {
  (void)state;
  RmsCase c = {100, 300};
  char *mlir = rmsnorm_mlir(c.R, c.C);
  E2eCase ec = {.name = "rmsnorm 100x300 f32 (4 VPU tasks)", .mlir = mlir, .seed = 41,
                .input = rms_input, .tol = rms_tol, .ctx = &c};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(ec.name, &st);
  free(mlir);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 4);
  assert_int_equal(st.host_tasks, 0);
}

/* softmax (npu) -> erf (no VPU instruction: host) -> matmul (npu): two
 * program segments with the host task between them, each buffer moving
 * through the layouts the task graph describes. */
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
  /* no per-element model across the host task: the fp8 matmul's rms error
   * (about 4% of the rms value for uniform data) must stay under 10% */
  E2eCase ec = {.name = "softmax | erf on host | matmul", .mlir = mlir, .seed = 42,
                .input = e2e_random_input, .loose = 0.10, .expect_host_tasks = true};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&ec, &st, err, sizeof err);
  report(ec.name, &st);
  free(mlir);
  if (!ok) fail_msg("%s", err);
  assert_int_equal(st.npu_tasks, 2);
  assert_int_equal(st.host_tasks, 1);
  assert_int_equal(st.segments, 2);
}

int main(int argc, char **argv) {
  /* "fast": all but the two biggest cases (which also run, in suite slow);
   * "slow": only those; anything else: a name filter */
  const char *only = argc > 1 ? argv[1] : NULL;
  const struct CMUnitTest all[] = {
      cmocka_unit_test(test_matmul_fp8_32),
      cmocka_unit_test(test_matmul_fp8_50x20x24),
      cmocka_unit_test(test_matmul_fp8_100x300x200),
      cmocka_unit_test(test_matmul_fp8_128x1024x1024),
      cmocka_unit_test(test_matmul_f32_demoted_50x20x24),
      cmocka_unit_test(test_matmul_bf16_demoted_100x300x200),
      cmocka_unit_test(test_batch_matmul_f32_4x64x32x64),
      cmocka_unit_test(test_mlp_bias_silu),
      cmocka_unit_test(test_softmax_64x1000_dim1),
      cmocka_unit_test(test_softmax_64x1000_dim0),
      cmocka_unit_test(test_softmax_50x70_dim0),
      cmocka_unit_test(test_softmax_600x500_dim0_strips),
      cmocka_unit_test(test_attention_2x64x32_f32),
      cmocka_unit_test(test_attention_15x291x64_bf16_mask),
      cmocka_unit_test(test_attention_chain_3x70x48),
      cmocka_unit_test(test_attention_chain_6x70x90_dv40),
      cmocka_unit_test(test_rmsnorm_vpu_100x300),
      cmocka_unit_test(test_segments_with_host_task),
  };
  struct CMUnitTest sel[sizeof all / sizeof *all];
  int n = 0;
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
    bool slow = strstr(all[i].name, "128x1024x1024") || strstr(all[i].name, "15x291x64");
    if (!only || (!strcmp(only, "fast") && !slow) || (!strcmp(only, "slow") && slow) ||
        (strcmp(only, "fast") && strcmp(only, "slow") && strstr(all[i].name, only)))
      sel[n++] = all[i];
  }
  return _cmocka_run_group_tests("npu_e2e", sel, (size_t)n, NULL, NULL);
}
