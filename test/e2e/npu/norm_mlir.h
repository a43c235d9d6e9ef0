/* norm_mlir.h: the norm and softmax modules the row-group tests and
 * bench/npu_norm compile (RMSNorm in IREE's two forms, LayerNorm, a
 * decomposed softmax); norm_mlir.c. */
#ifndef NPUCC_TEST_NORM_MLIR_H
#define NPUCC_TEST_NORM_MLIR_H

#include <stdint.h>

typedef enum {
  NORM_RMS4,          /* x^2; sum; rsqrt(ss / C + eps); x r g (TinyLlama's four generics) */
  NORM_RMS2,          /* sum of x*x; x rsqrt(ss / C + eps) g (IREE's two generics) */
  NORM_LAYER,         /* sum; mu; x - mu; sum of its squares; rsqrt; xc r g + b */
  NORM_SOFTMAX_PIECES, /* max from 0 (so not raised to linalg.softmax); exp(x - m); sum; e / s */
  /* elementwise chains over x and u (R x C each), no reduction: */
  NORM_SILU_GATED,    /* sigmoid(x) = 1 / (1 + exp(-x)); x s; (x s) u (torch's silu decomposed) */
  NORM_SILU_FUSED,    /* x / (1 + exp(-x)) in one generic; times u */
  NORM_GELU_RESID,    /* GELU (tanh form) decomposed: x^3; x + 0.044715 x^3; tanh(0.7978846 .);
                       * 0.5 x (1 + t); plus the residual u */
  /* RoPE over x, cos and sin (R x C each, C even) as IREE writes torch's
   * x cos + rotate_half(x) sin: the halves of x as tensor.extract_slice, a
   * negate generic, tensor.concat, then: */
  NORM_ROPE,          /* one generic x cos + r sin */
  NORM_ROPE_SPLIT     /* three generics: x cos; r sin; their sum */
} NormForm;

/* The module (func.func @main, f32 R x C input x, then gamma and beta of C
 * where the form has them, the chains' second R x C input u, or RoPE's cos
 * and sin), malloc'd. */
char *norm_mlir(NormForm f, int64_t R, int64_t C);
/* "rmsnorm, 4 generics", ...: the form's name for reports. */
const char *norm_form_name(NormForm f);
/* Does the form reduce (a norm or softmax), or is it an elementwise chain? */
#define NORM_FORM_REDUCES(f) ((f) <= NORM_SOFTMAX_PIECES)
/* Is it RoPE (x, cos and sin in; slices and a concat among its ops)? */
#define NORM_FORM_ROPE(f) ((f) >= NORM_ROPE)
/* How many ops the form has that become tasks without row groups (its
 * generics, and RoPE's slices and concat). */
int norm_form_ops(NormForm f);

#endif
