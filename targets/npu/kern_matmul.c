/* kern_matmul.c (npu): matmul and batch_matmul on the MXUs: B panels resident
 * in VMEM across M tiles, A rows double-buffered, K accumulated in the MXU. */
#include <math.h>
#include <string.h>

#include "npu/share.h"
#include "npu/epilogue.h"
#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npu/scale.h"
#include "npucc/numeric.h"


enum {
  CH_A = 0, CH_C0 = 1, CH_C1 = 2, CH_E = 3, CH_B = 5, /* CH_E, CH_E + 1: streamed inputs */
  CH_W = 6,        /* the demoted A rows out to the workspace (a_ws) */
  RING_B = 4,      /* B tile registers in rotation, per MXU */
  RING_A = 2,      /* A tiles that do not stay resident, per MXU */
  MAX_EBUF = 6,    /* epilogue tensor inputs */
  MAX_ESTREAM = 2, /* of which full tiles streamed per row */
  GROUP_MAX = 3,   /* output tiles whose K loops run together */
  RS_CACHE_ROW = 2 * NPU_BF16_TILE, /* VMEM bytes of one row block's scale pairs */
  K_UNROLL = 8,    /* K steps per trip of a K loop (even: block scales alternate
                    * accumulators by the parity of k) */
  KSPLIT_MIN_K = 13, /* K tiles from which a split tile's K is shared by both MXUs */
};

/* How the MXU kernel reads a contraction that is not the plain form
 * (collapsed dims, outer loops, a 1x1 conv with two M dims, im2col's
 * col . filter, multi-head weights [K, H, D]): every operand as a view
 * [batch, rows, cols] whose element (b, r, c) is element b s0 + r s1 + c s2 of
 * its row-major data (npu_claim_view; the loader lays it out in tiles), A and
 * B in the roles the kernel gives them. When C's rows are the N loops (a CHW
 * conv writes [f, oh, ow]) A and B swap: C = B^T A^T read the other way. */
typedef struct MmView {
  ContractionInfo mm;      /* m, n, lhs, rhs, types, transposes in the kernel's roles */
  int64_t abatch, bbatch;  /* batch of A and B: mm.batch, or 1 when broadcast */
  int64_t ast[3], bst[3], cst[3]; /* element strides of the A, B and C views */
  bool swapped;            /* A is the contraction's B */
  /* MX: a per-(n, K block) scale on B's columns, the block one K tile */
  int scale;               /* tensor, -1 when none */
  int64_t sst[3];          /* its view [1, blocks, N] as strides */
} MmView;

typedef struct MmPlan {
  const ContractionInfo *mm;
  const MmView *view;      /* a non-plain contraction's operand views, else NULL */
  bool mx;                 /* MX block scales: each K tile popped, scaled on the VPU, summed */
  int S;                   /* the scale tensor: bf16 tiles of 32 blocks x 32 columns (view [1, blocks, N]) */
  int St;                  /* its tile rows: ceil(Kt / 32) */
  /* VMEM: a panel's scales as they arrive (mx_scale_tiles), each 16 columns'
   * blocks in a row then a zero KB (mx_scale_columns), and row-replicated
   * per (block, N tile) as the K loops read them (mx_scale_panel) */
  int64_t vS, vSt, vSc;
  int A, B, C;             /* tensors: A operand, B as stored on the device, C output */
  NpuBuf *ab, *bb, *cb;
  int64_t batch, Mt, Nt, Kt;
  /* bf16 operands demoted on the VPU; a demoted A is always row-scaled: each
   * row by a power of two from its amax before fp8, the result's row by its
   * inverse (kern_scale.c), the dequantization folded in */
  bool a_bf16, b_bf16;
  bool a_split, b_split;   /* demoted operand as fp8 hi + fp8 residual x16 (see to_fp8x2) */
  int64_t ta, tbd, tbv;    /* tile bytes: A (DRAM = VMEM), B in DRAM, B in VMEM */
  int64_t a_bstride, b_bstride;
  int Nb, npanels;         /* full panels of Nb tiles, then one of the rest */
  bool ksplit;             /* split operands: each tile's K steps shared by both MXUs */
  bool share_a;            /* a group's mxu0 tile reads the A register mxu1 reads (no second vload) */
  int KU;                  /* K steps per trip of the K loop (code size does not grow with K) */
  double dequant;
  Epilogue ep;
  int nebuf, ebuf[MAX_EBUF];         /* epilogue values that are tensors */
  /* VMEM */
  int64_t vA[2], vC[2], vB, vE[2][MAX_EBUF], vRow[MAX_EBUF], vSplat[MAX_EBUF];
  int64_t vmem_used;
  /* a row-scaled A over several panels: each row's scale pairs (1/r, r)
   * are found in the first panel and kept in VMEM for the others, which
   * load them (4 vloads) instead of folding the row again on the VPU */
  bool rs_cache;
  int64_t vRS;
  /* a demoted A (one term) over several panels: the first
   * panel stores each row as it demoted it, its fp8 tiles packed and then
   * the row's result scale r (one register: both halves of the pair are
   * equal), to a DRAM workspace (a tensor of its own, role scratch); the
   * other panels load those rows, half the bytes, and skip the amax and
   * the demotion */
  bool a_ws;
  int ws;                  /* the workspace tensor */
  int64_t vW;              /* VMEM: the row as it is stored (a_ws_row) */
} MmPlan;

/* Bytes of a workspace row: Kt fp8 tiles, then the row's r. */
static int64_t ws_row_bytes(const MmPlan *p) { return (p->Kt + 1) * NPU_FP8_TILE; }


/* Power-of-two scale s with amax * s in [1, 2): the MXU sums 32 products in
 * fp32 and rounds to fp16, so operands near 1 keep those sums far from the
 * fp16 range while 6 binades below the largest weight stay fp8-normal. */
static double weight_scale(const float *v, int64_t n) {
  float amax = 0;
  for (int64_t i = 0; i < n; i++) {
    float a = fabsf(v[i]);
    if (a > amax && isfinite(a)) amax = a;
  }
  if (amax == 0) return 1.0;
  int e;
  frexpf(amax, &e); /* amax = f * 2^e, f in [0.5, 1) */
  int j = 1 - e;    /* amax * 2^j in [1, 2) */
  if (j > 30) j = 30;
  if (j < -30) j = -30;
  return ldexp(1.0, j);
}

/* B as fp8 tiles with a per-tensor scale, for a constant whose values are
 * known: the bytes go to the weights file in device layout. */
static int quantize_constant(NpuLower *L, Task *t, const MmPlan *p, int x, bool split,
                             double *scale_out, const char **why) {
  Graph *g = L->g;
  const Tensor *src = &g->tensors[x];
  if (src->cst != CONST_DENSE && src->cst != CONST_SPLAT) return -1;
  const ContractionInfo *mm = p->mm;
  int64_t B = p->batch, K = mm->k, N = mm->n, Kp = p->Kt * 32, Np = p->Nt * 32;
  int64_t numel = tensor_numel(src);
  if (numel != B * K * N && numel != K * N) return -1;
  int64_t bsrc = numel == K * N ? 1 : B;
  float *vals = arena_alloc(L->a, sizeof *vals * (size_t)numel);
  tensor_const_f32s(src, vals, numel);
  double s = weight_scale(vals, numel);
  /* per tile: the fp8 tile of x*s, then the fp8 tile of 16 * (x*s - hi),
   * the residual the first one leaves (exact in float: see to_fp8x2) */
  int64_t tb = split ? NPU_FP8X2_TILE : NPU_FP8_TILE, nbytes = bsrc * Kp * Np * tb / NPU_FP8_TILE;
  uint8_t *bytes = arena_alloc(g->arena, (size_t)nbytes);
  /* element strides of the source as [batch, K, N] */
  int64_t s0 = K * N, s1 = N, s2 = 1;
  if (p->view) s0 = p->view->bst[0], s1 = p->view->bst[1], s2 = p->view->bst[2];
  else if (mm->rhs_transposed) s0 = N * K, s1 = 1, s2 = K;
  float y[32];
  for (int64_t b = 0; b < bsrc; b++)
    for (int64_t k = 0; k < K; k++)
      for (int64_t tj = 0; tj < p->Nt; tj++) { /* a tile row: 32 bytes in a row in the tile */
        const float *from = vals + b * s0 + k * s1 + tj * 32 * s2;
        int64_t w = N - tj * 32 < 32 ? N - tj * 32 : 32;
        for (int64_t c = 0; c < w; c++) { /* clamped to +-448 (NaN to -448, as fmaxf then fminf did) */
          float v = (float)(from[c * s2] * s);
          y[c] = v >= -448.0f ? (v <= 448.0f ? v : 448.0f) : -448.0f;
        }
        uint8_t *to = bytes + ((b * p->Kt + k / 32) * p->Nt + tj) * tb + (k % 32) * 32;
        num_fp8e4m3_from_f32s(y, to, (size_t)w);
        if (split)
          for (int64_t c = 0; c < w; c++)
            to[c + NPU_FP8_TILE] = num_fp8e4m3_from_f32_sat((y[c] - num_fp8e4m3_to_f32(to[c])) * 16);
      }
  if (g->ntensors + 1 > L->capbuf) {
    *why = "npu: too many quantized weights";
    return -2;
  }
  int64_t dims[3] = {bsrc, K, N};
  int rank = bsrc > 1 ? 3 : 2;
  Tensor *q = graph_add_tensor(g, DT_F8E4M3FN, rank, rank == 3 ? dims : dims + 1, src->loc);
  q->role = ROLE_WEIGHT;
  q->cst = CONST_DENSE;
  q->bytes = bytes;
  q->nbytes = (size_t)nbytes;
  q->cst_source = arena_printf(g->arena, "npucc: tensor %d quantized to fp8 e4m3fn x %g%s", x, s,
                               split ? ", hi and residual x16 tiles" : "");
  q->name = arena_printf(g->arena, "%s.fp8", src->name ? src->name : arena_printf(g->arena, "t%d", x));
  q->target_buffer = true;
  int id = q->id;
  L->nbuf = g->ntensors;
  NpuBuf *v = &L->buf[id];
  memset(v, 0, sizeof *v);
  v->layout = NL_FP8_TILE;
  v->batch = bsrc;
  v->rows = K;
  v->cols = N;
  v->rows_p = Kp;
  v->cols_p = Np;
  v->fp8x2 = split;
  v->bytes = nbytes;
  v->scale = s;
  v->quantized_from = x;
  v->claimed_by = t->id;
  *scale_out = s;
  return id;
}

static MmPlan *plan_of(NpuLower *L, Task *t) { return L->plans[t->id]; }

/* Operand dims must be [batch..., two matrix dims] with the batch loops
 * leading and in the same order for A, B and C. */
static bool batch_leading(const Op *op, const ContractionInfo *mm) {
  for (int k = 0; k < 3; k++) {
    const AffineMap *m = &op->maps[k];
    if (m->nres != mm->nbatch + 2) return false;
    for (int i = 0; i < mm->nbatch; i++)
      if (m->res[i] != mm->batch_loops[i]) return false;
  }
  return true;
}

/* ------------------------------------------------ non-plain contractions */


/* MX as SmolVLA writes it: one scale operand indexed by the N loops and the
 * outer of two K loops, the inner one (its block) one 32-deep K tile. */
static const char *mx_unsupported(const ContractionInfo *mm) {
  const ScaleOperand *sc = &mm->scales[0];
  if (mm->nscales != 1) return "several scale operands";
  if (sc->block_loop < 0) return "scales without a K block (per-channel): not lowered";
  if (sc->side != DIM_N) return "block scales on A's rows: not lowered";
  if (sc->block != NPU_TILE || mm->nk_dims != 2 || mm->k_group != 2)
    return "block scales whose block is not one 32-deep K tile of two K loops";
  if (mm->batch != 1) return "block scales with outer loops";
  return NULL;
}

static bool mm_view(const Graph *g, const Op *op, const ContractionInfo *mm, MmView *v, const char **why) {
  if (mm->k_group < mm->nk_dims || mm->m_loop < 0 || mm->n_loop < 0 || mm->k_loop < 0) {
    *why = mm->canon_problem ? mm->canon_problem : "no canonical batch-matmul";
    return false;
  }
  if (mm->lhs_zp >= 0 || mm->rhs_zp >= 0) {
    *why = "zero points subtracted from the operands: not lowered";
    return false;
  }
  v->scale = -1;
  if (mm->nscales && (*why = mx_unsupported(mm))) return false;
  const int *M = mm->m_dims + mm->nm_dims - mm->m_group, *N = mm->n_dims + mm->nn_dims - mm->n_group,
            *K = mm->k_dims + mm->nk_dims - mm->k_group;
  int nM = mm->m_group, nN = mm->n_group, nK = mm->k_group, C = op->nin;
  /* the outer loops as one batch index, in C's order */
  int outer[NPUCC_MAX_LOOPS], no = mm->nbatch;
  for (int i = 0; i < no; i++) outer[i] = mm->batch_loops[i];
  for (int i = 1; i < no; i++)
    for (int j = i; j > 0 && op_loop_stride(g, op, C, outer[j - 1]) < op_loop_stride(g, op, C, outer[j]); j--) {
      int t = outer[j];
      outer[j] = outer[j - 1];
      outer[j - 1] = t;
    }
  int64_t cm = op_group_stride(g, op, C, M, nM), cn = op_group_stride(g, op, C, N, nN);
  v->swapped = nM > 0 && nN > 0 && cn > cm;
  if (v->swapped && mm->nscales) {
    *why = "block scales with C stored [N, M]";
    return false;
  }
  int ka = v->swapped ? mm->rhs_operand : mm->lhs_operand, kb = v->swapped ? mm->lhs_operand : mm->rhs_operand;
  const int *rows = v->swapped ? N : M, *cols = v->swapped ? M : N;
  int nr = v->swapped ? nN : nM, nc = v->swapped ? nM : nN;
  int64_t st[9] = {op_group_stride(g, op, ka, outer, no), op_group_stride(g, op, ka, rows, nr), op_group_stride(g, op, ka, K, nK),
                   op_group_stride(g, op, kb, outer, no), op_group_stride(g, op, kb, K, nK), op_group_stride(g, op, kb, cols, nc),
                   op_group_stride(g, op, C, outer, no),  op_group_stride(g, op, C, rows, nr),  op_group_stride(g, op, C, cols, nc)};
  for (int i = 0; i < 9; i++)
    if (st[i] < 0) {
      *why = i < 3 ? "A's dims do not collapse into [outer, rows, K]"
             : i < 6 ? "B's dims do not collapse into [outer, K, cols]"
                     : "the result's outer dims do not collapse into one batch index";
      return false;
    }
  if (no > 0 && st[6] == 0) {
    *why = "the result lacks an outer loop";
    return false;
  }
  v->mm = *mm;
  ContractionInfo *c = &v->mm;
  c->lhs_operand = ka, c->rhs_operand = kb;
  c->lhs = op->in[ka], c->rhs = op->in[kb];
  c->lhs_type = g->tensors[c->lhs].dtype, c->rhs_type = g->tensors[c->rhs].dtype;
  c->m = v->swapped ? mm->n : mm->m;
  c->n = v->swapped ? mm->m : mm->n;
  memcpy(v->ast, st, sizeof v->ast);
  memcpy(v->bst, st + 3, sizeof v->bst);
  memcpy(v->cst, st + 6, sizeof v->cst);
  /* the transposes are what the strides say (the loader reads the strides) */
  c->lhs_transposed = v->ast[1] < v->ast[2];
  c->rhs_transposed = v->bst[1] < v->bst[2];
  v->abatch = no > 0 && v->ast[0] ? mm->batch : 1;
  v->bbatch = no > 0 && v->bst[0] ? mm->batch : 1;
  if (mm->nscales) {
    const ScaleOperand *sc = &mm->scales[0];
    int kouter = mm->k_dims[0];
    v->scale = sc->tensor;
    v->sst[0] = 0;
    v->sst[1] = op_loop_stride(g, op, sc->operand, kouter);
    v->sst[2] = op_group_stride(g, op, sc->operand, N, nN);
    if (v->sst[1] <= 0 || v->sst[2] <= 0 || (nN && v->sst[2] < 0)) {
      *why = "a block scale that is not indexed by the K block and the N dims";
      return false;
    }
  }
  return true;
}

