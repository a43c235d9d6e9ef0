/* test_host_ops.c: host evaluation of whole ops against hand-computed values:
 * contractions by maps, reductions, softmax, attention, data movement, fill. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test_host.h"

#define LN3 1.0986122886681098

typedef struct Fx {
  Arena *a;
  Graph *g;
} Fx;

static Fx fx_new(void) {
  Fx f;
  f.a = arena_new();
  f.g = graph_new(f.a, "test");
  return f;
}

static void expect_all(const Graph *g, int t, const void *buf, const double *want, double tol) {
  int64_t n = tensor_numel(&g->tensors[t]);
  for (int64_t i = 0; i < n; i++) {
    double got = th_get(g, t, buf, i);
    bool ok = isnan(want[i]) ? isnan(got) : fabs(got - want[i]) <= tol;
    if (!ok) print_error("element %lld: want %.9g got %.9g\n", (long long)i, want[i], got);
    assert_true(ok);
  }
}

/* ------------------------------------------------------------ contractions */

static const double MM_A[] = {1, 2, 3, 4, 5, 6};                      /* 2x3 */
static const double MM_B[] = {1, 0, 2, -1, 0, 1, 3, 2, -2, 1, 0, 1};  /* 3x4 */
static const double MM_C[] = {-5, 5, 8, 6, -8, 11, 23, 12};           /* 2x4 */

static void transpose_into(const double *src, int rows, int cols, double *dst) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) dst[c * rows + r] = src[r * cols + c];
}

