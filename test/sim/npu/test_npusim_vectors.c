/* test_npusim_vectors.c: replays every recorded npu_model vector (our copy
 * in vectors/) and demands the same cycles, error, memory and registers. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "npu_vector.h"
#include "npucc/util.h"
#include "npusim.h"

#ifndef NPUSIM_VECTOR_DIR
#error "NPUSIM_VECTOR_DIR must point at test/sim/npu/vectors"
#endif

enum { EXPECTED_VECTORS = 43 };

/* Where npu_model's result is not fixed to the bit (vectors/README.md):
 * transcendentals may differ by one bf16 ulp, and two NaN inputs of
 * fp8_convert_edges (tile elements 88, 89) have an unspecified sign. */
static const uint64_t unary_a_ulp[][2] = {{0x10000, 8192}};          /* vexp vexp2 vtanh vsin */
static const uint64_t unary_b_ulp[][2] = {{0x10000, 2048}, {0x12000, 2048}}; /* vcos, vlog2 */
static const uint64_t softmax_ulp[][2] = {{0x10000, 4096}};          /* exp-derived */
static const uint64_t edges_nan_fp8[] = {0x8000 + 88, 0x8000 + 89, 0x8400 + 88, 0x8400 + 89,
                                         0x8800 + 88, 0x8800 + 89, 0x8C00 + 88, 0x8C00 + 89};
/* bf16 pair: element (2, 24/25) lives in the second [32,16] half, column 8/9 */
static const uint64_t edges_nan_bf16[] = {0x8000 + 4096 + 1024 + 80, 0x8000 + 4096 + 1024 + 82};

static NpuVecTolerance tolerance_for(const char *name) {
  NpuVecTolerance t = {0};
  if (!strcmp(name, "vpu_unary_a")) {
    t.ulp_ranges = unary_a_ulp;
    t.nulp = 1;
  } else if (!strcmp(name, "vpu_unary_b")) {
    t.ulp_ranges = unary_b_ulp;
    t.nulp = 2;
  } else if (!strcmp(name, "softmax_32x64")) {
    t.ulp_ranges = softmax_ulp;
    t.nulp = 1;
  } else if (!strcmp(name, "fp8_convert_edges")) {
    t.nan_sign_fp8 = edges_nan_fp8;
    t.nnan_fp8 = 8;
    t.nan_sign_bf16 = edges_nan_bf16;
    t.nnan_bf16 = 2;
  }
  return t;
}

static int total_ulp, total_nan_sign, vectors_run;

static void run_vector(void **state) {
  const char *name = *state;
  char json[1024], sfile[1024];
  snprintf(json, sizeof json, "%s/%s/%s.json", NPUSIM_VECTOR_DIR, name, name);
  snprintf(sfile, sizeof sfile, "%s/%s/%s.S", NPUSIM_VECTOR_DIR, name, name);

  NpuVector v;
  char *err = NULL;
  if (!npu_vector_load(json, &v, &err)) fail_msg("%s", err ? err : json);
  char *text = read_file(sfile, NULL);
  assert_non_null(text);
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  free(text);
  if (!p) fail_msg("%s:%d: %s", sfile, errs.n ? errs.v[0].line : 0, errs.n ? errs.v[0].msg : "?");

  NpuSim *s = npu_sim_new(NULL);
  assert_non_null(s);
  assert_true(npu_vector_apply(&v, s));
  NpuRunResult res;
  npu_sim_run(s, p, v.max_cycles, &res);

  NpuVecTolerance tol = tolerance_for(name);
  NpuVecCheck chk;
  npu_vector_check(&v, s, &res, &tol, &chk);
  if (!chk.ok) fail_msg("%s:\n%s", name, chk.report);
  /* the run is genuinely compared: cycles equal and something was checked */
  assert_int_equal(res.cycles, v.has_error ? v.err_cycle : v.cycles);
  if (chk.ulp_allowances || chk.nan_sign_allowances)
    print_message("%s: %d bf16 1-ulp allowances, %d NaN-sign allowances\n", name,
                  chk.ulp_allowances, chk.nan_sign_allowances);
  total_ulp += chk.ulp_allowances;
  total_nan_sign += chk.nan_sign_allowances;
  vectors_run++;

  npu_run_result_free(&res);
  npu_sim_free(s);
  npu_program_free(p);
  npu_vector_free(&v);
  npu_asm_errors_free(&errs);
}

