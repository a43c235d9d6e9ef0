/* kernels.c (npu): one task's plan by the kernel of its kind, and the empty
 * plan state: what legal tries and plan then records, the same way. */
#include "npu/kernels.h"

void npu_lower_init(NpuLower *L, Graph *g, const Options *o, Diag *d) {
  *L = (NpuLower){.g = g, .o = o, .d = d, .a = g->arena};
  L->nbuf = g->ntensors;
  L->props.arena = g->arena;
  L->scratch = arena_child(g->arena);
  /* Room for the buffers lowering adds: per task at most two quantized
   * operands and two constant tiles, doubled for a plan that is retried.
   * Fixed, since plans point into it. Only the graph's own entries are set
   * here: the sites that add one set all of it, and the room never used
   * stays untouched zero pages (a large arena block is calloc'd). */
  L->capbuf = g->ntensors + 8 * g->ntasks + 256;
  L->buf = arena_alloc(g->arena, sizeof *L->buf * (size_t)L->capbuf);
  for (int x = 0; x < L->nbuf; x++) {
    L->buf[x].quantized_from = -1;
    L->buf[x].scale = 1.0;
    L->buf[x].claimed_by = -1;
  }
  size_t n = (size_t)g->ntasks + 1;
  L->plans = arena_alloc(g->arena, sizeof *L->plans * n);
  L->merged_into = arena_alloc(g->arena, sizeof *L->merged_into * n);
  L->alias_of = arena_alloc(g->arena, sizeof *L->alias_of * n);
  L->extra_use = arena_alloc(g->arena, sizeof *L->extra_use * n);
  for (int i = 0; i < g->ntasks; i++) L->merged_into[i] = L->alias_of[i] = L->extra_use[i] = -1;
  L->chain = arena_alloc(g->arena, sizeof *L->chain * n);
  L->nchain = arena_alloc(g->arena, sizeof *L->nchain * n);
  L->flash_rejected = arena_alloc(g->arena, sizeof *L->flash_rejected * n);
}

bool npu_plan_task(NpuLower *L, Task *t, TaskKind kind, const char **why) {
  arena_reset(L->scratch);
  /* a head permute reads or writes the flat tensor behind its view itself */
  if (kind == TK_DATA_MOVEMENT || (kind == TK_ELEMENTWISE && npu_heads_copy(L, t)))
    return npu_plan_heads(L, t, why);
  for (int k = 0; k < t->ninputs; k++)
    if (npu_unwritten_view(L, t->inputs[k])) {
      *why = "npu: reads a reshaped view of a buffer another npu task writes in tiles (no "
             "relayout on the device)";
      return false;
    }
  switch (kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL:
    if (npu_depthwise_form(L->g->matches[L->g->ops[t->root].match].mm)) return npu_plan_depthwise(L, t, why);
    return npu_plan_matmul(L, t, why) && npu_vmem_matmul(L, t, why);
  case TK_SOFTMAX: return npu_plan_softmax(L, t, why) && npu_vmem_softmax(L, t, why);
  case TK_ATTENTION: return npu_plan_attention(L, t, why) && npu_vmem_attention(L, t, why);
  case TK_ELEMENTWISE:
  case TK_REDUCTION:
    if (npu_is_row_group(L->g, t)) return npu_plan_row_group(L, t, why);
    return npu_plan_elementwise(L, t, why);
  default:
    *why = "npu: no kernel for this task kind";
    return false;
  }
}
