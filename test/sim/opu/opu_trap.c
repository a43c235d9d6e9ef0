/* opu_trap.c: the SIGILL handler that lets riscv64 code run Saturn OPU instructions
 * under qemu-riscv64, executing each trapped word with opu_exec on a software m0-m3. */
#define _GNU_SOURCE
#include "opu_trap.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#if !defined(__riscv) || __riscv_xlen != 64
#error "opu_trap.c is for riscv64 Linux (qemu-riscv64); opu_isa.c is the portable part"
#endif

enum {
  MAX_VLENB = 128, /* qemu accepts vlen up to 1024 */
  /* Linux >= 6.5 puts a record with this magic after the FP state; glibc 2.36's
   * headers predate it, so the layout is spelled out here. */
  RISCV_V_MAGIC = 0x53465457,
};

/* struct __riscv_v_ext_state of the kernel's uapi <asm/ptrace.h>. */
typedef struct {
  unsigned long vstart, vl, vtype, vcsr, vlenb;
  void *datap;
} FrameVectorState;

static OpuState trap_state;
static unsigned trap_flags;
static uint64_t traps_handled;
static OpuTrapVectorAccess trap_access = OPU_TRAP_LIVE_REGISTERS;
static uint8_t live_vregs[32 * MAX_VLENB] __attribute__((aligned(16)));

OpuState *opu_trap_state(void) { return &trap_state; }
OpuTrapVectorAccess opu_trap_vector_access(void) { return trap_access; }
uint64_t opu_trap_count(void) { return traps_handled; }
void opu_trap_poison(void) { opu_state_fill(&trap_state, (int32_t)OPU_TRAP_POISON); }

void opu_trap_reset_counts(void) {
  memset(&trap_state.counts, 0, sizeof trap_state.counts);
  traps_handled = 0;
}

/* Whole-register moves ignore vl and vtype, so the handler can save and
 * restore any register without disturbing the interrupted code's settings.
 * GCC 12 cannot name vector registers as clobbers, which is harmless: it never
 * allocates them, and glibc 2.36 has no RVV code. */
#define FOR_EACH_VREG(X) \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) \
  X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29) \
  X(30) X(31)
