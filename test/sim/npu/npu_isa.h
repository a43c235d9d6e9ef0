/* npu_isa.h: the instruction table shared by the npusim assembler and
 * simulator: mnemonics, operand patterns, executing unit and latency. */
#ifndef NPU_ISA_H
#define NPU_ISA_H

#include <stdbool.h>
#include <stdint.h>

#include "npusim.h"

/* Operand patterns, as npu_model's isa_patterns.py groups instructions. */
typedef enum NpuPattern {
  PAT_NONE,    /* ecall, ebreak, fence, dma.wait.chN */
  PAT_R,       /* x<rd>, x<rs1>, x<rs2> */
  PAT_I,       /* x<rd>, x<rs1>, <imm12> */
  PAT_SHAMT,   /* x<rd>, x<rs1>, <shamt> */
  PAT_U,       /* x<rd>, <imm20> */
  PAT_J,       /* x<rd>, <imm20> or label */
  PAT_B,       /* x<rs1>, x<rs2>, <sbimm12> or label */
  PAT_JALR,    /* x<rd>, x<rs1>, <sbimm12> */
  PAT_LOAD,    /* x<rd>, <imm12>(x<rs1>) */
  PAT_STORE,   /* x<rs2>, <imm12>(x<rs1>) */
  PAT_SELD,    /* e<rd>, <imm12>(x<rs1>) */
  PAT_SELI,    /* e<rd>, <imm12> */
  PAT_DELAY,   /* <imm12> */
  PAT_VLS,     /* m<vd>, <imm12>(x<rs1>) */
  PAT_VBIN,    /* m<vd>, m<vs1>, m<vs2> */
  PAT_VUN,     /* m<vd>, m<vs1> */
  PAT_VMIX,    /* m<vd>, m<vs2>, e<es1> */
  PAT_VLI,     /* m<vd>, <imm16> */
  PAT_WPUSH,   /* w<vd>, m<vs1> */
  PAT_APUSH,   /* acc<vd>, m<vs1> */
  PAT_POPE,    /* m<vd>, acc<vs2>, e<es1> */
  PAT_POP,     /* m<vd>, acc<vs2> */
  PAT_MATMUL,  /* acc<vd>, m<vs1>, w<vs2> */
  PAT_DMACFG,  /* x<rs1> */
} NpuPattern;

/* Where decode sends an instruction; BARRIER never leaves decode. */
typedef enum NpuUnit {
  U_SCALAR = NPU_UNIT_SCALAR,
  U_MXU0 = NPU_UNIT_MXU0,
  U_MXU1 = NPU_UNIT_MXU1,
  U_VPU = NPU_UNIT_VPU,
  U_DMA = NPU_UNIT_DMA,
  U_LSU = NPU_UNIT_LSU,
  U_BARRIER,
} NpuUnit;

typedef enum NpuOp {
  /* scalar ALU and control */
  OP_ADD, OP_SUB, OP_SLL, OP_SLT, OP_SLTU, OP_XOR, OP_SRL, OP_SRA, OP_OR, OP_AND,
  OP_ADDI, OP_SLTI, OP_SLTIU, OP_XORI, OP_ORI, OP_ANDI,
  OP_SLLI, OP_SRLI, OP_SRAI,
  OP_LUI, OP_AUIPC,
  OP_BEQ, OP_BNE, OP_BLT, OP_BGE, OP_BLTU, OP_BGEU,
  OP_JAL, OP_JALR, OP_DELAY, OP_ECALL, OP_EBREAK, OP_FENCE,
  OP_CSRRW, OP_CSRRS, OP_CSRRC, OP_CSRRWI, OP_CSRRSI, OP_CSRRCI,
  OP_SELI,
  /* LSU */
  OP_LB, OP_LH, OP_LW, OP_LBU, OP_LHU, OP_SB, OP_SH, OP_SW, OP_SELD,
  OP_VLOAD, OP_VSTORE,
  /* VPU */
  OP_VADD, OP_VSUB, OP_VMUL, OP_VMINIMUM, OP_VMAXIMUM,
  OP_VREDSUM, OP_VREDMIN, OP_VREDMAX, OP_VREDSUM_ROW, OP_VREDMIN_ROW, OP_VREDMAX_ROW,
  OP_VMOV, OP_VRECIP, OP_VEXP, OP_VEXP2, OP_VRELU, OP_VSIN, OP_VCOS, OP_VTANH,
  OP_VLOG2, OP_VSQRT, OP_VSQUARE, OP_VCUBE,
  OP_VPACK, OP_VUNPACK,
  OP_VLI_ALL, OP_VLI_ROW, OP_VLI_COL, OP_VLI_ONE,
  OP_VTRPOSE,
  /* MXU (the unit comes from the mnemonic suffix) */
  OP_VMATPUSH_WEIGHT, OP_VMATPUSH_ACC_FP8, OP_VMATPUSH_ACC_BF16,
  OP_VMATPOP_FP8, OP_VMATPOP_BF16, OP_VMATMUL, OP_VMATMUL_ACC,
  /* DMA (channel in NpuInsn.ch) */
  OP_DMA_LOAD, OP_DMA_STORE, OP_DMA_CONFIG, OP_DMA_WAIT,
  OP_COUNT
} NpuOp;

typedef struct NpuOpInfo {
  const char *name;   /* mnemonic; for MXU/DMA families the full mnemonic of one member */
  NpuOp op;
  NpuPattern pat;
  NpuUnit unit;
  int latency;        /* cycles in the unit; DMA loads/stores use npu_dma_cycles */
  int8_t mxu;         /* 0/1 for MXU ops */
  int8_t ch;          /* DMA channel, -1 otherwise */
} NpuOpInfo;

/* All 127 mnemonics of npu_model's isa_definition.py. */
extern const NpuOpInfo npu_ops[];
extern const int npu_num_ops;
/* Look up a lower-case mnemonic; NULL if unknown. */
const NpuOpInfo *npu_op_lookup(const char *mnemonic);

/* One assembled instruction. Register fields follow the pattern:
 * d = rd/vd (x, e, m, w or acc index), s1 = rs1/vs1, s2 = rs2/vs2, e = es1. */
typedef struct NpuInsn {
  const NpuOpInfo *info;
  uint8_t d, s1, s2, e;
  int64_t imm;
  int line;
  bool from_pseudo; /* produced by li/nop expansion */
} NpuInsn;

struct NpuProgram {
  NpuInsn *insns;
  int n;
  int *dup_label_lines; /* lines of labels defined twice */
  int ndup;
};

bool npu_is_control_flow(const NpuInsn *in);

#endif
