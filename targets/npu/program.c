/* program.c (npu): the schedule hook: one program per entry, in segments
 * between host tasks, each task's kernel emitted through the builder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npu/merlin.h"
#include "npu/share.h"

static bool emit_task(NpuLower *L, Task *t) {
  switch (t->kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL:
    if (npu_depthwise_form(L->g->matches[L->g->ops[t->root].match].mm)) return npu_emit_depthwise(L, t);
    return npu_emit_matmul(L, t);
  case TK_SOFTMAX: return npu_emit_softmax(L, t);
  case TK_ATTENTION: return npu_emit_attention(L, t);
  case TK_DATA_MOVEMENT: return npu_emit_heads(L, t);
  default:
    if (npu_heads_copy(L, t)) return npu_emit_heads(L, t);
    return npu_is_row_group(L->g, t) ? npu_emit_row_group(L, t) : npu_emit_elementwise(L, t);
  }
}

static const char *label_safe(Arena *a, const char *s) {
  char *o = arena_strdup(a, s && *s ? s : "entry");
  for (char *p = o; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
          *p == '_' || *p == '.'))
      *p = '_';
  if (o[0] >= '0' && o[0] <= '9') o = arena_printf(a, "_%s", o);
  return o;
}

/* Words an instruction takes in the instruction memory (li may expand). */
static int64_t inst_words(const NpuInst *in) {
  if (in->opc == NI_LABEL || in->opc == NI_COMMENT) return 0;
  return in->opc == NI_LI ? npu_li_length(in->imm) : 1;
}

static void seg_push(Arena *a, int64_t **v, int *n, int *cap, int64_t x) {
  ARENA_PUSH(a, *v, *n, *cap);
  (*v)[(*n)++] = x;
}

/* The code from `from` to `to` is the body bd's, instruction by instruction
 * (labels relative to each one's first): the hash only chose whom to ask. */
static bool same_code(const NpuInst *code, const struct NpuBody *bd, int from, int to, int first_label) {
  if (to - from != bd->end - bd->start) return false;
  for (int i = 0; i < to - from; i++) {
    const NpuInst *x = &code[from + i], *y = &code[bd->start + i];
    int lx = x->label >= 0 ? x->label - first_label : x->label;
    int ly = y->label >= 0 ? y->label - bd->first_label : y->label;
    if (x->opc != y->opc || x->sel != y->sel || x->d != y->d || x->a != y->a || x->b != y->b ||
        (x->opc != NI_COMMENT && x->imm != y->imm) || lx != ly)
      return false;
  }
  return true;
}

/* Task t as a call of a body with its key: the body emitted for its
 * parameters (the values it would read from the table), then dropped when
 * the segment already has a body of the same hash, else kept behind a jump
 * (the first call of a segment runs it in place):
 *     jal x0, tN_call ; tN_body: sw ra; <kernel>; lw ra; jalr x0, ra, 8
 *     tN_call: <parameters> ; jal ra, tN_body
 * A body is only called by tasks whose own emission was the same code,
 * instruction by instruction: its instructions are theirs but for the
 * parameter values, which it reads from the table. */
