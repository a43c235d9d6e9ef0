/* diag.c: collects diagnostics as values; src/main.c decides where they go.
 * The text form is the conventional "file:line:col: level: message". */
#include "npucc/diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void diag_init(Diag *d) { memset(d, 0, sizeof *d); }

void diag_free(Diag *d) {
  for (int i = 0; i < d->n; i++) free(d->v[i].msg);
  free(d->v);
  diag_init(d);
}

void diag_add(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, ...) {
  if (d->n == d->cap) {
    int cap = d->cap ? 2 * d->cap : 8;
    d->v = xrealloc(d->v, sizeof *d->v * (size_t)cap);
    d->cap = cap;
  }
  StrBuf b;
  sb_init(&b);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  d->v[d->n++] = (DiagEntry){lvl, loc, b.s ? b.s : xcalloc(1, 1)};
  if (lvl == DIAG_ERROR) d->nerrors++;
}

void diag_format(const Diag *d, StrBuf *out) {
  static const char *names[] = {"error", "warning", "note"};
  for (int i = 0; i < d->n; i++) {
    const DiagEntry *e = &d->v[i];
    if (e->loc.file && e->loc.line > 0)
      sb_printf(out, "%s:%u:%u: ", e->loc.file, e->loc.line, e->loc.col);
    else if (e->loc.file)
      sb_printf(out, "%s: ", e->loc.file);
    sb_printf(out, "%s: %s\n", names[e->level], e->msg);
  }
}
