/* test_iree_uk.c: native cmocka tests of the ukernel double (iree_uk.c) against a
 * naive matmul and the layout formulas of spec/opu.md §2, plus its validation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "iree_uk.h"
#include "opu_harness.h"

/* ---- the program-supplied assert hook, recording instead of exiting ------- */

static int assert_failures;
static char assert_message[256];

void iree_uk_assert_fail(const char *file, int line, const char *function,
                         const char *condition) {
  (void)file;
  (void)line;
  (void)function;
  assert_failures++;
  snprintf(assert_message, sizeof assert_message, "%s", condition);
}

static int reset_asserts(void **state) {
  (void)state;
  assert_failures = 0;
  assert_message[0] = 0;
  return 0;
}

static const uint64_t *cpu = opu_test_cpu_data;

enum { S8 = IREE_UK_FLAG_MMT4D_TYPE_S8S8S32 | IREE_UK_FLAG_MMT4D_ALLOW_GENERIC_FALLBACK_TILE_FUNCTION };

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* Full recipe through the double, compared with the naive matmul. */
static void check_recipe(int64_t M, int64_t N, int64_t K, int32_t M0, int32_t N0, int32_t K0,
                         bool b_is_n_by_k, bool accumulate, uint64_t seed) {
  int8_t *a = opu_alloc((size_t)(M * K)), *b = opu_alloc((size_t)(K * N));
  int8_t *bt = opu_alloc((size_t)(K * N));
  int32_t *c = opu_alloc((size_t)(M * N) * 4), *want = opu_alloc((size_t)(M * N) * 4);
  opu_fill_i8(a, (size_t)(M * K), seed);
  opu_fill_i8(b, (size_t)(K * N), seed + 1);
  for (int64_t k = 0; k < K; k++)
    for (int64_t n = 0; n < N; n++) bt[n * K + k] = b[k * N + n];
  if (accumulate) opu_fill_i32(c, (size_t)(M * N), seed + 2);
  memcpy(want, c, (size_t)(M * N) * 4);
  opu_ref_matmul_s8s8s32(M, N, K, a, K, b, N, want, N, accumulate);
  opu_recipe_matmul(M, N, K, M0, N0, K0, a, b_is_n_by_k ? bt : b, b_is_n_by_k, c, accumulate,
                    iree_uk_mmt4d);
  assert_int_equal(assert_failures, 0);
  char what[96];
  snprintf(what, sizeof what, "recipe %lldx%lldx%lld tile %dx%dx%d%s%s", (long long)M,
           (long long)N, (long long)K, M0, N0, K0, b_is_n_by_k ? " NT" : "",
           accumulate ? " acc" : "");
  assert_int_equal(opu_compare_i32(what, c, N, want, N, M, N), 0);
  free(a);
  free(b);
  free(bt);
  free(c);
  free(want);
}

