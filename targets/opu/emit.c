/* emit.c (opu): the RISC-V program: per entry a global function that fills a
 * buffer table and calls one local function per dispatch, plus the data. */
#include <string.h>

#include "host/host.h"
#include "opu/opu.h"

/* Where the bytes of a group of tensors (one tensor and its views) live. */
typedef enum { HOME_INPUT, HOME_OUTPUT, HOME_CONST, HOME_PARAM, HOME_ZERO, HOME_WORK } HomeKind;

static const char *const home_names[] = {"input", "output", "rodata", "bss_param", "zeros", "workspace"};

typedef struct Slot {
  HomeKind kind;
  int index;        /* input/output position */
  int tensor;       /* the group's root tensor, -1 for dispatch scratch */
  const char *sym;  /* CONST / PARAM symbol */
  const char *what; /* for the task graph: "buffer 12 %x", "scratch lhs_packed of task 3" */
  int64_t bytes;
  int first, last;  /* lifetime in task positions (HOME_WORK) */
  int64_t offset;   /* workspace offset (HOME_WORK) */
} Slot;

/* How one offloaded contraction is laid out (decided before any code). */
typedef struct OpuPlan {
  bool opu;
  OpuTile tl;
  OpuOperand lhs, rhs, acc, out;
  bool packed_rhs;  /* RHS packed at compile time into .rodata */
  bool lhs_direct;  /* M0 = K0 = 1: A already is the packed LHS */
  bool out_direct;  /* M0 = 1, N % N0 = 0: mmt4d writes C itself */
  int ap, bp, cp;   /* scratch slots, -1 if unused */
  const char *packed_sym;
} OpuPlan;

typedef struct Emit {
  Graph *g;
  const Options *o;
  Diag *d;
  Arena *a;
  Asm text;          /* .text: the task graph's line numbers count here */
  StrBuf rodata_sb;  /* .rodata, appended after the text */
  Asm rodata;
  /* the entry being emitted */
  int func;
  int *root;         /* per tensor: root of its view group */
  int *slot_of_root; /* per root tensor: slot index or -1 */
  Slot *slots;
  int nslots, capslots;
  int *tasks, ntasks; /* task ids of the entry, in order */
  int64_t workspace;
  OpuPlan *plan;      /* per task id */
  /* the program */
  int64_t zero_bytes; /* largest tensor.empty group: the shared zero region */
  int nblobs;
  Prop **abis;
  int nabis, capabis;
  bool *const_emitted; /* per tensor: its .rodata copy is written */
  /* records of the current task's calls */
  Prop **calls;
  int ncalls, capcalls;
} Emit;

/* ------------------------------------------------------------ naming */

/* A symbol from an MLIR name: other characters become '_', and a leading
 * digit gets one too (GNU as would read it as a number or a local label). */
static const char *sanitize(Arena *a, const char *s, bool c_ident) {
  char *r = *s >= '0' && *s <= '9' ? arena_printf(a, "_%s", s) : arena_strdup(a, s);
  for (char *p = r; *p; p++) {
    bool ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || (!c_ident && (*p == '$' || *p == '.'));
    if (!ok) *p = '_';
  }
  return r;
}

static const char *entry_symbol(Arena *a, const char *func) {
  return arena_printf(a, "npucc_%s", sanitize(a, func, true));
}

static void dims_text(StrBuf *b, const Tensor *x) {
  for (int i = 0; i < x->rank; i++) sb_printf(b, "%s%lld", i ? "x" : "", (long long)x->dims[i]);
  if (!x->rank) sb_puts(b, "scalar");
}

/* IREE-style names (`main$async_dispatch_3_matmul_like_50x20x24_i8xi8xi32`)
 * so Merlin's coverage script classifies them as it does IREE's. */
static const char *dispatch_name(Emit *E, const Task *t) {
  const Graph *g = E->g;
  const Op *root = &g->ops[t->root];
  StrBuf b;
  sb_init(&b);
  sb_printf(&b, "%s_dispatch_%d_", sanitize(E->a, g->funcs[t->func].name, false), t->id);
  const Match *m = root->match >= 0 ? &g->matches[root->match] : NULL;
  if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
    const ContractionInfo *mm = &m->mm;
    if (m->kind == TK_BATCH_MATMUL) sb_printf(&b, "batch_matmul_%lldx", (long long)mm->batch);
    else sb_puts(&b, "matmul_like_");
    sb_printf(&b, "%lldx%lldx%lld_%sx%sx%s", (long long)mm->m, (long long)mm->n, (long long)mm->k,
              dtype_name(mm->lhs_type), dtype_name(mm->rhs_type), dtype_name(mm->acc_type));
  } else {
    const char *kind = "generic";
    switch (t->kind) {
    case TK_ELEMENTWISE: kind = "elementwise"; break;
    case TK_REDUCTION: kind = "reduction"; break;
    case TK_SOFTMAX: kind = "softmax"; break;
    case TK_ATTENTION: kind = "attention"; break;
    case TK_DATA_MOVEMENT: kind = root->kind == OP_TRANSPOSE || root->kind == OP_STRUCTURED ? "transpose" : "memcpy"; break;
    default: break;
    }
    sb_printf(&b, "%s_", kind);
    if (root->nout) dims_text(&b, &g->tensors[root->out[0]]);
    for (int k = 0; k < root->nin && k < 3; k++)
      sb_printf(&b, "%s%s", k ? "x" : "_", dtype_name(g->tensors[root->in[k]].dtype));
    if (root->nout) sb_printf(&b, "%s%s", root->nin ? "x" : "_", dtype_name(g->tensors[root->out[0]].dtype));
  }
  const char *r = sanitize(E->a, sb_cstr(&b), false);
  sb_free(&b);
  return r;
}

/* ------------------------------------------------------------ buffers */

static int view_root(const Graph *g, int t) {
  for (int guard = 0; guard < 256; guard++) {
    int p = g->tensors[t].producer;
    if (p < 0 || g->ops[p].dead || g->ops[p].kind != OP_RESHAPE || g->ops[p].nin < 1) return t;
    t = g->ops[p].in[0];
  }
  return t;
}

static int add_slot(Emit *E, Slot s) {
  ARENA_PUSH(E->a, E->slots, E->nslots, E->capslots);
  E->slots[E->nslots] = s;
  return E->nslots++;
}

static int64_t slot_off(int slot) { return 8 * (int64_t)slot; }

static bool is_input(const Func *f, int t, int *j) {
  for (int i = 0; i < f->ninputs; i++)
    if (f->inputs[i] == t) return *j = i, true;
  return false;
}

/* The operands a dispatch really reads or writes through the table: not the
 * RHS packed at compile time, not the init of a zero-initialised OPU root. */
static bool touches(const Emit *E, const Task *t, const Op *op, int k) {
  const OpuPlan *p = &E->plan[t->id];
  if (!p->opu || op->id != t->root || k >= op_noperands(op)) return true;
  if (k == 1 && p->packed_rhs) return false;
  if (k == 2 && op->zero_init) return false;
  return true;
}

