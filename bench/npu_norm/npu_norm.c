/* npu_norm.c: modelled cycles and DRAM bytes of norms, a decomposed
 * softmax and elementwise chains (SiLU-gated, GELU + residual) on the npu,
 * as one group against the same module run as a
 * task per generic (--npu-groups=off, the baseline, in the same run), and
 * against the DMA bound of reading the inputs and writing the output once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "norm_mlir.h"
#include "npu_e2e.h"

/* spec/npu.md §3: a transfer of b bytes takes max(2 ceil((b + 8) / 4),
 * ceil(b / 64)) cycles, one at a time: a 2 KB bf16 tile 1028. */
enum { DMA_BF16_TILE = 1028, BF16_TILE_BYTES = 2048 };

static int64_t tiles(int64_t x) { return (x + 31) / 32; }

static bool run(NormForm f, int64_t R, int64_t C, bool separate, E2eStats *st, bool quiet) {
  char name[96];
  snprintf(name, sizeof name, "%s %lldx%lld%s", norm_form_name(f), (long long)R, (long long)C,
           separate ? " (tasks)" : "");
  char *mlir = norm_mlir(f, R, C);
  E2eCase c = {.name = name, .mlir = mlir, .seed = 11, .input = e2e_random_input, .loose = 0.25,
               .no_groups = separate};
  char err[1024] = "";
  bool ok = e2e_run(&c, st, err, sizeof err);
  free(mlir);
  if (!ok && !quiet) fprintf(stderr, "npu_norm: %s: %s\n", name, err);
  return ok;
}

int main(int argc, char **argv) {
  /* --check: fail when a row group is not one task, is slower than its
   * tasks, or (two bands of rows or more) above 1.1x its DMA bound;
   * --report FILE: also write the table as JSON */
  bool check = argc > 1 && !strcmp(argv[1], "--check");
  const char *json_path = argc > 2 && !strcmp(argv[1], "--report") ? argv[2] : NULL;
  /* --only=WORD (last argument): the forms whose name contains WORD */
  const char *only = argc > 1 && !strncmp(argv[argc - 1], "--only=", 7) ? argv[argc - 1] + 7 : NULL;
  FILE *jf = json_path ? fopen(json_path, "w") : NULL;
  if (jf) fprintf(jf, "[\n");
  printf("%-27s %-9s %6s %5s %10s %10s %7s %10s %10s %10s %7s %7s %6s %7s\n", "form", "shape", "tasks", "host",
         "cycles", "grouped", "speedup", "bytes", "grouped", "dma_bound", "/bound", "bytes/", "passes", "/passb");
  /* the last two: rows too wide for a band of every value (a norm or
   * softmax runs in passes over column chunks, reading x once a pass; a
   * task per generic does not compile there: no baseline) */
  static const int64_t shapes[][2] = {{32, 32}, {50, 768}, {100, 300}, {128, 1024}, {512, 2048}, {100, 4096}, {64, 8192}};
  int bad = 0;
  bool first = true;
  for (int f = NORM_RMS4; f <= NORM_ROPE_SPLIT; f++)
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
      int64_t R = shapes[s][0], C = shapes[s][1];
      bool rope = NORM_FORM_ROPE(f);
      if (only && !strstr(norm_form_name((NormForm)f), only)) continue;
      if (rope && C > 2048) continue; /* RoPE's rows are a head (or a few) wide */
      E2eStats sep = {0}, grp = {0};
      /* no npu baseline: rows too wide for a task per generic */
      bool no_base = C > 2048;
      bool base = !no_base && run((NormForm)f, R, C, true, &sep, false);
      if ((!base && !no_base) || !run((NormForm)f, R, C, false, &grp, false)) return 2;
      if (!base) sep.cycles = sep.dma_bytes = -1, sep.npu_tasks = norm_form_ops((NormForm)f);
      /* x in and y out (Rt x Ct bf16 tiles each), gamma and beta resident
       * (Ct tiles each); a chain reads u too, RoPE cos and sin */
      int64_t vec = f == NORM_LAYER ? 2 : f == NORM_RMS4 || f == NORM_RMS2 ? 1 : 0;
      int64_t mats = NORM_FORM_REDUCES(f) ? 2 : rope ? 4 : 3;
      int64_t nt = mats * tiles(R) * tiles(C) + vec * tiles(C);
      int64_t bound = nt * DMA_BF16_TILE, bytes = nt * BF16_TILE_BYTES;
      double ratio = (double)grp.cycles / (double)bound;
      /* in passes: x read once a pass (the bar: 1.1x of that) */
      int64_t npass = grp.passes > 1 ? grp.passes : 1;
      int64_t pass_bound = bound + (npass - 1) * tiles(R) * tiles(C) * DMA_BF16_TILE;
      char shape[32];
      snprintf(shape, sizeof shape, "%lldx%lld", (long long)R, (long long)C);
      double pratio = (double)grp.cycles / (double)pass_bound;
      printf("%-27s %-9s %3d->%d %2d->%d %10lld %10lld %6.2fx %10lld %10lld %10lld %7.3f %7.3f %6lld %7.3f\n",
             norm_form_name((NormForm)f), shape, sep.npu_tasks, grp.npu_tasks, sep.host_tasks, grp.host_tasks,
             (long long)sep.cycles,
             (long long)grp.cycles, base ? (double)sep.cycles / (double)grp.cycles : 0.0, (long long)sep.dma_bytes,
             (long long)grp.dma_bytes, (long long)bound, ratio, (double)grp.dma_bytes / (double)bytes,
             (long long)npass, pratio);
      fflush(stdout);
      /* one band of rows cannot overlap its load, compute and store */
      /* known gap: LayerNorm's gamma and beta stay resident (2 x 512 KB at
       * C = 8192 do not fit VMEM): the group runs on the host, said here */
      bool known_host = f == NORM_LAYER && C > 4096 && grp.host_tasks > 0 && grp.npu_tasks == 0;
      if (known_host) printf("  (host: %s's resident gamma and beta do not fit VMEM)\n", shape);
      else if (grp.npu_tasks != 1 || (tiles(R) >= 2 && pratio > 1.1) || (base && grp.cycles > sep.cycles)) bad++;
      if (jf)
        fprintf(jf, "%s  {\"form\": \"%s\", \"rows\": %lld, \"cols\": %lld, \"tasks\": %d, \"cycles\": %lld, "
                    "\"grouped_cycles\": %lld, \"dma_bytes\": %lld, \"grouped_dma_bytes\": %lld, \"dma_bound\": %lld, "
                    "\"bound_bytes\": %lld, \"passes\": %lld, \"pass_bound\": %lld}",
                first ? "" : ",\n", norm_form_name((NormForm)f), (long long)R, (long long)C, sep.npu_tasks,
                (long long)sep.cycles, (long long)grp.cycles, (long long)sep.dma_bytes, (long long)grp.dma_bytes,
                (long long)bound, (long long)bytes, (long long)npass, (long long)pass_bound);
      first = false;
    }
  if (jf) {
    fprintf(jf, "\n]\n");
    fclose(jf);
  }
  if (check && bad) {
    fprintf(stderr, "npu_norm: %d row group(s) not one task, above 1.1x the DMA bound or slower than the tasks\n", bad);
    return 1;
  }
  return 0;
}
