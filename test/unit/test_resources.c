/* test_resources.c: the dialect_resources scanner on hand-written sections:
 * bare and quoted keys, other dialects, alignment headers, malformed text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "npucc/resources.h"

static const char good[] =
    "module {}\n"
    "{-#\n"
    "  dialect_resources: {\n"
    "    other: { x: \"0x01000000FF\" },\n"
    "    builtin: {\n"
    "      __auto.fc.weight: \"0x0400000001020304A0B0C0D0\",\n"
    "      \"quoted name\": \"0x08000000\"\n"
    "    }\n"
    "  },\n"
    "  external_resources: { foo: { bar: \"baz\" } }\n"
    "#-}\n";

static void test_scan_and_decode(void **state) {
  (void)state;
  Arena *a = arena_new();
  Resources r;
  int line = 0;
  const char *msg = NULL;
  assert_true(resources_scan(good, strlen(good), a, &r, &line, &msg));
  assert_int_equal(r.n, 2);
  const ResourceBlob *b = resources_find(&r, "__auto.fc.weight");
  assert_non_null(b);
  assert_null(resources_find(&r, "x")); /* not the builtin dialect */
  const uint8_t *data;
  size_t n;
  uint32_t align;
  assert_true(resource_decode(b, a, &data, &n, &align));
  assert_int_equal(align, 4);
  assert_int_equal(n, 8);
  const uint8_t want[8] = {1, 2, 3, 4, 0xA0, 0xB0, 0xC0, 0xD0};
  assert_memory_equal(data, want, 8);
  const ResourceBlob *q = resources_find(&r, "quoted name");
  assert_non_null(q);
  assert_true(resource_decode(q, a, &data, &n, &align));
  assert_int_equal(align, 8);
  assert_int_equal(n, 0);
  arena_free(a);
}

static void test_no_section(void **state) {
  (void)state;
  Arena *a = arena_new();
  Resources r;
  int line = 0;
  const char *msg = NULL;
  const char *src = "module { } // {-# is not at a line start here\n";
  assert_true(resources_scan(src, strlen(src), a, &r, &line, &msg));
  assert_int_equal(r.n, 0);
  arena_free(a);
}

static void test_malformed(void **state) {
  (void)state;
  Arena *a = arena_new();
  Resources r;
  int line = 0;
  const char *msg = NULL;
  const char *unterminated = "module {}\n{-#\n dialect_resources: {\n builtin: {\n w: \"0x0100";
  assert_false(resources_scan(unterminated, strlen(unterminated), a, &r, &line, &msg));
  assert_non_null(msg);
  const char *notblob = "module {}\n{-#\n dialect_resources: {\n builtin: {\n w: \"hello\"\n }\n }\n#-}\n";
  assert_false(resources_scan(notblob, strlen(notblob), a, &r, &line, &msg));
  assert_int_equal(line, 5);
  /* bad hex digits and a short header are decode errors, not garbage */
  ResourceBlob bad = {"b", "0100000G", 8};
  const uint8_t *data;
  size_t n;
  uint32_t align;
  assert_false(resource_decode(&bad, a, &data, &n, &align));
  ResourceBlob shortb = {"s", "0100", 4};
  assert_false(resource_decode(&shortb, a, &data, &n, &align));
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_scan_and_decode),
                                     cmocka_unit_test(test_no_section),
                                     cmocka_unit_test(test_malformed)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
