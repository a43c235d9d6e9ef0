/* schedule.h (npu): the instruction builder kernels append to, its list
 * scheduler and the cycle model; implemented in schedule.c. */
#ifndef NPUCC_NPU_SCHEDULE_H
#define NPUCC_NPU_SCHEDULE_H

#include "npu/isa.h"

/* Kernels append instructions to the current straight-line block; labels
 * and branches close it. Each closed block is list-scheduled (reordered
 * within the dependences npu_model's rules imply) and gets the `delay`s
 * that make it legal even when every dma.wait returns at once. Loop heads
 * start with all units idle, so one schedule serves every iteration. */
typedef struct NpuBuilder NpuBuilder;

NpuBuilder *nb_new(Arena *a);
/* From now on the builder only asks: it hashes and keeps what is asked
 * for (nb_hash_begin, nb_hash_keep), names labels and follows the pending
 * DMAs, but schedules nothing and has no code. From an idle start the
 * scheduler makes the same code of the same requests, so what tells tasks
 * apart is known without the cost of scheduling them. A loop's back edge
 * hashes as its short form (the form follows from the requests too). */
void nb_dry(NpuBuilder *b);
/* Frees the builder's memory (the code array, scratch, label names and the
 * comments its code points to); nb_code is gone after. */
void nb_free(NpuBuilder *b);
bool nb_failed(const NpuBuilder *b);
const char *nb_error(const NpuBuilder *b);
/* The task being built when the first failure happened (-1: none), so the
 * message can carry that task's location. */
int nb_error_task(const NpuBuilder *b);
void nb_fail(NpuBuilder *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void nb_set_task(NpuBuilder *b, int task);
/* The finished instruction stream (after nb_finish). */
const NpuInst *nb_code(const NpuBuilder *b, int *n);
/* The same, handed over: the caller frees it (xmalloc'd); the builder's code is empty after. */
NpuInst *nb_take_code(NpuBuilder *b, int *n);
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
void nb_vli_row(NpuBuilder *b, int m, int value); /* row 0 = value (numeric), the rest 0 */
void nb_vpack(NpuBuilder *b, int md, int ms, int e);

/* Scalar word load/store (LSU; no VMEM banks held): the parameter table. */
void nb_lw(NpuBuilder *b, int xd, int xbase, int64_t off);
void nb_sw(NpuBuilder *b, int xv, int xbase, int64_t off);

/* Control. Labels get names "<prefix>" made unique by the builder. */
int nb_label_new(NpuBuilder *b, const char *name);
void nb_label_place(NpuBuilder *b, int label); /* closes the block */
/* Close the block and hold decode until every unit is idle (DMA excepted). */
void nb_drain(NpuBuilder *b);
/* Close the block and wait for every pending DMA channel, then drain. */
void nb_quiesce(NpuBuilder *b);
void nb_ecall(NpuBuilder *b);
/* Every unit idle (DMA excepted), then the jump and its two delay slots. */
void nb_jal(NpuBuilder *b, int xd, int label);
void nb_jalr(NpuBuilder *b, int xd, int xa, int64_t imm);

/* Shared bodies. The hash of what a task asked for (instructions before
 * scheduling, labels relative to the task's first), from nb_hash_begin on;
 * paused, emission does not count and nb_hash_value adds a record instead
 * (a parameter whose value must not count). */
void nb_hash_begin(NpuBuilder *b);
uint64_t nb_hash(const NpuBuilder *b);
void nb_hash_value(NpuBuilder *b, int64_t v);
void nb_hash_pause(NpuBuilder *b, bool pause);
/* Keeping on, the builder also keeps every value the hash sees from
 * nb_hash_begin on (nb_kept: an encoding two equal runs share byte for
 * byte) and the names nb_label_new was asked for (nb_kept_names), so that
 * twins are told apart instruction by instruction, not by the hash alone,
 * and a task left out can still take the names it would have taken.
 * nb_keep_value adds a value to the kept ones only, not to the hash. */
void nb_hash_keep(NpuBuilder *b, bool on);
void nb_keep_value(NpuBuilder *b, int64_t v);
const unsigned char *nb_kept(const NpuBuilder *b, size_t *n);
const char *const *nb_kept_names(const NpuBuilder *b, int *n);
/* A point of the output to drop back to: the code and labels after it go
 * (a task emitted only for its parameters: it calls a body already there). */
typedef struct NbMark {
  int ncode, nlabels;
} NbMark;
NbMark nb_mark(NpuBuilder *b);
void nb_rollback(NpuBuilder *b, NbMark m);

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
/* A shared body's run is followed at its first call and replayed at the
 * others when nothing it takes depends on the caller's values; off, every
 * call is followed (what the replays are checked against). On by default. */
void npu_cycle_model_replay(NpuCycleModel *m, bool on);
/* Cycles of code[first..last] (inclusive), starting from an idle machine,
 * following loops by interpreting the scalar instructions. */
int64_t npu_estimate_cycles(NpuCycleModel *m, int first, int last,
                            int64_t *unit_busy /* NU_COUNT entries or NULL */);

#endif
