/* test_passes.c: canonicalize, raise, match, dispatch and legalize on small
 * models written for these tests; every assertion is about a value. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "host/host.h"
#include "unit_util.h"

static const Match *match_of(const Graph *g, const Op *op) {
  assert_non_null(op);
  assert_true(op->match >= 0);
  return &g->matches[op->match];
}

static const Task *task_of(const Graph *g, const Op *op) {
  assert_non_null(op);
  assert_true(op->task >= 0);
  return &g->tasks[op->task];
}

/* ----------------------------------------------------------- matmuls */

static const char nt_tn_src[] =
    "func.func @f(%a: tensor<24x40xi8>, %b: tensor<56x40xi8>, %c: tensor<40x24xf32>, %d: tensor<40x56xf32>)"
    " -> (tensor<24x56xi32>, tensor<24x56xf32>) {\n"
    "  %zi = arith.constant 0 : i32\n"
    "  %zf = arith.constant 0.0 : f32\n"
    "  %e0 = tensor.empty() : tensor<24x56xi32>\n"
    "  %f0 = linalg.fill ins(%zi : i32) outs(%e0 : tensor<24x56xi32>) -> tensor<24x56xi32>\n"
    "  %nt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
    " ins(%a, %b : tensor<24x40xi8>, tensor<56x40xi8>) outs(%f0 : tensor<24x56xi32>) -> tensor<24x56xi32>\n"
    "  %e1 = tensor.empty() : tensor<24x56xf32>\n"
    "  %f1 = linalg.fill ins(%zf : f32) outs(%e1 : tensor<24x56xf32>) -> tensor<24x56xf32>\n"
    "  %tn = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
    " ins(%c, %d : tensor<40x24xf32>, tensor<40x56xf32>) outs(%f1 : tensor<24x56xf32>) -> tensor<24x56xf32>\n"
    "  return %nt, %tn : tensor<24x56xi32>, tensor<24x56xf32>\n"
    "}\n";

static void test_matmul_roles_from_maps(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, nt_tn_src, "opu", &d, &ok);
  assert_true(ok);
  const Op *nt = find_op(g, "linalg.matmul", 0), *tn = find_op(g, "linalg.matmul", 1);
  const Match *mnt = match_of(g, nt), *mtn = match_of(g, tn);
  assert_int_equal(mnt->kind, TK_MATMUL);
  assert_int_equal(mnt->mm->m, 24);
  assert_int_equal(mnt->mm->n, 56);
  assert_int_equal(mnt->mm->k, 40);
  assert_false(mnt->mm->lhs_transposed);
  assert_true(mnt->mm->rhs_transposed);
  assert_true(contraction_is_s8s8s32(mnt->mm));
  assert_false(mnt->mm->accumulate); /* the zero fill was folded */
  assert_true(nt->zero_init);
  assert_true(mtn->mm->lhs_transposed);
  assert_false(mtn->mm->rhs_transposed);
  assert_int_equal(mtn->mm->m, 24);
  assert_int_equal(mtn->mm->k, 40);
  assert_int_equal(task_of(g, nt)->device, DEV_TARGET);
  const Task *ttn = task_of(g, tn);
  assert_int_equal(ttn->device, DEV_HOST);
  assert_non_null(strstr(ttn->reason, "f32 contraction"));
  assert_int_equal(ttn->cost.macs, 24 * 56 * 40);
  /* no fill survives: it is not a task of its own */
  assert_null(find_op(g, "linalg.fill", 0));
  diag_free(&d);

  diag_init(&d);
  g = compile_src(a, nt_tn_src, "npu", &d, &ok);
  assert_true(ok);
  nt = find_op(g, "linalg.matmul", 0);
  tn = find_op(g, "linalg.matmul", 1);
  assert_int_equal(task_of(g, nt)->device, DEV_HOST);
  assert_non_null(strstr(task_of(g, nt)->reason, "integer"));
  assert_int_equal(task_of(g, tn)->device, DEV_TARGET); /* f32 demoted to fp8 */
  diag_free(&d);

  diag_init(&d);
  Options o = {.target = "npu"};
  const char *err;
  assert_true(target_set_option(&o, "npu-precision", "host", &err));
  Compilation c;
  assert_true(driver_compile(a, "t.mlir", nt_tn_src, strlen(nt_tn_src), &o, NULL, false, &c, &d));
  tn = find_op(c.g, "linalg.matmul", 1);
  assert_int_equal(task_of(c.g, tn)->device, DEV_HOST);
  assert_non_null(strstr(task_of(c.g, tn)->reason, "not demoted"));
  compilation_free(&c);
  diag_free(&d);
  arena_free(a);
}

