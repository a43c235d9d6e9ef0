/* contraction.c: the one contraction analysis: any structured op whose body is
 * a multiply-accumulate, its loops classed batch/M/N/K and its canonical matmul. */
#include <string.h>

#include "npucc/bodyexpr.h"
#include "npucc/passes.h"

enum { LEAF_MAX = 4 };

/* One factor of the product: an input block argument, less a scalar zero
 * point when the body subtracts one (linalg.quantized_matmul, conv_*_q). */
typedef struct Leaf {
  int arg, zp_arg;
} Leaf;

static int map_pos(const AffineMap *m, int loop) {
  for (int i = 0; i < m->nres; i++)
    if (m->res[i] == loop) return i;
  return -1;
}

static bool is_input_arg(const Op *op, const Body *b, int v, int *arg) {
  v = body_skip_casts(b, v);
  if (v < 0 || v >= b->ninsts || b->insts[v].op != SC_ARG || b->insts[v].a >= op->nin) return false;
  *arg = b->insts[v].a;
  return true;
}

/* The factors of the product tree at v: muls (through casts) down to input
 * arguments or arg - scalar zero point. False for anything else. */
static bool product_leaves(const Op *op, const Body *b, int v, Leaf *leaf, int *n, int depth) {
  if (depth > 8) return false;
  v = body_skip_casts(b, v);
  if (v < 0 || v >= b->ninsts) return false;
  const ScalarInst *s = &b->insts[v];
  int arg, zp;
  if (is_input_arg(op, b, v, &arg)) {
    if (*n == LEAF_MAX) return false;
    leaf[(*n)++] = (Leaf){arg, -1};
    return true;
  }
  if (s->op == SC_MULF || s->op == SC_MULI)
    return product_leaves(op, b, s->a, leaf, n, depth + 1) && product_leaves(op, b, s->b, leaf, n, depth + 1);
  if ((s->op == SC_SUBF || s->op == SC_SUBI) && is_input_arg(op, b, s->a, &arg) &&
      is_input_arg(op, b, s->b, &zp) && op->maps[zp].nres == 0 && op->maps[arg].nres > 0) {
    if (*n == LEAF_MAX) return false;
    leaf[(*n)++] = (Leaf){arg, zp};
    return true;
  }
  return false;
}

/* acc + product, optionally cast at the end: the body of every contraction
 * IREE writes (extf / extsi / extui inputs, truncf epilogue). The product's
 * factors in leaf[], the accumulator is the op's one init. */
static bool mac_body(const Op *op, ContractionInfo *mm, Leaf *leaf, int *nleaf) {
  const Body *b = &op->body;
  if (op->ninit != 1 || op->nout != 1 || b->nyield != 1 || b->nargs != op_noperands(op)) return false;
  int acc = op->nin;
  int y = body_skip_casts(b, b->yield[0]);
  if (y < 0 || y >= b->ninsts) return false;
  const ScalarInst *add = &b->insts[y];
  if (add->op != SC_ADDF && add->op != SC_ADDI) return false;
  int x = add->a, z = add->b;
  if (!body_is_arg(b, body_skip_casts(b, x), acc)) {
    int t = x;
    x = z;
    z = t;
  }
  if (!body_is_arg(b, body_skip_casts(b, x), acc)) return false;
  if (z < 0 || z >= b->ninsts || (b->insts[z].op != SC_MULF && b->insts[z].op != SC_MULI)) return false;
  *nleaf = 0;
  if (!product_leaves(op, b, z, leaf, nleaf, 0) || *nleaf < 2) return false;
  for (int i = 0; i < *nleaf; i++)
    for (int j = 0; j < i; j++)
      if (leaf[i].arg == leaf[j].arg) return false; /* a square is not a contraction */
  mm->mul_type = b->insts[z].type;
  mm->int_ext_signed = !body_uses(b, SC_EXTUI);
  return true;
}

/* Maps the analysis reads: every result a loop (each at most once) or a
 * constant 0 on a dim of size 1; no windowed (MAP_EXPR) results. */
