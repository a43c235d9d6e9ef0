/* kern_heads.c (npu): head permutes [S, H, D] <-> [H, S, D] (D a tile
 * multiple) and head broadcasts, as DMA copies of whole tiles through VMEM. */
#include "npu/kernels.h"
#include "npu/share.h"

/* A head permute moves runs of D/32 tiles: head h of row block i is tiles
 * h Dt .. h Dt + Dt - 1 of row block i of the flat [S, H D] tensor and
 * tiles (h Mt + i) Dt .. of the stacked [H, S, D] one. So the copy never
 * looks inside a tile. The flat side is the view's root (split: the
 * reshape's source; merge: the reshape of the result), which the task
 * reads or writes itself. [S, H, D] -> [H, D, S] (K^T for a batch matmul)
 * is the same copy with the stacked side's claim transposed: its tiles are
 * [S, D] tiles, which the attention kernel transposes after packing them
 * to fp8. A broadcast [M, N] -> [B, M, N] (a mask for every head) is the
 * source's tiles stored B times. */
typedef enum { HD_SPLIT, HD_MERGE, HD_BCAST } HdKind;

typedef struct HdPlan {
  HdKind kind;
  int flat, stacked;   /* tensors (a broadcast: source, result) */
  bool transposed;     /* the stacked side's claim */
  int64_t H, Mt, Dt;   /* heads, row tiles, tiles per head (a broadcast: copies, row, column tiles) */
  int64_t vbuf;        /* VMEM: one head's Mt x Dt tiles */
} HdPlan;

/* Per output dim k of a copy op, the input dim it reads (perm[k]), or -1
 * for a broadcast dim. The body yields its input, at most with casts
 * between float types (the device holds both in bf16: exact there). */
static bool copy_map(const Graph *g, const Op *op, int perm[3]) {
  if (op->nin != 1 || op->nout != 1 || g->tensors[op->out[0]].rank != 3) return false;
  if (op->kind == OP_TRANSPOSE) {
    if (g->tensors[op->in[0]].rank != 3) return false;
    for (int k = 0; k < 3; k++) perm[k] = op->a.perm[k];
    return true;
  }
  if (op->kind != OP_STRUCTURED || op->nloops != 3 || op->body.nyield != 1) return false;
  for (int i = 0; i < op->nloops; i++)
    if (op->iters[i] != IT_PARALLEL) return false;
  for (int x = op->body.yield[0];;) {
    const ScalarInst *in = &op->body.insts[x];
    if (in->op == SC_ARG) {
      if (in->a != 0) return false;
      break;
    }
    if ((in->op != SC_TRUNCF && in->op != SC_EXTF) || in->a < 0 || in->a >= x) return false;
    x = in->a;
  }
  const AffineMap *mi = &op->maps[0], *mo = &op->maps[op->nin];
  if (mi->nres != g->tensors[op->in[0]].rank || mo->nres != 3 || map_has_expr(mi) || map_has_expr(mo))
    return false;
  int used = 0;
  for (int k = 0; k < 3; k++) {
    perm[k] = -1;
    for (int j = 0; j < mi->nres; j++)
      if (mo->res[k] >= 0 && mi->res[j] == mo->res[k]) perm[k] = j, used++;
  }
  return used == mi->nres;
}

/* Device values the copy keeps: float (bf16 on the device) or i1 (a bias). */
static bool copyable(const Tensor *t) {
  return tensor_is_static(t) && (t->dtype == DT_BF16 || t->dtype == DT_F32 || t->dtype == DT_I1);
}

/* The flat [S, H D] tensor beside the stacked one (a broadcast: its
 * source), -1 if the task is not a copy this kernel takes. */
static int head_permute(NpuLower *L, const Task *t, HdKind *kind, bool *transposed) {
  const Graph *g = L->g;
  const Op *op = &g->ops[t->root];
  int perm[3];
  if (t->nops != 1 || !copy_map(g, op, perm)) return -1;
  const Tensor *in = &g->tensors[op->in[0]], *out = &g->tensors[op->out[0]];
  if (!copyable(in) || !copyable(out) || (in->dtype == DT_I1) != (out->dtype == DT_I1)) return -1;
  *transposed = false;
  if (in->rank == 2 && perm[0] == -1 && perm[1] == 0 && perm[2] == 1) {
    *kind = HD_BCAST;
    return in->id;
  }
  if (in->rank != 3 || in->dims[2] % NPU_TILE || perm[0] != 1) return -1;
  if (perm[1] == 2 && perm[2] == 0) *transposed = true;
  else if (perm[1] != 0 || perm[2] != 2) return -1;
  /* split: the input is a reshape of [S, H D] */
  int src = graph_view_source(g, op->in[0]);
  if (src >= 0 && g->tensors[src].rank == 2 && g->tensors[src].dtype == in->dtype &&
      g->tensors[src].dims[0] == in->dims[0] && g->tensors[src].dims[1] == in->dims[1] * in->dims[2]) {
    *kind = HD_SPLIT;
    return src;
  }
  /* merge: the result is only reshaped to [S, H D] */
  if (*transposed || out->role == ROLE_OUTPUT || out->role == ROLE_STATE || graph_is_stored(g, out->id))
    return -1;
  const Op *r = npu_sole_reader(L, out->id);
  if (!r || r->kind != OP_RESHAPE || r->nout != 1) return -1;
  const Tensor *f = &g->tensors[r->out[0]];
  if (f->rank != 2 || f->dims[0] != out->dims[0] || f->dims[1] != out->dims[1] * out->dims[2]) return -1;
  *kind = HD_MERGE;
  return f->id;
}

