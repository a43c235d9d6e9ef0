/* gemmini_model.c: Gemmini RoCC commands as Spike's libgemmini executes
 * them (spec/gemmini.md §4), plus the hardware lints of §4 that Spike lacks.
 * Every memory index is checked: the reference would throw or scribble where
 * this model reports an error. */
#include "gemmini_model.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum {
  ADDR_ACC = 1u << 31,
  ADDR_ACCUMULATE = 1u << 30,
  ADDR_FULL_WIDTH = 1u << 29,
  MAX_COLS_INT8 = GEMMINI_MAX_BLOCK_LEN * GEMMINI_DIM,
  MAX_COLS_INT32 = GEMMINI_MAX_BLOCK_LEN_ACC * GEMMINI_DIM,
  ACT_LAYERNORM = 2,
  ACT_SOFTMAX = 4,
};

typedef struct {
  GemminiModel *m;
  uint8_t *dram;
  size_t dram_size;
  bool flat; /* addresses are process pointers, dram is unused */
  char *err;
  size_t errlen;
} Ctx;

__attribute__((format(printf, 2, 3))) static int fail(Ctx *c, const char *fmt, ...) {
  if (c->err && c->errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
  }
  return 1;
}

static float f32_from_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static GemminiLocal decode_local(uint64_t operand) {
  GemminiLocal l = {(uint32_t)operand, (uint32_t)(operand >> 48) & 0xFFFF,
                    (uint32_t)(operand >> 32) & 0xFFFF};
  return l;
}

/* ---- DRAM ---------------------------------------------------------------- */

static bool dram_ok(const Ctx *c, uint64_t addr, uint64_t n) {
  if (c->flat) return addr != 0 && addr + n > addr;
  return addr <= c->dram_size && n <= c->dram_size - addr;
}

static uint8_t *dram_at(const Ctx *c, uint64_t addr) {
  return c->flat ? (uint8_t *)(uintptr_t)addr : c->dram + addr;
}

static int dram_oob(Ctx *c, const char *what, uint64_t addr, uint64_t n) {
  return fail(c, "%s: DRAM access of %llu bytes at 0x%llx is outside the %zu-byte memory", what,
              (unsigned long long)n, (unsigned long long)addr, c->dram_size);
}

static uint32_t load_le32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void store_le32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* ---- Numerics -------------------------------------------------------------- */

/* The reference is built for x86-64, where cvttss2si returns INT64_MIN for
 * NaN and out-of-range values; C leaves that undefined, so do it by hand. */
static long long trunc_to_ll(float f) {
  if (!(f >= -0x1p63f && f < 0x1p63f)) return LLONG_MIN;
  return (long long)f;
}

/* gemmini_params.h's ROUND_NEAR_EVEN, kept literally: its round-away
 * candidate is a binary32 p±1, which is what returns 65 for 63.9999962. */
static long long round_near_even_macro(float p) {
  long long i = trunc_to_ll(p);
  long long next = trunc_to_ll(p < 0 ? p - 1.0f : p + 1.0f);
  float rem = p - (float)i;
  if (rem < 0) rem = -rem;
  if (rem < 0.5f) return i;
  if (rem > 0.5f) return next;
  return i % 2 == 0 ? i : next;
}

static int8_t sat8(int64_t v) {
  return (int8_t)(v > INT8_MAX ? INT8_MAX : v < INT8_MIN ? INT8_MIN : v);
}

int8_t gemmini_scale8(int32_t x, float scale) {
  float p = (float)x * scale;
  /* The macro's result passes through a float before the int8 clamp. */
  float y = (float)round_near_even_macro(p);
  return y > (float)INT8_MAX ? INT8_MAX : y < (float)INT8_MIN ? INT8_MIN : (int8_t)y;
}

int8_t gemmini_shift8(int32_t x, uint32_t shift) {
  int64_t v = x;
  if (shift > 0 && shift < 64) {
    int64_t q = v >> shift; /* arithmetic: GCC and Clang define it */
    int64_t half = (v >> (shift - 1)) & 1;
    int64_t sticky = (v & ((INT64_C(1) << (shift - 1)) - 1)) != 0;
    v = q + (half & (sticky | (q & 1)));
  }
  return sat8(v);
}

