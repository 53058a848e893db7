import SwiftUI

struct ContentView: View {
  let items: [Item]

  var body: some View {
    VStack(alignment: .leading, spacing: Theme.spacing) {
      Text("Groceries")
        .font(.largeTitle)
      ForEach(items) { item in
        ItemRow(item: item)
      }
    }
    .padding()
  }
}

#Preview {
  ContentView(items: Item.samples)
}
