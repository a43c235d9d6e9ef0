/* test_host_common.c: the shared helpers of the host evaluator tests: hand-built
 * Graph ops and typed buffers, so each test states its data and expected values. */
#include <stdlib.h>
#include <string.h>

#include "test_host.h"

int th_tensor(Graph *g, DType dt, int rank, const int64_t *dims) {
  return graph_add_tensor(g, dt, rank, dims, (Loc){0})->id;
}

AffineMap th_map(int ndims, const char *res) {
  AffineMap m = {.ndims = ndims, .nres = (int)strlen(res)};
  for (int i = 0; i < m.nres; i++) m.res[i] = (int8_t)(res[i] == 'z' ? MAP_CONST0 : res[i] - '0');
  return m;
}

static void add_result(Graph *g, Op *op, int init) {
  const Tensor *t = &g->tensors[init];
  Tensor *r = graph_add_tensor(g, t->dtype, t->rank, t->dims, (Loc){0});
  r->producer = op->id;
  op->out[op->nout++] = r->id;
}

Op *th_generic(Graph *g, int nin, const int *ins, int ninit, const int *inits, const char *iters,
               const char *const *maps, const ScalarInst *insts, int ninsts, const int *yield,
               int nyield) {
  Op *op = graph_add_op(g, OP_STRUCTURED, "linalg.generic", (Loc){0});
  int id = op->id;
  op->nin = nin;
  op->ninit = ninit;
  for (int i = 0; i < nin; i++) op->in[i] = ins[i];
  for (int i = 0; i < ninit; i++) op->init[i] = inits[i];
  op->nloops = (int)strlen(iters);
  for (int l = 0; l < op->nloops; l++) op->iters[l] = iters[l] == 'r' ? IT_REDUCTION : IT_PARALLEL;
  AffineMap *m = op_maps_write(g, op, nin + ninit);
  for (int o = 0; o < nin + ninit; o++) m[o] = th_map(op->nloops, maps[o]);
  ScalarInst *copy = arena_alloc(g->arena, sizeof *copy * (size_t)(ninsts + 1));
  memcpy(copy, insts, sizeof *copy * (size_t)ninsts);
  copy[ninsts] = (ScalarInst){.op = SC_YIELD, .a = -1, .b = -1, .c = -1};
  op->body.insts = copy;
  op->body.ninsts = ninsts + 1;
  op->body.nargs = nin + ninit;
  for (int o = 0; o < nin + ninit; o++) op->body.argtype[o] = g->tensors[op_operand(op, o)].dtype;
  for (int j = 0; j < nyield; j++) op->body.yield[j] = yield[j];
  op->body.nyield = nyield;
  for (int j = 0; j < ninit; j++) add_result(g, &g->ops[id], inits[j]);
  return &g->ops[id];
}

Op *th_contraction(Graph *g, int a, int b, int init, const char *iters, const char *ma,
                   const char *mb, const char *mc, bool unsigned_ext) {
  DType ta = g->tensors[a].dtype, tb = g->tensors[b].dtype, tc = g->tensors[init].dtype;
  ScalarInst in[8];
  int n = 0;
  in[n++] = TH_ARG(0, ta);
  in[n++] = TH_ARG(1, tb);
  in[n++] = TH_ARG(2, tc);
  int va = 0, vb = 1;
  ScalarOpcode ext = dtype_is_float(tc) ? SC_EXTF : unsigned_ext ? SC_EXTUI : SC_EXTSI;
  if (ta != tc) {
    in[n] = TH_UN(ext, tc, 0);
    va = n++;
  }
  if (tb != tc) {
    in[n] = TH_UN(ext, tc, 1);
    vb = n++;
  }
  bool fl = dtype_is_float(tc);
  int mul = n++;
  in[mul] = TH_BIN(fl ? SC_MULF : SC_MULI, tc, va, vb);
  int y = n++;
  in[y] = TH_BIN(fl ? SC_ADDF : SC_ADDI, tc, 2, mul);
  const char *maps[3] = {ma, mb, mc};
  return th_generic(g, 2, (int[]){a, b}, 1, (int[]){init}, iters, maps, in, n, &y, 1);
}

Op *th_op(Graph *g, OpKind kind, int nin, const int *ins, int ninit, const int *inits, int nout,
          const int *outs) {
  Op *op = graph_add_op(g, kind, op_kind_name(kind), (Loc){0});
  op->nin = nin;
  op->ninit = ninit;
  op->nout = nout;
  for (int i = 0; i < nin; i++) op->in[i] = ins[i];
  for (int i = 0; i < ninit; i++) op->init[i] = inits[i];
  for (int i = 0; i < nout; i++) {
    op->out[i] = outs[i];
    g->tensors[outs[i]].producer = op->id;
  }
  return op;
}

