// Generic parameters constrained otherwise than to View: `T: BinaryFloatingPoint` holds a
// number, so `value - range.lowerBound` is a `T` (a range's bounds are its `Bound`, a literal
// beside a `T` is one), and a method called on one is the value's, not a modifier; `T: Named`,
// where `Named` refines Identifiable, makes `ForEach(items)` take `T.ID` as its ID, and an
// item passes where a `Named` is expected. The meter's fraction is (0.75 - 0.5) / (1 - 0.5)
// = 0.5, so its bar is half of its 200-point frame: 100 wide.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

protocol Named: Identifiable, Hashable {
  var name: String { get }
}

struct Genre: Named {
  let id: Int
  let name: String
}

func label(for item: some Named) -> String { item.name.uppercased() }

struct Meter<T: BinaryFloatingPoint>: View {
  let value: T
  let range: ClosedRange<T>

  var body: some View {
    let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    ZStack(alignment: .leading) {
      Color.gray
      Color.blue.frame(width: 200 * CGFloat(fraction))
    }
    .frame(width: 200, height: 8)
  }
}

struct Chips<T: Named>: View {
  let items: [T]

  var body: some View {
    HStack {
      ForEach(items) { item in
        Text(label(for: item))
      }
    }
  }
}

struct Screen: View {
  var body: some View {
    VStack {
      Meter(value: 0.75, range: 0.5...1.0)
      Chips(items: [Genre(id: 1, name: "Drama"), Genre(id: 2, name: "Noir")])
    }
  }
}

#Preview { Screen() }
