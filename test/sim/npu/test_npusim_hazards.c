/* test_npusim_hazards.c: every static-scheduling rule of spec/npu.md §4 at its
 * minimum legal spacing and one cycle short, plus timing, lints and random init. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "npu_isa.h"
#include "test_npusim_util.h"

/* Run `first`, then `delay d` (d < 0: nothing in between), then `second`. */
static NpuRunResult run_gap(const char *setup, const char *first, int d, const char *second) {
  Asm a = {0};
  if (setup) asm_add(&a, "%s", setup);
  asm_add(&a, "%s", first);
  if (d >= 0) asm_add(&a, "delay %d", d);
  asm_add(&a, "%s", second);
  NpuSim *s = npu_sim_new(NULL);
  NpuRunResult r = run_text(s, a.s, 100000);
  npu_sim_free(s);
  asm_free(&a);
  return r;
}

typedef struct Hazard {
  const char *name, *setup, *first, *second;
  int min_delay;
  const char *err_type, *err_msg;
} Hazard;

static const Hazard hazards[] = {
  /* one op per unit: delay L-2 between two ops of latency L */
  {"vpu elementwise (66)", NULL, "vexp.bf16 m2, m0", "vexp.bf16 m6, m4", 64, "RuntimeError", "Backpressure detected in IDU"},
  {"vpu row max (34)", NULL, "vredmax.row.bf16 m2, m0", "vexp.bf16 m6, m4", 32, "RuntimeError", "Backpressure"},
  {"vpu row sum (39)", NULL, "vredsum.row.bf16 m2, m0", "vexp.bf16 m6, m4", 37, "RuntimeError", "Backpressure"},
  {"vpu column sum (130)", NULL, "vredsum.bf16 m2, m0", "vexp.bf16 m6, m4", 128, "RuntimeError", "Backpressure"},
  {"vpu vli (65)", NULL, "vli.all m2, 0x3f80", "vli.all m3, 0", 63, "RuntimeError", "Backpressure"},
  {"mxu0 matmul (96)", NULL, "vmatmul.mxu0 acc0, m0, w0", "vmatmul.mxu0 acc1, m1, w1", 94, "RuntimeError", "Backpressure"},
  {"mxu1 matmul (35)", NULL, "vmatmul.mxu1 acc0, m0, w0", "vmatmul.mxu1 acc1, m1, w1", 33, "RuntimeError", "Backpressure"},
  {"mxu0 push (32)", NULL, "vmatpush.weight.mxu0 w0, m1", "vmatpush.weight.mxu0 w1, m2", 30, "RuntimeError", "Backpressure"},
  {"mxu1 pop (32)", NULL, "vmatpop.bf16.acc.mxu1 m4, acc0", "vmatpop.bf16.acc.mxu1 m8, acc1", 30, "RuntimeError", "Backpressure"},
  {"lsu vload (34)", NULL, "vload m1, 0(x0)", "vload m2, 32(x0)", 32, "RuntimeError", "Backpressure"},
  {"lsu scalar load (2)", NULL, "lw x2, 0(x0)", "lw x3, 4(x0)", 0, "RuntimeError", "Backpressure"},
  /* resources: producer stepped before the consumer -> L-3, otherwise L-2 */
  {"mxu1 pop -> vpu", NULL, "vmatpop.bf16.acc.mxu1 m2, acc0", "vexp.bf16 m4, m2", 29, "BankConflictError",
   "'Vector0:vexp.bf16' accesses tensor register(s) [2, 3] currently held by {'Matrix1:vmatpop.bf16.acc.mxu1'}"},
  {"mxu0 pop -> vpu", NULL, "vmatpop.bf16.acc.mxu0 m2, acc0", "vadd.bf16 m4, m6, m3", 29, "BankConflictError", "tensor register(s) [3]"},
  {"vpu -> lsu vstore", NULL, "vexp.bf16 m2, m0", "vstore m3, 0(x0)", 63, "BankConflictError",
   "'LSU:vstore' accesses tensor register(s) [3] currently held by {'Vector0:vexp.bf16'}"},
  {"lsu vload -> mxu1 push", "li x1, 0x400", "vload m1, 0(x1)", "vmatpush.weight.mxu1 w0, m1", 32, "BankConflictError",
   "'Matrix1:vmatpush.weight.mxu1' accesses tensor register(s) [1] currently held by {'LSU:vload'}"},
  {"lsu vstore -> dma store", "li x1, 1024\ndma.config.ch0 x0\ndma.wait.ch0", "vstore m0, 0(x0)", "dma.store.ch0 x1, x0, x1\ndma.wait.ch0", 32,
   "BankConflictError", "VMEM bank conflict: 'DMA0:dma.store.ch0' accesses VMEM banks [0, 1, 2"},
  {"lsu vload -> dma load", "li x1, 64\nli x2, 0x8000", "vload m0, 0(x0)", "dma.load.ch1 x0, x2, x1\ndma.wait.ch1", 32,
   "BankConflictError", "accesses VMEM banks [0, 1] currently held by {'LSU:vload'}"},
  {"vpu -> mxu0 push", NULL, "vexp.bf16 m2, m0", "vmatpush.weight.mxu0 w0, m3", 64, "BankConflictError", "'Matrix0:vmatpush.weight.mxu0'"},
  {"vpu -> mxu1 matmul", NULL, "vrecip.bf16 m2, m0", "vmatmul.mxu1 acc0, m2, w0", 64, "BankConflictError", "'Matrix1:vmatmul.mxu1'"},
  {"mxu1 pop -> mxu0 push", NULL, "vmatpop.bf16.acc.mxu1 m2, acc0", "vmatpush.weight.mxu0 w0, m3", 30, "BankConflictError", "[3]"},
  {"mxu0 pop -> mxu1 push", NULL, "vmatpop.fp8.acc.mxu0 m2, acc0, e0", "vmatpush.acc.fp8.mxu1 acc0, m2", 29, "BankConflictError", "[2]"},
  {"read/read mxu0 -> mxu1", NULL, "vmatmul.mxu0 acc0, m0, w0", "vmatmul.mxu1 acc0, m0, w1", 93, "BankConflictError",
   "'Matrix1:vmatmul.mxu1' accesses tensor register(s) [0] currently held by {'Matrix0:vmatmul.mxu0'}"},
  {"read/read vpu -> lsu", NULL, "vmov m5, m1", "vstore m1, 0(x0)", 63, "BankConflictError", "[1]"},
};

