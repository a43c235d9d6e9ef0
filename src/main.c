/* main.c: the command line. Parses options, runs the driver, writes the
 * outputs atomically; the only file that prints to the terminal or exits. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "npucc/driver.h"
#include "npucc/passes.h"
#include "npucc/stats.h"
#include "npucc/taskgraph.h"

enum { EXIT_COMPILE = 1, EXIT_USAGE = 2 };

static const char usage_head[] =
    "usage: npucc [options] FILE\n"
    "\n"
    "Compile IREE global-optimization MLIR (generic or mixed form) for an accelerator.\n"
    "\n"
    "  --target=%-17s target (default npu)\n"
    "  -o FILE                    assembly output ('-' = stdout); the task graph goes to\n"
    "                             FILE's stem + .json\n"
    "  --graph=PATH               task graph path (overrides the default)\n"
    "  --emit=asm|graph|dot       what -o receives (default asm: assembly + task graph)\n"
    "  --list-dispatches          print one line per dispatch: kind, shapes, device, reason\n"
    "  --print-after=PASS         dump the graph after PASS, or after each with 'all':\n"
    "                             %s\n"
    "  --coverage                 print what the target offloads (opu: count, MAC-weighted\n"
    "                             and Merlin's line-weighted coverage)\n"
    "  --stats[=json]             count dispatches per kind and dtype signature, MACs,\n"
    "                             attention regions, demotions, f32 islands (writes nothing;\n"
    "                             two FILEs: side by side)\n"
    "  --require=EXPR             with --stats: exit 1 unless KEY OP NUMBER holds\n"
    "                             (e.g. softmax.f32=0, offloaded_mac_fraction>=0.99)\n"
    "  --help, --version\n";
static const char usage_tail[] = "\nExit status: 0 success, 1 compile error, 2 usage error.\n";

/* --help: the shared options, then each target's own from its table. */
static void print_usage(void) {
  StrBuf passes;
  sb_init(&passes);
  for (int i = 0, col = 0; pass_names[i]; i++) {
    if (col > 40) sb_puts(&passes, ",\n                             "), col = 0;
    else if (i) sb_puts(&passes, ", "), col += 2;
    sb_puts(&passes, pass_names[i]);
    col += (int)strlen(pass_names[i]);
  }
  StrBuf names;
  sb_init(&names);
  for (int i = 0; targets[i]; i++) sb_printf(&names, "%s%s", i ? "|" : "", targets[i]->name);
  printf(usage_head, sb_cstr(&names), sb_cstr(&passes));
  sb_free(&names);
  sb_free(&passes);
  for (int i = 0; targets[i]; i++)
    for (const TargetOption *op = targets[i]->options; op && op->name; op++) {
      int n = printf("  --%s=%s", op->name, op->arg);
      if (n >= 29) putchar('\n'), n = 0;
      printf("%*s%s: %s\n", 29 - n, "", targets[i]->name, op->help);
    }
  fputs(usage_tail, stdout);
}

/* Prints the message and frees what option parsing built (a usage error
 * leaks nothing). */
static int usage_error(StrBuf *argline, const char *fmt, const char *arg) {
  sb_free(argline);
  fprintf(stderr, "npucc: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(try 'npucc --help')\n");
  return EXIT_USAGE;
}

/* "dir/model.mlir" -> "model": outputs land in the working directory. */
static char *stem_of(const char *path) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  const char *dot = strrchr(base, '.');
  size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  char *s = xmalloc(n + 1);
  memcpy(s, base, n);
  s[n] = 0;
  return s;
}

/* "out/prog.isa" -> "out/prog" (directory kept). */
static char *strip_ext(const char *path) {
  const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
  size_t n = dot && (!slash || dot > slash + 1) ? (size_t)(dot - path) : strlen(path);
  char *s = xmalloc(n + 1);
  memcpy(s, path, n);
  s[n] = 0;
  return s;
}

/* --stats: each file through every pass, the counters printed (text side by
 * side, or JSON), then each --require checked against each file. */
