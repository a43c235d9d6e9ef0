/* dispatch.c: forms the tasks: one root op each, plus the elementwise
 * consumers the target fuses into it; fills join their consumer's task. */
#include <stdlib.h>
#include <string.h>

#include "npucc/bodyexpr.h"
#include "npucc/passes.h"

/* Reshapes and bitcasts are views of the same bytes: no task, no copy. */
static bool is_view(const Op *op) { return op->kind == OP_RESHAPE || op->kind == OP_BITCAST; }

/* The op that really computes tensor t, looking through views. */
static int real_producer(const Graph *g, int t) { return g->tensors[graph_view_root(g, t)].producer; }

/* The op that reads the fill's result first, when that op is not a view (a
 * view would hide the real consumer) nor another fill; -1 otherwise. */
static int first_consumer(const Graph *g, const int *first_reader, int fill) {
  int j = first_reader[g->ops[fill].out[0]];
  if (j < 0 || is_view(&g->ops[j]) || g->ops[j].kind == OP_FILL) return -1;
  return j;
}

static void task_push_op(Graph *g, Task *t, int op, int *cap) {
  ARENA_PUSH(g->arena, t->ops, t->nops, *cap);
  t->ops[t->nops++] = op;
  g->ops[op].task = t->id;
}

static void push_unique(Arena *a, int **v, int *n, int *cap, int x) {
  for (int i = 0; i < *n; i++)
    if ((*v)[i] == x) return;
  ARENA_PUSH(a, *v, *n, *cap);
  (*v)[(*n)++] = x;
}

/* The task `op` fuses into, or -1. A candidate is the task that produced one
 * of op's inputs as its last result, read by nobody else; op may join it only
 * when every other input exists by the time that task runs (an input of a
 * later task would be read before it is computed) and the target agrees. */
static int fusion_target(const Graph *g, const Op *op, const int *uses, const Target *target,
                         const Options *o) {
  if (!target->fuse_epilogue || op->match < 0 || g->matches[op->match].kind != TK_ELEMENTWISE)
    return -1;
  for (int i = 0; i < op->nin; i++) {
    const Tensor *in = &g->tensors[op->in[i]];
    int p = in->producer;
    if (p < 0 || g->ops[p].task < 0 || in->role == ROLE_OUTPUT || graph_is_stored(g, in->id)) continue;
    const Task *t = &g->tasks[g->ops[p].task];
    if (t->ops[t->nops - 1] != p || uses[in->id] != 1) continue;
    if (t->kind == TK_DATA_MOVEMENT || t->kind == TK_OTHER) continue;
    /* IREE's dispatch boundaries (Flow input) are kept: no fusion across them. */
    if (op->iree_dispatch != g->ops[t->root].iree_dispatch) continue;
    bool ready = true;
    for (int k = 0; k < op_noperands(op) && ready; k++) {
      int rp = real_producer(g, op_operand(op, k));
      ready = rp < 0 || g->ops[rp].task <= t->id;
    }
    if (ready && target->fuse_epilogue(g, t, op, o)) return t->id;
  }
  return -1;
}

/* Inserts op into task t where program order puts it. */
static void task_insert_op(Graph *g, Task *t, int op, int *cap) {
  task_push_op(g, t, op, cap);
  int j = t->nops - 1;
  for (; j > 0 && t->ops[j - 1] > op; j--) t->ops[j] = t->ops[j - 1];
  t->ops[j] = op;
}

/* Moves elementwise group b into the earlier group a, for op (which reads
 * both) to join a, when every op of b and op itself have their operands by
 * the time a runs and the target takes each into a; b is left empty
 * (compact_tasks drops it). Two chains that meet (RoPE's x cos, begun
 * apart from the rest because it reads only the entry's inputs) become one
 * group. Nothing between a and b reads b: a task reads only tasks before
 * it. */
