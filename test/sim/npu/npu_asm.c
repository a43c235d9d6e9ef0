/* npu_asm.c: assembles npu_model .S text exactly as its converter accepts it
 * (two passes, Python literal rules, per-line operand lints), plus style checks. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_asm_util.h"
#include "npu_isa.h"

/* ---- small helpers ---- */

char *npu_vxprintf(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  char probe[1];
  int n = vsnprintf(probe, sizeof probe, fmt, ap);
  char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
  if (s) vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

char *npu_xprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = npu_vxprintf(fmt, ap);
  va_end(ap);
  return s;
}

static void errs_push(NpuAsmErrors *e, int line, char *msg) {
  if (!e) {
    free(msg);
    return;
  }
  if (e->n == e->cap) {
    int cap = e->cap ? 2 * e->cap : 16;
    NpuAsmError *v = realloc(e->v, sizeof *v * (size_t)cap);
    if (!v) {
      free(msg);
      return;
    }
    e->v = v;
    e->cap = cap;
  }
  e->v[e->n].line = line;
  e->v[e->n].msg = msg;
  e->n++;
}

void npu_asm_errors_free(NpuAsmErrors *errs) {
  if (!errs) return;
  for (int i = 0; i < errs->n; i++) free(errs->v[i].msg);
  free(errs->v);
  errs->v = NULL;
  errs->n = errs->cap = 0;
}

/* Python's str.isspace for the ASCII range (what \s and strip() remove). */
static bool py_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' ||
         (c >= 0x1c && c <= 0x1f);
}

static bool digit_in_base(char c, int base) {
  int d;
  if (c >= '0' && c <= '9') d = c - '0';
  else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
  else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
  else return false;
  return d < base;
}

static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  return tolower((unsigned char)c) - 'a' + 10;
}

/* Digits of `base` with single underscores between them (Python's grammar).
 * `lead_us` allows one underscore before the first digit (after 0x/0o/0b). */
static bool parse_digits(const char *s, int base, bool lead_us, PyInt *r) {
  bool any = false, prev_us = false;
  if (*s == '_' && lead_us) {
    s++;
    prev_us = true;
  }
  for (; *s; s++) {
    if (*s == '_') {
      if (prev_us || !any) return false;
      prev_us = true;
      continue;
    }
    if (!digit_in_base(*s, base)) return false;
    int d = digit_value(*s);
    r->low = r->low * (uint64_t)base + (uint64_t)d;
    if (!r->big) {
      if (r->mag > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) r->big = true;
      else r->mag = r->mag * (uint64_t)base + (uint64_t)d;
    }
    any = true;
    prev_us = false;
  }
  return any && !prev_us;
}

static void pyint_finish(PyInt *r, bool neg) {
  r->neg = neg && (r->mag != 0 || r->big);
  if (r->big || r->mag > (uint64_t)INT64_MAX + (neg ? 1u : 0u)) r->big = true;
  if (!r->big) r->v = neg ? (int64_t)(0 - r->mag) : (int64_t)r->mag;
  if (neg) r->low = 0 - r->low;
}

bool npu_py_int(const char *s, int base, PyInt *r) {
  memset(r, 0, sizeof *r);
  bool neg = false;
  if (*s == '+' || *s == '-') neg = *s++ == '-';
  if (base == 10) {
    if (!parse_digits(s, 10, false, r)) return false;
    pyint_finish(r, neg);
    return true;
  }
  if (s[0] == '0' && s[1] && strchr("xXoObB", s[1])) {
    int b = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
    if (!parse_digits(s + 2, b, true, r)) return false;
    pyint_finish(r, neg);
    return true;
  }
  if (s[0] == '0') { /* only zeros may follow a leading zero */
    for (const char *p = s; *p; p++)
      if (*p != '0' && *p != '_') return false;
  }
  if (!parse_digits(s, 10, false, r)) return false;
  pyint_finish(r, neg);
  return true;
}

/* Decimal text of a parsed literal (big values keep the source text). */
static char *pyint_text(const PyInt *r, const char *tok) {
  if (r->big) return npu_xprintf("%s", tok);
  return npu_xprintf("%lld", (long long)r->v);
}

/* ---- source lines and tokens ---- */

typedef struct Line {
  int no;       /* 1-based */
  char *text;   /* comment stripped and trimmed (owned) */
  char **tok;   /* tokens (owned) */
  int ntok;
  bool label;
} Line;

static char *strip_comment(const char *s, size_t n) {
  const char *hash = memchr(s, '#', n);
  if (hash) n = (size_t)(hash - s);
  while (n && py_space(s[0])) s++, n--;
  while (n && py_space(s[n - 1])) n--;
  char *out = malloc(n + 1);
  if (!out) return NULL;
  memcpy(out, s, n);
  out[n] = 0;
  return out;
}

static bool tokenize(Line *l) {
  const char *p = l->text;
  int cap = 4;
  l->tok = malloc(sizeof *l->tok * (size_t)cap);
  if (!l->tok) return false;
  while (*p) {
    while (*p && (py_space(*p) || *p == ',')) p++;
    if (!*p) break;
    const char *b = p;
    while (*p && !py_space(*p) && *p != ',') p++;
    if (l->ntok == cap) {
      cap *= 2;
      char **t = realloc(l->tok, sizeof *t * (size_t)cap);
      if (!t) return false;
      l->tok = t;
    }
    char *t = malloc((size_t)(p - b) + 1);
    if (!t) return false;
    memcpy(t, b, (size_t)(p - b));
    t[p - b] = 0;
    l->tok[l->ntok++] = t;
  }
  return true;
}

