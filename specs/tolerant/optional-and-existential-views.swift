// Views apps choose with a condition, as swiftc types them: `c ? Badge() : nil` is an Optional
// view (SwiftUI's `extension Optional: View`), shown when the condition holds and nothing
// otherwise, also as a background colour (the background takes it as a view, not a style); a
// property declared `any View` may return different views from a ternary's branches (each
// converts to the existential; its content is assumed and marked); an enum may declare a case
// with associated values and a static property of the same base name (`case popover(Int)`,
// `static var popover`); and a dictionary of version locks whose first entry fits an Int
// still passes its larger hexadecimal literals to the initializer of another module.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

enum Presentation: Equatable {
  case sheet
  case popover(arrows: Int)
  static var popover: Presentation { .popover(arrows: 1) }
}

struct Store {
  static let schema = Schema(locks: [
    "Small": [0x749D_39C2_219D_4918],
    "Large": [0xC831_8BCA_3734_8B36],
  ])
}

struct Badge: View {
  var body: some View { Circle().frame(width: 8, height: 8) }
}

struct PlanButtonStyle: ButtonStyle {
  let premium: Bool
  private var fill: any View {
    premium ? LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing) : Color.blue
  }
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8).background(AnyView(fill))
  }
}

struct InboxRow: View {
  let unread: Bool
  let style: Presentation = .popover
  var body: some View {
    Text("Inbox")
      .overlay(unread ? Badge() : nil, alignment: .topTrailing)
      .background(unread ? Color.yellow : nil)
      .onAppear { _ = Store.schema }
  }
}

struct UpgradeView: View {
  var body: some View { Button("Upgrade") {}.buttonStyle(PlanButtonStyle(premium: true)) }
}

#Preview {
  VStack {
    InboxRow(unread: true)
    InboxRow(unread: false)
    UpgradeView()
  }
}
