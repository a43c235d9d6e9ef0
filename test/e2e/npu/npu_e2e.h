/* npu_e2e.h: end-to-end harness for the npu target: compile MLIR, place the
 * buffers as the JSON task graph says, run each program segment in npusim,
 * run host tasks with targets/host, compare with the reference evaluator. */
#ifndef NPU_E2E_H
#define NPU_E2E_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "host/host.h"
#include "npucc/driver.h"

/* Fills input `index` (tensor t, logical row-major, dtype_size bytes per
 * element) with test data. */
typedef void (*E2eInputFn)(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng);

/* What a check may read: the Graph, the task graph the compiler wrote (the
 * decisions: scales, layouts, device dtypes), per tensor the values of the
 * npu run (inputs, device results read back, host-task results) and the
 * reference: targets/host evaluating the same Graph on the same inputs. */
typedef struct E2eView {
  const Graph *g;
  const json_t *taskgraph;
  const HostValue *dev; /* [ntensors]: data NULL when the run never held it */
  const HostValue *ref; /* [ntensors]: data NULL when the reference did not compute it */
} E2eView;

/* The bound on |npu - reference| for element e of tensor t (row-major), in
 * the tensor's units; a negative bound fails the element. */
typedef double (*E2eBoundFn)(const E2eView *v, int t, int64_t e, void *ctx);
/* An additional check against a bit-level model of the kernel: the model's
 * value of element e of tensor t, *tol its tolerance. */
typedef double (*E2eModelFn)(const E2eView *v, int t, int64_t e, double *tol, void *ctx);
/* Intermediate tensors to compare too (device value vs reference), before
 * the outputs; returns how many ids it wrote to out (at most max). */
typedef int (*E2eInterFn)(const E2eView *v, int *out, int max, void *ctx);

typedef struct E2eCase {
  const char *name;
  const char *mlir;
  const char *precision; /* --npu-precision, NULL = fp8 */
  uint64_t seed;
  E2eInputFn input;
  E2eBoundFn bound;
  E2eModelFn model;       /* optional */
  E2eInterFn intermediates; /* optional */
  void *ctx;
  bool expect_host_tasks; /* at least one host task between npu segments */
  double loose;           /* bound == NULL: |d| <= loose * (max|ref| + |ref|), for runs whose
                           * point is the program's legality (lint tests) */
  bool no_groups;          /* --npu-groups=off: a norm's ops as separate tasks */
  bool skip_without_reference; /* the host evaluator cannot run it: skip, not fail */
  int imem;               /* --npu-imem, and the model's instruction memory; 0 = the chip's 32768 */
} E2eCase;

/* A generic input: floats uniform in [-1, 1], i1 mostly true, small ints. */
void e2e_random_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng);
/* Can the reference evaluate this program (no elided constants in use)? */
bool e2e_reference_possible(const char *mlir, size_t len);

typedef struct E2eStats {
  double max_abs, max_rel; /* rel: |d| / |ref| over elements with |ref| >= 5% of max|ref| */
  double max_norm;         /* max |d| / max |ref| */
  double worst_ratio;      /* max |d| / bound */
  double max_bound_norm;   /* max bound / max |ref| */
  double rms_ref, rms_bound; /* the bound must be well below the values */
  double model_max_abs, model_worst_ratio; /* the additional check, when there is one */
  int64_t model_checked;
  double loose_rms;        /* without a bound: rms |d| / rms |ref| (checked <= loose) */
  int64_t checked, failed;
  int64_t inter_checked;   /* elements of intermediates compared */
  int64_t cycles;          /* simulated, all segments */
  int64_t dma_bytes;       /* DRAM <-> VMEM bytes the model's DMA moved */
  int64_t estimate;        /* npucc's estimate, sum over tasks */
  int64_t unit_busy[6];    /* mxu0 mxu1 vpu lsu dma scalar: busy cycles npucc counts, sum over tasks */
  int npu_tasks, host_tasks, segments;
  int passes;              /* most details.passes of a task (rows in passes over chunks), else 1 */
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
/* Element i of a value as a double (0 when it has no data). */
double e2e_at(const HostValue *v, int64_t i);

/* The task graph's record of npu task `nth` (0-based) of kind `kind`
 * ("matmul", "attention", ...), and of buffer (tensor) id; NULL if none. */
json_t *e2e_task(const E2eView *v, const char *kind, int nth);
json_t *e2e_buffer(const E2eView *v, int id);
/* A number of a record's "details" (the task's, or a buffer's placement's);
 * NAN when absent, so a missing decision fails every bound that reads it. */
double e2e_detail(const json_t *rec, const char *key);
/* The device dtype the task graph gives buffer id (its logical dtype when
 * it has no placement). */
DType e2e_device_dtype(const E2eView *v, int id);

/* MX linear as SmolVLA's quantized_matmul_fp8 generics write it: bf16
 * activation [1, M, blocks, 32] x f8E4M3FN weight [N, blocks, 32], a
 * per-(n, block) bf16 scale multiplied in the body (caller frees). */
char *e2e_mx_mlir(int64_t M, int64_t N, int64_t KB);

#endif
