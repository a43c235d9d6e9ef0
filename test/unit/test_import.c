/* test_import.c: the MLIR front end on snippets written for these tests:
 * entry points and names, constants of every kind, maps, bodies, locations
 * and the diagnostics for inputs npucc must refuse. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "npucc/numeric.h"
#include "unit_util.h"

/* 1-based line of the first occurrence of `needle` in src. */
static int line_of(const char *src, const char *needle) {
  const char *p = strstr(src, needle);
  int line = 1;
  for (const char *q = src; p && q < p; q++) line += *q == '\n';
  return p ? line : -1;
}

static const char generic_matmul[] =
    "#map = affine_map<(d0, d1, d2) -> (d0, d2)>\n"
    "#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>\n"
    "#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>\n"
    "\"builtin.module\"() ({\n"
    "  \"util.func\"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = \"main\"}> ({\n"
    "  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):\n"
    "    %0 = \"hal.tensor.import\"(%arg0) <{name = \"lhs\", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<8x40xf32>}> : (!hal.buffer_view) -> tensor<8x40xf32>\n"
    "    %1 = \"iree_tensor_ext.compute_barrier.start\"(%0) : (tensor<8x40xf32>) -> tensor<8x40xf32>\n"
    "    %2 = \"hal.tensor.import\"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<40x24xf32>}> : (!hal.buffer_view) -> tensor<40x24xf32>\n"
    "    %3 = \"arith.constant\"() <{value = 0.000000e+00 : f32}> : () -> f32\n"
    "    %4 = \"tensor.empty\"() : () -> tensor<8x24xf32>\n"
    "    %5 = \"linalg.fill\"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n"
    "    ^bb0(%a: f32, %b: f32):\n"
    "      \"linalg.yield\"(%a) : (f32) -> ()\n"
    "    }) : (f32, tensor<8x24xf32>) -> tensor<8x24xf32>\n"
    "    %6 = \"linalg.matmul\"(%1, %2, %5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({\n"
    "    ^bb0(%x: f32, %y: f32, %z: f32):\n"
    "      %10 = \"arith.mulf\"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n"
    "      %11 = \"arith.addf\"(%z, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n"
    "      \"linalg.yield\"(%11) : (f32) -> ()\n"
    "    }) : (tensor<8x40xf32>, tensor<40x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>\n"
    "    %7 = \"hal.tensor.export\"(%6) <{name = \"out\", source_encoding = tensor<8x24xf32>}> : (tensor<8x24xf32>) -> !hal.buffer_view\n"
    "    \"util.return\"(%7) : (!hal.buffer_view) -> ()\n"
    "  }) : () -> ()\n"
    "}) : () -> ()\n";

static void test_generic_matmul(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, generic_matmul, &d, &ok);
  assert_true(ok);
  assert_int_equal(g->nfuncs, 1);
  const Func *f = &g->funcs[0];
  assert_string_equal(f->name, "main");
  assert_int_equal(f->ninputs, 2);
  assert_string_equal(g->tensors[f->inputs[0]].name, "lhs");
  assert_string_equal(g->tensors[f->inputs[1]].name, "input1"); /* no name attr: by position */
  assert_int_equal(g->tensors[f->inputs[0]].role, ROLE_INPUT);
  assert_int_equal(f->noutputs, 1);
  const Tensor *out = &g->tensors[f->outputs[0]];
  assert_string_equal(out->name, "out");
  assert_int_equal(out->role, ROLE_OUTPUT);
  assert_int_equal(out->rank, 2);
  assert_int_equal(out->dims[0], 8);
  assert_int_equal(out->dims[1], 24);

  const Op *mm = find_op(g, "linalg.matmul", 0);
  assert_non_null(mm);
  assert_int_equal(mm->kind, OP_STRUCTURED);
  assert_int_equal(mm->nin, 2);
  assert_int_equal(mm->ninit, 1);
  assert_int_equal(mm->nloops, 3);
  assert_int_equal(mm->iters[0], IT_PARALLEL);
  assert_int_equal(mm->iters[1], IT_PARALLEL);
  assert_int_equal(mm->iters[2], IT_REDUCTION); /* derived: d2 is not in the output map */
  assert_int_equal(mm->maps[1].res[0], 2);
  assert_int_equal(mm->maps[1].res[1], 1);
  assert_int_equal(mm->body.nargs, 3);
  assert_int_equal(mm->body.insts[3].op, SC_MULF);
  assert_int_equal(mm->body.insts[4].op, SC_ADDF);
  assert_int_equal(mm->body.insts[4].a, 2); /* %z */
  assert_int_equal(mm->body.insts[4].b, 3);
  assert_int_equal(mm->body.nyield, 1);
  assert_int_equal(mm->body.yield[0], 4);
  assert_int_equal(mm->loc.line, line_of(generic_matmul, "\"linalg.matmul\""));
  assert_int_equal(mm->loc.col, 10);
  assert_string_equal(mm->loc.file, "t.mlir");
  /* the barrier stays an identity until canonicalize */
  const Op *bar = find_op(g, "iree_tensor_ext.compute_barrier.start", 0);
  assert_non_null(bar);
  assert_int_equal(bar->kind, OP_IDENTITY);
  const Op *fill = find_op(g, "linalg.fill", 0);
  assert_non_null(fill);
  assert_int_equal(fill->kind, OP_FILL);
  assert_true(g->tensors[fill->in[0]].is_scalar_value);
  assert_true(tensor_const_f64(&g->tensors[fill->in[0]], 0) == 0.0);
  diag_free(&d);
  arena_free(a);
}

