#!/usr/bin/env python3
"""Builds fuzz/.build/fuzz-layoutc: the libFuzzer harness linked with every library module the
driver needs, all compiled with `-sanitize=fuzzer,address` (coverage and ASan).

The module graph is read from the main package (`swift package describe --type json`), so a
module another engineer adds is picked up without editing this file, and the main
Package.swift never needs unsafe flags. Each module is compiled whole (`-wmo`) in dependency
order; a module whose sources, flags and dependencies are unchanged since the last build is
not recompiled (a stamp file holds the hash), which keeps reruns cheap on shared cores.

Usage: build_harness.py [--debug] [--no-asan]
  default -O: libFuzzer needs executions per second; --debug builds -Onone so that `assert`
  fires too. --no-asan leaves AddressSanitizer out (coverage only, into fuzz/.build-fast/):
  Swift's own checks still trap on overflow, bounds and unwrapping, and runs are several times
  faster, for the long passes that count executions.
"""
import hashlib
import json
import os
import subprocess
import sys

FUZZ = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(FUZZ)
FAST = "--no-asan" in sys.argv
OUT = os.path.join(FUZZ, ".build-fast" if FAST else ".build")
ENTRY = os.path.join(FUZZ, "Harness", "FuzzLayoutc.swift")
TOP = "LayoutcDriver"


def describe():
    """The main package's targets by name, as SwiftPM sees them now."""
    text = subprocess.check_output(
        ["swift", "package", "--scratch-path", os.path.join(OUT, "describe"), "describe", "--type", "json"],
        cwd=ROOT)
    return {t["name"]: t for t in json.loads(text)["targets"]}


def build_order(targets):
    """TOP and everything it depends on, dependencies first."""
    order, seen = [], set()

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        for dep in targets[name].get("target_dependencies", []) or []:
            visit(dep)
        order.append(name)

    visit(TOP)
    return order


def run(command):
    print("  " + " ".join(command[:6]) + (" ..." if len(command) > 6 else ""), flush=True)
    subprocess.check_call(command)


def main():
    optimisation = ["-Onone"] if "--debug" in sys.argv else ["-O"]
    common = ["-swift-version", "6", "-package-name", "layoutc", "-parse-as-library", "-g",
              "-sanitize=fuzzer" if FAST else "-sanitize=fuzzer,address", "-I", OUT, "-DSWIFT_PACKAGE"] + optimisation
    os.makedirs(OUT, exist_ok=True)
    targets = describe()
    objects, hashes = [], {}
    for name in build_order(targets):
        target = targets[name]
        if target.get("resources"):
            print(f"warning: {name} has resources; Bundle.module is not available in the fuzz build")
        sources = [os.path.join(ROOT, target["path"], s) for s in target["sources"]]
        digest = hashlib.sha256(" ".join(common).encode())
        for dep in target.get("target_dependencies", []) or []:
            digest.update(hashes[dep].encode())
        for path in sorted(sources):
            digest.update(path.encode())
            with open(path, "rb") as f:
                digest.update(f.read())
        hashes[name] = digest.hexdigest()
        obj, stamp = os.path.join(OUT, name + ".o"), os.path.join(OUT, name + ".stamp")
        objects.append(obj)
        if os.path.exists(obj) and os.path.exists(stamp) and open(stamp).read() == hashes[name]:
            print(f"{name}: up to date")
            continue
        print(f"{name}: compiling {len(sources)} files", flush=True)
        run(["swiftc", "-module-name", name, "-wmo", "-c", "-emit-module",
             "-emit-module-path", os.path.join(OUT, name + ".swiftmodule"), "-o", obj] + common + sources)
        with open(stamp, "w") as f:
            f.write(hashes[name])
    print("fuzz-layoutc: linking", flush=True)
    run(["swiftc", "-module-name", "FuzzLayoutc", "-o", os.path.join(OUT, "fuzz-layoutc")] + common + [ENTRY] + objects)


if __name__ == "__main__":
    main()
