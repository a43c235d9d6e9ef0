/* test_npusim_util.h: helpers for the npusim tests: seeded random data, a
 * reference rounding independent of numeric.c, tile layouts and a runner. */
#ifndef TEST_NPUSIM_UTIL_H
#define TEST_NPUSIM_UTIL_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npusim.h"

/* ---- deterministic random numbers ---- */

typedef struct Rng {
  uint64_t s;
} Rng;

static inline uint64_t rng_next(Rng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* uniform integer in [lo, hi] */
static inline int rng_int(Rng *r, int lo, int hi) {
  return lo + (int)(rng_next(r) % (uint64_t)(hi - lo + 1));
}

static inline double rng_unit(Rng *r) { return (double)(rng_next(r) >> 11) / 9007199254740992.0; }

/* ---- reference rounding, written independently of the model ---- */

/* Round to `sig` significant bits with exponent floor `emin` (subnormals),
 * ties to even; no overflow handling. */
static inline double ref_round(double x, int sig, int emin) {
  if (x == 0 || !isfinite(x)) return x;
  int e;
  frexp(x, &e);
  int ex = e - 1 < emin ? emin : e - 1;
  double q = ldexp(1.0, ex - (sig - 1));
  return nearbyint(x / q) * q;
}

static inline double ref_bf16(double x) {
  double r = ref_round(x, 8, -126);
  if (fabs(r) > 3.3895313892515355e38) return copysign(INFINITY, x);
  return r;
}

static inline double ref_f16(double x) {
  double r = ref_round(x, 11, -14);
  if (fabs(r) > 65504.0) return copysign(INFINITY, x);
  return r;
}

static inline uint16_t bf16_bits(double exact_bf16) {
  float f = (float)exact_bf16;
  uint32_t u;
  memcpy(&u, &f, 4);
  return (uint16_t)(u >> 16);
}

static inline double bf16_value(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* fp8 e4m3fn decoded from its definition. */
static inline double fp8_value(uint8_t b) {
  int s = b >> 7, e = (b >> 3) & 15, m = b & 7;
  if (e == 15 && m == 7) return NAN;
  double v = e ? (1.0 + m / 8.0) * ldexp(1.0, e - 7) : (m / 8.0) * ldexp(1.0, -6);
  return s ? -v : v;
}

/* The fp8 code of a value that fp8 represents exactly (-1 if none). */
static inline int fp8_code(double v) {
  for (int b = 0; b < 256; b++)
    if (b != 0x80 && fp8_value((uint8_t)b) == v) return b;
  return -1;
}

/* ---- layouts ---- */

/* bf16 32x32 tile (row-major values) -> two [32,16] halves, 2 KiB. */
static inline void tile_to_halves(const double t[32][32], uint8_t out[2048]) {
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) {
      uint16_t h = bf16_bits(t[i][j]);
      size_t off = (size_t)(j >= 16) * 1024 + (size_t)(i * 16 + (j & 15)) * 2;
      out[off] = (uint8_t)h;
      out[off + 1] = (uint8_t)(h >> 8);
    }
}

static inline void halves_to_tile(const uint8_t in[2048], double t[32][32]) {
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) {
      size_t off = (size_t)(j >= 16) * 1024 + (size_t)(i * 16 + (j & 15)) * 2;
      t[i][j] = bf16_value((uint16_t)(in[off] | in[off + 1] << 8));
    }
}

/* ---- running programs ---- */

/* printf into a growing program text */
typedef struct Asm {
  char *s;
  size_t len, cap;
} Asm;

static inline void asm_add(Asm *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void asm_add(Asm *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  char probe[1];
  int n = vsnprintf(probe, sizeof probe, fmt, ap);
  va_end(ap);
  if (a->len + (size_t)n + 2 > a->cap) {
    size_t cap = a->cap ? a->cap * 2 : 4096;
    while (cap < a->len + (size_t)n + 2) cap *= 2;
    char *s = realloc(a->s, cap);
    if (!s) abort();
    a->s = s;
    a->cap = cap;
  }
  vsnprintf(a->s + a->len, a->cap - a->len, fmt, ap2);
  va_end(ap2);
  a->len += (size_t)n;
  a->s[a->len++] = '\n';
  a->s[a->len] = 0;
}

static inline void asm_free(Asm *a) {
  free(a->s);
  memset(a, 0, sizeof *a);
}

/* Assemble and run; returns the result (caller frees). Assembly errors are
 * reported as an "AsmError" run error. */
static inline NpuRunResult run_text(NpuSim *s, const char *text, int64_t max_cycles) {
  NpuRunResult res;
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  if (!p) {
    memset(&res, 0, sizeof res);
    res.status = NPU_ERROR;
    snprintf(res.error_type, sizeof res.error_type, "AsmError");
    size_t n = 64;
    for (int i = 0; i < errs.n; i++) n += strlen(errs.v[i].msg) + 16;
    res.error_msg = malloc(n);
    if (res.error_msg) {
      res.error_msg[0] = 0;
      for (int i = 0; i < errs.n; i++) {
        size_t l = strlen(res.error_msg);
        snprintf(res.error_msg + l, n - l, "line %d: %s; ", errs.v[i].line, errs.v[i].msg);
      }
    }
    npu_asm_errors_free(&errs);
    return res;
  }
  npu_sim_run(s, p, max_cycles, &res);
  npu_program_free(p);
  return res;
}

static inline int count_lints(const NpuRunResult *r, NpuLintKind k) {
  int n = 0;
  for (int i = 0; i < r->lints.n; i++) n += r->lints.v[i].kind == k;
  return n;
}

#endif