static int run_stats(const Options *o, bool json, char **files, int nfiles, char **req, int nreq) {
  Arena *arena = arena_new();
  Stats st[2];
  const Stats *sp[2];
  const char *names[2];
  int status = 0, done = 0;
  for (int f = 0; f < nfiles; f++) {
    size_t len;
    char *text = read_file(files[f], &len);
    if (!text) {
      fprintf(stderr, "npucc: error: cannot read '%s': %s\n", files[f], strerror(errno));
      status = EXIT_COMPILE;
      break;
    }
    Diag d;
    diag_init(&d);
    bool ok = driver_stats(arena, files[f], text, len, o, &st[f], &d);
    StrBuf msgs;
    sb_init(&msgs);
    diag_format(&d, &msgs);
    fputs(sb_cstr(&msgs), stderr);
    sb_free(&msgs);
    diag_free(&d);
    free(text);
    if (!ok) {
      status = EXIT_COMPILE;
      break;
    }
    sp[f] = &st[f];
    names[f] = files[f];
    done++;
  }
  if (status == 0) {
    StrBuf out;
    sb_init(&out);
    if (json) stats_json(sp, names, nfiles, &out);
    else stats_text(sp, names, nfiles, &out);
    fputs(sb_cstr(&out), stdout);
    sb_free(&out);
    for (int r = 0; r < nreq; r++)
      for (int f = 0; f < nfiles; f++) {
        double v;
        if (stats_require_holds(sp[f], req[r], &v)) continue;
        fprintf(stderr, "npucc: %s: --require '%s' violated: the value is %g\n", files[f], req[r], v);
        status = EXIT_COMPILE;
      }
  }
  for (int f = 0; f < done; f++) stats_free(&st[f]);
  arena_free(arena);
  return status;
}

/* The task graph goes straight into its output file (OutFile.produce). */
typedef struct JsonJob {
  const Graph *g;
  const Options *o;
  const Target *T;
  const Weights *w;
  const char *asm_path;
} JsonJob;

static bool produce_json(void *ctx, FILE *f) {
  const JsonJob *j = ctx;
  return taskgraph_json_write(j->g, j->o, j->T, j->w, j->asm_path, f);
}

static void print_list(const Graph *g) {
  StrBuf l;
  sb_init(&l);
  taskgraph_list(g, &l);
  fputs(sb_cstr(&l), stdout);
  sb_free(&l);
}

/* The assembly, likewise: printed into its file, never held whole. A
 * target with no program to print says so in d (emit_failed), and
 * nothing is written. */
typedef struct AsmJob {
  const Compilation *c;
  const Options *o;
  Diag *d;
  bool emit_failed;
} AsmJob;

static bool produce_asm(void *ctx, FILE *f) {
  AsmJob *j = ctx;
  errno = 0;
  if (!driver_emit(j->c, j->o, f, j->d)) {
    j->emit_failed = true;
    return false;
  }
  return !ferror(f);
}

static char *concat(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  char *s = xmalloc(n + m + 1);
  memcpy(s, a, n);
  memcpy(s + n, b, m + 1);
  return s;
}

/* All or nothing (see write_files_atomic): a refused or failed run leaves
 * every file that existed before exactly as it was. An emitter that had
 * no program to print has said so itself. */
static bool write_outputs(const OutFile *files, int n, const char *input, const AsmJob *job) {
  const char *why;
  int bad = write_files_atomic(files, n, input, &why);
  if (bad < 0) return true;
  if (job->emit_failed) return false;
  if (why) fprintf(stderr, "npucc: error: refusing to write '%s': it %s\n", files[bad].path, why);
  else fprintf(stderr, "npucc: error: cannot write '%s': %s\n", files[bad].path, strerror(errno));
  return false;
}

