// Names the platform declares that layoutc does not model, each an assumption of its real type:
// `ContentUnavailableView.search` (SwiftUI's `static var search: ContentUnavailableView<
// SearchUnavailableContent.Label, SearchUnavailableContent.Description,
// SearchUnavailableContent.Actions>`, iOS 17), and `ButtonRole.confirm` (iOS 26), which keeps
// `Button(_:role:action:)` the modelled overload it is. Also: a raw identifier (SE-0451,
// Swift 6.2), `nil` passed to a closure value's optional parameter, and the failable
// `UUID(uuidString:)` and `Int(_:)` of a String Foundation computes.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Search: View {
  let query: String
  let onPick: (Bool?) -> Void
  let raw = "  42 "

  func `reset everything`() { onPick(nil) }

  var body: some View {
    VStack {
      if query.isEmpty {
        ContentUnavailableView.search
      } else {
        ContentUnavailableView.search(text: query)
      }
      Button("Confirm", role: .confirm) { onPick(nil) }
      Button("Reset", role: .destructive, action: `reset everything`)
      if let id = UUID(uuidString: query) { Text(id.uuidString) }
      if let n = Int(raw.trimmingCharacters(in: .whitespaces)) { Text("\(n)") }
    }
  }
}

#Preview { Search(query: "", onPick: { _ in }) }
