/* bench_harness.c: calls entry 0 of an npucc --target=opu program CALLS times on
 * zero inputs, so that qemu's trace of one run minus another is one call. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "riscv/program_abi.h"

/* The ukernel library: npucc's OPU kernel when it takes the call (Merlin's
 * early-handler scheme), else test/sim/opu's C double, built with its
 * iree_uk_mmt4d renamed. */
void sim_iree_uk_mmt4d(const void *, int64_t, int64_t, const void *, int64_t, int64_t, void *, int64_t,
                       int64_t, int64_t, int64_t, int64_t, int32_t, int32_t, int32_t, uint32_t,
                       const uint64_t *);
int npucc_uk_opu_mmt4d(const void *, int64_t, int64_t, const void *, int64_t, int64_t, void *, int64_t,
                       int64_t, int64_t, int64_t, int64_t, int32_t, int32_t, int32_t, uint32_t,
                       const uint64_t *);

void iree_uk_mmt4d(const void *lhs, int64_t lhs_off, int64_t lhs_s0, const void *rhs, int64_t rhs_off,
                   int64_t rhs_s0, void *out, int64_t out_off, int64_t out_s0, int64_t M, int64_t N,
                   int64_t K, int32_t M0, int32_t N0, int32_t K0, uint32_t flags, const uint64_t *cpu) {
  if (npucc_uk_opu_mmt4d(lhs, lhs_off, lhs_s0, rhs, rhs_off, rhs_s0, out, out_off, out_s0, M, N, K, M0, N0,
                         K0, flags, cpu))
    sim_iree_uk_mmt4d(lhs, lhs_off, lhs_s0, rhs, rhs_off, rhs_s0, out, out_off, out_s0, M, N, K, M0, N0, K0,
                      flags, cpu);
}

static void *zeros(uint64_t n) {
  void *p = aligned_alloc(64, (n + 63) / 64 * 64 + 64);
  if (!p) exit(2);
  for (uint64_t i = 0; i < (n + 63) / 64 * 64 + 64; i++) ((char *)p)[i] = 0;
  return p;
}

int main(int argc, char **argv) {
  int calls = argc > 1 ? atoi(argv[1]) : 1;
  const EntryDesc *d = &npucc_program.entries[0];
  uint64_t nin = d->info[1], nout = d->info[2];
  void *ins[16], *outs[16];
  if (nin > 16 || nout > 16) return 2;
  for (uint64_t i = 0; i < nin; i++) ins[i] = zeros(d->info[3 + i]);
  for (uint64_t j = 0; j < nout; j++) outs[j] = zeros(d->info[3 + nin + j]);
  void *work = zeros(d->info[0]);
  for (int c = 0; c < calls; c++)
    if (d->fn(ins, outs, work)) return 1;
  return 0;
}
