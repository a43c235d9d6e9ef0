/* emit.c (opu): the RISC-V program (targets/riscv's shape): per task a
 * dispatch function that packs, runs mmt4d and unpacks, or calls the host. */
#include <string.h>

#include "opu/opu.h"

/* How one offloaded contraction is laid out (decided before any code). */
typedef struct OpuPlan {
  bool opu;
  OpuTile tl;
  OpuOperand lhs, rhs, acc, out;
  bool packed_rhs;  /* RHS packed at compile time into .rodata */
  bool lhs_direct;  /* M0 = K0 = 1: A already is the packed LHS */
  bool out_direct;  /* M0 = 1, N % N0 = 0: mmt4d writes C itself */
  int ap, bp, cp;   /* scratch slots, -1 if unused */
  const char *packed_sym;
} OpuPlan;

typedef struct Emit {
  Graph *g;
  const Options *o;
  Diag *d;
  Arena *a;
  RvProgram P;       /* .text (the task graph's line numbers count here) and .rodata */
  RvEntry e;         /* the entry being emitted */
  OpuPlan *plan;     /* per task id */
  Prop **abis;
  int nabis, capabis;
  RvCalls calls;     /* records of the current task's calls */
  bool *const_emitted; /* per tensor: its .rodata copy is written */
} Emit;

/* The operands a dispatch really reads or writes through the table: not the
 * RHS packed at compile time, not the init of a zero-initialised OPU root. */
static bool touches(const Graph *g, const Task *t, const Op *op, int k, const void *ctx) {
  (void)g;
  const OpuPlan *p = &((const OpuPlan *)ctx)[t->id];
  if (!p->opu || op->id != t->root || k >= op_noperands(op)) return true;
  if (k == 1 && p->packed_rhs) return false;
  if (k == 2 && op->zero_init) return false;
  return true;
}

/* ------------------------------------------------------------ calls */

static const char *const mmt4d_params[17] = {
    "lhs_buffer", "lhs_offset", "lhs_stride0", "rhs_buffer", "rhs_offset", "rhs_stride0",
    "out_buffer", "out_offset", "out_stride0", "M", "N", "K", "M0", "N0", "K0", "flags", "cpu_data"};
static const char *const pack_params[17] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "out_size0", "out_size1",
    "out_size2", "out_size3", "padding_value", "flags", "cpu_data"};
static const char *const unpack_params[16] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "in_size2", "in_size3",
    "out_size0", "out_size1", "flags", "cpu_data"};

static void emit_call(Emit *E, const char *fn, const char *role, const RvArg *args, int n,
                      const char *const *names) {
  rv_call(&E->P.text, fn, role, args, n, names);
  rv_call_record(E->a, &E->calls, &E->e, fn, role, args, n, names);
}

/* ------------------------------------------------------------ dispatches */

/* Element offsets of the batch loops: s1 lhs, s2 rhs (or packed RHS), s3
 * acc, s4 out; counters s5-s7. Each level adds its step after an iteration
 * and rewinds when its loop ends. */
static const char *const batch_regs[4] = {"s1", "s2", "s3", "s4"};
static const char *const batch_counters[OPU_MAX_BATCH_LOOPS] = {"s5", "s6", "s7"};

static void batch_steps(const Emit *E, const Op *root, const OpuPlan *p, int64_t step[][4],
                        int64_t *range) {
  const ContractionInfo *mm = &E->g->matches[root->match].mm;
  int64_t np = p->tl.n1 * p->tl.k1 * p->tl.n0 * p->tl.k0, inner = 1;
  for (int b = mm->nbatch - 1; b >= 0; b--) {
    int l = mm->batch_loops[b];
    range[b] = op_loop_size(E->g, root, l);
    step[b][0] = p->lhs.stride[l];
    step[b][1] = p->packed_rhs ? np * inner : p->rhs.stride[l];
    step[b][2] = p->acc.stride[l];
    step[b][3] = p->out.stride[l];
    inner *= range[b];
  }
}