static void lines_free(Line *ls, int n) {
  for (int i = 0; i < n; i++) {
    free(ls[i].text);
    for (int j = 0; j < ls[i].ntok; j++) free(ls[i].tok[j]);
    free(ls[i].tok);
  }
  free(ls);
}

/* Split into lines as Python's text mode does (\n, \r\n and \r end a line). */
static Line *split_lines(const char *text, int *nout) {
  int cap = 64, n = 0, no = 0;
  Line *ls = calloc((size_t)cap, sizeof *ls);
  if (!ls) return NULL;
  const char *p = text;
  while (*p) {
    const char *b = p;
    while (*p && *p != '\n' && *p != '\r') p++;
    size_t len = (size_t)(p - b);
    if (*p == '\r' && p[1] == '\n') p += 2;
    else if (*p) p++;
    no++;
    if (n == cap) {
      cap *= 2;
      Line *t = realloc(ls, sizeof *ls * (size_t)cap);
      if (!t) goto fail;
      ls = t;
      memset(ls + n, 0, sizeof *ls * (size_t)(cap - n));
    }
    Line *l = &ls[n++];
    l->no = no;
    l->text = strip_comment(b, len);
    if (!l->text) goto fail;
    size_t tl = strlen(l->text);
    l->label = tl > 0 && l->text[tl - 1] == ':';
    if (!l->label && !tokenize(l)) goto fail;
  }
  *nout = n;
  return ls;
fail:
  lines_free(ls, n);
  return NULL;
}

/* ---- labels ---- */

typedef struct Labels {
  char **name;
  int *addr, *line;
  int n, cap;
} Labels;

static int label_find(const Labels *lb, const char *s) {
  for (int i = lb->n - 1; i >= 0; i--)
    if (strcmp(lb->name[i], s) == 0) return i;
  return -1;
}

static bool is_label_name(const char *s) {
  if (!(isalpha((unsigned char)*s) || *s == '_')) return false;
  for (s++; *s; s++)
    if (!(isalnum((unsigned char)*s) || *s == '_' || *s == '.')) return false;
  return true;
}

/* ---- li expansion (the converter's expand_li) ---- */

NpuLiForm npu_li_expand(int64_t value, int64_t *hi20, int64_t *lo12) {
  int64_t v = (int64_t)((uint64_t)value & 0xFFFFFFFFu);
  if (v >= 0x80000000LL) v -= 0x100000000LL;
  *hi20 = 0;
  if (v >= -2048 && v <= 2047) {
    *lo12 = v & 0xFFF;
    return LI_ADDI;
  }
  int64_t lo = v & 0xFFF;
  if (lo & 0x800) lo -= 0x1000;
  *hi20 = ((v - lo) >> 12) & 0xFFFFF;
  *lo12 = lo & 0xFFF;
  return lo == 0 ? LI_LUI : LI_LUI_ADDI;
}

/* ---- operand linting, following isa_types.py ---- */

typedef enum { K_X, K_E, K_M, K_W, K_ACC, K_IMM12, K_SHAMT, K_SBIMM12, K_IMM16, K_IMM20,
               K_BUNDLE } Kind;

typedef struct Param {
  Kind kind;
  const char *role;  /* Named.name */
  bool label;        /* label_support */
} Param;

typedef struct RegSpec {
  const char *fmt, *name;
  int hi;
} RegSpec;

static const RegSpec reg_specs[] = {
  [K_X] = {"x", "scalar register", 32},     [K_E] = {"e", "exponent register", 32},
  [K_M] = {"m", "matrix register", 64},     [K_W] = {"w", "weight buffer", 2},
  [K_ACC] = {"acc", "accumulator", 2},
};

typedef struct ImmSpec {
  const char *fmt;
  int64_t lo, hi; /* [lo, hi) */
} ImmSpec;

static const ImmSpec imm_specs[] = {
  [K_IMM12] = {"imm12", -2048, 4096}, [K_SHAMT] = {"shamt", 0, 32},
  [K_SBIMM12] = {"sbimm12", -2048, 4096}, [K_IMM16] = {"imm16", -32768, 65536},
  [K_IMM20] = {"imm20", -524288, 1048576},
};

static const Param P_RD = {K_X, "rd", false}, P_RS1 = {K_X, "rs1", false},
                   P_RS2 = {K_X, "rs2", false}, P_ERD = {K_E, "rd", false},
                   P_ES1 = {K_E, "es1", false}, P_VD = {K_M, "vd", false},
                   P_VS1 = {K_M, "vs1", false}, P_VS2 = {K_M, "vs2", false},
                   P_WVD = {K_W, "vd", false}, P_WVS2 = {K_W, "vs2", false},
                   P_AVD = {K_ACC, "vd", false}, P_AVS2 = {K_ACC, "vs2", false},
                   P_IMM12 = {K_IMM12, "12-bit immediate", false},
                   P_SHAMT = {K_SHAMT, "shift amount", false},
                   P_SB = {K_SBIMM12, "12-bit SB immediate or label", true},
                   P_IMM16 = {K_IMM16, "16-bit immediate", false},
                   P_IMM20LB = {K_IMM20, "20-bit immediate or label", true},
                   P_BUNDLE = {K_BUNDLE, "rs1", false};

