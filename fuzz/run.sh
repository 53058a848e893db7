#!/usr/bin/env bash
# Fuzzes the whole layoutc pipeline for SECONDS seconds (docs/robustness.md).
#
#   fuzz/run.sh [--fast] SECONDS [GENERATED]
#
# --fast: the long pass that counts executions. No AddressSanitizer (Swift's own checks still
# trap) and three runs per input instead of eleven (LAYOUTC_FUZZ_RUNS=few, see the harness):
# several times the executions per second. The default pass, with ASan and every run, is the
# thorough one; both share the corpus.
#
# 1. Builds fuzz/.build/fuzz-layoutc (build_harness.py: every module with -sanitize=fuzzer,address)
#    and fuzzes a copy of it, so a rebuild cannot change the binary under a running fuzzer.
# 2. Grammar-aware pass: writes GENERATED (default 2000) specs with generate_specs.py (valid
#    ones, and a tenth hostile: hostile_specs.py) and runs each through the harness once
#    (run_generated.py), reporting how many type-check.
# 3. Coverage-guided pass: libFuzzer for SECONDS, seeded with a fresh copy of specs/**/*.ui, a
#    sample of the generated specs and the corpus kept from earlier runs (fuzz/.work/corpus), with
#    a dictionary of the language's words. One worker at a time (-fork=1: a crash, timeout or
#    out-of-memory is recorded and the run goes on), niced, so the shared cores stay usable.
# Findings (crash-*, timeout-*, oom-*, and generated specs that crashed) go to fuzz/findings/.
# Installs nothing; exits 0 with a message when swiftc cannot build with -sanitize=fuzzer.
set -euo pipefail

fast=0
if [ "${1:-}" = "--fast" ]; then fast=1; shift; fi
duration=${1:?usage: fuzz/run.sh [--fast] SECONDS [GENERATED]}
generated=${2:-2000}
fuzz=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz")
work=$fuzz/.work
findings=$fuzz/findings
mkdir -p "$work" "$findings" "$work/corpus"

# The Swift runtime's own crash reporter reads raw memory, which ASan reports as a bug of its
# own; libFuzzer's handler prints the stack instead. Leak checking is off: Swift keeps pointers
# in the spare bits of enum payloads, which LeakSanitizer cannot see, so every run "leaks";
# memory that really grows per input is caught by -rss_limit_mb.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1

probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }\n' \
  >"$probe/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/probe.swift" -o "$probe/probe" >/dev/null 2>&1; then
  echo "fuzz: skipped: this swiftc cannot build with -sanitize=fuzzer (libFuzzer ships with the Linux toolchains)"
  exit 0
fi

echo "== building the harness"
build=$fuzz/.build
build_flags=()
if [ $fast = 1 ]; then
  build=$fuzz/.build-fast
  build_flags=(--no-asan)
  export LAYOUTC_FUZZ_RUNS=few
fi
nice -n 10 python3 "$fuzz/build_harness.py" "${build_flags[@]}" 2>&1 | grep -v "Cannot export local symbol" || true
[ -x "$build/fuzz-layoutc" ] || { echo "fuzz: the harness did not build"; exit 2; }
cp "$build/fuzz-layoutc" "$work/fuzz-layoutc"

echo "== seeds"
rm -rf "$work/seeds" "$work/generated"
mkdir -p "$work/seeds"
(cd "$root/specs" && find . -name '*.ui' | while read -r f; do cp "$f" "$work/seeds/$(echo "${f#./}" | tr / _)"; done)
# The hostile corpus's small attacks (the big ones would raise libFuzzer's input length).
find "$fuzz/hostile-corpus" -name '*.ui' -size -8k -exec cp {} "$work/seeds/" \;
python3 "$fuzz/make_dictionary.py" "$root" >"$work/layoutc.dict"
echo "$(ls "$work/seeds" | wc -l) specs, $(grep -c . "$work/layoutc.dict") dictionary words"

echo "== grammar-aware pass: $generated generated specs"
python3 "$fuzz/generate_specs.py" --count "$generated" --seed "$(date +%s)" --out "$work/generated"
nice -n 10 python3 "$fuzz/run_generated.py" "$work/fuzz-layoutc" "$work/generated" "$findings" | tee "$work/generated.log"
# The first specs of the pass also seed libFuzzer, to start it deep in the pipeline.
mkdir -p "$work/seeds-generated"
rm -f "$work/seeds-generated"/*
# (An array, not `ls | head`: under pipefail, head closing the pipe early killed the script.)
# (Only the valid ones: the hostile share is up to megabytes a spec, and would set libFuzzer's
# input length and slow every execution.)
generated_specs=("$work/generated"/gen-*)
cp "${generated_specs[@]:0:300}" "$work/seeds-generated/"

echo "== coverage-guided pass: $duration s"
before=$(ls "$findings" | wc -l)
(cd "$work" && nice -n 10 ./fuzz-layoutc -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -timeout=5 -rss_limit_mb=3072 -max_len=16384 -detect_leaks=0 -max_total_time="$duration" \
  -dict="$work/layoutc.dict" -artifact_prefix="$findings/" \
  corpus seeds seeds-generated 2>&1 | tee "$work/fuzz.log" | grep -E "^#[0-9]+: |^INFO: (fuzzed|exiting)|ERROR|Fatal error" || true)

echo "== totals"
last=$(grep -E "^#[0-9]+: " "$work/fuzz.log" | tail -1 || true)
executions=$(echo "$last" | sed -E 's/^#([0-9]+):.*/\1/')
echo "libFuzzer: ${executions:-0} executions in $duration s ($(( ${executions:-0} / (duration > 0 ? duration : 1) )) exec/s)"
echo "coverage: $(echo "$last" | grep -oE 'cov: [0-9]+ ft: [0-9]+' || echo 'n/a'), corpus $(ls "$work/corpus" | wc -l) inputs"
echo "crashes/timeouts/ooms: $(echo "$last" | grep -oE 'oom/timeout/crash: [0-9/]+' || echo 'n/a')"
grep -E "^(generated|valid|findings)" "$work/generated.log" || true
echo "new findings in fuzz/findings: $(( $(ls "$findings" | wc -l) - before )) (total $(ls "$findings" | wc -l))"
