/* kern_softmax.c (npu): softmax on the VPU along any dimension: row
 * reductions for the last dim, column reductions for the one before,
 * tile-wise reductions across matrices for any other. */
#include <string.h>

#include "npu/share.h"
#include "npu/epilogue.h"
#include "npu/kernels.h"
#include "npu/stream.h"
#include "npu/treesum.h"
#include "npucc/numeric.h"

enum { SM_ROW, SM_COL, SM_OUTER };
enum { KEEP_MAX = 10 }; /* groups up to this many tiles stay in registers */

typedef struct SmPlan {
  int task;
  int X, Y;
  int mode;
  int64_t B, Rt, Ct;
  int64_t ngroups, G;         /* groups per chunk, tiles per group */
  int64_t chunk_bytes, nchunks;
  int64_t Dd, post;           /* outer mode: reduced count, matrices between */
  int mask;                   /* constant mask tensor, -1 when nothing is padded */
  bool strips;                /* columns mode on column-major tiles: one strip per chunk */
  Epilogue ep;
  /* emission */
  int64_t vin[2], vout[2], vmask;
  int regMask, regM, regS, regT, stack0, nstack, keep0, ntmp, tmp[8], cfirst;
} SmPlan;

/* Offset (bytes, in the chunk) of tile g of group q. */
static int64_t tile_off(const SmPlan *p, int64_t q, int64_t g) {
  switch (p->mode) {
  case SM_ROW: return g * NPU_BF16_TILE;
  case SM_COL: return p->strips ? g * NPU_BF16_TILE : (g * p->Ct + q) * NPU_BF16_TILE;
  default: {
    /* q = (post index, i, j); g runs over the reduced dim */
    int64_t mat = p->Rt * p->Ct, qp = q / mat, ij = q % mat;
    return ((g * p->post + qp) * mat + ij) * NPU_BF16_TILE;
  }
  }
}

/* Does tile g need the mask (the padded part of the reduced dim)? */
static bool tile_masked(const SmPlan *p, int64_t g) { return p->mask >= 0 && g == p->G - 1; }

