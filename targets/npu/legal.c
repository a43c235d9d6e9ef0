/* legal.c (npu): the legal hook: what the EE194 NPU can run (fp8 MXU
 * contractions, bf16 VPU softmax/attention/elementwise/reductions). */
#include "npu/hooks.h"
#include "npu/legal.h"
#include "npu/merlin.h"
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

static bool float_tensor(const Graph *g, int t) { return dtype_is_float(g->tensors[t].dtype); }

static bool contraction_legal(Graph *g, const ContractionInfo *mm, const Options *o,
                              const char **reason) {
  /* The MXU lowering reads A, B and C as [batch.., rows, cols] tensors:
   * only the plain form has that shape (multi-dim classes, scales and zero
   * points are npuprec's to lower). */
  if (!mm->plain) {
    *reason = arena_printf(g->arena, "npu: contraction with several loops per class, scales or zero "
                                     "points: not lowered to the MXU yet%s%s",
                           mm->canon_problem ? ": " : "", mm->canon_problem ? mm->canon_problem : "");
    return false;
  }
  if (dtype_is_int(mm->lhs_type) || dtype_is_int(mm->rhs_type) || dtype_is_int(mm->acc_type)) {
    *reason = arena_printf(g->arena,
                           "npu: integer contraction (%s x %s -> %s): the NPU has no integer "
                           "tensor instructions",
                           dtype_name(mm->lhs_type), dtype_name(mm->rhs_type),
                           dtype_name(mm->acc_type));
    return false;
  }
  if (mm->lhs_type == DT_F8E4M3FN && mm->rhs_type == DT_F8E4M3FN) return true;
  if (npu_options(o)->precision == NPU_PREC_HOST) {
    *reason = arena_printf(g->arena,
                           "npu: MXU requires fp8 e4m3fn operands (%s x %s contraction not "
                           "demoted; --npu-precision=host)",
                           dtype_name(mm->lhs_type), dtype_name(mm->rhs_type));
    return false;
  }
  return true;
}

/* What npu_model's own ISA can run. */
static bool npu_legal_native(Graph *g, const Task *t, const Options *o, const char **reason) {
  const Op *root = &g->ops[t->root];
  const Match *m = &g->matches[root->match];
  switch (t->kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL:
    return contraction_legal(g, &m->mm, o, reason);
  case TK_SOFTMAX:
    if (float_tensor(g, root->in[0]) && float_tensor(g, root->out[0])) return true;
    *reason = "npu: softmax of an integer tensor";
    return false;
  case TK_ATTENTION:
    for (int i = 0; i < 3; i++)
      if (!float_tensor(g, root->in[i])) {
        *reason = "npu: attention on integer tensors";
        return false;
      }
    return true;
  case TK_ELEMENTWISE:
  case TK_REDUCTION: {
    const char *what = npu_vpu_unsupported(g, root);
    if (what) {
      *reason = arena_printf(g->arena, "npu: %s%s", what,
                             m->int8_qdq ? " (quantize/dequantize)" : "");
      return false;
    }
    if (t->kind == TK_REDUCTION) {
      const char *why = npu_reduction_unsupported(g, root);
      if (why) {
        *reason = arena_printf(g->arena, "npu: %s", why);
        return false;
      }
    }
    return true;
  }
  case TK_DATA_MOVEMENT:
    *reason = arena_printf(g->arena, "npu: data movement (%s) is done by the host or loader",
                           root->name);
    return false;
  default:
    *reason = "npu: unsupported op";
    return false;
  }
}

/* The one place an npu task's device is decided. */
bool npu_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  if (!npu_legal_native(g, t, o, reason)) return false;
  const char *why = npu_options(o)->isa == NPU_ISA_MERLIN_V1 ? npu_merlin_unsupported(t->kind) : NULL;
  if (why) *reason = why;
  return !why;
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

