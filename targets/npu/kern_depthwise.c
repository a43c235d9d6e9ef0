/* kern_depthwise.c (npu): a batch of matrix-vector products with a short K
 * (a depthwise convolution after im2col) as bf16 multiply-adds on the VPU. */
#include <string.h>

#include "npu/share.h"
#include "npu/epilogue.h"
#include "npu/kernels.h"
#include "npu/stream.h"

/* The MXU needs an N dim; a depthwise window has none. Rows of a tile are
 * channels (the contraction's batch), columns output positions (M), and
 * each of the K taps is one tile times a per-channel weight tile (the
 * weight replicated along the row): K VPU multiplies and K-1 adds per
 * output tile, DMA-bound (K input tiles per output tile). Bigger K leaves
 * too little VMEM for the taps of one tile and is not a window. */
enum { DW_MAX_K = 64 };

typedef struct DwPlan {
  int X, W, Y;            /* gathered input [K, B, M], weights [K, B, 1], result [1, B, M] */
  int Acc;                /* the tensor the result accumulates onto (as Y), -1 for a zero fill */
  int64_t K, Rt, Ct;      /* taps, row (channel) tiles, column (position) tiles */
} DwPlan;

bool npu_depthwise_form(const ContractionInfo *mm) {
  return !mm->plain && mm->n_loop < 0 && mm->m_loop >= 0 && mm->k_loop >= 0 && mm->k_group == mm->nk_dims &&
         mm->m_group == mm->nm_dims && !mm->nscales && mm->lhs_zp < 0 && mm->rhs_zp < 0;
}

