// Data types as apps declare them, typed as Swift types them:
// - a generic class's parameter names itself inside the class, not SwiftUI's `Section`;
//   `Loader(sections: [Kind…])` is a `Loader<Kind>` and its `sections` an `[Kind]`, so
//   `ForEach(loader.sections)` is over Identifiable `Kind`s (swiftc 6.3 infers the same);
// - `allCases` of an enum that conforms to `CaseIterable` through an app protocol refining it,
//   and `rawValue` of a generic `T` constrained to such a protocol, whose `where RawValue ==
//   String` fixes its type (SE-0194; The Swift Programming Language, "Protocols");
// - a class inherits its superclass's conformances and properties: `Post: Entity` is
//   Identifiable by `Entity`'s `id: UUID`;
// - `@escaping(Post) -> Void` (no space) is the attribute and a function type;
// - `c ? .black : Color(…)`: the implicit member takes the other branch's type, Color.
// The tree shows the rows these values make: "a", "b" (Letter's cases), "2" (their count), "1",
// "2" (the loader's sections), no post (an empty array), and the swatch drawn black (`dark`).
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

final class Loader<Section: Hashable> {
  let sections: [Section]
  init(sections: [Section]) { self.sections = sections }
}

struct Kind: Hashable, Identifiable {
  let id: Int
}

protocol Property: CaseIterable, Identifiable, Hashable, RawRepresentable where RawValue == String {}

enum Letter: String, Property {
  case a, b
  var id: String { rawValue }
}

class Entity: Identifiable, Hashable {
  let id: UUID
  init(id: UUID) { self.id = id }
  static func == (a: Entity, b: Entity) -> Bool { a.id == b.id }
  func hash(into h: inout Hasher) { h.combine(id) }
}

final class Post: Entity, ObservableObject {
  var title = "Hello"
}

struct Tags<T: Property>: View {
  let tags: [T]
  var body: some View {
    ForEach(tags, id: \.rawValue) { t in
      Text(t.rawValue)
    }
  }
}

struct Board: View {
  let loader = Loader(sections: [Kind(id: 1), Kind(id: 2)])
  let posts: [Post]
  let open: @escaping(Post) -> Void
  let dark: Bool
  var body: some View {
    VStack {
      Tags(tags: Letter.allCases)
      Text("\(Letter.allCases.count)")
      ForEach(loader.sections) { s in
        Text("\(s.id)")
      }
      ForEach(posts) { p in
        Text(p.title)
      }
      swatch.frame(width: 20, height: 20)
    }
  }

  private var swatch: some View {
    dark ? .black : Color(red: 0.5, green: 0.5, blue: 0.5)
  }
}

#Preview {
  Board(posts: [], open: { _ in }, dark: true)
}
