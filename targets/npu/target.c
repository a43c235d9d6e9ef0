/* target.c (npu): the npu Target: machine data, options, which epilogues
 * fuse, the task graph's parameters and kernel names, and the hook table. */
#include <string.h>

#include "npu/epilogue.h"
#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npu/vpu_ops.h"


/* Epilogues run tile by tile on the VPU over the task's output: the op must
 * be VPU-computable and read its other inputs in a layout a tile can be
 * fetched from; a matmul streams only full tiles and row vectors. */
static bool npu_fuse_epilogue(const Graph *g, const Task *t, const Op *ep, const Options *o) {
  (void)o;
  if (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL && t->kind != TK_SOFTMAX &&
      t->kind != TK_ATTENTION)
    return false;
  if (npu_vpu_unsupported(g, ep)) return false;
  const Op *last = &g->ops[t->ops[t->nops - 1]];
  int chain = last->nout ? last->out[0] : -1;
  if (npu_elementwise_unsupported(g, ep, chain)) return false;
  const Tensor *ct = &g->tensors[chain], *ot = &g->tensors[ep->out[0]];
  if (ct->rank != ot->rank) return false;
  for (int i = 0; i < ct->rank; i++)
    if (ct->dims[i] != ot->dims[i]) return false;
  for (int k = 0; k < ep->nin; k++) {
    NpuLayout kind;
    bool bb;
    if (ep->in[k] == chain || !npu_input_kind(g, ep, k, &kind, &bb)) continue;
    if (kind == NL_COLS_REP && (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL)) return false;
  }
  return true;
}

/* A row group (kern_norm.c): row reductions of an R x C matrix with their
 * elementwise producers and consumers, over R x C or over the R row values,
 * run band by band with every intermediate in VMEM. The matrix of group t,
 * from its first reduction, or false when it has none. */
static bool group_matrix(const Graph *g, const Task *t, int64_t *r, int64_t *c) {
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->match < 0 || g->matches[op->match].kind != TK_REDUCTION) continue;
    const Tensor *x = &g->tensors[op->in[0]];
    *r = x->dims[0], *c = x->dims[1];
    return true;
  }
  return false;
}

static bool dims_are(const Tensor *x, int rank, int64_t r, int64_t c) {
  return x->rank == rank && x->dims[0] == r && (rank == 1 || x->dims[1] == c);
}

/* A reduction along the last dim of a static rank-2 float matrix, read
 * straight, one result per row. */
static bool row_reduction(const Graph *g, const Op *op) {
  const Match *m = &g->matches[op->match];
  if (npu_vpu_unsupported(g, op) || npu_reduction_unsupported(g, op) || op->nin != 1 || m->nreduce != 1 ||
      m->reduce_dims[0] != 1 || op->nloops != 2)
    return false;
  const Tensor *x = &g->tensors[op->in[0]], *y = &g->tensors[op->out[0]];
  const AffineMap *im = &op->maps[0], *om = &op->maps[1];
  return x->rank == 2 && tensor_numel(x) > 0 && dtype_is_float(x->dtype) && dtype_is_float(y->dtype) &&
         dims_are(y, 1, x->dims[0], 0) && im->nres == 2 && im->res[0] == 0 && im->res[1] == 1 &&
         om->nres == 1 && om->res[0] == 0;
}

/* An elementwise op over R rows of its own width (a group's values may
 * differ in width: RoPE's halves) or over the R row values, whose inputs
 * are matrices of its shape, row values, column values (rank 2 only) or
 * scalars. */
