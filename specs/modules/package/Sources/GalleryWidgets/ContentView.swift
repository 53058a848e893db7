import SwiftUI

/// Another target's ContentView: no clash with Gallery's.
struct ContentView: View {
  var body: some View {
    Text("Widget")
      .padding(12)
  }
}
