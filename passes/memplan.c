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

/* Lifetime, then input order: groups the blocks that share a lifetime. */
static int by_lifetime(const void *pa, const void *pb, void *ctx) {
  const MemBlock *v = ((const Order *)ctx)->blocks;
  int a = *(const int *)pa, b = *(const int *)pb;
  if (v[a].first != v[b].first) return v[a].first < v[b].first ? -1 : 1;
  if (v[a].last != v[b].last) return v[a].last < v[b].last ? -1 : 1;
  return a < b ? -1 : a > b;
}

static int by_addr(const void *pa, const void *pb, void *ctx) {
  const MemBlock *v = ((const Order *)ctx)->blocks;
  int a = *(const int *)pa, b = *(const int *)pb;
  if (v[a].addr != v[b].addr) return v[a].addr < v[b].addr ? -1 : 1;
  return a < b ? -1 : a > b;
}

/* ---- free gaps around the largest same-lifetime group ----
 *
 * Real programs have one big group of blocks with one lifetime (a model's
 * weights live from the first task to the last): every block meets all of
 * them, and each of them meets every block of the program, so walking the
 * blocks alive with each new one was quadratic (37% of an npu list at 20 MB).
 * Two unions only grow as blocks are placed: that of the group, and that of
 * the group with every other block that meets the group's lifetime (all a
 * group block must avoid). Their free gaps only shrink, and are kept by
 * address and by room (then address) in two treaps each, so a block asks
 * for the tightest gap that fits without visiting the others. */

typedef struct Gap {
  int64_t lo, hi, room; /* [lo, hi), room = hi - align_up(lo): the largest block it holds */
  uint32_t prio;
  int kid[2][2]; /* [tree][left/right]; tree 0 by lo, tree 1 by (room, lo) */
} Gap;

typedef struct Gaps {
  Gap *v;
  int n, cap, root[2];
  int64_t top; /* the group's highest end: above it, all is free */
  int64_t align;
} Gaps;

static int gap_cmp(const Gaps *s, int t, int64_t room, int64_t lo, int id) {
  const Gap *g = &s->v[id];
  if (t == 1 && room != g->room) return room < g->room ? -1 : 1;
  return lo < g->lo ? -1 : lo > g->lo;
}

static int gap_insert(Gaps *s, int t, int root, int id) {
  if (root < 0) return id;
  Gap *g = &s->v[id], *r = &s->v[root];
  if (g->prio > r->prio) {
    /* id becomes this subtree's root: split the old one around it */
    int *l = &g->kid[t][0], *rr = &g->kid[t][1], cur = root;
    *l = *rr = -1;
    int *lt = l, *rt = rr;
    while (cur >= 0) {
      if (gap_cmp(s, t, g->room, g->lo, cur) > 0) {
        *lt = cur;
        lt = &s->v[cur].kid[t][1];
        cur = *lt;
      } else {
        *rt = cur;
        rt = &s->v[cur].kid[t][0];
        cur = *rt;
      }
    }
    *lt = *rt = -1;
    return id;
  }
  int side = gap_cmp(s, t, g->room, g->lo, root) > 0;
  int k = gap_insert(s, t, r->kid[t][side], id);
  s->v[root].kid[t][side] = k;
  return root;
}

static int gap_merge(Gaps *s, int t, int a, int b) {
  if (a < 0) return b;
  if (b < 0) return a;
  if (s->v[a].prio > s->v[b].prio) {
    s->v[a].kid[t][1] = gap_merge(s, t, s->v[a].kid[t][1], b);
    return a;
  }
  s->v[b].kid[t][0] = gap_merge(s, t, a, s->v[b].kid[t][0]);
  return b;
}

static int gap_erase(Gaps *s, int t, int root, int id) {
  if (root == id) return gap_merge(s, t, s->v[id].kid[t][0], s->v[id].kid[t][1]);
  int side = gap_cmp(s, t, s->v[id].room, s->v[id].lo, root) > 0;
  int k = gap_erase(s, t, s->v[root].kid[t][side], id);
  s->v[root].kid[t][side] = k;
  return root;
}

/* The first gap of tree t at or after key (room, lo) (tree 0: lo alone). */
static int gap_ceil(const Gaps *s, int t, int64_t room, int64_t lo) {
  int best = -1;
  for (int cur = s->root[t]; cur >= 0;) {
    if (gap_cmp(s, t, room, lo, cur) <= 0) best = cur, cur = s->v[cur].kid[t][0];
    else cur = s->v[cur].kid[t][1];
  }
  return best;
}

