/* npusim_main.c: command-line front end of the npusim model: run a .S on
 * DRAM loaded from files or a reference vector, report cycles/errors/lints. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_vector.h"
#include "npucc/util.h"
#include "npusim.h"

static void usage(FILE *f) {
  fprintf(f,
          "usage: npusim [options] PROGRAM.S\n"
          "  --dram ADDR:FILE        load FILE into DRAM at ADDR before the run (repeatable)\n"
          "  --vector FILE.json      take DRAM contents and the cycle cap from a reference\n"
          "                          vector and check the run against its expectations\n"
          "  --max-cycles N          stop after N cycles (default: the vector's, else 10000000)\n"
          "  --random-init[=SEED]    start from random registers, VMEM and DRAM\n"
          "  --dump ADDR:LEN:FILE    write DRAM [ADDR, ADDR+LEN) to FILE after the run (repeatable)\n"
          "  --regs                  print the x and e registers after the run\n"
          "  --style                 only check emitter style (lower case, xN, safe immediates)\n"
          "  -q, --quiet             do not print lints\n"
          "exit status: 0 success, 1 simulator error or vector mismatch, 2 bad input\n");
}

static bool parse_u64(const char *s, uint64_t *v) {
  char *end;
  errno = 0;
  unsigned long long x = strtoull(s, &end, 0);
  if (errno || end == s || *end) return false;
  *v = x;
  return true;
}

/* "A:B" or "A:B:C" splitting on the first colons only (paths keep theirs). */
static bool split_arg(char *arg, char **parts, int n) {
  for (int i = 0; i < n - 1; i++) {
    parts[i] = arg;
    char *c = strchr(arg, ':');
    if (!c) return false;
    *c = 0;
    arg = c + 1;
  }
  parts[n - 1] = arg;
  return true;
}

