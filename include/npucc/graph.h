/* graph.h: the MLIR-free program npucc compiles: tensors, ops with typed
 * attributes and scalar bodies, entry functions, and the tasks (dispatches). */
#ifndef NPUCC_GRAPH_H
#define NPUCC_GRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "npucc/util.h"

enum {
  NPUCC_MAX_RANK = 8,     /* tensor rank */
  NPUCC_MAX_LOOPS = 12,   /* iteration-space dims of a structured op */
  NPUCC_MAX_OPERANDS = 16 /* inputs + outputs of one op */
};

#define NPUCC_DYN INT64_MIN /* a dynamic dimension ('?') */
#define NPUCC_MAX_TENSOR_BYTES (1ll << 48) /* the front end refuses larger tensors */

typedef enum {
  DT_F32, DT_F16, DT_BF16, DT_F8E4M3FN, DT_F8E5M2,
  DT_I1, DT_I8, DT_I16, DT_I32, DT_I64, DT_INDEX,
  DT_UNKNOWN, /* a type npucc does not model (complex, f64, ...): never offloaded */
  DT_COUNT
} DType;

const char *dtype_name(DType t);      /* MLIR spelling: "f32", "f8E4M3FN", ... */
size_t dtype_size(DType t);           /* bytes per element in npucc buffers (i1: 1) */
bool dtype_is_float(DType t);
bool dtype_is_int(DType t);           /* i1..i64, index */
int dtype_bits(DType t);              /* logical width: i1 = 1, index = 64 */

typedef enum {
  ROLE_INTERMEDIATE, /* produced and consumed inside a function */
  ROLE_INPUT,        /* an entry argument (hal.tensor.import or func argument) */
  ROLE_OUTPUT,       /* returned by an entry (hal.tensor.export or return) */
  ROLE_WEIGHT,       /* a constant: arith.constant or util.global */
  ROLE_SCRATCH,      /* a target's temporary */
  ROLE_STATE         /* module state: a mutable util.global an entry stores to. Not a
                      * constant (cst is CONST_NONE: no pass may fold or pre-pack it);
                      * its initial value is in bytes/nbytes as `state_init` says, and
                      * it persists across calls (Func.state_dst) */
} Role;

const char *role_name(Role r);

/* Where a constant's contents come from. */
typedef enum {
  CONST_NONE,    /* not a constant */
  CONST_DENSE,   /* all elements in `bytes` */
  CONST_SPLAT,   /* one element in `bytes`, repeated */
  CONST_UNKNOWN  /* a dense_resource blob that is elided or missing: size from the type only */
} ConstKind;

typedef struct Tensor {
  int id;
  int rank;
  int64_t dims[NPUCC_MAX_RANK]; /* NPUCC_DYN for '?' */
  DType dtype;
  Role role;
  ConstKind cst;
  const uint8_t *bytes; /* little-endian elements, dtype_size each (i1 as 0/1 bytes) */
  size_t nbytes;        /* bytes held in `bytes` (one element for a splat) */
  const char *cst_source; /* "dense", "dense_resource<name>", "util.global @name" */
  const char *name;       /* import/export name, global symbol, or NULL */
  Loc loc;
  int producer;           /* index of the op that writes it, -1 if none */
  bool is_scalar_value;   /* an MLIR scalar (f32, index ...), modelled as rank 0 */
  bool target_buffer;     /* made by a target's lowering (e.g. quantized weights): a
                           * run-time buffer although no op reads it */
  ConstKind state_init;   /* ROLE_STATE: how bytes/nbytes hold the value before the
                           * first call (CONST_NONE: no initial value, zeros) */
  const char **device_affinity; /* flow.tensor.transfer targets ("#hal.device.promise<@d>"):
                                 * the devices IREE moved this value to, in program order */
  int ndevice_affinity;
} Tensor;

int64_t tensor_numel(const Tensor *t); /* -1 when a dim is dynamic */
size_t tensor_bytes(const Tensor *t);  /* numel * dtype_size, 0 when dynamic */
bool tensor_is_static(const Tensor *t);
int tensor_dynamic_dim(const Tensor *t); /* first dynamic dim, or -1 */

/* ---------------------------------------------------------------- bodies */

/* The scalar region of a linalg op, as a straight-line SSA program. Values
 * are numbered by instruction index; SC_ARG reads block argument `a`. */