/* C[m][n] = sum_k A[m][k] B[k][n] with A, B stored as the maps say. */
static void run_matmul(bool lhs_t, bool rhs_t, bool accumulate, bool zero_init) {
  Fx f = fx_new();
  int A = lhs_t ? TH_T(f.g, DT_F32, 3, 2) : TH_T(f.g, DT_F32, 2, 3);
  int B = rhs_t ? TH_T(f.g, DT_F32, 4, 3) : TH_T(f.g, DT_F32, 3, 4);
  int C = TH_T(f.g, DT_F32, 2, 4);
  Op *op = th_contraction(f.g, A, B, C, "ppr", lhs_t ? "20" : "02", rhs_t ? "12" : "21", "01", false);
  op->zero_init = zero_init;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  double at[6], bt[12];
  transpose_into(MM_A, 2, 3, at);
  transpose_into(MM_B, 3, 4, bt);
  th_fill(f.g, A, b[0], lhs_t ? at : MM_A);
  th_fill(f.g, B, b[1], rhs_t ? bt : MM_B);
  for (int i = 0; i < 8; i++) th_set(f.g, C, b[2], i, accumulate || zero_init ? 100 : 0);
  th_eval(f.g, op, b);
  double want[8];
  for (int i = 0; i < 8; i++) want[i] = MM_C[i] + (accumulate && !zero_init ? 100 : 0);
  expect_all(f.g, op->out[0], b[3], want, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_matmul_nn_nt_tn(void **state) {
  (void)state;
  run_matmul(false, false, false, false);
  run_matmul(false, true, false, false);
  run_matmul(true, false, false, false);
  run_matmul(true, true, false, false);
}

static void test_matmul_accumulate_and_zero_init(void **state) {
  (void)state;
  run_matmul(false, false, true, false); /* C = 100 + A.B */
  run_matmul(false, true, false, true);  /* init holds 100 but is a folded zero fill */
}

static void test_batch_matmul(void **state) {
  (void)state;
  Fx f = fx_new();
  int A = TH_T(f.g, DT_F32, 2, 2, 2), B = TH_T(f.g, DT_F32, 2, 2, 3), C = TH_T(f.g, DT_F32, 2, 2, 3);
  Op *op = th_contraction(f.g, A, B, C, "pppr", "013", "032", "012", false);
  op->zero_init = true;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, A, b[0], (double[]){1, 2, 3, 4, -1, 0, 2, 1});
  th_fill(f.g, B, b[1], (double[]){1, 0, 1, 0, 1, 1, 2, 3, 4, 5, 6, 7});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[3], (double[]){1, 2, 3, 3, 4, 7, -2, -3, -4, 9, 12, 15}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_i8_matmul_to_i32(void **state) {
  (void)state;
  for (int uns = 0; uns < 2; uns++) {
    Fx f = fx_new();
    int A = TH_T(f.g, DT_I8, 2, 2), B = TH_T(f.g, DT_I8, 2, 3), C = TH_T(f.g, DT_I32, 2, 3);
    Op *op = th_contraction(f.g, A, B, C, "ppr", "02", "21", "01", uns);
    op->zero_init = true;
    int n;
    void **b = th_op_bufs(f.g, op, &n);
    const int64_t av[] = {-128, 127, 3, -4}, bv[] = {-128, 2, 1, -1, 100, 0};
    for (int i = 0; i < 4; i++) th_set_i(f.g, A, b[0], i, av[i]);
    for (int i = 0; i < 6; i++) th_set_i(f.g, B, b[1], i, bv[i]);
    th_eval(f.g, op, b);
    /* signed: -128*-128 + 127*-1 ...; unsigned: the bytes as 0..255 */
    const int64_t want_s[] = {16257, 12444, -128, -380, -394, 3};
    const int64_t want_u[] = {48769, 12956, 128, 64644, 25206, 3};
    for (int i = 0; i < 6; i++) assert_int_equal(th_get_i(f.g, op->out[0], b[3], i), uns ? want_u[i] : want_s[i]);
    th_free_bufs(b, n);
    arena_free(f.a);
  }
}

static void test_bf16_matmul_rounds_per_op(void **state) {
  (void)state;
  /* bf16 x bf16 -> bf16 without ext: every add rounds to bf16, so 256 + 1 + 1 stays 256 */
  Fx f = fx_new();
  int A = TH_T(f.g, DT_BF16, 1, 3), B = TH_T(f.g, DT_BF16, 3, 1), C = TH_T(f.g, DT_BF16, 1, 1);
  Op *op = th_contraction(f.g, A, B, C, "ppr", "02", "21", "01", false);
  op->zero_init = true;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, A, b[0], (double[]){1, 1, 1});
  th_fill(f.g, B, b[1], (double[]){256, 1, 1});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[3], (double[]){256}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);

  /* the same data with extf to an f32 accumulator gives 258 */
  f = fx_new();
  A = TH_T(f.g, DT_BF16, 1, 3), B = TH_T(f.g, DT_BF16, 3, 1), C = TH_T(f.g, DT_F32, 1, 1);
  op = th_contraction(f.g, A, B, C, "ppr", "02", "21", "01", false);
  op->zero_init = true;
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, A, b[0], (double[]){1, 1, 1});
  th_fill(f.g, B, b[1], (double[]){256, 1, 1});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[3], (double[]){258}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

/* ------------------------------------------------------------ reductions */

