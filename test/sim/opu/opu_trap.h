/* opu_trap.h: a SIGILL handler for riscv64 Linux (qemu-riscv64) that emulates the
 * Saturn OPU custom instructions on a software m0-m3; see README.md. */
#ifndef NPUCC_TEST_SIM_OPU_OPU_TRAP_H
#define NPUCC_TEST_SIM_OPU_OPU_TRAP_H

#include "opu_isa.h"

enum {
  /* Exit status of a run the handler stops: an unknown or rejected word, or a
   * failed start-up self-test. */
  OPU_TRAP_EXIT_CODE = 4,
  /* Value m0-m3 hold after install and opu_trap_poison(): a kernel that forgets
   * OPMVINBCAST / VMV_RV reads garbage, not a lucky zero. */
  OPU_TRAP_POISON = 0x5eadbeef,
};

/* How the handler reaches the vector registers (see README.md). */
typedef enum {
  OPU_TRAP_LIVE_REGISTERS, /* qemu-user <= 7.2: no V state in the signal frame */
  OPU_TRAP_SIGNAL_FRAME,   /* Linux >= 6.5 style RISCV_V_MAGIC record in the frame */
} OpuTrapVectorAccess;

/* Installs the SIGILL handler, poisons m0-m3, zeroes the counters, and runs a
 * self-test (an OPMVINBCAST and a VMV_VR must move a known pattern through a
 * vector register). `flags` are OPU_EXEC_* (OPU_EXEC_STRICT recommended). On any
 * failure it prints why and exits with OPU_TRAP_EXIT_CODE. */
void opu_trap_install(unsigned flags);

/* The emulated state: m0-m3 and per-instruction counts since install/reset. */
OpuState *opu_trap_state(void);
void opu_trap_reset_counts(void);
void opu_trap_poison(void);
OpuTrapVectorAccess opu_trap_vector_access(void);
/* Number of SIGILLs handled (every emulated instruction, since install). */
uint64_t opu_trap_count(void);

#endif
