/* schedule.c (npu): the instruction builder and static scheduler: dependences
 * from npu_model's resource rules, list scheduling, delays, loops, estimates. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu/schedule.h"

/* Resources an instruction can touch, numbered in one space. x and e
 * registers order only writes against reads (read/read is free); every
 * other resource orders any two accesses, as npu_model's bank-conflict
 * check rejects even two concurrent readers. */
enum {
  R_X = 0, R_E = 32, R_M = 64, R_W = 128, R_ACC = 132, R_CH = 136, R_VMEM = 144,
  NPU_SPACES = 8,              /* space 0 physical, 1..7 ping-pong slot names */
  VBLOCK = 1024,               /* VMEM tracked in 1 KB blocks */
  VBLOCKS = NPU_VMEM_BYTES / VBLOCK,
  /* the shared bodies' parameter table: lw/sw hold no VMEM banks (spec
   * §4 rule 2), so it is one resource that keeps its accesses in order */
  R_PTAB = R_VMEM + NPU_SPACES * VBLOCKS,
  R_COUNT = R_PTAB + 1
};

enum { HELD_LIST = 24 };
_Static_assert(R_COUNT <= INT16_MAX, "held_list keeps resources in int16_t");

typedef enum { ACC_READ, ACC_WRITE, ACC_EXCL } AccessKind;

typedef struct Access {
  int res;
  AccessKind kind;
} Access;

enum { MAX_ACCESS = VBLOCKS + 64 }; /* one VMEM range (at most all of it) + registers */

/* Timing of one track. The safe track lets every dma.wait return at once and
 * decides the delays; the predicted track models the DMA queue and decides
 * order and the estimates. */
typedef struct TimeState {
  int64_t now;                  /* cycle the next instruction can issue in */
  int64_t unit_free[NU_COUNT];
  int64_t t_bound;              /* no t_read/t_write is above it: lets nb_drain skip its scan */
  int held_lo[NPU_NUM_CH], held_hi[NPU_NUM_CH]; /* resources a channel may hold lie in [lo, hi) */
  /* ... and, while there are at most HELD_LIST of them, are these (maybe
   * twice; HELD_LIST + 1: too many, walk the range): [lo, hi) spans the
   * registers and the VMEM blocks, thousands of resources a dma.wait, a
   * block's copy and its edges walked for the few a transfer takes */
  int16_t held_list[NPU_NUM_CH][HELD_LIST];
  uint8_t nheld[NPU_NUM_CH];
  int64_t engine_free;          /* DMA engine idle from here on (predicted) */
  int64_t ch_done[NPU_NUM_CH];  /* predicted completion of the channel's transfer */
  bool pending[NPU_NUM_CH];
  bool pend_config[NPU_NUM_CH]; /* the pending op is a dma.config (placeholder) */
  NpuVmemPacked pend_vm[NPU_NUM_CH];
  int pend_x[NPU_NUM_CH][3];
  /* per resource, last: track_copy_for_block copies only what a block touches */
  int64_t t_read[R_COUNT];      /* a read may issue from here on */
  int64_t t_write[R_COUNT];     /* a write (or any exclusive access) from here on */
  int8_t held[R_COUNT];         /* channel of a pending DMA holding it, else -1 */
} TimeState;

/* build_edges' per-resource state, kept across blocks (edges_reset clears
 * what a block touched) so that a block costs what it touches, not R_COUNT:
 * programs of many small tasks schedule many small blocks. */
typedef struct EdgeState {
  int last[R_COUNT];        /* last exclusive accessor / writer, or -1 */
  int *readers[R_COUNT];    /* readers since the last writer (x, e registers) */
  int nreaders[R_COUNT], capreaders[R_COUNT];
} EdgeState;

typedef struct Node {
  NpuInst in;
  Access *acc;
  int nacc;
  int *pred, *plat, npred, cappred;
  int nsucc_left;   /* predecessors not yet scheduled */
  int *succ, nsucc, capsucc;
  int64_t prio;
  int64_t issue;
  bool done;
  int wait_of;      /* for a dma.wait: the node of its DMA in this block, or -1 */
} Node;

struct NpuBuilder {
  /* what this build allocates: blocks, label names, comments; emptied by
   * nb_free (a program is built up to three times, and what is printed of
   * the last is copied out) */
  Arena *arena;
  Arena *scratch; /* the current block's footprints and edges, reset per block */
  char err[512];
  bool failed;
  /* asking only (nb_dry): the hash and the kept values of what is asked
   * for, the labels and the pending DMAs, no blocks, no schedule, no code */
  bool dry;
  int fail_task; /* b->task at the first failure */
  int task;
  /* output (heap: it is the largest array and grows by realloc) */
  NpuInst *code;
  int ncode, capcode;
  const char **labels;
  int nlabels, caplabels;
  struct NameSlot *names; /* hash set of label names, for uniquing in O(1) */
  int nnames, capnames;
  bool *label_is_head;
  /* current block */
  Node *blk;
  int nblk, capblk;
  const char **blk_comments;
  int nblk_comments, capblk_comments;
  /* tracks */
  TimeState *safe, *pred;
  TimeState *trial; /* flush_block's scratch copy of pred */
  EdgeState edges;
  /* x register allocator */
  uint32_t xused;
  /* the running hash of what the current task asked for (nb_hash_begin) */
  uint64_t hash;
  int hash_label_base, hash_paused;
  /* with nb_hash_keep: what the hash saw, every value (8 bytes each), and
   * the label names asked for */
  bool keeping;
  unsigned char *kept;
  size_t nkept, capkept;
  const char **kept_names;
  int nkept_names, capkept_names;
};

/* ---------------------------------------------------------------- basics */

void nb_fail(NpuBuilder *b, const char *fmt, ...) {
  if (b->failed) return;
  b->failed = true;
  b->fail_task = b->task;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(b->err, sizeof b->err, fmt, ap);
  va_end(ap);
}

bool nb_failed(const NpuBuilder *b) { return b->failed; }
const char *nb_error(const NpuBuilder *b) { return b->err; }
int nb_error_task(const NpuBuilder *b) { return b->fail_task; }
void nb_set_task(NpuBuilder *b, int task) { b->task = task; }

/* A pending DMA on channel ch holds resource r until its dma.wait. */
static void hold(TimeState *s, int r, int ch) {
  s->held[r] = (int8_t)ch;
  if (s->nheld[ch] < HELD_LIST) s->held_list[ch][s->nheld[ch]] = (int16_t)r;
  if (s->nheld[ch] <= HELD_LIST) s->nheld[ch]++;
  if (s->held_lo[ch] >= s->held_hi[ch]) s->held_lo[ch] = r, s->held_hi[ch] = r + 1;
  if (r < s->held_lo[ch]) s->held_lo[ch] = r;
  if (r >= s->held_hi[ch]) s->held_hi[ch] = r + 1;
}

/* The resources channel ch may hold, each at least once (the caller checks
 * held[r] == ch where it matters):
 *     for (HeldWalk w = held_walk(s, ch); held_next(&w, &r);) */
typedef struct HeldWalk {
  int k, end;
  const int16_t *list; /* NULL: the range [k, end) */
} HeldWalk;

static HeldWalk held_walk(const TimeState *s, int ch) {
  if (s->nheld[ch] <= HELD_LIST) return (HeldWalk){0, s->nheld[ch], s->held_list[ch]};
  return (HeldWalk){s->held_lo[ch], s->held_hi[ch], NULL};
}

static bool held_next(HeldWalk *w, int *r) {
  if (w->k >= w->end) return false;
  *r = w->list ? w->list[w->k] : w->k;
  w->k++;
  return true;
}

static void ts_reset(TimeState *s, int64_t now) {
  memset(s, 0, sizeof *s);
  s->now = now;
  for (int i = 0; i < R_COUNT; i++) s->held[i] = -1;
}

NpuBuilder *nb_new(Arena *a) {
  NpuBuilder *b = arena_alloc(a, sizeof *b);
  b->arena = arena_child(a);
  b->task = b->fail_task = -1;
  b->scratch = arena_new();
  b->safe = arena_alloc(a, sizeof *b->safe);
  b->pred = arena_alloc(a, sizeof *b->pred);
  b->trial = arena_alloc(a, sizeof *b->trial);
  for (int r = 0; r < R_COUNT; r++) b->edges.last[r] = -1;
  ts_reset(b->safe, 0);
  ts_reset(b->pred, 0);
  b->xused = 1; /* x0 */
  return b;
}

void nb_dry(NpuBuilder *b) { b->dry = true; }

void nb_free(NpuBuilder *b) {
  if (!b) return;
  arena_free(b->scratch);
  b->scratch = NULL;
  for (int r = 0; r < R_COUNT; r++) {
    free(b->edges.readers[r]);
    b->edges.readers[r] = NULL;
    b->edges.nreaders[r] = b->edges.capreaders[r] = 0;
  }
  free(b->code);
  b->code = NULL;
  b->ncode = b->capcode = 0;
  free(b->kept);
  free(b->kept_names);
  b->kept = NULL;
  b->kept_names = NULL;
  b->nkept = b->capkept = 0;
  b->nkept_names = b->capkept_names = 0;
  arena_reset(b->arena);
  b->labels = NULL;
  b->names = NULL;
  b->blk = NULL;
  b->blk_comments = NULL;
  b->nlabels = b->caplabels = b->nnames = b->capnames = 0;
  b->nblk = b->capblk = b->nblk_comments = b->capblk_comments = 0;
}

const NpuInst *nb_code(const NpuBuilder *b, int *n) {
  *n = b->ncode;
  return b->code;
}
NpuInst *nb_take_code(NpuBuilder *b, int *n) {
  *n = b->ncode;
  /* shrunk to fit (never NULL): a large block shrinks in place */
  NpuInst *code = xrealloc(b->code, sizeof *code * (size_t)(b->ncode ? b->ncode : 1));
  b->code = NULL;
  b->ncode = b->capcode = 0;
  return code;
}
const char *nb_label_name(const NpuBuilder *b, int l) {
  return l >= 0 && l < b->nlabels ? b->labels[l] : "?";
}
int nb_label_count(const NpuBuilder *b) { return b->nlabels; }