static const char generic_contraction_src[] =
    "#a = affine_map<(b, m, n, k) -> (b, m, k)>\n"
    "#b = affine_map<(b, m, n, k) -> (b, k, n)>\n"
    "#c = affine_map<(b, m, n, k) -> (b, m, n)>\n"
    "#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>\n"
    "#bias = affine_map<(d0, d1, d2) -> (d2)>\n"
    "func.func @f(%x: tensor<1x20x48xbf16>, %w: tensor<1x48x36xbf16>, %bias: tensor<36xbf16>) -> tensor<1x20x36xbf16> {\n"
    "  %z = arith.constant 0.0 : bf16\n"
    "  %e = tensor.empty() : tensor<1x20x36xbf16>\n"
    "  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<1x20x36xbf16>) -> tensor<1x20x36xbf16>\n"
    "  %mm = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}"
    " ins(%x, %w : tensor<1x20x48xbf16>, tensor<1x48x36xbf16>) outs(%f : tensor<1x20x36xbf16>) {\n"
    "  ^bb0(%p: bf16, %q: bf16, %acc: bf16):\n"
    "    %pe = arith.extf %p : bf16 to f32\n"
    "    %qe = arith.extf %q : bf16 to f32\n"
    "    %ae = arith.extf %acc : bf16 to f32\n"
    "    %m = arith.mulf %pe, %qe : f32\n"
    "    %s = arith.addf %ae, %m : f32\n"
    "    %t = arith.truncf %s : f32 to bf16\n"
    "    linalg.yield %t : bf16\n"
    "  } -> tensor<1x20x36xbf16>\n"
    "  %e2 = tensor.empty() : tensor<1x20x36xbf16>\n"
    "  %r = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}"
    " ins(%mm, %bias : tensor<1x20x36xbf16>, tensor<36xbf16>) outs(%e2 : tensor<1x20x36xbf16>) {\n"
    "  ^bb0(%v: bf16, %bb: bf16, %o: bf16):\n"
    "    %s = arith.addf %v, %bb : bf16\n"
    "    %n = arith.negf %s : bf16\n"
    "    %x1 = math.exp %n : bf16\n"
    "    %one = arith.constant 1.0 : bf16\n"
    "    %d1 = arith.addf %x1, %one : bf16\n"
    "    %y = arith.divf %s, %d1 : bf16\n"
    "    linalg.yield %y : bf16\n"
    "  } -> tensor<1x20x36xbf16>\n"
    "  return %r : tensor<1x20x36xbf16>\n"
    "}\n";

static void test_generic_batch_contraction_and_fusion(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, generic_contraction_src, "npu", &d, &ok);
  assert_true(ok);
  const Op *mm = find_op(g, "linalg.generic", 0);
  const Match *m = match_of(g, mm);
  assert_int_equal(m->kind, TK_BATCH_MATMUL);
  assert_int_equal(m->mm->batch, 1);
  assert_int_equal(m->mm->m, 20);
  assert_int_equal(m->mm->n, 36);
  assert_int_equal(m->mm->k, 48);
  assert_int_equal(m->mm->mul_type, DT_F32);
  assert_int_equal(m->mm->acc_type, DT_BF16);
  /* npu fuses the bias + SiLU epilogue into the matmul task */
  const Op *ep = find_op(g, "linalg.generic", 1);
  assert_int_equal(ep->task, mm->task);
  const Task *t = task_of(g, mm);
  assert_int_equal(t->nops, 2);
  assert_int_equal(t->device, DEV_TARGET);
  assert_int_equal(g->ntasks, 1);
  diag_free(&d);

  diag_init(&d);
  g = compile_src(a, generic_contraction_src, "gemmini", &d, &ok);
  assert_true(ok);
  assert_int_equal(g->ntasks, 2); /* gemmini fuses nothing */
  assert_non_null(strstr(g->tasks[0].reason, "bf16 contraction"));
  diag_free(&d);
  arena_free(a);
}

/* ----------------------------------------------------------- softmax */

#define SOFTMAX_HEAD                                                                          \
  "#id = affine_map<(d0, d1) -> (d0, d1)>\n"                                                  \
  "#row = affine_map<(d0, d1) -> (d0)>\n"                                                     \
  "#vec = affine_map<(d0) -> (d0)>\n"                                                         \
  "func.func @f(%x: tensor<6x10xf32>) -> tensor<6x10xf32> {\n"                                \
  "  %ninf = arith.constant 0xFF800000 : f32\n"                                               \
  "  %z = arith.constant 0.0 : f32\n"                                                         \
  "  %e1 = tensor.empty() : tensor<6xf32>\n"                                                  \
  "  %f1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>\n"         \
  "  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]}" \
  " ins(%x : tensor<6x10xf32>) outs(%f1 : tensor<6xf32>) {\n"                                 \
  "  ^bb0(%in: f32, %acc: f32):\n"                                                            \
  "    %m = arith.maximumf %in, %acc : f32\n"                                                 \
  "    linalg.yield %m : f32\n"                                                               \
  "  } -> tensor<6xf32>\n"                                                                    \
  "  %e2 = tensor.empty() : tensor<6x10xf32>\n"

#define SOFTMAX_EXP_FUSED                                                                     \
  "  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = [\"parallel\", \"parallel\"]}" \
  " ins(%x, %max : tensor<6x10xf32>, tensor<6xf32>) outs(%e2 : tensor<6x10xf32>) {\n"        \
  "  ^bb0(%in: f32, %mx: f32, %o: f32):\n"                                                    \
  "    %s = arith.subf %in, %mx : f32\n"                                                      \
  "    %x1 = math.exp %s : f32\n"                                                             \
  "    linalg.yield %x1 : f32\n"                                                              \
  "  } -> tensor<6x10xf32>\n"

