/* taskgraph.c: writes what a runtime or a person needs to run and read the
 * program: the JSON task graph (jansson), the dispatch list and Graphviz. */
#include "npucc/taskgraph.h"

#include <inttypes.h>
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

void weights_collect(const Graph *g, Weights *w) {
  memset(w, 0, sizeof *w);
  sb_init(&w->data);
  w->offset = xmalloc(sizeof *w->offset * (size_t)(g->ntensors ? g->ntensors : 1));
  bool *live = graph_live_tensors(g);
  for (int t = 0; t < g->ntensors; t++) {
    const Tensor *x = &g->tensors[t];
    w->offset[t] = -1;
    if (x->cst != CONST_DENSE || x->rank == 0 || !live[t]) continue;
    while (w->data.len % 64) sb_putc(&w->data, 0);
    w->offset[t] = (int64_t)w->data.len;
    sb_putn(&w->data, (const char *)x->bytes, x->nbytes);
  }
  free(live);
}

void weights_free(Weights *w) {
  free(w->offset);
  sb_free(&w->data);
}

/* --------------------------------------------------------------- JSON */

static json_t *loc_json(Loc l) {
  if (!l.file) return json_null();
  if (l.line == 0) return json_string(l.file);
  char buf[4096];
  snprintf(buf, sizeof buf, "%s:%u:%u", l.file, l.line, l.col);
  return json_string(buf);
}

static json_t *shape_json(const Tensor *t) {
  json_t *a = json_array();
  for (int i = 0; i < t->rank; i++)
    json_array_append_new(a, t->dims[i] == NPUCC_DYN ? json_null() : json_integer(t->dims[i]));
  return a;
}

static json_t *ids_json(const int *v, int n) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) json_array_append_new(a, json_integer(v[i]));
  return a;
}

static json_t *props_json(const Prop *p) {
  json_t *o = json_object();
  for (; p; p = p->next) {
    json_t *v;
    switch (p->type) {
    case PROP_INT: v = json_integer(p->i); break;
    case PROP_FLOAT: v = json_real(p->f); break;
    case PROP_BOOL: v = json_boolean(p->i); break;
    case PROP_STR: v = json_string(p->s); break;
    case PROP_OBJ: v = props_json(p->obj); break;
    case PROP_OBJS:
      v = json_array();
      for (int i = 0; i < p->nints; i++) json_array_append_new(v, props_json(p->objs[i]));
      break;
    default: {
      v = json_array();
      for (int i = 0; i < p->nints; i++) json_array_append_new(v, json_integer(p->ints[i]));
    }
    }
    json_object_set_new(o, p->key, v);
  }
  return o;
}

/* A float as JSON: numbers when finite; JSON has no infinity or NaN, so
 * those are the strings "inf", "-inf" and "nan". */
static json_t *float_json(double v) {
  if (isnan(v)) return json_string("nan");
  if (isinf(v)) return json_string(v < 0 ? "-inf" : "inf");
  return json_real(v);
}

static json_t *size_json(int64_t v) { return v < 0 ? json_null() : json_integer(v); }

static json_t *constant_json(const Graph *g, int t, const Weights *w) {
  const Tensor *x = &g->tensors[t];
  json_t *c = json_object();
  static const char *kinds[] = {"none", "dense", "splat", "unknown"};
  json_object_set_new(c, "kind", json_string(kinds[x->cst]));
  json_object_set_new(c, "contents_known", json_boolean(x->cst == CONST_DENSE || x->cst == CONST_SPLAT));
  if (x->cst_source) json_object_set_new(c, "source", json_string(x->cst_source));
  if (x->cst == CONST_SPLAT) {
    if (dtype_is_float(x->dtype)) json_object_set_new(c, "splat_value", float_json(tensor_const_f64(x, 0)));
    else json_object_set_new(c, "splat_value", json_integer(tensor_const_i64(x, 0)));
  } else if (x->cst == CONST_DENSE && x->rank == 0) {
    if (dtype_is_float(x->dtype)) json_object_set_new(c, "value", float_json(tensor_const_f64(x, 0)));
    else json_object_set_new(c, "value", json_integer(tensor_const_i64(x, 0)));
  } else if (w && w->offset[t] >= 0) {
    json_object_set_new(c, "weights_offset", json_integer(w->offset[t]));
    json_object_set_new(c, "weights_bytes", json_integer((json_int_t)x->nbytes));
  }
  return c;
}

