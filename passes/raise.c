/* raise.c: finds softmax and attention written as chains of generics and
 * rewrites each chain into one OP_SOFTMAX / OP_ATTENTION in the last op's
 * slot; attention whose parts stay separate ops becomes an AttnChain. */
#include <math.h>
#include <string.h>

#include "npucc/bodyexpr.h"
#include "npucc/passes.h"

static bool all_parallel(const Op *op) {
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] != IT_PARALLEL) return false;
  return true;
}

static bool map_equal(const AffineMap *a, const AffineMap *b) {
  return a->nres == b->nres && !memcmp(a->res, b->res, (size_t)a->nres);
}

/* Index of operand tensor t among op's inputs, or -1. */
static int input_index(const Op *op, int t) {
  for (int i = 0; i < op->nin; i++)
    if (op->in[i] == t) return i;
  return -1;
}

static bool is_structured(const Graph *g, int op) {
  return op >= 0 && !g->ops[op].dead && g->ops[op].kind == OP_STRUCTURED;
}

/* A single-loop reduction of input 0 into the init whose yield (after casts)
 * is `combine`(arg0, arg1). Returns the reduced loop or -1. */
static int reduction_of(const Op *op, ScalarOpcode combine, ScalarOpcode alt) {
  if (op->kind != OP_STRUCTURED || op->nin != 1 || op->ninit != 1 || op->body.nyield != 1)
    return -1;
  int loop = -1;
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] == IT_REDUCTION) {
      if (loop >= 0) return -1;
      loop = l;
    }
  if (loop < 0 || !map_is_identity(&op->maps[0], op->nloops)) return -1;
  const Body *b = &op->body;
  int y = body_skip_casts(b, b->yield[0]);
  const ScalarInst *s = &b->insts[y];
  if (s->op != combine && s->op != alt) return -1;
  int x = body_skip_casts(b, s->a), z = body_skip_casts(b, s->b);
  if (!((body_is_arg(b, x, 0) && body_is_arg(b, z, 1)) || (body_is_arg(b, x, 1) && body_is_arg(b, z, 0))))
    return -1;
  return loop;
}

/* The init of a max-reduce must be -inf (or the lowest finite value). */
static bool init_is_lowest(const Graph *g, const Op *red) {
  const Tensor *init = &g->tensors[red->init[0]];
  if (init->producer < 0) return false;
  const Op *fill = &g->ops[init->producer];
  if (fill->kind != OP_FILL || fill->dead) return false;
  double v = tensor_const_f64(&g->tensors[fill->in[0]], 0);
  return v <= -3.0e38 || isinf(v);
}

/* Elementwise op computing exp(x - m) from inputs x (identity map) and m
 * (the reduced map), possibly across two ops (sub, then exp). Returns the op
 * whose result is the exponential, or -1. */
static int exp_of_diff(const Graph *g, const GraphUsers *U, const Op *first, int x, int m, const AffineMap *mmap,
                       int *dead, int *ndead) {
  if (!all_parallel(first) || first->ninit != 1) return -1;
  int ix = input_index(first, x), im = input_index(first, m);
  if (ix < 0 || im < 0 || first->nin != 2 || !map_is_identity(&first->maps[ix], first->nloops) ||
      !map_equal(&first->maps[im], mmap))
    return -1;
  const Body *b = &first->body;
  int y = body_skip_casts(b, b->yield[0]);
  const ScalarInst *s = &b->insts[y];
  bool is_exp = s->op == SC_EXP;
  const ScalarInst *sub = is_exp ? &b->insts[body_skip_casts(b, s->a)] : s;
  if (sub->op != SC_SUBF || !body_is_arg(b, body_skip_casts(b, sub->a), ix) ||
      !body_is_arg(b, body_skip_casts(b, sub->b), im))
    return -1;
  if (is_exp) return first->id;
  /* sub and exp in separate generics */
  int next = graph_sole_user(g, U, first->out[0]);
  if (!is_structured(g, next)) return -1;
  const Op *e = &g->ops[next];
  const Body *eb = &e->body;
  if (!all_parallel(e) || e->nin != 1 || !map_is_identity(&e->maps[0], e->nloops) ||
      eb->insts[body_skip_casts(eb, eb->yield[0])].op != SC_EXP ||
      !body_is_arg(eb, body_skip_casts(eb, eb->insts[body_skip_casts(eb, eb->yield[0])].a), 0))
    return -1;
  dead[(*ndead)++] = first->id;
  return next;
}

/* The normalising op: ex / s, ex * (1/s) in one body, or ex * r with r from
 * a separate reciprocal generic over s. Returns it, or -1. */
