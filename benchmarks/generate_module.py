#!/usr/bin/env python3
"""Writes an app-shaped Swift module of SIZE files, for `layoutc --lint DIR` and `layoutc DIR`.

    generate_module.py SIZE OUTDIR   ->  OUTDIR/module-SIZE/ (App/...)

The folder is one module, as an app target is, laid out as SwiftUI apps are: an `@main` app
and its tab view, shared components (`Components/`: a `Card` with generic `@ViewBuilder`
content, an empty state, `extension View` helper modifiers), a theme, and then features of ten
files each, every feature a slice of a real app:

    Features/<F>/Models/<F>Item.swift          Identifiable data, sample data, no view
    Features/<F>/Models/<F>Status.swift        an enum with computed properties (switches)
    Features/<F>/Services/<F>Service.swift     sorting, filtering, totals: no view at all
    Features/<F>/<F>Store.swift                @Observable store, or an ObservableObject view
                                               model with @Published properties (alternating)
    Features/<F>/Views/<F>ListScreen.swift     NavigationStack, List, Sections, ForEach,
                                               toolbar, sheet, navigationTitle, destination
    Features/<F>/Views/<F>DetailView.swift     Form or ScrollView of Cards, computed view
                                               properties, a helper function, formatted Text
    Features/<F>/Views/<F>Row.swift            a list row: Image(systemName:), fonts, badges
    Features/<F>/Views/<F>EditorView.swift     a sheet: Form, TextField, Toggle, Stepper,
                                               Picker over the enum, a @Binding to close it
    Features/<F>/Views/<F>StatusBadge.swift    a switch over the enum in a body
    Features/<F>/Views/<F>SummaryCard.swift    a Card, @Binding, a helper modifier

Features vary by their index (the store's kind, the list's style and sections, the detail's
container, which files have a `#Preview`), so no two neighbours are alike. SIZE files in all:
what ten-file features do not fill is filled with small shared components. The output is a
function of SIZE only.

    generate_module.py SIZE OUTDIR --with-errors     ->  OUTDIR/module-SIZE-errors/: a member
        that does not parse in an extension of every feature's model (error containment)
    generate_module.py SIZE OUTDIR --with-an-error   ->  OUTDIR/module-SIZE-an-error/: one view
        with a type error, in a file of its own (the language server's check after an edit
        carries that error, `lsp_latency.py`)
"""
import os
import sys

NOUNS = [
    "Task", "Note", "Recipe", "Workout", "Trip", "Expense", "Habit", "Book", "Contact", "Order",
    "Invoice", "Ticket", "Event", "Photo", "Album", "Song", "Podcast", "Course", "Lesson", "Plant",
    "Device", "Message", "Account", "Budget", "Goal", "Meeting", "Project", "Reminder", "Place", "Review",
]
ICONS = ["star", "heart", "bolt", "leaf", "flame", "book", "cart", "bell", "flag", "tag"]
SHARED = 8  # App, RootTabView, Theme, Card, EmptyStateView, View+Styling, SectionHeader, Formatting
PER_FEATURE = 10


def feature_name(k):
    noun = NOUNS[k % len(NOUNS)]
    return noun if k < len(NOUNS) else f"{noun}{k // len(NOUNS) + 1}"


def preview(k, kind, body):
    """A `#Preview` in some files, as real projects have them: not everywhere."""
    if (k + kind) % 3 != 0:
        return ""
    return f"\n#Preview {{\n  {body}\n}}\n"


def item_file(k, f):
    price = f"{(k % 17) + 2}.{(k * 7) % 100:02d}"
    return f"""import Foundation

/// One {f.lower()} as the app stores it.
struct {f}Item: Identifiable, Hashable {{
  let id: Int
  var title: String
  var detail: String
  var count: Int
  var price: Double
  var isFavorite: Bool
  var status: {f}Status
}}

extension {f}Item {{
  static let samples = [
    {f}Item(id: 1, title: "First {f.lower()}", detail: "Added this week", count: {k % 5 + 1}, price: {price}, isFavorite: true, status: .active),
    {f}Item(id: 2, title: "Second {f.lower()}", detail: "Shared with the team", count: {k % 7 + 2}, price: {price}, isFavorite: false, status: .paused),
    {f}Item(id: 3, title: "Third {f.lower()}", detail: "Kept for later", count: {k % 3}, price: {price}, isFavorite: false, status: .archived),
    {f}Item(id: 4, title: "Fourth {f.lower()}", detail: "Imported", count: {k % 11 + 1}, price: {price}, isFavorite: {str(k % 2 == 0).lower()}, status: .active),
  ]

  static let preview = samples[0]
}}
"""


