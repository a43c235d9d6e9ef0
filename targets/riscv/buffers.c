/* buffers.c (riscv): the plan of an entry point's buffer table: a home and a
 * slot for every view group its tasks touch, workspace offsets, placements. */
#include <stdlib.h>
#include <string.h>

#include "npucc/intervals.h"

#include "riscv/riscv.h"

const char *const rv_home_names[] = {"input", "output", "rodata", "bss_param", "zeros", "workspace", "state"};

void rv_plan_entry(Graph *g, int func, RvEntry *e) {
  Arena *a = g->arena;
  memset(e, 0, sizeof *e);
  e->func = func;
  e->symbol = rv_entry_symbol(a, g->funcs[func].name);
  e->tasks = arena_alloc(a, sizeof(int) * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].func == func) e->tasks[e->ntasks++] = i;
  e->root = arena_alloc(a, sizeof(int) * (size_t)(g->ntensors + 1));
  e->slot_of_root = arena_alloc(a, sizeof(int) * (size_t)(g->ntensors + 1));
  for (int t = 0; t < g->ntensors; t++) {
    e->root[t] = graph_view_root(g, t); /* a view shares its root's slot */
    e->slot_of_root[t] = -1;
  }
}

static int add_slot(Arena *a, RvEntry *e, RvSlot s) {
  ARENA_PUSH(a, e->slots, e->nslots, e->capslots);
  e->slots[e->nslots] = s;
  return e->nslots++;
}

static bool is_input(const Func *f, int t, int *j) {
  for (int i = 0; i < f->ninputs; i++)
    if (f->inputs[i] == t) return *j = i, true;
  return false;
}

static void shape_text(StrBuf *b, const Tensor *x) {
  for (int i = 0; i < x->rank; i++) {
    if (x->dims[i] == NPUCC_DYN) sb_puts(b, "?x");
    else sb_printf(b, "%lldx", (long long)x->dims[i]);
  }
  sb_puts(b, dtype_name(x->dtype));
}

