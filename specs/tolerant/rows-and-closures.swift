// Sequence calls, row closures and closures called in place as apps write them (issue 17):
// `map(\.count)` maps through a key path, `reversed().prefix(2)` is a `Slice` of the reversed
// collection (swiftc 6.3), `{ index, name in }` destructures an `enumerated()` element so the
// offset is an Int, and `{ … }()` is typed by its result (assumed when it returns
// from inside a statement and nothing gives its type). `1 - share` with an assumed `share`
// stays assumed (the literal does not make it an Int), and `Text + Text` is a Text as a value.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Scoreboard: View {
  let names = ["ab", "cde"]
  let scores = [3, 1, 2]
  let hour = 9

  var body: some View {
    VStack {
      ForEach(names.map(\.count), id: \.self) { n in
        Text("\(n) letters")
      }
      ForEach(Array(scores.reversed().prefix(2)), id: \.self) { s in
        Text("score \(s)")
      }
      ForEach(Array(names.enumerated()), id: \.offset) { index, name in
        Text(name).padding(CGFloat(index) * 2.5)
      }
      let greeting: String = {
        if hour < 12 { return "Morning" }
        return "Evening"
      }()
      Text(greeting)
      Text({ "x" + "y" }())
      let salutation = {
        if hour < 12 { return "Hello" }
        return "Goodnight"
      }()
      Text(salutation)
      let share = dayRange.percent(for: 0.25)
      Text("Saved")
        .scaleEffect((1 - share) * 0.5 + 1)
        .accessibilityLabel(Text("Saved") + Text(" ") + Text("today"))
    }
  }
}
