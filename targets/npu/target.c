/* target.c (npu): what the EE194 NPU can run (fp8 MXU contractions, bf16
 * VPU softmax/attention/elementwise) and the parameters it is compiled for. */
#include <string.h>

#include "npu/npu.h"
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
    if (!vpu_has(s->op))
      return arena_printf(g->arena, "%s has no VPU instruction", scalar_opcode_name(s->op));
    if (s->op != SC_YIELD && !dtype_is_float(s->type))
      return arena_printf(g->arena, "%s values have no NPU instructions", dtype_name(s->type));
  }
  return NULL;
}

static bool float_tensor(const Graph *g, int t) { return dtype_is_float(g->tensors[t].dtype); }

/* Epilogues run tile by tile on the VPU over the task's output: the op must
 * be VPU-computable and read its other inputs in a layout a tile can be
 * fetched from; a matmul streams only full tiles and row vectors. */
static bool npu_fuse_epilogue(const Graph *g, const Task *t, const Op *ep, const Options *o) {
  (void)o;
  if (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL && t->kind != TK_SOFTMAX &&
      t->kind != TK_ATTENTION)
    return false;
  if (npu_vpu_unsupported(g, ep)) return false;
  const Op *last = &g->ops[t->ops[t->nops - 1]];
  int chain = last->nout ? last->out[0] : -1;
  if (npu_elementwise_unsupported(g, ep, chain)) return false;
  const Tensor *ct = &g->tensors[chain], *ot = &g->tensors[ep->out[0]];
  if (ct->rank != ot->rank) return false;
  for (int i = 0; i < ct->rank; i++)
    if (ct->dims[i] != ot->dims[i]) return false;
  for (int k = 0; k < ep->nin; k++) {
    NpuLayout kind;
    bool bb;
    if (ep->in[k] == chain || !npu_input_kind(g, ep, k, &kind, &bb)) continue;
    if (kind == NL_COLS_REP && (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL)) return false;
  }
  return true;
}

static bool contraction_legal(Graph *g, const ContractionInfo *mm, const Options *o,
                              const char **reason) {
  if (dtype_is_int(mm->lhs_type) || dtype_is_int(mm->rhs_type) || dtype_is_int(mm->acc_type)) {
    *reason = arena_printf(g->arena,
                           "npu: integer contraction (%s x %s -> %s): the NPU has no integer "
                           "tensor instructions",
                           dtype_name(mm->lhs_type), dtype_name(mm->rhs_type),
                           dtype_name(mm->acc_type));
    return false;
  }
  if (mm->lhs_type == DT_F8E4M3FN && mm->rhs_type == DT_F8E4M3FN) return true;
  if (o->npu_precision == NPU_PREC_HOST) {
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
static bool npu_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  if (!npu_legal_native(g, t, o, reason)) return false;
  const char *why = o->npu_isa == NPU_ISA_MERLIN_V1 ? npu_merlin_unsupported(t->kind) : NULL;
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

static void npu_describe(Graph *g, const Options *o) {
  Arena *a = g->arena;
  prop_add_int(a, &g->props, "tile", NPU_TILE);
  prop_add_str(a, &g->props, "mxu", "mxu1");
  prop_add_int(a, &g->props, "vmem_bytes", NPU_VMEM_BYTES);
  prop_add_int(a, &g->props, "dram_bytes", NPU_DRAM_BYTES);
  prop_add_str(a, &g->props, "precision", o->npu_precision == NPU_PREC_FP8 ? "fp8" : "host");
  prop_add_str(a, &g->props, "isa", o->npu_isa == NPU_ISA_MERLIN_V1 ? "merlin-v1" : "npu_model");
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_NPU) continue;
    const Op *root = &g->ops[t->root];
    const Match *m = &g->matches[root->match];
    if (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL) {
      const ContractionInfo *mm = &m->mm;
      int64_t mp = npu_pad(mm->m), np = npu_pad(mm->n), kp = npu_pad(mm->k);
      int64_t padded[3] = {mp, np, kp};
      int64_t tiles[3] = {mp / NPU_TILE, np / NPU_TILE, kp / NPU_TILE};
      prop_add_ints(a, &t->props, "padded_mnk", padded, 3);
      prop_add_ints(a, &t->props, "tiles_mnk", tiles, 3);
      prop_add_int(a, &t->props, "batch", mm->batch);
      bool demoted = !(mm->lhs_type == DT_F8E4M3FN && mm->rhs_type == DT_F8E4M3FN);
      prop_add_bool(a, &t->props, "demoted_to_fp8", demoted);
      if (demoted)
        prop_add_str(a, &t->props, "precision_note",
                     "operands quantized to fp8 e4m3fn with a per-tensor scale (3 mantissa "
                     "bits: lossy); the accumulator is bf16");
      t->kernel = arena_printf(a, "npu_uk_matmul_%s_%s_%s", dtype_name(mm->lhs_type),
                               dtype_name(mm->rhs_type), dtype_name(mm->acc_type));
    } else if (t->kind == TK_SOFTMAX) {
      t->kernel = "npu_softmax_rows_bf16";
    } else if (t->kind == TK_ATTENTION) {
      t->kernel = "npu_flash_attention_bf16";
    } else {
      t->kernel = t->kind == TK_REDUCTION ? "npu_vpu_reduction_bf16" : "npu_vpu_elementwise_bf16";
    }
  }
}

static bool npu_parse_option(Options *o, const char *name, const char *v, const char **err) {
  if (!strcmp(name, "npu-precision")) {
    if (!strcmp(v, "fp8")) o->npu_precision = NPU_PREC_FP8;
    else if (!strcmp(v, "host")) o->npu_precision = NPU_PREC_HOST;
    else return *err = "fp8, host", false;
    return true;
  }
  if (!strcmp(name, "npu-isa")) {
    if (!strcmp(v, "npu_model")) o->npu_isa = NPU_ISA_NATIVE;
    else if (!strcmp(v, "merlin-v1")) o->npu_isa = NPU_ISA_MERLIN_V1;
    else return *err = "npu_model, merlin-v1", false;
    return true;
  }
  return *err = "not an npu option", false;
}

static const TargetOption npu_options[] = {
    {"npu-precision", "fp8|host",
     "f32/bf16 matmuls to fp8 (default) or on the host"},
    {"npu-isa", "npu_model|merlin-v1", "assembly dialect (default npu_model)"},
    {NULL, NULL, NULL}};

static const Memory npu_memories[] = {
    {"dram", NPU_DRAM_BYTES, NPU_DRAM_ALIGN, true},
    {"vmem", NPU_VMEM_BYTES, NPU_FP8_TILE, false}, /* per task, by phase: targets/npu */
};

const Target target_npu = {
    .name = "npu",
    .asm_ext = ".isa",
    .device = DEV_NPU,
    .machine = {npu_memories, 2, NPU_TILE, NPU_TILE, NPU_TILE},
    .options = npu_options,
    .parse_option = npu_parse_option,
    .fuse_epilogue = npu_fuse_epilogue,
    .legal = npu_legal,
    .describe = npu_describe,
    .plan = npu_plan,
    .schedule = npu_schedule,
    .emit = npu_emit,
};