bool npu_plan_softmax(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  const Op *root = &g->ops[t->root];
  SmPlan *p = arena_alloc(L->a, sizeof *p);
  p->task = t->id;
  p->X = root->in[0];
  p->Y = npu_task_output(g, t);
  p->mask = -1;
  const Tensor *x = &g->tensors[p->X];
  int r = x->rank, d = root->a.softmax.dim;
  if (d < 0 || d >= r) {
    *why = "npu: softmax dimension out of range";
    return false;
  }
  /* a column softmax over a matrix too large for VMEM streams column
   * strips: its buffers then hold their tiles column by column */
  bool strips = false;
  if (d == r - 2 && r >= 2) {
    int64_t rp = npu_pad(x->dims[r - 2]), cp = npu_pad(x->dims[r - 1]);
    strips = 4 * rp * cp * 2 + 4 * NPU_BF16_TILE > NPU_VMEM_KERNEL_BYTES;
  }
  if (strips) {
    if (!npu_claim_col_tiles(L, p->X, t->id, why) || !npu_claim_col_tiles(L, p->Y, t->id, why))
      return false;
  } else {
    if (!npu_claim(L, p->X, NL_BF16_TILE, false, t->id, why)) return false;
    if (!npu_claim(L, p->Y, NL_BF16_TILE, false, t->id, why)) return false;
  }
  p->strips = strips;
  const NpuBuf *xb = &L->buf[p->X];
  if (L->buf[p->Y].bytes != xb->bytes) {
    *why = "npu: fused result of another shape";
    return false;
  }
  p->B = xb->batch;
  p->Rt = xb->rows_p / 32;
  p->Ct = xb->cols_p / 32;
  int64_t mat = p->Rt * p->Ct * NPU_BF16_TILE;
  int64_t valid = 32;
  if (d == r - 1 || r == 1) {
    p->mode = SM_ROW;
    p->G = p->Ct;
    p->ngroups = 1;
    p->chunk_bytes = p->Ct * NPU_BF16_TILE;
    p->nchunks = p->B * p->Rt;
    valid = xb->cols - (p->Ct - 1) * 32;
  } else if (d == r - 2) {
    p->mode = SM_COL;
    p->G = p->Rt;
    p->ngroups = strips ? 1 : p->Ct;
    p->chunk_bytes = strips ? p->Rt * NPU_BF16_TILE : mat;
    p->nchunks = strips ? p->B * p->Ct : p->B;
    valid = xb->rows - (p->Rt - 1) * 32;
  } else {
    p->mode = SM_OUTER;
    int64_t pre = 1, post = 1;
    for (int i = 0; i < d; i++) pre *= x->dims[i];
    for (int i = d + 1; i < r - 2; i++) post *= x->dims[i];
    p->Dd = x->dims[d];
    p->post = post;
    p->G = p->Dd;
    p->ngroups = post * p->Rt * p->Ct;
    p->chunk_bytes = p->Dd * post * mat;
    p->nchunks = pre;
  }
  if (4 * p->chunk_bytes + 4 * NPU_BF16_TILE > NPU_VMEM_KERNEL_BYTES) {
    *why = arena_printf(L->a, "npu: a softmax reduction group of %lld KB does not fit VMEM twice",
                        (long long)(p->chunk_bytes / 1024));
    return false;
  }
  if (p->mode != SM_OUTER && valid < 32) {
    /* a cap tile: +max where valid, -9984 in the padding, applied with
     * vminimum so that whatever the padding holds drops out of the sum */
    p->mask = npu_mask_tile(L, t, p->mode == SM_ROW, valid, NPU_BF16_MAX, NPU_BF16_PAD_NEG,
                            "softmax_mask");
    if (p->mask < 0) {
      *why = "npu: too many constant buffers";
      return false;
    }
  }
  if (!npu_epilogue_build(L, t, 0, root->out[0], 1.0, -1, &p->ep, why)) return false;
  for (int i = 0; i < p->ep.nv; i++)
    if (p->ep.v[i].kind == EV_BUF) {
      *why = "npu: a tensor input in a softmax epilogue";
      return false;
    }
  L->plans[t->id] = p;
  Arena *a = g->arena;
  t->props = NULL;
  static const char *modes[] = {"rows (vredmax.row / vredsum.row)",
                                "columns (vredmax / vredsum over rows)",
                                "across matrices (elementwise max / sum of tiles)"};
  prop_add_str(a, &t->props, "reduction", modes[p->mode]);
  int64_t view[3] = {p->B, xb->rows, xb->cols}, padded[3] = {p->B, xb->rows_p, xb->cols_p};
  prop_add_ints(a, &t->props, "view", view, 3);
  prop_add_ints(a, &t->props, "padded", padded, 3);
  prop_add_int(a, &t->props, "tiles_per_group", p->G);
  prop_add_int(a, &t->props, "chunks", p->nchunks);
  prop_add_int(a, &t->props, "chunk_bytes", p->chunk_bytes);
  if (p->strips) prop_add_str(a, &t->props, "chunks_are", "column strips (column-major tiles)");
  if (p->mask >= 0) {
    prop_add_int(a, &t->props, "mask_buffer", p->mask);
    prop_add_str(a, &t->props, "padding",
                 "the last tile of each reduction is capped with vminimum by a mask tile "
                 "(-9984 in the padded part): the padding's contents never matter");
  }
  prop_add_str(a, &t->props, "precision",
               "bf16 on the VPU; tiles summed pairwise (log2 depth) in bf16, each row/column "
               "reduction in fp32 with one rounding");
  t->kernel = "npu_softmax_bf16";
  return true;
}

/* ------------------------------------------------------------------ emit */

typedef struct SmCtx {
  SmPlan *p;
  Task *t;
} SmCtx;

static void load_tile(NpuLower *L, const SmPlan *p, int reg, int64_t at, bool masked) {
  npu_vload_pair_at(L, reg, at);
  if (masked) nb_vpu(L->b, NI_VMIN, reg, reg, p->regMask);
}

static void load_tile_loc(NpuLower *L, const SmPlan *p, int reg, NpuVloc at, bool masked) {
  npu_vload_pair_loc(L, reg, at);
  if (masked) nb_vpu(L->b, NI_VMIN, reg, reg, p->regMask);
}