static bool group_elementwise(const Graph *g, const Op *op, int64_t r) {
  if (npu_vpu_unsupported(g, op) || npu_elementwise_unsupported(g, op, -1)) return false;
  int rank = op->nloops;
  const Tensor *y = &g->tensors[op->out[0]];
  if ((rank != 1 && rank != 2) || y->rank != rank || !dtype_is_float(y->dtype)) return false;
  int64_t c = rank == 2 ? y->dims[1] : 0;
  if (!dims_are(y, rank, r, c) || (rank == 2 && c < 1)) return false;
  for (int k = 0; k < op->nin; k++) {
    const Tensor *x = &g->tensors[op->in[k]];
    NpuLayout kind;
    bool bb;
    if (!npu_input_kind(g, op, k, &kind, &bb) || bb) return false;
    if (!dtype_is_float(x->dtype) || tensor_numel(x) < 1) return false;
    int64_t n = tensor_numel(x);
    bool ok = kind == NL_SPLAT || (kind == NL_BF16_TILE && dims_are(x, 2, r, c)) ||
              (kind == NL_COLS_REP && n == r) || (kind == NL_ROWS_REP && rank == 2 && n == c);
    if (!ok) return false;
  }
  return true;
}

/* A slice of columns or a concat along columns of float R-row matrices:
 * in a group (kern_norm.c) such a value is the tiles of others, a column
 * offset, with no copy when its pieces start at whole tiles (at half tiles,
 * 16 columns: copied half by half in VMEM; elsewhere through transposes). */
static bool column_view(const Graph *g, const Op *op, int64_t r) {
  if (op->kind != OP_EXTRACT_SLICE && op->kind != OP_CONCAT) return false;
  const Tensor *y = &g->tensors[op->out[0]];
  if (!dims_are(y, 2, r, y->dims[1]) || !dtype_is_float(y->dtype) || y->dims[1] < 1) return false;
  for (int k = 0; k < op->nin; k++) {
    const Tensor *x = &g->tensors[op->in[k]];
    if (x->dtype != y->dtype || !dims_are(x, 2, r, x->dims[1]) || x->dims[1] < 1) return false;
  }
  if (op->kind == OP_CONCAT) return op->a.concat_dim == 1;
  const SliceAttrs *sa = &op->a.slice;
  return op->nin == 1 && sa->offsets[0] == 0 && sa->strides[0] == 1 && sa->strides[1] == 1;
}

/* The matrix of a group without a reduction (an elementwise chain): its
 * first op's R x C result; false when that is not a matrix. */
static bool chain_matrix(const Graph *g, const Task *t, int64_t *r, int64_t *c) {
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->kind == OP_FILL) continue;
    const Tensor *y = &g->tensors[op->out[0]];
    if (y->rank != 2) return false;
    *r = y->dims[0], *c = y->dims[1];
    return true;
  }
  return false;
}

/* A value op reads that group t computes must be read as it is kept: a
 * band of the matrix, or the band's row values. */
static bool reads_inner_as_kept(const Graph *g, const Task *t, const Op *op) {
  for (int k = 0; k < op->nin; k++) {
    int p = g->tensors[op->in[k]].producer;
    if (p < 0 || g->ops[p].task != t->id) continue;
    NpuLayout kind;
    bool bb;
    if (!npu_input_kind(g, op, k, &kind, &bb) || bb) return false;
    if (kind != (g->tensors[op->in[k]].rank == 2 ? NL_BF16_TILE : NL_COLS_REP)) return false;
  }
  return true;
}

/* An elementwise op over tiles alone (its result and every input a matrix
 * of tiles or a splat): a group of such ops may take its tiles in chunks
 * of any size (kern_norm.c), so VMEM never refuses it. */
static bool over_tiles_alone(const Graph *g, const Op *op) {
  if (g->tensors[op->out[0]].rank != 2) return false;
  for (int k = 0; k < op->nin; k++) {
    NpuLayout kind;
    bool bb;
    if (!npu_input_kind(g, op, k, &kind, &bb) || bb || (kind != NL_BF16_TILE && kind != NL_SPLAT)) return false;
  }
  return true;
}

/* Full-size values a group may hold: its kernel keeps a band of 32 rows of
 * each in VMEM (twice for what streams), beside its inputs and outputs. */
enum { GROUP_MAX_BANDS = 7 };

