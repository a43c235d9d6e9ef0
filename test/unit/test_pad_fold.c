/* test_pad_fold.c: a constant tensor.pad in front of a convolution is folded
 * into its im2col gather (passes/im2col.c): checked against the module as
 * written, evaluated by targets/host before any pass, on random data. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "host/host.h"
#include "unit_util.h"

static uint64_t rng_next(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

/* Random, non-constant inputs of every entry input: f32 in [-1, 1), i8 all of
 * its range. */
static HostValue *random_inputs(Arena *a, const Graph *g, const Func *f, uint64_t seed) {
  HostValue *in = arena_alloc(a, sizeof *in * (size_t)(f->ninputs + 1));
  for (int i = 0; i < f->ninputs; i++) {
    const Tensor *t = &g->tensors[f->inputs[i]];
    size_t n = 1;
    for (int d = 0; d < t->rank; d++) n *= (size_t)t->dims[d];
    in[i].dtype = t->dtype;
    in[i].rank = t->rank;
    memcpy(in[i].dims, t->dims, sizeof in[i].dims);
    in[i].nbytes = n * dtype_size(t->dtype);
    in[i].data = arena_alloc(a, in[i].nbytes);
    for (size_t k = 0; k < n; k++) {
      uint64_t r = rng_next(&seed);
      if (t->dtype == DT_F32) ((float *)in[i].data)[k] = (float)((double)(r & 0xFFFFFF) / 0x800000 - 1.0);
      else if (t->dtype == DT_I8) ((int8_t *)in[i].data)[k] = (int8_t)(r & 0xFF);
      else fail_msg("input dtype %s", dtype_name(t->dtype));
    }
  }
  return in;
}

/* The first live op of kind k, or NULL. */
static const Op *live_kind(const Graph *g, OpKind k) {
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead && g->ops[i].kind == k) return &g->ops[i];
  return NULL;
}

typedef struct PadCase {
  const char *name, *src, *target;
  double value;
  int64_t low[4], high[4];
} PadCase;

/* Compiled for the case's target: no pad left, the gather reads the unpadded
 * input and says so in its task, and every output equals the module as
 * written (bit for bit: the same host contract, the same summation order). */
static void check_folded(const PadCase *c) {
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *ref = import_src(a, c->src, &d, &ok);
  assert_true(ok);
  assert_non_null(live_kind(ref, OP_PAD)); /* the module does have a pad */
  Graph *g = compile_src(a, c->src, c->target, &d, &ok);
  assert_true(ok);
  assert_null(live_kind(g, OP_PAD));
  const Op *gat = find_op(g, "npucc.im2col", 0);
  assert_non_null(gat);
  assert_true(op_reads_padded(gat));
  assert_true(gat->a.pad.value == c->value);
  const Tensor *x = &g->tensors[gat->in[0]];
  assert_int_equal(x->role, ROLE_INPUT); /* the unpadded entry input */
  for (int r = 0; r < x->rank; r++) {
    assert_int_equal(gat->a.pad.low[r], c->low[r]);
    assert_int_equal(gat->a.pad.high[r], c->high[r]);
  }
  /* the task graph's detail */
  const Prop *pf = prop_find(g->tasks[gat->task].props, "pad_folded");
  assert_non_null(pf);
  assert_true(prop_find(pf->obj, "value")->f == c->value);
  const Prop *low = prop_find(pf->obj, "low");
  assert_int_equal(low->nints, x->rank);
  for (int r = 0; r < x->rank; r++) assert_int_equal(low->ints[r], c->low[r]);
  /* the conv reads the gather and runs where it ran before (not the host on i8 npu) */
  const Op *conv = &g->ops[gat->id + 1];
  assert_int_equal(conv->in[0] == gat->out[0] || conv->in[1] == gat->out[0], 1);
  if (strcmp(c->target, "npu") || x->dtype != DT_I8) assert_int_equal(g->tasks[conv->task].device, DEV_TARGET);

  for (uint64_t seed = 1; seed <= 3; seed++) {
    const Func *f = &ref->funcs[0];
    HostValue *in = random_inputs(a, ref, f, seed * 0x9E3779B97F4A7C15ull);
    HostValue *want = arena_alloc(a, sizeof *want * (size_t)f->noutputs);
    HostValue *got = arena_alloc(a, sizeof *got * (size_t)f->noutputs);
    char err[512];
    if (!host_eval_func(ref, 0, in, want, a, err, sizeof err)) fail_msg("%s: reference: %s", c->name, err);
    if (!host_eval_func(g, 0, in, got, a, err, sizeof err)) fail_msg("%s: folded: %s", c->name, err);
    for (int j = 0; j < f->noutputs; j++) {
      assert_int_equal(got[j].nbytes, want[j].nbytes);
      if (memcmp(got[j].data, want[j].data, want[j].nbytes)) fail_msg("%s: output %d differs", c->name, j);
    }
  }
  diag_free(&d);
  arena_free(a);
}

#define MAC_BODY(t)                                                              \
  "  ^bb0(%a: " t ", %b: " t ", %acc: " t "):\n"                                 \
  "    %m = arith.mulf %a, %b : " t "\n    %s = arith.addf %acc, %m : " t "\n" \
  "    linalg.yield %s : " t "\n"

