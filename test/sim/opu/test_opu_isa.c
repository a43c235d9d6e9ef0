/* test_opu_isa.c: native cmocka tests of the OPU decoder (the words of spec §4.2)
 * and of the executor's semantics (§4.3) on an in-memory vector register file. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "opu_harness.h"
#include "opu_isa.h"

static void expect_decode(uint32_t word, OpuOp op, unsigned rd, unsigned rs1, unsigned rs2,
                          const char *text, const char *directive) {
  OpuInsn in;
  char why[128], buf[96];
  if (opu_decode(word, &in, why, sizeof why) != OPU_DECODE_OK)
    fail_msg("0x%08x did not decode: %s", word, why);
  assert_int_equal(in.op, op);
  assert_int_equal(in.rd, rd);
  assert_int_equal(in.rs1, rs1);
  assert_int_equal(in.rs2, rs2);
  opu_format(&in, buf, sizeof buf);
  assert_string_equal(buf, text);
  opu_format_insn_directive(word, buf, sizeof buf);
  assert_string_equal(buf, directive);
}

/* Every example word of the spec's encoding table. */
static void test_decode_spec_words(void **state) {
  (void)state;
  expect_decode(0xa3182057, OPU_VOPACC, 0, 16, 17, "vopacc m0, v16, v17",
                ".insn r 87, 2, 81, zero, a6, a7");
  expect_decode(0xa308a057, OPU_VOPACC, 0, 17, 16, "vopacc m0, v17, v16",
                ".insn r 87, 2, 81, zero, a7, a6");
  expect_decode(0xb2006057, OPU_OPMVINBCAST, 0, 0, 0, "opmvinbcast m0, v0",
                ".insn r 87, 6, 89, zero, zero, zero");
  expect_decode(0xb20060d7, OPU_OPMVINBCAST, 1, 0, 0, "opmvinbcast m1, v0",
                ".insn r 87, 6, 89, ra, zero, zero");
  expect_decode(0xaa02e057, OPU_VMV_RV, 0, 5, 0, "vmv_rv m0, t0, v0",
                ".insn r 87, 6, 85, zero, t0, zero");
  expect_decode(0xaa02e0d7, OPU_VMV_RV, 1, 5, 0, "vmv_rv m1, t0, v0",
                ".insn r 87, 6, 85, ra, t0, zero");
  expect_decode(0xba02e057, OPU_VMV_VR, 0, 5, 0, "vmv_vr v0, t0, m0",
                ".insn r 87, 6, 93, zero, t0, zero");
  expect_decode(0x97281057, OPU_OPFMACC, 0, 16, 18, "opfmacc m0, v16, v18",
                ".insn r 87, 1, 75, zero, a6, s2");
}

static uint32_t r_type(unsigned funct7, unsigned rs2, unsigned rs1, unsigned funct3,
                       unsigned rd) {
  return funct7 << 25 | rs2 << 20 | rs1 << 15 | funct3 << 12 | rd << 7 | 0x57;
}

