/* test_state.c: module state (util.global.store) on the host evaluator: the
 * IREE decode step of test/iree/stateful_decode.*.mlir called three times,
 * each result checked against the recurrence computed here in plain C, and
 * two states that swap values every call. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "host/host.h"
#include "npucc/passes.h"
#include "unit_util.h"

enum { M = 3, K = 37, N = 21, CALLS = 3 };

static Graph *load(Arena *a, const char *name) {
  Graph *g = import_iree_test(a, IREE_TEST_DIR, name);
  assert_non_null(g);
  return g;
}

static int find_global(const Graph *g, const char *name) {
  for (int t = 0; t < g->ntensors; t++)
    if (g->tensors[t].name && !strcmp(g->tensors[t].name, name)) return t;
  fail_msg("no tensor named %s", name);
  return -1;
}

/* The module's own data (its globals), not a decision of the compiler. */
static int32_t rd32(const uint8_t *p) {
  int32_t v;
  memcpy(&v, p, 4);
  return v;
}

static void check_model(const char *file) {
  Arena *a = arena_new();
  Graph *g = load(a, file);
  assert_int_equal(g->nfuncs, 1);
  const Func *f = &g->funcs[0];
  assert_int_equal(f->nstates, 2);
  int acc_t = find_global(g, "acc"), steps_t = find_global(g, "steps"), w_t = find_global(g, "weight");
  const Tensor *acc = &g->tensors[acc_t], *steps = &g->tensors[steps_t], *w = &g->tensors[w_t];
  /* state is no constant any pass could fold; the weight still is one */
  assert_int_equal(acc->role, ROLE_STATE);
  assert_int_equal(acc->cst, CONST_NONE);
  assert_int_equal(acc->state_init, CONST_DENSE);
  assert_int_equal(steps->role, ROLE_STATE);
  assert_int_equal(w->role, ROLE_WEIGHT);
  assert_int_equal(w->cst, CONST_DENSE);

  int32_t want_acc[M * N], want_steps[3];
  for (int i = 0; i < M * N; i++) want_acc[i] = rd32(acc->bytes + 4 * i);
  for (int i = 0; i < 3; i++) want_steps[i] = rd32(steps->bytes + 4 * i);
  char err[256] = "";
  HostState *st = host_state_new(g, a, err, sizeof err);
  assert_non_null(st);
  uint64_t seed = 0x9e3779b97f4a7c15u;
  for (int call = 0; call < CALLS; call++) {
    int8_t x[M * K];
    for (int i = 0; i < M * K; i++) {
      seed = seed * 6364136223846793005u + 1442695040888963407u;
      x[i] = (int8_t)(seed >> 56);
    }
    /* the reference: acc += x @ W, steps += 1, both returned */
    for (int m = 0; m < M; m++)
      for (int n = 0; n < N; n++) {
        int32_t s = 0;
        for (int k = 0; k < K; k++) s += (int32_t)x[m * K + k] * (int8_t)w->bytes[k * N + n];
        want_acc[m * N + n] += s;
      }
    for (int i = 0; i < 3; i++) want_steps[i] += 1;
    HostValue in = {.data = x, .nbytes = sizeof x, .dtype = DT_I8};
    HostValue out[2];
    bool ok = host_eval_func_state(g, 0, st, &in, out, a, err, sizeof err);
    if (!ok) fprintf(stderr, "%s: %s\n", file, err);
    assert_true(ok);
    assert_int_equal(out[0].nbytes, sizeof want_acc);
    assert_memory_equal(out[0].data, want_acc, sizeof want_acc);
    assert_int_equal(out[1].nbytes, sizeof want_steps);
    assert_memory_equal(out[1].data, want_steps, sizeof want_steps);
  }
  /* A fresh evaluation (host_eval_func) is one first call: stores dropped. */
  HostValue in = {.data = (int8_t[M * K]){0}, .nbytes = M * K, .dtype = DT_I8};
  HostValue out[2];
  assert_true(host_eval_func(g, 0, &in, out, a, err, sizeof err));
  assert_memory_equal(out[0].data, acc->bytes, sizeof want_acc);
  assert_int_equal(rd32(out[1].data), rd32(steps->bytes) + 1);
  arena_free(a);
}

static void test_state_pretty(void **state) {
  (void)state;
  check_model("stateful_decode.pretty.mlir");
}

static void test_state_generic(void **state) {
  (void)state;
  check_model("stateful_decode.generic.mlir");
}

