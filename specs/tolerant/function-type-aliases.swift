// A view's own typealias of a function type is that type where its properties and initializer
// use it: `rowBuilder` takes the trailing closure and `listItem(item, …)` calls it, so the rows
// are the closure's Texts (`Picker2<Pet, Text>`). Also: a module's function overloads the
// platform's and the standard library's of the same name (`withAnimation` with a delay beside
// SwiftUI's; `max` of two Strings beside the standard library's generic one): each call takes
// the overload its labels and argument types fit, so `max(3, 7)` is 7 and `max("a", "b")` "a".
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Pet: Identifiable {
  let id: Int
  let name: String
}

struct Picker2<Item: Identifiable, ItemView: View>: View {
  typealias RowBuilder = (_ item: Item, _ isSelected: Bool) -> ItemView

  init(items: [Item], rowBuilder: @escaping RowBuilder) {
    self.items = items
    self.listItem = rowBuilder
  }

  private let items: [Item]
  private let listItem: RowBuilder

  var body: some View {
    VStack {
      ForEach(items) { item in listItem(item, false) }
    }
  }
}

func withAnimation(_ animation: Animation? = .default, after delay: Double, body: @escaping () -> Void) {}

func max(_ a: String, _ b: String) -> String { a }

struct Pets: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Picker2(items: [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]) { pet, _ in Text(pet.name) }
      Text("\(max(3, 7)) \(max("a", "b"))")
    }
    .onTapGesture {
      withAnimation { shown.toggle() }
      withAnimation(.default, after: 1) { shown = false }
    }
  }
}
