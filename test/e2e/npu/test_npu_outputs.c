/* test_npu_outputs.c: what npucc writes for the npu, checked as text: every
 * program assembles and lints clean in the npu_model assembler and runs
 * without a hazard; the merlin-v1 golden is byte-identical; the task graph
 * carries what a loader needs; output is deterministic; bad input fails
 * cleanly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_e2e.h"
#include "npucc/taskgraph.h"
#include "npusim.h"

static const char *examples_dir = NPU_EXAMPLES_DIR;
static const char *golden_inputs_dir = NPU_GOLDEN_INPUTS_DIR;
static const char *golden_dir = NPU_GOLDEN_DIR;

typedef struct Out {
  bool ok;
  char *asm_text, *json;
  char err[1024];
} Out;

static Out compile(const char *path, const char *text, size_t len, const char *prec, const char *isa) {
  Out r = {0};
  Arena *a = arena_new();
  Options o = {.target = "npu"};
  const char *err;
  if (!target_set_option(&o, "npu-precision", prec, &err) || !target_set_option(&o, "npu-isa", isa, &err))
    abort();
  Diag d;
  diag_init(&d);
  Compilation c;
  r.ok = driver_compile(a, path, text, len, &o, NULL, true, &c, &d);
  if (r.ok) {
    r.asm_text = strdup(sb_cstr(&c.asm_text));
    Weights w;
    weights_collect(c.g, &w);
    StrBuf js;
    sb_init(&js);
    taskgraph_json(c.g, &o, c.target, &w, "prog.S", &js);
    r.json = strdup(sb_cstr(&js));
    sb_free(&js);
    weights_free(&w);
  } else {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    snprintf(r.err, sizeof r.err, "%s", sb_cstr(&m));
    sb_free(&m);
  }
  compilation_free(&c);
  diag_free(&d);
  arena_free(a);
  return r;
}

static void out_free(Out *o) {
  free(o->asm_text);
  free(o->json);
}

/* Assembles as npu_model's converter would, no static lint, emitter style. */
static void check_program(const char *name, const char *text) {
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  if (!p) {
    char m[512];
    snprintf(m, sizeof m, "%s: line %d: %s", name, errs.n ? errs.v[0].line : 0, errs.n ? errs.v[0].msg : "?");
    npu_asm_errors_free(&errs);
    fail_msg("%s does not assemble: %s", name, m);
  }
  NpuLints l = {0};
  npu_program_lint(p, &l);
  if (l.n) fail_msg("%s: static lint at line %d: %s", name, l.v[0].line, l.v[0].msg);
  npu_lints_free(&l);
  NpuAsmErrors st = {0};
  int nstyle = npu_asm_check_style(text, &st);
  if (nstyle) fail_msg("%s: style at line %d: %s", name, st.v[0].line, st.v[0].msg);
  npu_asm_errors_free(&st);
  npu_program_free(p);
}

static int list_mlir(const char *dir, char paths[][512], int max) {
  DIR *d = opendir(dir);
  int n = 0;
  if (!d) return 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < max) {
    size_t l = strlen(e->d_name);
    if (l > 5 && !strcmp(e->d_name + l - 5, ".mlir")) snprintf(paths[n++], 512, "%s/%s", dir, e->d_name);
  }
  closedir(d);
  /* a stable order */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && strcmp(paths[j - 1], paths[j]) > 0; j--) {
      char t[512];
      memcpy(t, paths[j], 512);
      memcpy(paths[j], paths[j - 1], 512);
      memcpy(paths[j - 1], t, 512);
    }
  return n;
}

/* Every input of the project (the golden inputs and the examples) compiles
 * for the npu in both precisions; each program assembles, lints clean,
 * and - when the reference can run (no elided constants) - runs on random
 * data in npusim without an error or a lint, near the reference. */