static bool emit_shared(NpuLower *L, Task *t) {
  NpuBuilder *b = L->b;
  struct NpuShare *sh = &L->share;
  int seg = L->nsegs - 1;
  int grp = sh->group[t->id];
  bool same = sh->same[t->id] && !sh->group_differs[grp];
  /* The task asked for what the body's task asked for, value by value (its
   * first emission): from the same idle start the scheduler makes the same
   * code of it, so the call needs neither its kernel nor a schedule. The
   * label names the emission would have taken are taken all the same. */
  for (int i = sh->nbodies - 1; same && i >= 0 && sh->bodies[i].seg == seg; i--) {
    if (sh->bodies[i].group != grp || !sh->bodies[i].same) continue;
    NbMark m = nb_mark(b);
    char nm[48];
    snprintf(nm, sizeof nm, "t%d_call", t->id);
    nb_label_new(b, nm);
    snprintf(nm, sizeof nm, "t%d_body", t->id);
    nb_label_new(b, nm);
    for (int k = 0; k < sh->ntnames[t->id]; k++) nb_label_new(b, sh->tnames[t->id][k]);
    nb_rollback(b, m);
    npu_vaddr_reset(L);
    npu_share_call(L, sh->bodies[i].label, sh->tparams[t->id], sh->ntparams[t->id]);
    return !nb_failed(b);
  }
  NbMark m = nb_mark(b);
  char nm[48];
  snprintf(nm, sizeof nm, "t%d_call", t->id);
  int over = nb_label_new(b, nm);
  snprintf(nm, sizeof nm, "t%d_body", t->id);
  int body = nb_label_new(b, nm);
  nb_jal(b, 0, over);
  nb_label_place(b, body);
  npu_vaddr_reset(L);
  int body_start = m.ncode;
  nb_hash_begin(b);
  npu_share_body_begin(L);
  bool ok = emit_task(L, t);
  npu_share_body_end(L);
  if (!ok || nb_failed(b)) return false;
  uint64_t h = nb_hash(b);
  int found = -1, n;
  const NpuInst *code = nb_code(b, &n);
  for (int i = sh->nbodies - 1; i >= 0 && sh->bodies[i].seg == seg; i--)
    if (sh->bodies[i].hash == h && same_code(code, &sh->bodies[i], m.ncode, n, over)) {
      found = i;
      break;
    }
  if (found >= 0) {
    nb_rollback(b, m);
    npu_vaddr_reset(L);
    npu_share_call(L, sh->bodies[found].label, sh->params, sh->nparams);
    return !nb_failed(b);
  }
  /* a body reading other parameters than its task's first emission kept:
   * the kept ones are not what a body reads, for no task of the key */
  if (sh->same[t->id] &&
      (sh->nparams != sh->ntparams[t->id] ||
       (sh->nparams && memcmp(sh->params, sh->tparams[t->id], sizeof *sh->params * (size_t)sh->nparams))))
    sh->group_differs[grp] = true;
  struct NpuBody nbody = {h, body, seg, m.ncode, n, over, grp, sh->same[t->id] && !sh->group_differs[grp]};
  nb_label_place(b, over);
  npu_vaddr_reset(L);
  code = nb_code(b, &n);
  int64_t words = 0;
  for (int i = body_start; i < n; i++) words += inst_words(&code[i]);
  if (sh->group[t->id] >= 0) sh->group_words[sh->group[t->id]] = words;
  sh->owns_body[t->id] = true;
  ARENA_PUSH(L->a, sh->bodies, sh->nbodies, sh->capbodies);
  sh->bodies[sh->nbodies++] = nbody;
  npu_share_call(L, body, sh->params, sh->nparams);
  return !nb_failed(b);
}

/* One program per entry function; each run of npu tasks between host tasks
 * is a segment with its own label and prologue, ending in ecall when more
 * of the file follows, so that a runner can stop at the host's turn. A task
 * with split_before set (NULL: none) starts a new segment too: a runner loads
 * the segments in turn, so each has to fit the instruction memory. */
