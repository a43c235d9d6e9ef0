/* test_host_kernel.c: the HostKernel blob as a unit: fast path against the
 * interpreter, blob round trips and corruption, whole functions, and riscv64. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test_host.h"

static HostKernel *build(Graph *g, Op *op, size_t *size) {
  char err[512] = "";
  HostKernel *k = host_kernel_build(g, op, g->arena, size, err, sizeof err);
  if (!k) print_error("host_kernel_build: %s\n", err);
  assert_non_null(k);
  return k;
}

/* The blob's bytes in a fresh allocation: nothing may point into the arena. */
static HostKernel *blob_copy(const HostKernel *k, size_t size, uint32_t extra_flags) {
  HostKernel *c = malloc(size);
  assert_non_null(c);
  memcpy(c, k, size);
  c->flags |= extra_flags;
  return c;
}

static void run_ok(const HostKernel *k, void **bufs) {
  char err[512] = "";
  bool ok = host_kernel_run(k, bufs, err, sizeof err);
  if (!ok) print_error("host_kernel_run: %s\n", err);
  assert_true(ok);
}

/* A tensor whose dims are the sizes of the loops its map names. */
static int tensor_for_map(Graph *g, DType t, const char *map, const int64_t *loops) {
  int64_t dims[NPUCC_MAX_RANK];
  int rank = (int)strlen(map);
  for (int i = 0; i < rank; i++) dims[i] = loops[map[i] - '0'];
  return th_tensor(g, t, rank, dims);
}

static void random_range(DType t, double *lo, double *hi) {
  switch (t) {
  case DT_I8: *lo = -128, *hi = 127; break;
  case DT_I16: *lo = -32768, *hi = 32767; break;
  case DT_I32: *lo = -2147483648.0, *hi = 2147483647.0; break;
  case DT_I64: *lo = -1e15, *hi = 1e15; break;
  case DT_F8E4M3FN: case DT_F8E5M2: *lo = -6, *hi = 6; break;
  default: *lo = -2, *hi = 2; break;
  }
}

/* ------------------------------------------------------------ fast path vs interpreter */

typedef struct MmCase {
  DType ta, tb, tc;
  const char *iters, *ma, *mb, *mc;
  int64_t loops[6];
  bool uns, zero_init;
} MmCase;

static void check_fast_path_agrees(const MmCase *c, uint64_t seed) {
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int A = tensor_for_map(g, c->ta, c->ma, c->loops), B = tensor_for_map(g, c->tb, c->mb, c->loops);
  int C = tensor_for_map(g, c->tc, c->mc, c->loops);
  Op *op = th_contraction(g, A, B, C, c->iters, c->ma, c->mb, c->mc, c->uns);
  op->zero_init = c->zero_init;
  size_t size;
  HostKernel *k = build(g, op, &size);
  HostKernel *fast = blob_copy(k, size, 0), *slow = blob_copy(k, size, HK_INTERPRET_ONLY);
  assert_true(host_kernel_fast_path(fast));
  assert_false(host_kernel_fast_path(slow));
  int n;
  void **b = th_op_bufs(g, op, &n);
  double lo, hi;
  random_range(c->ta, &lo, &hi);
  th_random(g, A, b[0], seed, lo, hi);
  random_range(c->tb, &lo, &hi);
  th_random(g, B, b[1], seed + 1, lo, hi);
  random_range(c->tc, &lo, &hi);
  th_random(g, C, b[2], seed + 2, lo, hi);
  void *r2 = th_buf(g, op->out[0]);
  run_ok(fast, b);
  run_ok(slow, (void *[]){b[0], b[1], b[2], r2});
  size_t nb = tensor_bytes(&g->tensors[op->out[0]]);
  if (memcmp(b[3], r2, nb)) {
    for (int64_t i = 0; i < tensor_numel(&g->tensors[op->out[0]]); i++)
      if (th_get(g, op->out[0], b[3], i) != th_get(g, op->out[0], r2, i)) {
        print_error("%s x %s -> %s: element %lld fast %.9g interpreted %.9g\n", dtype_name(c->ta),
                    dtype_name(c->tb), dtype_name(c->tc), (long long)i, th_get(g, op->out[0], b[3], i),
                    th_get(g, op->out[0], r2, i));
        break;
      }
  }
  assert_memory_equal(b[3], r2, nb);
  /* not all equal: the data really exercised the kernel */
  assert_true(th_get(g, op->out[0], b[3], 0) != th_get(g, op->out[0], b[3], 1) ||
              th_get(g, op->out[0], b[3], 1) != th_get(g, op->out[0], b[3], 2));
  free(r2);
  th_free_bufs(b, n);
  free(fast);
  free(slow);
  arena_free(a);
}