/* Decide where each view group lives and give every group the dispatches
 * touch a slot of the buffer table. */
static bool plan_slots(Emit *E) {
  Graph *g = E->g;
  const Func *f = &g->funcs[E->func];
  int nt = g->ntensors;
  E->nslots = 0;
  for (int t = 0; t < nt; t++) {
    E->root[t] = view_root(g, t);
    E->slot_of_root[t] = -1;
  }
  bool *needed = arena_alloc(E->a, (size_t)nt + 1);
  int *first = arena_alloc(E->a, sizeof(int) * (size_t)(nt + 1));
  int *last = arena_alloc(E->a, sizeof(int) * (size_t)(nt + 1));
  for (int t = 0; t < nt; t++) first[t] = E->ntasks + 1, last[t] = -1;
  for (int p = 0; p < E->ntasks; p++) {
    const Task *t = &g->tasks[E->tasks[p]];
    for (int j = 0; j < t->nops; j++) {
      const Op *op = &g->ops[t->ops[j]];
      for (int k = 0; k < op_noperands(op) + op->nout; k++) {
        if (!touches(E, t, op, k)) continue;
        int x = k < op_noperands(op) ? op_operand(op, k) : op->out[k - op_noperands(op)];
        int r = E->root[x];
        needed[r] = true;
        if (p < first[r]) first[r] = p;
        if (p > last[r]) last[r] = p;
      }
    }
  }
  for (int j = 0; j < f->noutputs; j++) {
    int r = E->root[f->outputs[j]];
    needed[r] = true;
    last[r] = E->ntasks; /* read by the copies at the end */
    if (first[r] > E->ntasks) first[r] = E->ntasks;
  }
  for (int j = 0; j < f->ninputs; j++) needed[E->root[f->inputs[j]]] = true;

  for (int r = 0; r < nt; r++) { /* by root id: deterministic */
    if (!needed[r] || E->root[r] != r) continue;
    const Tensor *x = &g->tensors[r];
    if (!tensor_is_static(x) || x->dtype == DT_UNKNOWN) {
      StrBuf b;
      sb_init(&b);
      for (int i = 0; i < x->rank; i++) {
        if (x->dims[i] == NPUCC_DYN) sb_puts(&b, "?x");
        else sb_printf(&b, "%lldx", (long long)x->dims[i]);
      }
      sb_puts(&b, dtype_name(x->dtype));
      int dim = tensor_dynamic_dim(x);
      diag_error(E->d, x->loc, "opu: tensor %%%d%s%s (%s) %s; the emitted program needs static shapes and "
                 "known types", r, x->name ? " " : "", x->name ? x->name : "", sb_cstr(&b),
                 dim >= 0 ? arena_printf(E->a, "has a dynamic dimension %d", dim) : "has a type npucc does not model");
      sb_free(&b);
      return false;
    }
    Slot s = {.tensor = r, .bytes = (int64_t)tensor_bytes(x), .first = first[r], .last = last[r]};
    s.what = x->name ? arena_printf(E->a, "buffer %d %%%s", r, x->name) : arena_printf(E->a, "buffer %d", r);
    int j;
    if (is_input(f, r, &j)) {
      s.kind = HOME_INPUT, s.index = j;
    } else if (x->cst == CONST_DENSE || x->cst == CONST_SPLAT) {
      s.kind = HOME_CONST, s.sym = arena_printf(E->a, "npucc_const_%d", r);
    } else if (x->cst == CONST_UNKNOWN) {
      /* Elided weights: the loader fills this symbol before the first call. */
      s.kind = HOME_PARAM;
      s.sym = arena_printf(E->a, "npucc_param_%s",
                           sanitize(E->a, x->name ? x->name : arena_printf(E->a, "t%d", r), true));
    } else if (x->producer < 0) {
      s.kind = HOME_ZERO; /* tensor.empty reads as zeros, as targets/host has it */
      if (s.bytes > E->zero_bytes) E->zero_bytes = s.bytes;
    } else {
      s.kind = HOME_WORK;
      for (int o = 0; o < f->noutputs && s.kind == HOME_WORK; o++)
        if (E->root[f->outputs[o]] == r) s.kind = HOME_OUTPUT, s.index = o;
    }
    E->slot_of_root[r] = add_slot(E, s);
  }
  return true;
}

static int slot_of(const Emit *E, int tensor) { return E->slot_of_root[E->root[tensor]]; }

/* Packed operands and the packed result live in per-dispatch scratch. */
static int scratch_slot(Emit *E, const Task *t, int pos, const char *what, int64_t bytes) {
  Slot s = {.kind = HOME_WORK, .tensor = -1, .bytes = bytes, .first = pos, .last = pos};
  s.what = arena_printf(E->a, "scratch %s of task %d", what, t->id);
  return add_slot(E, s);
}

/* First fit over lifetimes, largest first: buffers whose tasks do not
 * overlap share workspace bytes. Ties by slot index keep it deterministic. */
static void plan_workspace(Emit *E) {
  int n = 0;
  int *order = arena_alloc(E->a, sizeof(int) * (size_t)(E->nslots + 1));
  for (int i = 0; i < E->nslots; i++)
    if (E->slots[i].kind == HOME_WORK) order[n++] = i;
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0; j--) {
      const Slot *x = &E->slots[order[j - 1]], *y = &E->slots[order[j]];
      if (x->bytes > y->bytes || (x->bytes == y->bytes && order[j - 1] < order[j])) break;
      int tmp = order[j];
      order[j] = order[j - 1];
      order[j - 1] = tmp;
    }
  E->workspace = 0;
  for (int i = 0; i < n; i++) {
    Slot *s = &E->slots[order[i]];
    int64_t off = 0;
    for (bool moved = true; moved;) {
      moved = false;
      for (int j = 0; j < i; j++) {
        const Slot *o = &E->slots[order[j]];
        bool same_time = !(s->last < o->first || o->last < s->first);
        bool same_bytes = off < o->offset + o->bytes && o->offset < off + s->bytes;
        if (same_time && same_bytes) {
          off = (o->offset + o->bytes + 63) / 64 * 64;
          moved = true;
        }
      }
    }
    s->offset = off;
    if (off + s->bytes > E->workspace) E->workspace = off + s->bytes;
  }
  E->workspace = (E->workspace + 63) / 64 * 64;
}

/* ------------------------------------------------------------ calls */

typedef enum { ARG_IMM, ARG_REG, ARG_SLOT, ARG_SYM } ArgKind;

typedef struct Arg {
  ArgKind kind;
  int64_t imm;     /* ARG_IMM */
  const char *reg; /* ARG_REG: an s register holding an element offset (0 in the first iteration) */
  int slot;        /* ARG_SLOT */
  const char *sym; /* ARG_SYM */
} Arg;

