/* rv_harness.c: the riscv64 side of npucc-run for the RISC-V targets (opu,
 * gemmini): runs one entry of an emitted program under qemu, its accelerator
 * instructions on the project's models, and defines npucc_task_hook, which
 * the program calls after every task, to record (and, for testing, corrupt)
 * the task's buffers. Built with -DNPUCC_RUN_OPU or -DNPUCC_RUN_GEMMINI. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(NPUCC_RUN_OPU)
#include "opu_trap.h"
#elif defined(NPUCC_RUN_GEMMINI)
#include "gemmini_trap.h"
#else
#error "build with -DNPUCC_RUN_OPU or -DNPUCC_RUN_GEMMINI"
#endif

#include "riscv/program_abi.h"

#if defined(NPUCC_RUN_OPU)
/* test/e2e/opu/uk_shim.c (the ukernel library) logs calls when asked; not here */
extern const uint64_t npucc_cpu_data[8];
FILE *e2e_call_log;
const uint64_t *e2e_cpu_data = npucc_cpu_data;
#endif

/* The plan the native side wrote: per task, the buffer-table slots to record
 * after it (bytes each), and whether to corrupt slot `pslot` first. */
enum { MAX_DUMPS = 64 };
typedef struct TaskPlan {
  long long id;
  int perturb;       /* 0, or the element kind: 'f' f32, 'i' i32, 'b' i8, 'h' bf16/f16 */
  long long pslot, pbytes;
  int ndumps;
  long long slot[MAX_DUMPS], bytes[MAX_DUMPS];
} TaskPlan;
static TaskPlan *plans;
static int nplans;
static FILE *dump;

static void corrupt(void *p, long long bytes, int kind) {
  if (kind == 'f') {
    float m = 0, *f = p;
    for (long long i = 0; i < bytes / 4; i++) m = f[i] > m ? f[i] : -f[i] > m ? -f[i] : m;
    for (long long i = 0; i < bytes / 4; i++) f[i] += 0.125f * (m + 1);
  } else if (kind == 'i') {
    for (long long i = 0; i < bytes / 4; i++) ((uint32_t *)p)[i] += 1;
  } else {
    for (long long i = 0; i < bytes; i++) ((uint8_t *)p)[i] += 1;
  }
}

/* What the accelerator model executed since the last call, then zeroed:
 * opu: VOPACC, OPMVINBCAST, VMV_RV, VMV_VR (each trapped instruction);
 * gemmini: RoCC commands issued, then the mvin, compute and mvout commands
 * they amount to (LOOP_WS unrolled). */
static void accel_counts(uint64_t c[4]) {
#if defined(NPUCC_RUN_OPU)
  const OpuCounts *k = &opu_trap_state()->counts;
  c[0] = k->vopacc, c[1] = k->opmvinbcast, c[2] = k->vmv_rv, c[3] = k->vmv_vr;
  opu_trap_reset_counts();
#else
  const GemminiCounts *k = &gemmini_trap_model()->counts;
  c[0] = 0;
  for (int f = 0; f < 128; f++) c[0] += k->issued[f];
  c[1] = k->mvin[0] + k->mvin[1] + k->mvin[2], c[2] = k->compute, c[3] = k->mvout;
  gemmini_trap_reset_counts();
#endif
}

/* Called by the program after each task: a0 = task id, a1 = the entry's
 * buffer table (slot s holds the address of buffer s). */
void npucc_task_hook(int64_t task, void *const *slots) {
  for (int i = 0; i < nplans; i++) {
    TaskPlan *t = &plans[i];
    if (t->id != task) continue;
    if (t->perturb) corrupt(slots[t->pslot], t->pbytes, t->perturb);
    int64_t id = task;
    uint64_t counts[4];
    accel_counts(counts);
    fwrite(&id, 8, 1, dump);
    fwrite(counts, 8, 4, dump);
    for (int k = 0; k < t->ndumps; k++) fwrite(slots[t->slot[k]], 1, (size_t)t->bytes[k], dump);
    return;
  }
}

