/* npu_exec.c: what each instruction does to the architectural state, with
 * npu_model's quirks and torch's rounding (fp32 compute, RNE to bf16/fp16/fp8). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "npu_sim_internal.h"
#include "npucc/numeric.h"

/* ---- number formats as torch converts them ---- */

/* c10::BFloat16 rounds to nearest even and turns every NaN into 0x7FC0. */
static uint16_t bf16(float f) { return isnan(f) ? 0x7FC0 : num_bf16_from_f32(f); }
static float from_bf16(uint16_t h) { return num_bf16_to_f32(h); }
static float to_bf16_f(float f) { return from_bf16(bf16(f)); }

static int64_t sext(int64_t v, int bits) {
  uint64_t m = ((uint64_t)1 << bits) - 1, u = (uint64_t)v & m;
  if (u >> (bits - 1) & 1) return (int64_t)u - (int64_t)((uint64_t)1 << bits);
  return (int64_t)u;
}

/* m registers: 32 rows of 32 bytes; as bf16 32 rows x 16 columns. */
static uint16_t mget16(const uint8_t *m, int i) { return (uint16_t)(m[2 * i] | m[2 * i + 1] << 8); }
static void mset16(uint8_t *m, int i, uint16_t v) {
  m[2 * i] = (uint8_t)v;
  m[2 * i + 1] = (uint8_t)(v >> 8);
}

/* A bf16 pair {m[r], m[r+1]} as one 32x32 tile: columns 0-15 in m[r]. */
static void pair_read(const NpuSim *s, int r, float t[32][32]) {
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      t[i][j] = from_bf16(mget16(s->m[r + (j >= 16)], i * 16 + (j & 15)));
}

static void pair_write_bits(NpuSim *s, int r, uint16_t t[32][32]) {
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) mset16(s->m[r + (j >= 16)], i * 16 + (j & 15), t[i][j]);
  s->m_written |= 3ull << r;
}

static void note_pair_read(Run *r, int reg, int line) {
  npu_note_m_read(r, reg, line);
  npu_note_m_read(r, reg + 1, line);
}

/* ---- scalar ---- */

static bool overflow(Run *r, int line) {
  return npu_fail(r, "OverflowError", line,
                  "x register result needs more than 64 bits (npu_model keeps unbounded integers; "
                  "npusim keeps 64)");
}

static bool shl(Run *r, int64_t a, int64_t b, int line, int64_t *out) {
  if (b < 0) return npu_fail(r, "ValueError", line, "negative shift count");
  if (a == 0) {
    *out = 0;
    return true;
  }
  if (b >= 63) return overflow(r, line);
  int64_t v = (int64_t)((uint64_t)a << b);
  if ((v >> b) != a) return overflow(r, line);
  *out = v;
  return true;
}

static bool shr(Run *r, int64_t a, int64_t b, int line, int64_t *out) {
  if (b < 0) return npu_fail(r, "ValueError", line, "negative shift count");
  *out = b >= 63 ? (a < 0 ? -1 : 0) : a >> b;
  return true;
}

/* sra/srai: the low 32 bits as signed, the result's low 32 bits as unsigned. */
static bool sra32(Run *r, int64_t a, int64_t b, int line, int64_t *out) {
  int64_t v = 0;
  if (!shr(r, sext(a, 32), b, line, &v)) return false;
  *out = (int64_t)((uint64_t)v & 0xFFFFFFFFu);
  return true;
}

/* e-register writes are skipped when x[same index] already holds the value. */
static void write_e(Run *r, int d, int64_t v, int line, const char *what) {
  if (r->s->x[d] == v) {
    npu_lint(r, NPU_LINT_EREG_QUIRK, line,
             "%s e%d write skipped by the model because x%d already equals %lld", what, d, d,
             (long long)v);
    return;
  }
  r->s->e[d] = (uint8_t)v;
  r->s->e_written |= 1u << d;
}

