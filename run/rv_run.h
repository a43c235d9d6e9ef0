/* rv_run.h: runs a program npucc emitted for a RISC-V target (opu, gemmini)
 * under qemu-riscv64 with the project's runtime and models, recording every
 * task's buffers through the program's per-task hook. */
#ifndef NPUCC_RUN_RV_RUN_H
#define NPUCC_RUN_RV_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "host/host.h"
#include "npucc/graph.h"

/* Called after the run for each task in program order, when val holds the
 * task's inputs and outputs as the program had them right after the task.
 * accel: what the accelerator model executed during the task: opu VOPACC,
 * OPMVINBCAST, VMV_RV, VMV_VR; gemmini RoCC commands issued, mvin, compute,
 * mvout (run/rv_harness.c). */
typedef bool (*RvTaskHook)(void *ctx, const Task *t, HostValue *val, const uint64_t accel[4], char *err,
                           size_t errlen);

typedef struct RvTools {
  const char *cc, *qemu; /* riscv64-linux-gnu-gcc, qemu-riscv64 */
  const char *runtime;   /* the target's runtime object (rv_harness + models + host runtime) */
  const char *workdir;   /* a fresh directory for the program and its files */
} RvTools;

/* Links the assembly with the runtime, runs every entry on val's entry
 * inputs (allocated and filled by the caller), leaves the entry outputs in
 * val; perturb >= 0 corrupts that task's first output inside the program,
 * before the tasks after it read it. False with a message on any failure. */
bool rv_run(const Graph *g, json_t *taskgraph, const char *asm_text, const RvTools *tools, Arena *a,
            HostValue *val, int perturb, RvTaskHook hook, void *ctx, char *err, size_t errlen);

#endif
