/* test_host_rv_harness.c: the riscv64 side of the host runtime test (built by
 * test_host_kernel with the cross compiler): runs the kernels a native test wrote. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host/kernel.h"

/* Input: u32 count, then per kernel: u32 blob bytes, the blob, then the bytes
 * of every operand buffer (sizes from the blob). Output per kernel: one status
 * byte (1 = ran), then the bytes of every result buffer. */
static int run_one(FILE *in, FILE *out) {
  uint32_t size;
  if (fread(&size, 4, 1, in) != 1) return 0;
  HostKernel *k = malloc(size);
  if (!k || fread(k, 1, size, in) != size) return 0;
  char err[256];
  if (!host_kernel_check(k, size, err, sizeof err)) {
    fprintf(stderr, "harness: %s\n", err);
    return 0;
  }
  int nb = host_kernel_nbuffers(k), nops = k->nin + k->ninit;
  void *bufs[HK_MAX_TENSORS];
  for (int i = 0; i < nb; i++) {
    size_t n = host_kernel_buffer_bytes(k, i);
    bufs[i] = calloc(n ? n : 1, 1);
    if (!bufs[i] || (i < nops && fread(bufs[i], 1, n, in) != n)) return 0;
  }
  uint8_t ok = host_kernel_run(k, bufs, err, sizeof err);
  if (!ok) fprintf(stderr, "harness: %s\n", err);
  fwrite(&ok, 1, 1, out);
  for (int i = nops; i < nb; i++) fwrite(bufs[i], 1, host_kernel_buffer_bytes(k, i), out);
  for (int i = 0; i < nb; i++) free(bufs[i]);
  free(k);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
  uint32_t count;
  if (!in || !out || fread(&count, 4, 1, in) != 1) return 3;
  for (uint32_t i = 0; i < count; i++)
    if (!run_one(in, out)) return 4;
  fclose(in);
  return fclose(out) ? 5 : 0;
}
