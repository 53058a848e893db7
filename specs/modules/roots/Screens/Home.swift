import SwiftUI

struct HomeRow: View {
  let title: String

  var body: some View {
    Text(title)
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct HomeScreen: View {
  var body: some View {
    VStack {
      HomeRow(title: "Inbox")
      HomeRow(title: "Archive")
    }
  }
}
