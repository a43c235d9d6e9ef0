#!/bin/sh
# update.sh: rewrites test/golden/expected from the current npucc after an
# intended change (`make golden-update`); review the diff before committing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
npucc=${NPUCC:-build/npucc}
case $npucc in /*) ;; *) npucc=$(pwd)/$npucc ;; esac
[ -x "$npucc" ] || { echo "update.sh: no npucc at $npucc (set NPUCC)" >&2; exit 2; }
exec python3 "$here/golden.py" --npucc "$npucc" --update
