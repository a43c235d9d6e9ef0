/* fuzz_npucc.c: libFuzzer harness over the whole pipeline (front end, passes, each
 * target's lowering and emitter, the graph writers) with an MLIR-aware mutator. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npucc/driver.h"
#include "npucc/taskgraph.h"

/* The contract under test: any input ends in success or in diagnostics, and
 * a failure always carries at least one error. A crash, a sanitizer report,
 * an abort inside MLIR, or a silent failure is a finding. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1u << 20)) return 0; /* the corpus is small models; keep executions fast */
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0;
  /* One target per input, chosen by its bytes, so each target sees a third of
   * the executions and every input reproduces alone. */
  static const char *targets[] = {"npu", "opu", "gemmini"};
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < size; i++) h = (h ^ data[i]) * 16777619u;
  Options o = {.target = targets[h % 3], .argv_line = ""};
  Arena *a = arena_new();
  Diag d;
  diag_init(&d);
  Compilation c;
  bool ok = driver_compile(a, "fuzz.mlir", text, size, &o, (h >> 8) % 4 == 0 ? "all" : NULL, true,
                           &c, &d);
  if (!ok && d.nerrors == 0) {
    fprintf(stderr, "fuzz: compile failed without an error diagnostic\n");
    abort();
  }
  if (ok) {
    StrBuf json, dot, list;
    sb_init(&json);
    sb_init(&dot);
    sb_init(&list);
    Weights w;
    weights_collect(c.g, &w);
    taskgraph_json(c.g, &o, c.target, &w, "fuzz.s", &json);
    taskgraph_dot(c.g, c.target, &dot);
    taskgraph_list(c.g, &list);
    weights_free(&w);
    sb_free(&json);
    sb_free(&dot);
    sb_free(&list);
  }
  StrBuf msgs;
  sb_init(&msgs);
  diag_format(&d, &msgs);
  sb_free(&msgs);
  compilation_free(&c);
  diag_free(&d);
  arena_free(a);
  free(text);
  return 0;
}

/* ------------------------------------------------------------- mutator */

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return n ? (uint32_t)(rng_state >> 33) % n : 0;
}

typedef struct Span {
  size_t off, len;
} Span;

/* Up to `max` spans of `data` matching a token class. */
static int find_tokens(const uint8_t *d, size_t n, int kind, Span *out, int max) {
  int k = 0;
  for (size_t i = 0; i < n && k < max; i++) {
    size_t j = i;
    if (kind == 0) { /* a decimal number not inside an identifier */
      if (d[i] < '0' || d[i] > '9' || (i && (d[i - 1] == '%' || d[i - 1] == '_' || d[i - 1] == 'x' ||
                                              (d[i - 1] >= 'a' && d[i - 1] <= 'z'))))
        continue;
      while (j < n && d[j] >= '0' && d[j] <= '9') j++;
    } else if (kind == 1) { /* an SSA name %x */
      if (d[i] != '%') continue;
      j++;
      while (j < n && (d[j] == '_' || (d[j] >= '0' && d[j] <= '9') || (d[j] >= 'a' && d[j] <= 'z') ||
                       (d[j] >= 'A' && d[j] <= 'Z')))
        j++;
    } else if (kind == 2) { /* an operand or result list: ( ... ) with a % inside */
      if (d[i] != '(' || i + 1 >= n || d[i + 1] != '%') continue;
      while (j < n && d[j] != ')' && d[j] != '\n') j++;
      if (j >= n || d[j] != ')') continue;
      j++;
    } else { /* a line */
      if (i && d[i - 1] != '\n') continue;
      while (j < n && d[j] != '\n') j++;
      if (j < n) j++;
    }
    out[k++] = (Span){i, j - i};
    i = j ? j - 1 : 0;
  }
  return k;
}

/* Replace span s of data[0..size) with rep; returns the new size or 0 when
 * it would not fit. */
static size_t splice(uint8_t *data, size_t size, size_t max, Span s, const char *rep, size_t rlen) {
  if (size - s.len + rlen > max) return 0;
  memmove(data + s.off + rlen, data + s.off + s.len, size - s.off - s.len);
  memcpy(data + s.off, rep, rlen);
  return size - s.len + rlen;
}

