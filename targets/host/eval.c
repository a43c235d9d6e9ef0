/* eval.c: evaluates one op or a whole entry function of a Graph on the CPU,
 * inferring dynamic sizes and allocating every intermediate in the arena. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "host/host.h"

static bool eval_fail(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool eval_fail(char *err, size_t errlen, const char *fmt, ...) {
  if (err && errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
  }
  return false;
}

bool host_eval_op(const Graph *g, const Op *op, void *const *buffers, Arena *a, char *err,
                  size_t errlen) {
  const HostKernel *k = op->host_kernel ? op->host_kernel : host_kernel_build(g, op, a, NULL, err, errlen);
  return k && host_kernel_run(k, buffers, err, errlen);
}

/* ------------------------------------------------------------ shape inference */

typedef int64_t Dims[NPUCC_MAX_RANK];

typedef struct Shapes {
  const Graph *g;
  Dims *d;       /* per tensor */
  bool changed;
  bool conflict;
  char *err;
  size_t errlen;
} Shapes;

static bool known(int64_t v) { return v >= 0; }

/* Make x and y the same size when one of them is known. */
static void unify(Shapes *s, int64_t *x, int64_t *y, int op) {
  if (known(*x) && known(*y)) {
    if (*x != *y && !s->conflict) {
      s->conflict = true;
      eval_fail(s->err, s->errlen, "op %d: sizes %lld and %lld disagree", op, (long long)*x, (long long)*y);
    }
  } else if (known(*x)) {
    *y = *x;
    s->changed = true;
  } else if (known(*y)) {
    *x = *y;
    s->changed = true;
  }
}

static void set_dim(Shapes *s, int64_t *x, int64_t v, int op) { unify(s, x, &v, op); }

static int rank_of(const Shapes *s, int t) { return s->g->tensors[t].rank; }

static void unify_tensors(Shapes *s, int a, int b, int op) {
  if (rank_of(s, a) != rank_of(s, b)) return;
  for (int i = 0; i < rank_of(s, a); i++) unify(s, &s->d[a][i], &s->d[b][i], op);
}

/* Loops of a structured op or attention take sizes from any operand whose
 * dim is known and give them to the others. */
static void infer_loops(Shapes *s, const Op *op, int nloops, const AffineMap *maps) {
  int64_t loop[NPUCC_MAX_LOOPS];
  int nops = op_noperands(op);
  for (int l = 0; l < NPUCC_MAX_LOOPS; l++) loop[l] = NPUCC_DYN;
  for (int pass = 0; pass < 2; pass++)
    for (int o = 0; o < nops; o++) {
      int t = op_operand(op, o);
      if (maps[o].nres != rank_of(s, t)) continue;
      for (int r = 0; r < maps[o].nres; r++) {
        int l = maps[o].res[r];
        if (l >= 0 && l < nloops) unify(s, &loop[l], &s->d[t][r], op->id);
      }
    }
}

static int64_t product(const Shapes *s, int t, int *unknown_at) {
  int64_t p = 1;
  *unknown_at = -1;
  for (int i = 0; i < rank_of(s, t); i++) {
    if (known(s->d[t][i])) p *= s->d[t][i];
    else if (*unknown_at < 0) *unknown_at = i;
    else *unknown_at = -2; /* more than one */
  }
  return p;
}