static bool readable_map(const Graph *g, const Op *op, int operand, bool *has_const0) {
  const AffineMap *m = &op->maps[operand];
  const Tensor *t = &g->tensors[op_operand(op, operand)];
  for (int r = 0; r < m->nres; r++) {
    if (m->res[r] == MAP_EXPR) return false;
    if (m->res[r] == MAP_CONST0) {
      if (t->dims[r] != 1) return false;
      *has_const0 = true;
      continue;
    }
    for (int q = 0; q < r; q++)
      if (m->res[q] == m->res[r]) return false; /* a diagonal */
  }
  return true;
}

static int nonunit_loops(const Graph *g, const Op *op, int operand) {
  const AffineMap *m = &op->maps[operand];
  int n = 0;
  for (int r = 0; r < m->nres; r++) n += m->res[r] >= 0 && op_loop_size(g, op, m->res[r]) != 1;
  return n;
}

/* Position of loop l in map m counting only results of size > 1, so that
 * unit dims between two loops do not keep them from being adjacent. */
static int dense_pos(const Graph *g, const Op *op, const AffineMap *m, int l) {
  int p = 0;
  for (int r = 0; r < m->nres; r++) {
    if (m->res[r] == l) return p;
    if (m->res[r] < 0 || op_loop_size(g, op, m->res[r]) != 1) p++;
  }
  return -1;
}

/* Sort loops by their position in map m (outer first). */
static void sort_by_map(int *loops, int n, const AffineMap *m) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && map_pos(m, loops[j - 1]) > map_pos(m, loops[j]); j--) {
      int t = loops[j];
      loops[j] = loops[j - 1];
      loops[j - 1] = t;
    }
}

/* How many inner loops of dims[0..n) (outer to inner) collapse into one dim:
 * adjacent and in this order in every map of maps[] that holds the class. */
static int collapse_group(const Graph *g, const Op *op, const int *dims, int n, const AffineMap *const *maps,
                          int nmaps) {
  if (n == 0) return 0;
  int grp = 1;
  while (grp < n) {
    int outer = dims[n - grp - 1], first = dims[n - grp];
    bool ok = true;
    for (int i = 0; i < nmaps && ok; i++)
      ok = dense_pos(g, op, maps[i], outer) + 1 == dense_pos(g, op, maps[i], first);
    if (!ok) break;
    grp++;
  }
  return grp;
}

static int64_t loops_size(const Graph *g, const Op *op, const int *loops, int n) {
  int64_t s = 1;
  for (int i = 0; i < n; i++) {
    int64_t x = op_loop_size(g, op, loops[i]);
    if (x < 0 || s < 0) return -1;
    s = i64_mul_sat(s, x);
  }
  return s;
}

/* The old matcher's form: one loop each of M, N, K (whatever their sizes). */
static bool plain_form(const Op *op, const ContractionInfo *mm, bool has_const0, int nleaf) {
  if (has_const0 || nleaf != 2 || mm->lhs_zp >= 0 || mm->rhs_zp >= 0) return false;
  if (mm->lhs_operand != 0 || mm->rhs_operand != 1) return false;
  const AffineMap *A = &op->maps[0], *B = &op->maps[1], *C = &op->maps[op->nin];
  int nm = 0, nn = 0, nk = 0;
  for (int l = 0; l < op->nloops; l++) {
    bool a = map_pos(A, l) >= 0, b = map_pos(B, l) >= 0, c = map_pos(C, l) >= 0;
    bool red = op->iters[l] == IT_REDUCTION;
    if (!red && a && b && c) continue;
    if (!red && a && !b && c) nm++;
    else if (!red && !a && b && c) nn++;
    else if (red && a && b && !c) nk++;
    else return false;
  }
  return nm == 1 && nn == 1 && nk == 1;
}

/* The canonical view of the old form: exactly the old matcher's fields. */
static void plain_view(const Graph *g, const Op *op, ContractionInfo *mm) {
  const AffineMap *A = &op->maps[0], *B = &op->maps[1], *C = &op->maps[op->nin];
  mm->nbatch = 0;
  for (int l = 0; l < op->nloops; l++) {
    bool a = map_pos(A, l) >= 0, b = map_pos(B, l) >= 0, c = map_pos(C, l) >= 0;
    if (a && b && c) mm->batch_loops[mm->nbatch++] = l;
    else if (a && c) mm->m_loop = l;
    else if (b && c) mm->n_loop = l;
    else mm->k_loop = l;
  }
  mm->m_group = mm->n_group = mm->k_group = 1;
  mm->m = op_loop_size(g, op, mm->m_loop);
  mm->n = op_loop_size(g, op, mm->n_loop);
  mm->k = op_loop_size(g, op, mm->k_loop);
  mm->batch = loops_size(g, op, mm->batch_loops, mm->nbatch);
}

