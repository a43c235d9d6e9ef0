/* util.c: arena, string buffer, hashing and atomic file output: the plumbing
 * every module shares. Out of memory is the one condition that aborts. */
#define _GNU_SOURCE /* realpath, mremap */
#include "npucc/util.h"

/* UBSan's nonnull checks make GCC 12 see a path where `fmt` is NULL inside
 * the vsnprintf calls below and warn; no caller passes NULL. */
#pragma GCC diagnostic ignored "-Wformat-truncation"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Under ASan an arena_reset frees every chunk instead of keeping one for
 * reuse: ASan then reports a pointer kept across a reset (a scratch plan a
 * later task reads) as a use after free, where reused bytes would pass
 * silently. */
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_RESET_FREES_ALL 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_RESET_FREES_ALL 1
#endif
#endif
#ifndef ARENA_RESET_FREES_ALL
#define ARENA_RESET_FREES_ALL 0
#endif

typedef struct Chunk {
  struct Chunk *next, *prev; /* prev: big chunks only (a realloc relinks them) */
  size_t size, used;
  _Alignas(16) unsigned char data[];
} Chunk;

/* A heap block the arena frees with itself (arena_adopt). */
typedef struct Adopted {
  struct Adopted *next;
  void *p;
  bool arena; /* p is an Arena (arena_child) */
} Adopted;

struct Arena {
  Chunk *head;  /* chunks of small allocations, newest first */
  Chunk *big;   /* one chunk per allocation over half a chunk */
  Adopted *adopted;
  size_t total;
  Intern strings; /* arena_intern's, in this arena's memory */
};

static void *out_of_memory(void) {
  fputs("npucc: out of memory\n", stderr);
  abort();
}

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  return p ? p : out_of_memory();
}

void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  return p ? p : out_of_memory();
}

void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  return q ? q : out_of_memory();
}

Arena *arena_new(void) {
  Arena *a = xmalloc(sizeof *a);
  a->head = a->big = NULL;
  a->adopted = NULL;
  a->total = 0;
  a->strings = (Intern){0};
  return a;
}

static void free_chunks(Chunk *c) {
  for (Chunk *n; c; c = n) {
    n = c->next;
    free(c);
  }
}

/* A big chunk (a large array: the ops, tensors, matches) takes pages from
 * the kernel, which come zeroed: its spare capacity, never written, stays
 * out of the resident set, and mremap grows it without copying or zeroing
 * the new half (realloc's new bytes are not zero, and zeroing them made all
 * the doubled capacity resident: ~2x the ops array at the peak). Under ASan,
 * calloc and realloc, so that a read past an array is still caught. */
static Chunk *big_alloc(size_t bytes) {
  if (ARENA_RESET_FREES_ALL) return xcalloc(1, bytes);
  void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p != MAP_FAILED ? p : out_of_memory();
}

static Chunk *big_grow(Chunk *b, size_t had, size_t bytes) {
  if (ARENA_RESET_FREES_ALL) {
    b = xrealloc(b, bytes);
    memset((unsigned char *)b + had, 0, bytes - had);
    return b;
  }
  void *p = mremap(b, had, bytes, MREMAP_MAYMOVE);
  return p != MAP_FAILED ? p : out_of_memory();
}

static void big_free(Chunk *b) {
  if (ARENA_RESET_FREES_ALL) free(b);
  else munmap(b, sizeof *b + b->size);
}

/* Frees the big chunks and the adopted blocks (the adoption records live in
 * the small chunks, so this comes first). */
static void free_big(Arena *a) {
  for (Chunk *c = a->big, *n; c; c = n) {
    n = c->next;
    big_free(c);
  }
  a->big = NULL;
  for (Adopted *d = a->adopted; d; d = d->next) {
    if (d->arena) arena_free(d->p);
    else free(d->p);
  }
  a->adopted = NULL;
}

void arena_free(Arena *a) {
  if (!a) return;
  free_big(a);
  free_chunks(a->head);
  free(a);
}

void arena_reset(Arena *a) {
  free_big(a);
  a->strings = (Intern){0};
  Chunk *keep = a->head;
  a->total = 0;
  if (ARENA_RESET_FREES_ALL) {
    free_chunks(keep);
    a->head = NULL;
    return;
  }
  if (!keep) return;
  free_chunks(keep->next);
  keep->next = NULL;
  keep->used = 0;
  a->total = keep->size;
}

