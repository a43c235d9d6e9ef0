/* npu_asm_util.h: helpers the npusim assembler shares with its style checker
 * and simulator: Python integer literals, the li expansion, formatting. */
#ifndef NPU_ASM_UTIL_H
#define NPU_ASM_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

/* An integer literal parsed with Python's int() rules. */
typedef struct PyInt {
  int64_t v;    /* value when !big */
  uint64_t mag; /* magnitude (when !big) */
  uint64_t low; /* value modulo 2^64, also for big values */
  bool big;     /* does not fit int64 */
  bool neg;
} PyInt;

/* base 0: int(s, 0) (prefixes, no leading zeros); base 10: int(s). */
bool npu_py_int(const char *s, int base, PyInt *r);

typedef enum { LI_ADDI, LI_LUI, LI_LUI_ADDI } NpuLiForm;
/* The converter's expand_li: which instructions `li` becomes; lo12 is the
 * 12-bit field as the converter writes it (0..4095). */
NpuLiForm npu_li_expand(int64_t value, int64_t *hi20, int64_t *lo12);

/* malloc'd printf; NULL on allocation failure. */
char *npu_xprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *npu_vxprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

#endif