static void test_lint_all_inputs(void **state) {
  (void)state;
  static char paths[128][512];
  int n = list_mlir(golden_inputs_dir, paths, 64);
  n += list_mlir(examples_dir, paths + n, 64);
  assert_true(n >= 4);
  int programs = 0, runs = 0;
  for (int i = 0; i < n; i++) {
    size_t len;
    char *text = read_file(paths[i], &len);
    assert_non_null(text);
    for (int prec = 0; prec < 2; prec++) {
      Out o = compile(paths[i], text, len, prec ? "host" : "fp8", "npu_model");
      if (!o.ok) fail_msg("%s does not compile: %s", paths[i], o.err);
      check_program(paths[i], o.asm_text);
      programs++;
      out_free(&o);
    }
    if (e2e_reference_possible(text, len)) {
      E2eCase c = {.name = paths[i], .mlir = text, .seed = 100 + (uint64_t)i,
                   .input = e2e_random_input, .loose = 0.25, .skip_without_reference = true};
      E2eStats st;
      char err[1024] = "";
      bool ok = e2e_run(&c, &st, err, sizeof err);
      printf("[npu-lint] %-60s npu tasks %d host tasks %d segments %d cycles %lld max_abs %.3e%s\n",
             paths[i], st.npu_tasks, st.host_tasks, st.segments, (long long)st.cycles, st.max_abs,
             st.skipped ? " (not run: no reference)" : "");
      if (!ok) fail_msg("%s", err);
      runs += !st.skipped;
    }
    free(text);
  }
  printf("[npu-lint] %d programs assembled and linted, %d run\n", programs, runs);
}

/* --npu-isa=merlin-v1 on Merlin's end-to-end case is Merlin's golden. */
static void test_merlin_golden(void **state) {
  (void)state;
  char in[600], gold[600];
  snprintf(in, sizeof in, "%s/npu_fp8_matmul_16x1024x128.mlir", examples_dir);
  snprintf(gold, sizeof gold, "%s/merlin_fp8_matmul_16x1024x128.isa.txt", golden_dir);
  size_t len, glen;
  char *text = read_file(in, &len), *want = read_file(gold, &glen);
  assert_non_null(text);
  assert_non_null(want);
  assert_int_equal(glen, 152);
  Out o = compile(in, text, len, "fp8", "merlin-v1");
  if (!o.ok) fail_msg("%s", o.err);
  assert_int_equal(strlen(o.asm_text), glen);
  assert_memory_equal(o.asm_text, want, glen);
  out_free(&o);
  free(text);
  free(want);
}

static json_t *find_task(json_t *root, int id) {
  json_t *tasks = json_object_get(root, "tasks");
  for (size_t i = 0; i < json_array_size(tasks); i++)
    if (json_integer_value(json_object_get(json_array_get(tasks, i), "id")) == id)
      return json_array_get(tasks, i);
  return NULL;
}

/* The task graph says, per task: kernel, tiles, padding, a cycle estimate,
 * the code's label and lines (which hold that label); per buffer: DRAM
 * placement, layout, padded shape, pad value; the demotion scale. */
