/* test_host_windows.c: ops read from MLIR text by the front end and evaluated by
 * targets/host (convolution, depthwise and pooling in every upstream layout,
 * gathers, maps that divide, tensor.from_elements/generate/extract, pack and
 * unpack), against hand values and direct loop nests written from each op's
 * definition (not from its maps or body). */
#include <setjmp.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "host/host.h"
#include "npucc/import.h"

/* Import one module and evaluate its first function on the given inputs. */
static Graph *eval_text(const char *text, HostValue *in, HostValue *out, Arena *a) {
  Graph *g = graph_new(a, "windows.mlir");
  Diag d;
  diag_init(&d);
  bool ok = import_mlir(g, text, strlen(text), &d);
  if (!ok) {
    StrBuf m;
    sb_init(&m);
    diag_format(&d, &m);
    fprintf(stderr, "%s\n---\n%s\n", sb_cstr(&m), text);
    sb_free(&m);
  }
  assert_true(ok);
  diag_free(&d);
  for (int i = 0; i < g->nops; i++)
    if (g->ops[i].kind == OP_UNSUPPORTED) fail_msg("%s: %s", g->ops[i].name, g->ops[i].unsupported_why);
  char err[512] = "";
  if (!host_eval_func(g, 0, in, out, a, err, sizeof err)) fail_msg("%s\n---\n%s", err, text);
  return g;
}

/* The last op of g once more, with the contraction fast path off: the
 * interpreter must give the same bits. */
static void check_interpreted(Graph *g, const HostValue *in, int nin, const HostValue *want, Arena *a) {
  const Op *op = &g->ops[g->nops - 1];
  size_t size;
  char err[512] = "";
  HostKernel *k = host_kernel_build(g, op, a, &size, err, sizeof err);
  if (!k) fail_msg("%s", err);
  k->flags |= HK_INTERPRET_ONLY;
  void *bufs[HK_MAX_TENSORS];
  int nb = host_kernel_nbuffers(k);
  assert_int_equal(nb, op_noperands(op) + 1);
  /* The op's operands are the function's arguments in order, zero points aside. */
  int arg = 0;
  for (int i = 0; i < nb - 1; i++) {
    const Tensor *t = &g->tensors[op_operand(op, i)];
    if (t->cst != CONST_NONE) bufs[i] = (void *)graph_const_dense(g, t);
    else {
      assert_true(arg < nin);
      bufs[i] = in[arg++].data;
    }
  }
  bufs[nb - 1] = arena_alloc(a, want->nbytes);
  if (!host_kernel_run(k, bufs, err, sizeof err)) fail_msg("%s", err);
  if (memcmp(bufs[nb - 1], want->data, want->nbytes)) fail_msg("%s: interpreter and fast path differ", op->name);
}

static HostValue value(Arena *a, DType dt, int rank, const int64_t *dims) {
  HostValue v = {.dtype = dt, .rank = rank};
  size_t n = dtype_size(dt);
  for (int i = 0; i < rank; i++) n *= (size_t)(v.dims[i] = dims[i]);
  v.nbytes = n;
  v.data = arena_alloc(a, n ? n : 1);
  return v;
}