/* Two states trading values every call (test/iree/state_swap.*): each store's
 * value is the other's old state, so a store that wrote before the other
 * read would lose a value. Outputs: a + x, and the old b. */
static void check_swap(const char *file) {
  Arena *a = arena_new();
  Graph *g = load(a, file);
  const Tensor *ta = &g->tensors[find_global(g, "a")], *tb = &g->tensors[find_global(g, "b")];
  int32_t sa[15], sb[15];
  for (int i = 0; i < 15; i++) sa[i] = rd32(ta->bytes + 4 * i), sb[i] = rd32(tb->bytes + 4 * i);
  char err[256] = "";
  HostState *st = host_state_new(g, a, err, sizeof err);
  assert_non_null(st);
  for (int call = 0; call < CALLS; call++) {
    int32_t x[15], want0[15];
    for (int i = 0; i < 15; i++) x[i] = 1000 * call - 37 * i, want0[i] = sa[i] + x[i];
    HostValue in = {.data = x, .nbytes = sizeof x, .dtype = DT_I32};
    HostValue out[2];
    bool ok = host_eval_func_state(g, 0, st, &in, out, a, err, sizeof err);
    if (!ok) fprintf(stderr, "%s: %s\n", file, err);
    assert_true(ok);
    assert_memory_equal(out[0].data, want0, sizeof want0);
    assert_memory_equal(out[1].data, sb, sizeof sb);
    for (int i = 0; i < 15; i++) {
      int32_t t = sa[i];
      sa[i] = sb[i], sb[i] = t;
    }
  }
  arena_free(a);
}

static void test_swap_pretty(void **state) {
  (void)state;
  check_swap("state_swap.pretty.mlir");
}

static void test_swap_generic(void **state) {
  (void)state;
  check_swap("state_swap.generic.mlir");
}

/* A store of the value just loaded writes nothing: the global stays a weight.
 * A load after a store reads the stored value. */
static void test_store_forms(void **state) {
  (void)state;
  static const char *src =
      "\"builtin.module\"() ({\n"
      "  \"util.global\"() <{initial_value = dense<2.0> : tensor<2x3xf32>, is_mutable, sym_name = \"g\", "
      "sym_visibility = \"private\", type = tensor<2x3xf32>}> : () -> ()\n"
      "  \"util.func\"() <{function_type = (tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = \"main\"}> ({\n"
      "  ^bb0(%x: tensor<2x3xf32>):\n"
      "    %a = \"util.global.load\"() <{global = @g}> : () -> tensor<2x3xf32>\n"
      "    \"util.global.store\"(%a) <{global = @g}> : (tensor<2x3xf32>) -> ()\n"
      "    \"util.global.store\"(%x) <{global = @g}> : (tensor<2x3xf32>) -> ()\n"
      "    %b = \"util.global.load\"() <{global = @g}> : () -> tensor<2x3xf32>\n"
      "    \"util.return\"(%b) : (tensor<2x3xf32>) -> ()\n"
      "  }) : () -> ()\n"
      "}) : () -> ()\n";
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, src, &d, &ok);
  assert_true(ok);
  const Func *f = &g->funcs[0];
  assert_int_equal(f->nstates, 1); /* the last store wins */
  assert_int_equal(f->state_src[0], f->inputs[0]);
  assert_int_equal(f->outputs[0], f->inputs[0]); /* the load after it reads %x */
  assert_int_equal(g->tensors[f->state_dst[0]].role, ROLE_STATE);
  diag_free(&d);
  arena_free(a);
}

/* util.initializer runs once, at compile time: test/iree/initializer.*.mlir
 * stores a * 2.5 into @scale and a * 2.5 + a into the state @acc; each call
 * then does acc <- x * scale + acc. The initial values and three calls are
 * checked against the same arithmetic in C (f32, each op rounded). */
static const float init_a[24] = {0.5,   -1.25, 2.0,  0.75, -0.5,  1.5,   3.0,  -2.0,
                                 0.25,  -0.75, 1.0,  -1.5, 0.125, 2.5,   -3.5, 1.75,
                                 -0.25, 0.5,   -1.0, 0.375, 1.25, -2.25, 2.75, -0.625};

