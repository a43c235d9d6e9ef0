/* driver.h: the whole pipeline behind one call, so the CLI, the tests and
 * the benchmarks compile a model the same way. */
#ifndef NPUCC_DRIVER_H
#define NPUCC_DRIVER_H

#include "npucc/diag.h"
#include "npucc/graph.h"
#include "npucc/target.h"

typedef struct Compilation {
  Graph *g;
  const Target *target;
  StrBuf dump;      /* --print-after text */
  StrBuf asm_text;  /* emitted assembly, when requested */
  bool have_asm;
} Compilation;

/* Compile `text` (the contents of `path`) through every pass. When want_asm,
 * also run the target's emitter into c->asm_text; with o->asm_later the
 * program is prepared for driver_emit instead. `print_after` names a pass
 * whose Graph dump goes to c->dump ("all" dumps after each). */
bool driver_compile(Arena *a, const char *path, const char *text, size_t len, const Options *o,
                    const char *print_after, bool want_asm, Compilation *c, Diag *d);
/* The assembly of a compilation made with o->asm_later, written to f as it
 * is printed. False with an error in d when the target has no program to
 * print; a failed write shows in ferror(f). */
bool driver_emit(const Compilation *c, const Options *o, FILE *f, Diag *d);
void compilation_free(Compilation *c);

/* npucc --stats: compile through every pass (no emitter) and count what the
 * Graph is made of, with the target's decisions (include npucc/stats.h). */
struct Stats;
bool driver_stats(Arena *a, const char *path, const char *text, size_t len, const Options *o,
                  struct Stats *s, Diag *d);

#endif
