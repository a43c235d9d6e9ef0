/* coverage.c (opu): how much of the matmul work the OPU runs: by count and by
 * MACs from the graph, and Merlin's line-weighted metric over the emitted .s. */
#define _GNU_SOURCE /* memmem */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "opu/opu.h"

static bool is_matmul_class(const Graph *g, const Task *t) {
  if (t->kind == TK_MATMUL || t->kind == TK_BATCH_MATMUL) return true;
  const char *n = g->ops[t->root].name;
  return n && !strncmp(n, "linalg.conv", 11); /* im2col'd conv is matmul work too */
}

/* Logical MACs, -1 when a dimension is dynamic (or the op is a conv npucc
 * does not model). Padding MACs never count. */
static int64_t task_macs(const Graph *g, const Task *t) {
  if (t->kind != TK_MATMUL && t->kind != TK_BATCH_MATMUL) return -1;
  const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
  if (mm->batch < 0 || mm->m < 0 || mm->n < 0 || mm->k < 0) return -1;
  return i64_mul_sat(i64_mul_sat(mm->batch, mm->m), i64_mul_sat(mm->n, mm->k));
}

static bool contains_ci(const char *hay, size_t n, const char *needle) {
  size_t m = strlen(needle);
  for (size_t i = 0; i + m <= n; i++) {
    size_t j = 0;
    while (j < m && tolower((unsigned char)hay[i + j]) == needle[j]) j++;
    if (j == m) return true;
  }
  return false;
}

/* A function's body is most of the program (its data too): memmem skips
 * ahead many bytes a step where a memcmp at every byte called out per byte. */
static bool contains(const char *hay, size_t n, const char *needle) {
  return memmem(hay, n, needle, strlen(needle)) != NULL;
}

/* analyze_opu_coverage.py (spec §6): functions are `.type NAME,@function`
 * symbols whose name has dispatch/encoding/initializer; a body runs to
 * `.size NAME` and weighs its newlines. */
static void merlin_metric(const char *s, OpuCoverage *c) {
  const char *p = s;
  while ((p = strstr(p, ".type ")) != NULL) {
    const char *name = p + 6, *comma = strchr(name, ',');
    const char *eol = strchr(p, '\n');
    if (!comma || !eol || comma > eol || strncmp(comma, ",@function", 10)) {
      p = name;
      continue;
    }
    size_t nlen = (size_t)(comma - name);
    bool enc = contains_ci(name, nlen, "encoding");
    if (!contains_ci(name, nlen, "dispatch") && !enc && !contains_ci(name, nlen, "initializer")) {
      p = eol;
      continue;
    }
    char end[512];
    snprintf(end, sizeof end, ".size %.*s,", (int)(nlen < 400 ? nlen : 400), name);
    const char *q = strstr(eol, end);
    if (!q) q = s + strlen(s);
    size_t blen = (size_t)(q - p);
    int64_t lines = 0;
    for (size_t i = 0; i < blen; i++) lines += p[i] == '\n';
    if (!enc && !contains_ci(name, nlen, "encode")) {
      bool opu = contains(p, blen, "call\tiree_uk_opu_matmul_qdq") || contains(p, blen, ".insn r 87, 2, 81") ||
                 contains(p, blen, "call\tiree_uk_mmt4d");
      c->merlin_functions++;
      c->merlin_lines += lines;
      if (opu) c->merlin_opu_functions++, c->merlin_opu_lines += lines;
    }
    p = q;
    if (!*q) break;
    p++;
  }
}

