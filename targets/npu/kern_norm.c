/* kern_norm.c (npu): a row group (norms, decomposed softmax): row reductions
 * of an R x C matrix with their elementwise producers and consumers, as one
 * loop over bands of 32 rows whose intermediates never leave VMEM. */
#include <string.h>

#include "npu/epilogue.h"
#include "npu/kernels.h"
#include "npu/share.h"
#include "npu/stream.h"
#include "npu/treesum.h"
#include "npucc/bodyexpr.h"
#include "npucc/numeric.h"

enum { MAX_GOPS = 24, MAX_GVALS = 48, MAX_GSTREAMS = NPU_GROUP_MAX_STREAMS, MAX_PARTS = 4 };
/* Leaves a trip of a reduction's loop combines into one level-3 entry, and
 * tiles a trip of an elementwise op's loop computes. */
enum { TREE_BLOCK = 8, TREE_BLOCK_LEVEL = 3, EW_UNROLL = 4 };
/* A shifted view's transposes take a band of it and three halves more. */
enum { HALF_TILE = NPU_BF16_TILE / 2, SHIFT_SPARE = NPU_SHIFT_SPARE };
/* A loop over half tiles takes four rounds of its register sets a trip:
 * each loop starts and ends drained, and one round a trip made 100x1500
 * RoPE 2.0% slower than unrolled code (four: 1.1%). */
enum { HALF_ROUNDS = 4 };

/* A column view: a slice's tiles are its source's from `off` on; a
 * concat's are its parts' in turn. Neither has VMEM of its own, unless
 * its pieces start in the middle of a tile: at a [32,16] half, it is
 * copied half by half to VMEM of its own (`copy`); inside a half (`shift`:
 * RoPE's halves of 150 columns), through byte transposes (copy_shifted). */
typedef enum { VIEW_NONE, VIEW_SLICE, VIEW_CONCAT } ViewKind;

/* A tensor the group reads or computes: where one band of it is in VMEM. */
typedef struct GVal {
  int tensor;
  NpuLayout lay;   /* BF16_TILE: a band of its tiles; COLS_REP: one tile a band;
                    * ROWS_REP (its tiles) and SPLAT: resident, the same each band */
  int64_t cols;    /* BF16_TILE, ROWS_REP: its columns (values may differ in width) */
  bool inner;      /* the group computes it */
  int stream;      /* its stream (DRAM input or output), -1 if none */
  int64_t vm;      /* VMEM when it has no stream */
  ViewKind view;
  bool copy;       /* a view with pieces at half tiles, kept as a copy */
  int src[MAX_PARTS], nsrc; /* a view's source values */
  int64_t offh;    /* a slice's first half tile (16 columns) in its source */
  int64_t off;     /* a slice's first column in its source */
  bool shift;      /* a copy whose pieces start inside a half tile */
  bool fp8;        /* an output one fp8 contraction alone reads: fp8 tiles (1 KB) */
} GVal;

typedef struct GOp {
  const Op *op;
  bool red, view; /* a reduction; a slice or concat (nothing to emit) */
  bool inlined;    /* computed inside the program of the one op reading it (into) */
  const Op *into;
  int in, out;     /* GVal of the reduction's input, of the result */
  Epilogue ep;     /* elementwise: the body; reduction: its per-element map */
  bool transform;
  NpuOpc combine;
  bool has_init;
  uint16_t init_bits;
  int init_reg, mask, mask_reg, cfirst;
  int64_t mask_vm;
  int ridx;        /* wide: a reduction's pass; a row op's pass (reductions before it) */
  int64_t part_vm; /* wide: a reduction's running partial tile across the chunks */
} GOp;

/* Planned in scratch memory with room for MAX_GOPS ops and MAX_GVALS
 * values; what legal keeps per task (keep_plan) has room for its own only:
 * a chain of 45k small generics is 6.5k plans, and the full arrays were
 * 7.9 KB of each. */
typedef struct NormPlan {
  int task;
  int64_t R, C, Rt, Ct; /* C: the widest value */
  bool uniform;         /* every matrix C wide, no views: chunks and passes apply */
  GOp *ops;
  int nops;
  GVal *vals;
  int nvals;
  NpuStream st[MAX_GSTREAMS];
  int st_val[MAX_GSTREAMS], nst; /* per stream: its tensor */
  int tmp[NPU_EPI_MAX_TEMPS], ntmp, trtmp[2][NPU_EPI_MAX_TEMPS], ntrtmp, acc, t2, wreg;
  int pack; /* an fp8 output's tile packed (one register) */
  int tp;   /* shifted views: two sets of a loaded half and its transpose (pairs) */
  int64_t shift_vm; /* shifted views: the transposed halves (copy_shifted) */
  int64_t shift_halves; /* > 0: a shifted view is copied in windows of so many
                         * halves (its band's transposes did not fit) */
  int64_t entries; /* VMEM: a reduction loop's block results */
  /* Rows too wide for a band of every value: per band, a pass over its
   * column chunks (Cc tiles each, nch of them) per reduction, then one that
   * writes the outputs; resident per-column inputs are reached through a
   * register per value (xrow) that moves a chunk at a time. */
  bool wide;
  bool one_slot; /* outputs single-buffered (stream.h), when two slots do not fit */
  int64_t Cc, nch;
  int nred, pass;
  int *xrow;  /* per value */
  bool *need; /* per value: the values the pass being emitted computes or reads */
} NormPlan;

bool npu_is_row_group(const Graph *g, const Task *t) {
  if (t->kind != TK_ELEMENTWISE && t->kind != TK_REDUCTION) return false;
  int n = 0;
  for (int j = 0; j < t->nops; j++) n += g->ops[t->ops[j]].kind != OP_FILL;
  return n > 1;
}

/* The value of tensor in the plan, -1 if none. */
static int val_find(const NormPlan *p, int tensor) {
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].tensor == tensor) return i;
  return -1;
}

static int val_of(const Graph *g, NormPlan *p, int tensor, NpuLayout lay) {
  int i = val_find(p, tensor);
  if (i >= 0) return i;
  if (p->nvals == MAX_GVALS) return -1;
  const Tensor *x = &g->tensors[tensor];
  int64_t cols = lay == NL_BF16_TILE ? x->dims[1] : lay == NL_ROWS_REP ? tensor_numel(x) : 0;
  p->vals[p->nvals] = (GVal){.tensor = tensor, .lay = lay, .cols = cols, .stream = -1, .vm = -1};
  return p->nvals++;
}

/* Tiles of a row the loop takes at a time: the band's, or a wide chunk's. */
static int64_t chunk_tiles(const NormPlan *p) { return p->wide ? p->Cc : p->Ct; }

/* Tiles of value v in a band (chunk) of a matrix, or resident by column. */
static int64_t val_tiles(const NormPlan *p, const GVal *v) {
  if (v->lay == NL_BF16_TILE && p->uniform) return chunk_tiles(p);
  return v->lay == NL_BF16_TILE || v->lay == NL_ROWS_REP ? npu_pad(v->cols) / 32 : 1;
}

static bool is_output(const Task *t, int x) {
  for (int k = 0; k < t->noutputs; k++)
    if (t->outputs[k] == x) return true;
  return false;
}

/* The reduction's start when a constant fill (or the zero fill canonicalize
 * folded) makes it; false when it starts from a tensor's values. */
static bool init_value(const Graph *g, const Op *op, double *v) {
  int p = g->tensors[op_operand(op, op->nin)].producer;
  if (p >= 0 && g->ops[p].kind == OP_FILL) {
    const Tensor *s = &g->tensors[g->ops[p].in[0]];
    if (s->cst != CONST_DENSE && s->cst != CONST_SPLAT) return false;
    *v = tensor_const_f64(s, 0);
    return true;
  }
  *v = 0.0;
  return op->zero_init;
}