/* int32 sums wrap modulo 2^32 in hardware and Spike alike. */
static int32_t wrap_add(int32_t a, int32_t b) {
  return (int32_t)((uint32_t)a + (uint32_t)b);
}

static int32_t wrap_mac(int32_t acc, int32_t a, int32_t b) {
  return (int32_t)((uint32_t)acc + (uint32_t)a * (uint32_t)b);
}

/* ---- Local memories -------------------------------------------------------- */

static int sp_row(Ctx *c, const char *what, uint64_t row) {
  if (row >= GEMMINI_SP_ROWS)
    return fail(c, "%s: scratchpad row %llu out of range (%d rows)", what,
                (unsigned long long)row, GEMMINI_SP_ROWS);
  return 0;
}

static int acc_row(Ctx *c, const char *what, uint64_t row) {
  if (row >= GEMMINI_ACC_ROWS)
    return fail(c, "%s: accumulator row %llu out of range (%d rows)", what,
                (unsigned long long)row, GEMMINI_ACC_ROWS);
  return 0;
}

static int lint_window(Ctx *c, const char *what, const char *operand, GemminiLocal l,
                       uint32_t max_cols) {
  if (l.rows > GEMMINI_DIM || l.cols > max_cols)
    return fail(c, "%s: %s window %ux%u exceeds %dx%u", what, operand, l.rows, l.cols,
                GEMMINI_DIM, max_cols);
  return 0;
}

/* ---- Data movement --------------------------------------------------------- */

static int exec_mvin(Ctx *c, int slot, uint64_t dram_addr, uint64_t rs2) {
  static const char *const names[] = {"MVIN", "MVIN2", "MVIN3"};
  const char *what = names[slot];
  GemminiModel *m = c->m;
  const GemminiLoadSlot *ld = &m->ld[slot];
  GemminiLocal l = decode_local(rs2);
  bool to_acc = l.addr & ADDR_ACC, accumulate = l.addr & ADDR_ACCUMULATE;
  bool int32_in = to_acc && !ld->shrunk;
  uint64_t base = l.addr & 0x1FFFFFFFu;
  size_t esize = int32_in ? 4 : 1;

  if (!ld->configured) return fail(c, "%s: load slot %d used before CONFIG_LD", what, slot);
  if (lint_window(c, what, "local", l, int32_in ? MAX_COLS_INT32 : MAX_COLS_INT8)) return 1;
  m->counts.mvin[slot]++;
  if (dram_addr != 0) m->counts.mvin_bytes[slot] += (uint64_t)l.rows * l.cols * esize;

  for (uint64_t r = 0; r < l.rows; r++) {
    for (uint64_t col = 0; col < l.cols; col++) {
      uint64_t row = base + r + (col / GEMMINI_DIM) * ld->block_stride;
      int32_t v = 0;
      if (dram_addr != 0) {
        uint64_t a = dram_addr + r * ld->stride + col * esize;
        if (!dram_ok(c, a, esize)) return dram_oob(c, what, a, esize);
        if (int32_in)
          v = (int32_t)load_le32(dram_at(c, a)); /* HAS_MVIN_ACC_SCALE is off: unscaled */
        else
          v = gemmini_scale8((int8_t)*dram_at(c, a), ld->scale);
      }
      /* pixel_repeats: copy p also lands p rows up and p*cols columns right. */
      for (uint64_t p = 0; p < ld->pixel_repeats && p <= row; p++) {
        uint64_t trow = row - p, tcol = col % GEMMINI_DIM + p * l.cols;
        if (tcol >= GEMMINI_DIM)
          return fail(c, "%s: pixel repeat %llu writes column %llu >= %d", what,
                      (unsigned long long)p, (unsigned long long)tcol, GEMMINI_DIM);
        if (to_acc) {
          if (acc_row(c, what, trow)) return 1;
          int32_t *dst = &m->acc[trow][tcol];
          *dst = accumulate ? wrap_add(*dst, v) : v;
        } else {
          if (sp_row(c, what, trow)) return 1;
          m->sp[trow][tcol] = (int8_t)v;
        }
      }
    }
  }
  return 0;
}