static int normaliser(const Graph *g, const GraphUsers *U, int ex, int sum, const AffineMap *smap, int *dead, int *ndead) {
  int us[3];
  if (graph_users_of(g, U, sum, us, 3) != 1 || !is_structured(g, us[0])) return -1;
  const Op *u = &g->ops[us[0]];
  int ie = input_index(u, ex);
  if (ie >= 0) { /* ex / s, or ex * (1 / s), in one body */
    int is = input_index(u, sum);
    if (u->nin != 2 || is < 0 || !all_parallel(u) || !map_equal(&u->maps[is], smap)) return -1;
    const Body *b = &u->body;
    const ScalarInst *s = &b->insts[body_skip_casts(b, b->yield[0])];
    if (s->op == SC_DIVF && body_is_arg(b, body_skip_casts(b, s->a), ie) &&
        body_is_arg(b, body_skip_casts(b, s->b), is))
      return u->id;
    if (s->op == SC_MULF) {
      int p = body_skip_casts(b, s->a), q = body_skip_casts(b, s->b);
      if (!body_is_arg(b, p, ie)) {
        int t = p;
        p = q;
        q = t;
      }
      double one;
      const ScalarInst *r = &b->insts[q];
      if (body_is_arg(b, p, ie) && r->op == SC_DIVF && body_const(b, r->a, &one) && one == 1.0 &&
          body_is_arg(b, body_skip_casts(b, r->b), is))
        return u->id;
    }
    return -1;
  }
  /* reciprocal generic over s, then a multiply */
  const Body *rb = &u->body;
  const ScalarInst *r = &rb->insts[body_skip_casts(rb, rb->yield[0])];
  double one;
  if (u->nin != 1 || !all_parallel(u) || r->op != SC_DIVF || !body_const(rb, r->a, &one) ||
      one != 1.0 || !body_is_arg(rb, body_skip_casts(rb, r->b), 0))
    return -1;
  int mul = graph_sole_user(g, U, u->out[0]);
  if (!is_structured(g, mul)) return -1;
  const Op *m = &g->ops[mul];
  int ie2 = input_index(m, ex), ir = input_index(m, u->out[0]);
  if (m->nin != 2 || ie2 < 0 || ir < 0 || !all_parallel(m) || !map_equal(&m->maps[ir], smap))
    return -1;
  const Body *mb = &m->body;
  const ScalarInst *s = &mb->insts[body_skip_casts(mb, mb->yield[0])];
  int p = body_skip_casts(mb, s->a), q = body_skip_casts(mb, s->b);
  if (s->op != SC_MULF || !((body_is_arg(mb, p, ie2) && body_is_arg(mb, q, ir)) ||
                            (body_is_arg(mb, p, ir) && body_is_arg(mb, q, ie2))))
    return -1;
  dead[(*ndead)++] = u->id;
  return mul;
}

/* max-reduce, exp(x - max), sum-reduce, normalise: one softmax along the
 * reduced dimension of x. */
static bool raise_softmax(Graph *g, GraphUsers *U, int r1) {
  Op *red = &g->ops[r1];
  int loop = reduction_of(red, SC_MAXIMUMF, SC_MAXNUMF);
  if (loop < 0 || !init_is_lowest(g, red)) return false;
  int x = red->in[0], max = red->out[0];
  int dead[8], ndead = 0;
  dead[ndead++] = r1;
  int first = graph_sole_user(g, U, max);
  if (!is_structured(g, first)) return false;
  int e = exp_of_diff(g, U, &g->ops[first], x, max, &red->maps[1], dead, &ndead);
  if (e < 0) return false;
  dead[ndead++] = e; /* a separate sub op was added by exp_of_diff */
  int ex = g->ops[e].out[0];
  int us[3];
  if (graph_users_of(g, U, ex, us, 3) != 2 || g->tensors[ex].role == ROLE_OUTPUT || graph_is_stored(g, ex)) return false;
  int r2 = -1;
  for (int i = 0; i < 2; i++)
    if (is_structured(g, us[i]) && reduction_of(&g->ops[us[i]], SC_ADDF, SC_ADDF) == loop &&
        g->ops[us[i]].zero_init)
      r2 = us[i];
  if (r2 < 0) return false;
  dead[ndead++] = r2;
  int norm = normaliser(g, U, ex, g->ops[r2].out[0], &g->ops[r2].maps[1], dead, &ndead);
  if (norm < 0) return false;
  /* The fill of the max-reduce dies with it. */
  int fill = g->tensors[red->init[0]].producer;
  if (graph_users_count(g, U, g->ops[fill].out[0]) == 1) dead[ndead++] = fill;
  Op *n = &g->ops[norm];
  int out = n->out[0], init = n->init[0];
  int dim = -1;
  for (int i = 0; i < red->maps[0].nres; i++)
    if (red->maps[0].res[i] == loop) dim = i;
  Loc loc = red->loc;
  for (int i = 0; i < ndead; i++) g->ops[dead[i]].dead = true;
  memset(n, 0, sizeof *n);
  n->maps = graph_no_maps;
  n->id = norm;
  n->kind = OP_SOFTMAX;
  n->name = "linalg.softmax";
  n->loc = loc;
  n->in[n->nin++] = x;
  n->init[n->ninit++] = init;
  n->out[n->nout++] = out;
  n->a.softmax.dim = dim;
  n->task = n->match = -1;
  n->raised_from = "max-reduce, exp(x - max), sum-reduce and normalise generics";
  graph_users_note(U, g, norm);
  return true;
}