/* A view at whole tiles (kern_norm.c keeps no copy of it)? */
static bool view_in_place(const Graph *g, const Op *u) {
  if (u->kind == OP_EXTRACT_SLICE) return u->a.slice.offsets[1] % NPU_TILE == 0;
  if (u->kind != OP_CONCAT) return false;
  for (int k = 0; k + 1 < u->nin; k++)
    if (g->tensors[u->in[k]].dims[1] % NPU_TILE) return false;
  return true;
}

/* The ops of group t and those about to join it (band_bytes' view). */
enum { JOINING_MAX = 8 };
typedef struct GroupOps {
  const Task *t;
  int add[JOINING_MAX], nadd;
  bool windowed; /* a shifted view's scratch counted as its narrowest window */
} GroupOps;

static bool group_has(const GroupOps *s, int i) {
  for (int j = 0; j < s->t->nops; j++)
    if (s->t->ops[j] == i) return true;
  for (int j = 0; j < s->nadd; j++)
    if (s->add[j] == i) return true;
  return false;
}

/* The op that would compute u's result inside its own program (kern_norm.c's
 * inline_producers), so that it takes no band of VMEM, or -1: the one op
 * reading it, as a matrix of its own shape, an elementwise matrix op that
 * may join a group (in the same dispatch, its result not module state). */
static int inlining_reader(const Graph *g, const GraphUsers *users, const Op *u, int64_t r) {
  if (u->kind != OP_STRUCTURED || u->match < 0 || g->matches[u->match].kind != TK_ELEMENTWISE) return -1;
  int y = u->out[0], ri = graph_sole_user(g, users, y);
  if (ri < 0 || g->tensors[y].rank != 2) return -1;
  const Op *rd = &g->ops[ri];
  if (rd->kind != OP_STRUCTURED || rd->match < 0 || g->matches[rd->match].kind != TK_ELEMENTWISE ||
      rd->iree_dispatch != u->iree_dispatch || graph_is_stored(g, rd->out[0]) || !group_elementwise(g, rd, r) ||
      !dims_are(&g->tensors[rd->out[0]], 2, r, g->tensors[y].dims[1]))
    return -1;
  for (int k = 0; k < rd->nin; k++) {
    NpuLayout kind;
    bool bb;
    if (rd->in[k] == y && (!npu_input_kind(g, rd, k, &kind, &bb) || kind != NL_BF16_TILE || bb)) return -1;
  }
  return ri;
}

/* A view whose pieces start inside a [32,16] half (kern_norm.c's
 * copy_shifted): its band, and its transposes' scratch beside the band. */
static bool view_shifted(const Graph *g, const Op *u) {
  if (u->kind == OP_EXTRACT_SLICE) return u->a.slice.offsets[1] % (NPU_TILE / 2) != 0;
  if (u->kind != OP_CONCAT) return false;
  for (int k = 0; k + 1 < u->nin; k++)
    if (g->tensors[u->in[k]].dims[1] % (NPU_TILE / 2)) return true;
  return false;
}

/* The transposes' scratch of shifted view y (kern_norm.c copy_shifted):
 * its band of 32 rows, or (windowed) when wider its narrowest window (the
 * plan's last resort), and three halves more. */
static int64_t shifted_scratch(const Tensor *y, bool windowed) {
  int64_t band = npu_pad(y->dims[1]) * 64, window = NPU_SHIFT_MIN_WINDOW * (NPU_BF16_TILE / 2);
  return (windowed && window < band ? window : band) + NPU_SHIFT_SPARE;
}

static int64_t band_bytes_of(const Graph *g, const GraphUsers *users, const GroupOps *s, int64_t r, bool ahead);

/* Will reader ri join the group, so that the value it alone reads takes no
 * band? Only if the group with it fits: with the ops about to join, ri,
 * and ri's other producers that it alone reads (those join before it:
 * RoPE's x cos joins before rot sin, and the sum after both), each taking
 * no band only if its reader is among them. Without this, a value whose
 * reader was then refused (it reads one input too many) was an output the
 * estimate had no band for, and the group overflowed VMEM at plan time:
 * the host ran it all. */