/* VMEM of one 16-column group of a panel's scales in mx_scale_columns: its
 * blocks in a row (St half tiles, 1 KB each) and a zero KB after them, so
 * that a vload at any block's row reads only that group's later blocks and
 * zeros (expand_scales). */
static int64_t mx_column_bytes(const MmPlan *p) { return (p->St + 1) * NPU_FP8_TILE; }

static int64_t vmem_need(const MmPlan *p, int Nb) {
  int64_t need = 2 * p->Kt * p->ta + 2 * (int64_t)Nb * NPU_BF16_TILE + p->Kt * Nb * p->tbv;
  if (p->a_ws) need += ws_row_bytes(p);
  if (p->mx) need += p->Kt * Nb * NPU_BF16_TILE + p->St * Nb * NPU_BF16_TILE + mx_column_bytes(p) * 2 * Nb;
  for (int i = 0; i < p->nebuf; i++) {
    const EpiVal *v = &p->ep.v[p->ebuf[i]];
    if (v->src == NL_BF16_TILE) need += 2 * (int64_t)Nb * NPU_BF16_TILE;
    else if (v->src == NL_ROWS_REP) need += (int64_t)Nb * NPU_BF16_TILE;
    else need += NPU_BF16_TILE * 2;
  }
  return need;
}

/* The workspace of a_ws: Mt rows of ws_row_bytes, as fp8 tiles [Mt 32,
 * (Kt + 1) 32] (the last tile column holds each row block's r, bf16
 * [32, 16]). Its lifetime is the task's (NpuLower.extra_use, set once the
 * plan is accepted: npu_vmem_matmul). */
static bool add_lhs_workspace(NpuLower *L, Task *t, MmPlan *p, const char **why) {
  Graph *g = L->g;
  if (g->ntensors + 1 > L->capbuf) {
    *why = "npu: too many buffers added by the lowering";
    return false;
  }
  int64_t dims[2] = {p->Mt * NPU_TILE, (p->Kt + 1) * NPU_TILE};
  Tensor *w = graph_add_tensor(g, DT_F8E4M3FN, 2, dims, g->ops[t->root].loc);
  w->role = ROLE_SCRATCH;
  w->name = arena_printf(g->arena, "t%d.lhs_fp8_rows", t->id);
  L->nbuf = g->ntensors;
  NpuBuf *v = &L->buf[w->id];
  memset(v, 0, sizeof *v);
  v->layout = NL_FP8_TILE;
  v->batch = 1;
  v->rows = v->rows_p = dims[0];
  v->cols = v->cols_p = dims[1];
  v->bytes = p->Mt * ws_row_bytes(p);
  v->scale = 1.0;
  v->quantized_from = -1;
  v->claimed_by = t->id;
  p->ws = w->id;
  return true;
}

/* The most output tile columns a panel can have in VMEM, 0 for none. */
static int widest_panel(const MmPlan *p) {
  for (int nb = (int)p->Nt; nb >= 1; nb--)
    if (vmem_need(p, nb) <= NPU_VMEM_KERNEL_BYTES) return nb;
  return 0;
}