static NpuOpc red_op(const SmPlan *p, bool sum) {
  if (p->mode == SM_ROW) return sum ? NI_VREDSUM_ROW : NI_VREDMAX_ROW;
  return sum ? NI_VREDSUM : NI_VREDMAX;
}

/* Tiles a trip of a group's loops takes: the exp pass combines them into
 * one level-3 entry of the pairwise sum. */
enum { SM_BLOCK = 8, SM_BLOCK_LEVEL = 3 };

/* The three passes over a group of tiles as counted loops (the first and
 * last tiles outside them: the first starts the max, the last may need the
 * mask): code that does not grow with the group. The exp pass stores each
 * trip's partial sum over the first input tile it consumed and the counter
 * then takes those in order, so the sum's tree (its bits) is the unrolled
 * one's. False (nothing emitted) when the loops do not apply. */
static bool sm_group_loops(NpuLower *L, SmPlan *p, int slot, int64_t q) {
  NpuBuilder *b = L->b;
  int64_t G = p->G, base = p->vin[slot], obase = p->vout[slot];
  if (G <= KEEP_MAX || (G - 2) / SM_BLOCK < 1 || (G - 1) / SM_BLOCK < 2) return false;
  int64_t gs = tile_off(p, q, 1) - tile_off(p, q, 0), in0 = base + tile_off(p, q, 0),
          out0 = obase + tile_off(p, q, 0);
  if (gs <= 0 || SM_BLOCK * gs > NPU_VOFF_MAX || nb_xfree_count(b) < 4) return false;
  int xi = nb_xalloc(b), xo = nb_xalloc(b), xc = nb_xalloc(b), xstep = nb_xalloc(b);
  nb_li(b, xstep, SM_BLOCK * gs);
  NpuVloc in = {xi, 0, {0, in0, G * gs}}, out = {xo, 0, {0, out0, G * gs}};
  NpuLoop lp;
  /* max: tile 0, trips from tile 1, the rest */
  int64_t trips = (G - 2) / SM_BLOCK, g;
  load_tile(L, p, p->regT, in0, false);
  nb_vpu(b, NI_VMAX, p->regM, p->regT, p->regT);
  nb_li(b, xi, in0 + gs);
  nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_max", p->task));
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < SM_BLOCK; u++) {
    npu_vload_pair_loc(L, p->regT, npu_vloc_plus(in, u * gs));
    nb_vpu(b, NI_VMAX, p->regM, p->regM, p->regT);
  }
  nb_alu(b, NI_ADD, xi, xi, xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (g = 1 + trips * SM_BLOCK; g < G; g++) {
    load_tile(L, p, p->regT, base + tile_off(p, q, g), tile_masked(p, g));
    nb_vpu(b, NI_VMAX, p->regM, p->regM, p->regT);
  }
  if (p->mode != SM_OUTER) nb_vpu(b, red_op(p, false), p->regM, p->regM, 0);
  /* exp, stored, and summed a block a trip */
  trips = (G - 1) / SM_BLOCK;
  NpuTree T;
  nb_li(b, xi, in0);
  nb_li(b, xo, out0);
  nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_exp", p->task));
  npu_vaddr_reset(L);
  npu_tree_init(&T, NI_VADD, p->stack0);
  for (int64_t u = 0; u < SM_BLOCK; u++) {
    int r = p->regT + 2 * (int)(u % 2);
    npu_vload_pair_loc(L, r, npu_vloc_plus(in, u * gs));
    nb_vpu(b, NI_VSUB, r, r, p->regM);
    nb_vpu(b, NI_VEXP, r, r, 0);
    npu_vstore_pair_loc(L, r, npu_vloc_plus(out, u * gs));
    npu_tree_leaf(L, &T, r);
  }
  npu_vstore_pair_loc(L, npu_tree_finish(L, &T), in);
  nb_alu(b, NI_ADD, xi, xi, xstep);
  nb_alu(b, NI_ADD, xo, xo, xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  npu_tree_init(&T, NI_VADD, p->stack0);
  for (int64_t i = 0; i < trips; i++) {
    npu_vload_pair_at(L, npu_tree_slot(&T), in0 + i * SM_BLOCK * gs);
    npu_tree_entry(L, &T, SM_BLOCK_LEVEL);
  }
  for (g = trips * SM_BLOCK; g < G; g++) {
    int r = p->regT + 2 * (int)(g % 2);
    load_tile(L, p, r, base + tile_off(p, q, g), tile_masked(p, g));
    nb_vpu(b, NI_VSUB, r, r, p->regM);
    nb_vpu(b, NI_VEXP, r, r, 0);
    npu_vstore_pair_at(L, r, obase + tile_off(p, q, g));
    npu_tree_leaf(L, &T, r);
  }
  int S = npu_tree_finish(L, &T);
  if (p->mode != SM_OUTER) nb_vpu(b, red_op(p, true), S, S, 0);
  nb_vpu(b, NI_VRECIP, S, S, 0);
  /* scale, epilogue, store */
  trips = G / SM_BLOCK;
  nb_li(b, xo, out0);
  nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_scale", p->task));
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < SM_BLOCK; u++) {
    npu_vload_pair_loc(L, p->regT, npu_vloc_plus(out, u * gs));
    nb_vpu(b, NI_VMUL, p->regT, p->regT, S);
    int res = npu_epilogue_apply(L, &p->ep, p->regT, p->tmp, p->ntmp, NULL);
    npu_vstore_pair_loc(L, res, npu_vloc_plus(out, u * gs));
  }
  nb_alu(b, NI_ADD, xo, xo, xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (g = trips * SM_BLOCK; g < G; g++) {
    npu_vload_pair_at(L, p->regT, obase + tile_off(p, q, g));
    nb_vpu(b, NI_VMUL, p->regT, p->regT, S);
    int res = npu_epilogue_apply(L, &p->ep, p->regT, p->tmp, p->ntmp, NULL);
    npu_vstore_pair_at(L, res, obase + tile_off(p, q, g));
  }
  nb_xfree(b, xi);
  nb_xfree(b, xo);
  nb_xfree(b, xc);
  nb_xfree(b, xstep);
  return true;
}

/* Softmax of one group of tiles whose first input and output tiles are at
 * in and out (tile g tile_off(p, 0, g) further: a group's tiles are laid
 * out alike wherever it starts): a running max, exp(x - max) summed
 * pairwise through a small stack (bf16 adds of log2 depth, not linear),
 * one reciprocal, one multiply per tile. */
static void sm_group(NpuLower *L, SmPlan *p, NpuVloc in, NpuVloc out) {
  NpuBuilder *b = L->b;
  bool keep = p->G <= KEEP_MAX;
  /* max */
  for (int64_t g = 0; g < p->G; g++) {
    int r = keep ? p->keep0 + 2 * (int)g : p->regT;
    load_tile_loc(L, p, r, npu_vloc_plus(in, tile_off(p, 0, g)), tile_masked(p, g));
    if (g == 0) nb_vpu(b, NI_VMAX, p->regM, r, r);
    else nb_vpu(b, NI_VMAX, p->regM, p->regM, r);
  }
  if (p->mode != SM_OUTER) nb_vpu(b, red_op(p, false), p->regM, p->regM, 0);
  /* exp and the pairwise sum: leaves pair up into a stack whose entries of
   * equal depth merge (a binary counter), so each value passes through
   * log2(G) bf16 additions instead of G */
  int pend = -1, lvl[8], depth = 0;
  for (int64_t g = 0; g < p->G; g++) {
    int r = keep ? p->keep0 + 2 * (int)g : p->regT + 2 * (int)(g % 2);
    if (!keep) load_tile_loc(L, p, r, npu_vloc_plus(in, tile_off(p, 0, g)), tile_masked(p, g));
    nb_vpu(b, NI_VSUB, r, r, p->regM);
    nb_vpu(b, NI_VEXP, r, r, 0);
    if (!keep) npu_vstore_pair_loc(L, r, npu_vloc_plus(out, tile_off(p, 0, g)));
    if (pend < 0) {
      pend = r;
      continue;
    }
    int sreg = p->stack0 + 2 * depth;
    nb_vpu(b, NI_VADD, sreg, pend, r);
    lvl[depth++] = 1;
    pend = -1;
    while (depth >= 2 && lvl[depth - 1] == lvl[depth - 2]) {
      int a = p->stack0 + 2 * (depth - 2), c = p->stack0 + 2 * (depth - 1);
      nb_vpu(b, NI_VADD, a, a, c);
      lvl[depth - 2]++;
      depth--;
    }
  }
  int S;
  if (depth == 0) {
    S = p->stack0;
    if (p->mode == SM_OUTER) nb_vpu(b, NI_VMAX, S, pend, pend); /* the one tile is the sum */
    else nb_vpu(b, red_op(p, true), S, pend, 0);
  } else {
    for (int i = depth - 1; i >= 1; i--)
      nb_vpu(b, NI_VADD, p->stack0 + 2 * (i - 1), p->stack0 + 2 * (i - 1), p->stack0 + 2 * i);
    S = p->stack0;
    if (pend >= 0) nb_vpu(b, NI_VADD, S, S, pend);
    if (p->mode != SM_OUTER) nb_vpu(b, red_op(p, true), S, S, 0);
  }
  nb_vpu(b, NI_VRECIP, S, S, 0);
  /* scale, epilogue, store */
  for (int64_t g = 0; g < p->G; g++) {
    int r = keep ? p->keep0 + 2 * (int)g : p->regT;
    if (!keep) npu_vload_pair_loc(L, r, npu_vloc_plus(out, tile_off(p, 0, g)));
    nb_vpu(b, NI_VMUL, r, r, S);
    int res = npu_epilogue_apply(L, &p->ep, r, p->tmp, p->ntmp, NULL);
    npu_vstore_pair_loc(L, res, npu_vloc_plus(out, tile_off(p, 0, g)));
  }
}

/* Groups a trip of the loop over a chunk's groups takes. */
enum { SM_GROUPS_A_TRIP = 2 };

/* A chunk's groups (columns of tiles, or tiles across matrices: group q's
 * tiles are group 0's q tiles on) as a counted loop, SM_GROUPS_A_TRIP a
 * trip through an input and an output pointer, the rest after it: code
 * that does not grow with the columns. Groups held in registers only (a
 * longer group loops over its own tiles), whose tiles a vload reaches from
 * the group's first; false (nothing emitted) otherwise. */
static bool sm_groups_loop(NpuLower *L, SmPlan *p, int slot) {
  NpuBuilder *b = L->b;
  int64_t n = p->ngroups, gs = NPU_BF16_TILE;
  if (n < 2 * SM_GROUPS_A_TRIP || p->G > KEEP_MAX || p->mode == SM_ROW ||
      tile_off(p, 0, p->G - 1) + (SM_GROUPS_A_TRIP - 1) * gs + NPU_FP8_TILE > NPU_VOFF_MAX ||
      nb_xfree_count(b) < 4)
    return false;
  for (int64_t g = 0; g < p->G; g++)
    if (tile_off(p, 1, g) - tile_off(p, 0, g) != gs) return false;
  int xi = nb_xalloc(b), xo = nb_xalloc(b), xc = nb_xalloc(b), xstep = nb_xalloc(b);
  nb_li(b, xstep, SM_GROUPS_A_TRIP * gs);
  nb_li(b, xi, p->vin[slot]);
  nb_li(b, xo, p->vout[slot]);
  NpuVloc in = {xi, 0, {0, p->vin[slot], p->chunk_bytes}}, out = {xo, 0, {0, p->vout[slot], p->chunk_bytes}};
  NpuLoop lp;
  nb_loop_begin(b, &lp, n / SM_GROUPS_A_TRIP, xc, arena_printf(L->a, "t%d_groups", p->task));
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < SM_GROUPS_A_TRIP; u++) sm_group(L, p, npu_vloc_plus(in, u * gs), npu_vloc_plus(out, u * gs));
  nb_alu(b, NI_ADD, xi, xi, xstep);
  nb_alu(b, NI_ADD, xo, xo, xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (int64_t u = 0; u < n % SM_GROUPS_A_TRIP; u++) sm_group(L, p, npu_vloc_plus(in, u * gs), npu_vloc_plus(out, u * gs));
  nb_xfree(b, xi);
  nb_xfree(b, xo);
  nb_xfree(b, xc);
  nb_xfree(b, xstep);
  return true;
}

static void sm_chunk(NpuLower *L, void *ctx, int slot) {
  SmPlan *p = ((SmCtx *)ctx)->p;
  if (sm_groups_loop(L, p, slot)) return;
  for (int64_t q = 0; q < p->ngroups; q++)
    if (!sm_group_loops(L, p, slot, q))
      sm_group(L, p, npu_vloc_phys(p->vin[slot] + tile_off(p, q, 0)), npu_vloc_phys(p->vout[slot] + tile_off(p, q, 0)));
}

/* VMEM placement (plan time): input slots, output slots, the mask. */
bool npu_vmem_softmax(NpuLower *L, Task *t, const char **why) {
  SmPlan *p = L->plans[t->id];
  NpuVmemReq vr[] = {{"in_0", p->chunk_bytes, 0, 0, 0}, {"in_1", p->chunk_bytes, 0, 0, 0},
                     {"out_0", p->chunk_bytes, 0, 0, 0}, {"out_1", p->chunk_bytes, 0, 0, 0},
                     {"mask", p->mask >= 0 ? NPU_BF16_TILE : 0, 0, 0, 0}};
  if (!npu_vmem_plan(L, t, vr, 5, why)) return false;
  p->vin[0] = vr[0].addr, p->vin[1] = vr[1].addr, p->vout[0] = vr[2].addr, p->vout[1] = vr[3].addr;
  p->vmask = vr[4].addr;
  return true;
}

bool npu_emit_softmax(NpuLower *L, Task *t) {
  SmPlan *p = L->plans[t->id];
  if (!p) return false;
  NpuBuilder *b = L->b;
  /* registers (pairs) */
  int m = 0;
  p->regMask = m, m += 2;
  p->regM = m, m += 2;
  p->regT = m, m += 4; /* two alternating leaf pairs */
  p->stack0 = m, m += 2 * 8;
  p->ntmp = npu_epilogue_temps(&p->ep);
  for (int i = 0; i < p->ntmp && i < 8; i++) p->tmp[i] = m, m += 2;
  p->cfirst = m;
  m += 2 * npu_epilogue_const_pairs(&p->ep);
  p->keep0 = m;
  if (p->G <= KEEP_MAX) m += 2 * (int)p->G;
  if (m > 64) {
    nb_fail(b, "npu: softmax register plan overflows");
    return false;
  }
  nb_comment(b, arena_printf(L->a, "softmax: %lld chunks of %lld groups x %lld tiles", (long long)p->nchunks,
                             (long long)p->ngroups, (long long)p->G));
  npu_epilogue_setup(L, &p->ep, p->cfirst);
  if (p->mask >= 0) {
    int xv = nb_xalloc(b), xd = nb_xalloc(b), xl = nb_xalloc(b);
    nb_li(b, xv, p->vmask);
    npu_param_li(L, xd, L->buf[p->mask].addr);
    nb_li(b, xl, NPU_BF16_TILE);
    nb_dma_load(b, 7, xv, xd, xl, (NpuVmem){0, p->vmask, NPU_BF16_TILE});
    nb_dma_wait(b, 7);
    npu_vload_pair_at(L, p->regMask, p->vmask);
    nb_xfree(b, xv);
    nb_xfree(b, xd);
    nb_xfree(b, xl);
  }
  NpuStream st[2] = {
      {.out = false, .base = L->buf[p->X].addr, .stride = p->chunk_bytes, .len = p->chunk_bytes,
       .vm = {p->vin[0], p->vin[1]}, .ch = 0},
      {.out = true, .base = L->buf[p->Y].addr, .stride = p->chunk_bytes, .len = p->chunk_bytes,
       .vm = {p->vout[0], p->vout[1]}, .ch = 1},
  };
  SmCtx ctx = {p, t};
  return npu_chunk_pipeline(L, st, 2, p->nchunks, sm_chunk, &ctx,
                            arena_printf(L->a, "t%d_chunks", t->id));
}