def status_file(k, f):
    icon = ICONS[k % len(ICONS)]
    return f"""import SwiftUI

enum {f}Status: String, CaseIterable, Identifiable {{
  case active
  case paused
  case archived

  var id: String {{ rawValue }}

  var title: String {{
    switch self {{
    case .active: return "Active"
    case .paused: return "Paused"
    case .archived: return "Archived"
    }}
  }}

  var systemImage: String {{
    switch self {{
    case .active: return "{icon}.fill"
    case .paused: return "pause.circle"
    case .archived: return "archivebox"
    }}
  }}

  var tint: Color {{
    switch self {{
    case .active: return .green
    case .paused: return .orange
    case .archived: return .gray
    }}
  }}
}}
"""


def service_file(k, f):
    return f"""import Foundation

/// Sorting, filtering and totals for {f.lower()}s, kept out of the views.
struct {f}Service {{
  var minimumCount = {k % 3}

  func load() -> [{f}Item] {{
    {f}Item.samples
  }}

  func visible(_ items: [{f}Item], matching text: String) -> [{f}Item] {{
    items.filter {{ text.isEmpty || $0.title.contains(text) }}
  }}

  func favorites(_ items: [{f}Item]) -> [{f}Item] {{
    items.filter {{ $0.isFavorite && $0.count >= minimumCount }}
  }}

  func total(of items: [{f}Item]) -> Double {{
    var sum = 0.0
    for item in items {{
      sum += item.price * Double(item.count)
    }}
    return sum
  }}
}}
"""


def observable(k):
    """Even features keep their state in an @Observable store, odd ones in a view model."""
    return k % 2 == 0


def store_file(k, f):
    # What a store and a view model both offer their screens.
    shared = f"""  var visibleItems: [{f}Item] {{
    service.visible(items, matching: searchText)
  }}

  var favorites: [{f}Item] {{
    service.favorites(items)
  }}

  var total: Double {{
    service.total(of: items)
  }}

  func toggleFavorite(_ item: {f}Item) {{
    guard let index = items.firstIndex(where: {{ $0.id == item.id }}) else {{ return }}
    items[index].isFavorite.toggle()
  }}
}}
"""
    if observable(k):
        return f"""import Foundation
import Observation

@Observable
final class {f}Store {{
  var items: [{f}Item] = {f}Item.samples
  var searchText = ""
  private let service = {f}Service()

{shared}"""
    return f"""import Combine
import Foundation

final class {f}ViewModel: ObservableObject {{
  @Published var items: [{f}Item] = {f}Item.samples
  @Published var searchText = ""
  @Published var isShowingEditor = false
  private let service = {f}Service()

{shared}"""