#define SOFTMAX_SUM                                                                           \
  "  %e3 = tensor.empty() : tensor<6xf32>\n"                                                  \
  "  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<6xf32>) -> tensor<6xf32>\n"            \
  "  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]}" \
  " ins(%ex : tensor<6x10xf32>) outs(%f3 : tensor<6xf32>) {\n"                                \
  "  ^bb0(%in: f32, %acc: f32):\n"                                                            \
  "    %a = arith.addf %in, %acc : f32\n"                                                     \
  "    linalg.yield %a : f32\n"                                                               \
  "  } -> tensor<6xf32>\n"                                                                    \
  "  %e4 = tensor.empty() : tensor<6x10xf32>\n"

static const char softmax_div_src[] = SOFTMAX_HEAD SOFTMAX_EXP_FUSED SOFTMAX_SUM
    "  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%ex, %sum : tensor<6x10xf32>, tensor<6xf32>) outs(%e4 : tensor<6x10xf32>) {\n"
    "  ^bb0(%v: f32, %s: f32, %o: f32):\n"
    "    %q = arith.divf %v, %s : f32\n"
    "    linalg.yield %q : f32\n"
    "  } -> tensor<6x10xf32>\n"
    "  return %r : tensor<6x10xf32>\n"
    "}\n";

static const char softmax_recip_src[] = SOFTMAX_HEAD
    "  %sub = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%x, %max : tensor<6x10xf32>, tensor<6xf32>) outs(%e2 : tensor<6x10xf32>) {\n"
    "  ^bb0(%in: f32, %mx: f32, %o: f32):\n"
    "    %s = arith.subf %in, %mx : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<6x10xf32>\n"
    "  %e2b = tensor.empty() : tensor<6x10xf32>\n"
    "  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%sub : tensor<6x10xf32>) outs(%e2b : tensor<6x10xf32>) {\n"
    "  ^bb0(%in: f32, %o: f32):\n"
    "    %x1 = math.exp %in : f32\n"
    "    linalg.yield %x1 : f32\n"
    "  } -> tensor<6x10xf32>\n"
    SOFTMAX_SUM
    "  %e5 = tensor.empty() : tensor<6xf32>\n"
    "  %rcp = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = [\"parallel\"]}"
    " ins(%sum : tensor<6xf32>) outs(%e5 : tensor<6xf32>) {\n"
    "  ^bb0(%s: f32, %o: f32):\n"
    "    %one = arith.constant 1.0 : f32\n"
    "    %q = arith.divf %one, %s : f32\n"
    "    linalg.yield %q : f32\n"
    "  } -> tensor<6xf32>\n"
    "  %r = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%rcp, %ex : tensor<6xf32>, tensor<6x10xf32>) outs(%e4 : tensor<6x10xf32>) {\n"
    "  ^bb0(%s: f32, %v: f32, %o: f32):\n"
    "    %q = arith.mulf %s, %v : f32\n"
    "    linalg.yield %q : f32\n"
    "  } -> tensor<6x10xf32>\n"
    "  return %r : tensor<6x10xf32>\n"
    "}\n";

static void check_raised_softmax(const char *src) {
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  assert_int_equal(live_ops(g), 1);
  assert_int_equal(g->ntasks, 1);
  const Op *sm = &g->ops[g->tasks[0].root];
  assert_int_equal(sm->kind, OP_SOFTMAX);
  assert_int_equal(sm->a.softmax.dim, 1);
  assert_string_equal(g->tensors[sm->in[0]].name, "arg0");
  assert_int_equal(g->tensors[sm->out[0]].role, ROLE_OUTPUT);
  assert_non_null(sm->raised_from);
  assert_int_equal(g->tasks[0].kind, TK_SOFTMAX);
  assert_int_equal(g->tasks[0].device, DEV_TARGET);
  diag_free(&d);
  arena_free(a);
}

static void test_decomposed_softmax_div(void **state) {
  (void)state;
  check_raised_softmax(softmax_div_src);
}

static void test_decomposed_softmax_reciprocal(void **state) {
  (void)state;
  check_raised_softmax(softmax_recip_src);
}

static void test_softmax_not_raised_when_shared(void **state) {
  (void)state;
  /* the exponentials are also returned: the chain is not a softmax */
  const char *tail = "  return %r : tensor<6x10xf32>\n}\n";
  size_t n = strlen(softmax_div_src) - strlen(tail);
  char src[sizeof softmax_div_src + 128];
  memcpy(src, softmax_div_src, n);
  strcpy(src + n, "  return %ex : tensor<6x10xf32>\n}\n");
  /* (returning %ex instead of %r also changes the result type: keep it valid) */
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  for (int i = 0; i < g->nops; i++) assert_true(g->ops[i].dead || g->ops[i].kind != OP_SOFTMAX);
  diag_free(&d);
  arena_free(a);
}

/* --------------------------------------------------------- attention */