static bool reader_joins(const Graph *g, const GraphUsers *users, const GroupOps *s, int ri, int64_t r) {
  GroupOps s2 = *s;
  if (s2.nadd == JOINING_MAX) return false;
  s2.add[s2.nadd++] = ri;
  const Op *rd = &g->ops[ri];
  for (int k = 0; k < rd->nin; k++) {
    int p = g->tensors[rd->in[k]].producer;
    if (p < 0 || group_has(&s2, p)) continue;
    if (inlining_reader(g, users, &g->ops[p], r) != ri || !group_elementwise(g, &g->ops[p], r)) continue;
    if (s2.nadd == JOINING_MAX) return false;
    s2.add[s2.nadd++] = p;
  }
  return band_bytes_of(g, users, &s2, r, false) <= NPU_VMEM_KERNEL_BYTES;
}

/* What group s reads from outside, each tensor once however many of its
 * ops read it: band_bytes_of's VMEM and group_streams_fit's channels are
 * counted over this one list, so they cannot disagree on what the group
 * reads. A slice outside the group joins it later (dispatch's
 * merge_slices): its source is read, and the slice keeps a copy when not
 * at whole tiles (counted as joining its source alone, a refused slice at
 * 45x1624 RoPE became an input of two band slots the group had no room
 * for). by_band: some op reads it by band (a matrix of tiles, per-row
 * values, a view's piece), so it takes a DMA stream; read otherwise
 * (per-column values, a scalar) it is loaded once. */
enum { GROUP_INPUTS_MAX = 2 * NPUCC_MAX_OPERANDS * 8 };
typedef struct GroupInputs {
  int tensor[GROUP_INPUTS_MAX], n;
  bool by_band[GROUP_INPUTS_MAX];
  int slice[GROUP_INPUTS_MAX], nslice; /* outputs of slices joining late */
} GroupInputs;

static int index_of(const int *v, int n, int x) {
  for (int i = 0; i < n; i++)
    if (v[i] == x) return i;
  return -1;
}

/* false when the group reads more than the list holds (it fits neither). */
static bool group_inputs(const Graph *g, const GroupOps *s, GroupInputs *gi) {
  gi->n = gi->nslice = 0;
  for (int j = 0; j < s->t->nops + s->nadd; j++) {
    const Op *u = &g->ops[j < s->t->nops ? s->t->ops[j] : s->add[j - s->t->nops]];
    if (u->kind == OP_FILL) continue;
    bool view = u->kind == OP_EXTRACT_SLICE || u->kind == OP_CONCAT;
    for (int k = 0; k < u->nin; k++) {
      int xi = u->in[k], sp = g->tensors[xi].producer;
      if (sp >= 0 && group_has(s, sp)) continue;
      if (sp >= 0 && g->ops[sp].kind == OP_EXTRACT_SLICE) {
        if (index_of(gi->slice, gi->nslice, xi) < 0) {
          if (gi->nslice == GROUP_INPUTS_MAX) return false;
          gi->slice[gi->nslice++] = xi;
        }
        xi = g->ops[sp].in[0];
      }
      NpuLayout kind = NL_BF16_TILE;
      bool bb, by_band = view || (npu_input_kind(g, u, k, &kind, &bb) && (kind == NL_BF16_TILE || kind == NL_COLS_REP));
      int i = index_of(gi->tensor, gi->n, xi);
      if (i < 0) {
        if (gi->n == GROUP_INPUTS_MAX) return false;
        i = gi->n++;
        gi->tensor[i] = xi, gi->by_band[i] = false;
      }
      gi->by_band[i] |= by_band;
    }
  }
  return true;
}

/* VMEM for a band of 32 rows of the group, when its values differ in width
 * (kern_norm.c then keeps each at its own width and cannot chunk): two
 * slots per matrix read from outside, one per value computed (an output may
 * have one slot; a view has none unless read outside, which is rare), a
 * shifted view's transposes, resident vectors, and a few tiles of scratch.
 * A value its one reader computes in registers takes none when that reader
 * is in the group, or (ahead) would join it. */