#define ARENA_CHUNK ((size_t)1 << 20)

void *arena_alloc(Arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  Chunk *c = a->head;
  if (n > ARENA_CHUNK / 2) {
    /* A large array gets a chunk of its own (big_alloc): fresh pages are
     * zero already, so the ones never written (spare capacity) cost no
     * memory, the current chunk's room stays in use, and arena_realloc can
     * grow it in place of leaving the old copy behind. */
    Chunk *big = big_alloc(sizeof *big + n);
    big->size = big->used = n;
    big->next = a->big;
    if (a->big) a->big->prev = big;
    a->big = big;
    a->total += n;
    return big->data;
  }
  if (!c || c->size - c->used < n) {
    c = xmalloc(sizeof *c + ARENA_CHUNK);
    c->size = ARENA_CHUNK;
    c->used = 0;
    c->next = a->head;
    a->head = c;
    a->total += ARENA_CHUNK;
  }
  void *p = c->data + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

void *arena_realloc(Arena *a, void *p, size_t old, size_t n) {
  if (n <= old) return p;
  /* Grow in place when p is the last allocation of the current chunk. */
  Chunk *c = a->head;
  size_t old_r = (old + 15) & ~(size_t)15, n_r = (n + 15) & ~(size_t)15;
  if (p && old_r > ARENA_CHUNK / 2) {
    /* p is a big chunk's data (nothing grows in place past half a chunk):
     * big_grow remaps its pages instead of copying them, and no old copy
     * stays behind (the ops, tensors and matches arrays double many times) */
    Chunk *b = (Chunk *)((unsigned char *)p - offsetof(Chunk, data));
    size_t had = b->size;
    b = big_grow(b, sizeof *b + had, sizeof *b + n_r);
    if (b->prev) b->prev->next = b;
    else a->big = b;
    if (b->next) b->next->prev = b;
    b->size = b->used = n_r;
    a->total += n_r - had;
    return b->data;
  }
  if (p && c && (unsigned char *)p + old_r == c->data + c->used && n_r <= ARENA_CHUNK / 2 &&
      c->size - c->used >= n_r - old_r) {
    memset(c->data + c->used, 0, n_r - old_r);
    c->used += n_r - old_r;
    return p;
  }
  void *q = arena_alloc(a, n);
  if (p && old) memcpy(q, p, old);
  return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  if (n) memcpy(p, s, n); /* s may be NULL for an empty MLIR string (@"") */
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) { return s ? arena_strndup(a, s, strlen(s)) : NULL; }

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  char probe[1];
  int n = vsnprintf(probe, sizeof probe, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

size_t arena_bytes_used(const Arena *a) { return a->total; }

void arena_adopt(Arena *a, void *p) {
  if (!p) return;
  Adopted *d = arena_alloc(a, sizeof *d);
  d->p = p;
  d->next = a->adopted;
  a->adopted = d;
}

void arena_disown(Arena *a, void *p) {
  for (Adopted *d = a->adopted; p && d; d = d->next)
    if (d->p == p && !d->arena) {
      d->p = NULL; /* free(NULL) at arena_free */
      return;
    }
}

Arena *arena_child(Arena *parent) {
  Arena *c = arena_new();
  Adopted *d = arena_alloc(parent, sizeof *d);
  d->p = c;
  d->arena = true;
  d->next = parent->adopted;
  parent->adopted = d;
  return c;
}

void sb_init(StrBuf *b) { memset(b, 0, sizeof *b); }

void sb_free(StrBuf *b) {
  free(b->s);
  sb_init(b);
}

static void sb_reserve(StrBuf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra + 1) cap *= 2;
  b->s = xrealloc(b->s, cap);
  b->cap = cap;
}

void sb_putn(StrBuf *b, const char *s, size_t n) {
  sb_reserve(b, n);
  if (n) memcpy(b->s + b->len, s, n); /* an empty StrBuf's s is NULL: memcpy must not see it */
  b->len += n;
  b->s[b->len] = 0;
}

void sb_move(StrBuf *dst, StrBuf *src) {
  if (dst->len == 0) {
    free(dst->s);
    *dst = *src;
  } else {
    sb_putn(dst, src->s ? src->s : "", src->len);
    free(src->s);
  }
  sb_init(src);
}

void sb_putc(StrBuf *b, char c) { sb_putn(b, &c, 1); }
void sb_puts(StrBuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

/* Formats straight into the spare room, and a second time only when the
 * text did not fit: the emitters print millions of short lines. */
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  sb_reserve(b, 64);
  size_t room = b->cap - b->len;
  int n = vsnprintf(b->s + b->len, room, fmt, ap);
  if (n >= 0 && (size_t)n >= room) {
    sb_reserve(b, (size_t)n);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap2);
  }
  va_end(ap2);
  if (n > 0) b->len += (size_t)n;
  b->s[b->len] = 0;
}

