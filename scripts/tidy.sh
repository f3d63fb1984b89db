#!/usr/bin/env bash
# clang-tidy-14 with the project's .clang-tidy (no function above a cognitive complexity
# of 49, a few bug-prone checks) on the C++ sources changed against origin/main (main
# where there is no origin), or on every source with --all. Any finding fails.
# A changed header brings in the .cpp of the same name. scripts/test.sh runs it.
#   scripts/tidy.sh [--all] [BUILD_DIR]    (BUILD_DIR has compile_commands.json; default build/)
# Every source takes far over 3 minutes on 2 cores (the 82 outside the games took 4, all
# 146 about 15 on the shared machine), so the test command checks the changed ones.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
all=0
if [ "${1:-}" = "--all" ]; then
  all=1
  shift
fi
build=${1:-$root/build}
db="$build/compile_commands.json"
[ -f "$db" ] || { echo "tidy.sh: no $db (configure the build first)" >&2; exit 2; }
if grep -q '/Unity/unity_' "$db"; then
  echo "tidy.sh: $build is a unity build (its database names batches, not sources); configure a tree without CMAKE_UNITY_BUILD" >&2
  exit 2
fi
cd "$root"
dirs=(formats validator replayer publish)
base=""
if [ $all = 0 ]; then
  base=$(git merge-base HEAD origin/main 2>/dev/null || git merge-base HEAD main 2>/dev/null || true)
  [ -n "$base" ] || echo "tidy.sh: neither origin/main nor main to compare with: every source"
fi
if [ -z "$base" ]; then
  mapfile -t changed < <(git ls-files -- "${dirs[@]}" | grep -E '\.cpp$')
else
  mapfile -t changed < <({
    git diff --name-only --diff-filter=d "$base" -- "${dirs[@]}"
    git ls-files --others --exclude-standard -- "${dirs[@]}"
  } | grep -E '\.(cpp|h)$' | sed -E 's/\.h$/.cpp/' | sort -u)
fi
# Only what this build compiles (the replayer only with STICHPROBE_REPLAYER=ON).
files=()
for f in "${changed[@]}"; do
  [ -f "$f" ] && grep -qF "\"file\": \"$root/$f\"" "$db" && files+=("$root/$f")
done
if [ ${#files[@]} -eq 0 ]; then
  echo "tidy.sh: no changed source to check"
  exit 0
fi
echo "tidy.sh: clang-tidy-14 on ${#files[@]} source(s)"
# GCC's options that clang does not know (formats/CMakeLists.txt: the fast reader's memset
# strategy; cmake/Warnings.cmake: -Wno-restrict in Release builds) would stop it: it reads
# a copy of the database without them.
tidy_db=$(mktemp -d)
trap 'rm -rf "$tidy_db"' EXIT
sed -E 's/ -mmemset-strategy=[^ "]*//g; s/ -Wno-restrict//g' "$db" >"$tidy_db/compile_commands.json"
if ! printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 1 clang-tidy-14 -p "$tidy_db" --quiet 2>/dev/null; then
  echo "tidy.sh: clang-tidy found something (see above; .clang-tidy says what is checked)" >&2
  exit 1
fi
echo "tidy.sh: clean"
