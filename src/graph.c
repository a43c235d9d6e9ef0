/* graph.c: construction, queries and the stable text dump of the Graph.
 * The dump is what --print-after prints and what unit tests compare. */
#include "npucc/graph.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/numeric.h"

static const struct {
  const char *name;
  size_t size;
  int bits;
} dtype_info[DT_COUNT] = {
    [DT_F32] = {"f32", 4, 32},           [DT_F16] = {"f16", 2, 16},
    [DT_BF16] = {"bf16", 2, 16},         [DT_F8E4M3FN] = {"f8E4M3FN", 1, 8},
    [DT_F8E5M2] = {"f8E5M2", 1, 8},      [DT_I1] = {"i1", 1, 1},
    [DT_I8] = {"i8", 1, 8},              [DT_I16] = {"i16", 2, 16},
    [DT_I32] = {"i32", 4, 32},           [DT_I64] = {"i64", 8, 64},
    [DT_INDEX] = {"index", 8, 64},       [DT_UNKNOWN] = {"unknown", 0, 0},
};

const char *dtype_name(DType t) { return t < DT_COUNT ? dtype_info[t].name : "?"; }
size_t dtype_size(DType t) { return t < DT_COUNT ? dtype_info[t].size : 0; }
int dtype_bits(DType t) { return t < DT_COUNT ? dtype_info[t].bits : 0; }
bool dtype_is_float(DType t) { return t <= DT_F8E5M2; }
bool dtype_is_int(DType t) { return t >= DT_I1 && t <= DT_INDEX; }

const char *role_name(Role r) {
  static const char *n[] = {"intermediate", "input", "output", "weight", "scratch", "state"};
  return r <= ROLE_STATE ? n[r] : "?";
}

const char *op_kind_name(OpKind k) {
  static const char *n[OP_KIND_COUNT] = {
      "structured", "fill", "softmax", "attention", "reshape", "transpose", "broadcast",
      "identity", "bitcast", "pad", "extract_slice", "insert_slice", "concat", "unsupported"};
  return k < OP_KIND_COUNT ? n[k] : "?";
}

const char *dim_class_name(DimClass c) {
  static const char *n[] = {"unit", "batch", "M", "N", "K"};
  return c >= DIM_UNIT && c <= DIM_K ? n[c] : "?";
}

const char *task_kind_name(TaskKind k) {
  static const char *n[TK_COUNT] = {"matmul",      "batch_matmul", "softmax",       "attention",
                                    "elementwise", "reduction",    "data_movement", "conv",
                                    "pooling",     "other"};
  return k < TK_COUNT ? n[k] : "?";
}

const char *attn_role_name(AttnRole r) {
  static const char *n[] = {"none", "qk", "scale_mask", "softmax", "pv"};
  return r <= ATTN_PV ? n[r] : "?";
}

const char *device_name(const Graph *g, Device d) {
  if (d == DEV_HOST) return "host";
  return d == DEV_TARGET && g->target ? g->target : "?";
}

const char *scalar_opcode_name(ScalarOpcode op) {
  static const char *n[SC_COUNT] = {
      [SC_ARG] = "arg",           [SC_CONST] = "arith.constant", [SC_INDEX] = "linalg.index",
      [SC_ADDF] = "arith.addf",   [SC_SUBF] = "arith.subf",      [SC_MULF] = "arith.mulf",
      [SC_DIVF] = "arith.divf",   [SC_NEGF] = "arith.negf",      [SC_REMF] = "arith.remf",
      [SC_MAXIMUMF] = "arith.maximumf", [SC_MINIMUMF] = "arith.minimumf",
      [SC_MAXNUMF] = "arith.maxnumf",   [SC_MINNUMF] = "arith.minnumf",
      [SC_EXP] = "math.exp",      [SC_EXP2] = "math.exp2",       [SC_LOG] = "math.log",
      [SC_LOG2] = "math.log2",    [SC_SQRT] = "math.sqrt",       [SC_RSQRT] = "math.rsqrt",
      [SC_TANH] = "math.tanh",    [SC_ERF] = "math.erf",         [SC_SIN] = "math.sin",
      [SC_COS] = "math.cos",      [SC_ABSF] = "math.absf",       [SC_FLOOR] = "math.floor",
      [SC_CEIL] = "math.ceil",    [SC_ROUND] = "math.round",     [SC_ROUNDEVEN] = "math.roundeven",
      [SC_POWF] = "math.powf",    [SC_FMA] = "math.fma",
      [SC_ADDI] = "arith.addi",   [SC_SUBI] = "arith.subi",      [SC_MULI] = "arith.muli",
      [SC_DIVSI] = "arith.divsi", [SC_DIVUI] = "arith.divui",    [SC_REMSI] = "arith.remsi",
      [SC_REMUI] = "arith.remui", [SC_MAXSI] = "arith.maxsi",    [SC_MINSI] = "arith.minsi",
      [SC_MAXUI] = "arith.maxui", [SC_MINUI] = "arith.minui",    [SC_ANDI] = "arith.andi",
      [SC_ORI] = "arith.ori",     [SC_XORI] = "arith.xori",      [SC_SHLI] = "arith.shli",
      [SC_SHRSI] = "arith.shrsi", [SC_SHRUI] = "arith.shrui",    [SC_ABSI] = "math.absi",
      [SC_EXTF] = "arith.extf",   [SC_TRUNCF] = "arith.truncf",  [SC_SITOFP] = "arith.sitofp",
      [SC_UITOFP] = "arith.uitofp", [SC_FPTOSI] = "arith.fptosi", [SC_FPTOUI] = "arith.fptoui",
      [SC_EXTSI] = "arith.extsi", [SC_EXTUI] = "arith.extui",    [SC_TRUNCI] = "arith.trunci",
      [SC_INDEX_CAST] = "arith.index_cast", [SC_BITCAST] = "arith.bitcast",
      [SC_CMPF] = "arith.cmpf",   [SC_CMPI] = "arith.cmpi",      [SC_SELECT] = "arith.select",
      [SC_EXTRACT] = "tensor.extract", [SC_YIELD] = "linalg.yield",
  };
  return op < SC_COUNT && n[op] ? n[op] : "?";
}

