import SwiftUI

struct NoteView: View {
  var body: some View {
    VStack {
      Text("Buy milk")
        .card()
      Text("Call home")
        .modifier(Outlined())
      Titled(title: "Later") {
        Text("Water plants")
      }
    }
  }
}
