/* isa.c (npu): the npu_model instructions npucc emits: mnemonic, unit and
 * latency per opcode (spec/npu.md §3) and their text in npu_model's syntax. */
#include "npu/isa.h"

typedef struct OpcInfo {
  const char *name; /* mnemonic; MXU/DMA families get their suffix when printed */
  NpuUnitId unit;
  int latency;
} OpcInfo;

static const OpcInfo opc_info[NI_COUNT] = {
    [NI_ADD] = {"add", NU_SCALAR, 1},         [NI_SUB] = {"sub", NU_SCALAR, 1},
    [NI_AND] = {"and", NU_SCALAR, 1},         [NI_OR] = {"or", NU_SCALAR, 1},
    [NI_XOR] = {"xor", NU_SCALAR, 1},         [NI_SLL] = {"sll", NU_SCALAR, 1},
    [NI_SRL] = {"srl", NU_SCALAR, 1},         [NI_SLT] = {"slt", NU_SCALAR, 1},
    [NI_SLTU] = {"sltu", NU_SCALAR, 1},       [NI_ADDI] = {"addi", NU_SCALAR, 1},
    [NI_ANDI] = {"andi", NU_SCALAR, 1},       [NI_ORI] = {"ori", NU_SCALAR, 1},
    [NI_XORI] = {"xori", NU_SCALAR, 1},       [NI_SLTI] = {"slti", NU_SCALAR, 1},
    [NI_SLLI] = {"slli", NU_SCALAR, 1},       [NI_SRLI] = {"srli", NU_SCALAR, 1},
    [NI_SRAI] = {"srai", NU_SCALAR, 1},       [NI_LUI] = {"lui", NU_SCALAR, 1},
    [NI_LI] = {"li", NU_SCALAR, 1},           [NI_NOP] = {"nop", NU_SCALAR, 1},
    [NI_BEQ] = {"beq", NU_SCALAR, 1},         [NI_BNE] = {"bne", NU_SCALAR, 1},
    [NI_BLT] = {"blt", NU_SCALAR, 1},         [NI_BGE] = {"bge", NU_SCALAR, 1},
    [NI_BLTU] = {"bltu", NU_SCALAR, 1},       [NI_BGEU] = {"bgeu", NU_SCALAR, 1},
    [NI_JAL] = {"jal", NU_SCALAR, 1},         [NI_JALR] = {"jalr", NU_SCALAR, 1},
    [NI_DELAY] = {"delay", NU_SCALAR, 1},
    [NI_ECALL] = {"ecall", NU_SCALAR, 1},     [NI_SELI] = {"seli", NU_SCALAR, 1},
    [NI_LW] = {"lw", NU_LSU, 2},              [NI_SW] = {"sw", NU_LSU, 1},
    [NI_VLOAD] = {"vload", NU_LSU, 34},       [NI_VSTORE] = {"vstore", NU_LSU, 34},
    [NI_DMA_CONFIG] = {"dma.config", NU_DMA, 4},
    [NI_DMA_LOAD] = {"dma.load", NU_DMA, 0},  [NI_DMA_STORE] = {"dma.store", NU_DMA, 0},
    [NI_DMA_WAIT] = {"dma.wait", NU_WAIT, 1},
    [NI_PUSH_W] = {"vmatpush.weight", NU_MXU0, 32},
    [NI_PUSH_ACC_FP8] = {"vmatpush.acc.fp8", NU_MXU0, 32},
    [NI_PUSH_ACC_BF16] = {"vmatpush.acc.bf16", NU_MXU0, 32},
    [NI_MATMUL] = {"vmatmul", NU_MXU0, 0},    [NI_MATMUL_ACC] = {"vmatmul.acc", NU_MXU0, 0},
    [NI_POP_BF16] = {"vmatpop.bf16.acc", NU_MXU0, 32},
    [NI_POP_FP8] = {"vmatpop.fp8.acc", NU_MXU0, 32},
    [NI_VADD] = {"vadd.bf16", NU_VPU, 66},    [NI_VSUB] = {"vsub.bf16", NU_VPU, 66},
    [NI_VMUL] = {"vmul.bf16", NU_VPU, 66},    [NI_VMAX] = {"vmaximum.bf16", NU_VPU, 66},
    [NI_VMIN] = {"vminimum.bf16", NU_VPU, 66},
    [NI_VEXP] = {"vexp.bf16", NU_VPU, 66},    [NI_VEXP2] = {"vexp2.bf16", NU_VPU, 66},
    [NI_VRECIP] = {"vrecip.bf16", NU_VPU, 66}, [NI_VSQRT] = {"vsqrt.bf16", NU_VPU, 66},
    [NI_VTANH] = {"vtanh.bf16", NU_VPU, 66},  [NI_VSIN] = {"vsin.bf16", NU_VPU, 66},
    [NI_VCOS] = {"vcos.bf16", NU_VPU, 66},    [NI_VLOG2] = {"vlog2.bf16", NU_VPU, 66},
    [NI_VRELU] = {"vrelu.bf16", NU_VPU, 66},  [NI_VSQUARE] = {"vsquare.bf16", NU_VPU, 66},
    [NI_VCUBE] = {"vcube.bf16", NU_VPU, 66},
    [NI_VREDSUM] = {"vredsum.bf16", NU_VPU, 130}, [NI_VREDMAX] = {"vredmax.bf16", NU_VPU, 130},
    [NI_VREDMIN] = {"vredmin.bf16", NU_VPU, 130},
    [NI_VREDSUM_ROW] = {"vredsum.row.bf16", NU_VPU, 39},
    [NI_VREDMAX_ROW] = {"vredmax.row.bf16", NU_VPU, 34},
    [NI_VREDMIN_ROW] = {"vredmin.row.bf16", NU_VPU, 34},
    [NI_VTRPOSE] = {"vtrpose.xlu", NU_VPU, 66}, [NI_VMOV] = {"vmov", NU_VPU, 66},
    [NI_VLI_ALL] = {"vli.all", NU_VPU, 65},   [NI_VLI_ROW] = {"vli.row", NU_VPU, 65},
    [NI_VPACK] = {"vpack.bf16.fp8", NU_VPU, 66}, [NI_VUNPACK] = {"vunpack.fp8.bf16", NU_VPU, 66},
    [NI_LABEL] = {"", NU_NONE, 0},            [NI_COMMENT] = {"", NU_NONE, 0},
};

