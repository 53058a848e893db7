// An app that extends View with its own `mask(gradient:stops:)` keeps SwiftUI's `mask`: a call
// with SwiftUI's labels (`mask(alignment:_:)`) is SwiftUI's modifier (one layoutc does not
// model yet: noted, and assumed), never "incorrect argument labels".
// SE-0360 (opaque result types with limited availability): the returns of an
// `if #available … else` may have different types; layoutc types the first branch, what the
// newest systems run, and lays it out.
// In an `extension View` helper, a bare call of a SwiftUI modifier layoutc does not model
// (`onGeometryChange(for:…)`) is that modifier on `self`, as Swift's lookup finds it.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

extension View {
  func mask(gradient: Int, stops: [Double]) -> some View {
    opacity(stops.first ?? 1)
  }

  func onWidth(_ action: @escaping (CGFloat) -> Void) -> some View {
    onGeometryChange(for: CGFloat.self) { proxy in
      proxy.size.width
    } action: { width in
      action(width)
    }
  }

  func cardBackground(_ color: Color) -> some View {
    if #available(iOS 17.0, *) {
      return background(color).padding(4)
    } else {
      return background(color)
    }
  }
}

struct Faded: View {
  var body: some View {
    VStack {
      Text("Fading").mask(alignment: .leading) { Color.black }
      Text("Half").mask(gradient: 1, stops: [0.5])
      Text("Card").cardBackground(.yellow)
      Text("Wide").onWidth { _ in }
    }
  }
}

#Preview {
  Faded()
}
