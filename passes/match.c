/* match.c: classifies every live op from its indexing maps and body (never
 * from its name alone): contraction roles, elementwise, reductions, QDQ. */
#include <string.h>

#include "npucc/bodyexpr.h"
#include "npucc/passes.h"

static bool map_has(const AffineMap *m, int loop) {
  for (int i = 0; i < m->nres; i++)
    if (m->res[i] == loop) return true;
  return false;
}

static int map_pos(const AffineMap *m, int loop) {
  for (int i = 0; i < m->nres; i++)
    if (m->res[i] == loop) return i;
  return -1;
}

/* A contraction in any map form (passes/contraction.c); its pattern names the
 * form: "linalg.matmul NT", or the loop classes when it is not the plain one. */
static bool match_contraction(Graph *g, const Op *op, Match *m) {
  ContractionInfo c;
  if (!contraction_analyze(g, op, &c)) return false;
  ContractionInfo *mm = arena_alloc(g->arena, sizeof *mm);
  *mm = c;
  m->mm = mm;
  m->kind = mm->nbatch ? TK_BATCH_MATMUL : TK_MATMUL;
  const char *form = mm->lhs_transposed ? (mm->rhs_transposed ? "TT" : "TN")
                                        : (mm->rhs_transposed ? "NT" : "NN");
  const char *name = op->raised_from ? op->raised_from : op->name;
  if (mm->plain) {
    m->pattern = arena_printf(g->arena, "%s %s", name, form);
    return true;
  }
  StrBuf b;
  sb_init(&b);
  sb_printf(&b, "%s %s", name, form);
  const int *lists[4] = {mm->batch_dims, mm->m_dims, mm->n_dims, mm->k_dims};
  const int counts[4] = {mm->nbatch_dims, mm->nm_dims, mm->nn_dims, mm->nk_dims};
  const char *names[4] = {"batch", "M", "N", "K"};
  for (int c = 0; c < 4; c++) {
    sb_printf(&b, " %s=[", names[c]);
    for (int i = 0; i < counts[c]; i++) sb_printf(&b, "%sd%d", i ? "," : "", lists[c][i]);
    sb_putc(&b, ']');
  }
  if (mm->nscales) sb_printf(&b, " %d scale%s", mm->nscales, mm->nscales > 1 ? "s" : "");
  if (mm->lhs_zp >= 0 || mm->rhs_zp >= 0) sb_puts(&b, " zero points");
  m->pattern = arena_strdup(g->arena, sb_cstr(&b));
  sb_free(&b);
  return true;
}

/* Quantize (float -> int through fptosi) or dequantize (an integer tensor
 * element -> float through sitofp): not an index computation turned float. */
static bool is_qdq(const Body *b) {
  for (int i = 0; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    if ((s->op == SC_FPTOSI || s->op == SC_FPTOUI) && dtype_is_int(s->type)) return true;
    if (s->op == SC_SITOFP || s->op == SC_UITOFP)
      for (int arg = 0; arg < b->nargs; arg++)
        if (dtype_is_int(b->argtype[arg]) && body_depends_on(b, s->a, arg)) return true;
  }
  return false;
}

/* Does the body only move data (yield block arguments, possibly cast)? */
static bool body_is_copy(const Body *b) {
  for (int i = 0; i < b->nyield; i++)
    if (b->insts[b->yield[i]].op != SC_ARG) return false;
  return true;
}

/* yield = max/min/sum of the accumulator and one input: a pooling body. */
static bool pooling_body(const Op *op) {
  const Body *b = &op->body;
  if (op->ninit != 1 || b->nyield != 1) return false;
  int y = body_skip_casts(b, b->yield[0]);
  if (y < 0 || y >= b->ninsts) return false;
  const ScalarInst *s = &b->insts[y];
  switch (s->op) {
  case SC_ADDF: case SC_ADDI: case SC_MAXIMUMF: case SC_MAXNUMF: case SC_MINIMUMF: case SC_MINNUMF:
  case SC_MAXSI: case SC_MINSI: case SC_MAXUI: case SC_MINUI: break;
  default: return false;
  }
  int x = body_skip_casts(b, s->a), z = body_skip_casts(b, s->b);
  if (body_is_arg(b, z, op->nin)) {
    int t = x;
    x = z;
    z = t;
  }
  if (!body_is_arg(b, x, op->nin)) return false;
  for (int i = 0; i < op->nin; i++)
    if (body_is_arg(b, z, i)) return true;
  return false;
}

/* Window maps: the im2col gather, a convolution im2col did not lower, a
 * pooling; the host runs them (targets/host reads window maps). */
