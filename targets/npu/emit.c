/* emit.c (npu): the emit hook: prints the scheduled program in npu_model's
 * syntax, one instruction a line (or Merlin's skeletons). */
#include "npu/hooks.h"
#include "npu/lower.h"
#include "npu/merlin.h"

bool npu_emit(const Graph *g, const Options *o, StrBuf *out, Diag *d) {
  (void)d;
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) return npu_merlin_emit(g, out);
  const NpuLower *L = g->target_data;
  for (int i = 0; i < L->prog.n; i++) {
    npu_inst_text(L->prog.labels, &L->prog.code[i], out);
    sb_putc(out, '\n');
  }
  return true;
}
