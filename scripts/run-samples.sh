#!/usr/bin/env bash
# README command 1: install what the programs need, build the two programs optimised
# (build/stichprobe, build/stichprobe-replay), and validate every file in samples/.
# The faulty samples are meant to have findings (each lists them in its .expected),
# so this reports errors by design; it fails only if the validator itself fails.
# It prints its time at the end (the target: 5 minutes on 2 cores on a fresh machine).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
start=$(date +%s)
last=$start
phases=""
took() {
  local now
  now=$(date +%s)
  phases+="${phases:+, }$1 $((now - last)) s"
  last=$now
}
"$root/scripts/install-deps.sh" --programs
took "packages"
# The configuration of scripts/test.sh's first build (a unity build, -O2, no debug
# information), in the same folder: README command 2 after this rebuilds none of it.
BUILD_DIR="$root/build" BUILD_TYPE=Release BUILD_TARGETS="stichprobe stichprobe-replay" "$root/scripts/build.sh" \
  -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG"
took "build"
status=0
"$root/build/stichprobe" validate "$root/samples" || status=$?
took "samples"
if [ "$status" -gt 1 ]; then
  echo "run-samples: the validator failed (exit $status)" >&2
  exit "$status"
fi
echo "run-samples: built build/stichprobe and build/stichprobe-replay, validated samples/" \
  "(exit $status: the faulty-* samples carry their expected findings)"
echo "run-samples: done in $((last - start)) s ($phases)"