/* Spec §2.5, with the argument lists of its table verbatim. */
static void worked_example(uint32_t mmt4d_flags) {
  enum { M = 50, N = 20, K = 24 };
  int8_t A[M * K], B[K * N], Ap[1536], Bp[768];
  int32_t Cp[2048], C[M * N], want[M * N];
  opu_fill_i8(A, sizeof A, 11);
  opu_fill_i8(B, sizeof B, 12);
  opu_fill_i32(Cp, 2048, 13);
  opu_fill_i32(C, M * N, 14);
  memcpy(want, C, sizeof C);
  iree_uk_pack(A, 0, 24, 1, Ap, 0, 384, 16, 50, 24, 4, 24, 16, 1, 0, 0x002, cpu);
  iree_uk_pack(B, 0, 20, 1, Bp, 0, 384, 16, 24, 20, 2, 24, 16, 1, 0, 0x302, cpu);
  if (mmt4d_flags & IREE_UK_FLAG_MMT4D_ACCUMULATE)
    iree_uk_pack(C, 0, 20, 1, Cp, 0, 512, 256, 50, 20, 4, 2, 16, 16, 0, 0x003, cpu);
  iree_uk_mmt4d(Ap, 0, 384, Bp, 0, 384, Cp, 0, 512, 4, 2, 24, 16, 16, 1, mmt4d_flags, cpu);
  iree_uk_unpack(Cp, 0, 512, 256, C, 0, 20, 1, 4, 2, 16, 16, 50, 20, 0x003, cpu);
  assert_int_equal(assert_failures, 0);
  assert_int_equal(Ap[853], A[37 * K + 5]);
  assert_int_equal(Bp[465], B[5 * N + 17]);
  assert_int_equal(Cp[1361], C[37 * N + 17]);
  /* Padded rows 50-63 and columns 20-31 hold zero products. */
  assert_int_equal(Ap[3 * 384 + 7 * 16 + 2], 0); /* row 50 */
  assert_int_equal(Bp[384 + 3 * 16 + 4], 0);     /* column 20 */
  opu_ref_matmul_s8s8s32(M, N, K, A, K, B, N, want, N,
                         mmt4d_flags & IREE_UK_FLAG_MMT4D_ACCUMULATE);
  assert_int_equal(opu_compare_i32("worked example", C, N, want, N, M, N), 0);
}

static void test_worked_example_zero_init(void **state) {
  (void)state;
  worked_example(0x202);
}

static void test_worked_example_accumulate(void **state) {
  (void)state;
  worked_example(0x302);
}

static void test_worked_example_iree_flags(void **state) {
  (void)state;
  worked_example(0x602); /* what IREE itself passes; same result for s8s8s32 */
  worked_example(0x702);
}

static void test_recipe_shapes(void **state) {
  (void)state;
  check_recipe(50, 20, 24, 16, 16, 1, false, false, 100);
  check_recipe(70, 45, 131, 16, 16, 1, false, false, 101);
  check_recipe(33, 17, 5, 16, 16, 1, false, true, 102);
  check_recipe(16, 16, 16, 16, 16, 1, false, false, 103);
  check_recipe(1, 1, 1, 16, 16, 1, false, false, 104);
}

static void test_narrow_m(void **state) {
  (void)state;
  static const struct { int64_t M; int32_t M0; } cases[] = {
      {1, 1}, {2, 2}, {3, 4}, {4, 4}, {5, 8}, {7, 8}, {8, 8}, {11, 8}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    check_recipe(cases[i].M, 37, 29, cases[i].M0, 16, 1, false, false, 200 + i);
    check_recipe(cases[i].M, 37, 29, cases[i].M0, 16, 1, false, true, 300 + i);
  }
}

static void test_nt_rhs(void **state) {
  (void)state;
  enum { N = 23, K = 19, N0 = 16, K0 = 1, N1 = 2, K1 = 19 };
  int8_t b[K * N], bt[N * K], from_kn[N1 * K1 * N0 * K0], from_nk[N1 * K1 * N0 * K0];
  opu_fill_i8(b, sizeof b, 400);
  for (int k = 0; k < K; k++)
    for (int n = 0; n < N; n++) bt[n * K + k] = b[k * N + n];
  memset(from_kn, 0x11, sizeof from_kn);
  memset(from_nk, 0x22, sizeof from_nk);
  iree_uk_pack(b, 0, N, 1, from_kn, 0, K1 * N0 * K0, N0 * K0, K, N, N1, K1, N0, K0, 0, 0x302, cpu);
  iree_uk_pack(bt, 0, K, 1, from_nk, 0, K1 * N0 * K0, N0 * K0, N, K, N1, K1, N0, K0, 0, 0x002, cpu);
  assert_int_equal(assert_failures, 0);
  assert_memory_equal(from_kn, from_nk, sizeof from_kn);
  check_recipe(41, N, K, 16, 16, 1, true, false, 401);
  check_recipe(41, N, K, 16, 16, 1, true, true, 402);
  check_recipe(3, 50, 70, 4, 16, 1, true, false, 403);
}

