#!/usr/bin/env bash
# Quick start 1: install, build, and validate every file in samples/.
# The faulty samples are meant to have findings (each lists them in its .expected),
# so this reports errors by design; it fails only if the validator itself fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
status=0
"$root/build/stichprobe" validate "$root/samples" || status=$?
if [ "$status" -gt 1 ]; then
  echo "run-samples: the validator failed (exit $status)" >&2
  exit "$status"
fi
echo "run-samples: done (exit $status: the faulty-* samples carry their expected findings)"
