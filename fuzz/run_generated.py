#!/usr/bin/env python3
"""Runs generated specs through the fuzz harness, once each, and counts what happened.

The harness (libFuzzer) given files instead of a corpus directory runs each one and stops at
the first crash, timeout or sanitizer report; this script runs them in batches and, after a
stop, records the spec that stopped it in the findings folder and goes on with the next.
With LAYOUTC_FUZZ_STATUS=1 the harness prints each spec's `--types` exit status, so the
report says how many generated specs were valid (status 0) and so reached the deeper stages.

Usage: run_generated.py HARNESS SPEC_DIR FINDINGS_DIR
"""
import os
import re
import shutil
import subprocess
import sys

BATCH = 200


def main():
    harness, folder, findings = sys.argv[1:4]
    specs = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".ui"))
    env = dict(os.environ, LAYOUTC_FUZZ_STATUS="1")
    statuses, failed = {}, []
    pending = specs
    while pending:
        batch, pending = pending[:BATCH], pending[BATCH:]
        result = subprocess.run([harness, "-timeout=10", "-rss_limit_mb=3072", "-detect_leaks=0"] + batch, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        # Each spec's status is the last one printed before libFuzzer reports it executed.
        executed, last = set(), None
        for line in result.stdout.splitlines():
            found = re.search(r"types status (\d+)", line)
            if found:
                last = found.group(1)
            done = re.match(r"Executed (.+?) in \d+ ms", line)
            if done and done.group(1) not in executed:
                executed.add(done.group(1))
                statuses[last] = statuses.get(last, 0) + 1
        if result.returncode != 0:
            # The first spec of the batch not reported as executed is the one that stopped it.
            culprit = next(s for s in batch if s not in executed)
            failed.append(culprit)
            name = "generated-" + os.path.basename(culprit)
            shutil.copy(culprit, os.path.join(findings, name))
            with open(os.path.join(findings, name + ".log"), "w") as log:
                log.write(result.stdout[-20000:])
            print(f"finding: {culprit} -> fuzz/findings/{name}", flush=True)
            pending = batch[batch.index(culprit) + 1:] + pending
    total = len(specs)
    print(f"generated: {total} specs run through every mode")
    print(f"valid: {statuses.get('0', 0)} compiled cleanly (exit status 0 of the first run: --types, or --frames with --fast); statuses {dict(sorted(statuses.items()))}")
    print(f"findings: {len(failed)} generated specs crashed or timed out")


if __name__ == "__main__":
    main()
