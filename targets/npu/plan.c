/* plan.c (npu): the plan hook: records what legal decided (decomposed
 * attention run as one task, each kernel's layouts and plan), then gives
 * buffers lifetimes and placements. */
#include <limits.h>
#include <string.h>

#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npucc/bodyexpr.h"

/* A decomposed attention (batch_matmul -> scale/mask -> softmax -> casts ->
 * batch_matmul) legal accepted as one flash-attention task: the Q.K^T task
 * takes the kernel (its plan, made by legal, lists the merged tasks first),
 * the others are marked as merged into it (they keep their ops for the
 * reference evaluator and the task graph). */
static void record_chain(NpuLower *L, Task *qk) {
  Graph *g = L->g;
  qk->kind = TK_ATTENTION;
  for (int k = 1; k < L->nchain[qk->id]; k++) {
    Task *t = &g->tasks[L->chain[qk->id][k]];
    t->kernel = arena_printf(g->arena, "merged into task %d (flash attention)", qk->id);
    t->props = NULL;
    prop_add_int(g->arena, &t->props, "merged_into", qk->id); /* keeps its own kind; its code is qk's */
  }
}

/* Head permutes a kernel took over (it reads or writes their flat side
 * through a strided view, kern_heads.c): recorded as merged; a split's
 * permuted result is never written, so it has no buffer. */
static void record_joined(NpuLower *L) {
  Graph *g = L->g;
  for (int i = 0; i < g->ntasks; i++) {
    int into = npu_merged_into(L, i);
    Task *t = &g->tasks[i];
    if (into < 0 || g->tasks[into].kind != TK_ATTENTION || (t->kind != TK_DATA_MOVEMENT && t->kind != TK_ELEMENTWISE))
      continue;
    bool member = false;
    for (int k = 0; k < L->nchain[into]; k++) member |= L->chain[into][k] == i;
    if (member) continue;
    for (int k = 0; k < t->noutputs; k++) {
      NpuBuf *v = &L->buf[t->outputs[k]];
      if (v->layout != NL_NONE && v->claimed_by == i) {
        memset(v, 0, sizeof *v);
        v->quantized_from = -1;
        v->scale = 1.0;
        v->claimed_by = -1;
      }
    }
    t->kernel = arena_printf(g->arena, "joined task %d (flash attention through a strided view)", into);
    t->props = NULL;
    prop_add_int(g->arena, &t->props, "merged_into", into);
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
    if (L->extra_use[i] >= 0) note_use(L, L->extra_use[i], at), note_use(L, L->extra_use[i], i);
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
    /* Module state: its DRAM region holds the value between calls, so it
     * lives through every call; the value stored into it is read after the
     * last task (the end-of-call write, task graph `state_stores`). */
    if (t->role == ROLE_STATE) v->first_task = 0, v->last_task = g->ntasks;
  }
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++) {
      NpuBuf *v = &L->buf[g->funcs[f].state_src[j]];
      if (v->layout != NL_NONE) v->last_task = g->ntasks;
    }
}

