/* taskgraph.h: the views of a compiled Graph a user or a loader reads: the
 * JSON task graph (schema in docs/taskgraph.schema.json), the one-line-per-
 * task dispatch list, Graphviz, and the weights file the graph points into. */
#ifndef NPUCC_TASKGRAPH_H
#define NPUCC_TASKGRAPH_H

#include <stdio.h>

#include "npucc/graph.h"
#include "npucc/target.h"

#define NPUCC_VERSION "0.1.0"
#define TASKGRAPH_FORMAT "npucc-taskgraph"
#define TASKGRAPH_VERSION 1

/* Known constant bytes laid out in one file, 64-byte aligned each. */
typedef struct Weights {
  int64_t *offset; /* per tensor: offset in `data`, -1 when not stored */
  StrBuf data;
  const char *path; /* where main writes it; NULL when nothing is stored */
} Weights;

void weights_collect(const Graph *g, Weights *w);
void weights_free(Weights *w);

/* The task graph as JSON text (stable key order; the top level and its
 * arrays indented by 2, each of their members on one line). */
void taskgraph_json(const Graph *g, const Options *o, const Target *t, const Weights *w,
                    const char *asm_path, StrBuf *out);
/* The same text written to f as it is produced (main's output files: the
 * task graph of a large module is hundreds of MB); false if a write failed. */
bool taskgraph_json_write(const Graph *g, const Options *o, const Target *t, const Weights *w,
                          const char *asm_path, FILE *f);
/* One line per task: "dispatch N: KIND ... -> DEVICE [...]" or "-> host: REASON". */
void taskgraph_list(const Graph *g, StrBuf *out);
/* Graphviz: tasks coloured by device, edges along buffers. */
void taskgraph_dot(const Graph *g, const Target *t, StrBuf *out);

#endif
