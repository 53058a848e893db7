#!/usr/bin/env python3
"""Measures layoutc on real SwiftUI apps (issue 17): how much of an app's own Swift it reads.

    scripts/measure-real-code.py [options] APP_DIR...

Each APP_DIR is a checkout of an app, already on disk: the script never fetches, builds or
changes anything in it. It runs the release layoutc (`.build/release/layoutc`, or
`--layoutc PATH`) and reports, per app and in total:

- view files: `.swift` files that declare a type conforming to `View`;
- lint: the share of view files where `layoutc --lint` reports no error (notes, warnings and
  lint findings allowed: exit status 0 or 1);
- types: the share of `body` members whose type layoutc prints (opaque parts allowed, counted);
- previews: the share of `#Preview` and `PreviewProvider` roots that `--frames` lays out (the
  previews in its output, whatever the exit status: a failing preview no longer keeps the
  others of its file or module back);
- parse: the share of all `.swift` files (and of view files) that `layoutc --dump-ast` parses
  with no error: the grammar alone;
- crashes (the process ended by a signal), timeouts (each run has `--timeout` seconds), the
  largest resident size of a run: every `.swift` file is run at least once;
- the time of `layoutc --lint` over the whole app;
- the top causes of failure: the first error of each failing file by diagnostic id, by message
  pattern (quoted names replaced by `_`), the names in "cannot find" errors, and every error by id.

Two ways of compiling, both reported:

- per file: each view file alone (names from other files are missing, as in a spec);
- per module: the files of one module named together on the command line, which layoutc
  compiles as one module. A module is a SwiftPM target (`Sources/<Target>/` under a folder
  holding `Package.swift`); the app's other files form one module per top-level folder (an
  Xcode target, roughly). Test folders (`Tests`, `*Tests`, `*UITests`) and `Package.swift`
  manifests are left out.

The headline is the whole app run the way a user runs it, `layoutc --lint APP_DIR` (with the
release build, timed), and the same directory in the default types mode and with `--frames`:
view files with no error located in them (an error in another file fails only what uses it),
of those the ones none of whose views was skipped for using a failed declaration (a
`sema.skipped-view` note), `body` members typed and previews laid out. When layoutc does not
read a directory of `.swift` files as a module yet, the app's files are named instead. An error
is a compiler error (`parse.*`, `sema.*`, `eval.*`, ...): a lint finding of error severity
(`random-identifier`) is the rules at work and does not fail its file. Also counted:

- bodies typed with no unmarked hole: a `body` whose printed type has no `<<error type>>`, no
  opaque `some View` and no generic type printed without its arguments (a bare `ForEach`),
  unless an `assumed.*` (or `sema.not-modelled`) note names it (`<assumed ...>` placeholders are marked by definition);
- `--canary`: each app is copied to a temporary folder (its own folder is never changed), a
  view of the script's own (`LayoutcCanaryView`: a `ForEach` over an array with `id: \.self`
  whose `Text` has `.id(UUID())`) is appended to one real view file, and the copy is linted
  whole: the canary counts as linted when `random-identifier` reports it, proof that the rules
  ran on the app (not skipped, not stopped by an error elsewhere);
- the whole-app causes: the first error of each failing file, skipped views by the failed
  declaration they depend on, and the names assumptions are made on, split into standard
  Swift/Foundation/SwiftUI names, members the app does not declare, the app's own names and
  really unknown ones (packages, generated code).

Output: a summary on standard output; `--json FILE` writes every measurement (per file, per
module, every diagnostic's id, message and location) for a closer look; `--examples` adds the
source line of each cause's first example to the summary (for your own reading: don't copy an
app's code into the repository).

`--self-test` checks the counting (view files, bodies, previews, modules, causes) on a small app
it writes itself, without layoutc.

Python 3.8+, standard library only.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

# Frames documents of deep view trees nest deeper than json's default recursion allows.
sys.setrecursionlimit(100_000)
import threading
import time

EXCLUDED_DIRS = {".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane"}
TEST_DIR = re.compile(r"^(Tests|.*Tests|.*UITests|.*Test)$")

# A type declaration with an inheritance clause: `struct A<T>: View, Equatable where ... {`.
DECL = re.compile(
    r"^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|private|fileprivate|internal|open|final|"
    r"nonisolated|package|indirect)[ \t]+)*(struct|class|enum|extension|actor)[ \t]+([\w.]+)[ \t]*"
    r"(?:<[^{\n]*?>)?[ \t]*:[ \t]*([^{\n]+?)[ \t]*\{",
    re.M,
)
BODY = re.compile(r"\bvar[ \t]+body[ \t]*:[ \t]*some[ \t]+(?:SwiftUI\.)?View\b")
PREVIEW_MACRO = re.compile(r"^[ \t]*#Preview\b", re.M)
QUOTED = re.compile(r"'[^']*'")


def conformances(clause):
    clause = re.sub(r"\bwhere\b.*", "", clause)
    return [c.strip() for c in clause.split(",")]


def strip_comments(text):
    """Drops `/* */` blocks and whole-line `//` comments (enough for counting declarations)."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"^[ \t]*//.*$", "", text, flags=re.M)


class SwiftFile:
    def __init__(self, app, path):
        self.app = app
        self.path = path
        self.rel = os.path.relpath(path, app)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                self.text = f.read()
        except OSError:
            self.text = ""
        code = strip_comments(self.text)
        self.lines = self.text.count("\n") + 1
        self.views = []
        self.providers = 0
        for m in DECL.finditer(code):
            names = conformances(m.group(3))
            if "View" in names or "SwiftUI.View" in names:
                self.views.append(m.group(2))
            if "PreviewProvider" in names or "SwiftUI.PreviewProvider" in names:
                self.providers += 1
        self.bodies = len(BODY.findall(code))
        self.macros = len(PREVIEW_MACRO.findall(code))

    @property
    def is_view_file(self):
        # A `body: some View` counts too: a type can be a View through a protocol of the app's.
        return bool(self.views) or self.bodies > 0

    @property
    def previews(self):
        return self.macros + self.providers


def swift_files(app):
    """Every `.swift` file of the app, sorted, without tests, manifests and build folders."""
    found = []
    for root, dirs, files in os.walk(app):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in EXCLUDED_DIRS and not TEST_DIR.match(d))
        for name in sorted(files):
            if name.endswith(".swift") and name != "Package.swift":
                found.append(os.path.join(root, name))
    return found


def module_of(app, path):
    """SwiftPM target `Sources/<T>` under a package, else the app's top-level folder."""
    rel = os.path.relpath(path, app).split(os.sep)
    for i in range(len(rel) - 2, -1, -1):
        if rel[i] == "Sources" and i + 1 < len(rel) - 1:
            pkg = os.path.join(app, *rel[:i])
            if os.path.exists(os.path.join(pkg, "Package.swift")):
                return os.path.join(*rel[: i + 2])
    return rel[0] if len(rel) > 1 else "."


class Run:
    """One layoutc process: status, output, time, peak memory."""

    def __init__(self, status, stdout, stderr, seconds, maxrss_kb, timed_out):
        self.status = status  # exit status, or -signal
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.maxrss_kb = maxrss_kb
        self.timed_out = timed_out

    @property
    def crashed(self):
        return self.status < 0 and not self.timed_out

    def diagnostics(self):
        """The JSON diagnostics of the run, from whichever stream holds them, in one shape:
        `{"id", "severity", "message", "file", "line", "column"}`. The compiler's diagnostics
        (`--format json`) say `id` and `range`; the lint report says `rule`, `line`, `column`."""
        found = []
        for stream in (self.stderr, self.stdout):
            for candidate in json_documents(stream):
                if isinstance(candidate, list) and all(isinstance(d, dict) and ("id" in d or "rule" in d) for d in candidate):
                    found += [normalised(d) for d in candidate]
        return found

    def json_output(self):
        for candidate in json_documents(self.stdout):
            return candidate
        return None


def normalised(d):
    start = (d.get("range") or {}).get("start") or {}
    return {"id": d.get("id") or d.get("rule") or "?", "severity": d.get("severity", ""),
            "message": d.get("message", ""), "file": d.get("file"),
            "line": d.get("line", start.get("line")), "column": d.get("column", start.get("column"))}


def json_documents(text):
    text = text.strip()
    if not text:
        return []
    try:
        return [json.loads(text)]
    except ValueError:
        pass
    # Several documents (output and diagnostics on one stream): split at top-level boundaries.
    docs, decoder, i = [], json.JSONDecoder(), 0
    while i < len(text):
        while i < len(text) and text[i] in " \t\r\n":
            i += 1
        if i >= len(text):
            break
        try:
            doc, end = decoder.raw_decode(text, i)
        except ValueError:
            break
        docs.append(doc)
        i = end
    return docs


