/* program.c: loads what npucc-run runs. A task graph npucc wrote names the
 * program and weights files and records its source (path and hash) and
 * options; the host reference needs the source's ops, which the task graph
 * does not hold, so the source is read again, checked against the hash, and
 * compiled with the recorded options: the task graph this derives must be the
 * one on disk, or the Graph would not describe the program that runs. */
#include "program.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errmsg.h"

/* A path as npucc recorded it, relative to where npucc ran (base). */
static const char *resolve(Arena *a, const char *base, const char *path) {
  return !base || path[0] == '/' ? path : arena_printf(a, "%s/%s", base, path);
}

static bool looks_like_json(const char *text) {
  while (*text == ' ' || *text == '\t' || *text == '\n' || *text == '\r') text++;
  return *text == '{';
}

/* The task graph's "options" string ("--target=opu --opu-tile=8x8x4") into o:
 * the target first, then that target's own options, as npucc applies them. */
static bool parse_options(Arena *a, const char *line, Options *o, char *err, size_t n) {
  *o = (Options){.target = "npu", .argv_line = arena_strdup(a, line)};
  for (int pass = 0; pass < 2; pass++)
    for (const char *p = line; *p;) {
      while (*p == ' ') p++;
      size_t len = strcspn(p, " ");
      if (!len) break;
      char *tok = arena_strndup(a, p, len), *eq = strchr(tok, '=');
      p += len;
      if (strncmp(tok, "--", 2) || !eq) return run_fail(err, n, "the task graph's options: '%s' is not --NAME=VALUE", tok);
      *eq = '\0';
      const char *name = tok + 2, *value = eq + 1, *why = NULL;
      if (!strcmp(name, "target")) {
        if (pass == 0 && !target_find(value)) return run_fail(err, n, "the task graph's target '%s' is unknown", value);
        if (pass == 0) o->target = value;
        continue;
      }
      const Target *owner = target_option_owner(name);
      if (!owner) return run_fail(err, n, "the task graph's option --%s is unknown to this npucc-run", name);
      /* main keeps only the chosen target's values */
      if (pass == 1 && !strcmp(owner->name, o->target) && !target_set_option(o, name, value, &why))
        return run_fail(err, n, "the task graph's option --%s=%s: %s", name, value, why ? why : "refused");
    }
  return true;
}

static const char *jstr(json_t *o, const char *key) { return json_string_value(json_object_get(o, key)); }

/* Where two task graphs first differ, for the message ("tasks[3].cost"). */
static void first_difference(json_t *x, json_t *y, StrBuf *where) {
  if (json_is_object(x) && json_is_object(y)) {
    const char *k;
    json_t *v;
    json_object_foreach(x, k, v) {
      if (!json_equal(v, json_object_get(y, k))) {
        sb_printf(where, "%s%s", where->len ? "." : "", k);
        if (json_object_get(y, k)) first_difference(v, json_object_get(y, k), where);
        return;
      }
    }
    json_object_foreach(y, k, v) if (!json_object_get(x, k)) {
      sb_printf(where, "%s%s", where->len ? "." : "", k);
      return;
    }
  } else if (json_is_array(x) && json_is_array(y)) {
    for (size_t i = 0; i < json_array_size(x) || i < json_array_size(y); i++)
      if (!json_equal(json_array_get(x, i), json_array_get(y, i))) {
        sb_printf(where, "[%zu]", i);
        if (json_array_get(x, i) && json_array_get(y, i))
          first_difference(json_array_get(x, i), json_array_get(y, i), where);
        return;
      }
  }
}

static bool open_mlir(Program *p, Arena *a, const ProgramSpec *s, Diag *d, char *err, size_t n) {
  size_t len;
  p->source = read_file(s->path, &len);
  if (!p->source) return run_fail(err, n, "cannot read '%s': %s", s->path, strerror(errno));
  p->o = *s->cli;
  if (!driver_compile(a, s->path, p->source, len, &p->o, NULL, s->want_program, &p->comp, d)) return false;
  weights_collect(p->comp.g, &p->w);
  taskgraph_json(p->comp.g, &p->o, p->comp.target, &p->w, NULL, &p->derived);
  json_error_t je;
  p->root = json_loads(sb_cstr(&p->derived), 0, &je);
  if (!p->root) return run_fail(err, n, "task graph is not JSON: %s", je.text);
  p->asm_text = s->want_program ? sb_cstr(&p->comp.asm_text) : NULL;
  return true;
}

