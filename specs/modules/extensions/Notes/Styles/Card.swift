import SwiftUI

extension View {
  func card() -> some View {
    padding(12)
      .background(Color.yellow)
  }
}

struct Outlined: ViewModifier {
  func body(content: Content) -> some View {
    content.border(Color.gray)
  }
}
