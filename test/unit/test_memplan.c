/* test_memplan.c: the liveness-based planner: disjoint lifetimes share
 * memory, overlapping ones never do, alignment holds, bad input is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "npucc/intervals.h"
#include "npucc/memplan.h"

#include <stdlib.h>

static void test_reuse_when_lifetimes_disjoint(void **state) {
  (void)state;
  /* A chain a -> b -> c: a and c never live together, so c reuses a. */
  MemBlock v[3] = {
      {.size = 4096, .align = 64, .first = 0, .last = 1},
      {.size = 2048, .align = 64, .first = 1, .last = 2},
      {.size = 4096, .align = 64, .first = 2, .last = 3},
  };
  int64_t top = memplan_assign(v, 3, 0);
  assert_int_equal(top, 6144);
  assert_int_equal(v[0].addr, v[2].addr);
  assert_true(memplan_check(v, 3));
  assert_int_equal(memplan_no_reuse_size(v, 3), 10240);
}

static void test_best_fit_gap_and_alignment(void **state) {
  (void)state;
  /* Two long-lived buffers leave a 3000-byte hole for the short one. */
  MemBlock v[4] = {
      {.size = 5000, .align = 1, .first = 0, .last = 9},
      {.size = 3000, .align = 1, .first = 0, .last = 0},
      {.size = 4000, .align = 1, .first = 0, .last = 9},
      {.size = 1000, .align = 512, .first = 5, .last = 6},
  };
  int64_t top = memplan_assign(v, 4, 0);
  assert_true(top > 0);
  assert_true(memplan_check(v, 4));
  assert_int_equal(v[3].addr % 512, 0);
  /* The 1000-byte block fits in the space the dead 3000-byte block leaves. */
  assert_true(v[3].addr + v[3].size <= 12000);
  assert_int_equal(top, 12000);
}

static void test_random_plans_are_valid(void **state) {
  (void)state;
  uint64_t seed = 12345;
  for (int round = 0; round < 50; round++) {
    MemBlock v[40];
    int n = 5 + round % 35;
    for (int i = 0; i < n; i++) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      int a = (int)((seed >> 33) % 20), len = (int)((seed >> 13) % 6);
      v[i] = (MemBlock){.size = (int64_t)((seed >> 40) % 5000), .align = 1 << ((seed >> 20) % 8),
                        .first = a, .last = a + len};
    }
    int64_t top = memplan_assign(v, n, 0);
    assert_true(top >= 0);
    assert_true(memplan_check(v, n));
    assert_true(top <= memplan_no_reuse_size(v, n) + 128 * n);
  }
}

static void test_capacity_and_bad_input(void **state) {
  (void)state;
  MemBlock v[2] = {{.size = 600, .align = 1, .first = 0, .last = 1},
                   {.size = 600, .align = 1, .first = 1, .last = 2}};
  assert_int_equal(memplan_assign(v, 2, 1000), -1);
  assert_int_equal(memplan_assign(v, 2, 1200), 1200);
  MemBlock bad = {.size = 10, .align = 3, .first = 0, .last = 0};
  assert_int_equal(memplan_assign(&bad, 1, 0), -1);
  MemBlock back = {.size = 10, .align = 1, .first = 2, .last = 1};
  assert_int_equal(memplan_assign(&back, 1, 0), -1);
  MemBlock empty = {.size = 0, .align = 1, .first = 0, .last = 0};
  assert_int_equal(memplan_assign(&empty, 1, 0), 0);
  assert_int_equal(empty.addr, -1);
}

/* The interval set answers exactly what a scan of every interval would, on
 * spans that are and are not powers of two. */
static void test_intervals_match_a_scan(void **state) {
  (void)state;
  uint64_t seed = 777;
  for (int round = 0; round < 40; round++) {
    int span = 1 + round * 7 % 67, n = 1 + round * 13 % 90;
    int first[90], last[90];
    IntervalSet s;
    intervals_init(&s, span);
    for (int i = 0; i < n; i++) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      first[i] = (int)((seed >> 33) % (uint64_t)span);
      last[i] = first[i] + (int)((seed >> 13) % (uint64_t)(span - first[i]));
      intervals_add(&s, i, first[i], last[i]);
    }
    int *out = NULL, cap = 0;
    for (int f = 0; f < span; f++)
      for (int l = f; l < span; l++) {
        int got = 0;
        int added = intervals_meeting(&s, f, l, &out, &got, &cap);
        assert_int_equal(added, got);
        char seen[90] = {0};
        for (int k = 0; k < got; k++) {
          assert_true(out[k] >= 0 && out[k] < n && !seen[out[k]]);
          seen[out[k]] = 1;
        }
        for (int i = 0; i < n; i++) assert_int_equal(seen[i], first[i] <= l && f <= last[i]);
      }
    free(out);
    intervals_free(&s);
  }
}

