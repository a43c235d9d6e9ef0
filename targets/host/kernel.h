/* kernel.h: the HostKernel blob (one op, flat and pointer-free) and the portable
 * evaluator that runs it: on the compiler host, and on riscv64 as the host runtime. */
#ifndef NPUCC_HOST_KERNEL_H
#define NPUCC_HOST_KERNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Only the enums (DType, OpKind, ScalarOpcode, CmpfPred, CmpiPred, IterType)
 * are used: the run-time side never sees a Graph. */
#include "npucc/graph.h"

/*
 * Blob format (version 2, or 3 when it has divisions). All integers little-endian, doubles IEEE binary64
 * little-endian, no pointers: every reference is a byte offset from the start
 * of the blob, so the bytes can be emitted verbatim into a data section. The
 * blob must start at an 8-byte aligned address (`.balign 8`). Enum fields hold
 * the numeric values of graph.h's enums; blob and runtime come from the same
 * build, and HK_VERSION changes whenever this layout changes. A blob whose maps
 * divide (floordiv/ceildiv/mod) is version 3 and carries the division table;
 * every other blob is version 2, byte for byte what it was before divisions
 * existed, and a runtime that predates them refuses a version-3 blob.
 *
 *   offset size  field
 *   0      4     magic        HK_MAGIC, the bytes "NHK1"
 *   4      4     version      HK_VERSION
 *   8      4     size         bytes of the whole blob, header included
 *   12     4     kind         OpKind
 *   16     4     flags        HK_ZERO_INIT | HK_HAS_MASK | HK_INTERPRET_ONLY
 *   20     4     nin          input operands
 *   24     4     ninit        init (destination) operands
 *   28     4     nout         results (one per init; nin+ninit+nout <= HK_MAX_TENSORS)
 *   32     4     nloops       iteration-space dims (structured, attention)
 *   36     4     ninsts       scalar body instructions
 *   40     4     nyield       body results (== nout for structured ops)
 *   44     4     off_tensors  -> HkTensor[nin + ninit + nout]   (72 bytes each)
 *   48     4     off_insts    -> HkInst[ninsts]                 (40 bytes each)
 *   52     48    iters[12]    IterType per loop
 *   100    8     yield[2]     instruction index yielded for result j
 *   108    256   maps[16]     one HkMap per operand (ins then inits)
 *   364    4     nexprs       window expressions (map results that are MAP_EXPR)
 *   368    400   attrs        HkAttrs (data movement, softmax, concat)
 *   768    4     off_exprs    -> HkExpr[nexprs]                 (112 bytes each)
 *   772    4     off_divs     -> HkDivs (version 3), 0 in version 2
 *   776          end of header; tensors, instructions, expressions follow, 8-aligned
 *
 *   HkTensor: dtype i32, rank i32, dims i64[8] (static, >= 0; unused dims 0)
 *   HkMap:    nres i32, res i8[8] (loop index, MAP_CONST0 = -1 or MAP_EXPR = -2),
 *             reserved i32
 *   HkExpr:   operand i32, result i32, cst i64, coef i64[12]: result `result` of
 *             operand `operand`'s map is sum(coef[l] * d_l) + cst (one entry per
 *             MAP_EXPR result)
 *   HkDivs:   ndivs i32, reserved i32, then HkDiv[ndivs]       (136 bytes each)
 *   HkDiv:    operand i32, result i32, kind i32 (AffineDiv), reserved i32,
 *             div i64 (> 0), mul i64, icst i64, icoef i64[12]: result
 *             `result` of operand `operand`, whose HkExpr gives the linear part,
 *             adds mul * ((sum(icoef[l] * d_l) + icst) kind div), kind being
 *             floordiv (toward -inf), ceildiv (toward +inf) or mod (in [0, div))
 *   HkInst:   op i32, type i32, a i32, b i32, c i32, pred i32, ival i64, fval f64
 *             (ScalarInst field for field; unused operands are -1)
 *   HkAttrs:  offsets i64[8], sizes i64[8], strides i64[8]   (slices)
 *             low i64[8], high i64[8], pad_value f64          (pad)
 *             perm i32[8]                                      (transpose)
 *             bcast_dims i32[8], nbcast i32                    (broadcast)
 *             dim i32                                          (softmax, concat)
 *
 * Buffers: host_kernel_run takes one pointer per operand (ins, then inits) and
 * then one per result, each a dense row-major array of the tensor's dtype
 * (dtype_size bytes per element, little-endian, i1 one 0/1 byte per element).
 * Operands are only read; results are written. A result may be the very same
 * buffer as its init (in place); no other aliasing is allowed. host_kernel_run
 * trusts the blob's own size field: check a blob from elsewhere first with
 * host_kernel_check and the number of bytes really there.
 *
 * Semantics (the contract accelerator results are compared against):
 *
 * - Float values are held in C `float`. Every scalar op computes in float and
 *   rounds once to its result type: f32 is float arithmetic itself (one IEEE
 *   rounding), bf16/f16/fp8 are rounded to nearest even from the float result
 *   through numeric.h (fp8 e4m3fn without saturation: overflow gives NaN), the
 *   way LLVM promotes narrow float arithmetic on a CPU. Transcendentals are
 *   libm's float functions (expf, erff, ...), then rounded to the result type;
 *   rsqrt is 1/sqrtf; roundeven ties to even; round ties away from zero.
 * - A NaN that a kernel computes is stored as the type's positive quiet NaN
 *   (f32 0x7FC00000, bf16 0x7FC0, f16 0x7E00, fp8 0x7F): CPUs disagree on the
 *   sign and payload of the NaNs they make (x86 negative, RISC-V positive),
 *   and host and riscv64 results must be the same bytes.
 * - maximumf/minimumf propagate NaN and order -0 < +0; maxnumf/minnumf return
 *   the non-NaN operand and also order -0 < +0. cmpf predicates follow MLIR
 *   (ordered ones are false on NaN, unordered ones true).
 * - Integers wrap to their width (two's complement); i1 is 0/1 (signed ops
 *   read 1 as -1, as MLIR does). Division or
 *   remainder by zero is an error; INT_MIN / -1 wraps to INT_MIN. Shifts by the
 *   width or more give 0 (shrsi: the sign). MLIR leaves these undefined.
 * - fptosi/fptoui truncate toward zero and saturate to the target range, NaN
 *   gives 0 (MLIR leaves out-of-range results undefined). sitofp/uitofp round
 *   the integer to float, then to the target type.
 * - Structured ops: loop bounds come from the operand shapes through the maps
 *   (results that are a plain loop dim); a window expression (convolution,
 *   pooling, strided or offset reads) must stay inside its dimension for
 *   every point of the iteration space, or the kernel is refused; one with a
 *   division (nearest upsampling: d floordiv 2) is checked at every point it
 *   reads, an index outside its dimension failing the run. With
 *   HK_PAD_READS (a tensor.pad folded into an im2col gather) operand 0's
 *   indices are computed at every point it reads, and one outside its
 *   dimension reads attrs.pad_value, converted as pad converts it; an old
 *   runtime without the flag refuses such a blob (its window leaves the
 *   dimension), so the flag needs no new version.
 * - Gathers (SC_EXTRACT, tensor.extract in a body) read their input at the
 *   index values; an index outside its dimension fails the run (MLIR leaves
 *   it undefined).
 *   Each result starts as a copy of its init (zeros with HK_ZERO_INIT); the
 *   loops run in lexicographic order of the loop dims, so a reduction folds its
 *   elements into the init in increasing index order. Contractions of the form
 *   acc + ext(a) * ext(b) (float, or integer with extsi/extui) take a fast path
 *   with the same rounding and the same summation order, hence bit-identical
 *   results; HK_INTERPRET_ONLY turns it off (tests compare the two). The file
 *   must be compiled without floating-point contraction (no fused a*b+c):
 *   ISO mode (-std=c17) or -ffp-contract=off; kernel_run.c also says so with
 *   a pragma.
 * - Fill: the scalar converted to the result type: float to float rounds, int
 *   to int wraps, int to float as sitofp, float to int as fptosi.
 * - Softmax: MLIR's decomposition, every step in the element type: max with
 *   maxnumf from the lowest finite value, x - max, exp, sum from 0 in index
 *   order, e / sum. A bf16 softmax thus accumulates its sum in bf16, as the
 *   program says; long rows lose precision exactly as the CPU would.
 * - Attention: O = softmax(scale * (Q.K^T) + mask) . V over k2, roles from the
 *   maps in any form: a row loop indexes O and is not an n loop (batch, heads,
 *   m; Q, K, V and the mask follow it or broadcast along it), n indexes O and V
 *   only, k1 Q but not O (the dot product), k2 K or V but neither Q nor O (the
 *   softmax axis; several loops of a class are flattened in loop order).
 *   Everything in f32: dot products summed in index order, then times scale,
 *   plus the mask (float: added; i1: 0 drops the element as -inf), softmax with max, expf,
 *   sum, p = e / sum, then O = sum of p * v in index order, rounded to O's
 *   type. f32 throughout, whatever the element types, because that is how
 *   IREE lowers attention (f32 scores, f32 online-softmax accumulators); a
 *   row whose elements are all dropped gives NaN.
 * - Data movement copies bytes: reshape keeps them in order, transpose puts
 *   input dim perm[i] at output dim i, broadcast inserts the dims bcast_dims
 *   of the output, pad writes pad_value (rounded to a float type, or as
 *   fptosi to an integer type) around the input, slices use the offsets,
 *   sizes and strides of the full-rank tensor (rank-reduced results drop unit
 *   dims), concat joins along dim. Copies keep NaN bits as they are.
 */

