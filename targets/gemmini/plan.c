/* plan.c (gemmini): how one contraction maps onto the array: operand roles
 * and strides, transposes, batch offsets, a foldable epilogue, tiles, counts. */
#include <math.h>
#include <string.h>

#include "gemmini/gemmini.h"
#include "npucc/bodyexpr.h"

/* ---------------------------------------------------------------- epilogue */

static bool is_const(const Body *b, int v, double want) {
  double x;
  return body_const(b, v, &x) && x == want;
}

/* v = clamp(w, lo, 127) in one of IREE's spellings (min/max in either order,
 * or Merlin's cmpf ult/ugt + select); lo is -128 or 0. */
static bool match_clamp(const Body *b, int v, int *w, double *lo) {
  const ScalarInst *in = &b->insts[v];
  double x;
  if (in->op == SC_MINIMUMF || in->op == SC_MINNUMF) { /* min(max(w, lo), 127) */
    int inner = is_const(b, in->b, 127) ? in->a : is_const(b, in->a, 127) ? in->b : -1;
    if (inner < 0) return false;
    const ScalarInst *mx = &b->insts[inner];
    if (mx->op != SC_MAXIMUMF && mx->op != SC_MAXNUMF) return false;
    if (body_const(b, mx->b, &x)) return *w = mx->a, *lo = x, true;
    if (body_const(b, mx->a, &x)) return *w = mx->b, *lo = x, true;
    return false;
  }
  if (in->op == SC_MAXIMUMF || in->op == SC_MAXNUMF) { /* max(min(w, 127), lo) */
    int inner = body_const(b, in->b, &x) ? in->a : body_const(b, in->a, &x) ? in->b : -1;
    if (inner < 0) return false;
    *lo = x;
    const ScalarInst *mn = &b->insts[inner];
    if (mn->op != SC_MINIMUMF && mn->op != SC_MINNUMF) return false;
    if (is_const(b, mn->b, 127)) return *w = mn->a, true;
    if (is_const(b, mn->a, 127)) return *w = mn->b, true;
    return false;
  }
  if (in->op == SC_SELECT) { /* select(w' > 127, 127, w') with w' = select(w < lo, lo, w) */
    const ScalarInst *c = &b->insts[in->a];
    if (c->op != SC_CMPF || (c->pred != CMPF_UGT && c->pred != CMPF_OGT) || !is_const(b, c->b, 127) ||
        !is_const(b, in->b, 127) || c->a != in->c)
      return false;
    const ScalarInst *s2 = &b->insts[in->c];
    if (s2->op != SC_SELECT) return false;
    const ScalarInst *c2 = &b->insts[s2->a];
    if (c2->op != SC_CMPF || (c2->pred != CMPF_ULT && c2->pred != CMPF_OLT) || !body_const(b, c2->b, &x) ||
        !is_const(b, s2->b, x) || c2->a != s2->c)
      return false;
    return *w = s2->c, *lo = x, true;
  }
  return false;
}

/* Is f exactly 2^e for an integer e (so x / f == x * (1 / f) in binary32)? */
static bool power_of_two(double f) {
  int e;
  return f > 0 && frexp(f, &e) == 0.5;
}

