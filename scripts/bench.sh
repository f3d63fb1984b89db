#!/usr/bin/env bash
# The throughput benchmark (not a test): builds optimised and runs tests/bench.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR="$root/build-release" BUILD_TYPE=Release "$root/scripts/build.sh" -DSTICHPROBE_REPLAYER=OFF
"$root/build-release/tests/bench/stichprobe_bench" "$@"
