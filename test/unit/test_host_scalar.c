/* test_host_scalar.c: the scalar semantics of host kernel bodies: rounding to
 * bf16/f16/fp8, integer wrap, saturating casts, NaN rules, QDQ chains. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test_host.h"

/* An elementwise op over n elements: one or two inputs (t1 == DT_COUNT for
 * one), a result of type tout; the body's last instruction is yielded. Body
 * arguments: 0 = first input, 1 = second input (if any), then the init. */
typedef struct Ew {
  Arena *arena;
  Graph *g;
  Op *op;
  int in0, in1, init, out;
  void *b0, *b1, *binit, *bout;
  int n;
} Ew;

static void ew_setup(Ew *e, DType t0, DType t1, DType tout, int n, const ScalarInst *body, int nb) {
  memset(e, 0, sizeof *e);
  e->arena = arena_new();
  e->g = graph_new(e->arena, "test");
  e->n = n;
  e->in0 = TH_T(e->g, t0, n);
  int nin = 1;
  int ins[2] = {e->in0, -1};
  if (t1 != DT_COUNT) {
    e->in1 = TH_T(e->g, t1, n);
    ins[nin++] = e->in1;
  }
  e->init = TH_T(e->g, tout, n);
  const char *maps[3] = {"0", "0", "0"};
  int y = nb - 1;
  e->op = th_generic(e->g, nin, ins, 1, &e->init, "p", maps, body, nb, &y, 1);
  e->out = e->op->out[0];
  e->b0 = th_buf(e->g, e->in0);
  e->b1 = nin > 1 ? th_buf(e->g, e->in1) : NULL;
  e->binit = th_buf(e->g, e->init);
  e->bout = th_buf(e->g, e->out);
}

static void ew_run(Ew *e) {
  void *bufs[4];
  int k = 0;
  bufs[k++] = e->b0;
  if (e->b1) bufs[k++] = e->b1;
  bufs[k++] = e->binit;
  bufs[k++] = e->bout;
  th_eval(e->g, e->op, bufs);
}

static void ew_free(Ew *e) {
  free(e->b0);
  free(e->b1);
  free(e->binit);
  free(e->bout);
  arena_free(e->arena);
}

static double out_f(Ew *e, int i) { return th_get(e->g, e->out, e->bout, i); }
static int64_t out_i(Ew *e, int i) { return th_get_i(e->g, e->out, e->bout, i); }

/* Unary float conversion: in (t0) -> op -> tout, checks exact expected values. */
static void check_unary_f(DType t0, DType tout, ScalarOpcode opc, const float *x, const float *want, int n) {
  ScalarInst body[] = {TH_ARG(0, t0), TH_ARG(1, tout), TH_UN(opc, tout, 0)};
  Ew e;
  ew_setup(&e, t0, DT_COUNT, tout, n, body, 3);
  for (int i = 0; i < n; i++) th_set(e.g, e.in0, e.b0, i, x[i]);
  ew_run(&e);
  for (int i = 0; i < n; i++) {
    double got = out_f(&e, i);
    if (isnan(want[i])) {
      if (!isnan(got)) print_error("element %d: want NaN, got %.9g\n", i, got);
      assert_true(isnan(got));
    } else {
      if (got != want[i] || !signbit(got) != !signbit(want[i]))
        print_error("element %d: input %.9g want %.9g got %.9g\n", i, (double)x[i], (double)want[i], got);
      assert_true(got == want[i] && !signbit(got) == !signbit(want[i]));
    }
  }
  ew_free(&e);
}

static void test_truncf_bf16(void **state) {
  (void)state;
  const float x[] = {1.00390625f, 1.01171875f, 1.0f + 0x1p-8f + 0x1p-20f, -2.0078125f,
                     3.4028235e38f, NAN, 0.1f, -0.0f};
  const float want[] = {1.0f, 1.015625f, 1.0078125f, -2.0f, INFINITY, NAN, 0.10009765625f, -0.0f};
  check_unary_f(DT_F32, DT_BF16, SC_TRUNCF, x, want, 8);
}