static bool units_busy(const Run *r) {
  for (int u = 0; u < NPU_UNIT_COUNT; u++)
    if (r->exu[u].busy || (u != NPU_UNIT_SCALAR && r->out[u].valid)) return true;
  return r->dqn > 0;
}

/* A scalar load writes its register two cycles after issue, after the scalar
 * unit has run: a read before that silently gets the old value. */
static void check_load_use(Run *r, int reg, int line) {
  const Uop *lu = r->exu[U_LSU].busy ? &r->exu[U_LSU].u : r->out[U_LSU].valid ? &r->out[U_LSU].u : NULL;
  if (!lu || reg == 0) return;
  const NpuInsn *ld = &r->p->insns[lu->idx];
  NpuOp op = ld->info->op;
  bool load = op == OP_LB || op == OP_LH || op == OP_LW || op == OP_LBU || op == OP_LHU;
  if (load && ld->d == reg)
    npu_lint(r, NPU_LINT_LOAD_USE, line, "x%d read before the %s at line %d writes it: the old value is used",
             reg, ld->info->name, ld->line);
}

static bool exec_scalar(Run *r, const Uop *u, const NpuInsn *in) {
  int line = in->line;
  int64_t a = 0, b = 0, v = 0, imm12 = sext(in->imm, 12);
  NpuPattern pat = in->info->pat;
  if (pat == PAT_R || pat == PAT_B) {
    a = npu_read_x(r, in->s1, line);
    b = npu_read_x(r, in->s2, line);
    check_load_use(r, in->s1, line);
    if (in->s2 != in->s1) check_load_use(r, in->s2, line);
  } else if (pat == PAT_I || pat == PAT_SHAMT || pat == PAT_JALR) {
    a = npu_read_x(r, in->s1, line);
    check_load_use(r, in->s1, line);
  }
  bool taken = false;
  switch (in->info->op) {
  case OP_ADD: if (__builtin_add_overflow(a, b, &v)) return overflow(r, line); break;
  case OP_SUB: if (__builtin_sub_overflow(a, b, &v)) return overflow(r, line); break;
  case OP_SLL: if (!shl(r, a, b, line, &v)) return false; break;
  case OP_SRL: if (!shr(r, a, b, line, &v)) return false; break;
  case OP_SRA: if (!sra32(r, a, b, line, &v)) return false; break;
  case OP_SLT: v = a < b; break;
  case OP_SLTU: v = (uint64_t)a < (uint64_t)b; break;
  case OP_XOR: v = a ^ b; break;
  case OP_OR: v = a | b; break;
  case OP_AND: v = a & b; break;
  case OP_ADDI: if (__builtin_add_overflow(a, imm12, &v)) return overflow(r, line); break;
  case OP_SLTI: v = a < imm12; break;
  case OP_SLTIU: v = (uint64_t)a < (uint64_t)imm12; break;
  case OP_XORI: v = a ^ imm12; break;
  case OP_ORI: v = a | imm12; break;
  case OP_ANDI: v = a & imm12; break;
  case OP_SLLI: if (!shl(r, a, in->imm, line, &v)) return false; break;
  case OP_SRLI: if (!shr(r, a, in->imm, line, &v)) return false; break;
  case OP_SRAI: if (!sra32(r, a, in->imm, line, &v)) return false; break;
  case OP_LUI:
    /* (imm << 12) & (2^64 - 1): a negative imm becomes a 64-bit unsigned value */
    if (in->imm < 0) return overflow(r, line);
    v = in->imm << 12;
    break;
  case OP_AUIPC: v = (int64_t)(((uint64_t)in->imm << 12) & 0xFFFFFFFFu) + u->pc; break;
  case OP_BEQ: taken = a == b; break;
  case OP_BNE: taken = a != b; break;
  case OP_BLT: taken = a < b; break;
  case OP_BGE: taken = a >= b; break;
  case OP_BLTU: taken = (uint64_t)a < (uint64_t)b; break;
  case OP_BGEU: taken = (uint64_t)a >= (uint64_t)b; break;
  case OP_JAL:
    npu_write_x(r, in->d, u->pc + 4, line);
    r->npc = u->pc + sext(in->imm, 20);
    return true;
  case OP_JALR:
    /* the model writes the link before it reads the base register */
    npu_write_x(r, in->d, u->pc + 4, line);
    if (__builtin_add_overflow(npu_read_x(r, in->s1, line), imm12, &v)) return overflow(r, line);
    r->npc = v;
    return true;
  case OP_DELAY: case OP_FENCE: return true;
  case OP_ECALL: case OP_EBREAK:
    if (units_busy(r))
      npu_lint(r, NPU_LINT_ECALL_INFLIGHT, line, "%s halts with units or DMA transfers in flight",
               in->info->name);
    r->halted = true;
    return true;
  case OP_SELI: write_e(r, in->d, imm12, line, "seli"); return true;
  case OP_CSRRW: case OP_CSRRS: case OP_CSRRC: case OP_CSRRWI: case OP_CSRRSI: case OP_CSRRCI:
    return npu_fail(r, "NotImplementedError", line, "CSR instructions are not modelled by npusim");
  default:
    return npu_fail(r, "ValueError", line, "'%s' is not a scalar instruction", in->info->name);
  }
  if (pat == PAT_B) {
    if (taken) r->npc = u->pc + in->imm;
    return true;
  }
  return npu_write_x(r, in->d, v, line);
}

