#!/usr/bin/env bash
# ctest "layers": no source file includes a layer above its own (docs/ARCHITECTURE.md).
#   formats/                 formats only (no validator/, no replayer/)
#   validator/core/          formats and core
#   validator/engine/        formats, core and engine (no game, no edit, no cli, no replayer)
#   validator/games/<game>/  the layers below and its own game (no other game, no edit, no cli, no replayer)
#   validator/edit/          formats, core, engine and edit (the games through the registry only;
#                            no cli, no publish, no replayer)
#   validator/cli/           anything but the replayer (the replay model only through publish/)
#   replayer/model/          no Dear ImGui, GLFW or OpenGL (the model is drawn by replayer/app/ and publish/)
#   publish/                 the layers below and the replay model; no CLI, no replayer app, no GUI library
# The CMake targets catch most of this at link time; this catches a header-only include too.
# Usage: check-layers.sh [SOURCE_ROOT]     (default: the tree this script is in)
#        check-layers.sh --self-test       (a planted wrong include in a scratch tree must fail)
set -euo pipefail

include_re='^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]'

# Prints "file:line: #include ... (the LAYER layer must not include this)" for every
# forbidden include under $1.
violations() {
  local root=$1 rel line text layer forbidden own
  cd "$root"
  { grep -rnE --include='*.h' --include='*.cpp' --include='*.hpp' "$include_re" formats validator replayer publish 2>/dev/null ||
    true; } | while IFS=: read -r rel line text; do
    own=""
    case "$rel" in
      formats/*) layer=formats; forbidden='(validator|replayer)/' ;;
      validator/core/*) layer=core; forbidden='(validator/(engine|games|edit|cli)|replayer)/' ;;
      validator/engine/*) layer=engine; forbidden='(validator/(games|edit|cli)|replayer)/' ;;
      validator/games/*/*)
        own=${rel#validator/games/}
        own=${own%%/*}
        layer="game $own"
        forbidden='(validator/(games|edit|cli)|replayer)/'
        ;;
      validator/edit/*) layer=edit; forbidden='(validator/(games|cli)|replayer|publish)/' ;;
      validator/cli/*) layer=cli; forbidden='replayer/' ;;
      replayer/model/*) layer="replayer model"; forbidden='(replayer/app/|imgui|GLFW/|GL/|glad/|backends/|publish/)' ;;
      publish/*) layer=publish; forbidden='(validator/cli/|replayer/app/|imgui|GLFW/|GL/|glad/|backends/)' ;;
      *) continue ;;
    esac
    [[ $text =~ ${include_re}${forbidden} ]] || continue
    # A game includes its own folder.
    if [ -n "$own" ] && [[ $text =~ ${include_re}validator/games/${own}/ ]]; then continue; fi
    echo "$rel:$line: ${text#"${text%%[![:space:]]*}"} (the $layer layer must not include this)"
  done
}

if [ "${1:-}" = "--self-test" ]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  mkdir -p "$scratch/formats" "$scratch/validator/engine" "$scratch/validator/games/a" "$scratch/validator/edit" \
    "$scratch/replayer/model" "$scratch/publish" "$scratch/validator/cli"
  printf '#include "formats/card.h"\n' >"$scratch/formats/ok.h"
  printf '#include "validator/games/a/spec.h"\n#include "validator/engine/game.h"\n' >"$scratch/validator/games/a/ok.cpp"
  printf '#include "validator/engine/legal.h"\n#include "validator/edit/actions.h"\n' >"$scratch/validator/edit/ok.cpp"
  printf '#include "replayer/model/replay_model.h"\n' >"$scratch/publish/ok.cpp"
  printf '#include "publish/publish.h"\n' >"$scratch/validator/cli/ok.cpp"
  [ -z "$(violations "$scratch")" ] || { echo "self-test: a clean tree is reported" >&2; exit 1; }
  for bad in 'formats/bad.h:#include "validator/engine/game.h"' \
             'validator/engine/bad.cpp:#include "validator/games/a/spec.h"' \
             'validator/games/a/bad.cpp:#include "validator/games/b/spec.h"' \
             'validator/games/a/bad2.cpp:  #  include "validator/cli/cli.h"' \
             'validator/engine/bad2.cpp:#include "validator/edit/actions.h"' \
             'validator/edit/bad.cpp:#include "validator/cli/cli.h"' \
             'validator/edit/bad2.cpp:#include "validator/games/a/spec.h"' \
             'validator/edit/bad3.cpp:#include "replayer/model/replay_model.h"' \
             'validator/edit/bad4.cpp:#include "publish/publish.h"' \
             'replayer/model/bad.cpp:#include <imgui.h>' \
             'validator/cli/bad.cpp:#include "replayer/model/replay_model.h"' \
             'publish/bad.cpp:#include "validator/cli/cli.h"' \
             'publish/bad2.cpp:#include "replayer/app/app.h"'; do
    file=${bad%%:*}
    printf '%s\n' "${bad#*:}" >"$scratch/$file"
    found=$(violations "$scratch")
    [ -n "$found" ] || { echo "self-test: ${bad#*:} in $file not found" >&2; exit 1; }
    rm "$scratch/$file"
  done
  echo "self-test: every planted wrong include found"
  exit 0
fi

root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
found=$(violations "$root")
if [ -n "$found" ]; then
  echo "$found" >&2
  echo "check-layers: a file includes a layer above its own (see docs/ARCHITECTURE.md, Layers)" >&2
  exit 1
fi
echo "check-layers: every include stays within its layer"
