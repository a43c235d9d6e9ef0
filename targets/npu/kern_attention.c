/* kern_attention.c (npu): flash attention: per head K^T and V packed to fp8
 * once, then per 32-row Q block the scores on the MXU and a running max and
 * sum over 32-wide KV tiles on the VPU; P.V on the other MXU. */
#include <math.h>
#include <string.h>

#include "npu/share.h"
#include "npu/epilogue.h"
#include "npu/kernels.h"
#include "npu/stream.h"
#include "npucc/numeric.h"

enum { CH_KV = 5, CH_KV_NEXT = 6, MAX_HEAD_TILES = 4 /* head dims up to 128 */, MAX_U = 4 /* key tiles a step */ };

typedef struct AtPlan {
  int Qt, Kt_, Vt, Ot;     /* tensors; K laid out as K^T: [batch, d, kv] */
  int cap;                /* constant tile that kills padded KV columns, -1 if none */
  int64_t B, M, D, N, Dv, Mt, Dt, Nt, Dvt;
  int64_t k_bstride, v_bstride, q_bstride, o_bstride;
  /* bytes between 32-row blocks of Q, K, V and O in DRAM: a head's own
   * tiles, or the flat [S, H*D] tensor a head permute joining this task
   * copies from or to (a strided view of its heads) */
  int64_t q_rstride, k_rstride, v_rstride, o_rstride;
  int joins[4], njoins;   /* those head permutes' tasks */
  bool o_flat;            /* O is written into the merge copy's flat result */
  Epilogue score, out;    /* on each score tile / each output tile */
  int mask_val;           /* score value streamed per Q block (a mask), -1 if none */
  int mask_t;
  bool mask_bcast;
  bool k_trpose;          /* K stored as [kv, d] tiles: each packed tile transposed (vtrpose) */
  /* an fp8 tensor is kept in DRAM as fp8 tiles (1 KB) and moved so: Q
   * blocks load straight into the MXU's operand registers, K^T and V
   * straight into their VMEM caches, O is packed to fp8 before its store */
  bool q8, k8, v8, o8;
  int64_t qtb, ktb, vtb, otb; /* their DRAM tile bytes */
  /* VMEM */
  int64_t vstage, vK, vV, vq[2], vm[2], vo[2], vcap;
  /* registers */
  int U;                  /* key tiles per step of the key loop (1 .. MAX_U) */
  bool one_pv;            /* registers short: one pair for the P.V pops (costs some overlap) */
  /* T: a scratch pair outside the key loop (an fp8 pack's target), the
   * first running max's pair */
  int Qf[MAX_HEAD_TILES], T, Mx[2], Lsum, O[MAX_HEAD_TILES], PV[2], kw[2], vw[2];
  /* per tile of a step: S (its scores, then P in place when the score
   * epilogue runs in place) and Pq; per step C. A second of each when the
   * key loop alternates them. */
  int Sb[2][MAX_U], Cb[2], Pqb[2][MAX_U];
  bool loop_regs;
  bool s_in_place;        /* the score epilogue is at most one op: it writes S itself */
  int task;
  int clampLo, clampHi, cvt, capR, nstmp, notmp, first_const;
  int stmp[MAX_U][NPU_EPI_MAX_TEMPS], otmp[NPU_EPI_MAX_TEMPS];
  int cscore, cout;       /* the epilogues' constant pairs */
  int p_scale;            /* P is packed to fp8 times this (at_p_scale) */
  int e_p;                /* e register holding p_scale */
  /* the softmax scale 2^-q_shift folded into Q (fold_scale): Q is
   * multiplied before its fp8 pack, the scores are not; q_shift -1: not
   * folded. A bf16 Q is multiplied by the score epilogue's constant
   * q_scale_val (a value index), an fp8 Q unpacked through e_q (2^q_shift). */
  int q_shift, q_scale_val, e_q;
  /* the next head's K and V stream in while this head's Q blocks run
   * (at_prefetch_ok): each block requests kv_piece bytes of each into
   * vnext (K's bytes as stored, then V's), packed at the next head's start */
  bool kv_prefetch;
  int64_t kv_piece, vnext;
  int xpk, xpv, xplen;    /* emit: the pieces' VMEM pointers and length, */
  int xsk, xsv;           /* and DRAM pointers (the kernel's K and V pointers) */
  /* with them, x registers the key loop may take when too few are free:
   * the task's temporary and the head's Q, O and mask pointers, which the
   * Q blocks' pipeline copied at its start; kept in VMEM at vptrs (three
   * words) and loaded again after the pipeline */
  int lend[4], nlend;
  int64_t vptrs;
} AtPlan;

/* P in [0, 1] is packed to fp8 times p_scale: most probabilities are far
 * below fp8's smallest normal (2^-6) and would keep one or two bits; scaled
 * they keep three. The output's normalisation divides it out (a power of
 * two). A step's P.V sums U tiles of p_scale P in the MXU's fp16 range
 * (±65504), so p_scale U stays at most 256 (as two tiles at 128 did): U
 * of 3 or 4 take 64, so a row whose probabilities are all 1 in running
 * units (equal scores) overflows at the same |V| (8) as before. */
static int at_p_scale(int U) { return U <= 2 ? 128 : 64; }

typedef struct Roles {
  int q, k, v, o, mask;
  bool k_transposed, v_transposed;
  double scale;
  bool scale_known;
} Roles;

/* The last two results of `m` are loops a, b (in this order); the others
 * the batch loops in order, all or none (none: the same for every batch). */
static bool map_tail(const AffineMap *m, const int *batch, int nbatch, int a, int b, bool *bcast) {
  int lead = m->nres - 2;
  if (lead < 0 || m->res[lead] != a || m->res[lead + 1] != b) return false;
  if (lead == 0) {
    *bcast = nbatch > 0;
    return true;
  }
  if (lead != nbatch) return false;
  for (int i = 0; i < nbatch; i++)
    if (m->res[i] != batch[i]) return false;
  *bcast = false;
  return true;
}

static bool scalar_const(const Graph *g, int x, double *v) {
  const Tensor *t = &g->tensors[x];
  if ((t->cst == CONST_DENSE || t->cst == CONST_SPLAT) && tensor_numel(t) == 1 && dtype_is_float(t->dtype)) {
    *v = tensor_const_f64(t, 0);
    return true;
  }
  return false;
}

static void clamp_pack(NpuLower *L, AtPlan *p, int dst, int pair) {
  nb_vpu(L->b, NI_VMAX, pair, pair, p->clampLo);
  nb_vpu(L->b, NI_VMIN, pair, pair, p->clampHi);
  nb_vpack(L->b, dst, pair, L->e_one);
}

/* The decomposed chain merged into this task: Q.K^T, its epilogue (scale,
 * mask), softmax on the last dim with only casts after it, P.V. */
static bool chain_roles(NpuLower *L, Task *t, Roles *r, Task **pv_task, const char **why) {
  Graph *g = L->g;
  const int *chain = L->chain[t->id], n = L->nchain[t->id];
  if (n < 3) return false;
  const ContractionInfo *qk = g->matches[g->ops[t->root].match].mm;
  Task *pv = &g->tasks[chain[n - 1]];
  const ContractionInfo *pvm = g->matches[g->ops[pv->root].match].mm;
  for (int k = 1; k < n - 1; k++) {
    const Task *m = &g->tasks[chain[k]];
    for (int j = 0; j < m->nops; j++) {
      const Op *op = &g->ops[m->ops[j]];
      if (op->kind == OP_SOFTMAX) {
        const Tensor *x = &g->tensors[op->in[0]];
        if (op->a.softmax.dim != x->rank - 1) {
          *why = "npu: attention chain softmax not over the last dim";
          return false;
        }
        continue;
      }
      if (op->kind == OP_FILL) continue;
      /* between softmax and P.V only casts */
      for (int s = 0; s < op->body.ninsts; s++) {
        ScalarOpcode o = op->body.insts[s].op;
        if (o != SC_ARG && o != SC_YIELD && o != SC_EXTF && o != SC_TRUNCF) {
          *why = "npu: attention chain has arithmetic after the softmax";
          return false;
        }
      }
    }
  }
  if (qk->batch != pvm->batch || qk->lhs_transposed || pvm->lhs_transposed) {
    *why = "npu: attention chain operands";
    return false;
  }
  r->q = qk->lhs;
  r->k = qk->rhs;
  r->k_transposed = !qk->rhs_transposed; /* rhs stored K x N = d x kv: already K^T */
  r->v = pvm->rhs;
  r->v_transposed = pvm->rhs_transposed;
  r->o = npu_task_output(g, pv);
  r->mask = -1;
  r->scale = 1.0;
  r->scale_known = true;
  *pv_task = pv;
  return true;
}

