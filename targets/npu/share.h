/* share.h (npu): shared kernel bodies: DRAM addresses as parameters in a
 * VMEM table, a body's entry and return, a call; implemented in share.c. */
#ifndef NPUCC_NPU_SHARE_H
#define NPUCC_NPU_SHARE_H

#include "npu/lower.h"

/* x[xd] = v, where v is a DRAM address (or a difference of them) that
 * differs between tasks running the same kernel: an li, or in a body a load
 * from the parameter table. The task's hash sees the call, not the value. */
void npu_param_li(NpuLower *L, int xd, int64_t v);
/* x[xd] = x[xa] + v, v as above (xtmp may be clobbered). */
void npu_param_add(NpuLower *L, int xd, int xa, int64_t v, int xtmp);

/* A body: entered by npu_share_call's jal with the return address in
 * L->share.xra, which it spills to the table; the kernel's emission goes
 * between begin and end, end returns (every unit idle). */
void npu_share_body_begin(NpuLower *L);
void npu_share_body_end(NpuLower *L);
/* Call the body at `label` with these parameters (table order). */
void npu_share_call(NpuLower *L, int label, const int64_t *params, int nparams);

/* The first emission (share.keep): from begin, what a task asks for is
 * kept; keep_task stores its parameters and label names and sets
 * share.same[task] (its values are its key's first task's, byte for byte);
 * true when a task before it had the same key. */
void npu_share_keep_begin(NpuLower *L);
bool npu_share_keep_task(NpuLower *L, int task, uint64_t key);

#endif
