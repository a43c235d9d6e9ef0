/* taskgraph.c: writes what a runtime or a person needs to run and read the
 * program: the JSON task graph, the dispatch list and Graphviz. */
#include "npucc/taskgraph.h"

#include "npucc/json_writer.h"

#include <inttypes.h>
#include <stdio.h>
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

/* Each record is printed as it is walked (json_writer.c): a model with
 * thousands of dispatches never holds a JSON tree, and the text is what
 * jansson's JSON_INDENT(2) dump of the same tree was. */

static void loc_json(JsonWriter *w, Loc l) {
  if (!l.file) {
    jw_null(w);
    return;
  }
  if (l.line == 0) {
    jw_str(w, l.file);
    return;
  }
  char buf[4096];
  snprintf(buf, sizeof buf, "%s:%u:%u", l.file, l.line, l.col);
  jw_str(w, buf);
}

static void shape_json(JsonWriter *w, const Tensor *t) {
  jw_begin_array(w);
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == NPUCC_DYN) jw_null(w);
    else jw_int(w, t->dims[i]);
  jw_end(w);
}

static void ids_json(JsonWriter *w, const int *v, int n) {
  jw_begin_array(w);
  for (int i = 0; i < n; i++) jw_int(w, v[i]);
  jw_end(w);
}

/* A list's records in order, a shared list's (PROP_SHARED) in its place. */
typedef struct FlatProps {
  const Prop **v;
  int n, cap;
} FlatProps;

static void flatten(FlatProps *f, const Prop *l) {
  for (; l; l = l->next) {
    if (l->type == PROP_SHARED) {
      flatten(f, l->shared);
      continue;
    }
    if (f->n == f->cap) {
      f->cap = f->cap ? 2 * f->cap : 64;
      f->v = xrealloc(f->v, sizeof *f->v * (size_t)f->cap);
    }
    f->v[f->n++] = l;
  }
}

/* A key given twice keeps its first place and takes its last value (what a
 * JSON object, and jansson's, does with a repeated key). */
static bool key_seen_before(const FlatProps *f, int k) {
  const char *key = f->v[k]->key;
  for (int q = 0; q < k; q++)
    if (f->v[q]->key[0] == key[0] && !strcmp(f->v[q]->key, key)) return true;
  return false;
}

static const Prop *key_last_value(const FlatProps *f, int k) {
  const char *key = f->v[k]->key;
  const Prop *v = f->v[k];
  for (int q = k + 1; q < f->n; q++)
    if (f->v[q]->key[0] == key[0] && !strcmp(f->v[q]->key, key)) v = f->v[q];
  return v;
}

static void props_json(JsonWriter *w, const Prop *list) {
  FlatProps f = {0};
  flatten(&f, list);
  jw_begin_object(w);
  for (int k = 0; k < f.n; k++) {
    if (key_seen_before(&f, k)) continue;
    const Prop *p = key_last_value(&f, k);
    jw_key(w, p->key);
    switch (p->type) {
    case PROP_INT: jw_int(w, p->i); break;
    case PROP_FLOAT: jw_real(w, p->f); break;
    case PROP_BOOL: jw_bool(w, p->i); break;
    case PROP_STR: jw_str(w, p->s); break;
    case PROP_OBJ: props_json(w, p->obj); break;
    case PROP_OBJS:
      jw_begin_array(w);
      for (int i = 0; i < p->nints; i++) props_json(w, p->objs[i]);
      jw_end(w);
      break;
    default:
      jw_begin_array(w);
      for (int i = 0; i < p->nints; i++) jw_int(w, p->ints[i]);
      jw_end(w);
    }
  }
  jw_end(w);
  free(f.v);
}

static void size_json(JsonWriter *w, int64_t v) {
  if (v < 0) jw_null(w);
  else jw_int(w, v);
}

static void constant_json(JsonWriter *w, const Graph *g, int t, const Weights *wt) {
  const Tensor *x = &g->tensors[t];
  static const char *kinds[] = {"none", "dense", "splat", "unknown"};
  jw_begin_object(w);
  jw_key(w, "kind"), jw_str(w, kinds[x->cst]);
  jw_key(w, "contents_known"), jw_bool(w, x->cst == CONST_DENSE || x->cst == CONST_SPLAT);
  if (x->cst_source) jw_key(w, "source"), jw_str(w, x->cst_source);
  bool scalar = x->cst == CONST_DENSE && x->rank == 0;
  if (x->cst == CONST_SPLAT || scalar) {
    jw_key(w, scalar ? "value" : "splat_value");
    if (dtype_is_float(x->dtype)) jw_real(w, tensor_const_f64(x, 0));
    else jw_int(w, tensor_const_i64(x, 0));
  } else if (wt && wt->offset[t] >= 0) {
    jw_key(w, "weights_offset"), jw_int(w, wt->offset[t]);
    jw_key(w, "weights_bytes"), jw_int(w, (int64_t)x->nbytes);
  }
  jw_end(w);
}