def list_screen_file(k, f):
    if observable(k):
        owner = f"@State private var store = {f}Store()\n  @State private var isShowingEditor = false"
        model, sheet = "store", "$isShowingEditor"
    else:
        owner = f"@StateObject private var viewModel = {f}ViewModel()"
        model, sheet = "viewModel", "$viewModel.isShowingEditor"
    style = [".insetGrouped", ".plain", ".sidebar"][k % 3]
    favorites = f"""
        if !{model}.favorites.isEmpty {{
          Section("Favorites") {{
            ForEach({model}.favorites) {{ item in
              {f}Row(item: item)
            }}
          }}
        }}""" if k % 4 != 1 else ""
    return f"""import SwiftUI

struct {f}ListScreen: View {{
  {owner}

  var body: some View {{
    NavigationStack {{
      List {{{favorites}
        Section {{
          ForEach({model}.visibleItems) {{ item in
            NavigationLink {{
              {f}DetailView(item: item)
            }} label: {{
              {f}Row(item: item)
            }}
          }}
        }} header: {{
          SectionHeader(title: "All {f.lower()}s", count: {model}.visibleItems.count)
        }}
        Section {{
          Text({model}.total, format: .currency(code: "USD"))
            .font(.footnote)
            .foregroundStyle(.secondary)
        }}
      }}
      .listStyle({style})
      .navigationTitle("{f}s")
      .toolbar {{
        ToolbarItem(placement: .primaryAction) {{
          Button {{
            {sheet[1:]} = true
          }} label: {{
            Image(systemName: "plus")
          }}
        }}
      }}
      .sheet(isPresented: {sheet}) {{
        {f}EditorView(isPresented: {sheet})
      }}
    }}
  }}
}}
{preview(k, 0, f"{f}ListScreen()")}"""


def detail_view_file(k, f):
    if k % 2 == 0:
        content = f"""    Form {{
      Section("Details") {{
        LabeledContent("Status") {{
          {f}StatusBadge(status: item.status)
        }}
        row("Count", value: "\\(item.count)")
        Text(item.price, format: .currency(code: "USD"))
      }}
      Section {{
        Toggle("Favorite", isOn: $isFavorite)
        Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...20)
      }}
      Section("Notes") {{
        header
        Text(item.detail)
          .foregroundStyle(.secondary)
      }}
    }}"""
    else:
        content = f"""    ScrollView {{
      VStack(alignment: .leading, spacing: Theme.spacing) {{
        header
        Card(title: "Details") {{
          row("Count", value: "\\(item.count)")
          Text(item.price, format: .currency(code: "USD"))
          {f}StatusBadge(status: item.status)
        }}
        {f}SummaryCard(item: item, isFavorite: $isFavorite)
        Toggle("Favorite", isOn: $isFavorite)
          .cardStyle()
      }}
      .padding()
    }}"""
    return f"""import SwiftUI

struct {f}DetailView: View {{
  let item: {f}Item
  @State private var isFavorite = false
  @State private var quantity = 1
  @Environment(\\.colorScheme) private var colorScheme

  var body: some View {{
{content}
    .navigationTitle(item.title)
    .toolbar {{
      ToolbarItem(placement: .confirmationAction) {{
        Button {{
          isFavorite.toggle()
        }} label: {{
          Image(systemName: isFavorite ? "star.fill" : "star")
        }}
      }}
    }}
  }}

  private var header: some View {{
    HStack(spacing: 12) {{
      Image(systemName: item.status.systemImage)
        .font(.largeTitle)
        .foregroundStyle(item.status.tint)
      VStack(alignment: .leading) {{
        Text(item.title)
          .font(.title2)
          .foregroundStyle(colorScheme == .dark ? Color.white : Color.primary)
          .bold()
        Text("Updated \\(item.count) times")
          .font(.caption)
      }}
    }}
  }}

  private func row(_ title: String, value: String) -> some View {{
    HStack {{
      Text(title)
      Spacer()
      Text(value)
        .foregroundStyle(.secondary)
    }}
  }}
}}
{preview(k, 1, f"NavigationStack {{ {f}DetailView(item: {f}Item.preview) }}")}"""


def row_file(k, f):
    trailing = f"""      if item.isFavorite {{
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }}
      Text("\\(item.count)")
        .font(.callout)
        .monospacedDigit()""" if k % 3 != 2 else f"""      {f}StatusBadge(status: item.status)"""
    return f"""import SwiftUI

struct {f}Row: View {{
  let item: {f}Item

  var body: some View {{
    HStack(spacing: 12) {{
      Image(systemName: item.status.systemImage)
        .foregroundStyle(item.status.tint)
        .frame(width: 28)
      VStack(alignment: .leading, spacing: 2) {{
        Text(item.title)
          .font(.headline)
        Text(item.detail)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }}
      Spacer()
{trailing}
    }}
    .padding(.vertical, 4)
  }}
}}
{preview(k, 2, f"List {{ {f}Row(item: {f}Item.preview) }}")}"""


