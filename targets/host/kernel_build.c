/* kernel_build.c: flattens one Graph op into a HostKernel blob, the form the
 * evaluator runs on the compiler host and that emitters copy into programs. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host/host.h"

/* Messages name the op and where it came from, since the blob cannot. */
static HostKernel *build_fail(const Graph *g, const Op *op, char *err, size_t errlen,
                              const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static HostKernel *build_fail(const Graph *g, const Op *op, char *err, size_t errlen,
                              const char *fmt, ...) {
  if (!err || !errlen) return NULL;
  int n = 0;
  if (op && op->loc.line > 0)
    n = snprintf(err, errlen, "%s:%u:%u: ", op->loc.file ? op->loc.file : g && g->file ? g->file : "?",
                 op->loc.line, op->loc.col);
  if (op && n >= 0 && (size_t)n < errlen)
    n += snprintf(err + n, errlen - (size_t)n, "%s (op %d): ", op->name ? op->name : op_kind_name(op->kind),
                  op->id);
  if (n < 0 || (size_t)n >= errlen) return NULL;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
  va_end(ap);
  return NULL;
}

static bool copy_map(HkMap *dst, const AffineMap *src) {
  if (src->nres < 0 || src->nres > NPUCC_MAX_RANK) return false;
  dst->nres = src->nres;
  for (int r = 0; r < src->nres; r++) {
    dst->res[r] = src->res[r];
    if (src->res[r] == MAP_EXPR && !src->expr) return false;
  }
  return true;
}

/* Window expressions of the op's maps, one HkExpr per MAP_EXPR result. */
static int count_exprs(const AffineMap *maps, int nmaps) {
  int n = 0;
  for (int o = 0; o < nmaps; o++)
    for (int r = 0; r < maps[o].nres && r < NPUCC_MAX_RANK; r++) n += maps[o].res[r] == MAP_EXPR;
  return n;
}

/* Those that divide: one HkDiv each. */
static int count_divs(const AffineMap *maps, int nmaps) {
  int n = 0;
  for (int o = 0; o < nmaps; o++)
    for (int r = 0; r < maps[o].nres && r < NPUCC_MAX_RANK; r++)
      n += maps[o].res[r] == MAP_EXPR && maps[o].expr[r].div_kind != AFF_NONE;
  return n;
}

static void copy_exprs(HkExpr *dst, HkDiv *div, const AffineMap *maps, int nmaps) {
  int n = 0, nd = 0;
  for (int o = 0; o < nmaps; o++)
    for (int r = 0; r < maps[o].nres && r < NPUCC_MAX_RANK; r++) {
      if (maps[o].res[r] != MAP_EXPR) continue;
      const AffineExpr *x = &maps[o].expr[r];
      dst[n].operand = o;
      dst[n].result = r;
      dst[n].cst = x->cst;
      for (int l = 0; l < NPUCC_MAX_LOOPS; l++) dst[n].coef[l] = x->coef[l];
      n++;
      if (x->div_kind == AFF_NONE) continue;
      div[nd] = (HkDiv){.operand = o, .result = r, .kind = x->div_kind, .div = x->div, .mul = x->mul,
                        .icst = x->icst};
      for (int l = 0; l < NPUCC_MAX_LOOPS; l++) div[nd].icoef[l] = x->icoef[l];
      nd++;
    }
}

/* What rules the op out whatever its shapes: the checks a dynamic op gets at
 * compile time. `at` is the op when messages carry its location, else NULL.
 * ids[] receives the tensors of its operands and results. */
static bool op_runnable(const Graph *g, const Op *op, const Op *at, int *ids, char *err, size_t errlen) {
  if (!g || !op) return build_fail(g, at, err, errlen, "no graph or op");
  if (op->kind == OP_UNSUPPORTED)
    return build_fail(g, at, err, errlen, "cannot be evaluated on the host: %s",
                      op->unsupported_why ? op->unsupported_why : "unsupported op");
  if (op->kind < 0 || op->kind >= OP_KIND_COUNT)
    return build_fail(g, at, err, errlen, "unknown op kind %d", (int)op->kind);
  if (op->nin < 0 || op->ninit < 0 || op->ninit > 2 || op->nout < 0 || op->nout > 2 ||
      op->nin + op->ninit > NPUCC_MAX_OPERANDS)
    return build_fail(g, at, err, errlen, "operand counts %d + %d -> %d", op->nin, op->ninit, op->nout);
  int nops = op->nin + op->ninit, nt = nops + op->nout;
  for (int i = 0; i < nt; i++) {
    ids[i] = i < nops ? op_operand(op, i) : op->out[i - nops];
    if (ids[i] < 0 || ids[i] >= g->ntensors)
      return build_fail(g, at, err, errlen, "refers to tensor %d of %d", ids[i], g->ntensors);
  }
  if (op->kind == OP_STRUCTURED) {
    if (op->body.ninsts < 0 || (op->body.ninsts && !op->body.insts) || op->body.nyield < 0 ||
        op->body.nyield > 2)
      return build_fail(g, at, err, errlen, "malformed body");
    if (op->nloops < 0 || op->nloops > NPUCC_MAX_LOOPS)
      return build_fail(g, at, err, errlen, "%d loops", op->nloops);
  }
  if (op->kind == OP_ATTENTION) {
    int nmaps = 5 + op->a.attn.has_mask;
    if (nmaps != nops)
      return build_fail(g, at, err, errlen, "attention with %d maps for %d operands", nmaps, nops);
    if (op->a.attn.nloops < 0 || op->a.attn.nloops > NPUCC_MAX_LOOPS)
      return build_fail(g, at, err, errlen, "attention with %d loops", op->a.attn.nloops);
    /* The region may rewrite each score; only the plain `yield %score` is
     * the semantics documented in kernel.h. */
    const Body *b = &op->body;
    if (b->ninsts > 0 && (b->nyield != 1 || b->yield[0] < 0 || b->yield[0] >= b->ninsts ||
                          b->insts[b->yield[0]].op != SC_ARG || b->insts[b->yield[0]].a != 0))
      return build_fail(g, at, err, errlen,
                        "attention whose region modifies the scores cannot be evaluated on the host");
  }
  if (op->kind == OP_PAD) {
    if (!op->a.pad.value_known) return build_fail(g, at, err, errlen, "the padding value is not a constant");
    for (int i = 0; nt > 0 && i < g->tensors[ids[0]].rank && i < NPUCC_MAX_RANK; i++)
      if (op->a.pad.low[i] == NPUCC_DYN || op->a.pad.high[i] == NPUCC_DYN)
        return build_fail(g, at, err, errlen, "dynamic padding amounts");
  }
  if (op->kind == OP_EXTRACT_SLICE || op->kind == OP_INSERT_SLICE) {
    /* Sizes may come from the concrete shapes; offsets and strides cannot. */
    if (nt <= nops || nops < 1) return build_fail(g, at, err, errlen, "slice without source or result");
    int full = op->kind == OP_EXTRACT_SLICE ? ids[0] : ids[nops];
    int part = op->kind == OP_EXTRACT_SLICE ? ids[nops] : ids[0];
    for (int i = 0; i < g->tensors[full].rank && i < NPUCC_MAX_RANK; i++)
      if (op->a.slice.offsets[i] == NPUCC_DYN || op->a.slice.strides[i] == NPUCC_DYN ||
          (op->a.slice.sizes[i] == NPUCC_DYN && g->tensors[part].rank != g->tensors[full].rank))
        return build_fail(g, at, err, errlen, "dynamic slice offsets, sizes or strides");
  }
  if (op->kind == OP_BROADCAST && (op->nbcast < 0 || op->nbcast > NPUCC_MAX_RANK))
    return build_fail(g, at, err, errlen, "broadcast of %d dims", op->nbcast);
  return true;
}

/* The blob; `at` as for op_runnable. */
static HostKernel *build(const Graph *g, const Op *op, const Op *at, const int64_t (*dims)[NPUCC_MAX_RANK],
                         Arena *a, size_t *size, char *err, size_t errlen) {
  int ids[HK_MAX_TENSORS];
  if (!a) return build_fail(g, at, err, errlen, "no arena");
  if (!op_runnable(g, op, at, ids, err, errlen)) return NULL;
  int nops = op->nin + op->ninit, nt = nops + op->nout;
  int ninsts = op->kind == OP_STRUCTURED ? op->body.ninsts : 0;

  const AffineMap *maps = op->kind == OP_STRUCTURED ? op->maps : op->kind == OP_ATTENTION ? op->a.attn.maps : NULL;
  int nexprs = maps ? count_exprs(maps, nops) : 0, ndivs = maps ? count_divs(maps, nops) : 0;
  size_t off_tensors = HK_HEADER_SIZE;
  size_t off_insts = off_tensors + sizeof(HkTensor) * (size_t)nt;
  size_t off_exprs = off_insts + sizeof(HkInst) * (size_t)ninsts;
  size_t off_divs = off_exprs + sizeof(HkExpr) * (size_t)nexprs;
  size_t total = off_divs + (ndivs ? 8 + sizeof(HkDiv) * (size_t)ndivs : 0);
  HostKernel *k = arena_alloc(a, total);
  k->magic = HK_MAGIC;
  k->version = ndivs ? HK_VERSION_DIVS : HK_VERSION;
  k->size = (uint32_t)total;
  k->kind = op->kind;
  k->flags = (op->zero_init ? HK_ZERO_INIT : 0) |
             (op->kind == OP_ATTENTION && op->a.attn.has_mask ? HK_HAS_MASK : 0) |
             (op_reads_padded(op) ? HK_PAD_READS : 0);
  if (op_reads_padded(op)) k->attrs.pad_value = op->a.pad.value;
  k->nin = op->nin;
  k->ninit = op->ninit;
  k->nout = op->nout;
  k->off_tensors = (uint32_t)off_tensors;
  k->off_insts = (uint32_t)off_insts;
  k->nexprs = nexprs;
  k->off_exprs = (uint32_t)off_exprs;
  k->off_divs = ndivs ? (uint32_t)off_divs : 0;
  if (ndivs) memcpy((uint8_t *)k + off_divs, &ndivs, sizeof ndivs);

  HkTensor *tt = (HkTensor *)((uint8_t *)k + off_tensors);
  for (int i = 0; i < nt; i++) {
    const Tensor *t = &g->tensors[ids[i]];
    if (t->dtype == DT_UNKNOWN || t->dtype < 0 || t->dtype >= DT_COUNT)
      return build_fail(g, at, err, errlen, "tensor %%%d has an element type npucc does not model", t->id);
    if (t->rank < 0 || t->rank > NPUCC_MAX_RANK)
      return build_fail(g, at, err, errlen, "tensor %%%d has rank %d", t->id, t->rank);
    tt[i].dtype = t->dtype;
    tt[i].rank = t->rank;
    for (int d = 0; d < t->rank; d++) {
      int64_t v = dims ? dims[ids[i]][d] : t->dims[d];
      if (v < 0)
        return build_fail(g, at, err, errlen, "tensor %%%d has dynamic dimension %d: give concrete shapes", t->id, d);
      tt[i].dims[d] = v;
    }
  }

  for (int o = 0; maps && o < nops; o++)
    if (!copy_map(&k->maps[o], &maps[o]))
      return build_fail(g, at, err, errlen, "map of operand %d has %d results", o, maps[o].nres);
  if (nexprs)
    copy_exprs((HkExpr *)((uint8_t *)k + off_exprs), (HkDiv *)((uint8_t *)k + off_divs + 8), maps, nops);

  switch (op->kind) {
  case OP_STRUCTURED: {
    k->nloops = op->nloops;
    for (int l = 0; l < op->nloops; l++) k->iters[l] = op->iters[l];
    k->ninsts = ninsts;
    HkInst *hi = (HkInst *)((uint8_t *)k + off_insts);
    for (int i = 0; i < ninsts; i++) {
      const ScalarInst *s = &op->body.insts[i];
      hi[i] = (HkInst){.op = s->op, .type = s->type, .a = s->a, .b = s->b, .c = s->c,
                       .pred = s->pred, .ival = s->ival, .fval = s->fval};
    }
    k->nyield = op->body.nyield;
    for (int j = 0; j < op->body.nyield; j++) k->yield[j] = op->body.yield[j];
    break;
  }
  case OP_ATTENTION:
    k->nloops = op->a.attn.nloops;
    break;
  case OP_SOFTMAX: k->attrs.dim = op->a.softmax.dim; break;
  case OP_CONCAT: k->attrs.dim = op->a.concat_dim; break;
  case OP_TRANSPOSE:
    for (int i = 0; op->nout && i < tt[nops].rank; i++) k->attrs.perm[i] = op->a.perm[i];
    break;
  case OP_BROADCAST:
    k->attrs.nbcast = op->nbcast;
    for (int i = 0; i < op->nbcast; i++) k->attrs.bcast_dims[i] = op->a.bcast_dims[i];
    break;
  case OP_PAD: /* op_runnable checked the value and the amounts */
    k->attrs.pad_value = op->a.pad.value;
    for (int i = 0; nt > 0 && i < tt[0].rank; i++) {
      k->attrs.low[i] = op->a.pad.low[i];
      k->attrs.high[i] = op->a.pad.high[i];
    }
    break;
  case OP_EXTRACT_SLICE: case OP_INSERT_SLICE: {
    /* Slice attributes index the full tensor: the source of an extract, the
     * destination (= result) of an insert. */
    int full = op->kind == OP_EXTRACT_SLICE ? 0 : nops, part = op->kind == OP_EXTRACT_SLICE ? nops : 0;
    for (int i = 0; i < tt[full].rank; i++) {
      k->attrs.offsets[i] = op->a.slice.offsets[i];
      k->attrs.sizes[i] = op->a.slice.sizes[i];
      k->attrs.strides[i] = op->a.slice.strides[i];
      if (k->attrs.sizes[i] == NPUCC_DYN) /* op_runnable: then the ranks agree */
        k->attrs.sizes[i] = tt[part].dims[i]; /* the concrete shape says it */
    }
    break;
  }
  default: break;
  }

  char msg[256];
  if (!host_kernel_check(k, total, msg, sizeof msg)) return build_fail(g, at, err, errlen, "%s", msg);
  if (size) *size = total;
  return k;
}

HostKernel *host_kernel_build_shaped(const Graph *g, const Op *op,
                                     const int64_t (*dims)[NPUCC_MAX_RANK], Arena *a,
                                     size_t *size, char *err, size_t errlen) {
  return build(g, op, op, dims, a, size, err, errlen);
}

HostKernel *host_kernel_build(const Graph *g, const Op *op, Arena *a, size_t *size, char *err,
                              size_t errlen) {
  return build(g, op, op, NULL, a, size, err, errlen);
}

static bool static_shapes(const Graph *g, const int *ids, int nt) {
  for (int i = 0; i < nt; i++)
    if (tensor_dynamic_dim(&g->tensors[ids[i]]) >= 0) return false;
  return true;
}

struct HostBlobs {
  Arena *scratch; /* where a blob is built before it is known to be new */
  Intern kept;    /* the blobs kept (in the graph's arena) */
};

HostBlobs *host_blobs_new(void) {
  HostBlobs *b = xcalloc(1, sizeof *b);
  b->scratch = arena_new();
  return b;
}

void host_blobs_free(HostBlobs *b) {
  if (!b) return;
  arena_free(b->scratch);
  free(b);
}

/* The blob of b equal to k (scratch memory), or a copy of k in arena a that
 * b keeps from now on. */
static const HostKernel *blob_shared(HostBlobs *b, Arena *a, const HostKernel *k, size_t size) {
  int e = intern(a, &b->kept, k, size, true);
  return b->kept.bytes[e];
}

bool host_op_check_shared(Graph *g, Op *op, HostBlobs *shared, char *err, size_t errlen) {
  if (op->host_kernel) return true;
  int ids[HK_MAX_TENSORS];
  if (!op_runnable(g, op, NULL, ids, err, errlen)) return false;
  if (!static_shapes(g, ids, op->nin + op->ninit + op->nout)) return true; /* the rest at run time */
  size_t size;
  HostKernel *k = build(g, op, NULL, NULL, shared ? shared->scratch : g->arena, &size, err, errlen);
  if (!k) return false;
  if (shared) {
    op->host_kernel = blob_shared(shared, g->arena, k, size);
    arena_reset(shared->scratch);
  } else {
    op->host_kernel = k;
  }
  op->host_kernel_size = size;
  return true;
}

bool host_op_check(Graph *g, Op *op, char *err, size_t errlen) {
  return host_op_check_shared(g, op, NULL, err, errlen);
}

const HostKernel *host_op_kernel(Graph *g, Op *op, size_t *size, char *err, size_t errlen) {
  if (!op->host_kernel && !host_op_check(g, op, err, errlen)) return NULL;
  if (!op->host_kernel) {
    build_fail(g, NULL, err, errlen, "dynamic shape: the host kernel needs static shapes here");
    return NULL;
  }
  *size = op->host_kernel_size;
  return op->host_kernel;
}
