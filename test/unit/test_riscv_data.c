/* test_riscv_data.c: rv_data's data directives read back to the bytes they
 * were printed from, on random data with runs of every length. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "riscv/riscv.h"

static uint64_t rng = 0x2545F4914F6CDD1Du;
static uint64_t next(void) {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}

/* What an assembler makes of rv_data's lines: .8byte (little-endian quads),
 * .byte, .fill N, 1, V and .zero N. Checks each line's shape on the way:
 * a plain line holds 1..32 bytes and is not 32 equal ones (those are a run),
 * a run is at least 32 bytes. Returns the number of bytes, -1 on a bad line. */
static long read_back(const char *s, uint8_t *out, int *lines) {
  long n = 0;
  *lines = 0;
  while (*s) {
    const char *eol = strchr(s, '\n');
    if (!eol) return -1;
    ++*lines;
    long start = n;
    char *e;
    if (!strncmp(s, "\t.8byte ", 8)) {
      for (const char *q = s + 8; q < eol;) {
        unsigned long long v = strtoull(q, &e, 16);
        for (int b = 0; b < 8; b++) out[n++] = (uint8_t)(v >> (8 * b));
        q = *e == ',' ? e + 2 : e;
        if (q != eol && e == q) return -1;
      }
    } else if (!strncmp(s, "\t.byte ", 7)) {
      for (const char *q = s + 7; q < eol;) {
        out[n++] = (uint8_t)strtoul(q, &e, 10);
        q = *e == ',' ? e + 1 : e;
      }
    } else if (!strncmp(s, "\t.fill ", 7) || !strncmp(s, "\t.zero ", 7)) {
      bool fill = s[2] == 'f';
      long count = strtol(s + 7, &e, 10);
      unsigned v = fill ? (unsigned)strtoul(e + 5, NULL, 16) : 0; /* ", 1, 0xHH" */
      if (count < 32 || (fill && !v)) return -1;
      memset(out + n, (int)v, (size_t)count);
      n += count;
      s = eol + 1;
      continue;
    } else {
      return -1;
    }
    long len = n - start;
    if (len < 1 || len > 32) return -1;
    bool all_equal = len == 32;
    for (long k = start + 1; all_equal && k < n; k++) all_equal = out[k] == out[start];
    if (all_equal) return -1;
    s = eol + 1;
  }
  return n;
}

static void test_random_data_reads_back(void **state) {
  (void)state;
  enum { MAX = 4096 };
  uint8_t *in = malloc(MAX), *back = malloc(2 * MAX);
  for (int iter = 0; iter < 4000; iter++) {
    size_t n = (size_t)(next() % (iter % 4 ? 300 : MAX));
    /* random bytes, runs of 1..80 equal bytes (zero or not), and bytes
     * from a small alphabet, so equal neighbours and runs of 31, 32 and 33
     * fall at every offset of a line */
    for (size_t i = 0; i < n;) {
      uint64_t r = next();
      size_t len = 1 + (size_t)(r % 80);
      switch ((r >> 8) % 4) {
      case 0:
        for (size_t k = 0; k < len && i < n; k++) in[i++] = (uint8_t)next();
        break;
      case 1: memset(in + i, r >> 16 & 1 ? 0 : (int)(r >> 24 & 255), len < n - i ? len : n - i), i += len; break;
      case 2:
        for (size_t k = 0; k < len && i < n; k++) in[i++] = (uint8_t)(next() % 3);
        break;
      default: {
        size_t runlen = 30 + (size_t)(r >> 16) % 5; /* around the 32 threshold */
        memset(in + i, (int)(r >> 32 & 255), runlen < n - i ? runlen : n - i), i += runlen;
      }
      }
    }
    StrBuf sb;
    sb_init(&sb);
    RvAsm as = {.sb = &sb};
    rv_data(&as, in, n);
    int lines;
    long got = read_back(sb_cstr(&sb), back, &lines);
    if (got != (long)n || memcmp(back, in, n))
      fprintf(stderr, "iteration %d: %zu bytes, read back %ld:\n%s", iter, n, got, sb_cstr(&sb));
    assert_int_equal(got, (long)n);
    assert_memory_equal(back, in, n);
    assert_int_equal(lines, as.line); /* the running line count the task graph's lines use */
    sb_free(&sb);
  }
  free(in);
  free(back);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_random_data_reads_back),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
