// An app's Swift whose model comes from another module: `Inbox` is not declared here, so layoutc
// assumes it (a note). A view holding it with @EnvironmentObject still observes the whole object
// (it is an ObservableObject for EnvironmentObject to accept it), and the graph marks that node
// as resting on the assumption; what the body reads of it is listed all the same.
// layoutc-run: graph --dependencies
import SwiftUI
import MailKit

struct UnreadBadge: View {
    @EnvironmentObject var inbox: Inbox

    var body: some View {
        Text("\(inbox.unreadCount)")
    }
}

struct MailboxHeader: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            UnreadBadge()
        }
    }
}

#Preview {
    MailboxHeader(title: "Inbox")
        .environmentObject(Inbox())
}