static void test_tile_sizes(void **state) {
  (void)state;
  check_recipe(23, 19, 17, 7, 5, 3, false, false, 500); /* K padded 17 -> 18 */
  check_recipe(23, 19, 17, 4, 8, 2, true, true, 501);
  check_recipe(40, 35, 9, 32, 16, 1, false, false, 502);
  check_recipe(20, 40, 30, 16, 32, 4, false, true, 503);
  check_recipe(9, 9, 9, 1, 1, 1, false, false, 504);
}

/* mmt4d alone with offsets and a panel stride wider than N1*M0*N0: the
 * elements in between must survive. */
static void test_mmt4d_offsets_and_gaps(void **state) {
  (void)state;
  enum { M1 = 3, N1 = 2, K1 = 5, M0 = 4, N0 = 16, K0 = 2 };
  enum { LOFF = 7, ROFF = 3, OOFF = 11, LSTR = K1 * M0 * K0 + 6, RSTR = K1 * N0 * K0 + 2 };
  enum { OSTR = N1 * M0 * N0 + 9, OUT = OOFF + M1 * OSTR };
  int8_t lhs[LOFF + M1 * LSTR], rhs[ROFF + N1 * RSTR];
  int32_t out[OUT], before[OUT];
  opu_fill_i8(lhs, sizeof lhs, 600);
  opu_fill_i8(rhs, sizeof rhs, 601);
  for (int acc = 0; acc < 2; acc++) {
    opu_fill_i32(out, OUT, 602 + acc);
    memcpy(before, out, sizeof out);
    iree_uk_mmt4d(lhs, LOFF, LSTR, rhs, ROFF, RSTR, out, OOFF, OSTR, M1, N1, K1, M0, N0, K0,
                  S8 | (acc ? IREE_UK_FLAG_MMT4D_ACCUMULATE : 0), cpu);
    assert_int_equal(assert_failures, 0);
    for (int64_t e = 0; e < OUT; e++) {
      int64_t rel = e - OOFF, i = rel / OSTR, in_row = rel % OSTR;
      if (rel < 0 || in_row >= N1 * M0 * N0) {
        assert_int_equal(out[e], before[e]);
        continue;
      }
      int64_t j = in_row / (M0 * N0), i0 = in_row % (M0 * N0) / N0, j0 = in_row % N0;
      uint32_t sum = acc ? (uint32_t)before[e] : 0;
      for (int64_t k = 0; k < K1; k++)
        for (int64_t k0 = 0; k0 < K0; k0++)
          sum += (uint32_t)(lhs[LOFF + i * LSTR + k * M0 * K0 + i0 * K0 + k0] *
                            rhs[ROFF + j * RSTR + k * N0 * K0 + j0 * K0 + k0]);
      assert_int_equal(out[e], (int32_t)sum);
    }
  }
}

static void test_mmt4d_degenerate(void **state) {
  (void)state;
  enum { M1 = 2, N1 = 3, M0 = 2, N0 = 4, OSTR = N1 * M0 * N0 + 5, OUT = M1 * OSTR };
  int8_t dummy[4] = {1, 2, 3, 4};
  int32_t out[OUT], before[OUT];
  opu_fill_i32(out, OUT, 700);
  memcpy(before, out, sizeof out);
  /* K1 = 0 with ACCUMULATE and M1 = 0 / N1 = 0 write nothing. */
  iree_uk_mmt4d(dummy, 0, 0, dummy, 0, 0, out, 0, OSTR, M1, N1, 0, M0, N0, 1,
                S8 | IREE_UK_FLAG_MMT4D_ACCUMULATE, cpu);
  iree_uk_mmt4d(dummy, 0, 0, dummy, 0, 0, out, 0, OSTR, 0, N1, 4, M0, N0, 1, S8, cpu);
  iree_uk_mmt4d(dummy, 0, 0, dummy, 0, 0, out, 0, OSTR, M1, 0, 4, M0, N0, 1, S8, cpu);
  assert_memory_equal(out, before, sizeof out);
  /* K1 = 0 without it zero-fills every tile and nothing between panels. */
  iree_uk_mmt4d(dummy, 0, 0, dummy, 0, 0, out, 0, OSTR, M1, N1, 0, M0, N0, 1, S8, cpu);
  assert_int_equal(assert_failures, 0);
  for (int e = 0; e < OUT; e++)
    assert_int_equal(out[e], e % OSTR < N1 * M0 * N0 ? 0 : before[e]);
}

