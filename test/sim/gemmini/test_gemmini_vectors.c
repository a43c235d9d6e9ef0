/* test_gemmini_vectors.c: replays every Gemmini reference vector in
 * GEMMINI_VECTOR_DIR, plus hand-checked unit tests of the model's numerics,
 * a WS matmul against a direct integer computation, and its error paths. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gemmini_model.h"
#include "gemmini_vector.h"

#ifndef GEMMINI_VECTOR_DIR
#error "GEMMINI_VECTOR_DIR must point at test/sim/gemmini/vectors"
#endif

/* The shipped set; fewer means a file went missing. */
enum { EXPECTED_VECTORS = 38 };

static float f32_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static uint64_t bits_of(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return b;
}

static void run_vector(void **state) {
  const char *file = *state;
  char path[1024], msg[1024];
  snprintf(path, sizeof path, "%s/%s", GEMMINI_VECTOR_DIR, file);
  GemminiVector v;
  if (gemmini_vector_load(path, &v, msg, sizeof msg)) fail_msg("%s", msg);
  int rc = gemmini_vector_run(&v, msg, sizeof msg);
  gemmini_vector_free(&v);
  if (rc) fail_msg("%s", msg);
}

/* A harness that cannot fail proves nothing: corrupt one expected byte. */
static void checker_detects_differences(void **state) {
  (void)state;
  char path[1024], msg[1024];
  snprintf(path, sizeof path, "%s/%s", GEMMINI_VECTOR_DIR, "mvout_acc_scale_relu.json");
  GemminiVector v;
  assert_int_equal(gemmini_vector_load(path, &v, msg, sizeof msg), 0);
  assert_true(v.nexpect_mem > 0 && v.expect_mem[0].n > 0);
  v.expect_mem[0].bytes[0] ^= 1;
  assert_int_not_equal(gemmini_vector_run(&v, msg, sizeof msg), 0);
  assert_non_null(strstr(msg, "DRAM byte"));
  v.expect_mem[0].bytes[0] ^= 1;
  assert_true(v.nexpect_acc > 0);
  v.expect_acc[0].values[3] += 1;
  assert_int_not_equal(gemmini_vector_run(&v, msg, sizeof msg), 0);
  assert_non_null(strstr(msg, "accumulator row"));
  gemmini_vector_free(&v);
}

static void rne_macro_corner(void **state) {
  (void)state;
  float s = f32_bits(0x3F7FFFFF);
  assert_int_equal(gemmini_scale8(64, s), 65);
  assert_int_equal(gemmini_scale8(-64, s), -65);
  assert_int_equal(gemmini_scale8(1, s), 2);
  assert_int_equal(gemmini_scale8(-1, s), -2);
  assert_int_equal(gemmini_scale8(128, s), 127);
  assert_int_equal(gemmini_scale8(3, s), 3); /* not next to a power of two */
}

static void rne_ordinary_ties(void **state) {
  (void)state;
  assert_int_equal(gemmini_scale8(5, 0.5f), 2);   /* 2.5 */
  assert_int_equal(gemmini_scale8(7, 0.5f), 4);   /* 3.5 */
  assert_int_equal(gemmini_scale8(-5, 0.5f), -2); /* -2.5 */
  assert_int_equal(gemmini_scale8(-7, 0.5f), -4);
  assert_int_equal(gemmini_scale8(255, 0.5f), 127);   /* 127.5 -> 128 -> sat */
  assert_int_equal(gemmini_scale8(-257, 0.5f), -128); /* -128.5 */
  assert_int_equal(gemmini_scale8(25, 0.1f), 2);      /* fp32(0.1)*25 == 2.5 */
  assert_int_equal(gemmini_scale8(INT32_MAX, 1.0f), 127);
  assert_int_equal(gemmini_scale8(INT32_MIN, 1.0f), -128);
}

static void rounding_shift(void **state) {
  (void)state;
  assert_int_equal(gemmini_shift8(5, 1), 2);   /* 2.5 */
  assert_int_equal(gemmini_shift8(7, 1), 4);   /* 3.5 */
  assert_int_equal(gemmini_shift8(-5, 1), -2); /* -2.5 */
  assert_int_equal(gemmini_shift8(-3, 1), -2); /* -1.5 */
  assert_int_equal(gemmini_shift8(193, 7), 2); /* 1.5078 */
  assert_int_equal(gemmini_shift8(100000, 0), 127);
  assert_int_equal(gemmini_shift8(INT32_MIN, 31), -1);
}

enum { A_ADDR = 0x100, B_ADDR = 0x200, C_ADDR = 0x300, C8_ADDR = 0x800, MEM = 0x1000 };

/* A reset model and a zeroed MEM-byte DRAM; the test frees both. */
static GemminiModel *new_model(uint8_t **mem) {
  *mem = calloc(MEM, 1);
  GemminiModel *m = malloc(sizeof *m);
  assert_non_null(*mem);
  assert_non_null(m);
  gemmini_reset(m);
  return m;
}

