/* untile.c: IREE's CPU data tiling (linalg.pack -> mmt4d -> linalg.unpack) undone for
 * a target that does not run the mmt4d on its tiled operands: one plain matmul. */
#include <stdlib.h>
#include <string.h>

#include "npucc/passes.h"

/* Why: a target that reads operands as [batch, rows, cols] views (npu) cannot
 * address A[m1][k1][m0][k0] (M and K each split around the other), and a
 * copy back to row-major is the unpack IREE would run anyway. The packs pad
 * to whole tiles, the unpack drops the padded rows and columns: with zeros in
 * the padded K the matmul of the unpacked tensors is the same sum, without
 * the copies. import.c builds a pack as [pad ->] expand_shape -> transpose
 * copy and an unpack as transpose copy -> collapse_shape [-> slice], each
 * named after the IREE op; those are the chains read here. */

typedef struct Side {
  int src;                 /* the unpacked tensor (pack source, unpack result) */
  int loops[2][2];         /* per src dim: the mmt4d's (outer, inner) loops, -1 when untiled */
  int ops[3], nops;        /* the chain's ops, to retire */
  bool zero_pad;           /* no padding, or padding with 0 */
  int reader;              /* unpack whose collapse canonicalize merged into a later
                            * reshape: that reshape (which then reads a new [M, N]
                            * result), else -1 */
} Side;

static bool named(const Op *op, OpKind k, const char *name) {
  return !op->dead && op->kind == k && op->name && !strcmp(op->name, name);
}

/* The one live op reading t, when t is nobody else's (no entry result, no state). */
static int only_user(const Graph *g, const int *uses, int t) {
  if (uses[t] != 1 || g->tensors[t].role == ROLE_OUTPUT || graph_is_stored(g, t)) return -1;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    for (int k = 0; k < op_noperands(op); k++)
      if (op_operand(op, k) == t) return i;
  }
  return -1;
}

/* src dim i gets the loops of the expanded dims of its reshape group, outer
 * first; exloop[e] is the mmt4d loop of expanded dim e. */
static bool group_loops(const Op *reshape, int rank, int nex, const int *exloop, Side *s) {
  if (reshape->a.reshape.ngroups != rank || rank != 2) return false;
  int n[2] = {0, 0};
  for (int i = 0; i < 2; i++) s->loops[i][0] = s->loops[i][1] = -1;
  for (int e = 0; e < nex; e++) {
    int i = reshape->a.reshape.group_of[e];
    if (i < 0 || i >= 2 || n[i] == 2 || exloop[e] < 0) return false;
    s->loops[i][n[i]++] = exloop[e];
  }
  return n[0] > 0 && n[1] > 0;
}

/* Operand k of mmt4d op m read through a pack chain: fill s. */
static bool pack_side(const Graph *g, const int *uses, const Op *m, int k, Side *s) {
  int x = m->in[k];
  const Tensor *t = &g->tensors[x];
  if (t->producer < 0 || only_user(g, uses, x) != m->id) return false;
  const Op *tr = &g->ops[t->producer];
  if (!named(tr, OP_STRUCTURED, "linalg.pack") || tr->nin != 1) return false;
  int ex = tr->in[0];
  const Tensor *et = &g->tensors[ex];
  if (et->producer < 0 || only_user(g, uses, ex) != tr->id) return false;
  const Op *rs = &g->ops[et->producer];
  if (!named(rs, OP_RESHAPE, "linalg.pack")) return false;
  /* expanded dim e is read by the copy's loop (packed dim) maps[0].res[e] */
  int exloop[NPUCC_MAX_RANK];
  if (tr->maps[0].nres != et->rank || et->rank > NPUCC_MAX_RANK) return false;
  for (int e = 0; e < et->rank; e++) {
    int d = tr->maps[0].res[e];
    exloop[e] = d >= 0 && d < m->maps[k].nres ? m->maps[k].res[d] : -1;
  }
  s->nops = 0;
  s->reader = -1;
  s->ops[s->nops++] = tr->id;
  s->ops[s->nops++] = rs->id;
  int src = rs->in[0];
  s->zero_pad = true;
  const Tensor *pt = &g->tensors[src];
  if (pt->producer >= 0 && named(&g->ops[pt->producer], OP_PAD, "linalg.pack")) {
    const Op *pad = &g->ops[pt->producer];
    if (only_user(g, uses, src) != rs->id) return false;
    for (int i = 0; i < pt->rank; i++)
      if (pad->a.pad.low[i]) return false;
    s->zero_pad = pad->a.pad.value_known && pad->a.pad.value == 0.0;
    s->ops[s->nops++] = pad->id;
    src = pad->in[0];
  }
  s->src = src;
  return group_loops(rs, g->tensors[src].rank, et->rank, exloop, s);
}

