/* test_opu_emit.c: the opu emitter without a RISC-V toolchain: tile choice,
 * the calls of spec §2.5, packing, coverage, the task graph, bad input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cases.h"
#include "npucc/driver.h"
#include "opu/opu.h"

typedef struct Built {
  Arena *a;
  Diag d;
  Compilation c;
  bool ok;
} Built;

/* Options as the command line sets them; a zero tile keeps the default. */
static Options opu_opts(OpuKernel mode, int m0, int n0, int k0) {
  Options o = {.target = "opu"};
  const char *err;
  char tile[64];
  snprintf(tile, sizeof tile, "%d,%d,%d", m0, n0, k0);
  assert_true(target_set_option(&o, "opu-kernel", mode == OPU_KERNEL_INLINE ? "inline" : "ukernel", &err));
  if (m0) assert_true(target_set_option(&o, "opu-tile", tile, &err));
  return o;
}

static void build(Built *b, const char *name, const char *text, OpuKernel mode, int m0, int n0, int k0) {
  Options o = opu_opts(mode, m0, n0, k0);
  b->a = arena_new();
  diag_init(&b->d);
  b->ok = driver_compile(b->a, name, text, strlen(text), &o, NULL, true, &b->c, &b->d);
}

static void build_case(Built *b, const char *name, OpuKernel mode) {
  StrBuf t;
  sb_init(&t);
  e2e_case_mlir(e2e_case(name), &t);
  build(b, name, sb_cstr(&t), mode, 0, 0, 0);
  sb_free(&t);
}

static void build_file(Built *b, const char *file) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", EXAMPLES_DIR, file);
  size_t len;
  char *text = read_file(path, &len);
  assert_non_null(text);
  build(b, path, text, OPU_KERNEL_UKERNEL, 0, 0, 0);
  free(text);
}

static void done(Built *b) {
  compilation_free(&b->c);
  diag_free(&b->d);
  arena_free(b->a);
}

static const char *first_error(const Built *b) {
  for (int i = 0; i < b->d.n; i++)
    if (b->d.v[i].level == DIAG_ERROR) return b->d.v[i].msg;
  return "";
}

static const Task *opu_task(const Graph *g, int nth) {
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].device == DEV_TARGET && nth-- == 0) return &g->tasks[i];
  return NULL;
}

/* ------------------------------------------------------------ tiles */

static void test_tile_rule(void **state) {
  (void)state;
  Options o = {.target = "opu"};
  const int64_t ms[] = {1, 2, 3, 4, 5, 8, 9, 15, 16, 50};
  const int want[] = {1, 2, 4, 4, 8, 8, 16, 16, 16, 16};
  for (size_t i = 0; i < sizeof ms / sizeof *ms; i++) {
    ContractionInfo mm = {.batch = 1, .m = ms[i], .n = 20, .k = 24};
    OpuTile t = opu_tile_for(&mm, &o);
    assert_int_equal(t.m0, want[i]);
    assert_int_equal(t.n0, 16);
    assert_int_equal(t.k0, 1);
    assert_int_equal(t.m1, (ms[i] + want[i] - 1) / want[i]);
    assert_int_equal(t.n1, 2);
    assert_int_equal(t.k1, 24);
  }
  Options o7 = opu_opts(OPU_KERNEL_UKERNEL, 7, 8, 2);
  ContractionInfo mm5 = {.batch = 1, .m = 5, .n = 20, .k = 25};
  OpuTile t = opu_tile_for(&mm5, &o7);
  assert_int_equal(t.m0, 7); /* 8 would exceed the configured M0 */
  assert_int_equal(t.k1, 13);
  assert_int_equal(t.n1, 3);
  OpuTile ok = {16, 16, 1, 1, 1, 1}, wide = {32, 16, 1, 1, 1, 1}, huge = {64, 64, 1, 1, 1, 1};
  OpuTile deep = {16, 16, 512, 1, 1, 1};
  assert_null(opu_tile_problem(&ok, true));
  assert_null(opu_tile_problem(&wide, false));
  assert_non_null(opu_tile_problem(&wide, true));
  assert_non_null(opu_tile_problem(&huge, false));
  assert_non_null(opu_tile_problem(&deep, false));
}