int nb_xalloc(NpuBuilder *b) {
  for (int i = 1; i < NPU_NUM_X; i++)
    if (!(b->xused & (1u << i))) {
      b->xused |= 1u << i;
      return i;
    }
  nb_fail(b, "npu: out of x registers");
  return 31;
}
void nb_xfree(NpuBuilder *b, int x) {
  if (x > 0 && x < NPU_NUM_X) b->xused &= ~(1u << x);
}
int nb_xfree_count(const NpuBuilder *b) {
  int n = 0;
  for (int i = 1; i < NPU_NUM_X; i++) n += !(b->xused & (1u << i));
  return n;
}

static void out_push(NpuBuilder *b, NpuInst in) {
  if (b->dry) return;
  if (b->ncode == b->capcode) {
    b->capcode = b->capcode ? 2 * b->capcode : 1024;
    b->code = xrealloc(b->code, sizeof *b->code * (size_t)b->capcode);
  }
  b->code[b->ncode++] = in;
}

/* --------------------------------------------------------- footprints */

static void add_acc(Access *v, int *n, int res, AccessKind k) {
  if (res < 0 || res >= R_COUNT || *n >= MAX_ACCESS) return;
  if (res == R_X + 0) return; /* x0: reads 0, writes dropped */
  for (int i = 0; i < *n; i++)
    if (v[i].res == res) {
      if (k != v[i].kind) v[i].kind = ACC_EXCL; /* read and write: both orders matter */
      return;
    }
  v[(*n)++] = (Access){res, k};
}

static void add_m(Access *v, int *n, int m, bool pair) {
  add_acc(v, n, R_M + m, ACC_EXCL);
  if (pair) add_acc(v, n, R_M + m + 1, ACC_EXCL);
}

/* VMEM blocks are distinct from everything else an op touches: no dedup. */
static void add_vmem(Access *v, int *n, NpuVmemPacked vm) {
  if (vm.len <= 0) return;
  int64_t lo = vm.addr / VBLOCK, hi = (vm.addr + vm.len - 1) / VBLOCK;
  if (vm.space < 0 || vm.space >= NPU_SPACES || lo < 0) return;
  if (hi >= VBLOCKS) hi = VBLOCKS - 1;
  for (int64_t k = lo; k <= hi && *n < MAX_ACCESS; k++)
    v[(*n)++] = (Access){R_VMEM + vm.space * VBLOCKS + (int)k, ACC_EXCL};
}

static int footprint(const NpuInst *in, Access *v) {
  int n = 0;
  switch (in->opc) {
  case NI_ADD: case NI_SUB: case NI_AND: case NI_OR: case NI_XOR: case NI_SLL: case NI_SRL:
  case NI_SLT: case NI_SLTU:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->b, ACC_READ);
    add_acc(v, &n, R_X + in->d, ACC_WRITE);
    break;
  case NI_ADDI: case NI_ANDI: case NI_ORI: case NI_XORI: case NI_SLTI: case NI_SLLI:
  case NI_SRLI: case NI_SRAI:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->d, ACC_WRITE);
    break;
  case NI_LUI: case NI_LI: case NI_JAL:
    add_acc(v, &n, R_X + in->d, ACC_WRITE);
    break;
  case NI_JALR:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->d, ACC_WRITE);
    break;
  case NI_LW:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->d, ACC_WRITE);
    add_acc(v, &n, R_PTAB, ACC_EXCL);
    break;
  case NI_SW:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->b, ACC_READ);
    add_acc(v, &n, R_PTAB, ACC_EXCL);
    break;
  case NI_BEQ: case NI_BNE: case NI_BLT: case NI_BGE: case NI_BLTU: case NI_BGEU:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->b, ACC_READ);
    break;
  case NI_SELI: add_acc(v, &n, R_E + in->d, ACC_WRITE); break;
  case NI_DMA_WAIT:
    /* what the wait is declared to release (nb_dma_wait_cover) */
    add_acc(v, &n, R_X + in->d, ACC_EXCL);
    add_acc(v, &n, R_X + in->a, ACC_EXCL);
    add_acc(v, &n, R_X + in->b, ACC_EXCL);
    add_vmem(v, &n, in->vm);
    break;
  case NI_VLOAD: case NI_VSTORE:
    add_m(v, &n, in->d, false);
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_vmem(v, &n, in->vm);
    break;
  case NI_DMA_CONFIG:
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_CH + in->sel, ACC_EXCL);
    break;
  case NI_DMA_LOAD: case NI_DMA_STORE:
    add_acc(v, &n, R_X + in->d, ACC_READ);
    add_acc(v, &n, R_X + in->a, ACC_READ);
    add_acc(v, &n, R_X + in->b, ACC_READ);
    add_acc(v, &n, R_CH + in->sel, ACC_EXCL);
    add_vmem(v, &n, in->vm);
    break;
  case NI_PUSH_W:
    add_m(v, &n, in->a, false);
    add_acc(v, &n, R_W + in->sel * 2 + in->d, ACC_EXCL);
    break;
  case NI_PUSH_ACC_FP8: case NI_PUSH_ACC_BF16:
    add_m(v, &n, in->a, in->opc == NI_PUSH_ACC_BF16);
    add_acc(v, &n, R_ACC + in->sel * 2 + in->d, ACC_EXCL);
    break;
  case NI_MATMUL: case NI_MATMUL_ACC:
    add_m(v, &n, in->a, false);
    add_acc(v, &n, R_W + in->sel * 2 + in->b, ACC_EXCL);
    add_acc(v, &n, R_ACC + in->sel * 2 + in->d, ACC_EXCL);
    break;
  case NI_POP_BF16: case NI_POP_FP8:
    add_m(v, &n, in->d, in->opc == NI_POP_BF16);
    add_acc(v, &n, R_ACC + in->sel * 2 + in->a, ACC_EXCL);
    if (in->opc == NI_POP_FP8) add_acc(v, &n, R_E + in->b, ACC_READ);
    break;
  case NI_VADD: case NI_VSUB: case NI_VMUL: case NI_VMAX: case NI_VMIN:
    add_m(v, &n, in->a, true);
    add_m(v, &n, in->b, true);
    add_m(v, &n, in->d, true);
    break;
  case NI_VMOV:
    add_m(v, &n, in->a, false);
    add_m(v, &n, in->d, false);
    break;
  case NI_VLI_ALL: case NI_VLI_ROW: add_m(v, &n, in->d, false); break;
  case NI_VPACK:
    add_m(v, &n, in->a, true);
    add_m(v, &n, in->d, false);
    add_acc(v, &n, R_E + in->b, ACC_READ);
    break;
  case NI_VUNPACK:
    add_m(v, &n, in->a, false);
    add_m(v, &n, in->d, true);
    add_acc(v, &n, R_E + in->b, ACC_READ);
    break;
  default:
    if (in->opc >= NI_VEXP && in->opc <= NI_VTRPOSE) {
      add_m(v, &n, in->a, true);
      add_m(v, &n, in->d, true);
    }
  }
  return n;
}

static int latency_of(const NpuInst *in) {
  if (in->opc == NI_LI) return npu_li_length(in->imm);
  int l = npu_opc_latency(in->opc, in->sel);
  return l > 0 ? l : 1;
}

/* Decode cycles an instruction occupies when nothing stalls it. */
static int64_t decode_cycles(const NpuInst *in) {
  if (in->opc == NI_DELAY) return in->imm + 1;
  if (in->opc == NI_LI) return npu_li_length(in->imm);
  return 1;
}

static bool is_real(const NpuInst *in) { return in->opc != NI_LABEL && in->opc != NI_COMMENT; }

/* --------------------------------------------------------- the tracks */

/* The earliest cycle `in` may issue on track s, from the state before it
 * (program-order predecessors outside the current block). */
static int64_t ts_entry(const TimeState *s, const NpuInst *in, const Access *acc, int nacc) {
  int64_t t = s->now;
  NpuUnitId u = npu_opc_unit(in->opc, in->sel);
  if (u == NU_LSU || u == NU_MXU0 || u == NU_MXU1 || u == NU_VPU)
    if (s->unit_free[u] > t) t = s->unit_free[u];
  for (int i = 0; i < nacc; i++) {
    int64_t r = acc[i].kind == ACC_READ ? s->t_read[acc[i].res] : s->t_write[acc[i].res];
    if (r > t) t = r;
  }
  return t;
}

/* The clock part of issuing `in` at cycle t on track s: the units, the DMA
 * queue and when decode moves on (returned; s->now is the caller's). It is
 * all an estimate follows: no instruction waits for a resource there. */
static int64_t ts_clock(TimeState *s, const NpuInst *in, int64_t t, bool predicted) {
  int64_t next = t + decode_cycles(in);
  NpuUnitId u = npu_opc_unit(in->opc, in->sel);
  if (u == NU_LSU || u == NU_MXU0 || u == NU_MXU1 || u == NU_VPU) s->unit_free[u] = t + latency_of(in);
  if (in->opc == NI_DMA_WAIT) {
    int ch = in->sel;
    if (predicted && s->pending[ch] && s->ch_done[ch] + 2 > next) next = s->ch_done[ch] + 2;
    s->pending[ch] = false;
  } else if (in->opc == NI_DMA_LOAD || in->opc == NI_DMA_STORE || in->opc == NI_DMA_CONFIG) {
    int ch = in->sel;
    int64_t dur = in->opc == NI_DMA_CONFIG ? 4 : npu_dma_cycles(in->vm.len);
    int64_t start = t + 1 > s->engine_free ? t + 1 : s->engine_free;
    s->engine_free = start + dur;
    s->ch_done[ch] = start + dur;
    s->pending[ch] = true;
    s->pend_config[ch] = in->opc == NI_DMA_CONFIG;
    s->pend_vm[ch] = in->vm;
    s->pend_x[ch][0] = in->opc == NI_DMA_CONFIG ? in->a : in->d;
    s->pend_x[ch][1] = in->opc == NI_DMA_CONFIG ? 0 : in->a;
    s->pend_x[ch][2] = in->opc == NI_DMA_CONFIG ? 0 : in->b;
  }
  return next;
}

/* Record `in` issued at cycle t on track s. `predicted` models the DMA
 * queue and lets dma.wait hold decode until its transfer is done. */
