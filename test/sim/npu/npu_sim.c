/* npu_sim.c: the cycle model of npu_model: fetch, decode with delay/dma.wait
 * holds, the six units stepped in npu_model's order, bank conflicts, lints. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npu_asm_util.h"
#include "npu_sim_internal.h"

static const char *const unit_names[NPU_UNIT_COUNT] = {"Scalar0", "Matrix0", "Matrix1",
                                                       "Vector0", "DMA0", "LSU"};

enum { LINT_CAP = 256 };

/* ---- deterministic random fill ---- */

static uint64_t mix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static void fill_random(uint8_t *dst, size_t n, uint64_t seed) {
  for (size_t i = 0; i < n; i += 8) {
    uint64_t v = mix64(seed + i / 8);
    for (size_t k = 0; k < 8 && i + k < n; k++) dst[i + k] = (uint8_t)(v >> (8 * k));
  }
}

/* ---- state ---- */

NpuSim *npu_sim_new(const NpuSimConfig *cfg) {
  NpuSim *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->vmem = calloc(NPU_VMEM_BYTES, 1);
  s->vmem_written = calloc(NPU_VMEM_BYTES / NPU_CHUNK / 8, 1);
  s->dram = calloc(NPU_DRAM_NPAGES, sizeof *s->dram);
  s->dram_written = calloc(NPU_DRAM_NPAGES, sizeof *s->dram_written);
  if (!s->vmem || !s->vmem_written || !s->dram || !s->dram_written) {
    npu_sim_free(s);
    return NULL;
  }
  if (cfg) s->imem = cfg->imem;
  if (cfg && cfg->random_init) {
    s->random_init = true;
    s->seed = cfg->seed;
    uint64_t k = mix64(cfg->seed ^ 0x6E7075ull);
    for (int i = 1; i < NPU_NUM_XREGS; i++) s->x[i] = (int64_t)(mix64(k + (uint64_t)i) >> 33);
    fill_random(s->e, sizeof s->e, k + 100);
    fill_random(&s->m[0][0], sizeof s->m, k + 200);
    fill_random(&s->w[0][0][0], sizeof s->w, k + 300);
    fill_random((uint8_t *)&s->acc[0][0][0], sizeof s->acc, k + 400);
    fill_random(s->vmem, NPU_VMEM_BYTES, k + 500);
  }
  return s;
}

void npu_sim_free(NpuSim *s) {
  if (!s) return;
  if (s->dram)
    for (uint64_t i = 0; i < NPU_DRAM_NPAGES; i++) free(s->dram[i]);
  if (s->dram_written)
    for (uint64_t i = 0; i < NPU_DRAM_NPAGES; i++) free(s->dram_written[i]);
  free(s->dram);
  free(s->dram_written);
  free(s->vmem);
  free(s->vmem_written);
  free(s);
}

static uint64_t page_seed(const NpuSim *s, uint64_t page) {
  return mix64(s->seed ^ 0x6472616Dull) + page * NPU_DRAM_PAGE;
}

static uint8_t *dram_page(NpuSim *s, uint64_t page) {
  if (!s->dram[page]) {
    uint8_t *p = calloc(NPU_DRAM_PAGE, 1);
    if (!p) return NULL;
    if (s->random_init) fill_random(p, NPU_DRAM_PAGE, page_seed(s, page));
    s->dram[page] = p;
  }
  return s->dram[page];
}

static bool dram_copy_in(NpuSim *s, uint64_t addr, const uint8_t *src, uint64_t n) {
  while (n) {
    uint64_t page = addr >> NPU_DRAM_PAGE_BITS, off = addr & (NPU_DRAM_PAGE - 1);
    uint64_t k = NPU_DRAM_PAGE - off < n ? NPU_DRAM_PAGE - off : n;
    uint8_t *p = dram_page(s, page);
    if (!p) return false;
    memcpy(p + off, src, k);
    if (!s->dram_written[page]) s->dram_written[page] = calloc(NPU_DRAM_PAGE / NPU_CHUNK / 8, 1);
    uint8_t *wb = s->dram_written[page];
    if (wb)
      for (uint64_t c = off / NPU_CHUNK; c <= (off + k - 1) / NPU_CHUNK; c++)
        wb[c / 8] |= (uint8_t)(1u << (c % 8));
    addr += k;
    src += k;
    n -= k;
  }
  return true;
}

static void dram_copy_out(const NpuSim *s, uint64_t addr, uint8_t *dst, uint64_t n) {
  while (n) {
    uint64_t page = addr >> NPU_DRAM_PAGE_BITS, off = addr & (NPU_DRAM_PAGE - 1);
    uint64_t k = NPU_DRAM_PAGE - off < n ? NPU_DRAM_PAGE - off : n;
    if (s->dram[page]) {
      memcpy(dst, s->dram[page] + off, k);
    } else if (s->random_init) {
      /* Unwritten pages read as the bytes they would be filled with. */
      uint64_t seed = page_seed(s, page);
      for (uint64_t i = 0; i < k; i++) {
        uint64_t a = off + i;
        dst[i] = (uint8_t)(mix64(seed + a / 8) >> (8 * (a % 8)));
      }
    } else {
      memset(dst, 0, k);
    }
    addr += k;
    dst += k;
    n -= k;
  }
}

static void vmem_mark_written(NpuSim *s, uint64_t addr, uint64_t n) {
  if (!n) return;
  for (uint64_t c = addr / NPU_CHUNK; c <= (addr + n - 1) / NPU_CHUNK; c++)
    s->vmem_written[c / 8] |= (uint8_t)(1u << (c % 8));
}