static void hazard_pairs(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof hazards / sizeof hazards[0]; i++) {
    const Hazard *h = &hazards[i];
    NpuRunResult ok = run_gap(h->setup, h->first, h->min_delay, h->second);
    if (ok.status != NPU_DONE)
      fail_msg("%s: delay %d should be legal: %s %s", h->name, h->min_delay, ok.error_type,
               ok.error_msg ? ok.error_msg : "");
    NpuRunResult bad = run_gap(h->setup, h->first, h->min_delay - 1, h->second);
    if (bad.status != NPU_ERROR || strcmp(bad.error_type, h->err_type) || !strstr(bad.error_msg, h->err_msg))
      fail_msg("%s: delay %d should fail with %s '%s', got %s '%s'", h->name, h->min_delay - 1,
               h->err_type, h->err_msg, bad.error_type, bad.error_msg ? bad.error_msg : "");
    npu_run_result_free(&ok);
    npu_run_result_free(&bad);
  }
}

static void expect_fail(const char *text, const char *type, const char *msg, int64_t cycle) {
  NpuSim *s = npu_sim_new(NULL);
  NpuRunResult r = run_text(s, text, 100000);
  if (r.status != NPU_ERROR || strcmp(r.error_type, type) || !strstr(r.error_msg, msg))
    fail_msg("want %s '%s', got %s '%s' for\n%s", type, msg, r.error_type, r.error_msg ? r.error_msg : "", text);
  if (cycle) assert_int_equal(r.cycles, cycle);
  npu_run_result_free(&r);
  npu_sim_free(s);
}

