/* npucc_run.c: npucc-run, the command line that runs a model npucc compiles:
 * on the target's model, on the host reference only, or both task by task. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

#include "host/host.h"
#include "npu_run.h"
#include "npucc/driver.h"
#include "npucc/taskgraph.h"
#include "npy.h"
#include "opu/opu.h"
#include "program.h"
#include "rv_run.h"

enum { EXIT_FAIL = 1, EXIT_USAGE = 2 };
enum { MAX_INPUTS = 64 };

static const char usage[] =
    "usage: npucc-run [options] PROG.json\n"
    "       npucc-run [options] MODEL.mlir\n"
    "\n"
    "Run the program npucc wrote (PROG.json, the task graph, with the program and\n"
    "weights files it names), or compile MODEL as npucc does and run that.\n"
    "\n"
    "  --target=NAME, --npu-precision=..., ...  MODEL.mlir only: as for npucc (npucc --help)\n"
    "  --source=FILE              PROG.json: the model it was compiled from, if it moved\n"
    "                             (its hash must be the task graph's)\n"
    "  --base-dir=DIR             PROG.json: the directory npucc ran in (the graph's\n"
    "                             relative paths are relative to it; default .)\n"
    "  --mode=run|reference|compare  run: the target's program on its model (default);\n"
    "                             reference: the task graph on the host only (targets/host);\n"
    "                             compare: the target task by task, each task checked against\n"
    "                             the host reference on the inputs the target produced\n"
    "  --input NAME=FILE.npy      an entry input (by name, or by position 0, 1, ...)\n"
    "  --seed=N                   seed of the random data of the other inputs (default 1)\n"
    "  --output-dir=DIR           where each entry output goes as NAME.npy (default .)\n"
    "  --report=FILE.json         compare: the per-task table as JSON\n"
    "  --tolerance=X              compare: exit 1 when a task's max_abs > X * max|reference|\n"
    "  --perturb-task=N           (testing) corrupt task N's results before the next task\n"
    "  --quiet                    no table, no progress line\n"
    "  --help\n"
    "\n"
    "Exit status: 0 success, 1 run error or tolerance exceeded, 2 usage error.\n";

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "npucc-run: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(try 'npucc-run --help')\n");
  return EXIT_USAGE;
}

typedef struct InputArg {
  const char *name, *path;
} InputArg;

/* One row of the compare table. */
typedef struct TaskRow {
  int id;
  const char *kind, *device;
  double max_abs, mean_abs, max_rel, max_ref;
  int64_t elements;
  int64_t cycles, estimate; /* -1: none */
  int merged_into;          /* -1, or the task whose kernel computes this one */
  bool checked, over;
  bool has_accel;           /* RISC-V targets: what the accelerator model executed */
  uint64_t accel[4];
} TaskRow;

typedef struct Ctx {
  const Graph *g;
  Arena *a;
  json_t *root;
  NpuRunner *R;  /* npu: values come from the runner (read back on demand) */
  HostValue *val; /* RISC-V targets: the values rv_run recorded */
  bool compare, quiet;
  int perturb;
  double tolerance; /* < 0: none */
  TaskRow *rows;
  int nrows;
  double t0;
  double last_progress;
} Ctx;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static json_t *task_record(json_t *root, int id) {
  json_t *tasks = json_object_get(root, "tasks");
  for (size_t i = 0; i < json_array_size(tasks); i++) {
    json_t *t = json_array_get(tasks, i);
    if (json_integer_value(json_object_get(t, "id")) == id) return t;
  }
  return NULL;
}

/* Element i of a value as a double (integers exactly up to 2^53). */
static double at(const HostValue *v, int64_t i) {
  const uint8_t *p = (const uint8_t *)v->data + i * (int64_t)dtype_size(v->dtype);
  switch (v->dtype) {
  case DT_I1: return *p != 0;
  case DT_I8: return (int8_t)*p;
  case DT_I16: { int16_t x; memcpy(&x, p, 2); return x; }
  case DT_I32: { int32_t x; memcpy(&x, p, 4); return x; }
  case DT_I64: case DT_INDEX: { int64_t x; memcpy(&x, p, 8); return (double)x; }
  default: return run_load(v->dtype, p);
  }
}

static void value_like(Arena *a, const Tensor *x, HostValue *v) {
  v->dtype = x->dtype;
  v->rank = x->rank;
  for (int i = 0; i < x->rank; i++) v->dims[i] = x->dims[i];
  v->nbytes = tensor_bytes(x);
  v->data = arena_alloc(a, v->nbytes ? v->nbytes : 1);
}

