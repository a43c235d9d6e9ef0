/* test_iree_flow.c: a Flow-phase dump means what the global-optimization
 * module it came from means: both evaluated on the same random input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "host/host.h"
#include "npucc/passes.h"
#include "npucc/taskgraph.h"
#include "unit_util.h"

static Graph *load(Arena *a, const char *name) {
  Graph *g = import_iree_test(a, IREE_TEST_DIR, name);
  assert_non_null(g);
  return g;
}

/* The outputs of entry 0 on its two inputs x (n floats) and w (m floats). */
static HostValue *run(Arena *a, const Graph *g, const float *x, int64_t n, const float *w,
                      int64_t m) {
  const Func *f = &g->funcs[0];
  assert_int_equal(f->ninputs, 2);
  assert_int_equal(tensor_numel(&g->tensors[f->inputs[0]]), n);
  assert_int_equal(tensor_numel(&g->tensors[f->inputs[1]]), m);
  HostValue in[2] = {{.data = (void *)x, .nbytes = (size_t)n * 4, .dtype = DT_F32},
                     {.data = (void *)w, .nbytes = (size_t)m * 4, .dtype = DT_F32}};
  HostValue *out = arena_alloc(a, sizeof *out * (size_t)f->noutputs);
  char err[256] = "";
  bool ok = host_eval_func(g, 0, in, out, a, err, sizeof err);
  if (!ok) fprintf(stderr, "eval: %s\n", err);
  assert_true(ok);
  return out;
}

static void test_flow_dump_equals_global_opt(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *flow = load(a, "flow_dispatches.pretty.mlir");
  Graph *gen = load(a, "flow_dispatches.generic.mlir");
  Graph *ref = load(a, "flow_dispatches.globalopt.mlir");
  /* random floats in [-1, 1]: x 40x72, w 72x56 */
  int64_t n = 40 * 72, m = 72 * 56;
  float *x = arena_alloc(a, sizeof *x * (size_t)(n + m)), *w = x + n;
  uint64_t s = 0x9e3779b97f4a7c15ull;
  for (int64_t i = 0; i < n + m; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x[i] = (float)((double)(s >> 11) / 9007199254740992.0 * 2.0 - 1.0);
  }
  HostValue *of = run(a, flow, x, n, w, m), *og = run(a, gen, x, n, w, m),
            *or_ = run(a, ref, x, n, w, m);
  assert_int_equal(flow->funcs[0].noutputs, 2);
  assert_int_equal(ref->funcs[0].noutputs, 2);
  for (int k = 0; k < 2; k++) {
    assert_int_equal(of[k].nbytes, or_[k].nbytes);
    assert_int_equal(og[k].nbytes, or_[k].nbytes);
    /* the same ops on the same floats: bit for bit */
    assert_memory_equal(of[k].data, or_[k].data, or_[k].nbytes);
    assert_memory_equal(og[k].data, or_[k].data, or_[k].nbytes);
  }
  /* the padding is there: row 10's padded columns held -1e4, so their
   * softmax is ~0; row 0 is all padding (uniform); real values vary */
  const float *sm = of[1].data;
  assert_true(sm[10 * 64 + 0] < 1e-6f && sm[10 * 64 + 63] < 1e-6f);
  assert_true(sm[0] > 0.015f && sm[0] < 0.016f);
  float lo = 1, hi = 0;
  for (int j = 5; j < 61; j++) {
    float v = sm[10 * 64 + j];
    lo = v < lo ? v : lo;
    hi = v > hi ? v : hi;
  }
  assert_true(hi > 2 * lo);
  arena_free(a);
}

/* Elementwise arith/math on whole tensors (input-phase dumps) means the
 * linalg.generic it is; flow.tensor.transfer is an identity. */
static void test_tensor_arith_is_elementwise(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *p = load(a, "input_transfer_elementwise.pretty.mlir");
  Graph *r = load(a, "input_transfer_elementwise.linalg.mlir");
  int64_t n = 24 * 40, m = 40 * 24;
  float *x = arena_alloc(a, sizeof *x * (size_t)(n + m)), *w = x + n;
  uint64_t s = 0x2545f4914f6cdd1dull;
  for (int64_t i = 0; i < n + m; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x[i] = (float)((double)(s >> 11) / 9007199254740992.0 * 2.0 - 1.0);
  }
  HostValue *op = run(a, p, x, n, w, m), *or_ = run(a, r, x, n, w, m);
  for (int k = 0; k < 2; k++) {
    assert_int_equal(op[k].nbytes, or_[k].nbytes);
    assert_memory_equal(op[k].data, or_[k].data, or_[k].nbytes);
  }
  /* four elementwise ops, none left unsupported */
  int structured = 0;
  for (int i = 0; i < p->nops; i++) {
    if (p->ops[i].dead) continue;
    assert_int_not_equal(p->ops[i].kind, OP_UNSUPPORTED);
    structured += p->ops[i].kind == OP_STRUCTURED && !strncmp(p->ops[i].name, "arith.", 6);
  }
  assert_int_equal(structured, 3);
  /* the transfers' targets stay on the values they moved: the input went to
   * both devices, the second output back to device a */
  const Tensor *in = &p->tensors[p->funcs[0].inputs[0]], *out1 = &p->tensors[p->funcs[0].outputs[1]];
  assert_int_equal(in->ndevice_affinity, 2);
  assert_string_equal(in->device_affinity[0], "#hal.device.promise<@device_a>");
  assert_string_equal(in->device_affinity[1], "#hal.device.promise<@device_b>");
  assert_int_equal(out1->ndevice_affinity, 1);
  assert_string_equal(out1->device_affinity[0], "#hal.device.promise<@device_a>");
  arena_free(a);
}