/* Module state: which global, its value before the first call, and which
 * entry writes which buffer into it when the call ends. */
static json_t *state_json(const Graph *g, int t) {
  const Tensor *x = &g->tensors[t];
  json_t *c = json_object();
  static const char *kinds[] = {"zeros", "dense", "splat", "unknown"};
  json_object_set_new(c, "global", x->name ? json_string(x->name) : json_null());
  json_object_set_new(c, "initial", json_string(kinds[x->state_init]));
  json_t *wr = json_array();
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++) {
      if (g->funcs[f].state_dst[j] != t) continue;
      json_t *e = json_object();
      json_object_set_new(e, "entry", json_string(g->funcs[f].name));
      json_object_set_new(e, "value", json_integer(g->funcs[f].state_src[j]));
      json_array_append_new(wr, e);
    }
  json_object_set_new(c, "written_at_end_of", wr);
  return c;
}

static json_t *buffer_json(const Graph *g, int t, const Weights *w) {
  const Tensor *x = &g->tensors[t];
  json_t *b = json_object();
  json_object_set_new(b, "id", json_integer(t));
  json_object_set_new(b, "name", x->name ? json_string(x->name) : json_null());
  json_object_set_new(b, "shape", shape_json(x));
  json_object_set_new(b, "dtype", json_string(dtype_name(x->dtype)));
  json_object_set_new(b, "bytes", tensor_is_static(x) ? json_integer((json_int_t)tensor_bytes(x)) : json_null());
  json_object_set_new(b, "role", json_string(role_name(x->role)));
  int src = graph_view_source(g, t);
  if (src >= 0) json_object_set_new(b, "view_of", json_integer(src));
  if (x->ndevice_affinity) {
    json_t *dv = json_array();
    for (int i = 0; i < x->ndevice_affinity; i++) json_array_append_new(dv, json_string(x->device_affinity[i]));
    json_object_set_new(b, "device_affinity", dv);
  }
  if (x->role == ROLE_WEIGHT) json_object_set_new(b, "constant", constant_json(g, t, w));
  if (x->role == ROLE_STATE) json_object_set_new(b, "state", state_json(g, t));
  if (g->place && g->place[t].space) {
    const Placement *p = &g->place[t];
    json_t *pl = json_object();
    json_object_set_new(pl, "space", json_string(p->space));
    json_object_set_new(pl, "address", json_integer(p->addr));
    json_object_set_new(pl, "size", json_integer(p->size));
    json_object_set_new(pl, "layout", json_string(p->layout ? p->layout : "row_major"));
    if (p->first_task >= 0) json_object_set_new(pl, "first_task", json_integer(p->first_task));
    if (p->last_task >= 0) json_object_set_new(pl, "last_task", json_integer(p->last_task));
    if (p->props) json_object_set_new(pl, "details", props_json(p->props));
    json_object_set_new(b, "placement", pl);
  }
  json_object_set_new(b, "loc", loc_json(x->loc));
  return b;
}

/* The loop classes of a contraction (passes/contraction.c) and, beyond the
 * plain form, its canonical batch-matmul: which loops collapse into M, N, K,
 * which are iterated around it, its scales and zero points, or why none. */
static void contraction_dims_json(const ContractionInfo *mm, json_t *s) {
  json_t *cls = json_array();
  for (int l = 0; l < mm->nloops; l++) json_array_append_new(cls, json_string(dim_class_name((DimClass)mm->cls[l])));
  json_object_set_new(s, "loop_classes", cls);
  if (mm->plain) return;
  json_t *grp = json_object();
  json_object_set_new(grp, "M", ids_json(mm->m_dims + mm->nm_dims - mm->m_group, mm->m_group));
  json_object_set_new(grp, "N", ids_json(mm->n_dims + mm->nn_dims - mm->n_group, mm->n_group));
  json_object_set_new(grp, "K", ids_json(mm->k_dims + mm->nk_dims - mm->k_group, mm->k_group));
  json_object_set_new(s, "collapsed", grp);
  json_object_set_new(s, "outer_loops", ids_json(mm->batch_loops, mm->nbatch));
  if (mm->nscales) {
    json_t *sc = json_array();
    for (int i = 0; i < mm->nscales; i++) {
      const ScaleOperand *x = &mm->scales[i];
      json_t *e = json_object();
      json_object_set_new(e, "operand", json_integer(x->operand));
      json_object_set_new(e, "loops", ids_json(x->loops, x->nloops));
      json_object_set_new(e, "side", json_string(dim_class_name(x->side)));
      json_object_set_new(e, "block_loop", x->block_loop >= 0 ? json_integer(x->block_loop) : json_null());
      json_object_set_new(e, "block", json_integer(x->block));
      json_array_append_new(sc, e);
    }
    json_object_set_new(s, "scales", sc);
  }
  if (mm->lhs_zp >= 0 || mm->rhs_zp >= 0) {
    json_t *zp = json_object();
    json_object_set_new(zp, "lhs", mm->lhs_zp >= 0 ? json_integer(mm->lhs_zp) : json_null());
    json_object_set_new(zp, "rhs", mm->rhs_zp >= 0 ? json_integer(mm->rhs_zp) : json_null());
    json_object_set_new(s, "zero_points", zp);
  }
  if (mm->canon_problem) json_object_set_new(s, "no_batch_matmul", json_string(mm->canon_problem));
}

