/* import.c: the only file that sees MLIR. Parses and verifies a module with
 * the MLIR C API and builds the Graph: entry functions, tensors, ops. */
#include "npucc/import.h"

#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/Dialect/Linalg.h>
#include <mlir-c/IR.h>
#include <mlir-c/RegisterEverything.h>
#include <limits.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host/host.h"
#include "npucc/iree_syntax.h"
#include "npucc/numeric.h"
#include "npucc/resources.h"
#include "npucc/textcheck.h"

/* ------------------------------------------------------------ value map */

/* MlirValue -> tensor id, open addressing on the value pointer. Negative
 * values below -1 encode "!hal.buffer_view argument n of the entry" as -(n+2). */
typedef struct ValMap {
  const void **keys;
  int *vals;
  size_t cap, n;
} ValMap;

static size_t hash_ptr(const void *p) {
  uintptr_t x = (uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

static void valmap_put(ValMap *m, const void *k, int v);

static void valmap_grow(ValMap *m) {
  ValMap old = *m;
  m->cap = old.cap ? old.cap * 2 : 64;
  m->n = 0;
  m->keys = xcalloc(m->cap, sizeof *m->keys); /* util's one out-of-memory policy */
  m->vals = xcalloc(m->cap, sizeof *m->vals);
  for (size_t i = 0; i < old.cap; i++)
    if (old.keys[i]) valmap_put(m, old.keys[i], old.vals[i]);
  free(old.keys);
  free(old.vals);
}

static void valmap_put(ValMap *m, const void *k, int v) {
  if (2 * (m->n + 1) > m->cap) valmap_grow(m);
  size_t i = hash_ptr(k) & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != k) i = (i + 1) & (m->cap - 1);
  if (!m->keys[i]) m->n++;
  m->keys[i] = k;
  m->vals[i] = v;
}

static bool valmap_get(const ValMap *m, const void *k, int *v) {
  if (!m->cap) return false;
  size_t i = hash_ptr(k) & (m->cap - 1);
  while (m->keys[i]) {
    if (m->keys[i] == k) {
      *v = m->vals[i];
      return true;
    }
    i = (i + 1) & (m->cap - 1);
  }
  return false;
}

static void valmap_free(ValMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------- importer */

typedef struct Importer {
  Graph *g;
  Diag *d;
  Arena *a;
  const char *text;
  size_t len;
  MlirContext ctx;
  MlirModule mod;
  MlirSymbolTable syms;
  Resources res;
  MlirAttribute it_reduction;
  StrMap globals; /* util.global symbol -> tensor id */
  Func *func;       /* entry being imported */
  int *arg_input;   /* entry arg index -> tensor id (-1: not a tensor) */
  int nargs;
  int depth;        /* call inlining depth */
  int ndispatch;    /* Flow dispatches imported so far (Op.iree_call) */
  struct Bindings *bind; /* inside a Flow dispatch body: its bindings */
  bool pretty_iree; /* parse failed on a custom-syntax op of an unregistered dialect */
  bool failed;      /* an op's import reported an error */
  bool initializer; /* importing a util.initializer body: it may store immutable globals */
  /* while importing an initializer: the module's graph and globals, whose
   * values earlier initializers already stored (the body sees those) */
  const Graph *outer;
  StrMap outer_globals;
  const char *last_file;
  const char *last_file_interned;
  /* The body being read grows here (heap, reused), then moves to the arena
   * at its exact size: growing it in the arena left 16 slots and their keys
   * behind for every op (~770 B an op, 77 MB at 100k ops). */
  ScalarInst *body_insts;
  const void **body_keys;
  int body_cap;
  /* dense_resource attribute -> its handle (an index into handles):
   * attributes are uniqued, so one print per distinct attribute suffices;
   * each print builds an AsmState (dialect-interface setup), and a model's
   * elided weights share a handful of attributes */
  ValMap resource_attrs;
  struct ResourceHandle *handles;
  int nhandles, cap_handles;
} Importer;

#define STR(s) mlirStringRefCreateFromCString(s)

static bool str_eq(MlirStringRef r, const char *s) {
  size_t n = strlen(s);
  return r.length == n && !memcmp(r.data, s, n);
}

static bool str_prefix(MlirStringRef r, const char *s) {
  size_t n = strlen(s);
  return r.length >= n && !memcmp(r.data, s, n);
}

static const char *intern_ref(Importer *im, MlirStringRef r) {
  return arena_strndup(im->a, r.data, r.length);
}

static void sb_callback(MlirStringRef s, void *ud) { sb_putn(ud, s.data, s.length); }

/* The file a location names: the input itself when MLIR says "-". */
static const char *loc_file(Importer *im, MlirStringRef name) {
  if (str_eq(name, "-") || name.length == 0) return im->g->file;
  if (im->last_file && str_eq(name, im->last_file)) return im->last_file_interned;
  im->last_file_interned = intern_ref(im, name);
  im->last_file = im->last_file_interned;
  return im->last_file_interned;
}

static bool conv_loc_rec(Importer *im, MlirLocation l, Loc *out, int depth) {
  if (depth > 8) return false;
  /* Name and call-site chains are followed without recursion: a file may
   * nest them arbitrarily deep. */
  for (int steps = 0; steps < 100000; steps++) {
    if (mlirLocationIsAName(l)) l = mlirLocationNameGetChildLoc(l);
    else if (mlirLocationIsACallSite(l)) l = mlirLocationCallSiteGetCallee(l);
    else break;
  }
  if (mlirLocationIsAFileLineColRange(l)) {
    unsigned line = mlirLocationFileLineColRangeGetStartLine(l);
    unsigned col = mlirLocationFileLineColRangeGetStartColumn(l);
    out->file = loc_file(im, mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(l)));
    out->line = line;
    out->col = col;
    return true;
  }
  if (mlirLocationIsAFused(l)) {
    intptr_t n = mlirLocationFusedGetNumLocations(l);
    if (n <= 0 || n > 64) return false;
    MlirLocation locs[64];
    mlirLocationFusedGetLocations(l, locs);
    for (intptr_t i = 0; i < n; i++)
      if (conv_loc_rec(im, locs[i], out, depth + 1)) return true;
  }
  return false;
}

static Loc conv_loc(Importer *im, MlirLocation l) {
  Loc out = {im->g->file, 0, 0};
  conv_loc_rec(im, l, &out, 0);
  return out;
}

static Loc op_loc(Importer *im, MlirOperation op) { return conv_loc(im, mlirOperationGetLocation(op)); }

/* Inherent attributes of unregistered ops live in their properties; both
 * lookups are needed because generic files may put them in either place. */
static MlirAttribute get_attr(MlirOperation op, const char *name) {
  MlirAttribute a = mlirOperationGetInherentAttributeByName(op, STR(name));
  if (mlirAttributeIsNull(a)) a = mlirOperationGetDiscardableAttributeByName(op, STR(name));
  return a;
}

/* The one gate before an op's operands or results are read: MLIR verifies
 * none of the ops of unregistered dialects (hal, util, flow, iree_*), so no
 * op is trusted to have the arity its name promises. Reports and returns
 * false when `op` has fewer than `nopnd` operands or `nres` results. */
static bool need_arity(Importer *im, MlirOperation op, Loc loc, intptr_t nopnd, intptr_t nres) {
  intptr_t ko = mlirOperationGetNumOperands(op), kr = mlirOperationGetNumResults(op);
  if (ko >= nopnd && kr >= nres) return true;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  bool opnds = ko < nopnd;
  intptr_t want = opnds ? nopnd : nres, have = opnds ? ko : kr;
  diag_error(im->d, loc, "'%.*s' needs at least %ld %s%s but has %ld", (int)n.length, n.data,
             (long)want, opnds ? "operand" : "result", want == 1 ? "" : "s", (long)have);
  im->failed = true;
  return false;
}

/* An attribute as MLIR prints it (NULL for none). */
static const char *attr_text(Importer *im, MlirAttribute a) {
  if (mlirAttributeIsNull(a)) return NULL;
  StrBuf b;
  sb_init(&b);
  mlirAttributePrint(a, sb_callback, &b);
  const char *s = arena_strdup(im->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

/* A type as MLIR prints it, for messages. */
static const char *type_str(Importer *im, MlirType t) {
  StrBuf b;
  sb_init(&b);
  mlirTypePrint(t, sb_callback, &b);
  const char *s = arena_strdup(im->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

/* A type-valued attribute (`type = tensor<...>`), null when absent or of
 * another kind. */
static MlirType attr_type(MlirOperation op, const char *name) {
  MlirAttribute a = get_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAType(a)) return (MlirType){NULL};
  return mlirTypeAttrGetValue(a);
}

static bool attr_int(MlirOperation op, const char *name, int64_t *v) {
  MlirAttribute a = get_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return false;
  *v = mlirIntegerAttrGetValueInt(a);
  return true;
}

static bool attr_i64_array(MlirOperation op, const char *name, int64_t *v, int max, int *n) {
  MlirAttribute a = get_attr(op, name);
  if (mlirAttributeIsNull(a)) return false;
  if (mlirAttributeIsADenseI64Array(a)) {
    intptr_t k = mlirDenseArrayGetNumElements(a);
    if (k > max) return false;
    for (intptr_t i = 0; i < k; i++) v[i] = mlirDenseI64ArrayGetElement(a, i);
    *n = (int)k;
    return true;
  }
  if (mlirAttributeIsAArray(a)) {
    intptr_t k = mlirArrayAttrGetNumElements(a);
    if (k > max) return false;
    for (intptr_t i = 0; i < k; i++) {
      MlirAttribute e = mlirArrayAttrGetElement(a, i);
      if (!mlirAttributeIsAInteger(e)) return false;
      v[i] = mlirIntegerAttrGetValueInt(e);
    }
    *n = (int)k;
    return true;
  }
  return false;
}

/* ---------------------------------------------------------------- types */

static DType conv_elem(MlirType t) {
  if (mlirTypeIsAF32(t)) return DT_F32;
  if (mlirTypeIsAF16(t)) return DT_F16;
  if (mlirTypeIsABF16(t)) return DT_BF16;
  if (mlirTypeIsAFloat8E4M3FN(t)) return DT_F8E4M3FN;
  if (mlirTypeIsAFloat8E5M2(t)) return DT_F8E5M2;
  if (mlirTypeIsAIndex(t)) return DT_INDEX;
  if (mlirTypeIsAInteger(t)) {
    if (mlirIntegerTypeIsUnsigned(t)) return DT_UNKNOWN;
    switch (mlirIntegerTypeGetWidth(t)) {
    case 1: return DT_I1;
    case 8: return DT_I8;
    case 16: return DT_I16;
    case 32: return DT_I32;
    case 64: return DT_I64;
    default: return DT_UNKNOWN;
    }
  }
  return DT_UNKNOWN;
}

static bool is_scalar_type(MlirType t) { return conv_elem(t) != DT_UNKNOWN; }

typedef struct Shape {
  DType dt;
  int rank;
  int64_t dims[NPUCC_MAX_RANK];
} Shape;

/* A ranked tensor or a scalar (rank 0). False for anything else. */
static bool conv_shape(Importer *im, MlirType t, Shape *s, Loc loc) {
  memset(s, 0, sizeof *s);
  if (mlirTypeIsARankedTensor(t)) {
    int64_t rank = mlirShapedTypeGetRank(t);
    if (rank > NPUCC_MAX_RANK) {
      diag_error(im->d, loc, "tensor of rank %lld exceeds npucc's limit of %d", (long long)rank,
                 NPUCC_MAX_RANK);
      return false;
    }
    s->rank = (int)rank;
    for (int i = 0; i < s->rank; i++)
      s->dims[i] = mlirShapedTypeIsDynamicDim(t, i) ? NPUCC_DYN : mlirShapedTypeGetDimSize(t, i);
    s->dt = conv_elem(mlirShapedTypeGetElementType(t));
    /* Every size npucc computes from a shape stays far from int64 overflow. */
    double bytes = (double)(dtype_size(s->dt) ? dtype_size(s->dt) : 1);
    for (int i = 0; i < s->rank; i++)
      if (s->dims[i] != NPUCC_DYN) bytes *= (double)s->dims[i];
    if (bytes > (double)NPUCC_MAX_TENSOR_BYTES) {
      diag_error(im->d, loc, "tensor of %.3g bytes exceeds npucc's limit of 2^48 bytes", bytes);
      return false;
    }
    return true;
  }
  if (is_scalar_type(t)) {
    s->dt = conv_elem(t);
    return true;
  }
  return false;
}

static bool is_tensor_type(MlirType t) { return mlirTypeIsARankedTensor(t); }

static Tensor *new_tensor(Importer *im, const Shape *s, Loc loc) {
  return graph_add_tensor(im->g, s->dt, s->rank, s->dims, loc);
}

/* ------------------------------------------------------------ constants */

/* Constants are materialized (weights files, fp8 tiles): a splat of 2^46
 * elements is a valid type but not a buildable program. */
#define NPUCC_MAX_CONST_BYTES (1ll << 32)

/* The value attribute must describe exactly the tensor it fills: every read
 * below copies numel * element-size bytes out of the attribute's storage.
 * `what` names the value in messages ("initial value of @w"). */
static bool const_matches(Importer *im, MlirAttribute attr, const Tensor *t, const char *what,
                          Loc loc) {
  MlirType at = mlirAttributeGetType(attr);
  int64_t numel = tensor_numel(t);
  bool elements = mlirAttributeIsADenseElements(attr) || mlirAttributeIsADenseResourceElements(attr);
  if (elements) {
    if (!mlirTypeIsAShaped(at) || !mlirShapedTypeHasStaticShape(at)) {
      diag_error(im->d, loc, "%s is not of a static shape", what);
      return false;
    }
    MlirType et = mlirShapedTypeGetElementType(at);
    if (conv_elem(et) != t->dtype) {
      diag_error(im->d, loc, "%s has element type %s but the %s holds %s", what, type_str(im, et),
                 t->name ? "global" : "constant", dtype_name(t->dtype));
      return false;
    }
    int64_t an = 1;
    for (intptr_t i = 0; i < mlirShapedTypeGetRank(at); i++)
      if (__builtin_mul_overflow(an, mlirShapedTypeGetDimSize(at, i), &an)) {
        an = -1;
        break;
      }
    if (an != numel) {
      diag_error(im->d, loc, "%s has %lld elements but the %s holds %lld", what, (long long)an,
                 t->name ? "global" : "constant", (long long)numel);
      return false;
    }
    if ((int64_t)dtype_size(t->dtype) * numel > NPUCC_MAX_CONST_BYTES) {
      diag_error(im->d, loc, "%s has %lld elements; npucc's limit for a constant is 2^32 bytes",
                 what, (long long)numel);
      return false;
    }
    return true;
  }
  if (mlirAttributeIsAFloat(attr) || mlirAttributeIsAInteger(attr)) {
    if (numel != 1) {
      diag_error(im->d, loc, "%s is a scalar but the %s holds %lld elements", what,
                 t->name ? "global" : "constant", (long long)numel);
      return false;
    }
    if (conv_elem(at) != t->dtype) {
      diag_error(im->d, loc, "%s is %s but the %s holds %s", what, type_str(im, at),
                 t->name ? "global" : "constant", dtype_name(t->dtype));
      return false;
    }
  }
  return true;
}

typedef struct ResourceHandle {
  const char *name;   /* NULL: not found in the attribute's text */
  const char *source; /* "dense_resource<NAME>" */
} ResourceHandle;

/* The handle a dense_resource attribute names. No C API returns it: the
 * attribute is printed and read, once per distinct attribute. */
static const ResourceHandle *resource_handle(Importer *im, MlirAttribute attr) {
  int k;
  if (valmap_get(&im->resource_attrs, attr.ptr, &k)) return &im->handles[k];
  StrBuf b;
  sb_init(&b);
  mlirAttributePrint(attr, sb_callback, &b);
  const char *s = sb_cstr(&b), *open = strstr(s, "dense_resource<");
  const char *name_start = open ? open + 15 : NULL;
  const char *close = name_start ? strchr(name_start, '>') : NULL;
  ResourceHandle h = {NULL, NULL};
  if (close) {
    h.name = arena_strndup(im->a, name_start, (size_t)(close - name_start));
    h.source = arena_printf(im->a, "dense_resource<%s>", h.name);
  }
  sb_free(&b);
  if (im->nhandles == im->cap_handles) {
    im->cap_handles = im->cap_handles ? 2 * im->cap_handles : 16;
    im->handles = xrealloc(im->handles, sizeof *im->handles * (size_t)im->cap_handles);
  }
  im->handles[im->nhandles] = h;
  valmap_put(&im->resource_attrs, attr.ptr, im->nhandles);
  return &im->handles[im->nhandles++];
}

/* Fill a tensor's constant contents from a dense / dense_resource / scalar
 * attribute. Returns false (with a diagnostic) only for inconsistent data. */
static bool const_from_attr(Importer *im, MlirAttribute attr, Tensor *t, const char *what, Loc loc) {
  size_t es = dtype_size(t->dtype);
  int64_t numel = tensor_numel(t);
  t->role = ROLE_WEIGHT;
  if (t->dtype == DT_UNKNOWN || numel < 0) {
    t->cst = CONST_UNKNOWN;
    t->cst_source = "unsupported element type or shape";
    return true;
  }
  if (!const_matches(im, attr, t, what, loc)) return false;
  if (mlirAttributeIsAFloat(attr) || mlirAttributeIsAInteger(attr)) {
    uint8_t *p = arena_alloc(im->a, 8);
    if (mlirAttributeIsAFloat(attr)) {
      double v = mlirFloatAttrGetValueDouble(attr);
      t->cst = CONST_DENSE;
      /* Store in the tensor's own format so every reader sees one encoding. */
      switch (t->dtype) {
      case DT_F32: { float f = (float)v; memcpy(p, &f, 4); break; }
      case DT_BF16: { uint16_t h = num_bf16_from_f32((float)v); memcpy(p, &h, 2); break; }
      case DT_F16: { uint16_t h = num_f16_from_f32((float)v); memcpy(p, &h, 2); break; }
      case DT_F8E4M3FN: p[0] = num_fp8e4m3_from_f32((float)v); break;
      case DT_F8E5M2: p[0] = num_fp8e5m2_from_f32((float)v); break;
      default: t->cst = CONST_UNKNOWN; break;
      }
    } else {
      int64_t v = mlirIntegerAttrGetValueInt(attr);
      if (t->dtype == DT_I1) v &= 1;
      memcpy(p, &v, es); /* little-endian host: the low bytes */
      t->cst = CONST_DENSE;
    }
    t->bytes = p;
    t->nbytes = es;
    t->cst_source = "scalar";
    return true;
  }
  if (mlirAttributeIsADenseElements(attr)) {
    t->cst_source = "dense";
    if (mlirDenseElementsAttrIsSplat(attr)) {
      uint8_t *p = arena_alloc(im->a, es);
      if (t->dtype == DT_I1) p[0] = mlirDenseElementsAttrGetBoolSplatValue(attr) ? 1 : 0;
      else memcpy(p, mlirDenseElementsAttrGetRawData(attr), es);
      t->cst = CONST_SPLAT;
      t->bytes = p;
      t->nbytes = es;
      return true;
    }
    size_t n = (size_t)numel * es;
    uint8_t *p = arena_alloc(im->a, n ? n : 1);
    if (t->dtype == DT_I1) {
      for (int64_t i = 0; i < numel; i++) p[i] = mlirDenseElementsAttrGetBoolValue(attr, i);
    } else {
      memcpy(p, mlirDenseElementsAttrGetRawData(attr), n);
    }
    t->cst = CONST_DENSE;
    t->bytes = p;
    t->nbytes = n;
    return true;
  }
  if (mlirAttributeIsADenseResourceElements(attr)) {
    const ResourceHandle *h = resource_handle(im, attr);
    if (!h->name) {
      t->cst = CONST_UNKNOWN;
      t->cst_source = "dense_resource";
      return true;
    }
    const char *name = h->name;
    t->cst_source = h->source;
    const ResourceBlob *blob = strcmp(name, "__elided__") ? resources_find(&im->res, name) : NULL;
    if (!blob) {
      t->cst = CONST_UNKNOWN;
      if (strcmp(name, "__elided__"))
        diag_warning(im->d, loc, "blob '%s' is not in the file's dialect_resources: contents unknown",
                     name);
      return true;
    }
    const uint8_t *data;
    size_t n;
    uint32_t align;
    if (!resource_decode(blob, im->a, &data, &n, &align)) {
      diag_error(im->d, loc, "blob '%s' is not valid hex with a 4-byte alignment header", name);
      return false;
    }
    if (n != (size_t)numel * es) {
      diag_error(im->d, loc, "blob '%s' holds %zu bytes but its type needs %lld", name, n,
                 (long long)numel * (long long)es);
      return false;
    }
    t->cst = CONST_DENSE;
    t->bytes = data;
    t->nbytes = n;
    return true;
  }
  t->cst = CONST_UNKNOWN;
  t->cst_source = "unsupported attribute";
  return true;
}

/* ---------------------------------------------------------------- values */

typedef struct Scope {
  ValMap vals;
} Scope;

static int global_tensor(Importer *im, const char *sym, MlirType load_ty, const char *what, Loc loc);

/* The tensor behind an SSA value, creating constants on first use. -1 when
 * the value is something npucc does not model. */
static int value_tensor(Importer *im, Scope *sc, MlirValue v) {
  int id;
  if (valmap_get(&sc->vals, v.ptr, &id)) return id;
  if (!mlirValueIsAOpResult(v)) return -1;
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirStringRef defname = mlirIdentifierStr(mlirOperationGetName(def));
  if (!str_eq(defname, "arith.constant") && !str_eq(defname, "flow.tensor.constant")) return -1;
  Loc loc = op_loc(im, def);
  Shape s;
  if (!conv_shape(im, mlirValueGetType(v), &s, loc)) return -1;
  Tensor *t = new_tensor(im, &s, loc);
  t->is_scalar_value = !is_tensor_type(mlirValueGetType(v));
  if (!const_from_attr(im, get_attr(def, "value"), t, "the value of arith.constant", loc)) {
    im->failed = true;
    return -1;
  }
  valmap_put(&sc->vals, v.ptr, t->id);
  return t->id;
}

/* The tensor of global @sym that `what` (util.global.load / .store) reads or
 * writes, typed `load_ty`. */
static int global_tensor(Importer *im, const char *sym, MlirType load_ty, const char *what, Loc loc) {
  MlirOperation gop = mlirSymbolTableLookup(im->syms, mlirStringRefCreate(sym, strlen(sym)));
  if (mlirOperationIsNull(gop)) {
    diag_error(im->d, loc, "%s of unknown global @%s", what, sym);
    return -1;
  }
  if (!str_eq(mlirIdentifierStr(mlirOperationGetName(gop)), "util.global")) {
    diag_error(im->d, loc, "%s of @%s, which is not a util.global", what, sym);
    return -1;
  }
  Loc gloc = op_loc(im, gop);
  MlirType ty = attr_type(gop, "type");
  if (mlirTypeIsNull(ty)) {
    diag_error(im->d, gloc, "util.global @%s has no type", sym);
    return -1;
  }
  if (!mlirTypeEqual(ty, load_ty)) {
    diag_error(im->d, loc, "%s of @%s as %s but the global is %s", what, sym,
               type_str(im, load_ty), type_str(im, ty));
    return -1;
  }
  int id;
  if (strmap_get(&im->globals, sym, &id)) return id;
  Shape s;
  if (!conv_shape(im, ty, &s, gloc)) return -1;
  Tensor *t = new_tensor(im, &s, gloc);
  t->name = arena_strdup(im->a, sym);
  MlirAttribute init = get_attr(gop, "initial_value");
  int prev;
  const Tensor *pt = NULL;
  if (im->initializer && im->outer && strmap_get(&im->outer_globals, sym, &prev))
    pt = &im->outer->tensors[prev];
  if (pt && pt->cst == CONST_DENSE && pt->bytes && pt->nbytes == tensor_bytes(t)) {
    /* an initializer runs after the ones before it: it reads what they
     * stored (or the initial value the module's graph already holds) */
    t->role = ROLE_WEIGHT;
    t->cst = CONST_DENSE;
    t->bytes = pt->bytes;
    t->nbytes = pt->nbytes;
    t->cst_source = pt->cst_source;
  } else if (mlirAttributeIsNull(init)) {
    t->role = ROLE_WEIGHT;
    t->cst = CONST_UNKNOWN;
    t->cst_source = arena_printf(im->a, "util.global @%s (no initial value)", sym);
  } else if (!const_from_attr(im, init, t, arena_printf(im->a, "initial value of @%s", sym), gloc)) {
    im->failed = true;
    return -1;
  }
  strmap_put(im->a, &im->globals, t->name, t->id);
  return t->id;
}

/* ----------------------------------------------------------------- maps */

/* Add scale * e to x; false when e is not an affine expression npucc reads:
 * symbols, a coefficient that overflows, a divisor that is not a positive
 * constant, a division inside a division or a second division. One
 * floordiv/ceildiv/mod term goes to x's div fields (icoef/icst, times mul). */
static bool linear_expr(MlirAffineExpr e, int64_t scale, int ndims, AffineExpr *x, bool in_div, int depth) {
  if (depth > 64) return false;
  int64_t *coef = in_div ? x->icoef : x->coef, *cst = in_div ? &x->icst : &x->cst;
  if (mlirAffineExprIsADim(e)) {
    intptr_t d = mlirAffineDimExprGetPosition(e);
    return d >= 0 && d < ndims && !__builtin_add_overflow(coef[d], scale, &coef[d]);
  }
  if (mlirAffineExprIsAConstant(e)) {
    int64_t v;
    return !__builtin_mul_overflow(mlirAffineConstantExprGetValue(e), scale, &v) &&
           !__builtin_add_overflow(*cst, v, cst);
  }
  if (mlirAffineExprIsAAdd(e))
    return linear_expr(mlirAffineBinaryOpExprGetLHS(e), scale, ndims, x, in_div, depth + 1) &&
           linear_expr(mlirAffineBinaryOpExprGetRHS(e), scale, ndims, x, in_div, depth + 1);
  if (mlirAffineExprIsAMul(e)) {
    MlirAffineExpr l = mlirAffineBinaryOpExprGetLHS(e), r = mlirAffineBinaryOpExprGetRHS(e);
    if (mlirAffineExprIsAConstant(l)) {
      MlirAffineExpr t = l;
      l = r;
      r = t;
    }
    int64_t k;
    return mlirAffineExprIsAConstant(r) &&
           !__builtin_mul_overflow(mlirAffineConstantExprGetValue(r), scale, &k) &&
           linear_expr(l, k, ndims, x, in_div, depth + 1);
  }
  AffineDiv kind = mlirAffineExprIsAFloorDiv(e) ? AFF_FLOORDIV : mlirAffineExprIsACeilDiv(e) ? AFF_CEILDIV
                   : mlirAffineExprIsAMod(e)    ? AFF_MOD
                                                : AFF_NONE;
  if (kind == AFF_NONE || in_div || x->div_kind != AFF_NONE) return false;
  MlirAffineExpr r = mlirAffineBinaryOpExprGetRHS(e);
  if (!mlirAffineExprIsAConstant(r) || mlirAffineConstantExprGetValue(r) <= 0) return false;
  x->div_kind = kind;
  x->div = mlirAffineConstantExprGetValue(r);
  x->mul = scale;
  return linear_expr(mlirAffineBinaryOpExprGetLHS(e), 1, ndims, x, true, depth + 1);
}

/* Plain dims and 0 stay in res[]; any other linear result (a convolution
 * window d1 + d4, a stride 2*d1, a constant) becomes a MAP_EXPR. */
static bool conv_map(Arena *a, MlirAffineMap m, AffineMap *out) {
  intptr_t nres = mlirAffineMapGetNumResults(m);
  if (nres > NPUCC_MAX_RANK || mlirAffineMapGetNumSymbols(m) != 0) return false;
  out->ndims = (int)mlirAffineMapGetNumDims(m);
  out->nres = (int)nres;
  out->expr = NULL;
  if (out->ndims > NPUCC_MAX_LOOPS) return false;
  for (intptr_t i = 0; i < nres; i++) {
    MlirAffineExpr e = mlirAffineMapGetResult(m, i);
    if (mlirAffineExprIsADim(e)) out->res[i] = (int8_t)mlirAffineDimExprGetPosition(e);
    else if (mlirAffineExprIsAConstant(e) && mlirAffineConstantExprGetValue(e) == 0)
      out->res[i] = MAP_CONST0;
    else {
      if (!out->expr) out->expr = arena_alloc(a, sizeof(AffineExpr) * NPUCC_MAX_RANK);
      AffineExpr *x = (AffineExpr *)&out->expr[i];
      memset(x, 0, sizeof *x);
      if (!linear_expr(e, 1, out->ndims, x, false, 0)) return false;
      out->res[i] = MAP_EXPR;
    }
  }
  return true;
}

static bool conv_maps(Arena *a, MlirAttribute arr, AffineMap *maps, int max, int *n) {
  if (mlirAttributeIsNull(arr) || !mlirAttributeIsAArray(arr)) return false;
  intptr_t k = mlirArrayAttrGetNumElements(arr);
  if (k > max) return false;
  for (intptr_t i = 0; i < k; i++) {
    MlirAttribute e = mlirArrayAttrGetElement(arr, i);
    if (!mlirAttributeIsAAffineMap(e) || !conv_map(a, mlirAffineMapAttrGetValue(e), &maps[i]))
      return false;
  }
  *n = (int)k;
  return true;
}

/* --------------------------------------------------------------- bodies */

/* Tensors a body reads with tensor.extract (gathers): the op takes each as
 * an extra input; SC_EXTRACT's ival numbers them here until then. */
typedef struct Captures {
  int t[NPUCC_MAX_OPERANDS];
  int n;
} Captures;

typedef struct BodyBuilder {
  Importer *im;
  Body *b;          /* its insts are im->body_insts until import_body ends */
  /* MlirValue of each instruction's result: im->body_keys[0..b->ninsts) */
  Scope *sc;         /* resolves the tensors of tensor.extract */
  Captures *caps;    /* NULL: the region may not gather */
} BodyBuilder;

static int body_emit(BodyBuilder *bb, const void *key, ScalarInst in) {
  Body *b = bb->b;
  Importer *im = bb->im;
  if (b->ninsts == im->body_cap) {
    im->body_cap = im->body_cap ? 2 * im->body_cap : 64;
    im->body_insts = xrealloc(im->body_insts, sizeof *im->body_insts * (size_t)im->body_cap);
    im->body_keys = xrealloc(im->body_keys, sizeof *im->body_keys * (size_t)im->body_cap);
  }
  b->insts = im->body_insts;
  b->insts[b->ninsts] = in;
  im->body_keys[b->ninsts] = key;
  return b->ninsts++;
}

static ScalarOpcode opcode_by_name(MlirStringRef name) {
  for (int op = SC_CONST; op < SC_YIELD; op++)
    if (str_eq(name, scalar_opcode_name((ScalarOpcode)op))) return (ScalarOpcode)op;
  if (str_eq(name, "tensor.extract")) return SC_EXTRACT;
  if (str_eq(name, "linalg.yield") || str_eq(name, "iree_linalg_ext.yield") ||
      str_eq(name, "tensor.yield"))
    return SC_YIELD;
  return SC_COUNT;
}

/* The capture number of tensor t, a new one on first use; -1 when full. */
static int capture(BodyBuilder *bb, int t, const char **why) {
  int c = 0;
  while (c < bb->caps->n && bb->caps->t[c] != t) c++;
  if (c == bb->caps->n) {
    if (c == NPUCC_MAX_OPERANDS) {
      *why = "a body that reads too many tensors from outside";
      return -1;
    }
    bb->caps->t[bb->caps->n++] = t;
  }
  return c;
}

/* The instruction that computes `v`; values captured from outside the
 * region are accepted when they are arith.constant scalars, and other
 * scalars when the region may gather (see below). */
static int body_value(BodyBuilder *bb, MlirValue v, const char **why) {
  for (int i = bb->b->ninsts - 1; i >= 0; i--)
    if (bb->im->body_keys[i] == v.ptr) return i;
  if (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    if (str_eq(mlirIdentifierStr(mlirOperationGetName(def)), "arith.constant")) {
      MlirAttribute a = get_attr(def, "value");
      DType dt = conv_elem(mlirValueGetType(v));
      ScalarInst in = {.op = SC_CONST, .type = dt, .a = -1, .b = -1, .c = -1};
      if (mlirAttributeIsAFloat(a)) in.fval = mlirFloatAttrGetValueDouble(a);
      else if (mlirAttributeIsAInteger(a)) in.ival = mlirIntegerAttrGetValueInt(a);
      else {
        *why = "a captured constant that is not a scalar";
        return -1;
      }
      if (dt == DT_UNKNOWN) {
        *why = "a constant of an unsupported type";
        return -1;
      }
      return body_emit(bb, v.ptr, in);
    }
  }
  /* Any other scalar from outside (an entry argument, a tensor.extract):
   * read as a gather from that rank-0 tensor. */
  int t = bb->caps && !is_tensor_type(mlirValueGetType(v)) ? value_tensor(bb->im, bb->sc, v) : -1;
  if (t >= 0 && bb->im->g->tensors[t].rank == 0) {
    int c = capture(bb, t, why);
    if (c < 0) return -1;
    return body_emit(bb, v.ptr, (ScalarInst){.op = SC_EXTRACT, .type = bb->im->g->tensors[t].dtype, .a = -1,
                                             .b = -1, .c = -1, .pred = -1, .ival = c});
  }
  *why = "a value defined outside the region that is not a constant";
  return -1;
}

/* tensor.extract %t[%i, ..] in a body: a gather from the captured tensor %t. */
static bool body_extract(BodyBuilder *bb, MlirOperation o, ScalarInst *in, const char **why) {
  Importer *im = bb->im;
  intptr_t nops = mlirOperationGetNumOperands(o);
  int t = bb->caps && nops >= 1 ? value_tensor(im, bb->sc, mlirOperationGetOperand(o, 0)) : -1;
  if (t < 0) {
    *why = bb->caps ? "tensor.extract from a tensor npucc cannot trace" : "tensor.extract in this region";
    return false;
  }
  if (nops - 1 > 4 || nops - 1 != im->g->tensors[t].rank) {
    *why = arena_printf(im->a, "tensor.extract from a rank-%d tensor in a body (npucc gathers up to rank 4)",
                        im->g->tensors[t].rank);
    return false;
  }
  if (!tensor_is_static(&im->g->tensors[t])) {
    *why = "tensor.extract from a tensor of dynamic shape";
    return false;
  }
  int c = capture(bb, t, why);
  if (c < 0) return false;
  in->ival = c;
  in->pred = -1;
  int *slots[4] = {&in->a, &in->b, &in->c, &in->pred};
  for (intptr_t i = 1; i < nops; i++) {
    int v = body_value(bb, mlirOperationGetOperand(o, i), why);
    if (v < 0) return false;
    *slots[i - 1] = v;
  }
  return true;
}

/* index_args: the block arguments are the iteration indices (tensor.generate). */
static bool read_body(Importer *im, Scope *sc, MlirOperation op, Body *b, Captures *caps,
                      bool index_args, const char **why) {
  if (mlirOperationGetNumRegions(op) < 1) {
    *why = "no body region";
    return false;
  }
  MlirBlock blk = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(blk)) {
    *why = "empty body region";
    return false;
  }
  BodyBuilder bb = {.im = im, .b = b, .sc = sc, .caps = caps};
  intptr_t nargs = mlirBlockGetNumArguments(blk);
  if (nargs > NPUCC_MAX_OPERANDS) {
    *why = "too many block arguments";
    return false;
  }
  b->nargs = (int)nargs;
  for (intptr_t i = 0; i < nargs; i++) {
    MlirValue arg = mlirBlockGetArgument(blk, i);
    DType dt = conv_elem(mlirValueGetType(arg));
    if (dt == DT_UNKNOWN) {
      *why = "a block argument of an unsupported type";
      return false;
    }
    b->argtype[i] = dt;
    body_emit(&bb, arg.ptr, (ScalarInst){.op = index_args ? SC_INDEX : SC_ARG, .type = dt, .a = (int)i, .b = -1, .c = -1});
  }
  bool yielded = false;
  for (MlirOperation o = mlirBlockGetFirstOperation(blk); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(o));
    ScalarOpcode opc = opcode_by_name(name);
    if (opc == SC_COUNT) {
      *why = arena_printf(im->a, "body op '%.*s' is not supported", (int)name.length, name.data);
      return false;
    }
    intptr_t nops = mlirOperationGetNumOperands(o);
    if (opc == SC_YIELD) {
      if (nops > NPUCC_MAX_OPERANDS) {
        *why = "too many yielded values";
        return false;
      }
      for (intptr_t i = 0; i < nops; i++) {
        int v = body_value(&bb, mlirOperationGetOperand(o, i), why);
        if (v < 0) return false;
        b->yield[i] = v;
      }
      b->nyield = (int)nops;
      body_emit(&bb, NULL, (ScalarInst){.op = SC_YIELD, .type = DT_UNKNOWN, .a = -1, .b = -1, .c = -1});
      yielded = true;
      break;
    }
    if (mlirOperationGetNumResults(o) != 1 || nops > (opc == SC_EXTRACT ? 5 : 3)) {
      *why = arena_printf(im->a, "body op '%.*s' has an unexpected form", (int)name.length,
                          name.data);
      return false;
    }
    MlirValue res = mlirOperationGetResult(o, 0);
    ScalarInst in = {.op = opc, .type = conv_elem(mlirValueGetType(res)), .a = -1, .b = -1, .c = -1};
    if (in.type == DT_UNKNOWN) {
      *why = arena_printf(im->a, "body op '%.*s' has an unsupported result type", (int)name.length,
                          name.data);
      return false;
    }
    if (opc == SC_EXTRACT) {
      if (!body_extract(&bb, o, &in, why)) return false;
    } else if (opc == SC_CONST) {
      MlirAttribute a = get_attr(o, "value");
      if (mlirAttributeIsAFloat(a)) in.fval = mlirFloatAttrGetValueDouble(a);
      else if (mlirAttributeIsAInteger(a)) in.ival = mlirIntegerAttrGetValueInt(a);
      else {
        *why = "a body constant that is not a scalar";
        return false;
      }
    } else if (opc == SC_INDEX) {
      int64_t dim;
      if (!attr_int(o, "dim", &dim)) {
        *why = "linalg.index without a dim";
        return false;
      }
      in.a = (int)dim;
    } else {
      int *slots[3] = {&in.a, &in.b, &in.c};
      for (intptr_t i = 0; i < nops; i++) {
        int v = body_value(&bb, mlirOperationGetOperand(o, i), why);
        if (v < 0) return false;
        *slots[i] = v;
      }
      if (opc == SC_CMPF || opc == SC_CMPI) {
        int64_t pred;
        if (!attr_int(o, "predicate", &pred)) {
          *why = "a compare without a predicate";
          return false;
        }
        in.pred = (int)pred;
      }
    }
    body_emit(&bb, res.ptr, in);
  }
  if (!yielded) {
    *why = "a body without a terminator";
    return false;
  }
  return true;
}

/* The region of op as a Body; on failure the instructions read so far stay
 * in it as well (why says what stopped the reading). */
static bool import_body(Importer *im, Scope *sc, MlirOperation op, Body *b, Captures *caps,
                        bool index_args, const char **why) {
  memset(b, 0, sizeof *b);
  bool ok = read_body(im, sc, op, b, caps, index_args, why);
  if (b->ninsts) {
    b->insts = arena_alloc(im->a, sizeof *b->insts * (size_t)b->ninsts);
    memcpy(b->insts, im->body_insts, sizeof *b->insts * (size_t)b->ninsts);
  }
  return ok;
}

/* ------------------------------------------------------------------ ops */

/* Operands split into ins and outs by the op's operandSegmentSizes. */
static bool dps_split(MlirOperation op, int *nins, int *nouts) {
  MlirAttribute seg = get_attr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(seg)) {
    /* Ops with one fixed init (linalg.transpose, linalg.broadcast): on
     * tensors every result has its init, and the inits come last. */
    intptr_t nres = mlirOperationGetNumResults(op), nopnd = mlirOperationGetNumOperands(op);
    if (nres < 1 || nres > nopnd) return false;
    *nouts = (int)nres;
    *nins = (int)(nopnd - nres);
    return true;
  }
  if (!mlirAttributeIsADenseI32Array(seg) || mlirDenseArrayGetNumElements(seg) != 2)
    return false;
  *nins = mlirDenseI32ArrayGetElement(seg, 0);
  *nouts = mlirDenseI32ArrayGetElement(seg, 1);
  return *nins >= 0 && *nouts >= 0 && *nins + *nouts == mlirOperationGetNumOperands(op);
}

/* Bind the results of an MLIR op to fresh tensors produced by `o`. */
static bool bind_results(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  intptr_t n = mlirOperationGetNumResults(op), nopnd = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; i++) {
    MlirValue r = mlirOperationGetResult(op, i);
    /* Destination-style ops (inits are the last operands) return their
     * inits' types; the shapes npucc plans with come from the results. */
    if (o->ninit > 0 && n <= nopnd && is_tensor_type(mlirValueGetType(r))) {
      MlirType it = mlirValueGetType(mlirOperationGetOperand(op, nopnd - n + i));
      if (!mlirTypeEqual(it, mlirValueGetType(r))) {
        diag_error(im->d, o->loc, "result %ld of '%s' is %s but its init is %s", (long)i, o->name,
                   type_str(im, mlirValueGetType(r)), type_str(im, it));
        im->failed = true;
        return true;
      }
    }
    Shape s;
    if (!conv_shape(im, mlirValueGetType(r), &s, o->loc)) continue;
    if (o->nout == 2) return false;
    Tensor *t = new_tensor(im, &s, o->loc);
    t->is_scalar_value = !is_tensor_type(mlirValueGetType(r));
    t->producer = o->id;
    o->out[o->nout++] = t->id;
    valmap_put(&sc->vals, r.ptr, t->id);
  }
  return true;
}

