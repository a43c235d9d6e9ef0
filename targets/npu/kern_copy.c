/* kern_copy.c (npu): module state stores the program makes by copying: the
 * stored value's DRAM bytes into the state's region, through VMEM. */
#include "npu/kernels.h"
#include "npu/schedule.h"

/* The ISA has no DRAM-to-DRAM transfer: each chunk goes DRAM -> VMEM ->
 * DRAM on one channel. All tasks before have quiesced, so VMEM from 0 is free. */
enum { COPY_CHUNK = 256 * 1024 };

bool npu_emit_state_copies(NpuLower *L, int after) {
  Graph *g = L->g;
  NpuBuilder *b = L->b;
  const Func *fn = &g->funcs[g->tasks[after].func];
  bool any = false;
  for (int j = 0; j < fn->nstates; j++) {
    int s = fn->state_dst[j], v = fn->state_src[j];
    if (!g->place || !g->place[v].state_copy || g->place[v].region_of != s) continue;
    const Prop *at = prop_find(g->place[v].props, "state_copy_after_task");
    if (!at || at->i != after) continue;
    any = true;
    const NpuBuf *from = &L->buf[v], *to = &L->buf[s];
    nb_comment(b, arena_printf(g->arena, "store @%s: buffer %d into its region (DMA through VMEM)",
                               g->tensors[s].name ? g->tensors[s].name : "state", v));
    int xv = nb_xalloc(b), xd = nb_xalloc(b), xl = nb_xalloc(b);
    nb_li(b, xv, 0);
    for (int64_t off = 0; off < from->bytes; off += COPY_CHUNK) {
      int64_t len = from->bytes - off < COPY_CHUNK ? from->bytes - off : COPY_CHUNK;
      NpuVmem vm = {0, 0, len};
      nb_li(b, xl, len);
      nb_li(b, xd, from->addr + off);
      nb_dma_load(b, 0, xv, xd, xl, vm);
      nb_dma_wait(b, 0);
      nb_li(b, xd, to->addr + off);
      nb_dma_store(b, 0, xd, xv, xl, vm);
      nb_dma_wait(b, 0);
    }
    nb_xfree(b, xl);
    nb_xfree(b, xd);
    nb_xfree(b, xv);
  }
  return any;
}
