// Optionals in key paths and array literals, as swiftc types them:
// - `\.?.name` chains the root itself: `[Episode?].map(\.?.name)` is `[String?]`, and
//   `\.owner?.name` likewise; evaluating such a map is not modelled: the Text is assumed, marked;
// - an array literal of an `[Episode?]` context holding `Episode(…)` and `nil` is that array.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Owner { var name: String }
struct Episode { var name: String; var owner: Owner? }

struct Names: View {
  let episodes: [Episode?] = [Episode(name: "Pilot", owner: nil), nil]

  var body: some View {
    VStack {
      Text("\(episodes.count) slots")
      Text("\(episodes.map(\.?.name).count) names")
      Text("\(episodes.compactMap { $0 }.map(\.owner?.name).count) owners")
    }
  }
}

#Preview {
  Names()
}