static void make_unsupported(Op *o, const char *why) {
  o->kind = OP_UNSUPPORTED;
  if (!o->unsupported_why) o->unsupported_why = why;
}

/* Ins of an op from a range of MLIR operands; unknown ones make it unsupported. */
static void add_operands(Importer *im, Scope *sc, MlirOperation op, Op *o, intptr_t from,
                         intptr_t to, bool as_init) {
  for (intptr_t i = from; i < to; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    int t = value_tensor(im, sc, v);
    if (t < 0) {
      /* Index operands of barriers, fences ... are not data. A tensor that
       * is not known here is used before its definition (MLIR does not check
       * dominance inside unregistered ops) or made by an op npucc skipped. */
      if (is_tensor_type(mlirValueGetType(v)) && !im->failed) {
        diag_error(im->d, o->loc,
                   "operand %ld of '%s' is a tensor npucc cannot trace: used before it is "
                   "defined, or produced by a construct npucc does not model",
                   (long)i, o->name);
        im->failed = true;
      }
      continue;
    }
    if (as_init) {
      if (o->ninit < 2) o->init[o->ninit++] = t;
      else make_unsupported(o, "more than two outputs");
    } else {
      if (o->nin < NPUCC_MAX_OPERANDS - 2) o->in[o->nin++] = t;
      else make_unsupported(o, "too many operands");
    }
  }
}