static void test_fast_path_agrees_with_interpreter(void **state) {
  (void)state;
  /* loops (m, n, k) = 37 x 29 x 53 unless stated; NN "02,21", NT "02,12", TN "20,21" */
  const MmCase cases[] = {
      {DT_F32, DT_F32, DT_F32, "ppr", "02", "21", "01", {37, 29, 53}, false, true},
      {DT_F32, DT_F32, DT_F32, "ppr", "02", "12", "01", {37, 29, 53}, false, false},
      {DT_F32, DT_F32, DT_F32, "ppr", "20", "21", "01", {37, 29, 53}, false, false},
      {DT_F32, DT_F32, DT_F32, "ppr", "20", "12", "10", {37, 29, 53}, false, true},
      {DT_BF16, DT_BF16, DT_F32, "ppr", "02", "21", "01", {37, 29, 53}, false, false},
      {DT_F8E4M3FN, DT_F8E5M2, DT_F32, "ppr", "02", "12", "01", {37, 29, 53}, false, true},
      {DT_F16, DT_F16, DT_F32, "ppr", "20", "21", "01", {37, 29, 53}, false, false},
      {DT_BF16, DT_BF16, DT_BF16, "ppr", "02", "21", "01", {37, 29, 53}, false, false},
      {DT_F8E4M3FN, DT_F8E4M3FN, DT_BF16, "ppr", "02", "21", "01", {19, 23, 41}, false, true},
      {DT_I8, DT_I8, DT_I32, "ppr", "02", "21", "01", {37, 29, 53}, false, false},
      {DT_I8, DT_I8, DT_I32, "ppr", "02", "12", "01", {37, 29, 53}, true, true},
      {DT_I32, DT_I32, DT_I32, "ppr", "02", "21", "01", {37, 29, 53}, false, false},
      {DT_I8, DT_I16, DT_I64, "ppr", "20", "21", "01", {37, 29, 53}, false, false},
      /* batch_matmul with two batch loops (b1, b2, m, n, k) */
      {DT_F32, DT_F32, DT_F32, "ppppr", "0124", "0143", "0123", {2, 3, 5, 7, 11}, false, true},
      /* two reduction loops (m, n, k1, k2), B stored [k2][n][k1] */
      {DT_F32, DT_F32, DT_F32, "pprr", "023", "312", "01", {13, 9, 7, 5}, false, false},
      /* batch in the middle, output stored [n][b][m] (m, b, n, k) */
      {DT_BF16, DT_BF16, DT_F32, "pppr", "103", "132", "210", {6, 3, 10, 17}, false, true},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) check_fast_path_agrees(&cases[i], 1000 + i);
}