static int at_choose_steps(AtPlan *p);
static int64_t at_trips(const AtPlan *p);

/* fp8 tiles for an fp8 tensor nobody laid out in bf16 yet (a head permute's
 * result is bf16), else bf16 tiles. */
static NpuLayout fp8_layout(const NpuLower *L, int x) {
  return L->g->tensors[x].dtype == DT_F8E4M3FN && L->buf[x].layout != NL_BF16_TILE ? NL_FP8_TILE : NL_BF16_TILE;
}

/* A head's K and V as stored in DRAM (bytes). */
static int64_t at_k_bytes(const AtPlan *p) { return p->Dt * p->Nt * p->ktb; }
static int64_t at_v_bytes(const AtPlan *p) { return p->Nt * p->Dvt * p->vtb; }

/* The next head's K and V can be requested a piece per Q block of this
 * one (so their transfer overlaps this head's work instead of stalling
 * every head's start): heads adjacent and each contiguous in DRAM (no
 * strided view of a head permute), K's and V's bytes alike, split into
 * Mt pieces of 32-byte multiples. */
static bool at_prefetch_ok(const AtPlan *p) {
  int64_t kb = at_k_bytes(p), vb = at_v_bytes(p);
  bool kflat = p->k_rstride == (p->k_trpose ? p->Dt : p->Nt) * p->ktb, vflat = p->v_rstride == p->Dvt * p->vtb;
  return p->B > 1 && kflat && vflat && p->k_bstride == kb && p->v_bstride == vb && kb == vb &&
         kb % (32 * p->Mt) == 0;
}

/* VMEM a head's K or V needs on the way in: bf16 tiles to pack, fp8 tiles
 * to transpose; fp8 K^T and V go straight into their caches. */
static int64_t at_staging(const AtPlan *p) {
  int64_t k = p->k8 && !p->k_trpose ? 0 : p->Dt * p->Nt * p->ktb, v = p->v8 ? 0 : p->Nt * p->Dvt * p->vtb;
  return k > v ? k : v;
}

/* Which value reads each one last. */
static void at_last_uses(Epilogue *e) {
  for (int i = 0; i < e->nv; i++) e->v[i].last_use = -1;
  for (int i = 0; i < e->nv; i++)
    if (e->v[i].kind == EV_OP) {
      e->v[e->v[i].a].last_use = i;
      if (e->v[i].b >= 0) e->v[e->v[i].b].last_use = i;
    }
  e->v[e->result].last_use = e->nv;
}

/* The softmax scale into Q: a score epilogue whose only read of the scores
 * is a multiply by 2^-k (0 <= k <= 7; 1/sqrt(d) is 2^-3 at d = 64) loses
 * that multiply, and each Q tile is multiplied instead, once per Q block
 * before its fp8 pack (per block Dt VPU ops, or 2 Dt for an fp8 Q, in place
 * of Nt). The scores keep their bits where fp8(Q 2^-k) = fp8(Q) 2^-k, i.e.
 * |Q| 2^-k >= 2^-6 (fp8's normal range; no overflow, 2^-k <= 1): the MXU's
 * fp32 sums scale exactly, its fp16 rounding too above fp16's normal
 * minimum 2^-14, bf16 exactly. Below 2^(k-6) an element of Q is rounded to
 * fp8's subnormal step: at most 2^-10 in scaled units, 2^(k-10) in Q's
 * (2^-7 at k = 3, against 2^-10 before; the e2e bound takes it as the
 * ETA_FP8 / scale term of an operand packed at scale 2^-k). */
static void fold_scale(Arena *a, AtPlan *p) {
  Epilogue *e = &p->score;
  p->q_shift = p->q_scale_val = -1;
  int op = -1, reads = 0;
  for (int i = 0; i < e->nv; i++) {
    const EpiVal *v = &e->v[i];
    if (v->kind != EV_OP) continue;
    reads += (v->a == 0) + (v->b == 0);
    if (v->op == NI_VMUL && (v->a == 0) != (v->b == 0) && e->v[v->a == 0 ? v->b : v->a].kind == EV_CONST) op = i;
  }
  if (op < 0 || reads != 1) return;
  int c = e->v[op].a == 0 ? e->v[op].b : e->v[op].a, k = 127 - (e->v[c].bits >> 7), creads = 0;
  /* and only where it saves VPU ops: Nt a block against Dt (2 Dt for an
   * fp8 Q, unpacked and packed again) */
  if ((e->v[c].bits & 0x807F) || k < 0 || k > 7 || (k > 0 && p->Nt <= (p->q8 ? 2 : 1) * p->Dt)) return;
  for (int i = 0; i < e->nv; i++)
    if (e->v[i].kind == EV_OP) creads += (e->v[i].a == c) + (e->v[i].b == c);
  /* a bf16 Q is multiplied by the constant's pair: it stays */
  bool drop_c = (p->q8 || k == 0) && creads == 1;
  int *map = arena_alloc(a, sizeof *map * (size_t)e->nv), n = 0;
  EpiVal *v = arena_alloc(a, sizeof *v * (size_t)e->nv);
  for (int i = 0; i < e->nv; i++) {
    if (i == op || (i == c && drop_c)) {
      map[i] = i == op ? 0 : -1; /* the scores themselves stand for the product */
      continue;
    }
    v[n] = e->v[i];
    if (v[n].kind == EV_OP) v[n].a = map[v[n].a], v[n].b = v[n].b >= 0 ? map[v[n].b] : -1;
    map[i] = n++;
  }
  e->v = v, e->nv = e->capv = n, e->result = map[e->result];
  at_last_uses(e);
  p->q_shift = k;
  p->q_scale_val = drop_c ? -1 : map[c];
}

