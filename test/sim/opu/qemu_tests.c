/* qemu_tests.c: riscv64 tests run under qemu-riscv64: hand-written OPU kernels on
 * the SIGILL emulator, and the C ukernels called through hand-written LP64D code. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "iree_uk.h"
#include "opu_harness.h"
#include "opu_trap.h"

/* qemu_kernels.S */
void opu_test_tile16(const int8_t *lhs, const int8_t *rhs, int64_t k1, int32_t *out,
                     int64_t accumulate);
void opu_test_tile16_swapped(const int8_t *lhs, const int8_t *rhs, int64_t k1, int32_t *out,
                             int64_t accumulate);
#define MMT4D_PARAMS                                                                      \
  const void *, int64_t, int64_t, const void *, int64_t, int64_t, void *, int64_t, int64_t, \
      int64_t, int64_t, int64_t, int32_t, int32_t, int32_t, uint32_t, const uint64_t *
int opu_test_mmt4d(MMT4D_PARAMS);
int opu_test_mmt4d_swapped(MMT4D_PARAMS);
void opu_test_recipe_50x20x24(const int8_t *A, const int8_t *B, int8_t *Ap, int8_t *Bp,
                              int32_t *Cp, int32_t *C, uint64_t mmt4d_flags,
                              const uint64_t *cpu_data);
void opu_test_recipe_50x20x24_opu(const int8_t *A, const int8_t *B, int8_t *Ap, int8_t *Bp,
                                  int32_t *Cp, int32_t *C, uint64_t mmt4d_flags,
                                  const uint64_t *cpu_data);
void opu_test_call_abi(void (*fn)(void), const int64_t args[17]);

static int failures;

#define CHECK(cond, ...)                                        \
  do {                                                          \
    if (!(cond)) {                                              \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                             \
      fputc('\n', stderr);                                      \
      failures++;                                               \
    }                                                           \
  } while (0)

static const uint64_t *cpu = opu_test_cpu_data;

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* The OPU kernel behind the mmt4d ABI, failing the run on unsupported tiles. */
static void opu_mmt4d(const void *lhs, int64_t lhs_offset, int64_t lhs_stride0, const void *rhs,
                      int64_t rhs_offset, int64_t rhs_stride0, void *out, int64_t out_offset,
                      int64_t out_stride0, int64_t M1, int64_t N1, int64_t K1, int32_t M0,
                      int32_t N0, int32_t K0, uint32_t flags, const uint64_t *cpu_data) {
  int status = opu_test_mmt4d(lhs, lhs_offset, lhs_stride0, rhs, rhs_offset, rhs_stride0, out,
                              out_offset, out_stride0, M1, N1, K1, M0, N0, K0, flags, cpu_data);
  if (status != 0) {
    fprintf(stderr, "opu_test_mmt4d rejected M0=%d N0=%d K0=%d flags 0x%x\n", M0, N0, K0, flags);
    exit(1);
  }
}

/* Reference for one packed 16x16 tile: out[i][j] (+)= sum_k lhs[k][i] * rhs[k][j]. */
static void ref_tile16(const int8_t *lhs, const int8_t *rhs, int64_t k1, int32_t *out,
                       bool accumulate) {
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      uint32_t sum = accumulate ? (uint32_t)out[i * 16 + j] : 0;
      for (int64_t k = 0; k < k1; k++) sum += (uint32_t)(lhs[k * 16 + i] * rhs[k * 16 + j]);
      out[i * 16 + j] = (int32_t)sum;
    }
}

static void case_selftest(void) {
  OpuTrapVectorAccess access = opu_trap_vector_access();
  printf("  vector state reached through %s\n",
         access == OPU_TRAP_LIVE_REGISTERS ? "live registers (no V record in the signal frame)"
                                           : "the signal frame's RISCV_V_MAGIC record");
  uint64_t vlenb;
  __asm__ volatile("csrr %0, vlenb" : "=r"(vlenb));
  printf("  VLEN %" PRIu64 "\n", vlenb * 8);
  /* Install poisons m0-m3, so an uninitialised read is visible. */
  CHECK(opu_trap_state()->m[2][5][9] == (int32_t)OPU_TRAP_POISON, "m2 not poisoned");
  CHECK(opu_trap_count() == 0, "counters not reset after the self-test");
}