static const char attention3d_src[] =
    "#q = affine_map<(m, k1, k2, n) -> (m, k1)>\n"
    "#k = affine_map<(m, k1, k2, n) -> (k2, k1)>\n"
    "#v = affine_map<(m, k1, k2, n) -> (k2, n)>\n"
    "#s = affine_map<(m, k1, k2, n) -> ()>\n"
    "#o = affine_map<(m, k1, k2, n) -> (m, n)>\n"
    "func.func @f(%q: tensor<20x8xf32>, %k: tensor<33x8xf32>, %v: tensor<33x12xf32>) -> tensor<20x12xf32> {\n"
    "  %scale = arith.constant 0.35 : f32\n"
    "  %e = tensor.empty() : tensor<20x12xf32>\n"
    "  %r = \"iree_linalg_ext.attention\"(%q, %k, %v, %scale, %e) <{indexing_maps = [#q, #k, #v, #s, #o]}> ({\n"
    "  ^bb0(%x: f32):\n"
    "    \"iree_linalg_ext.yield\"(%x) : (f32) -> ()\n"
    "  }) : (tensor<20x8xf32>, tensor<33x8xf32>, tensor<33x12xf32>, f32, tensor<20x12xf32>) -> tensor<20x12xf32>\n"
    "  return %r : tensor<20x12xf32>\n"
    "}\n";

static void test_attention_roles(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, attention3d_src, "npu", &d, &ok);
  assert_true(ok);
  const Op *at = find_op(g, "iree_linalg_ext.attention", 0);
  const AttentionAttrs *aa = &at->a.attn;
  assert_int_equal(aa->nbatch, 0);
  assert_int_equal(aa->m_loop, 0);
  assert_int_equal(aa->k1_loop, 1);
  assert_int_equal(aa->k2_loop, 2);
  assert_int_equal(aa->n_loop, 3);
  assert_false(aa->k_transposed);
  const Task *t = task_of(g, at);
  assert_int_equal(t->kind, TK_ATTENTION);
  assert_int_equal(t->device, DEV_TARGET);
  assert_int_equal(t->cost.macs, 20 * 33 * (8 + 12));
  diag_free(&d);

  diag_init(&d);
  g = compile_src(a, attention3d_src, "gemmini", &d, &ok);
  assert_true(ok);
  assert_int_equal(g->tasks[0].device, DEV_HOST);
  assert_non_null(strstr(g->tasks[0].reason, "attention"));
  diag_free(&d);
  arena_free(a);
}

/* ---------------------------------------------------------------- QDQ */

static const char qdq_src[] =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "#col = affine_map<(d0, d1) -> (d1)>\n"
    "func.func @f(%x: tensor<3x16xf32>, %w: tensor<16x8xi8>, %bias: tensor<8xi32>) -> tensor<3x8xf32> {\n"
    "  %e = tensor.empty() : tensor<3x16xi8>\n"
    "  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%x : tensor<3x16xf32>) outs(%e : tensor<3x16xi8>) {\n"
    "  ^bb0(%in: f32, %o: i8):\n"
    "    %s = arith.constant 64.0 : f32\n"
    "    %m = arith.mulf %in, %s : f32\n"
    "    %r = math.roundeven %m : f32\n"
    "    %lo = arith.constant -128.0 : f32\n"
    "    %hi = arith.constant 127.0 : f32\n"
    "    %c1 = arith.maximumf %r, %lo : f32\n"
    "    %c2 = arith.minimumf %c1, %hi : f32\n"
    "    %i = arith.fptosi %c2 : f32 to i8\n"
    "    linalg.yield %i : i8\n"
    "  } -> tensor<3x16xi8>\n"
    "  %z = arith.constant 0 : i32\n"
    "  %e2 = tensor.empty() : tensor<3x8xi32>\n"
    "  %f = linalg.fill ins(%z : i32) outs(%e2 : tensor<3x8xi32>) -> tensor<3x8xi32>\n"
    "  %mm = linalg.matmul ins(%q, %w : tensor<3x16xi8>, tensor<16x8xi8>) outs(%f : tensor<3x8xi32>) -> tensor<3x8xi32>\n"
    "  %e3 = tensor.empty() : tensor<3x8xf32>\n"
    "  %dq = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%mm, %bias : tensor<3x8xi32>, tensor<8xi32>) outs(%e3 : tensor<3x8xf32>) {\n"
    "  ^bb0(%acc: i32, %b: i32, %o: f32):\n"
    "    %s = arith.addi %acc, %b : i32\n"
    "    %fl = arith.sitofp %s : i32 to f32\n"
    "    %sc = arith.constant 0.001 : f32\n"
    "    %y = arith.mulf %fl, %sc : f32\n"
    "    linalg.yield %y : f32\n"
    "  } -> tensor<3x8xf32>\n"
    "  return %dq : tensor<3x8xf32>\n"
    "}\n";

