/* emit.c (opu): prints the program plan.c recorded (targets/riscv's shape):
 * per task a dispatch function that packs, runs mmt4d and unpacks, or calls the host. */
#include <string.h>

#include "opu/opu.h"

typedef struct Printer {
  const Graph *g;
  const Options *o;
  const OpuProgram *prog;
  Arena *a;
  RvProgram P;         /* .text (dispatch lines count here) and .rodata */
  bool *const_written; /* per tensor: its .rodata copy is written (entries may share one) */
  int (*lines)[2];     /* per task: first and last line of its function */
} Printer;

/* Element offsets of the batch loops: s1 lhs, s2 rhs (or packed RHS), s3
 * acc, s4 out; counters s5-s7. Each level adds its step after an iteration
 * and rewinds when its loop ends. */
static const char *const batch_regs[4] = {"s1", "s2", "s3", "s4"};
static const char *const batch_counters[OPU_MAX_BATCH_LOOPS] = {"s5", "s6", "s7"};

/* The inline kernel takes the three buffers as byte addresses in a0-a2. */
static void inline_mmt4d(Printer *W, const OpuMmt4dPlan *p, bool accumulate, const char *label) {
  RvAsm *as = &W->P.text;
  const OpuTile *tl = &p->tl;
  rv_printf(as, "\t# mmt4d inline on the OPU: M1=%lld N1=%lld K1=%lld, tile %dx%dx%d\n", (long long)tl->m1,
            (long long)tl->n1, (long long)tl->k1, tl->m0, tl->n0, tl->k0);
  const char *dst[3] = {"a0", "a1", "a2"};
  for (int i = 0; i < 3; i++) {
    const RvArg *buf = &p->args->mmt4d[3 * i], *off = &p->args->mmt4d[3 * i + 1];
    if (buf->kind == RV_ARG_SLOT) rv_mem(as, "ld", dst[i], rv_slot_off(buf->slot), "s0", "t1");
    else rv_printf(as, "\tlla %s, %s\n", dst[i], buf->sym);
    if (off->kind == RV_ARG_REG) {
      if (i == 2) rv_printf(as, "\tslli t0, %s, 2\n\tadd %s, %s, t0\n", off->reg, dst[i], dst[i]);
      else rv_printf(as, "\tadd %s, %s, %s\n", dst[i], dst[i], off->reg);
    }
  }
  opu_inline_mmt4d(as, tl, p->lhs_stride0, p->rhs_stride0, p->out_stride0, accumulate, label);
}

static void opu_root(Printer *W, const Task *t, const char *label) {
  RvAsm *as = &W->P.text;
  const ContractionInfo *mm = W->g->matches[W->g->ops[t->root].match].mm;
  const OpuMmt4dPlan *p = W->prog->task[t->id].opu;
  int nb = p->nbatch;
  for (int r = 0; r < 4; r++) rv_printf(as, "\tli %s, 0\n", batch_regs[r]);
  for (int b = 0; b < nb; b++)
    rv_printf(as, "\tli %s, %lld\n%s_b%d:\n", batch_counters[b], (long long)p->range[b], label, b);
  if (mm->accumulate)
    rv_call(as, "iree_uk_pack", "pack accumulator", p->args->pack_acc, OPU_CALL_ARGS, opu_pack_params);
  if (!p->lhs_direct) rv_call(as, "iree_uk_pack", "pack lhs", p->args->pack_lhs, OPU_CALL_ARGS, opu_pack_params);
  if (!p->packed_rhs && !p->rhs_direct) rv_call(as, "iree_uk_pack", "pack rhs", p->args->pack_rhs, OPU_CALL_ARGS, opu_pack_params);
  if (opu_options(W->o)->kernel == OPU_KERNEL_INLINE) inline_mmt4d(W, p, mm->accumulate, label);
  else rv_call(as, "iree_uk_mmt4d", "mmt4d", p->args->mmt4d, OPU_CALL_ARGS, opu_mmt4d_params);
  if (!p->out_direct) rv_call(as, "iree_uk_unpack", "unpack", p->args->unpack, OPU_CALL_ARGS - 1, opu_unpack_params);
  for (int b = nb - 1; b >= 0; b--) { /* step, and rewind the level inside */
    for (int r = 0; r < 4; r++) {
      int64_t delta = p->step[b][r] - (b + 1 < nb ? p->range[b + 1] * p->step[b + 1][r] : 0);
      if (delta) rv_addi(as, batch_regs[r], batch_regs[r], delta, "t0");
    }
    rv_printf(as, "\taddi %s, %s, -1\n\tbnez %s, %s_b%d\n", batch_counters[b], batch_counters[b],
              batch_counters[b], label, b);
  }
}