/* ---- LSU ---- */

static bool exec_lsu(Run *r, const Uop *u, const NpuInsn *in) {
  int line = in->line;
  NpuOp op = in->info->op;
  int64_t base = npu_read_x(r, in->s1, line);
  if (op == OP_VLOAD || op == OP_VSTORE) {
    int64_t addr = npu_addr(base, in->imm * 32);
    if (op == OP_VLOAD) {
      uint8_t buf[NPU_MREG_BYTES];
      if (!npu_vmem_read(r, addr, NPU_MREG_BYTES, buf, line)) return false;
      npu_note_mem_read(r, false, addr, NPU_MREG_BYTES, u->idx);
      memcpy(r->s->m[in->d], buf, NPU_MREG_BYTES);
      r->s->m_written |= 1ull << in->d;
      return true;
    }
    npu_note_m_read(r, in->d, line);
    return npu_vmem_write(r, addr, NPU_MREG_BYTES, r->s->m[in->d], line);
  }
  int64_t addr = npu_addr(base, sext(in->imm, 12));
  int n = (op == OP_LB || op == OP_LBU || op == OP_SB || op == OP_SELD) ? 1
          : (op == OP_LH || op == OP_LHU || op == OP_SH) ? 2 : 4;
  uint8_t b[4] = {0};
  if (op == OP_SB || op == OP_SH || op == OP_SW) {
    int64_t v = npu_read_x(r, in->s2, line);
    uint64_t bits = (uint64_t)v & (n == 1 ? 0xFFu : n == 2 ? 0xFFFFu : 0xFFFFFFFFu);
    /* the model packs sh/sw values through a signed torch tensor */
    if (n > 1 && bits >> (8 * n - 1))
      return npu_fail(r, "RuntimeError", line, "value cannot be converted to type int%d without overflow",
                      8 * n);
    for (int i = 0; i < n; i++) b[i] = (uint8_t)(bits >> (8 * i));
    return npu_vmem_write(r, addr, n, b, line);
  }
  if (!npu_vmem_read(r, addr, n, b, line)) return false;
  npu_note_mem_read(r, false, addr, n, u->idx);
  uint64_t raw = 0;
  for (int i = 0; i < n; i++) raw |= (uint64_t)b[i] << (8 * i);
  switch (op) {
  case OP_LB: return npu_write_x(r, in->d, sext((int64_t)raw, 8), line);
  case OP_LH: return npu_write_x(r, in->d, sext((int64_t)raw, 16), line);
  case OP_LW: case OP_LBU: case OP_LHU: return npu_write_x(r, in->d, (int64_t)raw, line);
  case OP_SELD: write_e(r, in->d, (int64_t)raw, line, "seld"); return true;
  default: return npu_fail(r, "ValueError", line, "'%s' is not an LSU instruction", in->info->name);
  }
}

