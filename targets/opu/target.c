/* target.c (opu): the Saturn OPU runs i8 x i8 -> i32 contractions through
 * IREE's mmt4d ukernels (pack, mmt4d, unpack); everything else is host code. */
#include "npucc/target.h"

static bool opu_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  (void)o;
  const Match *m = &g->matches[g->ops[t->root].match];
  if (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL) {
    *reason = arena_printf(g->arena, "opu offloads only i8 x i8 -> i32 contractions (this is %s)",
                           task_kind_name(t->kind));
    return false;
  }
  if (contraction_is_s8s8s32(&m->mm)) return true;
  const ContractionInfo *mm = &m->mm;
  if (mm->lhs_type == DT_I8 && mm->rhs_type == DT_I8 && !mm->int_ext_signed)
    *reason = "unsigned i8 (extui) contraction: the OPU mmt4d ukernel is s8s8s32";
  else
    *reason = arena_printf(g->arena, "%s contraction: opu supports i8 x i8 -> i32 (mmt4d s8s8s32)",
                           mm->lhs_type == mm->rhs_type ? dtype_name(mm->lhs_type)
                           : arena_printf(g->arena, "%s x %s", dtype_name(mm->lhs_type),
                                          dtype_name(mm->rhs_type)));
  return false;
}

/* Narrow M uses the smallest power-of-two M0 that covers it (spec/opu.md §3.3). */
static int opu_m0(int64_t m, int m0) {
  int r = 1;
  while (r < m0 && r < m) r *= 2;
  return r;
}

static void opu_describe(Graph *g, const Options *o) {
  Arena *a = g->arena;
  int M0 = o->opu_m0 ? o->opu_m0 : 16, N0 = o->opu_n0 ? o->opu_n0 : 16, K0 = o->opu_k0 ? o->opu_k0 : 1;
  int64_t tile[3] = {M0, N0, K0};
  prop_add_ints(a, &g->props, "mmt4d_tile_m0_n0_k0", tile, 3);
  prop_add_str(a, &g->props, "kernel_mode", o->opu_kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel");
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_OPU) continue;
    const ContractionInfo *mm = &g->matches[g->ops[t->root].match].mm;
    int m0 = opu_m0(mm->m, M0);
    int64_t t0[3] = {m0, N0, K0};
    int64_t t1[3] = {(mm->m + m0 - 1) / m0, (mm->n + N0 - 1) / N0, (mm->k + K0 - 1) / K0};
    prop_add_ints(a, &t->props, "m0_n0_k0", t0, 3);
    prop_add_ints(a, &t->props, "m1_n1_k1", t1, 3);
    prop_add_int(a, &t->props, "batch", mm->batch);
    prop_add_bool(a, &t->props, "rhs_transposed", mm->rhs_transposed);
    prop_add_bool(a, &t->props, "lhs_transposed", mm->lhs_transposed);
    t->kernel = "iree_uk_mmt4d";
  }
}

const Target target_opu = {
    .name = "opu",
    .asm_ext = ".s",
    .device = DEV_OPU,
    .fuse_epilogue = NULL,
    .legal = opu_legal,
    .describe = opu_describe,
    .emit = NULL,
};
