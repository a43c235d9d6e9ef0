/* test_npusim_asm.c: the npusim assembler accepts exactly what npu_model's
 * converter accepts (syntax, ranges, li/nop, labels) and reports the rest. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "test_npusim_util.h"

static NpuProgram *parse_ok(const char *text) {
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  if (!p) fail_msg("line %d: %s", errs.n ? errs.v[0].line : 0, errs.n ? errs.v[0].msg : "?");
  npu_asm_errors_free(&errs);
  return p;
}

static void expect_insn(const NpuProgram *p, int idx, const char *want) {
  char buf[128];
  npu_program_insn_text(p, idx, buf, sizeof buf);
  assert_string_equal(buf, want);
}

/* Parse `text`, expect failure with an error on `line` containing `msg`. */
static void expect_error(const char *text, int line, const char *msg) {
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse(text, &errs);
  assert_null(p);
  bool found = false;
  for (int i = 0; i < errs.n; i++)
    if (errs.v[i].line == line && strstr(errs.v[i].msg, msg)) found = true;
  if (!found) {
    for (int i = 0; i < errs.n; i++) print_message("  got line %d: %s\n", errs.v[i].line, errs.v[i].msg);
    fail_msg("no error '%s' on line %d for:\n%s", msg, line, text);
  }
  npu_asm_errors_free(&errs);
}

static void accepts_converter_syntax(void **state) {
  (void)state;
  const char *text =
      "# a comment line\n"
      "\n"
      "start:\n"
      "  ADDI x1, zero, 0x10      # trailing comment\n"
      "  addi X2, ra, 0b101\n"
      "  Addi t0, a0, -0o17\n"
      "  li x3, 0x12345678\n"
      "  li x4, 2047\n"
      "  li x5, 0x7FFFF000\n"
      "  li x6, -1\n"
      "  li x7, -2049\n"
      "  nop\n"
      "  beq x1, x2, start\n"
      "  vload M4, 32(x3)\n"
      "  vmatmul.MXU1 ACC1, m5, W0\n"
      "  dma.load.ch2 x1,x2,x3\n"
      "  jal ra, fwd\n"
      "  vli.all m1, 1_000\n"
      "  lw x9, 0x10(x8)\n"
      "fwd:\n"
      "  seld e3, 2(x1)\n"
      "  vpack.bf16.fp8 m2, m4, e1\n"
      "  vmatpop.fp8.acc.mxu0 m6, acc0, e2\n"
      "  dma.wait.ch2\n";
  NpuProgram *p = parse_ok(text);
  assert_int_equal(npu_program_len(p), 22);
  expect_insn(p, 0, "addi x1, x0, 16");
  expect_insn(p, 1, "addi x2, x1, 5");
  expect_insn(p, 2, "addi x5, x10, -15");
  expect_insn(p, 3, "lui x3, 74565");   /* 0x12345 */
  expect_insn(p, 4, "addi x3, x3, 1656"); /* 0x678 */
  expect_insn(p, 5, "addi x4, x0, 2047");
  expect_insn(p, 6, "lui x5, 524287");  /* lo12 == 0: lui only */
  expect_insn(p, 7, "addi x6, x0, 4095"); /* the converter writes v & 0xFFF */
  expect_insn(p, 8, "lui x7, 1048575");
  expect_insn(p, 9, "addi x7, x7, 2047");
  expect_insn(p, 10, "addi x0, x0, 0");
  expect_insn(p, 11, "beq x1, x2, -44"); /* byte offset back to index 0 */
  expect_insn(p, 12, "vload m4, 32(x3)");
  expect_insn(p, 13, "vmatmul.mxu1 acc1, m5, w0");
  expect_insn(p, 14, "dma.load.ch2 x1, x2, x3");
  expect_insn(p, 15, "jal x1, 12");
  expect_insn(p, 16, "vli.all m1, 1000");
  expect_insn(p, 17, "lw x9, 16(x8)");
  expect_insn(p, 18, "seld e3, 2(x1)");
  expect_insn(p, 19, "vpack.bf16.fp8 m2, m4, e1");
  expect_insn(p, 20, "vmatpop.fp8.acc.mxu0 m6, acc0, e2");
  expect_insn(p, 21, "dma.wait.ch2");
  assert_int_equal(npu_program_line(p, 0), 4);
  assert_int_equal(npu_program_line(p, 4), 7);
  npu_program_free(p);
}