static void test_reductions(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 2, 3), rows = TH_T(f.g, DT_F32, 2), cols = TH_T(f.g, DT_F32, 3),
      all = TH_SCALAR(f.g, DT_F32);
  ScalarInst sum[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_BIN(SC_ADDF, DT_F32, 0, 1)};
  ScalarInst mx[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_BIN(SC_MAXIMUMF, DT_F32, 0, 1)};
  int y = 2;
  Op *row_sum = th_generic(f.g, 1, &X, 1, &rows, "pr", (const char *[]){"01", "0"}, sum, 3, &y, 1);
  Op *col_max = th_generic(f.g, 1, &X, 1, &cols, "rp", (const char *[]){"01", "1"}, mx, 3, &y, 1);
  Op *total = th_generic(f.g, 1, &X, 1, &all, "rr", (const char *[]){"01", ""}, sum, 3, &y, 1);
  const double x[] = {1, 5, 3, 4, 2, 6};
  int n;
  void **b = th_op_bufs(f.g, row_sum, &n);
  th_fill(f.g, X, b[0], x);
  th_eval(f.g, row_sum, b);
  expect_all(f.g, row_sum->out[0], b[2], (double[]){9, 12}, 0);
  th_free_bufs(b, n);

  b = th_op_bufs(f.g, col_max, &n);
  th_fill(f.g, X, b[0], x);
  th_fill(f.g, cols, b[1], (double[]){-INFINITY, -INFINITY, 100});
  th_eval(f.g, col_max, b);
  expect_all(f.g, col_max->out[0], b[2], (double[]){4, 5, 100}, 0);
  th_free_bufs(b, n);

  b = th_op_bufs(f.g, total, &n);
  th_fill(f.g, X, b[0], x);
  th_set(f.g, all, b[1], 0, 0.5);
  th_eval(f.g, total, b);
  expect_all(f.g, total->out[0], b[2], (double[]){21.5}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_reduction_sums_in_index_order(void **state) {
  (void)state;
  /* f32: ((1e8 + 1) - 1e8) + 1 = 1, not 2: 1e8 + 1 rounds back to 1e8 */
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 2, 4), out = TH_T(f.g, DT_F32, 2);
  ScalarInst sum[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_BIN(SC_ADDF, DT_F32, 0, 1)};
  int y = 2;
  Op *op = th_generic(f.g, 1, &X, 1, &out, "pr", (const char *[]){"01", "0"}, sum, 3, &y, 1);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], (double[]){1e8, 1, -1e8, 1, 1, -1e8, 1e8, 1});
  th_eval(f.g, op, b);
  /* row 1: 1 - 1e8 = -1e8 (rounded), + 1e8 = 0, + 1 = 1 */
  expect_all(f.g, op->out[0], b[2], (double[]){1, 1}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

/* ------------------------------------------------------------ softmax */

static Op *softmax_op(Graph *g, DType t, int64_t r, int64_t c, int dim) {
  int X = TH_T(g, t, r, c), init = TH_T(g, t, r, c), out = TH_T(g, t, r, c);
  Op *op = th_op(g, OP_SOFTMAX, 1, &X, 1, &init, 1, &out);
  op->a.softmax.dim = dim;
  return op;
}

static void test_softmax_dims(void **state) {
  (void)state;
  Fx f = fx_new();
  Op *op = softmax_op(f.g, DT_F32, 2, 3, 1);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, op->in[0], b[0], (double[]){0, 0, LN3, 1, 1, 1});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){0.2, 0.2, 0.6, 1.0 / 3, 1.0 / 3, 1.0 / 3}, 2e-7);
  th_free_bufs(b, n);

  op = softmax_op(f.g, DT_F32, 2, 3, 0);
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, op->in[0], b[0], (double[]){0, 5, LN3, LN3, 5, 0});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){0.25, 0.5, 0.75, 0.75, 0.5, 0.25}, 2e-7);
  th_free_bufs(b, n);

  /* the max is subtracted first: e^1000 would overflow */
  op = softmax_op(f.g, DT_F32, 1, 2, 1);
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, op->in[0], b[0], (double[]){1000, 1000});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){0.5, 0.5}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_softmax_bf16_sums_in_bf16(void **state) {
  (void)state;
  /* 300 equal values: each exp is 1; summed in bf16 the sum stalls at 256
   * (256 + 1 rounds to 256), so every output is 1/256, not 1/300. */
  Fx f = fx_new();
  Op *op = softmax_op(f.g, DT_BF16, 2, 300, 1);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  for (int i = 0; i < 600; i++) th_set(f.g, op->in[0], b[0], i, i < 300 ? 0.0 : 2.5);
  th_eval(f.g, op, b);
  for (int i = 0; i < 600; i++) assert_true(th_get(f.g, op->out[0], b[2], i) == 0.00390625);
  th_free_bufs(b, n);

  op = softmax_op(f.g, DT_F32, 1, 300, 1);
  b = th_op_bufs(f.g, op, &n);
  th_eval(f.g, op, b);
  for (int i = 0; i < 300; i++) assert_float_equal(th_get(f.g, op->out[0], b[2], i), 1.0 / 300, 1e-8);
  th_free_bufs(b, n);
  arena_free(f.a);
}

