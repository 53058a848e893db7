/// Levenshtein distance, for "did you mean" suggestions on mistyped options.
enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions between two
  /// strings, counted in characters.
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, if it is close enough to be what was meant: at most two
  /// edits, and edits make up no more than half the word (so `--foo` suggests nothing, while
  /// `--fram` suggests `--frames`). Leading dashes are ignored, so `-frames` finds `--frames`.
  /// Ties go to the earlier candidate.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let bare = stripDashes(word)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = between(bare, stripDashes(candidate))
      if distance <= 2, distance * 2 <= bare.count, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  private static func stripDashes(_ s: String) -> String { String(s.drop { $0 == "-" }) }
}