static void pack_operand_args(RvArg *a, int in_slot, const char *off_reg, int64_t s_outer,
                              int64_t s_inner, int64_t size_outer, int64_t size_inner, bool swap,
                              int out_slot, int64_t o0, int64_t o1, int64_t t0, int64_t t1,
                              uint32_t type) {
  /* swap: the tensor is stored with the packed inner-tile dim outermost, so
   * the rows it is read by are the packed layout's columns: both transposes. */
  a[0] = rv_slotarg(in_slot);
  a[1] = rv_reg(off_reg);
  a[2] = rv_imm(swap ? s_inner : s_outer);
  a[3] = rv_imm(swap ? s_outer : s_inner);
  a[4] = rv_slotarg(out_slot);
  a[5] = rv_imm(0);
  a[6] = rv_imm(o1 * t0 * t1);
  a[7] = rv_imm(t0 * t1);
  a[8] = rv_imm(swap ? size_inner : size_outer);
  a[9] = rv_imm(swap ? size_outer : size_inner);
  a[10] = rv_imm(o0);
  a[11] = rv_imm(o1);
  a[12] = rv_imm(t0);
  a[13] = rv_imm(t1);
  a[14] = rv_imm(0);
  a[15] = rv_imm(type | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0));
  a[16] = rv_symarg("npucc_cpu_data");
}