static void test_taskgraph_contract(void **state) {
  (void)state;
  char in[600];
  snprintf(in, sizeof in, "%s/mlp_bf16.mlir", examples_dir);
  size_t len;
  char *text = read_file(in, &len);
  assert_non_null(text);
  Out o = compile(in, text, len, "fp8", "npu_model");
  if (!o.ok) fail_msg("%s", o.err);
  json_error_t je;
  json_t *root = json_loads(o.json, 0, &je);
  assert_non_null(root);
  for (int id = 0; id < 2; id++) {
    json_t *t = find_task(root, id);
    assert_non_null(t);
    assert_string_equal(json_string_value(json_object_get(t, "device")), "npu");
    assert_non_null(json_string_value(json_object_get(t, "kernel")));
    json_t *det = json_object_get(t, "details");
    assert_int_equal(json_array_size(json_object_get(det, "tiles_mnk")), 3);
    assert_int_equal(json_array_size(json_object_get(det, "padded_mnk")), 3);
    assert_true(json_is_true(json_object_get(det, "demoted_to_fp8")));
    assert_true(json_number_value(json_object_get(det, "rhs_scale")) > 0);
    assert_true(json_integer_value(json_object_get(json_object_get(t, "cost"), "cycles")) > 1000);
    json_t *code = json_object_get(t, "code");
    const char *label = json_string_value(json_object_get(code, "label"));
    int first = (int)json_integer_value(json_object_get(code, "first_line"));
    int last = (int)json_integer_value(json_object_get(code, "last_line"));
    assert_non_null(label);
    assert_true(first > 0 && last > first);
    /* the first line of the task's code is its label */
    const char *p = o.asm_text;
    for (int l = 1; l < first && p; l++) p = strchr(p, '\n'), p = p ? p + 1 : NULL;
    assert_non_null(p);
    char want[128];
    snprintf(want, sizeof want, "%s:\n", label);
    assert_memory_equal(p, want, strlen(want));
  }
  json_t *bufs = json_object_get(root, "buffers");
  int placed = 0, quantized = 0;
  for (size_t i = 0; i < json_array_size(bufs); i++) {
    json_t *pl = json_object_get(json_array_get(bufs, i), "placement");
    if (!pl) continue;
    placed++;
    assert_string_equal(json_string_value(json_object_get(pl, "space")), "dram");
    assert_true(json_integer_value(json_object_get(pl, "address")) % 64 == 0);
    json_t *det = json_object_get(pl, "details");
    const char *lay = json_string_value(json_object_get(pl, "layout"));
    assert_non_null(lay);
    assert_int_equal(json_array_size(json_object_get(det, "padded")), 3);
    assert_true(json_integer_value(json_array_get(json_object_get(det, "padded"), 2)) % 32 == 0);
    assert_non_null(json_object_get(det, "pad_value"));
    if (json_object_get(det, "quantized_from")) {
      quantized++;
      /* one fp8 term per value (the default precision; fp8x2 adds a residual tile) */
      assert_string_equal(lay, "fp8_tile");
      assert_int_equal(json_integer_value(json_object_get(det, "tile_bytes")), 1024);
      assert_true(json_is_true(json_object_get(det, "preformatted")));
      assert_true(json_number_value(json_object_get(det, "scale")) > 0);
    }
  }
  assert_true(placed >= 6);
  assert_int_equal(quantized, 2);
  json_t *params = json_object_get(json_object_get(root, "target"), "params");
  assert_int_equal(json_integer_value(json_object_get(params, "segments")), 1);
  json_decref(root);
  out_free(&o);
  free(text);
}

/* Same input, same bytes. */
static void test_deterministic(void **state) {
  (void)state;
  char in[600];
  snprintf(in, sizeof in, "%s/npu_attention_i1mask.mlir", examples_dir);
  size_t len;
  char *text = read_file(in, &len);
  assert_non_null(text);
  Out a = compile(in, text, len, "fp8", "npu_model");
  Out b = compile(in, text, len, "fp8", "npu_model");
  assert_true(a.ok && b.ok);
  assert_string_equal(a.asm_text, b.asm_text);
  assert_string_equal(a.json, b.json);
  out_free(&a);
  out_free(&b);
  free(text);
}

/* Bad input: an error with a message, never a crash, never a program. */
static void test_bad_input(void **state) {
  (void)state;
  const char *bad[] = {
      "",
      "module {",
      "garbage \x01\x02 not mlir",
      "module { \"util.func\"() <{function_type = () -> (), sym_name = \"main\"}> ({ }) : () -> () }",
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    Out o = compile("bad.mlir", bad[i], strlen(bad[i]), "fp8", "npu_model");
    if (!o.ok) assert_true(strlen(o.err) > 0);
    out_free(&o);
  }
  /* truncations of a real input at many points */
  char in[600];
  snprintf(in, sizeof in, "%s/npu_attention_i1mask.mlir", examples_dir);
  size_t len;
  char *text = read_file(in, &len);
  assert_non_null(text);
  for (size_t cut = 0; cut < len; cut += len / 23 + 1) {
    char *t = strndup(text, cut);
    Out o = compile("cut.mlir", t, cut, "fp8", "npu_model");
    if (o.ok) check_program("cut.mlir", o.asm_text);
    else assert_true(strlen(o.err) > 0);
    out_free(&o);
    free(t);
  }
  free(text);
}