static json_t *io_json(const Graph *g, const int *ids, int n) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) {
    const Tensor *x = &g->tensors[ids[i]];
    json_t *e = json_object();
    json_object_set_new(e, "buffer", json_integer(ids[i]));
    json_object_set_new(e, "name", x->name ? json_string(x->name) : json_null());
    json_object_set_new(e, "shape", shape_json(x));
    json_object_set_new(e, "dtype", json_string(dtype_name(x->dtype)));
    json_array_append_new(a, e);
  }
  return a;
}

static json_t *task_json(const Graph *g, const Task *t) {
  const Op *root = &g->ops[t->root];
  const Match *m = root->match >= 0 ? &g->matches[root->match] : NULL;
  json_t *o = json_object();
  json_object_set_new(o, "id", json_integer(t->id));
  json_object_set_new(o, "entry", json_string(g->funcs[t->func].name));
  json_object_set_new(o, "kind", json_string(task_kind_name(t->kind)));
  json_object_set_new(o, "device", json_string(device_name(g, t->device)));
  json_object_set_new(o, "reason", t->reason ? json_string(t->reason) : json_null());
  json_object_set_new(o, "loc", loc_json(t->loc));
  if (m && m->pattern) json_object_set_new(o, "pattern", json_string(m->pattern));
  json_t *ops = json_array(), *epi = json_array();
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    json_t *e = json_object();
    json_object_set_new(e, "op", json_string(op->name));
    json_object_set_new(e, "loc", loc_json(op->loc));
    const char *role = t->ops[j] == t->root ? "root" : op->kind == OP_FILL ? "init" : "epilogue";
    json_object_set_new(e, "role", json_string(role));
    json_array_append_new(ops, e);
    if (!strcmp(role, "epilogue")) {
      const Match *em = op->match >= 0 ? &g->matches[op->match] : NULL;
      json_array_append_new(epi, json_string(em && em->pattern ? em->pattern : op->name));
    }
  }
  json_object_set_new(o, "ops", ops);
  json_object_set_new(o, "epilogue", epi);
  if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
    json_t *s = json_object();
    json_object_set_new(s, "batch", size_json(m->mm.batch));
    json_object_set_new(s, "M", size_json(m->mm.m));
    json_object_set_new(s, "N", size_json(m->mm.n));
    json_object_set_new(s, "K", size_json(m->mm.k));
    json_object_set_new(s, "lhs_transposed", json_boolean(m->mm.lhs_transposed));
    json_object_set_new(s, "rhs_transposed", json_boolean(m->mm.rhs_transposed));
    json_object_set_new(s, "accumulate", json_boolean(m->mm.accumulate));
    contraction_dims_json(&m->mm, s);
    json_object_set_new(o, "contraction", s);
  }
  if (m && m->kind == TK_SOFTMAX) json_object_set_new(o, "softmax_dim", json_integer(m->softmax_dim));
  if (m && m->attn_chain >= 0) {
    json_t *ch = json_object();
    json_object_set_new(ch, "id", json_integer(m->attn_chain));
    json_object_set_new(ch, "role", json_string(attn_role_name(m->attn_role)));
    json_object_set_new(o, "attention_chain", ch);
  }
  /* dtypes of every operand of the root, then of its results */
  json_t *dts = json_array();
  for (int k = 0; k < op_noperands(root); k++)
    json_array_append_new(dts, json_string(dtype_name(g->tensors[op_operand(root, k)].dtype)));
  json_object_set_new(o, "operand_dtypes", dts);
  json_t *rdts = json_array();
  for (int k = 0; k < root->nout; k++)
    json_array_append_new(rdts, json_string(dtype_name(g->tensors[root->out[k]].dtype)));
  json_object_set_new(o, "result_dtypes", rdts);
  json_object_set_new(o, "kernel", t->kernel ? json_string(t->kernel) : json_null());
  if (t->iree_dispatch) {
    json_object_set_new(o, "iree_dispatch", json_string(t->iree_dispatch));
    /* which flow.dispatch of the module, and which of the tasks it became */
    json_t *part = json_object();
    json_object_set_new(part, "dispatch_index", json_integer(t->iree_call));
    json_object_set_new(part, "part", json_integer(t->iree_part));
    json_object_set_new(part, "of", json_integer(t->iree_nparts));
    json_object_set_new(o, "iree_dispatch_part", part);
  }
  json_object_set_new(o, "inputs", ids_json(t->inputs, t->ninputs));
  json_object_set_new(o, "outputs", ids_json(t->outputs, t->noutputs));
  json_object_set_new(o, "deps", ids_json(t->deps, t->ndeps));
  if (t->label) {
    json_t *c = json_object();
    json_object_set_new(c, "label", json_string(t->label));
    if (t->asm_first_line) { /* a program was rendered (Graph.program_wanted) */
      json_object_set_new(c, "first_line", json_integer(t->asm_first_line));
      json_object_set_new(c, "last_line", json_integer(t->asm_last_line));
    }
    json_object_set_new(o, "code", c);
  } else {
    json_object_set_new(o, "code", json_null());
  }
  json_t *c = json_object();
  json_object_set_new(c, "macs", json_integer(t->cost.macs));
  json_object_set_new(c, "flops", json_integer(t->cost.flops));
  json_object_set_new(c, "bytes", json_integer(t->cost.bytes));
  json_object_set_new(c, "cycles", json_integer(t->cost.cycles));
  json_object_set_new(o, "cost", c);
  json_object_set_new(o, "details", props_json(t->props));
  return o;
}