bool npu_plan_depthwise(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  const Op *op = &g->ops[t->root];
  const ContractionInfo *mm = g->matches[op->match].mm;
  if (!npu_depthwise_form(mm)) {
    *why = "npu: not a batch of matrix-vector products";
    return false;
  }
  if (t->nops > 2 || (t->nops == 2 && g->ops[t->ops[0]].kind != OP_FILL)) {
    *why = "npu: a depthwise contraction with fused ops";
    return false;
  }
  if (mm->k > DW_MAX_K) {
    *why = arena_printf(L->a, "npu: a matrix-vector product with K = %lld (no N dim for the MXU; the VPU "
                              "kernel takes windows of at most %d taps)",
                        (long long)mm->k, DW_MAX_K);
    return false;
  }
  if (!dtype_is_float(mm->lhs_type) || !dtype_is_float(mm->rhs_type) || !dtype_is_float(mm->acc_type)) {
    *why = "npu: an integer depthwise contraction (no integer tensor instructions)";
    return false;
  }
  const int *B = mm->batch_loops, *M = mm->m_dims, *K = mm->k_dims;
  int nB = mm->nbatch, nM = mm->nm_dims, nK = mm->nk_dims, C = op->nin;
  int ka = mm->lhs_operand, kw = mm->rhs_operand;
  int64_t xs[3] = {op_group_stride(g, op, ka, K, nK), op_group_stride(g, op, ka, B, nB), op_group_stride(g, op, ka, M, nM)};
  int64_t ws[3] = {op_group_stride(g, op, kw, K, nK), op_group_stride(g, op, kw, B, nB), 0};
  int64_t ys[3] = {0, op_group_stride(g, op, C, B, nB), op_group_stride(g, op, C, M, nM)};
  /* every operand indexes its classes' loops (batch: all three; M: x and y;
   * K: x and w), so 0 only stands for an empty group */
  for (int i = 0; i < 3; i++)
    if (xs[i] < 0 || ws[i] < 0 || ys[i] < 0) {
      *why = "npu: a depthwise contraction whose channel, position or window dims do not collapse";
      return false;
    }
  DwPlan *p = arena_alloc(L->a, sizeof *p);
  p->X = op->in[ka];
  p->W = op->in[kw];
  p->Y = op->out[0];
  p->K = mm->k;
  p->Acc = mm->accumulate ? mm->acc : -1;
  int64_t nb = mm->batch;
  if (!npu_claim_view_batch_inner(L, p->X, NL_BF16_TILE, mm->k, nb, mm->m, xs, t->id, why) ||
      !npu_claim_view_batch_inner(L, p->W, NL_COLS_REP, mm->k, nb, 1, ws, t->id, why) ||
      !npu_claim_view(L, p->Y, NL_BF16_TILE, false, 1, nb, mm->m, ys, t->id, why) ||
      (p->Acc >= 0 && !npu_claim_view(L, p->Acc, NL_BF16_TILE, false, 1, nb, mm->m, ys, t->id, why)))
    return false;
  p->Rt = L->buf[p->Y].rows_p / NPU_TILE;
  p->Ct = L->buf[p->Y].cols_p / NPU_TILE;
  L->plans[t->id] = p;
  Arena *a = g->arena;
  t->props = NULL;
  int64_t view[3] = {p->K, p->Rt * NPU_TILE, p->Ct * NPU_TILE};
  prop_add_ints(a, &t->props, "padded_view", view, 3);
  prop_add_int(a, &t->props, "taps", p->K);
  prop_add_int(a, &t->props, "buffer_x", p->X);
  prop_add_int(a, &t->props, "buffer_w", p->W);
  prop_add_int(a, &t->props, "buffer_y", p->Y);
  if (p->Acc >= 0) prop_add_int(a, &t->props, "buffer_acc", p->Acc);
  prop_add_str(a, &t->props, "schedule",
               "per 32-channel band: its K weight tiles resident; output tiles double-buffered, each "
               "reading its K input tiles (batch_inner: one transfer)");
  prop_add_str(a, &t->props, "precision",
               p->Acc >= 0 ? "bf16 on the VPU: inputs, weights and the initial value rounded to bf16 by the loader, "
                             "y = acc then y += xk wk in tap order, each multiply and add rounded to bf16 (no fp8)"
                           : "bf16 on the VPU: inputs and weights rounded to bf16 by the loader, y = x0 w0 then "
                             "y += xk wk in tap order, each multiply and add rounded to bf16 (no fp8)");
  int pr = g->tensors[p->X].producer;
  if (pr >= 0 && !strcmp(g->ops[pr].name, "npucc.im2col"))
    prop_add_str(a, &t->props, "im2col",
                 arena_printf(a, "host task %d (npucc.im2col) gathers the windows into tensor %d (view [taps, "
                                 "channels, positions])%s; no DMA gather on the npu",
                              g->ops[pr].task, p->X,
                              op_reads_padded(&g->ops[pr]) ? " from tensor.pad's unpadded input (pad_folded)" : ""));
  t->kernel = "npu_vpu_depthwise_bf16";
  return true;
}

/* ------------------------------------------------------------------ emit */

typedef struct DwCtx {
  DwPlan *p;
  NpuStream *in, *out, *acc_in; /* acc_in NULL for a zero fill */
  int64_t vW;
  int acc, x[2], w[2], prod[2];
} DwCtx;

/* One output tile: its K input tiles are in the input slot, the band's K
 * weight tiles at vW. */
static void dw_tile(NpuLower *L, void *ctx, int slot) {
  DwCtx *c = ctx;
  NpuBuilder *b = L->b;
  if (c->acc_in) npu_vload_pair_at(L, c->acc, c->acc_in->vm[slot]);
  for (int64_t k = 0; k < c->p->K; k++) {
    int x = c->x[k % 2], w = c->w[k % 2];
    npu_vload_pair_at(L, x, c->in->vm[slot] + k * NPU_BF16_TILE);
    npu_vload_pair_at(L, w, c->vW + k * NPU_BF16_TILE);
    if (k == 0 && !c->acc_in) {
      nb_vpu(b, NI_VMUL, c->acc, x, w);
      continue;
    }
    nb_vpu(b, NI_VMUL, c->prod[k % 2], x, w);
    nb_vpu(b, NI_VADD, c->acc, c->acc, c->prod[k % 2]);
  }
  npu_vstore_pair_at(L, c->acc, c->out->vm[slot]);
}