bool contraction_is_s8s8s32(const ContractionInfo *mm) {
  return mm->lhs_type == DT_I8 && mm->rhs_type == DT_I8 && mm->acc_type == DT_I32 &&
         mm->mul_type == DT_I32 && mm->int_ext_signed;
}

const char *task_s8s8s32_problem(Graph *g, const Task *t, const char *target) {
  if (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL)
    return arena_printf(g->arena, "%s offloads only i8 x i8 -> i32 contractions (this is %s)", target,
                        task_kind_name(t->kind));
  const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
  if (mm->canon_problem)
    return arena_printf(g->arena, "%s runs a contraction as a batch-matmul, and this one has none: %s", target,
                        mm->canon_problem);
  if (contraction_is_s8s8s32(mm)) return NULL;
  if (mm->lhs_type == DT_I8 && mm->rhs_type == DT_I8 && !mm->int_ext_signed)
    return arena_printf(g->arena, "unsigned i8 (extui) contraction: %s multiplies signed int8", target);
  const char *types = mm->lhs_type == mm->rhs_type
                          ? dtype_name(mm->lhs_type)
                          : arena_printf(g->arena, "%s x %s", dtype_name(mm->lhs_type), dtype_name(mm->rhs_type));
  return arena_printf(g->arena, "%s contraction: %s supports i8 x i8 -> i32", types, target);
}

int64_t tensor_numel(const Tensor *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] < 0) return -1;
    n *= t->dims[i];
  }
  return n;
}

size_t tensor_bytes(const Tensor *t) {
  int64_t n = tensor_numel(t);
  return n < 0 ? 0 : (size_t)n * dtype_size(t->dtype);
}

int tensor_dynamic_dim(const Tensor *t) {
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == NPUCC_DYN) return i;
  return -1;
}

bool tensor_is_static(const Tensor *t) { return tensor_dynamic_dim(t) < 0; }

Graph *graph_new(Arena *a, const char *file) {
  Graph *g = arena_alloc(a, sizeof *g);
  g->arena = a;
  g->file = arena_strdup(a, file);
  return g;
}

Tensor *graph_add_tensor(Graph *g, DType dt, int rank, const int64_t *dims, Loc loc) {
  ARENA_PUSH(g->arena, g->tensors, g->ntensors, g->captensors);
  Tensor *t = &g->tensors[g->ntensors];
  memset(t, 0, sizeof *t);
  t->id = g->ntensors++;
  t->dtype = dt;
  t->rank = rank;
  for (int i = 0; i < rank; i++) t->dims[i] = dims[i];
  t->loc = loc;
  t->producer = -1;
  return t;
}

const AffineMap graph_no_maps[NPUCC_MAX_OPERANDS];

AffineMap *op_maps_write(Graph *g, Op *op, int n) {
  if (n < op_noperands(op)) n = op_noperands(op);
  if (n < op->nmaps) n = op->nmaps;
  AffineMap *m = arena_alloc(g->arena, sizeof *m * (size_t)(n ? n : 1));
  memcpy(m, op->maps, sizeof *m * (size_t)(op->nmaps ? op->nmaps : 0));
  op->maps = m;
  op->nmaps = n;
  return m;
}

Op *graph_add_op(Graph *g, OpKind kind, const char *name, Loc loc) {
  ARENA_PUSH(g->arena, g->ops, g->nops, g->capops);
  Op *op = &g->ops[g->nops];
  memset(op, 0, sizeof *op);
  op->maps = graph_no_maps;
  op->id = g->nops++;
  op->kind = kind;
  op->name = name;
  op->loc = loc;
  op->task = -1;
  op->match = -1;
  return op;
}

Op *graph_insert_op(Graph *g, int at, bool after_prev) {
  int pivot = after_prev ? at - 1 : at; /* the op whose function the new one joins */
  graph_add_op(g, OP_STRUCTURED, "", (Loc){0});
  memmove(&g->ops[at + 1], &g->ops[at], sizeof *g->ops * (size_t)(g->nops - 1 - at));
  for (int i = at + 1; i < g->nops; i++) g->ops[i].id = i;
  for (int t = 0; t < g->ntensors; t++)
    if (g->tensors[t].producer >= at) g->tensors[t].producer++;
  for (int f = 0; f < g->nfuncs; f++) {
    if (g->funcs[f].first_op > pivot) g->funcs[f].first_op++;
    if (g->funcs[f].end_op > pivot) g->funcs[f].end_op++;
  }
  Op *op = &g->ops[at];
  memset(op, 0, sizeof *op);
  op->maps = graph_no_maps;
  op->id = at;
  op->task = op->match = -1;
  return op;
}

Func *graph_add_func(Graph *g, const char *name, Loc loc) {
  ARENA_PUSH(g->arena, g->funcs, g->nfuncs, g->capfuncs);
  Func *f = &g->funcs[g->nfuncs++];
  memset(f, 0, sizeof *f);
  f->name = name;
  f->loc = loc;
  return f;
}

Task *graph_add_task(Graph *g) {
  ARENA_PUSH(g->arena, g->tasks, g->ntasks, g->captasks);
  Task *t = &g->tasks[g->ntasks];
  memset(t, 0, sizeof *t);
  t->id = g->ntasks++;
  t->root = -1;
  return t;
}

const ContractionInfo contraction_none = {.m_loop = -1, .n_loop = -1, .k_loop = -1, .lhs_zp = -1, .rhs_zp = -1};