static Arg imm(int64_t v) { return (Arg){ARG_IMM, v, NULL, 0, NULL}; }
static Arg reg(const char *r) { return (Arg){ARG_REG, 0, r, 0, NULL}; }
static Arg slotarg(int s) { return (Arg){ARG_SLOT, 0, NULL, s, NULL}; }
static Arg symarg(const char *s) { return (Arg){ARG_SYM, 0, NULL, 0, s}; }

static const char *const mmt4d_params[17] = {
    "lhs_buffer", "lhs_offset", "lhs_stride0", "rhs_buffer", "rhs_offset", "rhs_stride0",
    "out_buffer", "out_offset", "out_stride0", "M", "N", "K", "M0", "N0", "K0", "flags", "cpu_data"};
static const char *const pack_params[17] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "out_size0", "out_size1",
    "out_size2", "out_size3", "padding_value", "flags", "cpu_data"};
static const char *const unpack_params[16] = {
    "in_buffer", "in_offset", "in_stride0", "in_stride1", "out_buffer", "out_offset",
    "out_stride0", "out_stride1", "in_size0", "in_size1", "in_size2", "in_size3",
    "out_size0", "out_size1", "flags", "cpu_data"};

static void record_call(Emit *E, const char *fn, const char *role, const Arg *args, int n,
                        const char *const *names) {
  Prop *rec = NULL;
  prop_add_str(E->a, &rec, "symbol", fn);
  prop_add_str(E->a, &rec, "role", role);
  for (int i = 0; i < n; i++) {
    const Arg *x = &args[i];
    switch (x->kind) {
    case ARG_IMM: prop_add_int(E->a, &rec, names[i], x->imm); break;
    case ARG_REG: prop_add_int(E->a, &rec, names[i], 0); break;
    case ARG_SLOT: prop_add_str(E->a, &rec, names[i], E->slots[x->slot].what); break;
    case ARG_SYM: prop_add_str(E->a, &rec, names[i], x->sym); break;
    }
  }
  ARENA_PUSH(E->a, E->calls, E->ncalls, E->capcalls);
  E->calls[E->ncalls++] = rec;
}

/* The LP64D call of spec §1.2: arguments 9.. go to the outgoing area at
 * 0(sp) first (through t0), then a0-a7; 32-bit ones are li-extended. */
static void emit_call(Emit *E, const char *fn, const char *role, const Arg *args, int n,
                      const char *const *names) {
  Asm *as = &E->text;
  asm_printf(as, "\t# %s: %s\n", role, fn);
  for (int i = 8; i < n; i++) {
    const Arg *x = &args[i];
    const char *r = "t0";
    switch (x->kind) {
    case ARG_IMM:
      if (x->imm) asm_printf(as, "\tli t0, %lld\n", (long long)x->imm);
      else r = "zero";
      break;
    case ARG_REG: r = x->reg; break;
    case ARG_SLOT: asm_mem(as, "ld", "t0", slot_off(x->slot), "s0", "t1"); break;
    case ARG_SYM: asm_printf(as, "\tlla t0, %s\n", x->sym); break;
    }
    asm_printf(as, "\tsd %s, %d(sp)\t\t# %s\n", r, 8 * (i - 8), names[i]);
  }
  for (int i = 0; i < n && i < 8; i++) {
    const Arg *x = &args[i];
    char ar[3] = {'a', (char)('0' + i), 0};
    switch (x->kind) {
    case ARG_IMM: asm_printf(as, "\tli %s, %lld\t\t# %s\n", ar, (long long)x->imm, names[i]); break;
    case ARG_REG: asm_printf(as, "\tmv %s, %s\t\t# %s\n", ar, x->reg, names[i]); break;
    case ARG_SLOT: asm_mem(as, "ld", ar, slot_off(x->slot), "s0", "t1"); break;
    case ARG_SYM: asm_printf(as, "\tlla %s, %s\n", ar, x->sym); break;
    }
  }
  asm_printf(as, "\tcall\t%s\n", fn);
  record_call(E, fn, role, args, n, names);
}

/* ------------------------------------------------------------ dispatches */

enum {
  FRAME_HOST_BUFS = OPU_OUT_ARGS_BYTES,                      /* host_kernel_run's buffer array */
  FRAME_SAVE = FRAME_HOST_BUFS + 8 * HK_MAX_TENSORS,         /* ra, s0-s11 */
  FRAME_BYTES = (FRAME_SAVE + 13 * 8 + 15) / 16 * 16
};

static void emit_host_op(Emit *E, const Task *t, const Op *op, const char *fail) {
  Graph *g = E->g;
  Asm *as = &E->text;
  size_t size = 0;
  char err[512];
  HostKernel *k = host_kernel_build(g, op, E->a, &size, err, sizeof err);
  if (!k) {
    diag_error(E->d, op->loc, "opu: task %d must run on the host, but the riscv64 host runtime cannot "
               "run it either: %s", t->id, err);
    return;
  }
  const char *blob = arena_printf(E->a, "npucc_hk_%d", E->nblobs++);
  asm_printf(&E->rodata, "\t.balign 16\n\t.type %s,@object\n%s:\t# task %d: %s\n", blob, blob, t->id,
             op->name ? op->name : op_kind_name(op->kind));
  asm_data(&E->rodata, (const uint8_t *)k, size);
  asm_printf(&E->rodata, "\t.size %s, %zu\n", blob, size);

  int nops = op_noperands(op);
  asm_printf(as, "\t# %s (op %d, line %d): HostKernel %s, %zu bytes\n",
             op->name ? op->name : op_kind_name(op->kind), op->id, op->loc.line, blob, size);
  for (int i = 0; i < nops + op->nout; i++) {
    int x = i < nops ? op_operand(op, i) : op->out[i - nops];
    asm_mem(as, "ld", "t0", slot_off(slot_of(E, x)), "s0", "t1");
    asm_printf(as, "\tsd t0, %d(sp)\n", FRAME_HOST_BUFS + 8 * i);
  }
  asm_printf(as, "\tlla a0, %s\n\taddi a1, sp, %d\n\tlla a2, npucc_error\n\tli a3, %d\n", blob,
             FRAME_HOST_BUFS, OPU_ERROR_BYTES);
  asm_printf(as, "\tcall\thost_kernel_run\n\tbeqz a0, %s\n", fail);
  Prop *rec = NULL;
  prop_add_str(E->a, &rec, "symbol", "host_kernel_run");
  prop_add_str(E->a, &rec, "role", op->name ? op->name : op_kind_name(op->kind));
  prop_add_str(E->a, &rec, "kernel_blob", blob);
  prop_add_int(E->a, &rec, "blob_bytes", (int64_t)size);
  ARENA_PUSH(E->a, E->calls, E->ncalls, E->capcalls);
  E->calls[E->ncalls++] = rec;
}

/* Element offsets of the batch loops: s1 lhs, s2 rhs (or packed RHS), s3
 * acc, s4 out; counters s5-s7. Each level adds its step after an iteration
 * and rewinds when its loop ends. */
