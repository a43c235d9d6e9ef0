/* npusim.h: executable model of the EE194 NPU as npu_model simulates it: an
 * assembler for its .S text, a cycle-exact timing/hazard model and lints. */
#ifndef NPUSIM_H
#define NPUSIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Machine sizes (npu_model DefaultHardwareConfig) ---- */
enum {
  NPU_VMEM_BYTES = 1 << 20,
  NPU_MREG_BYTES = 1024, /* 32 rows x 32 bytes */
  NPU_NUM_MREGS = 64,
  NPU_NUM_XREGS = 32,
  NPU_NUM_EREGS = 32,
};
#define NPU_DRAM_BYTES ((uint64_t)1 << 30)

/* ---- Assembler ---- */

typedef struct NpuProgram NpuProgram;

typedef struct NpuAsmError {
  int line;  /* 1-based source line */
  char *msg; /* owned */
} NpuAsmError;

typedef struct NpuAsmErrors {
  NpuAsmError *v;
  int n, cap;
} NpuAsmErrors;

/* Assemble npu_model .S text. Returns NULL and fills `errs` (if given) when
 * the converter would reject the text; every bad line reports all of its
 * errors. The caller frees `errs` with npu_asm_errors_free. */
NpuProgram *npu_asm_parse(const char *text, NpuAsmErrors *errs);
void npu_program_free(NpuProgram *p);
void npu_asm_errors_free(NpuAsmErrors *errs);
/* Instructions after pseudo expansion (li may become two). */
int npu_program_len(const NpuProgram *p);
/* Source line of instruction `idx` (0 when out of range). */
int npu_program_line(const NpuProgram *p, int idx);
/* Disassemble instruction `idx` into `buf` (canonical lower-case form). */
void npu_program_insn_text(const NpuProgram *p, int idx, char *buf, size_t n);

/* Emitter style (what npucc's output must satisfy): the text assembles;
 * mnemonics and register names are lower case; registers are written xN/mN/
 * eN/wN/accN without leading zeros (no ABI names); immediates are plain
 * decimal or 0x hex (no 0b/0o/_/+, no leading zeros) inside the safe ranges
 * of spec/npu.md §3: addi/andi/ori/xori/slti/jalr -2048..2047, shamt 0..31,
 * lui 0..0x7FFFF, load/store offsets 0..2047, vload/vstore 0..4095, seli
 * 0..255, delay 0..4095, li within 32 bits; base+offset exactly imm(xN);
 * labels on their own lines with plain names; branch/jal targets are
 * labels; only the instruction subset of §3 (no sra, sltiu, auipc, fence,
 * CSR ops). Appends one error per violation to `out` and returns how many
 * there were. */
int npu_asm_check_style(const char *text, NpuAsmErrors *out);

/* ---- Lints (warnings; the run still completes) ---- */

typedef enum NpuLintKind {
  NPU_LINT_XREG_INFLIGHT,   /* x register of an in-flight DMA/LSU op rewritten */
  NPU_LINT_UNALIGNED,       /* DMA/vload/vstore address or DMA size not 32-byte aligned */
  NPU_LINT_ECALL_INFLIGHT,  /* ecall/ebreak while units or DMA still busy */
  NPU_LINT_EREG_QUIRK,      /* seli/seld write skipped because x[same index] == value */
  NPU_LINT_UNINIT_READ,     /* register, VMEM or DRAM bytes read before any write */
  NPU_LINT_UNSAFE_IMM,      /* immediate outside the range where assembler and model agree */
  NPU_LINT_NOT_DRAINED,     /* run ended with DMA channels never waited on or work abandoned */
  NPU_LINT_CONTROL_AT_END,  /* branch/jump whose delay slots run past the last instruction */
  NPU_LINT_DUPLICATE_LABEL, /* a label defined twice (the last definition wins) */
  NPU_LINT_LOAD_USE,        /* x register read while a scalar load to it is in flight (old value) */
  NPU_LINT_KIND_COUNT
} NpuLintKind;

