/* bodyexpr.h: small queries over scalar bodies that the matchers and the
 * targets share (follow casts, find arguments, test which ops appear). */
#ifndef NPUCC_BODYEXPR_H
#define NPUCC_BODYEXPR_H

#include "npucc/graph.h"

/* Follow extf/truncf/extsi/extui/trunci/sitofp chains back to their source. */
int body_skip_casts(const Body *b, int v);
/* Is instruction v block argument `arg`? */
bool body_is_arg(const Body *b, int v, int arg);
/* Does any instruction of the body have opcode op? */
bool body_uses(const Body *b, ScalarOpcode op);
/* Is v (after casts) a constant? Its value in *x. */
bool body_const(const Body *b, int v, double *x);
/* Does any instruction or result of the body read block argument `arg`?
 * (pooling's window operand is there for its shape only). */
bool body_reads_arg(const Body *b, int arg);
/* Does value v depend on block argument `arg`? */
bool body_depends_on(const Body *b, int v, int arg);

#endif
