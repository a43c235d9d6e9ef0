/* test_npu_estimate.c: the npu cycle model's estimates of shared bodies: a
 * body's run followed once and replayed at its other calls gives the
 * numbers that following every call gives (targets/npu/schedule.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "npu/schedule.h"

enum { XT = 3, XV = 4, XA = 5, XLEN = 6, XVM = 7, XC = 8, XOUT = 9, XRA = 1, XTMP = 10 };

/* A body: spill the return address, then `iters` times a DMA of `len` bytes
 * (len < 0: of the length parameter 2's value, read from the table) from
 * the address parameter 1, bumped per iteration, with a VPU op between;
 * with leave_len the length parameter is also left in XOUT for the caller. */
static void body(NpuBuilder *b, int label, int iters, int64_t len, bool leave_len) {
  nb_label_place(b, label);
  nb_li(b, XT, NPU_PARAM_TABLE);
  nb_sw(b, XRA, XT, 0);
  nb_lw(b, XA, XT, 4);
  if (len < 0) nb_lw(b, XLEN, XT, 8);
  else nb_li(b, XLEN, len);
  if (leave_len) nb_lw(b, XOUT, XT, 8);
  nb_li(b, XVM, 4096);
  NpuLoop l;
  nb_loop_begin(b, &l, iters, XC, "loop");
  nb_dma_load(b, 0, XVM, XA, XLEN, (NpuVmem){0, 4096, 8192});
  nb_dma_wait(b, 0);
  nb_vpu(b, NI_VEXP, 2, 4, 0);
  nb_alui(b, NI_ADDI, XA, XA, 1024);
  nb_loop_end(b, &l);
  nb_quiesce(b);
  nb_lw(b, XRA, XT, 0);
  nb_jalr(b, 0, XRA, 8);
}

/* Task `task` calls the body at `label` with the table words addr and len;
 * with use_out it then moves XOUT bytes (the body's leftover) itself. */
static void call(NpuBuilder *b, int task, int label, int64_t addr, int64_t len, bool use_out) {
  nb_set_task(b, task);
  nb_li(b, XT, NPU_PARAM_TABLE);
  nb_li(b, XV, addr);
  nb_sw(b, XV, XT, 4);
  nb_li(b, XV, len);
  nb_sw(b, XV, XT, 8);
  nb_jal(b, XRA, label);
  if (use_out) {
    nb_li(b, XVM, 8192);
    nb_li(b, XA, 1 << 20);
    nb_dma_load(b, 1, XVM, XA, XOUT, (NpuVmem){0, 8192, 16384});
  }
  nb_quiesce(b);
  nb_set_task(b, -1);
}

enum { NTASKS = 9 };

/* Each task's estimate from a model that replays (asked twice, in order
 * and backwards) against one that follows every call, and the whole
 * program's; out[] gets the following model's numbers. */
static void check_tasks(const NpuInst *code, int n, int64_t *out) {
  int first[NTASKS], last[NTASKS];
  for (int t = 0; t < NTASKS; t++) first[t] = last[t] = -1;
  for (int i = 0; i < n; i++) {
    int t = code[i].task;
    if (t < 0) continue;
    assert_true(t < NTASKS);
    if (first[t] < 0) first[t] = i;
    last[t] = i;
  }
  NpuCycleModel *follow = npu_cycle_model_new(code, n), *replay = npu_cycle_model_new(code, n);
  npu_cycle_model_replay(follow, false);
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < NTASKS; k++) {
      int t = pass ? NTASKS - 1 - k : k;
      assert_true(first[t] >= 0);
      int64_t bf[NU_COUNT], br[NU_COUNT];
      out[t] = npu_estimate_cycles(follow, first[t], last[t], bf);
      assert_int_equal(npu_estimate_cycles(replay, first[t], last[t], br), out[t]);
      assert_memory_equal(bf, br, sizeof bf);
    }
  int64_t whole = npu_estimate_cycles(follow, 0, n - 1, NULL);
  NpuCycleModel *fresh = npu_cycle_model_new(code, n);
  assert_int_equal(npu_estimate_cycles(fresh, 0, n - 1, NULL), whole);
  assert_int_equal(npu_estimate_cycles(replay, 0, n - 1, NULL), whole);
  npu_cycle_model_free(fresh);
  npu_cycle_model_free(follow);
  npu_cycle_model_free(replay);
}

/* Three bodies: A's time does not depend on its parameters (a run kept and
 * replayed), B's DMA length is a parameter (never replayed), C leaves a
 * parameter in a register its callers then use as a length (a replay there
 * makes that value unknown: the estimate follows the call instead). */
static void test_shared_bodies_estimate_as_followed(void **state) {
  (void)state;
  Arena *a = arena_new();
  NpuBuilder *b = nb_new(a);
  int over = nb_label_new(b, "over"), la = nb_label_new(b, "body_a"), lb = nb_label_new(b, "body_b"),
      lc = nb_label_new(b, "body_c");
  nb_jal(b, 0, over);
  body(b, la, 3, 4096, false);
  body(b, lb, 2, -1, false);
  body(b, lc, 2, 1024, true);
  nb_label_place(b, over);
  call(b, 0, la, 1 << 16, 0, false);
  call(b, 1, lb, 1 << 17, 1024, false);
  call(b, 2, la, 3 << 16, 0, false);
  call(b, 3, lc, 1 << 18, 512, true);
  call(b, 4, lb, 1 << 19, 8192, false);
  call(b, 5, la, 5 << 16, 0, false);
  call(b, 6, lc, 3 << 18, 16384, true);
  call(b, 7, lb, 3 << 17, 2048, false);
  call(b, 8, lc, 5 << 18, 512, true);
  nb_finish(b);
  if (nb_failed(b)) fail_msg("%s", nb_error(b));
  int n;
  const NpuInst *code = nb_code(b, &n);
  int64_t c[NTASKS];
  check_tasks(code, n, c);
  /* the cases are what they claim: A's calls alike, B's and C's apart by
   * their lengths, and C's third call like its first */
  assert_int_equal(c[0], c[2]);
  assert_int_equal(c[0], c[5]);
  assert_true(c[1] < c[7] && c[7] < c[4]);
  assert_true(c[3] < c[6]);
  assert_int_equal(c[3], c[8]);
  nb_free(b);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_shared_bodies_estimate_as_followed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
