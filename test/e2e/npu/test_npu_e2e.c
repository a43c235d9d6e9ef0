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

static double qerr(double x, double rel, double abs_) { return rel * fabs(x) + abs_; }

/* Sum over k of what the quantised operands and the MXU's roundings can
 * move one output: |a||db| + |b||da| + |da||db| from the operands, and for
 * each of the Kt accumulation steps an fp16 rounding of the 32-deep sum and
 * of the add (2^-11 each) plus the bf16 store (2^-9) of at most sum|ab|. */
static double mm_tol(const Graph *g, int index, int64_t e, const HostValue *in, double ref, void *ctx) {
  (void)g;
  (void)index;
  (void)ref;
  const MmCase *c = ctx;
  int64_t b = e / (c->M * c->N), i = (e / c->N) % c->M, j = e % c->N;
  double sabs = 0, q = 0;
  for (int64_t k = 0; k < c->K; k++) {
    int64_t ai = (b * c->M + i) * c->K + k;
    int64_t bi = c->b_transposed ? j * c->K + k : (b * c->K + k) * c->N + j;
    double a = e2e_load(c->ta, (uint8_t *)in[0].data + ai * (int64_t)dtype_size(c->ta));
    double bb = e2e_load(c->tb, (uint8_t *)in[1].data + bi * (int64_t)dtype_size(c->tb));
    double da = qerr(a, c->a_rel, c->a_abs), db = qerr(bb, c->b_rel, c->b_abs);
    sabs += fabs(a * bb);
    q += fabs(a) * db + fabs(bb) * da + da * db;
  }
  double kt = (double)((c->K + 31) / 32);
  return q + (sabs + q) * kt * (2 * ldexp(1, -11) + ldexp(1, -9)) + 1e-30;
}

static void report(const char *name, const E2eStats *st) {
  printf("[npu-e2e] %-34s max_abs %.3e max_rel %.3e worst |d|/tol %.3f  elements %lld  cycles %lld "
         "(estimate %lld)  npu tasks %d host tasks %d segments %d\n",
         name, st->max_abs, st->max_rel, st->worst_tol_ratio, (long long)st->checked,
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

int main(int argc, char **argv) {
  const char *only = argc > 1 ? argv[1] : NULL;
  const struct CMUnitTest all[] = {
      cmocka_unit_test(test_matmul_fp8_32),
      cmocka_unit_test(test_matmul_fp8_50x20x24),
      cmocka_unit_test(test_matmul_fp8_100x300x200),
      cmocka_unit_test(test_matmul_fp8_128x1024x1024),
  };
  struct CMUnitTest sel[sizeof all / sizeof *all];
  int n = 0;
  for (size_t i = 0; i < sizeof all / sizeof *all; i++)
    if (!only || strstr(all[i].name, only)) sel[n++] = all[i];
  return _cmocka_run_group_tests("npu_e2e", sel, (size_t)n, NULL, NULL);
}