typedef struct PatSpec {
  Param p[3];
  int n;
  bool allow_label; /* SB/UJ instruction types */
} PatSpec;

static const PatSpec pat_specs[] = {
  [PAT_NONE] = {{{0}}, 0, false},
  [PAT_R] = {{P_RD, P_RS1, P_RS2}, 3, false},
  [PAT_I] = {{P_RD, P_RS1, P_IMM12}, 3, false},
  [PAT_SHAMT] = {{P_RD, P_RS1, P_SHAMT}, 3, false},
  [PAT_U] = {{P_RD, P_IMM20LB}, 2, false},
  [PAT_J] = {{P_RD, P_IMM20LB}, 2, true},
  [PAT_B] = {{P_RS1, P_RS2, P_SB}, 3, true},
  [PAT_JALR] = {{P_RD, P_RS1, P_SB}, 3, false},
  [PAT_LOAD] = {{P_RD, P_BUNDLE}, 2, false},
  [PAT_STORE] = {{P_RS2, P_BUNDLE}, 2, false},
  [PAT_SELD] = {{P_ERD, P_BUNDLE}, 2, false},
  [PAT_SELI] = {{P_ERD, P_IMM12}, 2, false},
  [PAT_DELAY] = {{P_IMM12}, 1, false},
  [PAT_VLS] = {{P_VD, P_BUNDLE}, 2, false},
  [PAT_VBIN] = {{P_VD, P_VS1, P_VS2}, 3, false},
  [PAT_VUN] = {{P_VD, P_VS1}, 2, false},
  [PAT_VMIX] = {{P_VD, P_VS2, P_ES1}, 3, false},
  [PAT_VLI] = {{P_VD, P_IMM16}, 2, false},
  [PAT_WPUSH] = {{P_WVD, P_VS1}, 2, false},
  [PAT_APUSH] = {{P_AVD, P_VS1}, 2, false},
  [PAT_POPE] = {{P_VD, P_AVS2, P_ES1}, 3, false},
  [PAT_POP] = {{P_VD, P_AVS2}, 2, false},
  [PAT_MATMUL] = {{P_AVD, P_VS1, P_WVS2}, 3, false},
  [PAT_DMACFG] = {{P_RS1}, 1, false},
};

static const struct { const char *name; int reg; } abi_names[] = {
  {"zero", 0}, {"ra", 1}, {"sp", 2}, {"gp", 3}, {"tp", 4}, {"t0", 5}, {"t1", 6}, {"t2", 7},
  {"s0", 8}, {"fp", 8}, {"s1", 9}, {"a0", 10}, {"a1", 11}, {"a2", 12}, {"a3", 13},
  {"a4", 14}, {"a5", 15}, {"a6", 16}, {"a7", 17}, {"s2", 18}, {"s3", 19}, {"s4", 20},
  {"s5", 21}, {"s6", 22}, {"s7", 23}, {"s8", 24}, {"s9", 25}, {"s10", 26}, {"s11", 27},
  {"t3", 28}, {"t4", 29}, {"t5", 30}, {"t6", 31},
};

static int abi_reg(const char *s) {
  for (size_t i = 0; i < sizeof abi_names / sizeof abi_names[0]; i++)
    if (strcmp(abi_names[i].name, s) == 0) return abi_names[i].reg;
  return -1;
}

static void format_param(char *buf, size_t n, const Param *p, bool allow_label) {
  if (p->kind == K_BUNDLE) {
    snprintf(buf, n, "<imm12>(x<rs1>)");
    return;
  }
  if (p->kind <= K_ACC) {
    snprintf(buf, n, "%s<%s>", reg_specs[p->kind].fmt, p->role);
    return;
  }
  snprintf(buf, n, "<%s>%s", imm_specs[p->kind].fmt, p->label && allow_label ? " or label" : "");
}

static char *capitalize(const char *s) {
  char *r = npu_xprintf("%s", s);
  if (r && r[0]) r[0] = (char)toupper((unsigned char)r[0]);
  return r;
}

/* Register operand from text: returns index or -1 after pushing an error. */
static int lint_reg_text(Kind k, const char *role, const char *tok, int line, NpuAsmErrors *e) {
  const RegSpec *rs = &reg_specs[k];
  if (k == K_X) {
    int r = abi_reg(tok);
    if (r >= 0) return r;
  }
  char *low = npu_xprintf("%s", tok);
  if (!low) return -1;
  for (char *c = low; *c; c++) *c = (char)tolower((unsigned char)*c);
  size_t fl = strlen(rs->fmt);
  int result = -1;
  PyInt v;
  if (strncmp(low, rs->fmt, fl) != 0) {
    errs_push(e, line, npu_xprintf("Expected %s (%s0\u2013%d) for %s, got '%s'", rs->name,
                                   rs->fmt, rs->hi - 1, role, low));
  } else if (!npu_py_int(low + fl, 10, &v)) {
    errs_push(e, line, npu_xprintf("Malformed %s: expected %s<%s>, got '%s'", rs->name, rs->fmt,
                                   role, low + fl));
  } else if (v.big || v.v < 0 || v.v >= rs->hi) {
    char *cap = capitalize(rs->name);
    char *num = pyint_text(&v, low + fl);
    errs_push(e, line, npu_xprintf("%s '%s' out of range (%s0\u2013%d)", cap ? cap : "", num ? num : "",
                                   rs->fmt, rs->hi - 1));
    free(cap);
    free(num);
  } else {
    result = (int)v.v;
  }
  free(low);
  return result;
}