/* Lifetimes need not start at step 0. */
static void test_lifetimes_anywhere(void **state) {
  (void)state;
  MemBlock v[3] = {
      {.size = 100, .align = 1, .first = -5, .last = -3},
      {.size = 100, .align = 1, .first = 1000, .last = 1001},
      {.size = 50, .align = 1, .first = -4, .last = 1000},
  };
  assert_int_equal(memplan_assign(v, 3, 0), 150);
  assert_true(memplan_check(v, 3));
}

/* The rule memplan_assign implements, written as plainly as possible: the
 * largest block first (then the earliest, then input order), into the gap
 * between the blocks alive with it that wastes least (then the lowest),
 * else above them all. It visits every placed block per block. */
static int64_t up(int64_t x, int64_t a) { return a <= 1 ? x : (x + a - 1) / a * a; }
static int64_t reference_plan(MemBlock *v, int n) {
  int order[300], placed[300], m = 0, np = 0;
  for (int i = 0; i < n; i++) {
    v[i].addr = -1;
    if (v[i].size > 0) order[m++] = i;
  }
  for (int i = 1; i < m; i++) /* insertion sort: stable, so ties stay in input order */
    for (int j = i; j > 0; j--) {
      const MemBlock *a = &v[order[j - 1]], *b = &v[order[j]];
      if (b->size > a->size || (b->size == a->size && b->first < a->first)) {
        int t = order[j];
        order[j] = order[j - 1], order[j - 1] = t;
      } else {
        break;
      }
    }
  int64_t top = 0;
  for (int k = 0; k < m; k++) {
    MemBlock *b = &v[order[k]];
    int live[300], nl = 0;
    for (int p = 0; p < np; p++) {
      const MemBlock *o = &v[placed[p]];
      if (o->first <= b->last && b->first <= o->last) live[nl++] = placed[p];
    }
    for (int i = 1; i < nl; i++) /* by address, then index */
      for (int j = i; j > 0 && (v[live[j]].addr < v[live[j - 1]].addr ||
                                (v[live[j]].addr == v[live[j - 1]].addr && live[j] < live[j - 1]));
           j--) {
        int t = live[j];
        live[j] = live[j - 1], live[j - 1] = t;
      }
    int64_t best = -1, best_waste = INT64_MAX, cursor = 0;
    for (int i = 0; i < nl; i++) {
      int64_t start = up(cursor, b->align), end = v[live[i]].addr;
      if (start + b->size <= end && end - start - b->size < best_waste)
        best = start, best_waste = end - start - b->size;
      if (v[live[i]].addr + v[live[i]].size > cursor) cursor = v[live[i]].addr + v[live[i]].size;
    }
    b->addr = best >= 0 ? best : up(cursor, b->align);
    if (b->addr + b->size > top) top = b->addr + b->size;
    placed[np++] = order[k];
  }
  return top;
}

static uint64_t rnd(uint64_t *seed) {
  *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
  return *seed >> 33;
}

/* The same placements as the plain rule, on random plans where most blocks
 * share one lifetime (weights) beside short-lived ones that cross them: the
 * planner's gap sets for that group are a speed-up, not a new policy. */
static void test_same_placements_as_the_rule(void **state) {
  (void)state;
  uint64_t seed = 99;
  for (int round = 0; round < 400; round++) {
    MemBlock a[300], b[300];
    int n = 1 + (int)(rnd(&seed) % 300), span = 1 + (int)(rnd(&seed) % 40);
    int gf = (int)(rnd(&seed) % (uint64_t)span), gl = gf + (int)(rnd(&seed) % (uint64_t)(span - gf));
    int64_t align = round % 5 ? 1 << (rnd(&seed) % 7) : 0; /* 0: each block its own */
    for (int i = 0; i < n; i++) {
      int f = (int)(rnd(&seed) % (uint64_t)span), l = f + (int)(rnd(&seed) % (uint64_t)(1 + (span - f) / 3));
      if (l >= span) l = span - 1;
      if (rnd(&seed) % 2) f = gf, l = gl;
      int64_t size = rnd(&seed) % 6 ? (int64_t)(rnd(&seed) % (rnd(&seed) % 2 ? 200 : 6000)) : 0;
      a[i] = (MemBlock){.size = size, .align = align ? align : 1 << (rnd(&seed) % 7), .first = f, .last = l};
      b[i] = a[i];
    }
    int64_t top = memplan_assign(a, n, 0);
    assert_int_equal(top, reference_plan(b, n));
    for (int i = 0; i < n; i++) assert_int_equal(a[i].addr, b[i].addr);
    assert_true(memplan_check(a, n));
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_intervals_match_a_scan),
      cmocka_unit_test(test_lifetimes_anywhere),
      cmocka_unit_test(test_reuse_when_lifetimes_disjoint),
      cmocka_unit_test(test_best_fit_gap_and_alignment),
      cmocka_unit_test(test_random_plans_are_valid),
      cmocka_unit_test(test_capacity_and_bad_input),
      cmocka_unit_test(test_same_placements_as_the_rule),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