static bool emit_program(NpuLower *L, const bool *split_before) {
  Graph *g = L->g;
  NpuBuilder *b = L->b;
  int segs_left = 0;
  for (int f = 0; f < g->nfuncs; f++) {
    bool in_seg = false;
    for (int i = 0; i < g->ntasks; i++) {
      const Task *t = &g->tasks[i];
      if (t->func != f) continue;
      bool npu = t->device == DEV_TARGET && npu_merged_into(L, i) < 0;
      if (t->device == DEV_HOST) in_seg = false;
      if (npu && (!in_seg || (split_before && split_before[i]))) segs_left++, in_seg = true;
    }
  }
  npu_vaddr_init(L);
  /* the link register: the first free one at a task boundary, the same at
   * every call and in every body */
  L->share.xra = nb_xalloc(b);
  nb_xfree(b, L->share.xra);
  L->share.nbodies = 0;
  /* e0: seli is skipped when x[index] already holds the value, and x0 is 0 */
  L->e_one = 0;
  for (int f = 0; f < g->nfuncs && !nb_failed(b); f++) {
    bool in_seg = false;
    int seg = 0;
    for (int i = 0; i < g->ntasks && !nb_failed(b); i++) {
      Task *t = &g->tasks[i];
      if (t->func != f) continue;
      if (t->device == DEV_HOST) {
        if (in_seg) {
          nb_set_task(b, -1);
          nb_quiesce(b);
          if (--segs_left > 0) nb_ecall(b);
          in_seg = false;
        }
        if (L->nsegs > 0 && L->segs[L->nsegs - 1].func == f) {
          struct NpuSegment *sg = &L->segs[L->nsegs - 1];
          seg_push(g->arena, &sg->host_after, &sg->nhost, &sg->caphost, t->id);
          prop_add_int(g->arena, &t->props, "after_segment", L->nsegs - 1);
        }
        continue;
      }
      if (t->device != DEV_TARGET) continue;
      if (npu_merged_into(L, i) >= 0) continue; /* its segment is its host task's (below) */
      if (in_seg && split_before && split_before[i]) {
        nb_set_task(b, -1);
        nb_quiesce(b);
        if (--segs_left > 0) nb_ecall(b);
        in_seg = false;
      }
      if (!in_seg) {
        nb_set_task(b, -1);
        const char *nm = label_safe(g->arena, g->funcs[f].name);
        int lab = nb_label_new(b, seg ? arena_printf(g->arena, "%s_seg%d", nm, seg) : nm);
        nb_label_place(b, lab);
        npu_vaddr_reset(L);
        /* dma.base = 0 for every transfer; a segment may run on its own */
        nb_dma_config(b, 0);
        nb_dma_wait(b, 0);
        nb_seli(b, L->e_one, 1);
        ARENA_PUSH(g->arena, L->segs, L->nsegs, L->capsegs);
        memset(&L->segs[L->nsegs], 0, sizeof *L->segs);
        L->segs[L->nsegs].func = f;
        L->segs[L->nsegs].label = lab;
        L->nsegs++;
        seg++;
        in_seg = true;
      }
      struct NpuSegment *sg = &L->segs[L->nsegs - 1];
      seg_push(g->arena, &sg->tasks, &sg->ntasks, &sg->captasks, t->id);
      if (L->alias_of[i] >= 0) { /* its result is its operand's bytes: no code */
        prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
        continue;
      }
      nb_set_task(b, t->id);
      NbMark start = nb_mark(b);
      char kn[64];
      snprintf(kn, sizeof kn, "t%d_%s", t->id, task_kind_name(t->kind));
      t->label = nb_label_name(b, nb_label_new(b, kn));
      nb_label_place(b, nb_label_count(b) - 1);
      npu_vaddr_reset(L);
      prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
      bool shared = L->share.on && L->share.twin[t->id];
      if (!shared) nb_hash_begin(b);
      if (L->share.keep) npu_share_keep_begin(L);
      if (shared ? !emit_shared(L, t) : !emit_task(L, t)) {
        if (!nb_failed(b)) nb_fail(b, "npu: task %d could not be emitted", t->id);
        break;
      }
      if (!shared) L->share.key[t->id] = nb_hash(b);
      bool repeat = L->share.keep && npu_share_keep_task(L, t->id, L->share.key[t->id]);
      nb_quiesce(b);
      /* A task whose key came before has a twin, so this program is built
       * again with shared bodies: its code is not kept meanwhile (it ended
       * idle; the names it took stay taken) */
      if (repeat) nb_rollback(b, start);
      nb_set_task(b, -1);
      if (npu_emit_state_copies(L, i)) nb_quiesce(b);
    }
    if (in_seg) {
      nb_set_task(b, -1);
      nb_quiesce(b);
      if (--segs_left > 0) nb_ecall(b);
    }
  }
  /* a task merged into another runs in that one's segment (a head permute
   * joined to the attention after it, too) */
  for (int i = 0; i < g->ntasks; i++) {
    int into = npu_merged_into(L, i);
    const Prop *sp = into >= 0 ? prop_find(g->tasks[into].props, "segment") : NULL;
    if (g->tasks[i].device == DEV_TARGET && sp) prop_add_int(g->arena, &g->tasks[i].props, "segment", sp->i);
  }
  nb_set_task(b, -1);
  nb_finish(b);
  npu_vaddr_release(L);
  return !nb_failed(b);
}

/* Instruction words per segment of the program just built: a segment runs
 * from its label to the next segment's. */