/* A program with more padded softmaxes than the 256 spare buffers lowering
 * once had: every one needs its own constant mask tile, and all must still
 * run on the npu (they fell back to the host as "too many constant
 * buffers" in a 400-layer transformer). */
static void test_many_constant_tiles(void **state) {
  (void)state;
  enum { N = 300 };
  StrBuf m;
  sb_init(&m);
  sb_printf(&m, "func.func @main(%%x: tensor<4x10xf32>) -> tensor<4x10xf32> {\n");
  for (int i = 0; i < N; i++) {
    /* a chain: each softmax reads the previous one */
    char in[32];
    snprintf(in, sizeof in, i ? "%%s%d" : "%%x", i - 1);
    sb_printf(&m, "  %%e%d = tensor.empty() : tensor<4x10xf32>\n", i);
    sb_printf(&m, "  %%s%d = linalg.softmax dimension(1) ins(%s : tensor<4x10xf32>) "
                  "outs(%%e%d : tensor<4x10xf32>) -> tensor<4x10xf32>\n",
              i, in, i);
  }
  sb_printf(&m, "  return %%s%d : tensor<4x10xf32>\n}\n", N - 1);
  Out o = compile("many_softmax.mlir", sb_cstr(&m), m.len, "fp8", "npu_model");
  if (!o.ok) fail_msg("%s", o.err);
  json_error_t je;
  json_t *root = json_loads(o.json, 0, &je);
  assert_non_null(root);
  json_t *tasks = json_object_get(root, "tasks");
  int on_npu = 0;
  for (size_t i = 0; i < json_array_size(tasks); i++) {
    json_t *tk = json_array_get(tasks, i);
    if (strcmp(json_string_value(json_object_get(tk, "kind")), "softmax")) continue;
    const char *dev = json_string_value(json_object_get(tk, "device"));
    if (strcmp(dev, "npu"))
      fail_msg("softmax task %zu on %s: %s", i, dev, json_string_value(json_object_get(tk, "reason")));
    on_npu++;
  }
  assert_int_equal(on_npu, N);
  check_program("many_softmax.mlir", o.asm_text);
  json_decref(root);
  out_free(&o);
  sb_free(&m);
}

/* Instructions of the program for `op` (softmax | square | rowsum | matmul:
 * times a C x 96 second input) on an R x C f32 input; the program must also
 * assemble and lint clean. */
