// Static functions an app adds to a standard type, called as implicit members where that type
// is expected: `VStack(spacing: .grid(2))`, `.padding(.grid(1))`, `GridItem(spacing: .grid(4))`
// (a `CGFloat?` context), `.foregroundStyle(.brand(0.5))`. `Self` inside the extension is the
// extended type (`Self(n) * 4` is `CGFloat(n) * 4`). An app's `Font.custom` of other labels
// leaves SwiftUI's own `.custom(_:size:)` callable (`.font(.custom("Inter", size: 12))`).
// Arithmetic: grid(1) = 4, grid(2) = 8: the padded Text is 4 larger on each side, and the
// VStack puts 8 points between its rows.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

extension CGFloat {
  static func grid(_ n: Int) -> Self { Self(n) * 4 }
}

extension Color {
  static func brand(_ opacity: Double) -> Color { Color.blue.opacity(opacity) }
}

extension Font {
  static func custom(_ family: String, style: Font.TextStyle) -> Font { .custom(family, size: 17, relativeTo: style) }
}

struct Spaced: View {
  var body: some View {
    VStack(spacing: .grid(2)) {
      Text("Padded").padding(.grid(1))
      Text("Brand").foregroundStyle(.brand(0.5))
      Text("\(CGFloat.grid(3))")
      Text("Custom").font(.custom("Inter", size: 12))
      LazyVGrid(columns: [GridItem(.flexible(), spacing: .grid(4)), GridItem(.flexible())]) {
        Text("a")
        Text("b")
      }
    }
  }
}

#Preview {
  Spaced()
}
