/* npu.h: the npu target's shared definitions: machine parameters from
 * spec/npu.md, the instruction builder/scheduler, layouts and kernel entry points. */
#ifndef NPUCC_NPU_H
#define NPUCC_NPU_H

#include "npucc/target.h"

enum {
  NPU_TILE = 32,                 /* MXU tile: 32x32x32 */
  NPU_VMEM_BYTES = 1 << 20,      /* 1 MiB */
  NPU_NUM_M = 64,                /* m registers */
  NPU_NUM_X = 32,
  NPU_NUM_E = 32,
  NPU_NUM_CH = 8,                /* DMA channels */
  NPU_FP8_TILE = 1024,           /* bytes of a 32x32 fp8 tile */
  NPU_BF16_TILE = 2048,          /* bytes of a 32x32 bf16 tile (two [32,16] halves) */
  NPU_BF16_PAD_NEG = 0xC61C,     /* bf16 -9984: the large finite negative for padding */
  NPU_DELAY_MAX = 4095,          /* largest raw `delay` immediate */
};
#define NPU_DRAM_BYTES (1ll << 30) /* the model's 1 GiB aperture */
#define NPU_DRAM_ALIGN 64          /* DRAM buffers start on a DMA burst */
#define NPU_PAD_NEG (-9984.0)

static inline int64_t npu_pad(int64_t x) { return (x + NPU_TILE - 1) / NPU_TILE * NPU_TILE; }
static inline int64_t npu_tiles(int64_t x) { return (x + NPU_TILE - 1) / NPU_TILE; }

/* DMA transfer latency for b bytes (spec/npu.md §3). */
static inline int64_t npu_dma_cycles(int64_t b) {
  int64_t a = 2 * ((b + 8 + 3) / 4), c = (b + 63) / 64;
  return a > c ? a : c;
}

/* NULL when the VPU can compute op's body, else the first thing it cannot. */
const char *npu_vpu_unsupported(const Graph *g, const Op *op);
/* NULL when the VPU can do this reduction, else why not. */
const char *npu_reduction_unsupported(const Graph *g, const Op *op);

/* ------------------------------------------------------------ instructions */

typedef enum NpuUnitId { NU_SCALAR, NU_LSU, NU_MXU0, NU_MXU1, NU_VPU, NU_DMA, NU_WAIT,
                         NU_NONE, NU_COUNT } NpuUnitId;

typedef enum NpuOpc {
  /* scalar: R, I, shift, U and pseudo forms */
  NI_ADD, NI_SUB, NI_AND, NI_OR, NI_XOR, NI_SLL, NI_SRL, NI_SLT, NI_SLTU,
  NI_ADDI, NI_ANDI, NI_ORI, NI_XORI, NI_SLTI,
  NI_SLLI, NI_SRLI, NI_SRAI,
  NI_LUI, NI_LI, NI_NOP,
  NI_BEQ, NI_BNE, NI_BLT, NI_BGE, NI_BLTU, NI_BGEU, NI_JAL,
  NI_DELAY, NI_ECALL, NI_SELI,
  /* LSU */
  NI_VLOAD, NI_VSTORE,
  /* DMA (channel in NpuInst.unit_sel) */
  NI_DMA_CONFIG, NI_DMA_LOAD, NI_DMA_STORE, NI_DMA_WAIT,
  /* MXU (mxu in NpuInst.unit_sel) */
  NI_PUSH_W, NI_PUSH_ACC_FP8, NI_PUSH_ACC_BF16, NI_MATMUL, NI_MATMUL_ACC, NI_POP_BF16,
  NI_POP_FP8,
  /* VPU, binary on pairs */
  NI_VADD, NI_VSUB, NI_VMUL, NI_VMAX, NI_VMIN,
  /* VPU, unary on pairs */
  NI_VEXP, NI_VEXP2, NI_VRECIP, NI_VSQRT, NI_VTANH, NI_VSIN, NI_VCOS, NI_VLOG2, NI_VRELU,
  NI_VSQUARE, NI_VCUBE,
  NI_VREDSUM, NI_VREDMAX, NI_VREDMIN, NI_VREDSUM_ROW, NI_VREDMAX_ROW, NI_VREDMIN_ROW,
  NI_VTRPOSE, /* one register (bytes) */
  NI_VMOV,    /* one register */
  NI_VLI_ALL, /* one register */
  NI_VPACK, NI_VUNPACK,
  /* not instructions */
  NI_LABEL, NI_COMMENT,
  NI_COUNT
} NpuOpc;