static void infer_op(Shapes *s, const Op *op) {
  int in0 = op->nin > 0 ? op->in[0] : -1, out0 = op->nout > 0 ? op->out[0] : -1;
  int id = op->id;
  for (int j = 0; j < op->ninit && j < op->nout; j++) unify_tensors(s, op->init[j], op->out[j], id);
  switch (op->kind) {
  case OP_STRUCTURED: infer_loops(s, op, op->nloops, op->maps); break;
  case OP_ATTENTION:
    if (op_noperands(op) == 5 + op->a.attn.has_mask) infer_loops(s, op, op->a.attn.nloops, op->a.attn.maps);
    break;
  case OP_SOFTMAX: case OP_IDENTITY: case OP_BITCAST:
    for (int j = 0; j < op->nout && j < op->nin; j++) unify_tensors(s, op->in[j], op->out[j], id);
    break;
  case OP_RESHAPE: {
    if (in0 < 0 || out0 < 0) break;
    int ui, uo;
    int64_t pi = product(s, in0, &ui), po = product(s, out0, &uo);
    if (ui == -1 && uo >= 0 && pi % (po ? po : 1) == 0 && po) set_dim(s, &s->d[out0][uo], pi / po, id);
    if (uo == -1 && ui >= 0 && pi && po % pi == 0) set_dim(s, &s->d[in0][ui], po / pi, id);
    break;
  }
  case OP_TRANSPOSE:
    if (in0 < 0 || out0 < 0 || rank_of(s, in0) != rank_of(s, out0)) break;
    for (int i = 0; i < rank_of(s, out0); i++)
      if (op->a.perm[i] >= 0 && op->a.perm[i] < rank_of(s, in0))
        unify(s, &s->d[out0][i], &s->d[in0][op->a.perm[i]], id);
    break;
  case OP_BROADCAST: {
    if (in0 < 0 || out0 < 0) break;
    int next = 0;
    for (int d = 0; d < rank_of(s, out0); d++) {
      bool added = false;
      for (int i = 0; i < op->nbcast; i++) added = added || op->a.bcast_dims[i] == d;
      if (!added && next < rank_of(s, in0)) unify(s, &s->d[out0][d], &s->d[in0][next++], id);
    }
    break;
  }
  case OP_PAD:
    if (in0 < 0 || out0 < 0 || rank_of(s, in0) != rank_of(s, out0)) break;
    for (int i = 0; i < rank_of(s, out0); i++) {
      int64_t lo = op->a.pad.low[i], hi = op->a.pad.high[i];
      if (!known(lo) || !known(hi)) continue;
      if (known(s->d[in0][i])) set_dim(s, &s->d[out0][i], s->d[in0][i] + lo + hi, id);
      else if (known(s->d[out0][i])) set_dim(s, &s->d[in0][i], s->d[out0][i] - lo - hi, id);
    }
    break;
  case OP_EXTRACT_SLICE:
    if (in0 < 0 || out0 < 0 || rank_of(s, in0) != rank_of(s, out0)) break;
    for (int i = 0; i < rank_of(s, out0); i++)
      if (known(op->a.slice.sizes[i])) set_dim(s, &s->d[out0][i], op->a.slice.sizes[i], id);
    break;
  case OP_INSERT_SLICE:
    if (op_noperands(op) >= 2 && out0 >= 0) unify_tensors(s, op_operand(op, 1), out0, id);
    break;
  case OP_CONCAT: {
    int dim = op->a.concat_dim;
    if (out0 < 0 || dim < 0 || dim >= rank_of(s, out0)) break;
    int64_t sum = 0;
    bool all = true;
    for (int j = 0; j < op->nin; j++) {
      int t = op->in[j];
      if (rank_of(s, t) != rank_of(s, out0)) return;
      for (int i = 0; i < rank_of(s, t); i++)
        if (i != dim) unify(s, &s->d[t][i], &s->d[out0][i], id);
      all = all && known(s->d[t][dim]);
      sum += s->d[t][dim];
    }
    if (all) set_dim(s, &s->d[out0][dim], sum, id);
    break;
  }
  default: break;
  }
}

static bool infer_shapes(Shapes *s, const Func *f) {
  for (int round = 0; round <= f->end_op - f->first_op + 1; round++) {
    s->changed = false;
    for (int i = f->first_op; i < f->end_op; i++)
      if (!s->g->ops[i].dead) infer_op(s, &s->g->ops[i]);
    if (s->conflict) return false;
    if (!s->changed) break;
  }
  return true;
}

/* ------------------------------------------------------------ function evaluation */

