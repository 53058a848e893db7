import SwiftUI

struct QuantityBadge: View {
  let count: Int

  var body: some View {
    Text("×\(count)")
      .font(.caption)
      .padding(.horizontal, Theme.spacing)
  }
}
