#!/usr/bin/env bash
# Configures and builds into BUILD_DIR (default build/); extra arguments go to cmake.
# Uses ccache when it is installed (a rebuild of an unchanged file costs nothing).
# Warnings are errors here (STICHPROBE_WERROR); a plain cmake build only shows them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo} -DSTICHPROBE_WERROR=ON "${launcher[@]}" "$@" >/dev/null
# BUILD_TARGETS (space-separated) builds only those targets, e.g. "stichprobe stichprobe-replay".
targets=()
for t in ${BUILD_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" -j"$(nproc)" "${targets[@]}"
