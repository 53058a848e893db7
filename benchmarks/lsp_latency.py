#!/usr/bin/env python3
"""Measures `layoutc lsp` as an editor uses it: the time from an edit to its diagnostics.

    lsp_latency.py LAYOUTC MODULE_DIR [EDITS]

Starts `LAYOUTC lsp` with MODULE_DIR as the workspace and a debounce of 0 ms, opens one row
view of the module (generate_module.py's `*Row.swift`), then makes EDITS edits to it (a
character added to, then taken from, a Text's literal), one at a time, each waiting for the
`publishDiagnostics` of its version. Prints the first (cold) check, then the median, 95th
percentile and largest edit-to-diagnostics time, the server's CPU time per edit (user and
system, all threads: what a shared machine's load does not stretch), its own time for each check (its
`checked N files ... in M ms` log line), and the server's resident memory after the first ten
edits, half of them and all (`/proc/PID/status`, Linux): an edit must replay no growth.
Timings go to stdout, never into tests.
"""
import json
import os
import statistics
import subprocess
import sys
import time


def p95(ascending):
    """The 95th percentile of a sorted list (nearest rank)."""
    return ascending[max(0, -(-len(ascending) * 95 // 100) - 1)]


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(f"usage: {argv[0]} LAYOUTC MODULE_DIR [EDITS]\n")
        return 2
    layoutc, root = argv[1], os.path.abspath(argv[2])
    edits = int(argv[3]) if len(argv) > 3 else 50
    row = next(os.path.join(d, f) for d, _, fs in sorted(os.walk(root)) for f in sorted(fs) if f.endswith("Row.swift"))
    text = open(row, encoding="utf-8").read()
    files = sum(f.endswith(".swift") for _, _, fs in os.walk(root) for f in fs)
    uri = "file://" + row
    server = subprocess.Popen([layoutc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    checks = []

    def receive():
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = server.stdout.read(1)
            if not byte:
                sys.exit(f"{layoutc} lsp ended (status {server.wait()}) before answering")
            header += byte
        length = int(header.split(b":")[1].split(b"\r")[0])
        message = json.loads(server.stdout.read(length))
        log = message.get("params", {}).get("message", "") if message.get("method") == "window/logMessage" else ""
        if log.startswith("layoutc: checked "):
            checks.append(int(log.rsplit(" in ", 1)[1].split()[0]))
        return message

    def published(version):
        while True:
            m = receive()
            p = m.get("params", {})
            if m.get("method") == "textDocument/publishDiagnostics" and p.get("uri") == uri and p.get("version") == version:
                return p["diagnostics"]

    def cpu_ms():
        # utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks.
        fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")

    def rss_kib():
        for line in open(f"/proc/{server.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    send({"id": 1, "method": "initialize", "params": {
        "rootUri": "file://" + root, "capabilities": {"general": {"positionEncodings": ["utf-8"]}},
        "initializationOptions": {"debounceMilliseconds": 0}}})
    while receive().get("id") != 1:
        pass
    send({"method": "initialized", "params": {}})
    started = time.perf_counter()
    send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    published(1)
    cold = (time.perf_counter() - started) * 1000
    # The first Text literal of the row: an edit that changes a view, not only whitespace.
    offset = text.index('Text("') + len('Text("')
    line = text[:offset].count("\n")
    character = offset - (text.rfind("\n", 0, offset) + 1)
    times, rss_after_ten, rss_half = [], 0, 0
    cpu_before = cpu_ms()
    for i in range(edits):
        adding = i % 2 == 0
        change = {"range": {"start": {"line": line, "character": character},
                            "end": {"line": line, "character": character + (0 if adding else 1)}},
                  "text": "x" if adding else ""}
        started = time.perf_counter()
        send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": i + 2}, "contentChanges": [change]}})
        diagnostics = published(i + 2)
        times.append((time.perf_counter() - started) * 1000)
        if i == 9:
            rss_after_ten = rss_kib()
        if i == edits // 2 - 1:
            rss_half = rss_kib()
    rss_end = rss_kib()
    cpu_per_edit = (cpu_ms() - cpu_before) / edits
    send({"id": 2, "method": "shutdown"})
    while receive().get("id") != 2:
        pass
    send({"method": "exit"})
    status = server.wait(timeout=30)
    times.sort()
    edit_checks = sorted(checks[1:])
    print(f"module: {files} files; edits: {edits}; diagnostics on the edited file: {len(diagnostics)}")
    print(f"open (cold check): {cold:.0f} ms")
    print(f"edit to diagnostics: median {statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms, max {times[-1]:.0f} ms")
    print(f"server's CPU time per edit (all threads): {cpu_per_edit:.0f} ms")
    if edit_checks:
        print(f"server's check: median {statistics.median(edit_checks):.0f} ms, p95 {p95(edit_checks)} ms, max {edit_checks[-1]} ms")
    print(f"resident memory: {rss_after_ten / 1024:.1f} MiB after 10 edits, {rss_half / 1024:.1f} MiB after {edits // 2}, "
          f"{rss_end / 1024:.1f} MiB after {edits}")
    print(f"exit status: {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
