/* test_util.c: util.c's intern table, the one set of byte strings kept once
 * that host blobs, riscv's blob symbols and the task properties' strings use;
 * source.c's mapped input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

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

/* Random bytes (no NUL, so a stray terminator would show) of n bytes in a
 * new temporary file; its path in `path`. */
static unsigned char *write_random_file(char *path, size_t path_size, size_t n, unsigned seed) {
  const char *tmp = getenv("TMPDIR");
  snprintf(path, path_size, "%s/npucc-test-source-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  unsigned char *b = malloc(n);
  for (size_t i = 0; i < n; i++) seed = seed * 1103515245u + 12345u, b[i] = (unsigned char)(1 + (seed >> 16) % 255);
  assert_int_equal(write(fd, b, n), (ssize_t)n);
  close(fd);
  return b;
}

static size_t resident_bytes(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long size = 0, rss = 0;
  assert_non_null(f);
  assert_int_equal(fscanf(f, "%ld %ld", &size, &rss), 2);
  fclose(f);
  return (size_t)rss * (size_t)sysconf(_SC_PAGESIZE);
}

/* A file that ends inside a page is mapped, NUL after its last byte; the
 * pages it releases leave the resident set and read back the same bytes. */
static void test_source_mapped(void **state) {
  (void)state;
  char path[1024];
  size_t n = (8u << 20) + 123;
  unsigned char *want = write_random_file(path, sizeof path, n, 7);
  SourceText s;
  assert_true(source_open(path, &s));
  assert_int_equal(s.len, n);
  assert_int_equal(s.mapped, n);
  assert_memory_equal(s.text, want, n);
  assert_int_equal(s.text[n], 0);
  size_t before = resident_bytes();
  source_release(&s, 0, (4u << 20) + 5); /* the first half and a page partly inside it */
  size_t half = resident_bytes();
  /* the pages left (the counts move by a few pages more or less: the
   * kernel may drop a large folio whole, the process grows elsewhere) */
  assert_true(before - half >= (3u << 20));
  source_release(&s, 0, n);
  assert_true(before - resident_bytes() >= n / 4 * 3); /* all of them */
  assert_memory_equal(s.text, want, n); /* and come back as they were */
  assert_int_equal(s.text[n], 0);
  source_close(&s);
  assert_null(s.text);
  unlink(path);
  free(want);
}

/* A file that fills its last page has no byte after it in a mapping: it is
 * read into memory, and releasing leaves the bytes alone. */
static void test_source_read(void **state) {
  (void)state;
  char path[1024];
  size_t n = 3 * (size_t)sysconf(_SC_PAGESIZE);
  unsigned char *want = write_random_file(path, sizeof path, n, 11);
  SourceText s;
  assert_true(source_open(path, &s));
  assert_int_equal(s.len, n);
  assert_int_equal(s.mapped, 0);
  assert_int_equal(s.text[n], 0);
  source_release(&s, 0, n);
  assert_memory_equal(s.text, want, n);
  source_close(&s);
  unlink(path);
  free(want);
  errno = 0;
  assert_false(source_open(path, &s)); /* gone now */
  assert_int_equal(errno, ENOENT);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_intern_many),
      cmocka_unit_test(test_intern_bytes),
      cmocka_unit_test(test_arena_intern),
      cmocka_unit_test(test_source_mapped),
      cmocka_unit_test(test_source_read),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
