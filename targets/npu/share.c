/* share.c (npu): shared kernel bodies: a task's DRAM addresses as parameters
 * in a VMEM table, a body's entry and return, and the calls to it.
 *
 * Calling convention. The matmul already needs 26-29 of the 31 x registers,
 * so parameters cannot stay in registers for the whole body. They live in
 * the top KB of VMEM (NPU_PARAM_TABLE, which no kernel plans into), written
 * by the caller with sw and read by the body with lw where the kernel would
 * have used li; word 0 holds the return address, spilled on entry, so the
 * body has every register the kernel had. Scalar loads and stores take no
 * VMEM banks (spec/npu.md §4 rule 2): the table never conflicts with a DMA.
 * sw packs through a signed 32-bit value and lw zero-extends, so values are
 * 0..2^31-1: a negative one goes in negated, read back with a sub. */
#include "npu/share.h"

enum { PARAM_LI = 0x5041524C, PARAM_ADD = 0x50415241, TABLE_WORDS = NPU_PARAM_TABLE_BYTES / 4 };

/* The table's base in a VMEM address register (lw/sw offsets reach 2047). */
static int table_reg(NpuLower *L) {
  int64_t off;
  return npu_vaddr_near(L, NPU_PARAM_TABLE, 0, &off);
}

/* The table word holding v in the body being emitted (1..), or -1 when the
 * value is to be an immediate: not a body, the table full, v out of range. */
static int param_slot(NpuLower *L, int64_t v) {
  struct NpuShare *s = &L->share;
  if (!s->body || s->nparams + 1 >= TABLE_WORDS || v < 0 || v > 0x7FFFFFFF) return -1;
  ARENA_PUSH(L->a, s->params, s->nparams, s->capparams);
  s->params[s->nparams++] = v;
  return s->nparams;
}

void npu_param_li(NpuLower *L, int xd, int64_t v) {
  NpuBuilder *b = L->b;
  nb_hash_pause(b, true);
  int k = param_slot(L, v);
  if (k < 0) nb_li(b, xd, v);
  else nb_lw(b, xd, table_reg(L), 4 * k);
  nb_hash_pause(b, false);
  nb_hash_value(b, PARAM_LI);
  nb_hash_value(b, xd);
  /* an address left in a body's code: no other task may call that body */
  if (k < 0 && L->share.body) nb_hash_value(b, v);
}

void npu_param_add(NpuLower *L, int xd, int xa, int64_t v, int xtmp) {
  NpuBuilder *b = L->b;
  nb_hash_pause(b, true);
  int k = param_slot(L, v < 0 ? -v : v);
  if (k < 0) nb_add_const(b, xd, xa, v, xtmp);
  else {
    nb_lw(b, xtmp, table_reg(L), 4 * k);
    nb_alu(b, v < 0 ? NI_SUB : NI_ADD, xd, xa, xtmp);
  }
  nb_hash_pause(b, false);
  int64_t rec[] = {PARAM_ADD, xd, xa, xtmp, v < 0};
  for (size_t i = 0; i < sizeof rec / sizeof *rec; i++) nb_hash_value(b, rec[i]);
  if (k < 0 && L->share.body) nb_hash_value(b, v);
}

void npu_share_body_begin(NpuLower *L) {
  NpuBuilder *b = L->b;
  L->share.body = true;
  L->share.nparams = 0;
  /* the link register is free for the kernel once the sw has read it */
  nb_sw(b, L->share.xra, table_reg(L), 0);
}

void npu_share_body_end(NpuLower *L) {
  NpuBuilder *b = L->b;
  L->share.body = false;
  nb_quiesce(b);
  nb_lw(b, L->share.xra, table_reg(L), 0);
  /* the link is the jal's first delay slot: return past both */
  nb_jalr(b, 0, L->share.xra, 8);
}

void npu_share_call(NpuLower *L, int label) {
  NpuBuilder *b = L->b;
  const struct NpuShare *s = &L->share;
  int xt = table_reg(L);
  /* two value registers: an li need not wait for the sw before it */
  int xv[2] = {nb_xalloc(b), nb_xalloc(b)};
  for (int k = 0; k < s->nparams; k++) {
    nb_li(b, xv[k & 1], s->params[k]);
    nb_sw(b, xv[k & 1], xt, 4 * (k + 1));
  }
  nb_xfree(b, xv[0]);
  nb_xfree(b, xv[1]);
  nb_jal(b, s->xra, label);
}
