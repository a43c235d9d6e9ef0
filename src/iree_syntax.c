/* iree_syntax.c: reads the custom assembly IREE prints by default for its own
 * dialects and rewrites each such op into MLIR's generic form, in place. */
#include "npucc/iree_syntax.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Why text to text: upstream MLIR cannot parse the custom syntax of an
 * unregistered dialect, but parses its generic form. Each op is rewritten on
 * the line it starts on, with the op name at the column it had (MLIR puts an
 * op's location there) and the newlines of the original kept after it, so
 * every location MLIR reports is still the user's file:line:col. Regions are
 * not rewritten: only the op text before, between and after them is. */

#define MAXV 256 /* operands, results, region arguments of one op */

typedef struct Edit {
  size_t start, end; /* replaced bytes [start, end) of the input */
  const char *text;
} Edit;

typedef struct Reader {
  const char *file, *s;
  size_t len, end; /* end: where ops stop (the dialect_resources section) */
  size_t p;        /* cursor while reading one op */
  Arena *a;
  Diag *d;
  Edit *edits;
  int nedits, capedits;
  bool failed;
} Reader;

/* One op being read: its generic parts, collected as text. */
typedef struct GenOp {
  const char *name;
  size_t name_pos;
  int nres;                     /* results the user's text names */
  const char *opv[MAXV], *opt[MAXV];
  int nop;
  int seg[8], nseg;             /* operandSegmentSizes, when the op has them */
  StrBuf props, attrs;          /* "k = v, ..." */
  const char *res[MAXV];
  int nrestype;
  size_t reg_open[4], reg_close[4];
  const char *reg_args[4];
  int nreg;
} GenOp;

/* ------------------------------------------------------------ positions */

static Loc loc_at(const Reader *r, size_t pos) {
  int line = 1, col = 1;
  for (size_t i = 0; i < pos && i < r->len; i++) {
    if (r->s[i] == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  return (Loc){r->file, line, col};
}

static void fail(Reader *r, size_t pos, const char *opname, const char *what) {
  if (r->failed) return;
  r->failed = true;
  Loc l = loc_at(r, pos);
  if (opname) {
    diag_error(r->d, l, "cannot read IREE op '%s' in custom syntax: %s", opname, what);
    diag_note(r->d, l, "npucc reads IREE's printed form of the input, global-optimization and "
                       "flow phases; as a fallback, re-dump with `iree-compile ... "
                       "--mlir-print-op-generic`");
  } else {
    diag_error(r->d, l, "%s", what);
  }
}

/* ------------------------------------------------------------- scanning */

static char ch(const Reader *r) { return r->p < r->len ? r->s[r->p] : '\0'; }

static void ws(Reader *r) {
  while (r->p < r->len) {
    char c = r->s[r->p];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') r->p++;
    else if (c == '/' && r->p + 1 < r->len && r->s[r->p + 1] == '/')
      while (r->p < r->len && r->s[r->p] != '\n') r->p++;
    else break;
  }
}

static bool is_id(char c) { return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.'; }

/* Whether `lit` comes next; the cursor moves over the blanks before it only
 * when it does, so an op's text never ends in the next line's indentation. */
static bool at(Reader *r, const char *lit) {
  size_t save = r->p;
  ws(r);
  size_t n = strlen(lit);
  bool ok = r->p + n <= r->len && !memcmp(r->s + r->p, lit, n) &&
            /* a keyword must end where the word ends */
            !(is_id(lit[n - 1]) && r->p + n < r->len && is_id(r->s[r->p + n]));
  if (!ok) r->p = save;
  return ok;
}

/* The next non-blank byte, without moving. */
static char peek(Reader *r) {
  size_t save = r->p;
  ws(r);
  char c = ch(r);
  r->p = save;
  return c;
}

static bool accept(Reader *r, const char *lit) {
  if (!at(r, lit)) return false;
  r->p += strlen(lit);
  return true;
}

static bool expect(Reader *r, GenOp *g, const char *lit) {
  if (accept(r, lit)) return true;
  fail(r, r->p, g->name, arena_printf(r->a, "expected '%s'", lit));
  return false;
}

static const char *span(Reader *r, size_t from, size_t to) {
  return arena_strndup(r->a, r->s + from, to - from);
}

/* Skip a string literal starting at r->p (on the quote). */
static void skip_string(Reader *r) {
  r->p++;
  while (r->p < r->len && r->s[r->p] != '"') {
    if (r->s[r->p] == '\\') r->p++;
    r->p++;
  }
  if (r->p < r->len) r->p++;
}

/* Skip a bracketed group starting at r->p, any of ( [ { <, nested in any
 * mix; the `>` of an arrow `->` does not close anything. */
static bool skip_group(Reader *r) {
  int depth = 0;
  while (r->p < r->len) {
    char c = r->s[r->p];
    if (c == '"') {
      skip_string(r);
      continue;
    }
    if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
    else if (c == ')' || c == ']' || c == '}' ||
             (c == '>' && !(r->p > 0 && (r->s[r->p - 1] == '-' || r->s[r->p - 1] == '='))))
      depth--;
    r->p++;
    if (depth == 0) return true;
  }
  return false;
}

/* Skip a region's braces: only braces count there (a body holds `<` and
 * `>` of comparisons and arrows), strings and comments are passed over. */
static bool skip_braces(Reader *r) {
  int depth = 0;
  while (r->p < r->len) {
    char c = r->s[r->p];
    if (c == '"') {
      skip_string(r);
      continue;
    }
    if (c == '/' && r->p + 1 < r->len && r->s[r->p + 1] == '/') {
      while (r->p < r->len && r->s[r->p] != '\n') r->p++;
      continue;
    }
    if (c == '{') depth++;
    else if (c == '}') depth--;
    r->p++;
    if (depth == 0) return true;
  }
  return false;
}

/* A type: `(..) -> ..` function types, `!dialect.name<..>`, `tensor<..>`, `f32`. */
static const char *type(Reader *r, GenOp *g) {
  ws(r);
  size_t from = r->p;
  if (ch(r) == '(') {
    if (!skip_group(r)) goto bad;
    if (accept(r, "->")) {
      if (!type(r, g)) return NULL;
    }
    return span(r, from, r->p);
  }
  if (ch(r) == '!') r->p++;
  size_t id = r->p;
  while (r->p < r->len && is_id(r->s[r->p])) r->p++;
  if (r->p == id) goto bad;
  if (ch(r) == '<' && !skip_group(r)) goto bad;
  return span(r, from, r->p);
bad:
  fail(r, from, g->name, "expected a type");
  return NULL;
}

/* An attribute value, without a trailing `: type` (callers decide). */
static const char *attr(Reader *r, GenOp *g) {
  ws(r);
  size_t from = r->p;
  char c = ch(r);
  if (c == '"') {
    skip_string(r);
  } else if (c == '[' || c == '{' || c == '(') {
    if (!skip_group(r)) goto bad;
  } else if (c == '#' || c == '@' || isalnum((unsigned char)c) || c == '-' || c == '_') {
    r->p++;
    if (c == '@' && ch(r) == '"') skip_string(r);
    while (r->p < r->len) {
      char e = r->s[r->p];
      if (is_id(e) || e == '-' || e == '+') {
        r->p++;
      } else if (e == ':' && r->p + 2 < r->len && r->s[r->p + 1] == ':' && r->s[r->p + 2] == '@') {
        r->p += 3; /* @executable::@entry */
        if (ch(r) == '"') skip_string(r);
      } else {
        break;
      }
    }
    if (ch(r) == '<' && !skip_group(r)) goto bad;
  } else {
    goto bad;
  }
  return span(r, from, r->p);
bad:
  fail(r, from, g->name, "expected an attribute");
  return NULL;
}

/* `{k = v, ...}`: the text between the braces, or NULL if none here. */
static const char *attr_dict(Reader *r, GenOp *g) {
  if (!at(r, "{")) return NULL;
  size_t from = r->p;
  if (!skip_group(r)) {
    fail(r, from, g->name, "unbalanced attribute dictionary");
    return NULL;
  }
  return span(r, from + 1, r->p - 1);
}

static const char *ssa(Reader *r, GenOp *g) {
  ws(r);
  size_t from = r->p;
  if (ch(r) != '%') {
    fail(r, from, g->name, "expected an SSA value");
    return NULL;
  }
  r->p++;
  while (r->p < r->len && (is_id(r->s[r->p]) || r->s[r->p] == '-' || r->s[r->p] == '#')) r->p++;
  return span(r, from, r->p);
}

static const char *symbol(Reader *r, GenOp *g) {
  ws(r);
  if (ch(r) != '@') {
    fail(r, r->p, g->name, "expected a symbol");
    return NULL;
  }
  return attr(r, g);
}

/* The quoted name of a symbol: @foo -> "foo", @"a b" -> "a b". */
static const char *sym_string(Reader *r, const char *sym) {
  if (sym[1] == '"') return arena_strdup(r->a, sym + 1);
  return arena_printf(r->a, "\"%s\"", sym + 1);
}

/* --------------------------------------------------------- the GenOp */

static void add_operand(GenOp *g, const char *v, const char *t) {
  if (g->nop < MAXV) {
    g->opv[g->nop] = v;
    g->opt[g->nop++] = t;
  }
}

static void add_result(GenOp *g, const char *t) {
  if (g->nrestype < MAXV) g->res[g->nrestype++] = t;
}

static void prop(GenOp *g, const char *k, const char *v) {
  if (g->props.len) sb_puts(&g->props, ", ");
  sb_printf(&g->props, "%s = %s", k, v);
}

static void prop_unit(GenOp *g, const char *k) {
  if (g->props.len) sb_puts(&g->props, ", ");
  sb_puts(&g->props, k);
}

static void attrs_add(GenOp *g, const char *dict) {
  if (!dict || !*dict) return;
  if (g->attrs.len) sb_puts(&g->attrs, ", ");
  sb_puts(&g->attrs, dict);
}

/* Optional `{%d0, %d1}` after a shaped type: dynamic dims, all index. */
static int dims(Reader *r, GenOp *g, const char **out, int max) {
  int n = 0;
  if (!accept(r, "{")) return 0;
  if (accept(r, "}")) return 0;
  do {
    const char *v = ssa(r, g);
    if (!v) return -1;
    if (n < max) out[n++] = v;
  } while (accept(r, ","));
  if (!expect(r, g, "}")) return -1;
  return n;
}

static void add_index_operands(GenOp *g, const char **v, int n) {
  for (int i = 0; i < n; i++) add_operand(g, v[i], "index");
}

/* `%a, %b` (at least one). */
static int ssa_list(Reader *r, GenOp *g, const char **out, int max) {
  int n = 0;
  do {
    const char *v = ssa(r, g);
    if (!v) return -1;
    if (n < max) out[n++] = v;
  } while (accept(r, ","));
  return n;
}

/* `T1, T2` (exactly n). */
static bool type_list(Reader *r, GenOp *g, const char **out, int n) {
  for (int i = 0; i < n; i++) {
    if (i && !expect(r, g, ",")) return false;
    if (!(out[i] = type(r, g))) return false;
  }
  return true;
}

/* `[0, %x, 4]` of DynamicIndexList: static values with INT64_MIN where an
 * SSA value stands; the SSA values become operands. */
static bool index_list(Reader *r, GenOp *g, StrBuf *stat, const char **dyn, int *ndyn) {
  if (!expect(r, g, "[")) return false;
  sb_puts(stat, "array<i64");
  *ndyn = 0;
  int k = 0;
  if (!accept(r, "]")) {
    do {
      ws(r);
      sb_puts(stat, k++ ? ", " : ": ");
      if (ch(r) == '%') {
        const char *v = ssa(r, g);
        if (!v) return false;
        if (*ndyn < MAXV) dyn[(*ndyn)++] = v;
        sb_puts(stat, "-9223372036854775808");
      } else {
        size_t from = r->p;
        if (ch(r) == '-') r->p++;
        while (isdigit((unsigned char)ch(r))) r->p++;
        if (r->p == from) {
          fail(r, from, g->name, "expected an integer or an SSA value");
          return false;
        }
        sb_putn(stat, r->s + from, r->p - from);
      }
    } while (accept(r, ","));
    if (!expect(r, g, "]")) return false;
  }
  sb_puts(stat, ">");
  return true;
}

/* A region starting at `{` (r->p on it after ws): recorded, skipped. */
static bool region(Reader *r, GenOp *g, const char *args) {
  ws(r);
  if (ch(r) != '{' || g->nreg == 4) {
    fail(r, r->p, g->name, "expected a region");
    return false;
  }
  size_t open = r->p;
  if (!skip_braces(r)) {
    fail(r, open, g->name, "unbalanced region");
    return false;
  }
  g->reg_open[g->nreg] = open;
  g->reg_close[g->nreg] = r->p - 1;
  g->reg_args[g->nreg++] = args;
  return true;
}

/* `(%a: T, %b: T {attrs})` block/function arguments. `types` collects the
 * types; `named` false accepts bare types (declarations). Returns the
 * argument text for ^bb0, or NULL on error. */
static const char *arg_list(Reader *r, GenOp *g, const char **types, int *n, StrBuf *argattrs,
                            bool *any_attrs) {
  StrBuf b;
  sb_init(&b);
  *n = 0;
  if (!expect(r, g, "(")) goto bad;
  if (!accept(r, ")")) {
    do {
      ws(r);
      const char *name = NULL;
      if (ch(r) == '%') {
        if (!(name = ssa(r, g)) || !expect(r, g, ":")) goto bad;
      }
      const char *t = type(r, g);
      if (!t) goto bad;
      const char *ad = attr_dict(r, g);
      if (r->failed) goto bad;
      if (argattrs) {
        if (*n) sb_puts(argattrs, ", ");
        sb_printf(argattrs, "{%s}", ad ? ad : "");
      }
      if (ad && any_attrs) *any_attrs = true;
      if (name) sb_printf(&b, "%s%s: %s", *n ? ", " : "", name, t);
      if (*n < MAXV) types[(*n)++] = t;
    } while (accept(r, ","));
    if (!expect(r, g, ")")) goto bad;
  }
  const char *res = arena_strdup(r->a, sb_cstr(&b));
  sb_free(&b);
  return res;
bad:
  sb_free(&b);
  return NULL;
}

static const char *join_types(Reader *r, const char *const *t, int n, bool parens_always) {
  StrBuf b;
  sb_init(&b);
  bool par = parens_always || n != 1 || t[0][0] == '(';
  if (par) sb_putc(&b, '(');
  for (int i = 0; i < n; i++) sb_printf(&b, "%s%s", i ? ", " : "", t[i]);
  if (par) sb_putc(&b, ')');
  const char *s = arena_strdup(r->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

/* The element type of `tensor<4x?xf32, #enc>`: after the last `x` of the
 * shape, before a top-level comma. */
static const char *tensor_elem(Reader *r, const char *t) {
  const char *lt = strchr(t, '<');
  if (!lt) return NULL;
  const char *p = lt + 1, *start = p;
  int depth = 0;
  for (; *p; p++) {
    if (*p == '<' || *p == '(' || *p == '[') depth++;
    else if (*p == '>' || *p == ')' || *p == ']') {
      if (depth == 0) break;
      depth--;
    } else if (*p == ',' && depth == 0) break;
    else if (*p == 'x' && depth == 0 && p > lt + 1 && (isdigit((unsigned char)p[-1]) || p[-1] == '?'))
      start = p + 1;
  }
  return arena_strndup(r->a, start, (size_t)(p - start));
}

/* The type of a top-level `#alias = <attr> : <type>` definition. */
static const char *alias_type(Reader *r, const char *alias) {
  size_t n = strlen(alias);
  for (size_t i = 0; i + n < r->end; i++) {
    if ((i == 0 || r->s[i - 1] == '\n') && !memcmp(r->s + i, alias, n) && !is_id(r->s[i + n])) {
      Reader sub = *r;
      GenOp tmp = {.name = alias};
      sub.p = i + n;
      if (!accept(&sub, "=")) continue;
      if (!attr(&sub, &tmp)) return NULL;
      if (!accept(&sub, ":")) return NULL;
      return type(&sub, &tmp);
    }
  }
  return NULL;
}

/* ------------------------------------------------------------ handlers */

typedef bool (*Handler)(Reader *, GenOp *);

static const char *visibility(Reader *r, GenOp *g) {
  if (accept(r, "private")) return "\"private\"";
  if (accept(r, "nested")) return "\"nested\"";
  accept(r, "public");
  (void)g;
  return NULL;
}

/* util.global [vis] [mutable] @name [attrs] (= attr [: type] | : type) */
static bool h_global(Reader *r, GenOp *g) {
  const char *vis = visibility(r, g);
  bool mut = accept(r, "mutable");
  const char *sym = symbol(r, g);
  if (!sym) return false;
  attrs_add(g, attr_dict(r, g));
  const char *init = NULL, *ty = NULL;
  if (accept(r, "=")) {
    if (!(init = attr(r, g))) return false;
    if (accept(r, ":")) {
      if (!(ty = type(r, g))) return false;
      init = arena_printf(r->a, "%s : %s", init, ty);
    } else if (init[0] == '#') {
      ty = alias_type(r, init);
    }
    if (!ty) {
      fail(r, g->name_pos, g->name, "the initial value's type is not known");
      return false;
    }
  } else {
    if (!expect(r, g, ":") || !(ty = type(r, g))) return false;
  }
  if (init) prop(g, "initial_value", init);
  if (mut) prop_unit(g, "is_mutable");
  prop(g, "sym_name", sym_string(r, sym));
  if (vis) prop(g, "sym_visibility", vis);
  prop(g, "type", ty);
  return true;
}

/* util.global.load [immutable] @name [attrs] : type */
static bool h_global_load(Reader *r, GenOp *g) {
  bool imm = accept(r, "immutable");
  const char *sym = symbol(r, g), *t;
  if (!sym) return false;
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(t = type(r, g))) return false;
  prop(g, "global", sym);
  if (imm) prop_unit(g, "is_immutable");
  add_result(g, t);
  return true;
}

/* util.global.store %v, @name [attrs] : type */
static bool h_global_store(Reader *r, GenOp *g) {
  const char *v = ssa(r, g), *sym, *t;
  if (!v || !expect(r, g, ",") || !(sym = symbol(r, g))) return false;
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(t = type(r, g))) return false;
  add_operand(g, v, t);
  prop(g, "global", sym);
  return true;
}

/* [-> results] [attributes {..}] after a signature; results may carry
 * attribute dictionaries. */
static bool func_results(Reader *r, GenOp *g, const char **rt, int *nr, StrBuf *resattrs,
                         bool *any) {
  *nr = 0;
  if (!accept(r, "->")) return true;
  if (at(r, "(")) {
    /* a parenthesised result list, unless it is one function type */
    size_t save = r->p;
    r->p++;
    if (accept(r, ")")) return true;
    r->p = save + 1;
    do {
      const char *t = type(r, g);
      if (!t) return false;
      const char *ad = attr_dict(r, g);
      if (r->failed) return false;
      if (*nr) sb_puts(resattrs, ", ");
      sb_printf(resattrs, "{%s}", ad ? ad : "");
      if (ad) *any = true;
      if (*nr < MAXV) rt[(*nr)++] = t;
    } while (accept(r, ","));
    return expect(r, g, ")");
  }
  ws(r);
  if (ch(r) == '%') {
    fail(r, r->p, g->name, "tied function results are not supported");
    return false;
  }
  const char *t = type(r, g);
  if (!t) return false;
  const char *ad = attr_dict(r, g);
  if (r->failed) return false;
  sb_printf(resattrs, "{%s}", ad ? ad : "");
  if (ad) *any = true;
  rt[(*nr)++] = t;
  return true;
}

/* util.func [vis] @name(args) [-> results] [attributes {..}] [{ body }] */
static bool h_func(Reader *r, GenOp *g) {
  const char *vis = visibility(r, g);
  const char *sym = symbol(r, g);
  if (!sym) return false;
  const char *at_[MAXV], *rt[MAXV];
  int na = 0, nr = 0;
  StrBuf aa, ra;
  sb_init(&aa);
  sb_init(&ra);
  bool any_a = false, any_r = false, ok = false;
  const char *args = arg_list(r, g, at_, &na, &aa, &any_a);
  if (!args || !func_results(r, g, rt, &nr, &ra, &any_r)) goto out;
  if (accept(r, "attributes")) {
    const char *ad = attr_dict(r, g);
    if (!ad) {
      fail(r, r->p, g->name, "expected an attribute dictionary");
      goto out;
    }
    attrs_add(g, ad);
  }
  if (any_a) prop(g, "arg_attrs", arena_printf(r->a, "[%s]", sb_cstr(&aa)));
  prop(g, "function_type", arena_printf(r->a, "%s -> %s", join_types(r, at_, na, true),
                                        join_types(r, rt, nr, false)));
  if (any_r) prop(g, "res_attrs", arena_printf(r->a, "[%s]", sb_cstr(&ra)));
  prop(g, "sym_name", sym_string(r, sym));
  if (vis) prop(g, "sym_visibility", vis);
  ok = at(r, "{") ? region(r, g, args) : true;
out:
  sb_free(&aa);
  sb_free(&ra);
  return ok;
}

/* util.initializer [attributes {..}] { body } */
static bool h_initializer(Reader *r, GenOp *g) {
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  prop(g, "function_type", "() -> ()");
  return region(r, g, "");
}

/* util.return / flow.return / iree_linalg_ext.yield: [%a, %b : T1, T2] */
static bool h_return(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  if (peek(r) != '%') return true;
  const char *v[MAXV], *t[MAXV];
  int n = ssa_list(r, g, v, MAXV);
  if (n < 0 || !expect(r, g, ":") || !type_list(r, g, t, n)) return false;
  for (int i = 0; i < n; i++) add_operand(g, v[i], t[i]);
  return true;
}

/* `(T1, T2{%d}) -> (R1{%d}, %tied{%d})`, as flow.dispatch and util.call
 * print it: argument dims and result dims collected, tied results resolved
 * against the argument list `args`. */
typedef struct ShapedSig {
  const char *at[MAXV], *rt[MAXV];
  int na, nr;
  const char *adims[MAXV], *rdims[MAXV];
  int nad, nrd;
  int tied[MAXV];
  bool any_tied;
} ShapedSig;

static bool shaped_sig(Reader *r, GenOp *g, ShapedSig *s, const char **args, int nargs) {
  s->na = s->nr = s->nad = s->nrd = 0;
  s->any_tied = false;
  if (!expect(r, g, "(")) return false;
  if (!accept(r, ")")) {
    do {
      const char *t = type(r, g);
      if (!t) return false;
      int k = dims(r, g, s->adims + s->nad, MAXV - s->nad);
      if (k < 0) return false;
      s->nad += k;
      if (s->na < MAXV) s->at[s->na++] = t;
    } while (accept(r, ","));
    if (!expect(r, g, ")")) return false;
  }
  if (!expect(r, g, "->")) return false;
  bool par = accept(r, "(");
  if (par && accept(r, ")")) return true;
  do {
    ws(r);
    int tied = -1;
    const char *t;
    if (ch(r) == '%') {
      const char *v = ssa(r, g);
      if (!v) return false;
      for (int i = 0; i < nargs; i++)
        if (!strcmp(args[i], v)) tied = i;
      if (tied < 0 || tied >= s->na) {
        fail(r, r->p, g->name, "a tied result names no argument");
        return false;
      }
      t = s->at[tied];
      if (accept(r, "as") && !(t = type(r, g))) return false;
      s->any_tied = true;
    } else if (!(t = type(r, g))) {
      return false;
    }
    int k = dims(r, g, s->rdims + s->nrd, MAXV - s->nrd);
    if (k < 0) return false;
    s->nrd += k;
    if (s->nr < MAXV) {
      s->tied[s->nr] = tied;
      s->rt[s->nr++] = t;
    }
  } while (par && accept(r, ","));
  return !par || expect(r, g, ")");
}

static const char *tied_attr(Reader *r, const ShapedSig *s) {
  StrBuf b;
  sb_init(&b);
  sb_putc(&b, '[');
  for (int i = 0; i < s->nr; i++) sb_printf(&b, "%s%d : index", i ? ", " : "", s->tied[i]);
  sb_putc(&b, ']');
  const char *t = arena_strdup(r->a, sb_cstr(&b));
  sb_free(&b);
  return t;
}

/* util.call @f(%a, %b) [attrs] : (T..) -> R */
static bool h_call(Reader *r, GenOp *g) {
  const char *sym = symbol(r, g), *v[MAXV];
  int n = 0;
  if (!sym || !expect(r, g, "(")) return false;
  if (!accept(r, ")")) {
    if ((n = ssa_list(r, g, v, MAXV)) < 0 || !expect(r, g, ")")) return false;
  }
  attrs_add(g, attr_dict(r, g));
  ShapedSig s;
  if (!expect(r, g, ":") || !shaped_sig(r, g, &s, v, n)) return false;
  if (s.na != n || s.nad || s.nrd || s.any_tied) {
    fail(r, g->name_pos, g->name, "calls with dynamic dims or tied results are not supported");
    return false;
  }
  for (int i = 0; i < n; i++) add_operand(g, v[i], s.at[i]);
  for (int i = 0; i < s.nr; i++) add_result(g, s.rt[i]);
  prop(g, "callee", sym);
  return true;
}

/* util.null [attrs] : T ; hal.devices.count : index */
static bool h_typed_nullary(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *t;
  if (!expect(r, g, ":") || !(t = type(r, g))) return false;
  add_result(g, t);
  return true;
}

/* util.optimization_barrier [attrs] %a, %b : T1, T2 */
static bool h_opt_barrier(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *v[MAXV], *t[MAXV];
  int n = ssa_list(r, g, v, MAXV);
  if (n < 0 || !expect(r, g, ":") || !type_list(r, g, t, n)) return false;
  for (int i = 0; i < n; i++) {
    add_operand(g, v[i], t[i]);
    add_result(g, t[i]);
  }
  return true;
}

/* `on(#affinity)` */
static bool affinity(Reader *r, GenOp *g) {
  if (!accept(r, "on")) return true;
  const char *a;
  if (!expect(r, g, "(") || !(a = attr(r, g)) || !expect(r, g, ")")) return false;
  prop(g, "affinity", a);
  return true;
}

/* hal.tensor.import [on(aff)] [wait(%f) =>] %src ["name"] : T -> R [as R2][{dims}] */
static bool h_import(Reader *r, GenOp *g) {
  if (!affinity(r, g)) return false;
  const char *fence = NULL, *src, *name = NULL, *st, *rt, *d[MAXV];
  if (accept(r, "wait")) {
    if (!expect(r, g, "(") || !(fence = ssa(r, g)) || !expect(r, g, ")") || !expect(r, g, "=>"))
      return false;
  }
  if (!(src = ssa(r, g))) return false;
  if (peek(r) == '"') name = attr(r, g);
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(st = type(r, g)) || !expect(r, g, "->") || !(rt = type(r, g)))
    return false;
  const char *enc = rt;
  if (accept(r, "as") && !(rt = type(r, g))) return false;
  int nd = dims(r, g, d, MAXV);
  if (nd < 0) return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, src, st);
  add_index_operands(g, d, nd);
  if (fence) add_operand(g, fence, "!hal.fence");
  add_result(g, rt);
  if (name) prop(g, "name", name);
  g->seg[0] = 1, g->seg[1] = nd, g->seg[2] = fence ? 1 : 0, g->seg[3] = 0, g->nseg = 4;
  prop(g, "target_encoding", enc);
  return true;
}

/* hal.tensor.export [on(aff)] %src ["name"] : T [as T2][{dims}] -> R */
static bool h_export(Reader *r, GenOp *g) {
  if (!affinity(r, g)) return false;
  const char *src = ssa(r, g), *name = NULL, *enc, *st, *rt, *d[MAXV];
  if (!src) return false;
  if (peek(r) == '"') name = attr(r, g);
  if (at(r, "into")) {
    fail(r, r->p, g->name, "export into a caller's buffer is not supported");
    return false;
  }
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(enc = type(r, g))) return false;
  st = enc;
  if (accept(r, "as") && !(st = type(r, g))) return false;
  int nd = dims(r, g, d, MAXV);
  if (nd < 0 || !expect(r, g, "->") || !(rt = type(r, g))) return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, src, st);
  add_index_operands(g, d, nd);
  add_result(g, rt);
  if (name) prop(g, "name", name);
  prop(g, "source_encoding", enc);
  return true;
}