typedef enum {
  SC_ARG, SC_CONST, SC_INDEX, /* linalg.index: iteration index of loop `a` */
  /* float */
  SC_ADDF, SC_SUBF, SC_MULF, SC_DIVF, SC_NEGF, SC_REMF,
  SC_MAXIMUMF, SC_MINIMUMF, SC_MAXNUMF, SC_MINNUMF,
  SC_EXP, SC_EXP2, SC_LOG, SC_LOG2, SC_SQRT, SC_RSQRT, SC_TANH, SC_ERF,
  SC_SIN, SC_COS, SC_ABSF, SC_FLOOR, SC_CEIL, SC_ROUND, SC_ROUNDEVEN, SC_POWF,
  SC_FMA,
  /* integer */
  SC_ADDI, SC_SUBI, SC_MULI, SC_DIVSI, SC_DIVUI, SC_REMSI, SC_REMUI,
  SC_MAXSI, SC_MINSI, SC_MAXUI, SC_MINUI, SC_ANDI, SC_ORI, SC_XORI,
  SC_SHLI, SC_SHRSI, SC_SHRUI, SC_ABSI,
  /* conversions (result type in ScalarInst.type) */
  SC_EXTF, SC_TRUNCF, SC_SITOFP, SC_UITOFP, SC_FPTOSI, SC_FPTOUI,
  SC_EXTSI, SC_EXTUI, SC_TRUNCI, SC_INDEX_CAST, SC_BITCAST,
  /* compare / select */
  SC_CMPF, SC_CMPI, SC_SELECT,
  SC_YIELD, /* operands a.. in `args`: the region's results */
  /* tensor.extract inside a body (a gather): the element of operand `ival`
   * (an input the front end added for the captured tensor, its map all 0s)
   * at the index values a, b, c, pred (-1 past its rank; rank <= 4). After
   * SC_YIELD so that the numbers blobs already carry stay as they were. */
  SC_EXTRACT,
  SC_COUNT
} ScalarOpcode;

const char *scalar_opcode_name(ScalarOpcode op); /* "arith.addf", "math.exp", ... */

/* arith.cmpf / arith.cmpi predicates, numbered as MLIR numbers them. */
typedef enum {
  CMPF_FALSE, CMPF_OEQ, CMPF_OGT, CMPF_OGE, CMPF_OLT, CMPF_OLE, CMPF_ONE, CMPF_ORD,
  CMPF_UEQ, CMPF_UGT, CMPF_UGE, CMPF_ULT, CMPF_ULE, CMPF_UNE, CMPF_UNO, CMPF_TRUE
} CmpfPred;
typedef enum {
  CMPI_EQ, CMPI_NE, CMPI_SLT, CMPI_SLE, CMPI_SGT, CMPI_SGE,
  CMPI_ULT, CMPI_ULE, CMPI_UGT, CMPI_UGE
} CmpiPred;

typedef struct ScalarInst {
  ScalarOpcode op;
  DType type;    /* result type */
  int a, b, c;   /* operand instruction indices (arg number for SC_ARG, loop for SC_INDEX) */
  int pred;      /* CmpfPred / CmpiPred */
  double fval;   /* SC_CONST, float types */
  int64_t ival;  /* SC_CONST, integer types */
} ScalarInst;

typedef struct Body {
  ScalarInst *insts;
  int ninsts;
  int nargs;          /* block arguments: one per operand of the op */
  DType argtype[NPUCC_MAX_OPERANDS];
  int yield[NPUCC_MAX_OPERANDS]; /* instruction index yielded for each result */
  int nyield;
} Body;

/* ------------------------------------------------------------------ ops */

/* An affine map result is a loop dim, the constant 0 (broadcast), or an
 * expression kept in `expr`: sum(coef[l] * d_l) + cst (convolution and
 * pooling windows, strides, dilations, constant offsets), plus at most one
 * term mul * (sum(icoef[l] * d_l) + icst) floordiv/ceildiv/mod div, div > 0
 * (nearest upsampling reads d floordiv 2). Only the host evaluates ops with
 * expressions: the matcher classifies them as windows, gathers or TK_OTHER.
 * Symbols, a divisor that is not a positive constant and a second division
 * make the op unsupported at import time. */
enum { MAP_CONST0 = -1, MAP_EXPR = -2 };
typedef enum { AFF_NONE, AFF_FLOORDIV, AFF_CEILDIV, AFF_MOD } AffineDiv;
typedef struct AffineExpr {
  int64_t coef[NPUCC_MAX_LOOPS];
  int64_t cst;
  AffineDiv div_kind;           /* AFF_NONE: the linear part is all */
  int64_t div, mul;             /* the divisor (> 0) and the term's factor */
  int64_t icoef[NPUCC_MAX_LOOPS], icst; /* the divided expression */
} AffineExpr;
typedef struct AffineMap {
  int ndims;                 /* loop dims the map reads */
  int nres;
  int8_t res[NPUCC_MAX_RANK]; /* loop index, MAP_CONST0 or MAP_EXPR */
  const AffineExpr *expr;    /* nres entries (arena) when a result is MAP_EXPR, else NULL */
} AffineMap;

