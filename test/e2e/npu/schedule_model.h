/* schedule_model.h: the npu_model side of test_npu_schedule_random: runs a
 * program text from a seeded random machine state and keeps the final
 * state. Its own translation unit, as the model and npucc's npu target
 * share names (each has its own machine constants). */
#ifndef TEST_SCHEDULE_MODEL_H
#define TEST_SCHEDULE_MODEL_H

#include <stdbool.h>
#include <stdint.h>

enum {
  SLOTS = 4,            /* DMA slots: VMEM tiles with a DRAM twin each */
  SLOT_VMEM = 0x10000,  /* slot k is VMEM [SLOT_VMEM + k KB, +1 KB) */
  SLOT_DRAM = 0x200000, /* and DRAM [SLOT_DRAM + k KB, +1 KB) */
  COMPARE_VMEM = SLOT_VMEM + SLOTS * 1024,
  MODEL_M = 64
};

typedef struct Final {
  bool ok;
  char err[256];
  int64_t cycles;
  uint8_t *vmem, *dram;
  uint8_t m[MODEL_M][1024];
  uint16_t acc[2][2][1024];
  int64_t x[32];
} Final;

void run_program(const char *text, uint64_t seed, Final *f);
void final_free(Final *f);
/* What differs between two final states ("VMEM", ...), or NULL. */
const char *final_diff(const Final *a, const Final *b);

#endif