static void ts_apply(TimeState *s, const NpuInst *in, const Access *acc, int nacc, int64_t t,
                     bool predicted) {
  int64_t next = ts_clock(s, in, t, predicted);
  int L = latency_of(in);
  if (in->opc == NI_DMA_WAIT) {
    int ch = in->sel;
    int r;
    for (HeldWalk w = held_walk(s, ch); held_next(&w, &r);)
      if (s->held[r] == ch) {
        s->held[r] = -1;
        if (s->t_read[r] < next) s->t_read[r] = next;
        if (s->t_write[r] < next) s->t_write[r] = next;
      }
    s->held_lo[ch] = s->held_hi[ch] = 0;
    s->nheld[ch] = 0;
    for (int i = 0; i < nacc; i++) {
      if (s->t_read[acc[i].res] < next) s->t_read[acc[i].res] = next;
      if (s->t_write[acc[i].res] < next) s->t_write[acc[i].res] = next;
    }
    if (s->t_bound < next) s->t_bound = next;
    s->now = next;
    return;
  }
  if (in->opc == NI_DMA_LOAD || in->opc == NI_DMA_STORE || in->opc == NI_DMA_CONFIG) {
    for (int i = 0; i < nacc; i++) hold(s, acc[i].res, in->sel);
    s->now = next;
    return;
  }
  for (int i = 0; i < nacc; i++) {
    int r = acc[i].res;
    int64_t done = t + L;
    if (acc[i].kind == ACC_READ) {
      if (s->t_write[r] < done) s->t_write[r] = done;
    } else {
      if (s->t_write[r] < done) s->t_write[r] = done;
      if (s->t_read[r] < done) s->t_read[r] = done;
    }
  }
  if (nacc && s->t_bound < t + L) s->t_bound = t + L;
  s->now = next;
}

/* ------------------------------------------------------- block building */

static void node_add_pred(NpuBuilder *b, Node *n, int p, int lat, int self) {
  for (int i = 0; i < n->npred; i++)
    if (n->pred[i] == p) {
      if (n->plat[i] < lat) n->plat[i] = lat;
      return;
    }
  if (n->npred == n->cappred) {
    int nc = n->cappred ? 2 * n->cappred : 4;
    n->pred = arena_realloc(b->scratch, n->pred, sizeof *n->pred * (size_t)n->cappred,
                            sizeof *n->pred * (size_t)nc);
    n->plat = arena_realloc(b->scratch, n->plat, sizeof *n->plat * (size_t)n->cappred,
                            sizeof *n->plat * (size_t)nc);
    n->cappred = nc;
  }
  n->pred[n->npred] = p;
  n->plat[n->npred] = lat;
  n->npred++;
  Node *pn = &b->blk[p];
  ARENA_PUSH(b->scratch, pn->succ, pn->nsucc, pn->capsucc);
  pn->succ[pn->nsucc++] = self;
}

/* What a task asked for, whatever the schedule made of it: two tasks with
 * the same hash emitted the same instructions in the same order, with the
 * same labels relative to their first (the names differ). */
static uint64_t hash_mix(uint64_t h, int64_t v) {
  h ^= (uint64_t)v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0x100000001B3ull;
}

/* n values appended to the kept ones, 8 bytes each: a task's kept bytes
 * are compared, never stored but for the first task of a key, so they are
 * written as fast as they can be rather than small */
static void keep(NpuBuilder *b, const int64_t *v, size_t n) {
  if (b->nkept + 8 * n > b->capkept) {
    while (b->nkept + 8 * n > b->capkept) b->capkept = b->capkept ? 2 * b->capkept : 4096;
    b->kept = xrealloc(b->kept, b->capkept);
  }
  memcpy(b->kept + b->nkept, v, 8 * n);
  b->nkept += 8 * n;
}

/* An instruction in four words, each field whole in one (the 8-bit fields
 * masked, the 32-bit ones as unsigned): two instructions give the same
 * words only when they are the same, and a word costs one mix and one
 * copy, not one per field. */
static void hash_inst(NpuBuilder *b, const NpuInst *in) {
  if (b->hash_paused) return;
  uint64_t h = b->hash;
  int lab = in->label >= b->hash_label_base ? in->label - b->hash_label_base : in->label;
  int64_t f[] = {
      (int64_t)((uint64_t)(in->opc & 0xFF) | (uint64_t)(in->sel & 0xFF) << 8 | (uint64_t)(in->d & 0xFF) << 16 |
                (uint64_t)(in->a & 0xFF) << 24 | (uint64_t)(in->b & 0xFF) << 32),
      in->imm,
      (int64_t)((uint64_t)(uint32_t)(lab + 1) | (uint64_t)(uint32_t)in->vm.space << 32), /* no label: 0 */
      (int64_t)((uint64_t)(uint32_t)in->vm.addr | (uint64_t)(uint32_t)in->vm.len << 32)};
  for (size_t i = 0; i < sizeof f / sizeof *f; i++) h = hash_mix(h, f[i]);
  b->hash = h;
  if (b->keeping) keep(b, f, sizeof f / sizeof *f);
}

void nb_hash_begin(NpuBuilder *b) {
  b->hash = 0xCBF29CE484222325ull;
  b->hash_label_base = b->nlabels;
  b->hash_paused = 0;
  b->nkept = 0;
  b->nkept_names = 0;
}
uint64_t nb_hash(const NpuBuilder *b) { return b->hash; }
void nb_hash_value(NpuBuilder *b, int64_t v) {
  if (b->hash_paused) return;
  b->hash = hash_mix(b->hash, v);
  if (b->keeping) keep(b, &v, 1);
}
void nb_hash_keep(NpuBuilder *b, bool on) { b->keeping = on; }
void nb_keep_value(NpuBuilder *b, int64_t v) {
  if (b->keeping && !b->hash_paused) keep(b, &v, 1);
}
const unsigned char *nb_kept(const NpuBuilder *b, size_t *n) {
  *n = b->nkept;
  return b->kept;
}
const char *const *nb_kept_names(const NpuBuilder *b, int *n) {
  *n = b->nkept_names;
  return b->kept_names;
}
void nb_hash_pause(NpuBuilder *b, bool pause) { b->hash_paused += pause ? 1 : -1; }

void nb_emit(NpuBuilder *b, NpuInst in) {
  if (b->failed) return;
  in.task = b->task;
  hash_inst(b, &in);
  if (b->dry) { /* in program order, as the schedule would leave them per channel */
    if (in.opc == NI_DMA_WAIT) b->safe->pending[in.sel] = false;
    else if (in.opc == NI_DMA_LOAD || in.opc == NI_DMA_STORE || in.opc == NI_DMA_CONFIG)
      b->safe->pending[in.sel] = true;
    return;
  }
  ARENA_PUSH(b->arena, b->blk, b->nblk, b->capblk);
  Node *n = &b->blk[b->nblk];
  memset(n, 0, sizeof *n);
  n->in = in;
  n->wait_of = -1;
  Access tmp[MAX_ACCESS];
  n->nacc = footprint(&in, tmp);
  n->acc = arena_alloc(b->scratch, sizeof *n->acc * (size_t)(n->nacc ? n->nacc : 1));
  memcpy(n->acc, tmp, sizeof *tmp * (size_t)n->nacc);
  b->nblk++;
}

void nb_comment(NpuBuilder *b, const char *text) {
  if (b->dry) return;
  ARENA_PUSH(b->arena, b->blk_comments, b->nblk_comments, b->capblk_comments);
  b->blk_comments[b->nblk_comments++] = arena_strdup(b->arena, text);
}

/* Back to "no accessor" for every resource the block may have touched: its
 * instructions' and the held ones (its dma.waits take those over). */
static void edges_reset(NpuBuilder *b) {
  EdgeState *es = &b->edges;
  for (int i = 0; i < b->nblk; i++)
    for (int k = 0; k < b->blk[i].nacc; k++) {
      int r = b->blk[i].acc[k].res;
      es->last[r] = -1;
      es->nreaders[r] = 0;
    }
  int r;
  for (int c = 0; c < NPU_NUM_CH; c++)
    for (HeldWalk w = held_walk(b->safe, c); held_next(&w, &r);) {
      es->last[r] = -1;
      es->nreaders[r] = 0;
    }
}

static void reader_push(int **v, int *n, int *cap, int x) {
  if (*n == *cap) {
    *cap = *cap ? 2 * *cap : 8;
    *v = xrealloc(*v, sizeof **v * (size_t)*cap);
  }
  (*v)[(*n)++] = x;
}

/* The readers of each resource since its last writer. Only the resources a
 * block touches get a list, and only those are freed: a block touches a
 * few of the R_COUNT, and visiting all of them per block dominated the
 * compile of programs made of many small tasks. */