/* A convolution's MACs: the product of its loop extents. Each loop is read
 * from a map result that is a plain dim (the filter and output maps are
 * projections; only the input map has the windowed d_i + d_j). 0 if unknown. */
static int64_t conv_macs(Importer *im, MlirOperation op, const Op *o) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps)) return 0;
  int64_t extent[NPUCC_MAX_LOOPS];
  int nloops = -1;
  for (int i = 0; i < NPUCC_MAX_LOOPS; i++) extent[i] = -1;
  intptr_t n = mlirArrayAttrGetNumElements(maps);
  for (intptr_t i = 0; i < n && i < op_noperands(o); i++) {
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    nloops = (int)mlirAffineMapGetNumDims(m);
    if (nloops > NPUCC_MAX_LOOPS) return 0;
    const Tensor *t = &im->g->tensors[op_operand(o, (int)i)];
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(m) && r < t->rank; r++) {
      MlirAffineExpr e = mlirAffineMapGetResult(m, r);
      if (mlirAffineExprIsADim(e) && t->dims[r] >= 0)
        extent[mlirAffineDimExprGetPosition(e)] = t->dims[r];
    }
  }
  int64_t macs = nloops > 0 ? 1 : 0;
  for (int l = 0; l < nloops; l++) {
    if (extent[l] < 0) return 0;
    macs *= extent[l];
  }
  return macs;
}

/* Ops in the graph, after calls are inlined. A real model's dump has some
 * 10^4-10^5; the bound keeps every per-op table and schedule far from int. */
#define NPUCC_MAX_OPS (1 << 20)

/* Loop nests npucc sizes (MACs, bytes moved) stay far from int64 overflow. */
#define NPUCC_MAX_ITERATIONS (1ll << 62)

/* Indexing maps are trusted only when each has one result per dimension of
 * its operand (none for a scalar); the loop extents they imply must multiply
 * to a count npucc can do arithmetic on. */
static bool check_maps(Importer *im, MlirOperation op, const char *name, const AffineMap *maps,
                       int nmaps, Loc loc) {
  int64_t extent[NPUCC_MAX_LOOPS];
  for (int l = 0; l < NPUCC_MAX_LOOPS; l++) extent[l] = 1;
  for (int i = 0; i < nmaps && i < mlirOperationGetNumOperands(op); i++) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    intptr_t rank = mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : 0;
    if (maps[i].nres != rank) {
      diag_error(im->d, loc, "indexing map %d of '%s' has %d results for an operand of rank %ld", i,
                 name, maps[i].nres, (long)rank);
      return false;
    }
    for (int r = 0; r < rank; r++) {
      int l = maps[i].res[r];
      if (l >= 0 && l < NPUCC_MAX_LOOPS && !mlirShapedTypeIsDynamicDim(t, r))
        extent[l] = mlirShapedTypeGetDimSize(t, r);
    }
  }
  int64_t points = 1;
  for (int l = 0; l < NPUCC_MAX_LOOPS; l++)
    if (__builtin_mul_overflow(points, extent[l], &points) || points > NPUCC_MAX_ITERATIONS) {
      diag_error(im->d, loc, "iteration space of '%s' exceeds npucc's limit of 2^62 points", name);
      return false;
    }
  return true;
}

/* The tensors a body gathers from become inputs after the op's own, each
 * read through a map of zeros (its shape only bounds the indices); the
 * inits' block arguments move up, SC_EXTRACT names its operand. */
static void add_gather_tables(Importer *im, Op *o, const Captures *caps) {
  int nops = op_noperands(o);
  if (nops + caps->n > NPUCC_MAX_OPERANDS - 2) {
    make_unsupported(o, "too many operands with the tensors its body gathers from");
    return;
  }
  Body *b = &o->body;
  AffineMap *maps = op_maps_write(im->g, o, nops + caps->n);
  for (int i = nops - 1; i >= o->nin; i--) {
    maps[i + caps->n] = maps[i];
    b->argtype[i + caps->n] = b->argtype[i];
  }
  for (int c = 0; c < caps->n; c++) {
    const Tensor *t = &im->g->tensors[caps->t[c]];
    AffineMap *m = &maps[o->nin + c];
    memset(m, 0, sizeof *m);
    m->ndims = o->nloops;
    m->nres = t->rank;
    for (int r = 0; r < t->rank; r++) m->res[r] = MAP_CONST0;
    b->argtype[o->nin + c] = t->dtype;
    o->in[o->nin + c] = caps->t[c];
  }
  for (int i = 0; i < b->ninsts; i++) {
    ScalarInst *s = &b->insts[i];
    if (s->op == SC_ARG && s->a >= o->nin) s->a += caps->n;
    if (s->op == SC_EXTRACT) s->ival += o->nin;
  }
  b->nargs += caps->n;
  o->nin += caps->n;
}

static const char *iterator_error = "iterator_types must be #linalg.iterator_type attributes";

static void import_structured(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  int nins, nouts;
  if (!dps_split(op, &nins, &nouts)) {
    add_operands(im, sc, op, o, 0, mlirOperationGetNumOperands(op), false);
    make_unsupported(o, "operand segments (ins/outs) not readable");
    return;
  }
  add_operands(im, sc, op, o, 0, nins, false);
  add_operands(im, sc, op, o, nins, nins + nouts, true);
  /* Convolutions are ordinary structured ops with window maps; their MACs
   * feed the cost model, which counts only contractions' otherwise. */
  if (mlirLinalgIsAConvolutionOp(op)) o->macs_hint = conv_macs(im, op, o);
  int nmaps = 0;
  /* read to the stack, kept at the size they have (maps that fail stay as read) */
  AffineMap maps[NPUCC_MAX_OPERANDS];
  memset(maps, 0, sizeof maps);
  bool read = conv_maps(im->a, mlirLinalgGetIndexingMapsAttribute(op), maps, NPUCC_MAX_OPERANDS, &nmaps);
  int nread = read ? nmaps : NPUCC_MAX_OPERANDS;
  memcpy(op_maps_write(im->g, o, nread), maps, sizeof *maps * (size_t)nread);
  if (!read || nmaps != op_noperands(o)) {
    make_unsupported(o, "indexing maps npucc cannot read (symbols, a divisor that is not a positive constant, nested or several divisions)");
    return;
  }
  if (!check_maps(im, op, o->name, o->maps, nmaps, o->loc)) {
    im->failed = true;
    return;
  }
  o->nloops = nmaps ? o->maps[0].ndims : 0;
  for (int i = 0; i < nmaps; i++)
    if (o->maps[i].ndims != o->nloops) {
      make_unsupported(o, "indexing maps with different dimension counts");
      return;
    }
  MlirAttribute its = get_attr(op, "iterator_types");
  if (!mlirAttributeIsNull(its)) {
    if (!mlirAttributeIsAArray(its) || mlirArrayAttrGetNumElements(its) != o->nloops) {
      make_unsupported(o, iterator_error);
      return;
    }
    for (int i = 0; i < o->nloops; i++) {
      MlirAttribute e = mlirArrayAttrGetElement(its, i);
      if (mlirAttributeIsAString(e)) {
        make_unsupported(o, iterator_error);
        return;
      }
      o->iters[i] = mlirAttributeEqual(e, im->it_reduction) ? IT_REDUCTION : IT_PARALLEL;
    }
  } else {
    /* Named ops: a loop is parallel exactly when an output map reads it. */
    for (int l = 0; l < o->nloops; l++) {
      bool in_out = false;
      for (int i = o->nin; i < nmaps; i++)
        for (int r = 0; r < o->maps[i].nres; r++) in_out |= o->maps[i].res[r] == l;
      o->iters[l] = in_out ? IT_PARALLEL : IT_REDUCTION;
    }
  }
  const char *why = NULL;
  Captures caps = {.n = 0};
  if (!import_body(im, sc, op, &o->body, &caps, false, &why)) {
    make_unsupported(o, why);
    return;
  }
  if (o->body.nargs != op_noperands(o) || o->body.nyield != o->ninit) {
    make_unsupported(o, "body arguments do not match the operands");
    return;
  }
  if (caps.n) add_gather_tables(im, o, &caps);
}

static void import_attention(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  intptr_t n = mlirOperationGetNumOperands(op);
  add_operands(im, sc, op, o, 0, n - 1, false);
  add_operands(im, sc, op, o, n - 1, n, true);
  AttentionAttrs *at = &o->a.attn;
  int nmaps = 0;
  if (!conv_maps(im->a, get_attr(op, "indexing_maps"), at->maps, 6, &nmaps) || nmaps < 5 ||
      nmaps != (int)n) {
    make_unsupported(o, "attention indexing maps not readable");
    return;
  }
  if (!check_maps(im, op, o->name, at->maps, nmaps, o->loc)) {
    im->failed = true;
    return;
  }
  at->has_mask = nmaps == 6;
  at->nloops = at->maps[0].ndims;
  if (mlirOperationGetNumResults(op) != 1) make_unsupported(o, "attention with extra results");
  const char *why = NULL;
  if (mlirOperationGetNumRegions(op) > 0 && !import_body(im, sc, op, &o->body, NULL, false, &why))
    make_unsupported(o, why);
}

