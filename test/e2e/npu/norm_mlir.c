/* norm_mlir.c: writes the norm and softmax modules of norm_mlir.h: f32
 * generics over an R x C matrix, its R row values and its C column values. */
#include "norm_mlir.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "npucc/util.h"

static const char *ID2 = "affine_map<(d0, d1) -> (d0, d1)>", *ROW = "affine_map<(d0, d1) -> (d0)>",
                  *COL = "affine_map<(d0, d1) -> (d1)>", *ID1 = "affine_map<(d0) -> (d0)>";

typedef struct Gen {
  StrBuf s;
  char tx[48], tv[48], tg[48]; /* R x C, R, C */
} Gen;

/* %name = a fill of `init` (f32 text) over the row values. */
static void fill(Gen *g, const char *name, const char *init) {
  sb_printf(&g->s, "  %%%s_c = arith.constant %s : f32\n  %%%s_e = tensor.empty() : %s\n"
                   "  %%%s = linalg.fill ins(%%%s_c : f32) outs(%%%s_e : %s) -> %s\n",
            name, init, name, g->tv, name, name, name, g->tv, g->tv);
}

/* %name = a row reduction of %in from %init; `body` computes %y from the
 * element %a and the accumulator %o. */
static void row_reduce(Gen *g, const char *name, const char *in, const char *init, const char *body) {
  sb_printf(&g->s, "  %%%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\", \"reduction\"]} "
                   "ins(%%%s : %s) outs(%%%s : %s) {\n  ^bb0(%%a: f32, %%o: f32):\n%s    linalg.yield %%y : f32\n"
                   "  } -> %s\n",
            name, ID2, ROW, in, g->tx, init, g->tv, body, g->tv);
}

/* %name = an elementwise generic over the matrix (`full`) or the row values,
 * with inputs ins[k] read through maps[k] as block arguments args[k]. */
static void elementwise(Gen *g, const char *name, bool full, int n, const char *const *ins,
                        const char *const *maps, const char *body) {
  const char *t = full ? g->tx : g->tv;
  sb_printf(&g->s, "  %%%s_e = tensor.empty() : %s\n  %%%s = linalg.generic {indexing_maps = [", name, t, name);
  for (int k = 0; k < n; k++) sb_printf(&g->s, "%s, ", full ? maps[k] : ID1);
  sb_printf(&g->s, "%s], iterator_types = [%s]} ins(", full ? ID2 : ID1,
            full ? "\"parallel\", \"parallel\"" : "\"parallel\"");
  for (int k = 0; k < n; k++) sb_printf(&g->s, "%s%%%s", k ? ", " : "", ins[k]);
  sb_puts(&g->s, " : ");
  for (int k = 0; k < n; k++)
    sb_printf(&g->s, "%s%s", k ? ", " : "", !full || maps[k] == ROW ? g->tv : maps[k] == COL ? g->tg : g->tx);
  sb_printf(&g->s, ") outs(%%%s_e : %s) {\n  ^bb0(", name, t);
  static const char *args[] = {"%a", "%b", "%w", "%c"};
  for (int k = 0; k < n; k++) sb_printf(&g->s, "%s: f32, ", args[k]);
  sb_printf(&g->s, "%%o: f32):\n%s    linalg.yield %%y : f32\n  } -> %s\n", body, t);
}

