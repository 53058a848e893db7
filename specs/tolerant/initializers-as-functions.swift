// An initializer passed as a function: `map(String.init)` makes Strings (String's unlabeled
// initializers never fail), `compactMap(Int.init)` drops the failures, so both are typed
// (`Array<String>`, `Array<Int>`) and a helper built on them is not an error that would skip
// the views calling it. layoutc does not run an initializer as a function value: the list of
// Ints is an assumed value, marked in the tree and noted, never a wrong count.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

extension String {
  static let letters = "xyz"
  static func code(length: Int) -> String {
    (0..<length)
      .compactMap { _ in Self.letters.first }
      .map(String.init)
      .joined()
  }
}

struct CodeView: View {
  let parsed = ["4", "four", "2"].compactMap(Int.init)
  var body: some View {
    VStack {
      Text(String.code(length: 2))
      Text("\(parsed.count) numbers")
    }
  }
}