static void match_window(Graph *g, const Op *op, Match *m) {
  if (body_is_copy(&op->body)) {
    StrBuf b;
    sb_init(&b);
    sb_printf(&b, "%s window gather ", op->name);
    if (op->nout) tensor_shape_text(&g->tensors[op->out[0]], &b);
    m->kind = TK_DATA_MOVEMENT;
    m->pattern = arena_strdup(g->arena, sb_cstr(&b));
    sb_free(&b);
  } else if (op_body_is_mac(op)) {
    m->kind = TK_CONV;
    m->pattern = arena_printf(g->arena, "%s convolution (no batch-matmul after im2col: host)", op->name);
  } else if (pooling_body(op)) {
    m->kind = TK_POOLING;
    m->pattern = arena_printf(g->arena, "%s pooling", op->name);
  } else {
    m->kind = TK_OTHER;
    m->pattern = arena_printf(g->arena, "%s with window maps (host)", op->name);
  }
}

static void match_structured(Graph *g, const Op *op, Match *m) {
  /* A gather reads a table at computed indices: no target addresses that. */
  if (body_uses(&op->body, SC_EXTRACT)) {
    m->kind = TK_OTHER;
    m->pattern = arena_printf(g->arena, "%s gather (tensor.extract in the body)", op->name);
    return;
  }
  if (op_has_map_expr(op)) {
    match_window(g, op, m);
    return;
  }
  if (match_contraction(g, op, m)) return;
  int nred = 0;
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] == IT_REDUCTION) m->reduce_dims[nred++] = l;
  m->nreduce = nred;
  m->int8_qdq = is_qdq(&op->body);
  if (nred) {
    m->kind = TK_REDUCTION;
    m->pattern = arena_printf(g->arena, "%s reduction over %d loop%s", op->name, nred,
                              nred > 1 ? "s" : "");
  } else if (body_is_copy(&op->body)) {
    m->kind = TK_DATA_MOVEMENT;
    m->pattern = arena_printf(g->arena, "%s copy/transpose/broadcast", op->name);
  } else {
    m->kind = TK_ELEMENTWISE;
    m->pattern = arena_printf(g->arena, "%s elementwise%s", op->name,
                              m->int8_qdq ? " (quantize/dequantize)" : "");
  }
}

/* Roles from the maps (spec/input-mlir.md): batch loops index Q, K, V and O;
 * m only Q and O; k1 Q and K; k2 K and V; n V and O. */
static bool decode_attention(AttentionAttrs *at) {
  const AffineMap *q = &at->maps[0], *k = &at->maps[1], *v = &at->maps[2];
  const AffineMap *o = &at->maps[at->has_mask ? 5 : 4];
  int nm = 0, nk1 = 0, nk2 = 0, nn = 0;
  at->nbatch = 0;
  for (int l = 0; l < at->nloops; l++) {
    bool Q = map_has(q, l), K = map_has(k, l), V = map_has(v, l), O = map_has(o, l);
    if (Q && K && V && O) at->batch_loops[at->nbatch++] = l;
    else if (Q && !K && !V && O) at->m_loop = l, nm++;
    else if (Q && K && !V && !O) at->k1_loop = l, nk1++;
    else if (!Q && K && V && !O) at->k2_loop = l, nk2++;
    else if (!Q && !K && V && O) at->n_loop = l, nn++;
    else return false;
  }
  if (nm != 1 || nk1 != 1 || nk2 != 1 || nn != 1) return false;
  at->k_transposed = map_pos(k, at->k1_loop) < map_pos(k, at->k2_loop);
  return true;
}

bool pass_match(Graph *g, Diag *d) {
  (void)d;
  g->nmatches = 0;
  for (int i = 0; i < g->nops; i++) {
    Op *op = &g->ops[i];
    op->match = -1;
    if (op->dead) continue;
    Match *m = graph_add_match(g);
    op = &g->ops[i];
    op->match = g->nmatches - 1;
    switch (op->kind) {
    case OP_STRUCTURED: match_structured(g, op, m); break;
    case OP_SOFTMAX:
      m->kind = TK_SOFTMAX;
      m->softmax_dim = op->a.softmax.dim;
      m->pattern = op->raised_from ? arena_printf(g->arena, "softmax raised from %s", op->raised_from)
                                   : op->name;
      break;
    case OP_ATTENTION:
      if (decode_attention(&op->a.attn)) {
        m->kind = TK_ATTENTION;
        m->pattern = op->raised_from
                         ? arena_printf(g->arena, "attention raised from %s", op->raised_from)
                         : op->name;
      } else {
        /* No accelerator kernel takes it (several m/k1/k2/n loops, K or V
         * broadcast across heads ...); the host evaluates any map form. */
        m->kind = TK_OTHER;
        m->pattern = arena_printf(g->arena, "%s whose roles no accelerator kernel decodes (host)", op->name);
      }
      break;
    case OP_UNSUPPORTED: m->kind = TK_OTHER; break;
    default: m->kind = TK_DATA_MOVEMENT; break;
    }
  }
  return true;
}