enum {
  HK_MAGIC = 0x314B484E, /* "NHK1" read as a little-endian u32 */
  HK_VERSION = 2,      /* blobs without divisions */
  HK_VERSION_DIVS = 3, /* blobs with the division table */
  HK_MAX_TENSORS = NPUCC_MAX_OPERANDS + 2,
  HK_HEADER_SIZE = 776
};

enum {
  HK_ZERO_INIT = 1u << 0,      /* the init was a zero fill: results start at 0 */
  HK_HAS_MASK = 1u << 1,       /* attention: operand 4 is the mask */
  HK_INTERPRET_ONLY = 1u << 2, /* no fast paths (tests) */
  HK_PAD_READS = 1u << 3       /* structured: operand 0 read outside its dims gives attrs.pad_value */
};

typedef struct HkTensor {
  int32_t dtype, rank;
  int64_t dims[NPUCC_MAX_RANK];
} HkTensor;

typedef struct HkMap {
  int32_t nres;
  int8_t res[NPUCC_MAX_RANK];
  int32_t reserved;
} HkMap;

typedef struct HkExpr {
  int32_t operand, result;
  int64_t cst;
  int64_t coef[NPUCC_MAX_LOOPS];
} HkExpr;

typedef struct HkDiv {
  int32_t operand, result, kind, reserved;
  int64_t div, mul, icst;
  int64_t icoef[NPUCC_MAX_LOOPS];
} HkDiv;

