/* npu_run.c: the loader/runner a runtime would be, written against the JSON
 * task graph only (layouts, addresses, segments); shared by npucc-run and
 * the npu end-to-end tests. */
#include "npu_run.h"
#include "errmsg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/numeric.h"
#include "npusim.h"

void run_store(DType dt, void *p, double x) {
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

double run_load(DType dt, const void *p) {
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

typedef struct DevBuf {
  int id;
  bool placed;
  int64_t addr, size;
  const char *layout;
  bool fp8, transposed, mask, preformatted, col_tiles, batch_inner;
  int64_t view[3], padded[3];
  int64_t strides[3]; /* element strides of the view in the tensor's data, when the graph gives them */
  bool has_strides;
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
  d->batch_inner = order && !strcmp(order, "batch_inner");
  d->pad = json_number_value(json_object_get(det, "pad_value"));
  json_t *st = json_object_get(det, "strides");
  d->has_strides = json_array_size(st) == 3;
  for (int i = 0; i < 3; i++) {
    d->strides[i] = json_integer_value(json_array_get(st, (size_t)i));
    d->view[i] = json_integer_value(json_array_get(json_object_get(det, "view"), (size_t)i));
    d->padded[i] = json_integer_value(json_array_get(json_object_get(det, "padded"), (size_t)i));
  }
  return d->layout && d->view[0] > 0;
}

/* Element (b, r, c) of the matrix view -> index in the tensor's row-major
 * data: by the strides the graph gives (a contraction's collapsed, outer or
 * permuted dims: a 1x1 conv's H x W rows, a head dim of [K, H, D] weights),
 * else the view is a reshape of that data, [batch, rows, cols] or, when
 * transposed, [batch, cols, rows]. */
static int64_t logical_index(const Tensor *t, const DevBuf *d, int64_t b, int64_t r, int64_t c) {
  if (t->rank == 0) return 0;
  if (d->has_strides) return b * d->strides[0] + r * d->strides[1] + c * d->strides[2];
  int64_t R = d->view[1], C = d->view[2];
  return d->transposed ? (b * C + c) * R + r : (b * R + r) * C + c;
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
  /* batch_inner: tile (b, i, j) at ((i Ct + j) B + b) (a depthwise window's taps together) */
  int64_t nb = d->view[0];
  if (d->batch_inner && !strcmp(d->layout, "bf16_cols_replicated")) {
    for (int cc = 0; cc < 32; cc++) out[cc] = BF16_AT((r / 32) * nb + b, r % 32, cc);
    return 32;
  }
  if (d->batch_inner) {
    out[0] = BF16_AT(((r / 32) * ct + c / 32) * nb + b, r % 32, c % 32);
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
          double x = run_load(t->dtype, p);
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
        run_store(t->dtype, (uint8_t *)data + logical_index(t, d, b, r, c) * (int64_t)es, x);
      }
}

/* ---------------------------------------------------------- the run */

struct NpuRunner {
  const Graph *g;
  Arena *a;
  HostValue *val;   /* logical contents per tensor, NULL data when unknown */
  DevBuf *dev;      /* per tensor */
  NpuSim *sim;
  const char *text;
  json_t *root, *params;
  NpuRunTotals *st;
  const Weights *w;
  int calls;        /* runs so far: values of an earlier call are not this one's */
};
typedef NpuRunner Run;

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
    if (R->w->offset[t] < 0) return run_fail(err, n, "preformatted buffer %d has no bytes", t);
    img = malloc((size_t)d->size);
    memcpy(img, R->w->data.s + R->w->offset[t], (size_t)d->size);
  } else {
    if (!R->val[t].data) return run_fail(err, n, "buffer %d has no value to place", t);
    img = to_device(x, d, R->val[t].data);
  }
  bool ok = npu_sim_write_dram(R->sim, (uint64_t)d->addr, img, (size_t)d->size);
  free(img);
  return ok ? true : run_fail(err, n, "buffer %d does not fit DRAM", t);
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

/* Lines [from, to] of segment seg's code on the model; *cycles gets the
 * simulated count. Every lint is a finding: the loader wrote every byte a
 * program may read. With a shared body [bfrom, bto] the lines call
 * (0: none) appended behind a jump over it: a task whose body another
 * task's code holds runs alone. */
static bool run_lines_with(Run *R, int seg, int from, int to, int bfrom, int bto, int64_t estimate,
                           int64_t *cycles, char *err, size_t n) {
  char *src = lines_of(R->text, from, to);
  if (bfrom > 0) {
    char *body = lines_of(R->text, bfrom, bto);
    StrBuf t;
    sb_init(&t);
    sb_printf(&t, "%sjal x0, npu_run_task_end\nnop\nnop\n%snpu_run_task_end:\n", src, body);
    free(src);
    free(body);
    src = t.s;
  }
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(src, &errs);
  if (!p) {
    bool r = run_fail(err, n, "segment %d does not assemble: line %d: %s", seg,
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
    run_fail(err, n, "segment %d: %s %s at line %d (cycle %lld)", seg,
         res.status == NPU_MAX_CYCLES ? "cycle cap" : res.error_type,
         res.error_msg ? res.error_msg : "", res.error_line + from - 1, (long long)res.cycles);
    ok = false;
  }
  int nl = pl.n + res.lints.n;
  for (int i = 0; ok && i < res.lints.n; i++) {
    /* uninitialised reads of padding the loader wrote are impossible here:
     * every lint is a finding */
    run_fail(err, n, "segment %d lint %s at line %d: %s", seg, npu_lint_kind_name(res.lints.v[i].kind),
         res.lints.v[i].line + from - 1, res.lints.v[i].msg);
    ok = false;
  }
  for (int i = 0; ok && i < pl.n; i++) {
    run_fail(err, n, "segment %d static lint at line %d: %s", seg, pl.v[i].line + from - 1, pl.v[i].msg);
    ok = false;
  }
  R->st->lints += nl;
  R->st->dma_bytes += res.dma_bytes;
  *cycles = res.cycles;
  npu_run_result_free(&res);
  npu_lints_free(&pl);
  npu_program_free(p);
  free(src);
  return ok;
}

static bool run_lines(Run *R, int seg, int from, int to, int64_t estimate, int64_t *cycles,
                      char *err, size_t n) {
  return run_lines_with(R, seg, from, to, 0, 0, estimate, cycles, err, n);
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
      return run_fail(err, n, "host task %d: %s", t->id, e);
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

/* ------------------------------------------------------------ the API */

NpuRunner *npu_runner_new(const Graph *g, Arena *a, json_t *taskgraph, const char *asm_text,
                          const Weights *w, uint64_t seed, char *err, size_t errlen) {
  Run *R = arena_alloc(a, sizeof *R);
  *R = (Run){.g = g, .a = a, .text = asm_text, .w = w, .root = taskgraph};
  R->val = arena_alloc(a, sizeof *R->val * (size_t)g->ntensors);
  R->dev = arena_alloc(a, sizeof *R->dev * (size_t)g->ntensors);
  R->params = json_object_get(json_object_get(taskgraph, "target"), "params");
  json_t *bufs = json_object_get(taskgraph, "buffers");
  for (size_t i = 0; i < json_array_size(bufs); i++) {
    DevBuf db;
    if (!read_devbuf(json_array_get(bufs, i), &db)) {
      run_fail(err, errlen, "buffer record %zu is incomplete", i);
      return NULL;
    }
    if (db.id >= 0 && db.id < g->ntensors) R->dev[db.id] = db;
  }
  /* the chip's instruction memory, as the program was compiled for (32768
   * when the task graph does not say): a longer segment is refused */
  json_t *imem = json_object_get(R->params, "imem_instructions");
  NpuSimConfig cfg = {.random_init = true, .seed = seed,
                      .imem = imem ? (int)json_integer_value(imem) : 32768};
  R->sim = npu_sim_new(&cfg);
  return R;
}

void npu_runner_free(NpuRunner *R) {
  if (R && R->sim) npu_sim_free(R->sim);
  if (R) R->sim = NULL;
}

HostValue *npu_runner_values(NpuRunner *R) { return R->val; }
void npu_runner_alloc(NpuRunner *R, int t) { value_alloc(R, t); }
bool npu_runner_value(NpuRunner *R, int t) { return value_of_output(R, t); }
bool npu_runner_write_back(NpuRunner *R, int t, char *err, size_t errlen) {
  return device_write(R, t, err, errlen);
}

bool npu_runner_place(NpuRunner *R, char *err, size_t errlen) {
  const Graph *g = R->g;
  for (int t = 0; t < g->ntensors; t++) {
    if (!R->dev[t].placed) continue;
    const Tensor *x = &g->tensors[t];
    if (x->role == ROLE_WEIGHT && !R->dev[t].preformatted && !R->val[t].data) {
      /* the weights file's bytes when it holds them (what a loader has);
       * splats and scalars are in the task graph itself */
      value_alloc(R, t);
      if (R->w->offset[t] >= 0)
        memcpy(R->val[t].data, R->w->data.s + R->w->offset[t], R->val[t].nbytes);
      else if (x->cst == CONST_DENSE || x->cst == CONST_SPLAT)
        memcpy(R->val[t].data, graph_const_dense((Graph *)g, x), R->val[t].nbytes);
    }
    if ((x->role == ROLE_INPUT || x->role == ROLE_WEIGHT || R->dev[t].preformatted) &&
        !device_write(R, t, err, errlen))
      return false;
  }
  /* Module state: filled once from its initial value, then it holds what
   * each call stored (written back by the end-of-call stores). */
  for (int t = 0; t < g->ntensors; t++) {
    const Tensor *x = &g->tensors[t];
    if (x->role != ROLE_STATE || R->val[t].data) continue;
    value_alloc(R, t);
    memcpy(R->val[t].data, graph_state_initial(g, x), R->val[t].nbytes);
    if (!device_write(R, t, err, errlen)) return false;
  }
  return true;
}

/* The end of a call (task graph `state_stores`), after every task and so
 * after every read of the old values: each state buffer takes the value
 * stored into it, on the host side and in its DRAM region. All values are
 * read before any is written, so two states may swap. */
static bool store_state(Run *R, char *err, size_t n) {
  const Graph *g = R->g;
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    void **v = arena_alloc(R->a, sizeof *v * (size_t)(fn->nstates + 1));
    for (int j = 0; j < fn->nstates; j++) {
      int src = fn->state_src[j];
      if (!value_of_output(R, src)) return run_fail(err, n, "state value %d was never computed", src);
      v[j] = arena_alloc(R->a, R->val[src].nbytes);
      memcpy(v[j], R->val[src].data, R->val[src].nbytes);
    }
    for (int j = 0; j < fn->nstates; j++) {
      int dst = fn->state_dst[j];
      value_alloc(R, dst);
      memcpy(R->val[dst].data, v[j], R->val[dst].nbytes);
      /* a store the program made (the value's task wrote the state's
       * region, or the program copied it there): DRAM holds it already;
       * the host side only mirrors it */
      const Placement *pl = g->place ? &g->place[fn->state_src[j]] : NULL;
      if (pl && (pl->in_place || pl->state_copy) && pl->region_of == dst) continue;
      if (!device_write(R, dst, err, n)) return false;
    }
  }
  return true;
}

/* Before another call: what the last one computed is stale; inputs (the
 * caller's), weights and state stay. */
static void forget_last_call(Run *R) {
  const Graph *g = R->g;
  for (int t = 0; t < g->ntensors; t++) {
    Role r = g->tensors[t].role;
    if (r != ROLE_INPUT && r != ROLE_WEIGHT && r != ROLE_STATE) R->val[t].data = NULL;
  }
}

/* The estimate of segment seg: its tasks', from task index `from` on. */
static int64_t segment_estimate(json_t *tasks, size_t from, int seg) {
  int64_t est = 0;
  for (size_t k = from; k < json_array_size(tasks); k++) {
    json_t *tk = json_array_get(tasks, k);
    if (json_integer_value(json_object_get(json_object_get(tk, "details"), "segment")) == seg)
      est += jint(json_object_get(tk, "cost"), "cycles");
  }
  return est;
}

bool npu_runner_run(NpuRunner *R, bool per_task, NpuTaskHook hook, void *ctx, NpuRunTotals *tot,
                    char *err, size_t errlen) {
  memset(tot, 0, sizeof *tot);
  R->st = tot;
  const Graph *g = R->g;
  if (R->calls++) forget_last_call(R);
  json_t *tasks = json_object_get(R->root, "tasks");
  json_t *segs = json_object_get(R->params, "program_segments");
  int ran_segment = -1;
  bool ok = true, prologue_due = false;
  for (size_t i = 0; i < json_array_size(tasks) && ok; i++) {
    json_t *tj = json_array_get(tasks, i);
    int64_t id = jint(tj, "id");
    if (id < 0 || id >= g->ntasks) return run_fail(err, errlen, "task record %zu names no task", i);
    const Task *t = &g->tasks[id];
    json_t *det = json_object_get(tj, "details");
    const char *dev = json_string_value(json_object_get(tj, "device"));
    int64_t cycles = -1;
    if (dev && !strcmp(dev, "host")) {
      tot->host_tasks++;
      if (ran_segment >= 0) tot->host_between = true;
      ok = run_host_task(R, t, err, errlen);
    } else {
      tot->npu_tasks++;
      int64_t est = jint(json_object_get(tj, "cost"), "cycles");
      tot->estimate += est;
      json_t *busy = json_object_get(det, "unit_busy_mxu0_mxu1_vpu_lsu_dma_scalar");
      for (size_t u = 0; u < 6 && u < json_array_size(busy); u++)
        tot->unit_busy[u] += json_integer_value(json_array_get(busy, u));
      int seg = (int)json_integer_value(json_object_get(det, "segment"));
      json_t *sj = json_array_get(segs, (size_t)seg);
      if (!sj || jint(sj, "index") != seg) return run_fail(err, errlen, "segment %d is not described", seg);
      int sfrom = (int)jint(sj, "first_line"), sto = (int)jint(sj, "last_line");
      json_t *code = json_object_get(tj, "code");
      int tfrom = (int)jint(code, "first_line"), tto = (int)jint(code, "last_line");
      if (seg != ran_segment) {
        ok = place_segment_inputs(R, tasks, seg, err, errlen);
        int64_t c = 0;
        if (ok && !per_task)
          ok = run_lines(R, seg, sfrom, sto, segment_estimate(tasks, i, seg), &c, err, errlen);
        tot->cycles += c;
        ran_segment = seg;
        prologue_due = per_task;
        tot->segments++;
      }
      /* the segment's prologue, before the first task with code (a cast
       * whose result is its operand's bytes has none) */
      if (ok && prologue_due && json_is_object(code) && tfrom > 0) {
        int64_t c = 0;
        if (tfrom > sfrom) ok = run_lines(R, seg, sfrom, tfrom - 1, 1000, &c, err, errlen);
        tot->cycles += c;
        prologue_due = false;
      }
      /* a task merged into another's kernel (a decomposed attention's
       * softmax and P.V) has no code of its own: that kernel computed it */
      if (ok && per_task && json_is_object(code)) {
        if (tfrom < sfrom || tto < tfrom || tto > sto)
          return run_fail(err, errlen, "task %d has no code lines inside segment %d", t->id, seg);
        json_t *bl = json_object_get(det, "calls_body_lines");
        int bfrom = (int)json_integer_value(json_array_get(bl, 0)), bto = (int)json_integer_value(json_array_get(bl, 1));
        ok = run_lines_with(R, seg, tfrom, tto, bfrom, bto, est, &cycles, err, errlen);
        tot->cycles += cycles;
      }
      /* results of the segment's tasks come back to the host side */
      for (int k = 0; ok && k < t->noutputs; k++) device_read(R, t->outputs[k]);
    }
    if (ok && hook) ok = hook(ctx, R, t, cycles, err, errlen);
  }
  if (ok) ok = store_state(R, err, errlen);
  R->st = NULL;
  return ok;
}
