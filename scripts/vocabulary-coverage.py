#!/usr/bin/env python3
"""Measures how much of real apps' SwiftUI vocabulary layoutc knows (issue 18).

    scripts/vocabulary-coverage.py [--vocabulary docs/vocabulary.md] [--top N] [--json] APP_DIR...

Each APP_DIR is a checkout already on disk; the script only reads its `.swift` files that
`import SwiftUI`, without test folders and manifests as measure-real-code.py (comments and
string literals removed first), and counts:

- view constructions: a capitalised name called (`Name(` or `Name {`, generic arguments
  allowed) whose name is a SwiftUI view (the list below, written from SwiftUI's interface, plus
  every view layoutc's catalog knows);
- modifier calls: `.name(` or `.name {` at the start of a line (after indentation), the way
  modifier chains are written, minus the methods of other libraries listed in NOT_MODIFIERS.

Names the app declares itself (`struct/class/enum/protocol/typealias Name`, `func name`,
`case name`) are
left out of both counts: they are the app's vocabulary, not SwiftUI's. A name is known when
docs/vocabulary.md (generated from the catalog) lists it as a view or a modifier.
Reports per app and in total the share known and the ranked list of missing names with counts.
"""
import argparse
import collections
import json
import os
import re
import sys

# Public SwiftUI types conforming to View (iOS 17 SDK), as SwiftUI.swiftinterface declares them.
SWIFTUI_VIEWS = set("""
AngularGradient AnyView AsyncImage Button Canvas Capsule Circle Color ColorPicker
ContainerRelativeShape ContentUnavailableView ControlGroup DatePicker DisclosureGroup Divider
EditButton EllipticalGradient EmptyView EquatableView ForEach Form Gauge GeometryReader Grid
GridRow Group GroupBox HSplitView HStack Image Label LabeledContent LazyHGrid LazyHStack
LazyVGrid LazyVStack LinearGradient Link List Menu MultiDatePicker NavigationLink
NavigationSplitView NavigationStack NavigationView OutlineGroup PasteButton Picker
ProgressView RadialGradient Rectangle RenameButton RoundedRectangle ScrollView ScrollViewReader
Section SecureField ShareLink Slider Spacer Stepper TabView Text TextEditor TextField
TimelineView Toggle UnevenRoundedRectangle VSplitView VStack ViewThatFits ZStack Ellipse
PhotosPicker Chart Map SignInWithAppleButton VideoPlayer SpriteView SceneView Table
PrimitiveButtonStyleConfiguration AnyShape TupleView
""".split())

# Methods of Combine, Foundation, collections, gestures, transitions and animations that appear at the start of
# a line in chains but are not View modifiers.
NOT_MODIFIERS = set("""
map compactMap flatMap filter reduce sorted sink store assign receive eraseToAnyPublisher
removeDuplicates debounce throttle combineLatest merge zip first last prefix dropFirst
append insert remove replacingOccurrences joined split components trimmingCharacters
lowercased uppercased contains init replaceError catch tryMap handleEvents subscribe
collect scan share switchToLatest setFailureType mapError decode encode print delay
forEach enumerated reversed dropLast sort min max count values publisher
onChanged onEnded updating asymmetric combined animation speed repeatForever delay
""".split())

DECL = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)")
FUNC = re.compile(r"\b(?:func|case)\s+`?([a-z_]\w*)")
VIEW_CALL = re.compile(r"(?<![\w.])([A-Z]\w*)(?:<[^<>()\n]*>)?\s*[({]")
MODIFIER_CALL = re.compile(r"^\s*\.([a-z_]\w*)\s*[({]", re.M)


def strip_comments_and_strings(text):
    """Blanks comments and string literals (keeping newlines) so their words are not counted."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_vocabulary(path):
    """Names in the tables of docs/vocabulary.md, by section (views, modifiers, value types)."""
    names, section = collections.defaultdict(set), None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                section = line[3:].strip().lower()
            elif line.startswith("| ") and not line.startswith("| ---") and section:
                cell = line.split("|")[1].strip()
                if cell not in ("view", "modifier", "type", "name"):
                    names[section].add(cell.split(".")[0])
    return names


# The files measure-real-code.py reads: no test folders, manifests or build folders.
TEST_DIR = re.compile(r"^(Tests|.*Tests|.*UITests|.*Test)$")


def swift_files(app):
    for root, dirs, files in os.walk(app):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in ("build", "Pods", "Carthage") and not TEST_DIR.match(d)]
        for name in files:
            if name.endswith(".swift") and name != "Package.swift":
                yield os.path.join(root, name)


def measure(app, known_views, known_modifiers):
    texts = []
    for path in swift_files(app):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        texts.append(strip_comments_and_strings(text))
    declared_types = {m for t in texts for m in DECL.findall(t)}
    declared_funcs = {m for t in texts for m in FUNC.findall(t)}
    views, modifiers = collections.Counter(), collections.Counter()
    for text in texts:
        if not re.search(r"^\s*import\s+SwiftUI\b", text, re.M):
            continue
        for name in VIEW_CALL.findall(text):
            if name in declared_types:
                continue
            if name in SWIFTUI_VIEWS or name in known_views:
                views[name] += 1
        for name in MODIFIER_CALL.findall(text):
            if name in declared_funcs or name in NOT_MODIFIERS:
                continue
            modifiers[name] += 1
    return views, modifiers


def share(counter, known):
    total = sum(counter.values())
    hit = sum(c for name, c in counter.items() if name in known)
    return hit, total


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("apps", nargs="+", metavar="APP_DIR")
    parser.add_argument("--vocabulary", default=os.path.join(here, "..", "docs", "vocabulary.md"))
    parser.add_argument("--top", type=int, default=40, help="missing names to list (default 40)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args()

    vocabulary = read_vocabulary(args.vocabulary)
    known_views = vocabulary["views"]
    known_modifiers = vocabulary["modifiers"]
    all_views, all_modifiers, rows = collections.Counter(), collections.Counter(), []
    for app in args.apps:
        views, modifiers = measure(app, known_views, known_modifiers)
        all_views += views
        all_modifiers += modifiers
        rows.append((os.path.basename(os.path.normpath(app)), share(views, known_views), share(modifiers, known_modifiers)))

    missing_views = [(n, c) for n, c in all_views.most_common() if n not in known_views]
    missing_modifiers = [(n, c) for n, c in all_modifiers.most_common() if n not in known_modifiers]
    if args.json:
        json.dump({"apps": [{"app": a, "views": list(v), "modifiers": list(m)} for a, v, m in rows],
                   "missingViews": missing_views, "missingModifiers": missing_modifiers}, sys.stdout, indent=1)
        print()
        return

    def pct(hit, total):
        return f"{hit}/{total} = {100.0 * hit / total:.1f} %" if total else "0/0"

    width = max(len(a) for a, _, _ in rows + [("total", 0, 0)])
    print(f"{'app':<{width}}  {'views known':<22}  modifiers known")
    for app, v, m in rows:
        print(f"{app:<{width}}  {pct(*v):<22}  {pct(*m)}")
    print(f"{'total':<{width}}  {pct(*share(all_views, known_views)):<22}  {pct(*share(all_modifiers, known_modifiers))}")
    print("\nmissing views: " + ", ".join(f"{n} {c}" for n, c in missing_views[:args.top]))
    print("\nmissing modifiers: " + ", ".join(f"{n} {c}" for n, c in missing_modifiers[:args.top]))


if __name__ == "__main__":
    main()
