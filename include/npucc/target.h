/* target.h: what a backend provides, one struct per target as QBE does it,
 * and the options that change what npucc writes. */
#ifndef NPUCC_TARGET_H
#define NPUCC_TARGET_H

#include "npucc/diag.h"
#include "npucc/graph.h"

typedef enum { NPU_PREC_FP8, NPU_PREC_HOST } NpuPrecision;
typedef enum { NPU_ISA_NATIVE, NPU_ISA_MERLIN_V1 } NpuIsa;
typedef enum { OPU_KERNEL_UKERNEL, OPU_KERNEL_INLINE } OpuKernel;

typedef struct Options {
  const char *target;        /* "npu", "gemmini", "opu" */
  NpuPrecision npu_precision; /* f32/bf16 contractions: demote to fp8, or keep on host */
  NpuIsa npu_isa;
  OpuKernel opu_kernel;
  int opu_m0, opu_n0, opu_k0; /* mmt4d tile; 0 = the target's default */
  const char *argv_line;     /* options that change output, for the task graph */
} Options;

typedef struct Target {
  const char *name;    /* "npu" */
  const char *asm_ext; /* ".isa", ".s" */
  Device device;
  /* May `epilogue` (an elementwise consumer of the task's result) join task t? */
  bool (*fuse_epilogue)(const Graph *g, const Task *t, const Op *epilogue, const Options *o);
  /* Can the target run t? If not, *reason says why (arena string). */
  bool (*legal)(Graph *g, const Task *t, const Options *o, const char **reason);
  /* Target parameters and per-task details for the task graph (tiles, kernel). */
  void (*describe)(Graph *g, const Options *o);
  /* After describe: target-specific rewriting (layouts, memory plan, code),
   * may move tasks to the host with a reason. NULL when there is none. */
  bool (*lower)(Graph *g, const Options *o, Diag *d);
  /* Assembly for the offloaded tasks; NULL until the target has an emitter. */
  bool (*emit)(Graph *g, const Options *o, StrBuf *out, Diag *d);
  /* --coverage: what the target offloads, as text; asm_text is the emitted
   * assembly, or NULL when there is none. NULL if the target has no report. */
  void (*report)(const Graph *g, const Options *o, const char *asm_text, StrBuf *out);
} Target;

extern const Target target_npu, target_gemmini, target_opu;
const Target *target_find(const char *name);

#endif
