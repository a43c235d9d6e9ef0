/* target.c (opu): the Saturn OPU runs i8 x i8 -> i32 contractions through
 * IREE's mmt4d ukernels (pack, mmt4d, unpack); everything else is host code. */
#include <stdio.h>
#include <string.h>

#include "opu/opu.h"

/* Why a static s8s8s32 contraction still cannot take the mmt4d path, or NULL. */
static const char *contraction_problem(const Graph *g, const Op *op, const ContractionInfo *mm) {
  if (op->kind != OP_STRUCTURED || op->nin != 2 || op->ninit != 1 || op->nout != 1)
    return "not a two-input structured contraction";
  if (mm->m <= 0 || mm->n <= 0 || mm->k <= 0 || mm->batch <= 0)
    return "empty or dynamic contraction dimensions";
  if (mm->nbatch > OPU_MAX_BATCH_LOOPS) return "more than 3 batch loops";
  for (int w = 0; w < 4; w++) {
    OpuOperand v;
    if (!opu_operand_view(g, op, w, &v)) return "an operand map repeats a loop (diagonal access)";
  }
  return NULL;
}

/* Every check of an OPU task is here, so that --emit=graph, --list-dispatches
 * and -o x.s agree: a tile the kernels cannot take keeps the task on the host
 * (the narrow-M rule makes a tile fit some contractions and not others). */
static bool opu_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm =
      t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL ? g->matches[root->match].mm : NULL;
  bool direct = mm && opu_mmt4d_direct(mm, o) && contraction_is_s8s8s32(mm);
  if (!direct && (*reason = task_s8s8s32_problem(g, t, "opu"))) {
    if (mm && mm->mmt4d && mm->canon_problem) {
      OpuTile c = opu_configured_tile(o);
      *reason = arena_printf(g->arena,
                             "mmt4d with tile %lldx%lldx%lld%s: the OPU runs it as it is only with its tile "
                             "%dx%dx%d (--opu-tile), and repacking it needs K0 = 1",
                             (long long)mm->mmt4d_tile[0], (long long)mm->mmt4d_tile[1],
                             (long long)mm->mmt4d_tile[2], mm->accumulate ? " and an accumulator" : "", c.m0,
                             c.n0, c.k0);
    }
    return false;
  }
  const char *why = contraction_problem(g, root, mm);
  if (why) {
    *reason = arena_printf(g->arena, "i8 x i8 -> i32 contraction the mmt4d path cannot take: %s", why);
    return false;
  }
  OpuTile tl = opu_tile_for(mm, o);
  if ((why = opu_tile_problem(&tl, opu_options(o)->kernel == OPU_KERNEL_INLINE))) {
    *reason = arena_printf(g->arena, "tile %dx%dx%d: %s", tl.m0, tl.n0, tl.k0, why);
    return false;
  }
  return true;
}

static bool opu_keeps_layout(const ContractionInfo *mm, const Options *o) {
  return opu_mmt4d_direct(mm, o) && contraction_is_s8s8s32(mm);
}

/* The QDQ and bias epilogues of an offloaded contraction run as emitted code
 * right after the unpack, in the same dispatch. */
static bool opu_fuse_epilogue(const Graph *g, const Task *t, const Op *epi, const Options *o) {
  (void)o;
  const Op *root = &g->ops[t->root];
  if (root->match < 0 || (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL)) return false;
  const ContractionInfo *mm = g->matches[root->match].mm;
  if (!contraction_is_s8s8s32(mm) || contraction_problem(g, root, mm)) return false;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    for (int k = 0; k < op_noperands(op); k++)
      if (!tensor_is_static(&g->tensors[op_operand(op, k)])) return false;
  }
  const char *why;
  return rv_epilogue_supported(g, epi, &why);
}

