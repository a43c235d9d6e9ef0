/* layout.h (npu): how tensors are laid out in NPU DRAM (tiles, replicated
 * vectors, splats), the claims that fix them, constant tiles; layout.c. */
#ifndef NPUCC_NPU_LAYOUT_H
#define NPUCC_NPU_LAYOUT_H

#include "npu/machine.h"

/* How a tensor is laid out in NPU DRAM (spec/npu.md §6). A tensor is seen
 * as a stack of `batch` matrices rows x cols (its last two dims; a vector is
 * one matrix), padded to multiples of 32. */
typedef enum NpuLayout {
  NL_NONE,       /* not on the device */
  NL_FP8_TILE,   /* fp8 32x32 tiles (1 KB), row-major tile order */
  NL_BF16_TILE,  /* bf16 32x32 tiles as two [32,16] halves (2 KB): column-blocked */
  NL_ROWS_REP,   /* vector over columns: per 32 elements a bf16 tile, every row equal */
  NL_COLS_REP,   /* vector over rows: per 32 elements a bf16 tile, every column equal */
  NL_SPLAT,      /* a scalar: one bf16 tile, every element equal */
} NpuLayout;

typedef struct NpuBuf {
  NpuLayout layout;
  bool transposed;           /* the matrix is the transpose of the tensor's last two dims */
  bool col_tiles;            /* tiles in column-major order: a column strip is contiguous */
  bool batch_inner;          /* tiles in (row, column, batch) order: the batch of one tile
                              * position is contiguous (a depthwise window's taps) */
  bool mask_bias;            /* i1 stored as an additive bf16 bias: true 0, false -9984 */
  bool reshaped;             /* the view is not the default one of the tensor's dims
                              * (npu_claim_view): every claim must match it exactly */
  int64_t strides[3];        /* reshaped: element (b, r, c) is element b s0 + r s1 + c s2
                              * of the tensor's row-major data (the loader's index) */
  bool fp8x2;                /* NL_FP8_TILE: each tile is followed by the fp8 tile of
                              * 16 x (value - tile), 2 KB in all: 8 significant bits */
  int64_t batch, rows, cols; /* logical matrix view */
  int64_t rows_p, cols_p;    /* padded */
  double pad_value;          /* what the loader writes into the padding */
  double scale;              /* device value = logical value x scale */
  int quantized_from;        /* a compile-time quantized copy of this tensor, else -1 */
  int64_t bytes, addr;       /* DRAM */
  int64_t slack;             /* extra readable bytes after the buffer (prefetch overrun) */
  int first_task, last_task; /* lifetime, in task order */
  int claimed_by;            /* task that fixed the layout */
} NpuBuf;

/* Bytes of one tile of a matrix in layout lay (fp8 tiles 1 KB, bf16 2 KB). */
int64_t npu_layout_tile_bytes(NpuLayout lay);
int64_t npu_buf_tile_bytes(const NpuBuf *b);
/* Byte offset of tile (bi, i, j) inside the buffer. */
int64_t npu_buf_tile_off(const NpuBuf *b, int64_t bi, int64_t i, int64_t j);
const char *npu_layout_name(const NpuBuf *b);

typedef struct NpuLower NpuLower;

/* Layout claims: fix tensor x's device layout, or check it matches. */
bool npu_claim(NpuLower *L, int tensor, NpuLayout lay, bool transposed, int task,
               const char **why);
/* The same with the matrix view given, which a contraction with collapsed,
 * outer or permuted dims needs: element (b, r, c) is element
 * b strides[0] + r strides[1] + c strides[2] of the tensor's row-major data;
 * strides NULL: the reshape [batch, rows, cols] (cols x rows when transposed). */
bool npu_claim_view(NpuLower *L, int tensor, NpuLayout lay, bool transposed, int64_t batch,
                    int64_t rows, int64_t cols, const int64_t *strides, int task, const char **why);
/* The same with the batch index innermost in the tile order (tile (b, i, j)
 * at ((i Ct + j) batch + b)): what one tile position needs of every batch
 * is one transfer (the taps of a depthwise window). lay: bf16 tiles or
 * NL_COLS_REP (cols 1). */
bool npu_claim_view_batch_inner(NpuLower *L, int tensor, NpuLayout lay, int64_t batch, int64_t rows,
                                int64_t cols, const int64_t *strides, int task, const char **why);
/* bf16 tiles in column-major tile order (for reductions down columns). */
bool npu_claim_col_tiles(NpuLower *L, int tensor, int task, const char **why);
/* Tensor x is a view whose bytes nobody writes: its root is written by an
 * npu task in tiles (the loader lays out only host data) and no npu task
 * wrote the view itself (NpuLower.extra_use). */
bool npu_unwritten_view(const NpuLower *L, int x);
/* Undo the claims a failed plan of task made: of the graph's buffers, and
 * of those it added from first_new on. */
void npu_unclaim_task(NpuLower *L, int task, int first_new);

/* A constant buffer the task needs (masks, tiles), bytes in device layout:
 * a new tensor placed in DRAM and written to the weights file. */
int npu_const_tensor(NpuLower *L, Task *t, const uint8_t *bytes, int64_t n, const char *name);
/* A constant bf16 tile (split halves) holding `in` where the row (by_cols:
 * the column) index is below `valid`, `out` elsewhere: the masks that keep
 * padding out of reductions. A new tensor as npu_const_tensor, or -1. */
int npu_mask_tile(NpuLower *L, Task *t, bool by_cols, int64_t valid, uint16_t in, uint16_t out,
                  const char *name);

/* The op reading tensor x when it is the only reader, else NULL: from the
 * readers of every tensor, counted once per plan state (the first call). */
const struct Op *npu_sole_reader(NpuLower *L, int x);

#endif