/* Some result is a MAP_EXPR (not a loop dim or 0). */
bool map_has_expr(const AffineMap *m);
/* Some result divides (floordiv, ceildiv, mod): not linear in the loops. */
bool map_has_div(const AffineMap *m);
/* Result i is loop i for every loop: the operand is read element for element. */
bool map_is_identity(const AffineMap *m, int nloops);
/* Result r as a linear expression (a dim is coefficient 1, MAP_CONST0 all zeros). */
AffineExpr map_result_expr(const AffineMap *m, int r);

typedef enum { IT_PARALLEL, IT_REDUCTION } IterType;

typedef enum {
  OP_STRUCTURED, /* linalg.generic and named structured ops (matmul, batch_matmul, ...): maps + body */
  OP_FILL,       /* linalg.fill: in[0] scalar, out[0] */
  OP_SOFTMAX,    /* linalg.softmax dimension(d) (or a raised decomposed chain) */
  OP_ATTENTION,  /* iree_linalg_ext.attention (or a raised decomposed chain) */
  OP_RESHAPE,    /* expand/collapse_shape, flow.tensor.reshape: same bytes, new shape */
  OP_TRANSPOSE,  /* linalg.transpose permutation */
  OP_BROADCAST,  /* linalg.broadcast dimensions */
  OP_IDENTITY,   /* barriers, same-type bitcasts: out = in */
  OP_BITCAST,    /* reinterpretation to another element type of equal width */
  OP_PAD,        /* tensor.pad with a constant */
  OP_EXTRACT_SLICE,
  OP_INSERT_SLICE,
  OP_CONCAT,
  OP_UNSUPPORTED, /* anything else that produces a tensor: stays on the host */
  OP_KIND_COUNT
} OpKind;

const char *op_kind_name(OpKind k);

typedef struct SoftmaxAttrs { int dim; } SoftmaxAttrs;

/* Attention: operands in[0..] = q, k, v, scale, [mask]; roles decoded from
 * maps into loop classes. Maps are in the order q, k, v, scale, [mask], out. */
typedef struct AttentionAttrs {
  bool has_mask;
  int nloops;
  AffineMap maps[6];
  /* set by the matcher: */
  int batch_loops[NPUCC_MAX_LOOPS], nbatch;
  int m_loop, k1_loop, k2_loop, n_loop;
  bool k_transposed; /* K given as [.., k1, k2] (a raised QK^T chain) */
} AttentionAttrs;

typedef struct ReshapeAttrs {
  int ngroups; /* reassociation: groups of the larger-rank side */
  int8_t group_of[NPUCC_MAX_RANK];
} ReshapeAttrs;

typedef struct SliceAttrs {
  int64_t offsets[NPUCC_MAX_RANK], sizes[NPUCC_MAX_RANK], strides[NPUCC_MAX_RANK];
} SliceAttrs;

typedef struct PadAttrs {
  int64_t low[NPUCC_MAX_RANK], high[NPUCC_MAX_RANK];
  double value; /* the yielded constant */
  bool value_known;
} PadAttrs;

typedef struct IreeOrigin {
  const char *dispatch; /* "@ex::@entry" */
  int call;             /* which flow.dispatch of the module (Op.iree_call) */
} IreeOrigin;

