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

/* The reference for num_fp8e4m3_from_f32's bit manipulation, from the
 * format's definition alone: the codes 0x00..0x7E grow with their value, so
 * the nearest is found by bisection over the decoded values, a tie goes to
 * the even code, and past 464 (half a 448 quantum above 448), inf and NaN
 * give NaN with the sign kept. Distances are exact in double. */
static uint8_t fp8e4m3_reference(float f) {
  uint8_t sign = signbit(f) ? 0x80 : 0x00;
  double a = fabs((double)f);
  if (isnan(f) || a > 464.0) return (uint8_t)(sign | 0x7F);
  int lo = 0, hi = 0x7E; /* value(lo) <= a, and a < value(hi) unless a >= 448 */
  if (a >= 448.0) return (uint8_t)(sign | 0x7E);
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if ((double)num_fp8e4m3_to_f32((uint8_t)mid) <= a) lo = mid;
    else hi = mid;
  }
  double dlo = a - num_fp8e4m3_to_f32((uint8_t)lo), dhi = num_fp8e4m3_to_f32((uint8_t)hi) - a;
  int code = dlo < dhi ? lo : dhi < dlo ? hi : (lo & 1) ? hi : lo;
  return (uint8_t)(sign | code);
}

static void expect_fp8e4m3(uint32_t bits) {
  float f = num_f32_from_bits(bits);
  uint8_t got = num_fp8e4m3_from_f32(f), want = fp8e4m3_reference(f);
  if (got != want) fail_msg("fp8 e4m3 of f32 0x%08x (%g): 0x%02x, reference 0x%02x", bits, (double)f, got, want);
  float c = f > 448.0f ? 448.0f : f < -448.0f ? -448.0f : f;
  uint8_t sat = num_fp8e4m3_from_f32_sat(f), want_sat = isnan(f) ? want : fp8e4m3_reference(c);
  if (sat != want_sat) fail_msg("saturating fp8 e4m3 of f32 0x%08x: 0x%02x, reference 0x%02x", bits, sat, want_sat);
}

/* xorshift: the same random patterns on every run */
static uint32_t next_random(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

static void test_fp8_e4m3_against_reference(void **state) {
  (void)state;
  /* every bf16 pattern (an f32 whose low half is zero): all exponents, signs,
   * inf, NaNs, zeros and f32 subnormals */
  for (uint32_t h = 0; h < 0x10000u; h++) expect_fp8e4m3(h << 16);
  /* every exponent and sign with each of the top 12 mantissa bits (the kept
   * bits, the rounding bit and the first sticky bits at every rounding
   * position, subnormal ones included) and the rest 0 (exact ties), 1 (just
   * past a tie), all ones (just below the next) or random */
  uint32_t rnd = 0x9E3779B9u;
  for (uint32_t se = 0; se < 0x200u; se++)
    for (uint32_t top = 0; top < 0x1000u; top++) {
      uint32_t base = se << 23 | top << 11;
      expect_fp8e4m3(base);
      expect_fp8e4m3(base | 1u);
      expect_fp8e4m3(base | 0x7FFu);
      expect_fp8e4m3(base | (next_random(&rnd) & 0x7FFu));
    }
  /* the saturation boundary and the values around it, a few ulps each way */
  const float edges[] = {448.0f, 456.0f, 464.0f, 480.0f, ldexpf(1, -6), ldexpf(1, -9), ldexpf(1, -10)};
  for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
    for (int d = -4; d <= 4; d++) {
      expect_fp8e4m3(num_f32_bits(edges[i]) + (uint32_t)d);
      expect_fp8e4m3((num_f32_bits(edges[i]) + (uint32_t)d) | 0x80000000u);
    }
  /* the conversion of a row at a time is the same conversion */
  float row[1000];
  uint8_t bytes[1000];
  for (int i = 0; i < 1000; i++) row[i] = num_f32_from_bits(0x3A000000u + next_random(&rnd) % 0x0A000000u);
  num_fp8e4m3_from_f32s(row, bytes, 1000);
  for (int i = 0; i < 1000; i++) assert_int_equal(bytes[i], num_fp8e4m3_from_f32(row[i]));
  /* random f32 patterns, and random values in the fp8 range */
  for (int i = 0; i < 1000000; i++) {
    expect_fp8e4m3(next_random(&rnd));
    expect_fp8e4m3(0x3A000000u + next_random(&rnd) % 0x0A000000u); /* 2^-11 .. 2^9 */
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
      cmocka_unit_test(test_fp8_e4m3), cmocka_unit_test(test_fp8_e4m3_against_reference),
      cmocka_unit_test(test_fp8_e5m2)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
