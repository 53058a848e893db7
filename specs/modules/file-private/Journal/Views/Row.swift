import SwiftUI

private let tag = 12.0

struct Row: View {
  let entry: Entry

  var body: some View {
    Text(entry.title)
      .padding(tag)
  }
}
