#!/usr/bin/env python3
"""Writes the benchmark workloads: a spec (`.ui`) and the same declarations as Swift (`.swift`).

    generate.py KIND SIZE OUTDIR      ->  OUTDIR/KIND-SIZE.ui, OUTDIR/KIND-SIZE.swift

SIZE is the number of views the workload is meant to have; the actual count of evaluated
instances and layout nodes is measured by run.sh, not assumed here.

- wide:      one VStack of SIZE children, each a Text.
- deep:      SIZE nested VStacks around one Text. The parser stops at 512 levels of nesting
             (`Parser.maximumDepth`); each `VStack { … }` takes two (its call and its trailing
             closure) and the struct, `body` and the innermost Text take the rest, so 253 stacks
             is the deepest spec layoutc accepts (`deep_limit()`; run.sh checks that 253 parses
             and 254 is rejected) and deep sizes stop there.
- realistic: list cells (an HStack of an Image, a VStack of two Texts with fonts, a Spacer and
             a badge, with modifiers and an if/else), ten to a section view that holds its
             data in an array and expands it with ForEach; ContentView stacks the sections
             in a ScrollView. One cell is about ten views (Cell, HStack, Image, VStack, two
             Texts, Spacer, the badge or pin, the Divider), so SIZE/10 cells.
- flexnest:  issue 16's shape: SIZE levels of alternating HStack and VStack, each holding a Text
             and the next level, each level in `.frame(maxWidth: .infinity)`. Every stack asks
             its flexible child at 0, at infinity and at its share on its own axis, with the other
             axis as proposed, so the distinct proposals a node is asked grow with the depth; run.sh
             reads how many distinct (node, proposal) questions the layout computed and the time
             per question, which must not grow with the depth.
- grid:      the tree layoutc and Yoga both lay out (yoga_layout.py builds the same one): a
             column of rows, each row an HStack of fixed 20x20 leaves with padding and a
             flexible column of two leaves; SIZE is the number of Yoga nodes.

The `.swift` file is the spec without `import SwiftUI` and `#Preview`, so that
`swiftc -typecheck Tests/OracleTests/Fixtures/SwiftUIStandIn.swift KIND-SIZE.swift` type-checks
the same declarations layoutc types.
"""
import os
import sys

PARSER_MAXIMUM_DEPTH = 512
CELLS_PER_SECTION = 10
VIEWS_PER_CELL = 10
# grid: per row, LEAVES_PER_ROW fixed leaves + a flexible column of 2 leaves + the column
# itself + the row node.
LEAVES_PER_ROW = 6
NODES_PER_ROW = LEAVES_PER_ROW + 2 + 1 + 1


def deep_limit():
    """The deepest nesting of stacks the parser accepts: two levels a stack, six for the rest."""
    return (PARSER_MAXIMUM_DEPTH - 6) // 2


def wide(n):
    children = "\n".join(f'            Text("Item {i}")' for i in range(n))
    return f"""struct ContentView: View {{
    var body: some View {{
        VStack(spacing: 0) {{
{children}
        }}
    }}
}}
"""


def deep(n):
    # Not clamped to deep_limit(): run.sh writes deep_limit() + 1 to check that it is rejected.
    opening = "".join("VStack {\n" for _ in range(n))
    closing = "}\n" * n
    return f"""struct ContentView: View {{
    var body: some View {{
{opening}Text("Leaf")
{closing}    }}
}}
"""


REALISTIC_PRELUDE = """struct Item: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let unread: Int
    let pinned: Bool
}

struct Badge: View {
    let count: Int
    var body: some View {
        Text("\\(count)")
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 6)
            .background(Capsule().fill(Color.red))
    }
}

struct Cell: View {
    let item: Item
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle")
                .font(.title)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .font(.headline)
                Text(item.subtitle)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            Spacer()
            if item.unread > 0 {
                Badge(count: item.unread)
            } else if item.pinned {
                Image(systemName: "pin.fill")
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal)
    }
}
"""


