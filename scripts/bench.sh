#!/usr/bin/env bash
# The throughput benchmarks (not tests): builds optimised (-O2: GCC 12's -O3 raises
# -Wrestrict false positives inside libstdc++, and warnings are errors) and runs
# tests/bench: first the in-memory micro-benchmark (CPU time, ratios against
# pugixml parse-only), then the file benchmark with xmllint. Arguments go to the latter.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR="$root/build-release" BUILD_TYPE=RelWithDebInfo "$root/scripts/build.sh" -DSTICHPROBE_REPLAYER=OFF
"$root/build-release/tests/bench/stichprobe_microbench" --hands 20000
if "$root/build-release/tests/bench/stichprobe_microbench" --hands 2000 --repeat 1 --games >/dev/null 2>&1; then
  "$root/build-release/tests/bench/stichprobe_microbench" --hands 20000 --games
fi
"$root/build-release/tests/bench/stichprobe_bench" "$@"
