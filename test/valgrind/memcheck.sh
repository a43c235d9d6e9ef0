#!/bin/sh
# memcheck.sh: valgrind memcheck over a representative subset of npucc runs
# (each target, every writer, hostile inputs, usage errors): zero errors, zero leaks.
#
# usage: test/valgrind/memcheck.sh [NPUCC]   (default build/npucc; `make memcheck`)
#
# Every run must end with valgrind's error exit code unused (99): no invalid
# read/write, no use of uninitialised memory, no definitely/indirectly/possibly
# lost block. "Still reachable" blocks are not errors: they are libMLIR's and
# libLLVM's process-lifetime statics (registered dialects, option tables).
# npucc.supp holds the suppressions for libMLIR's own reports, each with the
# reason; npucc's code is never suppressed. Expect about 10 s of CPU per run.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
npucc=$(cd "$(dirname "${1:-$root/build/npucc}")" && pwd)/$(basename "${1:-$root/build/npucc}")
inputs=$root/test/golden/inputs
bad=$root/test/bad
work=$(mktemp -d "${TMPDIR:-/tmp}/npucc-memcheck-XXXXXX")
trap 'rm -rf "$work"' EXIT
pass=0 fail=0

run() { # run EXPECTED_EXIT ARGS...
  want=$1
  shift
  (cd "$work" && valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
      --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 \
      --suppressions="$here/npucc.supp" --log-file="$work/vg.log" "$npucc" "$@" \
      >"$work/out.txt" 2>"$work/err.txt")
  rc=$?
  if [ "$rc" = "$want" ] && ! [ -s "$work/vg.log" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL (exit $rc, expected $want): npucc $*"
    sed 's/^/  /' "$work/vg.log" | head -40
    sed 's/^/  stderr: /' "$work/err.txt" | head -5
  fi
  rm -f "$work"/out* "$work"/*.s "$work"/*.json "$work"/*.dot "$work"/*.bin "$work/vg.log"
}

# Valid models through each target and each writer.
run 0 --target=npu -o out.s "$inputs/matmul_func_literals.mlir"
run 0 --target=npu --list-dispatches -o out.s "$inputs/attention_5maps_roles_from_maps.mlir"
run 0 --target=opu -o out.s "$inputs/int8_qdq_chain_90x150x72.mlir"
run 0 --target=opu --coverage "$inputs/batch_matmul_b1_b2_b3_b5.mlir"
run 0 --target=gemmini --emit=graph -o out.json "$inputs/softmax_named_last_and_inner_dim.mlir"
run 0 --target=opu --emit=dot --print-after=all -o out.dot "$inputs/unsupported_ops_conv_pad_index.mlir"
# Hostile inputs: each class of front-end error, the MLIR pre-checks, a
# refused output path.
for c in global_complex_literal attention_no_operands reshape_unit_reassociation \
         nested_regions_2500 matmul_empty_map blob_wrong_size call_recursive; do
  run 1 --target=npu -o out.s "$bad/$c.mlir"
done
run 1 --target=npu -o "$inputs/matmul_func_literals.mlir" "$inputs/matmul_func_literals.mlir"
# Usage errors: exit 2, nothing leaked.
run 2 --target=tpu "$inputs/matmul_func_literals.mlir"
run 2 --opu-tile=0,1 "$inputs/matmul_func_literals.mlir"
run 2
echo "memcheck: $pass passed, $fail failed"
[ "$fail" = 0 ]
