#!/usr/bin/env python3
"""Writes random *valid* layout specs: the grammar-aware half of the fuzzing.

Byte mutation (libFuzzer) mostly exercises the lexer, the parser and the checker's error
paths; a mutated spec rarely type-checks, so the evaluator, the linter, the lowering and the
layout engine see few inputs. This generator builds specs from the language's own pieces
(docs/language.md, docs/vocabulary.md): data types and arrays, enums, custom alignments,
views with state and stored properties that call each other (never in a cycle), stacks,
ForEach over ranges and data, if/else and switch, modifier chains with plausible and
extreme numbers (0, negatives, huge, .infinity, .nan), previews with traits. Most specs
type-check, so every stage behind the checker runs on them.

A share of the specs (--hostile, default 0.1) are hostile instead: exponential structures,
deep chains, huge and control-character strings, other line endings, Unicode spaces, invalid
bytes, at random sizes (hostile_specs.py, which also writes the fixed corpus of
HostileCorpusTests).

Usage: generate_specs.py --count N --seed S --out DIR [--hostile FRACTION]
Deterministic: the same seed writes the same files.
"""
import argparse
import os
import random

import hostile_specs

COLORS = ["red", "blue", "green", "orange", "gray", "yellow", "clear", "black", "white", "pink"]
FONTS = [".title", ".headline", ".body", ".caption", ".largeTitle", ".footnote", ".system(size: 13)"]
ALIGN_H = [".leading", ".center", ".trailing"]
ALIGN_V = [".top", ".center", ".bottom", ".firstTextBaseline", ".lastTextBaseline"]
ALIGN_2D = [".center", ".leading", ".trailing", ".top", ".bottom", ".topLeading", ".bottomTrailing"]
EDGES = [".all", ".horizontal", ".vertical", ".top", ".leading", ".bottom", ".trailing"]
WORDS = ["Hello", "World", "Avocado Toast", "★★★★★", "5 stars", "", "A longer line of text that has to wrap",
         "é", "日本語", "🐶 Rex", "tab\\tstop", "quote \\\" mark", "x" * 200]


