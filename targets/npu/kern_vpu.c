/* kern_vpu.c (npu): standalone elementwise ops and single-dim reductions on
 * the VPU, a band of 32 rows (or a run of tiles) at a time through the
 * chunk pipeline. */
#include <stddef.h>
#include <string.h>

#include "npu/share.h"
#include "npu/epilogue.h"
#include "npu/kernels.h"
#include "npu/stream.h"
#include "npu/treesum.h"
#include "npucc/bodyexpr.h"
#include "npucc/numeric.h"

enum { MAX_STREAMS = 6 };

typedef struct VpuPlan {
  /* What legal planned: kept per task, and only this (VPU_KEPT bytes: a
   * 100k-op chain is 100k plans, and emit's state below is most of one). */
  int task;
  bool reduce;          /* a reduction, else elementwise */
  int Y;                /* output tensor */
  int64_t B, Rt, Ct;    /* output view in tiles (elementwise) / input view (reduction) */
  NpuLayout ylay;
  Epilogue ep;          /* elementwise: the op; reduction: unused */
  /* reduction */
  int X;
  NpuOpc combine;       /* VADD / VMAX / VMIN */
  bool rows;            /* reduce along the last dim (else the one before) */
  int mask;             /* constant tile for padded elements, -1 if none */
  bool transform;       /* the body maps each element before combining it */
  Epilogue tr;          /* that map, on one input tile */
  int ntrtmp;           /* its temporaries */
  bool has_init;        /* a constant initial value that is not the identity, */
  uint16_t init_bits;   /* combined with the tree's result (bf16) */
  int64_t band_in, band_out;
  int64_t Cc;           /* elementwise: output tiles a chunk of the loop takes
                         * (Ct: a band of 32 rows; fewer when a band of every
                         * value does not fit twice in VMEM) */
  /* What emit sets up, each time it emits the task, in its own copy of the
   * plan on its stack (from nst on: not kept). */
  /* streams: one per full-size / per-row input, the output */
  int nst, val_of[MAX_STREAMS];
  NpuStream st[MAX_STREAMS];
  bool need_batch_loop;
  /* resident inputs (row vectors, splats) */
  int64_t vres[16];
  /* registers */
  /* the transform's temporaries: a set per leaf parity, so a leaf's result
   * outlives the next leaf's map */
  int trtmp[2][NPU_EPI_MAX_TEMPS];
  int tmp[NPU_EPI_MAX_TEMPS], ntmp, cfirst, acc, t2, regMask, init_reg;
  int pack;             /* fp8 output: the register a result is packed into */
  int64_t vmask;
} VpuPlan;
#define VPU_KEPT offsetof(VpuPlan, nst)

/* The reduction's initial value when its init is a constant fill (or the
 * zero init matching put there); false when it starts from a tensor. */
static bool fill_value(const Graph *g, const Task *t, double *v) {
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->kind != OP_FILL) continue;
    const Tensor *s = &g->tensors[op->in[0]];
    if (s->cst != CONST_DENSE && s->cst != CONST_SPLAT) return false;
    *v = tensor_const_f64(s, 0);
    return true;
  }
  *v = 0.0;
  return g->ops[t->root].zero_init;
}