/* ------------------------------------------------------------ calls */

static int64_t arg(const Prop *rec, const char *key) {
  const Prop *p = prop_find(rec, key);
  assert_non_null(p);
  assert_int_equal(p->type, PROP_INT);
  return p->i;
}

static void expect_args(const Prop *rec, const char *sym, const char *const *keys, const int64_t *vals, int n) {
  assert_string_equal(prop_find(rec, "symbol")->s, sym);
  for (int i = 0; i < n; i++) {
    if (arg(rec, keys[i]) != vals[i]) fail_msg("%s %s = %lld, want %lld", sym, keys[i], (long long)arg(rec, keys[i]),
                                               (long long)vals[i]);
  }
}

/* The worked example of spec/opu.md §2.5, argument for argument. */
static void test_spec_example_calls(void **state) {
  (void)state;
  Built b;
  build_case(&b, "mm_50x20x24", OPU_KERNEL_UKERNEL);
  assert_true(b.ok);
  const Task *t = opu_task(b.c.g, 0);
  assert_non_null(t);
  const Prop *calls = prop_find(t->props, "calls");
  assert_non_null(calls);
  assert_int_equal(calls->nints, 4);
  static const char *const pk[] = {"in_offset", "in_stride0", "in_stride1", "out_offset", "out_stride0",
                                   "out_stride1", "in_size0", "in_size1", "out_size0", "out_size1",
                                   "out_size2", "out_size3", "padding_value", "flags"};
  const int64_t pack_a[] = {0, 24, 1, 0, 384, 16, 50, 24, 4, 24, 16, 1, 0, 0x002};
  const int64_t pack_b[] = {0, 20, 1, 0, 384, 16, 24, 20, 2, 24, 16, 1, 0, 0x302};
  expect_args(calls->objs[0], "iree_uk_pack", pk, pack_a, 14);
  expect_args(calls->objs[1], "iree_uk_pack", pk, pack_b, 14);
  static const char *const mk[] = {"lhs_offset", "lhs_stride0", "rhs_offset", "rhs_stride0", "out_offset",
                                   "out_stride0", "M", "N", "K", "M0", "N0", "K0", "flags"};
  const int64_t mm[] = {0, 384, 0, 384, 0, 512, 4, 2, 24, 16, 16, 1, 0x202};
  expect_args(calls->objs[2], "iree_uk_mmt4d", mk, mm, 13);
  static const char *const uk[] = {"in_offset", "in_stride0", "in_stride1", "out_offset", "out_stride0",
                                   "out_stride1", "in_size0", "in_size1", "in_size2", "in_size3",
                                   "out_size0", "out_size1", "flags"};
  const int64_t un[] = {0, 512, 256, 0, 20, 1, 4, 2, 16, 16, 50, 20, 0x003};
  expect_args(calls->objs[3], "iree_uk_unpack", uk, un, 13);
  assert_string_equal(prop_find(calls->objs[2], "cpu_data")->s, "npucc_cpu_data");
  /* Merlin's script finds exactly this text. */
  const char *s = sb_cstr(&b.c.asm_text);
  assert_non_null(strstr(s, "call\tiree_uk_mmt4d\n"));
  assert_non_null(strstr(s, "\t.type main_dispatch_0_matmul_like_50x20x24_i8xi8xi32,@function\n"));
  /* 9 stack arguments below a 16-byte aligned frame */
  assert_non_null(strstr(s, "\tsd t0, 64(sp)\t\t# cpu_data\n"));
  assert_null(strstr(s, "72(sp)\t\t#"));
  done(&b);

  /* NT: the N x K weight packs with 0x002 instead of 0x302 (corpus matmul_nt_tn) */
  build_case(&b, "mm_nt_37x45x29", OPU_KERNEL_UKERNEL);
  assert_true(b.ok);
  calls = prop_find(opu_task(b.c.g, 0)->props, "calls");
  assert_int_equal(arg(calls->objs[1], "flags"), 0x002);
  assert_int_equal(arg(calls->objs[1], "in_stride0"), 29);
  assert_int_equal(arg(calls->objs[1], "in_size0"), 45);
  done(&b);
  /* TN: the K x M LHS packs with both transposes */
  build_case(&b, "mm_tn_33x18x40", OPU_KERNEL_UKERNEL);
  assert_true(b.ok);
  calls = prop_find(opu_task(b.c.g, 0)->props, "calls");
  assert_int_equal(arg(calls->objs[0], "flags"), 0x302);
  assert_int_equal(arg(calls->objs[0], "in_size0"), 40);
  assert_int_equal(arg(calls->objs[0], "in_stride0"), 33);
  done(&b);
}