/* Program-order dependences of the block, with the latency each edge needs. */
static void build_edges(NpuBuilder *b) {
  int nb = b->nblk;
  EdgeState *es = &b->edges;
  int *last = es->last, **readers = es->readers, *nreaders = es->nreaders, *capreaders = es->capreaders;
  int pend_dma[NPU_NUM_CH];
  bool released[NPU_NUM_CH] = {0};
  for (int c = 0; c < NPU_NUM_CH; c++) pend_dma[c] = -1;
  for (int i = 0; i < nb && !b->failed; i++) {
    Node *n = &b->blk[i];
    int L;
    if (n->in.opc == NI_DMA_WAIT) {
      int ch = n->in.sel, d = pend_dma[ch];
      if (d < 0 && !b->safe->pending[ch]) {
        nb_fail(b, "npu scheduler: dma.wait.ch%d with no transfer pending", ch);
        break;
      }
      /* The wait inherits everything its DMA holds. */
      n->wait_of = d;
      if (d >= 0) {
        node_add_pred(b, n, d, 1, i);
        const Node *dn = &b->blk[d];
        for (int k = 0; k < dn->nacc; k++) {
          int r = dn->acc[k].res;
          if (dn->acc[k].kind == ACC_READ) {
            for (int j = 0; j < nreaders[r]; j++)
              if (readers[r][j] == d) readers[r][j] = i;
          } else {
            last[r] = i;
          }
        }
      } else {
        /* a transfer queued before this block: later users order after us */
        int r;
        for (HeldWalk w = held_walk(b->safe, ch); held_next(&w, &r);)
          if (b->safe->held[r] == ch) {
            if (r < R_M) {
              /* once, if the walk sees r twice */
              if (!nreaders[r] || readers[r][nreaders[r] - 1] != i)
                reader_push(&readers[r], &nreaders[r], &capreaders[r], i);
            } else {
              last[r] = i;
            }
          }
      }
      pend_dma[ch] = -1;
      released[ch] = true;
      /* a declared footprint (see nb_dma_wait_cover) orders later users */
    }
    bool is_dma = n->in.opc == NI_DMA_LOAD || n->in.opc == NI_DMA_STORE || n->in.opc == NI_DMA_CONFIG;
    for (int k = 0; k < n->nacc; k++) {
      int r = n->acc[k].res;
      int8_t h = b->safe->held[r];
      if (n->in.opc != NI_DMA_WAIT && h >= 0 && !released[h] &&
          !(r < R_M && n->acc[k].kind == ACC_READ)) {
        nb_fail(b, "npu scheduler: '%s' (block op %d of %d starting with %s, output so far %d) touches a resource held by "
                   "the transfer pending on ch%d",
                npu_opc_name(n->in.opc), i, nb, npu_opc_name(b->blk[0].in.opc), b->ncode, h);
        break;
      }
      AccessKind kind = n->acc[k].kind;
      int lw = last[r];
      if (lw >= 0 && lw != i) {
        const Node *p = &b->blk[lw];
        bool p_dma = p->in.opc == NI_DMA_LOAD || p->in.opc == NI_DMA_STORE || p->in.opc == NI_DMA_CONFIG;
        if (p_dma) {
          nb_fail(b, "npu scheduler: '%s' touches a resource of an in-flight DMA before its wait",
                  npu_opc_name(n->in.opc));
          break;
        }
        L = latency_of(&p->in);
        node_add_pred(b, n, lw, L, i);
      }
      if (kind != ACC_READ && r < R_M) {
        int keep = 0;
        for (int j = 0; j < nreaders[r]; j++) {
          if (readers[r][j] == i) continue;
          const Node *p = &b->blk[readers[r][j]];
          bool p_dma = p->in.opc == NI_DMA_LOAD || p->in.opc == NI_DMA_STORE || p->in.opc == NI_DMA_CONFIG;
          if (p_dma && n->in.opc == NI_DMA_WAIT) {
            /* a wait's cover (nb_dma_wait_cover) is no write: a transfer on
             * another channel reading the same register (both C-row stores
             * read the row length) stays a reader until its own wait */
            readers[r][keep++] = readers[r][j];
            continue;
          }
          if (p_dma) {
            nb_fail(b, "npu scheduler: x%d rewritten while a DMA still reads it", r - R_X);
            break;
          }
          node_add_pred(b, n, readers[r][j], latency_of(&p->in), i);
        }
        nreaders[r] = keep;
      }
      if (r < R_M) {
        if (kind == ACC_READ) {
          reader_push(&readers[r], &nreaders[r], &capreaders[r], i);
        } else {
          last[r] = i;
        }
      } else {
        last[r] = i;
      }
    }
    if (is_dma) {
      int ch = n->in.sel;
      if (pend_dma[ch] >= 0 || (b->safe->pending[ch] && !released[ch])) {
        nb_fail(b, "npu scheduler: DMA on ch%d issued before the previous transfer was waited on", ch);
        break;
      }
      pend_dma[ch] = i; /* its own holds are tracked through the edges */
    }
  }
  edges_reset(b);
}

static int64_t node_weight(const Node *n) {
  if (n->in.opc == NI_DMA_LOAD || n->in.opc == NI_DMA_STORE) return npu_dma_cycles(n->in.vm.len);
  return latency_of(&n->in);
}

static void compute_priorities(NpuBuilder *b) {
  for (int i = b->nblk - 1; i >= 0; i--) {
    Node *n = &b->blk[i];
    int64_t best = 0;
    for (int k = 0; k < n->nsucc; k++) {
      const Node *s = &b->blk[n->succ[k]];
      int lat = node_weight(n);
      for (int j = 0; j < s->npred; j++)
        if (s->pred[j] == i && s->plat[j] > lat) lat = s->plat[j];
      if (lat + s->prio > best) best = lat + s->prio;
    }
    n->prio = best + node_weight(n);
  }
}

static int64_t node_entry(const TimeState *s, const Node *n) {
  return ts_entry(s, &n->in, n->acc, n->nacc);
}

/* Earliest issue of n given its scheduled predecessors on track s. */
static int64_t node_est(const NpuBuilder *b, const TimeState *s, const Node *n) {
  int64_t t = node_entry(s, n);
  for (int k = 0; k < n->npred; k++) {
    const Node *p = &b->blk[n->pred[k]];
    int64_t lat = n->plat[k];
    if (p->in.opc == NI_DMA_WAIT) lat = 0; /* the wait itself moved s->now */
    if (p->issue + lat > t) t = p->issue + lat;
  }
  return t;
}

static void emit_delay(NpuBuilder *b, int64_t gap) {
  while (gap > 0) {
    int64_t k = gap - 1 > NPU_DELAY_MAX ? NPU_DELAY_MAX : gap - 1;
    out_push(b, (NpuInst){.opc = NI_DELAY, .imm = k, .task = b->task, .label = -1});
    gap -= k + 1;
  }
}

static void track_copy_resource(TimeState *dst, const TimeState *src, int r) {
  dst->t_read[r] = src->t_read[r];
  dst->t_write[r] = src->t_write[r];
  dst->held[r] = src->held[r];
}

/* dst becomes src as far as scheduling the current block can tell: every
 * field but the per-resource ones, and of those the resources the block's
 * instructions access and those a channel holds (a dma.wait releases them).
 * A full copy per block cost more than scheduling a small one. */
static void track_copy_for_block(TimeState *dst, const TimeState *src, const NpuBuilder *b) {
  memcpy(dst, src, offsetof(TimeState, t_read));
  for (int i = 0; i < b->nblk; i++)
    for (int k = 0; k < b->blk[i].nacc; k++) track_copy_resource(dst, src, b->blk[i].acc[k].res);
  int r;
  for (int c = 0; c < NPU_NUM_CH; c++)
    for (HeldWalk w = held_walk(src, c); held_next(&w, &r);) track_copy_resource(dst, src, r);
}

/* The block is scheduled (or dropped): its nodes and their scratch go. */
static void block_done(NpuBuilder *b) {
  b->nblk = 0;
  arena_reset(b->scratch);
}

/* Schedule the current block: order on the predicted track, delays from the
 * safe track, then advance both tracks over the final text. */
static void flush_block(NpuBuilder *b) {
  if (b->dry) return; /* it has no block */
  for (int i = 0; i < b->nblk_comments; i++)
    out_push(b, (NpuInst){.opc = NI_COMMENT, .comment = b->blk_comments[i], .task = b->task,
                          .label = -1});
  b->nblk_comments = 0;
  if (b->nblk == 0 || b->failed) {
    block_done(b);
    return;
  }
  build_edges(b);
  if (b->failed) {
    block_done(b);
    return;
  }
  compute_priorities(b);
  int nb = b->nblk;
  int *order = xmalloc(sizeof *order * (size_t)nb);
  int *ready = xmalloc(sizeof *ready * (size_t)nb);
  int nready = 0, norder = 0;
  for (int i = 0; i < nb; i++) {
    b->blk[i].nsucc_left = b->blk[i].npred;
    if (b->blk[i].npred == 0) ready[nready++] = i;
  }
  /* predicted track: a scratch copy */
  TimeState *p = b->trial;
  track_copy_for_block(p, b->pred, b);
  while (nready > 0) {
    /* A dma.wait holds decode: take one only when nothing else can go
     * sooner, and never early for a placeholder whose real transfer (in
     * later loop iterations) is still unknown. */
    int best = -1, bestw = -1;
    int64_t best_t = 0, bestw_t = 0;
    for (int k = 0; k < nready; k++) {
      const Node *n = &b->blk[ready[k]];
      int64_t t = node_est(b, p, n);
      if (n->in.opc == NI_DMA_WAIT) {
        int ch = n->in.sel;
        if (p->pending[ch] && p->ch_done[ch] > t) t = p->ch_done[ch];
        if (p->pending[ch] && p->pend_config[ch]) t = INT64_MAX / 4;
        /* among waits, program order: placeholders have no useful estimate */
        if (bestw < 0 || ready[k] < ready[bestw]) bestw = k, bestw_t = t;
        continue;
      }
      if (best < 0 || t < best_t ||
          (t == best_t && (n->prio > b->blk[ready[best]].prio ||
                           (n->prio == b->blk[ready[best]].prio && ready[k] < ready[best])))) {
        best = k;
        best_t = t;
      }
    }
    (void)bestw_t;
    if (best < 0) best = bestw;
    int id = ready[best];
    ready[best] = ready[--nready];
    Node *n = &b->blk[id];
    int64_t t = node_est(b, p, n);
    n->issue = t;
    ts_apply(p, &n->in, n->acc, n->nacc, t, true);
    order[norder++] = id;
    for (int k = 0; k < n->nsucc; k++) {
      Node *s = &b->blk[n->succ[k]];
      if (--s->nsucc_left == 0) ready[nready++] = n->succ[k];
    }
  }
  if (norder != nb) nb_fail(b, "npu scheduler: dependence cycle in a block");
  /* safe track: delays; then both tracks follow the final text */
  for (int i = 0; i < nb; i++) b->blk[i].issue = 0;
  for (int k = 0; k < norder && !b->failed; k++) {
    Node *n = &b->blk[order[k]];
    int64_t t = node_est(b, b->safe, n);
    if (t > b->safe->now && n->in.opc != NI_DMA_WAIT) {
      int64_t gap = t - b->safe->now;
      emit_delay(b, gap);
      b->safe->now += gap;
      b->pred->now += gap;
    }
    n->issue = b->safe->now;
    ts_apply(b->safe, &n->in, n->acc, n->nacc, b->safe->now, false);
    ts_apply(b->pred, &n->in, n->acc, n->nacc, b->pred->now, true);
    out_push(b, n->in);
  }
  free(order);
  free(ready);
  block_done(b);
}

