/* npu_e2e.c: the loader/runner a runtime would be, written against the JSON
 * task graph only (layouts, addresses, segments), plus the comparison. */
#include "npu_e2e.h"

#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/numeric.h"
#include "npucc/taskgraph.h"
#include "npusim.h"

/* ----------------------------------------------------------- numbers */

uint64_t e2e_next(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double e2e_uniform(uint64_t *s, double lo, double hi) {
  return lo + (hi - lo) * (double)(e2e_next(s) >> 11) / 9007199254740992.0;
}

double e2e_normal(uint64_t *s) {
  double u = e2e_uniform(s, 1e-12, 1.0), v = e2e_uniform(s, 0.0, 1.0);
  return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

void e2e_store(DType dt, void *p, double x) {
  switch (dt) {
  case DT_F32: { float f = (float)x; memcpy(p, &f, 4); break; }
  case DT_BF16: { uint16_t h = num_bf16_from_f32((float)x); memcpy(p, &h, 2); break; }
  case DT_F16: { uint16_t h = num_f16_from_f32((float)x); memcpy(p, &h, 2); break; }
  case DT_F8E4M3FN: *(uint8_t *)p = num_fp8e4m3_from_f32_sat((float)x); break;
  case DT_F8E5M2: *(uint8_t *)p = num_fp8e5m2_from_f32((float)x); break;
  case DT_I1: *(uint8_t *)p = x != 0; break;
  default: memset(p, 0, dtype_size(dt));
  }
}

double e2e_load(DType dt, const void *p) {
  switch (dt) {
  case DT_F32: { float f; memcpy(&f, p, 4); return f; }
  case DT_BF16: { uint16_t h; memcpy(&h, p, 2); return num_bf16_to_f32(h); }
  case DT_F16: { uint16_t h; memcpy(&h, p, 2); return num_f16_to_f32(h); }
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(*(const uint8_t *)p);
  case DT_F8E5M2: return num_fp8e5m2_to_f32(*(const uint8_t *)p);
  case DT_I1: return *(const uint8_t *)p;
  default: return 0;
  }
}

double e2e_at(const HostValue *v, int64_t i) {
  return v && v->data ? e2e_load(v->dtype, (const uint8_t *)v->data + i * (int64_t)dtype_size(v->dtype)) : 0;
}

json_t *e2e_task(const E2eView *v, const char *kind, int nth) {
  json_t *tasks = json_object_get(v->taskgraph, "tasks");
  for (size_t i = 0; i < json_array_size(tasks); i++) {
    json_t *t = json_array_get(tasks, i);
    const char *k = json_string_value(json_object_get(t, "kind"));
    const char *d = json_string_value(json_object_get(t, "device"));
    if (k && d && !strcmp(k, kind) && !strcmp(d, "npu") && nth-- == 0) return t;
  }
  return NULL;
}

json_t *e2e_buffer(const E2eView *v, int id) {
  json_t *bufs = json_object_get(v->taskgraph, "buffers");
  for (size_t i = 0; i < json_array_size(bufs); i++) {
    json_t *b = json_array_get(bufs, i);
    if (json_integer_value(json_object_get(b, "id")) == id) return b;
  }
  return NULL;
}

double e2e_detail(const json_t *rec, const char *key) {
  json_t *det = json_object_get(rec, "details");
  if (!det) det = json_object_get(json_object_get(rec, "placement"), "details");
  json_t *x = json_object_get(det, key);
  return json_is_number(x) ? json_number_value(x) : NAN;
}

DType e2e_device_dtype(const E2eView *v, int id) {
  json_t *det = json_object_get(json_object_get(e2e_buffer(v, id), "placement"), "details");
  const char *s = json_string_value(json_object_get(det, "device_dtype"));
  for (int d = 0; s && d < DT_COUNT; d++)
    if (!strcmp(s, dtype_name((DType)d))) return (DType)d;
  return v->g->tensors[id].dtype;
}

static bool fail(char *err, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, n, fmt, ap);
  va_end(ap);
  return false;
}

void e2e_random_input(const Graph *g, int index, const Tensor *t, void *data, uint64_t *rng) {
  (void)g;
  (void)index;
  int64_t n = tensor_numel(t);
  size_t es = dtype_size(t->dtype);
  for (int64_t i = 0; i < n; i++) {
    uint8_t *p = (uint8_t *)data + i * (int64_t)es;
    if (t->dtype == DT_I1) *p = e2e_uniform(rng, 0, 1) < 0.75;
    else if (dtype_is_float(t->dtype)) e2e_store(t->dtype, p, e2e_uniform(rng, -1, 1));
    else {
      /* the bits of a float of the same width in [-1, 1]: sane whether the
       * program does integer math on them (host only) or bitcasts them */
      double x = e2e_uniform(rng, -1, 1);
      if (es == 4) e2e_store(DT_F32, p, x);
      else if (es == 2) e2e_store(DT_BF16, p, x);
      else if (es == 1) e2e_store(DT_F8E4M3FN, p, x);
      else {
        int64_t v = (int64_t)e2e_uniform(rng, -8, 8);
        memcpy(p, &v, es < 8 ? es : 8);
      }
    }
  }
}

bool e2e_reference_possible(const char *mlir, size_t len) {
  (void)len;
  return strstr(mlir, "__elided__") == NULL;
}

/* --------------------------------------------------- device layouts */

typedef struct DevBuf {
  int id;
  bool placed;
  int64_t addr, size;
  const char *layout;
  bool fp8, transposed, mask, preformatted, col_tiles;
  int64_t view[3], padded[3];
  double pad;
} DevBuf;

static int64_t jint(json_t *o, const char *k) { return json_integer_value(json_object_get(o, k)); }

static bool read_devbuf(json_t *b, DevBuf *d) {
  memset(d, 0, sizeof *d);
  d->id = (int)jint(b, "id");
  json_t *pl = json_object_get(b, "placement");
  if (!pl || strcmp(json_string_value(json_object_get(pl, "space")), "dram")) return true;
  json_t *det = json_object_get(pl, "details");
  d->placed = true;
  d->addr = jint(pl, "address");
  d->size = jint(pl, "size");
  d->layout = json_string_value(json_object_get(pl, "layout"));
  d->fp8 = !strcmp(json_string_value(json_object_get(det, "device_dtype")), "f8E4M3FN");
  d->transposed = json_is_true(json_object_get(det, "transposed"));
  d->preformatted = json_is_true(json_object_get(det, "preformatted"));
  d->mask = json_object_get(det, "encoding") != NULL;
  const char *order = json_string_value(json_object_get(det, "tile_order"));
  d->col_tiles = order && !strcmp(order, "column_major");
  d->pad = json_number_value(json_object_get(det, "pad_value"));
  for (int i = 0; i < 3; i++) {
    d->view[i] = json_integer_value(json_array_get(json_object_get(det, "view"), (size_t)i));
    d->padded[i] = json_integer_value(json_array_get(json_object_get(det, "padded"), (size_t)i));
  }
  return d->layout && d->view[0] > 0;
}

/* Element (b, r, c) of the matrix view -> index in the tensor's row-major data. */
static int64_t logical_index(const Tensor *t, const DevBuf *d, int64_t b, int64_t r, int64_t c) {
  if (t->rank == 0) return 0;
  if (t->rank == 1) return d->view[1] == 1 ? c : r;
  int64_t d0 = t->dims[t->rank - 2], d1 = t->dims[t->rank - 1];
  return d->transposed ? b * d0 * d1 + c * d1 + r : b * d0 * d1 + r * d1 + c;
}

/* Byte offsets on the device where element (b, r, c) goes; replicated
 * layouts give several. */
static int device_offsets(const DevBuf *d, int64_t b, int64_t r, int64_t c, int64_t *out) {
  int64_t rt = d->padded[1] / 32, ct = d->padded[2] / 32;
  if (!strcmp(d->layout, "fp8_tile")) {
    out[0] = ((b * rt + r / 32) * ct + c / 32) * 1024 + (r % 32) * 32 + c % 32;
    return 1;
  }
#define BF16_AT(tile, rr, cc) ((tile) * 2048 + ((cc) % 32) / 16 * 1024 + (rr) * 32 + ((cc) % 16) * 2)
  if (d->col_tiles) {
    out[0] = BF16_AT((b * ct + c / 32) * rt + r / 32, r % 32, c % 32);
    return 1;
  }
  if (!strcmp(d->layout, "bf16_rows_replicated")) {
    for (int rr = 0; rr < 32; rr++) out[rr] = BF16_AT(b * ct + c / 32, rr, c % 32);
    return 32;
  }
  if (!strcmp(d->layout, "bf16_cols_replicated")) {
    for (int cc = 0; cc < 32; cc++) out[cc] = BF16_AT(b * rt + r / 32, r % 32, cc);
    return 32;
  }
  if (!strcmp(d->layout, "bf16_splat")) {
    for (int k = 0; k < 1024; k++) out[k] = BF16_AT(0, k / 32, k % 32);
    return 1024;
  }
  out[0] = BF16_AT((b * rt + r / 32) * ct + c / 32, r % 32, c % 32);
  return 1;
#undef BF16_AT
}

static void put_dev(const DevBuf *d, uint8_t *img, int64_t off, double x) {
  if (off < 0 || off + (d->fp8 ? 1 : 2) > d->size) return;
  if (d->fp8) img[off] = num_fp8e4m3_from_f32_sat((float)x);
  else {
    uint16_t h = num_bf16_from_f32((float)x);
    memcpy(img + off, &h, 2);
  }
}

/* The device image of a logical value: padding first, then every element. */
static uint8_t *to_device(const Tensor *t, const DevBuf *d, const void *data) {
  uint8_t *img = malloc((size_t)d->size);
  int64_t *offs = malloc(sizeof *offs * 1024);
  if (!img || !offs) abort();
  int esz = d->fp8 ? 1 : 2;
  for (int64_t o = 0; o + esz <= d->size; o += esz) put_dev(d, img, o, d->pad);
  size_t es = dtype_size(t->dtype);
  for (int64_t b = 0; b < d->view[0]; b++)
    for (int64_t r = 0; r < d->view[1]; r++)
      for (int64_t c = 0; c < d->view[2]; c++) {
        const uint8_t *p = (const uint8_t *)data + logical_index(t, d, b, r, c) * (int64_t)es;
        int n = device_offsets(d, b, r, c, offs);
        for (int k = 0; k < n; k++) {
          if (d->fp8 && t->dtype == DT_F8E4M3FN) {
            img[offs[k]] = *p; /* fp8 goes as it is */
            continue;
          }
          double x = e2e_load(t->dtype, p);
          if (d->mask) x = x != 0 ? 0.0 : -9984.0;
          put_dev(d, img, offs[k], x);
        }
      }
  free(offs);
  return img;
}

static void from_device(const Tensor *t, const DevBuf *d, const uint8_t *img, void *data) {
  int64_t offs[1024];
  size_t es = dtype_size(t->dtype);
  for (int64_t b = 0; b < d->view[0]; b++)
    for (int64_t r = 0; r < d->view[1]; r++)
      for (int64_t c = 0; c < d->view[2]; c++) {
        device_offsets(d, b, r, c, offs);
        double x = d->fp8 ? num_fp8e4m3_to_f32(img[offs[0]])
                          : num_bf16_to_f32((uint16_t)(img[offs[0]] | img[offs[0] + 1] << 8));
        e2e_store(t->dtype, (uint8_t *)data + logical_index(t, d, b, r, c) * (int64_t)es, x);
      }
}

/* ---------------------------------------------------------- the run */

typedef struct Run {
  const Graph *g;
  Arena *a;
  HostValue *val;   /* logical contents per tensor, NULL data when unknown */
  DevBuf *dev;      /* per tensor */
  NpuSim *sim;
  const char *text;
  json_t *params;
  E2eStats *st;
  const Weights *w;
} Run;

static void value_alloc(Run *R, int t) {
  const Tensor *x = &R->g->tensors[t];
  HostValue *v = &R->val[t];
  if (v->data) return;
  v->dtype = x->dtype;
  v->rank = x->rank;
  for (int i = 0; i < x->rank; i++) v->dims[i] = x->dims[i];
  v->nbytes = tensor_bytes(x);
  v->data = arena_alloc(R->a, v->nbytes ? v->nbytes : 1);
}

static bool device_write(Run *R, int t, char *err, size_t n) {
  DevBuf *d = &R->dev[t];
  const Tensor *x = &R->g->tensors[t];
  if (!d->placed) return true;
  uint8_t *img;
  if (d->preformatted) {
    /* bytes in device layout: the weights file is what the loader copies */
    if (R->w->offset[t] < 0) return fail(err, n, "preformatted buffer %d has no bytes", t);
    img = malloc((size_t)d->size);
    memcpy(img, R->w->data.s + R->w->offset[t], (size_t)d->size);
  } else {
    if (!R->val[t].data) return fail(err, n, "buffer %d has no value to place", t);
    img = to_device(x, d, R->val[t].data);
  }
  bool ok = npu_sim_write_dram(R->sim, (uint64_t)d->addr, img, (size_t)d->size);
  free(img);
  return ok ? true : fail(err, n, "buffer %d does not fit DRAM", t);
}

static bool device_read(Run *R, int t) {
  DevBuf *d = &R->dev[t];
  if (!d->placed) return false;
  uint8_t *img = malloc((size_t)d->size);
  if (!img) abort();
  npu_sim_read_dram(R->sim, (uint64_t)d->addr, img, (size_t)d->size);
  value_alloc(R, t);
  from_device(&R->g->tensors[t], d, img, R->val[t].data);
  free(img);
  return true;
}

/* Lines [from, to] (1-based) of the text. */
static char *lines_of(const char *text, int from, int to) {
  StrBuf b;
  sb_init(&b);
  int line = 1;
  for (const char *p = text; *p; line++) {
    const char *e = strchr(p, '\n');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (line >= from && line <= to) {
      sb_putn(&b, p, len);
      sb_putc(&b, '\n');
    }
    if (!e) break;
    p = e + 1;
  }
  return b.s ? b.s : calloc(1, 1);
}

static bool run_segment(Run *R, int seg, int64_t estimate, char *err, size_t n) {
  json_t *sj = json_array_get(json_object_get(R->params, "program_segments"), (size_t)seg);
  if (!sj || jint(sj, "index") != seg) return fail(err, n, "segment %d is not described", seg);
  int from = (int)jint(sj, "first_line"), to = (int)jint(sj, "last_line");
  char *src = lines_of(R->text, from, to);
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(src, &errs);
  if (!p) {
    bool r = fail(err, n, "segment %d does not assemble: line %d: %s", seg,
                  errs.n ? errs.v[0].line + from - 1 : 0, errs.n ? errs.v[0].msg : "?");
    npu_asm_errors_free(&errs);
    free(src);
    return r;
  }
  NpuLints pl = {0};
  npu_program_lint(p, &pl);
  NpuRunResult res = {0};
  int64_t cap = 4 * estimate + 100000;
  bool ok = npu_sim_run(R->sim, p, cap, &res);
  if (!ok || res.status != NPU_DONE) {
    fail(err, n, "segment %d: %s %s at line %d (cycle %lld)", seg,
         res.status == NPU_MAX_CYCLES ? "cycle cap" : res.error_type,
         res.error_msg ? res.error_msg : "", res.error_line + from - 1, (long long)res.cycles);
    ok = false;
  }
  int nl = pl.n + res.lints.n;
  for (int i = 0; ok && i < res.lints.n; i++) {
    /* uninitialised reads of padding the loader wrote are impossible here:
     * every lint is a finding */
    fail(err, n, "segment %d lint %s at line %d: %s", seg, npu_lint_kind_name(res.lints.v[i].kind),
         res.lints.v[i].line + from - 1, res.lints.v[i].msg);
    ok = false;
  }
  for (int i = 0; ok && i < pl.n; i++) {
    fail(err, n, "segment %d static lint at line %d: %s", seg, pl.v[i].line + from - 1, pl.v[i].msg);
    ok = false;
  }
  R->st->lints += nl;
  R->st->cycles += res.cycles;
  npu_run_result_free(&res);
  npu_lints_free(&pl);
  npu_program_free(p);
  free(src);
  return ok;
}

static bool value_of_output(Run *R, int t);

static bool run_host_task(Run *R, const Task *t, char *err, size_t n) {
  const Graph *g = R->g;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    void *bufs[NPUCC_MAX_OPERANDS + 2];
    int nb = 0;
    for (int k = 0; k < op_noperands(op); k++) {
      int x = op_operand(op, k);
      const Tensor *xt = &g->tensors[x];
      if (!R->val[x].data) {
        if (xt->cst == CONST_DENSE || xt->cst == CONST_SPLAT) {
          value_alloc(R, x);
          memcpy(R->val[x].data, graph_const_dense((Graph *)g, xt), R->val[x].nbytes);
        } else if (!value_of_output(R, x)) { /* a view of a host value, or device memory */
          value_alloc(R, x); /* uninitialised storage (tensor.empty) */
        }
      }
      bufs[nb++] = R->val[x].data;
    }
    for (int k = 0; k < op->nout; k++) {
      value_alloc(R, op->out[k]);
      bufs[nb++] = R->val[op->out[k]].data;
    }
    char e[256];
    if (!host_eval_op(g, op, bufs, R->a, e, sizeof e))
      return fail(err, n, "host task %d: %s", t->id, e);
  }
  for (int k = 0; k < t->noutputs; k++)
    if (!device_write(R, t->outputs[k], err, n)) return false;
  return true;
}

