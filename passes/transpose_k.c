/* transpose_k.c: a contraction whose K dims are not adjacent in A and B (an
 * mmt4d with K0 > 1, a batch-reduce) gets its operands transposed, K innermost:
 * constants at compile time, run-time values by a copy op. */
#include <string.h>

#include "npucc/passes.h"

static bool is_k(const ContractionInfo *ci, int loop) {
  for (int i = 0; i < ci->nk_dims; i++)
    if (ci->k_dims[i] == loop) return true;
  return false;
}

/* perm[j] = the result of m that comes j-th: every other result in its
 * order, then the K dims in A's order. False when that is m's own order. */
static bool k_last(const ContractionInfo *ci, const AffineMap *m, int *perm) {
  int n = 0;
  for (int r = 0; r < m->nres; r++)
    if (!is_k(ci, m->res[r])) perm[n++] = r;
  for (int i = 0; i < ci->nk_dims; i++)
    for (int r = 0; r < m->nres; r++)
      if (m->res[r] == ci->k_dims[i]) perm[n++] = r;
  bool moved = false;
  for (int j = 0; j < m->nres; j++) moved |= perm[j] != j;
  return moved;
}

/* A copy generic out[j...] = in[...]: in's dim perm[j] becomes dim j. */
static void build_transpose(Graph *g, Op *t, int in, const int *perm, Loc loc) {
  const Tensor *x = &g->tensors[in];
  int rank = x->rank;
  int64_t dims[NPUCC_MAX_RANK];
  for (int j = 0; j < rank; j++) dims[j] = x->dims[perm[j]];
  DType dt = x->dtype;
  int out = graph_add_tensor(g, dt, rank, dims, loc)->id;
  int empty = graph_add_tensor(g, dt, rank, dims, loc)->id;
  t->kind = OP_STRUCTURED;
  t->name = "npucc.transpose_k";
  t->loc = loc;
  t->in[t->nin++] = in;
  t->init[t->ninit++] = empty;
  t->out[t->nout++] = out;
  t->nloops = rank;
  for (int l = 0; l < rank; l++) t->iters[l] = IT_PARALLEL;
  AffineMap *maps = op_maps_write(g, t, 2);
  maps[0].ndims = maps[1].ndims = maps[0].nres = maps[1].nres = rank;
  for (int j = 0; j < rank; j++) {
    maps[0].res[perm[j]] = (int8_t)j;
    maps[1].res[j] = (int8_t)j;
  }
  Body *b = &t->body;
  b->insts = arena_alloc(g->arena, sizeof *b->insts * 3);
  b->nargs = 2;
  b->argtype[0] = b->argtype[1] = dt;
  b->insts[0] = (ScalarInst){.op = SC_ARG, .type = dt, .a = 0, .b = -1, .c = -1};
  b->insts[1] = (ScalarInst){.op = SC_ARG, .type = dt, .a = 1, .b = -1, .c = -1};
  b->insts[2] = (ScalarInst){.op = SC_YIELD, .type = DT_UNKNOWN, .a = -1, .b = -1, .c = -1};
  b->ninsts = 3;
  b->yield[0] = 0;
  b->nyield = 1;
}

/* A constant operand is transposed here, once, instead of by a copy on every
 * call: a new constant with in's dim perm[j] as dim j. A splat is the same
 * under any order; an elided weight (CONST_UNKNOWN) keeps the copy, since its
 * loader fills it in the stored order. -1 when in is not such a constant. */
static int transposed_const(Graph *g, int in, const int *perm, Loc loc) {
  const Tensor *x = &g->tensors[in];
  size_t es = dtype_size(x->dtype);
  if (x->role != ROLE_WEIGHT || (x->cst != CONST_DENSE && x->cst != CONST_SPLAT) || !tensor_is_static(x) ||
      !es || (x->cst == CONST_DENSE && x->nbytes != tensor_bytes(x)))
    return -1;
  int rank = x->rank;
  int64_t dims[NPUCC_MAX_RANK], src_stride[NPUCC_MAX_RANK], st = 1;
  for (int j = 0; j < rank; j++) dims[j] = x->dims[perm[j]];
  for (int d = rank - 1; d >= 0; st *= x->dims[d--]) src_stride[d] = st;
  Tensor *t = graph_add_tensor(g, x->dtype, rank, dims, loc);
  x = &g->tensors[in]; /* the table may have moved */
  t->role = ROLE_WEIGHT;
  t->cst = x->cst;
  t->cst_source = arena_printf(g->arena, "%s, K innermost (transpose_k)", x->cst_source ? x->cst_source : "constant");
  t->nbytes = x->nbytes;
  t->bytes = x->bytes;
  if (x->cst == CONST_SPLAT) return t->id;
  uint8_t *dst = arena_alloc(g->arena, x->nbytes);
  int64_t idx[NPUCC_MAX_RANK] = {0}, n = tensor_numel(t);
  for (int64_t e = 0; e < n; e++) {
    int64_t off = 0;
    for (int j = 0; j < rank; j++) off += idx[j] * src_stride[perm[j]];
    memcpy(dst + (size_t)e * es, x->bytes + (size_t)off * es, es);
    for (int j = rank - 1; j >= 0 && ++idx[j] == dims[j]; j--) idx[j] = 0;
  }
  t->bytes = dst;
  return t->id;
}

/* Transpose A and/or B of op i; returns how many ops it inserted before it.
 * Only when K is the one thing standing between the op and a canonical
 * batch-matmul: the M, N and K classes exist, no scales or zero points. */
static int align_k(Graph *g, const Target *T, const Options *o, int i) {
  ContractionInfo ci;
  if (!contraction_analyze(g, &g->ops[i], &ci) || !ci.canon_problem || ci.k_group == ci.nk_dims) return 0;
  if (T->keeps_layout && T->keeps_layout(&ci, o)) return 0;
  if (ci.m_loop < 0 || ci.n_loop < 0 || ci.nscales || ci.lhs_zp >= 0 || ci.rhs_zp >= 0) return 0;
  int side[2] = {ci.lhs_operand, ci.rhs_operand}, inserted = 0;
  for (int s = 0; s < 2; s++) {
    int perm[NPUCC_MAX_RANK];
    AffineMap m = g->ops[i + inserted].maps[side[s]];
    if (m.expr || !k_last(&ci, &m, perm)) continue;
    Op *op = &g->ops[i + inserted];
    int folded = transposed_const(g, op->in[side[s]], perm, op->loc);
    if (folded >= 0) {
      op->in[side[s]] = folded;
      AffineMap *w = &op_maps_write(g, op, 0)[side[s]];
      for (int j = 0; j < m.nres; j++) w->res[j] = m.res[perm[j]];
      continue;
    }
    Op *t = graph_insert_op(g, i + inserted, false);
    inserted++;
    op = &g->ops[i + inserted];
    build_transpose(g, t, op->in[side[s]], perm, op->loc);
    g->tensors[t->out[0]].producer = t->id;
    op->in[side[s]] = t->out[0];
    AffineMap *w = &op_maps_write(g, op, 0)[side[s]];
    for (int j = 0; j < m.nres; j++) w->res[j] = m.res[perm[j]];
  }
  return inserted;
}

bool pass_transpose_k(Graph *g, const Target *T, const Options *o, Diag *d) {
  (void)d;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead || op->kind != OP_STRUCTURED || op_has_map_expr(op)) continue;
    i += align_k(g, T, o, i);
  }
  return true;
}