/* The latest completion of anything in flight on the units (DMA excepted). */
static int64_t units_busy_until(const TimeState *s) {
  int64_t t = s->now;
  for (int u = 0; u < NU_COUNT; u++)
    if (s->unit_free[u] > t) t = s->unit_free[u];
  return t;
}

void nb_drain(NpuBuilder *b) {
  flush_block(b);
  if (b->dry) return;
  int64_t until = units_busy_until(b->safe);
  int64_t gap = until - b->safe->now;
  if (gap > 0) {
    emit_delay(b, gap);
    b->safe->now += gap;
    b->pred->now += gap;
  }
  /* Everything but the pending DMAs is now free on the safe track. Times
   * at or below `now` already mean "free" (ts_entry starts from now), so
   * only a track with a later time needs the scan. */
  TimeState *s = b->safe;
  if (s->t_bound > s->now) {
    int64_t bound = s->now;
    for (int r = 0; r < R_COUNT; r++) {
      if (s->held[r] < 0) {
        s->t_read[r] = s->t_write[r] = s->now;
      } else {
        if (s->t_read[r] > bound) bound = s->t_read[r];
        if (s->t_write[r] > bound) bound = s->t_write[r];
      }
    }
    s->t_bound = bound;
  }
  if (units_busy_until(b->pred) > b->pred->now) b->pred->now = units_busy_until(b->pred);
}

/* Pending after the scheduled blocks or in the open one, in program order. */
bool nb_dma_pending(const NpuBuilder *b, int ch) {
  bool p = b->safe->pending[ch];
  for (int i = 0; i < b->nblk; i++) {
    const NpuInst *in = &b->blk[i].in;
    if (in->sel != ch) continue;
    if (in->opc == NI_DMA_WAIT) p = false;
    else if (in->opc == NI_DMA_LOAD || in->opc == NI_DMA_STORE || in->opc == NI_DMA_CONFIG) p = true;
  }
  return p;
}

void nb_quiesce(NpuBuilder *b) {
  flush_block(b); /* the pending set is known once the block is scheduled */
  for (int c = 0; c < NPU_NUM_CH; c++)
    if (b->safe->pending[c]) nb_dma_wait(b, c);
  nb_drain(b);
}

/* --------------------------------------------------------------- labels */

/* A name in the label table: taken by a label (used), and as a base name
 * the next suffix to try (every smaller one is taken, and names are never
 * given back, so uniquing n labels costs O(n) lookups in all). */
typedef struct NameSlot {
  const char *key;
  uint64_t hash;
  bool used;
  int next_k;
} NameSlot;

static NameSlot *name_slot(NpuBuilder *b, const char *key, bool insert) {
  if (insert && 2 * (b->nnames + 1) > b->capnames) {
    int cap = b->capnames ? 2 * b->capnames : 256;
    NameSlot *t = arena_alloc(b->arena, sizeof *t * (size_t)cap);
    for (int i = 0; i < b->capnames; i++) {
      const NameSlot *o = &b->names[i];
      if (!o->key) continue;
      size_t j = o->hash & (size_t)(cap - 1);
      while (t[j].key) j = (j + 1) & (size_t)(cap - 1);
      t[j] = *o;
    }
    b->names = t;
    b->capnames = cap;
  }
  if (!b->capnames) return NULL;
  uint64_t h = fnv1a64(key, strlen(key));
  for (size_t i = h & (size_t)(b->capnames - 1);; i = (i + 1) & (size_t)(b->capnames - 1)) {
    NameSlot *sl = &b->names[i];
    if (sl->key && sl->hash == h && !strcmp(sl->key, key)) return sl;
    if (sl->key) continue;
    if (!insert) return NULL;
    *sl = (NameSlot){arena_strdup(b->arena, key), h, false, 1};
    b->nnames++;
    return sl;
  }
}

int nb_label_new(NpuBuilder *b, const char *name) {
  ARENA_PUSH(b->arena, b->labels, b->nlabels, b->caplabels);
  const char *cand = name;
  NameSlot *base = name_slot(b, name, true);
  if (b->keeping) { /* the builder's copy: the caller's may be a buffer it reuses */
    if (b->nkept_names == b->capkept_names) {
      b->capkept_names = b->capkept_names ? 2 * b->capkept_names : 16;
      b->kept_names = xrealloc(b->kept_names, sizeof *b->kept_names * (size_t)b->capkept_names);
    }
    b->kept_names[b->nkept_names++] = base->key;
  }
  if (base->used)
    for (int k = base->next_k;; k++) {
      cand = arena_printf(b->arena, "%s_%d", name, k);
      const NameSlot *taken = name_slot(b, cand, false);
      if (!taken || !taken->used) {
        base->next_k = k + 1; /* before the insert below may move the table */
        break;
      }
    }
  NameSlot *sl = name_slot(b, cand, true);
  sl->used = true;
  b->labels[b->nlabels] = sl->key;
  return b->nlabels++;
}

void nb_label_place(NpuBuilder *b, int label) {
  flush_block(b);
  hash_inst(b, &(NpuInst){.opc = NI_LABEL, .label = label});
  out_push(b, (NpuInst){.opc = NI_LABEL, .label = label, .task = b->task});
}

void nb_ecall(NpuBuilder *b) {
  nb_quiesce(b);
  if (b->dry) return;
  out_push(b, (NpuInst){.opc = NI_ECALL, .task = b->task, .label = -1});
  b->safe->now++;
  b->pred->now++;
}

/* ---------------------------------------------------------------- loops */

static void raw_push(NpuBuilder *b, NpuInst in) {
  in.task = b->task;
  hash_inst(b, &in);
  if (b->dry) return;
  out_push(b, in);
  Access acc[MAX_ACCESS];
  int n = footprint(&in, acc);
  ts_apply(b->safe, &in, acc, n, b->safe->now, false);
  ts_apply(b->pred, &in, acc, n, b->pred->now, true);
}

void nb_loop_begin(NpuBuilder *b, NpuLoop *l, int64_t count, int xc, const char *name) {
  memset(l, 0, sizeof *l);
  l->count = count;
  l->xc = xc;
  nb_li(b, xc, count);
  nb_drain(b);
  l->head = nb_label_new(b, name);
  l->exit = nb_label_new(b, arena_printf(b->arena, "%s_end", name));
  nb_label_place(b, l->head);
  l->start_index = b->ncode;
  for (int c = 0; c < NPU_NUM_CH; c++)
    if (b->safe->pending[c]) l->pend_mask |= 1u << c;
}

static int expanded_length(const NpuInst *code, int from, int to) {
  int n = 0;
  for (int i = from; i < to; i++)
    if (is_real(&code[i])) n += code[i].opc == NI_LI ? npu_li_length(code[i].imm) : 1;
  return n;
}

/* The body was scheduled against the transfers pending at the head of the
 * first iteration; later iterations start with those of the back edge.
 * They may hold other VMEM, so check the body never touches it before the
 * wait that releases it. */
static void check_back_edge(NpuBuilder *b, NpuLoop *l) {
  uint32_t mask = 0;
  for (int c = 0; c < NPU_NUM_CH; c++)
    if (b->safe->pending[c]) mask |= 1u << c;
  if (mask != l->pend_mask) {
    nb_fail(b, "npu scheduler: loop '%s' ends with DMAs pending on channels %#x, at its head %#x",
            nb_label_name(b, l->head), mask, l->pend_mask);
    return;
  }
  uint32_t waited = 0;
  for (int i = l->start_index; i < b->ncode && !b->failed; i++) {
    const NpuInst *in = &b->code[i];
    if (!is_real(in)) continue;
    if (in->opc == NI_DMA_WAIT) {
      waited |= 1u << in->sel;
      continue;
    }
    Access acc[MAX_ACCESS];
    int n = footprint(in, acc);
    for (int k = 0; k < n; k++) {
      int r = acc[k].res, h = b->safe->held[r];
      if (h < 0 || (waited & (1u << h))) continue;
      if (r < R_M && acc[k].kind == ACC_READ) continue;
      StrBuf tx;
      sb_init(&tx);
      npu_inst_text(b->labels, in, &tx);
      nb_fail(b, "npu scheduler: loop '%s' touches (%s, resource %d), before waiting on ch%d, "
                 "what that channel's transfer from the previous iteration holds",
              nb_label_name(b, l->head), sb_cstr(&tx), r, h);
      sb_free(&tx);
      return;
    }
  }
}

void nb_loop_end(NpuBuilder *b, NpuLoop *l) {
  nb_alui(b, NI_ADDI, l->xc, l->xc, -1);
  nb_drain(b);
  check_back_edge(b, l);
  NpuInst nop = {.opc = NI_NOP, .label = -1};
  /* Backward branches reach 512 instructions; longer bodies jump back with jal. */
  if (expanded_length(b->code, l->start_index, b->ncode) + 3 < 500) {
    raw_push(b, (NpuInst){.opc = NI_BNE, .a = l->xc, .b = 0, .label = l->head});
    raw_push(b, nop);
    raw_push(b, nop);
  } else {
    raw_push(b, (NpuInst){.opc = NI_BEQ, .a = l->xc, .b = 0, .label = l->exit});
    raw_push(b, nop);
    raw_push(b, nop);
    raw_push(b, (NpuInst){.opc = NI_JAL, .d = 0, .label = l->head});
    raw_push(b, nop);
    raw_push(b, nop);
  }
  nb_label_place(b, l->exit);
}