static int exec_mvout(Ctx *c, uint64_t dram_addr, uint64_t rs2) {
  const char *what = "MVOUT";
  GemminiModel *m = c->m;
  GemminiLocal l = decode_local(rs2);
  bool from_acc = l.addr & ADDR_ACC, full = from_acc && (l.addr & ADDR_FULL_WIDTH);
  unsigned norm_cmd = (l.addr >> 26) & 7;
  uint64_t base = l.addr & 0x3FFFFFFu;
  size_t esize = full ? 4 : 1;

  if (!m->st.configured) return fail(c, "%s: used before CONFIG_ST", what);
  if (m->st.pool_stride != 0) return fail(c, "%s: max-pooling is not modelled", what);
  if (from_acc && norm_cmd != 0)
    return fail(c, "%s: norm command %u is not modelled", what, norm_cmd);
  if (from_acc && m->st.acc_act > GEMMINI_ACT_RELU)
    return fail(c, "%s: acc_act %u (LayerNorm/IGELU) is not modelled", what, m->st.acc_act);
  if (lint_window(c, what, "local", l, full ? MAX_COLS_INT32 : MAX_COLS_INT8)) return 1;
  m->counts.mvout++;
  m->counts.mvout_bytes += (uint64_t)l.rows * l.cols * esize;

  for (uint64_t i = 0; i < l.rows; i++) {
    for (uint64_t j = 0; j < l.cols; j++) {
      uint64_t row = base + (j / GEMMINI_DIM) * GEMMINI_DIM + i, col = j % GEMMINI_DIM;
      uint64_t a = dram_addr + i * m->st.stride + j * esize;
      if (from_acc ? acc_row(c, what, row) : sp_row(c, what, row)) return 1;
      if (!dram_ok(c, a, esize)) return dram_oob(c, what, a, esize);
      if (!from_acc) {
        *dram_at(c, a) = (uint8_t)m->sp[row][col];
      } else if (full) {
        store_le32(dram_at(c, a), (uint32_t)m->acc[row][col]);
      } else {
        int8_t y = gemmini_scale8(m->acc[row][col], m->st.acc_scale);
        if (m->st.acc_act == GEMMINI_ACT_RELU && y < 0) y = 0;
        *dram_at(c, a) = (uint8_t)y;
      }
    }
  }
  return 0;
}

/* ---- Execute --------------------------------------------------------------- */

static int exec_preload(Ctx *c, uint64_t rs1, uint64_t rs2) {
  GemminiLocal bd = decode_local(rs1), out = decode_local(rs2);
  /* An accumulator address is accepted here; Spike asserts at the compute. */
  if (lint_window(c, "PRELOAD", "B/D", bd, GEMMINI_DIM) ||
      lint_window(c, "PRELOAD", "C", out, GEMMINI_DIM))
    return 1;
  c->m->preload_bd = bd;
  c->m->preload_c = out;
  c->m->preloaded = true;
  c->m->counts.preload++;
  return 0;
}

/* Spike indexes the scratchpad with the unmasked 32-bit address, so an
 * accumulator address here is out of range there too. */
static int check_sp_operand(Ctx *c, const char *what, const char *operand, GemminiLocal l,
                            uint64_t span) {
  if (l.addr == GEMMINI_GARBAGE_ADDR || span == 0) return 0;
  if (l.addr & (ADDR_ACC | ADDR_ACCUMULATE))
    return fail(c, "%s: %s operand 0x%08x is an accumulator address (not supported)", what,
                operand, l.addr);
  if ((uint64_t)l.addr + span > GEMMINI_SP_ROWS)
    return fail(c, "%s: %s operand rows %u..%llu out of range", what, operand, l.addr,
                (unsigned long long)(l.addr + span - 1));
  return 0;
}