static void test_non_contraction_is_interpreted(void **state) {
  (void)state;
  /* acc - a*b is not a contraction the fast path knows: same shape, interpreted */
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int A = TH_T(g, DT_F32, 3, 4), B = TH_T(g, DT_F32, 4, 5), C = TH_T(g, DT_F32, 3, 5);
  Op *op = th_contraction(g, A, B, C, "ppr", "02", "21", "01", false);
  ScalarInst *ins = (ScalarInst *)op->body.insts;
  ins[4].op = SC_SUBF; /* acc - a*b */
  size_t size;
  HostKernel *k = build(g, op, &size);
  assert_false(host_kernel_fast_path(k));
  int n;
  void **b = th_op_bufs(g, op, &n);
  th_random(g, A, b[0], 7, -1, 1);
  th_random(g, B, b[1], 8, -1, 1);
  run_ok(k, b);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++) {
      float acc = 0;
      for (int x = 0; x < 4; x++)
        acc = acc - (float)th_get(g, A, b[0], i * 4 + x) * (float)th_get(g, B, b[1], x * 5 + j);
      assert_true(th_get(g, op->out[0], b[3], i * 5 + j) == acc);
    }
  th_free_bufs(b, n);
  arena_free(a);
}

/* ------------------------------------------------------------ the chunked interpreter */

static void test_elementwise_transposed_output(void **state) {
  (void)state;
  /* out[j][i] = a[i][j] * 2 + b[j], 3 x 300 (more than one chunk, not a multiple) */
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int A = TH_T(g, DT_F32, 3, 300), B = TH_T(g, DT_F32, 300), init = TH_T(g, DT_F32, 300, 3);
  ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_ARG(2, DT_F32), TH_CF(DT_F32, 2.0),
                       TH_BIN(SC_MULF, DT_F32, 0, 3), TH_BIN(SC_ADDF, DT_F32, 4, 1)};
  int y = 5;
  Op *op = th_generic(g, 2, (int[]){A, B}, 1, &init, "pp", (const char *[]){"01", "1", "10"}, body, 6, &y, 1);
  int n;
  void **b = th_op_bufs(g, op, &n);
  th_random(g, A, b[0], 11, -100, 100);
  th_random(g, B, b[1], 12, -100, 100);
  th_eval(g, op, b);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 300; j++) {
      float want = (float)th_get(g, A, b[0], i * 300 + j) * 2.0f + (float)th_get(g, B, b[1], j);
      assert_true(th_get(g, op->out[0], b[3], j * 3 + i) == want);
    }
  th_free_bufs(b, n);
  arena_free(a);
}

static void test_two_results_reduction(void **state) {
  (void)state;
  /* row sums and row maxima of a 5 x 211 bf16 matrix in one generic, each in bf16 */
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int X = TH_T(g, DT_BF16, 5, 211), S = TH_T(g, DT_BF16, 5), M = TH_T(g, DT_BF16, 5);
  ScalarInst body[] = {TH_ARG(0, DT_BF16), TH_ARG(1, DT_BF16), TH_ARG(2, DT_BF16),
                       TH_BIN(SC_ADDF, DT_BF16, 0, 1), TH_BIN(SC_MAXIMUMF, DT_BF16, 0, 2)};
  int y[2] = {3, 4};
  Op *op = th_generic(g, 1, &X, 2, (int[]){S, M}, "pr", (const char *[]){"01", "0", "0"}, body, 5, y, 2);
  int n;
  void **b = th_op_bufs(g, op, &n);
  th_random(g, X, b[0], 21, -3, 5);
  for (int i = 0; i < 5; i++) th_set(g, M, b[2], i, -INFINITY);
  th_eval(g, op, b);
  for (int i = 0; i < 5; i++) {
    float sum = 0, mx = -INFINITY;
    for (int j = 0; j < 211; j++) {
      float x = (float)th_get(g, X, b[0], i * 211 + j);
      sum = num_round_bf16(x + sum);
      mx = x > mx ? x : mx;
    }
    assert_true(th_get(g, op->out[0], b[3], i) == sum);
    assert_true(th_get(g, op->out[1], b[4], i) == mx);
  }
  th_free_bufs(b, n);
  arena_free(a);
}

/* ------------------------------------------------------------ blobs */

