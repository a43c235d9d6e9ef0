/* vmem.c (npu): a task's VMEM regions, placed by phase with the shared
 * planner, and the base registers vload/vstore reach addresses through. */
#include "npu/lower.h"
#include "npucc/memplan.h"

enum { VADDR_REGS = 3 };

void npu_vaddr_init(NpuLower *L) {
  L->vc.n = VADDR_REGS;
  L->vc.cur = 0;
  for (int i = 0; i < VADDR_REGS; i++) L->vc.reg[i] = nb_xalloc(L->b), L->vc.pool[i] = 0;
  npu_vaddr_reset(L);
}

void npu_vaddr_pool_add(NpuLower *L, int p) {
  NpuVaddr *c = &L->vc;
  if (c->n == 8) return;
  c->reg[c->n] = nb_xalloc(L->b);
  c->pool[c->n] = p;
  c->val[c->n] = -1;
  c->age[c->n] = 0;
  c->n++;
}

void npu_vaddr_pool_drop(NpuLower *L, int p) {
  NpuVaddr *c = &L->vc;
  int k = 0;
  for (int i = 0; i < c->n; i++) {
    if (c->pool[i] == p && p != 0) {
      nb_xfree(L->b, c->reg[i]);
      continue;
    }
    c->reg[k] = c->reg[i], c->pool[k] = c->pool[i], c->val[k] = c->val[i], c->age[k] = c->age[i];
    k++;
  }
  c->n = k;
  if (c->cur == p) c->cur = 0;
}

void npu_vaddr_release(NpuLower *L) {
  for (int i = 0; i < L->vc.n; i++) nb_xfree(L->b, L->vc.reg[i]);
  L->vc.cur = 0;
  L->vc.n = 0;
}

/* Register values are only known in straight-line code: forget them at
 * every label (a loop body must reload its own bases). */
void npu_vaddr_reset(NpuLower *L) {
  for (int i = 0; i < L->vc.n; i++) {
    L->vc.val[i] = -1;
    L->vc.age[i] = 0;
  }
}

int npu_vaddr(NpuLower *L, int64_t addr, int64_t *off) {
  return npu_vaddr_near(L, addr, NPU_VOFF_MAX, off);
}

int npu_vaddr_near(NpuLower *L, int64_t addr, int64_t reach, int64_t *off) {
  NpuVaddr *c = &L->vc;
  int best = -1, pool = c->cur;
  bool any = false;
  for (int i = 0; i < c->n; i++) any |= c->pool[i] == pool;
  if (!any) pool = 0;
  for (int i = 0; i < c->n; i++) {
    int64_t d = addr - c->val[i];
    if (c->pool[i] == pool && c->val[i] >= 0 && d >= 0 && d <= reach && d % 32 == 0) {
      best = i;
      break;
    }
  }
  if (best < 0) {
    for (int i = 0; i < c->n; i++)
      if (c->pool[i] == pool && (best < 0 || c->age[i] < c->age[best])) best = i;
    c->val[best] = addr;
    nb_li(L->b, c->reg[best], addr);
  }
  c->age[best] = ++c->tick;
  *off = addr - c->val[best];
  return c->reg[best];
}

void npu_vload_at(NpuLower *L, int m, int64_t addr) {
  int64_t off;
  int r = npu_vaddr(L, addr, &off);
  nb_vload(L->b, m, r, off, (NpuVmem){0, addr, NPU_FP8_TILE});
}
void npu_vstore_at(NpuLower *L, int m, int64_t addr) {
  int64_t off;
  int r = npu_vaddr(L, addr, &off);
  nb_vstore(L->b, m, r, off, (NpuVmem){0, addr, NPU_FP8_TILE});
}
void npu_vload_pair_at(NpuLower *L, int m, int64_t addr) {
  npu_vload_at(L, m, addr);
  npu_vload_at(L, m + 1, addr + NPU_FP8_TILE);
}
void npu_vstore_pair_at(NpuLower *L, int m, int64_t addr) {
  npu_vstore_at(L, m, addr);
  npu_vstore_at(L, m + 1, addr + NPU_FP8_TILE);
}

bool npu_vmem_plan(NpuLower *L, Task *t, NpuVmemReq *r, int n, const char **why) {
  MemBlock *blk = arena_alloc(L->scratch, sizeof *blk * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    blk[i] = (MemBlock){.size = r[i].size, .align = NPU_FP8_TILE, .first = r[i].first, .last = r[i].last};
  int64_t top = memplan_assign(blk, n, NPU_VMEM_KERNEL_BYTES);
  if (top < 0) {
    *why = arena_printf(L->a, "npu: task %d needs more than 1 MiB of VMEM", t->id);
    return false;
  }
  Prop **objs = arena_alloc(L->g->arena, sizeof *objs * (size_t)(n ? n : 1));
  int k = 0;
  for (int i = 0; i < n; i++) {
    r[i].addr = blk[i].addr;
    if (r[i].size <= 0) continue;
    /* a region of the same name and place in many tasks is kept once */
    Prop *o = NULL;
    prop_add_str(L->scratch, &o, "name", r[i].name);
    prop_add_int(L->scratch, &o, "address", r[i].addr);
    prop_add_int(L->scratch, &o, "bytes", r[i].size);
    if (r[i].first != r[i].last || r[i].first != 0) {
      int64_t ph[2] = {r[i].first, r[i].last};
      prop_add_ints(L->scratch, &o, "phases", ph, 2);
    }
    objs[k++] = prop_pool_intern(&L->props, o);
  }
  prop_add_objs(L->g->arena, &t->props, "vmem", objs, k);
  prop_add_int(L->g->arena, &t->props, "vmem_used_bytes", top);
  return true;
}