static void case_tile16(void) {
  enum { K1 = 37 };
  int8_t lhs[K1 * 16], rhs[K1 * 16];
  int32_t out[256], want[256];
  opu_fill_i8(lhs, sizeof lhs, 1);
  opu_fill_i8(rhs, sizeof rhs, 2);
  for (int acc = 0; acc < 2; acc++) {
    opu_fill_i32(out, 256, 3 + acc);
    memcpy(want, out, sizeof out);
    ref_tile16(lhs, rhs, K1, want, acc);
    opu_trap_reset_counts();
    opu_test_tile16(lhs, rhs, K1, out, acc);
    CHECK(opu_compare_i32(acc ? "tile16 accumulate" : "tile16", out, 16, want, 16, 16, 16) == 0,
          "tile16 acc=%d", acc);
    const OpuCounts *n = &opu_trap_state()->counts;
    CHECK(n->vopacc == K1, "%" PRIu64 " VOPACCs", n->vopacc);
    CHECK(n->opmvinbcast == (acc ? 0u : 1u), "%" PRIu64 " OPMVINBCASTs", n->opmvinbcast);
    CHECK(n->vmv_rv == (acc ? 16u : 0u), "%" PRIu64 " VMV_RVs", n->vmv_rv);
    CHECK(n->vmv_vr == 16, "%" PRIu64 " VMV_VRs", n->vmv_vr);
  }
}

/* 2^17 + 3 products of (-128)^2 = 2^14 each: the int32 accumulators wrap. */
static void case_tile16_wrap(void) {
  enum { K1 = (1 << 17) + 3 };
  int8_t *lhs = opu_alloc(K1 * 16), *rhs = opu_alloc(K1 * 16);
  memset(lhs, 0x80, K1 * 16);
  memset(rhs, 0x80, K1 * 16);
  int32_t out[256];
  opu_test_tile16(lhs, rhs, K1, out, 0);
  for (int e = 0; e < 256; e++)
    CHECK(out[e] == (int32_t)(0x80000000u + 3u * 16384u), "element %d = %" PRId32, e, out[e]);
  free(lhs);
  free(rhs);
}

/* spec §4.5: A column = 1..16, B row = all ones. With rs1 = LHS every output
 * row is constant and the columns are not; the swapped encoding is the reverse. */
static void case_orientation(void) {
  enum { K1 = 3 };
  int8_t lhs[K1 * 16], rhs[K1 * 16];
  int32_t good[256], swapped[256];
  for (int k = 0; k < K1; k++)
    for (int i = 0; i < 16; i++) {
      lhs[k * 16 + i] = (int8_t)(i + 1);
      rhs[k * 16 + i] = 1;
    }
  opu_test_tile16(lhs, rhs, K1, good, 0);
  opu_test_tile16_swapped(lhs, rhs, K1, swapped, 0);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      CHECK(good[i * 16 + j] == K1 * (i + 1), "good[%d][%d] = %" PRId32, i, j, good[i * 16 + j]);
      CHECK(swapped[i * 16 + j] == K1 * (j + 1), "swapped[%d][%d] = %" PRId32, i, j,
            swapped[i * 16 + j]);
    }
}

/* On asymmetric random data the swapped operand order yields exactly the
 * transposed block, which is a wrong answer. */
static void case_swapped_tile16(void) {
  enum { K1 = 21 };
  int8_t lhs[K1 * 16], rhs[K1 * 16];
  int32_t good[256], swapped[256];
  opu_fill_i8(lhs, sizeof lhs, 10);
  opu_fill_i8(rhs, sizeof rhs, 11);
  opu_test_tile16(lhs, rhs, K1, good, 0);
  opu_test_tile16_swapped(lhs, rhs, K1, swapped, 0);
  int differ = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      CHECK(swapped[i * 16 + j] == good[j * 16 + i], "swapped[%d][%d] is not the transpose", i, j);
      differ += swapped[i * 16 + j] != good[i * 16 + j];
    }
  CHECK(differ > 200, "only %d of 256 elements differ", differ);
}

typedef struct {
  int64_t M, N, K;
  int32_t M0;
  bool nt, acc;
} Shape;

