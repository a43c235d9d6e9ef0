/* gemmini.h: the gemmini target's internals shared by its files: the machine
 * parameters (params.c), outer tiling and its counts (tiling.c), the plan. */
#ifndef NPUCC_TARGETS_GEMMINI_H
#define NPUCC_TARGETS_GEMMINI_H

#include <stdbool.h>
#include <stdint.h>

#include "npucc/diag.h"

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

#endif
