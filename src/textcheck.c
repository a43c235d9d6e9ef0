/* textcheck.c: lexical limits checked before MLIR sees the text. MLIR's parser
 * recurses per nesting level and crashes on a few malformed inputs; npucc must not. */
#include "npucc/textcheck.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Deep enough for any real IREE dump (about 20 levels), shallow enough that
 * MLIR's recursive descent stays well inside the parser thread's stack. */
#define MAX_NESTING 256

/* `%v#N` names result N of %v. MLIR's parser makes a placeholder for every
 * result up to N of a value not yet defined (a 2^31 makes it abort on the
 * allocation, 10^8 takes 1.6 GB); no op has anywhere near this many results. */
#define MAX_RESULT_NUMBER 65535

typedef struct Scan {
  const char *file, *text;
  size_t len;
  Diag *d;
  /* Top-level `#alias = affine_map<...>` definitions whose map has no results. */
  const char **empty_maps;
  size_t *empty_lens;
  int nempty, capempty;
} Scan;

static Loc loc_at(const Scan *s, size_t off) {
  int line = 1, col = 1;
  for (size_t i = 0; i < off; i++) {
    if (s->text[i] == '\n') line++, col = 1;
    else col++;
  }
  return (Loc){s->file, line, col};
}

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$'; }

static bool starts(const Scan *s, size_t i, const char *w) {
  size_t n = strlen(w);
  return i + n <= s->len && !memcmp(s->text + i, w, n);
}

static size_t skip_space(const Scan *s, size_t i) {
  while (i < s->len && isspace((unsigned char)s->text[i])) i++;
  return i;
}

/* End of the bracketed group opening at `i` (one past its closer), strings
 * skipped; s->len when unbalanced. */
static size_t group_end(const Scan *s, size_t i) {
  int depth = 0;
  for (; i < s->len; i++) {
    char c = s->text[i];
    if (c == '"') {
      for (i++; i < s->len && s->text[i] != '"' && s->text[i] != '\n'; i++)
        if (s->text[i] == '\\') i++;
    } else if (c == '(' || c == '[' || c == '{' || (c == '<' && !starts(s, i + 1, "="))) {
      depth++;
    } else if (c == ')' || c == ']' || c == '}' || (c == '>' && (i == 0 || s->text[i - 1] != '-'))) {
      if (--depth == 0) return i + 1;
    }
  }
  return s->len;
}

/* `affine_map<(...) -> ()>` starting at i: a map without results. */
static bool map_is_empty(const Scan *s, size_t i, size_t end) {
  for (size_t j = i; j + 1 < end; j++)
    if (s->text[j] == '-' && s->text[j + 1] == '>') {
      size_t k = skip_space(s, j + 2);
      return k + 1 < s->len && s->text[k] == '(' && s->text[skip_space(s, k + 1)] == ')';
    }
  return false;
}

static bool alias_is_empty_map(const Scan *s, size_t i) {
  size_t n = 1;
  while (i + n < s->len && ident_char(s->text[i + n])) n++;
  for (int k = 0; k < s->nempty; k++)
    if (s->empty_lens[k] == n && !memcmp(s->empty_maps[k], s->text + i, n)) return true;
  return false;
}

static bool error_at(Scan *s, size_t off, const char *msg, const char *arg) {
  diag_error(s->d, loc_at(s, off), msg, arg);
  return false;
}

/* The `#` at `i` follows an SSA name (`%name#N`): its result number must be
 * below MAX_RESULT_NUMBER. Other `#`s (attribute aliases) pass. */
static bool check_result_number(Scan *s, size_t i) {
  size_t b = i;
  while (b > 0 && (ident_char(s->text[b - 1]) || s->text[b - 1] == '-')) b--;
  if (b == i || b == 0 || s->text[b - 1] != '%') return true;
  uint64_t n = 0;
  for (size_t k = i + 1; k < s->len && isdigit((unsigned char)s->text[k]); k++) {
    n = n * 10 + (uint64_t)(s->text[k] - '0');
    if (n > MAX_RESULT_NUMBER) {
      char name[24];
      snprintf(name, sizeof name, "%d", MAX_RESULT_NUMBER);
      return error_at(s, b - 1, "result number above npucc's limit of %s (MLIR's parser "
                                "allocates a value for every result up to it)", name);
    }
  }
  return true;
}

