/* hooks.h (npu): the npu Target's hooks, one file each: legal.c decides,
 * plan.c plans, program.c schedules, emit.c prints, options.c parses the
 * options; target.c is the table. */
#ifndef NPUCC_NPU_HOOKS_H
#define NPUCC_NPU_HOOKS_H

#include "npu/machine.h"
#include "npucc/target.h"

/* --npu-precision, --npu-isa, --npu-imem, --npu-share and --npu-groups (parsed in options.c). */
/* fp8: one fp8 term per demoted operand (4 significant bits); fp8x2: two
 * terms, hi + residual (8 significant bits, more cycles and code); host: not
 * demoted, on the host */
typedef enum { NPU_PREC_FP8, NPU_PREC_HOST, NPU_PREC_FP8X2 } NpuPrecision;
typedef enum { NPU_ISA_NATIVE, NPU_ISA_MERLIN_V1 } NpuIsa;
typedef struct NpuOptions {
  NpuPrecision precision; /* f32/bf16 contractions: demote to fp8, or keep on host */
  NpuIsa isa;
  int imem; /* instruction memory, instructions (--npu-imem) */
  bool share; /* tasks with the same kernel and shape call one body (--npu-share) */
  bool groups; /* row groups: a norm's or softmax's ops as one task (--npu-groups) */
} NpuOptions;
/* The npu options in o: the defaults unless --npu-* set them (options.c). */
const NpuOptions *npu_options(const Options *o);
/* fp8, host or fp8x2: the value --npu-precision took (the task graph's "precision"). */
const char *npu_precision_name(NpuPrecision p);
extern const TargetOption npu_option_table[];
bool npu_parse_option(Options *o, const char *name, const char *value, const char **err);
/* The instruction memory a program's every segment must fit (--npu-imem). */
static inline int npu_imem(const Options *o) { return npu_options(o)->imem; }

bool npu_legal(Graph *g, const Task *t, const Options *o, const char **reason);
/* NpuLower (npu/lower.h) is the plan, kept in Graph.target_data. */
bool npu_plan(Graph *g, const Options *o, Diag *d);
bool npu_schedule(Graph *g, const Options *o, Diag *d);
bool npu_emit(const Graph *g, const Options *o, FILE *out, Diag *d);

#endif