/* Does the run hold tensor x's value? */
static bool have(Ctx *C, int x) { return C->R ? npu_runner_value(C->R, x) : C->val[x].data != NULL; }

/* The task whose kernel computes task id (the task graph's merged_into), or -1. */
static int merged_into(Ctx *C, int id) {
  json_t *m = json_object_get(json_object_get(task_record(C->root, id), "details"), "merged_into");
  return json_is_integer(m) && json_integer_value(m) != id ? (int)json_integer_value(m) : -1;
}

/* The ops of task t on the host, into loc: inputs from the run (constants
 * from the graph, tensors nobody wrote zero) unless loc already holds them. */
static bool reference_of_ops(Ctx *C, const Task *t, HostValue *loc, char *err, size_t n) {
  const Graph *g = C->g;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    void *bufs[NPUCC_MAX_OPERANDS + 2];
    int nb = 0;
    for (int k = 0; k < op_noperands(op); k++) {
      int x = op_operand(op, k);
      const Tensor *xt = &g->tensors[x];
      if (!loc[x].data) {
        value_like(C->a, xt, &loc[x]);
        if (xt->cst == CONST_DENSE || xt->cst == CONST_SPLAT)
          memcpy(loc[x].data, graph_const_dense((Graph *)g, xt), loc[x].nbytes);
        else if (have(C, x))
          memcpy(loc[x].data, C->val[x].data, loc[x].nbytes);
      }
      bufs[nb++] = loc[x].data;
    }
    for (int k = 0; k < op->nout; k++) {
      if (!loc[op->out[k]].data) value_like(C->a, &g->tensors[op->out[k]], &loc[op->out[k]]);
      bufs[nb++] = loc[op->out[k]].data;
    }
    char e[256];
    if (!host_eval_op(g, op, bufs, C->a, e, sizeof e)) {
      snprintf(err, n, "reference of task %d: %s", t->id, e);
      return false;
    }
  }
  return true;
}

/* The host reference of task t on the values the target produced: its ops,
 * then those of the tasks merged into its kernel (whose intermediates the
 * target never writes out), all computed in `loc`. */
static bool reference_of_task(Ctx *C, const Task *t, HostValue *loc, char *err, size_t n) {
  for (int i = t->id; i < C->g->ntasks; i++)
    if ((i == t->id || merged_into(C, i) == t->id) && !reference_of_ops(C, &C->g->tasks[i], loc, err, n))
      return false;
  return true;
}

/* The test-only fault: every element of the task's first output moves by
 * 1/8 of its largest magnitude (+1/8), integers by one; then the device copy
 * too, so the tasks after it read the corrupted value as they would a real
 * fault's. */
static bool perturb(NpuRunner *R, const Task *t, char *err, size_t n) {
  if (t->noutputs == 0) return true;
  int x = t->outputs[0];
  HostValue *v = &npu_runner_values(R)[x];
  if (!npu_runner_value(R, x)) return true;
  int64_t ne = (int64_t)(v->nbytes / dtype_size(v->dtype));
  double m = 0;
  for (int64_t i = 0; i < ne; i++) m = fmax(m, fabs(at(v, i)));
  for (int64_t i = 0; i < ne; i++) {
    uint8_t *p = (uint8_t *)v->data + i * (int64_t)dtype_size(v->dtype);
    if (dtype_is_float(v->dtype)) run_store(v->dtype, p, at(v, i) + 0.125 * (m + 1));
    else if (v->dtype == DT_I1) *p ^= 1;
    else if (dtype_size(v->dtype) == 1) *p = (uint8_t)(*p + 1);
    else if (dtype_size(v->dtype) == 4) { uint32_t q; memcpy(&q, p, 4); q++; memcpy(p, &q, 4); }
  }
  return npu_runner_write_back(R, x, err, n);
}

static void progress(Ctx *C, int done, const Task *t) {
  if (C->quiet) return;
  double tn = now();
  /* only runs that take a while get the line, at most twice a second */
  if (tn - C->t0 < 1.0 || tn - C->last_progress < 0.5) return;
  C->last_progress = tn;
  fprintf(stderr, "npucc-run: task %d/%d done (%s on %s), %.1f s%s", done, C->g->ntasks,
          task_kind_name(t->kind), device_name(C->g, t->device), tn - C->t0,
          isatty(2) ? "\r" : "\n");
}

/* One output of the target (got) against the reference (want) into the
 * row's maxima; the sum of |d| for the mean. */
