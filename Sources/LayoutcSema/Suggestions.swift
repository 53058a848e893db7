/// "Did you mean" suggestions: the closest candidate by edit distance (a swapped pair of
/// letters counts as one edit, the commonest typo), if close enough to be a plausible typo:
/// at most a third of the name's length, rounded up, and at most 3 edits.
public enum Suggestions {
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = min(3, max(1, (name.count + 2) / 3))
    var best: (String, Int)? = nil
    for c in candidates where c != name {
      let d = distance(name.lowercased(), c.lowercased())
      if d <= limit, best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
    }
    return best?.0
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// adjacent characters each cost one.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
      }
    }
    return d[a.count][b.count]
  }
}
