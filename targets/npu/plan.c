/* plan.c (npu): the plan hook: runs decomposed attention as one task, has
 * each kernel claim layouts and plan its task, then gives buffers lifetimes. */
#include <limits.h>
#include <string.h>

#include "npu/hooks.h"
#include "npu/kernels.h"

static void to_host(NpuLower *L, Task *t, const char *why) {
  t->device = DEV_HOST;
  t->reason = why ? why : "npu: not supported by the emitter";
  t->kernel = NULL;
  t->props = NULL;
  npu_unclaim_task(L, t->id);
}

/* A decomposed attention (batch_matmul -> scale/mask -> softmax -> casts ->
 * batch_matmul) runs as one flash-attention task: the Q.K^T task takes the
 * kernel, the others are marked as merged into it (they keep their ops for
 * the reference evaluator and the task graph). */
static void merge_attention_chains(NpuLower *L) {
  Graph *g = L->g;
  for (int c = 0; c < g->nchains; c++) {
    int i = g->ops[g->chains[c].ops[0]].task;
    if (i < 0) continue;
    Task *qk = &g->tasks[i];
    const Match *m = &g->matches[g->ops[qk->root].match];
    if (qk->device != DEV_TARGET || m->attn_chain != c || m->attn_role != ATTN_QK) continue;
    /* the tasks holding the chain's ops, in task order */
    int members[16], n = 0;
    bool ok = true;
    for (int j = i; j < g->ntasks && n < 16; j++) {
      Task *t = &g->tasks[j];
      bool in_chain = false;
      for (int k = 0; k < t->nops; k++) {
        int mi = g->ops[t->ops[k]].match;
        if (mi >= 0 && g->matches[mi].attn_chain == c) in_chain = true;
      }
      if (!in_chain) continue;
      if (t->device != DEV_TARGET || t->func != qk->func) ok = false;
      members[n++] = j;
    }
    if (!ok || n < 3) continue;
    /* the pv task must be the last member */
    const Task *last = &g->tasks[members[n - 1]];
    const Match *lm = &g->matches[g->ops[last->root].match];
    if (lm->attn_role != ATTN_PV) continue;
    int64_t *ids = arena_alloc(g->arena, sizeof *ids * (size_t)n);
    L->chain[qk->id] = arena_alloc(g->arena, sizeof **L->chain * (size_t)n);
    L->nchain[qk->id] = n;
    for (int k = 0; k < n; k++) ids[k] = L->chain[qk->id][k] = members[k];
    /* the task graph's record; the plan reads L->chain and L->merged_into */
    prop_add_ints(g->arena, &qk->props, "merged_tasks", ids, n);
    qk->kind = TK_ATTENTION;
    qk->kernel = "npu_flash_attention_bf16";
    for (int k = 1; k < n; k++) {
      Task *t = &g->tasks[members[k]];
      t->kernel = arena_printf(g->arena, "merged into task %d (flash attention)", qk->id);
      t->props = NULL;
      prop_add_int(g->arena, &t->props, "merged_into", qk->id);
      L->merged_into[t->id] = qk->id; /* keeps its own kind; its code is qk's */
    }
  }
}

/* ------------------------------------------------------------- planning */

static bool plan_task(NpuLower *L, Task *t, const char **why) {
  /* a view of a buffer another npu task wrote in tiles would need a
   * relayout on the device: the loader only lays out what comes from the
   * host (inputs, constants, host tasks' results) */
  for (int k = 0; k < t->ninputs; k++) {
    int x = t->inputs[k], r = graph_view_root(L->g, x);
    int p = r != x ? L->g->tensors[r].producer : -1;
    if (p >= 0 && L->g->ops[p].task >= 0 && L->g->tasks[L->g->ops[p].task].device == DEV_TARGET) {
      *why = "npu: reads a reshaped view of a buffer another npu task writes in tiles (no "
             "relayout on the device)";
      return false;
    }
  }
  switch (t->kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL: return npu_plan_matmul(L, t, why);
  case TK_SOFTMAX: return npu_plan_softmax(L, t, why);
  case TK_ATTENTION: return npu_plan_attention(L, t, why);
  case TK_ELEMENTWISE:
  case TK_REDUCTION: return npu_plan_elementwise(L, t, why);
  default:
    *why = "npu: no kernel for this task kind";
    return false;
  }
}