static bool lint_reg_int(Kind k, int64_t v, int line, NpuAsmErrors *e) {
  const RegSpec *rs = &reg_specs[k];
  if (v >= 0 && v < rs->hi) return true;
  char *cap = capitalize(rs->name);
  errs_push(e, line, npu_xprintf("%s '%lld' out of range (%s0\u2013%d)", cap ? cap : "",
                                 (long long)v, rs->fmt, rs->hi - 1));
  free(cap);
  return false;
}

static bool lint_imm_value(Kind k, const PyInt *v, const char *tok, int line, NpuAsmErrors *e) {
  const ImmSpec *is = &imm_specs[k];
  if (v->big || v->v < is->lo || v->v >= is->hi) {
    char *num = pyint_text(v, tok);
    errs_push(e, line, npu_xprintf("%s value %s is out of range [%lld, %lld)", is->fmt, num ? num : "",
                                   (long long)is->lo, (long long)is->hi));
    free(num);
    return false;
  }
  if (k == K_SBIMM12 && (v->v & 1)) {
    errs_push(e, line, npu_xprintf("Branch offset must be even (got %lld)", (long long)v->v));
    return false;
  }
  return true;
}

/* Bundled base+offset `imm(xN)`: the converter's regex accepts anything after
 * the closing parenthesis. */
static bool match_bundle(const char *s, const char **imm_b, size_t *imm_n, const char **reg_b,
                         size_t *reg_n) {
  const char *p = NULL;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && isxdigit((unsigned char)s[2])) {
    p = s + 2;
    while (isxdigit((unsigned char)*p)) p++;
    if (*p != '(') p = NULL;
  }
  if (!p && s[0] == '0' && (s[1] == 'b' || s[1] == 'B') && (s[2] == '0' || s[2] == '1')) {
    p = s + 2;
    while (*p == '0' || *p == '1') p++;
    if (*p != '(') p = NULL;
  }
  if (!p && s[0] == '0' && (s[1] == 'o' || s[1] == 'O') && s[2] >= '0' && s[2] <= '7') {
    p = s + 2;
    while (*p >= '0' && *p <= '7') p++;
    if (*p != '(') p = NULL;
  }
  if (!p && isdigit((unsigned char)s[0])) {
    p = s;
    while (isdigit((unsigned char)*p)) p++;
    if (*p != '(') p = NULL;
  }
  if (!p) return false;
  *imm_b = s;
  *imm_n = (size_t)(p - s);
  p++;
  if (*p != 'x') return false;
  p++;
  const char *r = p;
  while (isdigit((unsigned char)*p)) p++;
  if (p == r || *p != ')') return false;
  *reg_b = r;
  *reg_n = (size_t)(p - r);
  return true;
}

typedef struct Operand {
  int64_t v;   /* register index or immediate */
  int reg;     /* base register of a bundle */
  bool is_label;
  int label;   /* index into Labels */
} Operand;

/* Lint one operand; on success fills `op`. Returns false if it pushed errors. */
static bool lint_param(const Param *p, bool allow_label, const char *tok, const Labels *lb,
                       int line, NpuAsmErrors *e, Operand *op) {
  memset(op, 0, sizeof *op);
  if (p->kind <= K_ACC) {
    int r = lint_reg_text(p->kind, p->role, tok, line, e);
    op->v = r;
    return r >= 0;
  }
  if (p->kind == K_BUNDLE) {
    const char *ib, *rb;
    size_t in, rn;
    if (!match_bundle(tok, &ib, &in, &rb, &rn)) {
      errs_push(e, line, npu_xprintf("Expected base+offset operand in the form <imm12>(x<rs1>), got '%s'", tok));
      return false;
    }
    char *imm = npu_xprintf("%.*s", (int)in, ib), *reg = npu_xprintf("%.*s", (int)rn, rb);
    bool ok = imm && reg;
    PyInt iv, rv;
    if (ok && !npu_py_int(imm, 0, &iv)) {
      /* The converter's regex admits "010", then int(..., 0) rejects it. */
      errs_push(e, line, npu_xprintf("invalid literal for int() with base 0: '%s'", imm));
      ok = false;
    } else if (ok) {
      ok = lint_imm_value(K_IMM12, &iv, imm, line, e);
      op->v = iv.v;
    }
    if (reg) {
      npu_py_int(reg, 10, &rv);
      if (rv.big) rv.v = INT64_MAX;
      if (!lint_reg_int(K_X, rv.v, line, e)) ok = false;
      op->reg = (int)rv.v;
    }
    free(imm);
    free(reg);
    return ok;
  }
  if (p->label && allow_label && is_label_name(tok)) {
    int li = label_find(lb, tok);
    if (li < 0) {
      errs_push(e, line, npu_xprintf("Undefined label '%s'", tok));
      return false;
    }
    op->is_label = true;
    op->label = li;
    return true;
  }
  PyInt v;
  if (!npu_py_int(tok, 0, &v)) {
    errs_push(e, line, npu_xprintf("Expected integer for %s, got '%s'", p->role, tok));
    return false;
  }
  if (!lint_imm_value(p->kind, &v, tok, line, e)) return false;
  op->v = v.v;
  return true;
}

