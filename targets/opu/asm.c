/* asm.c (opu): the assembly writer: formatted lines with a running line
 * count, immediates of any size, and data directives for constant bytes. */
#include <stdio.h>
#include <string.h>

#include "opu/opu.h"

void asm_printf(Asm *as, const char *fmt, ...) {
  size_t start = as->sb->len;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(as->sb, fmt, ap);
  va_end(ap);
  for (size_t i = start; i < as->sb->len; i++) as->line += as->sb->s[i] == '\n';
}

const char *opu_xreg(int n) {
  static const char *const names[32] = {
      "zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
      "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
      "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
  return n >= 0 && n < 32 ? names[n] : "?";
}

static bool fits12(int64_t v) { return v >= -2048 && v <= 2047; }

void asm_addi(Asm *as, const char *rd, const char *rs, int64_t v, const char *tmp) {
  if (fits12(v)) {
    if (v || strcmp(rd, rs)) asm_printf(as, "\taddi %s, %s, %lld\n", rd, rs, (long long)v);
    return;
  }
  asm_printf(as, "\tli %s, %lld\n\tadd %s, %s, %s\n", tmp, (long long)v, rd, rs, tmp);
}

void asm_mem(Asm *as, const char *insn, const char *reg, int64_t off, const char *base,
             const char *tmp) {
  if (fits12(off)) {
    asm_printf(as, "\t%s %s, %lld(%s)\n", insn, reg, (long long)off, base);
    return;
  }
  asm_printf(as, "\tli %s, %lld\n\tadd %s, %s, %s\n\t%s %s, 0(%s)\n", tmp, (long long)off, tmp, tmp,
             base, insn, reg, tmp);
}

/* Quads four to a line; a run of at least 32 equal bytes becomes one .fill,
 * so splat weights and zero padding stay small in the text. */
void asm_data(Asm *as, const uint8_t *p, size_t n) {
  size_t i = 0;
  while (i < n) {
    size_t run = 1;
    while (i + run < n && p[i + run] == p[i]) run++;
    if (run >= 32) {
      if (p[i]) asm_printf(as, "\t.fill %zu, 1, 0x%02x\n", run, p[i]);
      else asm_printf(as, "\t.zero %zu\n", run);
      i += run;
      continue;
    }
    /* Plain bytes up to the next long run (or 32 bytes, one line). */
    size_t end = i;
    while (end < n && end - i < 32) {
      size_t r = 1;
      while (end + r < n && p[end + r] == p[end] && r < 32) r++;
      if (r >= 32) break;
      end += r;
    }
    if (end - i > 32) end = i + 32;
    if (end == i) end = i + 1;
    size_t q = i;
    if ((end - i) % 8 == 0) {
      asm_printf(as, "\t.8byte ");
      for (; q < end; q += 8) {
        uint64_t v = 0;
        for (int b = 7; b >= 0; b--) v = v << 8 | p[q + (size_t)b];
        asm_printf(as, "%s0x%016llx", q == i ? "" : ", ", (unsigned long long)v);
      }
    } else {
      asm_printf(as, "\t.byte ");
      for (; q < end; q++) asm_printf(as, "%s%u", q == i ? "" : ",", p[q]);
    }
    asm_printf(as, "\n");
    i = end;
  }
}
