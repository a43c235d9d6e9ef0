/* opu.h: the opu target's internals shared by its files: tile choice, the
 * operand views of a contraction, compile-time packing, the inline kernel. */
#ifndef NPUCC_TARGETS_OPU_H
#define NPUCC_TARGETS_OPU_H

#include "npucc/target.h"
#include "riscv/riscv.h"

enum {
  OPU_VLEN_BYTES = 16,  /* VLEN 128: one vector register holds 16 int8 */
  OPU_CPU_V_BIT = 0,    /* riscv_64 cpu_data word 0: bit 0 = V (spec §1.4) */
  /* Merlin's XOPU bit position is unpublished: npucc's default sits clear of
   * upstream's defined bits. Linking Merlin's library needs its value here. */
  OPU_XOPU_BIT = 63,
  OPU_MAX_BATCH_LOOPS = 3
};

/* The OPU's timing as the task graph's cost.cycles prices it (bench/opu): a
 * 16x16 VOPACC takes 4 cycles, reading one tile row out (VMV_VR, then its
 * vse32.v) 16. npucc-run prices the OPU instructions a run executed alike. */
enum { OPU_CYCLES_VOPACC = 4, OPU_CYCLES_ROW_OUT = 16 };

/* iree_uk flag bits (spec §1.3): the values npucc emits. */
enum {
  UK_MMT4D_S8S8S32 = 0x02,
  UK_MMT4D_ACCUMULATE = 0x100,
  UK_MMT4D_ALLOW_GENERIC = 0x200,
  UK_PACK_I8I8 = 0x02,
  UK_PACK_I32I32 = 0x03,
  UK_PACK_TRANSPOSE_INNER = 0x100,
  UK_PACK_TRANSPOSE_OUTER = 0x200,
  UK_UNPACK_I32I32 = 0x03
};

/* The machine's mmt4d tile, 16x16x1 as the Saturn builds use: Target.machine
 * and the --opu-tile default both read these. */
enum { OPU_TILE_M0 = 16, OPU_TILE_N0 = 16, OPU_TILE_K0 = 1 };

/* --opu-kernel and --opu-tile (parsed in target.c; table and defaults in tile.c). */
typedef enum { OPU_KERNEL_UKERNEL, OPU_KERNEL_INLINE } OpuKernel;
typedef struct OpuOptions {
  OpuKernel kernel;
  int m0, n0, k0; /* mmt4d tile; 0 = the machine's (OPU_TILE_*) */
} OpuOptions;
extern const TargetOption opu_option_table[];
extern const OpuOptions opu_defaults;
/* The opu options in o: the defaults unless --opu-* set them. */
const OpuOptions *opu_options(const Options *o);

/* One mmt4d problem: tile sizes and tile counts. */
typedef struct OpuTile {
  int m0, n0, k0;
  int64_t m1, n1, k1;
} OpuTile;

/* --opu-tile, or the machine's default tile (OPU_TILE_*). */
OpuTile opu_configured_tile(const Options *o);
/* The configured tile with the narrow-M rule of spec §3.3 applied to this
 * contraction's M, and the tile counts. */
OpuTile opu_tile_for(const ContractionInfo *mm, const Options *o);
/* An mmt4d as IREE's data tiling leaves it (operands already in the
 * ukernel's tiled layout, zero accumulator) whose tile is the configured
 * one: one iree_uk_mmt4d call on the operands as they are. */
bool opu_mmt4d_direct(const ContractionInfo *mm, const Options *o);
/* Can the ukernels (and, for inline, the emitted OPU loop) take this tile?
 * NULL if so, else why not (static string). */
const char *opu_tile_problem(const OpuTile *t, bool inline_kernel);
/* Whether the tile is one the OPU computes (one 16x16 matrix register per
 * tile: N0 = 16, K0 = 1, M0 <= 16), inline or in npucc's OPU ukernel; any
 * other tile runs in the ukernel library's generic C tile function. */
bool opu_tile_on_opu(const OpuTile *t);

/* How one operand of a contraction sits in memory: the element stride of each
 * loop of the op (0 for loops it does not index). */
typedef struct OpuOperand {
  int tensor;
  int64_t stride[NPUCC_MAX_LOOPS];
} OpuOperand;

/* Strides of operand `which` (0 lhs, 1 rhs, 2 init/out) of a contraction op.
 * False when a loop appears twice in its map or a shape is dynamic. */
bool opu_operand_view(const Graph *g, const Op *op, int which, OpuOperand *v);

/* Parameters of one iree_uk_pack call (spec §1.1, §2.3). */
typedef struct OpuPack {
  int64_t in_offset, in_stride0, in_stride1;
  int64_t out_offset, out_stride0, out_stride1;
  int64_t in_size0, in_size1, out_size0, out_size1, out_size2, out_size3;
  uint64_t padding;
  uint32_t flags;
} OpuPack;

/* iree_uk_pack's semantics for the element size `esize`, on the compiler
 * host: packs constant weights into the bytes the ukernel would produce. */
void opu_pack_bytes(const uint8_t *in, uint8_t *out, const OpuPack *p, int esize);

/* The inline OPU kernel (spec §4.4) for one mmt4d problem: a0 = packed LHS
 * base, a1 = packed RHS base, a2 = packed OUT base (all byte addresses, the
 * element offsets already added), panel strides in elements as mmt4d takes
 * them. Clobbers t0-t6, a0-a7, v0-v3, v16-v19 and m0-m3. */
