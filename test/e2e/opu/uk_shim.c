/* uk_shim.c: the ukernel library of the opu end-to-end tests: logs every call's
 * scalar arguments, runs mmt4d on the OPU kernel when it takes them, else the
 * portable C double of test/sim/opu (compiled with its symbols renamed). */
#include <stdint.h>
#include <stdio.h>

extern FILE *e2e_call_log;
extern const uint64_t *e2e_cpu_data;

/* test/sim/opu/iree_uk.c built with -Diree_uk_X=sim_iree_uk_X */
void sim_iree_uk_mmt4d(const void *, int64_t, int64_t, const void *, int64_t, int64_t, void *, int64_t,
                       int64_t, int64_t, int64_t, int64_t, int32_t, int32_t, int32_t, uint32_t,
                       const uint64_t *);
void sim_iree_uk_pack(const void *, int64_t, int64_t, int64_t, void *, int64_t, int64_t, int64_t, int64_t,
                      int64_t, int64_t, int64_t, int64_t, int64_t, uint64_t, uint32_t, const uint64_t *);
void sim_iree_uk_unpack(const void *, int64_t, int64_t, int64_t, void *, int64_t, int64_t, int64_t,
                        int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, uint32_t, const uint64_t *);
/* targets/opu/runtime/npucc_uk_opu_mmt4d.S */
int npucc_uk_opu_mmt4d(const void *, int64_t, int64_t, const void *, int64_t, int64_t, void *, int64_t,
                       int64_t, int64_t, int64_t, int64_t, int32_t, int32_t, int32_t, uint32_t,
                       const uint64_t *);

/* One line per call: the symbol, then every scalar argument in ABI order; a
 * pointer argument prints as 'p' (non-NULL) or '0', cpu_data as 'c' when it
 * is the program's npucc_cpu_data. */
static void log_call(const char *fn, const int64_t *v, const int *is_ptr, int n) {
  if (!e2e_call_log) return;
  fprintf(e2e_call_log, "%s", fn);
  for (int i = 0; i < n; i++) {
    if (is_ptr[i] == 2) fprintf(e2e_call_log, " %s", (const uint64_t *)(intptr_t)v[i] == e2e_cpu_data ? "c" : "?");
    else if (is_ptr[i]) fprintf(e2e_call_log, " %s", v[i] ? "p" : "0");
    else fprintf(e2e_call_log, " %lld", (long long)v[i]);
  }
  fputc('\n', e2e_call_log);
}

void iree_uk_mmt4d(const void *lhs, int64_t lhs_off, int64_t lhs_s0, const void *rhs, int64_t rhs_off,
                   int64_t rhs_s0, void *out, int64_t out_off, int64_t out_s0, int64_t M, int64_t N,
                   int64_t K, int32_t M0, int32_t N0, int32_t K0, uint32_t flags, const uint64_t *cpu) {
  static const int ptr[17] = {1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
  int64_t v[17] = {(intptr_t)lhs, lhs_off, lhs_s0, (intptr_t)rhs, rhs_off, rhs_s0, (intptr_t)out, out_off,
                   out_s0, M, N, K, M0, N0, K0, flags, (intptr_t)cpu};
  log_call("iree_uk_mmt4d", v, ptr, 17);
  if (npucc_uk_opu_mmt4d(lhs, lhs_off, lhs_s0, rhs, rhs_off, rhs_s0, out, out_off, out_s0, M, N, K, M0, N0,
                         K0, flags, cpu) == 0)
    return;
  sim_iree_uk_mmt4d(lhs, lhs_off, lhs_s0, rhs, rhs_off, rhs_s0, out, out_off, out_s0, M, N, K, M0, N0, K0,
                    flags, cpu);
}

void iree_uk_pack(const void *in, int64_t in_off, int64_t in_s0, int64_t in_s1, void *out, int64_t out_off,
                  int64_t out_s0, int64_t out_s1, int64_t in_n0, int64_t in_n1, int64_t out_n0,
                  int64_t out_n1, int64_t out_n2, int64_t out_n3, uint64_t pad, uint32_t flags,
                  const uint64_t *cpu) {
  static const int ptr[17] = {1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
  int64_t v[17] = {(intptr_t)in, in_off, in_s0, in_s1, (intptr_t)out, out_off, out_s0, out_s1, in_n0, in_n1,
                   out_n0, out_n1, out_n2, out_n3, (int64_t)pad, flags, (intptr_t)cpu};
  log_call("iree_uk_pack", v, ptr, 17);
  sim_iree_uk_pack(in, in_off, in_s0, in_s1, out, out_off, out_s0, out_s1, in_n0, in_n1, out_n0, out_n1,
                   out_n2, out_n3, pad, flags, cpu);
}

void iree_uk_unpack(const void *in, int64_t in_off, int64_t in_s0, int64_t in_s1, void *out,
                    int64_t out_off, int64_t out_s0, int64_t out_s1, int64_t in_n0, int64_t in_n1,
                    int64_t in_n2, int64_t in_n3, int64_t out_n0, int64_t out_n1, uint32_t flags,
                    const uint64_t *cpu) {
  static const int ptr[16] = {1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2};
  int64_t v[16] = {(intptr_t)in, in_off, in_s0, in_s1, (intptr_t)out, out_off, out_s0, out_s1, in_n0, in_n1,
                   in_n2, in_n3, out_n0, out_n1, flags, (intptr_t)cpu};
  log_call("iree_uk_unpack", v, ptr, 16);
  sim_iree_uk_unpack(in, in_off, in_s0, in_s1, out, out_off, out_s0, out_s1, in_n0, in_n1, in_n2, in_n3,
                     out_n0, out_n1, flags, cpu);
}