bool gemmini_epilogue_match(const Graph *g, const Op *op, int acc, GemminiEpilogue *e) {
  memset(e, 0, sizeof *e);
  e->op = op->id;
  e->bias = -1;
  const Body *b = &op->body;
  if (op->kind != OP_STRUCTURED || op->nout != 1 || op->ninit != 1 || op->nin < 1 || op->nin > 2 ||
      b->nyield != 1 || op->in[0] != acc)
    return false;
  const Tensor *out = &g->tensors[op->out[0]], *res = &g->tensors[acc];
  if (out->rank != res->rank) return false;
  for (int r = 0; r < out->rank; r++)
    if (out->dims[r] != res->dims[r]) return false;
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] != IT_PARALLEL) return false;
  /* acc and the result: identity maps, so C's layout is the contraction's. */
  const AffineMap *ma = &op->maps[0], *mo = &op->maps[op->nin];
  if (op->nloops != out->rank || ma->nres != out->rank || mo->nres != out->rank) return false;
  for (int r = 0; r < out->rank; r++)
    if (ma->res[r] != r || mo->res[r] != r) return false;
  int v = b->yield[0];
  if (out->dtype == DT_I8) {
    const ScalarInst *fp = &b->insts[v];
    if (fp->op != SC_FPTOSI) return false;
    int w;
    double lo;
    if (!match_clamp(b, fp->a, &w, &lo) || (lo != -128 && lo != 0)) return false;
    e->relu = lo == 0;
    const ScalarInst *rn = &b->insts[w];
    if (rn->op != SC_ROUNDEVEN) return false;
    const ScalarInst *mul = &b->insts[rn->a];
    double s;
    int x;
    if (mul->op == SC_MULF && body_const(b, mul->b, &s)) x = mul->a;
    else if (mul->op == SC_MULF && body_const(b, mul->a, &s)) x = mul->b;
    else if (mul->op == SC_DIVF && body_const(b, mul->b, &s) && power_of_two(s)) x = mul->a, s = 1.0 / s;
    else return false;
    /* The scale as binary32, as the f32 body holds it and CONFIG_ST takes it. */
    if (!(fabs(s) < 3.4e38) || mul->type != DT_F32 || (double)(float)s != s) return false;
    e->scaled = true;
    e->scale = (float)s;
    const ScalarInst *cv = &b->insts[x];
    if (cv->op != SC_SITOFP || cv->type != DT_F32) return false;
    v = cv->a;
  } else if (out->dtype != DT_I32) {
    return false;
  }
  /* v: the int32 value: the accumulator, or accumulator + bias. */
  const ScalarInst *in = &b->insts[v];
  if (body_is_arg(b, v, 0)) return op->nin == 1 && e->scaled;
  if (in->op != SC_ADDI || op->nin != 2) return false;
  int bias_arg = body_is_arg(b, in->a, 0) && body_is_arg(b, in->b, 1) ? 1
                 : body_is_arg(b, in->b, 0) && body_is_arg(b, in->a, 1) ? 1 : -1;
  if (bias_arg < 0) return false;
  const Tensor *bt = &g->tensors[op->in[1]];
  const AffineMap *mb = &op->maps[1];
  if (bt->dtype != DT_I32 || !tensor_is_static(bt)) return false;
  e->bias = op->in[1];
  if (mb->nres == 1 && mb->res[0] == out->rank - 1 && bt->rank == 1) e->bias_per_col = true;
  else if (mb->nres == out->rank && bt->rank == out->rank) {
    for (int r = 0; r < out->rank; r++)
      if (mb->res[r] != r || bt->dims[r] != out->dims[r]) return false;
  } else {
    return false;
  }
  return true;
}

/* ---------------------------------------------------------------- planning */

static int64_t prod_except(const ContractionInfo *mm, const Op *op, const Graph *g, int64_t *range) {
  int64_t n = 1;
  for (int b = 0; b < mm->nbatch; b++) n *= range[b] = op_loop_size(g, op, mm->batch_loops[b]);
  return n;
}

