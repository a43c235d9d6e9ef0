/* gemmini_trap.c: the SIGILL handler that lets riscv64 code issue Gemmini RoCC
 * commands under qemu-riscv64, executing each trapped word on gemmini_model. */
#define _GNU_SOURCE
#include "gemmini_trap.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#if !defined(__riscv) || __riscv_xlen != 64
#error "gemmini_trap.c is for riscv64 Linux (qemu-riscv64); gemmini_model.c is the portable part"
#endif

enum { OPCODE_CUSTOM3 = 0x7b };

static GemminiModel *model;
static bool flushed;
static uint64_t before_flush;

GemminiModel *gemmini_trap_model(void) { return model; }
uint64_t gemmini_trap_commands_before_flush(void) { return before_flush; }

void gemmini_trap_reset_counts(void) {
  memset(&model->counts, 0, sizeof model->counts);
  flushed = false;
  before_flush = 0;
}

static void say(const char *text) {
  size_t n = strlen(text);
  while (n > 0) {
    ssize_t w = write(STDERR_FILENO, text, n);
    if (w <= 0) return;
    text += w;
    n -= (size_t)w;
  }
}

static void die(uint64_t pc, const char *why) {
  char line[512];
  fflush(stdout);
  if (pc)
    snprintf(line, sizeof line, "gemmini_trap: at pc 0x%llx: %s\n", (unsigned long long)pc, why);
  else
    snprintf(line, sizeof line, "gemmini_trap: %s\n", why);
  say(line);
  _exit(GEMMINI_TRAP_EXIT_CODE);
}

static void on_sigill(int sig, siginfo_t *info, void *context) {
  (void)sig;
  (void)info;
  ucontext_t *uc = context;
  uint64_t pc = uc->uc_mcontext.__gregs[0];
  uint16_t lo, hi;
  memcpy(&lo, (const void *)pc, sizeof lo); /* with C, a 32-bit word may be 2-aligned */
  memcpy(&hi, (const void *)(pc + 2), sizeof hi);
  uint32_t word = lo | (uint32_t)hi << 16;
  unsigned funct3 = (word >> 12) & 7, rd = (word >> 7) & 31;
  unsigned rs1 = (word >> 15) & 31, rs2 = (word >> 20) & 31, funct = word >> 25;
  char why[400];
  if ((lo & 3) != 3 || (word & 0x7f) != OPCODE_CUSTOM3) {
    snprintf(why, sizeof why, "word 0x%08x is an illegal instruction, not a Gemmini command", word);
    die(pc, why);
  }
  /* __gregs[0] is the pc, not x0. */
  uint64_t x1 = rs1 ? uc->uc_mcontext.__gregs[rs1] : 0, x2 = rs2 ? uc->uc_mcontext.__gregs[rs2] : 0;
  bool counter = funct == GEMMINI_COUNTER && funct3 == 7;
  if (!counter && (funct3 != 3 || rd != 0)) {
    snprintf(why, sizeof why, "word 0x%08x: Gemmini commands use funct3 3 (xs1, xs2) and rd x0", word);
    die(pc, why);
  }
  if (!flushed && funct == GEMMINI_FLUSH) flushed = true;
  if (!flushed) before_flush++;
  char err[320];
  if (gemmini_exec_flat(model, funct, x1, x2, err, sizeof err)) {
    snprintf(why, sizeof why, "word 0x%08x (funct %u): %s", word, funct, err);
    die(pc, why);
  }
  if (counter && rd) uc->uc_mcontext.__gregs[rd] = 0;
  uc->uc_mcontext.__gregs[0] = pc + 4;
}

/* One 16x16 WS product issued through real .insn words, so a qemu or kernel
 * whose signal frames this handler misreads fails loudly here. */
static void self_test(void) {
  static int8_t a[16][16], b[16][16];
  static int32_t c[16][16];
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) a[i][j] = (int8_t)(3 * i - j), b[i][j] = (int8_t)(i + 5 * j - 40);
  uint64_t one = UINT64_C(0x3F800000) << 32;
  uint64_t ex1 = one | 1u << 16 | 1u << 2, ex2 = UINT64_C(1) << 48;
  uint64_t st1 = 2, st2 = one | 64, ld1 = one | 16u << 16 | 1, ld2 = 16;
  uint64_t la = gemmini_local(0, 16, 16), lb = gemmini_local(16, 16, 16);
  uint64_t lc = gemmini_local(5u << 29, 16, 16), lacc = gemmini_local(1u << 31, 16, 16);
  uint64_t garbage = gemmini_local(GEMMINI_GARBAGE_ADDR, 16, 16);
  __asm__ volatile(".insn r CUSTOM_3, 3, 7, x0, x0, x0\n\t"
                   ".insn r CUSTOM_3, 3, 0, x0, %[ex1], %[ex2]\n\t"
                   ".insn r CUSTOM_3, 3, 0, x0, %[st1], %[st2]\n\t"
                   ".insn r CUSTOM_3, 3, 0, x0, %[ld1], %[ld2]\n\t"
                   ".insn r CUSTOM_3, 3, 2, x0, %[pa], %[la]\n\t"
                   ".insn r CUSTOM_3, 3, 2, x0, %[pb], %[lb]\n\t"
                   ".insn r CUSTOM_3, 3, 6, x0, %[lb], %[lacc]\n\t"
                   ".insn r CUSTOM_3, 3, 4, x0, %[la], %[garbage]\n\t"
                   ".insn r CUSTOM_3, 3, 3, x0, %[pc], %[lc]\n\t"
                   "fence"
                   :
                   : [ex1] "r"(ex1), [ex2] "r"(ex2), [st1] "r"(st1), [st2] "r"(st2),
                     [ld1] "r"(ld1), [ld2] "r"(ld2), [pa] "r"(a), [pb] "r"(b), [pc] "r"(c),
                     [la] "r"(la), [lb] "r"(lb), [lc] "r"(lc), [lacc] "r"(lacc),
                     [garbage] "r"(garbage)
                   : "memory");
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      int32_t want = 0;
      for (int k = 0; k < 16; k++) want += a[i][k] * b[k][j];
      if (c[i][j] != want) {
        char why[160];
        snprintf(why, sizeof why, "self-test: C[%d][%d] = %d, the integer product is %d", i, j,
                 c[i][j], want);
        die(0, why);
      }
    }
}

void gemmini_trap_install(void) {
  if (!model && !(model = malloc(sizeof *model))) die(0, "out of memory for the model");
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigill;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGILL, &sa, NULL) != 0) die(0, "sigaction(SIGILL) failed");
  gemmini_reset(model);
  self_test();
  gemmini_reset(model); /* the program under test starts from reset */
  gemmini_trap_reset_counts();
}