Match *graph_add_match(Graph *g) {
  ARENA_PUSH(g->arena, g->matches, g->nmatches, g->capmatches);
  Match *m = &g->matches[g->nmatches++];
  memset(m, 0, sizeof *m);
  m->mm = &contraction_none;
  m->attn_chain = -1;
  return m;
}

/* Element strides of tensor x through the loops of a map (0 where the map
 * does not use a loop); false for a diagonal or a dynamic shape. */
bool graph_loop_strides(const Graph *g, int x, const AffineMap *m, int64_t *st) {
  const Tensor *t = &g->tensors[x];
  memset(st, 0, sizeof(int64_t) * NPUCC_MAX_LOOPS);
  if (m->nres != t->rank || !tensor_is_static(t)) return false;
  int64_t s = 1;
  for (int r = t->rank - 1; r >= 0; r--) {
    int l = m->res[r];
    if (l >= NPUCC_MAX_LOOPS) return false;
    if (l >= 0) {
      if (st[l]) return false;
      st[l] = s;
    }
    s *= t->dims[r];
  }
  return true;
}

void graph_places(Graph *g) {
  if (g->place) return;
  g->place = arena_alloc(g->arena, sizeof *g->place * (size_t)(g->ntensors ? g->ntensors : 1));
  for (int i = 0; i < g->ntensors; i++)
    g->place[i].addr = g->place[i].first_task = g->place[i].last_task = -1;
}

Placement *graph_place(Graph *g, int x, const char *space, int64_t size, int first, int last) {
  graph_places(g);
  Placement *p = &g->place[x];
  *p = (Placement){.space = space, .addr = -1, .size = size, .first_task = first, .last_task = last};
  return p;
}

static double elem_f64(DType dt, const uint8_t *p) {
  switch (dt) {
  case DT_F32: { float f; memcpy(&f, p, 4); return f; }
  case DT_F16: { uint16_t h; memcpy(&h, p, 2); return num_f16_to_f32(h); }
  case DT_BF16: { uint16_t h; memcpy(&h, p, 2); return num_bf16_to_f32(h); }
  case DT_F8E4M3FN: return num_fp8e4m3_to_f32(*p);
  case DT_F8E5M2: return num_fp8e5m2_to_f32(*p);
  case DT_I1: return *p & 1;
  case DT_I8: return (int8_t)*p;
  case DT_I16: { int16_t v; memcpy(&v, p, 2); return v; }
  case DT_I32: { int32_t v; memcpy(&v, p, 4); return v; }
  case DT_I64: case DT_INDEX: { int64_t v; memcpy(&v, p, 8); return (double)v; }
  default: return NAN;
  }
}

static const uint8_t *const_elem_ptr(const Tensor *t, int64_t e) {
  size_t es = dtype_size(t->dtype);
  if (t->cst == CONST_SPLAT) return t->bytes;
  if (t->cst != CONST_DENSE || (size_t)(e + 1) * es > t->nbytes) return NULL;
  return t->bytes + (size_t)e * es;
}

double tensor_const_f64(const Tensor *t, int64_t e) {
  const uint8_t *p = const_elem_ptr(t, e);
  return p ? elem_f64(t->dtype, p) : NAN;
}

void tensor_const_f32s(const Tensor *t, float *out, int64_t n) {
  size_t es = dtype_size(t->dtype);
  bool whole = t->cst == CONST_DENSE && (size_t)n * es <= t->nbytes;
  if (whole && t->dtype == DT_F32) {
    memcpy(out, t->bytes, (size_t)n * sizeof *out);
  } else if (whole && t->dtype == DT_BF16) {
    for (int64_t i = 0; i < n; i++) { /* bf16 is an f32's high half */
      uint16_t h;
      memcpy(&h, t->bytes + 2 * i, 2);
      uint32_t u = (uint32_t)h << 16;
      memcpy(out + i, &u, sizeof u);
    }
  } else {
    for (int64_t i = 0; i < n; i++) out[i] = (float)tensor_const_f64(t, i);
  }
}

int64_t tensor_const_i64(const Tensor *t, int64_t e) {
  const uint8_t *p = const_elem_ptr(t, e);
  if (!p) return 0;
  switch (t->dtype) {
  case DT_I1: return *p & 1;
  case DT_I8: return (int8_t)*p;
  case DT_I16: { int16_t v; memcpy(&v, p, 2); return v; }
  case DT_I32: { int32_t v; memcpy(&v, p, 4); return v; }
  case DT_I64: case DT_INDEX: { int64_t v; memcpy(&v, p, 8); return v; }
  default: return (int64_t)elem_f64(t->dtype, p);
  }
}

const uint8_t *graph_const_dense(Graph *g, const Tensor *t) {
  if (t->cst == CONST_DENSE) return t->bytes;
  if (t->cst != CONST_SPLAT) return NULL;
  size_t es = dtype_size(t->dtype), n = tensor_bytes(t);
  uint8_t *p = arena_alloc(g->arena, n ? n : 1);
  for (size_t off = 0; off < n; off += es) memcpy(p + off, t->bytes, es);
  return p;
}

const uint8_t *graph_state_initial(const Graph *g, const Tensor *t) {
  if (t->role != ROLE_STATE) return NULL;
  size_t n = tensor_bytes(t), es = dtype_size(t->dtype);
  if (t->state_init == CONST_DENSE && t->nbytes == n) return t->bytes;
  uint8_t *p = arena_alloc(g->arena, n ? n : 1);
  memset(p, 0, n ? n : 1); /* no initial value, or one the loader fills */
  if (t->state_init == CONST_SPLAT && t->nbytes >= es)
    for (size_t off = 0; off < n; off += es) memcpy(p + off, t->bytes, es);
  return p;
}