static void record_placements(NpuLower *L) {
  Graph *g = L->g;
  /* built in scratch memory: buffers laid out alike (every layer's) keep
   * one list (L->props) */
  Arena *a = L->scratch;
  graph_places(g); /* DRAM is planned (and its use recorded) even when empty */
  for (int x = 0; x < g->ntensors; x++) {
    const NpuBuf *v = &L->buf[x];
    if (v->layout == NL_NONE) continue;
    const Tensor *t = &g->tensors[x];
    /* the address is the memory planner's */
    Placement *p = graph_place(g, x, "dram", v->bytes, v->first_task,
                               v->last_task > g->ntasks - 1 ? g->ntasks - 1 : v->last_task);
    p->slack = v->slack;
    p->layout = npu_layout_name(v);
    arena_reset(a);
    Prop *d = NULL;
    prop_add_str(a, &d, "device_dtype", v->layout == NL_FP8_TILE ? "f8E4M3FN" : "bf16");
    int64_t view[3] = {v->batch, v->rows, v->cols}, padded[3] = {v->batch, v->rows_p, v->cols_p};
    prop_add_ints(a, &d, "view", view, 3);
    prop_add_ints(a, &d, "padded", padded, 3);
    prop_add_bool(a, &d, "transposed", v->transposed);
    /* a view that is not the tensor's last two dims: how the loader indexes it */
    if (v->reshaped) prop_add_ints(a, &d, "strides", v->strides, 3);
    prop_add_float(a, &d, "pad_value", v->pad_value);
    if (v->layout == NL_FP8_TILE || v->layout == NL_BF16_TILE) {
      prop_add_int(a, &d, "tile_bytes", npu_buf_tile_bytes(v));
      prop_add_str(a, &d, "tile_order",
                   v->batch_inner ? "batch_inner" : v->col_tiles ? "column_major" : "row_major");
    } else if (v->batch_inner) {
      prop_add_str(a, &d, "tile_order", "batch_inner");
    }
    if (v->fp8x2)
      prop_add_str(a, &d, "encoding",
                   "per tile: the fp8 tile of x*scale (hi), then the fp8 tile of 16*(x*scale - hi)");
    if (v->mask_bias)
      prop_add_str(a, &d, "encoding", "i1 as an additive bf16 bias: true -> 0, false -> -9984");
    if (v->scale != 1.0) prop_add_float(a, &d, "scale", v->scale);
    if (v->quantized_from >= 0) prop_add_int(a, &d, "quantized_from", v->quantized_from);
    prop_add_bool(a, &d, "preformatted", t->target_buffer);
    if (v->slack) prop_add_int(a, &d, "readable_slack", v->slack);
    /* literals, not a printed copy per buffer (the property is interned) */
    if (t->dtype == DT_F32 || t->dtype == DT_F16)
      prop_add_str(a, &d, "conversion", t->dtype == DT_F32 ? "f32 <-> bf16 (RNE) by the loader"
                                                                  : "f16 <-> bf16 (RNE) by the loader");
    prop_add_shared(g->arena, &p->props, prop_pool_intern(&L->props, d));
  }
}

/* Two claims that lay a value out the same way, byte for byte. */
static bool same_layout(const NpuBuf *a, const NpuBuf *b) {
  return a->layout == b->layout && a->transposed == b->transposed && a->col_tiles == b->col_tiles &&
         a->mask_bias == b->mask_bias && a->reshaped == b->reshaped && a->fp8x2 == b->fp8x2 &&
         a->batch == b->batch && a->rows == b->rows && a->cols == b->cols && a->rows_p == b->rows_p &&
         a->cols_p == b->cols_p && a->scale == b->scale && a->bytes == b->bytes &&
         (!a->reshaped || !memcmp(a->strides, b->strides, sizeof a->strides));
}

/* Task t is one float cast (extf/truncf between f32 and bf16) of its one
 * operand, element for element: identity maps, all loops parallel. */
static bool is_bf16_f32_cast(const Graph *g, const Task *t) {
  if (t->kind != TK_ELEMENTWISE || t->nops != 1 || t->ninputs != 1 || t->noutputs != 1) return false;
  const Op *op = &g->ops[t->root];
  if (op->kind != OP_STRUCTURED || op->nin != 1 || op->nout != 1 || op->in[0] != t->inputs[0] ||
      op->out[0] != t->outputs[0] || op->body.nyield != 1)
    return false;
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] != IT_PARALLEL) return false;
  for (int k = 0; k < op->nin + op->ninit; k++)
    if (!map_is_identity(&op->maps[k], op->nloops)) return false;
  DType from = g->tensors[op->in[0]].dtype, to = g->tensors[op->out[0]].dtype;
  const ScalarInst *c = &op->body.insts[op->body.yield[0]];
  return (c->op == SC_EXTF || c->op == SC_TRUNCF) && body_is_arg(&op->body, c->a, 0) &&
         (from == DT_F32 || from == DT_BF16) && (to == DT_F32 || to == DT_BF16);
}