/* MLIR 22 crashes on three well-formed-looking inputs: a dense array of a
 * type other than iN/fN (`array<index: 1>`), a pretty linalg.generic whose
 * iterator_types are not strings, and a named contraction whose indexing map
 * has no results. Each is caught here, at its place in the text. */
static bool check_construct(Scan *s, size_t i) {
  if (starts(s, i, "array<") && (i == 0 || !ident_char(s->text[i - 1]))) {
    size_t j = skip_space(s, i + 6), k = j;
    while (k < s->len && ident_char(s->text[k])) k++;
    static const char *ok[] = {"i1", "i8", "i16", "i32", "i64", "f32", "f64"};
    bool good = k == j; /* `array<>` is MLIR's own error */
    for (size_t t = 0; !good && t < sizeof ok / sizeof *ok; t++)
      good = k - j == strlen(ok[t]) && !memcmp(s->text + j, ok[t], k - j);
    if (!good) {
      char name[32];
      snprintf(name, sizeof name, "%.*s", (int)(k - j < 31 ? k - j : 31), s->text + j);
      return error_at(s, i, "dense array of element type '%s' (only i1, i8, i16, i32, i64, f32 "
                            "and f64 exist; MLIR's parser crashes on others)", name);
    }
  }
  bool pretty_generic = starts(s, i, "linalg.generic") && (i == 0 || s->text[i - 1] != '"');
  bool contraction = (starts(s, i, "linalg.matmul") || starts(s, i, "linalg.batch_matmul") ||
                      starts(s, i, "linalg.batch_reduce_matmul")) &&
                     (i == 0 || !ident_char(s->text[i - 1]));
  if (!pretty_generic && !contraction) return true;
  /* The op's attributes: from the name to the end of the line that holds
   * `indexing_maps` / `iterator_types` (IREE prints one op per line). */
  size_t eol = i;
  while (eol < s->len && s->text[eol] != '\n') eol++;
  const char *key = pretty_generic ? "iterator_types" : "indexing_maps";
  for (size_t j = i; j + strlen(key) < eol; j++) {
    if (!starts(s, j, key)) continue;
    size_t k = skip_space(s, j + strlen(key));
    if (k >= eol || s->text[k] != '=') return true;
    k = skip_space(s, k + 1);
    if (k >= eol || s->text[k] != '[') return true;
    size_t end = group_end(s, k);
    for (size_t e = skip_space(s, k + 1); e < end;) {
      size_t next = e;
      if (s->text[e] == '<' || s->text[e] == '(' || s->text[e] == '[' || s->text[e] == '{' ||
          starts(s, e, "affine_map<")) {
        size_t open = e;
        while (open < end && s->text[open] != '<' && s->text[open] != '(' && s->text[open] != '[' &&
               s->text[open] != '{')
          open++;
        next = group_end(s, open);
      } else if (s->text[e] == '"') {
        for (next = e + 1; next < end && s->text[next] != '"'; next++)
          if (s->text[next] == '\\') next++;
        next++;
      } else {
        while (next < end && s->text[next] != ',' && s->text[next] != ']') next++;
      }
      if (pretty_generic && s->text[e] != '"')
        return error_at(s, e, "%s: a pretty-printed linalg.generic needs iterator_types as "
                              "strings (\"parallel\"); MLIR's parser crashes on attributes here",
                        "iterator_types");
      if (contraction && ((starts(s, e, "affine_map<") && map_is_empty(s, e, next)) ||
                          (s->text[e] == '#' && alias_is_empty_map(s, e))))
        return error_at(s, e, "indexing map without results in a named contraction (%s); "
                              "MLIR's verifier crashes on it", "linalg.matmul family");
      e = skip_space(s, next);
      if (e < end && s->text[e] == ',') e = skip_space(s, e + 1);
      if (e < end && s->text[e] == ']') break;
    }
    return true;
  }
  return true;
}

/* For a string opening at `open`: the closing quote when nothing between
 * needs the loop below (no escape, line end or NUL), else `open`, where the
 * loop takes over. A weight blob is megabytes of hex in one string; memchr
 * crosses it many bytes a step, and each scan ends at the next quote, which
 * the loop reaches anyway, so the text is scanned a bounded number of times. */
static size_t plain_string_end(const char *text, size_t open, size_t len) {
  const char *from = text + open + 1, *close = memchr(from, '"', len - open - 1);
  if (!close) return open;
  size_t n = (size_t)(close - from);
  if (memchr(from, '\\', n) || memchr(from, '\n', n) || memchr(from, '\0', n)) return open;
  return (size_t)(close - text) - 1;
}