static void case_mmt4d_opu(void) {
  static const Shape shapes[] = {
      {50, 20, 24, 16, false, false}, {70, 45, 131, 16, false, false},
      {33, 17, 5, 16, false, true},   {17, 33, 3, 16, true, false},
      {16, 16, 16, 16, false, false}, {1, 37, 29, 1, false, false},
      {2, 37, 29, 2, false, true},    {3, 40, 33, 4, true, false},
      {7, 50, 21, 8, false, true},    {5, 9, 64, 8, false, false},
  };
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    const Shape *p = &shapes[s];
    int8_t *a = opu_alloc((size_t)(p->M * p->K)), *b = opu_alloc((size_t)(p->K * p->N));
    int32_t *c = opu_alloc((size_t)(p->M * p->N) * 4), *want = opu_alloc((size_t)(p->M * p->N) * 4);
    opu_fill_i8(a, (size_t)(p->M * p->K), 100 + s);
    opu_fill_i8(b, (size_t)(p->K * p->N), 200 + s);
    if (p->acc) opu_fill_i32(c, (size_t)(p->M * p->N), 300 + s);
    memcpy(want, c, (size_t)(p->M * p->N) * 4);
    /* b is K x N; the NT case reads the same bytes as an N x K matrix. */
    if (p->nt) {
      int8_t *bkn = opu_alloc((size_t)(p->K * p->N));
      for (int64_t k = 0; k < p->K; k++)
        for (int64_t n = 0; n < p->N; n++) bkn[k * p->N + n] = b[n * p->K + k];
      opu_ref_matmul_s8s8s32(p->M, p->N, p->K, a, p->K, bkn, p->N, want, p->N, p->acc);
      free(bkn);
    } else {
      opu_ref_matmul_s8s8s32(p->M, p->N, p->K, a, p->K, b, p->N, want, p->N, p->acc);
    }
    opu_trap_reset_counts();
    opu_recipe_matmul(p->M, p->N, p->K, p->M0, 16, 1, a, b, p->nt, c, p->acc, opu_mmt4d);
    char what[80];
    snprintf(what, sizeof what, "OPU mmt4d %" PRId64 "x%" PRId64 "x%" PRId64 " M0=%d%s%s", p->M,
             p->N, p->K, p->M0, p->nt ? " NT" : "", p->acc ? " acc" : "");
    CHECK(opu_compare_i32(what, c, p->N, want, p->N, p->M, p->N) == 0, "%s", what);
    uint64_t expected = (uint64_t)(ceil_div(p->M, p->M0) * ceil_div(p->N, 16) * p->K);
    CHECK(opu_trap_state()->counts.vopacc == expected, "%s: %" PRIu64 " VOPACCs, want %" PRIu64,
          what, opu_trap_state()->counts.vopacc, expected);
    free(a);
    free(b);
    free(c);
    free(want);
  }
}

/* The OPU kernel and the C double on the same packed operands, with offsets
 * and a panel stride wider than dense: bit-identical, gaps untouched. */
static void case_mmt4d_vs_c(void) {
  enum { M1 = 3, N1 = 5, K1 = 9, LOFF = 5, ROFF = 9, OOFF = 3 };
  static const int32_t m0s[] = {16, 8, 4, 2, 1};
  for (size_t t = 0; t < sizeof m0s / sizeof m0s[0]; t++) {
    int32_t M0 = m0s[t];
    int64_t lstr = K1 * M0 + 3, rstr = K1 * 16 + 7, ostr = N1 * M0 * 16 + 11;
    size_t nl = (size_t)(LOFF + M1 * lstr), nr = (size_t)(ROFF + N1 * rstr);
    size_t no = (size_t)(OOFF + M1 * ostr);
    int8_t *lhs = opu_alloc(nl), *rhs = opu_alloc(nr);
    int32_t *c_out = opu_alloc(no * 4), *opu_out = opu_alloc(no * 4);
    opu_fill_i8(lhs, nl, 400 + t);
    opu_fill_i8(rhs, nr, 500 + t);
    for (uint32_t acc = 0; acc <= 0x100; acc += 0x100) {
      opu_fill_i32(c_out, no, 600 + t);
      memcpy(opu_out, c_out, no * 4);
      iree_uk_mmt4d(lhs, LOFF, lstr, rhs, ROFF, rstr, c_out, OOFF, ostr, M1, N1, K1, M0, 16, 1,
                    0x202 | acc, cpu);
      opu_mmt4d(lhs, LOFF, lstr, rhs, ROFF, rstr, opu_out, OOFF, ostr, M1, N1, K1, M0, 16, 1,
                0x202 | acc, cpu);
      char what[64];
      snprintf(what, sizeof what, "OPU vs C mmt4d M0=%d flags 0x%x", M0, 0x202 | acc);
      CHECK(opu_compare_i32(what, opu_out, 0, c_out, 0, 1, (int64_t)no) == 0, "%s", what);
    }
    free(lhs);
    free(rhs);
    free(c_out);
    free(opu_out);
  }
}

