#!/bin/sh
# rv-build.sh: cross-compiles test sources together with the OPU test support
# (ukernel double, trap handler, harness) into a static rv64gcv program.
#
#   rv-build.sh -o OUTPUT FILE...      FILE: .c, .s, .S or .o
#
# Exit 77 (Meson's "skipped") when riscv64-linux-gnu-gcc is missing, so a test
# driver can pass that status on. RISCV64_CC overrides the compiler.
set -u
if [ $# -lt 3 ] || [ "$1" != "-o" ]; then
  echo "usage: rv-build.sh -o OUTPUT FILE..." >&2
  exit 2
fi
out=$2
shift 2
cc=${RISCV64_CC:-riscv64-linux-gnu-gcc}
if ! command -v "$cc" >/dev/null 2>&1; then
  echo "SKIP: $cc not found (Debian package gcc-riscv64-linux-gnu)" >&2
  exit 77
fi
dir=$(cd "$(dirname "$0")" && pwd)
exec "$cc" -O2 -std=c17 -march=rv64gcv -mabi=lp64d -static -Wall -Wextra -Werror \
  -I"$dir" "$@" "$dir/iree_uk.c" "$dir/iree_uk_assert.c" "$dir/opu_isa.c" \
  "$dir/opu_trap.c" "$dir/opu_harness.c" -o "$out"