const char *npu_opc_name(NpuOpc op) { return op < NI_COUNT ? opc_info[op].name : "?"; }

NpuUnitId npu_opc_unit(NpuOpc op, int sel) {
  NpuUnitId u = opc_info[op].unit;
  if (u == NU_MXU0 && sel == 1) return NU_MXU1;
  return u;
}

int npu_opc_latency(NpuOpc op, int sel) {
  if (op == NI_MATMUL || op == NI_MATMUL_ACC) return sel == 1 ? 35 : 96;
  return opc_info[op].latency;
}

/* spec/npu.md §1.1: li is one addi when the value fits 12 signed bits, else
 * lui plus an addi when the low 12 bits are not zero. */
int npu_li_length(int64_t v) {
  int64_t w = (int64_t)(int32_t)(uint32_t)v;
  if (w >= -2048 && w <= 2047) return 1;
  return (w & 0xFFF) ? 2 : 1;
}

static bool is_branch(NpuOpc op) { return op >= NI_BEQ && op <= NI_BGEU; }

static const char *label_of(const char *const *labels, int l) { return l >= 0 ? labels[l] : "?"; }

void npu_inst_text(const char *const *labels, const NpuInst *in, StrBuf *o) {
  const char *nm = npu_opc_name(in->opc);
  switch (in->opc) {
  case NI_ADD: case NI_SUB: case NI_AND: case NI_OR: case NI_XOR: case NI_SLL: case NI_SRL:
  case NI_SLT: case NI_SLTU:
    sb_printf(o, "%s x%d, x%d, x%d", nm, in->d, in->a, in->b);
    break;
  case NI_ADDI: case NI_ANDI: case NI_ORI: case NI_XORI: case NI_SLTI: case NI_SLLI:
  case NI_SRLI: case NI_SRAI:
    sb_printf(o, "%s x%d, x%d, %lld", nm, in->d, in->a, (long long)in->imm);
    break;
  case NI_LUI:
    sb_printf(o, "lui x%d, %lld", in->d, (long long)in->imm);
    break;
  case NI_LI:
    sb_printf(o, "li x%d, %lld", in->d, (long long)in->imm);
    break;
  case NI_NOP: sb_puts(o, "nop"); break;
  case NI_ECALL: sb_puts(o, "ecall"); break;
  case NI_DELAY: sb_printf(o, "delay %lld", (long long)in->imm); break;
  case NI_JAL: sb_printf(o, "jal x%d, %s", in->d, label_of(labels, in->label)); break;
  case NI_JALR: sb_printf(o, "jalr x%d, x%d, %lld", in->d, in->a, (long long)in->imm); break;
  case NI_LW: sb_printf(o, "lw x%d, %lld(x%d)", in->d, (long long)in->imm, in->a); break;
  case NI_SW: sb_printf(o, "sw x%d, %lld(x%d)", in->b, (long long)in->imm, in->a); break;
  case NI_SELI: sb_printf(o, "seli e%d, %lld", in->d, (long long)in->imm); break;
  case NI_VLOAD: case NI_VSTORE:
    sb_printf(o, "%s m%d, %lld(x%d)", nm, in->d, (long long)(in->imm / 32), in->a);
    break;
  case NI_DMA_CONFIG: sb_printf(o, "dma.config.ch%d x%d", in->sel, in->a); break;
  case NI_DMA_LOAD: case NI_DMA_STORE:
    sb_printf(o, "%s.ch%d x%d, x%d, x%d", nm, in->sel, in->d, in->a, in->b);
    break;
  case NI_DMA_WAIT: sb_printf(o, "dma.wait.ch%d", in->sel); break;
  case NI_PUSH_W: sb_printf(o, "%s.mxu%d w%d, m%d", nm, in->sel, in->d, in->a); break;
  case NI_PUSH_ACC_FP8: case NI_PUSH_ACC_BF16:
    sb_printf(o, "%s.mxu%d acc%d, m%d", nm, in->sel, in->d, in->a);
    break;
  case NI_MATMUL: case NI_MATMUL_ACC:
    sb_printf(o, "%s.mxu%d acc%d, m%d, w%d", nm, in->sel, in->d, in->a, in->b);
    break;
  case NI_POP_BF16: sb_printf(o, "%s.mxu%d m%d, acc%d", nm, in->sel, in->d, in->a); break;
  case NI_POP_FP8:
    sb_printf(o, "%s.mxu%d m%d, acc%d, e%d", nm, in->sel, in->d, in->a, in->b);
    break;
  case NI_VADD: case NI_VSUB: case NI_VMUL: case NI_VMAX: case NI_VMIN:
    sb_printf(o, "%s m%d, m%d, m%d", nm, in->d, in->a, in->b);
    break;
  case NI_VLI_ALL:
    sb_printf(o, "vli.all m%d, 0x%04llx", in->d, (unsigned long long)in->imm);
    break;
  case NI_VLI_ROW: sb_printf(o, "vli.row m%d, %lld", in->d, (long long)in->imm); break;
  case NI_VPACK: case NI_VUNPACK:
    sb_printf(o, "%s m%d, m%d, e%d", nm, in->d, in->a, in->b);
    break;
  case NI_LABEL: sb_printf(o, "%s:", label_of(labels, in->label)); break;
  case NI_COMMENT: sb_printf(o, "# %s", in->comment ? in->comment : ""); break;
  default:
    if (is_branch(in->opc)) {
      sb_printf(o, "%s x%d, x%d, %s", nm, in->a, in->b, label_of(labels, in->label));
    } else {
      sb_printf(o, "%s m%d, m%d", nm, in->d, in->a); /* VPU unary forms */
    }
  }
}