/* With M0 = 16 the swapped kernel's packed output is every tile of the
 * correct one transposed. */
static void case_mmt4d_swapped(void) {
  enum { M1 = 3, N1 = 2, K1 = 23 };
  int8_t *lhs = opu_alloc(M1 * K1 * 16), *rhs = opu_alloc(N1 * K1 * 16);
  int32_t *good = opu_alloc(M1 * N1 * 256 * 4), *bad = opu_alloc(M1 * N1 * 256 * 4);
  opu_fill_i8(lhs, M1 * K1 * 16, 700);
  opu_fill_i8(rhs, N1 * K1 * 16, 701);
  opu_mmt4d(lhs, 0, K1 * 16, rhs, 0, K1 * 16, good, 0, N1 * 256, M1, N1, K1, 16, 16, 1, 0x202, cpu);
  CHECK(opu_test_mmt4d_swapped(lhs, 0, K1 * 16, rhs, 0, K1 * 16, bad, 0, N1 * 256, M1, N1, K1,
                               16, 16, 1, 0x202, cpu) == 0,
        "swapped kernel rejected its parameters");
  int differ = 0;
  for (int tile = 0; tile < M1 * N1; tile++)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 16; j++) {
        int32_t g = good[tile * 256 + j * 16 + i], b = bad[tile * 256 + i * 16 + j];
        CHECK(b == g, "tile %d [%d][%d] is not the transposed block", tile, i, j);
        differ += bad[tile * 256 + i * 16 + j] != good[tile * 256 + i * 16 + j];
      }
  CHECK(differ > M1 * N1 * 200, "only %d elements differ", differ);
  free(lhs);
  free(rhs);
  free(good);
  free(bad);
}

/* spec §2.5 from the hand-written caller, through the C mmt4d and the OPU one. */
static void case_recipe_asm(void) {
  enum { M = 50, N = 20, K = 24 };
  int8_t A[M * K], B[K * N], Ap[1536], Bp[768];
  int32_t Cp[2048], C[M * N], want[M * N];
  opu_fill_i8(A, sizeof A, 800);
  opu_fill_i8(B, sizeof B, 801);
  for (int opu = 0; opu < 2; opu++)
    for (uint64_t flags = 0x202; flags <= 0x302; flags += 0x100) {
      opu_fill_i32(Cp, 2048, 802);
      opu_fill_i32(C, M * N, 803);
      memcpy(want, C, sizeof C);
      opu_ref_matmul_s8s8s32(M, N, K, A, K, B, N, want, N, flags & 0x100);
      opu_trap_reset_counts();
      (opu ? opu_test_recipe_50x20x24_opu : opu_test_recipe_50x20x24)(A, B, Ap, Bp, Cp, C, flags,
                                                                      cpu);
      char what[64];
      snprintf(what, sizeof what, "asm recipe %s flags 0x%" PRIx64, opu ? "OPU" : "C", flags);
      CHECK(opu_compare_i32(what, C, N, want, N, M, N) == 0, "%s", what);
      CHECK(Ap[853] == A[37 * K + 5] && Bp[465] == B[5 * N + 17] && Cp[1361] == C[37 * N + 17],
            "%s: spot checks of spec 2.5", what);
      CHECK(opu_trap_state()->counts.vopacc == (opu ? 4u * 2u * 24u : 0u), "%s: %" PRIu64 " VOPACCs",
            what, opu_trap_state()->counts.vopacc);
    }
}

/* pack, mmt4d, unpack with every argument distinct and non-trivial, called by
 * the hand-written trampoline and by GCC-compiled calls: same bytes. */
