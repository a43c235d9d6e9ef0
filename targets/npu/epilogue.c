/* epilogue.c (npu): compiles elementwise linalg bodies into VPU instruction
 * sequences on 32x32 bf16 tiles: fused epilogues and standalone elementwise. */
#include <math.h>
#include <string.h>

#include "npu/epilogue.h"
#include "npu/vpu_ops.h"
#include "npu/lower.h"
#include "npucc/bodyexpr.h"
#include "npucc/numeric.h"

/* Does the body read block argument k (an init usually is not read)? */
static bool body_uses_arg(const Body *b, int k) {
  for (int i = 0; i < b->ninsts; i++) {
    if (b->insts[i].op != SC_ARG || b->insts[i].a != k) continue;
    for (int j = i + 1; j < b->ninsts; j++) {
      const ScalarInst *s = &b->insts[j];
      if (s->op != SC_ARG && s->op != SC_CONST && s->op != SC_INDEX &&
          (s->a == i || s->b == i || s->c == i))
        return true;
    }
    for (int y = 0; y < b->nyield; y++)
      if (b->yield[y] == i) return true;
  }
  return false;
}

static int ev_add(Arena *a, Epilogue *ep, EpiVal v) {
  /* room for 4 values first, not ARENA_PUSH's 16: a plain elementwise op has
   * about that many, and every task's plan keeps its epilogue */
  if (!ep->capv) ep->v = arena_alloc(a, sizeof *ep->v * (size_t)(ep->capv = 4));
  ARENA_PUSH(a, ep->v, ep->nv, ep->capv);
  v.last_use = -1;
  v.reg = -1;
  ep->v[ep->nv] = v;
  return ep->nv++;
}


static int ev_const_bits(Arena *a, Epilogue *ep, uint16_t bits) {
  for (int i = 0; i < ep->nv; i++)
    if (ep->v[i].kind == EV_CONST && ep->v[i].bits == bits) return i;
  return ev_add(a, ep, (EpiVal){.kind = EV_CONST, .bits = bits});
}

/* A buffer value, one per tensor (read once a tile however many read it). */
static int ev_buf_in(Arena *a, Epilogue *ep, EpiVal v) {
  for (int i = 0; i < ep->nv; i++)
    if (ep->v[i].kind == EV_BUF && ep->v[i].tensor == v.tensor) return i;
  return ev_add(a, ep, (EpiVal){.kind = EV_BUF, .tensor = v.tensor, .src = v.src, .bcast_batch = v.bcast_batch});
}

static int ev_const(Arena *a, Epilogue *ep, double x) { return ev_const_bits(a, ep, num_bf16_from_f32((float)x)); }

static int ev_op(Arena *a, Epilogue *ep, NpuOpc op, int x, int y) {
  return ev_add(a, ep, (EpiVal){.kind = EV_OP, .op = op, .a = x, .b = y});
}

/* How input k of an elementwise op is indexed, relative to the op's loop
 * space seen as [batch..., rows, cols]. */
bool npu_input_kind(const Graph *g, const Op *op, int k, NpuLayout *kind, bool *bcast_batch) {
  const AffineMap *m = &op->maps[k];
  const Tensor *x = &g->tensors[op_operand(op, k)];
  int r = op->nloops;
  *bcast_batch = false;
  if (m->nres != x->rank) return false;
  bool has[NPUCC_MAX_LOOPS] = {0};
  int nloop = 0;
  for (int i = 0; i < m->nres; i++) {
    if (m->res[i] == MAP_CONST0) {
      if (x->dims[i] != 1) return false;
      continue;
    }
    has[m->res[i]] = true;
    nloop++;
  }
  if (nloop == 0) {
    *kind = NL_SPLAT;
    return true;
  }
  if (r >= 2 && x->rank >= 2 && m->res[m->nres - 1] == r - 1 && m->res[m->nres - 2] == r - 2) {
    /* the leading results must be the batch loops, in order, all or none */
    int lead = m->nres - 2;
    if (lead == 0) {
      *bcast_batch = r > 2;
      *kind = NL_BF16_TILE;
      return true;
    }
    if (lead != r - 2) return false;
    for (int i = 0; i < lead; i++)
      if (m->res[i] != i) return false;
    *kind = NL_BF16_TILE;
    return true;
  }
  if (nloop == 1 && has[r - 1] && (r == 1 || m->res[m->nres - 1] == r - 1)) {
    *kind = NL_ROWS_REP;
    if (r == 1) *kind = NL_COLS_REP; /* a rank-1 op: its one dim is the rows */
    return true;
  }
  if (nloop == 1 && r >= 2 && has[r - 2]) {
    *kind = NL_COLS_REP;
    return true;
  }
  return false;
}

