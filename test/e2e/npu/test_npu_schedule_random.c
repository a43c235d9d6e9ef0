/* test_npu_schedule_random.c: the npu list scheduler against program order,
 * on random straight-line code run in the project's npu_model.
 *
 * Each seed draws a random sequence of builder calls (vload/vstore, VPU
 * pairs, MXU push/matmul/pop, scalar ALU, DMA loads and stores with their
 * waits, drains, counted loops) and builds it twice: as kernels do (blocks reordered and
 * delayed by the scheduler) and serially (every instruction its own block,
 * the machine drained after it, so program order is the only order). Both
 * programs run from the same random machine state; the model enforces every
 * npu_model rule on every issued instruction, so the scheduled one must run
 * without error and leave exactly the serial one's registers, accumulators,
 * VMEM and DRAM. A last check removes one `delay` from scheduled programs
 * and expects the model to catch it somewhere: the comparison can fail. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu/schedule.h"
#include "schedule_model.h"
#include "npucc/util.h"

enum {
  SEEDS = 300,
  OPS_PER_PROGRAM = 80,
  LSU_TILES = 16,            /* vload/vstore also use VMEM [0, 16 KB) */
  X_SLOT_VMEM = 10,          /* x10..x13: slot VMEM addresses */
  X_SLOT_DRAM = 14,          /* x14..x17: slot DRAM addresses */
  X_LEN = 18,                /* x18: 1024 */
  NCH = 2
};

typedef struct Rand {
  uint64_t s;
} Rand;

