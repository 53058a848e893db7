// Option sets and nested types from outside the module (issue 17):
// - `[]` is an empty option set where one is expected (`RedactionReasons`, `Edge.Set` are
//   `OptionSet`s, ExpressibleByArrayLiteral through SetAlgebra): `.redacted(reason: loading ?
//   .placeholder : [])` and `.padding([], 8)` (no edges: the Text is not padded);
// - `NSEvent.ModifierFlags`, a nested type of a type layoutc does not know, is assumed (was the
//   bare, silently unknown `ModifierFlags`), so its `[]` initial value is accepted;
// - `AccessibilityTraits` is an option set too: `selected ? .isSelected : []`;
// - with no context, an empty literal in a ternary takes the other branch's type:
//   `(selected ? [] : items).count` is 0 here.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Keys: View {
  @State var modifierFlags: NSEvent.ModifierFlags = []
  let loading = false

  var body: some View {
    Text("Keys")
      .padding([], 8)
      .redacted(reason: loading ? .placeholder : [])
  }
}

struct Traits: View {
  let selected = true
  let items = ["a", "b"]

  var body: some View {
    VStack {
      Text("A").accessibilityAddTraits(selected ? .isSelected : [])
      Text("\((selected ? [] : items).count)")
    }
  }
}

#Preview { Keys() }

// A static function of a type that returns a concrete view type (`Palette.color(for:)` returns
// a Color) is a function of the type, not a member of a view (was "type 'Palette' has no member
// 'color'").
enum Palette {
  static func color(for name: String) -> Color { name == "warm" ? .orange : .blue }
}

struct Swatch: View {
  var body: some View {
    Circle().fill(Palette.color(for: "warm")).frame(width: 20, height: 20)
  }
}

#Preview("Swatch") { Swatch() }

#Preview("Traits") { Traits() }
