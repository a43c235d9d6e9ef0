/* merlin.h (npu): --npu-isa=merlin-v1: Merlin's fixed per-dispatch
 * skeletons: which kinds have one, their lines, their text; merlin.c. */
#ifndef NPUCC_NPU_MERLIN_H
#define NPUCC_NPU_MERLIN_H

#include "npucc/target.h"

/* Why Merlin has no skeleton for tasks of kind k, or NULL. */
const char *npu_merlin_unsupported(TaskKind k);
/* Labels, kernel names and lines of the skeletons of the npu tasks. */
bool npu_merlin_schedule(Graph *g, Diag *d);
bool npu_merlin_emit(const Graph *g, StrBuf *out);

#endif
