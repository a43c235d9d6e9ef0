/* treesum.c (npu): the binary counter that combines a row of tiles pairwise
 * for the reductions and softmax, leaf by leaf or block by block. */
#include "npu/treesum.h"

void npu_tree_init(NpuTree *T, NpuOpc combine, int stack0) {
  *T = (NpuTree){.combine = combine, .stack0 = stack0, .pend = -1};
}

static int stack_reg(const NpuTree *T, int i) { return T->stack0 + 2 * i; }

/* Merge the top entries while they are of equal depth. */
static void settle(NpuLower *L, NpuTree *T) {
  while (T->depth >= 2 && T->lvl[T->depth - 1] == T->lvl[T->depth - 2]) {
    int a = stack_reg(T, T->depth - 2), c = stack_reg(T, T->depth - 1);
    nb_vpu(L->b, T->combine, a, a, c);
    T->lvl[T->depth - 2]++;
    T->depth--;
  }
}

void npu_tree_leaf(NpuLower *L, NpuTree *T, int reg) {
  if (T->pend < 0) {
    T->pend = reg;
    return;
  }
  if (T->depth == NPU_TREE_DEPTH) {
    nb_fail(L->b, "npu: more than 2^%d tiles in one reduction", NPU_TREE_DEPTH);
    return;
  }
  nb_vpu(L->b, T->combine, stack_reg(T, T->depth), T->pend, reg);
  T->lvl[T->depth++] = 1;
  T->pend = -1;
  settle(L, T);
}

int npu_tree_slot(const NpuTree *T) { return stack_reg(T, T->depth); }

void npu_tree_entry(NpuLower *L, NpuTree *T, int level) {
  if (T->pend >= 0 || T->depth == NPU_TREE_DEPTH) {
    nb_fail(L->b, "npu: a reduction block behind a pending leaf");
    return;
  }
  T->lvl[T->depth++] = level;
  settle(L, T);
}

int npu_tree_finish(NpuLower *L, NpuTree *T) {
  if (T->depth == 0) return -1;
  for (int i = T->depth - 1; i >= 1; i--)
    nb_vpu(L->b, T->combine, stack_reg(T, i - 1), stack_reg(T, i - 1), stack_reg(T, i));
  int res = T->stack0;
  if (T->pend >= 0) nb_vpu(L->b, T->combine, res, res, T->pend);
  return res;
}
