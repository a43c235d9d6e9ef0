/* target.h: the contract between the shared back half and a backend: one
 * struct per target (as QBE does it), its machine data and its options.
 *
 * The driver calls the hooks in this order, each meaning one thing:
 *   legal     decides: the only place a task's device is chosen (every
 *             parameter check, with the reason a task stays on the host);
 *   plan      records: layouts, tiles, buffers (placements without
 *             addresses), VMEM/scratchpad use and per-task plan data, in
 *             the Graph;
 *   (memory plan, shared: passes/memplan.c gives the placements addresses
 *             in the memories of Machine, by lifetime)
 *   describe  names: the target parameters and the kernels of the tasks,
 *             for the task graph, from what plan recorded (it plans nothing);
 *   schedule  records: the program as data (instructions, labels, lines,
 *             cycle estimates), from the placed Graph; NULL when emit can
 *             print straight from the plan. Text that only emit prints is
 *             rendered only when Graph.program_wanted;
 *   emit      prints: the assembly of what plan and schedule recorded, from
 *             a const Graph; it decides nothing;
 *   report    prints: --coverage text.
 * No hook moves a task to the host except legal. Adding a target is one
 * folder under targets/ and one line in the table of targets/target.c. */
#ifndef NPUCC_TARGET_H
#define NPUCC_TARGET_H

#include <stddef.h>
#include <stdio.h>

#include "npucc/diag.h"
#include "npucc/graph.h"

/* The chosen target's own option values (an NpuOptions, OpuOptions, ...):
 * written only by its parse_option, read only through its accessor, which
 * holds the defaults (the one place they are written). */
enum { TARGET_OPTIONS_BYTES = 64 };
typedef struct TargetOptions {
  const struct TargetOption *owner; /* the option table of the target whose values
                                     * `v` holds; NULL: none set */
  union {
    max_align_t align;
    unsigned char bytes[TARGET_OPTIONS_BYTES];
  } v;
} TargetOptions;

/* What the command line asked for. Zero-initialised = every default. */
typedef struct Options {
  const char *target;    /* a name in the table of targets/target.c */
  TargetOptions own;     /* the target's options: set with target_set_option */
  const char *argv_line; /* options that change output, for the task graph */
  bool list_only;        /* only the dispatch list is printed (--list-dispatches alone) */
  bool asm_later;        /* the assembly is wanted but the caller prints it (driver_emit,
                          * straight into its output file), not driver_compile */
  const SourceText *source; /* the input text's source_open record, when the caller has one:
                             * the front end gives back the pages it has read */
  FILE *asm_stream;      /* with asm_later, when set: the file the assembly will be in (a
                          * temporary the caller renames or removes); a target whose
                          * schedule prints the program streams it here as it goes,
                          * and its emit is then given this file and adds nothing */
} Options;

/* One memory of the machine, for the shared memory planner. */
typedef struct Memory {
  const char *space; /* the Placement.space of buffers that live in it: "dram" */
  int64_t bytes;     /* capacity; 0 = bounded only by the host (no check) */
  int64_t align;     /* byte alignment of every buffer placed in it */
  bool planned;      /* the shared memory planner places its buffers (and records
                      * <space>_used_bytes); else the target plans it itself */
} Memory;

/* Machine data shared code reads: memories and the compute tile. */
typedef struct Machine {
  const Memory *mem;
  int nmem;
  int tile_m, tile_n, tile_k; /* default compute tile (elements) */
  /* runs a depthwise conv as the batch of matrix-vector products (channels
   * batch, window K, no N) left after an im2col gather (npu: the VPU); else
   * im2col leaves depthwise convs whole for the host, which needs no gather */
  bool depthwise_after_im2col;
} Machine;

/* A --NAME=ARG option a target accepts; help is one line for --help. */
typedef struct TargetOption {
  const char *name; /* "npu-precision" */
  const char *arg;  /* "fp8|host" */
  const char *help;
} TargetOption;