void opu_inline_mmt4d(RvAsm *as, const OpuTile *t, int64_t lhs_stride0, int64_t rhs_stride0,
                      int64_t out_stride0, bool accumulate, const char *label);

/* ------------------------------------------------------------ the plan */

enum { OPU_CALL_ARGS = 17 };
/* Parameter names of the ukernel calls (spec §2.5), for records and comments. */
extern const char *const opu_mmt4d_params[OPU_CALL_ARGS], *const opu_pack_params[OPU_CALL_ARGS],
    *const opu_unpack_params[OPU_CALL_ARGS - 1];

/* How one task runs (plan.c decides, emit.c prints). */
/* The ukernel calls, in order; the unpack takes OPU_CALL_ARGS - 1. */
typedef struct OpuCallArgs {
  RvArg pack_acc[OPU_CALL_ARGS], pack_lhs[OPU_CALL_ARGS], pack_rhs[OPU_CALL_ARGS];
  RvArg mmt4d[OPU_CALL_ARGS], unpack[OPU_CALL_ARGS];
} OpuCallArgs;

/* The OPU side of a task whose contraction runs as mmt4d. */
typedef struct OpuMmt4dPlan {
  OpuTile tl;
  OpuOperand lhs, rhs, acc, out;
  bool packed_rhs;    /* RHS packed at compile time into .rodata */
  bool lhs_direct;    /* M0 = K0 = 1: A already is the packed LHS */
  bool out_direct;    /* M0 = 1, N % N0 = 0: mmt4d writes C itself */
  bool rhs_direct;    /* an mmt4d's B, already packed (opu_mmt4d_direct) */
  int ap, bp, cp;     /* scratch slots, -1 if unused */
  const char *packed_sym;
  const uint8_t *packed; /* the packed RHS bytes, packed_bytes of them */
  int64_t packed_bytes;
  struct OpuCallArgs *args; /* the ukernel calls' arguments (3.4 KB) */
  int64_t lhs_stride0, rhs_stride0, out_stride0; /* packed panel strides (elements) */
  /* Batch loops, outermost first: trip counts and the element-offset step of
   * lhs, rhs (or packed RHS), acc and out per iteration. */
  int nbatch;
  int64_t range[OPU_MAX_BATCH_LOOPS], step[OPU_MAX_BATCH_LOOPS][4];
} OpuMmt4dPlan;

/* How one task runs (plan.c decides, emit.c prints). Every task has one, so
 * the OPU's part (0.6 KB) is out of line: 100k host tasks held 60 MB of
 * unused mmt4d plans. */
typedef struct OpuPlan {
  int entry;          /* index in OpuProgram.entries */
  OpuMmt4dPlan *opu;  /* an mmt4d contraction on the OPU (arena), else NULL: every op is a host call */
  RvHostCall *host;   /* per op of the task: its host call (blob NULL if none) */
  const char *function; /* the dispatch function's symbol */
  RvCalls calls;      /* the task graph's records of its calls */
} OpuPlan;

/* What opu's plan records in Graph.target_data for schedule and emit. */
typedef struct OpuProgram {
  RvEntry *entries;   /* one per function */
  int nentries;
  OpuPlan *task;      /* per task id */
  /* When no program can be written (a dynamic shape, an op the host runtime
   * cannot run): why, and where; emit reports it. */
  const char *no_program;
  Loc no_program_at;
  /* The program's text, printed once by opu_schedule (which measures it),
   * the arena's; opu_emit writes it out. Empty when it was streamed into
   * Options.asm_stream instead (streamed). */
  StrBuf text;
  bool streamed;
} OpuProgram;

bool opu_plan(Graph *g, const Options *o, Diag *d);
/* Measures the program: each dispatch function's lines, Merlin's coverage. */
bool opu_schedule(Graph *g, const Options *o, Diag *d);
bool opu_emit(const Graph *g, const Options *o, FILE *out, Diag *d);

/* ------------------------------------------------------------ coverage */

typedef struct OpuCoverage {
  int matmul_ops, matmul_ops_opu;     /* matmul-class tasks */
  int compute_tasks;                  /* every task (Merlin's denominator) */
  int64_t macs, macs_opu;             /* logical MACs of matmul-class tasks */
  int64_t int8_macs, int8_macs_opu;   /* the same over s8s8s32 contractions */
  int dynamic_matmuls;                /* matmul-class tasks with unknown MACs */
  /* Merlin's analyze_opu_coverage.py over the .s (spec §6). */
  int merlin_functions, merlin_opu_functions;
  int64_t merlin_lines, merlin_opu_lines;
  bool have_asm;
} OpuCoverage;

/* Counts from the graph and, when asm_text is not NULL, from the assembly. */
void opu_coverage(const Graph *g, const char *asm_text, OpuCoverage *c);
/* Merlin's counts over a piece of the assembly that starts and ends between
 * functions, added to c: the program measured as it is streamed. */
void opu_coverage_add_text(OpuCoverage *c, const char *text);
/* The per-dispatch table and the three metrics as text. */
void opu_coverage_report(const Graph *g, const OpuCoverage *c, StrBuf *out);

#endif