void sb_printf(StrBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

const char *sb_cstr(StrBuf *b) { return b->s ? b->s : ""; }

int sb_count_lines(const StrBuf *b) {
  int n = 0;
  for (size_t i = 0; i < b->len; i++) n += b->s[i] == '\n';
  return n;
}

uint64_t fnv1a64(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

/* The intern table's hash, 8 bytes a step: its keys include host-kernel
 * blobs of kilobytes, interned once per host task, where FNV-1a's byte a step
 * was most of the cost. Only slots depend on it: entries keep their order. */
static uint64_t intern_hash(const void *data, size_t n) {
  const unsigned char *p = data;
  uint64_t h = 0x9e3779b97f4a7c15ull ^ n, w;
  for (; n >= 8; p += 8, n -= 8) {
    memcpy(&w, p, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  w = 0;
  if (n) memcpy(&w, p, n);
  h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
  return h ^ (h >> 29);
}

static int intern_find(const Intern *t, uint64_t h, const void *p, size_t n, size_t *at) {
  size_t i = (size_t)h & (t->nslots - 1);
  for (; t->slot[i]; i = (i + 1) & (t->nslots - 1)) {
    int e = t->slot[i] - 1;
    if (t->len[e] == n && (!n || t->bytes[e] == p || !memcmp(t->bytes[e], p, n))) return e;
  }
  *at = i;
  return -1;
}

int intern(Arena *a, Intern *t, const void *p, size_t n, bool copy) {
  if (2 * ((size_t)t->n + 1) > t->nslots) {
    /* rehash into twice the slots (the old ones stay in the arena: at most
     * as many bytes again as the final table) */
    size_t ns = t->nslots ? 2 * t->nslots : 64;
    int *slot = arena_alloc(a, sizeof *slot * ns);
    for (int e = 0; e < t->n; e++) {
      size_t i = (size_t)intern_hash(t->bytes[e], t->len[e]) & (ns - 1);
      while (slot[i]) i = (i + 1) & (ns - 1);
      slot[i] = e + 1;
    }
    t->slot = slot, t->nslots = ns;
  }
  size_t at = 0;
  int e = intern_find(t, intern_hash(p, n), p, n, &at);
  if (e >= 0) return e;
  if (t->n == t->cap) {
    int cap = t->cap ? 2 * t->cap : 16;
    t->bytes = arena_realloc(a, t->bytes, sizeof *t->bytes * (size_t)t->cap, sizeof *t->bytes * (size_t)cap);
    t->len = arena_realloc(a, t->len, sizeof *t->len * (size_t)t->cap, sizeof *t->len * (size_t)cap);
    t->cap = cap;
  }
  if (copy) {
    void *c = arena_alloc(a, n ? n : 1);
    if (n) memcpy(c, p, n); /* p may be NULL when n is 0 */
    p = c;
  }
  t->bytes[t->n] = p, t->len[t->n] = n;
  t->slot[at] = ++t->n;
  return t->n - 1;
}

const char *arena_intern(Arena *a, const char *s) {
  if (!s) return NULL;
  /* the terminator is part of the key, so the kept copy is a C string */
  int e = intern(a, &a->strings, s, strlen(s) + 1, true); /* before reading bytes: it may grow */
  return a->strings.bytes[e];
}

static size_t strmap_slot(const StrMap *m, const char *key) {
  size_t i = (size_t)fnv1a64(key, strlen(key)) & (m->cap - 1);
  while (m->keys[i] && strcmp(m->keys[i], key)) i = (i + 1) & (m->cap - 1);
  return i;
}

void strmap_put(Arena *a, StrMap *m, const char *key, int val) {
  if (2 * (m->n + 1) > m->cap) {
    StrMap old = *m;
    m->cap = old.cap ? 2 * old.cap : 64;
    m->keys = arena_alloc(a, sizeof *m->keys * m->cap);
    m->vals = arena_alloc(a, sizeof *m->vals * m->cap);
    m->n = 0;
    for (size_t i = 0; i < old.cap; i++)
      if (old.keys[i]) strmap_put(a, m, old.keys[i], old.vals[i]);
  }
  size_t i = strmap_slot(m, key);
  if (!m->keys[i]) m->n++;
  m->keys[i] = key;
  m->vals[i] = val;
}

bool strmap_get(const StrMap *m, const char *key, int *val) {
  if (!m->cap) return false;
  size_t i = strmap_slot(m, key);
  if (!m->keys[i]) return false;
  *val = m->vals[i];
  return true;
}

char *read_file(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = xmalloc(cap);
  for (;;) {
    if (n + 1 >= cap) {
      cap *= 2;
      buf = xrealloc(buf, cap);
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0) break;
  }
  int err = ferror(f) ? errno : 0;
  if (f != stdin) fclose(f);
  if (err) {
    free(buf);
    errno = err;
    return NULL;
  }
  buf[n] = 0;
  if (len) *len = n;
  return buf;
}

/* The temporary beside `path` that `data` is written to; NULL with errno. */
/* The producer's text into fd (closed here); false with errno set. */
static bool produce_into(int fd, const OutFile *f) {
  FILE *fp = fdopen(fd, "w");
  if (!fp) {
    int err = errno;
    close(fd);
    errno = err;
    return false;
  }
  errno = 0;
  bool ok = f->produce(f->ctx, fp) && fflush(fp) == 0 && !ferror(fp);
  int err = ok ? 0 : errno ? errno : EIO;
  if (ok && fchmod(fileno(fp), 0644) != 0) ok = false, err = errno;
  if (fclose(fp) != 0 && ok) ok = false, err = errno;
  errno = err;
  return ok;
}

static int make_temp(const char *path, char **tmp_out) {
  size_t plen = strlen(path);
  char *tmp = xmalloc(plen + 16);
  memcpy(tmp, path, plen);
  memcpy(tmp + plen, ".tmpXXXXXX", 11);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    free(tmp);
    return -1;
  }
  *tmp_out = tmp;
  return fd;
}

FILE *temp_open_beside(const char *path, char **tmp) {
  int fd = make_temp(path, tmp);
  if (fd < 0) return NULL;
  FILE *f = fdopen(fd, "w");
  if (!f) {
    int err = errno;
    close(fd);
    unlink(*tmp);
    free(*tmp);
    errno = err;
  }
  return f;
}

void temp_discard(FILE *f, char *tmp) {
  int err = errno;
  fclose(f);
  unlink(tmp);
  free(tmp);
  errno = err;
}

/* A begun file (OutFile.begun) finished: the rest produced, closed, its
 * temporary's name returned; NULL with errno (the temporary removed). */
static char *finish_begun(const OutFile *f) {
  FILE *fp = f->begun;
  errno = 0;
  bool ok = (!f->produce || f->produce(f->ctx, fp)) && fflush(fp) == 0 && !ferror(fp);
  int err = ok ? 0 : errno ? errno : EIO;
  if (ok && fchmod(fileno(fp), 0644) != 0) ok = false, err = errno;
  if (fclose(fp) != 0 && ok) ok = false, err = errno;
  if (!ok) {
    unlink(f->begun_tmp);
    free(f->begun_tmp);
    errno = err;
    return NULL;
  }
  return f->begun_tmp;
}

static char *write_temp(const OutFile *f) {
  if (f->begun) return finish_begun(f);
  const char *data = f->data;
  size_t len = f->len;
  char *tmp;
  int fd = make_temp(f->path, &tmp);
  if (fd < 0) return NULL;
  if (f->produce) {
    if (produce_into(fd, f)) return tmp;
    int err = errno;
    unlink(tmp);
    free(tmp);
    errno = err;
    return NULL;
  }
  bool ok = true;
  for (size_t off = 0; ok && off < len;) {
    ssize_t w = write(fd, data + off, len - off);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) ok = false;
    else off += (size_t)w;
  }
  int err = ok ? 0 : errno ? errno : EIO;
  /* mkstemp creates 0600; output files get the usual permissions. */
  if (ok && fchmod(fd, 0644) != 0) ok = false, err = errno;
  if (close(fd) != 0 && ok) ok = false, err = errno;
  if (!ok) {
    unlink(tmp);
    free(tmp);
    errno = err;
    return NULL;
  }
  return tmp;
}

/* A name for the file `path` denotes, so that "a.s" and "./a.s" compare
 * equal: the real path of its directory plus its last component. */
static char *canonical_path(const char *path) {
  const char *slash = strrchr(path, '/');
  size_t dlen = slash ? (size_t)(slash - path) : 0;
  char *dir = xmalloc(dlen + 2);
  if (slash) memcpy(dir, path, dlen ? dlen : 1), dir[dlen ? dlen : 1] = 0;
  else strcpy(dir, ".");
  char *real = realpath(dir, NULL);
  free(dir);
  const char *base = slash ? slash + 1 : path;
  const char *d = real ? real : path;
  size_t n = real ? strlen(real) : dlen;
  char *out = xmalloc(n + strlen(base) + 2);
  memcpy(out, d, n);
  out[n] = '/';
  strcpy(out + n + 1, base);
  free(real);
  return out;
}

static bool same_file(const char *a, const char *b) {
  struct stat sa, sb;
  if (stat(a, &sa) == 0 && stat(b, &sb) == 0) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  char *ca = canonical_path(a), *cb = canonical_path(b);
  bool same = !strcmp(ca, cb);
  free(ca);
  free(cb);
  return same;
}

/* Why files[i] may not be written (a sentence fragment), or NULL. */
static const char *refusal(const OutFile *files, int i, const char *input) {
  const char *p = files[i].path;
  if (!strcmp(p, "-")) return NULL;
  struct stat st;
  if (lstat(p, &st) == 0 && !S_ISREG(st.st_mode))
    return S_ISDIR(st.st_mode) ? "is a directory" : "is not a regular file (npucc replaces only regular files)";
  if (input && strcmp(input, "-") && same_file(p, input)) return "is the input file";
  for (int j = 0; j < i; j++)
    if (strcmp(files[j].path, "-") && same_file(p, files[j].path)) return "is also where another output goes";
  return NULL;
}

int write_files_atomic(const OutFile *files, int n, const char *input, const char **why) {
  *why = NULL;
  /* Refuse before anything is written: the checks cost nothing, and a
   * refused run must leave every existing file as it was (a begun
   * temporary is removed). */
  for (int i = 0; i < n; i++)
    if ((*why = refusal(files, i, input))) {
      for (int j = 0; j < n; j++)
        if (files[j].begun) temp_discard(files[j].begun, files[j].begun_tmp);
      return i;
    }
  char **tmps = xmalloc(sizeof *tmps * (size_t)(n > 0 ? n : 1));
  for (int i = 0; i < n; i++) tmps[i] = NULL;
  int failed = -1, err = 0, i = 0;
  for (; i < n && failed < 0; i++) {
    if (!strcmp(files[i].path, "-")) continue;
    if (!(tmps[i] = write_temp(&files[i]))) failed = i, err = errno;
  }
  for (; i < n; i++) /* not reached after a failure: begun, never finished */
    if (files[i].begun) temp_discard(files[i].begun, files[i].begun_tmp);
  /* Standard output goes last among the writes: once it is out, only the
   * renames (same directory, so they do not fail for lack of space) remain. */
  for (int i = 0; i < n && failed < 0; i++)
    if (!strcmp(files[i].path, "-") &&
        ((files[i].produce ? !files[i].produce(files[i].ctx, stdout)
                           : fwrite(files[i].data, 1, files[i].len, stdout) != files[i].len) ||
         fflush(stdout) != 0))
      failed = i, err = errno ? errno : EIO;
  for (int i = 0; i < n && failed < 0; i++)
    if (tmps[i] && rename(tmps[i], files[i].path) != 0) failed = i, err = errno;
  for (int i = 0; i < n; i++) {
    if (failed >= 0 && tmps[i]) unlink(tmps[i]); /* ENOENT for the ones already renamed */
    free(tmps[i]);
  }
  free(tmps);
  errno = err;
  return failed;
}

bool write_file_atomic(const char *path, const char *data, size_t len) {
  const char *why;
  OutFile f = {.path = path, .data = data, .len = len};
  int bad = write_files_atomic(&f, 1, NULL, &why);
  if (bad >= 0 && why) errno = EINVAL;
  return bad < 0;
}
