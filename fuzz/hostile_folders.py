#!/usr/bin/env python3
"""Hostile folders: app folders, Xcode projects and Swift packages built to make layoutc read
what it should not, hang, run away in time or memory, print raw control characters or write
over what it read (issue 36, "Safe on any folder"). Each attack class is one function of a
size; `--corpus` writes each class once at a small size for HostileFolderTests, `--random`
writes folders mixing one to three classes at random sizes for fuzz/run_folders.py
(docs/robustness.md, "Fuzzing").

Git cannot hold FIFOs or a link to `/` sensibly, so nothing here is committed but this script
and the case list (fuzz/hostile-folders/cases.json, `--list`): the tests write the folders into
a temporary directory. Everything is deterministic from the seed (the corpus: from the case's
name). Every folder sits beside `outside/`, whose files hold SENTINEL: a link or project path
that leads out of the folder and is followed shows it in the output.

Usage:
  hostile_folders.py --list                          the corpus cases as JSON (cases.json)
  hostile_folders.py --corpus DIR [CASE...]          the corpus (or some cases) in DIR/CASE/
  hostile_folders.py --random N --seed S [--first K] --out DIR [--scale X] [--exclude CLASS,...]
                                                     N folders DIR/f-S-K/ (K from --first on, one
                                                     JSON line each); --scale multiplies the
                                                     largest sizes (default 1)
  hostile_folders.py --fingerprint DIR               one line naming every entry under DIR with
                                                     its kind and contents (links not followed)
"""
import argparse
import hashlib
import json
import math
import os
import random
import stat
import sys

SENTINEL = "LAYOUTC-OUTSIDE-SENTINEL"
"""Text found only in files outside the folder under test."""

# The output files of a run must not contain this either: a timestamped line as Foundation's
# NSLog writes it ("2026-01-02 03:04:05.678 layoutc[123:456] ...").
FOUNDATION_LOG = r"(?m)^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \S+\[\d+"


# Sizes -------------------------------------------------------------------------------------

class Size:
    """Picks sizes: the smallest for the corpus, log-uniform up to the largest (times the
    scale) for fuzzing."""

    def __init__(self, rng, corpus, scale=1.0):
        self.rng, self.corpus, self.scale = rng, corpus, scale

    def __call__(self, small, large):
        if self.corpus:
            return small
        top = max(small, int(large * self.scale))
        return int(math.exp(self.rng.uniform(math.log(small), math.log(top))))

    def pick(self, options):
        """The first option for the corpus, any for fuzzing."""
        return options[0] if self.corpus else self.rng.choice(options)


# Writing a folder --------------------------------------------------------------------------

class Folder:
    """Writes entries under a root; names are bytes or str (str is UTF-8). Paths deeper than
    PATH_MAX are made one level at a time, relative to an open directory."""

    def __init__(self, root, outside):
        self.root = os.fsencode(root)
        self.outside = os.fsencode(outside)

    def path(self, rel):
        return os.path.join(self.root, b(rel))

    def file(self, rel, content):
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        # Another class's FIFO or link at the name (classes meet at a folder's root): opening
        # it would wait for a reader or write through the link.
        if os.path.lexists(p) and not stat.S_ISREG(os.lstat(p).st_mode):
            raise FileExistsError(p)
        with open(p, "wb") as f:
            f.write(b(content))

    def link(self, rel, target):
        """A symbolic link at `rel` to `target` as written (relative or absolute)."""
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        os.symlink(b(target), p)

    def link_outside(self, rel, outside_rel, absolute=False):
        """A link at `rel` to `outside/<outside_rel>`, relative from its folder or absolute."""
        target = os.path.join(self.outside, b(outside_rel))
        if not absolute:
            target = os.path.relpath(target, os.path.dirname(self.path(rel)))
        self.link(rel, target)

    def fifo(self, rel):
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        os.mkfifo(p)

    def deep(self, names, leaf, content):
        """Folders `names` nested in order under the root, the last holding file `leaf`:
        made with descriptors, so the whole path may pass PATH_MAX."""
        fd = os.open(self.root, os.O_RDONLY)
        try:
            for name in names:
                try:
                    os.mkdir(b(name), dir_fd=fd)
                except FileExistsError:
                    pass
                next_fd = os.open(b(name), os.O_RDONLY, dir_fd=fd)
                os.close(fd)
                fd = next_fd
            out = os.open(b(leaf), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644, dir_fd=fd)
            os.write(out, b(content))
            os.close(out)
        finally:
            os.close(fd)


def b(x):
    return x if isinstance(x, bytes) else x.encode("utf-8", "surrogateescape")


# Swift sources -----------------------------------------------------------------------------

def view(name, body='Text("x")', members="", preview=True):
    out = f"import SwiftUI\n\nstruct {name}: View {{\n{members}    var body: some View {{\n        {body}\n    }}\n}}\n"
    if preview:
        out += f"\n#Preview {{\n    {name}()\n}}\n"
    return out


# Xcode projects ----------------------------------------------------------------------------