void tensor_add_affinity(Graph *g, int t, const char *device) {
  Tensor *x = &g->tensors[t];
  for (int i = 0; i < x->ndevice_affinity; i++)
    if (!strcmp(x->device_affinity[i], device)) return;
  const char **v = arena_alloc(g->arena, sizeof *v * (size_t)(x->ndevice_affinity + 1));
  if (x->ndevice_affinity) memcpy(v, x->device_affinity, sizeof *v * (size_t)x->ndevice_affinity);
  v[x->ndevice_affinity++] = device;
  x->device_affinity = v;
}

bool graph_is_stored(const Graph *g, int t) {
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++)
      if (g->funcs[f].state_src[j] == t) return true;
  return false;
}

bool map_has_expr(const AffineMap *m) {
  for (int r = 0; r < m->nres; r++)
    if (m->res[r] == MAP_EXPR) return true;
  return false;
}

bool map_has_div(const AffineMap *m) {
  for (int r = 0; r < m->nres; r++)
    if (m->res[r] == MAP_EXPR && m->expr && m->expr[r].div_kind != AFF_NONE) return true;
  return false;
}

bool map_is_identity(const AffineMap *m, int nloops) {
  if (m->nres != nloops) return false;
  for (int i = 0; i < m->nres; i++)
    if (m->res[i] != i) return false;
  return true;
}

AffineExpr map_result_expr(const AffineMap *m, int r) {
  AffineExpr e = {.div_kind = AFF_NONE};
  if (m->res[r] == MAP_EXPR && m->expr) e = m->expr[r];
  else if (m->res[r] >= 0 && m->res[r] < NPUCC_MAX_LOOPS) e.coef[m->res[r]] = 1;
  return e;
}

bool op_has_map_expr(const Op *op) {
  if (op->kind == OP_ATTENTION) {
    for (int i = 0; i < 5 + op->a.attn.has_mask && i < 6; i++)
      if (map_has_expr(&op->a.attn.maps[i])) return true;
    return false;
  }
  if (op->kind != OP_STRUCTURED) return false;
  for (int i = 0; i < op_noperands(op) && i < NPUCC_MAX_OPERANDS; i++)
    if (map_has_expr(&op->maps[i])) return true;
  return false;
}

bool op_reads_padded(const Op *op) { return op->kind == OP_STRUCTURED && op->a.pad.value_known; }

int64_t op_loop_size(const Graph *g, const Op *op, int l) {
  for (int i = 0; i < op_noperands(op); i++)
    for (int r = 0; r < op->maps[i].nres; r++)
      if (op->maps[i].res[r] == l) return g->tensors[op_operand(op, i)].dims[r];
  return 1;
}

int64_t op_loop_stride(const Graph *g, const Op *op, int k, int l) {
  const AffineMap *m = &op->maps[k];
  const Tensor *x = &g->tensors[op_operand(op, k)];
  int64_t s = 1;
  for (int r = m->nres - 1; r >= 0; r--) {
    if (m->res[r] == l) return s;
    s *= x->dims[r];
  }
  return 0;
}

int64_t op_group_stride(const Graph *g, const Op *op, int k, const int *loops, int n) {
  if (n == 0) return 0;
  int64_t s = op_loop_stride(g, op, k, loops[n - 1]);
  for (int i = n - 2; i >= 0; i--) {
    int64_t si = op_loop_stride(g, op, k, loops[i]), sn = op_loop_stride(g, op, k, loops[i + 1]);
    if ((si == 0) != (s == 0) || si != sn * op_loop_size(g, op, loops[i + 1])) return -1;
  }
  return s;
}

int graph_count_uses(const Graph *g, int t) {
  int n = 0;
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    for (int j = 0; j < op_noperands(op); j++) n += op_operand(op, j) == t;
  }
  for (int f = 0; f < g->nfuncs; f++) {
    for (int j = 0; j < g->funcs[f].noutputs; j++) n += g->funcs[f].outputs[j] == t;
    for (int j = 0; j < g->funcs[f].nstates; j++) n += g->funcs[f].state_src[j] == t;
  }
  return n;
}

int *graph_use_counts(const Graph *g) {
  int *n = xcalloc((size_t)g->ntensors, sizeof *n);
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    for (int k = 0; k < op_noperands(op); k++) n[op_operand(op, k)]++;
  }
  for (int f = 0; f < g->nfuncs; f++) {
    for (int j = 0; j < g->funcs[f].noutputs; j++) n[g->funcs[f].outputs[j]]++;
    for (int j = 0; j < g->funcs[f].nstates; j++) n[g->funcs[f].state_src[j]]++;
  }
  return n;
}

bool *graph_live_tensors(const Graph *g) {
  bool *live = xcalloc((size_t)g->ntensors, sizeof *live);
  /* what a target added: its preformatted buffers and its temporaries (scratch) */
  for (int t = 0; t < g->ntensors; t++) live[t] = g->tensors[t].target_buffer || g->tensors[t].role == ROLE_SCRATCH;
  for (int f = 0; f < g->nfuncs; f++) {
    for (int i = 0; i < g->funcs[f].ninputs; i++) live[g->funcs[f].inputs[i]] = true;
    for (int i = 0; i < g->funcs[f].noutputs; i++) live[g->funcs[f].outputs[i]] = true;
    for (int i = 0; i < g->funcs[f].nstates; i++)
      live[g->funcs[f].state_src[i]] = live[g->funcs[f].state_dst[i]] = true;
  }
  for (int i = 0; i < g->nops; i++) {
    const Op *op = &g->ops[i];
    if (op->dead) continue;
    for (int k = 0; k < op->nin; k++) live[op->in[k]] = true;
    /* An init that nothing produced (a tensor.empty) is only the storage the
     * result is written into: the result is the buffer that exists. */
    for (int k = 0; k < op->ninit; k++) {
      const Tensor *t = &g->tensors[op->init[k]];
      if (t->producer >= 0 || t->role != ROLE_INTERMEDIATE) live[op->init[k]] = true;
    }
    for (int k = 0; k < op->nout; k++) live[op->out[k]] = true;
  }
  return live;
}

