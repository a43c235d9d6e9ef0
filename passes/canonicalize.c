/* canonicalize.c: removes what does not compute (barriers, same-type bitcasts,
 * reshape chains, zero fills in front of reductions) so matching sees the math. */
#include <stdlib.h>
#include <string.h>

#include "npucc/passes.h"

static bool same_shape(const Tensor *a, const Tensor *b) {
  if (a->rank != b->rank || a->dtype != b->dtype) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

/* Values forwarded to another: replaced[t] is what now stands for t (-1:
 * itself). Readers are rewritten lazily (each op as the sweep reaches it, the
 * rest once per sweep): rewriting every reader per forwarded op made a chain
 * of n barriers cost n^2 (262k inlined barriers ran for an hour). */
static int replacement(int *replaced, int t) {
  int r = t;
  while (replaced[r] >= 0) r = replaced[r];
  while (replaced[t] >= 0) { /* path compression */
    int next = replaced[t];
    replaced[t] = r;
    t = next;
  }
  return r;
}

static void read_replacements(Op *op, int *replaced) {
  for (int j = 0; j < op->nin; j++) op->in[j] = replacement(replaced, op->in[j]);
  for (int j = 0; j < op->ninit; j++) op->init[j] = replacement(replaced, op->init[j]);
}

static void read_all_replacements(Graph *g, int *replaced) {
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead) read_replacements(&g->ops[i], replaced);
  for (int f = 0; f < g->nfuncs; f++) {
    for (int j = 0; j < g->funcs[f].noutputs; j++)
      g->funcs[f].outputs[j] = replacement(replaced, g->funcs[f].outputs[j]);
    for (int j = 0; j < g->funcs[f].nstates; j++)
      g->funcs[f].state_src[j] = replacement(replaced, g->funcs[f].state_src[j]);
  }
}

/* Replace op's single result by `by` everywhere and drop the op. An output of
 * an entry keeps its role and name: the replacement inherits them. */
static void forward(Graph *g, Op *op, int by, int *uses, int *replaced) {
  int out = op->out[0];
  Tensor *o = &g->tensors[out], *b = &g->tensors[by];
  if (o->role == ROLE_OUTPUT && b->role == ROLE_INTERMEDIATE) {
    b->role = ROLE_OUTPUT;
    if (!b->name) b->name = o->name;
  }
  /* a transfer's target stays on the value it moved */
  for (int i = 0; i < o->ndevice_affinity; i++) tensor_add_affinity(g, by, o->device_affinity[i]);
  replaced[out] = by;
  uses[by] += uses[out] - 1; /* op itself no longer reads `by` */
  uses[out] = 0;
  op->dead = true;
}

static bool is_zero_fill(const Graph *g, const Op *fill) {
  if (fill->kind != OP_FILL || fill->dead || fill->nin != 1) return false;
  const Tensor *v = &g->tensors[fill->in[0]];
  if (v->cst != CONST_DENSE && v->cst != CONST_SPLAT) return false;
  /* -0.0 is not a neutral init for every consumer, but for sums and
   * products-with-accumulate it is; require +0 to stay exact. */
  double x = tensor_const_f64(v, 0);
  return x == 0.0 && !(dtype_is_float(v->dtype) && 1.0 / x < 0);
}

/* Structured ops whose init is a zero fill take the fill's own init and the
 * zero_init flag; the fill dies when nothing else reads it. */
static void fold_zero_fills(Graph *g, int *uses) {
  for (int i = 0; i < g->nops; i++) {
    Op *op = &g->ops[i];
    if (op->dead || op->kind != OP_STRUCTURED || op->ninit != 1) continue;
    Tensor *init = &g->tensors[op->init[0]];
    if (init->producer < 0) continue;
    Op *fill = &g->ops[init->producer];
    if (!is_zero_fill(g, fill) || fill->ninit != 1) continue;
    uses[op->init[0]]--;
    uses[fill->init[0]]++;
    op->init[0] = fill->init[0];
    op->zero_init = true;
  }
}

/* Reshape of a constant: the same bytes under the new shape. */
static bool fold_const_reshape(Graph *g, Op *op, int *uses) {
  Tensor *src = &g->tensors[op->in[0]];
  if (src->role != ROLE_WEIGHT || src->cst == CONST_NONE) return false;
  Tensor *dst = &g->tensors[op->out[0]];
  if (dst->role == ROLE_OUTPUT) return false;
  dst->role = ROLE_WEIGHT;
  dst->cst = src->cst;
  dst->bytes = src->bytes;
  dst->nbytes = src->nbytes;
  dst->cst_source = src->cst_source;
  dst->name = src->name;
  dst->producer = -1;
  uses[src->id]--;
  op->dead = true;
  return true;
}

/* One backward sweep: an op whose results nobody reads dies, and so may
 * its producers in turn (they come earlier). */
static bool remove_dead(Graph *g, int *uses) {
  bool changed = false;
  for (int i = g->nops - 1; i >= 0; i--) {
    Op *op = &g->ops[i];
    if (op->dead) continue;
    bool used = op->nout == 0 && op->kind == OP_UNSUPPORTED; /* side effects: keep */
    for (int r = 0; r < op->nout && !used; r++)
      used = uses[op->out[r]] > 0 || g->tensors[op->out[r]].role == ROLE_OUTPUT;
    if (used) continue;
    op->dead = true;
    for (int k = 0; k < op_noperands(op); k++) uses[op_operand(op, k)]--;
    changed = true;
  }
  return changed;
}

bool pass_canonicalize(Graph *g, Diag *d) {
  (void)d;
  bool changed = true;
  while (changed) {
    changed = false;
    int *uses = graph_use_counts(g);
    int *replaced = xmalloc((size_t)g->ntensors * sizeof *replaced + 1);
    memset(replaced, 0xff, (size_t)g->ntensors * sizeof *replaced);
    for (int i = 0; i < g->nops; i++) {
      Op *op = &g->ops[i];
      if (op->dead) continue;
      read_replacements(op, replaced);
      if (op->nin < 1 || op->nout != 1) continue;
      if (op->kind == OP_IDENTITY ||
          (op->kind == OP_RESHAPE && same_shape(&g->tensors[op->in[0]], &g->tensors[op->out[0]]))) {
        forward(g, op, op->in[0], uses, replaced);
        changed = true;
      } else if (op->kind == OP_RESHAPE) {
        if (fold_const_reshape(g, op, uses)) {
          changed = true;
          continue;
        }
        /* reshape(reshape(x)) = reshape(x): read the first one's source. */
        Tensor *src = &g->tensors[op->in[0]];
        if (src->producer >= 0) {
          Op *prev = &g->ops[src->producer];
          if (!prev->dead && prev->kind == OP_RESHAPE && prev->nin == 1 &&
              uses[src->id] == 1 && src->role != ROLE_OUTPUT) {
            op->in[0] = prev->in[0];
            uses[src->id] = 0; /* prev dies: its read of in[0] becomes op's */
            op->a.reshape.ngroups = 0; /* the composed reassociation is not kept */
            prev->dead = true;
            changed = true;
          }
        }
      }
    }
    read_all_replacements(g, replaced);
    free(replaced);
    fold_zero_fills(g, uses);
    changed |= remove_dead(g, uses);
    free(uses);
  }
  return true;
}
