/// "Did you mean" suggestions: the closest candidate by edit distance, if close enough to be
/// a plausible typo (at most a third of the name's length, and at most 3 edits).
public enum Suggestions {
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = min(3, max(1, name.count / 3))
    var best: (String, Int)? = nil
    for c in candidates where c != name {
      let d = distance(name.lowercased(), c.lowercased())
      if d <= limit, best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
    }
    return best?.0
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