static void *alloc64(size_t n, int fill) {
  void *p = aligned_alloc(64, (n + 63) / 64 * 64 + 64);
  if (!p) {
    fprintf(stderr, "rv_harness: out of memory (%zu bytes)\n", n);
    exit(2);
  }
  memset(p, fill, (n + 63) / 64 * 64 + 64);
  return p;
}

static int read_plan(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f || fscanf(f, "%d", &nplans) != 1 || nplans < 0 || nplans > 1 << 20) return 0;
  plans = calloc((size_t)nplans + 1, sizeof *plans);
  for (int i = 0; i < nplans; i++) {
    TaskPlan *t = &plans[i];
    char kind;
    if (fscanf(f, "%lld %c %lld %lld %d", &t->id, &kind, &t->pslot, &t->pbytes, &t->ndumps) != 5 ||
        t->ndumps < 0 || t->ndumps > MAX_DUMPS)
      return 0;
    t->perturb = kind == '-' ? 0 : kind;
    for (int k = 0; k < t->ndumps; k++)
      if (fscanf(f, "%lld %lld", &t->slot[k], &t->bytes[k]) != 2) return 0;
  }
  fclose(f);
  return 1;
}

/* rv_harness ENTRY IN OUT PLAN DUMP
 * IN: the inputs' bytes, concatenated. OUT: int32 status, then the outputs'
 * bytes. DUMP: per task run, its id (i64), the accelerator's counts during
 * the task (4 x u64, see accel_counts) and the planned slots' bytes. */
int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: rv_harness ENTRY IN OUT PLAN DUMP\n");
    return 2;
  }
#if defined(NPUCC_RUN_OPU)
  opu_trap_install(OPU_EXEC_STRICT);
#else
  gemmini_trap_install();
#endif
  unsigned e = (unsigned)atoi(argv[1]);
  if (e >= npucc_program.nentries) return fprintf(stderr, "rv_harness: no entry %u\n", e), 2;
  if (!read_plan(argv[4])) return fprintf(stderr, "rv_harness: bad plan %s\n", argv[4]), 2;
  if (!(dump = fopen(argv[5], "wb"))) return perror(argv[5]), 2;
  const EntryDesc *d = &npucc_program.entries[e];
  uint64_t ws = d->info[0], nin = d->info[1], nout = d->info[2];
  FILE *in = fopen(argv[2], "rb");
  if (!in) return perror(argv[2]), 2;
  void **ins = calloc(nin + 1, sizeof *ins), **outs = calloc(nout + 1, sizeof *outs);
  for (uint64_t i = 0; i < nin; i++) {
    ins[i] = alloc64(d->info[3 + i], 0);
    if (fread(ins[i], 1, d->info[3 + i], in) != d->info[3 + i])
      return fprintf(stderr, "rv_harness: short input %llu\n", (unsigned long long)i), 2;
  }
  fclose(in);
  /* poisoned, as the tests do: a byte the program forgets shows */
  for (uint64_t j = 0; j < nout; j++) outs[j] = alloc64(d->info[3 + nin + j], 0xa5);
  void *work = alloc64(ws, 0x5a);
  uint64_t startup[4]; /* the self-test's instructions: not the program's */
  accel_counts(startup);
  int32_t status = d->fn(ins, outs, work);
  if (status) fprintf(stderr, "rv_harness: %s returned %d: %s\n", d->name, status, npucc_error);
  FILE *out = fopen(argv[3], "wb");
  if (!out) return perror(argv[3]), 2;
  fwrite(&status, 4, 1, out);
  for (uint64_t j = 0; j < nout; j++) fwrite(outs[j], 1, d->info[3 + nin + j], out);
  return fclose(out) || fclose(dump) ? 2 : 0;
}