typedef struct NpuLint {
  NpuLintKind kind;
  int line;      /* source line, 0 if none */
  int64_t cycle; /* 1-based cycle, 0 for static lints */
  char *msg;     /* owned */
} NpuLint;

typedef struct NpuLints {
  NpuLint *v;
  int n, cap;
  int suppressed; /* lints dropped after the cap */
} NpuLints;

const char *npu_lint_kind_name(NpuLintKind k);
/* Lints visible without running: unsafe immediates, control flow at the end,
 * duplicate labels. Appended to `out`. */
void npu_program_lint(const NpuProgram *p, NpuLints *out);
void npu_lints_free(NpuLints *l);

/* ---- Simulator ---- */

typedef struct NpuSim NpuSim;

typedef struct NpuSimConfig {
  bool random_init; /* fill registers, VMEM and unwritten DRAM with random bytes */
  uint64_t seed;    /* for random_init */
  int imem;         /* instruction memory in instructions: a longer program is
                     * refused, as the chip cannot load it; 0 = no limit (npu_model) */
} NpuSimConfig;

/* NULL config = all state zero, as npu_model starts. */
NpuSim *npu_sim_new(const NpuSimConfig *cfg);
void npu_sim_free(NpuSim *s);

/* Host access to memories and registers. Memory accessors return false when
 * the range leaves the memory. DRAM is sparse: only touched pages use RAM. */
bool npu_sim_write_dram(NpuSim *s, uint64_t addr, const void *src, size_t n);
bool npu_sim_read_dram(const NpuSim *s, uint64_t addr, void *dst, size_t n);
bool npu_sim_write_vmem(NpuSim *s, uint64_t addr, const void *src, size_t n);
bool npu_sim_read_vmem(const NpuSim *s, uint64_t addr, void *dst, size_t n);
int64_t npu_sim_xreg(const NpuSim *s, int i);
void npu_sim_set_xreg(NpuSim *s, int i, int64_t v);
uint8_t npu_sim_ereg(const NpuSim *s, int i);
const uint8_t *npu_sim_mreg(const NpuSim *s, int i); /* 1024 bytes */
/* Accumulator `k` of MXU `mxu` as 32x32 bf16 bit patterns, row-major. */
const uint16_t *npu_sim_acc(const NpuSim *s, int mxu, int k);

typedef enum NpuStatus {
  NPU_DONE,      /* ran to completion (fell off the end, or ecall/ebreak) */
  NPU_ERROR,     /* the simulator raised an error; see error_* */
  NPU_MAX_CYCLES /* stopped at the cycle cap, as npu_model does silently */
} NpuStatus;

enum { NPU_UNIT_SCALAR, NPU_UNIT_MXU0, NPU_UNIT_MXU1, NPU_UNIT_VPU, NPU_UNIT_DMA,
       NPU_UNIT_LSU, NPU_UNIT_COUNT };

typedef struct NpuRunResult {
  NpuStatus status;
  int64_t cycles;          /* Simulation.cycle_count; for errors the 1-based error cycle */
  bool halted;             /* ended by ecall/ebreak */
  char error_type[32];     /* Python exception class: RuntimeError, BankConflictError, ... */
  char *error_msg;         /* owned, NULL when no error */
  int error_line;          /* source line of the instruction involved, 0 if none */
  int64_t instructions;    /* instructions issued by decode */
  int64_t unit_busy[NPU_UNIT_COUNT]; /* cycles each unit had work in flight */
  int64_t dma_bytes;       /* bytes DMA loads and stores moved between DRAM and VMEM */
  NpuLints lints;
} NpuRunResult;

/* Run `p` from pc 0 on the current state (registers and memories persist
 * between runs; the pipeline starts empty). max_cycles <= 0 means no cap.
 * Returns true when the run finished without error. */
bool npu_sim_run(NpuSim *s, const NpuProgram *p, int64_t max_cycles, NpuRunResult *res);
void npu_run_result_free(NpuRunResult *res);

/* DMA transfer latency in cycles for `bytes` (spec/npu.md §3). */
int64_t npu_dma_cycles(int64_t bytes);

#endif
