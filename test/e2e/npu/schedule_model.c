/* schedule_model.c: runs test_npu_schedule_random's programs in the
 * project's npu_model (test/sim/npu) and records the final machine state. */
#include "schedule_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npusim.h"

void run_program(const char *text, uint64_t seed, Final *f) {
  memset(f, 0, sizeof *f);
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  if (!p) {
    snprintf(f->err, sizeof f->err, "assembler: %s", errs.n ? errs.v[0].msg : "?");
    npu_asm_errors_free(&errs);
    return;
  }
  NpuSimConfig cfg = {.random_init = true, .seed = seed};
  NpuSim *s = npu_sim_new(&cfg);
  NpuRunResult res;
  f->ok = npu_sim_run(s, p, 10000000, &res) && res.status == NPU_DONE;
  if (!f->ok)
    snprintf(f->err, sizeof f->err, "%s: %s (line %d)", res.error_type,
             res.error_msg ? res.error_msg : "stopped", res.error_line);
  f->cycles = res.cycles;
  f->vmem = malloc(COMPARE_VMEM);
  f->dram = malloc(SLOTS * 1024);
  if (!f->vmem || !f->dram) {
    fprintf(stderr, "schedule_model: out of memory\n");
    exit(1);
  }
  npu_sim_read_vmem(s, 0, f->vmem, COMPARE_VMEM);
  npu_sim_read_dram(s, SLOT_DRAM, f->dram, SLOTS * 1024);
  for (int i = 0; i < MODEL_M; i++) memcpy(f->m[i], npu_sim_mreg(s, i), 1024);
  for (int mx = 0; mx < 2; mx++)
    for (int k = 0; k < 2; k++) memcpy(f->acc[mx][k], npu_sim_acc(s, mx, k), sizeof f->acc[mx][k]);
  for (int i = 0; i < 32; i++) f->x[i] = npu_sim_xreg(s, i);
  npu_run_result_free(&res);
  npu_sim_free(s);
  npu_program_free(p);
}

void final_free(Final *f) {
  free(f->vmem);
  free(f->dram);
}

const char *final_diff(const Final *a, const Final *b) {
  if (memcmp(a->vmem, b->vmem, COMPARE_VMEM)) return "VMEM";
  if (memcmp(a->dram, b->dram, SLOTS * 1024)) return "DRAM";
  if (memcmp(a->m, b->m, sizeof a->m)) return "m registers";
  if (memcmp(a->acc, b->acc, sizeof a->acc)) return "accumulators";
  if (memcmp(a->x, b->x, sizeof a->x)) return "x registers";
  return NULL;
}

