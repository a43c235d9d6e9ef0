/* im2col.c: a convolution becomes a gather (im2col, a host data movement) and a
 * contraction over its result that every target's matmul path can take. */
#include <string.h>

#include "npucc/passes.h"

/* The one windowed input of a convolution and the loops it reads, split into
 * the im2col tensor's dims: the output-side loops in the input's order, then
 * the window/channel loops (reductions) in the filter's order, so that they
 * collapse into one K with the filter's. */
typedef struct ConvPlan {
  int in;                      /* operand position of the windowed input */
  int filter;                  /* operand position of the other factor */
  int loops[NPUCC_MAX_LOOPS], nloops; /* im2col dims, as conv loops */
  int64_t dims[NPUCC_MAX_LOOPS];
} ConvPlan;

static int map_pos(const AffineMap *m, int loop) {
  for (int i = 0; i < m->nres; i++)
    if (m->res[i] == loop) return i;
  return -1;
}

static bool has_loop(const ConvPlan *p, int l) {
  for (int i = 0; i < p->nloops; i++)
    if (p->loops[i] == l) return true;
  return false;
}

/* A window result: one output loop (in C, parallel) with coefficient >= 1 and
 * at most one reduction loop of the filter with coefficient >= 1, no offset.
 * `d0 * 2` alone on a reduction loop is not a window: no match. */
static bool window_expr(const Op *op, const AffineExpr *e, const AffineMap *filt, const AffineMap *out,
                        int *par, int *red) {
  *par = *red = -1;
  if (e->cst != 0 || e->div_kind != AFF_NONE) return false;
  for (int l = 0; l < op->nloops; l++) {
    if (!e->coef[l]) continue;
    if (e->coef[l] < 0) return false;
    if (op->iters[l] == IT_PARALLEL && map_pos(out, l) >= 0 && map_pos(filt, l) < 0 && *par < 0) *par = l;
    else if (op->iters[l] == IT_REDUCTION && map_pos(filt, l) >= 0 && *red < 0) *red = l;
    else return false;
  }
  return *par >= 0;
}

/* Is op a convolution im2col can lower: a multiply-accumulate of exactly one
 * windowed input and a filter read through a projection, reads in bounds? */
static bool plan_conv(const Graph *g, const Op *op, ConvPlan *p) {
  if (op->kind != OP_STRUCTURED || op->nin != 2 || op->ninit != 1 || op->nout != 1) return false;
  int in = -1;
  for (int i = 0; i < op_noperands(op); i++)
    if (map_has_expr(&op->maps[i])) {
      if (in >= 0 || i >= op->nin) return false;
      in = i;
    }
  if (in < 0) return false;
  p->in = in;
  p->filter = 1 - in;
  const AffineMap *A = &op->maps[in], *F = &op->maps[p->filter], *C = &op->maps[op->nin];
  const Tensor *x = &g->tensors[op->in[in]];
  if (!tensor_is_static(x)) return false;
  p->nloops = 0;
  int red[NPUCC_MAX_LOOPS], nred = 0;
  for (int r = 0; r < A->nres; r++) {
    int par = -1, rl = -1;
    if (A->res[r] == MAP_EXPR) {
      if (!window_expr(op, &A->expr[r], F, C, &par, &rl)) return false;
      /* in bounds: the largest index the window reads */
      int64_t hi = 0;
      for (int l = 0; l < op->nloops; l++) hi += A->expr[r].coef[l] * (op_loop_size(g, op, l) - 1);
      if (hi >= x->dims[r]) return false;
    } else if (A->res[r] == MAP_CONST0) {
      continue;
    } else if (op->iters[A->res[r]] == IT_REDUCTION) {
      rl = A->res[r];
    } else {
      par = A->res[r];
    }
    if (par >= 0 && !has_loop(p, par)) p->loops[p->nloops++] = par;
    if (rl >= 0) {
      bool seen = false;
      for (int i = 0; i < nred; i++) seen |= red[i] == rl;
      if (seen) return false;
      red[nred++] = rl;
    }
  }
  /* reductions in the filter's order */
  for (int r = 0; r < F->nres; r++)
    for (int i = 0; i < nred; i++)
      if (F->res[r] == red[i]) p->loops[p->nloops++] = red[i];
  if (p->nloops > NPUCC_MAX_RANK) return false;
  for (int i = 0; i < p->nloops; i++) {
    p->dims[i] = op_loop_size(g, op, p->loops[i]);
    if (p->dims[i] <= 0) return false;
  }
  return true;
}

