/* emit.c (npu): the emit hook: prints the scheduled program in npu_model's
 * syntax, one instruction a line (or Merlin's skeletons). */
#include "npu/hooks.h"
#include "npu/lower.h"
#include "npu/merlin.h"

/* The text goes out in pieces of about 64 KB: a program of a million
 * instructions is never held as text. */
bool npu_emit(const Graph *g, const Options *o, FILE *out, Diag *d) {
  (void)d;
  StrBuf t;
  sb_init(&t);
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) npu_merlin_emit(g, &t);
  const NpuLower *L = npu_options(o)->isa == NPU_ISA_MERLIN_V1 ? NULL : g->target_data;
  for (int i = 0; L && i < L->prog.n; i++) {
    npu_inst_text(L->prog.labels, &L->prog.code[i], &t);
    sb_putc(&t, '\n');
    if (t.len >= 1 << 16) {
      fwrite(t.s, 1, t.len, out);
      t.len = 0;
    }
  }
  if (t.len) fwrite(t.s, 1, t.len, out);
  sb_free(&t);
  return true;
}