static uint64_t rng(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int64_t numel(const HostValue *v) {
  int64_t n = 1;
  for (int i = 0; i < v->rank; i++) n *= v->dims[i];
  return n;
}

/* Small integers (exact in f32 sums whatever the order), or any i8/i32 value. */
static void randomize(HostValue *v, uint64_t seed) {
  for (int64_t i = 0; i < numel(v); i++) {
    uint64_t r = rng(&seed);
    switch (v->dtype) {
    case DT_F32: ((float *)v->data)[i] = (float)((int)(r % 9) - 4); break;
    case DT_I8: ((int8_t *)v->data)[i] = (int8_t)(r >> 56); break;
    case DT_I32: ((int32_t *)v->data)[i] = (int32_t)(r >> 32); break;
    default: fail_msg("no random data for %s", dtype_name(v->dtype));
    }
  }
}

/* ------------------------------------------------------------ hand values */

static void test_conv_stride_dilation_by_hand(void **state) {
  (void)state;
  Arena *a = arena_new();
  /* x 1x5x5x1 = 0..24; w 2x2x1x1 = [1 2; 3 4]; stride 2, dilation 2:
   * o[i][j] = x[2i][2j] + 2 x[2i][2j+2] + 3 x[2i+2][2j] + 4 x[2i+2][2j+2]. */
  const char *text =
      "func.func @f(%x: tensor<1x5x5x1xf32>, %w: tensor<2x2x1x1xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {\n"
      "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
      "    ins(%x, %w : tensor<1x5x5x1xf32>, tensor<2x2x1x1xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>\n"
      "  return %r : tensor<1x2x2x1xf32>\n}\n";
  HostValue in[3] = {value(a, DT_F32, 4, (int64_t[]){1, 5, 5, 1}), value(a, DT_F32, 4, (int64_t[]){2, 2, 1, 1}),
                     value(a, DT_F32, 4, (int64_t[]){1, 2, 2, 1})};
  for (int i = 0; i < 25; i++) ((float *)in[0].data)[i] = (float)i;
  for (int i = 0; i < 4; i++) ((float *)in[1].data)[i] = (float)(i + 1);
  for (int i = 0; i < 4; i++) ((float *)in[2].data)[i] = 0.5f; /* the init accumulates */
  HostValue out[1];
  eval_text(text, in, out, a);
  /* (0,0): 0 + 2*2 + 3*10 + 4*12 = 82; (0,1): 2 + 2*4 + 3*12 + 4*14 = 102;
   * (1,0): 10 + 2*12 + 3*20 + 4*22 = 182; (1,1): 12 + 2*14 + 3*22 + 4*24 = 202. */
  const float want[4] = {82.5f, 102.5f, 182.5f, 202.5f};
  for (int i = 0; i < 4; i++) assert_true(((float *)out[0].data)[i] == want[i]);
  arena_free(a);
}

static void test_pooling_by_hand(void **state) {
  (void)state;
  Arena *a = arena_new();
  /* x 1x3x4x1 rows [1 -2 3 NaN; -0 5 -6 7; 8 -9 10 -11], window 2x2, stride 1x2. */
  const char *text =
      "func.func @f(%x: tensor<1x3x4x1xf32>, %w: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>, %s: tensor<1x2x2x1xf32>)"
      " -> (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) {\n"
      "  %m = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}\n"
      "    ins(%x, %w : tensor<1x3x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>\n"
      "  %t = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}\n"
      "    ins(%x, %w : tensor<1x3x4x1xf32>, tensor<2x2xf32>) outs(%s : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>\n"
      "  return %m, %t : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>\n}\n";
  HostValue in[4] = {value(a, DT_F32, 4, (int64_t[]){1, 3, 4, 1}), value(a, DT_F32, 2, (int64_t[]){2, 2}),
                     value(a, DT_F32, 4, (int64_t[]){1, 2, 2, 1}), value(a, DT_F32, 4, (int64_t[]){1, 2, 2, 1})};
  const float x[12] = {1, -2, 3, NAN, -0.0f, 5, -6, 7, 8, -9, 10, -11};
  memcpy(in[0].data, x, sizeof x);
  for (int i = 0; i < 4; i++) {
    ((float *)in[2].data)[i] = -INFINITY;
    ((float *)in[3].data)[i] = 0.0f;
  }
  HostValue out[2];
  eval_text(text, in, out, a);
  const float *mx = out[0].data, *sm = out[1].data;
  /* linalg's max pooling is arith.maximumf: a NaN in the window wins. */
  assert_true(mx[0] == 5.0f);
  assert_true(isnan(mx[1]));
  assert_true(mx[2] == 8.0f && mx[3] == 10.0f);
  assert_true(sm[0] == 4.0f && isnan(sm[1]) && sm[2] == 4.0f && sm[3] == 0.0f);
  arena_free(a);
}

static void test_conv_q_by_hand(void **state) {
  (void)state;
  Arena *a = arena_new();
  /* o = sum (x - zx) * (w - zw): x [-128 127 5], w [1 -2], zx = 3, zw = -1,
   * conv_1d-like via 2-D 1xW: o0 = (-131)(2) + (124)(-1) = -386, o1 = 124*2 + 2*(-1) = 246. */
  const char *text =
      "func.func @f(%x: tensor<1x1x3x1xi8>, %w: tensor<1x2x1x1xi8>, %o: tensor<1x1x2x1xi32>) -> tensor<1x1x2x1xi32> {\n"
      "  %zx = arith.constant 3 : i32\n  %zw = arith.constant -1 : i32\n"
      "  %r = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
      "    ins(%x, %w, %zx, %zw : tensor<1x1x3x1xi8>, tensor<1x2x1x1xi8>, i32, i32) outs(%o : tensor<1x1x2x1xi32>) -> tensor<1x1x2x1xi32>\n"
      "  return %r : tensor<1x1x2x1xi32>\n}\n";
  HostValue in[3] = {value(a, DT_I8, 4, (int64_t[]){1, 1, 3, 1}), value(a, DT_I8, 4, (int64_t[]){1, 2, 1, 1}),
                     value(a, DT_I32, 4, (int64_t[]){1, 1, 2, 1})};
  const int8_t x[3] = {-128, 127, 5}, w[2] = {1, -2};
  memcpy(in[0].data, x, 3);
  memcpy(in[1].data, w, 2);
  HostValue out[1];
  eval_text(text, in, out, a);
  assert_int_equal(((int32_t *)out[0].data)[0], -386);
  assert_int_equal(((int32_t *)out[0].data)[1], 246);
  arena_free(a);
}

/* Constant offsets in the maps: y[i] = x[2i + 1], z[i] = sum_k x[i + k + 1] w[k]
 * (the second takes the contraction fast path, checked once more interpreted). */
static void test_constant_offsets_by_hand(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "#s = affine_map<(d0) -> (d0 * 2 + 1)>\n#id = affine_map<(d0) -> (d0)>\n"
      "#x = affine_map<(d0, d1) -> (d0 + d1 + 1)>\n#w = affine_map<(d0, d1) -> (d1)>\n#o = affine_map<(d0, d1) -> (d0)>\n"
      "func.func @f(%x: tensor<7xf32>, %w: tensor<3xf32>, %y0: tensor<3xf32>, %z0: tensor<4xf32>) -> (tensor<3xf32>, tensor<4xf32>) {\n"
      "  %y = linalg.generic {indexing_maps = [#s, #id], iterator_types = [\"parallel\"]}\n"
      "    ins(%x : tensor<7xf32>) outs(%y0 : tensor<3xf32>) {\n"
      "  ^bb0(%a: f32, %b: f32):\n    linalg.yield %a : f32\n  } -> tensor<3xf32>\n"
      "  %z = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = [\"parallel\", \"reduction\"]}\n"
      "    ins(%x, %w : tensor<7xf32>, tensor<3xf32>) outs(%z0 : tensor<4xf32>) {\n"
      "  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n"
      "    linalg.yield %s : f32\n  } -> tensor<4xf32>\n"
      "  return %y, %z : tensor<3xf32>, tensor<4xf32>\n}\n";
  HostValue in[4] = {value(a, DT_F32, 1, (int64_t[]){7}), value(a, DT_F32, 1, (int64_t[]){3}),
                     value(a, DT_F32, 1, (int64_t[]){3}), value(a, DT_F32, 1, (int64_t[]){4})};
  for (int i = 0; i < 7; i++) ((float *)in[0].data)[i] = (float)(i * i); /* 0 1 4 9 16 25 36 */
  const float w[3] = {1, -1, 2};
  memcpy(in[1].data, w, sizeof w);
  HostValue out[2];
  Graph *g = eval_text(text, in, out, a);
  const float *y = out[0].data, *z = out[1].data;
  assert_true(y[0] == 1 && y[1] == 9 && y[2] == 25);
  /* z[i] = x[i+1] - x[i+2] + 2 x[i+3]: 1-4+18 = 15, 4-9+32 = 27, 9-16+50 = 43, 16-25+72 = 63 */
  assert_true(z[0] == 15 && z[1] == 27 && z[2] == 43 && z[3] == 63);
  HostValue zin[3] = {in[0], in[1], in[3]};
  check_interpreted(g, zin, 3, &out[1], a);
  arena_free(a);
}

/* ------------------------------------------------------------ every layout */

/* Layout letters: N batch, G group, C input channel, F output channel, M depth
 * multiplier, 0/1/2 spatial dims (window position in the filter, output
 * position in the result, o*stride + k*dilation in the input). */
typedef struct Layout {
  const char *op, *x, *w, *o;
  char kind;     /* 'c' multiply-add, '+' sum, 'M' maximumf, 'm' minimumf, 'U' maxui, 'u' minui */
  bool attrs;    /* takes strides/dilations */
  bool q;        /* _q: zero points as extra scalar operands */
  DType in, acc;
} Layout;

static const Layout layouts[] = {
    {"conv_1d_nwc_wcf", "N0C", "0CF", "N0F", 'c', true, false, DT_F32, DT_F32},
    {"conv_1d_ncw_fcw", "NC0", "FC0", "NF0", 'c', true, false, DT_F32, DT_F32},
    {"conv_1d", "0", "0", "0", 'c', false, false, DT_F32, DT_F32},
    {"conv_2d_nhwc_hwcf", "N01C", "01CF", "N01F", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_nhwc_fhwc", "N01C", "F01C", "N01F", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_nchw_fchw", "NC01", "FC01", "NF01", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_ngchw_fgchw", "NGC01", "FGC01", "NGF01", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_ngchw_gfchw", "NGC01", "GFC01", "NGF01", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_nhwgc_gfhwc", "N01GC", "GF01C", "N01GF", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d", "01", "01", "01", 'c', false, false, DT_F32, DT_F32},
    {"conv_3d_ndhwc_dhwcf", "N012C", "012CF", "N012F", 'c', true, false, DT_F32, DT_F32},
    {"conv_3d_ncdhw_fcdhw", "NC012", "FC012", "NF012", 'c', true, false, DT_F32, DT_F32},
    {"conv_3d", "012", "012", "012", 'c', false, false, DT_F32, DT_F32},
    {"depthwise_conv_1d_nwc_wc", "N0C", "0C", "N0C", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_1d_ncw_cw", "NC0", "C0", "NC0", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_1d_nwc_wcm", "N0C", "0CM", "N0CM", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_2d_nhwc_hwc", "N01C", "01C", "N01C", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_2d_nchw_chw", "NC01", "C01", "NC01", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_2d_nhwc_hwcm", "N01C", "01CM", "N01CM", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_3d_ndhwc_dhwc", "N012C", "012C", "N012C", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_3d_ncdhw_cdhw", "NC012", "C012", "NC012", 'c', true, false, DT_F32, DT_F32},
    {"depthwise_conv_3d_ndhwc_dhwcm", "N012C", "012CM", "N012CM", 'c', true, false, DT_F32, DT_F32},
    {"conv_2d_nhwc_hwcf_q", "N01C", "01CF", "N01F", 'c', true, true, DT_I8, DT_I32},
    {"conv_2d_nhwc_fhwc_q", "N01C", "F01C", "N01F", 'c', true, true, DT_I8, DT_I32},
    {"conv_2d_nchw_fchw_q", "NC01", "FC01", "NF01", 'c', true, true, DT_I8, DT_I32},
    {"depthwise_conv_2d_nhwc_hwc_q", "N01C", "01C", "N01C", 'c', true, true, DT_I8, DT_I32},
    {"depthwise_conv_2d_nhwc_hwcm_q", "N01C", "01CM", "N01CM", 'c', true, true, DT_I8, DT_I32},
    {"pooling_nhwc_max", "N01C", "01", "N01C", 'M', true, false, DT_F32, DT_F32},
    {"pooling_nhwc_min", "N01C", "01", "N01C", 'm', true, false, DT_F32, DT_F32},
    {"pooling_nhwc_sum", "N01C", "01", "N01C", '+', true, false, DT_F32, DT_F32},
    {"pooling_nchw_max", "NC01", "01", "NC01", 'M', true, false, DT_F32, DT_F32},
    {"pooling_nchw_sum", "NC01", "01", "NC01", '+', true, false, DT_F32, DT_F32},
    {"pooling_nhwc_max_unsigned", "N01C", "01", "N01C", 'U', true, false, DT_I32, DT_I32},
    {"pooling_nhwc_min_unsigned", "N01C", "01", "N01C", 'u', true, false, DT_I32, DT_I32},
    {"pooling_nwc_max", "N0C", "0", "N0C", 'M', true, false, DT_F32, DT_F32},
    {"pooling_nwc_sum", "N0C", "0", "N0C", '+', true, false, DT_F32, DT_F32},
    {"pooling_ncw_max", "NC0", "0", "NC0", 'M', true, false, DT_F32, DT_F32},
    {"pooling_ndhwc_max", "N012C", "012", "N012C", 'M', true, false, DT_F32, DT_F32},
    {"pooling_ndhwc_sum", "N012C", "012", "N012C", '+', true, false, DT_F32, DT_F32},
};

enum { L_N, L_G, L_C, L_F, L_M, L_O0, L_K0 = L_O0 + 3, L_COUNT = L_K0 + 3 };
static const int64_t SIZE_N = 2, SIZE_G = 2, SIZE_C = 3, SIZE_F = 4, SIZE_M = 2;
static const int64_t SIZE_O[3] = {3, 4, 2}, SIZE_K[3] = {2, 3, 2}, STRIDE[3] = {2, 1, 3}, DIL[3] = {1, 2, 2};

static int nspatial(const char *s) {
  int n = 0;
  for (; *s; s++) n += *s >= '0' && *s <= '2';
  return n;
}

/* The size of each dim of tensor `which` ('x', 'w', 'o'). The input has one
 * more row than the windows need, so its size is not implied by the result. */
static int dims_of(const Layout *L, char which, int64_t *dims) {
  const char *s = which == 'x' ? L->x : which == 'w' ? L->w : L->o;
  bool unit = !L->attrs;
  int r = 0;
  for (; s[r]; r++) {
    char c = s[r];
    int64_t v = 0;
    if (c >= '0' && c <= '2') {
      int i = c - '0', st = unit ? 1 : (int)STRIDE[i], dl = unit ? 1 : (int)DIL[i];
      v = which == 'w' ? SIZE_K[i] : which == 'o' ? SIZE_O[i] : (SIZE_O[i] - 1) * st + (SIZE_K[i] - 1) * dl + 2;
    } else {
      v = c == 'N' ? SIZE_N : c == 'G' ? SIZE_G : c == 'C' ? SIZE_C : c == 'F' ? SIZE_F : SIZE_M;
    }
    dims[r] = v;
  }
  return r;
}

static int64_t offset_of(const Layout *L, char which, const int64_t *idx) {
  const char *s = which == 'x' ? L->x : which == 'w' ? L->w : L->o;
  int64_t dims[8], off = 0;
  int rank = dims_of(L, which, dims);
  bool unit = !L->attrs;
  for (int r = 0; r < rank; r++) {
    char c = s[r];
    int64_t v;
    if (c >= '0' && c <= '2') {
      int i = c - '0';
      v = which == 'w' ? idx[L_K0 + i] : which == 'o' ? idx[L_O0 + i]
          : idx[L_O0 + i] * (unit ? 1 : STRIDE[i]) + idx[L_K0 + i] * (unit ? 1 : DIL[i]);
    } else {
      v = idx[c == 'N' ? L_N : c == 'G' ? L_G : c == 'C' ? L_C : c == 'F' ? L_F : L_M];
    }
    off = off * dims[r] + v;
  }
  return off;
}

static bool has(const Layout *L, char c) { return strchr(L->x, c) || strchr(L->w, c) || strchr(L->o, c); }

static void type_str(char *buf, size_t n, const Layout *L, char which, DType dt) {
  int64_t dims[8];
  int rank = dims_of(L, which, dims);
  int k = snprintf(buf, n, "tensor<");
  for (int r = 0; r < rank; r++) k += snprintf(buf + k, n - (size_t)k, "%lldx", (long long)dims[r]);
  snprintf(buf + k, n - (size_t)k, "%s>", dtype_name(dt));
}

/* The direct loop nest: every index combination, o += contribution. */
static void reference(const Layout *L, const HostValue *x, const HostValue *w, HostValue *o, int32_t zx, int32_t zw) {
  int64_t lim[L_COUNT], idx[L_COUNT] = {0};
  int ns = nspatial(L->o);
  lim[L_N] = has(L, 'N') ? SIZE_N : 1;
  lim[L_G] = has(L, 'G') ? SIZE_G : 1;
  lim[L_C] = has(L, 'C') ? SIZE_C : 1;
  lim[L_F] = has(L, 'F') ? SIZE_F : 1;
  lim[L_M] = has(L, 'M') ? SIZE_M : 1;
  for (int i = 0; i < 3; i++) lim[L_O0 + i] = i < ns ? SIZE_O[i] : 1, lim[L_K0 + i] = i < ns ? SIZE_K[i] : 1;
  for (;;) {
    int64_t xo = offset_of(L, 'x', idx), wo = offset_of(L, 'w', idx), oo = offset_of(L, 'o', idx);
    if (L->acc == DT_F32) {
      float *out = (float *)o->data + oo, xv = ((float *)x->data)[xo];
      switch (L->kind) {
      case 'c': *out = *out + xv * ((float *)w->data)[wo]; break;
      case '+': *out = *out + xv; break;
      case 'M': *out = xv > *out ? xv : *out; break;
      case 'm': *out = xv < *out ? xv : *out; break;
      }
    } else {
      int32_t *out = (int32_t *)o->data + oo;
      if (L->kind == 'c') {
        int64_t xv = ((int8_t *)x->data)[xo], wv = ((int8_t *)w->data)[wo];
        *out = (int32_t)(uint32_t)((uint32_t)*out + (uint32_t)((xv - zx) * (wv - zw)));
      } else {
        uint32_t xv = (uint32_t)((int32_t *)x->data)[xo], ov = (uint32_t)*out;
        *out = (int32_t)(L->kind == 'U' ? (xv > ov ? xv : ov) : (xv < ov ? xv : ov));
      }
    }
    int l = L_COUNT - 1;
    for (; l >= 0; l--) {
      if (++idx[l] < lim[l]) break;
      idx[l] = 0;
    }
    if (l < 0) break;
  }
}

static void test_every_layout_against_loops(void **state) {
  (void)state;
  int checked = 0;
  for (size_t i = 0; i < sizeof layouts / sizeof *layouts; i++) {
    const Layout *L = &layouts[i];
    Arena *a = arena_new();
    char tx[128], tw[128], to[128], text[2048];
    DType wdt = L->kind == 'c' ? L->in : L->acc;
    type_str(tx, sizeof tx, L, 'x', L->kind == 'c' ? L->in : L->acc);
    type_str(tw, sizeof tw, L, 'w', wdt);
    type_str(to, sizeof to, L, 'o', L->acc);
    int ns = nspatial(L->o);
    char attrs[256] = "";
    if (L->attrs) {
      char st[64] = "", dl[64] = "";
      for (int s = 0; s < ns; s++) {
        snprintf(st + strlen(st), sizeof st - strlen(st), "%s%lld", s ? ", " : "", (long long)STRIDE[s]);
        snprintf(dl + strlen(dl), sizeof dl - strlen(dl), "%s%lld", s ? ", " : "", (long long)DIL[s]);
      }
      snprintf(attrs, sizeof attrs, " {dilations = dense<[%s]> : tensor<%dxi64>, strides = dense<[%s]> : tensor<%dxi64>}",
               dl, ns, st, ns);
    }
    if (L->q)
      snprintf(text, sizeof text,
               "func.func @f(%%x: %s, %%w: %s, %%o: %s) -> %s {\n  %%zx = arith.constant 7 : i32\n"
               "  %%zw = arith.constant -3 : i32\n  %%r = linalg.%s%s ins(%%x, %%w, %%zx, %%zw : %s, %s, i32, i32)"
               " outs(%%o : %s) -> %s\n  return %%r : %s\n}\n",
               tx, tw, to, to, L->op, attrs, tx, tw, to, to, to);
    else
      snprintf(text, sizeof text,
               "func.func @f(%%x: %s, %%w: %s, %%o: %s) -> %s {\n  %%r = linalg.%s%s ins(%%x, %%w : %s, %s)"
               " outs(%%o : %s) -> %s\n  return %%r : %s\n}\n",
               tx, tw, to, to, L->op, attrs, tx, tw, to, to, to);
    int64_t dims[8];
    HostValue in[3];
    int r = dims_of(L, 'x', dims);
    in[0] = value(a, L->kind == 'c' ? L->in : L->acc, r, dims);
    r = dims_of(L, 'w', dims);
    in[1] = value(a, wdt, r, dims);
    r = dims_of(L, 'o', dims);
    in[2] = value(a, L->acc, r, dims);
    randomize(&in[0], 11 + i);
    randomize(&in[1], 23 + i);
    randomize(&in[2], 37 + i);
    HostValue want = value(a, L->acc, r, dims), out[1];
    memcpy(want.data, in[2].data, want.nbytes);
    reference(L, &in[0], &in[1], &want, L->q ? 7 : 0, L->q ? -3 : 0);
    Graph *g = eval_text(text, in, out, a);
    assert_int_equal(out[0].nbytes, want.nbytes);
    if (memcmp(out[0].data, want.data, want.nbytes)) fail_msg("linalg.%s differs from the loop nest", L->op);
    check_interpreted(g, in, 3, &want, a);
    checked++;
    arena_free(a);
  }
  assert_int_equal(checked, (int)(sizeof layouts / sizeof *layouts));
}

/* A window that would read past its input is refused, not read. MLIR's
 * verifier catches static sizes, so the input's size is known only at run time. */
static void test_window_out_of_bounds_refused(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "#in = affine_map<(d0, d1) -> (d0 + d1 + 1)>\n#w = affine_map<(d0, d1) -> (d1)>\n#o = affine_map<(d0, d1) -> (d0)>\n"
      "func.func @f(%x: tensor<?xf32>, %w: tensor<2xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {\n"
      "  %r = linalg.generic {indexing_maps = [#in, #w, #o], iterator_types = [\"parallel\", \"reduction\"]}\n"
      "    ins(%x, %w : tensor<?xf32>, tensor<2xf32>) outs(%o : tensor<3xf32>) {\n"
      "  ^bb0(%a: f32, %b: f32, %c: f32):\n    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %c, %m : f32\n"
      "    linalg.yield %s : f32\n  } -> tensor<3xf32>\n  return %r : tensor<3xf32>\n}\n";
  Graph *g = graph_new(a, "oob.mlir");
  Diag d;
  diag_init(&d);
  assert_true(import_mlir(g, text, strlen(text), &d));
  diag_free(&d);
  HostValue in[3] = {value(a, DT_F32, 1, (int64_t[]){4}), value(a, DT_F32, 1, (int64_t[]){2}),
                     value(a, DT_F32, 1, (int64_t[]){3})};
  HostValue out[1];
  char err[512] = "";
  assert_false(host_eval_func(g, 0, in, out, a, err, sizeof err));
  assert_non_null(strstr(err, "window of operand 0"));
  arena_free(a);
}

/* Attention whose K and V are shared by the heads of Q (grouped-query form:
 * a row loop that K and V broadcast along), checked against the definition
 * written as loops, operation for operation in f32. */
static void test_attention_shared_kv_heads(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "#q = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, k1)>\n#k = affine_map<(b, h, m, k1, k2, n) -> (b, k2, k1)>\n"
      "#v = affine_map<(b, h, m, k1, k2, n) -> (b, k2, n)>\n#s = affine_map<(b, h, m, k1, k2, n) -> ()>\n"
      "#o = affine_map<(b, h, m, k1, k2, n) -> (b, h, m, n)>\n"
      "func.func @f(%q: tensor<2x3x5x4xf32>, %k: tensor<2x6x4xf32>, %v: tensor<2x6x7xf32>) -> tensor<2x3x5x7xf32> {\n"
      "  %sc = arith.constant 0.375 : f32\n  %e = tensor.empty() : tensor<2x3x5x7xf32>\n"
      "  %r = \"iree_linalg_ext.attention\"(%q, %k, %v, %sc, %e) <{indexing_maps = [#q, #k, #v, #s, #o]}> ({\n"
      "  ^bb0(%x: f32):\n    \"iree_linalg_ext.yield\"(%x) : (f32) -> ()\n"
      "  }) : (tensor<2x3x5x4xf32>, tensor<2x6x4xf32>, tensor<2x6x7xf32>, f32, tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>\n"
      "  return %r : tensor<2x3x5x7xf32>\n}\n";
  HostValue in[3] = {value(a, DT_F32, 4, (int64_t[]){2, 3, 5, 4}), value(a, DT_F32, 3, (int64_t[]){2, 6, 4}),
                     value(a, DT_F32, 3, (int64_t[]){2, 6, 7})};
  for (int i = 0; i < 3; i++) {
    uint64_t seed = 101 + (uint64_t)i;
    for (int64_t j = 0; j < numel(&in[i]); j++)
      ((float *)in[i].data)[j] = (float)((double)(rng(&seed) >> 40) / (double)(1 << 24) * 4.0 - 2.0);
  }
  HostValue out[1];
  eval_text(text, in, out, a);
  const float *Q = in[0].data, *K = in[1].data, *V = in[2].data, *O = out[0].data;
  int mismatches = 0;
  for (int b = 0; b < 2; b++)
    for (int h = 0; h < 3; h++)
      for (int m = 0; m < 5; m++) {
        float s[6], mx = -INFINITY, sum = 0.0f, acc[7] = {0};
        for (int j = 0; j < 6; j++) {
          float dot = 0.0f;
          for (int i = 0; i < 4; i++) dot = dot + Q[((b * 3 + h) * 5 + m) * 4 + i] * K[(b * 6 + j) * 4 + i];
          s[j] = 0.375f * dot;
          mx = s[j] > mx ? s[j] : mx;
        }
        for (int j = 0; j < 6; j++) {
          s[j] = expf(s[j] - mx);
          sum = sum + s[j];
        }
        for (int j = 0; j < 6; j++) {
          float p = s[j] / sum;
          for (int x = 0; x < 7; x++) acc[x] = acc[x] + p * V[(b * 6 + j) * 7 + x];
        }
        for (int x = 0; x < 7; x++) mismatches += O[((b * 3 + h) * 5 + m) * 7 + x] != acc[x];
      }
  assert_int_equal(mismatches, 0);
  arena_free(a);
}

/* ------------------------------------------------------------ gathers */

static const char *gather_text =
    "func.func @f(%ids: tensor<4x3xi32>, %x: tensor<3x5x6xf32>) -> (tensor<4x3x6xf32>, tensor<7x6xf32>) {\n"
    "  %v = arith.constant 9 : i32\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c3 = arith.constant 3 : index\n"
    "  %c5 = arith.constant 5 : index\n"
    "  %table = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0],\n"
    "    [20.0, 21.0, 22.0, 23.0, 24.0, 25.0], [30.0, 31.0, 32.0, 33.0, 34.0, 35.0], [40.0, 41.0, 42.0, 43.0, 44.0, 45.0],\n"
    "    [50.0, 51.0, 52.0, 53.0, 54.0, 55.0], [60.0, 61.0, 62.0, 63.0, 64.0, 65.0], [70.0, 71.0, 72.0, 73.0, 74.0, 75.0],\n"
    "    [80.0, 81.0, 82.0, 83.0, 84.0, 85.0]]> : tensor<9x6xf32>\n"
    "  %e = tensor.empty() : tensor<4x3x6xf32>\n"
    "  %emb = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j)>, affine_map<(i, j, k) -> (i, j, k)>],\n"
    "      iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} ins(%ids : tensor<4x3xi32>) outs(%e : tensor<4x3x6xf32>) {\n"
    "  ^bb0(%id: i32, %o: f32):\n"
    "    %r = arith.remui %id, %v : i32\n"
    "    %row = arith.index_cast %r : i32 to index\n"
    "    %k = linalg.index 2 : index\n"
    "    %t = tensor.extract %table[%row, %k] : tensor<9x6xf32>\n"
    "    %s = arith.addf %t, %o : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<4x3x6xf32>\n"
    "  %e2 = tensor.empty() : tensor<7x6xf32>\n"
    "  %g = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      outs(%e2 : tensor<7x6xf32>) {\n"
    "  ^bb0(%o: f32):\n"
    "    %i = linalg.index 0 : index\n"
    "    %k = linalg.index 1 : index\n"
    "    %a = arith.remui %i, %c3 : index\n"
    "    %b0 = arith.addi %i, %c1 : index\n"
    "    %b = arith.remui %b0, %c5 : index\n"
    "    %c = arith.subi %c5, %k : index\n"
    "    %t = tensor.extract %x[%a, %b, %c] : tensor<3x5x6xf32>\n"
    "    linalg.yield %t : f32\n"
    "  } -> tensor<7x6xf32>\n"
    "  return %emb, %g : tensor<4x3x6xf32>, tensor<7x6xf32>\n}\n";

/* Embedding rows by id (mod 9) and a gather at linalg.index arithmetic,
 * against the definitions written out; the ids include negatives (remui
 * reads them unsigned) and the table's rows are 10 * row + column. */
static void test_gather_against_loops(void **state) {
  (void)state;
  Arena *a = arena_new();
  HostValue in[2] = {value(a, DT_I32, 2, (int64_t[]){4, 3}), value(a, DT_F32, 3, (int64_t[]){3, 5, 6})};
  randomize(&in[0], 5);
  randomize(&in[1], 6);
  HostValue out[2];
  Graph *g = eval_text(gather_text, in, out, a);
  const int32_t *ids = in[0].data;
  const float *x = in[1].data, *emb = out[0].data, *gat = out[1].data;
  for (int i = 0; i < 12; i++)
    for (int k = 0; k < 6; k++) {
      uint32_t row = (uint32_t)ids[i] % 9u;
      assert_true(emb[i * 6 + k] == (float)(10 * row + (uint32_t)k));
    }
  for (int i = 0; i < 7; i++)
    for (int k = 0; k < 6; k++) assert_true(gat[i * 6 + k] == x[(i % 3) * 30 + ((i + 1) % 5) * 6 + (5 - k)]);
  /* Both ops read their table as an extra input, which dispatch must keep. */
  for (int i = 0; i < g->nops; i++) assert_int_equal(g->ops[i].kind, OP_STRUCTURED);
  arena_free(a);
}

/* An index outside the table is an error of the run, not a read elsewhere. */
static void test_gather_out_of_range_fails(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "func.func @f(%ids: tensor<3xi32>, %t: tensor<4xf32>) -> tensor<3xf32> {\n"
      "  %e = tensor.empty() : tensor<3xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],\n"
      "      iterator_types = [\"parallel\"]} ins(%ids : tensor<3xi32>) outs(%e : tensor<3xf32>) {\n"
      "  ^bb0(%id: i32, %o: f32):\n"
      "    %x = arith.index_cast %id : i32 to index\n"
      "    %v = tensor.extract %t[%x] : tensor<4xf32>\n"
      "    linalg.yield %v : f32\n"
      "  } -> tensor<3xf32>\n"
      "  return %r : tensor<3xf32>\n}\n";
  Graph *g = graph_new(a, "gather.mlir");
  Diag d;
  diag_init(&d);
  assert_true(import_mlir(g, text, strlen(text), &d));
  diag_free(&d);
  HostValue in[2] = {value(a, DT_I32, 1, (int64_t[]){3}), value(a, DT_F32, 1, (int64_t[]){4})};
  int32_t ids[3] = {1, 3, 4};
  memcpy(in[0].data, ids, sizeof ids);
  randomize(&in[1], 1);
  HostValue out[1];
  char err[512] = "";
  assert_false(host_eval_func(g, 0, in, out, a, err, sizeof err));
  if (!strstr(err, "index 4 is outside dimension 0 of size 4")) fail_msg("%s", err);
  ids[2] = -1;
  memcpy(in[0].data, ids, sizeof ids);
  assert_false(host_eval_func(g, 0, in, out, a, err, sizeof err));
  ids[2] = 0;
  memcpy(in[0].data, ids, sizeof ids);
  assert_true(host_eval_func(g, 0, in, out, a, err, sizeof err));
  assert_true(((float *)out[0].data)[1] == ((float *)in[1].data)[3]);
  arena_free(a);
}

/* ------------------------------------------------------------ maps that divide */

/* floordiv rounds toward -inf, ceildiv toward +inf, mod lands in [0, div):
 * out[i][j] = x[(i+1) floordiv 2][j mod 3] + 10 x[i ceildiv 2][(j-4) floordiv 2 + 2]
 *           + 100 x[(i-3) mod 4][(2j+1) mod 3], negative numerators included. */
static void test_div_maps_against_loops(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "func.func @f(%x: tensor<4x3xf32>) -> tensor<7x5xf32> {\n"
      "  %ten = arith.constant 10.0 : f32\n"
      "  %hundred = arith.constant 100.0 : f32\n"
      "  %e = tensor.empty() : tensor<7x5xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> ((i + 1) floordiv 2, j mod 3)>,\n"
      "      affine_map<(i, j) -> (i ceildiv 2, (j - 4) floordiv 2 + 2)>, affine_map<(i, j) -> ((i - 3) mod 4, (j * 2 + 1) mod 3)>,\n"
      "      affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}\n"
      "      ins(%x, %x, %x : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<7x5xf32>) {\n"
      "  ^bb0(%p: f32, %q: f32, %s: f32, %o: f32):\n"
      "    %q10 = arith.mulf %q, %ten : f32\n"
      "    %s100 = arith.mulf %s, %hundred : f32\n"
      "    %t = arith.addf %p, %q10 : f32\n"
      "    %u = arith.addf %t, %s100 : f32\n"
      "    linalg.yield %u : f32\n"
      "  } -> tensor<7x5xf32>\n"
      "  return %r : tensor<7x5xf32>\n}\n";
  HostValue in[1] = {value(a, DT_F32, 2, (int64_t[]){4, 3})};
  randomize(&in[0], 9);
  HostValue out[1];
  Graph *g = eval_text(text, in, out, a);
  assert_true(map_has_div(&g->ops[0].maps[0]) && g->ops[0].maps[0].expr[0].div_kind == AFF_FLOORDIV);
  const float *x = in[0].data, *o = out[0].data;
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 5; j++) {
      int fl = j - 4 < 0 ? -((4 - j + 1) / 2) : (j - 4) / 2; /* floor((j-4)/2) */
      int md = ((i - 3) % 4 + 4) % 4;
      float want = x[((i + 1) / 2) * 3 + j % 3] + 10.0f * x[((i + 1) / 2) * 3 + fl + 2] +
                   100.0f * x[md * 3 + (2 * j + 1) % 3];
      if (o[i * 5 + j] != want) fail_msg("(%d, %d): %g, want %g", i, j, o[i * 5 + j], want);
    }
  arena_free(a);
}

/* Nearest 2x upsampling reads h floordiv 2. MLIR's verifier keeps the maps of
 * a module inside their operands; a blob that says otherwise (its input one
 * element short) fails the run with the index it read, at the last point. */
static void test_div_map_out_of_range_fails(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "func.func @f(%x: tensor<4xf32>) -> tensor<7xf32> {\n"
      "  %e = tensor.empty() : tensor<7xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i floordiv 2)>, affine_map<(i) -> (i)>],\n"
      "      iterator_types = [\"parallel\"]} ins(%x : tensor<4xf32>) outs(%e : tensor<7xf32>) {\n"
      "  ^bb0(%p: f32, %o: f32):\n"
      "    linalg.yield %p : f32\n"
      "  } -> tensor<7xf32>\n"
      "  return %r : tensor<7xf32>\n}\n";
  HostValue in[1] = {value(a, DT_F32, 1, (int64_t[]){4})}, out[1];
  randomize(&in[0], 2);
  Graph *g = eval_text(text, in, out, a);
  for (int i = 0; i < 7; i++) assert_true(((float *)out[0].data)[i] == ((float *)in[0].data)[i / 2]);
  size_t size;
  char err[512] = "";
  HostKernel *k = host_kernel_build(g, &g->ops[0], a, &size, err, sizeof err);
  assert_non_null(k);
  assert_int_equal(k->version, HK_VERSION_DIVS);
  ((HkTensor *)host_kernel_tensor(k, 0))->dims[0] = 3;
  void *bufs[3] = {in[0].data, arena_alloc(a, 28), arena_alloc(a, 28)};
  assert_false(host_kernel_run(k, bufs, err, sizeof err));
  if (!strstr(err, "reads index 3 of dimension 0, size 3")) fail_msg("%s", err);
  arena_free(a);
}

/* ------------------------------------------------------------ from_elements, generate */

/* Elements from scalars (constants and tensor.extract at constant indices):
 * 20 of them take two levels of concats; all-constant ones are a constant;
 * tensor.generate's region reads its indices as block arguments and may gather. */
static void test_from_elements_generate_by_hand(void **state) {
  (void)state;
  Arena *a = arena_new();
  StrBuf t;
  sb_init(&t);
  sb_puts(&t, "func.func @f(%x: tensor<2x3xf32>) -> (tensor<4x5xf32>, tensor<4xi32>, tensor<2x2xf32>) {\n"
              "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
              "  %five = arith.constant 5.0 : f32\n");
  for (int i = 0; i < 6; i++) sb_printf(&t, "  %%e%d = tensor.extract %%x[%%c%d, %%c%d] : tensor<2x3xf32>\n", i, i / 3, i % 3);
  for (int i = 1; i <= 4; i++) sb_printf(&t, "  %%i%d = arith.constant %d : i32\n", i, 10 * i);
  sb_puts(&t, "  %fe = tensor.from_elements ");
  for (int i = 0; i < 20; i++) sb_printf(&t, "%s%s", i ? ", " : "", i % 7 == 6 ? "%five" : (const char *[]){"%e0", "%e1", "%e2", "%e3", "%e4", "%e5"}[i % 7 % 6]);
  sb_puts(&t, " : tensor<4x5xf32>\n"
              "  %fc = tensor.from_elements %i1, %i2, %i3, %i4 : tensor<4xi32>\n"
              "  %g = tensor.generate {\n"
              "  ^bb0(%i: index, %j: index):\n"
              "    %k = arith.addi %i, %j : index\n"
              "    %v = tensor.extract %x[%i, %k] : tensor<2x3xf32>\n"
              "    %w = arith.mulf %v, %v : f32\n"
              "    tensor.yield %w : f32\n"
              "  } : tensor<2x2xf32>\n"
              "  return %fe, %fc, %g : tensor<4x5xf32>, tensor<4xi32>, tensor<2x2xf32>\n}\n");
  HostValue in[1] = {value(a, DT_F32, 2, (int64_t[]){2, 3})}, out[3];
  randomize(&in[0], 4);
  Graph *g = eval_text(sb_cstr(&t), in, out, a);
  const float *x = in[0].data;
  for (int i = 0; i < 20; i++) {
    float want = i % 7 == 6 ? 5.0f : x[i % 7 % 6];
    if (((float *)out[0].data)[i] != want) fail_msg("element %d: %g, want %g", i, ((float *)out[0].data)[i], want);
  }
  for (int i = 0; i < 4; i++) assert_int_equal(((int32_t *)out[1].data)[i], 10 * (i + 1));
  assert_int_equal(g->tensors[g->funcs[0].outputs[1]].cst, CONST_DENSE);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      float v = x[i * 3 + i + j];
      assert_true(((float *)out[2].data)[i * 2 + j] == v * v);
    }
  sb_free(&t);
  arena_free(a);
}

