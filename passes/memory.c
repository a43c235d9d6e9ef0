/* memory.c: the memory plan step: gives every placement the target's plan
 * made an address in its memory (Target.machine), reusing space by lifetime. */
#include <stdlib.h>
#include <string.h>

#include "npucc/memplan.h"
#include "npucc/passes.h"

bool pass_memory(Graph *g, const Target *T, Diag *d) {
  if (!g->place) return true;
  int n = g->ntensors;
  MemBlock *blk = arena_alloc(g->arena, sizeof *blk * (size_t)(n ? n : 1));
  for (int m = 0; m < T->machine.nmem; m++) {
    const Memory *mem = &T->machine.mem[m];
    if (!mem->planned) continue;
    for (int x = 0; x < n; x++) {
      const Placement *p = &g->place[x];
      bool here = p->space && !strcmp(p->space, mem->space);
      /* an unknown lifetime spans the whole program */
      if (p->in_place) here = false; /* it has its region's address (below) */
      blk[x] = (MemBlock){.size = here ? p->size + p->slack : 0, .align = mem->align,
                          .first = here && p->first_task >= 0 ? p->first_task : 0,
                          .last = here && p->last_task >= 0 ? p->last_task : g->ntasks};
    }
    int64_t top = memplan_assign(blk, n, mem->bytes);
    if (top < 0) {
      diag_error(d, ((Loc){g->file, 0, 0}),
                 "%s: the buffers alive at one time need more than the %lld bytes of %s",
                 T->name, (long long)mem->bytes, mem->space);
      return false;
    }
    for (int x = 0; x < n; x++)
      if (blk[x].size > 0) g->place[x].addr = blk[x].addr;
    for (int x = 0; x < n; x++)
      if (g->place[x].in_place && g->place[x].space && !strcmp(g->place[x].space, mem->space))
        g->place[x].addr = g->place[g->place[x].region_of].addr;
    prop_add_int(g->arena, &g->props, arena_printf(g->arena, "%s_used_bytes", mem->space), top);
    prop_add_int(g->arena, &g->props, arena_printf(g->arena, "%s_no_reuse_bytes", mem->space),
                 memplan_no_reuse_size(blk, n));
  }
  return true;
}