static void bad_literals(void **state) {
  (void)state;
  expect_error("addi x1, x0, 010\n", 1, "Expected integer for 12-bit immediate, got '010'");
  expect_error("nop\naddi x1, x0, 1__0\n", 2, "Expected integer");
  expect_error("addi x1, x0, 0x\n", 1, "Expected integer");
  expect_error("slli x1, x1, five\n", 1, "Expected integer for shift amount, got 'five'");
  expect_error("li x1, 08\n", 1, "invalid literal for int() with base 0: '08'");
  expect_error("lw x1, 010(x2)\n", 1, "invalid literal for int() with base 0: '010'");
  /* Python accepts these */
  NpuProgram *p = parse_ok("addi x1, x0, 0_0\naddi x1, x0, +7\naddi x1, x0, 0X1f\nli x2, 1_000_000\n");
  expect_insn(p, 1, "addi x1, x0, 7");
  expect_insn(p, 2, "addi x1, x0, 31");
  npu_program_free(p);
}

static void operand_counts(void **state) {
  (void)state;
  expect_error("add x1, x2\n", 1, "'add' expects 3 operands (x<rd>, x<rs1>, x<rs2>), got 2");
  expect_error("ecall x1\n", 1, "'ecall' expects 0 operands (), got 1");
  expect_error("delay\n", 1, "'delay' expects 1 operand (<imm12>), got 0");
  expect_error("beq x1, x2\n", 1, "'beq' expects 3 operands (x<rs1>, x<rs2>, <sbimm12> or label), got 2");
  expect_error("lw x1\n", 1, "'lw' expects 2 operands (x<rd>, <imm12>(x<rs1>)), got 1");
  expect_error("vmatmul.mxu0 acc0, m1\n", 1, "expects 3 operands (acc<vd>, m<vs1>, w<vs2>), got 2");
  expect_error("li x1\n", 1, "Malformed Instruction: li x1");
  expect_error("li x1, 2, 3\n", 1, "Invalid mnemonic provided: li x1, 2, 3");
  expect_error("nop x1\n", 1, "Invalid mnemonic provided: nop x1");
}

static void out_of_range(void **state) {
  (void)state;
  expect_error("addi x1, x0, 4096\n", 1, "imm12 value 4096 is out of range [-2048, 4096)");
  expect_error("addi x1, x0, -2049\n", 1, "imm12 value -2049 is out of range [-2048, 4096)");
  expect_error("slli x1, x1, 32\n", 1, "shamt value 32 is out of range [0, 32)");
  expect_error("lui x1, 0x100000\n", 1, "imm20 value 1048576 is out of range [-524288, 1048576)");
  expect_error("vli.all m0, 65536\n", 1, "imm16 value 65536 is out of range [-32768, 65536)");
  expect_error("delay 5000\n", 1, "imm12 value 5000 is out of range");
  expect_error("vexp.bf16 m64, m0\n", 1, "Matrix register '64' out of range (m0\u201363)");
  expect_error("add x32, x0, x0\n", 1, "Scalar register '32' out of range (x0\u201331)");
  expect_error("vmatmul.mxu0 acc2, m0, w0\n", 1, "Accumulator '2' out of range (acc0\u20131)");
  expect_error("vmatpush.weight.mxu0 w2, m0\n", 1, "Weight buffer '2' out of range (w0\u20131)");
  expect_error("seli e32, 1\n", 1, "Exponent register '32' out of range (e0\u201331)");
  expect_error("lw x1, 4(x40)\n", 1, "Scalar register '40' out of range (x0\u201331)");
  expect_error("lw x1, 4096(x1)\n", 1, "imm12 value 4096 is out of range");
  expect_error("beq x0, x0, 3\n", 1, "Branch offset must be even (got 3)");
  expect_error("vload m1, -32(x1)\n", 1, "Expected base+offset operand in the form <imm12>(x<rs1>), got '-32(x1)'");
  expect_error("lw x1, 4(sp)\n", 1, "Expected base+offset operand");
  expect_error("vadd.bf16 m1, x2, m3\n", 1, "Expected matrix register (m0\u201363) for vs1, got 'x2'");
  expect_error("add x1, xq, x2\n", 1, "Malformed scalar register: expected x<rs1>, got 'q'");
}