static const char constants_src[] =
    "module {\n"
    "  \"util.global\"() <{initial_value = dense_resource<w_blob> : tensor<2x3xi8>, sym_name = \"w\", sym_visibility = \"private\", type = tensor<2x3xi8>}> : () -> ()\n"
    "  \"util.global\"() <{initial_value = dense_resource<__elided__> : tensor<4x4xbf16>, sym_name = \"e\", sym_visibility = \"private\", type = tensor<4x4xbf16>}> : () -> ()\n"
    "  \"util.global\"() <{initial_value = dense_resource<gone> : tensor<2xi32>, sym_name = \"m\", sym_visibility = \"private\", type = tensor<2xi32>}> : () -> ()\n"
    "  \"util.global\"() <{initial_value = dense_resource<f_blob> : tensor<2xf32>, sym_name = \"f\", sym_visibility = \"private\", type = tensor<2xf32>}> : () -> ()\n"
    "  func.func @main() -> (tensor<2x3xi8>, tensor<4x4xbf16>, tensor<2xi32>, tensor<2xf32>, tensor<2xbf16>, tensor<4x4xi8>, tensor<3xi1>, tensor<2x3xi8>) {\n"
    "    %w = \"util.global.load\"() <{global = @w, is_immutable}> : () -> tensor<2x3xi8>\n"
    "    %e = \"util.global.load\"() <{global = @e, is_immutable}> : () -> tensor<4x4xbf16>\n"
    "    %m = \"util.global.load\"() <{global = @m, is_immutable}> : () -> tensor<2xi32>\n"
    "    %f = \"util.global.load\"() <{global = @f, is_immutable}> : () -> tensor<2xf32>\n"
    "    %c = arith.constant dense<[1.0, -2.0]> : tensor<2xbf16>\n"
    "    %s = arith.constant dense<3> : tensor<4x4xi8>\n"
    "    %b = arith.constant dense<[true, false, true]> : tensor<3xi1>\n"
    "    %w2 = \"util.global.load\"() <{global = @w, is_immutable}> : () -> tensor<2x3xi8>\n"
    "    return %w, %e, %m, %f, %c, %s, %b, %w2 : tensor<2x3xi8>, tensor<4x4xbf16>, tensor<2xi32>, tensor<2xf32>, tensor<2xbf16>, tensor<4x4xi8>, tensor<3xi1>, tensor<2x3xi8>\n"
    "  }\n"
    "}\n"
    "{-#\n"
    "  dialect_resources: {\n"
    "    builtin: {\n"
    "      w_blob: \"0x01000000010203FAFBFC\",\n"
    "      f_blob: \"0x080000000000C03F000020C1\"\n"
    "    }\n"
    "  }\n"
    "#-}\n";

