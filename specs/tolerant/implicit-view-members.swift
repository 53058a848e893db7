// Where a member's written type is a view type, an implicit member in its body is that type's
// initializer (SE-0287): `.init(systemName:)` in `var image: Image`, through a `switch`
// expression (SE-0380) and after `return`. A value's colour used as a view (`Kind.a.tint`) is
// a Color view of the colour it computes, filling what it is offered: the three flexible views
// share the 759 points left after the two 17-point symbols and four 8-point gaps
// ((759 − 34 − 32) ÷ 3 = 231, to the pixel).
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

enum Kind {
  case a, b

  var image: Image {
    switch self {
    case .a: .init(systemName: "star")
    case .b: .init(systemName: "bolt")
    }
  }

  var badge: Image {
    return .init(systemName: "tag")
  }

  var tint: Color { .init(red: 1, green: 0, blue: 0) }
  var accent: Color { .orange }
}

struct Legend: View {
  var body: some View {
    VStack {
      Kind.a.image
      Kind.b.badge
      Kind.a.tint
      Kind.b.accent
      Kind.a.tint
    }
  }
}