static void test_decode_fields_and_rejections(void **state) {
  (void)state;
  OpuInsn in;
  char why[128], buf[64];
  /* m3 and the column-wise mc2 operand. */
  expect_decode(r_type(0x51, 19, 18, 2, 3), OPU_VOPACC, 3, 18, 19, "vopacc m3, v18, v19",
                ".insn r 87, 2, 81, gp, s2, s3");
  assert_int_equal(opu_decode(r_type(0x5d, 18, 10, 6, 4), &in, why, sizeof why), OPU_DECODE_OK);
  assert_true(in.column);
  opu_format(&in, buf, sizeof buf);
  assert_string_equal(buf, "vmv_vr v4, a0, mc2");
  /* Matrix operand out of range, vm = 0, rs1 != x0 on OPMVINBCAST. */
  assert_int_equal(opu_decode(r_type(0x51, 17, 16, 2, 5), &in, why, sizeof why),
                   OPU_DECODE_BAD_OPERAND);
  assert_non_null(strstr(why, "matrix operand 5"));
  assert_int_equal(opu_decode(r_type(0x50, 17, 16, 2, 0), &in, why, sizeof why),
                   OPU_DECODE_BAD_OPERAND);
  assert_non_null(strstr(why, "vm = 0"));
  assert_int_equal(opu_decode(r_type(0x59, 0, 5, 6, 0), &in, why, sizeof why),
                   OPU_DECODE_BAD_OPERAND);
  assert_non_null(strstr(why, "rs1 must be x0"));
  assert_int_equal(opu_decode(r_type(0x5d, 4, 5, 6, 0), &in, why, sizeof why),
                   OPU_DECODE_BAD_OPERAND);
  /* Ordinary instructions: vsetivli, vle8.v, vmacc.vv (funct6 45), nop, custom-0. */
  static const uint32_t others[] = {0xcc087057, 0x02058007, 0xb620a057, 0x00000013, 0x0000000b};
  for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
    assert_int_equal(opu_decode(others[i], &in, why, sizeof why), OPU_DECODE_NOT_OPU);
  assert_true(opu_describe_other(0xcc087057, buf, sizeof buf));
  assert_non_null(strstr(buf, "RVV instruction"));
  assert_true(opu_describe_other(0x02058007, buf, sizeof buf));
  assert_non_null(strstr(buf, "RVV load/store"));
  assert_true(opu_describe_other(0xc22027f3, buf, sizeof buf)); /* csrr a5, vlenb */
  assert_non_null(strstr(buf, "vector CSR"));
  assert_false(opu_describe_other(0x0000000b, buf, sizeof buf));
  assert_non_null(strstr(buf, "custom-0"));
  assert_false(opu_describe_other(0x4501, buf, sizeof buf)); /* c.li a0, 0 */
  assert_non_null(strstr(buf, "compressed"));
  assert_false(opu_describe_other(0x00b50533, buf, sizeof buf)); /* add a0, a0, a1 */
}

/* ---- executor ------------------------------------------------------------- */

typedef struct {
  uint8_t bytes[32 * 32];
  OpuVregs v;
  OpuState st;
  uint64_t x[32];
} Machine;

static void machine_init(Machine *m, unsigned vlenb, uint64_t seed) {
  memset(m, 0, sizeof *m);
  opu_fill_i8((int8_t *)m->bytes, sizeof m->bytes, seed);
  m->v.bytes = m->bytes;
  m->v.vlenb = vlenb;
  opu_state_fill(&m->st, 0x5eadbeef);
}

static uint64_t e8m1(void) { return 0; }
static uint64_t e32m4(void) { return 2 << 3 | 2; }

static OpuExecStatus run(Machine *m, uint32_t word, unsigned flags, uint64_t vtype) {
  char err[256];
  m->v.vl = 16;
  m->v.vtype = vtype;
  return opu_exec(&m->st, word, m->x, &m->v, flags, err, sizeof err);
}

static int8_t vreg_i8(const Machine *m, unsigned reg, int i) {
  return (int8_t)m->bytes[reg * m->v.vlenb + (unsigned)i];
}

static int32_t group_i32(const Machine *m, unsigned reg, int i) {
  int32_t v;
  memcpy(&v, m->bytes + reg * m->v.vlenb + 4 * (unsigned)i, 4);
  return v;
}