static void test_constants(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, constants_src, &d, &ok);
  assert_true(ok);
  const Func *f = &g->funcs[0];
  assert_int_equal(f->noutputs, 8);
  const Tensor *w = &g->tensors[f->outputs[0]];
  assert_int_equal(w->cst, CONST_DENSE);
  const uint8_t wb[6] = {1, 2, 3, 0xFA, 0xFB, 0xFC};
  assert_int_equal(w->nbytes, 6);
  assert_memory_equal(w->bytes, wb, 6);
  assert_int_equal(tensor_const_i64(w, 3), -6);
  assert_string_equal(w->name, "w");
  assert_int_equal(w->role, ROLE_WEIGHT);
  const Tensor *e = &g->tensors[f->outputs[1]];
  assert_int_equal(e->cst, CONST_UNKNOWN);
  assert_string_equal(e->cst_source, "dense_resource<__elided__>");
  assert_int_equal(tensor_bytes(e), 32); /* sized from the type */
  const Tensor *m = &g->tensors[f->outputs[2]];
  assert_int_equal(m->cst, CONST_UNKNOWN);
  assert_true(diag_has(&d, DIAG_WARNING, "'gone'"));
  const Tensor *fl = &g->tensors[f->outputs[3]];
  assert_int_equal(fl->cst, CONST_DENSE);
  assert_true(tensor_const_f64(fl, 0) == 1.5);
  assert_true(tensor_const_f64(fl, 1) == -10.0);
  const Tensor *c = &g->tensors[f->outputs[4]];
  assert_int_equal(c->cst, CONST_DENSE);
  uint16_t h[2];
  memcpy(h, c->bytes, 4);
  assert_int_equal(h[0], num_bf16_from_f32(1.0f));
  assert_int_equal(h[1], num_bf16_from_f32(-2.0f));
  const Tensor *s = &g->tensors[f->outputs[5]];
  assert_int_equal(s->cst, CONST_SPLAT);
  assert_int_equal(tensor_const_i64(s, 15), 3);
  const Tensor *b = &g->tensors[f->outputs[6]];
  assert_int_equal(b->cst, CONST_DENSE);
  assert_int_equal(b->nbytes, 3); /* one byte per i1, not bit-packed */
  assert_int_equal(b->bytes[0], 1);
  assert_int_equal(b->bytes[1], 0);
  assert_int_equal(b->bytes[2], 1);
  /* two loads of one global are one tensor */
  assert_int_equal(f->outputs[7], f->outputs[0]);
  diag_free(&d);
  arena_free(a);
}

static const char async_src[] =
    "#map = affine_map<(d0, d1) -> (d0, d1)>\n"
    "module {\n"
    "  \"util.func\"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, inlining_policy = #util.inline.never, sym_name = \"main$async\"}> ({\n"
    "  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence):\n"
    "    %0 = \"hal.tensor.import\"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<4x6xf32>}> : (!hal.buffer_view, !hal.fence) -> tensor<4x6xf32>\n"
    "    %1 = tensor.empty() : tensor<4x6xf32>\n"
    "    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\", \"parallel\"]} ins(%0 : tensor<4x6xf32>) outs(%1 : tensor<4x6xf32>) {\n"
    "    ^bb0(%in: f32, %out: f32):\n"
    "      %5 = math.exp %in : f32\n"
    "      linalg.yield %5 : f32\n"
    "    } -> tensor<4x6xf32>\n"
    "    %3 = \"hal.tensor.barrier\"(%2, %arg2) : (tensor<4x6xf32>, !hal.fence) -> tensor<4x6xf32>\n"
    "    %4 = \"hal.tensor.export\"(%3) <{source_encoding = tensor<4x6xf32>}> : (tensor<4x6xf32>) -> !hal.buffer_view\n"
    "    \"util.return\"(%4) : (!hal.buffer_view) -> ()\n"
    "  }) {iree.abi.model = \"coarse-fences\", iree.abi.stub} : () -> ()\n"
    "  \"util.func\"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = \"main\"}> ({\n"
    "  ^bb0(%arg0: !hal.buffer_view):\n"
    "    %0 = \"util.null\"() : () -> !hal.fence\n"
    "    %c0 = arith.constant 0 : index\n"
    "    %device_0 = \"hal.devices.get\"(%c0) : (index) -> !hal.device\n"
    "    %fence = \"hal.fence.create\"(%device_0) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence\n"
    "    %1 = \"util.call\"(%arg0, %0, %fence) <{callee = @main$async}> : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view\n"
    "    \"util.return\"(%1) : (!hal.buffer_view) -> ()\n"
    "  }) {iree.abi.stub} : () -> ()\n"
    "}\n";

