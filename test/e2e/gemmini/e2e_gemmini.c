/* e2e_gemmini.c: compiles models with --target=gemmini, runs every entry under
 * qemu-riscv64 (RoCC on the functional model) on random data, and checks the
 * outputs bit for bit against targets/host and the counts against the task graph. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "host/host.h"
#include "npucc/driver.h"
#include "../rv_e2e.h"

enum { SKIP = 77, NCOUNTS = 10 };

typedef struct Tools {
  const char *cc, *qemu, *rt;
  char dir[4096];
} Tools;

static char *path(const Tools *T, const char *name) { return path_in(T->dir, name); }

static uint64_t rng(uint64_t *s) { /* splitmix64 */
  uint64_t z = (*s += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* Random bytes of the tensor's type: int8 over its whole range (both extremes
 * always present), int32 biases and accumulators in +-2^20, f32 in [-4, 4). */
static void fill(const Tensor *x, uint8_t *p, size_t n, uint64_t seed) {
  size_t es = dtype_size(x->dtype), count = es ? n / es : 0;
  for (size_t i = 0; i < count; i++) {
    uint64_t r = rng(&seed);
    if (x->dtype == DT_I8) {
      p[i] = (uint8_t)(r >> 56);
    } else if (x->dtype == DT_I32) {
      int32_t v = (int32_t)(r >> 43) - (1 << 20);
      memcpy(p + 4 * i, &v, 4);
    } else if (x->dtype == DT_F32) {
      float f = (float)((double)(r >> 40) / (double)(1 << 24) * 8.0 - 4.0);
      memcpy(p + 4 * i, &f, 4);
    } else {
      memcpy(p + es * i, &r, es);
    }
  }
  if (x->dtype == DT_I8 && count >= 3) p[1] = 0x80, p[2] = 0x7f;
}

static int64_t pint(const Prop *l, const char *k) {
  const Prop *p = prop_find(l, k);
  return p && p->type == PROP_INT ? p->i : -1;
}

static void compare(const char *cs, int j, const Tensor *x, const uint8_t *got, const uint8_t *want, size_t n) {
  if (!memcmp(got, want, n)) return;
  size_t es = dtype_size(x->dtype), bad = 0, first = 0;
  for (size_t i = 0; i < n / es; i++)
    if (memcmp(got + i * es, want + i * es, es) && !bad++) first = i;
  int64_t a = 0, b = 0;
  memcpy(&a, got + first * es, es < 8 ? es : 8);
  memcpy(&b, want + first * es, es < 8 ? es : 8);
  if (es < 8) a = (a << (64 - 8 * es)) >> (64 - 8 * es), b = (b << (64 - 8 * es)) >> (64 - 8 * es);
  fail(cs, "output %d: %zu of %zu elements differ; first at %zu: %lld, targets/host %lld", j, bad, n / es,
       first, (long long)a, (long long)b);
}

/* Entries that touch module state are called this often in one process:
 * each call must see what the previous one stored. */
static int calls_of(const Graph *g) {
  for (int f = 0; f < g->nfuncs; f++)
    if (g->funcs[f].nstates) return 3;
  return 1;
}