static bool plan_reduction(NpuLower *L, Task *t, VpuPlan *p, const char **why) {
  Graph *g = L->g;
  const Op *op = &g->ops[t->root];
  const Match *m = &g->matches[op->match];
  if (t->nops > 2 || (t->nops == 2 && g->ops[t->ops[0]].kind != OP_FILL)) {
    *why = "npu: a reduction with fused ops";
    return false;
  }
  if (op->nin != 1 || m->nreduce != 1) {
    *why = "npu: reduction of several inputs or dims";
    return false;
  }
  int y = body_skip_casts(&op->body, op->body.yield[0]);
  const ScalarInst *c = &op->body.insts[y];
  int ca = body_skip_casts(&op->body, c->a), cb = body_skip_casts(&op->body, c->b);
  int elem = body_is_arg(&op->body, cb, 1) ? ca : body_is_arg(&op->body, ca, 1) ? cb : -1;
  if (elem < 0) {
    *why = "npu: a reduction that does not combine its accumulator with one value";
    return false;
  }
  /* x*x before a sum (IREE's 2-generic RMSNorm), exp before a sum ...: the
   * map runs on each input tile before the tree combines it */
  p->transform = !body_is_arg(&op->body, elem, 0);
  if (p->transform) {
    if (!npu_epilogue_build_expr(L, op, elem, &p->tr, why)) return false;
    p->ntrtmp = npu_epilogue_temps(&p->tr);
    if (p->ntrtmp > NPU_EPI_MAX_TEMPS || p->tr.v[p->tr.result].kind != EV_OP) {
      *why = "npu: a reduction's per-element transform too large for the registers";
      return false;
    }
  }
  double identity;
  switch (c->op) {
  case SC_ADDF: p->combine = NI_VADD, identity = 0; break;
  case SC_MAXIMUMF: case SC_MAXNUMF: p->combine = NI_VMAX, identity = -1.0 / 0.0; break;
  case SC_MINIMUMF: case SC_MINNUMF: p->combine = NI_VMIN, identity = 1.0 / 0.0; break;
  default: *why = "npu: reduction that is not a sum, max or min"; return false;
  }
  double init;
  if (!fill_value(g, t, &init)) {
    *why = "npu: a reduction that starts from a tensor's values (no constant initial value)";
    return false;
  }
  /* another start (a bias, bf16's lowest for a max) joins after the tree;
   * f32's largest magnitude rounds to bf16's infinity, the identity */
  p->init_bits = num_bf16_from_f32((float)init);
  p->has_init = p->init_bits != num_bf16_from_f32((float)identity);
  const Tensor *x = &g->tensors[op->in[0]];
  int rl = m->reduce_dims[0];
  int r = op->nloops;
  if (x->rank != r || !op->maps[0].nres) {
    *why = "npu: reduction input rank";
    return false;
  }
  for (int i = 0; i < r; i++)
    if (op->maps[0].res[i] != i) {
      *why = "npu: reduction input read through a permuted map";
      return false;
    }
  /* the result must be indexed by the loops that are not reduced, in order
   * (linalg also allows a map that reads the reduced loop: another op) */
  const AffineMap *om = &op->maps[op->nin];
  bool out_plain = om->nres == r - 1;
  for (int i = 0, k = 0; out_plain && i < r; i++)
    if (i != rl) out_plain = om->res[k++] == i;
  if (!out_plain) {
    *why = "npu: a reduction whose result is not indexed by the loops it keeps";
    return false;
  }
  if (rl == r - 1) p->rows = true;
  else if (rl == r - 2) p->rows = false;
  else {
    *why = "npu: a reduction over a dim other than the last two";
    return false;
  }
  p->X = op->in[0];
  p->Y = op->out[0];
  if (!npu_claim(L, p->X, NL_BF16_TILE, false, t->id, why)) return false;
  /* the result: a vector over rows (row reduction) or columns */
  p->ylay = p->rows ? NL_COLS_REP : NL_ROWS_REP;
  const Tensor *yt = &g->tensors[p->Y];
  if (yt->rank != 1 && !(yt->rank == r - 1 && r == 2)) {
    *why = "npu: a reduction of a batch of matrices";
    return false;
  }
  if (!npu_claim(L, p->Y, p->ylay, false, t->id, why)) return false;
  const NpuBuf *xb = &L->buf[p->X];
  p->B = xb->batch;
  p->Rt = xb->rows_p / 32;
  p->Ct = xb->cols_p / 32;
  p->mask = -1;
  int64_t valid = p->rows ? xb->cols - (p->Ct - 1) * 32 : xb->rows - (p->Rt - 1) * 32;
  if (valid < 32) {
    /* padded elements must not count: 0 for a sum (multiply), +-max for
     * max/min (min/max with it) */
    uint16_t in = p->combine == NI_VADD ? NPU_BF16_ONE : p->combine == NI_VMAX ? NPU_BF16_MAX
                                                                              : NPU_BF16_LOWEST;
    uint16_t out = p->combine == NI_VADD ? NPU_BF16_ZERO : p->combine == NI_VMAX ? NPU_BF16_LOWEST
                                                                               : NPU_BF16_MAX;
    p->mask = npu_mask_tile(L, t, p->rows, valid, in, out, "reduction_mask");
    if (p->mask < 0) {
      *why = "npu: too many constant buffers";
      return false;
    }
  }
  if (p->rows) {
    p->band_in = p->Ct * NPU_BF16_TILE;
    p->band_out = NPU_BF16_TILE;
  } else {
    p->band_in = p->Rt * p->Ct * NPU_BF16_TILE;
    p->band_out = p->Ct * NPU_BF16_TILE;
  }
  if (4 * p->band_in > NPU_VMEM_KERNEL_BYTES - 8 * NPU_BF16_TILE) {
    *why = "npu: a reduction group too large for VMEM";
    return false;
  }
  return true;
}

/* Bytes of one output tile in DRAM and in its VMEM slot. */
static int64_t out_tile_bytes(const VpuPlan *p) { return npu_layout_tile_bytes(p->ylay); }

/* Does no input of the op depend on where a tile sits? Every value a
 * matrix of the output's tiles or a splat, the output a matrix. */
static bool chunks_anywhere(const VpuPlan *p) {
  if (p->ylay != NL_BF16_TILE && p->ylay != NL_FP8_TILE) return false;
  for (int i = 0; i < p->ep.nv; i++) {
    const EpiVal *v = &p->ep.v[i];
    if (v->kind == EV_BUF && v->src != NL_BF16_TILE && v->src != NL_SPLAT) return false;
  }
  return true;
}

