/* opu_harness.c: data, reference and comparison helpers for OPU tests; portable C
 * so the same checks run natively and inside qemu-riscv64 programs. */
#include "opu_harness.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const uint64_t opu_test_cpu_data[IREE_UK_CPU_DATA_WORDS] = {1};

uint64_t opu_rng_next(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

void opu_fill_i8(int8_t *buf, size_t n, uint64_t seed) {
  uint64_t s = seed;
  for (size_t i = 0; i < n; i++) buf[i] = (int8_t)(opu_rng_next(&s) >> 56);
  if (n >= 2) {
    size_t lo = (size_t)(opu_rng_next(&s) % n), hi = (size_t)(opu_rng_next(&s) % (n - 1));
    if (hi >= lo) hi++;
    buf[lo] = INT8_MIN;
    buf[hi] = INT8_MAX;
  }
}

void opu_fill_i32(int32_t *buf, size_t n, uint64_t seed) {
  uint64_t s = seed;
  for (size_t i = 0; i < n; i++) buf[i] = (int32_t)(uint32_t)(opu_rng_next(&s) >> 32);
}

void *opu_alloc(size_t bytes) {
  size_t rounded = (bytes + 63) / 64 * 64;
  void *p = aligned_alloc(64, rounded ? rounded : 64);
  if (!p) {
    fprintf(stderr, "opu_alloc: out of memory for %zu bytes\n", bytes);
    exit(1);
  }
  memset(p, 0, rounded ? rounded : 64);
  return p;
}

void opu_ref_matmul_s8s8s32(int64_t m, int64_t n, int64_t k, const int8_t *a, int64_t lda,
                            const int8_t *b, int64_t ldb, int32_t *c, int64_t ldc,
                            bool accumulate) {
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++) {
      uint32_t sum = accumulate ? (uint32_t)c[i * ldc + j] : 0;
      for (int64_t p = 0; p < k; p++)
        sum += (uint32_t)((int32_t)a[i * lda + p] * (int32_t)b[p * ldb + j]);
      c[i * ldc + j] = (int32_t)sum;
    }
}

int64_t opu_compare_i32(const char *what, const int32_t *got, int64_t got_stride,
                        const int32_t *want, int64_t want_stride, int64_t rows, int64_t cols) {
  int64_t bad = 0;
  for (int64_t r = 0; r < rows; r++)
    for (int64_t c = 0; c < cols; c++) {
      int32_t g = got[r * got_stride + c], w = want[r * want_stride + c];
      if (g == w) continue;
      if (bad == 0)
        fprintf(stderr, "%s: first mismatch at row %" PRId64 ", column %" PRId64
                        ": got %" PRId32 ", want %" PRId32 "\n",
                what, r, c, g, w);
      bad++;
    }
  if (bad)
    fprintf(stderr, "%s: %" PRId64 " of %" PRId64 " elements differ\n", what, bad, rows * cols);
  return bad;
}

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

void opu_recipe_matmul(int64_t M, int64_t N, int64_t K, int32_t M0, int32_t N0, int32_t K0,
                       const int8_t *a, const int8_t *b, bool b_is_n_by_k, int32_t *c,
                       bool accumulate, OpuMmt4dFn mmt4d) {
  int64_t M1 = ceil_div(M, M0), N1 = ceil_div(N, N0), K1 = ceil_div(K, K0);
  int8_t *ap = opu_alloc((size_t)(M1 * K1 * M0 * K0));
  int8_t *bp = opu_alloc((size_t)(N1 * K1 * N0 * K0));
  int32_t *cp = opu_alloc((size_t)(M1 * N1 * M0 * N0) * sizeof(int32_t));
  const uint64_t *cpu = opu_test_cpu_data;

  iree_uk_pack(a, 0, K, 1, ap, 0, K1 * M0 * K0, M0 * K0, M, K, M1, K1, M0, K0, 0,
               IREE_UK_FLAG_PACK_TYPE_I8I8, cpu);
  if (b_is_n_by_k)
    iree_uk_pack(b, 0, K, 1, bp, 0, K1 * N0 * K0, N0 * K0, N, K, N1, K1, N0, K0, 0,
                 IREE_UK_FLAG_PACK_TYPE_I8I8, cpu);
  else
    iree_uk_pack(b, 0, N, 1, bp, 0, K1 * N0 * K0, N0 * K0, K, N, N1, K1, N0, K0, 0,
                 IREE_UK_FLAG_PACK_TYPE_I8I8 | IREE_UK_FLAG_PACK_TRANSPOSE_INNER |
                     IREE_UK_FLAG_PACK_TRANSPOSE_OUTER,
                 cpu);
  uint32_t flags = IREE_UK_FLAG_MMT4D_TYPE_S8S8S32 |
                   IREE_UK_FLAG_MMT4D_ALLOW_GENERIC_FALLBACK_TILE_FUNCTION;
  if (accumulate) {
    iree_uk_pack(c, 0, N, 1, cp, 0, N1 * M0 * N0, M0 * N0, M, N, M1, N1, M0, N0, 0,
                 IREE_UK_FLAG_PACK_TYPE_I32I32, cpu);
    flags |= IREE_UK_FLAG_MMT4D_ACCUMULATE;
  }
  mmt4d(ap, 0, K1 * M0 * K0, bp, 0, K1 * N0 * K0, cp, 0, N1 * M0 * N0, M1, N1, K1, M0, N0, K0,
        flags, cpu);
  iree_uk_unpack(cp, 0, N1 * M0 * N0, M0 * N0, c, 0, N, 1, M1, N1, M0, N0, M, N,
                 IREE_UK_FLAG_UNPACK_TYPE_I32I32, cpu);
  free(ap);
  free(bp);
  free(cp);
}
