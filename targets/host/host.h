/* host.h: the reference evaluator as the compiler sees it: build HostKernel
 * blobs from Graph ops, evaluate one op or a whole entry function on the CPU. */
#ifndef NPUCC_HOST_H
#define NPUCC_HOST_H

#include "host/kernel.h"
#include "npucc/graph.h"
#include "npucc/util.h"

/* The blob for one live op (format and semantics in kernel.h), in arena
 * memory, 16-byte aligned; *size gets its byte count. NULL with a message
 * naming the op when it cannot be evaluated: OP_UNSUPPORTED, a dynamic
 * dimension, a pad whose value is not a constant, shapes that disagree. */
HostKernel *host_kernel_build(const Graph *g, const Op *op, Arena *a, size_t *size, char *err,
                              size_t errlen);
/* The same with concrete dims: dims[t] replaces tensor t's dims (rank as in
 * the graph); NULL means the graph's own dims. */
HostKernel *host_kernel_build_shaped(const Graph *g, const Op *op,
                                     const int64_t (*dims)[NPUCC_MAX_RANK], Arena *a,
                                     size_t *size, char *err, size_t errlen);

/* Whether the host can run op: the one answer legalize, the emitters and the
 * evaluator share. With static shapes the blob is built here once and kept on
 * the op (op->host_kernel, op->host_kernel_size); with dynamic shapes only
 * what does not depend on them is checked, the rest waits for the shapes at
 * run time. False with the reason in err (no location: the caller has it). */
bool host_op_check(Graph *g, Op *op, char *err, size_t errlen);
/* Blobs kept once per content: ops that run the same kernel on the same
 * shapes (every op of a repeated layer) share one blob instead of each
 * keeping its own (1.3 KB an op: 130 MB at 100k ops). */
typedef struct HostBlobs HostBlobs;
HostBlobs *host_blobs_new(void);
void host_blobs_free(HostBlobs *b);
/* host_op_check, keeping an equal blob of `shared` when there is one. */
bool host_op_check_shared(Graph *g, Op *op, HostBlobs *shared, char *err, size_t errlen);
/* The blob host_op_check kept, built now if it did not run yet. NULL with the
 * reason in err when the host cannot run op or its shapes are dynamic. */
const HostKernel *host_op_kernel(Graph *g, Op *op, size_t *size, char *err, size_t errlen);

/* Evaluate one op (its kept blob when it has one): buffers as host_kernel_run takes them (operands of the op,
 * ins then inits, then its results), dense row-major in each tensor's dtype. */
bool host_eval_op(const Graph *g, const Op *op, void *const *buffers, Arena *a, char *err,
                  size_t errlen);

/* A tensor's contents during function evaluation. */
typedef struct HostValue {
  void *data;   /* dense row-major, dtype_size(dtype) bytes per element (i1: 1) */
  size_t nbytes;
  DType dtype;
  int rank;
  int64_t dims[NPUCC_MAX_RANK];
} HostValue;

/* Run the live ops of function `func` in order. inputs[i] holds Func.inputs[i]:
 * its data, and for each dimension the graph leaves dynamic, the actual size
 * in dims[] (static dims come from the graph; dtype and rank are ignored).
 * Dynamic sizes of intermediates are inferred through the ops. outputs[j]
 * receives Func.outputs[j] in arena memory. Constants come from the graph
 * (an elided dense_resource is an error); a tensor nobody writes (tensor.empty)
 * reads as zeros. */
bool host_eval_func(const Graph *g, int func, const HostValue *inputs, HostValue *outputs,
                    Arena *a, char *err, size_t errlen);
/* The same, leaving every tensor the function computed or read in
 * values[0..g->ntensors) (data NULL for the others): the per-task reference. */
bool host_eval_func_values(const Graph *g, int func, const HostValue *inputs, HostValue *values,
                           Arena *a, char *err, size_t errlen);

/* Module state across calls: the contents of every ROLE_STATE tensor
 * (Graph-wide, by tensor id), starting at the initial values. */
typedef struct HostState {
  HostValue *v; /* g->ntensors entries; data NULL for tensors that are not state */
} HostState;

/* Fresh state, in arena memory. NULL with a message when an initial value is
 * unknown (an elided dense_resource). */
HostState *host_state_new(const Graph *g, Arena *a, char *err, size_t errlen);
/* One call of `func` as a program makes it: state tensors read *st, and when
 * the call ends every util.global.store of it (Func.state_src/dst) replaces
 * the state's contents (outputs keep what they held during the call).
 * host_eval_func and host_eval_func_values are calls from a fresh state whose
 * stores are dropped. */
bool host_eval_func_state(const Graph *g, int func, HostState *st, const HostValue *inputs,
                          HostValue *outputs, Arena *a, char *err, size_t errlen);

#endif
