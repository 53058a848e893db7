// A Swift file on its own is a case too: its runs in its comments, its goldens beside it.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Counter: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Text("Count")
      Spacer()
      Text("\(count)")
    }
    .padding()
  }
}

#Preview {
  Counter()
}
