/* npu_cycles.c: modelled cycles of npucc's npu programs (run in npusim on
 * random data) against the DMA-bound and MXU-bound lower bounds. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_e2e.h"

/* spec/npu.md §7: DMA moves 2 B/cycle, one transfer at a time; a 1 KB fp8
 * tile costs 516 cycles, a 2 KB bf16 tile 1028. */
enum { DMA_FP8_TILE = 516, DMA_BF16_TILE = 1028 };
#define MXU_PEAK 2555.0 /* FLOP/cycle, both MXUs (683 + 1872) */

typedef struct Row {
  char name[64];
  int64_t cycles, estimate, dma_lb, mxu_lb, vpu_busy;
  double ratio;
} Row;

static int64_t tiles(int64_t x) { return (x + 31) / 32; }

/* C = A B of M x K and K x N operands of element types ta, tb (MLIR names),
 * accumulated in f32. */
static char *matmul_mlir(int64_t M, int64_t N, int64_t K, const char *ta, const char *tb) {
  char *s = malloc(4096);
  char A[64], B[64], C[64];
  snprintf(A, sizeof A, "tensor<%lldx%lldx%s>", (long long)M, (long long)K, ta);
  snprintf(B, sizeof B, "tensor<%lldx%lldx%s>", (long long)K, (long long)N, tb);
  snprintf(C, sizeof C, "tensor<%lldx%lldxf32>", (long long)M, (long long)N);
  snprintf(s, 4096,
           "module {\n  \"util.func\"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> "
           "(!hal.buffer_view), sym_name = \"main\"}> ({\n  ^bb0(%%a0: !hal.buffer_view, %%a1: "
           "!hal.buffer_view):\n"
           "    %%x = \"hal.tensor.import\"(%%a0) <{name = \"a\", operandSegmentSizes = array<i32: 1, 0, "
           "0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n"
           "    %%w = \"hal.tensor.import\"(%%a1) <{name = \"b\", operandSegmentSizes = array<i32: 1, 0, "
           "0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n"
           "    %%z = arith.constant 0.000000e+00 : f32\n    %%e = tensor.empty() : %s\n"
           "    %%f = linalg.fill ins(%%z : f32) outs(%%e : %s) -> %s\n"
           "    %%r = linalg.matmul ins(%%x, %%w : %s, %s) outs(%%f : %s) -> %s\n"
           "    %%o = \"hal.tensor.export\"(%%r) <{name = \"c\", source_encoding = %s}> : "
           "(%s) -> !hal.buffer_view\n    \"util.return\"(%%o) : (!hal.buffer_view) -> ()\n"
           "  }) {iree.abi.stub} : () -> ()\n}\n",
           A, A, B, B, C, C, C, A, B, C, C, C, C);
  return s;
}

static char *softmax_mlir(int64_t R, int64_t C, int dim) {
  char *s = malloc(2048);
  snprintf(s, 2048,
           "module {\n  \"util.func\"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view), "
           "sym_name = \"main\"}> ({\n  ^bb0(%%a0: !hal.buffer_view):\n"
           "    %%x = \"hal.tensor.import\"(%%a0) <{name = \"x\", operandSegmentSizes = array<i32: 1, 0, 0>, "
           "target_encoding = tensor<%lldx%lldxf32>}> : (!hal.buffer_view) -> tensor<%lldx%lldxf32>\n"
           "    %%e = tensor.empty() : tensor<%lldx%lldxf32>\n"
           "    %%r = linalg.softmax dimension(%d) ins(%%x : tensor<%lldx%lldxf32>) outs(%%e : "
           "tensor<%lldx%lldxf32>) -> tensor<%lldx%lldxf32>\n"
           "    %%o = \"hal.tensor.export\"(%%r) <{name = \"y\", source_encoding = tensor<%lldx%lldxf32>}> : "
           "(tensor<%lldx%lldxf32>) -> !hal.buffer_view\n    \"util.return\"(%%o) : (!hal.buffer_view) -> ()\n"
           "  }) {iree.abi.stub} : () -> ()\n}\n",
           (long long)R, (long long)C, (long long)R, (long long)C, (long long)R, (long long)C, dim,
           (long long)R, (long long)C, (long long)R, (long long)C, (long long)R, (long long)C,
           (long long)R, (long long)C, (long long)R, (long long)C);
  return s;
}

