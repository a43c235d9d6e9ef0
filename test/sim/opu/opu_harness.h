/* opu_harness.h: helpers for OPU tests, native or under qemu: deterministic random
 * data, a naive reference matmul, int32 comparison, and the pack/mmt4d/unpack recipe. */
#ifndef NPUCC_TEST_SIM_OPU_OPU_HARNESS_H
#define NPUCC_TEST_SIM_OPU_OPU_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "iree_uk.h"

/* cpu_data for test calls: word 0 = V (bit 0), the rest zero. */
extern const uint64_t opu_test_cpu_data[IREE_UK_CPU_DATA_WORDS];

/* splitmix64: the same stream on every host for a given seed. */
uint64_t opu_rng_next(uint64_t *state);
/* Uniform int8 over [-128, 127]; when n >= 2, -128 and 127 are also planted at
 * seed-chosen positions so the extremes are always exercised. */
void opu_fill_i8(int8_t *buf, size_t n, uint64_t seed);
/* Uniform over the whole int32 range. */
void opu_fill_i32(int32_t *buf, size_t n, uint64_t seed);

/* Zeroed, 64-byte aligned; prints and exits on failure. Release with free(). */
void *opu_alloc(size_t bytes);

/* C[m][n] (+)= sum_k A[m][k] * B[k][n], int8 x int8 -> int32 wrapping; row-major
 * with leading dimensions lda, ldb, ldc. */
void opu_ref_matmul_s8s8s32(int64_t m, int64_t n, int64_t k, const int8_t *a, int64_t lda,
                            const int8_t *b, int64_t ldb, int32_t *c, int64_t ldc,
                            bool accumulate);

/* Compares rows x cols int32 (strides in elements). Prints the first mismatch
 * (row, column, both values) and the total to stderr, prefixed by `what`.
 * Returns the number of mismatching elements. */
int64_t opu_compare_i32(const char *what, const int32_t *got, int64_t got_stride,
                        const int32_t *want, int64_t want_stride, int64_t rows, int64_t cols);

typedef void (*OpuMmt4dFn)(const void *, int64_t, int64_t, const void *, int64_t, int64_t,
                           void *, int64_t, int64_t, int64_t, int64_t, int64_t, int32_t,
                           int32_t, int32_t, uint32_t, const uint64_t *);

/* The recipe of spec §2.4 through the ukernel ABI: C[M][N] (+)= A[M][K] * B with
 * tiles M0 x N0 x K0. B is K x N row-major, or N x K row-major when
 * `b_is_n_by_k` (packed with flags 0x002 instead of 0x302). The mmt4d step
 * calls `mmt4d` (iree_uk_mmt4d or an OPU kernel with the same ABI). */
void opu_recipe_matmul(int64_t M, int64_t N, int64_t K, int32_t M0, int32_t N0, int32_t K0,
                       const int8_t *a, const int8_t *b, bool b_is_n_by_k, int32_t *c,
                       bool accumulate, OpuMmt4dFn mmt4d);

#endif
