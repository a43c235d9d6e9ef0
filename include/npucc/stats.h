/* stats.h: what a compiled model is made of, as named counters (npucc
 * --stats): dispatches per kind and dtype signature with their MACs,
 * attention regions, the target's demotions, f32 islands, casts. */
#ifndef NPUCC_STATS_H
#define NPUCC_STATS_H

#include "npucc/graph.h"

typedef struct StatCounter {
  const char *key; /* "softmax.f32", "matmul.bf16xbf16->f32.macs", "offloaded_mac_fraction" */
  double value;
} StatCounter;

typedef struct Stats {
  Arena *a;
  StatCounter *c;
  int n, cap;
  StrBuf notes; /* lines only the text form shows: islands' tasks, host reasons */
} Stats;

/* Counts everything about a Graph the passes finished with (target placed). */
void stats_collect(const Graph *g, Arena *a, Stats *s);
void stats_free(Stats *s);
/* A counter's value; a counter nothing incremented reads 0. */
double stats_get(const Stats *s, const char *key);

/* Text: one block per file, side by side when there are two. */
void stats_text(const Stats *const *s, const char *const *names, int n, StrBuf *out);
/* JSON: {"files": [{"file": ..., "counters": {...}}, ...]}. */
void stats_json(const Stats *const *s, const char *const *names, int n, StrBuf *out);

/* --require=EXPR: KEY OP NUMBER with OP one of = == != < <= > >=. The KEY must
 * name a counter npucc can count (a task kind, a fixed name); false with *why
 * (static text) when EXPR is malformed. */
bool stats_require_parse(const char *expr, const char **why);
/* Does s satisfy expr (parsed by stats_require_parse)? *value gets the KEY's. */
bool stats_require_holds(const Stats *s, const char *expr, double *value);

#endif
