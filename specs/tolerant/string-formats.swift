// Strings an app formats, as SwiftGen's strings enum does: `tr` takes its arguments as a
// variadic `CVarArg...` and passes them on with `String(format:locale:arguments:)`, printf's
// conversions replaced as Foundation replaces them: `%@` a String, `%d` an Int, `%.1f` a Double
// (2.25 is "2.2", rounded half to even as printf does), `%%` a percent sign, `%2$@` the second
// argument. A conversion layoutc does not write (`%x`) is an assumed value, never the format
// shown as written; `String(repeating:count:)` repeats.
// layoutc-run: types
// layoutc-run: tree --tree
import Foundation
import SwiftUI

enum L10n {
  static let title = L10n.tr("Localizable", "Groceries")
  static func items(_ p1: Int) -> String {
    return L10n.tr("Localizable", "%d items", p1)
  }
  static func greeting(_ p1: String, _ p2: String) -> String {
    return L10n.tr("Localizable", "%2$@, %1$@", p1, p2)
  }
  private static func tr(_ table: String, _ format: String, _ args: CVarArg...) -> String {
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

struct Summary: View {
  var body: some View {
    VStack {
      Text(L10n.title)
      Text(L10n.items(3))
      Text(L10n.greeting("Ann", "hello"))
      Text(String(format: "%.1f%% done", 2.25))
      Text(String(format: "%x", 255))
      Text(String(repeating: "ab", count: 3))
    }
  }
}

#Preview {
  Summary()
}
