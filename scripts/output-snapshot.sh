#!/usr/bin/env bash
# Writes everything the program prints for the samples and for generated sessions of
# every game, variant and table size into OUT_DIR, one file per run: run it before and
# after a change that must not change any output, then `diff -r BEFORE AFTER`.
#   scripts/output-snapshot.sh BUILD/stichprobe OUT_DIR
# Covered: validate in every report format, --explain, --lang de (text and json),
# complete on every sample with unknown cards, generate (plain and with every fault)
# and the validation of what it generated, `rules` and `explain` of every code.
set -uo pipefail
bin=$(realpath "$1")
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
cd "$root"  # file names in reports are relative to the checkout

run() {  # run NAME CMD...: stdout, stderr and exit status of CMD into $out/NAME
  local name=$1; shift
  mkdir -p "$(dirname "$out/$name")"
  "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo "$?" >"$out/$name.rc"
}

mapfile -t samples < <(find samples -name '*.xml' | LC_ALL=C sort)
for f in "${samples[@]}"; do
  n=${f%.xml}
  for fmt in text json junit sarif github; do
    run "$n/validate-$fmt" "$bin" validate --color never --format "$fmt" "$f"
  done
  run "$n/explain" "$bin" validate --color never --explain "$f"
  run "$n/de-text" "$bin" validate --color never --lang de --explain "$f"
  run "$n/de-json" "$bin" validate --color never --lang de --format json "$f"
  if grep -q '?' "$f"; then run "$n/complete" "$bin" complete "$f"; fi
done

# Generated sessions: every variant of every game at every table size it allows.
# Written and read under relative names inside OUT_DIR, so two snapshots compare equal.
cd "$out"
mapfile -t variants < <("$bin" rules | sed -E 's/^([a-z-]+) — [^:]*: /\1 /' |
  while read -r game list; do for v in ${list//,/ }; do echo "$game/$v"; done; done)
for gv in "${variants[@]}"; do
  for players in 3 4 5 6 7 8; do
    g="generated/${gv//\//-}-$players"
    run "$g/generate" "$bin" generate "$gv" --players "$players" --count 12 --seed 5 -o "$g.xml"
    [ -s "$g.xml" ] || { rm -f "$g.xml"; continue; }
    run "$g/validate-text" "$bin" validate --color never --explain "$g.xml"
    run "$g/validate-json" "$bin" validate --format json "$g.xml"
    run "$g/validate-de" "$bin" validate --color never --lang de "$g.xml"
    run "$g/faults" "$bin" generate "$gv" --players "$players" --count 8 --seed 11 --faults all -o "$g-faults.xml"
    [ -s "$g-faults.xml" ] && run "$g/faults-validate" "$bin" validate --color never --format json "$g-faults.xml"
  done
done
# The generated files name themselves by their path: keep them, they are outputs too.

cd "$root"
run rules "$bin" rules
mapfile -t codes < <("$bin" validate --format json samples 2>/dev/null | grep -oE '"code": ?"[a-z-]+\.[a-z0-9-]+"' |
  sed -E 's/.*"([^"]+)"$/\1/' | LC_ALL=C sort -u)
for c in "${codes[@]}"; do
  run "explain/$c" "$bin" explain "$c"
  run "explain/$c-de" "$bin" explain --lang de "$c"
done
echo "$(find "$out" -type f | wc -l) files in $out"
