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

struct Titled<Content: View>: View {
  let title: String
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      content()
    }
  }
}