typedef struct Eval {
  const Graph *g;
  Arena *a;
  Dims *d;
  HostValue *v;
  bool *zero_ok; /* an unwritten init of a zero_init op: contents unused */
  const HostState *st; /* module state, or NULL: initial values */
  char *err;
  size_t errlen;
} Eval;

static size_t value_bytes(const Eval *e, int t, bool *ok) {
  const Tensor *x = &e->g->tensors[t];
  size_t n = dtype_size(x->dtype);
  *ok = n > 0;
  for (int i = 0; i < x->rank; i++) {
    if (e->d[t][i] < 0) *ok = false;
    else n *= (size_t)e->d[t][i];
  }
  return n;
}

static void set_value(Eval *e, int t, void *data, size_t n) {
  const Tensor *x = &e->g->tensors[t];
  HostValue *v = &e->v[t];
  v->data = data;
  v->nbytes = n;
  v->dtype = x->dtype;
  v->rank = x->rank;
  memcpy(v->dims, e->d[t], sizeof v->dims);
}

/* A state tensor's value before the first call: n bytes (arena). */
static void *state_initial(const Tensor *x, size_t n, Arena *a, char *err, size_t errlen) {
  uint8_t *p = arena_alloc(a, n ? n : 1);
  memset(p, 0, n ? n : 1);
  size_t es = dtype_size(x->dtype);
  switch (x->state_init) {
  case CONST_DENSE:
    if (x->nbytes != n) {
      eval_fail(err, errlen, "state @%s holds %zu initial bytes, its type %zu", x->name ? x->name : "?", x->nbytes, n);
      return NULL;
    }
    memcpy(p, x->bytes, n);
    break;
  case CONST_SPLAT:
    if (x->nbytes < es) {
      eval_fail(err, errlen, "state @%s has an empty splat", x->name ? x->name : "?");
      return NULL;
    }
    for (size_t off = 0; off < n; off += es) memcpy(p + off, x->bytes, es);
    break;
  case CONST_UNKNOWN:
    eval_fail(err, errlen, "state @%s has an unknown initial value (%s)", x->name ? x->name : "?",
              x->cst_source ? x->cst_source : "elided");
    return NULL;
  default: break; /* no initial value: zeros */
  }
  return p;
}

/* The contents of tensor t when an op reads it. */
static bool need_value(Eval *e, int t, bool zero_ok) {
  if (e->v[t].data) return true;
  const Tensor *x = &e->g->tensors[t];
  bool ok;
  size_t n = value_bytes(e, t, &ok);
  if (!ok)
    return eval_fail(e->err, e->errlen, "tensor %%%d has a %s shape", t,
                     x->dtype == DT_UNKNOWN ? "typeless" : "dynamic, uninferable");
  if (x->role == ROLE_STATE) {
    if (e->st) {
      set_value(e, t, e->st->v[t].data, n);
      return true;
    }
    void *p = state_initial(x, n, e->a, e->err, e->errlen);
    if (!p) return false;
    set_value(e, t, p, n);
    return true;
  }
  switch (x->cst) {
  case CONST_DENSE:
    if (x->nbytes != n)
      return eval_fail(e->err, e->errlen, "constant %%%d holds %zu bytes, its type %zu", t, x->nbytes, n);
    set_value(e, t, (void *)x->bytes, n);
    return true;
  case CONST_SPLAT: {
    size_t es = dtype_size(x->dtype);
    if (x->nbytes < es) return eval_fail(e->err, e->errlen, "splat constant %%%d has no element", t);
    uint8_t *p = arena_alloc(e->a, n ? n : 1);
    for (size_t off = 0; off < n; off += es) memcpy(p + off, x->bytes, es);
    set_value(e, t, p, n);
    return true;
  }
  case CONST_UNKNOWN:
    return eval_fail(e->err, e->errlen, "constant %%%d (%s) has unknown contents", t,
                     x->cst_source ? x->cst_source : "elided");
  default: break;
  }
  if (x->producer >= 0 && !zero_ok && !e->zero_ok[t])
    return eval_fail(e->err, e->errlen, "tensor %%%d is read before op %d writes it", t, x->producer);
  set_value(e, t, arena_alloc(e->a, n ? n : 1), n); /* tensor.empty: zeros */
  return true;
}

