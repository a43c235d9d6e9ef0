/* npu_e2e.h: end-to-end harness for the npu target: compile MLIR, place the
 * buffers as the JSON task graph says, run each program segment in npusim,
 * run host tasks with targets/host, compare with the reference evaluator. */
#ifndef NPU_E2E_H
#define NPU_E2E_H

#include <stdbool.h>
#include <stdint.h>

#include "host/host.h"
#include "npucc/driver.h"

/* Fills input `index` (tensor t, logical row-major, dtype_size bytes per
 * element) with test data. */
typedef void (*E2eInputFn)(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng);

/* Per-element check of output `index`, element e: the result must be within
 * the returned tolerance of *center, which starts as the reference value and
 * may be moved (e.g. to the result with the compiler's quantisation applied).
 * vals[t] holds every tensor the run knows (inputs, device results). A
 * negative tolerance fails the element (for checks of intermediates). */
typedef double (*E2eTolFn)(const Graph *g, int index, int64_t e, const HostValue *vals,
                           double ref, double *center, void *ctx);

typedef struct E2eCase {
  const char *name;
  const char *mlir;
  const char *precision; /* --npu-precision, NULL = fp8 */
  uint64_t seed;
  E2eInputFn input;
  E2eTolFn tol;
  void *ctx;
  bool expect_host_tasks; /* at least one host task between npu segments */
  double loose;           /* tol == NULL: |d| <= loose * (max|ref| + |ref|), for runs whose
                           * point is the program's legality (lint tests) */
  const char *precision_opt;
  bool skip_without_reference; /* the host evaluator cannot run it: skip, not fail */
} E2eCase;

/* A generic input: floats uniform in [-1, 1], i1 mostly true, small ints. */
void e2e_random_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng);
/* Can the reference evaluate this program (no elided constants in use)? */
bool e2e_reference_possible(const char *mlir, size_t len);

typedef struct E2eStats {
  double max_abs, max_rel; /* rel: |d| / |ref| over elements with |ref| >= 5% of max|ref| */
  double max_norm;         /* max |d| / max |ref| */
  double worst_tol_ratio;  /* max |d| / tol */
  double rms_ref, rms_tol; /* the tolerance must be well below the values */
  double loose_rms;        /* without a per-element model: rms |d| / rms |ref| (checked <= loose) */
  int64_t checked, failed;
  int64_t cycles;          /* simulated, all segments */
  int64_t estimate;        /* npucc's estimate, sum over tasks */
  int64_t unit_busy[6];    /* mxu0 mxu1 vpu lsu dma scalar: busy cycles npucc counts, sum over tasks */
  int npu_tasks, host_tasks, segments;
  int lints;
  bool skipped;            /* nothing to run: an input of dynamic shape */
} E2eStats;

/* Runs the case; false with a message in err on any failure (compile error,
 * simulator error, lint, or an element outside its tolerance). */
bool e2e_run(const E2eCase *c, E2eStats *st, char *err, size_t errlen);

/* Deterministic generators. */
uint64_t e2e_next(uint64_t *s);
double e2e_uniform(uint64_t *s, double lo, double hi);
double e2e_normal(uint64_t *s);
/* A float of dtype dt from x (rounded as the type does), stored at p. */
void e2e_store(DType dt, void *p, double x);
double e2e_load(DType dt, const void *p);

#endif