/* ------------------------------------------------- folded attention */

static bool amap_has(const AffineMap *m, int l) {
  for (int r = 0; r < m->nres; r++)
    if (m->res[r] == l) return true;
  return false;
}

/* The roles of attention's loops (spec/input-mlir.md) with k1 (Q and K only)
 * and n (V and O only) allowed to be missing: IREE folds size-1 dims away. */
static bool folded_roles(const AttentionAttrs *at, bool *no_k1, bool *no_n) {
  const AffineMap *q = &at->maps[0], *k = &at->maps[1], *v = &at->maps[2];
  const AffineMap *o = &at->maps[at->has_mask ? 5 : 4];
  int nm = 0, nk1 = 0, nk2 = 0, nn = 0;
  for (int l = 0; l < at->nloops; l++) {
    bool Q = amap_has(q, l), K = amap_has(k, l), V = amap_has(v, l), O = amap_has(o, l);
    if (Q && K && V && O) continue;
    if (Q && !K && !V && O) nm++;
    else if (Q && K && !V && !O) nk1++;
    else if (!Q && K && V && !O) nk2++;
    else if (!Q && !K && V && O) nn++;
    else return false;
  }
  *no_k1 = nk1 == 0;
  *no_n = nn == 0;
  return nm == 1 && nk2 == 1 && nk1 <= 1 && nn <= 1;
}

/* x with a trailing unit dim: a new tensor, or -1 when the rank is full. */
static int with_unit_dim(Graph *g, int x, Loc loc) {
  const Tensor *t = &g->tensors[x];
  if (t->rank + 1 > NPUCC_MAX_RANK || t->rank < 1) return -1;
  int64_t dims[NPUCC_MAX_RANK];
  int rank = t->rank;
  DType dt = t->dtype;
  memcpy(dims, t->dims, sizeof dims);
  dims[rank] = 1;
  return graph_add_tensor(g, dt, rank + 1, dims, loc)->id;
}

/* A reshape view between `from` and `to` that differ by a trailing unit dim. */
static void unit_reshape(Graph *g, Op *r, const char *name, int from, int to, Loc loc) {
  r->kind = OP_RESHAPE;
  r->name = name;
  r->loc = loc;
  r->in[r->nin++] = from;
  r->out[r->nout++] = to;
  g->tensors[to].producer = r->id;
  int big = g->tensors[from].rank > g->tensors[to].rank ? from : to;
  int rank = g->tensors[big].rank;
  r->a.reshape.ngroups = rank - 1;
  for (int d = 0; d < rank; d++) r->a.reshape.group_of[d] = (int8_t)(d < rank - 1 ? d : rank - 2);
}

/* Attention op i whose maps lack k1 and/or n gets the dims back: Q and K (V
 * and O) read through expand_shape views with a trailing unit dim on a new
 * loop, O written whole and collapsed after. Then it is ordinary attention
 * with k1 (n) of size 1 for every target. */
