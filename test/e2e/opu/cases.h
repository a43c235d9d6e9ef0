/* cases.h: the generated contraction cases of the opu end-to-end tests. */
#ifndef NPUCC_TEST_E2E_OPU_CASES_H
#define NPUCC_TEST_E2E_OPU_CASES_H

#include <stdbool.h>
#include <stdint.h>

#include "npucc/util.h"

typedef enum {
  EPI_NONE,              /* the i32 result is the output */
  EPI_REQUANT_TIES,      /* exact .5 ties, out-of-range values, Merlin's clamp form */
  EPI_BIAS_RELU_REQUANT, /* dequantize + bias, ReLU, requantize with cmpf/select */
  EPI_FLOAT_SPECIALS     /* f32 result; NaN, infinities, -0 in the bias; every rounding op */
} E2eEpilogue;

/* C = A . B over loops (batch..., m, n, k); layouts name the dims of each
 * operand in storage order: b/c batch, m, n, k ("km" = A stored K x M).
 * A b missing from A (or B) makes it a second N (or M) loop. */
typedef struct E2eCase {
  const char *name;
  int64_t batch[2];
  int nbatch;
  int64_t m, n, k;
  const char *lhs, *rhs, *out;
  bool accumulate; /* C starts from an i32 input instead of zeros */
  bool const_rhs;  /* B is a dense constant (packed at compile time) */
  E2eEpilogue epilogue;
  uint64_t seed;
} E2eCase;

const E2eCase *e2e_case(const char *name);
int e2e_case_count(void);
const E2eCase *e2e_case_at(int i);
void e2e_case_mlir(const E2eCase *c, StrBuf *out);
uint64_t e2e_rng(uint64_t *state); /* splitmix64 */

#endif
