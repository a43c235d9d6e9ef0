/* numeric.h: bit-exact conversions between the float formats npucc handles
 * (f32, f16, bf16, fp8 e4m3fn, fp8 e5m2), shared by compiler, host and models. */
#ifndef NPUCC_NUMERIC_H
#define NPUCC_NUMERIC_H

#include <stddef.h>
#include <stdint.h>

/* Reinterpretation, without rounding. */
float num_f32_from_bits(uint32_t bits);
uint32_t num_f32_bits(float f);

/* bfloat16: f32 -> bf16 rounds to nearest even; NaN stays a quiet NaN. */
uint16_t num_bf16_from_f32(float f);
float num_bf16_to_f32(uint16_t h);
/* Round an f32 value to the nearest bf16 value, returned as f32. */
float num_round_bf16(float f);

/* IEEE binary16: round to nearest even, overflow to +-inf, subnormals kept. */
uint16_t num_f16_from_f32(float f);
float num_f16_to_f32(uint16_t h);
float num_round_f16(float f);

/* fp8 e4m3fn as torch converts it: round to nearest even, no saturation:
 * |x| > 464, inf and NaN all become NaN (0x7F, sign kept); 448..464 -> 448. */
uint8_t num_fp8e4m3_from_f32(float f);
float num_fp8e4m3_to_f32(uint8_t b);
/* num_fp8e4m3_from_f32 of in[0..n-1] into out: one call for a tile row. */
void num_fp8e4m3_from_f32s(const float *in, uint8_t *out, size_t n);
/* The same, clamping to +-448 first: what a quantiser wants. */
uint8_t num_fp8e4m3_from_f32_sat(float f);

/* fp8 e5m2: round to nearest even, overflow to +-inf. */
uint8_t num_fp8e5m2_from_f32(float f);
float num_fp8e5m2_to_f32(uint8_t b);

#endif
