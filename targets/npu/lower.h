/* lower.h (npu): what a kernel lowers a task with: the plan of every
 * buffer, the per-task kernel plans, the builder, the segments. */
#ifndef NPUCC_NPU_LOWER_H
#define NPUCC_NPU_LOWER_H

#include "npu/layout.h"
#include "npu/schedule.h"
#include "npu/vmem.h"
#include "npucc/target.h"

typedef struct NpuLower {
  Graph *g;
  const Options *o;
  Diag *d;
  Arena *a;
  /* per task legal accepted: what its plan recorded of it (properties,
   * kernel name), given to the task by plan; legal leaves the task as it was */
  Prop **kept_props;
  const char **kept_kernel;
  /* what many tasks' plans say alike, kept once (prop_add_shared), and the
   * memory their lists are built in first, reset for each task planned */
  PropPool props;
  Arena *scratch;
  NpuBuilder *b;
  NpuBuf *buf;      /* per tensor */
  int nbuf;
  NpuVaddr vc;      /* VMEM address registers */
  int e_one;        /* e register holding 1 */
  int segment;      /* current program segment */
  void **plans;     /* per task: the kernel's plan between planning and emission */
  int capbuf;       /* entries of buf: tensors the lowering may add stop there */
  /* the graph's buffers claimed, in claim order: a refused plan's claims are
   * the last ones, undone without a scan of every buffer (npu_unclaim_task) */
  int *claims, nclaims, capclaims;
  /* program segments: runs of npu tasks of one entry between host tasks */
  struct NpuSegment {
    int func, label;
    int64_t *tasks, *host_after;
    int ntasks, captasks, nhost, caphost;
  } *segs;
  int nsegs, capsegs;
  NpuProgram prog;  /* set by npu_schedule */
  /* Decomposed attention run as one flash-attention task: per task the
   * task it joined (-1 if none), and for the joining Q.K^T task the chain's
   * tasks in order (itself first, P.V last; nchain 0 if none). */
  int *merged_into;
  int **chain, *nchain;
  /* per attention chain c of the graph, the tasks holding one of its ops, in
   * task order: chain_tasks[chain_first[c] .. chain_first[c + 1]) (legal.c;
   * NULL until the first chain is looked at) */
  int *chain_first, *chain_tasks;
  /* per Q.K^T task of a chain: why the flash kernel refused it (NULL: it
   * did not, or there is no chain) */
  const char **flash_rejected;
  /* per task: a float cast whose result has on the device the very bytes of
   * tensor alias_of[task] (both stored as bf16 in one layout), so it runs no
   * code and its result is that tensor's region; -1 if not (plan.c) */
  int *alias_of;
  /* per task: a buffer it reads or writes that is not among its inputs or
   * outputs (a head permute's flat side, kern_heads.c), -1 if none */
  int *extra_use;
  /* readers per tensor and the (last) op reading it, counted on first use
   * (kern_heads.c); NULL until then */
  int *nreaders, *reader, nreaders_n;
  /* shared kernel bodies (share.c, program.c) */
  struct NpuShare {
    bool on;              /* tasks with a twin run as calls of one body */
    bool body;            /* emitting a body: addresses come from the parameter table */
    bool keep;            /* the first emission: what each task asked for is kept (share.c) */
    int xra;              /* the link register of every call */
    int64_t *params;      /* the values the body being emitted reads, in table order */
    int nparams, capparams;
    uint64_t *key;        /* per task: the hash of what it asked for (first emission) */
    bool *twin;           /* per task: another task has its key */
    int *group;           /* per task: its key's index (bodies are per key), -1 none */
    int64_t *group_words; /* per key: the body's instruction words */
    bool *owns_body;      /* per task: its code holds a body (the first call in a segment) */
    struct NpuBody {
      uint64_t hash;
      int label, seg;
      int start, end, first_label; /* its code (jump over it included), its first label */
      int group;                   /* its task's key index */
      bool same;                   /* its task's first emission was its key's first task's */
    } *bodies;
    int nbodies, capbodies;
    /* Kept from the first emission (npu_share_keep_task), so that a call of
     * a body already in its segment is made without emitting its kernel
     * again: per task its parameters as a body reads them, the label names
     * it took, and whether it asked for the same as the first task of its
     * key did, value by value (same); per key that first task's values. */
    int64_t **tparams;
    int *ntparams;
    const char *const **tnames;
    int *ntnames;
    bool *same;
    bool *group_differs;  /* per key: a body read other parameters than its first emission kept */
    struct NpuKeyFirst {
      uint64_t key;
      const unsigned char *kept;
      size_t nkept;
    } *firsts;
    int nfirsts, capfirsts;
  } share;
} NpuLower;

/* A task merged into another (a part of a decomposed attention) runs inside
 * it: the task it joined, or -1. */
static inline int npu_merged_into(const NpuLower *L, int task) { return L->merged_into[task]; }
/* A task the program runs code for: on the npu, neither inside another
 * task's kernel nor a cast whose result is its operand's bytes. */
static inline bool npu_runs_code(const NpuLower *L, int task) {
  return L->g->tasks[task].device == DEV_TARGET && L->merged_into[task] < 0 && L->alias_of[task] < 0;
}

#endif