/* Casts that run no code. The npu keeps f32 as bf16 (the loader rounds
 * f32 inputs to nearest even, kernels write bf16), so an f32 <-> bf16 cast
 * maps a device buffer to a buffer of the same bytes: when both claims lay
 * it out alike, the result is the operand's region (Placement.in_place,
 * region_of) and the cast's task copies nothing (issue: a truncf of a
 * function input cost a third of a two-matmul module's cycles as a DMA-only
 * copy). The region then lives as long as either value, and neither may be
 * module state (state regions are written in place). */
static void plan_cast_aliases(NpuLower *L) {
  Graph *g = L->g;
  bool *viewed = arena_alloc(g->arena, sizeof *viewed * (size_t)(g->ntensors ? g->ntensors : 1));
  bool *stored = arena_alloc(g->arena, sizeof *stored * (size_t)(g->ntensors ? g->ntensors : 1));
  for (int x = 0; x < g->ntensors; x++)
    if (graph_view_root(g, x) != x) viewed[graph_view_root(g, x)] = true;
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++) stored[g->funcs[f].state_src[j]] = true;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (!npu_runs_code(L, i) || !is_bf16_f32_cast(g, t)) continue;
    int x = t->inputs[0], y = t->outputs[0];
    int px = g->tensors[x].producer, pt = px >= 0 ? g->ops[px].task : -1;
    int r = pt >= 0 && L->alias_of[pt] >= 0 ? L->alias_of[pt] : x; /* a cast of a cast: the first region */
    NpuBuf *br = &L->buf[r], *by = &L->buf[y];
    if (br->layout == NL_NONE || br->layout == NL_FP8_TILE || !same_layout(br, by) ||
        br->pad_value != by->pad_value || br->batch_inner != by->batch_inner || viewed[y] || stored[y] ||
        g->tensors[y].role == ROLE_STATE || g->tensors[graph_view_root(g, r)].role == ROLE_STATE)
      continue;
    L->alias_of[i] = r;
    if (by->first_task < br->first_task) br->first_task = by->first_task;
    if (by->last_task > br->last_task) br->last_task = by->last_task;
    if (by->slack > br->slack) br->slack = by->slack;
  }
}

/* The record of plan_cast_aliases: the result's placement is its region,
 * the task says it runs no code and why. */
static void record_cast_aliases(NpuLower *L) {
  Graph *g = L->g;
  for (int i = 0; i < g->ntasks; i++) {
    int r = L->alias_of[i];
    if (r < 0) continue;
    Task *t = &g->tasks[i];
    Placement *p = &g->place[t->outputs[0]];
    p->in_place = true;
    p->region_of = r;
    prop_add_int(g->arena, &p->props, "region_of", r);
    t->kernel = arena_printf(g->arena, "none: the result is buffer %d's bytes", r);
    prop_add_int(g->arena, &t->props, "result_is_buffer", r);
    prop_add_str(g->arena, &t->props, "no_code",
                 "f32 and bf16 are both bf16 on the npu and the two buffers are laid out alike");
  }
}

/* A task reading state s only as its contraction's accumulator (outs): the
 * accumulator's padding reaches only padded results, which nobody reads. */
static bool reads_as_accumulator(NpuLower *L, const Task *t, int s) {
  const Graph *g = L->g;
  if ((t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL) || npu_merged_into(L, t->id) >= 0) return false;
  for (int k = 0; k < t->nops; k++) {
    const Op *op = &g->ops[t->ops[k]];
    for (int q = 0; q < op_noperands(op); q++)
      if (graph_view_root(g, op_operand(op, q)) == s && (t->ops[k] != t->root || q < op->nin)) return false;
  }
  return true;
}

/* The function's last npu task of its own (not merged into another), -1 if none. */
static int last_npu_task(NpuLower *L, int f) {
  int last = -1;
  for (int i = 0; i < L->g->ntasks; i++)
    if (L->g->tasks[i].func == f && npu_runs_code(L, i)) last = i;
  return last;
}