void nb_swap_spaces(NpuBuilder *b, int s1, int s2) {
  nb_drain(b);
  if (b->dry) return; /* a pending DMA stays pending */
  TimeState *tracks[2] = {b->safe, b->pred};
  for (int k = 0; k < 2; k++) {
    TimeState *s = tracks[k];
    for (int c = 0; c < NPU_NUM_CH; c++) {
      if (!s->pending[c]) continue;
      if (s->pend_vm[c].space == s1) s->pend_vm[c].space = s2;
      else if (s->pend_vm[c].space == s2) s->pend_vm[c].space = s1;
    }
    /* swap the tracked blocks of the two spaces */
    for (int blk = 0; blk < VBLOCKS; blk++) {
      int r1 = R_VMEM + s1 * VBLOCKS + blk, r2 = R_VMEM + s2 * VBLOCKS + blk;
      int64_t t;
      int8_t h;
      t = s->t_read[r1], s->t_read[r1] = s->t_read[r2], s->t_read[r2] = t;
      t = s->t_write[r1], s->t_write[r1] = s->t_write[r2], s->t_write[r2] = t;
      h = s->held[r1], s->held[r1] = s->held[r2], s->held[r2] = h;
      if (s->held[r1] >= 0) hold(s, r1, s->held[r1]);
      if (s->held[r2] >= 0) hold(s, r2, s->held[r2]);
    }
  }
}

/* Jumps: every unit idle first (the target's schedule assumes it), then
 * the jump and its two delay slots. */
void nb_jal(NpuBuilder *b, int xd, int label) {
  nb_drain(b);
  NpuInst nop = {.opc = NI_NOP, .label = -1};
  raw_push(b, (NpuInst){.opc = NI_JAL, .d = xd, .label = label});
  raw_push(b, nop);
  raw_push(b, nop);
}
void nb_jalr(NpuBuilder *b, int xd, int xa, int64_t imm) {
  nb_drain(b);
  NpuInst nop = {.opc = NI_NOP, .label = -1};
  raw_push(b, (NpuInst){.opc = NI_JALR, .d = xd, .a = xa, .imm = imm, .label = -1});
  raw_push(b, nop);
  raw_push(b, nop);
}

NbMark nb_mark(NpuBuilder *b) {
  flush_block(b);
  return (NbMark){b->ncode, b->nlabels};
}
/* The tracks stay where the dropped code left them: it ended idle, so they
 * only run ahead in time, which no later decision depends on. */
void nb_rollback(NpuBuilder *b, NbMark m) {
  flush_block(b);
  if (m.ncode <= b->ncode) b->ncode = m.ncode;
  if (m.nlabels <= b->nlabels) b->nlabels = m.nlabels;
}

void nb_finish(NpuBuilder *b) { nb_quiesce(b); }

/* ------------------------------------------------------ emission helpers */

void nb_li(NpuBuilder *b, int xd, int64_t v) {
  /* lui does not sign-extend in npu_model: li of v < -2048 gives a large
   * positive number, so kernels subtract instead */
  if (v < -2048 || v > 0x7FFFFFFF) {
    nb_fail(b, "npu: li of %lld is not safe on npu_model", (long long)v);
    return;
  }
  nb_emit(b, (NpuInst){.opc = NI_LI, .d = xd, .imm = v, .label = -1});
}
void nb_alu(NpuBuilder *b, NpuOpc op, int xd, int xa, int xb) {
  nb_emit(b, (NpuInst){.opc = op, .d = xd, .a = xa, .b = xb, .label = -1});
}
void nb_alui(NpuBuilder *b, NpuOpc op, int xd, int xa, int64_t imm) {
  if ((op == NI_SLLI || op == NI_SRLI || op == NI_SRAI) ? (imm < 0 || imm > 31)
                                                        : (imm < -2048 || imm > 2047)) {
    nb_fail(b, "npu: immediate %lld out of range for %s", (long long)imm, npu_opc_name(op));
    return;
  }
  nb_emit(b, (NpuInst){.opc = op, .d = xd, .a = xa, .imm = imm, .label = -1});
}
void nb_add_const(NpuBuilder *b, int xd, int xa, int64_t v, int xtmp) {
  if (v >= -2048 && v <= 2047) {
    if (v != 0 || xd != xa) nb_alui(b, NI_ADDI, xd, xa, v);
    return;
  }
  if (v < 0) {
    nb_li(b, xtmp, -v);
    nb_alu(b, NI_SUB, xd, xa, xtmp);
    return;
  }
  nb_li(b, xtmp, v);
  nb_alu(b, NI_ADD, xd, xa, xtmp);
}
void nb_seli(NpuBuilder *b, int e, int v) {
  nb_emit(b, (NpuInst){.opc = NI_SELI, .d = e, .imm = v, .label = -1});
}
/* vm as an instruction holds it (NpuVmemPacked) */
static NpuVmemPacked vm_pack(NpuBuilder *b, NpuVmem vm) {
  if (vm.addr < INT32_MIN || vm.addr > INT32_MAX || vm.len < INT32_MIN || vm.len > INT32_MAX ||
      vm.space < 0 || vm.space > INT32_MAX) {
    nb_fail(b, "npu: a VMEM footprint of %lld bytes at %lld is out of range", (long long)vm.len,
            (long long)vm.addr);
    return (NpuVmemPacked){0, 0, 0};
  }
  return (NpuVmemPacked){vm.space, (int32_t)vm.addr, (int32_t)vm.len};
}

void nb_vload(NpuBuilder *b, int m, int xbase, int64_t off, NpuVmem vm) {
  if (off < 0 || off % NPU_VOFF_UNIT || off > NPU_VOFF_MAX) {
    nb_fail(b, "npu: vload offset %lld not encodable", (long long)off);
    return;
  }
  /* a wider footprint: every tile a loop's pointer register may reach */
  if (vm.len < NPU_FP8_TILE) vm.len = NPU_FP8_TILE;
  nb_emit(b, (NpuInst){.opc = NI_VLOAD, .d = m, .a = xbase, .imm = off, .vm = vm_pack(b, vm), .label = -1});
}
void nb_vstore(NpuBuilder *b, int m, int xbase, int64_t off, NpuVmem vm) {
  if (off < 0 || off % NPU_VOFF_UNIT || off > NPU_VOFF_MAX) {
    nb_fail(b, "npu: vstore offset %lld not encodable", (long long)off);
    return;
  }
  if (vm.len < NPU_FP8_TILE) vm.len = NPU_FP8_TILE;
  nb_emit(b, (NpuInst){.opc = NI_VSTORE, .d = m, .a = xbase, .imm = off, .vm = vm_pack(b, vm), .label = -1});
}
void nb_lw(NpuBuilder *b, int xd, int xbase, int64_t off) {
  if (off < 0 || off > 2047) {
    nb_fail(b, "npu: lw offset %lld not encodable", (long long)off);
    return;
  }
  nb_emit(b, (NpuInst){.opc = NI_LW, .d = xd, .a = xbase, .imm = off, .label = -1});
}
void nb_sw(NpuBuilder *b, int xv, int xbase, int64_t off) {
  if (off < 0 || off > 2047) {
    nb_fail(b, "npu: sw offset %lld not encodable", (long long)off);
    return;
  }
  nb_emit(b, (NpuInst){.opc = NI_SW, .b = xv, .a = xbase, .imm = off, .label = -1});
}
void nb_dma_config(NpuBuilder *b, int ch) {
  nb_emit(b, (NpuInst){.opc = NI_DMA_CONFIG, .sel = ch, .a = 0, .label = -1});
}
void nb_dma_load(NpuBuilder *b, int ch, int xv, int xd, int xl, NpuVmem vm) {
  nb_emit(b, (NpuInst){.opc = NI_DMA_LOAD, .sel = ch, .d = xv, .a = xd, .b = xl, .vm = vm_pack(b, vm), .label = -1});
}
void nb_dma_store(NpuBuilder *b, int ch, int xd, int xv, int xl, NpuVmem vm) {
  nb_emit(b, (NpuInst){.opc = NI_DMA_STORE, .sel = ch, .d = xd, .a = xv, .b = xl, .vm = vm_pack(b, vm), .label = -1});
}
void nb_dma_wait(NpuBuilder *b, int ch) {
  nb_emit(b, (NpuInst){.opc = NI_DMA_WAIT, .sel = ch, .label = -1});
}
void nb_dma_wait_cover(NpuBuilder *b, int ch, int x1, int x2, int x3, NpuVmem vm) {
  nb_emit(b, (NpuInst){.opc = NI_DMA_WAIT, .sel = ch, .d = x1, .a = x2, .b = x3, .vm = vm_pack(b, vm),
                       .label = -1});
}
void nb_push_w(NpuBuilder *b, int mxu, int w, int m) {
  nb_emit(b, (NpuInst){.opc = NI_PUSH_W, .sel = mxu, .d = w, .a = m, .label = -1});
}
void nb_push_acc_bf16(NpuBuilder *b, int mxu, int acc, int m) {
  nb_emit(b, (NpuInst){.opc = NI_PUSH_ACC_BF16, .sel = mxu, .d = acc, .a = m, .label = -1});
}
void nb_matmul(NpuBuilder *b, int mxu, int acc, int m, int w, bool accumulate) {
  nb_emit(b, (NpuInst){.opc = accumulate ? NI_MATMUL_ACC : NI_MATMUL, .sel = mxu, .d = acc,
                       .a = m, .b = w, .label = -1});
}
void nb_pop_bf16(NpuBuilder *b, int mxu, int m, int acc) {
  if (m > 62) nb_fail(b, "npu: pair register m%d", m);
  nb_emit(b, (NpuInst){.opc = NI_POP_BF16, .sel = mxu, .d = m, .a = acc, .label = -1});
}
void nb_vpu(NpuBuilder *b, NpuOpc op, int md, int ma, int mb) {
  bool pair = op != NI_VMOV && op != NI_VLI_ALL;
  if (pair && (md > 62 || ma > 62 || ((op >= NI_VADD && op <= NI_VMIN) && mb > 62)))
    nb_fail(b, "npu: pair register out of range in %s", npu_opc_name(op));
  nb_emit(b, (NpuInst){.opc = op, .d = md, .a = ma, .b = mb, .label = -1});
}
void nb_vli_all(NpuBuilder *b, int m, uint16_t bits) {
  nb_emit(b, (NpuInst){.opc = NI_VLI_ALL, .d = m, .imm = bits, .label = -1});
}
void nb_vli_row(NpuBuilder *b, int m, int value) {
  nb_emit(b, (NpuInst){.opc = NI_VLI_ROW, .d = m, .imm = value, .label = -1});
}
void nb_vpack(NpuBuilder *b, int md, int ms, int e) {
  if (ms > 62) nb_fail(b, "npu: pair register m%d", ms);
  nb_emit(b, (NpuInst){.opc = NI_VPACK, .d = md, .a = ms, .b = e, .label = -1});
}