static json_t *summary_json(const Graph *g) {
  json_t *s = json_object(), *bykind = json_object(), *bydev = json_object();
  int64_t kinds[TK_COUNT] = {0}, devs[DEV_TARGET + 1] = {0};
  int64_t macs = 0, off = 0, bytes = 0, cycles = 0;
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    kinds[t->kind]++;
    devs[t->device]++;
    macs += t->cost.macs;
    if (t->device != DEV_HOST) off += t->cost.macs;
    bytes += t->cost.bytes;
    cycles += t->cost.cycles;
  }
  for (int k = 0; k < TK_COUNT; k++)
    if (kinds[k]) json_object_set_new(bykind, task_kind_name(k), json_integer(kinds[k]));
  for (int d = DEV_HOST; d <= DEV_TARGET; d++)
    if (devs[d]) json_object_set_new(bydev, device_name(g, (Device)d), json_integer(devs[d]));
  json_object_set_new(s, "tasks", json_integer(g->ntasks));
  json_object_set_new(s, "tasks_by_kind", bykind);
  json_object_set_new(s, "tasks_by_device", bydev);
  json_object_set_new(s, "total_macs", json_integer(macs));
  json_object_set_new(s, "offloaded_macs", json_integer(off));
  json_object_set_new(s, "offloaded_mac_fraction", json_real(macs ? (double)off / (double)macs : 0.0));
  json_object_set_new(s, "bytes_moved", json_integer(bytes));
  json_object_set_new(s, "estimated_cycles", json_integer(cycles));
  return s;
}

/* The graph is written a piece at a time: each buffer and task record is
 * built, printed and freed before the next, so a model with thousands of
 * dispatches never holds its whole JSON tree. The layout is jansson's
 * JSON_INDENT(2); scalars are printed by jansson itself. */
#define DUMP_FLAGS (JSON_ENCODE_ANY | JSON_REAL_PRECISION(9))

static void put_indent(StrBuf *out, int depth) {
  sb_putc(out, '\n');
  for (int i = 0; i < depth; i++) sb_puts(out, "  ");
}

static void put_scalar(StrBuf *out, const json_t *v) {
  char *t = json_dumps(v, DUMP_FLAGS);
  sb_puts(out, t);
  free(t);
}