/* Elements (or bytes, with `bytes`) of a static tensor type; -1 otherwise. */
static int64_t static_size(MlirType t, bool bytes) {
  if (!mlirTypeIsARankedTensor(t) || !mlirShapedTypeHasStaticShape(t)) return -1;
  int64_t n = 1;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(t); i++)
    if (__builtin_mul_overflow(n, mlirShapedTypeGetDimSize(t, i), &n)) return -1;
  if (!bytes) return n;
  DType dt = conv_elem(mlirShapedTypeGetElementType(t));
  return dt == DT_UNKNOWN || __builtin_mul_overflow(n, (int64_t)dtype_size(dt), &n) ? -1 : n;
}

/* A reshape or bitcast keeps the element (bitcast: byte) count: a result
 * type that says otherwise is not trusted. */
static bool check_same_size(Importer *im, MlirOperation op, const char *name, bool bytes, Loc loc) {
  int64_t from = static_size(mlirValueGetType(mlirOperationGetOperand(op, 0)), bytes);
  int64_t to = static_size(mlirValueGetType(mlirOperationGetResult(op, 0)), bytes);
  if (from < 0 || to < 0 || from == to) return true;
  diag_error(im->d, loc, "'%s' from %lld %s to %lld", name, (long long)from,
             bytes ? "bytes" : "elements", (long long)to);
  return false;
}

static bool import_reshape(Importer *im, MlirOperation op, Op *o) {
  if (!check_same_size(im, op, o->name, false, o->loc)) return false;
  MlirAttribute re = get_attr(op, "reassociation");
  if (mlirAttributeIsNull(re)) return true; /* flow.tensor.reshape, tensor.cast */
  const char *bad = NULL;
  MlirType tin = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType tout = mlirValueGetType(mlirOperationGetResult(op, 0));
  intptr_t rin = mlirTypeIsARankedTensor(tin) ? mlirShapedTypeGetRank(tin) : 0;
  intptr_t rout = mlirTypeIsARankedTensor(tout) ? mlirShapedTypeGetRank(tout) : 0;
  intptr_t rmax = rin > rout ? rin : rout;
  intptr_t ng = mlirAttributeIsAArray(re) ? mlirArrayAttrGetNumElements(re) : -1;
  if (ng < 0 || ng > NPUCC_MAX_RANK) bad = "is not a list of at most 8 index lists";
  for (intptr_t g = 0; !bad && g < ng; g++) {
    MlirAttribute grp = mlirArrayAttrGetElement(re, g);
    if (!mlirAttributeIsAArray(grp)) bad = "is not a list of index lists";
    for (intptr_t j = 0; !bad && j < mlirArrayAttrGetNumElements(grp); j++) {
      MlirAttribute e = mlirArrayAttrGetElement(grp, j);
      int64_t d = mlirAttributeIsAInteger(e) ? mlirIntegerAttrGetValueInt(e) : -1;
      if (!mlirAttributeIsAInteger(e)) bad = "is not a list of index lists";
      else if (d < 0 || d >= rmax)
        bad = arena_printf(im->a, "names dimension %lld", (long long)d);
      else o->a.reshape.group_of[d] = (int8_t)g;
    }
  }
  if (bad) {
    diag_error(im->d, o->loc, "reassociation of '%s' %s", o->name, bad);
    return false;
  }
  o->a.reshape.ngroups = (int)ng;
  return true;
}

static bool static_list(MlirOperation op, const char *name, int64_t *v, int rank) {
  int n = 0;
  if (!attr_i64_array(op, name, v, NPUCC_MAX_RANK, &n) || n != rank) return false;
  for (int i = 0; i < n; i++)
    if (v[i] == INT64_MIN) return false; /* ShapedType::kDynamic */
  return true;
}

static void import_slice(Importer *im, Scope *sc, MlirOperation op, Op *o, bool insert) {
  add_operands(im, sc, op, o, 0, insert ? 2 : 1, false);
  if (mlirOperationGetNumOperands(op) != (insert ? 2 : 1)) {
    make_unsupported(o, "slice with dynamic offsets or sizes");
    return;
  }
  /* The offsets/sizes are in the rank of the larger (sliced) tensor. */
  int rank = o->nin ? im->g->tensors[o->in[insert ? 1 : 0]].rank : 0;
  SliceAttrs *s = &o->a.slice;
  if (!static_list(op, "static_offsets", s->offsets, rank) ||
      !static_list(op, "static_sizes", s->sizes, rank) ||
      !static_list(op, "static_strides", s->strides, rank))
    make_unsupported(o, "slice with dynamic offsets, sizes or strides");
}

/* The value of an index/integer SSA value an arith.constant defines. */
static bool const_int_value(MlirValue v, int64_t *out) {
  if (!mlirValueIsAOpResult(v)) return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!str_eq(mlirIdentifierStr(mlirOperationGetName(def)), "arith.constant")) return false;
  MlirAttribute a = get_attr(def, "value");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return false;
  *out = mlirIntegerAttrGetValueInt(a);
  return true;
}

/* flow.tensor.slice %src[%i.. for %n..] and flow.tensor.update %upd, %dst[%i..]:
 * the extract/insert slices they are (unit strides), when the shapes are
 * static (no dim operands) and the indices constants. Operands as IREE's
 * generic form has them: slice (source, indices, lengths), update (target,
 * indices, update). */
static void import_flow_slice(Importer *im, Scope *sc, MlirOperation op, Op *o, bool update) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue base = mlirOperationGetOperand(op, 0);
  int rank = 0;
  if (is_tensor_type(mlirValueGetType(base))) rank = (int)mlirShapedTypeGetRank(mlirValueGetType(base));
  bool ok = rank > 0 && rank <= NPUCC_MAX_RANK && n == (update ? 2 + rank : 1 + 2 * rank);
  if (update && ok) {
    add_operands(im, sc, op, o, n - 1, n, false); /* the update: tensor.insert_slice's source */
    add_operands(im, sc, op, o, 0, 1, false);
  } else {
    add_operands(im, sc, op, o, 0, 1, false);
  }
  SliceAttrs *sl = &o->a.slice;
  /* why not, in the user's terms: which index is known only at run time */
  const char *why = ok ? NULL : "dynamic shapes (dim operands)";
  for (int i = 0; ok && i < rank; i++) {
    sl->strides[i] = 1;
    ok = const_int_value(mlirOperationGetOperand(op, 1 + i), &sl->offsets[i]);
    if (!ok) why = arena_printf(im->a, "offset %d is computed at run time", i);
    if (update) {
      MlirType ut = mlirValueGetType(mlirOperationGetOperand(op, n - 1));
      ok = ok && is_tensor_type(ut) && mlirShapedTypeGetRank(ut) == rank;
      if (ok) sl->sizes[i] = mlirShapedTypeGetDimSize(ut, i);
      if (ok && sl->sizes[i] < 0) why = "a dynamic update shape";
    } else if (ok) {
      ok = const_int_value(mlirOperationGetOperand(op, 1 + rank + i), &sl->sizes[i]);
      if (!ok) why = arena_printf(im->a, "length %d is computed at run time", i);
    }
    if (ok && (sl->offsets[i] < 0 || sl->sizes[i] < 0)) {
      ok = false;
      why = why ? why : "a negative offset or length";
    }
  }
  if (!ok) {
    for (intptr_t i = 1; i < n; i++) /* read, but what it reads is not modelled */
      if (is_tensor_type(mlirValueGetType(mlirOperationGetOperand(op, i))) && !(update && i == n - 1))
        add_operands(im, sc, op, o, i, i + 1, false);
    /* a run-time offset would need every target's copy to read it at run
     * time (and bounds checks IREE's runtime does); npucc's slices are
     * fixed when it compiles, so it says so instead of guessing */
    make_unsupported(o, arena_printf(im->a,
                                     "%s with %s: npucc moves slices at offsets and lengths fixed at "
                                     "compile time (constants), not read at run time",
                                     update ? "flow.tensor.update" : "flow.tensor.slice", why));
  }
}

static void import_pad(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  add_operands(im, sc, op, o, 0, 1, false);
  int rank = o->nin ? im->g->tensors[o->in[0]].rank : 0;
  if (mlirOperationGetNumOperands(op) != 1 || !static_list(op, "static_low", o->a.pad.low, rank) ||
      !static_list(op, "static_high", o->a.pad.high, rank)) {
    make_unsupported(o, "tensor.pad with dynamic padding");
    return;
  }
  Body b;
  const char *why = NULL;
  if (import_body(im, sc, op, &b, NULL, false, &why) && b.nyield == 1 && b.insts[b.yield[0]].op == SC_CONST) {
    const ScalarInst *c = &b.insts[b.yield[0]];
    o->a.pad.value = dtype_is_float(c->type) ? c->fval : (double)c->ival;
    o->a.pad.value_known = true;
  } else {
    make_unsupported(o, "tensor.pad whose padding value is not a constant");
  }
}

/* ------------------------------------------------------------ functions */

typedef struct FuncInfo {
  MlirOperation op;
  const char *name;
  bool is_public, has_body, called_by_public;
} FuncInfo;

static MlirBlock func_body(MlirOperation f) {
  if (mlirOperationGetNumRegions(f) < 1) return (MlirBlock){NULL};
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
}

static const char *sym_name(Importer *im, MlirOperation op) {
  MlirAttribute a = get_attr(op, "sym_name");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) return NULL;
  return intern_ref(im, mlirStringAttrGetValue(a));
}

static bool is_func_op(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return str_eq(n, "util.func") || str_eq(n, "func.func");
}

static bool import_block(Importer *im, Scope *sc, MlirBlock blk, int *results, int *nresults,
                         int maxresults);

/* Import a callee's body in place of the call: callee args bound to the
 * caller's values, call results to what the callee returns. */
static bool inline_call(Importer *im, Scope *sc, MlirOperation call, Loc loc) {
  MlirAttribute cal = get_attr(call, "callee");
  if (mlirAttributeIsNull(cal) || !mlirAttributeIsAFlatSymbolRef(cal)) {
    diag_error(im->d, loc, "call without a callee symbol");
    return false;
  }
  MlirStringRef callee_name = mlirFlatSymbolRefAttrGetValue(cal);
  MlirOperation callee = mlirSymbolTableLookup(im->syms, callee_name);
  MlirBlock body = mlirOperationIsNull(callee) ? (MlirBlock){NULL} : func_body(callee);
  if (mlirBlockIsNull(body)) {
    diag_error(im->d, loc, "call to @%.*s, which has no body in this module: npucc needs the whole program",
               (int)callee_name.length, callee_name.data);
    return false;
  }
  if (im->depth >= 16) {
    diag_error(im->d, loc, "calls nested deeper than 16 (recursion?)");
    return false;
  }
  if (im->func && !im->func->calls) im->func->calls = intern_ref(im, callee_name);
  Scope inner = {0};
  intptr_t nargs = mlirBlockGetNumArguments(body);
  if (nargs != mlirOperationGetNumOperands(call)) {
    diag_error(im->d, loc, "call to @%.*s passes %ld values for %ld parameters",
               (int)callee_name.length, callee_name.data, (long)mlirOperationGetNumOperands(call),
               (long)nargs);
    return false;
  }
  for (intptr_t i = 0; i < nargs; i++) {
    MlirValue actual = mlirOperationGetOperand(call, i);
    int id;
    if (!valmap_get(&sc->vals, actual.ptr, &id)) id = value_tensor(im, sc, actual);
    if (id != -1) valmap_put(&inner.vals, mlirBlockGetArgument(body, i).ptr, id);
  }
  int results[64], nres = 0;
  im->depth++;
  bool ok = import_block(im, &inner, body, results, &nres, 64);
  im->depth--;
  valmap_free(&inner.vals);
  if (!ok) return false;
  intptr_t ncall = mlirOperationGetNumResults(call);
  if (ncall > nres) {
    diag_error(im->d, loc, "call to @%.*s returns %d value%s but %ld are used", (int)callee_name.length,
               callee_name.data, nres, nres == 1 ? "" : "s", (long)ncall);
    return false;
  }
  for (intptr_t i = 0; i < ncall && i < nres; i++)
    if (results[i] != -1) valmap_put(&sc->vals, mlirOperationGetResult(call, i).ptr, results[i]);
  return true;
}

/* Ops that are ABI plumbing around the tensors: no effect on the math. */
static bool is_plumbing(MlirStringRef n) {
  static const char *names[] = {"hal.buffer_view.dim", "hal.buffer_view.rank", "hal.devices.get",
                                "hal.fence.create", "hal.fence.await", "hal.fence.join",
                                "hal.fence.signal", "util.null", "cf.assert", "arith.constant",
                                "hal.buffer_view.assert",
                                "hal.device.queue.barrier"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (str_eq(n, names[i])) return true;
  return false;
}

/* ------------------------------------------- inlining, counted first */

/* A call tree k deep that calls n times at each level is n^k copies: the
 * graph's op bound (NPUCC_MAX_OPS) was only hit after importing a million
 * of them (6 s, 1.5 GB). Each function's size once inlined is counted
 * first, once per function, and an entry that would pass the bound is
 * refused before any of it is imported, at the op where the import would
 * have stopped. */
typedef struct Inlined {
  int64_t ops; /* ops it adds once inlined (not calls or returns), at most NPUCC_MAX_OPS + 1 */
  int height;  /* how deep its calls nest: 0 for none */
} Inlined;

typedef struct InlineCount {
  Importer *im;
  ValMap slot; /* a function body -> its index in v */
  Inlined *v;
  int n, cap;
  bool unsure; /* a call cycle, or nesting the import refuses for its own reason */
} InlineCount;

static bool is_call(MlirStringRef n) { return str_eq(n, "util.call") || str_eq(n, "func.call"); }
static bool is_return(MlirStringRef n) { return str_eq(n, "util.return") || str_eq(n, "func.return"); }

/* What import_block adds to the graph for an op other than a call whose
 * body it inlines: the returns and ABI plumbing add nothing, an op one op
 * (the few that add two are caught as they are imported). */
static int counts_as_op(MlirStringRef n) { return !is_return(n) && !is_call(n) && !is_plumbing(n); }

static MlirBlock callee_body(Importer *im, MlirOperation call) {
  MlirAttribute c = get_attr(call, "callee");
  if (mlirAttributeIsNull(c) || !mlirAttributeIsAFlatSymbolRef(c)) return (MlirBlock){NULL};
  MlirOperation f = mlirSymbolTableLookup(im->syms, mlirFlatSymbolRefAttrGetValue(c));
  return mlirOperationIsNull(f) ? (MlirBlock){NULL} : func_body(f);
}

static Inlined inlined_size(InlineCount *c, MlirBlock blk, int depth) {
  int k;
  if (valmap_get(&c->slot, blk.ptr, &k)) {
    if (c->v[k].ops < 0) c->unsure = true; /* still being counted: a cycle */
    return c->v[k].ops < 0 ? (Inlined){0, 0} : c->v[k];
  }
  if (depth > 16) { /* inline_call refuses it first */
    c->unsure = true;
    return (Inlined){0, 0};
  }
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->v = xrealloc(c->v, sizeof *c->v * (size_t)c->cap);
  }
  k = c->n++;
  c->v[k] = (Inlined){-1, 0};
  valmap_put(&c->slot, blk.ptr, k);
  Inlined r = {0, 0};
  for (MlirOperation op = mlirBlockGetFirstOperation(blk); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    MlirBlock body = is_call(n) ? callee_body(c->im, op) : (MlirBlock){NULL};
    if (!mlirBlockIsNull(body)) {
      Inlined s = inlined_size(c, body, depth + 1);
      r.ops += s.ops;
      if (s.height + 1 > r.height) r.height = s.height + 1;
    } else {
      r.ops += counts_as_op(n);
    }
    if (r.ops > NPUCC_MAX_OPS) r.ops = NPUCC_MAX_OPS + 1;
  }
  c->v[k] = r;
  return r;
}

/* Walks blk as import_block would, with *count ops already in the graph,
 * to the first op met once the count has reached NPUCC_MAX_OPS (*at),
 * skipping every call that stays below it. True when the walk is over: *at
 * found, or c->unsure (a call nested too deep, which inline_call refuses). */
static bool op_past_limit(InlineCount *c, MlirBlock blk, int depth, int64_t *count, MlirOperation *at) {
  for (MlirOperation op = mlirBlockGetFirstOperation(blk); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (*count >= NPUCC_MAX_OPS) {
      *at = op;
      return true;
    }
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    MlirBlock body = is_call(n) ? callee_body(c->im, op) : (MlirBlock){NULL};
    if (mlirBlockIsNull(body)) {
      *count += counts_as_op(n);
      continue;
    }
    if (depth >= 16) return c->unsure = true;
    Inlined s = inlined_size(c, body, depth + 1);
    if (*count + s.ops < NPUCC_MAX_OPS && depth + s.height < 16) {
      *count += s.ops;
      continue;
    }
    if (op_past_limit(c, body, depth + 1, count, at)) return true;
  }
  return false;
}

/* False, with the import's own error, when inlining blk's calls would pass
 * the op bound. */
static bool inlining_fits(Importer *im, MlirBlock blk) {
  InlineCount c = {.im = im};
  Inlined all = inlined_size(&c, blk, 0);
  MlirOperation at = {NULL};
  int64_t count = im->g->nops;
  if (!c.unsure && count + all.ops >= NPUCC_MAX_OPS) op_past_limit(&c, blk, 0, &count, &at);
  valmap_free(&c.slot);
  free(c.v);
  if (c.unsure || mlirOperationIsNull(at)) return true; /* import_block checks as it goes */
  diag_error(im->d, op_loc(im, at), "more than %d ops after inlining calls exceed npucc's limit",
             NPUCC_MAX_OPS);
  return false;
}

