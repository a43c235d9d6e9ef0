/* hooks.h (npu): the npu Target's hooks, one file each: legal.c decides,
 * plan.c plans, program.c schedules, emit.c prints; target.c is the table. */
#ifndef NPUCC_NPU_HOOKS_H
#define NPUCC_NPU_HOOKS_H

#include "npucc/target.h"

bool npu_legal(Graph *g, const Task *t, const Options *o, const char **reason);
/* NpuLower (npu/lower.h) is the plan, kept in Graph.target_data. */
bool npu_plan(Graph *g, const Options *o, Diag *d);
bool npu_schedule(Graph *g, const Options *o, Diag *d);
bool npu_emit(const Graph *g, const Options *o, StrBuf *out, Diag *d);

#endif