bool npu_plan_attention(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  const Op *root = &g->ops[t->root];
  AtPlan *p = arena_alloc(L->a, sizeof *p);
  Roles r = {0};
  Task *pv = NULL;
  bool chain = root->kind != OP_ATTENTION;
  if (chain) {
    if (!chain_roles(L, t, &r, &pv, why)) {
      if (!*why) *why = "npu: not an attention chain";
      return false;
    }
  } else {
    const AttentionAttrs *at = &root->a.attn;
    r.q = root->in[0];
    r.k = root->in[1];
    r.v = root->in[2];
    r.mask = at->has_mask ? root->in[4] : -1;
    r.o = npu_task_output(g, t);
    r.scale_known = scalar_const(g, root->in[3], &r.scale);
    if (!r.scale_known) {
      *why = "npu: attention scale is not a constant";
      return false;
    }
    bool bq, bk, bv, bo, bm = false;
    if (!map_tail(&at->maps[0], at->batch_loops, at->nbatch, at->m_loop, at->k1_loop, &bq) || bq ||
        !map_tail(&at->maps[at->has_mask ? 5 : 4], at->batch_loops, at->nbatch, at->m_loop, at->n_loop, &bo) ||
        bo) {
      *why = "npu: attention Q/O dims are not [batch..., m, d]";
      return false;
    }
    if (map_tail(&at->maps[1], at->batch_loops, at->nbatch, at->k2_loop, at->k1_loop, &bk))
      r.k_transposed = false;
    else if (map_tail(&at->maps[1], at->batch_loops, at->nbatch, at->k1_loop, at->k2_loop, &bk))
      r.k_transposed = true;
    else {
      *why = "npu: attention K dims";
      return false;
    }
    if (map_tail(&at->maps[2], at->batch_loops, at->nbatch, at->k2_loop, at->n_loop, &bv))
      r.v_transposed = false;
    else if (map_tail(&at->maps[2], at->batch_loops, at->nbatch, at->n_loop, at->k2_loop, &bv))
      r.v_transposed = true;
    else {
      *why = "npu: attention V dims";
      return false;
    }
    if (r.mask >= 0 && !map_tail(&at->maps[4], at->batch_loops, at->nbatch, at->m_loop, at->k2_loop, &bm)) {
      *why = "npu: attention mask dims";
      return false;
    }
    p->mask_bcast = bm;
  }
  /* layouts: K as K^T tiles and V as kv x dv tiles, both bf16 (packed to fp8
   * per head on the VPU) */
  /* the result only permuted back to [S, H*Dv] by a copy: written there */
  int otask = -1, oflat = npu_heads_merge_target(L, r.o, &otask);
  NpuLayout ql = fp8_layout(L, r.q), kl = fp8_layout(L, r.k), vl = fp8_layout(L, r.v);
  NpuLayout ol = oflat < 0 ? fp8_layout(L, r.o) : NL_BF16_TILE;
  if (!npu_claim(L, r.q, ql, false, t->id, why)) return false;
  /* K^T tiles, unless an earlier claim (a head permute's result) laid K out
   * as [kv, d] tiles: then each tile is transposed after its fp8 pack */
  const NpuBuf *k0 = &L->buf[r.k];
  p->k_trpose = k0->layout == kl && k0->transposed == r.k_transposed;
  if (!npu_claim(L, r.k, kl, p->k_trpose ? r.k_transposed : !r.k_transposed, t->id, why))
    return false;
  if (!npu_claim(L, r.v, vl, r.v_transposed, t->id, why)) return false;
  if (oflat >= 0 && !npu_claim(L, oflat, NL_BF16_TILE, false, t->id, why)) return false;
  if (oflat < 0 && !npu_claim(L, r.o, ol, false, t->id, why)) return false;
  p->q8 = ql == NL_FP8_TILE, p->k8 = kl == NL_FP8_TILE, p->v8 = vl == NL_FP8_TILE, p->o8 = ol == NL_FP8_TILE;
  const NpuBuf *qb = &L->buf[r.q], *kb = &L->buf[r.k], *vb = &L->buf[r.v];
  /* the flat result seen as its heads */
  NpuBuf ohead = L->buf[oflat >= 0 ? oflat : r.o];
  if (oflat >= 0 && qb->batch > 0 && ohead.cols % qb->batch == 0)
    ohead.batch = qb->batch, ohead.cols /= qb->batch;
  const NpuBuf *ob = &ohead;
  p->Qt = r.q, p->Kt_ = r.k, p->Vt = r.v, p->Ot = r.o;
  p->B = qb->batch;
  p->M = qb->rows;
  p->D = qb->cols;
  p->N = p->k_trpose ? kb->rows : kb->cols;
  p->Dv = vb->cols;
  if ((p->k_trpose ? kb->cols : kb->rows) != p->D || vb->rows != p->N || ob->rows != p->M || ob->cols != p->Dv ||
      ob->batch != p->B || (kb->batch != p->B && kb->batch != 1) || (vb->batch != p->B && vb->batch != 1)) {
    *why = "npu: attention operand shapes do not agree";
    return false;
  }
  p->Mt = npu_tiles(p->M);
  p->Dt = npu_tiles(p->D);
  p->Nt = npu_tiles(p->N);
  p->Dvt = npu_tiles(p->Dv);
  if (p->Dt > MAX_HEAD_TILES || p->Dvt > MAX_HEAD_TILES) {
    *why = "npu: attention head dim above 128";
    return false;
  }
  p->qtb = npu_buf_tile_bytes(qb), p->ktb = npu_buf_tile_bytes(kb), p->vtb = npu_buf_tile_bytes(vb);
  p->otb = npu_buf_tile_bytes(ob);
  p->q_bstride = p->Mt * p->Dt * p->qtb;
  p->k_bstride = kb->batch == 1 ? 0 : p->Dt * p->Nt * p->ktb;
  p->v_bstride = vb->batch == 1 ? 0 : p->Nt * p->Dvt * p->vtb;
  p->o_bstride = p->Mt * p->Dvt * p->otb;
  p->q_rstride = p->Dt * p->qtb;
  p->k_rstride = p->k_trpose ? p->Dt * p->ktb : p->Nt * p->ktb;
  p->v_rstride = p->Dvt * p->vtb;
  p->o_rstride = p->Dvt * p->otb;
  /* head permutes around the kernel (kern_heads.c): Q, K ([kv, d] tiles)
   * and V read from the flat tensors the split copies read, the result
   * written where the merge copy would write it; those copies join this
   * task (no bytes moved twice) */
  int ctask, f;
  int qreader = t->root, vreader = chain ? pv->root : t->root;
  p->njoins = 0;
  if ((f = npu_heads_split_source(L, r.q, qreader, &ctask)) >= 0 && !qb->transposed) {
    p->Qt = f, p->q_bstride = p->Dt * p->qtb, p->q_rstride = p->B * p->Dt * p->qtb;
    p->joins[p->njoins++] = ctask;
  }
  if (p->k_trpose && kb->batch == p->B && (f = npu_heads_split_source(L, r.k, qreader, &ctask)) >= 0) {
    p->Kt_ = f, p->k_bstride = p->Dt * p->ktb, p->k_rstride = p->B * p->Dt * p->ktb;
    p->joins[p->njoins++] = ctask;
  }
  if (vb->batch == p->B && (f = npu_heads_split_source(L, r.v, vreader, &ctask)) >= 0) {
    p->Vt = f, p->v_bstride = p->Dvt * p->vtb, p->v_rstride = p->B * p->Dvt * p->vtb;
    p->joins[p->njoins++] = ctask;
  }
  p->o_flat = oflat >= 0;
  if (oflat >= 0) {
    p->Ot = oflat, p->o_bstride = p->Dvt * p->otb, p->o_rstride = p->B * p->Dvt * p->otb;
    p->joins[p->njoins++] = otask;
  }
  /* the score program */
  p->mask_val = -1;
  p->mask_t = -1;
  if (chain) {
    if (!npu_epilogue_build(L, t, 0, root->out[0], 1.0, -1, &p->score, why)) return false;
    if (!npu_epilogue_build(L, pv, 0, g->ops[pv->root].out[0], 1.0, -1, &p->out, why)) return false;
  } else {
    Epilogue *e = &p->score;
    memset(e, 0, sizeof *e);
    ARENA_PUSH(L->a, e->v, e->nv, e->capv);
    e->v[e->nv++] = (EpiVal){.kind = EV_TILE, .reg = -1};
    ARENA_PUSH(L->a, e->v, e->nv, e->capv);
    e->v[e->nv++] = (EpiVal){.kind = EV_CONST, .bits = num_bf16_from_f32((float)r.scale), .reg = -1};
    ARENA_PUSH(L->a, e->v, e->nv, e->capv);
    e->v[e->nv++] = (EpiVal){.kind = EV_OP, .op = NI_VMUL, .a = 0, .b = 1, .reg = -1};
    e->result = 2;
    if (r.mask >= 0) {
      if (!npu_claim(L, r.mask, NL_BF16_TILE, false, t->id, why)) return false;
      ARENA_PUSH(L->a, e->v, e->nv, e->capv);
      e->v[e->nv++] = (EpiVal){.kind = EV_BUF, .tensor = r.mask, .src = NL_BF16_TILE,
                               .bcast_batch = p->mask_bcast, .reg = -1};
      ARENA_PUSH(L->a, e->v, e->nv, e->capv);
      e->v[e->nv++] = (EpiVal){.kind = EV_OP, .op = NI_VADD, .a = 2, .b = 3, .reg = -1};
      e->result = 4;
    }
    at_last_uses(e);
    if (!npu_epilogue_build(L, t, 1, root->out[0], 1.0, -1, &p->out, why)) return false;
  }
  fold_scale(L->a, p);
  for (int i = 0; i < p->score.nv; i++) {
    const EpiVal *v = &p->score.v[i];
    if (v->kind != EV_BUF) continue;
    if (v->src != NL_BF16_TILE || p->mask_val >= 0) {
      *why = "npu: attention scores read a tensor that is not one [m, kv] mask";
      return false;
    }
    const NpuBuf *mb = &L->buf[v->tensor];
    if (mb->rows != p->M || mb->cols != p->N) {
      *why = "npu: attention mask shape";
      return false;
    }
    p->mask_val = i;
    p->mask_t = v->tensor;
    p->mask_bcast = v->bcast_batch || mb->batch == 1;
    /* the padded keys of a mask: large negative */
    L->buf[v->tensor].pad_value = NPU_PAD_NEG;
  }
  for (int i = 0; i < p->out.nv; i++)
    if (p->out.v[i].kind == EV_BUF) {
      *why = "npu: a tensor input in the attention epilogue";
      return false;
    }
  p->cap = -1;
  if (p->N % 32) {
    /* the scores of padded keys: capped to -9984 (vminimum), the rest kept */
    p->cap = npu_mask_tile(L, t, true, p->N % 32, NPU_BF16_MAX, NPU_BF16_PAD_NEG, "kv_pad_cap");
    if (p->cap < 0) {
      *why = "npu: too many constant buffers";
      return false;
    }
  }
  /* VMEM: staging for one head's K or V as stored (none for fp8 tiles the
   * kernel takes as they are), their fp8 copies, and the double-buffered Q
   * blocks, mask rows and output blocks */
  int64_t kt = p->Dt * p->Nt, vt = p->Nt * p->Dvt, stage = at_staging(p);
  int64_t need = (kt + vt) * NPU_FP8_TILE + 2 * (p->Dt * p->qtb + p->Dvt * p->otb) + NPU_BF16_TILE +
                 (p->mask_val >= 0 ? 2 * p->Nt * NPU_BF16_TILE : 0);
  /* with the next head's K and V beside this one's instead of a staging
   * area, when that fits */
  p->kv_prefetch = at_prefetch_ok(p) && need + at_k_bytes(p) + at_v_bytes(p) <= NPU_VMEM_KERNEL_BYTES;
  p->kv_piece = at_k_bytes(p) / p->Mt;
  need += p->kv_prefetch ? at_k_bytes(p) + at_v_bytes(p) + 32 : stage;
  if (need > NPU_VMEM_KERNEL_BYTES) {
    *why = arena_printf(L->a, "npu: attention over %lld keys does not fit VMEM", (long long)p->N);
    return false;
  }
  p->U = at_choose_steps(p);
  p->p_scale = at_p_scale(p->U);
  L->plans[t->id] = p;
  Arena *a = g->arena;
  t->props = chain ? t->props : NULL;
  int64_t shape[5] = {p->B, p->M, p->D, p->N, p->Dv};
  prop_add_ints(a, &t->props, "batch_m_d_kv_dv", shape, 5);
  int64_t tiles[4] = {p->Mt, p->Dt, p->Nt, p->Dvt};
  prop_add_ints(a, &t->props, "tiles_m_d_kv_dv", tiles, 4);
  prop_add_int(a, &t->props, "vmem_bytes", need);
  prop_add_int(a, &t->props, "keys_per_step", 32 * p->U);
  if (p->kv_prefetch)
    prop_add_int(a, &t->props, "kv_prefetch_piece_bytes", p->kv_piece);
  prop_add_str(a, &t->props, "schedule",
               "per head: K^T and V packed to fp8 once (vpack, e = 1, clamped; fp8 tiles taken as "
               "they are); per 32-row Q block: S = Q.K^T on mxu1 per 32-key tile, scale (unless "
               "scale_folded) and mask on the VPU, per step of keys_per_step keys one running max/sum update (flash), P "
               "packed to fp8, the step's P.V summed on mxu0 (vmatmul.acc), output rescaled per step");
  if (chain) prop_add_str(a, &t->props, "decomposed_chain", "merged into one flash-attention kernel");
  if (p->njoins) {
    int64_t ids[4];
    for (int i = 0; i < p->njoins; i++) ids[i] = p->joins[i];
    prop_add_ints(a, &t->props, "head_permutes_joined", ids, p->njoins);
    prop_add_str(a, &t->props, "head_views",
                 "Q, K, V read and O written through strided views of the flat [S, H*D] buffers of "
                 "the joined head permutes: per head, 32-row blocks of D/32 tiles, H*D/32 tiles "
                 "apart; the permuted tensors are never materialised");
  }
  if (p->k_trpose)
    prop_add_str(a, &t->props, "k_layout",
                 "K read as stored, [kv, d] tiles (written so by a head permute); each tile "
                 "transposed by vtrpose.xlu after its fp8 pack into K^T");
  if (p->cap >= 0) prop_add_int(a, &t->props, "kv_pad_buffer", p->cap);
  if (p->q8 || p->k8 || p->v8 || p->o8)
    prop_add_str(a, &t->props, "fp8_in_dram",
                 arena_printf(a, "%s%s%s%s kept in DRAM as fp8 tiles (1 KB) and moved as such: no widening to bf16",
                              p->q8 ? " Q" : "", p->k8 ? " K" : "", p->v8 ? " V" : "", p->o8 ? " O" : ""));
  prop_add_float(a, &t->props, "qkv_scale", 1.0);
  prop_add_float(a, &t->props, "q_scale", p->q_shift > 0 ? ldexp(1.0, -p->q_shift) : 1.0);
  if (p->q_shift >= 0)
    prop_add_str(a, &t->props, "scale_folded",
                 "the softmax scale, a power of two, multiplies Q before its fp8 pack (q_scale), "
                 "not the scores");
  prop_add_float(a, &t->props, "p_scale", p->p_scale);
  prop_add_str(a, &t->props, "precision",
               "Q (times q_scale), K, V as fp8 e4m3fn, P as fp8 of p_scale P (vpack e = p_scale, divided "
               "out with the normalisation) on the MXU; scores, max, exp and sums in bf16");
  t->kernel = chain ? "npu_flash_attention_bf16 (decomposed chain)" : "npu_flash_attention_bf16";
  return true;
}