typedef struct Op {
  int id;
  OpKind kind;
  const char *name; /* the MLIR op name: "linalg.matmul", "linalg.generic", ... */
  Loc loc;
  int in[NPUCC_MAX_OPERANDS], nin;   /* tensor ids (DPS inits are in `init`) */
  int init[2], ninit;                /* destination operands (outs) */
  int out[2], nout;                  /* result tensors */
  /* OP_STRUCTURED (and OP_FILL, for uniformity): */
  int nloops;
  IterType iters[NPUCC_MAX_LOOPS];
  /* ins then inits: nmaps entries of the op's own (arena), at least one per
   * operand, or graph_no_maps (all zero) before anyone set them. Out of line
   * because 16 inline maps were 384 of an op's 1 KB; written only through
   * op_maps_write. */
  const AffineMap *maps;
  int nmaps;
  Body body;
  union {
    SoftmaxAttrs softmax;
    AttentionAttrs attn;
    ReshapeAttrs reshape;
    SliceAttrs slice;
    PadAttrs pad; /* OP_PAD; also a structured op that op_reads_padded */
    int perm[NPUCC_MAX_RANK]; /* transpose */
    int concat_dim;
    int bcast_dims[NPUCC_MAX_RANK]; /* broadcast: the added dims */
  } a;
  int nbcast;
  const char *unsupported_why; /* OP_UNSUPPORTED, or a structured op the front end could not read */
  const char *raised_from;     /* set by pass_raise: the chain of ops this one replaces */
  const char *iree_dispatch;   /* Flow input: the IREE dispatch it came from ("@ex::@entry") */
  int iree_call;               /* Flow input: which dispatch (0-based, module order) it came from */
  /* Flow input: other IREE dispatches whose ops a pass folded into this one
   * (untile: the packs and the unpack around an mmt4d), so that the task
   * graph still names every dispatch boundary it removed */
  const IreeOrigin *iree_merged;
  int niree_merged;
  int64_t macs_hint;           /* convolutions: their MACs, for cost and coverage */
  bool dead;                   /* removed by a pass; kept for ids to stay stable */
  bool zero_init;              /* canonicalize: the init was a zero fill (fill folded) */
  int task;                    /* the task it belongs to, -1 until dispatch */
  int match;                   /* index into Graph.matches, -1 if unmatched */
  /* targets/host: the op's HostKernel blob, built once when legalize checks
   * that the host can run it (static shapes only), for the targets to emit. */
  const struct HostKernel *host_kernel;
  size_t host_kernel_size;
} Op;

/* --------------------------------------------------------------- matches */

typedef enum {
  TK_MATMUL, TK_BATCH_MATMUL, TK_SOFTMAX, TK_ATTENTION,
  TK_ELEMENTWISE, TK_REDUCTION, TK_DATA_MOVEMENT,
  TK_CONV,    /* a convolution im2col did not lower (depthwise, zero points ...) */
  TK_POOLING, /* max/min/sum over a window */
  TK_OTHER,
  TK_COUNT
} TaskKind;

const char *task_kind_name(TaskKind k); /* "matmul", "batch_matmul", ... */

/* The role of an op in a decomposed attention chain. */
typedef enum { ATTN_NONE, ATTN_QK, ATTN_SCALE_MASK, ATTN_SOFTMAX, ATTN_PV } AttnRole;
const char *attn_role_name(AttnRole r); /* "qk", "scale_mask", "softmax", "pv" */

/* A decomposed attention whose ops stay separate (raise.c): its ops in
 * program order, Q.K^T first and P.V last; Match.attn_role says the rest. */
typedef struct AttnChain {
  int ops[8];
  int nops;
} AttnChain;

/* The class of one loop of a contraction (passes/contraction.c), the way
 * IREE's inferContractionDims reads the maps of A, B and C: batch (in A, B
 * and C), M (A and C), N (B and C), K (A and B, reduction). A loop of size 1
 * outside those patterns is DIM_UNIT and ignored. */
typedef enum { DIM_UNIT, DIM_BATCH, DIM_M, DIM_N, DIM_K } DimClass;
const char *dim_class_name(DimClass c); /* "unit", "batch", "M", "N", "K" */

/* A third (fourth) input the body multiplies into the product, indexed by a
 * subset of the loops: a per-channel scale (N or M loops only) or an MX block
 * scale (N or M loops and the outer K loop; the inner K loop is the block). */
typedef struct ScaleOperand {
  int operand;       /* position among the op's operands (= its block argument) */
  int tensor;        /* tensor id */
  int loops[NPUCC_MAX_RANK], nloops; /* the loops of its map results, in storage order */
  int block_loop;    /* the K loop it does not index while it indexes another K loop, else -1 */
  int64_t block;     /* size of block_loop (32 for MX), 0 when none */
  DimClass side;     /* DIM_N: scales B's columns, DIM_M: A's rows, DIM_UNIT: neither */
} ScaleOperand;

/* What the matcher learnt about a contraction. Two views of it:
 *  - the loop classes (`cls`, `*_dims`): every non-unit loop of each class,
 *    outer to inner (M and N in C's order, K in A's, batch in C's);
 *  - the canonical batch-matmul a stride-addressed target runs: `batch_loops`
 *    are the outer loops iterated around one M x K . K x N matmul (true batch
 *    loops, then M/N loops that could not be collapsed), and `m_loop`/`n_loop`/
 *    `k_loop` the innermost loop of each collapsed group, whose sizes are
 *    `m`, `n`, `k` (batch = product of the outer loops, so batch*m*n*k is
 *    always the MAC count). A group is loops adjacent in the same order in
 *    every operand that holds them (unit dims between them skipped), so its
 *    inner loop's stride addresses the collapsed dim.
 * `plain` is the form every target ran before the general analysis: exactly
 * one M, N and K loop (unit or not), every other loop batch (unit batch loops
 * included), no scales, no zero points, projection maps. Then the canonical
 * view is the loops themselves and targets that read tensors as
 * [batch.., rows, cols] (npu) may take it; others must check `canon_problem`. */