static void exec_ok(GemminiModel *m, uint32_t funct, uint64_t rs1, uint64_t rs2, uint8_t *mem) {
  char err[256];
  if (gemmini_exec(m, funct, rs1, rs2, mem, MEM, err, sizeof err))
    fail_msg("funct %u failed: %s", funct, err);
}

static void ws_matmul_matches_integer_product(void **state) {
  (void)state;
  uint8_t *mem;
  GemminiModel *m = new_model(&mem);
  int8_t a[16][16], b[16][16];
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      a[i][j] = (int8_t)((i * 7 + j * 3) % 11 - 5);
      b[i][j] = (int8_t)((i * 5 + j * 13) % 9 - 4);
      mem[A_ADDR + 16 * i + j] = (uint8_t)a[i][j];
      mem[B_ADDR + 16 * i + j] = (uint8_t)b[i][j];
    }
  uint64_t one = bits_of(1.0f) << 32;
  exec_ok(m, GEMMINI_CONFIG, one | 1u << 16 | 1u << 2, UINT64_C(1) << 48, mem); /* EX WS */
  exec_ok(m, GEMMINI_CONFIG, one | 16u << 16 | 1, 16, mem);                     /* LD slot 0 */
  exec_ok(m, GEMMINI_CONFIG, 2, one | 64, mem);                                 /* ST */
  exec_ok(m, GEMMINI_MVIN, A_ADDR, gemmini_local(0, 16, 16), mem);
  exec_ok(m, GEMMINI_MVIN, B_ADDR, gemmini_local(16, 16, 16), mem);
  exec_ok(m, GEMMINI_PRELOAD, gemmini_local(16, 16, 16), gemmini_local(1u << 31, 16, 16), mem);
  exec_ok(m, GEMMINI_COMPUTE_PRELOADED, gemmini_local(0, 16, 16),
          gemmini_local(GEMMINI_GARBAGE_ADDR, 16, 16), mem);
  exec_ok(m, GEMMINI_MVOUT, C_ADDR, gemmini_local(5u << 29, 16, 16), mem); /* full width */
  exec_ok(m, GEMMINI_CONFIG, 2, one | 16, mem);
  exec_ok(m, GEMMINI_MVOUT, C8_ADDR, gemmini_local(1u << 31, 16, 16), mem); /* int8 */
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      int32_t want = 0;
      for (int k = 0; k < 16; k++) want += a[i][k] * b[k][j];
      const uint8_t *p = mem + C_ADDR + 64 * i + 4 * j;
      int32_t got = (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                              (uint32_t)p[3] << 24);
      assert_int_equal(got, want);
      assert_int_equal(m->acc[i][j], want);
      int32_t sat = want > 127 ? 127 : want < -128 ? -128 : want;
      assert_int_equal((int8_t)mem[C8_ADDR + 16 * i + j], sat);
    }
  /* What the benchmark and the e2e tests read: commands and DRAM bytes. */
  const GemminiCounts *n = &m->counts;
  assert_int_equal(n->issued[GEMMINI_CONFIG], 4);
  assert_int_equal(n->issued[GEMMINI_MVIN], 2);
  assert_int_equal(n->mvin[0], 2);
  assert_int_equal(n->mvin_bytes[0], 512);
  assert_int_equal(n->preload, 1);
  assert_int_equal(n->compute, 1);
  assert_int_equal(n->mvout, 2);
  assert_int_equal(n->mvout_bytes, 16 * 64 + 16 * 16);
  free(m);
  free(mem);
}

/* Flat mode: DRAM addresses are this process's pointers; LOOP_WS counts its
 * expanded commands (spec §6.3: 176 for 64x64x64). */
static void flat_loop_ws_counts(void **state) {
  (void)state;
  enum { N = 64 };
  static int8_t a[N][N], b[N][N];
  static int32_t c[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = (int8_t)(i * 3 - j), b[i][j] = (int8_t)(i + 2 * j);
  GemminiModel *m = malloc(sizeof *m);
  assert_non_null(m);
  gemmini_reset(m);
  char err[256];
  uint64_t one = bits_of(1.0f) << 32;
  const uint64_t cmd[][3] = {
      {GEMMINI_CONFIG, one | 1u << 16 | 1u << 2, UINT64_C(1) << 48},
      {GEMMINI_CONFIG, 2, one | 4 * N},
      {GEMMINI_CONFIG, one | 16u << 16 | 1, N},
      {GEMMINI_CONFIG, one | 16u << 16 | 1 | 1u << 3, N},
      {GEMMINI_LOOP_WS_CONFIG_BOUNDS, 0, UINT64_C(4) << 32 | 4u << 16 | 4},
      {GEMMINI_LOOP_WS_CONFIG_ADDRS_AB, (uintptr_t)a, (uintptr_t)b},
      {GEMMINI_LOOP_WS_CONFIG_ADDRS_DC, 0, (uintptr_t)c},
      {GEMMINI_LOOP_WS_CONFIG_STRIDES_AB, N, N},
      {GEMMINI_LOOP_WS_CONFIG_STRIDES_DC, 0, N},
      {GEMMINI_LOOP_WS, 1u << 1, 0}, /* full_C */
  };
  for (size_t i = 0; i < sizeof cmd / sizeof cmd[0]; i++)
    if (gemmini_exec_flat(m, (uint32_t)cmd[i][0], cmd[i][1], cmd[i][2], err, sizeof err))
      fail_msg("command %zu: %s", i, err);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int32_t want = 0;
      for (int k = 0; k < N; k++) want += a[i][k] * b[k][j];
      assert_int_equal(c[i][j], want);
    }
  const GemminiCounts *n = &m->counts;
  uint64_t expanded = n->mvin[0] + n->mvin[1] + n->mvin[2] + n->preload + n->compute + n->mvout;
  assert_int_equal(expanded, 176);
  assert_int_equal(n->mvin_bytes[0], N * N);
  assert_int_equal(n->mvin_bytes[1], N * N);
  assert_int_equal(n->mvout_bytes, 4 * N * N);
  assert_int_equal(n->issued[GEMMINI_LOOP_WS], 1);
  /* Address 0 is "no DRAM" in flat mode too, never a dereference. */
  assert_int_not_equal(gemmini_exec_flat(m, GEMMINI_MVOUT, 0, gemmini_local(0, 16, 1), err, sizeof err), 0);
  free(m);
}