# GNU time reports the peak memory of layoutc itself. A child's own rusage would not do: Linux
# carries the high-water mark of the Python process it was forked from across exec.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run(layoutc, args, timeout):
    start = time.monotonic()
    command = [layoutc] + args
    report = None
    if GNU_TIME:
        fd, report = tempfile.mkstemp(prefix="measure-real-code-", suffix=".time")
        os.close(fd)
        command = [GNU_TIME, "-f", "maxrss %M", "-o", report] + command
    proc = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(os.environ, NO_COLOR="1"), start_new_session=True,
    )
    chunks = {"out": [], "err": []}

    def drain(stream, key):
        for block in iter(lambda: stream.read(65536), b""):
            chunks[key].append(block)

    readers = [threading.Thread(target=drain, args=(proc.stdout, "out")), threading.Thread(target=drain, args=(proc.stderr, "err"))]
    for r in readers:
        r.start()
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass

    timer = threading.Timer(timeout, kill)
    timer.start()
    _, raw, usage = os.wait4(proc.pid, 0)
    timer.cancel()
    proc.returncode = 0  # reaped here, with its resource usage; Popen must not wait again
    for r in readers:
        r.join()
    seconds = time.monotonic() - start
    status = -os.WTERMSIG(raw) if os.WIFSIGNALED(raw) else os.WEXITSTATUS(raw)
    maxrss = usage.ru_maxrss
    if report:
        try:
            with open(report) as f:
                text = f.read()
        finally:
            os.unlink(report)
        m = re.search(r"terminated by signal (\d+)", text)
        if m:
            status = -int(m.group(1))
        m = re.search(r"maxrss (\d+)", text)
        maxrss = int(m.group(1)) if m else 0
    out = b"".join(chunks["out"]).decode("utf-8", "replace")
    err = b"".join(chunks["err"]).decode("utf-8", "replace")
    return Run(status, out, err, seconds, maxrss, timed_out.is_set())


