/* import.h: the MLIR front end. Parses IREE input/global-optimization/flow MLIR (generic,
 * mixed, IREE's custom syntax or plain upstream) and fills a Graph; MLIR stays behind. */
#ifndef NPUCC_IMPORT_H
#define NPUCC_IMPORT_H

#include "npucc/diag.h"
#include "npucc/graph.h"

/* Parse and verify `text` (the bytes of g->file) and build g. False with
 * diagnostics (file:line:col) on any error. */
bool import_mlir(Graph *g, const char *text, size_t len, Diag *d);

#endif
