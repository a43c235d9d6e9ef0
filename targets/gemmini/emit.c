/* emit.c (gemmini): the RISC-V program: per entry a global function that fills
 * a buffer table and calls one function per task; Gemmini tasks issue RoCC. */
#include <string.h>

#include "gemmini/gemmini.h"
#include "riscv/riscv.h"

typedef struct Emit {
  Graph *g;
  Diag *d;
  Arena *a;
  const GemminiPlan *plan;
  RvProgram P;
  RvEntry e;
  Prop **abis;
  int nabis, capabis;
  RvCalls calls;
  bool *const_emitted;   /* per tensor: its .rodata copy is written */
  bool flushed;          /* the entry's first Gemmini task issued FLUSH */
  RvBlobs blobs;         /* HostKernel blobs so far */
  const char *packed_sym; /* the current task's compile-time transposed B */
} Emit;

/* What a Gemmini task never reads through the table: a B transposed at compile
 * time, a zero init, and the int32 result of a folded epilogue (it stays in
 * the accumulator). */
static bool touches(const Graph *g, const Task *t, const Op *op, int k, const void *ctx) {
  const GemminiTaskPlan *tp = &((const GemminiPlan *)ctx)->task[t->id];
  if (!tp->on_gemmini) return true;
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

static void address(void *ctx, const char *rd, int x, int64_t off) {
  Emit *E = ctx;
  RvAsm *as = &E->P.text;
  rv_mem(as, "ld", rd, rv_slot_off(rv_slot_of(&E->e, x)), "s0", "t2");
  rv_addi(as, rd, rd, off, "t2");
}

static void address_packed_b(void *ctx, const char *rd, int64_t off) {
  Emit *E = ctx;
  rv_printf(&E->P.text, "\tlla %s, %s\n", rd, E->packed_sym);
  rv_addi(&E->P.text, rd, rd, off, "t2");
}

static void emit_dispatch(Emit *E, Task *t) {
  Graph *g = E->g;
  RvAsm *as = &E->P.text;
  const GemminiTaskPlan *tp = &E->plan->task[t->id];
  const char *name = rv_dispatch_name(g, t, E->a);
  const char *label = arena_printf(E->a, ".Ld%d", t->id);
  const char *fail = arena_printf(E->a, "%s_fail", label);
  E->calls = (RvCalls){0};
  t->label = name;
  if (tp->on_gemmini && tp->b_packed) {
    E->packed_sym = arena_printf(E->a, "npucc_gemmini_b_%d", t->id);
    rv_object(&E->P.rodata, E->packed_sym, 64,
              arena_printf(E->a, "task %d: B transposed to K x N at compile time", t->id), tp->b_bytes,
              (size_t)(tp->nbatch * tp->pr.k * tp->pr.j));
  }
  rv_printf(as, "\n\t# task %d: %s on %s%s%s\n", t->id, task_kind_name(t->kind),
            tp->on_gemmini ? "Gemmini" : "the host", t->reason ? ": " : "", t->reason ? t->reason : "");
  t->asm_first_line = as->line + 1;
  rv_dispatch_begin(as, name, RV_SAVED_MIN);
  if (tp->on_gemmini) {
    if (!E->flushed) gemmini_emit_flush(as);
    prop_add_bool(E->a, &t->props, "flush", !E->flushed);
    E->flushed = true;
    GemminiEmitEnv env = {as, E->a, E, address, address_packed_b};
    gemmini_emit_task(&E->plan->params, tp, &env);
  } else {
    for (int j = 0; j < t->nops && !E->d->nerrors; j++) {
      const Op *op = &g->ops[t->ops[j]];
      RvHostCall hc;
      const char *why;
      if (!rv_plan_host_call(g, op, &E->blobs, &hc, &E->calls, &why)) {
        diag_error(E->d, op->loc, "gemmini: task %d must run on the host, but the riscv64 host runtime "
                   "cannot run it either: %s", t->id, why);
        break;
      }
      rv_host_call(&E->P, &E->e, t, op, &hc, fail);
    }
  }
  rv_dispatch_end(as, name, label, fail, RV_SAVED_MIN);
  t->asm_last_line = as->line;
  prop_add_str(E->a, &t->props, "function", name);
  if (E->calls.n) prop_add_objs(E->a, &t->props, "calls", E->calls.v, E->calls.n);
}

static void emit_func(Emit *E, int f) {
  Graph *g = E->g;
  RvEntry *e = &E->e;
  rv_plan_entry(g, f, e);
  const char *why;
  Loc where;
  if (!rv_plan_buffers(g, e, touches, E->plan, &why, &where)) {
    diag_error(E->d, where, "gemmini: %s", why);
    return;
  }
  rv_plan_workspace(E->a, e);
  rv_record_placements(g, e);
  ARENA_PUSH(E->a, E->abis, E->nabis, E->capabis);
  E->abis[E->nabis++] = rv_entry_abi(g, e);
  for (int i = 0; i < e->nslots; i++) {
    const RvSlot *s = &e->slots[i];
    if (s->kind != RV_HOME_CONST || E->const_emitted[s->tensor]) continue;
    E->const_emitted[s->tensor] = true;
    rv_object(&E->P.rodata, s->sym, 64, s->what, graph_const_dense(g, &g->tensors[s->tensor]),
              (size_t)s->bytes);
  }
  E->flushed = false;
  for (int p = 0; p < e->ntasks && !E->d->nerrors; p++) emit_dispatch(E, &g->tasks[e->tasks[p]]);
  if (!E->d->nerrors) rv_emit_entry(&E->P, g, e);
}

bool gemmini_emit(const Graph *cg, const Options *o, StrBuf *out, Diag *d) {
  (void)o;
  /* The buffer table, code lines and call records are still written here as
   * opu's are (see the riscv library); the Gemmini decisions are plan's. */
  Graph *g = (Graph *)cg;
  Emit E = {.g = g, .d = d, .a = g->arena, .plan = g->target_data};
  if (!E.plan) {
    diag_error(d, ((Loc){g->file, 0, 0}), "gemmini: the program was not planned");
    return false;
  }
  rv_program_init(&E.P, E.a, out);
  E.const_emitted = arena_alloc(E.a, (size_t)g->ntensors + 1);
  RvAsm *as = &E.P.text;
  const GemminiParams *p = &E.plan->params;
  rv_printf(as, "# npucc --target=gemmini: %s\n", g->file ? g->file : "?");
  rv_printf(as, "# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime\n"
            "# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.\n");
  rv_printf(as, "# built for Gemmini parameters %s: DIM %lld, scratchpad %lld x %lld rows, accumulator %lld rows\n",
            p->source, (long long)p->dim, (long long)p->bank_num, (long long)p->bank_rows, (long long)p->acc_rows);
  rv_printf(as, "\t.text\n");
  for (int f = 0; f < g->nfuncs && !d->nerrors; f++) emit_func(&E, f);
  bool ok = !d->nerrors;
  if (ok) {
    rv_program_rodata(&E.P);
    rv_program_finish(&E.P, g);
    prop_add_objs(E.a, &g->props, "entry_abi", E.abis, E.nabis);
  }
  rv_program_free(&E.P);
  return ok;
}
