/* target.c (gemmini): the Gemmini systolic array runs i8 x i8 -> i32
 * contractions through RoCC commands; everything else is host code. */
#include <string.h>

#include "gemmini/gemmini.h"
#include "npucc/target.h"

static const TargetOption gemmini_options[] = {
    {"target-config", "FILE", "Gemmini parameters (JSON: DIM, memories, dataflows; docs/gemmini.md)"},
    {"gemmini-schedule", "loop_ws|explicit",
     "LOOP_WS hardware loops (default), or the mvin/preload/compute/mvout commands written out"},
    {"gemmini-dataflow", "ws|os", "weight-stationary (default) or output-stationary (explicit commands)"},
    {NULL, NULL, NULL}};

/* --target-config, --gemmini-schedule, --gemmini-dataflow. */
typedef struct GemminiOptions {
  const char *config;     /* parameter file (JSON), NULL = spec §5's defaults */
  bool explicit_schedule; /* the commands written out instead of LOOP_WS */
  bool os;                /* output-stationary dataflow */
} GemminiOptions;
static const GemminiOptions gemmini_defaults = {NULL, false, false};
_Static_assert(sizeof(GemminiOptions) <= TARGET_OPTIONS_BYTES, "GemminiOptions fits Options.own");

static const GemminiOptions *options_of(const Options *o) {
  const GemminiOptions *set = target_options_get(o, gemmini_options);
  return set ? set : &gemmini_defaults;
}

/* The parameters the program is built for: spec §5's defaults, or the
 * --target-config file over them (its errors go to d). */
static bool params_of(const Options *o, GemminiParams *p, Diag *d) {
  gemmini_params_default(p);
  return !options_of(o)->config || gemmini_params_load(p, options_of(o)->config, d);
}

static bool explicit_of(const Options *o) { return options_of(o)->explicit_schedule; }

static bool os_of(const Options *o) { return options_of(o)->os; }

static bool gemmini_legal(Graph *g, const Task *t, const Options *o, const char **reason) {
  GemminiParams p;
  GemminiMatmul tp;
  Diag d;
  diag_init(&d);
  bool ok = params_of(o, &p, &d); /* a bad file: plan reports it and the compile fails */
  diag_free(&d);
  if (!ok) {
    *reason = "the Gemmini parameter file is invalid";
    return false;
  }
  return gemmini_plan_task(g, t, &p, explicit_of(o), os_of(o), false, &tp, reason);
}

/* A requantization (or an int32 bias) that the accumulator's MVOUT computes
 * bit for bit joins its contraction; anything else stays a host task. */
static bool gemmini_fuse_epilogue(const Graph *g, const Task *t, const Op *epi, const Options *o) {
  (void)o;
  const Op *root = &g->ops[t->root];
  if (t->nops != 1 || root->match < 0 || (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL)) return false;
  const ContractionInfo *mm = g->matches[root->match].mm;
  GemminiEpilogue e;
  return contraction_is_s8s8s32(mm) && root->nout == 1 &&
         gemmini_epilogue_match(g, epi, root->out[0], &e) && !(e.bias >= 0 && mm->accumulate);
}