static bool range_ok(uint64_t addr, size_t n, uint64_t size) {
  return addr <= size && n <= size - addr;
}

bool npu_sim_write_dram(NpuSim *s, uint64_t addr, const void *src, size_t n) {
  if (!s || !range_ok(addr, n, NPU_DRAM_BYTES)) return false;
  return dram_copy_in(s, addr, src, n);
}

bool npu_sim_read_dram(const NpuSim *s, uint64_t addr, void *dst, size_t n) {
  if (!s || !range_ok(addr, n, NPU_DRAM_BYTES)) return false;
  dram_copy_out(s, addr, dst, n);
  return true;
}

bool npu_sim_write_vmem(NpuSim *s, uint64_t addr, const void *src, size_t n) {
  if (!s || !range_ok(addr, n, NPU_VMEM_BYTES)) return false;
  memcpy(s->vmem + addr, src, n);
  vmem_mark_written(s, addr, n);
  return true;
}

bool npu_sim_read_vmem(const NpuSim *s, uint64_t addr, void *dst, size_t n) {
  if (!s || !range_ok(addr, n, NPU_VMEM_BYTES)) return false;
  memcpy(dst, s->vmem + addr, n);
  return true;
}

int64_t npu_sim_xreg(const NpuSim *s, int i) {
  return s && i > 0 && i < NPU_NUM_XREGS ? s->x[i] : 0;
}

void npu_sim_set_xreg(NpuSim *s, int i, int64_t v) {
  if (!s || i <= 0 || i >= NPU_NUM_XREGS) return;
  s->x[i] = v;
  s->x_written |= 1u << i;
}

uint8_t npu_sim_ereg(const NpuSim *s, int i) {
  return s && i >= 0 && i < NPU_NUM_EREGS ? s->e[i] : 0;
}

const uint8_t *npu_sim_mreg(const NpuSim *s, int i) {
  return s && i >= 0 && i < NPU_NUM_MREGS ? s->m[i] : NULL;
}

const uint16_t *npu_sim_acc(const NpuSim *s, int mxu, int k) {
  return s && mxu >= 0 && mxu < 2 && k >= 0 && k < 2 ? s->acc[mxu][k] : NULL;
}

/* ---- errors and lints ---- */

bool npu_fail(Run *r, const char *type, int line, const char *fmt, ...) {
  if (r->failed) return false;
  r->failed = true;
  va_list ap;
  va_start(ap, fmt);
  char *msg = npu_vxprintf(fmt, ap);
  va_end(ap);
  snprintf(r->res->error_type, sizeof r->res->error_type, "%s", type);
  r->res->error_msg = msg;
  r->res->error_line = line;
  return false;
}

static void lints_push(NpuLints *l, NpuLintKind k, int line, int64_t cycle, char *msg) {
  if (!msg) return;
  if (l->n >= LINT_CAP) {
    l->suppressed++;
    free(msg);
    return;
  }
  if (l->n == l->cap) {
    int cap = l->cap ? 2 * l->cap : 16;
    NpuLint *v = realloc(l->v, sizeof *v * (size_t)cap);
    if (!v) {
      free(msg);
      return;
    }
    l->v = v;
    l->cap = cap;
  }
  l->v[l->n++] = (NpuLint){k, line, cycle, msg};
}

void npu_lint(Run *r, NpuLintKind k, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = npu_vxprintf(fmt, ap);
  va_end(ap);
  lints_push(&r->res->lints, k, line, r->cycle + 1, msg);
}

const char *npu_lint_kind_name(NpuLintKind k) {
  static const char *const names[NPU_LINT_KIND_COUNT] = {
    "xreg-inflight", "unaligned", "ecall-inflight", "ereg-quirk", "uninit-read",
    "unsafe-imm", "not-drained", "control-at-end", "duplicate-label", "load-use"};
  return k < NPU_LINT_KIND_COUNT ? names[k] : "?";
}

void npu_lints_free(NpuLints *l) {
  if (!l) return;
  for (int i = 0; i < l->n; i++) free(l->v[i].msg);
  free(l->v);
  memset(l, 0, sizeof *l);
}

void npu_program_lint(const NpuProgram *p, NpuLints *out) {
  if (!p || !out) return;
  for (int i = 0; i < p->ndup; i++)
    lints_push(out, NPU_LINT_DUPLICATE_LABEL, p->dup_label_lines[i], 0,
               npu_xprintf("label defined again; branches use this later definition"));
  for (int i = 0; i < p->n; i++) {
    const NpuInsn *in = &p->insns[i];
    if (in->from_pseudo) continue;
    NpuOp op = in->info->op;
    long long imm = (long long)in->imm;
    switch (op) {
    case OP_ADDI: case OP_SLTI: case OP_SLTIU: case OP_XORI: case OP_ORI: case OP_ANDI:
    case OP_JALR:
      if (imm > 2047)
        lints_push(out, NPU_LINT_UNSAFE_IMM, in->line, 0,
                   npu_xprintf("%s immediate %lld is sign-extended from 12 bits by the model (acts as %lld)",
                               in->info->name, imm, imm - 4096));
      break;
    case OP_LB: case OP_LH: case OP_LW: case OP_LBU: case OP_LHU: case OP_SB: case OP_SH:
    case OP_SW: case OP_SELD:
      if (imm > 2047)
        lints_push(out, NPU_LINT_UNSAFE_IMM, in->line, 0,
                   npu_xprintf("%s offset %lld is sign-extended from 12 bits (acts as %lld)",
                               in->info->name, imm, imm - 4096));
      break;
    case OP_LUI:
      if (imm < 0 || imm > 0x7FFFF)
        lints_push(out, NPU_LINT_UNSAFE_IMM, in->line, 0,
                   npu_xprintf("lui immediate %lld is not sign-extended by the model; safe range is 0..0x7FFFF",
                               imm));
      break;
    case OP_SELI:
      if (imm < 0 || imm > 255)
        lints_push(out, NPU_LINT_UNSAFE_IMM, in->line, 0,
                   npu_xprintf("seli immediate %lld keeps only its low 8 bits (%lld)", imm, imm & 0xFF));
      break;
    case OP_DELAY:
      if (imm < 0)
        lints_push(out, NPU_LINT_UNSAFE_IMM, in->line, 0,
                   npu_xprintf("negative delay %lld acts as delay 0", imm));
      break;
    default: break;
    }
    if (npu_is_control_flow(in) && i >= p->n - 2)
      lints_push(out, NPU_LINT_CONTROL_AT_END, in->line, 0,
                 npu_xprintf("%s has fewer than two instructions after it: the model ends the program "
                             "before the redirect takes effect", in->info->name));
  }
}