/* hal.tensor.barrier join(%a, %b : T1, T2) => %fence : !hal.fence */
static bool h_tensor_barrier(Reader *r, GenOp *g) {
  const char *v[MAXV], *t[MAXV], *f, *ft;
  if (!expect(r, g, "join") || !expect(r, g, "(")) return false;
  int n = ssa_list(r, g, v, MAXV);
  if (n < 0 || !expect(r, g, ":") || !type_list(r, g, t, n) || !expect(r, g, ")") ||
      !expect(r, g, "=>") || !(f = ssa(r, g)) || !expect(r, g, ":") || !(ft = type(r, g)))
    return false;
  attrs_add(g, attr_dict(r, g));
  for (int i = 0; i < n; i++) {
    add_operand(g, v[i], t[i]);
    add_result(g, t[i]);
  }
  add_operand(g, f, ft);
  return true;
}

/* hal.tensor.alias [on(aff)] [wait(%f) =>] %src : T[{dims}] to %storage : S */
static bool h_tensor_alias(Reader *r, GenOp *g) {
  if (!affinity(r, g)) return false;
  const char *fence = NULL, *src, *t, *st, *stt, *d[MAXV];
  if (accept(r, "wait")) {
    if (!expect(r, g, "(") || !(fence = ssa(r, g)) || !expect(r, g, ")") || !expect(r, g, "=>"))
      return false;
  }
  if (!(src = ssa(r, g)) || !expect(r, g, ":") || !(t = type(r, g))) return false;
  int nd = dims(r, g, d, MAXV);
  if (nd < 0 || !expect(r, g, "to") || !(st = ssa(r, g)) || !expect(r, g, ":") ||
      !(stt = type(r, g)))
    return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, src, t);
  add_index_operands(g, d, nd);
  add_operand(g, st, stt);
  if (fence) add_operand(g, fence, "!hal.fence");
  g->seg[0] = 1, g->seg[1] = nd, g->seg[2] = 1, g->seg[3] = fence ? 1 : 0, g->nseg = 4;
  add_result(g, t);
  return true;
}