/* Attention on [B, M, D] Q and [B, N, D] K, V of element type et, the
 * result of type ot. */
static char *attention_mlir(int64_t B, int64_t M, int64_t N, int64_t D, const char *et, const char *ot) {
  char *s = malloc(4096);
  const char *m5 = "affine_map<(d0, d1, d2, d3, d4) ->";
  char tq[64], tk[64], to[64];
  snprintf(tq, sizeof tq, "tensor<%lldx%lldx%lldx%s>", (long long)B, (long long)M, (long long)D, et);
  snprintf(tk, sizeof tk, "tensor<%lldx%lldx%lldx%s>", (long long)B, (long long)N, (long long)D, et);
  snprintf(to, sizeof to, "tensor<%lldx%lldx%lldx%s>", (long long)B, (long long)M, (long long)D, ot);
  snprintf(s, 4096,
           "module {\n  \"util.func\"() <{function_type = (!hal.buffer_view, !hal.buffer_view, "
           "!hal.buffer_view) -> (!hal.buffer_view), sym_name = \"main\"}> ({\n  ^bb0(%%a0: "
           "!hal.buffer_view, %%a1: !hal.buffer_view, %%a2: !hal.buffer_view):\n"
           "    %%q = \"hal.tensor.import\"(%%a0) <{name = \"q\", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n"
           "    %%k = \"hal.tensor.import\"(%%a1) <{name = \"k\", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n"
           "    %%v = \"hal.tensor.import\"(%%a2) <{name = \"v\", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = %s}> : (!hal.buffer_view) -> %s\n"
           "    %%sc = arith.constant 1.250000e-01 : %s\n    %%e = tensor.empty() : %s\n"
           "    %%r = \"iree_linalg_ext.attention\"(%%q, %%k, %%v, %%sc, %%e) <{indexing_maps = [%s (d0, d1, d2)>, "
           "%s (d0, d3, d2)>, %s (d0, d3, d4)>, %s ()>, %s (d0, d1, d4)>]}> ({\n    ^bb0(%%s: f32):\n"
           "      \"iree_linalg_ext.yield\"(%%s) : (f32) -> ()\n    }) : (%s, %s, %s, %s, %s) -> %s\n"
           "    %%o = \"hal.tensor.export\"(%%r) <{name = \"o\", source_encoding = %s}> : (%s) -> !hal.buffer_view\n"
           "    \"util.return\"(%%o) : (!hal.buffer_view) -> ()\n  }) {iree.abi.stub} : () -> ()\n}\n",
           tq, tq, tk, tk, tk, tk, et, to, m5, m5, m5, m5, m5, tq, tk, tk, et, to, to, to, to);
  return s;
}

static bool run(const char *name, char *mlir, const char *precision, int64_t dma_lb, int64_t mxu_lb, Row *row) {
  E2eCase c = {.name = name, .mlir = mlir, .precision = precision, .seed = 7, .input = e2e_random_input,
               .loose = 0.25};
  E2eStats st;
  char err[1024] = "";
  bool ok = e2e_run(&c, &st, err, sizeof err);
  free(mlir);
  if (!ok) {
    fprintf(stderr, "npu_cycles: %s: %s\n", name, err);
    return false;
  }
  snprintf(row->name, sizeof row->name, "%s", name);
  row->cycles = st.cycles;
  row->estimate = st.estimate;
  row->dma_lb = dma_lb;
  row->mxu_lb = mxu_lb;
  int64_t lb = dma_lb > mxu_lb ? dma_lb : mxu_lb;
  row->ratio = (double)st.cycles / (double)lb;
  /* the busiest unit of the program as emitted: how much of the gap to the
   * bound is overlap left undone, and how much is work the kernel does */
  static const char *unit[6] = {"mxu0", "mxu1", "vpu", "lsu", "dma", "scalar"};
  int64_t busiest = lb;
  const char *which = "bound";
  for (int u = 0; u < 6; u++)
    if (st.unit_busy[u] > busiest) busiest = st.unit_busy[u], which = unit[u];
  row->vpu_busy = st.unit_busy[2];
  printf("%-28s %12lld %12lld %12lld %12lld %8.3f %8.3f %12lld %8.3f %-7s %12lld\n", name, (long long)st.cycles,
         (long long)st.estimate, (long long)dma_lb, (long long)mxu_lb, (double)st.cycles / (double)dma_lb,
         row->ratio, (long long)row->vpu_busy, (double)st.cycles / (double)busiest, which,
         (long long)st.dma_bytes);
  fflush(stdout);
  return true;
}