bool rv_plan_buffers(Graph *g, RvEntry *e, RvTouches touches, const void *ctx, const char **why,
                     Loc *where) {
  Arena *a = g->arena;
  const Func *f = &g->funcs[e->func];
  int nt = g->ntensors;
  bool *needed = arena_alloc(a, (size_t)nt + 1);
  int *first = arena_alloc(a, sizeof(int) * (size_t)(nt + 1));
  int *last = arena_alloc(a, sizeof(int) * (size_t)(nt + 1));
  for (int t = 0; t < nt; t++) first[t] = e->ntasks + 1, last[t] = -1;
  for (int p = 0; p < e->ntasks; p++) {
    const Task *t = &g->tasks[e->tasks[p]];
    for (int j = 0; j < t->nops; j++) {
      const Op *op = &g->ops[t->ops[j]];
      for (int k = 0; k < op_noperands(op) + op->nout; k++) {
        if (touches && !touches(g, t, op, k, ctx)) continue;
        int x = k < op_noperands(op) ? op_operand(op, k) : op->out[k - op_noperands(op)];
        int r = e->root[x];
        needed[r] = true;
        if (p < first[r]) first[r] = p;
        if (p > last[r]) last[r] = p;
      }
    }
  }
  for (int j = 0; j < f->noutputs; j++) {
    int r = e->root[f->outputs[j]];
    needed[r] = true;
    last[r] = e->ntasks; /* read by the copies at the end */
    if (first[r] > e->ntasks) first[r] = e->ntasks;
  }
  for (int j = 0; j < f->ninputs; j++) needed[e->root[f->inputs[j]]] = true;
  /* State stores copy after the outputs' copies: the value lives to the end. */
  for (int j = 0; j < f->nstates; j++) {
    int r = e->root[f->state_src[j]];
    needed[r] = needed[e->root[f->state_dst[j]]] = true;
    last[r] = e->ntasks;
    if (first[r] > e->ntasks) first[r] = e->ntasks;
  }
  /* The copies run one after another: a store whose value is itself state
   * another store of this call rewrites (a swap) copies from a stash taken
   * before any copy (rv_state_stash). */
  e->state_stash = arena_alloc(a, sizeof *e->state_stash * (size_t)(f->nstates ? f->nstates : 1));
  for (int j = 0; j < f->nstates; j++) {
    e->state_stash[j] = -1;
    for (int k = 0; k < f->nstates; k++)
      if (j != k && e->root[f->state_src[j]] == e->root[f->state_dst[k]]) e->state_stash[j] = 0;
  }

  for (int r = 0; r < nt; r++) { /* by root id: deterministic */
    if (!needed[r] || e->root[r] != r) continue;
    const Tensor *x = &g->tensors[r];
    if (!tensor_is_static(x) || x->dtype == DT_UNKNOWN) {
      StrBuf b;
      sb_init(&b);
      shape_text(&b, x);
      int dim = tensor_dynamic_dim(x);
      *why = arena_printf(a, "tensor %%%d%s%s (%s) %s; the emitted program needs static shapes and known types",
                          r, x->name ? " " : "", x->name ? x->name : "", sb_cstr(&b),
                          dim >= 0 ? arena_printf(a, "has a dynamic dimension %d", dim)
                                   : "has a type npucc does not model");
      *where = x->loc;
      sb_free(&b);
      return false;
    }
    RvSlot s = {.tensor = r, .bytes = (int64_t)tensor_bytes(x), .first = first[r], .last = last[r]};
    s.what = x->name ? arena_printf(a, "buffer %d %%%s", r, x->name) : arena_printf(a, "buffer %d", r);
    int j;
    if (is_input(f, r, &j)) {
      s.kind = RV_HOME_INPUT, s.index = j;
    } else if (x->cst == CONST_DENSE || x->cst == CONST_SPLAT) {
      s.kind = RV_HOME_CONST, s.sym = arena_printf(a, "npucc_const_%d", r);
      s.data = graph_const_dense(g, x);
    } else if (x->cst == CONST_UNKNOWN) {
      /* Elided weights: the loader fills this symbol before the first call. */
      s.kind = RV_HOME_PARAM;
      s.sym = arena_printf(a, "npucc_param_%s",
                           rv_sanitize(a, x->name ? x->name : arena_printf(a, "t%d", r), true));
    } else if (x->role == ROLE_STATE) {
      s.kind = RV_HOME_STATE;
      s.sym = arena_printf(a, "npucc_state_%s",
                           rv_sanitize(a, x->name ? x->name : arena_printf(a, "t%d", r), true));
      s.data = graph_state_initial(g, x);
    } else if (x->producer < 0) {
      s.kind = RV_HOME_ZERO; /* tensor.empty reads as zeros, as targets/host has it */
      if (s.bytes > e->zero_bytes) e->zero_bytes = s.bytes;
    } else {
      s.kind = RV_HOME_WORK;
      for (int o = 0; o < f->noutputs && s.kind == RV_HOME_WORK; o++)
        if (e->root[f->outputs[o]] == r) s.kind = RV_HOME_OUTPUT, s.index = o;
    }
    e->slot_of_root[r] = add_slot(a, e, s);
  }
  for (int j = 0; j < f->nstates; j++)
    if (e->state_stash[j] == 0) {
      RvSlot s = {.kind = RV_HOME_WORK, .tensor = -1, .first = e->ntasks, .last = e->ntasks,
                  .bytes = (int64_t)tensor_bytes(&g->tensors[f->state_dst[j]])};
      s.what = arena_printf(a, "stash of the value stored into @%s", g->tensors[f->state_dst[j]].name);
      e->state_stash[j] = add_slot(a, e, s);
    }
  return true;
}

