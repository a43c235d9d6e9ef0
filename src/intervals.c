/* intervals.c: the interval set of the memory planners: which placed buffers
 * are alive with a new one, found without scanning every placed buffer. */
#include "npucc/intervals.h"

#include <stdlib.h>

#include "npucc/util.h"

void intervals_init(IntervalSet *s, int span) {
  *s = (IntervalSet){.span = span > 0 ? span : 1, .leaves = 1};
  while (s->leaves < s->span) s->leaves *= 2;
  size_t nodes = 2 * (size_t)s->leaves;
  s->cover = xmalloc(sizeof *s->cover * nodes);
  s->start = xmalloc(sizeof *s->start * nodes);
  for (size_t i = 0; i < nodes; i++) s->cover[i] = s->start[i] = -1;
}

void intervals_free(IntervalSet *s) {
  free(s->cover);
  free(s->start);
  free(s->next);
  free(s->id);
  *s = (IntervalSet){0};
}

static void push(IntervalSet *s, int *head, int id) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 256;
    s->next = xrealloc(s->next, sizeof *s->next * (size_t)s->cap);
    s->id = xrealloc(s->id, sizeof *s->id * (size_t)s->cap);
  }
  s->next[s->n] = *head;
  s->id[s->n] = id;
  *head = s->n++;
}

void intervals_add(IntervalSet *s, int id, int first, int last) {
  for (int v = s->leaves + first; v >= 1; v >>= 1) push(s, &s->start[v], id);
  for (int lo = first + s->leaves, hi = last + 1 + s->leaves; lo < hi; lo >>= 1, hi >>= 1) {
    if (lo & 1) push(s, &s->cover[lo++], id);
    if (hi & 1) push(s, &s->cover[--hi], id);
  }
}

static void emit(const IntervalSet *s, int head, int **out, int *n, int *cap) {
  for (int e = head; e >= 0; e = s->next[e]) {
    if (*n == *cap) {
      *cap = *cap ? 2 * *cap : 64;
      *out = xrealloc(*out, sizeof **out * (size_t)*cap);
    }
    (*out)[(*n)++] = s->id[e];
  }
}

/* An interval meets [first, last] when it holds step `first` (the cover lists
 * on the path from that leaf to the root) or starts in (first, last] (the
 * start lists of the nodes that tile that range): two disjoint sets. */
int intervals_meeting(const IntervalSet *s, int first, int last, int **out, int *n, int *cap) {
  int before = *n;
  for (int v = s->leaves + first; v >= 1; v >>= 1) emit(s, s->cover[v], out, n, cap);
  for (int lo = first + 1 + s->leaves, hi = last + 1 + s->leaves; lo < hi; lo >>= 1, hi >>= 1) {
    if (lo & 1) emit(s, s->start[lo++], out, n, cap);
    if (hi & 1) emit(s, s->start[--hi], out, n, cap);
  }
  return *n - before;
}
