/* gemmini_vector.c: JSON vector loading (jansson) and replay against the
 * model, comparing the whole DRAM image, not just the expected regions, so a
 * stray write anywhere is caught. */
#include "gemmini_vector.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "vector_hex.h"

__attribute__((format(printf, 3, 4))) static int report(char *msg, size_t len, const char *fmt,
                                                        ...) {
  if (msg && len) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, len, fmt, ap);
    va_end(ap);
  }
  return 1;
}

static char *dup_str(const char *s) {
  if (!s) s = "";
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

/* rs1/rs2 are "0x" + hex: jansson integers are signed 64-bit and cannot
 * hold every register value. */
static bool parse_u64(json_t *j, uint64_t *out) {
  const char *s = json_string_value(j);
  if (!s) return false;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 16);
  if (errno || end == s || *end) return false;
  *out = v;
  return true;
}

/* One zeroed element per entry of an optional JSON array (absent = empty),
 * so a half-parsed list can always be freed whole. */
static bool alloc_entries(json_t *arr, size_t elem_size, void **out, size_t *cnt) {
  *out = NULL;
  *cnt = 0;
  if (!arr) return true;
  if (!json_is_array(arr)) return false;
  *cnt = json_array_size(arr);
  *out = calloc(*cnt ? *cnt : 1, elem_size);
  return *out != NULL;
}

static bool parse_regions(json_t *arr, bool with_size, GemminiVecRegion **out, size_t *n) {
  void *mem;
  bool ok = alloc_entries(arr, sizeof **out, &mem, n);
  GemminiVecRegion *r = *out = mem;
  if (!ok) return false;
  for (size_t i = 0; i < *n; i++) {
    json_t *e = json_array_get(arr, i);
    json_t *addr = json_object_get(e, "addr"), *hex = json_object_get(e, "hex");
    if (!json_is_integer(addr) || json_integer_value(addr) < 0 || !json_is_string(hex) ||
        !vector_hex_bytes(json_string_value(hex), &r[i].bytes, &r[i].n))
      return false;
    r[i].addr = (uint64_t)json_integer_value(addr);
    r[i].what = dup_str(json_string_value(json_object_get(e, "what")));
    if (with_size) {
      json_t *size = json_object_get(e, "size");
      if (!json_is_integer(size) || (uint64_t)json_integer_value(size) != r[i].n) return false;
    }
  }
  return true;
}

static bool parse_rows(json_t *arr, GemminiVecRow **out, size_t *n) {
  void *mem;
  bool ok = alloc_entries(arr, sizeof **out, &mem, n);
  GemminiVecRow *r = *out = mem;
  if (!ok) return false;
  for (size_t i = 0; i < *n; i++) {
    json_t *e = json_array_get(arr, i);
    json_t *row = json_object_get(e, "row"), *vals = json_object_get(e, "values");
    if (!json_is_integer(row) || json_integer_value(row) < 0 || !json_is_array(vals) ||
        json_array_size(vals) != GEMMINI_DIM)
      return false;
    r[i].row = (uint32_t)json_integer_value(row);
    for (size_t j = 0; j < GEMMINI_DIM; j++) {
      json_t *x = json_array_get(vals, j);
      if (!json_is_integer(x)) return false;
      json_int_t val = json_integer_value(x);
      if (val < INT32_MIN || val > INT32_MAX) return false;
      r[i].values[j] = (int32_t)val;
    }
  }
  return true;
}

static bool parse_commands(json_t *arr, GemminiVector *v) {
  void *mem;
  bool ok = json_is_array(arr) && alloc_entries(arr, sizeof *v->cmds, &mem, &v->ncmds);
  if (!ok) return false;
  v->cmds = mem;
  for (size_t i = 0; i < v->ncmds; i++) {
    json_t *e = json_array_get(arr, i), *f = json_object_get(e, "funct");
    if (!json_is_integer(f) || json_integer_value(f) < 0 || json_integer_value(f) > 127 ||
        !parse_u64(json_object_get(e, "rs1"), &v->cmds[i].rs1) ||
        !parse_u64(json_object_get(e, "rs2"), &v->cmds[i].rs2))
      return false;
    v->cmds[i].funct = (uint32_t)json_integer_value(f);
  }
  return true;
}