/* ---- program building ---- */

static bool prog_push(NpuProgram *p, int *cap, NpuInsn in) {
  if (p->n == *cap) {
    int c = *cap ? 2 * *cap : 64;
    NpuInsn *v = realloc(p->insns, sizeof *v * (size_t)c);
    if (!v) return false;
    p->insns = v;
    *cap = c;
  }
  p->insns[p->n++] = in;
  return true;
}

static NpuInsn mk(const char *name, int line) {
  NpuInsn in;
  memset(&in, 0, sizeof in);
  in.info = npu_op_lookup(name);
  in.line = line;
  in.from_pseudo = true;
  return in;
}

static bool lower_eq(const char *tok, const char *word) {
  for (; *tok && *word; tok++, word++)
    if (tolower((unsigned char)*tok) != *word) return false;
  return !*tok && !*word;
}

/* parse_reg of the converter (used by li only): x<decimal>, nothing else. */
static int li_reg(const char *tok, int line, NpuAsmErrors *e) {
  char *s = npu_xprintf("%s", tok);
  if (!s) return -1;
  for (char *c = s; *c; c++) *c = (char)tolower((unsigned char)*c);
  int r = -1;
  PyInt v;
  if (s[0] != 'x') errs_push(e, line, npu_xprintf("Invalid register: %s", s));
  else if (!npu_py_int(s + 1, 10, &v))
    errs_push(e, line, npu_xprintf("invalid literal for int() with base 10: '%s'", s + 1));
  else if (v.big || v.v < 0 || v.v > 31) errs_push(e, line, npu_xprintf("Register out of range: %s", s));
  else r = (int)v.v;
  free(s);
  return r;
}

