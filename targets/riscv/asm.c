/* asm.c (riscv): the assembly writer: formatted lines with a running line
 * count, immediates of any size, data directives, data symbols and names. */
#include <stdio.h>
#include <string.h>

#include "riscv/riscv.h"

void rv_printf(RvAsm *as, const char *fmt, ...) {
  size_t start = as->sb->len;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(as->sb, fmt, ap);
  va_end(ap);
  for (size_t i = start; i < as->sb->len; i++) as->line += as->sb->s[i] == '\n';
}

void rv_flush_point(RvAsm *as) {
  if (!as->stream || as->sb->len < RV_FLUSH_BYTES) return;
  if (as->seen) as->seen(as->seen_ctx, sb_cstr(as->sb));
  fwrite(as->sb->s, 1, as->sb->len, as->stream);
  as->sb->len = 0;
}

const char *rv_xreg(int n) {
  static const char *const names[32] = {
      "zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
      "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
      "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
  return n >= 0 && n < 32 ? names[n] : "?";
}

static bool fits12(int64_t v) { return v >= -2048 && v <= 2047; }

void rv_addi(RvAsm *as, const char *rd, const char *rs, int64_t v, const char *tmp) {
  if (fits12(v)) {
    if (v || strcmp(rd, rs)) rv_printf(as, "\taddi %s, %s, %lld\n", rd, rs, (long long)v);
    return;
  }
  rv_printf(as, "\tli %s, %lld\n\tadd %s, %s, %s\n", tmp, (long long)v, rd, rs, tmp);
}

void rv_mem(RvAsm *as, const char *insn, const char *reg, int64_t off, const char *base,
            const char *tmp) {
  if (fits12(off)) {
    rv_printf(as, "\t%s %s, %lld(%s)\n", insn, reg, (long long)off, base);
    return;
  }
  rv_printf(as, "\tli %s, %lld\n\tadd %s, %s, %s\n\t%s %s, 0(%s)\n", tmp, (long long)off, tmp, tmp,
             base, insn, reg, tmp);
}

/* Plain-byte lines are the bulk of a weights-heavy program (39% of an opu
 * compile of 20 MB of blobs went to printf): they are formatted by hand,
 * one append per line, to the same text. */
static char *put_hex64(char *o, uint64_t v) {
  static char pairs[256][2]; /* a byte's two hex digits: a store per byte, not per digit */
  if (!pairs[255][0])
    for (int b = 0; b < 256; b++) pairs[b][0] = "0123456789abcdef"[b >> 4], pairs[b][1] = "0123456789abcdef"[b & 15];
  *o++ = '0', *o++ = 'x';
  for (int s = 56; s >= 0; s -= 8, o += 2) memcpy(o, pairs[(v >> s) & 255], 2);
  return o;
}

static char *put_u8(char *o, unsigned v) {
  if (v >= 100) *o++ = (char)('0' + v / 100);
  if (v >= 10) *o++ = (char)('0' + v / 10 % 10);
  *o++ = (char)('0' + v % 10);
  return o;
}

/* Whether no byte of p[0..32) equals the next one (p[32] readable): then
 * the line is 32 plain bytes and no run needs measuring. Eight pairs a step:
 * a zero byte in a ^ (a shifted by one) is an equal pair. */
static bool no_equal_neighbours(const uint8_t *p) {
  for (int k = 0; k < 32; k += 8) {
    uint64_t a, b;
    memcpy(&a, p + k, 8), memcpy(&b, p + k + 1, 8);
    uint64_t x = a ^ b;
    if ((x - 0x0101010101010101ull) & ~x & 0x8080808080808080ull) return false;
  }
  return true;
}

/* The end of the line of plain bytes from i: up to the next run of 32 equal
 * bytes, or 32 bytes. */
static size_t plain_end(const uint8_t *p, size_t i, size_t n) {
  size_t end = i;
  while (end < n && end - i < 32) {
    size_t r = 1;
    while (end + r < n && p[end + r] == p[end] && r < 32) r++;
    if (r >= 32) break;
    end += r;
  }
  if (end - i > 32) end = i + 32;
  return end == i ? i + 1 : end;
}

/* Quads four to a line; a run of at least 32 equal bytes becomes one .fill,
 * so splat weights and zero padding stay small in the text. */
void rv_data(RvAsm *as, const uint8_t *p, size_t n) {
  size_t i = 0;
  while (i < n) {
    bool plain = i + 33 <= n && no_equal_neighbours(p + i); /* random weights, mostly */
    size_t run = 1;
    while (!plain && i + run < n && p[i + run] == p[i]) run++;
    if (run >= 32) {
      if (p[i]) rv_printf(as, "\t.fill %zu, 1, 0x%02x\n", run, p[i]);
      else rv_printf(as, "\t.zero %zu\n", run);
      i += run;
      continue;
    }
    size_t end = plain ? i + 32 : plain_end(p, i, n);
    char line[160], *o = line; /* 32 bytes: at most 8 + 4 * 20 or 7 + 32 * 4 characters */
    size_t q = i;
    if ((end - i) % 8 == 0) {
      memcpy(o, "\t.8byte ", 8), o += 8;
      for (; q < end; q += 8) {
        uint64_t v = 0;
        for (int b = 7; b >= 0; b--) v = v << 8 | p[q + (size_t)b];
        if (q != i) *o++ = ',', *o++ = ' ';
        o = put_hex64(o, v);
      }
    } else {
      memcpy(o, "\t.byte ", 7), o += 7;
      for (; q < end; q++) {
        if (q != i) *o++ = ',';
        o = put_u8(o, p[q]);
      }
    }
    *o++ = '\n';
    sb_putn(as->sb, line, (size_t)(o - line));
    as->line++;
    i = end;
    rv_flush_point(as); /* a weight may be most of the program */
  }
}

void rv_object(RvAsm *as, const char *sym, int align, const char *comment, const uint8_t *bytes,
               size_t n) {
  rv_printf(as, "\t.balign %d\n\t.type %s,@object\n%s:\t# %s\n", align, sym, sym, comment);
  rv_data(as, bytes, n);
  rv_printf(as, "\t.size %s, %zu\n", sym, n);
}

/* ------------------------------------------------------------ names */

static void sanitize_chars(char *r, bool c_ident) {
  for (char *p = r; *p; p++) {
    bool ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || (!c_ident && (*p == '$' || *p == '.'));
    if (!ok) *p = '_';
  }
}

const char *rv_sanitize(Arena *a, const char *s, bool c_ident) {
  char *r = *s >= '0' && *s <= '9' ? arena_printf(a, "_%s", s) : arena_strdup(a, s);
  sanitize_chars(r, c_ident);
  return r;
}

const char *rv_entry_symbol(Arena *a, const char *func) {
  return arena_printf(a, "npucc_%s", rv_sanitize(a, func, true));
}

static void dims_text(StrBuf *b, const Tensor *x) {
  for (int i = 0; i < x->rank; i++) sb_printf(b, "%s%lld", i ? "x" : "", (long long)x->dims[i]);
  if (!x->rank) sb_puts(b, "scalar");
}

const char *rv_dispatch_name(const Graph *g, const Task *t, Arena *a) {
  const Op *root = &g->ops[t->root];
  StrBuf b;
  sb_init(&b);
  const char *fn = g->funcs[t->func].name;
  if (*fn >= '0' && *fn <= '9') sb_putc(&b, '_'); /* as rv_sanitize starts a symbol */
  sb_printf(&b, "%s_dispatch_%d_", fn, t->id);
  const Match *m = root->match >= 0 ? &g->matches[root->match] : NULL;
  if (m && (m->kind == TK_MATMUL || m->kind == TK_BATCH_MATMUL)) {
    const ContractionInfo *mm = m->mm;
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
  /* sanitized in place and interned: the task graph's "function" (an
   * interned property) is then this one copy */
  sanitize_chars(b.s, false);
  const char *r = arena_intern(a, b.s);
  sb_free(&b);
  return r;
}
