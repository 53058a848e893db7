import SwiftUI

/// Declared again in another folder: one module, so Swift rejects it.
struct Badge: View {
  var body: some View {
    Text("New")
  }
}
