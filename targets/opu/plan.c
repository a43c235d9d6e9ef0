/* plan.c (opu): every decision of the program before any text: per entry the
 * buffer table (targets/riscv), per task the tile, packing and ukernel calls. */
#include <string.h>

#include "opu/opu.h"

const char *const opu_mmt4d_params[OPU_CALL_ARGS] = {
    "lhs_buffer", "lhs_offset", "lhs_stride0", "rhs_buffer", "rhs_offset", "rhs_stride0",
    "out_buffer", "out_offset", "out_stride0", "M", "N", "K", "M0", "N0", "K0", "flags", "cpu_data"};
const char *const opu_pack_params[OPU_CALL_ARGS] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "out_size0", "out_size1",
    "out_size2", "out_size3", "padding_value", "flags", "cpu_data"};
const char *const opu_unpack_params[OPU_CALL_ARGS - 1] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "in_size2", "in_size3",
    "out_size0", "out_size1", "flags", "cpu_data"};

/* The operands a dispatch really reads or writes through the table: not the
 * RHS packed at compile time, not the init of a zero-initialised OPU root. */
static bool touches(const Graph *g, const Task *t, const Op *op, int k, const void *ctx) {
  (void)g;
  const OpuPlan *p = &((const OpuPlan *)ctx)[t->id];
  if (!p->opu || op->id != t->root || k >= op_noperands(op)) return true;
  if (k == 1 && p->opu->packed_rhs) return false;
  if (k == 2 && op->zero_init) return false;
  return true;
}

/* Tile, operand views and the packing shortcuts of an OPU task. legal has
 * checked the tile and the operand maps. */
static void plan_task(Graph *g, const RvEntry *e, const Options *o, const Task *t, OpuMmt4dPlan *pl) {
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = g->matches[root->match].mm;
  pl->ap = pl->bp = pl->cp = -1;
  pl->tl = opu_tile_for(mm, o);
  opu_operand_view(g, root, 0, &pl->lhs);
  opu_operand_view(g, root, 1, &pl->rhs);
  opu_operand_view(g, root, 2, &pl->acc);
  opu_operand_view(g, root, 3, &pl->out);
  const OpuTile *tl = &pl->tl;
  pl->lhs_stride0 = tl->k1 * tl->m0 * tl->k0;
  pl->rhs_stride0 = tl->k1 * tl->n0 * tl->k0;
  pl->out_stride0 = tl->n1 * tl->m0 * tl->n0;
  if (opu_mmt4d_direct(mm, o)) { /* IREE packed the operands and unpacks the result */
    pl->lhs_direct = pl->rhs_direct = pl->out_direct = true;
    return;
  }
  ConstKind ck = g->tensors[e->root[pl->rhs.tensor]].cst;
  pl->packed_rhs = ck == CONST_DENSE || ck == CONST_SPLAT;
  /* Spec §2.4: with M0 = K0 = 1 a row-major A is its own packed form, and
   * with M0 = 1 and N a multiple of N0 so is a row-major C. */
  int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
  pl->lhs_direct = pl->tl.m0 == 1 && pl->tl.k0 == 1 && pl->lhs.stride[kl] == 1 &&
                   (mm->m == 1 || pl->lhs.stride[ml] == mm->k);
  pl->out_direct = pl->tl.m0 == 1 && mm->n % pl->tl.n0 == 0 && pl->out.stride[nl] == 1 &&
                   (mm->m == 1 || pl->out.stride[ml] == mm->n) && !mm->accumulate;
  int64_t np = tl->n1 * tl->k1 * tl->n0 * tl->k0, inner = 1;
  pl->nbatch = mm->nbatch;
  for (int b = mm->nbatch - 1; b >= 0; b--) {
    int l = mm->batch_loops[b];
    pl->range[b] = op_loop_size(g, root, l);
    pl->step[b][0] = pl->lhs.stride[l];
    pl->step[b][1] = pl->packed_rhs ? np * inner : pl->rhs.stride[l];
    pl->step[b][2] = pl->acc.stride[l];
    pl->step[b][3] = pl->out.stride[l];
    inner *= pl->range[b];
  }
}

