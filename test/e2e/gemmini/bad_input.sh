#!/bin/sh
# bad_input.sh NPUCC MODEL: --target=gemmini with impossible parameters exits
# 1, an unknown schedule or dataflow (a usage error, refused by the target's
# option parser) exits 2; each with a clear message and nothing written (an
# existing output stays as it was).
set -u
npucc=$1 model=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/npucc-gemmini-bad-XXXXXX")
trap 'rm -rf "$dir"' EXIT
status=0
check() { # want-message args...: a compile error
  want=$1; shift
  check_rc 1 "error: .*$want" "$@"
}
check_rc() { # want-exit want-message args...
  want_rc=$1 want=$2; shift 2
  echo keep > "$dir/out.s"
  "$npucc" --target=gemmini "$@" "$model" -o "$dir/out.s" > "$dir/stdout" 2> "$dir/stderr"
  rc=$?
  if [ $rc -ne "$want_rc" ]; then echo "FAIL ($*): exit $rc, want $want_rc"; status=1; fi
  if ! grep -q -- "$want" "$dir/stderr"; then echo "FAIL ($*): no '$want' in: $(cat "$dir/stderr")"; status=1; fi
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
check_rc 2 "bad --gemmini-schedule 'weight' (loop_ws, explicit)" --gemmini-schedule=weight
check_rc 2 "bad --gemmini-dataflow 'xs' (ws, os)" --gemmini-dataflow=xs
exit $status
