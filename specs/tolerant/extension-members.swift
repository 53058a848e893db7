// A view's `body` and helpers declared in extensions of it in the same file (`extension Row {
// var body … }`), and a conformance written on an extension (`extension Card: View`): an
// unconstrained extension is part of its type (The Swift Programming Language, "Extensions").
// A local property wrapper (`@State var hovered = false` in a computed property, SE-0258)
// holds its initial value; a view's own method passed unapplied (`action: save`) is a function
// value; `#warning` among statements is only a message; `return` followed by its value on the
// next line returns that value (swiftc: "expression following 'return' is treated as an
// argument of the 'return'").
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Row: View, Equatable {
  let title: String
  @State private var on = false
}

extension Row {
  var body: some View {
    HStack {
      Text(title)
      badge
      closeButton
    }
  }
}

extension Row {
  private var badge: some View { Text("new").padding(4) }

  private var closeButton: some View {
    @State var hovered = false
    return
      Image(systemName: "xmark")
        .frame(width: 32, height: 32)
        .opacity(hovered ? 0.5 : 1)
  }
}

struct Card {
  let title: String
  func save() {}
}

extension Card: View {
  var body: some View {
    VStack {
#warning("a title style is still to come")
      Row(title: title)
      Button("Save", action: save)
    }
  }
}

#Preview { Card(title: "Hello") }
