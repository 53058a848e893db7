import SwiftUI

struct ItemDetail: View {
  let item: Item

  var body: some View {
    VStack(spacing: Theme.spacing) {
      Text(item.name)
        .font(.title)
      switch item.category {
      case .produce: Text("Produce")
      case .bakery: Text("Bakery")
      case .dairy: Text("Dairy")
      }
      QuantityBadge(count: item.quantity)
    }
  }
}

#Preview("Detail") {
  ItemDetail(item: .sample)
}
