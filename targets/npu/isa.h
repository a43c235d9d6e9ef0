/* isa.h (npu): the instructions npucc emits as data (opcode, unit,
 * registers, VMEM footprint) and their text; implemented in isa.c. */
#ifndef NPUCC_NPU_ISA_H
#define NPUCC_NPU_ISA_H

#include "npu/machine.h"

typedef enum NpuUnitId { NU_SCALAR, NU_LSU, NU_MXU0, NU_MXU1, NU_VPU, NU_DMA, NU_WAIT,
                         NU_NONE, NU_COUNT } NpuUnitId;

typedef enum NpuOpc {
  /* scalar: R, I, shift, U and pseudo forms */
  NI_ADD, NI_SUB, NI_AND, NI_OR, NI_XOR, NI_SLL, NI_SRL, NI_SLT, NI_SLTU,
  NI_ADDI, NI_ANDI, NI_ORI, NI_XORI, NI_SLTI,
  NI_SLLI, NI_SRLI, NI_SRAI,
  NI_LUI, NI_LI, NI_NOP,
  NI_BEQ, NI_BNE, NI_BLT, NI_BGE, NI_BLTU, NI_BGEU, NI_JAL, NI_JALR,
  NI_DELAY, NI_ECALL, NI_SELI,
  /* LSU: scalar word load/store (a shared body's parameter table), tiles */
  NI_LW, NI_SW, NI_VLOAD, NI_VSTORE,
  /* DMA (channel in NpuInst.unit_sel) */
  NI_DMA_CONFIG, NI_DMA_LOAD, NI_DMA_STORE, NI_DMA_WAIT,
  /* MXU (mxu in NpuInst.unit_sel) */
  NI_PUSH_W, NI_PUSH_ACC_FP8, NI_PUSH_ACC_BF16, NI_MATMUL, NI_MATMUL_ACC, NI_POP_BF16,
  NI_POP_FP8,
  /* VPU, binary on pairs */
  NI_VADD, NI_VSUB, NI_VMUL, NI_VMAX, NI_VMIN,
  /* VPU, unary on pairs */
  NI_VEXP, NI_VEXP2, NI_VRECIP, NI_VSQRT, NI_VTANH, NI_VSIN, NI_VCOS, NI_VLOG2, NI_VRELU,
  NI_VSQUARE, NI_VCUBE,
  NI_VREDSUM, NI_VREDMAX, NI_VREDMIN, NI_VREDSUM_ROW, NI_VREDMAX_ROW, NI_VREDMIN_ROW,
  NI_VTRPOSE, /* one register (bytes) */
  NI_VMOV,    /* one register */
  NI_VLI_ALL, /* one register */
  NI_VLI_ROW, /* one register: row 0 the numeric value, the rest zero */
  NI_VPACK, NI_VUNPACK,
  /* not instructions */
  NI_LABEL, NI_COMMENT,
  NI_COUNT
} NpuOpc;

/* Where an instruction's VMEM footprint lives: space 0 is physical VMEM
 * (addr is the byte address); spaces 1.. are a kernel's ping-pong slots
 * addressed through a register, told apart only by name (addr relative). */
typedef struct NpuVmem {
  int space;
  int64_t addr, len;
} NpuVmem;

/* An NpuVmem as an instruction holds it: VMEM offsets and lengths are far
 * below 2^31 (the builder refuses one that is not). */
typedef struct NpuVmemPacked {
  int32_t space, addr, len;
} NpuVmemPacked;

/* A program holds millions of these (twice as many lines as a 100k-op
 * chain has ops x 45), so the small fields are packed: 40 bytes, not 80.
 * Only a NI_COMMENT has text, and it has no immediate. */
typedef struct NpuInst {
  NpuOpc opc : 8;
  signed sel : 8;         /* MXU 0/1, DMA channel */
  signed d : 8, a : 8, b : 8; /* registers (< 64), as the mnemonic's operands in written order */
  int label;      /* branch target, or the label a NI_LABEL defines */
  int task;       /* task whose code this is, -1 for program glue */
  NpuVmemPacked vm; /* VMEM touched (vload/vstore/dma) */
  union {
    int64_t imm;  /* immediate, offset (bytes for lw/sw/jalr, 32-byte units for vload/vstore), delay */
    const char *comment; /* NI_COMMENT */
  };
} NpuInst;
_Static_assert(NPU_NUM_M <= 128 && NPU_NUM_X <= 128 && NPU_NUM_E <= 128 && NI_COUNT <= 256,
               "NpuInst's 8-bit fields hold every register and opcode");
_Static_assert(sizeof(NpuInst) <= 40, "NpuInst stays 40 bytes");

const char *npu_opc_name(NpuOpc op);
NpuUnitId npu_opc_unit(NpuOpc op, int sel);
int npu_opc_latency(NpuOpc op, int sel); /* cycles the unit holds it (scalar 1) */
int npu_li_length(int64_t v);             /* instructions `li` expands to */

/* Text of one instruction (no newline); labels[i] names label i. */
void npu_inst_text(const char *const *labels, const NpuInst *in, StrBuf *out);

/* A scheduled program, in the Graph's arena. */
typedef struct NpuProgram {
  const NpuInst *code;
  int n;
  const char **labels;
  int nlabels;
} NpuProgram;

#endif
