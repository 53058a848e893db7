import SwiftUI

// A type error in the body: the view fails, with its error.
struct Banner: View {
  var body: some View {
    let spacing: CGFloat = "wide"
    VStack(spacing: spacing) { Text("Sale") }
  }
}
