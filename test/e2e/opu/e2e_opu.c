/* e2e_opu.c: compiles models with --target=opu, runs them under qemu-riscv64 on
 * random data, and checks outputs (bit-exact vs targets/host), calls, OPU words. */
#include <errno.h>
#include <inttypes.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cases.h"
#include "host/host.h"
#include "npucc/driver.h"
#include "opu/opu.h"
#include "../rv_e2e.h"
#include "npucc/taskgraph.h"

enum { SKIP = 77 };

typedef struct Tools {
  const char *cc, *qemu, *objdump, *decode, *rt, *vlen;
  char dir[4096];
} Tools;

static char *path(const Tools *T, const char *name) { return path_in(T->dir, name); }

/* ------------------------------------------------------------ inputs */

static void fill(const Tensor *x, uint8_t *p, size_t n, uint64_t seed) {
  size_t es = dtype_size(x->dtype), count = es ? n / es : 0;
  for (size_t i = 0; i < count; i++) {
    uint64_t r = e2e_rng(&seed);
    switch (x->dtype) {
    case DT_I8: p[i] = (uint8_t)(r >> 56); break;
    case DT_I1: p[i] = (uint8_t)(r >> 63); break;
    case DT_F32: {
      float f = (float)((double)(r >> 40) / (double)(1 << 24) * 8.0 - 4.0);
      memcpy(p + 4 * i, &f, 4);
      break;
    }
    default: memcpy(p + es * i, &r, es); break;
    }
  }
  if (x->dtype == DT_I8 && count >= 3) p[1] = 0x80, p[2] = 0x7f; /* the extremes, always */
}

/* ------------------------------------------------------------ checks */

static int64_t prop_int(const Prop *l, const char *k, int64_t def) {
  const Prop *p = prop_find(l, k);
  return p && p->type == PROP_INT ? p->i : def;
}

/* The OPU instructions one mmt4d problem issues in npucc's kernels. */
static void expected_counts(const Graph *g, const Options *o, int func, uint64_t want[4]) {
  memset(want, 0, 4 * sizeof *want);
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET || t->func != func) continue;
    const Prop *t0 = prop_find(t->props, "m0_n0_k0"), *t1 = prop_find(t->props, "m1_n1_k1");
    int64_t b = prop_int(t->props, "batch", 1);
    if (t0->ints[1] != 16 || t0->ints[2] != 1 || t0->ints[0] > 16) continue; /* generic C path */
    (void)o;
    int64_t tiles = b * t1->ints[0] * t1->ints[1];
    bool acc = g->matches[g->ops[t->root].match].mm->accumulate;
    want[0] += (uint64_t)(tiles * t1->ints[2]);
    want[1] += acc ? 0 : (uint64_t)tiles;
    want[2] += acc ? (uint64_t)(tiles * t0->ints[0]) : 0;
    want[3] += (uint64_t)(tiles * t0->ints[0]);
  }
}

/* Every logged ukernel call against the task graph's record of it, with
 * the element offsets each batch iteration adds. */