/* An mmt4d as IREE's CPU data tiling leaves it (Flow dump: pack, mmt4d,
 * unpack dispatches) with the OPU's tile is one iree_uk_mmt4d call on the
 * operands as they are; with another tile the tiling is undone and the
 * matmul packed to the OPU's tile, unless --opu-tile names the data's. */
static void build_iree(Built *b, const char *file, int m0, int n0, int k0) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", IREE_TEST_DIR, file);
  size_t len;
  char *text = read_file(path, &len);
  assert_non_null(text);
  build(b, path, text, OPU_KERNEL_UKERNEL, m0, n0, k0);
  free(text);
}

static void test_mmt4d_as_it_is(void **state) {
  (void)state;
  Built b;
  build_iree(&b, "flow_mmt4d_16x16x1.pretty.mlir", 0, 0, 0);
  assert_true(b.ok);
  const Task *t = opu_task(b.c.g, 0);
  assert_non_null(t);
  assert_null(opu_task(b.c.g, 1));
  assert_string_equal(b.c.g->ops[t->root].name, "linalg.mmt4d");
  const Prop *calls = prop_find(t->props, "calls");
  assert_int_equal(calls->nints, 1);
  static const char *const mk[] = {"lhs_offset", "lhs_stride0", "rhs_offset", "rhs_stride0", "out_offset",
                                   "out_stride0", "M", "N", "K", "M0", "N0", "K0", "flags"};
  /* A 3x45x16x1, B 2x45x16x1, C 3x2x16x16: panel strides 45*16, 45*16, 2*256 */
  const int64_t mm[] = {0, 720, 0, 720, 0, 512, 3, 2, 45, 16, 16, 1, 0x202};
  expect_args(calls->objs[0], "iree_uk_mmt4d", mk, mm, 13);
  assert_int_equal(prop_find(t->props, "batch")->i, 1);
  assert_non_null(prop_find(t->props, "mmt4d_as_is"));
  const char *s = sb_cstr(&b.c.asm_text);
  assert_null(strstr(s, "call\tiree_uk_pack"));
  assert_null(strstr(s, "call\tiree_uk_unpack"));
  assert_non_null(strstr(s, "call\tiree_uk_mmt4d"));
  done(&b);

  /* K0 = 2 is not the OPU's tile: IREE's data tiling is undone (passes/untile.c),
   * and the matmul 37x29x45 that was packed takes the OPU's own pack: no
   * padding MACs, no K transposes, no host task left */
  build_iree(&b, "flow_mmt4d_16x16x2.pretty.mlir", 0, 0, 0);
  assert_true(b.ok);
  t = opu_task(b.c.g, 0);
  assert_non_null(t);
  assert_null(prop_find(t->props, "mmt4d_as_is"));
  assert_non_null(b.c.g->ops[t->root].raised_from);
  assert_int_equal(prop_find(t->props, "batch")->i, 1);
  assert_int_equal(t->cost.macs, 37 * 29 * 45);
  assert_int_equal(b.c.g->ntasks, 1);
  done(&b);
  /* ... unless the configured tile is the data's */
  build_iree(&b, "flow_mmt4d_16x16x2.pretty.mlir", 16, 16, 2);
  assert_true(b.ok);
  t = opu_task(b.c.g, 0);
  assert_non_null(t);
  const int64_t mm2[] = {0, 23 * 32, 0, 23 * 32, 0, 512, 3, 2, 23, 16, 16, 2, 0x202};
  expect_args(prop_find(t->props, "calls")->objs[0], "iree_uk_mmt4d", mk, mm2, 13);
  done(&b);
  /* 8x4x1 against the OPU's 16x16x1: untiled, the matmul it is */
  build_iree(&b, "flow_data_tiling_mmt4d.pretty.mlir", 0, 0, 0);
  assert_true(b.ok);
  t = opu_task(b.c.g, 0);
  assert_non_null(t);
  assert_null(prop_find(t->props, "mmt4d_as_is"));
  assert_int_equal(prop_find(t->props, "batch")->i, 1);
  assert_int_equal(b.c.g->ntasks, 1);
  done(&b);
}

