/* npy.c: .npy reading and writing (NumPy's format spec: magic, version,
 * little-endian header length, a Python dict literal, then the raw data). */
#include "npy.h"
#include "errmsg.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* descr -> dtype. bf16 and fp8 are not NumPy types: ml_dtypes arrays saved
 * with np.save carry the void descr of their width ('<V2', '<V1'; older
 * ml_dtypes wrote '<f1' for float8_e5m2), and a header written by hand with
 * str(dtype) carries the ml_dtypes name. */
static const struct {
  const char *descr;
  DType dt;
  bool raw;
} descrs[] = {
    {"<f4", DT_F32, false},     {"<f2", DT_F16, false},       {"|i1", DT_I8, false},
    {"<i1", DT_I8, false},      {"<i2", DT_I16, false},       {"<i4", DT_I32, false},
    {"<i8", DT_I64, false},     {"|b1", DT_I1, false},        {"<b1", DT_I1, false},
    {"<V2", DT_BF16, true},     {"|V2", DT_BF16, true},       {"<V1", DT_F8E4M3FN, true},
    {"|V1", DT_F8E4M3FN, true}, {"<f1", DT_F8E5M2, false},    {"bfloat16", DT_BF16, false},
    {"float8_e4m3fn", DT_F8E4M3FN, false}, {"float8_e5m2", DT_F8E5M2, false},
};

const char *npy_descr(DType dt) {
  switch (dt) {
  case DT_F32: return "<f4";
  case DT_F16: return "<f2";
  case DT_BF16: return "<V2";
  case DT_F8E4M3FN: case DT_F8E5M2: return "<V1";
  case DT_I1: return "|b1";
  case DT_I8: return "|i1";
  case DT_I16: return "<i2";
  case DT_I32: return "<i4";
  case DT_I64: case DT_INDEX: return "<i8";
  default: return NULL;
  }
}

/* The value after 'key': in the header dict, or NULL. */
static const char *dict_value(const char *h, const char *end, const char *key) {
  size_t k = strlen(key);
  for (const char *p = h; p + k + 2 < end; p++)
    if ((*p == '\'' || *p == '"') && !strncmp(p + 1, key, k) && p[k + 1] == *p) {
      p += k + 2;
      while (p < end && (*p == ' ' || *p == ':')) p++;
      return p;
    }
  return NULL;
}

bool npy_parse(const uint8_t *buf, size_t len, Npy *out, char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6)) return run_fail(err, errlen, "not a .npy file (bad magic)");
  int major = buf[6];
  size_t hlen, hoff;
  if (major == 1) hlen = (size_t)buf[8] | (size_t)buf[9] << 8, hoff = 10;
  else if (major == 2 || major == 3) {
    if (len < 12) return run_fail(err, errlen, "truncated .npy header");
    hlen = (size_t)buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24;
    hoff = 12;
  } else
    return run_fail(err, errlen, ".npy format version %d is not supported", major);
  if (hlen > len - hoff) return run_fail(err, errlen, "truncated .npy header");
  const char *h = (const char *)buf + hoff, *end = h + hlen;
  const char *d = dict_value(h, end, "descr");
  if (!d || (*d != '\'' && *d != '"')) return run_fail(err, errlen, "header has no 'descr' string");
  const char *de = memchr(d + 1, *d, (size_t)(end - d - 1));
  if (!de) return run_fail(err, errlen, "header 'descr' is not terminated");
  size_t dl = (size_t)(de - d - 1);
  int which = -1;
  for (size_t i = 0; i < sizeof descrs / sizeof *descrs; i++)
    if (strlen(descrs[i].descr) == dl && !memcmp(descrs[i].descr, d + 1, dl)) which = (int)i;
  if (which < 0)
    return run_fail(err, errlen, "dtype '%.*s' is not one npucc holds (f4 f2 i1 i2 i4 i8 b1, V2 = bf16, V1 = fp8)",
                (int)(dl < 40 ? dl : 40), d + 1);
  out->dtype = descrs[which].dt;
  out->raw = descrs[which].raw;
  const char *f = dict_value(h, end, "fortran_order");
  if (!f || (end - f >= 4 && !strncmp(f, "True", 4))) return run_fail(err, errlen, "Fortran-order arrays are not supported");
  const char *s = dict_value(h, end, "shape");
  if (!s || *s != '(') return run_fail(err, errlen, "header has no 'shape' tuple");
  int64_t numel = 1;
  for (s++; s < end && *s != ')';) {
    while (s < end && (*s == ' ' || *s == ',')) s++;
    if (s < end && *s == ')') break;
    if (s >= end || *s < '0' || *s > '9') return run_fail(err, errlen, "bad 'shape' in header");
    int64_t v = 0;
    while (s < end && *s >= '0' && *s <= '9') {
      if (v > (int64_t)1 << 40) return run_fail(err, errlen, "dimension too large");
      v = v * 10 + (*s++ - '0');
    }
    if (out->rank == NPUCC_MAX_RANK) return run_fail(err, errlen, "rank above %d", NPUCC_MAX_RANK);
    out->dims[out->rank++] = v;
    if (v && numel > NPUCC_MAX_TENSOR_BYTES / v) return run_fail(err, errlen, "array too large");
    numel *= v;
  }
  if (s >= end) return run_fail(err, errlen, "bad 'shape' in header");
  size_t need = (size_t)numel * dtype_size(out->dtype);
  if (len - hoff - hlen != need)
    return run_fail(err, errlen, "data is %zu bytes, shape and dtype say %zu", len - hoff - hlen, need);
  out->nbytes = need;
  out->data = xmalloc(need ? need : 1);
  memcpy(out->data, buf + hoff + hlen, need);
  return true;
}

bool npy_read(const char *path, Npy *out, char *err, size_t errlen) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text) {
    memset(out, 0, sizeof *out);
    return run_fail(err, errlen, "cannot read '%s': %s", path, strerror(errno));
  }
  char e[256];
  bool ok = npy_parse((const uint8_t *)text, len, out, e, sizeof e);
  free(text);
  return ok ? true : run_fail(err, errlen, "%s: %s", path, e);
}

bool npy_format(DType dt, int rank, const int64_t *dims, const void *data, StrBuf *out) {
  const char *descr = npy_descr(dt);
  if (!descr) return false;
  StrBuf h;
  sb_init(&h);
  sb_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
  int64_t numel = 1;
  for (int i = 0; i < rank; i++) {
    sb_printf(&h, "%lld%s", (long long)dims[i], rank == 1 ? "," : i + 1 < rank ? ", " : "");
    numel *= dims[i];
  }
  sb_puts(&h, "), }");
  /* pad with spaces so the data starts 64-byte aligned, header ends in \n */
  size_t total = 10 + h.len + 1;
  while (total % 64) sb_putc(&h, ' '), total++;
  sb_putc(&h, '\n');
  sb_putn(out, "\x93NUMPY\x01\x00", 8);
  sb_putc(out, (char)(h.len & 0xff));
  sb_putc(out, (char)(h.len >> 8));
  sb_putn(out, h.s, h.len);
  sb_putn(out, data, (size_t)numel * dtype_size(dt));
  sb_free(&h);
  return true;
}

void npy_free(Npy *n) {
  free(n->data);
  n->data = NULL;
}
