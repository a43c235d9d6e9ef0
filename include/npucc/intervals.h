/* intervals.h: a set of closed integer intervals that answers "which of them
 * meet [first, last]" in time proportional to the answer, for the planners. */
#ifndef NPUCC_INTERVALS_H
#define NPUCC_INTERVALS_H

/* Intervals over the steps 0 .. span-1, each filed under an id. A segment tree:
 * an interval is listed under the O(log span) nodes that cover it and under
 * the ancestors of its first step, so a query walks O(log span) nodes and
 * visits only the intervals it returns. */
typedef struct IntervalSet {
  int span, leaves;      /* leaves: span rounded up to a power of two */
  int *cover, *start;    /* per node: first list entry, -1 when none */
  int *next, *id;        /* per list entry */
  int n, cap;
} IntervalSet;

void intervals_init(IntervalSet *s, int span);
void intervals_free(IntervalSet *s);
/* File interval [first, last] (0 <= first <= last < span) under id. */
void intervals_add(IntervalSet *s, int id, int first, int last);
/* Appends to *out (a malloc'd array of capacity *cap, grown as needed) the
 * ids of the intervals that share a step with [first, last] (first <= last),
 * each once, in no particular order; returns how many it appended after *n. */
int intervals_meeting(const IntervalSet *s, int first, int last, int **out, int *n, int *cap);

#endif
