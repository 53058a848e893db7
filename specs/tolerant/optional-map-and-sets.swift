// Optional's own `map` and `flatMap` (the standard library's `func map<U>(_ transform: (Wrapped)
// throws -> U) rethrows -> U?`), with a closure or a key path (SE-0249): the transform applied to
// the wrapped value, `nil` kept; never a view modifier. `Set<Element>`: written as a type, built
// from an array literal (ExpressibleByArrayLiteral, each element once) or `Set(sequence)`, and
// iterated as a sequence (`Array(tags).sorted()`, `tags.sorted()`). A labelled tuple type keeps
// its labels (`[(key: String, value: String)]`), so `\.key` names an element's member. A
// Dictionary is a sequence of `(key:value:)` tuples.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Monitor { let name: String }

struct Panel: View {
  let monitor: Monitor?
  let missing: Monitor?
  let id: UUID?
  let pairs: [(key: String, value: String)]
  let tags: Set<String>
  var body: some View {
    VStack {
      Text(monitor.map(\.name) ?? "none")
      Text(missing.map { $0.name.uppercased() } ?? "none")
      Text(id.map { $0.uuidString } ?? "no id")
      Text(monitor.flatMap { $0.name.isEmpty ? nil : $0.name } ?? "empty")
      ForEach(pairs, id: \.key) { pair in Text(pair.key + "=" + pair.value) }
      // Two of the three literal elements are equal: the set holds two.
      Text("\(tags.count) tags")
      ForEach(tags.sorted(), id: \.self) { Text($0) }
      ForEach(Array(Set(["b", "a", "b"])).sorted(), id: \.self) { Text($0) }
    }
  }
}

#Preview {
  Panel(monitor: Monitor(name: "disk"), missing: nil, id: nil, pairs: [(key: "a", value: "1")], tags: ["x", "y", "x"])
}
