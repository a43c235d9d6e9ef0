/* test_npy.c: .npy round trip against files numpy wrote (gen_npy.py): every
 * dtype the graph uses reads with the values numpy stored and writes back
 * byte for byte (bf16/fp8: the raw void forms, read back the same); bad
 * files are refused with a message. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "npucc/numeric.h"
#include "npy.h"

static char *path_of(const char *name) {
  static char buf[1024];
  snprintf(buf, sizeof buf, "%s/%s", NPY_DIR, name);
  return buf;
}

/* Reads name, checks dtype and shape 3x4, returns it. */
static Npy load(const char *name, DType dt, bool raw) {
  Npy a;
  char err[256];
  if (!npy_read(path_of(name), &a, err, sizeof err)) fail_msg("%s", err);
  assert_int_equal(a.dtype, dt);
  assert_int_equal(a.raw, raw);
  assert_int_equal(a.rank, 2);
  assert_int_equal(a.dims[0], 3);
  assert_int_equal(a.dims[1], 4);
  return a;
}

/* Writing a's data back gives the file's bytes. */
static void same_bytes(const char *name, const Npy *a) {
  size_t len;
  char *file = read_file(path_of(name), &len);
  assert_non_null(file);
  StrBuf out;
  sb_init(&out);
  assert_true(npy_format(a->dtype, a->rank, a->dims, a->data, &out));
  assert_int_equal(out.len, len);
  assert_memory_equal(out.s, file, len);
  sb_free(&out);
  free(file);
}

/* Writing a's data as dt and reading it back gives the same data. */
static void round_trip(const Npy *a, DType dt) {
  StrBuf out;
  sb_init(&out);
  assert_true(npy_format(dt, a->rank, a->dims, a->data, &out));
  Npy b;
  char err[256];
  if (!npy_parse((const uint8_t *)out.s, out.len, &b, err, sizeof err)) fail_msg("%s", err);
  assert_int_equal(b.nbytes, a->nbytes);
  assert_memory_equal(b.data, a->data, a->nbytes);
  assert_int_equal(b.rank, a->rank);
  npy_free(&b);
  sb_free(&out);
}

static void test_f32(void **state) {
  (void)state;
  Npy a = load("f32_3x4.npy", DT_F32, false);
  for (int i = 0; i < 12; i++) {
    float f;
    memcpy(&f, a.data + 4 * i, 4);
    assert_true(f == (float)(i * 0.25 - 1.0));
  }
  same_bytes("f32_3x4.npy", &a);
  npy_free(&a);
}

static void test_f16(void **state) {
  (void)state;
  Npy a = load("f16_3x4.npy", DT_F16, false);
  for (int i = 0; i < 12; i++) {
    uint16_t h;
    memcpy(&h, a.data + 2 * i, 2);
    assert_true(num_f16_to_f32(h) == (float)(i * 0.5 - 2.0));
  }
  same_bytes("f16_3x4.npy", &a);
  npy_free(&a);
}

static void test_i8(void **state) {
  (void)state;
  Npy a = load("i8_3x4.npy", DT_I8, false);
  for (int i = 0; i < 12; i++) assert_int_equal((int8_t)a.data[i], i * 11 - 60);
  same_bytes("i8_3x4.npy", &a);
  npy_free(&a);
}

static void test_i32(void **state) {
  (void)state;
  Npy a = load("i32_3x4.npy", DT_I32, false);
  for (int i = 0; i < 12; i++) {
    int32_t v;
    memcpy(&v, a.data + 4 * i, 4);
    assert_int_equal(v, i * 100000 - 7);
  }
  same_bytes("i32_3x4.npy", &a);
  npy_free(&a);
}

static void test_bool(void **state) {
  (void)state;
  Npy a = load("bool_3x4.npy", DT_I1, false);
  for (int i = 0; i < 12; i++) assert_int_equal(a.data[i], i % 3 == 0);
  same_bytes("bool_3x4.npy", &a);
  npy_free(&a);
}

static void test_bf16_raw(void **state) {
  (void)state;
  Npy a = load("bf16_3x4.npy", DT_BF16, true);
  for (int i = 0; i < 12; i++) {
    uint16_t h;
    memcpy(&h, a.data + 2 * i, 2);
    assert_true(num_bf16_to_f32(h) == (float)(i * 0.25 - 1.0));
  }
  round_trip(&a, DT_BF16);
  npy_free(&a);
}

static void test_fp8_raw(void **state) {
  (void)state;
  Npy a = load("fp8_3x4.npy", DT_F8E4M3FN, true);
  for (int i = 0; i < 12; i++) assert_true(num_fp8e4m3_to_f32(a.data[i]) == (float)(i * 0.5 - 2.0));
  round_trip(&a, DT_F8E4M3FN);
  npy_free(&a);
}

static void test_rank1_and_scalar(void **state) {
  (void)state;
  Npy a;
  char err[256];
  assert_true(npy_read(path_of("f32_5.npy"), &a, err, sizeof err));
  assert_int_equal(a.rank, 1);
  assert_int_equal(a.dims[0], 5);
  same_bytes("f32_5.npy", &a);
  npy_free(&a);
  assert_true(npy_read(path_of("f32_scalar.npy"), &a, err, sizeof err));
  assert_int_equal(a.rank, 0);
  float f;
  memcpy(&f, a.data, 4);
  assert_true(f == 3.5f);
  same_bytes("f32_scalar.npy", &a);
  npy_free(&a);
}

/* A file numpy wrote, with one edit: refused, with the reason. */
static void refused(const char *from, const char *find, const char *repl, size_t cut, const char *want) {
  size_t len;
  char *f = read_file(path_of(from), &len);
  assert_non_null(f);
  char *p = NULL; /* the header follows the NUL of the version bytes */
  for (size_t i = 0; find && !p && i + strlen(find) <= len; i++)
    if (!memcmp(f + i, find, strlen(find))) p = f + i;
  if (find) {
    assert_non_null(p);
    memcpy(p, repl, strlen(repl));
  }
  Npy a;
  char err[256] = "";
  assert_false(npy_parse((const uint8_t *)f, len - cut, &a, err, sizeof err));
  if (!strstr(err, want)) fail_msg("'%s' does not say '%s'", err, want);
  assert_null(a.data);
  free(f);
}

static void test_bad(void **state) {
  (void)state;
  refused("f32_3x4.npy", "<f4", ">f4", 0, "dtype '>f4'");
  refused("f32_3x4.npy", "<f4", "<f8", 0, "dtype '<f8'");
  refused("f32_3x4.npy", "False", "True ", 0, "Fortran");
  refused("f32_3x4.npy", NULL, NULL, 1, "data is 47 bytes");
  refused("f32_3x4.npy", "NUMPY", "NUMPX", 0, "bad magic");
  refused("f32_3x4.npy", "(3, 4)", "(3,x4)", 0, "shape");
  refused("f32_3x4.npy", NULL, NULL, 100, "truncated");
  Npy a;
  char err[256];
  assert_false(npy_read(path_of("no_such.npy"), &a, err, sizeof err));
  assert_non_null(strstr(err, "cannot read"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_f32),      cmocka_unit_test(test_f16),     cmocka_unit_test(test_i8),
      cmocka_unit_test(test_i32),      cmocka_unit_test(test_bool),    cmocka_unit_test(test_bf16_raw),
      cmocka_unit_test(test_fp8_raw),  cmocka_unit_test(test_rank1_and_scalar), cmocka_unit_test(test_bad),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
