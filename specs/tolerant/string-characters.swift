// A String is a collection of its Characters: `Array(code)` is `[Character]` and a `for` loop
// visits each. The day counter shows one Text per digit of "2024" (four Texts of one digit,
// side by side at the stack's spacing), and `digitCount` is 4, so the caption reads "4 digits".
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct DayCounter: View {
  let code = "2024"

  var digitCount: Int {
    var n = 0
    for _ in code { n += 1 }
    return n
  }

  var body: some View {
    let digits = Array(code)
    VStack {
      HStack {
        ForEach(digits.indices, id: \.self) { i in
          Text(String(digits[i]))
        }
      }
      Text("\(digitCount) digits")
    }
  }
}
