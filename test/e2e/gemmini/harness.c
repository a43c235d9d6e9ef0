/* harness.c: the riscv64 side of the gemmini end-to-end tests: runs one entry
 * of an emitted program, its RoCC commands on the model behind SIGILL. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gemmini_trap.h"

#include "riscv/program_abi.h"

static void *alloc64(size_t n, int fill) {
  void *p = aligned_alloc(64, (n + 63) / 64 * 64 + 64);
  if (!p) {
    fprintf(stderr, "harness: out of memory (%zu bytes)\n", n);
    exit(2);
  }
  memset(p, fill, (n + 63) / 64 * 64 + 64);
  return p;
}

enum { NCOUNTS = 10 };

/* harness ENTRY IN OUT [NCALLS]
 * Calls the entry NCALLS times (default 1) in one process, so module state
 * carries from call to call. IN: each call's inputs' bytes, concatenated.
 * OUT, per call: int32 status, NCOUNTS u64 counts
 * (RoCC commands issued except FLUSH and COUNTER, FLUSH commands, commands
 * before the first FLUSH, expanded moves/computes, DRAM bytes A, B, D, C,
 * LOOP_WS commands, CONFIG commands), then the outputs' bytes. */
int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: harness ENTRY IN OUT [NCALLS]\n");
    return 2;
  }
  gemmini_trap_install();
  unsigned e = (unsigned)atoi(argv[1]);
  int ncalls = argc > 4 ? atoi(argv[4]) : 1;
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
    gemmini_trap_reset_counts();
    int32_t status = d->fn(ins, outs, work);
    if (status) fprintf(stderr, "harness: %s returned %d: %s\n", d->name, status, npucc_error);
    const GemminiCounts *c = &gemmini_trap_model()->counts;
    uint64_t issued = 0;
    for (int f = 0; f < 128; f++)
      if (f != GEMMINI_FLUSH && f != GEMMINI_COUNTER) issued += c->issued[f];
    uint64_t counts[NCOUNTS] = {issued,
                                c->issued[GEMMINI_FLUSH],
                                gemmini_trap_commands_before_flush(),
                                c->mvin[0] + c->mvin[1] + c->mvin[2] + c->preload + c->compute + c->mvout,
                                c->mvin_bytes[0],
                                c->mvin_bytes[1],
                                c->mvin_bytes[2],
                                c->mvout_bytes,
                                c->issued[GEMMINI_LOOP_WS],
                                c->issued[GEMMINI_CONFIG]};
    fwrite(&status, 4, 1, out);
    fwrite(counts, 8, NCOUNTS, out);
    for (uint64_t j = 0; j < nout; j++) fwrite(outs[j], 1, d->info[3 + nin + j], out);
    for (uint64_t i = 0; i < nin; i++) free(ins[i]);
    for (uint64_t j = 0; j < nout; j++) free(outs[j]);
    free(work);
  }
  fclose(in);
  return fclose(out) ? 2 : 0;
}