static void test_exec_outer_product_orientation(void **state) {
  (void)state;
  Machine m;
  machine_init(&m, 16, 1);
  int32_t start[OPU_TILE][OPU_TILE];
  memcpy(start, m.st.m[2], sizeof start);
  /* VOPACC m2, v16, v17: rows follow rs1 (v16), columns rs2 (v17). */
  assert_int_equal(run(&m, r_type(0x51, 17, 16, 2, 2), OPU_EXEC_STRICT, e8m1()), OPU_EXEC_OK);
  for (int i = 0; i < OPU_TILE; i++)
    for (int j = 0; j < OPU_TILE; j++)
      assert_int_equal(m.st.m[2][i][j],
                       (int32_t)((uint32_t)start[i][j] +
                                 (uint32_t)(vreg_i8(&m, 16, i) * vreg_i8(&m, 17, j))));
  assert_int_equal(m.st.counts.vopacc, 1);
  assert_int_equal(m.v.written, 0);
  /* Swapping rs1/rs2 on a zeroed register gives the transpose, which differs
   * on this asymmetric data. */
  Machine swapped = m;
  swapped.v.bytes = swapped.bytes;
  opu_state_fill(&m.st, 0);
  opu_state_fill(&swapped.st, 0);
  run(&m, r_type(0x51, 17, 16, 2, 0), 0, e8m1());
  run(&swapped, r_type(0x51, 16, 17, 2, 0), 0, e8m1());
  int differ = 0;
  for (int i = 0; i < OPU_TILE; i++)
    for (int j = 0; j < OPU_TILE; j++) {
      assert_int_equal(swapped.st.m[0][i][j], m.st.m[0][j][i]);
      differ += swapped.st.m[0][i][j] != m.st.m[0][i][j];
    }
  assert_true(differ > 100);
}

static void test_exec_wraps(void **state) {
  (void)state;
  Machine m;
  machine_init(&m, 16, 2);
  memset(m.bytes + 16 * 16, 0x80, 32); /* v16 = v17 = -128 */
  int32_t row[OPU_TILE];
  for (int j = 0; j < OPU_TILE; j++) row[j] = INT32_MAX - j;
  memcpy(m.bytes + 8 * 16, row, sizeof row); /* group v8-v11 */
  assert_int_equal(run(&m, r_type(0x59, 8, 0, 6, 1), OPU_EXEC_STRICT, e32m4()), OPU_EXEC_OK);
  assert_int_equal(run(&m, r_type(0x51, 17, 16, 2, 1), OPU_EXEC_STRICT, e8m1()), OPU_EXEC_OK);
  for (int i = 0; i < OPU_TILE; i++)
    for (int j = 0; j < OPU_TILE; j++)
      assert_int_equal(m.st.m[1][i][j], (int32_t)(0x7fffffffu - (unsigned)j + 16384u));
}

static void test_exec_moves(void **state) {
  (void)state;
  Machine m;
  machine_init(&m, 32, 3); /* VLEN 256: a 16 x int32 row fills v4 and v5 */
  int32_t bias[OPU_TILE];
  for (int j = 0; j < OPU_TILE; j++) bias[j] = group_i32(&m, 12, j);
  /* OPMVINBCAST m3 <- v12 group: every row equals it. */
  assert_int_equal(run(&m, r_type(0x59, 12, 0, 6, 3), OPU_EXEC_STRICT, e32m4()), OPU_EXEC_OK);
  for (int i = 0; i < OPU_TILE; i++) assert_memory_equal(m.st.m[3][i], bias, sizeof bias);
  /* VMV_RV m3, a0 = 9, v20: only row 9 changes. */
  m.x[10] = 9;
  assert_int_equal(run(&m, r_type(0x55, 20, 10, 6, 3), OPU_EXEC_STRICT, e32m4()), OPU_EXEC_OK);
  for (int i = 0; i < OPU_TILE; i++)
    for (int j = 0; j < OPU_TILE; j++)
      assert_int_equal(m.st.m[3][i][j], i == 9 ? group_i32(&m, 20, j) : bias[j]);
  /* VMV_VR v4, a0, m3: 64 bytes into v4-v5, the rest of the file untouched. */
  uint8_t before[sizeof m.bytes];
  memcpy(before, m.bytes, sizeof before);
  assert_int_equal(run(&m, r_type(0x5d, 3, 10, 6, 4), OPU_EXEC_STRICT, e32m4()), OPU_EXEC_OK);
  assert_memory_equal(m.bytes + 4 * 32, m.st.m[3][9], 64);
  assert_memory_equal(m.bytes, before, 4 * 32);
  assert_memory_equal(m.bytes + 6 * 32, before + 6 * 32, sizeof before - 6 * 32);
  assert_int_equal(m.v.written, 0x30);
  /* x0 as the row index reads as zero, whatever x[0] holds. */
  m.x[0] = 7;
  assert_int_equal(run(&m, r_type(0x5d, 3, 0, 6, 8), OPU_EXEC_STRICT, e32m4()), OPU_EXEC_OK);
  assert_memory_equal(m.bytes + 8 * 32, m.st.m[3][0], 64);
  assert_int_equal(m.st.counts.opmvinbcast, 1);
  assert_int_equal(m.st.counts.vmv_rv, 1);
  assert_int_equal(m.st.counts.vmv_vr, 2);
}

