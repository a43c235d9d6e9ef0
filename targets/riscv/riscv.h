/* riscv.h: the RISC-V program library the RISC-V targets (opu, gemmini) share:
 * an assembly writer, data symbols, the entry-point ABI and the host-call glue.
 *
 * A library, not a target: it decides nothing about which task runs where.
 * rv64gc, LP64D; a target adds its extension (opu: `.option arch, +v`).
 *
 * Every program it writes has one shape (docs/opu.md documents it for users):
 *   - one global function per entry point,
 *       int32_t npucc_<func>(void *const *inputs, void *const *outputs, void *workspace)
 *     that fills a buffer table (one 8-byte slot per buffer the entry touches,
 *     RvEntry.slots) on its stack and calls one local function per task with
 *     a0 = the table and s1 = 1 + task id; it returns 0, or 1 + the id of the
 *     task that failed (the message in npucc_error);
 *   - a dispatch function per task: rv_dispatch_begin / _end give it a frame
 *     (outgoing call arguments, a host-call buffer array, saved registers);
 *     rv_call makes an LP64D call whose arguments name slots, symbols,
 *     immediates or registers; a host call runs one op through the host
 *     runtime (targets/host/kernel_run.c built for riscv64): a HostKernel blob
 *     in .rodata (host_op_kernel builds it) and a call of host_kernel_run
 *     (rv_host_call prints it); rv_epilogue_emit inlines an elementwise op
 *     as scalar code instead;
 *   - data: constants in .rodata (rv_object), elided weights as global .bss
 *     symbols a loader fills (npucc_param_*), module state as global .data
 *     symbols (npucc_state_*) that the entry rewrites after its last task, a shared zero region for
 *     tensor.empty, npucc_error, and the npucc_program table that lists every
 *     entry with its name and an info record (workspace bytes, #inputs,
 *     #outputs, bytes of each).
 * The task graph records the ABI of every entry (rv_entry_abi: "entry_abi")
 * and where every buffer lives (rv_record_placements).
 *
 * A target's plan hook calls rv_plan_* (an RvEntry per function, RvHostCall
 * per host op, RvArg arrays per call) and records with rv_call_record and
 * rv_record_program; its schedule hook prints from those alone with
 * rv_program_*, rv_emit_entry, rv_dispatch_*, rv_call and rv_host_call,
 * streaming it into Options.asm_stream when the caller gave one, and its
 * emit hook copies out the text it held otherwise. targets/opu and targets/gemmini
 * (plan.c, emit.c) are the worked examples. */
#ifndef NPUCC_TARGETS_RISCV_H
#define NPUCC_TARGETS_RISCV_H

#include "npucc/diag.h"
#include "npucc/graph.h"

enum {
  RV_OUT_ARGS_BYTES = 80, /* a dispatch frame's outgoing area: 9 stack arguments, 16-aligned */
  RV_ERROR_BYTES = 256,   /* npucc_error: the host runtime's last message */
  RV_MAX_CALL_ARGS = 17,  /* 8 in a0-a7, the rest on the stack */
  RV_WORKSPACE_ALIGN = 64 /* every workspace buffer, and the workspace itself */
};

/* ------------------------------------------------------------ the writer */

/* Assembly text plus a running line count (the task graph records the first
 * and last line of every dispatch function). Held whole in sb, or streamed:
 * then sb holds only what was printed since the last flush point that
 * passed it on (rv_flush_point), a bounded piece (about RV_FLUSH_BYTES, or
 * one function), and the program costs no memory of its size. */
typedef struct RvAsm {
  StrBuf *sb;
  int line; /* lines completed so far */
  FILE *stream; /* where the text goes when streamed; NULL: held whole */
  /* Reads each piece of the text before it is streamed (or the whole text,
   * held, at rv_program_finish): a measure of the program (opu: Merlin's
   * coverage) computed as it goes. Pieces end at flush points, never inside
   * a function. NULL: none. */
  void (*seen)(void *ctx, const char *text);
  void *seen_ctx;
} RvAsm;
enum { RV_FLUSH_BYTES = 1 << 18 };

