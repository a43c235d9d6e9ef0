/* unit_util.h: helpers the unit tests share: compile a snippet of MLIR held
 * in a string, and find ops/tasks in the result. */
#ifndef NPUCC_UNIT_UTIL_H
#define NPUCC_UNIT_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/diag.h"
#include "npucc/driver.h"
#include "npucc/graph.h"
#include "npucc/import.h"
#include "npucc/passes.h"

/* Import only. */
static inline Graph *import_src(Arena *a, const char *src, Diag *d, bool *ok) {
  Graph *g = graph_new(a, "t.mlir");
  *ok = import_mlir(g, src, strlen(src), d);
  return g;
}

/* A test input file of IREE_TEST_DIR imported and canonicalized, or NULL
 * (the file unreadable, or its diagnostics printed to stderr). */
static inline Graph *import_iree_test(Arena *a, const char *dir, const char *name) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  size_t len;
  char *text = read_file(path, &len);
  if (!text) return NULL;
  Graph *g = graph_new(a, arena_strdup(a, path));
  Diag d;
  diag_init(&d);
  bool ok = import_mlir(g, arena_strndup(a, text, len), len, &d) && pass_canonicalize(g, &d);
  if (!ok) {
    StrBuf b;
    sb_init(&b);
    diag_format(&d, &b);
    fprintf(stderr, "%s", sb_cstr(&b));
    sb_free(&b);
  }
  free(text);
  diag_free(&d);
  return ok ? g : NULL;
}

/* The whole pipeline for one target (no assembly). */
static inline Graph *compile_src(Arena *a, const char *src, const char *target, Diag *d, bool *ok) {
  Options o = {.target = target};
  Compilation c;
  *ok = driver_compile(a, "t.mlir", src, strlen(src), &o, NULL, false, &c, d);
  if (!*ok) { /* say why, so a failing assertion on `ok` explains itself */
    StrBuf b;
    sb_init(&b);
    diag_format(d, &b);
    fprintf(stderr, "compile for %s failed:\n%s", target, sb_cstr(&b));
    sb_free(&b);
  }
  Graph *g = c.g;
  compilation_free(&c);
  return g;
}

/* The n-th live op named `name`, or NULL. */
static inline const Op *find_op(const Graph *g, const char *name, int n) {
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead && !strcmp(g->ops[i].name, name) && n-- == 0) return &g->ops[i];
  return NULL;
}

static inline int live_ops(const Graph *g) {
  int n = 0;
  for (int i = 0; i < g->nops; i++) n += !g->ops[i].dead;
  return n;
}

static inline bool diag_has(const Diag *d, DiagLevel lvl, const char *needle) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i].level == lvl && strstr(d->v[i].msg, needle)) return true;
  return false;
}

#endif
