#!/bin/sh
# run-qemu.sh: runs a static riscv64 program under qemu-riscv64 with the vector
# settings of spec/opu.md §7; exit 77 (Meson's "skipped") when qemu is missing.
#
#   run-qemu.sh [--vlen N] [--skip REASON] PROGRAM [ARGS...]
#
# QEMU_RISCV64 overrides the emulator. The program's exit status is returned.
set -u
vlen=128
while [ $# -gt 0 ]; do
  case "$1" in
    --vlen) vlen=$2; shift 2 ;;
    --skip) echo "SKIP: $2" >&2; exit 77 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ]; then
  echo "usage: run-qemu.sh [--vlen N] [--skip REASON] PROGRAM [ARGS...]" >&2
  exit 2
fi
qemu=${QEMU_RISCV64:-qemu-riscv64}
if ! command -v "$qemu" >/dev/null 2>&1; then
  echo "SKIP: $qemu not found (Debian package qemu-user)" >&2
  exit 77
fi
if [ ! -f "$1" ]; then
  echo "run-qemu.sh: program '$1' does not exist" >&2
  exit 2
fi
# vext_spec=v1.0 silences QEMU 7.2's warning; -L only matters for dynamic links.
exec "$qemu" -L /usr/riscv64-linux-gnu -cpu "rv64,v=true,vlen=$vlen,vext_spec=v1.0" "$@"
