#!/usr/bin/env bash
# Quick start 2: install, build, and run the whole test suite — once normally,
# once under AddressSanitizer + UBSan — then fuzz reader and validator for a
# minute. .ci/run calls exactly this.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
"$root/scripts/install-deps.sh"
start=$(date +%s)

BUILD_DIR="$root/build" "$root/scripts/build.sh"
ctest --test-dir "$root/build" -j"$jobs" --output-on-failure

# The sanitizer build: everything but the GUI (Mesa's own leaks are not ours).
BUILD_DIR="$root/build-asan" BUILD_TYPE=Debug "$root/scripts/build.sh" -DSTICHPROBE_SANITIZE=ON -DSTICHPROBE_REPLAYER=OFF
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-asan" -j"$jobs" --output-on-failure

# The libFuzzer harness (reader + validator) for a bounded time.
FUZZ_SECONDS=${FUZZ_SECONDS:-60} "$root/scripts/fuzz.sh"

echo "test.sh: all tests passed in both builds ($(( $(date +%s) - start )) s)"