static void test_async_abi(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, async_src, &d, &ok);
  assert_true(ok);
  assert_int_equal(g->nfuncs, 1); /* main$async is called by main: not an entry */
  assert_string_equal(g->funcs[0].name, "main");
  assert_string_equal(g->funcs[0].calls, "main$async");
  assert_int_equal(g->funcs[0].ninputs, 1);
  assert_string_equal(g->tensors[g->funcs[0].inputs[0]].name, "input0");
  assert_int_equal(g->funcs[0].noutputs, 1);
  const Op *gen = find_op(g, "linalg.generic", 0);
  assert_non_null(gen);
  assert_int_equal(gen->body.insts[2].op, SC_EXP);
  /* the pretty-printed generic in a mixed file keeps its location */
  assert_int_equal(gen->loc.line, line_of(async_src, "linalg.generic"));
  diag_free(&d);
  arena_free(a);
}

static const char attention_src[] =
    "#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>\n"
    "#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>\n"
    "#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>\n"
    "#s = affine_map<(d0, d1, d2, d3, d4) -> ()>\n"
    "#m = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>\n"
    "#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>\n"
    "func.func @attn(%q: tensor<2x8x16xbf16>, %k: tensor<2x12x16xbf16>, %v: tensor<2x12x4xbf16>, %mask: tensor<2x8x12xi1>) -> tensor<2x8x4xbf16> {\n"
    "  %scale = arith.constant 2.500000e-01 : bf16\n"
    "  %e = tensor.empty() : tensor<2x8x4xbf16>\n"
    "  %r = \"iree_linalg_ext.attention\"(%q, %k, %v, %scale, %mask, %e) <{indexing_maps = [#q, #k, #v, #s, #m, #o]}> ({\n"
    "  ^bb0(%x: f32):\n"
    "    \"iree_linalg_ext.yield\"(%x) : (f32) -> ()\n"
    "  }) : (tensor<2x8x16xbf16>, tensor<2x12x16xbf16>, tensor<2x12x4xbf16>, bf16, tensor<2x8x12xi1>, tensor<2x8x4xbf16>) -> tensor<2x8x4xbf16>\n"
    "  return %r : tensor<2x8x4xbf16>\n"
    "}\n";

static void test_attention(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, attention_src, &d, &ok);
  assert_true(ok);
  assert_string_equal(g->funcs[0].name, "attn");
  assert_string_equal(g->tensors[g->funcs[0].inputs[3]].name, "arg3");
  const Op *at = find_op(g, "iree_linalg_ext.attention", 0);
  assert_non_null(at);
  assert_int_equal(at->kind, OP_ATTENTION);
  assert_true(at->a.attn.has_mask);
  assert_int_equal(at->nin, 5);
  assert_int_equal(at->ninit, 1);
  assert_int_equal(at->a.attn.nloops, 5);
  assert_int_equal(at->a.attn.maps[3].nres, 0); /* the scale is a scalar */
  assert_int_equal(at->a.attn.maps[1].res[1], 3);
  const Tensor *scale = &g->tensors[at->in[3]];
  assert_int_equal(scale->rank, 0);
  assert_int_equal(scale->dtype, DT_BF16);
  assert_true(tensor_const_f64(scale, 0) == 0.25);
  assert_int_equal(g->tensors[at->in[4]].dtype, DT_I1);
  diag_free(&d);
  arena_free(a);
}

static const char dynamic_src[] =
    "func.func @dyn(%a: tensor<?x16xf32>, %b: tensor<16x8xf32>) -> tensor<?x8xf32> {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %d = tensor.dim %a, %c0 : tensor<?x16xf32>\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty(%d) : tensor<?x8xf32>\n"
    "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>\n"
    "  %r = linalg.matmul ins(%a, %b : tensor<?x16xf32>, tensor<16x8xf32>) outs(%f : tensor<?x8xf32>) -> tensor<?x8xf32>\n"
    "  return %r : tensor<?x8xf32>\n"
    "}\n";

static void test_dynamic_and_pretty_upstream(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, dynamic_src, &d, &ok);
  assert_true(ok);
  const Op *mm = find_op(g, "linalg.matmul", 0);
  assert_non_null(mm); /* named op without indexing_maps: default maps */
  assert_int_equal(mm->kind, OP_STRUCTURED);
  assert_int_equal(mm->maps[0].res[0], 0);
  assert_int_equal(mm->maps[0].res[1], 2);
  assert_int_equal(g->tensors[mm->in[0]].dims[0], NPUCC_DYN);
  assert_int_equal(tensor_numel(&g->tensors[mm->in[0]]), -1);
  diag_free(&d);
  arena_free(a);
}

static const char pretty_src[] =
    "module {\n"
    "  func.func @f() {\n"
    "    return\n"
    "  }\n"
    "  flow.func private @ext(tensor<4xf32>) -> tensor<4xf32>\n"
    "}\n";

