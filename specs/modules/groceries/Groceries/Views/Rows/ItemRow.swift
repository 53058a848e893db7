import SwiftUI

struct ItemRow: View {
  let item: Item

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      QuantityBadge(count: item.quantity)
      if item.isDone {
        Image(systemName: "checkmark")
      }
    }
    .frame(height: Item.rowHeight)
  }
}
