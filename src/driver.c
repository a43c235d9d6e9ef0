/* driver.c: the pipeline, top to bottom in one screen: import, canonicalize,
 * raise, match, dispatch, legalize, describe, emit. Each step is one call. */
#include "npucc/driver.h"

#include <string.h>

#include "npucc/import.h"
#include "npucc/passes.h"

const char *const pass_names[] = {"import", "canonicalize", "raise", "match",
                                  "dispatch", "legalize", NULL};

static void dump_after(const char *pass, const char *want, const Graph *g, StrBuf *out) {
  if (!want || (strcmp(want, pass) && strcmp(want, "all"))) return;
  sb_printf(out, "// ----- after %s -----\n", pass);
  graph_print(g, out);
}

bool driver_compile(Arena *a, const char *path, const char *text, size_t len, const Options *o,
                    const char *print_after, bool want_asm, Compilation *c, Diag *d) {
  memset(c, 0, sizeof *c);
  sb_init(&c->dump);
  sb_init(&c->asm_text);
  const Target *T = target_find(o->target);
  if (!T) {
    diag_error(d, ((Loc){0}), "unknown target '%s' (npu, gemmini, opu)", o->target);
    return false;
  }
  c->target = T;
  Graph *g = c->g = graph_new(a, path);

  if (!import_mlir(g, text, len, d)) return false;
  dump_after("import", print_after, g, &c->dump);
  if (!pass_canonicalize(g, d)) return false;
  dump_after("canonicalize", print_after, g, &c->dump);
  if (!pass_raise(g, d)) return false;
  dump_after("raise", print_after, g, &c->dump);
  if (!pass_match(g, d)) return false;
  dump_after("match", print_after, g, &c->dump);
  if (!pass_dispatch(g, T, o, d)) return false;
  dump_after("dispatch", print_after, g, &c->dump);
  if (!pass_legalize(g, T, o, d)) return false;
  dump_after("legalize", print_after, g, &c->dump);
  T->describe(g, o);
  if (T->lower && !T->lower(g, o, d)) return false;

  if (!want_asm) return true;
  if (!T->emit) {
    diag_error(d, ((Loc){g->file, 0, 0}),
               "target '%s' has no assembly emitter yet: use --emit=graph or --list-dispatches",
               T->name);
    return false;
  }
  c->have_asm = T->emit(g, o, &c->asm_text, d);
  return c->have_asm && d->nerrors == 0;
}

void compilation_free(Compilation *c) {
  sb_free(&c->dump);
  sb_free(&c->asm_text);
}
