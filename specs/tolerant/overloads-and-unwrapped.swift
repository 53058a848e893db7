// Idioms of app Swift that swiftc accepts, typed as it types them:
// - view methods overloaded by their labels (`marker(title:)` calls `marker(geometry:title:)`):
//   each call reaches the overload its labels fit, not the first of the name, so there is no
//   recursion and the GeometryReader holds the inner overload's Rectangle;
// - a static of implicitly unwrapped type (`static let sample: Profile!`) passed where a
//   `Profile` is expected, unwrapped implicitly (SE-0054), and bound by `if let` as well; its
//   initial value is an Optional (`decoded(_:) -> T?` binds T to Profile); a
//   `@State private var cursor: Int!` is nil at first, so `Card()` leaves it out;
// - `func go() -> Button<some View>` (SE-0328): the opaque part is what the body returns,
//   `Button<ModifiedContent<Text, _PaddingLayout>>`, as the runtime prints it;
// - `Checks.check(false, message: "…")` of `@autoclosure () -> Bool` parameters takes the values;
// - a static inferred from a sibling of a platform type layoutc does not model (`static let
//   font: UIFont`, `static let lead = font.lineHeight + 4`) is read in its own file, where that
//   type is opaque: its value is assumed, not an untyped expression;
// - `.listRowInsets(.init(.zero))`: EdgeInsets' `init(_: NSDirectionalEdgeInsets)`, an
//   initializer the vocabulary lacks, is an EdgeInsets kept opaque (marked), not a label error;
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI
import UIKit

struct Profile {
  let name: String
  static let sample: Profile! = Profile(name: "Ada")
  static let missing: Profile! = decoded("{}")
}

func decoded<T>(_ json: String) -> T? { nil }

struct Badge: View {
  let profile: Profile
  var body: some View {
    VStack {
      Text(profile.name)
      marker(title: "A")
    }
  }

  private func marker(title: String) -> some View {
    GeometryReader { geometry in
      marker(geometry: geometry, title: title)
    }
  }

  private func marker(geometry: GeometryProxy, title: String) -> some View {
    Rectangle().fill(Color.clear)
  }
}

enum Metrics {
  static let font: UIFont = .systemFont(ofSize: 16)
  static let lead = font.lineHeight + 4
}

enum Checks {
  static func check(_ condition: @autoclosure () -> Bool, message: @autoclosure () -> String) {
    if !condition() { print(message()) }
  }
}

struct Card: View {
  @State private var cursor: Int!
  var body: some View {
    VStack {
      Badge(profile: .sample)
        .listRowInsets(.init(.zero))
      if let p = Profile.sample {
        Text(p.name)
      }
      go()
        .frame(height: Metrics.lead)
    }
    .onAppear { Checks.check(false, message: "shown") }
  }

  private func go() -> Button<some View> {
    Button {
    } label: {
      Text("Go").padding()
    }
  }
}

#Preview {
  Card().frame(width: 200, height: 200)
}