static void put_value(StrBuf *out, const json_t *v, int depth) {
  if (json_is_object(v)) {
    if (!json_object_size(v)) {
      sb_puts(out, "{}");
      return;
    }
    sb_putc(out, '{');
    const char *key;
    json_t *x;
    bool first = true;
    json_object_foreach((json_t *)v, key, x) {
      if (!first) sb_putc(out, ',');
      first = false;
      put_indent(out, depth + 1);
      json_t *k = json_string(key);
      put_scalar(out, k);
      json_decref(k);
      sb_puts(out, ": ");
      put_value(out, x, depth + 1);
    }
    put_indent(out, depth);
    sb_putc(out, '}');
  } else if (json_is_array(v)) {
    if (!json_array_size(v)) {
      sb_puts(out, "[]");
      return;
    }
    sb_putc(out, '[');
    for (size_t i = 0; i < json_array_size(v); i++) {
      if (i) sb_putc(out, ',');
      put_indent(out, depth + 1);
      put_value(out, json_array_get(v, i), depth + 1);
    }
    put_indent(out, depth);
    sb_putc(out, ']');
  } else {
    put_scalar(out, v);
  }
}

/* One member of the top-level object; consumes `v`. */
static void put_member(StrBuf *out, bool *first, const char *key, json_t *v) {
  sb_puts(out, *first ? "{" : ",");
  *first = false;
  put_indent(out, 1);
  sb_printf(out, "\"%s\": ", key);
  put_value(out, v, 1);
  json_decref(v);
}

/* Opens the array member `key` of the top-level object. */
static void open_array(StrBuf *out, const char *key, int n) {
  sb_puts(out, ",");
  put_indent(out, 1);
  sb_printf(out, "\"%s\": %s", key, n ? "[" : "[]");
}

static void array_element(StrBuf *out, bool *first, json_t *v) {
  if (!*first) sb_putc(out, ',');
  *first = false;
  put_indent(out, 2);
  put_value(out, v, 2);
  json_decref(v);
}

static void close_array(StrBuf *out, int n) {
  if (!n) return;
  put_indent(out, 1);
  sb_putc(out, ']');
}

void taskgraph_json(const Graph *g, const Options *o, const Target *T, const Weights *w,
                    const char *asm_path, StrBuf *out) {
  bool first = true;
  put_member(out, &first, "format", json_string(TASKGRAPH_FORMAT));
  put_member(out, &first, "version", json_integer(TASKGRAPH_VERSION));
  put_member(out, &first, "npucc_version", json_string(NPUCC_VERSION));
  json_t *in = json_object();
  char hash[17];
  snprintf(hash, sizeof hash, "%016" PRIx64, g->file_hash);
  json_object_set_new(in, "file", json_string(g->file));
  json_object_set_new(in, "fnv1a64", json_string(hash));
  put_member(out, &first, "input", in);
  put_member(out, &first, "options", json_string(o->argv_line ? o->argv_line : ""));
  json_t *tg = json_object();
  json_object_set_new(tg, "name", json_string(T->name));
  json_object_set_new(tg, "params", props_json(g->props));
  put_member(out, &first, "target", tg);
  json_t *outputs = json_object();
  json_object_set_new(outputs, "assembly", asm_path ? json_string(asm_path) : json_null());
  json_object_set_new(outputs, "weights", w && w->path ? json_string(w->path) : json_null());
  put_member(out, &first, "files", outputs);

  json_t *entries = json_array();
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    json_t *e = json_object();
    json_object_set_new(e, "name", json_string(fn->name));
    json_object_set_new(e, "loc", loc_json(fn->loc));
    json_object_set_new(e, "calls", fn->calls ? json_string(fn->calls) : json_null());
    json_object_set_new(e, "inputs", io_json(g, fn->inputs, fn->ninputs));
    json_object_set_new(e, "outputs", io_json(g, fn->outputs, fn->noutputs));
    if (fn->nstates) {
      /* after the last task: state buffer `state` takes the contents of `value` */
      json_t *st = json_array();
      for (int j = 0; j < fn->nstates; j++) {
        json_t *p = json_object();
        json_object_set_new(p, "state", json_integer(fn->state_dst[j]));
        json_object_set_new(p, "value", json_integer(fn->state_src[j]));
        /* the target's plan made the task computing the value write it into
         * the state's region: no end-of-call step for this store */
        const Placement *pl = g->place ? &g->place[fn->state_src[j]] : NULL;
        bool in_place = pl && pl->in_place && pl->region_of == fn->state_dst[j];
        json_object_set_new(p, "in_place", json_boolean(in_place));
        int prod = g->tensors[fn->state_src[j]].producer;
        if (in_place && prod >= 0) json_object_set_new(p, "written_by_task", json_integer(g->ops[prod].task));
        json_array_append_new(st, p);
      }
      json_object_set_new(e, "state_stores", st);
    }
    json_array_append_new(entries, e);
  }
  put_member(out, &first, "entries", entries);

  bool *live = graph_live_tensors(g);
  int nlive = 0;
  for (int t = 0; t < g->ntensors; t++) nlive += live[t];
  open_array(out, "buffers", nlive);
  bool firstel = true;
  for (int t = 0; t < g->ntensors; t++)
    if (live[t]) array_element(out, &firstel, buffer_json(g, t, w));
  close_array(out, nlive);
  free(live);

  open_array(out, "tasks", g->ntasks);
  firstel = true;
  for (int i = 0; i < g->ntasks; i++) array_element(out, &firstel, task_json(g, &g->tasks[i]));
  close_array(out, g->ntasks);

  put_member(out, &first, "summary", summary_json(g));
  put_indent(out, 0);
  sb_puts(out, "}\n");
}

