/* stats.c: npucc --stats: counts what a compiled Graph is made of (per task
 * kind and dtype signature, MACs, attention regions, demotions, f32 islands,
 * casts) as named counters, prints them, and checks --require gates. */
#include "npucc/stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static StatCounter *find(const Stats *s, const char *key) {
  for (int i = 0; i < s->n; i++)
    if (!strcmp(s->c[i].key, key)) return &s->c[i];
  return NULL;
}

static void add(Stats *s, const char *key, double v) {
  StatCounter *c = find(s, key);
  if (!c) {
    ARENA_PUSH(s->a, s->c, s->n, s->cap);
    c = &s->c[s->n++];
    c->key = arena_strdup(s->a, key);
    c->value = 0;
  }
  c->value += v;
}

double stats_get(const Stats *s, const char *key) {
  const StatCounter *c = find(s, key);
  return c ? c->value : 0;
}

/* The dtype signature of a task: lhs x rhs -> acc for contractions, the
 * query's type for attention, the result's for softmax, input -> result for
 * the rest (so a truncating elementwise reads f32->bf16). */
static const char *signature(const Graph *g, const Task *t) {
  const Op *op = &g->ops[t->root];
  const Match *m = op->match >= 0 ? &g->matches[op->match] : NULL;
  DType out = op->nout ? g->tensors[op->out[0]].dtype : DT_UNKNOWN;
  /* (an attention task may be rooted at the Q.K^T of a decomposed chain) */
  if (t->kind == TK_ATTENTION && op->nin) return dtype_name(g->tensors[op->in[0]].dtype);
  if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL))
    return arena_printf(g->arena, "%sx%s->%s", dtype_name(m->mm->lhs_type), dtype_name(m->mm->rhs_type),
                        dtype_name(m->mm->acc_type));
  if (t->kind == TK_SOFTMAX) return dtype_name(out);
  if (op->nin) {
    DType in = g->tensors[op->in[0]].dtype;
    return in == out ? dtype_name(out) : arena_printf(g->arena, "%s->%s", dtype_name(in), dtype_name(out));
  }
  return dtype_name(out);
}

/* Union-find over tasks, for islands. */
static int root_of(int *up, int x) {
  while (up[x] != x) x = up[x] = up[up[x]];
  return x;
}

/* The device dtype a target records for buffer x, or NULL. */
static const char *device_dtype(const Graph *g, int x) {
  if (!g->place || !g->place[x].space) return NULL;
  const Prop *p = prop_find(g->place[x].props, "device_dtype");
  return p && p->type == PROP_STR ? p->s : NULL;
}

/* A task whose results leave it in f32 (a bf16 matmul whose truncating
 * epilogue is fused is not one: its f32 never leaves the task). */
static bool is_f32_task(const Graph *g, const Task *t) {
  for (int k = 0; k < t->noutputs; k++)
    if (g->tensors[t->outputs[k]].dtype == DT_F32) return true;
  return false;
}