static int64_t program_size(const char *op, int R, int C) {
  StrBuf m;
  sb_init(&m);
  char t[64], v[64];
  snprintf(t, sizeof t, "tensor<%dx%dxf32>", R, C);
  snprintf(v, sizeof v, "tensor<%dxf32>", R);
  if (!strcmp(op, "softmax"))
    sb_printf(&m, "func.func @main(%%x: %s) -> %s {\n  %%e = tensor.empty() : %s\n"
                  "  %%r = linalg.softmax dimension(1) ins(%%x : %s) outs(%%e : %s) -> %s\n"
                  "  return %%r : %s\n}\n", t, t, t, t, t, t, t);
  else if (!strcmp(op, "square"))
    sb_printf(&m, "func.func @main(%%x: %s) -> %s {\n  %%e = tensor.empty() : %s\n"
                  "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
                  "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} "
                  "ins(%%x : %s) outs(%%e : %s) {\n  ^bb0(%%a: f32, %%o: f32):\n"
                  "    %%y = arith.mulf %%a, %%a : f32\n    linalg.yield %%y : f32\n  } -> %s\n"
                  "  return %%r : %s\n}\n", t, t, t, t, t, t, t);
  else if (!strcmp(op, "matmul"))
    sb_printf(&m, "func.func @main(%%x: %s, %%w: tensor<%dx96xf32>) -> tensor<%dx96xf32> {\n"
                  "  %%z = arith.constant 0.0 : f32\n  %%e = tensor.empty() : tensor<%dx96xf32>\n"
                  "  %%f = linalg.fill ins(%%z : f32) outs(%%e : tensor<%dx96xf32>) -> tensor<%dx96xf32>\n"
                  "  %%r = linalg.matmul ins(%%x, %%w : %s, tensor<%dx96xf32>) outs(%%f : tensor<%dx96xf32>) "
                  "-> tensor<%dx96xf32>\n  return %%r : tensor<%dx96xf32>\n}\n",
              t, C, R, R, R, R, t, C, R, R, R);
  else
    sb_printf(&m, "func.func @main(%%x: %s) -> %s {\n  %%z = arith.constant 0.0 : f32\n"
                  "  %%e = tensor.empty() : %s\n"
                  "  %%f = linalg.fill ins(%%z : f32) outs(%%e : %s) -> %s\n"
                  "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
                  "affine_map<(d0, d1) -> (d0)>], iterator_types = [\"parallel\", \"reduction\"]} "
                  "ins(%%x : %s) outs(%%f : %s) {\n  ^bb0(%%a: f32, %%o: f32):\n"
                  "    %%y = arith.addf %%a, %%o : f32\n    linalg.yield %%y : f32\n  } -> %s\n"
                  "  return %%r : %s\n}\n", t, v, v, v, v, t, v, v, v);
  Out o = compile("loops.mlir", sb_cstr(&m), m.len, "fp8", "npu_model");
  if (!o.ok) fail_msg("%s %dx%d: %s", op, R, C, o.err);
  check_program(op, o.asm_text);
  json_error_t je;
  json_t *root = json_loads(o.json, 0, &je);
  assert_non_null(root);
  json_t *tasks = json_object_get(root, "tasks");
  for (size_t i = 0; i < json_array_size(tasks); i++)
    if (strcmp(json_string_value(json_object_get(json_array_get(tasks, i), "device")), "npu"))
      fail_msg("%s %dx%d: task %zu not on the npu", op, R, C, i);
  int64_t n = json_integer_value(json_object_get(
      json_object_get(json_object_get(root, "target"), "params"), "program_instructions"));
  json_decref(root);
  out_free(&o);
  sb_free(&m);
  return n;
}

/* The VPU kernels loop over a row's tiles: twice as wide a row takes about
 * the same code (unrolled, it took twice as much). What still grows is one
 * load and combine per 8 tiles of a sum, whose tree is kept as it was. */
static void test_loops_code_size(void **state) {
  (void)state;
  static const char *ops[] = {"softmax", "square", "rowsum"};
  for (int i = 0; i < 3; i++) {
    int64_t n1 = program_size(ops[i], 40, 1000), n2 = program_size(ops[i], 40, 2020);
    if (!(n2 * 4 < n1 * 5)) fail_msg("%s: 40x1000 %lld instructions, 40x2020 %lld", ops[i], (long long)n1, (long long)n2);
  }
  /* matmul K is a counted loop (demotion of both operands included): twice
   * the K, the same code but for a few li lengths (unrolled, twice as much) */
  int64_t k1 = program_size("matmul", 40, 1000), k2 = program_size("matmul", 40, 2020);
  if (!(k2 * 50 < k1 * 51)) fail_msg("matmul: K 1000 %lld instructions, K 2020 %lld", (long long)k1, (long long)k2);
}

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_merlin_golden),
      cmocka_unit_test(test_taskgraph_contract),
      cmocka_unit_test(test_deterministic),
      cmocka_unit_test(test_bad_input),
      cmocka_unit_test(test_lint_all_inputs),
      cmocka_unit_test(test_many_constant_tiles),
      cmocka_unit_test(test_loops_code_size),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
