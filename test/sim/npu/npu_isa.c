/* npu_isa.c: npu_model's 127 mnemonics with their operand pattern, the unit
 * decode sends them to and the latency that unit holds them for. */
#include "npu_isa.h"

#include <string.h>

#define S(n, o, p) {n, o, p, U_SCALAR, 1, -1, -1}
#define L(n, o, p, lat) {n, o, p, U_LSU, lat, -1, -1}
#define V(n, o, p, lat) {n, o, p, U_VPU, lat, -1, -1}
#define MX(n, o, p, m, lat) {n, o, p, (m) ? U_MXU1 : U_MXU0, lat, m, -1}
#define MXU_PAIR(stem, o, p, lat0, lat1) MX(stem ".mxu0", o, p, 0, lat0), MX(stem ".mxu1", o, p, 1, lat1)
#define DMA8(stem, o, p, u)                                                                  \
  {stem ".ch0", o, p, u, 0, -1, 0}, {stem ".ch1", o, p, u, 0, -1, 1},                        \
  {stem ".ch2", o, p, u, 0, -1, 2}, {stem ".ch3", o, p, u, 0, -1, 3},                        \
  {stem ".ch4", o, p, u, 0, -1, 4}, {stem ".ch5", o, p, u, 0, -1, 5},                        \
  {stem ".ch6", o, p, u, 0, -1, 6}, {stem ".ch7", o, p, u, 0, -1, 7}