static void test_truncf_f16(void **state) {
  (void)state;
  const float x[] = {2049.0f, 2051.0f, 65520.0f, 65519.0f, 0x1p-25f, 0x1.8p-25f, 0.1f};
  const float want[] = {2048.0f, 2052.0f, INFINITY, 65504.0f, 0.0f, 0x1p-24f, 0.0999755859375f};
  check_unary_f(DT_F32, DT_F16, SC_TRUNCF, x, want, 7);
}

static void test_truncf_fp8(void **state) {
  (void)state;
  const float x[] = {1.0625f, 1.1875f, 448.0f, 464.0f, 500.0f, -0.0f, 0x1p-9f, 0x1p-10f, 0x1.8p-10f, -3.3f};
  const float want[] = {1.0f, 1.25f, 448.0f, 448.0f, NAN, -0.0f, 0x1p-9f, 0.0f, 0x1p-9f, -3.25f};
  check_unary_f(DT_F32, DT_F8E4M3FN, SC_TRUNCF, x, want, 10);
  const float y[] = {1.125f, 1.375f, 60000.0f, 70000.0f, -0.3f};
  const float wy[] = {1.0f, 1.5f, 57344.0f, INFINITY, -0.3125f};
  check_unary_f(DT_F32, DT_F8E5M2, SC_TRUNCF, y, wy, 5);
}

static void test_bf16_arith_rounds_each_op(void **state) {
  (void)state;
  const double a[] = {1.0, 256.0, 1.0078125, 1.0};
  const double b[] = {0.005859375, 1.0, 1.0078125, 3.0};
  const ScalarOpcode ops[] = {SC_ADDF, SC_ADDF, SC_MULF, SC_DIVF};
  const double want[] = {1.0078125, 256.0, 1.015625, 0.333984375};
  for (int i = 0; i < 4; i++) {
    ScalarInst body[] = {TH_ARG(0, DT_BF16), TH_ARG(1, DT_BF16), TH_ARG(2, DT_BF16),
                         TH_BIN(ops[i], DT_BF16, 0, 1)};
    Ew e;
    ew_setup(&e, DT_BF16, DT_BF16, DT_BF16, 1, body, 4);
    th_set(e.g, e.in0, e.b0, 0, a[i]);
    th_set(e.g, e.in1, e.b1, 0, b[i]);
    ew_run(&e);
    assert_true(out_f(&e, 0) == want[i]);
    ew_free(&e);
  }
}

static void test_transcendentals_round_to_type(void **state) {
  (void)state;
  const float x[] = {1.0f, 4.0f};
  const float want_exp[] = {2.71875f, 54.5f}; /* e = 2.718.. and e^4 = 54.598.. in bf16 */
  check_unary_f(DT_BF16, DT_BF16, SC_EXP, x, want_exp, 2);
  const float want_tanh[] = {0.76171875f, 1.0f}; /* tanh 1 = 0.76159.., tanh 4 = 0.99933.. */
  check_unary_f(DT_BF16, DT_BF16, SC_TANH, x, want_tanh, 2);
  const float want_rsqrt[] = {1.0f, 0.5f};
  check_unary_f(DT_F32, DT_F32, SC_RSQRT, x, want_rsqrt, 2);
  const float xr[] = {2.5f, 3.5f, -2.5f, -0.5f, 0.5f, 1.5f, -7.0f, 2.4f};
  const float want_re[] = {2.0f, 4.0f, -2.0f, -0.0f, 0.0f, 2.0f, -7.0f, 2.0f};
  check_unary_f(DT_F32, DT_F32, SC_ROUNDEVEN, xr, want_re, 8);
  const float want_round[] = {3.0f, 4.0f, -3.0f, -1.0f, 1.0f, 2.0f, -7.0f, 2.0f};
  check_unary_f(DT_F32, DT_F32, SC_ROUND, xr, want_round, 8);
}