/* The traffic bound that accounts for VMEM (V tiles of 1 KB): the fewest
 * DMA cycles of a schedule that holds a panel of one operand resident in
 * VMEM (p K-rows of A: p Kt tiles, or p K-columns of B) beside a double-
 * buffered K-strip of the other (2 Kt tiles), streams that other operand
 * once per panel and stores every C tile once:
 *   A resident: Mt Kt + ceil(Mt / pa) Kt Nt tile loads, pa = floor(V / Kt) - 2
 *   B resident: Kt Nt + ceil(Nt / pb) Mt Kt tile loads, pb = pa
 *   bound = 516 min(loads) + 1028 Mt Nt.
 * A bf16 operand crosses the DMA as 2 KB tiles (1028 cycles each) and its
 * streamed strip takes 2 KB slots (pa, pb: floor((V - 2 Kt s) / Kt), s its
 * slot in KB), while a resident panel is held as fp8, 1 KB a tile (both
 * operands go to the MXU as fp8; kern_matmul.c packs a demoted B panel so).
 * When one operand fits whole (pa >= Mt or >= Nt) it is the bytes-moved-once
 * bound. npucc's kernel is the B-resident form (kern_matmul.c: B panels,
 * A rows streamed per panel). */
static int64_t vmem_tiles(void) { return (1 << 20) / 1024 - 1; /* minus the parameter table (1 KB) */ }

static int64_t dma_tile(bool bf16) { return bf16 ? DMA_BF16_TILE : DMA_FP8_TILE; }

static int64_t matmul_capacity_bound(int64_t Mt, int64_t Nt, int64_t Kt, bool a_bf16, bool b_bf16) {
  int64_t ca = dma_tile(a_bf16), cb = dma_tile(b_bf16);
  int64_t pa = (vmem_tiles() - 2 * Kt * (b_bf16 ? 2 : 1)) / Kt, pb = (vmem_tiles() - 2 * Kt * (a_bf16 ? 2 : 1)) / Kt;
  if (pa < 1) pa = 1;
  if (pb < 1) pb = 1;
  int64_t a_res = Mt * Kt * ca + (Mt + pa - 1) / pa * Kt * Nt * cb,
          b_res = Kt * Nt * cb + (Nt + pb - 1) / pb * Mt * Kt * ca, best = a_res < b_res ? a_res : b_res;
  /* A bf16 over several B panels may be demoted once to a DRAM workspace
   * (kern_matmul.c lhs_workspace): A crosses once at 2 KB a tile, then each
   * panel stores (the first) or loads (the rest) its rows as Kt fp8 tiles
   * and the row's scale (Kt + 1 tiles at 1 KB). The panels are as wide as
   * the first one allows: A's two 2 KB rows and the staging row beside it. */
  if (a_bf16) {
    int64_t pw = (vmem_tiles() - 2 * Kt * 2 - (Kt + 1)) / Kt;
    if (pw < 1) pw = 1;
    int64_t ws_res = Kt * Nt * cb + Mt * Kt * ca + (Nt + pw - 1) / pw * Mt * (Kt + 1) * DMA_FP8_TILE;
    if (ws_res < best) best = ws_res;
  }
  return best + Mt * Nt * DMA_BF16_TILE;
}

