/* epilogue.c (riscv): elementwise ops fused into a dispatch (dequantize, bias,
 * ReLU, requantize) as scalar RISC-V code that rounds exactly as targets/host. */
#include <stdio.h>
#include <string.h>

#include "riscv/riscv.h"

/* Scalar F instructions take a static rounding mode, so nothing depends on
 * (or changes) frm; every float op rounds once, as the host evaluator does. */

enum { EPI_MAX_LOOPS = 4, NUM_SREGS = 11 };

static const char *const int_pool[] = {"t2", "t3", "t4", "t5", "t6", "a0", "a1",
                                       "a2", "a3", "a4", "a5", "a6", "a7"};
static const char *const float_pool[] = {"ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6",
                                         "ft7", "ft8", "ft9", "fa0", "fa1", "fa2", "fa3",
                                         "fa4", "fa5", "fa6", "fa7"};
enum { NINT = sizeof int_pool / sizeof *int_pool, NFLOAT = sizeof float_pool / sizeof *float_pool };
static const char *const sregs[NUM_SREGS] = {"s1", "s2", "s3", "s4", "s5", "s6",
                                             "s7", "s8", "s9", "s10", "s11"};

static bool int_type(DType t) { return t == DT_I1 || t == DT_I8 || t == DT_I16 || t == DT_I32 || t == DT_I64; }
static bool ok_type(DType t) { return t == DT_F32 || int_type(t); }
static int width(DType t) { return t == DT_I1 ? 1 : (int)dtype_size(t) * 8; }

/* Operand types the body reads: block arguments take their tensor's type. */
static DType value_type(const Graph *g, const Op *op, int v) {
  const ScalarInst *s = &op->body.insts[v];
  if (s->op == SC_ARG) return s->a >= 0 && s->a < op_noperands(op) ? g->tensors[op_operand(op, s->a)].dtype : DT_UNKNOWN;
  return s->type;
}

/* Does any later instruction or the yield read value v? Bodies carry an
 * SC_ARG for every block argument, read or not. */
static bool value_used(const Op *op, int v) {
  const Body *b = &op->body;
  if (b->yield[0] == v) return true;
  for (int i = v + 1; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    if (s->op == SC_ARG || s->op == SC_CONST || s->op == SC_YIELD) continue;
    if (s->a == v || s->b == v || s->c == v) return true;
  }
  return false;
}

static bool inst_supported(const Graph *g, const Op *op, int i, const char **why) {
  const Body *b = &op->body;
  const ScalarInst *s = &b->insts[i];
  if (!value_used(op, i)) return true; /* never computed */
  DType t = value_type(g, op, i);
  if (!ok_type(t)) return *why = "a body value of a type other than f32 or i1..i64", false;
  int nargs = 0;
  switch (s->op) {
  case SC_ARG:
    if (s->a < 0 || s->a >= op->nin) return *why = "the body reads the init", false;
    return true;
  case SC_CONST: return true;
  case SC_ADDF: case SC_SUBF: case SC_MULF: case SC_DIVF: case SC_MAXIMUMF: case SC_MINIMUMF:
  case SC_MAXNUMF: case SC_MINNUMF: nargs = 2; break;
  case SC_FMA: nargs = 3; break;
  case SC_NEGF: case SC_ABSF: case SC_SQRT: case SC_ROUNDEVEN: case SC_FLOOR: case SC_CEIL:
  case SC_ROUND: case SC_EXTF: case SC_TRUNCF: nargs = 1; break;
  case SC_SITOFP: case SC_UITOFP: case SC_FPTOSI: case SC_EXTSI: case SC_EXTUI: case SC_TRUNCI:
  case SC_ABSI: nargs = 1; break;
  case SC_ADDI: case SC_SUBI: case SC_MULI: case SC_ANDI: case SC_ORI: case SC_XORI:
  case SC_MAXSI: case SC_MINSI: case SC_MAXUI: case SC_MINUI: case SC_SHLI: case SC_SHRSI:
  case SC_SHRUI: case SC_CMPF: case SC_CMPI: nargs = 2; break;
  case SC_SELECT: nargs = 3; break;
  default: return *why = "a scalar op the epilogue code generator does not handle", false;
  }
  int ops[3] = {s->a, s->b, s->c};
  for (int k = 0; k < nargs; k++) {
    if (ops[k] < 0 || ops[k] >= i) return *why = "a malformed body", false;
    if (!ok_type(value_type(g, op, ops[k]))) return *why = "an operand of an unhandled type", false;
  }
  DType a = value_type(g, op, s->a);
  bool fres = t == DT_F32, fa = a == DT_F32;
  switch (s->op) {
  case SC_SITOFP: case SC_UITOFP: return fres && !fa ? true : (*why = "a cast of unhandled types", false);
  case SC_FPTOSI: return !fres && fa ? true : (*why = "a cast of unhandled types", false);
  case SC_EXTSI: case SC_EXTUI: case SC_TRUNCI: case SC_ABSI:
    return !fres && !fa ? true : (*why = "a cast of unhandled types", false);
  case SC_CMPF: return fa && t == DT_I1 ? true : (*why = "a malformed cmpf", false);
  case SC_CMPI:
    if (t != DT_I1 || fa) return *why = "a malformed cmpi", false;
    if (width(a) == 1 && s->pred >= CMPI_SLT && s->pred <= CMPI_SGE)
      return *why = "a signed i1 comparison", false;
    return true;
  case SC_SELECT:
    if (value_type(g, op, s->a) != DT_I1 || value_type(g, op, s->b) != t || value_type(g, op, s->c) != t)
      return *why = "a malformed select", false;
    return true;
  case SC_MAXSI: case SC_MINSI: case SC_SHRSI:
    if (width(t) == 1) return *why = "signed i1 arithmetic", false;
    break;
  default: break;
  }
  bool float_op = (s->op >= SC_ADDF && s->op <= SC_FMA) || s->op == SC_EXTF || s->op == SC_TRUNCF;
  if (float_op != fres) return *why = "mixed float and integer types", false;
  for (int k = 0; k < nargs; k++)
    if ((value_type(g, op, ops[k]) == DT_F32) != float_op) return *why = "mixed float and integer types", false;
  return true;
}