static void test_qdq_chain(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, qdq_src, "opu", &d, &ok);
  assert_true(ok);
  assert_int_equal(g->ntasks, 2); /* opu runs the dequantize epilogue in the matmul's dispatch */
  const Op *q = find_op(g, "linalg.generic", 0), *dq = find_op(g, "linalg.generic", 1);
  assert_true(match_of(g, q)->int8_qdq);
  assert_true(match_of(g, dq)->int8_qdq);
  assert_int_equal(match_of(g, q)->kind, TK_ELEMENTWISE);
  assert_int_equal(task_of(g, q)->device, DEV_HOST);
  const Op *mm = find_op(g, "linalg.matmul", 0);
  assert_int_equal(task_of(g, mm)->device, DEV_TARGET);
  assert_int_equal(task_of(g, mm)->ndeps, 1);
  assert_int_equal(task_of(g, mm)->deps[0], q->task);
  assert_int_equal(dq->task, mm->task);
  diag_free(&d);

  diag_init(&d);
  g = compile_src(a, qdq_src, "npu", &d, &ok);
  assert_true(ok);
  for (int i = 0; i < g->ntasks; i++) assert_int_equal(g->tasks[i].device, DEV_HOST);
  diag_free(&d);
  arena_free(a);
}

/* ------------------------------------------------- canonicalize + legality */

static const char canon_src[] =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @f(%x: tensor<4x6xf32>, %idx: tensor<?x6xf32>) -> (tensor<24xf32>, tensor<?x6xf32>) {\n"
    "  %c = arith.constant dense<2.0> : tensor<2x2x6xf32>\n"
    "  %cc = tensor.collapse_shape %c [[0, 1], [2]] : tensor<2x2x6xf32> into tensor<4x6xf32>\n"
    "  %e = tensor.empty() : tensor<4x6xf32>\n"
    "  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%x, %cc : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {\n"
    "  ^bb0(%a: f32, %b: f32, %o: f32):\n"
    "    %p = arith.mulf %a, %b : f32\n"
    "    linalg.yield %p : f32\n"
    "  } -> tensor<4x6xf32>\n"
    "  %x3 = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>\n"
    "  %x1 = tensor.collapse_shape %x3 [[0, 1, 2]] : tensor<2x2x6xf32> into tensor<24xf32>\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %d0 = tensor.dim %idx, %c0 : tensor<?x6xf32>\n"
    "  %e2 = tensor.empty(%d0) : tensor<?x6xf32>\n"
    "  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%idx : tensor<?x6xf32>) outs(%e2 : tensor<?x6xf32>) {\n"
    "  ^bb0(%a: f32, %o: f32):\n"
    "    %q = arith.negf %a : f32\n"
    "    linalg.yield %q : f32\n"
    "  } -> tensor<?x6xf32>\n"
    "  return %x1, %n : tensor<24xf32>, tensor<?x6xf32>\n"
    "}\n";

static void test_canonicalize_and_dynamic(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, canon_src, "npu", &d, &ok);
  assert_true(ok);
  /* the constant's reshape folded into a constant; the two reshapes of the
   * result folded into one view */
  const Op *m = find_op(g, "linalg.generic", 0);
  const Tensor *cst = &g->tensors[m->in[1]];
  assert_int_equal(cst->role, ROLE_WEIGHT);
  assert_int_equal(cst->rank, 2);
  assert_int_equal(cst->cst, CONST_SPLAT);
  int reshapes = 0;
  for (int i = 0; i < g->nops; i++) reshapes += !g->ops[i].dead && g->ops[i].kind == OP_RESHAPE;
  assert_int_equal(reshapes, 1);
  assert_int_equal(g->ntasks, 2);
  assert_int_equal(task_of(g, m)->device, DEV_TARGET);
  const Op *n = find_op(g, "linalg.generic", 1);
  const Task *tn = task_of(g, n);
  assert_int_equal(tn->device, DEV_HOST);
  assert_non_null(strstr(tn->reason, "dim 0"));
  assert_non_null(strstr(tn->reason, "?x6xf32"));
  assert_int_equal(tn->cost.flops, 0); /* unknown, never negative */
  diag_free(&d);
  arena_free(a);
}

/* Two matmuls feed one add: the add may not join the first matmul's task
 * (the second result would be read before it exists); it joins the second. */
static const char two_producers_src[] =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @f(%a: tensor<8x16xbf16>, %b: tensor<16x8xbf16>, %c: tensor<8x16xbf16>, %d: tensor<16x8xbf16>) -> tensor<8x8xbf16> {\n"
    "  %z = arith.constant 0.0 : bf16\n"
    "  %e = tensor.empty() : tensor<8x8xbf16>\n"
    "  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<8x8xbf16>) -> tensor<8x8xbf16>\n"
    "  %m1 = linalg.matmul ins(%a, %b : tensor<8x16xbf16>, tensor<16x8xbf16>) outs(%f : tensor<8x8xbf16>) -> tensor<8x8xbf16>\n"
    "  %m2 = linalg.matmul ins(%c, %d : tensor<8x16xbf16>, tensor<16x8xbf16>) outs(%f : tensor<8x8xbf16>) -> tensor<8x8xbf16>\n"
    "  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]}"
    " ins(%m1, %m2 : tensor<8x8xbf16>, tensor<8x8xbf16>) outs(%e : tensor<8x8xbf16>) {\n"
    "  ^bb0(%x: bf16, %y: bf16, %o: bf16):\n"
    "    %s = arith.addf %x, %y : bf16\n"
    "    linalg.yield %s : bf16\n"
    "  } -> tensor<8x8xbf16>\n"
    "  return %r : tensor<8x8xbf16>\n"
    "}\n";

static void test_fusion_waits_for_all_inputs(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, two_producers_src, "npu", &d, &ok);
  assert_true(ok);
  const Op *m1 = find_op(g, "linalg.matmul", 0), *m2 = find_op(g, "linalg.matmul", 1);
  const Op *add = find_op(g, "linalg.generic", 0);
  assert_true(m1->task < m2->task);
  assert_int_equal(add->task, m2->task);
  const Task *t2 = task_of(g, m2);
  assert_int_equal(t2->ndeps, 1);
  assert_int_equal(t2->deps[0], m1->task);
  diag_free(&d);
  arena_free(a);
}

