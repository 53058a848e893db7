// A tolerant Swift file (docs/language.md, "Assumptions"): views, modifiers and members from
// other modules are assumed, each reported once, and marked in the layout.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: frames --frames
// layoutc-run: svg --svg
import SwiftUI
import Kingfisher
import Lottie

struct ThumbnailRow: View {
  var body: some View {
    HStack(spacing: 8) {
      // An unknown view without content: a 44×44 leaf named as written.
      KFImage(URL(string: "https://example.com/a.png"))
        .resizable()
      // An unknown view with builder content: a container around it.
      GlassCard {
        Text("Inside")
      }
      // A second use of an assumed name adds no second note.
      KFImage(URL(string: "https://example.com/b.png"))
      Text("Title")
        .shimmering()
        .foregroundStyle(Color.brand)
    }
    .padding(.horizontal)
  }
}

struct Header: View {
  var body: some View {
    VStack {
      LottieView(animation: "spark")
        .frame(width: 120, height: 80)
      // A catalog view's initializer the vocabulary lacks: assumed, printed as 'Text'.
      Text(Date(), style: .time)
    }
  }
}

#Preview {
  VStack {
    Header()
    ThumbnailRow()
  }
}
