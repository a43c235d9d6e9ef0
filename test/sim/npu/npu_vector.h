/* npu_vector.h: loads the recorded npu_model reference vectors (NAME.json +
 * NAME.S) and compares a finished npusim run against their expectations. */
#ifndef NPU_VECTOR_H
#define NPU_VECTOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "npusim.h"

typedef struct NpuVecRange {
  uint64_t addr;
  uint8_t *bytes;
  size_t n;
} NpuVecRange;

typedef struct NpuVector {
  char *name;
  int64_t max_cycles;
  NpuVecRange *dram_init;
  int ninit;
  int64_t cycles;             /* expected.cycles */
  bool has_error;
  char *err_type, *err_msg;   /* expected.error */
  int64_t err_cycle;
  NpuVecRange *dram, *vmem;   /* expected.dram / expected.vmem */
  int ndram, nvmem;
  bool has_xregs, has_eregs;
  int64_t xregs[NPU_NUM_XREGS];
  uint8_t eregs[NPU_NUM_EREGS];
} NpuVector;

/* Parse a vector JSON. On failure returns false with *err (malloc'd). */
bool npu_vector_load(const char *json_path, NpuVector *v, char **err);
void npu_vector_free(NpuVector *v);
/* Write dram_init into the simulator. */
bool npu_vector_apply(const NpuVector *v, NpuSim *s);

/* Differences tolerated where npu_model's result is not fixed to the bit. */
typedef struct NpuVecTolerance {
  /* DRAM ranges holding bf16 results of transcendentals: 1 ulp allowed */
  const uint64_t (*ulp_ranges)[2];
  int nulp;
  /* DRAM bytes (fp8) / bf16 elements where a NaN's sign is unspecified */
  const uint64_t *nan_sign_fp8;
  int nnan_fp8;
  const uint64_t *nan_sign_bf16; /* address of the element's first byte */
  int nnan_bf16;
} NpuVecTolerance;

typedef struct NpuVecCheck {
  bool ok;
  int ulp_allowances;      /* bf16 elements that differed by exactly 1 ulp */
  int nan_sign_allowances; /* NaNs that differed only in sign */
  int mismatches;          /* bytes/registers that differ beyond tolerance */
  char report[2048];       /* first differences, human readable */
} NpuVecCheck;

/* Compare the run against the vector: cycles (or error type, message
 * substring and cycle), DRAM, VMEM, x and e registers. */
void npu_vector_check(const NpuVector *v, const NpuSim *s, const NpuRunResult *res,
                      const NpuVecTolerance *tol, NpuVecCheck *out);

#endif