static void test_accumulate_and_batch(void **state) {
  (void)state;
  Built b;
  build_case(&b, "bmm_acc_2x9x17x40", OPU_KERNEL_UKERNEL);
  assert_true(b.ok);
  const Task *t = opu_task(b.c.g, 0);
  const Prop *calls = prop_find(t->props, "calls"), *loops = prop_find(t->props, "batch_loops");
  /* acc pack (I32I32), lhs pack, mmt4d with ACCUMULATE, unpack; RHS constant */
  assert_int_equal(calls->nints, 4);
  assert_string_equal(prop_find(calls->objs[0], "role")->s, "pack accumulator");
  assert_int_equal(arg(calls->objs[0], "flags"), 0x003);
  assert_int_equal(arg(calls->objs[2], "flags"), 0x302);
  assert_int_equal(arg(calls->objs[2], "M0"), 16);
  assert_true(prop_find(t->props, "rhs_packed_at_compile_time")->i);
  assert_non_null(loops);
  assert_int_equal(loops->nints, 1);
  assert_int_equal(arg(loops->objs[0], "size"), 2);
  assert_int_equal(arg(loops->objs[0], "lhs_offset_step"), 9 * 40);
  assert_int_equal(arg(loops->objs[0], "rhs_offset_step"), 2 * 40 * 16); /* one packed [N1][K1][16][1] */
  assert_int_equal(arg(loops->objs[0], "out_offset_step"), 9 * 17);
  done(&b);
}

/* The cycle estimate is the OPU's only where the OPU computes the tile:
 * another tile runs in the ukernels' generic C function, not modelled. */
static void test_cycles_follow_the_tile(void **state) {
  (void)state;
  static const struct {
    int m0, n0, k0;
    bool on_opu;
  } tiles[] = {{0, 0, 0, true}, {8, 16, 1, true}, {8, 8, 2, false}, {16, 32, 1, false}, {16, 16, 2, false}};
  for (size_t i = 0; i < sizeof tiles / sizeof *tiles; i++) {
    StrBuf text;
    sb_init(&text);
    e2e_case_mlir(e2e_case("bmm_acc_2x9x17x40"), &text);
    Built b;
    build(&b, "bmm_acc_2x9x17x40", sb_cstr(&text), OPU_KERNEL_UKERNEL, tiles[i].m0, tiles[i].n0, tiles[i].k0);
    sb_free(&text);
    assert_true(b.ok);
    const Task *t = opu_task(b.c.g, 0);
    const Prop *path = prop_find(t->props, "ukernel_path");
    if (tiles[i].on_opu) {
      assert_null(path);
      int64_t m0 = prop_find(t->props, "m0_n0_k0")->ints[0];
      int64_t m1 = prop_find(t->props, "m1_n1_k1")->ints[0], n1 = prop_find(t->props, "m1_n1_k1")->ints[1];
      int64_t k1 = prop_find(t->props, "m1_n1_k1")->ints[2];
      /* 2 batches x M1 x N1 tiles, each K1 VOPACCs and M0 rows read out */
      assert_int_equal(t->cost.cycles, 2 * m1 * n1 * (OPU_CYCLES_VOPACC * k1 + OPU_CYCLES_ROW_OUT * m0));
    } else {
      if (!path) fail_msg("tile %d,%d,%d: no ukernel_path", tiles[i].m0, tiles[i].n0, tiles[i].k0);
      assert_int_equal(t->cost.cycles, 0);
    }
    done(&b);
  }
}