static void test_blob_round_trip(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int A = TH_T(g, DT_BF16, 7, 12), B = TH_T(g, DT_BF16, 12, 9), C = TH_T(g, DT_F32, 7, 9);
  Op *op = th_contraction(g, A, B, C, "ppr", "02", "21", "01", false);
  int n;
  void **b = th_op_bufs(g, op, &n);
  th_random(g, A, b[0], 31, -2, 2);
  th_random(g, B, b[1], 32, -2, 2);
  th_random(g, C, b[2], 33, -2, 2);
  th_eval(g, op, b); /* through the Graph */
  size_t size;
  HostKernel *k = build(g, op, &size);
  assert_int_equal(size, k->size);
  assert_int_equal(size % 8, 0);
  HostKernel *copy = blob_copy(k, size, 0);
  memset(k, 0xA5, size); /* the original is gone */
  void *r2 = th_buf(g, op->out[0]);
  run_ok(copy, (void *[]){b[0], b[1], b[2], r2});
  assert_memory_equal(b[3], r2, tensor_bytes(&g->tensors[op->out[0]]));
  /* in place: the result buffer is the init buffer */
  run_ok(copy, (void *[]){b[0], b[1], b[2], b[2]});
  assert_memory_equal(b[2], r2, tensor_bytes(&g->tensors[op->out[0]]));
  assert_int_equal(host_kernel_nbuffers(copy), 4);
  assert_int_equal(host_kernel_buffer_bytes(copy, 0), 7 * 12 * 2);
  assert_int_equal(host_kernel_buffer_bytes(copy, 3), 7 * 9 * 4);
  free(r2);
  free(copy);
  th_free_bufs(b, n);
  arena_free(a);
}

static void expect_check_fails(const HostKernel *k, size_t size, const char *needle) {
  char err[256] = "";
  assert_false(host_kernel_check(k, size, err, sizeof err));
  const char *hit = strstr(err, needle);
  if (!hit) print_error("unexpected message: %s\n", err);
  assert_non_null(hit);
}

static void test_corrupt_blobs_are_errors(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  int A = TH_T(g, DT_I8, 4, 6), B = TH_T(g, DT_I8, 6, 5), C = TH_T(g, DT_I32, 4, 5);
  Op *op = th_contraction(g, A, B, C, "ppr", "02", "21", "01", false);
  size_t size;
  HostKernel *k = build(g, op, &size);
  HostKernel *c = blob_copy(k, size, 0);
  char err[256];
  assert_true(host_kernel_check(c, size, err, sizeof err));

  c->magic ^= 1;
  expect_check_fails(c, size, "not a kernel blob");
  memcpy(c, k, size);
  expect_check_fails(c, size - 8, "size");
  HkInst *insts = (HkInst *)((uint8_t *)c + c->off_insts);
  insts[5].b = 5; /* reads itself */
  expect_check_fails(c, size, "refers to value 5");
  memcpy(c, k, size);
  HkTensor *t = (HkTensor *)((uint8_t *)c + c->off_tensors);
  t[1].dtype = 99;
  expect_check_fails(c, size, "element type 99");
  memcpy(c, k, size);
  c->maps[0].res[1] = 9;
  expect_check_fails(c, size, "loop 9");
  memcpy(c, k, size);
  t[1].dims[0] = 7; /* k disagrees */
  expect_check_fails(c, size, "loop d2");
  memcpy(c, k, size);
  c->kind = OP_UNSUPPORTED;
  expect_check_fails(c, size, "cannot be evaluated");
  memcpy(c, k, size);
  void *bufs[4] = {NULL, NULL, NULL, NULL};
  assert_false(host_kernel_run(c, bufs, err, sizeof err));
  assert_non_null(strstr(err, "missing"));

  uint8_t *raw = malloc(size + 8);
  memcpy(raw + 4, k, size);
  expect_check_fails((const HostKernel *)(raw + 4), size, "aligned");

  /* random corruption: checking never crashes (ASan watches the reads) */
  uint64_t s = 99;
  int rejected = 0;
  for (int i = 0; i < 3000; i++) {
    memcpy(c, k, size);
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    size_t at = (size_t)(s >> 33) % size;
    ((uint8_t *)c)[at] ^= (uint8_t)(1u << ((s >> 20) & 7));
    rejected += !host_kernel_check(c, size, err, sizeof err);
  }
  assert_true(rejected > 100); /* many flips land in fields that are checked */
  free(raw);
  free(c);
  arena_free(a);
}

