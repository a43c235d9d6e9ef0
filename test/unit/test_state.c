/* test_state.c: module state (util.global.store) on the host evaluator: the
 * IREE decode step of test/iree/stateful_decode.*.mlir called three times,
 * each result checked against the recurrence computed here in plain C. */
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
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", IREE_TEST_DIR, name);
  size_t len;
  char *text = read_file(path, &len);
  assert_non_null(text);
  Graph *g = graph_new(a, path);
  Diag d;
  diag_init(&d);
  bool ok = import_mlir(g, arena_strndup(a, text, len), len, &d) && pass_canonicalize(g, &d);
  free(text);
  diag_free(&d);
  assert_true(ok);
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_state_pretty),
      cmocka_unit_test(test_state_generic),
      cmocka_unit_test(test_store_forms),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