static const char *const batch_regs[4] = {"s1", "s2", "s3", "s4"};
static const char *const batch_counters[OPU_MAX_BATCH_LOOPS] = {"s5", "s6", "s7"};

static void batch_steps(const Emit *E, const Op *root, const OpuPlan *p, int64_t step[][4],
                        int64_t *range) {
  const ContractionInfo *mm = &E->g->matches[root->match].mm;
  int64_t np = p->tl.n1 * p->tl.k1 * p->tl.n0 * p->tl.k0, inner = 1;
  for (int b = mm->nbatch - 1; b >= 0; b--) {
    int l = mm->batch_loops[b];
    range[b] = op_loop_size(E->g, root, l);
    step[b][0] = p->lhs.stride[l];
    step[b][1] = p->packed_rhs ? np * inner : p->rhs.stride[l];
    step[b][2] = p->acc.stride[l];
    step[b][3] = p->out.stride[l];
    inner *= range[b];
  }
}

static void pack_operand_args(Arg *a, int in_slot, const char *off_reg, int64_t s_outer,
                              int64_t s_inner, int64_t size_outer, int64_t size_inner, bool swap,
                              int out_slot, int64_t o0, int64_t o1, int64_t t0, int64_t t1,
                              uint32_t type) {
  /* swap: the tensor is stored with the packed inner-tile dim outermost, so
   * the rows it is read by are the packed layout's columns: both transposes. */
  a[0] = slotarg(in_slot);
  a[1] = reg(off_reg);
  a[2] = imm(swap ? s_inner : s_outer);
  a[3] = imm(swap ? s_outer : s_inner);
  a[4] = slotarg(out_slot);
  a[5] = imm(0);
  a[6] = imm(o1 * t0 * t1);
  a[7] = imm(t0 * t1);
  a[8] = imm(swap ? size_inner : size_outer);
  a[9] = imm(swap ? size_outer : size_inner);
  a[10] = imm(o0);
  a[11] = imm(o1);
  a[12] = imm(t0);
  a[13] = imm(t1);
  a[14] = imm(0);
  a[15] = imm(type | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0));
  a[16] = symarg("npucc_cpu_data");
}

static void emit_opu_root(Emit *E, const Task *t, const char *label) {
  Graph *g = E->g;
  Asm *as = &E->text;
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = &g->matches[root->match].mm;
  const OpuPlan *p = &E->plan[t->id];
  const OpuTile *tl = &p->tl;
  bool inline_kernel = E->o->opu_kernel == OPU_KERNEL_INLINE;
  int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
  int64_t lhs_stride0 = tl->k1 * tl->m0 * tl->k0, rhs_stride0 = tl->k1 * tl->n0 * tl->k0;
  int64_t out_stride0 = tl->n1 * tl->m0 * tl->n0;
  int64_t step[OPU_MAX_BATCH_LOOPS][4], range[OPU_MAX_BATCH_LOOPS];
  batch_steps(E, root, p, step, range);
  int nb = mm->nbatch;

  Prop **tp = &E->g->tasks[t->id].props;
  prop_add_bool(E->a, tp, "rhs_packed_at_compile_time", p->packed_rhs);
  if (p->packed_rhs) prop_add_str(E->a, tp, "rhs_packed_symbol", p->packed_sym);
  prop_add_str(E->a, tp, "lhs_pack", p->lhs_direct ? "none: with M0 = K0 = 1 the row-major LHS is its packed form"
                                                   : "iree_uk_pack at run time");
  prop_add_str(E->a, tp, "unpack", p->out_direct ? "none: with M0 = 1 and N % N0 = 0 mmt4d writes the row-major result"
                                                 : "iree_uk_unpack at run time");
  for (int r = 0; r < 4; r++) asm_printf(as, "\tli %s, 0\n", batch_regs[r]);
  for (int b = 0; b < nb; b++)
    asm_printf(as, "\tli %s, %lld\n%s_b%d:\n", batch_counters[b], (long long)range[b], label, b);

  Arg a[17];
  int lhs_slot = slot_of(E, p->lhs.tensor), out_slot = slot_of(E, p->out.tensor);
  if (mm->accumulate) {
    int64_t sm = p->acc.stride[ml], sn = p->acc.stride[nl];
    pack_operand_args(a, slot_of(E, p->acc.tensor), "s3", sm, sn, mm->m, mm->n, sm < sn, p->cp,
                      tl->m1, tl->n1, tl->m0, tl->n0, UK_PACK_I32I32);
    emit_call(E, "iree_uk_pack", "pack accumulator", a, 17, pack_params);
  }
  if (!p->lhs_direct) {
    int64_t sm = p->lhs.stride[ml], sk = p->lhs.stride[kl];
    pack_operand_args(a, lhs_slot, "s1", sm, sk, mm->m, mm->k, sm < sk, p->ap, tl->m1, tl->k1,
                      tl->m0, tl->k0, UK_PACK_I8I8);
    emit_call(E, "iree_uk_pack", "pack lhs", a, 17, pack_params);
  }
  if (!p->packed_rhs) {
    int64_t sn = p->rhs.stride[nl], sk = p->rhs.stride[kl];
    pack_operand_args(a, slot_of(E, p->rhs.tensor), "s2", sn, sk, mm->n, mm->k, sn < sk, p->bp,
                      tl->n1, tl->k1, tl->n0, tl->k0, UK_PACK_I8I8);
    emit_call(E, "iree_uk_pack", "pack rhs", a, 17, pack_params);
  }
  uint32_t flags = UK_MMT4D_S8S8S32 | UK_MMT4D_ALLOW_GENERIC | (mm->accumulate ? UK_MMT4D_ACCUMULATE : 0);
  a[0] = p->lhs_direct ? slotarg(lhs_slot) : slotarg(p->ap);
  a[1] = p->lhs_direct ? reg("s1") : imm(0);
  a[2] = imm(lhs_stride0);
  a[3] = p->packed_rhs ? symarg(p->packed_sym) : slotarg(p->bp);
  a[4] = p->packed_rhs ? reg("s2") : imm(0);
  a[5] = imm(rhs_stride0);
  a[6] = p->out_direct ? slotarg(out_slot) : slotarg(p->cp);
  a[7] = p->out_direct ? reg("s4") : imm(0);
  a[8] = imm(out_stride0);
  a[9] = imm(tl->m1);
  a[10] = imm(tl->n1);
  a[11] = imm(tl->k1);
  a[12] = imm(tl->m0);
  a[13] = imm(tl->n0);
  a[14] = imm(tl->k0);
  a[15] = imm(flags);
  a[16] = symarg("npucc_cpu_data");
  if (inline_kernel) {
    asm_printf(as, "\t# mmt4d inline on the OPU: M1=%lld N1=%lld K1=%lld, tile %dx%dx%d\n",
               (long long)tl->m1, (long long)tl->n1, (long long)tl->k1, tl->m0, tl->n0, tl->k0);
    const char *dst[3] = {"a0", "a1", "a2"};
    for (int i = 0; i < 3; i++) {
      const Arg *buf = &a[3 * i], *off = &a[3 * i + 1];
      if (buf->kind == ARG_SLOT) asm_mem(as, "ld", dst[i], slot_off(buf->slot), "s0", "t1");
      else asm_printf(as, "\tlla %s, %s\n", dst[i], buf->sym);
      if (off->kind == ARG_REG) {
        if (i == 2) asm_printf(as, "\tslli t0, %s, 2\n\tadd %s, %s, t0\n", off->reg, dst[i], dst[i]);
        else asm_printf(as, "\tadd %s, %s, %s\n", dst[i], dst[i], off->reg);
      }
    }
    opu_inline_mmt4d(as, tl, lhs_stride0, rhs_stride0, out_stride0, mm->accumulate, label);
    record_call(E, "inline", "mmt4d", a, 17, mmt4d_params);
  } else {
    emit_call(E, "iree_uk_mmt4d", "mmt4d", a, 17, mmt4d_params);
  }
  if (!p->out_direct) {
    int64_t sm = p->out.stride[ml], sn = p->out.stride[nl];
    bool swap = sm < sn;
    a[0] = slotarg(p->cp);
    a[1] = imm(0);
    a[2] = imm(out_stride0);
    a[3] = imm(tl->m0 * tl->n0);
    a[4] = slotarg(out_slot);
    a[5] = reg("s4");
    a[6] = imm(swap ? sn : sm);
    a[7] = imm(swap ? sm : sn);
    a[8] = imm(tl->m1);
    a[9] = imm(tl->n1);
    a[10] = imm(tl->m0);
    a[11] = imm(tl->n0);
    a[12] = imm(swap ? mm->n : mm->m);
    a[13] = imm(swap ? mm->m : mm->n);
    a[14] = imm(UK_UNPACK_I32I32 | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0));
    a[15] = symarg("npucc_cpu_data");
    emit_call(E, "iree_uk_unpack", "unpack", a, 16, unpack_params);
  }

  for (int b = nb - 1; b >= 0; b--) { /* step, and rewind the level inside */
    for (int r = 0; r < 4; r++) {
      int64_t delta = step[b][r] - (b + 1 < nb ? range[b + 1] * step[b + 1][r] : 0);
      if (delta) asm_addi(as, batch_regs[r], batch_regs[r], delta, "t0");
    }
    asm_printf(as, "\taddi %s, %s, -1\n\tbnez %s, %s_b%d\n", batch_counters[b], batch_counters[b],
               batch_counters[b], label, b);
  }
  if (nb) {
    Prop **loops = arena_alloc(E->a, sizeof *loops * (size_t)nb);
    for (int b = 0; b < nb; b++) {
      prop_add_int(E->a, &loops[b], "size", range[b]);
      prop_add_int(E->a, &loops[b], "lhs_offset_step", step[b][0]);
      prop_add_int(E->a, &loops[b], "rhs_offset_step", step[b][1]);
      prop_add_int(E->a, &loops[b], "acc_offset_step", step[b][2]);
      prop_add_int(E->a, &loops[b], "out_offset_step", step[b][3]);
    }
    prop_add_objs(E->a, &E->g->tasks[t->id].props, "batch_loops", loops, nb);
  }
}