/* ------------------------------------------------------------ whole functions */

/* f(x: ?x4) = reshape(softmax(x . W + bias, dim 1)) with W 4x3 dense, bias a splat,
 * a dead unsupported op in the middle, and the batch given at run time. */
typedef struct FnGraph {
  Arena *a;
  Graph *g;
  int x, w, bias, mm, flat;
} FnGraph;

static const float FN_W[12] = {0.5f, -1.0f, 0.25f, 2.0f, 0.0f, -0.5f, -1.5f, 1.0f, 0.75f, 0.125f, 0.5f, -2.0f};

static FnGraph fn_graph(void) {
  FnGraph f;
  f.a = arena_new();
  f.g = graph_new(f.a, "t");
  Graph *g = f.g;
  f.x = TH_T(g, DT_F32, NPUCC_DYN, 4);
  g->tensors[f.x].role = ROLE_INPUT;
  f.w = TH_T(g, DT_F32, 4, 3);
  Tensor *w = &g->tensors[f.w];
  w->role = ROLE_WEIGHT, w->cst = CONST_DENSE, w->bytes = (const uint8_t *)FN_W, w->nbytes = sizeof FN_W;
  f.bias = TH_T(g, DT_F32, 3);
  static const float half = 0.5f;
  Tensor *bt = &g->tensors[f.bias];
  bt->role = ROLE_WEIGHT, bt->cst = CONST_SPLAT, bt->bytes = (const uint8_t *)&half, bt->nbytes = 4;
  int empty = TH_T(g, DT_F32, NPUCC_DYN, 3);
  Op *mm = th_contraction(g, f.x, f.w, empty, "ppr", "02", "21", "01", false);
  mm->zero_init = true;
  f.mm = mm->out[0];
  int junk = TH_T(g, DT_F32, 2, 2);
  Op *dead = th_op(g, OP_UNSUPPORTED, 1, &junk, 0, NULL, 1, (int[]){TH_T(g, DT_F32, 2, 2)});
  dead->dead = true;
  int empty2 = TH_T(g, DT_F32, NPUCC_DYN, 3);
  ScalarInst body[] = {TH_ARG(0, DT_F32), TH_ARG(1, DT_F32), TH_ARG(2, DT_F32), TH_BIN(SC_ADDF, DT_F32, 0, 1)};
  int y = 3;
  Op *add = th_generic(g, 2, (int[]){f.mm, f.bias}, 1, &empty2, "pp", (const char *[]){"01", "1", "01"}, body, 4, &y, 1);
  int biased = add->out[0];
  int empty3 = TH_T(g, DT_F32, NPUCC_DYN, 3), sm = TH_T(g, DT_F32, NPUCC_DYN, 3);
  Op *smop = th_op(g, OP_SOFTMAX, 1, &biased, 1, &empty3, 1, &sm);
  smop->a.softmax.dim = 1;
  f.flat = TH_T(g, DT_F32, NPUCC_DYN);
  th_op(g, OP_RESHAPE, 1, &sm, 0, NULL, 1, &f.flat);
  Func *fn = graph_add_func(g, "main", (Loc){0});
  fn->inputs = arena_alloc(f.a, sizeof(int));
  fn->inputs[0] = f.x;
  fn->ninputs = 1;
  fn->outputs = arena_alloc(f.a, sizeof(int));
  fn->outputs[0] = f.flat;
  fn->noutputs = 1;
  fn->first_op = 0;
  fn->end_op = g->nops;
  return f;
}