static bool map_identity(const AffineMap *m, int n) {
  if (m->nres != n) return false;
  for (int i = 0; i < n; i++)
    if (m->res[i] != i) return false;
  return true;
}

/* Can op (elementwise, VPU-computable) be evaluated tile by tile with input
 * `chain` (-1: none) as the incoming tile? */
const char *npu_elementwise_unsupported(const Graph *g, const Op *op, int chain) {
  if (op->kind != OP_STRUCTURED || op->nout != 1 || op->body.nyield != 1)
    return "not a single-result elementwise op";
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] != IT_PARALLEL) return "reduction loops";
  if (!map_identity(&op->maps[op->nin], op->nloops))
    return "result written through a permuted or broadcast map";
  if (op->nloops > NPUCC_MAX_RANK || op->nloops < 1) return "rank";
  for (int k = 0; k < op_noperands(op); k++) {
    int x = op_operand(op, k);
    if (k >= op->nin && !body_uses_arg(&op->body, k)) continue;
    if (x == chain) {
      if (!map_identity(&op->maps[k], op->nloops)) return "the fused input is read through a permuted map";
      continue;
    }
    NpuLayout kind;
    bool bb;
    if (!npu_input_kind(g, op, k, &kind, &bb)) return "an input read through a map the NPU layouts do not cover";
  }
  return NULL;
}

int npu_task_output(const Graph *g, const Task *t) {
  const Op *last = &g->ops[t->ops[t->nops - 1]];
  if (last->kind == OP_FILL) last = &g->ops[t->root];
  return last->nout ? last->out[0] : -1;
}



/* Liveness: the last value that reads each one. */
static void note_last_uses(Epilogue *ep) {
  for (int i = 0; i < ep->nv; i++) {
    EpiVal *v = &ep->v[i];
    if (v->kind != EV_OP) continue;
    ep->v[v->a].last_use = i;
    if (v->b >= 0) ep->v[v->b].last_use = i;
  }
  ep->v[ep->result].last_use = ep->nv;
}

/* Compile one op's body up to instruction `last` with args bound to value
 * ids; *result is the value of `last`. */
static bool compile_body(NpuLower *L, Epilogue *ep, const Op *op, const int *argval, int last, int *result,
                         const char **why) {
  const Body *b = &op->body;
  int *val = arena_alloc(L->a, sizeof *val * (size_t)(b->ninsts + 1));
  for (int i = 0; i <= last && i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    int a = s->a >= 0 && s->a < i ? val[s->a] : -1, c = s->b >= 0 && s->b < i ? val[s->b] : -1;
    Arena *ar = L->a;
    bool cmp_operand = (s->a >= 0 && s->a < i && b->insts[s->a].op == SC_CMPF) ||
                       (s->b >= 0 && s->b < i && b->insts[s->b].op == SC_CMPF);
    if (cmp_operand && s->op != SC_SELECT && s->op != SC_ARG && s->op != SC_INDEX) {
      *why = "npu: a comparison used as a value (the VPU has no compare)";
      return false;
    }
    switch (s->op) {
    case SC_ARG: val[i] = argval[s->a]; break;
    case SC_CONST: val[i] = ev_const(ar, ep, s->fval); break;
    case SC_EXTF: case SC_TRUNCF: val[i] = a; break;
    case SC_ADDF: val[i] = ev_op(ar, ep, NI_VADD, a, c); break;
    case SC_SUBF: val[i] = ev_op(ar, ep, NI_VSUB, a, c); break;
    case SC_MULF: val[i] = ev_op(ar, ep, NI_VMUL, a, c); break;
    case SC_DIVF: val[i] = ev_op(ar, ep, NI_VMUL, a, ev_op(ar, ep, NI_VRECIP, c, -1)); break;
    case SC_NEGF: val[i] = ev_op(ar, ep, NI_VSUB, ev_const(ar, ep, 0.0), a); break;
    case SC_MAXIMUMF: case SC_MAXNUMF: val[i] = ev_op(ar, ep, NI_VMAX, a, c); break;
    case SC_MINIMUMF: case SC_MINNUMF: val[i] = ev_op(ar, ep, NI_VMIN, a, c); break;
    case SC_EXP: val[i] = ev_op(ar, ep, NI_VEXP, a, -1); break;
    case SC_EXP2: val[i] = ev_op(ar, ep, NI_VEXP2, a, -1); break;
    case SC_LOG2: val[i] = ev_op(ar, ep, NI_VLOG2, a, -1); break;
    case SC_LOG:
      val[i] = ev_op(ar, ep, NI_VMUL, ev_op(ar, ep, NI_VLOG2, a, -1), ev_const(ar, ep, 0.69314718055994531));
      break;
    case SC_SQRT: val[i] = ev_op(ar, ep, NI_VSQRT, a, -1); break;
    case SC_RSQRT: val[i] = ev_op(ar, ep, NI_VRECIP, ev_op(ar, ep, NI_VSQRT, a, -1), -1); break;
    case SC_TANH: val[i] = ev_op(ar, ep, NI_VTANH, a, -1); break;
    case SC_SIN: val[i] = ev_op(ar, ep, NI_VSIN, a, -1); break;
    case SC_COS: val[i] = ev_op(ar, ep, NI_VCOS, a, -1); break;
    case SC_ABSF:
      val[i] = ev_op(ar, ep, NI_VMAX, a, ev_op(ar, ep, NI_VSUB, ev_const(ar, ep, 0.0), a));
      break;
    case SC_CMPF: val[i] = -1; break; /* only as a select's min/max (below) */
    case SC_SELECT: {
      int dir = npu_select_minmax(b, i), x = val[b->insts[s->a].a], y = val[b->insts[s->a].b];
      if (!dir || x < 0 || y < 0) {
        *why = "npu: arith.select that is not a min/max of its comparison's operands";
        return false;
      }
      val[i] = ev_op(ar, ep, dir > 0 ? NI_VMAX : NI_VMIN, x, y);
      break;
    }
    case SC_YIELD: val[i] = -1; break;
    default:
      *why = arena_printf(L->a, "npu: %s has no VPU instruction", scalar_opcode_name(s->op));
      return false;
    }
    if (s->op != SC_YIELD && s->op != SC_ARG && s->op != SC_CMPF && val[i] < 0) {
      *why = "npu: malformed elementwise body";
      return false;
    }
  }
  *result = last >= 0 && last < b->ninsts ? val[last] : -1;
  if (*result < 0) {
    *why = "npu: malformed elementwise body";
    return false;
  }
  return true;
}

