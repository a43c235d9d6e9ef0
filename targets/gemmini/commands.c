/* commands.c (gemmini): the RoCC command sequence of one planned task as
 * assembly text: CONFIG_*, then one LOOP_WS group per outer tile, then fence. */
#include <string.h>

#include "gemmini/gemmini.h"
#include "riscv/riscv.h"

enum {
  F_CONFIG = 0, F_FLUSH = 7, F_LOOP_WS = 8, F_BOUNDS = 9, F_ADDRS_AB = 10, F_ADDRS_DC = 11,
  F_STRIDES_AB = 12, F_STRIDES_DC = 13
};

static uint64_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static void insn(RvAsm *o, int funct, const char *rs1, const char *rs2, const char *what) {
  rv_printf(o, "\t.insn r CUSTOM_3, 3, %d, x0, %s, %s\t# %s\n", funct, rs1, rs2, what);
}

/* rd = value (x0 when zero, so the .insn reads register 0). */
static const char *imm(RvAsm *o, const char *rd, uint64_t v) {
  if (!v) return "x0";
  rv_printf(o, "\tli %s, 0x%llx\n", rd, (unsigned long long)v);
  return rd;
}

/* rd = the address of element `elem` of tensor x (elements of `esize`). */
static const char *addr(const GemminiEmitEnv *env, const char *rd, int x, int64_t elem, int esize) {
  env->address(env->ctx, rd, x, elem * esize);
  return rd;
}

void gemmini_emit_flush(RvAsm *o) { rv_printf(o, "\t.insn r CUSTOM_3, 3, %d, x0, x0, x0\t# FLUSH 0: drop Gemmini's TLB state\n", F_FLUSH); }

