/* kern_softmax.c (npu): softmax on the VPU along any dimension. */
#include "npu/npu.h"

bool npu_plan_softmax(NpuLower *L, Task *t, const char **why) {
  (void)L; (void)t;
  *why = "npu: softmax kernel not implemented yet";
  return false;
}
bool npu_emit_softmax(NpuLower *L, Task *t) { (void)L; (void)t; return false; }
bool npu_plan_attention(NpuLower *L, Task *t, const char **why) {
  (void)L; (void)t;
  *why = "npu: attention kernel not implemented yet";
  return false;
}
bool npu_emit_attention(NpuLower *L, Task *t) { (void)L; (void)t; return false; }
bool npu_plan_elementwise(NpuLower *L, Task *t, const char **why) {
  (void)L; (void)t;
  *why = "npu: elementwise kernel not implemented yet";
  return false;
}
bool npu_emit_elementwise(NpuLower *L, Task *t) { (void)L; (void)t; return false; }