/* hal.devices.get %i : !hal.device */
static bool h_devices_get(Reader *r, GenOp *g) {
  const char *i = ssa(r, g), *t;
  attrs_add(g, attr_dict(r, g));
  if (!i || !expect(r, g, ":") || !(t = type(r, g))) return false;
  add_operand(g, i, "index");
  add_result(g, t);
  return true;
}

/* `flags("None")` or `flags(None)`: kept as a string, nothing reads it. */
static bool flags(Reader *r, GenOp *g) {
  if (!accept(r, "flags")) return true;
  ws(r);
  size_t from = r->p;
  if (ch(r) != '(' || !skip_group(r)) {
    fail(r, from, g->name, "expected flags(...)");
    return false;
  }
  const char *f = span(r, from + 1, r->p - 1);
  if (f[0] == '"') prop(g, "flags", f);
  else prop(g, "flags", arena_printf(r->a, "\"%s\"", f));
  return true;
}

/* hal.fence.create device(%d : T) flags(..) : !hal.fence */
static bool h_fence_create(Reader *r, GenOp *g) {
  const char *dv, *dt, *t;
  if (!expect(r, g, "device") || !expect(r, g, "(") || !(dv = ssa(r, g)) || !expect(r, g, ":") ||
      !(dt = type(r, g)) || !expect(r, g, ")") || !flags(r, g))
    return false;
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(t = type(r, g))) return false;
  add_operand(g, dv, dt);
  add_result(g, t);
  return true;
}