static void test_empty_tensor_stays_on_host(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  const char *src =
      "func.func @f(%a: tensor<0x16xf32>, %b: tensor<16x8xf32>) -> tensor<0x8xf32> {\n"
      "  %z = arith.constant 0.0 : f32\n"
      "  %e = tensor.empty() : tensor<0x8xf32>\n"
      "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<0x8xf32>) -> tensor<0x8xf32>\n"
      "  %r = linalg.matmul ins(%a, %b : tensor<0x16xf32>, tensor<16x8xf32>) outs(%f : tensor<0x8xf32>) -> tensor<0x8xf32>\n"
      "  return %r : tensor<0x8xf32>\n"
      "}\n";
  Graph *g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  assert_int_equal(g->tasks[0].device, DEV_HOST);
  assert_non_null(strstr(g->tasks[0].reason, "empty tensor"));
  assert_int_equal(g->tasks[0].cost.macs, 0);
  diag_free(&d);
  arena_free(a);
}

/* ----------------------------------------------------------- transpose_k */

/* An mmt4d with K0 = 2 (K dims apart) whose RHS is a constant: transpose_k
 * gives the RHS a new constant with K innermost instead of a copy op, and the
 * run-time LHS keeps its copy. The host evaluation of the result must equal
 * mmt4d's definition over the original bytes (computed here, exact in i32). */
enum { T_M1 = 3, T_N1 = 2, T_K1 = 5, T_M0 = 4, T_N0 = 3, T_K0 = 2 };

static uint32_t lcg_next(uint32_t *s) { return *s = *s * 1664525u + 1013904223u; }

static void test_transpose_k_folds_constant_rhs(void **state) {
  (void)state;
  int8_t rhs[T_N1][T_K1][T_N0][T_K0], lhs[T_M1][T_K1][T_M0][T_K0];
  uint32_t seed = 7;
  StrBuf src;
  sb_init(&src);
  sb_printf(&src, "func.func @f(%%l: tensor<%dx%dx%dx%dxi8>) -> tensor<%dx%dx%dx%dxi32> {\n  %%r = arith.constant dense<",
            T_M1, T_K1, T_M0, T_K0, T_M1, T_N1, T_M0, T_N0);
  int8_t *flat = &rhs[0][0][0][0];
  const int n = T_N1 * T_K1 * T_N0 * T_K0, inner[4] = {n, T_K1 * T_N0 * T_K0, T_N0 * T_K0, T_K0};
  for (int i = 0; i < n; i++) { /* nested brackets, one level per dim */
    for (int k = 0; k < 4; k++) sb_puts(&src, i % inner[k] ? "" : "[");
    flat[i] = (int8_t)(lcg_next(&seed) >> 24);
    sb_printf(&src, "%d", flat[i]);
    for (int k = 3; k >= 0; k--) sb_puts(&src, (i + 1) % inner[k] ? "" : "]");
    sb_puts(&src, i + 1 < n ? ", " : "");
  }
  sb_printf(&src, "> : tensor<%dx%dx%dx%dxi8>\n", T_N1, T_K1, T_N0, T_K0);
  sb_printf(&src, "  %%c0 = arith.constant 0 : i32\n  %%e = tensor.empty() : tensor<%dx%dx%dx%dxi32>\n"
            "  %%z = linalg.fill ins(%%c0 : i32) outs(%%e : tensor<%dx%dx%dx%dxi32>) -> tensor<%dx%dx%dx%dxi32>\n",
            T_M1, T_N1, T_M0, T_N0, T_M1, T_N1, T_M0, T_N0, T_M1, T_N1, T_M0, T_N0);
  sb_printf(&src, "  %%o = linalg.mmt4d ins(%%l, %%r : tensor<%dx%dx%dx%dxi8>, tensor<%dx%dx%dx%dxi8>) "
            "outs(%%z : tensor<%dx%dx%dx%dxi32>) -> tensor<%dx%dx%dx%dxi32>\n",
            T_M1, T_K1, T_M0, T_K0, T_N1, T_K1, T_N0, T_K0, T_M1, T_N1, T_M0, T_N0, T_M1, T_N1, T_M0, T_N0);
  sb_printf(&src, "  return %%o : tensor<%dx%dx%dx%dxi32>\n}\n", T_M1, T_N1, T_M0, T_N0);
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, sb_cstr(&src), "opu", &d, &ok);
  assert_true(ok);
  const Op *mm = NULL;
  int copies = 0;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead || !op->name) continue;
    copies += !strcmp(op->name, "npucc.transpose_k");
    if (!strcmp(op->name, "linalg.mmt4d")) mm = op;
  }
  assert_int_equal(copies, 1); /* the LHS's */
  assert_non_null(mm);
  const Tensor *b = &g->tensors[mm->in[1]];
  assert_int_equal(b->cst, CONST_DENSE);
  const int64_t kin[] = {T_N1, T_N0, T_K1, T_K0};
  assert_int_equal(b->rank, 4);
  assert_memory_equal(b->dims, kin, sizeof kin);

  int8_t *lf = &lhs[0][0][0][0];
  for (size_t i = 0; i < sizeof lhs; i++) lf[i] = (int8_t)(lcg_next(&seed) >> 24);
  HostValue in = {.data = lhs, .nbytes = sizeof lhs, .dtype = DT_I8, .rank = 4,
                  .dims = {T_M1, T_K1, T_M0, T_K0}}, out;
  char err[256];
  assert_true(host_eval_func(g, 0, &in, &out, a, err, sizeof err));
  const int32_t *got = out.data;
  int checked = 0;
  for (int m1 = 0; m1 < T_M1; m1++)
    for (int n1 = 0; n1 < T_N1; n1++)
      for (int m0 = 0; m0 < T_M0; m0++)
        for (int n0 = 0; n0 < T_N0; n0++) {
          int32_t want = 0;
          for (int k1 = 0; k1 < T_K1; k1++)
            for (int k0 = 0; k0 < T_K0; k0++) want += lhs[m1][k1][m0][k0] * rhs[n1][k1][n0][k0];
          assert_int_equal(got[((m1 * T_N1 + n1) * T_M0 + m0) * T_N0 + n0], want);
          checked++;
        }
  assert_int_equal(checked, T_M1 * T_N1 * T_M0 * T_N0);
  sb_free(&src);
  diag_free(&d);
  arena_free(a);
}