static double compare_output(TaskRow *row, const HostValue *want, const HostValue *got) {
  int64_t ne = (int64_t)(want->nbytes / dtype_size(want->dtype));
  double rmax = 0, sum = 0;
  for (int64_t i = 0; i < ne; i++) rmax = fmax(rmax, fabs(at(want, i)));
  for (int64_t i = 0; i < ne; i++) {
    double r = at(want, i), y = at(got, i);
    double d = isnan(r) && isnan(y) ? 0 : fabs(y - r);
    if (d > row->max_abs || isnan(d)) row->max_abs = d;
    sum += d;
    double rel = fabs(r) >= 0.05 * rmax && r != 0 ? d / fabs(r) : 0;
    if (rel > row->max_rel || isnan(rel)) row->max_rel = rel;
  }
  row->max_ref = fmax(row->max_ref, rmax);
  row->elements += ne;
  row->checked = true;
  return sum;
}

/* After each task: the table row, and in compare mode the reference of the
 * task on the inputs the target produced against what it made of them. */
static bool task_row(Ctx *C, const Task *t, int64_t cycles, char *err, size_t n) {
  TaskRow *row = &C->rows[C->nrows++];
  json_t *tj = task_record(C->root, t->id);
  *row = (TaskRow){.id = t->id, .kind = task_kind_name(t->kind), .device = device_name(C->g, t->device),
                   .cycles = cycles, .estimate = -1};
  /* cost.cycles 0: the target gives no estimate */
  int64_t est = json_integer_value(json_object_get(json_object_get(tj, "cost"), "cycles"));
  if (t->device != DEV_HOST && est > 0) row->estimate = est;
  row->merged_into = merged_into(C, t->id);
  progress(C, C->nrows, t);
  if (!C->compare || row->merged_into >= 0) return true;
  HostValue *loc = arena_alloc(C->a, sizeof *loc * (size_t)C->g->ntensors);
  if (!reference_of_task(C, t, loc, err, n)) return false;
  double sum = 0;
  for (int ti = t->id; ti < C->g->ntasks; ti++) {
    const Task *u = &C->g->tasks[ti];
    for (int k = 0; (ti == t->id || merged_into(C, ti) == t->id) && k < u->noutputs; k++)
      if (have(C, u->outputs[k]) && loc[u->outputs[k]].data)
        sum += compare_output(row, &loc[u->outputs[k]], &C->val[u->outputs[k]]);
  }
  row->mean_abs = row->elements ? sum / (double)row->elements : 0;
  row->over = C->tolerance >= 0 && row->checked &&
              !(row->max_abs <= C->tolerance * row->max_ref);
  return true;
}

static bool after_npu_task(void *ctx, NpuRunner *R, const Task *t, int64_t cycles, char *err, size_t n) {
  Ctx *C = ctx;
  if (t->id == C->perturb && !perturb(R, t, err, n)) return false;
  return task_row(C, t, cycles, err, n);
}

/* RISC-V targets: the program corrupted the task itself (rv_harness). qemu
 * does not time, so the cycles are the OPU's: the OPU instructions the task
 * executed, priced as the task graph's estimate prices them (the RISC-V
 * core's own instructions are not counted); Gemmini's spec gives no timing,
 * so its tasks show its command counts in the report only. */
static bool after_rv_task(void *ctx, const Task *t, HostValue *val, const uint64_t accel[4], char *err,
                          size_t n) {
  Ctx *C = ctx;
  C->val = val;
  bool opu = t->device != DEV_HOST && !strcmp(C->g->target, "opu");
  int64_t cycles = opu ? (int64_t)(OPU_CYCLES_VOPACC * accel[0] + OPU_CYCLES_ROW_OUT * accel[3]) : -1;
  if (!task_row(C, t, cycles, err, n)) return false;
  TaskRow *row = &C->rows[C->nrows - 1];
  row->has_accel = true;
  memcpy(row->accel, accel, sizeof row->accel);
  return true;
}