static bool plan_reduce(NpuLower *L, Task *t, NormPlan *p, GOp *go, const char **why) {
  Graph *g = L->g;
  const Op *op = go->op;
  const Body *b = &op->body;
  const ScalarInst *c = &b->insts[body_skip_casts(b, b->yield[0])];
  int ca = body_skip_casts(b, c->a), cb = body_skip_casts(b, c->b);
  int elem = body_is_arg(b, cb, 1) ? ca : body_is_arg(b, ca, 1) ? cb : -1;
  if (elem < 0) {
    *why = "npu: a reduction that does not combine its accumulator with one value";
    return false;
  }
  go->transform = !body_is_arg(b, elem, 0);
  if (go->transform) {
    if (!npu_epilogue_build_expr(L, op, elem, &go->ep, why)) return false;
    int n = npu_epilogue_temps(&go->ep);
    if (n > NPU_EPI_MAX_TEMPS || go->ep.v[go->ep.result].kind != EV_OP) {
      *why = "npu: a reduction's per-element transform too large for the registers";
      return false;
    }
    if (n > p->ntrtmp) p->ntrtmp = n;
  }
  double identity, init;
  switch (c->op) {
  case SC_ADDF: go->combine = NI_VADD, identity = 0; break;
  case SC_MAXIMUMF: case SC_MAXNUMF: go->combine = NI_VMAX, identity = -1.0 / 0.0; break;
  case SC_MINIMUMF: case SC_MINNUMF: go->combine = NI_VMIN, identity = 1.0 / 0.0; break;
  default: *why = "npu: reduction that is not a sum, max or min"; return false;
  }
  if (!init_value(g, op, &init)) {
    *why = "npu: a reduction that starts from a tensor's values (no constant initial value)";
    return false;
  }
  go->init_bits = num_bf16_from_f32((float)init);
  go->has_init = go->init_bits != num_bf16_from_f32((float)identity);
  go->mask = -1;
  int64_t cols = g->tensors[op->in[0]].dims[1], valid = cols - (npu_pad(cols) / 32 - 1) * 32;
  if (valid < 32) {
    /* padded columns must not count: 0 for a sum (multiply), +-max for max/min */
    uint16_t in = go->combine == NI_VADD ? NPU_BF16_ONE : go->combine == NI_VMAX ? NPU_BF16_MAX : NPU_BF16_LOWEST;
    uint16_t out = go->combine == NI_VADD ? NPU_BF16_ZERO : go->combine == NI_VMAX ? NPU_BF16_LOWEST : NPU_BF16_MAX;
    go->mask = npu_mask_tile(L, t, true, valid, in, out, "group_mask");
    if (go->mask < 0) {
      *why = "npu: too many constant buffers";
      return false;
    }
  }
  int x = op->in[0];
  const Tensor *xt = &g->tensors[x];
  bool inner = xt->producer >= 0 && g->ops[xt->producer].task == t->id;
  if (!inner && !npu_claim(L, x, NL_BF16_TILE, false, t->id, why)) return false;
  go->in = val_of(g, p, x, NL_BF16_TILE);
  return go->in >= 0;
}

/* VMEM for one band (chunk) of value v (a resident vector: all of it; a
 * view: none but the slots of its stream when read outside). */
static int64_t tile_bytes(const GVal *v) { return npu_layout_tile_bytes(v->fp8 ? NL_FP8_TILE : NL_BF16_TILE); }

static int64_t val_bytes(const NormPlan *p, const GVal *v) {
  return val_tiles(p, v) * tile_bytes(v);
}

/* Halves of shifted view v a window of copy_shifted takes: its band's, or
 * the plan's windows when narrower. */
static int64_t shift_window(const NormPlan *p, const GVal *v) {
  int64_t n = 2 * val_tiles(p, v);
  return p->shift_halves && p->shift_halves < n ? p->shift_halves : n;
}

/* VMEM and registers, fixed at plan time so that a group the chip cannot
 * hold is refused (the host runs it) rather than failing to emit: the
 * streams (inputs read by band, then outputs), resident inputs and scratch,
 * the reduction loops' entries, the masks; then the vector registers. */
static const char *group_resources(const Graph *g, const Task *t, NormPlan *p) {
  p->nst = 0;
  int ch = 0;
  for (int i = 0; i < p->nvals; i++) {
    const Tensor *x = &g->tensors[p->vals[i].tensor];
    p->vals[i].inner = x->producer >= 0 && g->ops[x->producer].task == t->id;
    p->vals[i].stream = -1;
  }
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < p->nvals; i++) {
      GVal *v = &p->vals[i];
      bool out = v->inner && is_output(t, v->tensor);
      if ((pass == 0 && (v->inner || (v->lay != NL_BF16_TILE && v->lay != NL_COLS_REP))) || (pass == 1 && !out))
        continue;
      if (p->nst == MAX_GSTREAMS || ch + (out ? 2 : 1) > NPU_GROUP_STREAM_CHANNELS) return "npu: a row group with too many inputs and outputs";
      int64_t band = val_bytes(p, v);
      v->stream = p->nst;
      p->st_val[p->nst] = v->tensor;
      p->st[p->nst++] = (NpuStream){.out = out, .stride = band, .len = band, .ch = ch};
      ch += out ? 2 : 1;
    }
  int64_t at = 0;
  for (int i = 0; i < p->nst; i++) {
    p->st[i].vm[0] = at, at += p->st[i].len;
    p->st[i].vm[1] = p->one_slot && p->st[i].out ? p->st[i].vm[0] : at;
    at += p->one_slot && p->st[i].out ? 0 : p->st[i].len;
  }
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].stream < 0 && (p->vals[i].view == VIEW_NONE || p->vals[i].copy))
      p->vals[i].vm = at, at += val_bytes(p, &p->vals[i]);
  /* the transposed halves of a shifted view: its band's, a half before
   * them (a slice's first half starts up to 15 columns early) and two after
   * (its last source half, a tail zeroed) */
  p->shift_vm = -1;
  int64_t shift_bytes = 0;
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].shift && shift_window(p, &p->vals[i]) * HALF_TILE + SHIFT_SPARE > shift_bytes)
      shift_bytes = shift_window(p, &p->vals[i]) * HALF_TILE + SHIFT_SPARE;
  if (shift_bytes) p->shift_vm = at, at += shift_bytes;
  /* the reduction loops' block results: none without a reduction (RoPE's
   * views at 45x3186 lacked those 26 KB) */
  bool reduces = false;
  for (int j = 0; j < p->nops; j++) reduces |= p->ops[j].red;
  p->entries = at;
  if (reduces) at += (chunk_tiles(p) / TREE_BLOCK + 1) * NPU_BF16_TILE;
  for (int j = 0; j < p->nops; j++)
    if (p->wide && p->ops[j].red) p->ops[j].part_vm = at, at += NPU_BF16_TILE;
  int m = 0;
  for (int i = 0; i < p->ntmp; i++) p->tmp[i] = m, m += 2;
  for (int par = 0; par < 2; par++)
    for (int i = 0; i < p->ntrtmp; i++) p->trtmp[par][i] = m, m += 2;
  p->t2 = m, m += 4;
  if (p->shift_vm >= 0) p->tp = m, m += 8;
  if (p->wide) p->wreg = m, m += 2;
  bool fp8_out = false;
  for (int i = 0; i < p->nvals; i++) fp8_out |= p->vals[i].fp8;
  if (fp8_out) p->pack = m++;
  p->acc = m, m += 2 * NPU_TREE_DEPTH;
  for (int j = 0; j < p->nops; j++) {
    GOp *go = &p->ops[j];
    if (go->mask >= 0) go->mask_vm = at, at += NPU_BF16_TILE, go->mask_reg = m, m += 2;
    if (go->has_init) go->init_reg = m, m += 2;
    if (!go->view && !go->inlined && (!go->red || go->transform))
      go->cfirst = m, m += 2 * npu_epilogue_const_pairs(&go->ep);
  }
  if (at > NPU_VMEM_KERNEL_BYTES) return "npu: a row group's bands of 32 rows do not fit VMEM";
  if (m > 64) return "npu: a row group needs more than the 64 vector registers";
  /* Spare registers join the temporaries, handed out last (epilogue.c takes
   * the least recently freed first): a load then rarely writes a register
   * the op before it still reads (RoPE's sin after x cos: 32 cycles a band). */
  while (p->ntmp < NPU_EPI_MAX_TEMPS && m + 2 <= 64) p->tmp[p->ntmp++] = m, m += 2;
  return NULL;
}

/* May the group's loop take its tiles in chunks other than bands of 32
 * rows? Only when nothing in it depends on where a tile sits: no
 * reduction, every value a matrix of tiles or a splat. */