/* The parameters plan read (and checked), for the task graph. */
static void gemmini_describe(Graph *g, const Options *o) {
  Arena *a = g->arena;
  const GemminiPlan *P = g->target_data;
  GemminiParams p = P->params;
  prop_add_int(a, &g->props, "dim", p.dim);
  prop_add_str(a, &g->props, "dataflow", os_of(o) ? "output_stationary" : "weight_stationary");
  prop_add_int(a, &g->props, "scratchpad_rows", gemmini_spad_rows(&p));
  prop_add_int(a, &g->props, "accumulator_rows", p.acc_rows);
  Prop *pp = NULL;
  prop_add_str(a, &pp, "source", p.source);
  prop_add_int(a, &pp, "DIM", p.dim);
  prop_add_int(a, &pp, "BANK_NUM", p.bank_num);
  prop_add_int(a, &pp, "BANK_ROWS", p.bank_rows);
  prop_add_int(a, &pp, "ACC_ROWS", p.acc_rows);
  prop_add_int(a, &pp, "ACC_BANKS", p.acc_banks);
  prop_add_int(a, &pp, "MAX_BYTES", p.max_bytes);
  prop_add_int(a, &pp, "MAX_BLOCK_LEN", p.max_block_len);
  prop_add_int(a, &pp, "MAX_BLOCK_LEN_ACC", p.max_block_len_acc);
  prop_add_str(a, &pp, "dataflows", p.has_os ? "ws,os" : "ws");
  prop_add_bool(a, &pp, "acc_read_full_width", p.acc_read_full_width);
  prop_add_bool(a, &pp, "ex_write_to_spad", p.ex_write_to_spad);
  prop_add_bool(a, &pp, "d_hardwired_garbage", p.d_hardwired_garbage);
  prop_add_bool(a, &pp, "has_loop_ws", p.has_loop_ws);
  prop_add_obj(a, &g->props, "gemmini_params", pp);
  prop_add_str(a, &g->props, "schedule", explicit_of(o) ? "explicit" : "loop_ws");
  prop_add_str(a, &g->props, "isa", "rv64gc lp64d + Gemmini RoCC (custom-3)");
}

static Prop *cost_props(Arena *a, const GemminiCost *c, const GemminiTiles *t) {
  Prop *r = NULL;
  int64_t tiles[3] = {t->ti, t->tj, t->tk}, grid[3] = {t->i0, t->j0, t->k0};
  prop_add_ints(a, &r, "tiles_ti_tj_tk", tiles, 3);
  prop_add_ints(a, &r, "grid_i0_j0_k0", grid, 3);
  prop_add_int(a, &r, "rocc_commands", c->rocc);
  prop_add_int(a, &r, "expanded_commands", c->expanded);
  prop_add_int(a, &r, "bytes_a", c->bytes_a);
  prop_add_int(a, &r, "bytes_b", c->bytes_b);
  prop_add_int(a, &r, "bytes_d", c->bytes_d);
  prop_add_int(a, &r, "bytes_c", c->bytes_c);
  prop_add_bool(a, &r, "a_reuse", c->a_reuse);
  prop_add_bool(a, &r, "b_reuse", c->b_reuse);
  return r;
}

