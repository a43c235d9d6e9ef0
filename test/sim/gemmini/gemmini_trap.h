/* gemmini_trap.h: a SIGILL handler for riscv64 Linux (qemu-riscv64) that runs
 * Gemmini's RoCC commands (custom-3) on the functional model; see README.md. */
#ifndef NPUCC_TEST_SIM_GEMMINI_TRAP_H
#define NPUCC_TEST_SIM_GEMMINI_TRAP_H

#include "gemmini_model.h"

enum {
  /* Exit status of a run the handler stops: a word that is not a Gemmini
   * command, or a command the model rejects (its message on stderr). */
  GEMMINI_TRAP_EXIT_CODE = 5,
};

/* Installs the handler on a freshly reset model (all configuration unset, so
 * a program that forgets a CONFIG_* fails) and runs a self-test: a 16x16 WS
 * matmul issued as .insn words must give the integer product. On failure it
 * prints why and exits with GEMMINI_TRAP_EXIT_CODE. */
void gemmini_trap_install(void);

/* The emulated accelerator (its counts since install or the last reset). */
GemminiModel *gemmini_trap_model(void);
void gemmini_trap_reset_counts(void);

/* Whether the last command before the CPU read the result was followed by a
 * RISC-V fence is not observable here (commands run synchronously); FLUSH is:
 * the number of Gemmini commands issued before the first FLUSH since reset. */
uint64_t gemmini_trap_commands_before_flush(void);

#endif