static int64_t *segment_words(NpuLower *L, const NpuInst *code, int n) {
  int64_t *w = arena_alloc(L->a, sizeof *w * (size_t)(L->nsegs + 1));
  int *seg_of_label = arena_alloc(L->a, sizeof *seg_of_label * (size_t)(nb_label_count(L->b) + 1));
  for (int i = 0; i < nb_label_count(L->b); i++) seg_of_label[i] = -1;
  for (int k = 0; k < L->nsegs; k++) seg_of_label[L->segs[k].label] = k;
  int cur = -1;
  for (int i = 0; i < n; i++) {
    if (code[i].opc == NI_LABEL && code[i].label >= 0 && seg_of_label[code[i].label] >= 0)
      cur = seg_of_label[code[i].label];
    if (cur >= 0) w[cur] += inst_words(&code[i]);
  }
  return w;
}

/* The finished program into the Graph's arena (the builder's array moves
 * there: the program is the largest thing npucc holds, so never twice), with
 * what the task graph says of it: line numbers per task and segment (one
 * instruction a line), cycle estimates, sizes. */
static void record_program(NpuLower *L) {
  Graph *g = L->g;
  int n;
  NpuInst *code = nb_take_code(L->b, &n);
  /* What is read after the builder goes (with its name table): the task
   * graph's labels, and for the printer every label name and comment */
  int nl = nb_label_count(L->b), nprinted = g->program_wanted ? nl : 0;
  const char **labels = arena_alloc(L->a, sizeof *labels * (size_t)(nprinted ? nprinted : 1));
  for (int i = 0; i < nprinted; i++) labels[i] = arena_strdup(L->a, nb_label_name(L->b, i));
  for (int i = 0; i < n && g->program_wanted; i++)
    if (code[i].opc == NI_COMMENT && code[i].comment) code[i].comment = arena_strdup(L->a, code[i].comment);
  for (int i = 0; i < g->ntasks; i++)
    if (g->tasks[i].label) g->tasks[i].label = arena_strdup(g->arena, g->tasks[i].label);
  const char **seg_label = arena_alloc(L->a, sizeof *seg_label * (size_t)(L->nsegs + 1));
  for (int k = 0; k < L->nsegs; k++) seg_label[k] = arena_strdup(L->a, nb_label_name(L->b, L->segs[k].label));
  int64_t *seg_words = segment_words(L, code, n);
  /* the builder (its name table: a few hundred bytes a task) goes before
   * the estimates and the task graph's records are made */
  nb_free(L->b);
  L->b = NULL;
  L->prog = (NpuProgram){code, n, labels, nprinted};
  int *first = arena_alloc(L->a, sizeof *first * (size_t)(g->ntasks + 1));
  int *last = arena_alloc(L->a, sizeof *last * (size_t)(g->ntasks + 1));
  int *cfirst = arena_alloc(L->a, sizeof *cfirst * (size_t)(g->ntasks + 1));
  int *clast = arena_alloc(L->a, sizeof *clast * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++) first[i] = last[i] = 0, cfirst[i] = -1, clast[i] = -1;
  int64_t *seg_lines = NULL;
  int nseg_lines = 0, capseg_lines = 0;
  int line = 0;
  for (int i = 0; i < n; i++) {
    const NpuInst *in = &code[i];
    line++;
    if (in->task >= 0 && in->task < g->ntasks) {
      if (!first[in->task]) first[in->task] = line, cfirst[in->task] = i;
      last[in->task] = line;
      clast[in->task] = i;
    }
    if (in->opc == NI_LABEL && in->task < 0) {
      ARENA_PUSH(g->arena, seg_lines, nseg_lines, capseg_lines);
      seg_lines[nseg_lines++] = line;
    }
  }
  /* a task calling a body outside its own lines (another task's code holds
   * it): where the body is, for a runner that runs one task alone */
  int *label_at = arena_alloc(L->a, sizeof *label_at * (size_t)(nl + 1));
  for (int i = 0; i < n; i++)
    if (code[i].opc == NI_LABEL && code[i].label >= 0) label_at[code[i].label] = i;
  for (int i = 0; i < g->ntasks; i++)
    for (int k = cfirst[i]; k >= 0 && k <= clast[i]; k++) {
      if (code[k].opc != NI_JAL || code[k].d == 0 || code[k].label < 0) continue;
      int at = label_at[code[k].label], end = at;
      if (at >= cfirst[i] && at <= clast[i]) continue;
      while (end < n && code[end].opc != NI_JALR) end++;
      /* lines are 1-based code indices; the return's two delay slots too */
      int64_t lines[2] = {at + 1, end + 3};
      prop_add_ints(g->arena, &g->tasks[i].props, "calls_body_lines", lines, 2);
      break;
    }
  NpuCycleModel *cycles = npu_cycle_model_new(code, n);
  for (int i = 0; i < g->ntasks; i++) {
    Task *t = &g->tasks[i];
    if (!first[i]) continue;
    t->asm_first_line = first[i];
    t->asm_last_line = last[i];
    int64_t busy[NU_COUNT];
    t->cost.cycles = npu_estimate_cycles(cycles, cfirst[i], clast[i], busy);
    int64_t ub[6] = {busy[NU_MXU0], busy[NU_MXU1], busy[NU_VPU], busy[NU_LSU], busy[NU_DMA],
                     busy[NU_SCALAR]};
    prop_add_ints(g->arena, &t->props, "unit_busy_mxu0_mxu1_vpu_lsu_dma_scalar", ub, 6);
  }
  (void)seg_lines;
  /* the program's segments, in order: what a runner executes between host tasks */
  int *label_line = arena_alloc(L->a, sizeof *label_line * (size_t)(nl + 1));
  for (int i = 0, l = 0; i < n; i++) {
    l++;
    if (code[i].opc == NI_LABEL && code[i].label >= 0) label_line[code[i].label] = l;
  }
  Prop **objs = arena_alloc(g->arena, sizeof *objs * (size_t)(L->nsegs + 1));
  for (int k = 0; k < L->nsegs; k++) {
    const struct NpuSegment *sg = &L->segs[k];
    Prop *o = NULL;
    int first_line = label_line[sg->label];
    int last_line = k + 1 < L->nsegs ? label_line[L->segs[k + 1].label] - 1 : line;
    prop_add_int(g->arena, &o, "index", k);
    prop_add_str(g->arena, &o, "entry", g->funcs[sg->func].name);
    prop_add_str(g->arena, &o, "label", seg_label[k]);
    prop_add_int(g->arena, &o, "first_line", first_line);
    prop_add_int(g->arena, &o, "last_line", last_line);
    prop_add_int(g->arena, &o, "instructions", seg_words[k]);
    static const int64_t none[1] = {0}; /* an empty list still needs a pointer */
    prop_add_ints(g->arena, &o, "npu_tasks", sg->tasks ? sg->tasks : none, sg->ntasks);
    prop_add_ints(g->arena, &o, "then_host_tasks", sg->host_after ? sg->host_after : none, sg->nhost);
    prop_add_str(g->arena, &o, "ends_with", k + 1 < L->nsegs ? "ecall" : "end of program");
    objs[k] = o;
  }
  prop_add_int(g->arena, &g->props, "segments", L->nsegs);
  prop_add_objs(g->arena, &g->props, "program_segments", objs, L->nsegs);
  prop_add_int(g->arena, &g->props, "program_cycles", npu_estimate_cycles(cycles, 0, n - 1, NULL));
  npu_cycle_model_free(cycles);
  prop_add_int(g->arena, &g->props, "program_lines", line);
  int64_t insts = 0;
  for (int i = 0; i < n; i++) insts += inst_words(&code[i]);
  prop_add_int(g->arena, &g->props, "program_instructions", insts);
  /* the task graph has what it says of the program: without a printer
   * (graph and list modes) the code goes now, before the JSON is built */
  if (g->program_wanted) arena_adopt(L->a, code);
  else {
    free(code);
    L->prog.code = NULL;
    L->prog.n = 0;
  }
}