int npu_heads_split_source(NpuLower *L, int x, int reader, int *task) {
  const Graph *g = L->g;
  int p = g->tensors[x].producer, pt = p >= 0 ? g->ops[p].task : -1;
  const Task *t = pt >= 0 ? &g->tasks[pt] : NULL;
  bool copy = t && t->device == DEV_TARGET && npu_merged_into(L, pt) < 0 && L->plans[pt] &&
              (t->kind == TK_DATA_MOVEMENT || (t->kind == TK_ELEMENTWISE && npu_heads_copy(L, t)));
  const HdPlan *hp = copy ? L->plans[pt] : NULL;
  const Op *r = npu_sole_reader(L, x);
  if (!hp || hp->kind != HD_SPLIT || hp->stacked != x || !r || r != &g->ops[reader] ||
      g->tensors[x].role != ROLE_INTERMEDIATE)
    return -1;
  *task = pt;
  return hp->flat;
}

int npu_heads_merge_target(NpuLower *L, int x, int *task) {
  const Graph *g = L->g;
  const Op *r = npu_sole_reader(L, x);
  if (!r || r->task < 0 || g->tensors[x].role != ROLE_INTERMEDIATE || graph_is_stored(g, x)) return -1;
  const Task *t = &g->tasks[r->task];
  HdKind kind;
  bool transposed;
  int flat = t->root == (int)(r - g->ops) ? head_permute(L, t, &kind, &transposed) : -1;
  if (flat < 0 || kind != HD_MERGE || L->buf[flat].layout != NL_NONE) return -1;
  *task = t->id;
  return flat;
}

bool npu_heads_copy(NpuLower *L, const Task *t) {
  HdKind kind;
  bool transposed;
  return head_permute(L, t, &kind, &transposed) >= 0;
}

bool npu_plan_heads(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  const Op *op = &g->ops[t->root];
  /* the graph's arena, not L->a: the attention that reads the copy's
   * source through a view plans after this task, and legal plans each task
   * in a scratch arena emptied after it (npu_heads_split_source) */
  HdPlan *p = arena_alloc(g->arena, sizeof *p);
  p->flat = head_permute(L, t, &p->kind, &p->transposed);
  if (p->flat < 0) {
    *why = arena_printf(L->a, "npu: data movement (%s) is done by the host or loader", op->name);
    return false;
  }
  p->stacked = p->kind == HD_MERGE ? op->in[0] : op->out[0];
  if (npu_unwritten_view(L, p->kind == HD_MERGE ? p->stacked : p->flat)) {
    *why = "npu: reads a reshaped view of a buffer another npu task writes in tiles (no "
           "relayout on the device)";
    return false;
  }
  if (!npu_claim(L, p->flat, NL_BF16_TILE, false, t->id, why) ||
      !npu_claim(L, p->stacked, NL_BF16_TILE, p->transposed, t->id, why))
    return false;
  const NpuBuf *f = &L->buf[p->flat], *s = &L->buf[p->stacked];
  bool bc = p->kind == HD_BCAST;
  if (f->reshaped || s->reshaped || f->col_tiles || s->col_tiles || f->batch_inner || s->batch_inner ||
      f->fp8x2 || f->scale != 1.0 || s->scale != 1.0 || f->batch != 1 || s->rows != f->rows ||
      (bc ? s->cols != f->cols : s->batch * s->cols != f->cols) || f->mask_bias != s->mask_bias) {
    *why = "npu: a copy between buffers that are not both plain bf16 tiles";
    return false;
  }
  p->H = s->batch;
  p->Mt = npu_tiles(s->rows);
  p->Dt = npu_tiles(s->cols);
  NpuVmemReq vr[] = {{"head_tiles", p->Mt * p->Dt * NPU_BF16_TILE, 0, 0, 0}};
  if (vr[0].size > NPU_VMEM_KERNEL_BYTES / 2 || !npu_vmem_plan(L, t, vr, 1, why)) {
    *why = "npu: a head permute or broadcast: one head does not fit half of VMEM";
    return false;
  }
  p->vbuf = vr[0].addr;
  /* the flat side is not among the task's inputs/outputs: its lifetime */
  L->extra_use[t->id] = p->flat;
  L->plans[t->id] = p;
  Arena *a = g->arena;
  t->kernel = bc ? "npu_broadcast_dma" : "npu_head_permute_dma";
  static const char *what[] = {"[S, H*D] -> [H, S, D]", "[H, S, D] -> [S, H*D]", "[M, N] -> [B, M, N]"};
  prop_add_str(a, &t->props, bc ? "broadcast" : "head_permute",
               p->transposed ? "[S, H*D] -> [H, D, S], stored as [H, S, D] tiles (transposed)" : what[p->kind]);
  prop_add_int(a, &t->props, bc ? "source_buffer" : "flat_buffer", p->flat);
  prop_add_int(a, &t->props, bc ? "result_buffer" : "stacked_buffer", p->stacked);
  int64_t hmd[3] = {p->H, p->Mt, p->Dt};
  prop_add_ints(a, &t->props, bc ? "copies_row_tiles_col_tiles" : "heads_row_tiles_head_tiles", hmd, 3);
  prop_add_str(a, &t->props, "schedule",
               bc ? "the source's tiles loaded once, stored once per copy (DMA)"
                  : "per head: its Mt runs of Dt bf16 tiles gathered from (split) or scattered to "
                    "(merge) the flat buffer by DMA, the head's Mt*Dt tiles in one transfer on the "
                    "other side; tiles are moved whole (D is a tile multiple), padding rows included");
  return true;
}

