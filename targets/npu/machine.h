/* machine.h (npu): machine data from spec/npu.md: sizes, register counts,
 * bf16 bit patterns, and the arithmetic of tiles and DMA latency. */
#ifndef NPUCC_NPU_MACHINE_H
#define NPUCC_NPU_MACHINE_H

#include "npucc/graph.h"

enum {
  NPU_TILE = 32,                 /* MXU tile: 32x32x32 */
  NPU_VMEM_BYTES = 1 << 20,      /* 1 MiB */
  NPU_NUM_M = 64,                /* m registers */
  NPU_NUM_X = 32,
  NPU_NUM_E = 32,
  NPU_NUM_CH = 8,                /* DMA channels */
  NPU_FP8_TILE = 1024,           /* bytes of a 32x32 fp8 tile */
  NPU_BF16_TILE = 2048,          /* bytes of a 32x32 bf16 tile (two [32,16] halves) */
  NPU_FP8X2_TILE = 2048,         /* an fp8 tile and its residual tile x16 (layout.h fp8x2) */
  NPU_DELAY_MAX = 4095,          /* largest raw `delay` immediate */
  /* vload/vstore: imm unsigned 0..4095 in 32-byte units, so a pointer reaches
   * this many bytes past its register (spec/npu.md, vload). */
  NPU_VOFF_UNIT = 32,
  NPU_VOFF_MAX = 4095 * NPU_VOFF_UNIT,
  NPU_MAX_INSTRUCTIONS = 32768,  /* the chip's instruction memory (npu_model has no limit) */
  NPU_MIN_IMEM = 256,            /* --npu-imem bounds: room for a task's code, */
  NPU_MAX_IMEM = 1 << 24,        /* and a line count that stays an int */
  /* The top KB of VMEM is no kernel's: it holds the parameter table of the
   * shared kernel bodies (targets/npu/share.c), word 0 the return address. */
  NPU_PARAM_TABLE_BYTES = 1024,
  NPU_VMEM_KERNEL_BYTES = NPU_VMEM_BYTES - NPU_PARAM_TABLE_BYTES,
  NPU_PARAM_TABLE = NPU_VMEM_KERNEL_BYTES,
};
#define NPU_DRAM_BYTES (1ll << 30) /* the model's 1 GiB aperture */
#define NPU_DRAM_ALIGN 64          /* DRAM buffers start on a DMA burst */

/* bf16 bit patterns (and one of fp8 bytes) the kernels load (vli.all) or write into constant tiles. */
enum {
  NPU_BF16_ZERO = 0x0000,
  NPU_BF16_ONE = 0x3F80,
  NPU_BF16_MAX = 0x7F7F,         /* the largest finite bf16 */
  NPU_BF16_LOWEST = 0xFF7F,      /* the most negative finite bf16 */
  NPU_BF16_PAD_NEG = 0xC61C,     /* -9984: the large finite negative for padding */
  NPU_BF16_FP8_MAX = 0x43E0,     /* 448, the largest fp8 e4m3fn: the clamp before a pack */
  NPU_BF16_FP8_LOWEST = 0xC3E0,  /* -448 */
  NPU_BF16_INV_16 = 0x3D80,      /* 1/16 */
  NPU_FP8_ONES2 = 0x3838,        /* two fp8 e4m3fn 1.0 bytes: vli.all fills a tile of fp8 ones */
};
#define NPU_PAD_NEG (-9984.0)      /* NPU_BF16_PAD_NEG as a number */

static inline int64_t npu_pad(int64_t x) { return (x + NPU_TILE - 1) / NPU_TILE * NPU_TILE; }
static inline int64_t npu_tiles(int64_t x) { return (x + NPU_TILE - 1) / NPU_TILE; }

/* DMA transfer latency for b bytes (spec/npu.md §3). */
static inline int64_t npu_dma_cycles(int64_t b) {
  int64_t a = 2 * ((b + 8 + 3) / 4), c = (b + 63) / 64;
  return a > c ? a : c;
}

#endif