/* Register need of the body when each value dies at its last use. */
typedef struct Alloc {
  const char *reg[256];
  int last_use[256];
  bool hoisted[256]; /* constants: loaded once before the loops */
  int nint, nfloat;  /* peak */
} Alloc;

static bool allocate(const Graph *g, const Op *op, Alloc *al, const char **why) {
  const Body *b = &op->body;
  memset(al, 0, sizeof *al);
  if (b->ninsts > 256) return *why = "a body of more than 256 instructions", false;
  for (int i = 0; i < b->ninsts; i++) al->last_use[i] = i;
  for (int i = 0; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    if (s->op == SC_ARG || s->op == SC_CONST || s->op == SC_YIELD) continue;
    int ops[3] = {s->a, s->b, s->c};
    for (int k = 0; k < 3; k++)
      if (ops[k] >= 0 && ops[k] < i) al->last_use[ops[k]] = i;
  }
  al->last_use[b->yield[0]] = b->ninsts; /* stored after the body */
  bool ifree[NINT], ffree[NFLOAT];
  for (int i = 0; i < NINT; i++) ifree[i] = true;
  for (int i = 0; i < NFLOAT; i++) ffree[i] = true;
  /* Constants first: they live through every iteration. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < b->ninsts; i++) {
      const ScalarInst *s = &b->insts[i];
      if ((s->op == SC_CONST) != (pass == 0)) continue;
      if (s->op == SC_YIELD || !value_used(op, i)) continue;
      bool f = value_type(g, op, i) == DT_F32;
      bool *fr = f ? ffree : ifree;
      int n = f ? NFLOAT : NINT, r = 0;
      while (r < n && !fr[r]) r++;
      if (r == n) return *why = "the body needs more registers than the epilogue has", false;
      fr[r] = false;
      al->reg[i] = f ? float_pool[r] : int_pool[r];
      al->hoisted[i] = s->op == SC_CONST;
      int used = 0;
      for (int q = 0; q < n; q++) used += !fr[q];
      if (f && used > al->nfloat) al->nfloat = used;
      if (!f && used > al->nint) al->nint = used;
      if (pass == 0) continue;
      /* Operands whose last use is this instruction die after it. */
      int ops[3] = {s->a, s->b, s->c};
      for (int k = 0; k < 3 && s->op != SC_ARG; k++) {
        int v = ops[k];
        if (v < 0 || v >= i || al->hoisted[v] || al->last_use[v] != i) continue;
        bool vf = value_type(g, op, v) == DT_F32;
        const char *const *pool = vf ? float_pool : int_pool;
        for (int q = 0; q < (vf ? NFLOAT : NINT); q++)
          if (pool[q] == al->reg[v]) (vf ? ffree : ifree)[q] = true;
        al->last_use[v] = -1; /* freed once even if it appears twice */
      }
    }
  return true;
}