static bool chunks_anywhere(const NormPlan *p) {
  if (!p->uniform) return false;
  for (int j = 0; j < p->nops; j++)
    if (p->ops[j].red) return false;
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].lay != NL_BF16_TILE && p->vals[i].lay != NL_SPLAT) return false;
  return true;
}

/* Can a group whose bands do not fit run in passes over column chunks?
 * With a reduction (a chain chunks anywhere), whole tiles (no mask: the
 * chunk a tile is in is not known where the code is), and every stream a
 * matrix (a per-row input or output moves once a band, not a chunk). Sets
 * each op's pass. */
static bool can_go_wide(const Graph *g, const Task *t, NormPlan *p) {
  (void)g, (void)t;
  if (p->C % 32 || !p->uniform) return false;
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].stream >= 0 && p->vals[i].lay != NL_BF16_TILE) return false;
  p->nred = 0;
  for (int j = 0; j < p->nops; j++) {
    if (p->ops[j].mask >= 0) return false;
    p->ops[j].ridx = p->nred;
    p->nred += p->ops[j].red;
  }
  return p->nred > 0;
}

/* A slice or concat of columns (target.c's column_view: pieces start at
 * whole tiles): a value made of other values' tiles, read where they are. */
static bool plan_view(NpuLower *L, Task *t, NormPlan *p, GOp *go, const char **why) {
  Graph *g = L->g;
  const Op *op = go->op;
  int y = op->out[0];
  /* read outside the group: its tiles are copied to an output stream */
  if (is_output(t, y) && !npu_claim(L, y, NL_BF16_TILE, false, t->id, why)) return false;
  if (op->nin > MAX_PARTS) {
    *why = "npu: a concat of too many parts in a group";
    return false;
  }
  int src[MAX_PARTS];
  for (int k = 0; k < op->nin; k++) {
    int x = op->in[k];
    const Tensor *xt = &g->tensors[x];
    bool inner = xt->producer >= 0 && g->ops[xt->producer].task == t->id;
    if (!inner && !npu_claim(L, x, NL_BF16_TILE, false, t->id, why)) return false;
    if ((src[k] = val_of(g, p, x, NL_BF16_TILE)) < 0) {
      *why = "npu: a vector-op group of too many values";
      return false;
    }
  }
  if ((go->out = val_of(g, p, y, NL_BF16_TILE)) < 0) {
    *why = "npu: a vector-op group of too many values";
    return false;
  }
  GVal *v = &p->vals[go->out];
  v->view = op->kind == OP_CONCAT ? VIEW_CONCAT : VIEW_SLICE;
  v->nsrc = op->nin;
  memcpy(v->src, src, sizeof *src * (size_t)op->nin);
  v->off = op->kind == OP_CONCAT ? 0 : op->a.slice.offsets[1];
  v->offh = v->off / 16;
  v->shift = v->off % 16 != 0;
  for (int k = 0; k + 1 < v->nsrc; k++) v->shift |= p->vals[src[k]].cols % 16 != 0;
  v->copy = v->shift || v->offh % 2;
  for (int k = 0; k + 1 < v->nsrc; k++) v->copy |= p->vals[src[k]].cols % 32 != 0;
  return true;
}

/* The group's elementwise op computing matrix y when go alone reads it, as
 * a band of tiles (nothing else in the group or outside does), else NULL. */
static GOp *sole_producer(NpuLower *L, const Task *t, NormPlan *p, const GOp *go, int y) {
  const Graph *g = L->g;
  if (g->tensors[y].rank != 2 || is_output(t, y) || npu_sole_reader(L, y) != go->op) return NULL;
  for (int j = 0; j < p->nops; j++) {
    GOp *a = &p->ops[j];
    if (a != go && !a->red && !a->view && !a->inlined && a->op->out[0] == y) return a;
  }
  return NULL;
}

/* Elementwise producers of go's matrix inputs that go alone reads are
 * computed inside go's program, tile by tile in registers: their bands
 * take no VMEM and no stores and loads (RoPE's x cos and rot sin, whose
 * bands beside x, cos and sin did not fit). Kept only while go's program
 * fits the registers (npu_epilogue_temps). */
static void inline_producers(NpuLower *L, const Task *t, NormPlan *p, GOp *go) {
  if (L->g->tensors[go->op->out[0]].rank != 2) return;
  for (bool again = true; again;) {
    again = false;
    for (int i = 0; i < go->ep.nv && !again; i++) {
      const EpiVal *v = &go->ep.v[i];
      GOp *a = v->kind == EV_BUF && v->src == NL_BF16_TILE ? sole_producer(L, t, p, go, v->tensor) : NULL;
      Epilogue merged;
      /* in scratch: most merges are replaced by a larger one (keep_plan keeps the last) */
      if (!a || !npu_epilogue_inline(L->scratch, &go->ep, v->tensor, &a->ep, &merged)) continue;
      if (npu_epilogue_temps(&merged) > NPU_EPI_MAX_TEMPS || merged.nv > EPI_MAX_VALUES) continue;
      go->ep = merged;
      a->inlined = true;
      a->into = go->op;
      again = true;
    }
  }
}

/* Values nothing reads once producers are inlined (their results) dropped,
 * the indices into the others renumbered. */
static void drop_unread_values(NormPlan *p) {
  bool used[MAX_GVALS] = {0};
  int map[MAX_GVALS];
  for (int j = 0; j < p->nops; j++) {
    const GOp *go = &p->ops[j];
    if (go->inlined) continue;
    used[go->out] = true;
    if (go->red) used[go->in] = true;
    for (int i = 0; !go->view && i < go->ep.nv; i++)
      if (go->ep.v[i].kind == EV_BUF && val_find(p, go->ep.v[i].tensor) >= 0)
        used[val_find(p, go->ep.v[i].tensor)] = true;
  }
  for (int i = 0; i < p->nvals; i++)
    for (int k = 0; k < p->vals[i].nsrc; k++) used[p->vals[i].src[k]] = true;
  int n = 0;
  for (int i = 0; i < p->nvals; i++) {
    map[i] = used[i] ? n : -1;
    if (used[i]) p->vals[n++] = p->vals[i];
  }
  p->nvals = n;
  for (int j = 0; j < p->nops; j++) {
    GOp *go = &p->ops[j];
    go->out = go->inlined ? -1 : map[go->out];
    if (go->red) go->in = map[go->in];
  }
  for (int i = 0; i < p->nvals; i++)
    for (int k = 0; k < p->vals[i].nsrc; k++) p->vals[i].src[k] = map[p->vals[i].src[k]];
}

/* What legal keeps of plan p (in scratch memory): its ops and values, and
 * their programs, in arrays of their own size in L's arena. */
static NormPlan *keep_plan(NpuLower *L, const NormPlan *p) {
  NormPlan *k = arena_alloc(L->a, sizeof *k);
  *k = *p;
  k->ops = arena_alloc(L->a, sizeof *k->ops * (size_t)(p->nops ? p->nops : 1));
  memcpy(k->ops, p->ops, sizeof *k->ops * (size_t)p->nops);
  k->vals = arena_alloc(L->a, sizeof *k->vals * (size_t)(p->nvals ? p->nvals : 1));
  memcpy(k->vals, p->vals, sizeof *k->vals * (size_t)p->nvals);
  k->xrow = arena_alloc(L->a, sizeof *k->xrow * (size_t)(p->nvals ? p->nvals : 1));
  k->need = arena_alloc(L->a, sizeof *k->need * (size_t)(p->nvals ? p->nvals : 1));
  for (int j = 0; j < p->nops; j++) {
    Epilogue *ep = &k->ops[j].ep;
    if (!ep->nv) continue;
    EpiVal *v = arena_alloc(L->a, sizeof *v * (size_t)ep->nv);
    ep->v = memcpy(v, ep->v, sizeof *v * (size_t)ep->nv);
    ep->capv = ep->nv;
  }
  return k;
}

