/* test_gemmini_tiling.c: the gemmini target's parameters and outer tiling:
 * tiled_matmul_auto's choice and counts against spec §6.3, npucc's choice. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "gemmini/gemmini.h"

typedef struct Row {
  int64_t i, j, k;
  int64_t ti, tj, tk, i0, j0, k0;
  int64_t rocc, expanded, a, b, c;
} Row;

/* Spec §6.3, WS columns (int8 output, no bias; 5 CONFIG_* commands). */
static const Row spec_rows[] = {
    {64, 64, 64, 4, 4, 4, 1, 1, 1, 11, 176, 4096, 4096, 4096},
    {16, 128, 1024, 1, 8, 56, 1, 1, 2, 17, 1608, 16384, 131072, 2048},
    {50, 720, 720, 4, 7, 45, 1, 7, 1, 47, 18585, 36000, 518400, 36000},
    {512, 512, 512, 5, 6, 32, 7, 6, 1, 257, 79872, 1572864, 1835008, 262144},
};

static void auto_tiles_match_spec(void **state) {
  (void)state;
  GemminiParams p;
  gemmini_params_default(&p);
  for (size_t r = 0; r < sizeof spec_rows / sizeof *spec_rows; r++) {
    const Row *w = &spec_rows[r];
    GemminiProblem pr = {w->i, w->j, w->k, false, false, false};
    GemminiTiles t;
    assert_true(gemmini_auto_tiles(&p, &pr, &t));
    assert_int_equal(t.ti, w->ti);
    assert_int_equal(t.tj, w->tj);
    assert_int_equal(t.tk, w->tk);
    assert_int_equal(t.i0, w->i0);
    assert_int_equal(t.j0, w->j0);
    assert_int_equal(t.k0, w->k0);
    GemminiCost c;
    gemmini_cost(&p, &pr, &t, 5, &c);
    assert_int_equal(c.rocc, w->rocc);
    assert_int_equal(c.expanded, w->expanded);
    assert_int_equal(c.bytes_a, w->a);
    assert_int_equal(c.bytes_b, w->b);
    assert_int_equal(c.bytes_c, w->c);
  }
}

/* npucc's tiles never cost more than the baseline, on any of a sweep of
 * shapes (off-tile, thin, decode), and strictly fewer bytes where a wider
 * J tile saves re-reading A (512^3, 1x2048x2048). */
static void best_tiles_never_worse(void **state) {
  (void)state;
  GemminiParams p;
  gemmini_params_default(&p);
  const int64_t sizes[] = {1, 15, 16, 17, 50, 100, 200, 300, 720, 1024, 2048};
  int n = (int)(sizeof sizes / sizeof *sizes);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      for (int k = 0; k < n; k += 3) {
        GemminiProblem pr = {sizes[a], sizes[b], sizes[k], a & 1, false, b & 1};
        GemminiTiles ref, best;
        GemminiCost rc, bc;
        assert_true(gemmini_auto_tiles(&p, &pr, &ref));
        assert_true(gemmini_best_tiles(&p, &pr, &best));
        gemmini_cost(&p, &pr, &ref, 5, &rc);
        gemmini_cost(&p, &pr, &best, 5, &bc);
        assert_true(bc.rocc <= rc.rocc);
        assert_true(bc.bytes_a + bc.bytes_b + bc.bytes_c + bc.bytes_d <=
                    rc.bytes_a + rc.bytes_b + rc.bytes_c + rc.bytes_d);
        assert_true((best.ti * best.tk + best.tk * best.tj) * p.dim <= 8192);
        assert_true(best.ti * best.tj * p.dim <= 512);
      }
  GemminiProblem big = {512, 512, 512, false, false, false};
  GemminiTiles t;
  GemminiCost c;
  assert_true(gemmini_best_tiles(&p, &big, &t));
  gemmini_cost(&p, &big, &t, 5, &c);
  assert_true(c.bytes_a + c.bytes_b < 1572864 + 1835008);
}

static const char *write_tmp(const char *text) {
  static char path[64];
  snprintf(path, sizeof path, "/tmp/npucc-gemmini-params-%d.json", (int)getpid());
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  return path;
}

static void expect_params_error(const char *json, const char *needle) {
  GemminiParams p;
  gemmini_params_default(&p);
  Diag d;
  diag_init(&d);
  const char *path = write_tmp(json);
  assert_false(gemmini_params_load(&p, path, &d));
  StrBuf m;
  sb_init(&m);
  diag_format(&d, &m);
  if (!strstr(sb_cstr(&m), needle)) fail_msg("'%s' not in: %s", needle, sb_cstr(&m));
  sb_free(&m);
  diag_free(&d);
  unlink(path);
}

static void params_file(void **state) {
  (void)state;
  GemminiParams p;
  gemmini_params_default(&p);
  Diag d;
  diag_init(&d);
  /* chipConfig: 64 KiB scratchpad, 32 KiB accumulator, WS only. */
  const char *path = write_tmp("{\"DIM\": 16, \"BANK_NUM\": 4, \"BANK_ROWS\": 1024, \"ACC_ROWS\": 512,"
                               " \"dataflows\": [\"ws\"], \"d_hardwired_garbage\": true,"
                               " \"elem_t\": \"int8\", \"acc_t\": \"int32\"}");
  assert_true(gemmini_params_load(&p, path, &d));
  unlink(path);
  assert_int_equal(p.bank_rows, 1024);
  assert_int_equal(p.acc_rows, 512);
  assert_false(p.has_os);
  assert_true(p.d_hardwired_garbage);
  GemminiProblem pr = {50, 720, 720, false, false, false};
  GemminiTiles t;
  assert_true(gemmini_best_tiles(&p, &pr, &t));
  assert_true((t.ti * t.tk + t.tk * t.tj) * 16 <= 2048 && t.ti * t.tj * 16 <= 256);
  diag_free(&d);

  expect_params_error("{\"DIM\": 0}", "DIM must be");
  expect_params_error("{\"BANK_NUM\": 1, \"BANK_ROWS\": 32}", "too small for one A and one B tile");
  expect_params_error("{\"ACC_ROWS\": 16}", "accumulator is too small");
  expect_params_error("{\"DIMM\": 16}", "unknown target parameter \"DIMM\"");
  expect_params_error("{\"DIM\": \"16\"}", "must be an integer");
  expect_params_error("{\"elem_t\": \"fp8\"}", "must be \"int8\"");
  expect_params_error("{\"dataflows\": [\"os\"]}", "weight-stationary");
  expect_params_error("{\"DIM\": 16,}", "target parameters:");
  expect_params_error("[16]", "must be a JSON object");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(auto_tiles_match_spec),
      cmocka_unit_test(best_tiles_never_worse),
      cmocka_unit_test(params_file),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
