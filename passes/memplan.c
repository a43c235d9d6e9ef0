/* memplan.c: liveness-based placement of buffers in one memory pool (DRAM,
 * VMEM, ...): greedy by size into the best-fitting gap, reusing dead space. */
#include "npucc/memplan.h"

#include <stdlib.h>

static int64_t align_up(int64_t x, int64_t a) { return a <= 1 ? x : (x + a - 1) / a * a; }

static bool is_pow2(int64_t a) { return a >= 1 && (a & (a - 1)) == 0; }

static bool lifetimes_meet(const MemBlock *a, const MemBlock *b) {
  return a->first <= b->last && b->first <= a->last;
}

typedef struct Order {
  const MemBlock *blocks;
} Order;

/* Largest first; then earliest start; then input order (stable, deterministic). */
static int by_size(const void *pa, const void *pb, void *ctx) {
  const MemBlock *v = ((const Order *)ctx)->blocks;
  int a = *(const int *)pa, b = *(const int *)pb;
  if (v[a].size != v[b].size) return v[a].size > v[b].size ? -1 : 1;
  if (v[a].first != v[b].first) return v[a].first < v[b].first ? -1 : 1;
  return a < b ? -1 : a > b;
}

/* qsort has no context argument in C17: a small insertion sort keeps the
 * planner free of globals (plans are small). */
static void sort_ints(int *v, int n, int (*cmp)(const void *, const void *, void *), void *ctx) {
  for (int i = 1; i < n; i++) {
    int x = v[i], j = i - 1;
    while (j >= 0 && cmp(&v[j], &x, ctx) > 0) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = x;
  }
}

static int by_addr(const void *pa, const void *pb, void *ctx) {
  const MemBlock *v = ((const Order *)ctx)->blocks;
  int a = *(const int *)pa, b = *(const int *)pb;
  if (v[a].addr != v[b].addr) return v[a].addr < v[b].addr ? -1 : 1;
  return a < b ? -1 : a > b;
}

int64_t memplan_assign(MemBlock *v, int n, int64_t capacity) {
  for (int i = 0; i < n; i++) {
    v[i].addr = -1;
    if (v[i].size < 0 || v[i].last < v[i].first || (v[i].align > 1 && !is_pow2(v[i].align)))
      return -1;
  }
  int *order = malloc(sizeof *order * (size_t)(n ? n : 1));
  int *live = malloc(sizeof *live * (size_t)(n ? n : 1));
  if (!order || !live) {
    free(order);
    free(live);
    return -1;
  }
  Order ctx = {v};
  int m = 0;
  for (int i = 0; i < n; i++)
    if (v[i].size > 0) order[m++] = i;
  sort_ints(order, m, by_size, &ctx);
  int64_t top = 0;
  for (int oi = 0; oi < m; oi++) {
    MemBlock *b = &v[order[oi]];
    int nlive = 0;
    for (int pj = 0; pj < oi; pj++) {
      const MemBlock *o = &v[order[pj]];
      if (lifetimes_meet(o, b)) live[nlive++] = order[pj];
    }
    sort_ints(live, nlive, by_addr, &ctx);
    /* Walk the gaps between the live neighbours; keep the tightest fit. */
    int64_t best = -1, best_waste = INT64_MAX, cursor = 0;
    for (int k = 0; k <= nlive; k++) {
      int64_t start = align_up(cursor, b->align);
      int64_t gap_end = k < nlive ? v[live[k]].addr : INT64_MAX;
      if (gap_end != INT64_MAX && start + b->size <= gap_end) {
        int64_t waste = gap_end - (start + b->size);
        if (waste < best_waste) best = start, best_waste = waste;
      } else if (gap_end == INT64_MAX && best < 0) {
        best = start;
      }
      if (k < nlive) {
        int64_t end = v[live[k]].addr + v[live[k]].size;
        if (end > cursor) cursor = end;
      }
    }
    b->addr = best;
    if (b->addr + b->size > top) top = b->addr + b->size;
  }
  free(order);
  free(live);
  if (capacity > 0 && top > capacity) return -1;
  return top;
}

int64_t memplan_no_reuse_size(const MemBlock *v, int n) {
  int64_t top = 0;
  for (int i = 0; i < n; i++)
    if (v[i].size > 0) top = align_up(top, v[i].align) + v[i].size;
  return top;
}

bool memplan_check(const MemBlock *v, int n) {
  for (int i = 0; i < n; i++) {
    if (v[i].size <= 0) continue;
    if (v[i].addr < 0 || (v[i].align > 1 && v[i].addr % v[i].align)) return false;
    for (int j = i + 1; j < n; j++) {
      if (v[j].size <= 0 || !lifetimes_meet(&v[i], &v[j])) continue;
      if (v[i].addr < v[j].addr + v[j].size && v[j].addr < v[i].addr + v[i].size) return false;
    }
  }
  return true;
}
