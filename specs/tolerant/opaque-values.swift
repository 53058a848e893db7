// Values from other files and modules are opaque: never computed with, shown as `<assumed NAME>`
// (a Text measured as the stand-in "Sample text", docs/text.md), and every node that rests on one
// is marked. Actions are checked only as far as the view needs.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: identities --identities
// layoutc-run: lint --lint
import SwiftUI

struct FeedView: View {
  @EnvironmentObject var store: FeedStore
  @Environment(\.dismiss) private var dismiss
  @State private var query = ""
  let title: String = "Feed"

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("\(title): \(store.posts.count) posts")
        .font(.headline)
      ForEach(store.posts) { post in
        PostRow(post: post)
      }
      Button("Done") { dismiss() }
    }
    .onChange(of: query) { old, new in store.search(new) }
    .task { store.refresh() }
  }
}

struct PostRow: View {
  let post: Post

  var body: some View {
    HStack {
      Text(post.author)
        .bold()
      Spacer()
      Text(formatted(post.date))
    }
  }
}

#Preview { FeedView() }
#Preview("Row") { PostRow(post: .preview) }
