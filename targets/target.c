/* target.c: the table of backends, looked up by the --target name. A new
 * target is a folder under targets/ and one line here. */
#include <string.h>

#include "npucc/target.h"

extern const Target target_npu, target_gemmini, target_opu;

const Target *const targets[] = {&target_npu, &target_gemmini, &target_opu, NULL};

const Target *target_find(const char *name) {
  for (int i = 0; targets[i]; i++)
    if (!strcmp(targets[i]->name, name)) return targets[i];
  return NULL;
}

const char *target_names(void) {
  static char names[256];
  if (!names[0])
    for (int i = 0; targets[i]; i++) {
      if (i) strncat(names, ", ", sizeof names - strlen(names) - 1);
      strncat(names, targets[i]->name, sizeof names - strlen(names) - 1);
    }
  return names;
}

int target_choice(const char *value, const char *choices) {
  size_t n = strlen(value);
  const char *c = choices;
  for (int i = 0;; i++) {
    const char *bar = strchr(c, '|');
    size_t len = bar ? (size_t)(bar - c) : strlen(c);
    if (len == n && !strncmp(c, value, n)) return i;
    if (!bar) return -1;
    c = bar + 1;
  }
}

const Target *target_option_owner(const char *name) {
  for (int i = 0; targets[i]; i++)
    for (const TargetOption *op = targets[i]->options; op && op->name; op++)
      if (!strcmp(op->name, name)) return targets[i];
  return NULL;
}
