// `Binding.constant(true)` passed to a view's `@Binding` property, as previews write it: a
// `Binding<Bool>` (SwiftUI's `static func constant(_ value: Value) -> Binding<Value>`), so the
// switch it drives is drawn on; `Binding.constant(nil)` for a `Binding<String?>` is nil.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Settings: View {
  @Binding var notify: Bool
  @Binding var name: String?

  var body: some View {
    VStack {
      Toggle("Notify", isOn: $notify)
      Text(name ?? "no name")
    }
  }
}

#Preview { Settings(notify: Binding.constant(true), name: Binding.constant(nil)) }