bool npu_plan_matmul(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = g->matches[root->match].mm;
  MmPlan *p = arena_alloc(L->a, sizeof *p);
  MmView *view = NULL;
  if (!mm->plain) {
    const char *w = NULL;
    view = arena_alloc(L->a, sizeof *view);
    if (!mm_view(g, root, mm, view, &w)) {
      *why = arena_printf(L->a, "npu: contraction with collapsed or outer dims: %s", w);
      return false;
    }
    mm = &view->mm;
  } else if (!batch_leading(root, mm)) {
    *why = "npu: batch dimensions that are not the leading dims of every operand";
    return false;
  }
  p->mm = mm;
  p->view = view;
  p->batch = mm->batch;
  p->Mt = npu_tiles(mm->m);
  p->Nt = npu_tiles(mm->n);
  p->Kt = npu_tiles(mm->k);
  p->A = mm->lhs;
  p->a_bf16 = mm->lhs_type != DT_F8E4M3FN;
  NpuLayout alay = p->a_bf16 ? NL_BF16_TILE : NL_FP8_TILE;
  if (view ? !npu_claim_view(L, p->A, alay, mm->lhs_transposed, view->abatch, mm->m, mm->k, view->ast, t->id,
                                   why)
           : !npu_claim(L, p->A, alay, mm->lhs_transposed, t->id, why))
    return false;
  p->ab = &L->buf[p->A];
  if (p->ab->batch != p->batch && p->ab->batch != 1) {
    *why = "npu: LHS batch does not match";
    return false;
  }
  p->ta = p->a_bf16 ? NPU_BF16_TILE : NPU_FP8_TILE;
  p->a_bstride = p->ab->batch == 1 && p->batch > 1 ? 0 : p->Mt * p->Kt * p->ta;
  /* B: fp8 as it is; known constants quantized now; the rest at run time */
  p->dequant = 1.0;
  p->B = mm->rhs;
  /* a demoted operand keeps 8 significant bits as two fp8 terms under
   * --npu-precision=fp8x2 (the default is one term: fewer cycles and less
   * code); operands that are fp8 already go as they are */
  bool split = npu_options(L->o)->precision == NPU_PREC_FP8X2;
  if (mm->rhs_type != DT_F8E4M3FN) {
    double s = 1.0;
    int q = quantize_constant(L, t, p, mm->rhs, split, &s, why);
    if (q == -2) return false;
    if (q >= 0) {
      p->B = q;
      p->dequant = 1.0 / s;
      t->inputs = t->inputs; /* the task still reads the original tensor in the graph */
    }
  }
  p->b_bf16 = g->tensors[p->B].dtype != DT_F8E4M3FN;
  NpuLayout blay = p->b_bf16 ? NL_BF16_TILE : NL_FP8_TILE;
  if (p->B == mm->rhs &&
      (view ? !npu_claim_view(L, p->B, blay, mm->rhs_transposed, view->bbatch, mm->k, mm->n, view->bst, t->id,
                                    why)
            : !npu_claim(L, p->B, blay, mm->rhs_transposed, t->id, why)))
    return false;
  p->bb = &L->buf[p->B];
  p->a_split = p->a_bf16 && split;
  p->b_split = (p->b_bf16 && split) || p->bb->fp8x2;
  p->tbd = p->b_bf16 || p->b_split ? NPU_BF16_TILE : NPU_FP8_TILE;
  /* a demoted B of one term is packed into 1 KB fp8 tiles as its panel
   * loads (staged in the C rows): as wide a panel as an fp8 B's */
  p->tbv = p->b_bf16 && !p->b_split ? NPU_FP8_TILE : p->tbd;
  p->b_bstride = p->bb->batch == 1 && p->batch > 1 ? 0 : p->Kt * p->Nt * p->tbd;
  /* output and epilogue */
  p->C = npu_task_output(g, t);
  if (view ? !npu_claim_view(L, p->C, NL_BF16_TILE, false, p->batch, mm->m, mm->n, view->cst, t->id, why)
           : !npu_claim(L, p->C, NL_BF16_TILE, false, t->id, why))
    return false;
  p->cb = &L->buf[p->C];
  if (p->cb->batch != p->batch || p->cb->rows != mm->m || p->cb->cols != mm->n) {
    *why = "npu: the fused result does not have the matmul's shape";
    return false;
  }
  if (mm->accumulate &&
      (view ? !npu_claim_view(L, mm->acc, NL_BF16_TILE, false, p->batch, mm->m, mm->n, view->cst, t->id, why)
            : !npu_claim(L, mm->acc, NL_BF16_TILE, false, t->id, why)))
    return false;
  /* MX: the scales of block k for columns n as bf16 tiles of 32 blocks x 32
   * columns, each scale once (the kernel replicates a block's row on chip) */
  p->mx = view && view->scale >= 0;
  p->S = p->mx ? view->scale : -1;
  p->St = (int)((p->Kt + NPU_TILE - 1) / NPU_TILE);
  if (p->mx && !npu_claim_view(L, p->S, NL_BF16_TILE, false, 1, p->Kt, mm->n, view->sst, t->id, why))
    return false;
  if (!npu_epilogue_build(L, t, 0, root->out[0], p->a_bf16 ? 1.0 : p->dequant, mm->accumulate ? mm->acc : -1,
                          &p->ep, why))
    return false;
  /* the epilogue reads its tensors as [batch.., rows, cols] of their own
   * dims, which a reshaped C does not share */
  for (int i = 0; view && i < p->ep.nv; i++)
    if (p->ep.v[i].kind == EV_BUF && p->ep.v[i].tensor != mm->acc && p->ep.v[i].src != NL_SPLAT) {
      *why = "npu: a fused epilogue reading a tensor after a contraction with collapsed or outer dims";
      return false;
    }
  p->nebuf = 0;
  int nstream = 0;
  for (int i = 0; i < p->ep.nv; i++)
    if (p->ep.v[i].kind == EV_BUF) {
      if (p->nebuf == MAX_EBUF) {
        *why = "npu: too many tensors in the fused epilogue";
        return false;
      }
      if (p->ep.v[i].src == NL_COLS_REP) {
        *why = "npu: a per-row vector in a matmul epilogue";
        return false;
      }
      if (p->ep.v[i].src == NL_BF16_TILE && ++nstream > MAX_ESTREAM) {
        *why = "npu: too many full-size tensors in the fused epilogue";
        return false;
      }
      p->ebuf[p->nebuf++] = i;
    }
  /* panels: the widest that fits, balanced. A demoted A (one term) over
   * several panels goes to a workspace (a_ws), whose staged row takes VMEM
   * too: the panels are fitted again with it (and without, should not even
   * one fit then). With block scales from two panels on (it saves each
   * row's amax and demotion there); else where it moves fewer bytes: P
   * panels load 2 Kt KB a row without it, 2 Kt + P' (Kt + 1) KB with it
   * (the first panel's load and store, the others' loads), P' the panels
   * as narrower by the staged row, and by at least 1/32 of the A and B bytes
   * the task moves without it: the first panel is emitted apart (about twice
   * the kernel's code), which a few rows do not repay (24 layers at hidden
   * 768: a 50x2048x768 task 1% faster, the program 20,097 -> 65,265
   * instructions in two segments) */
  p->a_ws = false;
  int nbmax = widest_panel(p);
  if (nbmax && nbmax < p->Nt && p->a_bf16 && !p->a_split && nstream < 2 && p->batch == 1) {
    p->a_ws = true;
    int with = widest_panel(p);
    int64_t without_kb = (p->Nt + nbmax - 1) / nbmax * 2 * p->Kt,
            with_kb = with ? 2 * p->Kt + (p->Nt + with - 1) / with * (p->Kt + 1) : 0;
    int64_t b_kb = p->Nt * p->Kt * (p->b_bf16 ? 2 : 1), saved_kb = p->Mt * (without_kb - with_kb);
    if (with && (p->mx || (with_kb < without_kb && 32 * saved_kb >= p->Mt * without_kb + b_kb))) nbmax = with;
    else p->a_ws = false;
  }
  if (!nbmax) {
    *why = arena_printf(L->a, "npu: K = %lld does not fit the VMEM plan (two A rows and a B column)",
                        (long long)mm->k);
    return false;
  }
  int P = (int)((p->Nt + nbmax - 1) / nbmax);
  p->Nb = (int)((p->Nt + P - 1) / P);
  p->npanels = P;
  p->vmem_used = vmem_need(p, p->Nb);
  /* two pairs per row block; the pointer is one more x register (the
   * kernel has one to spare unless it streams two epilogue tensors and
   * block scales at once). Only when the panels are emitted one after the
   * other anyway (no panel loop: two panels, the second narrower): taking
   * the first out of a loop would double the panel's code, which can
   * overflow the instruction memory (128x1024x1024 fp8x2 did) */
  bool panel_loop = P > 2 || p->Nt == (int64_t)P * p->Nb;
  p->ws = -1;
  if (p->a_ws && !add_lhs_workspace(L, t, p, why)) return false;
  p->rs_cache = p->a_bf16 && P > 1 && !panel_loop && !p->a_ws && !(p->mx && nstream == 2) &&
                p->vmem_used + p->Mt * RS_CACHE_ROW <= NPU_VMEM_KERNEL_BYTES;
  if (p->rs_cache) p->vmem_used += p->Mt * RS_CACHE_ROW;
  /* registers: B ring, pops (2 pairs per MXU), epilogue, clamp constants */
  int aregs = p->a_split ? 2 : 1; /* per A tile: hi, and the residual */
  int reserved = 2 * RING_B + 8 + 2 * npu_epilogue_temps(&p->ep) + 2 * npu_epilogue_const_pairs(&p->ep) +
                 ((p->a_bf16 || p->b_bf16) ? 4 : 0) + (p->b_bf16 ? 4 : 0) + (p->a_bf16 ? 4 : 0) +
                 (p->a_split || p->b_split ? 2 : 0) +
                 2 * RING_A * aregs + (p->mx ? 4 : 0);
  if (reserved > 64) {
    *why = "npu: fused epilogue needs too many registers";
    return false;
  }
  /* Split operands share each tile's K between the MXUs (emit_row) when a
   * row's products bound it: a tile per MXU leaves mxu0 (a split step there
   * is two weight pushes and three products) with half the row's tiles,
   * longer than the row's transfers (its A row in, its C row out). A shared
   * tile ends with both MXUs' pops and three more VPU ops, which a short K
   * does not pay back: measured (512 x 512, fp8x2) 12 K tiles 2.3% slower,
   * 11 even, 13 1.8% faster, 16 3.5%; DMA-bound rows (64 x 64 x 512) 1.6%
   * slower. */
  if ((p->a_split || p->b_split) && !p->mx && p->Kt >= KSPLIT_MIN_K) {
    int64_t mxu0_step = 2 * npu_opc_latency(NI_PUSH_W, 0) + 3 * npu_opc_latency(NI_MATMUL, 0);
    int64_t row_dma = p->Kt * npu_dma_cycles(p->ta) + p->Nb * npu_dma_cycles(NPU_BF16_TILE);
    p->ksplit = (p->Nb + 1) / 2 * p->Kt * mxu0_step > row_dma;
  }
  p->KU = p->ksplit ? 2 * K_UNROLL : K_UNROLL;
  /* A group of three output tiles takes, per K step, one A tile and three B
   * tiles from VMEM (4 vloads, 136 LSU cycles against mxu1's 134) when mxu0
   * reads A from mxu1's register; with a vload of its own the LSU (170)
   * bounds the products. The MXUs then take turns on the register, which
   * costs latency: only for K loops of 4 tiles or more. */
  p->share_a = !p->a_split && !p->b_split && !p->mx && p->Kt >= 4;
  /* Block scales: each K step of a tile pops its product and scales and
   * adds it on the VPU, which bounds the row, and the drains that end
   * every trip stall the VPU too: 16 steps a trip (K up to 33 tiles runs
   * unrolled). Measured: 1024^3 7,478,254 -> 6,802,286 cycles, 64x512 with
   * 24 blocks 495,570 -> 479,806, 70x300 with 40 blocks 684,106 -> 677,354;
   * 16 blocks (512^3) the same within 32 cycles. */
  if (p->mx) p->KU = 2 * K_UNROLL;
  /* Every trip of a K loop starts and ends drained (about 160 cycles: the
   * first vload and push before a product, mxu0's last product after the
   * LSU is done), so when a row's products take nearly as long as its
   * transfers (its A row in, its C row out: then the drains are what the
   * DMA waits for) the loops take twice the steps a trip. Below that the
   * DMA hides them and the shorter code is kept. */
  if (p->share_a) {
    int64_t row_dma = p->Kt * npu_dma_cycles(p->ta) + p->Nb * npu_dma_cycles(NPU_BF16_TILE);
    int64_t row_mxu = p->Nb * p->Kt * 136 / 3;
    if (row_mxu * 20 >= row_dma * 17) p->KU = 2 * K_UNROLL;
  }
  /* task graph details: what every task of this plan says, before and
   * after the buffers it names, is built in scratch memory and kept once
   * (L->props) for all of them */
  Arena *a = L->scratch;
  Prop *plan_props = NULL, *more = NULL;
  int64_t tiles[3] = {p->Mt, p->Nt, p->Kt}, padded[3] = {p->Mt * 32, p->Nt * 32, p->Kt * 32};
  prop_add_ints(a, &plan_props, "tiles_mnk", tiles, 3);
  prop_add_ints(a, &plan_props, "padded_mnk", padded, 3);
  prop_add_int(a, &plan_props, "batch", p->batch);
  prop_add_int(a, &plan_props, "panel_tiles", p->Nb);
  prop_add_int(a, &plan_props, "panels", p->npanels);
  prop_add_int(a, &plan_props, "k_steps_per_trip", p->KU);
  if (p->share_a)
    prop_add_str(a, &plan_props, "a_shared_by_mxus",
                 "a group's mxu0 tile multiplies the A register mxu1's two tiles use (the MXUs take turns "
                 "on it): four vloads a K step for three output tiles");
  if (p->ksplit) prop_add_str(a, &plan_props, "k_shared_by_mxus", "mxu0 runs 3 of every 8 K steps of a tile, mxu1 the rest; the two partial sums are popped (bf16) and added on the VPU");
  prop_add_int(a, &plan_props, "vmem_bytes", p->vmem_used);
  t->props = NULL;
  prop_add_shared(g->arena, &t->props, prop_pool_intern(&L->props, plan_props));
  prop_add_int(g->arena, &t->props, "buffer_a", p->A);
  prop_add_int(g->arena, &t->props, "buffer_b", p->B);
  prop_add_int(g->arena, &t->props, "buffer_c", p->C);
  if (p->a_ws) prop_add_int(g->arena, &t->props, "lhs_workspace", p->ws);
  /* the groups as emit_row forms them */
  const char *groups = !p->mx ? "two on mxu1, one on mxu0; one per MXU with split operands"
                       : p->a_split || p->b_split
                           ? "one on mxu1: block scales with split operands"
                           : "two on mxu1 (acc0, acc1) with block scales, their products and "
                             "scales popped in turn";
  char schedule[512];
  snprintf(schedule, sizeof schedule,
           "B panel resident across M tiles; A rows double-buffered (DMA of row m+1 during "
           "row m); output tiles in groups (%s), K accumulated in the MXU accumulator "
           "by a counted loop of k_steps_per_trip steps (the first step and the remainder "
           "unrolled)",
           groups);
  prop_add_str(a, &more, "schedule", schedule);
  if (view) {
    prop_add_bool(a, &more, "operands_swapped", view->swapped);
    if (view->swapped)
      prop_add_str(a, &more, "operand_roles",
                   "C is stored [N, M]: the kernel computes C = B^T A^T, buffer_a is the contraction's B");
    /* where an operand comes from a window gather, say who does it */
    for (int k = 0; k < 2; k++) {
      int x = k ? mm->rhs : mm->lhs, pr = g->tensors[x].producer;
      if (pr < 0 || strcmp(g->ops[pr].name, "npucc.im2col")) continue;
      prop_add_str(a, &more, "im2col",
                   arena_printf(a, "host task %d (npucc.im2col) gathers the windows into tensor %d%s, which "
                                   "the MXU reads as its %s; no DMA gather on the npu",
                                g->ops[pr].task, x,
                                op_reads_padded(&g->ops[pr]) ? " from tensor.pad's unpadded input (pad_folded)" : "",
                                k ? "B" : "A"));
    }
  }
  bool demoted = mm->lhs_type != DT_F8E4M3FN || mm->rhs_type != DT_F8E4M3FN;
  prop_add_bool(a, &more, "demoted_to_fp8", demoted);
  /* as numbers too, so a runtime or test reads the scale and the split, not the prose */
  prop_add_float(a, &more, "rhs_scale", p->B != mm->rhs ? 1.0 / p->dequant : 1.0);
  if (p->a_bf16) {
    /* the scales are the data's: the rule is what the graph can say */
    Prop *rule = NULL;
    prop_add_str(a, &rule, "granularity", "row");
    prop_add_float(a, &rule, "amax_times_scale_min", NPU_ROW_SCALE_LO);
    prop_add_float(a, &rule, "amax_times_scale_max", NPU_ROW_SCALE_HI);
    prop_add_float(a, &rule, "amax_floor", NPU_ROW_SCALE_FLOOR);
    prop_add_obj(a, &more, "lhs_scale_rule", rule);
  } else {
    prop_add_float(a, &more, "lhs_scale", 1.0);
  }
  prop_add_bool(a, &more, "lhs_split", p->a_split);
  prop_add_bool(a, &more, "rhs_split", p->b_split);
#define SPLIT_TERMS "x ~ hi + lo/16, hi = fp8(x), lo = fp8(16 (x - hi)) (8 significant bits)"
  const char *how = SPLIT_TERMS, *rt_split = SPLIT_TERMS " by vpack/vunpack/vsub/vpack (e = 16)",
             *rt_one = "one fp8 term by vpack (e = 1) (--npu-precision=fp8x2 splits it in two)";
  if (p->B != mm->rhs)
    prop_add_str(a, &more, "rhs_quantization",
                 arena_printf(a, "compile time: one power-of-two scale for the tensor (rhs_scale, "
                                 "from its amax: amax x scale in [1, 2)), clamped to +-448; %s; the "
                                 "result is multiplied by 1/scale on the VPU",
                              p->b_split ? how : "one fp8 term (--npu-precision=fp8x2 splits it in two)"));
  else if (p->b_bf16)
    prop_add_str(a, &more, "rhs_quantization",
                 arena_printf(a, "run time: bf16 tiles clamped to +-448, scale 1; %s",
                              p->b_split ? rt_split : rt_one));
  if (p->a_bf16)
    prop_add_str(a, &more, "lhs_quantization",
                 arena_printf(a, "run time, per row (lhs_scale_rule): on the VPU, the row's amax a "
                                 "over all of K (vmaximum/vminimum, vredmax.row; at least amax_floor) "
                                 "rounded to one significant bit, r = a power of two with a/r in "
                                 "[0.75, 1.5) (Veltkamp: c = 129 a, r = c - (c - a)); the row times "
                                 "1/r (exact), then %s; the result's row times r%s (exact)",
                              p->a_split ? rt_split : rt_one,
                              p->B != mm->rhs ? " and the rhs dequantization" : ""));
  if (p->a_ws)
    prop_add_str(a, &more, "lhs_workspace_rows",
                 "the first panel stores each A row as it demoted it to buffer lhs_workspace (scratch, "
                 "fp8 tiles [Mt 32, (Kt + 1) 32]): the row's Kt fp8 tiles, then its result scale r "
                 "(bf16 [32, 16], every column equal); the other panels load those rows (Kt + 1 KB "
                 "instead of 2 Kt KB) and skip the amax and the demotion");
  if (p->rs_cache)
    prop_add_str(a, &more, "lhs_row_scales",
                 "found in the first panel and kept in VMEM (a_row_scales: 1/r and r, 4 KB a row "
                 "block) for the other panels, which load them instead of folding the row again");
  if (p->a_split || p->b_split)
    prop_add_str(a, &more, "precision",
                 "demoted operands in two fp8 terms: acc0 += hi.hi, acc1 += lo.hi + hi.lo (the "
                 "lo.lo term, below 2^-8 of the product, is dropped); result = acc0 + acc1/16 "
                 "in bf16 on the VPU, then the dequantization");
  else
    prop_add_str(a, &more, "precision", demoted ? "fp8 operands, one term each (--npu-precision=fp8x2 splits them in two): "
                                                      "4 significant bits"
                                                    : "fp8 operands as they are on the MXU");
  if (p->mx) {
    prop_add_int(a, &more, "mx_scale", p->S);
    prop_add_int(a, &more, "mx_block", NPU_TILE);
    prop_add_str(a, &more, "mx",
                 "block scales: each 32-deep K block is one MXU product (fp32 sums of fp8 products, "
                 "fp16, popped as bf16), multiplied on the VPU by its per-column scale tile (bf16) and "
                 "added to the bf16 sum of the blocks before it; fp8 operands used as they are");
    prop_add_str(a, &more, "mx_scale_transfer",
                 "each scale crosses the DMA once, in bf16 tiles of 32 blocks x 32 columns; per panel the "
                 "kernel replicates each block's row of scales down a tile (vminimum with a row-0 mask, "
                 "vredmax) while B's panel loads");
    prop_add_str(a, &more, "accumulator", "bf16 on the VPU, one scaled MXU product per K block");
  } else
    prop_add_str(a, &more, "accumulator", "bf16 (fp16 partial sums per 32-deep K tile)");
#undef SPLIT_TERMS
  prop_add_shared(g->arena, &t->props, prop_pool_intern(&L->props, more));
  L->plans[t->id] = p;
  t->kernel = arena_intern(g->arena, arena_printf(a, "npu_uk_matmul_%s_%s_%s", dtype_name(mm->lhs_type),
                                                  dtype_name(mm->rhs_type), dtype_name(mm->acc_type)));
  return true;
}

/* ---------------------------------------------------------------- emit */

typedef struct MmRegs {
  /* x registers */
  int an, lA, lAcur;    /* A: DRAM address of the row in flight, row bytes, the
                         * transfer's length (0 for the prefetch past the end) */
  int endmask;          /* -1 in the task's last panel */
  int vA;               /* VMEM address register of the A transfer */
  int vC[2], crow[2], lC;
  int vB, dB, lB;
  int vE, dE, vE2, dE2, lE;
  int rowc, panc, batc; /* loop counters */
  int rewind, bp, bb, cp, cb, ab, ep, tmp;
  int xa, xb, xs;       /* VMEM pointers the K loops walk: A, B, block scales */
  int xrs;              /* VMEM pointer to the row's cached scale pairs (rs_cache) */
  int wp, wv, wl;       /* a_ws: the workspace store's DRAM row, VMEM slot and length */
  /* m registers */
  int ringB[2][RING_B], ringA[2][2 * RING_A]; /* per MXU: the MXUs must not read a
                                           * register at once (read/read conflict);
                                           * share_a makes one ring of both A rings */
  int pop[2][2];        /* [mxu][acc] pairs */
  int tmpPair[8], ntmp;
  int clampLo, clampHi; /* pairs of -448 / 448 */
  int cvt, cvt2;        /* conversion pairs */
  int inv16;            /* pair of 1/16: the residual terms' weight */
  int e16;              /* e register holding 16 */
  int mxQ, mxS;         /* MX: pairs of one K block's product and its scale tile */
  int rsS, rsU;         /* pairs: the row scales of A (1/r) and of the result (r) */
  NpuRowScale rs;       /* what kern_scale.c works in */
} MmRegs;