/* M = 1: the vector is its own packed LHS and the row its own packed result. */
static void test_narrow_m_direct(void **state) {
  (void)state;
  Built b;
  build_case(&b, "mm_1x128x128_const", OPU_KERNEL_UKERNEL);
  assert_true(b.ok);
  const Task *t = opu_task(b.c.g, 0);
  const Prop *calls = prop_find(t->props, "calls");
  assert_int_equal(calls->nints, 1);
  expect_args(calls->objs[0], "iree_uk_mmt4d", (const char *const[]){"M", "N", "K", "M0", "N0", "K0", "out_stride0"},
              (const int64_t[]){1, 8, 128, 1, 16, 1, 128}, 7);
  assert_string_equal(prop_find(calls->objs[0], "rhs_buffer")->s, prop_find(t->props, "rhs_packed_symbol")->s);
  done(&b);
}

/* ------------------------------------------------------------ packing */

static void test_pack_semantics(void **state) {
  (void)state;
  enum { R = 7, C = 5 };
  uint8_t in[R * C], out[4 * 2 * 3 * 4];
  for (int i = 0; i < R * C; i++) in[i] = (uint8_t)(i * 7 + 3);
  for (uint32_t fl = 0; fl < 4; fl++) {
    uint32_t flags = UK_PACK_I8I8 | fl << 8;
    bool inner = fl & 1, outer = fl & 2;
    /* tiles 3 x 4 (T0 x T1); outer dims cover the input after the transposes */
    int64_t o0 = outer ? (inner ? 2 : 2) : (inner ? 2 : 3), o1 = outer ? (inner ? 3 : 3) : (inner ? 2 : 2);
    int64_t T0 = 3, T1 = 4;
    OpuPack p = {.in_stride0 = C, .in_stride1 = 1, .out_stride0 = o1 * T0 * T1, .out_stride1 = T0 * T1,
                 .in_size0 = R, .in_size1 = C, .out_size0 = o0, .out_size1 = o1, .out_size2 = T0,
                 .out_size3 = T1, .padding = 0xeeee, .flags = flags};
    memset(out, 0, sizeof out);
    opu_pack_bytes(in, out, &p, 1);
    for (int64_t a = 0; a < o0; a++)
      for (int64_t b = 0; b < o1; b++)
        for (int64_t x = 0; x < T0; x++)
          for (int64_t y = 0; y < T1; y++) {
            /* spec §2.3's table */
            int64_t row, col;
            if (!inner && !outer) row = a * T0 + x, col = b * T1 + y;
            else if (inner && !outer) row = a * T1 + y, col = b * T0 + x;
            else if (!inner) row = b * T0 + x, col = a * T1 + y;
            else row = b * T1 + y, col = a * T0 + x;
            uint8_t want = row < R && col < C ? in[row * C + col] : 0xee;
            assert_int_equal(out[((a * o1 + b) * T0 + x) * T1 + y], want);
          }
  }
  /* spec §2.5's spot check: B[5][17] -> Bp[465] for a 24x20 B, 0x302, 16x1 tiles */
  uint8_t B[24 * 20], Bp[2 * 24 * 16];
  for (int i = 0; i < 24 * 20; i++) B[i] = (uint8_t)i;
  OpuPack pb = {.in_stride0 = 20, .in_stride1 = 1, .out_stride0 = 384, .out_stride1 = 16, .in_size0 = 24,
                .in_size1 = 20, .out_size0 = 2, .out_size1 = 24, .out_size2 = 16, .out_size3 = 1,
                .flags = 0x302};
  opu_pack_bytes(B, Bp, &pb, 1);
  assert_int_equal(Bp[465], B[5 * 20 + 17]);
  assert_int_equal(Bp[384 + 5 * 16 + 4 + 0], 0); /* column 20: padding */
}

/* ------------------------------------------------------------ coverage */