static void expect_ok(const char *text, int64_t cycles) {
  NpuSim *s = npu_sim_new(NULL);
  NpuRunResult r = run_text(s, text, 100000);
  if (r.status != NPU_DONE) fail_msg("%s: %s\n%s", r.error_type, r.error_msg ? r.error_msg : "", text);
  if (cycles) assert_int_equal(r.cycles, cycles);
  npu_run_result_free(&r);
  npu_sim_free(s);
}

static void stores_back_to_back(void **state) {
  (void)state;
  expect_ok("li x1, 0x40\nli x2, 7\nsw x2, 0(x1)\nsw x2, 4(x1)\nsb x2, 8(x1)\n", 0);
}

static void dma_channels(void **state) {
  (void)state;
  expect_fail("li x1, 64\nli x2, 0x100\ndma.load.ch3 x0, x0, x1\ndma.load.ch3 x2, x2, x1\n", "AssertionError",
              "Flag 3 is already set, erroneous program", 5);
  expect_ok("li x1, 64\nli x2, 0x100\ndma.load.ch3 x0, x0, x1\ndma.wait.ch3\ndma.load.ch3 x2, x2, x1\ndma.wait.ch3\n", 0);
  /* a vload of a DMA destination before its wait conflicts, after it does not */
  expect_fail("li x1, 1024\ndma.load.ch0 x0, x0, x1\nvload m0, 0(x0)\n", "BankConflictError",
              "'LSU:vload' accesses VMEM banks [0, 1", 0);
  expect_ok("li x1, 1024\ndma.load.ch0 x0, x0, x1\ndma.wait.ch0\nvload m0, 0(x0)\n", 0);
}

static void control_flow_in_delay_slot(void **state) {
  (void)state;
  expect_fail("li x1, 1\nbeq x1, x1, t\nbne x0, x1, t\nnop\nt:\nnop\n", "RuntimeError",
              "Illegal control-flow instruction 'bne' decoded in a delay-slot position", 4);
  expect_fail("beq x0, x0, t\nnop\njal x1, t\nt:\nnop\nnop\nnop\n", "RuntimeError", "'jal' decoded in a delay-slot", 0);
  expect_fail("beq x0, x0, t\nnop\njalr x1, x0, 0\nt:\nnop\nnop\nnop\n", "RuntimeError", "'jalr'", 0);
  /* after both slots a branch is fine */
  expect_ok("beq x0, x1, t\nnop\nnop\nbeq x0, x0, t\nnop\nnop\nt:\nnop\n", 0);
}

static void pair_register_63(void **state) {
  (void)state;
  expect_fail("vli.all m0, 0x3f80\ndelay 63\nvexp.bf16 m63, m0\n", "ExceptionGroup",
              "Matrix register '64' out of range (m0\u201363)", 68);
  expect_fail("vadd.bf16 m0, m63, m2\n", "ExceptionGroup", "Matrix register '64'", 0);
  expect_fail("vmatpop.bf16.acc.mxu0 m63, acc0\n", "ExceptionGroup", "Matrix register '64'", 0);
  expect_ok("vexp.bf16 m62, m0\n", 0);
  expect_ok("vmov m63, m0\n", 0); /* vmov touches single registers */
}

static void memory_bounds(void **state) {
  (void)state;
  expect_fail("li x1, 0xffe00\nvload m0, 0(x1)\n", "AssertionError", "Memory read out of bounds", 0);
  expect_ok("li x1, 0xffc00\nvload m0, 0(x1)\n", 0);
  expect_fail("li x1, 0xffc00\nvstore m0, 1(x1)\n", "AssertionError", "Memory write out of bounds", 0);
  expect_fail("lw x2, 4092(x0)\n", "AssertionError", "Memory read out of bounds", 0); /* offset -4 */
  expect_fail("li x1, 0x3ffffc00\nli x2, 2048\ndma.load.ch0 x0, x1, x2\ndma.wait.ch0\n", "AssertionError",
              "Memory read out of bounds: [1073740800, 1073742848) exceeds size 1073741824", 0);
  expect_ok("li x1, 0x3ffff800\nli x2, 2048\ndma.load.ch0 x0, x1, x2\ndma.wait.ch0\n", 0);
  expect_fail("li x1, 0x40000000\nli x2, 32\ndma.store.ch0 x1, x0, x2\ndma.wait.ch0\n", "AssertionError",
              "Memory write out of bounds", 0);
  expect_fail("li x1, 0xfff00\nli x2, 512\ndma.load.ch0 x1, x0, x2\ndma.wait.ch0\n", "AssertionError",
              "Memory write out of bounds", 0);
}

