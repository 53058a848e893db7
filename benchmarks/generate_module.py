#!/usr/bin/env python3
"""Writes an app-shaped Swift module: a folder of SIZE view files, for `layoutc --lint DIR`.

    generate_module.py SIZE OUTDIR   ->  OUTDIR/module-SIZE/ (App/...)

The folder is one module, as an app target is: Models/Item.swift (the data type),
Preview Content/SampleData.swift (`Item.samples`), Views/Theme.swift, and SIZE view files in
folders of 25 (Views/Feature<k>/Screen<i>.swift). Screen i shows a title and a ForEach of rows
of Row<i+1>, which the next file declares (the last wraps to the first), so every file uses a
name another file declares, most of them later in path order; every tenth file has a #Preview.
Each screen's properties have defaults, so lint evaluates every one as a root.
"""
import os
import sys

PER_FOLDER = 25


def screen(i, n):
    nxt = (i + 1) % n
    preview = f"\n#Preview(\"Screen {i}\") {{\n  Screen{i}()\n}}\n" if i % 10 == 0 else ""
    return f"""import SwiftUI

struct Screen{i}: View {{
  var items: [Item] = Item.samples
  @State private var selected = 0

  var body: some View {{
    VStack(alignment: .leading, spacing: Theme.spacing) {{
      Text("Screen {i}")
        .font(.headline)
      ForEach(items) {{ item in
        Row{nxt}(item: item, isSelected: item.id == selected)
      }}
    }}
    .padding()
  }}
}}

struct Row{i}: View {{
  let item: Item
  let isSelected: Bool

  var body: some View {{
    HStack {{
      Text(item.name)
      Spacer()
      if isSelected {{
        Image(systemName: "checkmark")
      }} else {{
        Text("\\(item.count)")
      }}
    }}
    .frame(height: Theme.rowHeight)
  }}
}}
{preview}"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(f"usage: {argv[0]} SIZE OUTDIR\n")
        return 2
    n, outdir = int(argv[1]), argv[2]
    root = os.path.join(outdir, f"module-{n}", "App")
    write(os.path.join(root, "Models", "Item.swift"), """import Foundation

struct Item: Identifiable {
  let id: Int
  let name: String
  var count = 1
}
""")
    write(os.path.join(root, "Preview Content", "SampleData.swift"), """import Foundation

extension Item {
  static let samples = [
    Item(id: 0, name: "First", count: 3),
    Item(id: 1, name: "Second"),
    Item(id: 2, name: "Third", count: 7),
  ]
}
""")
    write(os.path.join(root, "Views", "Theme.swift"), """import SwiftUI

enum Theme {
  static let spacing: CGFloat = 8
  static let rowHeight: CGFloat = 44
}
""")
    for i in range(n):
        write(os.path.join(root, "Views", f"Feature{i // PER_FOLDER}", f"Screen{i}.swift"), screen(i, n))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