bool npu_plan_row_group(NpuLower *L, Task *t, const char **why) {
  Graph *g = L->g;
  NormPlan *p = arena_alloc(L->scratch, sizeof *p);
  memset(p, 0, sizeof *p);
  p->ops = arena_alloc(L->scratch, sizeof *p->ops * MAX_GOPS);
  p->vals = arena_alloc(L->scratch, sizeof *p->vals * MAX_GVALS);
  p->task = t->id;
  /* the rows: a reduction's, or those of the matrix an elementwise chain's
   * first op computes; the width: the widest matrix (values may differ in
   * width when the group slices and concatenates columns) */
  for (int j = 0; j < t->nops && !p->R; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->match >= 0 && g->matches[op->match].kind == TK_REDUCTION) p->R = g->tensors[op->in[0]].dims[0];
  }
  for (int j = 0; j < t->nops && !p->R; j++) {
    const Tensor *y = &g->tensors[g->ops[t->ops[j]].out[0]];
    if (g->ops[t->ops[j]].kind == OP_FILL) continue;
    if (y->rank != 2) break;
    p->R = y->dims[0];
  }
  for (int j = 0; j < t->nops && p->R; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->kind == OP_FILL) continue;
    bool red = op->match >= 0 && g->matches[op->match].kind == TK_REDUCTION;
    const Tensor *y = &g->tensors[red ? op->in[0] : op->out[0]];
    if (y->rank == 2 && y->dims[1] > p->C) p->C = y->dims[1];
  }
  if (!p->C) {
    *why = "npu: a vector-op group over no R x C matrix";
    return false;
  }
  p->Rt = npu_pad(p->R) / 32, p->Ct = npu_pad(p->C) / 32;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->kind == OP_FILL) continue;
    if (p->nops == MAX_GOPS) {
      *why = "npu: a vector-op group of too many ops";
      return false;
    }
    GOp *go = &p->ops[p->nops++];
    go->op = op;
    go->mask = -1;
    go->view = op->kind == OP_EXTRACT_SLICE || op->kind == OP_CONCAT;
    go->red = !go->view && g->matches[op->match].kind == TK_REDUCTION;
    if (go->view) {
      if (!plan_view(L, t, p, go, why)) return false;
      continue;
    }
    if (go->red ? !plan_reduce(L, t, p, go, why) : !npu_epilogue_build_one(L, t, op, &go->ep, why)) return false;
    if (go->ep.nv > EPI_MAX_VALUES) {
      *why = "npu: a group op with too many values";
      return false;
    }
    if (!go->red) {
      inline_producers(L, t, p, go);
      int n = npu_epilogue_temps(&go->ep);
      if (n > NPU_EPI_MAX_TEMPS) {
        *why = "npu: a group op too large for the registers";
        return false;
      }
      if (n > p->ntmp) p->ntmp = n;
      for (int i = 0; i < go->ep.nv; i++)
        if (go->ep.v[i].kind == EV_BUF && val_of(g, p, go->ep.v[i].tensor, go->ep.v[i].src) < 0) {
          *why = "npu: a vector-op group of too many values";
          return false;
        }
    }
    int y = op->out[0];
    NpuLayout ylay = g->tensors[y].rank == 2 ? NL_BF16_TILE : NL_COLS_REP;
    /* an fp8 result that one fp8 contraction alone reads is written as the
     * fp8 tiles it takes (as kern_vpu.c does): half the bytes, and the
     * contraction stays on the npu (bf16 tiles sent it to the host) */
    const Op *r = npu_sole_reader(L, y);
    bool fp8 = ylay == NL_BF16_TILE && g->tensors[y].dtype == DT_F8E4M3FN && r && r->match >= 0 &&
               (g->matches[r->match].kind == TK_MATMUL || g->matches[r->match].kind == TK_BATCH_MATMUL);
    if (is_output(t, y) && !npu_claim(L, y, fp8 ? NL_FP8_TILE : ylay, false, t->id, why)) return false;
    go->out = val_of(g, p, y, ylay);
    if (go->out < 0) {
      *why = "npu: a vector-op group of too many values";
      return false;
    }
    p->vals[go->out].fp8 = fp8;
  }
  drop_unread_values(p);
  /* uniform: the chunked and passes modes, which move every matrix the same
   * way, apply; a reduction reads a value with VMEM of its own */
  p->uniform = true;
  for (int i = 0; i < p->nvals; i++) {
    const GVal *v = &p->vals[i];
    p->uniform = p->uniform && v->view == VIEW_NONE && (v->lay != NL_BF16_TILE || v->cols == p->C) &&
                 (v->lay != NL_ROWS_REP || v->cols == p->C);
  }
  for (int j = 0; j < p->nops; j++)
    if (p->ops[j].red && p->vals[p->ops[j].in].view != VIEW_NONE) {
      *why = "npu: a group reduction over a slice or concat of columns";
      return false;
    }
  /* what the group computes must be what it reads: a value it computes read
   * as a column vector or a scalar would need another layout */
  for (int i = 0; i < p->nvals; i++) {
    const Tensor *x = &g->tensors[p->vals[i].tensor];
    bool inner = x->producer >= 0 && g->ops[x->producer].task == t->id;
    if (inner && p->vals[i].lay != NL_BF16_TILE && p->vals[i].lay != NL_COLS_REP) {
      *why = "npu: a group value read in a layout other than its own";
      return false;
    }
  }
  int64_t view[3] = {1, p->Rt * 32, p->Ct * 32};
  if ((*why = group_resources(g, t, p)) && chunks_anywhere(p)) {
    /* no reduction and no per-row or per-column input: every value is the
     * same run of Rt Ct tiles, so a chunk may be any k of them (k dividing
     * the run: one loop, no remainder); the largest that fits */
    int64_t n = p->Rt * p->Ct;
    for (int64_t k = p->Ct - 1; k >= 1 && *why; k--)
      if (n % k == 0) p->Ct = k, p->Rt = n / k, *why = group_resources(g, t, p);
  }
  if (*why && can_go_wide(g, t, p)) {
    /* chunks of at most 16 tiles (8 or more a row of 128: the loads of one
     * overlap the compute of the last), dividing the row: no remainder */
    p->wide = true;
    const char *first = *why;
    for (int64_t k = p->Ct / 2 < 16 ? p->Ct / 2 : 16; k >= 1 && *why; k--)
      if (p->Ct % k == 0) p->Cc = k, p->nch = p->Ct / k, *why = group_resources(g, t, p);
    if (*why) p->wide = false, *why = first;
  }
  if (*why && p->nst) {
    /* last: outputs in one slot each */
    const char *first = *why;
    p->one_slot = true;
    if ((*why = group_resources(g, t, p))) p->one_slot = false, *why = first;
  }
  bool shifts = false;
  for (int i = 0; i < p->nvals; i++) shifts |= p->vals[i].shift;
  if (*why && shifts) {
    /* last: a shifted view copied in windows of halves (a source half
     * straddling two is transposed for each), outputs in two slots or one:
     * RoPE's halves from 45x3186 on, whose band of transposes (as wide as
     * the rows) did not fit beside x and the rotation */
    const char *first = *why;
    for (int64_t w = 8 * NPU_SHIFT_MIN_WINDOW; w >= NPU_SHIFT_MIN_WINDOW && *why; w /= 2) {
      p->shift_halves = w, p->one_slot = false;
      if ((*why = group_resources(g, t, p)) && p->nst) p->one_slot = true, *why = group_resources(g, t, p);
    }
    if (*why) p->shift_halves = 0, p->one_slot = false, *why = first;
  }
  if (*why) return false;
  L->plans[t->id] = p = keep_plan(L, p);
  Arena *a = g->arena;
  t->props = NULL;
  prop_add_ints(a, &t->props, "padded_view", view, 3);
  /* a chain in chunks other than bands, or rows in passes over chunks */
  if (chunk_tiles(p) != view[2] / 32) prop_add_int(a, &t->props, "chunk_tiles", chunk_tiles(p));
  if (p->wide) prop_add_int(a, &t->props, "passes", p->nred + 1);
  /* a shifted view's copy in windows of so many halves (16 columns) */
  if (p->shift_halves) prop_add_int(a, &t->props, "shift_window_halves", p->shift_halves);
  Prop **ops = arena_alloc(a, sizeof *ops * (size_t)p->nops);
  bool reduces = false, inlines = false;
  for (int j = 0; j < p->nops; j++) {
    inlines |= p->ops[j].inlined;
    const Op *op = p->ops[j].op;
    ops[j] = NULL;
    prop_add_str(a, &ops[j], "kind",
                 p->ops[j].red ? "reduction" : p->ops[j].view ? "column_view" : "elementwise");
    prop_add_str(a, &ops[j], "op", op->name);
    prop_add_str(a, &ops[j], "loc",
                 arena_printf(a, "%s:%u:%u", op->loc.file ? op->loc.file : "?", op->loc.line, op->loc.col));
    /* computed in registers inside its reader's program (that op's index
     * here): no band of its own */
    for (int k = 0; p->ops[j].inlined && k < p->nops; k++)
      if (p->ops[k].op == p->ops[j].into) prop_add_int(a, &ops[j], "computed_in", k);
    reduces |= p->ops[j].red;
  }
  prop_add_objs(a, &t->props, "fused_ops", ops, p->nops);
  prop_add_str(a, &t->props, "schedule",
               reduces ? "one loop over bands of 32 rows: inputs read and outputs written once, every intermediate "
                         "(full rows and per-row values) kept in VMEM"
               : inlines ? "one loop over bands of 32 rows: inputs read and outputs written once, every "
                           "intermediate kept in VMEM, or in registers when computed in its one reader (computed_in)"
                         : "one loop over bands of 32 rows: inputs read and outputs written once, every "
                           "intermediate kept in VMEM");
  prop_add_str(a, &t->props, "precision", "bf16 on the VPU: one rounding per op");
  bool fp8_out = false;
  for (int i = 0; i < p->nvals; i++) fp8_out |= p->vals[i].fp8;
  if (fp8_out)
    prop_add_str(a, &t->props, "output",
                 "fp8 e4m3fn tiles (1 KB) for a result one fp8 contraction alone reads: each bf16 result tile "
                 "packed by vpack (e = 1)");
  t->kernel = "npu_vpu_row_group_bf16";
  return true;
}