/* ---- lint helpers used by the effects ---- */

static int insn_line(const Run *r, int idx) { return r->p->insns[idx].line; }

/* Registers an LSU/DMA op reads again when it completes. */
static uint32_t late_read_xregs(const NpuInsn *in) {
  switch (in->info->op) {
  case OP_LB: case OP_LH: case OP_LW: case OP_LBU: case OP_LHU: case OP_SELD:
  case OP_VLOAD: case OP_VSTORE:
    return 1u << in->s1;
  case OP_SB: case OP_SH: case OP_SW: return (1u << in->s1) | (1u << in->s2);
  case OP_DMA_LOAD: case OP_DMA_STORE: return (1u << in->d) | (1u << in->s1) | (1u << in->s2);
  case OP_DMA_CONFIG: return 1u << in->s1;
  default: return 0;
  }
}

static void check_inflight_readers(Run *r, int reg, int line) {
  const Uop *cands[12];
  int nc = 0;
  if (r->exu[U_LSU].busy) cands[nc++] = &r->exu[U_LSU].u;
  else if (r->out[U_LSU].valid) cands[nc++] = &r->out[U_LSU].u;
  for (int i = 0; i < r->dqn; i++) cands[nc++] = &r->dq[i].u;
  if (r->out[U_DMA].valid) cands[nc++] = &r->out[U_DMA].u;
  for (int i = 0; i < nc; i++) {
    const NpuInsn *in = &r->p->insns[cands[i]->idx];
    if (!(late_read_xregs(in) & (1u << reg))) continue;
    if (r->xreg_lint_reported[cands[i]->idx]) continue;
    r->xreg_lint_reported[cands[i]->idx] = 1;
    npu_lint(r, NPU_LINT_XREG_INFLIGHT, line,
             "x%d rewritten while '%s' (line %d) is in flight; it reads x%d again when it completes",
             reg, in->info->name, in->line, reg);
  }
}

int64_t npu_read_x(Run *r, int reg, int line) {
  if (reg == 0) return 0;
  if (!(r->s->x_written & (1u << reg)) && !(r->x_uninit_reported & (1u << reg))) {
    r->x_uninit_reported |= 1u << reg;
    npu_lint(r, NPU_LINT_UNINIT_READ, line, "x%d read before any write", reg);
  }
  return r->s->x[reg];
}

bool npu_write_x(Run *r, int reg, int64_t v, int line) {
  if (reg == 0) return true;
  if (r->s->x[reg] != v) check_inflight_readers(r, reg, line);
  r->s->x[reg] = v;
  r->s->x_written |= 1u << reg;
  return true;
}

void npu_note_m_read(Run *r, int reg, int line) {
  uint64_t b = 1ull << reg;
  if (!(r->s->m_written & b) && !(r->m_uninit_reported & b)) {
    r->m_uninit_reported |= b;
    npu_lint(r, NPU_LINT_UNINIT_READ, line, "m%d read before any write", reg);
  }
}

void npu_note_e_read(Run *r, int reg, int line) {
  uint32_t b = 1u << reg;
  if (!(r->s->e_written & b) && !(r->e_uninit_reported & b)) {
    r->e_uninit_reported |= b;
    npu_lint(r, NPU_LINT_UNINIT_READ, line, "e%d read before any write", reg);
  }
}

void npu_note_w_read(Run *r, int mxu, int slot, int line) {
  uint8_t b = (uint8_t)(1u << slot);
  if (!(r->s->w_written[mxu] & b) && !(r->w_uninit_reported[mxu] & b)) {
    r->w_uninit_reported[mxu] |= b;
    npu_lint(r, NPU_LINT_UNINIT_READ, line, "weight slot w%d of mxu%d read before any push", slot, mxu);
  }
}

void npu_note_acc_read(Run *r, int mxu, int slot, int line) {
  uint8_t b = (uint8_t)(1u << slot);
  if (!(r->s->acc_written[mxu] & b) && !(r->acc_uninit_reported[mxu] & b)) {
    r->acc_uninit_reported[mxu] |= b;
    npu_lint(r, NPU_LINT_UNINIT_READ, line, "acc%d of mxu%d read before any write", slot, mxu);
  }
}

