#!/usr/bin/env bash
# install-deps.sh: install the Debian packages npucc needs to build and test,
# only when something is missing (so it is cheap to call from `make`).
set -euo pipefail

pkgs=(meson ninja-build pkg-config gcc make libmlir-22-dev mlir-22-tools
      libjansson-dev libcmocka-dev python3 python3-jsonschema
      gcc-riscv64-linux-gnu binutils-riscv64-linux-gnu libc6-dev-riscv64-cross qemu-user
      clang-22)  # clang-22: the Saturn f32-reduction check builds the runtime with clang as well as GCC

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