/* Pack a constant RHS the way the pack ukernel would, batch by batch. */
static void emit_packed_rhs(Emit *E, const Task *t) {
  Graph *g = E->g;
  const Op *root = &g->ops[t->root];
  const ContractionInfo *mm = &g->matches[root->match].mm;
  OpuPlan *p = &E->plan[t->id];
  const OpuTile *tl = &p->tl;
  const Tensor *w = &g->tensors[E->root[p->rhs.tensor]];
  const uint8_t *bytes = graph_const_dense(g, w);
  int64_t np = tl->n1 * tl->k1 * tl->n0 * tl->k0;
  uint8_t *out = arena_alloc(E->a, (size_t)(np * mm->batch));
  int64_t idx[OPU_MAX_BATCH_LOOPS] = {0}, range[OPU_MAX_BATCH_LOOPS];
  for (int b = 0; b < mm->nbatch; b++) range[b] = op_loop_size(g, root, mm->batch_loops[b]);
  int64_t sn = p->rhs.stride[mm->n_loop], sk = p->rhs.stride[mm->k_loop];
  bool swap = sn < sk;
  for (int64_t lin = 0; lin < mm->batch; lin++) {
    int64_t in_off = 0;
    for (int b = 0; b < mm->nbatch; b++) in_off += idx[b] * p->rhs.stride[mm->batch_loops[b]];
    OpuPack pk = {.in_offset = in_off, .in_stride0 = swap ? sk : sn, .in_stride1 = swap ? sn : sk,
                  .out_offset = lin * np, .out_stride0 = tl->k1 * tl->n0 * tl->k0,
                  .out_stride1 = tl->n0 * tl->k0, .in_size0 = swap ? mm->k : mm->n,
                  .in_size1 = swap ? mm->n : mm->k, .out_size0 = tl->n1, .out_size1 = tl->k1,
                  .out_size2 = tl->n0, .out_size3 = tl->k0, .padding = 0,
                  .flags = UK_PACK_I8I8 | (swap ? UK_PACK_TRANSPOSE_INNER | UK_PACK_TRANSPOSE_OUTER : 0)};
    opu_pack_bytes(bytes, out, &pk, 1);
    for (int b = mm->nbatch - 1; b >= 0; b--) {
      if (++idx[b] < range[b]) break;
      idx[b] = 0;
    }
  }
  p->packed_sym = arena_printf(E->a, "npucc_packed_rhs_%d", t->id);
  asm_printf(&E->rodata, "\t.balign 64\n\t.type %s,@object\n%s:\t# task %d: %%%d packed [N1=%lld][K1=%lld][N0=%d][K0=%d] x %lld\n",
             p->packed_sym, p->packed_sym, t->id, p->rhs.tensor, (long long)tl->n1, (long long)tl->k1,
             tl->n0, tl->k0, (long long)mm->batch);
  asm_data(&E->rodata, out, (size_t)(np * mm->batch));
  asm_printf(&E->rodata, "\t.size %s, %lld\n", p->packed_sym, (long long)(np * mm->batch));
}

static const char *const saved_regs[13] = {"ra", "s0", "s1", "s2", "s3", "s4", "s5",
                                            "s6", "s7", "s8", "s9", "s10", "s11"};