/* ---- DMA ---- */

static bool exec_dma(Run *r, const Uop *u, const NpuInsn *in) {
  int line = in->line;
  if (in->info->op == OP_DMA_CONFIG) {
    r->s->dma_base = (uint64_t)npu_read_x(r, in->s1, line);
    return true;
  }
  int64_t len = npu_clamp(npu_read_x(r, in->s2, line));
  bool load = in->info->op == OP_DMA_LOAD;
  int64_t vaddr = npu_clamp(npu_read_x(r, load ? in->d : in->s1, line));
  int64_t daddr = npu_clamp(npu_read_x(r, load ? in->s1 : in->d, line));
  /* Check both ends before moving data, in the order the model asserts. */
  if (load ? !npu_dram_check(r, daddr, len, false, line) || !npu_vmem_check(r, vaddr, len, true, line)
           : !npu_vmem_check(r, vaddr, len, false, line) || !npu_dram_check(r, daddr, len, true, line))
    return false;
  uint8_t *buf = malloc(len > 0 ? (size_t)len : 1);
  if (!buf) return npu_fail(r, "MemoryError", line, "out of memory for a %lld-byte DMA", (long long)len);
  bool ok;
  if (load) {
    npu_note_mem_read(r, true, daddr, len, u->idx);
    ok = npu_dram_read(r, daddr, len, buf, line) && npu_vmem_write(r, vaddr, len, buf, line);
  } else {
    npu_note_mem_read(r, false, vaddr, len, u->idx);
    ok = npu_vmem_read(r, vaddr, len, buf, line) && npu_dram_write(r, daddr, len, buf, line);
  }
  free(buf);
  return ok;
}

/* ---- MXU ---- */

static bool exec_mxu(Run *r, const NpuInsn *in) {
  NpuSim *s = r->s;
  int line = in->line, mxu = in->info->mxu;
  switch (in->info->op) {
  case OP_VMATPUSH_WEIGHT:
    npu_note_m_read(r, in->s1, line);
    memcpy(s->w[mxu][in->d], s->m[in->s1], NPU_MREG_BYTES);
    s->w_written[mxu] |= (uint8_t)(1u << in->d);
    return true;
  case OP_VMATPUSH_ACC_FP8:
    npu_note_m_read(r, in->s1, line);
    for (int i = 0; i < 1024; i++) s->acc[mxu][in->d][i] = bf16(num_fp8e4m3_to_f32(s->m[in->s1][i]));
    s->acc_written[mxu] |= (uint8_t)(1u << in->d);
    return true;
  case OP_VMATPUSH_ACC_BF16:
    note_pair_read(r, in->s1, line);
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++)
        s->acc[mxu][in->d][i * 32 + j] = mget16(s->m[in->s1 + (j >= 16)], i * 16 + (j & 15));
    s->acc_written[mxu] |= (uint8_t)(1u << in->d);
    return true;
  case OP_VMATPOP_BF16: {
    npu_note_acc_read(r, mxu, in->s2, line);
    uint16_t t[32][32];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) t[i][j] = s->acc[mxu][in->s2][i * 32 + j];
    pair_write_bits(s, in->d, t);
    return true;
  }
  case OP_VMATPOP_FP8: {
    npu_note_acc_read(r, mxu, in->s2, line);
    npu_note_e_read(r, in->e, line);
    float e = (float)s->e[in->e];
    for (int i = 0; i < 1024; i++) {
      float q = truncf(from_bf16(s->acc[mxu][in->s2][i]) / e);
      s->m[in->d][i] = num_fp8e4m3_from_f32(to_bf16_f(q));
    }
    s->m_written |= 1ull << in->d;
    return true;
  }
  case OP_VMATMUL: case OP_VMATMUL_ACC: {
    bool accumulate = in->info->op == OP_VMATMUL_ACC;
    npu_note_m_read(r, in->s1, line);
    npu_note_w_read(r, mxu, in->s2, line);
    if (accumulate) npu_note_acc_read(r, mxu, in->d, line);
    float a[32][32], w[32][32];
    for (int i = 0; i < 32; i++)
      for (int k = 0; k < 32; k++) {
        a[i][k] = num_fp8e4m3_to_f32(s->m[in->s1][i * 32 + k]);
        w[i][k] = num_fp8e4m3_to_f32(s->w[mxu][in->s2][i * 32 + k]);
      }
    uint16_t *acc = s->acc[mxu][in->d];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) {
        /* products are exact; four interleaved fp32 partial sums */
        float p[4] = {0, 0, 0, 0};
        for (int k = 0; k < 32; k++) p[k & 3] += a[i][k] * w[k][j];
        float sum = ((p[0] + p[1]) + p[2]) + p[3];
        float h = num_round_f16(sum);
        if (accumulate) h = num_round_f16(h + num_round_f16(from_bf16(acc[i * 32 + j])));
        acc[i * 32 + j] = bf16(h);
      }
    s->acc_written[mxu] |= (uint8_t)(1u << in->d);
    return true;
  }
  default:
    return npu_fail(r, "ValueError", line, "'%s' is not an MXU instruction", in->info->name);
  }
}

