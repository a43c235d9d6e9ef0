/* test_host_check.c: the one "can the host run this op" answer (host_op_check),
 * as legalize applies it for every target and mode: the blob kept on the op,
 * dynamic shapes left to run time, and what runs nowhere a located error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "host/host.h"
#include "unit_util.h"

static const char *const tnames[] = {"npu", "opu", "gemmini"};

/* f32 pad, softmax and exp: the host runs them for every target. */
static const char host_ops_src[] =
    "func.func @f(%x: tensor<5x7xf32>) -> tensor<7x9xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %p = tensor.pad %x low[1, 1] high[1, 1] {\n"
    "  ^bb0(%i: index, %j: index):\n"
    "    tensor.yield %z : f32\n"
    "  } : tensor<5x7xf32> to tensor<7x9xf32>\n"
    "  %e = tensor.empty() : tensor<7x9xf32>\n"
    "  %s = linalg.softmax dimension(1) ins(%p : tensor<7x9xf32>) outs(%e : tensor<7x9xf32>) -> tensor<7x9xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],"
    " iterator_types = [\"parallel\", \"parallel\"]} ins(%s : tensor<7x9xf32>) outs(%e : tensor<7x9xf32>) {\n"
    "  ^bb0(%a: f32, %o: f32):\n"
    "    %y = math.exp %a : f32\n"
    "    linalg.yield %y : f32\n"
    "  } -> tensor<7x9xf32>\n"
    "  return %r : tensor<7x9xf32>\n"
    "}\n";

static bool compile(Arena *a, const char *src, const char *target, bool want_asm, Compilation *c, Diag *d) {
  Options o = {.target = target};
  return driver_compile(a, "t.mlir", src, strlen(src), &o, NULL, want_asm, c, d);
}

/* Every op of every host task has its blob once legalize ran, whatever the
 * target, and asking again gives the very same blob (emitters do not build a
 * second one). */
static void test_host_ops_keep_their_blob(void **state) {
  (void)state;
  for (size_t ti = 0; ti < sizeof tnames / sizeof *tnames; ti++) {
    Arena *a = arena_new();
    Diag d;
    diag_init(&d);
    Compilation c;
    bool ok = compile(a, host_ops_src, tnames[ti], true, &c, &d);
    if (!ok) {
      StrBuf b;
      sb_init(&b);
      diag_format(&d, &b);
      fail_msg("%s: %s", tnames[ti], sb_cstr(&b));
    }
    Graph *g = c.g;
    int host_ops = 0;
    for (int t = 0; t < g->ntasks; t++) {
      if (g->tasks[t].device != DEV_HOST) continue;
      for (int j = 0; j < g->tasks[t].nops; j++) {
        Op *op = &g->ops[g->tasks[t].ops[j]];
        assert_non_null(op->host_kernel);
        assert_int_equal(op->host_kernel_size, op->host_kernel->size);
        size_t size = 0;
        char err[256];
        assert_ptr_equal(host_op_kernel(g, op, &size, err, sizeof err), op->host_kernel);
        assert_int_equal(size, op->host_kernel_size);
        host_ops++;
      }
    }
    /* npu: the pad (the softmax and exp run on the npu); the others: all three */
    assert_int_equal(host_ops, strcmp(tnames[ti], "npu") ? 3 : 1);
    compilation_free(&c);
    diag_free(&d);
    arena_free(a);
  }
}

/* A dynamic op is checked for what does not depend on its shapes and
 * compiles (npu runs it on the host with the shapes of the call); its blob
 * waits for them. */
static void test_dynamic_op_checked_without_blob(void **state) {
  (void)state;
  static const char src[] =
      "func.func @f(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %n = tensor.dim %x, %c0 : tensor<?x6xf32>\n"
      "  %e = tensor.empty(%n) : tensor<?x6xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],"
      " iterator_types = [\"parallel\", \"parallel\"]} ins(%x : tensor<?x6xf32>) outs(%e : tensor<?x6xf32>) {\n"
      "  ^bb0(%a: f32, %o: f32):\n"
      "    %y = math.tanh %a : f32\n"
      "    linalg.yield %y : f32\n"
      "  } -> tensor<?x6xf32>\n"
      "  return %r : tensor<?x6xf32>\n"
      "}\n";
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  Op *op = (Op *)find_op(g, "linalg.generic", 0);
  assert_non_null(op);
  assert_int_equal(g->tasks[op->task].device, DEV_HOST);
  assert_null(op->host_kernel);
  size_t size;
  char err[256] = "";
  assert_null(host_op_kernel(g, op, &size, err, sizeof err));
  assert_non_null(strstr(err, "dynamic shape"));
  diag_free(&d);
  arena_free(a);
}