/* 2^17 products of (-128)^2 = 2^31: the sum wraps to INT32_MIN, then on. */
static void test_mmt4d_wraps(void **state) {
  (void)state;
  enum { K1 = (1 << 17) + 3 };
  int8_t *lhs = opu_alloc(K1), *rhs = opu_alloc(K1);
  memset(lhs, 0x80, K1);
  memset(rhs, 0x80, K1);
  int32_t out = 0;
  iree_uk_mmt4d(lhs, 0, K1, rhs, 0, K1, &out, 0, 1, 1, 1, K1, 1, 1, 1, S8, cpu);
  assert_int_equal(assert_failures, 0);
  assert_int_equal(out, (int32_t)(0x80000000u + 3u * 16384u));
  free(lhs);
  free(rhs);
}

/* The table of spec §2.3 written out per flag value, independent of the
 * double's code. */
static void source_of(uint32_t flags, int64_t T0, int64_t T1, int64_t o0, int64_t o1,
                      int64_t t0, int64_t t1, int64_t *row, int64_t *col) {
  switch (flags & 0x300) {
  case 0x000: *row = o0 * T0 + t0; *col = o1 * T1 + t1; break;
  case 0x100: *row = o0 * T1 + t1; *col = o1 * T0 + t0; break;
  case 0x200: *row = o1 * T0 + t0; *col = o0 * T1 + t1; break;
  default: *row = o1 * T1 + t1; *col = o0 * T0 + t0; break;
  }
}

static uint64_t load_elem(const void *base, int64_t index, int size) {
  uint8_t v8;
  uint16_t v16;
  uint32_t v32;
  const char *p = (const char *)base + index * size;
  switch (size) {
  case 1: memcpy(&v8, p, 1); return v8;
  case 2: memcpy(&v16, p, 2); return v16;
  default: memcpy(&v32, p, 4); return v32;
  }
}