/* ------------------------------------------------------------------ emit */

static int64_t val_at(const NormPlan *p, int v, int slot) {
  const GVal *gv = &p->vals[v];
  return gv->stream >= 0 ? p->st[gv->stream].vm[slot] : gv->vm;
}

static void red_leaf(NpuLower *L, NormPlan *p, GOp *go, NpuTree *T, int64_t j, NpuVloc at) {
  int r = p->t2 + 2 * (int)(j % 2);
  npu_vload_pair_loc(L, r, at);
  if (go->transform) r = npu_epilogue_apply(L, &go->ep, r, p->trtmp[j % 2], p->ntrtmp, NULL);
  if (j == val_tiles(p, &p->vals[go->in]) - 1 && go->mask >= 0)
    nb_vpu(L->b, go->combine == NI_VADD ? NI_VMUL : go->combine == NI_VMAX ? NI_VMIN : NI_VMAX, r, r, go->mask_reg);
  npu_tree_leaf(L, T, r);
}

/* The band's row values: its Ct tiles combined pairwise (vred*.row across
 * the last). Long rows loop: each trip combines TREE_BLOCK tiles into one
 * entry, kept in the group's scratch (the input stays: later ops read it);
 * the counter then takes those entries and the last tiles in order, so the
 * tree, and every bit of the result, is the one of the unrolled counter. */
static void emit_reduce(NpuLower *L, NormPlan *p, GOp *go, int slot) {
  NpuBuilder *b = L->b;
  int64_t in = val_at(p, go->in, slot), out = val_at(p, go->out, slot);
  NpuTree T;
  int64_t n = val_tiles(p, &p->vals[go->in]), trips = (n - 1) / TREE_BLOCK, j0 = 0;
  if (trips >= 2 && nb_xfree_count(b) >= 5) {
    int xi = nb_xalloc(b), xe = nb_xalloc(b), xc = nb_xalloc(b), xs = nb_xalloc(b), xs2 = nb_xalloc(b);
    nb_li(b, xi, in);
    nb_li(b, xe, p->entries);
    nb_li(b, xs, TREE_BLOCK * NPU_BF16_TILE);
    nb_li(b, xs2, NPU_BF16_TILE);
    NpuVloc at = {xi, 0, {0, in, n * NPU_BF16_TILE}}, ent = {xe, 0, {0, p->entries, trips * NPU_BF16_TILE}};
    NpuLoop lp;
    nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_tiles", p->task));
    npu_vaddr_reset(L);
    npu_tree_init(&T, go->combine, p->acc);
    for (int64_t u = 0; u < TREE_BLOCK; u++) red_leaf(L, p, go, &T, u, npu_vloc_plus(at, u * NPU_BF16_TILE));
    npu_vstore_pair_loc(L, npu_tree_finish(L, &T), ent);
    nb_alu(b, NI_ADD, xi, xi, xs);
    nb_alu(b, NI_ADD, xe, xe, xs2);
    nb_loop_end(b, &lp);
    npu_vaddr_reset(L);
    int xr[5] = {xi, xe, xc, xs, xs2};
    for (int k = 0; k < 5; k++) nb_xfree(b, xr[k]);
    j0 = trips * TREE_BLOCK;
  }
  npu_tree_init(&T, go->combine, p->acc);
  for (int64_t i = 0; i < j0 / TREE_BLOCK; i++) {
    npu_vload_pair_at(L, npu_tree_slot(&T), p->entries + i * NPU_BF16_TILE);
    npu_tree_entry(L, &T, TREE_BLOCK_LEVEL);
  }
  for (int64_t j = j0; j < n; j++) red_leaf(L, p, go, &T, j, npu_vloc_phys(in + j * NPU_BF16_TILE));
  int res = npu_tree_finish(L, &T);
  if (res < 0) res = T.pend;
  if (p->wide) {
    /* the chunk's partial joins the band's so far (reduced along the row
     * after the last chunk: finish_reduce) */
    npu_vload_pair_at(L, p->wreg, go->part_vm);
    nb_vpu(b, go->combine, p->wreg, p->wreg, res);
    npu_vstore_pair_at(L, p->wreg, go->part_vm);
    return;
  }
  NpuOpc red = go->combine == NI_VADD ? NI_VREDSUM_ROW : go->combine == NI_VMAX ? NI_VREDMAX_ROW : NI_VREDMIN_ROW;
  nb_vpu(b, red, p->acc, res, 0);
  if (go->has_init) nb_vpu(b, go->combine, p->acc, p->acc, go->init_reg);
  npu_vstore_pair_at(L, p->acc, out);
}

/* Tile j of the op's result from its inputs at loc (walks: the input, and
 * the result, move one tile per column). */
static void ew_tile(NpuLower *L, NormPlan *p, GOp *go, const NpuVloc *loc, const bool *walks, NpuVloc out,
                    int64_t j) {
  NpuVloc src[EPI_MAX_VALUES];
  for (int i = 0; i < go->ep.nv; i++) src[i] = walks[i] ? npu_vloc_plus(loc[i], j * NPU_BF16_TILE) : loc[i];
  int res = npu_epilogue_apply_at(L, &go->ep, -1, p->tmp, p->ntmp, src);
  if (p->vals[go->out].fp8) npu_vstore_fp8_loc(L, p->pack, res, npu_vloc_plus(out, j * NPU_FP8_TILE));
  else npu_vstore_pair_loc(L, res, npu_vloc_plus(out, j * NPU_BF16_TILE));
}

/* Where tile j of value v is stored: a slice's is its source's tile
 * `off` further, a concat's the part's that holds it. Returns the value
 * with VMEM, its tile at *at; *run: how many tiles from j on follow there
 * in order. */
static int resolve(const NormPlan *p, int v, int64_t j, int64_t *at, int64_t *run) {
  const GVal *gv = &p->vals[v];
  int64_t n = val_tiles(p, gv), r;
  int s = v;
  if (gv->copy) {
    *at = j, r = n - j;
  } else if (gv->view == VIEW_SLICE) {
    s = resolve(p, gv->src[0], j + gv->offh / 2, at, &r);
  } else if (gv->view == VIEW_CONCAT) {
    int k = 0;
    int64_t start = 0;
    while (k + 1 < gv->nsrc && j >= start + val_tiles(p, &p->vals[gv->src[k]]))
      start += val_tiles(p, &p->vals[gv->src[k++]]);
    s = resolve(p, gv->src[k], j - start, at, &r);
    if (k + 1 < gv->nsrc && r > start + val_tiles(p, &p->vals[gv->src[k]]) - j)
      r = start + val_tiles(p, &p->vals[gv->src[k]]) - j;
  } else {
    *at = j, r = n - j;
  }
  *run = r < n - j ? r : n - j;
  return s;
}