/* ------------------------------------------------------------- estimate */

static bool branch_taken(NpuOpc op, int64_t a, int64_t c) {
  switch (op) {
  case NI_BEQ: return a == c;
  case NI_BNE: return a != c;
  case NI_BLT: return a < c;
  case NI_BGE: return a >= c;
  case NI_BLTU: return (uint64_t)a < (uint64_t)c;
  case NI_BGEU: return (uint64_t)a >= (uint64_t)c;
  default: return false;
  }
}

/* What a value an estimate follows depends on besides the code. F_CALLER:
 * on what the caller of the body being recorded had (a body's parameters,
 * DRAM addresses); F_LINK: it is that caller's return address, moved
 * unchanged; F_UNKNOWN: on the parameters of a body whose run was taken
 * from the cache, not followed, so the value is not known. */
enum { F_CALLER = 1, F_LINK = 2, F_UNKNOWN = 4 };

/* A value computed from operands with flags f (a move keeps F_LINK, any
 * arithmetic on the link makes it merely the caller's). */
static uint8_t flags_computed(uint8_t f) { return f & F_LINK ? (uint8_t)((f & ~F_LINK) | F_CALLER) : f; }

static void scalar_exec(const NpuInst *in, int64_t *x, uint8_t *xf) {
  if (in->opc > NI_NOP || in->d < 0 || in->d >= NPU_NUM_X) return; /* not an ALU op */
  int64_t a = in->a >= 0 && in->a < NPU_NUM_X ? x[in->a] : 0;
  int64_t c = in->b >= 0 && in->b < NPU_NUM_X ? x[in->b] : 0, v = 0;
  uint8_t fa = in->a >= 0 && in->a < NPU_NUM_X ? xf[in->a] : 0;
  uint8_t fc = in->b >= 0 && in->b < NPU_NUM_X ? xf[in->b] : 0, f = 0;
  switch (in->opc) {
  case NI_ADD: v = a + c, f = fa | fc; break;
  case NI_SUB: v = a - c, f = fa | fc; break;
  case NI_AND: v = a & c, f = fa | fc; break;
  case NI_OR: v = a | c, f = fa | fc; break;
  case NI_XOR: v = a ^ c, f = fa | fc; break;
  case NI_SLL: v = (int64_t)((uint64_t)a << (c & 31)), f = fa | fc; break;
  case NI_SRL: v = a >> (c & 31), f = fa | fc; break;
  case NI_SLT: v = a < c, f = fa | fc; break;
  case NI_SLTU: v = (uint64_t)a < (uint64_t)c, f = fa | fc; break;
  case NI_ADDI: v = a + in->imm, f = fa; break;
  case NI_ANDI: v = a & in->imm, f = fa; break;
  case NI_ORI: v = a | in->imm, f = fa; break;
  case NI_XORI: v = a ^ in->imm, f = fa; break;
  case NI_SLTI: v = a < in->imm, f = fa; break;
  case NI_SLLI: v = (int64_t)((uint64_t)a << in->imm), f = fa; break;
  case NI_SRLI: case NI_SRAI: v = a >> in->imm, f = fa; break;
  case NI_LUI: v = in->imm << 12; break;
  case NI_LI: v = (int64_t)(int32_t)(uint32_t)in->imm; break;
  default: return;
  }
  if (in->d) x[in->d] = v, xf[in->d] = flags_computed(f);
}

/* The parameter table's words, as far as an estimate follows them: the
 * return address a shared body spills is what its jalr jumps through. */
enum { PTAB_WORDS = NPU_PARAM_TABLE_BYTES / 4 };

/* A shared body's run, entered by a call from a quiet machine (no DMA
 * pending, every unit idle: nb_jal drains, and tasks end quiesced): from
 * such an entry at cycle N the run is the same shifted by N, as long as no
 * time it takes depends on its caller's values (a DMA length, a branch, an
 * address the table is read at). So it is followed once per program and
 * replayed at every other call: an op-heavy program calls a few bodies
 * thousands of times, and the task estimates and the whole program's each
 * followed every call. Times are relative to the entry; NO_TIME: the run
 * left it at or before the entry, where it changes nothing later. */
enum { NO_TIME = INT64_MIN };
typedef enum { RUN_NONE, RUN_KEPT, RUN_VARIES } RunState;
typedef struct BodyRun {
  RunState state;
  int64_t cycles, steps, ret_imm; /* now at the return; instructions; the return's offset from the link */
  int64_t unit_free[NU_COUNT], engine_free, ch_done[NPU_NUM_CH];
  bool pending[NPU_NUM_CH];
  int64_t busy[NU_COUNT];
  /* registers and table words the run wrote, with their values at the return */
  uint32_t xw;
  int64_t x[NPU_NUM_X];
  uint8_t xf[NPU_NUM_X];
  int nw;
  int16_t *word;
  int64_t *wval;
  uint8_t *wf;
} BodyRun;

struct NpuCycleModel {
  const NpuInst *code;
  int n, maxlab;
  int *labpos;  /* code index of each label, -1 when absent */
  int64_t *pc;  /* byte address of each instruction (labels: of the next), as jal links it */
  TimeState ts; /* scratch: only its clock (ts_clock) is used */
  int64_t ptab[PTAB_WORDS];
  uint8_t ptabf[PTAB_WORDS];
  int *run_of_label; /* the BodyRun of a body entered at label l, -1: none yet */
  BodyRun *runs;
  int nruns, capruns;
  bool no_replay; /* follow every call (npu_cycle_model_replay) */
};

static int64_t *ptab_word(NpuCycleModel *m, int64_t addr) {
  int64_t k = (addr - NPU_PARAM_TABLE) / 4;
  return k >= 0 && k < PTAB_WORDS ? &m->ptab[k] : NULL;
}

/* The first instruction at byte address pc (a jalr target; n: the end of
 * the program, where a return from the last call goes). */
static int index_of_pc(const NpuCycleModel *m, int64_t pc) {
  int lo = 0, hi = m->n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (m->pc[mid] < pc) lo = mid + 1;
    else hi = mid;
  }
  return m->pc[lo] == pc ? lo : -1;
}

NpuCycleModel *npu_cycle_model_new(const NpuInst *code, int n) {
  NpuCycleModel *m = xcalloc(1, sizeof *m);
  m->code = code;
  m->n = n;
  m->maxlab = -1;
  for (int i = 0; i < n; i++)
    if (code[i].opc == NI_LABEL && code[i].label > m->maxlab) m->maxlab = code[i].label;
  m->labpos = xmalloc(sizeof *m->labpos * (size_t)(m->maxlab + 2));
  m->run_of_label = xmalloc(sizeof *m->run_of_label * (size_t)(m->maxlab + 2));
  for (int i = 0; i <= m->maxlab; i++) m->labpos[i] = m->run_of_label[i] = -1;
  for (int i = 0; i < n; i++)
    if (code[i].opc == NI_LABEL && code[i].label >= 0) m->labpos[code[i].label] = i;
  m->pc = xmalloc(sizeof *m->pc * (size_t)(n + 1));
  int64_t at = 0;
  for (int i = 0; i < n; i++) {
    m->pc[i] = at;
    if (is_real(&code[i])) at += 4 * (code[i].opc == NI_LI ? npu_li_length(code[i].imm) : 1);
  }
  m->pc[n] = at;
  return m;
}

void npu_cycle_model_replay(NpuCycleModel *m, bool on) { m->no_replay = !on; }

void npu_cycle_model_free(NpuCycleModel *m) {
  if (!m) return;
  for (int i = 0; i < m->nruns; i++) {
    free(m->runs[i].word);
    free(m->runs[i].wval);
    free(m->runs[i].wf);
  }
  free(m->runs);
  free(m->run_of_label);
  free(m->labpos);
  free(m->pc);
  free(m);
}

static bool clock_quiet(const TimeState *s) {
  if (s->engine_free > s->now) return false;
  for (int u = 0; u < NU_COUNT; u++)
    if (s->unit_free[u] > s->now) return false;
  for (int c = 0; c < NPU_NUM_CH; c++)
    if (s->pending[c]) return false;
  return true;
}

static int64_t rel_time(int64_t t, int64_t entry) { return t > entry ? t - entry : NO_TIME; }

/* The state of one estimate's walk. */
typedef struct Walk {
  NpuCycleModel *m;
  TimeState *s;
  int64_t x[NPU_NUM_X];
  uint8_t xf[NPU_NUM_X];
  int64_t *busy, steps;
  /* the body being recorded (-1: none): its entry cycle and busy counts,
   * the registers and words it wrote */
  int rec;
  int64_t rec_now, rec_busy[NU_COUNT], rec_steps;
  uint32_t rec_xw;
  uint8_t rec_ww[PTAB_WORDS];
  bool unknown; /* a replayed run's unknown value decided a time: walk again without replays */
} Walk;

/* A value with flags f decides a time or a path: with an unknown value the
 * walk is wrong; with the caller's, the body being recorded varies. */
static void decides(Walk *w, uint8_t f) {
  if (f & F_UNKNOWN) w->unknown = true;
  if ((f & (F_CALLER | F_LINK)) && w->rec >= 0) {
    w->m->runs[w->rec].state = RUN_VARIES;
    w->rec = -1;
  }
}

static void record_begin(Walk *w, int label, int link_reg) {
  NpuCycleModel *m = w->m;
  if (m->run_of_label[label] < 0) {
    if (m->nruns == m->capruns) {
      m->capruns = m->capruns ? 2 * m->capruns : 16;
      m->runs = xrealloc(m->runs, sizeof *m->runs * (size_t)m->capruns);
    }
    memset(&m->runs[m->nruns], 0, sizeof *m->runs);
    m->run_of_label[label] = m->nruns++;
  }
  w->rec = m->run_of_label[label];
  w->rec_now = w->s->now;
  w->rec_steps = w->steps;
  for (int u = 0; u < NU_COUNT; u++) w->rec_busy[u] = w->busy[u];
  w->rec_xw = 0;
  memset(w->rec_ww, 0, sizeof w->rec_ww);
  for (int r = 1; r < NPU_NUM_X; r++) w->xf[r] |= F_CALLER;
  w->xf[link_reg] = F_LINK;
  for (int k = 0; k < PTAB_WORDS; k++) m->ptabf[k] |= F_CALLER;
}

