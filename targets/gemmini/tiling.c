/* tiling.c (gemmini): outer tiles for the LOOP_WS schedule: gemmini.h's
 * tiled_matmul_auto heuristic as the baseline, npucc's choice, and their counts. */
#include "gemmini/gemmini.h"

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* LOOP_WS double-buffers: one group may use half of each memory (spec §4). */
static int64_t half_spad_rows(const GemminiParams *p) { return gemmini_spad_rows(p) / 2; }
static int64_t half_acc_rows(const GemminiParams *p) { return p->acc_rows / 2; }

static bool fits(const GemminiParams *p, int64_t ti, int64_t tj, int64_t tk) {
  return (ti * tk + tk * tj) * p->dim <= half_spad_rows(p) && ti * tj * p->dim <= half_acc_rows(p);
}

void gemmini_grid(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t) {
  t->i0 = ceil_div(ceil_div(pr->i, p->dim), t->ti);
  t->j0 = ceil_div(ceil_div(pr->j, p->dim), t->tj);
  t->k0 = ceil_div(ceil_div(pr->k, p->dim), t->tk);
}

bool gemmini_auto_tiles(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t) {
  int64_t it = ceil_div(pr->i, p->dim), jt = ceil_div(pr->j, p->dim), kt = ceil_div(pr->k, p->dim);
  /* gemmini.h's db_* caps: sqrt of the accumulator tiles in half the
   * accumulator, and a quarter of the scratchpad over that for K. */
  int64_t cap_ij = 0;
  while ((cap_ij + 1) * (cap_ij + 1) <= half_acc_rows(p) / p->dim) cap_ij++; /* floor(sqrt) */
  int64_t cap_k = cap_ij ? half_spad_rows(p) / 2 / p->dim / cap_ij : 0;
  t->ti = min64(it, cap_ij);
  t->tj = min64(jt, cap_ij);
  t->tk = min64(kt, cap_k);
  if (t->ti < 1 || t->tj < 1 || t->tk < 1) return false;
  for (bool grew = true; grew;) {
    grew = false;
    if (t->tj + 1 <= jt && fits(p, t->ti, t->tj + 1, t->tk)) t->tj++, grew = true;
    if (t->ti + 1 <= it && fits(p, t->ti + 1, t->tj, t->tk)) t->ti++, grew = true;
    if (t->tk + 1 <= kt && (t->ti * (t->tk + 1) + (t->tk + 1) * t->tj) * p->dim <= half_spad_rows(p))
      t->tk++, grew = true;
  }
  gemmini_grid(p, pr, t);
  return fits(p, t->ti, t->tj, t->tk);
}

/* Elements in outer tile number n of a dimension of `len` elements cut into
 * tiles of `tile` DIM-blocks. */
static int64_t span(const GemminiParams *p, int64_t len, int64_t tile, int64_t n) {
  return min64(len - n * tile * p->dim, tile * p->dim);
}

void gemmini_cost(const GemminiParams *p, const GemminiProblem *pr, const GemminiTiles *t,
                  int config_cmds, GemminiCost *c) {
  *c = (GemminiCost){0};
  /* tiled_matmul_outer's reuse: at most two A (B) blocks stay resident in
   * the two halves, so they load once however many j0 (i0) pass over them. */
  c->a_reuse = t->i0 * t->k0 <= 2;
  c->b_reuse = t->j0 * t->k0 <= 2;
  c->rocc = config_cmds + 6 * t->i0 * t->j0 * t->k0;
  int64_t dsize = pr->full_c ? 4 : 1;
  for (int64_t i0 = 0; i0 < t->i0; i0++)
    for (int64_t j0 = 0; j0 < t->j0; j0++)
      for (int64_t k0 = 0; k0 < t->k0; k0++) {
        int64_t ni = span(p, pr->i, t->ti, i0), nj = span(p, pr->j, t->tj, j0);
        int64_t nk = span(p, pr->k, t->tk, k0);
        int64_t bi = ceil_div(ni, p->dim), bj = ceil_div(nj, p->dim), bk = ceil_div(nk, p->dim);
        if (pr->bias && k0 == 0) c->expanded += bi * bj, c->bytes_d += 4 * ni * nj;
        if (!(c->a_reuse && j0 > 0)) c->expanded += bi * bk, c->bytes_a += ni * nk;
        if (!(c->b_reuse && i0 > 0)) c->expanded += bk * bj, c->bytes_b += nk * nj;
        c->expanded += 2 * bi * bj * bk;
        if (k0 == t->k0 - 1) c->expanded += bi * bj, c->bytes_c += dsize * ni * nj;
      }
}

static int64_t total_bytes(const GemminiCost *c) { return c->bytes_a + c->bytes_b + c->bytes_c + c->bytes_d; }

bool gemmini_best_tiles(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t) {
  GemminiTiles ref;
  GemminiCost rc, best = {0};
  bool have_ref = gemmini_auto_tiles(p, pr, &ref);
  if (have_ref) gemmini_cost(p, pr, &ref, 0, &rc);
  int64_t it = ceil_div(pr->i, p->dim), jt = ceil_div(pr->j, p->dim), kt = ceil_div(pr->k, p->dim);
  bool found = false;
  /* Bytes depend on ti, tj (and on K0 through reuse), commands on the grid:
   * for each ti, tj the largest tk that fits is never worse. */
  for (int64_t ti = 1; ti <= it && ti * p->dim <= half_acc_rows(p); ti++)
    for (int64_t tj = 1; tj <= jt && ti * tj * p->dim <= half_acc_rows(p); tj++) {
      int64_t tk = min64(kt, half_spad_rows(p) / p->dim / (ti + tj));
      if (tk < 1) continue;
      GemminiTiles c = {ti, tj, tk, 0, 0, 0};
      gemmini_grid(p, pr, &c);
      GemminiCost cc;
      gemmini_cost(p, pr, &c, 0, &cc);
      if (have_ref && (total_bytes(&cc) > total_bytes(&rc) || cc.rocc > rc.rocc)) continue;
      bool better = !found || total_bytes(&cc) < total_bytes(&best) ||
                    (total_bytes(&cc) == total_bytes(&best) &&
                     (cc.rocc < best.rocc || (cc.rocc == best.rocc && cc.expanded < best.expanded)));
      if (better) *t = c, best = cc, found = true;
    }
  return found;
}
