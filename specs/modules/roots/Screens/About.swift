import SwiftUI

struct AboutScreen: View {
  var body: some View {
    Credits()
  }
}

struct Credits: View {
  var body: some View {
    Text("Made with care")
  }
}