static void record_end(Walk *w, int64_t ret_imm) {
  NpuCycleModel *m = w->m;
  BodyRun *r = &m->runs[w->rec];
  const TimeState *s = w->s;
  int64_t e = w->rec_now;
  r->state = RUN_KEPT;
  r->cycles = s->now - e;
  r->steps = w->steps - w->rec_steps;
  r->ret_imm = ret_imm;
  for (int u = 0; u < NU_COUNT; u++) {
    r->unit_free[u] = rel_time(s->unit_free[u], e);
    r->busy[u] = w->busy[u] - w->rec_busy[u];
  }
  r->engine_free = rel_time(s->engine_free, e);
  for (int c = 0; c < NPU_NUM_CH; c++) r->pending[c] = s->pending[c], r->ch_done[c] = rel_time(s->ch_done[c], e);
  r->xw = w->rec_xw;
  memcpy(r->x, w->x, sizeof r->x);
  memcpy(r->xf, w->xf, sizeof r->xf);
  int nw = 0;
  for (int k = 0; k < PTAB_WORDS; k++) nw += w->rec_ww[k];
  r->nw = nw;
  r->word = xmalloc(sizeof *r->word * (size_t)(nw + 1));
  r->wval = xmalloc(sizeof *r->wval * (size_t)(nw + 1));
  r->wf = xmalloc(sizeof *r->wf * (size_t)(nw + 1));
  for (int k = 0, j = 0; k < PTAB_WORDS; k++)
    if (w->rec_ww[k]) r->word[j] = (int16_t)k, r->wval[j] = m->ptab[k], r->wf[j] = m->ptabf[k], j++;
  w->rec = -1;
}

/* A kept run from the entry at s->now, called with return address link:
 * the code index the return goes to, or -1 (the walk then follows it). */
static int replay(Walk *w, const BodyRun *r, int64_t link) {
  TimeState *s = w->s;
  int back = index_of_pc(w->m, link + r->ret_imm);
  if (back < 0 || w->steps + r->steps > 200000000) return -1;
  int64_t e = s->now;
  s->now = e + r->cycles;
  for (int u = 0; u < NU_COUNT; u++) {
    if (r->unit_free[u] != NO_TIME) s->unit_free[u] = e + r->unit_free[u];
    w->busy[u] += r->busy[u];
  }
  if (r->engine_free != NO_TIME) s->engine_free = e + r->engine_free;
  for (int c = 0; c < NPU_NUM_CH; c++) {
    s->pending[c] = r->pending[c];
    if (r->ch_done[c] != NO_TIME) s->ch_done[c] = e + r->ch_done[c];
  }
  w->steps += r->steps;
  /* what the run wrote: its values, the link as this call's, the caller's as unknown */
  for (int x = 1; x < NPU_NUM_X; x++) {
    if (!(r->xw >> x & 1)) continue;
    w->x[x] = r->xf[x] & F_LINK ? link : r->x[x];
    w->xf[x] = r->xf[x] & (F_CALLER | F_UNKNOWN) ? F_UNKNOWN : 0;
  }
  for (int j = 0; j < r->nw; j++) {
    w->m->ptab[r->word[j]] = r->wf[j] & F_LINK ? link : r->wval[j];
    w->m->ptabf[r->word[j]] = r->wf[j] & (F_CALLER | F_UNKNOWN) ? F_UNKNOWN : 0;
  }
  return back;
}

/* One walk of code[first..last]; false when a replayed run's unknown value
 * decided a time (the caller walks again without replays). */
static bool estimate_walk(NpuCycleModel *m, int first, int last, int64_t *busy, int64_t *cycles) {
  const NpuInst *code = m->code;
  const int *labpos = m->labpos;
  int n = m->n, maxlab = m->maxlab;
  TimeState *s = &m->ts;
  memset(s, 0, offsetof(TimeState, t_read));
  Walk w = {.m = m, .s = s, .busy = busy, .rec = -1};
  memset(m->ptab, 0, sizeof m->ptab);
  memset(m->ptabf, 0, sizeof m->ptabf);
  int pc = first, slots = 0, target = -1;
  /* calls: a shared body lies outside the caller's range; follow it */
  int depth = 0, target_depth = 0, call_label = -1, link_reg = 0;
  int64_t link = 0;
  while (pc >= 0 && pc < n && ((pc >= first && pc <= last) || depth > 0)) {
    const NpuInst *in = &code[pc];
    if (!is_real(in)) {
      pc++;
      continue;
    }
    if (++w.steps > 200000000) break;
    NpuInst cur;
    int64_t *x = w.x;
    uint8_t *xf = w.xf;
    if (in->opc == NI_DMA_LOAD || in->opc == NI_DMA_STORE) {
      /* the transfer's real length is in its register */
      cur = *in;
      int64_t len = x[in->b & (NPU_NUM_X - 1)];
      decides(&w, xf[in->b & (NPU_NUM_X - 1)]);
      cur.vm.len = len <= 0 ? 0 : len > INT32_MAX ? INT32_MAX : (int32_t)len;
      in = &cur;
    }
    /* no interlocks: each instruction issues when decode reaches it */
    NpuUnitId u = npu_opc_unit(in->opc, in->sel);
    if (u < NU_COUNT) busy[u] += in->opc == NI_DMA_LOAD || in->opc == NI_DMA_STORE
                                    ? npu_dma_cycles(in->vm.len)
                                    : latency_of(in);
    s->now = ts_clock(s, in, s->now, true);
    if (in->opc <= NI_NOP && in->d > 0 && in->d < NPU_NUM_X) w.rec_xw |= 1u << in->d;
    scalar_exec(in, x, xf);
    if (in->opc == NI_LW || in->opc == NI_SW) {
      int xa = in->a & (NPU_NUM_X - 1);
      decides(&w, xf[xa]);
      int64_t *wd = ptab_word(m, x[xa] + in->imm);
      uint8_t *wdf = wd ? &m->ptabf[wd - m->ptab] : NULL;
      if (wd && in->opc == NI_SW) {
        *wd = x[in->b & (NPU_NUM_X - 1)], *wdf = xf[in->b & (NPU_NUM_X - 1)];
        w.rec_ww[wd - m->ptab] = 1;
      }
      if (in->opc == NI_LW && in->d > 0 && in->d < NPU_NUM_X) {
        x[in->d] = wd ? *wd : 0, xf[in->d] = wd ? *wdf : 0;
        w.rec_xw |= 1u << in->d;
      }
    }
    bool is_br = in->opc >= NI_BEQ && in->opc <= NI_JALR;
    int next = pc + 1;
    if (slots > 0) {
      if (--slots == 0 && target >= 0) {
        next = target;
        depth += target_depth;
        target = -1;
        if (depth == 1 && target_depth == 1) {
          /* a call from depth 0: replay the body's run, or record it */
          int ri = m->run_of_label[call_label];
          const BodyRun *r = ri >= 0 ? &m->runs[ri] : NULL;
          if (clock_quiet(s) && r && r->state == RUN_KEPT && !m->no_replay) {
            int back = replay(&w, r, link);
            if (back >= 0) next = back, depth = 0;
          } else if (clock_quiet(s) && (!r || r->state == RUN_NONE)) {
            record_begin(&w, call_label, link_reg);
          }
        } else if (depth == 0 && target_depth == -1 && w.rec >= 0) {
          record_end(&w, m->pc[next] - link);
        }
      }
    } else if (is_br) {
      uint8_t fa = xf[in->a & (NPU_NUM_X - 1)], fb = xf[in->b & (NPU_NUM_X - 1)];
      bool taken = in->opc == NI_JAL || in->opc == NI_JALR ||
                   branch_taken(in->opc, x[in->a & (NPU_NUM_X - 1)], x[in->b & (NPU_NUM_X - 1)]);
      slots = 2;
      target_depth = 0;
      if (in->opc == NI_JALR) {
        /* the return of the body being recorded goes by its caller's link */
        bool ret = w.rec >= 0 && depth == 1 && in->d == 0 && fa == F_LINK;
        if (!ret) decides(&w, fa);
        /* as the model: the link is written before the base is read */
        int64_t base = x[in->a & (NPU_NUM_X - 1)];
        if (in->d > 0 && in->d < NPU_NUM_X) x[in->d] = m->pc[pc] + 4, xf[in->d] = 0, w.rec_xw |= 1u << in->d;
        target = index_of_pc(m, base + in->imm);
        target_depth = in->d == 0 ? -1 : 0;
      } else {
        if (in->opc != NI_JAL) decides(&w, fa | fb);
        if (in->opc == NI_JAL && in->d > 0 && in->d < NPU_NUM_X) {
          x[in->d] = m->pc[pc] + 4;
          xf[in->d] = 0;
          w.rec_xw |= 1u << in->d;
          target_depth = 1;
          if (depth == 0) /* a call a run may be kept or replayed for */
            link = x[in->d], link_reg = in->d, call_label = in->label >= 0 && in->label <= maxlab ? in->label : -1;
        }
        target = taken && in->label >= 0 && in->label <= maxlab ? labpos[in->label] : -1;
      }
    }
    if (w.unknown) return false;
    pc = next;
  }
  int64_t end = s->now;
  for (int u = 0; u < NU_COUNT; u++)
    if (s->unit_free[u] > end) end = s->unit_free[u];
  if (s->engine_free > end) end = s->engine_free;
  *cycles = end;
  return true;
}

int64_t npu_estimate_cycles(NpuCycleModel *m, int first, int last, int64_t *busy) {
  int64_t b[NU_COUNT] = {0}, cycles = 0;
  if (!estimate_walk(m, first, last, b, &cycles)) {
    bool no_replay = m->no_replay;
    m->no_replay = true;
    for (int u = 0; u < NU_COUNT; u++) b[u] = 0;
    estimate_walk(m, first, last, b, &cycles);
    m->no_replay = no_replay;
  }
  if (busy) memcpy(busy, b, sizeof b);
  return cycles;
}