static void store_overflow_quirk(void **state) {
  (void)state;
  expect_fail("li x1, 0x80000000\nsw x1, 0(x0)\n", "RuntimeError", "int32 without overflow", 0);
  expect_fail("li x1, 0x8000\nsh x1, 0(x0)\n", "RuntimeError", "int16 without overflow", 0);
  expect_ok("li x1, 0xff\nsb x1, 0(x0)\nli x2, 0x7fffffff\nsw x2, 4(x0)\n", 0);
}

/* ---- timing ---- */

static int64_t cycles_of(const char *text) {
  NpuSim *s = npu_sim_new(NULL);
  NpuRunResult r = run_text(s, text, 1000000);
  if (r.status != NPU_DONE) fail_msg("%s: %s", r.error_type, r.error_msg ? r.error_msg : "");
  int64_t c = r.cycles;
  npu_run_result_free(&r);
  npu_sim_free(s);
  return c;
}

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t dma_lat(int64_t b) {
  int64_t x = 2 * ceil_div(b + 8, 4), y = ceil_div(b, 64);
  return x > y ? x : y;
}

static void timing_rules(void **state) {
  (void)state;
  /* N straight-line scalar instructions take N + 2 cycles */
  assert_int_equal(cycles_of("addi x1, x1, 1\n"), 3);
  assert_int_equal(cycles_of("addi x1, x1, 1\naddi x1, x1, 1\naddi x1, x1, 1\nnop\nnop\n"), 7);
  /* delay k occupies decode k + 1 cycles */
  assert_int_equal(cycles_of("delay 0\n"), 3);
  assert_int_equal(cycles_of("delay 17\n"), 20);
  assert_int_equal(cycles_of("delay 4095\n"), 4098);
  assert_int_equal(cycles_of("delay -5\n"), 3);
  /* an op of latency L issued last keeps the run going for L more cycles */
  assert_int_equal(cycles_of("vexp.bf16 m2, m0\n"), 2 + 66);
  assert_int_equal(cycles_of("vmatmul.mxu0 acc0, m0, w0\n"), 2 + 96);
  /* DMA: the formula, transfers serialised in queue order */
  assert_int_equal(npu_dma_cycles(1024), 516);
  assert_int_equal(npu_dma_cycles(2048), 1028);
  assert_int_equal(npu_dma_cycles(4096), 2052);
  assert_int_equal(npu_dma_cycles(0), 4);
  const int64_t sizes[] = {32, 96, 100, 1000, 4096, 65536};
  int64_t base = cycles_of("li x1, 32\ndma.load.ch0 x0, x0, x1\ndma.wait.ch0\n");
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    char text[128];
    snprintf(text, sizeof text, "li x1, %lld\ndma.load.ch0 x0, x0, x1\ndma.wait.ch0\n", (long long)sizes[i]);
    assert_int_equal(cycles_of(text) - base, dma_lat(sizes[i]) - dma_lat(32));
  }
  int64_t one = cycles_of("li x1, 1024\nli x2, 0x1000\ndma.load.ch0 x0, x0, x1\ndma.wait.ch0\n");
  int64_t two = cycles_of("li x1, 1024\nli x2, 0x1000\ndma.load.ch0 x0, x0, x1\ndma.load.ch1 x2, x2, x1\n"
                          "dma.wait.ch0\ndma.wait.ch1\n");
  assert_int_equal(two - one, 516); /* one transfer at a time: channels do not add bandwidth */
  /* dma.config costs 4 cycles; a wait on an idle channel costs one decode cycle */
  assert_int_equal(cycles_of("dma.config.ch0 x0\ndma.wait.ch0\n"), 1 + 1 + 4 + 1);
  /* (a wait never reaches a unit, so a lone wait ends one cycle sooner than a nop) */
  assert_int_equal(cycles_of("dma.wait.ch5\n"), 2);
  assert_int_equal(cycles_of("nop\ndma.wait.ch5\n"), 3);
}

