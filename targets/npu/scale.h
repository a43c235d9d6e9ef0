/* scale.h (npu): run-time scales of demoted operands (kern_scale.c): the
 * per-row power of two that brings a bf16 row block near 1 before fp8. */
#ifndef NPUCC_NPU_SCALE_H
#define NPUCC_NPU_SCALE_H

#include "npu/schedule.h"

/* Each row's amax a (over the whole row: every K tile of a 32-row block)
 * gives r = a rounded to one significant bit (to nearest, ties up), a power
 * of two with a / r in [NPU_ROW_SCALE_LO, NPU_ROW_SCALE_HI); the row is
 * multiplied by s = 1/r before fp8 and the MXU's result by r after it.
 * Rows whose amax is below NPU_ROW_SCALE_FLOOR are scaled as if it were
 * that (an all-zero row stays zero). */
#define NPU_ROW_SCALE_LO 0.75
#define NPU_ROW_SCALE_HI 1.5
#define NPU_ROW_SCALE_FLOOR 0x1p-64

/* Pairs (first register of each) the kernel lends: the running max and
 * min, a third for temporaries; constant pairs -1, 129 and the floor when
 * the kernel has room for them (-1: built with vli.all each time). */
typedef struct NpuRowScale {
  int max, min, tmp;
  int neg1, c129, floor;
} NpuRowScale;

/* The resident constant pairs, once per kernel (those that are not -1). */
void npu_row_scale_setup(NpuBuilder *b, const NpuRowScale *rs);
/* Tile k > 0 of the block, loaded by the caller into pair x (tile 0 the
 * caller loads into max): folded into max and min (`second`: k = 1, which
 * starts min). */
void npu_row_scale_fold(NpuBuilder *b, const NpuRowScale *rs, int x, bool second);
/* After the last tile (`one_tile`: there was only tile 0, min never
 * started): pair s = 1/r per row (the multiplier before fp8) and pair
 * u = r * dequant (the multiplier of the result; dequant a power of two, 1
 * for none). Clobbers max, min and tmp. */
void npu_row_scale_finish(NpuBuilder *b, const NpuRowScale *rs, bool one_tile, int s, int u, double dequant);

#endif
