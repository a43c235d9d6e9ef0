/* errmsg.h: the runner's error convention: a message into the caller's
 * buffer and false, in one call. */
#ifndef NPUCC_RUN_ERRMSG_H
#define NPUCC_RUN_ERRMSG_H

#include <stdbool.h>
#include <stddef.h>

/* Formats the message into err (n bytes) and returns false. */
bool run_fail(char *err, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
