/* gemmini_model.h: functional model of the Gemmini accelerator's RoCC
 * commands in its default configuration (spec/gemmini.md §3-§5), bit-exact
 * with Spike's libgemmini.  Commands run synchronously; there is no timing. */
#ifndef GEMMINI_MODEL_H
#define GEMMINI_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
  GEMMINI_DIM = 16,
  GEMMINI_BANK_NUM = 4,
  GEMMINI_BANK_ROWS = 4096,
  GEMMINI_SP_ROWS = GEMMINI_BANK_NUM * GEMMINI_BANK_ROWS,
  GEMMINI_ACC_ROWS = 1024,
  GEMMINI_MAX_BLOCK_LEN = 4,
  GEMMINI_MAX_BLOCK_LEN_ACC = 1,
};

#define GEMMINI_GARBAGE_ADDR 0xFFFFFFFFu

/* RoCC funct7 values. */
enum GemminiFunct {
  GEMMINI_CONFIG = 0,
  GEMMINI_MVIN2 = 1,
  GEMMINI_MVIN = 2,
  GEMMINI_MVOUT = 3,
  GEMMINI_COMPUTE_PRELOADED = 4,
  GEMMINI_COMPUTE_ACCUMULATE = 5,
  GEMMINI_PRELOAD = 6,
  GEMMINI_FLUSH = 7,
  GEMMINI_LOOP_WS = 8,
  GEMMINI_LOOP_WS_CONFIG_BOUNDS = 9,
  GEMMINI_LOOP_WS_CONFIG_ADDRS_AB = 10,
  GEMMINI_LOOP_WS_CONFIG_ADDRS_DC = 11,
  GEMMINI_LOOP_WS_CONFIG_STRIDES_AB = 12,
  GEMMINI_LOOP_WS_CONFIG_STRIDES_DC = 13,
  GEMMINI_MVIN3 = 14,
  GEMMINI_LOOP_CONV_WS = 15,
  GEMMINI_LOOP_CONV_WS_CONFIG_1 = 16,
  GEMMINI_LOOP_CONV_WS_CONFIG_6 = 21,
  GEMMINI_COUNTER = 126,
  GEMMINI_FENCE = 127,
};

typedef enum { GEMMINI_OS = 0, GEMMINI_WS = 1 } GemminiDataflow;
typedef enum { GEMMINI_ACT_NONE = 0, GEMMINI_ACT_RELU = 1 } GemminiAct;

typedef struct {
  bool configured;
  uint64_t stride; /* DRAM bytes between rows */
  uint32_t block_stride;
  bool shrunk;
  float scale;
  uint32_t pixel_repeats;
} GemminiLoadSlot;

typedef struct {
  bool configured;
  GemminiDataflow dataflow;
  unsigned sys_act; /* CONFIG_EX rs1[4:3] */
  uint32_t sys_shift;
  uint32_t a_stride, c_stride;
  bool a_transpose, b_transpose;
} GemminiExConfig;

typedef struct {
  bool configured;
  uint32_t stride;
  unsigned acc_act; /* CONFIG_ST rs1[3:2] */
  float acc_scale;
  unsigned pool_stride;
} GemminiStConfig;

typedef struct {
  uint64_t bound_i, bound_j, bound_k;
  uint64_t pad_i, pad_j, pad_k;
  uint64_t a, b, c, d;
  uint64_t a_stride, b_stride, c_stride, d_stride;
} GemminiLoopWs;

/* One PRELOAD latch: the 32-bit local address plus its window. */
typedef struct {
  uint32_t addr;
  uint32_t rows, cols;
} GemminiLocal;

/* What a program made the accelerator do since reset: the commands the CPU
 * issued (per funct), the data commands they expand to (LOOP_WS unrolled),
 * and the DRAM bytes moved (a move from address 0 reads no DRAM). */
typedef struct {
  uint64_t issued[128];
  uint64_t mvin[3], mvout, preload, compute;
  uint64_t mvin_bytes[3], mvout_bytes;
} GemminiCounts;

typedef struct {
  int8_t sp[GEMMINI_SP_ROWS][GEMMINI_DIM];
  int32_t acc[GEMMINI_ACC_ROWS][GEMMINI_DIM];
  /* OS: the running output sums; WS: the stationary weights. */
  int32_t pe[GEMMINI_DIM][GEMMINI_DIM];
  bool preloaded;
  GemminiLocal preload_bd, preload_c;
  GemminiExConfig ex;
  GemminiLoadSlot ld[3];
  GemminiStConfig st;
  GemminiLoopWs loop;
  GemminiCounts counts;
} GemminiModel;

/* Zeroes the memories and PEs and forgets every configuration: the hardware
 * leaves configuration undefined at reset, so the model flags its use. */
void gemmini_reset(GemminiModel *m);

/* Executes one RoCC command.  DRAM addresses are byte offsets into
 * dram[0..dram_size).  Returns 0, or nonzero with a message in err when the
 * command is illegal, unsupported by the model, or touches memory out of
 * range; nothing outside dram is ever written. */
int gemmini_exec(GemminiModel *m, uint32_t funct, uint64_t rs1, uint64_t rs2, uint8_t *dram,
                 size_t dram_size, char *err, size_t errlen);

/* The same, with DRAM addresses being the calling process's own pointers (as
 * on hardware behind its TLB, and in the SIGILL handler under qemu-user). */
int gemmini_exec_flat(GemminiModel *m, uint32_t funct, uint64_t rs1, uint64_t rs2, char *err,
                      size_t errlen);

/* Spike's scale8: sat8(ROUND_NEAR_EVEN(fp32(x) * scale)), including the
 * macro's corner case (spec/gemmini.md §7.2).  Exposed for unit tests. */
int8_t gemmini_scale8(int32_t x, float scale);

/* Arithmetic right shift rounding to nearest-even, then sat8 (OS writes into
 * the scratchpad).  Exposed for unit tests. */
int8_t gemmini_shift8(int32_t x, uint32_t shift);

/* Builds a `rows<<48 | cols<<32 | local` operand. */
static inline uint64_t gemmini_local(uint32_t local, uint32_t cols, uint32_t rows) {
  return (uint64_t)rows << 48 | (uint64_t)cols << 32 | local;
}

#endif
