/* legal.h (npu): what the NPU can compute: the VPU's scalar ops and
 * reductions; npu_legal (hooks.h) decides with them; legal.c. */
#ifndef NPUCC_NPU_LEGAL_H
#define NPUCC_NPU_LEGAL_H

#include "npucc/graph.h"

/* NULL when the VPU can compute op's body, else the first thing it cannot. */
const char *npu_vpu_unsupported(const Graph *g, const Op *op);
/* NULL when the VPU can do this reduction, else why not. */
const char *npu_reduction_unsupported(const Graph *g, const Op *op);

#endif
