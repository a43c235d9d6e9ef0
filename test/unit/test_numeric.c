/* test_numeric.c: the float conversions against values worked out by hand
 * from the format definitions (RNE ties, subnormals, overflow rules). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "npucc/numeric.h"

static void test_bf16(void **state) {
  (void)state;
  assert_int_equal(num_bf16_from_f32(1.0f), 0x3F80);
  assert_int_equal(num_bf16_from_f32(-2.0f), 0xC000);
  /* 1 + 2^-8 is half an ulp above 1: ties to the even 0x3F80. */
  assert_int_equal(num_bf16_from_f32(1.00390625f), 0x3F80);
  /* 1 + 3*2^-8 lies between 0x3F81 and 0x3F82: ties to the even 0x3F82. */
  assert_int_equal(num_bf16_from_f32(1.01171875f), 0x3F82);
  /* just above the tie rounds up */
  assert_int_equal(num_bf16_from_f32(num_f32_from_bits(0x3F808001u)), 0x3F81);
  assert_int_equal(num_bf16_from_f32(INFINITY), 0x7F80);
  assert_int_equal(num_bf16_from_f32(num_f32_from_bits(0x7F800001u)) & 0x7FC0, 0x7FC0);
  /* the largest float rounds to inf */
  assert_int_equal(num_bf16_from_f32(num_f32_from_bits(0x7F7FFFFFu)), 0x7F80);
  assert_true(num_bf16_to_f32(0xC2C8) == -100.0f);
  assert_true(num_round_bf16(3.14159265f) == 3.140625f);
}

static void test_f16(void **state) {
  (void)state;
  assert_int_equal(num_f16_from_f32(1.0f), 0x3C00);
  assert_int_equal(num_f16_from_f32(65504.0f), 0x7BFF);
  assert_int_equal(num_f16_from_f32(65519.0f), 0x7BFF);
  assert_int_equal(num_f16_from_f32(65520.0f), 0x7C00); /* tie goes to inf (even) */
  assert_int_equal(num_f16_from_f32(-1e9f), 0xFC00);
  assert_int_equal(num_f16_from_f32(ldexpf(1, -24)), 0x0001);
  assert_int_equal(num_f16_from_f32(ldexpf(1, -25)), 0x0000);   /* tie to even 0 */
  assert_int_equal(num_f16_from_f32(ldexpf(3, -25)), 0x0002);   /* 1.5 ulp -> 2 */
  assert_int_equal(num_f16_from_f32(ldexpf(1, -14)), 0x0400);   /* min normal */
  assert_int_equal(num_f16_from_f32(1.0f + ldexpf(1, -11)), 0x3C00); /* tie to even */
  assert_int_equal(num_f16_from_f32(1.0f + ldexpf(3, -11)), 0x3C02);
  assert_true(num_f16_to_f32(0x0001) == ldexpf(1, -24));
  assert_true(num_f16_to_f32(0xFBFF) == -65504.0f);
  assert_true(isinf(num_f16_to_f32(0x7C00)));
  assert_true(isnan(num_f16_to_f32(0x7E00)));
}

static void test_fp8_e4m3(void **state) {
  (void)state;
  assert_int_equal(num_fp8e4m3_from_f32(1.0f), 0x38);
  assert_int_equal(num_fp8e4m3_from_f32(-1.0f), 0xB8);
  assert_int_equal(num_fp8e4m3_from_f32(448.0f), 0x7E);
  assert_int_equal(num_fp8e4m3_from_f32(464.0f), 0x7E); /* tie to even 448 */
  assert_int_equal(num_fp8e4m3_from_f32(465.0f), 0x7F); /* no saturation: NaN */
  assert_int_equal(num_fp8e4m3_from_f32(-500.0f), 0xFF);
  assert_int_equal(num_fp8e4m3_from_f32(INFINITY), 0x7F);
  assert_int_equal(num_fp8e4m3_from_f32(-INFINITY), 0xFF);
  assert_int_equal(num_fp8e4m3_from_f32(240.0f), 0x77);
  assert_int_equal(num_fp8e4m3_from_f32(244.0f), 0x77); /* 15.25 quanta -> 15 */
  assert_int_equal(num_fp8e4m3_from_f32(248.0f), 0x78); /* tie -> 16 quanta = 256 */
  assert_int_equal(num_fp8e4m3_from_f32(ldexpf(1, -9)), 0x01);
  assert_int_equal(num_fp8e4m3_from_f32(ldexpf(1, -10)), 0x00); /* tie to even 0 */
  assert_int_equal(num_fp8e4m3_from_f32(ldexpf(3, -10)), 0x02); /* 1.5 -> 2 */
  assert_int_equal(num_fp8e4m3_from_f32(ldexpf(7, -9)), 0x07);
  assert_int_equal(num_fp8e4m3_from_f32(ldexpf(15, -10)), 0x08); /* 7.5 -> 8 = 2^-6 */
  assert_int_equal(num_fp8e4m3_from_f32(-0.0f), 0x80);
  assert_int_equal(num_fp8e4m3_from_f32_sat(1000.0f), 0x7E);
  assert_int_equal(num_fp8e4m3_from_f32_sat(-1000.0f), 0xFE);
  assert_true(num_fp8e4m3_to_f32(0x7E) == 448.0f);
  assert_true(num_fp8e4m3_to_f32(0x01) == ldexpf(1, -9));
  assert_true(num_fp8e4m3_to_f32(0x08) == ldexpf(1, -6));
  assert_true(isnan(num_fp8e4m3_to_f32(0xFF)));
  /* every non-NaN code round-trips */
  for (int b = 0; b < 256; b++) {
    if ((b & 0x7F) == 0x7F) continue;
    assert_int_equal(num_fp8e4m3_from_f32(num_fp8e4m3_to_f32((uint8_t)b)), b);
  }
}

static void test_fp8_e5m2(void **state) {
  (void)state;
  assert_int_equal(num_fp8e5m2_from_f32(1.0f), 0x3C);
  assert_int_equal(num_fp8e5m2_from_f32(57344.0f), 0x7B);
  assert_int_equal(num_fp8e5m2_from_f32(61440.0f), 0x7C); /* tie: even is inf */
  assert_int_equal(num_fp8e5m2_from_f32(-INFINITY), 0xFC);
  assert_int_equal(num_fp8e5m2_from_f32(ldexpf(1, -16)), 0x01);
  assert_true(num_fp8e5m2_to_f32(0x7B) == 57344.0f);
  for (int b = 0; b < 256; b++) {
    if ((b & 0x7F) > 0x7C) continue; /* NaNs */
    assert_int_equal(num_fp8e5m2_from_f32(num_fp8e5m2_to_f32((uint8_t)b)), b);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_bf16), cmocka_unit_test(test_f16),
      cmocka_unit_test(test_fp8_e4m3), cmocka_unit_test(test_fp8_e5m2)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
