import SwiftUI

fileprivate let tag: CGFloat = 8

struct EntryList: View {
  var body: some View {
    VStack(spacing: tag) {
      ForEach(Entry.samples) { entry in
        Row(entry: entry)
      }
    }
  }
}

#Preview {
  EntryList()
}