/* A ranked tensor type without its encoding: iree_encoding.set/unset_encoding
 * and flow.tensor.encode change only that (a layout annotation). */
static MlirType drop_encoding(MlirType t) {
  if (!mlirTypeIsARankedTensor(t) || mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(t))) return t;
  int64_t dims[NPUCC_MAX_RANK];
  intptr_t rank = mlirShapedTypeGetRank(t);
  if (rank > NPUCC_MAX_RANK) return t;
  for (intptr_t i = 0; i < rank; i++) dims[i] = mlirShapedTypeGetDimSize(t, i);
  return mlirRankedTensorTypeGet(rank, dims, mlirShapedTypeGetElementType(t), mlirAttributeGetNull());
}

/* ------------------------------------------- elementwise ops on tensors */

/* `arith.addf %a, %b : tensor<..>` (input-phase dumps write them) is the
 * linalg.generic with identity maps whose body is that one scalar op. */
static bool is_tensor_elementwise(MlirOperation op, MlirStringRef n) {
  if (!str_prefix(n, "arith.") && !str_prefix(n, "math.")) return false;
  ScalarOpcode opc = opcode_by_name(n);
  intptr_t nin = mlirOperationGetNumOperands(op);
  if (opc == SC_COUNT || opc == SC_CONST || opc == SC_INDEX || opc == SC_ARG ||
      mlirOperationGetNumResults(op) != 1 || nin < 1 || nin > 3)
    return false;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!is_tensor_type(rt) || !mlirShapedTypeHasStaticShape(rt)) return false;
  for (intptr_t i = 0; i < nin; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!is_tensor_type(t) || mlirShapedTypeGetRank(t) != mlirShapedTypeGetRank(rt)) return false;
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); d++)
      if (mlirShapedTypeGetDimSize(t, d) != mlirShapedTypeGetDimSize(rt, d)) return false;
  }
  return true;
}

static void import_tensor_elementwise(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  intptr_t nin = mlirOperationGetNumOperands(op);
  add_operands(im, sc, op, o, 0, nin, false);
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  Shape s;
  if (o->nin != nin || !conv_shape(im, rt, &s, o->loc)) {
    make_unsupported(o, "elementwise op on tensors npucc cannot trace");
    return;
  }
  Tensor *init = new_tensor(im, &s, o->loc); /* the destination, like tensor.empty */
  o->init[o->ninit++] = init->id;
  o->nloops = s.rank;
  for (int l = 0; l < s.rank; l++) o->iters[l] = IT_PARALLEL;
  AffineMap *maps = op_maps_write(im->g, o, o->nin + 1);
  for (int i = 0; i <= o->nin; i++) {
    maps[i].ndims = maps[i].nres = s.rank;
    for (int l = 0; l < s.rank; l++) maps[i].res[l] = (int8_t)l;
  }
  Body *b = &o->body;
  b->insts = arena_alloc(im->a, sizeof *b->insts * (size_t)(nin + 3));
  b->nargs = (int)nin + 1;
  for (int i = 0; i <= nin; i++) {
    DType dt = i < nin ? im->g->tensors[o->in[i]].dtype : s.dt;
    b->argtype[i] = dt;
    b->insts[b->ninsts++] = (ScalarInst){.op = SC_ARG, .type = dt, .a = i, .b = -1, .c = -1};
  }
  ScalarInst in = {.op = opcode_by_name(mlirIdentifierStr(mlirOperationGetName(op))),
                   .type = s.dt, .a = 0, .b = nin > 1 ? 1 : -1, .c = nin > 2 ? 2 : -1};
  if (in.op == SC_CMPF || in.op == SC_CMPI) {
    int64_t pred;
    if (!attr_int(op, "predicate", &pred)) {
      make_unsupported(o, "a compare without a predicate");
      return;
    }
    in.pred = (int)pred;
  }
  b->yield[0] = b->ninsts;
  b->insts[b->ninsts++] = in;
  b->insts[b->ninsts++] = (ScalarInst){.op = SC_YIELD, .type = DT_UNKNOWN, .a = -1, .b = -1, .c = -1};
  b->nyield = 1;
}

/* ---------------------------------------------- data tiling: pack/unpack */

/* IREE's CPU data tiling leaves linalg.pack / linalg.unpack around mmt4d.
 * A pack is a pad to whole tiles, an expand_shape that splits each tiled dim
 * into (outer, tile), and a transpose that puts the outer dims in
 * outer_dims_perm order and the tiles last; an unpack is the reverse. npucc
 * imports them as those ops, each of which every target can place. */

static bool segment(MlirOperation op, int k, intptr_t *first, intptr_t *n);

/* A new op `kind` reading `in`, producing a fresh tensor of shape `out`. */
static Op *chain_op(Importer *im, OpKind kind, const char *name, int in, const Shape *out, Loc loc) {
  Op *o = graph_add_op(im->g, kind, name, loc);
  o->in[o->nin++] = in;
  Tensor *t = new_tensor(im, out, loc);
  t->producer = o->id;
  o->out[o->nout++] = t->id;
  return o;
}

/* The transpose out[d] = in[...] as a structured copy: `inmap[k]` is the
 * loop (output dim) that input dim k follows. */
static Op *chain_transpose(Importer *im, const char *name, int in, const Shape *out,
                           const int *inmap, Loc loc) {
  Op *o = chain_op(im, OP_STRUCTURED, name, in, out, loc);
  Tensor *init = new_tensor(im, out, loc); /* the destination, like tensor.empty */
  o->init[o->ninit++] = init->id;
  o->nloops = out->rank;
  for (int l = 0; l < out->rank; l++) o->iters[l] = IT_PARALLEL;
  int inrank = im->g->tensors[in].rank;
  AffineMap *maps = op_maps_write(im->g, o, 2);
  maps[0].ndims = maps[1].ndims = out->rank;
  maps[0].nres = inrank;
  for (int k = 0; k < inrank; k++) maps[0].res[k] = (int8_t)inmap[k];
  maps[1].nres = out->rank;
  for (int l = 0; l < out->rank; l++) maps[1].res[l] = (int8_t)l;
  Body *b = &o->body;
  b->insts = arena_alloc(im->a, sizeof *b->insts * 3);
  b->nargs = 2;
  b->argtype[0] = im->g->tensors[in].dtype;
  b->argtype[1] = out->dt;
  b->insts[0] = (ScalarInst){.op = SC_ARG, .type = b->argtype[0], .a = 0, .b = -1, .c = -1};
  b->insts[1] = (ScalarInst){.op = SC_ARG, .type = b->argtype[1], .a = 1, .b = -1, .c = -1};
  b->insts[2] = (ScalarInst){.op = SC_YIELD, .type = DT_UNKNOWN, .a = -1, .b = -1, .c = -1};
  b->ninsts = 3;
  b->yield[0] = 0;
  b->nyield = 1;
  return o;
}

static bool import_pack(Importer *im, Scope *sc, MlirOperation op, MlirStringRef n, Loc loc) {
  bool unpack = str_eq(n, "linalg.unpack");
  const char *name = unpack ? "linalg.unpack" : "linalg.pack";
  int src = value_tensor(im, sc, mlirOperationGetOperand(op, 0));
  MlirValue res = mlirOperationGetResult(op, 0);
  Shape rs;
  if (src < 0 || !conv_shape(im, mlirValueGetType(res), &rs, loc)) {
    diag_error(im->d, loc, "%s of a tensor npucc cannot trace", name);
    return false;
  }
  const Tensor *st = &im->g->tensors[src];
  Shape up = unpack ? rs : (Shape){st->dtype, st->rank, {0}}, pk = unpack ? (Shape){0} : rs;
  if (unpack) {
    pk.dt = st->dtype;
    pk.rank = st->rank;
    memcpy(pk.dims, st->dims, sizeof pk.dims);
  } else {
    memcpy(up.dims, st->dims, sizeof up.dims);
  }
  int64_t pos[NPUCC_MAX_RANK], tiles[NPUCC_MAX_RANK], operm[NPUCC_MAX_RANK];
  int np = 0, nt = 0, nperm = 0, r = up.rank;
  const char *why = NULL;
  if (!attr_i64_array(op, "inner_dims_pos", pos, NPUCC_MAX_RANK, &np) ||
      !attr_i64_array(op, "static_inner_tiles", tiles, NPUCC_MAX_RANK, &nt) || np != nt ||
      r + np != pk.rank || pk.rank > NPUCC_MAX_RANK)
    why = "pack/unpack attributes not readable";
  attr_i64_array(op, "outer_dims_perm", operm, NPUCC_MAX_RANK, &nperm);
  if (!why && nperm && nperm != r) why = "outer_dims_perm of the wrong length";
  for (int i = 0; !why && i < np; i++)
    if (tiles[i] <= 0 || pos[i] < 0 || pos[i] >= r) why = "dynamic or invalid inner tiles";
  for (int i = 0; !why && i < r; i++)
    if (up.dims[i] < 0 || pk.dims[i] < 0) why = "dynamic shapes";
  int inner_of[NPUCC_MAX_RANK], pos_o[NPUCC_MAX_RANK], pos_in[NPUCC_MAX_RANK], P[NPUCC_MAX_RANK];
  int8_t group_of[NPUCC_MAX_RANK];
  Shape ex = {up.dt, 0, {0}}, padded = up;
  if (!why) {
    for (int i = 0; i < r; i++) inner_of[i] = -1;
    for (int j = 0; j < np; j++) inner_of[pos[j]] = j;
    for (int i = 0; i < r; i++) {
      int64_t t = inner_of[i] >= 0 ? tiles[inner_of[i]] : 1;
      padded.dims[i] = (up.dims[i] + t - 1) / t * t;
      group_of[ex.rank] = (int8_t)i;
      pos_o[i] = ex.rank;
      ex.dims[ex.rank++] = padded.dims[i] / t;
      if (inner_of[i] >= 0) {
        group_of[ex.rank] = (int8_t)i;
        pos_in[inner_of[i]] = ex.rank;
        ex.dims[ex.rank++] = t;
      }
    }
    for (int d = 0; d < r; d++) P[d] = pos_o[nperm ? operm[d] : d];
    for (int j = 0; j < np; j++) P[r + j] = pos_in[j];
    for (int d = 0; d < pk.rank && !why; d++)
      if (P[d] < 0 || P[d] >= ex.rank || pk.dims[d] != ex.dims[P[d]])
        why = "packed shape does not match inner_dims_pos / inner_tiles / outer_dims_perm";
  }
  bool pads = false;
  for (int i = 0; i < r; i++) pads |= padded.dims[i] != up.dims[i];
  double padv = 0.0;
  if (!why && pads && !unpack) {
    intptr_t first, cnt;
    if (segment(op, 2, &first, &cnt) && cnt == 1) {
      int pv = value_tensor(im, sc, mlirOperationGetOperand(op, first));
      if (pv < 0 || im->g->tensors[pv].cst == CONST_UNKNOWN || !im->g->tensors[pv].bytes)
        why = "a padding value that is not a constant";
      else
        padv = tensor_const_f64(&im->g->tensors[pv], 0);
    }
  }
  if (why) {
    Op *o = graph_add_op(im->g, OP_UNSUPPORTED, name, loc);
    add_operands(im, sc, op, o, 0, 1, false);
    make_unsupported(o, why);
    return bind_results(im, sc, op, o);
  }
  int cur = src, inmap[NPUCC_MAX_RANK];
  if (!unpack) {
    if (pads) {
      Op *o = chain_op(im, OP_PAD, name, cur, &padded, loc);
      for (int i = 0; i < r; i++) o->a.pad.high[i] = padded.dims[i] - up.dims[i];
      o->a.pad.value = padv;
      o->a.pad.value_known = true;
      cur = o->out[0];
    }
    Op *o = chain_op(im, OP_RESHAPE, name, cur, &ex, loc);
    o->a.reshape.ngroups = r;
    memcpy(o->a.reshape.group_of, group_of, sizeof group_of);
    cur = o->out[0];
    /* expanded dim P[d] is followed by loop (packed dim) d */
    for (int d = 0; d < pk.rank; d++) inmap[P[d]] = d;
    cur = chain_transpose(im, name, cur, &pk, inmap, loc)->out[0];
  } else {
    /* packed dim d is followed by loop (expanded dim) P[d] */
    for (int d = 0; d < pk.rank; d++) inmap[d] = P[d];
    cur = chain_transpose(im, name, cur, &ex, inmap, loc)->out[0];
    Op *o = chain_op(im, OP_RESHAPE, name, cur, &padded, loc);
    o->a.reshape.ngroups = r;
    memcpy(o->a.reshape.group_of, group_of, sizeof group_of);
    cur = o->out[0];
    if (pads) {
      o = chain_op(im, OP_EXTRACT_SLICE, name, cur, &up, loc);
      for (int i = 0; i < r; i++) {
        o->a.slice.offsets[i] = 0;
        o->a.slice.sizes[i] = up.dims[i];
        o->a.slice.strides[i] = 1;
      }
      cur = o->out[0];
    }
  }
  valmap_put(&sc->vals, res.ptr, cur);
  return true;
}

/* ------------------------------------- from_elements, generate, extract */

/* tensor.from_elements: a constant when every element is one (shape
 * operands), else the elements as 1-element tensors joined by concats (at
 * most 14 inputs each) and reshaped to the result: ops every target places. */
static bool import_from_elements(Importer *im, Scope *sc, MlirOperation op, Loc loc) {
  if (!need_arity(im, op, loc, 0, 1)) return false;
  MlirValue res = mlirOperationGetResult(op, 0);
  Shape rs;
  if (!conv_shape(im, mlirValueGetType(res), &rs, loc)) return false;
  intptr_t n = mlirOperationGetNumOperands(op);
  int64_t numel = 1;
  for (int d = 0; d < rs.rank; d++) numel = rs.dims[d] < 0 ? -1 : numel * rs.dims[d];
  if (numel != n || rs.dt == DT_UNKNOWN) {
    Op *o = graph_add_op(im->g, OP_UNSUPPORTED, "tensor.from_elements", loc);
    add_operands(im, sc, op, o, 0, n, false);
    make_unsupported(o, "tensor.from_elements of a dynamic shape or an element type npucc does not model");
    return bind_results(im, sc, op, o);
  }
  int *el = arena_alloc(im->a, sizeof *el * (size_t)(n ? n : 1));
  bool all_const = true;
  for (intptr_t i = 0; i < n; i++) {
    el[i] = value_tensor(im, sc, mlirOperationGetOperand(op, i));
    if (el[i] < 0) {
      diag_error(im->d, loc, "element %ld of tensor.from_elements is a value npucc cannot trace", (long)i);
      im->failed = true;
      return false;
    }
    const Tensor *t = &im->g->tensors[el[i]];
    all_const = all_const && (t->cst == CONST_DENSE || t->cst == CONST_SPLAT) && t->bytes;
  }
  size_t es = dtype_size(rs.dt);
  if (all_const) {
    Tensor *t = new_tensor(im, &rs, loc);
    uint8_t *p = arena_alloc(im->a, es * (size_t)n + 1);
    for (intptr_t i = 0; i < n; i++) memcpy(p + es * (size_t)i, im->g->tensors[el[i]].bytes, es);
    t->role = ROLE_WEIGHT;
    t->cst = CONST_DENSE;
    t->bytes = p;
    t->nbytes = es * (size_t)n;
    t->cst_source = "tensor.from_elements";
    valmap_put(&sc->vals, res.ptr, t->id);
    return true;
  }
  const char *name = "tensor.from_elements";
  Shape one = {rs.dt, 1, {1}};
  for (intptr_t i = 0; i < n; i++) el[i] = chain_op(im, OP_RESHAPE, name, el[i], &one, loc)->out[0];
  /* Join in groups until one tensor holds them all, in order. */
  int cnt = (int)n;
  while (cnt > 1) {
    int next = 0;
    for (int i = 0; i < cnt; i += NPUCC_MAX_OPERANDS - 2) {
      int k = cnt - i < NPUCC_MAX_OPERANDS - 2 ? cnt - i : NPUCC_MAX_OPERANDS - 2;
      int64_t len = 0;
      for (int j = 0; j < k; j++) len += im->g->tensors[el[i + j]].dims[0];
      Shape cs = {rs.dt, 1, {len}};
      Op *o = chain_op(im, OP_CONCAT, name, el[i], &cs, loc);
      for (int j = 1; j < k; j++) o->in[o->nin++] = el[i + j];
      o->a.concat_dim = 0;
      el[next++] = o->out[0];
    }
    cnt = next;
  }
  int cur = el[0];
  if (rs.rank != 1) cur = chain_op(im, OP_RESHAPE, name, cur, &rs, loc)->out[0];
  valmap_put(&sc->vals, res.ptr, cur);
  return true;
}

/* tensor.generate: the structured op whose loops are the result's dims and
 * whose body reads them as its block arguments (linalg.index). */
