import SwiftUI

struct ContentView: View {
  var body: some View {
    VStack {
      Thumbnail(title: "Dunes")
      Thumbnail(title: "Harbour")
    }
  }
}
