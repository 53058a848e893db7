// Types declared inside a `#Preview` body, the way to give a preview its own state before
// `@Previewable`: each is visible in its own preview only (two previews declare a `Demo` of
// their own), and prints by its own name, as Swift prints a local type.
// The first preview: Demo's VStack of the toggle, 361 wide (393 less 16 of padding each side)
// and 63 tall with its padding (31 + 2 × 16), and the Text "on" below it at the stack's default
// spacing above a Text (docs/layout.md, "Spacing").
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Switch: View {
  @Binding var on: Bool
  var body: some View { Toggle("Enabled", isOn: $on).padding() }
}

#Preview("State") {
  struct Demo: View {
    @State private var on = true
    var body: some View {
      VStack {
        Switch(on: $on)
        Text(on ? "on" : "off")
      }
    }
  }
  return Demo()
}

#Preview("Other") {
  struct Demo: View {
    var body: some View { Text("another Demo") }
  }
  return Demo()
}