bool gemmini_plan_task(Graph *g, const Task *t, const GemminiParams *p, bool explicit_schedule, bool os,
                       bool keep, GemminiMatmul *tp, const char **why) {
  Arena *a = g->arena;
  memset(tp, 0, sizeof *tp);
  tp->d = -1;
  tp->epi.op = -1;
  tp->epi.bias = -1;
  const Op *root = &g->ops[t->root];
  if ((*why = task_s8s8s32_problem(g, t, "gemmini"))) return false;
  const ContractionInfo *mm = g->matches[root->match].mm;
  if (root->kind != OP_STRUCTURED || root->nin != 2 || root->ninit != 1 || root->nout != 1) {
    *why = "not a two-input structured contraction";
    return false;
  }
  if (mm->m <= 0 || mm->n <= 0 || mm->k <= 0 || mm->batch <= 0) {
    *why = "empty or dynamic contraction dimensions";
    return false;
  }
  int64_t sa[NPUCC_MAX_LOOPS], sb[NPUCC_MAX_LOOPS], sc[NPUCC_MAX_LOOPS], si[NPUCC_MAX_LOOPS];
  if (!graph_loop_strides(g, root->in[0], &root->maps[0], sa) || !graph_loop_strides(g, root->in[1], &root->maps[1], sb) ||
      !graph_loop_strides(g, root->out[0], &root->maps[2], sc) ||
      (mm->accumulate && !graph_loop_strides(g, root->init[0], &root->maps[2], si))) {
    *why = "an operand map repeats a loop (diagonal access) or a shape is dynamic";
    return false;
  }
  int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
  /* Rows of C are I: the result's contiguous dim must be J. */
  if (sc[nl] == 1 || mm->n == 1) tp->swapped = false;
  else if (sc[ml] == 1 || mm->m == 1) tp->swapped = true;
  else {
    *why = "the result is stored with a batch dim innermost: Gemmini writes rows of M or N";
    return false;
  }
  int il = tp->swapped ? nl : ml, jl = tp->swapped ? ml : nl;
  int64_t ni = tp->swapped ? mm->n : mm->m, nj = tp->swapped ? mm->m : mm->n;
  int ia = tp->swapped ? 1 : 0;                   /* which input holds (I, K) */
  const int64_t *s_a = ia ? sb : sa, *s_b = ia ? sa : sb;
  tp->a = root->in[ia];
  tp->b = root->in[1 - ia];
  /* A: K contiguous (plain) or I contiguous (a_t); a dim of size 1 fits both. */
  if (s_a[kl] == 1 || mm->k == 1) tp->a_t = false, tp->a_stride = ni == 1 ? mm->k : s_a[il];
  else if (s_a[il] == 1 || ni == 1) tp->a_t = true, tp->a_stride = s_a[kl];
  else {
    *why = "the LHS is stored with a batch dim innermost";
    return false;
  }
  if (s_b[jl] == 1 || nj == 1) tp->b_t = false, tp->b_stride = mm->k == 1 ? nj : s_b[kl];
  else if (s_b[kl] == 1 || mm->k == 1) tp->b_t = true, tp->b_stride = s_b[jl];
  else {
    *why = "the RHS is stored with a batch dim innermost";
    return false;
  }
  tp->c_stride = ni == 1 ? nj : sc[il];
  const Tensor *bt = &g->tensors[tp->b];
  bool b_const = bt->cst == CONST_DENSE || bt->cst == CONST_SPLAT;
  /* A transposed B costs nothing at run time when it is a constant: store it
   * K x J. Otherwise WS transposes B in the array, which it cannot do for A
   * at the same time (spec §4: WS allows (a_t, b_t) = (0,1) or (1,0)). */
  if (tp->b_t && b_const) tp->b_packed = true;
  if (tp->a_t && tp->b_t && !tp->b_packed) {
    *why = "A stored K x M and B stored N x K, neither constant: weight-stationary Gemmini transposes "
           "only one operand";
    return false;
  }

  /* The folded epilogue (dispatch joined it to the task), or the int32 result. */
  tp->c = root->out[0];
  for (int j = 0; j < t->nops; j++) {
    if (t->ops[j] == t->root) continue;
    if (!gemmini_epilogue_match(g, &g->ops[t->ops[j]], root->out[0], &tp->epi) || t->nops != 2) {
      *why = "an epilogue the accumulator's mvout cannot compute joined the task";
      return false;
    }
    tp->c = g->ops[t->ops[j]].out[0];
  }
  bool full_c = !tp->epi.scaled;
  if (full_c && !p->acc_read_full_width) {
    *why = "the int32 result needs a full-width accumulator read (acc_read_full_width is false in the "
           "target parameters)";
    return false;
  }
  if (tp->epi.bias >= 0 && mm->accumulate) {
    *why = "both an accumulator input and a bias: Gemmini loads one D";
    return false;
  }
  if (mm->accumulate) tp->d = root->init[0], tp->d_stride = tp->c_stride;
  if (tp->epi.bias >= 0) {
    tp->d = tp->epi.bias;
    tp->d_repeating = tp->epi.bias_per_col;
    tp->d_stride = tp->d_repeating ? 0 : tp->c_stride;
  }
  tp->pr = (GemminiProblem){ni, nj, mm->k, tp->d >= 0, tp->d_repeating, full_c};
  int64_t csize = full_c ? 4 : 1;
  if (tp->c_stride * csize >= (INT64_C(1) << 32)) {
    *why = "the result's row stride exceeds CONFIG_ST's 32-bit byte stride";
    return false;
  }

  /* Batch: one LOOP_WS schedule per element, at these element offsets. */
  int64_t range[NPUCC_MAX_LOOPS], idx[NPUCC_MAX_LOOPS] = {0};
  tp->nbatch = prod_except(mm, root, g, range);
  /* legal's plan is not kept: it makes none of the per-batch arrays or the
   * packed B (a copy of the weights), which decide nothing */
  int64_t nb = keep ? tp->nbatch : 0;
  if (keep) {
    tp->a_off = arena_alloc(a, sizeof(int64_t) * (size_t)nb);
    tp->b_off = arena_alloc(a, sizeof(int64_t) * (size_t)nb);
    tp->c_off = arena_alloc(a, sizeof(int64_t) * (size_t)nb);
    tp->d_off = arena_alloc(a, sizeof(int64_t) * (size_t)nb);
  }
  int64_t kj = mm->k * nj;
  for (int64_t e = 0; e < nb; e++) {
    for (int q = 0; q < mm->nbatch; q++) {
      int l = mm->batch_loops[q];
      tp->a_off[e] += idx[q] * s_a[l];
      tp->b_off[e] += idx[q] * s_b[l];
      tp->c_off[e] += idx[q] * sc[l];
      if (mm->accumulate) tp->d_off[e] += idx[q] * si[l];
    }
    if (tp->epi.bias >= 0) tp->d_off[e] = tp->d_repeating ? 0 : tp->c_off[e];
    if (tp->b_packed) tp->b_off[e] = e * kj;
    for (int q = mm->nbatch - 1; q >= 0; q--) {
      if (++idx[q] < range[q]) break;
      idx[q] = 0;
    }
  }
  if (tp->b_packed) {
    /* K x J per batch element, from the J x K (b_t) constant. */
    const uint8_t *src = graph_const_dense(g, bt);
    if (!src) {
      *why = "the constant RHS has no bytes";
      return false;
    }
    if (keep) tp->b_bytes = arena_alloc(a, (size_t)(kj * nb) + 1);
    memset(idx, 0, sizeof idx);
    for (int64_t e = 0; e < nb; e++) {
      int64_t off = 0;
      for (int q = 0; q < mm->nbatch; q++) off += idx[q] * s_b[mm->batch_loops[q]];
      for (int64_t k = 0; k < mm->k; k++)
        for (int64_t j = 0; j < nj; j++)
          tp->b_bytes[e * kj + k * nj + j] = src[off + j * tp->b_stride + k];
      for (int q = mm->nbatch - 1; q >= 0; q--) {
        if (++idx[q] < range[q]) break;
        idx[q] = 0;
      }
    }
    tp->b_t = false;
    tp->b_stride = nj;
  }

  /* gemmini.h allows no transpose under OS (Spike some): a constant B is
   * transposed at compile time, anything else stays WS-only. */
  if (os && !p->has_os) {
    *why = "the target parameters offer no output-stationary dataflow";
    return false;
  }
  if (os && (tp->a_t || tp->b_t)) {
    *why = "output-stationary Gemmini transposes no operand (A stored K x M, or a non-constant B stored N x K)";
    return false;
  }
  if (!gemmini_best_tiles(p, &tp->pr, &tp->tiles) || !gemmini_auto_tiles(p, &tp->pr, &tp->ref_tiles)) {
    *why = "no outer tile fits the scratchpad and accumulator of the target parameters";
    return false;
  }
  /* CONFIG_EX, CONFIG_ST, CONFIG_LD for A and B, and for D only with a D:
   * tiled_matmul_outer always configures all three load slots. */
  tp->config_cmds = 4 + (tp->d >= 0);
  GemminiCost one;
  gemmini_cost(p, &tp->pr, &tp->tiles, 0, &one);
  tp->explicit_schedule = explicit_schedule;
  tp->os = os;
  tp->cost = one;
  /* The explicit schedules issue every command LOOP_WS would expand to. */
  tp->cost.rocc = tp->config_cmds + tp->nbatch * (explicit_schedule || os ? one.expanded : one.rocc);
  tp->cost.expanded *= tp->nbatch;
  tp->cost.bytes_a *= tp->nbatch, tp->cost.bytes_b *= tp->nbatch;
  tp->cost.bytes_c *= tp->nbatch, tp->cost.bytes_d *= tp->nbatch;
  gemmini_cost(p, &tp->pr, &tp->ref_tiles, 0, &one);
  tp->ref_cost = one;
  tp->ref_cost.rocc = 5 * tp->nbatch + tp->nbatch * one.rocc; /* one tiled_matmul_auto per element */
  tp->ref_cost.expanded *= tp->nbatch;
  tp->ref_cost.bytes_a *= tp->nbatch, tp->ref_cost.bytes_b *= tp->nbatch;
  tp->ref_cost.bytes_c *= tp->nbatch, tp->ref_cost.bytes_d *= tp->nbatch;
  return true;
}