static int ev_buf(NpuLower *L, Epilogue *ep, int x, NpuLayout kind, bool bb) {
  return ev_buf_in(L->a, ep, (EpiVal){.tensor = x, .src = kind, .bcast_batch = bb});
}

/* Op's body appended to ep, its input `chain` (-1: none) being value *cur,
 * which becomes its result. Other tensor inputs are buffers, claimed in the
 * layout op reads them in unless task t computes them (a row group keeps
 * those in VMEM: they have no DRAM layout). */
static bool build_op(NpuLower *L, Task *t, const Op *op, int chain, int *cur, bool inner_in_vmem, Epilogue *ep,
                     const char **why) {
  Graph *g = L->g;
  const char *u = npu_elementwise_unsupported(g, op, chain);
  if (u) {
    *why = arena_printf(L->a, "npu: fused %s: %s", op->name, u);
    return false;
  }
  int argval[NPUCC_MAX_OPERANDS];
  for (int k = 0; k < op_noperands(op); k++) {
    int x = op_operand(op, k);
    argval[k] = -1;
    if (k >= op->nin && !body_uses_arg(&op->body, k)) continue;
    if (x == chain && chain >= 0) {
      argval[k] = *cur;
      continue;
    }
    const Tensor *xt = &g->tensors[x];
    if ((xt->cst == CONST_SPLAT || (xt->cst == CONST_DENSE && tensor_numel(xt) == 1)) &&
        dtype_is_float(xt->dtype)) {
      argval[k] = ev_const(L->a, ep, tensor_const_f64(xt, 0));
      continue;
    }
    NpuLayout kind;
    bool bb;
    if (!npu_input_kind(g, op, k, &kind, &bb)) {
      *why = "npu: epilogue input map";
      return false;
    }
    if (!dtype_is_float(xt->dtype) && xt->dtype != DT_I1) {
      *why = arena_printf(L->a, "npu: %s tensors have no NPU instructions", dtype_name(xt->dtype));
      return false;
    }
    bool inner = inner_in_vmem && xt->producer >= 0 && g->ops[xt->producer].task == t->id;
    if (!inner && !npu_claim(L, x, kind, false, t->id, why)) return false;
    argval[k] = ev_buf(L, ep, x, kind, bb);
  }
  return compile_body(L, ep, op, argval, op->body.yield[0], cur, why);
}