static void check_calls(const char *cs, const Graph *g, int func, const char *logpath) {
  FILE *f = fopen(logpath, "r");
  if (!f) return fail(cs, "no call log");
  char line[2048];
  int nline = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET || t->func != func) continue;
    const Prop *calls = prop_find(t->props, "calls"), *loops = prop_find(t->props, "batch_loops");
    int nl = loops ? loops->nints : 0;
    int64_t idx[4] = {0}, iters = 1;
    for (int l = 0; l < nl; l++) iters *= prop_int(loops->objs[l], "size", 1);
    for (int64_t it = 0; it < iters; it++) {
      for (int c = 0; calls && c < calls->nints; c++) {
        const Prop *rec = calls->objs[c];
        const char *sym = prop_find(rec, "symbol")->s, *role = prop_find(rec, "role")->s;
        if (!strcmp(sym, "inline") || !strcmp(sym, "host_kernel_run")) continue;
        if (!fgets(line, sizeof line, f)) {
          fclose(f);
          return fail(cs, "task %d: the program made fewer ukernel calls than the task graph lists", t->id);
        }
        nline++;
        char *save = NULL, *tok = strtok_r(line, " \n", &save);
        if (!tok || strcmp(tok, sym)) {
          fclose(f);
          return fail(cs, "call %d: %s logged, task %d lists %s (%s)", nline, tok ? tok : "?", t->id, sym, role);
        }
        for (const Prop *p = rec->next->next; p; p = p->next) {
          tok = strtok_r(NULL, " \n", &save);
          if (!tok) {
            fclose(f);
            return fail(cs, "call %d (%s): too few arguments", nline, sym);
          }
          if (p->type == PROP_STR) {
            const char *want = !strcmp(p->key, "cpu_data") ? "c" : "p";
            if (strcmp(tok, want))
              fail(cs, "call %d (%s %s): %s is '%s', want '%s'", nline, sym, role, p->key, tok, want);
            continue;
          }
          /* which operand's batch step this offset follows */
          const char *step = NULL;
          if (!strcmp(p->key, "in_offset") && !strncmp(role, "pack", 4))
            step = !strcmp(role, "pack lhs") ? "lhs_offset_step" : !strcmp(role, "pack rhs") ? "rhs_offset_step"
                                                                                          : "acc_offset_step";
          if (!strcmp(p->key, "out_offset") && !strcmp(role, "unpack")) step = "out_offset_step";
          if (!strcmp(role, "mmt4d")) {
            const char *buf = NULL;
            if (!strcmp(p->key, "lhs_offset")) buf = "lhs_buffer", step = "lhs_offset_step";
            if (!strcmp(p->key, "rhs_offset")) buf = "rhs_buffer", step = "rhs_offset_step";
            if (!strcmp(p->key, "out_offset")) buf = "out_buffer", step = "out_offset_step";
            if (buf && !strncmp(prop_find(rec, buf)->s, "scratch", 7)) step = NULL;
          }
          int64_t want = p->i;
          for (int l = 0; step && l < nl; l++) want += idx[l] * prop_int(loops->objs[l], step, 0);
          if (strtoll(tok, NULL, 10) != want)
            fail(cs, "call %d (%s %s, task %d, batch iteration %" PRId64 "): %s = %s, task graph says %" PRId64,
                 nline, sym, role, t->id, it, p->key, tok, want);
        }
        if ((tok = strtok_r(NULL, " \n", &save)) != NULL)
          fail(cs, "call %d (%s): extra argument %s", nline, sym, tok);
      }
      for (int l = nl - 1; l >= 0; l--) {
        if (++idx[l] < prop_int(loops->objs[l], "size", 1)) break;
        idx[l] = 0;
      }
    }
  }
  if (fgets(line, sizeof line, f)) fail(cs, "more ukernel calls than the task graph lists: %s", line);
  fclose(f);
}

/* The task graph parses, and each task's code lines are its function. */
static void check_taskgraph(const char *cs, const Graph *g, const Options *o, const StrBuf *as) {
  StrBuf j;
  sb_init(&j);
  taskgraph_json(g, o, target_find("opu"), NULL, "prog.s", &j);
  json_error_t err;
  json_t *root = json_loads(sb_cstr(&j), 0, &err);
  if (!root) fail(cs, "task graph JSON does not parse: %s", err.text);
  json_decref(root);
  sb_free(&j);
  const char **lines = malloc(sizeof *lines * (size_t)(as->len + 2));
  int n = 0;
  lines[n++] = "";
  for (size_t i = 0; i < as->len; i++)
    if (i == 0 || as->s[i - 1] == '\n') lines[n++] = as->s + i;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    if (!t->label || t->asm_first_line < 1 || t->asm_last_line >= n) {
      fail(cs, "task %d has no code lines", t->id);
      continue;
    }
    char want[600];
    snprintf(want, sizeof want, "\t.type %s,@function\n", t->label);
    if (strncmp(lines[t->asm_first_line], want, strlen(want)))
      fail(cs, "task %d: line %d is not its .type line", t->id, t->asm_first_line);
    snprintf(want, sizeof want, "\t.size %s, .-%s\n", t->label, t->label);
    if (strncmp(lines[t->asm_last_line], want, strlen(want)))
      fail(cs, "task %d: line %d is not its .size line", t->id, t->asm_last_line);
  }
  free(lines);
}

/* Every OPU word of the object decodes, VOPACC reads the LHS slice through
 * rs1 (v16/v17) and the RHS slice through rs2 (v18/v19), and there are as
 * many as the .s has .insn lines. */
