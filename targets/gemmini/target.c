/* target.c (gemmini): the Gemmini systolic array offloads i8 x i8 -> i32
 * contractions (DIM 16, batch unrolled); everything else stays on the host. */
#include "npucc/target.h"

enum {
  GEMMINI_DIM = 16,              /* the systolic array: DIM x DIM */
  GEMMINI_SP_ROWS = 16384,       /* scratchpad rows of DIM int8 */
  GEMMINI_ACC_ROWS = 1024,       /* accumulator rows of DIM int32 */
};

static const Memory gemmini_memories[] = {
    {"scratchpad", GEMMINI_SP_ROWS * GEMMINI_DIM, GEMMINI_DIM, false},
    {"accumulator", GEMMINI_ACC_ROWS * GEMMINI_DIM * 4, GEMMINI_DIM * 4, false},
};

static int64_t pad16(int64_t x) { return (x + GEMMINI_DIM - 1) / GEMMINI_DIM * GEMMINI_DIM; }

static bool gemmini_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  (void)o;
  *reason = task_s8s8s32_problem(g, t, "gemmini");
  return !*reason;
}

static void gemmini_describe(Graph *g, const Options *o) {
  (void)o;
  Arena *a = g->arena;
  prop_add_int(a, &g->props, "dim", GEMMINI_DIM);
  prop_add_str(a, &g->props, "dataflow", "weight_stationary");
  prop_add_int(a, &g->props, "scratchpad_rows", GEMMINI_SP_ROWS);
  prop_add_int(a, &g->props, "accumulator_rows", GEMMINI_ACC_ROWS);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_GEMMINI) continue;
    const ContractionInfo *mm = &g->matches[g->ops[t->root].match].mm;
    int64_t padded[3] = {pad16(mm->m), pad16(mm->n), pad16(mm->k)};
    prop_add_ints(a, &t->props, "padded_mnk", padded, 3);
    prop_add_int(a, &t->props, "batch_unrolled", mm->batch);
    prop_add_bool(a, &t->props, "rhs_transposed", mm->rhs_transposed);
    prop_add_bool(a, &t->props, "lhs_transposed", mm->lhs_transposed);
    t->kernel = "gemmini_tiled_matmul_ws";
  }
}

const Target target_gemmini = {
    .name = "gemmini",
    .asm_ext = ".s",
    .device = DEV_GEMMINI,
    .machine = {gemmini_memories, 2, GEMMINI_DIM, GEMMINI_DIM, GEMMINI_DIM},
    .legal = gemmini_legal,
    .describe = gemmini_describe,
    .emit = NULL,
};
