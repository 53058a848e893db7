// Implicit conversions swiftc makes at an argument: an instance of a subclass where its
// superclass is expected (a view model's subclass passed to a view of the base class), an
// array of values that conform to a protocol where an array of the protocol is expected, and a
// tuple with labels where one without is expected. A subclass also conforms to what its
// superclass conforms to, and a standard type to a protocol an extension of the app gives it
// (`extension String: Filter`). None is a type mismatch.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

class ListModel: ObservableObject {
  @Published var title = "All"
}

class StarredListModel: ListModel {}

protocol Filter {}

extension String: Filter {}

struct PrefixFilter: Filter {
  let prefix: String
}

struct Composed {
  let filters: [Filter]
}

func describe(_ filter: Filter) -> String { "filter" }

struct Offset {
  let distance: (CGFloat, CGFloat)
}

struct ListHeader: View {
  @ObservedObject var model: ListModel
  var body: some View { Text(model.title) }
}

struct StarredScreen: View {
  let filter = Composed(filters: [PrefixFilter(prefix: "a"), PrefixFilter(prefix: "b")])
  let offset = Offset(distance: (x: 4, y: -2))
  var body: some View {
    VStack {
      ListHeader(model: StarredListModel())
      Text("\(filter.filters.count) filters")
      Text(describe("prefix"))
    }
  }
}

#Preview { StarredScreen() }