/* Plans every Gemmini task into Graph.target_data and the task graph. */
static bool gemmini_plan(Graph *g, const Options *o, Diag *d) {
  Arena *a = g->arena;
  GemminiPlan *P = arena_alloc(a, sizeof *P);
  if (!params_of(o, &P->params, d)) return false;
  Loc where = {g->file, 0, 0};
  if (os_of(o) && !P->params.has_os) {
    diag_error(d, where, "gemmini: --gemmini-dataflow=os, but the target parameters offer only ws");
    return false;
  }
  P->task = arena_alloc(a, sizeof *P->task * (size_t)(g->ntasks + 1));
  g->target_data = P;
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (t->device != DEV_TARGET) {
      if (t->device == DEV_HOST) t->kernel = "host_kernel_run";
      continue;
    }
    GemminiMatmul *tp = P->task[i].mm = arena_alloc(a, sizeof *tp);
    const char *why;
    if (!gemmini_plan_task(g, t, &P->params, explicit_of(o), os_of(o), true, tp, &why)) {
      diag_error(d, t->loc, "gemmini: task %d: %s", t->id, why);
      return false;
    }
    const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
    Prop **pp = &t->props;
    int64_t ijk[3] = {tp->pr.i, tp->pr.j, tp->pr.k};
    prop_add_str(a, pp, "dataflow", tp->os ? "output_stationary" : "weight_stationary");
    prop_add_str(a, pp, "schedule", tp->os || tp->explicit_schedule ? "explicit" : "loop_ws");
    prop_add_ints(a, pp, "problem_i_j_k", ijk, 3);
    prop_add_int(a, pp, "batch", tp->nbatch);
    prop_add_bool(a, pp, "roles_swapped", tp->swapped);
    prop_add_bool(a, pp, "a_transpose", tp->a_t);
    prop_add_bool(a, pp, "b_transpose", tp->b_t);
    prop_add_bool(a, pp, "b_transposed_at_compile_time", tp->b_packed);
    prop_add_bool(a, pp, "full_c", tp->pr.full_c);
    prop_add_bool(a, pp, "low_d", false);
    prop_add_str(a, pp, "d", tp->d < 0 ? "none" : mm->accumulate ? "accumulator input" : tp->d_repeating ? "bias row, repeated" : "bias");
    prop_add_str(a, pp, "act", tp->epi.relu ? "relu" : "none");
    prop_add_float(a, pp, "acc_scale", tp->epi.scaled ? tp->epi.scale : 1.0);
    if (tp->epi.op >= 0) prop_add_int(a, pp, "folded_epilogue_op", tp->epi.op);
    int64_t strides[4] = {tp->a_stride, tp->b_stride, tp->d_stride, tp->c_stride};
    prop_add_ints(a, pp, "strides_a_b_d_c", strides, 4);
    prop_add_int(a, pp, "config_commands", tp->config_cmds);
    prop_add_obj(a, pp, "npucc", cost_props(a, &tp->cost, &tp->tiles));
    prop_add_obj(a, pp, "tiled_matmul_auto", cost_props(a, &tp->ref_cost, &tp->ref_tiles));
    int64_t sp_rows = (tp->tiles.ti * tp->tiles.tk + tp->tiles.tk * tp->tiles.tj) * P->params.dim;
    prop_add_int(a, pp, "scratchpad_rows_per_group", sp_rows);
    prop_add_int(a, pp, "accumulator_rows_per_group", tp->tiles.ti * tp->tiles.tj * P->params.dim);
    prop_add_int(a, pp, "macs", tp->nbatch * tp->pr.i * tp->pr.j * tp->pr.k);
    prop_add_str(a, pp, "fence", "after the task's last LOOP_WS, before its function returns to the CPU");
    t->kernel = "gemmini LOOP_WS";
    t->cost.cycles = 0;
  }
  gemmini_plan_program(g, P);
  return true;
}

/* The parameter file is read by plan (its errors are exit 1, file:line:col). */
static bool gemmini_parse_option(Options *o, const char *name, const char *v, const char **err) {
  int k = 0;
  if (!strcmp(name, "target-config")) {
    if (!*v) return *err = "a value is required", false;
  } else if (!strcmp(name, "gemmini-schedule")) {
    if ((k = target_choice(v, "loop_ws|explicit")) < 0) return *err = "loop_ws, explicit", false;
  } else if (!strcmp(name, "gemmini-dataflow")) {
    if ((k = target_choice(v, "ws|os")) < 0) return *err = "ws, os", false;
  } else {
    return *err = "not a gemmini option", false;
  }
  GemminiOptions *go = target_options_edit(o, gemmini_options, &gemmini_defaults, sizeof gemmini_defaults);
  if (!strcmp(name, "target-config")) go->config = v;
  else if (!strcmp(name, "gemmini-schedule")) go->explicit_schedule = k == 1;
  else go->os = k == 1;
  return true;
}

/* defaultConfig's memories, for shared code; the program's own are in the
 * task graph (--target-config may shrink them). */
static const Memory gemmini_memories[] = {
    {"scratchpad", 16384 * 16, 16, false},
    {"accumulator", 1024 * 16 * 4, 64, false},
};

const Target target_gemmini = {
    .name = "gemmini",
    .asm_ext = ".s",
    .dot_colour = "palegreen",
    .machine = {gemmini_memories, 2, 16, 16, 16},
    .options = gemmini_options,
    .parse_option = gemmini_parse_option,
    .fuse_epilogue = gemmini_fuse_epilogue,
    .legal = gemmini_legal,
    .describe = gemmini_describe,
    .plan = gemmini_plan,
    .schedule = gemmini_schedule,
    .emit = gemmini_emit,
};