/* The canonical batch-matmul of a general form (see graph.h), or why none. */
static void general_view(const Graph *g, const Op *op, ContractionInfo *mm) {
  const AffineMap *A = &op->maps[mm->lhs_operand], *B = &op->maps[mm->rhs_operand], *C = &op->maps[op->nin];
  const AffineMap *mc[2] = {A, C}, *nc[2] = {B, C}, *kc[2] = {A, B};
  mm->m_group = collapse_group(g, op, mm->m_dims, mm->nm_dims, mc, 2);
  mm->n_group = collapse_group(g, op, mm->n_dims, mm->nn_dims, nc, 2);
  mm->k_group = collapse_group(g, op, mm->k_dims, mm->nk_dims, kc, 2);
  /* A class whose loops are all of size 1 is a size-1 dim: any of them (or
   * none: -1) addresses it. */
  int unit_m = -1, unit_n = -1, unit_k = -1;
  for (int l = op->nloops - 1; l >= 0; l--) {
    bool a = map_pos(A, l) >= 0, b = map_pos(B, l) >= 0, c = map_pos(C, l) >= 0;
    if (a && c && !b) unit_m = l;
    if (b && c && !a) unit_n = l;
    if (a && b && !c) unit_k = l;
  }
  mm->m_loop = mm->nm_dims ? mm->m_dims[mm->nm_dims - 1] : unit_m;
  mm->n_loop = mm->nn_dims ? mm->n_dims[mm->nn_dims - 1] : unit_n;
  mm->k_loop = mm->nk_dims ? mm->k_dims[mm->nk_dims - 1] : unit_k;
  mm->m = loops_size(g, op, mm->m_dims + mm->nm_dims - mm->m_group, mm->m_group);
  mm->n = loops_size(g, op, mm->n_dims + mm->nn_dims - mm->n_group, mm->n_group);
  mm->k = loops_size(g, op, mm->k_dims + mm->nk_dims - mm->k_group, mm->k_group);
  mm->nbatch = 0;
  for (int i = 0; i < mm->nbatch_dims; i++) mm->batch_loops[mm->nbatch++] = mm->batch_dims[i];
  for (int i = 0; i < mm->nm_dims - mm->m_group; i++) mm->batch_loops[mm->nbatch++] = mm->m_dims[i];
  for (int i = 0; i < mm->nn_dims - mm->n_group; i++) mm->batch_loops[mm->nbatch++] = mm->n_dims[i];
  mm->batch = loops_size(g, op, mm->batch_loops, mm->nbatch);
  if (mm->k_group < mm->nk_dims)
    mm->canon_problem = "the K dims are not adjacent in the same order in A and B: one needs a transpose";
  else if (mm->m_loop < 0 || mm->n_loop < 0 || mm->k_loop < 0)
    mm->canon_problem = mm->m_loop < 0 ? "no M dim (a vector-matrix product)"
                        : mm->n_loop < 0 ? "no N dim (a matrix-vector product)"
                                         : "no K dim";
  else if (mm->lhs_zp >= 0 || mm->rhs_zp >= 0)
    mm->canon_problem = "zero points subtracted from the operands";
  else if (mm->nscales)
    mm->canon_problem = mm->scales[0].block_loop >= 0 ? "block scales (MX) multiplied into the products"
                                                      : "scales multiplied into the products";
}