static void test_erf_exp_f32_close(void **state) {
  (void)state;
  ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_UN(SC_ERF, DT_F32, 0),
                       TH_UN(SC_EXP, DT_F32, 0), TH_BIN(SC_ADDF, DT_F32, 2, 3)};
  Ew e;
  ew_setup(&e, DT_F32, DT_COUNT, DT_F32, 2, body, 5);
  th_set(e.g, e.in0, e.b0, 0, 0.5);
  th_set(e.g, e.in0, e.b0, 1, -1.0);
  ew_run(&e);
  /* erf(0.5) + e^0.5 = 0.5204998778 + 1.6487212707; erf(-1) + e^-1 = -0.8427007929 + 0.3678794412 */
  assert_float_equal(out_f(&e, 0), 2.1692211485, 1e-6);
  assert_float_equal(out_f(&e, 1), -0.4748213517, 1e-6);
  ew_free(&e);
}

static void check_binary_i(DType t, ScalarOpcode opc, const int64_t *x, const int64_t *y,
                           const int64_t *want, int n) {
  ScalarInst body[] = {TH_ARG(0, t), TH_ARG(1, t), TH_ARG(2, t), TH_BIN(opc, t, 0, 1)};
  Ew e;
  ew_setup(&e, t, t, t, n, body, 4);
  for (int i = 0; i < n; i++) {
    th_set_i(e.g, e.in0, e.b0, i, x[i]);
    th_set_i(e.g, e.in1, e.b1, i, y[i]);
  }
  ew_run(&e);
  for (int i = 0; i < n; i++) {
    if (out_i(&e, i) != want[i])
      print_error("opcode %d element %d: %lld, %lld -> want %lld got %lld\n", opc, i, (long long)x[i],
                  (long long)y[i], (long long)want[i], (long long)out_i(&e, i));
    assert_int_equal(out_i(&e, i), want[i]);
  }
  ew_free(&e);
}

static void test_int_wrap(void **state) {
  (void)state;
  check_binary_i(DT_I8, SC_ADDI, (int64_t[]){100, -100, 127}, (int64_t[]){100, -100, 1},
                 (int64_t[]){-56, 56, -128}, 3);
  check_binary_i(DT_I8, SC_MULI, (int64_t[]){16, 127, -128}, (int64_t[]){16, 3, -1},
                 (int64_t[]){0, 125, -128}, 3);
  check_binary_i(DT_I8, SC_SUBI, (int64_t[]){-128}, (int64_t[]){1}, (int64_t[]){127}, 1);
  check_binary_i(DT_I32, SC_ADDI, (int64_t[]){INT32_MAX}, (int64_t[]){1}, (int64_t[]){INT32_MIN}, 1);
  check_binary_i(DT_I8, SC_DIVSI, (int64_t[]){-7, -128, 7}, (int64_t[]){2, -1, -2},
                 (int64_t[]){-3, -128, -3}, 3);
  check_binary_i(DT_I8, SC_DIVUI, (int64_t[]){-1, -56}, (int64_t[]){2, 10}, (int64_t[]){127, 20}, 2);
  check_binary_i(DT_I8, SC_REMSI, (int64_t[]){-7, 7}, (int64_t[]){2, -2}, (int64_t[]){-1, 1}, 2);
  check_binary_i(DT_I8, SC_REMUI, (int64_t[]){-1}, (int64_t[]){10}, (int64_t[]){5}, 1);
  check_binary_i(DT_I8, SC_SHRSI, (int64_t[]){-128, -1, 64}, (int64_t[]){1, 9, 9},
                 (int64_t[]){-64, -1, 0}, 3);
  check_binary_i(DT_I8, SC_SHRUI, (int64_t[]){-128, -1}, (int64_t[]){1, 8}, (int64_t[]){64, 0}, 2);
  check_binary_i(DT_I8, SC_SHLI, (int64_t[]){1, 3, 1}, (int64_t[]){7, 6, 8}, (int64_t[]){-128, -64, 0}, 3);
  check_binary_i(DT_I8, SC_MAXUI, (int64_t[]){-1, 3}, (int64_t[]){1, 5}, (int64_t[]){-1, 5}, 2);
  check_binary_i(DT_I8, SC_MAXSI, (int64_t[]){-1, 3}, (int64_t[]){1, 5}, (int64_t[]){1, 5}, 2);
  check_binary_i(DT_I8, SC_MINUI, (int64_t[]){-1, 3}, (int64_t[]){1, 5}, (int64_t[]){1, 3}, 2);
  check_binary_i(DT_I16, SC_XORI, (int64_t[]){0x7F00}, (int64_t[]){-1}, (int64_t[]){-32513}, 1); /* 0x80FF */
  check_binary_i(DT_I1, SC_ADDI, (int64_t[]){1, 1, 0}, (int64_t[]){1, 0, 0}, (int64_t[]){0, 1, 0}, 3);
  check_binary_i(DT_I64, SC_MULI, (int64_t[]){INT64_MAX}, (int64_t[]){2}, (int64_t[]){-2}, 1);
}