static int parse_vector(json_t *root, GemminiVector *v, const char *path, char *err,
                        size_t errlen) {
  json_t *size = json_object_get(root, "memory_size");
  v->name = dup_str(json_string_value(json_object_get(root, "name")));
  if (!json_is_integer(size) || json_integer_value(size) <= 0)
    return report(err, errlen, "%s: bad memory_size", path);
  v->memory_size = (size_t)json_integer_value(size);
  if (!parse_regions(json_object_get(root, "memory_in"), false, &v->init, &v->ninit))
    return report(err, errlen, "%s: bad memory_in", path);
  if (!parse_commands(json_object_get(root, "commands"), v))
    return report(err, errlen, "%s: bad commands", path);

  json_t *experr = json_object_get(root, "expected_error");
  if (experr) {
    json_t *idx = json_object_get(experr, "command_index");
    if (!json_is_integer(idx) || json_integer_value(idx) < 0 ||
        (size_t)json_integer_value(idx) >= v->ncmds)
      return report(err, errlen, "%s: bad expected_error.command_index", path);
    v->expect_error = true;
    v->error_index = (size_t)json_integer_value(idx);
    return 0;
  }
  json_t *exp = json_object_get(root, "expected");
  if (!json_is_object(exp))
    return report(err, errlen, "%s: neither 'expected' nor 'expected_error'", path);
  if (!parse_regions(json_object_get(exp, "memory"), true, &v->expect_mem, &v->nexpect_mem))
    return report(err, errlen, "%s: bad expected.memory", path);
  if (!parse_rows(json_object_get(exp, "scratchpad"), &v->expect_sp, &v->nexpect_sp) ||
      !parse_rows(json_object_get(exp, "accumulator"), &v->expect_acc, &v->nexpect_acc))
    return report(err, errlen, "%s: bad expected scratchpad/accumulator rows", path);
  return 0;
}

int gemmini_vector_load(const char *path, GemminiVector *v, char *err, size_t errlen) {
  memset(v, 0, sizeof *v);
  json_error_t je;
  json_t *root = json_load_file(path, 0, &je);
  if (!root) return report(err, errlen, "%s:%d: %s", path, je.line, je.text);
  int rc = parse_vector(root, v, path, err, errlen);
  json_decref(root);
  if (rc) gemmini_vector_free(v);
  return rc;
}

static void free_regions(GemminiVecRegion *r, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(r[i].bytes);
    free(r[i].what);
  }
  free(r);
}

void gemmini_vector_free(GemminiVector *v) {
  free(v->name);
  free_regions(v->init, v->ninit);
  free_regions(v->expect_mem, v->nexpect_mem);
  free(v->cmds);
  free(v->expect_sp);
  free(v->expect_acc);
  memset(v, 0, sizeof *v);
}

static bool place(uint8_t *mem, size_t size, const GemminiVecRegion *r) {
  if (r->addr > size || r->n > size - r->addr) return false;
  memcpy(mem + r->addr, r->bytes, r->n);
  return true;
}

/* Names the expected region holding addr, or says it lies outside them all. */
static const char *region_of(const GemminiVector *v, size_t addr) {
  for (size_t i = 0; i < v->nexpect_mem; i++)
    if (addr >= v->expect_mem[i].addr && addr - v->expect_mem[i].addr < v->expect_mem[i].n)
      return v->expect_mem[i].what;
  return "outside every expected region: must be unchanged";
}

