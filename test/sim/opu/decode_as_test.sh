#!/bin/sh
# decode_as_test.sh: assembles OPU .insn lines with GNU as, disassembles them with
# objdump, and checks that opu-decode finds exactly the expected instructions.
#
#   decode_as_test.sh OPU_DECODE
#
# Exit 77 when the riscv64 binutils are missing.
set -u
decode=$1
as=${RISCV64_AS:-riscv64-linux-gnu-as}
objdump=${RISCV64_OBJDUMP:-riscv64-linux-gnu-objdump}
for tool in "$as" "$objdump"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool not found (Debian package binutils-riscv64-linux-gnu)" >&2
    exit 77
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Ordinary RVV code around the OPU words must not be reported; the bad word
# (VOPACC with md = 5) must be, and must make the tool fail.
cat >"$tmp/t.s" <<'ASM'
	.text
	.globl tile
tile:
	vsetivli zero, 16, e32, m4, ta, ma
	vmv.v.i v0, 0
	.insn r 87, 6, 89, zero, zero, zero
	.insn r 87, 6, 89, ra, zero, zero
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v v16, (a0)
	vle8.v v17, (a1)
	.insn r 87, 2, 81, zero, a6, a7
	.insn r 87, 2, 81, gp, s2, s3
	vmacc.vv v1, v2, v3
	vsetivli zero, 16, e32, m4, ta, ma
	.insn r 87, 6, 85, sp, t0, zero
	.insn r 87, 6, 93, zero, t0, gp
	vse32.v v0, (a2)
	.insn r 87, 1, 75, zero, a6, s2
	ret
	.globl broken
broken:
	.insn r 87, 2, 81, t0, a6, a7
ASM
"$as" -march=rv64gcv -o "$tmp/t.o" "$tmp/t.s" || exit 1
"$objdump" -d "$tmp/t.o" >"$tmp/t.dis" || exit 1
"$decode" --objdump "$tmp/t.dis" | cut -f1,3- >"$tmp/got"
cat >"$tmp/want" <<'TXT'
tile	0xb2006057	opmvinbcast m0, v0	.insn r 87, 6, 89, zero, zero, zero
tile	0xb20060d7	opmvinbcast m1, v0	.insn r 87, 6, 89, ra, zero, zero
tile	0xa3182057	vopacc m0, v16, v17	.insn r 87, 2, 81, zero, a6, a7
tile	0xa33921d7	vopacc m3, v18, v19	.insn r 87, 2, 81, gp, s2, s3
tile	0xaa02e157	vmv_rv m2, t0, v0	.insn r 87, 6, 85, sp, t0, zero
tile	0xba32e057	vmv_vr v0, t0, m3	.insn r 87, 6, 93, zero, t0, gp
tile	0x97281057	opfmacc m0, v16, v18	.insn r 87, 1, 75, zero, a6, s2
broken	0xa31822d7	BAD	vopacc: matrix operand 5 is not m0-m3 (0-3) or mc0-mc3 (16-19)
# vopacc 2 opmvinbcast 2 vmv_rv 1 vmv_vr 1 opfmacc 1 bad 1
TXT
if ! diff -u "$tmp/want" "$tmp/got"; then
  echo "opu-decode output differs from the expected decoding" >&2
  exit 1
fi
"$decode" --objdump "$tmp/t.dis" >/dev/null
if [ $? -ne 1 ]; then
  echo "opu-decode should exit 1 when a bad OPU word is present" >&2
  exit 1
fi
# Single words: the spec's examples decode; a plain vle8.v does not count.
"$decode" a3182057 a308a057 >"$tmp/words" || exit 1
grep -q "vopacc m0, v17, v16" "$tmp/words" || { echo "a308a057 misdecoded" >&2; exit 1; }
if "$decode" 02058007 >/dev/null; then
  echo "opu-decode accepted vle8.v as an OPU word" >&2
  exit 1
fi
echo "ok"