void rv_printf(RvAsm *as, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A point between functions or data lines: a streamed text held past
 * RV_FLUSH_BYTES is passed to seen and written out here. */
void rv_flush_point(RvAsm *as);
/* ABI name of integer register x<n> (the .insn operand spelling). */
const char *rv_xreg(int n);
/* rd = rs + v for any 64-bit v (tmp is used when v does not fit 12 bits). */
void rv_addi(RvAsm *as, const char *rd, const char *rs, int64_t v, const char *tmp);
/* insn (ld, sd, lw ...) reg, off(base) for any offset (tmp as above). */
void rv_mem(RvAsm *as, const char *insn, const char *reg, int64_t off, const char *base,
            const char *tmp);
/* Bytes as data directives (runs of 32 or more equal bytes collapse to .fill). */
void rv_data(RvAsm *as, const uint8_t *p, size_t n);

/* ------------------------------------------------------------ data symbols */

/* A local object of n bytes in the current section: .balign, .type, the
 * label (with `comment` after it), the bytes, .size. */
void rv_object(RvAsm *as, const char *sym, int align, const char *comment, const uint8_t *bytes,
               size_t n);

/* A symbol from an MLIR name: other characters become '_', and a leading digit
 * gets one too (GNU as would read it as a number). c_ident also maps '$', '.'. */
const char *rv_sanitize(Arena *a, const char *s, bool c_ident);
/* npucc_<func>: the entry point of a function. */
const char *rv_entry_symbol(Arena *a, const char *func);
/* IREE-style dispatch names (`main$async_dispatch_3_matmul_like_50x20x24_i8xi8xi32`)
 * so Merlin's coverage script classifies them as it does IREE's. */
const char *rv_dispatch_name(const Graph *g, const Task *t, Arena *a);

/* ------------------------------------------------------------ buffers */

/* Where the bytes of a view group (a tensor and the reshapes of it) live. */
typedef enum {
  RV_HOME_INPUT,  /* inputs[index] */
  RV_HOME_OUTPUT, /* outputs[index] */
  RV_HOME_CONST,  /* a .rodata symbol */
  RV_HOME_PARAM,  /* an elided weight: a .bss symbol the loader fills */
  RV_HOME_ZERO,   /* tensor.empty: reads as zeros (the shared npucc_zeros) */
  RV_HOME_WORK,   /* an offset in the caller's workspace */
  RV_HOME_STATE   /* module state: a writable global .data symbol (npucc_state_<global>)
                   * holding the initial value, rewritten when a call that stores
                   * it ends, so the next call reads it */
} RvHome;

/* Placement.space of each home, as the task graph names it. */
extern const char *const rv_home_names[];

/* One slot of an entry's buffer table. */
typedef struct RvSlot {
  RvHome kind;
  int index;        /* input/output position */
  int tensor;       /* the group's root tensor, -1 for a target's scratch */
  const char *sym;  /* CONST / PARAM symbol */
  const uint8_t *data; /* CONST: its bytes (a splat expanded) */
  const char *what; /* for the task graph: "buffer 12 %x", "scratch lhs_packed of task 3" */
  int64_t bytes;
  int first, last;  /* lifetime in task positions of the entry (HOME_WORK) */
  int64_t offset;   /* workspace offset (HOME_WORK) */
} RvSlot;

/* The plan of one entry point: its tasks and its buffer table. */
typedef struct RvEntry {
  int func;
  const char *symbol;   /* npucc_<func> */
  int *tasks, ntasks;   /* task ids, in program order */
  RvSlot *slots;
  int nslots, capslots;
  int *root;            /* per tensor: root of its view group (Graph-wide) */
  int *slot_of_root;    /* per root tensor: its slot, or -1 */
  int64_t workspace;    /* bytes, a multiple of RV_WORKSPACE_ALIGN */
  int64_t zero_bytes;   /* the largest tensor.empty group it reads */
  int *state_stash;     /* per state store of the function: the slot its value is copied to
                         * before any store (it is state another store rewrites), or -1 */
} RvEntry;

/* Does task t really read or write operand k of op (k past the operands:
 * result k - op_noperands) through the table? A target leaves out what it
 * handles otherwise (a weight packed at compile time, an init it never reads). */
typedef bool (*RvTouches)(const Graph *g, const Task *t, const Op *op, int k, const void *ctx);

/* Start the plan of function `func`: its tasks, every tensor's view root. */
void rv_plan_entry(Graph *g, int func, RvEntry *e);
/* Give every view group the entry's tasks touch (and its inputs and outputs) a
 * home and a slot, by root tensor id. False, with *why (arena text) and the
 * tensor's location, when such a tensor has a dynamic shape or a type npucc
 * does not model: then no program can be written. */
bool rv_plan_buffers(Graph *g, RvEntry *e, RvTouches touches, const void *ctx, const char **why,
                     Loc *where);
/* A workspace slot for a target's scratch used by the task at position pos. */
int rv_plan_scratch(Graph *g, RvEntry *e, const Task *t, int pos, const char *what, int64_t bytes);
/* Workspace offsets: first fit over lifetimes, largest first, so buffers whose
 * tasks do not overlap share bytes. */
void rv_plan_workspace(Arena *a, RvEntry *e);
/* g->place for every tensor with a slot: space = home, addr = workspace offset
 * or input/output position, the slot and symbol in its props. */
void rv_record_placements(Graph *g, const RvEntry *e);
/* The entry's ABI, for the task graph's "entry_abi" list. */
Prop *rv_entry_abi(Graph *g, const RvEntry *e);
/* What the task graph says of one planned dispatch function. */
typedef struct RvCalls RvCalls;
typedef struct RvDispatchRecord {
  const char *function; /* its symbol (also the task's label) */
  const RvCalls *calls; /* the records of its calls ("calls" when any) */
} RvDispatchRecord;
/* The record of a planned program, as every RISC-V target's plan writes it:
 * per entry its placements and its ABI ("entry_abi"); per task in program
 * order its label, the target's own details (task(), which adds them and
 * returns the task's function and calls), "function" and "calls". */
void rv_record_program(Graph *g, const RvEntry *entries, int nentries,
                       RvDispatchRecord (*task)(Graph *g, Task *t, const void *ctx), const void *ctx);

static inline int rv_slot_of(const RvEntry *e, int tensor) { return e->slot_of_root[e->root[tensor]]; }
/* Byte offset of slot s in the buffer table. */
static inline int64_t rv_slot_off(int s) { return 8 * (int64_t)s; }

/* ------------------------------------------------------------ code */

/* One argument of an LP64D call. */
typedef enum { RV_ARG_IMM, RV_ARG_REG, RV_ARG_SLOT, RV_ARG_SYM } RvArgKind;
typedef struct RvArg {
  RvArgKind kind;
  int64_t imm;     /* RV_ARG_IMM */
  const char *reg; /* RV_ARG_REG: a register (recorded as 0: an offset that starts there) */
  int slot;        /* RV_ARG_SLOT: the pointer in that slot of the table at s0 */
  const char *sym; /* RV_ARG_SYM: the symbol's address */
} RvArg;

static inline RvArg rv_imm(int64_t v) { return (RvArg){RV_ARG_IMM, v, NULL, 0, NULL}; }
static inline RvArg rv_reg(const char *r) { return (RvArg){RV_ARG_REG, 0, r, 0, NULL}; }
static inline RvArg rv_slotarg(int s) { return (RvArg){RV_ARG_SLOT, 0, NULL, s, NULL}; }
static inline RvArg rv_symarg(const char *s) { return (RvArg){RV_ARG_SYM, 0, NULL, 0, s}; }

/* Call fn with args (names[i] comments argument i): arguments 9.. go to the
 * outgoing area at 0(sp) through t0, then a0-a7. Clobbers t0, t1. */
void rv_call(RvAsm *as, const char *fn, const char *role, const RvArg *args, int n,
             const char *const *names);
/* The task graph's records of a dispatch's calls ("calls"), an arena array. */
struct RvCalls {
  Prop **v;
  int n, cap;
};
/* Append the record of such a call: symbol, role, each argument by name. */
void rv_call_record(Arena *a, RvCalls *c, const RvEntry *e, const char *fn, const char *role,
                    const RvArg *args, int n, const char *const *names);

/* The registers a dispatch function saves: ra, s0 always, s1-s11 when nsaved = 13. */
enum { RV_SAVED_MIN = 2, RV_SAVED_ALL = 13 };
/* .type, label, frame, saves; then s0 = the buffer table. */
void rv_dispatch_begin(RvAsm *as, const char *name, int nsaved);
/* Return 0, or (at `fail`) 1; restore and .size. */
void rv_dispatch_end(RvAsm *as, const char *name, const char *label, const char *fail, int nsaved);

/* Whether an elementwise op can run as emitted scalar code inside a dispatch
 * (epilogue.c); why not in *why (static string). Only such ops may be
 * given to rv_epilogue_emit. */
bool rv_epilogue_supported(const Graph *g, const Op *op, const char **why);
/* Its code: buffer addresses come from the buffer table at s0 (table_off[i] =
 * byte offset of the slot of operand i, operands first, then the result).
 * Uses s1-s11, t0-t6, a0-a7, ft0-ft11, fa0-fa7: the dispatch saves all
 * (RV_SAVED_ALL). `label` makes local labels unique. */
void rv_epilogue_emit(RvAsm *as, const Graph *g, const Op *op, const int64_t *table_off,
                      const char *label);

/* One op a dispatch runs through the host runtime: its HostKernel blob. */
typedef struct RvHostCall {
  const char *blob;     /* the .rodata symbol: npucc_hk_<n> */
  const uint8_t *bytes; /* the HostKernel (targets/host/kernel.h) */
  size_t size;
  bool defines;         /* the first call with these bytes: it writes the symbol */
} RvHostCall;

/* The program's HostKernel blobs by content: ops with the same blob (the same
 * op and shapes in N layers) share one .rodata symbol, and calls with the
 * same blob and role one task-graph record. Zero-initialised. */
typedef struct RvBlob {
  const char *sym;  /* npucc_hk_<i> */
  const char *role; /* of the last record made for it */
  Prop *record;     /* that record (shared: never appended to) */
} RvBlob;
typedef struct RvBlobs {
  Intern bytes;     /* the blobs (legalize's, not copied); entry i is blob[i] */
  RvBlob *blob;
  int cap;
} RvBlobs;

/* Plan op on the host: its blob (host_op_kernel: the one legalize kept),
 * named npucc_hk_<n> in *blobs or the symbol of an equal earlier blob, and
 * the call's record appended to *calls. False with *why (arena text) when the
 * host runtime cannot run the op either (a dynamic shape; legalize refused
 * the rest). */
bool rv_plan_host_call(Graph *g, Op *op, RvBlobs *blobs, RvHostCall *hc,
                       RvCalls *calls, const char **why);

/* A data object of .rodata whose lines are printed only when .rodata is
 * appended to .text: a weight is most of a program's text, and printing it
 * into .rodata first made it twice, plus the copy (RvProgram.objects). */
typedef struct RvObject {
  size_t at;           /* where in rodata_sb it goes */
  int line_at;         /* rodata's line count there */
  const char *sym, *comment;
  int align;
  const uint8_t *bytes; /* alive until rv_program_finish */
  size_t n;
} RvObject;

/* Program-wide state of the writer: .rodata is collected apart from .text and
 * appended at the end; its data objects, in place, only then. */
typedef struct RvProgram {
  RvAsm text;        /* the output: .text first */
  StrBuf rodata_sb;
  RvAsm rodata;
  RvObject *objects;
  int nobjects, cap_objects;
  Arena *a;
  int64_t zero_bytes; /* the largest RvEntry.zero_bytes */
} RvProgram;

/* The text goes to out, held whole; or, when stream is set, through out (a
 * piece at a time) into stream. seen (may be NULL) reads it (RvAsm.seen). */
void rv_program_init(RvProgram *P, Arena *a, StrBuf *out, FILE *stream, void (*seen)(void *, const char *),
                     void *seen_ctx);
/* rv_object into .rodata, at this point of it: the same text, printed by
 * rv_program_finish straight into .text (bytes must live until then). */
void rv_program_object(RvProgram *P, const char *sym, int align, const char *comment,
                       const uint8_t *bytes, size_t n);
/* Print a planned host call inside a dispatch function of t: the blob to
 * .rodata, the operand and result pointers from the table into the frame's
 * buffer array, host_kernel_run; a failure jumps to `fail`. */
void rv_host_call(RvProgram *P, const RvEntry *e, const Task *t, const Op *op,
                  const RvHostCall *hc, const char *fail);
/* The entry function of e (after its dispatch functions) and its info record:
 * the tasks in order, then the outputs' copies, then the state stores. */
void rv_emit_entry(RvProgram *P, const Graph *g, const RvEntry *e);
/* Start the trailer: switch to .rodata, where the target may put its own
 * objects before rv_program_finish. */
void rv_program_rodata(RvProgram *P);
/* The rest: entry names, the collected .rodata, npucc_program, .data (module
 * state), .bss (npucc_error, npucc_zeros, the elided weights of g->place), the
 * stack note; then the last piece streamed (or the whole text seen). */
void rv_program_finish(RvProgram *P, const Graph *g);
void rv_program_free(RvProgram *P);

#endif