static void load_use_and_branches(void **state) {
  (void)state;
  NpuSim *s = npu_sim_new(NULL);
  NpuRunResult r = run_text(s,
                            "li x1, 0x40\nli x2, 77\nsw x2, 0(x1)\nnop\n"
                            "lw x3, 0(x1)\nadd x4, x3, x0\nadd x5, x3, x0\n"
                            /* loop: 5 iterations, both delay slots run every time */
                            "li x6, 0\nli x7, 5\nli x8, 0\nl:\naddi x6, x6, 1\nblt x6, x7, l\naddi x8, x8, 1\naddi x8, x8, 10\n"
                            "jal x9, f\nnop\nnop\naddi x10, x0, 1\nf:\n",
                            100000);
  assert_int_equal(r.status, NPU_DONE);
  assert_int_equal(npu_sim_xreg(s, 4), 0);  /* issued the cycle after the load: old value */
  assert_int_equal(count_lints(&r, NPU_LINT_LOAD_USE), 1);
  assert_int_equal(npu_sim_xreg(s, 5), 77); /* one instruction later: the loaded value */
  assert_int_equal(npu_sim_xreg(s, 6), 5);
  assert_int_equal(npu_sim_xreg(s, 8), 55);
  assert_int_equal(npu_sim_xreg(s, 9), 14 * 4 + 4); /* jal is instruction 14: link = own pc + 4 */
  assert_int_equal(npu_sim_xreg(s, 10), 0);
  npu_run_result_free(&r);
  npu_sim_free(s);
}

static void halt_and_cap(void **state) {
  (void)state;
  NpuSim *s = npu_sim_new(NULL);
  uint8_t pat[64];
  for (int i = 0; i < 64; i++) pat[i] = (uint8_t)(i * 7 + 1);
  npu_sim_write_vmem(s, 0, pat, sizeof pat);
  NpuRunResult r = run_text(s, "li x1, 64\nli x2, 0x500\ndma.store.ch0 x2, x0, x1\necall\naddi x3, x0, 9\n", 100000);
  assert_int_equal(r.status, NPU_DONE);
  assert_true(r.halted);
  assert_int_equal(npu_sim_xreg(s, 3), 0);
  uint8_t got[64];
  npu_sim_read_dram(s, 0x500, got, sizeof got);
  for (int i = 0; i < 64; i++) assert_int_equal(got[i], 0); /* the store was abandoned */
  assert_int_equal(count_lints(&r, NPU_LINT_ECALL_INFLIGHT), 1);
  assert_int_equal(count_lints(&r, NPU_LINT_NOT_DRAINED), 1);
  npu_run_result_free(&r);
  r = run_text(s, "l:\nbeq x0, x0, l\nnop\nnop\n", 1000);
  assert_int_equal(r.status, NPU_MAX_CYCLES);
  assert_int_equal(r.cycles, 1000);
  npu_run_result_free(&r);
  npu_sim_free(s);
}

/* ---- lints ---- */

