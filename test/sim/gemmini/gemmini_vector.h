/* gemmini_vector.h: loading and replaying the Gemmini reference vectors
 * (vectors/README.md describes the JSON format). */
#ifndef GEMMINI_VECTOR_H
#define GEMMINI_VECTOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gemmini_model.h"

typedef struct {
  uint64_t addr;
  uint8_t *bytes;
  size_t n;
  char *what; /* expected regions only */
} GemminiVecRegion;

typedef struct {
  uint32_t row;
  int32_t values[GEMMINI_DIM];
} GemminiVecRow;

typedef struct {
  uint32_t funct;
  uint64_t rs1, rs2;
} GemminiVecCmd;

typedef struct {
  char *name;
  size_t memory_size;
  GemminiVecRegion *init, *expect_mem;
  size_t ninit, nexpect_mem;
  GemminiVecCmd *cmds;
  size_t ncmds;
  GemminiVecRow *expect_sp, *expect_acc;
  size_t nexpect_sp, nexpect_acc;
  bool expect_error;
  size_t error_index;
} GemminiVector;

/* Returns 0, or nonzero with a message in err. */
int gemmini_vector_load(const char *path, GemminiVector *v, char *err, size_t errlen);
void gemmini_vector_free(GemminiVector *v);

/* Replays the vector on a fresh model and compares everything it pins down.
 * Returns 0 on a match, or nonzero with the first difference in msg. */
int gemmini_vector_run(const GemminiVector *v, char *msg, size_t msglen);

#endif