/* ---------------------------------------------------------------- untile */

/* pack -> mmt4d -> unpack of an i8 matmul M x K . K x N, tiles m0 x n0 x k0
 * (K0 = 2: K padded), the packs' padding value `pad`. */
static int U_M = 13, U_N = 11;
enum { U_K = 9 };
/* collapse: the result also reshaped to [M*N] (canonicalize then merges the
 * unpack's collapse_shape into that one, as with a Flow dispatch's result
 * under flow.tensor.reshape) */
static bool U_COLLAPSE;
static char *untile_src(int pad, int m0, int n0, int k0) {
  int m1 = (U_M + m0 - 1) / m0, n1 = (U_N + n0 - 1) / n0, k1 = (U_K + k0 - 1) / k0;
  StrBuf b;
  sb_init(&b);
  if (U_COLLAPSE)
    sb_printf(&b, "func.func @f(%%a: tensor<%dx%dxi8>, %%b: tensor<%dx%dxi8>) -> tensor<%dxi32> {\n", U_M, U_K, U_K,
              U_N, U_M * U_N);
  else
    sb_printf(&b, "func.func @f(%%a: tensor<%dx%dxi8>, %%b: tensor<%dx%dxi8>) -> tensor<%dx%dxi32> {\n", U_M, U_K,
              U_K, U_N, U_M, U_N);
  sb_printf(&b, "  %%p = arith.constant %d : i8\n  %%z = arith.constant 0 : i32\n", pad);
  sb_printf(&b, "  %%ea = tensor.empty() : tensor<%dx%dx%dx%dxi8>\n", m1, k1, m0, k0);
  sb_printf(&b, "  %%pa = linalg.pack %%a padding_value(%%p : i8) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] "
            "inner_tiles = [%d, %d] into %%ea : tensor<%dx%dxi8> -> tensor<%dx%dx%dx%dxi8>\n",
            m0, k0, U_M, U_K, m1, k1, m0, k0);
  sb_printf(&b, "  %%eb = tensor.empty() : tensor<%dx%dx%dx%dxi8>\n", n1, k1, n0, k0);
  sb_printf(&b, "  %%pb = linalg.pack %%b padding_value(%%p : i8) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] "
            "inner_tiles = [%d, %d] into %%eb : tensor<%dx%dxi8> -> tensor<%dx%dx%dx%dxi8>\n",
            n0, k0, U_K, U_N, n1, k1, n0, k0);
  sb_printf(&b, "  %%ec = tensor.empty() : tensor<%dx%dx%dx%dxi32>\n", m1, n1, m0, n0);
  sb_printf(&b, "  %%fc = linalg.fill ins(%%z : i32) outs(%%ec : tensor<%dx%dx%dx%dxi32>) -> tensor<%dx%dx%dx%dxi32>\n",
            m1, n1, m0, n0, m1, n1, m0, n0);
  sb_printf(&b, "  %%c = linalg.mmt4d ins(%%pa, %%pb : tensor<%dx%dx%dx%dxi8>, tensor<%dx%dx%dx%dxi8>) outs(%%fc : "
            "tensor<%dx%dx%dx%dxi32>) -> tensor<%dx%dx%dx%dxi32>\n",
            m1, k1, m0, k0, n1, k1, n0, k0, m1, n1, m0, n0, m1, n1, m0, n0);
  sb_printf(&b, "  %%eo = tensor.empty() : tensor<%dx%dxi32>\n", U_M, U_N);
  sb_printf(&b, "  %%o = linalg.unpack %%c outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [%d, %d] "
            "into %%eo : tensor<%dx%dx%dx%dxi32> -> tensor<%dx%dxi32>\n",
            m0, n0, m1, n1, m0, n0, U_M, U_N);
  if (U_COLLAPSE)
    sb_printf(&b, "  %%r = tensor.collapse_shape %%o [[0, 1]] : tensor<%dx%dxi32> into tensor<%dxi32>\n"
              "  return %%r : tensor<%dxi32>\n}\n", U_M, U_N, U_M * U_N, U_M * U_N);
  else
    sb_printf(&b, "  return %%o : tensor<%dx%dxi32>\n}\n", U_M, U_N);
  return b.s;
}

