/* npu_sim_internal.h: the architectural state and the per-run pipeline state
 * shared by npu_sim.c (timing, hazards) and npu_exec.c (instruction effects). */
#ifndef NPU_SIM_INTERNAL_H
#define NPU_SIM_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "npu_isa.h"
#include "npusim.h"

#define NPU_DRAM_PAGE_BITS 16
#define NPU_DRAM_PAGE ((uint64_t)1 << NPU_DRAM_PAGE_BITS)
#define NPU_DRAM_NPAGES (NPU_DRAM_BYTES >> NPU_DRAM_PAGE_BITS)
#define NPU_CHUNK 32 /* granularity of the "never written" tracking */

struct NpuSim {
  int64_t x[NPU_NUM_XREGS];
  uint8_t e[NPU_NUM_EREGS];
  uint8_t m[NPU_NUM_MREGS][NPU_MREG_BYTES];
  uint8_t w[2][2][NPU_MREG_BYTES];  /* [mxu][slot] fp8 32x32, rows = K */
  uint16_t acc[2][2][32 * 32];      /* [mxu][slot] bf16 bits, row-major */
  uint8_t *vmem;
  uint8_t **dram;                   /* NPU_DRAM_NPAGES page pointers */
  uint64_t dma_base;
  bool random_init;
  uint64_t seed;
  int imem; /* NpuSimConfig.imem */
  /* What has ever been written, for the uninitialised-read lint. */
  uint32_t x_written, e_written;
  uint64_t m_written;
  uint8_t w_written[2], acc_written[2]; /* bit per slot */
  uint8_t *vmem_written;                /* bit per 32-byte chunk */
  uint8_t **dram_written;               /* per page, bit per chunk */
};

typedef struct Uop {
  int idx;    /* instruction index */
  int64_t pc; /* byte address it was fetched from */
  int64_t id; /* fetch sequence number */
} Uop;

typedef struct Slot {
  bool valid;
  Uop u;
} Slot;

/* One of the single-slot units (MXU0, MXU1, VPU, LSU). */
typedef struct Exu {
  bool busy;
  Uop u;
  int64_t delay;
  uint64_t mrf;      /* m registers held (bit mask) */
  bool vmem_held;
  int64_t bank_lo, bank_hi; /* held VMEM banks [lo, hi) */
  bool wb_held, acc_held;
} Exu;

typedef struct DmaEntry {
  Uop u;
  int64_t delay;
  bool vmem_held;
  int64_t bank_lo, bank_hi;
} DmaEntry;

typedef struct Run {
  NpuSim *s;
  const NpuProgram *p;
  NpuRunResult *res;
  int64_t cycle; /* completed cycles; the cycle being ticked is cycle + 1 */
  int64_t pc, npc;
  int64_t next_id;
  Slot ifu_out;
  bool idu_has;
  Uop idu_u;
  int64_t dispatch_delay;
  int cf_slots;
  Slot out[NPU_UNIT_COUNT];
  Exu exu[NPU_UNIT_COUNT];
  DmaEntry dq[8];
  int dqn;
  int pending_clear[8];
  int npending;
  bool flags[8];
  bool halted;
  int8_t mrf_owner[NPU_NUM_MREGS]; /* unit holding each m register, -1 free */
  int wb_owner[2], acc_owner[2];
  bool failed;
  /* lint bookkeeping */
  uint32_t x_uninit_reported, e_uninit_reported;
  uint64_t m_uninit_reported;
  uint8_t w_uninit_reported[2], acc_uninit_reported[2];
  uint8_t *mem_uninit_reported; /* per instruction index */
  uint8_t *xreg_lint_reported;  /* per instruction index */
} Run;

/* Addresses and sizes computed from x registers are clamped to +-2^61: far
 * outside every memory (so bounds checks still fail), never overflowing. */
static inline int64_t npu_clamp(int64_t v) {
  const int64_t lim = (int64_t)1 << 61;
  return v > lim ? lim : v < -lim ? -lim : v;
}
static inline int64_t npu_addr(int64_t base, int64_t off) {
  return npu_clamp(npu_clamp(base) + npu_clamp(off));
}

/* npu_sim.c services used by the effects */
bool npu_fail(Run *r, const char *type, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void npu_lint(Run *r, NpuLintKind k, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
int64_t npu_read_x(Run *r, int reg, int line);
bool npu_write_x(Run *r, int reg, int64_t v, int line);
bool npu_vmem_read(Run *r, int64_t addr, int64_t n, uint8_t *dst, int line);
bool npu_vmem_write(Run *r, int64_t addr, int64_t n, const uint8_t *src, int line);
bool npu_dram_check(Run *r, int64_t off, int64_t n, bool write, int line);
bool npu_vmem_check(Run *r, int64_t addr, int64_t n, bool write, int line);
bool npu_dram_read(Run *r, int64_t addr, int64_t n, uint8_t *dst, int line);
bool npu_dram_write(Run *r, int64_t addr, int64_t n, const uint8_t *src, int line);
void npu_note_m_read(Run *r, int reg, int line);
void npu_note_e_read(Run *r, int reg, int line);
void npu_note_w_read(Run *r, int mxu, int slot, int line);
void npu_note_acc_read(Run *r, int mxu, int slot, int line);
void npu_note_mem_read(Run *r, bool dram, int64_t addr, int64_t n, int idx);

/* npu_exec.c: the architectural effect of an instruction, applied when its
 * unit completes it (scalar ops: the cycle after issue). */
bool npu_exec(Run *r, const Uop *u);

#endif