typedef struct MmState {
  MmPlan *p;
  MmRegs r;
  int rb[2], ra[2];      /* ring positions */
  int na;                /* A ring length: RING_A tiles, two registers each when split */
  int wnext[2];          /* weight slot of the next push per MXU */
  int nstream;           /* full-size epilogue tensors streamed per row */
  int xjc, xj;           /* loop over a row's groups: counter, C tile pointer (-1: unrolled) */
  int task;
  bool rs_find;          /* rs_cache: this panel finds the row scales (the first) */
  bool rs_early;         /* the panel's first row finds its scale while B's panel loads */
  bool rs_ready;         /* ... and that row is next */
  bool mx_expand;        /* the panel's scales are replicated while B's panel loads */
  bool ws_store;         /* a_ws: this panel demotes A's rows and stores them (the first) */
  bool ws_load;          /* a_ws: this panel reads A's rows from the workspace */
  int kc;                /* the K loops' counter: lB, but not while B's transfer reads lB */
  bool k_ptrs_set;       /* the group before set xb (and xs) for the next group's K loops */
} MmState;

/* Clamp a bf16 pair x to +-448 and split it into two fp8 registers: hi =
 * fp8(x) and lo = fp8(16 (x - hi)). x - hi is exact in bf16 (it is x's
 * significand bits below hi's 4), so hi + lo/16 keeps 8 significant bits
 * where fp8 alone keeps 4 (a 3-4% error of max|ref| on a dot product); the
 * factor 16 keeps lo out of fp8's subnormals wherever hi is normal. */
static void to_fp8x2(NpuLower *L, MmState *s, int hi, int lo, int pair, bool scaled) {
  NpuBuilder *b = L->b;
  if (scaled) {
    /* |x| / r < 1.5: nothing to clamp */
    nb_vpu(b, NI_VMUL, pair, pair, s->r.rsS);
  } else {
    nb_vpu(b, NI_VMAX, pair, pair, s->r.clampLo);
    nb_vpu(b, NI_VMIN, pair, pair, s->r.clampHi);
  }
  nb_vpack(b, hi, pair, L->e_one);
  if (lo < 0) return; /* one term (the default): hi alone */
  nb_emit(b, (NpuInst){.opc = NI_VUNPACK, .d = s->r.cvt2, .a = hi, .b = L->e_one, .label = -1});
  nb_vpu(b, NI_VSUB, s->r.cvt2, pair, s->r.cvt2);
  nb_vpack(b, lo, s->r.cvt2, s->r.e16);
}

static void load_chunks(NpuLower *L, MmState *s, int64_t count, int64_t vbase, int64_t dstride, int64_t chunk,
                        bool convert, bool early, const char *name);
static void emit_row_scale(NpuLower *L, MmState *s, int64_t aslot);
static void expand_scales(NpuLower *L, MmState *s, int W);

/* Work for the VPU and LSU once B's first transfer is asked for, done while
 * the DMA brings B: the panel's first row's scale (A's row was asked for
 * before B, so it arrives first), or the panel's block scales replicated. */
static void while_b_loads(NpuLower *L, MmState *s, int W) {
  if (s->rs_early) {
    nb_dma_wait(L->b, CH_A);
    emit_row_scale(L, s, s->p->vA[0]);
    s->rs_ready = true;
  }
  if (s->mx_expand) expand_scales(L, s, W);
}

static void load_b_panel(NpuLower *L, MmState *s, int W) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  if (W == p->Nt && !p->b_bf16) {
    /* the whole K x N block is contiguous */
    int64_t total = p->Kt * p->Nt * p->tbd;
    for (int64_t off = 0; off < total; off += 256 * 1024) {
      int64_t len = total - off < 256 * 1024 ? total - off : 256 * 1024;
      nb_li(b, r->vB, p->vB + off);
      nb_add_const(b, r->dB, r->bp, off, r->tmp);
      nb_li(b, r->lB, len);
      nb_dma_load(b, CH_B, r->vB, r->dB, r->lB, (NpuVmem){0, p->vB + off, len});
      if (off == 0) while_b_loads(L, s, W);
      nb_dma_wait(b, CH_B);
    }
    return;
  }
  /* one K row of the panel at a time; bf16 tiles demoted in place (hi in
   * the first KB of its 2 KB slot, lo in the second) */
  nb_alui(b, NI_ADDI, r->dB, r->bp, 0);
  load_chunks(L, s, p->Kt, p->vB, p->Nt * p->tbd, (int64_t)W * p->tbd, p->b_bf16, s->rs_early || s->mx_expand,
              "b_rows");
}

/* MX: the panel's scale tiles (32 blocks x 32 columns each, bf16) into
 * mx_scale_tiles: tile row i's W tiles from n0 on, n0 read off the panel
 * pointer bp (B's offset n0 * tbd in every K row; batch 1). */
static void load_scale_tiles(NpuLower *L, MmState *s, int W) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  int64_t chunk = (int64_t)W * NPU_BF16_TILE;
  nb_alu(b, NI_SUB, r->dB, r->bp, r->bb); /* n0 * tbd */
  if (p->tbd != NPU_BF16_TILE) nb_alui(b, NI_SLLI, r->dB, r->dB, 1); /* fp8 B: 1 KB tiles */
  npu_param_li(L, r->tmp, L->buf[p->S].addr);
  nb_alu(b, NI_ADD, r->dB, r->dB, r->tmp);
  load_chunks(L, s, p->St, p->vSt, p->Nt * NPU_BF16_TILE, chunk, false, false, "mx_scale_tiles");
}

/* Row-vector (bias) and splat epilogue inputs for a panel starting at n0. */
static void load_panel_vectors(NpuLower *L, MmState *s, int W, int xn0_tiles_reg) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  (void)xn0_tiles_reg;
  for (int i = 0; i < p->nebuf; i++) {
    const EpiVal *v = &p->ep.v[p->ebuf[i]];
    const NpuBuf *eb = &L->buf[v->tensor];
    if (v->src == NL_ROWS_REP) {
      /* tiles n0..n0+W of the vector: DRAM base + n0 * 2048, n0 from the panel
       * pointer of C (cp holds C_b + n0 * 2048 before it advances) */
      nb_li(b, r->vB, p->vRow[i]);
      npu_param_li(L, r->tmp, L->buf[p->C].addr);
      nb_alu(b, NI_SUB, r->dB, r->cp, r->tmp);      /* batch part + n0 * 2048 */
      if (r->ep >= 0) nb_alu(b, NI_SUB, r->dB, r->dB, r->ep); /* ep holds the batch part */
      npu_param_li(L, r->tmp, eb->addr);
      nb_alu(b, NI_ADD, r->dB, r->dB, r->tmp);
      nb_li(b, r->lB, (int64_t)W * NPU_BF16_TILE);
      nb_dma_load(b, CH_B, r->vB, r->dB, r->lB, (NpuVmem){0, p->vRow[i], (int64_t)W * NPU_BF16_TILE});
      nb_dma_wait(b, CH_B);
    } else if (v->src == NL_SPLAT) {
      nb_li(b, r->vB, p->vSplat[i]);
      npu_param_li(L, r->dB, eb->addr);
      nb_li(b, r->lB, NPU_BF16_TILE);
      nb_dma_load(b, CH_B, r->vB, r->dB, r->lB, (NpuVmem){0, p->vSplat[i], NPU_BF16_TILE});
      nb_dma_wait(b, CH_B);
    }
  }
}

/* Full-size epilogue tensors for this row: the same tile offsets as C's row
 * (crow is still two rows behind here), minus the batch part when the tensor
 * is one matrix for every batch. Issued before the A prefetch so that they
 * arrive first; waited for just before the first epilogue. */
static int emit_row_streams(NpuLower *L, MmState *s, int W, int slot) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  int stream = 0;
  for (int i = 0; i < p->nebuf; i++) {
    const EpiVal *v = &p->ep.v[p->ebuf[i]];
    const NpuBuf *eb = &L->buf[v->tensor];
    if (v->src != NL_BF16_TILE) continue;
    int64_t len = (int64_t)W * NPU_BF16_TILE;
    int dE = stream ? r->dE2 : r->dE, vE = stream ? r->vE2 : r->vE;
    npu_param_add(L, dE, r->crow[slot], 2 * p->Nt * NPU_BF16_TILE - L->buf[p->C].addr + eb->addr,
                  r->tmp);
    if (v->bcast_batch && r->ep >= 0) nb_alu(b, NI_SUB, dE, dE, r->ep);
    nb_li(b, vE, p->vE[slot][i]);
    (void)len; /* r->lE is the C rows' length register: the same W tiles */
    nb_dma_load(b, CH_E + stream, vE, dE, r->lE, (NpuVmem){0, p->vE[slot][i], len});
    stream++;
  }
  return stream;
}

/* MXU u's result into pair P: accumulator acc, plus acc1 / 16 when an
 * operand is split (exact scaling, one bf16 rounding). */
static void pop_result(NpuLower *L, MmState *s, int u, int acc, int P) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  nb_pop_bf16(b, u, P, acc);
  if (p->a_split || p->b_split) {
    int Q = s->r.pop[u][1];
    nb_pop_bf16(b, u, Q, 1);
    nb_vpu(b, NI_VMUL, Q, Q, s->r.inv16);
    nb_vpu(b, NI_VADD, P, P, Q);
  }
}

/* ------------------------------------------------------------ K loops */

/* A VMEM pointer a K loop walks: `row` bytes per K step, at step `at` of
 * the current trip. The steps of a trip address it with vload offsets; a
 * step out of their reach moves it first, at the same step of every trip. */
typedef struct KPtr {
  int reg;
  int64_t row;
  int at;
  NpuVmem fp; /* everything the loop reaches through it */
} KPtr;

static int64_t kptr_off(NpuLower *L, MmState *s, KPtr *c, int kk, int64_t extra) {
  int64_t off = (int64_t)(kk - c->at) * c->row;
  if (off + extra > NPU_VOFF_MAX) {
    nb_add_const(L->b, c->reg, c->reg, off, s->r.tmp);
    c->at = kk;
    off = 0;
  }
  return off;
}

/* Point at step `to` of the trip, which becomes step 0 of the next. */
static void kptr_advance(NpuLower *L, MmState *s, KPtr *c, int to) {
  nb_add_const(L->b, c->reg, c->reg, (int64_t)(to - c->at) * c->row, s->r.tmp);
  c->at = 0;
}

/* `count` steps as a counted loop of `per` steps a trip, the remainder
 * after it; step(kk, trip position) emits one through the caller's ctx. */
typedef void (*KStepFn)(NpuLower *L, MmState *s, void *ctx, int kk, int k_parity);
static void k_loop(NpuLower *L, MmState *s, int64_t count, int per, int k_parity0, KStepFn step,
                   void *ctx, KPtr **ptrs, int nptr, const char *name) {
  NpuBuilder *b = L->b;
  int64_t trips = count / per, rem = count % per;
  if (trips > 0) {
    NpuLoop lp;
    bool loop = trips > 1;
    if (loop) {
      nb_loop_begin(b, &lp, trips, s->kc, arena_printf(L->a, "t%d_%s", s->task, name));
      npu_vaddr_reset(L);
    }
    for (int kk = 0; kk < per; kk++) step(L, s, ctx, kk, (k_parity0 + kk) & 1);
    for (int i = 0; i < nptr; i++) kptr_advance(L, s, ptrs[i], per);
    if (loop) {
      nb_loop_end(b, &lp);
      npu_vaddr_reset(L);
    }
  }
  for (int kk = 0; kk < rem; kk++) step(L, s, ctx, kk, (k_parity0 + kk) & 1);
}

/* Step j of a copy of the panel's scale tiles' halves (16 columns of 32
 * blocks, 1 KB) to their column groups in mx_scale_columns. */
typedef struct CopyCtx {
  KPtr from, to;
  int64_t half_to; /* mx_scale_columns from one half's group to the other's */
} CopyCtx;

static void copy_halves_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  CopyCtx *c = ctx;
  int m = par ? s->r.pop[0][1] : s->r.pop[0][0];
  int64_t fo = kptr_off(L, s, &c->from, kk, NPU_BF16_TILE), to = kptr_off(L, s, &c->to, kk, c->half_to + NPU_FP8_TILE);
  for (int h = 0; h < 2; h++) {
    nb_vload(L->b, m + h, c->from.reg, fo + h * NPU_FP8_TILE, c->from.fp);
    nb_vstore(L->b, m + h, c->to.reg, to + h * c->half_to, c->to.fp);
  }
}

/* Step k of a column's replication: the pair whose registers start at block
 * k's row of the column's two 16-column groups (the rows after it are that
 * group's later blocks and zeros, never another column's), its other rows
 * made -inf (vminimum with Hi: row 0 +inf, the rest -inf), then the column
 * maximum broadcast down each column: block k's scales in every row, exactly
 * (+-inf and -0 kept; a NaN reaches only its own column's blocks, whose
 * results the NaN makes NaN anyway). */
typedef struct ExpandCtx {
  KPtr from, to;
  int64_t group; /* mx_scale_columns from a group to the next */
  int hi;        /* the pair Hi */
} ExpandCtx;

static void expand_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  ExpandCtx *c = ctx;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  int w = par ? r->pop[0][0] : r->mxQ, z = par ? r->pop[0][1] : r->mxS;
  int64_t fo = kptr_off(L, s, &c->from, kk, c->group + NPU_FP8_TILE), to = kptr_off(L, s, &c->to, kk, NPU_BF16_TILE);
  nb_vload(b, w, c->from.reg, fo, c->from.fp);
  nb_vload(b, w + 1, c->from.reg, fo + c->group, c->from.fp);
  nb_vpu(b, NI_VMIN, w, w, c->hi);
  nb_vpu(b, NI_VREDMAX, z, w, 0);
  nb_vstore(b, z, c->to.reg, to, c->to.fp);
  nb_vstore(b, z + 1, c->to.reg, to + NPU_FP8_TILE, c->to.fp);
}