def directory_mode_supported(layoutc):
    """Whether `layoutc DIR` reads the `.swift` files of a directory (as one module)."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "Probe.swift"), "w") as f:
            f.write("import SwiftUI\n\nstruct Probe: View {\n  var body: some View {\n    Text(\"probe\")\n  }\n}\n")
        r = run(layoutc, [d, "--format", "json"], 30)
        out = r.json_output()
        return isinstance(out, list) and any(isinstance(e, dict) and e.get("view") == "Probe" for e in out)


def errors_of(run_result):
    return [d for d in run_result.diagnostics() if d.get("severity") == "error"]


# Errors that name something layoutc does not know: the name is the last quoted word.
NAME_IDS = ("sema.cannot-find", "sema.cannot-find-type", "sema.unknown-macro", "sema.no-member",
            "sema.implicit-member", "sema.environment-key", "sema.extraneous-label")
DECLARED = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)[ \t]+([A-Za-z_]\w*)")
CONDITIONAL = re.compile(r"^[ \t]*#(if|elseif|else|endif)\b")


def category(diag, token, declared):
    """A cause in words a fixer can act on: the construct a parse error stops at, or the kind
    of name sema does not know."""
    ident, message = diag["id"], diag.get("message", "")
    quoted = [q.strip("'") for q in QUOTED.findall(message)]
    if token.startswith("#") and token.endswith(" line"):
        return "#if configuration blocks"
    if ident == "parse.unsupported-declaration" and quoted:
        return "'%s' declarations" % quoted[0]
    if ident.startswith(("parse.", "lex.")):
        t = token.rstrip("?!") if token in ("try?", "try!") else token
        return "%s at `%s`" % (ident, t)
    if ident in ("sema.cannot-find", "sema.cannot-find-type") and quoted:
        name = quoted[-1].split("<")[0].split(".")[0].rstrip("?!")
        return "name declared in another file of the app" if name in declared else "name from outside the app (SwiftUI, Foundation, another module)"
    if ident == "sema.environment-key":
        return "environment key outside the vocabulary"
    if ident in ("sema.no-member", "sema.implicit-member") and quoted:
        return "%s (unknown member or modifier)" % ident
    return ident


PREFIX_WORDS = ("await", "try", "try?", "try!", ".")


def pattern(message):
    return QUOTED.sub("'_'", message)


TOKEN = re.compile(r"#?@?[A-Za-z_]\w*[?!]?|\\\.?|\.{2,3}<?|[-+*/%=<>!&|^~?]+|\S")


def token_at(diag, files_by_path):
    """The source token where a diagnostic points: the construct a parse error stops at."""
    f = files_by_path.get(diag.get("file") or "")
    if not f or not diag.get("line") or not diag.get("column"):
        return "?"
    lines = f.text.split("\n")
    n = diag["line"] - 1
    if not 0 <= n < len(lines):
        return "?"
    if CONDITIONAL.match(lines[n]):
        return "#" + CONDITIONAL.match(lines[n]).group(1) + " line"
    raw = lines[n].encode("utf-8")
    rest = raw[diag["column"] - 1 :].decode("utf-8", "replace").strip()
    m = TOKEN.match(rest)
    before = TOKEN.findall(raw[: diag["column"] - 1].decode("utf-8", "replace"))
    if m:
        # `await x` and `try x` stop at `x`; `self.$x` at `$`: the word before is the construct.
        if before and before[-1] in PREFIX_WORDS:
            return before[-1]
        return m.group(0)
    return "end of line after " + (before[-1] if before else "nothing")


def first_line(path, diag, files_by_path):
    f = files_by_path.get(diag.get("file") or "")
    if not f or not diag.get("line"):
        return ""
    lines = f.text.split("\n")
    n = diag["line"] - 1
    return lines[n].strip()[:120] if 0 <= n < len(lines) else ""


class Tally:
    """Counts of one app, or of all apps."""

    FIELDS = [
        "swift_files", "swift_lines", "parsed", "view_files", "view_files_parsed", "lint_ok", "bodies", "bodies_typed",
        "previews", "previews_laid_out", "runs", "crashes", "timeouts",
        "module_view_files", "module_lint_ok", "module_no_own_error", "module_bodies_typed", "module_previews_laid_out",
        "modules", "modules_lint_ran",
        "app_view_files", "app_no_own_error", "app_lint_ok", "app_bodies_typed", "app_bodies_no_hole", "app_previews_laid_out",
        "canaries", "canaries_linted",
    ]

    def __init__(self):
        for k in self.FIELDS:
            setattr(self, k, 0)
        self.max_rss_kb = 0
        self.whole_app_seconds = 0.0
        self.canary_results = []

    def add(self, other):
        for k in self.FIELDS:
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.max_rss_kb = max(self.max_rss_kb, other.max_rss_kb)
        self.whole_app_seconds += other.whole_app_seconds
        self.canary_results += other.canary_results

    def note_run(self, r):
        self.runs += 1
        self.crashes += r.crashed
        self.timeouts += r.timed_out
        self.max_rss_kb = max(self.max_rss_kb, r.maxrss_kb)


def pct(n, d):
    return "n/a" if d == 0 else "%.1f%%" % (100.0 * n / d)


def measure_app(app, args, dir_mode, causes, records):
    files = [SwiftFile(app, p) for p in swift_files(app)]
    by_path = {f.path: f for f in files}
    views = [f for f in files if f.is_view_file]
    t = Tally()
    t.swift_files = len(files)
    t.swift_lines = sum(f.lines for f in files)
    t.view_files = len(views)
    t.bodies = sum(f.bodies for f in views)
    t.previews = sum(f.previews for f in files)
    name = os.path.basename(os.path.normpath(app))
    tag = lambda kind, diag: (name, kind, diag)
    lock = threading.Lock()
    # Every name the app declares, to tell a name from another file from one outside the app.
    declared = {m.group(1) for f in files for m in DECLARED.finditer(f.text)}

    def per_file(f):
        rec = {"app": name, "file": f.rel, "views": f.views, "bodies": f.bodies, "previews": f.previews}
        # Every file is parsed (`--dump-ast`): the grammar's share, and no real file can crash
        # or hang layoutc unseen.
        results = {"parse": run(args.layoutc, ["--dump-ast", "--format", "json", f.path], args.timeout)}
        if f.is_view_file:
            results["lint"] = run(args.layoutc, ["--lint", "--format", "json", f.path], args.timeout)
            results["types"] = run(args.layoutc, ["--format", "json", f.path], args.timeout)
        if f.previews:
            results["frames"] = run(args.layoutc, ["--frames", "--format", "json", f.path], args.timeout)
        for kind, r in results.items():
            rec[kind] = {"status": r.status, "seconds": round(r.seconds, 3), "maxrss_kb": r.maxrss_kb,
                         "timed_out": r.timed_out, "errors": errors_of(r)}
        with lock:
            for r in results.values():
                t.note_run(r)
            parse = results["parse"]
            t.parsed += parse.status == 0
            t.view_files_parsed += parse.status == 0 and f.is_view_file
            perrs = errors_of(parse)
            if parse.status != 0 and perrs:
                causes["parse_first"][category(perrs[0], token_at(perrs[0], by_path), declared)].append(tag(f.rel, perrs[0]))
            if "lint" in results:
                lint = results["lint"]
                ok = lint.status in (0, 1)
                t.lint_ok += ok
                errs = errors_of(lint)
                if not ok:
                    first = errs[0] if errs else {"id": "(crash)" if lint.crashed else "(timeout)" if lint.timed_out else "(no diagnostic, status %d)" % lint.status, "message": ""}
                    causes["first_id"][first["id"]].append(tag(f.rel, first))
                    causes["first_pattern"][(first["id"], pattern(first.get("message", "")))].append(tag(f.rel, first))
                    causes["first_token"][(first["id"], token_at(first, by_path))].append(tag(f.rel, first))
                    causes["first_category"][category(first, token_at(first, by_path), declared)].append(tag(f.rel, first))
                    if results["parse"].status == 0:
                        causes["sema_first"][category(first, token_at(first, by_path), declared)].append(tag(f.rel, first))
                    kinds = {category(e, token_at(e, by_path), declared) for e in errs}
                    if len(kinds) == 1:
                        causes["only_category"][kinds.pop()].append(tag(f.rel, first))
                for e in errs:
                    causes["all_id"][e["id"]].append(tag(f.rel, e))
                    if e["id"].startswith("parse."):
                        causes["parse_token"][(e["id"], token_at(e, by_path))].append(tag(f.rel, e))
                    quoted = QUOTED.findall(e.get("message", ""))
                    if e["id"] in NAME_IDS and quoted:
                        name_ = quoted[-1].strip("'").rstrip("?!")
                        origin = ""
                        if e["id"] in ("sema.cannot-find", "sema.cannot-find-type"):
                            origin = "app" if name_.split("<")[0].split(".")[0] in declared else "outside the app"
                        causes["names"][(e["id"], name_, origin)].append(tag(f.rel, e))
            if "types" in results:
                out = results["types"].json_output()
                typed = [e for e in out if isinstance(e, dict) and e.get("member") == "body"] if isinstance(out, list) else []
                rec["bodies_typed"] = min(len(typed), f.bodies)
                t.bodies_typed += rec["bodies_typed"]
            if "frames" in results:
                out = results["frames"].json_output()
                # Counted whatever the status: a preview that fails no longer keeps the others back.
                laid = len(out.get("previews", [])) if isinstance(out, dict) else 0
                rec["previews_laid_out"] = min(laid, f.previews)
                if results["frames"].status != 0:
                    ferrs = errors_of(results["frames"])
                    first = ferrs[0] if ferrs else {"id": "(status %d, no diagnostic)" % results["frames"].status, "message": ""}
                    # Weighted by the file's previews: what keeps previews from being laid out.
                    for _ in range(f.previews):
                        causes["frames_first"][(first["id"], pattern(first.get("message", "")))].append(tag(f.rel, first))
                t.previews_laid_out += rec["previews_laid_out"]
            records.append(rec)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(per_file, [] if args.whole_app_only else files))

    # Per module: the files of a module named together.
    modules = collections.OrderedDict()
    for f in files:
        modules.setdefault(module_of(app, f.path), []).append(f)
    t.modules = len(modules)
    module_records = []
    for mod, mfiles in ([] if args.whole_app_only else modules.items()):
        paths = [f.path for f in mfiles]
        mviews = [f for f in mfiles if f.is_view_file]
        if not mviews and not any(f.previews for f in mfiles):
            continue
        lint = run(args.layoutc, ["--lint", "--format", "json"] + paths, args.module_timeout)
        types = run(args.layoutc, ["--format", "json"] + paths, args.module_timeout)
        frames = run(args.layoutc, ["--frames", "--format", "json"] + paths, args.module_timeout) if any(f.previews for f in mfiles) else None
        for r in (lint, types, frames):
            if r:
                t.note_run(r)
        errs = errors_of(lint)
        ran = lint.status in (0, 1)
        t.modules_lint_ran += ran
        erred = {os.path.realpath(e["file"]) for e in errs if e.get("file")}
        clean = [] if lint.status < 0 else [f for f in mviews if ran or os.path.realpath(f.path) not in erred]
        t.module_view_files += len(mviews)
        t.module_lint_ok += len(mviews) if ran else 0
        t.module_no_own_error += len(clean)
        out = types.json_output()
        typed = sum(1 for e in out if isinstance(e, dict) and e.get("member") == "body") if isinstance(out, list) else 0
        t.module_bodies_typed += min(typed, sum(f.bodies for f in mfiles))
        mprev = sum(f.previews for f in mfiles)
        if frames is not None:
            fo = frames.json_output()
            laid = len(fo.get("previews", [])) if isinstance(fo, dict) else 0
            t.module_previews_laid_out += min(laid, mprev)
        for e in errs:
            causes["module_first_id" if e is errs[0] else "module_other_id"][e["id"]].append((name, mod, e))
        module_records.append({"app": name, "module": mod, "files": len(mfiles), "view_files": len(mviews),
                               "lint_status": lint.status, "types_status": types.status,
                               "frames_status": frames.status if frames else None,
                               "lint_seconds": round(lint.seconds, 3), "errors": errs[:200], "error_count": len(errs),
                               "view_files_without_error": len(clean), "bodies_typed": typed})

    # The whole app at once, as a user runs it (`layoutc --lint APP_DIR`): the headline. A view
    # file counts when no error is located in it (an error elsewhere no longer stops it), and as
    # linted when none of its views was skipped for using a failed declaration either.
    target = [app] if dir_mode else [f.path for f in files]
    whole = run(args.layoutc, ["--lint", "--format", "json"] + target, args.module_timeout)
    whole_types = run(args.layoutc, ["--format", "json"] + target, args.module_timeout)
    whole_frames = run(args.layoutc, ["--frames", "--format", "json"] + target, args.module_timeout) if t.previews else None
    for r in (whole, whole_types, whole_frames):
        if r:
            t.note_run(r)
    t.whole_app_seconds = whole.seconds
    # `--timing-runs N`: the lint run again, the best of N (a shared machine's noise is one-sided).
    timings = [whole.seconds] + [run(args.layoutc, ["--lint", "--format", "json"] + target, args.module_timeout).seconds
                                 for _ in range(max(0, args.timing_runs - 1))]
    t.whole_app_seconds = min(timings)
    werrs = compiler_errors(whole)
    wdiags = whole.diagnostics()
    erred = {os.path.realpath(e["file"]) for e in werrs if e.get("file")}
    skipped = {os.path.realpath(d["file"]) for d in wdiags if d.get("file") and d.get("id") == "sema.skipped-view"}
    answered = whole.status >= 0 and not whole.timed_out
    t.app_view_files = len(views)
    own_clean = [f for f in views if answered and os.path.realpath(f.path) not in erred]
    t.app_no_own_error = len(own_clean)
    t.app_lint_ok = sum(1 for f in own_clean if os.path.realpath(f.path) not in skipped)
    wt = whole_types.json_output()
    wt = [e for e in wt if isinstance(e, dict)] if isinstance(wt, list) else []
    marks, assumed_types = assumed_names(whole_types.diagnostics())
    holes_by_body = collections.OrderedDict()
    by_path.update({os.path.realpath(k): v for k, v in list(by_path.items())})
    for e in wt:
        if e.get("member") != "body":
            continue
        where = (os.path.realpath(e.get("file") or ""), e.get("line"))
        in_scope = generic_parameters(by_path[where[0]].text) if where[0] in by_path else set()
        holes = type_holes(e.get("type", ""), args.generics, marks.get(where[0], set()) | assumed_types | in_scope)
        holes_by_body.setdefault(where, set()).update(holes)
        for h in holes:
            causes["app_holes"][h].append((name, e.get("file"), {"file": e.get("file"), "line": e.get("line"),
                                                                 "column": 1, "message": e.get("type", "")[:300]}))
    # A body counts once, wherever it is printed (a file shared by two targets is printed twice).
    t.app_bodies_typed = min(t.bodies, len(holes_by_body))
    t.app_bodies_no_hole = min(t.bodies, sum(1 for h in holes_by_body.values() if not h))
    if whole_frames is not None:
        wf = whole_frames.json_output()
        t.app_previews_laid_out = min(t.previews, len(wf.get("previews", [])) if isinstance(wf, dict) else 0)
    collect_whole_app_causes(name, files, views, werrs, wdiags, declared, causes)
    canary = None
    if args.canary:
        typed_files = {os.path.realpath(e.get("file") or "") for e in wt}
        host = canary_host(views, typed_files, erred, skipped)
        canary = run_canary(app, host, args, dir_mode, files) if host else {"result": "no view file"}
        t.canaries += 1
        t.canaries_linted += canary["result"] == "linted"
        t.canary_results.append("%s: %s" % (name, canary["result"]))
    records.append({"app": name, "whole_app": {"dir_mode": dir_mode, "status": whole.status, "seconds": round(whole.seconds, 3),
                                               "lint_seconds_runs": [round(x, 3) for x in timings],
                                               "maxrss_kb": whole.maxrss_kb, "timed_out": whole.timed_out,
                                               "error_count": len(werrs), "view_files_without_error": t.app_no_own_error,
                                               "view_files_linted": t.app_lint_ok, "bodies_typed": t.app_bodies_typed,
                                               "bodies_without_unmarked_hole": t.app_bodies_no_hole,
                                               "unmarked_holes": {"%s:%s" % k: sorted(v) for k, v in holes_by_body.items() if v},
                                               "previews_laid_out": t.app_previews_laid_out, "canary": canary,
                                               "types_seconds": round(whole_types.seconds, 3),
                                               "frames_seconds": round(whole_frames.seconds, 3) if whole_frames else None}})
    records.extend(module_records)
    return name, t, by_path


# --- Bodies typed with no unmarked hole ------------------------------------------------------
#
# A printed body type is complete when every part of it is either a real type or marked as an
# assumption: a placeholder `<assumed …>`, or a name an `assumed.*` note of the same file (or
# an `assumed.type` note anywhere in the run) quotes. A hole is a part that is neither:
# `<<error type>>`, an opaque `some View`, or a generic type printed without its generic
# arguments (`Picker<Text, Int, ForEach>`: Swift always prints them, so a bare `ForEach` is a
# type layoutc did not work out and did not say so).

# Generic types Swift prints with arguments, beyond those `docs/vocabulary.md` lists.
SEED_GENERICS = {
    "ForEach": 3, "ModifiedContent": 2, "TupleView": 1, "_ConditionalContent": 2, "Optional": 1, "Array": 1,
    "Dictionary": 2, "Set": 1, "Binding": 1, "State": 1, "IDView": 2, "Group": 1, "List": 2, "Table": 2,
    "Picker": 3, "Button": 1, "NavigationLink": 2, "NavigationSplitView": 3, "Section": 3, "Menu": 2,
    "Toggle": 1, "TextField": 1, "Label": 2, "LabeledContent": 2, "ScrollView": 1, "VStack": 1, "HStack": 1,
    "ZStack": 1, "LazyVStack": 1, "LazyHStack": 1, "LazyVGrid": 1, "LazyHGrid": 1, "Grid": 1, "GridRow": 1,
    "GeometryReader": 1, "NavigationStack": 2, "NavigationView": 1, "TabView": 2, "Form": 1, "DisclosureGroup": 2,
    "OutlineGroup": 4, "Link": 1, "ProgressView": 2, "Stepper": 1, "Slider": 2, "DatePicker": 1, "SecureField": 1,
    "ControlGroup": 1, "GroupBox": 2, "ViewThatFits": 1, "_ShapeView": 2, "SubscriptionView": 2, "AsyncImage": 1,
    "_EnvironmentKeyWritingModifier": 1, "_TraitWritingModifier": 1, "_BackgroundModifier": 1, "_OverlayModifier": 1,
    "_BackgroundStyleModifier": 1, "_ForegroundStyleModifier": 1, "Range": 1, "ClosedRange": 1,
}
VOCAB_ROW = re.compile(r"^\|([^|]*)\|(.*)\|\s*$")
TYPE_NAME = re.compile(r"([A-Za-z_][\w.]*)(\s*<)?")
OPAQUE = re.compile(r"\bsome\s+([A-Za-z_][\w.]*)")


def vocabulary_types(path):
    """From `docs/vocabulary.md`: the generic types it prints (name to arity) and every name it
    knows (views, modifiers' types, value types)."""
    generics, known = dict(SEED_GENERICS), set(SEED_GENERICS)
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except OSError:
        return generics, known
    for line in lines:
        m = VOCAB_ROW.match(line)
        if not m or line.startswith("| ---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        known.add(cells[0])
        for cell in cells:
            for code in re.findall(r"`([^`]*)`", cell):
                tree = type_tree(code)
                if tree:
                    for name, arity in tree:
                        if not name.startswith("$") and name != "Self":
                            known.add(name)
                            if arity:
                                generics[name] = max(arity, generics.get(name, 0))
    return generics, known


def without_placeholders(text):
    """The type with each `<assumed …>` placeholder (brackets nested, `->` inside) as `ASSUMED`."""
    out, i = [], 0
    while i < len(text):
        if text.startswith("<assumed ", i):
            depth, j = 0, i
            while j < len(text):
                if text[j] == "<":
                    depth += 1
                elif text[j] == ">" and text[j - 1] != "-":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            out.append("ASSUMED")
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def type_tree(text):
    """The names of a printed type with their number of generic arguments, in order:
    `VStack<TupleView<(Text, Int)>>` is [("VStack", 1), ("TupleView", 1), ("Text", 0), ("Int", 0)].
    Tuple labels are left out. None for text that is not a type."""
    text = without_placeholders(text.replace("<<error type>>", "ERROR"))
    names, stack, i = [], [], 0
    while i < len(text):
        c = text[i]
        if c.isalpha() or c == "_" or c == "$":
            m = re.compile(r"\$?[\w.]+").match(text, i)
            word, j = m.group(0), m.end()
            k = j
            while k < len(text) and text[k] == " ":
                k += 1
            if k < len(text) and text[k] == ":":  # a tuple label
                i = k + 1
                continue
            if word == "some":
                names.append(("some", 0))
                i = j
                continue
            names.append([word.split(".")[-1] if word.split(".")[-1] != "Type" else word, 0])
            if k < len(text) and text[k] == "<":
                stack.append(len(names) - 1)
                names[-1][1] = 1
                i = k + 1
                continue
            i = j
        elif c == "," and stack and _innermost_is_generic(text, i):
            names[stack[-1]][1] += 1
            i += 1
        elif c == ">" and not (i and text[i - 1] == "-"):
            if stack:
                stack.pop()
            i += 1
        else:
            i += 1
    return [tuple(n) for n in names]


def _innermost_is_generic(text, i):
    """Whether the comma at `i` separates generic arguments (not tuple elements)."""
    depth = 0
    for j in range(i - 1, -1, -1):
        c = text[j]
        if c in ")>" and not (c == ">" and j and text[j - 1] == "-"):
            depth += 1
        elif c in "(<":
            if depth == 0:
                return c == "<"
            depth -= 1
    return False


GENERIC_CLAUSE = re.compile(r"\b(?:struct|class|enum|actor|func|typealias)[ \t]+\w+[ \t]*<([^>{(\n]*)>")


def generic_parameters(text):
    """The generic parameters a file declares (`struct Row<Label: View, Content>`): printed by
    name in its types, they are not SwiftUI's `Label` without arguments."""
    return {p.split(":")[0].strip() for m in GENERIC_CLAUSE.finditer(text) for p in m.group(1).split(",")}


def type_holes(text, generics, marked):
    """The unmarked holes of a printed body type, in words (empty when it has none). `marked`:
    the names that stand for themselves here (assumed, or generic parameters in scope)."""
    holes = []
    if "<<error type>>" in text:
        holes.append("<<error type>>")
    for name, arity in type_tree(text):
        if name == "some":
            holes.append("opaque `some` type")
        elif arity == 0 and generics.get(name, 0) > 0 and name not in marked:
            holes.append("bare generic `%s`" % name)
    return holes


def assumed_names(diags):
    """The names `assumed.*` and `sema.not-modelled` notes quote (an SDK overload layoutc does
    not model marks its view as an assumed view did), per file, and those of `assumed.type`
    notes (which hold wherever the type is spelled): the names a printed type may hold as
    marked."""
    per_file, types = collections.defaultdict(set), set()
    for d in diags:
        marks = d["id"].startswith("assumed.") or d["id"] == "sema.not-modelled"
        if not marks or d["id"] == "assumed.summary":
            continue
        for q in QUOTED.findall(d.get("message", "")):
            q = q.strip("'")
            forms = {q, q.split("(")[0], q.split("(")[0].split(".")[-1], q.split("<")[0], q.split("<")[0].split(".")[0]}
            per_file[os.path.realpath(d["file"]) if d.get("file") else ""] |= forms
            if d["id"] == "assumed.type":
                types |= forms
    return per_file, types


# --- Assumed names: standard or really unknown --------------------------------------------

# Names of the Swift standard library, Foundation, SwiftUI and the Apple frameworks apps use
# that are not in layoutc's vocabulary: an assumption on one of them is layoutc's gap, not the
# app's dependency.
STANDARD_NAMES = set("""
Int Int8 Int16 Int32 Int64 UInt UInt8 UInt16 UInt32 UInt64 Double Float Float80 Bool String Character Substring
Array Dictionary Set Optional Result Range ClosedRange Never Void Any AnyObject AnyHashable Self Error Equatable
Hashable Comparable Identifiable Codable Decodable Encodable Sendable CaseIterable RawRepresentable Collection
Sequence KeyPath WritableKeyPath ReferenceWritableKeyPath Task MainActor AsyncStream AsyncThrowingStream
CustomStringConvertible OptionSet Unicode StaticString Mirror ObjectIdentifier SIMD2 Duration ContinuousClock
print min max abs zip stride fatalError precondition assert type repeatElement swap withAnimation debugPrint
URL URLComponents URLQueryItem URLSession URLRequest URLResponse HTTPURLResponse Date DateComponents DateFormatter
DateInterval ISO8601DateFormatter RelativeDateTimeFormatter DateComponentsFormatter ByteCountFormatter
NumberFormatter MeasurementFormatter ListFormatter PersonNameComponents Formatter FormatStyle Calendar TimeZone
Locale Data UUID Bundle UserDefaults NotificationCenter Notification FileManager ProcessInfo IndexSet IndexPath
Measurement UnitLength UnitDuration TimeInterval NSLocalizedString LocalizedStringResource LocalizedStringKey
AttributedString CharacterSet JSONDecoder JSONEncoder PropertyListDecoder PropertyListEncoder Timer RunLoop
DispatchQueue DispatchTime OperationQueue Thread Progress NSRange Decimal Scanner Predicate SortDescriptor
CommandLine Process Pipe FileHandle OSLog Logger ObservableObject Published Observable Combine AnyCancellable
PassthroughSubject CurrentValueSubject Just Published AnyPublisher Binding State StateObject ObservedObject
EnvironmentObject Environment EnvironmentValues EnvironmentKey FocusState FocusedValue AppStorage SceneStorage
Namespace GestureState Bindable Query Model ModelContext ModelContainer FetchDescriptor Transaction ViewBuilder
View ViewModifier Shape ShapeStyle InsettableShape Layout Scene App WindowGroup Settings Commands CommandMenu
CommandGroup KeyEquivalent EventModifiers KeyboardShortcut Color Font Image Text EdgeInsets Edge Alignment
HorizontalAlignment VerticalAlignment Angle Animation UnitPoint CGFloat CGPoint CGSize CGRect CGVector
CGAffineTransform Path StrokeStyle RoundedCornerStyle Gradient LinearGradient RadialGradient AngularGradient
EllipticalGradient AnyShape AnyView AnyTransition TapGesture DragGesture LongPressGesture MagnificationGesture
RotationGesture SimultaneousGesture GestureMask ContentMode ColorScheme ColorSchemeContrast DynamicTypeSize
ControlSize ScenePhase Visibility TextAlignment TruncationMode Material ImageScale SymbolRenderingMode
Prominence ButtonRole ButtonStyle ButtonStyleConfiguration PrimitiveButtonStyle ToggleStyle LabelStyle
ListStyle PickerStyle MenuStyle TextFieldStyle ProgressViewStyle GroupBoxStyle LabeledContentStyle
NavigationPath NavigationSplitViewVisibility ToolbarItemPlacement ToolbarContent ToolbarContentBuilder
PresentationDetent UIImage UIColor UIFont UIApplication UIScreen UIDevice NSImage NSColor NSFont NSApplication
NSApp NSScreen NSWorkspace NSPasteboard NSEvent NSWindow NSView NSSound NSCursor UnevenRoundedRectangle
RectangleCornerRadii ContentUnavailableView Spacer Divider EmptyView TextField SecureField TextEditor Toggle
Slider Stepper Picker DatePicker ColorPicker Menu Button Link ShareLink PhotosPicker ProgressView Gauge Label
LabeledContent List ForEach Section Form Group GroupBox DisclosureGroup OutlineGroup ScrollView
ScrollViewReader ScrollViewProxy GeometryReader GeometryProxy TimelineView Canvas Table TableColumn
NavigationStack NavigationSplitView NavigationView NavigationLink TabView Tab ToolbarItem ToolbarItemGroup
Rectangle RoundedRectangle Circle Capsule Ellipse ContainerRelativeShape ViewThatFits AsyncImage VideoPlayer
Map Chart BarMark LineMark PointMark AreaMark RuleMark SectorMark PlottableValue Widget WidgetConfiguration
TimelineProvider TimelineEntry AppIntent IntentDescription TypeDisplayRepresentation DisplayRepresentation
AppEntity EntityQuery TipKit Tip PreviewProvider PreviewDevice PreviewContext WindowResizability
FocusedBinding Subscribers Publishers SwiftUI Foundation Charts SwiftData WidgetKit AppKit UIKit
ActionSheet Alert CancellationError CarouselListStyle PersistentIdentifier ObservationIgnored Observation Regex
LocalizedError PrimitiveButtonStyleConfiguration ToggleStyleConfiguration LabelStyleConfiguration
MenuStyleConfiguration ProgressViewStyleConfiguration GroupBoxStyleConfiguration ViewDimensions Anchor
PreferenceKey ContentSizeCategory LayoutDirection SubmitLabel TextContentType KeyPress FocusedValues
ScrollPosition ScrollTargetBehavior Glass GlassEffectContainer TextRenderer SensoryFeedback
VStack HStack ZStack LazyVStack LazyHStack LazyVGrid LazyHGrid Grid GridRow GridItem EditMode EditButton
UnsafeRawPointer UnsafeMutableRawPointer UnsafePointer UnsafeMutablePointer OpaquePointer Unmanaged
class_getInstanceMethod class_getClassMethod method_exchangeImplementations objc_getAssociatedObject
objc_setAssociatedObject NSClassFromString NSStringFromClass
""".split())
# SwiftUI's environment values (`\.dismiss`) that apps read most.
ENVIRONMENT_KEYS = set("""
dismiss presentationMode horizontalSizeClass verticalSizeClass editMode openURL colorScheme locale calendar
timeZone scenePhase isEnabled isSearching dismissSearch refresh managedObjectContext modelContext undoManager
sizeCategory dynamicTypeSize layoutDirection displayScale pixelLength redactionReasons controlActiveState
isFocused openWindow dismissWindow openSettings supportsMultipleWindows accessibilityReduceMotion
accessibilityReduceTransparency accessibilityDifferentiateWithoutColor legibilityWeight font lineLimit
multilineTextAlignment colorSchemeContrast isPresented date requestReview purchase
""".split())
# Apple framework prefixes (`NSSize`, `UIEdgeInsets`, `CGColor`, `AVPlayer`, `kVK_ANSI_A`, ...).
APPLE_PREFIX = re.compile(r"^(?:NS|UI|CG|CA|CF|CL|MK|AV|WK|PH|SK|SC|UN|CK|EK|GK|HK|LA|CN|CT|MP|NW|OS|SF|ST|UT|VN|AS|AX|CI|CM|CV|MTL|GC|RP|SL|TK|LP|kVK_|kCG|kCF|kAX|kSec|os_|dispatch_)[A-Z_a-z0-9]")


def name_origin(name, declared):
    """Where an assumed name comes from: the standard library and Apple's frameworks, the app's
    own declarations (which layoutc should have read), or really unknown (another package,
    generated code, a construct layoutc misread)."""
    if name.startswith("\\."):  # an environment key: SwiftUI's, or one the app declares
        key = re.split(r"[.(<\[]", name[2:], maxsplit=1)[0]
        return "app" if key in declared else "standard" if key in ENVIRONMENT_KEYS else "unknown"
    if name.startswith("some "):  # an opaque type layoutc did not work out
        return "standard"
    head = re.split(r"[.(<\[]", name.lstrip("."), maxsplit=1)[0]
    if not head:
        return "unknown"
    if head in STANDARD_NAMES or APPLE_PREFIX.match(head):
        return "standard"
    if head in declared:
        return "app"
    return "unknown"


# --- The canary: proof that the lint rules ran on the app ---------------------------------

CANARY_VIEW = "LayoutcCanaryView"
# `.id(UUID())` inside a ForEach: `random-identifier` must report it (docs/rules.md).
CANARY = """

struct %s: View {
    var body: some View {
        ForEach(["layoutc", "canary"], id: \\.self) { word in
            Text(word)
                .id(UUID())
        }
    }
}
""" % CANARY_VIEW
COPY_IGNORED = shutil.ignore_patterns(".git", ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules")


def canary_host(views, typed_files, erred, skipped):
    """The real view file the canary is appended to: one whose views the whole-app run typed,
    with no error and no skipped view of its own and no `#if` (so the canary is compiled in
    every configuration); the first such file by path, else the first typed view file."""
    typed = [f for f in views if os.path.realpath(f.path) in typed_files and "import SwiftUI" in f.text]
    clean = [f for f in typed if os.path.realpath(f.path) not in erred | skipped and "#if" not in f.text]
    pick = clean or typed or views
    return pick[0] if pick else None


def run_canary(app, host, args, dir_mode, files):
    """Copies the app (its own folder is never changed), appends the canary view to `host`,
    runs the whole-app `--lint` on the copy and says whether the canary was linted."""
    with tempfile.TemporaryDirectory(prefix="layoutc-canary-") as tmp:
        copy = os.path.join(tmp, os.path.basename(os.path.normpath(app)))
        shutil.copytree(app, copy, symlinks=True, ignore=COPY_IGNORED)
        target = os.path.join(copy, host.rel)
        with open(target, "a", encoding="utf-8") as f:
            f.write(("" if host.text.endswith("\n") else "\n") + CANARY)
        first_line = host.text.count("\n") + 2
        paths = [copy] if dir_mode else [os.path.join(copy, f.rel) for f in files]
        r = run(args.layoutc, ["--lint", "--format", "json"] + paths, args.module_timeout)
        return canary_verdict(r, os.path.realpath(target), first_line, host.rel)


def canary_verdict(r, target, first_line, rel):
    """`linted` when `random-identifier` reports the canary; else why not, in words."""
    diags = r.diagnostics()
    mine = [d for d in diags if d.get("file") and os.path.realpath(d["file"]) == target and (d.get("line") or 0) >= first_line]
    verdict = {"host": rel, "status": r.status, "seconds": round(r.seconds, 3)}
    if r.crashed or r.timed_out:
        verdict["result"] = "crash" if r.crashed else "timeout"
    elif any(d["id"] == "random-identifier" for d in mine):
        verdict["result"] = "linted"
    elif any(d["id"] == "sema.skipped-view" and "'%s'" % CANARY_VIEW in d.get("message", "") for d in diags):
        note = [d for d in diags if d["id"] == "sema.skipped-view" and "'%s'" % CANARY_VIEW in d.get("message", "")][0]
        m = SKIPPED_VIEW.match(note.get("message", ""))
        verdict["result"] = "skipped (uses '%s')" % m.group(2) if m else "skipped"
    elif any(d.get("severity") == "error" for d in mine):
        verdict["result"] = "error: " + [d for d in mine if d.get("severity") == "error"][0]["id"]
    else:
        verdict["result"] = "no finding (file not compiled?)"
    return verdict


# --- Whole-app causes -----------------------------------------------------------------------

def compiler_errors(run_result):
    """Errors of layoutc's stages (`parse.*`, `sema.*`, `eval.*`, ...), without lint findings:
    a finding of error severity (`random-identifier`) is the rules at work, not a failure."""
    return [e for e in errors_of(run_result) if "." in e["id"]]


SKIPPED_VIEW = re.compile(r"^'([^']*)' is skipped: it depends on '([^']*)', which has errors")


def collect_whole_app_causes(name, files, views, werrs, wdiags, declared, causes):
    """The whole-app run's causes: the first error of each failing file, the failed
    declarations skipped views depend on (with the first error after each declaration in its
    file: why it failed, roughly), and the names assumptions are made on, by origin."""
    by_file = collections.defaultdict(list)
    for e in werrs:
        causes["app_id"][e["id"]].append((name, "", e))
        if e.get("file"):
            by_file[os.path.realpath(e["file"])].append(e)
    view_paths = {os.path.realpath(f.path) for f in views}
    at = lambda e: (e.get("line") or 0, e.get("column") or 0)
    for path, errs in by_file.items():
        first = min(errs, key=at)
        key = (first["id"], pattern(first.get("message", "")))
        causes["app_first" if path in view_paths else "app_first_other"][key].append((name, path, first))
    declared_at = {}
    for f in files:
        for m in DECLARED.finditer(f.text):
            declared_at.setdefault(m.group(1), (os.path.realpath(f.path), f.text.count("\n", 0, m.start()) + 1))
    seen = set()
    for d in wdiags:
        m = SKIPPED_VIEW.match(d.get("message", "")) if d["id"] == "sema.skipped-view" and d.get("file") else None
        if not m or (d["file"], m.group(2)) in seen:
            continue
        seen.add((d["file"], m.group(2)))
        origin = m.group(2)
        why = "(its declaration not found)"
        parts = re.split(r"[.(<]", origin)
        place = declared_at.get(parts[0]) or (declared_at.get(parts[1]) if len(parts) > 1 else None)
        if place:
            after = sorted((e for e in by_file.get(place[0], []) if (e.get("line") or 0) >= place[1]), key=at)
            why = "%s: %s" % (after[0]["id"], pattern(after[0].get("message", ""))) if after else "(no error after it in its file)"
        causes["app_skipped"][(origin, why)].append((name, d["file"], d))
    seen = set()
    for d in wdiags:
        if not d["id"].startswith("assumed.") or d["id"] == "assumed.summary":
            continue
        quoted = QUOTED.findall(d.get("message", ""))
        if not quoted or (d["id"], quoted[0], d.get("file")) in seen:
            continue
        seen.add((d["id"], quoted[0], d.get("file")))
        assumed = quoted[0].strip("'")
        causes["app_assumed"][(assumption_origin(d["id"], assumed, declared), d["id"], assumed)].append((name, d.get("file"), d))


def assumption_origin(ident, name, declared):
    """`name_origin`, with modifiers and implicit members (`.touchBar`, `.includesUser`) the app
    does not declare told apart: SwiftUI's outside the vocabulary, or a package's."""
    origin = name_origin(name, declared)
    if origin == "unknown" and (ident == "assumed.modifier" or name.startswith(".")):
        return "member or modifier the app does not declare"
    return origin


def print_summary(rows, total, causes, files_by_path, args, dir_mode, records):
    w = sys.stdout.write
    w("layoutc: %s (directory of .swift = one module: %s)\n\n" % (args.layoutc, "yes" if dir_mode else "not yet; files named"))
    if args.whole_app_only:
        print_whole_app(rows, total, causes, files_by_path, args, records)
        return
    head = ["app", "swift files", "lines", "parse", "view files", "view files parse", "lint ok", "bodies typed", "previews laid out",
            "lint ok (module)", "no error of its own (module)", "bodies typed (module)", "previews (module)", "crashes", "timeouts", "whole-app lint s", "max RSS MB"]
    w("| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
    for name, t in rows + [("total", total)]:
        w("| %s |\n" % " | ".join(str(x) for x in [
            name, t.swift_files, t.swift_lines, "%d (%s)" % (t.parsed, pct(t.parsed, t.swift_files)), t.view_files,
            "%d (%s)" % (t.view_files_parsed, pct(t.view_files_parsed, t.view_files)),
            "%d (%s)" % (t.lint_ok, pct(t.lint_ok, t.view_files)),
            "%d/%d (%s)" % (t.bodies_typed, t.bodies, pct(t.bodies_typed, t.bodies)),
            "%d/%d (%s)" % (t.previews_laid_out, t.previews, pct(t.previews_laid_out, t.previews)),
            "%d (%s)" % (t.module_lint_ok, pct(t.module_lint_ok, t.module_view_files)),
            "%d (%s)" % (t.module_no_own_error, pct(t.module_no_own_error, t.module_view_files)),
            "%d (%s)" % (t.module_bodies_typed, pct(t.module_bodies_typed, t.bodies)),
            "%d (%s)" % (t.module_previews_laid_out, pct(t.module_previews_laid_out, t.previews)),
            t.crashes, t.timeouts, "%.2f" % t.whole_app_seconds, "%.0f" % (t.max_rss_kb / 1024.0),
        ]))
    w("\nmodules: %d, of which lint ran (no error): %d; runs: %d\n" % (total.modules, total.modules_lint_ran, total.runs))
    print_whole_app_table(rows, total, args, records)

    table = lambda title, groups, label, limit: print_table(title, groups, label, limit, args, files_by_path)

    table("What stops the parser in each .swift file that does not parse (its first error), by construct:",
          causes["parse_first"], str, args.top)
    table("What stops each view file that fails per-file lint (its first error), by cause:", causes["first_category"], str, args.top)
    table("... of them, the view files that parse: what stops them after the parser:", causes["sema_first"], str, args.top)
    table("View files whose every error has one cause (fixing it alone would unblock them, as far as the errors show):",
          causes["only_category"], str, args.top)
    table("Previews not laid out (per-file --frames), by the first error of their file:", causes["frames_first"],
          lambda k: "%s: %s" % k, args.top)
    table("First error of each view file that fails per-file lint, by id:", causes["first_id"], str, args.top)
    table("... by id and message pattern:", causes["first_pattern"], lambda k: "%s: %s" % k, args.top)
    table("... by id and the token where it points (the construct):", causes["first_token"], lambda k: "%s at `%s`" % k, args.top)
    table("Every error of per-file lint, by id:", causes["all_id"], str, args.top)
    table("Every parse error of per-file lint, by id and token:", causes["parse_token"], lambda k: "%s at `%s`" % k, args.top)
    table("Unknown names (per-file lint, every error), by id, name and where the name is declared:", causes["names"],
          lambda k: "%s '%s'%s" % (k[0], k[1], " (%s)" % k[2] if k[2] else ""), args.top)
    origins = collections.Counter()
    for (ident, _, origin), items in causes["names"].items():
        if origin:
            origins[origin] += len(items)
    w("\n'cannot find' errors whose name the app declares in another file: %d; declared outside the app: %d\n"
      % (origins["app"], origins["outside the app"]))
    print_whole_app_causes(causes, files_by_path, args)
    table("First error of each module (files named together), by id:", causes["module_first_id"], str, args.top)
    table("Other errors of modules, by id:", causes["module_other_id"], str, args.top)


def print_whole_app(rows, total, causes, files_by_path, args, records):
    """`--whole-app-only`: the apps' sizes, the headline table and the whole-app causes."""
    w = sys.stdout.write
    head = ["app", "`.swift` files", "lines", "view files", "`body` members", "previews", "crashes", "timeouts", "max RSS MB"]
    w("| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
    for name, t in rows + [("total", total)]:
        w("| %s |\n" % " | ".join(str(x) for x in [name, "{:,}".format(t.swift_files), "{:,}".format(t.swift_lines), t.view_files,
                                                      t.bodies, t.previews, t.crashes, t.timeouts, "%.0f" % (t.max_rss_kb / 1024.0)]))
    print_whole_app_table(rows, total, args, records)
    print_whole_app_causes(causes, files_by_path, args)


def print_whole_app_table(rows, total, args, records):
    w = sys.stdout.write
    # The headline: the whole app as a user runs it (`layoutc --lint APP_DIR`, and the same
    # directory with the default types mode and `--frames`).
    head = ["app", "view files", "no error of its own", "linted (none skipped)", "bodies typed", "typed, no unmarked hole",
            "previews laid out", "`--lint DIR` s"] + (["canary"] if args.canary else [])
    w("\nWhole app, `layoutc --lint APP_DIR` as a user runs it:\n\n| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
    for name, t in rows + [("total", total)]:
        canary = ["%d/%d linted" % (t.canaries_linted, t.canaries) if name == "total" else
                  (t.canary_results[0].split(": ", 1)[1] if t.canary_results else "")] if args.canary else []
        w("| %s |\n" % " | ".join(str(x) for x in [
            name, t.app_view_files,
            "%d (%s)" % (t.app_no_own_error, pct(t.app_no_own_error, t.app_view_files)),
            "%d (%s)" % (t.app_lint_ok, pct(t.app_lint_ok, t.app_view_files)),
            "%d/%d (%s)" % (t.app_bodies_typed, t.bodies, pct(t.app_bodies_typed, t.bodies)),
            "%d/%d (%s)" % (t.app_bodies_no_hole, t.bodies, pct(t.app_bodies_no_hole, t.bodies)),
            "%d/%d (%s)" % (t.app_previews_laid_out, t.previews, pct(t.app_previews_laid_out, t.previews)),
            "%.2f" % t.whole_app_seconds,
        ] + canary))
    if args.canary:
        w("\nCanary hosts (the real view file %s was appended to, in a copy of the app):\n" % CANARY_VIEW)
        for r in (r for r in records if "whole_app" in r and r["whole_app"].get("canary")):
            c = r["whole_app"]["canary"]
            w("  %s: %s, %s\n" % (r["app"], c.get("host", "-"), c["result"]))


def print_whole_app_causes(causes, files_by_path, args):
    table = lambda title, groups, label, limit: print_table(title, groups, label, limit, args, files_by_path)
    table("Every error of the whole-app `--lint APP_DIR` runs, by id:", causes["app_id"], str, args.top)
    table("Whole app: the first error of each view file with an error of its own, by id and message:",
          causes["app_first"], lambda k: "%s: %s" % k, args.top)
    table("Whole app: the first error of each other file with an error, by id and message:",
          causes["app_first_other"], lambda k: "%s: %s" % k, args.top)
    table("Whole app: skipped views (one per file and failed declaration), by the failed declaration and its first error:",
          causes["app_skipped"], lambda k: "'%s' <- %s" % k, args.top)
    for origin in ("standard", "member or modifier the app does not declare", "app", "unknown"):
        table("Whole app: assumed names (files), %s:" % {"standard": "standard Swift, Foundation, SwiftUI or Apple framework names",
                                                          "app": "declared in the app", "unknown": "really unknown (packages, generated code)"}.get(origin, origin),
              {k[1:]: v for k, v in causes["app_assumed"].items() if k[0] == origin}, lambda k: "%s '%s'" % k, args.top)
    table("Whole app: unmarked holes in body types (bodies), by kind:", causes["app_holes"], str, args.top)


def print_table(title, groups, label, limit, args, files_by_path):
    w = sys.stdout.write
    w("\n%s\n" % title)
    ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), str(kv[0])))
    for key, items in ranked[:limit]:
        apps = len({i[0] for i in items})
        line = "%6d  (%d apps)  %s" % (len(items), apps, label(key))
        if args.examples:
            app, rel, d = items[0]
            src = first_line(None, d, files_by_path)
            where = "%s:%s:%s" % (d.get("file") or "%s/%s" % (app, rel), d.get("line"), d.get("column"))
            line += "\n          e.g. %s: %s\n          %s" % (where, d.get("message", ""), src)
        w(line + "\n")


def self_test():
    """Checks the counting on a small app written here (no layoutc needed)."""
    with tempfile.TemporaryDirectory() as app:
        def write(rel, text):
            path = os.path.join(app, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        write("Package.swift", "// swift-tools-version:5.9\n")
        write("Sources/Kit/Badge.swift", "import SwiftUI\n\npublic struct Badge<Label: View>: View, Equatable {\n"
              "  public var body: some View { Text(\"b\") }\n}\n\n#Preview { Badge() }\n#Preview(\"Two\") { Badge() }\n")
        write("App/ContentView.swift", "import SwiftUI\n\n// struct Fake: View {\n@MainActor struct ContentView: View {\n"
              "  var body: some View {\n    #if os(iOS)\n    Text(\"a\")\n    #endif\n  }\n}\n\n"
              "struct ContentView_Previews: PreviewProvider {\n  static var previews: some View { ContentView() }\n}\n")
        write("App/Model.swift", "final class Model: ObservableObject {}\nstruct Row: Identifiable { let id: Int }\n")
        write("AppTests/ModelTests.swift", "struct T: View { var body: some View { EmptyView() } }\n")
        write(".build/Gen.swift", "struct G: View { var body: some View { EmptyView() } }\n")
        files = [SwiftFile(app, p) for p in swift_files(app)]
        got = sorted((f.rel, f.views, f.bodies, f.previews, module_of(app, f.path)) for f in files)
        want = [
            (os.path.join("App", "ContentView.swift"), ["ContentView"], 1, 1, "App"),
            (os.path.join("App", "Model.swift"), [], 0, 0, "App"),
            (os.path.join("Sources", "Kit", "Badge.swift"), ["Badge"], 1, 2, os.path.join("Sources", "Kit")),
        ]
        assert got == want, got
        by_path = {f.path: f for f in files}
        content = os.path.join(app, "App", "ContentView.swift")
        diag = {"id": "parse.consecutive-statements", "message": "x", "file": content, "line": 6, "column": 6}
        assert token_at(diag, by_path) == "#if line", token_at(diag, by_path)
        assert category(diag, "#if line", set()) == "#if configuration blocks"
        diag = dict(diag, line=7, column=5)
        assert token_at(diag, by_path) == "Text"
        missing = {"id": "sema.cannot-find-type", "message": "cannot find type 'Row' in scope"}
        assert category(missing, "Row", {"Row"}) == "name declared in another file of the app"
        lint = {"file": "a.swift", "line": 3, "column": 9, "severity": "error", "rule": "parse.expected", "message": "m"}
        assert normalised(lint)["id"] == "parse.expected" and normalised(lint)["line"] == 3
        assert len(json_documents('[1]\n{"a": 2}\n')) == 2
        self_test_types(app)
        self_test_canary(app, files)
    print("measure-real-code: self-test passed")


def self_test_types(app):
    """Holes in printed types, assumed names, generic parameters, the vocabulary's generics."""
    tree = type_tree("VStack<TupleView<(Text, ForEach<<assumed Item.rows>, <assumed Item.rows.element.id>, Text>)>>")
    assert tree == [("VStack", 1), ("TupleView", 1), ("Text", 0), ("ForEach", 3), ("ASSUMED", 0), ("ASSUMED", 0),
                    ("Text", 0)], tree
    assert type_tree("ForEach<Array<(offset: Int, element: Row)>, UUID, Text>")[:4] == [
        ("ForEach", 3), ("Array", 1), ("Int", 0), ("Row", 0)]
    assert type_tree("Picker<Text, <assumed Binding<A>.b.wrappedValue>, ForEach>")[-1] == ("ForEach", 0)
    generics = dict(SEED_GENERICS)
    assert type_holes("Picker<Text, Optional<String>, ForEach>", generics, set()) == ["bare generic `ForEach`"]
    assert type_holes("ModifiedContent<List, <assumed .onDeleteCommand>>", generics, set()) == ["bare generic `List`"]
    assert type_holes("ModifiedContent<ModifiedContent<some View, _AspectRatioLayout>, <assumed .clipShape>>",
                      generics, set()) == ["opaque `some` type"]
    assert type_holes("Group<<<error type>>>", generics, set()) == ["<<error type>>"]
    assert type_holes("HStack<TupleView<(Label, Text)>>", generics, {"Label"}) == []
    assert type_holes("ForEach<Array<String>, String, IDView<Text, UUID>>", generics, set()) == []
    assert generic_parameters("struct Row<Label: View, Content>: View {\nfunc f<T>(_ t: T) {}") == {"Label", "Content", "T"}
    notes = [{"id": "assumed.view", "message": "assumed view 'TextField(text:prompt:_:)': an opaque view", "file": "a.swift"},
             {"id": "assumed.type", "message": "assumed type 'Defaults.Observation': declared outside", "file": "b.swift"}]
    per_file, types = assumed_names(notes)
    assert "TextField" in per_file[os.path.realpath("a.swift")] and "Observation" in types and "Defaults" in types
    assert name_origin("NSPasteboard.PasteboardType", set()) == "standard"
    assert name_origin("Binding<Config>.tint", set()) == "standard"
    assert name_origin("HistoryItem", {"HistoryItem"}) == "app"
    assert name_origin("KeyboardShortcuts.Name", set()) == "unknown"
    assert assumption_origin("assumed.modifier", ".touchBar", set()) == "member or modifier the app does not declare"
    assert name_origin("\\.dismiss", set()) == "standard" and name_origin("\\.deviceState", set()) == "unknown"
    vocab = os.path.join(app, "vocabulary.md")
    with open(vocab, "w") as f:
        f.write("| view | signature | type | SDK | layout |\n| --- | --- | --- | --- | --- |\n"
                "| Gizmo | `Gizmo(_:content:)` | `Gizmo<$0, Optional<$1>>` | all | neutral |\n")
    generics, known = vocabulary_types(vocab)
    assert generics["Gizmo"] == 2 and "Gizmo" in known and "$0" not in known


# A stand-in for layoutc in the self-test: reports `random-identifier` on each `.id(UUID())`
# of the `.swift` files under the directory it is given, as `--lint --format json` would.
FAKE_LAYOUTC = r"""#!/usr/bin/env python3
import json, os, sys
found = []
for root, _, names in os.walk(sys.argv[-1]):
    for n in names:
        if n.endswith(".swift"):
            for i, line in enumerate(open(os.path.join(root, n)), 1):
                if ".id(UUID())" in line:
                    found.append({"id": "random-identifier", "severity": "error", "message": "m",
                                  "file": os.path.join(root, n), "range": {"start": {"line": i, "column": 1}}})
print(json.dumps(found))
sys.exit(1 if found else 0)
"""


def self_test_canary(app, files):
    """The canary goes to a copy of the app (the app is left as it was) and is found."""
    fake = os.path.join(app, "fake-layoutc")
    with open(fake, "w") as f:
        f.write(FAKE_LAYOUTC)
    os.chmod(fake, 0o755)
    views = [f for f in files if f.is_view_file]
    typed = {os.path.realpath(f.path) for f in views}
    host = canary_host(views, typed, set(), set())
    assert host.rel == os.path.join("Sources", "Kit", "Badge.swift"), host.rel  # ContentView has `#if`
    before = {f.path: f.text for f in files}
    args = argparse.Namespace(layoutc=fake, module_timeout=30)
    verdict = run_canary(app, host, args, True, files)
    assert verdict["result"] == "linted", verdict
    for path, text in before.items():
        with open(path) as f:
            assert f.read() == text, "the canary changed %s" % path
    r = Run(1, json.dumps([{"id": "sema.skipped-view", "severity": "note", "file": "x.swift",
                            "message": "'%s' is skipped: it depends on 'Model', which has errors" % CANARY_VIEW}]), "", 0.1, 0, False)
    assert canary_verdict(r, "/nowhere", 1, "x.swift")["result"] == "skipped (uses 'Model')"


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("apps", nargs="+", help="app checkouts (directories)")
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p.add_argument("--layoutc", default=os.path.join(here, ".build", "release", "layoutc"))
    p.add_argument("--timeout", type=float, default=20.0, help="seconds per single-file run (default 20)")
    p.add_argument("--module-timeout", type=float, default=120.0, help="seconds per module or whole-app run (default 120)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="runs at a time (default 2)")
    p.add_argument("--top", type=int, default=25, help="rows per causes table (default 25)")
    p.add_argument("--examples", action="store_true", help="show the first example of each cause")
    p.add_argument("--json", help="write every measurement to this file")
    p.add_argument("--whole-app-only", action="store_true",
                   help="only the whole-app runs (`--lint APP_DIR`, types, --frames): the headline, in seconds an app")
    p.add_argument("--canary", action="store_true",
                   help="append a view `random-identifier` must report to one real view file of a copy of each app and "
                        "lint the copy whole: proof that the rules ran")
    p.add_argument("--timing-runs", type=int, default=1, help="time the whole-app `--lint` this many times, keep the best")
    p.add_argument("--vocabulary", default=os.path.join(here, "docs", "vocabulary.md"),
                   help="layoutc's vocabulary (the generic types a body type must print with arguments)")
    args = p.parse_args()
    if not os.access(args.layoutc, os.X_OK):
        sys.exit("measure-real-code: no layoutc at %s (swift build -c release, or --layoutc PATH)" % args.layoutc)
    for a in args.apps:
        if not os.path.isdir(a):
            sys.exit("measure-real-code: not a directory: %s" % a)
    dir_mode = directory_mode_supported(args.layoutc)
    args.generics, _ = vocabulary_types(args.vocabulary)
    causes = collections.defaultdict(lambda: collections.defaultdict(list))
    records, rows, files_by_path, total = [], [], {}, Tally()
    for app in args.apps:
        sys.stderr.write("measuring %s\n" % app)
        name, t, by_path = measure_app(app, args, dir_mode, causes, records)
        rows.append((name, t))
        total.add(t)
        files_by_path.update(by_path)
    # Diagnostics name files as given on the command line; index them both ways.
    files_by_path.update({os.path.realpath(k): v for k, v in list(files_by_path.items())})
    print_summary(rows, total, causes, files_by_path, args, dir_mode, records)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"layoutc": args.layoutc, "dir_mode": dir_mode,
                       "apps": {n: vars(t) for n, t in rows}, "total": vars(total), "records": records}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
