/* code.c (riscv): the code every RISC-V program shares: LP64D calls, the
 * dispatch frame, host-call glue, the entry function and the data trailer. */
#include <stdlib.h>
#include <string.h>

#include "host/host.h"
#include "riscv/riscv.h"

/* ------------------------------------------------------------ calls */

void rv_call(RvAsm *as, const char *fn, const char *role, const RvArg *args, int n,
             const char *const *names) {
  rv_printf(as, "\t# %s: %s\n", role, fn);
  for (int i = 8; i < n; i++) {
    const RvArg *x = &args[i];
    const char *r = "t0";
    switch (x->kind) {
    case RV_ARG_IMM:
      if (x->imm) rv_printf(as, "\tli t0, %lld\n", (long long)x->imm);
      else r = "zero";
      break;
    case RV_ARG_REG: r = x->reg; break;
    case RV_ARG_SLOT: rv_mem(as, "ld", "t0", rv_slot_off(x->slot), "s0", "t1"); break;
    case RV_ARG_SYM: rv_printf(as, "\tlla t0, %s\n", x->sym); break;
    }
    rv_printf(as, "\tsd %s, %d(sp)\t\t# %s\n", r, 8 * (i - 8), names[i]);
  }
  for (int i = 0; i < n && i < 8; i++) {
    const RvArg *x = &args[i];
    char ar[3] = {'a', (char)('0' + i), 0};
    switch (x->kind) {
    case RV_ARG_IMM: rv_printf(as, "\tli %s, %lld\t\t# %s\n", ar, (long long)x->imm, names[i]); break;
    case RV_ARG_REG: rv_printf(as, "\tmv %s, %s\t\t# %s\n", ar, x->reg, names[i]); break;
    case RV_ARG_SLOT: rv_mem(as, "ld", ar, rv_slot_off(x->slot), "s0", "t1"); break;
    case RV_ARG_SYM: rv_printf(as, "\tlla %s, %s\n", ar, x->sym); break;
    }
  }
  rv_printf(as, "\tcall\t%s\n", fn);
}

/* Append a call's record. A task makes one to a few calls, so the room
 * starts at 2 (ARENA_PUSH's 16 was 128 B for each of 100k host tasks). */
static void calls_push(Arena *a, RvCalls *c, Prop *rec) {
  if (c->n == c->cap) {
    int cap = c->cap ? 2 * c->cap : 2;
    c->v = arena_realloc(a, c->v, sizeof *c->v * (size_t)c->cap, sizeof *c->v * (size_t)cap);
    c->cap = cap;
  }
  c->v[c->n++] = rec;
}

void rv_call_record(Arena *a, RvCalls *c, const RvEntry *e, const char *fn, const char *role,
                    const RvArg *args, int n, const char *const *names) {
  Prop *rec = NULL;
  prop_add_str(a, &rec, "symbol", fn);
  prop_add_str(a, &rec, "role", role);
  for (int i = 0; i < n; i++) {
    const RvArg *x = &args[i];
    switch (x->kind) {
    case RV_ARG_IMM: prop_add_int(a, &rec, names[i], x->imm); break;
    case RV_ARG_REG: prop_add_int(a, &rec, names[i], 0); break;
    case RV_ARG_SLOT: prop_add_str(a, &rec, names[i], e->slots[x->slot].what); break;
    case RV_ARG_SYM: prop_add_str(a, &rec, names[i], x->sym); break;
    }
  }
  calls_push(a, c, rec);
}

/* ------------------------------------------------------------ dispatch frame */

enum {
  FRAME_HOST_BUFS = RV_OUT_ARGS_BYTES,               /* host_kernel_run's buffer array */
  FRAME_SAVE = FRAME_HOST_BUFS + 8 * HK_MAX_TENSORS, /* ra, s0-s11 */
  FRAME_BYTES = (FRAME_SAVE + RV_SAVED_ALL * 8 + 15) / 16 * 16
};

static const char *const saved_regs[RV_SAVED_ALL] = {"ra", "s0", "s1", "s2", "s3", "s4", "s5",
                                                     "s6", "s7", "s8", "s9", "s10", "s11"};

