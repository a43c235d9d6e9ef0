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
  NORM_SOFTMAX_PIECES /* max from 0 (so not raised to linalg.softmax); exp(x - m); sum; e / s */
} NormForm;

/* The module (func.func @main, f32 R x C input x, then gamma and beta of C
 * where the form has them), malloc'd. */
char *norm_mlir(NormForm f, int64_t R, int64_t C);
/* "rmsnorm, 4 generics", ...: the form's name for reports. */
const char *norm_form_name(NormForm f);
/* How many generics the form has (its task count without row groups). */
int norm_form_ops(NormForm f);

#endif
