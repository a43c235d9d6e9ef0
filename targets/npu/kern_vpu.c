/* kern_vpu.c (npu): standalone elementwise tasks on the VPU, tile by tile. */
#include "npu/npu.h"

bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why) {
  (void)L; (void)t;
  *why = "npu: standalone elementwise kernel not written yet";
  return false;
}
bool npu_emit_elementwise(NpuLower *L, Task *t) { (void)L; (void)t; return false; }
