/* lower.c (npu): from legal tasks to one npu_model program per entry: merges
 * decomposed attention, fixes buffer layouts, plans DRAM, runs the kernels. */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "npu/npu.h"
#include "npucc/memplan.h"
#include "npucc/numeric.h"

/* ------------------------------------------------------------- layouts */

int64_t npu_buf_tile_bytes(const NpuBuf *b) {
  return b->layout == NL_FP8_TILE ? NPU_FP8_TILE : NPU_BF16_TILE;
}

int64_t npu_buf_tile_off(const NpuBuf *b, int64_t bi, int64_t i, int64_t j) {
  int64_t rt = b->rows_p / NPU_TILE, ct = b->cols_p / NPU_TILE;
  switch (b->layout) {
  case NL_ROWS_REP: return (bi * ct + j) * NPU_BF16_TILE;
  case NL_COLS_REP: return (bi * rt + i) * NPU_BF16_TILE;
  case NL_SPLAT: return 0;
  default:
    if (b->col_tiles) return ((bi * ct + j) * rt + i) * npu_buf_tile_bytes(b);
    return ((bi * rt + i) * ct + j) * npu_buf_tile_bytes(b);
  }
}

const char *npu_layout_name(const NpuBuf *b) {
  switch (b->layout) {
  case NL_FP8_TILE: return "fp8_tile";
  case NL_BF16_TILE: return b->mask_bias ? "bf16_mask_bias" : "bf16_split_halves";
  case NL_ROWS_REP: return "bf16_rows_replicated";
  case NL_COLS_REP: return "bf16_cols_replicated";
  case NL_SPLAT: return "bf16_splat";
  default: return "none";
  }
}

static bool set_view(const Tensor *x, NpuBuf *v, NpuLayout lay, bool transposed) {
  if (!tensor_is_static(x)) return false;
  int r = x->rank;
  v->batch = 1;
  if (lay == NL_SPLAT) {
    v->rows = v->cols = 1;
  } else if (r == 0) {
    return false;
  } else if (r == 1) {
    v->rows = lay == NL_COLS_REP ? x->dims[0] : 1;
    v->cols = lay == NL_COLS_REP ? 1 : x->dims[0];
  } else {
    for (int i = 0; i < r - 2; i++) v->batch *= x->dims[i];
    v->rows = transposed ? x->dims[r - 1] : x->dims[r - 2];
    v->cols = transposed ? x->dims[r - 2] : x->dims[r - 1];
    if (lay == NL_ROWS_REP && v->rows != 1) return false;
    if (lay == NL_COLS_REP && v->cols != 1) return false;
  }
  v->rows_p = npu_pad(v->rows);
  v->cols_p = npu_pad(v->cols);
  switch (lay) {
  case NL_FP8_TILE: v->bytes = v->batch * v->rows_p * v->cols_p; break;
  case NL_BF16_TILE: v->bytes = 2 * v->batch * v->rows_p * v->cols_p; break;
  case NL_ROWS_REP: v->bytes = v->batch * (v->cols_p / NPU_TILE) * NPU_BF16_TILE; break;
  case NL_COLS_REP: v->bytes = v->batch * (v->rows_p / NPU_TILE) * NPU_BF16_TILE; break;
  case NL_SPLAT: v->bytes = NPU_BF16_TILE; break;
  default: return false;
  }
  v->layout = lay;
  v->transposed = transposed;
  return true;
}

bool npu_claim(NpuLower *L, int x, NpuLayout lay, bool transposed, int task, const char **why) {
  NpuBuf *v = &L->buf[x];
  const Tensor *t = &L->g->tensors[x];
  if (v->layout != NL_NONE) {
    if (v->layout == lay && v->transposed == transposed && !v->col_tiles) return true;
    *why = arena_printf(L->a,
                        "npu: buffer %%%s is laid out as %s%s for task %d; this task needs %s%s",
                        t->name ? t->name : arena_printf(L->a, "%d", x), npu_layout_name(v),
                        v->transposed ? " (transposed)" : "", v->claimed_by,
                        lay == NL_FP8_TILE ? "fp8_tile" : lay == NL_BF16_TILE ? "bf16 tiles"
                                                                              : "a vector layout",
                        transposed ? " (transposed)" : "");
    return false;
  }
  NpuBuf nv = *v;
  if (!set_view(t, &nv, lay, transposed)) {
    *why = arena_printf(L->a, "npu: tensor %d (rank %d) has no %s layout", x, t->rank,
                        npu_layout_name(&(NpuBuf){.layout = lay}));
    return false;
  }
  nv.claimed_by = task;
  nv.mask_bias = t->dtype == DT_I1;
  nv.pad_value = nv.mask_bias ? NPU_PAD_NEG : 0.0;
  *v = nv;
  return true;
}