static bool eval_values(const Graph *g, int func, const HostState *st, const HostValue *inputs,
                        HostValue *values, Arena *a, char *err, size_t errlen) {
  if (!g || func < 0 || func >= g->nfuncs) return eval_fail(err, errlen, "no function %d", func);
  const Func *f = &g->funcs[func];
  if (f->first_op < 0 || f->end_op > g->nops || f->first_op > f->end_op)
    return eval_fail(err, errlen, "function @%s has ops [%d, %d) of %d", f->name, f->first_op, f->end_op, g->nops);
  Eval e = {g, a, arena_alloc(a, sizeof(Dims) * (size_t)(g->ntensors ? g->ntensors : 1)), values,
            arena_alloc(a, (size_t)(g->ntensors ? g->ntensors : 1)), st, err, errlen};
  memset(values, 0, sizeof *values * (size_t)g->ntensors);
  for (int t = 0; t < g->ntensors; t++) memcpy(e.d[t], g->tensors[t].dims, sizeof(Dims));

  for (int i = 0; i < f->ninputs; i++) {
    int t = f->inputs[i];
    if (t < 0 || t >= g->ntensors) return eval_fail(err, errlen, "input %d is tensor %d", i, t);
    if (!inputs || !inputs[i].data) return eval_fail(err, errlen, "input %d of @%s has no data", i, f->name);
    for (int d = 0; d < g->tensors[t].rank; d++)
      if (e.d[t][d] < 0) {
        if (inputs[i].dims[d] < 0)
          return eval_fail(err, errlen, "input %d of @%s: dimension %d is dynamic and not given", i, f->name, d);
        e.d[t][d] = inputs[i].dims[d];
      }
  }
  Shapes s = {g, e.d, false, false, err, errlen};
  if (!infer_shapes(&s, f)) return false;
  for (int i = 0; i < f->ninputs; i++) {
    int t = f->inputs[i];
    bool ok;
    size_t n = value_bytes(&e, t, &ok);
    if (!ok) return eval_fail(err, errlen, "input %d of @%s has no usable type", i, f->name);
    if (inputs[i].nbytes && inputs[i].nbytes < n)
      return eval_fail(err, errlen, "input %d of @%s holds %zu bytes, needs %zu", i, f->name, inputs[i].nbytes, n);
    set_value(&e, t, inputs[i].data, n);
  }
  for (int i = f->first_op; i < f->end_op; i++) {
    const Op *op = &g->ops[i];
    if (op->dead || !op->zero_init) continue;
    for (int j = 0; j < op->ninit; j++)
      if (op->init[j] >= 0 && op->init[j] < g->ntensors) e.zero_ok[op->init[j]] = true;
  }

  for (int i = f->first_op; i < f->end_op; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    int nops = op_noperands(op), nt = nops + op->nout;
    if (nt > HK_MAX_TENSORS) return eval_fail(err, errlen, "op %d has %d operands and results", i, nt);
    void *bufs[HK_MAX_TENSORS];
    for (int o = 0; o < nt; o++) {
      int t = o < nops ? op_operand(op, o) : op->out[o - nops];
      if (t < 0 || t >= g->ntensors) return eval_fail(err, errlen, "op %d refers to tensor %d", i, t);
      if (o < nops) {
        bool zero_ok = op->zero_init && o >= op->nin;
        if (!need_value(&e, t, zero_ok)) return false;
      } else {
        bool ok;
        size_t n = value_bytes(&e, t, &ok);
        if (!ok) return eval_fail(err, errlen, "op %d: result %%%d has a dynamic shape that could not be inferred", i, t);
        set_value(&e, t, arena_alloc(a, n ? n : 1), n);
      }
      bufs[o] = values[t].data;
    }
    HostKernel *k = host_kernel_build_shaped(g, op, (const int64_t(*)[NPUCC_MAX_RANK])e.d, a, NULL, err, errlen);
    if (!k || !host_kernel_run(k, bufs, err, errlen)) return false;
  }
  for (int j = 0; j < f->noutputs; j++) {
    int t = f->outputs[j];
    if (t < 0 || t >= g->ntensors) return eval_fail(err, errlen, "output %d is tensor %d", j, t);
    if (!need_value(&e, t, false)) return false;
  }
  for (int j = 0; j < f->nstates; j++) {
    int t = f->state_src[j];
    if (t < 0 || t >= g->ntensors || f->state_dst[j] < 0 || f->state_dst[j] >= g->ntensors)
      return eval_fail(err, errlen, "state store %d refers to tensors %d, %d", j, t, f->state_dst[j]);
    if (!need_value(&e, t, false)) return false;
  }
  return true;
}

