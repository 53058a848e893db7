/// SplitMix64: a tiny, fully specified pseudo-random generator. The spec generator uses it
/// (and its own `below`/`chance` helpers, not the standard library's `random(in:)`, whose
/// algorithm is not promised to stay the same) so a seed gives the same specs on every
/// machine and toolchain, and a failing generated spec can be reproduced from its number.
struct SeededGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<n` (n > 0).
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// A number in `range`.
  mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
}