/* The last gap starting at or below addr. */
static int gap_floor(const Gaps *s, int64_t addr) {
  int best = -1;
  for (int cur = s->root[0]; cur >= 0;) {
    if (s->v[cur].lo <= addr) best = cur, cur = s->v[cur].kid[0][1];
    else cur = s->v[cur].kid[0][0];
  }
  return best;
}

static void gap_add(Gaps *s, int64_t lo, int64_t hi) {
  int64_t room = hi - align_up(lo, s->align);
  if (room <= 0) return; /* holds no block: never a candidate */
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 64;
    s->v = xrealloc(s->v, sizeof *s->v * (size_t)s->cap);
  }
  int id = s->n++;
  /* any fixed sequence of priorities gives a balanced treap on average,
   * and the tree's shape never changes a placement */
  uint32_t x = (uint32_t)id * 2654435761u;
  x ^= x >> 15;
  s->v[id] = (Gap){lo, hi, room, x * 2246822519u, {{-1, -1}, {-1, -1}}};
  for (int t = 0; t < 2; t++) s->root[t] = gap_insert(s, t, s->root[t], id);
}

/* [addr, end) is taken: the gaps it meets lose that range. */
static void gap_cut(Gaps *s, int64_t addr, int64_t end) {
  if (addr >= s->top) {
    gap_add(s, s->top, addr);
    s->top = end;
    return;
  }
  int id = gap_floor(s, addr);
  if (id < 0 || s->v[id].hi <= addr) id = gap_ceil(s, 0, 0, addr);
  while (id >= 0 && s->v[id].lo < end) {
    int next = gap_ceil(s, 0, 0, s->v[id].lo + 1);
    for (int t = 0; t < 2; t++) s->root[t] = gap_erase(s, t, s->root[t], id);
    int64_t lo = s->v[id].lo, hi = s->v[id].hi;
    if (lo < addr) gap_add(s, lo, addr);
    if (hi > end) gap_add(s, end, hi);
    id = next;
  }
  if (end > s->top) s->top = end;
}

/* The best place so far: least waste, then lowest address (what a walk of
 * the gaps in address order keeping the first strictly better one finds). */
typedef struct Fit {
  int64_t addr, waste;
} Fit;

static void try_fit(Fit *f, int64_t lo, int64_t hi, const MemBlock *b) {
  int64_t start = align_up(lo, b->align);
  if (start + b->size > hi) return;
  int64_t waste = hi - (start + b->size);
  if (waste < f->waste || (waste == f->waste && start < f->addr)) *f = (Fit){start, waste};
}

static void place(const Fit *f, MemBlock *b, int64_t *top) {
  b->addr = f->addr;
  if (b->addr + b->size > *top) *top = b->addr + b->size;
}

/* Offer b every free piece of [lo, hi) outside the union u[0..nu) (sorted,
 * disjoint) of the other live blocks. */
static int first_ending_above(int64_t lo, const int64_t (*u)[2], int nu) {
  int l = 0, h = nu;
  while (l < h) {
    int mid = (l + h) / 2;
    if (u[mid][1] <= lo) l = mid + 1;
    else h = mid;
  }
  return l;
}

static void fit_around(Fit *f, int64_t lo, int64_t hi, const int64_t (*u)[2], int nu, const MemBlock *b) {
  int l = first_ending_above(lo, u, nu);
  int64_t cursor = lo;
  for (int k = l; k < nu && u[k][0] < hi; k++) {
    if (u[k][0] > cursor) try_fit(f, cursor, u[k][0], b);
    if (u[k][1] > cursor) cursor = u[k][1];
  }
  if (cursor < hi) try_fit(f, cursor, hi, b);
}

static bool touches(int64_t lo, int64_t hi, const int64_t (*u)[2], int nu) {
  int l = first_ending_above(lo, u, nu);
  return l < nu && u[l][0] < hi;
}

/* The largest group of positive-size blocks with one lifetime, when all
 * share one alignment (a gap's room depends on it); else -1. */
