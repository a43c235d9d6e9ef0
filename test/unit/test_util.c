/* test_util.c: util.c's intern table, the one set of byte strings kept once
 * that host blobs, riscv's blob symbols and the task properties' strings use. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "npucc/util.h"

/* Many entries (several rehashes), each found again from another buffer
 * with the same bytes, numbered in the order first seen. */
static void test_intern_many(void **state) {
  (void)state;
  Arena *a = arena_new();
  Intern t = {0};
  enum { N = 5000 };
  char buf[32];
  for (int i = 0; i < N; i++) {
    int n = snprintf(buf, sizeof buf, "entry %d", i * 7919 % N);
    assert_int_equal(intern(a, &t, buf, (size_t)n, true), i);
    assert_ptr_not_equal(t.bytes[i], buf); /* a copy */
  }
  assert_int_equal(t.n, N);
  for (int i = N - 1; i >= 0; i--) {
    int n = snprintf(buf, sizeof buf, "entry %d", i * 7919 % N);
    assert_int_equal(intern(a, &t, buf, (size_t)n, true), i);
    assert_int_equal(t.len[i], (size_t)n);
    assert_memory_equal(t.bytes[i], buf, (size_t)n);
  }
  assert_int_equal(t.n, N);
  arena_free(a);
}

/* Bytes that differ only in length, or hold NULs, are distinct entries;
 * without `copy` the entry is the caller's own buffer. */
static void test_intern_bytes(void **state) {
  (void)state;
  Arena *a = arena_new();
  Intern t = {0};
  static const unsigned char x[] = {1, 0, 2, 0}, y[] = {1, 0, 2, 0};
  assert_int_equal(intern(a, &t, x, 4, false), 0);
  assert_ptr_equal(t.bytes[0], x);
  assert_int_equal(intern(a, &t, y, 4, false), 0);
  assert_int_equal(intern(a, &t, x, 3, false), 1);
  assert_int_equal(intern(a, &t, x, 0, false), 2);
  assert_int_equal(intern(a, &t, NULL, 0, true), 2); /* empty: one entry, however given */
  assert_int_equal(intern(a, &t, y + 2, 2, true), 3);
  assert_int_equal(t.n, 4);
  arena_free(a);
}

/* arena_intern: one copy per distinct text, forgotten by arena_reset. */
static void test_arena_intern(void **state) {
  (void)state;
  Arena *a = arena_new();
  char s1[] = "bf16 on the VPU", s2[] = "bf16 on the VPU", s3[] = "bf16 on the";
  const char *k1 = arena_intern(a, s1), *k2 = arena_intern(a, s2), *k3 = arena_intern(a, s3);
  assert_ptr_equal(k1, k2);
  assert_ptr_not_equal(k1, s1);
  assert_string_equal(k1, "bf16 on the VPU");
  assert_ptr_not_equal(k1, k3);
  assert_string_equal(k3, "bf16 on the");
  assert_null(arena_intern(a, NULL));
  assert_string_equal(arena_intern(a, ""), "");
  arena_reset(a);
  const char *k4 = arena_intern(a, s1);
  assert_string_equal(k4, "bf16 on the VPU");
  assert_ptr_equal(arena_intern(a, s2), k4);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_intern_many),
      cmocka_unit_test(test_intern_bytes),
      cmocka_unit_test(test_arena_intern),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