static void test_coverage_examples(void **state) {
  (void)state;
  static const char *const files[] = {"opu_qdq_mlp.mlir", "opu_qdq_narrow_m.mlir"};
  static const int64_t macs[] = {50 * 80 * 96 + 50 * 40 * 80, 200 * 72};
  for (int f = 0; f < 2; f++) {
    Built b;
    build_file(&b, files[f]);
    assert_true(b.ok);
    OpuCoverage c;
    opu_coverage(b.c.g, sb_cstr(&b.c.asm_text), &c);
    assert_int_equal(c.macs, macs[f]);
    assert_int_equal(c.macs_opu, macs[f]); /* MAC-weighted coverage 1.0 */
    assert_int_equal(c.matmul_ops, c.matmul_ops_opu);
    assert_int_equal(c.dynamic_matmuls, 0);
    assert_int_equal(c.merlin_opu_functions, c.matmul_ops);
    assert_int_equal(c.merlin_functions, b.c.g->ntasks);
    for (int i = 0; i < b.c.g->ntasks; i++)
      if (b.c.g->tasks[i].device == DEV_HOST) assert_non_null(b.c.g->tasks[i].reason);
    StrBuf r;
    sb_init(&r);
    opu_coverage_report(b.c.g, &c, &r);
    assert_non_null(strstr(sb_cstr(&r), "(100.00%)"));
    assert_non_null(strstr(sb_cstr(&r), "Merlin line-weighted coverage:"));
    sb_free(&r);
    done(&b);
  }
}

static const char mixed_src[] =
    "#mk = affine_map<(d0, d1, d2) -> (d0, d2)>\n#kn = affine_map<(d0, d1, d2) -> (d2, d1)>\n"
    "#mn = affine_map<(d0, d1, d2) -> (d0, d1)>\n#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @main(%a: tensor<32x64xi8>, %b: tensor<64x48xi8>, %x: tensor<16x16xf32>, %y: tensor<16x16xf32>)"
    " -> (tensor<32x48xf32>, tensor<16x16xf32>) {\n"
    "  %c0 = arith.constant 0 : i32\n  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<32x48xi32>\n"
    "  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<32x48xi32>) -> tensor<32x48xi32>\n"
    "  %m = linalg.matmul ins(%a, %b : tensor<32x64xi8>, tensor<64x48xi8>) outs(%f : tensor<32x48xi32>) -> tensor<32x48xi32>\n"
    "  %ef = tensor.empty() : tensor<32x48xf32>\n"
    "  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%m : tensor<32x48xi32>) outs(%ef : tensor<32x48xf32>) {\n"
    "  ^bb0(%v: i32, %o: f32):\n    %s = arith.sitofp %v : i32 to f32\n    %t = math.exp %s : f32\n"
    "    linalg.yield %t : f32\n  } -> tensor<32x48xf32>\n"
    "  %e2 = tensor.empty() : tensor<16x16xf32>\n"
    "  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>\n"
    "  %m2 = linalg.matmul ins(%x, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>\n"
    "  return %g, %m2 : tensor<32x48xf32>, tensor<16x16xf32>\n}\n";

/* An f32 matmul stays on the host and counts against MAC coverage; an
 * epilogue with exp is not fused (no emitted code for it) and keeps a reason. */
static void test_coverage_mixed(void **state) {
  (void)state;
  Built b;
  build(&b, "mixed", mixed_src, OPU_KERNEL_INLINE, 0, 0, 0);
  assert_true(b.ok);
  const Graph *g = b.c.g;
  assert_int_equal(g->ntasks, 3);
  OpuCoverage c;
  opu_coverage(g, sb_cstr(&b.c.asm_text), &c);
  assert_int_equal(c.matmul_ops, 2);
  assert_int_equal(c.matmul_ops_opu, 1);
  assert_int_equal(c.macs, 32 * 48 * 64 + 16 * 16 * 16);
  assert_int_equal(c.macs_opu, 32 * 48 * 64);
  assert_int_equal(c.int8_macs, c.int8_macs_opu);
  assert_int_equal(c.merlin_functions, 3);
  assert_int_equal(c.merlin_opu_functions, 1); /* found by its VOPACC .insn lines */
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    assert_int_equal(t->nops, 1);
    if (t->device == DEV_HOST) assert_non_null(t->reason);
  }
  done(&b);
}

