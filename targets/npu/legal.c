/* legal.c (npu): the legal hook: what the EE194 NPU can run (fp8 MXU
 * contractions, bf16 VPU softmax/attention/elementwise/reductions), and
 * whether its kernels can plan it beside the tasks accepted before it. */
#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npu/merlin.h"
#include "npu/vpu_ops.h"

static bool float_tensor(const Graph *g, int t) { return dtype_is_float(g->tensors[t].dtype); }

static bool contraction_legal(Graph *g, const ContractionInfo *mm, const Options *o,
                              const char **reason) {
  /* The MXU lowering reads A, B and C as strided views [batch, rows, cols]
   * of their tensors (kern_matmul.c decides whether each operand has one); a
   * contraction needs a canonical batch-matmul; zero points are not lowered. */
  if (!mm->plain && (mm->lhs_zp >= 0 || mm->rhs_zp >= 0)) {
    *reason = "npu: contraction with zero points: not lowered to the MXU";
    return false;
  }
  /* no N dim (a depthwise conv after im2col): the VPU kernel's to take or refuse */
  if (npu_depthwise_form(mm) && npu_options(o)->isa != NPU_ISA_MERLIN_V1) return true;
  /* scales are kern_matmul's to accept (MX block scales) or refuse */
  if (!mm->plain && (mm->k_group < mm->nk_dims || mm->m_loop < 0 || mm->n_loop < 0 || mm->k_loop < 0)) {
    *reason = arena_printf(g->arena, "npu: contraction with %s: not lowered to the MXU",
                           mm->canon_problem ? mm->canon_problem : "no canonical batch-matmul");
    return false;
  }
  if (!mm->plain && npu_options(o)->isa == NPU_ISA_MERLIN_V1) {
    *reason = "npu: merlin-v1 skeletons take plain matmuls only (collapsed or outer dims)";
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
    return contraction_legal(g, m->mm, o, reason);
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
    /* head permutes run on the npu (kern_heads.c decides which) */
    if (npu_options(o)->isa != NPU_ISA_MERLIN_V1) return true;
    *reason = arena_printf(g->arena, "npu: data movement (%s) is done by the host or loader",
                           root->name);
    return false;
  default:
    *reason = "npu: unsupported op";
    return false;
  }
}

/* Which tasks hold an op of each attention chain, once for all chains: a
 * scan of the later tasks per Q.K^T task was quadratic in the layers. */
static void index_chain_tasks(NpuLower *L) {
  Graph *g = L->g;
  int nc = g->nchains;
  int *first = arena_alloc(g->arena, sizeof *first * (size_t)(nc + 2));
  int *last_task = arena_alloc(g->arena, sizeof *last_task * (size_t)(nc + 1));
  for (int pass = 0; pass < 2; pass++) {
    for (int c = 0; c < nc; c++) last_task[c] = -1;
    int *fill = pass ? arena_alloc(g->arena, sizeof *fill * (size_t)(nc + 1)) : NULL;
    if (pass) {
      L->chain_tasks = arena_alloc(g->arena, sizeof *L->chain_tasks * (size_t)(first[nc] + 1));
      for (int c = 0; c < nc; c++) fill[c] = first[c];
    }
    for (int j = 0; j < g->ntasks; j++) {
      const Task *t = &g->tasks[j];
      for (int k = 0; k < t->nops; k++) {
        int mi = g->ops[t->ops[k]].match, c = mi >= 0 ? g->matches[mi].attn_chain : -1;
        if (c < 0 || c >= nc || last_task[c] == j) continue;
        last_task[c] = j;
        if (pass) L->chain_tasks[fill[c]++] = j;
        else first[c + 1]++;
      }
    }
    for (int c = 0; !pass && c < nc; c++) first[c + 1] += first[c];
  }
  L->chain_first = first;
}

/* The tasks of attention chain c from Q.K^T task qk on, in task order, when
 * they can run as one flash-attention task: each passed the shared checks
 * (legalize leaves later tasks on DEV_TARGET until their own turn) and the
 * NPU can run it, all in qk's function, at least three, P.V last. */
static int chain_members(NpuLower *L, const Task *qk, int c, const Options *o, int *members, int cap) {
  Graph *g = L->g;
  if (c >= g->nchains) return 0;
  if (!L->chain_first) index_chain_tasks(L);
  int n = 0;
  for (int x = L->chain_first[c]; x < L->chain_first[c + 1] && n < cap; x++) {
    int j = L->chain_tasks[x];
    if (j < qk->id) continue;
    Task *t = &g->tasks[j];
    const char *why;
    if (t->device != DEV_TARGET || t->func != qk->func || !npu_legal_native(g, t, o, &why)) return 0;
    members[n++] = j;
  }
  if (n < 3) return 0;
  const Task *last = &g->tasks[members[n - 1]];
  return g->matches[g->ops[last->root].match].attn_role == ATTN_PV ? n : 0;
}