int rv_plan_scratch(Graph *g, RvEntry *e, const Task *t, int pos, const char *what, int64_t bytes) {
  RvSlot s = {.kind = RV_HOME_WORK, .tensor = -1, .bytes = bytes, .first = pos, .last = pos};
  s.what = arena_printf(g->arena, "scratch %s of task %d", what, t->id);
  return add_slot(g->arena, e, s);
}

static int64_t align_up(int64_t x) { return (x + RV_WORKSPACE_ALIGN - 1) / RV_WORKSPACE_ALIGN * RV_WORKSPACE_ALIGN; }

typedef struct SlotKey {
  int64_t key;
  int slot;
} SlotKey;

/* Larger first (by_size) or lower first (by_offset); ties by slot index. */
static int by_size(const void *pa, const void *pb) {
  const SlotKey *a = pa, *b = pb;
  if (a->key != b->key) return a->key > b->key ? -1 : 1;
  return (a->slot > b->slot) - (a->slot < b->slot);
}
static int by_offset(const void *pa, const void *pb) {
  const SlotKey *a = pa, *b = pb;
  if (a->key != b->key) return a->key < b->key ? -1 : 1;
  return (a->slot > b->slot) - (a->slot < b->slot);
}

/* Largest slot first, each at the lowest aligned offset where it overlaps no
 * slot placed before it that is alive at the same time. The placed slots are
 * filed by lifetime, so each placement visits only the ones alive with it. */
void rv_plan_workspace(Arena *a, RvEntry *e) {
  int n = 0, span = 1;
  SlotKey *order = arena_alloc(a, sizeof *order * (size_t)(e->nslots + 1));
  for (int i = 0; i < e->nslots; i++)
    if (e->slots[i].kind == RV_HOME_WORK) {
      order[n++] = (SlotKey){e->slots[i].bytes, i};
      /* a work slot is touched by a task, or is a task's scratch: 0 <= first <= last */
      if (e->slots[i].last + 1 > span) span = e->slots[i].last + 1;
    }
  qsort(order, (size_t)n, sizeof *order, by_size);
  IntervalSet placed;
  intervals_init(&placed, span);
  int *live = NULL, nlive, cap = 0;
  SlotKey *near = arena_alloc(a, sizeof *near * (size_t)(n + 1));
  e->workspace = 0;
  for (int i = 0; i < n; i++) {
    RvSlot *s = &e->slots[order[i].slot];
    nlive = 0;
    intervals_meeting(&placed, s->first, s->last, &live, &nlive, &cap);
    for (int k = 0; k < nlive; k++) near[k] = (SlotKey){e->slots[live[k]].offset, live[k]};
    qsort(near, (size_t)nlive, sizeof *near, by_offset);
    /* Sweep upwards: every aligned offset skipped overlaps the slot that
     * moved the cursor, so the first one left is the lowest that fits. */
    int64_t off = 0;
    for (int k = 0; k < nlive; k++) {
      const RvSlot *o = &e->slots[near[k].slot];
      if (o->offset >= off + s->bytes) break;
      if (o->offset + o->bytes > off) off = align_up(o->offset + o->bytes);
    }
    s->offset = off;
    if (off + s->bytes > e->workspace) e->workspace = off + s->bytes;
    intervals_add(&placed, order[i].slot, s->first, s->last);
  }
  intervals_free(&placed);
  free(live);
  e->workspace = align_up(e->workspace);
}