static uint64_t rand_next(Rand *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static int rand_int(Rand *r, int lo, int hi) { return lo + (int)(rand_next(r) % (uint64_t)(hi - lo + 1)); }

/* One draw of the generator; `serial` adds a drain after each instruction. */
typedef struct Gen {
  Rand rnd;
  NpuBuilder *b;
  bool serial;
  int pending_slot[NCH]; /* slot a channel's transfer holds, or -1 */
  bool slot_busy[SLOTS];
} Gen;

static void after(Gen *g) {
  if (g->serial) nb_drain(g->b);
}

static int pair_m(Gen *g) { return 2 * rand_int(&g->rnd, 0, 7); }
static int any_m(Gen *g) { return rand_int(&g->rnd, 0, 15); }

/* A VMEM tile the LSU may touch now: one of the 16 low tiles or an idle slot. */
static bool lsu_tile(Gen *g, int64_t *addr) {
  int t = rand_int(&g->rnd, 0, LSU_TILES + SLOTS - 1);
  if (t < LSU_TILES) {
    *addr = (int64_t)t * 1024;
    return true;
  }
  if (g->slot_busy[t - LSU_TILES]) return false;
  *addr = SLOT_VMEM + (int64_t)(t - LSU_TILES) * 1024;
  return true;
}

static void gen_one(Gen *g, bool in_loop);

/* A counted loop (x6 counts) over a few instructions that start no transfer
 * and wait for none: the channels pending at its head stay pending at its
 * back edge, as nb_loop_end requires, and the body stays off their slots. */
static void gen_loop(Gen *g) {
  NpuLoop loop;
  int count = rand_int(&g->rnd, 1, 4), len = rand_int(&g->rnd, 1, 10);
  nb_loop_begin(g->b, &loop, count, 6, "rloop");
  for (int i = 0; i < len; i++) gen_one(g, true);
  nb_loop_end(g->b, &loop);
}

static void gen_one(Gen *g, bool in_loop) {
  NpuBuilder *b = g->b;
  int64_t addr;
  int kind = rand_int(&g->rnd, 0, 14);
  if (in_loop && kind >= 11) return;
  switch (kind) {
  case 0:
  case 1:
    if (!lsu_tile(g, &addr)) return;
    nb_vload(b, any_m(g), 0, addr, (NpuVmem){0, addr, 1024});
    break;
  case 2:
    if (!lsu_tile(g, &addr)) return;
    nb_vstore(b, any_m(g), 0, addr, (NpuVmem){0, addr, 1024});
    break;
  case 3:
  case 4: {
    static const NpuOpc bin[] = {NI_VADD, NI_VSUB, NI_VMUL, NI_VMAX, NI_VMIN};
    nb_vpu(b, bin[rand_int(&g->rnd, 0, 4)], pair_m(g), pair_m(g), pair_m(g));
    break;
  }
  case 5: {
    static const NpuOpc un[] = {NI_VEXP, NI_VRELU, NI_VSQUARE, NI_VRECIP, NI_VREDSUM_ROW, NI_VREDMAX_ROW};
    nb_vpu(b, un[rand_int(&g->rnd, 0, 5)], pair_m(g), pair_m(g), 0);
    break;
  }
  case 6:
    nb_vli_all(b, any_m(g), (uint16_t)rand_int(&g->rnd, 0, 0xffff));
    break;
  case 7:
    nb_push_w(b, rand_int(&g->rnd, 0, 1), rand_int(&g->rnd, 0, 1), any_m(g));
    break;
  case 8:
    nb_matmul(b, rand_int(&g->rnd, 0, 1), rand_int(&g->rnd, 0, 1), any_m(g), rand_int(&g->rnd, 0, 1),
              rand_int(&g->rnd, 0, 1));
    break;
  case 9:
    nb_pop_bf16(b, rand_int(&g->rnd, 0, 1), pair_m(g), rand_int(&g->rnd, 0, 1));
    break;
  case 10: {
    int xd = rand_int(&g->rnd, 1, 5);
    if (rand_int(&g->rnd, 0, 1)) nb_li(b, xd, rand_int(&g->rnd, -2048, 100000));
    else nb_alu(b, NI_ADD, xd, rand_int(&g->rnd, 0, 5), rand_int(&g->rnd, 0, 5));
    break;
  }
  case 11: {
    /* a transfer on an idle channel, to or from an idle slot */
    int ch = rand_int(&g->rnd, 0, NCH - 1), k = rand_int(&g->rnd, 0, SLOTS - 1);
    if (g->pending_slot[ch] >= 0 || g->slot_busy[k]) return;
    NpuVmem vm = {0, SLOT_VMEM + (int64_t)k * 1024, 1024};
    if (rand_int(&g->rnd, 0, 1)) nb_dma_load(b, ch, X_SLOT_VMEM + k, X_SLOT_DRAM + k, X_LEN, vm);
    else nb_dma_store(b, ch, X_SLOT_DRAM + k, X_SLOT_VMEM + k, X_LEN, vm);
    g->pending_slot[ch] = k;
    g->slot_busy[k] = true;
    break;
  }
  case 12: {
    int ch = rand_int(&g->rnd, 0, NCH - 1);
    if (g->pending_slot[ch] < 0) return;
    nb_dma_wait(b, ch);
    g->slot_busy[g->pending_slot[ch]] = false;
    g->pending_slot[ch] = -1;
    break;
  }
  case 13:
    gen_loop(g);
    return;
  default: {
    bool drain = rand_int(&g->rnd, 0, 3) == 0; /* drawn in both builds: same sequence */
    if (drain && !g->serial) nb_drain(b);
    return;
  }
  }
  after(g);
}

/* The program of `seed` as text (caller frees), or NULL if the builder failed. */
static char *build_program(uint64_t seed, bool serial, char *why, size_t whylen) {
  Arena *a = arena_new();
  NpuBuilder *b = nb_new(a);
  Gen g = {.rnd = {seed * 7919u + 1}, .b = b, .serial = serial};
  for (int c = 0; c < NCH; c++) g.pending_slot[c] = -1;
  for (int k = 0; k < SLOTS; k++) {
    nb_li(b, X_SLOT_VMEM + k, SLOT_VMEM + k * 1024);
    nb_li(b, X_SLOT_DRAM + k, SLOT_DRAM + k * 1024);
  }
  nb_li(b, X_LEN, 1024);
  nb_drain(b);
  for (int i = 0; i < OPS_PER_PROGRAM; i++) gen_one(&g, false);
  nb_finish(b);
  char *text = NULL;
  if (nb_failed(b)) {
    snprintf(why, whylen, "%s", nb_error(b));
  } else {
    int n;
    const NpuInst *code = nb_code(b, &n);
    int nl = nb_label_count(b);
    const char **labels = xcalloc((size_t)(nl ? nl : 1), sizeof *labels);
    for (int l = 0; l < nl; l++) labels[l] = nb_label_name(b, l);
    StrBuf sb;
    sb_init(&sb);
    for (int i = 0; i < n; i++) {
      npu_inst_text(labels, &code[i], &sb);
      sb_putc(&sb, '\n');
    }
    const char *t = sb_cstr(&sb);
    text = xmalloc(strlen(t) + 1);
    memcpy(text, t, strlen(t) + 1);
    sb_free(&sb);
    free(labels);
  }
  nb_free(b);
  arena_free(a);
  return text;
}

static void test_scheduled_equals_serial(void **state) {
  (void)state;
  int64_t sched_cycles = 0, serial_cycles = 0;
  int built = 0;
  for (uint64_t seed = 1; seed <= SEEDS; seed++) {
    char why[600] = "";
    char *sched = build_program(seed, false, why, sizeof why);
    if (!sched) fail_msg("seed %llu: the builder refused the scheduled program: %s", (unsigned long long)seed, why);
    char *serial = build_program(seed, true, why, sizeof why);
    if (!serial) fail_msg("seed %llu: the builder refused the serial program: %s", (unsigned long long)seed, why);
    Final fs, fr;
    run_program(sched, seed, &fs);
    run_program(serial, seed, &fr);
    if (!fr.ok) fail_msg("seed %llu: the serial program fails in the model: %s", (unsigned long long)seed, fr.err);
    if (!fs.ok) fail_msg("seed %llu: the scheduled program breaks a rule: %s\n%s", (unsigned long long)seed, fs.err, sched);
    const char *d = final_diff(&fs, &fr);
    if (d) fail_msg("seed %llu: scheduled and serial programs leave different %s", (unsigned long long)seed, d);
    sched_cycles += fs.cycles;
    serial_cycles += fr.cycles;
    built++;
    final_free(&fs);
    final_free(&fr);
    free(sched);
    free(serial);
  }
  print_message("%d random programs: scheduled %lld cycles, serial %lld (%.2fx)\n", built,
                (long long)sched_cycles, (long long)serial_cycles, (double)serial_cycles / (double)sched_cycles);
}

/* Without one of its delays a scheduled program must go wrong in the model
 * (a rule broken, or a different result) for some seeds: the comparison
 * above is able to fail. */
static void test_dropping_a_delay_is_caught(void **state) {
  (void)state;
  int tried = 0, caught = 0;
  for (uint64_t seed = 1; seed <= 60; seed++) {
    char why[600];
    char *sched = build_program(seed, false, why, sizeof why);
    assert_non_null(sched);
    Final ref;
    run_program(sched, seed, &ref);
    assert_true(ref.ok);
    /* the first delay after the set-up code (which ends with the drain) */
    char *del = strstr(sched, "\ndelay ");
    if (del) del = strstr(del + 1, "\ndelay ");
    if (del) {
      char *eol = strchr(del + 1, '\n');
      memmove(del, eol, strlen(eol) + 1);
      Final cut;
      run_program(sched, seed, &cut);
      tried++;
      if (!cut.ok || final_diff(&cut, &ref)) caught++;
      final_free(&cut);
    }
    final_free(&ref);
    free(sched);
  }
  print_message("a delay removed from %d programs: the model caught %d\n", tried, caught);
  assert_true(tried >= 20);
  assert_true(caught >= tried / 2);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_scheduled_equals_serial),
      cmocka_unit_test(test_dropping_a_delay_is_caught),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