/* ---- VPU ---- */

static float unary(NpuOp op, float x) {
  double d = x;
  switch (op) {
  case OP_VRECIP: return 1.0f / x;
  case OP_VEXP: return (float)exp(d);
  case OP_VEXP2: return (float)exp2(d);
  case OP_VSIN: return (float)sin(d);
  case OP_VCOS: return (float)cos(d);
  case OP_VTANH: return (float)tanh(d);
  case OP_VLOG2: return (float)log2(d);
  case OP_VSQRT: return sqrtf(x);
  case OP_VRELU: return isnan(x) ? x : x > 0 ? x : 0.0f;
  case OP_VSQUARE: return x * x;
  case OP_VCUBE: return to_bf16_f(x * x) * x; /* rounds after each multiply */
  default: return x;
  }
}

static float binary(NpuOp op, float a, float b) {
  switch (op) {
  case OP_VADD: return a + b;
  case OP_VSUB: return a - b;
  case OP_VMUL: return a * b;
  case OP_VMAXIMUM: return isnan(a) || isnan(b) ? NAN : a > b ? a : b;
  case OP_VMINIMUM: return isnan(a) || isnan(b) ? NAN : a < b ? a : b;
  default: return a;
  }
}

static bool exec_vpu(Run *r, const NpuInsn *in) {
  NpuSim *s = r->s;
  int line = in->line;
  NpuOp op = in->info->op;
  float ta[32][32], tb[32][32];
  uint16_t out[32][32];
  switch (op) {
  case OP_VADD: case OP_VSUB: case OP_VMUL: case OP_VMAXIMUM: case OP_VMINIMUM:
    note_pair_read(r, in->s1, line);
    note_pair_read(r, in->s2, line);
    pair_read(s, in->s1, ta);
    pair_read(s, in->s2, tb);
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) out[i][j] = bf16(binary(op, ta[i][j], tb[i][j]));
    pair_write_bits(s, in->d, out);
    return true;
  case OP_VRECIP: case OP_VEXP: case OP_VEXP2: case OP_VSIN: case OP_VCOS: case OP_VTANH:
  case OP_VLOG2: case OP_VSQRT: case OP_VRELU: case OP_VSQUARE: case OP_VCUBE:
    note_pair_read(r, in->s1, line);
    pair_read(s, in->s1, ta);
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) out[i][j] = bf16(unary(op, ta[i][j]));
    pair_write_bits(s, in->d, out);
    return true;
  case OP_VREDSUM: case OP_VREDMAX: case OP_VREDMIN:
  case OP_VREDSUM_ROW: case OP_VREDMAX_ROW: case OP_VREDMIN_ROW: {
    bool rows = op == OP_VREDSUM_ROW || op == OP_VREDMAX_ROW || op == OP_VREDMIN_ROW;
    NpuOp kind = (op == OP_VREDSUM || op == OP_VREDSUM_ROW) ? OP_VADD
                 : (op == OP_VREDMAX || op == OP_VREDMAX_ROW) ? OP_VMAXIMUM : OP_VMINIMUM;
    note_pair_read(r, in->s1, line);
    pair_read(s, in->s1, ta);
    for (int a = 0; a < 32; a++) {
      float acc = rows ? ta[a][0] : ta[0][a];
      for (int b = 1; b < 32; b++) acc = binary(kind, acc, rows ? ta[a][b] : ta[b][a]);
      uint16_t v = bf16(acc);
      for (int b = 0; b < 32; b++) {
        if (rows) out[a][b] = v;
        else out[b][a] = v;
      }
    }
    pair_write_bits(s, in->d, out);
    return true;
  }
  case OP_VMOV:
    npu_note_m_read(r, in->s1, line);
    memmove(s->m[in->d], s->m[in->s1], NPU_MREG_BYTES);
    s->m_written |= 1ull << in->d;
    return true;
  case OP_VTRPOSE: {
    npu_note_m_read(r, in->s1, line);
    uint8_t t[NPU_MREG_BYTES];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) t[j * 32 + i] = s->m[in->s1][i * 32 + j];
    memcpy(s->m[in->d], t, NPU_MREG_BYTES);
    s->m_written |= 1ull << in->d;
    return true;
  }
  case OP_VPACK: {
    note_pair_read(r, in->s2, line);
    npu_note_e_read(r, in->e, line);
    float e = (float)s->e[in->e];
    pair_read(s, in->s2, ta);
    uint8_t t[NPU_MREG_BYTES];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++) t[i * 32 + j] = num_fp8e4m3_from_f32(to_bf16_f(ta[i][j] * e));
    memcpy(s->m[in->d], t, NPU_MREG_BYTES);
    s->m_written |= 1ull << in->d;
    return true;
  }
  case OP_VUNPACK: {
    npu_note_m_read(r, in->s2, line);
    npu_note_e_read(r, in->e, line);
    float e = (float)s->e[in->e];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 32; j++)
        out[i][j] = bf16(to_bf16_f(num_fp8e4m3_to_f32(s->m[in->s2][i * 32 + j])) / e);
    pair_write_bits(s, in->d, out);
    return true;
  }
  case OP_VLI_ALL: case OP_VLI_ROW: case OP_VLI_COL: case OP_VLI_ONE: {
    /* vli.all writes the raw bit pattern, the others the numeric value */
    uint16_t v = op == OP_VLI_ALL ? (uint16_t)(in->imm & 0xFFFF) : bf16((float)in->imm);
    uint8_t *m = s->m[in->d];
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 16; j++) {
        bool on = op == OP_VLI_ALL || (op == OP_VLI_ROW && i == 0) || (op == OP_VLI_COL && j == 0) ||
                  (op == OP_VLI_ONE && i == 0 && j == 0);
        mset16(m, i * 16 + j, on ? v : 0);
      }
    s->m_written |= 1ull << in->d;
    return true;
  }
  default:
    return npu_fail(r, "ValueError", line, "'%s' is not a VPU instruction", in->info->name);
  }
}

bool npu_exec(Run *r, const Uop *u) {
  const NpuInsn *in = &r->p->insns[u->idx];
  switch (in->info->unit) {
  case U_SCALAR: return exec_scalar(r, u, in);
  case U_LSU: return exec_lsu(r, u, in);
  case U_DMA: return exec_dma(r, u, in);
  case U_MXU0: case U_MXU1: return exec_mxu(r, in);
  case U_VPU: return exec_vpu(r, in);
  default: return true;
  }
}