static void load_pe(GemminiModel *m) {
  GemminiLocal p = m->preload_bd;
  bool transpose = m->ex.dataflow == GEMMINI_WS && m->ex.b_transpose;
  for (uint32_t i = 0; i < GEMMINI_DIM; i++)
    for (uint32_t j = 0; j < GEMMINI_DIM; j++) {
      int32_t v = 0;
      if (i < p.rows && j < p.cols && p.addr != GEMMINI_GARBAGE_ADDR)
        v = transpose ? m->sp[p.addr + j][i] : m->sp[p.addr + i][j];
      m->pe[i][j] = v;
    }
}

static int32_t a_elem(const GemminiModel *m, GemminiLocal a, uint32_t i, uint32_t k) {
  if (i >= a.rows || k >= a.cols) return 0;
  uint64_t r = (uint64_t)m->ex.a_stride * (m->ex.a_transpose ? k : i);
  return m->sp[a.addr + r][m->ex.a_transpose ? i : k];
}

static int32_t bd_elem(const GemminiModel *m, GemminiLocal bd, uint32_t r, uint32_t col,
                       bool transpose) {
  if (bd.addr == GEMMINI_GARBAGE_ADDR || r >= bd.rows || col >= bd.cols) return 0;
  return transpose ? m->sp[bd.addr + col][r] : m->sp[bd.addr + r][col];
}

static int write_results(Ctx *c, const char *what, int32_t out[GEMMINI_DIM][GEMMINI_DIM]) {
  GemminiModel *m = c->m;
  GemminiLocal dst = m->preload_c;
  if (dst.addr == GEMMINI_GARBAGE_ADDR) return 0;
  bool to_acc = dst.addr & ADDR_ACC, accumulate = dst.addr & ADDR_ACCUMULATE;
  uint64_t base = dst.addr & 0x1FFFFFFFu;
  /* The RTL shifts in the array for both destinations; Spike only for the
   * scratchpad, and these are Spike's semantics. */
  uint32_t shift = m->ex.dataflow == GEMMINI_OS ? m->ex.sys_shift : 0;
  for (uint64_t i = 0; i < dst.rows; i++) {
    uint64_t row = base + (uint64_t)m->ex.c_stride * i;
    if (to_acc ? acc_row(c, what, row) : sp_row(c, what, row)) return 1;
    for (uint32_t j = 0; j < dst.cols; j++) {
      if (to_acc) {
        m->acc[row][j] = accumulate ? wrap_add(m->acc[row][j], out[i][j]) : out[i][j];
      } else {
        int8_t y = gemmini_shift8(out[i][j], shift);
        if (m->ex.sys_act == GEMMINI_ACT_RELU && y < 0) y = 0;
        m->sp[row][j] = y;
      }
    }
  }
  return 0;
}