/* An op of an unknown dialect runs nowhere: an error at its line and column
 * naming it, for every target, with and without assembly (list and graph
 * modes stop at the same place). */
static void test_unknown_op_is_a_located_error(void **state) {
  (void)state;
  static const char src[] =
      "func.func @f(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {\n"
      "  %y = \"x.opaque\"(%x) : (tensor<4x6xf32>) -> tensor<4x6xf32>\n"
      "  return %y : tensor<4x6xf32>\n"
      "}\n";
  for (size_t ti = 0; ti < sizeof tnames / sizeof *tnames; ti++)
    for (int want_asm = 0; want_asm < 2; want_asm++) {
      Arena *a = arena_new();
      Diag d;
      diag_init(&d);
      Compilation c;
      assert_false(compile(a, src, tnames[ti], want_asm, &c, &d));
      assert_int_equal(d.nerrors, 1);
      assert_int_equal(d.v[0].level, DIAG_ERROR);
      assert_int_equal(d.v[0].loc.line, 2);
      assert_int_equal(d.v[0].loc.col, 8);
      assert_non_null(strstr(d.v[0].msg, "'x.opaque' cannot run anywhere"));
      assert_non_null(strstr(d.v[0].msg, tnames[ti]));
      compilation_free(&c);
      diag_free(&d);
      arena_free(a);
    }
}

/* Attention whose region rewrites the scores: no kernel applies the region,
 * so no target may run it as plain attention, and the host refuses it too. */
static void test_attention_region_runs_nowhere(void **state) {
  (void)state;
  static const char src[] =
      "#q = affine_map<(d0, d1, d2, d3) -> (d0, d1)>\n"
      "#k = affine_map<(d0, d1, d2, d3) -> (d2, d1)>\n"
      "#v = affine_map<(d0, d1, d2, d3) -> (d2, d3)>\n"
      "#s = affine_map<(d0, d1, d2, d3) -> ()>\n"
      "#o = affine_map<(d0, d1, d2, d3) -> (d0, d3)>\n"
      "func.func @f(%q: tensor<5x8xf32>, %k: tensor<7x8xf32>, %v: tensor<7x6xf32>) -> tensor<5x6xf32> {\n"
      "  %sc = arith.constant 0.5 : f32\n"
      "  %e = tensor.empty() : tensor<5x6xf32>\n"
      "  %r = iree_linalg_ext.attention {indexing_maps = [#q, #k, #v, #s, #o]}"
      " ins(%q, %k, %v, %sc : tensor<5x8xf32>, tensor<7x8xf32>, tensor<7x6xf32>, f32)"
      " outs(%e : tensor<5x6xf32>) {\n"
      "  ^bb0(%x: f32):\n"
      "    %y = arith.mulf %x, %x : f32\n"
      "    iree_linalg_ext.yield %y : f32\n"
      "  } -> tensor<5x6xf32>\n"
      "  return %r : tensor<5x6xf32>\n"
      "}\n";
  for (size_t ti = 0; ti < sizeof tnames / sizeof *tnames; ti++) {
    Arena *a = arena_new();
    Diag d;
    diag_init(&d);
    Compilation c;
    bool ok = compile(a, src, tnames[ti], false, &c, &d);
    if (ok || !diag_has(&d, DIAG_ERROR, "region modifies the scores")) {
      StrBuf b;
      sb_init(&b);
      diag_format(&d, &b);
      fail_msg("%s: %s", tnames[ti], sb_cstr(&b));
    }
    assert_int_equal(d.v[0].loc.line, 9);
    compilation_free(&c);
    diag_free(&d);
    arena_free(a);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_host_ops_keep_their_blob),
      cmocka_unit_test(test_dynamic_op_checked_without_blob),
      cmocka_unit_test(test_unknown_op_is_a_located_error),
      cmocka_unit_test(test_attention_region_runs_nowhere),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