static void users_push(GraphUsers *u, int t, int op) {
  if (u->n == u->cap) {
    u->cap = u->cap ? 2 * u->cap : 64;
    u->next = xrealloc(u->next, sizeof *u->next * (size_t)u->cap);
    u->op = xrealloc(u->op, sizeof *u->op * (size_t)u->cap);
  }
  u->next[u->n] = u->head[t];
  u->op[u->n] = op;
  u->head[t] = u->n++;
}

void graph_users_note(GraphUsers *u, const Graph *g, int i) {
  const Op *op = &g->ops[i];
  for (int k = 0; k < op_noperands(op); k++) {
    int t = op_operand(op, k);
    if (u->head[t] < 0 || u->op[u->head[t]] != i) users_push(u, t, i);
  }
}

GraphUsers *graph_users_new(const Graph *g) {
  GraphUsers *u = xcalloc(1, sizeof *u);
  size_t nt = (size_t)(g->ntensors ? g->ntensors : 1);
  u->head = xmalloc(sizeof *u->head * nt);
  u->nresults = xcalloc(nt, sizeof *u->nresults);
  for (int t = 0; t < g->ntensors; t++) u->head[t] = -1;
  for (int i = 0; i < g->nops; i++)
    if (!g->ops[i].dead) graph_users_note(u, g, i);
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].noutputs; j++) u->nresults[g->funcs[f].outputs[j]]++;
  return u;
}

void graph_users_free(GraphUsers *u) {
  if (!u) return;
  free(u->head);
  free(u->next);
  free(u->op);
  free(u->nresults);
  free(u);
}

static int reads_count(const Op *op, int t) {
  int n = 0;
  for (int k = 0; k < op_noperands(op); k++) n += op_operand(op, k) == t;
  return n;
}

static int by_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* The distinct live readers of t in a malloc'd ascending array; *n of them. */
static int *live_readers(const Graph *g, const GraphUsers *u, int t, int *n) {
  int len = 0;
  for (int e = u->head[t]; e >= 0; e = u->next[e]) len++;
  int *v = xmalloc(sizeof *v * (size_t)(len ? len : 1)), m = 0;
  for (int e = u->head[t]; e >= 0; e = u->next[e])
    if (!g->ops[u->op[e]].dead && reads_count(&g->ops[u->op[e]], t)) v[m++] = u->op[e];
  qsort(v, (size_t)m, sizeof *v, by_int);
  int k = 0;
  for (int i = 0; i < m; i++)
    if (!k || v[k - 1] != v[i]) v[k++] = v[i];
  *n = k;
  return v;
}

int graph_users_of(const Graph *g, const GraphUsers *u, int t, int *out, int max) {
  int n;
  int *v = live_readers(g, u, t, &n);
  for (int i = 0; i < n && i < max; i++) out[i] = v[i];
  free(v);
  return n;
}

int graph_users_count(const Graph *g, const GraphUsers *u, int t) {
  int n, uses = u->nresults[t];
  int *v = live_readers(g, u, t, &n);
  for (int i = 0; i < n; i++) uses += reads_count(&g->ops[v[i]], t);
  free(v);
  return uses;
}

int graph_sole_user(const Graph *g, const GraphUsers *u, int t) {
  if (g->tensors[t].role == ROLE_OUTPUT || graph_is_stored(g, t)) return -1;
  int user;
  return graph_users_of(g, u, t, &user, 1) == 1 ? user : -1;
}

int graph_view_source(const Graph *g, int t) {
  int p = g->tensors[t].producer;
  if (p < 0 || g->ops[p].dead || g->ops[p].nin < 1 ||
      (g->ops[p].kind != OP_RESHAPE && g->ops[p].kind != OP_BITCAST))
    return -1;
  return g->ops[p].in[0];
}

int graph_view_root(const Graph *g, int t) {
  /* a view reads a tensor made before it, so a chain has at most nops
   * links; the bound keeps a malformed graph from looping */
  for (int i = 0, s; i <= g->nops && (s = graph_view_source(g, t)) >= 0; i++) t = s;
  return t;
}

static Prop *prop_push(Arena *a, Prop **list, const char *key, PropType type) {
  Prop *p = arena_alloc(a, sizeof *p);
  p->key = key;
  p->type = type;
  while (*list) list = &(*list)->next; /* keep insertion order: output is stable */
  *list = p;
  return p;
}

void prop_add_int(Arena *a, Prop **l, const char *k, int64_t v) { prop_push(a, l, k, PROP_INT)->i = v; }
void prop_add_float(Arena *a, Prop **l, const char *k, double v) { prop_push(a, l, k, PROP_FLOAT)->f = v; }
void prop_add_bool(Arena *a, Prop **l, const char *k, bool v) { prop_push(a, l, k, PROP_BOOL)->i = v; }
void prop_add_str(Arena *a, Prop **l, const char *k, const char *v) {
  /* interned: the same text on 100k tasks is kept once */
  prop_push(a, l, k, PROP_STR)->s = arena_intern(a, v);
}
void prop_add_ints(Arena *a, Prop **l, const char *k, const int64_t *v, int n) {
  Prop *p = prop_push(a, l, k, PROP_INTS);
  int64_t *c = arena_alloc(a, sizeof *c * (size_t)(n ? n : 1));
  if (n) memcpy(c, v, sizeof *c * (size_t)n); /* v may be NULL when n is 0 */
  p->ints = c;
  p->nints = n;
}

