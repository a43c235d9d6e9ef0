/* npu_e2e.c: the npu end-to-end checks: compile, run with the shared
 * runner (run/npu_run.c), compare with the reference element by element. */
#include "npu_e2e.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/numeric.h"
#include "npucc/taskgraph.h"
#include "errmsg.h"
#include "npu_run.h"

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

void e2e_store(DType dt, void *p, double x) { run_store(dt, p, x); }
double e2e_load(DType dt, const void *p) { return run_load(dt, p); }

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

/* Tensor t of the npu run against the reference, element by element:
 * |npu - reference| <= the case's bound (or, without one, the rms check
 * `loose`), and the optional bit-level model as a second check. */
static void compare(const E2eView *v, const E2eCase *c, int t, E2eStats *st, char *err, size_t errlen) {
  const HostValue *dev = &v->dev[t], *ref = &v->ref[t];
  int64_t n = tensor_numel(&v->g->tensors[t]);
  /* for a person proving a change keeps every output bit (a schedule or
   * loop change): one line per compared tensor to diff between builds */
  if (getenv("NPU_E2E_HASH") && dev->data)
    fprintf(stderr, "hash %s t%d %016llx\n", c->name, t,
            (unsigned long long)fnv1a64(dev->data, dev->nbytes));
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
  Options o = {.target = "npu"};
  const char *why;
  if (c->precision && !target_set_option(&o, "npu-precision", c->precision, &why)) {
    snprintf(err, errlen, "npu-precision %s: %s", c->precision, why);
    arena_free(a);
    return false;
  }
  if (c->no_groups && !target_set_option(&o, "npu-groups", "off", &why)) {
    snprintf(err, errlen, "npu-groups off: %s", why);
    arena_free(a);
    return false;
  }
  if (c->imem) {
    char imem[32];
    snprintf(imem, sizeof imem, "%d", c->imem);
    if (!target_set_option(&o, "npu-imem", imem, &why)) {
      snprintf(err, errlen, "npu-imem %d: %s", c->imem, why);
      arena_free(a);
      return false;
    }
  }
  Diag d;
  diag_init(&d);
  Compilation comp;
  bool ok = driver_compile(a, c->name, c->mlir, strlen(c->mlir), &o, NULL, true, &comp, &d);
  Weights w = {0};
  json_t *root = NULL;
  NpuRunner *runner = NULL;
  if (!ok) {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    run_fail(err, errlen, "%s: compile failed: %s", c->name, sb_cstr(&m));
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
    ok = run_fail(err, errlen, "%s: task graph is not JSON: %s", c->name, je.text);
    goto out;
  }
  /* the runner's model holds as many instructions as the task graph says the
   * chip does: that must be the memory this case compiled for */
  int64_t imem = json_integer_value(
      json_object_get(json_object_get(json_object_get(root, "target"), "params"), "imem_instructions"));
  if (imem != (c->imem ? c->imem : 32768)) {
    ok = run_fail(err, errlen, "%s: imem_instructions %lld, compiled for %d", c->name, (long long)imem,
              c->imem ? c->imem : 32768);
    goto out;
  }
  NpuRunner *R = runner = npu_runner_new(g, a, root, sb_cstr(&comp.asm_text), &w, c->seed ^ 0x5EEDull,
                                         err, errlen);
  if (!R) {
    ok = false;
    goto out;
  }
  HostValue *val = npu_runner_values(R);
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
      if (!val[t].data) {
        npu_runner_alloc(R, t);
        c->input(g, input_index++, &g->tensors[t], val[t].data, &rng);
      }
      in[i] = val[t];
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
      ok = run_fail(err, errlen, "%s: reference of @%s: %s", c->name, fn->name, e);
      goto out;
    }
  }
  /* place inputs and constants, then the tasks in order: segments on the
   * model, host tasks on the CPU */
  NpuRunTotals tot;
  ok = npu_runner_place(R, err, errlen) && npu_runner_run(R, false, NULL, NULL, &tot, err, errlen);
  st->cycles = tot.cycles;
  st->dma_bytes = tot.dma_bytes;
  st->estimate = tot.estimate;
  memcpy(st->unit_busy, tot.unit_busy, sizeof st->unit_busy);
  st->npu_tasks = tot.npu_tasks;
  st->host_tasks = tot.host_tasks;
  st->segments = tot.segments;
  st->passes = 1;
  for (size_t k = 0; k < json_array_size(json_object_get(root, "tasks")); k++) {
    json_t *np = json_object_get(json_object_get(json_array_get(json_object_get(root, "tasks"), k), "details"), "passes");
    if (json_is_integer(np) && json_integer_value(np) > st->passes) st->passes = (int)json_integer_value(np);
  }
  st->lints = tot.lints;
  bool host_between = tot.host_between;
  if (!ok) goto out;
  if (c->expect_host_tasks && !host_between) {
    ok = run_fail(err, errlen, "%s: expected host tasks between npu segments", c->name);
    goto out;
  }
  /* compare: the case's intermediates, then every output */
  E2eView view = {.g = g, .taskgraph = root, .dev = val, .ref = refv};
  int inter[64], ninter = c->intermediates ? c->intermediates(&view, inter, 64, c->ctx) : 0;
  for (int k = 0; k < ninter && ok; k++) {
    if (!npu_runner_value(R, inter[k]) || !refv[inter[k]].data) {
      ok = run_fail(err, errlen, "%s: intermediate tensor %d has no %s", c->name, inter[k],
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
      if (!npu_runner_value(R, t) || !refv[t].data) {
        ok = run_fail(err, errlen, "%s: output %d of @%s was never produced", c->name, k, g->funcs[f].name);
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
  npu_runner_free(runner);
  if (root) json_decref(root);
  weights_free(&w);
  if (comp.g || ok) compilation_free(&comp);
  diag_free(&d);
  arena_free(a);
  return ok;
}

/* MX linear as SmolVLA's quantized_matmul_fp8 generics write it: bf16
 * activation [1, M, blocks, 32] x f8E4M3FN weight [N, blocks, 32], a
 * per-(n, block) bf16 scale multiplied in the body. */
char *e2e_mx_mlir(int64_t M, int64_t N, int64_t KB) {
  StrBuf b;
  sb_init(&b);
  long long m = M, n = N, kb = KB;
  sb_printf(&b,
            "func.func @main(%%x: tensor<1x%lldx%lldx32xbf16>, %%w: tensor<%lldx%lldx32xf8E4M3FN>, %%s: "
            "tensor<%lldx%lldxbf16>) -> tensor<1x%lldx%lldxf32> {\n",
            m, kb, n, kb, n, kb, m, n);
  sb_printf(&b, "  %%z = arith.constant 0.0 : f32\n  %%e = tensor.empty() : tensor<1x%lldx%lldxf32>\n", m, n);
  sb_printf(&b, "  %%f = linalg.fill ins(%%z : f32) outs(%%e : tensor<1x%lldx%lldxf32>) -> tensor<1x%lldx%lldxf32>\n",
            m, n, m, n);
  sb_printf(&b,
            "  %%r = linalg.generic {indexing_maps = [affine_map<(b, m, n, kb, k) -> (b, m, kb, k)>, "
            "affine_map<(b, m, n, kb, k) -> (n, kb, k)>, affine_map<(b, m, n, kb, k) -> (n, kb)>, "
            "affine_map<(b, m, n, kb, k) -> (b, m, n)>], iterator_types = [\"parallel\", \"parallel\", "
            "\"parallel\", \"reduction\", \"reduction\"]}\n"
            "      ins(%%x, %%w, %%s : tensor<1x%lldx%lldx32xbf16>, tensor<%lldx%lldx32xf8E4M3FN>, "
            "tensor<%lldx%lldxbf16>) outs(%%f : tensor<1x%lldx%lldxf32>) {\n",
            m, kb, n, kb, n, kb, m, n);
  sb_puts(&b, "  ^bb0(%a: bf16, %b: f8E4M3FN, %sc: bf16, %acc: f32):\n"
              "    %ea = arith.extf %a : bf16 to f32\n"
              "    %eb = arith.extf %b : f8E4M3FN to f32\n"
              "    %es = arith.extf %sc : bf16 to f32\n"
              "    %bs = arith.mulf %eb, %es : f32\n"
              "    %p = arith.mulf %ea, %bs : f32\n"
              "    %y = arith.addf %acc, %p : f32\n"
              "    linalg.yield %y : f32\n");
  sb_printf(&b, "  } -> tensor<1x%lldx%lldxf32>\n  return %%r : tensor<1x%lldx%lldxf32>\n}\n", m, n, m, n);
  return b.s;
}