void npu_note_mem_read(Run *r, bool dram, int64_t addr, int64_t n, int idx) {
  if (n <= 0 || r->mem_uninit_reported[idx]) return;
  for (int64_t c = addr / NPU_CHUNK; c <= (addr + n - 1) / NPU_CHUNK; c++) {
    bool written;
    if (dram) {
      uint64_t page = ((uint64_t)c * NPU_CHUNK) >> NPU_DRAM_PAGE_BITS;
      uint64_t cc = ((uint64_t)c * NPU_CHUNK & (NPU_DRAM_PAGE - 1)) / NPU_CHUNK;
      const uint8_t *wb = r->s->dram_written[page];
      written = wb && (wb[cc / 8] >> (cc % 8) & 1);
    } else {
      written = r->s->vmem_written[c / 8] >> (c % 8) & 1;
    }
    if (!written) {
      r->mem_uninit_reported[idx] = 1;
      npu_lint(r, NPU_LINT_UNINIT_READ, insn_line(r, idx),
               "%s bytes [0x%llx, 0x%llx) read before any write",
               dram ? "DRAM" : "VMEM", (unsigned long long)(c * NPU_CHUNK),
               (unsigned long long)(c * NPU_CHUNK + NPU_CHUNK));
      return;
    }
  }
}

/* ---- memories as the model's assertions see them ---- */

static bool vmem_in_range(int64_t addr, int64_t n) {
  return addr >= 0 && n >= 0 && addr <= NPU_VMEM_BYTES && n <= NPU_VMEM_BYTES - addr;
}

bool npu_vmem_read(Run *r, int64_t addr, int64_t n, uint8_t *dst, int line) {
  addr = npu_clamp(addr);
  n = npu_clamp(n);
  if (!vmem_in_range(addr, n))
    return npu_fail(r, "AssertionError", line, "Memory read out of bounds: %lld + %lld > %d",
                    (long long)addr, (long long)n, NPU_VMEM_BYTES);
  memcpy(dst, r->s->vmem + addr, (size_t)n);
  return true;
}

bool npu_vmem_write(Run *r, int64_t addr, int64_t n, const uint8_t *src, int line) {
  addr = npu_clamp(addr);
  n = npu_clamp(n);
  if (!vmem_in_range(addr, n))
    return npu_fail(r, "AssertionError", line, "Memory write out of bounds: %lld + %lld > %d",
                    (long long)addr, (long long)n, NPU_VMEM_BYTES);
  memcpy(r->s->vmem + addr, src, (size_t)n);
  vmem_mark_written(r->s, (uint64_t)addr, (uint64_t)n);
  return true;
}

/* DRAM address = (dma.base << 32) | offset, as arch_state.py forms it. */
static bool dram_address(Run *r, int64_t off, int64_t n, uint64_t *out, const char *what,
                         int line) {
  off = npu_clamp(off);
  n = npu_clamp(n);
  int64_t addr = off;
  bool ok = off >= 0 && r->s->dma_base < ((uint64_t)1 << 31);
  if (ok && r->s->dma_base) addr = (int64_t)((r->s->dma_base << 32) | (uint64_t)off);
  if (!ok || n < 0 || (uint64_t)addr > NPU_DRAM_BYTES || (uint64_t)n > NPU_DRAM_BYTES - (uint64_t)addr) {
    /* addr < 2^63 and |n| <= 2^61: the end is printable without overflow */
    if (addr >= 0 && n >= 0)
      return npu_fail(r, "AssertionError", line, "Memory %s out of bounds: [%lld, %llu) exceeds size %llu",
                      what, (long long)addr, (unsigned long long)((uint64_t)addr + (uint64_t)n),
                      (unsigned long long)NPU_DRAM_BYTES);
    return npu_fail(r, "AssertionError", line, "Memory %s out of bounds: [%lld, %lld) exceeds size %llu",
                    what, (long long)addr, (long long)(addr + n), (unsigned long long)NPU_DRAM_BYTES);
  }
  *out = (uint64_t)addr;
  return true;
}

bool npu_dram_check(Run *r, int64_t off, int64_t n, bool write, int line) {
  uint64_t a = 0;
  return dram_address(r, off, n, &a, write ? "write" : "read", line);
}

bool npu_vmem_check(Run *r, int64_t addr, int64_t n, bool write, int line) {
  addr = npu_clamp(addr);
  n = npu_clamp(n);
  if (vmem_in_range(addr, n)) return true;
  return npu_fail(r, "AssertionError", line, "Memory %s out of bounds: %lld + %lld > %d",
                  write ? "write" : "read", (long long)addr, (long long)n, NPU_VMEM_BYTES);
}

bool npu_dram_read(Run *r, int64_t off, int64_t n, uint8_t *dst, int line) {
  uint64_t a = 0;
  if (!dram_address(r, off, n, &a, "read", line)) return false;
  dram_copy_out(r->s, a, dst, (uint64_t)n);
  return true;
}

bool npu_dram_write(Run *r, int64_t off, int64_t n, const uint8_t *src, int line) {
  uint64_t a = 0;
  if (!dram_address(r, off, n, &a, "write", line)) return false;
  if (!dram_copy_in(r->s, a, src, (uint64_t)n))
    return npu_fail(r, "MemoryError", line, "out of memory allocating DRAM pages");
  return true;
}

/* ---- resources held by in-flight ops ---- */

static bool is_pair_op(NpuOp op) {
  switch (op) {
  case OP_VADD: case OP_VSUB: case OP_VMUL: case OP_VMINIMUM: case OP_VMAXIMUM:
  case OP_VREDSUM: case OP_VREDMIN: case OP_VREDMAX: case OP_VREDSUM_ROW:
  case OP_VREDMIN_ROW: case OP_VREDMAX_ROW: case OP_VRECIP: case OP_VEXP: case OP_VEXP2:
  case OP_VRELU: case OP_VSIN: case OP_VCOS: case OP_VTANH: case OP_VLOG2: case OP_VSQRT:
  case OP_VSQUARE: case OP_VCUBE: case OP_VTRPOSE:
    return true;
  default: return false;
  }
}