bool npu_emit_heads(NpuLower *L, Task *t) {
  HdPlan *p = L->plans[t->id];
  if (!p) return false;
  NpuBuilder *b = L->b;
  bool merge = p->kind == HD_MERGE;
  int64_t run = p->Dt * NPU_BF16_TILE, head = p->Mt * run, fstride = p->H * run;
  NpuVmem vm = {0, p->vbuf, head};
  static const char *what[] = {"split", "merge", "broadcast"};
  nb_comment(b, arena_printf(L->a, "%s: %lld x %lld x %lld tiles", what[p->kind], (long long)p->H,
                             (long long)p->Mt, (long long)p->Dt));
  int xf = nb_xalloc(b), xs = nb_xalloc(b), xh = nb_xalloc(b), xi = nb_xalloc(b);
  int xv = nb_xalloc(b), xl = nb_xalloc(b), xd = nb_xalloc(b), tmp = nb_xalloc(b);
  npu_param_li(L, xf, L->buf[p->flat].addr);
  npu_param_li(L, xs, L->buf[p->stacked].addr);
  NpuLoop hl, rl;
  if (p->kind == HD_BCAST) {
    /* the source once, then one store per copy */
    nb_li(b, xv, p->vbuf);
    nb_li(b, xl, head);
    nb_dma_load(b, 0, xv, xf, xl, vm);
    nb_dma_wait(b, 0);
    nb_loop_begin(b, &hl, p->H, xh, arena_printf(L->a, "t%d_copies", t->id));
    nb_dma_store(b, 0, xs, xv, xl, vm);
    nb_dma_wait(b, 0);
    nb_add_const(b, xs, xs, head, tmp);
    nb_loop_end(b, &hl);
  } else {
    nb_loop_begin(b, &hl, p->H, xh, arena_printf(L->a, "t%d_heads", t->id));
    if (merge) {
      nb_li(b, xv, p->vbuf);
      nb_li(b, xl, head);
      nb_dma_load(b, 0, xv, xs, xl, vm);
      nb_dma_wait(b, 0);
    }
    /* the strided side: one run per row block */
    nb_li(b, xv, p->vbuf);
    nb_alui(b, NI_ADDI, xd, xf, 0);
    nb_li(b, xl, run);
    nb_loop_begin(b, &rl, p->Mt, xi, arena_printf(L->a, "t%d_rows", t->id));
    if (merge) nb_dma_store(b, 0, xd, xv, xl, vm);
    else nb_dma_load(b, 0, xv, xd, xl, vm);
    nb_dma_wait(b, 0);
    nb_add_const(b, xv, xv, run, tmp);
    nb_add_const(b, xd, xd, fstride, tmp);
    nb_loop_end(b, &rl);
    if (!merge) {
      nb_li(b, xv, p->vbuf);
      nb_li(b, xl, head);
      nb_dma_store(b, 0, xs, xv, xl, vm);
      nb_dma_wait(b, 0);
    }
    nb_add_const(b, xf, xf, run, tmp);
    nb_add_const(b, xs, xs, head, tmp);
    nb_loop_end(b, &hl);
  }
  nb_quiesce(b);
  int regs[] = {xf, xs, xh, xi, xv, xl, xd, tmp};
  for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) nb_xfree(b, regs[i]);
  return !nb_failed(b);
}
