/* test_contraction.c: the contraction analysis (passes/contraction.c) on
 * generic and named ops written here: loop classes, canonical view, negatives. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>

#include "host/host.h"
#include "npucc/passes.h"
#include "unit_util.h"

/* How the body combines its block arguments (ins..., acc). */
typedef enum {
  B_F32,    /* acc + a * b, f32 */
  B_BF16,   /* bf16 inputs extf'd to f32, truncf to bf16 */
  B_I8,     /* extsi i8 -> i32, muli, addi */
  B_I8U,    /* extui */
  B_SCALE,  /* acc + (a * b) * s [* s2], f32 */
  B_ZP,     /* acc + (extsi a - za) * (extsi b - zb), i8 inputs, i32 zero points */
  B_ADD,    /* acc + a + b: not a product */
  B_MAX,    /* max(acc, a * b): not an accumulation */
  B_SQUARE  /* acc + a * a */
} BodyKind;

typedef struct Case {
  const char *name;
  int nloops;
  const char *iters;        /* 'p' / 'r' per loop */
  const char *maps[5];      /* results of each operand's map, the output last; NULL ends */
  const char *shapes[5];    /* "24x40", "" = a scalar */
  BodyKind body;
  const char *classes;      /* expected class per loop (b M N K u), NULL: must not match */
  bool plain;
  int64_t batch, m, n, k;   /* expected canonical view */
  const char *problem;      /* substring of canon_problem, NULL when there is a batch-matmul */
} Case;

static const char *dt_in(BodyKind b) {
  return b == B_BF16 ? "bf16" : b == B_I8 || b == B_I8U || b == B_ZP ? "i8" : "f32";
}
static const char *dt_out(BodyKind b) {
  return b == B_BF16 ? "bf16" : b == B_I8 || b == B_I8U || b == B_ZP ? "i32" : "f32";
}

static void type_of(char *buf, size_t n, const char *shape, const char *dt) {
  if (!*shape) snprintf(buf, n, "%s", dt);
  else snprintf(buf, n, "tensor<%sx%s>", shape, dt);
}

static void body_text(StrBuf *s, BodyKind b, int nin) {
  const char *ti = dt_in(b), *to = dt_out(b);
  sb_puts(s, "  ^bb0(");
  for (int i = 0; i < nin; i++) {
    const char *t = (b == B_ZP && i >= 2) ? "i32" : ti;
    sb_printf(s, "%%x%d: %s, ", i, t);
  }
  sb_printf(s, "%%acc: %s):\n", to);
  switch (b) {
  case B_F32: sb_puts(s, "    %m = arith.mulf %x0, %x1 : f32\n    %r = arith.addf %acc, %m : f32\n"); break;
  case B_BF16:
    sb_puts(s, "    %e0 = arith.extf %x0 : bf16 to f32\n    %e1 = arith.extf %x1 : bf16 to f32\n"
               "    %ea = arith.extf %acc : bf16 to f32\n    %m = arith.mulf %e0, %e1 : f32\n"
               "    %s = arith.addf %ea, %m : f32\n    %r = arith.truncf %s : f32 to bf16\n");
    break;
  case B_I8:
  case B_I8U: {
    const char *ext = b == B_I8 ? "extsi" : "extui";
    sb_printf(s, "    %%e0 = arith.%s %%x0 : i8 to i32\n    %%e1 = arith.%s %%x1 : i8 to i32\n", ext, ext);
    sb_puts(s, "    %m = arith.muli %e0, %e1 : i32\n    %r = arith.addi %acc, %m : i32\n");
    break;
  }
  case B_SCALE:
    sb_puts(s, "    %m = arith.mulf %x0, %x1 : f32\n    %ms = arith.mulf %m, %x2 : f32\n");
    if (nin > 3) sb_puts(s, "    %ms2 = arith.mulf %ms, %x3 : f32\n    %r = arith.addf %acc, %ms2 : f32\n");
    else sb_puts(s, "    %r = arith.addf %acc, %ms : f32\n");
    break;
  case B_ZP:
    sb_puts(s, "    %e0 = arith.extsi %x0 : i8 to i32\n    %e1 = arith.extsi %x1 : i8 to i32\n"
               "    %s0 = arith.subi %e0, %x2 : i32\n    %s1 = arith.subi %e1, %x3 : i32\n"
               "    %m = arith.muli %s0, %s1 : i32\n    %r = arith.addi %acc, %m : i32\n");
    break;
  case B_ADD: sb_puts(s, "    %m = arith.addf %x0, %x1 : f32\n    %r = arith.addf %acc, %m : f32\n"); break;
  case B_MAX: sb_puts(s, "    %m = arith.mulf %x0, %x1 : f32\n    %r = arith.maximumf %acc, %m : f32\n"); break;
  case B_SQUARE: sb_puts(s, "    %m = arith.mulf %x0, %x0 : f32\n    %r = arith.addf %acc, %m : f32\n"); break;
  }
  sb_printf(s, "    linalg.yield %%r : %s\n", to);
}