static bool merge_groups(Graph *g, Task *a, Task *b, const Op *op, const Target *target, const Options *o,
                         const GraphUsers *users, int *caps) {
  if (b->kind != TK_ELEMENTWISE || a->func != b->func || a->iree_dispatch != b->iree_dispatch) return false;
  for (int j = 0; j <= b->nops; j++) {
    const Op *u = j < b->nops ? &g->ops[b->ops[j]] : op;
    for (int k = 0; k < op_noperands(u); k++) {
      int rp = real_producer(g, op_operand(u, k));
      if (rp >= 0 && g->ops[rp].task != b->id && g->ops[rp].task > a->id) return false;
    }
  }
  /* ask the target op by op, a growing copy of a holding those before */
  Task tmp = *a;
  tmp.ops = xmalloc(sizeof *tmp.ops * (size_t)(a->nops + b->nops));
  memcpy(tmp.ops, a->ops, sizeof *tmp.ops * (size_t)a->nops);
  bool ok = true;
  for (int j = 0; j <= b->nops && ok; j++) {
    const char *why = NULL;
    ok = target->fuse_group(g, &tmp, j < b->nops ? &g->ops[b->ops[j]] : op, users, o, &why);
    if (j < b->nops) tmp.ops[tmp.nops++] = b->ops[j];
  }
  free(tmp.ops);
  if (!ok) return false;
  for (int j = 0; j < b->nops; j++) task_insert_op(g, a, b->ops[j], &caps[a->id]);
  b->nops = 0;
  return true;
}

/* The vector-op group `op` joins, or -1: a task that produced one of op's
 * inputs (any of its results, read by anyone) in the same IREE dispatch,
 * when all of op's operands exist by the time it runs and the target keeps
 * such groups on chip. Its other readers still read it: compute_edges makes
 * it an output of the group. When op reads two groups, the later one first
 * moves into the earlier (merge_groups) if it can. *why: the target's
 * reason when it refuses. */
static int group_target(Graph *g, const Op *op, const Target *target, const Options *o,
                        const GraphUsers *users, int *caps, const char **why) {
  if (!target->fuse_group || op->match < 0) return -1;
  TaskKind k = g->matches[op->match].kind;
  /* a concat joins as the column offsets of its parts (the target decides) */
  if (k != TK_ELEMENTWISE && k != TK_REDUCTION && op->kind != OP_CONCAT) return -1;
  int best = -1, second = -1;
  for (int i = 0; i < op->nin; i++) {
    int p = g->tensors[op->in[i]].producer; /* a view's reader is not in the group */
    if (p < 0 || g->ops[p].task < 0 || g->ops[p].task == best) continue;
    const Task *t = &g->tasks[g->ops[p].task];
    if (op->iree_dispatch != g->ops[t->root].iree_dispatch) continue;
    if (t->id > best) second = best, best = t->id;
    else if (t->id > second) second = t->id;
  }
  if (best < 0) return -1;
  Task *tb = &g->tasks[best];
  if (second >= 0 && (tb->kind == TK_ELEMENTWISE || tb->kind == TK_REDUCTION)) {
    Task *ta = &g->tasks[second];
    if ((ta->kind == TK_ELEMENTWISE || ta->kind == TK_REDUCTION) && merge_groups(g, ta, tb, op, target, o, users, caps))
      best = second;
  }
  for (int k2 = 0; k2 < op_noperands(op); k2++) {
    int rp = real_producer(g, op_operand(op, k2));
    if (rp >= 0 && g->ops[rp].task > best) return -1;
  }
  return target->fuse_group(g, &g->tasks[best], op, users, o, why) ? best : -1;
}

/* Inputs, deps and outputs of every task. A result is an output of its
 * task when an entry returns it or an op outside the task (a view
 * included) reads it; `outside` is computed for all tensors in one pass. */
