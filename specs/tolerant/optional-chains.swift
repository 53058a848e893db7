// Optional chaining as Swift types it (issue 17; The Swift Programming Language, "Optional
// Chaining": "the result of an optional chaining call is of the same type as the expected
// return value, but wrapped in an optional", and never an optional of an optional):
// - `files?.manager` is a `Manager?` although `manager` is one already: `if let` binds a Manager;
// - `fm?.getFile("a")` calls the class's own method on the wrapped value (was read as an assumed
//   view modifier); `fm?.lookup("b")`, which the class does not declare, is assumed;
// - `[weak box]` in a capture list makes `box` an Optional inside the closure, so `guard let`
//   binds it (was "initializer for conditional binding must have Optional type");
// - a `Menu` with `primaryAction:` (iOS 15) lays out as its label.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

final class Manager { var name: String = "m" }

final class Files {
  var manager: Manager? = Manager()
  var title = "t"
  func getFile(_ path: String) -> String? { path }
  func close() {}
}

struct Row: View {
  let manager: Manager
  var body: some View { Text(manager.name) }
}

struct Browser: View {
  var files: Files? = Files()
  let box = Files()

  var body: some View {
    VStack {
      if let m = files?.manager {
        Row(manager: m)
      }
      Text(files?.manager?.name ?? "none")
      Text(files?.title.uppercased() ?? "none")
      if let f = files?.getFile("a") {
        Text(f)
      }
      if let g = files?.lookup("b") {
        Text("looked up")
      }
      Menu {
        Button("Close") { box.close() }
      } label: {
        Text("Menu")
      } primaryAction: { [weak box] in
        guard let box else { return }
        box.close()
      }
    }
  }
}

#Preview { Browser() }

// `nil` passed to a view's own function takes the parameter's type as its context
// (`label(nil)` for `func label(_ s: String?)`; was "'nil' requires a contextual type").
struct Labelled: View {
  func label(_ s: String?) -> some View { Text(s ?? "none") }
  var body: some View { label(nil) }
}

#Preview("Labelled") { Labelled() }

// Subscripts: `counts?["a"]` subscripts the wrapped dictionary (an `Int?`, never `Int??`); a
// dictionary's key is checked as its key type; a subscript layoutc does not model (one the app
// declares, `Store["k"]`) is assumed in Swift sources (was "has no subscripts").
struct Store {
  static subscript(_ key: String) -> Int { 3 }
}

struct Counts: View {
  let counts: [String: Int]? = ["a": 2]
  var body: some View {
    VStack {
      Text("\(counts?["a"] ?? 0)")
      Text("\(Store["k"])")
    }
  }
}

#Preview("Counts") { Counts() }
