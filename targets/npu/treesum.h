/* treesum.h (npu): the pairwise combine of a row of tiles (sum, max, min)
 * that the reductions and softmax share; implemented in treesum.c. */
#ifndef NPUCC_NPU_TREESUM_H
#define NPUCC_NPU_TREESUM_H

#include "npu/lower.h"

/* A binary counter over values in order: leaves pair up, entries of equal
 * depth merge, so each value passes through log2(n) bf16 combines instead
 * of n. Its tree is fixed by the order alone: a loop that hands in the
 * result of each aligned block of 2^k leaves as one level-k entry builds
 * the same tree (the same bits) as handing in every leaf. */
enum { NPU_TREE_DEPTH = 8 };
typedef struct NpuTree {
  NpuOpc combine;
  int stack0;               /* NPU_TREE_DEPTH pairs of partial results */
  int lvl[NPU_TREE_DEPTH], depth;
  int pend;                 /* a leaf waiting for its partner, or -1 */
} NpuTree;

void npu_tree_init(NpuTree *T, NpuOpc combine, int stack0);
/* A leaf in pair `reg` (read until it is combined: the caller alternates two). */
void npu_tree_leaf(NpuLower *L, NpuTree *T, int reg);
/* Where the next whole entry goes (no leaf may be pending): load it there,
 * then npu_tree_entry with its level. */
int npu_tree_slot(const NpuTree *T);
void npu_tree_entry(NpuLower *L, NpuTree *T, int level);
/* Combine what is left, right to left, the pending leaf last; the pair
 * holding the result, or -1 when there was a single leaf (in T->pend). */
int npu_tree_finish(NpuLower *L, NpuTree *T);

#endif
