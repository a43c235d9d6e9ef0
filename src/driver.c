/* driver.c: the pipeline, top to bottom in one screen: the front half
 * (import, canonicalize, raise, im2col, untile, transpose_k, match, chains,
 * dispatch)
 * and the back half (legalize, plan, memory, describe, schedule, emit). Each
 * step is one call. */
#include "npucc/driver.h"

#include <string.h>

#include "npucc/import.h"
#include "npucc/passes.h"
#include "npucc/stats.h"

const char *const pass_names[] = {"import",   "canonicalize", "raise",    "im2col",   "untile",
                                  "transpose_k", "match",     "chains",   "dispatch", "legalize",
                                  "plan",     "memory",       "describe", "schedule", NULL};

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
    diag_error(d, ((Loc){0}), "unknown target '%s' (%s)", o->target, target_names());
    return false;
  }
  c->target = T;
  Graph *g = c->g = graph_new(a, path);
  g->program_wanted = want_asm || o->asm_later;
  g->list_only = o->list_only && !want_asm;
  g->source = o->source && o->source->text == text ? o->source : NULL;
#define STEP(name, call)                      \
  do {                                        \
    if (!(call)) return false;                \
    dump_after(name, print_after, g, &c->dump); \
  } while (0)

  STEP("import", import_mlir(g, text, len, d));
  STEP("canonicalize", pass_canonicalize(g, d));
  STEP("raise", pass_raise(g, d));
  STEP("im2col", pass_im2col(g, T, d));
  STEP("untile", pass_untile(g, T, o, d));
  STEP("transpose_k", pass_transpose_k(g, T, o, d));
  STEP("match", pass_match(g, d));
  STEP("chains", pass_attention_chains(g, d));
  STEP("dispatch", pass_dispatch(g, T, o, d));
  STEP("legalize", pass_legalize(g, T, o, d));
  STEP("plan", !T->plan || T->plan(g, o, d));
  STEP("memory", pass_memory(g, T, d));
  /* after the plans: what the task graph and the dispatch list say of a
   * task is what plan and the memory plan recorded, not a guess ahead of them */
  STEP("describe", (T->describe(g, o), true));
  STEP("schedule", !T->schedule || T->schedule(g, o, d));
#undef STEP

  if (!want_asm && !o->asm_later) return true;
  if (!T->emit) {
    diag_error(d, ((Loc){g->file, 0, 0}),
               "target '%s' has no assembly emitter yet: use --emit=graph or --list-dispatches",
               T->name);
    return false;
  }
  if (!want_asm) return true;
  /* the text in memory, for callers that read it (tests, runners) */
  char *s = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&s, &n);
  if (!f) {
    diag_error(d, ((Loc){g->file, 0, 0}), "cannot hold the assembly in memory");
    return false;
  }
  c->have_asm = T->emit(g, o, f, d);
  if (fclose(f) != 0) c->have_asm = false;
  sb_free(&c->asm_text);
  c->asm_text = (StrBuf){s, n, n + 1};
  return c->have_asm && d->nerrors == 0;
}

bool driver_emit(const Compilation *c, const Options *o, FILE *f, Diag *d) {
  return c->target->emit(c->g, o, f, d);
}

void compilation_free(Compilation *c) {
  sb_free(&c->dump);
  sb_free(&c->asm_text);
}

bool driver_stats(Arena *a, const char *path, const char *text, size_t len, const Options *o,
                  Stats *s, Diag *d) {
  Compilation c;
  bool ok = driver_compile(a, path, text, len, o, NULL, false, &c, d);
  if (ok) stats_collect(c.g, a, s);
  compilation_free(&c);
  return ok;
}