static void test_int_division_by_zero_is_an_error(void **state) {
  (void)state;
  ScalarInst body[] = {TH_ARG(0, DT_I32), TH_ARG(1, DT_I32), TH_ARG(2, DT_I32),
                       TH_BIN(SC_DIVSI, DT_I32, 0, 1)};
  Ew e;
  ew_setup(&e, DT_I32, DT_I32, DT_I32, 3, body, 4);
  th_set_i(e.g, e.in0, e.b0, 0, 6);
  th_set_i(e.g, e.in1, e.b1, 0, 3);
  void *bufs[] = {e.b0, e.b1, e.binit, e.bout};
  th_eval_fails(e.g, e.op, bufs, "division by zero");
  ew_free(&e);
}

static void check_cast_i(DType t0, DType tout, ScalarOpcode opc, const double *x, const int64_t *want, int n) {
  ScalarInst body[] = {TH_ARG(0, t0), TH_ARG(1, tout), TH_UN(opc, tout, 0)};
  Ew e;
  ew_setup(&e, t0, DT_COUNT, tout, n, body, 3);
  for (int i = 0; i < n; i++) {
    if (dtype_is_float(t0)) th_set(e.g, e.in0, e.b0, i, x[i]);
    else th_set_i(e.g, e.in0, e.b0, i, (int64_t)x[i]);
  }
  ew_run(&e);
  for (int i = 0; i < n; i++) {
    if (out_i(&e, i) != want[i])
      print_error("opcode %d element %d: %.9g -> want %lld got %lld\n", opc, i, x[i], (long long)want[i],
                  (long long)out_i(&e, i));
    assert_int_equal(out_i(&e, i), want[i]);
  }
  ew_free(&e);
}

static void test_fptosi_saturates(void **state) {
  (void)state;
  check_cast_i(DT_F32, DT_I8, SC_FPTOSI, (double[]){300.7, -300.0, NAN, -2.9, 2.9, 127.9, -128.9, INFINITY},
               (int64_t[]){127, -128, 0, -2, 2, 127, -128, 127}, 8);
  /* fptoui to i8: the byte reads back as a signed i8 (255 -> -1, 200 -> -56) */
  check_cast_i(DT_F32, DT_I8, SC_FPTOUI, (double[]){-3.5, 300.0, 200.5, NAN, -0.5},
               (int64_t[]){0, -1, -56, 0, 0}, 5);
  check_cast_i(DT_F32, DT_I32, SC_FPTOSI, (double[]){3e9, -3e9, -INFINITY, 16777216.0},
               (int64_t[]){INT32_MAX, INT32_MIN, INT32_MIN, 16777216}, 4);
  check_cast_i(DT_BF16, DT_I64, SC_FPTOSI, (double[]){1e30, -1e30, -5.5},
               (int64_t[]){INT64_MAX, INT64_MIN, -5}, 3);
}

