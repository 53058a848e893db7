// Calls layoutc does not model, in tolerant Swift (issue 17): an overload the vocabulary lacks is
// an assumed view or modifier, an unknown style member or environment key is assumed, written
// types initialize (`Set<Int>()`, `[Draft]()`), a local `@Bindable var` binds, a module type used
// as a view (a representable) is opaque, and patterns, tuples and casts give their contexts.
// layoutc-run: types
// layoutc-run: lint --lint
import SwiftUI

struct ComposerView: View {
  @State private var picked = Set<Int>()
  @State private var drafts = [Draft]()
  @State private var counts = [String: Int]()
  let model: ComposerModel
  let result: Outcome
  private let swatches: [(String, Color)] = [("Red", .red), ("Blue", .blue)]

  var body: some View {
    @Bindable var model = model
    VStack {
      Text("Note").lineLimit(1...3)
      Text("Note").accessibilityAddTraits([.isHeader, .isButton])
      Text(Image(systemName: "star")) + Text(Date.now, style: .time)
      Toggle("Sync", isOn: $model.isSyncing)
      Button("Send") {}.buttonStyle(.pill(size: 2))
      Text("x").tag(nil as Draft?)
      if case .failure(let reason) = result { Text(reason.message) }
      let (ok, total) = model.progress
      Text("\(ok) of \(total)")
      EditorRepresentable(text: "draft")
    }
  }
}

struct EditorRepresentable: UIViewRepresentable {
  let text: String
}