static void run_entry(const Tools *T, const char *cs, Graph *g, int e, Arena *a, int before) {
  const Func *f = &g->funcs[e];
  int ncalls = calls_of(g), nin = f->ninputs, nout = f->noutputs;
  HostValue *in = arena_alloc(a, sizeof *in * (size_t)(nin + 1) * (size_t)ncalls);
  FILE *fi = fopen(path(T, "in.bin"), "wb");
  for (int c = 0; c < ncalls; c++)
    for (int i = 0; i < nin; i++) {
      const Tensor *x = &g->tensors[f->inputs[i]];
      size_t n = tensor_bytes(x);
      uint8_t *p = arena_alloc(a, n + 8);
      fill(x, p, n, 0x6e6d0000u + (uint64_t)i * 7919 + strlen(cs) + (uint64_t)e * 31 + (uint64_t)c * 104729);
      in[c * nin + i] = (HostValue){p, n, x->dtype, x->rank, {0}};
      memcpy(in[c * nin + i].dims, x->dims, sizeof in[i].dims);
      fwrite(p, 1, n, fi);
    }
  fclose(fi);
  HostValue *ref = arena_alloc(a, sizeof *ref * (size_t)(nout + 1) * (size_t)ncalls);
  char err[512];
  HostState *st = host_state_new(g, a, err, sizeof err);
  if (!st) return fail(cs, "targets/host has no initial state: %s", err);
  for (int c = 0; c < ncalls; c++)
    if (!host_eval_func_state(g, e, st, in + c * nin, ref + c * nout, a, err, sizeof err))
      return fail(cs, "targets/host cannot evaluate call %d: %s", c, err);
  if (sh("%s %s %d %s %s %d", T->qemu, path(T, "prog"), e, path(T, "in.bin"), path(T, "out.bin"), ncalls))
    return fail(cs, "entry @%s failed under qemu", f->name);
  size_t outlen, per_call = 4 + 8 * NCOUNTS;
  for (int j = 0; j < nout; j++) per_call += tensor_bytes(&g->tensors[f->outputs[j]]);
  char *out = read_file(path(T, "out.bin"), &outlen);
  if (!out || outlen != per_call * (size_t)ncalls) {
    free(out);
    return fail(cs, "out.bin has %zu bytes, want %zu", out ? outlen : 0, per_call * (size_t)ncalls);
  }
  int32_t status;
  uint64_t got_calls[3][NCOUNTS], *got = got_calls[0];
  for (int c = 0; c < ncalls; c++) {
    const char *call = out + per_call * (size_t)c;
    memcpy(&status, call, 4);
    memcpy(got_calls[c], call + 4, sizeof got_calls[c]);
    if (status) fail(cs, "call %d of the entry returned %d", c, status);
    size_t off = 4 + 8 * NCOUNTS;
    for (int j = 0; j < nout; j++) {
      const Tensor *x = &g->tensors[f->outputs[j]];
      compare(cs, j, x, (const uint8_t *)call + off, ref[c * nout + j].data, tensor_bytes(x));
      off += tensor_bytes(x);
    }
  }
  free(out);
  /* What the task graph promises, summed over the entry's Gemmini tasks. */
  int64_t want[NCOUNTS] = {0}, ref_rocc = 0, ref_bytes = 0, ntasks = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (t->func != e || t->device != DEV_TARGET) continue;
    const Prop *np = prop_find(t->props, "npucc"), *rp = prop_find(t->props, "tiled_matmul_auto");
    if (!np || !rp) {
      fail(cs, "task %d has no npucc / tiled_matmul_auto counts", t->id);
      continue;
    }
    ntasks++;
    want[0] += pint(np->obj, "rocc_commands");
    want[3] += pint(np->obj, "expanded_commands");
    want[4] += pint(np->obj, "bytes_a");
    want[5] += pint(np->obj, "bytes_b");
    want[6] += pint(np->obj, "bytes_d");
    want[7] += pint(np->obj, "bytes_c");
    const Prop *grid = prop_find(np->obj, "grid_i0_j0_k0");
    const Prop *sched = prop_find(t->props, "schedule");
    if (sched && !strcmp(sched->s, "loop_ws"))
      want[8] += pint(t->props, "batch") * grid->ints[0] * grid->ints[1] * grid->ints[2];
    want[9] += pint(t->props, "config_commands");
    ref_rocc += pint(rp->obj, "rocc_commands");
    ref_bytes += pint(rp->obj, "bytes_a") + pint(rp->obj, "bytes_b") + pint(rp->obj, "bytes_d") +
                 pint(rp->obj, "bytes_c");
  }
  want[1] = ntasks > 0; /* one FLUSH, before any other command */
  static const char *const names[NCOUNTS] = {"RoCC commands", "FLUSH", "commands before FLUSH",
                                             "expanded commands", "DRAM bytes A", "DRAM bytes B",
                                             "DRAM bytes D", "DRAM bytes C", "LOOP_WS", "CONFIG"};
  for (int k = 0; k < ncalls; k++)
    for (int c = 0; c < NCOUNTS; c++)
      if ((int64_t)got_calls[k][c] != want[c])
        fail(cs, "@%s call %d: %s: the model counted %" PRIu64 ", the task graph says %lld", f->name, k, names[c],
             got_calls[k][c], (long long)want[c]);
  int64_t bytes = (int64_t)(got[4] + got[5] + got[6] + got[7]);
  printf("%-34s %s%s%s: %lld Gemmini task(s), %" PRIu64 " RoCC (tiled_matmul_auto %lld, %.3fx), %lld DRAM bytes "
         "(%lld, %.3fx)%s\n",
         cs, g->nfuncs > 1 ? "@" : "", g->nfuncs > 1 ? f->name : "", failures == before ? " bit-exact" : " FAILED",
         (long long)ntasks, got[0], (long long)ref_rocc, ref_rocc ? (double)got[0] / (double)ref_rocc : 0,
         (long long)bytes, (long long)ref_bytes, ref_bytes ? (double)bytes / (double)ref_bytes : 0,
         ncalls > 1 ? ", 3 calls on persistent state" : "");
}