/* Before a segment: buffers its tasks read that no npu task writes - views
 * (reshape, bitcast) of host-side values - placed from those values. */
static bool place_segment_inputs(Run *R, json_t *tasks, int seg, char *err, size_t n) {
  for (size_t i = 0; i < json_array_size(tasks); i++) {
    json_t *tj = json_array_get(tasks, i);
    json_t *det = json_object_get(tj, "details");
    if (strcmp(json_string_value(json_object_get(tj, "device")), "npu") ||
        json_integer_value(json_object_get(det, "segment")) != seg)
      continue;
    const Task *t = &R->g->tasks[jint(tj, "id")];
    for (int k = 0; k < t->ninputs; k++) {
      int x = t->inputs[k];
      const Op *p = R->g->tensors[x].producer >= 0 ? &R->g->ops[R->g->tensors[x].producer] : NULL;
      if (!R->dev[x].placed || !p || (p->kind != OP_RESHAPE && p->kind != OP_BITCAST)) continue;
      if (value_of_output(R, x) && !device_write(R, x, err, n)) return false;
    }
  }
  return true;
}

static bool value_of_output(Run *R, int t) {
  if (R->val[t].data) return true;
  /* a view (reshape, bitcast) of a buffer keeps its bytes */
  const Op *p = R->g->tensors[t].producer >= 0 ? &R->g->ops[R->g->tensors[t].producer] : NULL;
  if (p && (p->kind == OP_RESHAPE || p->kind == OP_BITCAST) && value_of_output(R, p->in[0])) {
    value_alloc(R, t);
    memcpy(R->val[t].data, R->val[p->in[0]].data, R->val[t].nbytes);
    return true;
  }
  return device_read(R, t);
}

