/* npu_vector.c: reads a reference vector's JSON with jansson and checks a
 * finished run against it, byte for byte, with the few stated tolerances. */
#include "npu_vector.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_asm_util.h"
#include "vector_hex.h"

static char *dupstr(const char *s) { return s ? npu_xprintf("%s", s) : NULL; }

static bool ranges(json_t *arr, NpuVecRange **out, int *n) {
  *out = NULL;
  *n = 0;
  if (!arr || json_is_null(arr)) return true;
  if (!json_is_array(arr)) return false;
  size_t cnt = json_array_size(arr);
  NpuVecRange *r = calloc(cnt ? cnt : 1, sizeof *r);
  if (!r) return false;
  for (size_t i = 0; i < cnt; i++) {
    json_t *e = json_array_get(arr, i);
    json_t *a = json_object_get(e, "addr"), *h = json_object_get(e, "hex");
    if (!json_is_integer(a) || !json_is_string(h) ||
        !vector_hex_bytes(json_string_value(h), &r[i].bytes, &r[i].n)) {
      for (size_t j = 0; j < i; j++) free(r[j].bytes);
      free(r);
      return false;
    }
    r[i].addr = (uint64_t)json_integer_value(a);
  }
  *out = r;
  *n = (int)cnt;
  return true;
}

bool npu_vector_load(const char *json_path, NpuVector *v, char **err) {
  memset(v, 0, sizeof *v);
  json_error_t je;
  json_t *root = json_load_file(json_path, 0, &je);
  if (!root) {
    *err = npu_xprintf("%s:%d: %s", json_path, je.line, je.text);
    return false;
  }
  bool ok = false;
  json_t *exp = json_object_get(root, "expected");
  if (!json_is_object(exp)) {
    *err = npu_xprintf("%s: no 'expected' object", json_path);
    goto done;
  }
  v->name = dupstr(json_string_value(json_object_get(root, "name")));
  v->max_cycles = json_integer_value(json_object_get(root, "max_cycles"));
  v->cycles = json_integer_value(json_object_get(exp, "cycles"));
  if (!ranges(json_object_get(root, "dram_init"), &v->dram_init, &v->ninit) ||
      !ranges(json_object_get(exp, "dram"), &v->dram, &v->ndram) ||
      !ranges(json_object_get(exp, "vmem"), &v->vmem, &v->nvmem)) {
    *err = npu_xprintf("%s: bad memory list", json_path);
    goto done;
  }
  json_t *e = json_object_get(exp, "error");
  if (json_is_object(e)) {
    v->has_error = true;
    v->err_type = dupstr(json_string_value(json_object_get(e, "type")));
    v->err_msg = dupstr(json_string_value(json_object_get(e, "message")));
    v->err_cycle = json_integer_value(json_object_get(e, "cycle"));
  }
  json_t *xr = json_object_get(exp, "xregs");
  if (json_is_object(xr)) {
    v->has_xregs = true;
    for (int i = 0; i < NPU_NUM_XREGS; i++) {
      char key[8];
      snprintf(key, sizeof key, "x%d", i);
      v->xregs[i] = json_integer_value(json_object_get(xr, key));
    }
  }
  json_t *er = json_object_get(exp, "eregs");
  if (json_is_array(er)) {
    v->has_eregs = true;
    for (int i = 0; i < NPU_NUM_EREGS; i++)
      v->eregs[i] = (uint8_t)json_integer_value(json_array_get(er, (size_t)i));
  }
  ok = true;
done:
  json_decref(root);
  if (!ok) npu_vector_free(v);
  return ok;
}

static void free_ranges(NpuVecRange *r, int n) {
  for (int i = 0; i < n; i++) free(r[i].bytes);
  free(r);
}

void npu_vector_free(NpuVector *v) {
  free(v->name);
  free(v->err_type);
  free(v->err_msg);
  free_ranges(v->dram_init, v->ninit);
  free_ranges(v->dram, v->ndram);
  free_ranges(v->vmem, v->nvmem);
  memset(v, 0, sizeof *v);
}

bool npu_vector_apply(const NpuVector *v, NpuSim *s) {
  for (int i = 0; i < v->ninit; i++)
    if (!npu_sim_write_dram(s, v->dram_init[i].addr, v->dram_init[i].bytes, v->dram_init[i].n))
      return false;
  return true;
}

static void note(NpuVecCheck *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(NpuVecCheck *c, const char *fmt, ...) {
  size_t len = strlen(c->report);
  if (len + 1 >= sizeof c->report) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->report + len, sizeof c->report - len, fmt, ap);
  va_end(ap);
}

static bool in_list(const uint64_t *list, int n, uint64_t a) {
  for (int i = 0; i < n; i++)
    if (list[i] == a) return true;
  return false;
}

static bool in_ulp_range(const NpuVecTolerance *t, uint64_t a) {
  for (int i = 0; t && i < t->nulp; i++)
    if (a >= t->ulp_ranges[i][0] && a < t->ulp_ranges[i][0] + t->ulp_ranges[i][1]) return true;
  return false;
}

