/* iree_syntax.h: npucc's reader of IREE's custom (default printed) assembly.
 * Text in, text out: the front end hands MLIR the generic form it can parse. */
#ifndef NPUCC_IREE_SYNTAX_H
#define NPUCC_IREE_SYNTAX_H

#include <stdbool.h>
#include <stddef.h>

#include "npucc/diag.h"
#include "npucc/util.h"

/* Rewrite every op of an IREE dialect (util, hal, flow, iree_tensor_ext,
 * iree_linalg_ext, iree_encoding) printed in its custom syntax within
 * text[0, scan_end) into MLIR's generic form. Everything else is kept byte for
 * byte and every line stays where it was, so MLIR's locations (and npucc's
 * diagnostics) still name the user's file:line:col. *out is NULL when nothing
 * needed rewriting; otherwise arena text of *outlen bytes (text[scan_end, len)
 * is copied as is). False with diagnostics when an IREE op cannot be read or
 * the file is from a phase npucc does not read (stream, hal executables). */
bool iree_syntax_to_generic(const char *file, const char *text, size_t len, size_t scan_end,
                            Arena *a, const char **out, size_t *outlen, Diag *d);

#endif