/* m registers an op holds (bank_conflict.mrf_accesses). A pair that would
 * reach m64 fails when the footprint is formed, as MatrixReg(64) does. */
static bool mrf_footprint(Run *r, const NpuInsn *in, uint64_t *mask) {
  int regs[6], n = 0, bad = -1;
#define ONE(x) (regs[n++] = (x))
#define PAIR(x) (regs[n++] = (x), (x) + 1 > 63 && bad < 0 ? (bad = (x) + 1) : 0, regs[n++] = (x) + 1)
  NpuOp op = in->info->op;
  if (op == OP_VLOAD || op == OP_VSTORE || op == OP_VLI_ALL || op == OP_VLI_ROW ||
      op == OP_VLI_COL || op == OP_VLI_ONE || op == OP_VMATPOP_FP8) {
    ONE(in->d);
  } else if (op == OP_VMOV) {
    ONE(in->s1);
    ONE(in->d);
  } else if (is_pair_op(op)) {
    if (in->info->pat == PAT_VBIN) {
      PAIR(in->s1);
      PAIR(in->s2);
      PAIR(in->d);
    } else {
      PAIR(in->s1);
      PAIR(in->d);
    }
  } else if (op == OP_VPACK) {
    PAIR(in->s2);
    ONE(in->d);
  } else if (op == OP_VUNPACK) {
    ONE(in->s2);
    PAIR(in->d);
  } else if (op == OP_VMATPUSH_WEIGHT || op == OP_VMATPUSH_ACC_FP8 || op == OP_VMATMUL ||
             op == OP_VMATMUL_ACC) {
    ONE(in->s1);
  } else if (op == OP_VMATPUSH_ACC_BF16) {
    PAIR(in->s1);
  } else if (op == OP_VMATPOP_BF16) {
    PAIR(in->d);
  }
#undef ONE
#undef PAIR
  if (bad >= 0)
    return npu_fail(r, "ExceptionGroup", in->line,
                    "MatrixReg failed to initialize: Matrix register '%d' out of range (m0\u201363)", bad);
  uint64_t m = 0;
  for (int i = 0; i < n; i++) m |= 1ull << regs[i];
  *mask = m;
  return true;
}

static void label_of(const Run *r, int unit, const Uop *u, char *buf, size_t n) {
  snprintf(buf, n, "%s:%s", unit_names[unit], r->p->insns[u->idx].info->name);
}

/* Holders' labels as Python prints a set of strings: {'a', 'b'}. */
static void append_holders(char *buf, size_t n, char labels[][64], int nl) {
  size_t len = strlen(buf);
  snprintf(buf + len, n - len, "{");
  for (int i = 0; i < nl; i++) {
    bool dup = false;
    for (int j = 0; j < i; j++) dup |= strcmp(labels[i], labels[j]) == 0;
    if (dup) continue;
    len = strlen(buf);
    snprintf(buf + len, n - len, "%s'%s'", i ? ", " : "", labels[i]);
  }
  len = strlen(buf);
  snprintf(buf + len, n - len, "}");
}

static const Uop *unit_uop(const Run *r, int unit) { return &r->exu[unit].u; }

static bool acquire_mrf(Run *r, int unit, const Uop *u, uint64_t mask) {
  uint64_t held = 0;
  for (int i = 0; i < NPU_NUM_MREGS; i++)
    if (r->mrf_owner[i] >= 0) held |= 1ull << i;
  uint64_t c = held & mask;
  if (c) {
    char lab[64], regs[512] = "", holders[512] = "";
    char hl[8][64];
    int nh = 0;
    label_of(r, unit, u, lab, sizeof lab);
    for (int i = 0; i < NPU_NUM_MREGS; i++) {
      if (!(c >> i & 1)) continue;
      size_t len = strlen(regs);
      snprintf(regs + len, sizeof regs - len, "%s%d", len ? ", " : "", i);
      if (nh < 8) label_of(r, r->mrf_owner[i], unit_uop(r, r->mrf_owner[i]), hl[nh++], 64);
    }
    append_holders(holders, sizeof holders, hl, nh);
    return npu_fail(r, "BankConflictError", r->p->insns[u->idx].line,
                    "MRF bank conflict: '%s' accesses tensor register(s) [%s] currently held by %s",
                    lab, regs, holders);
  }
  for (int i = 0; i < NPU_NUM_MREGS; i++)
    if (mask >> i & 1) r->mrf_owner[i] = (int8_t)unit;
  return true;
}

static void release_mrf(Run *r, uint64_t mask) {
  for (int i = 0; i < NPU_NUM_MREGS; i++)
    if (mask >> i & 1) r->mrf_owner[i] = -1;
}

static int64_t floor_div32(int64_t a) { return a >= 0 ? a / 32 : -((-a + 31) / 32); }

/* VMEM banks are 32 bytes: [addr, addr+len) -> [lo, hi). */
static void vmem_banks(int64_t addr, int64_t len, int64_t *lo, int64_t *hi) {
  addr = npu_clamp(addr);
  len = npu_clamp(len);
  if (len <= 0) {
    *lo = *hi = 0;
    return;
  }
  *lo = floor_div32(addr);
  *hi = floor_div32(addr + len - 1) + 1;
}