static int64_t band_bytes_of(const Graph *g, const GraphUsers *users, const GroupOps *s, int64_t r, bool ahead) {
  GroupInputs gi;
  if (!group_inputs(g, s, &gi)) return INT64_MAX;
  int64_t bytes = 8 * 2048, shift = 0;
  for (int j = 0; j < s->t->nops + s->nadd; j++) {
    int ui = j < s->t->nops ? s->t->ops[j] : s->add[j - s->t->nops];
    const Op *u = &g->ops[ui];
    if (u->kind == OP_FILL) continue;
    const Tensor *y = &g->tensors[u->out[0]];
    int ri = y->rank == 2 ? inlining_reader(g, users, u, r) : -1;
    bool in_regs = ri >= 0 && (group_has(s, ri) || (ahead && reader_joins(g, users, s, ri, r)));
    if (y->rank == 2 && !view_in_place(g, u) && !in_regs) bytes += npu_pad(y->dims[1]) * 64;
    /* the transposes' scratch, one for every shifted view (kern_norm.c) */
    if (view_shifted(g, u) && shifted_scratch(y, s->windowed) > shift) shift = shifted_scratch(y, s->windowed);
  }
  for (int i = 0; i < gi.nslice; i++) {
    const Tensor *y = &g->tensors[gi.slice[i]];
    const Op *sl = &g->ops[y->producer];
    if (!view_in_place(g, sl)) bytes += npu_pad(y->dims[1]) * 64;
    if (view_shifted(g, sl) && shifted_scratch(y, s->windowed) > shift) shift = shifted_scratch(y, s->windowed);
  }
  for (int i = 0; i < gi.n; i++) {
    const Tensor *x = &g->tensors[gi.tensor[i]];
    if (x->rank < 1 || tensor_numel(x) == 1) continue;
    bytes += (x->rank == 2 ? 2 : 1) * npu_pad(x->dims[x->rank - 1]) * 64;
  }
  return bytes + shift;
}

/* The same for group t with op added. A view it refuses runs on the host
 * (data movement), so a view joins if the group fits with its shifted
 * copies in windows; an elementwise op refused runs apart on the npu, so it
 * joins only if they fit whole (windows transpose straddling halves twice:
 * at 45x1624 and 45x2000 RoPE's last generic runs apart, as before). */
static int64_t band_bytes(const Graph *g, const GraphUsers *users, const Task *t, const Op *op, int64_t r) {
  GroupOps s = {.t = t, .add = {(int)(op - g->ops)}, .nadd = 1};
  s.windowed = op->kind == OP_EXTRACT_SLICE || op->kind == OP_CONCAT;
  return band_bytes_of(g, users, &s, r, true);
}

/* Could op u's result still be read inside the group, were reader r to
 * join later? Only a vector op of the same dispatch may. */
static bool may_join(const Graph *g, const Op *u, const Op *r) {
  if (r->iree_dispatch != u->iree_dispatch) return false;
  if (r->kind == OP_EXTRACT_SLICE || r->kind == OP_CONCAT) return true;
  if (r->kind != OP_STRUCTURED || r->match < 0) return false;
  return g->matches[r->match].kind == TK_ELEMENTWISE || g->matches[r->match].kind == TK_REDUCTION;
}

/* Does group t with op added have DMA channels for its streams
 * (kern_norm.c: an input read by band, a matrix or per-row values, takes
 * one; a result read outside two)? Inputs only grow as ops join: counted
 * as they are (group_inputs). Results read outside are counted when no
 * reader could join later (another dispatch, not a vector op, an entry's
 * result or module state), and op's own when read outside (the group ends
 * with one at least; a slice that joins late, merge_slices, is read
 * inside). Without this, a chain over six inputs was one group with no
 * channel left for its sixth at plan time, and the host ran all of it. */