/* ----------------------------------------------------------- text views */

static void dim_text(StrBuf *b, int64_t d) {
  if (d < 0) sb_putc(b, '?');
  else sb_printf(b, "%" PRId64, d);
}

void taskgraph_list(const Graph *g, StrBuf *o) {
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    const Op *root = &g->ops[t->root];
    const Match *m = root->match >= 0 ? &g->matches[root->match] : NULL;
    sb_printf(o, "dispatch %d: %s %s", t->id, task_kind_name(t->kind), root->name);
    if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
      const ContractionInfo *mm = &m->mm;
      if (m->kind == TK_BATCH_MATMUL) {
        sb_puts(o, " B=");
        dim_text(o, mm->batch);
      }
      sb_puts(o, " M=");
      dim_text(o, mm->m);
      sb_puts(o, " N=");
      dim_text(o, mm->n);
      sb_puts(o, " K=");
      dim_text(o, mm->k);
      sb_printf(o, " %s%s x %s%s -> %s", dtype_name(mm->lhs_type), mm->lhs_transposed ? "(T)" : "",
                dtype_name(mm->rhs_type), mm->rhs_transposed ? "(T)" : "",
                dtype_name(mm->acc_type));
    } else {
      for (int k = 0; k < root->nin && k < 4; k++) {
        sb_puts(o, k ? ", " : " ");
        tensor_shape_text(&g->tensors[root->in[k]], o);
      }
      if (root->nin > 4) sb_puts(o, ", ...");
      if (root->nout) {
        sb_puts(o, " -> ");
        tensor_shape_text(&g->tensors[root->out[0]], o);
      }
      if (m && m->kind == TK_SOFTMAX) sb_printf(o, " dim=%d", m->softmax_dim);
    }
    int nepi = 0;
    for (int j = 0; j < t->nops; j++) nepi += t->ops[j] != t->root && g->ops[t->ops[j]].kind != OP_FILL;
    if (nepi) sb_printf(o, " +%d fused", nepi);
    if (m && m->attn_chain >= 0) sb_printf(o, " [attention chain %d: %s]", m->attn_chain, attn_role_name(m->attn_role));
    if (t->loc.line > 0) sb_printf(o, " @%u:%u", t->loc.line, t->loc.col);
    sb_printf(o, " -> %s", device_name(g, t->device));
    if (t->device == DEV_HOST) sb_printf(o, ": %s", t->reason ? t->reason : "not offloaded");
    else if (t->kernel) sb_printf(o, " (%s)", t->kernel);
    sb_putc(o, '\n');
  }
}

void taskgraph_dot(const Graph *g, const Target *target, StrBuf *o) {
  const char *colour[DEV_TARGET + 1] = {"lightgrey", target->dot_colour};
  sb_puts(o, "digraph npucc {\n  rankdir=TB;\n  node [shape=box, style=filled, fontname=\"monospace\"];\n");
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    sb_printf(o, "  t%d [label=\"%d: %s\\n%s\\n-> %s\", fillcolor=%s];\n", t->id, t->id,
              task_kind_name(t->kind), g->ops[t->root].name, device_name(g, t->device),
              colour[t->device]);
  }
  for (int i = 0; i < g->ntasks; i++)
    for (int j = 0; j < g->tasks[i].ndeps; j++)
      sb_printf(o, "  t%d -> t%d;\n", g->tasks[i].deps[j], g->tasks[i].id);
  sb_puts(o, "}\n");
}