/* Where a property list ends: a second emission cuts what the first added. */
static Prop **prop_tail(Prop **l) {
  while (*l) l = &(*l)->next;
  return l;
}

/* Segment breaks that make every segment of the program just built fit
 * `imem` words: from its words per task, a new segment starts before a task
 * that would overflow the current one. A shared body counts once in each
 * segment that calls it (the first call there holds it). Returns 1 when
 * breaks were added, 0 when every segment fits already, -1 (with an error)
 * when a task alone cannot fit. */
static int plan_breaks(NpuLower *L, int imem, bool *split) {
  Graph *g = L->g;
  const struct NpuShare *sh = &L->share;
  int n;
  const NpuInst *code = nb_code(L->b, &n);
  int64_t *tw = arena_alloc(L->a, sizeof *tw * (size_t)(g->ntasks + 1));
  for (int i = 0; i < n; i++)
    if (code[i].task >= 0 && code[i].task < g->ntasks) tw[code[i].task] += inst_words(&code[i]);
  int64_t *sw = segment_words(L, code, n);
  /* a segment's own words (prologue, end): the most any segment had, and an
   * ecall the last one of an entry did not need */
  int64_t own = 0;
  bool over = false;
  for (int k = 0; k < L->nsegs; k++) {
    int64_t w = sw[k];
    for (int j = 0; j < L->segs[k].ntasks; j++) w -= tw[L->segs[k].tasks[j]];
    if (w > own) own = w;
    over |= sw[k] > imem;
  }
  own += 1;
  if (!over) return 0;
  /* a task's words without the body it holds; the body's, per key */
  int *seen = NULL;
  if (sh->on) {
    seen = arena_alloc(L->a, sizeof *seen * (size_t)(g->ntasks + 1));
    for (int i = 0; i < g->ntasks; i++) {
      seen[i] = -1;
      if (sh->owns_body[i] && sh->group[i] >= 0) tw[i] -= sh->group_words[sh->group[i]];
    }
  }
  int segno = 0;
  for (int k = 0; k < L->nsegs; k++) {
    int64_t cur = own;
    segno++;
    for (int j = 0; j < L->segs[k].ntasks; j++) {
      const Task *t = &g->tasks[L->segs[k].tasks[j]];
      int grp = sh->on ? sh->group[t->id] : -1;
      int64_t body = grp >= 0 ? sh->group_words[grp] : 0;
      int64_t need = tw[t->id] + (grp >= 0 && seen[grp] != segno ? body : 0);
      if (tw[t->id] + body + own > imem) {
        diag_error(L->d, t->loc,
                   "npu: task %d (%s) needs %lld instructions with its segment's start and end, "
                   "more than the %d the instruction memory holds (--npu-imem)",
                   t->id, task_kind_name(t->kind), (long long)(tw[t->id] + body + own), imem);
        return -1;
      }
      if (j > 0 && cur + need > imem) {
        split[t->id] = true;
        cur = own;
        segno++;
        need = tw[t->id] + body;
      }
      if (grp >= 0) seen[grp] = segno;
      cur += need;
    }
  }
  return 1;
}

