/* program.c (npu): the schedule hook: one program per entry, in segments
 * between host tasks, each task's kernel emitted through the builder. */
#include <string.h>

#include "npu/hooks.h"
#include "npu/kernels.h"
#include "npu/merlin.h"

static bool emit_task(NpuLower *L, Task *t) {
  switch (t->kind) {
  case TK_MATMUL:
  case TK_BATCH_MATMUL: return npu_emit_matmul(L, t);
  case TK_SOFTMAX: return npu_emit_softmax(L, t);
  case TK_ATTENTION: return npu_emit_attention(L, t);
  default: return npu_emit_elementwise(L, t);
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

static void seg_push(Arena *a, int64_t **v, int *n, int *cap, int64_t x) {
  ARENA_PUSH(a, *v, *n, *cap);
  (*v)[(*n)++] = x;
}

/* One program per entry function; each run of npu tasks between host tasks
 * is a segment with its own label and prologue, ending in ecall when more
 * of the file follows, so that a runner can stop at the host's turn. */
static bool emit_program(NpuLower *L) {
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
      if (npu && !in_seg) segs_left++, in_seg = true;
    }
  }
  npu_vaddr_init(L);
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
      if (npu_merged_into(L, i) >= 0) {
        prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
        continue;
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
      nb_set_task(b, t->id);
      const char *kn = arena_printf(g->arena, "t%d_%s", t->id, task_kind_name(t->kind));
      t->label = nb_label_name(b, nb_label_new(b, kn));
      nb_label_place(b, nb_label_count(b) - 1);
      npu_vaddr_reset(L);
      prop_add_int(g->arena, &t->props, "segment", L->nsegs - 1);
      if (!emit_task(L, t)) {
        if (!nb_failed(b)) nb_fail(b, "npu: task %d could not be emitted", t->id);
        break;
      }
      nb_quiesce(b);
    }
    if (in_seg) {
      nb_set_task(b, -1);
      nb_quiesce(b);
      if (--segs_left > 0) nb_ecall(b);
    }
  }
  nb_set_task(b, -1);
  nb_finish(b);
  npu_vaddr_release(L);
  return !nb_failed(b);
}

/* The finished program into the Graph's arena (the builder's heap memory
 * goes), with what the task graph says of it: line numbers per task and
 * segment (one instruction a line), cycle estimates, sizes. */
static void record_program(NpuLower *L) {
  Graph *g = L->g;
  int n;
  const NpuInst *built = nb_code(L->b, &n);
  NpuInst *code = arena_alloc(L->a, sizeof *code * (size_t)(n ? n : 1));
  if (n) memcpy(code, built, sizeof *code * (size_t)n);
  int nl = nb_label_count(L->b);
  const char **labels = arena_alloc(L->a, sizeof *labels * (size_t)(nl ? nl : 1));
  for (int i = 0; i < nl; i++) labels[i] = nb_label_name(L->b, i);
  L->prog = (NpuProgram){code, n, labels, nl};
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
  int *label_line = arena_alloc(L->a, sizeof *label_line * (size_t)(nb_label_count(L->b) + 1));
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
    prop_add_str(g->arena, &o, "label", nb_label_name(L->b, sg->label));
    prop_add_int(g->arena, &o, "first_line", first_line);
    prop_add_int(g->arena, &o, "last_line", last_line);
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
  for (int i = 0; i < n; i++)
    if (code[i].opc != NI_LABEL && code[i].opc != NI_COMMENT)
      insts += code[i].opc == NI_LI ? npu_li_length(code[i].imm) : 1;
  prop_add_int(g->arena, &g->props, "program_instructions", insts);
  /* npu_model has no limit; the chip's instruction memory holds 32768 */
  if (insts > NPU_MAX_INSTRUCTIONS)
    diag_warning(L->d, ((Loc){g->file, 0, 0}),
                 "npu: the program has %lld instructions, more than the 32768 the NPU's "
                 "instruction memory holds (npu_model runs it)",
                 (long long)insts);
}


/* The program: instructions per task in segments, scheduled, with the
 * addresses the memory planner gave. */
bool npu_schedule(Graph *g, const Options *o, Diag *d) {
  if (npu_options(o)->isa == NPU_ISA_MERLIN_V1) return npu_merlin_schedule(g, d);
  NpuLower *L = g->target_data;
  L->o = o;
  L->d = d;
  for (int x = 0; x < L->nbuf; x++)
    if (L->buf[x].layout != NL_NONE) L->buf[x].addr = g->place[x].addr;
  L->b = nb_new(g->arena);
  bool ok = emit_program(L);
  if (!ok) diag_error(d, ((Loc){g->file, 0, 0}), "npu emitter: %s", nb_error(L->b));
  else record_program(L);
  nb_free(L->b);
  L->b = NULL;
  return ok;
}