static void compute_edges(Graph *g) {
  bool *outside = xcalloc((size_t)g->ntensors + 1, sizeof *outside);
  for (int i = 0; i < g->nops; i++) {
    const Op *u = &g->ops[i];
    if (u->dead) continue;
    for (int k = 0; k < op_noperands(u); k++) {
      int x = op_operand(u, k), p = g->tensors[x].producer;
      if (p >= 0 && g->ops[p].task >= 0 && g->ops[p].task != u->task) outside[x] = true;
    }
  }
  /* A value an entry stores into module state is read when the call ends. */
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++) outside[g->funcs[f].state_src[j]] = true;
  for (int ti = 0; ti < g->ntasks; ti++) {
    Task *t = &g->tasks[ti];
    int capin = 0, capout = 0, capdeps = 0;
    t->ninputs = t->noutputs = t->ndeps = 0;
    for (int j = 0; j < t->nops; j++) {
      const Op *op = &g->ops[t->ops[j]];
      for (int k = 0; k < op_noperands(op); k++) {
        int x = op_operand(op, k);
        int p = g->tensors[x].producer;
        if (p >= 0 && g->ops[p].task == t->id) continue;
        /* An init with no producer is uninitialised storage: not an input. */
        if (k >= op->nin && p < 0 && g->tensors[x].role == ROLE_INTERMEDIATE) continue;
        /* So is an input only there for its shape (pooling's window): the
         * body never reads it. */
        if (k < op->nin && p < 0 && g->tensors[x].role == ROLE_INTERMEDIATE && op->kind == OP_STRUCTURED &&
            op->body.nargs == op_noperands(op) && !body_reads_arg(&op->body, k))
          continue;
        push_unique(g->arena, &t->inputs, &t->ninputs, &capin, x);
        int rp = real_producer(g, x);
        if (rp >= 0 && g->ops[rp].task >= 0 && g->ops[rp].task != t->id)
          push_unique(g->arena, &t->deps, &t->ndeps, &capdeps, g->ops[rp].task);
      }
      for (int r = 0; r < op->nout; r++) {
        int x = op->out[r];
        if (outside[x] || g->tensors[x].role == ROLE_OUTPUT)
          push_unique(g->arena, &t->outputs, &t->noutputs, &capout, x);
      }
    }
  }
  free(outside);
}

/* A slice that is a task of its own (tasks are formed in program order:
 * before its readers) joins the group that alone reads it when the target
 * agrees, so that RoPE's halves of x are column offsets within the group
 * rather than host copies; later tasks move down one. The op goes where
 * program order puts it in the group. */
static void merge_slices(Graph *g, const Target *target, const Options *o, const GraphUsers *users, int *caps) {
  enum { NONE = -3, MIXED = -2 };
  int *reader = xmalloc(sizeof *reader * (size_t)(g->ntensors + 1)); /* the one task reading it */
  for (int x = 0; x < g->ntensors; x++) reader[x] = NONE;
  for (int i = 0; i < g->nops; i++) {
    const Op *u = &g->ops[i];
    if (u->dead) continue;
    for (int k = 0; k < op_noperands(u); k++) {
      int x = op_operand(u, k);
      /* an op in no task (a view) hides its readers */
      reader[x] = u->task < 0 || (reader[x] != NONE && reader[x] != u->task) ? MIXED : u->task;
    }
  }
  for (int s = 0; s < g->ntasks; s++) {
    Task *st = &g->tasks[s];
    if (st->nops != 1 || g->ops[st->ops[0]].kind != OP_EXTRACT_SLICE) continue;
    int i = st->ops[0], y = g->ops[i].out[0], into = reader[y];
    if (into <= s || g->tensors[y].role == ROLE_OUTPUT || graph_is_stored(g, y)) continue;
    Task *t = &g->tasks[into];
    const char *why = NULL;
    if (g->ops[i].iree_dispatch != g->ops[t->root].iree_dispatch || !target->fuse_group(g, t, &g->ops[i], users, o, &why))
      continue;
    task_insert_op(g, t, i, &caps[into]);
    st->nops = 0;
  }
  free(reader);
}

/* Drops the tasks merge_groups and merge_slices emptied; those after move
 * down. */
static void compact_tasks(Graph *g) {
  int *renum = xmalloc(sizeof *renum * (size_t)(g->ntasks + 1)), n = 0;
  for (int s = 0; s < g->ntasks; s++) {
    renum[s] = g->tasks[s].nops ? n : -1;
    if (!g->tasks[s].nops) continue;
    if (n != s) g->tasks[n] = g->tasks[s];
    g->tasks[n].id = n;
    n++;
  }
  g->ntasks = n;
  for (int i = 0; i < g->nops; i++)
    if (g->ops[i].task >= 0) g->ops[i].task = renum[g->ops[i].task];
  free(renum);
}