static bool import_generate(Importer *im, Scope *sc, MlirOperation op, Loc loc) {
  if (!need_arity(im, op, loc, 0, 1)) return false;
  Op *o = graph_add_op(im->g, OP_STRUCTURED, "tensor.generate", loc);
  int opid = o->id;
  Shape rs;
  if (!conv_shape(im, mlirValueGetType(mlirOperationGetResult(op, 0)), &rs, loc)) return false;
  bool dyn = mlirOperationGetNumOperands(op) > 0;
  for (int d = 0; d < rs.rank; d++) dyn |= rs.dims[d] < 0;
  if (dyn) {
    add_operands(im, sc, op, o, 0, mlirOperationGetNumOperands(op), false);
    make_unsupported(o, "tensor.generate of a dynamic shape");
    return bind_results(im, sc, op, o);
  }
  Tensor *init = new_tensor(im, &rs, loc); /* the destination, like tensor.empty */
  o = &im->g->ops[opid];
  o->init[o->ninit++] = init->id;
  o->nloops = rs.rank;
  for (int l = 0; l < rs.rank; l++) o->iters[l] = IT_PARALLEL;
  AffineMap *maps = op_maps_write(im->g, o, 1);
  maps[0] = (AffineMap){.ndims = rs.rank, .nres = rs.rank};
  for (int l = 0; l < rs.rank; l++) maps[0].res[l] = (int8_t)l;
  const char *why = NULL;
  Captures caps = {.n = 0};
  if (!import_body(im, sc, op, &o->body, &caps, true, &why)) {
    make_unsupported(o, why);
  } else if (o->body.nargs != rs.rank || o->body.nyield != 1) {
    make_unsupported(o, "tensor.generate whose region does not take one index per dim and yield one value");
  } else {
    o->body.nargs = 1; /* the init's, which the body never reads */
    o->body.argtype[0] = rs.dt;
    if (caps.n) add_gather_tables(im, o, &caps);
  }
  return bind_results(im, sc, op, o);
}

/* tensor.extract outside a body: the 1-element slice at constant indices, a
 * rank-0 tensor (npucc's scalar). */
static void import_extract(Importer *im, Scope *sc, MlirOperation op, Op *o) {
  add_operands(im, sc, op, o, 0, 1, false);
  intptr_t n = mlirOperationGetNumOperands(op);
  if (o->nin != 1 || n - 1 != im->g->tensors[o->in[0]].rank) {
    make_unsupported(o, "tensor.extract of a tensor npucc cannot trace");
    return;
  }
  for (intptr_t i = 1; i < n; i++) {
    int64_t v;
    if (!const_int_value(mlirOperationGetOperand(op, i), &v)) {
      make_unsupported(o, "tensor.extract at an index that is not a constant, outside a linalg body");
      return;
    }
    o->a.slice.offsets[i - 1] = v;
    o->a.slice.sizes[i - 1] = 1;
    o->a.slice.strides[i - 1] = 1;
  }
}

/* ------------------------------------------------------ flow dispatches */

/* Flow input: each flow.dispatch runs the function of a flow.executable on
 * its arguments. npucc imports that body in place, its ops marked with the
 * dispatch, so IREE's dispatch boundaries survive as task boundaries. The
 * body reads and writes through bindings (!iree_tensor_ext.dispatch.tensor
 * block arguments): a load is a view or a slice of the tensor bound, a store
 * makes the binding's new value (the whole tensor, a pad, or an insert). */
typedef struct Bindings {
  MlirValue *args;
  int n;
  int *cur;      /* tensor id each binding holds now, -1 for none yet */
  MlirType *type; /* the tensor type of a result binding (for stores into it) */
} Bindings;

/* Ops that pass their operand through: placement (flow.tensor.transfer, as
 * multi-device dumps write it), encodings as layout annotations, clones. */
static bool is_flow_identity(MlirStringRef n) {
  return str_eq(n, "flow.tensor.transfer") || str_eq(n, "flow.tensor.clone") ||
         str_eq(n, "flow.tensor.encode") || str_eq(n, "iree_encoding.set_encoding") ||
         str_eq(n, "iree_encoding.unset_encoding") || str_eq(n, "hal.tensor.alias");
}

/* The first op named `name` (with sym_name `sym`, if given) directly in the
 * first block of `parent`'s first region. */
static MlirOperation child_op(MlirOperation parent, const char *name, MlirStringRef *sym) {
  if (mlirOperationGetNumRegions(parent) < 1) return (MlirOperation){NULL};
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 0));
  if (mlirBlockIsNull(b)) return (MlirOperation){NULL};
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    if (!str_eq(mlirIdentifierStr(mlirOperationGetName(o)), name)) continue;
    if (!sym) return o;
    MlirAttribute a = get_attr(o, "sym_name");
    if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
      MlirStringRef v = mlirStringAttrGetValue(a);
      if (v.length == sym->length && !memcmp(v.data, sym->data, v.length)) return o;
    }
  }
  return (MlirOperation){NULL};
}

/* The func.func a flow.dispatch runs: @executable::@export -> the export's
 * function_ref in the executable's inner module. */
static MlirOperation dispatch_callee(Importer *im, MlirOperation call, Loc loc, const char **label) {
  MlirAttribute eps = get_attr(call, "entry_points");
  if (mlirAttributeIsNull(eps) || !mlirAttributeIsAArray(eps) ||
      mlirArrayAttrGetNumElements(eps) < 1) {
    diag_error(im->d, loc, "flow.dispatch without entry points");
    return (MlirOperation){NULL};
  }
  if (mlirArrayAttrGetNumElements(eps) > 1) {
    diag_error(im->d, loc, "flow.dispatch with several entry points (one per target) is not supported");
    return (MlirOperation){NULL};
  }
  MlirAttribute ep = mlirArrayAttrGetElement(eps, 0);
  if (!mlirAttributeIsASymbolRef(ep) || mlirSymbolRefAttrGetNumNestedReferences(ep) != 1) {
    diag_error(im->d, loc, "flow.dispatch entry point is not @executable::@export");
    return (MlirOperation){NULL};
  }
  MlirStringRef exe_name = mlirSymbolRefAttrGetRootReference(ep);
  MlirStringRef exp_name = mlirSymbolRefAttrGetLeafReference(ep);
  *label = arena_printf(im->a, "@%.*s::@%.*s", (int)exe_name.length, exe_name.data,
                        (int)exp_name.length, exp_name.data);
  MlirOperation exe = mlirSymbolTableLookup(im->syms, exe_name);
  MlirOperation exp = mlirOperationIsNull(exe) ? exe : child_op(exe, "flow.executable.export", &exp_name);
  if (mlirOperationIsNull(exp)) {
    diag_error(im->d, loc, "flow.dispatch of %s, which this module does not define", *label);
    return (MlirOperation){NULL};
  }
  MlirStringRef fname = exp_name;
  MlirAttribute ref = get_attr(exp, "function_ref");
  if (!mlirAttributeIsNull(ref) && mlirAttributeIsASymbolRef(ref))
    fname = mlirSymbolRefAttrGetLeafReference(ref);
  MlirOperation mod = child_op(exe, "builtin.module", NULL);
  MlirOperation fn = mlirOperationIsNull(mod) ? mod : child_op(mod, "func.func", &fname);
  if (mlirOperationIsNull(fn) || mlirBlockIsNull(func_body(fn))) {
    diag_error(im->d, loc, "%s names function @%.*s, which its executable does not define", *label,
               (int)fname.length, fname.data);
    return (MlirOperation){NULL};
  }
  return fn;
}

/* Operand segment `k` of an op with operandSegmentSizes: [first, first+n). */
static bool segment(MlirOperation op, int k, intptr_t *first, intptr_t *n) {
  MlirAttribute seg = get_attr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(seg) || !mlirAttributeIsADenseI32Array(seg) ||
      mlirDenseArrayGetNumElements(seg) <= k)
    return false;
  *first = 0;
  for (int i = 0; i < k; i++) *first += mlirDenseI32ArrayGetElement(seg, i);
  *n = mlirDenseI32ArrayGetElement(seg, k);
  return true;
}

/* Import a dispatch body `blk` whose block arguments are the dispatch's
 * arguments, then one binding per result not tied to an argument; bind the
 * dispatch op's results to what the body stored. */
static bool import_dispatch_body(Importer *im, Scope *sc, MlirOperation call, MlirBlock blk,
                                 const char *label, Loc loc) {
  intptr_t aw, na, nres = mlirOperationGetNumResults(call);
  if (!segment(call, 1, &aw, &na)) {
    diag_error(im->d, loc, "%s: operand segments not readable", label);
    return false;
  }
  intptr_t nargs = mlirBlockGetNumArguments(blk);
  Bindings b = {.n = (int)nargs};
  b.args = arena_alloc(im->a, sizeof *b.args * (size_t)(nargs + 1));
  b.cur = arena_alloc(im->a, sizeof *b.cur * (size_t)(nargs + 1));
  b.type = arena_alloc(im->a, sizeof *b.type * (size_t)(nargs + 1));
  int *res_arg = arena_alloc(im->a, sizeof *res_arg * (size_t)(nres + 1));
  /* tied_operands[r]: the argument result r is written into, -1 if none */
  MlirAttribute tied = get_attr(call, "tied_operands");
  intptr_t next = na;
  for (intptr_t r = 0; r < nres; r++) {
    int64_t t = -1;
    if (!mlirAttributeIsNull(tied) && mlirAttributeIsAArray(tied) &&
        r < mlirArrayAttrGetNumElements(tied))
      t = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(tied, r));
    res_arg[r] = (int)(t >= 0 ? t : next++);
  }
  if (next != nargs) {
    diag_error(im->d, loc, "%s: its function takes %ld arguments, the dispatch passes %ld and "
                           "returns %ld",
               label, (long)nargs, (long)na, (long)nres);
    return false;
  }
  Scope inner = {0};
  for (intptr_t i = 0; i < nargs; i++) {
    b.args[i] = mlirBlockGetArgument(blk, i);
    b.cur[i] = -1;
    if (i < na) {
      MlirValue v = mlirOperationGetOperand(call, aw + i);
      int id;
      if (!valmap_get(&sc->vals, v.ptr, &id)) id = value_tensor(im, sc, v);
      if (is_tensor_type(mlirValueGetType(v))) {
        if (id < 0) {
          diag_error(im->d, loc, "%s: argument %ld is a tensor npucc cannot trace", label, (long)i);
          return false;
        }
        b.cur[i] = id;
      } else if (id >= 0) {
        valmap_put(&inner.vals, b.args[i].ptr, id); /* a scalar argument */
      }
    }
  }
  for (intptr_t r = 0; r < nres; r++) b.type[res_arg[r]] = mlirValueGetType(mlirOperationGetResult(call, r));
  Bindings *outer = im->bind;
  im->bind = &b;
  int first = im->g->nops, results[64], nr = 0;
  /* executables and dispatch.workgroups bodies are isolated from above */
  im->depth++;
  bool ok = im->depth < 16 && import_block(im, &inner, blk, results, &nr, 64);
  im->depth--;
  im->bind = outer;
  valmap_free(&inner.vals);
  if (!ok) return false;
  for (int i = first; i < im->g->nops; i++) {
    im->g->ops[i].iree_dispatch = label;
    im->g->ops[i].iree_call = im->ndispatch;
  }
  im->ndispatch++;
  for (intptr_t r = 0; r < nres; r++) {
    int id = b.cur[res_arg[r]];
    if (id < 0) {
      diag_error(im->d, loc, "%s: result %ld is never stored", label, (long)r);
      return false;
    }
    valmap_put(&sc->vals, mlirOperationGetResult(call, r).ptr, id);
  }
  return true;
}

/* The binding `v` is, or -1. */
static int binding_of(const Importer *im, MlirValue v) {
  if (!im->bind) return -1;
  for (int i = 0; i < im->bind->n; i++)
    if (mlirValueEqual(im->bind->args[i], v)) return i;
  return -1;
}

/* Static offsets/sizes/strides of a dispatch.tensor.load/store; false when
 * any is dynamic. */
static bool dispatch_slice(MlirOperation op, SliceAttrs *s, int rank) {
  return static_list(op, "static_offsets", s->offsets, rank) &&
         static_list(op, "static_sizes", s->sizes, rank) &&
         static_list(op, "static_strides", s->strides, rank);
}

static bool whole(const SliceAttrs *s, const Tensor *t) {
  for (int i = 0; i < t->rank; i++)
    if (s->offsets[i] != 0 || s->strides[i] != 1 || s->sizes[i] != t->dims[i]) return false;
  return true;
}

static bool import_tensor_load(Importer *im, Scope *sc, MlirOperation op, Loc loc) {
  int bi = binding_of(im, mlirOperationGetOperand(op, 0));
  if (bi < 0 || im->bind->cur[bi] < 0) {
    diag_error(im->d, loc, bi < 0 ? "dispatch.tensor.load of a value that is not a dispatch binding"
                                  : "dispatch.tensor.load of a write-only binding");
    return false;
  }
  int src = im->bind->cur[bi];
  MlirValue res = mlirOperationGetResult(op, 0);
  Shape rs;
  if (!conv_shape(im, mlirValueGetType(res), &rs, loc)) return false;
  SliceAttrs sl;
  memset(&sl, 0, sizeof sl);
  bool stat = dispatch_slice(op, &sl, im->g->tensors[src].rank);
  if (stat && whole(&sl, &im->g->tensors[src]) && rs.rank == im->g->tensors[src].rank) {
    valmap_put(&sc->vals, res.ptr, src); /* the whole tensor: a view */
    return true;
  }
  Op *o = graph_add_op(im->g, OP_EXTRACT_SLICE, "tensor.extract_slice", loc);
  o->in[o->nin++] = src;
  if (!stat) make_unsupported(o, "dispatch.tensor.load with dynamic offsets, sizes or strides");
  else o->a.slice = sl;
  return bind_results(im, sc, op, o);
}

static bool import_tensor_store(Importer *im, Scope *sc, MlirOperation op, Loc loc) {
  int bi = binding_of(im, mlirOperationGetOperand(op, 1));
  int v = value_tensor(im, sc, mlirOperationGetOperand(op, 0));
  if (bi < 0 || v < 0) {
    diag_error(im->d, loc, bi < 0 ? "dispatch.tensor.store into a value that is not a dispatch binding"
                                  : "dispatch.tensor.store of a tensor npucc cannot trace");
    return false;
  }
  Bindings *b = im->bind;
  int dest = b->cur[bi];
  Shape ds;
  if (dest < 0 && (mlirTypeIsNull(b->type[bi]) || !conv_shape(im, b->type[bi], &ds, loc))) {
    diag_error(im->d, loc, "dispatch.tensor.store into a binding of unknown shape");
    return false;
  }
  const Tensor *dt = dest >= 0 ? &im->g->tensors[dest] : NULL;
  int rank = dt ? dt->rank : ds.rank;
  SliceAttrs sl;
  memset(&sl, 0, sizeof sl);
  bool stat = dispatch_slice(op, &sl, rank);
  const Tensor *vt = &im->g->tensors[v];
  bool full = stat && vt->rank == rank;
  for (int i = 0; full && i < rank; i++)
    full = sl.offsets[i] == 0 && sl.strides[i] == 1 && sl.sizes[i] == (dt ? dt->dims[i] : ds.dims[i]);
  if (full) {
    b->cur[bi] = v;
    return true;
  }
  /* A store at an offset into a larger tensor: IREE's padding when the rest
   * is a splat (or never written); otherwise an insert into what is there. */
  bool splat = !dt || dt->cst == CONST_SPLAT;
  bool unit_strides = stat && vt->rank == rank;
  for (int i = 0; unit_strides && i < rank; i++)
    unit_strides = sl.strides[i] == 1 && sl.sizes[i] == vt->dims[i];
  Op *o;
  if (splat && unit_strides) {
    o = graph_add_op(im->g, OP_PAD, "tensor.pad", loc);
    o->in[o->nin++] = v;
    for (int i = 0; i < rank; i++) {
      o->a.pad.low[i] = sl.offsets[i];
      o->a.pad.high[i] = (dt ? dt->dims[i] : ds.dims[i]) - sl.offsets[i] - sl.sizes[i];
    }
    o->a.pad.value = dt ? tensor_const_f64(dt, 0) : 0.0;
    o->a.pad.value_known = true;
  } else if (!dt) {
    /* Only a unit-stride block can be read as padding: any other store
     * leaves elements of a binding nothing wrote undefined. */
    diag_error(im->d, loc,
               stat ? "dispatch.tensor.store with strides other than 1 into a binding nothing wrote before"
                    : "dispatch.tensor.store with dynamic offsets, sizes or strides into a binding nothing wrote before");
    return false;
  } else {
    o = graph_add_op(im->g, OP_INSERT_SLICE, "tensor.insert_slice", loc);
    o->in[o->nin++] = v;
    o->in[o->nin++] = dest;
    if (!stat) make_unsupported(o, "dispatch.tensor.store with dynamic offsets, sizes or strides");
    else o->a.slice = sl;
  }
  Shape os;
  if (dt) {
    os.dt = dt->dtype;
    os.rank = dt->rank;
    memcpy(os.dims, dt->dims, sizeof os.dims);
  } else {
    os = ds;
  }
  Tensor *t = new_tensor(im, &os, loc);
  t->producer = o->id;
  o = &im->g->ops[t->producer];
  o->out[o->nout++] = t->id;
  b->cur[bi] = t->id;
  return true;
}

/* flow.dispatch, flow.dispatch.region/workgroups, the dispatch.tensor
 * loads and stores inside them, and flow's tensor makers. */