/* Module state: which global, its value before the first call, and which
 * entry writes which buffer into it when the call ends. */
static void state_json(JsonWriter *w, const Graph *g, int t) {
  const Tensor *x = &g->tensors[t];
  static const char *kinds[] = {"zeros", "dense", "splat", "unknown"};
  jw_begin_object(w);
  jw_key(w, "global"), jw_str(w, x->name);
  jw_key(w, "initial"), jw_str(w, kinds[x->state_init]);
  jw_key(w, "written_at_end_of"), jw_begin_array(w);
  for (int f = 0; f < g->nfuncs; f++)
    for (int j = 0; j < g->funcs[f].nstates; j++) {
      if (g->funcs[f].state_dst[j] != t) continue;
      jw_begin_object(w);
      jw_key(w, "entry"), jw_str(w, g->funcs[f].name);
      jw_key(w, "value"), jw_int(w, g->funcs[f].state_src[j]);
      jw_end(w);
    }
  jw_end(w);
  jw_end(w);
}

static void buffer_json(JsonWriter *w, const Graph *g, int t, const Weights *wt) {
  const Tensor *x = &g->tensors[t];
  jw_begin_object(w);
  jw_key(w, "id"), jw_int(w, t);
  jw_key(w, "name"), jw_str(w, x->name);
  jw_key(w, "shape"), shape_json(w, x);
  jw_key(w, "dtype"), jw_str(w, dtype_name(x->dtype));
  jw_key(w, "bytes");
  if (tensor_is_static(x)) jw_int(w, (int64_t)tensor_bytes(x));
  else jw_null(w);
  jw_key(w, "role"), jw_str(w, role_name(x->role));
  int src = graph_view_source(g, t);
  if (src >= 0) jw_key(w, "view_of"), jw_int(w, src);
  if (x->ndevice_affinity) {
    jw_key(w, "device_affinity"), jw_begin_array(w);
    for (int i = 0; i < x->ndevice_affinity; i++) jw_str(w, x->device_affinity[i]);
    jw_end(w);
  }
  if (x->role == ROLE_WEIGHT) jw_key(w, "constant"), constant_json(w, g, t, wt);
  if (x->role == ROLE_STATE) jw_key(w, "state"), state_json(w, g, t);
  if (g->place && g->place[t].space) {
    const Placement *p = &g->place[t];
    jw_key(w, "placement"), jw_begin_object(w);
    jw_key(w, "space"), jw_str(w, p->space);
    jw_key(w, "address"), jw_int(w, p->addr);
    jw_key(w, "size"), jw_int(w, p->size);
    jw_key(w, "layout"), jw_str(w, p->layout ? p->layout : "row_major");
    if (p->first_task >= 0) jw_key(w, "first_task"), jw_int(w, p->first_task);
    if (p->last_task >= 0) jw_key(w, "last_task"), jw_int(w, p->last_task);
    if (p->props) jw_key(w, "details"), props_json(w, p->props);
    jw_end(w);
  }
  jw_key(w, "loc"), loc_json(w, x->loc);
  jw_end(w);
}

/* The loop classes of a contraction (passes/contraction.c) and, beyond the
 * plain form, its canonical batch-matmul: which loops collapse into M, N, K,
 * which are iterated around it, its scales and zero points, or why none. */
