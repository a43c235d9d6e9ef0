/* tile.c (opu): the OPU's options and mmt4d tile as plan, emit and legal read
 * them; apart from target.c, so the files that use them never call back into it. */
#include <string.h>

#include "opu/opu.h"

const TargetOption opu_option_table[] = {
    {"opu-kernel", "ukernel|inline", "call iree_uk_mmt4d, or inline the OPU loop"},
    {"opu-tile", "M0,N0,K0", "mmt4d tile sizes (default: the machine's, in the task graph)"},
    {NULL, NULL, NULL}};

const OpuOptions opu_defaults = {OPU_KERNEL_UKERNEL, 0, 0, 0};
_Static_assert(sizeof(OpuOptions) <= TARGET_OPTIONS_BYTES, "OpuOptions fits Options.own");

const OpuOptions *opu_options(const Options *o) {
  const OpuOptions *set = target_options_get(o, opu_option_table);
  return set ? set : &opu_defaults;
}

OpuTile opu_configured_tile(const Options *o) {
  const OpuOptions *op = opu_options(o);
  return (OpuTile){op->m0 ? op->m0 : OPU_TILE_M0, op->n0 ? op->n0 : OPU_TILE_N0,
                   op->k0 ? op->k0 : OPU_TILE_K0, 0, 0, 0};
}

bool opu_mmt4d_direct(const ContractionInfo *mm, const Options *o) {
  OpuTile c = opu_configured_tile(o);
  return mm->mmt4d && !mm->accumulate && mm->mmt4d_tile[0] == c.m0 && mm->mmt4d_tile[1] == c.n0 &&
         mm->mmt4d_tile[2] == c.k0;
}

OpuTile opu_tile_for(const ContractionInfo *mm, const Options *o) {
  OpuTile t = opu_configured_tile(o);
  if (opu_mmt4d_direct(mm, o)) {
    t.m1 = mm->mmt4d_outer[0];
    t.n1 = mm->mmt4d_outer[1];
    t.k1 = mm->mmt4d_outer[2];
    return t;
  }
  /* Narrow M: the smallest power of two that covers M, when that is below
   * the configured M0 (IREE's padding penalty rule, spec §3.3). */
  if (mm->m < t.m0) {
    int p = 1;
    while (p < mm->m) p *= 2;
    if (p < t.m0) t.m0 = p;
  }
  t.m1 = (mm->m + t.m0 - 1) / t.m0;
  t.n1 = (mm->n + t.n0 - 1) / t.n0;
  t.k1 = (mm->k + t.k0 - 1) / t.k0;
  return t;
}

bool opu_tile_on_opu(const OpuTile *t) {
  return t->n0 == OPU_VLEN_BYTES && t->k0 == 1 && t->m0 <= OPU_VLEN_BYTES;
}

const char *opu_tile_problem(const OpuTile *t, bool inline_kernel) {
  if (t->m0 < 1 || t->n0 < 1 || t->k0 < 1 || t->m0 >= 1 << 15 || t->n0 >= 1 << 15 || t->k0 >= 1 << 15)
    return "tile sizes must lie in [1, 2^15)";
  if ((int64_t)t->m0 * t->n0 * 4 > 4096)
    return "an int32 output tile M0*N0*4 may not exceed 4096 bytes (the ukernels' tile buffer)";
  if ((int64_t)t->m0 * t->k0 > 4096 || (int64_t)t->n0 * t->k0 > 4096)
    return "an int8 operand tile may not exceed 4096 bytes (iree_uk_pack's padding buffer)";
  if (inline_kernel && !opu_tile_on_opu(t))
    return "the inline OPU kernel needs N0 = 16, K0 = 1 and M0 <= 16 (one 16x16 matrix register, VLEN 128)";
  return NULL;
}

bool opu_operand_view(const Graph *g, const Op *op, int which, OpuOperand *v) {
  int t = which == 0 ? op->in[0] : which == 1 ? op->in[1] : which == 2 ? op->init[0] : op->out[0];
  memset(v, 0, sizeof *v);
  v->tensor = t;
  return graph_loop_strides(g, t, &op->maps[which < 3 ? which : 2], v->stride);
}
