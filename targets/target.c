/* target.c: the table of backends, looked up by the --target name. */
#include <string.h>

#include "npucc/target.h"

const Target *target_find(const char *name) {
  static const Target *const all[] = {&target_npu, &target_gemmini, &target_opu};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++)
    if (!strcmp(all[i]->name, name)) return all[i];
  return NULL;
}