/* func @f(ins..., init) -> out = linalg.generic over them. */
static char *generic_src(const Case *c) {
  int nops = 0;
  while (nops < 5 && c->maps[nops]) nops++;
  int nin = nops - 1;
  StrBuf s;
  sb_init(&s);
  StrBuf dimsb;
  sb_init(&dimsb);
  for (int l = 0; l < c->nloops; l++) sb_printf(&dimsb, "%sd%d", l ? ", " : "", l);
  const char *dims = sb_cstr(&dimsb);
  char types[5][64];
  for (int i = 0; i < nops; i++) {
    const char *dt = i == nin ? dt_out(c->body) : (c->body == B_ZP && i >= 2) ? "i32" : dt_in(c->body);
    type_of(types[i], sizeof types[i], c->shapes[i], dt);
  }
  /* tensors are arguments; scalars (zero points) constants, as IREE writes them */
  sb_puts(&s, "func.func @f(");
  for (int i = 0, first = 1; i < nops; i++)
    if (*c->shapes[i]) sb_printf(&s, "%s%%a%d: %s", first ? "" : ", ", i, types[i]), first = 0;
  sb_printf(&s, ") -> %s {\n", types[nin]);
  for (int i = 0; i < nops; i++)
    if (!*c->shapes[i]) sb_printf(&s, "  %%a%d = arith.constant %d : %s\n", i, i == 2 ? 3 : -2, types[i]);
  sb_puts(&s, "  %r = linalg.generic {indexing_maps = [");
  for (int i = 0; i < nops; i++) sb_printf(&s, "%saffine_map<(%s) -> (%s)>", i ? ", " : "", dims, c->maps[i]);
  sb_puts(&s, "], iterator_types = [");
  for (int l = 0; l < c->nloops; l++)
    sb_printf(&s, "%s\"%s\"", l ? ", " : "", c->iters[l] == 'r' ? "reduction" : "parallel");
  sb_puts(&s, "]} ins(");
  for (int i = 0; i < nin; i++) sb_printf(&s, "%s%%a%d", i ? ", " : "", i);
  sb_puts(&s, " : ");
  for (int i = 0; i < nin; i++) sb_printf(&s, "%s%s", i ? ", " : "", types[i]);
  sb_printf(&s, ") outs(%%a%d : %s) {\n", nin, types[nin]);
  body_text(&s, c->body, nin);
  sb_printf(&s, "  } -> %s\n  return %%r : %s\n}\n", types[nin], types[nin]);
  sb_free(&dimsb);
  return s.s;
}

static char class_letter(int8_t c) {
  switch ((DimClass)c) {
  case DIM_BATCH: return 'b';
  case DIM_M: return 'M';
  case DIM_N: return 'N';
  case DIM_K: return 'K';
  default: return 'u';
  }
}

/* Compile src for opu and check the first op named `opname` against c. */
static void check_case(const Case *c, const char *src, const char *opname) {
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, src, "opu", &d, &ok);
  if (!ok) fail_msg("%s: compile failed", c->name);
  const Op *op = find_op(g, opname, 0);
  if (!op || op->match < 0) fail_msg("%s: no %s", c->name, opname);
  const Match *m = &g->matches[op->match];
  ContractionInfo mm;
  bool is = contraction_analyze(g, op, &mm);
  if (!c->classes) {
    if (is || m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)
      fail_msg("%s: matched as a contraction (%s)", c->name, m->pattern ? m->pattern : "");
  } else {
    if (!is || (m->kind != TK_MATMUL && m->kind != TK_BATCH_MATMUL))
      fail_msg("%s: not matched (%s)", c->name, m->pattern ? m->pattern : "");
    char got[NPUCC_MAX_LOOPS + 1] = "";
    for (int l = 0; l < mm.nloops; l++) got[l] = class_letter(mm.cls[l]);
    got[mm.nloops] = 0;
    if (strcmp(got, c->classes)) fail_msg("%s: classes %s, expected %s", c->name, got, c->classes);
    if (mm.plain != c->plain) fail_msg("%s: plain %d, expected %d", c->name, mm.plain, c->plain);
    /* K dims not adjacent in A and B: passes/transpose_k gave the op
     * transposed copies of A and B, K innermost, so it is canonical now */
    bool transposed = c->problem && strstr(c->problem, "transpose");
    if (transposed) {
      if (mm.canon_problem) fail_msg("%s: still no batch-matmul: %s", c->name, mm.canon_problem);
      int copies = 0;
      for (int i = 0; i < op->nin; i++) {
        int p = g->tensors[op->in[i]].producer;
        copies += p >= 0 && !strcmp(g->ops[p].name, "npucc.transpose_k");
      }
      if (!copies) fail_msg("%s: no npucc.transpose_k feeds it", c->name);
    } else if (mm.batch != c->batch || mm.m != c->m || mm.n != c->n || mm.k != c->k)
      fail_msg("%s: B=%lld M=%lld N=%lld K=%lld, expected %lld %lld %lld %lld", c->name, (long long)mm.batch,
               (long long)mm.m, (long long)mm.n, (long long)mm.k, (long long)c->batch, (long long)c->m,
               (long long)c->n, (long long)c->k);
    if (!transposed && (!c->problem != !mm.canon_problem || (c->problem && !strstr(mm.canon_problem, c->problem))))
      fail_msg("%s: canonical problem '%s', expected '%s'", c->name, mm.canon_problem ? mm.canon_problem : "-",
               c->problem ? c->problem : "-");
    /* whatever the form, the MAC count is the product of the loop sizes */
    int64_t macs = 1;
    for (int l = 0; l < op->nloops; l++) macs *= op_loop_size(g, op, l);
    if ((c->problem == NULL || transposed) && mm.batch * mm.m * mm.n * mm.k != macs)
      fail_msg("%s: batch*m*n*k %lld != %lld MACs", c->name, (long long)(mm.batch * mm.m * mm.n * mm.k),
               (long long)macs);
    if (m->kind != (mm.nbatch ? TK_BATCH_MATMUL : TK_MATMUL)) fail_msg("%s: kind", c->name);
  }
  diag_free(&d);
  arena_free(a);
}

