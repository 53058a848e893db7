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
read a directory of `.swift` files as a module yet, the app's files are named instead.

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
        "app_view_files", "app_no_own_error", "app_lint_ok", "app_bodies_typed", "app_previews_laid_out",
    ]

    def __init__(self):
        for k in self.FIELDS:
            setattr(self, k, 0)
        self.max_rss_kb = 0
        self.whole_app_seconds = 0.0

    def add(self, other):
        for k in self.FIELDS:
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.max_rss_kb = max(self.max_rss_kb, other.max_rss_kb)
        self.whole_app_seconds += other.whole_app_seconds

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
    werrs = errors_of(whole)
    erred = {os.path.realpath(e["file"]) for e in werrs if e.get("file")}
    skipped = {os.path.realpath(d["file"]) for d in whole.diagnostics() if d.get("file") and d.get("id") == "sema.skipped-view"}
    answered = whole.status >= 0 and not whole.timed_out
    t.app_view_files = len(views)
    own_clean = [f for f in views if answered and os.path.realpath(f.path) not in erred]
    t.app_no_own_error = len(own_clean)
    t.app_lint_ok = sum(1 for f in own_clean if os.path.realpath(f.path) not in skipped)
    wt = whole_types.json_output()
    t.app_bodies_typed = min(t.bodies, sum(1 for e in wt if isinstance(e, dict) and e.get("member") == "body") if isinstance(wt, list) else 0)
    if whole_frames is not None:
        wf = whole_frames.json_output()
        t.app_previews_laid_out = min(t.previews, len(wf.get("previews", [])) if isinstance(wf, dict) else 0)
    for e in werrs:
        causes["app_id"][e["id"]].append((name, "", e))
    records.append({"app": name, "whole_app": {"dir_mode": dir_mode, "status": whole.status, "seconds": round(whole.seconds, 3),
                                               "maxrss_kb": whole.maxrss_kb, "timed_out": whole.timed_out,
                                               "error_count": len(werrs), "view_files_without_error": t.app_no_own_error,
                                               "view_files_linted": t.app_lint_ok, "bodies_typed": t.app_bodies_typed,
                                               "previews_laid_out": t.app_previews_laid_out,
                                               "types_seconds": round(whole_types.seconds, 3),
                                               "frames_seconds": round(whole_frames.seconds, 3) if whole_frames else None}})
    records.extend(module_records)
    return name, t, by_path


def print_summary(rows, total, causes, files_by_path, args, dir_mode):
    w = sys.stdout.write
    w("layoutc: %s (directory of .swift = one module: %s)\n\n" % (args.layoutc, "yes" if dir_mode else "not yet; files named"))
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
    # The headline: the whole app as a user runs it (`layoutc --lint APP_DIR`, and the same
    # directory with the default types mode and `--frames`).
    head = ["app", "view files", "no error of its own", "linted (none skipped)", "bodies typed", "previews laid out", "`--lint DIR` s"]
    w("\nWhole app, `layoutc --lint APP_DIR` as a user runs it:\n\n| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
    for name, t in rows + [("total", total)]:
        w("| %s |\n" % " | ".join(str(x) for x in [
            name, t.app_view_files,
            "%d (%s)" % (t.app_no_own_error, pct(t.app_no_own_error, t.app_view_files)),
            "%d (%s)" % (t.app_lint_ok, pct(t.app_lint_ok, t.app_view_files)),
            "%d/%d (%s)" % (t.app_bodies_typed, t.bodies, pct(t.app_bodies_typed, t.bodies)),
            "%d/%d (%s)" % (t.app_previews_laid_out, t.previews, pct(t.app_previews_laid_out, t.previews)),
            "%.2f" % t.whole_app_seconds,
        ]))

    def table(title, groups, label, limit):
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
    table("Every error of the whole-app `--lint APP_DIR` runs, by id:", causes["app_id"], str, args.top)
    table("First error of each module (files named together), by id:", causes["module_first_id"], str, args.top)
    table("Other errors of modules, by id:", causes["module_other_id"], str, args.top)


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
    print("measure-real-code: self-test passed")


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
    args = p.parse_args()
    if not os.access(args.layoutc, os.X_OK):
        sys.exit("measure-real-code: no layoutc at %s (swift build -c release, or --layoutc PATH)" % args.layoutc)
    for a in args.apps:
        if not os.path.isdir(a):
            sys.exit("measure-real-code: not a directory: %s" % a)
    dir_mode = directory_mode_supported(args.layoutc)
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
    print_summary(rows, total, causes, files_by_path, args, dir_mode)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"layoutc": args.layoutc, "dir_mode": dir_mode,
                       "apps": {n: vars(t) for n, t in rows}, "total": vars(total), "records": records}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