/* Named NHWC/HWCF, stride 1, a non-zero pad value, asymmetric pads. */
static const char nhwc_f32_s1[] =
    "func.func @f(%x: tensor<1x9x7x3xf32>, %w: tensor<3x2x3x5xf32>) -> tensor<1x9x9x5xf32> {\n"
    "  %v = arith.constant 0.5 : f32\n  %z = arith.constant 0.0 : f32\n"
    "  %p = tensor.pad %x low[0, 2, 1, 0] high[0, 0, 3, 0] {\n"
    "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : f32\n"
    "  } : tensor<1x9x7x3xf32> to tensor<1x11x11x3xf32>\n"
    "  %e = tensor.empty() : tensor<1x9x9x5xf32>\n"
    "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
    "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
    "      ins(%p, %w : tensor<1x11x11x3xf32>, tensor<3x2x3x5xf32>) outs(%c : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
    "  return %r : tensor<1x9x9x5xf32>\n}\n";

/* Named NHWC/HWCF int8 -> i32, stride 2, pad value -3, asymmetric. */
static const char nhwc_i8_s2[] =
    "func.func @f(%x: tensor<1x13x10x4xi8>, %w: tensor<3x3x4x6xi8>) -> tensor<1x7x5x6xi32> {\n"
    "  %v = arith.constant -3 : i8\n  %z = arith.constant 0 : i32\n"
    "  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 1, 1, 0] {\n"
    "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : i8\n"
    "  } : tensor<1x13x10x4xi8> to tensor<1x15x11x4xi8>\n"
    "  %e = tensor.empty() : tensor<1x7x5x6xi32>\n"
    "  %c = linalg.fill ins(%z : i32) outs(%e : tensor<1x7x5x6xi32>) -> tensor<1x7x5x6xi32>\n"
    "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
    "      ins(%p, %w : tensor<1x15x11x4xi8>, tensor<3x3x4x6xi8>) outs(%c : tensor<1x7x5x6xi32>) -> tensor<1x7x5x6xi32>\n"
    "  return %r : tensor<1x7x5x6xi32>\n}\n";

/* IREE's generic CHW conv, stride 2, pad value -1.25, asymmetric. */
static const char chw_generic_s2[] =
    "func.func @f(%x: tensor<3x12x9xf32>, %w: tensor<7x3x3x3xf32>) -> tensor<7x7x5xf32> {\n"
    "  %v = arith.constant -1.25 : f32\n  %z = arith.constant 0.0 : f32\n"
    "  %p = tensor.pad %x low[0, 1, 0] high[0, 2, 2] {\n"
    "  ^bb0(%i: index, %j: index, %k: index):\n    tensor.yield %v : f32\n"
    "  } : tensor<3x12x9xf32> to tensor<3x15x11xf32>\n"
    "  %e = tensor.empty() : tensor<7x7x5xf32>\n"
    "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<7x7x5xf32>) -> tensor<7x7x5xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(f, oh, ow, c, kh, kw) -> (c, oh * 2 + kh, ow * 2 + kw)>,"
    " affine_map<(f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>, affine_map<(f, oh, ow, c, kh, kw) -> (f, oh, ow)>],"
    " iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"reduction\", \"reduction\"]}\n"
    "      ins(%p, %w : tensor<3x15x11xf32>, tensor<7x3x3x3xf32>) outs(%c : tensor<7x7x5xf32>) {\n" MAC_BODY("f32")
    "  } -> tensor<7x7x5xf32>\n"
    "  return %r : tensor<7x7x5xf32>\n}\n";

/* Named NCHW/FCHW, stride 1, zero pad on H only, and on the channel dim. */
static const char nchw_f32_s1[] =
    "func.func @f(%x: tensor<1x2x6x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %p = tensor.pad %x low[0, 0, 1, 0] high[0, 1, 1, 0] {\n"
    "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %z : f32\n"
    "  } : tensor<1x2x6x8xf32> to tensor<1x3x8x8xf32>\n"
    "  %e = tensor.empty() : tensor<1x4x6x6xf32>\n"
    "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>\n"
    "  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
    "      ins(%p, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%c : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>\n"
    "  return %r : tensor<1x4x6x6xf32>\n}\n";

static void test_named_nhwc_f32_stride1(void **state) {
  (void)state;
  PadCase c = {"nhwc f32 s1", nhwc_f32_s1, "npu", 0.5, {0, 2, 1, 0}, {0, 0, 3, 0}};
  check_folded(&c);
}

static void test_named_nhwc_i8_stride2(void **state) {
  (void)state;
  static const char *const targets[] = {"opu", "gemmini", "npu"};
  for (int i = 0; i < 3; i++) {
    PadCase c = {"nhwc i8 s2", nhwc_i8_s2, targets[i], -3, {0, 1, 0, 0}, {0, 1, 1, 0}};
    check_folded(&c);
  }
}

static void test_generic_chw_stride2(void **state) {
  (void)state;
  PadCase c = {"chw generic s2", chw_generic_s2, "npu", -1.25, {0, 1, 0}, {0, 2, 2}};
  check_folded(&c);
}