/* The elementwise kernel's VMEM, laid out from 0: two slots of a chunk of
 * every streamed value (each full-size input, then the output: Cc tiles; a
 * per-row input: its one tile a band), then what stays resident (a row
 * vector: its Ct tiles; a splat: one tile). Plan sizes its chunks with it,
 * emit lays out with it. Returns the bytes, -1 when the streams outnumber
 * the DMA channels (an output takes two). */
static int64_t elementwise_layout(const NpuLower *L, VpuPlan *p) {
  int64_t chunk = p->Cc * NPU_BF16_TILE;
  p->nst = 0;
  p->need_batch_loop = false;
  for (int i = 0; i < p->ep.nv; i++) {
    const EpiVal *v = &p->ep.v[i];
    if (v->kind != EV_BUF || (v->src != NL_BF16_TILE && v->src != NL_COLS_REP)) continue;
    if (p->nst == MAX_STREAMS - 1) return -1;
    const NpuBuf *ib = &L->buf[v->tensor];
    int64_t len = v->src == NL_COLS_REP ? NPU_BF16_TILE : chunk;
    /* a matrix or vector shared by every batch reads the same chunks */
    if (ib->batch == 1 && p->B > 1) p->need_batch_loop = true;
    int k = p->nst++;
    p->val_of[k] = i;
    p->st[k] = (NpuStream){.base = ib->addr, .stride = len, .len = len, .ch = k};
  }
  int k = p->nst++;
  int64_t ochunk = p->Cc * out_tile_bytes(p);
  p->val_of[k] = -1;
  p->st[k] = (NpuStream){.out = true, .base = L->buf[p->Y].addr, .stride = ochunk, .len = ochunk, .ch = k};
  if (k + 2 > 7) return -1;
  int64_t at = 0;
  for (int i = 0; i < p->nst; i++) {
    p->st[i].vm[0] = at, at += p->st[i].len;
    p->st[i].vm[1] = at, at += p->st[i].len;
  }
  for (int i = 0; i < p->ep.nv && i < 16; i++) {
    const EpiVal *v = &p->ep.v[i];
    if (v->kind != EV_BUF || (v->src != NL_ROWS_REP && v->src != NL_SPLAT)) continue;
    p->vres[i] = at;
    at += v->src == NL_ROWS_REP ? p->Ct * NPU_BF16_TILE : NPU_BF16_TILE;
  }
  return at;
}

/* Is stream i an input every batch reads the same (a loop over batches
 * around the pipeline does not move it)? */
static bool shared_by_batches(const NpuLower *L, const VpuPlan *p, int i) {
  return p->val_of[i] >= 0 && L->buf[p->ep.v[p->val_of[i]].tensor].batch == 1;
}

