#!/usr/bin/env bash
# ctest "package" (and scripts/test.sh on its Release build): makes the .deb with
# cpack (or takes DEB), unpacks it into a scratch root with dpkg -x, and runs the
# installed programs from another directory: --version, validate of the installed
# samples (its default input), rules, explain, standard input; and a copy of the
# program with no samples beside it must say "no FILE or DIR given" (exit 2).
set -euo pipefail
build=$(cd "${1:?usage: check-package.sh BUILD_DIR [DEB]}" && pwd)
deb=${2:-}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

if [ -z "$deb" ]; then
  (cd "$build" && cpack -G DEB -B "$scratch/cpack" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; fail "cpack failed"; }
  deb=$(ls "$scratch"/cpack/*.deb)
fi
depends=$(dpkg-deb -f "$deb" Depends)
for needed in libc6 libstdc++6 libboost-program-options; do
  grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed: $depends"
done
root="$scratch/root"
dpkg -x "$deb" "$root"
usr="$root/usr"
for f in bin/stichprobe share/man/man1/stichprobe.1.gz share/bash-completion/completions/stichprobe \
         share/zsh/vendor-completions/_stichprobe share/stichprobe/hand-record.xsd \
         share/stichprobe/hand-record-format.md share/stichprobe/samples/conformance/index.tsv \
         share/doc/stichprobe/README.md share/doc/stichprobe/docs/findings.md; do
  [ -e "$usr/$f" ] || fail "the package lacks /usr/$f"
done
if [ -e "$usr/bin/stichprobe-replay" ]; then
  for f in share/man/man1/stichprobe-replay.1.gz share/applications/stichprobe-replay.desktop \
           share/icons/hicolor/scalable/apps/stichprobe-replay.svg; do
    [ -e "$usr/$f" ] || fail "the package lacks /usr/$f"
  done
  grep -q libglfw3 <<<"$depends" || fail "Depends lacks libglfw3: $depends"
  desktop-file-validate "$usr/share/applications/stichprobe-replay.desktop" || fail "the desktop entry is not valid"
  xmllint --noout "$usr/share/icons/hicolor/scalable/apps/stichprobe-replay.svg" || fail "the icon is not well-formed"
  out=$("$usr/bin/stichprobe-replay" --help) && grep -q -- --hand <<<"$out" || fail "stichprobe-replay --help"
fi

mkdir "$scratch/elsewhere"
cd "$scratch/elsewhere"
sp="$usr/bin/stichprobe"
version=$("$sp" --version)
[ "$version" = "$("$build/stichprobe" --version)" ] && [[ $version =~ ^stichprobe\ [0-9]+\.[0-9]+\.[0-9]+$ ]] ||
  fail "--version says '$version'"

# validate without a path reads the installed samples and finds what the build's program finds.
status=0
"$sp" validate --no-source >installed.txt || status=$?
[ "$status" -eq 1 ] || fail "validate of the installed samples: exit $status (the faulty samples should give 1)"
grep -q "^$usr/share/stichprobe/samples/" installed.txt || fail "validate did not read the installed samples"
status=0
"$build/stichprobe" validate --no-source "$usr/share/stichprobe/samples" >built.txt || status=$?
cmp -s installed.txt built.txt || fail "the installed program reports other findings than the build's"
valid=$(find "$usr/share/stichprobe/samples" -name 'valid-*.xml' | sort)
# shellcheck disable=SC2086
"$sp" validate --quiet $valid >/dev/null || fail "validate of the installed valid samples is not clean"

# Outputs are captured first: under pipefail, `grep -q` closing a pipe early would fail the run.
out=$("$sp" rules) && grep -q '^troggu' <<<"$out" || fail "rules"
out=$("$sp" rules tapp-tarock) && grep -q 'rules options' <<<"$out" || fail "rules tapp-tarock"
out=$("$sp" explain play.must-follow-suit) && grep -q 'play.must-follow-suit (error)' <<<"$out" || fail "explain"
out=$("$sp" validate - <"$usr/share/stichprobe/samples/tapp-tarock/faulty-revoke.xml" || true)
grep -q '^<stdin>:33:17: error: \[play.must-follow-suit\]' <<<"$out" || fail "validate - does not read standard input"
out=$(MANWIDTH=80 man -l "$usr/share/man/man1/stichprobe.1.gz") && grep -q 'stichprobe validate' <<<"$out" ||
  fail "man -l of the installed page"

# Without samples beside it (and outside the build tree) there is no default input.
mkdir -p lone/bin
cp "$sp" lone/bin/
status=0
lone/bin/stichprobe validate 2>lone.err || status=$?
[ "$status" -eq 2 ] || fail "validate without input: exit $status, not 2"
grep -q "no FILE or DIR given" lone.err || fail "validate without input: $(cat lone.err)"
echo "check-package: $(basename "$deb") installs and runs ($(dpkg-deb -f "$deb" Installed-Size) kB; Depends: $depends)"