static void test_named_nchw_channel_pad(void **state) {
  (void)state;
  PadCase c = {"nchw f32 s1", nchw_f32_s1, "npu", 0, {0, 0, 1, 0}, {0, 1, 1, 0}};
  check_folded(&c);
}

/* Not folded: the padded tensor is also an entry result (the pad stays a
 * task for it; the conv's gather still reads the unpadded input), and a
 * depthwise conv im2col leaves whole on opu (the pad stays its own task). */
static void test_pad_kept_when_needed(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  const char *src =
      "func.func @f(%x: tensor<1x9x7x3xf32>, %w: tensor<3x2x3x5xf32>) -> (tensor<1x9x9x5xf32>, tensor<1x11x11x3xf32>) {\n"
      "  %v = arith.constant 0.5 : f32\n  %z = arith.constant 0.0 : f32\n"
      "  %p = tensor.pad %x low[0, 2, 1, 0] high[0, 0, 3, 0] {\n"
      "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : f32\n"
      "  } : tensor<1x9x7x3xf32> to tensor<1x11x11x3xf32>\n"
      "  %e = tensor.empty() : tensor<1x9x9x5xf32>\n"
      "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
      "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
      "      ins(%p, %w : tensor<1x11x11x3xf32>, tensor<3x2x3x5xf32>) outs(%c : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
      "  return %r, %p : tensor<1x9x9x5xf32>, tensor<1x11x11x3xf32>\n}\n";
  Graph *g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  const Op *pad = live_kind(g, OP_PAD);
  assert_non_null(pad);
  assert_int_equal(g->tasks[pad->task].kind, TK_DATA_MOVEMENT);
  assert_true(op_reads_padded(find_op(g, "npucc.im2col", 0)));

  const char *dw =
      "func.func @f(%x: tensor<1x8x9x5xi8>, %w: tensor<3x3x5xi8>) -> tensor<1x8x9x5xi32> {\n"
      "  %v = arith.constant 0 : i8\n  %z = arith.constant 0 : i32\n"
      "  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {\n"
      "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : i8\n"
      "  } : tensor<1x8x9x5xi8> to tensor<1x10x11x5xi8>\n"
      "  %e = tensor.empty() : tensor<1x8x9x5xi32>\n"
      "  %c = linalg.fill ins(%z : i32) outs(%e : tensor<1x8x9x5xi32>) -> tensor<1x8x9x5xi32>\n"
      "  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
      "      ins(%p, %w : tensor<1x10x11x5xi8>, tensor<3x3x5xi8>) outs(%c : tensor<1x8x9x5xi32>) -> tensor<1x8x9x5xi32>\n"
      "  return %r : tensor<1x8x9x5xi32>\n}\n";
  g = compile_src(a, dw, "opu", &d, &ok);
  assert_true(ok);
  pad = live_kind(g, OP_PAD);
  assert_non_null(pad);
  assert_int_equal(g->tasks[pad->task].device, DEV_HOST);
  assert_null(find_op(g, "npucc.im2col", 0));
  diag_free(&d);
  arena_free(a);
}

/* A pad whose value is not a constant is not folded: it stays the pad, and
 * since nothing can run it the compile says where and why. */
static void test_pad_not_constant(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  const char *src =
      "func.func @f(%x: tensor<1x9x7x3xf32>, %w: tensor<3x2x3x5xf32>, %pv: tensor<f32>) -> tensor<1x9x9x5xf32> {\n"
      "  %v = tensor.extract %pv[] : tensor<f32>\n  %z = arith.constant 0.0 : f32\n"
      "  %p = tensor.pad %x low[0, 2, 1, 0] high[0, 0, 3, 0] {\n"
      "  ^bb0(%i: index, %j: index, %k: index, %l: index):\n    tensor.yield %v : f32\n"
      "  } : tensor<1x9x7x3xf32> to tensor<1x11x11x3xf32>\n"
      "  %e = tensor.empty() : tensor<1x9x9x5xf32>\n"
      "  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
      "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
      "      ins(%p, %w : tensor<1x11x11x3xf32>, tensor<3x2x3x5xf32>) outs(%c : tensor<1x9x9x5xf32>) -> tensor<1x9x9x5xf32>\n"
      "  return %r : tensor<1x9x9x5xf32>\n}\n";
  Options o = {.target = "npu"};
  Compilation c;
  ok = driver_compile(a, "t.mlir", src, strlen(src), &o, NULL, false, &c, &d);
  compilation_free(&c);
  assert_false(ok);
  assert_true(diag_has(&d, DIAG_ERROR, "'tensor.pad' cannot run anywhere"));
  assert_true(diag_has(&d, DIAG_ERROR, "padding value is not a constant"));
  diag_free(&d);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_named_nhwc_f32_stride1), cmocka_unit_test(test_named_nhwc_i8_stride2),
      cmocka_unit_test(test_generic_chw_stride2),    cmocka_unit_test(test_named_nchw_channel_pad),
      cmocka_unit_test(test_pad_kept_when_needed),   cmocka_unit_test(test_pad_not_constant),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
