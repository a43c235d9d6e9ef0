/* rv_e2e.h: what the qemu-driven end-to-end drivers (opu, gemmini) share:
 * failure counting, shell commands, tool checks and paths in the work directory. */
#ifndef NPUCC_TEST_RV_E2E_H
#define NPUCC_TEST_RV_E2E_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;

static inline void fail(const char *cs, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void fail(const char *cs, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "FAIL %s: ", cs);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  failures++;
}

/* Runs a shell command; its exit status, or -1. */
static inline int sh(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static inline int sh(const char *fmt, ...) {
  char cmd[16384];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(cmd, sizeof cmd, fmt, ap);
  va_end(ap);
  int st = system(cmd);
  return st < 0 || !WIFEXITED(st) ? -1 : WEXITSTATUS(st);
}

static inline bool executable(const char *p) { return p && *p && access(p, X_OK) == 0; }

/* dir/name in one of four rotating buffers, so a call may take a few paths. */
static inline char *path_in(const char *dir, const char *name) {
  static char buf[4][4200];
  static int n;
  char *b = buf[n++ % 4];
  snprintf(b, sizeof buf[0], "%s/%s", dir, name);
  return b;
}

#endif