/* Flow input: one flow.dispatch may become several tasks (an unfused
 * epilogue, a pack beside its mmt4d); each says which part it is. Tasks are
 * in program order, so a dispatch's parts are numbered in order. */
static void number_dispatch_parts(Graph *g) {
  int ncalls = 0;
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].iree_dispatch && g->tasks[i].iree_call >= ncalls) ncalls = g->tasks[i].iree_call + 1;
  int *count = xcalloc((size_t)ncalls + 1, sizeof *count);
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].iree_dispatch) g->tasks[i].iree_part = count[g->tasks[i].iree_call]++;
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].iree_dispatch) g->tasks[i].iree_nparts = count[g->tasks[i].iree_call];
  free(count);
}

bool pass_dispatch(Graph *g, const Target *target, const Options *o, Diag *d) {
  (void)d;
  g->ntasks = 0;
  for (int i = 0; i < g->nops; i++) g->ops[i].task = -1;
  int *caps = NULL, capcaps = 0, ncaps = 0; /* ops[] capacity per task */
  int *uses = graph_use_counts(g);
  /* who reads what, for the target's estimate of what a group keeps */
  GraphUsers *users = target->fuse_group ? graph_users_new(g) : NULL;
  int *first_reader = xmalloc(sizeof *first_reader * (size_t)(g->ntensors + 1));
  for (int t = 0; t < g->ntensors; t++) first_reader[t] = -1;
  for (int i = g->nops - 1; i >= 0; i--) {
    const Op *u = &g->ops[i];
    if (u->dead) continue;
    for (int k = 0; k < op_noperands(u); k++) first_reader[op_operand(u, k)] = i;
  }
  for (int f = 0; f < g->nfuncs; f++) {
    for (int i = g->funcs[f].first_op; i < g->funcs[f].end_op; i++) {
      Op *op = &g->ops[i];
      if (op->dead || is_view(op)) continue;
      if (op->kind == OP_FILL && first_consumer(g, first_reader, i) >= 0) continue; /* below */
      int into = fusion_target(g, op, uses, target, o);
      const char *refused = NULL;
      bool grouped = into < 0 && (into = group_target(g, op, target, o, users, caps, &refused)) >= 0;
      if (into >= 0) {
        Task *t = &g->tasks[into];
        task_push_op(g, t, i, &caps[into]);
        /* a group that reduces is a reduction task, rooted at its first
         * reduction, with its elementwise producers and consumers fused */
        if (grouped && t->kind == TK_ELEMENTWISE && g->matches[op->match].kind == TK_REDUCTION) {
          t->kind = TK_REDUCTION;
          t->root = i;
          t->loc = op->loc;
        }
        continue;
      }
      Task *t = graph_add_task(g);
      ARENA_PUSH(g->arena, caps, ncaps, capcaps);
      caps[ncaps++] = 0;
      t->func = f;
      t->root = i;
      t->kind = op->match >= 0 ? g->matches[op->match].kind : TK_OTHER;
      t->loc = op->loc;
      t->iree_dispatch = op->iree_dispatch;
      t->iree_call = op->iree_call;
      t->group_refused = refused;
      task_push_op(g, t, i, &caps[t->id]);
    }
  }
  /* A fill that survived canonicalize (a non-zero init such as the -inf of a
   * max-reduce) belongs to the task of the op it initialises. */
  for (int i = 0; i < g->nops; i++) {
    Op *fill = &g->ops[i];
    if (fill->dead || fill->kind != OP_FILL || fill->task >= 0) continue;
    Task *t = &g->tasks[g->ops[first_consumer(g, first_reader, i)].task];
    task_push_op(g, t, i, &caps[t->id]);
    /* Keep the task's ops in program order: the fill goes first. */
    memmove(t->ops + 1, t->ops, sizeof *t->ops * (size_t)(t->nops - 1));
    t->ops[0] = i;
  }
  if (target->fuse_group) {
    merge_slices(g, target, o, users, caps);
    compact_tasks(g);
  }
  compute_edges(g);
  number_dispatch_parts(g);
  free(uses);
  graph_users_free(users);
  free(first_reader);
  return true;
}