static void plan_scratch(Graph *g, RvEntry *e, OpuPlan *plan) {
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    OpuMmt4dPlan *pl = plan[t->id].opu;
    if (!pl) continue;
    const OpuTile *tl = &pl->tl;
    if (!pl->lhs_direct) pl->ap = rv_plan_scratch(g, e, t, p, "lhs_packed", tl->m1 * tl->k1 * tl->m0 * tl->k0);
    if (!pl->packed_rhs && !pl->rhs_direct) pl->bp = rv_plan_scratch(g, e, t, p, "rhs_packed", tl->n1 * tl->k1 * tl->n0 * tl->k0);
    if (!pl->out_direct)
      pl->cp = rv_plan_scratch(g, e, t, p, "out_packed", 4 * tl->m1 * tl->n1 * tl->m0 * tl->n0);
  }
}

/* Pack a constant RHS the way the pack ukernel would, batch by batch. */
static void pack_rhs(Graph *g, const RvEntry *e, const Task *t, OpuMmt4dPlan *p) {
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = g->matches[root->match].mm;
  const OpuTile *tl = &p->tl;
  const uint8_t *bytes = graph_const_dense(g, &g->tensors[e->root[p->rhs.tensor]]);
  int64_t np = tl->n1 * tl->k1 * tl->n0 * tl->k0;
  uint8_t *out = arena_alloc(g->arena, (size_t)(np * mm->batch));
  int64_t idx[OPU_MAX_BATCH_LOOPS] = {0};
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
      if (++idx[b] < p->range[b]) break;
      idx[b] = 0;
    }
  }
  p->packed_sym = arena_printf(g->arena, "npucc_packed_rhs_%d", t->id);
  p->packed = out;
  p->packed_bytes = np * mm->batch;
}