/* ------------------------------------------------------------ attention */

enum { MASK_NONE, MASK_I1, MASK_F32 };

/* Loops (d0 b, d1 m, d2 k1, d3 k2, d4 n); K as [b, k2, k1] or [b, k1, k2]. */
static Op *attention_op(Graph *g, DType t, DType tout, int64_t nb, int mask, bool k_t) {
  int Q = TH_T(g, t, nb, 2, 2), K = TH_T(g, t, nb, 2, 2), V = TH_T(g, t, nb, 2, 2);
  int S = TH_SCALAR(g, DT_F32), init = TH_T(g, tout, nb, 2, 2), out = TH_T(g, tout, nb, 2, 2);
  int ins[5] = {Q, K, V, S, -1}, nin = 4;
  if (mask == MASK_I1) ins[nin++] = TH_T(g, DT_I1, nb, 2, 2);
  if (mask == MASK_F32) ins[nin++] = TH_T(g, DT_F32, nb, 2, 2);
  Op *op = th_op(g, OP_ATTENTION, nin, ins, 1, &init, 1, &out);
  AttentionAttrs *at = &op->a.attn;
  at->has_mask = mask != MASK_NONE;
  at->nloops = 5;
  const char *maps[6] = {"012", k_t ? "023" : "032", "034", "", "013", "014"};
  for (int i = 0; i < 5; i++) at->maps[i] = th_map(5, maps[i]);
  at->maps[nin] = th_map(5, "014");
  return op;
}

static void fill_attention(Graph *g, Op *op, void **b, bool k_t, int64_t nb) {
  /* head 0: q row 0 = (0, 2 ln3), row 1 = (0, 0); K = identity; V = [[4, 8], [0, 12]] */
  /* head 1: q row 0 = (2 ln3, 0), row 1 = (2 ln3, 2 ln3) */
  const double q[] = {0, 2 * LN3, 0, 0, 2 * LN3, 0, 2 * LN3, 2 * LN3};
  const double k[] = {1, 0, 0, 1, 1, 0, 0, 1};
  const double v[] = {4, 8, 0, 12, 4, 8, 0, 12};
  (void)k_t; /* the identity is its own transpose */
  for (int i = 0; i < nb * 4; i++) {
    th_set(g, op->in[0], b[0], i, q[i]);
    th_set(g, op->in[1], b[1], i, k[i]);
    th_set(g, op->in[2], b[2], i, v[i]);
  }
  th_set(g, op->in[3], b[3], 0, 0.5);
}

