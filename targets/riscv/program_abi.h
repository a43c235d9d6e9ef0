/* program_abi.h: the C view of what every program npucc emits for a RISC-V
 * target (opu, gemmini) defines, for the riscv64 code that calls it (the e2e
 * and bench harnesses, npucc-run's runtime); targets/riscv/code.c writes it. */
#ifndef NPUCC_RISCV_PROGRAM_ABI_H
#define NPUCC_RISCV_PROGRAM_ABI_H

#include <stdint.h>

/* One entry: the function, its name, and its info words: workspace bytes,
 * #inputs, #outputs, then each input's and each output's bytes (docs/opu.md). */
typedef int32_t (*EntryFn)(void *const *inputs, void *const *outputs, void *workspace);
typedef struct EntryDesc {
  EntryFn fn;
  const char *name;
  const uint64_t *info;
} EntryDesc;
typedef struct ProgramDesc {
  uint64_t nentries;
  EntryDesc entries[];
} ProgramDesc;

extern const ProgramDesc npucc_program;
/* The host runtime's last message when an entry returns non-zero. */
extern char npucc_error[256];

#endif