static void pack_args(RvArg *a, int in_slot, const char *off_reg, int64_t s_outer, int64_t s_inner,
                      int64_t size_outer, int64_t size_inner, bool swap, int out_slot, int64_t o0,
                      int64_t o1, int64_t t0, int64_t t1, uint32_t type) {
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

/* The arguments of the pack, mmt4d and unpack calls (spec §2.5), and their
 * records in the task graph. Element offsets that the batch loops advance are
 * registers: s1 lhs, s2 rhs, s3 acc, s4 out. */
static void plan_calls(Graph *g, const RvEntry *e, const Options *o, const Task *t, OpuMmt4dPlan *p,
                       RvCalls *calls) {
  Arena *a = g->arena;
  const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
  const OpuTile *tl = &p->tl;
  int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
  p->args = arena_alloc(a, sizeof *p->args);
  int lhs_slot = rv_slot_of(e, p->lhs.tensor), out_slot = rv_slot_of(e, p->out.tensor);
  if (mm->accumulate) {
    int64_t sm = p->acc.stride[ml], sn = p->acc.stride[nl];
    pack_args(p->args->pack_acc, rv_slot_of(e, p->acc.tensor), "s3", sm, sn, mm->m, mm->n, sm < sn, p->cp,
              tl->m1, tl->n1, tl->m0, tl->n0, UK_PACK_I32I32);
    rv_call_record(a, calls, e, "iree_uk_pack", "pack accumulator", p->args->pack_acc, OPU_CALL_ARGS, opu_pack_params);
  }
  if (!p->lhs_direct) {
    int64_t sm = p->lhs.stride[ml], sk = p->lhs.stride[kl];
    pack_args(p->args->pack_lhs, lhs_slot, "s1", sm, sk, mm->m, mm->k, sm < sk, p->ap, tl->m1, tl->k1, tl->m0,
              tl->k0, UK_PACK_I8I8);
    rv_call_record(a, calls, e, "iree_uk_pack", "pack lhs", p->args->pack_lhs, OPU_CALL_ARGS, opu_pack_params);
  }
  if (!p->packed_rhs && !p->rhs_direct) {
    int64_t sn = p->rhs.stride[nl], sk = p->rhs.stride[kl];
    pack_args(p->args->pack_rhs, rv_slot_of(e, p->rhs.tensor), "s2", sn, sk, mm->n, mm->k, sn < sk, p->bp,
              tl->n1, tl->k1, tl->n0, tl->k0, UK_PACK_I8I8);
    rv_call_record(a, calls, e, "iree_uk_pack", "pack rhs", p->args->pack_rhs, OPU_CALL_ARGS, opu_pack_params);
  }
  uint32_t flags = UK_MMT4D_S8S8S32 | UK_MMT4D_ALLOW_GENERIC | (mm->accumulate ? UK_MMT4D_ACCUMULATE : 0);
  RvArg *m = p->args->mmt4d;
  m[0] = p->lhs_direct ? rv_slotarg(lhs_slot) : rv_slotarg(p->ap);
  m[1] = p->lhs_direct ? rv_reg("s1") : rv_imm(0);
  m[2] = rv_imm(p->lhs_stride0);
  m[3] = p->packed_rhs ? rv_symarg(p->packed_sym) : rv_slotarg(p->rhs_direct ? rv_slot_of(e, p->rhs.tensor) : p->bp);
  m[4] = p->packed_rhs || p->rhs_direct ? rv_reg("s2") : rv_imm(0);
  m[5] = rv_imm(p->rhs_stride0);
  m[6] = p->out_direct ? rv_slotarg(out_slot) : rv_slotarg(p->cp);
  m[7] = p->out_direct ? rv_reg("s4") : rv_imm(0);
  m[8] = rv_imm(p->out_stride0);
  m[9] = rv_imm(tl->m1);
  m[10] = rv_imm(tl->n1);
  m[11] = rv_imm(tl->k1);
  m[12] = rv_imm(tl->m0);
  m[13] = rv_imm(tl->n0);
  m[14] = rv_imm(tl->k0);
  m[15] = rv_imm(flags);
  m[16] = rv_symarg("npucc_cpu_data");
  rv_call_record(a, calls, e, opu_options(o)->kernel == OPU_KERNEL_INLINE ? "inline" : "iree_uk_mmt4d", "mmt4d", m,
                 OPU_CALL_ARGS, opu_mmt4d_params);
  if (!p->out_direct) {
    int64_t sm = p->out.stride[ml], sn = p->out.stride[nl];
    bool swap = sm < sn;
    RvArg *u = p->args->unpack;
    u[0] = rv_slotarg(p->cp);
    u[1] = rv_imm(0);
    u[2] = rv_imm(p->out_stride0);
    u[3] = rv_imm(tl->m0 * tl->n0);
    u[4] = rv_slotarg(out_slot);
    u[5] = rv_reg("s4");
    u[6] = rv_imm(swap ? sn : sm);
    u[7] = rv_imm(swap ? sm : sn);
    u[8] = rv_imm(tl->m1);
    u[9] = rv_imm(tl->n1);
    u[10] = rv_imm(tl->m0);
    u[11] = rv_imm(tl->n0);
    u[12] = rv_imm(swap ? mm->n : mm->m);
    u[13] = rv_imm(swap ? mm->m : mm->n);
    u[14] = rv_imm(UK_UNPACK_I32I32 | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0));
    u[15] = rv_symarg("npucc_cpu_data");
    rv_call_record(a, calls, e, "iree_uk_unpack", "unpack", u, OPU_CALL_ARGS - 1, opu_unpack_params);
  }
}

/* Per op of task t: fused after the OPU root, or a host call. False with
 * *why when the host runtime cannot run one of them. */
static bool plan_ops(Graph *g, const Task *t, OpuPlan *p, RvBlobs *blobs, const char **why, Loc *where) {
  p->host = arena_alloc(g->arena, sizeof *p->host * (size_t)(t->nops + 1));
  bool after_root = false;
  for (int j = 0; j < t->nops; j++) {
    Op *op = &g->ops[t->ops[j]];
    const char *no;
    if (p->opu && t->ops[j] == t->root) {
      after_root = true;
    } else if (p->opu && after_root && rv_epilogue_supported(g, op, &no)) {
      continue;
    } else if (!rv_plan_host_call(g, op, blobs, &p->host[j], &p->calls, why)) {
      *why = arena_printf(g->arena, "task %d must run on the host, but the riscv64 host runtime cannot "
                          "run it either: %s", t->id, *why);
      *where = op->loc;
      return false;
    }
  }
  return true;
}

/* Everything about entry f, into P only. False with P->no_program set when
 * no program can be written. */
