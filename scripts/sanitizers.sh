#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer, then ThreadSanitizer (docs/robustness.md).
#
#   scripts/sanitizers.sh [asan|tsan]...      (default: both, ASan first)
#
# Each sanitizer builds in its own scratch folder (.build-asan, .build-tsan; gitignored), so
# neither disturbs the everyday .build. Not part of .ci/run: two extra instrumented builds
# exceed the CI time budget. Builds and tests run niced with one job at a time, so the machine
# stays usable while they run (expect tens of minutes on two cores).
#
# Leak checking is off under ASan: Swift stores pointers in the spare bits of enum payloads,
# where LeakSanitizer cannot see them, so it reports leaks that are not. The Swift runtime's
# crash reporter is off too: it reads raw memory, which ASan reports as a bug of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=detect_leaks=0
export TSAN_OPTIONS=halt_on_error=1
status=0
for sanitizer in "${@:-asan tsan}"; do
  for s in $sanitizer; do
    case $s in
      asan) name=address ;;
      tsan) name=thread ;;
      *) echo "unknown sanitizer '$s' (asan or tsan)"; exit 2 ;;
    esac
    echo "== swift test --sanitize=$name (scratch .build-$s)"
    started=$(date +%s)
    if nice -n 15 swift build --build-tests --sanitize="$name" --scratch-path ".build-$s" -j 1 &&
      nice -n 15 swift test --skip-build --sanitize="$name" --scratch-path ".build-$s" --no-parallel; then
      echo "== $s: passed in $(( $(date +%s) - started )) s"
    else
      echo "== $s: FAILED after $(( $(date +%s) - started )) s"
      status=1
    fi
  done
done
exit $status