static void check_words(const char *cs, const Tools *T, const StrBuf *as, bool inline_kernel) {
  /* inline_kernel: the program has OPU tasks and inlines their loops */
  if (sh("%s -d %s | %s --objdump > %s", T->objdump, path(T, "prog.o"), T->decode, path(T, "decode.txt")))
    return fail(cs, "opu-decode rejects an instruction word (see %s)", path(T, "decode.txt"));
  FILE *f = fopen(path(T, "decode.txt"), "r");
  if (!f) return fail(cs, "no decode output");
  char line[1024];
  int vopacc = 0, words = 0;
  long summary[6] = {-1};
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#') {
      sscanf(line, "# vopacc %ld opmvinbcast %ld vmv_rv %ld vmv_vr %ld opfmacc %ld bad %ld", &summary[0],
             &summary[1], &summary[2], &summary[3], &summary[4], &summary[5]);
      continue;
    }
    words++;
    char *v = strstr(line, "\tvopacc m");
    if (!v) continue;
    vopacc++;
    int md, a, b;
    if (sscanf(v, "\tvopacc m%d, v%d, v%d", &md, &a, &b) != 3 || (a != 16 && a != 17) || (b != 18 && b != 19))
      fail(cs, "VOPACC with LHS/RHS in the wrong fields: %s", line);
  }
  fclose(f);
  int insn = 0;
  for (const char *p = as->s; (p = strstr(p, ".insn r 87, ")) != NULL; p++) insn++;
  if (words != insn || summary[5] != 0)
    fail(cs, "%d OPU words decoded for %d .insn lines (bad %ld)", words, insn, summary[5]);
  if (inline_kernel != (vopacc > 0))
    fail(cs, "%d VOPACC words where %s expected", vopacc, inline_kernel ? "inline OPU code is" : "none are");
}

static void compare(const char *cs, int j, const Tensor *x, const uint8_t *got, const uint8_t *want, size_t n) {
  if (!memcmp(got, want, n)) return;
  size_t es = dtype_size(x->dtype), bad = 0, first = 0;
  for (size_t i = 0; i < n / es; i++)
    if (memcmp(got + i * es, want + i * es, es) && !bad++) first = i;
  char g[64], w[64];
  if (x->dtype == DT_F32) {
    float a, b;
    memcpy(&a, got + first * 4, 4);
    memcpy(&b, want + first * 4, 4);
    snprintf(g, sizeof g, "%.9g", (double)a);
    snprintf(w, sizeof w, "%.9g", (double)b);
  } else {
    int64_t a = 0, b = 0;
    memcpy(&a, got + first * es, es);
    memcpy(&b, want + first * es, es);
    if (es < 8) a = (a << (64 - 8 * es)) >> (64 - 8 * es), b = (b << (64 - 8 * es)) >> (64 - 8 * es);
    snprintf(g, sizeof g, "%lld", (long long)a);
    snprintf(w, sizeof w, "%lld", (long long)b);
  }
  fail(cs, "output %d: %zu of %zu elements differ; first at %zu: %s, targets/host %s", j, bad, n / es, first, g, w);
}

/* Entries that touch module state are called this often in one process:
 * each call must see what the previous one stored. */
static int calls_of(const Graph *g) {
  for (int f = 0; f < g->nfuncs; f++)
    if (g->funcs[f].nstates) return 3;
  return 1;
}

/* One entry of the linked program under qemu, against targets/host (called
 * as often, on the same state, with fresh random inputs each call). */
