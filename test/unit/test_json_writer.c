/* test_json_writer.c: the streaming JSON printer against jansson's dump of
 * the same random trees (the task graph's text must not change with it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/json_writer.h"

#define FLAGS (JSON_INDENT(2) | JSON_REAL_PRECISION(9) | JSON_ENCODE_ANY)

static uint64_t rng = 0x9E3779B97F4A7C15u;
static uint64_t next(void) {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}

/* A random valid UTF-8 string: ASCII (controls, quotes, backslashes, '/'),
 * two-, three- and four-byte characters. */
static void random_string(char *s, int max) {
  int n = (int)(next() % (uint64_t)max), k = 0;
  for (int i = 0; i < n && k < 4 * max - 5; i++) {
    uint32_t cp;
    switch (next() % 6) {
    case 0: cp = 1 + (uint32_t)(next() % 0x20); break; /* controls, no NUL */
    case 1: cp = "\"\\/ aZ~\x7f"[next() % 8]; break;
    case 2: cp = 0x80 + (uint32_t)(next() % 0x780); break;
    case 3: cp = 0x800 + (uint32_t)(next() % 0xF800); break;
    case 4: cp = 0x10000 + (uint32_t)(next() % 0x100000); break;
    default: cp = 0x20 + (uint32_t)(next() % 0x5F);
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) cp = 'x';
    if (cp < 0x80) s[k++] = (char)cp;
    else if (cp < 0x800) s[k++] = (char)(0xC0 | cp >> 6), s[k++] = (char)(0x80 | (cp & 0x3F));
    else if (cp < 0x10000)
      s[k++] = (char)(0xE0 | cp >> 12), s[k++] = (char)(0x80 | (cp >> 6 & 0x3F)),
      s[k++] = (char)(0x80 | (cp & 0x3F));
    else
      s[k++] = (char)(0xF0 | cp >> 18), s[k++] = (char)(0x80 | (cp >> 12 & 0x3F)),
      s[k++] = (char)(0x80 | (cp >> 6 & 0x3F)), s[k++] = (char)(0x80 | (cp & 0x3F));
  }
  s[k] = 0;
}

static double random_real(void) {
  static const double special[] = {0.0, -0.0, 1.0, -1.0, 0.5, 1e20, 1e-5, 123456789.0, 1234567890123.0,
                                   1e300, -1e-300, DBL_MIN, DBL_MAX, 4.9e-324, 0.1, 2.0 / 3.0};
  if (next() % 3 == 0) return special[next() % (sizeof special / sizeof *special)];
  double m = (double)(int64_t)next() / 9.2233720368547758e18;
  return ldexp(m, (int)(next() % 200) - 100);
}

static int64_t random_int(void) {
  static const int64_t special[] = {0, -1, 1, INT64_MIN, INT64_MAX, 10, -10, 1000000007};
  if (next() % 3 == 0) return special[next() % 8];
  return (int64_t)next() >> (next() % 63);
}

/* Builds the same random value as a jansson tree and through the writer. */
static json_t *random_value(JsonWriter *w, int depth) {
  char s[512];
  int pick = (int)(next() % (depth < 5 ? 8 : 5));
  switch (pick) {
  case 0: jw_null(w); return json_null();
  case 1: {
    bool b = next() & 1;
    jw_bool(w, b);
    return json_boolean(b);
  }
  case 2: {
    int64_t v = random_int();
    jw_int(w, v);
    return json_integer(v);
  }
  case 3: {
    double v = random_real();
    jw_real(w, v);
    return json_real(v);
  }
  case 4:
    random_string(s, 40);
    jw_str(w, s);
    return json_string(s);
  case 5:
  case 6: {
    json_t *o = json_object();
    jw_begin_object(w);
    int n = (int)(next() % 5);
    for (int i = 0; i < n; i++) {
      random_string(s, 12);
      size_t l = strlen(s);
      snprintf(s + l, sizeof s - l, "#%d", i); /* keys unique, as in the task graph */
      jw_key(w, s);
      json_object_set_new(o, s, random_value(w, depth + 1));
    }
    jw_end(w);
    return o;
  }
  default: {
    json_t *a = json_array();
    jw_begin_array(w);
    int n = (int)(next() % 5);
    for (int i = 0; i < n; i++) json_array_append_new(a, random_value(w, depth + 1));
    jw_end(w);
    return a;
  }
  }
}

static void test_random_trees_match_jansson(void **state) {
  (void)state;
  for (int iter = 0; iter < 3000; iter++) {
    StrBuf out;
    sb_init(&out);
    JsonWriter w;
    jw_init(&w, &out);
    json_t *v = random_value(&w, iter % 2 ? 0 : 4);
    char *want = json_dumps(v, FLAGS);
    assert_non_null(want);
    if (strcmp(want, sb_cstr(&out))) fprintf(stderr, "iteration %d:\nwant %s\ngot  %s\n", iter, want, sb_cstr(&out));
    assert_string_equal(sb_cstr(&out), want);
    free(want);
    json_decref(v);
    sb_free(&out);
  }
}

