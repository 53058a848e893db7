// An app's file that names what every SwiftUI app names from the platform: the standard
// library, Foundation, SwiftUI, SwiftData, UIKit. Each is known from the platform table, so
// none is an assumption: the only notes are the unmodelled views and modifiers, each named as
// the SwiftUI or PhotosUI name it is. PlatformNamesTests checks that no `assumed.*` note here
// names a platform name.
// layoutc-run: types
// layoutc-run: tree --tree
import PhotosUI
import SwiftData
import SwiftUI
import UIKit

enum LoadError: Error { case missing }

struct Entry: Identifiable, Codable, Hashable {
  let id: UUID
  var title: String
  var link: URL?
}

struct EntryList: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.scenePhase) private var phase
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.modelContext) private var context
  @Environment(\.locale) private var locale
  @State private var entries: [Entry] = []
  @State private var chosen: Set<UUID> = []
  @State private var counts: Dictionary<String, Int> = [:]
  @State private var mode: EditMode = .inactive
  @State private var offset: CGSize = .zero
  let title: LocalizedStringKey = "Entries"
  let byTitle: KeyPath<Entry, String> = \Entry.title
  let formatter = DateFormatter()
  let decoder = JSONDecoder()

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 8) {
        Text(title)
        Text(verbatim: "\(Int(proxy.size.width))")
        ForEach(entries, id: \.self) { entry in
          Text(entry.title)
        }
        Button("Done") { dismiss() }
        Button("Reload") {
          withAnimation { entries = [] }
          Task { try? await reload() }
        }
        Image(uiImage: UIImage())
          .glassEffect()
      }
      .padding()
      .gesture(DragGesture().onChanged { value in offset = value.translation })
    }
  }

  func reload() async throws {
    let data = try Data(contentsOf: URL(string: "https://example.com/entries.json")!)
    entries = try decoder.decode([Entry].self, from: data)
    UserDefaults.standard.set(entries.count, forKey: "count")
    for (a, b) in zip(entries, entries.dropFirst()) where a.title == b.title { throw LoadError.missing }
    if entries.isEmpty { fatalError("no entries") }
    UIApplication.shared.open(URL(string: "https://example.com")!)
  }

  func binding(for entry: Entry) -> Binding<String> {
    Binding(get: { entry.title }, set: { _ in })
  }

  static func make() -> Self { Self() }
}

#Preview {
  EntryList()
}