class Project:
    """A project.pbxproj in the OpenStep format Xcode writes, built object by object."""

    def __init__(self):
        self.objects = {}
        self.count = 0
        self.main_children = []
        self.targets = []

    def add(self, **fields):
        self.count += 1
        key = f"{self.count:024X}"
        self.objects[key] = fields
        return key

    def configurations(self, **settings):
        debug = self.add(isa="XCBuildConfiguration", name="Debug", buildSettings=settings)
        return self.add(isa="XCConfigurationList", buildConfigurations=[debug])

    def file(self, path, tree="<group>"):
        return self.add(isa="PBXFileReference", path=path, sourceTree=tree)

    def group(self, children, path=None, name=None, tree="<group>"):
        fields = {"isa": "PBXGroup", "children": children, "sourceTree": tree}
        if path is not None:
            fields["path"] = path
        if name is not None:
            fields["name"] = name
        return self.add(**fields)

    def synchronized(self, path, exceptions=()):
        return self.add(isa="PBXFileSystemSynchronizedRootGroup", path=path, sourceTree="<group>", exceptions=list(exceptions))

    def target(self, name, files=(), folders=(), depends=(), product="application", sdk="iphoneos"):
        """A native target compiling file references `files` and synchronized `folders`,
        depending on targets `depends` (their ids)."""
        build_files = [self.add(isa="PBXBuildFile", fileRef=f) for f in files]
        phase = self.add(isa="PBXSourcesBuildPhase", files=build_files)
        deps = [self.add(isa="PBXTargetDependency", target=d) for d in depends]
        key = self.add(isa="PBXNativeTarget", name=name, productType=f"com.apple.product-type.{product}",
                       buildPhases=[phase], dependencies=deps, fileSystemSynchronizedGroups=list(folders),
                       buildConfigurationList=self.configurations(SDKROOT=sdk))
        return key

    def text(self, targets, project_dir=""):
        main = self.group(self.main_children)
        root = self.add(isa="PBXProject", mainGroup=main, projectDirPath=project_dir, targets=targets,
                        buildConfigurationList=self.configurations(SDKROOT="iphoneos"))
        lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 77;", "\tobjects = {"]
        for key, fields in self.objects.items():
            lines.append(f"\t\t{key} = {value(fields)};")
        lines += ["\t};", f"\trootObject = {root};", "}", ""]
        return "\n".join(lines)


def value(v):
    if isinstance(v, dict):
        return "{" + " ".join(f"{quote(k)} = {value(x)};" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return "(" + ", ".join(value(x) for x in v) + ")"
    return quote(str(v))


def quote(s):
    escaped = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + escaped + '"'


def write_project(d, rel, project, targets, project_dir=""):
    d.file(rel + "/project.pbxproj", project.text(targets, project_dir))


# Attack classes: each writes one case into a Folder, at sizes from `size` -------------------
#
# Each returns nothing; CLASSES below lists them with what the test requires beyond the
# common checks (exit 0, 1 or 2, no signal, no raw control character, nothing in the folder
# changed, no SENTINEL in the output).

def xcode_nested_groups(d, size):
    """Groups nested N deep (no folders of their own), the innermost listing the app's file:
    a project walk that is quadratic, or recursive, in the nesting."""
    n = size(40, 30_000)
    p = Project()
    ref = p.file("ContentView.swift")
    inner = p.group([ref])
    for k in range(n):
        inner = p.group([inner], path=size.pick([None, ".", ""]) if k % 7 else None)
    p.main_children.append(inner)
    write_project(d, "App.xcodeproj", p, [p.target("App", [ref])])
    d.file("ContentView.swift", view("ContentView"))


def xcode_long_group_names(d, size):
    """Groups with long names nested in one another: each group's folder path holds every
    name above it (memory quadratic in the nesting)."""
    n, length = size(20, 4_000), size(100, 2_000)
    p = Project()
    ref = p.file("ContentView.swift", tree="SOURCE_ROOT")
    inner = p.group([ref])
    for k in range(n):
        name = (f"g{k}-" + "x" * length)[:length]
        inner = p.group([inner], path=name, name=name)
    p.main_children.append(inner)
    write_project(d, "App.xcodeproj", p, [p.target("App", [ref])])
    d.file("ContentView.swift", view("ContentView"))


def xcode_shared_synchronized_folders(d, size):
    """T targets each listing the same F synchronized folders (targets × folders × files)."""
    targets, folders = size(3, 50), size(10, 3_000)
    p = Project()
    groups = []
    for k in range(folders):
        groups.append(p.synchronized(f"F{k}"))
        d.file(f"F{k}/V{k}.swift", view(f"V{k}", preview=k < 3))
    p.main_children += groups
    keys = [p.target(f"T{t}", folders=groups) for t in range(targets)]
    write_project(d, "App.xcodeproj", p, keys)


def xcode_framework_chain(d, size):
    """N framework targets, each depending on the next, and an app depending on the first:
    every framework's files are seen by every target before it (quadratic if each copies them)."""
    n = size(5, 1_500)
    p = Project()
    keys = [None] * n
    refs = []
    for k in range(n):
        ref = p.file(f"F{k}/Kit{k}.swift")
        refs.append(ref)
        members = f"    var next: some View {{ Kit{k + 1}() }}\n" if k + 1 < n else ""
        d.file(f"F{k}/Kit{k}.swift", view(f"Kit{k}", 'Text("kit")', members, preview=False))
    p.main_children += refs
    for k in reversed(range(n)):
        keys[k] = p.target(f"Kit{k}", [refs[k]], depends=[keys[k + 1]] if k + 1 < n else [], product="framework")
    app_ref = p.file("App/ContentView.swift")
    p.main_children.append(app_ref)
    d.file("App/ContentView.swift", view("ContentView", "Kit0()"))
    app = p.target("App", [app_ref], depends=[keys[0]])
    write_project(d, "App.xcodeproj", p, [app] + keys)


def xcode_framework_lattice(d, size):
    """L layers of W framework targets, each depending on every target of the layer below and
    showing each of its views: every module's instance tree grows as W^layer, so each spends
    its whole evaluation budget (a run's cost the number of modules times a module's budget)."""
    layers, width = size(4, 30), size(4, 30)
    p = Project()
    below, keys = [], []
    for layer in range(layers):
        row = []
        for w in range(width):
            name = f"L{layer}W{w}"
            ref = p.file(f"{name}/{name}.swift")
            p.main_children.append(ref)
            body = "VStack { " + "; ".join(f"L{layer - 1}W{x}()" for x in range(width)) + " }" if layer else 'Text("leaf")'
            d.file(f"{name}/{name}.swift", view(name, body, preview=layer == layers - 1 and w == 0))
            row.append(p.target(name, [ref], depends=below, product="framework"))
        below = row
        keys += row
    write_project(d, "App.xcodeproj", p, keys)


MALFORMED = {
    "truncated": lambda text: text[: len(text) // 2],
    "garbage": lambda text: "\x00\x01\xff not a plist {{{ ((( \"",
    "deep": lambda text: "{ objects = " + "{ a = " * 200 + "b" + "; }" * 200 + "; }",
    "unbalanced-quote": lambda text: text.replace("isa = ", "isa = \"", 3),
    "objects-not-a-dictionary": lambda text: '{ objects = ( a, b ); rootObject = a; }',
    "no-root-object": lambda text: text.replace("rootObject", "rootThing"),
    "not-utf8": lambda text: text.replace("ContentView", "Content\udcffView"),
    "nul-bytes": lambda text: text.replace(";", ";\x00", 5),
    "utf16": lambda text: "\ufeff" + text,
    "xml": lambda text: '<?xml version="1.0"?><plist><dict><key>objects</key><dict>',
    "binary": lambda text: "bplist00\x00\x01\x02",
    "empty": lambda text: "",
    "self-referencing-groups": lambda text: text,
    "missing-semicolon": lambda text: text.replace(";}", "}", 1),
    "missing-comma": lambda text: text.replace(", ", " ", 1),
}


def xcode_malformed(d, size):
    """Projects that are not: truncated, garbage, nested past the depth limit, unbalanced
    quotes, wrong types, no root object, not UTF-8, NUL bytes, UTF-16, XML, binary, empty, a
    missing semicolon or comma.
    Each is read as if absent (a note), and Foundation must not print its own log line."""
    kinds = list(MALFORMED) if size.corpus else size.rng.sample(list(MALFORMED), size.rng.randint(1, 4))
    for i, kind in enumerate(kinds):
        p = Project()
        ref = p.file(f"Screen{i}.swift")
        if kind == "self-referencing-groups":
            a = p.add(isa="PBXGroup", children=[], sourceTree="<group>", path="a")
            bgroup = p.add(isa="PBXGroup", children=[a, ref], sourceTree="<group>", path="b")
            p.objects[a]["children"] = [bgroup]
            p.main_children.append(a)
        else:
            p.main_children.append(ref)
        text = MALFORMED[kind](p.text([p.target(f"App{i}", [ref])]))
        encoding = "utf-16" if kind == "utf16" else "utf-8"
        d.file(f"{kind}/App.xcodeproj/project.pbxproj", text.encode(encoding, "surrogateescape"))
        d.file(f"{kind}/Screen{i}.swift", view(f"Screen{i}"))


def xcode_duplicate_target_names(d, size):
    """Two targets with the same name (an iOS app and its Mac twin), each declaring its own
    ContentView: two modules, never one with a redeclaration."""
    p = Project()
    ios, mac = p.synchronized("iOS"), p.synchronized("Mac")
    p.main_children += [ios, mac]
    d.file("iOS/ContentView.swift", view("ContentView", 'Text("iOS")'))
    d.file("Mac/ContentView.swift", view("ContentView", 'Text("Mac")'))
    targets = [p.target("App", folders=[ios]), p.target("App", folders=[mac], sdk="macosx")]
    write_project(d, "App.xcodeproj", p, targets)


def xcode_target_listed_twice(d, size):
    """The project lists one target twice, and one file twice in a target's sources phase."""
    p = Project()
    ref, row = p.file("ContentView.swift"), p.file("Row.swift")
    p.main_children += [ref, row]
    t = p.target("App", [ref, ref, row])
    write_project(d, "App.xcodeproj", p, [t, t])
    d.file("ContentView.swift", view("ContentView", "Row()"))
    d.file("Row.swift", view("Row", preview=False))


def xcode_wrong_case_reference(d, size):
    """A file reference spelt `cardview.swift` for `CardView.swift` (macOS's case-insensitive
    disk builds it): CardView must not become a silently assumed view."""
    p = Project()
    refs = [p.file("ContentView.swift"), p.file("cardview.swift")]
    p.main_children += refs
    write_project(d, "App.xcodeproj", p, [p.target("App", refs)])
    d.file("ContentView.swift", view("ContentView", "CardView()"))
    d.file("CardView.swift", view("CardView", 'Text("card").padding()', preview=False))


def xcode_outside_references(d, size):
    """Project paths leading out of the folder: an absolute file reference, a `../outside`
    group, a synchronized folder and projectDirPath going up, SDK-relative trees."""
    p = Project()
    absolute = p.file(os.fsdecode(os.path.join(d.outside, b"Leak.swift")), tree="<absolute>")
    up = p.group([p.file("Leak.swift")], path="../outside")
    up_sync = p.synchronized("../outside/Sub")
    root = p.file("/", tree="<absolute>")
    sdk = p.file("System/Library/Frameworks/SwiftUI.framework", tree="SDKROOT")
    here = p.file("ContentView.swift")
    p.main_children += [absolute, up, up_sync, root, sdk, here]
    t = p.target("App", [absolute, here, root, sdk], folders=[up_sync])
    write_project(d, "App.xcodeproj", p, [t], project_dir=size.pick(["", "..", "/", "../outside"]))
    d.file("ContentView.swift", view("ContentView"))


def xcode_project_special_files(d, size):
    """project.pbxproj as a link to /dev/zero or /dev/urandom, as a folder, as a dangling link."""
    d.link("zero/App.xcodeproj/project.pbxproj", "/dev/zero")
    d.link("random/App.xcodeproj/project.pbxproj", "/dev/urandom")
    os.makedirs(d.path("folder/App.xcodeproj/project.pbxproj"))
    d.link("dangling/App.xcodeproj/project.pbxproj", "nowhere.pbxproj")
    for i, sub in enumerate(["zero", "random", "folder", "dangling"]):
        d.file(f"{sub}/S{i}.swift", view(f"S{i}"))


def fifo_project(d, size):
    """App.xcodeproj/project.pbxproj is a FIFO: opening it for reading waits for a writer."""
    d.fifo("App.xcodeproj/project.pbxproj")
    d.file("ContentView.swift", view("ContentView"))


# Swift packages ----------------------------------------------------------------------------

def manifest(targets, platforms=".iOS(.v17)", extra=""):
    """A Package.swift; `targets` are (name, [dependency names], path or None)."""
    items = []
    for name, deps, path in targets:
        dep_list = ", ".join(f'"{x}"' for x in deps)
        path_arg = f', path: "{path}"' if path is not None else ""
        items.append(f'        .target(name: "{name}", dependencies: [{dep_list}]{path_arg})')
    return ("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
            f'    name: "Hostile",\n    platforms: [{platforms}],\n    targets: [\n' + ",\n".join(items) + "\n    ]\n)\n" + extra)


def package_many_targets(d, size):
    """A package of N targets, each a folder under Sources/ with a view and a preview."""
    n = size(5, 2_000)
    d.file("Package.swift", manifest([(f"T{k}", [], None) for k in range(n)]))
    for k in range(n):
        d.file(f"Sources/T{k}/ContentView.swift", view("ContentView", f'Text("{k}")', preview=k < 5))


def package_dependency_chain(d, size):
    """N targets each depending on the next, the last on the first (a cycle SwiftPM refuses):
    each target's dependencies are gathered once, and the cycle ends."""
    n = size(5, 1_500)
    targets = [(f"T{k}", [f"T{(k + 1) % n}"], None) for k in range(n)]
    d.file("Package.swift", manifest(targets))
    for k in range(n):
        d.file(f"Sources/T{k}/V{k}.swift", view(f"V{k}", f"V{(k + 1) % n}()" if k + 1 < n else 'Text("end")', preview=k == 0))


def package_odd_paths(d, size):
    """A manifest with targets whose names and paths lead out (`../outside`, `/`, `..`), a
    target depending on itself and on a missing one, an unterminated string and comment, and
    target folders with odd names."""
    targets = [("App", ["App", "Missing", "../outside", "/"], None), ("..", [], "../outside"),
               ("Root", [], "/"), ("../outside", ["App"], None), ("Deep", [], "Sources/" + "../" * 20)]
    extra = size.pick(['let unterminated = "never ends\n', "/* never closed\n", "[" * 5_000 + "\n"])
    d.file("Package.swift", manifest(targets, platforms=".iOS(.v17), .macOS(\"14.0\"), .iOS(", extra=extra))
    d.file("Sources/App/ContentView.swift", view("ContentView"))
    d.file("Sources/a b/Spaced.swift", view("Spaced"))
    d.file("Sources/.hidden/Hidden.swift", view("Hidden"))
    d.file("Sources/-flag/Flag.swift", view("Flag"))
    d.file("Tests/AppTests/Probe.swift", view("Probe"))


def package_manifest_not_run(d, size):
    """A Package.swift that would write EXECUTED beside itself and print the sentinel if it
    were run: layoutc reads manifests as text, never runs them (the folder stays unchanged)."""
    text = manifest([("App", [], None)]) + (
        "\nimport Foundation\n"
        'FileManager.default.createFile(atPath: #filePath.replacingOccurrences(of: "Package.swift", with: "EXECUTED"), contents: nil)\n'
        'print("' + "LAYOUTC-" + 'RAN-MANIFEST")\n')
    d.file("Package.swift", text)
    d.file("Package@swift-5.9.swift", text)
    d.file("Sources/App/ContentView.swift", view("ContentView"))


def package_nested(d, size):
    """Packages inside packages' target folders, N deep."""
    n = size(3, 60)
    prefix = ""
    for k in range(n):
        d.file(prefix + "Package.swift", manifest([(f"P{k}", [], None)]))
        d.file(prefix + f"Sources/P{k}/V{k}.swift", view(f"V{k}"))
        prefix += f"Sources/P{k}/"


def fifo_manifest(d, size):
    """Package.swift and Package@swift-5.9.swift are FIFOs beside a package's targets."""
    d.fifo("Package.swift")
    d.fifo("Package@swift-5.9.swift")
    d.file("Sources/App/ContentView.swift", view("ContentView"))


# Links -------------------------------------------------------------------------------------

def links_inside(d, size):
    """Links that stay inside: a folder link, a file link, a chain of links, a link to the
    folder itself (each file is read once)."""
    d.file("Views/Row.swift", view("Row", preview=False))
    d.file("ContentView.swift", view("ContentView", "Row()"))
    d.link("Alias", "Views")
    d.link("Again.swift", "Views/Row.swift")
    d.link("c.swift", "Again.swift")
    d.link("b.swift", "c.swift")
    d.link("Views/top", "..")
    d.file("spec.ui", 'struct V: View { var body: some View { Text("spec") } }\n')
    d.link("same.ui", "spec.ui")


def links_outside(d, size):
    """Links leading out of the folder: a Swift file and a spec to outside files, a text file
    (a committed `leak.swift -> /etc/passwd`), a folder, the parent folder, absolute and relative,
    and `.layoutc.json` to a JSON file whose key is the sentinel (an unknown key is named)."""
    d.file("ContentView.swift", view("ContentView"))
    d.link_outside(".layoutc.json", "config.json")
    d.link_outside("leak.swift", "secret.txt", absolute=True)
    d.link_outside("Leak.swift", "Leak.swift")
    d.link_outside("leak.ui", "leak.ui")
    d.link_outside("Outside", "Sub")
    d.link("Views/up", "../..")


def links_loops(d, size):
    """Links that never end: two files naming each other, a file naming itself, a folder
    containing a link to itself and to its parent, a dangling link."""
    d.file("ContentView.swift", view("ContentView"))
    d.link("loop1.swift", "loop2.swift")
    d.link("loop2.swift", "loop1.swift")
    d.link("self.swift", "self.swift")
    d.link("a/again", ".")
    d.link("a/b/up", "../..")
    d.link("a/b/c/cycle", "../../b")
    d.link("dangling.swift", "nowhere.swift")
    d.link("dangling.ui", "/nonexistent/x.ui")
    d.file("a/b/c/Deep.swift", view("Deep", preview=False))


def links_root(d, size):
    """A link to `/` inside the folder: the search must not read the whole machine."""
    d.file("ContentView.swift", view("ContentView"))
    d.link("root", "/")


def links_devices(d, size):
    """Sources that are links to devices: /dev/zero, /dev/urandom, /dev/null, /dev/stdin."""
    d.file("ContentView.swift", view("ContentView"))
    d.link("zero.swift", "/dev/zero")
    d.link("random.ui", "/dev/urandom")
    d.link("null.swift", "/dev/null")
    d.link("stdin.swift", "/dev/stdin")


# Special files and names -------------------------------------------------------------------

def fifo_sources(d, size):
    """FIFOs named like sources: skipped with a note, never opened."""
    d.file("ContentView.swift", view("ContentView"))
    d.fifo("x.swift")
    d.fifo("y.ui")
    d.fifo("Views/z.swift")


def fifo_config(d, size):
    """.layoutc.json is a FIFO: every run on the folder looks for it."""
    d.file("ContentView.swift", view("ContentView"))
    d.fifo(".layoutc.json")


def names_not_utf8(d, size):
    """File and folder names that are not UTF-8 (Latin-1 é, a lone continuation byte, 0xFF)."""
    d.file(b"caf\xe9.swift", view("Cafe"))
    d.file(b"\xff\xfe/Inner.swift", view("Inner"))
    d.file(b"a\x80.ui", 'struct A: View { var body: some View { Text("a") } }\n')
    d.file("ContentView.swift", view("ContentView", "Cafe()"))


def names_long(d, size):
    """A 255-byte file name, a 255-byte name of two-byte characters, and a file deeper than
    PATH_MAX (4096 bytes)."""
    d.file("a" * 249 + ".swift", view("LongName"))
    d.file("é" * 124 + ".swift", view("Accented"))
    depth = size(25, 60)
    d.deep([f"{k:03d}" + "d" * 196 for k in range(depth)], "Deep.swift", view("Deep"))
    d.file("ContentView.swift", view("ContentView"))


CONTROL_NAMES = ["a\nb.swift", "x proposal y.swift", "\x1b[31mred.swift", "\u202eevil.swift", "tab\there.swift",
                 "back\\slash.swift", "c: error: x.swift", " space.swift", "-dash.swift", "--lint.swift",
                 "cr\rhere.swift", "bell\x07.swift", "del\x7f.swift", "c1\u0085.swift", "ls\u2028.swift"]


def names_control(d, size):
    """Files named with newlines, terminal escapes, a right-to-left override, tabs, a word
    snapshots use (` proposal `), what looks like a diagnostic or an option."""
    names = CONTROL_NAMES if size.corpus else size.rng.sample(CONTROL_NAMES, size.rng.randint(1, len(CONTROL_NAMES)))
    for k, name in enumerate(names):
        d.file(name, view(f"N{k}", f'Text("{k}").padding()'))
    d.file("ContentView.swift", view("ContentView", "VStack { N0(); N1() }" if len(names) > 1 else "N0()"))
    d.file("dir\x1b[2J\n/Inner.swift", view("Inner"))


def names_in_projects(d, size):
    """Targets, groups and package target folders named with escapes, newlines and bidi
    controls: printed in module headers and snapshot lines."""
    p = Project()
    sync = p.synchronized("App")
    p.main_children.append(sync)
    d.file("App/ContentView.swift", view("ContentView"))
    t = p.target("Evil\x1b[2J\nTarget\u202e", folders=[sync])
    write_project(d, "App.xcodeproj", p, [t])
    d.file("Pkg/Package.swift", manifest([("Bad\x1b[31m\nName", [], None)]))
    d.file("Pkg/Sources/Bad\x1b[31m\nName/Row.swift", view("Row"))


# Sizes and runaway logic -------------------------------------------------------------------

def huge_sources(d, size):
    """K sources of S bytes each in one module (the module's total), of many small views or
    one long line."""
    k, kib = size(3, 8), size(64, 8 * 1024)
    for i in range(k):
        if size.pick(["views", "line"]) == "views":
            parts, total, j = ["import SwiftUI\n"], 0, 0
            while total < kib * 1024:
                parts.append(view(f"H{i}x{j}", f'Text("{j}")', preview=False).replace("import SwiftUI\n", ""))
                total += len(parts[-1])
                j += 1
            text = "".join(parts)
        else:
            text = f'import SwiftUI\nlet s{i} = "' + "x" * (kib * 1024 - 40) + '"\n'
        d.file(f"Big{i}.swift", text)
    d.file("ContentView.swift", view("ContentView"))


def many_files(d, size):
    """N tiny sources in one folder, and folders nested D deep."""
    n, depth = size(200, 20_000), size(30, 400)
    for k in range(n):
        d.file(f"wide/W{k}.swift", view(f"W{k}", preview=False))
    d.file("/".join(["n"] * depth) + "/Deep.swift", view("Deep"))
    d.file("ContentView.swift", view("ContentView", "W0()"))


def runaway_swift(d, size):
    """Tolerant app logic that never ends, declared in one file and called from views in
    others: naive fib and, when fuzzing, computed properties that double, a map nested in a
    map, an endless loop, deep recursion; each body's value is assumed when its budget is spent.
    (Each spent budget costs seconds in a debug build: the corpus has the one.)"""
    fib, doubling, elements = size(40, 60), size(40, 64), size(10_000, 100_000)
    d.file("Logic.swift", (
        "import SwiftUI\n\nfunc fib(_ n: Int) -> Int {\n    if n < 2 { return n }\n    return fib(n - 1) + fib(n - 2)\n}\n\n"
        "func countDown(_ n: Int) -> Int { n == 0 ? 0 : countDown(n - 1) }\n\n"
        f"let numbers = Array(0..<{elements})\n"))
    d.file("Fibonacci.swift", view("Fibonacci", f'Text("\\(fib({fib}))")', preview=False))
    shown = ["Fibonacci"]
    if not size.corpus:
        members = "    var p0: Int { 1 }\n" + "".join(f"    var p{k}: Int {{ p{k - 1} + p{k - 1} }}\n" for k in range(1, doubling + 1))
        d.file("Powers.swift", view("Powers", f'Text("\\(p{doubling})")', members, preview=size.pick([False, True])))
        d.file("Sums.swift", view("Sums", 'Text("\\(numbers.map { a in numbers.map { b in a + b }.count }.last ?? 0)")',
                                  preview=size.pick([False, True])))
        d.file("Forever.swift", view("Forever", 'Text("\\(forever())")',
                                     "    func forever() -> Int {\n        var i = 0\n        while true { i += 1 }\n        return i\n    }\n",
                                     preview=size.pick([False, True])))
        d.file("Down.swift", view("Down", 'Text("\\(countDown(100_000))")', preview=size.pick([False, True])))
        shown = size.rng.sample(["Fibonacci", "Powers", "Sums", "Forever", "Down"], size.rng.randint(1, 5))
    d.file("ContentView.swift", view("ContentView", "VStack { " + "; ".join(v + "()" for v in shown) + " }"))


def config_deep(d, size):
    """A .layoutc.json nested N levels deep."""
    n = size(1_000, 200_000)
    d.file(".layoutc.json", '{"disabled_rules": ' + "[" * n + "]" * n + "}")
    d.file("ContentView.swift", view("ContentView"))


def config_odd(d, size):
    """A .layoutc.json with odd values: excluded paths leading out, huge numbers, unknown keys
    with control characters, a long unknown rule id, duplicate keys, non-UTF-8 bytes."""
    kind = size.pick(["values", "large", "not-utf8"])
    if kind == "values":
        text = json.dumps({"excluded": ["/", "..", "../outside", "", "\u0000"], "disabled_rules": ["x" * 10_000, "\u001b[2J"],
                           "assumed_views": {"A": [1e308, -1], "B": "wide", "\u001b[31m": [1, 2]},
                           "severity": {"random-identifier": "fatal", "\u202e": "error"}, "\u001b[2J": 1}) + ' {"x": 1}'
        text = text.replace("{", '{"disabled_rules": [], ', 1)
    elif kind == "large":
        text = json.dumps({"disabled_rules": [f"rule-{k}-" + "y" * 40 for k in range(size(30_000, 60_000))]})
    else:
        text = b'{"disabled_rules": ["\xff\xfe"]}'
    d.file(".layoutc.json", text)
    d.file("ContentView.swift", view("ContentView"))


# The classes, what the test requires of each beyond the common checks ---------------------

CLASSES = {
    # name: (function, regular expressions no output may match, the file in the folder that
    # runs read and -o names, regular expressions the output of --types must match)
    "xcode-nested-groups": (xcode_nested_groups, [], "App.xcodeproj/project.pbxproj", []),
    "xcode-long-group-names": (xcode_long_group_names, [], "App.xcodeproj/project.pbxproj", []),
    "xcode-shared-synchronized-folders": (xcode_shared_synchronized_folders, [], "App.xcodeproj/project.pbxproj", []),
    "xcode-framework-chain": (xcode_framework_chain, ["invalid redeclaration"], "App.xcodeproj/project.pbxproj", []),
    "xcode-framework-lattice": (xcode_framework_lattice, ["invalid redeclaration"], "App.xcodeproj/project.pbxproj", []),
    "xcode-malformed": (xcode_malformed, [FOUNDATION_LOG], "truncated/App.xcodeproj/project.pbxproj", []),
    "xcode-duplicate-target-names": (xcode_duplicate_target_names, ["invalid redeclaration"], "App.xcodeproj/project.pbxproj", []),
    "xcode-target-listed-twice": (xcode_target_listed_twice, ["invalid redeclaration"], "App.xcodeproj/project.pbxproj", []),
    "xcode-wrong-case-reference": (xcode_wrong_case_reference, ["assumption.*'CardView'"], "App.xcodeproj/project.pbxproj", []),
    "xcode-outside-references": (xcode_outside_references, [], "App.xcodeproj/project.pbxproj", []),
    "xcode-project-special-files": (xcode_project_special_files, [], "zero/S0.swift", []),
    "fifo-project": (fifo_project, [], "ContentView.swift", []),
    "package-many-targets": (package_many_targets, [], "Package.swift", []),
    "package-dependency-chain": (package_dependency_chain, [], "Package.swift", []),
    "package-odd-paths": (package_odd_paths, [], "Package.swift", []),
    "package-manifest-not-run": (package_manifest_not_run, ["LAYOUTC-RAN-MANIFEST"], "Package.swift", []),
    "package-nested": (package_nested, [], "Package.swift", []),
    "fifo-manifest": (fifo_manifest, [], "Sources/App/ContentView.swift", []),
    "links-inside": (links_inside, [], "Again.swift", []),
    "links-outside": (links_outside, [], "ContentView.swift", []),
    "links-loops": (links_loops, [], "ContentView.swift", []),
    "links-root": (links_root, [], "ContentView.swift", []),
    "links-devices": (links_devices, [], "ContentView.swift", []),
    "fifo-sources": (fifo_sources, [], "ContentView.swift", []),
    "fifo-config": (fifo_config, [], "ContentView.swift", []),
    # Handled (the view is typed) or reported (a note naming the file), never silent.
    "names-not-utf8": (names_not_utf8, ["No such file or directory"], "ContentView.swift", ["Inner|name-not-utf8"]),
    "names-long": (names_long, [], "a" * 249 + ".swift", ["Deep|path-too-long"]),
    "names-control": (names_control, [], "x proposal y.swift", []),
    "names-in-projects": (names_in_projects, [], "App.xcodeproj/project.pbxproj", []),
    "huge-sources": (huge_sources, [], "Big0.swift", []),
    "many-files": (many_files, [], "wide/W0.swift", []),
    "runaway-swift": (runaway_swift, [], "Logic.swift", []),
    "config-deep": (config_deep, [], ".layoutc.json", []),
    "config-odd": (config_odd, [], ".layoutc.json", []),
}


def cases():
    """The corpus: every class once, at its smallest size."""
    return [{"name": name, "about": " ".join(fn.__doc__.split()), "forbidden": forbidden, "output": output, "required": required}
            for name, (fn, forbidden, output, required) in CLASSES.items()]


def write_outside(root):
    """`root/outside/`: what links and project paths that leave a folder lead to."""
    outside = os.path.join(root, "outside")
    if os.path.isdir(outside):
        return outside
    os.makedirs(os.path.join(outside, "Sub"))
    with open(os.path.join(outside, "secret.txt"), "w") as f:
        f.write("".join(f"{SENTINEL}:x:{k}:{k}:user{k}:/home/user{k}:/bin/sh\n" for k in range(5)))
    leak = view("Leak", f'Text("{SENTINEL}")') + f"\n{SENTINEL} is not Swift\n"
    for rel in ["Leak.swift", "Sub/Leak2.swift"]:
        with open(os.path.join(outside, rel), "w") as f:
            f.write(leak.replace("Leak", "Leak2") if "Sub" in rel else leak)
    with open(os.path.join(outside, "config.json"), "w") as f:
        f.write(json.dumps({SENTINEL: True}))
    with open(os.path.join(outside, "leak.ui"), "w") as f:
        f.write(f'struct Spec: View {{ var body: some View {{ Text("{SENTINEL}") }} }}\n{SENTINEL}\n')
    fifo = os.path.join(root, "fifo")
    if not os.path.exists(fifo):
        os.mkfifo(fifo)
    return outside


def write_case(root, name, fn, size):
    folder = os.path.join(root, name)
    if os.path.lexists(folder):
        sys.exit(f"hostile_folders: {folder} exists")
    os.makedirs(folder)
    fn(Folder(folder, write_outside(root)), size)


def fingerprint(root):
    """Every entry under `root` (links not followed) with its kind and contents' hash."""
    digest = hashlib.sha256()
    for top, dirs, files, fd in os.fwalk(root, follow_symlinks=False):
        dirs.sort()
        for name in sorted(files + dirs):
            st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            entry = os.fsencode(top) + b"/" + os.fsencode(name)
            if stat.S_ISLNK(st.st_mode):
                entry += b" -> " + os.fsencode(os.readlink(name, dir_fd=fd))
            elif stat.S_ISREG(st.st_mode):
                h = hashlib.sha256()
                f = os.open(name, os.O_RDONLY | os.O_NONBLOCK, dir_fd=fd)
                while chunk := os.read(f, 1 << 20):
                    h.update(chunk)
                os.close(f)
                entry += b" = " + h.hexdigest().encode()
            else:
                entry += b" mode " + oct(stat.S_IFMT(st.st_mode)).encode()
            digest.update(entry + b"\n")
    return digest.hexdigest()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--corpus", metavar="DIR")
    ap.add_argument("cases", nargs="*")
    ap.add_argument("--random", type=int, metavar="N")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--out", metavar="DIR")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--exclude", default="")
    ap.add_argument("--fingerprint", metavar="DIR")
    a = ap.parse_args()
    if a.list:
        print(json.dumps({"sentinel": SENTINEL, "cases": cases()}, indent=1, ensure_ascii=True))
    elif a.fingerprint:
        print(fingerprint(a.fingerprint))
    elif a.corpus:
        unknown = [c for c in a.cases if c not in CLASSES]
        if unknown:
            sys.exit(f"hostile_folders: unknown case {unknown[0]}")
        os.makedirs(a.corpus, exist_ok=True)
        for name in a.cases or CLASSES:
            write_case(a.corpus, name, CLASSES[name][0], Size(random.Random(name), corpus=True))
    elif a.random is not None and a.out:
        excluded = set(filter(None, a.exclude.split(",")))
        names = [n for n in CLASSES if n not in excluded]
        os.makedirs(a.out, exist_ok=True)
        for k in range(a.first, a.first + a.random):
            rng = random.Random(f"{a.seed}-{k}")
            chosen = rng.sample(names, rng.randint(1, min(3, len(names))))
            folder = f"f-{a.seed}-{k:05d}"
            write_outside(a.out)
            os.makedirs(os.path.join(a.out, folder))
            placed = []
            for name in chosen:
                # A class at the root or in a folder of its own, so that classes meet.
                sub = "" if rng.random() < 0.4 else name
                placed.append((name, sub))
                target = os.path.join(a.out, folder, sub)
                os.makedirs(target, exist_ok=True)
                try:
                    CLASSES[name][0](Folder(target, os.path.join(a.out, "outside")), Size(rng, corpus=False, scale=a.scale))
                except (FileExistsError, IsADirectoryError, NotADirectoryError):
                    pass  # two classes wrote the same name at the root: the first one's stays
            print(json.dumps({"folder": folder, "classes": placed}))
    else:
        ap.error("one of --list, --corpus, --random with --out, --fingerprint")


if __name__ == "__main__":
    main()