int main(int argc, char **argv) {
  const char *prog_path = NULL, *vector_path = NULL;
  char *drams[64], *dumps[64];
  int ndram = 0, ndump = 0;
  int64_t max_cycles = -1;
  bool quiet = false, regs = false, style = false;
  NpuSimConfig cfg = {0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--dram") && i + 1 < argc && ndram < 64) drams[ndram++] = argv[++i];
    else if (!strcmp(a, "--dump") && i + 1 < argc && ndump < 64) dumps[ndump++] = argv[++i];
    else if (!strcmp(a, "--vector") && i + 1 < argc) vector_path = argv[++i];
    else if (!strcmp(a, "--max-cycles") && i + 1 < argc) {
      uint64_t v;
      if (!parse_u64(argv[++i], &v)) {
        fprintf(stderr, "npusim: bad --max-cycles '%s'\n", argv[i]);
        return 2;
      }
      max_cycles = (int64_t)v;
    } else if (!strncmp(a, "--random-init", 13)) {
      cfg.random_init = true;
      if (a[13] == '=' && !parse_u64(a + 14, &cfg.seed)) {
        fprintf(stderr, "npusim: bad seed in '%s'\n", a);
        return 2;
      }
    } else if (!strcmp(a, "--regs")) regs = true;
    else if (!strcmp(a, "--style")) style = true;
    else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) quiet = true;
    else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    } else if (a[0] == '-' || prog_path) {
      usage(stderr);
      return 2;
    } else prog_path = a;
  }
  if (!prog_path) {
    usage(stderr);
    return 2;
  }
  char *text = read_file(prog_path, NULL);
  if (!text) {
    fprintf(stderr, "npusim: %s: %s\n", prog_path, strerror(errno));
    return 2;
  }
  NpuAsmErrors errs = {0};
  if (style) {
    int n = npu_asm_check_style(text, &errs);
    for (int i = 0; i < errs.n; i++) printf("%s:%d: style: %s\n", prog_path, errs.v[i].line, errs.v[i].msg);
    npu_asm_errors_free(&errs);
    free(text);
    return n ? 1 : 0;
  }
  NpuProgram *prog = npu_asm_parse(text, &errs);
  free(text);
  if (!prog) {
    for (int i = 0; i < errs.n; i++) fprintf(stderr, "%s:%d: error: %s\n", prog_path, errs.v[i].line, errs.v[i].msg);
    npu_asm_errors_free(&errs);
    return 2;
  }
  int rc = 0;
  NpuVector vec;
  bool have_vec = false;
  NpuSim *sim = npu_sim_new(&cfg);
  if (!sim) {
    fprintf(stderr, "npusim: out of memory\n");
    npu_program_free(prog);
    return 2;
  }
  if (vector_path) {
    char *err = NULL;
    if (!npu_vector_load(vector_path, &vec, &err)) {
      fprintf(stderr, "npusim: %s\n", err ? err : vector_path);
      free(err);
      rc = 2;
      goto out;
    }
    have_vec = true;
    if (!npu_vector_apply(&vec, sim)) {
      fprintf(stderr, "npusim: %s: dram_init outside DRAM\n", vector_path);
      rc = 2;
      goto out;
    }
    if (max_cycles < 0) max_cycles = vec.max_cycles;
  }
  for (int i = 0; i < ndram; i++) {
    char *parts[2];
    uint64_t addr;
    if (!split_arg(drams[i], parts, 2) || !parse_u64(parts[0], &addr)) {
      fprintf(stderr, "npusim: bad --dram '%s' (want ADDR:FILE)\n", drams[i]);
      rc = 2;
      goto out;
    }
    size_t len;
    char *data = read_file(parts[1], &len);
    if (!data || !npu_sim_write_dram(sim, addr, data, len)) {
      fprintf(stderr, "npusim: cannot load %s at 0x%" PRIx64 "\n", parts[1], addr);
      free(data);
      rc = 2;
      goto out;
    }
    free(data);
  }
  if (max_cycles < 0) max_cycles = 10000000;

  NpuRunResult res;
  npu_sim_run(sim, prog, max_cycles, &res);
  if (res.status == NPU_ERROR) {
    printf("error: %s: %s (cycle %" PRId64 ", line %d)\n", res.error_type,
           res.error_msg ? res.error_msg : "", res.cycles, res.error_line);
    rc = 1;
  } else {
    printf("cycles: %" PRId64 "%s\n", res.cycles,
           res.status == NPU_MAX_CYCLES ? " (stopped at --max-cycles)" : res.halted ? " (halted)" : "");
  }
  printf("instructions: %" PRId64 "\n", res.instructions);
  if (!quiet) {
    for (int i = 0; i < res.lints.n; i++) {
      const NpuLint *l = &res.lints.v[i];
      printf("%s:%d: warning [%s]: %s", prog_path, l->line, npu_lint_kind_name(l->kind), l->msg);
      if (l->cycle) printf(" (cycle %" PRId64 ")", l->cycle);
      printf("\n");
    }
    if (res.lints.suppressed) printf("(%d more warnings suppressed)\n", res.lints.suppressed);
  }
  if (regs) {
    for (int i = 0; i < NPU_NUM_XREGS; i++)
      printf("x%d = %" PRId64 "%s", i, npu_sim_xreg(sim, i), i % 4 == 3 ? "\n" : "\t");
    for (int i = 0; i < NPU_NUM_EREGS; i++)
      printf("e%d = %u%s", i, npu_sim_ereg(sim, i), i % 8 == 7 ? "\n" : "\t");
  }
  for (int i = 0; i < ndump; i++) {
    char *parts[3];
    uint64_t addr, len;
    if (!split_arg(dumps[i], parts, 3) || !parse_u64(parts[0], &addr) || !parse_u64(parts[1], &len) ||
        len > NPU_DRAM_BYTES) {
      fprintf(stderr, "npusim: bad --dump '%s' (want ADDR:LEN:FILE)\n", dumps[i]);
      rc = 2;
      continue;
    }
    char *buf = malloc(len ? len : 1);
    if (!buf || !npu_sim_read_dram(sim, addr, buf, len) || !write_file_atomic(parts[2], buf, len)) {
      fprintf(stderr, "npusim: cannot dump DRAM 0x%" PRIx64 "+%" PRIu64 " to %s\n", addr, len, parts[2]);
      rc = 2;
    }
    free(buf);
  }
  if (have_vec) {
    NpuVecCheck chk;
    npu_vector_check(&vec, sim, &res, NULL, &chk);
    printf("vector %s: %s\n%s", vec.name ? vec.name : vector_path, chk.ok ? "match" : "MISMATCH",
           chk.report);
    if (!chk.ok && rc == 0) rc = 1;
    if (chk.ok && vec.has_error) rc = 0; /* the expected rejection happened */
  }
  npu_run_result_free(&res);
out:
  if (have_vec) npu_vector_free(&vec);
  npu_sim_free(sim);
  npu_program_free(prog);
  return rc;
}
