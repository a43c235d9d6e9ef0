/* qemu_selftest.c: the Gemmini SIGILL handler under qemu-riscv64: its own
 * self-test, then a padded 50x40x24 LOOP_WS product against integer math. */
#include <stdio.h>
#include <string.h>

#include "gemmini_trap.h"

enum { M = 50, N = 40, K = 24 };

static void insn(uint32_t f, uint64_t a, uint64_t b);
#define CMD(F)                                                                           \
  case F: __asm__ volatile(".insn r CUSTOM_3, 3, " #F ", x0, %0, %1" : : "r"(a), "r"(b) : "memory"); break;
static void insn(uint32_t f, uint64_t a, uint64_t b) {
  switch (f) { CMD(0) CMD(7) CMD(8) CMD(9) CMD(10) CMD(11) CMD(12) CMD(13) }
}

int main(void) {
  gemmini_trap_install();
  static int8_t a[M][K], b[K][N];
  static int32_t c[M][N];
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++) a[i][k] = (int8_t)(i * 7 - k * 3 + 1);
  for (int k = 0; k < K; k++)
    for (int j = 0; j < N; j++) b[k][j] = (int8_t)(k * 11 - j * 5 - 2);
  memset(c, 0x5a, sizeof c);
  uint64_t one = UINT64_C(0x3F800000) << 32;
  int ti = (M + 15) / 16, tj = (N + 15) / 16, tk = (K + 15) / 16;
  insn(7, 0, 0);
  insn(0, one | 1u << 16 | 1u << 2, UINT64_C(1) << 48);
  insn(0, 2, one | 4 * N);
  insn(0, one | 16u << 16 | 1, K);
  insn(0, one | 16u << 16 | 1 | 1u << 3, N);
  insn(9, (uint64_t)(tk * 16 - K) << 32 | (uint64_t)(tj * 16 - N) << 16 | (uint64_t)(ti * 16 - M),
       (uint64_t)tk << 32 | (uint64_t)tj << 16 | (uint64_t)ti);
  insn(10, (uintptr_t)a, (uintptr_t)b);
  insn(11, 0, (uintptr_t)c);
  insn(12, K, N);
  insn(13, 0, N);
  insn(8, 1u << 1, 0);
  __asm__ volatile("fence" ::: "memory");
  int bad = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      int32_t want = 0;
      for (int k = 0; k < K; k++) want += a[i][k] * b[k][j];
      if (c[i][j] != want && !bad++) printf("C[%d][%d] = %d, want %d\n", i, j, c[i][j], want);
    }
  const GemminiCounts *n = &gemmini_trap_model()->counts;
  printf("gemmini qemu self-test: %s; %llu RoCC LOOP_WS, %llu computes, %llu DRAM bytes in, %llu out\n",
         bad ? "FAILED" : "ok", (unsigned long long)n->issued[8], (unsigned long long)n->compute,
         (unsigned long long)(n->mvin_bytes[0] + n->mvin_bytes[1]), (unsigned long long)n->mvout_bytes);
  return bad || n->mvin_bytes[0] != M * K || n->mvin_bytes[1] != K * N || n->mvout_bytes != 4 * M * N;
}