static bool plan_elementwise(NpuLower *L, Task *t, VpuPlan *p, const char **why) {
  Graph *g = L->g;
  const Op *op = &g->ops[t->root];
  if (t->nops != 1) {
    *why = "npu: elementwise task with several ops";
    return false;
  }
  const char *u = npu_elementwise_unsupported(g, op, -1);
  if (u) {
    *why = arena_printf(L->a, "npu: %s", u);
    return false;
  }
  p->Y = op->out[0];
  /* an fp8 result that one fp8 contraction alone reads is written as the
   * fp8 tiles it takes, 1 KB a tile, not as bf16 tiles of the same values
   * (2 KB; the contraction then went to the host on the layout conflict);
   * read by VPU ops, which take bf16 tiles, it stays bf16 */
  const Op *r = npu_sole_reader(L, p->Y);
  bool fp8 = g->tensors[p->Y].dtype == DT_F8E4M3FN && r && r->match >= 0 &&
             (g->matches[r->match].kind == TK_MATMUL || g->matches[r->match].kind == TK_BATCH_MATMUL);
  p->ylay = g->tensors[p->Y].rank == 1 ? NL_COLS_REP : fp8 ? NL_FP8_TILE : NL_BF16_TILE;
  if (!npu_claim(L, p->Y, p->ylay, false, t->id, why)) return false;
  if (!npu_epilogue_build(L, t, 0, -1, 1.0, -1, &p->ep, why)) return false;
  if (npu_epilogue_temps(&p->ep) > NPU_EPI_MAX_TEMPS) {
    *why = "npu: an elementwise body too large for the registers";
    return false;
  }
  const NpuBuf *yb = &L->buf[p->Y];
  p->B = yb->batch;
  p->Rt = yb->rows_p / 32;
  p->Ct = p->ylay == NL_COLS_REP ? 1 : yb->cols_p / 32;
  for (int i = 0; i < p->ep.nv; i++) {
    const EpiVal *v = &p->ep.v[i];
    if (v->kind != EV_BUF) continue;
    const NpuBuf *ib = &L->buf[v->tensor];
    if (v->src == NL_BF16_TILE && (ib->rows_p != yb->rows_p || ib->cols_p != yb->cols_p)) {
      *why = "npu: elementwise input of another shape";
      return false;
    }
    if (p->ylay == NL_COLS_REP && v->src != NL_COLS_REP && v->src != NL_SPLAT) {
      *why = "npu: vector op with a matrix input";
      return false;
    }
  }
  /* Chunks of a band of 32 rows; when every value's band does not fit
   * twice in VMEM and no input depends on where a tile sits (every one a
   * matrix of the output's tiles or a splat: a tile's inputs are the tiles
   * at its own place), chunks of fewer tiles: the largest that fits and
   * divides the run of tiles the loop walks (one loop, no remainder). A
   * resident row vector or a per-row input keeps the bands; such a plan
   * that does not fit is refused here, so the host runs it. */
  p->Cc = p->Ct;
  VpuPlan trial = *p;
  int64_t vmem = elementwise_layout(L, &trial);
  if (vmem < 0) {
    *why = "npu: elementwise op with too many inputs";
    return false;
  }
  if (vmem > NPU_VMEM_KERNEL_BYTES && chunks_anywhere(p)) {
    int64_t run = (trial.need_batch_loop ? 1 : p->B) * p->Rt * p->Ct;
    for (int64_t k = p->Ct - 1; k >= 1 && vmem > NPU_VMEM_KERNEL_BYTES; k--)
      if (run % k == 0) trial.Cc = k, vmem = elementwise_layout(L, &trial);
    if (vmem <= NPU_VMEM_KERNEL_BYTES) p->Cc = trial.Cc;
  }
  /* a loop over batches (an input shared by every batch) holds a register
   * per stream that moves with the batch, and its counter, around the
   * pipeline's */
  int xregs = npu_chunk_pipeline_xregs(trial.st, trial.nst);
  for (int i = 0; trial.need_batch_loop && i <= trial.nst; i++)
    xregs += i == trial.nst || !shared_by_batches(L, &trial, i);
  if (xregs > NPU_NUM_X - 1) {
    *why = arena_printf(L->a, "npu: %d streams in a loop over batches need %d x registers (the chip has %d)",
                        trial.nst, xregs, NPU_NUM_X - 1);
    return false;
  }
  if (vmem > NPU_VMEM_KERNEL_BYTES) {
    *why = arena_printf(L->a, "npu: two 32-row bands of each of its %lld-column values (%lld KB) do not fit VMEM%s",
                        (long long)(p->Ct * 32), (long long)(vmem >> 10),
                        chunks_anywhere(p) ? "" : " (a row vector or per-row input: no runs of fewer tiles)");
    return false;
  }
  return true;
}

bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why) {
  VpuPlan plan = {.task = t->id, .reduce = t->kind == TK_REDUCTION, .mask = -1}, *p = &plan;
  if (!(p->reduce ? plan_reduction(L, t, p, why) : plan_elementwise(L, t, p, why))) return false;
  void *kept = arena_alloc(L->a, VPU_KEPT);
  L->plans[t->id] = memcpy(kept, p, VPU_KEPT);
  Arena *a = L->g->arena;
  t->props = NULL;
  int64_t view[3] = {p->B, p->Rt * 32, p->Ct * 32};
  prop_add_ints(a, &t->props, "padded_view", view, 3);
  if (p->reduce && p->has_init)
    prop_add_str(a, &t->props, "initial_value",
                 arena_printf(a, "%.9g (bf16) combined with each result after the tree", num_bf16_to_f32(p->init_bits)));
  if (p->reduce && p->transform)
    prop_add_str(a, &t->props, "input_transform",
                 "the body's map of each element runs on the VPU, tile by tile, before the tree combines it "
                 "(one bf16 rounding per op; padded elements masked after it)");
  if (p->reduce)
    prop_add_str(a, &t->props, "reduction",
                 p->rows ? "along rows: tiles combined pairwise, then vred*.row; result one value "
                           "per row (bf16_cols_replicated)"
                         : "along columns: tiles combined pairwise, then vred* over rows; result one "
                           "value per column (bf16_rows_replicated)");
  else if (p->Cc == p->Ct)
    prop_add_str(a, &t->props, "schedule", "32-row bands double-buffered; row vectors and scalars resident");
  else {
    /* a band of every value does not fit twice: runs of fewer tiles */
    prop_add_int(a, &t->props, "chunk_tiles", p->Cc);
    prop_add_str(a, &t->props, "schedule", "runs of chunk_tiles tiles double-buffered; scalars resident");
  }
  prop_add_str(a, &t->props, "precision", "bf16 on the VPU: one rounding per op");
  if (p->ylay == NL_FP8_TILE)
    prop_add_str(a, &t->props, "output",
                 "fp8 e4m3fn tiles (1 KB): each bf16 result tile packed by vpack (e = 1), as fp8 readers take it");
  t->kernel = p->reduce ? "npu_vpu_reduction_bf16" : "npu_vpu_elementwise_bf16";
  return true;
}