static bool import_flow_op(Importer *im, Scope *sc, MlirOperation op, MlirStringRef n, Loc loc) {
  if (str_eq(n, "flow.dispatch")) {
    const char *label = NULL;
    MlirOperation fn = dispatch_callee(im, op, loc, &label);
    return !mlirOperationIsNull(fn) && import_dispatch_body(im, sc, op, func_body(fn), label, loc);
  }
  if (str_eq(n, "flow.dispatch.workgroups")) {
    MlirBlock blk = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    const char *label = arena_printf(im->a, "flow.dispatch.workgroups@%u:%u", loc.line, loc.col);
    return !mlirBlockIsNull(blk) && import_dispatch_body(im, sc, op, blk, label, loc);
  }
  if (str_eq(n, "flow.dispatch.region")) {
    /* the body sees the values around it and returns its results */
    MlirBlock blk = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    int first = im->g->nops, results[64], nr = 0;
    if (mlirBlockIsNull(blk) || !import_block(im, sc, blk, results, &nr, 64)) return false;
    const char *label = arena_printf(im->a, "flow.dispatch.region@%u:%u", loc.line, loc.col);
    for (int i = first; i < im->g->nops; i++) {
      im->g->ops[i].iree_dispatch = label;
      im->g->ops[i].iree_call = im->ndispatch;
    }
    im->ndispatch++;
    intptr_t nres = mlirOperationGetNumResults(op);
    for (intptr_t r = 0; r < nres && r < nr; r++) {
      if (results[r] < 0) {
        diag_error(im->d, loc, "result %ld of flow.dispatch.region is not a tensor npucc can trace",
                   (long)r);
        return false;
      }
      valmap_put(&sc->vals, mlirOperationGetResult(op, r).ptr, results[r]);
    }
    return true;
  }
  if (str_eq(n, "iree_tensor_ext.dispatch.tensor.load") || str_eq(n, "flow.dispatch.tensor.load"))
    return import_tensor_load(im, sc, op, loc);
  if (str_eq(n, "iree_tensor_ext.dispatch.tensor.store") || str_eq(n, "flow.dispatch.tensor.store"))
    return import_tensor_store(im, sc, op, loc);
  if (str_eq(n, "flow.tensor.empty") || str_eq(n, "flow.tensor.splat")) {
    MlirValue r = mlirOperationGetResult(op, 0);
    Shape s;
    if (!conv_shape(im, mlirValueGetType(r), &s, loc)) return false;
    Tensor *t = new_tensor(im, &s, loc);
    if (str_eq(n, "flow.tensor.splat")) {
      /* a splat of a constant scalar is a constant; of anything else, unknown */
      MlirValue v = mlirOperationGetOperand(op, 0);
      MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
      if (!mlirOperationIsNull(def) &&
          str_eq(mlirIdentifierStr(mlirOperationGetName(def)), "arith.constant")) {
        /* the scalar read as a rank-0 constant, then repeated */
        Tensor one = {.dtype = t->dtype, .rank = 0};
        if (!const_from_attr(im, get_attr(def, "value"), &one, "the value flow.tensor.splat splats",
                             loc))
          return false;
        t->role = ROLE_WEIGHT;
        t->cst = one.cst == CONST_UNKNOWN ? CONST_UNKNOWN : CONST_SPLAT;
        t->bytes = one.bytes;
        t->nbytes = one.nbytes;
        t->cst_source = "flow.tensor.splat";
      } else {
        diag_error(im->d, loc, "flow.tensor.splat of a value that is not a constant");
        return false;
      }
    }
    valmap_put(&sc->vals, r.ptr, t->id);
    return true;
  }
  return true; /* workgroup counts, workload ordinals: scheduling, not data */
}

/* util.global.store %v, @g: module state. The value becomes what @g holds
 * after the call (Func.state_src/dst: targets write it when the call ends,
 * after every read of the old value); later loads in the same call read %v.
 * The global turns into a ROLE_STATE buffer once every entry is read. */
static bool import_global_store(Importer *im, Scope *sc, MlirOperation op, Loc loc) {
  MlirAttribute gs = get_attr(op, "global");
  if (mlirAttributeIsNull(gs) || !mlirAttributeIsAFlatSymbolRef(gs)) {
    diag_error(im->d, loc, "util.global.store without a global symbol");
    return false;
  }
  if (!need_arity(im, op, loc, 1, 0)) return false;
  const char *sym = intern_ref(im, mlirFlatSymbolRefAttrGetValue(gs));
  MlirValue v = mlirOperationGetOperand(op, 0);
  if (!is_tensor_type(mlirValueGetType(v))) {
    diag_error(im->d, loc, "util.global.store into @%s of a %s: npucc keeps tensor state only", sym,
               type_str(im, mlirValueGetType(v)));
    return false;
  }
  int dst = global_tensor(im, sym, mlirValueGetType(v), "util.global.store", loc);
  if (dst < 0) return false;
  MlirOperation gop = mlirSymbolTableLookup(im->syms, mlirStringRefCreate(sym, strlen(sym)));
  if (mlirAttributeIsNull(get_attr(gop, "is_mutable")) && !im->initializer) {
    diag_error(im->d, loc, "util.global.store into @%s, which is not mutable", sym);
    return false;
  }
  int src;
  if (!valmap_get(&sc->vals, v.ptr, &src)) src = value_tensor(im, sc, v);
  if (src < 0) {
    if (!im->failed) diag_error(im->d, loc, "util.global.store into @%s of a value npucc cannot trace to a tensor", sym);
    return false;
  }
  Func *f = im->func;
  if (!f) {
    diag_error(im->d, loc, "util.global.store outside an entry point");
    return false;
  }
  for (int j = 0; j < f->nstates; j++)
    if (f->state_dst[j] == dst) { /* the last store of a call wins */
      f->state_src[j] = src;
      return true;
    }
  int cap = f->capstates, n = f->nstates; /* both arrays have this capacity */
  ARENA_PUSH(im->a, f->state_src, f->nstates, f->capstates);
  ARENA_PUSH(im->a, f->state_dst, n, cap);
  f->state_src[f->nstates] = src;
  f->state_dst[f->nstates++] = dst;
  return true;
}

/* Globals stored by some entry are state, not constants: no pass may fold
 * or pre-pack them, and their initial value moves to state_init. A store of
 * the unchanged loaded value is no write. */
static void mark_state(Graph *g) {
  for (int f = 0; f < g->nfuncs; f++) {
    Func *fn = &g->funcs[f];
    int k = 0;
    for (int j = 0; j < fn->nstates; j++) {
      if (fn->state_src[j] == fn->state_dst[j]) continue;
      fn->state_src[k] = fn->state_src[j];
      fn->state_dst[k++] = fn->state_dst[j];
      Tensor *t = &g->tensors[fn->state_dst[j]];
      if (t->role == ROLE_STATE) continue;
      t->role = ROLE_STATE;
      t->state_init = t->cst;
      t->cst = CONST_NONE;
    }
    fn->nstates = k;
  }
}

static bool import_op(Importer *im, Scope *sc, MlirOperation op, int *results, int *nresults,
                      int maxresults) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  Loc loc = op_loc(im, op);
  Graph *g = im->g;

  if (str_eq(n, "util.return") || str_eq(n, "func.return") || str_eq(n, "flow.return")) {
    intptr_t k = mlirOperationGetNumOperands(op);
    if (k > maxresults) {
      diag_error(im->d, loc, "@%s returns %ld values; npucc's limit is %d",
                 im->func ? im->func->name : "?", (long)k, maxresults);
      return false;
    }
    for (intptr_t i = 0; i < k && *nresults < maxresults; i++) {
      MlirValue v = mlirOperationGetOperand(op, i);
      int id;
      if (!valmap_get(&sc->vals, v.ptr, &id)) id = value_tensor(im, sc, v);
      results[(*nresults)++] = id;
    }
    return true;
  }
  if (str_eq(n, "util.call") || str_eq(n, "func.call")) return inline_call(im, sc, op, loc);
  if (str_eq(n, "linalg.pack") || str_eq(n, "linalg.unpack")) return import_pack(im, sc, op, n, loc);
  if (str_eq(n, "tensor.from_elements")) return import_from_elements(im, sc, op, loc);
  if (str_eq(n, "tensor.generate")) return import_generate(im, sc, op, loc);
  if (str_prefix(n, "flow.dispatch") || str_prefix(n, "iree_tensor_ext.dispatch.") ||
      str_eq(n, "flow.tensor.splat") || str_eq(n, "flow.tensor.empty"))
    return import_flow_op(im, sc, op, n, loc);
  if (str_eq(n, "hal.tensor.import")) {
    if (!need_arity(im, op, loc, 1, 1)) return false;
    MlirValue src = mlirOperationGetOperand(op, 0);
    int code;
    Shape s;
    if (!conv_shape(im, mlirValueGetType(mlirOperationGetResult(op, 0)), &s, loc)) return false;
    Tensor *t = new_tensor(im, &s, loc);
    t->role = ROLE_INPUT;
    MlirAttribute name = get_attr(op, "name");
    int argno = valmap_get(&sc->vals, src.ptr, &code) && code <= -2 ? -code - 2 : -1;
    if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name))
      t->name = intern_ref(im, mlirStringAttrGetValue(name));
    else
      t->name = argno >= 0 ? arena_printf(im->a, "input%d", argno) : arena_printf(im->a, "input_t%d", t->id);
    if (argno >= 0 && argno < im->nargs) im->arg_input[argno] = t->id;
    else diag_warning(im->d, loc, "hal.tensor.import of a value that is not an entry argument");
    valmap_put(&sc->vals, mlirOperationGetResult(op, 0).ptr, t->id);
    return true;
  }
  if (str_eq(n, "hal.tensor.export")) {
    if (!need_arity(im, op, loc, 1, 1)) return false;
    int id = value_tensor(im, sc, mlirOperationGetOperand(op, 0));
    if (id < 0) {
      diag_error(im->d, loc, "hal.tensor.export of a value npucc cannot trace to a tensor");
      return false;
    }
    MlirAttribute name = get_attr(op, "name");
    if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name) && !g->tensors[id].name)
      g->tensors[id].name = intern_ref(im, mlirStringAttrGetValue(name));
    valmap_put(&sc->vals, mlirOperationGetResult(op, 0).ptr, id);
    return true;
  }
  if (str_eq(n, "util.global.load")) {
    MlirAttribute gs = get_attr(op, "global");
    if (mlirAttributeIsNull(gs) || !mlirAttributeIsAFlatSymbolRef(gs)) {
      diag_error(im->d, loc, "util.global.load without a global symbol");
      return false;
    }
    if (!need_arity(im, op, loc, 0, 1)) return false;
    MlirValue r = mlirOperationGetResult(op, 0);
    if (!is_tensor_type(mlirValueGetType(r))) return true; /* the device handle */
    int id = global_tensor(im, intern_ref(im, mlirFlatSymbolRefAttrGetValue(gs)), mlirValueGetType(r),
                           "util.global.load", loc);
    if (id < 0) return false;
    /* After a store in this call, a load reads the stored value. */
    for (int j = 0; im->func && j < im->func->nstates; j++)
      if (im->func->state_dst[j] == id) id = im->func->state_src[j];
    valmap_put(&sc->vals, r.ptr, id);
    return true;
  }
  if (str_eq(n, "tensor.empty")) {
    if (!need_arity(im, op, loc, 0, 1)) return false;
    Shape s;
    if (!conv_shape(im, mlirValueGetType(mlirOperationGetResult(op, 0)), &s, loc)) return false;
    valmap_put(&sc->vals, mlirOperationGetResult(op, 0).ptr, new_tensor(im, &s, loc)->id);
    return true;
  }
  if (str_eq(n, "util.global.store")) return import_global_store(im, sc, op, loc);
  if (is_plumbing(n)) return true;

  /* Everything else that yields values becomes an op, once it has the
   * operands and results its kind reads. */
  static const struct {
    const char *name;
    int nopnd, nres;
  } arity[] = {{"linalg.fill", 2, 0},           {"linalg.softmax", 2, 0},
               {"iree_linalg_ext.attention", 5, 1}, {"tensor.expand_shape", 1, 1},
               {"tensor.collapse_shape", 1, 1}, {"flow.tensor.reshape", 1, 1},
               {"tensor.cast", 1, 1},           {"tensor.reshape", 1, 1},
               {"iree_tensor_ext.bitcast", 1, 1}, {"flow.tensor.bitcast", 1, 1},
               {"tensor.bitcast", 1, 1},        {"tensor.pad", 1, 1},
               {"tensor.extract_slice", 1, 1},  {"tensor.insert_slice", 2, 1},
               {"flow.tensor.slice", 1, 1},     {"flow.tensor.update", 2, 1}};
  for (size_t i = 0; i < sizeof arity / sizeof *arity; i++)
    if (str_eq(n, arity[i].name) && !need_arity(im, op, loc, arity[i].nopnd, arity[i].nres))
      return false;
  const char *name = intern_ref(im, n);
  Op *o = graph_add_op(g, OP_UNSUPPORTED, name, loc);
  int opid = o->id;
  intptr_t nopnds = mlirOperationGetNumOperands(op);
  if (str_eq(n, "linalg.fill")) {
    o->kind = OP_FILL;
    add_operands(im, sc, op, o, 0, 1, false);
    add_operands(im, sc, op, o, 1, nopnds, true);
    o->nloops = 0;
  } else if (str_eq(n, "linalg.softmax")) {
    o->kind = OP_SOFTMAX;
    add_operands(im, sc, op, o, 0, 1, false);
    add_operands(im, sc, op, o, 1, nopnds, true);
    int64_t dim;
    if (!attr_int(op, "dimension", &dim)) make_unsupported(o, "linalg.softmax without a dimension");
    else o->a.softmax.dim = (int)dim;
  } else if (str_eq(n, "iree_linalg_ext.attention")) {
    o->kind = OP_ATTENTION;
    import_attention(im, sc, op, o);
  } else if (str_prefix(n, "linalg.")) {
    o->kind = OP_STRUCTURED;
    import_structured(im, sc, op, o);
  } else if (str_eq(n, "tensor.expand_shape") || str_eq(n, "tensor.collapse_shape") ||
             str_eq(n, "flow.tensor.reshape") || str_eq(n, "tensor.cast") ||
             str_eq(n, "tensor.reshape")) {
    o->kind = OP_RESHAPE;
    add_operands(im, sc, op, o, 0, 1, false);
    if (!import_reshape(im, op, o)) return false;
  } else if (str_prefix(n, "iree_tensor_ext.compute_barrier") ||
             str_prefix(n, "iree_tensor_ext.barrier") || str_eq(n, "util.optimization_barrier") ||
             str_eq(n, "hal.tensor.barrier") || str_eq(n, "flow.tensor.barrier") ||
             is_flow_identity(n)) {
    o->kind = OP_IDENTITY;
    /* One identity per tensor operand/result pair (hal.tensor.barrier joins several). */
    intptr_t nres = mlirOperationGetNumResults(op);
    if (!need_arity(im, op, loc, nres, 0)) return false;
    for (intptr_t i = 0; i < nres; i++) {
      MlirValue r = mlirOperationGetResult(op, i);
      if (!is_tensor_type(mlirValueGetType(r))) continue;
      Op *id = o;
      if (id->nout) id = graph_add_op(g, OP_IDENTITY, name, loc);
      o = &g->ops[opid]; /* graph_add_op may move the array */
      MlirValue v = mlirOperationGetOperand(op, i);
      if (!mlirTypeEqual(drop_encoding(mlirValueGetType(v)), drop_encoding(mlirValueGetType(r)))) {
        diag_error(im->d, loc, "result %ld of '%s' is %s but its operand is %s", (long)i, name,
                   type_str(im, mlirValueGetType(r)), type_str(im, mlirValueGetType(v)));
        return false;
      }
      int src = value_tensor(im, sc, v);
      Shape s;
      if (src < 0 || !conv_shape(im, mlirValueGetType(r), &s, loc)) {
        diag_error(im->d, loc,
                   "operand %ld of '%s' is a tensor npucc cannot trace: used before it is "
                   "defined, or produced by a construct npucc does not model",
                   (long)i, name);
        return false;
      }
      Tensor *t = new_tensor(im, &s, loc);
      t->producer = id->id;
      const char *dev = str_eq(n, "flow.tensor.transfer") ? attr_text(im, get_attr(op, "target")) : NULL;
      if (dev) tensor_add_affinity(g, t->id, dev);
      id->in[id->nin++] = src;
      id->out[id->nout++] = t->id;
      valmap_put(&sc->vals, r.ptr, t->id);
    }
    return true;
  } else if (str_eq(n, "iree_tensor_ext.bitcast") || str_eq(n, "flow.tensor.bitcast") ||
             str_eq(n, "tensor.bitcast")) {
    add_operands(im, sc, op, o, 0, 1, false);
    if (!check_same_size(im, op, name, true, loc)) return false;
    MlirType in = mlirValueGetType(mlirOperationGetOperand(op, 0));
    MlirType out = mlirValueGetType(mlirOperationGetResult(op, 0));
    o->kind = mlirTypeEqual(in, out) ? OP_IDENTITY : OP_BITCAST;
  } else if (str_eq(n, "tensor.pad")) {
    o->kind = OP_PAD;
    import_pad(im, sc, op, o);
  } else if (str_eq(n, "tensor.extract_slice")) {
    o->kind = OP_EXTRACT_SLICE;
    import_slice(im, sc, op, o, false);
  } else if (str_eq(n, "tensor.extract")) {
    o->kind = OP_EXTRACT_SLICE;
    import_extract(im, sc, op, o);
  } else if (str_eq(n, "tensor.insert_slice")) {
    o->kind = OP_INSERT_SLICE;
    import_slice(im, sc, op, o, true);
  } else if (str_eq(n, "tensor.concat")) {
    o->kind = OP_CONCAT;
    add_operands(im, sc, op, o, 0, nopnds, false);
    int64_t dim;
    if (!attr_int(op, "dim", &dim)) make_unsupported(o, "tensor.concat without a dim");
    else o->a.concat_dim = (int)dim;
  } else if (str_eq(n, "flow.tensor.slice")) {
    o->kind = OP_EXTRACT_SLICE;
    import_flow_slice(im, sc, op, o, false);
  } else if (str_eq(n, "flow.tensor.update")) {
    o->kind = OP_INSERT_SLICE;
    import_flow_slice(im, sc, op, o, true);
  } else if (is_tensor_elementwise(op, n)) {
    o->kind = OP_STRUCTURED;
    import_tensor_elementwise(im, sc, op, o);
  } else {
    add_operands(im, sc, op, o, 0, nopnds, false);
    make_unsupported(o, arena_printf(im->a, "op '%s' is not supported", name));
  }
  o = &g->ops[opid];
  if (!bind_results(im, sc, op, o)) make_unsupported(o, "more than two results");
  if (o->nout == 0 && o->kind != OP_UNSUPPORTED) {
    /* A value-less op we understood (e.g. a bufferized linalg op on memrefs). */
    make_unsupported(o, "op without tensor results");
  }
  if (o->nout == 0 && mlirOperationGetNumResults(op) == 0 && o->nin == 0) o->dead = true;
  if (mlirOperationGetNumRegions(op) > 0 && o->kind == OP_UNSUPPORTED && o->nout == 0 &&
      mlirOperationGetNumResults(op) > 0) {
    diag_error(im->d, loc, "'%s' produces values npucc does not model", name);
    return false;
  }
  return true;
}

