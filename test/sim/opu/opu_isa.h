/* opu_isa.h: the Saturn OPU custom instructions (spec/opu.md §4.2-4.3): decoder,
 * printer, and an executor on a software copy of the matrix registers m0-m3. */
#ifndef NPUCC_TEST_SIM_OPU_OPU_ISA_H
#define NPUCC_TEST_SIM_OPU_OPU_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
  OPU_TILE = 16,       /* a matrix register is OPU_TILE x OPU_TILE int32 */
  OPU_MREGS = 4,       /* m0-m3 */
  OPU_COLUMN_BASE = 16 /* matrix operand 16-19 names mc0-mc3 (column-wise) */
};

typedef enum { OPU_VOPACC, OPU_OPMVINBCAST, OPU_VMV_RV, OPU_VMV_VR, OPU_OPFMACC } OpuOp;

typedef enum {
  OPU_DECODE_OK,          /* an OPU instruction with legal operands */
  OPU_DECODE_NOT_OPU,     /* the word is outside the OPU encoding slots */
  OPU_DECODE_BAD_OPERAND, /* an OPU slot, but vm = 0 or an operand out of range */
} OpuDecodeStatus;

typedef struct {
  OpuOp op;
  uint32_t word;
  unsigned funct3, funct7, rd, rs1, rs2; /* raw fields */
  bool column; /* the matrix operand is mc0-mc3: decoded, never executed */
} OpuInsn;

/* Fills *insn for OK and BAD_OPERAND; `why` (may be NULL) says what is wrong. */
OpuDecodeStatus opu_decode(uint32_t word, OpuInsn *insn, char *why, size_t why_len);
const char *opu_op_name(OpuOp op);
/* Assembly-like text, e.g. "vopacc m0, v16, v17" or "vmv_vr v0, t0, m2". */
void opu_format(const OpuInsn *insn, char *buf, size_t len);
/* The GNU/LLVM directive for any R-type word, in the decimal form npucc emits:
 * ".insn r 87, 2, 81, zero, a6, a7". */
void opu_format_insn_directive(uint32_t word, char *buf, size_t len);
/* For a word that is not an OPU instruction: what it most likely is. Returns
 * true for vector-unit instructions, whose trap usually means V is disabled. */
bool opu_describe_other(uint32_t word, char *buf, size_t len);
const char *opu_gpr_name(unsigned reg);

typedef struct {
  uint64_t vopacc, opmvinbcast, vmv_rv, vmv_vr;
} OpuCounts;

typedef struct {
  int32_t m[OPU_MREGS][OPU_TILE][OPU_TILE];
  OpuCounts counts;
} OpuState;

/* The vector register file as the executor sees it: 32 registers of vlenb
 * bytes each, contiguous, plus vl/vtype for the strict checks. `written` comes
 * back with bit r set for every register the instruction wrote. */
typedef struct {
  uint8_t *bytes;
  unsigned vlenb;
  uint64_t vl, vtype;
  uint32_t written;
} OpuVregs;

enum {
  /* Enforce npucc's conventions (spec §4.3-4.4): VOPACC under e8/m1 with vl 16,
   * moves under e32/m4 with vl 16 and a group register that is a multiple of 4. */
  OPU_EXEC_STRICT = 1u << 0,
};

typedef enum { OPU_EXEC_OK, OPU_EXEC_NOT_OPU, OPU_EXEC_REJECTED } OpuExecStatus;

/* Executes one word on *st. x[] are the integer registers (x[0] must be 0).
 * On failure nothing changes and `err` says why. */
OpuExecStatus opu_exec(OpuState *st, uint32_t word, const uint64_t x[32], OpuVregs *v,
                       unsigned flags, char *err, size_t err_len);

/* Sets every accumulator to `value`, e.g. a poison that exposes a missing
 * OPMVINBCAST. Counters are left alone. */
void opu_state_fill(OpuState *st, int32_t value);

#endif