static int exec_compute(Ctx *c, uint64_t rs1, uint64_t rs2, bool preload) {
  const char *what = preload ? "COMPUTE_PRELOADED" : "COMPUTE_ACCUMULATE";
  GemminiModel *m = c->m;
  GemminiLocal a = decode_local(rs1), bd = decode_local(rs2);
  bool os = m->ex.dataflow == GEMMINI_OS;

  if (!m->ex.configured) return fail(c, "%s: used before CONFIG_EX", what);
  if (!m->preloaded) return fail(c, "%s: no PRELOAD issued since reset", what);
  if (lint_window(c, what, "A", a, GEMMINI_DIM) || lint_window(c, what, "B/D", bd, GEMMINI_DIM))
    return 1;
  if (a.addr == GEMMINI_GARBAGE_ADDR) return fail(c, "%s: A = GARBAGE is undefined", what);
  m->counts.compute++;
  if (preload && m->preload_bd.addr != GEMMINI_GARBAGE_ADDR &&
      (m->preload_bd.addr & (ADDR_ACC | ADDR_ACCUMULATE)))
    return fail(c, "%s: preloads from accumulator not supported (PRELOAD B/D 0x%08x)", what,
                m->preload_bd.addr);

  /* Rows each operand touches, so the indexing below stays in range. */
  uint64_t a_span = 0;
  if (a.rows && a.cols)
    a_span = (uint64_t)m->ex.a_stride * ((m->ex.a_transpose ? a.cols : a.rows) - 1) + 1;
  uint64_t bd_span = bd.cols ? bd.rows : 0;
  if (os && m->ex.b_transpose && bd.rows && bd.cols > bd_span) bd_span = bd.cols;
  GemminiLocal p = m->preload_bd;
  uint64_t p_span = 0;
  if (p.rows && p.cols) p_span = os || !m->ex.b_transpose ? p.rows : p.cols;
  if (check_sp_operand(c, what, "A", a, a_span) || check_sp_operand(c, what, "B/D", bd, bd_span) ||
      (preload && check_sp_operand(c, what, "preloaded B/D", p, p_span)))
    return 1;

  if (preload) load_pe(m);

  int32_t out[GEMMINI_DIM][GEMMINI_DIM];
  for (uint32_t i = 0; i < GEMMINI_DIM; i++)
    for (uint32_t j = 0; j < GEMMINI_DIM; j++) {
      if (os) {
        int32_t sum = m->pe[i][j];
        for (uint32_t k = 0; k < GEMMINI_DIM; k++)
          sum = wrap_mac(sum, a_elem(m, a, i, k), bd_elem(m, bd, k, j, m->ex.b_transpose));
        m->pe[i][j] = sum;
        out[i][j] = sum;
      } else {
        int32_t sum = bd_elem(m, bd, i, j, false);
        for (uint32_t k = 0; k < GEMMINI_DIM; k++)
          sum = wrap_mac(sum, a_elem(m, a, i, k), m->pe[k][j]);
        out[i][j] = sum;
      }
    }
  return write_results(c, what, out);
}

/* ---- Configuration --------------------------------------------------------- */

static int exec_config_ex(Ctx *c, uint64_t rs1, uint64_t rs2) {
  GemminiExConfig *ex = &c->m->ex;
  GemminiDataflow df = (rs1 >> 2) & 1 ? GEMMINI_WS : GEMMINI_OS;
  bool a_t = (rs1 >> 8) & 1, b_t = (rs1 >> 9) & 1;
  uint32_t shift = (uint32_t)rs2;

  /* Spike checks these even for fields set_only_strides leaves unapplied. */
  if (shift >= 32) return fail(c, "CONFIG_EX: sys_shift %u must be < 32", shift);
  if ((df == GEMMINI_OS && !a_t && b_t) || (df == GEMMINI_WS && a_t && b_t))
    return fail(c, "CONFIG_EX: %s dataflow with a_transpose=%d b_transpose=%d is illegal",
                df == GEMMINI_WS ? "WS" : "OS", a_t, b_t);

  if (!((rs1 >> 7) & 1)) {
    ex->dataflow = df;
    ex->sys_act = (rs1 >> 3) & 3;
    ex->sys_shift = shift;
    ex->a_transpose = a_t;
    ex->b_transpose = b_t;
    ex->configured = true;
  }
  ex->a_stride = (uint32_t)(rs1 >> 16) & 0xFFFF;
  ex->c_stride = (uint32_t)(rs2 >> 48) & 0xFFFF;
  return 0;
}

static int exec_config(Ctx *c, uint64_t rs1, uint64_t rs2) {
  GemminiModel *m = c->m;
  switch (rs1 & 3) {
  case 0:
    return exec_config_ex(c, rs1, rs2);
  case 1: {
    unsigned slot = (rs1 >> 3) & 3;
    if (slot > 2) return fail(c, "CONFIG_LD: load slot %u does not exist", slot);
    GemminiLoadSlot *ld = &m->ld[slot];
    ld->stride = rs2;
    ld->block_stride = (uint32_t)(rs1 >> 16) & 0xFFFF;
    ld->scale = f32_from_bits((uint32_t)(rs1 >> 32));
    ld->shrunk = (rs1 >> 2) & 1;
    ld->pixel_repeats = (uint32_t)(rs1 >> 8) & 0xFF;
    if (ld->pixel_repeats == 0) ld->pixel_repeats = 1;
    ld->configured = true;
    return 0;
  }
  case 2:
    m->st.stride = (uint32_t)rs2;
    m->st.acc_act = (rs1 >> 2) & 3;
    m->st.acc_scale = f32_from_bits((uint32_t)(rs2 >> 32));
    m->st.pool_stride = (rs1 >> 4) & 3;
    m->st.configured = true;
    return 0;
  default:
    /* Only needed for the LayerNorm/softmax activations, which npucc keeps on
     * the CPU (spec §7.4). */
    return fail(c, "CONFIG_NORM is not modelled");
  }
}