/* Which tasks share a body: those whose first emission hashed alike (the
 * same instructions but for their parameters). Returns whether any does. */
static bool find_twins(NpuLower *L) {
  Graph *g = L->g;
  struct NpuShare *sh = &L->share;
  int *ord = arena_alloc(L->a, sizeof *ord * (size_t)(g->ntasks + 1)), m = 0;
  for (int i = 0; i < g->ntasks; i++) {
    sh->group[i] = -1;
    sh->twin[i] = false;
    if (sh->key[i]) ord[m++] = i;
  }
  /* insertion into runs of equal keys would be quadratic: sort (key, id) */
  for (int w = 1; w < m; w *= 2) {
    int *tmp = arena_alloc(L->a, sizeof *tmp * (size_t)m);
    for (int lo = 0; lo < m; lo += 2 * w) {
      int mid = lo + w < m ? lo + w : m, hi = lo + 2 * w < m ? lo + 2 * w : m;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = sh->key[ord[j]] < sh->key[ord[i]] ? ord[j++] : ord[i++];
      while (i < mid) tmp[k++] = ord[i++];
      while (j < hi) tmp[k++] = ord[j++];
    }
    memcpy(ord, tmp, sizeof *ord * (size_t)m);
  }
  int ngroups = 0;
  for (int i = 0; i < m;) {
    int j = i;
    while (j < m && sh->key[ord[j]] == sh->key[ord[i]]) j++;
    if (j - i >= 2) {
      for (int k = i; k < j; k++) sh->twin[ord[k]] = true, sh->group[ord[k]] = ngroups;
      ngroups++;
    }
    i = j;
  }
  sh->group_words = arena_alloc(L->a, sizeof *sh->group_words * (size_t)(ngroups + 1));
  sh->group_differs = arena_alloc(L->a, sizeof *sh->group_differs * (size_t)(ngroups + 1));
  return ngroups > 0;
}

