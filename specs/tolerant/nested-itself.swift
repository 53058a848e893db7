// A view that shows itself for data layoutc assumes (issue 17): `Post` embeds a `Post` when
// its reply, an assumed value, exists. In the app the data ends the nesting; layoutc cannot
// see it, so after four levels (`Evaluator.assumedNestingLimit`) the next is an opaque
// node marked "PostView nested in itself" instead of the error `eval.recursive-view` a strict
// spec gets past 32 (specs/diagnostics/recursive-view.ui). Lint runs clean.
// layoutc-run: tree --tree
// layoutc-run: lint --lint
import SwiftUI

struct PostView: View {
  let post: Post

  var body: some View {
    VStack {
      Text(post.title)
      if let reply = post.reply {
        PostView(post: reply)
      }
    }
  }
}

#Preview { PostView(post: .sample) }
