#!/usr/bin/env python3
"""Runs a command several times and prints what run.sh records about it:

    measure.py RUNS TIMEOUT_S COMMAND...   ->  <median wall ms> <peak KiB> <status> <median CPU ms>

- wall: a monotonic clock around each run;
- CPU: the child's user + system time from `wait4`'s rusage (microseconds; `/usr/bin/time`
  prints it rounded to 10 ms, which is all of a small run);
- peak: the largest `ru_maxrss` of the runs, the figure `/usr/bin/time -v` prints as "Maximum
  resident set size";
- status: the last run's exit status; 124 when a run outlived TIMEOUT_S (0: no limit) and was
  killed, as coreutils' `timeout` reports it.

The command's stdout is discarded and its stderr kept in $MEASURE_STDERR (if set), so that
run.sh can show why a command failed. Runs stop early after a timeout.
"""
import os
import signal
import statistics
import subprocess
import sys
import time


def run_once(command, timeout, stderr_path):
    with open(stderr_path or os.devnull, "wb") as err:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        deadline = start + timeout if timeout > 0 else None
        while True:
            # Without a time limit, block: polling would add up to a millisecond to every run.
            pid, status, usage = os.wait4(child.pid, os.WNOHANG if deadline else 0)
            if pid:
                break
            if deadline and time.perf_counter() > deadline:
                os.killpg(child.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(child.pid, 0)
                return time.perf_counter() - start, usage, 124
            time.sleep(0.001)
        wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return wall, usage, (128 - code if code < 0 else code)


def main(argv):
    if len(argv) < 4:
        sys.stderr.write(f"usage: {argv[0]} RUNS TIMEOUT_S COMMAND...\n")
        return 2
    runs, timeout, command = int(argv[1]), float(argv[2]), argv[3:]
    walls, cpus, peak, status = [], [], 0, 0
    for _ in range(max(1, runs)):
        wall, usage, status = run_once(command, timeout, os.environ.get("MEASURE_STDERR"))
        walls.append(wall * 1000)
        cpus.append((usage.ru_utime + usage.ru_stime) * 1000)
        peak = max(peak, usage.ru_maxrss)
        if status == 124:
            break
    print(f"{statistics.median(walls):.3f} {peak} {status} {statistics.median(cpus):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
