#!/bin/sh
# bad_input.sh NPUCC MODEL: --target=gemmini with impossible parameters or an
# unknown schedule exits 1 with a clear message and writes nothing (an existing
# output stays as it was).
set -u
npucc=$1 model=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/npucc-gemmini-bad-XXXXXX")
trap 'rm -rf "$dir"' EXIT
status=0
check() { # want-message args...
  want=$1; shift
  echo keep > "$dir/out.s"
  "$npucc" --target=gemmini "$@" "$model" -o "$dir/out.s" > "$dir/stdout" 2> "$dir/stderr"
  rc=$?
  if [ $rc -ne 1 ]; then echo "FAIL ($*): exit $rc, want 1"; status=1; fi
  if ! grep -q -- "error: .*$want" "$dir/stderr"; then echo "FAIL ($*): no '$want' in: $(cat "$dir/stderr")"; status=1; fi
  if [ "$(cat "$dir/out.s")" != keep ] || [ -e "$dir/out.json" ]; then echo "FAIL ($*): output written"; status=1; fi
  echo "ok ($*): $(head -1 "$dir/stderr")"
}
printf '{"DIM": 0}\n' > "$dir/dim0.json"
printf '{"BANK_NUM": 1, "BANK_ROWS": 16}\n' > "$dir/tiny.json"
printf '{"ACC_ROWS": 8}\n' > "$dir/acc.json"
printf '{"DIM": 16,\n "BANK_ROWS": }\n' > "$dir/syntax.json"
printf '{"dim": 16}\n' > "$dir/key.json"
check "DIM must be" --target-config="$dir/dim0.json"
check "scratchpad is too small" --target-config="$dir/tiny.json"
check "accumulator is too small" --target-config="$dir/acc.json"
check "target parameters: " --target-config="$dir/syntax.json"
check 'unknown target parameter "dim"' --target-config="$dir/key.json"
check "cannot read" --target-config="$dir/missing.json"
check "unknown schedule 'weight'" --gemmini-schedule=weight
check "unknown dataflow 'xs'" --gemmini-dataflow=xs
exit $status