static void register_spellings(void **state) {
  (void)state;
  /* ABI names in lower case only; prefixes are case-insensitive */
  NpuProgram *p = parse_ok("add s11, t6, fp\nadd X3, x05, x+7\nvmov M3, m4\n");
  expect_insn(p, 0, "add x27, x31, x8");
  expect_insn(p, 1, "add x3, x5, x7");
  npu_program_free(p);
  expect_error("add ZERO, x1, x2\n", 1, "Expected scalar register (x0\u201331) for rd, got 'zero'");
  expect_error("li a0, 1\n", 1, "Invalid register: a0");
  expect_error("li x40, 1\n", 1, "Register out of range: x40");
}

static void unknown_mnemonics_and_labels(void **state) {
  (void)state;
  expect_error("vfoo m1, m2\n", 1, "Invalid mnemonic provided: vfoo m1, m2");
  expect_error(".text\nnop\n", 1, "Invalid mnemonic provided: .text");
  expect_error("nop\nmv x1, x2\n", 2, "Invalid mnemonic provided: mv x1, x2");
  expect_error("loop: addi x1, x1, 1\n", 1, "Invalid mnemonic provided: loop: addi x1, x1, 1");
  expect_error("beq x0, x0, nowhere\nnop\nnop\n", 1, "Undefined label 'nowhere'");
  expect_error("jal x1, missing\nnop\nnop\n", 1, "Undefined label 'missing'");
  /* labels are not accepted where the instruction type allows none */
  expect_error("top:\nlui x1, top\n", 2, "Expected integer for 20-bit immediate or label, got 'top'");
}

static void branch_reach(void **state) {
  (void)state;
  Asm a = {0};
  /* backward: 512 instructions (-2048 bytes) reach, 513 do not */
  asm_add(&a, "top:");
  for (int i = 0; i < 512; i++) asm_add(&a, "nop");
  asm_add(&a, "beq x0, x0, top");
  NpuProgram *p = parse_ok(a.s);
  expect_insn(p, 512, "beq x0, x0, -2048");
  npu_program_free(p);
  asm_free(&a);
  asm_add(&a, "top:");
  for (int i = 0; i < 513; i++) asm_add(&a, "nop");
  asm_add(&a, "beq x0, x0, top");
  expect_error(a.s, 515, "sbimm12 value -2052 is out of range [-2048, 4096)");
  asm_free(&a);
  /* forward: 1023 instructions (4092 bytes) reach, 1024 do not */
  asm_add(&a, "bne x1, x0, far");
  for (int i = 0; i < 1022; i++) asm_add(&a, "nop");
  asm_add(&a, "far:");
  asm_add(&a, "nop");
  p = parse_ok(a.s);
  expect_insn(p, 0, "bne x1, x0, 4092");
  npu_program_free(p);
  asm_free(&a);
  asm_add(&a, "bne x1, x0, far");
  for (int i = 0; i < 1023; i++) asm_add(&a, "nop");
  asm_add(&a, "far:");
  asm_add(&a, "nop");
  expect_error(a.s, 1, "sbimm12 value 4096 is out of range");
  asm_free(&a);
  /* li counts two words when it needs lui+addi */
  p = parse_ok("li x1, 0x12345\nl:\nbeq x0, x0, l\n");
  expect_insn(p, 2, "beq x0, x0, 0");
  npu_program_free(p);
  p = parse_ok("l:\nli x1, 0x12345\nli x2, 5\nbeq x0, x0, l\n");
  expect_insn(p, 3, "beq x0, x0, -12");
  npu_program_free(p);
}

static void all_errors_of_a_line(void **state) {
  (void)state;
  NpuAsmErrors errs = {0};
  NpuProgram *p = npu_asm_parse("nop\nadd x1, x99, q3\nnop\nvexp.bf16 m70\n", &errs);
  assert_null(p);
  int line2 = 0, line4 = 0;
  for (int i = 0; i < errs.n; i++) {
    line2 += errs.v[i].line == 2;
    line4 += errs.v[i].line == 4;
  }
  assert_int_equal(line2, 2); /* x99 out of range and 'q3' not a register */
  assert_int_equal(line4, 2); /* operand count and m70 */
  npu_asm_errors_free(&errs);
}

