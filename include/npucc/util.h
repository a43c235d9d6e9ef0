/* util.h: the small pieces every module uses: source locations, one arena
 * per compilation, a growable string buffer, hashing and atomic file output. */
#ifndef NPUCC_UTIL_H
#define NPUCC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct Loc {
  const char *file; /* NULL when unknown */
  unsigned line, col; /* 0 when unknown; unsigned like MLIR's, so no line it accepts is lost */
} Loc;

/* Arena: bump allocation, freed all at once. Allocation failure aborts the
 * compilation through the out-of-memory handler (the only non-local exit). */
typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
/* Forget every allocation but keep the newest chunk for reuse (scratch memory). */
void arena_reset(Arena *a);
void *arena_alloc(Arena *a, size_t n);   /* zeroed, 16-byte aligned */
void *arena_realloc(Arena *a, void *p, size_t old, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
size_t arena_bytes_used(const Arena *a);
/* The heap block p (xmalloc'd, may be NULL) is freed with the arena: a large
 * array built on the heap joins the arena without being copied. */
void arena_adopt(Arena *a, void *p);
/* p, adopted before, is no longer the arena's to free: it was handed on. */
void arena_disown(Arena *a, void *p);
/* An arena freed with `parent` (with its own arena_reset in between): scratch
 * memory whose owner may be dropped on any error path. */
Arena *arena_child(Arena *parent);

/* Grow an arena array `p` of `n` elements with capacity `cap` to hold one more. */
#define ARENA_PUSH(arena, p, n, cap)                                                   \
  do {                                                                                 \
    if ((n) == (cap)) {                                                                \
      int newcap_ = (cap) ? 2 * (cap) : 16;                                            \
      (p) = arena_realloc((arena), (p), sizeof *(p) * (size_t)(cap),                   \
                          sizeof *(p) * (size_t)newcap_);                              \
      (cap) = newcap_;                                                                 \
    }                                                                                  \
  } while (0)

typedef struct StrBuf {
  char *s;
  size_t len, cap;
} StrBuf;
void sb_init(StrBuf *b);
void sb_free(StrBuf *b);
void sb_putc(StrBuf *b, char c);
void sb_puts(StrBuf *b, const char *s);
void sb_putn(StrBuf *b, const char *s, size_t n);
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
const char *sb_cstr(StrBuf *b); /* never NULL */
/* dst takes src's text, without a copy when dst is empty (an emitter's
 * 100 MB program is then not held twice); src is left empty. */
void sb_move(StrBuf *dst, StrBuf *src);
int sb_count_lines(const StrBuf *b);

uint64_t fnv1a64(const void *data, size_t n);

/* The one allocation-failure policy: heap memory that npucc cannot get ends
 * the run ("npucc: out of memory", abort); no caller checks for NULL. The
 * arena and StrBuf use these too. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);

/* Saturating arithmetic on non-negative counts (MACs, flops, bytes). The front
 * end bounds one op's iteration space by 2^62, but costs multiply it by
 * instruction counts and add up many ops: a saturated estimate still orders
 * tasks correctly, where an overflow would be undefined behaviour. */
static inline int64_t i64_mul_sat(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? INT64_MAX : r;
}
static inline int64_t i64_add_sat(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_add_overflow(a, b, &r) ? INT64_MAX : r;
}

/* String -> int map in arena memory (keys are not copied: they must live as
 * long as the map). For symbol tables that would otherwise be linear scans. */
typedef struct StrMap {
  const char **keys;
  int *vals;
  size_t cap, n;
} StrMap;
void strmap_put(Arena *a, StrMap *m, const char *key, int val);
bool strmap_get(const StrMap *m, const char *key, int *val);

/* A set of byte strings, each kept once (interning): equal contents share
 * one entry, numbered 0, 1, ... in the order they were first seen. In arena
 * memory, zero-initialised, never freed but with the arena. */
typedef struct Intern {
  const void **bytes; /* entry i */
  size_t *len;
  int n, cap;         /* entries; room in bytes/len */
  int *slot;          /* open addressing on the bytes' hash: entry + 1, 0 = empty */
  size_t nslots;      /* a power of two */
} Intern;
/* The entry equal to the n bytes at p, added when new: as a copy in the
 * arena when `copy`, else p itself (which must then live as long as t). */
int intern(Arena *a, Intern *t, const void *p, size_t n, bool copy);
/* s kept once per arena: the arena's copy equal to s (NULL stays NULL), for
 * the same text attached to many tasks. */
const char *arena_intern(Arena *a, const char *s);

/* Read a whole file (NUL-terminated); NULL with errno set on failure. */
char *read_file(const char *path, size_t *len);
/* The compiler's input: a regular file is mapped read-only (no copy; its
 * pages can be given back once read), anything else ("-", pipes) is read
 * into memory. text[len] is 0 either way. */
typedef struct SourceText {
  const char *text;
  size_t len;
  size_t mapped; /* bytes of the mapping; 0: read into memory */
} SourceText;
/* False with errno set on failure. */
bool source_open(const char *path, SourceText *s);
/* Bytes [from, to) are not needed for now: a mapping's pages in that range
 * leave the process's resident set; reading them again still gives the same
 * bytes (from the file). Does nothing for text read into memory. */
void source_release(const SourceText *s, size_t from, size_t to);
void source_close(SourceText *s);
/* Write `data` to `path` atomically (temp file in the same dir, then rename).
 * "-" writes to stdout. Returns false with errno set. */
bool write_file_atomic(const char *path, const char *data, size_t len);

typedef struct OutFile {
  const char *path; /* "-": standard output */
  const char *data;
  size_t len;
  /* Or, when set, the contents are written by produce(ctx, f) into the
   * temporary (or stdout) as they are made, never held whole; it returns
   * false when a write failed. */
  bool (*produce)(void *ctx, FILE *f);
  void *ctx;
  /* Or the file was begun before the outputs were known to be wanted: a
   * temporary from temp_open_beside(path), holding what was written to it
   * while compiling (the program a target streams as it schedules it);
   * produce, if set, writes the rest into it. write_files_atomic closes it
   * and renames it over path or removes it, whatever happens. Never for "-". */
  FILE *begun;
  char *begun_tmp;
} OutFile;
/* A temporary beside path (same directory: a rename makes it path), open
 * for writing, its name in *tmp (malloc'd); NULL with errno. */
FILE *temp_open_beside(const char *path, char **tmp);
/* Close and remove such a temporary (a run that writes nothing); frees tmp. */
void temp_discard(FILE *f, char *tmp);
/* All or nothing: each file is written to a temporary beside its path, and
 * only when every one is written are they renamed over their paths. Paths
 * that name a non-regular file, `input` (may be NULL), or the same file as
 * another output are refused before anything is written. Returns -1 on
 * success, else the index of the file that failed, with *why set for a
 * refusal (a sentence fragment: "is a directory") or errno for an I/O error. */
int write_files_atomic(const OutFile *files, int n, const char *input, const char **why);

#endif