static bool import_block(Importer *im, Scope *sc, MlirBlock blk, int *results, int *nresults,
                         int maxresults) {
  if (im->failed) return false;
  if (!mlirBlockIsNull(mlirBlockGetNextInRegion(blk))) {
    MlirOperation first = mlirBlockGetFirstOperation(blk);
    Loc loc = {im->g->file, 0, 0};
    if (!mlirOperationIsNull(first)) loc = op_loc(im, first);
    diag_error(im->d, loc, "functions with more than one block (control flow) are not supported");
    return false;
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(blk); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    /* Inlining multiplies ops (a call tree 16 deep that calls twice at each
     * level is 65536 copies): the graph's size is bounded, not the text's. */
    if (im->g->nops >= NPUCC_MAX_OPS) {
      diag_error(im->d, op_loc(im, op), "more than %d ops after inlining calls exceed npucc's limit",
                 NPUCC_MAX_OPS);
      return false;
    }
    if (!import_op(im, sc, op, results, nresults, maxresults) || im->failed) return false;
  }
  return true;
}

static bool import_entry(Importer *im, const FuncInfo *fi);

/* util.initializer: its body runs once, before the first call. npucc runs it
 * at compile time on the host evaluator (imported into a graph of its own),
 * and what it stores becomes the globals' initial values; it must therefore
 * compute from constants. */
static bool run_initializer(Importer *im, MlirOperation op) {
  Loc loc = op_loc(im, op);
  if (mlirBlockIsNull(func_body(op))) {
    diag_error(im->d, loc, "util.initializer has no body");
    return false;
  }
  Graph *g = im->g;
  StrMap globals = im->globals;
  im->g = graph_new(im->a, g->file);
  im->globals = (StrMap){0};
  im->initializer = true;
  im->outer = g;
  im->outer_globals = globals;
  FuncInfo fi = {op, "util.initializer", true, true, false};
  bool ok = import_entry(im, &fi);
  Graph *ig = im->g;
  im->g = g;
  im->globals = globals;
  im->initializer = false;
  im->outer = NULL;
  if (!ok) return false;
  const Func *f = &ig->funcs[0];
  HostValue *vals = arena_alloc(im->a, sizeof *vals * (size_t)(ig->ntensors + 1));
  char err[512];
  if (!host_eval_func_values(ig, 0, NULL, vals, im->a, err, sizeof err)) {
    diag_error(im->d, loc,
               "util.initializer: npucc runs its body once at compile time, from constants, and "
               "cannot here: %s", err);
    return false;
  }
  for (int j = 0; j < f->nstates; j++) {
    const Tensor *dst = &ig->tensors[f->state_dst[j]];
    const HostValue *v = &vals[f->state_src[j]];
    MlirOperation gop = mlirSymbolTableLookup(im->syms, mlirStringRefCreate(dst->name, strlen(dst->name)));
    int id = global_tensor(im, dst->name, attr_type(gop, "type"), "util.initializer", loc);
    if (id < 0) return false;
    Tensor *t = &g->tensors[id];
    if (!v->data || v->nbytes != tensor_bytes(t)) {
      diag_error(im->d, loc, "util.initializer: the value it stores into @%s was not computed", dst->name);
      return false;
    }
    uint8_t *bytes = arena_alloc(im->a, v->nbytes ? v->nbytes : 1);
    memcpy(bytes, v->data, v->nbytes);
    t->bytes = bytes;
    t->nbytes = v->nbytes;
    t->cst = CONST_DENSE;
    t->role = ROLE_WEIGHT;
    t->cst_source = arena_printf(im->a, "util.initializer at line %u (run at compile time)", loc.line);
  }
  return true;
}

static bool import_entry(Importer *im, const FuncInfo *fi) {
  Graph *g = im->g;
  Loc loc = op_loc(im, fi->op);
  MlirBlock body = func_body(fi->op);
  Func *f = graph_add_func(g, fi->name, loc);
  int fidx = g->nfuncs - 1;
  f->first_op = g->nops;
  im->func = f;
  intptr_t nargs = mlirBlockGetNumArguments(body);
  im->nargs = (int)nargs;
  im->arg_input = arena_alloc(im->a, sizeof(int) * (size_t)(nargs ? nargs : 1));
  Scope sc = {0};
  for (intptr_t i = 0; i < nargs; i++) {
    MlirValue arg = mlirBlockGetArgument(body, i);
    MlirType ty = mlirValueGetType(arg);
    im->arg_input[i] = -1;
    Shape s;
    if (is_tensor_type(ty) && conv_shape(im, ty, &s, loc)) {
      Tensor *t = new_tensor(im, &s, loc);
      t->role = ROLE_INPUT;
      t->name = arena_printf(im->a, "arg%ld", (long)i);
      im->arg_input[i] = t->id;
      valmap_put(&sc.vals, arg.ptr, t->id);
    } else {
      valmap_put(&sc.vals, arg.ptr, -(int)i - 2); /* !hal.buffer_view, fences */
    }
  }
  int results[64], nres = 0;
  bool ok = inlining_fits(im, body) && import_block(im, &sc, body, results, &nres, 64);
  valmap_free(&sc.vals);
  f = &g->funcs[fidx];
  im->func = NULL;
  if (!ok) return false;
  f->end_op = g->nops;
  f->inputs = arena_alloc(im->a, sizeof(int) * (size_t)(nargs ? nargs : 1));
  for (intptr_t i = 0; i < nargs; i++)
    if (im->arg_input[i] >= 0) f->inputs[f->ninputs++] = im->arg_input[i];
  f->outputs = arena_alloc(im->a, sizeof(int) * (size_t)(nres ? nres : 1));
  for (int i = 0; i < nres; i++) {
    if (results[i] < 0) {
      diag_error(im->d, loc, "result %d of @%s is not a tensor npucc can trace", i, fi->name);
      return false;
    }
    Tensor *t = &g->tensors[results[i]];
    if (t->role == ROLE_INTERMEDIATE) t->role = ROLE_OUTPUT;
    if (t->role == ROLE_OUTPUT && !t->name) t->name = arena_printf(im->a, "output%d", i);
    f->outputs[f->noutputs++] = results[i];
  }
  return true;
}

/* --------------------------------------------------------- diagnostics */

static MlirLogicalResult on_diagnostic(MlirDiagnostic diag, void *ud) {
  Importer *im = ud;
  StrBuf b;
  sb_init(&b);
  mlirDiagnosticPrint(diag, sb_callback, &b);
  Loc loc = conv_loc(im, mlirDiagnosticGetLocation(diag));
  DiagLevel lvl;
  switch (mlirDiagnosticGetSeverity(diag)) {
  case MlirDiagnosticError: lvl = DIAG_ERROR; break;
  case MlirDiagnosticWarning: lvl = DIAG_WARNING; break;
  default: lvl = DIAG_NOTE; break;
  }
  /* MLIR may append an op dump after the first line: keep the sentence,
   * so every diagnostic is one "file:line:col: level: message" line. */
  const char *msg = sb_cstr(&b), *nl = strchr(msg, '\n');
  diag_add(im->d, lvl, loc, "%.*s", nl ? (int)(nl - msg) : (int)strlen(msg), msg);
  if (strstr(msg, "not found for custom op")) {
    im->pretty_iree = true;
    diag_note(im->d, loc,
              "this op is in an IREE dialect's custom (pretty) syntax, which upstream MLIR "
              "cannot parse; re-dump with `iree-compile ... --mlir-print-op-generic` "
              "(generic or mixed form parses)");
  } else if (strstr(msg, "matmul_transpose_b")) {
    diag_note(im->d, loc, "linalg.matmul_transpose_b was removed from MLIR; use linalg.matmul "
                          "with indexing_maps");
  } else if (strstr(msg, "operand_segment_sizes")) {
    diag_note(im->d, loc, "'operand_segment_sizes' is the old spelling; MLIR 22 expects "
                          "'operandSegmentSizes'");
  } else if (strstr(msg, "static_output_shape")) {
    diag_note(im->d, loc, "tensor.expand_shape needs 'static_output_shape' in MLIR 22");
  } else if (strstr(msg, "iterator_type")) {
    diag_note(im->d, loc, "iterator_types must be #linalg.iterator_type<...> attributes, not "
                          "strings, in MLIR 22");
  }
  intptr_t nn = mlirDiagnosticGetNumNotes(diag);
  for (intptr_t i = 0; i < nn; i++) {
    MlirDiagnostic note = mlirDiagnosticGetNote(diag, i);
    StrBuf nb;
    sb_init(&nb);
    mlirDiagnosticPrint(note, sb_callback, &nb);
    /* MLIR's list of registered dialects only buries the hint above, and
     * an op dump is many lines: keep the first line of a note. */
    const char *t = sb_cstr(&nb);
    bool noise = (im->pretty_iree && !strncmp(t, "Available dialects", 18)) ||
                 !strncmp(t, "see current operation", 21);
    if (!noise) {
      const char *nl = strchr(t, '\n');
      diag_note(im->d, conv_loc(im, mlirDiagnosticGetLocation(note)), "%.*s",
                nl ? (int)(nl - t) : (int)strlen(t), t);
    }
    sb_free(&nb);
  }
  sb_free(&b);
  return mlirLogicalResultSuccess();
}

/* ------------------------------------------------------------- driver */

/* The text MLIR parses: the input, or its IREE custom-syntax ops rewritten
 * to the generic form (src/iree_syntax.c). */
static bool read_iree_syntax(Importer *im, const char **text, size_t *len) {
  const char *out;
  size_t outlen;
  if (!iree_syntax_to_generic(im->g->file, im->text, im->len, im->res.section_start, im->a, &out,
                              &outlen, im->d))
    return false;
  if (out) {
    *text = out;
    *len = im->res.section_start + (outlen - im->len);
  }
  return true;
}

typedef struct ParseJob {
  MlirContext ctx;
  MlirStringRef src;
  MlirModule mod;
} ParseJob;

/* mlirModuleCreateParse verifies the module it parsed (MLIR's ParserConfig
 * verifies after parsing by default) and returns null, with the verifier's
 * diagnostics, when it does not verify: a second mlirOperationVerify would
 * only repeat that walk (15% of importing a 3000-layer fp8 module). */
static void *parse_and_verify(void *p) {
  ParseJob *j = p;
  j->mod = mlirModuleCreateParse(j->ctx, j->src);
  return NULL;
}

/* MLIR's parser and verifier recurse once per nesting level, and text_check
 * bounds the nesting only lexically: they run on a thread whose stack (512
 * MiB, reserved but touched only as deep as the recursion goes) no input
 * within that bound can exhaust, even with sanitizer-sized frames. */
static void parse_on_big_stack(ParseJob *j) {
  pthread_attr_t attr;
  pthread_t th;
  bool started = pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, 512u << 20) == 0 &&
                 pthread_create(&th, &attr, parse_and_verify, j) == 0;
  if (started) pthread_join(th, NULL);
  else parse_and_verify(j); /* no thread to be had: the main stack it is */
  pthread_attr_destroy(&attr);
}

bool import_mlir(Graph *g, const char *text, size_t len, Diag *d) {
  Importer im = {.g = g, .d = d, .a = g->arena, .text = text, .len = len};
  if (!g->list_only) g->file_hash = fnv1a64(text, len); /* for the task graph; a byte a step */
  if (!text_check(g->file, text, len, d)) return false;
  int err_line = 0;
  const char *err_msg = NULL;
  if (!resources_scan(text, len, im.a, &im.res, &err_line, &err_msg)) {
    diag_error(d, ((Loc){g->file, err_line, 1}), "malformed dialect_resources section: %s", err_msg);
    return false;
  }
  /* IREE's default printed form: npucc reads it and hands MLIR the generic
   * form, line for line, so locations stay the user's. */
  const char *parse_text = text;
  size_t parse_len = im.res.section_start;
  if (!read_iree_syntax(&im, &parse_text, &parse_len)) return false;
  im.ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(im.ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextSetAllowUnregisteredDialects(im.ctx, true);
  /* Dialects load as the parser meets them (as mlir-opt does): loading all
   * of them up front cost ~15 ms of a 0.1 MB module's ~70 ms. */
  mlirContextAttachDiagnosticHandler(im.ctx, on_diagnostic, &im, NULL);

  bool ok = false;
  int errors_before = d->nerrors;
  /* MLIR need not decode the blobs again (npucc reads them itself): a
   * dense_resource handle without its blob parses like an elided one. */
  ParseJob job = {im.ctx, mlirStringRefCreate(parse_text, parse_len), {NULL}};
  parse_on_big_stack(&job);
  im.mod = job.mod;
  /* The module keeps nothing of the text it was parsed from (strings are
   * uniqued in the context, locations hold lines and columns): from here on
   * only the resource section's blobs are read, so the pages before it can
   * leave while the module and the Graph are built side by side. */
  if (g->source) source_release(g->source, 0, im.res.section_start);
  if (mlirModuleIsNull(im.mod)) {
    if (d->nerrors == errors_before)
      diag_error(d, ((Loc){g->file, 0, 0}), "failed to parse or verify the module");
    goto done;
  }
  MlirOperation modop = mlirModuleGetOperation(im.mod);
  im.it_reduction = mlirAttributeParseGet(im.ctx, STR("#linalg.iterator_type<reduction>"));
  im.syms = mlirSymbolTableCreate(modop);

  /* Entry points: public functions with a body that no other public
   * function calls (a sync `main` wrapping `main$async` is the entry). */
  FuncInfo *fns = NULL;
  int nfns = 0, capfns = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(im.mod));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!is_func_op(op)) continue;
    const char *name = sym_name(&im, op);
    if (!name) continue;
    MlirAttribute vis = get_attr(op, "sym_visibility");
    bool priv = !mlirAttributeIsNull(vis) && mlirAttributeIsAString(vis) &&
                !str_eq(mlirStringAttrGetValue(vis), "public");
    ARENA_PUSH(im.a, fns, nfns, capfns);
    fns[nfns++] = (FuncInfo){op, name, !priv, !mlirBlockIsNull(func_body(op)), false};
  }
  for (int i = 0; i < nfns; i++) {
    if (!fns[i].is_public || !fns[i].has_body) continue;
    MlirBlock b = func_body(fns[i].op);
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
      if (!str_eq(n, "util.call") && !str_eq(n, "func.call")) continue;
      MlirAttribute c = get_attr(op, "callee");
      if (mlirAttributeIsNull(c) || !mlirAttributeIsAFlatSymbolRef(c)) continue;
      MlirStringRef cn = mlirFlatSymbolRefAttrGetValue(c);
      for (int j = 0; j < nfns; j++)
        if (j != i && str_eq(cn, fns[j].name)) fns[j].called_by_public = true;
    }
  }
  int nentries = 0;
  ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(im.mod));
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (str_eq(mlirIdentifierStr(mlirOperationGetName(op)), "util.initializer")) ok = run_initializer(&im, op);
  for (int i = 0; ok && i < nfns; i++) {
    if (!fns[i].is_public || !fns[i].has_body || fns[i].called_by_public) continue;
    ok = import_entry(&im, &fns[i]);
    nentries++;
  }
  if (ok) mark_state(g);
  if (ok && nentries == 0) {
    diag_error(d, op_loc(&im, modop),
               "no entry point: the module has no public util.func/func.func with a body");
    ok = false;
  }
  mlirSymbolTableDestroy(im.syms);
done:
  free(im.body_insts);
  free(im.body_keys);
  free(im.handles);
  valmap_free(&im.resource_attrs);
  if (!mlirModuleIsNull(im.mod)) mlirModuleDestroy(im.mod);
  mlirContextDestroy(im.ctx);
  if (g->source) source_release(g->source, 0, len); /* the blobs are decoded: no pass reads the text */
#ifdef __GLIBC__
  /* The module was as large as MLIR's own parse (~3.6 KB an op), in small
   * blocks that malloc keeps once freed; the passes allocate in 1 MB arena
   * chunks and big arrays that it would not cut from them, so without this
   * those pages stay resident, unused, to the end (~150 MB at 100k ops). */
  malloc_trim(0);
#endif
  return ok && d->nerrors == errors_before;
}