/* ------------------------------------------------------------------ emit */

typedef struct AtCtx {
  AtPlan *p;
} AtCtx;

/* The key loop runs in steps of U key tiles (U = 2 when the registers
 * allow): one running max, one rescale of O and of the sum per step, and
 * the step's P.V summed on the MXU (vmatmul.acc), so the VPU's per-step
 * work is shared by U tiles. Step u holds tiles u U .. u U + n - 1. */
static int64_t at_steps(const AtPlan *p) { return (p->Nt + p->U - 1) / p->U; }
static int at_step_tiles(const AtPlan *p, int64_t u) {
  int64_t left = p->Nt - u * p->U;
  return left < p->U ? (int)left : p->U;
}

/* Where a Q block's loop finds the tiles of step u: K^T columns, V rows
 * and mask tiles, at physical addresses (reg < 0) or through pointer
 * registers at the trip's first step plus u steps. */
typedef struct AtLocs {
  int xk, xv, xm;
  int64_t u;
} AtLocs;

/* S = Q . K^T(:, j) on mxu1 for each tile j = u U + h of step u: into
 * Sb[sb][h]. */
static void at_qk(NpuLower *L, AtPlan *p, int64_t u, const AtLocs *lc, int sb) {
  NpuBuilder *b = L->b;
  int c = 0;
  for (int h = 0; h < at_step_tiles(p, u); h++) {
    int64_t j = u * p->U + h;
    for (int i = 0; i < p->Dt; i++, c++) {
      int w = p->kw[c & 1];
      /* mxu1's weight 1 holds the ones of the row sums (at_scores) */
      if (lc) {
        nb_vload(b, w, lc->xk, (i * p->Nt + lc->u * p->U + h) * NPU_FP8_TILE,
                 (NpuVmem){0, p->vK, p->Dt * p->Nt * NPU_FP8_TILE});
      } else {
        L->vc.cur = 2;
        npu_vload_at(L, w, p->vK + (i * p->Nt + j) * NPU_FP8_TILE);
        L->vc.cur = 0;
      }
      nb_push_w(b, 1, 0, w);
      nb_matmul(b, 1, 0, p->Qf[i], 0, i > 0);
    }
    nb_pop_bf16(b, 1, p->Sb[sb][h], 0);
  }
}

/* The VPU's part of step u: score epilogue (mask) of each tile, the cap on
 * padded keys, the step's row max (the tiles' elementwise max, one row
 * reduction) and the running max, exp, P packed into Pqb[pb][h], the
 * running sum (the tiles' P summed pairwise in place, one row reduction);
 * the rescale of the old sums goes to Cb[pb]. Each tile's P is computed
 * in the register that holds its scores. *mcur: which Mx holds the max. */
