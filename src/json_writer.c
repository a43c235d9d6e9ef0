/* json_writer.c: the task graph's JSON printed straight into a StrBuf, byte
 * for byte what jansson's indented dump of the same tree would print, with
 * containers from a chosen depth on printed as its compact dump would. */
#include "npucc/json_writer.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* The task graph of a 100k-op module is ~200 MB of JSON; building it as a
 * jansson tree and dumping each scalar through json_dumps cost a third of a
 * graph-mode compile. test/unit/test_json_writer.c holds this printer to
 * jansson's on random values, so the output format cannot drift. */

void jw_init(JsonWriter *w, StrBuf *out) {
  memset(w, 0, sizeof *w);
  w->out = out;
  w->compact_from = JW_MAX_DEPTH;
}

void jw_compact_from(JsonWriter *w, int depth) { w->compact_from = depth; }

/* Whether the innermost open container prints on one line. */
static bool compact(const JsonWriter *w) { return w->depth - 1 >= w->compact_from; }

void jw_init_sink(JsonWriter *w, StrBuf *out, FILE *sink) {
  jw_init(w, out);
  w->sink = sink;
}

bool jw_flush(JsonWriter *w) {
  if (!w->sink) return true;
  if (w->out->len) fwrite(w->out->s, 1, w->out->len, w->sink);
  w->out->len = 0;
  return !ferror(w->sink);
}

static void put_indent(StrBuf *out, int depth) {
  static const char spaces[] = "                                                                ";
  sb_putc(out, '\n');
  for (int n = 2 * depth; n > 0; n -= (int)sizeof spaces - 1)
    sb_putn(out, spaces, n < (int)sizeof spaces - 1 ? (size_t)n : sizeof spaces - 1);
}

/* Before a value: in an array, the separator and the element's line. */
static void before_value(JsonWriter *w) {
  if (w->depth == 0 || w->is_obj[w->depth - 1]) return; /* top level, or after jw_key */
  if (w->count[w->depth - 1]++) sb_putc(w->out, ',');
  if (!compact(w)) put_indent(w->out, w->depth);
}

static void begin(JsonWriter *w, bool obj) {
  before_value(w);
  sb_putc(w->out, obj ? '{' : '[');
  if (w->depth == JW_MAX_DEPTH) { /* the task graph nests 6 deep; a bug, not an input */
    fprintf(stderr, "npucc: internal error: JSON nested deeper than %d\n", JW_MAX_DEPTH);
    abort();
  }
  w->is_obj[w->depth] = obj;
  w->count[w->depth] = 0;
  w->depth++;
}

void jw_begin_object(JsonWriter *w) { begin(w, true); }
void jw_begin_array(JsonWriter *w) { begin(w, false); }

void jw_end(JsonWriter *w) {
  bool one_line = compact(w), obj = w->is_obj[--w->depth];
  if (w->count[w->depth] && !one_line) put_indent(w->out, w->depth);
  sb_putc(w->out, obj ? '}' : ']');
  if (w->sink && w->out->len >= (size_t)1 << 16) jw_flush(w);
}

void jw_key(JsonWriter *w, const char *key) {
  if (w->count[w->depth - 1]++) sb_putc(w->out, ',');
  if (compact(w)) {
    jw_put_string(w->out, key);
    sb_putc(w->out, ':');
    return;
  }
  put_indent(w->out, w->depth);
  jw_put_string(w->out, key);
  sb_putn(w->out, ": ", 2);
}

/* The length of the valid UTF-8 sequence at s (jansson's check: no overlong
 * forms, no surrogates, nothing above U+10FFFF), 0 when it is not valid. */
static int utf8_len(const unsigned char *s) {
  unsigned c = s[0];
  int n;
  uint32_t cp;
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07;
  else return 0;
  for (int i = 1; i < n; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return n;
}

/* jansson's escapes: quote, backslash, the C control escapes and \u00XX for
 * the other control characters; everything else as it is. jansson refuses a
 * string that is not UTF-8 (the member then vanished from its output); here
 * each invalid byte becomes U+FFFD, so the key stays and the file stays JSON. */
void jw_put_string(StrBuf *out, const char *str) {
  const unsigned char *s = (const unsigned char *)str;
  sb_putc(out, '"');
  const unsigned char *run = s;
  for (;;) {
    unsigned c = *s;
    if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80) {
      s++;
      continue;
    }
    if (c >= 0x80) {
      int n = utf8_len(s);
      if (n) {
        s += n;
        continue;
      }
    }
    sb_putn(out, (const char *)run, (size_t)(s - run));
    if (!c) break;
    switch (c) {
    case '"': sb_putn(out, "\\\"", 2); break;
    case '\\': sb_putn(out, "\\\\", 2); break;
    case '\b': sb_putn(out, "\\b", 2); break;
    case '\f': sb_putn(out, "\\f", 2); break;
    case '\n': sb_putn(out, "\\n", 2); break;
    case '\r': sb_putn(out, "\\r", 2); break;
    case '\t': sb_putn(out, "\\t", 2); break;
    default:
      if (c >= 0x80) sb_putn(out, "\xEF\xBF\xBD", 3); /* an invalid byte: U+FFFD */
      else {
        char buf[8];
        snprintf(buf, sizeof buf, "\\u%04X", c);
        sb_putn(out, buf, 6);
      }
    }
    run = ++s;
  }
  sb_putc(out, '"');
}

void jw_put_int(StrBuf *out, int64_t v) {
  char buf[24], *p = buf + sizeof buf;
  uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v; /* INT64_MIN too */
  do *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0) *--p = '-';
  sb_putn(out, p, (size_t)(buf + sizeof buf - p));
}

void jw_put_real(StrBuf *out, double v) {
  if (isnan(v)) {
    jw_put_string(out, "nan");
    return;
  }
  if (isinf(v)) {
    jw_put_string(out, v < 0 ? "-inf" : "inf");
    return;
  }
  char buf[64];
  int n = snprintf(buf, sizeof buf - 3, "%.9g", v);
  if (!strchr(buf, '.') && !strchr(buf, 'e')) { /* would read back as an integer */
    memcpy(buf + n, ".0", 3);
    n += 2;
  }
  char *e = strchr(buf, 'e');
  if (e) { /* "1e+20" -> "1e20", "1e-05" -> "1e-5" */
    char *start = e + 1, *end = e + 2;
    if (*start == '-') start++;
    while (*end == '0') end++;
    if (end != start) {
      memmove(start, end, (size_t)(buf + n + 1 - end));
      n -= (int)(end - start);
    }
  }
  sb_putn(out, buf, (size_t)n);
}

void jw_int(JsonWriter *w, int64_t v) {
  before_value(w);
  jw_put_int(w->out, v);
}

void jw_str(JsonWriter *w, const char *s) {
  before_value(w);
  if (s) jw_put_string(w->out, s);
  else sb_putn(w->out, "null", 4);
}

void jw_bool(JsonWriter *w, bool v) {
  before_value(w);
  if (v) sb_putn(w->out, "true", 4);
  else sb_putn(w->out, "false", 5);
}

void jw_null(JsonWriter *w) {
  before_value(w);
  sb_putn(w->out, "null", 4);
}

void jw_real(JsonWriter *w, double v) {
  before_value(w);
  jw_put_real(w->out, v);
}
