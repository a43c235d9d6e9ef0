/* opu_decode_main.c: the opu-decode tool: prints the OPU instructions among hex
 * words or in `riscv64-linux-gnu-objdump -d` output, for emitter tests and humans. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opu_isa.h"

static const char usage[] =
    "usage: opu-decode WORD...          decode hex instruction words\n"
    "       opu-decode --objdump [FILE]  decode every OPU word in `objdump -d` output\n"
    "                                    (stdin without FILE)\n"
    "exit status: 0 all words valid, 1 a bad OPU word (or a WORD that is not OPU),\n"
    "             2 usage or I/O error\n";

typedef struct {
  unsigned long long per_op[OPU_OPFMACC + 1], bad;
} Tally;

/* One output line per word; returns false if the word is not a valid OPU
 * instruction. */
static bool print_word(const char *where, uint32_t word, Tally *t, bool quiet_if_other) {
  OpuInsn in;
  char why[160], text[64], directive[64];
  switch (opu_decode(word, &in, why, sizeof why)) {
  case OPU_DECODE_OK:
    opu_format(&in, text, sizeof text);
    opu_format_insn_directive(word, directive, sizeof directive);
    printf("%s0x%08x\t%s\t%s\n", where, word, text, directive);
    t->per_op[in.op]++;
    return true;
  case OPU_DECODE_BAD_OPERAND:
    printf("%s0x%08x\tBAD\t%s\n", where, word, why);
    t->bad++;
    return false;
  case OPU_DECODE_NOT_OPU:
    if (!quiet_if_other) {
      opu_describe_other(word, why, sizeof why);
      printf("%s0x%08x\tNOT-OPU\t%s\n", where, word, why);
    }
    return false;
  }
  return false;
}

static int decode_objdump(FILE *f) {
  char line[1024], symbol[256] = "?";
  Tally t = {{0}, 0};
  while (fgets(line, sizeof line, f)) {
    unsigned long long addr;
    char hex[16], name[256];
    int used = 0;
    if (sscanf(line, "%llx <%255[^>]>:", &addr, name) == 2) {
      snprintf(symbol, sizeof symbol, "%s", name);
      continue;
    }
    if (sscanf(line, " %llx: %15[0-9a-f]%n", &addr, hex, &used) != 2 || strlen(hex) != 8)
      continue;
    char where[300];
    snprintf(where, sizeof where, "%s\t%llx\t", symbol, addr);
    print_word(where, (uint32_t)strtoul(hex, NULL, 16), &t, true);
  }
  if (ferror(f)) {
    fprintf(stderr, "opu-decode: read error: %s\n", strerror(errno));
    return 2;
  }
  printf("# vopacc %llu opmvinbcast %llu vmv_rv %llu vmv_vr %llu opfmacc %llu bad %llu\n",
         t.per_op[OPU_VOPACC], t.per_op[OPU_OPMVINBCAST], t.per_op[OPU_VMV_RV],
         t.per_op[OPU_VMV_VR], t.per_op[OPU_OPFMACC], t.bad);
  return t.bad ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  if (strcmp(argv[1], "--objdump") == 0) {
    if (argc > 3) {
      fputs(usage, stderr);
      return 2;
    }
    FILE *f = argc == 3 ? fopen(argv[2], "r") : stdin;
    if (!f) {
      fprintf(stderr, "opu-decode: %s: %s\n", argv[2], strerror(errno));
      return 2;
    }
    int status = decode_objdump(f);
    if (f != stdin) fclose(f);
    return status;
  }
  Tally t = {{0}, 0};
  int status = 0;
  for (int i = 1; i < argc; i++) {
    char *end;
    errno = 0;
    unsigned long v = strtoul(argv[i], &end, 16);
    if (errno || *end || end == argv[i] || v > 0xffffffffu) {
      fprintf(stderr, "opu-decode: '%s' is not a 32-bit hex word\n", argv[i]);
      return 2;
    }
    if (!print_word("", (uint32_t)v, &t, false)) status = 1;
  }
  return status;
}
