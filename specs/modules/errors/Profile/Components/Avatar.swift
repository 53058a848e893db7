import SwiftUI

struct Avatar: View {
  let size: CGFloat

  var body: some View {
    Circle()
      .frame(width: size, height: size)
  }
}
