#!/usr/bin/env bash
# Quick start 2: install, build, and run the whole test suite — once normally (and
# clang-tidy on the changed sources), once under AddressSanitizer + UBSan — build, package and check a clang Release
# build, then fuzz reader and validator (100,000 inputs from a fixed seed).
# .ci/run calls exactly this.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
"$root/scripts/install-deps.sh"
start=$(date +%s)
last=$start
# Each step's wall time, so CI's budget (20 minutes on 2 cores) shows where it goes.
took() {
  local now
  now=$(date +%s)
  echo "test.sh: $1 took $((now - last)) s"
  last=$now
}

BUILD_DIR="$root/build" "$root/scripts/build.sh"
took "the normal build"
ctest --test-dir "$root/build" -j"$jobs" --output-on-failure
took "its tests"
# clang-tidy (.clang-tidy: the complexity bound, a few bug-prone checks) on the sources
# changed against origin/main (every source takes far over 3 minutes on 2 cores).
"$root/scripts/tidy.sh" "$root/build"
took "clang-tidy"

# The package build: Release, with clang, warnings as errors, the programs only (no
# tests), so an optimised build and a second compiler both stay clean; its .deb is
# installed into a scratch root and run from another directory.
CC=clang CXX=clang++ BUILD_DIR="$root/build-release" BUILD_TYPE=Release "$root/scripts/build.sh" -DSTICHPROBE_TESTS=OFF
"$root/tests/package/check-docs.sh" "$root/build-release"
"$root/tests/package/check-package.sh" "$root/build-release"
took "the package build and its checks"

# The sanitizer build: every test, the replay model included; the real window
# (Mesa's JIT under ASan) is exercised by the screenshot test of the build above, and the
# allocation count (its own global operator new would replace the sanitizer's) by the
# normal build.
BUILD_DIR="$root/build-asan" BUILD_TYPE=Debug "$root/scripts/build.sh" -DSTICHPROBE_SANITIZE=ON
took "the sanitizer build"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-asan" -j"$jobs" --output-on-failure -E "replayer-screenshot|engine-allocations"

# The libFuzzer harness (reader + validator): a fixed seed and run count, so CI is repeatable.
took "its tests"
"$root/scripts/fuzz.sh"
took "the fuzzer"

echo "test.sh: all tests passed in both builds, the package checks in the Release build ($(( $(date +%s) - start )) s)"
