/* stream.h (npu): the double-buffered DRAM <-> VMEM chunk loop the VPU
 * kernels share; implemented in stream.c. */
#ifndef NPUCC_NPU_STREAM_H
#define NPUCC_NPU_STREAM_H

#include "npu/lower.h"

/* A DRAM <-> VMEM stream of a chunk loop: chunk c is `len` bytes at
 * base + c * stride (stride 0: the same bytes each time), double-buffered
 * in VMEM slots vm[0], vm[1]. An input uses channel ch; an output ch and
 * ch + 1, and may have one slot (vm[0] == vm[1]: a chunk's results wait
 * for the last chunk's store, which costs nothing when the DMA is the
 * bound, as the next chunk's loads keep it busy meanwhile). */
typedef struct NpuStream {
  bool out;
  int64_t base, stride, len;
  int xbase;      /* > 0: the base is x[xbase] + base (a register the caller advances) */
  int64_t vm[2];
  int ch;
  int xl, xv[2], xan, xlcur, xrow[2]; /* registers, set by the pipeline */
} NpuStream;
typedef void (*NpuChunkFn)(NpuLower *L, void *ctx, int slot);

/* Where a tile lives in VMEM. A loop over tiles reaches its tile through a
 * pointer register it bumps (reg >= 0: x[reg] + off); the footprint `fp` is
 * then the whole region the loop walks, so that one schedule of the body is
 * right for every iteration. reg < 0: the physical address off. */
typedef struct NpuVloc {
  int reg;
  int64_t off;
  NpuVmem fp;
} NpuVloc;
static inline NpuVloc npu_vloc_phys(int64_t addr) { return (NpuVloc){-1, addr, {0, addr, 2048}}; }
/* The location `bytes` further on (same register and footprint). */
static inline NpuVloc npu_vloc_plus(NpuVloc l, int64_t bytes) {
  l.off += bytes;
  if (l.reg < 0) l.fp.addr = l.off;
  return l;
}
void npu_vload_pair_loc(NpuLower *L, int m, NpuVloc l);
void npu_vstore_pair_loc(NpuLower *L, int m, NpuVloc l);
/* The bf16 tile in pair m packed to fp8 (vpack, e = 1: rounded to e4m3fn)
 * in register pack, stored (1 KB) at l: an fp8 result as its readers take it. */
void npu_vstore_fp8_loc(NpuLower *L, int pack, int m, NpuVloc l);
/* The x registers npu_chunk_pipeline holds while it runs over these
 * streams (a caller that holds more around it checks the sum at plan time). */
int npu_chunk_pipeline_xregs(const NpuStream *st, int nst);
/* Emit `count` chunks: fn emits the compute of one chunk whose inputs are
 * in the streams' slot `slot` and whose results go to the outputs' slot. */
bool npu_chunk_pipeline(NpuLower *L, NpuStream *st, int nst, int64_t count, NpuChunkFn fn,
                        void *ctx, const char *name);

#endif
