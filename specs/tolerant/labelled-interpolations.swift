// Labelled interpolations and app-declared environment keys in tolerant Swift (issue 17):
// `\(date, style: .date)` and OSLog's `\(x, privacy: .public)` show what a clock, a locale or a
// formatter decides: each is an assumed value, marked where it shows, never an error and never a
// made-up text. `\(n, format: .number)` is formatted as Foundation formats it (docs/text.md); here
// its value, `total`, is an argument no caller passes, so the text rests on `total`. Environment keys the app declares read their literal default
// (`@Entry var isCompact: Bool = false`, an `EnvironmentKey`'s `defaultValue`); a key declared in
// another module (`\.accentTint`) is assumed.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: lint --lint
import SwiftUI

extension EnvironmentValues {
  @Entry var isCompact: Bool = false
  var rowSpacing: CGFloat {
    get { self[RowSpacingKey.self] }
    set { self[RowSpacingKey.self] = newValue }
  }
}

private struct RowSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 6
}

struct ReceiptRow: View {
  @Environment(\.isCompact) private var isCompact: Bool
  @Environment(\.rowSpacing) private var rowSpacing: CGFloat
  @Environment(\.accentTint) private var accentTint: Bool
  let date: Date
  let total: Double

  var body: some View {
    VStack(spacing: rowSpacing) {
      Text("Paid \(date, style: .date)")
      Text("Total \(total, format: .number)")
      Text("\(total, specifier: "%.1f") kg")
      if isCompact {
        Text("compact")
      }
      if accentTint {
        Text("tinted")
      }
    }
  }
}