typedef struct ContractionInfo {
  int64_t batch, m, n, k;      /* sizes of the canonical batch-matmul (see above) */
  int batch_loops[NPUCC_MAX_LOOPS], nbatch; /* outer loops of the canonical view */
  int m_loop, n_loop, k_loop;  /* inner loop of each collapsed group, -1 when the class is empty */
  bool lhs_transposed;         /* A stored K x M */
  bool rhs_transposed;         /* B stored N x K */
  DType lhs_type, rhs_type, acc_type; /* storage types of A, B, C */
  DType mul_type;              /* type the product is formed in */
  bool int_ext_signed;         /* extsi (vs extui) of integer inputs */
  bool accumulate;             /* C is a real tensor, not a zero fill */
  int lhs, rhs, acc;           /* operand tensor ids */
  /* the general analysis: */
  int lhs_operand, rhs_operand; /* positions of A and B among the op's operands */
  int nloops;
  int8_t cls[NPUCC_MAX_LOOPS]; /* DimClass of every loop */
  int batch_dims[NPUCC_MAX_LOOPS], nbatch_dims; /* non-unit loops of each class */
  int m_dims[NPUCC_MAX_LOOPS], nm_dims;
  int n_dims[NPUCC_MAX_LOOPS], nn_dims;
  int k_dims[NPUCC_MAX_LOOPS], nk_dims;
  int m_group, n_group, k_group; /* how many of the inner m/n/k_dims collapse into m/n/k */
  ScaleOperand scales[2];
  int nscales;
  int lhs_zp, rhs_zp;          /* scalar zero-point tensors subtracted from A / B, -1 when none */
  bool plain;                  /* see above */
  const char *canon_problem;   /* why no canonical batch-matmul exists (needs a transpose,
                                * no M/N dim, scales, zero points), NULL when it does */
  /* linalg.mmt4d's indexing (A[m1][k1][m0][k0], B[n1][k1][n0][k0],
   * C[m1][n1][m0][n0]): operands already in IREE's data-tiled layout, which a
   * target running the mmt4d ukernel takes as they are. */
  bool mmt4d;
  int64_t mmt4d_outer[3], mmt4d_tile[3]; /* M1, N1, K1 and M0, N0, K0 */
} ContractionInfo;

/* i8 x i8 -> i32 with sign extension: what Gemmini and the OPU multiply. */
bool contraction_is_s8s8s32(const ContractionInfo *mm);

/* What Match.mm points at when the op is no contraction: no loops, no zero
 * points, every type DT_F32 (0) */
extern const ContractionInfo contraction_none;

typedef struct Match {
  TaskKind kind;
  /* TK_MATMUL / TK_BATCH_MATMUL: the analysis (arena); contraction_none for
   * other kinds. Out of line because it is 7x the rest and most ops are no
   * contraction (100k elementwise ops: 58 MB less). */
  const ContractionInfo *mm;
  int softmax_dim;             /* TK_SOFTMAX */
  int reduce_dims[NPUCC_MAX_LOOPS], nreduce; /* TK_REDUCTION */
  const char *pattern;         /* what form it matched: "linalg.matmul NT", "softmax (max/sub/exp/sum/div)" */
  bool int8_qdq;               /* a quantize / dequantize / requantize generic */
  /* Part of a decomposed attention (batch_matmul -> [scale/mask] -> softmax
   * -> [casts] -> batch_matmul): chain id (-1 if none) and this op's role. */
  int attn_chain;
  AttnRole attn_role;
} Match;

/* ----------------------------------------------------------------- tasks */

/* Where a task runs: on the host, or on the one target being compiled for
 * (Graph.target names it), so that no shared file lists the targets. */
typedef enum { DEV_HOST, DEV_TARGET } Device;
struct Graph;
/* "host", or the target's name ("?" before legalize named it). */
const char *device_name(const struct Graph *g, Device d);

/* A key/value a target attaches to a task, buffer or the program, serialised
 * by the task graph without knowing what it means. */
typedef enum { PROP_INT, PROP_FLOAT, PROP_STR, PROP_INTS, PROP_BOOL, PROP_OBJ, PROP_OBJS,
               PROP_SHARED } PropType;
