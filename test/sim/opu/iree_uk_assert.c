/* iree_uk_assert.c: the default iree_uk_assert_fail for test programs that link
 * the ukernel double: report the broken ABI rule and end the run. */
#include "iree_uk.h"

#include <stdio.h>
#include <stdlib.h>

/* Exit rather than abort: under qemu-user an abort leaves a core file and a
 * less readable message than this one. */
void iree_uk_assert_fail(const char *file, int line, const char *function,
                         const char *condition) {
  fflush(stdout);
  fprintf(stderr, "iree_uk assertion failed at %s:%d (%s): %s\n", file, line, function,
          condition);
  exit(IREE_UK_ASSERT_EXIT_CODE);
}
