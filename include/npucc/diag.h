/* diag.h: diagnostics as values. Every error carries file:line:col; nothing
 * below src/main.c prints to the terminal or exits. */
#ifndef NPUCC_DIAG_H
#define NPUCC_DIAG_H

#include "npucc/util.h"

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;

typedef struct DiagEntry {
  DiagLevel level;
  Loc loc;
  char *msg;
} DiagEntry;

typedef struct Diag {
  DiagEntry *v;
  int n, cap;
  int nerrors;
} Diag;

void diag_init(Diag *d);
void diag_free(Diag *d);
void diag_add(Diag *d, DiagLevel lvl, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
#define diag_error(d, loc, ...) diag_add((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...) diag_add((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_add((d), DIAG_NOTE, (loc), __VA_ARGS__)
/* "file:line:col: error: msg" lines, one per entry. */
void diag_format(const Diag *d, StrBuf *out);

#endif