class Spec:
    """One spec being written: its declarations and the names they make available."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.data = []        # (array name, element type, fields)
        self.enums = []       # (name, cases)
        self.alignments = []  # (name, vertical?)
        self.views = []       # (name, required stored properties as (label, kind))

    # Numbers ---------------------------------------------------------------------------

    def length(self, extreme=0.08):
        r = self.rng
        if r.random() < extreme:
            return r.choice(["0", "-10", "1e9", "100_000", "0.0001", ".infinity", "CGFloat.infinity", "1e308",
                             "CGFloat.nan", "-0.0"])
        return r.choice(["4", "8", "10", "16", "20", "44", "100", "120.5", "200", "320", "2.5"])

    def literal(self):
        """A plain number: #asset sizes and preview traits take literals only."""
        return self.rng.choice(["0", "1", "20", "100", "320", "2.5", "1e9", "100_000"])

    def small_int(self):
        return self.rng.choice(["0", "1", "2", "3", "5", "10", "25"])

    # Leaves and containers -------------------------------------------------------------

    def text(self, scope):
        r = self.rng
        choice = r.random()
        if choice < 0.15 and scope.get("ints"):
            return f'Text("\\({r.choice(scope["ints"])}) items")'
        if choice < 0.25 and scope.get("element"):
            name, fields = scope["element"]
            return f"Text({name}.{r.choice([f for f, k in fields if k == 'String'])})"
        if choice < 0.3:
            return f'Text(verbatim: "{r.choice(WORDS)}")'
        text = f'Text("{r.choice(WORDS)}")'
        for _ in range(r.randint(0, 2)):
            text += r.choice([".bold()", ".italic()", f".font({r.choice(FONTS)})",
                              f".foregroundColor(.{r.choice(COLORS)})", ".fontWeight(.semibold)"])
        return text

    def leaf(self, scope):
        r = self.rng
        kinds = [
            lambda: self.text(scope),
            lambda: self.text(scope),
            lambda: f'Image(systemName: "star")',
            lambda: 'Image("asset")' if scope["assets"] else 'Image(systemName: "heart")',
            lambda: f"Color.{r.choice(COLORS)}",
            lambda: r.choice(["Rectangle()", "Circle()", "Capsule()", "Ellipse()"]) + r.choice(["", f".fill(Color.{r.choice(COLORS)})"]),
            lambda: f"RoundedRectangle(cornerRadius: {self.length()})",
            lambda: r.choice(["Spacer()", f"Spacer(minLength: {self.length()})"]),
            lambda: "Divider()",
            lambda: "EmptyView()",
        ]
        if scope.get("bools"):
            kinds.append(lambda: f'Toggle("On", isOn: ${r.choice(scope["bools"])})')
        if scope.get("states"):
            kinds.append(lambda: f'Button("Tap") {{ {r.choice(scope["states"])} += 1 }}')
        callable_views = [v for v in self.views if v[0] not in scope["forbidden"]]
        if callable_views:
            kinds.append(lambda: self.call_view(r.choice(callable_views)))
            kinds.append(lambda: self.call_view(r.choice(callable_views)))
        return r.choice(kinds)()

    def call_view(self, view):
        name, required = view
        args = []
        for label, kind in required:
            args.append(f"{label}: " + {"String": f'"{self.rng.choice(WORDS)}"', "Int": self.small_int(),
                                        "Bool": self.rng.choice(["true", "false"])}[kind])
        return f"{name}({', '.join(args)})"

    def children(self, scope, depth, indent):
        # Mostly small: a spec of 30,000 views is slow to lay out and tells little more.
        count = 10 if self.rng.random() < 0.03 else self.rng.choice([1, 1, 2, 2, 3, 4])
        return "\n".join(self.statement(scope, depth, indent) for _ in range(count))

    def block(self, scope, depth, indent):
        pad = "    " * indent
        return "{\n" + self.children(scope, depth, indent + 1) + "\n" + pad + "}"

    def container(self, scope, depth, indent):
        r = self.rng
        kind = r.randrange(9)
        if kind == 0:
            head = "VStack" + r.choice(["", f"(alignment: {r.choice(ALIGN_H)})", f"(spacing: {self.length()})",
                                         f"(alignment: {r.choice(ALIGN_H)}, spacing: {self.length()})"])
        elif kind == 1:
            alignments = ALIGN_V + [f".{n}" for n, vertical in self.alignments if vertical]
            head = "HStack" + r.choice(["", f"(alignment: {r.choice(alignments)})", f"(spacing: {self.length()})"])
        elif kind == 2:
            head = "ZStack" + r.choice(["", f"(alignment: {r.choice(ALIGN_2D)})"])
        elif kind == 3:
            head = r.choice(["Group", "ScrollView", "List", "LazyVStack", "ScrollView(.horizontal)"])
        elif kind in (4, 5):
            return self.for_each(scope, depth, indent)
        elif kind == 6 and scope.get("bools"):
            cond = r.choice(scope["bools"])
            text = f"if {cond} " + self.block(scope, depth, indent)
            if r.random() < 0.6:
                text += " else " + self.block(scope, depth, indent)
            return text
        elif kind == 7 and scope.get("enum"):
            var, (_, cases) = scope["enum"]
            pad = "    " * indent
            text = f"switch {var} {{\n"
            for case in cases[: r.randint(1, len(cases))]:
                text += f"{pad}case .{case}:\n" + self.children(scope, depth, indent + 1) + "\n"
            text += f"{pad}default:\n{pad}    EmptyView()\n"
            return text + pad + "}"
        else:
            head = r.choice(["VStack", "HStack"])
        return head + " " + self.block(scope, depth, indent)

    def for_each(self, scope, depth, indent):
        r = self.rng
        inner = dict(scope)
        if self.data and r.random() < 0.6:
            array, element, fields = r.choice(self.data)
            var = element.lower()
            inner["element"] = (var, fields)
            head = f"ForEach({array}" + r.choice(["", ", id: \\.id", ", id: \\.name"]) + f") {{ {var} in"
        else:
            upper = "100" if r.random() < 0.01 else r.choice(["3", "5", "0", "1", "2", "12"])
            head = f"ForEach(0..<{upper}" + r.choice(["", ", id: \\.self"]) + ") { i in"
            inner["ints"] = scope.get("ints", []) + ["i"]
        pad = "    " * indent
        return head + "\n" + self.children(inner, depth, indent + 1) + "\n" + pad + "}"

    def modifiers(self, expression):
        r = self.rng
        options = [
            lambda: r.choice([".padding()", f".padding({self.length()})", f".padding({r.choice(EDGES)}, {self.length()})"]),
            lambda: f".frame(width: {self.length()}, height: {self.length()})",
            lambda: f".frame(width: {self.length()})",
            lambda: f".frame(maxWidth: {r.choice(['.infinity', self.length()])}" + r.choice(["", f", alignment: {r.choice(ALIGN_2D)}"]) + ")",
            lambda: f".frame(minWidth: {self.length()}, idealWidth: {self.length()}, maxWidth: {self.length()}, minHeight: {self.length()}, maxHeight: {self.length()})",
            lambda: f".background(Color.{r.choice(COLORS)})",
            lambda: f".overlay(Circle().stroke(Color.{r.choice(COLORS)}))",
            lambda: f".offset(x: {self.length()}, y: {self.length()})",
            lambda: ".fixedSize()",
            lambda: r.choice([".fixedSize(horizontal: true, vertical: false)", ".fixedSize(horizontal: false, vertical: true)"]),
            lambda: f".layoutPriority({r.choice(['1', '-1', '0.5', '1000'])})",
            lambda: r.choice([".aspectRatio(contentMode: .fit)", f".aspectRatio({self.length()}, contentMode: .fill)", ".scaledToFit()"]),
            lambda: f".font({r.choice(FONTS)})",
            lambda: f".opacity({r.choice(['0.5', '0', '1'])})",
            lambda: f".alignmentGuide({r.choice(['.leading', '.trailing'] + ['.' + n for n, v in self.alignments if not v])}) {{ d in d[.trailing] }}",
            lambda: f".alignmentGuide({r.choice(['.top', '.bottom'] + ['.' + n for n, v in self.alignments if v])}) {{ d in d[.bottom] / 2 }}",
            lambda: f".lineLimit({r.choice(['1', '2', 'nil'])})",
            lambda: ".hidden()",
            lambda: f".border(Color.{r.choice(COLORS)}, width: {self.length()})",
            lambda: ".clipped()",
            lambda: f".position(x: {self.length()}, y: {self.length()})",
            lambda: ".ignoresSafeArea()",
            lambda: f".id({r.randint(0, 9)})",
            lambda: f".shadow(radius: {self.length()})",
            lambda: f".multilineTextAlignment({r.choice(ALIGN_H)})",
            lambda: f".truncationMode(.{r.choice(['head', 'middle', 'tail'])})",
        ]
        for _ in range(r.choice([0, 0, 1, 1, 2, 3, 5])):
            expression += r.choice(options)()
        return expression

    def statement(self, scope, depth, indent):
        pad = "    " * indent
        if depth > 0 and self.rng.random() < 0.45:
            view = self.container(scope, depth - 1, indent)
            if view.startswith(("if ", "switch ")):
                return pad + view  # a statement, not an expression: it takes no modifiers
        else:
            view = self.leaf(scope)
        return pad + self.modifiers(view)

    # Declarations ----------------------------------------------------------------------

    def declare_data(self, k):
        r = self.rng
        element = f"Item{k}"
        fields = [("id", "Int"), ("name", "String"), ("score", "Double")]
        self.lines.append(f"struct {element}: Identifiable {{\n    let id: Int\n    let name: String\n    let score: Double\n}}\n")
        rows = []
        for i in range(r.choice([0, 1, 2, 3, 5, 8])):
            ident = i if r.random() < 0.9 else 0  # sometimes duplicate ids, for the linter
            rows.append(f'    {element}(id: {ident}, name: "{r.choice(WORDS)}", score: {r.choice(["1.5", "0", "-2", "1e3"])}),')
        array = f"items{k}"
        self.lines.append(f"let {array}: [{element}] = [\n" + "\n".join(rows) + "\n]\n")
        self.data.append((array, element, fields))

    def declare_enum(self, k):
        cases = ["first", "second", "third"][: self.rng.randint(2, 3)]
        self.lines.append(f"enum Mode{k} {{\n" + "".join(f"    case {c}\n" for c in cases) + "}\n")
        self.enums.append((f"Mode{k}", cases))

    def declare_alignment(self, k):
        vertical = self.rng.random() < 0.5
        kind = "VerticalAlignment" if vertical else "HorizontalAlignment"
        edge = "d[.bottom]" if vertical else "d[.trailing]"
        self.lines.append(
            f"extension {kind} {{\n    private enum Custom{k}: AlignmentID {{\n"
            f"        static func defaultValue(in d: ViewDimensions) -> CGFloat {{\n            {edge}\n        }}\n    }}\n"
            f"    static let custom{k} = {kind}(Custom{k}.self)\n}}\n")
        self.alignments.append((f"custom{k}", vertical))

    def declare_view(self, name, forbidden):
        """A view that may call only views declared after it in `self.views` (no cycles)."""
        r = self.rng
        props, scope, required = [], {"forbidden": forbidden, "bools": [], "states": [], "ints": [], "assets": True}, []
        if r.random() < 0.5:
            props.append(f"    @State private var count = {self.small_int()}")
            scope["states"].append("count")
            scope["ints"].append("count")
        if r.random() < 0.5:
            props.append(f"    @State private var isOn = {r.choice(['true', 'false'])}")
            scope["bools"].append("isOn")
        if name != "ContentView" and r.random() < 0.3:  # the default root must stand alone
            props.append("    let title: String")
            required.append(("title", "String"))
        if self.enums and r.random() < 0.5:
            enum = r.choice(self.enums)
            props.append(f"    var mode: {enum[0]} = .{enum[1][0]}")
            scope["enum"] = ("mode", enum)
        body = self.statement(scope, r.randint(1, 4), 2)
        self.lines.append(f"struct {name}: View {{\n" + "".join(p + "\n" for p in props)
                          + f"    var body: some View {{\n{body}\n    }}\n}}\n")
        return required

    def build(self):
        r = self.rng
        self.lines.append("import SwiftUI\n")
        if r.random() < 0.5:
            self.lines.append(f'#asset("asset", width: {self.literal()}, height: {self.literal()})\n')
        for k in range(r.randint(0, 2)):
            self.declare_data(k)
        for k in range(r.randint(0, 1)):
            self.declare_enum(k)
        for k in range(r.randint(0, 2)):
            self.declare_alignment(k)
        names = [f"Leaf{k}" for k in range(r.randint(0, 3))] + ["ContentView"]
        # Declared leaves first; each later view may call the earlier ones.
        for i, name in enumerate(names):
            forbidden = set(names[i:])
            required = self.declare_view(name, forbidden)
            self.views.append((name, required))
        for k in range(r.choice([0, 1, 1, 2])):
            traits = r.choice(["", f", traits: .fixedLayout(width: {self.literal()}, height: {self.literal()})",
                               ", traits: .sizeThatFitsLayout"])
            root = self.call_view(r.choice(self.views))
            self.lines.append(f'#Preview("Preview {k}"{traits}) {{\n    {root}\n}}\n')
        return "\n".join(self.lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    parser.add_argument("--hostile", type=float, default=0.1, help="share of hostile specs (0 to 1)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        rng = random.Random(args.seed * 1_000_003 + i)
        if rng.random() < args.hostile:
            spec, kind = hostile_specs.random_attack(rng), "hostile"
        else:
            spec, kind = Spec(rng).build(), "gen"
        with open(os.path.join(args.out, f"{kind}-{args.seed}-{i:06d}.ui"), "wb") as f:
            f.write(hostile_specs.as_bytes(spec))


if __name__ == "__main__":
    main()
