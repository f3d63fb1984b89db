#!/usr/bin/env bash
# Quick start 2: install, build, and run the whole test suite. Two builds, so CI stays
# well inside its 20 minutes on 2 cores:
#  1. GCC, optimised as Debian packages are (-O2, no debug info), warnings as errors: every
#     test, clang-tidy on the changed sources, and the .deb it packs checked installed
#     (the ctest "package" and "man-pages" tests);
#  2. clang with AddressSanitizer + UBSan and libFuzzer's coverage, warnings as errors:
#     every test again (but the chromium one: the pages' C++ is the "publish" test's), then
#     the fuzzer over reader and validator (20,000 inputs from a fixed seed), built in the
#     same tree.
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

# Both builds are unity builds (16 sources a compiler run: the headers, Catch2's above all,
# are compiled once per batch, not once per file), so CI also keeps the sources free of
# clashing file-local names; the scripts' other builds compile file by file.
unity=(-DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16)
# No debug info: a third of GCC's compile time; a failing test is rerun in a build of one's own.
BUILD_DIR="$root/build" BUILD_TYPE=Release "$root/scripts/build.sh" "${unity[@]}" "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG"
took "the GCC build"
ctest --test-dir "$root/build" -j"$jobs" --output-on-failure
took "its tests (the package's among them)"
# clang-tidy (.clang-tidy: the complexity bound, a few bug-prone checks) on the sources
# changed against origin/main (every source takes far over 3 minutes on 2 cores).
# A unity build's database names its batches, not the sources: clang-tidy reads the one of a
# tree that is configured only (seconds).
cmake -S "$root" -B "$root/build-tidy" -DSTICHPROBE_WERROR=ON >/dev/null
"$root/scripts/tidy.sh" "$root/build-tidy"
took "clang-tidy"

# The sanitizer build: every test, the replay model included, at -O1 with line tables (the
# reports name file and line); the real window (Mesa's JIT under ASan) is exercised by the
# screenshot test of the build above, and the allocation counts (their own global operator
# new would replace the sanitizer's) there too, and so are the documentation's commands (ctest "docs"). The fuzzing harness is a target of the
# same tree (STICHPROBE_FUZZ instruments the libraries for coverage).
CC=clang CXX=clang++ BUILD_DIR="$root/build-asan" BUILD_TYPE=Debug "$root/scripts/build.sh" "${unity[@]}" \
  -DSTICHPROBE_SANITIZE=ON -DSTICHPROBE_FUZZ=ON "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only"
took "the clang sanitizer build"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-asan" -j"$jobs" --output-on-failure \
  -E "replayer-screenshot|engine-allocations|reader-allocations|^docs$|publish-browser"
took "its tests"

# The libFuzzer harness (reader + validator): a fixed seed and run count, so CI is repeatable.
# 20,000 inputs keep CI inside its budget; open-ended fuzzing: FUZZ_RUNS=-1 FUZZ_SEED=0 scripts/fuzz.sh.
FUZZ_RUNS=${FUZZ_RUNS:-20000} BUILD_DIR="$root/build-asan" "$root/scripts/fuzz.sh"
took "the fuzzer"

echo "test.sh: all tests passed in both builds, the fuzzer found nothing ($(( $(date +%s) - start )) s)"