static void emit_opu_root(Emit *E, const Task *t, const char *label) {
  Graph *g = E->g;
  RvAsm *as = &E->P.text;
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = &g->matches[root->match].mm;
  const OpuPlan *p = &E->plan[t->id];
  const OpuTile *tl = &p->tl;
  bool inline_kernel = E->o->opu_kernel == OPU_KERNEL_INLINE;
  int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
  int64_t lhs_stride0 = tl->k1 * tl->m0 * tl->k0, rhs_stride0 = tl->k1 * tl->n0 * tl->k0;
  int64_t out_stride0 = tl->n1 * tl->m0 * tl->n0;
  int64_t step[OPU_MAX_BATCH_LOOPS][4], range[OPU_MAX_BATCH_LOOPS];
  batch_steps(E, root, p, step, range);
  int nb = mm->nbatch;

  Prop **tp = &E->g->tasks[t->id].props;
  prop_add_bool(E->a, tp, "rhs_packed_at_compile_time", p->packed_rhs);
  if (p->packed_rhs) prop_add_str(E->a, tp, "rhs_packed_symbol", p->packed_sym);
  prop_add_str(E->a, tp, "lhs_pack", p->lhs_direct ? "none: with M0 = K0 = 1 the row-major LHS is its packed form"
                                                   : "iree_uk_pack at run time");
  prop_add_str(E->a, tp, "unpack", p->out_direct ? "none: with M0 = 1 and N % N0 = 0 mmt4d writes the row-major result"
                                                 : "iree_uk_unpack at run time");
  for (int r = 0; r < 4; r++) rv_printf(as, "\tli %s, 0\n", batch_regs[r]);
  for (int b = 0; b < nb; b++)
    rv_printf(as, "\tli %s, %lld\n%s_b%d:\n", batch_counters[b], (long long)range[b], label, b);

  RvArg a[RV_MAX_CALL_ARGS];
  int lhs_slot = rv_slot_of(&E->e, p->lhs.tensor), out_slot = rv_slot_of(&E->e, p->out.tensor);
  if (mm->accumulate) {
    int64_t sm = p->acc.stride[ml], sn = p->acc.stride[nl];
    pack_operand_args(a, rv_slot_of(&E->e, p->acc.tensor), "s3", sm, sn, mm->m, mm->n, sm < sn, p->cp,
                      tl->m1, tl->n1, tl->m0, tl->n0, UK_PACK_I32I32);
    emit_call(E, "iree_uk_pack", "pack accumulator", a, 17, pack_params);
  }
  if (!p->lhs_direct) {
    int64_t sm = p->lhs.stride[ml], sk = p->lhs.stride[kl];
    pack_operand_args(a, lhs_slot, "s1", sm, sk, mm->m, mm->k, sm < sk, p->ap, tl->m1, tl->k1,
                      tl->m0, tl->k0, UK_PACK_I8I8);
    emit_call(E, "iree_uk_pack", "pack lhs", a, 17, pack_params);
  }
  if (!p->packed_rhs) {
    int64_t sn = p->rhs.stride[nl], sk = p->rhs.stride[kl];
    pack_operand_args(a, rv_slot_of(&E->e, p->rhs.tensor), "s2", sn, sk, mm->n, mm->k, sn < sk, p->bp,
                      tl->n1, tl->k1, tl->n0, tl->k0, UK_PACK_I8I8);
    emit_call(E, "iree_uk_pack", "pack rhs", a, 17, pack_params);
  }
  uint32_t flags = UK_MMT4D_S8S8S32 | UK_MMT4D_ALLOW_GENERIC | (mm->accumulate ? UK_MMT4D_ACCUMULATE : 0);
  a[0] = p->lhs_direct ? rv_slotarg(lhs_slot) : rv_slotarg(p->ap);
  a[1] = p->lhs_direct ? rv_reg("s1") : rv_imm(0);
  a[2] = rv_imm(lhs_stride0);
  a[3] = p->packed_rhs ? rv_symarg(p->packed_sym) : rv_slotarg(p->bp);
  a[4] = p->packed_rhs ? rv_reg("s2") : rv_imm(0);
  a[5] = rv_imm(rhs_stride0);
  a[6] = p->out_direct ? rv_slotarg(out_slot) : rv_slotarg(p->cp);
  a[7] = p->out_direct ? rv_reg("s4") : rv_imm(0);
  a[8] = rv_imm(out_stride0);
  a[9] = rv_imm(tl->m1);
  a[10] = rv_imm(tl->n1);
  a[11] = rv_imm(tl->k1);
  a[12] = rv_imm(tl->m0);
  a[13] = rv_imm(tl->n0);
  a[14] = rv_imm(tl->k0);
  a[15] = rv_imm(flags);
  a[16] = rv_symarg("npucc_cpu_data");
  if (inline_kernel) {
    rv_printf(as, "\t# mmt4d inline on the OPU: M1=%lld N1=%lld K1=%lld, tile %dx%dx%d\n",
               (long long)tl->m1, (long long)tl->n1, (long long)tl->k1, tl->m0, tl->n0, tl->k0);
    const char *dst[3] = {"a0", "a1", "a2"};
    for (int i = 0; i < 3; i++) {
      const RvArg *buf = &a[3 * i], *off = &a[3 * i + 1];
      if (buf->kind == RV_ARG_SLOT) rv_mem(as, "ld", dst[i], rv_slot_off(buf->slot), "s0", "t1");
      else rv_printf(as, "\tlla %s, %s\n", dst[i], buf->sym);
      if (off->kind == RV_ARG_REG) {
        if (i == 2) rv_printf(as, "\tslli t0, %s, 2\n\tadd %s, %s, t0\n", off->reg, dst[i], dst[i]);
        else rv_printf(as, "\tadd %s, %s, %s\n", dst[i], dst[i], off->reg);
      }
    }
    opu_inline_mmt4d(as, tl, lhs_stride0, rhs_stride0, out_stride0, mm->accumulate, label);
    rv_call_record(E->a, &E->calls, &E->e, "inline", "mmt4d", a, 17, mmt4d_params);
  } else {
    emit_call(E, "iree_uk_mmt4d", "mmt4d", a, 17, mmt4d_params);
  }
  if (!p->out_direct) {
    int64_t sm = p->out.stride[ml], sn = p->out.stride[nl];
    bool swap = sm < sn;
    a[0] = rv_slotarg(p->cp);
    a[1] = rv_imm(0);
    a[2] = rv_imm(out_stride0);
    a[3] = rv_imm(tl->m0 * tl->n0);
    a[4] = rv_slotarg(out_slot);
    a[5] = rv_reg("s4");
    a[6] = rv_imm(swap ? sn : sm);
    a[7] = rv_imm(swap ? sm : sn);
    a[8] = rv_imm(tl->m1);
    a[9] = rv_imm(tl->n1);
    a[10] = rv_imm(tl->m0);
    a[11] = rv_imm(tl->n0);
    a[12] = rv_imm(swap ? mm->n : mm->m);
    a[13] = rv_imm(swap ? mm->m : mm->n);
    a[14] = rv_imm(UK_UNPACK_I32I32 | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0));
    a[15] = rv_symarg("npucc_cpu_data");
    emit_call(E, "iree_uk_unpack", "unpack", a, 16, unpack_params);
  }

  for (int b = nb - 1; b >= 0; b--) { /* step, and rewind the level inside */
    for (int r = 0; r < 4; r++) {
      int64_t delta = step[b][r] - (b + 1 < nb ? range[b + 1] * step[b + 1][r] : 0);
      if (delta) rv_addi(as, batch_regs[r], batch_regs[r], delta, "t0");
    }
    rv_printf(as, "\taddi %s, %s, -1\n\tbnez %s, %s_b%d\n", batch_counters[b], batch_counters[b],
               batch_counters[b], label, b);
  }
  if (nb) {
    Prop **loops = arena_alloc(E->a, sizeof *loops * (size_t)nb);
    for (int b = 0; b < nb; b++) {
      prop_add_int(E->a, &loops[b], "size", range[b]);
      prop_add_int(E->a, &loops[b], "lhs_offset_step", step[b][0]);
      prop_add_int(E->a, &loops[b], "rhs_offset_step", step[b][1]);
      prop_add_int(E->a, &loops[b], "acc_offset_step", step[b][2]);
      prop_add_int(E->a, &loops[b], "out_offset_step", step[b][3]);
    }
    prop_add_objs(E->a, &E->g->tasks[t->id].props, "batch_loops", loops, nb);
  }
}