static bool plan_entry(Graph *g, const Options *o, OpuProgram *P, int f, RvBlobs *blobs) {
  RvEntry *e = &P->entries[f];
  rv_plan_entry(g, f, e);
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    OpuPlan *pl = &P->task[t->id];
    pl->entry = f;
    if (t->device == DEV_TARGET) plan_task(g, e, o, t, pl->opu = arena_alloc(g->arena, sizeof *pl->opu));
  }
  if (!rv_plan_buffers(g, e, touches, P->task, &P->no_program, &P->no_program_at)) return false;
  plan_scratch(g, e, P->task);
  rv_plan_workspace(g->arena, e);
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    OpuPlan *pl = &P->task[t->id];
    pl->function = rv_dispatch_name(g, t, g->arena);
    if (pl->opu) {
      if (pl->opu->packed_rhs) pack_rhs(g, e, t, pl->opu);
      plan_calls(g, e, o, t, pl->opu, &pl->calls);
    }
    if (!plan_ops(g, t, pl, blobs, &P->no_program, &P->no_program_at)) return false;
  }
  return true;
}

/* What the task graph shows of an OPU task's plan. */
static void record_opu_task(Graph *g, Task *t, const OpuMmt4dPlan *p) {
  Arena *a = g->arena;
  prop_add_bool(a, &t->props, "rhs_packed_at_compile_time", p->packed_rhs);
  if (p->packed_rhs) prop_add_str(a, &t->props, "rhs_packed_symbol", p->packed_sym);
  if (p->rhs_direct) {
    prop_add_str(a, &t->props, "lhs_pack", "none: IREE's data tiling packed it");
    prop_add_str(a, &t->props, "rhs_pack", "none: IREE's data tiling packed it");
    prop_add_str(a, &t->props, "unpack", "none: the result stays tiled, as IREE's mmt4d leaves it");
  } else {
    prop_add_str(a, &t->props, "lhs_pack", p->lhs_direct ? "none: with M0 = K0 = 1 the row-major LHS is its packed form"
                                                         : "iree_uk_pack at run time");
    prop_add_str(a, &t->props, "unpack", p->out_direct ? "none: with M0 = 1 and N % N0 = 0 mmt4d writes the row-major result"
                                                       : "iree_uk_unpack at run time");
  }
  if (!p->nbatch) return;
  Prop **loops = arena_alloc(a, sizeof *loops * (size_t)p->nbatch);
  for (int b = 0; b < p->nbatch; b++) {
    prop_add_int(a, &loops[b], "size", p->range[b]);
    prop_add_int(a, &loops[b], "lhs_offset_step", p->step[b][0]);
    prop_add_int(a, &loops[b], "rhs_offset_step", p->step[b][1]);
    prop_add_int(a, &loops[b], "acc_offset_step", p->step[b][2]);
    prop_add_int(a, &loops[b], "out_offset_step", p->step[b][3]);
  }
  prop_add_objs(a, &t->props, "batch_loops", loops, p->nbatch);
}

/* A task's part of the plan's record (rv_record_program): its packing. */
static RvDispatchRecord record_task(Graph *g, Task *t, const void *ctx) {
  const OpuPlan *pl = &((const OpuProgram *)ctx)->task[t->id];
  if (pl->opu) record_opu_task(g, t, pl->opu);
  return (RvDispatchRecord){pl->function, &pl->calls};
}

bool opu_plan(Graph *g, const Options *o, Diag *d) {
  (void)d;
  Arena *a = g->arena;
  OpuProgram *P = arena_alloc(a, sizeof *P);
  P->nentries = g->nfuncs;
  P->entries = arena_alloc(a, sizeof *P->entries * (size_t)(g->nfuncs + 1));
  P->task = arena_alloc(a, sizeof *P->task * (size_t)(g->ntasks + 1));
  g->target_data = P;
  /* No program (a dynamic shape, an op nothing runs) is not an error here:
   * the task graph and dispatch list still hold; emit reports it. */
  RvBlobs blobs = {0};
  for (int f = 0; f < g->nfuncs; f++)
    if (!plan_entry(g, o, P, f, &blobs)) return true;
  rv_record_program(g, P->entries, P->nentries, record_task, P);
  return true;
}
