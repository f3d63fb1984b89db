#!/usr/bin/env bash
# Builds the libFuzzer harness with clang (ASan + UBSan + fuzzer) and runs it on a
# corpus seeded from samples/: FUZZ_RUNS inputs (default 100000) from FUZZ_SEED
# (default 1), so the test command's run is the same every time; at most
# FUZZ_SECONDS (default 300). For open-ended fuzzing: FUZZ_RUNS=-1 FUZZ_SEED=0.
# BUILD_DIR: a tree configured with STICHPROBE_FUZZ=ON (the test command passes its
# sanitizer build); by default build-fuzz/, configured here (clang, optimised, no tests).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-300}
runs=${FUZZ_RUNS:-100000}
seed=${FUZZ_SEED:-1}
if [ -z "${BUILD_DIR:-}" ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTICHPROBE_FUZZ=ON -DSTICHPROBE_WERROR=ON \
    -DSTICHPROBE_SANITIZE=ON -DSTICHPROBE_REPLAYER=OFF -DSTICHPROBE_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target stichprobe_fuzz -j"$(nproc)"
# A fresh corpus each time (the same seed then means the same run);
# -max_len keeps inputs near the size of real records; -timeout catches hangs.
corpus="$build/corpus"
rm -rf "$corpus"
mkdir -p "$corpus"
find "$root/samples" -name '*.xml' -exec cp {} "$corpus/" \;
log="$build/fuzz.log"
status=0
"$build/tests/fuzz/stichprobe_fuzz" "$corpus" -dict="$root/tests/fuzz/thr.dict" -seed="$seed" -runs="$runs" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$build/" >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -E "ERROR|SUMMARY|runtime error|#[0-9]+ 0x" "$log" | head -n 40
  echo "fuzz.sh: the fuzzer found a problem (exit $status); the input is in $build/crash-* or leak-*/timeout-*" >&2
  exit "$status"
fi
tail -n 3 "$log"
echo "fuzz.sh: no crash in $runs runs (seed $seed)"