static void case_abi_trampoline(void) {
  enum { M = 21, N = 19, K = 13, M0 = 8, N0 = 16, K0 = 1, M1 = 3, N1 = 2, K1 = 13 };
  enum { AOFF = 7, APOFF = 5, BOFF = 3, BPOFF = 9, CPOFF = 4, COFF = 6, LDC = 23 };
  enum { APSTR = K1 * M0 + 10, BPSTR = K1 * N0 + 6, CPSTR = N1 * M0 * N0 + 3 };
  static int8_t a[AOFF + M * K], b[BOFF + K * N];
  static int8_t ap[2][APOFF + M1 * APSTR], bp[2][BPOFF + N1 * BPSTR];
  static int32_t cp[2][CPOFF + M1 * CPSTR], c[2][COFF + M * LDC], want[M * N];
  opu_fill_i8(a, sizeof a, 900);
  opu_fill_i8(b, sizeof b, 901);
  for (int v = 0; v < 2; v++) {
    memset(ap[v], 0x5a, sizeof ap[v]);
    memset(bp[v], 0x5a, sizeof bp[v]);
    memset(cp[v], 0x5a, sizeof cp[v]);
    memset(c[v], 0x5a, sizeof c[v]);
  }
  const int64_t cpu_arg = (int64_t)(uintptr_t)cpu;
  int64_t pack_a[17] = {(int64_t)(uintptr_t)a, AOFF, K, 1, (int64_t)(uintptr_t)ap[0], APOFF,
                        APSTR, M0 * K0, M, K, M1, K1, M0, K0, 0, 0x002, cpu_arg};
  int64_t pack_b[17] = {(int64_t)(uintptr_t)b, BOFF, N, 1, (int64_t)(uintptr_t)bp[0], BPOFF,
                        BPSTR, N0 * K0, K, N, N1, K1, N0, K0, 0, 0x302, cpu_arg};
  int64_t mmt4d[17] = {(int64_t)(uintptr_t)ap[0], APOFF, APSTR, (int64_t)(uintptr_t)bp[0], BPOFF,
                       BPSTR, (int64_t)(uintptr_t)cp[0], CPOFF, CPSTR, M1, N1, K1, M0, N0, K0,
                       0x202, cpu_arg};
  int64_t unpack[17] = {(int64_t)(uintptr_t)cp[0], CPOFF, CPSTR, M0 * N0, (int64_t)(uintptr_t)c[0],
                        COFF, LDC, 1, M1, N1, M0, N0, M, N, 0x003, cpu_arg, 0};
  opu_test_call_abi((void (*)(void))iree_uk_pack, pack_a);
  opu_test_call_abi((void (*)(void))iree_uk_pack, pack_b);
  opu_test_call_abi((void (*)(void))iree_uk_mmt4d, mmt4d);
  opu_test_call_abi((void (*)(void))iree_uk_unpack, unpack);

  iree_uk_pack(a, AOFF, K, 1, ap[1], APOFF, APSTR, M0 * K0, M, K, M1, K1, M0, K0, 0, 0x002, cpu);
  iree_uk_pack(b, BOFF, N, 1, bp[1], BPOFF, BPSTR, N0 * K0, K, N, N1, K1, N0, K0, 0, 0x302, cpu);
  iree_uk_mmt4d(ap[1], APOFF, APSTR, bp[1], BPOFF, BPSTR, cp[1], CPOFF, CPSTR, M1, N1, K1, M0, N0,
                K0, 0x202, cpu);
  iree_uk_unpack(cp[1], CPOFF, CPSTR, M0 * N0, c[1], COFF, LDC, 1, M1, N1, M0, N0, M, N, 0x003,
                 cpu);
  CHECK(memcmp(ap[0], ap[1], sizeof ap[0]) == 0, "packed A differs");
  CHECK(memcmp(bp[0], bp[1], sizeof bp[0]) == 0, "packed B differs");
  CHECK(memcmp(cp[0], cp[1], sizeof cp[0]) == 0, "packed C differs");
  CHECK(memcmp(c[0], c[1], sizeof c[0]) == 0, "C differs");
  opu_ref_matmul_s8s8s32(M, N, K, a + AOFF, K, b + BOFF, N, want, N, false);
  CHECK(opu_compare_i32("trampoline C", c[0] + COFF, LDC, want, N, M, N) == 0, "trampoline result");
  CHECK(c[0][0] == 0x5a5a5a5a && c[0][COFF + 2 * LDC + N] == 0x5a5a5a5a,
        "unpack wrote outside the %dx%d matrix", M, N);
}

/* A child that hits a bad word or ABI call must stop with a clear message. */
static void expect_child_report(const char *name, void (*body)(void), int want_status,
                                const char *want_text) {
  int fds[2];
  if (pipe(fds) != 0) {
    CHECK(0, "%s: pipe failed", name);
    return;
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], STDERR_FILENO);
    close(fds[0]);
    body();
    _exit(0);
  }
  close(fds[1]);
  char text[1024];
  size_t len = 0;
  ssize_t r;
  while (len < sizeof text - 1 && (r = read(fds[0], text + len, sizeof text - 1 - len)) > 0)
    len += (size_t)r;
  text[len] = 0;
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == want_status,
        "%s: child status 0x%x, want exit %d (stderr: %s)", name, status, want_status, text);
  CHECK(strstr(text, want_text) != NULL, "%s: stderr '%s' lacks '%s'", name, text, want_text);
  printf("  %s -> %s", name, text);
}

