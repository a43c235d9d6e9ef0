/* pack.c: iree_uk_pack's semantics (spec/opu.md §2.3) on the compiler host,
 * so constant weights land in .rodata already in the mmt4d layout. */
#include <string.h>

#include "opu/opu.h"

void opu_pack_bytes(const uint8_t *in, uint8_t *out, const OpuPack *p, int esize) {
  bool inner = p->flags & UK_PACK_TRANSPOSE_INNER, outer = p->flags & UK_PACK_TRANSPOSE_OUTER;
  int64_t T0 = p->out_size2, T1 = p->out_size3;
  uint8_t pad[8];
  for (int b = 0; b < esize; b++) pad[b] = (uint8_t)(p->padding >> (8 * b));
  for (int64_t o0 = 0; o0 < p->out_size0; o0++)
    for (int64_t o1 = 0; o1 < p->out_size1; o1++)
      for (int64_t t0 = 0; t0 < T0; t0++)
        for (int64_t t1 = 0; t1 < T1; t1++) {
          /* (row, col) of the source after the transposes */
          int64_t r0 = (outer ? o1 : o0), r1 = (outer ? o0 : o1);
          int64_t row = inner ? r0 * T1 + t1 : r0 * T0 + t0;
          int64_t col = inner ? r1 * T0 + t0 : r1 * T1 + t1;
          int64_t dst = p->out_offset + o0 * p->out_stride0 + o1 * p->out_stride1 + t0 * T1 + t1;
          uint8_t *d = out + dst * esize;
          if (row < p->in_size0 && col < p->in_size1)
            memcpy(d, in + (p->in_offset + row * p->in_stride0 + col * p->in_stride1) * esize,
                   (size_t)esize);
          else
            memcpy(d, pad, (size_t)esize);
        }
}
