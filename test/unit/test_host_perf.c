/* test_host_perf.c: the host evaluator on model-sized ops: the contraction fast
 * path and the chunked interpreter, timed, with sampled results checked. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test_host.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Sanitizers and valgrind slow everything down; only plain builds get a bound. */
#if defined(__SANITIZE_ADDRESS__)
#define TIME_BOUND 1e9
#else
#define TIME_BOUND 20.0
#endif

static double timed_eval(Graph *g, Op *op, void **b, const char *what) {
  double t0 = now();
  th_eval(g, op, b);
  double dt = now() - t0;
  print_message("host perf: %-36s %8.3f s\n", what, dt);
  assert_true(dt < TIME_BOUND);
  return dt;
}

/* C = A . B over (m, n, k), A m x k, B k x n; check sampled elements against
 * a dot product in index order computed here. */
static void matmul_case(DType ta, DType tc, int64_t M, int64_t N, int64_t K, const char *what) {
  Arena *a = arena_new();
  Graph *g = graph_new(a, "perf");
  int A = TH_T(g, ta, M, K), B = TH_T(g, ta, K, N), C = TH_T(g, tc, M, N);
  Op *op = th_contraction(g, A, B, C, "ppr", "02", "21", "01", false);
  op->zero_init = true;
  int n;
  void **b = th_op_bufs(g, op, &n);
  bool fl = dtype_is_float(ta);
  th_random(g, A, b[0], 1, fl ? -2 : -128, fl ? 2 : 127);
  th_random(g, B, b[1], 2, fl ? -2 : -128, fl ? 2 : 127);
  size_t size;
  char err[256];
  HostKernel *k = host_kernel_build(g, op, a, &size, err, sizeof err);
  assert_non_null(k);
  assert_true(host_kernel_fast_path(k));
  timed_eval(g, op, b, what);
  uint64_t s = 5;
  for (int i = 0; i < 64; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int64_t m = (int64_t)(s >> 33) % M, j = (int64_t)(s >> 13) % N;
    if (fl) {
      float acc = 0;
      for (int64_t x = 0; x < K; x++)
        acc = acc + (float)th_get(g, A, b[0], m * K + x) * (float)th_get(g, B, b[1], x * N + j);
      assert_true(th_get(g, op->out[0], b[3], m * N + j) == acc);
    } else {
      int64_t acc = 0;
      for (int64_t x = 0; x < K; x++) acc += th_get_i(g, A, b[0], m * K + x) * th_get_i(g, B, b[1], x * N + j);
      assert_int_equal(th_get_i(g, op->out[0], b[3], m * N + j), acc);
    }
  }
  th_free_bufs(b, n);
  arena_free(a);
}

static void test_perf_i8_matmul(void **state) {
  (void)state;
  matmul_case(DT_I8, DT_I32, 128, 1024, 1024, "matmul i8 128x1024x1024 -> i32");
}

static void test_perf_f32_matmul(void **state) {
  (void)state;
  matmul_case(DT_F32, DT_F32, 512, 512, 512, "matmul f32 512^3");
}

static void test_perf_bf16_matmul(void **state) {
  (void)state;
  matmul_case(DT_BF16, DT_F32, 512, 512, 512, "matmul bf16 512^3 -> f32 (extf)");
}

