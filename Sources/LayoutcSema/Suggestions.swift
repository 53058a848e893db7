/// "Did you mean" suggestions: the closest candidate by edit distance (a swapped pair of
/// letters counts as one edit, the commonest typo), if close enough to be a plausible typo:
/// at most a third of the name's length, rounded up, and at most 3 edits.
///
/// Bounded in time whatever the names: a name longer than `maximumLength` gets no suggestion
/// (nobody mistypes a 20,000-letter name into another), a candidate whose length differs by
/// more than the allowed edits is skipped without comparing, and the distance is computed only
/// in the band of the matrix within the limit: O(length × limit), never length².
public enum Suggestions {
  /// Longer names get no suggestion.
  public static let maximumLength = 256

  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let length = name.count
    guard length <= maximumLength else { return nil }
    let limit = min(3, max(1, (length + 2) / 3))
    let lowered = Array(name.lowercased().unicodeScalars)
    var best: (String, Int)? = nil
    for c in candidates where c != name {
      let other = Array(c.lowercased().unicodeScalars)
      guard abs(other.count - lowered.count) <= limit, let d = distance(lowered, other, limit: limit) else { continue }
      if best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
    }
    return best?.0
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// adjacent characters each cost one. Unbounded: for short words (tests, option names).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    return distance(a, b, limit: max(a.count, b.count))!
  }

  /// The distance if it is at most `limit`, else nil; only cells within `limit` of the
  /// diagonal are computed, and the search stops once a whole row exceeds the limit.
  public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
    distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
  }

  /// Over Unicode scalars: identifiers are compared a scalar at a time, far cheaper than
  /// `Character`s (grapheme clusters), and the same for every name a typo could produce.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    // Rows i-2, i-1 and i of the matrix; cells outside the band hold `outside`.
    var before = [Int](repeating: outside, count: b.count + 1)
    var previous = [Int](repeating: outside, count: b.count + 1)
    for j in 0...min(limit, b.count) { previous[j] = j }
    var row = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit), high = min(b.count, i + limit)
      row[0] = i <= limit ? i : outside
      if low > 1 { row[low - 1] = outside }
      var smallest = row[0]
      var j = low
      while j <= high {
        defer { j += 1 }
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
        row[j] = min(d, outside)
        smallest = min(smallest, row[j])
      }
      if high < b.count { row[high + 1] = outside }
      guard smallest <= limit else { return nil }
      (before, previous, row) = (previous, row, before)
    }
    let d = previous[b.count]
    return d <= limit ? d : nil
  }
}
