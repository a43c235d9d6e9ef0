/* bodyexpr.c: queries over scalar bodies, shared by the matchers and the
 * targets' epilogue checks. Bodies are tiny, so linear scans are fine. */
#include "npucc/bodyexpr.h"

static bool is_cast(ScalarOpcode op) {
  return op == SC_EXTF || op == SC_TRUNCF || op == SC_EXTSI || op == SC_EXTUI ||
         op == SC_TRUNCI || op == SC_SITOFP || op == SC_UITOFP || op == SC_INDEX_CAST;
}

int body_skip_casts(const Body *b, int v) {
  while (v >= 0 && v < b->ninsts && is_cast(b->insts[v].op)) v = b->insts[v].a;
  return v;
}

bool body_is_arg(const Body *b, int v, int arg) {
  return v >= 0 && v < b->ninsts && b->insts[v].op == SC_ARG && b->insts[v].a == arg;
}

bool body_uses(const Body *b, ScalarOpcode op) {
  for (int i = 0; i < b->ninsts; i++)
    if (b->insts[i].op == op) return true;
  return false;
}

bool body_const(const Body *b, int v, double *x) {
  v = body_skip_casts(b, v);
  if (v < 0 || v >= b->ninsts || b->insts[v].op != SC_CONST) return false;
  const ScalarInst *c = &b->insts[v];
  *x = dtype_is_float(c->type) ? c->fval : (double)c->ival;
  return true;
}

bool body_reads_arg(const Body *b, int arg) {
  for (int i = 0; i < b->ninsts; i++) {
    if (b->insts[i].op == SC_EXTRACT && b->insts[i].ival == arg) return true; /* a gather's table */
    if (b->insts[i].op != SC_ARG || b->insts[i].a != arg) continue;
    for (int j = 0; j < b->ninsts; j++) {
      const ScalarInst *s = &b->insts[j];
      if (s->op == SC_ARG || s->op == SC_CONST || s->op == SC_INDEX) continue;
      if (s->a == i || s->b == i || s->c == i || (s->op == SC_EXTRACT && s->pred == i)) return true;
    }
    for (int y = 0; y < b->nyield; y++)
      if (b->yield[y] == i) return true;
  }
  return false;
}

bool body_depends_on(const Body *b, int v, int arg) {
  if (v < 0 || v >= b->ninsts) return false;
  const ScalarInst *s = &b->insts[v];
  if (s->op == SC_ARG) return s->a == arg;
  if (s->op == SC_CONST || s->op == SC_INDEX) return false;
  if (s->op == SC_EXTRACT && (s->ival == arg || body_depends_on(b, s->pred, arg))) return true;
  return body_depends_on(b, s->a, arg) || body_depends_on(b, s->b, arg) ||
         body_depends_on(b, s->c, arg);
}