int main(int argc, char **argv) {
  Options o = {.target = "npu"};
  const char *out_path = NULL, *graph_path = NULL, *emit = "asm", *print_after = NULL;
  bool list = false, emit_given = false, coverage = false, stats = false, stats_json = false;
  enum { MAX_REQ = 64 };
  char *req[MAX_REQ];
  int nreq = 0;
  enum { O_TARGET = 256, O_GRAPH, O_EMIT, O_LIST, O_PRINT, O_HELP, O_VER, O_COV, O_STATS, O_REQ, O_TOPT };
  static const struct option common[] = {
      {"target", required_argument, NULL, O_TARGET}, {"graph", required_argument, NULL, O_GRAPH},
      {"emit", required_argument, NULL, O_EMIT},     {"list-dispatches", no_argument, NULL, O_LIST},
      {"print-after", required_argument, NULL, O_PRINT}, {"help", no_argument, NULL, O_HELP},
      {"version", no_argument, NULL, O_VER},         {"coverage", no_argument, NULL, O_COV},
      {"stats", optional_argument, NULL, O_STATS},   {"require", required_argument, NULL, O_REQ}};
  /* the targets' own options follow, numbered from O_TOPT in table order */
  enum { NCOMMON = sizeof common / sizeof *common, MAX_TOPTS = 64 };
  struct option longopts[NCOMMON + MAX_TOPTS + 1];
  const TargetOption *topts[MAX_TOPTS];
  const char *topt_value[MAX_TOPTS] = {0}; /* the last value given, applied once --target is known */
  int ntopts = 0;
  memcpy(longopts, common, sizeof common);
  for (int i = 0; targets[i]; i++)
    for (const TargetOption *op = targets[i]->options; op && op->name && ntopts < MAX_TOPTS; op++) {
      longopts[NCOMMON + ntopts] = (struct option){op->name, required_argument, NULL, O_TOPT + ntopts};
      topts[ntopts++] = op;
    }
  longopts[NCOMMON + ntopts] = (struct option){NULL, 0, NULL, 0};
  StrBuf argline;
  sb_init(&argline);
  opterr = 0;
  int c;
  while ((c = getopt_long(argc, argv, ":o:", longopts, NULL)) != -1) {
    switch (c) {
    case 'o': out_path = optarg; break;
    case O_TARGET:
      if (!target_find(optarg)) {
        fprintf(stderr, "npucc: unknown target '%s' (%s)\n(try 'npucc --help')\n", optarg,
                target_names());
        sb_free(&argline);
        return EXIT_USAGE;
      }
      o.target = optarg;
      sb_printf(&argline, " --target=%s", optarg);
      break;
    case O_GRAPH: graph_path = optarg; break;
    case O_EMIT:
      if (strcmp(optarg, "asm") && strcmp(optarg, "graph") && strcmp(optarg, "dot"))
        return usage_error(&argline, "unknown --emit '%s' (asm, graph, dot)", optarg);
      emit = optarg;
      emit_given = true;
      break;
    case O_LIST: list = true; break;
    case O_COV: coverage = true; break;
    case O_STATS:
      if (optarg && strcmp(optarg, "json")) return usage_error(&argline, "unknown --stats '%s' (--stats or --stats=json)", optarg);
      stats = true;
      stats_json = optarg != NULL;
      break;
    case O_REQ: {
      const char *why;
      if (!stats_require_parse(optarg, &why)) {
        fprintf(stderr, "npucc: bad --require '%s': %s\n(try 'npucc --help')\n", optarg, why);
        sb_free(&argline);
        return EXIT_USAGE;
      }
      if (nreq == MAX_REQ) return usage_error(&argline, "more than %s --require", "64");
      req[nreq++] = optarg;
      break;
    }
    case O_PRINT: {
      bool ok = !strcmp(optarg, "all");
      for (int i = 0; pass_names[i]; i++) ok |= !strcmp(optarg, pass_names[i]);
      if (!ok) return usage_error(&argline, "unknown pass '%s' for --print-after", optarg);
      print_after = optarg;
      break;
    }
    case O_HELP: print_usage(); sb_free(&argline); return 0;
    case O_VER: printf("npucc %s (MLIR C API, LLVM 22)\n", NPUCC_VERSION); sb_free(&argline); return 0;
    case ':': return usage_error(&argline, "option '%s' needs a value", argv[optind - 1]);
    default: {
      if (c < O_TOPT || c >= O_TOPT + ntopts) return usage_error(&argline, "unknown option '%s'", argv[optind - 1]);
      /* checked by the target that owns it, whichever is chosen; kept for
       * the chosen one (Options holds one target's values) */
      const TargetOption *op = topts[c - O_TOPT];
      const char *err = NULL;
      Options check = {0};
      if (!target_set_option(&check, op->name, optarg, &err)) {
        fprintf(stderr, "npucc: bad --%s '%s' (%s)\n(try 'npucc --help')\n", op->name, optarg,
                err ? err : op->arg);
        sb_free(&argline);
        return EXIT_USAGE;
      }
      topt_value[c - O_TOPT] = optarg;
      sb_printf(&argline, " --%s=%s", op->name, optarg);
      break;
    }
    }
  }
  if (nreq && !stats) return usage_error(&argline, "%s", "--require needs --stats");
  if (stats) {
    if (optind >= argc || argc - optind > 2)
      return usage_error(&argline, "%s", optind >= argc ? "no input file" : "--stats takes one or two input files");
    if (list || coverage || out_path || graph_path || emit_given || print_after)
      return usage_error(&argline, "%s", "--stats only prints: it takes no output or other report option");
    o.argv_line = argline.len ? sb_cstr(&argline) + 1 : "";
    int status = run_stats(&o, stats_json, argv + optind, argc - optind, req, nreq);
    sb_free(&argline);
    return status;
  }
  if (optind != argc - 1)
    return usage_error(&argline, "%s", optind >= argc ? "no input file" : "more than one input file");
  const char *input = argv[optind];
  for (int i = 0; i < ntopts; i++) {
    const char *err;
    if (topt_value[i] && !strcmp(target_option_owner(topts[i]->name)->name, o.target))
      target_set_option(&o, topts[i]->name, topt_value[i], &err); /* accepted above */
  }
  o.argv_line = argline.len ? sb_cstr(&argline) + 1 : "";

  SourceText src;
  if (!source_open(input, &src)) {
    fprintf(stderr, "npucc: error: cannot read '%s': %s\n", input, strerror(errno));
    sb_free(&argline);
    return EXIT_COMPILE;
  }
  o.source = &src;
  if (coverage && !target_find(o.target)->report) {
    source_close(&src);
    return usage_error(&argline, "--coverage is not available for target '%s'", o.target);
  }
  /* --list-dispatches and --coverage alone only print; with -o or --emit
   * they also write. The coverage report reads the assembly. */
  bool write = !(list || coverage) || out_path || emit_given || graph_path;
  bool want_asm = (write && !strcmp(emit, "asm")) || coverage;
  o.list_only = list && !write && !coverage && !print_after; /* a dump shows the schedule */
  /* The assembly goes straight into its file, but for the report, which
   * reads it whole, and standard output, where the dispatch list comes
   * first: a list is printed after the program was, as it is only when
   * there was one. */
  o.asm_later = want_asm && !coverage && !(out_path && !strcmp(out_path, "-"));
  if (o.asm_later) want_asm = false;

  /* The assembly's temporary is begun before compiling: a target that
   * prints its program as it schedules it (opu, gemmini) streams it there
   * instead of holding it whole until the outputs are written. When it
   * cannot be made, the program is held, and writing fails as it would. */
  const Target *chosen = target_find(o.target);
  char *stem_default = stem_of(input);
  char *stem = out_path && strcmp(out_path, "-") ? strip_ext(out_path) : strdup(stem_default);
  char *asm_path = write && !strcmp(emit, "asm") ? out_path ? strdup(out_path) : concat(stem, chosen->asm_ext) : NULL;
  char *asm_tmp = NULL;
  FILE *asm_begun = o.asm_later ? temp_open_beside(asm_path, &asm_tmp) : NULL;
  o.asm_stream = asm_begun;

  Arena *arena = arena_new();
  Diag d;
  diag_init(&d);
  Compilation comp;
  bool ok = driver_compile(arena, input, src.text, src.len, &o, print_after, want_asm, &comp, &d);
  StrBuf msgs;
  sb_init(&msgs);
  diag_format(&d, &msgs);
  fputs(sb_cstr(&msgs), stderr);
  sb_free(&msgs);
  if (comp.dump.len) fputs(sb_cstr(&comp.dump), stdout);

  int status = ok ? 0 : EXIT_COMPILE;
  if (ok && list && !o.asm_later) print_list(comp.g);
  if (coverage && comp.g && (ok || comp.g->ntasks > 0)) { /* the passes ran */
    StrBuf r;
    sb_init(&r);
    comp.target->report(comp.g, &o, comp.have_asm ? sb_cstr(&comp.asm_text) : NULL, &r);
    fputs(sb_cstr(&r), stdout);
    sb_free(&r);
  }
  if (ok && write) {
    const Target *T = comp.target;
    OutFile files[3];
    int nfiles = 0;
    StrBuf dot;
    sb_init(&dot);
    char *json_path = NULL, *dot_path = NULL;
    AsmJob asm_job = {&comp, &o, &d, false};
    if (!strcmp(emit, "asm")) {
      json_path = graph_path ? strdup(graph_path) : concat(stem, ".json");
      files[nfiles++] = o.asm_later ? (OutFile){.path = asm_path, .produce = produce_asm, .ctx = &asm_job,
                                                .begun = asm_begun, .begun_tmp = asm_tmp}
                                    : (OutFile){.path = asm_path, .data = sb_cstr(&comp.asm_text),
                                                .len = comp.asm_text.len};
      asm_begun = NULL; /* write_outputs' now */
    } else if (!strcmp(emit, "graph")) {
      json_path = graph_path ? strdup(graph_path) : out_path ? strdup(out_path) : concat(stem, ".json");
    } else {
      dot_path = out_path ? strdup(out_path) : concat(stem, ".dot");
      if (graph_path) json_path = strdup(graph_path);
      taskgraph_dot(comp.g, T, &dot);
      files[nfiles++] = (OutFile){.path = dot_path, .data = sb_cstr(&dot), .len = dot.len};
    }
    /* The weights file sits beside the task graph that points into it. */
    Weights w;
    weights_collect(comp.g, &w);
    char *weights_stem = json_path && strcmp(json_path, "-") ? strip_ext(json_path) : strdup(stem);
    char *weights_path = w.data.len ? concat(weights_stem, ".weights.bin") : NULL;
    free(weights_stem);
    w.path = weights_path;
    JsonJob job = {comp.g, &o, T, &w, asm_path};
    if (json_path) {
      files[nfiles++] = (OutFile){.path = json_path, .produce = produce_json, .ctx = &job};
      if (weights_path) files[nfiles++] = (OutFile){.path = weights_path, .data = w.data.s, .len = w.data.len};
    }
    int nd = d.n;
    if (!write_outputs(files, nfiles, input, &asm_job)) status = EXIT_COMPILE;
    if (asm_job.emit_failed) { /* what the emitter said, after what was said before */
      Diag late = d;
      late.v += nd;
      late.n -= nd;
      StrBuf m;
      sb_init(&m);
      diag_format(&late, &m);
      fputs(sb_cstr(&m), stderr);
      sb_free(&m);
    }
    if (list && o.asm_later && !asm_job.emit_failed) print_list(comp.g);
    free(json_path);
    free(dot_path);
    free(weights_path);
    weights_free(&w);
    sb_free(&dot);
  }
  if (asm_begun) temp_discard(asm_begun, asm_tmp); /* nothing is written */
  free(asm_path);
  free(stem);
  free(stem_default);
  compilation_free(&comp);
  diag_free(&d);
  arena_free(arena);
  source_close(&src);
  sb_free(&argline);
  return status;
}