static void at_scores(NpuLower *L, AtPlan *p, int slot, int64_t u, const AtLocs *lc, int sb, int pb,
                      int *mcur) {
  NpuBuilder *b = L->b;
  int n = at_step_tiles(p, u), s[MAX_U];
  for (int h = 0; h < n; h++) {
    int64_t j = u * p->U + h;
    NpuVloc src[16];
    for (int i = 0; i < 16; i++) src[i] = npu_vloc_phys(-1);
    if (p->mask_val >= 0)
      src[p->mask_val] = lc ? (NpuVloc){lc->xm, (lc->u * p->U + h) * NPU_BF16_TILE,
                                        {0, p->vm[slot], p->Nt * NPU_BF16_TILE}}
                            : npu_vloc_phys(p->vm[slot] + j * NPU_BF16_TILE);
    int S = p->Sb[sb][h];
    s[h] = p->s_in_place ? npu_epilogue_apply_at(L, &p->score, S, &S, 1, src)
                         : npu_epilogue_apply_at(L, &p->score, S, p->stmp[h], p->nstmp, src);
    if (j == p->Nt - 1 && p->cap >= 0) nb_vpu(b, NI_VMIN, s[h], s[h], p->capR);
  }
  /* the step's max straight into the register the running max moves to */
  int mo = p->Mx[*mcur], mn = p->Mx[1 - *mcur], C = p->Cb[pb], t = u == 0 ? mo : mn;
  if (n == 1) {
    nb_vpu(b, NI_VREDMAX_ROW, t, s[0], 0);
  } else {
    nb_vpu(b, NI_VMAX, t, s[0], s[1]);
    for (int h = 2; h < n; h++) nb_vpu(b, NI_VMAX, t, t, s[h]);
    nb_vpu(b, NI_VREDMAX_ROW, t, t, 0);
  }
  if (u > 0) {
    nb_vpu(b, NI_VMAX, mn, mn, mo);
    nb_vpu(b, NI_VSUB, C, mo, mn);
    nb_vpu(b, NI_VEXP, C, C, 0);
    *mcur = 1 - *mcur;
    mo = mn;
  }
  for (int h = 0; h < n; h++) {
    nb_vpu(b, NI_VSUB, s[h], s[h], mo);
    nb_vpu(b, NI_VEXP, s[h], s[h], 0);
    nb_vpack(b, p->Pqb[pb][h], s[h], p->e_p);
  }
  /* the step's row sums of the packed P on mxu1: Pq times a tile of ones
   * (weight 1), the step's tiles summed in accumulator 1, every column the
   * row's sum; into the first tile's pair, free once its P is packed. The
   * sum is of the P that P.V multiplies: O / l is their weighted mean. */
  for (int h = 0; h < n; h++) nb_matmul(b, 1, 1, p->Pqb[pb][h], 1, h > 0);
  if (u == 0) {
    nb_pop_bf16(b, 1, p->Lsum, 1);
  } else {
    nb_pop_bf16(b, 1, s[0], 1);
    nb_vpu(b, NI_VMUL, p->Lsum, p->Lsum, C);
    nb_vpu(b, NI_VADD, p->Lsum, p->Lsum, s[0]);
  }
}

/* O = O * C[pb] + P . V(step u, :) on mxu0: the step's tiles summed in the
 * accumulator. */
static void at_pv(NpuLower *L, AtPlan *p, int64_t u, const AtLocs *lc, int pb) {
  NpuBuilder *b = L->b;
  int n = at_step_tiles(p, u), c = 0;
  for (int o = 0; o < p->Dvt; o++) {
    for (int h = 0; h < n; h++, c++) {
      int w = p->vw[c & 1];
      if (lc) {
        nb_vload(b, w, lc->xv, ((lc->u * p->U + h) * p->Dvt + o) * NPU_FP8_TILE,
                 (NpuVmem){0, p->vV, p->Nt * p->Dvt * NPU_FP8_TILE});
      } else {
        L->vc.cur = 1;
        npu_vload_at(L, w, p->vV + ((u * p->U + h) * p->Dvt + o) * NPU_FP8_TILE);
        L->vc.cur = 0;
      }
      nb_push_w(b, 0, c & 1, w);
      nb_matmul(b, 0, o & 1, p->Pqb[pb][h], c & 1, h > 0);
    }
    if (u == 0) {
      nb_pop_bf16(b, 0, p->O[o], o & 1);
    } else {
      int pv = p->PV[o & 1];
      nb_pop_bf16(b, 0, pv, o & 1);
      nb_vpu(b, NI_VMUL, p->O[o], p->O[o], p->Cb[pb]);
      nb_vpu(b, NI_VADD, p->O[o], p->O[o], pv);
    }
  }
}

/* Steps 2 .. as a counted loop, rotated so that a trip's VPU work (the
 * scores of step u) runs beside the MXU work around it (P.V of step u-1,
 * Q.K^T of step u+1) as in the unrolled code: a trip takes two steps, and
 * S, C and Pq alternate between two registers each by the parity of the
 * step. Only whole steps are in the loop (a last short one follows it). */
static int64_t at_trips(const AtPlan *p) { return (p->Nt / p->U - 3) / 2; }

static bool at_loop_ok(NpuLower *L, const AtPlan *p) {
  return p->loop_regs && at_trips(p) >= 1 &&
         ((p->Dt - 1) * p->Nt + 2 * p->U) * NPU_FP8_TILE <= NPU_VOFF_MAX &&
         nb_xfree_count(L->b) + p->nlend >= (p->mask_val >= 0 ? 4 : 3);
}

/* An x register for the key loop: a free one, else one lent (p->lend),
 * else -1. *nlent counts the lent ones taken. */
static int at_xtake(NpuBuilder *b, const AtPlan *p, int *nlent) {
  if (nb_xfree_count(b) > 0) return nb_xalloc(b);
  return *nlent < p->nlend ? p->lend[(*nlent)++] : -1;
}

static void at_xgive(NpuBuilder *b, const AtPlan *p, int x) {
  for (int i = 0; i < p->nlend; i++)
    if (p->lend[i] == x) return;
  if (x >= 0) nb_xfree(b, x);
}

/* x += v: through tmp when there is one, else addi by addi (a few). */
static void bump(NpuBuilder *b, int x, int64_t v, int tmp) {
  if (tmp >= 0) {
    nb_add_const(b, x, x, v, tmp);
    return;
  }
  for (; v > 0; v -= 2047) nb_alui(b, NI_ADDI, x, x, v > 2047 ? 2047 : v);
}

/* Step u the way a trip handles it: P.V of u-1, scores of u, Q.K^T of u+1
 * (if any). */
static void at_step(NpuLower *L, AtPlan *p, int slot, int64_t u, const AtLocs *lc, int *mcur) {
  at_pv(L, p, u - 1, lc, (int)((u - 1) & 1));
  at_scores(L, p, slot, u, lc, (int)(u & 1), (int)(u & 1), mcur);
  if (u + 1 < at_steps(p)) at_qk(L, p, u + 1, lc, (int)((u + 1) & 1));
}

static void at_keys_looped(NpuLower *L, AtPlan *p, int slot, int *mcur) {
  NpuBuilder *b = L->b;
  int64_t U = p->U;
  /* steps 0 and 1 */
  at_qk(L, p, 0, NULL, 0);
  at_scores(L, p, slot, 0, NULL, 0, 0, mcur);
  at_qk(L, p, 1, NULL, 1);
  at_pv(L, p, 0, NULL, 0);
  at_scores(L, p, slot, 1, NULL, 1, 1, mcur);
  at_qk(L, p, 2, NULL, 0);
  /* the trips: from step 2 on, pointers at the K^T columns of step u + 1,
   * the V rows of step u - 1 and the mask tiles of step u, u the trip's
   * first step */
  int64_t trips = at_trips(p);
  int lent = 0;
  int xk = at_xtake(b, p, &lent), xv = at_xtake(b, p, &lent), xc = at_xtake(b, p, &lent);
  int xm = p->mask_val >= 0 ? at_xtake(b, p, &lent) : -1;
  int tmp = at_xtake(b, p, &lent);
  AtLocs lc = {xk, xv, xm, 0};
  nb_li(b, xk, p->vK + 3 * U * NPU_FP8_TILE);
  nb_li(b, xv, p->vV + U * p->Dvt * NPU_FP8_TILE);
  if (xm >= 0) nb_li(b, xm, p->vm[slot] + 2 * U * NPU_BF16_TILE);
  NpuLoop lp;
  nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_keys", p->task));
  npu_vaddr_reset(L);
  for (int u = 0; u < 2; u++) {
    lc.u = u;
    at_step(L, p, slot, 2 + u, &lc, mcur);
  }
  bump(b, xk, 2 * U * NPU_FP8_TILE, tmp);
  bump(b, xv, 2 * U * p->Dvt * NPU_FP8_TILE, tmp);
  if (xm >= 0) bump(b, xm, 2 * U * NPU_BF16_TILE, tmp);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  int xs[] = {xk, xv, xc, xm, tmp};
  for (size_t i = 0; i < sizeof xs / sizeof *xs; i++) at_xgive(b, p, xs[i]);
  /* the rest, and P.V of the last step */
  int64_t n = at_steps(p);
  for (int64_t u = 2 + 2 * trips; u < n; u++) at_step(L, p, slot, u, NULL, mcur);
  at_pv(L, p, n - 1, NULL, (int)((n - 1) & 1));
}