NpuProgram *npu_asm_parse(const char *text, NpuAsmErrors *errs) {
  NpuAsmErrors local = {0};
  NpuAsmErrors *e = errs ? errs : &local;
  int start_errs = e->n;
  int nl = 0;
  Line *ls = split_lines(text ? text : "", &nl);
  NpuProgram *prog = calloc(1, sizeof *prog);
  Labels lb = {0};
  if (!ls || !prog) {
    errs_push(e, 0, npu_xprintf("out of memory"));
    goto done;
  }

  /* Pass 1: label addresses in instruction words (li may take two). */
  int addr = 0;
  for (int i = 0; i < nl; i++) {
    Line *l = &ls[i];
    if (l->label) {
      char *name = strip_comment(l->text, strlen(l->text) - 1);
      if (!name) continue;
      if (label_find(&lb, name) >= 0) {
        int *d = realloc(prog->dup_label_lines, sizeof *d * (size_t)(prog->ndup + 1));
        if (d) {
          prog->dup_label_lines = d;
          d[prog->ndup++] = l->no;
        }
      }
      if (lb.n == lb.cap) {
        int c = lb.cap ? 2 * lb.cap : 16;
        char **nm = realloc(lb.name, sizeof *nm * (size_t)c);
        if (nm) lb.name = nm;
        int *ad = realloc(lb.addr, sizeof *ad * (size_t)c);
        if (ad) lb.addr = ad;
        int *ln = realloc(lb.line, sizeof *ln * (size_t)c);
        if (ln) lb.line = ln;
        if (!nm || !ad || !ln) {
          free(name);
          continue;
        }
        lb.cap = c;
      }
      lb.name[lb.n] = name;
      lb.addr[lb.n] = addr;
      lb.line[lb.n] = l->no;
      lb.n++;
      continue;
    }
    if (l->ntok == 0) continue;
    if (lower_eq(l->tok[0], "li")) {
      if (l->ntok > 2) {
        PyInt v;
        if (!npu_py_int(l->tok[2], 0, &v)) {
          errs_push(e, l->no, npu_xprintf("invalid literal for int() with base 0: '%s'", l->tok[2]));
          addr += 1;
        } else {
          int64_t hi, lo;
          addr += npu_li_expand((int64_t)v.low, &hi, &lo) == LI_LUI_ADDI ? 2 : 1;
        }
      } else {
        errs_push(e, l->no, npu_xprintf("Malformed Instruction: %s", l->text));
      }
    } else {
      addr++;
    }
  }

  /* Pass 2: instructions. */
  int cap = 0;
  for (int i = 0; i < nl; i++) {
    Line *l = &ls[i];
    if (l->label || l->ntok == 0) continue;
    int pc = prog->n;
    if (lower_eq(l->tok[0], "nop") && l->ntok == 1) {
      NpuInsn in = mk("addi", l->no);
      if (!prog_push(prog, &cap, in)) goto oom;
      continue;
    }
    if (lower_eq(l->tok[0], "li") && l->ntok == 3) {
      int rd = li_reg(l->tok[1], l->no, e);
      PyInt v;
      bool vok = npu_py_int(l->tok[2], 0, &v);
      /* pass 1 already reported a bad literal */
      if (rd < 0 || !vok) continue;
      int64_t hi, lo;
      int k = npu_li_expand((int64_t)v.low, &hi, &lo);
      if (k == LI_ADDI) {
        NpuInsn in = mk("addi", l->no);
        in.d = (uint8_t)rd;
        in.imm = lo;
        if (!prog_push(prog, &cap, in)) goto oom;
        continue;
      }
      NpuInsn up = mk("lui", l->no);
      up.d = (uint8_t)rd;
      up.imm = hi;
      if (!prog_push(prog, &cap, up)) goto oom;
      if (k == LI_LUI_ADDI) {
        NpuInsn ad = mk("addi", l->no);
        ad.d = ad.s1 = (uint8_t)rd;
        ad.imm = lo;
        if (!prog_push(prog, &cap, ad)) goto oom;
      }
      continue;
    }
    char *mn = npu_xprintf("%s", l->tok[0]);
    if (!mn) goto oom;
    for (char *c = mn; *c; c++) *c = (char)tolower((unsigned char)*c);
    const NpuOpInfo *info = npu_op_lookup(mn);
    if (!info) {
      errs_push(e, l->no, npu_xprintf("Invalid mnemonic provided: %s", l->text));
      free(mn);
      continue;
    }
    const PatSpec *ps = &pat_specs[info->pat];
    int before = e->n;
    if (l->ntok != ps->n + 1) {
      char fmt[160] = "";
      for (int j = 0; j < ps->n; j++) {
        char one[48];
        format_param(one, sizeof one, &ps->p[j], ps->allow_label);
        if (j) strncat(fmt, ", ", sizeof fmt - strlen(fmt) - 1);
        strncat(fmt, one, sizeof fmt - strlen(fmt) - 1);
      }
      errs_push(e, l->no, npu_xprintf("'%s' expects %d operand%s (%s), got %d", mn, ps->n,
                                      ps->n != 1 ? "s" : "", fmt, l->ntok - 1));
    }
    Operand ops[3];
    memset(ops, 0, sizeof ops);
    int nops = l->ntok - 1 < ps->n ? l->ntok - 1 : ps->n;
    for (int j = 0; j < nops; j++)
      lint_param(&ps->p[j], ps->allow_label, l->tok[j + 1], &lb, l->no, e, &ops[j]);
    free(mn);
    if (e->n != before) continue;

    NpuInsn in;
    memset(&in, 0, sizeof in);
    in.info = info;
    in.line = l->no;
    /* Labels resolve to byte offsets from the branch itself. */
    for (int j = 0; j < ps->n; j++) {
      if (!ops[j].is_label) continue;
      int64_t off = (int64_t)(lb.addr[ops[j].label] - pc) * 4;
      PyInt v = {.v = off};
      if (!lint_imm_value(ps->p[j].kind, &v, "", l->no, e)) break;
      ops[j].v = off;
    }
    if (e->n != before) continue;
    switch (info->pat) {
    case PAT_NONE: break;
    case PAT_R: in.d = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].v; in.s2 = (uint8_t)ops[2].v; break;
    case PAT_I: case PAT_SHAMT: case PAT_JALR:
      in.d = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].v; in.imm = ops[2].v; break;
    case PAT_U: case PAT_J: case PAT_SELI: case PAT_VLI:
      in.d = (uint8_t)ops[0].v; in.imm = ops[1].v; break;
    case PAT_B: in.s1 = (uint8_t)ops[0].v; in.s2 = (uint8_t)ops[1].v; in.imm = ops[2].v; break;
    case PAT_LOAD: case PAT_SELD: case PAT_VLS:
      in.d = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].reg; in.imm = ops[1].v; break;
    case PAT_STORE: in.s2 = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].reg; in.imm = ops[1].v; break;
    case PAT_DELAY: in.imm = ops[0].v; break;
    case PAT_VBIN: case PAT_MATMUL:
      in.d = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].v; in.s2 = (uint8_t)ops[2].v; break;
    case PAT_VUN: case PAT_WPUSH: case PAT_APUSH:
      in.d = (uint8_t)ops[0].v; in.s1 = (uint8_t)ops[1].v; break;
    case PAT_VMIX: in.d = (uint8_t)ops[0].v; in.s2 = (uint8_t)ops[1].v; in.e = (uint8_t)ops[2].v; break;
    case PAT_POPE: in.d = (uint8_t)ops[0].v; in.s2 = (uint8_t)ops[1].v; in.e = (uint8_t)ops[2].v; break;
    case PAT_POP: in.d = (uint8_t)ops[0].v; in.s2 = (uint8_t)ops[1].v; break;
    case PAT_DMACFG: in.s1 = (uint8_t)ops[0].v; break;
    }
    if (!prog_push(prog, &cap, in)) goto oom;
  }
  goto done;
oom:
  errs_push(e, 0, npu_xprintf("out of memory"));
done:
  if (ls) lines_free(ls, nl);
  for (int i = 0; i < lb.n; i++) free(lb.name[i]);
  free(lb.name);
  free(lb.addr);
  free(lb.line);
  bool failed = e->n != start_errs;
  if (!errs) npu_asm_errors_free(&local);
  if (failed) {
    npu_program_free(prog);
    return NULL;
  }
  return prog;
}