/* ------------------------------------------------------------------ emit */

typedef struct VpuCtx {
  VpuPlan *p;
} VpuCtx;

static int stream_of(const VpuPlan *p, int val) {
  for (int i = 0; i < p->nst; i++)
    if (p->val_of[i] == val) return i;
  return -1;
}

/* Tiles per iteration of a band's column loop: a few, so that the loads of
 * one tile overlap the VPU work of the one before inside the body. */
enum { EW_UNROLL = 4 };

/* One output tile of a band: the inputs at loc[] (per value), plus `j`
 * tiles for what walks along the band. */
/* A result tile (the pair res) stored at `at`: as it is, or packed to
 * fp8 (vpack, e = 1: bf16 rounded to e4m3fn) in one register. */
static void ew_store(NpuLower *L, VpuPlan *p, int res, NpuVloc at) {
  if (p->ylay != NL_FP8_TILE) {
    npu_vstore_pair_loc(L, res, at);
    return;
  }
  npu_vstore_fp8_loc(L, p->pack, res, at);
}

static void ew_tile(NpuLower *L, VpuPlan *p, const NpuVloc *loc, const bool *walks, NpuVloc out,
                    int64_t j) {
  NpuVloc src[EPI_MAX_VALUES];
  for (int i = 0; i < p->ep.nv; i++) src[i] = walks[i] ? npu_vloc_plus(loc[i], j * NPU_BF16_TILE) : loc[i];
  int res = npu_epilogue_apply_at(L, &p->ep, -1, p->tmp, p->ntmp, src);
  ew_store(L, p, res, npu_vloc_plus(out, j * out_tile_bytes(p)));
}

/* A chunk (a band, or a run of Cc tiles) as a counted loop over its
 * tiles (EW_UNROLL a trip, the rest after it): code that does not grow with the width. Every input that
 * walks along the band, and the output, gets a pointer register the loop
 * bumps; false (nothing emitted) when the registers are not there. */