const NpuOpInfo npu_ops[] = {
  S("add", OP_ADD, PAT_R), S("sub", OP_SUB, PAT_R), S("sll", OP_SLL, PAT_R),
  S("slt", OP_SLT, PAT_R), S("sltu", OP_SLTU, PAT_R), S("xor", OP_XOR, PAT_R),
  S("srl", OP_SRL, PAT_R), S("sra", OP_SRA, PAT_R), S("or", OP_OR, PAT_R),
  S("and", OP_AND, PAT_R),
  S("addi", OP_ADDI, PAT_I), S("slti", OP_SLTI, PAT_I), S("sltiu", OP_SLTIU, PAT_I),
  S("xori", OP_XORI, PAT_I), S("ori", OP_ORI, PAT_I), S("andi", OP_ANDI, PAT_I),
  S("slli", OP_SLLI, PAT_SHAMT), S("srli", OP_SRLI, PAT_SHAMT), S("srai", OP_SRAI, PAT_SHAMT),
  S("lui", OP_LUI, PAT_U), S("auipc", OP_AUIPC, PAT_U),
  S("beq", OP_BEQ, PAT_B), S("bne", OP_BNE, PAT_B), S("blt", OP_BLT, PAT_B),
  S("bge", OP_BGE, PAT_B), S("bltu", OP_BLTU, PAT_B), S("bgeu", OP_BGEU, PAT_B),
  S("jal", OP_JAL, PAT_J), S("jalr", OP_JALR, PAT_JALR), S("delay", OP_DELAY, PAT_DELAY),
  S("ecall", OP_ECALL, PAT_NONE), S("ebreak", OP_EBREAK, PAT_NONE),
  S("fence", OP_FENCE, PAT_NONE),
  S("csrrw", OP_CSRRW, PAT_I), S("csrrs", OP_CSRRS, PAT_I), S("csrrc", OP_CSRRC, PAT_I),
  S("csrrwi", OP_CSRRWI, PAT_I), S("csrrsi", OP_CSRRSI, PAT_I), S("csrrci", OP_CSRRCI, PAT_I),
  S("seli", OP_SELI, PAT_SELI),

  L("lb", OP_LB, PAT_LOAD, 2), L("lh", OP_LH, PAT_LOAD, 2), L("lw", OP_LW, PAT_LOAD, 2),
  L("lbu", OP_LBU, PAT_LOAD, 2), L("lhu", OP_LHU, PAT_LOAD, 2),
  L("sb", OP_SB, PAT_STORE, 1), L("sh", OP_SH, PAT_STORE, 1), L("sw", OP_SW, PAT_STORE, 1),
  L("seld", OP_SELD, PAT_SELD, 2),
  L("vload", OP_VLOAD, PAT_VLS, 34), L("vstore", OP_VSTORE, PAT_VLS, 34),

  V("vadd.bf16", OP_VADD, PAT_VBIN, 66), V("vsub.bf16", OP_VSUB, PAT_VBIN, 66),
  V("vmul.bf16", OP_VMUL, PAT_VBIN, 66), V("vminimum.bf16", OP_VMINIMUM, PAT_VBIN, 66),
  V("vmaximum.bf16", OP_VMAXIMUM, PAT_VBIN, 66),
  V("vredsum.bf16", OP_VREDSUM, PAT_VUN, 130), V("vredmin.bf16", OP_VREDMIN, PAT_VUN, 130),
  V("vredmax.bf16", OP_VREDMAX, PAT_VUN, 130),
  V("vredsum.row.bf16", OP_VREDSUM_ROW, PAT_VUN, 39),
  V("vredmin.row.bf16", OP_VREDMIN_ROW, PAT_VUN, 34),
  V("vredmax.row.bf16", OP_VREDMAX_ROW, PAT_VUN, 34),
  V("vmov", OP_VMOV, PAT_VUN, 66), V("vrecip.bf16", OP_VRECIP, PAT_VUN, 66),
  V("vexp.bf16", OP_VEXP, PAT_VUN, 66), V("vexp2.bf16", OP_VEXP2, PAT_VUN, 66),
  V("vrelu.bf16", OP_VRELU, PAT_VUN, 66), V("vsin.bf16", OP_VSIN, PAT_VUN, 66),
  V("vcos.bf16", OP_VCOS, PAT_VUN, 66), V("vtanh.bf16", OP_VTANH, PAT_VUN, 66),
  V("vlog2.bf16", OP_VLOG2, PAT_VUN, 66), V("vsqrt.bf16", OP_VSQRT, PAT_VUN, 66),
  V("vsquare.bf16", OP_VSQUARE, PAT_VUN, 66), V("vcube.bf16", OP_VCUBE, PAT_VUN, 66),
  V("vpack.bf16.fp8", OP_VPACK, PAT_VMIX, 66), V("vunpack.fp8.bf16", OP_VUNPACK, PAT_VMIX, 66),
  V("vli.all", OP_VLI_ALL, PAT_VLI, 65), V("vli.row", OP_VLI_ROW, PAT_VLI, 65),
  V("vli.col", OP_VLI_COL, PAT_VLI, 65), V("vli.one", OP_VLI_ONE, PAT_VLI, 65),
  V("vtrpose.xlu", OP_VTRPOSE, PAT_VUN, 66),

  MXU_PAIR("vmatpush.weight", OP_VMATPUSH_WEIGHT, PAT_WPUSH, 32, 32),
  MXU_PAIR("vmatpush.acc.fp8", OP_VMATPUSH_ACC_FP8, PAT_APUSH, 32, 32),
  MXU_PAIR("vmatpush.acc.bf16", OP_VMATPUSH_ACC_BF16, PAT_APUSH, 32, 32),
  MXU_PAIR("vmatpop.fp8.acc", OP_VMATPOP_FP8, PAT_POPE, 32, 32),
  MXU_PAIR("vmatpop.bf16.acc", OP_VMATPOP_BF16, PAT_POP, 32, 32),
  MXU_PAIR("vmatmul", OP_VMATMUL, PAT_MATMUL, 96, 35),
  MXU_PAIR("vmatmul.acc", OP_VMATMUL_ACC, PAT_MATMUL, 96, 35),

  DMA8("dma.load", OP_DMA_LOAD, PAT_R, U_DMA),
  DMA8("dma.store", OP_DMA_STORE, PAT_R, U_DMA),
  DMA8("dma.config", OP_DMA_CONFIG, PAT_DMACFG, U_DMA),
  DMA8("dma.wait", OP_DMA_WAIT, PAT_NONE, U_BARRIER),
};

const int npu_num_ops = (int)(sizeof npu_ops / sizeof npu_ops[0]);

const NpuOpInfo *npu_op_lookup(const char *mnemonic) {
  for (int i = 0; i < npu_num_ops; i++)
    if (strcmp(npu_ops[i].name, mnemonic) == 0) return &npu_ops[i];
  return NULL;
}

bool npu_is_control_flow(const NpuInsn *in) {
  NpuPattern p = in->info->pat;
  return p == PAT_B || p == PAT_J || p == PAT_JALR;
}

int64_t npu_dma_cycles(int64_t b) {
  const int64_t lim = (int64_t)1 << 61;
  b = b > lim ? lim : b < -lim ? -lim : b;
  /* ceil with floor-division semantics, as Python's math.ceil on a / c */
  int64_t n1 = b + 8, off = n1 >= 0 ? (n1 + 3) / 4 : -((-n1) / 4);
  int64_t offchip = off * 2;
  int64_t vm = b >= 0 ? (b + 63) / 64 : -((-b) / 64);
  int64_t c = offchip > vm ? offchip : vm;
  return c < 1 ? 1 : c;
}
