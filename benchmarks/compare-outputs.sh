#!/usr/bin/env bash
# benchmarks/compare-outputs.sh: proves an optimisation changed no output.
#
#   benchmarks/compare-outputs.sh OLD_LAYOUTC NEW_LAYOUTC [WORKDIR]
#
# Runs both binaries over every spec and Swift file in specs/ (each on its own), every module
# folder in specs/modules/, and the 10,000-view benchmark workloads, in every output mode, and
# compares standard output, standard error and exit status byte for byte. Prints each input and
# mode that differs and exits 1 when any does; 0 when all are identical.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OLD="$1"; NEW="$2"
WORK="${3:-$(mktemp -d)}"
mkdir -p "$WORK/workloads"
cd "$ROOT"

for kind in wide realistic; do python3 benchmarks/generate.py "$kind" 10000 "$WORK/workloads" >/dev/null; done
python3 benchmarks/generate.py grid 12000 "$WORK/workloads" >/dev/null
python3 benchmarks/generate.py deep "$(python3 benchmarks/generate.py --deep-limit)" "$WORK/workloads" >/dev/null
python3 benchmarks/generate_module.py 125 "$WORK/workloads" >/dev/null

MODES=(
  "--types" "--types --pretty" "--frames" "--tree" "--tree --rtl" "--svg" "--snapshot"
  "--identities --format json" "--lint --format sarif" "--lint" "--explain"
  "--dependencies --format json" "--dump-typed" "--frames --sdk ios13" "--tree --device ipad --scale 3"
)

inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(find specs -name '*.ui' -o -name '*.swift' | grep -v '^specs/modules/' | sort)
while IFS= read -r d; do inputs+=("$d"); done < <(find specs/modules -mindepth 1 -maxdepth 1 | sort)
while IFS= read -r f; do inputs+=("$f"); done < <(find "$WORK/workloads" -name '*.ui' | sort)
inputs+=("$WORK/workloads/module-125")

run() {  # run BIN OUT INPUT MODE...
  local bin="$1" out="$2" input="$3"; shift 3
  (cd "$ROOT" && NO_COLOR=1 timeout 120 "$bin" "$input" "$@" >"$out.stdout" 2>"$out.stderr"; echo $? >"$out.status")
}

differ=0; compared=0
for input in "${inputs[@]}"; do
  for mode in "${MODES[@]}"; do
    # The big workloads only in the modes the benchmarks time and the ones that walk every node.
    case "$input" in "$WORK"/*) case "$mode" in --dump-typed|"--types --pretty"|"--tree --device ipad --scale 3"|"--frames --sdk ios13") continue ;; esac ;; esac
    # shellcheck disable=SC2086
    run "$OLD" "$WORK/old" "$input" $mode
    # shellcheck disable=SC2086
    run "$NEW" "$WORK/new" "$input" $mode
    compared=$((compared + 1))
    for part in stdout stderr status; do
      if ! cmp -s "$WORK/old.$part" "$WORK/new.$part"; then
        echo "differs: $input $mode ($part)"; differ=1
        diff "$WORK/old.$part" "$WORK/new.$part" | head -5
      fi
    done
  done
done
echo "compared $compared runs of ${#inputs[@]} inputs: $([ $differ = 0 ] && echo identical || echo DIFFERENT)"
exit $differ
