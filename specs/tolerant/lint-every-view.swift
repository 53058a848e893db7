// Lint on a tolerant file: every view is evaluated on its own, even one whose properties come
// from a caller (`item` is then an opaque value), and ids that rest on an assumption are never
// reported as equal (docs/language.md, "Assumptions").
// layoutc-run: lint --lint
import SwiftUI

struct TagRow: View {
  let item: Item
  let tags = ["new", "sale", "new"]

  var body: some View {
    HStack {
      Text(item.name)
      // Reported: the data is the file's own, and two elements have the id "new".
      ForEach(tags, id: \.self) { tag in
        Text(tag)
      }
    }
  }
}

struct Gallery: View {
  let store: PhotoStore

  var body: some View {
    VStack {
      // Not reported: both ids are opaque, neither equal nor different as far as layoutc knows.
      ForEach([store.first, store.second], id: \.self) { photo in
        Text(photo.caption)
      }
    }
  }
}