/* The program: instructions per task in segments, scheduled, with the
 * addresses the memory planner gave. Asked for once without a schedule
 * (nb_dry: most of a build's cost is scheduling), keeping what each task
 * asked for; then emitted, tasks that turn out to have twins as calls of
 * shared bodies (a body once per segment, the other calls from what was
 * kept, without their kernels: a body is scheduled once); a program
 * longer than the instruction memory once more in segments that fit, which
 * a runner loads in turn. Each emission cuts the properties of the last. */
bool npu_schedule(Graph *g, const Options *o, Diag *d) {
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) return npu_merlin_schedule(g, d);
  NpuLower *L = g->target_data;
  L->o = o;
  L->d = d;
  for (int x = 0; x < L->nbuf; x++)
    if (L->buf[x].layout != NL_NONE) L->buf[x].addr = g->place[x].addr;
  Prop **graph_tail = prop_tail(&g->props);
  Prop ***task_tail = arena_alloc(L->a, sizeof *task_tail * (size_t)(g->ntasks + 1));
  for (int i = 0; i < g->ntasks; i++) task_tail[i] = prop_tail(&g->tasks[i].props);
  struct NpuShare *sh = &L->share;
  size_t nt = (size_t)(g->ntasks + 1);
  sh->on = false;
  sh->key = arena_alloc(L->a, sizeof *sh->key * nt);
  sh->twin = arena_alloc(L->a, sizeof *sh->twin * nt);
  sh->group = arena_alloc(L->a, sizeof *sh->group * nt);
  sh->owns_body = arena_alloc(L->a, sizeof *sh->owns_body * nt);
  sh->keep = npu_options(o)->share;
  if (sh->keep) {
    sh->tparams = arena_alloc(L->a, sizeof *sh->tparams * nt);
    sh->ntparams = arena_alloc(L->a, sizeof *sh->ntparams * nt);
    sh->tnames = arena_alloc(L->a, sizeof *sh->tnames * nt);
    sh->ntnames = arena_alloc(L->a, sizeof *sh->ntnames * nt);
    sh->same = arena_alloc(L->a, sizeof *sh->same * nt);
  }
  L->b = nb_new(g->arena);
  /* the first emission only asks (nb_dry) when it is there to find the
   * twins: the program is then built again, shared or not */
  bool dry = sh->keep;
  if (dry) nb_dry(L->b);
  bool ok = emit_program(L, NULL);
  sh->keep = false;
  bool twins = ok && npu_options(o)->share && find_twins(L);
  if (ok && (twins || dry)) {
    *graph_tail = NULL;
    for (int i = 0; i < g->ntasks; i++) *task_tail[i] = NULL;
    nb_free(L->b);
    L->b = nb_new(g->arena);
    L->nsegs = 0;
    sh->on = twins;
    ok = emit_program(L, NULL);
  }
  int imem = npu_imem(o);
  if (ok) {
    bool *split = arena_alloc(L->a, sizeof *split * (size_t)(g->ntasks + 1));
    int r = plan_breaks(L, imem, split);
    if (r < 0) {
      nb_free(L->b);
      L->b = NULL;
      return false;
    }
    if (r > 0) {
      *graph_tail = NULL;
      for (int i = 0; i < g->ntasks; i++) *task_tail[i] = NULL, sh->owns_body[i] = false;
      nb_free(L->b);
      L->b = nb_new(g->arena);
      L->nsegs = 0;
      ok = emit_program(L, split);
      if (ok) {
        int n;
        const NpuInst *code = nb_code(L->b, &n);
        int64_t *sw = segment_words(L, code, n);
        for (int k = 0; k < L->nsegs && ok; k++)
          if (sw[k] > imem) {
            diag_error(d, ((Loc){g->file, 0, 0}),
                       "npu: program segment %d needs %lld instructions, more than the %d the "
                       "instruction memory holds (--npu-imem)",
                       k, (long long)sw[k], imem);
            nb_free(L->b);
            L->b = NULL;
            return false;
          }
      }
    }
  }
  if (!ok) {
    /* at the op of the task being built (li of an unsafe constant, ...) */
    int t = nb_error_task(L->b);
    Loc at = t >= 0 && t < g->ntasks ? g->tasks[t].loc : (Loc){g->file, 0, 0};
    if (!at.file) at.file = g->file;
    diag_error(d, at, "npu emitter: %s", nb_error(L->b));
  }
  else record_program(L);
  nb_free(L->b);
  L->b = NULL;
  return ok;
}
