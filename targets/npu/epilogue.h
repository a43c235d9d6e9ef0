/* epilogue.h (npu): elementwise bodies compiled to VPU sequences on 32x32
 * bf16 tiles (fused epilogues, standalone elementwise); epilogue.c. */
#ifndef NPUCC_NPU_EPILOGUE_H
#define NPUCC_NPU_EPILOGUE_H

#include "npu/isa.h"
#include "npu/layout.h"
#include "npu/stream.h"

/* A VPU program applied to every output tile of a task: the fused epilogue
 * ops (and a dequantization scale) compiled once, instantiated per tile. */
typedef enum { EV_TILE, EV_BUF, EV_CONST, EV_OP } EvKind;
typedef struct EpiVal {
  EvKind kind;
  int tensor;       /* EV_BUF: source tensor */
  NpuLayout src;    /* EV_BUF: how it is indexed */
  bool bcast_batch; /* EV_BUF: same matrix for every batch */
  uint16_t bits;    /* EV_CONST */
  NpuOpc op;        /* EV_OP */
  int a, b;         /* EV_OP operands (value indices) */
  int last_use;
  int reg;          /* pair register while instantiated */
} EpiVal;
typedef struct Epilogue {
  EpiVal *v;
  int nv, capv;
  int result;       /* value index of the final tile; 0 = the input tile */
  int nconst_regs;
} Epilogue;

typedef struct NpuLower NpuLower;

/* vload/vstore at a physical VMEM address. */
void npu_vload_at(NpuLower *L, int m, int64_t addr);
void npu_vstore_at(NpuLower *L, int m, int64_t addr);
void npu_vload_pair_at(NpuLower *L, int m, int64_t addr);
void npu_vstore_pair_at(NpuLower *L, int m, int64_t addr);

/* Epilogue: compile the task's ops from index first_op on (the root and
 * fills skipped when a tile comes in) for tiles of tensor tile_tensor (-1:
 * none); the incoming tile is first multiplied by `dequant` (when != 1) and
 * added to tensor add_init (when >= 0). */
bool npu_epilogue_build(NpuLower *L, Task *t, int first_op, int tile_tensor, double dequant,
                        int add_init, Epilogue *ep, const char **why);
/* Op alone (an op of row group t, kern_norm.c), every tensor input a
 * buffer: those t computes stay in VMEM and are not claimed. */
bool npu_epilogue_build_one(NpuLower *L, Task *t, const Op *op, Epilogue *ep, const char **why);
/* The value of instruction `inst` of op's body as a VPU program on the tile
 * of its input 0 (a reduction's per-element transform, before it combines);
 * false when it reads anything but that element and constants. */
bool npu_epilogue_build_expr(NpuLower *L, const Op *op, int inst, Epilogue *ep, const char **why);
/* into with its buffer `tensor` replaced by from's program (from reads
 * buffers and constants only: a row group's op, npu_epilogue_build_one), in
 * out: the value is computed where it is read, never stored. Registers
 * hold bf16 as VMEM does, so the result is the same bits. */
bool npu_epilogue_inline(Arena *a, const Epilogue *into, int tensor, const Epilogue *from, Epilogue *out);
int npu_epilogue_const_pairs(const Epilogue *ep);
/* How input k of elementwise op is indexed; false when no layout covers it. */
bool npu_input_kind(const Graph *g, const Op *op, int k, NpuLayout *kind, bool *bcast_batch);
const char *npu_elementwise_unsupported(const Graph *g, const Op *op, int chain);
/* The final output tensor of a task (last epilogue result, or the root's). */
int npu_task_output(const Graph *g, const Task *t);
/* Constant pairs the epilogue needs, loaded once (registers from `first`). */
int npu_epilogue_setup(NpuLower *L, Epilogue *ep, int first_reg);
/* VMEM the epilogue's tensor inputs need per output tile source kind. */
typedef struct EpiStage {
  int64_t vm_full, vm_row, vm_col, vm_splat; /* VMEM bases, -1 if unused */
} EpiStage;
/* Apply the epilogue to the tile in pair `in`; temporaries from `tmp`
 * (ntmp pairs); returns the pair holding the result. The tile's inputs are
 * at the VMEM addresses the caller gives per source value. */
int npu_epilogue_apply(NpuLower *L, Epilogue *ep, int in, const int *tmp, int ntmp,
                       const int64_t *src_vmem /* per value, -1 if not a buffer */);
/* The same with the inputs at locations a loop over tiles can address
 * (stream.h: a pointer register it bumps, or a physical address). */
enum { EPI_MAX_VALUES = 64 };
int npu_epilogue_apply_at(NpuLower *L, Epilogue *ep, int in, const int *tmp, int ntmp,
                          const NpuVloc *src /* per value */);
int npu_epilogue_temps(const Epilogue *ep);
/* Temporaries (pairs) an epilogue may need: kernels hold this many pairs
 * for one, and refuse (or do not merge) a program that needs more. */
enum { NPU_EPI_MAX_TEMPS = 8 };

#endif