static void test_merlin_metric(void **state) {
  (void)state;
  const char *s =
      "\t.type main_dispatch_0_matmul_like_4x4x4_i8xi8xi32,@function\nx:\n\tcall\tiree_uk_mmt4d\n\tret\n"
      "\t.size main_dispatch_0_matmul_like_4x4x4_i8xi8xi32, .-main_dispatch_0_matmul_like_4x4x4_i8xi8xi32\n"
      "\t.type main_dispatch_1_elementwise_4_f32,@function\na\nb\nc\nd\ne\nf\n"
      "\t.size main_dispatch_1_elementwise_4_f32, .-main_dispatch_1_elementwise_4_f32\n"
      "\t.type main_dispatch_2_matmul_like_4x4x4_i8xi8xi32,@function\n\t.insn r 87, 2, 81, zero, a6, s2\n"
      "\t.size main_dispatch_2_matmul_like_4x4x4_i8xi8xi32, .-main_dispatch_2_matmul_like_4x4x4_i8xi8xi32\n"
      "\t.type main_dispatch_3_encoding_4,@function\n\tcall\tiree_uk_mmt4d\n"
      "\t.size main_dispatch_3_encoding_4, .-main_dispatch_3_encoding_4\n"
      "\t.type npucc_main,@function\n\tcall\tiree_uk_mmt4d\n\t.size npucc_main, .-npucc_main\n";
  Graph *g = graph_new(arena_new(), "x");
  OpuCoverage c;
  opu_coverage(g, s, &c);
  assert_int_equal(c.merlin_functions, 3);     /* not the encoding one, not the entry */
  assert_int_equal(c.merlin_opu_functions, 2);
  assert_int_equal(c.merlin_lines, 4 + 7 + 2); /* newlines from .type to .size */
  assert_int_equal(c.merlin_opu_lines, 4 + 2);
  arena_free(g->arena);
}

/* ------------------------------------------------------------ the program */

static void test_entry_abi_and_lines(void **state) {
  (void)state;
  Built b;
  build_file(&b, "opu_qdq_mlp.mlir");
  assert_true(b.ok);
  const Graph *g = b.c.g;
  const Prop *abi = prop_find(g->props, "entry_abi");
  assert_non_null(abi);
  assert_int_equal(abi->nints, 1);
  assert_string_equal(prop_find(abi->objs[0], "symbol")->s, "npucc_main");
  assert_true(arg(abi->objs[0], "workspace_bytes") > 0);
  assert_int_equal(arg(abi->objs[0], "workspace_bytes") % 64, 0);
  const char *s = sb_cstr(&b.c.asm_text);
  assert_non_null(strstr(s, "\t.globl npucc_main\n"));
  assert_non_null(strstr(s, "npucc_main_info:"));
  assert_non_null(strstr(s, "npucc_cpu_data:"));
  assert_non_null(strstr(s, "\t.8byte 0x8000000000000001\n")); /* V | XOPU (bit 63) */
  /* Fused epilogues: no host call in the OPU dispatches, scalar code instead. */
  const Task *t = opu_task(g, 0);
  assert_int_equal(t->nops, 3);
  const Prop *calls = prop_find(t->props, "calls");
  for (int i = 0; i < calls->nints; i++)
    assert_string_not_equal(prop_find(calls->objs[i], "symbol")->s, "host_kernel_run");
  assert_non_null(strstr(s, "fcvt.s.l"));
  assert_non_null(strstr(s, "fmul.s"));
  /* Constant weights are packed, never packed at run time. */
  for (int k = 0; k < 2; k++) {
    t = opu_task(g, k);
    assert_true(prop_find(t->props, "rhs_packed_at_compile_time")->i);
    calls = prop_find(t->props, "calls");
    for (int i = 0; i < calls->nints; i++)
      assert_string_not_equal(prop_find(calls->objs[i], "role")->s, "pack rhs");
  }
  /* Every task's lines: from its .type line to its .size line. */
  int line = 1;
  const char *p = s;
  for (int i = 0; i < g->ntasks; i++) {
    t = &g->tasks[i];
    while (line < t->asm_first_line) line += *p++ == '\n';
    char want[512];
    snprintf(want, sizeof want, "\t.type %s,@function", t->label);
    assert_memory_equal(p, want, strlen(want));
  }
  done(&b);
}