/* The next head's K and V, a piece of each (none on the last head: xplen
 * 0), once the piece before has arrived: DRAM and VMEM pointers step
 * by the piece after that wait (a transfer reads them at completion). */
static void at_request_next(NpuLower *L, AtPlan *p) {
  NpuBuilder *b = L->b;
  int64_t kb = at_k_bytes(p);
  NpuVmem vk = {0, p->vnext, kb}, vv = {0, p->vnext + kb, at_v_bytes(p)};
  nb_dma_wait_cover(b, CH_KV, p->xpk, p->xsk, p->xplen, vk);
  nb_dma_wait_cover(b, CH_KV_NEXT, p->xpv, p->xsv, p->xplen, vv);
  int xs[] = {p->xsk, p->xsv, p->xpk, p->xpv};
  for (int i = 0; i < 4; i++) nb_alu(b, NI_ADD, xs[i], xs[i], p->xplen);
  nb_dma_load(b, CH_KV, p->xpk, p->xsk, p->xplen, vk);
  nb_dma_load(b, CH_KV_NEXT, p->xpv, p->xsv, p->xplen, vv);
}

static void at_block(NpuLower *L, void *ctx, int slot) {
  AtPlan *p = ((AtCtx *)ctx)->p;
  NpuBuilder *b = L->b;
  if (p->kv_prefetch) at_request_next(L, p);
  /* Q block to fp8 (fp8 tiles are the MXU's operands as they are), times
   * the folded scale 2^-q_shift: a bf16 tile multiplied before its clamp
   * and pack, an fp8 one unpacked divided by 2^q_shift (exact in bf16) into
   * T (free between key loops) and packed again */
  for (int i = 0; i < p->Dt; i++) {
    if (p->q8) {
      npu_vload_at(L, p->Qf[i], p->vq[slot] + i * NPU_FP8_TILE);
      if (p->q_shift > 0) {
        nb_emit(b, (NpuInst){.opc = NI_VUNPACK, .d = p->T, .a = p->Qf[i], .b = p->e_q, .label = -1});
        nb_vpack(b, p->Qf[i], p->T, L->e_one);
      }
      continue;
    }
    npu_vload_pair_at(L, p->cvt, p->vq[slot] + i * NPU_BF16_TILE);
    if (p->q_scale_val >= 0) nb_vpu(b, NI_VMUL, p->cvt, p->cvt, p->score.v[p->q_scale_val].reg);
    clamp_pack(L, p, p->Qf[i], p->cvt);
  }
  int mcur = 0;
  if (at_loop_ok(L, p)) {
    at_keys_looped(L, p, slot, &mcur);
  } else {
    for (int64_t u = 0; u < at_steps(p); u++) {
      at_qk(L, p, u, NULL, 0);
      at_scores(L, p, slot, u, NULL, 0, 0, &mcur);
      at_pv(L, p, u, NULL, 0);
    }
  }
  /* O and l both in units of p_scale P */
  nb_vpu(b, NI_VRECIP, p->Lsum, p->Lsum, 0);
  for (int o = 0; o < p->Dvt; o++) {
    nb_vpu(b, NI_VMUL, p->O[o], p->O[o], p->Lsum);
    int res = npu_epilogue_apply(L, &p->out, p->O[o], p->otmp, p->notmp, NULL);
    if (p->o8) {
      /* an fp8 result: clamped (the loader's conversion saturates) and packed */
      clamp_pack(L, p, p->T, res);
      npu_vstore_at(L, p->T, p->vo[slot] + o * NPU_FP8_TILE);
      continue;
    }
    npu_vstore_pair_at(L, res, p->vo[slot] + o * NPU_BF16_TILE);
  }
}

static void pack_tiles(NpuLower *L, AtPlan *p, int64_t from, int64_t ntiles, int64_t dst, bool trpose, int64_t tb);

/* One head's K^T or V: DMA the bf16 tiles (tb 2048) to the staging area,
 * pack each to fp8 into its cache slot. trpose: the tiles are K's [kv, d]
 * tiles in row-major order; each packed tile is transposed into its K^T
 * slot. fp8 tiles (tb 1024) are the cache's bytes already: they go
 * straight there, through the staging area only to be transposed. */
static void pack_head(NpuLower *L, AtPlan *p, int xptr, int xv, int xd, int xl, int64_t nrows, int64_t run,
                      int64_t rstride, int64_t dst, bool trpose, int64_t tb) {
  NpuBuilder *b = L->b;
  int64_t ntiles = nrows * run / tb, bytes = ntiles * tb;
  bool direct = tb == NPU_FP8_TILE && !trpose;
  int64_t land = direct ? dst : p->vstage;
  nb_li(b, xv, land);
  nb_alui(b, NI_ADDI, xd, xptr, 0);
  if (rstride == run) {
    nb_li(b, xl, bytes);
    nb_dma_load(b, CH_KV, xv, xd, xl, (NpuVmem){0, land, bytes});
    nb_dma_wait(b, CH_KV);
  } else {
    /* a strided view: one transfer per 32-row block */
    int xc = nb_xalloc(b), tmp = nb_xfree_count(b) > 0 ? nb_xalloc(b) : -1;
    nb_li(b, xl, run);
    NpuLoop lp;
    nb_loop_begin(b, &lp, nrows, xc, arena_printf(L->a, "t%d_kv_rows", p->task));
    nb_dma_load(b, CH_KV, xv, xd, xl, (NpuVmem){0, land, bytes});
    nb_dma_wait(b, CH_KV);
    bump(b, xv, run, tmp);
    bump(b, xd, rstride, tmp);
    nb_loop_end(b, &lp);
    nb_xfree(b, xc);
    if (tmp >= 0) nb_xfree(b, tmp);
  }
  if (!direct) pack_tiles(L, p, p->vstage, ntiles, dst, trpose, tb);
}

/* One register at l (1 KB). */
static void vmove_loc(NpuLower *L, bool store, int m, NpuVloc l) {
  if (l.reg < 0) store ? npu_vstore_at(L, m, l.off) : npu_vload_at(L, m, l.off);
  else store ? nb_vstore(L->b, m, l.reg, l.off, l.fp) : nb_vload(L->b, m, l.reg, l.off, l.fp);
}

/* Tile k at src (tb bytes) into its cache slot dst: bf16 packed to fp8,
 * fp8 copied, transposed when trpose. Registers alternate by k (the
 * scores' and the running max's pairs are free while packing), so one
 * tile's load overlaps the tile before's pack. */
static void pack_tile(NpuLower *L, AtPlan *p, int64_t k, NpuVloc src, NpuVloc dst, bool trpose, int64_t tb) {
  int m = p->kw[k & 1], pair = k & 1 ? p->Sb[0][0] : p->cvt, tr = p->Mx[k & 1];
  if (tb == NPU_FP8_TILE) {
    vmove_loc(L, false, m, src);
  } else {
    npu_vload_pair_loc(L, pair, src);
    clamp_pack(L, p, m, pair);
  }
  if (trpose) nb_vpu(L->b, NI_VTRPOSE, tr, m, 0);
  vmove_loc(L, true, trpose ? tr : m, dst);
}

/* Where tile t of a run lands in the cache, in tiles: K's tile (j, i) at
 * K^T's (i, j) when trpose. */
static int64_t pack_slot(const AtPlan *p, int64_t t, bool trpose) {
  return trpose ? t % p->Dt * p->Nt + t / p->Dt : t;
}

/* ntiles tiles of tb bytes at VMEM `from` (as DRAM holds them) into their
 * cache at dst: bf16 ones packed to fp8, fp8 ones copied; trpose: K's
 * [kv, d] tiles. */
static void pack_tiles(NpuLower *L, AtPlan *p, int64_t from, int64_t ntiles, int64_t dst, bool trpose, int64_t tb) {
  for (int64_t k = 0; k < ntiles; k++)
    pack_tile(L, p, k, npu_vloc_phys(from + k * tb), npu_vloc_phys(dst + pack_slot(p, k, trpose) * NPU_FP8_TILE),
              trpose, tb);
}

