/* legalize.c: decides where each task runs. Checks every target shares
 * (static shapes, supported op) come first; the target's own rules follow. */
#include <string.h>

#include "host/host.h"
#include "npucc/bodyexpr.h"
#include "npucc/passes.h"

/* "LHS", "RHS", ... for the operands of a contraction; a position otherwise. */
static const char *operand_role(const Graph *g, const Task *t, int x) {
  const Op *root = &g->ops[t->root];
  if (root->match >= 0) {
    const Match *m = &g->matches[root->match];
    if (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL) {
      if (x == m->mm->lhs) return "the LHS";
      if (x == m->mm->rhs) return "the RHS";
      if (x == m->mm->acc) return "the accumulator";
    }
  }
  return NULL;
}

/* The first empty or dynamic tensor among what the task touches, as a reason:
 * targets need static, non-empty shapes. */
static const char *shape_reason(Graph *g, const Task *t) {
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    for (int k = 0; k < op_noperands(op) + op->nout; k++) {
      int x = k < op_noperands(op) ? op_operand(op, k) : op->out[k - op_noperands(op)];
      const Tensor *ten = &g->tensors[x];
      if (tensor_numel(ten) == 0) {
        StrBuf b;
        sb_init(&b);
        sb_puts(&b, "empty tensor (");
        tensor_shape_text(ten, &b);
        sb_puts(&b, "): nothing to offload");
        const char *r = arena_strdup(g->arena, sb_cstr(&b));
        sb_free(&b);
        return r;
      }
      int dim = tensor_dynamic_dim(ten);
      if (dim < 0) continue;
      StrBuf b;
      sb_init(&b);
      const char *role = operand_role(g, t, x);
      sb_printf(&b, "dynamic shape: dim %d of %s (", dim, role ? role : "an operand");
      if (ten->name) sb_printf(&b, "%%%s: ", ten->name);
      tensor_shape_text(ten, &b);
      sb_puts(&b, ") is '?'; targets need static shapes");
      const char *r = arena_strdup(g->arena, sb_cstr(&b));
      sb_free(&b);
      return r;
    }
  }
  return NULL;
}

static int64_t numel_or_zero(const Tensor *t) {
  int64_t n = tensor_numel(t);
  return n < 0 ? 0 : n;
}

/* Points of op's loop nest; a dynamic dim makes the count unknown: 0, never negative. */
static int64_t loop_points(const Graph *g, const Op *op) {
  int64_t iters = 1;
  for (int l = 0; l < op->nloops; l++) {
    int64_t size = op_loop_size(g, op, l);
    iters = size < 0 ? 0 : i64_mul_sat(iters, size);
  }
  return iters;
}

/* Work and traffic of a task, independent of the target. */
static void task_cost(const Graph *g, Task *t) {
  Cost c = {0};
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    const Match *m = op->match >= 0 ? &g->matches[op->match] : NULL;
    int64_t out = op->nout ? numel_or_zero(&g->tensors[op->out[0]]) : 0;
    if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
      /* One MAC per point of the loop nest (batch*m*n*k when a canonical
       * view exists; an mmt4d with K0 > 1 has none). */
      c.macs = i64_add_sat(c.macs, loop_points(g, op));
    } else if (op->kind == OP_ATTENTION) {
      /* O = softmax(Q.K^T).V: batch*m rows, each k2 scores of depth k1 and an
       * output of width n. */
      const AttentionAttrs *at = &op->a.attn;
      const Tensor *k = &g->tensors[op->in[1]], *v = &g->tensors[op->in[2]];
      int64_t k1 = 1, k2 = 1, n = 1;
      for (int r = 0; r < at->maps[1].nres; r++) {
        if (at->maps[1].res[r] == at->k1_loop) k1 = k->dims[r];
        if (at->maps[1].res[r] == at->k2_loop) k2 = k->dims[r];
      }
      for (int r = 0; r < at->maps[2].nres; r++)
        if (at->maps[2].res[r] == at->n_loop) n = v->dims[r];
      int64_t bm = out / (n > 0 ? n : 1);
      if (k1 > 0 && k2 > 0 && n > 0) {
        c.macs = i64_add_sat(c.macs, i64_mul_sat(i64_mul_sat(bm, k2), i64_add_sat(k1, n)));
        c.flops = i64_add_sat(c.flops, i64_mul_sat(i64_mul_sat(bm, k2), 5)); /* scale, max, sub, exp, sum */
      }
    } else if (m && m->kind == TK_CONV && op->macs_hint <= 0) {
      c.macs = i64_add_sat(c.macs, loop_points(g, op));
    } else if (op->macs_hint > 0) {
      c.macs = i64_add_sat(c.macs, op->macs_hint);
    } else if (op->kind == OP_SOFTMAX) {
      c.flops = i64_add_sat(c.flops, i64_mul_sat(5, out));
    } else if (op->kind == OP_STRUCTURED) {
      int64_t iters = 1;
      for (int l = 0; l < op->nloops; l++) {
        int64_t size = op_loop_size(g, op, l);
        iters = size < 0 ? 0 : i64_mul_sat(iters, size);
      }
      int insts = 0;
      for (int s = 0; s < op->body.ninsts; s++)
        insts += op->body.insts[s].op != SC_ARG && op->body.insts[s].op != SC_YIELD &&
                 op->body.insts[s].op != SC_CONST;
      c.flops = i64_add_sat(c.flops, i64_mul_sat(iters, insts));
    }
  }
  for (int i = 0; i < t->ninputs; i++)
    c.bytes = i64_add_sat(c.bytes, (int64_t)tensor_bytes(&g->tensors[t->inputs[i]]));
  for (int i = 0; i < t->noutputs; i++)
    c.bytes = i64_add_sat(c.bytes, (int64_t)tensor_bytes(&g->tensors[t->outputs[i]]));
  t->cost = c;
}