static void run_case(const Tools *T, const char *cs, const char *text, size_t len, const Options *o) {
  int before = failures;
  Arena *a = arena_new(), *a2 = arena_new();
  Diag d, d2;
  diag_init(&d);
  diag_init(&d2);
  Compilation comp, again;
  if (!driver_compile(a, cs, text, len, o, NULL, true, &comp, &d)) {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    fail(cs, "does not compile:\n%s", sb_cstr(&m));
    sb_free(&m);
    goto out;
  }
  if (!driver_compile(a2, cs, text, len, o, NULL, true, &again, &d2) || again.asm_text.len != comp.asm_text.len ||
      memcmp(again.asm_text.s, comp.asm_text.s, comp.asm_text.len))
    fail(cs, "two compilations give different assembly");
  compilation_free(&again);
  Graph *g = comp.g;
  if (!write_file_atomic(path(T, "prog.s"), comp.asm_text.s, comp.asm_text.len)) {
    fail(cs, "cannot write prog.s");
    goto out;
  }
  if (sh("%s -march=rv64gc -mabi=lp64d -c -Wa,--fatal-warnings %s -o %s 2> %s", T->cc, path(T, "prog.s"),
         path(T, "prog.o"), path(T, "as.log"))) {
    fail(cs, "the assembler rejects prog.s (see %s)", path(T, "as.log"));
    goto out;
  }
  struct stat st;
  if (stat(path(T, "as.log"), &st) == 0 && st.st_size) fail(cs, "the assembler printed something (see as.log)");
  if (sh("%s -march=rv64gc -mabi=lp64d -static %s %s -lm -o %s", T->cc, path(T, "prog.o"), T->rt, path(T, "prog"))) {
    fail(cs, "link failed");
    goto out;
  }
  /* Every i8 x i8 -> i32 contraction the cases hold must run on Gemmini. */
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    const Op *root = &g->ops[t->root];
    if ((t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL) && root->match >= 0 &&
        contraction_is_s8s8s32(g->matches[root->match].mm) && t->device != DEV_TARGET) {
      /* OS transposes nothing: such a contraction is host work with a reason. */
      if (t->reason && strstr(t->reason, "output-stationary Gemmini transposes no"))
        printf("%-34s task %d on the host under OS: %s\n", cs, t->id, t->reason);
      else
        fail(cs, "task %d stays on the host: %s", t->id, t->reason ? t->reason : "?");
    }
  }
  for (int e = 0; e < g->nfuncs; e++) run_entry(T, cs, g, e, a, before);
out:
  compilation_free(&comp);
  diag_free(&d);
  diag_free(&d2);
  arena_free(a);
  arena_free(a2);
}

int main(int argc, char **argv) {
  Tools T = {0};
  Options o = {.target = "gemmini"};
  int first = argc;
  for (int i = 1; i < argc; i++) {
    const char *v = i + 1 < argc ? argv[i + 1] : "";
    if (!strcmp(argv[i], "--cc")) T.cc = v, i++;
    else if (!strcmp(argv[i], "--qemu")) T.qemu = v, i++;
    else if (!strcmp(argv[i], "--rt")) T.rt = v, i++;
    else if (!strcmp(argv[i], "--config") || !strcmp(argv[i], "--schedule") || !strcmp(argv[i], "--dataflow")) {
      const char *name = argv[i][2] == 'c' ? "target-config" : argv[i][2] == 's' ? "gemmini-schedule" : "gemmini-dataflow";
      const char *err;
      if (!target_set_option(&o, name, v, &err)) return fprintf(stderr, "bad %s: %s\n", argv[i], err), 2;
      i++;
    } else {
      first = i;
      break;
    }
  }
  if (!executable(T.cc) || !executable(T.qemu)) {
    printf("SKIP: riscv64-linux-gnu-gcc or qemu-riscv64 not found\n");
    return SKIP;
  }
  if (!T.rt)
    return fprintf(stderr, "usage: e2e_gemmini --cc CC --qemu QEMU --rt RT.o [--config PARAMS.json] MODEL.mlir...\n"), 2;
  const char *tmp = getenv("TMPDIR");
  snprintf(T.dir, sizeof T.dir, "%s/npucc-e2e-gemmini-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(T.dir)) return perror("mkdtemp"), 2;
  for (int i = first; i < argc; i++) {
    size_t len;
    char *text = read_file(argv[i], &len);
    if (!text) {
      fail(argv[i], "cannot read: %s", strerror(errno));
      continue;
    }
    const char *base = strrchr(argv[i], '/');
    run_case(&T, base ? base + 1 : argv[i], text, len, &o);
    free(text);
  }
  if (!failures) sh("rm -rf '%s'", T.dir);
  else fprintf(stderr, "files kept in %s\n", T.dir);
  return failures ? 1 : 0;
}