/* The gather: col[loops...] = in[conv input map], a copy generic over the
 * im2col dims whose input map is the conv's, renumbered. With a folded
 * tensor.pad (pad non-NULL) x is the pad's input: every padded result reads
 * `index - low`, and an index outside x gives the pad value (op_reads_padded),
 * so the padded tensor never exists. */
static void build_gather(Graph *g, Op *gop, const Op *conv, const AffineMap *A, const ConvPlan *p,
                         const PadAttrs *pad, int x, int col, int empty) {
  gop->kind = OP_STRUCTURED;
  gop->name = "npucc.im2col";
  gop->loc = conv->loc;
  gop->in[gop->nin++] = x;
  gop->init[gop->ninit++] = empty;
  gop->out[gop->nout++] = col;
  gop->nloops = p->nloops;
  for (int l = 0; l < p->nloops; l++) gop->iters[l] = IT_PARALLEL;
  int renum[NPUCC_MAX_LOOPS];
  for (int l = 0; l < NPUCC_MAX_LOOPS; l++) renum[l] = -1;
  for (int i = 0; i < p->nloops; i++) renum[p->loops[i]] = i;
  AffineMap *maps = op_maps_write(g, gop, 2);
  AffineMap *m = &maps[0];
  m->ndims = p->nloops;
  m->nres = A->nres;
  AffineExpr *ex = NULL;
  if (A->expr) {
    ex = arena_alloc(g->arena, sizeof *ex * (size_t)A->nres);
    memset(ex, 0, sizeof *ex * (size_t)A->nres);
  }
  for (int r = 0; r < A->nres; r++) {
    m->res[r] = A->res[r] >= 0 ? (int8_t)renum[A->res[r]] : A->res[r];
    if (A->res[r] == MAP_EXPR) {
      for (int l = 0; l < conv->nloops; l++)
        if (A->expr[r].coef[l]) ex[r].coef[renum[l]] = A->expr[r].coef[l];
      ex[r].cst = A->expr[r].cst;
    }
    if (pad && (pad->low[r] || pad->high[r])) {
      if (m->res[r] >= 0) ex[r].coef[m->res[r]] = 1;
      m->res[r] = MAP_EXPR;
      ex[r].cst -= pad->low[r];
    }
  }
  m->expr = ex;
  if (pad) gop->a.pad = *pad;
  AffineMap *o = &maps[1];
  o->ndims = o->nres = p->nloops;
  for (int l = 0; l < p->nloops; l++) o->res[l] = (int8_t)l;
  Body *b = &gop->body;
  b->insts = arena_alloc(g->arena, sizeof *b->insts * 3);
  b->nargs = 2;
  b->argtype[0] = b->argtype[1] = g->tensors[col].dtype;
  b->insts[0] = (ScalarInst){.op = SC_ARG, .type = b->argtype[0], .a = 0, .b = -1, .c = -1};
  b->insts[1] = (ScalarInst){.op = SC_ARG, .type = b->argtype[1], .a = 1, .b = -1, .c = -1};
  b->insts[2] = (ScalarInst){.op = SC_YIELD, .type = DT_UNKNOWN, .a = -1, .b = -1, .c = -1};
  b->ninsts = 3;
  b->yield[0] = 0;
  b->nyield = 1;
}

/* A depthwise convolution after the gather: channels are batch (in the
 * gathered input, the filter and the result), the window is K, the output
 * positions M, and there is no N: a batch of matrix-vector products, which a
 * target runs as such (npu: the VPU) or leaves to the host. */