/* `count` steps of a k_loop, then the pointers past them all. */
static void k_loop_all(NpuLower *L, MmState *s, int64_t count, int per, KStepFn step, void *ctx, KPtr **ptrs,
                       int nptr, const char *name) {
  k_loop(L, s, count, per, 0, step, ctx, ptrs, nptr, name);
  for (int i = 0; i < nptr; i++) kptr_advance(L, s, ptrs[i], (int)(count % per));
}

enum { EXPAND_STEPS = 4 }; /* blocks replicated per trip */

/* The zero KB after a column group (mx_scale_columns), once per task: the
 * copies write only the blocks before it. */
static void zero_pad_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  (void)par;
  KPtr *c = ctx;
  nb_vstore(L->b, s->r.pop[0][0], c->reg, kptr_off(L, s, c, kk, NPU_FP8_TILE), c->fp);
}

static void zero_scale_pads(NpuLower *L, MmState *s) {
  MmPlan *p = s->p;
  int64_t col = mx_column_bytes(p);
  KPtr pad = {s->r.xa, col, 0, {0, p->vSc, 2 * p->Nb * col}};
  KPtr *ptrs[1] = {&pad};
  nb_vli_all(L->b, s->r.pop[0][0], NPU_BF16_ZERO);
  nb_li(L->b, s->r.xa, p->vSc + p->St * NPU_FP8_TILE);
  k_loop_all(L, s, 2 * p->Nb, EXPAND_STEPS, zero_pad_step, &pad, ptrs, 1, "mx_pads");
}

/* MX: the panel's scales (mx_scale_tiles, arrived) replicated down 32 rows
 * into mx_scale_panel, one pair per (block k, N tile j) at (k W + j) 2 KB,
 * as the K loops read them; the DMA moved each scale once. Runs while B's
 * panel transfer is in flight, which holds vB, dB and lB: the loops count
 * in rowc and lC (both set again after the panel's load). */
static void expand_scales(NpuLower *L, MmState *s, int W) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  int64_t col = mx_column_bytes(p), group2 = 2 * col;
  NpuVmem tiles = {0, p->vSt, p->St * W * NPU_BF16_TILE}, cols = {0, p->vSc, group2 * W},
          panel = {0, p->vS, p->Kt * W * NPU_BF16_TILE};
  s->kc = r->lC;
  /* tile (i, j)'s halves to groups 2j and 2j + 1, at block 32 i */
  CopyCtx cc = {{r->xa, NPU_BF16_TILE, 0, tiles}, {r->xb, group2, 0, cols}, col};
  KPtr *cptr[2] = {&cc.from, &cc.to};
  nb_li(b, r->xa, p->vSt);
  nb_li(b, r->xb, p->vSc);
  NpuLoop il;
  if (p->St > 1) {
    nb_loop_begin(b, &il, p->St, r->rowc, arena_printf(L->a, "t%d_mx_tile_rows", s->task));
    npu_vaddr_reset(L);
  }
  k_loop_all(L, s, W, EXPAND_STEPS, copy_halves_step, &cc, cptr, 2, "mx_halves");
  if (p->St > 1) {
    nb_add_const(b, r->xb, r->xb, NPU_FP8_TILE - group2 * W, r->tmp); /* group 0, the next 32 blocks */
    nb_loop_end(b, &il);
    npu_vaddr_reset(L);
  }
  /* Hi: A = row 0 one, the rest 0; N = A - 1/A (row 0: 0, the rest -inf);
   * Hi = 1/N + N (row 0: +inf + 0, the rest -0 + -inf) */
  int A = r->pop[1][0], Hi = r->pop[1][1];
  nb_vli_row(b, A, 1);
  nb_vli_row(b, A + 1, 1);
  nb_vpu(b, NI_VRECIP, Hi, A, 0);
  nb_vpu(b, NI_VSUB, A, A, Hi);
  nb_vpu(b, NI_VRECIP, Hi, A, 0);
  nb_vpu(b, NI_VADD, Hi, Hi, A);
  /* per N tile j: its Kt blocks, group 2j's row k -> pair (k, j) */
  ExpandCtx ec = {{r->xa, NPU_FP8_TILE / NPU_TILE, 0, cols}, {r->xb, (int64_t)W * NPU_BF16_TILE, 0, panel}, col, Hi};
  KPtr *eptr[2] = {&ec.from, &ec.to};
  nb_li(b, r->xa, p->vSc);
  nb_li(b, r->xb, p->vS);
  NpuLoop jl;
  if (W > 1) {
    nb_loop_begin(b, &jl, W, r->rowc, arena_printf(L->a, "t%d_mx_columns", s->task));
    npu_vaddr_reset(L);
  }
  k_loop_all(L, s, p->Kt, EXPAND_STEPS, expand_step, &ec, eptr, 2, "mx_blocks");
  if (W > 1) {
    nb_add_const(b, r->xa, r->xa, group2 - p->Kt * ec.from.row, r->tmp);
    nb_add_const(b, r->xb, r->xb, NPU_BF16_TILE - p->Kt * ec.to.row, r->tmp);
    nb_loop_end(b, &jl);
    npu_vaddr_reset(L);
  }
  s->kc = r->lB;
}

/* Demotion of bf16 tiles to fp8 in place (hi in the first KB of each 2 KB
 * tile, the residual in the second when split), a loop over the tiles. */
typedef struct CvtCtx {
  KPtr p;
  bool split;
  int *ring, *pos, nring;
} CvtCtx;

static void convert_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  CvtCtx *c = ctx;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  int64_t off = kptr_off(L, s, &c->p, kk, NPU_BF16_TILE);
  /* two conversion pairs in turn when the residual does not need cvt2 */
  int pair = !c->split && par ? r->cvt2 : r->cvt;
  nb_vload(b, pair, c->p.reg, off, c->p.fp);
  nb_vload(b, pair + 1, c->p.reg, off + NPU_FP8_TILE, c->p.fp);
  int hi = c->ring[(*c->pos)++ % c->nring], lo = c->split ? c->ring[(*c->pos)++ % c->nring] : -1;
  to_fp8x2(L, s, hi, lo, pair, false);
  nb_vstore(b, hi, c->p.reg, off, c->p.fp);
  if (lo >= 0) nb_vstore(b, lo, c->p.reg, off + NPU_FP8_TILE, c->p.fp);
}

/* One bf16 tile demoted to one fp8 term and stored at its packed place (1
 * KB a tile): a staged chunk's into B's panel (clamped), or an A row's
 * (`row_scaled`: times the row's 1/r) into the row as it is stored, and in
 * place (its 2 KB's first KB) for the K loops. */
static void pack_step(NpuLower *L, MmState *s, KPtr *src, KPtr *dst, int j, bool row_scaled) {
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  int64_t so = kptr_off(L, s, src, j, NPU_BF16_TILE), d = kptr_off(L, s, dst, j, NPU_FP8_TILE);
  int pair = j & 1 ? r->cvt2 : r->cvt;
  nb_vload(b, pair, src->reg, so, src->fp);
  nb_vload(b, pair + 1, src->reg, so + NPU_FP8_TILE, src->fp);
  int hi = r->ringB[1][s->rb[1]++ % RING_B];
  to_fp8x2(L, s, hi, -1, pair, row_scaled);
  nb_vstore(b, hi, dst->reg, d, dst->fp);
  if (row_scaled) nb_vstore(b, hi, src->reg, so, src->fp);
}

/* Chunk k of a K-row load: wait for it, ask for chunk k+1 (`next`), demote
 * chunk k's tiles (`convert`). The chunk in flight and the one demoted are
 * slot spaces NEXT and CUR: the loop swaps their names every trip. `pack`:
 * the chunks land in the two C rows in turn (idle while a panel loads) and
 * their fp8 tiles go to the panel packed, x[xb] walking it; else each chunk
 * lands in its place in the panel and is demoted there. */
enum { SP_CUR = 1, SP_NEXT = 2 };
static void chunk_step(NpuLower *L, MmState *s, int64_t dstride, int64_t chunk, bool convert, bool pack,
                       bool next) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  nb_dma_wait(b, CH_B);
  if (convert) nb_alui(b, NI_ADDI, r->xa, r->vB, 0);
  if (next) {
    if (pack) { /* the other C row: vB = vC0 + vC1 - vB */
      nb_alu(b, NI_ADD, r->tmp, r->vC[0], r->vC[1]);
      nb_alu(b, NI_SUB, r->vB, r->tmp, r->vB);
    } else {
      nb_add_const(b, r->vB, r->vB, chunk, r->tmp);
    }
    nb_add_const(b, r->dB, r->dB, dstride, r->tmp);
    nb_dma_load(b, CH_B, r->vB, r->dB, r->lB, (NpuVmem){SP_NEXT, 0, chunk});
  }
  if (!convert) return;
  int W = (int)(chunk / NPU_BF16_TILE);
  if (pack) {
    KPtr src = {r->xa, NPU_BF16_TILE, 0, {SP_CUR, 0, chunk}},
         dst = {r->xb, NPU_FP8_TILE, 0, {0, p->vB, p->Kt * W * NPU_FP8_TILE}};
    for (int j = 0; j < W; j++) pack_step(L, s, &src, &dst, j, false);
    kptr_advance(L, s, &dst, W);
    return;
  }
  CvtCtx c = {{r->xa, NPU_BF16_TILE, 0, {SP_CUR, 0, chunk}}, p->b_split, r->ringB[1], &s->rb[1], RING_B};
  for (int j = 0; j < W; j++) convert_step(L, s, &c, j, j & 1);
}

/* `count` chunks of `chunk` bytes, DRAM x[dB] + k dstride -> VMEM vbase + k
 * chunk, as a counted loop in which chunk k+1 loads while chunk k is
 * demoted. Drained before and after: the slot spaces alias VMEM that the
 * code around addresses physically (space 0). */
static void load_chunks(NpuLower *L, MmState *s, int64_t count, int64_t vbase, int64_t dstride, int64_t chunk,
                        bool convert, bool early, const char *name) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  /* a demoted B of one term is packed (B's VMEM tiles are 1 KB: p->tbv) */
  bool pack = convert && p->tbv < p->tbd;
  nb_drain(b); /* what came before reached this VMEM as space 0 */
  nb_li(b, r->vB, pack ? p->vC[0] : vbase);
  if (pack) nb_li(b, r->xb, vbase);
  nb_li(b, r->lB, chunk);
  nb_dma_load(b, CH_B, r->vB, r->dB, r->lB, (NpuVmem){SP_CUR, 0, chunk});
  if (early) while_b_loads(L, s, (int)(chunk / p->tbd));
  int64_t trips = count - 1;
  if (trips > 0) {
    NpuLoop lp;
    bool loop = trips > 1;
    if (loop) {
      nb_loop_begin(b, &lp, trips, r->rowc, arena_printf(L->a, "t%d_%s", s->task, name));
      npu_vaddr_reset(L);
    }
    chunk_step(L, s, dstride, chunk, convert, pack, true);
    nb_swap_spaces(b, SP_CUR, SP_NEXT);
    if (loop) {
      nb_loop_end(b, &lp);
      npu_vaddr_reset(L);
    }
  }
  chunk_step(L, s, dstride, chunk, convert, pack, false);
  nb_drain(b);
}

/* Output tiles j0.. of a row whose K loops run together, on (u, acc). */
typedef struct MmGroup {
  int j0, n, u[GROUP_MAX], acc[GROUP_MAX];
  KPtr a, bt, sc;
  bool first;   /* the step is k = 0: products start afresh */
  bool convert; /* A is bf16 in VMEM: demote each tile, use it, store it for the next groups */
  int xj;       /* >= 0: x[xj] is the group's first C tile in VMEM (a loop over groups), else j0 says */
  int slot;
  /* split operands: one tile, its K steps shared by both MXUs (ksplit_mxu);
   * fresh[u]: u's next product starts its accumulators; force_u >= 0: the
   * step runs on that MXU (the two unrolled steps that start them) */
  bool ksplit, fresh[2];
  int force_u;
  bool has_next; /* another group of the row follows (at j0 + n, C tile xj + n 2 KB) */
} MmGroup;

/* Which MXU runs step kk of a K trip when split operands share one tile's K
 * between the MXUs: mxu0 takes 3 of every 8 (a split step is three products
 * and two weight pushes, about 2.1x longer on mxu0), so both finish together
 * and neither waits on the other's accumulators. */
static int ksplit_mxu(int kk) {
  static const char mxu_of_step[K_UNROLL] = {1, 0, 1, 1, 0, 1, 1, 0};
  return mxu_of_step[kk % K_UNROLL];
}

/* One K step of a group: A once per MXU, then per tile B's tile pushed and
 * multiplied (block scales: popped, scaled, summed on the VPU). */
