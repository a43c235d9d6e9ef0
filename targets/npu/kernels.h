/* kernels.h (npu): the kernels: per task kind a plan (layout claims,
 * feasibility, recorded in NpuLower) and an emission; kern_*.c. */
#ifndef NPUCC_NPU_KERNELS_H
#define NPUCC_NPU_KERNELS_H

#include "npu/lower.h"

/* An empty plan of graph g: no claims, no task planned. */
void npu_lower_init(NpuLower *L, Graph *g, const Options *o, Diag *d);
/* Plan task t with the kernel of `kind` (its own, or TK_ATTENTION for the
 * Q.K^T task of a decomposed attention run as one): layout claims, the
 * kernel's plan in L->plans, its VMEM placement and its properties on t;
 * false with *why when the kernel cannot take it (the claims it made stay:
 * npu_unclaim_task). */
bool npu_plan_task(NpuLower *L, Task *t, TaskKind kind, const char **why);

/* Per-kernel planning (layout claims, feasibility), VMEM placement (after
 * the kernel's plan; the VPU kernels stream through fixed registers and
 * place nothing) and emission (reads both). */
bool npu_plan_matmul(NpuLower *L, Task *t, const char **why);
bool npu_vmem_matmul(NpuLower *L, Task *t, const char **why);
bool npu_emit_matmul(NpuLower *L, Task *t);
bool npu_plan_softmax(NpuLower *L, Task *t, const char **why);
bool npu_vmem_softmax(NpuLower *L, Task *t, const char **why);
bool npu_emit_softmax(NpuLower *L, Task *t);
bool npu_plan_attention(NpuLower *L, Task *t, const char **why);
bool npu_vmem_attention(NpuLower *L, Task *t, const char **why);
bool npu_emit_attention(NpuLower *L, Task *t);
/* A batch of matrix-vector products with a short K (a depthwise conv after
 * im2col): no N dim for the MXU; bf16 multiply-adds on the VPU. */
bool npu_depthwise_form(const ContractionInfo *mm);
bool npu_plan_depthwise(NpuLower *L, Task *t, const char **why);
bool npu_emit_depthwise(NpuLower *L, Task *t);
/* A row group (dispatch's fuse_group: row reductions with their elementwise
 * producers and consumers) runs as one kernel: kern_norm.c. */
bool npu_is_row_group(const Graph *g, const Task *t);
/* A row group's DRAM streams: at most 6, on channels 0..6 (an input read
 * by band takes one, a result written by band two: its stores alternate;
 * channel 7 loads what stays resident). target.c's fuse_group counts them. */
enum { NPU_GROUP_MAX_STREAMS = 6, NPU_GROUP_STREAM_CHANNELS = 7 };
/* A shifted view's transposes take a band of it and three halves (1 KB
 * each) more (kern_norm.c copy_shifted; target.c's band estimate). */
enum { NPU_SHIFT_SPARE = 3 * (NPU_BF16_TILE / 2) };
/* The narrowest window of halves kern_norm.c copies a shifted view in when
 * its band of transposes does not fit (target.c's estimate assumes it). */
enum { NPU_SHIFT_MIN_WINDOW = 8 };
bool npu_plan_row_group(NpuLower *L, Task *t, const char **why);
bool npu_emit_row_group(NpuLower *L, Task *t);
bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why);
bool npu_emit_elementwise(NpuLower *L, Task *t);
/* A head permute [S, H, D] <-> [H, S, D] with D a tile multiple: whole
 * tiles moved by DMA between the flat [S, H D] tensor and the stacked one. */
bool npu_plan_heads(NpuLower *L, Task *t, const char **why);
/* The task is such a copy (a data-movement task, or an elementwise one
 * whose body only casts between float types, exact on bf16 device values). */
bool npu_heads_copy(NpuLower *L, const Task *t);
/* Tensor x, read only by op `reader`, is the result of a planned head split
 * copy: the flat tensor it copies from (and its task in *task), else -1. A
 * kernel may read the flat tensor instead and the copy joins it. */
int npu_heads_split_source(NpuLower *L, int x, int reader, int *task);
/* Tensor x's only reader is a head merge copy not yet planned: the flat
 * tensor it would write (unclaimed; its task in *task), else -1. A kernel
 * may write the flat tensor itself and the copy joins it. */
int npu_heads_merge_target(NpuLower *L, int x, int *task);
bool npu_emit_heads(NpuLower *L, Task *t);
/* The state stores the plan made copies after task `after` (Placement.state_copy,
 * prop state_copy_after_task), emitted; false when there are none (kern_copy.c). */
bool npu_emit_state_copies(NpuLower *L, int after);

#endif