def editor_file(k, f):
    return f"""import SwiftUI

struct {f}EditorView: View {{
  @Binding var isPresented: Bool
  @State private var title = ""
  @State private var count = 1
  @State private var isFavorite = false
  @State private var status: {f}Status = .active

  var body: some View {{
    NavigationStack {{
      Form {{
        Section("{f}") {{
          TextField("Title", text: $title)
          Stepper("Count: \\(count)", value: $count, in: 0...99)
          Toggle("Favorite", isOn: $isFavorite)
        }}
        Section("Status") {{
          Picker("Status", selection: $status) {{
            ForEach({f}Status.allCases) {{ status in
              Label(status.title, systemImage: status.systemImage)
                .tag(status)
            }}
          }}
        }}
      }}
      .navigationTitle("New {f.lower()}")
      .toolbar {{
        ToolbarItem(placement: .cancellationAction) {{
          Button("Cancel") {{
            isPresented = false
          }}
        }}
        ToolbarItem(placement: .confirmationAction) {{
          Button("Save") {{
            isPresented = false
          }}
          .disabled(title.isEmpty)
        }}
      }}
    }}
  }}
}}
{preview(k, 3, f"{f}EditorView(isPresented: .constant(true))")}"""


def badge_file(k, f):
    return f"""import SwiftUI

struct {f}StatusBadge: View {{
  let status: {f}Status

  var body: some View {{
    Label(status.title, systemImage: status.systemImage)
      .font(.caption)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(Capsule().fill(status.tint.opacity(0.15)))
      .foregroundStyle(icon)
  }}

  private var icon: Color {{
    switch status {{
    case .active:
      return .green
    case .paused:
      return .orange
    case .archived:
      return .secondary
    }}
  }}
}}
{preview(k, 4, f"{f}StatusBadge(status: .active)")}"""


def summary_card_file(k, f):
    return f"""import SwiftUI

struct {f}SummaryCard: View {{
  let item: {f}Item
  @Binding var isFavorite: Bool

  var body: some View {{
    Card(title: "Summary") {{
      HStack {{
        VStack(alignment: .leading, spacing: 4) {{
          Text(item.title)
            .font(.headline)
          Text(Formatting.quantity(item.count))
            .font(.subheadline)
          Text(item.price, format: .currency(code: "USD"))
            .font(.caption)
        }}
        Spacer()
        Button {{
          isFavorite.toggle()
        }} label: {{
          Image(systemName: isFavorite ? "heart.fill" : "heart")
        }}
      }}
    }}
    .highlighted(isFavorite)
  }}
}}
{preview(k, 5, f"{f}SummaryCard(item: {f}Item.preview, isFavorite: .constant(true))")}"""


FEATURE_FILES = [
    ("Models", "Item", item_file),
    ("Models", "Status", status_file),
    ("Services", "Service", service_file),
    ("", None, store_file),
    ("Views", "ListScreen", list_screen_file),
    ("Views", "DetailView", detail_view_file),
    ("Views", "Row", row_file),
    ("Views", "EditorView", editor_file),
    ("Views", "StatusBadge", badge_file),
    ("Views", "SummaryCard", summary_card_file),
]