static bool depthwise_form(const ContractionInfo *ci) {
  return ci->n_loop < 0 && ci->m_loop >= 0 && ci->k_loop >= 0 && ci->nbatch_dims > 0 &&
         ci->k_group == ci->nk_dims && !ci->nscales && ci->lhs_zp < 0 && ci->rhs_zp < 0;
}

/* Lower op (index i) when the contraction over the gathered tensor has a
 * canonical batch-matmul or is depthwise; otherwise (zero points, a window
 * that is not a stride/dilation ...) it stays a convolution for the host. */
/* The constant tensor.pad producing x, when the gather can read its input
 * instead (static, non-negative amounts); else NULL. */
static const Op *foldable_pad(const Graph *g, int x) {
  int pr = g->tensors[x].producer;
  if (pr < 0) return NULL;
  const Op *pad = &g->ops[pr];
  if (pad->dead || pad->kind != OP_PAD || !pad->a.pad.value_known || pad->nin != 1) return NULL;
  const Tensor *in = &g->tensors[pad->in[0]], *out = &g->tensors[x];
  if (in->rank != out->rank || in->dtype != out->dtype || !tensor_is_static(in)) return NULL;
  for (int r = 0; r < in->rank; r++)
    if (pad->a.pad.low[r] < 0 || pad->a.pad.high[r] < 0 ||
        in->dims[r] + pad->a.pad.low[r] + pad->a.pad.high[r] != out->dims[r])
      return NULL;
  return pad;
}

static void lower_conv(Graph *g, int i, bool depthwise) {
  ConvPlan p;
  if (!plan_conv(g, &g->ops[i], &p)) return;
  int x = g->ops[i].in[p.in];
  const Op *pad = foldable_pad(g, x);
  int pad_id = pad ? pad->id : -1;
  PadAttrs pa;
  if (pad) pa = pad->a.pad;
  Loc loc = g->ops[i].loc;
  DType dt = g->tensors[x].dtype;
  int col = graph_add_tensor(g, dt, p.nloops, p.dims, loc)->id;
  int empty = graph_add_tensor(g, dt, p.nloops, p.dims, loc)->id;
  /* the contraction: the conv with the gathered tensor in place of its input */
  Op mm = g->ops[i];
  AffineMap window = mm.maps[p.in];
  mm.in[p.in] = col;
  AffineMap *A = &op_maps_write(g, &mm, 0)[p.in]; /* not the conv's own */
  A->nres = p.nloops;
  A->expr = NULL;
  for (int r = 0; r < p.nloops; r++) A->res[r] = (int8_t)p.loops[r];
  ContractionInfo ci;
  if (!contraction_analyze(g, &mm, &ci) || (ci.canon_problem && !(depthwise && depthwise_form(&ci)))) return;
  mm.raised_from = arena_printf(g->arena, "%s via im2col", g->ops[i].name);
  mm.macs_hint = 0; /* the contraction counts the same MACs itself */
  Op *gop = graph_insert_op(g, i, false);
  Op *conv = &g->ops[i + 1];
  *conv = mm;
  conv->id = i + 1;
  g->tensors[conv->out[0]].producer = i + 1;
  build_gather(g, gop, conv, &window, &p, pad ? &pa : NULL, pad ? g->ops[pad_id].in[0] : x, col, empty);
  g->tensors[col].producer = i;
  /* the padded tensor is gone unless something else reads it */
  if (pad && !graph_count_uses(g, x) && g->tensors[x].role != ROLE_OUTPUT && !graph_is_stored(g, x))
    g->ops[pad_id].dead = true;
}

bool pass_im2col(Graph *g, const Target *T, Diag *d) {
  (void)d;
  bool depthwise = T && T->machine.depthwise_after_im2col;
  for (int i = 0; i < g->nops; i++) {
    Op *op = &g->ops[i];
    if (op->dead || op->kind != OP_STRUCTURED || !op_has_map_expr(op)) continue;
    int before = g->nops;
    lower_conv(g, i, depthwise);
    if (g->nops != before) i++; /* skip the contraction just made */
  }
  return true;
}