/* `([%a, %b])` fence lists */
static int fence_list(Reader *r, GenOp *g, const char **v) {
  if (!expect(r, g, "(") || !expect(r, g, "[")) return -1;
  int n = 0;
  if (!accept(r, "]")) {
    if ((n = ssa_list(r, g, v, MAXV)) < 0 || !expect(r, g, "]")) return -1;
  }
  return expect(r, g, ")") ? n : -1;
}

/* hal.fence.await until([%f]) timeout_millis(%t) [flags(..)] : i32 */
static bool h_fence_await(Reader *r, GenOp *g) {
  const char *f[MAXV], *tm, *t;
  int n;
  if (!expect(r, g, "until") || (n = fence_list(r, g, f)) < 0 || !expect(r, g, "timeout_millis") ||
      !expect(r, g, "(") || !(tm = ssa(r, g)) || !expect(r, g, ")") || !flags(r, g))
    return false;
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, ":") || !(t = type(r, g))) return false;
  add_operand(g, tm, "i32");
  for (int i = 0; i < n; i++) add_operand(g, f[i], "!hal.fence");
  add_result(g, t);
  return true;
}

/* hal.fence.join at([%a, %b]) [flags(..)] -> !hal.fence */
static bool h_fence_join(Reader *r, GenOp *g) {
  const char *f[MAXV], *t;
  int n;
  if (!expect(r, g, "at") || (n = fence_list(r, g, f)) < 0 || !flags(r, g)) return false;
  attrs_add(g, attr_dict(r, g));
  if (!expect(r, g, "->") || !(t = type(r, g))) return false;
  for (int i = 0; i < n; i++) add_operand(g, f[i], "!hal.fence");
  add_result(g, t);
  return true;
}

/* hal.fence.signal<%f : !hal.fence> ; hal.buffer_view.dim<%bv : T>[N] : index ;
 * hal.buffer_view.rank<%bv : T> : index */
static bool h_angle_operand(Reader *r, GenOp *g) {
  const char *v, *vt;
  if (!expect(r, g, "<") || !(v = ssa(r, g)) || !expect(r, g, ":") || !(vt = type(r, g)) ||
      !expect(r, g, ">"))
    return false;
  add_operand(g, v, vt);
  if (accept(r, "[")) {
    size_t from = r->p;
    while (isdigit((unsigned char)ch(r))) r->p++;
    if (r->p == from) {
      fail(r, from, g->name, "expected an index");
      return false;
    }
    prop(g, "index", arena_printf(r->a, "%s : index", span(r, from, r->p)));
    if (!expect(r, g, "]")) return false;
  }
  attrs_add(g, attr_dict(r, g));
  if (accept(r, ":")) {
    const char *t = type(r, g);
    if (!t) return false;
    add_result(g, t);
  }
  return true;
}

