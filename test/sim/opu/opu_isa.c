/* opu_isa.c: decoding, printing and executing the Saturn OPU custom instructions
 * on a software matrix-register file; portable C, shared by the trap handler and tools. */
#include "opu_isa.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum {
  OPCODE_OP_V = 0x57,
  FUNCT3_OPMVV = 2,
  FUNCT3_OPMVX = 6,
  FUNCT3_OPFVV = 1,
  FUNCT6_VOPACC = 40,
  FUNCT6_VMV_RV = 42,
  FUNCT6_OPMVINBCAST = 44,
  FUNCT6_VMV_VR = 46,
  FUNCT6_OPFMACC = 37,
  ROW_BYTES = OPU_TILE * 4, /* one e32 row of a matrix register */
};

static void put(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void put(char *buf, size_t len, const char *fmt, ...) {
  if (!buf || len == 0) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, len, fmt, ap);
  va_end(ap);
}

const char *opu_gpr_name(unsigned reg) {
  static const char *const names[32] = {
      "zero", "ra", "sp", "gp", "tp",  "t0",  "t1", "t2", "s0", "s1", "a0",
      "a1",   "a2", "a3", "a4", "a5",  "a6",  "a7", "s2", "s3", "s4", "s5",
      "s6",   "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
  return names[reg & 31];
}

const char *opu_op_name(OpuOp op) {
  switch (op) {
  case OPU_VOPACC: return "vopacc";
  case OPU_OPMVINBCAST: return "opmvinbcast";
  case OPU_VMV_RV: return "vmv_rv";
  case OPU_VMV_VR: return "vmv_vr";
  case OPU_OPFMACC: return "opfmacc";
  }
  return "?";
}

static bool is_matrix_operand(unsigned r, bool *column) {
  *column = r >= OPU_COLUMN_BASE;
  return r < OPU_MREGS || (r >= OPU_COLUMN_BASE && r < OPU_COLUMN_BASE + OPU_MREGS);
}

OpuDecodeStatus opu_decode(uint32_t word, OpuInsn *insn, char *why, size_t why_len) {
  put(why, why_len, "%s", "");
  if ((word & 0x7f) != OPCODE_OP_V) return OPU_DECODE_NOT_OPU;
  unsigned funct3 = (word >> 12) & 7, funct7 = word >> 25, funct6 = funct7 >> 1;
  OpuOp op;
  if (funct3 == FUNCT3_OPMVV && funct6 == FUNCT6_VOPACC) op = OPU_VOPACC;
  else if (funct3 == FUNCT3_OPMVX && funct6 == FUNCT6_OPMVINBCAST) op = OPU_OPMVINBCAST;
  else if (funct3 == FUNCT3_OPMVX && funct6 == FUNCT6_VMV_RV) op = OPU_VMV_RV;
  else if (funct3 == FUNCT3_OPMVX && funct6 == FUNCT6_VMV_VR) op = OPU_VMV_VR;
  else if (funct3 == FUNCT3_OPFVV && funct6 == FUNCT6_OPFMACC) op = OPU_OPFMACC;
  else return OPU_DECODE_NOT_OPU;

  OpuInsn in = {.op = op, .word = word, .funct3 = funct3, .funct7 = funct7,
                .rd = (word >> 7) & 31, .rs1 = (word >> 15) & 31, .rs2 = (word >> 20) & 31};
  *insn = in;
  if (!(funct7 & 1)) {
    put(why, why_len, "%s with vm = 0 (funct7 0x%02x): the OPU encodings all have vm = 1",
        opu_op_name(op), funct7);
    return OPU_DECODE_BAD_OPERAND;
  }
  unsigned matrix = op == OPU_VMV_VR ? in.rs2 : in.rd;
  if (!is_matrix_operand(matrix, &insn->column)) {
    put(why, why_len, "%s: matrix operand %u is not m0-m3 (0-3) or mc0-mc3 (16-19)",
        opu_op_name(op), matrix);
    return OPU_DECODE_BAD_OPERAND;
  }
  if (op == OPU_OPMVINBCAST && in.rs1 != 0) {
    put(why, why_len, "opmvinbcast: rs1 must be x0, found %s", opu_gpr_name(in.rs1));
    return OPU_DECODE_BAD_OPERAND;
  }
  return OPU_DECODE_OK;
}

static const char *matrix_name(unsigned r) {
  static const char *const names[] = {"m0", "m1", "m2", "m3"};
  static const char *const columns[] = {"mc0", "mc1", "mc2", "mc3"};
  if (r < OPU_MREGS) return names[r];
  if (r >= OPU_COLUMN_BASE && r < OPU_COLUMN_BASE + OPU_MREGS)
    return columns[r - OPU_COLUMN_BASE];
  return "m?";
}

void opu_format(const OpuInsn *in, char *buf, size_t len) {
  switch (in->op) {
  case OPU_VOPACC:
  case OPU_OPFMACC:
    put(buf, len, "%s %s, v%u, v%u", opu_op_name(in->op), matrix_name(in->rd), in->rs1,
        in->rs2);
    break;
  case OPU_OPMVINBCAST:
    put(buf, len, "opmvinbcast %s, v%u", matrix_name(in->rd), in->rs2);
    break;
  case OPU_VMV_RV:
    put(buf, len, "vmv_rv %s, %s, v%u", matrix_name(in->rd), opu_gpr_name(in->rs1), in->rs2);
    break;
  case OPU_VMV_VR:
    put(buf, len, "vmv_vr v%u, %s, %s", in->rd, opu_gpr_name(in->rs1), matrix_name(in->rs2));
    break;
  }
}

void opu_format_insn_directive(uint32_t word, char *buf, size_t len) {
  put(buf, len, ".insn r %u, %u, %u, %s, %s, %s", word & 0x7f, (word >> 12) & 7, word >> 25,
      opu_gpr_name((word >> 7) & 31), opu_gpr_name((word >> 15) & 31),
      opu_gpr_name((word >> 20) & 31));
}

bool opu_describe_other(uint32_t word, char *buf, size_t len) {
  unsigned opcode = word & 0x7f, funct3 = (word >> 12) & 7, csr = word >> 20;
  bool vector_width = funct3 == 0 || funct3 >= 5;
  if ((word & 3) != 3) {
    put(buf, len, "a 16-bit compressed instruction (0x%04x)", word & 0xffff);
  } else if (opcode == OPCODE_OP_V) {
    put(buf, len, "an RVV instruction outside the OPU slots");
    return true;
  } else if ((opcode == 0x07 || opcode == 0x27) && vector_width) {
    put(buf, len, "an RVV load/store");
    return true;
  } else if (opcode == 0x73 && funct3 != 0 &&
             (csr == 0xc20 || csr == 0xc21 || csr == 0xc22 || (csr >= 0x008 && csr <= 0x00a) ||
              csr == 0x00f)) {
    put(buf, len, "an access to a vector CSR");
    return true;
  } else if (opcode == 0x0b || opcode == 0x2b || opcode == 0x5b || opcode == 0x7b) {
    put(buf, len, "a custom-%d instruction, not an OPU one (the OPU lives in OP-V, 0x57)",
        opcode == 0x0b ? 0 : opcode == 0x2b ? 1 : opcode == 0x5b ? 2 : 3);
  } else {
    put(buf, len, "an instruction that rv64gcv does not define");
  }
  return false;
}

void opu_state_fill(OpuState *st, int32_t value) {
  for (int m = 0; m < OPU_MREGS; m++)
    for (int i = 0; i < OPU_TILE; i++)
      for (int j = 0; j < OPU_TILE; j++) st->m[m][i][j] = value;
}

/* vtype fields (RVV 1.0): vlmul in bits 2:0, vsew in 5:3, vill in the top bit. */
static bool vtype_is(uint64_t vtype, unsigned vsew, unsigned vlmul) {
  return !(vtype >> 63) && ((vtype >> 3) & 7) == vsew && (vtype & 7) == vlmul;
}

static const char *vtype_text(uint64_t vtype, char *buf, size_t len) {
  static const char *const lmul[8] = {"m1", "m2", "m4", "m8", "m?", "mf8", "mf4", "mf2"};
  if (vtype >> 63) put(buf, len, "vill");
  else put(buf, len, "e%u/%s", 8u << ((vtype >> 3) & 7), lmul[vtype & 7]);
  return buf;
}

static OpuExecStatus reject(char *err, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static OpuExecStatus reject(char *err, size_t len, const char *fmt, ...) {
  if (err && len) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
  }
  return OPU_EXEC_REJECTED;
}

/* The 16 int32 of an e32 group start at register `reg` and run on into the
 * following registers when VLEN < 512. */
static bool group_fits(const OpuVregs *v, unsigned reg) {
  return (size_t)reg * v->vlenb + ROW_BYTES <= (size_t)32 * v->vlenb;
}

static void group_read(const OpuVregs *v, unsigned reg, int32_t row[OPU_TILE]) {
  memcpy(row, v->bytes + (size_t)reg * v->vlenb, ROW_BYTES);
}

static void group_write(OpuVregs *v, unsigned reg, const int32_t row[OPU_TILE]) {
  memcpy(v->bytes + (size_t)reg * v->vlenb, row, ROW_BYTES);
  for (unsigned r = reg; r < 32 && (size_t)(r - reg) * v->vlenb < ROW_BYTES; r++)
    v->written |= 1u << r;
}

static OpuExecStatus check_conventions(const OpuInsn *in, const OpuVregs *v, unsigned flags,
                                       char *err, size_t len) {
  char text[48], vt[16];
  opu_format(in, text, sizeof text);
  if (v->vlenb < 16)
    return reject(err, len, "%s: VLEN %u is below the OPU's 128", text, v->vlenb * 8);
  if (in->column)
    return reject(err, len, "%s: column-wise matrix operands (mc0-mc3) are decoded but not "
                  "emulated; npucc does not use them", text);
  if (in->op == OPU_OPFMACC)
    return reject(err, len, "%s: the fp8 OPFMACC is decoded but not emulated", text);
  bool outer_product = in->op == OPU_VOPACC;
  unsigned group = in->op == OPU_VMV_VR ? in->rd : in->rs2;
  if (!outer_product && !group_fits(v, group))
    return reject(err, len, "%s: a 16 x int32 group starting at v%u runs past v31", text, group);
  if (!(flags & OPU_EXEC_STRICT)) return OPU_EXEC_OK;
  if (outer_product && !vtype_is(v->vtype, 0, 0))
    return reject(err, len, "%s under vtype %s: npucc issues VOPACC under e8/m1", text,
                  vtype_text(v->vtype, vt, sizeof vt));
  if (!outer_product && !vtype_is(v->vtype, 2, 2))
    return reject(err, len, "%s under vtype %s: npucc issues matrix moves under e32/m4", text,
                  vtype_text(v->vtype, vt, sizeof vt));
  if (v->vl != OPU_TILE)
    return reject(err, len, "%s with vl = %llu: npucc issues OPU instructions with vl 16", text,
                  (unsigned long long)v->vl);
  if (!outer_product && group % 4 != 0)
    return reject(err, len, "%s: an e32/m4 group must start at a multiple of 4, not v%u", text,
                  group);
  return OPU_EXEC_OK;
}

static bool row_index(const OpuInsn *in, const uint64_t x[32], unsigned *row, char *err,
                      size_t len) {
  uint64_t r = in->rs1 ? x[in->rs1] : 0;
  if (r < OPU_TILE) {
    *row = (unsigned)r;
    return true;
  }
  char text[48];
  opu_format(in, text, sizeof text);
  reject(err, len, "%s: row index %s = %llu is not below 16", text, opu_gpr_name(in->rs1),
         (unsigned long long)r);
  return false;
}

OpuExecStatus opu_exec(OpuState *st, uint32_t word, const uint64_t x[32], OpuVregs *v,
                       unsigned flags, char *err, size_t err_len) {
  OpuInsn in;
  char why[160];
  v->written = 0;
  switch (opu_decode(word, &in, why, sizeof why)) {
  case OPU_DECODE_NOT_OPU: {
    char what[160];
    opu_describe_other(word, what, sizeof what);
    put(err, err_len, "not an OPU instruction: %s", what);
    return OPU_EXEC_NOT_OPU;
  }
  case OPU_DECODE_BAD_OPERAND:
    return reject(err, err_len, "%s", why);
  case OPU_DECODE_OK:
    break;
  }
  OpuExecStatus s = check_conventions(&in, v, flags, err, err_len);
  if (s != OPU_EXEC_OK) return s;

  unsigned row;
  int32_t values[OPU_TILE];
  switch (in.op) {
  case OPU_VOPACC: {
    const int8_t *lhs = (const int8_t *)(v->bytes + (size_t)in.rs1 * v->vlenb);
    const int8_t *rhs = (const int8_t *)(v->bytes + (size_t)in.rs2 * v->vlenb);
    for (int i = 0; i < OPU_TILE; i++)
      for (int j = 0; j < OPU_TILE; j++) {
        /* uint32 arithmetic: the accumulators wrap modulo 2^32. */
        uint32_t acc = (uint32_t)st->m[in.rd][i][j] + (uint32_t)(lhs[i] * rhs[j]);
        st->m[in.rd][i][j] = (int32_t)acc;
      }
    st->counts.vopacc++;
    break;
  }
  case OPU_OPMVINBCAST:
    group_read(v, in.rs2, values);
    for (int i = 0; i < OPU_TILE; i++) memcpy(st->m[in.rd][i], values, sizeof values);
    st->counts.opmvinbcast++;
    break;
  case OPU_VMV_RV:
    if (!row_index(&in, x, &row, err, err_len)) return OPU_EXEC_REJECTED;
    group_read(v, in.rs2, st->m[in.rd][row]);
    st->counts.vmv_rv++;
    break;
  case OPU_VMV_VR:
    if (!row_index(&in, x, &row, err, err_len)) return OPU_EXEC_REJECTED;
    group_write(v, in.rd, st->m[in.rs2][row]);
    st->counts.vmv_vr++;
    break;
  case OPU_OPFMACC:
    break; /* rejected by check_conventions */
  }
  return OPU_EXEC_OK;
}