void rv_dispatch_begin(RvAsm *as, const char *name, int nsaved) {
  rv_printf(as, "\t.type %s,@function\n\t.p2align 2\n%s:\n", name, name);
  rv_printf(as, "\taddi sp, sp, -%d\n", FRAME_BYTES);
  for (int i = 0; i < nsaved; i++) rv_printf(as, "\tsd %s, %d(sp)\n", saved_regs[i], FRAME_SAVE + 8 * i);
  rv_printf(as, "\tmv s0, a0\n");
}

void rv_dispatch_end(RvAsm *as, const char *name, const char *label, const char *fail, int nsaved) {
  rv_printf(as, "\tli a0, 0\n%s_ret:\n", label);
  for (int i = 0; i < nsaved; i++) rv_printf(as, "\tld %s, %d(sp)\n", saved_regs[i], FRAME_SAVE + 8 * i);
  rv_printf(as, "\taddi sp, sp, %d\n\tret\n", FRAME_BYTES);
  rv_printf(as, "%s:\n\tli a0, 1\n\tj %s_ret\n", fail, label);
  rv_printf(as, "\t.size %s, .-%s\n", name, name);
  rv_flush_point(as);
}

/* ------------------------------------------------------------ host calls */

static const char *op_what(const Op *op) { return op->name ? op->name : op_kind_name(op->kind); }

bool rv_plan_host_call(Graph *g, Op *op, RvBlobs *blobs, RvHostCall *hc,
                       RvCalls *calls, const char **why) {
  char err[512];
  const HostKernel *k = host_op_kernel(g, op, &hc->size, err, sizeof err);
  if (!k) return *why = arena_strdup(g->arena, err), false;
  /* the first call with these bytes names them (legalize keeps equal blobs
   * once, so mostly they are one pointer); only a new blob costs memory */
  int before = blobs->bytes.n, i = intern(g->arena, &blobs->bytes, k, hc->size, false);
  hc->defines = i == before;
  if (hc->defines) {
    if (i == blobs->cap) {
      int cap = blobs->cap ? 2 * blobs->cap : 16;
      blobs->blob = arena_realloc(g->arena, blobs->blob, sizeof *blobs->blob * (size_t)blobs->cap,
                                  sizeof *blobs->blob * (size_t)cap);
      blobs->cap = cap;
    }
    blobs->blob[i].sym = arena_printf(g->arena, "npucc_hk_%d", i);
  }
  RvBlob *b = &blobs->blob[i];
  hc->bytes = blobs->bytes.bytes[i];
  hc->blob = b->sym;
  const char *role = op_what(op);
  if (!b->record || strcmp(b->role, role)) {
    Prop *rec = NULL;
    prop_add_str(g->arena, &rec, "symbol", "host_kernel_run");
    prop_add_str(g->arena, &rec, "role", role);
    prop_add_str(g->arena, &rec, "kernel_blob", hc->blob);
    prop_add_int(g->arena, &rec, "blob_bytes", (int64_t)hc->size);
    b->record = rec, b->role = role;
  }
  calls_push(g->arena, calls, b->record);
  return true;
}

void rv_host_call(RvProgram *P, const RvEntry *e, const Task *t, const Op *op,
                  const RvHostCall *hc, const char *fail) {
  RvAsm *as = &P->text;
  if (hc->defines)
    rv_program_object(P, hc->blob, 16, arena_printf(P->a, "task %d: %s", t->id, op_what(op)), hc->bytes,
                      hc->size);
  int nops = op_noperands(op);
  rv_printf(as, "\t# %s (op %d, line %u): HostKernel %s, %zu bytes\n", op_what(op), op->id, op->loc.line,
            hc->blob, hc->size);
  for (int i = 0; i < nops + op->nout; i++) {
    int x = i < nops ? op_operand(op, i) : op->out[i - nops];
    rv_mem(as, "ld", "t0", rv_slot_off(rv_slot_of(e, x)), "s0", "t1");
    rv_printf(as, "\tsd t0, %d(sp)\n", FRAME_HOST_BUFS + 8 * i);
  }
  rv_printf(as, "\tlla a0, %s\n\taddi a1, sp, %d\n\tlla a2, npucc_error\n\tli a3, %d\n", hc->blob,
            FRAME_HOST_BUFS, RV_ERROR_BYTES);
  rv_printf(as, "\tcall\thost_kernel_run\n\tbeqz a0, %s\n", fail);
}

/* ------------------------------------------------------------ entries */