/* Every op of a host task must be one the host can run (host_op_check, which
 * also keeps its blob for the emitters): what runs nowhere is an error at the
 * op, in every mode, never a program that fails when it reaches the op. */
static bool check_host_task(Graph *g, const Target *target, const Task *t, HostBlobs *blobs, Diag *d) {
  bool ok = true;
  for (int j = 0; j < t->nops; j++) {
    Op *op = &g->ops[t->ops[j]];
    char why[512];
    if (host_op_check_shared(g, op, blobs, why, sizeof why)) continue;
    const char *name = op->name && *op->name ? op->name : op_kind_name(op->kind);
    if (op->kind == OP_UNSUPPORTED)
      diag_error(d, op->loc, "'%s' cannot run anywhere: neither %s nor the host evaluator runs it (%s)", name,
                 target->name, op->unsupported_why ? op->unsupported_why : "unsupported op");
    else
      diag_error(d, op->loc, "'%s' cannot run anywhere: %s does not run it (%s) and the host cannot "
                 "either: %s", name, target->name, t->reason ? t->reason : "not supported", why);
    ok = false;
  }
  return ok;
}

/* An im2col gather that reads a tensor.pad's input (passes/im2col.c): the
 * task graph says so, with the value and the amounts, since the padded tensor
 * and its task are gone. */
static void pad_folded_detail(Graph *g, Task *t, const Op *root) {
  const Tensor *in = &g->tensors[root->in[0]];
  Prop *p = NULL;
  prop_add_str(g->arena, &p, "op", "tensor.pad");
  prop_add_float(g->arena, &p, "value", root->a.pad.value);
  prop_add_ints(g->arena, &p, "low", root->a.pad.low, in->rank);
  prop_add_ints(g->arena, &p, "high", root->a.pad.high, in->rank);
  prop_add_int(g->arena, &p, "unpadded_input", in->id);
  prop_add_obj(g->arena, &t->props, "pad_folded", p);
}

bool pass_legalize(Graph *g, const Target *target, const Options *o, Diag *d) {
  g->target = target->name;
  /* The shared checks of every task first: a task that passes them is on
   * DEV_TARGET until the target's legal says otherwise, so legal can look
   * at later tasks (npu: a chain of tasks run as one). */
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    const Op *root = &g->ops[t->root];
    const char *reason = NULL;
    task_cost(g, t);
    if (t->kind == TK_OTHER && root->kind == OP_STRUCTURED && body_uses(&root->body, SC_EXTRACT)) {
      reason = "gather (tensor.extract in the body): no target addresses a table at computed indices; "
               "the host runs it";
    } else if (root->kind == OP_ATTENTION && root->body.ninsts > 0 &&
               !(root->body.nyield == 1 && body_is_arg(&root->body, root->body.yield[0], 0))) {
      /* No kernel applies the region (score modification): running one
       * without it would give plain attention's results. */
      reason = "attention whose region modifies the scores: no target applies the region";
    } else if (t->kind == TK_OTHER) {
      reason = root->unsupported_why ? root->unsupported_why : "no target supports this op";
    } else if (t->kind == TK_CONV) {
      /* im2col (passes/im2col.c) lowered every convolution a matmul can run */
      reason = "convolution with no batch-matmul after im2col (depthwise: no N dim; zero points; "
               "window not a stride/dilation): the host runs it";
    } else if (t->kind == TK_POOLING) {
      reason = "pooling: no target has a pooling kernel yet; the host runs it";
    } else {
      reason = shape_reason(g, t);
    }
    t->device = reason ? DEV_HOST : DEV_TARGET;
    t->reason = reason;
    if (op_reads_padded(root)) pad_folded_detail(g, t, root);
  }
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    const char *reason = NULL;
    if (t->device != DEV_TARGET || target->legal(g, t, o, &reason)) continue;
    t->device = DEV_HOST;
    t->reason = reason ? reason : "not supported by the target";
  }
  bool ok = true;
  HostBlobs *blobs = host_blobs_new();
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].device == DEV_HOST) ok &= check_host_task(g, target, &g->tasks[i], blobs, d);
  host_blobs_free(blobs);
  return ok;
}