/* hal.buffer_view.assert<%bv : T> message("..") shape([%a, %b]) type(%t) encoding(%e) */
static bool h_bv_assert(Reader *r, GenOp *g) {
  const char *v, *vt, *msg, *sh[MAXV], *ty, *en;
  int ns = 0;
  if (!expect(r, g, "<") || !(v = ssa(r, g)) || !expect(r, g, ":") || !(vt = type(r, g)) ||
      !expect(r, g, ">") || !expect(r, g, "message") || !expect(r, g, "(") ||
      !(msg = attr(r, g)) || !expect(r, g, ")") || !expect(r, g, "shape") || !expect(r, g, "(") ||
      !expect(r, g, "["))
    return false;
  if (!accept(r, "]")) {
    if ((ns = ssa_list(r, g, sh, MAXV)) < 0 || !expect(r, g, "]")) return false;
  }
  if (!expect(r, g, ")") || !expect(r, g, "type") || !expect(r, g, "(") || !(ty = ssa(r, g)) ||
      !expect(r, g, ")") || !expect(r, g, "encoding") || !expect(r, g, "(") ||
      !(en = ssa(r, g)) || !expect(r, g, ")"))
    return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, v, vt);
  add_index_operands(g, sh, ns);
  add_operand(g, ty, "i32");
  add_operand(g, en, "i32");
  prop(g, "message", msg);
  return true;
}

/* `%a[, %b] : T1{d}[, T2{d}] -> R1[, R2]` with the dims after the values:
 * compute_barrier.start/end, set/unset_encoding, flow.tensor.encode. */
static bool h_values_to_types(Reader *r, GenOp *g) {
  const char *v[MAXV], *t[MAXV], *rt[MAXV], *d[MAXV];
  int n = ssa_list(r, g, v, MAXV), nd = 0;
  if (n < 0 || !expect(r, g, ":")) return false;
  for (int i = 0; i < n; i++) {
    if (i && !expect(r, g, ",")) return false;
    if (!(t[i] = type(r, g))) return false;
    int k = dims(r, g, d + nd, MAXV - nd);
    if (k < 0) return false;
    nd += k;
  }
  if (!expect(r, g, "->") || !type_list(r, g, rt, n)) return false;
  int nrd = 0;
  const char *rd[MAXV];
  if ((nrd = dims(r, g, rd, MAXV)) < 0) return false;
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  else attrs_add(g, attr_dict(r, g));
  for (int i = 0; i < n; i++) add_operand(g, v[i], t[i]);
  add_index_operands(g, d, nd);
  add_index_operands(g, rd, nrd);
  for (int i = 0; i < n; i++) add_result(g, rt[i]);
  return true;
}

/* `%s : T{sd} -> R{rd}` with operand segments [1, sd, rd]:
 * iree_tensor_ext.bitcast, flow.tensor.reshape, flow.tensor.bitcast. */
static bool h_reshape_like(Reader *r, GenOp *g) {
  const char *s = ssa(r, g), *t, *rt, *sd[MAXV], *rd[MAXV];
  int nsd, nrd;
  if (!s || !expect(r, g, ":") || !(t = type(r, g)) || (nsd = dims(r, g, sd, MAXV)) < 0 ||
      !expect(r, g, "->") || !(rt = type(r, g)) || (nrd = dims(r, g, rd, MAXV)) < 0)
    return false;
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  else attrs_add(g, attr_dict(r, g));
  add_operand(g, s, t);
  add_index_operands(g, sd, nsd);
  add_index_operands(g, rd, nrd);
  g->seg[0] = 1, g->seg[1] = nsd, g->seg[2] = nrd, g->nseg = 3;
  add_result(g, rt);
  return true;
}

/* dispatch.tensor.load %src, offsets = [..], sizes = [..], strides = [..] : T{d} -> R
 * dispatch.tensor.store %v, %dst, offsets = .. : T -> D{d} */
static bool h_dispatch_tensor(Reader *r, GenOp *g, bool store) {
  const char *v = NULL, *src = ssa(r, g);
  if (!src) return false;
  if (store && (!expect(r, g, ",") || !(v = ssa(r, g)))) return false;
  const char *dyn[3][MAXV];
  int ndyn[3];
  StrBuf stat[3];
  static const char *kw[3] = {"offsets", "sizes", "strides"};
  static const char *pn[3] = {"static_offsets", "static_sizes", "static_strides"};
  for (int i = 0; i < 3; i++) sb_init(&stat[i]);
  bool ok = false;
  for (int i = 0; i < 3; i++)
    if (!expect(r, g, ",") || !expect(r, g, kw[i]) || !expect(r, g, "=") ||
        !index_list(r, g, &stat[i], dyn[i], &ndyn[i]))
      goto out;
  attrs_add(g, attr_dict(r, g));
  const char *t1, *t2, *d[MAXV];
  int nd = 0;
  if (!expect(r, g, ":") || !(t1 = type(r, g))) goto out;
  if (!store && (nd = dims(r, g, d, MAXV)) < 0) goto out;
  if (!expect(r, g, "->") || !(t2 = type(r, g))) goto out;
  if (store && (nd = dims(r, g, d, MAXV)) < 0) goto out;
  if (store) {
    add_operand(g, src, t1); /* the value */
    add_operand(g, v, t2);   /* the target */
  } else {
    add_operand(g, src, t1);
    add_result(g, t2);
  }
  add_index_operands(g, d, nd);
  for (int i = 0; i < 3; i++) add_index_operands(g, dyn[i], ndyn[i]);
  g->nseg = 0;
  if (store) g->seg[g->nseg++] = 1;
  g->seg[g->nseg++] = 1;
  g->seg[g->nseg++] = nd;
  for (int i = 0; i < 3; i++) g->seg[g->nseg++] = ndyn[i];
  for (int i = 0; i < 3; i++) prop(g, pn[i], sb_cstr(&stat[i]));
  ok = true;
out:
  for (int i = 0; i < 3; i++) sb_free(&stat[i]);
  return ok;
}

static bool h_tensor_load(Reader *r, GenOp *g) { return h_dispatch_tensor(r, g, false); }
static bool h_tensor_store(Reader *r, GenOp *g) { return h_dispatch_tensor(r, g, true); }

/* dispatch.workgroup_count_from_slice [attrs] (%a, %b)   (older: without parens) */
static bool h_workgroup_count(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *v[MAXV];
  int n = 0;
  if (accept(r, "(")) {
    if (!accept(r, ")") && ((n = ssa_list(r, g, v, MAXV)) < 0 || !expect(r, g, ")")))
      return false;
  } else {
    /* the old form: values up to the end of the line */
    size_t save = r->p;
    while (save < r->len && (r->s[save] == ' ' || r->s[save] == '\t')) save++;
    if (save < r->len && r->s[save] == '%' && (n = ssa_list(r, g, v, MAXV)) < 0) return false;
  }
  add_index_operands(g, v, n);
  for (int i = 0; i < (g->nres ? g->nres : 3); i++) add_result(g, "index");
  return true;
}

/* dispatch.workgroup_count_split_reduction_modifier workgroups(%x, %y, %z) workload(%a..) */
static bool h_split_reduction_modifier(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *w[MAXV], *l[MAXV];
  int nw, nl = 0;
  if (!expect(r, g, "workgroups") || !expect(r, g, "(") || (nw = ssa_list(r, g, w, MAXV)) < 0 ||
      !expect(r, g, ")") || !expect(r, g, "workload") || !expect(r, g, "("))
    return false;
  if (!accept(r, ")") && ((nl = ssa_list(r, g, l, MAXV)) < 0 || !expect(r, g, ")"))) return false;
  add_index_operands(g, w, nw);
  add_index_operands(g, l, nl);
  for (int i = 0; i < 3; i++) add_result(g, "index");
  return true;
}

/* dispatch.workload.ordinal %x, N : index */
static bool h_workload_ordinal(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *v = ssa(r, g), *n, *t;
  if (!v || !expect(r, g, ",") || !(n = attr(r, g)) || !expect(r, g, ":") || !(t = type(r, g)))
    return false;
  add_operand(g, v, t);
  add_result(g, t);
  prop(g, "ordinal", arena_printf(r->a, "%s : index", n));
  return true;
}

