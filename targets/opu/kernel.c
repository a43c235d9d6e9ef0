/* kernel.c (opu): the inline OPU kernel of spec §4.4 for one mmt4d problem
 * with static sizes: 2x2 blocks of 16-column tiles in m0-m3, K0 = 1. */
#include <stdio.h>

#include "opu/opu.h"

/* Register operands of the custom instructions are numbers spelt as GPR
 * names (binutils rejects vN in .insn r): v16 = a6, v17 = a7, v18 = s2,
 * v19 = s3; m0-m3 = zero, ra, sp, gp. */
static void vopacc(RvAsm *as, int md, int vs1, int vs2) {
  rv_printf(as, "\t.insn r 87, 2, 81, %s, %s, %s\t# vopacc m%d, v%d, v%d\n", rv_xreg(md),
             rv_xreg(vs1), rv_xreg(vs2), md, vs1, vs2);
}

typedef struct Kern {
  RvAsm *as;
  const OpuTile *t;
  int64_t ls, rs, os, tb; /* bytes: LHS panel, RHS panel, OUT row panel, OUT tile */
  bool acc;
  const char *label;
  int nlabels;
} Kern;

static void new_label(Kern *k, char *buf, size_t n) { snprintf(buf, n, "%s_k%d", k->label, k->nlabels++); }

/* Rows 0..M0-1 of the OUT tile at t6 + off, into (in) or out of matrix md. */
static void tile_rows(Kern *k, int md, int64_t off, bool in) {
  RvAsm *as = k->as;
  char l[96];
  new_label(k, l, sizeof l);
  rv_addi(as, "t1", "t6", off, "t5");
  /* vl/vtype are never assumed across a label (spec §4.6): each row's group sets them. */
  rv_printf(as, "\tli t0, 0\n\tli t2, %d\n%s:\n\tvsetivli zero, 16, e32, m4, ta, ma\n", k->t->m0, l);
  if (in)
    rv_printf(as, "\tvle32.v v0, (t1)\n\t.insn r 87, 6, 85, %s, t0, zero\t# vmv_rv m%d, t0, v0\n",
               rv_xreg(md), md);
  else
    rv_printf(as, "\t.insn r 87, 6, 93, zero, t0, %s\t# vmv_vr v0, t0, m%d\n\tvse32.v v0, (t1)\n",
               rv_xreg(md), md);
  rv_printf(as, "\taddi t1, t1, 64\n\taddi t0, t0, 1\n\tblt t0, t2, %s\n", l);
}

/* One block of rows x cols tiles: m0 (i,j), m1 (i,j+1), m2 (i+1,j),
 * m3 (i+1,j+1). LHS panels at a5 (+ls), RHS panels at a6 (+rs), OUT at t6. */
static void block(Kern *k, int rows, int cols) {
  RvAsm *as = k->as;
  const OpuTile *t = k->t;
  bool used[4] = {true, cols == 2, rows == 2, rows == 2 && cols == 2};
  int64_t off[4] = {0, k->tb, k->os, k->os + k->tb};
  rv_printf(as, "\t# %dx%d block of %dx16 tiles\n\tvsetivli zero, 16, e32, m4, ta, ma\n", rows, cols, t->m0);
  if (!k->acc) {
    rv_printf(as, "\tvmv.v.i v0, 0\n");
    for (int m = 0; m < 4; m++)
      if (used[m])
        rv_printf(as, "\t.insn r 87, 6, 89, %s, zero, zero\t# opmvinbcast m%d, v0\n", rv_xreg(m), m);
  } else {
    for (int m = 0; m < 4; m++)
      if (used[m]) tile_rows(k, m, off[m], true);
  }
  rv_printf(as, "\tvsetivli zero, 16, e8, m1, ta, ma\n\tmv t1, a5\n");
  if (rows == 2) rv_addi(as, "t2", "a5", k->ls, "t5");
  rv_printf(as, "\tmv t3, a6\n");
  if (cols == 2) rv_addi(as, "t4", "a6", k->rs, "t5");
  if (t->k1 > 0) {
    char l[96];
    new_label(k, l, sizeof l);
    rv_printf(as, "\tli t0, %lld\n%s:\n", (long long)t->k1, l);
    /* M0 < 16: load M0 LHS bytes; the other lanes only reach rows never stored.
     * Either way the group after the label sets its own vl/vtype. */
    rv_printf(as, "\tvsetivli zero, %d, e8, m1, ta, ma\n", t->m0);
    rv_printf(as, "\tvle8.v v16, (t1)\n");
    if (rows == 2) rv_printf(as, "\tvle8.v v17, (t2)\n");
    if (t->m0 < OPU_VLEN_BYTES) rv_printf(as, "\tvsetivli zero, 16, e8, m1, ta, ma\n");
    rv_printf(as, "\tvle8.v v18, (t3)\n");
    if (cols == 2) rv_printf(as, "\tvle8.v v19, (t4)\n");
    vopacc(as, 0, 16, 18);
    if (cols == 2) vopacc(as, 1, 16, 19);
    if (rows == 2) vopacc(as, 2, 17, 18);
    if (rows == 2 && cols == 2) vopacc(as, 3, 17, 19);
    rv_printf(as, "\taddi t1, t1, %d\n", t->m0);
    if (rows == 2) rv_printf(as, "\taddi t2, t2, %d\n", t->m0);
    rv_printf(as, "\taddi t3, t3, 16\n");
    if (cols == 2) rv_printf(as, "\taddi t4, t4, 16\n");
    rv_printf(as, "\taddi t0, t0, -1\n\tbnez t0, %s\n", l);
  }
  rv_printf(as, "\tvsetivli zero, 16, e32, m4, ta, ma\n");
  for (int m = 0; m < 4; m++)
    if (used[m]) tile_rows(k, m, off[m], false);
}

/* All column panels of one (rows = 2) or the last (rows = 1) row panel. */
static void row_panel(Kern *k, int rows) {
  RvAsm *as = k->as;
  int64_t pairs = k->t->n1 / 2;
  rv_printf(as, "\tmv a6, a1\n\tmv t6, a7\n");
  if (pairs) {
    char l[96];
    new_label(k, l, sizeof l);
    rv_printf(as, "\tli a4, %lld\n%s:\n", (long long)pairs, l);
    block(k, rows, 2);
    rv_addi(as, "a6", "a6", 2 * k->rs, "t5");
    rv_addi(as, "t6", "t6", 2 * k->tb, "t5");
    rv_printf(as, "\taddi a4, a4, -1\n\tbnez a4, %s\n", l);
  }
  if (k->t->n1 % 2) block(k, rows, 1);
}

void opu_inline_mmt4d(RvAsm *as, const OpuTile *t, int64_t lhs_stride0, int64_t rhs_stride0,
                      int64_t out_stride0, bool accumulate, const char *label) {
  Kern k = {as, t, lhs_stride0, rhs_stride0, 4 * out_stride0, 4 * (int64_t)t->m0 * t->n0,
            accumulate, label, 0};
  int64_t pairs = t->m1 / 2;
  rv_printf(as, "\tmv a5, a0\n\tmv a7, a2\n");
  if (pairs) {
    char l[96];
    new_label(&k, l, sizeof l);
    rv_printf(as, "\tli a3, %lld\n%s:\n", (long long)pairs, l);
    row_panel(&k, 2);
    rv_addi(as, "a5", "a5", 2 * k.ls, "t5");
    rv_addi(as, "a7", "a7", 2 * k.os, "t5");
    rv_printf(as, "\taddi a3, a3, -1\n\tbnez a3, %s\n", l);
  }
  if (t->m1 % 2) row_panel(&k, 1);
}
