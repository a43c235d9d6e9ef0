/* params.c (gemmini): the hardware parameters a program is built for: the
 * defaults of spec §5, a JSON parameter file over them, and their checks. */
#include <errno.h>
#include <jansson.h>
#include <string.h>

#include "gemmini/gemmini.h"

void gemmini_params_default(GemminiParams *p) {
  *p = (GemminiParams){.dim = 16, .bank_num = 4, .bank_rows = 4096, .acc_rows = 1024,
                       .acc_banks = 2, .max_bytes = 64, .max_block_len = 4,
                       .max_block_len_acc = 1, .has_ws = true, .has_os = true,
                       .acc_read_full_width = true, .ex_write_to_spad = true,
                       .d_hardwired_garbage = false, .has_loop_ws = true, .source = "defaults"};
}

const char *gemmini_params_problem(const GemminiParams *p) {
  if (p->dim < 1 || p->dim > 256 || (p->dim & (p->dim - 1)))
    return "DIM must be a power of two in [1, 256]";
  if (p->bank_num < 1 || p->bank_rows < 1) return "BANK_NUM and BANK_ROWS must be positive";
  if (p->acc_rows < 1 || p->acc_banks < 1) return "ACC_ROWS and ACC_BANKS must be positive";
  if (gemmini_spad_rows(p) > (INT64_C(1) << 28))
    return "the scratchpad has more rows than a 29-bit local address can name";
  if (p->acc_rows > (INT64_C(1) << 26))
    return "the accumulator has more rows than MVOUT's 26-bit local address can name";
  /* One A and one B tile, in half the scratchpad (LOOP_WS double-buffers). */
  if (gemmini_spad_rows(p) < 4 * p->dim)
    return "the scratchpad is too small for one A and one B tile of DIM rows in each half "
           "(needs BANK_NUM*BANK_ROWS >= 4*DIM)";
  if (p->acc_rows < 2 * p->dim)
    return "the accumulator is too small for one DIM x DIM tile in each half (needs ACC_ROWS >= 2*DIM)";
  if (p->max_bytes < 1) return "MAX_BYTES must be positive";
  if (p->max_block_len < 1 || p->max_block_len_acc < 1)
    return "MAX_BLOCK_LEN and MAX_BLOCK_LEN_ACC must be at least 1";
  if (p->max_block_len * p->dim > 0xFFFF) return "MAX_BLOCK_LEN*DIM exceeds a 16-bit column count";
  if (!p->has_ws && !p->has_os) return "the array offers no dataflow";
  if (!p->has_ws) return "npucc's schedules need the weight-stationary dataflow (\"ws\" in dataflows)";
  if (!p->has_loop_ws) return "npucc's default schedule needs the LOOP_WS unit (has_loop_ws)";
  return NULL;
}

typedef struct Key {
  const char *name;
  int kind; /* 0 integer, 1 boolean, 2 dataflows, 3 type name */
  size_t off;
  const char *type_value; /* kind 3: the only value npucc builds for */
} Key;

#define INT_KEY(n, f) {n, 0, offsetof(GemminiParams, f), NULL}
#define BOOL_KEY(n, f) {n, 1, offsetof(GemminiParams, f), NULL}
static const Key keys[] = {
    INT_KEY("DIM", dim), INT_KEY("BANK_NUM", bank_num), INT_KEY("BANK_ROWS", bank_rows),
    INT_KEY("ACC_ROWS", acc_rows), INT_KEY("ACC_BANKS", acc_banks), INT_KEY("MAX_BYTES", max_bytes),
    INT_KEY("MAX_BLOCK_LEN", max_block_len), INT_KEY("MAX_BLOCK_LEN_ACC", max_block_len_acc),
    BOOL_KEY("acc_read_full_width", acc_read_full_width),
    BOOL_KEY("ex_write_to_spad", ex_write_to_spad),
    BOOL_KEY("d_hardwired_garbage", d_hardwired_garbage), BOOL_KEY("has_loop_ws", has_loop_ws),
    {"dataflows", 2, 0, NULL},
    {"elem_t", 3, 0, "int8"}, {"acc_t", 3, 0, "int32"},
    {"scale_t", 3, 0, "float"}, {"acc_scale_t", 3, 0, "float"},
};

static bool bad(Diag *d, const char *path, int line, int col, const char *fmt, const char *a,
                const char *b) {
  diag_error(d, ((Loc){path, line, col}), fmt, a, b);
  return false;
}

bool gemmini_params_load(GemminiParams *p, const char *path, Diag *d) {
  json_error_t je;
  json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
  if (!root) {
    if (je.line < 0)
      return bad(d, path, 0, 0, "gemmini: cannot read the target parameter file: %s%s", je.text, "");
    return bad(d, path, je.line, je.column, "gemmini: target parameters: %s%s", je.text, "");
  }
  bool ok = true;
  if (!json_is_object(root)) {
    ok = bad(d, path, 1, 1, "gemmini: target parameters must be a JSON object%s%s", "", "");
    goto out;
  }
  const char *k;
  json_t *v;
  json_object_foreach(root, k, v) {
    const Key *key = NULL;
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
      if (!strcmp(keys[i].name, k)) key = &keys[i];
    if (!key) {
      ok = bad(d, path, 0, 0, "gemmini: unknown target parameter \"%s\"%s (see docs/gemmini.md)", k, "");
      continue;
    }
    switch (key->kind) {
    case 0:
      if (!json_is_integer(v)) ok = bad(d, path, 0, 0, "gemmini: \"%s\" must be an integer%s", k, "");
      else *(int64_t *)((char *)p + key->off) = json_integer_value(v);
      break;
    case 1:
      if (!json_is_boolean(v)) ok = bad(d, path, 0, 0, "gemmini: \"%s\" must be true or false%s", k, "");
      else *(bool *)((char *)p + key->off) = json_is_true(v);
      break;
    case 2: {
      size_t i;
      json_t *e;
      p->has_ws = p->has_os = false;
      if (!json_is_array(v)) ok = bad(d, path, 0, 0, "gemmini: \"%s\" must be an array of \"ws\"/\"os\"%s", k, "");
      json_array_foreach(v, i, e) {
        const char *s = json_string_value(e);
        if (s && !strcmp(s, "ws")) p->has_ws = true;
        else if (s && !strcmp(s, "os")) p->has_os = true;
        else ok = bad(d, path, 0, 0, "gemmini: \"%s\": unknown dataflow %s (ws, os)", k, s ? s : "(not a string)");
      }
      break;
    }
    default: {
      const char *s = json_string_value(v);
      if (!s || strcmp(s, key->type_value))
        ok = bad(d, path, 0, 0, "gemmini: \"%s\" must be \"%s\": npucc's gemmini target builds for int8 "
                 "elements, int32 accumulators and binary32 scales", k, key->type_value);
      break;
    }
    }
  }
  if (ok) {
    const char *why = gemmini_params_problem(p);
    if (why) ok = bad(d, path, 0, 0, "gemmini: impossible target parameters: %s%s", why, "");
  }
  p->source = path;
out:
  json_decref(root);
  return ok;
}