static void dynamic_lints(void **state) {
  (void)state;
  NpuSim *s = npu_sim_new(NULL);
  uint8_t init[4096];
  memset(init, 0x3c, sizeof init);
  npu_sim_write_dram(s, 0, init, sizeof init);
  NpuRunResult r = run_text(s,
                            "li x1, 0\nli x3, 2048\nli x10, 0x1000\n"
                            "dma.load.ch0 x10, x1, x3\nli x3, 4096\n" /* x3 rewritten in flight */
                            "dma.wait.ch0\n"
                            "li x11, 0x1010\nvload m1, 0(x11)\n"     /* unaligned vload */
                            "li x4, 7\nseli e4, 7\n"                 /* e-register quirk */
                            "add x6, x7, x0\n"                       /* x7 never written */
                            "delay 40\nvstore m9, 0(x10)\n"         /* m9 never written */
                            "delay 40\nli x12, 0x4000\nli x13, 64\ndma.load.ch1 x12, x12, x13\n" /* DRAM never written */
                            "dma.wait.ch1\nli x14, 100\ndma.store.ch2 x12, x10, x14\n", /* size 100; no wait */
                            100000);
  assert_int_equal(r.status, NPU_DONE);
  assert_int_equal(count_lints(&r, NPU_LINT_XREG_INFLIGHT), 1);
  assert_true(count_lints(&r, NPU_LINT_UNALIGNED) >= 2);
  assert_int_equal(count_lints(&r, NPU_LINT_EREG_QUIRK), 1);
  assert_int_equal(npu_sim_ereg(s, 4), 0);
  assert_int_equal(count_lints(&r, NPU_LINT_UNINIT_READ), 3); /* x7, m9, DRAM 0x4000 */
  assert_int_equal(count_lints(&r, NPU_LINT_NOT_DRAINED), 1);
  npu_run_result_free(&r);
  npu_sim_free(s);
}

/* ---- random initial state ---- */

static const char *const self_contained =
    "li x1, 0\nli x3, 2048\nli x10, 0x3000\n"
    "dma.load.ch0 x10, x1, x3\ndma.wait.ch0\n"
    "vload m0, 0(x10)\ndelay 34\nvload m1, 32(x10)\ndelay 34\n"
    "vexp.bf16 m2, m0\ndelay 66\n"
    "vstore m2, 0(x10)\ndelay 34\nvstore m3, 32(x10)\ndelay 34\n"
    "li x20, 0x9000\ndma.store.ch0 x20, x10, x3\ndma.wait.ch0\n";

/* Same program, but it also stores m7, which it never wrote. */
static const char *const relies_on_zero =
    "li x1, 0\nli x3, 2048\nli x10, 0x3000\n"
    "dma.load.ch0 x10, x1, x3\ndma.wait.ch0\n"
    "vload m0, 0(x10)\ndelay 34\nvload m1, 32(x10)\ndelay 34\n"
    "vexp.bf16 m2, m0\ndelay 66\n"
    "vstore m2, 0(x10)\ndelay 34\nvstore m7, 32(x10)\ndelay 34\n"
    "li x20, 0x9000\ndma.store.ch0 x20, x10, x3\ndma.wait.ch0\n";

static void run_with_init(const char *text, const NpuSimConfig *cfg, uint8_t out[2048], int *uninit) {
  NpuSim *s = npu_sim_new(cfg);
  Rng r = {99};
  uint8_t in[2048];
  for (int i = 0; i < 1024; i++) {
    uint16_t h = bf16_bits(ref_bf16(-2 + 4 * rng_unit(&r)));
    in[2 * i] = (uint8_t)h;
    in[2 * i + 1] = (uint8_t)(h >> 8);
  }
  npu_sim_write_dram(s, 0, in, sizeof in);
  NpuRunResult res = run_text(s, text, 100000);
  assert_int_equal(res.status, NPU_DONE);
  *uninit = count_lints(&res, NPU_LINT_UNINIT_READ);
  npu_sim_read_dram(s, 0x9000, out, 2048);
  npu_run_result_free(&res);
  npu_sim_free(s);
}