void rv_emit_entry(RvProgram *P, const Graph *g, const RvEntry *e) {
  RvAsm *as = &P->text;
  const Func *f = &g->funcs[e->func];
  const char *sym = e->symbol;
  const char *lbl = arena_printf(P->a, ".Le%d", e->func);
  int64_t outputs_at = rv_slot_off(e->nslots); /* the outputs array, for the copies */
  int64_t frame = (outputs_at + 8 + 24 + 15) / 16 * 16;
  rv_printf(as, "\n\t# entry @%s: int32_t %s(void *const *inputs, void *const *outputs, void *workspace)\n",
            f->name, sym);
  rv_printf(as, "\t# workspace: %lld bytes, %d-byte aligned; returns 0, or 1 + the id of the task whose\n"
            "\t# host kernel failed (its message in npucc_error)\n", (long long)e->workspace,
            RV_WORKSPACE_ALIGN);
  rv_printf(as, "\t.globl %s\n\t.p2align 2\n\t.type %s,@function\n%s:\n", sym, sym, sym);
  rv_addi(as, "sp", "sp", -frame, "t0");
  rv_mem(as, "sd", "ra", frame - 8, "sp", "t0");
  rv_mem(as, "sd", "s0", frame - 16, "sp", "t0");
  rv_mem(as, "sd", "s1", frame - 24, "sp", "t0");
  rv_printf(as, "\tmv s0, sp\n");
  for (int i = 0; i < e->nslots; i++) {
    const RvSlot *s = &e->slots[i];
    switch (s->kind) {
    case RV_HOME_INPUT: rv_printf(as, "\tld t1, %d(a0)\n", 8 * s->index); break;
    case RV_HOME_OUTPUT: rv_printf(as, "\tld t1, %d(a1)\n", 8 * s->index); break;
    case RV_HOME_CONST: case RV_HOME_PARAM: case RV_HOME_STATE: rv_printf(as, "\tlla t1, %s\n", s->sym); break;
    case RV_HOME_ZERO: rv_printf(as, "\tlla t1, npucc_zeros\n"); break;
    case RV_HOME_WORK: rv_addi(as, "t1", "a2", s->offset, "t2"); break;
    }
    rv_mem(as, "sd", "t1", rv_slot_off(i), "s0", "t2");
    rv_printf(as, "\t\t\t\t# slot %d: %s (%s)\n", i, s->what, rv_home_names[s->kind]);
  }
  rv_mem(as, "sd", "a1", outputs_at, "s0", "t2");
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    rv_printf(as, "\tli s1, %d\n\tmv a0, s0\n\tcall\t%s\n\tbnez a0, %s_fail\n", t->id + 1, t->label, lbl);
    /* the per-task hook: a no-op unless the runtime defines it (npucc-run
     * records every task's buffers through it, docs/run.md) */
    rv_printf(as, "\tli a0, %d\n\tmv a1, s0\n\tcall\tnpucc_task_hook\n", t->id);
  }
  /* Outputs that alias an input, a constant or another output are copies. */
  for (int j = 0; j < f->noutputs; j++) {
    int s = rv_slot_of(e, f->outputs[j]);
    if (e->slots[s].kind == RV_HOME_OUTPUT && e->slots[s].index == j) continue;
    rv_mem(as, "ld", "t0", outputs_at, "s0", "t1");
    rv_printf(as, "\tld a0, %d(t0)\n", 8 * j);
    rv_mem(as, "ld", "a1", rv_slot_off(s), "s0", "t1");
    rv_printf(as, "\tli a2, %lld\n\tcall\tmemcpy\n", (long long)tensor_bytes(&g->tensors[f->outputs[j]]));
  }
  /* Module state: after every task (every read of the old value) and the
   * outputs (which may return the old value), the stored values; values
   * that are state rewritten here (a swap) first go to their stash. */
  for (int j = 0; j < f->nstates; j++) {
    if (e->state_stash[j] < 0) continue;
    rv_printf(as, "\t# util.global.store into @%s: stash its value, state another store rewrites\n",
              g->tensors[f->state_dst[j]].name);
    rv_mem(as, "ld", "a0", rv_slot_off(e->state_stash[j]), "s0", "t1");
    rv_mem(as, "ld", "a1", rv_slot_off(rv_slot_of(e, f->state_src[j])), "s0", "t1");
    rv_printf(as, "\tli a2, %lld\n\tcall\tmemcpy\n", (long long)tensor_bytes(&g->tensors[f->state_dst[j]]));
  }
  for (int j = 0; j < f->nstates; j++) {
    int d = rv_slot_of(e, f->state_dst[j]), s = rv_slot_of(e, f->state_src[j]);
    if (e->state_stash[j] >= 0) s = e->state_stash[j];
    if (d == s) continue;
    rv_printf(as, "\t# util.global.store: @%s takes buffer %d\n", g->tensors[f->state_dst[j]].name,
              f->state_src[j]);
    rv_mem(as, "ld", "a0", rv_slot_off(d), "s0", "t1");
    rv_mem(as, "ld", "a1", rv_slot_off(s), "s0", "t1");
    rv_printf(as, "\tli a2, %lld\n\tcall\tmemcpy\n", (long long)tensor_bytes(&g->tensors[f->state_dst[j]]));
  }
  rv_printf(as, "\tli a0, 0\n%s_ret:\n", lbl);
  rv_mem(as, "ld", "ra", frame - 8, "sp", "t0");
  rv_mem(as, "ld", "s0", frame - 16, "sp", "t0");
  rv_mem(as, "ld", "s1", frame - 24, "sp", "t0");
  rv_addi(as, "sp", "sp", frame, "t0");
  rv_printf(as, "\tret\n%s_fail:\n\tmv a0, s1\n\tj %s_ret\n\t.size %s, .-%s\n", lbl, lbl, sym, sym);

  /* The run-time description of the entry: sizes a loader needs. */
  RvAsm *ro = &P->rodata;
  const char *info = arena_printf(P->a, "%s_info", sym);
  rv_printf(ro, "\t.balign 8\n\t.globl %s\n\t.type %s,@object\n%s:\t# workspace, #inputs, #outputs, bytes of each\n",
            info, info, info);
  rv_printf(ro, "\t.8byte %lld, %d, %d\n", (long long)e->workspace, f->ninputs, f->noutputs);
  for (int j = 0; j < f->ninputs; j++)
    rv_printf(ro, "\t.8byte %zu\t# input %d\n", tensor_bytes(&g->tensors[f->inputs[j]]), j);
  for (int j = 0; j < f->noutputs; j++)
    rv_printf(ro, "\t.8byte %zu\t# output %d\n", tensor_bytes(&g->tensors[f->outputs[j]]), j);
  rv_printf(ro, "\t.size %s, .-%s\n", info, info);
  if (e->zero_bytes > P->zero_bytes) P->zero_bytes = e->zero_bytes;
  rv_flush_point(as);
}