static void out_of_bounds_and_illegal_commands(void **state) {
  (void)state;
  uint8_t *mem;
  GemminiModel *m = new_model(&mem);
  char err[256];
  uint64_t one = bits_of(1.0f) << 32;
  /* Use before configuration. */
  assert_int_not_equal(gemmini_exec(m, GEMMINI_MVIN, 0x10, gemmini_local(0, 16, 1), mem, MEM, err,
                                    sizeof err), 0);
  exec_ok(m, GEMMINI_CONFIG, one | 16u << 16 | 1, 16, mem);
  exec_ok(m, GEMMINI_CONFIG, 2, one | 16, mem);
  /* A read running past the end of DRAM. */
  assert_int_not_equal(gemmini_exec(m, GEMMINI_MVIN, MEM - 8, gemmini_local(0, 16, 1), mem, MEM,
                                    err, sizeof err), 0);
  assert_non_null(strstr(err, "outside"));
  /* A write running past the end: nothing may land beyond the array, and
   * the in-range rows before it are the only bytes touched. */
  memset(mem, 0xA5, MEM);
  assert_int_not_equal(gemmini_exec(m, GEMMINI_MVOUT, MEM - 16, gemmini_local(0, 16, 2), mem, MEM,
                                    err, sizeof err), 0);
  for (size_t i = 0; i < MEM - 16; i++) assert_int_equal(mem[i], 0xA5);
  /* Local rows out of range, an illegal funct, and an address wrap. */
  assert_int_not_equal(gemmini_exec(m, GEMMINI_MVIN, 0, gemmini_local(GEMMINI_SP_ROWS, 16, 1), mem,
                                    MEM, err, sizeof err), 0);
  assert_int_not_equal(gemmini_exec(m, 22, 0, 0, mem, MEM, err, sizeof err), 0);
  assert_non_null(strstr(err, "illegal"));
  assert_int_not_equal(gemmini_exec(m, GEMMINI_MVOUT, UINT64_MAX - 4, gemmini_local(0, 16, 1), mem,
                                    MEM, err, sizeof err), 0);
  free(m);
  free(mem);
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
  DIR *d = opendir(GEMMINI_VECTOR_DIR);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", GEMMINI_VECTOR_DIR);
    return 1;
  }
  char **names = NULL;
  size_t n = 0;
  for (struct dirent *e; (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
    char **grown = realloc(names, (n + 1) * sizeof *names);
    if (!grown) return 1;
    names = grown;
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  if (n) qsort(names, n, sizeof *names, by_name);
  if (n < EXPECTED_VECTORS) {
    fprintf(stderr, "only %zu vectors in %s, expected %d\n", n, GEMMINI_VECTOR_DIR,
            EXPECTED_VECTORS);
    return 1;
  }

  static const struct CMUnitTest fixed[] = {
      cmocka_unit_test(checker_detects_differences),
      cmocka_unit_test(rne_macro_corner),
      cmocka_unit_test(rne_ordinary_ties),
      cmocka_unit_test(rounding_shift),
      cmocka_unit_test(ws_matmul_matches_integer_product),
      cmocka_unit_test(out_of_bounds_and_illegal_commands),
      cmocka_unit_test(flat_loop_ws_counts),
  };
  size_t nfixed = sizeof fixed / sizeof fixed[0];
  struct CMUnitTest *tests = calloc(n + nfixed, sizeof *tests);
  if (!tests) return 1;
  for (size_t i = 0; i < n; i++) {
    tests[i].name = names[i];
    tests[i].test_func = run_vector;
    tests[i].initial_state = names[i];
  }
  memcpy(tests + n, fixed, sizeof fixed);
  int failed = _cmocka_run_group_tests("gemmini_vectors", tests, n + nfixed, NULL, NULL);
  for (size_t i = 0; i < n; i++) free(names[i]);
  free(names);
  free(tests);
  return failed;
}
