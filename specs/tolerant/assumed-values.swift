// Assumed values are accepted wherever a real value is (issue 17): as conditions, optionals,
// operands, sequences, contexts of implicit members, `nil` and empty literals; closures passed
// to calls layoutc does not model get assumed parameters (`$0` too) and are still checked.
// specs/tolerant/assumed-values-strict.ui is the strict twin: there the same names are errors.
// layoutc-run: types
// layoutc-run: lint --lint
// layoutc-run: lint-verbose --lint --verbose
// layoutc-run: tree --tree
import SwiftUI

struct InboxView: View {
  @EnvironmentObject var inbox: Inbox
  let filter: Filter
  var onClose: () -> Void
  var onRefresh: (() -> ())?
  @State private var picked = Set<Int>()
  @State private var drafts = [Draft]()

  var body: some View {
    VStack(alignment: .leading) {
      if let name = inbox.ownerName { Text(name) }
      if inbox.isLoading { ProgressView() }
      if inbox.unread > 3 { Text("many") }
      Text("\(inbox.unread + 1) unread")
      Text(inbox.title ?? "Inbox")
      ForEach(inbox.messages) { message in Text(message.subject) }
      ForEach(inbox.labels, id: \.self) { Text($0.name) }
      switch inbox.state {
      case .loaded(let count): Text("\(count)")
      default: EmptyView()
      }
      Button("Close", action: onClose)
      Button("Refresh") { onRefresh?() }
    }
    .foregroundStyle(filter == .all ? Color.primary : Color.secondary)
    .onAppear { inbox.load(filter: .all, since: nil, tags: [], extra: [:]) { $0.isValid } }
    .task { inbox.sort { $0.date > $1.date } }
  }
}

struct BadgeView: View {
  let kind: Kind
  var body: some View {
    Text("New")
      .font(.custom("Avenir", size: 12))
      .tint(tint)
      .environment(\.badgeStyle, .compact)
  }
  private var tint: Color {
    if kind.isUrgent {
      return .red
    } else {
      return .gray
    }
  }
}

#Preview { InboxView(filter: .all, onClose: {}) }
