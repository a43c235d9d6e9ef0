/* npy.h: NumPy .npy files (format 1.0/2.0/3.0, C order) in and out of the
 * dtypes npucc buffers hold; bf16 and fp8 as the raw void forms ml_dtypes writes. */
#ifndef NPUCC_RUN_NPY_H
#define NPUCC_RUN_NPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "npucc/graph.h"

typedef struct Npy {
  DType dtype;    /* DT_F8E4M3FN also stands for "some 1-byte float" ('<V1') */
  bool raw;       /* a void descr ('<V2', '<V1'): the caller's dtype names the format */
  int rank;
  int64_t dims[NPUCC_MAX_RANK];
  uint8_t *data;  /* malloc'd, little-endian, dtype_size bytes per element */
  size_t nbytes;
} Npy;

/* Parses a whole .npy file held in memory; false with a message in err
 * (bad magic, header, descr npucc cannot hold, Fortran order, size that
 * does not match the shape). */
bool npy_parse(const uint8_t *buf, size_t len, Npy *out, char *err, size_t errlen);
/* Reads path; false with a message naming the file. */
bool npy_read(const char *path, Npy *out, char *err, size_t errlen);
/* The .npy bytes (version 1.0 header, 64-byte aligned) of a dense value;
 * false when npucc has no descr for dt (index is written as '<i8'). */
bool npy_format(DType dt, int rank, const int64_t *dims, const void *data, StrBuf *out);
/* The descr written for dt ("<f4", "<V2" for bf16, ...), NULL when none. */
const char *npy_descr(DType dt);
void npy_free(Npy *n);

#endif
