import SwiftUI

struct Fruit: Identifiable {
  let id: Int
  let name: String
}

struct FruitList: View {
  let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

  var body: some View {
    List(fruits) { fruit in
      Text(fruit.name).id(UUID())
    }
  }
}