static void check_pack(uint32_t type, int size, uint32_t transpose) {
  enum { R = 13, C = 10, INOFF = 5, S0 = 3, S1 = 41, OUTOFF = 4 };
  /* Column-major-ish input: element (a, b) at INOFF + a*S0 + b*S1. */
  int64_t T0 = 3, T1 = 4;
  bool inner = transpose & 0x100, outer = transpose & 0x200;
  int64_t rt = inner ? T1 : T0, ct = inner ? T0 : T1;
  int64_t o_rows = ceil_div(R, rt), o_cols = ceil_div(C, ct);
  int64_t O0 = outer ? o_cols : o_rows, O1 = outer ? o_rows : o_cols;
  int64_t OSTR0 = O1 * T0 * T1 + 7, n_out = OUTOFF + O0 * OSTR0;
  size_t in_bytes = (size_t)(INOFF + (R - 1) * S0 + (C - 1) * S1 + 1) * (size_t)size;
  uint8_t *in = opu_alloc(in_bytes), *out = opu_alloc((size_t)n_out * (size_t)size);
  uint8_t *before = opu_alloc((size_t)n_out * (size_t)size);
  opu_fill_i8((int8_t *)in, in_bytes, 800 + type + transpose);
  opu_fill_i8((int8_t *)out, (size_t)n_out * (size_t)size, 900 + type);
  memcpy(before, out, (size_t)n_out * (size_t)size);
  uint64_t pad = 0xa1b2c3d4e5f60718u;
  iree_uk_pack(in, INOFF, S0, S1, out, OUTOFF, OSTR0, T0 * T1, R, C, O0, O1, T0, T1, pad,
               type | transpose, cpu);
  assert_int_equal(assert_failures, 0);
  uint64_t mask = size == 4 ? 0xffffffffu : size == 2 ? 0xffffu : 0xffu;
  for (int64_t e = 0; e < n_out; e++) {
    int64_t rel = e - OUTOFF, o0 = rel / OSTR0, inside = rel % OSTR0;
    if (rel < 0 || inside >= O1 * T0 * T1) {
      assert_int_equal(load_elem(out, e, size), load_elem(before, e, size));
      continue;
    }
    int64_t o1 = inside / (T0 * T1), t0 = inside % (T0 * T1) / T1, t1 = inside % T1;
    int64_t row, col;
    source_of(transpose, T0, T1, o0, o1, t0, t1, &row, &col);
    uint64_t want = row < R && col < C ? load_elem(in, INOFF + row * S0 + col * S1, size)
                                       : (pad & mask);
    assert_int_equal(load_elem(out, e, size), want);
  }
  /* unpack with the same flags inverts it into a strided 2-D buffer. */
  enum { US0 = 2, US1 = 29, UOFF = 6 };
  size_t un_elems = (size_t)(UOFF + (R - 1) * US0 + (C - 1) * US1 + 1);
  if (type != IREE_UK_FLAG_PACK_TYPE_I8I8) {
    uint8_t *un = opu_alloc(un_elems * (size_t)size), *un_before = opu_alloc(un_elems * (size_t)size);
    opu_fill_i8((int8_t *)un, un_elems * (size_t)size, 950);
    memcpy(un_before, un, un_elems * (size_t)size);
    iree_uk_unpack(out, OUTOFF, OSTR0, T0 * T1, un, UOFF, US0, US1, O0, O1, T0, T1, R, C,
                   type | transpose, cpu);
    assert_int_equal(assert_failures, 0);
    for (size_t e = 0; e < un_elems; e++) {
      int64_t rel = (int64_t)e - UOFF;
      int64_t col = rel >= 0 ? rel / US1 : -1, row = rel >= 0 ? rel % US1 / US0 : -1;
      bool hit = rel >= 0 && rel % US1 % US0 == 0 && row < R && col < C;
      uint64_t want = hit ? load_elem(in, INOFF + row * S0 + col * S1, size)
                          : load_elem(un_before, (int64_t)e, size);
      assert_int_equal(load_elem(un, (int64_t)e, size), want);
    }
    free(un);
    free(un_before);
  }
  free(in);
  free(out);
  free(before);
}

static void test_pack_unpack_all_flags(void **state) {
  (void)state;
  static const struct { uint32_t type; int size; } types[] = {
      {IREE_UK_FLAG_PACK_TYPE_I8I8, 1}, {IREE_UK_FLAG_PACK_TYPE_I32I32, 4},
      {IREE_UK_FLAG_PACK_TYPE_F32F32, 4}, {IREE_UK_FLAG_PACK_TYPE_F16F16, 2},
      {IREE_UK_FLAG_PACK_TYPE_BF16BF16, 2}};
  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
    for (uint32_t transpose = 0; transpose <= 0x300; transpose += 0x100)
      check_pack(types[t].type, types[t].size, transpose);
}

/* ---- validation ----------------------------------------------------------- */

typedef struct {
  const char *name, *message;
  int64_t M1, N1, K1;
  int32_t M0, N0, K0;
  uint32_t flags;
  bool null_cpu;
} BadMmt4d;