/* The graph's side of a plan attempt, put back when it is refused: the
 * constant buffers it added, the task's properties, kernel and kind. */
typedef struct Undo {
  int ntensors;
  Prop *props;
  const char *kernel;
  TaskKind kind;
} Undo;

static Undo undo_mark(NpuLower *L, const Task *t) {
  return (Undo){L->g->ntensors, t->props, t->kernel, t->kind};
}

static void undo(NpuLower *L, Task *t, Undo u) {
  npu_unclaim_task(L, t->id, u.ntensors);
  L->plans[t->id] = NULL;
  L->g->ntensors = L->nbuf = u.ntensors;
  t->props = u.props;
  t->kernel = u.kernel;
  t->kind = u.kind;
}

/* Plans task t as the kernels would, in the walk's state L: a decomposed
 * attention as one flash-attention task first (its later parts then join
 * it), else t by its own kind. An accepted plan stays, with its layout
 * claims and constant buffers, so later tasks are planned beside it and plan
 * only records it; a refused one is undone. The flash attempt sees the task
 * as plan records a chain (record_chain): an attention whose properties
 * start with its merged tasks. */
static bool try_plan(NpuLower *L, Task *t, const Options *o, const char **why) {
  Graph *g = L->g;
  const Match *m = &g->matches[g->ops[t->root].match];
  int members[16], n = 0;
  Undo u = undo_mark(L, t);
  if (m->attn_chain >= 0 && m->attn_role == ATTN_QK)
    n = chain_members(L, t, m->attn_chain, o, members, 16);
  if (n) {
    int64_t ids[16];
    L->chain[t->id] = arena_alloc(g->arena, sizeof **L->chain * (size_t)n);
    L->nchain[t->id] = n;
    for (int k = 0; k < n; k++) ids[k] = L->chain[t->id][k] = members[k];
    for (int k = 1; k < n; k++) L->merged_into[members[k]] = t->id;
    prop_add_ints(g->arena, &t->props, "merged_tasks", ids, n);
    t->kind = TK_ATTENTION;
    if (npu_plan_task(L, t, TK_ATTENTION, why)) return true;
    /* the flash kernel cannot take it: its parts run one by one */
    undo(L, t, u);
    for (int k = 1; k < n; k++) L->merged_into[members[k]] = -1;
    L->nchain[t->id] = 0;
    L->flash_rejected[t->id] = *why ? *why : "npu: not an attention chain";
    *why = NULL;
  }
  if (npu_plan_task(L, t, t->kind, why)) return true;
  undo(L, t, u);
  return false;
}

/* The walk over the tasks in order, with its state (layout claims, kernel
 * plans, chains) in Graph.target_data, where plan finds it: each task is
 * planned once, here. The graph is left as it was but for the constant
 * buffers accepted plans added; what a plan recorded of its task waits in
 * kept_props/kept_kernel for plan. */
static bool npu_plan_feasible(Graph *g, const Task *ct, const Options *o, const char **why) {
  NpuLower *L = g->target_data;
  if (!L) {
    L = g->target_data = arena_alloc(g->arena, sizeof *L);
    npu_lower_init(L, g, o, NULL);
    L->kept_props = arena_alloc(g->arena, sizeof *L->kept_props * (size_t)(g->ntasks + 1));
    L->kept_kernel = arena_alloc(g->arena, sizeof *L->kept_kernel * (size_t)(g->ntasks + 1));
  }
  if (npu_merged_into(L, ct->id) >= 0) return true; /* runs inside its Q.K^T task */
  Task *t = &g->tasks[ct->id];
  Undo u = undo_mark(L, t);
  *why = NULL;
  bool ok = try_plan(L, t, o, why);
  if (ok) {
    L->kept_props[t->id] = t->props;
    L->kept_kernel[t->id] = t->kernel;
  }
  t->props = u.props;
  t->kernel = u.kernel;
  t->kind = u.kind;
  if (!*why) *why = "npu: not supported by the emitter";
  return ok;
}

/* The one place an npu task's device is decided. */
bool npu_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  if (!npu_legal_native(g, t, o, reason)) return false;
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) {
    /* fixed skeletons: nothing to plan */
    const char *why = npu_merlin_unsupported(t->kind);
    if (why) *reason = why;
    return !why;
  }
  return npu_plan_feasible(g, t, o, reason);
}