/* ---- LOOP_WS ---------------------------------------------------------------- */

static uint64_t tile_len(uint64_t idx, uint64_t count, uint64_t pad) {
  return GEMMINI_DIM - (idx == count - 1 ? pad : 0);
}

/* Residual add: A overwrites and B accumulates the same accumulator tiles. */
static int loop_ws_resadd(Ctx *c, bool full_c) {
  const GemminiLoopWs *L = &c->m->loop;
  uint64_t size_c = full_c ? 4 : 1;
  for (uint64_t i = 0; i < L->bound_i; i++)
    for (uint64_t j = 0; j < L->bound_j; j++) {
      uint32_t off = (uint32_t)((i * L->bound_j + j) * GEMMINI_DIM);
      uint32_t cols = (uint32_t)tile_len(j, L->bound_j, L->pad_j);
      uint32_t rows = (uint32_t)tile_len(i, L->bound_i, L->pad_i);
      uint64_t tile = (i * L->a_stride + j) * GEMMINI_DIM;
      if (exec_mvin(c, 0, L->a + tile, gemmini_local(ADDR_ACC + off, cols, rows))) return 1;
      tile = (i * L->b_stride + j) * GEMMINI_DIM;
      if (exec_mvin(c, 1, L->b + tile, gemmini_local(ADDR_ACC | ADDR_ACCUMULATE | off, cols, rows)))
        return 1;
      if (L->c != 0) {
        uint32_t local = ADDR_ACC | ADDR_ACCUMULATE | (full_c ? ADDR_FULL_WIDTH : 0) | off;
        uint64_t dst = L->c + (i * L->c_stride + j) * GEMMINI_DIM * size_c;
        if (exec_mvout(c, dst, gemmini_local(local, cols, rows))) return 1;
      }
    }
  return 0;
}