/* Pack a constant RHS the way the pack ukernel would, batch by batch. */
static void emit_packed_rhs(Emit *E, const Task *t) {
  Graph *g = E->g;
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = &g->matches[root->match].mm;
  OpuPlan *p = &E->plan[t->id];
  const OpuTile *tl = &p->tl;
  const Tensor *w = &g->tensors[E->e.root[p->rhs.tensor]];
  const uint8_t *bytes = graph_const_dense(g, w);
  int64_t np = tl->n1 * tl->k1 * tl->n0 * tl->k0;
  uint8_t *out = arena_alloc(E->a, (size_t)(np * mm->batch));
  int64_t idx[OPU_MAX_BATCH_LOOPS] = {0}, range[OPU_MAX_BATCH_LOOPS];
  for (int b = 0; b < mm->nbatch; b++) range[b] = op_loop_size(g, root, mm->batch_loops[b]);
  int64_t sn = p->rhs.stride[mm->n_loop], sk = p->rhs.stride[mm->k_loop];
  bool swap = sn < sk;
  for (int64_t lin = 0; lin < mm->batch; lin++) {
    int64_t in_off = 0;
    for (int b = 0; b < mm->nbatch; b++) in_off += idx[b] * p->rhs.stride[mm->batch_loops[b]];
    OpuPack pk = {.in_offset = in_off, .in_stride0 = swap ? sk : sn, .in_stride1 = swap ? sn : sk,
                  .out_offset = lin * np, .out_stride0 = tl->k1 * tl->n0 * tl->k0,
                  .out_stride1 = tl->n0 * tl->k0, .in_size0 = swap ? mm->k : mm->n,
                  .in_size1 = swap ? mm->n : mm->k, .out_size0 = tl->n1, .out_size1 = tl->k1,
                  .out_size2 = tl->n0, .out_size3 = tl->k0, .padding = 0,
                  .flags = UK_PACK_I8I8 | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0)};
    opu_pack_bytes(bytes, out, &pk, 1);
    for (int b = mm->nbatch - 1; b >= 0; b--) {
      if (++idx[b] < range[b]) break;
      idx[b] = 0;
    }
  }
  p->packed_sym = arena_printf(E->a, "npucc_packed_rhs_%d", t->id);
  rv_object(&E->P.rodata, p->packed_sym, 64,
            arena_printf(E->a, "task %d: %%%d packed [N1=%lld][K1=%lld][N0=%d][K0=%d] x %lld", t->id,
                         p->rhs.tensor, (long long)tl->n1, (long long)tl->k1, tl->n0, tl->k0,
                         (long long)mm->batch),
            out, (size_t)(np * mm->batch));
}