static void expect_rejected(Machine *m, uint32_t word, unsigned flags, uint64_t vtype,
                            uint64_t vl, const char *message) {
  char err[256];
  OpuState before = m->st;
  m->v.vl = vl;
  m->v.vtype = vtype;
  OpuExecStatus s = opu_exec(&m->st, word, m->x, &m->v, flags, err, sizeof err);
  if (s != OPU_EXEC_REJECTED || !strstr(err, message))
    fail_msg("0x%08x: status %d, message '%s', expected '%s'", word, s, err, message);
  assert_memory_equal(&m->st, &before, sizeof before);
}

static void test_exec_rejections(void **state) {
  (void)state;
  Machine m;
  machine_init(&m, 16, 4);
  uint32_t vopacc = r_type(0x51, 17, 16, 2, 0), vmv_vr = r_type(0x5d, 0, 5, 6, 0);
  expect_rejected(&m, vopacc, OPU_EXEC_STRICT, e32m4(), 16, "npucc issues VOPACC under e8/m1");
  expect_rejected(&m, vopacc, OPU_EXEC_STRICT, e8m1(), 8, "vl = 8");
  expect_rejected(&m, vopacc, OPU_EXEC_STRICT, 1ull << 63, 0, "under vtype vill");
  expect_rejected(&m, vmv_vr, OPU_EXEC_STRICT, e8m1(), 16, "matrix moves under e32/m4");
  expect_rejected(&m, r_type(0x5d, 0, 5, 6, 2), OPU_EXEC_STRICT, e32m4(), 16,
                  "multiple of 4, not v2");
  expect_rejected(&m, r_type(0x5d, 0, 5, 6, 30), 0, e32m4(), 16, "runs past v31");
  m.x[5] = 16;
  expect_rejected(&m, vmv_vr, 0, e32m4(), 16, "row index t0 = 16");
  expect_rejected(&m, r_type(0x51, 17, 16, 2, 17), 0, e8m1(), 16, "column-wise");
  expect_rejected(&m, 0x97281057, 0, e8m1(), 16, "OPFMACC is decoded but not emulated");
  expect_rejected(&m, r_type(0x51, 17, 16, 2, 9), 0, e8m1(), 16, "matrix operand 9");
  /* Without the strict flag the vtype is not checked. */
  assert_int_equal(run(&m, vopacc, 0, e32m4()), OPU_EXEC_OK);
  char err[200];
  assert_int_equal(opu_exec(&m.st, 0x00000013, m.x, &m.v, 0, err, sizeof err),
                   OPU_EXEC_NOT_OPU);
  assert_non_null(strstr(err, "not an OPU instruction"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_decode_spec_words),
      cmocka_unit_test(test_decode_fields_and_rejections),
      cmocka_unit_test(test_exec_outer_product_orientation),
      cmocka_unit_test(test_exec_wraps),
      cmocka_unit_test(test_exec_moves),
      cmocka_unit_test(test_exec_rejections),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