/* Tensor t of the npu run against the reference, element by element:
 * |npu - reference| <= the case's bound (or, without one, the rms check
 * `loose`), and the optional bit-level model as a second check. */
static void compare(const E2eView *v, const E2eCase *c, int t, E2eStats *st, char *err, size_t errlen) {
  const HostValue *dev = &v->dev[t], *ref = &v->ref[t];
  int64_t n = tensor_numel(&v->g->tensors[t]);
  double rmax = 0, bmax = 0, rms_d = 0, rms_r = 0;
  for (int64_t i = 0; i < n; i++) rmax = fmax(rmax, fabs(e2e_at(ref, i)));
  for (int64_t i = 0; i < n; i++) {
    double r = e2e_at(ref, i), x = e2e_at(dev, i);
    double d = isnan(r) && isnan(x) ? 0 : fabs(x - r); /* NaN in, NaN out on both sides */
    double bound = c->bound ? c->bound(v, t, i, c->ctx) : 2 * rmax + 1e-30;
    if (!c->bound && !isnan(r)) {
      /* without a bound: finite and within the output's range here, and
       * the rms error below `loose` of the rms value (after the loop) */
      rms_d += d * d;
      rms_r += r * r;
    }
    if (!(d <= bound)) {
      if (getenv("NPU_E2E_VERBOSE") && st->failed < 4000)
        fprintf(stderr, "bad t%d[%lld] got %g want %g bound %g\n", t, (long long)i, x, r, bound);
      if (!st->failed)
        snprintf(err, errlen, "%s: tensor %d element %lld: npu %g, reference %g: |d| %g > bound %g",
                 c->name, t, (long long)i, x, r, d, bound);
      st->failed++;
    }
    if (c->model) {
      double mt, m = c->model(v, t, i, &mt, c->ctx), dm = fabs(x - m);
      if (!(dm <= mt)) {
        if (!st->failed)
          snprintf(err, errlen, "%s: tensor %d element %lld: npu %g, bit-level model %g: |d| %g > %g",
                   c->name, t, (long long)i, x, m, dm, mt);
        st->failed++;
      }
      st->model_max_abs = fmax(st->model_max_abs, dm);
      st->model_checked++;
      if (mt > 0) st->model_worst_ratio = fmax(st->model_worst_ratio, dm / mt);
    }
    if (d > st->max_abs || isnan(d)) st->max_abs = d;
    if (rmax > 0 && d / rmax > st->max_norm) st->max_norm = d / rmax;
    double rel = fabs(r) >= 0.05 * rmax && fabs(r) > 0 ? d / fabs(r) : 0;
    if (rel > st->max_rel || isnan(rel)) st->max_rel = rel;
    if (c->bound) {
      if (bound > 0 && d / bound > st->worst_ratio) st->worst_ratio = d / bound;
      bmax = fmax(bmax, bound);
      st->rms_bound += bound * bound;
    }
    st->rms_ref += r * r;
    st->checked++;
  }
  if (rmax > 0 && bmax / rmax > st->max_bound_norm) st->max_bound_norm = bmax / rmax;
  if (!c->bound && rms_r > 0 && sqrt(rms_d / rms_r) > st->loose_rms) st->loose_rms = sqrt(rms_d / rms_r);
  if (!c->bound && n > 0 && !(sqrt(rms_d / (double)n) <= c->loose * sqrt(rms_r / (double)n))) {
    if (!st->failed)
      snprintf(err, errlen, "%s: tensor %d: rms error %g above %g of the rms value %g", c->name, t,
               sqrt(rms_d / (double)n), c->loose, sqrt(rms_r / (double)n));
    st->failed++;
  }
}

