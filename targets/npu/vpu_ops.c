/* vpu_ops.c (npu): what the bf16 VPU computes: its scalar ops, clamps
 * written as compare-and-select, and reductions (legal and the kernels ask). */
#include "npu/vpu_ops.h"
#include "npucc/bodyexpr.h"

/* Scalar ops the bf16 VPU computes (spec/npu.md §3): directly, or as a short
 * sequence (div = vrecip + vmul, rsqrt = vsqrt + vrecip, neg = 0 - x,
 * log = vlog2 * ln 2, abs = max(x, -x)). Casts between floats are free:
 * every value lives in bf16. */
static bool vpu_has(ScalarOpcode op) {
  switch (op) {
  case SC_ARG: case SC_CONST: case SC_YIELD:
  case SC_ADDF: case SC_SUBF: case SC_MULF: case SC_DIVF: case SC_NEGF:
  case SC_MAXIMUMF: case SC_MINIMUMF: case SC_MAXNUMF: case SC_MINNUMF:
  case SC_EXP: case SC_EXP2: case SC_LOG: case SC_LOG2: case SC_SQRT: case SC_RSQRT:
  case SC_TANH: case SC_SIN: case SC_COS: case SC_ABSF:
  case SC_EXTF: case SC_TRUNCF:
    return true;
  default:
    return false;
  }
}

int npu_select_minmax(const Body *b, int i) {
  const ScalarInst *s = &b->insts[i];
  if (s->op != SC_SELECT || s->a < 0 || s->a >= i) return 0;
  const ScalarInst *c = &b->insts[s->a];
  if (c->op != SC_CMPF) return 0;
  int dir;
  switch (c->pred) {
  case CMPF_OGT: case CMPF_OGE: case CMPF_UGT: case CMPF_UGE: dir = 1; break;
  case CMPF_OLT: case CMPF_OLE: case CMPF_ULT: case CMPF_ULE: dir = -1; break;
  default: return 0;
  }
  /* equal operands give the same value either way; only NaN tells the
   * select from vmaximum/vminimum (which propagate it) */
  if (s->b == c->a && s->c == c->b) return dir;
  if (s->b == c->b && s->c == c->a) return -dir;
  return 0;
}

/* The comparison feeds only selects that are min/max, so it needs no code. */
static bool cmpf_only_clamps(const Body *b, int cmp) {
  for (int i = cmp + 1; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    int nops = s->op == SC_SELECT || s->op == SC_FMA ? 3 : s->op == SC_YIELD ? 0 : s->b >= 0 ? 2 : 1;
    int ops[3] = {s->a, s->b, s->c};
    for (int k = 0; k < nops; k++)
      if (ops[k] == cmp && !(k == 0 && npu_select_minmax(b, i))) return false;
  }
  for (int k = 0; k < b->nyield; k++)
    if (b->yield[k] == cmp) return false;
  return true;
}

const char *npu_vpu_unsupported(const Graph *g, const Op *op) {
  if (op->kind != OP_STRUCTURED) return arena_printf(g->arena, "%s is not a VPU op", op->name);
  for (int i = 0; i < op_noperands(op); i++) {
    DType dt = g->tensors[op_operand(op, i)].dtype;
    if (!dtype_is_float(dt))
      return arena_printf(g->arena, "%s tensors have no NPU instructions", dtype_name(dt));
  }
  for (int i = 0; i < op->body.ninsts; i++) {
    const ScalarInst *s = &op->body.insts[i];
    if (s->op == SC_INDEX) return "index-dependent body (linalg.index)";
    if (s->op == SC_CMPF && cmpf_only_clamps(&op->body, i)) continue;
    if (s->op == SC_SELECT && npu_select_minmax(&op->body, i)) continue;
    if (!vpu_has(s->op))
      return arena_printf(g->arena, "%s has no VPU instruction", scalar_opcode_name(s->op));
    if (s->op != SC_YIELD && !dtype_is_float(s->type))
      return arena_printf(g->arena, "%s values have no NPU instructions", dtype_name(s->type));
  }
  return NULL;
}

/* Reductions the VPU does: one reduced loop, sum/max/min of floats. */
const char *npu_reduction_unsupported(const Graph *g, const Op *op) {
  (void)g;
  const Match *m = &g->matches[op->match];
  if (m->nreduce != 1) return "reduction over more than one dimension";
  if (op->ninit != 1 || op->body.nyield != 1) return "reduction with several results";
  int y = body_skip_casts(&op->body, op->body.yield[0]);
  ScalarOpcode r = op->body.insts[y].op;
  if (r != SC_ADDF && r != SC_MAXIMUMF && r != SC_MINIMUMF && r != SC_MAXNUMF && r != SC_MINNUMF)
    return "reduction that is not a sum, max or min";
  return NULL;
}