void prop_add_obj(Arena *a, Prop **l, const char *k, Prop *obj) { prop_push(a, l, k, PROP_OBJ)->obj = obj; }
void prop_add_objs(Arena *a, Prop **l, const char *k, Prop *const *objs, int n) {
  Prop *p = prop_push(a, l, k, PROP_OBJS);
  Prop **c = arena_alloc(a, sizeof *c * (size_t)(n ? n : 1));
  memcpy(c, objs, sizeof *c * (size_t)n);
  p->objs = c;
  p->nints = n;
}

void prop_add_shared(Arena *a, Prop **l, const Prop *shared) {
  prop_push(a, l, "", PROP_SHARED)->shared = shared;
}

const Prop *prop_find(const Prop *l, const char *key) {
  for (; l; l = l->next) {
    if (l->type == PROP_SHARED) {
      const Prop *in = prop_find(l->shared, key);
      if (in) return in;
    } else if (!strcmp(l->key, key)) {
      return l;
    }
  }
  return NULL;
}

/* ------------------------------------------------------- shared lists */

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

static uint64_t props_hash(const Prop *l) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (; l; l = l->next) {
    h = mix(mix(h, fnv1a64(l->key, strlen(l->key))), (uint64_t)l->type);
    switch (l->type) {
    case PROP_INT:
    case PROP_BOOL: h = mix(h, (uint64_t)l->i); break;
    case PROP_FLOAT: { uint64_t b; memcpy(&b, &l->f, sizeof b); h = mix(h, b); break; }
    case PROP_STR: h = mix(h, fnv1a64(l->s, strlen(l->s))); break;
    case PROP_INTS: h = mix(h, fnv1a64(l->ints, sizeof *l->ints * (size_t)l->nints)); break;
    case PROP_OBJ: h = mix(h, props_hash(l->obj)); break;
    case PROP_OBJS:
      for (int i = 0; i < l->nints; i++) h = mix(h, props_hash(l->objs[i]));
      break;
    case PROP_SHARED: h = mix(h, (uint64_t)(uintptr_t)l->shared); break; /* kept lists are unique */
    }
  }
  return h;
}

static bool props_equal(const Prop *x, const Prop *y) {
  for (; x && y; x = x->next, y = y->next) {
    if (x->type != y->type || strcmp(x->key, y->key)) return false;
    switch (x->type) {
    case PROP_INT:
    case PROP_BOOL:
      if (x->i != y->i) return false;
      break;
    case PROP_FLOAT:
      if (memcmp(&x->f, &y->f, sizeof x->f)) return false; /* the bits: -0.0 and NaN print as they are */
      break;
    case PROP_STR:
      if (strcmp(x->s, y->s)) return false;
      break;
    case PROP_INTS:
      if (x->nints != y->nints || memcmp(x->ints, y->ints, sizeof *x->ints * (size_t)x->nints)) return false;
      break;
    case PROP_OBJ:
      if (!props_equal(x->obj, y->obj)) return false;
      break;
    case PROP_OBJS:
      if (x->nints != y->nints) return false;
      for (int i = 0; i < x->nints; i++)
        if (!props_equal(x->objs[i], y->objs[i])) return false;
      break;
    case PROP_SHARED:
      if (x->shared != y->shared) return false;
      break;
    }
  }
  return !x && !y;
}

/* A deep copy in `a`: keys and strings interned, nothing left in the
 * arena the list was built in. */
static Prop *props_copy(Arena *a, const Prop *l) {
  Prop *head = NULL, **tail = &head;
  for (; l; l = l->next) {
    Prop *c = arena_alloc(a, sizeof *c);
    *c = *l;
    c->next = NULL;
    c->key = arena_intern(a, l->key);
    switch (l->type) {
    case PROP_STR: c->s = arena_intern(a, l->s); break;
    case PROP_INTS: {
      int64_t *v = arena_alloc(a, sizeof *v * (size_t)(l->nints ? l->nints : 1));
      if (l->nints) memcpy(v, l->ints, sizeof *v * (size_t)l->nints);
      c->ints = v;
      break;
    }
    case PROP_OBJ: c->obj = props_copy(a, l->obj); break;
    case PROP_OBJS: {
      Prop **v = arena_alloc(a, sizeof *v * (size_t)(l->nints ? l->nints : 1));
      for (int i = 0; i < l->nints; i++) v[i] = props_copy(a, l->objs[i]);
      c->objs = v;
      break;
    }
    default: break;
    }
    *tail = c;
    tail = &c->next;
  }
  return head;
}

Prop *prop_pool_intern(PropPool *pool, const Prop *list) {
  if (!list) return NULL;
  if (2 * (pool->n + 1) > pool->cap) {
    size_t cap = pool->cap ? 2 * pool->cap : 64;
    Prop **lists = arena_alloc(pool->arena, sizeof *lists * cap);
    uint64_t *hashes = arena_alloc(pool->arena, sizeof *hashes * cap);
    for (size_t i = 0; i < pool->cap; i++) {
      if (!pool->lists[i]) continue;
      size_t j = pool->hashes[i] & (cap - 1);
      while (lists[j]) j = (j + 1) & (cap - 1);
      lists[j] = pool->lists[i];
      hashes[j] = pool->hashes[i];
    }
    pool->lists = lists, pool->hashes = hashes, pool->cap = cap;
  }
  uint64_t h = props_hash(list);
  size_t i = h & (pool->cap - 1);
  for (; pool->lists[i]; i = (i + 1) & (pool->cap - 1))
    if (pool->hashes[i] == h && props_equal(pool->lists[i], list)) return pool->lists[i];
  pool->lists[i] = props_copy(pool->arena, list);
  pool->hashes[i] = h;
  pool->n++;
  return pool->lists[i];
}

/* ------------------------------------------------------------ text dump */