/* Tensors a task reads and writes on the device (for lifetimes). */
static void note_use(NpuLower *L, int x, int task) {
  NpuBuf *v = &L->buf[x];
  if (v->layout == NL_NONE) return;
  if (task < v->first_task) v->first_task = task;
  if (task > v->last_task) v->last_task = task;
}


/* Lifetimes of the device buffers in task order, for the memory planner. */
static void plan_lifetimes(NpuLower *L) {
  Graph *g = L->g;
  int n = g->ntensors;
  for (int x = 0; x < n; x++) {
    NpuBuf *v = &L->buf[x];
    v->first_task = INT_MAX;
    v->last_task = -1;
  }
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    /* a task merged into another runs inside it: its buffers live from there */
    int at = npu_merged_into(L, i) >= 0 ? npu_merged_into(L, i) : i;
    for (int k = 0; k < t->ninputs; k++) note_use(L, t->inputs[k], at), note_use(L, t->inputs[k], i);
    for (int k = 0; k < t->noutputs; k++) note_use(L, t->outputs[k], at), note_use(L, t->outputs[k], i);
  }
  for (int x = 0; x < n; x++) {
    NpuBuf *v = &L->buf[x];
    if (v->layout == NL_NONE) continue;
    const Tensor *t = &g->tensors[x];
    /* quantized copies live as long as what they replace would have */
    if (v->first_task == INT_MAX) v->first_task = 0, v->last_task = g->ntasks;
    /* inputs and constants are placed before the run, outputs read after it;
     * what the loader or the host writes (views of those, host results)
     * lives from then on, not from its first npu reader */
    if (t->role == ROLE_INPUT || t->role == ROLE_WEIGHT || t->target_buffer) v->first_task = 0;
    int root = graph_view_root(g, x), rp = g->tensors[root].producer;
    int rt = rp >= 0 ? g->ops[rp].task : -1;
    if (rt < 0 || g->tasks[rt].device != DEV_TARGET) {
      int from = rt >= 0 ? rt : 0;
      if (from < v->first_task) v->first_task = from;
    }
    if (t->role == ROLE_OUTPUT || t->role == ROLE_WEIGHT || t->target_buffer)
      v->last_task = g->ntasks;
  }
}

static void record_placements(NpuLower *L) {
  Graph *g = L->g;
  Arena *a = g->arena;
  g->place = arena_alloc(a, sizeof *g->place * (size_t)(g->ntensors ? g->ntensors : 1));
  for (int x = 0; x < g->ntensors; x++) {
    Placement *p = &g->place[x];
    const NpuBuf *v = &L->buf[x];
    p->first_task = p->last_task = -1;
    if (v->layout == NL_NONE) continue;
    const Tensor *t = &g->tensors[x];
    p->space = "dram";
    p->addr = -1; /* the memory planner's */
    p->size = v->bytes;
    p->slack = v->slack;
    p->layout = npu_layout_name(v);
    p->first_task = v->first_task;
    p->last_task = v->last_task > g->ntasks - 1 ? g->ntasks - 1 : v->last_task;
    prop_add_str(a, &p->props, "device_dtype", v->layout == NL_FP8_TILE ? "f8E4M3FN" : "bf16");
    int64_t view[3] = {v->batch, v->rows, v->cols}, padded[3] = {v->batch, v->rows_p, v->cols_p};
    prop_add_ints(a, &p->props, "view", view, 3);
    prop_add_ints(a, &p->props, "padded", padded, 3);
    prop_add_bool(a, &p->props, "transposed", v->transposed);
    prop_add_float(a, &p->props, "pad_value", v->pad_value);
    if (v->layout == NL_FP8_TILE || v->layout == NL_BF16_TILE) {
      prop_add_int(a, &p->props, "tile_bytes", npu_buf_tile_bytes(v));
      prop_add_str(a, &p->props, "tile_order", v->col_tiles ? "column_major" : "row_major");
    }
    if (v->fp8x2)
      prop_add_str(a, &p->props, "encoding",
                   "per tile: the fp8 tile of x*scale (hi), then the fp8 tile of 16*(x*scale - hi)");
    if (v->mask_bias)
      prop_add_str(a, &p->props, "encoding", "i1 as an additive bf16 bias: true -> 0, false -> -9984");
    if (v->scale != 1.0) prop_add_float(a, &p->props, "scale", v->scale);
    if (v->quantized_from >= 0) prop_add_int(a, &p->props, "quantized_from", v->quantized_from);
    prop_add_bool(a, &p->props, "preformatted", t->target_buffer);
    if (v->slack) prop_add_int(a, &p->props, "readable_slack", v->slack);
    if (t->dtype == DT_F32 || t->dtype == DT_F16)
      prop_add_str(a, &p->props, "conversion", arena_printf(a, "%s <-> bf16 (RNE) by the loader",
                                                            dtype_name(t->dtype)));
  }
}

