// A view's helper methods written in an extension in its file (`private extension Badges { func
// badge(for:) -> some View }`) are its own: typed through their bodies as the struct's members
// are, so `body` prints the helper's underlying type, not an opaque `some View`, and the rows
// are laid out from it. (A method name with two overloads stays the extension's, where its
// labels tell them apart: docs/language.md.) An `extension View` helper calling its closure
// parameter (`action()`) is typed whatever function it is given, an extension's method
// included.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

enum Level: String, CaseIterable, Identifiable {
  case gold, silver
  var id: String { rawValue }
}

struct Badges: View {
  var body: some View {
    List(Level.allCases) { level in
      badge(for: level)
        .listRowBackground(Color.clear)
    }
    .onRefresh(perform: reload)
  }
}

extension View {
  func onRefresh(perform action: @escaping () -> Void) -> some View {
    onTapGesture(count: 2) {
      action()
    }
  }
}

private extension Badges {
  func badge(for level: Level) -> some View {
    HStack {
      Image(systemName: "star.fill")
      Text(level.rawValue)
    }
    .tint(.orange)
  }

  func reload() {
    if Level.allCases.isEmpty { return }
  }
}