static void emit_dispatch(Emit *E, Task *t) {
  Graph *g = E->g;
  Asm *as = &E->text;
  const OpuPlan *p = &E->plan[t->id];
  const char *name = dispatch_name(E, t);
  const char *label = arena_printf(E->a, ".Ld%d", t->id);
  const char *fail = arena_printf(E->a, "%s_fail", label);
  int nsaved = p->opu ? 13 : 2;
  E->ncalls = 0;
  t->label = name;
  asm_printf(as, "\n\t# task %d: %s on %s%s%s\n", t->id, task_kind_name(t->kind),
             t->device == DEV_OPU ? "the OPU" : "the host", t->reason ? ": " : "", t->reason ? t->reason : "");
  t->asm_first_line = as->line + 1; /* the .type line, where Merlin's script starts a body */
  asm_printf(as, "\t.type %s,@function\n\t.p2align 2\n%s:\n", name, name);
  asm_printf(as, "\taddi sp, sp, -%d\n", FRAME_BYTES);
  for (int i = 0; i < nsaved; i++) asm_printf(as, "\tsd %s, %d(sp)\n", saved_regs[i], FRAME_SAVE + 8 * i);
  asm_printf(as, "\tmv s0, a0\n");
  bool after_root = false;
  const char *why;
  for (int j = 0; j < t->nops && E->d->nerrors == 0; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (p->opu && t->ops[j] == t->root) {
      emit_opu_root(E, t, label);
      after_root = true;
    } else if (p->opu && after_root && opu_epilogue_supported(g, op, &why)) {
      int64_t offs[NPUCC_MAX_OPERANDS + 2];
      int nops = op_noperands(op);
      for (int k = 0; k < nops + op->nout; k++)
        offs[k] = slot_off(slot_of(E, k < nops ? op_operand(op, k) : op->out[k - nops]));
      asm_printf(as, "\t# epilogue %s (op %d, line %d), fused after the unpack\n", op->name, op->id,
                 op->loc.line);
      opu_epilogue_emit(as, g, op, offs, arena_printf(E->a, "%s_e%d", label, j), E->d);
    } else {
      emit_host_op(E, t, op, fail);
    }
  }
  asm_printf(as, "\tli a0, 0\n%s_ret:\n", label);
  for (int i = 0; i < nsaved; i++) asm_printf(as, "\tld %s, %d(sp)\n", saved_regs[i], FRAME_SAVE + 8 * i);
  asm_printf(as, "\taddi sp, sp, %d\n\tret\n", FRAME_BYTES);
  asm_printf(as, "%s:\n\tli a0, 1\n\tj %s_ret\n", fail, label);
  asm_printf(as, "\t.size %s, .-%s\n", name, name);
  t->asm_last_line = as->line;
  prop_add_str(E->a, &t->props, "function", name);
  if (E->ncalls) prop_add_objs(E->a, &t->props, "calls", E->calls, E->ncalls);
}

/* ------------------------------------------------------------ entries */

static void plan_tasks(Emit *E) {
  Graph *g = E->g;
  bool inline_kernel = E->o->opu_kernel == OPU_KERNEL_INLINE;
  for (int p = 0; p < E->ntasks; p++) {
    Task *t = &g->tasks[E->tasks[p]];
    OpuPlan *pl = &E->plan[t->id];
    memset(pl, 0, sizeof *pl);
    pl->ap = pl->bp = pl->cp = -1;
    if (t->device != DEV_OPU) continue;
    const Op *root = &g->ops[t->root];
    const ContractionInfo *mm = &g->matches[root->match].mm;
    pl->opu = true;
    pl->tl = opu_tile_for(mm, E->o);
    const char *why = opu_tile_problem(&pl->tl, inline_kernel);
    if (why) {
      diag_error(E->d, t->loc, "opu: task %d: tile %dx%dx%d: %s", t->id, pl->tl.m0, pl->tl.n0,
                 pl->tl.k0, why);
      continue;
    }
    opu_operand_view(g, root, 0, &pl->lhs);
    opu_operand_view(g, root, 1, &pl->rhs);
    opu_operand_view(g, root, 2, &pl->acc);
    opu_operand_view(g, root, 3, &pl->out);
    ConstKind ck = g->tensors[view_root(g, pl->rhs.tensor)].cst;
    pl->packed_rhs = ck == CONST_DENSE || ck == CONST_SPLAT;
    /* Spec §2.4: with M0 = K0 = 1 a row-major A is its own packed form, and
     * with M0 = 1 and N a multiple of N0 so is a row-major C. */
    int ml = mm->m_loop, nl = mm->n_loop, kl = mm->k_loop;
    pl->lhs_direct = pl->tl.m0 == 1 && pl->tl.k0 == 1 && pl->lhs.stride[kl] == 1 &&
                     (mm->m == 1 || pl->lhs.stride[ml] == mm->k);
    pl->out_direct = pl->tl.m0 == 1 && mm->n % pl->tl.n0 == 0 && pl->out.stride[nl] == 1 &&
                     (mm->m == 1 || pl->out.stride[ml] == mm->n) && !mm->accumulate;
  }
}

static void plan_scratch(Emit *E) {
  for (int p = 0; p < E->ntasks; p++) {
    const Task *t = &E->g->tasks[E->tasks[p]];
    OpuPlan *pl = &E->plan[t->id];
    if (!pl->opu) continue;
    const OpuTile *tl = &pl->tl;
    if (!pl->lhs_direct) pl->ap = scratch_slot(E, t, p, "lhs_packed", tl->m1 * tl->k1 * tl->m0 * tl->k0);
    if (!pl->packed_rhs) pl->bp = scratch_slot(E, t, p, "rhs_packed", tl->n1 * tl->k1 * tl->n0 * tl->k0);
    if (!pl->out_direct) pl->cp = scratch_slot(E, t, p, "out_packed", 4 * tl->m1 * tl->n1 * tl->m0 * tl->n0);
  }
}

static void record_placements(Emit *E) {
  Graph *g = E->g;
  for (int x = 0; x < g->ntensors; x++) {
    int s = E->slot_of_root[E->root[x]];
    if (s < 0) continue;
    const Slot *sl = &E->slots[s];
    Placement *pl = &g->place[x];
    pl->space = home_names[sl->kind];
    pl->addr = sl->kind == HOME_WORK ? sl->offset : sl->kind <= HOME_OUTPUT ? sl->index : 0;
    pl->size = (int64_t)tensor_bytes(&g->tensors[x]);
    pl->first_task = sl->kind == HOME_WORK && sl->first < E->ntasks ? E->tasks[sl->first] : -1;
    pl->last_task = sl->kind == HOME_WORK && sl->last < E->ntasks ? E->tasks[sl->last] : -1;
    pl->props = NULL;
    prop_add_int(E->a, &pl->props, "table_slot", s);
    if (sl->sym) prop_add_str(E->a, &pl->props, "symbol", sl->sym);
    if (E->root[x] != x) prop_add_int(E->a, &pl->props, "view_of", E->root[x]);
  }
}

