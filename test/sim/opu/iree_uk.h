/* iree_uk.h: the IREE ukernel ABI (iree_uk_pack, iree_uk_mmt4d, iree_uk_unpack) as
 * spec/opu.md §1 gives it, implemented in portable C by iree_uk.c for tests. */
#ifndef NPUCC_TEST_SIM_OPU_IREE_UK_H
#define NPUCC_TEST_SIM_OPU_IREE_UK_H

#include <stdint.h>

/* Flag bits of runtime/src/iree/builtins/ukernel/exported_bits.h (spec §1.3). */
enum {
  IREE_UK_FLAG_MMT4D_TYPE_MASK = 0xff,
  IREE_UK_FLAG_MMT4D_TYPE_F32F32F32 = 0x01,
  IREE_UK_FLAG_MMT4D_TYPE_S8S8S32 = 0x02,
  IREE_UK_FLAG_MMT4D_TYPE_F16F16F32 = 0x03,
  IREE_UK_FLAG_MMT4D_TYPE_F16F16F16 = 0x04,
  IREE_UK_FLAG_MMT4D_TYPE_BF16BF16F32 = 0x05,
  IREE_UK_FLAG_MMT4D_TYPE_BF16BF16BF16 = 0x06,
  IREE_UK_FLAG_MMT4D_TYPE_S16S16S32 = 0x07,
  IREE_UK_FLAG_MMT4D_TYPE_S16U4S32 = 0x08,
  IREE_UK_FLAG_MMT4D_TYPE_S16S8S32 = 0x09,
  IREE_UK_FLAG_MMT4D_TYPE_S8S4S32 = 0x0a,
  IREE_UK_FLAG_MMT4D_TYPE_END = 0x0b,
  IREE_UK_FLAG_MMT4D_ACCUMULATE = 0x100,
  IREE_UK_FLAG_MMT4D_ALLOW_GENERIC_FALLBACK_TILE_FUNCTION = 0x200,
  IREE_UK_FLAG_MMT4D_SKIP_INTERMEDIATE_ROUNDINGS = 0x400,

  IREE_UK_FLAG_PACK_TYPE_MASK = 0xff,
  IREE_UK_FLAG_PACK_TYPE_F32F32 = 0x01,
  IREE_UK_FLAG_PACK_TYPE_I8I8 = 0x02,
  IREE_UK_FLAG_PACK_TYPE_I32I32 = 0x03,
  IREE_UK_FLAG_PACK_TYPE_F16F16 = 0x04,
  IREE_UK_FLAG_PACK_TYPE_BF16BF16 = 0x05,
  IREE_UK_FLAG_PACK_TRANSPOSE_INNER = 0x100,
  IREE_UK_FLAG_PACK_TRANSPOSE_OUTER = 0x200,

  IREE_UK_FLAG_UNPACK_TYPE_MASK = 0xff,
  IREE_UK_FLAG_UNPACK_TYPE_F32F32 = 0x01,
  IREE_UK_FLAG_UNPACK_TYPE_I32I32 = 0x03,
  IREE_UK_FLAG_UNPACK_TYPE_F16F16 = 0x04,
  IREE_UK_FLAG_UNPACK_TYPE_BF16BF16 = 0x05,
  IREE_UK_FLAG_UNPACK_TRANSPOSE_INNER = 0x100,
  IREE_UK_FLAG_UNPACK_TRANSPOSE_OUTER = 0x200,
};

/* cpu_data points to this many words (IREE_CPU_DATA_FIELD_COUNT). */
enum { IREE_UK_CPU_DATA_WORDS = 8 };

/* The argument order and types are the ABI: an LP64D caller puts the first eight
 * in a0-a7 and the rest in 8-byte stack slots (spec §1.1). Sizes, offsets and
 * strides count elements. */
void iree_uk_mmt4d(const void *lhs_buffer, int64_t lhs_offset, int64_t lhs_stride0,
                   const void *rhs_buffer, int64_t rhs_offset, int64_t rhs_stride0,
                   void *out_buffer, int64_t out_offset, int64_t out_stride0,
                   int64_t M, int64_t N, int64_t K, int32_t M0, int32_t N0, int32_t K0,
                   uint32_t flags, const uint64_t *cpu_data);

void iree_uk_pack(const void *in_buffer, int64_t in_offset, int64_t in_stride0,
                  int64_t in_stride1, void *out_buffer, int64_t out_offset,
                  int64_t out_stride0, int64_t out_stride1, int64_t in_size0,
                  int64_t in_size1, int64_t out_size0, int64_t out_size1,
                  int64_t out_size2, int64_t out_size3, uint64_t padding_value,
                  uint32_t flags, const uint64_t *cpu_data);

void iree_uk_unpack(const void *in_buffer, int64_t in_offset, int64_t in_stride0,
                    int64_t in_stride1, void *out_buffer, int64_t out_offset,
                    int64_t out_stride0, int64_t out_stride1, int64_t in_size0,
                    int64_t in_size1, int64_t in_size2, int64_t in_size3,
                    int64_t out_size0, int64_t out_size1, uint32_t flags,
                    const uint64_t *cpu_data);

/* Supplied by the program, as with IREE (spec §1.5). The ukernels call it on any
 * invalid parameter, with `condition` a readable description; if it returns, the
 * ukernel returns without touching its output. iree_uk_assert.c holds a default
 * that prints and exits with IREE_UK_ASSERT_EXIT_CODE. */
void iree_uk_assert_fail(const char *file, int line, const char *function,
                         const char *condition);

enum { IREE_UK_ASSERT_EXIT_CODE = 3 };

#endif