static void check_initializer(const char *file) {
  Arena *a = arena_new();
  Graph *g = load(a, file);
  const Tensor *scale = &g->tensors[find_global(g, "scale")], *acc = &g->tensors[find_global(g, "acc")];
  assert_int_equal(scale->cst, CONST_DENSE);
  assert_int_equal(acc->role, ROLE_STATE);
  assert_int_equal(acc->state_init, CONST_DENSE);
  float s[24], want[24];
  for (int i = 0; i < 24; i++) {
    float si = init_a[i] * 2.5f;
    s[i] = si;
    want[i] = si + init_a[i];
  }
  assert_memory_equal(graph_const_dense(g, scale), s, sizeof s);
  assert_memory_equal(graph_state_initial(g, acc), want, sizeof want);
  char err[256] = "";
  HostState *st = host_state_new(g, a, err, sizeof err);
  assert_non_null(st);
  uint64_t r = 99;
  for (int call = 0; call < CALLS; call++) {
    float x[24];
    for (int i = 0; i < 24; i++) {
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      x[i] = (float)((int)(r >> 40) % 2000) / 256.0f;
      float y = x[i] * s[i];
      want[i] = y + want[i];
    }
    HostValue in = {.data = x, .nbytes = sizeof x, .dtype = DT_F32}, out;
    assert_true(host_eval_func_state(g, 0, st, &in, &out, a, err, sizeof err));
    assert_memory_equal(out.data, want, sizeof want);
  }
  arena_free(a);
}

static void test_initializer_pretty(void **state) {
  (void)state;
  check_initializer("initializer.pretty.mlir");
}

static void test_initializer_generic(void **state) {
  (void)state;
  check_initializer("initializer.generic.mlir");
}

/* The same values from two initializers, the second reading what the first
 * stored into a global that has no initial value of its own. */
static void test_initializer_sees_earlier_stores(void **state) {
  (void)state;
  check_initializer("initializer_chain.pretty.mlir");
  check_initializer("initializer_chain.generic.mlir");
}

/* An initializer that computes from a value known only at run time (a
 * global without an initial value) cannot run at compile time: a located
 * error saying so. */
static void test_initializer_not_constant(void **state) {
  (void)state;
  static const char *src =
      "\"builtin.module\"() ({\n"
      "  \"util.global\"() <{sym_name = \"w\", sym_visibility = \"private\", type = tensor<4xf32>}> : () -> ()\n"
      "  \"util.global\"() <{sym_name = \"v\", sym_visibility = \"private\", type = tensor<4xf32>}> : () -> ()\n"
      "  \"util.initializer\"() <{function_type = () -> ()}> ({\n"
      "    %w = \"util.global.load\"() <{global = @w}> : () -> tensor<4xf32>\n"
      "    %e = \"tensor.empty\"() : () -> tensor<4xf32>\n"
      "    %n = \"linalg.add\"(%w, %w, %e) <{operandSegmentSizes = array<i32: 2, 1>}> ({\n"
      "    ^bb0(%p: f32, %q: f32, %r: f32):\n"
      "      %0 = \"arith.addf\"(%p, %q) : (f32, f32) -> f32\n"
      "      \"linalg.yield\"(%0) : (f32) -> ()\n"
      "    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
      "    \"util.global.store\"(%n) <{global = @v}> : (tensor<4xf32>) -> ()\n"
      "    \"util.return\"() : () -> ()\n"
      "  }) : () -> ()\n"
      "  \"util.func\"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"main\"}> ({\n"
      "  ^bb0(%x: tensor<4xf32>):\n"
      "    %v = \"util.global.load\"() <{global = @v}> : () -> tensor<4xf32>\n"
      "    \"util.return\"(%v) : (tensor<4xf32>) -> ()\n"
      "  }) : () -> ()\n"
      "}) : () -> ()\n";
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  import_src(a, src, &d, &ok);
  assert_false(ok);
  StrBuf b;
  sb_init(&b);
  diag_format(&d, &b);
  assert_non_null(strstr(sb_cstr(&b), ":4:"));
  assert_non_null(strstr(sb_cstr(&b), "util.initializer: npucc runs its body once at compile time"));
  sb_free(&b);
  diag_free(&d);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_state_pretty),
      cmocka_unit_test(test_state_generic),
      cmocka_unit_test(test_store_forms),
      cmocka_unit_test(test_swap_pretty),
      cmocka_unit_test(test_swap_generic),
      cmocka_unit_test(test_initializer_pretty),
      cmocka_unit_test(test_initializer_generic),
      cmocka_unit_test(test_initializer_sees_earlier_stores),
      cmocka_unit_test(test_initializer_not_constant),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