void *th_buf(const Graph *g, int t) {
  size_t n = tensor_bytes(&g->tensors[t]);
  void *p = calloc(n ? n : 1, 1);
  assert_non_null(p);
  return p;
}

void th_set(const Graph *g, int t, void *buf, int64_t i, double v) {
  DType dt = g->tensors[t].dtype;
  uint8_t *p = (uint8_t *)buf + (size_t)i * dtype_size(dt);
  float f = (float)v;
  uint16_t h;
  switch (dt) {
  case DT_F32: memcpy(p, &f, 4); break;
  case DT_BF16: h = num_bf16_from_f32(f); memcpy(p, &h, 2); break;
  case DT_F16: h = num_f16_from_f32(f); memcpy(p, &h, 2); break;
  case DT_F8E4M3FN: *p = num_fp8e4m3_from_f32(f); break;
  case DT_F8E5M2: *p = num_fp8e5m2_from_f32(f); break;
  default: th_set_i(g, t, buf, i, (int64_t)v); break;
  }
}

void th_set_i(const Graph *g, int t, void *buf, int64_t i, int64_t v) {
  DType dt = g->tensors[t].dtype;
  size_t es = dtype_size(dt);
  uint8_t *p = (uint8_t *)buf + (size_t)i * es;
  if (dt == DT_I1) v &= 1;
  memcpy(p, &v, es); /* little-endian: the low bytes */
}

double th_get(const Graph *g, int t, const void *buf, int64_t i) {
  DType dt = g->tensors[t].dtype;
  const uint8_t *p = (const uint8_t *)buf + (size_t)i * dtype_size(dt);
  float f;
  uint16_t h;
  switch (dt) {
  case DT_F32: memcpy(&f, p, 4); return f;
  case DT_BF16: memcpy(&h, p, 2); return num_bf16_to_f32(h);
  case DT_F16: memcpy(&h, p, 2); return num_f16_to_f32(h);
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(*p);
  case DT_F8E5M2: return num_fp8e5m2_to_f32(*p);
  default: return (double)th_get_i(g, t, buf, i);
  }
}

int64_t th_get_i(const Graph *g, int t, const void *buf, int64_t i) {
  DType dt = g->tensors[t].dtype;
  const uint8_t *p = (const uint8_t *)buf + (size_t)i * dtype_size(dt);
  int16_t h;
  int32_t w;
  int64_t d;
  switch (dt) {
  case DT_I1: return *p & 1;
  case DT_I8: return (int8_t)*p;
  case DT_I16: memcpy(&h, p, 2); return h;
  case DT_I32: memcpy(&w, p, 4); return w;
  case DT_I64: case DT_INDEX: memcpy(&d, p, 8); return d;
  default: return (int64_t)th_get(g, t, buf, i);
  }
}

static uint64_t next(uint64_t *s) { /* splitmix64 */
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void th_random(const Graph *g, int t, void *buf, uint64_t seed, double lo, double hi) {
  const Tensor *x = &g->tensors[t];
  int64_t n = tensor_numel(x);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r = next(&seed);
    if (dtype_is_float(x->dtype))
      th_set(g, t, buf, i, lo + (hi - lo) * ((double)(r >> 11) / 9007199254740992.0));
    else
      th_set_i(g, t, buf, i, (int64_t)lo + (int64_t)(r % (uint64_t)((int64_t)hi - (int64_t)lo + 1)));
  }
}

void th_fill(const Graph *g, int t, void *buf, const double *vals) {
  int64_t n = tensor_numel(&g->tensors[t]);
  for (int64_t i = 0; i < n; i++) th_set(g, t, buf, i, vals[i]);
}

int th_buf_tensor(const Op *op, int i) {
  int nops = op_noperands(op);
  return i < nops ? op_operand(op, i) : op->out[i - nops];
}

void **th_op_bufs(const Graph *g, const Op *op, int *n) {
  *n = op_noperands(op) + op->nout;
  void **b = calloc((size_t)*n, sizeof *b);
  assert_non_null(b);
  for (int i = 0; i < *n; i++) b[i] = th_buf(g, th_buf_tensor(op, i));
  return b;
}

void th_free_bufs(void **bufs, int n) {
  for (int i = 0; i < n; i++) free(bufs[i]);
  free(bufs);
}

void th_eval(Graph *g, Op *op, void **bufs) {
  char err[512] = "";
  bool ok = host_eval_op(g, op, bufs, g->arena, err, sizeof err);
  if (!ok) print_error("host_eval_op: %s\n", err);
  assert_true(ok);
}

void th_eval_fails(Graph *g, Op *op, void **bufs, const char *needle) {
  char err[512] = "";
  bool ok = host_eval_op(g, op, bufs, g->arena, err, sizeof err);
  assert_false(ok);
  const char *hit = strstr(err, needle);
  if (!hit) print_error("unexpected message: %s\n", err);
  assert_non_null(hit);
}