/* iree_linalg_ext.attention {attrs} ins(%q, %k, %v, %s[, %m] : T..) outs(%o : T) [{r}] -> R */
static bool h_attention(Reader *r, GenOp *g) {
  const char *dict = attr_dict(r, g);
  if (r->failed) return false;
  if (dict) sb_puts(&g->props, dict);
  const char *v[MAXV], *t[MAXV], *o, *ot;
  int n;
  if (!expect(r, g, "ins") || !expect(r, g, "(") || (n = ssa_list(r, g, v, MAXV)) < 0 ||
      !expect(r, g, ":") || !type_list(r, g, t, n) || !expect(r, g, ")") ||
      !expect(r, g, "outs") || !expect(r, g, "(") || !(o = ssa(r, g)) || !expect(r, g, ":") ||
      !(ot = type(r, g)) || !expect(r, g, ")"))
    return false;
  for (int i = 0; i < n; i++) add_operand(g, v[i], t[i]);
  add_operand(g, o, ot);
  if (at(r, "{") && !region(r, g, "")) return false;
  if (accept(r, "->")) {
    const char *rt[MAXV];
    int nr = 0;
    bool par = accept(r, "(");
    do {
      if (!(rt[nr] = type(r, g))) return false;
      nr++;
    } while (par && accept(r, ",") && nr < MAXV);
    if (par && !expect(r, g, ")")) return false;
    for (int i = 0; i < nr; i++) add_result(g, rt[i]);
  }
  return true;
}

/* flow.executable [vis] @name [attributes {..}] { body } */
static bool h_executable(Reader *r, GenOp *g) {
  const char *vis = visibility(r, g), *sym = symbol(r, g);
  if (!sym) return false;
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  prop(g, "sym_name", sym_string(r, sym));
  if (vis) prop(g, "sym_visibility", vis);
  return region(r, g, "");
}

/* count(%a: index, ..) -> (index, index, index) { body } or
 * workgroups(..) -> (..) { body }: a workgroup count region. */
static bool count_region(Reader *r, GenOp *g) {
  const char *t[MAXV];
  int n;
  const char *args = arg_list(r, g, t, &n, NULL, NULL);
  if (!args || !expect(r, g, "->")) return false;
  ws(r);
  size_t from = r->p;
  if (ch(r) != '(' || !skip_group(r)) {
    fail(r, from, g->name, "expected the workgroup count types");
    return false;
  }
  return region(r, g, args);
}

/* flow.executable.export [vis] @name [as(@fn)] [workgroups(..) -> (..) {..}] [attributes {..}] */
static bool h_export_entry(Reader *r, GenOp *g) {
  const char *vis = visibility(r, g), *sym = symbol(r, g), *ref;
  if (!sym) return false;
  ref = sym;
  if (accept(r, "as")) {
    if (!expect(r, g, "(") || !(ref = symbol(r, g)) || !expect(r, g, ")")) return false;
  }
  if (accept(r, "workgroups") && !count_region(r, g)) return false;
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  prop(g, "function_ref", ref);
  prop(g, "sym_name", sym_string(r, sym));
  if (vis) prop(g, "sym_visibility", vis);
  return true;
}

/* `@ex::@entry` or `{@a::@b, @c::@d}` */
static const char *entry_points(Reader *r, GenOp *g) {
  if (at(r, "{")) {
    const char *dict = attr_dict(r, g);
    return dict ? arena_printf(r->a, "[%s]", dict) : NULL;
  }
  const char *e = symbol(r, g);
  return e ? arena_printf(r->a, "[%s]", e) : NULL;
}

/* `[%w, ..]` workloads */
static int workload(Reader *r, GenOp *g, const char **w) {
  if (!accept(r, "[")) return 0;
  if (accept(r, "]")) return 0;
  int n = ssa_list(r, g, w, MAXV);
  return n < 0 || !expect(r, g, "]") ? -1 : n;
}

static void add_shaped_results(Reader *r, GenOp *g, const ShapedSig *s) {
  for (int i = 0; i < s->nr; i++) add_result(g, s->rt[i]);
  if (s->any_tied) prop(g, "tied_operands", tied_attr(r, s));
}

/* flow.dispatch @ex::@entry[%w](%args) [attrs] : (T..) -> (R..) */
static bool h_dispatch(Reader *r, GenOp *g) {
  const char *eps = entry_points(r, g), *w[MAXV], *v[MAXV];
  int nw, n = 0;
  if (!eps || (nw = workload(r, g, w)) < 0 || !expect(r, g, "(")) return false;
  if (!accept(r, ")") && ((n = ssa_list(r, g, v, MAXV)) < 0 || !expect(r, g, ")"))) return false;
  attrs_add(g, attr_dict(r, g));
  ShapedSig s;
  if (!expect(r, g, ":") || !shaped_sig(r, g, &s, v, n)) return false;
  if (s.na != n) {
    fail(r, g->name_pos, g->name, "the argument count and the signature disagree");
    return false;
  }
  add_index_operands(g, w, nw);
  for (int i = 0; i < n; i++) add_operand(g, v[i], s.at[i]);
  add_index_operands(g, s.adims, s.nad);
  add_index_operands(g, s.rdims, s.nrd);
  g->seg[0] = nw, g->seg[1] = n, g->seg[2] = s.nad, g->seg[3] = s.nrd, g->nseg = 4;
  prop(g, "entry_points", eps);
  add_shaped_results(r, g, &s);
  return true;
}

/* flow.dispatch.region[%w] -> (R{d}..) { body } [count(..) -> (..) { body }] */
static bool h_dispatch_region(Reader *r, GenOp *g) {
  const char *w[MAXV], *rt[MAXV], *rd[MAXV];
  int nw = workload(r, g, w), nr = 0, nrd = 0;
  if (nw < 0 || !expect(r, g, "->") || !expect(r, g, "(")) return false;
  if (!accept(r, ")")) {
    do {
      if (!(rt[nr] = type(r, g))) return false;
      int k = dims(r, g, rd + nrd, MAXV - nrd);
      if (k < 0) return false;
      nrd += k;
      nr++;
    } while (accept(r, ",") && nr < MAXV);
    if (!expect(r, g, ")")) return false;
  }
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  if (!region(r, g, "")) return false;
  if (accept(r, "count") && !count_region(r, g)) return false;
  add_index_operands(g, rd, nrd);
  add_index_operands(g, w, nw);
  g->seg[0] = nrd, g->seg[1] = nw, g->nseg = 2;
  for (int i = 0; i < nr; i++) add_result(g, rt[i]);
  return true;
}

/* flow.dispatch.workgroups[%w](%args) : (T..) -> (R..) [attributes {..}] =
 *     (%a: !dispatch.tensor<..>, ..) { body } [count(..) -> (..) { body }] */
static bool h_dispatch_workgroups(Reader *r, GenOp *g) {
  const char *w[MAXV], *v[MAXV], *bt[MAXV];
  int nw = workload(r, g, w), n = 0, nb;
  if (nw < 0 || !expect(r, g, "(")) return false;
  if (!accept(r, ")") && ((n = ssa_list(r, g, v, MAXV)) < 0 || !expect(r, g, ")"))) return false;
  ShapedSig s;
  if (!expect(r, g, ":") || !shaped_sig(r, g, &s, v, n)) return false;
  if (accept(r, "attributes")) attrs_add(g, attr_dict(r, g));
  const char *args;
  if (!expect(r, g, "=") || !(args = arg_list(r, g, bt, &nb, NULL, NULL)) || !region(r, g, args))
    return false;
  if (accept(r, "count") && !count_region(r, g)) return false;
  add_index_operands(g, w, nw);
  for (int i = 0; i < n; i++) add_operand(g, v[i], s.at[i]);
  add_index_operands(g, s.adims, s.nad);
  add_index_operands(g, s.rdims, s.nrd);
  g->seg[0] = nw, g->seg[1] = n, g->seg[2] = s.nad, g->seg[3] = s.nrd, g->nseg = 4;
  add_shaped_results(r, g, &s);
  return true;
}

/* flow.tensor.transfer %s : T{d} to #affinity */
static bool h_transfer(Reader *r, GenOp *g) {
  const char *s = ssa(r, g), *t, *d[MAXV], *a;
  int nd;
  if (!s || !expect(r, g, ":") || !(t = type(r, g)) || (nd = dims(r, g, d, MAXV)) < 0 ||
      !expect(r, g, "to") || !(a = attr(r, g)))
    return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, s, t);
  add_index_operands(g, d, nd);
  add_result(g, t);
  prop(g, "target", a);
  return true;
}

/* flow.tensor.clone %s : T{d} */
static bool h_clone(Reader *r, GenOp *g) {
  const char *s = ssa(r, g), *t, *d[MAXV];
  int nd;
  if (!s || !expect(r, g, ":") || !(t = type(r, g)) || (nd = dims(r, g, d, MAXV)) < 0) return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, s, t);
  add_index_operands(g, d, nd);
  add_result(g, t);
  return true;
}