/* One value, read by its type (32 bytes: a task carries dozens). */
typedef struct Prop {
  const char *key;
  struct Prop *next;
  PropType type;
  int nints;                   /* PROP_INTS, and the count of PROP_OBJS */
  union {
    int64_t i;                 /* PROP_INT, PROP_BOOL */
    double f;                  /* PROP_FLOAT */
    const char *s;             /* PROP_STR */
    const int64_t *ints;       /* PROP_INTS */
    struct Prop *obj;          /* PROP_OBJ: a nested key/value list */
    struct Prop *const *objs;  /* PROP_OBJS: an array of them */
    const struct Prop *shared; /* PROP_SHARED: a list many owners hold once (PropPool),
                                * read as if its records stood here (no key of its own) */
  };
} Prop;

/* Equal property lists kept once: what thousands of tasks with the same
 * plan say of it is one list they all point to (prop_add_shared). */
typedef struct PropPool {
  Arena *arena;        /* where kept lists live */
  Prop **lists;        /* open addressing by content hash */
  uint64_t *hashes;
  size_t n, cap;
} PropPool;

typedef struct Cost {
  int64_t macs;   /* multiply-accumulates (contractions, attention) */
  int64_t flops;  /* other floating-point/int element operations */
  int64_t bytes;  /* bytes read + written by the task */
  int64_t cycles; /* target estimate, 0 if none */
} Cost;

typedef struct Task {
  int id;
  int func;             /* entry function it belongs to */
  int root;             /* op id */
  int *ops, nops;       /* every op of the task, in program order, root included */
  TaskKind kind;
  Device device;
  const char *reason;   /* why it runs on the host */
  const char *kernel;   /* kernel symbol or recipe name */
  const char *group_refused; /* why its root did not join the group before it */
  int *inputs, ninputs; /* tensor ids read from outside the task */
  int *outputs, noutputs; /* tensor ids visible outside the task */
  int *deps, ndeps;     /* task ids it depends on */
  Cost cost;
  const char *label;    /* code label in the assembly */
  const char *iree_dispatch; /* Flow input: the IREE dispatch ("@ex::@entry") of its ops */
  int iree_call;             /* which dispatch of the module (Op.iree_call) */
  int iree_part, iree_nparts; /* this task is part iree_part (0-based) of the iree_nparts
                               * tasks that dispatch became (set by dispatch) */
  int asm_first_line, asm_last_line; /* 1-based, 0 if none */
  Prop *props;          /* target details: tiles, padding, scales ... */
  Loc loc;
} Task;

/* Where a tensor lives at run time, set by the memory planner. */
typedef struct Placement {
  const char *space;  /* "dram", "vmem", "host", "data", ... NULL = not placed */
  int64_t addr;       /* byte offset in that space */
  int64_t size;       /* bytes of the buffer (padded) */
  int64_t slack;      /* readable bytes reserved after it (a prefetch may overrun) */
  const char *layout; /* NULL = row-major */
  int first_task, last_task; /* lifetime, -1 if unknown */
  Prop *props;        /* padded shape, pad value, ... */
  /* The buffer is the region of tensor region_of (same space and address,
   * no space of its own): a value stored into module state that the task
   * computing it writes straight into the state buffer. */
  bool in_place;
  int region_of;
  /* A value stored into module state region_of that the program copies
   * there (DMA through VMEM) after its function's last npu task, when the
   * task computing it cannot write the state in place. */
  bool state_copy;
} Placement;

typedef struct Func {
  const char *name;
  Loc loc;
  int *inputs, ninputs;   /* tensor ids in argument order */
  int *outputs, noutputs; /* tensor ids in result order */
  int first_op, end_op;   /* ops [first_op, end_op) belong to it */
  const char *calls;      /* a wrapped callee, when the body was inlined from one */
  /* util.global.store: when a call ends (after every task, so after every
   * read of the old value), state buffer state_dst[i] takes the contents of
   * tensor state_src[i], which the next call reads. */
  int *state_dst, *state_src, nstates, capstates;
} Func;

