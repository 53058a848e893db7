import SwiftUI

struct Thumbnail: View {
  let title: String

  var body: some View {
    VStack(spacing: 4) {
      Rectangle()
        .frame(width: 120, height: 80)
      Text(title)
    }
  }
}