static int common_lifetime(const MemBlock *v, const int *order, int m, int *tmp) {
  if (!m) return -1;
  for (int i = 1; i < m; i++)
    if (align_up(1, v[order[i]].align) != align_up(1, v[order[0]].align)) return -1;
  int *by = xmalloc(sizeof *by * (size_t)m);
  memcpy(by, order, sizeof *by * (size_t)m);
  Order ctx = {v};
  merge_sort(by, tmp, m, by_lifetime, &ctx);
  int best = -1, best_n = 0;
  for (int i = 0, j; i < m; i = j) {
    for (j = i + 1; j < m && v[by[j]].first == v[by[i]].first && v[by[j]].last == v[by[i]].last;) j++;
    if (j - i > best_n) best_n = j - i, best = by[i];
  }
  free(by);
  return best_n > 1 ? best : -1;
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
  int *order = xmalloc(bytes), *tmp = xmalloc(bytes);
  Order ctx = {v};
  int m = 0;
  for (int i = 0; i < n; i++)
    if (v[i].size > 0) order[m++] = i;
  merge_sort(order, tmp, m, by_size, &ctx);
  /* the group's blocks are kept as free gaps (above); the others are filed
   * by lifetime, so the ones alive with a new block are found without
   * visiting the rest */
  int rep = common_lifetime(v, order, m, tmp);
  int gfirst = rep >= 0 ? v[rep].first : 0, glast = rep >= 0 ? v[rep].last : -1;
  /* gaps: free of the group; free: free of the group and of every block
   * that meets its lifetime */
  Gaps gaps = {.root = {-1, -1}, .align = m ? v[order[0]].align : 1}, clear = gaps;
  IntervalSet alive;
  intervals_init(&alive, hi - lo + 1);
  int *live = NULL, cap = 0;
  int64_t(*u)[2] = xmalloc(sizeof *u * (size_t)(n ? n : 1));
  int64_t top = 0;
  for (int oi = 0; oi < m; oi++) {
    MemBlock *b = &v[order[oi]];
    bool in_group = rep >= 0 && b->first == gfirst && b->last == glast;
    bool group_live = rep >= 0 && b->first <= glast && gfirst <= b->last;
    Fit f = {-1, INT64_MAX};
    if (in_group) {
      /* the tightest gap, else the top (its waste exceeds any gap's) */
      int id = gap_ceil(&clear, 1, b->size, INT64_MIN);
      if (id >= 0) try_fit(&f, clear.v[id].lo, clear.v[id].hi, b);
      try_fit(&f, clear.top, INT64_MAX, b);
      place(&f, b, &top);
      gap_cut(&gaps, b->addr, b->addr + b->size);
      gap_cut(&clear, b->addr, b->addr + b->size);
      continue;
    }
    /* the other blocks alive with b, merged into disjoint address ranges */
    int nlive = 0, nu = 0;
    intervals_meeting(&alive, b->first - lo, b->last - lo, &live, &nlive, &cap);
    merge_sort(live, tmp, nlive, by_addr, &ctx); /* nlive <= oi < n: tmp holds it */
    for (int k = 0; k < nlive; k++) {
      const MemBlock *o = &v[live[k]];
      if (nu && o->addr <= u[nu - 1][1]) {
        if (o->addr + o->size > u[nu - 1][1]) u[nu - 1][1] = o->addr + o->size;
      } else {
        u[nu][0] = o->addr, u[nu][1] = o->addr + o->size, nu++;
      }
    }
    int64_t base = 0; /* where the space free of the group (if alive) ends: all above is free */
    if (group_live) {
      /* the tightest gap of the group that no other live block touches ... */
      for (int id = gap_ceil(&gaps, 1, b->size, INT64_MIN); id >= 0;
           id = gap_ceil(&gaps, 1, gaps.v[id].room, gaps.v[id].lo + 1))
        if (!touches(gaps.v[id].lo, gaps.v[id].hi, u, nu)) {
          try_fit(&f, gaps.v[id].lo, gaps.v[id].hi, b);
          break;
        }
      /* ... against the pieces of the gaps they touch */
      int64_t done = INT64_MIN; /* gaps below this were visited */
      for (int k = 0; k < nu; k++) {
        int id = gap_floor(&gaps, u[k][0]);
        if (id < 0 || gaps.v[id].hi <= u[k][0]) id = gap_ceil(&gaps, 0, 0, u[k][0]);
        for (; id >= 0 && gaps.v[id].lo < u[k][1]; id = gap_ceil(&gaps, 0, 0, gaps.v[id].lo + 1))
          if (gaps.v[id].lo >= done) {
            fit_around(&f, gaps.v[id].lo, gaps.v[id].hi, u, nu, b);
            done = gaps.v[id].lo + 1;
          }
      }
      base = gaps.top;
    }
    /* the finite pieces above the group, then above everything alive (the
     * unbounded piece: its waste exceeds any finite gap's, so it is taken
     * only when nothing else fits) */
    fit_around(&f, base, INT64_MAX, u, nu, b);
    place(&f, b, &top);
    intervals_add(&alive, order[oi], b->first - lo, b->last - lo);
    if (group_live) gap_cut(&clear, b->addr, b->addr + b->size);
  }
  intervals_free(&alive);
  free(gaps.v);
  free(clear.v);
  free(live);
  free(u);
  free(order);
  free(tmp);
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
