// `--lint` evaluates each view of an app's Swift on its own as well as under each preview. On its
// own, a view's objects from the environment (`@EnvironmentObject`, `@Environment(Session.self)`)
// are whatever its callers provide, assumed like a missing argument: no note for `Header`, which
// every preview provides with both. The note stays where a preview leaves one out (`Footer`).
// `branch-instead-of-modifier` does not fire on a `switch` or `if` that computes a value
// (`tint`, `caption(_:)`): it makes one value, not two identities.
// layoutc-run: lint --lint
import SwiftUI
import Observation

final class Store: ObservableObject {
  @Published var name = "Ada"
}

@Observable
final class Session {
  var user = "kim"
}

enum Status { case ok, late }

struct Header: View {
  @EnvironmentObject var store: Store
  @Environment(Session.self) private var session
  var body: some View {
    VStack {
      Text(store.name)
      Text(session.user)
    }
  }
}

struct Screen: View {
  var status = Status.ok
  var body: some View {
    VStack {
      Header()
      caption(status == .late).foregroundStyle(tint)
    }
  }

  var tint: Color {
    switch status {
    case .ok: Color("ok")
    case .late: Color("late").opacity(0.5)
    }
  }

  func caption(_ late: Bool) -> Text {
    if late { Text("Late").opacity(0.5) } else { Text("Late") }
  }
}

#Preview("provided") {
  Screen()
    .environmentObject(Store())
    .environment(Session())
}

/// Its only preview leaves the Session out.
struct Footer: View {
  @Environment(Session.self) private var session
  var body: some View { Text(session.user) }
}

#Preview("bare") { Footer() }