static int exec_loop_ws(Ctx *c, uint64_t rs1, uint64_t rs2) {
  GemminiModel *m = c->m;
  const GemminiLoopWs *L = &m->loop;
  bool ex_accumulate = rs1 & 1, full_c = (rs1 >> 1) & 1, low_d = (rs1 >> 2) & 1;
  unsigned act = (rs1 >> 8) & 7;
  unsigned a_spad_id = (rs1 >> 18) & 3, b_spad_id = (rs1 >> 16) & 3;
  bool a_t = rs2 & 1, b_t = (rs2 >> 1) & 1, resadd = (rs2 >> 2) & 1;
  uint64_t I = L->bound_i, J = L->bound_j, K = L->bound_k;
  const uint64_t half_sp = GEMMINI_SP_ROWS / 2;

  /* Spike computes these in int; 64-bit keeps absurd bounds from wrapping. */
  if ((I * K + K * J) * GEMMINI_DIM > half_sp || I * J * GEMMINI_DIM > GEMMINI_ACC_ROWS / 2)
    return fail(c, "LOOP_WS bounds were too large for double-buffering "
                   "(I=%llu J=%llu K=%llu)",
                (unsigned long long)I, (unsigned long long)J, (unsigned long long)K);
  if (L->pad_i > GEMMINI_DIM || L->pad_j > GEMMINI_DIM || L->pad_k > GEMMINI_DIM)
    return fail(c, "LOOP_WS: padding (%llu,%llu,%llu) exceeds DIM", (unsigned long long)L->pad_i,
                (unsigned long long)L->pad_j, (unsigned long long)L->pad_k);
  if (act == ACT_LAYERNORM || act == ACT_SOFTMAX)
    return fail(c, "LOOP_WS: LayerNorm/softmax store sequence (act %u) is not modelled", act);
  if (resadd) return loop_ws_resadd(c, full_c);

  uint64_t a_start = a_spad_id == 2 ? half_sp : 0;
  uint64_t b_start = (b_spad_id == 2 ? GEMMINI_SP_ROWS : half_sp) - K * J * GEMMINI_DIM;
  uint64_t size_c = full_c ? 4 : 1, size_d = low_d ? 1 : 4;

  if (L->d != 0)
    for (uint64_t i = 0; i < I; i++)
      for (uint64_t j = 0; j < J; j++) {
        uint64_t src = L->d + (i * L->d_stride + j) * GEMMINI_DIM * size_d;
        uint32_t local = ADDR_ACC | (uint32_t)((i * J + j) * GEMMINI_DIM);
        uint32_t rows = (uint32_t)tile_len(i, I, L->pad_i), cols = (uint32_t)tile_len(j, J, L->pad_j);
        if (exec_mvin(c, 2, src, gemmini_local(local, cols, rows))) return 1;
      }

  for (uint64_t k = 0; k < K; k++)
    for (uint64_t j = 0; j < J; j++)
      for (uint64_t i = 0; i < I; i++) {
        uint64_t rows_i = tile_len(i, I, L->pad_i), cols_j = tile_len(j, J, L->pad_j);
        uint64_t len_k = tile_len(k, K, L->pad_k);
        uint32_t a_sp = (uint32_t)(a_start + (a_t ? k * I + i : i * K + k) * GEMMINI_DIM);
        uint32_t b_sp = (uint32_t)(b_start + (b_t ? j * K + k : k * J + j) * GEMMINI_DIM);
        uint32_t c_sp = ADDR_ACC | ADDR_ACCUMULATE | (full_c ? ADDR_FULL_WIDTH : 0) |
                        (uint32_t)((i * J + j) * GEMMINI_DIM);

        if (j == 0 && L->a != 0) {
          uint64_t src = L->a + (a_t ? k * L->a_stride + i : i * L->a_stride + k) * GEMMINI_DIM;
          uint64_t cols = a_t ? rows_i : len_k, rows = a_t ? len_k : rows_i;
          if (exec_mvin(c, 0, src, gemmini_local(a_sp, (uint32_t)cols, (uint32_t)rows))) return 1;
        }
        if (i == 0 && L->b != 0) {
          uint64_t src = L->b + (b_t ? j * L->b_stride + k : k * L->b_stride + j) * GEMMINI_DIM;
          uint64_t cols = b_t ? len_k : cols_j, rows = b_t ? cols_j : len_k;
          if (exec_mvin(c, 1, src, gemmini_local(b_sp, (uint32_t)cols, (uint32_t)rows))) return 1;
        }

        uint32_t out = c_sp;
        if (!ex_accumulate && k == 0) out &= ~(uint32_t)ADDR_ACCUMULATE;
        uint32_t pre = i == 0 ? b_sp : GEMMINI_GARBAGE_ADDR;
        if (exec_preload(c, gemmini_local(pre, (uint32_t)cols_j, (uint32_t)len_k),
                         gemmini_local(out, (uint32_t)cols_j, (uint32_t)rows_i)) ||
            exec_compute(c, gemmini_local(a_sp, (uint32_t)len_k, (uint32_t)rows_i),
                         gemmini_local(GEMMINI_GARBAGE_ADDR, GEMMINI_DIM, GEMMINI_DIM), i == 0))
          return 1;

        if (L->c != 0 && k == K - 1) {
          uint64_t dst = L->c + (i * L->c_stride + j) * GEMMINI_DIM * size_c;
          if (exec_mvout(c, dst, gemmini_local(c_sp, (uint32_t)cols_j, (uint32_t)rows_i)))
            return 1;
        }
      }
  return 0;
}