static int run_commands(const GemminiVector *v, GemminiModel *m, uint8_t *mem, char *msg,
                        size_t msglen) {
  char err[512];
  for (size_t i = 0; i < v->ncmds; i++) {
    const GemminiVecCmd *c = &v->cmds[i];
    int rc = gemmini_exec(m, c->funct, c->rs1, c->rs2, mem, v->memory_size, err, sizeof err);
    if (rc == 0) continue;
    if (v->expect_error && i == v->error_index) return 0;
    if (v->expect_error)
      return report(msg, msglen, "%s: command %zu (funct %u) failed, but the error is expected at "
                                 "command %zu: %s", v->name, i, c->funct, v->error_index, err);
    return report(msg, msglen, "%s: command %zu (funct %u) failed: %s", v->name, i, c->funct, err);
  }
  if (v->expect_error)
    return report(msg, msglen, "%s: all %zu commands succeeded, but command %zu must fail",
                  v->name, v->ncmds, v->error_index);
  return 0;
}

/* Expected rows of one local memory (the accumulator when acc, else the
 * scratchpad) against the model's. */
static int compare_rows(const GemminiVector *v, const GemminiModel *m, bool acc, char *msg,
                        size_t msglen) {
  const char *mem_name = acc ? "accumulator" : "scratchpad";
  const GemminiVecRow *rows = acc ? v->expect_acc : v->expect_sp;
  size_t n = acc ? v->nexpect_acc : v->nexpect_sp;
  size_t nrows = acc ? GEMMINI_ACC_ROWS : GEMMINI_SP_ROWS;
  for (size_t r = 0; r < n; r++) {
    uint32_t row = rows[r].row;
    if (row >= nrows)
      return report(msg, msglen, "%s: expected %s row %u does not exist", v->name, mem_name, row);
    for (size_t j = 0; j < GEMMINI_DIM; j++) {
      int32_t got = acc ? m->acc[row][j] : m->sp[row][j];
      if (got != rows[r].values[j])
        return report(msg, msglen, "%s: %s row %u column %zu: expected %" PRId32 ", got %" PRId32,
                      v->name, mem_name, row, j, rows[r].values[j], got);
    }
  }
  return 0;
}

static int compare_state(const GemminiVector *v, const GemminiModel *m, const uint8_t *mem,
                         const uint8_t *want, char *msg, size_t msglen) {
  for (size_t a = 0; a < v->memory_size; a++)
    if (mem[a] != want[a])
      return report(msg, msglen, "%s: DRAM byte 0x%zx (%s): expected 0x%02x, got 0x%02x", v->name,
                    a, region_of(v, a), want[a], mem[a]);
  if (compare_rows(v, m, false, msg, msglen)) return 1;
  return compare_rows(v, m, true, msg, msglen);
}

int gemmini_vector_run(const GemminiVector *v, char *msg, size_t msglen) {
  uint8_t *mem = calloc(v->memory_size, 1), *want = calloc(v->memory_size, 1);
  GemminiModel *m = malloc(sizeof *m);
  int rc = 0;
  if (!mem || !want || !m) {
    rc = report(msg, msglen, "%s: out of memory", v->name);
    goto out;
  }
  for (size_t i = 0; i < v->ninit; i++)
    if (!place(mem, v->memory_size, &v->init[i])) {
      rc = report(msg, msglen, "%s: memory_in[%zu] lies outside memory_size", v->name, i);
      goto out;
    }
  memcpy(want, mem, v->memory_size);
  for (size_t i = 0; i < v->nexpect_mem; i++)
    if (!place(want, v->memory_size, &v->expect_mem[i])) {
      rc = report(msg, msglen, "%s: expected.memory[%zu] lies outside memory_size", v->name, i);
      goto out;
    }

  gemmini_reset(m);
  rc = run_commands(v, m, mem, msg, msglen);
  if (rc == 0 && !v->expect_error) rc = compare_state(v, m, mem, want, msg, msglen);
out:
  free(mem);
  free(want);
  free(m);
  return rc;
}
