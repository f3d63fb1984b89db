#!/usr/bin/env bash
# Builds the libFuzzer harness with clang (ASan + UBSan + fuzzer) and runs it for
# FUZZ_SECONDS (default 60) on a corpus seeded from samples/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build-fuzz"
seconds=${FUZZ_SECONDS:-60}
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTICHPROBE_FUZZ=ON \
  -DSTICHPROBE_SANITIZE=ON -DSTICHPROBE_REPLAYER=OFF -DSTICHPROBE_TESTS=OFF >/dev/null
cmake --build "$build" --target stichprobe_fuzz -j"$(nproc)"
corpus="$build/corpus"
mkdir -p "$corpus"
find "$root/samples" -name '*.xml' -exec cp {} "$corpus/" \;
# -max_len keeps inputs near the size of real records; -timeout catches hangs.
"$build/tests/fuzz/stichprobe_fuzz" "$corpus" -dict="$root/tests/fuzz/thr.dict" -max_total_time="$seconds" \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 2>&1 | tail -n 12
echo "fuzz.sh: no crash in ${seconds} s"