typedef struct Graph {
  Arena *arena;
  const char *file;           /* input path as given */
  uint64_t file_hash;         /* FNV-1a 64 of the input bytes (0 when list_only) */
  Tensor *tensors; int ntensors, captensors;
  Op *ops; int nops, capops;
  Func *funcs; int nfuncs, capfuncs;
  Match *matches; int nmatches, capmatches;
  AttnChain *chains; int nchains, capchains; /* decomposed attentions (raise.c) */
  Task *tasks; int ntasks, captasks;
  const char *target;         /* the name of the target tasks offload to (legalize) */
  Placement *place;           /* one per tensor once planned, else NULL */
  Prop *props;                /* program-level target parameters */
  void *target_data;          /* the target's plan (typed by the target): what plan and
                               * schedule recorded, for schedule and emit */
  bool program_wanted;        /* the caller prints the program (-o, --coverage): schedule
                               * may render it; list and graph modes do not pay for code
                               * they do not print (set by the driver) */
  bool list_only;             /* only the dispatch list is printed: devices and kernels,
                               * which legalize and plan decide; a schedule that only
                               * feeds the task graph may be skipped (set by the driver) */
  const SourceText *source;   /* the input when the caller opened it with source_open, else
                               * NULL: import gives its pages back as it is done reading
                               * them (set by the driver) */
} Graph;

Graph *graph_new(Arena *a, const char *file);
Tensor *graph_add_tensor(Graph *g, DType dt, int rank, const int64_t *dims, Loc loc);
Op *graph_add_op(Graph *g, OpKind kind, const char *name, Loc loc);
/* A blank op (OP_STRUCTURED, no operands) at index `at` in program order: the
 * ops from there move up by one and every reference to them (ids, producers,
 * function ranges) follows; it joins the function of op `at` (of op at-1 when
 * after_prev: inserting after a function's last op). Only before match:
 * matches, tasks and chains would not follow. */
Op *graph_insert_op(Graph *g, int at, bool after_prev);
/* The maps of an op nobody gave maps (NPUCC_MAX_OPERANDS zero maps). */
extern const AffineMap graph_no_maps[NPUCC_MAX_OPERANDS];
/* Op's maps to write: a fresh copy of them in g's arena (at least n entries
 * and one per operand; zero past the old ones) that op->maps then points at.
 * A fresh copy, so that an Op copied by value never writes the original's. */
AffineMap *op_maps_write(Graph *g, Op *op, int n);
Func *graph_add_func(Graph *g, const char *name, Loc loc);
Task *graph_add_task(Graph *g);
Match *graph_add_match(Graph *g);
/* The placement recorder every target's plan uses: tensor x lives in `space`,
 * `size` bytes, alive from task `first` to `last` (-1: unknown). The address
 * is -1 (the shared memory planner's) until someone sets it; layout and props
 * start empty. Makes g->place on first use (every other tensor unplaced). */
Placement *graph_place(Graph *g, int x, const char *space, int64_t size, int first, int last);
/* g->place with every tensor unplaced, if there is none yet: a plan that
 * places nothing still has a (then empty) memory plan. */
void graph_places(Graph *g);
/* Element strides of tensor x through the loops of map m (st[loop], 0 where
 * m does not use the loop); false for a diagonal or a dynamic shape. The one
 * "how does an operand sit in memory" walk of gemmini's and opu's plans. */
bool graph_loop_strides(const Graph *g, int x, const AffineMap *m, int64_t *st);

/* The initial contents of a ROLE_STATE tensor, dense (arena memory; zeros
 * when it has no initial value); NULL for other tensors. */
const uint8_t *graph_state_initial(const Graph *g, const Tensor *t);
/* Note that IREE moved tensor t to `device` (once per distinct device). */
void tensor_add_affinity(Graph *g, int t, const char *device);

/* Some entry stores tensor t into a state buffer (t must stay computed and
 * visible outside its task, like an entry output). */
bool graph_is_stored(const Graph *g, int t);

/* Element e of a constant as double / int64 (splats repeat element 0). */
double tensor_const_f64(const Tensor *t, int64_t e);
int64_t tensor_const_i64(const Tensor *t, int64_t e);
/* Elements 0..n-1 as tensor_const_f64 gives them, rounded to float, into out:
 * one dtype dispatch for a whole weight rather than one per element. */
void tensor_const_f32s(const Tensor *t, float *out, int64_t n);
/* All elements of a constant, expanded from a splat if needed (arena memory). */
const uint8_t *graph_const_dense(Graph *g, const Tensor *t);

/* Operand i of op (ins then inits) and its map. */
static inline int op_noperands(const Op *op) { return op->nin + op->ninit; }
static inline int op_operand(const Op *op, int i) {
  return i < op->nin ? op->in[i] : op->init[i - op->nin];
}
/* The legality reason of the targets that multiply only sign-extended
 * i8 x i8 -> i32 contractions (gemmini, opu): why task t is not one, naming
 * `target` (arena string); NULL when it is. */
