// `AsyncImage(url:)` (issue 18) is `AsyncImage<Image>` (iOS 15, `Content == Image`). layoutc
// loads nothing, so it lays out what SwiftUI shows until the image arrives: a placeholder that
// "fills the available space" (Apple, AsyncImage), here the 64 × 64 frame, centred:
// x = (393 − 64) / 2 = 164.5, y = 59 + (759 − 64) / 2 = 406.5. `URL` is Foundation's, outside
// the vocabulary: assumed, and the node says so.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Avatar: View {
    let url = URL(string: "https://example.com/avatar.png")

    var body: some View {
        AsyncImage(url: url)
            .frame(width: 64, height: 64)
            .clipShape(Circle())
    }
}
