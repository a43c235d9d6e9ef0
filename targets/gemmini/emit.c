/* emit.c (gemmini): prints the RISC-V program plan.c planned: per entry a
 * global function that fills the buffer table and calls one function per
 * task; Gemmini tasks issue RoCC, host tasks call the host runtime. */
#include <string.h>

#include "gemmini/gemmini.h"

typedef struct Print {
  Graph *g; /* schedule's: graph_const_dense decodes a constant once */
  Arena *a;
  const GemminiPlan *plan;
  RvProgram P;
  const RvEntry *e;
  bool *const_emitted;    /* per tensor: its .rodata copy is written */
  const char *packed_sym; /* the current task's compile-time transposed B */
} Print;

static void address(void *ctx, const char *rd, int x, int64_t off) {
  Print *W = ctx;
  RvAsm *as = &W->P.text;
  rv_mem(as, "ld", rd, rv_slot_off(rv_slot_of(W->e, x)), "s0", "t2");
  rv_addi(as, rd, rd, off, "t2");
}

static void address_packed_b(void *ctx, const char *rd, int64_t off) {
  Print *W = ctx;
  rv_printf(&W->P.text, "\tlla %s, %s\n", rd, W->packed_sym);
  rv_addi(&W->P.text, rd, rd, off, "t2");
}

static void print_dispatch(Print *W, const Task *t, int lines[2]) {
  RvAsm *as = &W->P.text;
  const GemminiTaskPlan *tp = &W->plan->task[t->id];
  const GemminiMatmul *mm = tp->mm;
  const char *name = tp->function;
  const char *label = arena_printf(W->a, ".Ld%d", t->id);
  const char *fail = arena_printf(W->a, "%s_fail", label);
  if (mm && mm->b_packed) {
    W->packed_sym = mm->packed_sym;
    rv_program_object(&W->P, mm->packed_sym, 64,
                      arena_printf(W->a, "task %d: B transposed to K x N at compile time", t->id), mm->b_bytes,
                      (size_t)(mm->nbatch * mm->pr.k * mm->pr.j));
  }
  rv_printf(as, "\n\t# task %d: %s on %s%s%s\n", t->id, task_kind_name(t->kind),
            mm ? "Gemmini" : "the host", t->reason ? ": " : "", t->reason ? t->reason : "");
  lines[0] = as->line + 1;
  rv_dispatch_begin(as, name, RV_SAVED_MIN);
  if (mm) {
    if (mm->flush) gemmini_emit_flush(as);
    GemminiEmitEnv env = {as, W->a, W, address, address_packed_b};
    gemmini_emit_task(&W->plan->params, mm, &env);
  } else {
    for (int j = 0; j < t->nops; j++)
      rv_host_call(&W->P, W->e, t, &W->g->ops[t->ops[j]], &tp->host[j], fail);
  }
  rv_dispatch_end(as, name, label, fail, RV_SAVED_MIN);
  lines[1] = as->line;
}

static void print_func(Print *W, int f, int (*lines)[2]) {
  Graph *g = W->g;
  const RvEntry *e = W->e = &W->plan->entries[f];
  for (int i = 0; i < e->nslots; i++) {
    const RvSlot *s = &e->slots[i];
    if (s->kind != RV_HOME_CONST || W->const_emitted[s->tensor]) continue;
    W->const_emitted[s->tensor] = true;
    rv_program_object(&W->P, s->sym, 64, s->what, graph_const_dense(g, &g->tensors[s->tensor]),
                      (size_t)s->bytes);
  }
  for (int p = 0; p < e->ntasks; p++) print_dispatch(W, &g->tasks[e->tasks[p]], lines[e->tasks[p]]);
  rv_emit_entry(&W->P, g, e);
}

/* The program's text is a function of the plan, so its measures are known
 * before emit (as opu's): print it once here, record where each dispatch
 * function lies, and stream it into the assembly's file when the caller
 * gave one (Options.asm_stream), else keep it for emit. */
bool gemmini_schedule(Graph *g, const Options *o, Diag *d) {
  (void)d;
  GemminiPlan *plan = g->target_data;
  if (!plan || plan->no_program || !g->program_wanted) return true; /* nothing will print it */
  Print W = {.g = g, .a = g->arena, .plan = plan};
  int(*lines)[2] = arena_alloc(g->arena, sizeof *lines * (size_t)(g->ntasks + 1));
  StrBuf text;
  sb_init(&text);
  plan->streamed = o->asm_later && o->asm_stream;
  rv_program_init(&W.P, W.a, &text, plan->streamed ? o->asm_stream : NULL, NULL, NULL);
  W.const_emitted = arena_alloc(W.a, (size_t)g->ntensors + 1);
  RvAsm *as = &W.P.text;
  const GemminiParams *p = &plan->params;
  rv_printf(as, "# npucc --target=gemmini: %s\n", g->file ? g->file : "?");
  rv_printf(as, "# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime\n"
            "# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.\n");
  rv_printf(as, "# built for Gemmini parameters %s: DIM %lld, scratchpad %lld x %lld rows, accumulator %lld rows\n",
            p->source, (long long)p->dim, (long long)p->bank_num, (long long)p->bank_rows, (long long)p->acc_rows);
  rv_printf(as, "\t.text\n");
  for (int f = 0; f < plan->nentries; f++) print_func(&W, f, lines);
  rv_program_rodata(&W.P);
  rv_program_finish(&W.P, g);
  rv_program_free(&W.P);
  for (int i = 0; i < g->ntasks; i++) {
    g->tasks[i].asm_first_line = lines[i][0];
    g->tasks[i].asm_last_line = lines[i][1];
  }
  if (plan->streamed) sb_free(&text);
  plan->text = text; /* not copied: it is the size of the program */
  arena_adopt(g->arena, text.s);
  return true;
}

bool gemmini_emit(const Graph *g, const Options *o, FILE *out, Diag *d) {
  GemminiPlan *plan = g->target_data;
  if (plan->no_program) {
    diag_error(d, plan->no_program_at, "gemmini: %s", plan->no_program);
    return false;
  }
  if (plan->streamed) { /* into o->asm_stream already, as it was printed */
    if (out == o->asm_stream) return true;
    diag_error(d, ((Loc){g->file, 0, 0}), "gemmini: the program was streamed into another file");
    return false;
  }
  /* printed by gemmini_schedule */
  fwrite(plan->text.s, 1, plan->text.len, out);
  return true;
}
