// Casts and `#` expressions (issue 17). `x as? T` is a `T?` and `x is T` a Bool (The Swift
// Programming Language, Expressions: "Type-Casting Operators"), so `if let v = d["k"] as? String`
// binds; the evaluator answers a cast only where the answer is certain — the value's run-time
// type is the target's ("1.2" is a String; a non-nil `String?` is a String; 3 is an Int), nil is
// no `T` — and anything else is an assumption (`row as? Badge` where `row` is `any Shape`).
// `#line`, `#column` and `#file` are literal expressions, `#selector(…)` a Selector: no macro.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Tags: View {
  let info: [String: Any] = ["version": "1.2"]
  let name: String? = "Wren"
  let missing: String? = nil
  let count = 3
  let shape: any Shape = Circle()

  var body: some View {
    VStack {
      if let v = info["version"] as? String {
        Text(v)
      }
      if let n = name as? String {
        Text(n)
      }
      if missing is String {
        Text("never")
      }
      if count is Int {
        Text("int")
      }
      if shape is Rectangle {
        Text("assumed: first branch")
      }
      Text("line \(#line)")
      Button("Copy") {
        UIApplication.shared.sendAction(#selector(UIResponder.copy(_:)), to: nil, from: nil, for: nil)
      }
    }
  }
}