bool e2e_run(const E2eCase *c, E2eStats *st, char *err, size_t errlen) {
  memset(st, 0, sizeof *st);
  Arena *a = arena_new();
  Options o = {.target = "npu", .npu_precision = NPU_PREC_FP8, .npu_isa = NPU_ISA_NATIVE};
  if (c->precision && !strcmp(c->precision, "host")) o.npu_precision = NPU_PREC_HOST;
  Diag d;
  diag_init(&d);
  Compilation comp;
  bool ok = driver_compile(a, c->name, c->mlir, strlen(c->mlir), &o, NULL, true, &comp, &d);
  Weights w = {0};
  json_t *root = NULL;
  NpuSim *sim = NULL;
  if (!ok) {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    fail(err, errlen, "%s: compile failed: %s", c->name, sb_cstr(&m));
    sb_free(&m);
    goto out;
  }
  Graph *g = comp.g;
  weights_collect(g, &w);
  StrBuf js;
  sb_init(&js);
  taskgraph_json(g, &o, comp.target, &w, "prog.S", &js);
  const char *dump = getenv("NPU_E2E_DUMP");
  if (dump) {
    /* for a person debugging a case: the input, program and task graph */
    char path[1024];
    snprintf(path, sizeof path, "%s/case.mlir", dump);
    write_file_atomic(path, c->mlir, strlen(c->mlir));
    snprintf(path, sizeof path, "%s/case.S", dump);
    write_file_atomic(path, comp.asm_text.s ? comp.asm_text.s : "", comp.asm_text.len);
    snprintf(path, sizeof path, "%s/case.json", dump);
    write_file_atomic(path, js.s, js.len);
  }
  json_error_t je;
  root = json_loads(sb_cstr(&js), 0, &je);
  sb_free(&js);
  if (!root) {
    ok = fail(err, errlen, "%s: task graph is not JSON: %s", c->name, je.text);
    goto out;
  }
  Run R = {.g = g, .a = a, .text = sb_cstr(&comp.asm_text), .st = st, .w = &w};
  R.val = arena_alloc(a, sizeof *R.val * (size_t)g->ntensors);
  R.dev = arena_alloc(a, sizeof *R.dev * (size_t)g->ntensors);
  R.params = json_object_get(json_object_get(root, "target"), "params");
  json_t *bufs = json_object_get(root, "buffers");
  for (size_t i = 0; i < json_array_size(bufs); i++) {
    DevBuf db;
    if (!read_devbuf(json_array_get(bufs, i), &db)) {
      ok = fail(err, errlen, "%s: buffer record %zu is incomplete", c->name, i);
      goto out;
    }
    if (db.id >= 0 && db.id < g->ntensors) R.dev[db.id] = db;
  }
  /* inputs */
  /* every entry function: its inputs, its reference outputs */
  /* the reference: every tensor targets/host computes for each entry */
  HostValue *refv = arena_alloc(a, sizeof *refv * (size_t)g->ntensors);
  memset(refv, 0, sizeof *refv * (size_t)g->ntensors);
  uint64_t rng = c->seed;
  int input_index = 0;
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    for (int i = 0; i < fn->ninputs; i++)
      if (!tensor_is_static(&g->tensors[fn->inputs[i]])) {
        st->skipped = true; /* a shape only the caller knows: nothing to place */
        goto out;
      }
    HostValue *in = arena_alloc(a, sizeof *in * (size_t)(fn->ninputs + 1));
    for (int i = 0; i < fn->ninputs; i++) {
      int t = fn->inputs[i];
      if (!R.val[t].data) {
        value_alloc(&R, t);
        c->input(g, input_index++, &g->tensors[t], R.val[t].data, &rng);
      }
      in[i] = R.val[t];
    }
    HostValue *fv = arena_alloc(a, sizeof *fv * (size_t)g->ntensors);
    char e[512];
    bool evaluated = host_eval_func_values(g, f, in, fv, a, e, sizeof e);
    for (int t = 0; evaluated && t < g->ntensors; t++)
      if (fv[t].data && !refv[t].data) refv[t] = fv[t];
    if (!evaluated) {
      if (c->skip_without_reference) {
        st->skipped = true;
        goto out;
      }
      ok = fail(err, errlen, "%s: reference of @%s: %s", c->name, fn->name, e);
      goto out;
    }
  }
  /* place inputs and constants */
  NpuSimConfig cfg = {.random_init = true, .seed = c->seed ^ 0x5EEDull};
  sim = npu_sim_new(&cfg);
  R.sim = sim;
  for (int t = 0; t < g->ntensors && ok; t++) {
    if (!R.dev[t].placed) continue;
    const Tensor *x = &g->tensors[t];
    if (x->role == ROLE_WEIGHT && !R.dev[t].preformatted && !R.val[t].data) {
      value_alloc(&R, t);
      if (x->cst == CONST_DENSE || x->cst == CONST_SPLAT)
        memcpy(R.val[t].data, graph_const_dense(g, x), R.val[t].nbytes);
    }
    if (x->role == ROLE_INPUT || x->role == ROLE_WEIGHT || R.dev[t].preformatted)
      ok = device_write(&R, t, err, errlen);
  }
  if (!ok) goto out;
  /* tasks in order: segments on the model, host tasks on the CPU */
  json_t *tasks = json_object_get(root, "tasks");
  int ran_segment = -1;
  bool host_between = false;
  for (size_t i = 0; i < json_array_size(tasks) && ok; i++) {
    json_t *tj = json_array_get(tasks, i);
    const Task *t = &g->tasks[jint(tj, "id")];
    json_t *det = json_object_get(tj, "details");
    const char *dev = json_string_value(json_object_get(tj, "device"));
    if (!strcmp(dev, "host")) {
      st->host_tasks++;
      if (ran_segment >= 0) host_between = true;
      ok = run_host_task(&R, t, err, errlen);
      continue;
    }
    st->npu_tasks++;
    st->estimate += jint(json_object_get(tj, "cost"), "cycles");
    json_t *busy = json_object_get(det, "unit_busy_mxu0_mxu1_vpu_lsu_dma_scalar");
    for (size_t u = 0; u < 6 && u < json_array_size(busy); u++)
      st->unit_busy[u] += json_integer_value(json_array_get(busy, u));
    int seg = (int)json_integer_value(json_object_get(det, "segment"));
    if (seg != ran_segment) {
      /* the segment's estimate: its tasks' */
      int64_t est = 0;
      for (size_t k = i; k < json_array_size(tasks); k++) {
        json_t *tk = json_array_get(tasks, k);
        if (json_integer_value(json_object_get(json_object_get(tk, "details"), "segment")) == seg)
          est += jint(json_object_get(tk, "cost"), "cycles");
      }
      ok = place_segment_inputs(&R, tasks, seg, err, errlen) && run_segment(&R, seg, est, err, errlen);
      ran_segment = seg;
      st->segments++;
    }
    /* results of the segment's tasks come back to the host side */
    for (int k = 0; ok && k < t->noutputs; k++) device_read(&R, t->outputs[k]);
  }
  if (!ok) goto out;
  if (c->expect_host_tasks && !host_between) {
    ok = fail(err, errlen, "%s: expected host tasks between npu segments", c->name);
    goto out;
  }
  /* compare: the case's intermediates, then every output */
  E2eView view = {.g = g, .taskgraph = root, .dev = R.val, .ref = refv};
  int inter[64], ninter = c->intermediates ? c->intermediates(&view, inter, 64, c->ctx) : 0;
  for (int k = 0; k < ninter && ok; k++) {
    if (!value_of_output(&R, inter[k]) || !refv[inter[k]].data) {
      ok = fail(err, errlen, "%s: intermediate tensor %d has no %s", c->name, inter[k],
                refv[inter[k]].data ? "device value" : "reference");
      break;
    }
    int64_t before = st->checked;
    compare(&view, c, inter[k], st, err, errlen);
    st->inter_checked += st->checked - before;
  }
  for (int f = 0; f < g->nfuncs && ok; f++)
    for (int k = 0; k < g->funcs[f].noutputs && ok; k++) {
      int t = g->funcs[f].outputs[k];
      if (!value_of_output(&R, t) || !refv[t].data) {
        ok = fail(err, errlen, "%s: output %d of @%s was never produced", c->name, k, g->funcs[f].name);
        break;
      }
      compare(&view, c, t, st, err, errlen);
    }
  if (st->checked) {
    st->rms_ref = sqrt(st->rms_ref / (double)st->checked);
    st->rms_bound = sqrt(st->rms_bound / (double)st->checked);
  }
  ok = ok && st->failed == 0;
out:
  if (sim) npu_sim_free(sim);
  if (root) json_decref(root);
  weights_free(&w);
  if (comp.g || ok) compilation_free(&comp);
  diag_free(&d);
  arena_free(a);
  return ok;
}