void tensor_shape_text(const Tensor *t, StrBuf *o) {
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] == NPUCC_DYN) sb_puts(o, "?x");
    else sb_printf(o, "%" PRId64 "x", t->dims[i]);
  }
  sb_puts(o, dtype_name(t->dtype));
}

static void print_tensor_ref(StrBuf *o, const Graph *g, int id) {
  const Tensor *t = &g->tensors[id];
  sb_printf(o, "%%%d:", id);
  tensor_shape_text(t, o);
}

/* "d1*2+d4*3+1": MLIR's order of terms, coefficients only when not 1. */
static void print_linear(StrBuf *o, const int64_t *coef, int64_t cst, int ndims, bool any) {
  for (int l = 0; l < ndims && l < NPUCC_MAX_LOOPS; l++) {
    if (!coef[l]) continue;
    if (any) sb_putc(o, '+');
    sb_printf(o, "d%d", l);
    if (coef[l] != 1) sb_printf(o, "*%lld", (long long)coef[l]);
    any = true;
  }
  if (cst || !any) sb_printf(o, "%s%lld", any ? "+" : "", (long long)cst);
}

static void print_expr(StrBuf *o, const AffineExpr *e, int ndims) {
  if (!e) {
    sb_puts(o, "0");
    return;
  }
  bool div = e->div_kind != AFF_NONE, lin = e->cst != 0;
  for (int l = 0; l < ndims && l < NPUCC_MAX_LOOPS; l++) lin |= e->coef[l] != 0;
  if (lin || !div) print_linear(o, e->coef, e->cst, ndims, false);
  if (!div) return;
  static const char *const name[] = {"", "floordiv", "ceildiv", "mod"};
  sb_printf(o, "%s(", lin ? "+" : "");
  print_linear(o, e->icoef, e->icst, ndims, false);
  sb_printf(o, " %s %lld)", name[e->div_kind], (long long)e->div);
  if (e->mul != 1) sb_printf(o, "*%lld", (long long)e->mul);
}

static void print_map(StrBuf *o, const AffineMap *m) {
  sb_putc(o, '(');
  for (int i = 0; i < m->nres; i++) {
    if (i) sb_putc(o, ',');
    if (m->res[i] == MAP_CONST0) sb_putc(o, '0');
    else if (m->res[i] == MAP_EXPR) print_expr(o, m->expr ? &m->expr[i] : NULL, m->ndims);
    else sb_printf(o, "d%d", m->res[i]);
  }
  sb_putc(o, ')');
}

static void print_body(StrBuf *o, const Body *b) {
  for (int i = 0; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    sb_printf(o, "      v%d = %s", i, scalar_opcode_name(s->op));
    switch (s->op) {
    case SC_ARG: sb_printf(o, " #%d", s->a); break;
    case SC_INDEX: sb_printf(o, " d%d", s->a); break;
    case SC_CONST:
      if (dtype_is_float(s->type)) sb_printf(o, " %.9g", s->fval);
      else sb_printf(o, " %" PRId64, s->ival);
      break;
    case SC_YIELD:
      for (int j = 0; j < b->nyield; j++) sb_printf(o, "%s v%d", j ? "," : "", b->yield[j]);
      break;
    case SC_EXTRACT: {
      sb_printf(o, " #%" PRId64 "[", s->ival);
      int ix[4] = {s->a, s->b, s->c, s->pred};
      for (int k = 0; k < 4 && ix[k] >= 0; k++) sb_printf(o, "%sv%d", k ? ", " : "", ix[k]);
      sb_putc(o, ']');
      break;
    }
    default: {
      int nops = s->op == SC_SELECT || s->op == SC_FMA ? 3 : s->b >= 0 ? 2 : 1;
      sb_printf(o, " v%d", s->a);
      if (nops > 1) sb_printf(o, ", v%d", s->b);
      if (nops > 2) sb_printf(o, ", v%d", s->c);
      if (s->op == SC_CMPF || s->op == SC_CMPI) sb_printf(o, " pred=%d", s->pred);
    }
    }
    sb_printf(o, " : %s\n", dtype_name(s->type));
  }
}

static void print_loc(StrBuf *o, Loc l) {
  if (l.line > 0) sb_printf(o, "  @%u:%u", l.line, l.col);
}

