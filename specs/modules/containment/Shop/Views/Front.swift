import SwiftUI

// Uses Banner, which failed: skipped, with a note; so is its preview.
struct Front: View {
  var body: some View {
    VStack {
      Banner()
      Text("Welcome")
    }
  }
}

#Preview("Front") { Front() }

// Calls the failed method, whose failure is contained to its body: still typed and linted.
struct Restock: View {
  let store = Store()

  var body: some View {
    Button("Restock") { store.restock() }
  }
}
