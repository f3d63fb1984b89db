#!/usr/bin/env bash
# The throughput benchmarks (not tests): builds optimised (-O2: GCC 12's -O3 raises
# -Wrestrict false positives inside libstdc++, and warnings are errors) and runs
# tests/bench: first the in-memory micro-benchmark on hands the game modules generate
# (CPU time, ratios against pugixml parse-only), then the file benchmark with xmllint.
# Arguments go to the latter.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR="$root/build-release" BUILD_TYPE=RelWithDebInfo "$root/scripts/build.sh" -DSTICHPROBE_REPLAYER=OFF
"$root/build-release/tests/bench/stichprobe_microbench" --hands 20000
"$root/build-release/tests/bench/stichprobe_bench" "$@"