#define COMPACT_FLAGS (JSON_COMPACT | JSON_REAL_PRECISION(9) | JSON_ENCODE_ANY)

static void put_spaces(StrBuf *b, int depth) {
  sb_putc(b, '\n');
  for (int i = 0; i < 2 * depth; i++) sb_putc(b, ' ');
}

/* The layout jw_compact_from(k) promises, from jansson's own dumps: a
 * container above depth k as the indented dump lays it out, every value at
 * depth k or below (and every scalar) as jansson's compact dump of it. */
static void expected_layout(json_t *v, int depth, int k, StrBuf *b) {
  bool obj = json_is_object(v);
  if (depth >= k || !(obj || json_is_array(v))) {
    char *d = json_dumps(v, COMPACT_FLAGS);
    sb_puts(b, d);
    free(d);
    return;
  }
  sb_putc(b, obj ? '{' : '[');
  size_t n = obj ? json_object_size(v) : json_array_size(v);
  if (obj) {
    const char *key;
    json_t *m;
    size_t i = 0;
    json_object_foreach(v, key, m) {
      if (i++) sb_putc(b, ',');
      put_spaces(b, depth + 1);
      json_t *ks = json_string(key);
      char *d = json_dumps(ks, JSON_ENCODE_ANY);
      sb_puts(b, d), sb_puts(b, ": ");
      free(d);
      json_decref(ks);
      expected_layout(m, depth + 1, k, b);
    }
  } else {
    for (size_t i = 0; i < n; i++) {
      if (i) sb_putc(b, ',');
      put_spaces(b, depth + 1);
      expected_layout(json_array_get(v, i), depth + 1, k, b);
    }
  }
  if (n) put_spaces(b, depth);
  sb_putc(b, obj ? '}' : ']');
}

/* From depth 0 the whole text is jansson's compact dump; from depth 1 or 2,
 * the outer levels indented and the rest compact (the task graph prints
 * from depth 2: one buffer or task per line). */
static void test_compact_from_depth(void **state) {
  (void)state;
  for (int iter = 0; iter < 3000; iter++) {
    StrBuf out, want;
    sb_init(&out), sb_init(&want);
    JsonWriter w;
    jw_init(&w, &out);
    int k = iter % 3;
    jw_compact_from(&w, k);
    json_t *v = random_value(&w, iter % 2 ? 0 : 2);
    expected_layout(v, 0, k, &want);
    if (k == 0) {
      char *d = json_dumps(v, COMPACT_FLAGS);
      assert_string_equal(sb_cstr(&want), d); /* the expectation itself, at depth 0 */
      free(d);
    }
    if (strcmp(sb_cstr(&want), sb_cstr(&out)))
      fprintf(stderr, "iteration %d (k %d):\nwant %s\ngot  %s\n", iter, k, sb_cstr(&want), sb_cstr(&out));
    assert_string_equal(sb_cstr(&out), sb_cstr(&want));
    json_decref(v);
    sb_free(&out), sb_free(&want);
  }
}

/* The top-level shape the task graph uses: a nested object, empty arrays
 * and objects, and every kind of scalar. */
static void test_nested_layout(void **state) {
  (void)state;
  StrBuf out;
  sb_init(&out);
  JsonWriter w;
  jw_init(&w, &out);
  jw_begin_object(&w);
  jw_key(&w, "a"), jw_begin_array(&w), jw_end(&w);
  jw_key(&w, "b"), jw_begin_object(&w), jw_end(&w);
  jw_key(&w, "c"), jw_begin_array(&w), jw_int(&w, 1), jw_real(&w, 2.0), jw_str(&w, NULL), jw_end(&w);
  jw_end(&w);
  assert_string_equal(sb_cstr(&out), "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    1,\n    2.0,\n    null\n  ]\n}");
  sb_free(&out);
}

/* Not finite: JSON has no such numbers, so strings. Not UTF-8: each bad byte
 * becomes U+FFFD, and the result is JSON jansson reads back. */
static void test_non_finite_and_invalid_utf8(void **state) {
  (void)state;
  StrBuf out;
  sb_init(&out);
  jw_put_real(&out, NAN);
  jw_put_real(&out, INFINITY);
  jw_put_real(&out, -INFINITY);
  assert_string_equal(sb_cstr(&out), "\"nan\"\"inf\"\"-inf\"");
  sb_free(&out);
  static const char *bad[] = {"a\xff" "b", "\xc0\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "x\x80"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    sb_init(&out);
    jw_put_string(&out, bad[i]);
    assert_non_null(strstr(sb_cstr(&out), "\xEF\xBF\xBD"));
    json_error_t e;
    json_t *v = json_loads(sb_cstr(&out), JSON_DECODE_ANY, &e);
    assert_non_null(v);
    assert_true(json_is_string(v));
    json_decref(v);
    sb_free(&out);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_random_trees_match_jansson),
      cmocka_unit_test(test_nested_layout),
      cmocka_unit_test(test_compact_from_depth),
      cmocka_unit_test(test_non_finite_and_invalid_utf8),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
