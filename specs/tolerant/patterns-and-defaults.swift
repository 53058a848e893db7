// Swift that apps write, each read as Swift reads it:
// - a nested enum pattern whose associated values' labels are left out, as in any tuple
//   pattern (`case .shelf(.book(let title, let pages))` for `book(title:pages:)`);
// - a declared initializer's default argument naming a static of another type
//   (`size: CGFloat = Metrics.cover`), computed: the frame is 120 × 120;
// - an enum's computed property returning an app static through an implicit member
//   (`return .cover`), computed: the Spacer-free VStack's spacing is 24, so the title's Text
//   sits 24 below the 120-point frame;
// - an OptionSet of SwiftUI written as an array literal (`pinnedViews: [.sectionHeaders]`);
// - `@Previewable @Environment(\.colorScheme) var scheme`: the key's value type;
// - `= .none` for an Optional of an enum without such a case is Optional's nil: "none picked".
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

enum Metrics {
  static let cover: CGFloat = 120
  static let gap: CGFloat = 24
}

enum Density {
  case loose, tight
  var spacing: CGFloat {
    switch self {
    case .loose: return .gap
    case .tight: return 4
    }
  }
}

extension CGFloat {
  static let gap: CGFloat = Metrics.gap
}

enum Route {
  case shelf(Item)
  case settings
}

enum Item {
  case book(title: String, pages: Int)
}

struct Cover: View {
  let title: String
  let size: CGFloat
  let density: Density

  init(title: String, size: CGFloat = Metrics.cover, density: Density = .loose) {
    self.title = title
    self.size = size
    self.density = density
  }

  var body: some View {
    VStack(spacing: density.spacing) {
      Color.gray.frame(width: size, height: size)
      Text(title)
    }
  }
}

struct Destination: View {
  let route: Route
  @State private var picked: Item? = .none

  var body: some View {
    switch route {
    case .shelf(.book(let title, let pages)):
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        Cover(title: title)
        Text("\(pages) pages")
        Text(picked == nil ? "none picked" : "picked")
      }
    case .settings:
      Text("Settings")
    }
  }
}

#Preview {
  @Previewable @Environment(\.colorScheme) var scheme
  Destination(route: .shelf(.book(title: scheme == .dark ? "Night" : "Day", pages: 320)))
}