bool npu_epilogue_build(NpuLower *L, Task *t, int first_op_index, int tile_tensor, double dequant,
                        int add_init, Epilogue *ep, const char **why) {
  Graph *g = L->g;
  memset(ep, 0, sizeof *ep);
  int cur = ev_add(L->a, ep, (EpiVal){.kind = EV_TILE});
  if (dequant != 1.0) cur = ev_op(L->a, ep, NI_VMUL, cur, ev_const(L->a, ep, dequant));
  if (add_init >= 0) {
    const NpuBuf *ib = &L->buf[add_init];
    bool bb = ib->batch == 1 && tile_tensor >= 0 && L->buf[tile_tensor].batch > 1;
    cur = ev_op(L->a, ep, NI_VADD, cur, ev_buf(L, ep, add_init, NL_BF16_TILE, bb));
  }
  int chain = tile_tensor;
  for (int j = first_op_index; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (op->kind == OP_FILL || (t->ops[j] == t->root && tile_tensor >= 0)) continue;
    if (!build_op(L, t, op, chain, &cur, false, ep, why)) return false;
    chain = op->out[0];
  }
  ep->result = cur;
  note_last_uses(ep);
  return true;
}

bool npu_epilogue_build_one(NpuLower *L, Task *t, const Op *op, Epilogue *ep, const char **why) {
  memset(ep, 0, sizeof *ep);
  int cur = ev_add(L->a, ep, (EpiVal){.kind = EV_TILE});
  if (!build_op(L, t, op, -1, &cur, true, ep, why)) return false;
  ep->result = cur;
  note_last_uses(ep);
  return true;
}

bool npu_epilogue_build_expr(NpuLower *L, const Op *op, int inst, Epilogue *ep, const char **why) {
  memset(ep, 0, sizeof *ep);
  for (int k = 1; k < op->body.nargs; k++)
    if (body_depends_on(&op->body, inst, k)) {
      *why = "npu: a reduction whose per-element transform reads more than its input element";
      return false;
    }
  int argval[NPUCC_MAX_OPERANDS];
  for (int k = 0; k < NPUCC_MAX_OPERANDS; k++) argval[k] = -1;
  argval[0] = ev_add(L->a, ep, (EpiVal){.kind = EV_TILE});
  if (!compile_body(L, ep, op, argval, inst, &ep->result, why)) return false;
  note_last_uses(ep);
  return true;
}


/* A producer's program copied into ep (its values after ep's, buffers and
 * constants shared with ep's); returns the value that is its result. */
static int append_program(Arena *a, Epilogue *ep, const Epilogue *from) {
  int *map = arena_alloc(a, sizeof *map * (size_t)from->nv);
  for (int i = 0; i < from->nv; i++) {
    const EpiVal *v = &from->v[i];
    if (v->kind == EV_TILE) map[i] = -1;
    else if (v->kind == EV_CONST) map[i] = ev_const_bits(a, ep, v->bits);
    else if (v->kind == EV_BUF) map[i] = ev_buf_in(a, ep, *v);
    else map[i] = ev_op(a, ep, v->op, map[v->a], v->b >= 0 ? map[v->b] : -1);
  }
  return map[from->result];
}

bool npu_epilogue_inline(Arena *a, const Epilogue *into, int tensor, const Epilogue *from, Epilogue *out) {
  if (from->v[from->result].kind == EV_TILE) return false;
  for (int i = 0; i < from->nv; i++) {
    const EpiVal *v = &from->v[i];
    if (v->kind == EV_OP && (from->v[v->a].kind == EV_TILE || (v->b >= 0 && from->v[v->b].kind == EV_TILE)))
      return false;
  }
  memset(out, 0, sizeof *out);
  int *map = arena_alloc(a, sizeof *map * (size_t)into->nv);
  for (int i = 0; i < into->nv; i++) {
    const EpiVal *v = &into->v[i];
    if (v->kind == EV_TILE) map[i] = ev_add(a, out, *v);
    else if (v->kind == EV_CONST) map[i] = ev_const_bits(a, out, v->bits);
    else if (v->kind == EV_BUF && v->tensor == tensor) map[i] = append_program(a, out, from);
    else if (v->kind == EV_BUF) map[i] = ev_buf_in(a, out, *v);
    else map[i] = ev_op(a, out, v->op, map[v->a], v->b >= 0 ? map[v->b] : -1);
  }
  out->result = map[into->result];
  note_last_uses(out);
  return true;
}

bool npu_epilogue_is_identity(const Epilogue *ep) { return ep->result == 0; }

/* Constant pairs, loaded once: vli.all writes one register, so two each. */
int npu_epilogue_setup(NpuLower *L, Epilogue *ep, int first) {
  int r = first;
  for (int i = 0; i < ep->nv; i++) {
    EpiVal *v = &ep->v[i];
    if (v->kind != EV_CONST) continue;
    v->reg = r;
    nb_vli_all(L->b, r, v->bits);
    nb_vli_all(L->b, r + 1, v->bits);
    r += 2;
  }
  ep->nconst_regs = r - first;
  return r - first;
}

