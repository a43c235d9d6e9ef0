/* target.c: the table of backends, looked up by the --target name. A new
 * target is a folder under targets/ and its name in targets/meson.build. */
#include <string.h>

#include "npucc/target.h"
/* NPUCC_TARGET_LIST: " T(npu) T(gemmini) T(opu)", written by targets/meson.build */
#include "target_list.h"

#define T(name) extern const Target target_##name;
NPUCC_TARGET_LIST
#undef T

#define T(name) &target_##name,
const Target *const targets[] = {NPUCC_TARGET_LIST NULL};
#undef T

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

bool target_set_option(Options *o, const char *name, const char *value, const char **err) {
  const Target *T = target_option_owner(name);
  if (!T) return *err = "no target has this option", false;
  return T->parse_option(o, name, value, err);
}

const void *target_options_get(const Options *o, const TargetOption *table) {
  return o->own.owner == table ? o->own.v.bytes : NULL;
}

void *target_options_edit(Options *o, const TargetOption *table, const void *defaults, size_t size) {
  if (!target_options_get(o, table)) {
    memset(&o->own.v, 0, sizeof o->own.v);
    memcpy(o->own.v.bytes, defaults, size < TARGET_OPTIONS_BYTES ? size : TARGET_OPTIONS_BYTES);
    o->own.owner = table;
  }
  return o->own.v.bytes;
}