static void emit_dispatch(Emit *E, Task *t) {
  Graph *g = E->g;
  RvAsm *as = &E->P.text;
  const OpuPlan *p = &E->plan[t->id];
  const char *name = rv_dispatch_name(g, t, E->a);
  const char *label = arena_printf(E->a, ".Ld%d", t->id);
  const char *fail = arena_printf(E->a, "%s_fail", label);
  /* The batch loops and fused epilogues use s1-s11. */
  int nsaved = p->opu ? RV_SAVED_ALL : RV_SAVED_MIN;
  E->calls = (RvCalls){0};
  t->label = name;
  rv_printf(as, "\n\t# task %d: %s on %s%s%s\n", t->id, task_kind_name(t->kind),
            t->device == DEV_OPU ? "the OPU" : "the host", t->reason ? ": " : "", t->reason ? t->reason : "");
  t->asm_first_line = as->line + 1; /* the .type line, where Merlin's script starts a body */
  rv_dispatch_begin(as, name, nsaved);
  bool after_root = false;
  const char *why;
  for (int j = 0; j < t->nops && E->d->nerrors == 0; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (p->opu && t->ops[j] == t->root) {
      emit_opu_root(E, t, label);
      after_root = true;
    } else if (p->opu && after_root && rv_epilogue_supported(g, op, &why)) {
      int64_t offs[NPUCC_MAX_OPERANDS + 2];
      int nops = op_noperands(op);
      for (int k = 0; k < nops + op->nout; k++)
        offs[k] = rv_slot_off(rv_slot_of(&E->e, k < nops ? op_operand(op, k) : op->out[k - nops]));
      rv_printf(as, "\t# epilogue %s (op %d, line %d), fused after the unpack\n", op->name, op->id,
                op->loc.line);
      rv_epilogue_emit(as, g, op, offs, arena_printf(E->a, "%s_e%d", label, j), "opu", E->d);
    } else {
      rv_host_call(&E->P, g, &E->e, t, op, fail, &E->calls, "opu", E->d);
    }
  }
  rv_dispatch_end(as, name, label, fail, nsaved);
  t->asm_last_line = as->line;
  prop_add_str(E->a, &t->props, "function", name);
  if (E->calls.n) prop_add_objs(E->a, &t->props, "calls", E->calls.v, E->calls.n);
}

/* ------------------------------------------------------------ entries */

static void plan_tasks(Emit *E) {
  Graph *g = E->g;
  const RvEntry *e = &E->e;
  bool inline_kernel = E->o->opu_kernel == OPU_KERNEL_INLINE;
  for (int p = 0; p < e->ntasks; p++) {
    Task *t = &g->tasks[e->tasks[p]];
    OpuPlan *pl = &E->plan[t->id];
    memset(pl, 0, sizeof *pl);
    pl->ap = pl->bp = pl->cp = -1;
    if (t->device != DEV_OPU) continue;
    const Op *root = &g->ops[t->root];
    const ContractionInfo *mm = &g->matches[root->match].mm;
    pl->opu = true;
    pl->tl = opu_tile_for(mm, E->o);
    const char *why = opu_tile_problem(&pl->tl, inline_kernel);
    if (why) {
      diag_error(E->d, t->loc, "opu: task %d: tile %dx%dx%d: %s", t->id, pl->tl.m0, pl->tl.n0,
                 pl->tl.k0, why);
      continue;
    }
    opu_operand_view(g, root, 0, &pl->lhs);
    opu_operand_view(g, root, 1, &pl->rhs);
    opu_operand_view(g, root, 2, &pl->acc);
    opu_operand_view(g, root, 3, &pl->out);
    ConstKind ck = g->tensors[e->root[pl->rhs.tensor]].cst;
    pl->packed_rhs = ck == CONST_DENSE || ck == CONST_SPLAT;
    /* Spec §2.4: with M0 = K0 = 1 a row-major A is its own packed form, and
     * with M0 = 1 and N a multiple of N0 so is a row-major C. */
    int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
    pl->lhs_direct = pl->tl.m0 == 1 && pl->tl.k0 == 1 && pl->lhs.stride[kl] == 1 &&
                     (mm->m == 1 || pl->lhs.stride[ml] == mm->k);
    pl->out_direct = pl->tl.m0 == 1 && mm->n % pl->tl.n0 == 0 && pl->out.stride[nl] == 1 &&
                     (mm->m == 1 || pl->out.stride[ml] == mm->n) && !mm->accumulate;
  }
}

static void plan_scratch(Emit *E) {
  RvEntry *e = &E->e;
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &E->g->tasks[e->tasks[p]];
    OpuPlan *pl = &E->plan[t->id];
    if (!pl->opu) continue;
    const OpuTile *tl = &pl->tl;
    if (!pl->lhs_direct)
      pl->ap = rv_plan_scratch(E->g, e, t, p, "lhs_packed", tl->m1 * tl->k1 * tl->m0 * tl->k0);
    if (!pl->packed_rhs)
      pl->bp = rv_plan_scratch(E->g, e, t, p, "rhs_packed", tl->n1 * tl->k1 * tl->n0 * tl->k0);
    if (!pl->out_direct)
      pl->cp = rv_plan_scratch(E->g, e, t, p, "out_packed", 4 * tl->m1 * tl->n1 * tl->m0 * tl->n0);
  }
}