/* Random token soup never crashes the assembler, with or without errors. */
static void garbage_never_crashes(void **state) {
  (void)state;
  static const char *const pieces[] = {
    "add", "vload", "li", "beq", "x1", "x99", "m63", "acc", "w", "e7", "0x", "0b102", "-",
    "(", ")", "4(x2)", ",", " ", "\t", "#", ":", "lbl", "\n", "\r\n", "\r", "9999999999999999999999",
    "-0x8000000000000000", "jal", "nop", "dma.load.ch9", "vli.all", "_", "1_", "x", "zero", "\xff"};
  Rng r = {12345};
  for (int iter = 0; iter < 3000; iter++) {
    Asm a = {0};
    int n = rng_int(&r, 1, 40);
    char line[512] = "";
    for (int k = 0; k < n; k++) {
      strncat(line, pieces[rng_next(&r) % (sizeof pieces / sizeof pieces[0])], sizeof line - strlen(line) - 1);
      if (rng_int(&r, 0, 2)) strncat(line, " ", sizeof line - strlen(line) - 1);
    }
    asm_add(&a, "%s", line);
    NpuAsmErrors errs = {0};
    NpuProgram *p = npu_asm_parse(a.s, &errs);
    assert_true(p != NULL || errs.n > 0);
    for (int i = 0; i < errs.n; i++) assert_non_null(errs.v[i].msg);
    NpuAsmErrors st = {0};
    npu_asm_check_style(a.s, &st);
    npu_asm_errors_free(&st);
    npu_program_free(p);
    npu_asm_errors_free(&errs);
    asm_free(&a);
  }
}

static int style_count(const char *text) {
  NpuAsmErrors e = {0};
  int n = npu_asm_check_style(text, &e);
  npu_asm_errors_free(&e);
  return n;
}

static void emitter_style(void **state) {
  (void)state;
  const char *good =
      "# npucc style\n"
      "li x5, 1024\n"
      "li x6, -100000\n"
      "dma.config.ch0 x0\n"
      "dma.wait.ch0\n"
      "loop_0.k:\n"
      "addi x1, x1, -2048\n"
      "vload m8, 4095(x10)\n"
      "seli e1, 255\n"
      "lui x2, 0x7ffff\n"
      "delay 34\n"
      "blt x1, x2, loop_0.k\n"
      "nop\n"
      "nop\n";
  assert_int_equal(style_count(good), 0);
  assert_int_equal(style_count("ADDI x1, x1, 1\n"), 1);
  assert_int_equal(style_count("LI x1, 5\n"), 1);
  assert_int_equal(style_count("add X1, x2, x3\n"), 1);
  assert_int_equal(style_count("vli.all m4, 0xC2C8\nli x1, 0X10\n"), 1); /* 0X prefix */
  assert_int_equal(style_count("add a0, x1, x2\n"), 1);
  assert_int_equal(style_count("addi x1, x1, 3000\n"), 1);
  assert_int_equal(style_count("lui x1, 0x80000\n"), 1);
  assert_int_equal(style_count("addi x1, x0, 0b11\n"), 1);
  assert_int_equal(style_count("add x05, x1, x2\n"), 1);
  assert_int_equal(style_count("seli e1, 256\n"), 1);
  assert_int_equal(style_count("beq x0, x0, 8\nnop\nnop\n"), 1);
  assert_int_equal(style_count("sra x1, x2, x3\n"), 1);
  assert_int_equal(style_count("lw x1, 4(x2)junk\n"), 1);
  assert_int_equal(style_count("li x1, 0x1ffffffff\n"), 1);
  /* assembly errors count too */
  assert_int_equal(style_count("frobnicate x1\n"), 1);
}

static void static_lints(void **state) {
  (void)state;
  NpuProgram *p = parse_ok("addi x1, x0, 3072\nlui x2, 0x80000\nli x3, -5\nx:\nx:\nbeq x0, x0, x\nnop\n");
  NpuLints l = {0};
  npu_program_lint(p, &l);
  int unsafe = 0, dup = 0, end = 0;
  for (int i = 0; i < l.n; i++) {
    unsafe += l.v[i].kind == NPU_LINT_UNSAFE_IMM;
    dup += l.v[i].kind == NPU_LINT_DUPLICATE_LABEL;
    end += l.v[i].kind == NPU_LINT_CONTROL_AT_END;
  }
  assert_int_equal(unsafe, 2); /* not the li expansion's 4091 */
  assert_int_equal(dup, 1);
  assert_int_equal(end, 1);
  npu_lints_free(&l);
  npu_program_free(p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(accepts_converter_syntax), cmocka_unit_test(bad_literals),
    cmocka_unit_test(operand_counts),           cmocka_unit_test(out_of_range),
    cmocka_unit_test(register_spellings),       cmocka_unit_test(unknown_mnemonics_and_labels),
    cmocka_unit_test(branch_reach),             cmocka_unit_test(all_errors_of_a_line),
    cmocka_unit_test(garbage_never_crashes),    cmocka_unit_test(emitter_style),
    cmocka_unit_test(static_lints),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