/* Module state written by the program (util.global.store). The npu task
 * that computes the stored value writes it straight into the state's DRAM
 * region when nothing reads the old value from then on (every task reading
 * it runs before that task) and both have one layout. Otherwise the program
 * copies the value into the region (DMA through VMEM) after the function's
 * last npu task, so after every npu read of the old value (a host task
 * reading it after that keeps the end-of-call step). Either way the state's
 * padding becomes the writer's, not the loader's pad value: only readers
 * that never mix padding
 * into a real element may read the state (elementwise tasks, the host, a
 * contraction's accumulator, whose padding reaches only padded results;
 * in place excludes the accumulator, which its own writer would overwrite
 * while reading). A value that is itself state (a swap) keeps the
 * end-of-call step, which reads every value before writing any. */
static void plan_state_stores(NpuLower *L) {
  Graph *g = L->g;
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    int last = last_npu_task(L, f);
    for (int j = 0; j < fn->nstates; j++) {
      int s = fn->state_dst[j], v = fn->state_src[j];
      const Tensor *tv = &g->tensors[v];
      int p = tv->producer, pt = p >= 0 ? g->ops[p].task : -1;
      if (pt < 0 || g->tasks[pt].device != DEV_TARGET || npu_merged_into(L, pt) >= 0 ||
          tv->role == ROLE_STATE || tv->role == ROLE_INPUT || tv->role == ROLE_WEIGHT ||
          g->tensors[graph_view_root(g, v)].role == ROLE_STATE || L->buf[s].layout == NL_NONE ||
          !same_layout(&L->buf[s], &L->buf[v]))
        continue;
      bool alone = true, before = true, pad_ok = true, acc = false, late_host = false;
      for (int k = 0; k < fn->nstates && alone; k++) alone = k == j || fn->state_src[k] != v;
      for (int x = 0; x < g->ntensors && alone; x++) alone = x == v || graph_view_root(g, x) != v;
      for (int i = 0; i < g->ntasks && pad_ok; i++) {
        const Task *t = &g->tasks[i];
        bool reads = false;
        for (int k = 0; k < t->ninputs && !reads; k++) reads = graph_view_root(g, t->inputs[k]) == s;
        if (!reads) continue;
        if (t->func == f && i >= pt) before = false;
        /* a host task after the copy would read the new value */
        if (t->device == DEV_HOST && t->func == f && i > last) late_host = true;
        if (t->device == DEV_HOST || (t->kind == TK_ELEMENTWISE && npu_merged_into(L, i) < 0)) continue;
        pad_ok = reads_as_accumulator(L, t, s);
        acc = true;
      }
      if (!pad_ok) continue;
      Placement *pl = &g->place[v];
      if (alone && before && !acc) {
        pl->in_place = true;
        pl->region_of = s;
        prop_add_int(g->arena, &pl->props, "state_region", s);
      } else if (!late_host) {
        pl->state_copy = true;
        pl->region_of = s;
        prop_add_int(g->arena, &pl->props, "state_copy_into", s);
        prop_add_int(g->arena, &pl->props, "state_copy_after_task", last);
      }
    }
  }
}

/* What legal planned, recorded per task (its walk kept each accepted
 * task's claims and kernel plan, in Graph.target_data), then buffer
 * lifetimes and placements (addresses are the memory planner's). */
bool npu_plan(Graph *g, const Options *o, Diag *d) {
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) return true; /* fixed skeletons: nothing to plan */
  NpuLower *L = g->target_data;
  if (!L) { /* legal saw no task the shared checks left to the npu */
    L = g->target_data = arena_alloc(g->arena, sizeof *L);
    npu_lower_init(L, g, o, d);
  }
  L->d = d;
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET || npu_merged_into(L, i) >= 0) continue;
    if (!L->kept_props || !L->plans[i]) {
      diag_error(d, t->loc, "npu: internal error: task %d is on the npu without a plan", t->id);
      return false;
    }
    if (L->nchain[i]) record_chain(L, t);
    t->props = L->kept_props[i];
    t->kernel = L->kept_kernel[i];
    if (L->flash_rejected[i]) prop_add_str(g->arena, &t->props, "flash_attention_rejected", L->flash_rejected[i]);
  }
  record_joined(L);
  plan_lifetimes(L);
  plan_cast_aliases(L);
  record_placements(L);
  record_cast_aliases(L);
  plan_state_stores(L);
  return true;
}