static bool group_streams_fit(const Graph *g, const GraphUsers *users, const Task *t, const Op *op) {
  GroupOps s = {.t = t, .add = {(int)(op - g->ops)}, .nadd = 1};
  GroupInputs gi;
  if (!group_inputs(g, &s, &gi)) return false;
  int nin = 0, nout = 0;
  for (int i = 0; i < gi.n; i++) nin += gi.by_band[i];
  for (int j = 0; j < t->nops + 1; j++) {
    const Op *u = j < t->nops ? &g->ops[t->ops[j]] : op;
    if (u->kind == OP_FILL) continue;
    int y = u->out[0], rd[16];
    bool out = g->tensors[y].role == ROLE_OUTPUT || graph_is_stored(g, y);
    int n = graph_users_of(g, users, y, rd, 16);
    out |= n > 16;
    for (int i = 0; i < n && i < 16 && !out; i++)
      out = !group_has(&s, rd[i]) && (u == op || !may_join(g, u, &g->ops[rd[i]]));
    nout += out;
  }
  return nin + nout <= NPU_GROUP_MAX_STREAMS && nin + 2 * nout <= NPU_GROUP_STREAM_CHANNELS;
}

static bool npu_fuse_group(const Graph *g, const Task *t, const Op *op, const GraphUsers *users, const Options *o,
                           const char **why) {
  if (!npu_options(o)->groups || npu_options(o)->isa == NPU_ISA_MERLIN_V1) return false;
  if (t->kind != TK_ELEMENTWISE && t->kind != TK_REDUCTION) return false;
  int64_t r, c;
  int full = 0;
  bool has = group_matrix(g, t, &r, &c);
  bool red = op->match >= 0 && g->matches[op->match].kind == TK_REDUCTION;
  bool view = op->kind == OP_EXTRACT_SLICE || op->kind == OP_CONCAT;
  if (!has && red) {
    /* the first reduction joins the elementwise producers of its matrix */
    if (!row_reduction(g, op)) return false;
    r = g->tensors[op->in[0]].dims[0], c = g->tensors[op->in[0]].dims[1];
  } else if (!has && !chain_matrix(g, t, &r, &c)) {
    return false;
  }
  /* widths: uniform (every full-size value c wide, no column views) lets
   * a chain chunk anywhere and a norm go in passes; otherwise the widest
   * decides what fits */
  int64_t cmax = c;
  bool uniform = !view, flat = !has && !red && !view && over_tiles_alone(g, op);
  for (int j = 0; j < t->nops + 1; j++) {
    const Op *u = j < t->nops ? &g->ops[t->ops[j]] : op;
    if (u->kind == OP_FILL) continue;
    bool uview = u->kind == OP_EXTRACT_SLICE || u->kind == OP_CONCAT;
    const Tensor *y = &g->tensors[u->out[0]];
    if (y->rank == 2 && y->dims[1] > cmax) cmax = y->dims[1];
    uniform = uniform && !uview && (y->rank != 2 || y->dims[1] == c);
    if (j == t->nops) break;
    if (u->match < 0) return false;
    flat = flat && !uview && over_tiles_alone(g, u);
    if (uview ? !column_view(g, u, r)
        : g->matches[u->match].kind == TK_REDUCTION ? !has || !row_reduction(g, u)
                                                     : !group_elementwise(g, u, r))
      return false;
    full += y->rank == 2 && !uview;
  }
  if (view ? !column_view(g, op, r)
      : red  ? !row_reduction(g, op) || !dims_are(&g->tensors[op->in[0]], 2, r, c)
             : !group_elementwise(g, op, r))
    return false;
  if (!view && !reads_inner_as_kept(g, t, op)) return false;
  /* the task computing module state writes it in place when it alone reads
   * the old value before (plan_state_stores); a group reading the state
   * earlier would make that a copy after the call */
  if (graph_is_stored(g, op->out[0])) {
    *why = "npu: its result is module state, written in place by a task of its own";
    return false;
  }
  if (full + !view > GROUP_MAX_BANDS) {
    *why = "npu: the group before it already keeps 7 full-size values in VMEM";
    return false;
  }
  /* a group that reduces rows of whole tiles too wide for its bands runs
   * in passes over column chunks (kern_norm.c) */
  bool passes = uniform && (has || red) && c % 32 == 0;
  if (!(flat && uniform) && !passes &&
      (uniform ? (full + !view + 4) * npu_pad(cmax) * 64 : band_bytes(g, users, t, op, r)) > NPU_VMEM_KERNEL_BYTES) {
    *why = "npu: the group's bands of 32 rows would not fit VMEM";
    return false;
  }
  if (!group_streams_fit(g, users, t, op)) {
    *why = "npu: the group would read and write more streams than it has DMA channels";
    return false;
  }
  return true;
}

