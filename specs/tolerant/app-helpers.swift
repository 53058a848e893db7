// Calls of the app's own helpers, as real apps write them (issue 17):
// - a trailing closure fills a helper's closure parameter (`transform:`, `content:`), and an
//   overload is chosen by its labels: `.if(compact) { $0.padding(4) }` is
//   `if(_:transform:)`, `.if(compact) { … } else: { … }` is `if(_:_:else:)` (SE-0279's
//   forward scan);
// - a property wrapper layoutc does not know (`@Setting(\.spacing)`) initialises its property
//   from its arguments, so the memberwise initializer lets a call leave it out (swiftc 6.3,
//   SE-0258); its value is an assumption;
// - a method of a class that inherits from outside the module (`Archive: NSObject`) may have an
//   overload there: a call with other labels is assumed, not an error.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

extension View {
  @ViewBuilder
  func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }

  @ViewBuilder
  func `if`<A: View, B: View>(_ condition: Bool, _ then: (Self) -> A, else other: (Self) -> B) -> some View {
    if condition {
      then(self)
    } else {
      other(self)
    }
  }
}

final class Archive: NSObject {
  func open(_ name: String) -> Bool { true }
}

struct Badge: View {
  @Setting(\.spacing) var spacing
  let title: String

  var body: some View {
    Text(title)
  }
}

struct Shelf: View {
  let compact = true
  let archive = Archive()

  var body: some View {
    VStack {
      Badge(title: "One")
        .if(compact) { $0.padding(4) }
      Badge(title: "Two")
        .if(compact) { $0.padding(2) } else: { $0.padding(20) }
    }
    .onAppear { _ = archive.open(at: "x", display: true) }
  }
}

#Preview { Shelf() }

// A method of a value in view position (`tab.makeContent()` on an enum) is not a modifier; its
// result is assumed (an opaque, marked node), not the error "Tab does not conform to View".
enum Tab { case home, settings }

extension Tab {
  @ViewBuilder
  func makeContent() -> some View {
    switch self {
    case .home: Text("Home")
    case .settings: Text("Settings")
    }
  }
}

struct Tabs: View {
  let tab = Tab.home
  var body: some View {
    tab.makeContent().padding()
  }
}

#Preview("Tabs") { Tabs() }

// Explicit generic arguments: `Probe<Self>()` constructs the module's own generic type;
// `#Predicate<Tab> { … }` (a macro with generic arguments) is an assumed value.
struct Probe<Owner> {
  var count = 0
}

struct Probed: View {
  let probe = Probe<Self>()
  let filter = #Predicate<Tab> { _ in true }
  var body: some View {
    Text("\(probe.count)")
  }
}

#Preview("Probed") { Probed() }

// A function whose value layoutc cannot compute (a formatter from Foundation) is assumed in
// Swift an app is written in, and the Text showing it is marked; a strict spec reports
// `eval.function-body` instead (specs/diagnostics/function-not-evaluable.ui).
struct Stats: View {
  let users = 1200
  func format(_ n: Int) -> String {
    let f = NumberFormatter()
    f.numberStyle = .decimal
    return f.string(from: NSNumber(value: n)) ?? ""
  }
  var body: some View { Text(format(users)) }
}

#Preview("Stats") { Stats() }