static void contraction_dims_json(JsonWriter *w, const ContractionInfo *mm) {
  jw_key(w, "loop_classes"), jw_begin_array(w);
  for (int l = 0; l < mm->nloops; l++) jw_str(w, dim_class_name((DimClass)mm->cls[l]));
  jw_end(w);
  if (mm->plain) return;
  jw_key(w, "collapsed"), jw_begin_object(w);
  jw_key(w, "M"), ids_json(w, mm->m_dims + mm->nm_dims - mm->m_group, mm->m_group);
  jw_key(w, "N"), ids_json(w, mm->n_dims + mm->nn_dims - mm->n_group, mm->n_group);
  jw_key(w, "K"), ids_json(w, mm->k_dims + mm->nk_dims - mm->k_group, mm->k_group);
  jw_end(w);
  jw_key(w, "outer_loops"), ids_json(w, mm->batch_loops, mm->nbatch);
  if (mm->nscales) {
    jw_key(w, "scales"), jw_begin_array(w);
    for (int i = 0; i < mm->nscales; i++) {
      const ScaleOperand *x = &mm->scales[i];
      jw_begin_object(w);
      jw_key(w, "operand"), jw_int(w, x->operand);
      jw_key(w, "loops"), ids_json(w, x->loops, x->nloops);
      jw_key(w, "side"), jw_str(w, dim_class_name(x->side));
      jw_key(w, "block_loop"), size_json(w, x->block_loop);
      jw_key(w, "block"), jw_int(w, x->block);
      jw_end(w);
    }
    jw_end(w);
  }
  if (mm->lhs_zp >= 0 || mm->rhs_zp >= 0) {
    jw_key(w, "zero_points"), jw_begin_object(w);
    jw_key(w, "lhs"), size_json(w, mm->lhs_zp);
    jw_key(w, "rhs"), size_json(w, mm->rhs_zp);
    jw_end(w);
  }
  if (mm->canon_problem) jw_key(w, "no_batch_matmul"), jw_str(w, mm->canon_problem);
}

static void io_json(JsonWriter *w, const Graph *g, const int *ids, int n) {
  jw_begin_array(w);
  for (int i = 0; i < n; i++) {
    const Tensor *x = &g->tensors[ids[i]];
    jw_begin_object(w);
    jw_key(w, "buffer"), jw_int(w, ids[i]);
    jw_key(w, "name"), jw_str(w, x->name);
    jw_key(w, "shape"), shape_json(w, x);
    jw_key(w, "dtype"), jw_str(w, dtype_name(x->dtype));
    jw_end(w);
  }
  jw_end(w);
}