/* flow.tensor.splat %v : T{d} ; flow.tensor.empty : T{d} */
static bool h_splat_empty(Reader *r, GenOp *g, bool splat) {
  const char *v = NULL, *t, *d[MAXV];
  int nd;
  if (splat && !(v = ssa(r, g))) return false;
  if (!expect(r, g, ":") || !(t = type(r, g)) || (nd = dims(r, g, d, MAXV)) < 0) return false;
  attrs_add(g, attr_dict(r, g));
  if (splat) {
    const char *et = tensor_elem(r, t);
    if (!et) {
      fail(r, g->name_pos, g->name, "expected a tensor type");
      return false;
    }
    add_operand(g, v, et);
  }
  add_index_operands(g, d, nd);
  add_result(g, t);
  return true;
}
static bool h_splat(Reader *r, GenOp *g) { return h_splat_empty(r, g, true); }
static bool h_empty(Reader *r, GenOp *g) { return h_splat_empty(r, g, false); }

/* flow.tensor.constant [attrs] dense<..> : T */
static bool h_constant(Reader *r, GenOp *g) {
  attrs_add(g, attr_dict(r, g));
  const char *v = attr(r, g), *t;
  if (!v || !expect(r, g, ":") || !(t = type(r, g))) return false;
  prop(g, "value", arena_printf(r->a, "%s : %s", v, t));
  add_result(g, t);
  return true;
}

/* flow.tensor.slice %s[%i, %j for %a, %b] : T{d} -> R{d} */
static bool h_slice(Reader *r, GenOp *g) {
  const char *s = ssa(r, g), *ix[MAXV], *ln[MAXV], *t, *rt, *sd[MAXV], *rd[MAXV];
  int ni, nl, nsd, nrd;
  if (!s || !expect(r, g, "[") || (ni = ssa_list(r, g, ix, MAXV)) < 0 || !expect(r, g, "for") ||
      (nl = ssa_list(r, g, ln, MAXV)) < 0 || !expect(r, g, "]") || !expect(r, g, ":") ||
      !(t = type(r, g)) || (nsd = dims(r, g, sd, MAXV)) < 0 || !expect(r, g, "->") ||
      !(rt = type(r, g)) || (nrd = dims(r, g, rd, MAXV)) < 0)
    return false;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, s, t);
  add_index_operands(g, sd, nsd);
  add_index_operands(g, ix, ni);
  add_index_operands(g, ln, nl);
  add_index_operands(g, rd, nrd);
  g->seg[0] = 1, g->seg[1] = nsd, g->seg[2] = ni, g->seg[3] = nl, g->seg[4] = nrd, g->nseg = 5;
  add_result(g, rt);
  return true;
}

/* flow.tensor.update %u, %t[%i, %j] : U{ud} -> %t as T{td} */
static bool h_update(Reader *r, GenOp *g) {
  const char *u = ssa(r, g), *t, *ix[MAXV], *ut, *tt, *ud[MAXV], *td[MAXV], *t2;
  int ni, nud, ntd;
  if (!u || !expect(r, g, ",") || !(t = ssa(r, g)) || !expect(r, g, "[") ||
      (ni = ssa_list(r, g, ix, MAXV)) < 0 || !expect(r, g, "]") || !expect(r, g, ":") ||
      !(ut = type(r, g)) || (nud = dims(r, g, ud, MAXV)) < 0 || !expect(r, g, "->") ||
      !(t2 = ssa(r, g)) || !expect(r, g, "as") || !(tt = type(r, g)) ||
      (ntd = dims(r, g, td, MAXV)) < 0)
    return false;
  (void)t2;
  attrs_add(g, attr_dict(r, g));
  add_operand(g, t, tt);
  add_index_operands(g, td, ntd);
  add_index_operands(g, ix, ni);
  add_operand(g, u, ut);
  add_index_operands(g, ud, nud);
  g->seg[0] = 1, g->seg[1] = ntd, g->seg[2] = ni, g->seg[3] = 1, g->seg[4] = nud, g->nseg = 5;
  prop(g, "tied_operands", "[0 : index]");
  add_result(g, tt);
  return true;
}

typedef struct OpForm {
  const char *name;
  Handler h;
} OpForm;

static const OpForm forms[] = {
    {"util.global", h_global},
    {"util.global.load", h_global_load},
    {"util.global.store", h_global_store},
    {"util.func", h_func},
    {"util.initializer", h_initializer},
    {"util.return", h_return},
    {"util.call", h_call},
    {"util.null", h_typed_nullary},
    {"util.optimization_barrier", h_opt_barrier},
    {"hal.tensor.import", h_import},
    {"hal.tensor.export", h_export},
    {"hal.tensor.barrier", h_tensor_barrier},
    {"hal.tensor.alias", h_tensor_alias},
    {"hal.devices.get", h_devices_get},
    {"hal.devices.count", h_typed_nullary},
    {"hal.fence.create", h_fence_create},
    {"hal.fence.await", h_fence_await},
    {"hal.fence.join", h_fence_join},
    {"hal.fence.signal", h_angle_operand},
    {"hal.buffer_view.dim", h_angle_operand},
    {"hal.buffer_view.rank", h_angle_operand},
    {"hal.buffer_view.assert", h_bv_assert},
    {"hal.return", h_return},
    {"iree_tensor_ext.compute_barrier.start", h_values_to_types},
    {"iree_tensor_ext.compute_barrier.end", h_values_to_types},
    {"iree_tensor_ext.barrier.start", h_values_to_types},
    {"iree_tensor_ext.barrier.end", h_values_to_types},
    {"iree_tensor_ext.bitcast", h_reshape_like},
    {"iree_tensor_ext.dispatch.tensor.load", h_tensor_load},
    {"iree_tensor_ext.dispatch.tensor.store", h_tensor_store},
    {"iree_tensor_ext.dispatch.workgroup_count_from_slice", h_workgroup_count},
    {"iree_tensor_ext.dispatch.workgroup_count_from_dag_root", h_workgroup_count},
    {"iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier",
     h_split_reduction_modifier},
    {"iree_tensor_ext.dispatch.workload.ordinal", h_workload_ordinal},
    {"iree_linalg_ext.attention", h_attention},
    {"iree_linalg_ext.yield", h_return},
    {"iree_encoding.set_encoding", h_values_to_types},
    {"iree_encoding.unset_encoding", h_values_to_types},
    {"flow.executable", h_executable},
    {"flow.executable.export", h_export_entry},
    {"flow.executable_end", h_return},
    {"flow.dispatch", h_dispatch},
    {"flow.dispatch.region", h_dispatch_region},
    {"flow.dispatch.workgroups", h_dispatch_workgroups},
    {"flow.return", h_return},
    {"flow.dispatch.tensor.load", h_tensor_load},
    {"flow.dispatch.tensor.store", h_tensor_store},
    {"flow.dispatch.workgroup_count_from_slice", h_workgroup_count},
    {"flow.tensor.reshape", h_reshape_like},
    {"flow.tensor.bitcast", h_reshape_like},
    {"flow.tensor.encode", h_reshape_like},
    {"flow.tensor.splat", h_splat},
    {"flow.tensor.empty", h_empty},
    {"flow.tensor.constant", h_constant},
    {"flow.tensor.transfer", h_transfer},
    {"flow.tensor.clone", h_clone},
    {"flow.tensor.slice", h_slice},
    {"flow.tensor.update", h_update},
};

static const char *iree_dialects[] = {"util",          "hal",           "flow",
                                      "iree_tensor_ext", "iree_linalg_ext", "iree_encoding",
                                      "stream",        "iree_codegen",  "iree_gpu",
                                      "iree_cpu",      "vm",            "iree_input"};

static bool is_iree_dialect(const char *name, size_t n) {
  const char *dot = memchr(name, '.', n);
  if (!dot) return false;
  size_t dl = (size_t)(dot - name);
  for (size_t i = 0; i < sizeof iree_dialects / sizeof *iree_dialects; i++)
    if (strlen(iree_dialects[i]) == dl && !memcmp(iree_dialects[i], name, dl)) return true;
  return false;
}

/* Phases after flow: refused by name, in custom or generic form. */
static bool refuse_phase(Reader *r, const char *name, size_t n, size_t pos) {
  const char *phase = NULL;
  if (n > 7 && !memcmp(name, "stream.", 7)) phase = "stream";
  else if ((n >= 14 && !memcmp(name, "hal.executable", 14)) ||
           (n > 14 && !memcmp(name, "hal.interface.", 14)))
    phase = "hal (executable translation)";
  else if (n > 3 && !memcmp(name, "vm.", 3))
    phase = "vm";
  if (!phase) return false;
  fail(r, pos, NULL,
       arena_printf(r->a,
                    "'%.*s': this is a dump of IREE's %s phase, which npucc does not read; npucc "
                    "reads the input, global-optimization and flow phases (e.g. `iree-compile "
                    "--compile-to=flow` or `--compile-to=global-optimization`)",
                    (int)n, name, phase));
  return true;
}