void npu_program_free(NpuProgram *p) {
  if (!p) return;
  free(p->insns);
  free(p->dup_label_lines);
  free(p);
}

int npu_program_len(const NpuProgram *p) { return p ? p->n : 0; }

int npu_program_line(const NpuProgram *p, int idx) {
  return p && idx >= 0 && idx < p->n ? p->insns[idx].line : 0;
}

void npu_program_insn_text(const NpuProgram *p, int idx, char *buf, size_t n) {
  if (!p || idx < 0 || idx >= p->n) {
    snprintf(buf, n, "?");
    return;
  }
  const NpuInsn *in = &p->insns[idx];
  const char *m = in->info->name;
  long long imm = (long long)in->imm;
  switch (in->info->pat) {
  case PAT_NONE: snprintf(buf, n, "%s", m); break;
  case PAT_R: snprintf(buf, n, "%s x%d, x%d, x%d", m, in->d, in->s1, in->s2); break;
  case PAT_I: case PAT_SHAMT: case PAT_JALR:
    snprintf(buf, n, "%s x%d, x%d, %lld", m, in->d, in->s1, imm); break;
  case PAT_U: case PAT_J: snprintf(buf, n, "%s x%d, %lld", m, in->d, imm); break;
  case PAT_B: snprintf(buf, n, "%s x%d, x%d, %lld", m, in->s1, in->s2, imm); break;
  case PAT_LOAD: snprintf(buf, n, "%s x%d, %lld(x%d)", m, in->d, imm, in->s1); break;
  case PAT_STORE: snprintf(buf, n, "%s x%d, %lld(x%d)", m, in->s2, imm, in->s1); break;
  case PAT_SELD: snprintf(buf, n, "%s e%d, %lld(x%d)", m, in->d, imm, in->s1); break;
  case PAT_SELI: snprintf(buf, n, "%s e%d, %lld", m, in->d, imm); break;
  case PAT_DELAY: snprintf(buf, n, "%s %lld", m, imm); break;
  case PAT_VLS: snprintf(buf, n, "%s m%d, %lld(x%d)", m, in->d, imm, in->s1); break;
  case PAT_VBIN: snprintf(buf, n, "%s m%d, m%d, m%d", m, in->d, in->s1, in->s2); break;
  case PAT_VUN: snprintf(buf, n, "%s m%d, m%d", m, in->d, in->s1); break;
  case PAT_VMIX: snprintf(buf, n, "%s m%d, m%d, e%d", m, in->d, in->s2, in->e); break;
  case PAT_VLI: snprintf(buf, n, "%s m%d, %lld", m, in->d, imm); break;
  case PAT_WPUSH: snprintf(buf, n, "%s w%d, m%d", m, in->d, in->s1); break;
  case PAT_APUSH: snprintf(buf, n, "%s acc%d, m%d", m, in->d, in->s1); break;
  case PAT_POPE: snprintf(buf, n, "%s m%d, acc%d, e%d", m, in->d, in->s2, in->e); break;
  case PAT_POP: snprintf(buf, n, "%s m%d, acc%d", m, in->d, in->s2); break;
  case PAT_MATMUL: snprintf(buf, n, "%s acc%d, m%d, w%d", m, in->d, in->s1, in->s2); break;
  case PAT_DMACFG: snprintf(buf, n, "%s x%d", m, in->s1); break;
  }
}

/* ---- emitter style ---- */

/* Mnemonics spec/npu.md §3 lists for the emitter. */
static bool in_npucc_subset(NpuOp op) {
  switch (op) {
  case OP_SRA: case OP_SLTIU: case OP_AUIPC: case OP_FENCE: case OP_CSRRW: case OP_CSRRS:
  case OP_CSRRC: case OP_CSRRWI: case OP_CSRRSI: case OP_CSRRCI:
    return false;
  default: return true;
  }
}

static bool has_upper(const char *s) {
  for (; *s; s++)
    if (isupper((unsigned char)*s)) return true;
  return false;
}

/* Decimal (optionally negative, no leading zeros) or 0x hex (either digit case). */
static bool canonical_int(const char *s, int64_t *v) {
  const char *p = s;
  if (p[0] == '0' && p[1] == 'x') {
    p += 2;
    if (!*p) return false;
    for (const char *q = p; *q; q++)
      if (!isxdigit((unsigned char)*q)) return false;
  } else {
    if (*p == '-') p++;
    if (!isdigit((unsigned char)*p) || (p[0] == '0' && p[1])) return false;
    for (const char *q = p; *q; q++)
      if (!isdigit((unsigned char)*q)) return false;
  }
  PyInt r;
  if (!npu_py_int(s, 0, &r) || r.big) return false;
  *v = r.v;
  return true;
}

static bool canonical_reg(const char *s, const char *fmt, int hi) {
  size_t fl = strlen(fmt);
  if (strncmp(s, fmt, fl) != 0) return false;
  const char *d = s + fl;
  if (!isdigit((unsigned char)*d) || (d[0] == '0' && d[1])) return false;
  for (const char *q = d; *q; q++)
    if (!isdigit((unsigned char)*q)) return false;
  return atoi(d) < hi;
}