static void unfold_attention(Graph *g, int i) {
  Op *op = &g->ops[i];
  AttentionAttrs *at = &op->a.attn;
  bool no_k1, no_n;
  if (op->nin < 4 || op->ninit != 1 || op->nout != 1 || !folded_roles(at, &no_k1, &no_n) ||
      (!no_k1 && !no_n) || at->nloops + no_k1 + no_n > NPUCC_MAX_LOOPS ||
      g->tensors[op->init[0]].producer >= 0 || op_has_map_expr(op))
    return;
  Loc loc = op->loc;
  int L = at->nloops, k1 = no_k1 ? L++ : -1, n = no_n ? L++ : -1;
  int q2 = -1, k2 = -1, v2 = -1, o2 = -1, init2 = -1;
  if ((no_k1 && ((q2 = with_unit_dim(g, op->in[0], loc)) < 0 || (k2 = with_unit_dim(g, op->in[1], loc)) < 0)) ||
      (no_n && ((v2 = with_unit_dim(g, op->in[2], loc)) < 0 || (o2 = with_unit_dim(g, op->out[0], loc)) < 0 ||
                (init2 = with_unit_dim(g, op->init[0], loc)) < 0)))
    return; /* the fresh tensors stay unused */
  if (no_n) {
    int o = op->out[0];
    op->out[0] = o2;
    op->init[0] = init2;
    g->tensors[o2].producer = i;
    Op *r = graph_insert_op(g, i + 1, true);
    unit_reshape(g, r, "tensor.collapse_shape", o2, o, loc);
  }
  const int want[3] = {q2, k2, v2};
  for (int w = 0; w < 3; w++) {
    if (want[w] < 0) continue;
    Op *r = graph_insert_op(g, i, false);
    unit_reshape(g, r, "tensor.expand_shape", g->ops[i + 1].in[w], want[w], loc);
    i++;
    g->ops[i].in[w] = want[w];
  }
  op = &g->ops[i];
  at = &op->a.attn;
  int nmaps = at->has_mask ? 6 : 5, omap = at->has_mask ? 5 : 4;
  for (int mi = 0; mi < nmaps; mi++) {
    AffineMap *m = &at->maps[mi];
    m->ndims = L;
    if (k1 >= 0 && (mi == 0 || mi == 1)) m->res[m->nres++] = (int8_t)k1;
    if (n >= 0 && (mi == 2 || mi == omap)) m->res[m->nres++] = (int8_t)n;
  }
  if (op->nloops == at->nloops) op->nloops = L;
  at->nloops = L;
  op->raised_from = arena_printf(g->arena, "attention with %s folded away", no_k1 && no_n ? "k1 and n" : no_k1 ? "k1" : "n");
}

bool pass_raise(Graph *g, Diag *d) {
  (void)d;
  GraphUsers *U = graph_users_new(g);
  for (int i = 0; i < g->nops; i++)
    if (is_structured(g, i)) raise_softmax(g, U, i);
  graph_users_free(U);
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead && g->ops[i].kind == OP_ATTENTION) {
      int before = g->nops;
      unfold_attention(g, i);
      i += g->nops - before; /* past the views just inserted */
    }
  return true;
}

/* ------------------------------------------------ chains kept as parts */

static const Match *match_of(const Graph *g, int op) {
  return op >= 0 && !g->ops[op].dead && g->ops[op].match >= 0 ? &g->matches[g->ops[op].match] : NULL;
}

bool pass_attention_chains(Graph *g, Diag *d) {
  (void)d;
  g->nchains = 0;
  GraphUsers *U = graph_users_new(g);
  for (int i = 0; i < g->nops; i++) {
    const Match *qk = match_of(g, i);
    if (!qk || qk->kind != TK_BATCH_MATMUL || !qk->mm->plain || qk->attn_chain >= 0) continue;
    int chain[8], n = 0;
    chain[n++] = i;
    int cur = graph_sole_user(g, U, g->ops[i].out[0]);
    while (cur >= 0 && n < 6 && match_of(g, cur) && match_of(g, cur)->kind == TK_ELEMENTWISE) {
      chain[n++] = cur;
      cur = graph_sole_user(g, U, g->ops[cur].out[0]);
    }
    const Match *sm = match_of(g, cur);
    const Tensor *s = &g->tensors[g->ops[i].out[0]];
    if (!sm || sm->kind != TK_SOFTMAX || sm->softmax_dim != s->rank - 1) continue;
    chain[n++] = cur;
    int pv = graph_sole_user(g, U, g->ops[cur].out[0]);
    while (pv >= 0 && n < 7 && match_of(g, pv) && match_of(g, pv)->kind == TK_ELEMENTWISE &&
           g->ops[pv].body.ninsts <= 4) { /* casts between softmax and P.V */
      chain[n++] = pv;
      pv = graph_sole_user(g, U, g->ops[pv].out[0]);
    }
    const Match *m2 = match_of(g, pv);
    if (!m2 || m2->kind != TK_BATCH_MATMUL || !m2->mm->plain || m2->mm->lhs != g->ops[chain[n - 1]].out[0] ||
        m2->mm->lhs_transposed || m2->mm->k != qk->mm->n || m2->mm->m != qk->mm->m)
      continue;
    chain[n++] = pv;
    ARENA_PUSH(g->arena, g->chains, g->nchains, g->capchains);
    AttnChain *ac = &g->chains[g->nchains];
    ac->nops = n;
    for (int j = 0; j < n; j++) {
      ac->ops[j] = chain[j];
      Match *m = &g->matches[g->ops[chain[j]].match];
      m->attn_chain = g->nchains;
      m->attn_role = j == 0 ? ATTN_QK : j == n - 1 ? ATTN_PV : m->kind == TK_SOFTMAX ? ATTN_SOFTMAX
                                                                                : ATTN_SCALE_MASK;
    }
    g->nchains++;
  }
  graph_users_free(U);
  return true;
}