bool npu_emit_depthwise(NpuLower *L, Task *t) {
  DwPlan *p = L->plans[t->id];
  if (!p) return false;
  NpuBuilder *b = L->b;
  const NpuBuf *xb = &L->buf[p->X], *wb = &L->buf[p->W], *yb = &L->buf[p->Y];
  int64_t tap_bytes = p->K * NPU_BF16_TILE;
  /* streams: the taps (ch 0), the result (ch 1, 2), the initial value (ch 3) */
  NpuStream st[3];
  int nst = p->Acc >= 0 ? 3 : 2;
  st[0] = (NpuStream){.base = 0, .stride = tap_bytes, .len = tap_bytes, .ch = 0};
  st[1] = (NpuStream){.out = true, .base = 0, .stride = NPU_BF16_TILE, .len = NPU_BF16_TILE, .ch = 1};
  st[2] = (NpuStream){.base = 0, .stride = NPU_BF16_TILE, .len = NPU_BF16_TILE, .ch = 3};
  int64_t at = 0;
  for (int i = 0; i < nst; i++) {
    st[i].vm[0] = at, at += st[i].len;
    st[i].vm[1] = at, at += st[i].len;
  }
  DwCtx c = {.p = p, .in = &st[0], .out = &st[1], .acc_in = nst == 3 ? &st[2] : NULL, .vW = at};
  at += tap_bytes;
  if (at > NPU_VMEM_KERNEL_BYTES) {
    nb_fail(b, "npu: depthwise taps overflow VMEM");
    return false;
  }
  int m = 0;
  c.acc = m, m += 2;
  for (int i = 0; i < 2; i++) c.x[i] = m, m += 2, c.w[i] = m, m += 2, c.prod[i] = m, m += 2;
  nb_comment(b, arena_printf(L->a, "depthwise: %lld bands of %lld tiles, %lld taps", (long long)p->Rt,
                             (long long)p->Ct, (long long)p->K));
  /* a loop over the 32-channel bands: the band's weights, then its tiles */
  int xin = nb_xalloc(b), xout = nb_xalloc(b), xw = nb_xalloc(b), xv = nb_xalloc(b), xl = nb_xalloc(b),
      tmp = nb_xalloc(b), xc = nb_xalloc(b), xacc = nb_xalloc(b);
  npu_param_li(L, xin, xb->addr);
  npu_param_li(L, xout, yb->addr);
  if (nst == 3) npu_param_li(L, xacc, L->buf[p->Acc].addr);
  st[2].xbase = xacc;
  npu_param_li(L, xw, wb->addr);
  nb_li(b, xl, tap_bytes);
  st[0].xbase = xin;
  st[1].xbase = xout;
  NpuLoop bl;
  bool loop = p->Rt > 1;
  if (loop) nb_loop_begin(b, &bl, p->Rt, xc, arena_printf(L->a, "t%d_bands", t->id));
  npu_vaddr_reset(L);
  nb_li(b, xv, c.vW);
  nb_dma_load(b, 7, xv, xw, xl, (NpuVmem){0, c.vW, tap_bytes});
  nb_dma_wait(b, 7);
  npu_chunk_pipeline(L, st, nst, p->Ct, dw_tile, &c, arena_printf(L->a, "t%d_tiles", t->id));
  nb_add_const(b, xin, xin, p->Ct * tap_bytes, tmp);
  nb_add_const(b, xout, xout, p->Ct * NPU_BF16_TILE, tmp);
  if (nst == 3) nb_add_const(b, xacc, xacc, p->Ct * NPU_BF16_TILE, tmp);
  nb_add_const(b, xw, xw, tap_bytes, tmp);
  if (loop) nb_loop_end(b, &bl);
  npu_vaddr_reset(L);
  int regs[] = {xin, xout, xw, xv, xl, tmp, xc, xacc};
  for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) nb_xfree(b, regs[i]);
  return !nb_failed(b);
}