static void print_table(const Ctx *C, const char *target, FILE *f) {
  fprintf(f, "%4s  %-14s %-7s %12s %12s %10s %12s %10s %10s\n", "task", "kind", "device", "max_abs",
          "mean_abs", "max_rel", "max|ref|", "cycles", "estimate");
  for (int i = 0; i < C->nrows; i++) {
    const TaskRow *r = &C->rows[i];
    char cyc[32] = "-", est[32] = "-";
    if (r->cycles >= 0) snprintf(cyc, sizeof cyc, "%lld", (long long)r->cycles);
    if (r->estimate >= 0) snprintf(est, sizeof est, "%lld", (long long)r->estimate);
    if (!r->checked) {
      fprintf(f, "%4d  %-14s %-7s %12s %12s %10s %12s %10s %10s", r->id, r->kind, r->device, "-", "-",
              "-", "-", cyc, est);
      if (r->merged_into >= 0) fprintf(f, "  (computed by task %d's kernel: compared there)", r->merged_into);
      fputc('\n', f);
      continue;
    }
    fprintf(f, "%4d  %-14s %-7s %12.4g %12.4g %10.4g %12.4g %10s %10s%s\n", r->id, r->kind, r->device,
            r->max_abs, r->mean_abs, r->max_rel, r->max_ref, cyc, est,
            r->over ? "  <-- over tolerance" : "");
  }
  /* what the cycles of a RISC-V target are, under the table that shows them */
  if (!strcmp(target, "opu"))
    fprintf(f, "cycles: the OPU's, from the OPU instructions each task executed (%d per VOPACC, %d per VMV_VR\n"
               "row read out, as the estimate prices them); the RISC-V core is not timed (qemu)\n",
            OPU_CYCLES_VOPACC, OPU_CYCLES_ROW_OUT);
  else if (!strcmp(target, "gemmini"))
    fprintf(f, "cycles: none (qemu does not time; the Gemmini spec gives no timing): RoCC commands per task\n"
               "are in --report (accelerator)\n");
}

/* The target's runtime object for RISC-V programs, found from where this
 * binary is: beside it in the build tree, or in NPUCC_RUN_RT_DIR (libexecdir/
 * npucc, relative to bindir unless absolute) once installed, so an installed
 * npucc-run never reads the build tree. NULL when neither has it. */
static const char *runtime_object(Arena *a, const char *target) {
  char exe[4096];
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (len <= 0) return NULL;
  exe[len] = '\0';
  *strrchr(exe, '/') = '\0';
  const char *rt = NPUCC_RUN_RT_DIR;
  const char *at[2] = {arena_printf(a, "%s/run_rt_%s.o", exe, target),
                       rt[0] == '/' ? arena_printf(a, "%s/run_rt_%s.o", rt, target)
                                    : arena_printf(a, "%s/%s/run_rt_%s.o", exe, rt, target)};
  for (int i = 0; i < 2; i++)
    if (access(at[i], R_OK) == 0) return at[i];
  return NULL;
}

/* The work directory and its files (no subdirectories). */
static void remove_tree(const char *dir) {
  static const char *const names[] = {"prog.s", "prog", "cc.log", "in.bin", "out.bin", "plan.txt", "dump.bin"};
  char path[4200];
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    unlink(path);
  }
  rmdir(dir);
}

static json_t *num_or_null(double x) { return isfinite(x) ? json_real(x) : json_null(); }

static json_t *report_json(const Ctx *C, const char *model, const char *target, uint64_t seed) {
  json_t *rep = json_object();
  json_object_set_new(rep, "format", json_string("npucc-run-report"));
  json_object_set_new(rep, "version", json_integer(1));
  json_object_set_new(rep, "model", json_string(model));
  json_object_set_new(rep, "target", json_string(target));
  json_object_set_new(rep, "seed", json_integer((json_int_t)seed));
  json_object_set_new(rep, "tolerance", C->tolerance >= 0 ? json_real(C->tolerance) : json_null());
  json_t *arr = json_array();
  int64_t cyc = 0, est = 0;
  bool over = false;
  for (int i = 0; i < C->nrows; i++) {
    const TaskRow *r = &C->rows[i];
    json_t *o = json_object();
    json_object_set_new(o, "id", json_integer(r->id));
    json_object_set_new(o, "kind", json_string(r->kind));
    json_object_set_new(o, "device", json_string(r->device));
    json_object_set_new(o, "checked", json_boolean(r->checked));
    json_object_set_new(o, "elements", json_integer(r->elements));
    json_object_set_new(o, "max_abs", r->checked ? num_or_null(r->max_abs) : json_null());
    json_object_set_new(o, "mean_abs", r->checked ? num_or_null(r->mean_abs) : json_null());
    json_object_set_new(o, "max_rel", r->checked ? num_or_null(r->max_rel) : json_null());
    json_object_set_new(o, "max_abs_reference", r->checked ? num_or_null(r->max_ref) : json_null());
    json_object_set_new(o, "cycles", r->cycles >= 0 ? json_integer(r->cycles) : json_null());
    json_object_set_new(o, "estimate", r->estimate >= 0 ? json_integer(r->estimate) : json_null());
    json_object_set_new(o, "over_tolerance", json_boolean(r->over));
    json_object_set_new(o, "merged_into", r->merged_into >= 0 ? json_integer(r->merged_into) : json_null());
    json_t *acc = json_null();
    if (r->has_accel) {
      static const char *const opu[4] = {"vopacc", "opmvinbcast", "vmv_rv", "vmv_vr"};
      static const char *const gemmini[4] = {"commands", "mvin", "compute", "mvout"};
      acc = json_object();
      for (int k = 0; k < 4; k++)
        json_object_set_new(acc, (!strcmp(target, "opu") ? opu : gemmini)[k], json_integer((json_int_t)r->accel[k]));
    }
    json_object_set_new(o, "accelerator", acc);
    json_array_append_new(arr, o);
    if (r->cycles > 0) cyc += r->cycles;
    if (r->estimate > 0) est += r->estimate;
    over |= r->over;
  }
  json_object_set_new(rep, "tasks", arr);
  json_object_set_new(rep, "cycles", json_integer(cyc));
  json_object_set_new(rep, "estimate", json_integer(est));
  json_object_set_new(rep, "over_tolerance", json_boolean(over));
  return rep;
}