def realistic(n):
    cells = max(1, n // VIEWS_PER_CELL)
    sections = (cells + CELLS_PER_SECTION - 1) // CELLS_PER_SECTION
    parts = [REALISTIC_PRELUDE]
    for s in range(sections):
        first = s * CELLS_PER_SECTION
        items = []
        for c in range(first, min(cells, first + CELLS_PER_SECTION)):
            items.append(
                f'        Item(id: {c}, title: "Contact {c}", subtitle: "Last message from contact number {c}", '
                f'unread: {c % 4}, pinned: {"true" if c % 3 == 0 else "false"}),')
        parts.append(f"""
struct Section{s}: View {{
    let items = [
{chr(10).join(items)}
    ]
    var body: some View {{
        VStack(alignment: .leading, spacing: 0) {{
            Text("Section {s}")
                .font(.title2)
                .padding(.top)
            ForEach(items) {{ item in
                Cell(item: item)
                Divider()
            }}
        }}
    }}
}}
""")
    sections_list = "\n".join(f"                Section{s}()" for s in range(sections))
    parts.append(f"""
struct ContentView: View {{
    var body: some View {{
        ScrollView {{
            VStack(spacing: 0) {{
{sections_list}
            }}
        }}
    }}
}}
""")
    return "".join(parts)


def grid(n):
    rows = max(1, n // NODES_PER_ROW)
    leaves = "\n".join(
        "                    Rectangle().frame(width: 20, height: 20).padding(4)" for _ in range(LEAVES_PER_ROW))
    return f"""struct ContentView: View {{
    var body: some View {{
        VStack(spacing: 0) {{
            ForEach(0..<{rows}, id: \\.self) {{ row in
                HStack(spacing: 0) {{
{leaves}
                    VStack(spacing: 0) {{
                        Rectangle().frame(height: 20)
                        Rectangle().frame(height: 20)
                    }}
                    .frame(maxWidth: .infinity)
                }}
                .padding(4)
            }}
        }}
    }}
}}
"""


def flexnest(n):
    # Built inside out: the innermost level holds the leaf Text.
    view = 'Text("leaf")'
    for level in reversed(range(n)):
        stack = "HStack" if level % 2 == 0 else "VStack"
        view = f'{stack} {{\nText("t{level}")\n{view}\n}}\n.frame(maxWidth: .infinity)'
    return f"""struct ContentView: View {{
    var body: some View {{
{view}
    }}
}}
"""


def longtext(n):
    # Nine Texts of one unbroken word of n bytes (a wrap per line through the whole word was
    # quadratic; issue 16's nested-foreach-long-strings), then a paragraph of n bytes of words.
    word = "w" * n
    words = ("lorem ipsum dolor sit amet " * (n // 27 + 1))[:n]
    texts = "\n".join(f'            Text("{word}{i}")' for i in range(9))
    return f"""struct ContentView: View {{
    var body: some View {{
        VStack {{
{texts}
            Text("{words}")
        }}
    }}
}}
"""


KINDS = {"wide": wide, "deep": deep, "realistic": realistic, "grid": grid, "longtext": longtext, "flexnest": flexnest}


def main(argv):
    if len(argv) == 2 and argv[1] == "--deep-limit":
        print(deep_limit())
        return 0
    if len(argv) != 4 or argv[1] not in KINDS:
        sys.stderr.write(f"usage: {argv[0]} {{{'|'.join(KINDS)}}} SIZE OUTDIR | --deep-limit\n")
        return 2
    kind, size, outdir = argv[1], int(argv[2]), argv[3]
    os.makedirs(outdir, exist_ok=True)
    body = KINDS[kind](size)
    base = os.path.join(outdir, f"{kind}-{size}")
    with open(base + ".ui", "w") as f:
        f.write(f"// Benchmark workload {kind}-{size}, generated by benchmarks/generate.py.\nimport SwiftUI\n\n")
        f.write(body)
        f.write("\n#Preview {\n    ContentView()\n}\n")
    with open(base + ".swift", "w") as f:
        f.write(f"// Benchmark workload {kind}-{size} for swiftc -typecheck against the stand-in SwiftUI.\n")
        f.write(body)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