/* The result of mmt4d op m read through an unpack chain: fill s. */
static bool unpack_side(const Graph *g, const int *uses, const Op *m, Side *s) {
  int x = m->out[0];
  int u = only_user(g, uses, x);
  if (u < 0) return false;
  const Op *tr = &g->ops[u];
  if (!named(tr, OP_STRUCTURED, "linalg.unpack") || tr->nin != 1 || tr->in[0] != x) return false;
  int ex = tr->out[0];
  const Tensor *et = &g->tensors[ex];
  int r = only_user(g, uses, ex);
  if (r < 0 || g->ops[r].kind != OP_RESHAPE) return false;
  const Op *rs = &g->ops[r];
  /* packed dim d (the mmt4d's result dim) lands on expanded dim maps[0].res[d] */
  const AffineMap *cm = &m->maps[m->nin];
  int exloop[NPUCC_MAX_RANK];
  if (et->rank > NPUCC_MAX_RANK || tr->maps[0].nres != cm->nres) return false;
  for (int e = 0; e < et->rank; e++) exloop[e] = -1;
  for (int d = 0; d < cm->nres; d++) {
    int e = tr->maps[0].res[d];
    if (e < 0 || e >= et->rank) return false;
    exloop[e] = cm->res[d];
  }
  s->reader = -1;
  if (!named(rs, OP_RESHAPE, "linalg.unpack")) {
    /* canonicalize merged the collapse into a later reshape (a Flow
     * dispatch's result reshaped by flow.tensor.reshape): the expanded dims
     * are still [M1, M0, N1, N0] in order (an outer loop, C's dims 0-1, opens
     * a group, an inner one joins it). Without padding, [M, N] row-major is
     * those bytes: the untiled op writes it, the reshape reads it. */
    int n[2] = {0, 0}, gi = -1;
    s->loops[0][0] = s->loops[0][1] = s->loops[1][0] = s->loops[1][1] = -1;
    for (int e = 0; e < et->rank; e++) {
      int d = -1;
      for (int k = 0; k < cm->nres; k++)
        if (tr->maps[0].res[k] == e) d = k;
      if (d < 0 || exloop[e] < 0) return false;
      if (d < 2 && ++gi > 1) return false;
      if (gi < 0 || n[gi] == 2) return false;
      s->loops[gi][n[gi]++] = exloop[e];
    }
    if (gi != 1) return false;
    s->nops = 0;
    s->ops[s->nops++] = tr->id;
    s->reader = r;
    s->src = -1;
    s->zero_pad = true;
    return true;
  }
  s->nops = 0;
  s->ops[s->nops++] = tr->id;
  s->ops[s->nops++] = rs->id;
  int res = rs->out[0];
  int sl = only_user(g, uses, res);
  if (sl >= 0 && named(&g->ops[sl], OP_EXTRACT_SLICE, "linalg.unpack")) {
    const Op *so = &g->ops[sl];
    for (int i = 0; i < g->tensors[res].rank; i++)
      if (so->a.slice.offsets[i] || so->a.slice.strides[i] != 1) return false;
    s->ops[s->nops++] = so->id;
    res = so->out[0];
  }
  s->src = res;
  s->zero_pad = true;
  return group_loops(rs, g->tensors[res].rank, et->rank, exloop, s);
}

/* Which dim of s holds the loop pair p (same loops, same order); -1 if none. */
static int dim_of(const Side *s, const int *p) {
  for (int i = 0; i < 2; i++)
    if (s->loops[i][0] == p[0] && s->loops[i][1] == p[1]) return i;
  return -1;
}

/* Flow input: the pack and unpack dispatches retire into the mmt4d's task,
 * one boundary each that the task graph would otherwise lose without a word
 * (Op.iree_merged, task detail merged_iree_dispatches). Distinct, in order. */
static void note_merged_dispatches(Graph *g, Op *m, const Side *const *sides) {
  IreeOrigin *o = arena_alloc(g->arena, sizeof *o * 9);
  int n = 0;
  for (int s = 0; s < 3; s++)
    for (int j = 0; j < sides[s]->nops; j++) {
      const Op *r = &g->ops[sides[s]->ops[j]];
      if (!r->iree_dispatch || r->iree_call == m->iree_call) continue;
      bool seen = false;
      for (int k = 0; k < n && !seen; k++) seen = o[k].call == r->iree_call;
      if (!seen) o[n++] = (IreeOrigin){r->iree_dispatch, r->iree_call};
    }
  m->iree_merged = n ? o : NULL;
  m->niree_merged = n;
}