/* n tiles of the op's result from its inputs at loc (walks: the input, and
 * the result at oloc, move one tile per column): a counted loop of
 * EW_UNROLL tiles a trip, every walking input and the result through a
 * pointer register it bumps, the rest after it; few tiles, unrolled. */
static void ew_run(NpuLower *L, NormPlan *p, GOp *go, NpuVloc *loc, const bool *walks, int nptr, int64_t y,
                   int64_t n, bool full) {
  NpuBuilder *b = L->b;
  int64_t band = n * NPU_BF16_TILE, otile = tile_bytes(&p->vals[go->out]);
  NpuVloc oloc = npu_vloc_phys(y);
  /* the result's pointer steps by its own tiles (fp8: 1 KB) */
  bool ostep = otile != NPU_BF16_TILE;
  if (!full || n < 2 * EW_UNROLL || nb_xfree_count(b) < nptr + 2 + ostep) {
    for (int64_t j = 0; j < (full ? n : 1); j++) ew_tile(L, p, go, loc, walks, oloc, j);
    return;
  }
  int xc = nb_xalloc(b), xstep = nb_xalloc(b), xostep = ostep ? nb_xalloc(b) : xstep, ptr[EPI_MAX_VALUES + 1], np = 0;
  nb_li(b, xstep, EW_UNROLL * NPU_BF16_TILE);
  if (ostep) nb_li(b, xostep, EW_UNROLL * otile);
  for (int i = 0; i < go->ep.nv; i++) {
    if (!walks[i]) continue;
    int r = ptr[np++] = nb_xalloc(b);
    if (loc[i].reg >= 0) {
      nb_alui(b, NI_ADDI, r, loc[i].reg, loc[i].off);
      loc[i] = (NpuVloc){r, 0, loc[i].fp};
      continue;
    }
    nb_li(b, r, loc[i].off);
    loc[i] = (NpuVloc){r, 0, {0, loc[i].off, band}};
  }
  int xo = ptr[np++] = nb_xalloc(b);
  nb_li(b, xo, y);
  NpuVloc optr = {xo, 0, {0, y, n * otile}};
  NpuLoop lp;
  nb_loop_begin(b, &lp, n / EW_UNROLL, xc, arena_printf(L->a, "t%d_cols", p->task));
  npu_vaddr_reset(L);
  for (int64_t j = 0; j < EW_UNROLL; j++) ew_tile(L, p, go, loc, walks, optr, j);
  for (int k = 0; k < np; k++) nb_alu(b, NI_ADD, ptr[k], ptr[k], ptr[k] == xo ? xostep : xstep);
  nb_loop_end(b, &lp);
  npu_vaddr_reset(L);
  for (int64_t j = 0; j < n % EW_UNROLL; j++) ew_tile(L, p, go, loc, walks, optr, j);
  for (int k = 0; k < np; k++) nb_xfree(b, ptr[k]);
  nb_xfree(b, xc);
  nb_xfree(b, xstep);
  if (ostep) nb_xfree(b, xostep);
}

/* An op over the band's rows (its tiles, in runs along which every input
 * it walks lies in order: a slice or concat of columns may start another
 * run) or over its row values (one tile). */
static void emit_elementwise(NpuLower *L, NormPlan *p, GOp *go, int slot) {
  NpuVloc loc[EPI_MAX_VALUES];
  bool walks[EPI_MAX_VALUES];
  int vi[EPI_MAX_VALUES];
  bool full = p->vals[go->out].lay == NL_BF16_TILE;
  int nptr = 1;
  int64_t n = val_tiles(p, &p->vals[go->out]);
  for (int i = 0; i < go->ep.nv; i++) {
    const EpiVal *v = &go->ep.v[i];
    walks[i] = full && v->kind == EV_BUF && (v->src == NL_BF16_TILE || v->src == NL_ROWS_REP);
    vi[i] = v->kind == EV_BUF ? val_find(p, v->tensor) : -1;
    loc[i] = npu_vloc_phys(vi[i] >= 0 ? val_at(p, vi[i], slot) : -1);
    nptr += walks[i];
  }
  int64_t y = val_at(p, go->out, slot);
  for (int64_t j = 0, run; j < (full ? n : 1); j += run) {
    run = full ? n - j : 1;
    for (int i = 0; i < go->ep.nv; i++) {
      if (!walks[i]) continue;
      int64_t at, r;
      int s = resolve(p, vi[i], j, &at, &r);
      run = r < run ? r : run;
      loc[i] = npu_vloc_phys(val_at(p, s, slot) + at * NPU_BF16_TILE);
      /* wide: a resident row's chunk through its register */
      if (p->wide && p->vals[s].lay == NL_ROWS_REP)
        loc[i] = npu_vloc_plus((NpuVloc){p->xrow[s], 0, {0, p->vals[s].vm, p->Ct * NPU_BF16_TILE}},
                               at * NPU_BF16_TILE);
    }
    NpuVloc run_loc[EPI_MAX_VALUES];
    memcpy(run_loc, loc, sizeof *loc * (size_t)go->ep.nv);
    ew_run(L, p, go, run_loc, walks, nptr, y + j * tile_bytes(&p->vals[go->out]), run, full);
  }
}

static int view_half(const NormPlan *p, const GVal *gv, int64_t h, int64_t *at);

/* Half tile h of value v where it is stored (resolve's, by halves): the
 * value, its half at *at. A half past the end of its source (a slice's
 * padding) is read from the source's first: any finite data will do. */
static int resolve_half(const NormPlan *p, int v, int64_t h, int64_t *at) {
  const GVal *gv = &p->vals[v];
  if (gv->view == VIEW_NONE || gv->copy) {
    *at = h < 2 * val_tiles(p, gv) ? h : 0;
    return v;
  }
  return view_half(p, gv, h, at);
}

/* Half tile h of view gv read through its sources (also a copy's: what
 * the copy is made of). */
static int view_half(const NormPlan *p, const GVal *gv, int64_t h, int64_t *at) {
  if (gv->view == VIEW_SLICE) return resolve_half(p, gv->src[0], h + gv->offh, at);
  int k = 0;
  int64_t start = 0;
  while (k + 1 < gv->nsrc && h >= start + (p->vals[gv->src[k]].cols + 15) / 16)
    start += (p->vals[gv->src[k++]].cols + 15) / 16;
  return resolve_half(p, gv->src[k], h - start, at);
}

/* How a half tile moves: as it is, through a byte transpose, or a zero
 * half (the transposes' first register, zeroed by the caller) stored. */
typedef enum { HALF_COPY, HALF_TRANSPOSE, HALF_ZERO } HalfMove;

static void half_move_at(NpuLower *L, bool store, int m, NpuVloc l) {
  if (l.reg < 0 && store) npu_vstore_at(L, m, l.off);
  else if (l.reg < 0) npu_vload_at(L, m, l.off);
  else if (store) nb_vstore(L->b, m, l.reg, l.off, l.fp);
  else nb_vload(L->b, m, l.reg, l.off, l.fp);
}

/* One half from src to dst through register set `set`: a copy's four
 * single registers, a transpose's two (a loaded half, its transpose). */
static void move_half(NpuLower *L, NormPlan *p, HalfMove how, int set, NpuVloc src, NpuVloc dst) {
  int r = how == HALF_COPY ? p->t2 + set : how == HALF_ZERO ? p->tp : p->tp + 4 * set;
  if (how != HALF_ZERO) half_move_at(L, false, r, src);
  if (how == HALF_TRANSPOSE) nb_vpu(L->b, NI_VTRPOSE, r + 2, r, 0), r += 2;
  half_move_at(L, true, r, dst);
}

/* n halves (1 KB each) from src on to dst on. Consecutive halves take the
 * register sets in turn, so a half's load overlaps the last one's store;
 * *turn carries the turn across calls. Two trips or more (HALF_ROUNDS
 * rounds of the sets each) run as a counted loop through pointers it
 * steps, so the code does not grow with the columns; the rest, and short
 * runs, unrolled. */