char *norm_mlir(NormForm f, int64_t R, int64_t C) {
  Gen g;
  sb_init(&g.s);
  snprintf(g.tx, sizeof g.tx, "tensor<%lldx%lldxf32>", (long long)R, (long long)C);
  snprintf(g.tv, sizeof g.tv, "tensor<%lldxf32>", (long long)R);
  snprintf(g.tg, sizeof g.tg, "tensor<%lldxf32>", (long long)C);
  sb_printf(&g.s, "func.func @main(%%x: %s", g.tx);
  if (NORM_FORM_ROPE(f)) sb_printf(&g.s, ", %%cos: %s, %%sin: %s", g.tx, g.tx);
  else if (!NORM_FORM_REDUCES(f)) sb_printf(&g.s, ", %%u: %s", g.tx);
  else if (f != NORM_SOFTMAX_PIECES) sb_printf(&g.s, ", %%g: %s", g.tg);
  if (f == NORM_LAYER) sb_printf(&g.s, ", %%bt: %s", g.tg);
  sb_printf(&g.s, ") -> %s {\n", g.tx);
  char rs[256];
  snprintf(rs, sizeof rs,
           "    %%n = arith.constant %lld.0 : f32\n    %%d = arith.divf %%a, %%n : f32\n"
           "    %%eps = arith.constant 1.000000e-05 : f32\n    %%s = arith.addf %%d, %%eps : f32\n"
           "    %%y = math.rsqrt %%s : f32\n",
           (long long)C);
  switch (f) {
  case NORM_RMS4: {
    const char *sq_in[] = {"x"}, *sq_map[] = {ID2};
    elementwise(&g, "sq", true, 1, sq_in, sq_map, "    %y = arith.mulf %a, %a : f32\n");
    fill(&g, "z", "0.000000e+00");
    row_reduce(&g, "ss", "sq", "z", "    %y = arith.addf %a, %o : f32\n");
    const char *r_in[] = {"ss"};
    elementwise(&g, "r", false, 1, r_in, NULL, rs);
    const char *y_in[] = {"x", "r", "g"}, *y_map[] = {ID2, ROW, COL};
    elementwise(&g, "res", true, 3, y_in, y_map,
                "    %t = arith.mulf %a, %b : f32\n    %y = arith.mulf %t, %w : f32\n");
    break;
  }
  case NORM_RMS2: {
    fill(&g, "z", "0.000000e+00");
    row_reduce(&g, "ss", "x", "z", "    %q = arith.mulf %a, %a : f32\n    %y = arith.addf %q, %o : f32\n");
    char body[512];
    snprintf(body, sizeof body,
             "    %%n = arith.constant %lld.0 : f32\n    %%d = arith.divf %%b, %%n : f32\n"
             "    %%eps = arith.constant 1.000000e-05 : f32\n    %%s = arith.addf %%d, %%eps : f32\n"
             "    %%r = math.rsqrt %%s : f32\n    %%t = arith.mulf %%a, %%r : f32\n    %%y = arith.mulf %%t, %%w : f32\n",
             (long long)C);
    const char *y_in[] = {"x", "ss", "g"}, *y_map[] = {ID2, ROW, COL};
    elementwise(&g, "res", true, 3, y_in, y_map, body);
    break;
  }
  case NORM_LAYER: {
    fill(&g, "z", "0.000000e+00");
    row_reduce(&g, "s1", "x", "z", "    %y = arith.addf %a, %o : f32\n");
    char mu[160];
    snprintf(mu, sizeof mu, "    %%n = arith.constant %lld.0 : f32\n    %%y = arith.divf %%a, %%n : f32\n", (long long)C);
    const char *mu_in[] = {"s1"};
    elementwise(&g, "mu", false, 1, mu_in, NULL, mu);
    const char *xc_in[] = {"x", "mu"}, *xc_map[] = {ID2, ROW};
    elementwise(&g, "xc", true, 2, xc_in, xc_map, "    %y = arith.subf %a, %b : f32\n");
    fill(&g, "z2", "0.000000e+00");
    row_reduce(&g, "s2", "xc", "z2", "    %q = arith.mulf %a, %a : f32\n    %y = arith.addf %q, %o : f32\n");
    const char *r_in[] = {"s2"};
    elementwise(&g, "r", false, 1, r_in, NULL, rs);
    const char *y_in[] = {"xc", "r", "g", "bt"}, *y_map[] = {ID2, ROW, COL, COL};
    elementwise(&g, "res", true, 4, y_in, y_map,
                "    %t = arith.mulf %a, %b : f32\n    %u = arith.mulf %t, %w : f32\n    %y = arith.addf %u, %c : f32\n");
    break;
  }
  case NORM_SOFTMAX_PIECES: {
    fill(&g, "z", "0.000000e+00");
    row_reduce(&g, "mx", "x", "z", "    %y = arith.maximumf %a, %o : f32\n");
    const char *ex_in[] = {"x", "mx"}, *ex_map[] = {ID2, ROW};
    elementwise(&g, "ex", true, 2, ex_in, ex_map, "    %d = arith.subf %a, %b : f32\n    %y = math.exp %d : f32\n");
    fill(&g, "z2", "0.000000e+00");
    row_reduce(&g, "sm", "ex", "z2", "    %y = arith.addf %a, %o : f32\n");
    const char *y_in[] = {"ex", "sm"}, *y_map[] = {ID2, ROW};
    elementwise(&g, "res", true, 2, y_in, y_map, "    %y = arith.divf %a, %b : f32\n");
    break;
  }
  case NORM_SILU_GATED: {
    const char *x_in[] = {"x"}, *id[] = {ID2, ID2};
    elementwise(&g, "sig", true, 1, x_in, id,
                "    %one = arith.constant 1.000000e+00 : f32\n    %n = arith.negf %a : f32\n"
                "    %e = math.exp %n : f32\n    %s = arith.addf %e, %one : f32\n    %y = arith.divf %one, %s : f32\n");
    const char *sl_in[] = {"x", "sig"};
    elementwise(&g, "sl", true, 2, sl_in, id, "    %y = arith.mulf %a, %b : f32\n");
    const char *y_in[] = {"sl", "u"};
    elementwise(&g, "res", true, 2, y_in, id, "    %y = arith.mulf %a, %b : f32\n");
    break;
  }
  case NORM_SILU_FUSED: {
    const char *x_in[] = {"x"}, *id[] = {ID2, ID2};
    elementwise(&g, "sl", true, 1, x_in, id,
                "    %one = arith.constant 1.000000e+00 : f32\n    %n = arith.negf %a : f32\n"
                "    %e = math.exp %n : f32\n    %s = arith.addf %e, %one : f32\n    %y = arith.divf %a, %s : f32\n");
    const char *y_in[] = {"sl", "u"};
    elementwise(&g, "res", true, 2, y_in, id, "    %y = arith.mulf %a, %b : f32\n");
    break;
  }
  case NORM_GELU_RESID: {
    const char *x_in[] = {"x"}, *id[] = {ID2, ID2};
    elementwise(&g, "cube", true, 1, x_in, id, "    %q = arith.mulf %a, %a : f32\n    %y = arith.mulf %q, %a : f32\n");
    const char *in_in[] = {"x", "cube"};
    elementwise(&g, "inner", true, 2, in_in, id,
                "    %k = arith.constant 4.471500e-02 : f32\n    %t = arith.mulf %b, %k : f32\n"
                "    %y = arith.addf %a, %t : f32\n");
    const char *th_in[] = {"inner"};
    elementwise(&g, "th", true, 1, th_in, id,
                "    %k = arith.constant 0.797884583 : f32\n    %t = arith.mulf %a, %k : f32\n"
                "    %y = math.tanh %t : f32\n");
    const char *ge_in[] = {"x", "th"};
    elementwise(&g, "ge", true, 2, ge_in, id,
                "    %h = arith.constant 5.000000e-01 : f32\n    %one = arith.constant 1.000000e+00 : f32\n"
                "    %p = arith.addf %b, %one : f32\n    %t = arith.mulf %a, %h : f32\n    %y = arith.mulf %t, %p : f32\n");
    const char *y_in[] = {"ge", "u"};
    elementwise(&g, "res", true, 2, y_in, id, "    %y = arith.addf %a, %b : f32\n");
    break;
  }
  case NORM_ROPE:
  case NORM_ROPE_SPLIT: {
    /* rotate_half(x) = concat(-x[:, H:], x[:, :H]) */
    char th[48];
    int64_t H = C / 2;
    snprintf(th, sizeof th, "tensor<%lldx%lldxf32>", (long long)R, (long long)H);
    sb_printf(&g.s, "  %%x1 = tensor.extract_slice %%x[0, 0] [%lld, %lld] [1, 1] : %s to %s\n", (long long)R,
              (long long)H, g.tx, th);
    sb_printf(&g.s, "  %%x2 = tensor.extract_slice %%x[0, %lld] [%lld, %lld] [1, 1] : %s to %s\n", (long long)H,
              (long long)R, (long long)H, g.tx, th);
    Gen hg = g;
    snprintf(hg.tx, sizeof hg.tx, "%s", th);
    const char *n_in[] = {"x2"}, *id[] = {ID2, ID2, ID2, ID2};
    elementwise(&hg, "neg", true, 1, n_in, id, "    %y = arith.negf %a : f32\n");
    g.s = hg.s;
    sb_printf(&g.s, "  %%rot = tensor.concat dim(1) %%neg, %%x1 : (%s, %s) -> %s\n", th, th, g.tx);
    if (f == NORM_ROPE) {
      const char *y_in[] = {"x", "cos", "rot", "sin"};
      elementwise(&g, "res", true, 4, y_in, id,
                  "    %p = arith.mulf %a, %b : f32\n    %q = arith.mulf %w, %c : f32\n"
                  "    %y = arith.addf %p, %q : f32\n");
    } else {
      const char *p_in[] = {"x", "cos"}, *q_in[] = {"rot", "sin"}, *y_in[] = {"xc", "rs"};
      elementwise(&g, "xc", true, 2, p_in, id, "    %y = arith.mulf %a, %b : f32\n");
      elementwise(&g, "rs", true, 2, q_in, id, "    %y = arith.mulf %a, %b : f32\n");
      elementwise(&g, "res", true, 2, y_in, id, "    %y = arith.addf %a, %b : f32\n");
    }
    break;
  }
  }
  sb_printf(&g.s, "  return %%res : %s\n}\n", g.tx);
  return g.s.s;
}

const char *norm_form_name(NormForm f) {
  static const char *const names[] = {"rmsnorm, 4 generics", "rmsnorm, 2 generics", "layernorm, 6 generics",
                                      "softmax, 4 generics", "silu-gated, 3 generics", "silu-gated, 2 generics",
                                      "gelu + residual, 5 generics", "rope, 2 generics",
                                      "rope, 4 generics"};
  return names[f];
}

int norm_form_ops(NormForm f) {
  static const int n[] = {4, 2, 6, 4, 3, 2, 5, 5, 7};
  return n[f];
}
