#!/usr/bin/env bash
# The README's and docs/publishing.md's pictures of published pages: a 4-seat table at a
# finding (Tübinger Tarock) and an 8-seat one mid-trick (Troggu), taken by Debian's
# chromium, headless, at 1280x800 from the pages `stichprobe publish` writes.
#   scripts/publish-screenshots.sh [BUILD_DIR]      (default build/; writes docs/images/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
site=$(mktemp -d)
profile=$(mktemp -d)
trap 'rm -rf "$site" "$profile"' EXIT
"$build/stichprobe" publish -o "$site" "$root/samples/tuebinger-tarock/faulty-must-follow-suit.xml" \
  "$root/samples/troggu/standard/valid-normal-8p.xml" >/dev/null || [ $? -eq 1 ]
shot() {  # shot PAGE#ADDRESS OUT.png
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" \
    --window-size=1280,800 --screenshot="$2" "file://$site/$1" >/dev/null 2>&1
  echo "publish-screenshots: $2"
}
shot "faulty-must-follow-suit.html#hand=1&step=14" "$root/docs/images/publish-4-seats.png"
shot "valid-normal-8p.html#hand=1&step=27" "$root/docs/images/publish-8-seats.png"