void stats_collect(const Graph *g, Arena *a, Stats *s) {
  memset(s, 0, sizeof *s);
  s->a = a;
  sb_init(&s->notes);
  /* the fixed counters exist even at 0, so every file shows them */
  static const char *const fixed[] = {"tasks", "tasks.host", "macs", "macs.offloaded",
                                      "offloaded_mac_fraction", "attention.regions.fused",
                                      "attention.regions.raised", "attention.regions.chain",
                                      "demotions", "f32_islands", "casts.truncf", "casts.extf"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) add(s, fixed[i], 0);
  int64_t macs = 0, off = 0;
  /* a tensor's producing task: the task whose outputs hold it */
  int *producer = xmalloc(sizeof *producer * (size_t)(g->ntensors + 1));
  for (int x = 0; x < g->ntensors; x++) producer[x] = -1;
  for (int i = 0; i < g->ntasks; i++)
    for (int k = 0; k < g->tasks[i].noutputs; k++) producer[g->tasks[i].outputs[k]] = i;
  int *up = xmalloc(sizeof *up * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    const char *kind = task_kind_name(t->kind), *sig = signature(g, t);
    bool on_target = t->device != DEV_HOST;
    up[i] = i;
    add(s, "tasks", 1);
    add(s, arena_printf(a, "tasks.%s", device_name(g, t->device)), 1);
    add(s, kind, 1);
    add(s, arena_printf(a, "%s.%s", kind, sig), 1);
    add(s, arena_printf(a, "%s.%s.%s", kind, sig, device_name(g, t->device)), 1);
    if (t->cost.macs) {
      add(s, arena_printf(a, "%s.macs", kind), (double)t->cost.macs);
      add(s, arena_printf(a, "%s.%s.macs", kind, sig), (double)t->cost.macs);
      macs = i64_add_sat(macs, t->cost.macs);
      if (on_target) off = i64_add_sat(off, t->cost.macs);
    }
    if (!on_target && t->reason)
      sb_printf(&s->notes, "host: task %d %s %s: %s\n", t->id, kind, sig, t->reason);
    /* demotions: the contraction computed in fp8, and every buffer the target
     * keeps in a narrower type than the model's */
    const Prop *d8 = prop_find(t->props, "demoted_to_fp8");
    if (d8 && d8->type == PROP_BOOL && d8->i) {
      add(s, "demotions", 1);
      add(s, arena_printf(a, "demotions.%s.%s->fp8", kind, sig), 1);
    }
    for (int k = 0; k < t->ninputs + t->noutputs; k++) {
      int x = k < t->ninputs ? t->inputs[k] : t->outputs[k - t->ninputs];
      const char *dd = device_dtype(g, x);
      const Tensor *xt = &g->tensors[x];
      if (!dd || !dtype_is_float(xt->dtype) || !strcmp(dd, dtype_name(xt->dtype))) continue;
      add(s, "demotions", 1);
      add(s, arena_printf(a, "demotions.%s->%s", dtype_name(xt->dtype), dd), 1);
    }
    /* f32 islands: f32 tasks joined along the buffers between them */
    if (is_f32_task(g, t))
      for (int k = 0; k < t->ninputs; k++) {
        int p = producer[graph_view_root(g, t->inputs[k])];
        if (p < 0) p = producer[t->inputs[k]];
        if (p >= 0 && p < i && is_f32_task(g, &g->tasks[p])) up[root_of(up, i)] = root_of(up, p);
      }
  }
  add(s, "macs", (double)macs);
  add(s, "macs.offloaded", (double)off);
  /* no MACs: nothing that could have been offloaded was left behind */
  add(s, "offloaded_mac_fraction", macs ? (double)off / (double)macs : 1.0);
  /* one line per island, in the order of its first task */
  for (int i = 0; i < g->ntasks; i++) {
    bool first = is_f32_task(g, &g->tasks[i]);
    for (int j = 0; first && j < i; j++)
      first = !(is_f32_task(g, &g->tasks[j]) && root_of(up, j) == root_of(up, i));
    if (!first) continue;
    int r = root_of(up, i);
    add(s, "f32_islands", 1);
    sb_puts(&s->notes, "f32 island: tasks");
    for (int j = 0; j < g->ntasks; j++)
      if (is_f32_task(g, &g->tasks[j]) && root_of(up, j) == r)
        sb_printf(&s->notes, " %d (%s)", j, task_kind_name(g->tasks[j].kind));
    sb_putc(&s->notes, '\n');
  }
  for (int i = 0; i < g->ntasks; i++)
    if (is_f32_task(g, &g->tasks[i])) add(s, "f32_island_tasks", 1);
  free(up);
  free(producer);
  /* attention regions: as IREE wrote it, raised from a decomposed chain, or a
   * decomposed chain whose ops stay separate tasks */
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    if (op->kind == OP_ATTENTION) add(s, op->raised_from ? "attention.regions.raised" : "attention.regions.fused", 1);
    if (op->kind == OP_SOFTMAX) add(s, op->raised_from ? "softmax.regions.raised" : "softmax.regions.named", 1);
    /* casts outside initializers: in ops that read something not constant */
    bool init = true;
    for (int k = 0; k < op->nin; k++) init &= g->tensors[op->in[k]].cst != CONST_NONE;
    for (int k = 0; !init && k < op->body.ninsts; k++) {
      if (op->body.insts[k].op == SC_TRUNCF) add(s, "casts.truncf", 1);
      if (op->body.insts[k].op == SC_EXTF) add(s, "casts.extf", 1);
    }
  }
  add(s, "attention.regions.chain", g->nchains);
}

void stats_free(Stats *s) { sb_free(&s->notes); }

/* The union of the files' keys, in first-seen order. */
static int all_keys(const Stats *const *s, int n, const char **keys, int max) {
  int nk = 0;
  for (int f = 0; f < n; f++)
    for (int i = 0; i < s[f]->n; i++) {
      bool seen = false;
      for (int k = 0; k < nk && !seen; k++) seen = !strcmp(keys[k], s[f]->c[i].key);
      if (!seen && nk < max) keys[nk++] = s[f]->c[i].key;
    }
  return nk;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void put_value(StrBuf *out, const char *key, double v, int width) {
  if (!strcmp(key, "offloaded_mac_fraction")) sb_printf(out, "%*.4f", width, v);
  else sb_printf(out, "%*.0f", width, v);
}

void stats_text(const Stats *const *s, const char *const *names, int n, StrBuf *out) {
  enum { MAXK = 4096 };
  const char **keys = xmalloc(sizeof *keys * MAXK);
  int nk = all_keys(s, n, keys, MAXK);
  qsort(keys, (size_t)nk, sizeof *keys, cmp_str); /* kinds group together */
  int w = 8;
  for (int k = 0; k < nk; k++)
    if ((int)strlen(keys[k]) > w) w = (int)strlen(keys[k]);
  /* a column per file, as wide as its base name */
  int cw[2] = {12, 12};
  sb_printf(out, "%-*s", w, "counter");
  for (int f = 0; f < n && f < 2; f++) {
    const char *b = strrchr(names[f], '/');
    b = b ? b + 1 : names[f];
    if ((int)strlen(b) > cw[f]) cw[f] = (int)strlen(b);
    sb_printf(out, "  %*s", cw[f], b);
  }
  sb_putc(out, '\n');
  for (int k = 0; k < nk; k++) {
    sb_printf(out, "%-*s", w, keys[k]);
    for (int f = 0; f < n && f < 2; f++) {
      sb_puts(out, "  ");
      put_value(out, keys[k], stats_get(s[f], keys[k]), cw[f]);
    }
    sb_putc(out, '\n');
  }
  for (int f = 0; f < n; f++)
    if (s[f]->notes.len) sb_printf(out, "\n%s:\n%s", names[f], sb_cstr((StrBuf *)&s[f]->notes));
  free(keys);
}

static void json_str(StrBuf *out, const char *s) {
  sb_putc(out, '"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') sb_printf(out, "\\%c", *s);
    else if ((unsigned char)*s < 0x20) sb_printf(out, "\\u%04x", *s);
    else sb_putc(out, *s);
  }
  sb_putc(out, '"');
}