/* IREE's CPU data tiling (pack to tiles with padding, mmt4d, unpack) in a
 * Flow dump is the i8 matmul it came from, exactly, on random i8 data of
 * sizes that are not tile multiples (37x45 * 45x29, tiles 8x1 and 4x1). */
static void test_pack_mmt4d_unpack_is_the_matmul(void **state) {
  (void)state;
  Arena *a = arena_new();
  Graph *gs[3] = {load(a, "flow_data_tiling_mmt4d.pretty.mlir"),
                  load(a, "flow_data_tiling_mmt4d.generic.mlir"),
                  load(a, "flow_data_tiling_mmt4d.linalg.mlir")};
  int8_t *x = arena_alloc(a, 37 * 45 + 45 * 29), *w = x + 37 * 45;
  uint64_t s = 0x853c49e6748fea9bull;
  for (int i = 0; i < 37 * 45 + 45 * 29; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x[i] = (int8_t)(s >> 56);
  }
  HostValue in[2] = {{.data = x, .nbytes = 37 * 45, .dtype = DT_I8},
                     {.data = w, .nbytes = 45 * 29, .dtype = DT_I8}};
  HostValue out[3];
  for (int k = 0; k < 3; k++) {
    char err[256] = "";
    bool ok = host_eval_func(gs[k], 0, in, &out[k], a, err, sizeof err);
    if (!ok) fprintf(stderr, "eval %d: %s\n", k, err);
    assert_true(ok);
    assert_int_equal(out[k].nbytes, 37 * 29 * 4);
  }
  assert_memory_equal(out[0].data, out[2].data, out[2].nbytes);
  assert_memory_equal(out[1].data, out[2].data, out[2].nbytes);
  /* a wrong result would be easy to miss on zeros: the values are not */
  const int32_t *r = out[2].data;
  int nonzero = 0;
  for (int i = 0; i < 37 * 29; i++) nonzero += r[i] != 0;
  assert_true(nonzero > 37 * 29 / 2);
  arena_free(a);
}

/* Every task made from a dispatch names it; IREE's boundaries are kept. */
static void test_tasks_name_their_dispatch(void **state) {
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/flow_dispatches.pretty.mlir", IREE_TEST_DIR);
  size_t len;
  char *text = read_file(path, &len);
  assert_non_null(text);
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, text, "npu", &d, &ok);
  assert_true(ok);
  int with = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (!t->iree_dispatch) continue;
    with++;
    for (int k = 0; k < t->nops; k++)
      assert_ptr_equal(g->ops[t->ops[k]].iree_dispatch, t->iree_dispatch);
  }
  assert_int_equal(with, g->ntasks);
  assert_string_equal(g->tasks[0].iree_dispatch,
                      "@main_dispatch_0_matmul_40x56x72_f32::@main_dispatch_0_matmul_40x56x72_f32");
  /* the matmul's bias is fused (same dispatch), the pad is not (another one) */
  assert_int_equal(g->tasks[0].nops, 2);
  assert_string_equal(g->tasks[1].iree_dispatch, "@main_dispatch_1_pad::@main_dispatch_1_pad");
  /* Each task says which dispatch and which of its tasks it is: parts are
   * 0..of-1 in order, and tasks share a dispatch index exactly when they
   * share the dispatch. */
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    int same = 0, before = 0;
    for (int j = 0; j < g->ntasks; j++) {
      assert_int_equal(g->tasks[j].iree_call == t->iree_call, g->tasks[j].iree_dispatch == t->iree_dispatch);
      same += g->tasks[j].iree_call == t->iree_call;
      before += g->tasks[j].iree_call == t->iree_call && j < i;
    }
    assert_int_equal(t->iree_nparts, same);
    assert_int_equal(t->iree_part, before);
  }
  free(text);
  diag_free(&d);
  arena_free(a);
}

