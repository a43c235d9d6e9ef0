/* rv_run.c: the native half of npucc-run for RISC-V targets: writes the
 * program, its inputs and a dump plan (which buffer-table slots each task's
 * inputs and outputs live in, from the task graph's placements), links with
 * rv_harness, runs it under qemu and reads the per-task dumps back. */
#include "rv_run.h"
#include "errmsg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static const char *in_dir(Arena *a, const RvTools *T, const char *name) {
  return arena_printf(a, "%s/%s", T->workdir, name);
}

/* The buffer-table slot the task graph gives tensor x, or -1. */
static int slot_of(json_t *root, int x) {
  json_t *bufs = json_object_get(root, "buffers");
  for (size_t i = 0; i < json_array_size(bufs); i++) {
    json_t *b = json_array_get(bufs, i);
    if (json_integer_value(json_object_get(b, "id")) != x) continue;
    json_t *s = json_object_get(json_object_get(json_object_get(b, "placement"), "details"), "table_slot");
    return json_is_integer(s) ? (int)json_integer_value(s) : -1;
  }
  return -1;
}

static int run_cmd(const char *cmd) {
  int st = system(cmd);
  return st < 0 || !WIFEXITED(st) ? -1 : WEXITSTATUS(st);
}

static void value_of(Arena *a, const Tensor *x, HostValue *v) {
  if (v->data) return;
  v->dtype = x->dtype;
  v->rank = x->rank;
  for (int i = 0; i < x->rank; i++) v->dims[i] = x->dims[i];
  v->nbytes = tensor_bytes(x);
  v->data = arena_alloc(a, v->nbytes ? v->nbytes : 1);
}

/* The element kind rv_harness corrupts a buffer of dtype dt as. */
static char perturb_kind(DType dt) {
  return dt == DT_F32 ? 'f' : dtype_size(dt) == 4 ? 'i' : dtype_size(dt) == 2 ? 'h' : 'b';
}

/* The tensors recorded after task t (inputs, then outputs, placed in a slot). */
static int recorded(const Task *t, json_t *root, int *ids, int *slots, int max) {
  int n = 0;
  for (int k = 0; k < t->ninputs + t->noutputs && n < max; k++) {
    int x = k < t->ninputs ? t->inputs[k] : t->outputs[k - t->ninputs];
    int s = slot_of(root, x);
    if (s < 0) continue;
    ids[n] = x;
    slots[n++] = s;
  }
  return n;
}