/* Where an instruction's VMEM footprint lives: space 0 is physical VMEM
 * (addr is the byte address); spaces 1.. are a kernel's ping-pong slots
 * addressed through a register, told apart only by name (addr relative). */
typedef struct NpuVmem {
  int space;
  int64_t addr, len;
} NpuVmem;

typedef struct NpuInst {
  NpuOpc opc;
  int sel;        /* MXU 0/1, DMA channel */
  int d, a, b;    /* registers, as the mnemonic's operands in written order */
  int64_t imm;    /* immediate, offset (32-byte units for vload/vstore), delay */
  int label;      /* branch target, or the label a NI_LABEL defines */
  NpuVmem vm;     /* VMEM touched (vload/vstore/dma) */
  const char *comment;
  int task;       /* task whose code this is, -1 for program glue */
} NpuInst;

const char *npu_opc_name(NpuOpc op);
NpuUnitId npu_opc_unit(NpuOpc op, int sel);
int npu_opc_latency(NpuOpc op, int sel); /* cycles the unit holds it (scalar 1) */
int npu_li_length(int64_t v);             /* instructions `li` expands to */

/* ----------------------------------------------------------- the builder */

/* Kernels append instructions to the current straight-line block; labels
 * and branches close it. Each closed block is list-scheduled (reordered
 * within the dependences npu_model's rules imply) and gets the `delay`s
 * that make it legal even when every dma.wait returns at once. Loop heads
 * start with all units idle, so one schedule serves every iteration. */
typedef struct NpuBuilder NpuBuilder;