/* Bytes the loop below does nothing with but end a line's indentation: most
 * of the text, answered by one load instead of the chain of tests. */
static bool plain_byte[256];

static void init_plain_bytes(void) {
  if (plain_byte['x']) return;
  for (int c = 1; c < 256; c++) plain_byte[c] = !isspace(c) && !strchr("/\"#([{<)]}>al", c);
}

bool text_check(const char *file, const char *text, size_t len, Diag *d) {
  init_plain_bytes();
  Scan s = {.file = file, .text = text, .len = len, .d = d};
  /* Locations are ints (so are MLIR's C API's): below INT_MAX bytes, every
   * line and column of the input fits one, so no message loses its place. */
  if (len >= INT_MAX) {
    diag_error(d, ((Loc){file, 0, 0}),
               "input of %zu bytes exceeds npucc's limit of %d bytes (2 GiB - 1: line and column "
               "numbers must fit an int)", len, INT_MAX - 1);
    return false;
  }
  char stack[MAX_NESTING];
  int depth = 0;
  bool line_start = true, ok = true;
  for (size_t i = 0; ok && i < len; i++) {
    char c = text[i];
    if (plain_byte[(unsigned char)c]) {
      line_start = false;
      continue;
    }
    if (c == '\0') {
      ok = error_at(&s, i, "%s byte in the input (MLIR would stop reading here)", "NUL");
      break;
    }
    if (c == '\n') {
      line_start = true;
      continue;
    }
    if (c == '/' && i + 1 < len && text[i + 1] == '/') {
      while (i + 1 < len && text[i + 1] != '\n') {
        if (text[i + 1] == '\0') break;
        i++;
      }
      continue;
    }
    if (c == '"') {
      if (i + 1 < len && text[i + 1] == 'l' && !(ok = check_construct(&s, i + 1))) break;
      i = plain_string_end(text, i, len);
      while (i + 1 < len && text[i + 1] != '"' && text[i + 1] != '\n' && text[i + 1] != '\0') {
        if (text[i + 1] == '\\' && i + 2 < len && text[i + 2] != '\n' && text[i + 2] != '\0') i++;
        i++;
      }
      if (i + 1 < len && text[i + 1] == '"') i++;
      line_start = false;
      continue;
    }
    if (c == '#' && !line_start && !(ok = check_result_number(&s, i))) break;
    if (line_start && c == '#' && depth == 0) {
      /* `#alias = affine_map<... -> ()>`: remembered for the contraction check. */
      size_t n = 1;
      while (i + n < len && ident_char(text[i + n])) n++;
      size_t k = skip_space(&s, i + n);
      if (k < len && text[k] == '=') {
        k = skip_space(&s, k + 1);
        if (starts(&s, k, "affine_map<") && map_is_empty(&s, k, group_end(&s, k + 10))) {
          if (s.nempty == s.capempty) {
            s.capempty = s.capempty ? 2 * s.capempty : 8;
            s.empty_maps = xrealloc(s.empty_maps, sizeof *s.empty_maps * (size_t)s.capempty);
            s.empty_lens = xrealloc(s.empty_lens, sizeof *s.empty_lens * (size_t)s.capempty);
          }
          s.empty_maps[s.nempty] = text + i;
          s.empty_lens[s.nempty++] = n;
        }
      }
    }
    if (!isspace((unsigned char)c)) line_start = false;
    if (c == '(' || c == '[' || c == '{' || (c == '<' && !(i + 1 < len && text[i + 1] == '='))) {
      if (depth == MAX_NESTING) {
        ok = error_at(&s, i, "nesting deeper than %s levels of brackets, braces, parentheses or "
                             "angle brackets exceeds npucc's limit", "256");
        break;
      }
      stack[depth++] = c;
    } else if (c == ')' || c == ']' || c == '}') {
      char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      while (depth > 0 && stack[depth - 1] == '<') depth--; /* a `<` that was a comparison */
      if (depth > 0 && stack[depth - 1] == open) depth--;
    } else if (c == '>' && !(i > 0 && text[i - 1] == '-')) {
      if (depth > 0 && stack[depth - 1] == '<') depth--;
    } else if ((c == 'a' || c == 'l') && i + 1 < len && text[i + 1] == (c == 'a' ? 'r' : 'i')) {
      ok = check_construct(&s, i); /* only "array<" and "linalg." start a construct */
    }
  }
  free(s.empty_maps);
  free(s.empty_lens);
  return ok;
}