static void move_halves(NpuLower *L, NormPlan *p, HalfMove how, int64_t src, int64_t dst, int64_t n, int *turn) {
  NpuBuilder *b = L->b;
  int sets = how == HALF_COPY ? 4 : 2, t0 = *turn, per = HALF_ROUNDS * sets;
  int64_t trips = n / per, j0 = 0;
  *turn = (int)((t0 + n) % sets);
  if (trips >= 2 && nb_xfree_count(b) >= 4) {
    int xc = nb_xalloc(b), xstep = nb_xalloc(b), xs = nb_xalloc(b), xd = nb_xalloc(b);
    nb_li(b, xs, src);
    nb_li(b, xd, dst);
    nb_li(b, xstep, per * HALF_TILE);
    NpuVloc s = {xs, 0, {0, src, n * HALF_TILE}}, d = {xd, 0, {0, dst, n * HALF_TILE}};
    NpuLoop lp;
    nb_loop_begin(b, &lp, trips, xc, arena_printf(L->a, "t%d_halves", p->task));
    npu_vaddr_reset(L);
    for (int j = 0; j < per; j++)
      move_half(L, p, how, (t0 + j) % sets, npu_vloc_plus(s, j * HALF_TILE), npu_vloc_plus(d, j * HALF_TILE));
    nb_alu(b, NI_ADD, xs, xs, xstep);
    nb_alu(b, NI_ADD, xd, xd, xstep);
    nb_loop_end(b, &lp);
    npu_vaddr_reset(L);
    int xr[4] = {xc, xstep, xs, xd};
    for (int k = 0; k < 4; k++) nb_xfree(b, xr[k]);
    j0 = trips * per;
  }
  for (int64_t j = j0; j < n; j++)
    move_half(L, p, how, (int)((t0 + j) % sets), npu_vloc_phys(src + j * HALF_TILE),
              npu_vloc_phys(dst + j * HALF_TILE));
}

/* Halves h0.. h1 - 1 of source value v (its halves through resolve_half)
 * to dst on, in runs of halves stored in order in one value. */
static void move_source_halves(NpuLower *L, NormPlan *p, HalfMove how, int v, int64_t h0, int64_t h1, int64_t dst,
                               int slot, int *turn) {
  for (int64_t h = h0, run; h < h1; h += run) {
    int64_t at, at2;
    int s = resolve_half(p, v, h, &at);
    for (run = 1; h + run < h1 && resolve_half(p, v, h + run, &at2) == s && at2 == at + run;) run++;
    move_halves(L, p, how, val_at(p, s, slot) + at * HALF_TILE, dst + (h - h0) * HALF_TILE, run, turn);
  }
}

/* A view whose pieces start at half tiles, copied half by half to its own
 * VMEM (or its output stream's slot) before anything reads it. */
static void copy_halves(NpuLower *L, NormPlan *p, int v, int slot) {
  const GVal *gv = &p->vals[v];
  int64_t y = val_at(p, v, slot), n = 2 * val_tiles(p, gv);
  int turn = 0;
  for (int64_t h = 0, run; h < n; h += run) {
    int64_t at, at2;
    /* the sources, each read as itself (a copy is resolved by halves) */
    int s = view_half(p, gv, h, &at);
    for (run = 1; h + run < n && view_half(p, gv, h + run, &at2) == s && at2 == at + run;) run++;
    move_halves(L, p, HALF_COPY, val_at(p, s, slot) + at * HALF_TILE, y + h * HALF_TILE, run, &turn);
  }
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

/* A view whose pieces start inside a [32,16] half, to its own VMEM: the
 * VPU cannot move a column, but vtrpose.xlu turns a half's 32-byte rows
 * into its byte columns, and a vload may start at any 32-byte row. So
 * each source half is transposed into shift_vm, where row q (32 bytes) is
 * byte column q of the view: its pieces land 2 a rows in (a: the first
 * column of the piece in the view, < 0 for a slice's source; later pieces
 * over the padding of earlier ones), rows no piece reaches are zeroed, and
 * each half of the view is 32 of those rows transposed back. Bytes move,
 * nothing rounds: the same bits as the columns it copies.
 * The view's halves go in windows (shift_window: all of them unless the
 * band's transposes did not fit VMEM): window [d0, d1) holds rows from
 * 32 d0 - 32 on (a slice's first half starts up to 15 columns early) and
 * takes every source half reaching its rows; one straddling two windows is
 * transposed for each. */
static void copy_shifted(NpuLower *L, NormPlan *p, int v, int slot) {
  const GVal *gv = &p->vals[v];
  int64_t y = val_at(p, v, slot), nd = 2 * val_tiles(p, gv), wn = shift_window(p, gv);
  int turn = 0, zturn = 0;
  for (int64_t d0 = 0; d0 < nd; d0 += wn) {
    int64_t d1 = d0 + wn < nd ? d0 + wn : nd, base = 32 * d0 - 32, end = 0;
    /* byte row q of the view is at shift_vm + 32 (q - base) */
    for (int k = 0; k < (gv->view == VIEW_SLICE ? 1 : gv->nsrc); k++) {
      const GVal *sv = &p->vals[gv->src[k]];
      /* the source halves the view reaches: a slice's band, a part's columns */
      int64_t a = -gv->off, h0 = gv->off / 16, h1 = (sv->cols + 15) / 16;
      for (int i = 0; i < k; i++) a += p->vals[gv->src[i]].cols;
      if (gv->view == VIEW_SLICE) h1 = (gv->off + 16 * nd + 15) / 16 < 2 * val_tiles(p, sv) ? (gv->off + 16 * nd + 15) / 16 : 2 * val_tiles(p, sv);
      end = 2 * a + 32 * h1;
      /* those whose rows 2 a + 32 h .. + 32 meet the window's */
      int64_t lo = floor_div(32 * d0 - 32 - 2 * a, 32) + 1, hi = -floor_div(2 * a - 32 * d1, 32);
      lo = lo > h0 ? lo : h0, hi = hi < h1 ? hi : h1;
      if (lo < hi)
        move_source_halves(L, p, HALF_TRANSPOSE, gv->src[k], lo, hi, p->shift_vm + 32 * (2 * a + 32 * lo - base), slot, &turn);
    }
    int64_t zs = end > 32 * d0 ? end : 32 * d0;
    if (zs < 32 * d1) {
      nb_vli_all(L->b, p->tp, NPU_BF16_ZERO);
      move_halves(L, p, HALF_ZERO, 0, p->shift_vm + 32 * (zs - base), (32 * d1 - zs + 31) / 32, &zturn);
    }
    move_halves(L, p, HALF_TRANSPOSE, p->shift_vm + HALF_TILE, y + d0 * HALF_TILE, d1 - d0, &turn);
  }
}

/* A view read outside the group: its tiles copied from where they are
 * to its output stream's slot. */
static void copy_view(NpuLower *L, NormPlan *p, int v, int slot) {
  int64_t y = val_at(p, v, slot), n = val_tiles(p, &p->vals[v]);
  for (int64_t j = 0; j < n; j++) {
    int64_t at, run;
    int s = resolve(p, v, j, &at, &run);
    int r = p->t2 + 2 * (int)(j % 2);
    npu_vload_pair_at(L, r, val_at(p, s, slot) + at * NPU_BF16_TILE);
    npu_vstore_pair_at(L, r, y + j * NPU_BF16_TILE);
  }
}

static void group_chunk(NpuLower *L, void *ctx, int slot) {
  NormPlan *p = ctx;
  for (int j = 0; j < p->nops; j++) {
    if (p->ops[j].view && p->vals[p->ops[j].out].shift) copy_shifted(L, p, p->ops[j].out, slot);
    else if (p->ops[j].view && p->vals[p->ops[j].out].copy) copy_halves(L, p, p->ops[j].out, slot);
    if (p->ops[j].view || p->ops[j].inlined) continue;
    if (p->ops[j].red) emit_reduce(L, p, &p->ops[j], slot);
    else emit_elementwise(L, p, &p->ops[j], slot);
  }
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].view != VIEW_NONE && !p->vals[i].copy && p->vals[i].stream >= 0) copy_view(L, p, i, slot);
}

