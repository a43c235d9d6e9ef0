/* npu.h: the npu target's shared definitions: machine parameters from
 * spec/npu.md and the helpers its files share. */
#ifndef NPUCC_NPU_H
#define NPUCC_NPU_H

#include "npucc/target.h"

enum {
  NPU_TILE = 32,                 /* MXU tile: 32x32x32 */
  NPU_VMEM_BYTES = 1 << 20,      /* 1 MiB */
};
#define NPU_DRAM_BYTES (1ll << 30) /* the model's 1 GiB aperture */

static inline int64_t npu_pad(int64_t x) { return (x + NPU_TILE - 1) / NPU_TILE * NPU_TILE; }

/* NULL when the VPU can compute op's body, else the first thing it cannot. */
const char *npu_vpu_unsupported(const Graph *g, const Op *op);
/* NULL when the VPU can do this reduction, else why not. */
const char *npu_reduction_unsupported(const Graph *g, const Op *op);

#endif