/* VMEM placement (plan time). */
bool npu_vmem_attention(NpuLower *L, Task *t, const char **why) {
  AtPlan *p = L->plans[t->id];
  int64_t kt = p->Dt * p->Nt, vt = p->Nt * p->Dvt;
  /* phase 0 packs a head's K and V (staging needed), phase 1 runs its Q
   * blocks: the staging area and the block buffers share VMEM */
  int64_t blk = p->Dt * p->qtb, oblk = p->Dvt * p->otb, mrow = p->Nt * NPU_BF16_TILE;
  NpuVmemReq vr[] = {
      {p->k8 && p->v8 ? "kv_staging_fp8" : "kv_staging_bf16", p->kv_prefetch ? 0 : at_staging(p), 0, 0, 0},
      {"k_transposed_fp8", kt * NPU_FP8_TILE, 0, 1, 0},
      {"v_fp8", vt * NPU_FP8_TILE, 0, 1, 0},
      {"q_block_0", blk, 1, 1, 0}, {"q_block_1", blk, 1, 1, 0},
      {"out_block_0", oblk, 1, 1, 0}, {"out_block_1", oblk, 1, 1, 0},
      {"mask_rows_0", p->mask_val >= 0 ? mrow : 0, 1, 1, 0},
      {"mask_rows_1", p->mask_val >= 0 ? mrow : 0, 1, 1, 0},
      {"kv_pad_cap", NPU_BF16_TILE, 0, 1, 0},
      {"kv_next_head", p->kv_prefetch ? at_k_bytes(p) + at_v_bytes(p) : 0, 0, 1, 0},
      {"head_pointers", p->kv_prefetch ? 32 : 0, 0, 1, 0},
  };
  if (!npu_vmem_plan(L, t, vr, (int)(sizeof vr / sizeof *vr), why)) return false;
  p->vstage = vr[0].addr, p->vK = vr[1].addr, p->vV = vr[2].addr;
  p->vq[0] = vr[3].addr, p->vq[1] = vr[4].addr, p->vo[0] = vr[5].addr, p->vo[1] = vr[6].addr;
  p->vm[0] = vr[7].addr, p->vm[1] = vr[8].addr, p->vcap = vr[9].addr, p->vnext = vr[10].addr;
  p->vptrs = vr[11].addr;
  /* the plan can no longer refuse: the head permutes join this task */
  for (int i = 0; i < p->njoins; i++) L->merged_into[p->joins[i]] = t->id;
  if (p->o_flat) L->extra_use[t->id] = p->Ot;
  return true;
}

/* The m registers for steps of U key tiles: sets every register field,
 * returns how many the kernel needs without the key loop's alternates
 * (*with_loop: with them). */
static int at_regs(AtPlan *p, int U, int *with_loop) {
  int m = 0;
  for (int i = 0; i < p->Dt; i++) p->Qf[i] = m++;
  for (int h = 0; h < U; h++) p->Pqb[0][h] = p->Pqb[1][h] = m++;
  p->kw[0] = m++, p->kw[1] = m++, p->vw[0] = m++, p->vw[1] = m++;
  m += m % 2;
  /* the pack scratch and clamps only where something is packed: a bf16
   * operand, an fp8 result */
  bool bf16_in = !p->q8 || !p->k8 || !p->v8, packs = bf16_in || p->o8;
  int *pairs[] = {&p->Mx[0], &p->Mx[1], &p->Cb[0], &p->Lsum, &p->PV[0], &p->PV[1],
                  &p->clampLo, &p->clampHi, &p->cvt, &p->capR};
  bool want[] = {1, 1, 1, 1, 1, !p->one_pv, packs, packs, bf16_in, p->cap >= 0};
  for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) *pairs[i] = want[i] ? m : -1, m += want[i] ? 2 : 0;
  if (p->one_pv) p->PV[1] = p->PV[0];
  p->T = p->Mx[0]; /* the running max is dead outside the key loop */
  p->Cb[1] = p->Cb[0];
  for (int h = 0; h < U; h++) p->Sb[0][h] = p->Sb[1][h] = m, m += 2;
  p->nstmp = npu_epilogue_temps(&p->score);
  /* one op at most (a second would need a second live temporary): it may
   * write the scores' own register */
  p->s_in_place = p->nstmp <= 1;
  for (int h = 0; h < U && !p->s_in_place; h++)
    for (int i = 0; i < p->nstmp && i < NPU_EPI_MAX_TEMPS; i++) p->stmp[h][i] = m, m += 2;
  for (int i = 0; i < p->Dvt; i++) p->O[i] = m, m += 2;
  p->notmp = npu_epilogue_temps(&p->out);
  for (int i = 0; i < p->notmp && i < NPU_EPI_MAX_TEMPS; i++) p->otmp[i] = m, m += 2;
  p->cscore = m;
  m += 2 * npu_epilogue_const_pairs(&p->score);
  p->cout = m;
  m += 2 * npu_epilogue_const_pairs(&p->out);
  /* the key loop's second S and C (pairs) and Pq, after everything else */
  *with_loop = m + (m % 2) + 2 * U + 2 + U;
  return p->nstmp > 8 || p->notmp > 8 ? 65 : m;
}

/* Steps of as many key tiles as fit the registers (with the key loop's
 * alternates, when there will be a key loop), up to MAX_U: the running
 * max, its rescale of O and of the sum, and the row reductions are paid
 * once a step. One pair for the P.V pops before a smaller step. */
static int at_choose_steps(AtPlan *p) {
  int wl;
  for (p->U = MAX_U; p->U > 1; p->U--)
    for (int k = 0; k < 2; k++) {
      p->one_pv = k > 0;
      if (at_regs(p, p->U, &wl) <= 64 && (wl <= 64 || at_trips(p) < 1)) return p->U;
    }
  p->one_pv = false;
  return 1;
}

/* Assign the registers of p->U; false when they do not fit. */
static bool at_assign_regs(AtPlan *p) {
  int wl, m = at_regs(p, p->U, &wl);
  if (m > 64) return false;
  p->loop_regs = wl <= 64;
  if (p->loop_regs) {
    m += m % 2;
    for (int h = 0; h < p->U; h++) p->Sb[1][h] = m, m += 2;
    p->Cb[1] = m, m += 2;
    for (int h = 0; h < p->U; h++) p->Pqb[1][h] = m++;
  }
  return true;
}

/* The head's Q, O and mask pointers to (NI_SW) or from (NI_LW) VMEM at
 * vptrs, through tmp. */
static void at_head_pointers(NpuBuilder *b, const AtPlan *p, int xq, int xo, int xm, int tmp, NpuOpc op) {
  int xs[] = {xq, xo, xm};
  nb_li(b, tmp, p->vptrs);
  for (int i = 0; i < 3; i++) {
    if (op == NI_SW) nb_sw(b, xs[i], tmp, 4 * i);
    else nb_lw(b, xs[i], tmp, 4 * i);
  }
}