/* An IREE op whose custom syntax npucc does not read: named, located, and
 * the generic re-dump offered as the fallback. */
static void test_pretty_iree_rejected(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  import_src(a, pretty_src, &d, &ok);
  assert_false(ok);
  assert_true(d.nerrors >= 1);
  bool located = false, hint = false;
  for (int i = 0; i < d.n; i++) {
    if (d.v[i].level == DIAG_ERROR && d.v[i].loc.line == 5 && d.v[i].loc.col == 3) located = true;
    if (d.v[i].level == DIAG_ERROR && !strstr(d.v[i].msg, "'flow.func'")) located = false;
    if (strstr(d.v[i].msg, "--mlir-print-op-generic") && d.v[i].loc.line == 5) hint = true;
  }
  assert_true(located);
  assert_true(hint);
  diag_free(&d);
  arena_free(a);
}

static const char string_iterators_src[] =
    "#map = affine_map<(d0) -> (d0)>\n"
    "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %e = tensor.empty() : tensor<4xf32>\n"
    "  %r = \"linalg.generic\"(%a, %e) <{indexing_maps = [#map, #map], iterator_types = [\"parallel\"], operandSegmentSizes = array<i32: 1, 1>}> ({\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    \"linalg.yield\"(%x) : (f32) -> ()\n"
    "  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %r : tensor<4xf32>\n"
    "}\n";

static void test_rejected_constructs(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  import_src(a, string_iterators_src, &d, &ok);
  assert_false(ok);
  bool named = false;
  for (int i = 0; i < d.n; i++)
    if (strstr(d.v[i].msg, "iterator_type") && d.v[i].loc.line == 4) named = true;
  assert_true(named);
  diag_free(&d);

  diag_init(&d);
  import_src(a, "func.func @f() { \"util.return\"() : () -> () \n", &d, &ok);
  assert_false(ok);
  assert_true(d.nerrors >= 1);
  assert_true(d.v[0].loc.line >= 1);
  diag_free(&d);

  diag_init(&d);
  import_src(a, "module {}\n", &d, &ok);
  assert_false(ok);
  assert_true(diag_has(&d, DIAG_ERROR, "no entry point"));
  diag_free(&d);
  arena_free(a);
}