/* Random data like the tests': floats uniform in [-1, 1], i1 mostly true,
 * small integers (SplitMix64, so a seed gives the same data everywhere). */
static uint64_t next(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static void random_fill(const Tensor *t, void *data, uint64_t *rng) {
  int64_t n = tensor_numel(t);
  size_t es = dtype_size(t->dtype);
  for (int64_t i = 0; i < n; i++) {
    uint8_t *p = (uint8_t *)data + i * (int64_t)es;
    double u = (double)(next(rng) >> 11) / 9007199254740992.0;
    if (t->dtype == DT_I1) *p = u < 0.75;
    else if (dtype_is_float(t->dtype)) run_store(t->dtype, p, 2 * u - 1);
    else {
      int64_t v = (int64_t)(u * 16) - 8;
      memcpy(p, &v, es < 8 ? es : 8);
    }
  }
}

/* Input `t` from a .npy file: the tensor's shape; its dtype, or a float
 * file for a float tensor (converted, rounding as the tensor's type does),
 * or the raw void form of the tensor's width (bf16, fp8). */
static bool load_input(const Tensor *t, const char *path, void *data, char *err, size_t n) {
  Npy a;
  if (!npy_read(path, &a, err, n)) return false;
  bool ok = a.rank == t->rank;
  for (int i = 0; ok && i < t->rank; i++) ok = a.dims[i] == t->dims[i];
  if (!ok) {
    StrBuf s;
    sb_init(&s);
    tensor_shape_text(t, &s);
    snprintf(err, n, "%s: shape differs from the input's %s", path, sb_cstr(&s));
    sb_free(&s);
    npy_free(&a);
    return false;
  }
  size_t es = dtype_size(t->dtype);
  int64_t ne = tensor_numel(t);
  if (a.dtype == t->dtype || (a.raw && dtype_size(a.dtype) == es && dtype_is_float(t->dtype)))
    memcpy(data, a.data, (size_t)ne * es);
  else if (dtype_is_float(a.dtype) && !a.raw && dtype_is_float(t->dtype))
    for (int64_t i = 0; i < ne; i++)
      run_store(t->dtype, (uint8_t *)data + i * (int64_t)es,
                run_load(a.dtype, a.data + i * (int64_t)dtype_size(a.dtype)));
  else {
    snprintf(err, n, "%s: dtype %s does not fit the input's %s", path,
             a.raw ? (dtype_size(a.dtype) == 2 ? "V2" : "V1") : dtype_name(a.dtype), dtype_name(t->dtype));
    npy_free(&a);
    return false;
  }
  npy_free(&a);
  return true;
}

int main(int argc, char **argv) {
  Options o = {.target = "npu"};
  const char *mode = "run", *out_dir = ".", *report = NULL;
  InputArg inputs[MAX_INPUTS];
  int ninputs = 0, perturb_task = -1, status = EXIT_USAGE;
  uint64_t seed = 1;
  double tolerance = -1;
  bool quiet = false, cli_options = false;
  const char *source = NULL, *base_dir = NULL;
  /* usage errors free what parsing built (a refused run leaks nothing) */
#define USAGE(fmt, arg)             \
  do {                              \
    status = usage_error(fmt, arg); \
    goto usage_out;                 \
  } while (0)
  enum { O_TARGET = 256, O_MODE, O_INPUT, O_SEED, O_OUTDIR, O_REPORT, O_TOL, O_PERTURB, O_QUIET,
         O_HELP, O_SOURCE, O_BASE };
  static const struct option longopts[] = {
      {"target", required_argument, NULL, O_TARGET},   {"mode", required_argument, NULL, O_MODE},
      {"input", required_argument, NULL, O_INPUT},     {"seed", required_argument, NULL, O_SEED},
      {"output-dir", required_argument, NULL, O_OUTDIR}, {"report", required_argument, NULL, O_REPORT},
      {"tolerance", required_argument, NULL, O_TOL},   {"perturb-task", required_argument, NULL, O_PERTURB},
      {"quiet", no_argument, NULL, O_QUIET},           {"help", no_argument, NULL, O_HELP},
      {"source", required_argument, NULL, O_SOURCE},   {"base-dir", required_argument, NULL, O_BASE},
      {NULL, 0, NULL, 0}};
  /* A target's own --NAME=VALUE is parsed by the target that owns it (as npucc
   * does), and taken out of argv before getopt sees the rest. */
  StrBuf argline;
  sb_init(&argline);
  int kept = 1;
  for (int i = 1; i < argc; i++) {
    const char *eq = argv[i][0] == '-' && argv[i][1] == '-' ? strchr(argv[i], '=') : NULL;
    char name[64] = "";
    if (eq && eq - argv[i] - 2 < (int)sizeof name) memcpy(name, argv[i] + 2, (size_t)(eq - argv[i] - 2));
    if (!eq || !strcmp(name, "target") || !target_option_owner(name)) {
      argv[kept++] = argv[i];
      continue;
    }
    const char *why = NULL;
    if (!target_set_option(&o, name, eq + 1, &why)) USAGE("bad value in '%s'", argv[i]);
    sb_printf(&argline, " %s", argv[i]);
    cli_options = true;
  }
  argc = kept;
  opterr = 0;
  int c;
  char *end;
  while ((c = getopt_long(argc, argv, ":", longopts, NULL)) != -1) {
    switch (c) {
    case O_TARGET:
      if (!target_find(optarg)) USAGE("unknown target '%s'", optarg);
      o.target = optarg;
      sb_printf(&argline, " --target=%s", optarg);
      cli_options = true;
      break;
    case O_SOURCE: source = optarg; break;
    case O_BASE: base_dir = optarg; break;
    case O_MODE:
      if (strcmp(optarg, "run") && strcmp(optarg, "reference") && strcmp(optarg, "compare"))
        USAGE("unknown --mode '%s' (run, reference, compare)", optarg);
      mode = optarg;
      break;
    case O_INPUT: {
      const char *eq = strchr(optarg, '=');
      if (!eq || eq == optarg || !eq[1]) USAGE("--input '%s' is not NAME=FILE.npy", optarg);
      if (ninputs == MAX_INPUTS) USAGE("more than %s --input", "64");
      inputs[ninputs].name = strndup(optarg, (size_t)(eq - optarg));
      inputs[ninputs++].path = eq + 1;
      break;
    }
    case O_SEED:
      errno = 0;
      seed = strtoull(optarg, &end, 0);
      if (errno || *end || !*optarg) USAGE("bad --seed '%s'", optarg);
      break;
    case O_OUTDIR: out_dir = optarg; break;
    case O_REPORT: report = optarg; break;
    case O_TOL:
      tolerance = strtod(optarg, &end);
      if (*end || !*optarg || !(tolerance >= 0)) USAGE("bad --tolerance '%s' (a number >= 0)", optarg);
      break;
    case O_PERTURB:
      perturb_task = (int)strtol(optarg, &end, 10);
      if (*end || !*optarg || perturb_task < 0) USAGE("bad --perturb-task '%s'", optarg);
      break;
    case O_QUIET: quiet = true; break;
    case O_HELP:
      fputs(usage, stdout);
      status = 0;
      goto usage_out;
    case ':': USAGE("option '%s' needs a value", argv[optind - 1]);
    default: USAGE("unknown option '%s'", argv[optind - 1]);
    }
  }
  if (optind != argc - 1) USAGE("%s", optind >= argc ? "no model file" : "more than one model file");
  const char *input = argv[optind];
  o.argv_line = argline.len ? sb_cstr(&argline) + 1 : "";
  bool compare = !strcmp(mode, "compare"), reference = !strcmp(mode, "reference");
  if (perturb_task >= 0 && !compare) USAGE("%s", "--perturb-task needs --mode=compare");

  status = EXIT_FAIL;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  Program P;
  json_t *rep = NULL;
  NpuRunner *R = NULL;
  char err[1024] = "";
  ProgramSpec spec = {.path = input, .cli = &o, .cli_options = cli_options, .want_program = !reference,
                      .source = source, .base_dir = base_dir};
  bool ok = program_open(&P, a, &spec, &d, err, sizeof err);
  StrBuf msgs;
  sb_init(&msgs);
  diag_format(&d, &msgs);
  fputs(sb_cstr(&msgs), stderr);
  sb_free(&msgs);
  if (!ok && !err[0]) goto out;
  if (!ok) goto fail;
  if (!P.from_graph && (source || base_dir)) {
    snprintf(err, sizeof err, "--source and --base-dir are for a task graph, not '%s'", input);
    goto fail;
  }
  Graph *g = P.comp.g;
  json_t *root = P.root;
  const char *target = P.o.target;
  /* the entry inputs: from files, the rest seeded random */
  HostValue *val = arena_alloc(a, sizeof *val * (size_t)g->ntensors);
  bool npu = !strcmp(target, "npu");
  if (!reference && npu) {
    R = npu_runner_new(g, a, root, P.asm_text, &P.w, seed ^ 0x5EEDull, err, sizeof err);
    if (!R) goto fail;
    val = npu_runner_values(R);
  }
  bool *used = arena_alloc(a, (size_t)ninputs + 1);
  uint64_t rng = seed;
  int position = 0;
  for (int f = 0; f < g->nfuncs; f++)
    for (int i = 0; i < g->funcs[f].ninputs; i++, position++) {
      int t = g->funcs[f].inputs[i];
      const Tensor *x = &g->tensors[t];
      if (val[t].data) continue;
      if (!tensor_is_static(x)) {
        snprintf(err, sizeof err, "input %d of @%s has a dynamic shape: npucc-run needs static shapes", i,
                 g->funcs[f].name);
        goto fail;
      }
      if (R) npu_runner_alloc(R, t);
      else value_like(a, x, &val[t]);
      char pos[16];
      snprintf(pos, sizeof pos, "%d", position);
      int which = -1;
      for (int k = 0; k < ninputs; k++)
        if ((x->name && !strcmp(inputs[k].name, x->name)) || !strcmp(inputs[k].name, pos)) which = k;
      if (which < 0) random_fill(x, val[t].data, &rng);
      else if (!load_input(x, inputs[which].path, val[t].data, err, sizeof err)) goto fail;
      else used[which] = true;
    }
  for (int k = 0; k < ninputs; k++)
    if (!used[k]) {
      snprintf(err, sizeof err, "--input %s: the model has no input of that name or position", inputs[k].name);
      goto fail;
    }
  Ctx C = {.g = g, .a = a, .root = root, .R = R, .val = val, .compare = compare, .quiet = quiet,
           .perturb = perturb_task, .tolerance = tolerance, .t0 = now()};
  C.rows = arena_alloc(a, sizeof *C.rows * (size_t)(g->ntasks + 1));
  if (perturb_task >= g->ntasks) {
    snprintf(err, sizeof err, "--perturb-task %d: the program has %d tasks", perturb_task, g->ntasks);
    goto fail;
  }
  if (reference) {
    for (int f = 0; f < g->nfuncs; f++) {
      HostValue *in = arena_alloc(a, sizeof *in * (size_t)(g->funcs[f].ninputs + 1));
      for (int i = 0; i < g->funcs[f].ninputs; i++) in[i] = val[g->funcs[f].inputs[i]];
      HostValue *fv = arena_alloc(a, sizeof *fv * (size_t)g->ntensors);
      char e[512];
      if (!host_eval_func_values(g, f, in, fv, a, e, sizeof e)) {
        snprintf(err, sizeof err, "reference of @%s: %s", g->funcs[f].name, e);
        goto fail;
      }
      for (int t = 0; t < g->ntensors; t++)
        if (fv[t].data && !val[t].data) val[t] = fv[t];
    }
  } else if (!npu) {
    /* opu, gemmini: the program under qemu-riscv64, every task recorded */
    const char *tmp = getenv("TMPDIR");
    char *dir = arena_printf(a, "%s/npucc-run-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
      snprintf(err, sizeof err, "cannot make a work directory: %s", strerror(errno));
      goto fail;
    }
    RvTools tools = {.cc = NPUCC_RUN_RV_CC, .qemu = NPUCC_RUN_QEMU, .workdir = dir,
                     .runtime = runtime_object(a, target)};
    if (!tools.runtime && *NPUCC_RUN_QEMU) {
      snprintf(err, sizeof err, "the %s runtime (run_rt_%s.o) is neither beside npucc-run nor in %s relative to it",
               target, target, NPUCC_RUN_RT_DIR);
      remove_tree(dir);
      goto fail;
    }
    bool ran = rv_run(g, root, P.asm_text, &tools, a, val, perturb_task, after_rv_task, &C, err,
                      sizeof err);
    if (!getenv("NPUCC_RUN_KEEP")) remove_tree(dir);
    if (!ran) goto fail;
    if (!quiet && !compare)
      printf("%s on %s: %d tasks under qemu-riscv64\n", input, target, g->ntasks);
  } else {
    NpuRunTotals tot;
    if (!npu_runner_place(R, err, sizeof err) ||
        !npu_runner_run(R, compare, after_npu_task, &C, &tot, err, sizeof err))
      goto fail;
    if (!quiet && !compare)
      printf("%s on %s: %d npu tasks in %d segments, %d host tasks, %lld cycles (estimate %lld)\n", input,
             target, tot.npu_tasks, tot.segments, tot.host_tasks, (long long)tot.cycles,
             (long long)tot.estimate);
  }
  /* the outputs, as .npy */
  OutFile *files = arena_alloc(a, sizeof *files * 256);
  StrBuf *bufs = arena_alloc(a, sizeof *bufs * 256);
  int nfiles = 0;
  for (int f = 0; f < g->nfuncs; f++)
    for (int k = 0; k < g->funcs[f].noutputs; k++) {
      int t = g->funcs[f].outputs[k];
      if (nfiles == 255) {
        snprintf(err, sizeof err, "more than 255 outputs: npucc-run writes at most 255 files");
        goto fail;
      }
      const Tensor *x = &g->tensors[t];
      if (R && !npu_runner_value(R, t)) {
        snprintf(err, sizeof err, "output %d of @%s was never produced", k, g->funcs[f].name);
        goto fail;
      }
      if (!val[t].data) {
        snprintf(err, sizeof err, "output %d of @%s has no value", k, g->funcs[f].name);
        goto fail;
      }
      sb_init(&bufs[nfiles]);
      if (!npy_format(x->dtype, x->rank, x->dims, val[t].data, &bufs[nfiles])) {
        snprintf(err, sizeof err, "output %d of @%s: no .npy form for %s", k, g->funcs[f].name,
                 dtype_name(x->dtype));
        goto fail;
      }
      /* several entries: their outputs' names may repeat, so the entry prefixes them */
      const char *name = x->name ? x->name : arena_printf(a, "out%d", k);
      if (g->nfuncs > 1) name = arena_printf(a, "%s.%s", g->funcs[f].name, name);
      files[nfiles] = (OutFile){.path = arena_printf(a, "%s/%s.npy", out_dir, name), .data = bufs[nfiles].s,
                                .len = bufs[nfiles].len};
      nfiles++;
    }
  if (compare && !quiet) print_table(&C, target, stdout);
  StrBuf repbuf;
  sb_init(&repbuf);
  if (report) {
    rep = report_json(&C, input, target, seed);
    char *s = json_dumps(rep, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    sb_puts(&repbuf, s);
    sb_putc(&repbuf, '\n');
    free(s);
    files[nfiles++] = (OutFile){.path = report, .data = repbuf.s, .len = repbuf.len};
  }
  const char *why;
  int bad = write_files_atomic(files, nfiles, input, &why);
  for (int i = 0; i < nfiles - (report ? 1 : 0); i++) sb_free(&bufs[i]);
  sb_free(&repbuf);
  if (bad >= 0) {
    snprintf(err, sizeof err, "cannot write '%s': %s", files[bad].path, why ? why : strerror(errno));
    goto fail;
  }
  status = 0;
  for (int i = 0; i < C.nrows; i++)
    if (C.rows[i].over) {
      fprintf(stderr, "npucc-run: task %d (%s on %s): max_abs %g above the tolerance %g x max|reference| %g\n",
              C.rows[i].id, C.rows[i].kind, C.rows[i].device, C.rows[i].max_abs, tolerance, C.rows[i].max_ref);
      status = EXIT_FAIL;
    }
  goto out;
fail:
  fprintf(stderr, "npucc-run: error: %s\n", err);
out:
  if (R) npu_runner_free(R);
  if (rep) json_decref(rep);
  program_close(&P);
  diag_free(&d);
  arena_free(a);
usage_out:
  sb_free(&argline);
  for (int k = 0; k < ninputs; k++) free((char *)inputs[k].name);
  return status;
#undef USAGE
}