/* ------------------------------------------------------------ pack / unpack */

/* linalg.pack with a padding value, outer_dims_perm and inner_dims_pos, against
 * its definition packed[a][b][i][j] = src[4b + i][3a + j] (pad outside), and
 * the unpack that brings src back. */
static void test_pack_unpack_against_loops(void **state) {
  (void)state;
  Arena *a = arena_new();
  const char *text =
      "func.func @f(%x: tensor<10x5xf32>) -> (tensor<2x3x4x3xf32>, tensor<10x5xf32>) {\n"
      "  %pv = arith.constant -7.5 : f32\n"
      "  %d = tensor.empty() : tensor<2x3x4x3xf32>\n"
      "  %p = linalg.pack %x padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]\n"
      "      inner_tiles = [4, 3] into %d : tensor<10x5xf32> -> tensor<2x3x4x3xf32>\n"
      "  %d2 = tensor.empty() : tensor<10x5xf32>\n"
      "  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 3]\n"
      "      into %d2 : tensor<2x3x4x3xf32> -> tensor<10x5xf32>\n"
      "  return %p, %u : tensor<2x3x4x3xf32>, tensor<10x5xf32>\n}\n";
  HostValue in[1] = {value(a, DT_F32, 2, (int64_t[]){10, 5})}, out[2];
  randomize(&in[0], 8);
  eval_text(text, in, out, a);
  const float *x = in[0].data, *p = out[0].data;
  for (int oa = 0; oa < 2; oa++)
    for (int ob = 0; ob < 3; ob++)
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 3; j++) {
          int r = 4 * ob + i, c = 3 * oa + j;
          float want = r < 10 && c < 5 ? x[r * 5 + c] : -7.5f;
          float got = p[((oa * 3 + ob) * 4 + i) * 3 + j];
          if (got != want) fail_msg("packed[%d][%d][%d][%d] = %g, want %g", oa, ob, i, j, got, want);
        }
  assert_memory_equal(out[1].data, x, 50 * sizeof(float));
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_conv_stride_dilation_by_hand),
      cmocka_unit_test(test_pooling_by_hand),
      cmocka_unit_test(test_conv_q_by_hand),
      cmocka_unit_test(test_constant_offsets_by_hand),
      cmocka_unit_test(test_every_layout_against_loops),
      cmocka_unit_test(test_window_out_of_bounds_refused),
      cmocka_unit_test(test_attention_shared_kv_heads),
      cmocka_unit_test(test_gather_against_loops),
      cmocka_unit_test(test_gather_out_of_range_fails),
      cmocka_unit_test(test_div_maps_against_loops),
      cmocka_unit_test(test_div_map_out_of_range_fails),
      cmocka_unit_test(test_from_elements_generate_by_hand),
      cmocka_unit_test(test_pack_unpack_against_loops),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