static bool acquire_vmem(Run *r, int unit, const Uop *u, int64_t lo, int64_t hi) {
  if (lo >= hi) return true;
  /* held ranges: the LSU's and each queued DMA transfer's */
  int64_t hlo[10], hhi[10];
  char hl[10][64];
  int nh = 0;
  if (r->exu[U_LSU].busy && r->exu[U_LSU].vmem_held) {
    hlo[nh] = r->exu[U_LSU].bank_lo;
    hhi[nh] = r->exu[U_LSU].bank_hi;
    label_of(r, U_LSU, &r->exu[U_LSU].u, hl[nh], 64);
    nh++;
  }
  for (int i = 0; i < r->dqn; i++) {
    if (!r->dq[i].vmem_held) continue;
    hlo[nh] = r->dq[i].bank_lo;
    hhi[nh] = r->dq[i].bank_hi;
    label_of(r, U_DMA, &r->dq[i].u, hl[nh], 64);
    nh++;
  }
  /* intersections with each held range, merged in bank order */
  int64_t ilo[10], ihi[10];
  char conflict_holders[10][64];
  int ni = 0, nch = 0;
  for (int i = 0; i < nh; i++) {
    int64_t a = hlo[i] > lo ? hlo[i] : lo, b = hhi[i] < hi ? hhi[i] : hi;
    if (a >= b) continue;
    ilo[ni] = a;
    ihi[ni] = b;
    ni++;
    memcpy(conflict_holders[nch++], hl[i], 64);
  }
  if (!ni) return true;
  for (int i = 1; i < ni; i++) /* insertion sort by start */
    for (int j = i; j > 0 && ilo[j] < ilo[j - 1]; j--) {
      int64_t t = ilo[j];
      ilo[j] = ilo[j - 1];
      ilo[j - 1] = t;
      t = ihi[j];
      ihi[j] = ihi[j - 1];
      ihi[j - 1] = t;
    }
  /* list the conflicting banks as Python prints them; a huge overlap (a
   * wild DMA size) is abbreviated after the first 1024 */
  enum { MAX_LISTED = 1024 };
  size_t cap = 64 + MAX_LISTED * 24, len = 0;
  char *banks = malloc(cap);
  if (!banks) return npu_fail(r, "BankConflictError", r->p->insns[u->idx].line, "VMEM bank conflict");
  banks[0] = 0;
  int64_t listed = 0, more = 0, next = INT64_MIN;
  for (int i = 0; i < ni; i++) {
    int64_t b = ilo[i] > next ? ilo[i] : next;
    for (; b < ihi[i]; b++) {
      if (listed == MAX_LISTED) {
        more += ihi[i] - b;
        break;
      }
      len += (size_t)snprintf(banks + len, cap - len, "%s%lld", len ? ", " : "", (long long)b);
      listed++;
    }
    if (ihi[i] > next) next = ihi[i];
  }
  if (more) snprintf(banks + len, cap - len, ", ... (%lld more)", (long long)more);
  char lab[64], holders[768] = "";
  label_of(r, unit, u, lab, sizeof lab);
  append_holders(holders, sizeof holders, conflict_holders, nch);
  npu_fail(r, "BankConflictError", r->p->insns[u->idx].line,
           "VMEM bank conflict: '%s' accesses VMEM banks [%s] currently held by %s", lab, banks, holders);
  free(banks);
  return false;
}

/* Weight/accumulator state is tracked per MXU; one op per MXU means these
 * never fire, but the checks mirror the model. */
static bool acquire_mxu_bufs(Run *r, int unit, const Uop *u, bool wb, bool acc) {
  int mxu = unit == U_MXU1;
  char lab[64];
  label_of(r, unit, u, lab, sizeof lab);
  if (wb && r->wb_owner[mxu] >= 0)
    return npu_fail(r, "BankConflictError", r->p->insns[u->idx].line,
                    "Weight buffer conflict: '%s' accesses MXU [%d] currently held", lab, mxu);
  if (acc && r->acc_owner[mxu] >= 0)
    return npu_fail(r, "BankConflictError", r->p->insns[u->idx].line,
                    "Accumulation buffer conflict: '%s' accesses MXU [%d] currently held", lab, mxu);
  if (wb) r->wb_owner[mxu] = unit;
  if (acc) r->acc_owner[mxu] = unit;
  return true;
}

/* ---- units ---- */

static void unaligned_lint(Run *r, int line, const char *what, int64_t v) {
  if (v % 32)
    npu_lint(r, NPU_LINT_UNALIGNED, line, "%s %lld is not a multiple of 32", what, (long long)v);
}

static bool accept_mono(Run *r, int unit, const Uop *u) {
  Exu *x = &r->exu[unit];
  const NpuInsn *in = &r->p->insns[u->idx];
  uint64_t mask = 0;
  if (!mrf_footprint(r, in, &mask)) return false;
  x->mrf = 0;
  x->vmem_held = false;
  x->wb_held = x->acc_held = false;
  x->u = *u;
  if (!acquire_mrf(r, unit, u, mask)) return false;
  x->mrf = mask;
  if (unit == U_MXU0 || unit == U_MXU1) {
    NpuOp op = in->info->op;
    bool wb = op == OP_VMATPUSH_WEIGHT || op == OP_VMATMUL || op == OP_VMATMUL_ACC;
    bool acc = op == OP_VMATMUL || op == OP_VMATMUL_ACC;
    if (!acquire_mxu_bufs(r, unit, u, wb, acc)) return false;
    x->wb_held = wb;
    x->acc_held = acc;
  }
  if (in->info->op == OP_VLOAD || in->info->op == OP_VSTORE) {
    int64_t addr = npu_addr(npu_read_x(r, in->s1, in->line), in->imm * 32);
    unaligned_lint(r, in->line, in->info->op == OP_VLOAD ? "vload address" : "vstore address", addr);
    int64_t lo, hi;
    vmem_banks(addr, NPU_MREG_BYTES, &lo, &hi);
    if (!acquire_vmem(r, unit, u, lo, hi)) return false;
    x->vmem_held = true;
    x->bank_lo = lo;
    x->bank_hi = hi;
  }
  x->busy = true;
  x->delay = in->info->latency;
  return true;
}