/* ---------------------------------------------------------------- program */

/* What a Gemmini task never reads through the table: a B transposed at compile
 * time, a zero init, and the int32 result of a folded epilogue (it stays in
 * the accumulator). */
static bool touches(const Graph *g, const Task *t, const Op *op, int k, const void *ctx) {
  const GemminiMatmul *tp = ((const GemminiPlan *)ctx)->task[t->id].mm;
  if (!tp) return true;
  int x = k < op_noperands(op) ? op_operand(op, k) : op->out[k - op_noperands(op)];
  if (op->id == t->root) {
    if (k == 1 && x == tp->b && tp->b_packed) return false;
    if (k == 0 && x == tp->b && tp->b_packed) return false;
    if (k == 2 && op->zero_init) return false;
    if (k == op_noperands(op) && tp->epi.op >= 0) return false;
    return true;
  }
  return x != g->ops[t->root].out[0];
}

/* Entry f's buffer table and, per task, its function, FLUSH and host calls
 * (equal blobs share a symbol across entries: *blobs). False with
 * P->no_program set. */
static bool plan_entry(Graph *g, GemminiPlan *P, int f, RvBlobs *blobs) {
  RvEntry *e = &P->entries[f];
  rv_plan_entry(g, f, e);
  const char *why;
  if (!rv_plan_buffers(g, e, touches, P, &why, &P->no_program_at)) {
    P->no_program = why;
    return false;
  }
  rv_plan_workspace(g->arena, e);
  bool flushed = false;
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    GemminiTaskPlan *tp = &P->task[t->id];
    tp->function = rv_dispatch_name(g, t, g->arena);
    if (tp->mm) {
      tp->mm->flush = !flushed;
      flushed = true;
      if (tp->mm->b_packed) tp->mm->packed_sym = arena_printf(g->arena, "npucc_gemmini_b_%d", t->id);
      continue;
    }
    tp->host = arena_alloc(g->arena, sizeof *tp->host * (size_t)(t->nops + 1));
    for (int j = 0; j < t->nops; j++) {
      Op *op = &g->ops[t->ops[j]];
      if (!rv_plan_host_call(g, op, blobs, &tp->host[j], &tp->calls, &why)) {
        P->no_program = arena_printf(g->arena, "task %d must run on the host, but the riscv64 host "
                                     "runtime cannot run it either: %s", t->id, why);
        P->no_program_at = op->loc;
        return false;
      }
    }
  }
  return true;
}

/* A task's part of the program's record (rv_record_program): its FLUSH. */
static RvDispatchRecord record_task(Graph *g, Task *t, const void *ctx) {
  const GemminiTaskPlan *tp = &((const GemminiPlan *)ctx)->task[t->id];
  if (tp->mm) prop_add_bool(g->arena, &t->props, "flush", tp->mm->flush);
  return (RvDispatchRecord){tp->function, &tp->calls};
}

void gemmini_plan_program(Graph *g, GemminiPlan *P) {
  P->nentries = g->nfuncs;
  P->entries = arena_alloc(g->arena, sizeof *P->entries * (size_t)(g->nfuncs + 1));
  /* No program is not an error here: the task graph and dispatch list
   * still hold; emit reports it. */
  RvBlobs blobs = {0};
  for (int f = 0; f < g->nfuncs; f++)
    if (!plan_entry(g, P, f, &blobs)) return;
  rv_record_program(g, P->entries, P->nentries, record_task, P);
}