static bool open_graph(Program *p, Arena *a, const ProgramSpec *s, Diag *d, char *err, size_t n) {
  const char *g = s->path;
  if (s->cli_options)
    return run_fail(err, n, "%s is a task graph: its target and options are the ones npucc compiled it with "
                            "(give --target and target options to npucc, not npucc-run)", g);
  json_error_t je;
  p->root = json_loads(p->graph_text, 0, &je);
  if (!p->root) return run_fail(err, n, "%s:%d:%d: not JSON: %s", g, je.line, je.column, je.text);
  if (!json_is_object(p->root) || !jstr(p->root, "format") || strcmp(jstr(p->root, "format"), "npucc-taskgraph"))
    return run_fail(err, n, "%s is not an npucc task graph (format is not \"npucc-taskgraph\")", g);
  if (json_integer_value(json_object_get(p->root, "version")) != 1)
    return run_fail(err, n, "%s: task graph version %" PRId64 ", npucc-run reads version 1", g,
                    (int64_t)json_integer_value(json_object_get(p->root, "version")));
  const char *ver = jstr(p->root, "npucc_version");
  if (!ver || strcmp(ver, NPUCC_VERSION))
    return run_fail(err, n, "%s was written by npucc %s, this is npucc-run %s: recompile the model", g,
                    ver ? ver : "(unknown)", NPUCC_VERSION);
  json_t *in = json_object_get(p->root, "input"), *files = json_object_get(p->root, "files");
  const char *file = jstr(in, "file"), *hash = jstr(in, "fnv1a64"), *opts = jstr(p->root, "options");
  if (!file || !hash || !opts || !json_is_object(files))
    return run_fail(err, n, "%s lacks input.file, input.fnv1a64, options or files", g);
  if (!parse_options(a, opts, &p->o, err, n)) return false;
  /* the source: the host reference evaluates its ops */
  const char *src = s->source ? s->source : resolve(a, s->base_dir, file);
  size_t len;
  p->source = read_file(src, &len);
  if (!p->source)
    return run_fail(err, n, "cannot read '%s', the model %s was compiled from: %s (moved? give --source=FILE%s)",
                    src, g, strerror(errno), s->base_dir ? "" : " or --base-dir=DIR, where npucc ran");
  char have[17];
  snprintf(have, sizeof have, "%016" PRIx64, fnv1a64(p->source, len));
  if (strcmp(have, hash))
    return run_fail(err, n, "'%s' changed since npucc compiled it into %s (fnv1a64 %s, the task graph says %s): "
                            "recompile it", src, g, have, hash);
  const char *asm_path = jstr(files, "assembly"), *weights_path = jstr(files, "weights");
  if (s->want_program && !asm_path)
    return run_fail(err, n, "%s names no program (written by --emit=graph or dot): compile with npucc -o, "
                            "or use --mode=reference", g);
  /* locations in the graph name the file as npucc saw it */
  if (!driver_compile(a, file, p->source, len, &p->o, NULL, asm_path != NULL, &p->comp, d)) return false;
  weights_collect(p->comp.g, &p->w);
  p->w.path = weights_path;
  taskgraph_json(p->comp.g, &p->o, p->comp.target, &p->w, asm_path, &p->derived);
  json_t *mine = json_loads(sb_cstr(&p->derived), 0, &je);
  bool same = mine && json_equal(mine, p->root);
  if (!same) {
    StrBuf where;
    sb_init(&where);
    if (mine) first_difference(p->root, mine, &where);
    run_fail(err, n, "%s is not the task graph npucc %s makes of '%s' with '%s' (first difference at %s): "
                     "edited, or written by another build of npucc; recompile the model",
             g, NPUCC_VERSION, src, opts, where.len ? sb_cstr(&where) : "the top level");
    sb_free(&where);
  }
  json_decref(mine);
  if (!same) return false;
  /* the constants the program loads: the weights file */
  if (weights_path) {
    const char *wp = resolve(a, s->base_dir, weights_path);
    char *bytes = read_file(wp, &len);
    if (!bytes) return run_fail(err, n, "cannot read '%s', the weights of %s: %s", wp, g, strerror(errno));
    if (len != p->w.data.len) {
      free(bytes);
      return run_fail(err, n, "'%s' holds %zu bytes, %s places %zu", wp, len, g, p->w.data.len);
    }
    if (memcmp(bytes, p->w.data.s, len))
      fprintf(stderr, "npucc-run: note: '%s' differs from the constants of '%s'; the program runs with the file's\n",
              wp, src);
    memcpy(p->w.data.s, bytes, len);
    free(bytes);
  }
  if (!s->want_program) return true;
  const char *ap = resolve(a, s->base_dir, asm_path);
  p->asm_file = read_file(ap, &len);
  if (!p->asm_file) return run_fail(err, n, "cannot read '%s', the program of %s: %s", ap, g, strerror(errno));
  if (strlen(p->asm_file) != len) return run_fail(err, n, "'%s' holds a NUL byte: not a program npucc wrote", ap);
  if (strcmp(p->asm_file, sb_cstr(&p->comp.asm_text)))
    fprintf(stderr, "npucc-run: note: '%s' is not the program npucc emits for %s; running it as written\n", ap, g);
  p->asm_text = p->asm_file;
  return true;
}

bool program_open(Program *p, Arena *a, const ProgramSpec *s, Diag *d, char *err, size_t n) {
  memset(p, 0, sizeof *p);
  sb_init(&p->derived);
  size_t len;
  p->graph_text = read_file(s->path, &len);
  if (!p->graph_text) return run_fail(err, n, "cannot read '%s': %s", s->path, strerror(errno));
  p->from_graph = looks_like_json(p->graph_text);
  if (!p->from_graph) {
    free(p->graph_text);
    p->graph_text = NULL;
    return open_mlir(p, a, s, d, err, n);
  }
  return open_graph(p, a, s, d, err, n);
}

void program_close(Program *p) {
  if (p->root) json_decref(p->root);
  weights_free(&p->w);
  compilation_free(&p->comp);
  free(p->source);
  free(p->graph_text);
  free(p->asm_file);
  sb_free(&p->derived);
}
