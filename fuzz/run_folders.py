#!/usr/bin/env python3
"""Runs layoutc over hostile folders (hostile_folders.py) under the hostile corpus's limits and
saves what goes wrong to fuzz/findings/ (docs/robustness.md, "Fuzzing").

  run_folders.py BINARY --count N [--seed S] [--scale X] [--exclude CLASS,...] [--modes M,...]
  run_folders.py BINARY --corpus [CASE...]       the corpus cases instead of random folders
  run_folders.py BINARY --seconds T ...          random folders until T seconds have passed

Each folder is run in every mode (MODES) as its own process under `ulimit -v` 4 GiB and
`ulimit -t` 20 s of CPU (a wall-clock limit catches a run that waits without computing), and a
run is a finding when it ends by a signal or past a limit, exits other than 0, 1 or 2, prints a
raw control character or text of a file outside the folder (the generator's sentinel), matches
what its class forbids (or, in --types, misses what it requires), changes a file in the folder, or when a snapshot it wrote does not
check unchanged. A finding's log names the command that writes its folder again.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in fuzz/
import hostile_folders as hf  # noqa: E402

MEMORY_KIB = 4_194_304
CPU_SECONDS = 20
WALL_SECONDS = 120

# Each mode: the arguments before the folder; OUTPUT is the class's file to write over (-o),
# SNAPSHOT a file outside the folder, FIFO a FIFO outside it.
MODES = {
    "types": ["--types"],
    "lint": ["--lint"],
    "frames": ["--frames"],
    "snapshot": ["--snapshot", "-o", "SNAPSHOT"],
    "fifo-snapshot": ["--check-snapshot", "FIFO"],
    "fifo-baseline": ["--lint", "--baseline", "FIFO"],
    "fifo-config": ["--lint", "--config", "FIFO"],
    "lint-o": ["--lint", "-o", "OUTPUT"],
}


def raw_control(data):
    """The first C0 control other than LF and tab, DEL, or C1 control (UTF-8) in `data`."""
    m = re.search(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]", data)
    return None if m is None else repr(m.group(0))


def run(binary, arguments, cwd):
    script = f'ulimit -v {MEMORY_KIB} && ulimit -t {CPU_SECONDS} && exec "$0" "$@"'
    started = time.time()
    try:
        p = subprocess.run(["/bin/sh", "-c", script, binary] + arguments, cwd=cwd, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=WALL_SECONDS, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
        return p.returncode, p.stdout, p.stderr, time.time() - started, False
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b"", time.time() - started, True


def problems(status, out, err, timed_out, forbidden):
    if timed_out:
        return [f"no answer within {WALL_SECONDS} s"]
    if status == -24 or status == 128 + 24:
        return [f"more than {CPU_SECONDS} s of CPU time"]
    if status < 0:
        return [f"killed by signal {-status}"]
    found = []
    if status not in (0, 1, 2):
        found.append(f"exit status {status}")
    for name, data in (("stdout", out), ("stderr", err)):
        if (c := raw_control(data)) is not None:
            found.append(f"raw control character {c} in {name}")
        if hf.SENTINEL.encode() in data:
            found.append(f"text of a file outside the folder in {name}")
        for pattern in forbidden:
            if re.search(pattern.encode(), data):
                found.append(f"{name} matches {pattern!r}")
    return found


def first_source(path):
    """The first regular `.swift` file under `path` in path order, links and hidden folders left
    out; `path/ContentView.swift` when there is none."""
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not os.path.islink(os.path.join(root, d)))
        for f in sorted(files):
            full = os.path.join(root, f)
            if f.endswith(".swift") and f != "Package.swift" and os.path.isfile(full) and not os.path.islink(full):
                return full
    return os.path.join(path, "ContentView.swift")


def check_folder(binary, work, folder, classes, modes, log):
    """Runs every mode on `work/folder`; returns the findings as (mode, problems, detail)."""
    path = os.path.join(work, folder)
    # What a class forbids or requires holds of a folder of that class alone: classes mixed in
    # one module may declare the same view, or name a missing file, on purpose.
    forbidden = [p for name, _ in classes for p in hf.CLASSES[name][1]] if len(classes) == 1 else []
    required = [p for name, _ in classes for p in hf.CLASSES[name][3]] if len(classes) == 1 else []
    # `-o` names a file the run reads: the class's own file where the class is the folder (its
    # project, manifest or configuration), else a Swift source of the folder (a class nested in
    # a subfolder has its `.layoutc.json` out of the run's reach, and a missing name would be a
    # new file, which `-o` may write).
    output = next((os.path.join(path, sub, hf.CLASSES[name][2]) for name, sub in classes
                   if not sub and os.path.lexists(os.path.join(path, sub, hf.CLASSES[name][2]))), None) or first_source(path)
    before = hf.fingerprint(path)
    findings = []
    for mode in modes:
        snapshot = os.path.join(work, folder + ".snapshot")
        arguments = [{"OUTPUT": output, "SNAPSHOT": snapshot, "FIFO": os.path.join(work, "fifo")}.get(a, a) for a in MODES[mode]]
        arguments.append(folder)
        status, out, err, seconds, timed_out = run(binary, arguments, work)
        found = problems(status, out, err, timed_out, forbidden)
        if mode == "types" and not timed_out:
            found += [f"no output matches {p!r}" for p in required if not re.search(p.encode(), out + err)]
        if mode == "snapshot" and not found and status == 0 and os.path.exists(snapshot):
            status2, out2, err2, _, timed_out2 = run(binary, ["--check-snapshot", snapshot, folder], work)
            found += problems(status2, out2, err2, timed_out2, forbidden)
            if not timed_out2 and status2 != 0:
                found.append(f"--check-snapshot of its own snapshot exits {status2}")
                err += b"\n--- --check-snapshot:\n" + out2[-1500:] + err2[-1500:]
        if os.path.exists(snapshot):
            os.remove(snapshot)
        after = hf.fingerprint(path)
        if after != before:
            found.append("a file in the folder changed")
        log(f"{folder} {mode}: {status} in {seconds:.1f} s" + (f": {'; '.join(found)}" if found else ""))
        if found:
            findings.append((mode, found, arguments, out[-2000:], err[-3000:]))
        if after != before:
            break  # the folder is not what it was: the other modes would test something else
    return findings


def save(findings_dir, folder, classes, regenerate, mode, found, arguments, out, err):
    os.makedirs(findings_dir, exist_ok=True)
    name = f"folder-{folder}-{mode}.log"
    with open(os.path.join(findings_dir, name), "w", errors="backslashreplace") as f:
        f.write(f"classes: {' '.join(n + (' in ' + s if s else '') for n, s in classes)}\n")
        f.write(f"problems: {'; '.join(found)}\n")
        f.write(f"folder: {regenerate}\n")
        f.write(f"run (in that folder's parent): layoutc {' '.join(arguments)}\n")
        f.write("--- stdout (end)\n" + out.decode("utf-8", "backslashreplace") + "\n")
        f.write("--- stderr (end)\n" + err.decode("utf-8", "backslashreplace") + "\n")
    return name


def main():
    global WALL_SECONDS
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("binary")
    ap.add_argument("cases", nargs="*")
    ap.add_argument("--corpus", action="store_true")
    ap.add_argument("--count", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=0)
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--exclude", default="")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--findings", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "findings"))
    ap.add_argument("--wall", type=float, default=WALL_SECONDS, help="seconds of wall-clock time a run may take")
    ap.add_argument("--keep", action="store_true", help="keep the folders (printed at the end)")
    a = ap.parse_intermixed_args()
    binary = os.path.abspath(a.binary)
    WALL_SECONDS = a.wall
    modes = a.modes.split(",")
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        ap.error(f"unknown mode {unknown[0]}; modes: {', '.join(MODES)}")
    work = tempfile.mkdtemp(prefix="layoutc-folders-")
    generator = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile_folders.py")
    started = time.time()
    counts = {"folders": 0, "runs": 0, "findings": 0}
    by_problem = {}
    try:
        if a.corpus:
            names = a.cases or list(hf.CLASSES)
            subprocess.run([sys.executable, generator, "--corpus", work] + names, check=True)
            for name in names:
                run_one(binary, work, name, [(name, "")], f"{generator} --corpus DIR {name}", modes, a, counts, by_problem)
        k = 0
        while not a.corpus and (k < a.count if a.count else time.time() - started < a.seconds):
            options = ["--random", "1", "--first", str(k), "--seed", str(a.seed), "--scale", str(a.scale), "--exclude", a.exclude]
            line = subprocess.run([sys.executable, generator] + options + ["--out", work],
                                  check=True, capture_output=True, text=True).stdout
            entry = json.loads(line)
            regenerate = f"{generator} {' '.join(options[:-1])} '{a.exclude}' --out DIR"
            run_one(binary, work, entry["folder"], [tuple(c) for c in entry["classes"]], regenerate, modes, a, counts, by_problem)
            if not a.keep:
                subprocess.run(["rm", "-rf", os.path.join(work, entry["folder"])])
            k += 1
    finally:
        if a.keep:
            print(f"folders kept in {work}")
        else:
            subprocess.run(["rm", "-rf", work])
    print(f"== {counts['folders']} folders, {counts['runs']} runs in {time.time() - started:.0f} s: "
          f"{counts['findings']} findings (seed {a.seed}, scale {a.scale})")
    for key, n in sorted(by_problem.items(), key=lambda x: (-x[1], x[0])):
        print(f"  {n:5d}  {key}")


def run_one(binary, work, folder, classes, regenerate, modes, a, counts, by_problem):
    counts["folders"] += 1
    findings = check_folder(binary, work, folder, classes, modes, lambda s: print(s, flush=True))
    counts["runs"] += len(modes)
    for mode, found, arguments, out, err in findings:
        counts["findings"] += 1
        save(a.findings, folder, classes, regenerate, mode, found, arguments, out, err)
        for problem in found:
            key = f"{mode}: {re.sub(r'[0-9.]+ s', 'N s', problem)} [{'+'.join(n for n, _ in classes)}]"
            by_problem[key] = by_problem.get(key, 0) + 1


if __name__ == "__main__":
    main()
