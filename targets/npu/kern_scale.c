/* kern_scale.c (npu): run-time scales of demoted operands: per row of a bf16
 * operand block, the power of two near 1/amax, found on the VPU. */
#include <math.h>

#include "npu/scale.h"
#include "npucc/numeric.h"

/* bf16 bit patterns of the constants */
enum { BF16_NEG1 = 0xBF80, BF16_129 = 0x4301, BF16_FLOOR = 0x1F80 /* 2^-64 */ };

static void fill(NpuBuilder *b, int pair, uint16_t bits) {
  nb_vli_all(b, pair, bits);
  nb_vli_all(b, pair + 1, bits);
}

/* A constant pair: the resident one, or tmp filled now. */
static int konst(NpuBuilder *b, const NpuRowScale *rs, int resident, uint16_t bits) {
  if (resident >= 0) return resident;
  fill(b, rs->tmp, bits);
  return rs->tmp;
}

void npu_row_scale_setup(NpuBuilder *b, const NpuRowScale *rs) {
  if (rs->neg1 >= 0) fill(b, rs->neg1, BF16_NEG1);
  if (rs->c129 >= 0) fill(b, rs->c129, BF16_129);
  if (rs->floor >= 0) fill(b, rs->floor, BF16_FLOOR);
}

void npu_row_scale_fold(NpuBuilder *b, const NpuRowScale *rs, int x, bool second) {
  /* the second tile starts min from the first (in max), which is then
   * loaded once instead of into both pairs */
  nb_vpu(b, NI_VMIN, rs->min, second ? rs->max : rs->min, x);
  nb_vpu(b, NI_VMAX, rs->max, rs->max, x);
}

/* The VPU has no exponent access: r comes from Veltkamp's splitting in the
 * VPU's own precision (every op is exact in fp32 and rounded once to bf16,
 * 8 significant bits): c = a*129 (129 = 2^7 + 1), r = c - (c - a) is a
 * rounded to 8 - 7 = 1 bit, a power of two (checked for every bf16 a from
 * the floor up to 2^120, above which a*129 overflows). 1/r is exact, so the
 * scaling before fp8 and the undo after the MXU round nothing. */
void npu_row_scale_finish(NpuBuilder *b, const NpuRowScale *rs, bool one_tile, int s, int u, double dequant) {
  /* one tile: -x from max, where it was loaded */
  nb_vpu(b, NI_VMUL, rs->min, one_tile ? rs->max : rs->min, konst(b, rs, rs->neg1, BF16_NEG1));
  nb_vpu(b, NI_VMAX, rs->max, rs->max, rs->min);          /* |x| max over the K tiles */
  nb_vpu(b, NI_VREDMAX_ROW, rs->max, rs->max, 0);         /* ... and over the row */
  nb_vpu(b, NI_VMAX, rs->max, rs->max, konst(b, rs, rs->floor, BF16_FLOOR));
  nb_vpu(b, NI_VMUL, rs->min, rs->max, konst(b, rs, rs->c129, BF16_129)); /* c */
  nb_vpu(b, NI_VSUB, rs->tmp, rs->min, rs->max);          /* c - a */
  nb_vpu(b, NI_VSUB, u, rs->min, rs->tmp);                /* r */
  nb_vpu(b, NI_VRECIP, s, u, 0);
  if (dequant != 1.0) {
    fill(b, rs->tmp, num_bf16_from_f32((float)dequant));
    nb_vpu(b, NI_VMUL, u, u, rs->tmp);
  }
}