/* Which loops of the main operands' K a scale indexes decide its role. */
static void classify_scale(const Graph *g, const Op *op, ContractionInfo *mm, ScaleOperand *s) {
  const AffineMap *m = &op->maps[s->operand];
  s->nloops = 0;
  s->block_loop = -1;
  s->block = 0;
  s->side = DIM_UNIT;
  int nk = 0;
  for (int r = 0; r < m->nres; r++) {
    int l = m->res[r];
    if (l < 0) continue;
    s->loops[s->nloops++] = l;
    if (mm->cls[l] == DIM_K) nk++;
    if (mm->cls[l] == DIM_N) s->side = DIM_N;
    if (mm->cls[l] == DIM_M && s->side != DIM_N) s->side = DIM_M;
  }
  /* MX: some K loops indexed, the innermost non-unit one not: the block. */
  if (nk > 0 && mm->nk_dims > 0 && map_pos(m, mm->k_dims[mm->nk_dims - 1]) < 0) {
    s->block_loop = mm->k_dims[mm->nk_dims - 1];
    s->block = op_loop_size(g, op, s->block_loop);
  }
}

/* mmt4d's maps, whatever the op is called: A = (a,b,c,d), B = (e,b,f,d),
 * C = (a,e,c,f) with b and d reduced, no scales or zero points. */
static void mmt4d_view(const Graph *g, const Op *op, ContractionInfo *mm, int nleaf) {
  const AffineMap *A = &op->maps[mm->lhs_operand], *B = &op->maps[mm->rhs_operand], *C = &op->maps[op->nin];
  if (op->nloops != 6 || nleaf != 2 || mm->lhs_zp >= 0 || mm->rhs_zp >= 0 || A->nres != 4 || B->nres != 4 ||
      C->nres != 4)
    return;
  for (int r = 0; r < 4; r++)
    if (A->res[r] < 0 || B->res[r] < 0 || C->res[r] < 0) return;
  if (B->res[1] != A->res[1] || B->res[3] != A->res[3] || C->res[0] != A->res[0] || C->res[1] != B->res[0] ||
      C->res[2] != A->res[2] || C->res[3] != B->res[2])
    return;
  for (int r = 0; r < 4; r++) {
    bool red = r == 1 || r == 3;
    if ((op->iters[A->res[r]] == IT_REDUCTION) != red || op->iters[B->res[r]] != (red ? IT_REDUCTION : IT_PARALLEL))
      return;
  }
  mm->mmt4d = true;
  mm->mmt4d_outer[0] = op_loop_size(g, op, A->res[0]);
  mm->mmt4d_outer[1] = op_loop_size(g, op, B->res[0]);
  mm->mmt4d_outer[2] = op_loop_size(g, op, A->res[1]);
  mm->mmt4d_tile[0] = op_loop_size(g, op, A->res[2]);
  mm->mmt4d_tile[1] = op_loop_size(g, op, B->res[2]);
  mm->mmt4d_tile[2] = op_loop_size(g, op, A->res[3]);
  for (int i = 0; i < 3; i++)
    if (mm->mmt4d_outer[i] < 0 || mm->mmt4d_tile[i] < 0) mm->mmt4d = false; /* dynamic */
}

bool op_body_is_mac(const Op *op) {
  Leaf leaf[LEAF_MAX];
  int nleaf;
  ContractionInfo c;
  return op->kind == OP_STRUCTURED && mac_body(op, &c, leaf, &nleaf);
}

