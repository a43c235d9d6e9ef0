/* vector_hex.h: the hex strings of the reference vectors (npu and Gemmini),
 * decoded one way for both loaders. */
#ifndef SIM_VECTOR_HEX_H
#define SIM_VECTOR_HEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Decodes an even-length string of hex digits (no prefix, no spaces) into a
 * malloc'd array; false on anything else, with nothing allocated. */
bool vector_hex_bytes(const char *hex, uint8_t **out, size_t *n);

#endif