static void test_attention_unmasked(void **state) {
  (void)state;
  Fx f = fx_new();
  Op *op = attention_op(f.g, DT_F32, DT_F32, 2, MASK_NONE, false);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  fill_attention(f.g, op, b, false, 2);
  th_eval(f.g, op, b);
  /* head 0: p = (1/4, 3/4) -> (1, 11); p = (1/2, 1/2) -> (2, 10)
   * head 1: p = (3/4, 1/4) -> (3, 9); equal scores -> (2, 10) */
  expect_all(f.g, op->out[0], b[n - 1], (double[]){1, 11, 2, 10, 3, 9, 2, 10}, 4e-6);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_attention_k_transposed_by_maps(void **state) {
  (void)state;
  /* K stored [b, k1, k2] with a non-symmetric K: roles come from the maps */
  Fx f = fx_new();
  Op *op = attention_op(f.g, DT_F32, DT_F32, 1, MASK_NONE, true);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  /* q row 0 = (1, 0), row 1 = (0, 1); K stored [k1][k2] = [[0, 2 ln3], [0, 0]] */
  th_fill(f.g, op->in[0], b[0], (double[]){1, 0, 0, 1});
  th_fill(f.g, op->in[1], b[1], (double[]){0, 2 * LN3, 0, 0});
  th_fill(f.g, op->in[2], b[2], (double[]){4, 8, 0, 12});
  th_set(f.g, op->in[3], b[3], 0, 0.5);
  th_eval(f.g, op, b);
  /* row 0 scores = 0.5 * K[0][:] = (0, ln3) -> (1, 11); row 1: (0, 0) -> (2, 10).
   * Reading K as [k2][k1] would give (2, 10) and (3, 9) instead. */
  expect_all(f.g, op->out[0], b[n - 1], (double[]){1, 11, 2, 10}, 4e-6);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_attention_masks(void **state) {
  (void)state;
  Fx f = fx_new();
  Op *op = attention_op(f.g, DT_F32, DT_F32, 1, MASK_I1, false);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  fill_attention(f.g, op, b, false, 1);
  th_fill(f.g, op->in[4], b[4], (double[]){1, 0, 1, 1}); /* row 0 drops k2 = 1 */
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[n - 1], (double[]){4, 8, 2, 10}, 4e-6);
  th_fill(f.g, op->in[4], b[4], (double[]){0, 0, 1, 1}); /* row 0 drops everything: NaN */
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[n - 1], (double[]){NAN, NAN, 2, 10}, 4e-6);
  th_free_bufs(b, n);

  op = attention_op(f.g, DT_F32, DT_F32, 1, MASK_F32, false);
  b = th_op_bufs(f.g, op, &n);
  fill_attention(f.g, op, b, false, 1);
  th_fill(f.g, op->in[4], b[4], (double[]){0, 0, 0, LN3}); /* row 1 gets scores (0, ln3) */
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[n - 1], (double[]){1, 11, 1, 11}, 4e-6);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_attention_bf16_output_rounds(void **state) {
  (void)state;
  Fx f = fx_new();
  Op *op = attention_op(f.g, DT_BF16, DT_BF16, 1, MASK_NONE, false);
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  fill_attention(f.g, op, b, false, 1);
  /* 2 ln3 in bf16 is 2.203125, so the row-0 scores are (0, 1.1015625) */
  th_eval(f.g, op, b);
  double p1 = exp(1.1015625) / (1 + exp(1.1015625));
  double want0 = num_round_bf16((float)(4 * (1 - p1))), want1 = num_round_bf16((float)(8 * (1 - p1) + 12 * p1));
  assert_true(want0 != 1.0); /* the bf16 inputs really moved the result */
  expect_all(f.g, op->out[0], b[n - 1], (double[]){want0, want1, 2, 10}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_attention_without_roles_fails(void **state) {
  (void)state;
  Fx f = fx_new();
  Op *op = attention_op(f.g, DT_F32, DT_F32, 1, MASK_NONE, false);
  op->a.attn.maps[2] = th_map(5, "024"); /* V reads k1 instead of k2 */
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_eval_fails(f.g, op, b, "no role");
  op->a.attn.maps[2] = th_map(5, "034");
  /* a region that yields the score unchanged is fine; tanh(score) is not */
  static ScalarInst plain[] = {TH_ARG(0, DT_F32), {.op = SC_YIELD, .a = -1, .b = -1, .c = -1}};
  op->body = (Body){.insts = plain, .ninsts = 2, .nargs = 1, .yield = {0}, .nyield = 1};
  fill_attention(f.g, op, b, false, 1);
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[n - 1], (double[]){1, 11, 2, 10}, 4e-6);
  static ScalarInst capped[] = {TH_ARG(0, DT_F32), TH_UN(SC_TANH, DT_F32, 0),
                                {.op = SC_YIELD, .a = -1, .b = -1, .c = -1}};
  op->body = (Body){.insts = capped, .ninsts = 3, .nargs = 1, .yield = {1}, .nyield = 1};
  th_eval_fails(f.g, op, b, "modifies the scores");
  th_free_bufs(b, n);
  arena_free(f.a);
}

/* ------------------------------------------------------------ data movement */

static void test_transpose(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 2, 3), Y = TH_T(f.g, DT_F32, 3, 2);
  Op *op = th_op(f.g, OP_TRANSPOSE, 1, &X, 1, &Y, 1, (int[]){TH_T(f.g, DT_F32, 3, 2)});
  op->a.perm[0] = 1, op->a.perm[1] = 0;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], (double[]){1, 2, 3, 4, 5, 6});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){1, 4, 2, 5, 3, 6}, 0);
  th_free_bufs(b, n);

  /* rank 3, perm (2, 0, 1): out[i][j][k] = in[j][k][i] */
  X = TH_T(f.g, DT_I16, 2, 3, 4);
  op = th_op(f.g, OP_TRANSPOSE, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_I16, 4, 2, 3)});
  op->a.perm[0] = 2, op->a.perm[1] = 0, op->a.perm[2] = 1;
  b = th_op_bufs(f.g, op, &n);
  for (int i = 0; i < 24; i++) th_set_i(f.g, X, b[0], i, i);
  th_eval(f.g, op, b);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < 3; k++) assert_int_equal(th_get_i(f.g, op->out[0], b[1], (i * 2 + j) * 3 + k), j * 12 + k * 4 + i);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_broadcast(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_BF16, 2, 3), init = TH_T(f.g, DT_BF16, 2, 4, 3);
  Op *op = th_op(f.g, OP_BROADCAST, 1, &X, 1, &init, 1, (int[]){TH_T(f.g, DT_BF16, 2, 4, 3)});
  op->nbcast = 1;
  op->a.bcast_dims[0] = 1;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], (double[]){1, 2, 3, 4, 5, 6});
  th_eval(f.g, op, b);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 3; k++) assert_true(th_get(f.g, op->out[0], b[2], (i * 4 + j) * 3 + k) == i * 3 + k + 1);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_pad(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_I32, 2, 2);
  Op *op = th_op(f.g, OP_PAD, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_I32, 3, 4)});
  op->a.pad = (PadAttrs){.low = {1, 0}, .high = {0, 2}, .value = -1, .value_known = true};
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], (double[]){1, 2, 3, 4});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[1], (double[]){-1, -1, -1, -1, 1, 2, -1, -1, 3, 4, -1, -1}, 0);
  op->a.pad.value_known = false;
  th_eval_fails(f.g, op, b, "not a constant");
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_slices(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 4, 5);
  double xv[20];
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 5; c++) xv[r * 5 + c] = r * 10 + c;
  Op *op = th_op(f.g, OP_EXTRACT_SLICE, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 2, 3)});
  op->a.slice = (SliceAttrs){.offsets = {1, 0}, .sizes = {2, 3}, .strides = {1, 2}};
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], xv);
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[1], (double[]){10, 12, 14, 20, 22, 24}, 0);
  th_free_bufs(b, n);

  /* rank-reduced: a 1x3 slice as a 3-vector */
  op = th_op(f.g, OP_EXTRACT_SLICE, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 3)});
  op->a.slice = (SliceAttrs){.offsets = {2, 1}, .sizes = {1, 3}, .strides = {1, 1}};
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, X, b[0], xv);
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[1], (double[]){21, 22, 23}, 0);
  op->a.slice.offsets[1] = 3; /* 3 + 2 runs past 5 columns */
  th_eval_fails(f.g, op, b, "runs past");
  th_free_bufs(b, n);

  /* insert a 2x2 source at (1, 1) with column stride 2 */
  int S = TH_T(f.g, DT_F32, 2, 2);
  op = th_op(f.g, OP_INSERT_SLICE, 2, (int[]){S, X}, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 4, 5)});
  op->a.slice = (SliceAttrs){.offsets = {1, 1}, .sizes = {2, 2}, .strides = {1, 2}};
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, S, b[0], (double[]){-1, -2, -3, -4});
  th_fill(f.g, X, b[1], xv);
  th_eval(f.g, op, b);
  double want[20];
  memcpy(want, xv, sizeof want);
  want[6] = -1, want[8] = -2, want[11] = -3, want[13] = -4;
  expect_all(f.g, op->out[0], b[2], want, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_concat(void **state) {
  (void)state;
  Fx f = fx_new();
  int A = TH_T(f.g, DT_I8, 2, 2), B = TH_T(f.g, DT_I8, 2, 1);
  Op *op = th_op(f.g, OP_CONCAT, 2, (int[]){A, B}, 0, NULL, 1, (int[]){TH_T(f.g, DT_I8, 2, 3)});
  op->a.concat_dim = 1;
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, A, b[0], (double[]){1, 2, 3, 4});
  th_fill(f.g, B, b[1], (double[]){5, 6});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){1, 2, 5, 3, 4, 6}, 0);
  th_free_bufs(b, n);

  int C = TH_T(f.g, DT_I8, 1, 2);
  op = th_op(f.g, OP_CONCAT, 2, (int[]){C, A}, 0, NULL, 1, (int[]){TH_T(f.g, DT_I8, 3, 2)});
  op->a.concat_dim = 0;
  b = th_op_bufs(f.g, op, &n);
  th_fill(f.g, C, b[0], (double[]){9, 8});
  th_fill(f.g, A, b[1], (double[]){1, 2, 3, 4});
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){9, 8, 1, 2, 3, 4}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_reshape_bitcast_identity(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 2, 3);
  Op *rs = th_op(f.g, OP_RESHAPE, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 3, 2)});
  Op *bc = th_op(f.g, OP_BITCAST, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_I32, 2, 3)});
  Op *id = th_op(f.g, OP_IDENTITY, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 2, 3)});
  const double xv[] = {1, -2, 0.5, 3, 4, -0.0};
  int n;
  void **b = th_op_bufs(f.g, rs, &n);
  th_fill(f.g, X, b[0], xv);
  th_eval(f.g, rs, b);
  expect_all(f.g, rs->out[0], b[1], xv, 0);
  th_free_bufs(b, n);
  b = th_op_bufs(f.g, bc, &n);
  th_fill(f.g, X, b[0], xv);
  th_eval(f.g, bc, b);
  assert_int_equal(th_get_i(f.g, bc->out[0], b[1], 0), 0x3F800000);
  assert_int_equal(th_get_i(f.g, bc->out[0], b[1], 5), INT32_MIN);
  th_free_bufs(b, n);
  b = th_op_bufs(f.g, id, &n);
  th_fill(f.g, X, b[0], xv);
  th_eval(f.g, id, b);
  expect_all(f.g, id->out[0], b[1], xv, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

static void test_fill(void **state) {
  (void)state;
  Fx f = fx_new();
  int v = TH_SCALAR(f.g, DT_F32), init = TH_T(f.g, DT_BF16, 2, 2);
  Op *op = th_op(f.g, OP_FILL, 1, &v, 1, &init, 1, (int[]){TH_T(f.g, DT_BF16, 2, 2)});
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_set(f.g, v, b[0], 0, 0.1);
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){0.10009765625, 0.10009765625, 0.10009765625, 0.10009765625}, 0);
  th_free_bufs(b, n);

  int iv = TH_SCALAR(f.g, DT_I32), iinit = TH_T(f.g, DT_I8, 3);
  op = th_op(f.g, OP_FILL, 1, &iv, 1, &iinit, 1, (int[]){TH_T(f.g, DT_I8, 3)});
  b = th_op_bufs(f.g, op, &n);
  th_set_i(f.g, iv, b[0], 0, 300); /* wraps to 44 in i8 */
  th_eval(f.g, op, b);
  expect_all(f.g, op->out[0], b[2], (double[]){44, 44, 44}, 0);
  th_free_bufs(b, n);
  arena_free(f.a);
}

