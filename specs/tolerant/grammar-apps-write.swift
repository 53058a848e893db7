// Valid Swift that apps write and layoutc once refused: a setter marked `nonmutating` in a
// protocol, `protocol P: class`, a suppressed conformance (`~Copyable`), `private (set)` with a
// space (swiftc warns), `async let` of a tuple, an existential among a collection type's
// arguments (`[String: any Named]()`), a trailing closure inside a condition followed by more
// of the expression (swiftc warns), `_?` and `let .some(x)` in a tuple pattern, `yield` in
// `_read` and `_modify` accessors, attributes chosen by `#if`, an accessor's attribute with
// arguments (`@inline(__always) get`), regex literals (`/…/`, `#/…/#`: `Regex` values layoutc
// does not match with, so what they decide is assumed and marked), and a `where` clause after
// each pattern of a case: it
// guards only its own pattern, so `.small` shows "roomy" only when wide, and `.large` always
// (the second pattern has no clause). Each parses as
// swiftc parses it, so the views below are typed and laid out, not skipped for an error in the
// declarations they use.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

protocol Counter { var count: Int { get nonmutating set } }
protocol Refreshing: class { func refresh() }
protocol Named { var name: String { get } }
struct Token: ~Copyable { var raw = 0 }

final class Tally {
  private (set) var total = 3
  private (set) lazy var tags: Set<String> = []

  func load() async -> Int {
    async let (a, b) = (1, 2)
    let pair = await (a, b)
    var byName = [String: any Named]()
    var rows = [(kind: Any.Type, item: any Named)]()
    byName = [:]
    rows = []
    return pair.0 + pair.1 + byName.count + rows.count
  }

  func hasNone(_ values: [Int]) -> Bool {
    if values.filter{ $0 > total }.count == 0 { return true }
    return false
  }

  func pick(_ a: Int?, _ b: Int?) -> Int {
    switch (a, b) {
    case (nil, let .some(x)): return x
    case (nil, _?): return 1
    default: return 0
    }
  }
}

struct Boxed {
  var stored = 2
  var value: Int {
    _read { yield stored }
    _modify { yield &stored }
  }
  var doubled: Int {
    @inline(__always) get { stored * 2 }
  }
}

@propertyWrapper struct Stored {
  var wrappedValue: Bool
  init(wrappedValue: Bool, key: String) { self.wrappedValue = wrappedValue }
}

final class Settings {
#if BETA
  @Stored(key: "beta")
#else
  @Stored(key: "release")
#endif
  var verbose = false
}

enum LogName {
  static func isLog(_ raw: String) -> Bool { raw.contains(/^log_\d{8}$/) || raw.contains(#/"(?<k>[^/]+)"/#) }
  static func half(_ x: Double, _ y: Double) -> Double { x/y/2 }
}

enum Size { case small, medium, large }

struct SizeLabel: View {
  let size: Size
  let wide: Bool
  var body: some View {
    switch size {
    case .small where wide, .large:
      Text("roomy")
    default:
      Text("compact")
    }
  }
}

struct TallyView: View {
  let tally = Tally()
  var body: some View {
    Text("\(tally.pick(nil, 4)) of \(tally.total)")
  }
}

#Preview { TallyView() }

#Preview("sizes") {
  VStack {
    SizeLabel(size: .small, wide: false)
    SizeLabel(size: .small, wide: true)
    SizeLabel(size: .large, wide: false)
    Text(LogName.isLog("log_20261128") ? "log" : "other")
  }
}
