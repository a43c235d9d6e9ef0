/* memplan.c: liveness-based placement of buffers in one memory pool (DRAM,
 * VMEM, ...): greedy by size into the best-fitting gap, reusing dead space. */
#include "npucc/memplan.h"

#include "npucc/intervals.h"
#include "npucc/util.h"

#include <stdlib.h>
#include <string.h>

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

/* qsort has no context argument in C17: a merge sort keeps the planner free
 * of globals and O(n log n) on programs with tens of thousands of buffers.
 * The comparators are total orders, so the result does not depend on the
 * algorithm. */
static void merge_sort(int *v, int *tmp, int n, int (*cmp)(const void *, const void *, void *),
                       void *ctx) {
  if (n < 2) return;
  int h = n / 2;
  merge_sort(v, tmp, h, cmp, ctx);
  merge_sort(v + h, tmp, n - h, cmp, ctx);
  int i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = cmp(&v[j], &v[i], ctx) < 0 ? v[j++] : v[i++];
  while (i < h) tmp[k++] = v[i++];
  while (j < n) tmp[k++] = v[j++];
  for (k = 0; k < n; k++) v[k] = tmp[k];
}

static int by_addr(const void *pa, const void *pb, void *ctx) {
  const MemBlock *v = ((const Order *)ctx)->blocks;
  int a = *(const int *)pa, b = *(const int *)pb;
  if (v[a].addr != v[b].addr) return v[a].addr < v[b].addr ? -1 : 1;
  return a < b ? -1 : a > b;
}

int64_t memplan_assign(MemBlock *v, int n, int64_t capacity) {
  int lo = 0, hi = 0;
  for (int i = 0; i < n; i++) {
    v[i].addr = -1;
    if (v[i].size < 0 || v[i].last < v[i].first || (v[i].align > 1 && !is_pow2(v[i].align)))
      return -1;
    if (!i || v[i].first < lo) lo = v[i].first;
    if (!i || v[i].last > hi) hi = v[i].last;
  }
  if ((int64_t)hi - lo >= INT32_MAX) return -1;
  size_t bytes = sizeof(int) * (size_t)(n ? n : 1);
  /* order: blocks by size; placed: the blocks placed so far, by address;
   * mark: which of them are alive with the block being placed */
  int *order = xmalloc(bytes), *tmp = xmalloc(bytes), *placed = xmalloc(bytes);
  int *mark = xcalloc((size_t)(n ? n : 1), sizeof(int));
  Order ctx = {v};
  int m = 0;
  for (int i = 0; i < n; i++)
    if (v[i].size > 0) order[m++] = i;
  merge_sort(order, tmp, m, by_size, &ctx);
  /* the placed blocks filed by lifetime: the ones alive with a new block are
   * found without visiting the others (a few among many short-lived ones) */
  IntervalSet alive;
  intervals_init(&alive, hi - lo + 1);
  int *live = NULL, cap = 0;
  int64_t top = 0;
  for (int oi = 0; oi < m; oi++) {
    MemBlock *b = &v[order[oi]];
    /* the blocks alive with b, in address order */
    int nlive = 0;
    intervals_meeting(&alive, b->first - lo, b->last - lo, &live, &nlive, &cap);
    /* Sorting the live blocks costs nlive log nlive; picking them out of the
     * placed list, kept in address order, costs oi: take the cheaper. */
    int lg = 1;
    while ((1 << lg) < nlive) lg++;
    if ((int64_t)nlive * lg <= oi) {
      merge_sort(live, tmp, nlive, by_addr, &ctx); /* nlive <= oi < n: tmp holds it */
    } else {
      for (int k = 0; k < nlive; k++) mark[live[k]] = oi + 1;
      nlive = 0;
      for (int k = 0; k < oi; k++)
        if (mark[placed[k]] == oi + 1) live[nlive++] = placed[k];
    }
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
    intervals_add(&alive, order[oi], b->first - lo, b->last - lo);
    /* insert into placed, keeping address order (ties by index, as by_addr) */
    int l = 0, h = oi;
    while (l < h) {
      int mid = (l + h) / 2;
      if (by_addr(&placed[mid], &order[oi], &ctx) < 0) l = mid + 1;
      else h = mid;
    }
    memmove(&placed[l + 1], &placed[l], sizeof *placed * (size_t)(oi - l));
    placed[l] = order[oi];
  }
  intervals_free(&alive);
  free(live);
  free(order);
  free(tmp);
  free(placed);
  free(mark);
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
