/* vector_hex.c: see vector_hex.h. */
#include "vector_hex.h"

#include <stdlib.h>
#include <string.h>

static int hex_digit(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

bool vector_hex_bytes(const char *hex, uint8_t **out, size_t *n) {
  size_t len = strlen(hex);
  if (len % 2) return false;
  uint8_t *b = malloc(len / 2 ? len / 2 : 1);
  if (!b) return false;
  for (size_t i = 0; i < len / 2; i++) {
    int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) {
      free(b);
      return false;
    }
    b[i] = (uint8_t)(hi << 4 | lo);
  }
  *out = b;
  *n = len / 2;
  return true;
}
