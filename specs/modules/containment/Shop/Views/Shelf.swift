import SwiftUI

// Uses the store, not its failed method: typed, linted (the duplicate ids are found) and laid out.
struct Shelf: View {
  let store = Store()

  var body: some View {
    VStack {
      Text(store.title)
      ForEach(store.fruits, id: \.self) { fruit in
        Text(fruit)
      }
    }
  }
}

#Preview("Shelf") { Shelf() }
