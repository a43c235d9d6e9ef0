/* harness.c: the riscv64 side of the opu end-to-end tests: runs one entry of
 * an emitted program on the inputs a native driver wrote, under qemu. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opu_trap.h"

#include "riscv/program_abi.h"
extern const uint64_t npucc_cpu_data[8];
extern char npucc_error[256];

/* uk_shim.c logs every ukernel call here when the driver asks for it. */
FILE *e2e_call_log;
const uint64_t *e2e_cpu_data = npucc_cpu_data;

static void *alloc64(size_t n, int fill) {
  void *p = aligned_alloc(64, (n + 63) / 64 * 64 + 64);
  if (!p) {
    fprintf(stderr, "harness: out of memory (%zu bytes)\n", n);
    exit(2);
  }
  memset(p, fill, (n + 63) / 64 * 64 + 64);
  return p;
}

/* harness ENTRY IN OUT [CALL_LOG [NCALLS]]
 * Calls the entry NCALLS times (default 1) in one process, so module state
 * carries from call to call. IN: each call's inputs' bytes, concatenated.
 * OUT, per call: int32 status, the four OPU instruction counts (u64), then
 * the outputs' bytes. CALL_LOG holds the last call's ukernel calls. */
int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: harness ENTRY IN OUT [CALL_LOG [NCALLS]]\n");
    return 2;
  }
  opu_trap_install(OPU_EXEC_STRICT);
  unsigned e = (unsigned)atoi(argv[1]);
  int ncalls = argc > 5 ? atoi(argv[5]) : 1;
  if (e >= npucc_program.nentries || ncalls < 1) {
    fprintf(stderr, "harness: no entry %u (%llu) or bad call count\n", e,
            (unsigned long long)npucc_program.nentries);
    return 2;
  }
  const EntryDesc *d = &npucc_program.entries[e];
  uint64_t ws = d->info[0], nin = d->info[1], nout = d->info[2];
  FILE *in = fopen(argv[2], "rb");
  if (!in) return perror(argv[2]), 2;
  FILE *out = fopen(argv[3], "wb");
  if (!out) return perror(argv[3]), 2;
  void **ins = calloc(nin + 1, sizeof *ins), **outs = calloc(nout + 1, sizeof *outs);
  for (int call = 0; call < ncalls; call++) {
    for (uint64_t i = 0; i < nin; i++) {
      ins[i] = alloc64(d->info[3 + i], 0);
      if (fread(ins[i], 1, d->info[3 + i], in) != d->info[3 + i]) {
        fprintf(stderr, "harness: short input %llu of call %d\n", (unsigned long long)i, call);
        return 2;
      }
    }
    /* Poisoned, so an output or workspace byte the program forgets shows. */
    for (uint64_t j = 0; j < nout; j++) outs[j] = alloc64(d->info[3 + nin + j], 0xa5);
    void *work = alloc64(ws, 0x5a);
    if (argc > 4 && !(e2e_call_log = fopen(argv[4], "w"))) return perror(argv[4]), 2;
    opu_trap_reset_counts();
    int32_t status = d->fn(ins, outs, work);
    if (status) fprintf(stderr, "harness: %s returned %d: %s\n", d->name, status, npucc_error);
    const OpuCounts *c = &opu_trap_state()->counts;
    uint64_t counts[4] = {c->vopacc, c->opmvinbcast, c->vmv_rv, c->vmv_vr};
    fwrite(&status, 4, 1, out);
    fwrite(counts, 8, 4, out);
    for (uint64_t j = 0; j < nout; j++) fwrite(outs[j], 1, d->info[3 + nin + j], out);
    if (e2e_call_log) fclose(e2e_call_log);
    e2e_call_log = NULL;
    for (uint64_t i = 0; i < nin; i++) free(ins[i]);
    for (uint64_t j = 0; j < nout; j++) free(outs[j]);
    free(work);
  }
  fclose(in);
  return fclose(out) ? 2 : 0;
}