/* ------------------------------------------------------------- emission */

static void push_edit(Reader *r, size_t start, size_t end, const char *text) {
  ARENA_PUSH(r->a, r->edits, r->nedits, r->capedits);
  r->edits[r->nedits++] = (Edit){start, end, text};
}

static const char *gen_head(Reader *r, const GenOp *g) {
  StrBuf b;
  sb_init(&b);
  sb_printf(&b, "\"%s\"(", g->name);
  for (int i = 0; i < g->nop; i++) sb_printf(&b, "%s%s", i ? ", " : "", g->opv[i]);
  sb_putc(&b, ')');
  if (g->props.len || g->nseg) {
    sb_puts(&b, " <{");
    sb_putn(&b, g->props.s, g->props.len);
    if (g->nseg) {
      sb_printf(&b, "%soperandSegmentSizes = array<i32", g->props.len ? ", " : "");
      for (int i = 0; i < g->nseg; i++) sb_printf(&b, "%s%d", i ? ", " : ": ", g->seg[i]);
      sb_puts(&b, ">");
    }
    sb_puts(&b, "}>");
  }
  const char *s = arena_strdup(r->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static const char *gen_tail(Reader *r, const GenOp *g) {
  StrBuf b;
  sb_init(&b);
  if (g->attrs.len) {
    sb_puts(&b, " {");
    sb_putn(&b, g->attrs.s, g->attrs.len);
    sb_putc(&b, '}');
  }
  sb_printf(&b, " : %s -> %s", join_types(r, g->opt, g->nop, true),
            join_types(r, g->res, g->nrestype, false));
  const char *s = arena_strdup(r->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static const char *bb(Reader *r, const char *args) {
  return args && *args ? arena_printf(r->a, " ^bb0(%s):", args) : "";
}

static void emit_op(Reader *r, const GenOp *g, size_t end) {
  const char *head = gen_head(r, g), *tail = gen_tail(r, g);
  if (!g->nreg) {
    push_edit(r, g->name_pos, end, arena_printf(r->a, "%s%s", head, tail));
    return;
  }
  push_edit(r, g->name_pos, g->reg_open[0] + 1,
            arena_printf(r->a, "%s ({%s", head, bb(r, g->reg_args[0])));
  for (int i = 1; i < g->nreg; i++)
    push_edit(r, g->reg_close[i - 1], g->reg_open[i] + 1,
              arena_printf(r->a, "}, {%s", bb(r, g->reg_args[i])));
  push_edit(r, g->reg_close[g->nreg - 1], end, arena_printf(r->a, "})%s", tail));
}

/* ---------------------------------------------------------------- driver */

/* Read the op whose name starts at `pos`; returns where scanning goes on
 * (inside its first region, or after it). */
static size_t read_op(Reader *r, size_t pos, size_t nlen, int nres, const OpForm *f) {
  GenOp *g = xcalloc(1, sizeof *g);
  sb_init(&g->props);
  sb_init(&g->attrs);
  g->name = f->name;
  g->name_pos = pos;
  g->nres = nres;
  r->p = pos + nlen;
  size_t next = r->len;
  if (f->h(r, g) && !r->failed) {
    size_t end = r->p;
    if (g->nrestype != nres && !(nres == 0 && g->nrestype == 0)) {
      fail(r, pos, g->name,
           arena_printf(r->a, "%d results named but the op has %d", nres, g->nrestype));
    } else {
      emit_op(r, g, end);
      next = g->nreg ? g->reg_open[0] + 1 : end;
    }
  }
  sb_free(&g->props);
  sb_free(&g->attrs);
  free(g);
  return next;
}

/* At a line's first non-blank byte: `%a, %b:2 = name` or `name`. Sets the
 * op name span and the result count; false when the line is no op start. */
static bool op_start(Reader *r, size_t p, size_t *name, size_t *nlen, int *nres, bool *quoted) {
  int n = 0;
  if (r->s[p] == '%') {
    for (;;) {
      if (p >= r->end || r->s[p] != '%') return false;
      p++;
      while (p < r->end && (is_id(r->s[p]) || r->s[p] == '-')) p++;
      int k = 1;
      if (p < r->end && r->s[p] == ':') {
        k = 0;
        p++;
        /* a result count past 10^6 is no op npucc reads: stop before int overflows */
        while (p < r->end && isdigit((unsigned char)r->s[p])) {
          if (k > 1000000) return false;
          k = k * 10 + (r->s[p++] - '0');
        }
      }
      n += k;
      if (n > 1000000) return false;
      while (p < r->end && (r->s[p] == ' ' || r->s[p] == '\t')) p++;
      if (p < r->end && r->s[p] == ',') {
        p++;
        while (p < r->end && (r->s[p] == ' ' || r->s[p] == '\t')) p++;
        continue;
      }
      break;
    }
    if (p >= r->end || r->s[p] != '=') return false;
    p++;
    while (p < r->end && (r->s[p] == ' ' || r->s[p] == '\t')) p++;
  }
  *quoted = p < r->end && r->s[p] == '"';
  size_t s = p + (*quoted ? 1 : 0), e = s;
  while (e < r->end && is_id(r->s[e])) e++;
  if (e == s || !memchr(r->s + s, '.', e - s)) return false;
  /* `name = value` inside a multi-line attribute dictionary is no op */
  size_t q = e + (*quoted && e < r->end && r->s[e] == '"' ? 1 : 0);
  while (q < r->end && (r->s[q] == ' ' || r->s[q] == '\t')) q++;
  if (!*quoted && q < r->end && r->s[q] == '=') return false;
  *name = s;
  *nlen = e - s;
  *nres = n;
  return true;
}

bool iree_syntax_to_generic(const char *file, const char *text, size_t len, size_t scan_end,
                            Arena *a, const char **out, size_t *outlen, Diag *d) {
  Reader r = {.file = file, .s = text, .len = len, .end = scan_end < len ? scan_end : len,
              .a = a, .d = d};
  *out = NULL;
  *outlen = len;
  size_t p = 0;
  while (p < r.end && !r.failed) {
    /* first non-blank byte of the line */
    while (p < r.end && (text[p] == ' ' || text[p] == '\t')) p++;
    size_t name, nlen;
    int nres;
    bool quoted;
    size_t next = p;
    if (p < r.end && op_start(&r, p, &name, &nlen, &nres, &quoted) &&
        is_iree_dialect(text + name, nlen)) {
      if (refuse_phase(&r, text + name, nlen, name)) break;
      if (!quoted) {
        const OpForm *f = NULL;
        for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
          if (strlen(forms[i].name) == nlen && !memcmp(forms[i].name, text + name, nlen))
            f = &forms[i];
        if (!f) {
          fail(&r, name, arena_strndup(a, text + name, nlen),
               "npucc does not know this op's assembly format");
          break;
        }
        next = read_op(&r, name, nlen, nres, f);
      }
    }
    /* on to the next line */
    while (next < r.end && text[next] != '\n') next++;
    p = next + 1;
  }
  if (r.failed) return false;
  if (!r.nedits) return true;

  /* Edits were made in text order except that an op's later edits (after
   * its regions) come before the edits of ops inside them: sort. */
  for (int i = 1; i < r.nedits; i++) {
    Edit e = r.edits[i];
    int j = i - 1;
    while (j >= 0 && r.edits[j].start > e.start) {
      r.edits[j + 1] = r.edits[j];
      j--;
    }
    r.edits[j + 1] = e;
  }
  /* Well-formed ops never overlap; a malformed one (an unbalanced `<` in a
   * type) can read on into the op after it, whose edit then starts inside */
  for (int i = 1; i < r.nedits; i++)
    if (r.edits[i].start < r.edits[i - 1].end) {
      fail(&r, r.edits[i - 1].start, NULL, "malformed IREE op: it reads on into the ops after it "
                                           "(an unbalanced '<', '(' or '[')");
      return false;
    }
  StrBuf b;
  sb_init(&b);
  size_t at_ = 0;
  for (int i = 0; i < r.nedits; i++) {
    const Edit *e = &r.edits[i];
    sb_putn(&b, text + at_, e->start - at_);
    sb_puts(&b, e->text);
    for (size_t k = e->start; k < e->end; k++)
      if (text[k] == '\n') sb_putc(&b, '\n');
    at_ = e->end;
  }
  sb_putn(&b, text + at_, len - at_);
  *outlen = b.len;
  *out = arena_strndup(a, b.s ? b.s : "", b.len);
  sb_free(&b);
  return true;
}
