/* kern_attention.c (npu): flash attention: scores on the MXU, the running
 * max/sum softmax on the VPU, P.V on the MXU, KV streamed in 32-wide tiles. */
#include "npu/npu.h"

bool npu_plan_attention(NpuLower *L, Task *t, const char **why) {
  (void)L; (void)t;
  *why = "npu: attention kernel not written yet";
  return false;
}
bool npu_emit_attention(NpuLower *L, Task *t) { (void)L; (void)t; return false; }