static void run_custom0(void) { __asm__ volatile(".4byte 0x0000000b"); }
static void run_bad_matrix(void) { __asm__ volatile(".insn r 87, 2, 81, x5, x16, x17"); }
static void run_vopacc_e32(void) {
  __asm__ volatile("vsetivli zero, 16, e32, m4, ta, ma\n\t.insn r 87, 2, 81, x0, x16, x17");
}
static void run_row_out_of_range(void) {
  __asm__ volatile("vsetivli zero, 16, e32, m4, ta, ma\n\t.insn r 87, 6, 93, x0, %0, x1"
                   : : "r"(16L));
}
static void run_no_fallback_flag(void) {
  int8_t x[16] = {0};
  int32_t out[256];
  iree_uk_mmt4d(x, 0, 16, x, 0, 16, out, 0, 256, 1, 1, 1, 16, 16, 1, 0x002, cpu);
}
static void run_null_cpu_data(void) {
  int8_t x[16] = {0}, y[16];
  iree_uk_pack(x, 0, 4, 1, y, 0, 16, 16, 4, 4, 1, 1, 4, 4, 0, 0x002, NULL);
}

static void case_reports(void) {
  expect_child_report("custom-0 word", run_custom0, OPU_TRAP_EXIT_CODE, "custom-0 instruction");
  expect_child_report("VOPACC m5", run_bad_matrix, OPU_TRAP_EXIT_CODE, "matrix operand 5");
  expect_child_report("VOPACC under e32", run_vopacc_e32, OPU_TRAP_EXIT_CODE,
                      "npucc issues VOPACC under e8/m1");
  expect_child_report("VMV_VR row 16", run_row_out_of_range, OPU_TRAP_EXIT_CODE,
                      "is not below 16");
  expect_child_report("mmt4d without 0x200", run_no_fallback_flag, IREE_UK_ASSERT_EXIT_CODE,
                      "lack ALLOW_GENERIC_FALLBACK");
  expect_child_report("pack with NULL cpu_data", run_null_cpu_data, IREE_UK_ASSERT_EXIT_CODE,
                      "cpu_data is NULL");
  int32_t out[4] = {1, 2, 3, 4};
  int8_t x[16] = {0};
  CHECK(opu_test_mmt4d(x, 0, 16, x, 0, 16, out, 0, 32, 1, 1, 1, 2, 8, 1, 0x202, cpu) == -1 &&
            out[0] == 1,
        "the OPU kernel accepted N0 = 8");
}

typedef struct {
  const char *name;
  void (*run)(void);
} Case;

static const Case cases[] = {
    {"selftest", case_selftest},
    {"kernel_tile16", case_tile16},
    {"kernel_tile16_wrap", case_tile16_wrap},
    {"kernel_orientation", case_orientation},
    {"kernel_swapped_tile16", case_swapped_tile16},
    {"kernel_mmt4d_opu", case_mmt4d_opu},
    {"kernel_mmt4d_vs_c", case_mmt4d_vs_c},
    {"kernel_mmt4d_swapped", case_mmt4d_swapped},
    {"abi_recipe_asm", case_recipe_asm},
    {"abi_trampoline", case_abi_trampoline},
    {"reports", case_reports},
};

/* Arguments select cases by name prefix; none runs them all. */
int main(int argc, char **argv) {
  opu_trap_install(OPU_EXEC_STRICT);
  int ran = 0;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    bool selected = argc < 2;
    for (int a = 1; a < argc; a++)
      selected |= strncmp(cases[i].name, argv[a], strlen(argv[a])) == 0;
    if (!selected) continue;
    int before = failures;
    printf("%s\n", cases[i].name);
    cases[i].run();
    printf("%s %s\n", failures == before ? "ok" : "FAIL", cases[i].name);
    ran++;
  }
  printf("%d cases, %d failed checks; %" PRIu64 " trapped instructions since the last reset\n",
         ran, failures, opu_trap_count());
  return failures || ran == 0 ? 1 : 0;
}