int npu_epilogue_const_pairs(const Epilogue *ep) {
  int n = 0;
  for (int i = 0; i < ep->nv; i++) n += ep->v[i].kind == EV_CONST;
  return n;
}

/* Temporary pairs an application needs at most (buffers and op results). */
int npu_epilogue_temps(const Epilogue *ep) {
  int live = 0, most = 0;
  for (int i = 0; i < ep->nv; i++) {
    const EpiVal *v = &ep->v[i];
    if (v->kind == EV_OP) {
      /* a buffer operand is loaded just before its first use */
      if (ep->v[v->a].kind == EV_BUF) live++;
      if (v->b >= 0 && ep->v[v->b].kind == EV_BUF && v->b != v->a) live++;
      live++;
      if (live > most) most = live;
      if (ep->v[v->a].last_use == i && ep->v[v->a].kind != EV_CONST && ep->v[v->a].kind != EV_TILE) live--;
      if (v->b >= 0 && v->b != v->a && ep->v[v->b].last_use == i && ep->v[v->b].kind != EV_CONST &&
          ep->v[v->b].kind != EV_TILE)
        live--;
    }
  }
  if (ep->v[ep->result].kind == EV_BUF) most = most < 1 ? 1 : most;
  return most;
}

/* Free temporaries in the order they were freed: the least recently freed
 * is handed out first, so a load does not wait for the op that just read
 * the register it would write. */
typedef struct FreeRegs {
  int r[32], head, n;
} FreeRegs;
static int take(FreeRegs *f) {
  if (!f->n) return -1;
  int r = f->r[f->head];
  f->head = (f->head + 1) % 32, f->n--;
  return r;
}
static void give(FreeRegs *f, int r) {
  if (f->n < 32) f->r[(f->head + f->n++) % 32] = r;
}

int npu_epilogue_apply(NpuLower *L, Epilogue *ep, int in, const int *tmp, int ntmp,
                       const int64_t *src_vmem) {
  NpuVloc buf[EPI_MAX_VALUES];
  NpuVloc *loc = ep->nv <= EPI_MAX_VALUES ? buf : arena_alloc(L->a, sizeof *loc * (size_t)ep->nv);
  for (int i = 0; i < ep->nv; i++) loc[i] = npu_vloc_phys(src_vmem ? src_vmem[i] : -1);
  return npu_epilogue_apply_at(L, ep, in, tmp, ntmp, loc);
}

int npu_epilogue_apply_at(NpuLower *L, Epilogue *ep, int in, const int *tmp, int ntmp,
                          const NpuVloc *src) {
  FreeRegs fr = {.n = 0};
  for (int i = 0; i < ntmp; i++) give(&fr, tmp[i]);
  for (int i = 0; i < ep->nv; i++)
    if (ep->v[i].kind == EV_BUF || ep->v[i].kind == EV_OP) ep->v[i].reg = -1;
  ep->v[0].reg = in;
  for (int i = 0; i < ep->nv; i++) {
    EpiVal *v = &ep->v[i];
    if (v->kind != EV_OP && !(v->kind == EV_BUF && i == ep->result)) continue;
    int ops[2] = {v->kind == EV_OP ? v->a : i, v->kind == EV_OP ? v->b : -1};
    for (int k = 0; k < 2; k++) {
      int o = ops[k];
      if (o < 0) continue;
      EpiVal *ov = &ep->v[o];
      if (ov->kind == EV_BUF && ov->reg < 0) {
        ov->reg = take(&fr);
        if (ov->reg < 0) {
          nb_fail(L->b, "npu: epilogue out of registers");
          return in;
        }
        npu_vload_pair_loc(L, ov->reg, src[o]);
      }
    }
    if (v->kind != EV_OP) continue;
    v->reg = take(&fr);
    if (v->reg < 0) {
      nb_fail(L->b, "npu: epilogue out of registers");
      return in;
    }
    nb_vpu(L->b, v->op, v->reg, ep->v[v->a].reg, v->b >= 0 ? ep->v[v->b].reg : 0);
    for (int k = 0; k < 2; k++) {
      int o = ops[k];
      if (o < 0 || (k == 1 && o == ops[0])) continue;
      EpiVal *ov = &ep->v[o];
      if (ov->last_use == i && (ov->kind == EV_OP || ov->kind == EV_BUF)) give(&fr, ov->reg);
    }
  }
  return ep->v[ep->result].reg;
}