static void emit_entry(Emit *E) {
  Graph *g = E->g;
  Asm *as = &E->text;
  const Func *f = &g->funcs[E->func];
  const char *sym = entry_symbol(E->a, f->name);
  const char *lbl = arena_printf(E->a, ".Le%d", E->func);
  int64_t outputs_at = slot_off(E->nslots); /* the outputs array, for the copies */
  int64_t frame = (outputs_at + 8 + 24 + 15) / 16 * 16;
  asm_printf(as, "\n\t# entry @%s: int32_t %s(void *const *inputs, void *const *outputs, void *workspace)\n",
             f->name, sym);
  asm_printf(as, "\t# workspace: %lld bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose\n"
             "\t# host kernel failed (its message in npucc_error)\n", (long long)E->workspace);
  asm_printf(as, "\t.globl %s\n\t.p2align 2\n\t.type %s,@function\n%s:\n", sym, sym, sym);
  asm_addi(as, "sp", "sp", -frame, "t0");
  asm_mem(as, "sd", "ra", frame - 8, "sp", "t0");
  asm_mem(as, "sd", "s0", frame - 16, "sp", "t0");
  asm_mem(as, "sd", "s1", frame - 24, "sp", "t0");
  asm_printf(as, "\tmv s0, sp\n");
  for (int i = 0; i < E->nslots; i++) {
    const Slot *s = &E->slots[i];
    switch (s->kind) {
    case HOME_INPUT: asm_printf(as, "\tld t1, %d(a0)\n", 8 * s->index); break;
    case HOME_OUTPUT: asm_printf(as, "\tld t1, %d(a1)\n", 8 * s->index); break;
    case HOME_CONST: case HOME_PARAM: asm_printf(as, "\tlla t1, %s\n", s->sym); break;
    case HOME_ZERO: asm_printf(as, "\tlla t1, npucc_zeros\n"); break;
    case HOME_WORK: asm_addi(as, "t1", "a2", s->offset, "t2"); break;
    }
    asm_mem(as, "sd", "t1", slot_off(i), "s0", "t2");
    asm_printf(as, "\t\t\t\t# slot %d: %s (%s)\n", i, s->what, home_names[s->kind]);
  }
  asm_mem(as, "sd", "a1", outputs_at, "s0", "t2");
  for (int p = 0; p < E->ntasks; p++) {
    const Task *t = &g->tasks[E->tasks[p]];
    asm_printf(as, "\tli s1, %d\n\tmv a0, s0\n\tcall\t%s\n\tbnez a0, %s_fail\n", t->id + 1, t->label, lbl);
  }
  /* Outputs that alias an input, a constant or another output are copies. */
  for (int j = 0; j < f->noutputs; j++) {
    int s = slot_of(E, f->outputs[j]);
    if (E->slots[s].kind == HOME_OUTPUT && E->slots[s].index == j) continue;
    asm_mem(as, "ld", "t0", outputs_at, "s0", "t1");
    asm_printf(as, "\tld a0, %d(t0)\n", 8 * j);
    asm_mem(as, "ld", "a1", slot_off(s), "s0", "t1");
    asm_printf(as, "\tli a2, %lld\n\tcall\tmemcpy\n", (long long)tensor_bytes(&g->tensors[f->outputs[j]]));
  }
  asm_printf(as, "\tli a0, 0\n%s_ret:\n", lbl);
  asm_mem(as, "ld", "ra", frame - 8, "sp", "t0");
  asm_mem(as, "ld", "s0", frame - 16, "sp", "t0");
  asm_mem(as, "ld", "s1", frame - 24, "sp", "t0");
  asm_addi(as, "sp", "sp", frame, "t0");
  asm_printf(as, "\tret\n%s_fail:\n\tmv a0, s1\n\tj %s_ret\n\t.size %s, .-%s\n", lbl, lbl, sym, sym);

  /* The run-time description of the entry: sizes a loader needs. */
  const char *info = arena_printf(E->a, "%s_info", sym);
  asm_printf(&E->rodata, "\t.balign 8\n\t.globl %s\n\t.type %s,@object\n%s:\t# workspace, #inputs, #outputs, bytes of each\n",
             info, info, info);
  asm_printf(&E->rodata, "\t.8byte %lld, %d, %d\n", (long long)E->workspace, f->ninputs, f->noutputs);
  for (int j = 0; j < f->ninputs; j++)
    asm_printf(&E->rodata, "\t.8byte %zu\t# input %d\n", tensor_bytes(&g->tensors[f->inputs[j]]), j);
  for (int j = 0; j < f->noutputs; j++)
    asm_printf(&E->rodata, "\t.8byte %zu\t# output %d\n", tensor_bytes(&g->tensors[f->outputs[j]]), j);
  asm_printf(&E->rodata, "\t.size %s, .-%s\n", info, info);

  Prop *abi = NULL;
  prop_add_str(E->a, &abi, "function", f->name);
  prop_add_str(E->a, &abi, "symbol", sym);
  prop_add_str(E->a, &abi, "signature",
               arena_printf(E->a, "int32_t %s(void *const *inputs, void *const *outputs, void *workspace)", sym));
  prop_add_str(E->a, &abi, "calling_convention", "RISC-V LP64D: a0 = inputs, a1 = outputs, a2 = workspace");
  int64_t *ids = arena_alloc(E->a, sizeof *ids * (size_t)(f->ninputs + f->noutputs + 1));
  for (int j = 0; j < f->ninputs; j++) ids[j] = f->inputs[j];
  for (int j = 0; j < f->noutputs; j++) ids[f->ninputs + j] = f->outputs[j];
  prop_add_ints(E->a, &abi, "inputs", ids, f->ninputs);
  prop_add_ints(E->a, &abi, "outputs", ids + f->ninputs, f->noutputs);
  prop_add_str(E->a, &abi, "buffers",
               "inputs[i] and outputs[j] point at dense row-major tensors of the listed buffer ids; "
               "outputs are written, inputs only read");
  prop_add_int(E->a, &abi, "workspace_bytes", E->workspace);
  prop_add_int(E->a, &abi, "workspace_align", 64);
  prop_add_str(E->a, &abi, "returns", "0, or 1 + the id of the task whose host kernel failed "
                                      "(message in npucc_error)");
  prop_add_str(E->a, &abi, "info_symbol", info);
  ARENA_PUSH(E->a, E->abis, E->nabis, E->capabis);
  E->abis[E->nabis++] = abi;
}

static void emit_func(Emit *E, int f) {
  Graph *g = E->g;
  E->func = f;
  E->ntasks = 0;
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].func == f) E->tasks[E->ntasks++] = i;
  plan_tasks(E);
  if (E->d->nerrors || !plan_slots(E)) return;
  plan_scratch(E);
  plan_workspace(E);
  record_placements(E);
  for (int i = 0; i < E->nslots; i++) {
    const Slot *s = &E->slots[i];
    if (s->kind != HOME_CONST || E->const_emitted[s->tensor]) continue;
    E->const_emitted[s->tensor] = true;
    asm_printf(&E->rodata, "\t.balign 64\n\t.type %s,@object\n%s:\t# %s\n", s->sym, s->sym, s->what);
    asm_data(&E->rodata, graph_const_dense(g, &g->tensors[s->tensor]), (size_t)s->bytes);
    asm_printf(&E->rodata, "\t.size %s, %lld\n", s->sym, (long long)s->bytes);
  }
  for (int p = 0; p < E->ntasks && !E->d->nerrors; p++) {
    Task *t = &g->tasks[E->tasks[p]];
    if (E->plan[t->id].packed_rhs) emit_packed_rhs(E, t);
    emit_dispatch(E, t);
  }
  if (!E->d->nerrors) emit_entry(E);
}

