/* textcheck.h: lexical checks on the input text before MLIR parses it: size,
 * NUL bytes, nesting depth, and the constructs that crash MLIR 22's parser. */
#ifndef NPUCC_TEXTCHECK_H
#define NPUCC_TEXTCHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "npucc/diag.h"

/* False, with a located error in `d`, when `text` must not reach MLIR. */
bool text_check(const char *file, const char *text, size_t len, Diag *d);

#endif
