/* stream.c (npu): the double-buffered chunk loop shared by the VPU kernels:
 * chunk c+1 loads while c computes; results leave while c+1 computes. */
#include <string.h>

#include "npu/share.h"
#include "npu/stream.h"

static void vmove_pair_loc(NpuLower *L, bool store, int m, NpuVloc l) {
  if (l.reg < 0) {
    if (store) npu_vstore_pair_at(L, m, l.off);
    else npu_vload_pair_at(L, m, l.off);
    return;
  }
  for (int h = 0; h < 2; h++) {
    int64_t off = l.off + h * NPU_FP8_TILE;
    if (store) nb_vstore(L->b, m + h, l.reg, off, l.fp);
    else nb_vload(L->b, m + h, l.reg, off, l.fp);
  }
}
void npu_vload_pair_loc(NpuLower *L, int m, NpuVloc l) { vmove_pair_loc(L, false, m, l); }
void npu_vstore_pair_loc(NpuLower *L, int m, NpuVloc l) { vmove_pair_loc(L, true, m, l); }

void npu_vstore_fp8_loc(NpuLower *L, int pack, int m, NpuVloc l) {
  nb_vpack(L->b, pack, m, L->e_one);
  if (l.reg < 0) npu_vstore_at(L, pack, l.off);
  else nb_vstore(L->b, pack, l.reg, l.off, l.fp);
}

/* The stream before st[i] of the same length (its length register is
 * st[i]'s too: only ever read), or -1. */
static int same_len_before(const NpuStream *st, int i) {
  for (int j = 0; j < i; j++)
    if (st[j].len == st[i].len) return j;
  return -1;
}

/* x registers a stream keeps for the whole loop; its length register is
 * shared with an earlier stream of the same length, so the registers a
 * loop over a chunk's tiles needs beside the pipeline are there. */
static void stream_regs(NpuLower *L, NpuStream *st, int i) {
  NpuBuilder *b = L->b;
  NpuStream *s = &st[i];
  int j = same_len_before(st, i);
  s->xl = j >= 0 ? st[j].xl : nb_xalloc(b);
  s->xv[0] = nb_xalloc(b);
  /* an input has one transfer in flight: one VMEM address register, set
   * before each transfer; an output two (one per slot) */
  s->xv[1] = s->out ? nb_xalloc(b) : s->xv[0];
  if (s->out) {
    s->xrow[0] = nb_xalloc(b);
    s->xrow[1] = nb_xalloc(b);
  } else {
    s->xan = nb_xalloc(b);
    s->xlcur = nb_xalloc(b);
  }
}

int npu_chunk_pipeline_xregs(const NpuStream *st, int nst) {
  int n = 2; /* the loop counter and a temporary */
  for (int i = 0; i < nst; i++) n += (st[i].out ? 4 : 3) + (same_len_before(st, i) < 0);
  return n;
}

static void stream_free(NpuLower *L, NpuStream *st, int i) {
  NpuBuilder *b = L->b;
  NpuStream *s = &st[i];
  if (same_len_before(st, i) < 0) nb_xfree(b, s->xl);
  nb_xfree(b, s->xv[0]);
  if (s->out) nb_xfree(b, s->xv[1]);
  if (s->out) {
    nb_xfree(b, s->xrow[0]);
    nb_xfree(b, s->xrow[1]);
  } else {
    nb_xfree(b, s->xan);
    nb_xfree(b, s->xlcur);
  }
}

static NpuVmem slot_vm(const NpuStream *s, int slot) { return (NpuVmem){0, s->vm[slot], s->len}; }

/* One chunk on `slot`: inputs arrive (and the next chunk's are requested),
 * the output slot is free, compute, results leave. `last_mask`: the loop
 * counter xc is 1 in the iteration whose prefetch would run off the end. */