static void test_eval_func_dynamic_batch(void **state) {
  (void)state;
  FnGraph f = fn_graph();
  float x[5 * 4];
  for (int i = 0; i < 20; i++) x[i] = (float)((i * 7) % 11) * 0.25f - 1.0f;
  HostValue in = {.data = x, .nbytes = sizeof x, .dims = {5, NPUCC_DYN}};
  HostValue out;
  char err[512] = "";
  bool ok = host_eval_func(f.g, 0, &in, &out, f.a, err, sizeof err);
  if (!ok) print_error("%s\n", err);
  assert_true(ok);
  assert_int_equal(out.rank, 1);
  assert_int_equal(out.dims[0], 15);
  assert_int_equal(out.nbytes, 15 * 4);
  const float *o = out.data;
  for (int r = 0; r < 5; r++) {
    double logits[3], mx = -INFINITY, sum = 0;
    for (int c = 0; c < 3; c++) {
      logits[c] = 0.5;
      for (int k = 0; k < 4; k++) logits[c] += (double)x[r * 4 + k] * FN_W[k * 3 + c];
      mx = fmax(mx, logits[c]);
    }
    for (int c = 0; c < 3; c++) sum += exp(logits[c] - mx);
    for (int c = 0; c < 3; c++) assert_float_equal(o[r * 3 + c], exp(logits[c] - mx) / sum, 2e-6);
  }
  /* every intermediate is there too */
  HostValue *vals = arena_alloc(f.a, sizeof *vals * (size_t)f.g->ntensors);
  assert_true(host_eval_func_values(f.g, 0, &in, vals, f.a, err, sizeof err));
  assert_int_equal(vals[f.mm].dims[0], 5);
  float mm00 = 0;
  for (int k = 0; k < 4; k++) mm00 = mm00 + x[k] * FN_W[k * 3];
  assert_true(((const float *)vals[f.mm].data)[0] == mm00);
  arena_free(f.a);
}

static void test_eval_func_errors(void **state) {
  (void)state;
  FnGraph f = fn_graph();
  float x[8] = {0};
  char err[512] = "";
  HostValue out;
  HostValue in = {.data = x, .dims = {NPUCC_DYN, NPUCC_DYN}};
  assert_false(host_eval_func(f.g, 0, &in, &out, f.a, err, sizeof err));
  assert_non_null(strstr(err, "not given"));
  in.dims[0] = 2;
  in.nbytes = 4; /* too small for 2x4 */
  assert_false(host_eval_func(f.g, 0, &in, &out, f.a, err, sizeof err));
  assert_non_null(strstr(err, "needs 32"));
  in.nbytes = 0;
  f.g->tensors[f.w].cst = CONST_UNKNOWN;
  assert_false(host_eval_func(f.g, 0, &in, &out, f.a, err, sizeof err));
  assert_non_null(strstr(err, "unknown contents"));
  f.g->tensors[f.w].cst = CONST_DENSE;
  f.g->ops[1].dead = false; /* the unsupported op now runs */
  assert_false(host_eval_func(f.g, 0, &in, &out, f.a, err, sizeof err));
  assert_non_null(strstr(err, "cannot be evaluated"));
  assert_false(host_eval_func(f.g, 3, &in, &out, f.a, err, sizeof err));
  arena_free(f.a);
}

/* ------------------------------------------------------------ riscv64 */

typedef struct RvKernel {
  HostKernel *k;
  size_t size;
  void *bufs[HK_MAX_TENSORS];
} RvKernel;

static void rv_add(RvKernel *v, Graph *g, Op *op, uint64_t seed) {
  v->k = build(g, op, &v->size);
  int nb = host_kernel_nbuffers(v->k), nops = op_noperands(op);
  for (int i = 0; i < nb; i++) {
    int t = th_buf_tensor(op, i);
    v->bufs[i] = th_buf(g, t);
    double lo, hi;
    random_range(g->tensors[t].dtype, &lo, &hi);
    if (g->tensors[t].dtype == DT_I1) lo = 0, hi = 1;
    if (i < nops) th_random(g, t, v->bufs[i], seed + (uint64_t)i, lo, hi);
  }
  run_ok(v->k, v->bufs);
}