static bool ew_band_loop(NpuLower *L, VpuPlan *p, int slot) {
  NpuBuilder *b = L->b;
  NpuStream *out = &p->st[p->nst - 1];
  NpuVloc loc[EPI_MAX_VALUES];
  bool walks[EPI_MAX_VALUES];
  int nptr = 1;
  for (int i = 0; i < p->ep.nv; i++) {
    const EpiVal *v = &p->ep.v[i];
    walks[i] = false;
    loc[i] = npu_vloc_phys(-1);
    if (v->kind != EV_BUF) continue;
    int s = stream_of(p, i);
    if (s < 0 && i >= 16) return false; /* resident inputs: vres[16] */
    walks[i] = s >= 0 ? v->src != NL_COLS_REP : v->src == NL_ROWS_REP;
    nptr += walks[i];
  }
  /* the output's pointer steps by its own tiles (fp8: 1 KB) */
  bool ostep = out_tile_bytes(p) != NPU_BF16_TILE;
  if (nb_xfree_count(b) < nptr + 2 + ostep) return false;
  int xc = nb_xalloc(b), xstep = nb_xalloc(b), xostep = ostep ? nb_xalloc(b) : xstep, ptr[EPI_MAX_VALUES + 1], np = 0;
  nb_li(b, xstep, EW_UNROLL * NPU_BF16_TILE);
  if (ostep) nb_li(b, xostep, EW_UNROLL * out_tile_bytes(p));
  int64_t band = p->Cc * NPU_BF16_TILE;
  for (int i = 0; i < p->ep.nv; i++) {
    const EpiVal *v = &p->ep.v[i];
    if (v->kind != EV_BUF) continue;
    int s = stream_of(p, i);
    int64_t at = s >= 0 ? p->st[s].vm[slot] : p->vres[i];
    if (!walks[i]) {
      loc[i] = npu_vloc_phys(at);
      continue;
    }
    int r = ptr[np++] = nb_xalloc(b);
    nb_li(b, r, at);
    loc[i] = (NpuVloc){r, 0, {0, at, band}};
  }
  int xo = ptr[np++] = nb_xalloc(b);
  nb_li(b, xo, out->vm[slot]);
  NpuVloc oloc = {xo, 0, {0, out->vm[slot], p->Cc * out_tile_bytes(p)}};
  NpuLoop lp;
  nb_loop_begin(b, &lp, p->Cc / EW_UNROLL, xc, arena_printf(L->a, "t%d_cols", p->task));
  npu_vaddr_reset(L);
  for (int64_t j = 0; j < EW_UNROLL; j++) ew_tile(L, p, loc, walks, oloc, j);
  for (int k = 0; k < np; k++) nb_alu(b, NI_ADD, ptr[k], ptr[k], ptr[k] == xo ? xostep : xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (int64_t j = 0; j < p->Cc % EW_UNROLL; j++) ew_tile(L, p, loc, walks, oloc, j);
  for (int k = 0; k < np; k++) nb_xfree(b, ptr[k]);
  nb_xfree(b, xc);
  nb_xfree(b, xstep);
  if (ostep) nb_xfree(b, xostep);
  return true;
}

static void ew_chunk(NpuLower *L, void *ctx, int slot) {
  VpuPlan *p = ((VpuCtx *)ctx)->p;
  NpuStream *out = &p->st[p->nst - 1];
  if (p->Cc >= 2 * EW_UNROLL && p->ep.nv <= EPI_MAX_VALUES && ew_band_loop(L, p, slot)) return;
  for (int64_t j = 0; j < p->Cc; j++) {
    int64_t src[64];
    for (int i = 0; i < p->ep.nv && i < 64; i++) {
      const EpiVal *v = &p->ep.v[i];
      src[i] = -1;
      if (v->kind != EV_BUF) continue;
      int s = stream_of(p, i);
      if (s >= 0) src[i] = p->st[s].vm[slot] + (v->src == NL_COLS_REP ? 0 : j * NPU_BF16_TILE);
      else src[i] = p->vres[i] + (v->src == NL_ROWS_REP ? j * NPU_BF16_TILE : 0);
    }
    int res = npu_epilogue_apply(L, &p->ep, -1, p->tmp, p->ntmp, src);
    ew_store(L, p, res, npu_vloc_phys(out->vm[slot] + j * out_tile_bytes(p)));
  }
}

/* Leaves a trip of a reduction's loop combines into one level-3 entry. */
enum { TREE_BLOCK = 8, TREE_BLOCK_LEVEL = 3 };

static void red_leaf(NpuLower *L, VpuPlan *p, NpuTree *T, int64_t g, int64_t n, NpuVloc at) {
  int r = p->t2 + 2 * (int)(g % 2);
  npu_vload_pair_loc(L, r, at);
  if (p->transform) r = npu_epilogue_apply(L, &p->tr, r, p->trtmp[g % 2], p->ntrtmp, NULL);
  if (g == n - 1 && p->mask >= 0)
    nb_vpu(L->b, p->combine == NI_VADD ? NI_VMUL : p->combine == NI_VMAX ? NI_VMIN : NI_VMAX, r, r,
           p->regMask);
  npu_tree_leaf(L, T, r);
}

/* The n tiles at in + g * stride combined pairwise into one (vred* across
 * it), stored at out. Long rows run as a loop whose trips each combine
 * TREE_BLOCK tiles into one entry, stored over the first tile it consumed;
 * the counter then takes those entries and the last tiles in order, so the
 * tree, and every bit of the result, is the one of the unrolled counter. */
static void red_group(NpuLower *L, VpuPlan *p, NpuVloc at_in, int64_t stride, int64_t n, NpuVloc at_out) {
  NpuBuilder *b = L->b;
  NpuTree T;
  int64_t trips = (n - 1) / TREE_BLOCK, g0 = 0, in = at_in.off;
  bool loop = trips >= 2 && at_in.reg < 0 && TREE_BLOCK * stride <= NPU_VOFF_MAX && nb_xfree_count(b) >= 3;
  if (loop) {
    int xi = nb_xalloc(b), xc = nb_xalloc(b), xstep = nb_xalloc(b);
    nb_li(b, xi, in);
    nb_li(b, xstep, TREE_BLOCK * stride);
    NpuVloc at = {xi, 0, {0, in, n * stride}};
    NpuLoop lp;
    nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_tiles", p->task));
    npu_vaddr_reset(L);
    npu_tree_init(&T, p->combine, p->acc);
    for (int64_t u = 0; u < TREE_BLOCK; u++) red_leaf(L, p, &T, u, n, npu_vloc_plus(at, u * stride));
    npu_vstore_pair_loc(L, npu_tree_finish(L, &T), at);
    nb_alu(b, NI_ADD, xi, xi, xstep);
    nb_loop_end(b, &lp);
    npu_vaddr_reset(L);
    nb_xfree(b, xi);
    nb_xfree(b, xc);
    nb_xfree(b, xstep);
    g0 = trips * TREE_BLOCK;
  }
  npu_tree_init(&T, p->combine, p->acc);
  for (int64_t i = 0; i < g0 / TREE_BLOCK; i++) {
    npu_vload_pair_at(L, npu_tree_slot(&T), in + i * TREE_BLOCK * stride);
    npu_tree_entry(L, &T, TREE_BLOCK_LEVEL);
  }
  for (int64_t g = g0; g < n; g++) red_leaf(L, p, &T, g, n, npu_vloc_plus(at_in, g * stride));
  int res = npu_tree_finish(L, &T);
  if (res < 0) res = T.pend;
  NpuOpc red = p->rows ? (p->combine == NI_VADD ? NI_VREDSUM_ROW : p->combine == NI_VMAX ? NI_VREDMAX_ROW : NI_VREDMIN_ROW)
                       : (p->combine == NI_VADD ? NI_VREDSUM : p->combine == NI_VMAX ? NI_VREDMAX : NI_VREDMIN);
  nb_vpu(b, red, p->acc, res, 0);
  if (p->has_init) nb_vpu(b, p->combine, p->acc, p->acc, p->init_reg);
  npu_vstore_pair_loc(L, p->acc, at_out);
}

/* Columns a trip of the loop over a band's columns reduces. */
enum { RED_COLS_A_TRIP = 8 };

/* A reduction along columns: each column of tiles combined into its
 * result tile. Many columns whose tiles a vload reaches from the column's
 * first (and no loop over their own tiles): a counted loop of
 * RED_COLS_A_TRIP columns a trip through an input and an output pointer,
 * the rest after it, so the code does not grow with the columns. */
static void red_columns(NpuLower *L, VpuPlan *p, int64_t in, int64_t out) {
  NpuBuilder *b = L->b;
  int64_t ts = NPU_BF16_TILE, stride = p->Ct * ts, n = p->Ct;
  bool loop = n >= 2 * RED_COLS_A_TRIP && (p->Rt - 1) / TREE_BLOCK < 2 &&
              (p->Rt - 1) * stride + (RED_COLS_A_TRIP - 1) * ts + NPU_FP8_TILE <= NPU_VOFF_MAX && nb_xfree_count(b) >= 4;
  if (!loop) {
    for (int64_t j = 0; j < n; j++) red_group(L, p, npu_vloc_phys(in + j * ts), stride, p->Rt, npu_vloc_phys(out + j * ts));
    return;
  }
  int xi = nb_xalloc(b), xo = nb_xalloc(b), xc = nb_xalloc(b), xstep = nb_xalloc(b);
  nb_li(b, xstep, RED_COLS_A_TRIP * ts);
  nb_li(b, xi, in);
  nb_li(b, xo, out);
  NpuVloc at_in = {xi, 0, {0, in, p->Rt * stride}}, at_out = {xo, 0, {0, out, n * ts}};
  NpuLoop lp;
  nb_loop_begin(b, &lp, n / RED_COLS_A_TRIP, xc, arena_printf(L->a, "t%d_columns", p->task));
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < RED_COLS_A_TRIP; u++)
    red_group(L, p, npu_vloc_plus(at_in, u * ts), stride, p->Rt, npu_vloc_plus(at_out, u * ts));
  nb_alu(b, NI_ADD, xi, xi, xstep);
  nb_alu(b, NI_ADD, xo, xo, xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < n % RED_COLS_A_TRIP; u++)
    red_group(L, p, npu_vloc_plus(at_in, u * ts), stride, p->Rt, npu_vloc_plus(at_out, u * ts));
  nb_xfree(b, xi);
  nb_xfree(b, xo);
  nb_xfree(b, xc);
  nb_xfree(b, xstep);
}

