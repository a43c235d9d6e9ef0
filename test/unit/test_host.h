/* test_host.h: helpers the host evaluator tests share: Graphs built by hand
 * (tensors, maps, bodies, contractions) and buffers in any element type. */
#ifndef NPUCC_TEST_HOST_H
#define NPUCC_TEST_HOST_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "host/host.h"
#include "npucc/graph.h"
#include "npucc/numeric.h"

/* A tensor with the given dims, returns its id: TH_T(g, DT_F32, 2, 3). */
int th_tensor(Graph *g, DType dt, int rank, const int64_t *dims);
#define TH_T(g, dt, ...)                                                                      \
  th_tensor((g), (dt), (int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)),              \
            (int64_t[]){__VA_ARGS__})
#define TH_SCALAR(g, dt) th_tensor((g), (dt), 0, NULL)
/* A map over `ndims` loops: "02" is (d0, d2), "z" a constant 0, "" rank 0. */
AffineMap th_map(int ndims, const char *res);

/* Body instructions, written as MLIR would: operands are value indices. */
#define TH_ARG(n, t) ((ScalarInst){.op = SC_ARG, .type = (t), .a = (n), .b = -1, .c = -1})
#define TH_UN(o, t, x) ((ScalarInst){.op = (o), .type = (t), .a = (x), .b = -1, .c = -1})
#define TH_BIN(o, t, x, y) ((ScalarInst){.op = (o), .type = (t), .a = (x), .b = (y), .c = -1})
#define TH_TER(o, t, x, y, z) ((ScalarInst){.op = (o), .type = (t), .a = (x), .b = (y), .c = (z)})
#define TH_CMP(o, p, x, y) ((ScalarInst){.op = (o), .type = DT_I1, .a = (x), .b = (y), .c = -1, .pred = (p)})
#define TH_CF(t, v) ((ScalarInst){.op = SC_CONST, .type = (t), .a = -1, .b = -1, .c = -1, .fval = (v)})
#define TH_CI(t, v) ((ScalarInst){.op = SC_CONST, .type = (t), .a = -1, .b = -1, .c = -1, .ival = (v)})
#define TH_IDX(l) ((ScalarInst){.op = SC_INDEX, .type = DT_INDEX, .a = (l), .b = -1, .c = -1})

/* A structured op: ins, inits (results get the inits' types), iterators as a
 * string of 'p'/'r', one map per operand, the body yielding `yield[]`. */
Op *th_generic(Graph *g, int nin, const int *ins, int ninit, const int *inits, const char *iters,
               const char *const *maps, const ScalarInst *insts, int ninsts, const int *yield,
               int nyield);
/* acc + ext(a) * ext(b): ext chosen from the types (extf, extsi, or extui when
 * `unsigned_ext`), maps over loops with iterator string `iters`. */
Op *th_contraction(Graph *g, int a, int b, int init, const char *iters, const char *ma,
                   const char *mb, const char *mc, bool unsigned_ext);
/* A non-structured op with operand and result tensors. */
Op *th_op(Graph *g, OpKind kind, int nin, const int *ins, int ninit, const int *inits, int nout,
          const int *outs);

/* Buffers: allocate for tensor t, set element i from double/int64, read back. */
void *th_buf(const Graph *g, int t);
void th_set(const Graph *g, int t, void *buf, int64_t i, double v);
void th_set_i(const Graph *g, int t, void *buf, int64_t i, int64_t v);
double th_get(const Graph *g, int t, const void *buf, int64_t i);
int64_t th_get_i(const Graph *g, int t, const void *buf, int64_t i);
/* Fill with values from a fixed-seed generator: floats in [lo, hi) rounded to
 * the type, integers uniform in [lo, hi]. */
void th_random(const Graph *g, int t, void *buf, uint64_t seed, double lo, double hi);

/* Set every element of t from vals[] (numel values). */
void th_fill(const Graph *g, int t, void *buf, const double *vals);
/* Zeroed buffers for every operand (ins, inits) and result of op, in the
 * order host_kernel_run takes them; free with th_free_bufs. */
void **th_op_bufs(const Graph *g, const Op *op, int *n);
void th_free_bufs(void **bufs, int n);
/* Tensor id of buffer i of th_op_bufs. */
int th_buf_tensor(const Op *op, int i);

/* Evaluate op with one buffer per operand and result; asserts success. */
void th_eval(Graph *g, Op *op, void **bufs);
/* Evaluate and expect failure with a message containing `needle`. */
void th_eval_fails(Graph *g, Op *op, void **bufs, const char *needle);

#endif
