import LayoutcSema

/// "Did you mean" suggestions for mistyped options, with the checker's edit distance.
enum EditDistance {

  /// The candidate closest to `word`, if it is close enough to be what was meant: at most two
  /// edits, and edits make up no more than half the word (so `--foo` suggests nothing, while
  /// `--fram` suggests `--frames`). Leading dashes are ignored, so `-frames` finds `--frames`.
  /// Ties go to the earlier candidate. The distance is bounded (`Suggestions`), so a
  /// 100,000-letter option costs no more than its length.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let bare = stripDashes(word)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard let distance = Suggestions.distance(bare, stripDashes(candidate), limit: 2) else { continue }
      if distance * 2 <= bare.count, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  private static func stripDashes(_ s: String) -> String { String(s.drop { $0 == "-" }) }
}
