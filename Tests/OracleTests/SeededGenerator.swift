import LayoutcTestSupport

/// Seeded choices for the spec generator: SplitMix64 (a tiny, fully specified generator) and
/// its own `below`/`chance` helpers, not the standard library's `random(in:)`, whose
/// algorithm is not promised to stay the same) so a seed gives the same specs on every
/// machine and toolchain, and a failing generated spec can be reproduced from its number.
struct SeededGenerator {
  private var source: SplitMix64

  init(seed: UInt64) { source = SplitMix64(seed: seed) }

  mutating func next() -> UInt64 { source.next() }

  /// A number in `0..<n` (n > 0).
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// A number in `range`.
  mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
}
