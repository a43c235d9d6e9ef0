/* vpu_ops.h (npu): what the VPU can compute: its scalar ops and reductions;
 * npu_legal (hooks.h) and the epilogue fuser decide with them; vpu_ops.c. */
#ifndef NPUCC_NPU_VPU_OPS_H
#define NPUCC_NPU_VPU_OPS_H

#include "npucc/graph.h"

/* NULL when the VPU can compute op's body, else the first thing it cannot. */
const char *npu_vpu_unsupported(const Graph *g, const Op *op);
/* A clamp written as compare-and-select: select(cmpf(p, x, y), x, y) (or
 * with x, y swapped) is max(x, y) or min(x, y). For instruction i of body b:
 * +1 max, -1 min, 0 not such a select. */
int npu_select_minmax(const Body *b, int i);
/* NULL when the VPU can do this reduction, else why not. */
const char *npu_reduction_unsupported(const Graph *g, const Op *op);

#endif