static void test_mmt4d_validation(void **state) {
  (void)state;
  static const BadMmt4d cases[] = {
      {"unknown flag", "unknown flag bits 0x800", 1, 1, 1, 1, 1, 1, S8 | 0x800, false},
      {"type END", "not below END", 1, 1, 1, 1, 1, 1, 0x20b, false},
      {"type 0", "not below END", 1, 1, 1, 1, 1, 1, 0x200, false},
      {"negative M", "must lie in [0, 2^31)", -1, 1, 1, 1, 1, 1, S8, false},
      {"huge K", "must lie in [0, 2^31)", 1, 1, (int64_t)1 << 31, 1, 1, 1, S8, false},
      {"M0 2^15", "must lie in [0, 2^15)", 1, 1, 1, 1 << 15, 1, 1, S8, false},
      {"negative K0", "must lie in [0, 2^15)", 1, 1, 1, 1, 1, -1, S8, false},
      {"odd K0 for s8s4", "4-bit RHS", 1, 1, 1, 1, 1, 3, 0x20a, false},
      {"no generic fallback", "lack ALLOW_GENERIC_FALLBACK", 1, 1, 1, 16, 16, 1, 0x002, false},
      {"null cpu_data", "cpu_data is NULL", 1, 1, 1, 16, 16, 1, S8, true},
      {"f32 type", "not implemented by this test double", 1, 1, 1, 1, 1, 1, 0x201, false},
      {"tile too big", "exceeds the generic tile buffer", 1, 1, 1, 64, 32, 1, S8, false},
  };
  int8_t in[64] = {1};
  int32_t out[4], before[4] = {5, 6, 7, 8};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const BadMmt4d *c = &cases[i];
    memcpy(out, before, sizeof out);
    assert_failures = 0;
    iree_uk_mmt4d(in, 0, 1, in, 0, 1, out, 0, 1, c->M1, c->N1, c->K1, c->M0, c->N0, c->K0,
                  c->flags, c->null_cpu ? NULL : cpu);
    if (assert_failures != 1 || !strstr(assert_message, c->message))
      fail_msg("%s: %d failures, message '%s', expected '%s'", c->name, assert_failures,
               assert_message, c->message);
    assert_memory_equal(out, before, sizeof out);
  }
}

static void test_pack_validation(void **state) {
  (void)state;
  int8_t in[64] = {0};
  int8_t out[64], before[64];
  opu_fill_i8(before, sizeof before, 1000);
#define BAD_PACK(message, ...)                                                  \
  do {                                                                          \
    memcpy(out, before, sizeof out);                                            \
    assert_failures = 0;                                                        \
    iree_uk_pack(__VA_ARGS__);                                                  \
    if (assert_failures != 1 || !strstr(assert_message, message))               \
      fail_msg("pack: %d failures, message '%s', expected '%s'", assert_failures, \
               assert_message, message);                                        \
    assert_memory_equal(out, before, sizeof out);                               \
  } while (0)
  /* in 5x6 -> out 2x2x3x3 (I8I8) is valid; each call breaks one rule. */
  BAD_PACK("unknown flag bits 0x400", in, 0, 6, 1, out, 0, 18, 9, 5, 6, 2, 2, 3, 3, 0, 0x402, cpu);
  BAD_PACK("not a listed pack type", in, 0, 6, 1, out, 0, 18, 9, 5, 6, 2, 2, 3, 3, 0, 0x006, cpu);
  BAD_PACK("negative stride", in, 0, -6, 1, out, 0, 18, 9, 5, 6, 2, 2, 3, 3, 0, 0x002, cpu);
  BAD_PACK("negative size", in, 0, 6, 1, out, 0, 18, 9, -5, 6, 2, 2, 3, 3, 0, 0x002, cpu);
  BAD_PACK("out_stride1 (10)", in, 0, 6, 1, out, 0, 18, 10, 5, 6, 2, 2, 3, 3, 0, 0x002, cpu);
  BAD_PACK("less than the 7x6 matrix", in, 0, 6, 1, out, 0, 18, 9, 7, 6, 2, 2, 3, 3, 0, 0x002, cpu);
  /* TRANSPOSE_INNER: 2 x 3 x (4 x 2) tiles cover 8 x 6, not 9 rows. */
  BAD_PACK("less than the 9x6 matrix", in, 0, 6, 1, out, 0, 16, 8, 9, 6, 2, 3, 2, 4, 0, 0x102, cpu);
  BAD_PACK("exceeds the 4096-byte", in, 0, 6, 1, out, 0, 4225, 4225, 5, 6, 1, 1, 65, 65, 0, 0x002, cpu);
  BAD_PACK("cpu_data is NULL", in, 0, 6, 1, out, 0, 18, 9, 5, 6, 2, 2, 3, 3, 0, 0x002, NULL);
#undef BAD_PACK
  assert_failures = 0;
  iree_uk_pack(in, 0, 6, 1, out, 0, 18, 9, 5, 6, 2, 2, 3, 3, 0, 0x002, cpu);
  assert_int_equal(assert_failures, 0);
}