static void random_init(void **state) {
  (void)state;
  NpuSimConfig c1 = {.random_init = true, .seed = 1}, c2 = {.random_init = true, .seed = 2};
  /* state really is random, and seeded */
  NpuSim *a = npu_sim_new(&c1), *b = npu_sim_new(&c1), *z = npu_sim_new(NULL);
  assert_int_equal(npu_sim_xreg(a, 5), npu_sim_xreg(b, 5));
  assert_int_not_equal(npu_sim_xreg(a, 5), 0);
  assert_int_equal(npu_sim_xreg(a, 0), 0);
  assert_memory_not_equal(npu_sim_mreg(a, 3), npu_sim_mreg(z, 3), 1024);
  uint8_t d1[256], d2[256];
  npu_sim_read_dram(a, 0x123400, d1, sizeof d1);
  npu_sim_read_dram(b, 0x123400, d2, sizeof d2);
  assert_memory_equal(d1, d2, sizeof d1);
  int nonzero = 0;
  for (int i = 0; i < 256; i++) nonzero += d1[i] != 0;
  assert_true(nonzero > 200);
  npu_sim_free(a);
  npu_sim_free(b);
  npu_sim_free(z);

  uint8_t o0[2048], o1[2048], o2[2048];
  int u0, u1, u2;
  run_with_init(self_contained, NULL, o0, &u0);
  run_with_init(self_contained, &c1, o1, &u1);
  run_with_init(self_contained, &c2, o2, &u2);
  assert_memory_equal(o0, o1, sizeof o0);
  assert_memory_equal(o0, o2, sizeof o0);
  assert_int_equal(u0 + u1 + u2, 0);
  run_with_init(relies_on_zero, NULL, o0, &u0);
  run_with_init(relies_on_zero, &c1, o1, &u1);
  assert_memory_equal(o0, o1, 1024);              /* the half it computed */
  assert_memory_not_equal(o0 + 1024, o1 + 1024, 1024); /* the half it never wrote */
  assert_int_equal(u0, 1);
  assert_int_equal(u1, 1);
}

/* ---- random programs: any mix of the 127 mnemonics either runs, stops at
 * the cap or fails with a typed error; it never crashes (ASan/UBSan run). ---- */

static void rand_operand(Rng *r, Asm *a, char kind, int nlabels) {
  char buf[48];
  switch (kind) {
  case 'x': snprintf(buf, sizeof buf, "x%d", rng_int(r, 0, 31)); break;
  case 'm': snprintf(buf, sizeof buf, "m%d", rng_int(r, 0, 63)); break;
  case 'e': snprintf(buf, sizeof buf, "e%d", rng_int(r, 0, 31)); break;
  case 'w': snprintf(buf, sizeof buf, "w%d", rng_int(r, 0, 1)); break;
  case 'a': snprintf(buf, sizeof buf, "acc%d", rng_int(r, 0, 1)); break;
  case 'i': snprintf(buf, sizeof buf, "%d", rng_int(r, -2048, 4095)); break;
  case 's': snprintf(buf, sizeof buf, "%d", rng_int(r, 0, 31)); break;
  case 'h': snprintf(buf, sizeof buf, "%d", rng_int(r, -32768, 65535)); break;
  case 'u': snprintf(buf, sizeof buf, "%d", rng_int(r, -524288, 1048575)); break;
  case 'd': snprintf(buf, sizeof buf, "%d", rng_int(r, 0, 3) ? rng_int(r, 0, 40) : rng_int(r, -5, 4095)); break;
  case 'j': snprintf(buf, sizeof buf, "%d", 2 * rng_int(r, -1024, 2047)); break;
  case 'l': snprintf(buf, sizeof buf, "L%d", rng_int(r, 0, nlabels - 1)); break;
  case 'b': snprintf(buf, sizeof buf, "%d(x%d)", rng_int(r, 0, 4095), rng_int(r, 0, 31)); break;
  default: buf[0] = 0;
  }
  size_t len = strlen(a->s);
  a->s[len - 1] = 0; /* drop the newline asm_add put there */
  a->len--;
  asm_add(a, "%s%s", a->s[a->len - 1] == ' ' ? "" : ", ", buf);
}

static const char *pattern_kinds(NpuPattern p) {
  switch (p) {
  case PAT_NONE: return "";
  case PAT_R: return "xxx";
  case PAT_I: return "xxi";
  case PAT_SHAMT: return "xxs";
  case PAT_U: return "xu";
  case PAT_J: return "xl";
  case PAT_B: return "xxl";
  case PAT_JALR: return "xxj";
  case PAT_LOAD: case PAT_STORE: return "xb";
  case PAT_SELD: return "eb";
  case PAT_SELI: return "ei";
  case PAT_DELAY: return "d";
  case PAT_VLS: return "mb";
  case PAT_VBIN: return "mmm";
  case PAT_VUN: return "mm";
  case PAT_VMIX: return "mme";
  case PAT_VLI: return "mh";
  case PAT_WPUSH: return "wm";
  case PAT_APUSH: return "am";
  case PAT_POPE: return "mae";
  case PAT_POP: return "ma";
  case PAT_MATMUL: return "amw";
  case PAT_DMACFG: return "x";
  }
  return "";
}

