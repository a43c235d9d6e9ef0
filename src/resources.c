/* resources.c: scans `{-# dialect_resources: { builtin: { name: "0x..." } } #-}`
 * without MLIR, so blobs are read exactly and missing ones are known missing. */
#include "npucc/resources.h"

#include <ctype.h>
#include <string.h>

typedef struct Scanner {
  const char *p, *end, *start;
  const char *err;
} Scanner;

static void skip_space(Scanner *s) {
  while (s->p < s->end && isspace((unsigned char)*s->p)) s->p++;
}

static bool accept(Scanner *s, char c) {
  skip_space(s);
  if (s->p < s->end && *s->p == c) {
    s->p++;
    return true;
  }
  return false;
}

/* A key: a bare identifier (letters, digits, _ . $ -) or a quoted string. */
static bool scan_key(Scanner *s, const char **k, size_t *klen) {
  skip_space(s);
  if (s->p < s->end && *s->p == '"') {
    const char *b = ++s->p;
    while (s->p < s->end && *s->p != '"') s->p += *s->p == '\\' ? 2 : 1;
    if (s->p >= s->end) return s->err = "unterminated string", false;
    *k = b;
    *klen = (size_t)(s->p++ - b);
    return true;
  }
  const char *b = s->p;
  while (s->p < s->end && (isalnum((unsigned char)*s->p) || strchr("_.$-", *s->p))) s->p++;
  if (s->p == b) return s->err = "expected a resource key", false;
  *k = b;
  *klen = (size_t)(s->p - b);
  return true;
}

static bool skip_value(Scanner *s);

/* { key: value, ... }; calls `entry` for each key when non-NULL. */
static bool scan_dict(Scanner *s, bool (*entry)(Scanner *, const char *, size_t, void *), void *ud) {
  if (!accept(s, '{')) return s->err = "expected '{'", false;
  if (accept(s, '}')) return true;
  do {
    const char *k;
    size_t klen;
    if (!scan_key(s, &k, &klen)) return false;
    if (!accept(s, ':')) return s->err = "expected ':'", false;
    if (entry ? !entry(s, k, klen, ud) : !skip_value(s)) return false;
  } while (accept(s, ','));
  if (!accept(s, '}')) return s->err = "expected '}' or ','", false;
  return true;
}

static bool skip_value(Scanner *s) {
  skip_space(s);
  if (s->p < s->end && *s->p == '{') return scan_dict(s, NULL, NULL);
  const char *k;
  size_t klen;
  return scan_key(s, &k, &klen);
}

typedef struct BlobSink {
  Arena *a;
  Resources *out;
} BlobSink;

static bool blob_entry(Scanner *s, const char *k, size_t klen, void *ud) {
  BlobSink *sink = ud;
  skip_space(s);
  if (s->p >= s->end || *s->p != '"') return s->err = "expected a hex string blob", false;
  const char *b = ++s->p;
  /* a blob is megabytes of hex: memchr finds its end many bytes a step */
  const char *close = memchr(b, '"', (size_t)(s->end - b));
  s->p = close ? close : s->end;
  if (s->p >= s->end) return s->err = "unterminated blob string", false;
  size_t n = (size_t)(s->p++ - b);
  if (n < 2 || b[0] != '0' || (b[1] != 'x' && b[1] != 'X'))
    return s->err = "blob is not a \"0x...\" hex string", false;
  Resources *r = sink->out;
  ARENA_PUSH(sink->a, r->v, r->n, r->cap);
  r->v[r->n] = (ResourceBlob){arena_strndup(sink->a, k, klen), b + 2, n - 2};
  strmap_put(sink->a, &r->by_name, r->v[r->n].name, r->n);
  r->n++;
  return true;
}

static bool dialect_entry(Scanner *s, const char *k, size_t klen, void *ud) {
  if (klen == 7 && !memcmp(k, "builtin", 7)) return scan_dict(s, blob_entry, ud);
  return skip_value(s);
}

static bool top_entry(Scanner *s, const char *k, size_t klen, void *ud) {
  if (klen == 17 && !memcmp(k, "dialect_resources", 17)) return scan_dict(s, dialect_entry, ud);
  return skip_value(s);
}

bool resources_scan(const char *text, size_t len, Arena *a, Resources *out, int *err_line,
                    const char **err_msg) {
  memset(out, 0, sizeof *out);
  /* The section starts with "{-#" at the start of a line, after the module. */
  const char *p = text, *end = text + len, *sec = NULL;
  while ((p = memchr(p, '{', (size_t)(end - p))) != NULL) {
    if (end - p >= 3 && p[1] == '-' && p[2] == '#' && (p == text || p[-1] == '\n')) {
      sec = p;
      break;
    }
    p++;
  }
  out->section_start = sec ? (size_t)(sec - text) : len;
  if (!sec) return true;
  Scanner s = {sec + 3, end, text, NULL};
  /* The body between "{-#" and "#-}" is a dictionary without braces. */
  const char *close = NULL;
  for (const char *q = end - 3; q >= sec + 3; q--)
    if (q[0] == '#' && q[1] == '-' && q[2] == '}') {
      close = q;
      break;
    }
  if (!close) s.err = "'{-#' without '#-}'";
  else {
    s.end = close;
    BlobSink sink = {a, out};
    skip_space(&s);
    while (!s.err && s.p < s.end) {
      const char *k;
      size_t klen;
      if (!scan_key(&s, &k, &klen)) break;
      if (!accept(&s, ':')) {
        s.err = "expected ':'";
        break;
      }
      if (!top_entry(&s, k, klen, &sink)) break;
      if (!accept(&s, ',')) break;
      skip_space(&s);
    }
    if (!s.err) {
      skip_space(&s);
      if (s.p < s.end) s.err = "unexpected text in the resource section";
    }
  }
  if (!s.err) return true;
  int line = 1;
  for (const char *q = text; q < s.p && q < end; q++) line += *q == '\n';
  *err_line = line;
  *err_msg = s.err;
  return false;
}

const ResourceBlob *resources_find(const Resources *r, const char *name) {
  int i;
  return strmap_get(&r->by_name, name, &i) ? &r->v[i] : NULL;
}

/* Digit values, -1 for anything else: blobs are tens of megabytes, so one
 * table lookup per character instead of three comparisons. */
static signed char hex_table[256];

static void init_hex_table(void) {
  if (hex_table['1']) return;
  memset(hex_table, -1, sizeof hex_table);
  for (int c = 0; c < 10; c++) hex_table['0' + c] = (signed char)c;
  for (int c = 0; c < 6; c++) hex_table['a' + c] = hex_table['A' + c] = (signed char)(10 + c);
}

bool resource_decode(const ResourceBlob *b, Arena *a, const uint8_t **data, size_t *n,
                     uint32_t *align) {
  if (b->hexlen % 2 || b->hexlen < 8) return false;
  size_t nbytes = b->hexlen / 2;
  uint8_t *buf = arena_alloc(a, nbytes);
  init_hex_table();
  const unsigned char *h = (const unsigned char *)b->hex;
  int bad = 0;
  for (size_t i = 0; i < nbytes; i++) {
    int hi = hex_table[h[2 * i]], lo = hex_table[h[2 * i + 1]];
    bad |= hi | lo; /* negative when either is not a digit */
    buf[i] = (uint8_t)((hi & 15) << 4 | (lo & 15));
  }
  if (bad < 0) return false;
  *align = (uint32_t)buf[0] | (uint32_t)buf[1] << 8 | (uint32_t)buf[2] << 16 |
           (uint32_t)buf[3] << 24;
  *data = buf + 4;
  *n = nbytes - 4;
  return true;
}