void rv_record_placements(Graph *g, const RvEntry *e) {
  Arena *a = g->arena;
  for (int x = 0; x < g->ntensors; x++) {
    int s = e->slot_of_root[e->root[x]];
    if (s < 0) continue;
    const RvSlot *sl = &e->slots[s];
    bool work = sl->kind == RV_HOME_WORK;
    Placement *pl = graph_place(g, x, rv_home_names[sl->kind], (int64_t)tensor_bytes(&g->tensors[x]),
                                work && sl->first < e->ntasks ? e->tasks[sl->first] : -1,
                                work && sl->last < e->ntasks ? e->tasks[sl->last] : -1);
    /* the workspace is planned here (RvEntry), not by the shared planner: addresses
     * are its offsets, or the input/output position */
    pl->addr = work ? sl->offset : sl->kind <= RV_HOME_OUTPUT ? sl->index : 0;
    prop_add_int(a, &pl->props, "table_slot", s);
    if (sl->sym) prop_add_str(a, &pl->props, "symbol", sl->sym);
    if (e->root[x] != x) prop_add_int(a, &pl->props, "view_of", e->root[x]);
  }
}

Prop *rv_entry_abi(Graph *g, const RvEntry *e) {
  Arena *a = g->arena;
  const Func *f = &g->funcs[e->func];
  const char *sym = e->symbol;
  Prop *abi = NULL;
  prop_add_str(a, &abi, "function", f->name);
  prop_add_str(a, &abi, "symbol", sym);
  prop_add_str(a, &abi, "signature",
               arena_printf(a, "int32_t %s(void *const *inputs, void *const *outputs, void *workspace)", sym));
  prop_add_str(a, &abi, "calling_convention", "RISC-V LP64D: a0 = inputs, a1 = outputs, a2 = workspace");
  int64_t *ids = arena_alloc(a, sizeof *ids * (size_t)(f->ninputs + f->noutputs + 1));
  for (int j = 0; j < f->ninputs; j++) ids[j] = f->inputs[j];
  for (int j = 0; j < f->noutputs; j++) ids[f->ninputs + j] = f->outputs[j];
  prop_add_ints(a, &abi, "inputs", ids, f->ninputs);
  prop_add_ints(a, &abi, "outputs", ids + f->ninputs, f->noutputs);
  prop_add_str(a, &abi, "buffers",
               "inputs[i] and outputs[j] point at dense row-major tensors of the listed buffer ids; "
               "outputs are written, inputs only read");
  if (f->nstates) {
    int64_t *st = arena_alloc(a, sizeof *st * (size_t)f->nstates);
    for (int j = 0; j < f->nstates; j++) st[j] = f->state_dst[j];
    prop_add_ints(a, &abi, "state_written", st, f->nstates);
    prop_add_str(a, &abi, "state",
                 "module state lives in global .data symbols npucc_state_<global> (initial values "
                 "at load time); the entry rewrites them after its last task, so each call reads "
                 "what the previous call stored; calls must not overlap");
  }
  prop_add_int(a, &abi, "workspace_bytes", e->workspace);
  prop_add_int(a, &abi, "workspace_align", RV_WORKSPACE_ALIGN);
  prop_add_str(a, &abi, "returns", "0, or 1 + the id of the task whose host kernel failed "
                                   "(message in npucc_error)");
  prop_add_str(a, &abi, "info_symbol", arena_printf(a, "%s_info", sym));
  return abi;
}

void rv_record_program(Graph *g, const RvEntry *entries, int nentries,
                       RvDispatchRecord (*task)(Graph *g, Task *t, const void *ctx), const void *ctx) {
  Arena *a = g->arena;
  Prop **abis = arena_alloc(a, sizeof *abis * (size_t)(nentries + 1));
  for (int f = 0; f < nentries; f++) {
    const RvEntry *e = &entries[f];
    rv_record_placements(g, e);
    for (int p = 0; p < e->ntasks; p++) {
      Task *t = &g->tasks[e->tasks[p]];
      RvDispatchRecord r = task(g, t, ctx);
      t->label = r.function;
      prop_add_str(a, &t->props, "function", r.function);
      if (r.calls->n) prop_add_objs(a, &t->props, "calls", r.calls->v, r.calls->n);
    }
    abis[f] = rv_entry_abi(g, e);
  }
  prop_add_objs(a, &g->props, "entry_abi", abis, nentries);
}