int main(int argc, char **argv) {
  /* --check: fail above the bar (the test npu_cycles_bound: the shapes up to
   * 1024^3 only, the large ones take minutes); --report FILE: also write the
   * table as JSON; --only TEXT: just the cases whose name contains TEXT */
  bool check = argc > 1 && !strcmp(argv[1], "--check");
  const char *json_path = argc > 2 && !strcmp(argv[1], "--report") ? argv[2] : NULL;
  const char *only = NULL;
  for (int i = 1; i + 1 < argc; i++)
    if (!strcmp(argv[i], "--only")) only = argv[i + 1];
  printf("%-28s %12s %12s %12s %12s %8s %8s %12s %8s %-7s %12s\n", "case", "cycles", "estimate", "dma_bound",
         "mxu_bound", "/dma", "/bound", "vpu_busy", "/busiest", "busiest", "dma_bytes");
  Row rows[24];
  int n = 0, bad = 0;
  /* matmul: every input tile fetched once, every output tile stored once;
   * the large ones also against the VMEM capacity bound (above). B in bf16
   * (demoted to fp8 on the VPU as its panel loads) and both in bf16 (A
   * demoted row by row) at 2048^3: the bounds count their 2 KB tiles. */
  /* fp8x2: both bf16 operands as two fp8 terms (--npu-precision=fp8x2); the
   * bound is the same bytes (the terms are made on chip). mx: a block-scaled
   * linear (bf16 A [M, K], fp8 B [N, K], a bf16 scale per (n, 32-deep K
   * block)); its bound adds the scales once, as the bf16 tiles they cross
   * the DMA in: 32 blocks x 32 columns a 2 KB tile, ceil(Kt/32) Nt tiles. */
  struct { int64_t M, N, K; const char *ta, *tb, *prec; bool mx; } mm[] = {
      {128, 128, 128, "f8E4M3FN", "f8E4M3FN", NULL, false},   {256, 256, 256, "f8E4M3FN", "f8E4M3FN", NULL, false},
      {512, 512, 512, "f8E4M3FN", "f8E4M3FN", NULL, false},   {1024, 1024, 1024, "f8E4M3FN", "f8E4M3FN", NULL, false},
      {2048, 2048, 2048, "f8E4M3FN", "f8E4M3FN", NULL, false}, {4096, 4096, 1024, "f8E4M3FN", "f8E4M3FN", NULL, false},
      {2048, 2048, 2048, "f8E4M3FN", "bf16", NULL, false},     {2048, 2048, 2048, "bf16", "bf16", NULL, false},
      {512, 512, 512, "bf16", "bf16", "fp8x2", false},         {512, 512, 512, "bf16", "f8E4M3FN", NULL, true},
      {1024, 1024, 1024, "bf16", "f8E4M3FN", NULL, true}};
  int64_t cap[24] = {0};
  for (int i = 0; i < (int)(sizeof mm / sizeof mm[0]); i++) {
    int64_t M = mm[i].M, N = mm[i].N, K = mm[i].K, mt = tiles(M), nt = tiles(N), kt = tiles(K);
    bool a16 = !strcmp(mm[i].ta, "bf16"), b16 = !strcmp(mm[i].tb, "bf16");
    const char *types = mm[i].mx ? "mx" : a16 && b16 ? "bf16" : b16 ? "fp8*bf16" : "fp8";
    char name[64];
    if (M == N && N == K) snprintf(name, sizeof name, "matmul %lld^3 %s", (long long)M, types);
    else snprintf(name, sizeof name, "matmul %lldx%lldx%lld %s", (long long)M, (long long)N, (long long)K, types);
    if (mm[i].prec) snprintf(name + strlen(name), sizeof name - strlen(name), " %s", mm[i].prec);
    /* --check holds the plain matmuls to the bar; fp8x2 and mx are tracked, not barred */
    bool barred = !mm[i].prec && !mm[i].mx;
    if ((only && !strstr(name, only)) || (check && (M * N * K > (1ll << 30) || !barred))) continue;
    int64_t dma = mt * kt * dma_tile(a16) + kt * nt * dma_tile(b16) + mt * nt * DMA_BF16_TILE;
    if (mm[i].mx) dma += (kt + 31) / 32 * nt * DMA_BF16_TILE;
    int64_t mxu = (int64_t)ceil(2.0 * (double)M * (double)N * (double)K / MXU_PEAK);
    char *src = mm[i].mx ? e2e_mx_mlir(M, N, kt) : matmul_mlir(M, N, K, mm[i].ta, mm[i].tb);
    if (!run(name, src, mm[i].prec, dma, mxu, &rows[n])) return 2;
    cap[n] = mm[i].mx ? 0 : matmul_capacity_bound(mt, nt, kt, a16, b16); /* no scales in it */
    if (M >= 512 && rows[n].ratio > 1.3) bad++;
    n++;
  }
  /* softmax: the input in and the output out, bf16 tiles */
  struct { int64_t R, C; int dim; } sm[] = {{256, 1000, 1}, {256, 1000, 0}};
  for (int i = 0; i < 2; i++) {
    char name[64];
    snprintf(name, sizeof name, "softmax %lldx%lld dim %d", (long long)sm[i].R, (long long)sm[i].C, sm[i].dim);
    if (only && !strstr(name, only)) continue;
    int64_t t = tiles(sm[i].R) * tiles(sm[i].C);
    if (!run(name, softmax_mlir(sm[i].R, sm[i].C, sm[i].dim), NULL, 2 * t * DMA_BF16_TILE, 0, &rows[n])) return 2;
    n++;
  }
  /* attention: Q, K, V in, O out once, each at its element size (fp8 1 KB
   * a tile, bf16 2 KB); the MXU does Q.K^T and P.V */
  struct { int64_t B, M, N, D; const char *et, *ot; } at[] = {
      {2, 64, 64, 32, "bf16", "bf16"}, {4, 512, 512, 64, "bf16", "bf16"},
      {16, 1024, 1024, 64, "f8E4M3FN", "f8E4M3FN"}};
  for (int i = 0; i < 3; i++) {
    char name[64];
    bool f8 = !strcmp(at[i].et, "f8E4M3FN"), o8 = !strcmp(at[i].ot, "f8E4M3FN");
    snprintf(name, sizeof name, "attention %lldx%lldx%lldx%lld%s", (long long)at[i].B, (long long)at[i].M,
             (long long)at[i].N, (long long)at[i].D, f8 ? " fp8" : "");
    if ((only && !strstr(name, only)) || (check && at[i].B * at[i].M * at[i].N > (1ll << 22))) continue;
    int64_t qt = at[i].B * tiles(at[i].M) * tiles(at[i].D), kt = at[i].B * tiles(at[i].N) * tiles(at[i].D);
    int64_t in = f8 ? DMA_FP8_TILE : DMA_BF16_TILE, out = o8 ? DMA_FP8_TILE : DMA_BF16_TILE;
    int64_t dma = (qt + 2 * kt) * in + qt * out;
    int64_t mxu = (int64_t)ceil(4.0 * (double)at[i].B * (double)at[i].M * (double)at[i].N * (double)at[i].D / MXU_PEAK);
    if (!run(name, attention_mlir(at[i].B, at[i].M, at[i].N, at[i].D, at[i].et, at[i].ot), NULL, dma, mxu,
             &rows[n]))
      return 2;
    n++;
  }
  /* the VMEM capacity bound of the matmuls whose operands do not fit */
  printf("\nmatmul against the VMEM capacity bound (%lld tiles; formula in bench/npu_cycles/README.md):\n",
         (long long)vmem_tiles());
  for (int i = 0; i < n; i++)
    if (cap[i] > rows[i].dma_lb)
      printf("%-28s %12lld cycles  capacity bound %12lld  /capacity %6.3f\n", rows[i].name,
             (long long)rows[i].cycles, (long long)cap[i], (double)rows[i].cycles / (double)cap[i]);
  if (json_path) {
    FILE *f = fopen(json_path, "w");
    if (f) {
      fprintf(f, "[\n");
      for (int i = 0; i < n; i++)
        fprintf(f, "  {\"case\": \"%s\", \"cycles\": %lld, \"estimate\": %lld, \"dma_bound\": %lld, "
                   "\"mxu_bound\": %lld, \"ratio\": %.4f, \"vpu_busy\": %lld}%s\n",
                rows[i].name, (long long)rows[i].cycles, (long long)rows[i].estimate,
                (long long)rows[i].dma_lb, (long long)rows[i].mxu_lb, rows[i].ratio,
                (long long)rows[i].vpu_busy, i + 1 < n ? "," : "");
      fprintf(f, "]\n");
      fclose(f);
    }
  }
  if (check && bad) {
    fprintf(stderr, "npu_cycles: %d matmul(s) >= 512^3 above 1.3 x the lower bound\n", bad);
    return 1;
  }
  return 0;
}