static void release_mono(Run *r, int unit) {
  Exu *x = &r->exu[unit];
  release_mrf(r, x->mrf);
  x->mrf = 0;
  int mxu = unit == U_MXU1;
  if (x->wb_held) r->wb_owner[mxu] = -1;
  if (x->acc_held) r->acc_owner[mxu] = -1;
  x->wb_held = x->acc_held = false;
  x->vmem_held = false;
  x->busy = false;
}

static bool tick_mono(Run *r, int unit) {
  Exu *x = &r->exu[unit];
  if (!x->busy && r->out[unit].valid && !accept_mono(r, unit, &r->out[unit].u)) return false;
  if (!x->busy) return true;
  r->res->unit_busy[unit]++;
  if (--x->delay > 0) return true;
  if (!npu_exec(r, &x->u)) return false;
  release_mono(r, unit);
  r->out[unit].valid = false; /* the unit claims its decode slot only now */
  return true;
}

static bool tick_scalar(Run *r) {
  if (!r->out[U_SCALAR].valid) return true;
  Uop u = r->out[U_SCALAR].u;
  r->out[U_SCALAR].valid = false;
  if (r->p->insns[u.idx].info->op != OP_DELAY) r->res->unit_busy[U_SCALAR]++;
  return npu_exec(r, &u);
}

static bool tick_dma(Run *r) {
  for (int i = 0; i < r->npending; i++) r->flags[r->pending_clear[i]] = false;
  r->npending = 0;
  if (r->dqn < 8 && r->out[U_DMA].valid) {
    const Uop *u = &r->out[U_DMA].u;
    const NpuInsn *in = &r->p->insns[u->idx];
    DmaEntry *d = &r->dq[r->dqn];
    d->u = *u;
    d->vmem_held = false;
    int64_t bytes = 0;
    if (in->info->op != OP_DMA_CONFIG) {
      int64_t vaddr = npu_clamp(npu_read_x(r, in->info->op == OP_DMA_LOAD ? in->d : in->s1, in->line));
      int64_t daddr = npu_clamp(npu_read_x(r, in->info->op == OP_DMA_LOAD ? in->s1 : in->d, in->line));
      bytes = npu_clamp(npu_read_x(r, in->s2, in->line));
      r->res->dma_bytes += bytes;
      unaligned_lint(r, in->line, "DMA VMEM address", vaddr);
      unaligned_lint(r, in->line, "DMA DRAM address", daddr);
      unaligned_lint(r, in->line, "DMA size", bytes);
      int64_t lo, hi;
      vmem_banks(vaddr, bytes, &lo, &hi);
      if (!acquire_vmem(r, U_DMA, u, lo, hi)) return false;
      d->vmem_held = lo < hi;
      d->bank_lo = lo;
      d->bank_hi = hi;
    }
    d->delay = npu_dma_cycles(bytes);
    r->dqn++;
    r->out[U_DMA].valid = false;
  }
  if (r->dqn == 0) return true;
  r->res->unit_busy[U_DMA]++;
  if (--r->dq[0].delay > 0) return true;
  if (!npu_exec(r, &r->dq[0].u)) return false;
  r->pending_clear[r->npending++] = r->p->insns[r->dq[0].u.idx].info->ch;
  memmove(&r->dq[0], &r->dq[1], sizeof r->dq[0] * (size_t)(r->dqn - 1));
  r->dqn--;
  return true;
}

/* ---- decode ---- */

/* True when decode must hold (dma.wait on a busy channel); fails on a busy unit. */
static bool backpressure(Run *r, const Uop *u, bool *hold) {
  const NpuInsn *in = &r->p->insns[u->idx];
  *hold = false;
  if (in->info->unit == U_BARRIER) {
    *hold = r->flags[in->info->ch];
    return true;
  }
  if (r->out[in->info->unit].valid)
    return npu_fail(r, "RuntimeError", in->line,
                    "Backpressure detected in IDU when running uop %lld on cycle %lld",
                    (long long)u->id, (long long)(r->cycle + 1));
  return true;
}

static bool dispatch(Run *r) {
  const Uop u = r->idu_u;
  const NpuInsn *in = &r->p->insns[u.idx];
  r->idu_has = false;
  r->res->instructions++;
  if (in->info->unit == U_BARRIER) return true;
  r->out[in->info->unit] = (Slot){true, u};
  if (in->info->unit == U_DMA) {
    int ch = in->info->ch;
    if (r->flags[ch])
      return npu_fail(r, "AssertionError", in->line, "Flag %d is already set, erroneous program", ch);
    r->flags[ch] = true;
  }
  return true;
}