static void untile(Graph *g, const int *uses, int i) {
  Op *m = &g->ops[i];
  ContractionInfo ci;
  if (!contraction_analyze(g, m, &ci) || !ci.mmt4d || ci.accumulate || ci.nscales || ci.lhs_zp >= 0 ||
      ci.rhs_zp >= 0 || m->nout != 1)
    return;
  Side A, B, C;
  if (!pack_side(g, uses, m, ci.lhs_operand, &A) || !pack_side(g, uses, m, ci.rhs_operand, &B) ||
      !unpack_side(g, uses, m, &C))
    return;
  /* K: the pair A and B share; M: A's other, in C; N: B's other, in C */
  int ak = -1, bk = -1;
  for (int a = 0; a < 2 && ak < 0; a++)
    if ((bk = dim_of(&B, A.loops[a])) >= 0) ak = a;
  if (ak < 0) return;
  int am = 1 - ak, bn = 1 - bk, cm = dim_of(&C, A.loops[am]), cn = dim_of(&C, B.loops[bn]);
  if (cm < 0 || cn < 0 || cm == cn) return;
  for (int j = 0; j < 2; j++) {
    int l = A.loops[ak][j];
    if (l >= 0 && m->iters[l] != IT_REDUCTION) return;
    if ((l = A.loops[am][j]) >= 0 && m->iters[l] != IT_PARALLEL) return;
    if ((l = B.loops[bn][j]) >= 0 && m->iters[l] != IT_PARALLEL) return;
  }
  const Tensor *ta = &g->tensors[A.src], *tb = &g->tensors[B.src];
  if (!tensor_is_static(ta) || !tensor_is_static(tb)) return;
  int64_t M = ta->dims[am], N = tb->dims[bn], K = ta->dims[ak];
  if (C.reader >= 0) {
    /* the result's [M, N] is the padded one: only without padding */
    int64_t mp = 1, np = 1;
    for (int j = 0; j < 2; j++) {
      if (C.loops[cm][j] >= 0) mp *= op_loop_size(g, m, C.loops[cm][j]);
      if (C.loops[cn][j] >= 0) np *= op_loop_size(g, m, C.loops[cn][j]);
    }
    if (mp != M || np != N) return;
  } else {
    const Tensor *tc = &g->tensors[C.src];
    if (!tensor_is_static(tc) || tc->dims[cm] != M || tc->dims[cn] != N) return;
  }
  /* padding in K is summed: it must be zeros (padded M rows and N columns
   * only reach the rows and columns the unpack drops) */
  int64_t kpad = 1;
  for (int j = 0; j < 2; j++)
    if (A.loops[ak][j] >= 0) kpad *= op_loop_size(g, m, A.loops[ak][j]);
  if (kpad != K && (!A.zero_pad || !B.zero_pad)) return;
  /* the op becomes C[m][n] += A[..m..k..] * B[..n..k..] over loops m, n, k,
   * keeping its body, location and dispatch */
  DType dt = g->tensors[m->out[0]].dtype;
  int64_t cdims[2];
  cdims[cm] = M, cdims[cn] = N;
  if (C.reader >= 0) {
    C.src = graph_add_tensor(g, dt, 2, cdims, m->loc)->id;
    g->ops[C.reader].in[0] = C.src;
    g->ops[C.reader].a.reshape.ngroups = 0; /* from [M, N] now: no reassociation kept */
  }
  int empty = graph_add_tensor(g, dt, 2, cdims, m->loc)->id;
  m = &g->ops[i];
  int dm[2], dn[2], dc[2];
  dm[am] = 0, dm[ak] = 2, dn[bn] = 1, dn[bk] = 2, dc[cm] = 0, dc[cn] = 1;
  AffineMap *maps = op_maps_write(g, m, 0);
  AffineMap *mp[3] = {&maps[ci.lhs_operand], &maps[ci.rhs_operand], &maps[m->nin]};
  const int *dims[3] = {dm, dn, dc};
  for (int k = 0; k < 3; k++) {
    memset(mp[k], 0, sizeof *mp[k]);
    mp[k]->ndims = 3;
    mp[k]->nres = 2;
    for (int r = 0; r < 2; r++) mp[k]->res[r] = (int8_t)dims[k][r];
  }
  m->nloops = 3;
  m->iters[0] = m->iters[1] = IT_PARALLEL;
  m->iters[2] = IT_REDUCTION;
  m->in[ci.lhs_operand] = A.src;
  m->in[ci.rhs_operand] = B.src;
  m->init[0] = empty;
  int packed_out = m->out[0];
  m->out[0] = C.src;
  g->tensors[C.src].producer = i;
  g->tensors[packed_out].producer = -1;
  m->raised_from = "linalg.pack + linalg.mmt4d + linalg.unpack (IREE data tiling, undone)";
  const Side *sides[3] = {&A, &B, &C};
  note_merged_dispatches(g, m, sides);
  for (int s = 0; s < 3; s++)
    for (int j = 0; j < sides[s]->nops; j++) g->ops[sides[s]->ops[j]].dead = true;
}

bool pass_untile(Graph *g, const Target *T, const Options *o, Diag *d) {
  (void)d;
  int *uses = NULL;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead || op->kind != OP_STRUCTURED || op_has_map_expr(op)) continue;
    ContractionInfo ci;
    if (!contraction_analyze(g, op, &ci) || !ci.mmt4d) continue;
    if (T->keeps_layout && T->keeps_layout(&ci, o)) continue;
    if (!uses) uses = graph_use_counts(g);
    untile(g, uses, i);
    /* the counts of the retired chains no longer matter: each op is rewritten once */
  }
  free(uses);
  return true;
}