static void test_int_casts(void **state) {
  (void)state;
  check_cast_i(DT_I8, DT_I32, SC_EXTSI, (double[]){-1, 127, -128}, (int64_t[]){-1, 127, -128}, 3);
  check_cast_i(DT_I8, DT_I32, SC_EXTUI, (double[]){-1, 127, -128}, (int64_t[]){255, 127, 128}, 3);
  check_cast_i(DT_I32, DT_I8, SC_TRUNCI, (double[]){200, 0x1FF, -129}, (int64_t[]){-56, -1, 127}, 3);
  check_cast_i(DT_I1, DT_I8, SC_EXTSI, (double[]){1, 0}, (int64_t[]){-1, 0}, 2);
  check_cast_i(DT_I1, DT_I8, SC_EXTUI, (double[]){1, 0}, (int64_t[]){1, 0}, 2);
  check_cast_i(DT_INDEX, DT_I32, SC_INDEX_CAST, (double[]){-5, 4294967297.0}, (int64_t[]){-5, 1}, 2);
  /* bitcast f32 -> i32: 1.0f is 0x3F800000, -0.0f is 0x80000000 */
  check_cast_i(DT_F32, DT_I32, SC_BITCAST, (double[]){1.0, -0.0}, (int64_t[]){0x3F800000, INT32_MIN}, 2);
  check_cast_i(DT_BF16, DT_I16, SC_BITCAST, (double[]){-2.0}, (int64_t[]){(int16_t)0xC000}, 1);
}

static void test_int_to_float(void **state) {
  (void)state;
  ScalarInst body[] = {TH_ARG(0, DT_I32), TH_ARG(1, DT_F32), TH_UN(SC_SITOFP, DT_F32, 0)};
  Ew e;
  ew_setup(&e, DT_I32, DT_COUNT, DT_F32, 3, body, 3);
  th_set_i(e.g, e.in0, e.b0, 0, 16777217); /* tie: 16777216 (even) */
  th_set_i(e.g, e.in0, e.b0, 1, 16777219); /* tie: 16777220 (even) */
  th_set_i(e.g, e.in0, e.b0, 2, -7);
  ew_run(&e);
  assert_true(out_f(&e, 0) == 16777216.0 && out_f(&e, 1) == 16777220.0 && out_f(&e, 2) == -7.0);
  ew_free(&e);

  ScalarInst body2[] = {TH_ARG(0, DT_I16), TH_ARG(1, DT_BF16), TH_UN(SC_UITOFP, DT_BF16, 0)};
  ew_setup(&e, DT_I16, DT_COUNT, DT_BF16, 2, body2, 3);
  th_set_i(e.g, e.in0, e.b0, 0, -1);  /* 65535 -> bf16 65536 */
  th_set_i(e.g, e.in0, e.b0, 1, 100); /* exact */
  ew_run(&e);
  assert_true(out_f(&e, 0) == 65536.0 && out_f(&e, 1) == 100.0);
  ew_free(&e);
}

static void test_float_min_max_nan_and_zero(void **state) {
  (void)state;
  const double x[] = {NAN, 1.0, -0.0, 0.0, 2.0};
  const double y[] = {1.0, NAN, 0.0, -0.0, -3.0};
  const ScalarOpcode ops[] = {SC_MAXIMUMF, SC_MINIMUMF, SC_MAXNUMF, SC_MINNUMF};
  /* rows: op; columns: the five pairs. n = NaN, p = +0, m = -0 */
  const double want[4][5] = {{NAN, NAN, 0.0, 0.0, 2.0},
                             {NAN, NAN, -0.0, -0.0, -3.0},
                             {1.0, 1.0, 0.0, 0.0, 2.0},
                             {1.0, 1.0, -0.0, -0.0, -3.0}};
  for (int k = 0; k < 4; k++) {
    ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_ARG(2, DT_F32), TH_BIN(ops[k], DT_F32, 0, 1)};
    Ew e;
    ew_setup(&e, DT_F32, DT_F32, DT_F32, 5, body, 4);
    for (int i = 0; i < 5; i++) {
      th_set(e.g, e.in0, e.b0, i, x[i]);
      th_set(e.g, e.in1, e.b1, i, y[i]);
    }
    ew_run(&e);
    for (int i = 0; i < 5; i++) {
      double got = out_f(&e, i);
      if (isnan(want[k][i])) assert_true(isnan(got));
      else assert_true(got == want[k][i] && !signbit(got) == !signbit(want[k][i]));
    }
    ew_free(&e);
  }
}