static bool operand_map_ok(const Graph *g, const Op *op, int k) {
  const AffineMap *m = &op->maps[k];
  const Tensor *x = &g->tensors[op_operand(op, k)];
  if (m->nres != x->rank || !tensor_is_static(x)) return false;
  for (int r = 0; r < m->nres; r++)
    if (m->res[r] >= op->nloops || (m->res[r] == MAP_CONST0 && x->dims[r] != 1)) return false;
  return true;
}

bool rv_epilogue_supported(const Graph *g, const Op *op, const char **why) {
  if (op->kind != OP_STRUCTURED || op->match < 0 || g->matches[op->match].kind != TK_ELEMENTWISE)
    return *why = "not an elementwise op", false;
  if (op->nout != 1 || op->ninit != 1 || op->body.nyield != 1) return *why = "not one result", false;
  if (op->nloops < 1 || op->nloops > EPI_MAX_LOOPS) return *why = "more than 4 loops", false;
  for (int l = 0; l < op->nloops; l++)
    if (op->iters[l] != IT_PARALLEL) return *why = "a reduction loop", false;
  for (int k = 0; k < op_noperands(op); k++)
    if (!operand_map_ok(g, op, k)) return *why = "an operand map or shape it cannot index", false;
  /* Every element of the result written exactly once. */
  const AffineMap *om = &op->maps[op->nin];
  bool seen[NPUCC_MAX_LOOPS] = {false};
  for (int r = 0; r < om->nres; r++) {
    if (om->res[r] < 0 || seen[om->res[r]]) return *why = "a result map that is not a permutation", false;
    seen[om->res[r]] = true;
  }
  if (om->nres != op->nloops) return *why = "a result map that is not a permutation", false;
  const Tensor *res = &g->tensors[op->out[0]];
  if (!ok_type(res->dtype) || value_type(g, op, op->body.yield[0]) != res->dtype)
    return *why = "a result type the epilogue does not store", false;
  int reads = 0;
  for (int k = 0; k < op->nin; k++) {
    bool used = false;
    for (int i = 0; i < op->body.ninsts; i++)
      used |= op->body.insts[i].op == SC_ARG && op->body.insts[i].a == k && value_used(op, i);
    reads += used;
  }
  if (reads + 1 + op->nloops > NUM_SREGS) return *why = "more operands and loops than s registers", false;
  for (int i = 0; i < op->body.ninsts; i++) {
    if (op->body.insts[i].op == SC_YIELD) continue;
    if (!inst_supported(g, op, i, why)) return false;
  }
  Alloc al;
  return allocate(g, op, &al, why);
}

/* ------------------------------------------------------------ emission */

/* Wrap integer register r to `bits` in its canonical (sign-extended, i1 0/1) form. */
static void canon(RvAsm *as, const char *r, int bits) {
  switch (bits) {
  case 64: break;
  case 32: rv_printf(as, "\taddiw %s, %s, 0\n", r, r); break;
  case 1: rv_printf(as, "\tandi %s, %s, 1\n", r, r); break;
  default: rv_printf(as, "\tslli %s, %s, %d\n\tsrai %s, %s, %d\n", r, r, 64 - bits, r, r, 64 - bits);
  }
}

/* dst = the low `bits` of src, zero-extended (uview). */
static void zext(RvAsm *as, const char *dst, const char *src, int bits) {
  if (bits == 64) rv_printf(as, "\tmv %s, %s\n", dst, src);
  else if (bits == 1) rv_printf(as, "\tandi %s, %s, 1\n", dst, src);
  else rv_printf(as, "\tslli %s, %s, %d\n\tsrli %s, %s, %d\n", dst, src, 64 - bits, dst, dst, 64 - bits);
}

/* floor/ceil/round/roundeven: |x| < 2^23 goes through an integer with the
 * rounding mode; larger values, inf and NaN are integers already. The sign of
 * x is put back so that -0.4 rounds to -0, as C does. */