#define M3 "d0, d1, d2"
static const Case generic_cases[] = {
    /* the plain forms: one M, N, K each, in any storage order or loop order */
    {"NN", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"24x40", "40x56", "24x56"}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
    {"NT", 3, "ppr", {"d0, d2", "d1, d2", "d0, d1"}, {"24x40", "56x40", "24x56"}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
    {"TN", 3, "ppr", {"d2, d0", "d2, d1", "d0, d1"}, {"40x24", "40x56", "24x56"}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
    {"TT", 3, "ppr", {"d2, d0", "d1, d2", "d0, d1"}, {"40x24", "56x40", "24x56"}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
    {"loops k,m,n", 3, "rpp", {"d1, d0", "d0, d2", "d1, d2"}, {"24x40", "40x56", "24x56"}, B_F32, "KMN", true, 1, 24, 56, 40, NULL},
    {"C stored N x M", 3, "ppr", {"d0, d2", "d2, d1", "d1, d0"}, {"24x40", "40x56", "56x24"}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
    {"batch", 4, "pppr", {"d0, d1, d3", "d0, d3, d2", "d0, d1, d2"}, {"3x24x40", "3x40x56", "3x24x56"}, B_F32, "bMNK", true, 3, 24, 56, 40, NULL},
    {"batch not outer in A", 4, "pppr", {"d1, d0, d3", "d0, d3, d2", "d0, d1, d2"}, {"24x3x40", "3x40x56", "3x24x56"}, B_F32, "bMNK", true, 3, 24, 56, 40, NULL},
    {"two batch loops", 5, "ppppr", {"d0, d1, d2, d4", "d0, d1, d4, d3", "d0, d1, d2, d3"}, {"2x3x24x40", "2x3x40x56", "2x3x24x56"}, B_F32, "bbMNK", true, 6, 24, 56, 40, NULL},
    {"unit batch", 4, "pppr", {"d0, d1, d3", "d0, d3, d2", "d0, d1, d2"}, {"1x24x40", "1x40x56", "1x24x56"}, B_F32, "bMNK", true, 1, 24, 56, 40, NULL},
    {"bf16 ext/trunc", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"20x48", "48x36", "20x36"}, B_BF16, "MNK", true, 1, 20, 36, 48, NULL},
    {"i8 extsi", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"7x33", "33x9", "7x9"}, B_I8, "MNK", true, 1, 7, 9, 33, NULL},
    {"i8 extui", 3, "ppr", {"d0, d2", "d1, d2", "d0, d1"}, {"7x33", "9x33", "7x9"}, B_I8U, "MNK", true, 1, 7, 9, 33, NULL},
    /* several loops per class */
    {"multi-N Q/K/V [K,H,D] -> [H,M,D]", 4, "pppr", {"d1, d3", "d3, d0, d2", "d0, d1, d2"}, {"24x64", "64x4x16", "4x24x16"}, B_I8, "NMNK", false, 4, 24, 16, 64, NULL},
    {"multi-N [K,H,D] -> [M,H,D]", 4, "pppr", {"d0, d3", "d3, d1, d2", "d0, d1, d2"}, {"24x64", "64x4x16", "24x4x16"}, B_I8, "MNNK", false, 1, 24, 64, 64, NULL},
    {"1x1 conv NHWC: two M dims", 5, "ppppr", {"d0, d1, d2, d4", "d4, d3", "d0, d1, d2, d3"}, {"1x7x9x16", "16x24", "1x7x9x24"}, B_I8, "MMMNK", false, 1, 63, 24, 16, NULL},
    {"1x1 conv CHW: M dims after K", 4, "pppr", {"d3, d1, d2", "d0, d3", "d0, d1, d2"}, {"16x7x9", "24x16", "24x7x9"}, B_F32, "NMMK", false, 1, 63, 24, 16, NULL},
    {"M dims apart in A", 4, "pppr", {"d0, d3, d1", "d3, d2", "d0, d1, d2"}, {"5x40x6", "40x8", "5x6x8"}, B_F32, "MMNK", false, 5, 6, 8, 40, NULL},
    {"two K dims (MX shape, no scale)", 5, "ppprr", {"d0, d1, d3, d4", "d2, d3, d4", "d0, d1, d2"}, {"1x16x3x32", "40x3x32", "1x16x40"}, B_F32, "MMNKK", false, 1, 16, 40, 96, NULL},
    {"K dims crossed in B", 4, "pprr", {"d0, d2, d3", "d3, d2, d1", "d0, d1"}, {"8x3x5", "5x3x6", "8x6"}, B_F32, "MNKK", false, 1, 8, 6, 5, "transpose"},
    {"unit reduction in A only", 4, "ppr" "r", {"d0, d2, d3", "d3, d1", "d0, d1"}, {"8x1x5", "5x6", "8x6"}, B_F32, "MNuK", false, 1, 8, 6, 5, NULL},
    {"matvec form", 2, "pr", {"d0, d1", "d1", "d0"}, {"8x5", "5", "8"}, B_F32, "MK", false, 1, 8, 1, 5, "no N dim"},
    {"vecmat form", 2, "pr", {"d1", "d1, d0", "d0"}, {"5", "5x8", "8"}, B_F32, "NK", false, 1, 1, 8, 5, "no M dim"},
    /* scales and zero points */
    {"MX block scale [N, Kb]", 5, "ppprr", {"d0, d1, d3, d4", "d2, d3, d4", "d2, d3", "d0, d1, d2"}, {"1x16x3x32", "40x3x32", "40x3", "1x16x40"}, B_SCALE, "MMNKK", false, 1, 16, 40, 96, "block scales"},
    {"per-channel scale [N]", 3, "ppr", {"d0, d2", "d2, d1", "d1", "d0, d1"}, {"8x5", "5x6", "6", "8x6"}, B_SCALE, "MNK", false, 1, 8, 6, 5, "scales"},
    {"scales on both sides", 4, "pprr", {"d0, d2, d3", "d1, d2, d3", "d0, d2", "d1, d2", "d0, d1"}, {"8x2x32", "6x2x32", "8x2", "6x2", "8x6"}, B_SCALE, "MNKK", false, 1, 8, 6, 64, "block scales"},
    {"zero points", 3, "ppr", {"d0, d2", "d2, d1", "", "", "d0, d1"}, {"8x5", "5x6", "", "", "8x6"}, B_ZP, "MNK", false, 1, 8, 6, 5, "zero points"},
    /* not contractions */
    {"body adds", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"8x5", "5x6", "8x6"}, B_ADD, NULL, false, 0, 0, 0, 0, NULL},
    {"body max-accumulates", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"8x5", "5x6", "8x6"}, B_MAX, NULL, false, 0, 0, 0, 0, NULL},
    {"a square", 3, "ppr", {"d0, d2", "d2, d1", "d0, d1"}, {"8x5", "5x6", "8x6"}, B_SQUARE, NULL, false, 0, 0, 0, 0, NULL},
    {"a dim in A only", 4, "pprr", {"d0, d2, d3", "d2, d1", "d0, d1"}, {"8x5x3", "5x6", "8x6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
    {"a parallel dim in B only", 4, "pppr", {"d0, d3", "d3, d1, d2", "d0, d1"}, {"8x5", "5x6x3", "8x6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
    {"coefficient 2 on K (not a conv)", 3, "ppr", {"d0, d2 * 2", "d2, d1", "d0, d1"}, {"8x10", "5x6", "8x6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
    {"a diagonal in A", 2, "pr", {"d1, d1", "d1, d0", "d0"}, {"5x5", "5x6", "6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
    {"nothing reduced", 2, "pp", {"d0, d1", "d0, d1", "d0, d1"}, {"5x6", "5x6", "5x6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
    {"reduced dim in C", 3, "prr", {"d0, d2", "d2, d1", "d0, d1"}, {"8x5", "5x6", "8x6"}, B_F32, NULL, false, 0, 0, 0, 0, NULL},
};

static void test_generic_variants(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof generic_cases / sizeof *generic_cases; i++) {
    char *src = generic_src(&generic_cases[i]);
    check_case(&generic_cases[i], src, "linalg.generic");
    free(src);
  }
}

/* Named spellings go through the same analysis. */
typedef struct Named {
  Case c;
  const char *src;
  const char *op;
} Named;

static const Named named_cases[] = {
    {{"linalg.matmul", 3, NULL, {0}, {0}, B_F32, "MNK", true, 1, 24, 56, 40, NULL},
     "func.func @f(%a: tensor<24x40xf32>, %b: tensor<40x56xf32>, %c: tensor<24x56xf32>) -> tensor<24x56xf32> {\n"
     "  %r = linalg.matmul ins(%a, %b : tensor<24x40xf32>, tensor<40x56xf32>) outs(%c : tensor<24x56xf32>) -> tensor<24x56xf32>\n"
     "  return %r : tensor<24x56xf32>\n}\n",
     "linalg.matmul"},
    {{"linalg.matmul transposed maps", 3, NULL, {0}, {0}, B_I8, "MNK", true, 1, 24, 56, 40, NULL},
     "func.func @f(%a: tensor<40x24xi8>, %b: tensor<56x40xi8>, %c: tensor<24x56xi32>) -> tensor<24x56xi32> {\n"
     "  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
     " ins(%a, %b : tensor<40x24xi8>, tensor<56x40xi8>) outs(%c : tensor<24x56xi32>) -> tensor<24x56xi32>\n"
     "  return %r : tensor<24x56xi32>\n}\n",
     "linalg.matmul"},
    {{"linalg.batch_matmul", 4, NULL, {0}, {0}, B_F32, "bMNK", true, 3, 5, 7, 9, NULL},
     "func.func @f(%a: tensor<3x5x9xf32>, %b: tensor<3x9x7xf32>, %c: tensor<3x5x7xf32>) -> tensor<3x5x7xf32> {\n"
     "  %r = linalg.batch_matmul ins(%a, %b : tensor<3x5x9xf32>, tensor<3x9x7xf32>) outs(%c : tensor<3x5x7xf32>) -> tensor<3x5x7xf32>\n"
     "  return %r : tensor<3x5x7xf32>\n}\n",
     "linalg.batch_matmul"},
    {{"linalg.matvec", 2, NULL, {0}, {0}, B_F32, "MK", false, 1, 6, 1, 9, "no N dim"},
     "func.func @f(%a: tensor<6x9xf32>, %b: tensor<9xf32>, %c: tensor<6xf32>) -> tensor<6xf32> {\n"
     "  %r = linalg.matvec ins(%a, %b : tensor<6x9xf32>, tensor<9xf32>) outs(%c : tensor<6xf32>) -> tensor<6xf32>\n"
     "  return %r : tensor<6xf32>\n}\n",
     "linalg.matvec"},
    {{"linalg.vecmat", 2, NULL, {0}, {0}, B_F32, "NK", false, 1, 1, 6, 9, "no M dim"},
     "func.func @f(%a: tensor<9xf32>, %b: tensor<9x6xf32>, %c: tensor<6xf32>) -> tensor<6xf32> {\n"
     "  %r = linalg.vecmat ins(%a, %b : tensor<9xf32>, tensor<9x6xf32>) outs(%c : tensor<6xf32>) -> tensor<6xf32>\n"
     "  return %r : tensor<6xf32>\n}\n",
     "linalg.vecmat"},
    {{"linalg.batch_reduce_matmul", 4, NULL, {0}, {0}, B_F32, "KMNK", false, 1, 5, 7, 9, "transpose"},
     "func.func @f(%a: tensor<3x5x9xf32>, %b: tensor<3x9x7xf32>, %c: tensor<5x7xf32>) -> tensor<5x7xf32> {\n"
     "  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x5x9xf32>, tensor<3x9x7xf32>) outs(%c : tensor<5x7xf32>) -> tensor<5x7xf32>\n"
     "  return %r : tensor<5x7xf32>\n}\n",
     "linalg.batch_reduce_matmul"},
    {{"linalg.mmt4d", 6, NULL, {0}, {0}, B_I8, "MNKMNK", false, 6, 4, 2, 8, "transpose"},
     "func.func @f(%a: tensor<3x5x4x8xi8>, %b: tensor<2x5x2x8xi8>, %c: tensor<3x2x4x2xi32>) -> tensor<3x2x4x2xi32> {\n"
     "  %r = linalg.mmt4d ins(%a, %b : tensor<3x5x4x8xi8>, tensor<2x5x2x8xi8>) outs(%c : tensor<3x2x4x2xi32>) -> tensor<3x2x4x2xi32>\n"
     "  return %r : tensor<3x2x4x2xi32>\n}\n",
     "linalg.mmt4d"},
    {{"linalg.batch_mmt4d", 7, NULL, {0}, {0}, B_I8, "bMNKMNK", false, 12, 4, 2, 8, "transpose"},
     "func.func @f(%a: tensor<2x3x5x4x8xi8>, %b: tensor<2x2x5x2x8xi8>, %c: tensor<2x3x2x4x2xi32>) -> tensor<2x3x2x4x2xi32> {\n"
     "  %r = linalg.batch_mmt4d ins(%a, %b : tensor<2x3x5x4x8xi8>, tensor<2x2x5x2x8xi8>) outs(%c : tensor<2x3x2x4x2xi32>) -> tensor<2x3x2x4x2xi32>\n"
     "  return %r : tensor<2x3x2x4x2xi32>\n}\n",
     "linalg.batch_mmt4d"},
    {{"linalg.quantized_matmul", 3, NULL, {0}, {0}, B_ZP, "MNK", false, 1, 6, 7, 9, "zero points"},
     "func.func @f(%a: tensor<6x9xi8>, %b: tensor<9x7xi8>, %c: tensor<6x7xi32>) -> tensor<6x7xi32> {\n"
     "  %za = arith.constant 3 : i32\n  %zb = arith.constant -2 : i32\n"
     "  %r = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<6x9xi8>, tensor<9x7xi8>, i32, i32) outs(%c : tensor<6x7xi32>) -> tensor<6x7xi32>\n"
     "  return %r : tensor<6x7xi32>\n}\n",
     "linalg.quantized_matmul"},
};

static void test_named_variants(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof named_cases / sizeof *named_cases; i++)
    check_case(&named_cases[i].c, named_cases[i].src, named_cases[i].op);
}

/* mmt4d's layout is recognised from its maps, with its outer counts and
 * tile (the data's tile configured, opu keeps it as it is); a plain matmul
 * is not it. */
static void test_mmt4d_view(void **state) {
  (void)state;
  static const char *const src[2] = {
      "func.func @f(%a: tensor<3x5x4x8xi8>, %b: tensor<2x5x2x8xi8>) -> tensor<3x2x4x2xi32> {\n"
      "  %z = arith.constant 0 : i32\n"
      "  %e = tensor.empty() : tensor<3x2x4x2xi32>\n"
      "  %c = linalg.fill ins(%z : i32) outs(%e : tensor<3x2x4x2xi32>) -> tensor<3x2x4x2xi32>\n"
      "  %r = linalg.mmt4d ins(%a, %b : tensor<3x5x4x8xi8>, tensor<2x5x2x8xi8>) outs(%c : tensor<3x2x4x2xi32>) -> tensor<3x2x4x2xi32>\n"
      "  return %r : tensor<3x2x4x2xi32>\n}\n",
      "func.func @f(%a: tensor<24x40xi8>, %b: tensor<40x56xi8>, %c: tensor<24x56xi32>) -> tensor<24x56xi32> {\n"
      "  %r = linalg.matmul ins(%a, %b : tensor<24x40xi8>, tensor<40x56xi8>) outs(%c : tensor<24x56xi32>) -> tensor<24x56xi32>\n"
      "  return %r : tensor<24x56xi32>\n}\n"};
  static const char *const name[2] = {"linalg.mmt4d", "linalg.matmul"};
  for (int i = 0; i < 2; i++) {
    Arena *a = arena_new();
    Diag d;
    diag_init(&d);
    Options o = {.target = "opu"};
    const char *err;
    assert_true(target_set_option(&o, "opu-tile", "4,2,8", &err));
    Compilation c;
    bool ok = driver_compile(a, "t.mlir", src[i], strlen(src[i]), &o, NULL, false, &c, &d);
    assert_true(ok);
    Graph *g = c.g;
    compilation_free(&c);
    const Op *op = find_op(g, name[i], 0);
    ContractionInfo mm;
    assert_true(contraction_analyze(g, op, &mm));
    assert_int_equal(mm.mmt4d, i == 0);
    if (i == 0) {
      /* A 3x5x4x8 (M1 K1 M0 K0), B 2x5x2x8 (N1 K1 N0 K0) */
      assert_int_equal(mm.mmt4d_outer[0], 3);
      assert_int_equal(mm.mmt4d_outer[1], 2);
      assert_int_equal(mm.mmt4d_outer[2], 5);
      assert_int_equal(mm.mmt4d_tile[0], 4);
      assert_int_equal(mm.mmt4d_tile[1], 2);
      assert_int_equal(mm.mmt4d_tile[2], 8);
      assert_int_equal(g->tasks[op->task].device, DEV_TARGET);
    }
    diag_free(&d);
    arena_free(a);
  }
}

/* What the analysis records beyond the classes: the MX scale's block, the
 * collapsed groups and outer loops, and that opu runs a multi-N contraction
 * through its canonical view while the npu keeps it on the host. */
static void test_recorded_fields(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  char *src = generic_src(&generic_cases[23]); /* MX block scale */
  assert_string_equal(generic_cases[23].name, "MX block scale [N, Kb]");
  Graph *g = compile_src(a, src, "opu", &d, &ok);
  free(src);
  assert_true(ok);
  const Op *op = find_op(g, "linalg.generic", 0);
  const ContractionInfo *mm = g->matches[op->match].mm;
  assert_int_equal(mm->nscales, 1);
  assert_int_equal(mm->scales[0].operand, 2);
  assert_int_equal(mm->scales[0].side, DIM_N);
  assert_int_equal(mm->scales[0].block_loop, 4);
  assert_int_equal(mm->scales[0].block, 32);
  assert_int_equal(mm->scales[0].nloops, 2);
  assert_int_equal(mm->k_group, 2);
  assert_int_equal(mm->k_loop, 4);
  assert_int_equal(mm->lhs_operand, 0);
  assert_int_equal(mm->rhs_operand, 1);
  assert_int_equal(g->tasks[op->task].device, DEV_HOST);
  diag_free(&d);

  diag_init(&d);
  src = generic_src(&generic_cases[13]); /* multi-N Q/K/V */
  g = compile_src(a, src, "opu", &d, &ok);
  assert_true(ok);
  op = find_op(g, "linalg.generic", 0);
  mm = g->matches[op->match].mm;
  assert_int_equal(mm->nbatch, 1);
  assert_int_equal(mm->batch_loops[0], 0); /* H, iterated around the matmul */
  assert_int_equal(mm->n_loop, 2);
  assert_int_equal(mm->n_group, 1);
  assert_int_equal(g->tasks[op->task].device, DEV_TARGET);
  assert_int_equal(g->tasks[op->task].cost.macs, 4 * 24 * 16 * 64);
  diag_free(&d);
  diag_init(&d);
  g = compile_src(a, src, "gemmini", &d, &ok);
  assert_true(ok);
  op = find_op(g, "linalg.generic", 0);
  assert_int_equal(g->tasks[op->task].device, DEV_TARGET);
  diag_free(&d);
  diag_init(&d);
  g = compile_src(a, src, "npu", &d, &ok);
  assert_true(ok);
  op = find_op(g, "linalg.generic", 0);
  assert_int_equal(g->tasks[op->task].device, DEV_HOST);
  assert_non_null(strstr(g->tasks[op->task].reason, "integer contraction")); /* i8: no npu instruction */
  free(src);
  diag_free(&d);
  arena_free(a);
}

/* Convolutions: im2col (passes/im2col.c) turns each one a matmul can run into
 * a window gather and a contraction; depthwise, zero points and pooling stay. */
static const char conv_src[] =
    "func.func @f(%x: tensor<1x39x47x3xi8>, %w: tensor<3x3x3x20xi8>, %c: tensor<1x19x23x20xi32>,\n"
    "             %y: tensor<1x3x30x26xf32>, %v: tensor<20x3x4x4xf32>, %d: tensor<1x20x7x6xf32>,\n"
    "             %z: tensor<1x12x14x5xf32>, %dw: tensor<3x3x5xf32>, %dd: tensor<1x10x12x5xf32>,\n"
    "             %pool: tensor<1x10x12x5xf32>, %qw: tensor<3x3x3x20xi8>, %qc: tensor<1x19x23x20xi32>,\n"
    "             %g: tensor<2x13xf32>, %gw: tensor<3x2x6xf32>, %gc: tensor<6x4xf32>)\n"
    "    -> (tensor<1x19x23x20xi32>, tensor<1x20x7x6xf32>, tensor<1x10x12x5xf32>, tensor<1x5x6x5xf32>,\n"
    "        tensor<1x19x23x20xi32>, tensor<6x4xf32>) {\n"
    "  %r0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
    "      ins(%x, %w : tensor<1x39x47x3xi8>, tensor<3x3x3x20xi8>) outs(%c : tensor<1x19x23x20xi32>) -> tensor<1x19x23x20xi32>\n"
    "  %r1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}\n"
    "      ins(%y, %v : tensor<1x3x30x26xf32>, tensor<20x3x4x4xf32>) outs(%d : tensor<1x20x7x6xf32>) -> tensor<1x20x7x6xf32>\n"
    "  %r2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
    "      ins(%z, %dw : tensor<1x12x14x5xf32>, tensor<3x3x5xf32>) outs(%dd : tensor<1x10x12x5xf32>) -> tensor<1x10x12x5xf32>\n"
    "  %win = tensor.empty() : tensor<2x2xf32>\n"
    "  %e3 = tensor.empty() : tensor<1x5x6x5xf32>\n"
    "  %r3 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
    "      ins(%pool, %win : tensor<1x10x12x5xf32>, tensor<2x2xf32>) outs(%e3 : tensor<1x5x6x5xf32>) -> tensor<1x5x6x5xf32>\n"
    "  %za = arith.constant 1 : i32\n  %zb = arith.constant -3 : i32\n"
    "  %r4 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}\n"
    "      ins(%x, %qw, %za, %zb : tensor<1x39x47x3xi8>, tensor<3x3x3x20xi8>, i32, i32) outs(%qc : tensor<1x19x23x20xi32>) -> tensor<1x19x23x20xi32>\n"
    /* a generic 1-d conv: loops (f, ow, c, kw), input map (c, ow * 2 + kw * 3) */
    "  %r5 = linalg.generic {indexing_maps = [affine_map<(f, ow, c, kw) -> (c, ow * 2 + kw * 3)>,\n"
    "      affine_map<(f, ow, c, kw) -> (kw, c, f)>, affine_map<(f, ow, c, kw) -> (f, ow)>],\n"
    "      iterator_types = [\"parallel\", \"parallel\", \"reduction\", \"reduction\"]}\n"
    "      ins(%g, %gw : tensor<2x13xf32>, tensor<3x2x6xf32>) outs(%gc : tensor<6x4xf32>) {\n"
    "  ^bb0(%a: f32, %b: f32, %acc: f32):\n"
    "    %m = arith.mulf %a, %b : f32\n    %s = arith.addf %acc, %m : f32\n    linalg.yield %s : f32\n"
    "  } -> tensor<6x4xf32>\n"
    "  return %r0, %r1, %r2, %r3, %r4, %r5 : tensor<1x19x23x20xi32>, tensor<1x20x7x6xf32>, tensor<1x10x12x5xf32>,\n"
    "         tensor<1x5x6x5xf32>, tensor<1x19x23x20xi32>, tensor<6x4xf32>\n"
    "}\n";

static void test_convolutions(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, conv_src, "opu", &d, &ok);
  assert_true(ok);
  /* NHWC/HWCF stride 2: gather [1,19,23,3,3,3] then M = 19*23, K = 3*3*3 (kh, kw, c as the filter) */
  const Op *gat = find_op(g, "npucc.im2col", 0);
  assert_non_null(gat);
  const Tensor *col = &g->tensors[gat->out[0]];
  assert_int_equal(col->rank, 6);
  int64_t want[6] = {1, 19, 23, 3, 3, 3};
  for (int r = 0; r < 6; r++) assert_int_equal(col->dims[r], want[r]);
  assert_int_equal(g->matches[gat->match].kind, TK_DATA_MOVEMENT);
  assert_non_null(strstr(g->matches[gat->match].pattern, "window gather 1x19x23x3x3x3xi8"));
  const Op *c0 = find_op(g, "linalg.conv_2d_nhwc_hwcf", 0);
  const ContractionInfo *mm = g->matches[c0->match].mm;
  assert_int_equal(g->matches[c0->match].kind, TK_MATMUL);
  assert_int_equal(c0->in[0], gat->out[0]);
  assert_int_equal(mm->m, 19 * 23);
  assert_int_equal(mm->n, 20);
  assert_int_equal(mm->k, 27);
  assert_true(c0->id == gat->id + 1); /* the gather runs first */
  assert_int_equal(g->tasks[c0->task].device, DEV_TARGET);
  assert_int_equal(g->tasks[c0->task].cost.macs, 19 * 23 * 20 * 27);
  /* NCHW/FCHW stride 4: K = c, kh, kw; M = oh*ow; the result stored N x M */
  const Op *c1 = find_op(g, "linalg.conv_2d_nchw_fchw", 0);
  mm = g->matches[c1->match].mm;
  assert_int_equal(mm->m, 42);
  assert_int_equal(mm->n, 20);
  assert_int_equal(mm->k, 48);
  assert_true(mm->rhs_transposed);
  assert_null(mm->canon_problem);
  /* depthwise: no N dim after im2col, stays a convolution (host) */
  const Op *c2 = find_op(g, "linalg.depthwise_conv_2d_nhwc_hwc", 0);
  assert_int_equal(g->matches[c2->match].kind, TK_CONV);
  assert_int_equal(g->tasks[c2->task].device, DEV_HOST);
  assert_int_equal(g->tasks[c2->task].cost.macs, 10 * 12 * 5 * 9);
  const Op *c3 = find_op(g, "linalg.pooling_nhwc_max", 0);
  assert_int_equal(g->matches[c3->match].kind, TK_POOLING);
  assert_int_equal(g->tasks[c3->task].kind, TK_POOLING);
  /* zero points: a convolution for the host */
  const Op *c4 = find_op(g, "linalg.conv_2d_nhwc_hwcf_q", 0);
  assert_int_equal(g->matches[c4->match].kind, TK_CONV);
  /* the generic 1-d conv with stride 2 and dilation 3: K = kw, c in the filter's order */
  const Op *c5 = find_op(g, "linalg.generic", 0);
  mm = g->matches[c5->match].mm;
  assert_int_equal(g->matches[c5->match].kind, TK_MATMUL);
  assert_int_equal(mm->m, 4);
  assert_int_equal(mm->n, 6);
  assert_int_equal(mm->k, 6);
  assert_int_equal(mm->nk_dims, 2);
  assert_int_equal(mm->k_dims[0], 3); /* kw before c, as the filter stores them */
  assert_int_equal(mm->k_dims[1], 2);
  assert_int_equal(live_ops(g), 9); /* 3 gathers, 3 contractions, depthwise, pool, conv_q */
  diag_free(&d);
  arena_free(a);
}

/* On a target that runs depthwise convs after the gather (npu), the
 * depthwise conv is gathered too: channels batch, window K, no N, the same
 * MACs; a target without (opu above) keeps it whole. */
static void test_depthwise_gathered_for_npu(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, conv_src, "npu", &d, &ok);
  assert_true(ok);
  const Op *c2 = find_op(g, "linalg.depthwise_conv_2d_nhwc_hwc", 0);
  const ContractionInfo *mm = g->matches[c2->match].mm;
  assert_int_equal(g->matches[c2->match].kind, TK_BATCH_MATMUL);
  assert_int_equal(mm->batch, 5);
  assert_int_equal(mm->m, 10 * 12);
  assert_int_equal(mm->k, 9);
  assert_true(mm->n_loop < 0);
  assert_non_null(strstr(mm->canon_problem, "no N dim"));
  const Op *gat = &g->ops[g->tensors[c2->in[0]].producer];
  assert_string_equal(gat->name, "npucc.im2col");
  assert_int_equal(g->matches[gat->match].kind, TK_DATA_MOVEMENT);
  assert_int_equal(g->tasks[c2->task].cost.macs, 10 * 12 * 5 * 9);
  assert_int_equal(g->tasks[c2->task].device, DEV_TARGET);
  assert_string_equal(g->tasks[c2->task].kernel, "npu_vpu_depthwise_bf16");
  assert_int_equal(live_ops(g), 10); /* and the depthwise's gather */
  diag_free(&d);
  arena_free(a);
}

/* Attention whose maps lack k1 (Q [b, m], K [b, k2]) and n (V [b, k2], O
 * [b, m]): raise.c gives the unit dims back, so it is ordinary attention; the
 * host's answer on the rewritten graph equals the definition in double. */
static const char folded_attention_src[] =
    "#q = affine_map<(b, m, k2) -> (b, m)>\n#k = affine_map<(b, m, k2) -> (b, k2)>\n"
    "#v = affine_map<(b, m, k2) -> (b, k2)>\n#s = affine_map<(b, m, k2) -> ()>\n"
    "#o = affine_map<(b, m, k2) -> (b, m)>\n"
    "func.func @f(%q: tensor<3x5xf32>, %k: tensor<3x7xf32>, %v: tensor<3x7xf32>) -> tensor<3x5xf32> {\n"
    "  %sc = arith.constant 0.5 : f32\n  %e = tensor.empty() : tensor<3x5xf32>\n"
    "  %r = \"iree_linalg_ext.attention\"(%q, %k, %v, %sc, %e) <{indexing_maps = [#q, #k, #v, #s, #o]}> ({\n"
    "  ^bb0(%x: f32):\n    \"iree_linalg_ext.yield\"(%x) : (f32) -> ()\n"
    "  }) : (tensor<3x5xf32>, tensor<3x7xf32>, tensor<3x7xf32>, f32, tensor<3x5xf32>) -> tensor<3x5xf32>\n"
    "  return %r : tensor<3x5xf32>\n}\n";

static void test_folded_attention(void **state) {
  (void)state;
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a, folded_attention_src, "npu", &d, &ok);
  assert_true(ok);
  const Op *op = find_op(g, "iree_linalg_ext.attention", 0);
  const AttentionAttrs *at = &op->a.attn;
  assert_int_equal(g->matches[op->match].kind, TK_ATTENTION);
  assert_int_equal(at->nloops, 5);
  assert_int_equal(at->nbatch, 1);
  assert_int_equal(at->k1_loop, 3);
  assert_int_equal(at->n_loop, 4);
  assert_int_equal(g->tensors[op->in[0]].rank, 3);
  assert_int_equal(g->tensors[op->out[0]].dims[2], 1);
  assert_non_null(find_op(g, "tensor.collapse_shape", 0));
  assert_int_equal(g->tasks[op->task].kind, TK_ATTENTION);
  /* the rewritten graph computes the folded attention */
  int64_t qd[2] = {3, 5}, kd[2] = {3, 7};
  HostValue in[3], out[1];
  float *x[3];
  uint64_t seed = 77;
  for (int i = 0; i < 3; i++) {
    in[i] = (HostValue){.dtype = DT_F32, .rank = 2};
    memcpy(in[i].dims, i ? kd : qd, sizeof qd);
    in[i].nbytes = (size_t)(in[i].dims[0] * in[i].dims[1]) * 4;
    in[i].data = x[i] = arena_alloc(a, in[i].nbytes);
    for (size_t j = 0; j < in[i].nbytes / 4; j++) {
      seed = seed * 6364136223846793005u + 1442695040888963407u;
      x[i][j] = (float)((double)(seed >> 40) / (double)(1 << 24) * 4.0 - 2.0);
    }
  }
  char err[256] = "";
  if (!host_eval_func(g, 0, in, out, a, err, sizeof err)) fail_msg("host: %s", err);
  const float *y = out[0].data;
  for (int b = 0; b < 3; b++)
    for (int m = 0; m < 5; m++) {
      double mx = -1e300, s[7], sum = 0, o = 0;
      for (int j = 0; j < 7; j++) {
        s[j] = 0.5 * x[0][b * 5 + m] * x[1][b * 7 + j];
        mx = s[j] > mx ? s[j] : mx;
      }
      for (int j = 0; j < 7; j++) sum += exp(s[j] - mx);
      for (int j = 0; j < 7; j++) o += exp(s[j] - mx) / sum * x[2][b * 7 + j];
      if (fabs(y[b * 5 + m] - o) > 1e-5 * (1 + fabs(o)))
        fail_msg("folded attention [%d,%d]: host %g, definition %g", b, m, (double)y[b * 5 + m], o);
    }
  diag_free(&d);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_generic_variants),
      cmocka_unit_test(test_named_variants),
      cmocka_unit_test(test_recorded_fields),
      cmocka_unit_test(test_mmt4d_view),
      cmocka_unit_test(test_convolutions),
      cmocka_unit_test(test_depthwise_gathered_for_npu),
      cmocka_unit_test(test_folded_attention),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