#define STORE_VREG(n) \
  case n: __asm__ volatile("vs1r.v v" #n ", (%0)" : : "r"(p) : "memory"); break;
#define LOAD_VREG(n) \
  case n: __asm__ volatile("vl1r.v v" #n ", (%0)" : : "r"(p) : "memory"); break;

static void vreg_save(unsigned reg, uint8_t *p) {
  switch (reg) { FOR_EACH_VREG(STORE_VREG) }
}

static void vreg_restore(unsigned reg, const uint8_t *p) {
  switch (reg) { FOR_EACH_VREG(LOAD_VREG) }
}

static uint64_t csr_vl(void) {
  uint64_t v;
  __asm__ volatile("csrr %0, vl" : "=r"(v));
  return v;
}

static uint64_t csr_vtype(void) {
  uint64_t v;
  __asm__ volatile("csrr %0, vtype" : "=r"(v));
  return v;
}

static uint64_t csr_vlenb(void) {
  uint64_t v;
  __asm__ volatile("csrr %0, vlenb" : "=r"(v));
  return v;
}

/* The V record a kernel-style signal frame carries, or NULL (qemu 7.2). */
static FrameVectorState *frame_vector_state(ucontext_t *uc) {
  const uint32_t *reserved = uc->uc_mcontext.__fpregs.__q.__glibc_reserved;
  if (reserved[0] != 0 || reserved[1] != RISCV_V_MAGIC ||
      reserved[2] < 8 + sizeof(FrameVectorState))
    return NULL;
  return (FrameVectorState *)((char *)&uc->uc_mcontext.__fpregs +
                              sizeof uc->uc_mcontext.__fpregs);
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
    snprintf(line, sizeof line, "opu_trap: at pc 0x%llx: %s\n", (unsigned long long)pc, why);
  else
    snprintf(line, sizeof line, "opu_trap: %s\n", why);
  say(line);
  _exit(OPU_TRAP_EXIT_CODE);
}

static uint32_t fetch_word(uint64_t pc) {
  /* With the C extension a 32-bit instruction may sit at a 2-byte boundary. */
  uint16_t lo, hi;
  memcpy(&lo, (const void *)pc, sizeof lo);
  if ((lo & 3) != 3) return lo;
  memcpy(&hi, (const void *)(pc + 2), sizeof hi);
  return lo | (uint32_t)hi << 16;
}

static void on_sigill(int sig, siginfo_t *info, void *context) {
  (void)sig;
  (void)info;
  ucontext_t *uc = context;
  uint64_t pc = uc->uc_mcontext.__gregs[0];
  uint32_t word = fetch_word(pc);
  uint64_t x[32];
  x[0] = 0; /* __gregs[0] holds the pc, not x0 */
  for (int i = 1; i < 32; i++) x[i] = uc->uc_mcontext.__gregs[i];

  OpuInsn insn;
  OpuVregs v = {0};
  FrameVectorState *frame = frame_vector_state(uc);
  bool is_opu = (word & 3) == 3 && opu_decode(word, &insn, NULL, 0) != OPU_DECODE_NOT_OPU;
  if (frame) {
    trap_access = OPU_TRAP_SIGNAL_FRAME;
    v.bytes = frame->datap;
    v.vlenb = (unsigned)frame->vlenb;
    v.vl = frame->vl;
    v.vtype = frame->vtype;
  } else if (is_opu) {
    /* Only touch V state for OPU words: a stray vector instruction in a run
     * without V must reach the diagnostic below, not trap again in here. */
    trap_access = OPU_TRAP_LIVE_REGISTERS;
    v.vlenb = (unsigned)csr_vlenb();
    if (v.vlenb > MAX_VLENB) die(pc, "VLEN above 1024 is not supported");
    v.bytes = live_vregs;
    v.vl = csr_vl();
    v.vtype = csr_vtype();
    for (unsigned r = 0; r < 32; r++) vreg_save(r, live_vregs + r * v.vlenb);
  }

  char err[320];
  OpuExecStatus status = opu_exec(&trap_state, word, x, &v, trap_flags, err, sizeof err);
  if (status != OPU_EXEC_OK) {
    char why[480], what[8];
    bool vector = status == OPU_EXEC_NOT_OPU && opu_describe_other(word, what, sizeof what);
    snprintf(why, sizeof why, "word 0x%08x: %s%s", word, err,
             vector ? "; is the vector unit enabled (qemu-riscv64 -cpu "
                      "rv64,v=true,vlen=128,vext_spec=v1.0)?"
                    : "");
    die(pc, why);
  }
  if (!frame)
    for (unsigned r = 0; r < 32; r++)
      if (v.written & (1u << r)) vreg_restore(r, live_vregs + r * v.vlenb);
  uc->uc_mcontext.__gregs[0] = pc + 4;
  traps_handled++;
}

/* Moves a pattern v4 -> m0 (OPMVINBCAST) -> v0 (VMV_VR, row 7) and checks both
 * halves, so a qemu or kernel whose signal frame carries V state in a form this
 * handler does not follow fails here, loudly, rather than as a wrong matmul. */
static void self_test(void) {
  int32_t pattern[OPU_TILE], out[OPU_TILE];
  for (int i = 0; i < OPU_TILE; i++) {
    pattern[i] = (int32_t)(0x01020304u * (uint32_t)(i + 1)) ^ (i << 28);
    out[i] = 0;
  }
  uint64_t row = 7;
  __asm__ volatile("vsetivli zero, 16, e32, m4, ta, ma\n\t"
                   "vle32.v v4, (%[pattern])\n\t"
                   ".insn r 87, 6, 89, x0, x0, x4\n\t"   /* OPMVINBCAST m0 <- v4 */
                   "vmv.v.i v0, 0\n\t"
                   ".insn r 87, 6, 93, x0, %[row], x0\n\t" /* VMV_VR v0 <- m0[row] */
                   "vse32.v v0, (%[out])"
                   :
                   : [pattern] "r"(pattern), [out] "r"(out), [row] "r"(row)
                   : "memory");
  char why[200];
  if (memcmp(trap_state.m[0][row], pattern, sizeof pattern) != 0 ||
      memcmp(trap_state.m[0][0], pattern, sizeof pattern) != 0) {
    snprintf(why, sizeof why, "self-test: OPMVINBCAST did not read v4-v7 (%s access)",
             trap_access == OPU_TRAP_SIGNAL_FRAME ? "signal-frame" : "live-register");
    die(0, why);
  }
  if (memcmp(out, pattern, sizeof pattern) != 0) {
    snprintf(why, sizeof why,
             "self-test: VMV_VR's write to v0 did not survive sigreturn (%s access); this "
             "qemu or kernel restores vector state from a frame the handler did not find",
             trap_access == OPU_TRAP_SIGNAL_FRAME ? "signal-frame" : "live-register");
    die(0, why);
  }
}

void opu_trap_install(unsigned flags) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigill;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGILL, &sa, NULL) != 0) die(0, "sigaction(SIGILL) failed");
  /* The self-test follows npucc's conventions, so it passes in strict mode. */
  trap_flags = flags;
  self_test();
  opu_trap_poison();
  opu_trap_reset_counts();
}