static void chunk(NpuLower *L, NpuStream *st, int nst, NpuChunkFn fn, void *ctx, int slot,
                  bool prefetch, bool last_mask, int xc, int tmp) {
  NpuBuilder *b = L->b;
  for (int i = 0; i < nst; i++) {
    NpuStream *s = &st[i];
    if (s->out) continue;
    nb_dma_wait(b, s->ch);
    if (!prefetch) continue;
    if (last_mask && s->stride) {
      /* the final prefetch moves nothing: length 0 */
      nb_alui(b, NI_ADDI, tmp, xc, -1);
      nb_alu(b, NI_SLTU, tmp, 0, tmp);  /* 1 unless last */
      nb_alu(b, NI_SUB, tmp, 0, tmp);   /* -1 unless last */
      nb_alu(b, NI_AND, s->xlcur, s->xl, tmp);
    }
    if (s->stride) nb_add_const(b, s->xan, s->xan, s->stride, tmp);
    nb_li(b, s->xv[1 - slot], s->vm[1 - slot]);
    nb_dma_load(b, s->ch, s->xv[1 - slot], s->xan, s->xlcur, slot_vm(s, 1 - slot));
  }
  for (int i = 0; i < nst; i++) {
    NpuStream *s = &st[i];
    if (!s->out) continue;
    /* the store of two chunks ago read this slot and its row pointer; one
     * slot for both (vm[0] == vm[1]): the store of the last chunk (the one
     * before it was waited for then) */
    if (s->vm[0] == s->vm[1]) nb_dma_wait_cover(b, s->ch + 1 - slot, s->xrow[1 - slot], 0, 0, slot_vm(s, slot));
    else nb_dma_wait_cover(b, s->ch + slot, s->xrow[slot], 0, 0, slot_vm(s, slot));
    nb_add_const(b, s->xrow[slot], s->xrow[slot], 2 * s->stride, tmp);
  }
  fn(L, ctx, slot);
  for (int i = 0; i < nst; i++) {
    NpuStream *s = &st[i];
    if (!s->out) continue;
    nb_dma_store(b, s->ch + slot, s->xrow[slot], s->xv[slot], s->xl, slot_vm(s, slot));
  }
}

bool npu_chunk_pipeline(NpuLower *L, NpuStream *st, int nst, int64_t count, NpuChunkFn fn,
                        void *ctx, const char *name) {
  NpuBuilder *b = L->b;
  if (count < 1) return true;
  int tmp = nb_xalloc(b), xc = nb_xalloc(b);
  for (int i = 0; i < nst; i++) stream_regs(L, st, i);
  for (int i = 0; i < nst; i++) {
    NpuStream *s = &st[i];
    if (same_len_before(st, i) < 0) nb_li(b, s->xl, s->len);
    nb_li(b, s->xv[0], s->vm[0]);
    if (s->out) nb_li(b, s->xv[1], s->vm[1]);
    if (s->out) {
      /* pre-decremented by two chunks: each chunk adds 2 strides after the wait */
      if (s->xbase > 0) nb_add_const(b, s->xrow[0], s->xbase, s->base - 2 * s->stride, tmp);
      else {
        npu_param_li(L, s->xrow[0], s->base);
        nb_add_const(b, s->xrow[0], s->xrow[0], -2 * s->stride, tmp);
      }
      nb_add_const(b, s->xrow[1], s->xrow[0], s->stride, tmp);
      /* placeholders: every chunk waits for the store of two chunks
       * before (one slot: of the chunk before) */
      if (s->vm[0] != s->vm[1]) nb_dma_config(b, s->ch);
      nb_dma_config(b, s->ch + 1);
    } else {
      if (s->xbase > 0) nb_add_const(b, s->xan, s->xbase, s->base, tmp);
      else npu_param_li(L, s->xan, s->base);
      nb_alui(b, NI_ADDI, s->xlcur, s->xl, 0);
      nb_dma_load(b, s->ch, s->xv[0], s->xan, s->xlcur, slot_vm(s, 0));
    }
  }
  int64_t pairs = count / 2;
  bool odd = count % 2;
  if (pairs > 0) {
    NpuLoop lp;
    bool loop = pairs > 1;
    if (loop) {
      nb_loop_begin(b, &lp, pairs, xc, name);
      npu_vaddr_reset(L);
    } else {
      nb_li(b, xc, 1);
    }
    chunk(L, st, nst, fn, ctx, 0, true, false, xc, tmp);
    chunk(L, st, nst, fn, ctx, 1, odd || true, !odd, xc, tmp);
    if (loop) {
      nb_loop_end(b, &lp);
      npu_vaddr_reset(L);
    }
  }
  if (odd) chunk(L, st, nst, fn, ctx, 0, false, false, xc, tmp);
  nb_quiesce(b);
  for (int i = 0; i < nst; i++) stream_free(L, st, i);
  nb_xfree(b, tmp);
  nb_xfree(b, xc);
  return !nb_failed(b);
}
