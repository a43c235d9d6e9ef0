/* resources.h: npucc's own reader of the `{-# dialect_resources #-}` section,
 * because the MLIR C API has no raw-bytes getter for dense_resource blobs. */
#ifndef NPUCC_RESOURCES_H
#define NPUCC_RESOURCES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "npucc/util.h"

typedef struct ResourceBlob {
  const char *name;
  const char *hex; /* points into the source text, after "0x" */
  size_t hexlen;
} ResourceBlob;

typedef struct Resources {
  ResourceBlob *v;
  int n, cap;
  StrMap by_name;
  size_t section_start; /* offset of "{-#", or the text length when absent */
} Resources;

/* Find the builtin dialect resources in `text`. A file without a section
 * yields zero blobs; a malformed section is an error with its 1-based line. */
bool resources_scan(const char *text, size_t len, Arena *a, Resources *out, int *err_line,
                    const char **err_msg);
const ResourceBlob *resources_find(const Resources *r, const char *name);
/* Decode a blob: 4-byte little-endian alignment, then the data. False when
 * the hex is malformed or shorter than the header. */
bool resource_decode(const ResourceBlob *b, Arena *a, const uint8_t **data, size_t *n,
                     uint32_t *align);

#endif