static void dispatch(Printer *W, const Task *t) {
  const Graph *g = W->g;
  RvAsm *as = &W->P.text;
  const OpuPlan *p = &W->prog->task[t->id];
  const RvEntry *e = &W->prog->entries[p->entry];
  const char *name = p->function;
  const char *label = arena_printf(W->a, ".Ld%d", t->id);
  const char *fail = arena_printf(W->a, "%s_fail", label);
  /* The batch loops and fused epilogues use s1-s11. */
  int nsaved = p->opu ? RV_SAVED_ALL : RV_SAVED_MIN;
  if (p->opu && p->opu->packed_rhs) {
    const OpuMmt4dPlan *k = p->opu;
    const OpuTile *tl = &k->tl;
    rv_program_object(&W->P, k->packed_sym, 64,
                      arena_printf(W->a, "task %d: %%%d packed [N1=%lld][K1=%lld][N0=%d][K0=%d] x %lld", t->id,
                                   k->rhs.tensor, (long long)tl->n1, (long long)tl->k1, tl->n0, tl->k0,
                                   (long long)g->matches[g->ops[t->root].match].mm->batch),
                      k->packed, (size_t)k->packed_bytes);
  }
  rv_printf(as, "\n\t# task %d: %s on %s%s%s\n", t->id, task_kind_name(t->kind),
            t->device == DEV_TARGET ? "the OPU" : "the host", t->reason ? ": " : "", t->reason ? t->reason : "");
  W->lines[t->id][0] = as->line + 1; /* the .type line, where Merlin's script starts a body */
  rv_dispatch_begin(as, name, nsaved);
  bool after_root = false;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (p->opu && t->ops[j] == t->root) {
      opu_root(W, t, label);
      after_root = true;
    } else if (p->opu && after_root && !p->host[j].blob) {
      int64_t offs[NPUCC_MAX_OPERANDS + 2];
      int nops = op_noperands(op);
      for (int k = 0; k < nops + op->nout; k++)
        offs[k] = rv_slot_off(rv_slot_of(e, k < nops ? op_operand(op, k) : op->out[k - nops]));
      rv_printf(as, "\t# epilogue %s (op %d, line %u), fused after the unpack\n", op->name, op->id,
                op->loc.line);
      rv_epilogue_emit(as, g, op, offs, arena_printf(W->a, "%s_e%d", label, j));
    } else {
      rv_host_call(&W->P, e, t, op, &p->host[j], fail);
    }
  }
  rv_dispatch_end(as, name, label, fail, nsaved);
  W->lines[t->id][1] = as->line;
}

static void entry(Printer *W, int f) {
  const Graph *g = W->g;
  const RvEntry *e = &W->prog->entries[f];
  for (int i = 0; i < e->nslots; i++) {
    const RvSlot *s = &e->slots[i];
    if (s->kind != RV_HOME_CONST || W->const_written[s->tensor]) continue;
    W->const_written[s->tensor] = true;
    rv_program_object(&W->P, s->sym, 64, s->what, s->data, (size_t)s->bytes);
  }
  for (int p = 0; p < e->ntasks; p++) dispatch(W, &g->tasks[e->tasks[p]]);
  rv_emit_entry(&W->P, g, e);
}

static void merlin_seen(void *ctx, const char *text) { opu_coverage_add_text(ctx, text); }

/* The whole program into out (or through it into stream), each task's first
 * and last line into `lines`, and Merlin's counts over the text into *cov. */