static void red_chunk(NpuLower *L, void *ctx, int slot) {
  VpuPlan *p = ((VpuCtx *)ctx)->p;
  int64_t in = p->st[0].vm[slot], out = p->st[1].vm[slot];
  if (p->rows) red_group(L, p, npu_vloc_phys(in), NPU_BF16_TILE, p->Ct, npu_vloc_phys(out));
  else red_columns(L, p, in, out);
}

bool npu_emit_elementwise(NpuLower *L, Task *t) {
  if (!L->plans[t->id]) return false;
  VpuPlan run = {0}, *p = &run;
  memcpy(p, L->plans[t->id], VPU_KEPT);
  NpuBuilder *b = L->b;
  int64_t at = 0;
  int m = 0;
  if (p->reduce) {
    const NpuBuf *xb = &L->buf[p->X], *yb = &L->buf[p->Y];
    p->nst = 2;
    p->st[0] = (NpuStream){.base = xb->addr, .stride = p->band_in, .len = p->band_in, .ch = 0};
    p->st[1] = (NpuStream){.out = true, .base = yb->addr, .stride = p->band_out, .len = p->band_out, .ch = 1};
    for (int i = 0; i < p->nst; i++) {
      p->st[i].vm[0] = at, at += p->st[i].len;
      p->st[i].vm[1] = at, at += p->st[i].len;
    }
    p->regMask = m, m += 2;
    p->t2 = m, m += 4;
    p->acc = m, m += 16;
    p->init_reg = m, m += 2;
    if (p->transform) {
      for (int par = 0; par < 2; par++)
        for (int i = 0; i < p->ntrtmp; i++) p->trtmp[par][i] = m, m += 2;
      p->cfirst = m;
      m += 2 * npu_epilogue_const_pairs(&p->tr);
    }
  } else {
    /* streams and resident inputs where plan sized them (laid out from
     * none: a program emitted again in segments emits this task again) */
    if ((at = elementwise_layout(L, p)) < 0) {
      nb_fail(b, "npu: elementwise op with too many inputs");
      return false;
    }
    p->ntmp = npu_epilogue_temps(&p->ep);
    for (int i = 0; i < p->ntmp; i++) p->tmp[i] = m, m += 2;
    p->cfirst = m;
    m += 2 * npu_epilogue_const_pairs(&p->ep);
    if (p->ylay == NL_FP8_TILE) p->pack = m++;
  }
  /* resident inputs and the mask */
  int x1 = nb_xalloc(b), x2 = nb_xalloc(b), x3 = nb_xalloc(b);
  if (!p->reduce)
    for (int i = 0; i < p->ep.nv && i < 16; i++) {
      const EpiVal *v = &p->ep.v[i];
      if (v->kind != EV_BUF || (v->src != NL_ROWS_REP && v->src != NL_SPLAT)) continue;
      int64_t len = v->src == NL_ROWS_REP ? p->Ct * NPU_BF16_TILE : NPU_BF16_TILE;
      nb_li(b, x1, p->vres[i]);
      npu_param_li(L, x2, L->buf[v->tensor].addr);
      nb_li(b, x3, len);
      nb_dma_load(b, 7, x1, x2, x3, (NpuVmem){0, p->vres[i], len});
      nb_dma_wait(b, 7);
    }
  if (p->mask >= 0) {
    p->vmask = at;
    nb_li(b, x1, at);
    npu_param_li(L, x2, L->buf[p->mask].addr);
    nb_li(b, x3, NPU_BF16_TILE);
    nb_dma_load(b, 7, x1, x2, x3, (NpuVmem){0, at, NPU_BF16_TILE});
    nb_dma_wait(b, 7);
    npu_vload_pair_at(L, p->regMask, at);
    at += NPU_BF16_TILE;
  }
  nb_xfree(b, x1);
  nb_xfree(b, x2);
  nb_xfree(b, x3);
  if (at > NPU_VMEM_KERNEL_BYTES || m > 64) {
    nb_fail(b, "npu: elementwise plan overflows VMEM or registers");
    return false;
  }
  if (!p->reduce) npu_epilogue_setup(L, &p->ep, p->cfirst);
  else if (p->transform) npu_epilogue_setup(L, &p->tr, p->cfirst);
  if (p->reduce && p->has_init) {
    nb_vli_all(b, p->init_reg, p->init_bits);
    nb_vli_all(b, p->init_reg + 1, p->init_bits);
  }
  nb_comment(b, arena_printf(L->a, "%s: %lld x %lld bands of %lld tiles", p->reduce ? "reduction" : "elementwise",
                             (long long)p->B, (long long)p->Rt, (long long)p->Ct));
  VpuCtx ctx = {p};
  NpuChunkFn fn = p->reduce ? red_chunk : ew_chunk;
  /* chunks a batch: bands (a reduction along columns: one), or runs of Cc
   * tiles (every band's, when Cc is Ct) */
  int64_t per_batch = p->reduce ? (p->rows ? p->Rt : 1) : p->Rt * p->Ct / p->Cc;
  if (!p->need_batch_loop)
    return npu_chunk_pipeline(L, p->st, p->nst, p->B * per_batch, fn, &ctx, arena_printf(L->a, "t%d_bands", t->id));
  /* inputs shared by every batch: a loop over batches around one of chunks;
   * a shared input's chunks start where they did (its base a constant), the
   * others' a batch further each trip (a register; the pipeline holds up to
   * five more a stream, so none is spent where not needed) */
  int xb = nb_xalloc(b), xbase[MAX_STREAMS];
  bool shared[MAX_STREAMS];
  for (int i = 0; i < p->nst; i++) {
    shared[i] = shared_by_batches(L, p, i);
    xbase[i] = shared[i] ? 0 : nb_xalloc(b);
    if (!shared[i]) npu_param_li(L, xbase[i], p->st[i].base);
  }
  NpuLoop bl;
  nb_loop_begin(b, &bl, p->B, xb, arena_printf(L->a, "t%d_batches", t->id));
  npu_vaddr_reset(L);
  NpuStream st[MAX_STREAMS];
  for (int i = 0; i < p->nst; i++) {
    st[i] = p->st[i];
    if (shared[i]) continue;
    st[i].base = 0;
    st[i].xbase = xbase[i];
  }
  npu_chunk_pipeline(L, st, p->nst, per_batch, fn, &ctx, arena_printf(L->a, "t%d_bands", t->id));
  int tmp = nb_xalloc(b);
  for (int i = 0; i < p->nst; i++)
    if (!shared[i]) nb_add_const(b, xbase[i], xbase[i], per_batch * p->st[i].stride, tmp);
  nb_xfree(b, tmp);
  nb_loop_end(b, &bl);
  npu_vaddr_reset(L);
  for (int i = 0; i < p->nst; i++) nb_xfree(b, xbase[i]);
  nb_xfree(b, xb);
  return !nb_failed(b);
}