bool opu_emit(Graph *g, const Options *o, StrBuf *out, Diag *d) {
  Emit E = {.g = g, .o = o, .d = d, .a = g->arena};
  E.text = (Asm){out, 0};
  sb_init(&E.rodata_sb);
  E.rodata = (Asm){&E.rodata_sb, 0};
  E.root = arena_alloc(E.a, sizeof(int) * (size_t)(g->ntensors + 1));
  E.slot_of_root = arena_alloc(E.a, sizeof(int) * (size_t)(g->ntensors + 1));
  E.tasks = arena_alloc(E.a, sizeof(int) * (size_t)(g->ntasks + 1));
  E.plan = arena_alloc(E.a, sizeof(OpuPlan) * (size_t)(g->ntasks + 1));
  E.const_emitted = arena_alloc(E.a, (size_t)g->ntensors + 1);
  if (!g->place) g->place = arena_alloc(E.a, sizeof(Placement) * (size_t)(g->ntensors + 1));

  Asm *as = &E.text;
  asm_printf(as, "# npucc --target=opu: %s\n", g->file ? g->file : "?");
  asm_printf(as, "# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime\n"
             "# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.\n");
  asm_printf(as, "# mode %s, tile %dx%dx%d (M0xN0xK0; narrow M uses smaller M0)\n",
             o->opu_kernel == OPU_KERNEL_INLINE ? "inline" : "ukernel", o->opu_m0 ? o->opu_m0 : 16,
             o->opu_n0 ? o->opu_n0 : 16, o->opu_k0 ? o->opu_k0 : 1);
  asm_printf(as, "\t.option arch, +v\n\t.text\n");
  for (int f = 0; f < g->nfuncs && !d->nerrors; f++) emit_func(&E, f);
  bool ok = !d->nerrors;
  if (ok) {
    uint64_t word0 = (UINT64_C(1) << OPU_CPU_V_BIT) | (UINT64_C(1) << OPU_XOPU_BIT);
    asm_printf(as, "\n\t.section .rodata\n");
    asm_printf(as, "\t.balign 8\n\t.weak npucc_cpu_data\n\t.type npucc_cpu_data,@object\n"
               "npucc_cpu_data:\t# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit %d)\n"
               "\t.8byte 0x%016llx\n\t.zero 56\n\t.size npucc_cpu_data, 64\n",
               OPU_XOPU_BIT, (unsigned long long)word0);
    for (int f = 0; f < g->nfuncs; f++)
      asm_printf(as, "npucc_name_%d:\n\t.asciz \"%s\"\n", f, g->funcs[f].name);
    sb_putn(out, E.rodata_sb.s ? E.rodata_sb.s : "", E.rodata_sb.len);
    as->line += E.rodata.line;
    /* Every entry, for loaders that look them up by name. */
    asm_printf(as, "\n\t.section .data.rel.ro,\"aw\"\n\t.balign 8\n\t.weak npucc_program\n"
               "\t.type npucc_program,@object\nnpucc_program:\t# #entries, then {function, name, info}\n"
               "\t.8byte %d\n", g->nfuncs);
    for (int f = 0; f < g->nfuncs; f++) {
      const char *sym = entry_symbol(E.a, g->funcs[f].name);
      asm_printf(as, "\t.8byte %s, npucc_name_%d, %s_info\n", sym, f, sym);
    }
    asm_printf(as, "\t.size npucc_program, .-npucc_program\n");
    asm_printf(as, "\n\t.bss\n\t.balign 8\n\t.weak npucc_error\n\t.type npucc_error,@object\n"
               "npucc_error:\n\t.zero %d\n\t.size npucc_error, %d\n", OPU_ERROR_BYTES, OPU_ERROR_BYTES);
    if (E.zero_bytes)
      asm_printf(as, "\t.balign 64\n\t.type npucc_zeros,@object\nnpucc_zeros:\t# tensor.empty reads as zeros\n"
                 "\t.zero %lld\n\t.size npucc_zeros, %lld\n", (long long)E.zero_bytes, (long long)E.zero_bytes);
    for (int x = 0; x < g->ntensors; x++) {
      const Placement *pl = &g->place[x];
      const Prop *sp = prop_find(pl->props, "symbol");
      if (!pl->space || strcmp(pl->space, "bss_param") || prop_find(pl->props, "view_of") || !sp) continue;
      asm_printf(as, "\t.balign 64\n\t.globl %s\n\t.type %s,@object\n%s:\t# elided weight: the loader fills it\n"
                 "\t.zero %lld\n\t.size %s, %lld\n", sp->s, sp->s, sp->s,
                 (long long)tensor_bytes(&g->tensors[x]), sp->s, (long long)tensor_bytes(&g->tensors[x]));
    }
    asm_printf(as, "\n\t.section .note.GNU-stack,\"\",@progbits\n");
    prop_add_objs(E.a, &g->props, "entry_abi", E.abis, E.nabis);
    OpuCoverage c;
    opu_coverage(g, sb_cstr(out), &c);
    Prop *cov = NULL;
    prop_add_int(E.a, &cov, "matmul_ops", c.matmul_ops);
    prop_add_int(E.a, &cov, "matmul_ops_on_opu", c.matmul_ops_opu);
    prop_add_int(E.a, &cov, "compute_dispatches", c.compute_tasks);
    prop_add_int(E.a, &cov, "matmul_macs", c.macs);
    prop_add_int(E.a, &cov, "matmul_macs_on_opu", c.macs_opu);
    prop_add_float(E.a, &cov, "count_coverage", c.matmul_ops ? (double)c.matmul_ops_opu / c.matmul_ops : 0);
    prop_add_float(E.a, &cov, "mac_weighted_coverage", c.macs ? (double)c.macs_opu / (double)c.macs : 0);
    prop_add_int(E.a, &cov, "merlin_dispatch_functions", c.merlin_functions);
    prop_add_int(E.a, &cov, "merlin_opu_functions", c.merlin_opu_functions);
    prop_add_float(E.a, &cov, "merlin_line_weighted_coverage",
                   c.merlin_lines ? (double)c.merlin_opu_lines / (double)c.merlin_lines : 0);
    prop_add_obj(E.a, &g->props, "coverage", cov);
  }
  sb_free(&E.rodata_sb);
  return ok;
}