/* ------------------------------------------------------------ errors */

static void test_errors_are_values(void **state) {
  (void)state;
  Fx f = fx_new();
  int X = TH_T(f.g, DT_F32, 2, 3);
  Op *op = th_op(f.g, OP_UNSUPPORTED, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 2, 3)});
  op->unsupported_why = "linalg.conv_2d_nhwc_hwcf";
  int n;
  void **b = th_op_bufs(f.g, op, &n);
  th_eval_fails(f.g, op, b, "conv_2d");
  th_free_bufs(b, n);

  /* contraction whose k sizes disagree (A 2x3, B 4x2) */
  int A = TH_T(f.g, DT_F32, 2, 3), B = TH_T(f.g, DT_F32, 4, 2), C = TH_T(f.g, DT_F32, 2, 2);
  op = th_contraction(f.g, A, B, C, "ppr", "02", "21", "01", false);
  b = th_op_bufs(f.g, op, &n);
  th_eval_fails(f.g, op, b, "loop d2");
  th_free_bufs(b, n);

  /* a dynamic dim */
  int D = TH_T(f.g, DT_F32, NPUCC_DYN, 3);
  op = th_op(f.g, OP_IDENTITY, 1, &D, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, NPUCC_DYN, 3)});
  void *dummy[2] = {b, b};
  th_eval_fails(f.g, op, dummy, "dynamic");

  /* a body reading an argument that does not exist */
  int Y = TH_T(f.g, DT_F32, 2, 3);
  ScalarInst bad[] = {TH_ARG(5, DT_F32)};
  int y = 0;
  op = th_generic(f.g, 1, &X, 1, &Y, "pp", (const char *[]){"01", "01"}, bad, 1, &y, 1);
  b = th_op_bufs(f.g, op, &n);
  th_eval_fails(f.g, op, b, "argument 5");
  th_free_bufs(b, n);

  /* a transpose whose shapes do not follow the permutation */
  op = th_op(f.g, OP_TRANSPOSE, 1, &X, 0, NULL, 1, (int[]){TH_T(f.g, DT_F32, 2, 3)});
  op->a.perm[0] = 1, op->a.perm[1] = 0;
  b = th_op_bufs(f.g, op, &n);
  th_eval_fails(f.g, op, b, "transpose");
  th_free_bufs(b, n);
  arena_free(f.a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_matmul_nn_nt_tn),
      cmocka_unit_test(test_matmul_accumulate_and_zero_init),
      cmocka_unit_test(test_batch_matmul),
      cmocka_unit_test(test_i8_matmul_to_i32),
      cmocka_unit_test(test_bf16_matmul_rounds_per_op),
      cmocka_unit_test(test_reductions),
      cmocka_unit_test(test_reduction_sums_in_index_order),
      cmocka_unit_test(test_softmax_dims),
      cmocka_unit_test(test_softmax_bf16_sums_in_bf16),
      cmocka_unit_test(test_attention_unmasked),
      cmocka_unit_test(test_attention_k_transposed_by_maps),
      cmocka_unit_test(test_attention_masks),
      cmocka_unit_test(test_attention_bf16_output_rounds),
      cmocka_unit_test(test_attention_without_roles_fails),
      cmocka_unit_test(test_transpose),
      cmocka_unit_test(test_broadcast),
      cmocka_unit_test(test_pad),
      cmocka_unit_test(test_slices),
      cmocka_unit_test(test_concat),
      cmocka_unit_test(test_reshape_bitcast_identity),
      cmocka_unit_test(test_fill),
      cmocka_unit_test(test_errors_are_values),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
