/* gemmini.h: the gemmini target's internals shared by its files: the machine
 * parameters (params.c), outer tiling and its counts (tiling.c), the plan
 * (plan.c: per task, and the program's buffer tables), the printer (emit.c). */
#ifndef NPUCC_TARGETS_GEMMINI_H
#define NPUCC_TARGETS_GEMMINI_H

#include <stdbool.h>
#include <stdint.h>

#include "npucc/diag.h"
#include "npucc/graph.h"
#include "npucc/target.h"
#include "riscv/riscv.h"

/* One Gemmini build's parameters (spec §5): what gemmini_params.h says for the
 * hardware the program will run on. Defaults are defaultConfig's. */
typedef struct GemminiParams {
  int64_t dim;                 /* DIM: the array is DIM x DIM */
  int64_t bank_num, bank_rows; /* scratchpad: bank_num * bank_rows rows of DIM int8 */
  int64_t acc_rows, acc_banks; /* accumulator: acc_rows rows of DIM int32 */
  int64_t max_bytes;           /* DMA beat */
  int64_t max_block_len, max_block_len_acc; /* DIM-wide blocks one MVIN may move */
  bool has_ws, has_os;         /* dataflows the array offers */
  bool acc_read_full_width;    /* MVOUT of raw int32 (full_C) */
  bool ex_write_to_spad;       /* COMPUTE may write the scratchpad */
  bool d_hardwired_garbage;    /* D of COMPUTE is always GARBAGE */
  bool has_loop_ws;            /* the LOOP_WS unit exists */
  const char *source;          /* "defaults" or the parameter file's path */
} GemminiParams;

void gemmini_params_default(GemminiParams *p);
/* Reads a JSON parameter file over the defaults (keys in docs/gemmini.md) and
 * validates the result; false with an error naming the file otherwise. */
bool gemmini_params_load(GemminiParams *p, const char *path, Diag *d);
/* Why these parameters cannot hold a program, or NULL (static string). */
const char *gemmini_params_problem(const GemminiParams *p);
static inline int64_t gemmini_spad_rows(const GemminiParams *p) { return p->bank_num * p->bank_rows; }

/* One i8 x i8 contraction as the array sees it: C[I x J] = A[I x K] . B[K x J]
 * (+ D), sizes in elements. */
typedef struct GemminiProblem {
  int64_t i, j, k;
  bool bias;           /* D is loaded into the accumulator first */
  bool repeating_bias; /* D is one row, repeated (D_stride 0) */
  bool full_c;         /* C is int32 (full-width mvout), else int8 */
} GemminiProblem;

/* Outer tiles in DIM units and the grid they make. */
typedef struct GemminiTiles {
  int64_t ti, tj, tk;
  int64_t i0, j0, k0;
} GemminiTiles;

/* What a LOOP_WS schedule of a problem costs (spec §6.3's columns). */
typedef struct GemminiCost {
  int64_t rocc;     /* commands the CPU issues: CONFIG_* and the LOOP_WS groups */
  int64_t expanded; /* mvin/preload/compute/mvout after LOOP_WS unrolling */
  int64_t bytes_a, bytes_b, bytes_d, bytes_c; /* DRAM bytes moved */
  bool a_reuse, b_reuse;
} GemminiCost;

/* gemmini.h's tiled_matmul_auto heuristic for WS (spec §6.1), the baseline. */
bool gemmini_auto_tiles(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t);
/* npucc's choice: fewest DRAM bytes, then fewest commands, among the tiles
 * LOOP_WS can hold; never worse than tiled_matmul_auto on either count. */
bool gemmini_best_tiles(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t);
/* The grid of ti/tj/tk over the problem. */
void gemmini_grid(const GemminiParams *p, const GemminiProblem *pr, GemminiTiles *t);
/* Counts of the LOOP_WS schedule (tiled_matmul_outer's structure, with
 * `config_cmds` CONFIG_* commands) over tiles t. */
void gemmini_cost(const GemminiParams *p, const GemminiProblem *pr, const GemminiTiles *t,
                  int config_cmds, GemminiCost *c);

/* A requantizing epilogue that the accumulator's MVOUT computes bit for bit
 * (sat8(RNE(fp32(acc) * scale)), then ReLU), with an optional int32 bias
 * added before it through D. */
typedef struct GemminiEpilogue {
  int op;            /* the elementwise op folded into the task */
  int bias;          /* int32 bias tensor, -1 if none */
  bool bias_per_col; /* bias indexed by the last dim only: D repeats one row */
  bool scaled;       /* output int8 through acc_scale; else int32 (full_C) */
  float scale;
  bool relu;
} GemminiEpilogue;

/* Whether op (an elementwise consumer of contraction result `acc`) is such an
 * epilogue; fills *e. */
bool gemmini_epilogue_match(const Graph *g, const Op *op, int acc, GemminiEpilogue *e);