static bool run_entry(const Graph *g, json_t *root, const RvTools *T, Arena *a, HostValue *val, int f,
                      int perturb, RvTaskHook hook, void *ctx, char *err, size_t n) {
  const Func *fn = &g->funcs[f];
  enum { MAXR = 64 };
  /* inputs */
  FILE *fi = fopen(in_dir(a, T, "in.bin"), "wb");
  if (!fi) return run_fail(err, n, "cannot write %s", in_dir(a, T, "in.bin"));
  for (int i = 0; i < fn->ninputs; i++) {
    const HostValue *v = &val[fn->inputs[i]];
    fwrite(v->data, 1, v->nbytes, fi);
  }
  fclose(fi);
  /* the plan */
  FILE *fp = fopen(in_dir(a, T, "plan.txt"), "w");
  if (!fp) return run_fail(err, n, "cannot write the dump plan");
  int ntasks = 0;
  for (int i = 0; i < g->ntasks; i++) ntasks += g->tasks[i].func == f;
  fprintf(fp, "%d\n", ntasks);
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (t->func != f) continue;
    int ids[MAXR], slots[MAXR], nr = recorded(t, root, ids, slots, MAXR);
    int ps = t->noutputs ? slot_of(root, t->outputs[0]) : -1;
    if (t->id == perturb && ps >= 0)
      fprintf(fp, "%d %c %d %zu %d", t->id, perturb_kind(g->tensors[t->outputs[0]].dtype), ps,
              tensor_bytes(&g->tensors[t->outputs[0]]), nr);
    else
      fprintf(fp, "%d - 0 0 %d", t->id, nr);
    for (int k = 0; k < nr; k++) fprintf(fp, " %d %zu", slots[k], tensor_bytes(&g->tensors[ids[k]]));
    fputc('\n', fp);
  }
  fclose(fp);
  char *cmd = arena_printf(a, "'%s' -cpu rv64,v=true,vlen=128,vext_spec=v1.0 '%s' %d '%s' '%s' '%s' '%s'",
                           T->qemu, in_dir(a, T, "prog"), f, in_dir(a, T, "in.bin"), in_dir(a, T, "out.bin"),
                           in_dir(a, T, "plan.txt"), in_dir(a, T, "dump.bin"));
  if (run_cmd(cmd)) return run_fail(err, n, "entry @%s failed under qemu-riscv64", fn->name);
  /* outputs */
  size_t len;
  char *out = read_file(in_dir(a, T, "out.bin"), &len);
  size_t need = 4;
  for (int j = 0; j < fn->noutputs; j++) need += tensor_bytes(&g->tensors[fn->outputs[j]]);
  if (!out || len != need) {
    free(out);
    return run_fail(err, n, "entry @%s wrote %zu bytes of outputs, want %zu", fn->name, out ? len : 0, need);
  }
  int32_t status;
  memcpy(&status, out, 4);
  size_t off = 4;
  for (int j = 0; j < fn->noutputs; j++) {
    int x = fn->outputs[j];
    value_of(a, &g->tensors[x], &val[x]);
    memcpy(val[x].data, out + off, val[x].nbytes);
    off += val[x].nbytes;
  }
  free(out);
  if (status) return run_fail(err, n, "entry @%s returned %d (task %d's host kernel failed)", fn->name, status, status - 1);
  /* per task, in program order: what the hook recorded */
  char *dump = read_file(in_dir(a, T, "dump.bin"), &len);
  if (!dump) return run_fail(err, n, "no per-task record (dump.bin)");
  off = 0;
  bool ok = true;
  for (int i = 0; i < g->ntasks && ok; i++) {
    const Task *t = &g->tasks[i];
    if (t->func != f) continue;
    int64_t id;
    uint64_t accel[4];
    if (off + 40 > len || (memcpy(&id, dump + off, 8), id != t->id)) {
      ok = run_fail(err, n, "the program did not report task %d after it ran", t->id);
      break;
    }
    memcpy(accel, dump + off + 8, sizeof accel);
    off += 40;
    int ids[MAXR], slots[MAXR], nr = recorded(t, root, ids, slots, MAXR);
    for (int k = 0; k < nr; k++) {
      const Tensor *x = &g->tensors[ids[k]];
      size_t b = tensor_bytes(x);
      if (off + b > len) {
        ok = run_fail(err, n, "the record of task %d is short", t->id);
        break;
      }
      /* a fresh copy per task: the buffer as the program had it then */
      HostValue *v = &val[ids[k]];
      v->data = NULL;
      value_of(a, x, v);
      memcpy(v->data, dump + off, b);
      off += b;
    }
    if (ok && hook) ok = hook(ctx, t, val, accel, err, n);
  }
  free(dump);
  return ok;
}

bool rv_run(const Graph *g, json_t *root, const char *asm_text, const RvTools *T, Arena *a, HostValue *val,
            int perturb, RvTaskHook hook, void *ctx, char *err, size_t n) {
  if (!T->cc || !*T->cc || !T->qemu || !*T->qemu || !T->runtime || !*T->runtime)
    return run_fail(err, n, "running RISC-V programs needs riscv64-linux-gnu-gcc and qemu-riscv64 "
                        "(not found when npucc-run was built)");
  if (!write_file_atomic(in_dir(a, T, "prog.s"), asm_text, strlen(asm_text)))
    return run_fail(err, n, "cannot write %s", in_dir(a, T, "prog.s"));
  char *cmd = arena_printf(a, "'%s' -march=rv64gcv -mabi=lp64d -static '%s' '%s' -lm -o '%s' 2> '%s'", T->cc,
                           in_dir(a, T, "prog.s"), T->runtime, in_dir(a, T, "prog"), in_dir(a, T, "cc.log"));
  if (run_cmd(cmd)) {
    /* the work directory goes away: the message carries the toolchain's words */
    size_t len;
    char *log = read_file(in_dir(a, T, "cc.log"), &len);
    char *nl = log ? strchr(log, '\n') : NULL;
    if (nl && strchr(nl + 1, '\n')) *strchr(nl + 1, '\n') = '\0';
    bool r = run_fail(err, n, "the program does not assemble or link with the runtime: %s", log ? log : "(no log)");
    free(log);
    return r;
  }
  for (int f = 0; f < g->nfuncs; f++)
    if (!run_entry(g, root, T, a, val, f, perturb, hook, ctx, err, n)) return false;
  return true;
}