typedef struct Target {
  const char *name;    /* "npu" */
  const char *asm_ext; /* ".isa", ".s" */
  const char *dot_colour; /* its tasks' colour in --emit=dot */
  Machine machine;
  const TargetOption *options; /* terminated by {NULL}; NULL when none */
  /* --name=value (name one of `options`): store it in o->own (through
   * target_options_edit), or say in *err (static text naming the accepted
   * values) why not. */
  bool (*parse_option)(Options *o, const char *name, const char *value, const char **err);
  /* May `epilogue` (an elementwise consumer of the task's result) join task t? */
  bool (*fuse_epilogue)(const Graph *g, const Task *t, const Op *epilogue, const Options *o);
  /* May op (elementwise or a reduction) join task t, a group of vector ops
   * over the same rows that keeps its intermediates on chip (a norm, a
   * decomposed softmax, an elementwise chain)? NULL: no such groups. When
   * it could join but the target refuses (the group would not fit), *why
   * says so (static text) for the task graph; otherwise *why stays NULL.
   * users: who reads each value (dispatch's index of the graph). */
  bool (*fuse_group)(const Graph *g, const Task *t, const Op *op, const GraphUsers *users, const Options *o,
                     const char **why);
  /* Does the target run this contraction on its operands in the layout they
   * have (an mmt4d as IREE's data tiling left it), so that no pass may
   * transpose them? NULL: never. */
  bool (*keeps_layout)(const ContractionInfo *mm, const Options *o);
  /* Can the target run t? If not, *reason says why (arena string). Called
   * once per task that passed the shared checks, in task order, after those
   * checks ran for every task: later tasks that passed them are DEV_TARGET
   * until their own call, so legal may look ahead (a chain of tasks run as
   * one). It may keep its own state across the calls in Graph.target_data
   * (npu: the layout claims of the tasks it accepted), for plan to read. */
  bool (*legal)(Graph *g, const Task *t, const Options *o, const char **reason);
  /* Target parameters and per-task kernel names for the task graph, after
   * plan and the memory plan (it reads what they recorded, decides nothing). */
  void (*describe)(Graph *g, const Options *o);
  /* Layouts, tiles, buffers and per-task plan data, recorded in the Graph;
   * placements get space, size and lifetime, the memory planner the address.
   * NULL when the target plans nothing. */
  bool (*plan)(Graph *g, const Options *o, Diag *d);
  /* The program as data, after the memory plan. NULL when there is none. */
  bool (*schedule)(Graph *g, const Options *o, Diag *d);
  /* Assembly for the offloaded tasks, written to `out` as it is printed
   * (the command line streams it into its output file, never holding it
   * whole); false, with an error in d, when there is no program to print.
   * NULL until the target has an emitter. */
  bool (*emit)(const Graph *g, const Options *o, FILE *out, Diag *d);
  /* --coverage: what the target offloads, as text; asm_text is the emitted
   * assembly, or NULL when there is none. NULL if the target has no report. */
  void (*report)(const Graph *g, const Options *o, const char *asm_text, StrBuf *out);
} Target;

/* The table of targets (targets/target.c), NULL-terminated. */
extern const Target *const targets[];
const Target *target_find(const char *name);
/* "npu, gemmini, opu": the names, for messages. */
const char *target_names(void);
/* The position of `value` among the '|'-separated `choices` ("fp8|host"),
 * or -1: how a target parses an option that names one of a few values. */
int target_choice(const char *value, const char *choices);
/* The target that owns option `name`, or NULL. */
const Target *target_option_owner(const char *name);
/* --name=value through the target that owns the option (what main does;
 * tests set options the same way); false with *err when it is refused. */
bool target_set_option(Options *o, const char *name, const char *value, const char **err);
/* For a target's accessor (the target known by its option table): its
 * values in o, or NULL when none were set (then its defaults apply). */
const void *target_options_get(const Options *o, const TargetOption *table);
/* For its parse_option: its values in o to write, first copied from
 * `defaults` (size bytes, at most TARGET_OPTIONS_BYTES) when o holds none. */
void *target_options_edit(Options *o, const TargetOption *table, const void *defaults, size_t size);

#endif