static void group_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  MmGroup *gr = ctx;
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  bool split = p->a_split || p->b_split;
  int64_t ao = kptr_off(L, s, &gr->a, kk, NPU_BF16_TILE);
  int64_t bo = kptr_off(L, s, &gr->bt, kk, GROUP_MAX * NPU_BF16_TILE);
  int64_t so = p->mx ? kptr_off(L, s, &gr->sc, kk, GROUP_MAX * NPU_BF16_TILE) : 0;
  int ahi[2] = {-1, -1}, alo[2] = {-1, -1};
  int only_u = !gr->ksplit ? -1 : gr->force_u >= 0 ? gr->force_u : ksplit_mxu(kk);
  bool share = p->share_a && !gr->convert;
  for (int u = 1; u >= 0; u--) {
    bool used = false;
    for (int g = 0; g < gr->n; g++) used |= (only_u >= 0 ? only_u : gr->u[g]) == u;
    if (!used) continue;
    /* share_a: mxu0 reads mxu1's A register (the scheduler orders their
     * reads), taken from one ring of both MXUs' A registers */
    if (share && u == 0 && ahi[1] >= 0) {
      ahi[0] = ahi[1];
      continue;
    }
    if (share) {
      int i = s->ra[1]++ % (2 * s->na);
      ahi[u] = r->ringA[1 - i / s->na][i % s->na];
      nb_vload(b, ahi[u], gr->a.reg, ao, gr->a.fp);
      continue;
    }
    ahi[u] = r->ringA[u][s->ra[u]++ % s->na];
    if (gr->convert && u == (only_u >= 0 ? only_u : 1)) {
      /* the row's first group demotes A in place as it goes (mxu1 uses
       * the registers, everyone after reads the fp8 tiles back) */
      int pair = !p->a_split && par ? r->cvt2 : r->cvt;
      nb_vload(b, pair, gr->a.reg, ao, gr->a.fp);
      nb_vload(b, pair + 1, gr->a.reg, ao + NPU_FP8_TILE, gr->a.fp);
      if (p->a_split) alo[u] = r->ringA[u][s->ra[u]++ % s->na];
      to_fp8x2(L, s, ahi[u], alo[u], pair, true);
      nb_vstore(b, ahi[u], gr->a.reg, ao, gr->a.fp);
      if (p->a_split) nb_vstore(b, alo[u], gr->a.reg, ao + NPU_FP8_TILE, gr->a.fp);
      continue;
    }
    nb_vload(b, ahi[u], gr->a.reg, ao, gr->a.fp);
    if (p->a_split) {
      alo[u] = r->ringA[u][s->ra[u]++ % s->na];
      nb_vload(b, alo[u], gr->a.reg, ao + NPU_FP8_TILE, gr->a.fp);
    }
  }
  bool more = !gr->first && !p->mx;
  if (only_u >= 0) {
    more = !gr->fresh[only_u];
    gr->fresh[only_u] = false;
  }
  for (int g = 0; g < gr->n; g++) {
    /* block scales, one tile a group: its accumulators alternate by k */
    bool alt = p->mx && !split && gr->n == 1;
    int u = only_u >= 0 ? only_u : gr->u[g], acc = alt ? par : gr->acc[g];
    int64_t bt = bo + (int64_t)g * p->tbv;
    int rb = r->ringB[u][s->rb[u]++ % RING_B];
    nb_vload(b, rb, gr->bt.reg, bt, gr->bt.fp);
    int w = split ? 0 : s->wnext[u];
    s->wnext[u] ^= 1;
    nb_push_w(b, u, w, rb);
    nb_matmul(b, u, acc, ahi[u], w, more);
    if (p->a_split) nb_matmul(b, u, 1, alo[u], w, more);
    if (p->b_split) {
      int blo = r->ringB[u][s->rb[u]++ % RING_B];
      nb_vload(b, blo, gr->bt.reg, bt + NPU_FP8_TILE, gr->bt.fp);
      nb_push_w(b, u, 1, blo);
      nb_matmul(b, u, 1, ahi[u], 1, more || p->a_split);
    }
    if (p->mx) {
      /* P = sum_k s_k (A_k B_k): the block's product times its per-column
       * scale, added in bf16; without split operands the product and scale
       * pairs alternate with k, or between a group's two tiles (mxu0's pop
       * pairs: it has no tiles here) */
      int P = r->pop[u][gr->acc[g]];
      bool other = !split && (alt ? par : g == 1);
      int Q = other ? r->pop[0][0] : r->mxQ, S = other ? r->pop[0][1] : r->mxS;
      pop_result(L, s, u, acc, Q);
      int64_t st = so + (int64_t)g * NPU_BF16_TILE;
      nb_vload(b, S, gr->sc.reg, st, gr->sc.fp);
      nb_vload(b, S + 1, gr->sc.reg, st + NPU_FP8_TILE, gr->sc.fp);
      if (gr->first) nb_vpu(b, NI_VMUL, P, Q, S);
      else {
        nb_vpu(b, NI_VMUL, Q, Q, S);
        nb_vpu(b, NI_VADD, P, P, Q);
      }
    }
  }
}

/* Point xb (and xs) at B's (and the scales') column `ahead` tiles after a
 * group's first: from its C tile x[xj] (j0 tiles of 2 KB in) in a loop over
 * groups, else a constant. */
static void set_k_ptrs(NpuLower *L, MmState *s, int xj, int slot, int j0, int ahead) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  if (xj >= 0) {
    nb_alu(b, NI_SUB, r->xb, xj, r->vC[slot]);
    if (p->tbv == NPU_FP8_TILE) nb_alui(b, NI_SRLI, r->xb, r->xb, 1);
    nb_add_const(b, r->xb, r->xb, p->vB + (int64_t)ahead * p->tbv, r->tmp);
  } else {
    nb_li(b, r->xb, p->vB + (int64_t)(j0 + ahead) * p->tbv);
  }
  if (!p->mx) return;
  if (xj >= 0) {
    nb_alu(b, NI_SUB, r->xs, xj, r->vC[slot]);
    nb_add_const(b, r->xs, r->xs, p->vS + (int64_t)ahead * NPU_BF16_TILE, r->tmp);
  } else {
    nb_li(b, r->xs, p->vS + (int64_t)(j0 + ahead) * NPU_BF16_TILE);
  }
}

/* The group's products over all of K: step 0 (which overwrites the
 * accumulators), then the rest as a counted loop. */
static void emit_group_k(NpuLower *L, MmState *s, MmGroup *gr, int W, int64_t aslot) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  /* a workspace row's fp8 tiles are packed (1 KB apart); the rest are in
   * their place (p->ta apart: a demoted tile in its 2 KB's first KB) */
  int64_t ta = s->ws_load ? NPU_FP8_TILE : p->ta;
  gr->a = (KPtr){r->xa, ta, 0, {0, aslot, p->Kt * ta}};
  gr->bt = (KPtr){r->xb, (int64_t)W * p->tbv, 0, {0, p->vB, p->Kt * W * p->tbv}};
  nb_li(b, r->xa, aslot);
  if (!s->k_ptrs_set) set_k_ptrs(L, s, gr->xj, gr->slot, gr->j0, 0);
  s->k_ptrs_set = false;
  KPtr *ptrs[3] = {&gr->a, &gr->bt, &gr->sc};
  int nptr = 2;
  if (p->mx) {
    gr->sc = (KPtr){r->xs, (int64_t)W * NPU_BF16_TILE, 0, {0, p->vS, p->Kt * W * NPU_BF16_TILE}};
    nptr = 3;
  }
  if (gr->ksplit) {
    /* step 0 starts mxu1's accumulators, step 1 mxu0's; the rest alternate */
    gr->fresh[0] = gr->fresh[1] = true;
    gr->force_u = 1;
    group_step(L, s, gr, 0, 0);
    gr->force_u = 0;
    group_step(L, s, gr, 1, 1);
    gr->force_u = -1;
    for (int i = 0; i < nptr; i++) kptr_advance(L, s, ptrs[i], 2);
    k_loop(L, s, p->Kt - 2, p->KU, 0, group_step, gr, ptrs, nptr, "k");
    return;
  }
  gr->first = true;
  group_step(L, s, gr, 0, 0);
  gr->first = false;
  if (p->Kt == 1) return;
  for (int i = 0; i < nptr; i++) kptr_advance(L, s, ptrs[i], 1);
  k_loop(L, s, p->Kt - 1, p->KU, 1, group_step, gr, ptrs, nptr, "k");
}

/* The row's scales (A demoted at run time): its K tiles folded into the
 * running max and min (kern_scale.c), as a counted loop, then 1/r and r. */
static void amax_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  (void)par;
  KPtr *c = ctx;
  const NpuRowScale *rs = &s->r.rs;
  int64_t off = kptr_off(L, s, c, kk, NPU_BF16_TILE);
  nb_vload(L->b, rs->tmp, c->reg, off, c->fp);
  nb_vload(L->b, rs->tmp + 1, c->reg, off + NPU_FP8_TILE, c->fp);
  npu_row_scale_fold(L->b, rs, rs->tmp, false);
}

static void emit_row_scale(NpuLower *L, MmState *s, int64_t aslot) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  KPtr c = {r->xa, p->ta, 0, {0, aslot, p->Kt * p->ta}};
  nb_li(b, r->xa, aslot);
  /* tile 0 into max, tile 1 starts min, the rest fold in a counted loop */
  nb_vload(b, r->rs.max, r->xa, 0, c.fp);
  nb_vload(b, r->rs.max + 1, r->xa, NPU_FP8_TILE, c.fp);
  if (p->Kt > 1) {
    nb_vload(b, r->rs.tmp, r->xa, NPU_BF16_TILE, c.fp);
    nb_vload(b, r->rs.tmp + 1, r->xa, NPU_BF16_TILE + NPU_FP8_TILE, c.fp);
    npu_row_scale_fold(b, &r->rs, r->rs.tmp, true);
  }
  if (p->Kt > 2) {
    KPtr *ptrs[1] = {&c};
    kptr_advance(L, s, &c, 2);
    k_loop(L, s, p->Kt - 2, p->KU, 0, amax_step, &c, ptrs, 1, "amax");
  }
  npu_row_scale_finish(b, &r->rs, p->Kt == 1, r->rsS, r->rsU, p->dequant);
}

/* a_ws: the first panel's row demoted (times 1/r, one fp8 term: the bytes
 * the K loops' in-place demotion made), in place for the K loops and packed
 * into a_ws_row, r after it, which goes out to the workspace row. A DMA
 * holds the VMEM it reads until it completes (even against reads): the K
 * loops read the slot meanwhile, and the next row waits for the store
 * before it packs again. */
typedef struct PackCtx {
  KPtr src, dst;
} PackCtx;

static void pack_a_step(NpuLower *L, MmState *s, void *ctx, int kk, int par) {
  (void)par;
  PackCtx *c = ctx;
  pack_step(L, s, &c->src, &c->dst, kk, true);
}

static void store_ws_row(NpuLower *L, MmState *s, int64_t aslot) {
  MmPlan *p = s->p;
  MmRegs *r = &s->r;
  NpuBuilder *b = L->b;
  NpuVmem row = {0, p->vW, ws_row_bytes(p)};
  nb_dma_wait_cover(b, CH_W, r->wp, r->wv, r->wl, row); /* the row before's store (the first row: the dma.config set before the rows) */
  PackCtx c = {{r->xa, p->ta, 0, {0, aslot, p->Kt * p->ta}}, {r->xb, NPU_FP8_TILE, 0, row}};
  KPtr *ptrs[2] = {&c.src, &c.dst};
  nb_li(b, r->xa, aslot);
  nb_li(b, r->xb, p->vW);
  k_loop_all(L, s, p->Kt, p->KU, pack_a_step, &c, ptrs, 2, "a_fp8");
  npu_vstore_at(L, r->rsU, p->vW + p->Kt * NPU_FP8_TILE);
  nb_alu(b, NI_ADD, r->wp, r->wp, r->wl);
  nb_dma_store(b, CH_W, r->wp, r->wv, r->wl, row);
}

/* Where epilogue tensor i's tile 0 is in VMEM for C slot `slot` when the
 * epilogue reads it tile by tile (a streamed tile or a row vector); -1 for a
 * splat, which every tile reads at one address. */
static int64_t tile_source(const MmPlan *p, int slot, int i) {
  switch (p->ep.v[p->ebuf[i]].src) {
  case NL_BF16_TILE: return p->vE[slot][i];
  case NL_ROWS_REP: return p->vRow[i];
  default: return -1;
  }
}

/* The lowest tile source's address, or -1 when there is none. */
static int64_t lowest_tile_source(const MmPlan *p, int slot) {
  int64_t lo = -1;
  for (int i = 0; i < p->nebuf; i++) {
    int64_t at = tile_source(p, slot, i);
    if (at >= 0 && (lo < 0 || at < lo)) lo = at;
  }
  return lo;
}

/* Whether a loop over groups of gmax tiles reaches every tile source from
 * one pointer at the lowest: each source's pair of a group's last tile is
 * within a vload's offset (NPU_VOFF_MAX). */
static bool tile_sources_reachable(const MmPlan *p, int slot, int gmax) {
  int64_t lo = lowest_tile_source(p, slot);
  for (int i = 0; i < p->nebuf; i++) {
    int64_t at = tile_source(p, slot, i);
    if (at >= 0 && at - lo + (int64_t)(gmax - 1) * NPU_BF16_TILE + NPU_FP8_TILE > NPU_VOFF_MAX) return false;
  }
  return true;
}

/* A group's products, then per tile its pop, epilogue and store into the
 * C slot (through x[xj] in a loop over groups). */