static bool bf16_nan(uint16_t h) { return (h & 0x7F80) == 0x7F80 && (h & 0x7F); }
static bool fp8_nan(uint8_t b) { return (b & 0x7F) == 0x7F; }

static void compare_mem(const char *what, const NpuVecRange *exp, int n, bool dram, const NpuSim *s,
                        const NpuVecTolerance *tol, NpuVecCheck *c) {
  for (int r = 0; r < n; r++) {
    uint8_t *got = malloc(exp[r].n ? exp[r].n : 1);
    if (!got) {
      c->mismatches++;
      return;
    }
    bool ok = dram ? npu_sim_read_dram(s, exp[r].addr, got, exp[r].n)
                   : npu_sim_read_vmem(s, exp[r].addr, got, exp[r].n);
    if (!ok) {
      c->mismatches++;
      note(c, "%s range 0x%llx+%zu unreadable\n", what, (unsigned long long)exp[r].addr, exp[r].n);
      free(got);
      continue;
    }
    for (size_t i = 0; i < exp[r].n; i++) {
      uint64_t a = exp[r].addr + i;
      if (got[i] == exp[r].bytes[i]) continue;
      if (dram && tol && in_list(tol->nan_sign_fp8, tol->nnan_fp8, a) && fp8_nan(got[i]) &&
          fp8_nan(exp[r].bytes[i])) {
        c->nan_sign_allowances++;
        continue;
      }
      /* bf16 element containing this byte */
      size_t e0 = i & ~(size_t)1;
      if (e0 + 1 < exp[r].n) {
        uint16_t g = (uint16_t)(got[e0] | got[e0 + 1] << 8);
        uint16_t x = (uint16_t)(exp[r].bytes[e0] | exp[r].bytes[e0 + 1] << 8);
        uint64_t ea = exp[r].addr + e0;
        if (dram && tol && in_list(tol->nan_sign_bf16, tol->nnan_bf16, ea) && bf16_nan(g) && bf16_nan(x)) {
          if (i == e0 || got[e0] == exp[r].bytes[e0]) c->nan_sign_allowances++;
          continue;
        }
        if (dram && in_ulp_range(tol, ea) && (g ^ x) < 0x8000 && !bf16_nan(g) && !bf16_nan(x) &&
            ((g > x ? g - x : x - g) == 1)) {
          if (i == e0 || got[e0] == exp[r].bytes[e0]) c->ulp_allowances++; /* once per element */
          continue;
        }
      }
      if (c->mismatches < 8)
        note(c, "%s[0x%llx]: got 0x%02x, expected 0x%02x\n", what, (unsigned long long)a, got[i],
             exp[r].bytes[i]);
      c->mismatches++;
    }
    free(got);
  }
}

void npu_vector_check(const NpuVector *v, const NpuSim *s, const NpuRunResult *res,
                      const NpuVecTolerance *tol, NpuVecCheck *c) {
  memset(c, 0, sizeof *c);
  if (v->has_error) {
    if (res->status != NPU_ERROR) {
      note(c, "expected %s at cycle %lld, run ended after %lld cycles without error\n", v->err_type,
           (long long)v->err_cycle, (long long)res->cycles);
      c->mismatches++;
    } else {
      if (strcmp(res->error_type, v->err_type) != 0 || !res->error_msg ||
          !strstr(res->error_msg, v->err_msg)) {
        note(c, "error %s: %s\n  expected %s: %s\n", res->error_type,
             res->error_msg ? res->error_msg : "", v->err_type, v->err_msg);
        c->mismatches++;
      }
      if (res->cycles != v->err_cycle) {
        note(c, "error at cycle %lld, expected %lld\n", (long long)res->cycles, (long long)v->err_cycle);
        c->mismatches++;
      }
    }
    c->ok = c->mismatches == 0;
    return;
  }
  if (res->status != NPU_DONE) {
    note(c, "run did not complete: %s %s\n", res->error_type, res->error_msg ? res->error_msg : "");
    c->mismatches++;
  }
  if (res->cycles != v->cycles) {
    note(c, "cycles %lld, expected %lld\n", (long long)res->cycles, (long long)v->cycles);
    c->mismatches++;
  }
  compare_mem("dram", v->dram, v->ndram, true, s, tol, c);
  compare_mem("vmem", v->vmem, v->nvmem, false, s, tol, c);
  for (int i = 0; v->has_xregs && i < NPU_NUM_XREGS; i++)
    if (npu_sim_xreg(s, i) != v->xregs[i]) {
      note(c, "x%d = %lld, expected %lld\n", i, (long long)npu_sim_xreg(s, i), (long long)v->xregs[i]);
      c->mismatches++;
    }
  for (int i = 0; v->has_eregs && i < NPU_NUM_EREGS; i++)
    if (npu_sim_ereg(s, i) != v->eregs[i]) {
      note(c, "e%d = %u, expected %u\n", i, npu_sim_ereg(s, i), v->eregs[i]);
      c->mismatches++;
    }
  c->ok = c->mismatches == 0;
}