void stats_json(const Stats *const *s, const char *const *names, int n, StrBuf *out) {
  sb_puts(out, "{\n  \"format\": \"npucc-stats\",\n  \"version\": 1,\n  \"files\": [");
  for (int f = 0; f < n; f++) {
    sb_printf(out, "%s\n    {\n      \"file\": ", f ? "," : "");
    json_str(out, names[f]);
    sb_puts(out, ",\n      \"counters\": {");
    const char **keys = xmalloc(sizeof *keys * (size_t)(s[f]->n + 1));
    for (int i = 0; i < s[f]->n; i++) keys[i] = s[f]->c[i].key;
    qsort(keys, (size_t)s[f]->n, sizeof *keys, cmp_str);
    for (int i = 0; i < s[f]->n; i++) {
      sb_printf(out, "%s\n        ", i ? "," : "");
      json_str(out, keys[i]);
      double v = stats_get(s[f], keys[i]);
      if (v == floor(v) && fabs(v) < 9e15) sb_printf(out, ": %.0f", v);
      else sb_printf(out, ": %.17g", v);
    }
    free(keys);
    sb_puts(out, "\n      },\n      \"notes\": ");
    json_str(out, sb_cstr((StrBuf *)&s[f]->notes));
    sb_puts(out, "\n    }");
  }
  sb_puts(out, "\n  ]\n}\n");
}

/* ------------------------------------------------------------ --require */

typedef struct Req {
  char key[128];
  char op[3];
  double value;
} Req;

/* KEY OP NUMBER, split at the first operator followed by nothing but a
 * number (a key may hold "->", as in matmul.bf16xbf16->f32). */
static bool req_split(const char *e, Req *r) {
  static const char *const ops[] = {">=", "<=", "==", "!=", ">", "<", "="};
  for (size_t i = 1; e[i]; i++)
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) {
      size_t ol = strlen(ops[k]);
      if (strncmp(e + i, ops[k], ol) || i >= sizeof r->key) continue;
      char *end;
      const char *num = e + i + ol;
      double v = strtod(num, &end);
      if (end == num || *end) continue;
      memcpy(r->key, e, i);
      r->key[i] = 0;
      memcpy(r->op, ops[k], ol + 1);
      r->value = v;
      return true;
    }
  return false;
}

bool stats_require_parse(const char *expr, const char **why) {
  Req r;
  if (!req_split(expr, &r)) {
    *why = "not KEY OP NUMBER (OP one of = == != < <= > >=)";
    return false;
  }
  /* the first part must be something npucc counts: a misspelt key would
   * otherwise read 0 and pass a gate like softmax.f32=0 forever */
  static const char *const heads[] = {"tasks", "macs", "offloaded_mac_fraction", "attention", "softmax",
                                      "demotions", "f32_islands", "f32_island_tasks", "casts"};
  size_t hl = strcspn(r.key, ".");
  for (size_t i = 0; i < sizeof heads / sizeof *heads; i++)
    if (strlen(heads[i]) == hl && !strncmp(heads[i], r.key, hl)) return true;
  for (int k = 0; k < TK_COUNT; k++)
    if (strlen(task_kind_name((TaskKind)k)) == hl && !strncmp(task_kind_name((TaskKind)k), r.key, hl))
      return true;
  *why = "the key names nothing npucc counts (a task kind, tasks, macs, offloaded_mac_fraction, "
         "attention, softmax, demotions, f32_islands, f32_island_tasks, casts)";
  return false;
}

bool stats_require_holds(const Stats *s, const char *expr, double *value) {
  Req r;
  if (!req_split(expr, &r)) return false;
  double v = *value = stats_get(s, r.key);
  if (!strcmp(r.op, ">=")) return v >= r.value;
  if (!strcmp(r.op, "<=")) return v <= r.value;
  if (!strcmp(r.op, ">")) return v > r.value;
  if (!strcmp(r.op, "<")) return v < r.value;
  if (!strcmp(r.op, "!=")) return v != r.value;
  return v == r.value;
}
