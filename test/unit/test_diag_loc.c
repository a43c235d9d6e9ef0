/* test_diag_loc.c: messages keep their place: the npu emitter's failures name
 * the task being built (its op's location), and inputs too large for int
 * line numbers are refused up front. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <string.h>

#include "npu/schedule.h"
#include "npucc/textcheck.h"
#include "unit_util.h"

/* li of a value npu_model cannot load fails, and the failure remembers the
 * task: targets/npu/program.c reports it at that task's location. */
static void test_npu_failure_names_task(void **state) {
  (void)state;
  Arena *a = arena_new();
  NpuBuilder *b = nb_new(a);
  assert_int_equal(nb_error_task(b), -1);
  nb_set_task(b, 7);
  nb_li(b, 5, (int64_t)1 << 38);
  assert_true(nb_failed(b));
  assert_non_null(strstr(nb_error(b), "li of 274877906944 is not safe on npu_model"));
  assert_int_equal(nb_error_task(b), 7);
  nb_set_task(b, 9); /* a later failure does not move the first one */
  nb_li(b, 5, -5000);
  assert_int_equal(nb_error_task(b), 7);
  nb_free(b);
  arena_free(a);
}

/* The length check comes before any byte is read, so a short buffer with a
 * claimed length of INT_MAX exercises it. */
static void test_int_max_input_refused(void **state) {
  (void)state;
  Diag d;
  diag_init(&d);
  static const char text[] = "module {}\n";
  assert_false(text_check("big.mlir", text, (size_t)INT_MAX, &d));
  StrBuf m;
  sb_init(&m);
  diag_format(&d, &m);
  assert_non_null(strstr(sb_cstr(&m), "big.mlir: error: input of 2147483647 bytes exceeds npucc's limit"));
  sb_free(&m);
  diag_free(&d);
  diag_init(&d);
  assert_true(text_check("ok.mlir", text, strlen(text), &d));
  diag_free(&d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_npu_failure_names_task),
      cmocka_unit_test(test_int_max_input_refused),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
