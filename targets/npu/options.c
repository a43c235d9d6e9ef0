/* options.c (npu): --npu-precision, --npu-isa, --npu-imem, --npu-share, --npu-groups: their parser, their
 * defaults (the one place) and the accessor every npu file reads them by. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "npu/hooks.h"

const TargetOption npu_option_table[] = {
    {"npu-precision", "fp8|host|fp8x2",
     "f32/bf16 matmuls to one fp8 term per operand (default), on the host, or to two fp8 terms each"},
    {"npu-isa", "npu_model|merlin-v1", "assembly dialect (default npu_model)"},
    {"npu-imem", "N", "instruction memory in instructions (default 32768): longer programs run as segments"},
    {"npu-share", "on|off", "tasks with the same kernel and shape call one body (default on)"},
    {"npu-groups", "on|off",
     "row reductions with their elementwise producers and consumers run as one VPU task (default on)"},
    {NULL, NULL, NULL}};

static const NpuOptions npu_defaults = {NPU_PREC_FP8, NPU_ISA_NATIVE, NPU_MAX_INSTRUCTIONS, true, true};
_Static_assert(sizeof(NpuOptions) <= TARGET_OPTIONS_BYTES, "NpuOptions fits Options.own");

/* The precision's name as --npu-precision spells it (the enum's order). */
const char *npu_precision_name(NpuPrecision p) {
  static const char *const names[] = {"fp8", "host", "fp8x2"};
  return p >= 0 && p < (int)(sizeof names / sizeof *names) ? names[p] : "?";
}

const NpuOptions *npu_options(const Options *o) {
  const NpuOptions *set = target_options_get(o, npu_option_table);
  return set ? set : &npu_defaults;
}

bool npu_parse_option(Options *o, const char *name, const char *v, const char **err) {
  /* the choices in the order of the enums' values */
  int k;
  if (!strcmp(name, "npu-precision")) {
    if ((k = target_choice(v, "fp8|host|fp8x2")) < 0) return *err = "fp8, host, fp8x2", false;
    NpuOptions *no = target_options_edit(o, npu_option_table, &npu_defaults, sizeof npu_defaults);
    no->precision = (NpuPrecision)k;
    return true;
  }
  if (!strcmp(name, "npu-isa")) {
    if ((k = target_choice(v, "npu_model|merlin-v1")) < 0) return *err = "npu_model, merlin-v1", false;
    NpuOptions *no = target_options_edit(o, npu_option_table, &npu_defaults, sizeof npu_defaults);
    no->isa = (NpuIsa)k;
    return true;
  }
  if (!strcmp(name, "npu-share")) {
    if ((k = target_choice(v, "on|off")) < 0) return *err = "on, off", false;
    NpuOptions *no = target_options_edit(o, npu_option_table, &npu_defaults, sizeof npu_defaults);
    no->share = k == 0;
    return true;
  }
  if (!strcmp(name, "npu-groups")) {
    if ((k = target_choice(v, "on|off")) < 0) return *err = "on, off", false;
    NpuOptions *no = target_options_edit(o, npu_option_table, &npu_defaults, sizeof npu_defaults);
    no->groups = k == 0;
    return true;
  }
  if (!strcmp(name, "npu-imem")) {
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || end == v || *end || n < NPU_MIN_IMEM || n > NPU_MAX_IMEM)
      return *err = "instructions, 256 to 16777216", false;
    NpuOptions *no = target_options_edit(o, npu_option_table, &npu_defaults, sizeof npu_defaults);
    no->imem = (int)n;
    return true;
  }
  return *err = "not an npu option", false;
}
