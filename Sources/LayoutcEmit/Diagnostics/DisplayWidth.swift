/// How many terminal cells a character takes, so that a caret drawn under a line of source
/// lands under the right character even after CJK text or emoji.
///
/// An approximation of Unicode's East Asian Width (UAX #11) that is good enough for source
/// code: wide and fullwidth ideographs, Hangul, fullwidth forms and emoji take two cells;
/// format characters (zero-width space, joiners) take none; everything else takes one.
/// Combining marks cost nothing because they belong to the grapheme cluster of their base.
enum DisplayWidth {
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .format { return 0 }
    if character.unicodeScalars.contains("\u{FE0F}") { return 2 }  // emoji presentation selector
    if first.properties.isEmojiPresentation { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  static func of(_ text: Substring) -> Int { text.reduce(0) { $0 + of($1) } }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2E80...0x303E,  // CJK radicals, symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F900...0x1F9FF,  // supplemental pictographs
    0x20000...0x3FFFD,  // CJK extensions B and later
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }
}