def shared_files(features):
    tabs = "\n".join(
        f"""      {feature_name(k)}ListScreen()
        .tabItem {{
          Label("{feature_name(k)}s", systemImage: "{ICONS[k % len(ICONS)]}")
        }}""" for k in range(min(features, 5)))
    return {
        "App.swift": """import SwiftUI

@main
struct GeneratedApp: App {
  var body: some Scene {
    WindowGroup {
      RootTabView()
    }
  }
}
""",
        "RootTabView.swift": f"""import SwiftUI

struct RootTabView: View {{
  var body: some View {{
    TabView {{
{tabs}
    }}
  }}
}}

#Preview {{
  RootTabView()
}}
""",
        "Components/Theme.swift": """import SwiftUI

enum Theme {
  static let spacing: CGFloat = 16
  static let cornerRadius: CGFloat = 12
  static let cardPadding: CGFloat = 12
}
""",
        "Components/Card.swift": """import SwiftUI

/// A titled box around any content.
struct Card<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content

  init(title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
        .font(.headline)
      content
    }
    .cardStyle()
  }
}

#Preview {
  Card(title: "Card") {
    Text("Content")
  }
}
""",
        "Components/EmptyStateView.swift": """import SwiftUI

struct EmptyStateView: View {
  var title = "Nothing here yet"
  var systemImage = "tray"

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: systemImage)
        .font(.largeTitle)
        .foregroundStyle(.secondary)
      Text(title)
        .font(.headline)
    }
    .padding()
  }
}
""",
        "Components/View+Styling.swift": """import SwiftUI

extension View {
  /// The app's card look: padding on a rounded, tinted background.
  func cardStyle() -> some View {
    padding(Theme.cardPadding)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(RoundedRectangle(cornerRadius: Theme.cornerRadius).fill(Color.gray.opacity(0.1)))
  }

  /// A border drawn around a highlighted view, none around the others.
  func highlighted(_ isOn: Bool) -> some View {
    overlay {
      if isOn {
        RoundedRectangle(cornerRadius: Theme.cornerRadius)
          .stroke(Color.accentColor, lineWidth: 2)
      }
    }
  }
}
""",
        "Components/SectionHeader.swift": """import SwiftUI

struct SectionHeader: View {
  let title: String
  let count: Int

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text("\\(count)")
        .foregroundStyle(.secondary)
    }
  }
}
""",
        "Components/Formatting.swift": """import Foundation

enum Formatting {
  static func quantity(_ count: Int) -> String {
    count == 1 ? "1 item" : "\\(count) items"
  }
}
""",
    }


def filler_file(i):
    """A small shared component, for the files ten-file features leave over."""
    return f"""import SwiftUI

struct InfoTile{i}: View {{
  var title = "Tile {i}"
  var value = {i}

  var body: some View {{
    VStack(alignment: .leading) {{
      Text(title)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(Formatting.quantity(value))
        .font(.title3)
    }}
    .cardStyle()
  }}
}}
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main(argv):
    with_errors = "--with-errors" in argv
    with_an_error = "--with-an-error" in argv
    argv = [a for a in argv if a not in ("--with-errors", "--with-an-error")]
    if len(argv) != 3:
        sys.stderr.write(f"usage: {argv[0]} SIZE OUTDIR [--with-errors | --with-an-error]\n")
        return 2
    n, outdir = int(argv[1]), argv[2]
    root = os.path.join(outdir, f"module-{n}" + ("-errors" if with_errors else "-an-error" if with_an_error else ""), "App")
    if with_an_error:
        write(os.path.join(root, "Components", "BrokenBanner.swift"),
              'import SwiftUI\n\nstruct BrokenBanner: View {\n    let size: Int = "big"\n\n'
              '    var body: some View {\n        Text("\\(size)")\n    }\n}\n')
    if with_errors:
        # One failed member in an extension of every feature's model: error containment then
        # resolves the uses of every declaration of the module.
        for k in range(max(n - SHARED, 0) // PER_FEATURE):
            f = feature_name(k)
            write(os.path.join(root, "Features", f, "Models", f"{f}Item+Broken.swift"),
                  f"extension {f}Item {{\n    var brokenTitle: Int {{ let x = ( }}\n}}\n")
    features = max(n - SHARED, 0) // PER_FEATURE
    for path, text in shared_files(features).items():
        write(os.path.join(root, path), text)
    for k in range(features):
        f = feature_name(k)
        for folder, suffix, make in FEATURE_FILES:
            name = f"{f}{suffix}" if suffix else (f"{f}Store" if observable(k) else f"{f}ViewModel")
            write(os.path.join(root, "Features", f, folder, f"{name}.swift"), make(k, f))
    for i in range(max(n - SHARED - features * PER_FEATURE, 0)):
        write(os.path.join(root, "Components", "Tiles", f"InfoTile{i}.swift"), filler_file(i))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
