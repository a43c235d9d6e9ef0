/* memplan.h: a target-neutral memory planner: gives each buffer an offset in
 * one pool so that buffers alive at the same time never overlap. */
#ifndef NPUCC_MEMPLAN_H
#define NPUCC_MEMPLAN_H

#include <stdbool.h>
#include <stdint.h>

typedef struct MemBlock {
  int64_t size;    /* bytes; 0 means "nothing to place" (addr stays -1) */
  int64_t align;   /* power of two; <= 1 means byte alignment */
  int first, last; /* lifetime in steps (tasks, phases), inclusive */
  int64_t addr;    /* out: offset from the pool base, -1 when not placed */
} MemBlock;

/* Place every block. Blocks whose lifetimes intersect get disjoint ranges;
 * the others may share addresses (reuse). Largest blocks go first, each into
 * the tightest gap left by the blocks it overlaps in time, else above them.
 * Deterministic for a given input. Returns the pool size used (the highest
 * end offset), or -1 when that exceeds `capacity` (> 0) or a block is
 * malformed (negative size, last < first, alignment not a power of two). */
int64_t memplan_assign(MemBlock *blocks, int n, int64_t capacity);

/* Pool size a plan without reuse would need (sum of aligned sizes): what
 * "only counting up" costs, for reports and tests. */
int64_t memplan_no_reuse_size(const MemBlock *blocks, int n);

/* True when no two blocks alive at the same time overlap and each is aligned. */
bool memplan_check(const MemBlock *blocks, int n);

#endif
