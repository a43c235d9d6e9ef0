/* vmem.h (npu): a task's VMEM: regions placed by phase, and the base
 * registers vload/vstore reach them through; implemented in vmem.c. */
#ifndef NPUCC_NPU_VMEM_H
#define NPUCC_NPU_VMEM_H

#include "npu/machine.h"

/* Base registers for vload/vstore addresses, in pools: independent streams
 * of accesses (one per MXU) get their own so that reloading a base never
 * orders one stream behind the other. */
typedef struct NpuVaddr {
  int reg[8], pool[8];
  int64_t val[8];
  int64_t age[8];
  int n;
  int64_t tick;
  int cur;          /* pool npu_vload_at & co. use */
} NpuVaddr;

typedef struct NpuLower NpuLower;

/* A task's VMEM, placed at plan time (the kernels' npu_vmem_* through
 * npu_plan_task): named regions with lifetimes in the task's phases, placed
 * by passes/memplan (regions of disjoint phases share space), recorded on
 * the task (props "vmem", "vmem_used_bytes") and in the kernel's plan, which
 * emission reads. False with *why when it does not fit in 1 MiB. */
typedef struct NpuVmemReq {
  const char *name;
  int64_t size;
  int first, last; /* phases */
  int64_t addr;    /* out */
} NpuVmemReq;
bool npu_vmem_plan(NpuLower *L, Task *t, NpuVmemReq *r, int n, const char **why);

/* VMEM address materialisation: a register and an offset reaching addr. */
int npu_vaddr(NpuLower *L, int64_t addr, int64_t *off);
/* The same for an offset of at most `reach` bytes (lw/sw reach 2047). */
int npu_vaddr_near(NpuLower *L, int64_t addr, int64_t reach, int64_t *off);
void npu_vaddr_reset(NpuLower *L);
void npu_vaddr_init(NpuLower *L);
void npu_vaddr_release(NpuLower *L);
/* Add a register to pool p (> 0) / give back all of pool p's. */
void npu_vaddr_pool_add(NpuLower *L, int p);
void npu_vaddr_pool_drop(NpuLower *L, int p);
/* vload/vstore at a physical VMEM address. */
void npu_vload_at(NpuLower *L, int m, int64_t addr);
void npu_vstore_at(NpuLower *L, int m, int64_t addr);
void npu_vload_pair_at(NpuLower *L, int m, int64_t addr);
void npu_vstore_pair_at(NpuLower *L, int m, int64_t addr);

#endif