bool host_eval_func_values(const Graph *g, int func, const HostValue *inputs, HostValue *values,
                           Arena *a, char *err, size_t errlen) {
  return eval_values(g, func, NULL, inputs, values, a, err, errlen);
}

HostState *host_state_new(const Graph *g, Arena *a, char *err, size_t errlen) {
  HostState *st = arena_alloc(a, sizeof *st);
  st->v = arena_alloc(a, sizeof *st->v * (size_t)(g->ntensors ? g->ntensors : 1));
  memset(st->v, 0, sizeof *st->v * (size_t)(g->ntensors ? g->ntensors : 1));
  for (int t = 0; t < g->ntensors; t++) {
    const Tensor *x = &g->tensors[t];
    if (x->role != ROLE_STATE) continue;
    if (!tensor_is_static(x) || x->dtype == DT_UNKNOWN) {
      eval_fail(err, errlen, "state @%s has no static shape", x->name ? x->name : "?");
      return NULL;
    }
    size_t n = tensor_bytes(x);
    HostValue *v = &st->v[t];
    if (!(v->data = state_initial(x, n, a, err, errlen))) return NULL;
    v->nbytes = n;
    v->dtype = x->dtype;
    v->rank = x->rank;
    memcpy(v->dims, x->dims, sizeof v->dims);
  }
  return st;
}

bool host_eval_func_state(const Graph *g, int func, HostState *st, const HostValue *inputs,
                          HostValue *outputs, Arena *a, char *err, size_t errlen) {
  if (!g || !st || func < 0 || func >= g->nfuncs) return eval_fail(err, errlen, "no function %d", func);
  HostValue *values = arena_alloc(a, sizeof *values * (size_t)(g->ntensors ? g->ntensors : 1));
  if (!eval_values(g, func, st, inputs, values, a, err, errlen)) return false;
  const Func *f = &g->funcs[func];
  for (int j = 0; j < f->noutputs; j++) outputs[j] = values[f->outputs[j]];
  /* The call ends: new buffers, so outputs that read the old state keep it. */
  for (int j = 0; j < f->nstates; j++) {
    const HostValue *src = &values[f->state_src[j]];
    HostValue *dst = &st->v[f->state_dst[j]];
    if (!dst->data || src->nbytes != dst->nbytes)
      return eval_fail(err, errlen, "state store %d of @%s: %zu bytes into %zu", j, f->name,
                       src->nbytes, dst->nbytes);
    void *p = arena_alloc(a, dst->nbytes ? dst->nbytes : 1);
    memcpy(p, src->data, dst->nbytes);
    dst->data = p;
  }
  return true;
}

bool host_eval_func(const Graph *g, int func, const HostValue *inputs, HostValue *outputs,
                    Arena *a, char *err, size_t errlen) {
  if (!g || func < 0 || func >= g->nfuncs) return eval_fail(err, errlen, "no function %d", func);
  HostValue *values = arena_alloc(a, sizeof *values * (size_t)(g->ntensors ? g->ntensors : 1));
  if (!host_eval_func_values(g, func, inputs, values, a, err, errlen)) return false;
  const Func *f = &g->funcs[func];
  for (int j = 0; j < f->noutputs; j++) outputs[j] = values[f->outputs[j]];
  return true;
}