static void round_float(RvAsm *as, const char *r, const char *x, const char *rm) {
  rv_printf(as, "\tlui t1, 0x4b000\n\tfmv.w.x ft10, t1\n\tfabs.s ft11, %s\n\tflt.s t0, ft11, ft10\n"
             "\tfmv.s %s, %s\n\tbeqz t0, 1f\n\tfcvt.w.s t1, %s, %s\n\tfcvt.s.w %s, t1, rne\n"
             "\tfsgnj.s %s, %s, %s\n1:\n", x, r, x, x, rm, r, r, r, x);
}

static void emit_inst(RvAsm *as, const Graph *g, const Op *op, const Alloc *al, int i) {
  const ScalarInst *s = &op->body.insts[i];
  const char *r = al->reg[i], *x = s->a >= 0 ? al->reg[s->a] : NULL;
  const char *y = s->b >= 0 && s->b < i ? al->reg[s->b] : NULL, *z = s->c >= 0 && s->c < i ? al->reg[s->c] : NULL;
  DType t = s->type;
  int w = int_type(t) ? width(t) : 32;
  int wa = s->a >= 0 && int_type(value_type(g, op, s->a)) ? width(value_type(g, op, s->a)) : 32;
  static const char *const fname[] = {[SC_ADDF] = "fadd.s", [SC_SUBF] = "fsub.s", [SC_MULF] = "fmul.s",
                                      [SC_DIVF] = "fdiv.s"};
  switch (s->op) {
  case SC_ADDF: case SC_SUBF: case SC_MULF: case SC_DIVF:
    rv_printf(as, "\t%s %s, %s, %s, rne\n", fname[s->op], r, x, y);
    break;
  case SC_FMA: rv_printf(as, "\tfmadd.s %s, %s, %s, %s, rne\n", r, x, y, z); break;
  case SC_NEGF: rv_printf(as, "\tfneg.s %s, %s\n", r, x); break;
  case SC_ABSF: rv_printf(as, "\tfabs.s %s, %s\n", r, x); break;
  case SC_SQRT: rv_printf(as, "\tfsqrt.s %s, %s, rne\n", r, x); break;
  case SC_EXTF: case SC_TRUNCF: rv_printf(as, "\tfmv.s %s, %s\n", r, x); break;
  case SC_MAXNUMF: case SC_MINNUMF: /* fmax/fmin: IEEE maximumNumber, -0 < +0 */
    rv_printf(as, "\t%s %s, %s, %s\n", s->op == SC_MAXNUMF ? "fmax.s" : "fmin.s", r, x, y);
    break;
  case SC_MAXIMUMF: case SC_MINIMUMF: /* the same, but a NaN operand wins */
    rv_printf(as, "\t%s %s, %s, %s\n\tfeq.s t0, %s, %s\n\tfeq.s t1, %s, %s\n\tand t0, t0, t1\n"
               "\tbnez t0, 1f\n\tfadd.s %s, %s, %s, rne\n1:\n",
               s->op == SC_MAXIMUMF ? "fmax.s" : "fmin.s", r, x, y, x, x, y, y, r, x, y);
    break;
  case SC_ROUNDEVEN: round_float(as, r, x, "rne"); break;
  case SC_FLOOR: round_float(as, r, x, "rdn"); break;
  case SC_CEIL: round_float(as, r, x, "rup"); break;
  case SC_ROUND: round_float(as, r, x, "rmm"); break;
  case SC_SITOFP:
    if (wa == 1) rv_printf(as, "\tneg t0, %s\n\tfcvt.s.l %s, t0, rne\n", x, r);
    else rv_printf(as, "\tfcvt.s.l %s, %s, rne\n", r, x);
    break;
  case SC_UITOFP:
    zext(as, "t0", x, wa);
    rv_printf(as, "\tfcvt.s.lu %s, t0, rne\n", r);
    break;
  case SC_FPTOSI: {
    /* truncate, saturate to the width, NaN -> 0 */
    rv_printf(as, "\tfcvt.l.s %s, %s, rtz\n\tfeq.s t0, %s, %s\n\tbnez t0, 1f\n\tli %s, 0\n1:\n", r, x, x, x, r);
    if (w < 64) {
      int64_t hi = (INT64_C(1) << (w - 1)) - 1, lo = -hi - 1;
      rv_printf(as, "\tli t0, %lld\n\tble %s, t0, 1f\n\tmv %s, t0\n1:\n\tli t0, %lld\n\tbge %s, t0, 1f\n"
                 "\tmv %s, t0\n1:\n", (long long)hi, r, r, (long long)lo, r, r);
      if (w == 1) canon(as, r, 1);
    }
    break;
  }
  case SC_ADDI: case SC_SUBI: case SC_MULI: case SC_ANDI: case SC_ORI: case SC_XORI: {
    static const char *const iname[] = {[SC_ADDI] = "add", [SC_SUBI] = "sub", [SC_MULI] = "mul",
                                        [SC_ANDI] = "and", [SC_ORI] = "or", [SC_XORI] = "xor"};
    rv_printf(as, "\t%s %s, %s, %s\n", iname[s->op], r, x, y);
    canon(as, r, w);
    break;
  }
  case SC_MAXSI: rv_printf(as, "\tmv %s, %s\n\tbge %s, %s, 1f\n\tmv %s, %s\n1:\n", r, x, x, y, r, y); break;
  case SC_MINSI: rv_printf(as, "\tmv %s, %s\n\tble %s, %s, 1f\n\tmv %s, %s\n1:\n", r, x, x, y, r, y); break;
  /* Sign extension keeps the unsigned order of canonical values. */
  case SC_MAXUI: rv_printf(as, "\tmv %s, %s\n\tbgeu %s, %s, 1f\n\tmv %s, %s\n1:\n", r, x, x, y, r, y); break;
  case SC_MINUI: rv_printf(as, "\tmv %s, %s\n\tbleu %s, %s, 1f\n\tmv %s, %s\n1:\n", r, x, x, y, r, y); break;
  case SC_SHLI: case SC_SHRUI:
    zext(as, "t0", y, w);
    rv_printf(as, "\tli t1, %d\n\tli %s, 0\n\tbgeu t0, t1, 1f\n", w, r);
    if (s->op == SC_SHLI) {
      rv_printf(as, "\tsll %s, %s, t0\n", r, x);
    } else {
      zext(as, r, x, w);
      rv_printf(as, "\tsrl %s, %s, t0\n", r, r);
    }
    canon(as, r, w);
    rv_printf(as, "1:\n");
    break;
  case SC_SHRSI: /* a shift by the width or more leaves the sign */
    zext(as, "t0", y, w);
    rv_printf(as, "\tli t1, %d\n\tbleu t0, t1, 1f\n\tmv t0, t1\n1:\n\tsra %s, %s, t0\n", w - 1, r, x);
    break;
  case SC_ABSI:
    rv_printf(as, "\tmv %s, %s\n\tbgez %s, 1f\n\tneg %s, %s\n", r, x, x, r, x);
    canon(as, r, w);
    rv_printf(as, "1:\n");
    break;
  case SC_EXTSI:
    if (wa == 1) rv_printf(as, "\tneg %s, %s\n", r, x);
    else rv_printf(as, "\tmv %s, %s\n", r, x);
    canon(as, r, w);
    break;
  case SC_EXTUI:
    zext(as, r, x, wa);
    canon(as, r, w);
    break;
  case SC_TRUNCI:
    rv_printf(as, "\tmv %s, %s\n", r, x);
    canon(as, r, w);
    break;
  case SC_CMPF: {
    const char *inv = "";
    switch (s->pred) {
    case CMPF_FALSE: rv_printf(as, "\tli %s, 0\n", r); break;
    case CMPF_TRUE: rv_printf(as, "\tli %s, 1\n", r); break;
    case CMPF_OEQ: case CMPF_UNE: rv_printf(as, "\tfeq.s %s, %s, %s\n", r, x, y); inv = s->pred == CMPF_UNE ? "1" : ""; break;
    case CMPF_OGT: case CMPF_ULE: rv_printf(as, "\tflt.s %s, %s, %s\n", r, y, x); inv = s->pred == CMPF_ULE ? "1" : ""; break;
    case CMPF_OGE: case CMPF_ULT: rv_printf(as, "\tfle.s %s, %s, %s\n", r, y, x); inv = s->pred == CMPF_ULT ? "1" : ""; break;
    case CMPF_OLT: case CMPF_UGE: rv_printf(as, "\tflt.s %s, %s, %s\n", r, x, y); inv = s->pred == CMPF_UGE ? "1" : ""; break;
    case CMPF_OLE: case CMPF_UGT: rv_printf(as, "\tfle.s %s, %s, %s\n", r, x, y); inv = s->pred == CMPF_UGT ? "1" : ""; break;
    case CMPF_ONE: case CMPF_UEQ:
      rv_printf(as, "\tflt.s t0, %s, %s\n\tflt.s %s, %s, %s\n\tor %s, %s, t0\n", x, y, r, y, x, r, r);
      inv = s->pred == CMPF_UEQ ? "1" : "";
      break;
    case CMPF_ORD: case CMPF_UNO:
      rv_printf(as, "\tfeq.s t0, %s, %s\n\tfeq.s %s, %s, %s\n\tand %s, %s, t0\n", x, x, r, y, y, r, r);
      inv = s->pred == CMPF_UNO ? "1" : "";
      break;
    default: rv_printf(as, "\tli %s, 1\n", r);
    }
    if (*inv) rv_printf(as, "\txori %s, %s, 1\n", r, r);
    break;
  }
  case SC_CMPI: {
    bool inv = false;
    switch (s->pred) {
    case CMPI_EQ: case CMPI_NE:
      rv_printf(as, "\txor t0, %s, %s\n\t%s %s, t0\n", x, y, s->pred == CMPI_EQ ? "seqz" : "snez", r);
      break;
    case CMPI_SLT: case CMPI_SGE: rv_printf(as, "\tslt %s, %s, %s\n", r, x, y); inv = s->pred == CMPI_SGE; break;
    case CMPI_SGT: case CMPI_SLE: rv_printf(as, "\tslt %s, %s, %s\n", r, y, x); inv = s->pred == CMPI_SLE; break;
    case CMPI_ULT: case CMPI_UGE: rv_printf(as, "\tsltu %s, %s, %s\n", r, x, y); inv = s->pred == CMPI_UGE; break;
    default: rv_printf(as, "\tsltu %s, %s, %s\n", r, y, x); inv = s->pred == CMPI_ULE; break;
    }
    if (inv) rv_printf(as, "\txori %s, %s, 1\n", r, r);
    break;
  }
  case SC_SELECT:
    if (t == DT_F32) rv_printf(as, "\tfmv.s %s, %s\n\tbeqz %s, 1f\n\tfmv.s %s, %s\n1:\n", r, z, x, r, y);
    else rv_printf(as, "\tmv %s, %s\n\tbeqz %s, 1f\n\tmv %s, %s\n1:\n", r, z, x, r, y);
    break;
  default: break;
  }
}