/* ---- Dispatch --------------------------------------------------------------- */

void gemmini_reset(GemminiModel *m) {
  memset(m, 0, sizeof *m);
}

/* The LOOP_WS address and stride registers take rs1 and rs2 whole. */
static int set_pair(uint64_t *from_rs1, uint64_t *from_rs2, uint64_t rs1, uint64_t rs2) {
  *from_rs1 = rs1;
  *from_rs2 = rs2;
  return 0;
}

static int dispatch(Ctx *c, uint32_t funct, uint64_t rs1, uint64_t rs2) {
  GemminiLoopWs *L = &c->m->loop;
  switch (funct) {
  case GEMMINI_CONFIG:
    return exec_config(c, rs1, rs2);
  case GEMMINI_MVIN:
    return exec_mvin(c, 0, rs1, rs2);
  case GEMMINI_MVIN2:
    return exec_mvin(c, 1, rs1, rs2);
  case GEMMINI_MVIN3:
    return exec_mvin(c, 2, rs1, rs2);
  case GEMMINI_MVOUT:
    return exec_mvout(c, rs1, rs2);
  case GEMMINI_PRELOAD:
    return exec_preload(c, rs1, rs2);
  case GEMMINI_COMPUTE_PRELOADED:
  case GEMMINI_COMPUTE_ACCUMULATE:
    return exec_compute(c, rs1, rs2, funct == GEMMINI_COMPUTE_PRELOADED);
  case GEMMINI_LOOP_WS:
    return exec_loop_ws(c, rs1, rs2);
  case GEMMINI_LOOP_WS_CONFIG_BOUNDS:
    L->bound_i = rs2 & 0xFFFF;
    L->bound_j = (rs2 >> 16) & 0xFFFF;
    L->bound_k = (rs2 >> 32) & 0xFFFF;
    L->pad_i = rs1 & 0xFFFF;
    L->pad_j = (rs1 >> 16) & 0xFFFF;
    L->pad_k = (rs1 >> 32) & 0xFFFF;
    return 0;
  case GEMMINI_LOOP_WS_CONFIG_ADDRS_AB:
    return set_pair(&L->a, &L->b, rs1, rs2);
  case GEMMINI_LOOP_WS_CONFIG_ADDRS_DC:
    return set_pair(&L->d, &L->c, rs1, rs2);
  case GEMMINI_LOOP_WS_CONFIG_STRIDES_AB:
    return set_pair(&L->a_stride, &L->b_stride, rs1, rs2);
  case GEMMINI_LOOP_WS_CONFIG_STRIDES_DC:
    return set_pair(&L->d_stride, &L->c_stride, rs1, rs2);
  case GEMMINI_FLUSH:
  case GEMMINI_FENCE:
  case GEMMINI_COUNTER: /* Spike's counters are random; nothing to model */
    return 0;
  default:
    if (funct >= GEMMINI_LOOP_CONV_WS && funct <= GEMMINI_LOOP_CONV_WS_CONFIG_6)
      return fail(c, "LOOP_CONV_WS (funct %u) is not modelled", funct);
    return fail(c, "illegal instruction: funct %u is not a Gemmini command", funct);
  }
}

int gemmini_exec(GemminiModel *m, uint32_t funct, uint64_t rs1, uint64_t rs2, uint8_t *dram,
                 size_t dram_size, char *err, size_t errlen) {
  Ctx c = {m, dram, dram ? dram_size : 0, false, err, errlen};
  if (err && errlen) err[0] = '\0';
  m->counts.issued[funct & 127]++;
  return dispatch(&c, funct, rs1, rs2);
}

int gemmini_exec_flat(GemminiModel *m, uint32_t funct, uint64_t rs1, uint64_t rs2, char *err,
                      size_t errlen) {
  Ctx c = {m, NULL, 0, true, err, errlen};
  if (err && errlen) err[0] = '\0';
  m->counts.issued[funct & 127]++;
  return dispatch(&c, funct, rs1, rs2);
}
