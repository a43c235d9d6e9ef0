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

#include <string.h>

enum { PARAM_LI = 0x5041524C, PARAM_ADD = 0x50415241, TABLE_WORDS = NPU_PARAM_TABLE_BYTES / 4 };

/* The table's base in a VMEM address register (lw/sw offsets reach 2047). */
static int table_reg(NpuLower *L) {
  int64_t off;
  return npu_vaddr_near(L, NPU_PARAM_TABLE, 0, &off);
}

/* The table word holding v in the body being emitted (1..), or -1 when the
 * value is to be an immediate: not a body, the table full, v out of range.
 * The first emission (keep) decides the same without using the table: the
 * parameters a body of the task would read. */
static int param_slot(NpuLower *L, int64_t v) {
  struct NpuShare *s = &L->share;
  if (!(s->body || s->keep) || s->nparams + 1 >= TABLE_WORDS || v < 0 || v > 0x7FFFFFFF) return -1;
  ARENA_PUSH(L->a, s->params, s->nparams, s->capparams);
  s->params[s->nparams++] = v;
  return s->nparams;
}

void npu_param_li(NpuLower *L, int xd, int64_t v) {
  NpuBuilder *b = L->b;
  bool body = L->share.body;
  nb_hash_pause(b, true);
  int k = param_slot(L, v);
  if (k < 0 || !body) nb_li(b, xd, v);
  else nb_lw(b, xd, table_reg(L), 4 * k);
  nb_hash_pause(b, false);
  nb_hash_value(b, PARAM_LI);
  nb_hash_value(b, xd);
  /* an address left in a body's code: no other task may call that body */
  if (k < 0 && body) nb_hash_value(b, v);
  else if (k < 0) nb_keep_value(b, v);
}

void npu_param_add(NpuLower *L, int xd, int xa, int64_t v, int xtmp) {
  NpuBuilder *b = L->b;
  nb_hash_pause(b, true);
  bool body = L->share.body;
  int k = param_slot(L, v < 0 ? -v : v);
  if (k < 0 || !body) nb_add_const(b, xd, xa, v, xtmp);
  else {
    nb_lw(b, xtmp, table_reg(L), 4 * k);
    nb_alu(b, v < 0 ? NI_SUB : NI_ADD, xd, xa, xtmp);
  }
  nb_hash_pause(b, false);
  int64_t rec[] = {PARAM_ADD, xd, xa, xtmp, v < 0};
  for (size_t i = 0; i < sizeof rec / sizeof *rec; i++) nb_hash_value(b, rec[i]);
  if (k < 0 && body) nb_hash_value(b, v);
  else if (k < 0) nb_keep_value(b, v);
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

void npu_share_call(NpuLower *L, int label, const int64_t *params, int nparams) {
  NpuBuilder *b = L->b;
  const struct NpuShare *s = &L->share;
  int xt = table_reg(L);
  /* two value registers: an li need not wait for the sw before it */
  int xv[2] = {nb_xalloc(b), nb_xalloc(b)};
  for (int k = 0; k < nparams; k++) {
    nb_li(b, xv[k & 1], params[k]);
    nb_sw(b, xv[k & 1], xt, 4 * (k + 1));
  }
  nb_xfree(b, xv[0]);
  nb_xfree(b, xv[1]);
  nb_jal(b, s->xra, label);
}

void npu_share_keep_begin(NpuLower *L) {
  L->share.nparams = 0;
  nb_hash_keep(L->b, true);
}

/* The first task of each key keeps its values (an open-addressing table on
 * the key); a later one is compared with them byte for byte. Whether a task
 * came before with this key. */
bool npu_share_keep_task(NpuLower *L, int task, uint64_t key) {
  struct NpuShare *s = &L->share;
  NpuBuilder *b = L->b;
  nb_hash_keep(b, false);
  s->ntparams[task] = s->nparams;
  if (s->nparams) {
    int64_t *p = arena_alloc(L->a, sizeof *p * (size_t)s->nparams);
    memcpy(p, s->params, sizeof *p * (size_t)s->nparams);
    s->tparams[task] = p;
  }
  int nn;
  const char *const *names = nb_kept_names(b, &nn);
  s->ntnames[task] = nn;
  if (nn) {
    /* copied: the builder's names go with it, and this one is rebuilt */
    const char **p = arena_alloc(L->a, sizeof *p * (size_t)nn);
    for (int k = 0; k < nn; k++) p[k] = arena_strdup(L->a, names[k]);
    s->tnames[task] = p;
  }
  s->nparams = 0;
  if (2 * (s->nfirsts + 1) > s->capfirsts) {
    int cap = s->capfirsts ? 2 * s->capfirsts : 64;
    struct NpuKeyFirst *t = arena_alloc(L->a, sizeof *t * (size_t)cap);
    for (int i = 0; i < s->capfirsts; i++) {
      if (!s->firsts[i].kept) continue;
      size_t j = s->firsts[i].key & (size_t)(cap - 1);
      while (t[j].kept) j = (j + 1) & (size_t)(cap - 1);
      t[j] = s->firsts[i];
    }
    s->firsts = t;
    s->capfirsts = cap;
  }
  size_t n;
  const unsigned char *kept = nb_kept(b, &n);
  for (size_t i = key & (size_t)(s->capfirsts - 1);; i = (i + 1) & (size_t)(s->capfirsts - 1)) {
    struct NpuKeyFirst *f = &s->firsts[i];
    if (f->kept && f->key == key) {
      s->same[task] = f->nkept == n && !memcmp(f->kept, kept, n);
      return true;
    }
    if (f->kept) continue;
    unsigned char *c = arena_alloc(L->a, n ? n : 1);
    if (n) memcpy(c, kept, n);
    *f = (struct NpuKeyFirst){key, c, n};
    s->nfirsts++;
    s->same[task] = true;
    return false;
  }
}