/* ---------------------------------------------------------- wide rows */

/* The values pass p.pass computes or reads in its chunks: the reduction of
 * that pass (the last pass: the outputs) and, back to the inputs, the
 * full-size values they need; per-row values are already there. */
static void mark_pass(NormPlan *p) {
  memset(p->need, 0, sizeof *p->need * (size_t)p->nvals);
  for (int j = 0; j < p->nops; j++)
    if (p->ops[j].red && p->ops[j].ridx == p->pass) p->need[p->ops[j].in] = true;
  for (int i = 0; i < p->nvals && p->pass == p->nred; i++)
    p->need[i] = p->vals[i].stream >= 0 && p->st[p->vals[i].stream].out;
  for (int j = p->nops - 1; j >= 0; j--) {
    GOp *go = &p->ops[j];
    if (go->red || go->inlined || p->vals[go->out].lay != NL_BF16_TILE || !p->need[go->out]) continue;
    for (int i = 0; i < go->ep.nv; i++)
      if (go->ep.v[i].kind == EV_BUF) p->need[val_find(p, go->ep.v[i].tensor)] = true;
  }
}

static void wide_chunk(NpuLower *L, void *ctx, int slot) {
  NormPlan *p = ctx;
  NpuBuilder *b = L->b;
  for (int j = 0; j < p->nops; j++) {
    GOp *go = &p->ops[j];
    if (go->inlined) continue;
    if (go->red ? go->ridx == p->pass : p->vals[go->out].lay == NL_BF16_TILE && p->need[go->out]) {
      if (go->red) emit_reduce(L, p, go, slot);
      else emit_elementwise(L, p, go, slot);
    }
  }
  int tmp = nb_xalloc(b);
  for (int i = 0; i < p->nvals; i++)
    if (p->xrow[i] >= 0) nb_add_const(b, p->xrow[i], p->xrow[i], p->Cc * NPU_BF16_TILE, tmp);
  nb_xfree(b, tmp);
}

/* After a reduction's pass: its partial reduced along the row, from its
 * start, to the band's row values. */
static void finish_reduce(NpuLower *L, NormPlan *p, GOp *go) {
  NpuBuilder *b = L->b;
  NpuOpc red = go->combine == NI_VADD ? NI_VREDSUM_ROW : go->combine == NI_VMAX ? NI_VREDMAX_ROW : NI_VREDMIN_ROW;
  npu_vload_pair_at(L, p->wreg, go->part_vm);
  nb_vpu(b, red, p->acc, p->wreg, 0);
  if (go->has_init) nb_vpu(b, go->combine, p->acc, p->acc, go->init_reg);
  npu_vstore_pair_at(L, p->acc, val_at(p, go->out, 0));
}

/* One loop over bands; in each, a chunk loop per pass (kern_vpu's batch
 * loop has the same shape: band pointers the outer loop moves). */
static bool emit_wide(NpuLower *L, Task *t, NormPlan *p) {
  NpuBuilder *b = L->b;
  int tmp = nb_xalloc(b), xr = nb_xalloc(b), xb[MAX_GSTREAMS];
  for (int i = 0; i < p->nst; i++) {
    xb[i] = nb_xalloc(b);
    npu_param_li(L, xb[i], p->st[i].base);
  }
  for (int i = 0; i < p->nvals; i++) p->xrow[i] = p->vals[i].lay == NL_ROWS_REP ? nb_xalloc(b) : -1;
  NpuLoop bl;
  nb_loop_begin(b, &bl, p->Rt, xr, arena_printf(L->a, "t%d_bands", t->id));
  npu_vaddr_reset(L);
  for (p->pass = 0; p->pass <= p->nred; p->pass++) {
    for (int j = 0; j < p->nops; j++) {
      GOp *go = &p->ops[j];
      if (go->inlined) continue;
      if (!go->red && p->vals[go->out].lay != NL_BF16_TILE && go->ridx == p->pass) emit_elementwise(L, p, go, 0);
      if (go->red && go->ridx == p->pass) {
        uint16_t id = go->combine == NI_VADD ? NPU_BF16_ZERO : go->combine == NI_VMAX ? NPU_BF16_LOWEST : NPU_BF16_MAX;
        nb_vli_all(b, p->wreg, id);
        nb_vli_all(b, p->wreg + 1, id);
        npu_vstore_pair_at(L, p->wreg, go->part_vm);
      }
    }
    mark_pass(p);
    for (int i = 0; i < p->nvals; i++)
      if (p->xrow[i] >= 0) nb_li(b, p->xrow[i], p->vals[i].vm);
    NpuStream st[MAX_GSTREAMS];
    int n = 0;
    for (int i = 0; i < p->nst; i++) {
      int v = -1;
      for (int k = 0; k < p->nvals; k++) v = p->vals[k].stream == i ? k : v;
      if (v < 0 || !p->need[v]) continue;
      st[n] = p->st[i];
      st[n].base = 0;
      st[n++].xbase = xb[i];
    }
    npu_chunk_pipeline(L, st, n, p->nch, wide_chunk, p, arena_printf(L->a, "t%d_pass%d", t->id, p->pass));
    for (int j = 0; j < p->nops && p->pass < p->nred; j++)
      if (p->ops[j].red && p->ops[j].ridx == p->pass) finish_reduce(L, p, &p->ops[j]);
  }
  /* a band of each stream further on (its chunks' bytes times their number) */
  for (int i = 0; i < p->nst; i++) nb_add_const(b, xb[i], xb[i], p->st[i].stride * p->nch, tmp);
  nb_loop_end(b, &bl);
  npu_vaddr_reset(L);
  for (int i = 0; i < p->nst; i++) nb_xfree(b, xb[i]);
  for (int i = 0; i < p->nvals; i++)
    if (p->xrow[i] >= 0) nb_xfree(b, p->xrow[i]);
  nb_xfree(b, xr);
  nb_xfree(b, tmp);
  return !nb_failed(b);
}

/* A resident input loaded once before the loop (channel 7). */
static void load_resident(NpuLower *L, int64_t at, int64_t dram, int64_t len) {
  NpuBuilder *b = L->b;
  int x1 = nb_xalloc(b), x2 = nb_xalloc(b), x3 = nb_xalloc(b);
  nb_li(b, x1, at);
  npu_param_li(L, x2, dram);
  nb_li(b, x3, len);
  nb_dma_load(b, 7, x1, x2, x3, (NpuVmem){0, at, len});
  nb_dma_wait(b, 7);
  nb_xfree(b, x1);
  nb_xfree(b, x2);
  nb_xfree(b, x3);
}

bool npu_emit_row_group(NpuLower *L, Task *t) {
  NormPlan *p = L->plans[t->id];
  if (!p) return false;
  NpuBuilder *b = L->b;
  for (int i = 0; i < p->nst; i++) p->st[i].base = L->buf[p->st_val[i]].addr;
  for (int i = 0; i < p->nvals; i++)
    if (p->vals[i].stream < 0 && !p->vals[i].inner)
      load_resident(L, p->vals[i].vm, L->buf[p->vals[i].tensor].addr, val_bytes(p, &p->vals[i]));
  for (int j = 0; j < p->nops; j++) {
    GOp *go = &p->ops[j];
    if (go->mask >= 0) {
      load_resident(L, go->mask_vm, L->buf[go->mask].addr, NPU_BF16_TILE);
      npu_vload_pair_at(L, go->mask_reg, go->mask_vm);
    }
    if (go->has_init) {
      nb_vli_all(b, go->init_reg, go->init_bits);
      nb_vli_all(b, go->init_reg + 1, go->init_bits);
    }
    if (!go->view && !go->inlined && (!go->red || go->transform)) npu_epilogue_setup(L, &go->ep, go->cfirst);
  }
  nb_comment(b, arena_printf(L->a, "row group: %d ops over %lld bands of %lld tiles", p->nops, (long long)p->Rt,
                             (long long)p->Ct));
  if (p->wide) return emit_wide(L, t, p);
  return npu_chunk_pipeline(L, p->st, p->nst, p->Rt, group_chunk, p, arena_printf(L->a, "t%d_bands", t->id));
}