static void test_cmpf_predicates(void **state) {
  (void)state;
  const double x[] = {NAN, 1.0, -0.0, 2.0};
  const double y[] = {1.0, NAN, 0.0, 1.0};
  struct { CmpfPred p; int64_t want[4]; } cases[] = {
      {CMPF_OLT, {0, 0, 0, 0}}, {CMPF_ULT, {1, 1, 0, 0}}, {CMPF_OEQ, {0, 0, 1, 0}},
      {CMPF_UNE, {1, 1, 0, 1}}, {CMPF_ONE, {0, 0, 0, 1}}, {CMPF_ORD, {0, 0, 1, 1}},
      {CMPF_UNO, {1, 1, 0, 0}}, {CMPF_OGE, {0, 0, 1, 1}}, {CMPF_UGT, {1, 1, 0, 1}},
      {CMPF_TRUE, {1, 1, 1, 1}}, {CMPF_FALSE, {0, 0, 0, 0}}};
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_ARG(2, DT_I1), TH_CMP(SC_CMPF, cases[k].p, 0, 1)};
    Ew e;
    ew_setup(&e, DT_F32, DT_F32, DT_I1, 4, body, 4);
    for (int i = 0; i < 4; i++) {
      th_set(e.g, e.in0, e.b0, i, x[i]);
      th_set(e.g, e.in1, e.b1, i, y[i]);
    }
    ew_run(&e);
    for (int i = 0; i < 4; i++) {
      if (out_i(&e, i) != cases[k].want[i]) print_error("pred %d element %d\n", cases[k].p, i);
      assert_int_equal(out_i(&e, i), cases[k].want[i]);
    }
    ew_free(&e);
  }
}

static void test_cmpi_select(void **state) {
  (void)state;
  /* out = (x <s y) ? x : (x <u y ? 100 : -100), over i8 */
  ScalarInst body[] = {TH_ARG(0, DT_I8), TH_ARG(1, DT_I8), TH_ARG(2, DT_I8),
                       TH_CMP(SC_CMPI, CMPI_SLT, 0, 1), TH_CMP(SC_CMPI, CMPI_ULT, 0, 1),
                       TH_CI(DT_I8, 100), TH_CI(DT_I8, -100),
                       TH_TER(SC_SELECT, DT_I8, 4, 5, 6), TH_TER(SC_SELECT, DT_I8, 3, 0, 7)};
  Ew e;
  ew_setup(&e, DT_I8, DT_I8, DT_I8, 3, body, 9);
  const int64_t x[] = {-1, 1, 5}, y[] = {1, -1, 5};
  for (int i = 0; i < 3; i++) {
    th_set_i(e.g, e.in0, e.b0, i, x[i]);
    th_set_i(e.g, e.in1, e.b1, i, y[i]);
  }
  ew_run(&e);
  /* -1 <s 1: -1. 1 <s -1 no, 1 <u 255 yes: 100. 5 vs 5: -100 */
  assert_int_equal(out_i(&e, 0), -1);
  assert_int_equal(out_i(&e, 1), 100);
  assert_int_equal(out_i(&e, 2), -100);
  ew_free(&e);
}

static void test_linalg_index(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int init = TH_T(g, DT_I32, 3, 70);
  /* out[i][j] = i * 100 + j, through index_cast to i32 */
  ScalarInst body[] = {TH_ARG(0, DT_I32), TH_IDX(0), TH_IDX(1),
                       TH_UN(SC_INDEX_CAST, DT_I32, 1), TH_UN(SC_INDEX_CAST, DT_I32, 2),
                       TH_CI(DT_I32, 100), TH_BIN(SC_MULI, DT_I32, 3, 5), TH_BIN(SC_ADDI, DT_I32, 6, 4)};
  const char *maps[] = {"01"};
  int y = 7;
  Op *op = th_generic(g, 0, NULL, 1, &init, "pp", maps, body, 8, &y, 1);
  void *bi = th_buf(g, init), *bo = th_buf(g, op->out[0]);
  th_eval(g, op, (void *[]){bi, bo});
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 70; j++) assert_int_equal(th_get_i(g, op->out[0], bo, i * 70 + j), i * 100 + j);
  free(bi);
  free(bo);
  arena_free(a);
}

