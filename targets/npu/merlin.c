/* merlin.c (npu): --npu-isa=merlin-v1: Merlin's text ISA, one fixed
 * skeleton per dispatch in module order, byte for byte as Merlin prints it. */
#include <string.h>

#include "npu/merlin.h"

typedef struct MerlinLine {
  const char *mnemonic;
  const char *keys; /* comma-separated, in Merlin's order */
  int v[4];
} MerlinLine;

static const MerlinLine matmul_skeleton[] = {
    {"dma.load", "rd,base,size,flag", {2, 0, 2048, 0}},
    {"dma.wait", "flag", {0}},
    {"dma.load.mxu0", "rd,base,size,flag", {1, 2048, 512, 0}},
    {"dma.wait", "flag", {0}},
    {"matmul.mxu0", "rd,rs1,rs2", {0, 2, 1}},
};

static const MerlinLine softmax_fragment[] = {
    {"vmul", "vrd,vs1,vs2", {4, 3, 2}}, {"vexp", "vrd,vs1", {5, 4}},
    {"vreduce.sum", "vrd,vs1", {6, 5}}, {"vrcp", "vrd,vs1", {7, 6}},
    {"vmul", "vrd,vs1,vs2", {8, 5, 7}},
};

static const MerlinLine attention_head[] = {
    {"dma.load.mxu1", "rd,base,size,flag", {0, 8192, 256, 0}},
    {"dma.load.mxu1", "rd,base,size,flag", {1, 12288, 256, 1}},
    {"dma.wait", "flag", {0}},
    {"dma.wait", "flag", {1}},
    {"dma.load", "rd,base,size,flag", {0, 0, 1024, 2}},
    {"dma.load", "rd,base,size,flag", {2, 16384, 2048, 0}},
    {"dma.wait", "flag", {2}},
    {"dma.wait", "flag", {0}},
    {"matmul.mxu0", "rd,rs1,rs2", {3, 0, 0}},
};

static const MerlinLine attention_tail[] = {
    {"matmul.mxu0", "rd,rs1,rs2", {9, 8, 1}},
    {"dma.store", "rs1,base,size,flag", {9, 20480, 2048, 1}},
    {"dma.wait", "flag", {1}},
};

/* "mnemonic k1=v1, k2=v2\n" */
static void put_lines(StrBuf *out, const MerlinLine *v, int n) {
  for (int i = 0; i < n; i++) {
    sb_puts(out, v[i].mnemonic);
    sb_putc(out, ' ');
    const char *k = v[i].keys;
    for (int j = 0; *k; j++) {
      const char *e = strchr(k, ',');
      size_t len = e ? (size_t)(e - k) : strlen(k);
      if (j) sb_puts(out, ", ");
      sb_putn(out, k, len);
      sb_printf(out, "=%d", v[i].v[j]);
      k += len + (e ? 1 : 0);
    }
    sb_putc(out, '\n');
  }
}

/* The skeleton of a task's kind: its parts in order, or 0 when Merlin has none. */
typedef struct Skeleton {
  const char *kernel;
  const MerlinLine *part[3];
  int len[3];
} Skeleton;

static const Skeleton *skeleton_of(TaskKind k) {
  static const Skeleton matmul = {"merlin_matmul_skeleton", {matmul_skeleton}, {5}};
  static const Skeleton softmax = {"merlin_softmax_fragment", {softmax_fragment}, {5}};
  static const Skeleton attention = {"merlin_gemma_attention",
                                     {attention_head, softmax_fragment, attention_tail},
                                     {9, 5, 3}};
  switch (k) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL: return &matmul;
  case TK_SOFTMAX: return &softmax;
  case TK_ATTENTION: return &attention;
  default: return NULL;
  }
}

/* Merlin's strict ukernel verifier rejects the elementwise and reduction
 * symbol families: legal asks here. */
const char *npu_merlin_unsupported(TaskKind k) {
  if (skeleton_of(k)) return NULL;
  return k == TK_REDUCTION ? "npu (merlin-v1): Merlin's strict ukernel verifier rejects "
                             "npu_uk_reduction_* symbols"
                           : "npu (merlin-v1): Merlin's strict ukernel verifier rejects "
                             "npu_uk_elementwise_* symbols";
}

bool npu_merlin_schedule(Graph *g, Diag *d) {
  (void)d;
  int line = 0;
  prop_add_str(g->arena, &g->props, "merlin_note",
               "Merlin's fixed per-dispatch skeletons: not executable by the current npu_model "
               "and independent of shapes (spec/npu.md 1.2)");
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    const Skeleton *sk = skeleton_of(t->kind);
    if (t->device != DEV_TARGET || !sk) continue;
    t->asm_first_line = line + 1;
    for (int p = 0; p < 3; p++) line += sk->len[p];
    t->asm_last_line = line;
    t->kernel = sk->kernel;
    t->label = arena_printf(g->arena, "merlin_dispatch_%d", t->id); /* the text has no labels */
  }
  return true;
}

bool npu_merlin_emit(const Graph *g, StrBuf *out) {
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    const Skeleton *sk = skeleton_of(t->kind);
    if (t->device != DEV_TARGET || !sk) continue;
    for (int p = 0; p < 3; p++) put_lines(out, sk->part[p], sk->len[p]);
  }
  return true;
}