static void npu_describe(Graph *g, const Options *o) {
  Arena *a = g->arena;
  bool merlin = npu_options(o)->isa == NPU_ISA_MERLIN_V1;
  prop_add_int(a, &g->props, "tile", NPU_TILE);
  prop_add_str(a, &g->props, "mxu", "mxu1");
  prop_add_int(a, &g->props, "vmem_bytes", NPU_VMEM_BYTES);
  prop_add_int(a, &g->props, "dram_bytes", NPU_DRAM_BYTES);
  prop_add_str(a, &g->props, "precision", npu_precision_name(npu_options(o)->precision));
  prop_add_str(a, &g->props, "isa", merlin ? "merlin-v1" : "npu_model");
  prop_add_int(a, &g->props, "imem_instructions", npu_imem(o));
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    /* what runs a host task: the runner evaluates each of its ops with
     * targets/host (run/npu_run.c), between the program's segments */
    if (t->device == DEV_HOST) t->kernel = "host_eval_op";
    /* A native task's kernel and details are its plan's (kern_*.c). Merlin's
     * fixed skeletons have no plan: a contraction's padded problem is said
     * here, the skeleton's name by the schedule (merlin.c). */
    if (t->device != DEV_TARGET || !merlin || (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL))
      continue;
    const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
    int64_t mp = npu_pad(mm->m), np = npu_pad(mm->n), kp = npu_pad(mm->k);
    int64_t padded[3] = {mp, np, kp};
    int64_t tiles[3] = {mp / NPU_TILE, np / NPU_TILE, kp / NPU_TILE};
    prop_add_ints(a, &t->props, "padded_mnk", padded, 3);
    prop_add_ints(a, &t->props, "tiles_mnk", tiles, 3);
    prop_add_int(a, &t->props, "batch", mm->batch);
    bool demoted = !(mm->lhs_type == DT_F8E4M3FN && mm->rhs_type == DT_F8E4M3FN);
    prop_add_bool(a, &t->props, "demoted_to_fp8", demoted);
    if (demoted)
      prop_add_str(a, &t->props, "precision_note",
                   "bf16/f32 operands demoted to fp8 e4m3fn on the MXU (the kernel's plan "
                   "records the scales and the hi/residual split); the accumulator is bf16");
  }
}

/* --list-dispatches alone prints devices and kernels, which legal and plan
 * decided: the program, and what the task graph says of it (cycles,
 * segments, lines), is built only for an output that prints them. Merlin's
 * skeleton names come from its schedule, which is cheap: it always runs. */
static bool npu_schedule_wanted(Graph *g, const Options *o, Diag *d) {
  if (g->list_only && npu_options(o)->isa != NPU_ISA_MERLIN_V1) return true;
  return npu_schedule(g, o, d);
}

static const Memory npu_memories[] = {
    {"dram", NPU_DRAM_BYTES, NPU_DRAM_ALIGN, true},
    {"vmem", NPU_VMEM_BYTES, NPU_FP8_TILE, false}, /* per task, by phase: targets/npu */
};

const Target target_npu = {
    .name = "npu",
    .asm_ext = ".isa",
    .dot_colour = "lightblue",
    .machine = {npu_memories, 2, NPU_TILE, NPU_TILE, NPU_TILE, .depthwise_after_im2col = true},
    .options = npu_option_table,
    .parse_option = npu_parse_option,
    .fuse_epilogue = npu_fuse_epilogue,
    .fuse_group = npu_fuse_group,
    .legal = npu_legal,
    .describe = npu_describe,
    .plan = npu_plan,
    .schedule = npu_schedule_wanted,
    .emit = npu_emit,
};