static void emit_group(NpuLower *L, MmState *s, MmGroup *grp, int W, int64_t aslot, bool *waited_c) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  int slot = grp->slot;
  bool split = p->a_split || p->b_split;
  for (int g = 0; g < grp->n; g++) {
    grp->u[g] = g == 2 || (split && g == 1) ? 0 : 1;
    grp->acc[g] = split ? 0 : p->mx ? g : g == 1;
  }
  emit_group_k(L, s, grp, W, aslot);
  /* in a loop over groups the epilogue's tiles are reached through xb (idle
   * once the K loop is done): the lowest source's tile j0 */
  int64_t tiles_at = lowest_tile_source(p, slot);
  /* else, with split operands, the next group's K pointers are set now,
   * from this group's C pointer: set after the stores below, from x[xj] as
   * the loop bumps it past them (a register a store reads at its
   * completion), they held the next group's first vloads behind this
   * group's pops, its six VPU ops and stores (fp8x2 512^3: 1,124,874 ->
   * 1,109,626 cycles). A plain group's pop and store are short: 512^3 and
   * 1024^3 fp8 gain 10 and 30 cycles, so they keep their code. */
  if (split && grp->has_next && !(grp->xj >= 0 && tiles_at >= 0)) {
    set_k_ptrs(L, s, grp->xj, slot, grp->j0, grp->n);
    s->k_ptrs_set = true;
  }
  if (grp->xj >= 0 && tiles_at >= 0) {
    nb_alu(b, NI_SUB, r->xb, grp->xj, r->vC[slot]);
    nb_add_const(b, r->xb, r->xb, tiles_at, r->tmp);
  }
  NpuVmem cfp = {0, p->vC[slot], (int64_t)W * NPU_BF16_TILE};
  for (int g = 0; g < grp->n; g++) {
    int j = grp->j0 + g, u = grp->u[g], acc = grp->acc[g];
    int P = r->pop[u][acc];
    if (!p->mx) pop_result(L, s, u, acc, P);
    if (grp->ksplit) {
      /* mxu0's share of K */
      pop_result(L, s, 0, 0, r->pop[0][0]);
      nb_vpu(b, NI_VADD, P, P, r->pop[0][0]);
    }
    if (p->a_bf16) nb_vpu(b, NI_VMUL, P, P, r->rsU);
    NpuVloc src[64];
    for (int i = 0; i < p->ep.nv && i < 64; i++) src[i] = npu_vloc_phys(-1);
    for (int i = 0; i < p->nebuf; i++) {
      int64_t at = tile_source(p, slot, i);
      if (at < 0) src[p->ebuf[i]] = npu_vloc_phys(p->vSplat[i]);
      else if (grp->xj < 0) src[p->ebuf[i]] = npu_vloc_phys(at + (int64_t)j * NPU_BF16_TILE);
      else
        src[p->ebuf[i]] = (NpuVloc){r->xb, at - tiles_at + (int64_t)g * NPU_BF16_TILE,
                                    {0, at, (int64_t)W * NPU_BF16_TILE}};
    }
    if (j == 0)
      for (int k = 0; k < s->nstream; k++) nb_dma_wait(b, CH_E + k);
    int R = npu_epilogue_apply_at(L, &p->ep, P, r->tmpPair, r->ntmp, src);
    if (!*waited_c) {
      nb_dma_wait_cover(b, slot ? CH_C1 : CH_C0, r->crow[slot], 0, 0, cfp);
      nb_li(b, r->tmp, 2 * p->Nt * NPU_BF16_TILE);
      nb_alu(b, NI_ADD, r->crow[slot], r->crow[slot], r->tmp);
      *waited_c = true;
    }
    if (grp->xj >= 0) {
      nb_vstore(b, R, grp->xj, (int64_t)g * NPU_BF16_TILE, cfp);
      nb_vstore(b, R + 1, grp->xj, (int64_t)g * NPU_BF16_TILE + NPU_FP8_TILE, cfp);
    } else {
      npu_vstore_pair_at(L, R, p->vC[slot] + (int64_t)j * NPU_BF16_TILE);
    }
  }
}

/* One row of output tiles (m) of a panel of W tiles, A in slot `slot`.
 * `prefetch`: issue the next A row; `last_rewind`: the row may be the last
 * of the panel (loop counter rowc == 1) and then rewinds by `rewind`. */
static void emit_row(NpuLower *L, MmState *s, int W, int slot, bool prefetch, bool last_rewind) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  int64_t rowA = s->ws_load ? ws_row_bytes(p) : p->Kt * p->ta;
  if (!s->rs_ready) nb_dma_wait(b, CH_A); /* else early_row_scale waited */
  emit_row_streams(L, s, W, slot);
  if (prefetch) {
    if (last_rewind) {
      /* an = an + rowA - (rowc == 1 ? rewind : 0), without branches */
      nb_alui(b, NI_ADDI, r->tmp, r->rowc, -1);
      nb_alu(b, NI_SLTU, r->tmp, 0, r->tmp);      /* 1 unless last */
      nb_alui(b, NI_ADDI, r->tmp, r->tmp, -1);    /* 0 unless last, else -1 */
      if (s->ws_store) { /* the last prefetches the workspace's first row (rewind says where) */
        nb_li(b, r->lAcur, rowA - ws_row_bytes(p));
        nb_alu(b, NI_AND, r->lAcur, r->lAcur, r->tmp);
        nb_alu(b, NI_SUB, r->lAcur, r->lA, r->lAcur);
      } else {
        nb_alu(b, NI_AND, r->lAcur, r->tmp, r->endmask); /* -1: nothing left to prefetch */
        nb_alui(b, NI_XORI, r->lAcur, r->lAcur, -1);
        nb_alu(b, NI_AND, r->lAcur, r->lAcur, r->lA);
      }
      nb_alu(b, NI_AND, r->tmp, r->tmp, r->rewind);
      nb_alu(b, NI_SUB, r->an, r->an, r->tmp);
    }
    nb_alu(b, NI_ADD, r->an, r->an, r->lA);
    nb_li(b, r->vA, p->vA[1 - slot]);
    nb_dma_load(b, CH_A, r->vA, r->an, r->lAcur, (NpuVmem){0, p->vA[1 - slot], rowA});
  }
  int64_t aslot = p->vA[slot];
  if (p->a_bf16) {
    NpuVmem fp = {0, p->vRS, p->Mt * RS_CACHE_ROW};
    int pr[4] = {r->rsS, r->rsS + 1, r->rsU, r->rsU + 1};
    if (s->ws_load) {
      npu_vload_at(L, r->rsU, aslot + p->Kt * NPU_FP8_TILE);
      npu_vload_at(L, r->rsU + 1, aslot + p->Kt * NPU_FP8_TILE);
    } else if ((!p->rs_cache || s->rs_find) && !s->rs_ready) {
      emit_row_scale(L, s, aslot);
    }
    if (s->ws_store) store_ws_row(L, s, aslot);
    s->rs_ready = false;
    for (int i = 0; p->rs_cache && i < 4; i++) {
      if (s->rs_find) nb_vstore(b, pr[i], r->xrs, (int64_t)i * NPU_FP8_TILE, fp);
      else nb_vload(b, pr[i], r->xrs, (int64_t)i * NPU_FP8_TILE, fp);
    }
    if (p->rs_cache) nb_add_const(b, r->xrs, r->xrs, RS_CACHE_ROW, r->tmp);
  }
  /* output tiles in groups whose K loops run together: two on mxu1 (acc0,
   * acc1, one A register) and one on mxu0 (2.7x slower, its own A copy: the
   * MXUs must not read one register at once); one per MXU when split
   * operands take both accumulators; with block scales two on mxu1, whose
   * products are popped and scaled in turn (a lone tile's accumulators
   * alternate by k so that a pop overlaps the next product), or one with
   * split operands */
  bool split = p->a_split || p->b_split;
  bool ksplit = p->ksplit;
  int gmax = ksplit || (p->mx && split) ? 1 : split || p->mx ? 2 : GROUP_MAX;
  /* the groups after the first as a counted loop, when the registers are
   * there and the epilogue reads no tensor tile by tile */
  int full = W / gmax;
  /* groups a trip of that loop runs: a trip ends drained, and a tile whose
   * K both MXUs share ends with their pops and VPU adds, which the next
   * tile's products overlap only inside one trip. Two a trip: 512^3 fp8x2
   * 1,141,349 -> 1,124,885 cycles, 256x512x544 765,120 -> 756,884 (four:
   * 0.8% less again, for twice the code). Longer K pays the tail back
   * itself (K 32 tiles, 128x1024x1024: 0.4% for 40% more code): one. */
  int gpt = ksplit && p->Kt <= 2 + p->KU && (full - 1) / 2 >= 2 ? 2 : 1;
  int trips = (full - 1) / gpt;
  bool jloop = s->xj >= 0 && full >= 3 && tile_sources_reachable(p, slot, gmax);
  bool waited_c = false;
  for (int j0 = 0; j0 < W; j0 += gmax) {
    MmGroup grp = {.j0 = j0, .n = W - j0 < gmax ? W - j0 : gmax, .convert = p->a_bf16 && !p->a_ws && j0 == 0,
                   .xj = -1, .slot = slot, .ksplit = ksplit, .force_u = -1, .has_next = j0 + gmax < W};
    NpuLoop jl;
    if (jloop && j0 == gmax) {
      nb_add_const(b, s->xj, r->vC[slot], (int64_t)gmax * NPU_BF16_TILE, r->tmp);
      nb_loop_begin(b, &jl, trips, s->xjc, arena_printf(L->a, "t%d_groups", s->task));
      npu_vaddr_reset(L);
    }
    if (jloop && j0 >= gmax) grp.xj = s->xj;
    emit_group(L, s, &grp, W, aslot, &waited_c);
    if (jloop && j0 >= gmax && j0 < full * gmax)
      nb_add_const(b, s->xj, s->xj, (int64_t)gmax * NPU_BF16_TILE, r->tmp);
    if (jloop && j0 == gpt * gmax) {
      nb_loop_end(b, &jl);
      npu_vaddr_reset(L);
      j0 = trips * gpt * gmax; /* the loop ran groups 1 .. trips * gpt */
    }
  }
  s->k_ptrs_set = false; /* the loop's last trip may have set them for no group */
  nb_dma_store(b, slot ? CH_C1 : CH_C0, r->crow[slot], r->vC[slot], r->lC,
               (NpuVmem){0, p->vC[slot], (int64_t)W * NPU_BF16_TILE});
}

/* One panel of W output-tile columns: load B (and row vectors), run the rows. */
static void emit_panel(NpuLower *L, MmState *s, int W, bool last_panel_dynamic, bool is_last,
                       bool batch_loop) {
  MmPlan *p = s->p;
  NpuBuilder *b = L->b;
  MmRegs *r = &s->r;
  /* C stores of the previous panel read crow/lC and the C slots */
  nb_dma_wait_cover(b, CH_C0, r->crow[0], r->lC, 0, (NpuVmem){0, p->vC[0], (int64_t)p->Nb * NPU_BF16_TILE});
  nb_dma_wait_cover(b, CH_C1, r->crow[1], r->lC, 0, (NpuVmem){0, p->vC[1], (int64_t)p->Nb * NPU_BF16_TILE});
  /* the first row's scale overlaps B's load when the rows run straight (no
   * row loop: the first row is the first in every run of this code) and
   * the row is at most 3 K tiles (no amax loop, whose counter would be B's
   * length register; measured: longer rows (K 10, 16 tiles) and block
   * scales (mx) came out slower, not faster); with odd M its A row is asked
   * for before B */
  bool even = p->Mt % 2 == 0;
  s->rs_early = p->a_bf16 && !p->mx && !p->a_ws && p->Mt <= 3 && p->Kt <= 3 && (!p->rs_cache || s->rs_find);
  int64_t rowA = s->ws_load ? ws_row_bytes(p) : p->Kt * p->ta;
  if (s->rs_early && !even) {
    nb_alui(b, NI_ADDI, r->an, r->ab, 0);
    nb_li(b, r->vA, p->vA[0]);
    nb_alui(b, NI_ADDI, r->lAcur, r->lA, 0);
    nb_dma_load(b, CH_A, r->vA, r->an, r->lAcur, (NpuVmem){0, p->vA[0], rowA});
  }
  /* block scales: their tiles first (the DMA then brings B while the
   * kernel replicates them) */
  if (p->mx) load_scale_tiles(L, s, W);
  s->mx_expand = p->mx;
  load_b_panel(L, s, W);
  s->rs_early = s->mx_expand = false;
  if (p->rs_cache) nb_li(b, r->xrs, p->vRS);
  load_panel_vectors(L, s, W, -1);
  nb_li(b, r->tmp, (int64_t)W * p->tbd);
  nb_alu(b, NI_ADD, r->bp, r->bp, r->tmp);
  /* row pointers, pre-decremented by two rows: each row adds 2*Nt*2048
   * after waiting for its slot's previous store */
  nb_add_const(b, r->crow[0], r->cp, -2 * p->Nt * NPU_BF16_TILE, r->tmp);
  nb_add_const(b, r->crow[1], r->cp, -p->Nt * NPU_BF16_TILE, r->tmp);
  nb_li(b, r->tmp, (int64_t)W * NPU_BF16_TILE);
  nb_alu(b, NI_ADD, r->cp, r->cp, r->tmp);
  nb_li(b, r->lC, (int64_t)W * NPU_BF16_TILE);
  /* placeholders so that every row finds its store channel busy */
  nb_dma_config(b, CH_C0);
  nb_dma_config(b, CH_C1);
  if (s->ws_store) { /* the workspace rows, pre-decremented by one */
    nb_li(b, r->wl, ws_row_bytes(p));
    nb_li(b, r->wv, p->vW);
    npu_param_li(L, r->wp, L->buf[p->ws].addr);
    nb_alu(b, NI_SUB, r->wp, r->wp, r->wl);
    nb_dma_config(b, CH_W);
  }
  if (even) {
    int64_t rew = p->Mt * rowA;
    if (p->a_bstride != 0 && (is_last && !last_panel_dynamic)) rew = 0;
    nb_li(b, r->rewind, rew);
    if (s->ws_store) { /* back to the workspace's first row: an + lA - rewind = ws */
      nb_alu(b, NI_ADD, r->rewind, r->rewind, r->ab);
      npu_param_li(L, r->tmp, L->buf[p->ws].addr);
      nb_alu(b, NI_SUB, r->rewind, r->rewind, r->tmp);
    }
    if (last_panel_dynamic && p->a_bstride != 0) {
      /* inside the panel loop: no rewind in its last iteration (next batch) */
      nb_alui(b, NI_ADDI, r->tmp, r->panc, -1);
      nb_alu(b, NI_SLTU, r->tmp, 0, r->tmp);
      nb_alu(b, NI_SUB, r->tmp, 0, r->tmp);
      nb_alu(b, NI_AND, r->rewind, r->rewind, r->tmp);
    }
    /* the task's last row prefetches nothing (a zero-length transfer) */
    nb_li(b, r->endmask, is_last ? -1 : 0);
    if (last_panel_dynamic) {
      nb_alui(b, NI_ADDI, r->tmp, r->panc, -1);
      nb_alu(b, NI_SLTU, r->tmp, 0, r->tmp);
      nb_alui(b, NI_ADDI, r->tmp, r->tmp, -1);
      nb_alu(b, NI_AND, r->endmask, r->endmask, r->tmp);
    }
    if (batch_loop) {
      nb_alui(b, NI_ADDI, r->tmp, r->batc, -1);
      nb_alu(b, NI_SLTU, r->tmp, 0, r->tmp);
      nb_alui(b, NI_ADDI, r->tmp, r->tmp, -1);
      nb_alu(b, NI_AND, r->endmask, r->endmask, r->tmp);
    }
  } else if (!s->rs_ready) {
    /* odd M: the panel's first row is loaded here; the last row prefetches nothing */
    nb_alui(b, NI_ADDI, r->an, r->ab, 0);
    nb_li(b, r->vA, p->vA[0]);
    nb_alui(b, NI_ADDI, r->lAcur, r->lA, 0);
    nb_dma_load(b, CH_A, r->vA, r->an, r->lAcur, (NpuVmem){0, p->vA[0], rowA});
  }
  int64_t pairs = p->Mt / 2;
  if (pairs > 0) {
    NpuLoop lp;
    bool loop = pairs > 1;
    if (loop) nb_loop_begin(b, &lp, pairs, r->rowc, arena_printf(L->a, "t%d_rows", s->task));
    if (loop) npu_vaddr_reset(L);
    if (!loop) nb_li(b, r->rowc, 1);
    emit_row(L, s, W, 0, true, false);
    emit_row(L, s, W, 1, true, even);
    if (loop) {
      nb_loop_end(b, &lp);
      npu_vaddr_reset(L);
    }
  }
  if (!even) emit_row(L, s, W, 0, false, false);
}