static void task_json(JsonWriter *w, const Graph *g, const Task *t) {
  const Op *root = &g->ops[t->root];
  const Match *m = root->match >= 0 ? &g->matches[root->match] : NULL;
  jw_begin_object(w);
  jw_key(w, "id"), jw_int(w, t->id);
  jw_key(w, "entry"), jw_str(w, g->funcs[t->func].name);
  jw_key(w, "kind"), jw_str(w, task_kind_name(t->kind));
  jw_key(w, "device"), jw_str(w, device_name(g, t->device));
  jw_key(w, "reason"), jw_str(w, t->reason);
  jw_key(w, "loc"), loc_json(w, t->loc);
  if (m && m->pattern) jw_key(w, "pattern"), jw_str(w, m->pattern);
  jw_key(w, "ops"), jw_begin_array(w);
  int nepi = 0;
  for (int j = 0; j < t->nops; j++) {
    const Op *op = &g->ops[t->ops[j]];
    const char *role = t->ops[j] == t->root ? "root" : op->kind == OP_FILL ? "init" : "epilogue";
    nepi += role[0] == 'e';
    jw_begin_object(w);
    jw_key(w, "op"), jw_str(w, op->name);
    jw_key(w, "loc"), loc_json(w, op->loc);
    jw_key(w, "role"), jw_str(w, role);
    jw_end(w);
  }
  jw_end(w);
  jw_key(w, "epilogue"), jw_begin_array(w);
  for (int j = 0; j < t->nops && nepi; j++) {
    const Op *op = &g->ops[t->ops[j]];
    if (t->ops[j] == t->root || op->kind == OP_FILL) continue;
    const Match *em = op->match >= 0 ? &g->matches[op->match] : NULL;
    jw_str(w, em && em->pattern ? em->pattern : op->name);
  }
  jw_end(w);
  if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
    jw_key(w, "contraction"), jw_begin_object(w);
    jw_key(w, "batch"), size_json(w, m->mm->batch);
    jw_key(w, "M"), size_json(w, m->mm->m);
    jw_key(w, "N"), size_json(w, m->mm->n);
    jw_key(w, "K"), size_json(w, m->mm->k);
    jw_key(w, "lhs_transposed"), jw_bool(w, m->mm->lhs_transposed);
    jw_key(w, "rhs_transposed"), jw_bool(w, m->mm->rhs_transposed);
    jw_key(w, "accumulate"), jw_bool(w, m->mm->accumulate);
    contraction_dims_json(w, m->mm);
    jw_end(w);
  }
  if (m && m->kind == TK_SOFTMAX) jw_key(w, "softmax_dim"), jw_int(w, m->softmax_dim);
  if (m && m->attn_chain >= 0) {
    jw_key(w, "attention_chain"), jw_begin_object(w);
    jw_key(w, "id"), jw_int(w, m->attn_chain);
    jw_key(w, "role"), jw_str(w, attn_role_name(m->attn_role));
    jw_end(w);
  }
  /* dtypes of every operand of the root, then of its results */
  jw_key(w, "operand_dtypes"), jw_begin_array(w);
  for (int k = 0; k < op_noperands(root); k++) jw_str(w, dtype_name(g->tensors[op_operand(root, k)].dtype));
  jw_end(w);
  jw_key(w, "result_dtypes"), jw_begin_array(w);
  for (int k = 0; k < root->nout; k++) jw_str(w, dtype_name(g->tensors[root->out[k]].dtype));
  jw_end(w);
  jw_key(w, "kernel"), jw_str(w, t->kernel);
  if (t->group_refused) jw_key(w, "group_refused"), jw_str(w, t->group_refused);
  if (t->iree_dispatch) {
    jw_key(w, "iree_dispatch"), jw_str(w, t->iree_dispatch);
    /* which flow.dispatch of the module, and which of the tasks it became */
    jw_key(w, "iree_dispatch_part"), jw_begin_object(w);
    jw_key(w, "dispatch_index"), jw_int(w, t->iree_call);
    jw_key(w, "part"), jw_int(w, t->iree_part);
    jw_key(w, "of"), jw_int(w, t->iree_nparts);
    jw_end(w);
    /* dispatches a pass folded into this one (untile: packs, unpack) */
    if (root->niree_merged) {
      jw_key(w, "iree_merged_dispatches"), jw_begin_array(w);
      for (int k = 0; k < root->niree_merged; k++) {
        jw_begin_object(w);
        jw_key(w, "iree_dispatch"), jw_str(w, root->iree_merged[k].dispatch);
        jw_key(w, "dispatch_index"), jw_int(w, root->iree_merged[k].call);
        jw_end(w);
      }
      jw_end(w);
    }
  }
  jw_key(w, "inputs"), ids_json(w, t->inputs, t->ninputs);
  jw_key(w, "outputs"), ids_json(w, t->outputs, t->noutputs);
  jw_key(w, "deps"), ids_json(w, t->deps, t->ndeps);
  jw_key(w, "code");
  if (t->label) {
    jw_begin_object(w);
    jw_key(w, "label"), jw_str(w, t->label);
    if (t->asm_first_line) { /* a program was rendered (Graph.program_wanted) */
      jw_key(w, "first_line"), jw_int(w, t->asm_first_line);
      jw_key(w, "last_line"), jw_int(w, t->asm_last_line);
    }
    jw_end(w);
  } else {
    jw_null(w);
  }
  jw_key(w, "cost"), jw_begin_object(w);
  jw_key(w, "macs"), jw_int(w, t->cost.macs);
  jw_key(w, "flops"), jw_int(w, t->cost.flops);
  jw_key(w, "bytes"), jw_int(w, t->cost.bytes);
  jw_key(w, "cycles"), jw_int(w, t->cost.cycles);
  jw_end(w);
  jw_key(w, "details"), props_json(w, t->props);
  jw_end(w);
}

static void summary_json(JsonWriter *w, const Graph *g) {
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
  jw_begin_object(w);
  jw_key(w, "tasks"), jw_int(w, g->ntasks);
  jw_key(w, "tasks_by_kind"), jw_begin_object(w);
  for (int k = 0; k < TK_COUNT; k++)
    if (kinds[k]) jw_key(w, task_kind_name(k)), jw_int(w, kinds[k]);
  jw_end(w);
  jw_key(w, "tasks_by_device"), jw_begin_object(w);
  for (int d = DEV_HOST; d <= DEV_TARGET; d++)
    if (devs[d]) jw_key(w, device_name(g, (Device)d)), jw_int(w, devs[d]);
  jw_end(w);
  jw_key(w, "total_macs"), jw_int(w, macs);
  jw_key(w, "offloaded_macs"), jw_int(w, off);
  jw_key(w, "offloaded_mac_fraction"), jw_real(w, macs ? (double)off / (double)macs : 0.0);
  jw_key(w, "bytes_moved"), jw_int(w, bytes);
  jw_key(w, "estimated_cycles"), jw_int(w, cycles);
  jw_end(w);
}

