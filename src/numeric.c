/* numeric.c: float format conversions with the exact rounding the targets
 * use (RNE everywhere; fp8 e4m3fn without saturation, as torch does it). */
#include "npucc/numeric.h"

#include <math.h>
#include <string.h>

float num_f32_from_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

uint32_t num_f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

uint16_t num_bf16_from_f32(float f) {
  uint32_t u = num_f32_bits(f);
  if ((u & 0x7FFFFFFFu) > 0x7F800000u) /* NaN: keep sign, force quiet */
    return (uint16_t)((u >> 16) | 0x0040u);
  u += 0x7FFFu + ((u >> 16) & 1u);
  return (uint16_t)(u >> 16);
}

float num_bf16_to_f32(uint16_t h) { return num_f32_from_bits((uint32_t)h << 16); }

float num_round_bf16(float f) { return num_bf16_to_f32(num_bf16_from_f32(f)); }

uint16_t num_f16_from_f32(float f) {
  uint32_t u = num_f32_bits(f);
  uint16_t sign = (uint16_t)((u >> 16) & 0x8000u);
  uint32_t a = u & 0x7FFFFFFFu;
  if (a > 0x7F800000u) return (uint16_t)(sign | 0x7E00u);
  if (a >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u); /* rounds past 65504 */
  if (a < 0x38800000u) {                                    /* below 2^-14: subnormal */
    /* value / 2^-24 rounded to nearest even; exact in float arithmetic. */
    float v = num_f32_from_bits(a) * 16777216.0f;
    return (uint16_t)(sign | (uint16_t)nearbyintf(v));
  }
  uint32_t mant = a & 0x007FFFFFu;
  uint32_t exp = (a >> 23) - 112u; /* rebias 127 -> 15 */
  uint32_t h = (exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) h++;
  return (uint16_t)(sign | h);
}

float num_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1Fu, mant = h & 0x3FFu;
  if (exp == 0) {
    float v = (float)mant * (1.0f / 16777216.0f);
    return sign ? -v : v;
  }
  if (exp == 31) return num_f32_from_bits(sign | 0x7F800000u | (mant << 13));
  return num_f32_from_bits(sign | ((exp + 112u) << 23) | (mant << 13));
}

float num_round_f16(float f) { return num_f16_to_f32(num_f16_from_f32(f)); }

/* Round |x| to a small float format with `mbits` mantissa bits and minimum
 * normal exponent `emin`; returns the rounded magnitude (exact in double). */
static double round_small_float(double a, int mbits, int emin) {
  int e;
  frexp(a, &e); /* a = f * 2^e, f in [0.5, 1) */
  int unbiased = e - 1;
  if (unbiased < emin) unbiased = emin;
  double quantum = ldexp(1.0, unbiased - mbits);
  return nearbyint(a / quantum) * quantum;
}

/* Encode an already-rounded magnitude into sign|exp|mant bits. */
static unsigned encode_small_float(double r, int mbits, int emin, int bias) {
  if (r == 0) return 0;
  int e;
  frexp(r, &e);
  int unbiased = e - 1;
  if (unbiased < emin) /* subnormal */
    return (unsigned)(r / ldexp(1.0, emin - mbits));
  unsigned mant = (unsigned)(r / ldexp(1.0, unbiased - mbits)) - (1u << mbits);
  return ((unsigned)(unbiased + bias) << mbits) | mant;
}

/* Bit manipulation on the f32 pattern: weights are quantized a value at a
 * time, a compile-time hot path (rounding through double with frexp and
 * ldexp was 27% of an npu compile of a weight-heavy module). Both roundings
 * are computed and one is selected, without branches: weights straddle the
 * subnormal boundary at random, and a row of them vectorizes. test_numeric
 * checks it against a nearest-value search on every class of input. */
static inline uint8_t fp8e4m3_from_f32_bits(uint32_t u) {
  uint32_t a = u & 0x7FFFFFFFu, sum_bits;
  /* normal: keep 3 mantissa bits, rounding to nearest even; a carry moves
   * into the exponent as it should; rebias 127 -> 7 */
  uint32_t normal = ((a + 0x0007FFFFu + ((a >> 20) & 1u)) >> 20) - (120u << 3);
  /* below 2^-6, a multiple of 2^-9: in |f| + 2^14 the float's ulp is 2^-9,
   * so the addition rounds |f| to one, nearest even (the default rounding
   * mode), and the low bits of the sum count them: 0..8, 8 being 2^-6 */
  float mag, sum;
  memcpy(&mag, &a, sizeof mag); /* not num_f32_bits: a PIC library's calls are not inlined */
  sum = mag + 16384.0f;
  memcpy(&sum_bits, &sum, sizeof sum_bits);
  uint32_t subnormal = sum_bits - 0x46800000u;
  uint32_t r = a < 0x3C800000u ? subnormal : normal;
  r = a > 0x43E80000u ? 0x7Fu : r; /* past 464 (ties to 448), inf, NaN */
  return (uint8_t)(((u >> 24) & 0x80u) | r);
}

uint8_t num_fp8e4m3_from_f32(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return fp8e4m3_from_f32_bits(u);
}

void num_fp8e4m3_from_f32s(const float *in, uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; i++) {
    uint32_t u;
    memcpy(&u, in + i, sizeof u);
    out[i] = fp8e4m3_from_f32_bits(u);
  }
}

uint8_t num_fp8e4m3_from_f32_sat(float f) {
  if (isnan(f)) return num_fp8e4m3_from_f32(f);
  if (f > 448.0f) f = 448.0f;
  if (f < -448.0f) f = -448.0f;
  return num_fp8e4m3_from_f32(f);
}

float num_fp8e4m3_to_f32(uint8_t b) {
  float sign = (b & 0x80) ? -1.0f : 1.0f;
  unsigned exp = (b >> 3) & 0xF, mant = b & 7;
  if (exp == 0xF && mant == 7) return sign * NAN;
  if (exp == 0) return sign * ldexpf((float)mant, -9);
  return sign * ldexpf((float)(8 + mant), (int)exp - 10);
}

uint8_t num_fp8e5m2_from_f32(float f) {
  uint8_t sign = signbit(f) ? 0x80 : 0x00;
  if (isnan(f)) return (uint8_t)(sign | 0x7F);
  if (isinf(f)) return (uint8_t)(sign | 0x7C);
  double r = round_small_float(fabs((double)f), 2, -14);
  if (r > 57344.0) return (uint8_t)(sign | 0x7C);
  return (uint8_t)(sign | encode_small_float(r, 2, -14, 15));
}

float num_fp8e5m2_to_f32(uint8_t b) {
  return num_f16_to_f32((uint16_t)((uint16_t)b << 8));
}
