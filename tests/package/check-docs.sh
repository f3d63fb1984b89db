#!/usr/bin/env bash
# ctest "man-pages": the man pages render without a warning (man -l) and list every option
# that --help lists; the bash and zsh completions complete commands, options, their
# values, games and finding codes.
set -euo pipefail
build=${1:?usage: check-docs.sh BUILD_DIR}
bin="$build/stichprobe"
share="$build/share"
fail() { echo "check-docs: $*" >&2; exit 1; }

render() {  # the page as plain ASCII text; groff's warnings go to stderr
  local err
  err=$(mktemp)
  MANWIDTH=100 man --warnings -E ascii -l "$1" 2>"$err" | col -b
  if [ -s "$err" ]; then cat "$err" >&2; rm -f "$err"; fail "man -l $1 warns"; fi
  rm -f "$err"
}

options_of() {  # every --option a program's --help names
  local help
  help=$("$@" --help) || fail "$* --help failed"
  grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u
}

page=$(render "$share/man/man1/stichprobe.1")
for cmd in validate generate complete record publish explain rules; do
  grep -q "stichprobe $cmd" <<<"$page" || fail "the man page lacks the command $cmd"
  opts=$(options_of "$bin" "$cmd")
  [ -n "$opts" ] || fail "$cmd --help lists no options"
  for opt in $opts; do
    grep -qe "$opt" <<<"$page" || fail "the man page lacks $cmd's option $opt"
  done
done
version=$("$bin" --version)
grep -q "$version" <<<"$page" || fail "the man page is not of $version"
# Beside build/stichprobe (an older build tree may still hold replayer/stichprobe-replay).
replay_bin=""
[ -x "$build/stichprobe-replay" ] && replay_bin=$build/stichprobe-replay
if [ -n "$replay_bin" ]; then
  replay=$(render "$share/man/man1/stichprobe-replay.1")
  opts=$(options_of "$replay_bin")
  for opt in $opts; do
    grep -qe "$opt" <<<"$replay" || fail "the replayer's man page lacks $opt"
  done
fi

complete_bash() {  # complete_bash WORD... : what bash offers for the last word
  # (read whole into a here-string: grep -q in a pipe would end the writer with SIGPIPE,
  # which pipefail turns into a failure)
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _stichprobe; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$share/bash-completion/completions/stichprobe" "$@"
}
grep -qx validate <<<"$(complete_bash stichprobe val)" || fail "bash: no command completion"
grep -qx -- --format <<<"$(complete_bash stichprobe validate --fo)" || fail "bash: no option completion"
grep -qx json <<<"$(complete_bash stichprobe validate --format j)" || fail "bash: no completion of --format's values"
grep -qx never <<<"$(complete_bash stichprobe validate --color "")" || fail "bash: no completion of --color's values"
grep -qx play.must-follow-suit <<<"$(complete_bash stichprobe explain play.must-fo)" || fail "bash: no code completion"
grep -qx troggu <<<"$(complete_bash stichprobe rules trog)" || fail "bash: no game completion"
if command -v zsh >/dev/null; then
  zsh -n "$share/zsh/vendor-completions/_stichprobe" || fail "zsh: the completion does not parse"
  timeout 60 zsh -f "$(dirname "$0")/zsh-completion.zsh" "$share/zsh/vendor-completions" || fail "zsh: see above"
fi
grep -qF -- "'--format=[report format - text | json | junit | sarif | github]:FORMAT:(text json junit sarif github)'" \
  "$share/zsh/vendor-completions/_stichprobe" || fail "zsh: --format's values are missing"
echo "check-docs: man pages and completions agree with --help"
