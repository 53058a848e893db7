// A view with a failable initializer (`init?`): a call is an Optional view (`Optional: View`
// draws nothing when it is nil), so `Row(item:)` in a builder is `Optional<Row>`, and `if let
// row = Row(item: item) { row }` in a ForEach is an `Optional<Row>` row (no else). The
// initializer's `guard let url = item.url else { return nil }` runs: "Two" has no URL, so its
// row is nil and draws nothing, and the `url` the guard binds is what `link` stores. A check on
// an assumed value (`feed.isMuted`, of a type layoutc cannot see) never hides a view unseen:
// the initializer goes on and its row is marked with the assumption.
// Rows are 20.667 high (17-point text) and text rows stack 0 apart (docs/layout.md, "Spacing"):
// the VStack's four rows are 4 * 20.667 = 82.667 high, centred in the 759-point safe area below
// the 59-point top inset: y = 59 + (759 - 82.667) / 2 = 397.167.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Item: Identifiable {
  let id: Int
  let title: String
  let url: String?
}

struct Row: View {
  let title: String
  private let link: String

  init?(item: Item) {
    guard let url = item.url else { return nil }
    self.title = item.title
    self.link = url
  }

  init?(feed: Feed) {
    if feed.isMuted { return nil }
    self.title = "Feed"
    self.link = "feed"
  }

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text(link)
    }
  }
}

struct ListScreen: View {
  let items = [
    Item(id: 1, title: "One", url: "a.com"),
    Item(id: 2, title: "Two", url: nil),
    Item(id: 3, title: "Three", url: "c.com"),
  ]
  let feed: Feed

  var body: some View {
    VStack {
      ForEach(items) { item in
        if let row = Row(item: item) {
          row
        }
      }
      Row(item: items[1])
      Row(item: items[0])
      Row(feed: feed)
    }
  }
}

#Preview { ListScreen(feed: Feed()) }