static void load_const(RvAsm *as, const ScalarInst *s, const char *r) {
  if (s->type == DT_F32) {
    float f = (float)s->fval;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    rv_printf(as, "\tli t0, 0x%08x\n\tfmv.w.x %s, t0\t# %.9g\n", bits, r, (double)f);
  } else {
    int w = width(s->type);
    uint64_t u = (uint64_t)s->ival;
    int64_t v = w >= 64 ? (int64_t)u : w == 1 ? (int64_t)(u & 1)
                                             : (int64_t)((u & ((UINT64_C(1) << w) - 1)) ^ (UINT64_C(1) << (w - 1))) -
                                                   (int64_t)(UINT64_C(1) << (w - 1));
    rv_printf(as, "\tli %s, %lld\n", r, (long long)v);
  }
}

void rv_epilogue_emit(RvAsm *as, const Graph *g, const Op *op, const int64_t *table_off,
                      const char *label) {
  const char *why;
  Alloc al;
  /* rv_epilogue_supported said yes, and it allocates the same way. */
  if (!allocate(g, op, &al, &why)) return;
  const Body *b = &op->body;
  int nops = op_noperands(op);
  /* Pointers for the operands the body reads, then the result. */
  int ptr_of[NPUCC_MAX_OPERANDS + 2], nptr = 0, tens[NPUCC_MAX_OPERANDS + 2];
  for (int k = 0; k <= nops; k++) ptr_of[k] = -1;
  for (int i = 0; i < b->ninsts; i++)
    if (b->insts[i].op == SC_ARG && al.reg[i] && ptr_of[b->insts[i].a] < 0) {
      tens[nptr] = b->insts[i].a;
      ptr_of[b->insts[i].a] = nptr++;
    }
  tens[nptr] = nops; /* the result (maps like the init) */
  int res_ptr = nptr++;
  int64_t step[NPUCC_MAX_OPERANDS + 2][EPI_MAX_LOOPS] = {{0}}, range[EPI_MAX_LOOPS];
  for (int l = 0; l < op->nloops; l++) range[l] = op_loop_size(g, op, l);
  for (int p = 0; p < nptr; p++) {
    int k = tens[p];
    const Tensor *x = &g->tensors[k < nops ? op_operand(op, k) : op->out[0]];
    const AffineMap *m = &op->maps[k < nops ? k : op->nin];
    int64_t st = (int64_t)dtype_size(x->dtype);
    for (int r = x->rank - 1; r >= 0; r--) {
      if (m->res[r] >= 0) step[p][m->res[r]] += st;
      st *= x->dims[r];
    }
    rv_mem(as, "ld", sregs[p], table_off[k], "s0", "t0");
  }
  for (int i = 0; i < b->ninsts; i++)
    if (al.hoisted[i]) load_const(as, &b->insts[i], al.reg[i]);
  const char *const *counter = sregs + nptr;
  for (int l = 0; l < op->nloops; l++)
    rv_printf(as, "\tli %s, %lld\n%s_l%d:\n", counter[l], (long long)range[l], label, l);
  for (int i = 0; i < b->ninsts; i++) {
    const ScalarInst *s = &b->insts[i];
    if (s->op == SC_CONST || s->op == SC_YIELD || !al.reg[i]) continue;
    if (s->op == SC_ARG) {
      const char *p = sregs[ptr_of[s->a]];
      switch (value_type(g, op, i)) {
      case DT_F32: rv_printf(as, "\tflw %s, 0(%s)\n", al.reg[i], p); break;
      case DT_I1: rv_printf(as, "\tlbu %s, 0(%s)\n\tandi %s, %s, 1\n", al.reg[i], p, al.reg[i], al.reg[i]); break;
      case DT_I8: rv_printf(as, "\tlb %s, 0(%s)\n", al.reg[i], p); break;
      case DT_I16: rv_printf(as, "\tlh %s, 0(%s)\n", al.reg[i], p); break;
      case DT_I32: rv_printf(as, "\tlw %s, 0(%s)\n", al.reg[i], p); break;
      default: rv_printf(as, "\tld %s, 0(%s)\n", al.reg[i], p); break;
      }
      continue;
    }
    emit_inst(as, g, op, &al, i);
  }
  const char *v = al.reg[b->yield[0]], *p = sregs[res_ptr];
  switch (g->tensors[op->out[0]].dtype) {
  case DT_F32: /* a NaN is stored as the positive quiet NaN, as targets/host does */
    rv_printf(as, "\tfmv.s ft11, %s\n\tfeq.s t0, %s, %s\n\tbnez t0, 1f\n\tlui t1, 0x7fc00\n"
               "\tfmv.w.x ft11, t1\n1:\n\tfsw ft11, 0(%s)\n", v, v, v, p);
    break;
  case DT_I1: rv_printf(as, "\tandi t0, %s, 1\n\tsb t0, 0(%s)\n", v, p); break;
  case DT_I8: rv_printf(as, "\tsb %s, 0(%s)\n", v, p); break;
  case DT_I16: rv_printf(as, "\tsh %s, 0(%s)\n", v, p); break;
  case DT_I32: rv_printf(as, "\tsw %s, 0(%s)\n", v, p); break;
  default: rv_printf(as, "\tsd %s, 0(%s)\n", v, p); break;
  }
  /* Each level steps its pointers and, in the same add, rewinds what the
   * level inside it advanced. */
  for (int l = op->nloops - 1; l >= 0; l--) {
    for (int q = 0; q < nptr; q++) {
      int64_t delta = step[q][l] - (l + 1 < op->nloops ? range[l + 1] * step[q][l + 1] : 0);
      if (delta) rv_addi(as, sregs[q], sregs[q], delta, "t0");
    }
    rv_printf(as, "\taddi %s, %s, -1\n\tbnez %s, %s_l%d\n", counter[l], counter[l], counter[l], label, l);
  }
}