bool contraction_analyze(const Graph *g, const Op *op, ContractionInfo *mm) {
  if (op->kind != OP_STRUCTURED || op->nin < 2 || op->nloops > NPUCC_MAX_LOOPS) return false;
  Leaf leaf[LEAF_MAX];
  int nleaf;
  ContractionInfo c;
  memset(&c, 0, sizeof c);
  c.m_loop = c.n_loop = c.k_loop = -1;
  c.lhs_zp = c.rhs_zp = -1;
  if (!mac_body(op, &c, leaf, &nleaf)) return false;
  bool has_const0 = false;
  for (int i = 0; i < op_noperands(op); i++)
    if (!readable_map(g, op, i, &has_const0)) return false;
  /* A and B: the two factors with the most non-unit loops (the first two
   * on a tie); the others are scales. */
  int order[LEAF_MAX];
  for (int i = 0; i < nleaf; i++) order[i] = i;
  for (int i = 1; i < nleaf; i++)
    for (int j = i; j > 0 && nonunit_loops(g, op, leaf[order[j]].arg) >
                                 nonunit_loops(g, op, leaf[order[j - 1]].arg); j--) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  /* A is the one of the two that comes first among the operands. */
  int main0 = order[0], main1 = order[1];
  if (leaf[main0].arg > leaf[main1].arg) {
    int t = main0;
    main0 = main1;
    main1 = t;
  }
  c.lhs_operand = leaf[main0].arg;
  c.rhs_operand = leaf[main1].arg;
  c.lhs_zp = leaf[main0].zp_arg >= 0 ? op->in[leaf[main0].zp_arg] : -1;
  c.rhs_zp = leaf[main1].zp_arg >= 0 ? op->in[leaf[main1].zp_arg] : -1;
  const AffineMap *A = &op->maps[c.lhs_operand], *B = &op->maps[c.rhs_operand], *C = &op->maps[op->nin];
  c.nloops = op->nloops;
  int nk_all = 0;
  for (int l = 0; l < op->nloops; l++) {
    bool a = map_pos(A, l) >= 0, b = map_pos(B, l) >= 0, cc = map_pos(C, l) >= 0;
    bool red = op->iters[l] == IT_REDUCTION;
    int64_t size = op_loop_size(g, op, l);
    DimClass k;
    if (!red && a && b && cc) k = DIM_BATCH;
    else if (!red && a && !b && cc) k = DIM_M;
    else if (!red && !a && b && cc) k = DIM_N;
    else if (red && a && b && !cc) k = DIM_K, nk_all++;
    else if (size == 1) k = DIM_UNIT;
    else return false; /* e.g. a dim in A only: a sum, not a contraction */
    c.cls[l] = (int8_t)k;
    if (size == 1) continue;
    switch (k) {
    case DIM_BATCH: c.batch_dims[c.nbatch_dims++] = l; break;
    case DIM_M: c.m_dims[c.nm_dims++] = l; break;
    case DIM_N: c.n_dims[c.nn_dims++] = l; break;
    case DIM_K: c.k_dims[c.nk_dims++] = l; break;
    default: break;
    }
  }
  if (nk_all == 0) return false; /* nothing reduced: an elementwise product */
  /* Scales index only loops of the contraction, never a loop A and B lack. */
  for (int i = 0; i < nleaf; i++) {
    if (i == main0 || i == main1) continue;
    if (leaf[i].zp_arg >= 0) return false;
    ScaleOperand *s = &c.scales[c.nscales++];
    s->operand = leaf[i].arg;
    s->tensor = op->in[leaf[i].arg];
    const AffineMap *m = &op->maps[s->operand];
    for (int r = 0; r < m->nres; r++)
      if (m->res[r] >= 0 && map_pos(A, m->res[r]) < 0 && map_pos(B, m->res[r]) < 0) return false;
  }
  sort_by_map(c.batch_dims, c.nbatch_dims, C);
  sort_by_map(c.m_dims, c.nm_dims, C);
  sort_by_map(c.n_dims, c.nn_dims, C);
  sort_by_map(c.k_dims, c.nk_dims, A);
  for (int i = 0; i < c.nscales; i++) classify_scale(g, op, &c, &c.scales[i]);
  c.lhs = op->in[c.lhs_operand];
  c.rhs = op->in[c.rhs_operand];
  c.acc = op->init[0];
  c.lhs_type = g->tensors[c.lhs].dtype;
  c.rhs_type = g->tensors[c.rhs].dtype;
  c.acc_type = g->tensors[op->out[0]].dtype;
  c.accumulate = !op->zero_init;
  c.plain = plain_form(op, &c, has_const0, nleaf);
  if (c.plain) plain_view(g, op, &c);
  else general_view(g, op, &c);
  if (c.m_loop >= 0 && c.k_loop >= 0) c.lhs_transposed = map_pos(A, c.k_loop) < map_pos(A, c.m_loop);
  if (c.n_loop >= 0 && c.k_loop >= 0) c.rhs_transposed = map_pos(B, c.n_loop) < map_pos(B, c.k_loop);
  mmt4d_view(g, op, &c, nleaf);
  if (c.m < 0) c.m = -1;
  if (c.n < 0) c.n = -1;
  if (c.k < 0) c.k = -1;
  *mm = c;
  return true;
}