static void test_riscv64_runtime_matches_native(void **state) {
  (void)state;
  const char *gcc = HOST_RV_GCC, *qemu = HOST_RV_QEMU;
  if (!*gcc || !*qemu || access(gcc, X_OK) || access(qemu, X_OK)) skip();
  Arena *a = arena_new();
  Graph *g = graph_new(a, "t");
  RvKernel ks[8];
  int nk = 0;
  /* contractions through the fast path */
  int A = TH_T(g, DT_F32, 37, 53), B = TH_T(g, DT_F32, 29, 53), C = TH_T(g, DT_F32, 37, 29);
  rv_add(&ks[nk++], g, th_contraction(g, A, B, C, "ppr", "02", "12", "01", false), 1);
  A = TH_T(g, DT_BF16, 21, 33), B = TH_T(g, DT_BF16, 33, 17), C = TH_T(g, DT_F32, 21, 17);
  rv_add(&ks[nk++], g, th_contraction(g, A, B, C, "ppr", "02", "21", "01", false), 2);
  A = TH_T(g, DT_I8, 21, 33), B = TH_T(g, DT_I8, 33, 17), C = TH_T(g, DT_I32, 21, 17);
  rv_add(&ks[nk++], g, th_contraction(g, A, B, C, "ppr", "02", "21", "01", false), 3);
  /* an elementwise body with libm calls, rounding and a saturating cast */
  int X = TH_T(g, DT_BF16, 9, 31), Y = TH_T(g, DT_I8, 9, 31);
  ScalarInst body[] = {TH_ARG(0, DT_BF16), TH_ARG(1, DT_I8), TH_UN(SC_EXTF, DT_F32, 0),
                       TH_UN(SC_EXP, DT_F32, 2), TH_UN(SC_ERF, DT_F32, 2), TH_UN(SC_TANH, DT_F32, 2),
                       TH_BIN(SC_ADDF, DT_F32, 3, 4), TH_BIN(SC_MULF, DT_F32, 6, 5), TH_CF(DT_F32, 7.3),
                       TH_BIN(SC_MULF, DT_F32, 7, 8), TH_UN(SC_ROUNDEVEN, DT_F32, 9), TH_UN(SC_FPTOSI, DT_I8, 10)};
  int y = 11;
  rv_add(&ks[nk++], g, th_generic(g, 1, &X, 1, &Y, "pp", (const char *[]){"01", "01"}, body, 12, &y, 1), 4);
  /* softmax in bf16 and attention with an i1 mask */
  int S = TH_T(g, DT_BF16, 6, 45), Si = TH_T(g, DT_BF16, 6, 45), So = TH_T(g, DT_BF16, 6, 45);
  Op *sm = th_op(g, OP_SOFTMAX, 1, &S, 1, &Si, 1, &So);
  sm->a.softmax.dim = 1;
  rv_add(&ks[nk++], g, sm, 5);
  int Q = TH_T(g, DT_F32, 2, 5, 8), K = TH_T(g, DT_F32, 2, 7, 8), V = TH_T(g, DT_F32, 2, 7, 3);
  int sc = TH_SCALAR(g, DT_F32), M = TH_T(g, DT_I1, 2, 5, 7), Oi = TH_T(g, DT_BF16, 2, 5, 3), O = TH_T(g, DT_BF16, 2, 5, 3);
  Op *at = th_op(g, OP_ATTENTION, 5, (int[]){Q, K, V, sc, M}, 1, &Oi, 1, &O);
  at->a.attn.has_mask = true;
  at->a.attn.nloops = 5;
  const char *maps[6] = {"012", "032", "034", "", "013", "014"};
  for (int i = 0; i < 6; i++) at->a.attn.maps[i] = th_map(5, maps[i]);
  rv_add(&ks[nk++], g, at, 6);
  int T = TH_T(g, DT_I16, 3, 4, 5);
  Op *tr = th_op(g, OP_TRANSPOSE, 1, &T, 0, NULL, 1, (int[]){TH_T(g, DT_I16, 5, 3, 4)});
  tr->a.perm[0] = 2, tr->a.perm[1] = 0, tr->a.perm[2] = 1;
  rv_add(&ks[nk++], g, tr, 7);

  const char *tmp = getenv("TMPDIR");
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/npucc-host-rv-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  assert_non_null(mkdtemp(dir));
  char in_path[1100], out_path[1100], exe[1100], log[1100], cmd[8192];
  snprintf(in_path, sizeof in_path, "%s/in.bin", dir);
  snprintf(out_path, sizeof out_path, "%s/out.bin", dir);
  snprintf(exe, sizeof exe, "%s/harness", dir);
  snprintf(log, sizeof log, "%s/log.txt", dir);
  FILE *fp = fopen(in_path, "wb");
  assert_non_null(fp);
  uint32_t count = (uint32_t)nk;
  fwrite(&count, 4, 1, fp);
  for (int i = 0; i < nk; i++) {
    uint32_t size = (uint32_t)ks[i].size;
    fwrite(&size, 4, 1, fp);
    fwrite(ks[i].k, 1, size, fp);
    for (int b = 0; b < ks[i].k->nin + ks[i].k->ninit; b++)
      fwrite(ks[i].bufs[b], 1, host_kernel_buffer_bytes(ks[i].k, b), fp);
  }
  assert_int_equal(fclose(fp), 0);
  /* exactly the runtime's flags: ISO C17, rv64gc, LP64D, warnings as errors */
  snprintf(cmd, sizeof cmd,
           "%s -std=c17 -O2 -march=rv64gc -mabi=lp64d -Wall -Wextra -Werror -static %s %s -lm -o %s > %s 2>&1",
           gcc, HOST_RV_INCLUDES, HOST_RV_SOURCES, exe, log);
  int rc = system(cmd);
  if (rc) {
    char text[4096] = "";
    FILE *l = fopen(log, "r");
    if (l) text[fread(text, 1, sizeof text - 1, l)] = 0, fclose(l);
    print_error("cross compile failed (%d): %s\n%s\n", rc, cmd, text);
  }
  assert_int_equal(rc, 0);
  snprintf(cmd, sizeof cmd, "%s %s %s %s > %s 2>&1", qemu, exe, in_path, out_path, log);
  rc = system(cmd);
  assert_int_equal(rc, 0);
  fp = fopen(out_path, "rb");
  assert_non_null(fp);
  for (int i = 0; i < nk; i++) {
    uint8_t status = 0;
    assert_int_equal(fread(&status, 1, 1, fp), 1);
    assert_int_equal(status, 1);
    for (int b = ks[i].k->nin + ks[i].k->ninit; b < host_kernel_nbuffers(ks[i].k); b++) {
      size_t n = host_kernel_buffer_bytes(ks[i].k, b);
      uint8_t *rv = malloc(n + 1);
      assert_int_equal(fread(rv, 1, n, fp), n);
      if (memcmp(rv, ks[i].bufs[b], n)) print_error("kernel %d (%s) differs on riscv64\n", i, op_kind_name(ks[i].k->kind));
      assert_memory_equal(rv, ks[i].bufs[b], n);
      free(rv);
    }
  }
  fclose(fp);
  unlink(in_path), unlink(out_path), unlink(exe), unlink(log), rmdir(dir);
  for (int i = 0; i < nk; i++)
    for (int b = 0; b < host_kernel_nbuffers(ks[i].k); b++) free(ks[i].bufs[b]);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fast_path_agrees_with_interpreter),
      cmocka_unit_test(test_non_contraction_is_interpreted),
      cmocka_unit_test(test_elementwise_transposed_output),
      cmocka_unit_test(test_two_results_reduction),
      cmocka_unit_test(test_blob_round_trip),
      cmocka_unit_test(test_corrupt_blobs_are_errors),
      cmocka_unit_test(test_eval_func_dynamic_batch),
      cmocka_unit_test(test_eval_func_errors),
      cmocka_unit_test(test_riscv64_runtime_matches_native),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