static void test_deterministic(void **state) {
  (void)state;
  Built a, b;
  build_file(&a, "opu_qdq_narrow_m.mlir");
  build_file(&b, "opu_qdq_narrow_m.mlir");
  assert_true(a.ok && b.ok);
  assert_int_equal(a.c.asm_text.len, b.c.asm_text.len);
  assert_memory_equal(a.c.asm_text.s, b.c.asm_text.s, a.c.asm_text.len);
  done(&a);
  done(&b);
}

static const char dynamic_src[] =
    "func.func @main(%a: tensor<?x64xi8>, %b: tensor<64x32xi8>) -> tensor<?x32xi32> {\n"
    "  %c0 = arith.constant 0 : index\n  %z = arith.constant 0 : i32\n"
    "  %d = tensor.dim %a, %c0 : tensor<?x64xi8>\n"
    "  %e = tensor.empty(%d) : tensor<?x32xi32>\n"
    "  %f = linalg.fill ins(%z : i32) outs(%e : tensor<?x32xi32>) -> tensor<?x32xi32>\n"
    "  %m = linalg.matmul ins(%a, %b : tensor<?x64xi8>, tensor<64x32xi8>) outs(%f : tensor<?x32xi32>) -> tensor<?x32xi32>\n"
    "  return %m : tensor<?x32xi32>\n}\n";

/* A tile the kernels cannot take keeps the task on the host with the reason,
 * and the graph alone (no assembly) says the same as the program. */
static void check_tile_on_host(const char *text, OpuKernel mode, int m0, int n0, int k0, const char *why) {
  for (int want_asm = 0; want_asm < 2; want_asm++) {
    Built b;
    Options o = opu_opts(mode, m0, n0, k0);
    b.a = arena_new();
    diag_init(&b.d);
    b.ok = driver_compile(b.a, "tile", text, strlen(text), &o, NULL, want_asm, &b.c, &b.d);
    assert_true(b.ok);
    const Task *t = &b.c.g->tasks[0];
    assert_int_equal(t->device, DEV_HOST);
    assert_non_null(t->reason);
    assert_non_null(strstr(t->reason, why));
    if (want_asm) assert_non_null(strstr(sb_cstr(&b.c.asm_text), why));
    done(&b);
  }
}

static void test_bad_input(void **state) {
  (void)state;
  Built b;
  build(&b, "dyn", dynamic_src, OPU_KERNEL_UKERNEL, 0, 0, 0);
  assert_false(b.ok);
  assert_non_null(strstr(first_error(&b), "dynamic dimension 0"));
  assert_int_equal(b.c.g->tasks[0].device, DEV_HOST);
  done(&b);
  StrBuf t;
  sb_init(&t);
  e2e_case_mlir(e2e_case("mm_50x20x24"), &t);
  check_tile_on_host(sb_cstr(&t), OPU_KERNEL_INLINE, 32, 16, 1, "inline OPU kernel needs");
  check_tile_on_host(sb_cstr(&t), OPU_KERNEL_UKERNEL, 64, 64, 1, "4096 bytes");
  /* Narrow M shrinks M0: the same 64x64 tile is 4x64x1 for M = 3, and fits. */
  sb_free(&t);
  sb_init(&t);
  e2e_case_mlir(e2e_case("mm_narrow_m3"), &t);
  build(&b, "narrow", sb_cstr(&t), OPU_KERNEL_UKERNEL, 64, 64, 1);
  assert_true(b.ok);
  assert_int_equal(b.c.g->tasks[0].device, DEV_TARGET);
  done(&b);
  build(&b, "garbage", "func.func @main(", OPU_KERNEL_UKERNEL, 0, 0, 0);
  assert_false(b.ok);
  done(&b);
  sb_free(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tile_rule),          cmocka_unit_test(test_spec_example_calls),
      cmocka_unit_test(test_mmt4d_as_it_is),
      cmocka_unit_test(test_accumulate_and_batch), cmocka_unit_test(test_cycles_follow_the_tile),
      cmocka_unit_test(test_narrow_m_direct),
      cmocka_unit_test(test_pack_semantics),     cmocka_unit_test(test_coverage_examples),
      cmocka_unit_test(test_coverage_mixed),     cmocka_unit_test(test_merlin_metric),
      cmocka_unit_test(test_entry_abi_and_lines), cmocka_unit_test(test_deterministic),
      cmocka_unit_test(test_bad_input),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