/* VMEM placement (plan time): A slots, C slots, B panel, epilogue staging. */
bool npu_vmem_matmul(NpuLower *L, Task *t, const char **why) {
  MmPlan *p = plan_of(L, t);
  NpuVmemReq vr[10 + 2 * MAX_EBUF];
  int nv = 0;
  int64_t cb = (int64_t)p->Nb * NPU_BF16_TILE;
  vr[nv++] = (NpuVmemReq){"a_row_0", p->Kt * p->ta, 0, 0, 0};
  vr[nv++] = (NpuVmemReq){"a_row_1", p->Kt * p->ta, 0, 0, 0};
  vr[nv++] = (NpuVmemReq){"c_row_0", cb, 0, 0, 0};
  vr[nv++] = (NpuVmemReq){"c_row_1", cb, 0, 0, 0};
  vr[nv++] = (NpuVmemReq){"b_panel", p->Kt * p->Nb * p->tbv, 0, 0, 0};
  if (p->mx) {
    vr[nv++] = (NpuVmemReq){"mx_scale_panel", p->Kt * p->Nb * NPU_BF16_TILE, 0, 0, 0};
    vr[nv++] = (NpuVmemReq){"mx_scale_tiles", p->St * p->Nb * NPU_BF16_TILE, 0, 0, 0};
    vr[nv++] = (NpuVmemReq){"mx_scale_columns", mx_column_bytes(p) * 2 * p->Nb, 0, 0, 0};
  }
  int ws_at = nv;
  if (p->a_ws) vr[nv++] = (NpuVmemReq){"a_ws_row", ws_row_bytes(p), 0, 0, 0};
  int rs_at = nv;
  if (p->rs_cache) vr[nv++] = (NpuVmemReq){"a_row_scales", p->Mt * RS_CACHE_ROW, 0, 0, 0};
  int first_e = nv;
  for (int i = 0; i < p->nebuf; i++) {
    const EpiVal *v = &p->ep.v[p->ebuf[i]];
    const char *nm = arena_printf(L->scratch, "epilogue_input_%d", v->tensor);
    if (v->src == NL_BF16_TILE) {
      vr[nv++] = (NpuVmemReq){nm, cb, 0, 0, 0};
      vr[nv++] = (NpuVmemReq){nm, cb, 0, 0, 0};
    } else {
      vr[nv++] = (NpuVmemReq){nm, v->src == NL_ROWS_REP ? cb : NPU_BF16_TILE, 0, 0, 0};
    }
  }
  if (!npu_vmem_plan(L, t, vr, nv, why)) return false;
  p->vA[0] = vr[0].addr, p->vA[1] = vr[1].addr, p->vC[0] = vr[2].addr, p->vC[1] = vr[3].addr;
  p->vB = vr[4].addr;
  p->vS = p->mx ? vr[5].addr : -1;
  p->vSt = p->mx ? vr[6].addr : -1;
  p->vSc = p->mx ? vr[7].addr : -1;
  p->vRS = p->rs_cache ? vr[rs_at].addr : -1;
  p->vW = p->a_ws ? vr[ws_at].addr : -1;
  if (p->a_ws) L->extra_use[t->id] = p->ws;
  int k = first_e;
  for (int i = 0; i < p->nebuf; i++) {
    const EpiVal *v = &p->ep.v[p->ebuf[i]];
    p->vRow[i] = p->vSplat[i] = p->vE[0][i] = p->vE[1][i] = -1;
    if (v->src == NL_BF16_TILE) {
      p->vE[0][i] = vr[k].addr;
      p->vE[1][i] = vr[k + 1].addr;
      k += 2;
    } else if (v->src == NL_ROWS_REP) {
      p->vRow[i] = vr[k++].addr;
    } else {
      p->vSplat[i] = vr[k++].addr;
    }
  }
  return true;
}

bool npu_emit_matmul(NpuLower *L, Task *t) {
  MmPlan *p = plan_of(L, t);
  if (!p) return false;
  NpuBuilder *b = L->b;
  MmState st = {.p = p, .task = t->id};
  MmRegs *r = &st.r;
  /* m registers */
  int m = 0;
  for (int u = 0; u < 2; u++)
    for (int i = 0; i < RING_B; i++) r->ringB[u][i] = m++;
  for (int u = 0; u < 2; u++)
    for (int a = 0; a < 2; a++) r->pop[u][a] = m, m += 2;
  r->ntmp = npu_epilogue_temps(&p->ep);
  for (int i = 0; i < r->ntmp; i++) r->tmpPair[i] = m, m += 2;
  int cfirst = m;
  m += 2 * npu_epilogue_const_pairs(&p->ep);
  if (p->b_bf16) { /* the pairs of -448, 448 (B packed unscaled; a demoted A is row-scaled instead) */
    r->clampLo = m, m += 2;
    r->clampHi = m, m += 2;
  }
  if (p->a_bf16 || p->b_bf16) {
    r->cvt = m, m += 2;
    r->cvt2 = m, m += 2;
  }
  if (p->a_bf16) r->rsS = m, r->rsU = m + 2, m += 4;
  if (p->a_split || p->b_split) r->inv16 = m, m += 2;
  if (p->mx) r->mxQ = m, r->mxS = m + 2, m += 4;
  st.na = RING_A * (p->a_split ? 2 : 1);
  for (int u = 0; u < 2; u++)
    for (int i = 0; i < st.na; i++) r->ringA[u][i] = m++;
  if (m > 64) {
    nb_fail(b, "npu: matmul register plan overflows");
    return false;
  }
  /* the row scale works in the conversion pairs and a pop pair (idle
   * before a row's products); its constants stay resident when there is room */
  r->rs = (NpuRowScale){r->cvt, r->cvt2, r->pop[0][0], -1, -1, -1};
  if (p->a_bf16 && m + 6 <= 64) r->rs.neg1 = m, r->rs.c129 = m + 2, r->rs.floor = m + 4, m += 6;
  /* x registers */
  int *xs[32] = {&r->an, &r->lA, &r->lAcur, &r->endmask, &r->vA, &r->vC[0], &r->vC[1], &r->crow[0], &r->crow[1],
                 &r->lC, &r->vB, &r->dB, &r->lB, &r->rowc, &r->panc, &r->batc, &r->rewind, &r->bp, &r->bb,
                 &r->cp, &r->cb, &r->ab, &r->ep, &r->tmp, &r->xa, &r->xb};
  int nxs = 26;
  for (int i = 0; i < p->nebuf; i++) st.nstream += p->ep.v[p->ebuf[i]].src == NL_BF16_TILE;
  /* the scale pointer and the second stream's registers only when needed */
  r->xs = r->vE2 = r->dE2 = r->xrs = r->wp = r->wv = r->wl = -1;
  /* a workspace's plan has one batch (npu_plan_matmul): no batch loop, no
   * batch part in C offsets; their registers carry the workspace store */
  for (int i = 0; p->a_ws && i < nxs; i++) {
    if (xs[i] == &r->batc) xs[i] = &r->wp, r->batc = -1;
    else if (xs[i] == &r->ep) xs[i] = &r->wv, r->ep = -1;
  }
  if (p->a_ws) xs[nxs++] = &r->wl;
  if (p->mx) xs[nxs++] = &r->xs;
  if (p->rs_cache) xs[nxs++] = &r->xrs;
  if (st.nstream == 2) xs[nxs++] = &r->vE2, xs[nxs++] = &r->dE2;
  if (nb_xfree_count(b) < nxs) {
    nb_fail(b, "npu: matmul needs %d x registers", nxs);
    return false;
  }
  for (int i = 0; i < nxs; i++) *xs[i] = nb_xalloc(b);
  st.xjc = st.xj = -1;
  if (nb_xfree_count(b) >= 2) xs[nxs++] = &st.xjc, xs[nxs++] = &st.xj, st.xjc = nb_xalloc(b), st.xj = nb_xalloc(b);
  /* the row streams reuse the B-panel transfer registers (idle during rows)
   * and the C rows' length; the K loops count in lB */
  r->vE = r->vB, r->dE = r->dB, r->lE = r->lC;
  st.kc = r->lB;
  nb_comment(b, arena_printf(L->a, "matmul %s: batch %lld, tiles M %lld N %lld K %lld, panels of %d",
                             t->kernel, (long long)p->batch, (long long)p->Mt, (long long)p->Nt,
                             (long long)p->Kt, p->Nb));
  /* constants */
  npu_epilogue_setup(L, &p->ep, cfirst);
  if (p->a_bf16) npu_row_scale_setup(b, &r->rs);
  if (p->mx) zero_scale_pads(L, &st);
  if (p->b_bf16) {
    nb_vli_all(b, r->clampLo, NPU_BF16_FP8_LOWEST);
    nb_vli_all(b, r->clampLo + 1, NPU_BF16_FP8_LOWEST);
    nb_vli_all(b, r->clampHi, NPU_BF16_FP8_MAX);
    nb_vli_all(b, r->clampHi + 1, NPU_BF16_FP8_MAX);
  }
  if (p->a_split || p->b_split) {
    /* seli is skipped when x[same index] holds the value: zero it first */
    r->e16 = r->tmp;
    nb_li(b, r->tmp, 0);
    nb_seli(b, r->e16, 16);
  }
  if (p->a_split || p->b_split) {
    nb_vli_all(b, r->inv16, NPU_BF16_INV_16);
    nb_vli_all(b, r->inv16 + 1, NPU_BF16_INV_16);
  }
  int64_t rowA = p->Kt * p->ta;
  nb_li(b, r->lA, rowA);
  nb_li(b, r->vC[0], p->vC[0]);
  nb_li(b, r->vC[1], p->vC[1]);
  npu_param_li(L, r->ab, p->ab->addr);
  npu_param_li(L, r->bb, p->bb->addr);
  npu_param_li(L, r->cb, p->cb->addr);
  /* every panel starts by waiting for the stores of the one before */
  nb_dma_config(b, CH_C0);
  nb_dma_config(b, CH_C1);
  bool even = p->Mt % 2 == 0;
  if (even) {
    /* the first row; later rows are prefetched by the row before */
    npu_param_li(L, r->an, p->ab->addr);
    nb_li(b, r->vA, p->vA[0]);
    nb_alui(b, NI_ADDI, r->lAcur, r->lA, 0);
    nb_dma_load(b, CH_A, r->vA, r->an, r->lAcur, (NpuVmem){0, p->vA[0], rowA});
  }
  NpuLoop bl;
  bool bloop = p->batch > 1;
  if (bloop) {
    nb_loop_begin(b, &bl, p->batch, r->batc, arena_printf(L->a, "t%d_batch", t->id));
    npu_vaddr_reset(L);
  }
  nb_alui(b, NI_ADDI, r->bp, r->bb, 0);
  nb_alui(b, NI_ADDI, r->cp, r->cb, 0);
  /* ep: the batch part of a C offset (b*Mt*Nt*2048), for broadcast inputs */
  if (r->ep >= 0) {
    npu_param_li(L, r->tmp, p->cb->addr);
    nb_alu(b, NI_SUB, r->ep, r->cb, r->tmp);
  }
  int full = p->npanels - 1, last = (int)(p->Nt - (int64_t)full * p->Nb);
  if (last == p->Nb) full++, last = 0;
  if (p->rs_cache) {
    /* the first panel finds the row scales, out of the loop of the others
     * (there are several panels, so it is never the last) */
    st.rs_find = true;
    emit_panel(L, &st, p->Nb, false, false, bloop);
    st.rs_find = false;
    full--;
  }
  if (p->a_ws) {
    /* the first panel demotes and stores the rows (there are several
     * panels, so it is never the last); the others read them back */
    st.ws_store = true;
    emit_panel(L, &st, p->Nb, false, false, bloop);
    st.ws_store = false;
    full--;
    nb_dma_wait(b, CH_W);
    /* rows from the workspace: with even M its first is in flight (the
     * first panel's last row asked for it), odd M loads it in the panel */
    npu_param_li(L, r->ab, L->buf[p->ws].addr);
    nb_li(b, r->lA, ws_row_bytes(p));
    st.ws_load = true;
  }
  if (full > 1) {
    NpuLoop pl;
    nb_loop_begin(b, &pl, full, r->panc, arena_printf(L->a, "t%d_panels", t->id));
    npu_vaddr_reset(L);
    emit_panel(L, &st, p->Nb, last == 0, last == 0, bloop);
    nb_loop_end(b, &pl);
    npu_vaddr_reset(L);
  } else if (full == 1) {
    nb_li(b, r->panc, 1);
    emit_panel(L, &st, p->Nb, false, last == 0, bloop);
  }
  if (last > 0) emit_panel(L, &st, last, false, true, bloop);
  if (bloop) {
    if (p->a_bstride == 0) nb_alui(b, NI_ADDI, r->ab, r->ab, 0);
    else {
      nb_li(b, r->tmp, p->a_bstride);
      nb_alu(b, NI_ADD, r->ab, r->ab, r->tmp);
    }
    nb_li(b, r->tmp, p->b_bstride);
    nb_alu(b, NI_ADD, r->bb, r->bb, r->tmp);
    nb_li(b, r->tmp, p->Mt * p->Nt * NPU_BF16_TILE);
    nb_alu(b, NI_ADD, r->cb, r->cb, r->tmp);
    nb_loop_end(b, &bl);
    npu_vaddr_reset(L);
  }
  nb_quiesce(b);
  for (int i = 0; i < nxs; i++) nb_xfree(b, *xs[i]);
  return !nb_failed(b);
}