void opu_coverage(const Graph *g, const char *asm_text, OpuCoverage *c) {
  memset(c, 0, sizeof *c);
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    c->compute_tasks++;
    if (!is_matmul_class(g, t)) continue;
    c->matmul_ops++;
    bool on = t->device == DEV_TARGET;
    c->matmul_ops_opu += on;
    int64_t macs = task_macs(g, t);
    if (macs < 0) {
      c->dynamic_matmuls++;
      continue;
    }
    c->macs = i64_add_sat(c->macs, macs);
    if (on) c->macs_opu = i64_add_sat(c->macs_opu, macs);
    const ContractionInfo *mm = g->matches[g->ops[t->root].match].mm;
    if (contraction_is_s8s8s32(mm)) {
      c->int8_macs = i64_add_sat(c->int8_macs, macs);
      if (on) c->int8_macs_opu = i64_add_sat(c->int8_macs_opu, macs);
    }
  }
  if (asm_text) opu_coverage_add_text(c, asm_text);
}

void opu_coverage_add_text(OpuCoverage *c, const char *text) {
  c->have_asm = true;
  merlin_metric(text, c);
}

static double pct(int64_t a, int64_t b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

void opu_coverage_report(const Graph *g, const OpuCoverage *c, StrBuf *o) {
  sb_printf(o, "opu coverage of %s\n", g->file ? g->file : "?");
  for (int i = 0; i < g->ntasks; i++) {
    const Task *t = &g->tasks[i];
    int64_t macs = is_matmul_class(g, t) ? task_macs(g, t) : 0;
    sb_printf(o, "  dispatch %-3d %-13s %-5s", t->id, task_kind_name(t->kind), device_name(g, t->device));
    if (is_matmul_class(g, t)) {
      if (macs >= 0) sb_printf(o, " %12lld MACs", (long long)macs);
      else sb_puts(o, "      unknown MACs");
    } else {
      sb_puts(o, "                  ");
    }
    if (t->device == DEV_HOST) {
      sb_printf(o, "  %s\n", t->reason ? t->reason : "not offloaded");
    } else {
      const Prop *tile = prop_find(t->props, "m0_n0_k0");
      sb_printf(o, "  %s", t->kernel ? t->kernel : "");
      if (tile && tile->nints == 3)
        sb_printf(o, ", tile %lldx%lldx%lld", (long long)tile->ints[0], (long long)tile->ints[1],
                  (long long)tile->ints[2]);
      sb_putc(o, '\n');
    }
  }
  sb_printf(o, "count coverage: %d/%d matmul-class ops on the OPU (%.1f%%); %d/%d of all dispatches (%.1f%%)\n",
            c->matmul_ops_opu, c->matmul_ops, pct(c->matmul_ops_opu, c->matmul_ops), c->matmul_ops_opu,
            c->compute_tasks, pct(c->matmul_ops_opu, c->compute_tasks));
  sb_printf(o, "MAC-weighted coverage: %lld/%lld MACs (%.2f%%)", (long long)c->macs_opu, (long long)c->macs,
            pct(c->macs_opu, c->macs));
  if (c->int8_macs)
    sb_printf(o, "; over i8 x i8 -> i32 contractions: %lld/%lld (%.2f%%)", (long long)c->int8_macs_opu,
              (long long)c->int8_macs, pct(c->int8_macs_opu, c->int8_macs));
  sb_putc(o, '\n');
  if (c->dynamic_matmuls)
    sb_printf(o, "  (%d matmul-class op%s with unknown MACs (dynamic shape or convolution) left out of "
              "the MAC totals)\n", c->dynamic_matmuls, c->dynamic_matmuls > 1 ? "s" : "");
  if (c->have_asm)
    sb_printf(o, "Merlin line-weighted coverage: %d/%d dispatch functions with OPU code (OPU dispatches %lld%%), "
              "%lld/%lld lines (Weighted OPU %lld%%)\n",
              c->merlin_opu_functions, c->merlin_functions,
              c->merlin_functions ? (long long)(100 * (int64_t)c->merlin_opu_functions / c->merlin_functions) : 0,
              (long long)c->merlin_opu_lines, (long long)c->merlin_lines,
              c->merlin_lines ? (long long)(100 * c->merlin_opu_lines / c->merlin_lines) : 0);
  else
    sb_puts(o, "Merlin line-weighted coverage: n/a (no assembly was emitted)\n");
}