static void test_perf_elementwise(void **state) {
  (void)state;
  /* gelu-like: y = x * (1 + erf(x * c)) * 0.5 over 1024 x 1024 bf16, result f32 */
  Arena *a = arena_new();
  Graph *g = graph_new(a, "perf");
  int X = TH_T(g, DT_BF16, 1024, 1024), Y = TH_T(g, DT_F32, 1024, 1024);
  ScalarInst body[] = {TH_ARG(0, DT_BF16), TH_ARG(1, DT_F32), TH_UN(SC_EXTF, DT_F32, 0),
                       TH_CF(DT_F32, 0.70710678), TH_BIN(SC_MULF, DT_F32, 2, 3), TH_UN(SC_ERF, DT_F32, 4),
                       TH_CF(DT_F32, 1.0), TH_BIN(SC_ADDF, DT_F32, 5, 6), TH_BIN(SC_MULF, DT_F32, 2, 7),
                       TH_CF(DT_F32, 0.5), TH_BIN(SC_MULF, DT_F32, 8, 9)};
  int y = 10;
  Op *op = th_generic(g, 1, &X, 1, &Y, "pp", (const char *[]){"01", "01"}, body, 11, &y, 1);
  int n;
  void **b = th_op_bufs(g, op, &n);
  th_random(g, X, b[0], 3, -3, 3);
  timed_eval(g, op, b, "gelu bf16 -> f32, 1M elements");
  for (int64_t i = 0; i < 1024 * 1024; i += 4099) {
    float x = (float)th_get(g, X, b[0], i);
    float want = x * (erff(x * 0.70710678f) + 1.0f) * 0.5f;
    assert_true(th_get(g, op->out[0], b[2], i) == want);
  }
  th_free_bufs(b, n);

  /* a bf16 -> f32 extf copy with a transposed output */
  int X2 = TH_T(g, DT_BF16, 1024, 1024), Y2 = TH_T(g, DT_F32, 1024, 1024);
  ScalarInst ext[] = {TH_ARG(0, DT_BF16), TH_ARG(1, DT_F32), TH_UN(SC_EXTF, DT_F32, 0)};
  y = 2;
  op = th_generic(g, 1, &X2, 1, &Y2, "pp", (const char *[]){"01", "10"}, ext, 3, &y, 1);
  b = th_op_bufs(g, op, &n);
  th_random(g, X2, b[0], 4, -3, 3);
  timed_eval(g, op, b, "extf bf16 -> f32 transposed, 1M");
  for (int64_t i = 0; i < 1024 * 1024; i += 4099)
    assert_true(th_get(g, op->out[0], b[2], (i % 1024) * 1024 + i / 1024) == th_get(g, X2, b[0], i));
  th_free_bufs(b, n);
  arena_free(a);
}

static void test_perf_softmax_attention(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *g = graph_new(a, "perf");
  int X = TH_T(g, DT_F32, 1024, 1024), Xi = TH_T(g, DT_F32, 1024, 1024), Xo = TH_T(g, DT_F32, 1024, 1024);
  Op *sm = th_op(g, OP_SOFTMAX, 1, &X, 1, &Xi, 1, &Xo);
  sm->a.softmax.dim = 1;
  int n;
  void **b = th_op_bufs(g, sm, &n);
  th_random(g, X, b[0], 5, -4, 4);
  timed_eval(g, sm, b, "softmax f32 1024x1024");
  double row = 0;
  for (int j = 0; j < 1024; j++) row += th_get(g, Xo, b[2], 77 * 1024 + j);
  assert_float_equal(row, 1.0, 1e-4);
  th_free_bufs(b, n);

  /* 8 heads, 256 queries and keys, head dim 64 */
  int Q = TH_T(g, DT_BF16, 8, 256, 64), K = TH_T(g, DT_BF16, 8, 256, 64), V = TH_T(g, DT_BF16, 8, 256, 64);
  int S = TH_SCALAR(g, DT_F32), Oi = TH_T(g, DT_BF16, 8, 256, 64), O = TH_T(g, DT_BF16, 8, 256, 64);
  Op *at = th_op(g, OP_ATTENTION, 4, (int[]){Q, K, V, S}, 1, &Oi, 1, &O);
  at->a.attn.nloops = 5;
  const char *maps[5] = {"012", "032", "034", "", "014"};
  for (int i = 0; i < 5; i++) at->a.attn.maps[i] = th_map(5, maps[i]);
  b = th_op_bufs(g, at, &n);
  th_random(g, Q, b[0], 6, -1, 1);
  th_random(g, K, b[1], 7, -1, 1);
  th_random(g, V, b[2], 8, -1, 1);
  th_set(g, S, b[3], 0, 0.125);
  timed_eval(g, at, b, "attention bf16 8x256x256x64");
  /* output 0 of head 3, query 5: softmax over keys of the scaled dots, then . V */
  double sc[256], mx = -INFINITY, sum = 0, o = 0;
  for (int j = 0; j < 256; j++) {
    double d = 0;
    for (int x = 0; x < 64; x++) d += th_get(g, Q, b[0], (3 * 256 + 5) * 64 + x) * th_get(g, K, b[1], (3 * 256 + j) * 64 + x);
    sc[j] = 0.125 * d;
    mx = fmax(mx, sc[j]);
  }
  for (int j = 0; j < 256; j++) sum += exp(sc[j] - mx);
  for (int j = 0; j < 256; j++) o += exp(sc[j] - mx) / sum * th_get(g, V, b[2], (3 * 256 + j) * 64);
  assert_float_equal(th_get(g, O, b[5], (3 * 256 + 5) * 64), o, fabs(o) / 128 + 1e-6); /* bf16 */
  th_free_bufs(b, n);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_perf_i8_matmul),
      cmocka_unit_test(test_perf_f32_matmul),
      cmocka_unit_test(test_perf_bf16_matmul),
      cmocka_unit_test(test_perf_elementwise),
      cmocka_unit_test(test_perf_softmax_attention),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