bool npu_emit_attention(NpuLower *L, Task *t) {
  AtPlan *p = L->plans[t->id];
  if (!p) return false;
  NpuBuilder *b = L->b;
  if (!at_assign_regs(p)) {
    int wl;
    nb_fail(b, "npu: attention register plan overflows (%d)", at_regs(p, p->U, &wl));
    return false;
  }
  int c1 = p->cscore, c2 = p->cout;
  p->task = t->id;
  p->nlend = 0;
  nb_comment(b, arena_printf(L->a, "flash attention: batch %lld, M %lld, d %lld, kv %lld, dv %lld",
                             (long long)p->B, (long long)p->M, (long long)p->D, (long long)p->N,
                             (long long)p->Dv));
  npu_epilogue_setup(L, &p->score, c1);
  npu_epilogue_setup(L, &p->out, c2);
  if (p->clampLo >= 0) {
    nb_vli_all(b, p->clampLo, NPU_BF16_FP8_LOWEST);
    nb_vli_all(b, p->clampLo + 1, NPU_BF16_FP8_LOWEST);
    nb_vli_all(b, p->clampHi, NPU_BF16_FP8_MAX);
    nb_vli_all(b, p->clampHi + 1, NPU_BF16_FP8_MAX);
  }
  /* a tile of fp8 ones (0x38 a byte) in mxu1's weight 1 for the row sums */
  nb_vli_all(b, p->kw[0], NPU_FP8_ONES2);
  nb_push_w(b, 1, 1, p->kw[0]);
  /* seli is skipped when x[same index] holds the value: zero it first */
  int xe = nb_xalloc(b), xeq = nb_xalloc(b);
  p->e_p = xe, p->e_q = xeq;
  nb_li(b, xe, 0);
  nb_seli(b, p->e_p, p->p_scale);
  if (p->q8 && p->q_shift > 0) {
    nb_li(b, xeq, 0);
    nb_seli(b, p->e_q, 1 << p->q_shift);
  }
  nb_xfree(b, xe);
  nb_xfree(b, xeq);
  bool bloop = p->B > 1;
  int xk = nb_xalloc(b), xvp = nb_xalloc(b);
  int xq = nb_xalloc(b), xo = nb_xalloc(b), xm = nb_xalloc(b), xb = nb_xalloc(b), tmp = nb_xalloc(b);
  /* transfer registers for the cap tile and the per-head packing only */
  int xv = nb_xalloc(b), xd = nb_xalloc(b), xl = nb_xalloc(b);
  if (p->cap >= 0) {
    nb_li(b, xv, p->vcap);
    npu_param_li(L, xd, L->buf[p->cap].addr);
    nb_li(b, xl, NPU_BF16_TILE);
    nb_dma_load(b, CH_KV, xv, xd, xl, (NpuVmem){0, p->vcap, NPU_BF16_TILE});
    nb_dma_wait(b, CH_KV);
    npu_vload_pair_at(L, p->capR, p->vcap);
  }
  if (bloop) {
    nb_xfree(b, xv);
    nb_xfree(b, xd);
    nb_xfree(b, xl);
  }
  npu_param_li(L, xk, L->buf[p->Kt_].addr);
  npu_param_li(L, xvp, L->buf[p->Vt].addr);
  npu_param_li(L, xq, L->buf[p->Qt].addr);
  npu_param_li(L, xo, L->buf[p->Ot].addr);
  npu_param_li(L, xm, p->mask_t >= 0 ? L->buf[p->mask_t].addr : 0);
  int64_t kb = at_k_bytes(p);
  if (p->kv_prefetch) {
    /* head 0's K and V whole; then the DRAM pointers one piece before the
     * next head's (at_request_next steps them first) */
    p->xpk = nb_xalloc(b), p->xpv = nb_xalloc(b), p->xplen = nb_xalloc(b);
    p->xsk = xk, p->xsv = xvp;
    nb_li(b, p->xpk, p->vnext);
    nb_li(b, p->xpv, p->vnext + kb);
    nb_li(b, p->xplen, kb);
    nb_dma_load(b, CH_KV, p->xpk, xk, p->xplen, (NpuVmem){0, p->vnext, kb});
    nb_dma_load(b, CH_KV_NEXT, p->xpv, xvp, p->xplen, (NpuVmem){0, p->vnext + kb, at_v_bytes(p)});
    nb_dma_wait(b, CH_KV);
    nb_dma_wait(b, CH_KV_NEXT);
    nb_add_const(b, xk, xk, kb - p->kv_piece, tmp);
    nb_add_const(b, xvp, xvp, kb - p->kv_piece, tmp);
    /* the three more live through the Q blocks: the key loop may take
     * these instead (at_xtake) */
    int lend[] = {tmp, xq, xo, xm};
    memcpy(p->lend, lend, sizeof lend);
    p->nlend = 4;
    at_head_pointers(b, p, xq, xo, xm, tmp, NI_SW);
  }
  npu_vaddr_pool_add(L, 1);
  npu_vaddr_pool_add(L, 2);
  NpuLoop bl;
  if (bloop) {
    nb_loop_begin(b, &bl, p->B, xb, arena_printf(L->a, "t%d_heads", t->id));
    npu_vaddr_reset(L);
  }
  if (p->kv_prefetch) {
    /* this head's K and V are in vnext (the Q blocks' pipeline waited for
     * the last pieces at its end); the next head's pieces go there once
     * they are packed. Each Q block waits for the piece before its own;
     * the first block waits on the dma.config of both channels below (a
     * channel is waited on only once something was issued on it) */
    pack_tiles(L, p, p->vnext, p->Dt * p->Nt, p->vK, p->k_trpose, p->ktb);
    pack_tiles(L, p, p->vnext + kb, p->Nt * p->Dvt, p->vV, false, p->vtb);
    /* xplen = kv_piece, 0 on the last head (the counter xb is 1); the
     * VMEM pointers one piece before vnext, which the Q blocks step them
     * by (on the last head they stay at vnext) */
    nb_alui(b, NI_ADDI, tmp, xb, -1);
    nb_alu(b, NI_SLTU, tmp, 0, tmp);
    nb_alu(b, NI_SUB, tmp, 0, tmp);
    nb_li(b, p->xplen, p->kv_piece);
    nb_alu(b, NI_AND, p->xplen, p->xplen, tmp);
    nb_li(b, p->xpk, p->vnext);
    nb_alu(b, NI_SUB, p->xpk, p->xpk, p->xplen);
    nb_li(b, p->xpv, p->vnext + kb);
    nb_alu(b, NI_SUB, p->xpv, p->xpv, p->xplen);
    nb_dma_config(b, CH_KV);
    nb_dma_config(b, CH_KV_NEXT);
  } else {
    if (bloop) xv = nb_xalloc(b), xd = nb_xalloc(b), xl = nb_xalloc(b);
    if (p->k_trpose) pack_head(L, p, xk, xv, xd, xl, p->Nt, p->Dt * p->ktb, p->k_rstride, p->vK, true, p->ktb);
    else pack_head(L, p, xk, xv, xd, xl, p->Dt, p->Nt * p->ktb, p->k_rstride, p->vK, false, p->ktb);
    pack_head(L, p, xvp, xv, xd, xl, p->Nt, p->Dvt * p->vtb, p->v_rstride, p->vV, false, p->vtb);
    nb_xfree(b, xv);
    nb_xfree(b, xd);
    nb_xfree(b, xl);
  }
  NpuStream st[3] = {
      {.out = false, .base = 0, .xbase = xq, .stride = p->q_rstride,
       .len = p->Dt * p->qtb, .vm = {p->vq[0], p->vq[1]}, .ch = 0},
      {.out = true, .base = 0, .xbase = xo, .stride = p->o_rstride,
       .len = p->Dvt * p->otb, .vm = {p->vo[0], p->vo[1]}, .ch = 1},
      {.out = false, .base = 0, .xbase = xm, .stride = p->Nt * NPU_BF16_TILE,
       .len = p->Nt * NPU_BF16_TILE, .vm = {p->vm[0], p->vm[1]}, .ch = 3},
  };
  AtCtx ctx = {p};
  npu_chunk_pipeline(L, st, p->mask_val >= 0 ? 3 : 2, p->Mt, at_block, &ctx,
                     arena_printf(L->a, "t%d_qblocks", t->id));
  if (p->kv_prefetch) at_head_pointers(b, p, xq, xo, xm, tmp, NI_LW);
  if (bloop) {
    if (!p->kv_prefetch) { /* else stepped by the pieces */
      nb_add_const(b, xk, xk, p->k_bstride, tmp);
      nb_add_const(b, xvp, xvp, p->v_bstride, tmp);
    }
    nb_add_const(b, xq, xq, p->q_bstride, tmp);
    nb_add_const(b, xo, xo, p->o_bstride, tmp);
    if (!p->mask_bcast) nb_add_const(b, xm, xm, p->Mt * p->Nt * NPU_BF16_TILE, tmp);
    if (p->kv_prefetch) at_head_pointers(b, p, xq, xo, xm, tmp, NI_SW);
    nb_loop_end(b, &bl);
    npu_vaddr_reset(L);
  }
  nb_quiesce(b);
  npu_vaddr_pool_drop(L, 1);
  npu_vaddr_pool_drop(L, 2);
  int xs[] = {xk, xvp, xq, xo, xm, xb, tmp};
  for (size_t i = 0; i < sizeof xs / sizeof *xs; i++) nb_xfree(b, xs[i]);
  if (p->kv_prefetch) {
    nb_xfree(b, p->xpk);
    nb_xfree(b, p->xpv);
    nb_xfree(b, p->xplen);
  }
  return !nb_failed(b);
}