static bool tick_idu(Run *r) {
  bool hold;
  if (r->idu_has) {
    if (r->dispatch_delay > 0) {
      r->dispatch_delay--;
      return true;
    }
    if (!backpressure(r, &r->idu_u, &hold)) return false;
    return hold ? true : dispatch(r);
  }
  if (!r->ifu_out.valid) return true;
  Uop u = r->ifu_out.u;
  r->ifu_out.valid = false;
  const NpuInsn *in = &r->p->insns[u.idx];
  bool cf = npu_is_control_flow(in);
  if (cf && r->cf_slots > 0)
    return npu_fail(r, "RuntimeError", in->line,
                    "Illegal control-flow instruction '%s' decoded in a delay-slot position on cycle %lld",
                    in->info->name, (long long)(r->cycle + 1));
  if (r->cf_slots > 0) r->cf_slots--;
  if (cf) r->cf_slots = 2;
  r->dispatch_delay = in->info->op == OP_DELAY && in->imm > 0 ? in->imm : 0;
  r->idu_has = true;
  r->idu_u = u;
  if (r->dispatch_delay > 0) {
    r->dispatch_delay--;
    return true;
  }
  if (!backpressure(r, &u, &hold)) return false;
  return hold ? true : dispatch(r);
}

static bool tick_ifu(Run *r) {
  if (r->ifu_out.valid) return true; /* decode has not taken the last one */
  if (r->pc >= (int64_t)r->p->n * 4) return true;
  if (r->pc < 0)
    return npu_fail(r, "IndexError", 0, "pc %lld is outside the program", (long long)r->pc);
  r->ifu_out = (Slot){true, {(int)(r->pc / 4), r->pc, r->next_id++}};
  r->pc = r->npc;
  return true;
}

static bool tick(Run *r) {
  r->npc = (int64_t)((uint64_t)r->pc + 4); /* a wild jalr target must not overflow */
  if (!tick_scalar(r)) return false;
  if (!tick_mono(r, U_MXU0) || !tick_mono(r, U_MXU1) || !tick_mono(r, U_VPU)) return false;
  if (!tick_dma(r) || !tick_mono(r, U_LSU)) return false;
  if (!tick_idu(r)) return false;
  return tick_ifu(r);
}

static bool units_idle(const Run *r) {
  for (int u = 0; u < NPU_UNIT_COUNT; u++)
    if (r->exu[u].busy) return false;
  return r->dqn == 0;
}

static bool finished(const Run *r) {
  if (r->halted) return true;
  if (r->pc < (int64_t)r->p->n * 4 || r->ifu_out.valid) return false;
  if (r->idu_has) return false;
  for (int u = 0; u < NPU_UNIT_COUNT; u++)
    if (r->out[u].valid) return false;
  return units_idle(r);
}

bool npu_sim_run(NpuSim *s, const NpuProgram *p, int64_t max_cycles, NpuRunResult *res) {
  memset(res, 0, sizeof *res);
  if (!s || !p) {
    res->status = NPU_ERROR;
    snprintf(res->error_type, sizeof res->error_type, "ValueError");
    res->error_msg = npu_xprintf("no simulator or program");
    return false;
  }
  if (s->imem > 0 && p->n > s->imem) {
    res->status = NPU_ERROR;
    snprintf(res->error_type, sizeof res->error_type, "InstructionMemory");
    res->error_msg = npu_xprintf("the program has %d instructions, more than the %d the "
                                 "instruction memory holds", p->n, s->imem);
    return false;
  }
  Run r;
  memset(&r, 0, sizeof r);
  r.s = s;
  r.p = p;
  r.res = res;
  memset(r.mrf_owner, -1, sizeof r.mrf_owner);
  r.wb_owner[0] = r.wb_owner[1] = r.acc_owner[0] = r.acc_owner[1] = -1;
  r.mem_uninit_reported = calloc((size_t)p->n + 1, 1);
  r.xreg_lint_reported = calloc((size_t)p->n + 1, 1);
  if (!r.mem_uninit_reported || !r.xreg_lint_reported) {
    free(r.mem_uninit_reported);
    free(r.xreg_lint_reported);
    res->status = NPU_ERROR;
    snprintf(res->error_type, sizeof res->error_type, "MemoryError");
    res->error_msg = npu_xprintf("out of memory");
    return false;
  }
  npu_program_lint(p, &res->lints);

  while (!finished(&r)) {
    if (max_cycles > 0 && r.cycle >= max_cycles) {
      res->status = NPU_MAX_CYCLES;
      break;
    }
    if (!tick(&r)) {
      res->status = NPU_ERROR;
      res->cycles = r.cycle + 1;
      break;
    }
    r.cycle++;
  }
  if (res->status != NPU_ERROR) res->cycles = r.cycle;
  res->halted = r.halted;
  if (res->status == NPU_DONE) {
    /* A set flag at the end means no dma.wait followed the channel's last
     * transfer: decode would otherwise still be holding. */
    char chans[64] = "";
    for (int c = 0; c < 8; c++) {
      if (!r.flags[c]) continue;
      size_t len = strlen(chans);
      snprintf(chans + len, sizeof chans - len, "%sch%d", len ? ", " : "", c);
    }
    bool busy = !units_idle(&r);
    for (int u = 0; u < NPU_UNIT_COUNT; u++) busy |= r.out[u].valid;
    if (r.halted && (busy || chans[0]))
      lints_push(&res->lints, NPU_LINT_NOT_DRAINED, 0, r.cycle,
                 npu_xprintf("program halted with work in flight%s%s", chans[0] ? " on " : "", chans));
    else if (chans[0])
      lints_push(&res->lints, NPU_LINT_NOT_DRAINED, 0, r.cycle,
                 npu_xprintf("program ended without dma.wait on %s", chans));
  }
  free(r.mem_uninit_reported);
  free(r.xreg_lint_reported);
  return res->status == NPU_DONE;
}

void npu_run_result_free(NpuRunResult *res) {
  if (!res) return;
  free(res->error_msg);
  res->error_msg = NULL;
  npu_lints_free(&res->lints);
}