/* Layout claims and kernel plans per task, then buffer lifetimes and
 * placements (addresses are the memory planner's). */
bool npu_plan(Graph *g, const Options *o, Diag *d) {
  /* Module state needs a DRAM region the loader fills once and the program
   * rewrites at its end; until the npu program does that, a store would be
   * lost between runs: refused, not dropped. */
  for (int f = 0; f < g->nfuncs; f++)
    if (g->funcs[f].nstates) {
      const Tensor *st = &g->tensors[g->funcs[f].state_dst[0]];
      diag_error(d, st->loc,
                 "@%s stores module state @%s (util.global.store): the npu target does not keep "
                 "state across runs yet; --target=opu and --target=gemmini do",
                 g->funcs[f].name, st->name ? st->name : "?");
      return false;
    }
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) return true; /* fixed skeletons: nothing to plan */
  NpuLower *Lp = arena_alloc(g->arena, sizeof *Lp);
  g->target_data = Lp;
  NpuLower L = {.g = g, .o = o, .d = d, .a = g->arena};
  L.nbuf = g->ntensors;
  /* Room for the buffers lowering adds: per task at most two quantized
   * operands and two constant tiles, doubled for a plan that is retried. */
  L.capbuf = g->ntensors + 8 * g->ntasks + 256;
  L.buf = arena_alloc(g->arena, sizeof *L.buf * (size_t)L.capbuf);
  for (int x = 0; x < L.capbuf; x++) {
    L.buf[x].quantized_from = -1;
    L.buf[x].scale = 1.0;
    L.buf[x].claimed_by = -1;
  }
  L.plans = arena_alloc(g->arena, sizeof *L.plans * (size_t)(g->ntasks + 1));
  L.merged_into = arena_alloc(g->arena, sizeof *L.merged_into * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++) L.merged_into[i] = -1;
  L.chain = arena_alloc(g->arena, sizeof *L.chain * (size_t)(g->ntasks + 1));
  L.nchain = arena_alloc(g->arena, sizeof *L.nchain * (size_t)(g->ntasks + 1));
  merge_attention_chains(&L);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET || npu_merged_into(&L, i) >= 0) continue;
    const char *why = NULL;
    if (plan_task(&L, t, &why)) continue;
    if (L.nchain[t->id]) {
      /* a decomposed attention the flash kernel cannot take runs as its
       * parts: they are planned one by one (the later ones by this loop) */
      npu_unclaim_task(&L, t->id);
      for (int k = 1; k < L.nchain[t->id]; k++) {
        Task *m = &g->tasks[L.chain[t->id][k]];
        L.merged_into[m->id] = -1;
        m->props = NULL;
        m->kernel = NULL;
        prop_add_str(g->arena, &m->props, "flash_attention_rejected", why ? why : "");
      }
      L.nchain[t->id] = 0;
      t->props = NULL;
      t->kind = g->matches[g->ops[t->root].match].kind;
      why = NULL;
      if (plan_task(&L, t, &why)) continue;
    }
    to_host(&L, t, why);
  }
  plan_lifetimes(&L);
  record_placements(&L);
  *Lp = L;
  return true;
}

