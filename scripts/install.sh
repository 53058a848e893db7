#!/bin/sh
# Installs the layoutc release binary: builds it with `swift build -c release` unless it is
# already built, then copies it to $PREFIX/bin/layoutc (PREFIX defaults to ~/.local).
#
#   scripts/install.sh                      # ~/.local/bin/layoutc
#   PREFIX=/usr/local sudo -E scripts/install.sh
#   scripts/install.sh --no-build           # install what `swift build -c release` built
#   scripts/install.sh --from PATH          # install this binary (tests use a debug build)
#
# It writes nothing but $PREFIX/bin/layoutc: an existing file there is replaced only when it is
# a layoutc (it answers `--version` with "layoutc version"), and never through a symbolic link.
# The copy is made beside it and renamed over it, so a running layoutc is never half written.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
prefix=${PREFIX:-"$HOME/.local"}
build=yes
built=
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=no ;;
    --from) [ $# -ge 2 ] || { echo "install.sh: --from needs a path" >&2; exit 2; }; built=$2; build=no; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ "$build" = yes ]; then
  (cd "$here" && swift build -c release --product layoutc)
fi
if [ -z "$built" ]; then
  built=$(cd "$here" && swift build -c release --show-bin-path)/layoutc
fi
if [ ! -x "$built" ]; then
  echo "install.sh: no release binary at $built; run 'swift build -c release' first" >&2
  exit 1
fi

bin="$prefix/bin"
target="$bin/layoutc"
if [ -L "$target" ]; then
  echo "install.sh: $target is a symbolic link; refusing to replace it" >&2
  exit 1
fi
if [ -e "$target" ]; then
  case $("$target" --version 2>/dev/null || true) in
    "layoutc version"*) ;;
    *) echo "install.sh: $target exists and is not layoutc; refusing to replace it" >&2; exit 1 ;;
  esac
fi
mkdir -p "$bin"
temporary="$bin/.layoutc.install.$$"
trap 'rm -f "$temporary"' EXIT
cp "$built" "$temporary"
chmod 755 "$temporary"
mv -f "$temporary" "$target"
trap - EXIT
echo "installed $("$target" --version) at $target"
case ":$PATH:" in
  *":$bin:"*) ;;
  *) echo "note: $bin is not on PATH; add it (export PATH=\"$bin:\$PATH\") to run 'layoutc'" ;;
esac
