/* layout.c (npu): tensors in NPU DRAM: tile offsets, the layout claims a
 * task's plan makes (first claim fixes it), and constant tiles. */
#include <string.h>

#include "npu/lower.h"

int64_t npu_layout_tile_bytes(NpuLayout lay) { return lay == NL_FP8_TILE ? NPU_FP8_TILE : NPU_BF16_TILE; }

int64_t npu_buf_tile_bytes(const NpuBuf *b) {
  return b->layout == NL_FP8_TILE && b->fp8x2 ? NPU_FP8X2_TILE : npu_layout_tile_bytes(b->layout);
}

int64_t npu_buf_tile_off(const NpuBuf *b, int64_t bi, int64_t i, int64_t j) {
  int64_t rt = b->rows_p / NPU_TILE, ct = b->cols_p / NPU_TILE;
  if (b->batch_inner) {
    int64_t pos = b->layout == NL_COLS_REP ? i : i * ct + j;
    return (pos * b->batch + bi) * npu_buf_tile_bytes(b);
  }
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
  case NL_FP8_TILE: return b->fp8x2 ? "fp8x2_tile" : "fp8_tile";
  case NL_BF16_TILE: return b->mask_bias ? "bf16_mask_bias" : "bf16_split_halves";
  case NL_ROWS_REP: return "bf16_rows_replicated";
  case NL_COLS_REP: return "bf16_cols_replicated";
  case NL_SPLAT: return "bf16_splat";
  default: return "none";
  }
}

static bool size_view(NpuBuf *v, NpuLayout lay, bool transposed);

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
  return size_view(v, lay, transposed);
}