static void opu_describe(Graph *g, const Options *o) {
  Arena *a = g->arena;
  OpuTile c = opu_configured_tile(o);
  int64_t tile[3] = {c.m0, c.n0, c.k0};
  prop_add_ints(a, &g->props, "mmt4d_tile_m0_n0_k0", tile, 3);
  prop_add_str(a, &g->props, "kernel_mode", opu_options(o)->kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel");
  prop_add_str(a, &g->props, "isa", "rv64gcv lp64d, VLEN 128");
  prop_add_int(a, &g->props, "cpu_data_word0",
               (int64_t)((UINT64_C(1) << OPU_CPU_V_BIT) | (UINT64_C(1) << OPU_XOPU_BIT)));
  prop_add_int(a, &g->props, "xopu_bit", OPU_XOPU_BIT);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET) {
      if (t->device == DEV_HOST) t->kernel = "host_kernel_run";
      continue;
    }
    const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
    OpuTile tl = opu_tile_for(mm, o);
    bool direct = opu_mmt4d_direct(mm, o);
    int64_t batch = direct ? 1 : mm->batch;
    int64_t t0[3] = {tl.m0, tl.n0, tl.k0};
    int64_t t1[3] = {tl.m1, tl.n1, tl.k1};
    prop_add_ints(a, &t->props, "m0_n0_k0", t0, 3);
    prop_add_ints(a, &t->props, "m1_n1_k1", t1, 3);
    prop_add_int(a, &t->props, "batch", batch);
    if (direct)
      prop_add_str(a, &t->props, "mmt4d_as_is",
                   "the operands are in IREE's data-tiled layout with the OPU's tile: one mmt4d call, no pack, no unpack");
    prop_add_bool(a, &t->props, "rhs_transposed", mm->rhs_transposed);
    prop_add_bool(a, &t->props, "lhs_transposed", mm->lhs_transposed);
    uint32_t flags = UK_MMT4D_S8S8S32 | UK_MMT4D_ALLOW_GENERIC | (mm->accumulate ? UK_MMT4D_ACCUMULATE : 0);
    prop_add_int(a, &t->props, "mmt4d_flags", flags);
    /* a direct mmt4d's padding was added by IREE's packs: not visible here */
    prop_add_int(a, &t->props, "padding_macs",
                 direct ? 0 : mm->batch * (tl.m1 * tl.m0 * tl.n1 * tl.n0 * tl.k1 * tl.k0 - mm->m * mm->n * mm->k));
    /* The OPU's share (bench/opu/README.md): a 16x16 VOPACC per k0 in 4
     * cycles, 16 cycles per tile row read out; packs and the host not counted.
     * A tile the OPU does not take runs in the ukernel library's generic C
     * tile function on the scalar core, whose time npucc does not model. */
    int64_t tiles = batch * tl.m1 * tl.n1;
    if (opu_tile_on_opu(&tl)) {
      t->cost.cycles = tiles * (OPU_CYCLES_VOPACC * tl.k1 * tl.k0 + OPU_CYCLES_ROW_OUT * tl.m0);
    } else {
      t->cost.cycles = 0;
      prop_add_str(a, &t->props, "ukernel_path",
                   "generic C tile function on the scalar core: the OPU takes N0 = 16, K0 = 1, M0 <= 16 "
                   "(targets/opu/runtime/npucc_uk_opu_mmt4d.S returns -1 for this tile); cycles not estimated");
    }
    t->kernel = opu_options(o)->kernel == OPU_KERNEL_INLINE ? "inline OPU loop (VOPACC)" : "iree_uk_mmt4d";
  }
}

static void opu_report(const Graph *g, const Options *o, const char *asm_text, StrBuf *out) {
  (void)o;
  OpuCoverage c;
  opu_coverage(g, asm_text, &c);
  opu_coverage_report(g, &c, out);
}

static bool opu_parse_option(Options *o, const char *name, const char *v, const char **err) {
  if (!strcmp(name, "opu-kernel")) {
    int k = target_choice(v, "ukernel|inline"); /* OpuKernel's order */
    if (k < 0) return *err = "ukernel, inline", false;
    OpuOptions *op = target_options_edit(o, opu_option_table, &opu_defaults, sizeof opu_defaults);
    op->kernel = (OpuKernel)k;
    return true;
  }
  if (!strcmp(name, "opu-tile")) {
    int m0, n0, k0;
    char tail;
    if (sscanf(v, "%d,%d,%d%c", &m0, &n0, &k0, &tail) != 3 || m0 < 1 || n0 < 1 || k0 < 1 ||
        m0 > 64 || n0 > 64 || k0 > 64)
      return *err = "M0,N0,K0, each 1..64", false;
    OpuOptions *op = target_options_edit(o, opu_option_table, &opu_defaults, sizeof opu_defaults);
    op->m0 = m0, op->n0 = n0, op->k0 = k0;
    return true;
  }
  return *err = "not an opu option", false;
}

const Target target_opu = {
    .name = "opu",
    .asm_ext = ".s",
    .dot_colour = "khaki",
    .machine = {NULL, 0, OPU_TILE_M0, OPU_TILE_N0, OPU_TILE_K0},
    .options = opu_option_table,
    .parse_option = opu_parse_option,
    .fuse_epilogue = opu_fuse_epilogue,
    .keeps_layout = opu_keeps_layout,
    .legal = opu_legal,
    .describe = opu_describe,
    .plan = opu_plan,
    .schedule = opu_schedule,
    .emit = opu_emit,
    .report = opu_report,
};