static void print_op(StrBuf *o, const Graph *g, const Op *op) {
  sb_puts(o, "  ");
  for (int i = 0; i < op->nout; i++) {
    sb_printf(o, "%s", i ? ", " : "");
    print_tensor_ref(o, g, op->out[i]);
  }
  sb_printf(o, "%s%s [%s]", op->nout ? " = " : "", op->name, op_kind_name(op->kind));
  sb_puts(o, " ins(");
  for (int i = 0; i < op->nin; i++) {
    sb_puts(o, i ? ", " : "");
    print_tensor_ref(o, g, op->in[i]);
  }
  sb_puts(o, ")");
  if (op->ninit) {
    sb_puts(o, " outs(");
    for (int i = 0; i < op->ninit; i++) {
      sb_puts(o, i ? ", " : "");
      print_tensor_ref(o, g, op->init[i]);
    }
    sb_puts(o, ")");
  }
  if (op->zero_init) sb_puts(o, " zero_init");
  switch (op->kind) {
  case OP_SOFTMAX: sb_printf(o, " dim=%d", op->a.softmax.dim); break;
  case OP_TRANSPOSE:
    sb_puts(o, " perm=[");
    for (int i = 0; op->nout && i < g->tensors[op->out[0]].rank; i++)
      sb_printf(o, "%s%d", i ? "," : "", op->a.perm[i]);
    sb_puts(o, "]");
    break;
  case OP_CONCAT: sb_printf(o, " dim=%d", op->a.concat_dim); break;
  case OP_ATTENTION:
    sb_printf(o, " mask=%d maps=[", op->a.attn.has_mask);
    for (int i = 0; i < 5 + op->a.attn.has_mask; i++) {
      if (i) sb_putc(o, ',');
      print_map(o, &op->a.attn.maps[i]);
    }
    sb_puts(o, "]");
    break;
  case OP_PAD:
    if (op->a.pad.value_known) sb_printf(o, " value=%.9g", op->a.pad.value);
    break;
  case OP_STRUCTURED:
    if (op_reads_padded(op)) sb_printf(o, " pad_value=%.9g", op->a.pad.value);
    break;
  default: break;
  }
  if (op->unsupported_why) sb_printf(o, " why=\"%s\"", op->unsupported_why);
  if (op->task >= 0) sb_printf(o, " task=%d", op->task);
  print_loc(o, op->loc);
  sb_putc(o, '\n');
  if (op->kind == OP_STRUCTURED) {
    sb_puts(o, "    iters=[");
    for (int i = 0; i < op->nloops; i++)
      sb_printf(o, "%s%c", i ? "," : "", op->iters[i] == IT_PARALLEL ? 'p' : 'r');
    sb_puts(o, "] maps=[");
    for (int i = 0; i < op_noperands(op); i++) {
      if (i) sb_putc(o, ',');
      print_map(o, &op->maps[i]);
    }
    sb_puts(o, "]\n");
    print_body(o, &op->body);
  }
  if (op->match >= 0) {
    const Match *m = &g->matches[op->match];
    sb_printf(o, "    match: %s", task_kind_name(m->kind));
    if (m->pattern) sb_printf(o, " (%s)", m->pattern);
    if (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)
      sb_printf(o, " B=%" PRId64 " M=%" PRId64 " N=%" PRId64 " K=%" PRId64 " %s x %s -> %s%s%s%s",
                m->mm->batch, m->mm->m, m->mm->n, m->mm->k, dtype_name(m->mm->lhs_type),
                dtype_name(m->mm->rhs_type), dtype_name(m->mm->acc_type),
                m->mm->lhs_transposed ? " lhsT" : "", m->mm->rhs_transposed ? " rhsT" : "",
                m->mm->accumulate ? " accumulate" : "");
    sb_putc(o, '\n');
  }
}

void graph_print(const Graph *g, StrBuf *o) {
  for (int t = 0; t < g->ntensors; t++) {
    const Tensor *x = &g->tensors[t];
    if (x->role == ROLE_STATE) {
      static const char *ik[] = {"zeros", "dense", "splat", "unknown"};
      sb_puts(o, "state ");
      print_tensor_ref(o, g, t);
      sb_printf(o, " @%s initial %s\n", x->name ? x->name : "?", ik[x->state_init]);
      continue;
    }
    if (x->role != ROLE_WEIGHT) continue;
    sb_puts(o, "const ");
    print_tensor_ref(o, g, t);
    static const char *ck[] = {"none", "dense", "splat", "unknown"};
    sb_printf(o, " %s", ck[x->cst]);
    if (x->cst == CONST_SPLAT) sb_printf(o, " %.9g", tensor_const_f64(x, 0));
    if (x->cst_source) sb_printf(o, " from %s", x->cst_source);
    sb_putc(o, '\n');
  }
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    sb_printf(o, "func @%s(", fn->name);
    for (int i = 0; i < fn->ninputs; i++) {
      sb_puts(o, i ? ", " : "");
      print_tensor_ref(o, g, fn->inputs[i]);
      const char *n = g->tensors[fn->inputs[i]].name;
      if (n) sb_printf(o, " \"%s\"", n);
    }
    sb_puts(o, ") -> (");
    for (int i = 0; i < fn->noutputs; i++) {
      sb_puts(o, i ? ", " : "");
      print_tensor_ref(o, g, fn->outputs[i]);
      const char *n = g->tensors[fn->outputs[i]].name;
      if (n) sb_printf(o, " \"%s\"", n);
    }
    sb_puts(o, ")");
    if (fn->calls) sb_printf(o, " calls @%s", fn->calls);
    for (int i = 0; i < fn->nstates; i++) {
      sb_puts(o, i ? ", " : " stores ");
      print_tensor_ref(o, g, fn->state_src[i]);
      sb_puts(o, " -> ");
      print_tensor_ref(o, g, fn->state_dst[i]);
    }
    sb_puts(o, " {\n");
    for (int i = fn->first_op; i < fn->end_op; i++)
      if (!g->ops[i].dead) print_op(o, g, &g->ops[i]);
    sb_puts(o, "}\n");
  }
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    sb_printf(o, "task %d %s root=op%d ops=[", t->id, task_kind_name(t->kind), t->root);
    for (int j = 0; j < t->nops; j++) sb_printf(o, "%s%d", j ? "," : "", t->ops[j]);
    sb_printf(o, "] -> %s", device_name(g, t->device));
    if (t->reason) sb_printf(o, ": %s", t->reason);
    /* what the back half recorded: kernel (describe), code lines (schedule) */
    if (t->kernel) sb_printf(o, " kernel=\"%s\"", t->kernel);
    if (t->asm_first_line) sb_printf(o, " lines=%d..%d", t->asm_first_line, t->asm_last_line);
    sb_putc(o, '\n');
  }
  /* placements (plan), with their addresses once the memory plan ran */
  for (int x = 0; g->place && x < g->ntensors; x++) {
    const Placement *p = &g->place[x];
    if (!p->space) continue;
    sb_printf(o, "place %%%d %s size=%" PRId64 " %s tasks=%d..%d", x, p->space, p->size,
              p->layout ? p->layout : "row_major", p->first_task, p->last_task);
    if (p->addr >= 0) sb_printf(o, " @%" PRId64, p->addr);
    sb_putc(o, '\n');
  }
}
