/* commands.c (gemmini): the RoCC command sequence of one planned task as
 * assembly text: CONFIG_*, then one LOOP_WS group per outer tile, then fence. */
#include <string.h>

#include "gemmini/gemmini.h"
#include "riscv/riscv.h"

enum {
  F_CONFIG = 0, F_MVIN2 = 1, F_MVIN = 2, F_MVOUT = 3, F_COMPUTE_PRELOADED = 4, F_COMPUTE_ACCUMULATE = 5,
  F_PRELOAD = 6, F_MVIN3 = 14, F_FLUSH = 7, F_LOOP_WS = 8, F_BOUNDS = 9, F_ADDRS_AB = 10, F_ADDRS_DC = 11,
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

static uint64_t local(uint64_t addr, int64_t cols, int64_t rows) {
  return (uint64_t)rows << 48 | (uint64_t)cols << 32 | (addr & 0xFFFFFFFFu);
}

enum { ACC = 1u << 31, ACCUMULATE = 1u << 30, FULL_WIDTH = 1u << 29, GARBAGE = 0xFFFFFFFFu };

/* One LOOP_WS group written out as the commands it stands for (spec §4's
 * LOOP_WS sequence, the same local layout, the same order), so the explicit
 * schedule moves exactly the bytes LOOP_WS would. Addresses are those of the
 * group's tile (0,0): a/b/d/c are element offsets, < 0 when not passed. */
typedef struct Group {
  int64_t I, J, K, pad_i, pad_j, pad_k;
  int64_t a, b, d, c;
  bool ex_acc, full_c;
  uint64_t a_id, b_id;
} Group;

static int64_t tile_len(int64_t n, int64_t N, int64_t pad, int64_t dim) { return n == N - 1 ? dim - pad : dim; }

static void explicit_group(const GemminiParams *p, const GemminiMatmul *tp, const GemminiEmitEnv *env,
                           const Group *G) {
  RvAsm *o = env->out;
  int64_t dim = p->dim, half = gemmini_spad_rows(p) / 2, csize = G->full_c ? 4 : 1;
  int64_t a_start = G->a_id == 2 ? half : 0;
  int64_t b_start = (G->b_id == 2 ? 2 * half : half) - G->K * G->J * dim;
  if (G->d >= 0)
    for (int64_t i = 0; i < G->I; i++)
      for (int64_t j = 0; j < G->J; j++) {
        int64_t rows = tile_len(i, G->I, G->pad_i, dim), cols = tile_len(j, G->J, G->pad_j, dim);
        insn(o, F_MVIN3, addr(env, "t0", tp->d, G->d + (i * tp->d_stride + j) * dim, 4),
             imm(o, "t1", local(ACC | (uint64_t)((i * G->J + j) * dim), cols, rows)), "MVIN3 D");
      }
  for (int64_t k = 0; k < G->K; k++)
    for (int64_t j = 0; j < G->J; j++)
      for (int64_t i = 0; i < G->I; i++) {
        int64_t rows_i = tile_len(i, G->I, G->pad_i, dim), cols_j = tile_len(j, G->J, G->pad_j, dim);
        int64_t len_k = tile_len(k, G->K, G->pad_k, dim);
        uint64_t a_sp = (uint64_t)(a_start + (tp->a_t ? k * G->I + i : i * G->K + k) * dim);
        uint64_t b_sp = (uint64_t)(b_start + (tp->b_t ? j * G->K + k : k * G->J + j) * dim);
        uint64_t c_sp = ACC | ACCUMULATE | (G->full_c ? FULL_WIDTH : 0) | (uint64_t)((i * G->J + j) * dim);
        if (j == 0 && G->a >= 0) {
          int64_t off = G->a + (tp->a_t ? k * tp->a_stride + i : i * tp->a_stride + k) * dim;
          insn(o, F_MVIN, addr(env, "t0", tp->a, off, 1),
               imm(o, "t1", tp->a_t ? local(a_sp, rows_i, len_k) : local(a_sp, len_k, rows_i)), "MVIN A");
        }
        if (i == 0 && G->b >= 0) {
          int64_t off = G->b + (tp->b_t ? j * tp->b_stride + k : k * tp->b_stride + j) * dim;
          const char *rb = tp->b_packed ? (env->address_packed_b(env->ctx, "t0", off), "t0") : addr(env, "t0", tp->b, off, 1);
          insn(o, F_MVIN2, rb, imm(o, "t1", tp->b_t ? local(b_sp, len_k, cols_j) : local(b_sp, cols_j, len_k)),
               "MVIN2 B");
        }
        uint64_t out = c_sp;
        if (!G->ex_acc && k == 0) out &= ~(uint64_t)ACCUMULATE;
        insn(o, F_PRELOAD, imm(o, "t0", local(i == 0 ? b_sp : GARBAGE, cols_j, len_k)),
             imm(o, "t1", local(out, cols_j, rows_i)), i == 0 ? "PRELOAD B, C" : "PRELOAD (B stays), C");
        insn(o, i == 0 ? F_COMPUTE_PRELOADED : F_COMPUTE_ACCUMULATE, imm(o, "t0", local(a_sp, len_k, rows_i)),
             imm(o, "t1", local(GARBAGE, dim, dim)), i == 0 ? "COMPUTE_PRELOADED" : "COMPUTE_ACCUMULATE");
        if (G->c >= 0 && k == G->K - 1)
          insn(o, F_MVOUT, addr(env, "t0", tp->c, G->c + (i * tp->c_stride + j) * dim, (int)csize),
               imm(o, "t1", local(c_sp, cols_j, rows_i)), "MVOUT C");
      }
}

/* The same group output-stationary (spec §6.2's OS steps, on the WS group's
 * local layout): D, then every B and A tile, then per (i, j) the k chain
 * accumulating in the PEs, written to the accumulator at the last k. */
static void os_group(const GemminiParams *p, const GemminiMatmul *tp, const GemminiEmitEnv *env,
                     const Group *G) {
  RvAsm *o = env->out;
  int64_t dim = p->dim, half = gemmini_spad_rows(p) / 2, csize = G->full_c ? 4 : 1;
  int64_t a_start = G->a_id == 2 ? half : 0;
  int64_t b_start = (G->b_id == 2 ? 2 * half : half) - G->K * G->J * dim;
  if (G->d >= 0)
    for (int64_t i = 0; i < G->I; i++)
      for (int64_t j = 0; j < G->J; j++)
        insn(o, F_MVIN3, addr(env, "t0", tp->d, G->d + (i * tp->d_stride + j) * dim, 4),
             imm(o, "t1", local(ACC | (uint64_t)((i * G->J + j) * dim), tile_len(j, G->J, G->pad_j, dim),
                                tile_len(i, G->I, G->pad_i, dim))), "MVIN3 D");
  if (G->b >= 0)
    for (int64_t k = 0; k < G->K; k++)
      for (int64_t j = 0; j < G->J; j++) {
        int64_t off = G->b + (k * tp->b_stride + j) * dim;
        const char *rb = tp->b_packed ? (env->address_packed_b(env->ctx, "t0", off), "t0") : addr(env, "t0", tp->b, off, 1);
        insn(o, F_MVIN2, rb, imm(o, "t1", local((uint64_t)(b_start + (k * G->J + j) * dim), tile_len(j, G->J, G->pad_j, dim),
                                               tile_len(k, G->K, G->pad_k, dim))), "MVIN2 B");
      }
  if (G->a >= 0)
    for (int64_t i = 0; i < G->I; i++)
      for (int64_t k = 0; k < G->K; k++)
        insn(o, F_MVIN, addr(env, "t0", tp->a, G->a + (i * tp->a_stride + k) * dim, 1),
             imm(o, "t1", local((uint64_t)(a_start + (i * G->K + k) * dim), tile_len(k, G->K, G->pad_k, dim),
                                tile_len(i, G->I, G->pad_i, dim))), "MVIN A");
  for (int64_t i = 0; i < G->I; i++)
    for (int64_t j = 0; j < G->J; j++) {
      int64_t rows_i = tile_len(i, G->I, G->pad_i, dim), cols_j = tile_len(j, G->J, G->pad_j, dim);
      uint64_t c_sp = ACC | (G->ex_acc ? ACCUMULATE : 0) | (uint64_t)((i * G->J + j) * dim);
      for (int64_t k = 0; k < G->K; k++) {
        int64_t len_k = tile_len(k, G->K, G->pad_k, dim);
        bool last = k == G->K - 1;
        insn(o, F_PRELOAD, imm(o, "t0", local(GARBAGE, dim, dim)),
             imm(o, "t1", last ? local(c_sp, cols_j, rows_i) : local(GARBAGE, dim, dim)),
             last ? "PRELOAD no D; C" : "PRELOAD no D, no C yet");
        insn(o, k == 0 ? F_COMPUTE_PRELOADED : F_COMPUTE_ACCUMULATE,
             imm(o, "t0", local((uint64_t)(a_start + (i * G->K + k) * dim), len_k, rows_i)),
             imm(o, "t1", local((uint64_t)(b_start + (k * G->J + j) * dim), cols_j, len_k)),
             k == 0 ? "COMPUTE_PRELOADED A, B" : "COMPUTE_ACCUMULATE A, B");
      }
      if (G->c >= 0)
        insn(o, F_MVOUT, addr(env, "t0", tp->c, G->c + (i * tp->c_stride + j) * dim, (int)csize),
             imm(o, "t1", local(c_sp | (G->full_c ? FULL_WIDTH : 0), cols_j, rows_i)), "MVOUT C");
    }
}

void gemmini_emit_task(const GemminiParams *p, const GemminiMatmul *tp, const GemminiEmitEnv *env) {
  RvAsm *o = env->out;
  const GemminiProblem *pr = &tp->pr;
  const GemminiTiles *t = &tp->tiles;
  int64_t dim = p->dim, csize = pr->full_c ? 4 : 1;
  uint64_t one = f32_bits(1.0f) << 32;
  rv_printf(o, "\t# Gemmini %s: C[%lld x %lld] = A[%lld x %lld]%s . B%s%s, tiles %lldx%lldx%lld (DIM units), grid %lldx%lldx%lld%s\n",
            tp->os ? "OS" : tp->explicit_schedule ? "WS, explicit" : "WS, LOOP_WS", (long long)pr->i, (long long)pr->j, (long long)pr->i, (long long)pr->k, tp->a_t ? "^T" : "",
            tp->b_t ? "^T" : "", tp->d >= 0 ? (tp->d_repeating ? " + D (one row, repeated)" : " + D") : "",
            (long long)t->ti, (long long)t->tj, (long long)t->tk, (long long)t->i0, (long long)t->j0,
            (long long)t->k0, tp->nbatch > 1 ? arena_printf(env->arena, ", %lld batch elements", (long long)tp->nbatch) : "");
  /* CONFIG_EX: WS, no in-array activation, A_stride = C_stride = 1, shift 0. */
  uint64_t ex = one | 1u << 16 | (uint64_t)tp->b_t << 9 | (uint64_t)tp->a_t << 8 | (uint64_t)!tp->os << 2;
  insn(o, F_CONFIG, imm(o, "t0", ex), imm(o, "t1", UINT64_C(1) << 48),
       tp->os ? "CONFIG_EX: output-stationary, shift 0" : "CONFIG_EX: weight-stationary");
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
          bool load_a = !(a_reuse && j0 > 0), load_b = !(b_reuse && i0 > 0);
          int64_t aoff = tp->a_off[e] + (tp->a_t ? k0 * tk * tp->a_stride + i0 * ti : i0 * ti * tp->a_stride + k0 * tk);
          int64_t boff = tp->b_off[e] + (tp->b_t ? j0 * tj * tp->b_stride + k0 * tk : k0 * tk * tp->b_stride + j0 * tj);
          bool with_d = tp->d >= 0 && k0 == 0, with_c = k0 == t->k0 - 1;
          int64_t doff = tp->d_off[e] + i0 * ti * tp->d_stride + j0 * tj;
          int64_t coff = tp->c_off[e] + i0 * ti * tp->c_stride + j0 * tj;
          /* The first partial product overwrites the accumulator, unless D
           * is already there; later k0 accumulate onto it. */
          bool ex_acc = tp->d >= 0 || k0 > 0;
          uint64_t a_id = a_reuse ? (i0 + k0 == 0 ? 1 : 2) : 0, b_id = b_reuse ? (j0 + k0 == 0 ? 1 : 2) : 0;
          if (tp->explicit_schedule || tp->os) {
            Group G = {bi, bj, bk, bi * dim - ni, bj * dim - nj, bk * dim - nk, load_a ? aoff : -1,
                       load_b ? boff : -1, with_d ? doff : -1, with_c ? coff : -1, ex_acc, pr->full_c, a_id, b_id};
            if (tp->os) os_group(p, tp, env, &G);
            else explicit_group(p, tp, env, &G);
            continue;
          }
          insn(o, F_BOUNDS,
               imm(o, "t0", (uint64_t)(bk * dim - nk) << 32 | (uint64_t)(bj * dim - nj) << 16 | (uint64_t)(bi * dim - ni)),
               imm(o, "t1", (uint64_t)bk << 32 | (uint64_t)bj << 16 | (uint64_t)bi), "LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles");
          const char *ra = load_a ? addr(env, "t0", tp->a, aoff, 1) : "x0";
          const char *rb = load_b ? (tp->b_packed ? (env->address_packed_b(env->ctx, "t1", boff), "t1")
                                                  : addr(env, "t1", tp->b, boff, 1))
                                  : "x0";
          insn(o, F_ADDRS_AB, ra, rb, load_a ? (load_b ? "A, B" : "A; B stays resident") : (load_b ? "A stays resident; B" : "A and B stay resident"));
          const char *rd = with_d ? addr(env, "t0", tp->d, doff, 4) : "x0";
          const char *rc = with_c ? addr(env, "t1", tp->c, coff, (int)csize) : "x0";
          insn(o, F_ADDRS_DC, rd, rc, with_d ? (with_c ? "D, C" : "D; no C yet") : (with_c ? "no D; C" : "no D; no C yet"));
          insn(o, F_STRIDES_AB, imm(o, "t0", (uint64_t)tp->a_stride), imm(o, "t1", (uint64_t)tp->b_stride), "STRIDES_AB (elements)");
          insn(o, F_STRIDES_DC, imm(o, "t0", (uint64_t)tp->d_stride), imm(o, "t1", (uint64_t)tp->c_stride), "STRIDES_DC (elements)");
          uint64_t rs1 = (uint64_t)ex_acc | (uint64_t)pr->full_c << 1 | a_id << 18 | b_id << 16;
          insn(o, F_LOOP_WS, imm(o, "t0", rs1), imm(o, "t1", (uint64_t)tp->a_t | (uint64_t)tp->b_t << 1), "LOOP_WS");
        }
  rv_printf(o, "\tfence\t\t\t\t# C is in memory before the CPU reads it\n");
}