static const char ops_src[] =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @f(%img: tensor<1x6x6x2xf32>, %flt: tensor<3x3x2x4xf32>, %x: tensor<4x5xf32>) -> (tensor<1x4x4x4xf32>, tensor<6x9xf32>, tensor<2x3xf32>, tensor<4x5xf32>) {\n"
    "  %z = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<1x4x4x4xf32>\n"
    "  %c = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>\n"
    "  %p = tensor.pad %x low[1, 2] high[1, 2] {\n"
    "  ^bb0(%i: index, %j: index):\n"
    "    tensor.yield %z : f32\n"
    "  } : tensor<4x5xf32> to tensor<6x9xf32>\n"
    "  %s = tensor.extract_slice %x[1, 2] [2, 3] [1, 1] : tensor<4x5xf32> to tensor<2x3xf32>\n"
    "  %half = arith.constant 0.5 : f32\n"
    "  %e2 = tensor.empty() : tensor<4x5xf32>\n"
    "  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(%x : tensor<4x5xf32>) outs(%e2 : tensor<4x5xf32>) {\n"
    "  ^bb0(%in: f32, %out: f32):\n"
    "    %i0 = linalg.index 0 : index\n"
    "    %ii = arith.index_cast %i0 : index to i32\n"
    "    %fi = arith.sitofp %ii : i32 to f32\n"
    "    %m = arith.mulf %fi, %half : f32\n"
    "    %r = arith.addf %in, %m : f32\n"
    "    linalg.yield %r : f32\n"
    "  } -> tensor<4x5xf32>\n"
    "  return %c, %p, %s, %g : tensor<1x4x4x4xf32>, tensor<6x9xf32>, tensor<2x3xf32>, tensor<4x5xf32>\n"
    "}\n";

static void test_other_ops(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = import_src(a, ops_src, &d, &ok);
  assert_true(ok);
  const Op *conv = find_op(g, "linalg.conv_2d_nhwc_hwcf", 0);
  assert_non_null(conv);
  /* A structured op whose input map is the window (d0, d1 + d4, d2 + d5, d6). */
  assert_int_equal(conv->kind, OP_STRUCTURED);
  assert_null(conv->unsupported_why);
  assert_true(map_has_expr(&conv->maps[0]) && !map_has_expr(&conv->maps[1]));
  AffineExpr win = map_result_expr(&conv->maps[0], 1);
  assert_true(win.coef[1] == 1 && win.coef[4] == 1 && win.cst == 0);
  assert_int_equal(conv->macs_hint, 1 * 4 * 4 * 4 * 3 * 3 * 2); /* N H W F KH KW C */
  const Op *pad = find_op(g, "tensor.pad", 0);
  assert_int_equal(pad->kind, OP_PAD);
  assert_int_equal(pad->a.pad.low[1], 2);
  assert_int_equal(pad->a.pad.high[0], 1);
  assert_true(pad->a.pad.value_known && pad->a.pad.value == 0.0);
  const Op *sl = find_op(g, "tensor.extract_slice", 0);
  assert_int_equal(sl->kind, OP_EXTRACT_SLICE);
  assert_int_equal(sl->a.slice.offsets[1], 2);
  assert_int_equal(sl->a.slice.sizes[1], 3);
  const Op *gen = find_op(g, "linalg.generic", 0);
  assert_int_equal(gen->kind, OP_STRUCTURED);
  /* the captured %half became a constant inside the body */
  bool has_index = false, has_half = false;
  for (int i = 0; i < gen->body.ninsts; i++) {
    has_index |= gen->body.insts[i].op == SC_INDEX && gen->body.insts[i].a == 0;
    has_half |= gen->body.insts[i].op == SC_CONST && gen->body.insts[i].fval == 0.5;
  }
  assert_true(has_index);
  assert_true(has_half);
  diag_free(&d);
  arena_free(a);
}

static void test_named_transpose_and_limits(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  const char *tr =
      "func.func @f(%x: tensor<6x4xf32>) -> tensor<4x6xf32> {\n"
      "  %e = tensor.empty() : tensor<4x6xf32>\n"
      "  %t = linalg.transpose ins(%x : tensor<6x4xf32>) outs(%e : tensor<4x6xf32>) permutation = [1, 0]\n"
      "  return %t : tensor<4x6xf32>\n"
      "}\n";
  Graph *g = import_src(a, tr, &d, &ok);
  assert_true(ok);
  const Op *t = find_op(g, "linalg.transpose", 0);
  assert_non_null(t);
  assert_int_equal(t->kind, OP_STRUCTURED); /* no operandSegmentSizes: the init is last */
  assert_int_equal(t->nin, 1);
  assert_int_equal(t->ninit, 1);
  assert_int_equal(t->maps[0].res[0], 1); /* in(d1, d0) -> out(d0, d1) */
  assert_int_equal(t->maps[0].res[1], 0);
  assert_int_equal(t->maps[1].res[0], 0);
  diag_free(&d);

  /* a use before the definition (MLIR does not check dominance inside the
   * regions of unregistered ops) is an error, not a silently dropped op */
  diag_init(&d);
  const char *ubd =
      "\"builtin.module\"() ({\n"
      "  \"util.func\"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = \"main\"}> ({\n"
      "  ^bb0(%arg0: tensor<4xf32>):\n"
      "    %1 = \"iree_tensor_ext.compute_barrier.end\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    %0 = \"iree_tensor_ext.compute_barrier.start\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    \"util.return\"(%1) : (tensor<4xf32>) -> ()\n"
      "  }) : () -> ()\n"
      "}) : () -> ()\n";
  import_src(a, ubd, &d, &ok);
  assert_false(ok);
  assert_true(diag_has(&d, DIAG_ERROR, "cannot trace"));
  assert_int_equal(d.v[0].loc.line, 4);
  diag_free(&d);

  diag_init(&d);
  const char *huge = "func.func @f(%a: tensor<4611686018427387904x16xf32>) -> tensor<4611686018427387904x16xf32> {\n"
                     "  return %a : tensor<4611686018427387904x16xf32>\n}\n";
  import_src(a, huge, &d, &ok);
  assert_false(ok);
  assert_true(diag_has(&d, DIAG_ERROR, "exceeds npucc's limit"));
  diag_free(&d);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_generic_matmul),
      cmocka_unit_test(test_constants),
      cmocka_unit_test(test_async_abi),
      cmocka_unit_test(test_attention),
      cmocka_unit_test(test_dynamic_and_pretty_upstream),
      cmocka_unit_test(test_pretty_iree_rejected),
      cmocka_unit_test(test_rejected_constructs),
      cmocka_unit_test(test_other_ops),
      cmocka_unit_test(test_named_transpose_and_limits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