static void print_program(const Graph *g, const Options *o, StrBuf *out, FILE *stream, int (*lines)[2],
                          OpuCoverage *cov) {
  Printer W = {.g = g, .o = o, .prog = g->target_data, .a = g->arena, .lines = lines};
  rv_program_init(&W.P, W.a, out, stream, merlin_seen, cov);
  W.const_written = arena_alloc(W.a, (size_t)g->ntensors + 1);
  RvAsm *as = &W.P.text;
  OpuTile tile = opu_configured_tile(o);
  rv_printf(as, "# npucc --target=opu: %s\n", g->file ? g->file : "?");
  rv_printf(as, "# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime\n"
            "# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.\n");
  rv_printf(as, "# mode %s, tile %dx%dx%d (M0xN0xK0; narrow M uses smaller M0)\n",
            opu_options(o)->kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel", tile.m0, tile.n0, tile.k0);
  rv_printf(as, "\t.option arch, +v\n\t.text\n");
  for (int f = 0; f < g->nfuncs; f++) entry(&W, f);
  uint64_t word0 = (UINT64_C(1) << OPU_CPU_V_BIT) | (UINT64_C(1) << OPU_XOPU_BIT);
  rv_program_rodata(&W.P);
  rv_printf(as, "\t.balign 8\n\t.weak npucc_cpu_data\n\t.type npucc_cpu_data,@object\n"
            "npucc_cpu_data:\t# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit %d)\n"
            "\t.8byte 0x%016llx\n\t.zero 56\n\t.size npucc_cpu_data, 64\n",
            OPU_XOPU_BIT, (unsigned long long)word0);
  rv_program_finish(&W.P, g);
  rv_program_free(&W.P);
}

/* The task graph's coverage record: the three metrics of --coverage. */
static Prop *coverage_props(Arena *a, const OpuCoverage *cp) {
  OpuCoverage c = *cp;
  Prop *cov = NULL;
  prop_add_int(a, &cov, "matmul_ops", c.matmul_ops);
  prop_add_int(a, &cov, "matmul_ops_on_opu", c.matmul_ops_opu);
  prop_add_int(a, &cov, "compute_dispatches", c.compute_tasks);
  prop_add_int(a, &cov, "matmul_macs", c.macs);
  prop_add_int(a, &cov, "matmul_macs_on_opu", c.macs_opu);
  prop_add_float(a, &cov, "count_coverage", c.matmul_ops ? (double)c.matmul_ops_opu / c.matmul_ops : 0);
  prop_add_float(a, &cov, "mac_weighted_coverage", c.macs ? (double)c.macs_opu / (double)c.macs : 0);
  if (!c.have_asm) return cov; /* Merlin's metric weighs the lines of a program */
  prop_add_int(a, &cov, "merlin_dispatch_functions", c.merlin_functions);
  prop_add_int(a, &cov, "merlin_opu_functions", c.merlin_opu_functions);
  prop_add_float(a, &cov, "merlin_line_weighted_coverage",
                 c.merlin_lines ? (double)c.merlin_opu_lines / (double)c.merlin_lines : 0);
  return cov;
}

/* The program's text is a function of the plan, so its measures are known
 * before emit: print it once here, record where each function lies and
 * Merlin's line-weighted coverage over it (as it is printed), and stream it
 * into the assembly's file when the caller gave one (Options.asm_stream),
 * else keep it for emit. Without a program to print (list and graph modes)
 * only the graph's coverage. */
bool opu_schedule(Graph *g, const Options *o, Diag *d) {
  (void)d;
  OpuProgram *prog = g->target_data;
  if (!prog || prog->no_program) return true;
  OpuCoverage cov;
  opu_coverage(g, NULL, &cov);
  if (g->program_wanted) {
    int(*lines)[2] = arena_alloc(g->arena, sizeof *lines * (size_t)(g->ntasks + 1));
    StrBuf text;
    sb_init(&text);
    prog->streamed = o->asm_later && o->asm_stream;
    print_program(g, o, &text, prog->streamed ? o->asm_stream : NULL, lines, &cov);
    for (int i = 0; i < g->ntasks; i++) {
      g->tasks[i].asm_first_line = lines[i][0];
      g->tasks[i].asm_last_line = lines[i][1];
    }
    if (prog->streamed) sb_free(&text);
    prog->text = text; /* not copied: it is the size of the program (128 MB at 100k ops) */
    arena_adopt(g->arena, text.s);
  }
  prop_add_obj(g->arena, &g->props, "coverage", coverage_props(g->arena, &cov));
  return true;
}

bool opu_emit(const Graph *g, const Options *o, FILE *out, Diag *d) {
  OpuProgram *prog = g->target_data;
  if (prog->no_program) {
    diag_error(d, prog->no_program_at, "opu: %s", prog->no_program);
    return false;
  }
  if (prog->streamed) { /* into o->asm_stream already, as it was printed */
    if (out == o->asm_stream) return true;
    diag_error(d, ((Loc){g->file, 0, 0}), "opu: the program was streamed into another file");
    return false;
  }
  /* printed by opu_schedule (the coverage it records reads the text) */
  fwrite(prog->text.s, 1, prog->text.len, out);
  return true;
}