static void run_entry(const Tools *T, const char *cs, Graph *g, const Options *o, int e, Arena *a, int before) {
  const Func *f = &g->funcs[e];
  int ncalls = calls_of(g);
  HostValue *in = arena_alloc(a, sizeof *in * (size_t)(f->ninputs + 1) * (size_t)ncalls);
  FILE *fi = fopen(path(T, "in.bin"), "wb");
  for (int c = 0; c < ncalls; c++)
    for (int i = 0; i < f->ninputs; i++) {
      const Tensor *x = &g->tensors[f->inputs[i]];
      size_t n = tensor_bytes(x);
      uint8_t *p = arena_alloc(a, n + 8);
      fill(x, p, n, 0x5eed0000u + (uint64_t)i * 7919 + strlen(cs) + (uint64_t)c * 104729);
      in[c * f->ninputs + i] = (HostValue){p, n, x->dtype, x->rank, {0}};
      memcpy(in[c * f->ninputs + i].dims, x->dims, sizeof in[i].dims);
      fwrite(p, 1, n, fi);
    }
  fclose(fi);
  HostValue *ref = arena_alloc(a, sizeof *ref * (size_t)(f->noutputs + 1) * (size_t)ncalls);
  char err[512];
  HostState *st = host_state_new(g, a, err, sizeof err);
  if (!st) return fail(cs, "targets/host has no initial state: %s", err);
  for (int c = 0; c < ncalls; c++)
    if (!host_eval_func_state(g, e, st, in + c * f->ninputs, ref + c * f->noutputs, a, err, sizeof err))
      return fail(cs, "targets/host cannot evaluate call %d: %s", c, err);
  if (sh("%s -L /usr/riscv64-linux-gnu -cpu rv64,v=true,vlen=%s,vext_spec=v1.0 %s %d %s %s %s %d", T->qemu,
         T->vlen, path(T, "prog"), e, path(T, "in.bin"), path(T, "out.bin"), path(T, "calls.log"), ncalls))
    return fail(cs, "entry @%s failed under qemu", f->name);
  size_t outlen;
  char *out = read_file(path(T, "out.bin"), &outlen);
  size_t per_call = 36;
  for (int j = 0; j < f->noutputs; j++) per_call += tensor_bytes(&g->tensors[f->outputs[j]]);
  if (!out || outlen != per_call * (size_t)ncalls) {
    free(out);
    return fail(cs, "out.bin has %zu bytes, want %zu", out ? outlen : 0, per_call * (size_t)ncalls);
  }
  int32_t status;
  uint64_t counts[4], want[4];
  expected_counts(g, o, e, want);
  for (int c = 0; c < ncalls; c++) {
    const char *call = (const char *)out + per_call * (size_t)c;
    memcpy(&status, call, 4);
    memcpy(counts, call + 4, sizeof counts);
    if (status) fail(cs, "call %d of the entry returned %d", c, status);
    size_t off = 36;
    for (int j = 0; j < f->noutputs; j++) {
      const Tensor *x = &g->tensors[f->outputs[j]];
      compare(cs, j, x, (const uint8_t *)call + off, ref[c * f->noutputs + j].data, tensor_bytes(x));
      off += tensor_bytes(x);
    }
    if (memcmp(counts, want, sizeof want))
      fail(cs, "call %d: OPU instructions executed: vopacc %" PRIu64 " opmvinbcast %" PRIu64 " vmv_rv %" PRIu64
               " vmv_vr %" PRIu64 "; the task graph implies %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64,
           c, counts[0], counts[1], counts[2], counts[3], want[0], want[1], want[2], want[3]);
  }
  free(out);
  check_calls(cs, g, e, path(T, "calls.log"));
  int64_t macs = 0;
  int ntasks = 0;
  for (int i = 0; i < g->ntasks; i++) {
    ntasks += g->tasks[i].func == e;
    if (g->tasks[i].device == DEV_TARGET && g->tasks[i].func == e) macs += g->tasks[i].cost.macs;
  }
  printf("%-28s %-7s %s%s%s: %d task(s), %lld OPU MACs, %" PRIu64 " VOPACCs executed%s\n", cs,
         opu_options(o)->kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel", g->nfuncs > 1 ? "@" : "",
         g->nfuncs > 1 ? f->name : "", failures == before ? " bit-exact" : " FAILED", ntasks, (long long)macs,
         counts[0], ncalls > 1 ? arena_printf(a, ", %d calls on persistent state", ncalls) : "");
}