typedef struct HkInst {
  int32_t op, type, a, b, c, pred;
  int64_t ival;
  double fval;
} HkInst;

typedef struct HkAttrs {
  int64_t offsets[NPUCC_MAX_RANK], sizes[NPUCC_MAX_RANK], strides[NPUCC_MAX_RANK];
  int64_t low[NPUCC_MAX_RANK], high[NPUCC_MAX_RANK];
  double pad_value;
  int32_t perm[NPUCC_MAX_RANK];
  int32_t bcast_dims[NPUCC_MAX_RANK];
  int32_t nbcast;
  int32_t dim;
} HkAttrs;

typedef struct HostKernel {
  uint32_t magic, version, size;
  int32_t kind;
  uint32_t flags;
  int32_t nin, ninit, nout;
  int32_t nloops, ninsts, nyield;
  uint32_t off_tensors, off_insts;
  int32_t iters[NPUCC_MAX_LOOPS];
  int32_t yield[2];
  HkMap maps[NPUCC_MAX_OPERANDS];
  int32_t nexprs;
  HkAttrs attrs;
  uint32_t off_exprs, off_divs;
} HostKernel;

/* Check a blob of `nbytes` bytes (structure, ranges, shapes, the body) without
 * running it. host_kernel_run performs the same checks. */
bool host_kernel_check(const HostKernel *k, size_t nbytes, char *err, size_t errlen);

/* Evaluate the kernel. `buffers` holds nin + ninit + nout pointers as described
 * above. Returns false with a message in err on a bad blob, a shape mismatch,
 * an integer division by zero or an out-of-memory condition. */
bool host_kernel_run(const HostKernel *k, void *const *buffers, char *err, size_t errlen);

/* Whether host_kernel_run takes the contraction fast path for this blob. */
bool host_kernel_fast_path(const HostKernel *k);

/* Buffers the kernel takes, and the bytes of buffer i (operand or result). */
int host_kernel_nbuffers(const HostKernel *k);
size_t host_kernel_buffer_bytes(const HostKernel *k, int i);
/* Tensor i of the blob (operands then results), NULL when out of range. */
const HkTensor *host_kernel_tensor(const HostKernel *k, int i);

#endif
