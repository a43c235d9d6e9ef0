/* program.h: what npucc-run runs: the files npucc wrote (a task graph with the
 * program and weights it names), or a .mlir compiled in-process as npucc would. */
#ifndef NPUCC_RUN_PROGRAM_H
#define NPUCC_RUN_PROGRAM_H

#include <stdbool.h>

#include <jansson.h>

#include "npucc/diag.h"
#include "npucc/driver.h"
#include "npucc/taskgraph.h"

typedef struct Program {
  Options o;            /* the compilation's options (the task graph's, for a .json) */
  Compilation comp;     /* the Graph: the ops that host tasks and the reference evaluate */
  Weights w;            /* constant bytes: the weights file, or the compiled ones */
  json_t *root;         /* the task graph */
  const char *asm_text; /* the program as it runs; NULL when not asked for */
  bool from_graph;      /* loaded from a task graph npucc wrote */
  /* owned storage */
  char *source, *graph_text, *asm_file;
  StrBuf derived;
} Program;

typedef struct ProgramSpec {
  const char *path;     /* MODEL.mlir, or the prog.json npucc wrote */
  const Options *cli;   /* options of the command line (a .mlir only) */
  bool cli_options;     /* the command line gave --target or a target option */
  bool want_program;    /* run/compare: the program text is needed */
  const char *source;   /* --source: the model the task graph was compiled from, if moved */
  const char *base_dir; /* --base-dir: where npucc ran (relative paths in the graph); NULL: . */
} ProgramSpec;

/* Loads s->path. False when it cannot: compiler diagnostics in d, anything
 * else in err. Notes (a program file that is not what this npucc emits) go
 * to stderr. program_close frees what it holds, whatever it returned. */
bool program_open(Program *p, Arena *a, const ProgramSpec *s, Diag *d, char *err, size_t n);
void program_close(Program *p);

#endif