static void safe_range(const NpuOpInfo *info, int64_t *lo, int64_t *hi) {
  switch (info->pat) {
  case PAT_I: case PAT_JALR: *lo = -2048; *hi = 2047; return;
  case PAT_SHAMT: *lo = 0; *hi = 31; return;
  case PAT_U: *lo = 0; *hi = 0x7FFFF; return;
  case PAT_LOAD: case PAT_STORE: case PAT_SELD: *lo = 0; *hi = 2047; return;
  case PAT_VLS: case PAT_DELAY: *lo = 0; *hi = 4095; return;
  case PAT_SELI: *lo = 0; *hi = 255; return;
  case PAT_VLI: *lo = -32768; *hi = 65535; return;
  default: *lo = INT64_MIN; *hi = INT64_MAX; return;
  }
}

static void style_line(const Line *l, NpuAsmErrors *out) {
  int no = l->no;
  if (l->label) {
    char *name = strip_comment(l->text, strlen(l->text) - 1);
    if (name && !is_label_name(name))
      errs_push(out, no, npu_xprintf("label '%s' is not a plain name ([A-Za-z_][A-Za-z0-9_.]*)", name));
    free(name);
    return;
  }
  if (l->ntok == 0) return;
  char mn[48];
  snprintf(mn, sizeof mn, "%s", l->tok[0]);
  if (has_upper(mn)) {
    errs_push(out, no, npu_xprintf("mnemonic '%s' is not lower case", mn));
    for (char *c = mn; *c; c++) *c = (char)tolower((unsigned char)*c);
  }
  if (strcmp(mn, "nop") == 0 && l->ntok == 1) return;
  if (strcmp(mn, "li") == 0 && l->ntok == 3) {
    int64_t v;
    if (!canonical_reg(l->tok[1], "x", 32))
      errs_push(out, no, npu_xprintf("li destination '%s' is not written xN", l->tok[1]));
    if (!canonical_int(l->tok[2], &v) || v < INT32_MIN || v > (int64_t)UINT32_MAX)
      errs_push(out, no, npu_xprintf("li immediate '%s' is not a 32-bit decimal or hex literal", l->tok[2]));
    return;
  }
  const NpuOpInfo *info = npu_op_lookup(mn);
  if (!info) return; /* the assembler reports it */
  if (!in_npucc_subset(info->op))
    errs_push(out, no, npu_xprintf("'%s' is outside the instruction subset npucc emits", info->name));
  const PatSpec *ps = &pat_specs[info->pat];
  if (l->ntok != ps->n + 1) return;
  int64_t lo, hi;
  safe_range(info, &lo, &hi);
  for (int j = 0; j < ps->n; j++) {
    const Param *p = &ps->p[j];
    const char *t = l->tok[j + 1];
    if (p->kind <= K_ACC) {
      if (!canonical_reg(t, reg_specs[p->kind].fmt, reg_specs[p->kind].hi))
        errs_push(out, no, npu_xprintf("operand '%s' is not written %sN", t, reg_specs[p->kind].fmt));
      continue;
    }
    if (p->kind == K_BUNDLE) {
      const char *open = strchr(t, '(');
      size_t len = strlen(t);
      int64_t v = 0;
      char *imm = open ? npu_xprintf("%.*s", (int)(open - t), t) : NULL;
      char *reg = open && len > 0 && t[len - 1] == ')' ? npu_xprintf("%.*s", (int)(len - (size_t)(open - t) - 2), open + 1) : NULL;
      if (!imm || !reg || !canonical_int(imm, &v) || !canonical_reg(reg, "x", 32))
        errs_push(out, no, npu_xprintf("operand '%s' is not written imm(xN)", t));
      else if (v < lo || v > hi)
        errs_push(out, no, npu_xprintf("offset %lld outside the safe range %lld..%lld", (long long)v,
                                       (long long)lo, (long long)hi));
      free(imm);
      free(reg);
      continue;
    }
    if (p->label && ps->allow_label) {
      if (!is_label_name(t)) errs_push(out, no, npu_xprintf("branch target '%s' is not a label", t));
      continue;
    }
    int64_t v;
    if (!canonical_int(t, &v))
      errs_push(out, no, npu_xprintf("immediate '%s' is not a plain decimal or 0x hex literal", t));
    else if (v < lo || v > hi)
      errs_push(out, no, npu_xprintf("immediate %lld outside the safe range %lld..%lld for %s",
                                     (long long)v, (long long)lo, (long long)hi, info->name));
  }
}

int npu_asm_check_style(const char *text, NpuAsmErrors *out) {
  NpuAsmErrors local = {0};
  NpuAsmErrors *e = out ? out : &local;
  int before = e->n;
  NpuProgram *p = npu_asm_parse(text, e);
  npu_program_free(p);
  int nl = 0;
  Line *ls = split_lines(text ? text : "", &nl);
  if (!ls) {
    errs_push(e, 0, npu_xprintf("out of memory"));
  } else {
    for (int i = 0; i < nl; i++) style_line(&ls[i], e);
    lines_free(ls, nl);
  }
  int n = e->n - before;
  if (!out) npu_asm_errors_free(&local);
  return n;
}
