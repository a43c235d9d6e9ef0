/* source.c: the input file's bytes for the front end: mapped read-only, not
 * copied, and its pages given back to the page cache once read. */
#define _DEFAULT_SOURCE /* madvise, MADV_DONTNEED */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "npucc/util.h"

/* A mapping ends at a page boundary and the kernel fills the part of its
 * last page past the end of the file with zeros: that zero is the NUL after
 * the text that the readers may look at. A file that fills its last page
 * has no such byte, so it is read into memory instead (as are pipes,
 * standard input and empty files, which cannot be mapped). */
bool source_open(const char *path, SourceText *s) {
  memset(s, 0, sizeof *s);
  if (strcmp(path, "-")) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return false;
    struct stat st;
    long page = sysconf(_SC_PAGESIZE);
    bool mappable = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && page > 0 &&
                    st.st_size % page != 0;
    void *p = mappable ? mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    int err = errno;
    close(fd);
    if (p != MAP_FAILED) {
      s->text = p;
      s->len = (size_t)st.st_size;
      s->mapped = (size_t)st.st_size;
      return true;
    }
    if (mappable) { /* the size said it could be mapped: say why it was not */
      errno = err;
      return false;
    }
  }
  char *t = read_file(path, &s->len);
  s->text = t;
  return t != NULL;
}

/* MADV_DONTNEED on a private read-only file mapping drops the process's
 * references to those pages (they no longer count in its RSS); nothing was
 * written to them, so a later read faults the same bytes back in from the
 * file. On memory read_file filled it would zero them: only mappings. */
void source_release(const SourceText *s, size_t from, size_t to) {
  if (!s->mapped) return;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (to > s->mapped) to = s->mapped;
  from -= from % page; /* a page partly inside comes back as well if read again */
  if (from >= to) return;
  madvise((void *)(s->text + from), to - from, MADV_DONTNEED);
}

void source_close(SourceText *s) {
  if (s->mapped) munmap((void *)s->text, s->mapped);
  else free((void *)s->text);
  memset(s, 0, sizeof *s);
}