/* ------------------------------------------------------------ the program */

void rv_program_init(RvProgram *P, Arena *a, StrBuf *out, FILE *stream, void (*seen)(void *, const char *),
                     void *seen_ctx) {
  memset(P, 0, sizeof *P);
  P->a = a;
  P->text = (RvAsm){out, 0, stream, seen, seen_ctx};
  sb_init(&P->rodata_sb);
  P->rodata = (RvAsm){.sb = &P->rodata_sb}; /* appended to the text at the end */
}

void rv_program_object(RvProgram *P, const char *sym, int align, const char *comment,
                       const uint8_t *bytes, size_t n) {
  if (P->nobjects == P->cap_objects) {
    P->cap_objects = P->cap_objects ? 2 * P->cap_objects : 16;
    P->objects = xrealloc(P->objects, sizeof *P->objects * (size_t)P->cap_objects);
  }
  P->objects[P->nobjects++] = (RvObject){P->rodata_sb.len, P->rodata.line, sym, comment, align, bytes, n};
}

void rv_program_rodata(RvProgram *P) { rv_printf(&P->text, "\n\t.section .rodata\n"); }

void rv_program_finish(RvProgram *P, const Graph *g) {
  RvAsm *as = &P->text;
  for (int f = 0; f < g->nfuncs; f++)
    rv_printf(as, "npucc_name_%d:\n\t.asciz \"%s\"\n", f, g->funcs[f].name);
  size_t from = 0;
  int line_from = 0;
  for (int k = 0; k <= P->nobjects; k++) {
    const RvObject *ob = k < P->nobjects ? &P->objects[k] : NULL;
    size_t to = ob ? ob->at : P->rodata_sb.len;
    if (to > from) sb_putn(as->sb, P->rodata_sb.s + from, to - from);
    as->line += (ob ? ob->line_at : P->rodata.line) - line_from;
    if (ob) rv_object(as, ob->sym, ob->align, ob->comment, ob->bytes, ob->n);
    from = to;
    line_from = ob ? ob->line_at : 0;
  }
  /* Every entry, for loaders that look them up by name. */
  rv_printf(as, "\n\t.section .data.rel.ro,\"aw\"\n\t.balign 8\n\t.weak npucc_program\n"
            "\t.type npucc_program,@object\nnpucc_program:\t# #entries, then {function, name, info}\n"
            "\t.8byte %d\n", g->nfuncs);
  for (int f = 0; f < g->nfuncs; f++) {
    const char *sym = rv_entry_symbol(P->a, g->funcs[f].name);
    rv_printf(as, "\t.8byte %s, npucc_name_%d, %s_info\n", sym, f, sym);
  }
  rv_printf(as, "\t.size npucc_program, .-npucc_program\n");
  rv_printf(as, "\n\t.text\n\t.p2align 2\n\t.weak npucc_task_hook\n\t.type npucc_task_hook,@function\n"
            "npucc_task_hook:\t# after each task: a0 = task id, a1 = the entry's buffer table;\n"
            "\tret\t\t# a runtime may define its own (npucc-run does)\n"
            "\t.size npucc_task_hook, .-npucc_task_hook\n");
  /* Module state: one writable symbol per global, whichever entries use it. */
  bool data_section = false;
  for (int x = 0; g->place && x < g->ntensors; x++) {
    const Placement *pl = &g->place[x];
    const Prop *sp = prop_find(pl->props, "symbol");
    if (!pl->space || strcmp(pl->space, rv_home_names[RV_HOME_STATE]) || prop_find(pl->props, "view_of") || !sp)
      continue;
    if (!data_section) rv_printf(as, "\n\t.data\n");
    data_section = true;
    const Tensor *t = &g->tensors[x];
    const uint8_t *init = graph_state_initial(g, t);
    rv_printf(as, "\t.balign 64\n\t.globl %s\n\t.type %s,@object\n%s:\t# module state @%s (%s)\n", sp->s,
              sp->s, sp->s, t->name ? t->name : "?",
              t->state_init == CONST_UNKNOWN ? "initial value elided: the loader fills it" : "initial value");
    rv_data(as, init, tensor_bytes(t));
    rv_printf(as, "\t.size %s, %lld\n", sp->s, (long long)tensor_bytes(t));
  }
  rv_printf(as, "\n\t.bss\n\t.balign 8\n\t.weak npucc_error\n\t.type npucc_error,@object\n"
            "npucc_error:\n\t.zero %d\n\t.size npucc_error, %d\n", RV_ERROR_BYTES, RV_ERROR_BYTES);
  if (P->zero_bytes)
    rv_printf(as, "\t.balign 64\n\t.type npucc_zeros,@object\nnpucc_zeros:\t# tensor.empty reads as zeros\n"
              "\t.zero %lld\n\t.size npucc_zeros, %lld\n", (long long)P->zero_bytes, (long long)P->zero_bytes);
  for (int x = 0; g->place && x < g->ntensors; x++) {
    const Placement *pl = &g->place[x];
    const Prop *sp = prop_find(pl->props, "symbol");
    if (!pl->space || strcmp(pl->space, rv_home_names[RV_HOME_PARAM]) || prop_find(pl->props, "view_of") || !sp)
      continue;
    rv_printf(as, "\t.balign 64\n\t.globl %s\n\t.type %s,@object\n%s:\t# elided weight: the loader fills it\n"
              "\t.zero %lld\n\t.size %s, %lld\n", sp->s, sp->s, sp->s,
              (long long)tensor_bytes(&g->tensors[x]), sp->s, (long long)tensor_bytes(&g->tensors[x]));
  }
  rv_printf(as, "\n\t.section .note.GNU-stack,\"\",@progbits\n");
  if (as->seen) as->seen(as->seen_ctx, sb_cstr(as->sb));
  if (as->stream) {
    fwrite(as->sb->s, 1, as->sb->len, as->stream);
    as->sb->len = 0;
  }
}

void rv_program_free(RvProgram *P) {
  sb_free(&P->rodata_sb);
  free(P->objects);
}