const char *task_s8s8s32_problem(Graph *g, const Task *t, const char *target);
/* Some operand map of a structured op or attention has a MAP_EXPR result. */
bool op_has_map_expr(const Op *op);
/* Size of loop l of a structured op, read from an operand whose map indexes it. */
/* An im2col gather with a tensor.pad folded in (passes/im2col.c): in[0] is
 * the unpadded input, its map reads `index - low`, and a read outside it
 * gives a.pad.value (a.pad also keeps the amounts, for the task graph). */
bool op_reads_padded(const Op *op);
int64_t op_loop_size(const Graph *g, const Op *op, int l);
/* Element stride of loop l in operand k's row-major data (its map a
 * projection), 0 when k does not index it. */
int64_t op_loop_stride(const Graph *g, const Op *op, int k, int l);
/* The stride of loops[0..n) (outer to inner) read as one index of operand
 * k: the inner loop's, when each loop's stride is the next one's times its
 * size; 0 when k indexes none of them (or n is 0); -1 when they do not
 * collapse into one index. How a target reads a contraction's collapsed
 * dims as one strided view. */
int64_t op_group_stride(const Graph *g, const Op *op, int k, const int *loops, int n);

/* Number of live ops (and function results) that read tensor t. */
int graph_count_uses(const Graph *g, int t);
/* The same for every tensor at once, in one pass: a malloc'd array of
 * g->ntensors counts the caller frees. Use it where a pass asks many times. */
int *graph_use_counts(const Graph *g);
/* Tensors that exist at run time: read or written by a live op, or an entry
 * input/output. A malloc'd array of g->ntensors flags the caller frees. */
bool *graph_live_tensors(const Graph *g);
/* Who reads each tensor, indexed once so a pass that asks per candidate stays
 * linear in the graph (a scan of every op per question was quadratic). Each
 * tensor's list is a superset of its live readers: a pass that rewrites an
 * op's operands notes the op again, and every query drops ops that died or no
 * longer read the tensor. Valid while only its builder's pass edits the graph. */
typedef struct GraphUsers {
  int *head;        /* per tensor: first entry, -1 when none */
  int *next, *op;   /* per entry: next entry, reading op */
  int *nresults;    /* per tensor: how many entry results it is */
  int n, cap;
} GraphUsers;
GraphUsers *graph_users_new(const Graph *g);
/* op's operands changed: index it under its current operands too. */
void graph_users_note(GraphUsers *u, const Graph *g, int op);
void graph_users_free(GraphUsers *u);
/* The distinct live ops reading t, ascending: the first `max` go to out; returns
 * how many there are. */
int graph_users_of(const Graph *g, const GraphUsers *u, int t, int *out, int max);
/* graph_count_uses through the index. */
int graph_users_count(const Graph *g, const GraphUsers *u, int t);
/* The one live op that reads t, or -1 when none, several, or t is also an
 * entry output (then it is not the chain's private value). */
int graph_sole_user(const Graph *g, const GraphUsers *u, int t);

/* Reshapes and bitcasts are views: the same bytes under another type. The
 * tensor the live view producing t reads, or -1 when t is no view's result. */
int graph_view_source(const Graph *g, int t);
/* The tensor a chain of views ends at: t itself when t is no view. */
int graph_view_root(const Graph *g, int t);

/* "4x?x8xf32": dims ('?' dynamic) and element type, as messages print it. */
void tensor_shape_text(const Tensor *t, StrBuf *out);

/* Target property lists. */
void prop_add_int(Arena *a, Prop **list, const char *key, int64_t v);
void prop_add_float(Arena *a, Prop **list, const char *key, double v);
void prop_add_str(Arena *a, Prop **list, const char *key, const char *v);
void prop_add_bool(Arena *a, Prop **list, const char *key, bool v);
void prop_add_ints(Arena *a, Prop **list, const char *key, const int64_t *v, int n);
void prop_add_obj(Arena *a, Prop **list, const char *key, Prop *obj);
void prop_add_objs(Arena *a, Prop **list, const char *key, Prop *const *objs, int n);
/* The record of `shared` (prop_pool_intern's) added as one PROP_SHARED record. */
void prop_add_shared(Arena *a, Prop **list, const Prop *shared);
/* The pool's list equal to `list` (same keys, types and values in order),
 * copied into pool->arena the first time: `list` may be built in a scratch
 * arena and dropped. NULL for an empty list. */
Prop *prop_pool_intern(PropPool *pool, const Prop *list); /* not to be changed: shared */
/* The first record with `key`, looking inside shared lists too. */
const Prop *prop_find(const Prop *list, const char *key);

/* Stable text form of the graph, used by --print-after and tests. */
void graph_print(const Graph *g, StrBuf *out);

#endif
