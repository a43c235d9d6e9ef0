/* passes.h: the compiler's passes, one file each under passes/, in the
 * order src/driver.c runs them. Each takes the Graph and rewrites it. */
#ifndef NPUCC_PASSES_H
#define NPUCC_PASSES_H

#include "npucc/diag.h"
#include "npucc/graph.h"
#include "npucc/target.h"

/* Drop identities (barriers, same-type bitcasts), fold reshape chains and
 * reshapes of constants, fold zero fills into the ops they initialise, and
 * remove ops whose results nothing uses. */
bool pass_canonicalize(Graph *g, Diag *d);

/* Recognise multi-op forms of softmax and attention and replace each chain
 * by one OP_SOFTMAX / OP_ATTENTION op (locations of the chain kept). */
bool pass_raise(Graph *g, Diag *d);

/* Decomposed attention whose parts stay separate ops: batch_matmul (Q.K^T)
 * -> elementwise scale/mask -> softmax over the keys -> casts -> batch_matmul
 * (P.V, P the LHS). Each becomes a Graph.chains entry and its ops' matches
 * get the chain and their AttnRole; the tasks stay as they are and a target
 * may run the chain as one kernel. Runs after pass_match (it reads the
 * matches), as the driver's step "chains". */
bool pass_attention_chains(Graph *g, Diag *d);

/* The contraction analysis (contraction.c): when op is a structured op whose
 * body is acc + product of inputs (casts, scale factors, scalar zero points
 * allowed) and whose maps give every loop a class, fill *mm and say true. */
bool contraction_analyze(const Graph *g, const Op *op, ContractionInfo *mm);

/* Is op's body acc + product of inputs (the test above without the maps)? */
bool op_body_is_mac(const Op *op);

/* Convolutions (a multiply-accumulate with one windowed input) become an
 * im2col gather (npucc.im2col, a copy generic with the conv's window map)
 * and a contraction of the gathered tensor with the filter, when that has a
 * canonical batch-matmul, or is depthwise and target T (NULL: none) runs that
 * form (Machine.depthwise_after_im2col). Runs before match; inserts ops in
 * program order. */
bool pass_im2col(Graph *g, const Target *T, Diag *d);

/* IREE's CPU data tiling undone: an mmt4d whose operands come from plain
 * linalg.pack chains (zero padding in K) and whose result goes to a plain
 * linalg.unpack becomes one matmul of the unpacked tensors, the chains
 * retired, unless the target keeps the mmt4d's layout (T->keeps_layout).
 * Runs before transpose_k and match. */
bool pass_untile(Graph *g, const Target *T, const Options *o, Diag *d);

/* A contraction whose K dims are not adjacent in the same order in A and B
 * (an mmt4d with K0 > 1, a batch-reduce matmul) reads A and B through
 * npucc.transpose_k copies that put the K dims innermost, in A's order, when
 * that is all it lacks for a canonical batch-matmul and the target does not
 * keep its layout (T->keeps_layout). Runs before match. */
bool pass_transpose_k(Graph *g, const Target *T, const Options *o, Diag *d);

/* Classify every live op (Match): contraction dims and roles from the
 * maps, elementwise, reduction, data movement, softmax, attention. */
bool pass_match(Graph *g, Diag *d);

/* Group ops into tasks: one root per task plus the epilogues the target
 * agrees to fuse; views (reshapes) and fills are not tasks of their own. */
bool pass_dispatch(Graph *g, const Target *t, const Options *o, Diag *d);

/* Decide each task's device, with a reason for every host task; fill costs. */
bool pass_legalize(Graph *g, const Target *t, const Options *o, Diag *d);

/* The memory plan: addresses for the placements the target's plan made, in
 * the memories its machine data lists; records <space>_used_bytes. */
bool pass_memory(Graph *g, const Target *t, Diag *d);

/* Names accepted by --print-after, in pipeline order. */
extern const char *const pass_names[];

#endif