static void random_programs_never_crash(void **state) {
  (void)state;
  Rng r = {4242};
  int statuses[3] = {0, 0, 0};
  for (int prog = 0; prog < 300; prog++) {
    Asm a = {0};
    const int nlabels = 4, n = 40;
    int label_at[4];
    for (int k = 0; k < nlabels; k++) label_at[k] = rng_int(&r, 0, n);
    /* small address registers so memory ops often land inside VMEM/DRAM */
    for (int k = 1; k < 32; k += 3) asm_add(&a, "li x%d, %d", k, 32 * rng_int(&r, 0, 64));
    for (int i = 0; i <= n; i++) {
      for (int k = 0; k < nlabels; k++)
        if (label_at[k] == i) asm_add(&a, "L%d:", k);
      if (i == n) break;
      const NpuOpInfo *op = &npu_ops[rng_next(&r) % (uint64_t)npu_num_ops];
      asm_add(&a, "%s ", op->name);
      for (const char *k = pattern_kinds(op->pat); *k; k++) rand_operand(&r, &a, *k, nlabels);
    }
    NpuAsmErrors errs = {0};
    NpuProgram *p = npu_asm_parse(a.s, &errs);
    if (!p) fail_msg("generated program does not assemble: line %d: %s", errs.v[0].line, errs.v[0].msg);
    NpuSimConfig cfg = {.random_init = prog % 2 == 1, .seed = (uint64_t)prog};
    NpuSim *s = npu_sim_new(&cfg);
    NpuRunResult res;
    npu_sim_run(s, p, 5000, &res);
    assert_true(res.status == NPU_DONE || res.status == NPU_ERROR || res.status == NPU_MAX_CYCLES);
    if (res.status == NPU_ERROR) {
      assert_non_null(res.error_msg);
      assert_true(res.error_type[0] != 0);
    }
    statuses[res.status]++;
    npu_run_result_free(&res);
    npu_sim_free(s);
    npu_program_free(p);
    npu_asm_errors_free(&errs);
    asm_free(&a);
  }
  print_message("random programs: %d done, %d errors, %d capped\n", statuses[NPU_DONE], statuses[NPU_ERROR],
                statuses[NPU_MAX_CYCLES]);
  assert_true(statuses[NPU_ERROR] > 0);
}

/* The instruction memory: a program of as many instructions as it holds
 * runs, one more is refused before anything runs (li 70000 is two words). */
static void instruction_memory(void **state) {
  (void)state;
  const char *text = "addi x1, x0, 1\nli x2, 70000\naddi x3, x0, 3\n";
  for (int imem = 3; imem <= 4; imem++) {
    NpuSimConfig cfg = {.imem = imem};
    NpuSim *s = npu_sim_new(&cfg);
    NpuRunResult r = run_text(s, text, 1000);
    if (imem == 4) {
      assert_int_equal(r.status, NPU_DONE);
      assert_int_equal(npu_sim_xreg(s, 3), 3);
    } else {
      assert_int_equal(r.status, NPU_ERROR);
      assert_string_equal(r.error_type, "InstructionMemory");
      assert_int_equal(npu_sim_xreg(s, 1), 0);
    }
    npu_run_result_free(&r);
    npu_sim_free(s);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(instruction_memory),
    cmocka_unit_test(hazard_pairs),       cmocka_unit_test(stores_back_to_back),
    cmocka_unit_test(dma_channels),       cmocka_unit_test(control_flow_in_delay_slot),
    cmocka_unit_test(pair_register_63),   cmocka_unit_test(memory_bounds),
    cmocka_unit_test(store_overflow_quirk), cmocka_unit_test(timing_rules),
    cmocka_unit_test(load_use_and_branches), cmocka_unit_test(halt_and_cap),
    cmocka_unit_test(dynamic_lints),      cmocka_unit_test(random_init),
    cmocka_unit_test(random_programs_never_crash),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
