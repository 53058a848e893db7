// A view type's static functions that make views (`Pill.primary("Save") {}` returning a Pill,
// `Pill.secondary("Cancel")` returning `some View`) are called on the type in a builder: the
// first is a `Pill`, the second its body's `ModifiedContent<Pill, _OpacityEffect>`, and each is
// laid out from the function's body with the caller's arguments; a trailing closure fills the
// parameter of function type after one left to its default (`Pill.outline("More") {}`). "Save"
// is 39.333 wide, with 8 points of padding each side: 55.333; the VStack is as wide as the
// widest, "Cancel", 55.333 + 16 = 71.333, centred: x = (393 - 71.333) / 2 = 160.833.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Pill: View {
  let title: String
  let filled: Bool
  let action: () -> Void

  var body: some View {
    Button(action: action) { Text(title).padding(8) }
      .background(filled ? Color.blue : Color.clear)
  }
}

extension Pill {
  static func primary(_ title: String, action: @escaping () -> Void) -> Pill {
    Pill(title: title, filled: true, action: action)
  }
  static func outline(_ title: String, filled: Bool = false, action: @escaping () -> Void) -> Pill {
    Pill(title: title, filled: filled, action: action)
  }
  static func secondary(_ title: String) -> some View {
    Pill(title: title, filled: false, action: {}).opacity(0.5)
  }
}

struct Screen: View {
  var body: some View {
    VStack {
      Pill.primary("Save") {}
      Pill.secondary("Cancel")
      Pill.outline("More") {}
    }
  }
}
#Preview { Screen() }