/* Live ops named `name`. */
static int count_named(const Graph *g, const char *name) {
  int n = 0;
  for (int i = 0; i < g->nops; i++) n += !g->ops[i].dead && g->ops[i].name && !strcmp(g->ops[i].name, name);
  return n;
}

/* The gemmini graph (no keeps_layout: untiled) evaluated on the host must be
 * the matmul pack/mmt4d/unpack computes, from its definition (exact in i32);
 * a nonzero padding value in the padded K, or the opu keeping its own tile's
 * layout, leaves the chain as it is (and still the same numbers). */
static void untile_case(const char *target, int pad, int m0, int n0, int k0, bool untiled) {
  char *src = untile_src(pad, m0, n0, k0);
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, src, target, &d, &ok);
  assert_true(ok);
  assert_int_equal(count_named(g, "linalg.pack") == 0, untiled);
  assert_int_equal(count_named(g, "linalg.unpack") == 0, untiled);
  int nmm = 0;
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead && g->ops[i].name && !strcmp(g->ops[i].name, "linalg.mmt4d")) {
      nmm++;
      assert_int_equal(g->ops[i].raised_from != NULL, untiled);
      assert_int_equal(g->ops[i].nloops, untiled ? 3 : 6);
    }
  assert_int_equal(nmm, 1);
  int8_t A[16][U_K], B[U_K][12];
  uint32_t seed = 11 + (uint32_t)pad;
  /* row-major U_M x U_K and U_K x U_N in the first elements */
  int8_t *fa = &A[0][0], *fb = &B[0][0];
  for (int i = 0; i < U_M * U_K; i++) fa[i] = (int8_t)(lcg_next(&seed) >> 24);
  for (int i = 0; i < U_K * U_N; i++) fb[i] = (int8_t)(lcg_next(&seed) >> 24);
  HostValue in[2] = {{.data = fa, .nbytes = (size_t)(U_M * U_K), .dtype = DT_I8, .rank = 2, .dims = {U_M, U_K}},
                     {.data = fb, .nbytes = (size_t)(U_K * U_N), .dtype = DT_I8, .rank = 2, .dims = {U_K, U_N}}},
            out;
  char err[256];
  assert_true(host_eval_func(g, 0, in, &out, a, err, sizeof err));
  const int32_t *got = out.data;
  /* the padded K adds pad * pad per padded k */
  int kp = (U_K + k0 - 1) / k0 * k0;
  for (int m = 0; m < U_M; m++)
    for (int n = 0; n < U_N; n++) {
      int32_t want = (kp - U_K) * pad * pad;
      for (int k = 0; k < U_K; k++) want += fa[m * U_K + k] * fb[k * U_N + n];
      assert_int_equal(got[m * U_N + n], want);
    }
  free(src);
  diag_free(&d);
  arena_free(a);
}

static void test_untile_pack_mmt4d_unpack(void **state) {
  (void)state;
  untile_case("gemmini", 0, 4, 3, 2, true);  /* K 9 padded to 10 with zeros */
  untile_case("npu", 0, 8, 4, 1, true);
  untile_case("gemmini", 3, 4, 3, 2, false); /* padding 3 in K: summed, kept */
  untile_case("gemmini", 3, 4, 3, 1, true);  /* padding 3 only in M and N: dropped by the unpack */
  untile_case("opu", 0, 16, 16, 1, false);   /* the OPU's own tile: mmt4d as it is */
  /* tiles dividing M and N, the result reshaped after the unpack */
  U_M = 12, U_N = 9, U_COLLAPSE = true;
  untile_case("npu", 0, 4, 3, 1, true);
  untile_case("gemmini", 0, 4, 3, 2, true);
  U_M = 13, U_N = 11, U_COLLAPSE = false;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_matmul_roles_from_maps),
      cmocka_unit_test(test_generic_batch_contraction_and_fusion),
      cmocka_unit_test(test_decomposed_softmax_div),
      cmocka_unit_test(test_decomposed_softmax_reciprocal),
      cmocka_unit_test(test_softmax_not_raised_when_shared),
      cmocka_unit_test(test_attention_roles),
      cmocka_unit_test(test_qdq_chain),
      cmocka_unit_test(test_canonicalize_and_dynamic),
      cmocka_unit_test(test_fusion_waits_for_all_inputs),
      cmocka_unit_test(test_empty_tensor_stays_on_host),
      cmocka_unit_test(test_transpose_k_folds_constant_rhs),
      cmocka_unit_test(test_untile_pack_mmt4d_unpack),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