void gemmini_emit_task(const GemminiParams *p, const GemminiTaskPlan *tp, const GemminiEmitEnv *env) {
  RvAsm *o = env->out;
  const GemminiProblem *pr = &tp->pr;
  const GemminiTiles *t = &tp->tiles;
  int64_t dim = p->dim, csize = pr->full_c ? 4 : 1;
  uint64_t one = f32_bits(1.0f) << 32;
  rv_printf(o, "\t# Gemmini WS: C[%lld x %lld] = A[%lld x %lld]%s . B%s%s, tiles %lldx%lldx%lld (DIM units), grid %lldx%lldx%lld%s\n",
            (long long)pr->i, (long long)pr->j, (long long)pr->i, (long long)pr->k, tp->a_t ? "^T" : "",
            tp->b_t ? "^T" : "", tp->d >= 0 ? (tp->d_repeating ? " + D (one row, repeated)" : " + D") : "",
            (long long)t->ti, (long long)t->tj, (long long)t->tk, (long long)t->i0, (long long)t->j0,
            (long long)t->k0, tp->nbatch > 1 ? arena_printf(env->arena, ", %lld batch elements", (long long)tp->nbatch) : "");
  /* CONFIG_EX: WS, no in-array activation, A_stride = C_stride = 1, shift 0. */
  uint64_t ex = one | 1u << 16 | (uint64_t)tp->b_t << 9 | (uint64_t)tp->a_t << 8 | 1u << 2;
  insn(o, F_CONFIG, imm(o, "t0", ex), imm(o, "t1", UINT64_C(1) << 48), "CONFIG_EX: weight-stationary");
  /* CONFIG_ST: C's byte stride, the folded scale and ReLU. */
  float scale = tp->epi.scaled ? tp->epi.scale : 1.0f;
  uint64_t st1 = 2 | (uint64_t)(tp->epi.relu ? 1 : 0) << 2;
  insn(o, F_CONFIG, imm(o, "t0", st1), imm(o, "t1", f32_bits(scale) << 32 | (uint64_t)(tp->c_stride * csize)),
       tp->epi.scaled ? arena_printf(env->arena, "CONFIG_ST: int8 C = sat8(RNE(acc * %.9g))%s", (double)scale,
                                     tp->epi.relu ? ", ReLU" : "")
                      : "CONFIG_ST: int32 C (full width)");
  /* CONFIG_LD per slot: 0 = A, 1 = B, 2 = D (int32, not shrunk). */
  int64_t ld_stride[3] = {tp->a_stride, tp->b_stride, tp->d_repeating ? 0 : 4 * tp->d_stride};
  const char *ld_what[3] = {"CONFIG_LD slot 0: A", "CONFIG_LD slot 1: B", "CONFIG_LD slot 2: D"};
  for (int s = 0; s < (tp->d >= 0 ? 3 : 2); s++)
    insn(o, F_CONFIG, imm(o, "t0", one | (uint64_t)dim << 16 | 1u << 8 | (uint64_t)s << 3 | 1),
         imm(o, "t1", (uint64_t)ld_stride[s]), ld_what[s]);

  bool a_reuse = t->i0 * t->k0 <= 2, b_reuse = t->j0 * t->k0 <= 2;
  int64_t ti = t->ti * dim, tj = t->tj * dim, tk = t->tk * dim; /* elements per outer tile */
  for (int64_t e = 0; e < tp->nbatch; e++)
    for (int64_t i0 = 0; i0 < t->i0; i0++)
      for (int64_t j0 = 0; j0 < t->j0; j0++)
        for (int64_t k0 = 0; k0 < t->k0; k0++) {
          int64_t ni = pr->i - i0 * ti < ti ? pr->i - i0 * ti : ti;
          int64_t nj = pr->j - j0 * tj < tj ? pr->j - j0 * tj : tj;
          int64_t nk = pr->k - k0 * tk < tk ? pr->k - k0 * tk : tk;
          int64_t bi = (ni + dim - 1) / dim, bj = (nj + dim - 1) / dim, bk = (nk + dim - 1) / dim;
          rv_printf(o, "\t# batch %lld, outer tile (i0,j0,k0) = (%lld,%lld,%lld): %lldx%lldx%lld elements\n",
                    (long long)e, (long long)i0, (long long)j0, (long long)k0, (long long)ni, (long long)nj,
                    (long long)nk);
          insn(o, F_BOUNDS,
               imm(o, "t0", (uint64_t)(bk * dim - nk) << 32 | (uint64_t)(bj * dim - nj) << 16 | (uint64_t)(bi * dim - ni)),
               imm(o, "t1", (uint64_t)bk << 32 | (uint64_t)bj << 16 | (uint64_t)bi), "LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles");
          bool load_a = !(a_reuse && j0 > 0), load_b = !(b_reuse && i0 > 0);
          int64_t aoff = tp->a_off[e] + (tp->a_t ? k0 * tk * tp->a_stride + i0 * ti : i0 * ti * tp->a_stride + k0 * tk);
          int64_t boff = tp->b_off[e] + (tp->b_t ? j0 * tj * tp->b_stride + k0 * tk : k0 * tk * tp->b_stride + j0 * tj);
          const char *ra = load_a ? addr(env, "t0", tp->a, aoff, 1) : "x0";
          const char *rb = load_b ? (tp->b_packed ? (env->address_packed_b(env->ctx, "t1", boff), "t1")
                                                  : addr(env, "t1", tp->b, boff, 1))
                                  : "x0";
          insn(o, F_ADDRS_AB, ra, rb, load_a ? (load_b ? "A, B" : "A; B stays resident") : (load_b ? "A stays resident; B" : "A and B stay resident"));
          bool with_d = tp->d >= 0 && k0 == 0, with_c = k0 == t->k0 - 1;
          const char *rd = with_d ? addr(env, "t0", tp->d, tp->d_off[e] + i0 * ti * tp->d_stride + j0 * tj, 4) : "x0";
          const char *rc = with_c ? addr(env, "t1", tp->c, tp->c_off[e] + i0 * ti * tp->c_stride + j0 * tj, (int)csize) : "x0";
          insn(o, F_ADDRS_DC, rd, rc, with_d ? (with_c ? "D, C" : "D; no C yet") : (with_c ? "no D; C" : "no D; no C yet"));
          insn(o, F_STRIDES_AB, imm(o, "t0", (uint64_t)tp->a_stride), imm(o, "t1", (uint64_t)tp->b_stride), "STRIDES_AB (elements)");
          insn(o, F_STRIDES_DC, imm(o, "t0", (uint64_t)tp->d_stride), imm(o, "t1", (uint64_t)tp->c_stride), "STRIDES_DC (elements)");
          /* The first partial product overwrites the accumulator, unless D
           * is already there; later k0 accumulate onto it. */
          bool ex_acc = tp->d >= 0 || k0 > 0;
          uint64_t a_id = a_reuse ? (i0 + k0 == 0 ? 1 : 2) : 0, b_id = b_reuse ? (j0 + k0 == 0 ? 1 : 2) : 0;
          uint64_t rs1 = (uint64_t)ex_acc | (uint64_t)pr->full_c << 1 | a_id << 18 | b_id << 16;
          insn(o, F_LOOP_WS, imm(o, "t0", rs1), imm(o, "t1", (uint64_t)tp->a_t | (uint64_t)tp->b_t << 1), "LOOP_WS");
        }
  rv_printf(o, "\tfence\t\t\t\t# C is in memory before the CPU reads it\n");
}