/* Mutations that keep the text MLIR-shaped, so that the front end's checks
 * and the passes behind them are reached instead of the lexer's first error:
 * edge-case numbers (sizes, counts, indices), dropped or duplicated operands,
 * renamed SSA values (use-before-def, type confusion), dropped, duplicated
 * and swapped lines, empty result lists; and now and then plain byte-level
 * mutation for the lexer. */
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  rng_state = seed;
  static Span sp[4096];
  static const char *edges[] = {"0",          "1",          "3",          "-1",
                                "65537",      "2147483648", "4294967296", "1099511627776",
                                "4611686018427387904", "9223372036854775807", "17", "64"};
  for (int attempt = 0; attempt < 4; attempt++) {
    int kind = (int)rnd(8);
    size_t r = 0;
    if (kind == 0) {
      int k = find_tokens(data, size, 0, sp, 4096);
      if (!k) continue;
      const char *e = edges[rnd(sizeof edges / sizeof *edges)];
      r = splice(data, size, max_size, sp[rnd((uint32_t)k)], e, strlen(e));
    } else if (kind == 1) { /* swap one SSA name for another */
      int k = find_tokens(data, size, 1, sp, 4096);
      if (k < 2) continue;
      Span a = sp[rnd((uint32_t)k)], b = sp[rnd((uint32_t)k)];
      char name[64];
      if (b.len >= sizeof name) continue;
      memcpy(name, data + b.off, b.len);
      r = splice(data, size, max_size, a, name, b.len);
    } else if (kind == 2) { /* drop the last operand of a list, or empty it */
      int k = find_tokens(data, size, 2, sp, 4096);
      if (!k) continue;
      Span s = sp[rnd((uint32_t)k)];
      size_t comma = 0;
      for (size_t i = s.off; i < s.off + s.len; i++)
        if (data[i] == ',') comma = i;
      Span cut = comma && rnd(2) ? (Span){comma, s.off + s.len - 1 - comma}
                                 : (Span){s.off + 1, s.len - 2};
      r = splice(data, size, max_size, cut, "", 0);
    } else if (kind == 3) { /* duplicate an operand */
      int k = find_tokens(data, size, 2, sp, 4096);
      if (!k) continue;
      Span s = sp[rnd((uint32_t)k)];
      char buf[256];
      size_t inner = s.len - 2;
      /* the list, ", ", and its first operand again (at most the list) */
      if (s.len < 2 || 2 * inner + 2 > sizeof buf) continue;
      memcpy(buf, data + s.off + 1, inner);
      buf[inner] = ',';
      buf[inner + 1] = ' ';
      size_t first = 0;
      while (first < inner && buf[first] != ',') first++;
      memcpy(buf + inner + 2, data + s.off + 1, first);
      r = splice(data, size, max_size, (Span){s.off + 1, inner}, buf, inner + 2 + first);
    } else if (kind == 4 || kind == 5) { /* delete or duplicate a line */
      int k = find_tokens(data, size, 3, sp, 4096);
      if (!k) continue;
      Span s = sp[rnd((uint32_t)k)];
      if (kind == 4) {
        r = splice(data, size, max_size, s, "", 0);
      } else {
        if (size + s.len > max_size) continue;
        memmove(data + s.off + s.len, data + s.off, size - s.off);
        r = size + s.len;
      }
    } else if (kind == 6) { /* a result type list becomes empty: `-> tensor<...>` to `-> ()` */
      int k = 0;
      for (size_t i = 0; i + 3 < size && k < 4096; i++)
        if (data[i] == '-' && data[i + 1] == '>' && data[i + 2] == ' ' && data[i + 3] == 't')
          sp[k++] = (Span){i + 3, 0};
      if (!k) continue;
      Span s = sp[rnd((uint32_t)k)];
      size_t j = s.off;
      int depth = 0;
      while (j < size && data[j] != '\n') {
        if (data[j] == '<') depth++;
        if (data[j] == '>' && --depth == 0) {
          j++;
          break;
        }
        j++;
      }
      s.len = j - s.off;
      r = splice(data, size, max_size, s, "()", 2);
    } else {
      r = LLVMFuzzerMutate(data, size, max_size);
    }
    if (r) return r;
  }
  return LLVMFuzzerMutate(data, size, max_size);
}

/* Cross-over: the first part of one input's lines with the rest of another's,
 * which moves ops, globals and functions between models. */
size_t LLVMFuzzerCustomCrossOver(const uint8_t *d1, size_t s1, const uint8_t *d2, size_t s2,
                                 uint8_t *out, size_t max_out, unsigned int seed) {
  rng_state = seed;
  size_t a = s1 ? rnd((uint32_t)s1) : 0, b = s2 ? rnd((uint32_t)s2) : 0;
  while (a < s1 && d1[a] != '\n') a++;
  while (b > 0 && d2[b - 1] != '\n') b--;
  if (a > max_out) a = max_out;
  size_t n = s2 - b < max_out - a ? s2 - b : max_out - a;
  memcpy(out, d1, a);
  memcpy(out + a, d2 + b, n);
  return a + n;
}
