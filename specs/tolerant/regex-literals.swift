// Regex literals (SE-0354): `/…/` where an expression starts and the extended `#/…/#` are read
// as one token each, so the code around them parses; a regex is an opaque `Regex` value (the
// standard library's; no assumption note), and what is computed from it is assumed and marked.
// A `/` after an operand stays division (`a / b / 2`, `(x) / 2`, `total! / 2`).
// An integer literal past `Int`'s range passed to a function layoutc cannot see takes that
// function's parameter type (a `UInt64`), never the error of an `Int` overflow.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct LogName {
  let text: String
  var isDaily: Bool { text.contains(/^log_\d{8}\.log$/) }
  var code: String? {
    let pattern = #/code=(\d+)/#
    return text.firstMatch(of: pattern).map { String($0.1) }
  }
  func half(_ a: Double, _ b: Double?) -> Double { (a) / 2 + a / b! / 2 }
}

struct LogRow: View {
  let name = LogName(text: "log_20261128.log")
  let lock = VersionLock(hashes: [0xA8C4_75E8_7449_4BB1, 0x7948_6E93_449F_0B3D])

  var body: some View {
    VStack(alignment: .leading) {
      Text(name.text)
      Text(name.isDaily ? "daily" : "other")
      Text("\(name.half(8, 2))")
    }
  }
}

#Preview {
  LogRow()
}
