/* iree_uk.c: a portable C test double of IREE's pack / mmt4d / unpack ukernels,
 * written from spec/opu.md §1-2; builds natively and for riscv64 (qemu runs). */
#include "iree_uk.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Validation is always on: this double exists to catch callers that break the
 * ABI, so it reports what IREE's asserts would, plus what would crash IREE. */
static bool uk_fail(const char *function, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool uk_fail(const char *function, int line, const char *fmt, ...) {
  static char message[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  iree_uk_assert_fail(__FILE__, line, function, message);
  return false;
}

#define UK_CHECK(cond, ...) \
  do { \
    if (!(cond)) return uk_fail(__func__, __LINE__, __VA_ARGS__); \
  } while (0)

/* ---- mmt4d ---------------------------------------------------------------- */

typedef struct {
  const void *lhs, *rhs;
  void *out;
  int64_t lhs_offset, lhs_stride0, rhs_offset, rhs_stride0, out_offset, out_stride0;
  int64_t M1, N1, K1;
  int32_t M0, N0, K0;
  uint32_t flags;
  const uint64_t *cpu_data;
} UkMmt4d;

/* IREE's generic fallback keeps one output tile in a buffer of this size. */
enum { UK_MMT4D_GENERIC_TILE_BYTES = 4096, UK_PACK_TILE_BYTES = 4096 };

static const char *uk_mmt4d_type_name(uint32_t type) {
  static const char *const names[] = {"none",      "f32f32f32", "s8s8s32",  "f16f16f32",
                                      "f16f16f16", "bf16bf16f32", "bf16bf16bf16",
                                      "s16s16s32", "s16u4s32",  "s16s8s32", "s8s4s32"};
  return type < sizeof names / sizeof names[0] ? names[type] : "invalid";
}

/* Validation sees arbitrary caller values; a saturating product keeps its own
 * arithmetic defined. */
static int64_t uk_mul(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? INT64_MAX : r;
}

static bool uk_in_unsigned_range(int64_t v, int bits) {
  return v >= 0 && v < ((int64_t)1 << bits);
}

static bool uk_mmt4d_validate(const UkMmt4d *p) {
  const uint32_t allowed = IREE_UK_FLAG_MMT4D_TYPE_MASK | IREE_UK_FLAG_MMT4D_ACCUMULATE |
                           IREE_UK_FLAG_MMT4D_ALLOW_GENERIC_FALLBACK_TILE_FUNCTION |
                           IREE_UK_FLAG_MMT4D_SKIP_INTERMEDIATE_ROUNDINGS;
  uint32_t type = p->flags & IREE_UK_FLAG_MMT4D_TYPE_MASK;
  UK_CHECK(!(p->flags & ~allowed), "mmt4d: unknown flag bits 0x%x in flags 0x%x",
           p->flags & ~allowed, p->flags);
  UK_CHECK(type != 0 && type < IREE_UK_FLAG_MMT4D_TYPE_END,
           "mmt4d: type 0x%02x is not below END 0x%02x", type, IREE_UK_FLAG_MMT4D_TYPE_END);
  UK_CHECK(uk_in_unsigned_range(p->M1, 31) && uk_in_unsigned_range(p->N1, 31) &&
               uk_in_unsigned_range(p->K1, 31),
           "mmt4d: M=%lld N=%lld K=%lld must lie in [0, 2^31)", (long long)p->M1,
           (long long)p->N1, (long long)p->K1);
  UK_CHECK(uk_in_unsigned_range(p->M0, 15) && uk_in_unsigned_range(p->N0, 15) &&
               uk_in_unsigned_range(p->K0, 15),
           "mmt4d: M0=%d N0=%d K0=%d must lie in [0, 2^15)", (int)p->M0, (int)p->N0,
           (int)p->K0);
  /* Only the 4-bit RHS types are sub-byte; their K0 and panel stride must fill
   * whole bytes. */
  if (type == IREE_UK_FLAG_MMT4D_TYPE_S16U4S32 || type == IREE_UK_FLAG_MMT4D_TYPE_S8S4S32)
    UK_CHECK(p->K0 % 2 == 0 && p->rhs_stride0 % 2 == 0,
             "mmt4d: 4-bit RHS needs even K0 (%d) and rhs_stride0 (%lld)", (int)p->K0,
             (long long)p->rhs_stride0);
  UK_CHECK(p->cpu_data != NULL,
           "mmt4d: cpu_data is NULL (IREE's riscv_64 tile selection reads word 0)");
  /* This double has no architecture tile table, so every call needs the
   * generic fallback; npucc always sets it (spec §1.3). */
  UK_CHECK(p->flags & IREE_UK_FLAG_MMT4D_ALLOW_GENERIC_FALLBACK_TILE_FUNCTION,
           "mmt4d: flags 0x%x lack ALLOW_GENERIC_FALLBACK (0x200) and no arch tile "
           "function exists for M0=%d K0=%d",
           p->flags, (int)p->M0, (int)p->K0);
  UK_CHECK(type == IREE_UK_FLAG_MMT4D_TYPE_S8S8S32,
           "mmt4d: type 0x%02x (%s) is valid in IREE but not implemented by this test "
           "double (npucc emits s8s8s32 only)",
           type, uk_mmt4d_type_name(type));
  UK_CHECK((int64_t)p->M0 * p->N0 * 4 <= UK_MMT4D_GENERIC_TILE_BYTES,
           "mmt4d: output tile %dx%d of int32 exceeds the generic tile buffer (%d bytes)",
           (int)p->M0, (int)p->N0, UK_MMT4D_GENERIC_TILE_BYTES);
  return true;
}

/* One output element in uint32 arithmetic, so the int32 sum wraps like the
 * OPU accumulators instead of overflowing (spec §2.2). */
static uint32_t uk_mmt4d_dot(const UkMmt4d *p, int64_t i, int64_t j, int64_t i0, int64_t j0) {
  const int8_t *lhs = (const int8_t *)p->lhs + p->lhs_offset + i * p->lhs_stride0;
  const int8_t *rhs = (const int8_t *)p->rhs + p->rhs_offset + j * p->rhs_stride0;
  int64_t lhs_tile = (int64_t)p->M0 * p->K0, rhs_tile = (int64_t)p->N0 * p->K0;
  uint32_t sum = 0;
  for (int64_t k = 0; k < p->K1; k++)
    for (int64_t k0 = 0; k0 < p->K0; k0++) {
      int32_t a = lhs[k * lhs_tile + i0 * p->K0 + k0];
      int32_t b = rhs[k * rhs_tile + j0 * p->K0 + k0];
      sum += (uint32_t)(a * b);
    }
  return sum;
}

static void uk_mmt4d_run(const UkMmt4d *p) {
  bool accumulate = p->flags & IREE_UK_FLAG_MMT4D_ACCUMULATE;
  if (p->M1 == 0 || p->N1 == 0 || (p->K1 == 0 && accumulate)) return;
  int64_t out_tile = (int64_t)p->M0 * p->N0;
  for (int64_t i = 0; i < p->M1; i++)
    for (int64_t j = 0; j < p->N1; j++) {
      int32_t *tile = (int32_t *)p->out + p->out_offset + i * p->out_stride0 + j * out_tile;
      for (int64_t i0 = 0; i0 < p->M0; i0++)
        for (int64_t j0 = 0; j0 < p->N0; j0++) {
          int32_t *o = &tile[i0 * p->N0 + j0];
          uint32_t sum = uk_mmt4d_dot(p, i, j, i0, j0);
          if (accumulate) sum += (uint32_t)*o;
          *o = (int32_t)sum;
        }
    }
}

void iree_uk_mmt4d(const void *lhs_buffer, int64_t lhs_offset, int64_t lhs_stride0,
                   const void *rhs_buffer, int64_t rhs_offset, int64_t rhs_stride0,
                   void *out_buffer, int64_t out_offset, int64_t out_stride0, int64_t M,
                   int64_t N, int64_t K, int32_t M0, int32_t N0, int32_t K0, uint32_t flags,
                   const uint64_t *cpu_data) {
  UkMmt4d p = {.lhs = lhs_buffer, .rhs = rhs_buffer, .out = out_buffer,
               .lhs_offset = lhs_offset, .lhs_stride0 = lhs_stride0,
               .rhs_offset = rhs_offset, .rhs_stride0 = rhs_stride0,
               .out_offset = out_offset, .out_stride0 = out_stride0,
               .M1 = M, .N1 = N, .K1 = K, .M0 = M0, .N0 = N0, .K0 = K0,
               .flags = flags, .cpu_data = cpu_data};
  if (uk_mmt4d_validate(&p)) uk_mmt4d_run(&p);
}

/* ---- pack / unpack -------------------------------------------------------- */

/* Element size in bytes of a pack/unpack type, 0 if the type is not listed. */
static int uk_pack_elem_size(uint32_t type, bool unpack) {
  switch (type) {
  case IREE_UK_FLAG_PACK_TYPE_F32F32: return 4;
  case IREE_UK_FLAG_PACK_TYPE_I8I8: return unpack ? 0 : 1;
  case IREE_UK_FLAG_PACK_TYPE_I32I32: return 4;
  case IREE_UK_FLAG_PACK_TYPE_F16F16: return 2;
  case IREE_UK_FLAG_PACK_TYPE_BF16BF16: return 2;
  default: return 0;
  }
}

/* The 2-D <-> 4-D correspondence shared by pack and unpack: the logical 2-D
 * element (row, col) lives in tile element [o0][o1][t0][t1] (spec §2.3). */
typedef struct {
  int64_t o0, o1, t0, t1;
} UkTilePos;

static void uk_tile_to_2d(uint32_t flags, int64_t T0, int64_t T1, UkTilePos t, int64_t *row,
                          int64_t *col) {
  bool inner = flags & IREE_UK_FLAG_PACK_TRANSPOSE_INNER;
  bool outer = flags & IREE_UK_FLAG_PACK_TRANSPOSE_OUTER;
  int64_t row_outer = outer ? t.o1 : t.o0, col_outer = outer ? t.o0 : t.o1;
  if (inner) {
    *row = row_outer * T1 + t.t1;
    *col = col_outer * T0 + t.t0;
  } else {
    *row = row_outer * T0 + t.t0;
    *col = col_outer * T1 + t.t1;
  }
}

static UkTilePos uk_2d_to_tile(uint32_t flags, int64_t T0, int64_t T1, int64_t row,
                               int64_t col) {
  bool inner = flags & IREE_UK_FLAG_PACK_TRANSPOSE_INNER;
  bool outer = flags & IREE_UK_FLAG_PACK_TRANSPOSE_OUTER;
  int64_t row_tile = inner ? T1 : T0, col_tile = inner ? T0 : T1;
  int64_t row_outer = row / row_tile, col_outer = col / col_tile;
  UkTilePos t;
  t.o0 = outer ? col_outer : row_outer;
  t.o1 = outer ? row_outer : col_outer;
  t.t0 = inner ? col % col_tile : row % row_tile;
  t.t1 = inner ? row % row_tile : col % col_tile;
  return t;
}

/* Outer and tile extents that cover 2-D dimension 0 and 1 once the transposes
 * are applied, as IREE's validation computes them. */
static void uk_covered_extents(uint32_t flags, const int64_t size4[4], int64_t *rows,
                               int64_t *cols, int64_t *tile_rows, int64_t *tile_cols) {
  bool inner = flags & IREE_UK_FLAG_PACK_TRANSPOSE_INNER;
  bool outer = flags & IREE_UK_FLAG_PACK_TRANSPOSE_OUTER;
  int64_t outer_rows = outer ? size4[1] : size4[0], outer_cols = outer ? size4[0] : size4[1];
  *tile_rows = inner ? size4[3] : size4[2];
  *tile_cols = inner ? size4[2] : size4[3];
  *rows = uk_mul(outer_rows, *tile_rows);
  *cols = uk_mul(outer_cols, *tile_cols);
}

static void uk_store_padding(char *dst, uint64_t value, int elem_size) {
  uint8_t v8 = (uint8_t)value;
  uint16_t v16 = (uint16_t)value;
  uint32_t v32 = (uint32_t)value;
  switch (elem_size) {
  case 1: memcpy(dst, &v8, 1); break;
  case 2: memcpy(dst, &v16, 2); break;
  default: memcpy(dst, &v32, 4); break;
  }
}

typedef struct {
  const void *in;
  void *out;
  int64_t in_offset, in_stride0, in_stride1, out_offset, out_stride0, out_stride1;
  int64_t size2d[2]; /* pack: in_size0/1; unpack: out_size0/1 */
  int64_t size4[4];  /* pack: out_size0..3; unpack: in_size0..3 */
  uint64_t padding_value;
  uint32_t flags;
  const uint64_t *cpu_data;
} UkPack;

static bool uk_pack_validate(const UkPack *p, bool unpack, int *elem_size) {
  const char *op = unpack ? "unpack" : "pack";
  uint32_t allowed = 0xff | IREE_UK_FLAG_PACK_TRANSPOSE_INNER | IREE_UK_FLAG_PACK_TRANSPOSE_OUTER;
  uint32_t type = p->flags & 0xff;
  UK_CHECK(!(p->flags & ~allowed), "%s: unknown flag bits 0x%x in flags 0x%x", op,
           p->flags & ~allowed, p->flags);
  *elem_size = uk_pack_elem_size(type, unpack);
  UK_CHECK(*elem_size != 0, "%s: type 0x%02x is not a listed %s type", op, type, op);
  UK_CHECK(p->in_stride0 >= 0 && p->in_stride1 >= 0 && p->out_stride0 >= 0 &&
               p->out_stride1 >= 0,
           "%s: negative stride (in %lld, %lld; out %lld, %lld)", op,
           (long long)p->in_stride0, (long long)p->in_stride1, (long long)p->out_stride0,
           (long long)p->out_stride1);
  UK_CHECK(p->size2d[0] >= 0 && p->size2d[1] >= 0 && p->size4[0] >= 0 && p->size4[1] >= 0 &&
               p->size4[2] >= 0 && p->size4[3] >= 0,
           "%s: negative size", op);
  /* Tiles of the 4-D side are contiguous: only the panel stride is free. */
  int64_t tile_stride = unpack ? p->in_stride1 : p->out_stride1;
  UK_CHECK(tile_stride == uk_mul(p->size4[2], p->size4[3]),
           "%s: %s_stride1 (%lld) must equal the tile size %lld x %lld", op,
           unpack ? "in" : "out", (long long)tile_stride, (long long)p->size4[2],
           (long long)p->size4[3]);
  int64_t rows, cols, tile_rows, tile_cols;
  uk_covered_extents(p->flags, p->size4, &rows, &cols, &tile_rows, &tile_cols);
  UK_CHECK(rows >= p->size2d[0] && cols >= p->size2d[1],
           "%s: %lldx%lld tiles cover %lldx%lld, less than the %lldx%lld matrix", op,
           (long long)tile_rows, (long long)tile_cols, (long long)rows, (long long)cols,
           (long long)p->size2d[0], (long long)p->size2d[1]);
  UK_CHECK(uk_mul(uk_mul(p->size4[2], p->size4[3]), *elem_size) <= UK_PACK_TILE_BYTES,
           "%s: tile %lldx%lld of %d-byte elements exceeds the %d-byte padding buffer", op,
           (long long)p->size4[2], (long long)p->size4[3], *elem_size, UK_PACK_TILE_BYTES);
  UK_CHECK(p->cpu_data != NULL, "%s: cpu_data is NULL", op);
  return true;
}

static void uk_pack_run(const UkPack *p, int elem_size) {
  int64_t T0 = p->size4[2], T1 = p->size4[3];
  const char *in = (const char *)p->in;
  char *out = (char *)p->out;
  UkTilePos t;
  for (t.o0 = 0; t.o0 < p->size4[0]; t.o0++)
    for (t.o1 = 0; t.o1 < p->size4[1]; t.o1++)
      for (t.t0 = 0; t.t0 < T0; t.t0++)
        for (t.t1 = 0; t.t1 < T1; t.t1++) {
          int64_t row, col;
          uk_tile_to_2d(p->flags, T0, T1, t, &row, &col);
          int64_t dst = p->out_offset + t.o0 * p->out_stride0 + t.o1 * p->out_stride1 +
                        t.t0 * T1 + t.t1;
          if (row < p->size2d[0] && col < p->size2d[1]) {
            int64_t src = p->in_offset + row * p->in_stride0 + col * p->in_stride1;
            memcpy(out + dst * elem_size, in + src * elem_size, (size_t)elem_size);
          } else {
            uk_store_padding(out + dst * elem_size, p->padding_value, elem_size);
          }
        }
}

void iree_uk_pack(const void *in_buffer, int64_t in_offset, int64_t in_stride0,
                  int64_t in_stride1, void *out_buffer, int64_t out_offset,
                  int64_t out_stride0, int64_t out_stride1, int64_t in_size0,
                  int64_t in_size1, int64_t out_size0, int64_t out_size1,
                  int64_t out_size2, int64_t out_size3, uint64_t padding_value,
                  uint32_t flags, const uint64_t *cpu_data) {
  UkPack p = {.in = in_buffer, .out = out_buffer, .in_offset = in_offset,
              .in_stride0 = in_stride0, .in_stride1 = in_stride1,
              .out_offset = out_offset, .out_stride0 = out_stride0,
              .out_stride1 = out_stride1, .size2d = {in_size0, in_size1},
              .size4 = {out_size0, out_size1, out_size2, out_size3},
              .padding_value = padding_value, .flags = flags, .cpu_data = cpu_data};
  int elem_size;
  if (uk_pack_validate(&p, false, &elem_size)) uk_pack_run(&p, elem_size);
}

static void uk_unpack_run(const UkPack *p, int elem_size) {
  int64_t T0 = p->size4[2], T1 = p->size4[3];
  const char *in = (const char *)p->in;
  char *out = (char *)p->out;
  for (int64_t row = 0; row < p->size2d[0]; row++)
    for (int64_t col = 0; col < p->size2d[1]; col++) {
      UkTilePos t = uk_2d_to_tile(p->flags, T0, T1, row, col);
      int64_t src =
          p->in_offset + t.o0 * p->in_stride0 + t.o1 * p->in_stride1 + t.t0 * T1 + t.t1;
      int64_t dst = p->out_offset + row * p->out_stride0 + col * p->out_stride1;
      memcpy(out + dst * elem_size, in + src * elem_size, (size_t)elem_size);
    }
}

void iree_uk_unpack(const void *in_buffer, int64_t in_offset, int64_t in_stride0,
                    int64_t in_stride1, void *out_buffer, int64_t out_offset,
                    int64_t out_stride0, int64_t out_stride1, int64_t in_size0,
                    int64_t in_size1, int64_t in_size2, int64_t in_size3,
                    int64_t out_size0, int64_t out_size1, uint32_t flags,
                    const uint64_t *cpu_data) {
  UkPack p = {.in = in_buffer, .out = out_buffer, .in_offset = in_offset,
              .in_stride0 = in_stride0, .in_stride1 = in_stride1,
              .out_offset = out_offset, .out_stride0 = out_stride0,
              .out_stride1 = out_stride1, .size2d = {out_size0, out_size1},
              .size4 = {in_size0, in_size1, in_size2, in_size3}, .flags = flags,
              .cpu_data = cpu_data};
  int elem_size;
  if (uk_pack_validate(&p, true, &elem_size) && p.size2d[0] > 0 && p.size2d[1] > 0)
    uk_unpack_run(&p, elem_size);
}