/* The comparison itself must be able to fail: a flipped byte, a wrong cycle
 * count and a different error are all reported. */
static void checker_detects_differences(void **state) {
  (void)state;
  char json[1024], sfile[1024];
  snprintf(json, sizeof json, "%s/vtrpose_xlu/vtrpose_xlu.json", NPUSIM_VECTOR_DIR);
  snprintf(sfile, sizeof sfile, "%s/vtrpose_xlu/vtrpose_xlu.S", NPUSIM_VECTOR_DIR);
  NpuVector v;
  char *err = NULL;
  assert_true(npu_vector_load(json, &v, &err));
  char *text = read_file(sfile, NULL);
  NpuProgram *p = npu_asm_parse(text, NULL);
  free(text);
  assert_non_null(p);
  NpuSim *s = npu_sim_new(NULL);
  npu_vector_apply(&v, s);
  NpuRunResult res;
  assert_true(npu_sim_run(s, p, v.max_cycles, &res));
  NpuVecCheck chk;
  npu_vector_check(&v, s, &res, NULL, &chk);
  assert_true(chk.ok);
  assert_true(v.ndram > 0 && v.dram[0].n > 100);
  v.dram[0].bytes[77] ^= 0x10;
  npu_vector_check(&v, s, &res, NULL, &chk);
  assert_false(chk.ok);
  assert_int_equal(chk.mismatches, 1);
  v.dram[0].bytes[77] ^= 0x10;
  v.cycles++;
  npu_vector_check(&v, s, &res, NULL, &chk);
  assert_false(chk.ok);
  v.cycles--;
  v.has_error = true;
  v.err_type = strdup("RuntimeError");
  v.err_msg = strdup("Backpressure");
  v.err_cycle = 5;
  npu_vector_check(&v, s, &res, NULL, &chk);
  assert_false(chk.ok);
  npu_run_result_free(&res);
  npu_sim_free(s);
  npu_program_free(p);
  npu_vector_free(&v);
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
  DIR *d = opendir(NPUSIM_VECTOR_DIR);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", NPUSIM_VECTOR_DIR);
    return 1;
  }
  char *names[128];
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < 128) {
    if (e->d_name[0] == '.' || strchr(e->d_name, '.')) continue; /* folders only */
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, (size_t)n, sizeof names[0], cmp_names);

  struct CMUnitTest *tests = calloc((size_t)n + 1, sizeof *tests);
  if (!tests) return 1;
  for (int i = 0; i < n; i++) {
    tests[i].name = names[i];
    tests[i].test_func = run_vector;
    tests[i].initial_state = names[i];
  }
  tests[n].name = "checker_detects_differences";
  tests[n].test_func = checker_detects_differences;
  int failed = _cmocka_run_group_tests("npusim_vectors", tests, (size_t)n + 1, NULL, NULL);
  printf("npusim vectors: %d of %d reproduced; 1-ulp allowances used: %d; NaN-sign allowances used: %d\n",
         vectors_run, n, total_ulp, total_nan_sign);
  if (n != EXPECTED_VECTORS) {
    fprintf(stderr, "expected %d vectors in %s, found %d\n", EXPECTED_VECTORS, NPUSIM_VECTOR_DIR, n);
    failed++;
  }
  for (int i = 0; i < n; i++) free(names[i]);
  free(tests);
  return failed ? 1 : 0;
}