/* Requantize: q = clamp(roundeven(x / scale) + zp, -128, 127) as i8. */
static void test_qdq_requant_chain(void **state) {
  (void)state;
  ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_I8),
                       TH_CF(DT_F32, 0.5), TH_BIN(SC_DIVF, DT_F32, 0, 2),
                       TH_UN(SC_ROUNDEVEN, DT_F32, 3), TH_CF(DT_F32, 3.0),
                       TH_BIN(SC_ADDF, DT_F32, 4, 5), TH_CF(DT_F32, -128.0),
                       TH_BIN(SC_MAXIMUMF, DT_F32, 6, 7), TH_CF(DT_F32, 127.0),
                       TH_BIN(SC_MINIMUMF, DT_F32, 8, 9), TH_UN(SC_FPTOSI, DT_I8, 10)};
  Ew e;
  ew_setup(&e, DT_F32, DT_COUNT, DT_I8, 8, body, 12);
  const double x[] = {1.25, 1.75, -1.25, -0.25, 100.0, -100.0, 0.75, -63.0};
  /* x/0.5 = 2.5 3.5 -2.5 -0.5 200 -200 1.5 -126; roundeven 2 4 -2 -0 200 -200 2 -126; +3 */
  const int64_t want[] = {5, 7, 1, 3, 127, -128, 5, -123};
  for (int i = 0; i < 8; i++) th_set(e.g, e.in0, e.b0, i, x[i]);
  ew_run(&e);
  for (int i = 0; i < 8; i++) assert_int_equal(out_i(&e, i), want[i]);
  ew_free(&e);
}

/* Dequantize with a per-channel scale broadcast along rows: out = (q - zp) * s[j]. */
static void test_qdq_dequant_broadcast(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int q = TH_T(g, DT_I8, 2, 3), s = TH_T(g, DT_F32, 3), init = TH_T(g, DT_F32, 2, 3);
  ScalarInst body[] = {TH_ARG(0, DT_I8), TH_ARG(1, DT_F32), TH_ARG(2, DT_F32),
                       TH_UN(SC_SITOFP, DT_F32, 0), TH_CF(DT_F32, 3.0),
                       TH_BIN(SC_SUBF, DT_F32, 3, 4), TH_BIN(SC_MULF, DT_F32, 5, 1)};
  const char *maps[] = {"01", "1", "01"};
  int y = 6;
  Op *op = th_generic(g, 2, (int[]){q, s}, 1, &init, "pp", maps, body, 7, &y, 1);
  void *bq = th_buf(g, q), *bs = th_buf(g, s), *bi = th_buf(g, init), *bo = th_buf(g, op->out[0]);
  const int64_t qv[] = {-128, 0, 127, 5, 3, -1};
  const double sv[] = {0.5, 0.25, 2.0};
  for (int i = 0; i < 6; i++) th_set_i(g, q, bq, i, qv[i]);
  for (int i = 0; i < 3; i++) th_set(g, s, bs, i, sv[i]);
  th_eval(g, op, (void *[]){bq, bs, bi, bo});
  const double want[] = {-65.5, -0.75, 248.0, 1.0, 0.0, -8.0};
  for (int i = 0; i < 6; i++) assert_true(th_get(g, op->out[0], bo, i) == want[i]);
  free(bq);
  free(bs);
  free(bi);
  free(bo);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_truncf_bf16),
      cmocka_unit_test(test_truncf_f16),
      cmocka_unit_test(test_truncf_fp8),
      cmocka_unit_test(test_bf16_arith_rounds_each_op),
      cmocka_unit_test(test_transcendentals_round_to_type),
      cmocka_unit_test(test_erf_exp_f32_close),
      cmocka_unit_test(test_int_wrap),
      cmocka_unit_test(test_int_division_by_zero_is_an_error),
      cmocka_unit_test(test_fptosi_saturates),
      cmocka_unit_test(test_int_casts),
      cmocka_unit_test(test_int_to_float),
      cmocka_unit_test(test_float_min_max_nan_and_zero),
      cmocka_unit_test(test_cmpf_predicates),
      cmocka_unit_test(test_cmpi_select),
      cmocka_unit_test(test_linalg_index),
      cmocka_unit_test(test_qdq_requant_chain),
      cmocka_unit_test(test_qdq_dequant_broadcast),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