/* untile folds IREE's pack, pack, mmt4d and unpack dispatches into one task
 * (npu and gemmini run the matmul they compute): the task keeps the mmt4d's
 * dispatch and its task graph entry names the three boundaries that went,
 * so none is lost without a word. Both forms of the Flow dump. */
static void test_untiled_task_names_merged_dispatches(void **state) {
  (void)state;
  static const char *const files[] = {"flow_mmt4d_f32.pretty.mlir", "flow_mmt4d_f32.generic.mlir"};
  static const char *const targets[] = {"npu", "gemmini"};
  for (int fi = 0; fi < 2; fi++)
    for (int ti = 0; ti < 2; ti++) {
      char path[1024];
      snprintf(path, sizeof path, "%s/%s", IREE_TEST_DIR, files[fi]);
      size_t len;
      char *text = read_file(path, &len);
      assert_non_null(text);
      Arena *a = arena_new();
      Diag d;
      diag_init(&d);
      Options o = {.target = targets[ti]};
      Compilation c;
      assert_true(driver_compile(a, files[fi], text, len, &o, NULL, false, &c, &d));
      Weights w = {0};
      weights_collect(c.g, &w);
      StrBuf js;
      sb_init(&js);
      taskgraph_json(c.g, &o, c.target, &w, NULL, &js);
      json_error_t je;
      json_t *root = json_loads(sb_cstr(&js), 0, &je);
      assert_non_null(root);
      json_t *tasks = json_object_get(root, "tasks");
      assert_int_equal(json_array_size(tasks), 1);
      json_t *t = json_array_get(tasks, 0);
      assert_string_equal(json_string_value(json_object_get(t, "kind")), "matmul");
      assert_string_equal(json_string_value(json_object_get(t, "iree_dispatch")),
                          "@main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32::@main_dispatch_2_mmt4d_5x8x45x8x4x1_f32xf32xf32");
      json_t *m = json_object_get(t, "iree_merged_dispatches");
      assert_int_equal(json_array_size(m), 3);
      static const char *const want[] = {"@main_dispatch_0_pack_f32::@main_dispatch_0_pack_f32",
                                         "@main_dispatch_1_pack_f32::@main_dispatch_1_pack_f32",
                                         "@main_dispatch_3_unpack_f32::@main_dispatch_3_unpack_f32"};
      static const int want_index[] = {0, 1, 3};
      for (int k = 0; k < 3; k++) {
        json_t *e = json_array_get(m, (size_t)k);
        assert_string_equal(json_string_value(json_object_get(e, "iree_dispatch")), want[k]);
        assert_int_equal(json_integer_value(json_object_get(e, "dispatch_index")), want_index[k]);
      }
      json_decref(root);
      sb_free(&js);
      weights_free(&w);
      compilation_free(&c);
      diag_free(&d);
      arena_free(a);
      free(text);
    }
}

/* flow.tensor.slice / flow.tensor.update are the slices they are: the
 * result is y with x[1:4, 2:6] written at [2, 1], computed here by hand. */
static void test_flow_slice_update(void **state) {
  (void)state;
  static const char *files[] = {"flow_slice_update.pretty.mlir", "flow_slice_update.generic.mlir"};
  for (int fi = 0; fi < 2; fi++) {
    Arena *a = arena_new();
    Graph *g = load(a, files[fi]);
    float x[7 * 9], y[5 * 6], want[5 * 6];
    for (int i = 0; i < 7 * 9; i++) x[i] = (float)(i * 37 % 101) - 50.25f;
    for (int i = 0; i < 5 * 6; i++) y[i] = want[i] = (float)(i * 13 % 29) + 0.5f;
    for (int r = 0; r < 3; r++)
      for (int c = 0; c < 4; c++) want[(2 + r) * 6 + 1 + c] = x[(1 + r) * 9 + 2 + c];
    HostValue *out = run(a, g, x, 7 * 9, y, 5 * 6);
    assert_int_equal(out[0].nbytes, sizeof want);
    assert_memory_equal(out[0].data, want, sizeof want);
    int nslice = 0;
    for (int i = 0; i < g->nops; i++)
      if (!g->ops[i].dead)
        nslice += g->ops[i].kind == OP_EXTRACT_SLICE || g->ops[i].kind == OP_INSERT_SLICE;
    assert_int_equal(nslice, 2);
    arena_free(a);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_flow_dump_equals_global_opt),
      cmocka_unit_test(test_tasks_name_their_dispatch),
      cmocka_unit_test(test_tensor_arith_is_elementwise),
      cmocka_unit_test(test_pack_mmt4d_unpack_is_the_matmul),
      cmocka_unit_test(test_untiled_task_names_merged_dispatches),
      cmocka_unit_test(test_flow_slice_update),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