static void test_unpack_validation(void **state) {
  (void)state;
  int32_t in[64] = {0}, out[64], before[64];
  opu_fill_i32(before, 64, 1100);
#define BAD_UNPACK(message, ...)                                                  \
  do {                                                                            \
    memcpy(out, before, sizeof out);                                              \
    assert_failures = 0;                                                          \
    iree_uk_unpack(__VA_ARGS__);                                                  \
    if (assert_failures != 1 || !strstr(assert_message, message))                 \
      fail_msg("unpack: %d failures, message '%s', expected '%s'", assert_failures, \
               assert_message, message);                                          \
    assert_memory_equal(out, before, sizeof out);                                 \
  } while (0)
  /* in 2x2x3x3 (I32I32) -> out 5x6 is valid. */
  BAD_UNPACK("not a listed unpack type", in, 0, 18, 9, out, 0, 6, 1, 2, 2, 3, 3, 5, 6, 0x002, cpu);
  BAD_UNPACK("unknown flag bits 0x1000", in, 0, 18, 9, out, 0, 6, 1, 2, 2, 3, 3, 5, 6, 0x1003, cpu);
  BAD_UNPACK("in_stride1 (8)", in, 0, 18, 8, out, 0, 6, 1, 2, 2, 3, 3, 5, 6, 0x003, cpu);
  BAD_UNPACK("less than the 5x7 matrix", in, 0, 18, 9, out, 0, 6, 1, 2, 2, 3, 3, 5, 7, 0x003, cpu);
  BAD_UNPACK("exceeds the 4096-byte", in, 0, 1089, 1089, out, 0, 6, 1, 1, 1, 33, 33, 5, 6, 0x003, cpu);
  BAD_UNPACK("cpu_data is NULL", in, 0, 18, 9, out, 0, 6, 1, 2, 2, 3, 3, 5, 6, 0x003, NULL);
#undef BAD_UNPACK
  assert_failures = 0;
  iree_uk_unpack(in, 0, 18, 9, out, 0, 6, 1, 2, 2, 3, 3, 5, 6, 0x003, cpu);
  assert_int_equal(assert_failures, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup(test_worked_example_zero_init, reset_asserts),
      cmocka_unit_test_setup(test_worked_example_accumulate, reset_asserts),
      cmocka_unit_test_setup(test_worked_example_iree_flags, reset_asserts),
      cmocka_unit_test_setup(test_recipe_shapes, reset_asserts),
      cmocka_unit_test_setup(test_narrow_m, reset_asserts),
      cmocka_unit_test_setup(test_nt_rhs, reset_asserts),
      cmocka_unit_test_setup(test_tile_sizes, reset_asserts),
      cmocka_unit_test_setup(test_mmt4d_offsets_and_gaps, reset_asserts),
      cmocka_unit_test_setup(test_mmt4d_degenerate, reset_asserts),
      cmocka_unit_test_setup(test_mmt4d_wraps, reset_asserts),
      cmocka_unit_test_setup(test_pack_unpack_all_flags, reset_asserts),
      cmocka_unit_test_setup(test_mmt4d_validation, reset_asserts),
      cmocka_unit_test_setup(test_pack_validation, reset_asserts),
      cmocka_unit_test_setup(test_unpack_validation, reset_asserts),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