NpuBuilder *nb_new(Arena *a);
/* Frees the builder's heap memory (the code array and scratch); nb_code is gone after. */
void nb_free(NpuBuilder *b);
bool nb_failed(const NpuBuilder *b);
const char *nb_error(const NpuBuilder *b);
void nb_fail(NpuBuilder *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void nb_set_task(NpuBuilder *b, int task);
/* The finished instruction stream (after nb_finish). */
const NpuInst *nb_code(const NpuBuilder *b, int *n);
const char *nb_label_name(const NpuBuilder *b, int label);
int nb_label_count(const NpuBuilder *b);
void nb_finish(NpuBuilder *b);

/* x registers: a simple allocator (x1..x31). */
int nb_xalloc(NpuBuilder *b);
void nb_xfree(NpuBuilder *b, int x);
int nb_xfree_count(const NpuBuilder *b);

void nb_emit(NpuBuilder *b, NpuInst in);
void nb_comment(NpuBuilder *b, const char *text);
void nb_li(NpuBuilder *b, int xd, int64_t v);
void nb_alu(NpuBuilder *b, NpuOpc op, int xd, int xa, int xb);  /* R form */
void nb_alui(NpuBuilder *b, NpuOpc op, int xd, int xa, int64_t imm); /* I/shift form */
/* xd = xa + v for any v (addi, or li into xtmp + add). */
void nb_add_const(NpuBuilder *b, int xd, int xa, int64_t v, int xtmp);
void nb_seli(NpuBuilder *b, int e, int v);
void nb_vload(NpuBuilder *b, int m, int xbase, int64_t off_bytes, NpuVmem vm);
void nb_vstore(NpuBuilder *b, int m, int xbase, int64_t off_bytes, NpuVmem vm);
void nb_dma_config(NpuBuilder *b, int ch);
void nb_dma_load(NpuBuilder *b, int ch, int xvmem, int xdram, int xlen, NpuVmem vm);
void nb_dma_store(NpuBuilder *b, int ch, int xdram, int xvmem, int xlen, NpuVmem vm);
void nb_dma_wait(NpuBuilder *b, int ch);
/* A wait that also orders later users of x1..x3 and vm after it, as the
 * transfer it waits for would: for loops whose first iteration waits on a
 * placeholder (dma.config) where later ones wait on a real transfer. */
void nb_dma_wait_cover(NpuBuilder *b, int ch, int x1, int x2, int x3, NpuVmem vm);
bool nb_dma_pending(const NpuBuilder *b, int ch);
void nb_push_w(NpuBuilder *b, int mxu, int w, int m);
void nb_push_acc_bf16(NpuBuilder *b, int mxu, int acc, int m);
void nb_matmul(NpuBuilder *b, int mxu, int acc, int m, int w, bool accumulate);
void nb_pop_bf16(NpuBuilder *b, int mxu, int m, int acc);
void nb_vpu(NpuBuilder *b, NpuOpc op, int md, int ma, int mb); /* mb ignored for unary */
void nb_vli_all(NpuBuilder *b, int m, uint16_t bits);
void nb_vpack(NpuBuilder *b, int md, int ms, int e);

/* Control. Labels get names "<prefix>" made unique by the builder. */
int nb_label_new(NpuBuilder *b, const char *name);
void nb_label_place(NpuBuilder *b, int label); /* closes the block */
/* Close the block and hold decode until every unit is idle (DMA excepted). */
void nb_drain(NpuBuilder *b);
/* Close the block and wait for every pending DMA channel, then drain. */
void nb_quiesce(NpuBuilder *b);
void nb_ecall(NpuBuilder *b);

/* Counted loop: the body runs `count` (>= 1) times; xc counts down to 0.
 * The channels with a DMA pending must be the same at the head and at the
 * back edge, and the body must not touch what the back edge's transfers
 * hold before it waits for them. */
typedef struct NpuLoop {
  int head, exit;
  int xc;
  int64_t count;
  int start_index;   /* first emitted instruction of the body */
  uint32_t pend_mask; /* channels pending at the head */
} NpuLoop;
void nb_loop_begin(NpuBuilder *b, NpuLoop *l, int64_t count, int xc, const char *name);
void nb_loop_end(NpuBuilder *b, NpuLoop *l);
/* After a drain: ping-pong slot spaces s1 and s2 trade names (their pointer
 * registers were swapped by the caller), pending DMAs included. */
void nb_swap_spaces(NpuBuilder *b, int s1, int s2);

/* Cycle estimates of ranges of one program. The model indexes the labels
 * once, so estimating every task of a large program stays linear. */
typedef struct NpuCycleModel NpuCycleModel;
NpuCycleModel *npu_cycle_model_new(const NpuInst *code, int n);
void npu_cycle_model_free(NpuCycleModel *m);
/* Cycles of code[first..last] (inclusive), starting from an idle machine,
 * following loops by interpreting the scalar instructions. */
int64_t npu_estimate_cycles(NpuCycleModel *m, int first, int last,
                            int64_t *unit_busy /* NU_COUNT entries or NULL */);

/* Text of one instruction (no newline); labels[i] names label i. */
void npu_inst_text(const char *const *labels, const NpuInst *in, StrBuf *out);

/* The scheduled program, in the Graph's arena. */
typedef struct NpuProgram {
  const NpuInst *code;
  int n;
  const char **labels;
  int nlabels;
} NpuProgram;

/* --------------------------------------------------------------- layouts */

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
  bool mask_bias;            /* i1 stored as an additive bf16 bias: true 0, false -9984 */
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

int64_t npu_buf_tile_bytes(const NpuBuf *b);
/* Byte offset of tile (bi, i, j) inside the buffer. */
int64_t npu_buf_tile_off(const NpuBuf *b, int64_t bi, int64_t i, int64_t j);
const char *npu_layout_name(const NpuBuf *b);

/* ----------------------------------------------------------- lowering */

/* Base registers for vload/vstore addresses, in pools: independent streams
 * of accesses (one per MXU) get their own so that reloading a base never
 * orders one stream behind the other. */
typedef struct NpuVaddr {
  int reg[8], pool[8];
  int64_t val[8];
  int64_t age[8];
  int n;
  int64_t tick;
  int cur;          /* pool npu_vload_at & co. use */
} NpuVaddr;

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

typedef struct NpuLower {
  Graph *g;
  const Options *o;
  Diag *d;
  Arena *a;
  NpuBuilder *b;
  NpuBuf *buf;      /* per tensor */
  int nbuf;
  NpuVaddr vc;      /* VMEM address registers */
  int e_one;        /* e register holding 1 */
  int segment;      /* current program segment */
  void **plans;     /* per task: the kernel's plan between planning and emission */
  int capbuf;       /* entries of buf: tensors the lowering may add stop there */
  /* program segments: runs of npu tasks of one entry between host tasks */
  struct NpuSegment {
    int func, label;
    int64_t *tasks, *host_after;
    int ntasks, captasks, nhost, caphost;
  } *segs;
  int nsegs, capsegs;
  NpuProgram prog;  /* set by npu_schedule */
} NpuLower;

/* The hooks (target.c's table): NpuLower is the plan kept in Graph.target_data. */
bool npu_plan(Graph *g, const Options *o, Diag *d);
bool npu_schedule(Graph *g, const Options *o, Diag *d);
bool npu_emit(const Graph *g, const Options *o, StrBuf *out, Diag *d);
/* --npu-isa=merlin-v1: labels and lines of the fixed skeletons, and their text. */
bool npu_merlin_schedule(Graph *g, Diag *d);
bool npu_merlin_emit(const Graph *g, StrBuf *out);
/* Why Merlin has no skeleton for tasks of kind k, or NULL. */
const char *npu_merlin_unsupported(TaskKind k);

/* A DRAM <-> VMEM stream of a chunk loop: chunk c is `len` bytes at
 * base + c * stride (stride 0: the same bytes each time), double-buffered
 * in VMEM slots vm[0], vm[1]. An input uses channel ch; an output ch and
 * ch + 1. */
typedef struct NpuStream {
  bool out;
  int64_t base, stride, len;
  int xbase;      /* > 0: the base is x[xbase] + base (a register the caller advances) */
  int64_t vm[2];
  int ch;
  int xl, xv[2], xan, xlcur, xrow[2]; /* registers, set by the pipeline */
} NpuStream;
typedef void (*NpuChunkFn)(NpuLower *L, void *ctx, int slot);
/* Emit `count` chunks: fn emits the compute of one chunk whose inputs are
 * in the streams' slot `slot` and whose results go to the outputs' slot. */
bool npu_chunk_pipeline(NpuLower *L, NpuStream *st, int nst, int64_t count, NpuChunkFn fn,
                        void *ctx, const char *name);

/* A task's VMEM: named regions with lifetimes in the task's phases, placed
 * by passes/memplan (regions of disjoint phases share space); the plan goes
 * into the task graph. Returns false when it does not fit in 1 MiB. */
typedef struct NpuVmemReq {
  const char *name;
  int64_t size;
  int first, last; /* phases */
  int64_t addr;    /* out */
} NpuVmemReq;
bool npu_vmem_plan(NpuLower *L, Task *t, NpuVmemReq *r, int n);

/* A constant buffer the task needs (masks, tiles), bytes in device layout:
 * a new tensor placed in DRAM and written to the weights file. */
int npu_const_tensor(NpuLower *L, Task *t, const uint8_t *bytes, int64_t n, const char *name);

/* Per-kernel planning (layout claims, feasibility) and emission. */
bool npu_plan_matmul(NpuLower *L, Task *t, const char **why);
bool npu_emit_matmul(NpuLower *L, Task *t);
bool npu_plan_softmax(NpuLower *L, Task *t, const char **why);
bool npu_emit_softmax(NpuLower *L, Task *t);
bool npu_plan_attention(NpuLower *L, Task *t, const char **why);
bool npu_emit_attention(NpuLower *L, Task *t);
bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why);
bool npu_emit_elementwise(NpuLower *L, Task *t);

/* Layout claims: fix tensor x's device layout, or check it matches. */
bool npu_claim(NpuLower *L, int tensor, NpuLayout lay, bool transposed, int task,
               const char **why);
bool npu_claim_matrix(NpuLower *L, int tensor, NpuLayout lay, bool transposed, int task,
                      const char **why);
/* bf16 tiles in column-major tile order (for reductions down columns). */
bool npu_claim_col_tiles(NpuLower *L, int tensor, int task, const char **why);

/* VMEM address materialisation: a register and an offset reaching addr. */
int npu_vaddr(NpuLower *L, int64_t addr, int64_t *off);
void npu_vaddr_reset(NpuLower *L);
void npu_vaddr_init(NpuLower *L);
void npu_vaddr_release(NpuLower *L);
/* Add a register to pool p (> 0) / give back all of pool p's. */
void npu_vaddr_pool_add(NpuLower *L, int p);
void npu_vaddr_pool_drop(NpuLower *L, int p);
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
int npu_epilogue_temps(const Epilogue *ep);

#endif