static void emit_func(Emit *E, int f) {
  Graph *g = E->g;
  RvEntry *e = &E->e;
  rv_plan_entry(g, f, e);
  plan_tasks(E);
  if (E->d->nerrors || !rv_plan_buffers(g, e, touches, E->plan, "opu", E->d)) return;
  plan_scratch(E);
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
  for (int p = 0; p < e->ntasks && !E->d->nerrors; p++) {
    Task *t = &g->tasks[e->tasks[p]];
    if (E->plan[t->id].packed_rhs) emit_packed_rhs(E, t);
    emit_dispatch(E, t);
  }
  if (!E->d->nerrors) rv_emit_entry(&E->P, g, e);
}

/* The task graph's coverage record: the three metrics of --coverage. */
static Prop *coverage_props(Arena *a, const Graph *g, const char *asm_text) {
  OpuCoverage c;
  opu_coverage(g, asm_text, &c);
  Prop *cov = NULL;
  prop_add_int(a, &cov, "matmul_ops", c.matmul_ops);
  prop_add_int(a, &cov, "matmul_ops_on_opu", c.matmul_ops_opu);
  prop_add_int(a, &cov, "compute_dispatches", c.compute_tasks);
  prop_add_int(a, &cov, "matmul_macs", c.macs);
  prop_add_int(a, &cov, "matmul_macs_on_opu", c.macs_opu);
  prop_add_float(a, &cov, "count_coverage", c.matmul_ops ? (double)c.matmul_ops_opu / c.matmul_ops : 0);
  prop_add_float(a, &cov, "mac_weighted_coverage", c.macs ? (double)c.macs_opu / (double)c.macs : 0);
  prop_add_int(a, &cov, "merlin_dispatch_functions", c.merlin_functions);
  prop_add_int(a, &cov, "merlin_opu_functions", c.merlin_opu_functions);
  prop_add_float(a, &cov, "merlin_line_weighted_coverage",
                 c.merlin_lines ? (double)c.merlin_opu_lines / (double)c.merlin_lines : 0);
  return cov;
}

bool opu_emit(const Graph *cg, const Options *o, StrBuf *out, Diag *d) {
  /* TODO(riscv): the placements, labels and lines this writes belong in
   * opu's plan hook; until then emit writes through a non-const view. */
  Graph *g = (Graph *)cg;
  Emit E = {.g = g, .o = o, .d = d, .a = g->arena};
  rv_program_init(&E.P, E.a, out);
  E.plan = arena_alloc(E.a, sizeof(OpuPlan) * (size_t)(g->ntasks + 1));
  E.const_emitted = arena_alloc(E.a, (size_t)g->ntensors + 1);

  RvAsm *as = &E.P.text;
  rv_printf(as, "# npucc --target=opu: %s\n", g->file ? g->file : "?");
  rv_printf(as, "# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime\n"
            "# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.\n");
  rv_printf(as, "# mode %s, tile %dx%dx%d (M0xN0xK0; narrow M uses smaller M0)\n",
            o->opu_kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel", o->opu_m0 ? o->opu_m0 : 16,
            o->opu_n0 ? o->opu_n0 : 16, o->opu_k0 ? o->opu_k0 : 1);
  rv_printf(as, "\t.option arch, +v\n\t.text\n");
  for (int f = 0; f < g->nfuncs && !d->nerrors; f++) emit_func(&E, f);
  bool ok = !d->nerrors;
  if (ok) {
    uint64_t word0 = (UINT64_C(1) << OPU_CPU_V_BIT) | (UINT64_C(1) << OPU_XOPU_BIT);
    rv_program_rodata(&E.P);
    rv_printf(as, "\t.balign 8\n\t.weak npucc_cpu_data\n\t.type npucc_cpu_data,@object\n"
              "npucc_cpu_data:\t# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit %d)\n"
              "\t.8byte 0x%016llx\n\t.zero 56\n\t.size npucc_cpu_data, 64\n",
              OPU_XOPU_BIT, (unsigned long long)word0);
    rv_program_finish(&E.P, g);
    prop_add_objs(E.a, &g->props, "entry_abi", E.abis, E.nabis);
    prop_add_obj(E.a, &g->props, "coverage", coverage_props(E.a, g, sb_cstr(out)));
  }
  rv_program_free(&E.P);
  return ok;
}
