import LayoutEngine

/// Proposals collected for an explanation, where two proposals are the same when each axis is
/// equal or differs by floating-point noise (less than 1e-9: a third computed two ways).
///
/// Membership is found in constant time: proposals sit in buckets of 1e-9 per axis, and a
/// proposal can only be the same as one in its own bucket or a neighbouring one. Searching the
/// whole list instead made `--explain` quadratic in the proposals a node answered, and nested
/// stacks answer many.
struct ProposalSet {
  private struct Bucket: Hashable {
    var width: Double?
    var height: Double?
  }

  private var buckets: [Bucket: [ProposedSize]] = [:]

  static func same(_ a: ProposedSize, _ b: ProposedSize) -> Bool {
    func axis(_ x: Double?, _ y: Double?) -> Bool {
      switch (x, y) {
      case (nil, nil): return true
      case (let x?, let y?): return x == y || abs(x - y) < 1e-9
      default: return false
      }
    }
    return axis(a.width, b.width) && axis(a.height, b.height)
  }

  private static func bucket(_ v: Double?) -> Double? { v.map { ($0 * 1e9).rounded(.down) } }

  /// The buckets a value within 1e-9 of `v` can fall in.
  private static func neighbours(_ v: Double?) -> [Double?] {
    guard let k = bucket(v) else { return [nil] }
    return [k - 1, k, k + 1]
  }

  func contains(_ p: ProposedSize) -> Bool {
    for w in Self.neighbours(p.width) {
      for h in Self.neighbours(p.height) {
        if buckets[Bucket(width: w, height: h)]?.contains(where: { Self.same($0, p) }) == true { return true }
      }
    }
    return false
  }

  /// Adds `p` unless the same proposal is already there; true if it was added.
  @discardableResult
  mutating func insert(_ p: ProposedSize) -> Bool {
    if contains(p) { return false }
    buckets[Bucket(width: Self.bucket(p.width), height: Self.bucket(p.height)), default: []].append(p)
    return true
  }
}