static void run_case(const Tools *T, const char *cs, const char *text, size_t len, const Options *o) {
  int before = failures;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  Compilation comp, again;
  bool ok = driver_compile(a, cs, text, len, o, NULL, true, &comp, &d);
  if (!ok) {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    fail(cs, "does not compile:\n%s", sb_cstr(&m));
    sb_free(&m);
    goto out;
  }
  Arena *a2 = arena_new();
  Diag d2;
  diag_init(&d2);
  if (!driver_compile(a2, cs, text, len, o, NULL, true, &again, &d2) || again.asm_text.len != comp.asm_text.len ||
      memcmp(again.asm_text.s, comp.asm_text.s, comp.asm_text.len))
    fail(cs, "two compilations give different assembly");
  compilation_free(&again);
  diag_free(&d2);
  arena_free(a2);

  Graph *g = comp.g;
  if (!write_file_atomic(path(T, "prog.s"), comp.asm_text.s, comp.asm_text.len)) {
    fail(cs, "cannot write prog.s");
    goto out;
  }
  check_taskgraph(cs, g, o, &comp.asm_text);
  /* No warnings: GNU as must be silent on the emitted text. */
  if (sh("%s -march=rv64gcv -mabi=lp64d -c -Wa,--fatal-warnings %s -o %s 2> %s", T->cc, path(T, "prog.s"),
         path(T, "prog.o"), path(T, "as.log"))) {
    fail(cs, "the assembler rejects prog.s (see %s)", path(T, "as.log"));
    goto out;
  }
  struct stat st;
  if (stat(path(T, "as.log"), &st) == 0 && st.st_size) fail(cs, "the assembler printed something (see as.log)");
  bool any_opu = false;
  for (int i = 0; i < comp.g->ntasks; i++) any_opu |= comp.g->tasks[i].device == DEV_TARGET;
  check_words(cs, T, &comp.asm_text, opu_options(o)->kernel == OPU_KERNEL_INLINE && any_opu);
  if (sh("%s -march=rv64gcv -mabi=lp64d -static %s %s -lm -o %s", T->cc, path(T, "prog.o"), T->rt,
         path(T, "prog"))) {
    fail(cs, "link failed");
    goto out;
  }

  for (int e = 0; e < g->nfuncs; e++) run_entry(T, cs, g, o, e, a, before);
out:
  compilation_free(&comp);
  diag_free(&d);
  arena_free(a);
}

int main(int argc, char **argv) {
  Tools T = {.vlen = "128"};
  Options o = {.target = "opu"};
  int first_case = argc;
  for (int i = 1; i < argc; i++) {
    const char *v = i + 1 < argc ? argv[i + 1] : "";
    if (!strcmp(argv[i], "--cc")) T.cc = v, i++;
    else if (!strcmp(argv[i], "--qemu")) T.qemu = v, i++;
    else if (!strcmp(argv[i], "--objdump")) T.objdump = v, i++;
    else if (!strcmp(argv[i], "--decode")) T.decode = v, i++;
    else if (!strcmp(argv[i], "--rt")) T.rt = v, i++;
    else if (!strcmp(argv[i], "--vlen")) T.vlen = v, i++;
    else if (!strcmp(argv[i], "--mode") || !strcmp(argv[i], "--tile")) {
      const char *err;
      if (!target_set_option(&o, argv[i][2] == 'm' ? "opu-kernel" : "opu-tile", v, &err))
        return fprintf(stderr, "bad %s: %s\n", argv[i], err), 2;
      i++;
    } else {
      first_case = i;
      break;
    }
  }
  if (!executable(T.cc) || !executable(T.qemu) || !executable(T.objdump)) {
    printf("SKIP: riscv64-linux-gnu-gcc, -objdump or qemu-riscv64 not found\n");
    return SKIP;
  }
  if (!T.decode || !T.rt) return fprintf(stderr, "usage: e2e_opu --cc --qemu --objdump --decode --rt ...\n"), 2;
  const char *tmp = getenv("TMPDIR");
  snprintf(T.dir, sizeof T.dir, "%s/npucc-e2e-opu-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(T.dir)) return perror("mkdtemp"), 2;
  for (int i = first_case; i < argc; i++) {
    const char *name = argv[i];
    size_t n = strlen(name);
    if (n > 5 && !strcmp(name + n - 5, ".mlir")) {
      size_t len;
      char *text = read_file(name, &len);
      if (!text) {
        fail(name, "cannot read: %s", strerror(errno));
        continue;
      }
      const char *base = strrchr(name, '/');
      run_case(&T, base ? base + 1 : name, text, len, &o);
      free(text);
    } else if (e2e_case(name)) {
      StrBuf b;
      sb_init(&b);
      e2e_case_mlir(e2e_case(name), &b);
      run_case(&T, name, b.s, b.len, &o);
      sb_free(&b);
    } else {
      fail(name, "no such case");
    }
  }
  if (!failures) sh("rm -rf '%s'", T.dir);
  else fprintf(stderr, "files kept in %s\n", T.dir);
  return failures ? 1 : 0;
}