/* Padding and DRAM bytes of a view whose batch/rows/cols are set. */
static bool size_view(NpuBuf *v, NpuLayout lay, bool transposed) {
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

/* Claim x with layout lay and the view in `want` (batch, rows, cols), or
 * check that an earlier claim made the same one. */
static bool claim(NpuLower *L, int x, NpuLayout lay, bool transposed, const NpuBuf *want, bool reshaped,
                  int task, const char **why) {
  NpuBuf *v = &L->buf[x];
  const Tensor *t = &L->g->tensors[x];
  if (v->layout != NL_NONE) {
    bool same = v->layout == lay && v->transposed == transposed && !v->col_tiles &&
                v->batch_inner == (want && want->batch_inner);
    /* a reshaped view must be read as the same reshape by every task */
    bool reshape = v->reshaped || (want && want->reshaped);
    if (same && (!reshape || (want && v->batch == want->batch && v->rows == want->rows &&
                              v->cols == want->cols && !memcmp(v->strides, want->strides, sizeof v->strides))))
      return true;
    if (same && want) {
      *why = arena_printf(L->a, "npu: buffer %%%s is viewed as %lldx%lldx%lld for task %d; this task "
                                "reads it as %lldx%lldx%lld",
                          t->name ? t->name : arena_printf(L->a, "%d", x), (long long)v->batch,
                          (long long)v->rows, (long long)v->cols, v->claimed_by, (long long)want->batch,
                          (long long)want->rows, (long long)want->cols);
      return false;
    }
    *why = arena_printf(L->a,
                        "npu: buffer %%%s is laid out as %s%s for task %d; this task needs %s%s",
                        t->name ? t->name : arena_printf(L->a, "%d", x), npu_layout_name(v),
                        v->transposed ? " (transposed)" : "", v->claimed_by,
                        lay == NL_FP8_TILE ? "fp8_tile" : lay == NL_BF16_TILE ? "bf16 tiles"
                                                                              : "a vector layout",
                        transposed ? " (transposed)" : "");
    return false;
  }
  if (!want) {
    *why = arena_printf(L->a, "npu: tensor %d (rank %d) has no %s layout", x, t->rank,
                        npu_layout_name(&(NpuBuf){.layout = lay}));
    return false;
  }
  NpuBuf nv = *want;
  nv.reshaped = reshaped;
  nv.claimed_by = task;
  nv.mask_bias = t->dtype == DT_I1;
  nv.pad_value = nv.mask_bias ? NPU_PAD_NEG : 0.0;
  *v = nv;
  ARENA_PUSH(L->a, L->claims, L->nclaims, L->capclaims);
  L->claims[L->nclaims++] = x;
  return true;
}

bool npu_claim(NpuLower *L, int x, NpuLayout lay, bool transposed, int task, const char **why) {
  NpuBuf want = L->buf[x];
  want.batch_inner = false;
  bool ok = set_view(&L->g->tensors[x], &want, lay, transposed);
  return claim(L, x, lay, transposed, ok ? &want : NULL, false, task, why);
}

static bool claim_view(NpuLower *L, int x, NpuLayout lay, bool transposed, bool batch_inner, int64_t batch,
                       int64_t rows, int64_t cols, const int64_t *strides, int task, const char **why) {
  const Tensor *t = &L->g->tensors[x];
  NpuBuf want = L->buf[x];
  want.batch_inner = batch_inner;
  want.batch = batch, want.rows = rows, want.cols = cols;
  want.reshaped = true;
  if (strides) memcpy(want.strides, strides, sizeof want.strides);
  else {
    want.strides[0] = rows * cols;
    want.strides[1] = transposed ? 1 : cols;
    want.strides[2] = transposed ? rows : 1;
  }
  bool ok = tensor_is_static(t) && batch * rows * cols == tensor_numel(t) &&
            (lay == NL_FP8_TILE || lay == NL_BF16_TILE || (lay == NL_ROWS_REP && rows == 1) ||
             (lay == NL_COLS_REP && cols == 1)) &&
            size_view(&want, lay, transposed);
  return claim(L, x, lay, transposed, ok ? &want : NULL, true, task, why);
}

bool npu_claim_view(NpuLower *L, int x, NpuLayout lay, bool transposed, int64_t batch, int64_t rows,
                    int64_t cols, const int64_t *strides, int task, const char **why) {
  return claim_view(L, x, lay, transposed, false, batch, rows, cols, strides, task, why);
}

bool npu_claim_view_batch_inner(NpuLower *L, int x, NpuLayout lay, int64_t batch, int64_t rows, int64_t cols,
                                const int64_t *strides, int task, const char **why) {
  return claim_view(L, x, lay, false, true, batch, rows, cols, strides, task, why);
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

bool npu_unwritten_view(const NpuLower *L, int x) {
  /* a view of a buffer another npu task wrote in tiles would need a
   * relayout on the device: the loader only lays out what comes from the
   * host (inputs, constants, host tasks' results) */
  int r = graph_view_root(L->g, x);
  int p = r != x ? L->g->tensors[r].producer : -1;
  if (p < 0 || L->g->ops[p].task < 0 || L->g->tasks[L->g->ops[p].task].device != DEV_TARGET) return false;
  /* ... unless an npu task wrote this view's own bytes (a head permute) */
  int w = L->buf[x].layout != NL_NONE ? L->buf[x].claimed_by : -1;
  return !(w >= 0 && L->extra_use[w] == x);
}

static void unclaim(NpuBuf *v) {
  memset(v, 0, sizeof *v);
  v->quantized_from = -1;
  v->scale = 1.0;
  v->claimed_by = -1;
}

/* Tasks are planned one at a time and a refused plan is undone at once, so
 * its claims are the newest: a scan of every buffer per refusal made many
 * refusals quadratic. */
void npu_unclaim_task(NpuLower *L, int task, int first_new) {
  while (L->nclaims > 0) {
    NpuBuf *v = &L->buf[L->claims[L->nclaims - 1]];
    if (v->layout != NL_NONE && v->claimed_by != task) break; /* an accepted task's */
    if (v->layout != NL_NONE) unclaim(v);
    L->nclaims--;
  }
  for (int i = first_new; i < L->nbuf; i++)
    if (L->buf[i].layout != NL_NONE && L->buf[i].claimed_by == task) unclaim(&L->buf[i]);
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


int npu_mask_tile(NpuLower *L, Task *t, bool by_cols, int64_t valid, uint16_t in, uint16_t out,
                  const char *name) {
  uint8_t tile[NPU_BF16_TILE];
  for (int rr = 0; rr < NPU_TILE; rr++)
    for (int c = 0; c < NPU_TILE; c++) {
      uint16_t v = (by_cols ? c : rr) < valid ? in : out;
      /* split halves: columns 0..15 in the first KB, 16..31 in the second */
      int off = (c / 16) * NPU_FP8_TILE + rr * 32 + (c % 16) * 2;
      tile[off] = (uint8_t)(v & 0xFF);
      tile[off + 1] = (uint8_t)(v >> 8);
    }
  return npu_const_tensor(L, t, tile, sizeof tile, name);
}

const Op *npu_sole_reader(NpuLower *L, int x) {
  const Graph *g = L->g;
  if (!L->nreaders) {
    L->nreaders_n = g->ntensors;
    /* the graph's arena: legal plans each task in a scratch arena (L->a) emptied after it */
    L->nreaders = arena_alloc(g->arena, sizeof *L->nreaders * (size_t)g->ntensors);
    L->reader = arena_alloc(g->arena, sizeof *L->reader * (size_t)g->ntensors);
    for (int i = 0; i < g->nops; i++) {
      const Op *op = &g->ops[i];
      if (op->dead) continue;
      for (int q = 0; q < op_noperands(op); q++) {
        int y = op_operand(op, q);
        if (y < 0 || y >= g->ntensors || (L->nreaders[y] && L->reader[y] == i)) continue;
        L->nreaders[y]++;
        L->reader[y] = i;
      }
    }
  }
  return x >= 0 && x < L->nreaders_n && L->nreaders[x] == 1 ? &g->ops[L->reader[x]] : NULL;
}
