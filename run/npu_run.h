/* npu_run.h: a loader/runner for npu programs, written against the JSON task
 * graph only (layouts, addresses, segments): npu segments on the project's
 * npu model (test/sim/npu), host tasks with targets/host, in task order. */
#ifndef NPUCC_RUN_NPU_RUN_H
#define NPUCC_RUN_NPU_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "host/host.h"
#include "npucc/graph.h"
#include "npucc/taskgraph.h"

typedef struct NpuRunner NpuRunner;

typedef struct NpuRunTotals {
  int64_t cycles;        /* simulated, all segments (or all tasks when run task by task) */
  int64_t estimate;      /* npucc's estimate, sum over npu tasks */
  int64_t unit_busy[6];  /* mxu0 mxu1 vpu lsu dma scalar: npucc's counts, sum over tasks */
  int64_t dma_bytes;     /* DRAM <-> VMEM bytes the model's DMA moved, all runs */
  int npu_tasks, host_tasks, segments, lints;
  bool host_between;     /* a host task ran after an npu segment */
} NpuRunTotals;

/* Called after each task in task-graph order, when its outputs are in the
 * runner's values. `cycles` is the task's own simulated cycles when the run
 * goes task by task, else -1. False (with a message) stops the run. */
typedef bool (*NpuTaskHook)(void *ctx, NpuRunner *R, const Task *t, int64_t cycles, char *err,
                            size_t errlen);

/* A runner for the compiled Graph g, its task graph (parsed JSON), assembly
 * and weights; the model's memory starts random (seed), as a real one would.
 * NULL with a message when a buffer record is incomplete. */
NpuRunner *npu_runner_new(const Graph *g, Arena *a, json_t *taskgraph, const char *asm_text,
                          const Weights *w, uint64_t seed, char *err, size_t errlen);
void npu_runner_free(NpuRunner *R);
/* The logical value of every tensor (data NULL while unknown); the caller
 * fills the entry inputs (npu_runner_alloc gives them storage) before place. */
HostValue *npu_runner_values(NpuRunner *R);
void npu_runner_alloc(NpuRunner *R, int t);
/* Writes inputs, weights and preformatted buffers to the model's DRAM. */
bool npu_runner_place(NpuRunner *R, char *err, size_t errlen);
/* Runs every task. per_task: each npu task's code alone (after its segment's
 * prologue), so each gets its own cycle count and the hook sees memory as
 * that task left it (and may change it before the next runs); else whole
 * segments, the program as it stands. */
bool npu_runner_run(NpuRunner *R, bool per_task, NpuTaskHook hook, void *ctx, NpuRunTotals *tot,
                    char *err, size_t errlen);
/* The value of tensor t, read back from the device (or through views) if the
 * host side does not hold it yet; false when nothing has it. */
bool npu_runner_value(NpuRunner *R, int t);
/* Writes the host-side value of t back to the device (a hook that changed it). */
bool npu_runner_write_back(NpuRunner *R, int t, char *err, size_t errlen);

/* Element conversions between a dtype and double (rounding as the type does). */
void run_store(DType dt, void *p, double x);
double run_load(DType dt, const void *p);

#endif