/* How one offloaded contraction runs (plan.c): the roles of its operands in
 * C[I x J] = A[I x K] . B[K x J] (+ D), their strides, the tiles, the counts. */
typedef struct GemminiMatmul {
  bool swapped;               /* I = n, J = m: the result is stored N-major, C^T = B^T A^T */
  int a, b, c, d;             /* tensors: A, B, the task's result, D (-1: none) */
  bool a_t, b_t;              /* A stored K x I, B stored J x K (hardware transposes) */
  bool d_repeating;           /* D is one row of J (stride 0) */
  bool b_packed;              /* B transposed at compile time into b_bytes (K x J per batch) */
  uint8_t *b_bytes;
  int64_t a_stride, b_stride, c_stride, d_stride; /* row strides in elements */
  int64_t nbatch;
  int64_t *a_off, *b_off, *c_off, *d_off;        /* per batch element, elements */
  GemminiProblem pr;
  GemminiEpilogue epi;        /* epi.op < 0: none folded */
  GemminiTiles tiles, ref_tiles;
  GemminiCost cost, ref_cost; /* npucc's and tiled_matmul_auto's, batch included */
  int config_cmds;
  bool explicit_schedule;     /* mvin/preload/compute/mvout written out, not LOOP_WS */
  bool os;                    /* output-stationary (always written out) */
  /* Its place in the program (gemmini_plan_program): */
  bool flush;                 /* issues FLUSH first: its entry's first Gemmini task */
  const char *packed_sym;     /* b_packed: the .rodata symbol of the transposed B */
} GemminiMatmul;

/* How one task runs. Every task has one, so the contraction's part (0.4 KB)
 * is out of line: 100k host tasks held 40 MB of unused ones. */
typedef struct GemminiTaskPlan {
  GemminiMatmul *mm;          /* on Gemmini (arena), else NULL: every op is a host call */
  /* Its place in the program (gemmini_plan_program), for every task: */
  const char *function;       /* the dispatch function's symbol */
  RvHostCall *host;           /* a host task: per op, its host-runtime call */
  RvCalls calls;              /* the task graph's records of those calls */
} GemminiTaskPlan;

/* The gemmini target's decisions for a whole graph (Graph.target_data). */
typedef struct GemminiPlan {
  GemminiParams params;
  GemminiTaskPlan *task; /* per task id */
  RvEntry *entries;      /* per function: its tasks and buffer table */
  int nentries;
  /* When no program can be written (a dynamic shape, an op the host runtime
   * cannot run): why, and where; emit reports it. */
  const char *no_program;
  Loc no_program_at;
  /* The program's text, printed by gemmini_schedule, the arena's; emit
   * writes it out. Empty when it was streamed into Options.asm_stream
   * instead (streamed). */
  StrBuf text;
  bool streamed;
} GemminiPlan;

/* Plans task t for parameters p; false with *why (arena string) when the
 * contraction cannot run on Gemmini. Decides nothing else: legal() and plan()
 * both call it, so they cannot disagree; only a plan to `keep` (plan's) has
 * its per-batch offsets and packed B made. */
bool gemmini_plan_task(Graph *g, const Task *t, const GemminiParams *p, bool explicit_schedule, bool os,
                       bool keep, GemminiMatmul *tp, const char **why);
/* After every task's plan: per function the buffer table (targets/riscv),
 * per task its dispatch function, FLUSH and host calls, recorded in the
 * Graph (placements, entry ABIs, task details) as opu's plan does; or, when
 * no program can be written, P->no_program and nothing recorded. */
void gemmini_plan_program(Graph *g, GemminiPlan *P);

/* Where the emitter's command printer gets addresses from (emit.c). */
typedef struct GemminiEmitEnv {
  RvAsm *out;
  Arena *arena;
  void *ctx;
  /* rd = address of tensor x's buffer + byte offset off */
  void (*address)(void *ctx, const char *rd, int x, int64_t off);
  /* rd = address of the task's compile-time transposed B + byte offset off */
  void (*address_packed_b)(void *ctx, const char *rd, int64_t off);
} GemminiEmitEnv;

/* FLUSH 0, before the first Gemmini command of a program. */
void gemmini_emit_flush(RvAsm *o);
/* The commands of one task (uses t0-t2; see commands.c). */
void gemmini_emit_task(const GemminiParams *p, const GemminiMatmul *tp, const GemminiEmitEnv *env);

/* The program: per entry a global function, per task a dispatch function whose
 * Gemmini tasks issue their commands and whose host tasks call the host runtime.
 * schedule prints it from the plan (recording each function's lines), emit
 * copies it out. */
bool gemmini_schedule(Graph *g, const Options *o, Diag *d);
bool gemmini_emit(const Graph *g, const Options *o, FILE *out, Diag *d);

#endif