static void graph_json(JsonWriter *w, const Graph *g, const Options *o, const Target *T,
                       const Weights *wt, const char *asm_path) {
  /* One buffer, task or entry per line: indenting every field put a line
   * and its leading spaces under each of the ~60 fields a task has (40% of
   * the bytes: 77 -> 46 MB for a 20 MB module), and a reader parses the
   * text anyway; a line per record still greps and diffs as one. */
  jw_compact_from(w, 2);
  jw_begin_object(w);
  jw_key(w, "format"), jw_str(w, TASKGRAPH_FORMAT);
  jw_key(w, "version"), jw_int(w, TASKGRAPH_VERSION);
  jw_key(w, "npucc_version"), jw_str(w, NPUCC_VERSION);
  char hash[17];
  snprintf(hash, sizeof hash, "%016" PRIx64, g->file_hash);
  jw_key(w, "input"), jw_begin_object(w);
  jw_key(w, "file"), jw_str(w, g->file);
  jw_key(w, "fnv1a64"), jw_str(w, hash);
  jw_end(w);
  jw_key(w, "options"), jw_str(w, o->argv_line ? o->argv_line : "");
  jw_key(w, "target"), jw_begin_object(w);
  jw_key(w, "name"), jw_str(w, T->name);
  jw_key(w, "params"), props_json(w, g->props);
  jw_end(w);
  jw_key(w, "files"), jw_begin_object(w);
  jw_key(w, "assembly"), jw_str(w, asm_path);
  jw_key(w, "weights"), jw_str(w, wt ? wt->path : NULL);
  jw_end(w);

  jw_key(w, "entries"), jw_begin_array(w);
  for (int f = 0; f < g->nfuncs; f++) {
    const Func *fn = &g->funcs[f];
    jw_begin_object(w);
    jw_key(w, "name"), jw_str(w, fn->name);
    jw_key(w, "loc"), loc_json(w, fn->loc);
    jw_key(w, "calls"), jw_str(w, fn->calls);
    jw_key(w, "inputs"), io_json(w, g, fn->inputs, fn->ninputs);
    jw_key(w, "outputs"), io_json(w, g, fn->outputs, fn->noutputs);
    if (fn->nstates) {
      /* after the last task: state buffer `state` takes the contents of `value` */
      jw_key(w, "state_stores"), jw_begin_array(w);
      for (int j = 0; j < fn->nstates; j++) {
        jw_begin_object(w);
        jw_key(w, "state"), jw_int(w, fn->state_dst[j]);
        jw_key(w, "value"), jw_int(w, fn->state_src[j]);
        /* the target's plan made the task computing the value write it into
         * the state's region: no end-of-call step for this store */
        const Placement *pl = g->place ? &g->place[fn->state_src[j]] : NULL;
        bool in_place = pl && pl->in_place && pl->region_of == fn->state_dst[j];
        jw_key(w, "in_place"), jw_bool(w, in_place);
        int prod = g->tensors[fn->state_src[j]].producer;
        if (in_place && prod >= 0) jw_key(w, "written_by_task"), jw_int(w, g->ops[prod].task);
        /* or the program copies it there after the entry's last task of its own */
        if (pl && pl->state_copy && pl->region_of == fn->state_dst[j]) {
          const Prop *after = prop_find(pl->props, "state_copy_after_task");
          jw_key(w, "copied_by_program"), jw_bool(w, true);
          if (after) jw_key(w, "copy_after_task"), jw_int(w, after->i);
        }
        jw_end(w);
      }
      jw_end(w);
    }
    jw_end(w);
  }
  jw_end(w);

  bool *live = graph_live_tensors(g);
  jw_key(w, "buffers"), jw_begin_array(w);
  for (int t = 0; t < g->ntensors; t++)
    if (live[t]) buffer_json(w, g, t, wt);
  jw_end(w);
  free(live);

  jw_key(w, "tasks"), jw_begin_array(w);
  for (int i = 0; i < g->ntasks; i++) task_json(w, g, &g->tasks[i]);
  jw_end(w);

  jw_key(w, "summary"), summary_json(w, g);
  jw_end(w);
  sb_putc(w->out, '\n');
}

void taskgraph_json(const Graph *g, const Options *o, const Target *T, const Weights *wt,
                    const char *asm_path, StrBuf *out) {
  JsonWriter w;
  jw_init(&w, out);
  graph_json(&w, g, o, T, wt, asm_path);
}

bool taskgraph_json_write(const Graph *g, const Options *o, const Target *T, const Weights *wt,
                          const char *asm_path, FILE *f) {
  StrBuf window;
  sb_init(&window);
  JsonWriter w;
  jw_init_sink(&w, &window, f);
  graph_json(&w, g, o, T, wt, asm_path);
  bool ok = jw_flush(&w);
  sb_free(&window);
  return ok;
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
      const ContractionInfo *mm = m->mm;
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
