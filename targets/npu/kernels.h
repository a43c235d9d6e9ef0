/* kernels.h (npu): the kernels: per task kind a plan (layout claims,
 * feasibility, recorded in NpuLower) and an emission; kern_*.c. */
#ifndef NPUCC_NPU_KERNELS_H
#define NPUCC_NPU_KERNELS_H

#include "npu/lower.h"

/* Per-kernel planning (layout claims, feasibility) and emission. */
bool npu_plan_matmul(NpuLower *L, Task *t, const char **why);
bool npu_emit_matmul(NpuLower *L, Task *t);
bool npu_plan_softmax(NpuLower *L, Task *t, const char **why);
bool npu_emit_softmax(NpuLower *L, Task *t);
bool npu_plan_attention(NpuLower *L, Task *t, const char **why);
bool npu_emit_attention(NpuLower *L, Task *t);
bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why);
bool npu_emit_elementwise(NpuLower *L, Task *t);

#endif