bool npu_claim_matrix(NpuLower *L, int x, NpuLayout lay, bool transposed, int task,
                      const char **why) {
  return npu_claim(L, x, lay, transposed, task, why);
}

bool npu_claim_col_tiles(NpuLower *L, int x, int task, const char **why) {
  NpuBuf *v = &L->buf[x];
  if (v->layout != NL_NONE) {
    if (v->layout == NL_BF16_TILE && v->col_tiles && !v->transposed) return true;
    *why = "npu: a buffer another task lays out with row-major tiles; this one needs column strips";
    return false;
  }
  if (!npu_claim(L, x, NL_BF16_TILE, false, task, why)) return false;
  L->buf[x].col_tiles = true;
  return true;
}

/* Undo the claims a failed plan made. */
static void unclaim_task(NpuLower *L, int task) {
  for (int i = 0; i < L->nbuf; i++)
    if (L->buf[i].layout != NL_NONE && L->buf[i].claimed_by == task) {
      NpuBuf *v = &L->buf[i];
      memset(v, 0, sizeof *v);
      v->quantized_from = -1;
      v->scale = 1.0;
      v->claimed_by = -1;
    }
}

/* ------------------------------------------------------ VMEM addressing */

enum { VADDR_REGS = 3, VADDR_REACH = 4095 * 32 };

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
  NpuVaddr *c = &L->vc;
  int best = -1, pool = c->cur;
  bool any = false;
  for (int i = 0; i < c->n; i++) any |= c->pool[i] == pool;
  if (!any) pool = 0;
  for (int i = 0; i < c->n; i++) {
    int64_t d = addr - c->val[i];
    if (c->pool[i] == pool && c->val[i] >= 0 && d >= 0 && d <= VADDR_REACH && d % 32 == 0) {
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

bool npu_vmem_plan(NpuLower *L, Task *t, NpuVmemReq *r, int n) {
  MemBlock *blk = arena_alloc(L->a, sizeof *blk * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    blk[i] = (MemBlock){.size = r[i].size, .align = NPU_FP8_TILE, .first = r[i].first, .last = r[i].last};
  int64_t top = memplan_assign(blk, n, NPU_VMEM_BYTES);
  if (top < 0) {
    nb_fail(L->b, "npu: task %d needs more than 1 MiB of VMEM", t->id);
    return false;
  }
  Prop **objs = arena_alloc(L->g->arena, sizeof *objs * (size_t)(n ? n : 1));
  int k = 0;
  for (int i = 0; i < n; i++) {
    r[i].addr = blk[i].addr;
    if (r[i].size <= 0) continue;
    Prop *o = NULL;
    prop_add_str(L->g->arena, &o, "name", r[i].name);
    prop_add_int(L->g->arena, &o, "address", r[i].addr);
    prop_add_int(L->g->arena, &o, "bytes", r[i].size);
    if (r[i].first != r[i].last || r[i].first != 0) {
      int64_t ph[2] = {r[i].first, r[i].last};
      prop_add_ints(L->g->arena, &o, "phases", ph, 2);
    }
    objs[k++] = o;
  }
  prop_add_objs(L->g->arena, &t->props, "vmem", objs, k);
  prop_add_int(L->g->arena, &t->props, "vmem_used_bytes", top);
  return true;
}

int npu_const_tensor(NpuLower *L, Task *t, const uint8_t *bytes, int64_t n, const char *name) {
  Graph *g = L->g;
  if (g->ntensors + 1 > L->capbuf) return -1;
  int64_t dims[1] = {n / 2};
  Tensor *q = graph_add_tensor(g, DT_BF16, 1, dims, g->ops[t->root].loc);
  q->role = ROLE_WEIGHT;
  q->cst = CONST_DENSE;
  uint8_t *copy = arena_alloc(g->arena, (size_t)n);
  memcpy(copy, bytes, (size_t)n);
  q->bytes = copy;
  q->nbytes = (size_t)n;
  q->cst_source = arena_printf(g->arena, "npucc: %s for task %d", name, t->id);
  q->name = arena_printf(g->arena, "t%d.%s", t->id, name);
  q->target_buffer = true;
  L->nbuf = g->ntensors;
  NpuBuf *v = &L->buf[q->id];
  memset(v, 0, sizeof *v);
  v->layout = NL_BF16_TILE;
  v->batch = 1;
  v->rows = 32;
  v->cols = n / 64;
  v->rows_p = 32;
  v->cols_p = npu_pad(v->cols);
  v->bytes = n;
  v->scale = 1.0;
  v->quantized_from = -1;
  v->claimed_by = t->id;
  return q->id;
}

/* ------------------------------------------------------ task structure */

int npu_task_output(const Graph *g, const Task *t) {
  const Op *last = &g->ops[t->ops[t->nops - 1]];
  if (last->kind == OP_FILL) last = &g->ops[t->root];
  return last->nout ? last->out[0] : -1;
}

static void to_host(NpuLower *L, Task *t, const char *why) {
  t->device = DEV_HOST;
  t->reason = why ? why : "npu: not supported by the emitter";
  t->kernel = NULL;
  t->props = NULL;
  unclaim_task(L, t->id);
}

/* A decomposed attention (batch_matmul -> scale/mask -> softmax -> casts ->
 * batch_matmul) runs as one flash-attention task: the Q.K^T task takes the
 * kernel, the others are marked as merged into it (they keep their ops for
 * the reference evaluator and the task graph). */
static void merge_attention_chains(NpuLower *L) {
  Graph *g = L->g;
  for (int i = 0; i < g->ntasks; i++) {
    Task *qk = &g->tasks[i];
    const Match *m = &g->matches[g->ops[qk->root].match];
    if (qk->device != DEV_NPU || m->attn_chain < 0 || strcmp(m->attn_role, "qk")) continue;
    int members[16], n = 0;
    bool ok = true;
    for (int j = i; j < g->ntasks && n < 16; j++) {
      Task *t = &g->tasks[j];
      bool in_chain = false;
      for (int k = 0; k < t->nops; k++) {
        int mi = g->ops[t->ops[k]].match;
        if (mi >= 0 && g->matches[mi].attn_chain == m->attn_chain) in_chain = true;
      }
      if (!in_chain) continue;
      if (t->device != DEV_NPU || t->func != qk->func) ok = false;
      members[n++] = j;
    }
    if (!ok || n < 3) continue;
    /* the pv task must be the last member */
    const Task *last = &g->tasks[members[n - 1]];
    const Match *lm = &g->matches[g->ops[last->root].match];
    if (!lm->attn_role || strcmp(lm->attn_role, "pv")) continue;
    int64_t *ids = arena_alloc(g->arena, sizeof *ids * (size_t)n);
    for (int k = 0; k < n; k++) ids[k] = members[k];
    prop_add_ints(g->arena, &qk->props, "merged_tasks", ids, n);
    qk->kind = TK_ATTENTION;
    qk->kernel = "npu_flash_attention_bf16";
    for (int k = 1; k < n; k++) {
      Task *t = &g->tasks[members[k]];
      t->kernel = arena_printf(g->arena, "merged into task %d (flash attention)", qk->id);
      t->props = NULL;
      prop_add_int(g->arena, &t->props, "merged_into", qk->id);
      t->kind = t->kind; /* keeps its own kind; its code is the attention task's */
    }
  }
}

/* Tasks merged into another carry "merged_into". */
static int merged_into(const Task *t) {
  const Prop *p = prop_find(t->props, "merged_into");
  return p ? (int)p->i : -1;
}

/* ------------------------------------------------------------- planning */

/* The tensor a chain of views (reshape, bitcast) reads, or x itself. */
static int view_root(const Graph *g, int x) {
  for (int guard = 0; guard < 64; guard++) {
    int p = g->tensors[x].producer;
    if (p < 0 || g->ops[p].dead || (g->ops[p].kind != OP_RESHAPE && g->ops[p].kind != OP_BITCAST) ||
        g->ops[p].nin < 1)
      return x;
    x = g->ops[p].in[0];
  }
  return x;
}

static bool plan_task(NpuLower *L, Task *t, const char **why) {
  /* a view of a buffer another npu task wrote in tiles would need a
   * relayout on the device: the loader only lays out what comes from the
   * host (inputs, constants, host tasks' results) */
  for (int k = 0; k < t->ninputs; k++) {
    int x = t->inputs[k], r = view_root(L->g, x);
    int p = r != x ? L->g->tensors[r].producer : -1;
    if (p >= 0 && L->g->ops[p].task >= 0 && L->g->tasks[L->g->ops[p].task].device == DEV_NPU) {
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

static bool emit_task(NpuLower *L, Task *t) {
  switch (t->kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL: return npu_emit_matmul(L, t);
  case TK_SOFTMAX: return npu_emit_softmax(L, t);
  case TK_ATTENTION: return npu_emit_attention(L, t);
  default: return npu_emit_elementwise(L, t);
  }
}

/* Tensors a task reads and writes on the device (for lifetimes). */
static void note_use(NpuLower *L, int x, int task) {
  NpuBuf *v = &L->buf[x];
  if (v->layout == NL_NONE) return;
  if (task < v->first_task) v->first_task = task;
  if (task > v->last_task) v->last_task = task;
}

static int view_root(const Graph *g, int x);

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
    int at = merged_into(t) >= 0 ? merged_into(t) : i;
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
    int root = view_root(g, x), rp = g->tensors[root].producer;
    int rt = rp >= 0 ? g->ops[rp].task : -1;
    if (rt < 0 || g->tasks[rt].device != DEV_NPU) {
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

/* ------------------------------------------------------------- program */

static const char *label_safe(Arena *a, const char *s) {
  char *o = arena_strdup(a, s && *s ? s : "entry");
  for (char *p = o; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
          *p == '_' || *p == '.'))
      *p = '_';
  if (o[0] >= '0' && o[0] <= '9') o = arena_printf(a, "_%s", o);
  return o;
}

static void seg_push(Arena *a, int64_t **v, int *n, int *cap, int64_t x) {
  ARENA_PUSH(a, *v, *n, *cap);
  (*v)[(*n)++] = x;
}

/* One program per entry function; each run of npu tasks between host tasks
 * is a segment with its own label and prologue, ending in ecall when more
 * of the file follows, so that a runner can stop at the host's turn. */
static bool emit_program(NpuLower *L) {
  Graph *g = L->g;
  NpuBuilder *b = L->b;
  int segs_left = 0;
  for (int f = 0; f < g->nfuncs; f++) {
    bool in_seg = false;
    for (int i = 0; i < g->ntasks; i++) {
      const Task *t = &g->tasks[i];
      if (t->func != f) continue;
      bool npu = t->device == DEV_NPU && merged_into(t) < 0;
      if (t->device == DEV_HOST) in_seg = false;
      if (npu && !in_seg) segs_left++, in_seg = true;
    }
  }
  npu_vaddr_init(L);
  /* e0: seli is skipped when x[index] already holds the value, and x0 is 0 */
  L->e_one = 0;
  for (int f = 0; f < g->nfuncs && !nb_failed(b); f++) {
    bool in_seg = false;
    int seg = 0;
    for (int i = 0; i < g->ntasks && !nb_failed(b); i++) {
      Task *t = &g->tasks[i];
      if (t->func != f) continue;
      if (t->device == DEV_HOST) {
        if (in_seg) {
          nb_set_task(b, -1);
          nb_quiesce(b);
          if (--segs_left > 0) nb_ecall(b);
          in_seg = false;
        }
        if (L->nsegs > 0 && L->segs[L->nsegs - 1].func == f) {
          struct NpuSegment *sg = &L->segs[L->nsegs - 1];
          seg_push(g->arena, &sg->host_after, &sg->nhost, &sg->caphost, t->id);
          prop_add_int(g->arena, &t->props, "after_segment", L->nsegs - 1);
        }
        continue;
      }
      if (t->device != DEV_NPU) continue;
      if (merged_into(t) >= 0) {
        prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
        continue;
      }
      if (!in_seg) {
        nb_set_task(b, -1);
        const char *nm = label_safe(g->arena, g->funcs[f].name);
        int lab = nb_label_new(b, seg ? arena_printf(g->arena, "%s_seg%d", nm, seg) : nm);
        nb_label_place(b, lab);
        npu_vaddr_reset(L);
        /* dma.base = 0 for every transfer; a segment may run on its own */
        nb_dma_config(b, 0);
        nb_dma_wait(b, 0);
        nb_seli(b, L->e_one, 1);
        ARENA_PUSH(g->arena, L->segs, L->nsegs, L->capsegs);
        memset(&L->segs[L->nsegs], 0, sizeof *L->segs);
        L->segs[L->nsegs].func = f;
        L->segs[L->nsegs].label = lab;
        L->nsegs++;
        seg++;
        in_seg = true;
      }
      struct NpuSegment *sg = &L->segs[L->nsegs - 1];
      seg_push(g->arena, &sg->tasks, &sg->ntasks, &sg->captasks, t->id);
      nb_set_task(b, t->id);
      const char *kn = arena_printf(g->arena, "t%d_%s", t->id, task_kind_name(t->kind));
      t->label = nb_label_name(b, nb_label_new(b, kn));
      nb_label_place(b, nb_label_count(b) - 1);
      npu_vaddr_reset(L);
      prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
      if (!emit_task(L, t)) {
        if (!nb_failed(b)) nb_fail(b, "npu: task %d could not be emitted", t->id);
        break;
      }
      nb_quiesce(b);
    }
    if (in_seg) {
      nb_set_task(b, -1);
      nb_quiesce(b);
      if (--segs_left > 0) nb_ecall(b);
    }
  }
  nb_set_task(b, -1);
  nb_finish(b);
  npu_vaddr_release(L);
  return !nb_failed(b);
}

/* The finished program into the Graph's arena (the builder's heap memory
 * goes), with what the task graph says of it: line numbers per task and
 * segment (one instruction a line), cycle estimates, sizes. */
static void record_program(NpuLower *L) {
  Graph *g = L->g;
  int n;
  const NpuInst *built = nb_code(L->b, &n);
  NpuInst *code = arena_alloc(L->a, sizeof *code * (size_t)(n ? n : 1));
  if (n) memcpy(code, built, sizeof *code * (size_t)n);
  int nl = nb_label_count(L->b);
  const char **labels = arena_alloc(L->a, sizeof *labels * (size_t)(nl ? nl : 1));
  for (int i = 0; i < nl; i++) labels[i] = nb_label_name(L->b, i);
  L->prog = (NpuProgram){code, n, labels, nl};
  int *first = arena_alloc(L->a, sizeof *first * (size_t)(g->ntasks + 1));
  int *last = arena_alloc(L->a, sizeof *last * (size_t)(g->ntasks + 1));
  int *cfirst = arena_alloc(L->a, sizeof *cfirst * (size_t)(g->ntasks + 1));
  int *clast = arena_alloc(L->a, sizeof *clast * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++) first[i] = last[i] = 0, cfirst[i] = -1, clast[i] = -1;
  int64_t *seg_lines = NULL;
  int nseg_lines = 0, capseg_lines = 0;
  int line = 0;
  for (int i = 0; i < n; i++) {
    const NpuInst *in = &code[i];
    line++;
    if (in->task >= 0 && in->task < g->ntasks) {
      if (!first[in->task]) first[in->task] = line, cfirst[in->task] = i;
      last[in->task] = line;
      clast[in->task] = i;
    }
    if (in->opc == NI_LABEL && in->task < 0) {
      ARENA_PUSH(g->arena, seg_lines, nseg_lines, capseg_lines);
      seg_lines[nseg_lines++] = line;
    }
  }
  NpuCycleModel *cycles = npu_cycle_model_new(code, n);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (!first[i]) continue;
    t->asm_first_line = first[i];
    t->asm_last_line = last[i];
    int64_t busy[NU_COUNT];
    t->cost.cycles = npu_estimate_cycles(cycles, cfirst[i], clast[i], busy);
    int64_t ub[6] = {busy[NU_MXU0], busy[NU_MXU1], busy[NU_VPU], busy[NU_LSU], busy[NU_DMA],
                     busy[NU_SCALAR]};
    prop_add_ints(g->arena, &t->props, "unit_busy_mxu0_mxu1_vpu_lsu_dma_scalar", ub, 6);
  }
  (void)seg_lines;
  /* the program's segments, in order: what a runner executes between host tasks */
  int *label_line = arena_alloc(L->a, sizeof *label_line * (size_t)(nb_label_count(L->b) + 1));
  for (int i = 0, l = 0; i < n; i++) {
    l++;
    if (code[i].opc == NI_LABEL && code[i].label >= 0) label_line[code[i].label] = l;
  }
  Prop **objs = arena_alloc(g->arena, sizeof *objs * (size_t)(L->nsegs + 1));
  for (int k = 0; k < L->nsegs; k++) {
    const struct NpuSegment *sg = &L->segs[k];
    Prop *o = NULL;
    int first_line = label_line[sg->label];
    int last_line = k + 1 < L->nsegs ? label_line[L->segs[k + 1].label] - 1 : line;
    prop_add_int(g->arena, &o, "index", k);
    prop_add_str(g->arena, &o, "entry", g->funcs[sg->func].name);
    prop_add_str(g->arena, &o, "label", nb_label_name(L->b, sg->label));
    prop_add_int(g->arena, &o, "first_line", first_line);
    prop_add_int(g->arena, &o, "last_line", last_line);
    static const int64_t none[1] = {0}; /* an empty list still needs a pointer */
    prop_add_ints(g->arena, &o, "npu_tasks", sg->tasks ? sg->tasks : none, sg->ntasks);
    prop_add_ints(g->arena, &o, "then_host_tasks", sg->host_after ? sg->host_after : none, sg->nhost);
    prop_add_str(g->arena, &o, "ends_with", k + 1 < L->nsegs ? "ecall" : "end of program");
    objs[k] = o;
  }
  prop_add_int(g->arena, &g->props, "segments", L->nsegs);
  prop_add_objs(g->arena, &g->props, "program_segments", objs, L->nsegs);
  prop_add_int(g->arena, &g->props, "program_cycles", npu_estimate_cycles(cycles, 0, n - 1, NULL));
  npu_cycle_model_free(cycles);
  prop_add_int(g->arena, &g->props, "program_lines", line);
  int64_t insts = 0;
  for (int i = 0; i < n; i++)
    if (code[i].opc != NI_LABEL && code[i].opc != NI_COMMENT)
      insts += code[i].opc == NI_LI ? npu_li_length(code[i].imm) : 1;
  prop_add_int(g->arena, &g->props, "program_instructions", insts);
  /* npu_model has no limit; the chip's instruction memory holds 32768 */
  if (insts > 32768)
    diag_warning(L->d, ((Loc){g->file, 0, 0}),
                 "npu: the program has %lld instructions, more than the 32768 the NPU's "
                 "instruction memory holds (npu_model runs it)",
                 (long long)insts);
}

/* ---------------------------------------------------------------- entry */

/* Layout claims and kernel plans per task, then buffer lifetimes and
 * placements (addresses are the memory planner's). */
bool npu_plan(Graph *g, const Options *o, Diag *d) {
  if (o->npu_isa == NPU_ISA_MERLIN_V1) return true; /* fixed skeletons: nothing to plan */
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
  merge_attention_chains(&L);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_NPU || merged_into(t) >= 0) continue;
    const char *why = NULL;
    if (plan_task(&L, t, &why)) continue;
    const Prop *mp = prop_find(t->props, "merged_tasks");
    if (mp) {
      /* a decomposed attention the flash kernel cannot take runs as its
       * parts: they are planned one by one (the later ones by this loop) */
      unclaim_task(&L, t->id);
      for (int k = 1; k < mp->nints; k++) {
        Task *m = &g->tasks[mp->ints[k]];
        m->props = NULL;
        m->kernel = NULL;
        prop_add_str(g->arena, &m->props, "flash_attention_rejected", why ? why : "");
      }
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

/* The program: instructions per task in segments, scheduled, with the
 * addresses the memory planner gave. */
bool npu_schedule(Graph *g, const Options *o, Diag *d) {
  if (o->npu_isa == NPU_ISA_MERLIN_V1) return npu_merlin_schedule(g, d);
  NpuLower *L = g->target_data;
  L->o = o;
  L->d = d;
  for (int x = 0; x < L->nbuf; x++)
    if (L->buf[x].layout != NL_NONE) L->buf[x].addr = g->place[x].addr;
  L->b = nb_new(g->arena);
  bool ok = emit_program(L);
  if (!ok) diag_error(d, ((Loc){g->file, 0, 0}), "npu emitter: %s", nb_error(L->b));
  else record_program(L);
  nb_free(L->b);
  L->b = NULL;
  return ok;
}

bool npu_emit(const Graph *g, const Options *o, StrBuf *out, Diag *d) {
  (void)d;
  if (o->npu_isa == NPU_ISA_MERLIN_V1) return npu_merlin_emit(g, out);
  const NpuLower *L = g->target_data;
  for (int i = 0; i < L->prog.n; i++) {
    npu_inst_text(L->prog.labels, &L->prog.code[i], out);
    sb_putc(out, '\n');
  }
  return true;
}
